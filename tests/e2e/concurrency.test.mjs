// Writes at the same time keep every update: two extension pages (two side panels, two
// windows) building and renaming, two tabs recording into one recording at once, and 100
// outcome reports for one procedure in flight together. Every write goes through the worker's
// queue (recorded events through each page's pending list and the drain), so none loses
// another's update.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { launchExtension, storageDump, sendFrom, ROOT } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import { startRecording, stopRecording, expectLiveStep, liveRecording } from "../support/e2e.mjs";

const recording = JSON.parse(fs.readFileSync(path.join(ROOT, "tests/data/tracker-recording.json"), "utf8"));
const COUNT = 12;

let ext;
let panels;
let server;

before(async () => {
  server = await startFixtureServer();
  ext = await launchExtension();
  ext.context.setDefaultTimeout(10_000);
  panels = [await ext.openPanel(), await ext.openPanel()];
  // A library of recordings to build from, imported in one file.
  const recordings = Array.from({ length: COUNT }, (_, i) => ({ ...recording, id: `rec-${i}`, title: `Create issue ${i}`, procedure_id: null, processed: false }));
  const file = { format: "procmem", schema_version: 1, exported_at: Date.now(), recordings, procedures: [] };
  const reply = await sendFrom(panels[0], { type: "procmem.import", text: JSON.stringify(file) });
  assert.equal(reply.ok, true, reply.error);
});

after(async () => {
  await ext?.close();
  await server?.close();
});

test("building from two panels at once keeps every procedure in the index", async () => {
  // Each panel builds half the recordings, all requests in flight together.
  const builds = Array.from({ length: COUNT }, (_, i) =>
    sendFrom(panels[i % 2], { type: "procmem.procedure.build", recording_id: `rec-${i}` }));
  const replies = await Promise.all(builds);
  assert.ok(replies.every((r) => r.ok), JSON.stringify(replies.find((r) => !r.ok)));
  const dump = await storageDump(panels[0]);
  const ids = replies.map((r) => r.procedure.id);
  assert.deepEqual([...dump["procmem:index"].procedures].sort(), [...ids].sort(), "no build lost another's index entry");
  for (let i = 0; i < COUNT; i++) {
    const rec = dump[`procmem:rec:rec-${i}`];
    assert.equal(rec.procedure_id, replies[i].procedure.id, `rec-${i} links its procedure`);
    assert.ok(dump[`procmem:proc:${rec.procedure_id}`], `procedure of rec-${i} is stored`);
  }
});

test("renames from two panels at once all land", async () => {
  const { procedures } = await sendFrom(panels[0], { type: "procmem.list" });
  const renames = procedures.map((p, i) =>
    sendFrom(panels[i % 2], { type: "procmem.rename", kind: "procedure", id: p.id, title: `Renamed ${p.id}` }));
  await Promise.all(renames);
  const dump = await storageDump(panels[1]);
  for (const p of procedures) assert.equal(dump[`procmem:proc:${p.id}`].title, `Renamed ${p.id}`);
  assert.equal(dump["procmem:index"].procedures.length, COUNT);
});

