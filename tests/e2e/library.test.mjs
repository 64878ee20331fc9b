// The "Memories" card and settings: rename and delete (confirmed), export and import (round
// trip, refused files that change nothing), a corrupted stored value set aside, and which other
// extensions may ask for procedures.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { launchExtension, storageDump, sendFrom } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import {
  waitFor, startRecording, stopRecording, buildProcedure, chooseOption, expectLiveStep, memoryItem, lookAt,
} from "../support/e2e.mjs";

let server;
let ext;
let panel;
let site;
let callerDir;
let caller; // the service worker of a second extension that asks procmem for procedures
let bug; // procedure "File a bug"
let search; // procedure "Search the shop"

const procedures = () => panel.getByRole("list", { name: "Procedures", exact: true });
const problems = () => panel.locator("#lib-problems");
const actionError = () => panel.locator("#lib-error");

before(async () => {
  server = await startFixtureServer();
  callerDir = await fs.mkdtemp(path.join(os.tmpdir(), "procmem-caller-"));
  await fs.writeFile(path.join(callerDir, "manifest.json"), JSON.stringify({
    manifest_version: 3, name: "Agent asking procmem", version: "1.0", background: { service_worker: "sw.js" },
  }));
  await fs.writeFile(path.join(callerDir, "sw.js"), "// Asks procmem for procedures (driven by the test).\n");
  ext = await launchExtension({ extraExtensions: [callerDir] });
  ext.context.setDefaultTimeout(10_000);
  const isCaller = (w) => w.url().endsWith("/sw.js");
  caller = ext.context.serviceWorkers().find(isCaller) ?? (await ext.context.waitForEvent("serviceworker", { predicate: isCaller }));
  site = await ext.context.newPage();
  panel = await ext.openPanel();

  // Two demonstrations, built into procedures through the panel.
  await site.goto(server.url("tracker.test", "/new.html"));
  await startRecording(panel, site, { title: "File a bug" });
  await site.getByLabel("Title").fill("Typo on the pricing page");
  await chooseOption(site, site.getByLabel("Assignee"), "Dana");
  await site.getByRole("checkbox", { name: "docs" }).click();
  await site.getByRole("button", { name: "Create issue" }).click();
  await site.waitForURL(/\/created\.html\?id=\d+$/);
  await expectLiveStep(panel, `Wait for “${site.url()}” to load`);
  bug = await buildProcedure(panel, await stopRecording(panel));

  await site.goto(server.url("shop.test", "/index.html"));
  await startRecording(panel, site, { title: "Search the shop" });
  await site.getByRole("searchbox", { name: "Search" }).fill("lantern");
  await site.getByRole("searchbox", { name: "Search" }).press("Enter");
  await site.waitForURL(/\/search\.html\?q=lantern$/);
  await expectLiveStep(panel, `Wait for “${site.url()}” to load`);
  search = await buildProcedure(panel, await stopRecording(panel));
  await lookAt(panel);
  await memoryItem(panel, "Procedures", "Search the shop").waitFor();
});

after(async () => {
  await ext?.close();
  await server?.close();
  if (callerDir) await fs.rm(callerDir, { recursive: true, force: true });
});

/** Everything in storage once the panel has settled (no write in flight). */
async function settledDump() {
  let previous = "";
  return waitFor(async () => {
    const now = JSON.stringify(await storageDump(panel));
    const same = now === previous;
    previous = now;
    return same ? JSON.parse(now) : null;
  }, { interval: 100, message: "storage to settle" });
}

