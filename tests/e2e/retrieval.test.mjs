// Finding procedures for a new task: the side panel's "Find procedures" card (what an agent
// would receive) and the procmem.retrieve message, with the tracker procedure recorded first.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchExtension, sendFrom } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import { recordTrackerIssue, buildProcedure, lookAt, TRACKER_ISSUE } from "../support/e2e.mjs";

const PARAPHRASE = "open a new ticket 'Export fails' for Bo in Q2 2025";
const UNRELATED = ["What is the weather in Paris tomorrow?", "Close the issue about the login crash"];

let server;
let ext;
let panel;
let site;
let procedure;

before(async () => {
  server = await startFixtureServer();
  ext = await launchExtension();
  ext.context.setDefaultTimeout(10_000);
  site = await ext.context.newPage();
  panel = await ext.openPanel();
  const { recordingId } = await recordTrackerIssue(panel, site, server, { title: "Create an issue" });
  procedure = await buildProcedure(panel, recordingId);
});

after(async () => {
  await ext?.close();
  await server?.close();
});

/** Types a task in the panel and presses "Find procedures", with the tracker tab used last. */
async function findProcedures(task) {
  await site.bringToFront(); // the tracker tab is the most recently used web tab
  await lookAt(panel);
  const status = panel.locator("#task-status");
  await panel.getByRole("textbox", { name: "Task", exact: true }).fill(task);
  await panel.getByRole("button", { name: "Find procedures" }).click();
  // The click shows "Searching…" at once; the answer replaces it.
  await panel.waitForFunction(() => !/^(Searching…)?$/.test(document.getElementById("task-status").textContent), null, { polling: 50 });
  return {
    status: await status.innerText(),
    results: panel.getByRole("list", { name: "Matching procedures" }).getByRole("listitem"),
    context: panel.getByLabel("Agent context"),
  };
}

test("a paraphrased task finds the tracker procedure and the agent context binds its values", async () => {
  const { status, results, context } = await findProcedures(PARAPHRASE);
  assert.match(status, new RegExp(`^1 procedure found for ${server.url("tracker.test", "/created\\.html")}`));
  assert.equal(await results.count(), 1);
  const item = await results.first().innerText();
  assert.match(item, /Create an issue/);
  assert.match(item, /\{title\} = Export fails/);
  assert.match(item, /\{assignee\} = Bo/);
  assert.match(item, /\{milestone\} = Q2 2025/);

  await context.waitFor({ state: "visible" });
  const block = await context.textContent();
  assert.ok(block.startsWith("<procedural_memory>"), block.slice(0, 80));
  assert.ok(block.trimEnd().endsWith("</procedural_memory>"));
  assert.match(block, /## Procedure 1: Create an issue/);
  assert.match(block, /\{title\} \(Title\): text, demonstrated as “Crash on save”; this task: “Export fails”/);
  assert.match(block, /\{assignee\} \(Assignee\): choice, demonstrated as “Bo”; this task: “Bo”/);
  assert.match(block, /\{milestone\} \(Milestone\): choice, demonstrated as “Q2 2025”; this task: “Q2 2025”/);
  assert.match(block, /\{password\} \(Password\): secret — ask the user; never stored/);
  assert.match(block, /Sign in to tracker\.test/);
  assert.ok(!block.includes(TRACKER_ISSUE.password), "no password in the context");
  assert.ok(!block.includes(TRACKER_ISSUE.otp), "no one-time code in the context");

  // "Copy context" puts exactly the block on the clipboard: paste it back into the Task box.
  await panel.getByRole("button", { name: "Copy context" }).click();
  await panel.locator("#task-status").filter({ hasText: /Context copied to the clipboard\.|Could not copy/ }).waitFor();
  assert.equal(await panel.locator("#task-status").innerText(), "Context copied to the clipboard.");
  const task = panel.getByRole("textbox", { name: "Task", exact: true });
  await task.fill("");
  await task.press("ControlOrMeta+V");
  assert.equal(await task.inputValue(), block);
});

test("unrelated tasks on the same site find nothing and nothing is injected", async () => {
  // Start from a state with results shown, so the panel has to clear them.
  await findProcedures(PARAPHRASE);
  for (const task of UNRELATED) {
    const { status, results, context } = await findProcedures(task);
    assert.match(status, /^No stored procedure fits this task for http:\/\/tracker\.test:\d+\/.*\. Nothing will be injected\.$/, task);
    assert.equal(await results.count(), 0, task);
    assert.equal(await context.textContent(), "", task);
    assert.equal(await context.isVisible(), false, task);
  }
});

test("procmem.retrieve answers with ranked results, bound parameters and the context block", async () => {
  const url = server.url("tracker.test", "/index.html");
  const reply = await sendFrom(panel, { type: "procmem.retrieve", task: PARAPHRASE, url });
  assert.equal(reply.ok, true);
  assert.equal(reply.url, url);
  assert.equal(reply.results.length, 1);
  const [r] = reply.results;
  assert.equal(r.id, procedure.id);
  assert.equal(r.title, "Create an issue");
  assert.equal(typeof r.score, "number");
  assert.ok(r.score > 0 && r.score <= 1, `score ${r.score}`);
  assert.equal(typeof r.reason, "string");
  assert.match(r.reason, /tracker\.test/);
  assert.equal(r.parameters.title, "Export fails");
  assert.equal(r.parameters.assignee, "Bo");
  assert.equal(r.parameters.milestone, "Q2 2025");
  assert.equal(r.parameters.password, null);
  assert.deepEqual(Object.keys(r.parameters).sort(), procedure.abstract.parameters.map((p) => p.name).sort());
  assert.ok(reply.context.startsWith("<procedural_memory>"));
  assert.ok(reply.context.includes("Export fails"));
  assert.ok(!reply.context.includes(TRACKER_ISSUE.password));

  for (const task of UNRELATED) {
    const none = await sendFrom(panel, { type: "procmem.retrieve", task, url });
    assert.deepEqual(none, { ok: true, results: [], context: "", url }, task);
  }
});

test("malformed and unknown messages are refused with a clear error and the worker keeps answering", async () => {
  const cases = [
    [{}, /must be an object with a string "type"/],
    [{ type: 5 }, /must be an object with a string "type"/],
    [{ type: "procmem.retrieve" }, /"task" must be a string/],
    [{ type: "procmem.retrieve", task: 42 }, /"task" must be a string/],
    [{ type: "procmem.retrieve", task: "   " }, /Describe the task first/],
    [{ type: "procmem.retrieve", task: "x".repeat(5001) }, /"task" is too long/],
    [{ type: "procmem.no-such-thing" }, /Unknown message type "procmem\.no-such-thing"/],
    [{ type: "procmem.delete", kind: "everything", id: procedure.id }, /"kind" must be "procedure" or "recording"/],
  ];
  for (const [message, error] of cases) {
    const reply = await sendFrom(panel, message);
    assert.equal(reply.ok, false, JSON.stringify(message).slice(0, 80));
    assert.match(reply.error, error);
  }
  assert.deepEqual(await panel.evaluate(() => chrome.runtime.sendMessage(null)), { ok: false, error: 'A message must be an object with a string "type".' });

  // Still answering, and nothing was damaged by the bad messages.
  const reply = await sendFrom(panel, { type: "procmem.retrieve", task: PARAPHRASE, url: server.url("tracker.test", "/") });
  assert.equal(reply.ok, true);
  assert.equal(reply.results[0].id, procedure.id);
  const list = await sendFrom(panel, { type: "procmem.list" });
  assert.deepEqual(list.procedures.map((p) => p.id), [procedure.id]);
});