test("two tabs recording into one recording at once keep every step of both", async () => {
  const tracker = await ext.context.newPage();
  const shop = await ext.context.newPage();
  await tracker.goto(server.url("tracker.test", "/new.html"));
  await shop.goto(server.url("shop.test", "/contact.html"));
  await startRecording(panels[0], tracker, { title: "File an issue and write to the shop" });
  // Switching to the shop's tab makes it part of the recording; the tracker's tab stays in it.
  await shop.bringToFront();
  await expectLiveStep(panels[0], "Switch to the tab");
  // Both tabs act at the same time, each field typed key by key: their pages write their
  // pending lists and nudge the worker together.
  const trackerValues = { Title: "Login broken on Safari", Description: "The button does nothing after the first click" };
  const shopValues = { Name: "Bo Lindqvist", Email: "bo@example.com", Message: "Where is order 4411? It was due Monday" };
  const typeAll = async (page, values) => {
    for (const [label, text] of Object.entries(values)) {
      await page.getByLabel(label, { exact: true }).click();
      await page.keyboard.type(text, { delay: 5 });
    }
  };
  const tickAll = async (page) => {
    for (const id of ["label-bug", "label-feature", "label-docs"]) await page.locator(`#${id}`).check();
  };
  await Promise.all([
    typeAll(tracker, trackerValues).then(() => tickAll(tracker)),
    typeAll(shop, shopValues),
  ]);
  const recordingId = await stopRecording(panels[0]);
  const recording = (await storageDump(panels[0]))[`procmem:rec:${recordingId}`];
  const typed = recording.steps.filter((s) => s.action === "type");
  const byField = (css) => typed.filter((s) => s.target?.css === css);
  const expected = [
    ["#title", trackerValues.Title],
    ["#description", trackerValues.Description],
    ["#contact-name", shopValues.Name],
    ["#contact-email", shopValues.Email],
    ["#contact-message", shopValues.Message],
  ];
  const lost = [];
  for (const [css, value] of expected) {
    const steps = byField(css);
    if (steps.length !== 1 || steps[0].value !== value) lost.push(`${css}: ${JSON.stringify(steps.map((s) => s.value))}`);
  }
  const ticks = recording.steps.filter((s) => s.action === "check").map((s) => s.target?.css).sort();
  assert.deepEqual(lost, [], `every field of both tabs is one step with its final value; steps: ${JSON.stringify(recording.steps.map((s) => [s.action, s.target?.css ?? s.url, s.value]))}`);
  assert.deepEqual(ticks, ["#label-bug", "#label-docs", "#label-feature"], "every box ticked is a step");
  // The shop's steps were recorded in the shop's tab, after the switch to it.
  const switchAt = recording.steps.findIndex((s) => s.action === "switch_tab");
  assert.ok(switchAt > 0 && byField("#contact-name")[0] && recording.steps.indexOf(byField("#contact-name")[0]) > switchAt, "the shop's steps come after the switch");
  const steps = expected.length + ticks.length;
  console.log(`two tabs recording at once: ${steps} of ${steps} steps kept, ${lost.length} lost`);
  const { state } = await liveRecording(panels[0]);
  assert.equal(state.active, false);
  await tracker.close();
  await shop.close();
});

test("100 outcome reports for one procedure in flight together are all counted", async () => {
  const file = { format: "procmem", schema_version: 1, exported_at: Date.now(), recordings: [{ ...recording, id: "rec-outcomes", title: "Create issue for outcomes", procedure_id: null, processed: false }], procedures: [] };
  const imported = await sendFrom(panels[0], { type: "procmem.import", text: JSON.stringify(file) });
  assert.equal(imported.ok, true, imported.error);
  const built = await sendFrom(panels[0], { type: "procmem.procedure.build", recording_id: "rec-outcomes" });
  assert.equal(built.ok, true, built.error);
  const id = built.procedure.id;
  const step = built.procedure.steps.at(-1).id;
  const before = (await storageDump(panels[0]))[`procmem:proc:${id}`].stats;
  const REPORTS = 100;
  const FAILURES = 37;
  // From both panels at once, successes and failures of the procedure interleaved.
  const reports = Array.from({ length: REPORTS }, (_, i) => {
    const failed = (i * 37) % REPORTS < FAILURES; // 37 of the 100, spread among them
    const outcome = failed ? { success: false, failed_step: step } : { success: true };
    return sendFrom(panels[i % 2], { type: "procmem.reportOutcome", procedure_id: id, ...outcome });
  });
  const replies = await Promise.all(reports);
  assert.ok(replies.every((r) => r.ok && r.recorded), JSON.stringify(replies.find((r) => !r.ok)));
  const after = (await storageDump(panels[0]))[`procmem:proc:${id}`].stats;
  const counted = { uses: after.uses - before.uses, successes: after.successes - before.successes, failures: after.failures - before.failures };
  console.log(`concurrent outcome reports: ${REPORTS} sent, ${counted.uses} uses, ${counted.successes} successes, ${counted.failures} failures counted`);
  assert.deepEqual(counted, { uses: REPORTS, successes: REPORTS - FAILURES, failures: FAILURES });
  assert.equal((after.step_failures[step] ?? 0) - (before.step_failures?.[step] ?? 0), FAILURES, "each failure counted against its step");
});