async function importFile(name, text) {
  if (text.length < 40 * 1024 * 1024) {
    await panel.getByLabel("Import file").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
    return;
  }
  // Playwright passes large files by path only.
  // The file stays until the tests end: the panel reads it after the change event.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "procmem-import-"));
  bigFileDirs.push(dir);
  const file = path.join(dir, name);
  await fs.writeFile(file, text);
  await panel.getByLabel("Import file").setInputFiles(file);
}
const bigFileDirs = [];
after(() => Promise.all(bigFileDirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

async function exportFile() {
  const [download] = await Promise.all([panel.waitForEvent("download"), panel.getByRole("button", { name: "Export", exact: true }).click()]);
  return { name: download.suggestedFilename(), text: await fs.readFile(await download.path(), "utf8") };
}

test("a procedure is renamed through the panel; an empty name is refused", async () => {
  await lookAt(panel);
  const item = memoryItem(panel, "Procedures", "File a bug");
  await item.getByRole("button", { name: "Rename" }).click();
  const name = item.getByRole("textbox", { name: "New name" });
  assert.equal(await name.inputValue(), "File a bug");

  await name.fill("   ");
  await item.getByRole("button", { name: "Save name" }).click();
  await actionError().filter({ hasText: "A name cannot be empty." }).waitFor();
  assert.equal((await storageDump(panel))[`procmem:proc:${bug.id}`].title, "File a bug");

  await name.fill("File a tracker bug");
  await item.getByRole("button", { name: "Save name" }).click();
  await memoryItem(panel, "Procedures", "File a tracker bug").waitFor();
  await panel.getByText("Renamed to “File a tracker bug”.").waitFor();
  assert.equal(await memoryItem(panel, "Procedures", "File a bug").count(), 0);
  const stored = (await storageDump(panel))[`procmem:proc:${bug.id}`];
  assert.equal(stored.title, "File a tracker bug");
  assert.ok(stored.updated > bug.updated);
  assert.deepEqual(stored.steps, bug.steps, "renaming changes only the name");
});

test("a procedure deleted with confirmation is gone from storage, and importing an earlier export restores it", async () => {
  await lookAt(panel);
  const saved = await exportFile();
  assert.match(saved.name, /^procmem-export-\d{4}-\d{2}-\d{2}\.json$/);
  const beforeDelete = await settledDump();

  // Delete asks first; Cancel keeps it.
  const item = memoryItem(panel, "Procedures", "Search the shop");
  await item.getByRole("button", { name: "Delete" }).click();
  await item.getByText("Delete “Search the shop” for good?").waitFor();
  await item.getByRole("button", { name: "Cancel" }).click();
  await item.getByRole("button", { name: "Confirm delete" }).waitFor({ state: "detached" });
  assert.ok((await storageDump(panel))[`procmem:proc:${search.id}`], "Cancel kept it");

  await item.getByRole("button", { name: "Delete" }).click();
  await item.getByRole("button", { name: "Confirm delete" }).click();
  await panel.getByText("Deleted “Search the shop”.").waitFor();
  await item.waitFor({ state: "detached" });
  const afterDelete = await settledDump();
  assert.equal(afterDelete[`procmem:proc:${search.id}`], undefined, "the procedure's value is gone");
  assert.deepEqual(afterDelete["procmem:index"].procedures, [bug.id]);
  const recId = search.source.recording_ids[0];
  assert.equal(afterDelete[`procmem:rec:${recId}`].procedure_id, null, "its recording can be built again");
  assert.ok(!JSON.stringify(afterDelete).includes(search.id), "no trace of its id is left");
  await memoryItem(panel, "Procedures", "File a tracker bug").waitFor();

  // Import the file exported before: the procedure is back, exactly as it was.
  await importFile(saved.name, saved.text);
  await panel.getByText(`Imported 2 procedures and 2 recordings from ${saved.name}.`).waitFor();
  await memoryItem(panel, "Procedures", "Search the shop").waitFor();
  const restored = await settledDump();
  assert.deepEqual(restored[`procmem:proc:${search.id}`], beforeDelete[`procmem:proc:${search.id}`]);
  assert.deepEqual(restored["procmem:index"].procedures, [bug.id, search.id]);
  assert.equal(await problems().isVisible(), false);
  const found = await sendFrom(panel, { type: "procmem.retrieve", task: "search the shop for a coffee grinder", url: server.url("shop.test", "/") });
  assert.equal(found.results[0]?.id, search.id, "the restored procedure is found again");
});

test("corrupted import files are refused with a clear error and storage stays byte-for-byte the same", async () => {
  await lookAt(panel);
  const good = JSON.parse((await exportFile()).text);
  const withSecret = structuredClone(good);
  const typed = withSecret.recordings.find((r) => r.title === "File a bug").steps.find((s) => s.action === "type");
  Object.assign(typed, { secret: true, value: "hunter2-leaked" });
  const newer = { ...structuredClone(good), schema_version: 99 };
  const unknown = { ...structuredClone(good), schema_version: 0 };
  const notOurs = { ...structuredClone(good), format: "something-else" };

  const cases = [
    ["cut.json", '{"format": "procmem", "schema_version": 1, "recordings": [', /^Import failed, nothing was changed: The file ends before its JSON does \(line 1, column \d+\); it may have been cut short\.$/],
    ["broken.json", '{"format": procmem, "schema_version": 1}', /^Import failed, nothing was changed: This is not valid JSON: .+ \(line 1, column \d+\)\.$/],
    ["secret.json", JSON.stringify(withSecret), new RegExp(`^Import failed, nothing was changed: Rejected: recording \\S+: step ${typed.id} is a secret field but carries a value; secrets are never stored\\.$`)],
    ["newer.json", JSON.stringify(newer), /^Import failed, nothing was changed: This file was written by a newer version of procmem \(schema 99; this one reads up to 2\)\. Update the extension first\.$/],
    ["unknown.json", JSON.stringify(unknown), /^Import failed, nothing was changed: schema_version must be a whole number from 1 up \(found 0\)\.$/],
    ["quoted.json", JSON.stringify({ ...structuredClone(good), schema_version: "1" }), /^Import failed, nothing was changed: schema_version must be a whole number from 1 up \(found .1., a string\)\.$/],
    ["other.json", JSON.stringify(notOurs), /^Import failed, nothing was changed: This is not a procmem export/],
    // Too big to read: said in megabytes, not as a message field's length. A near miss at the limit
    // would be a valid file of 50 MB; the limit's sentence is checked in the core's tests.
    ["huge.json", " ".repeat(51 * 1024 * 1024), /^Import failed, nothing was changed: The file is 51\.0 MB; the largest file procmem imports is 50 MB\.$/],
  ];
  const before = JSON.stringify(await settledDump());
  for (const [name, text, error] of cases) {
    // Each import clears the alert first, then shows its own error (the messages all differ).
    await importFile(name, text);
    await panel.getByRole("alert").filter({ hasText: error }).waitFor();
    assert.match(await actionError().innerText(), error, name);
    assert.equal(JSON.stringify(await settledDump()), before, `${name} changed nothing`);
    assert.ok(!JSON.stringify(await storageDump(panel)).includes("hunter2-leaked"));
  }
});

test("settings refuse a malformed extension id and save a valid one; only allowed extensions get answers", async () => {
  const callerId = new URL(caller.url()).host;
  const ask = (message) => caller.evaluate(([id, m]) => chrome.runtime.sendMessage(id, m), [ext.extensionId, message]);
  const task = { type: "procmem.retrieve", task: "search the shop for a lantern", url: server.url("shop.test", "/") };

  const refused = await ask(task);
  assert.equal(refused.ok, false);
  assert.match(refused.error, /not allowed to use procedural memory/);
  assert.equal(refused.results, undefined);

  await lookAt(panel);
  await panel.getByText("Settings", { exact: true }).click();
  const ids = panel.getByRole("textbox", { name: "Extensions allowed to ask for procedures" });
  const status = panel.locator("#settings-status");
  // Each answer names the offending id, so each case waits for its own message.
  const cases = [
    ["not-an-id", "not-an-id"],
    [`${callerId}\nabcdefghijklmnopabcdefghijklmnoq`, "abcdefghijklmnopabcdefghijklmnoq"], // q is not in a–p
    [callerId.toUpperCase(), callerId.toUpperCase()],
  ];
  for (const [typed, bad] of cases) {
    await ids.fill(typed);
    await panel.getByRole("button", { name: "Save settings" }).click();
    await status.filter({ hasText: `"${bad}"` }).waitFor();
    assert.equal(await status.innerText(), `"${bad}" is not a Chrome extension id (32 letters a–p).`);
    assert.equal((await storageDump(panel))["procmem:settings"], undefined, `nothing saved for ${JSON.stringify(typed)}`);
  }

  await ids.fill(callerId);
  await panel.getByRole("button", { name: "Save settings" }).click();
  await status.filter({ hasText: "Saved. 1 extension allowed." }).waitFor();
  assert.deepEqual((await storageDump(panel))["procmem:settings"], { allowed_extension_ids: [callerId], memory_off: false });
  await panel.reload();
  await panel.getByText("Settings", { exact: true }).click();
  assert.equal(await ids.inputValue(), callerId, "the saved id shows after reopening the panel");

  const answered = await ask(task);
  assert.equal(answered.ok, true);
  assert.equal(answered.results[0].id, search.id);
  assert.ok(answered.context.startsWith("<procedural_memory>"));
  // Allowed extensions may only ask; they cannot read, change or delete the library.
  for (const message of [{ type: "procmem.list" }, { type: "procmem.export" }, { type: "procmem.delete", kind: "procedure", id: search.id }]) {
    const reply = await ask(message);
    assert.deepEqual(reply, { ok: false, error: "Other extensions may send only: procmem.retrieve, procmem.bind, procmem.run, procmem.run.get, procmem.run.stop, procmem.run.abort, procmem.reportOutcome, procmem.task.start, procmem.task.get, procmem.task.end, procmem.context, procmem.recall, procmem.cycle.record, procmem.memory.task.end, procmem.memory.user_fact, procmem.lesson.record." }, message.type);
  }
  assert.ok((await storageDump(panel))[`procmem:proc:${search.id}`], "still there");
});

test("a corrupted stored procedure is set aside under quarantine and reported; the other still lists", async () => {
  await lookAt(panel);
  const key = `procmem:proc:${bug.id}`;
  const garbage = { id: bug.id, title: 42, steps: "not a list" };
  await panel.evaluate(([k, v]) => chrome.storage.local.set({ [k]: v }), [key, garbage]);
  await panel.reload();

  await problems().waitFor({ state: "visible" });
  const alert = await panel.getByRole("alert").filter({ hasText: "unreadable" }).innerText();
  assert.match(alert, new RegExp(`^1 stored item was unreadable and set aside \\(kept under procmem:quarantine:${key}\\): unreadable: .+`));
  await memoryItem(panel, "Procedures", "Search the shop").waitFor();
  assert.equal(await procedures().getByRole("listitem").count(), 1);

  const all = await storageDump(panel);
  const q = all[`procmem:quarantine:${key}`];
  assert.equal(q.key, key);
  assert.deepEqual(q.value, garbage, "the damaged value is kept as it was");
  assert.match(q.error, /^unreadable: /);
  assert.equal(typeof q.time, "number");
  assert.equal(all[key], undefined, "moved out of the library");
  assert.deepEqual(all["procmem:index"].procedures, [search.id]);

  // The rest keeps working.
  const found = await sendFrom(panel, { type: "procmem.retrieve", task: "search the shop for a lantern", url: server.url("shop.test", "/") });
  assert.equal(found.ok, true);
  assert.deepEqual(found.results.map((r) => r.id), [search.id]);
});
