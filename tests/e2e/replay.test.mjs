// Replaying a recorded procedure with a new task's values, as a person does it from the side
// panel: Find procedures → "Run procedure" → check the values (bound from the task, secrets asked
// for) → Start run. Then the page changing under the procedure (new ids, classes and field order;
// a button shown twice; a field gone), a failing procedure deprecated after three aborted runs and
// restored, the service worker stopped in the middle of a run, outcomes reported by an agent, and
// how long a replay of the whole tracker flow takes.
//
// The tests share one browser and one procedure, recorded in the first test, and run in order.
// The deprecation test relies on the procedure's history up to then (two successful runs); it
// checks that precondition first.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchExtension, storageDump, sendFrom, stopServiceWorkers } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import {
  waitFor, recordTrackerIssue, buildProcedure, lookAt, memoryItem, escapeRegExp, TRACKER_ISSUE,
} from "../support/e2e.mjs";

const TASK = "Create an issue 'Export fails' for Chen in Q3 2025";
/** Secrets typed into the Run card for replays; never the ones of the demonstration. */
const REPLAY_PASSWORD = "Replay-Pass-Zebra-5150";
const REPLAY_OTP = "739201";
/** Slot values the task does not name, filled in by hand before each run. */
const BY_HAND = { username: "ana", description: "Exporting to CSV fails with a timeout", milestone: "Q3 2025", priority: "Urgent", due_date: "2025-09-30" };

let server;
let ext;
let panel;
let site;
let procedure; // as built from the recording

before(async () => {
  server = await startFixtureServer();
  ext = await launchExtension();
  ext.context.setDefaultTimeout(10_000);
  site = await ext.context.newPage();
  panel = await ext.openPanel();
});

after(async () => {
  await ext?.close();
  await server?.close();
});

/** JSON of all of storage with numbers blanked, so a 6-digit code cannot match a timestamp. */
function textOf(value) {
  return JSON.stringify(value, (_key, v) => (typeof v === "number" ? 0 : v));
}

/** The stored procedure, as it is now. */
async function storedProcedure() {
  return (await storageDump(panel))[`procmem:proc:${procedure.id}`];
}

/** Ids of the stored runs. */
async function runIds() {
  return Object.keys(await storageDump(panel)).filter((k) => k.startsWith("procmem:run:")).map((k) => k.slice("procmem:run:".length));
}

const matching = () => panel.getByRole("list", { name: "Matching procedures" }).getByRole("listitem");
const runStatus = () => panel.locator("#run-status");
const report = () => panel.locator("#run-report");

/** Types `task` in the Task box and presses "Find procedures"; returns the status text. */
async function findProcedures(task) {
  await site.bringToFront(); // the tracker tab is the most recently used web tab
  await lookAt(panel);
  await panel.getByRole("textbox", { name: "Task", exact: true }).fill(task);
  const find = panel.getByRole("button", { name: "Find procedures" });
  await find.click();
  // The click disables the button and shows "Searching…" at once; the answer enables it again.
  await waitFor(async () => (await find.isEnabled()) && !/^(Searching…)?$/.test(await panel.locator("#task-status").innerText()),
    { message: "the answer to Find procedures" });
  return panel.locator("#task-status").innerText();
}

/** The Run card's text box for slot `name` (its label is the slot's name, maybe with a hint). */
function slotField(name) {
  return panel.locator("#run-slots").getByLabel(new RegExp(`^${escapeRegExp(name)}( \\(|$)`));
}

/** Finds procedures for `task` and presses "Run procedure" on the procedure's result. */
async function openRun(task) {
  const status = await findProcedures(task);
  assert.match(status, /procedures? found/, `the procedure is found for “${task}”`);
  const item = matching().filter({ has: panel.getByText(procedure.title, { exact: true }) });
  await item.getByRole("button", { name: "Run procedure" }).click();
  await panel.getByRole("heading", { name: `Run “${procedure.title}”`, level: 2 }).waitFor();
  await slotField("title").waitFor();
}

/** Fills the slots the task left empty: the secrets, and `extra` for the others (if empty). */
async function fillMissing(extra = BY_HAND) {
  await slotField("password").fill(REPLAY_PASSWORD);
  await slotField("one_time_code").fill(REPLAY_OTP);
  for (const [name, value] of Object.entries(extra)) {
    const field = slotField(name);
    if ((await field.inputValue()) === "") await field.fill(value);
  }
}

/**
 * Presses "Start run" and waits until the run ends or pauses (the status says so). Returns the
 * status text, the new run's id and the milliseconds from the press to that status.
 */
async function startRun({ timeout = 60_000 } = {}) {
  const before = new Set(await runIds());
  await lookAt(panel);
  const t0 = Date.now();
  await panel.getByRole("button", { name: "Start run" }).click();
  const status = await waitFor(async () => {
    const text = await runStatus().innerText();
    return /^(Run succeeded|Paused at|Run failed|Run stopped)/.test(text) ? text : null;
  }, { timeout, interval: 25, message: "the run to end or pause" });
  const elapsed = Date.now() - t0;
  const [runId] = (await runIds()).filter((id) => !before.has(id));
  assert.ok(runId, "the run is stored");
  return { status, runId, elapsed };
}

async function storedRun(runId) {
  return (await storageDump(panel))[`procmem:run:${runId}`];
}

/** Fails with the panel's own words when a run did not succeed. */
async function assertSucceeded(status) {
  if (/^Run succeeded in \d+(\.\d)? s\.$/.test(status)) return;
  const why = (await report().isVisible()) ? await report().innerText() : "";
  assert.fail(`the run did not succeed: ${status} ${why}`);
}

const issueSubmissions = () => server.submissions.filter((s) => s.host === "tracker.test" && s.path === "/api/issues");

test("a recorded procedure replays from the panel with the task's values; secrets are asked for and never stored", async () => {
  server.reset();
  const { recordingId } = await recordTrackerIssue(panel, site, server, { title: "Create an issue" });
  procedure = await buildProcedure(panel, recordingId);
  assert.deepEqual([procedure.stats.uses, procedure.stats.successes], [0, 0]);
  server.reset();

  await openRun(TASK);
  // What the task names is bound; the rest is asked for. The milestone was picked in a custom
  // ARIA listbox; the recording kept the listbox's other options, so "in Q3 2025" binds it.
  assert.equal(await slotField("title").inputValue(), "Export fails");
  assert.equal(await slotField("assignee").inputValue(), "Chen");
  assert.equal(await slotField("milestone").inputValue(), "Q3 2025");
  for (const name of ["username", "description", "priority", "due_date"]) {
    assert.equal(await slotField(name).inputValue(), "", `{${name}} is not in the task`);
    assert.match(await panel.locator("#run-slots label", { hasText: new RegExp(`^${name}`) }).innerText(), /not in the task: fill it in/);
  }
  for (const name of ["password", "one_time_code"]) {
    assert.equal(await slotField(name).getAttribute("type"), "password", `{${name}} is typed into a password box`);
    assert.equal(await slotField(name).inputValue(), "", `{${name}} is asked for every run`);
  }
  await fillMissing();
  const { status, runId } = await startRun();
  await assertSucceeded(status);

  // The site received the new values (and the secrets typed for this run).
  const login = server.submissions.find((s) => s.path === "/api/login");
  assert.equal(login?.fields.username, "ana");
  assert.equal(login?.fields.password, REPLAY_PASSWORD);
  assert.equal(login?.fields.otp, REPLAY_OTP);
  const issues = issueSubmissions();
  assert.equal(issues.length, 1, "one issue was created");
  assert.deepEqual(issues[0].fields, {
    title: "Export fails", description: BY_HAND.description, assignee: "chen", milestone: "q3-2025",
    priority: "urgent", due: BY_HAND.due_date, labels: TRACKER_ISSUE.label,
  });
  assert.match(site.url(), /\/created\.html\?id=\d+$/);

  // Every step is shown done.
  const progress = panel.getByRole("list", { name: "Run progress" }).getByRole("listitem");
  assert.equal(await progress.count(), procedure.steps.length);
  assert.deepEqual(await progress.evaluateAll((items) => items.map((li) => li.dataset.status)), procedure.steps.map(() => "done"));

  // The stored run: succeeded, the values used without the secrets; no secret anywhere.
  const dump = await storageDump(panel);
  const run = dump[`procmem:run:${runId}`];
  assert.equal(run.status, "succeeded");
  assert.equal(run.procedure_id, procedure.id);
  assert.equal(run.task, TASK);
  assert.deepEqual(run.steps.map((s) => [s.step_id, s.status]), procedure.steps.map((s) => [s.id, "done"]));
  assert.deepEqual(run.values, {
    username: "ana", title: "Export fails", description: BY_HAND.description, assignee: "Chen",
    milestone: "Q3 2025", priority: BY_HAND.priority, due_date: BY_HAND.due_date,
  });
  assert.ok(!JSON.stringify(dump).includes(REPLAY_PASSWORD), "the password is not stored");
  assert.ok(!textOf(dump).includes(REPLAY_OTP), "the one-time code is not stored");
  assert.ok(!(await panel.locator("body").innerText()).includes(REPLAY_PASSWORD), "the panel does not show the password");

  // The procedure learned from it.
  const stats = dump[`procmem:proc:${procedure.id}`].stats;
  assert.deepEqual([stats.uses, stats.successes, stats.failures], [1, 1, 0]);
  // The Runs list shows it.
  await panel.getByRole("list", { name: "Runs" }).getByRole("listitem").filter({ hasText: `succeeded · ${TASK}` }).waitFor();
});

test("the procedure replays on a redesigned page: new ids, classes and field order, same labels", async (t) => {
  server.variant("tracker.test", "/new.html", "variants/new.html");
  t.after(() => server.clearVariants());
  // The variant is what the site serves now.
  await site.goto(server.url("tracker.test", "/new.html"));
  await site.locator("#issue-editor").waitFor();
  assert.equal(await site.locator("#title, #create-issue, #new-issue-form").count(), 0, "none of the recorded ids is on the page");
  server.reset();
  const before = (await storedProcedure()).stats;

  const task = "Create an issue 'Import hangs' for Dana in Q1 2025";
  await openRun(task);
  assert.deepEqual([await slotField("title").inputValue(), await slotField("assignee").inputValue()], ["Import hangs", "Dana"]);
  await fillMissing({ ...BY_HAND, description: "Importing a large file never finishes", milestone: "Q1 2025", priority: "Low", due_date: "2025-03-31" });
  const { status, runId } = await startRun();
  await assertSucceeded(status);
  assert.equal((await storedRun(runId)).status, "succeeded");

  const issues = issueSubmissions();
  assert.equal(issues.length, 1);
  assert.deepEqual(issues[0].fields, {
    milestone: "q1-2025", labels: "bug", assignee: "dana", due: "2025-03-31", priority: "low",
    description: "Importing a large file never finishes", title: "Import hangs",
  });
  const after = (await storedProcedure()).stats;
  assert.deepEqual([after.uses, after.successes], [before.uses + 1, before.successes + 1]);
});

test("three runs aborted at a missing field deprecate the procedure; Restore brings it back", async (t) => {
  // Precondition (the two tests above): two runs, both succeeded. Under the rule (at least 3
  // uses, under half succeeded) the procedure is then deprecated by the third failure, not before.
  const start = (await storedProcedure()).stats;
  assert.deepEqual([start.recent_uses, start.recent_successes, start.deprecated], [2, 2, false], "two successful runs so far");

  server.variant("tracker.test", "/new.html", "variants/new-no-title.html");
  t.after(() => server.clearVariants());
  server.reset();
  const titleStep = procedure.steps.find((s) => s.slot === "title");
  assert.ok(titleStep, "the procedure types {title}");

  for (const n of [1, 2, 3]) {
    await openRun(TASK);
    await fillMissing();
    const { status, runId } = await startRun();
    assert.equal(status, "Paused at a step that failed.", `run ${n}`);
    await report().waitFor({ state: "visible" });
    const text = await report().innerText();
    assert.match(text, /Step “Type \{title\} into the textbox “Title”” failed: Could not find the element/, text);
    assert.match(text, /Do this step yourself in the page, then press Continue — or Abort\./);
    await report().getByRole("button", { name: "Abort" }).click();
    await runStatus().filter({ hasText: /^Run failed: / }).waitFor();
    await report().waitFor({ state: "hidden" });
    const run = await storedRun(runId);
    assert.equal(run.status, "failed");
    assert.deepEqual(run.steps.at(-1), { ...run.steps.at(-1), step_id: titleStep.id, status: "failed" });

    const stats = (await storedProcedure()).stats;
    assert.deepEqual([stats.uses, stats.failures, stats.step_failures[titleStep.id]], [start.uses + n, start.failures + n, n]);
    assert.equal(stats.deprecated, n === 3, `deprecated after run ${n}: ${stats.deprecated}`);
  }
  assert.equal(issueSubmissions().length, 0, "no issue was created");

  // Deprecated: agents (and the Find card) no longer get it.
  assert.match(await findProcedures(TASK), /^No stored procedure fits this task/);
  assert.equal(await matching().count(), 0);
  const retrieved = await sendFrom(panel, { type: "procmem.retrieve", task: TASK, url: server.url("tracker.test", "/login.html") });
  assert.equal(retrieved.ok, true, retrieved.error);
  assert.deepEqual(retrieved.results, []);

  // The Procedures list says so, offers Restore, and the detail shows where it fails.
  const item = memoryItem(panel, "Procedures", procedure.title);
  await item.getByText(/^Deprecated: it failed too often/).waitFor();
  await item.getByRole("button", { name: "Open" }).click();
  const steps = panel.getByRole("list", { name: "Procedure steps" }).getByRole("listitem");
  await steps.filter({ hasText: "failed in 3 runs" }).waitFor();
  assert.deepEqual(await steps.filter({ hasText: "failed in" }).allInnerTexts(), [`Type {title} into the textbox “Title” failed in 3 runs`]);

  await item.getByRole("button", { name: "Restore" }).click();
  await panel.locator("#lib-status").filter({ hasText: `Restored “${procedure.title}”.` }).waitFor();
  await item.getByRole("button", { name: "Restore" }).waitFor({ state: "detached" });
  assert.equal((await storedProcedure()).stats.deprecated, false);
  assert.match(await findProcedures(TASK), /^1 procedure found/);
  assert.equal(await matching().filter({ hasText: procedure.title }).count(), 1);
});

test("when the Create issue button is there twice the run refuses to guess; the person clicks it and Continue finishes the run", async (t) => {
  server.variant("tracker.test", "/new.html", "variants/new-two-buttons.html");
  t.after(() => server.clearVariants());
  server.reset();
  const before = (await storedProcedure()).stats;
  const createStep = procedure.steps.find((s) => s.target?.name === "Create issue");

  await openRun(TASK);
  await fillMissing();
  const { status, runId } = await startRun();
  assert.equal(status, "Paused at a step that failed.");
  await report().waitFor({ state: "visible" });
  const text = await report().innerText();
  assert.match(text, /^Step “Click the button “Create issue” \(submits the form\)” failed: /, text);
  assert.match(text, /two elements match equally well \(\d+% and \d+%\); refusing to guess/, text);
  assert.match(text, /Closest elements: button “Create issue” \(\d+%\); button “Create issue” \(\d+%\)/, text);
  const paused = await storedRun(runId);
  assert.equal(paused.status, "paused");
  assert.equal(paused.report.step_id, createStep.id);
  assert.equal(issueSubmissions().length, 0, "the form was not submitted");
  assert.match(site.url(), /\/new\.html$/);

  // The person does the step: a real click on the lower button of the page.
  await site.bringToFront();
  const buttons = site.getByRole("button", { name: "Create issue" });
  assert.equal(await buttons.count(), 2);
  await buttons.last().click();
  await site.waitForURL(/\/created\.html\?id=\d+$/);
  await lookAt(panel);
  await report().getByRole("button", { name: "Continue" }).click();
  // The run goes on from the next step, until it ends or pauses at another one.
  const run = await waitFor(async () => {
    const r = await storedRun(runId);
    const stillHere = r.status === "running" || (r.status === "paused" && r.report?.step_id === createStep.id);
    return stillHere ? null : r;
  }, { message: "the continued run to end" });
  const done = await waitFor(async () => {
    const s = await runStatus().innerText();
    return /^(Run succeeded|Run failed|Run stopped)/.test(s) || (await report().isVisible()) ? s : null;
  }, { message: "the panel to show how the continued run ended" });
  await assertSucceeded(done);

  assert.equal(run.status, "succeeded");
  assert.equal(run.steps.find((s) => s.step_id === createStep.id)?.status, "healed");
  assert.ok(run.steps.filter((s) => s.step_id !== createStep.id).every((s) => s.status === "done"), JSON.stringify(run.steps));
  await panel.getByRole("list", { name: "Run progress" }).getByRole("listitem").filter({ hasText: "Create issue" })
    .and(panel.locator('[data-status="healed"]')).waitFor();

  const issues = issueSubmissions();
  assert.equal(issues.length, 1, "one issue, from the person's click");
  assert.equal(issues[0].fields.title, "Export fails");
  assert.equal(issues[0].fields.assignee, "chen");
  assert.equal(issues[0].fields.milestone, "q3-2025");
  const healed = await storedProcedure();
  const after = healed.stats;
  assert.deepEqual([after.uses, after.successes], [before.uses + 1, before.successes + 1]);

  // The heal wrote version 2 with the element the person used; version 1 is kept.
  const previousVersion = procedure.version;
  assert.equal(healed.version, previousVersion + 1);
  const healedTarget = healed.steps.find((s) => s.id === createStep.id).target;
  assert.notDeepEqual(healedTarget, createStep.target, "the step now points at the button the person clicked");
  assert.equal(healedTarget.name, "Create issue");
  const dump = await storageDump(panel);
  assert.deepEqual(dump[`procmem:procv:${procedure.id}:${previousVersion}`].steps.find((s) => s.id === createStep.id).target, createStep.target);

  // Versions are listed and compared in the procedure's view, and rollback restores v1.
  await memoryItem(panel, "Procedures", procedure.title).getByRole("button", { name: "Open" }).click();
  const versions = panel.getByRole("list", { name: "Versions" });
  await versions.getByText(`v${healed.version} (current)`).waitFor();
  await versions.getByRole("button", { name: `Compare v${previousVersion} with current` }).click();
  await panel.locator("#detail .compare").getByText(new RegExp(`^${createStep.id}: element: `)).waitFor();
  await versions.getByRole("button", { name: `Roll back to v${previousVersion}` }).click();
  // Rolling back makes v1's steps current as the newest version, so no kept version is lost.
  const rolledBack = await waitFor(async () => {
    const p = await storedProcedure();
    return p.version === healed.version + 1 ? p : null;
  }, { message: "the rollback" });
  assert.deepEqual(rolledBack.steps.find((s) => s.id === createStep.id).target, createStep.target, "version 1's element is back");
  assert.deepEqual(rolledBack.steps, dump[`procmem:procv:${procedure.id}:${previousVersion}`].steps);
  assert.deepEqual(rolledBack.stats, after, "outcomes carry over a rollback");
  const kept = await storageDump(panel);
  assert.equal(kept[`procmem:procv:${procedure.id}:${healed.version}`].version, healed.version, "the healed version is kept too");
  procedure = rolledBack;
});

test("a replay of the whole tracker flow takes well under the time fixed waits would need", async () => {
  server.reset();
  await openRun(TASK);
  await fillMissing();
  const { status, runId, elapsed } = await startRun();
  await assertSucceeded(status);
  const run = await storedRun(runId);
  // 18 steps: 15 actions, and 3 waits for the page an action brought (done by waiting on events).
  const actions = procedure.steps.filter((s) => !s.implicit).length;
  assert.deepEqual([procedure.steps.length, actions], [18, 15]);
  console.log(`# replay of the ${actions}-action tracker flow: ${(elapsed / 1000).toFixed(2)} s from Start run to “${status}” (run record: ${((run.ended - run.started) / 1000).toFixed(2)} s); a fixed 2 s wait after each action would need ${2 * actions} s`);
  assert.ok(elapsed < 15_000, `the replay took ${elapsed} ms`);
  assert.equal(issueSubmissions().length, 1);
});

test("a run cut off by a service-worker restart is reported failed (interrupted), never left running; the procedure stays whole", async () => {
  server.reset();
  await openRun(TASK);
  await fillMissing();
  const before = new Set(await runIds());
  await lookAt(panel);
  await panel.getByRole("button", { name: "Start run" }).click();
  const runId = await waitFor(async () => (await runIds()).find((id) => !before.has(id)), { message: "the run to be stored" });
  const atStop = await storedRun(runId);
  await stopServiceWorkers(ext.context, panel);
  assert.equal(atStop.status, "running", "the run was under way when the worker stopped");

  // Asked afterwards (this wakes a new worker), the run has an honest status.
  const reply = await sendFrom(panel, { type: "procmem.run.get", run_id: runId });
  assert.equal(reply.ok, true, reply.error);
  const { run } = reply;
  console.log(`# run after the restart: ${run.status}${run.error ? ` (${run.error})` : ""}; steps done when the worker stopped: ${atStop.steps.length}`);
  assert.ok(["succeeded", "failed"].includes(run.status), `status after the restart: ${run.status} (was ${atStop.status} when stopped)`);
  if (run.status === "failed") assert.match(run.error, /interrupted/);
  assert.ok(run.ended >= run.started);
  // The panel says the same, and the stored run agrees.
  await runStatus().filter({ hasText: /^Run (succeeded|failed: The run was interrupted)/ }).waitFor();
  assert.equal((await storedRun(runId)).status, run.status);
  const { runs } = await sendFrom(panel, { type: "procmem.runs.list" });
  assert.deepEqual(runs.filter((r) => r.status === "running" || r.status === "paused").map((r) => r.id), []);

  // The procedure still loads, with consistent counts.
  const got = await sendFrom(panel, { type: "procmem.procedure.get", id: procedure.id });
  assert.equal(got.ok, true, got.error);
  const s = got.procedure.stats;
  assert.equal(s.uses, s.successes + s.failures, JSON.stringify(s));
  assert.equal(got.procedure.steps.length, procedure.steps.length);
  const listed = await sendFrom(panel, { type: "procmem.list" });
  assert.deepEqual(listed.problems, [], "nothing was set aside as unreadable");
  assert.ok(listed.procedures.some((p) => p.id === procedure.id));
  // No secret was written on the way.
  const dump = await storageDump(panel);
  assert.ok(!JSON.stringify(dump).includes(REPLAY_PASSWORD));
});

test("procmem.reportOutcome: an agent's outcomes are learned; malformed reports are refused with a clear error", async () => {
  const step = procedure.steps.find((s) => s.slot === "title").id;
  const before = (await storedProcedure()).stats;
  const report = (fields) => sendFrom(panel, { type: "procmem.reportOutcome", ...fields });
  for (const outcome of [
    { procedure_id: procedure.id, success: false, failed_step: step },
    { procedure_id: procedure.id, success: false, failed_step: step },
    { procedure_id: procedure.id, success: true },
  ]) {
    const reply = await report(outcome);
    assert.deepEqual(reply, { ok: true, recorded: true });
  }
  const after = (await storedProcedure()).stats;
  assert.equal(after.uses - before.uses, 3);
  assert.equal(after.failures - before.failures, 2);
  assert.equal(after.successes - before.successes, 1);
  assert.equal((after.step_failures[step] ?? 0) - (before.step_failures[step] ?? 0), 2);
  assert.equal(after.uses, after.successes + after.failures);

  // Failures that are not the procedure's (a refusal to guess, a value the task lacked) are
  // acknowledged and change nothing.
  for (const cause of ["refused", "unbound"]) {
    assert.deepEqual(await report({ procedure_id: procedure.id, success: false, failed_step: step, cause }), { ok: true, recorded: true });
  }
  assert.deepEqual((await storedProcedure()).stats, after, "not the procedure's failures");

  const refused = [
    [{ procedure_id: procedure.id, success: false, cause: "bad luck" }, /"cause" must be one of procedure, refused/],
    [{ procedure_id: procedure.id }, /"success" must be true or false/],
    [{ procedure_id: procedure.id, success: "false" }, /"success" must be true or false/],
    [{ procedure_id: 42, success: true }, /"procedure_id" must be a string/],
    [{ success: true }, /"procedure_id" must be a string/],
  ];
  for (const [fields, error] of refused) {
    const reply = await report(fields);
    assert.equal(reply.ok, false, `refused: ${JSON.stringify(fields)}`);
    assert.match(reply.error, error);
  }
  assert.deepEqual((await storedProcedure()).stats, after, "refused reports change nothing");
});

test("procmem.reportOutcome for a procedure that does not exist is refused, not acknowledged as recorded", async () => {
  const before = await storageDump(panel);
  const reply = await sendFrom(panel, { type: "procmem.reportOutcome", procedure_id: "no-such-procedure", success: false });
  assert.deepEqual(await storageDump(panel), before, "nothing was stored");
  assert.equal(reply.ok, false, JSON.stringify(reply));
  assert.match(reply.error, /no longer exists|not found|unknown/i);
});

test("a slot left empty in the Run card is asked for, not replaced by the demonstrated choice", async () => {
  server.reset();
  await openRun(TASK);
  await fillMissing(BY_HAND);
  await slotField("milestone").fill(""); // the person clears the value the task gave
  assert.equal(await slotField("milestone").inputValue(), "");
  await lookAt(panel);
  await panel.getByRole("button", { name: "Start run" }).click();
  // Either Start is refused (the card names the missing value) or the run stops at that step.
  const outcome = await waitFor(async () => {
    const error = panel.locator("#run-error");
    if (await error.isVisible()) return `refused: ${await error.innerText()}`;
    const text = await runStatus().innerText();
    return /^(Run succeeded|Paused at|Run failed|Run stopped)/.test(text) ? text : null;
  }, { timeout: 30_000, message: "Start run to be refused or the run to end" });
  const run = (await sendFrom(panel, { type: "procmem.runs.list" })).runs.find((r) => r.status === "paused");
  if (run) await sendFrom(panel, { type: "procmem.run.abort", run_id: run.id });
  assert.deepEqual(issueSubmissions().map((s) => s.fields.milestone), [], `no issue is created with a milestone nobody gave (${outcome})`);
  assert.match(outcome, /\{milestone\}|Milestone/, outcome);
});

test("a failed run is resumed from its failing step from the Runs list", async (t) => {
  server.variant("tracker.test", "/new.html", "variants/new-no-title.html");
  t.after(() => server.clearVariants());
  server.reset();
  const titleStep = procedure.steps.find((s) => s.slot === "title");
  await openRun(TASK);
  await fillMissing();
  const { status, runId: failedId } = await startRun();
  assert.equal(status, "Paused at a step that failed.");
  await report().getByRole("button", { name: "Abort" }).click();
  await runStatus().filter({ hasText: /^Run failed: / }).waitFor();

  // The page is fixed; the person resumes where the run failed, from the Runs list.
  server.clearVariants();
  await site.goto(server.url("tracker.test", "/new.html"));
  await site.bringToFront();
  const failedItem = panel.getByRole("list", { name: "Runs" }).getByRole("listitem").first();
  await failedItem.getByText(/^failed · /).waitFor();
  await failedItem.getByRole("button", { name: "Resume from failing step" }).click();
  await panel.getByRole("heading", { name: `Run “${procedure.title}”`, level: 2 }).waitFor();
  assert.equal(await slotField("title").inputValue(), "Export fails", "the failed run's values come back");
  await fillMissing();
  const resumed = await startRun();
  await assertSucceeded(resumed.status);
  const run = await storedRun(resumed.runId);
  const at = procedure.steps.findIndex((s) => s.id === titleStep.id);
  const before = run.steps.filter((s) => procedure.steps.findIndex((p) => p.id === s.step_id) < at);
  assert.ok(before.length > 0 && before.every((s) => s.status === "skipped" && s.detail === `done in run ${failedId}`), JSON.stringify(before));
  assert.equal(run.steps.find((s) => s.step_id === titleStep.id).status, "done");
  const issues = issueSubmissions();
  assert.equal(issues.length, 1);
  assert.equal(issues[0].fields.title, "Export fails");
});

test("Stop run stops a run between steps; nothing after the stop happens", async (t) => {
  server.variant("tracker.test", "/new.html", "variants/new-slow-title.html");
  t.after(() => server.clearVariants());
  server.reset();
  await openRun(TASK);
  await fillMissing();
  const before = new Set(await runIds());
  await lookAt(panel);
  await panel.getByRole("button", { name: "Start run" }).click();
  // The run waits for the late Title field; the person stops it meanwhile.
  await panel.getByRole("button", { name: "Stop run" }).click();
  await runStatus().filter({ hasText: /^Run stopped\.$/ }).waitFor({ timeout: 15_000 });
  const [runId] = (await runIds()).filter((id) => !before.has(id));
  const run = await storedRun(runId);
  assert.equal(run.status, "stopped");
  assert.equal(run.error, "Stopped by the person.");
  assert.equal(issueSubmissions().length, 0, "the issue was not created");
  assert.ok(run.steps.length < procedure.steps.length, "later steps did not run");
});

test("Run with a task in Memories: the person picks the procedure and its values are read from the task they type", async () => {
  server.reset();
  await site.bringToFront();
  await lookAt(panel);
  await panel.getByRole("textbox", { name: "Task", exact: true }).fill(""); // nothing carried from Find
  const item = panel.getByRole("list", { name: "Procedures", exact: true }).getByRole("listitem")
    .filter({ has: panel.getByText(procedure.title, { exact: true }) });
  await item.getByRole("button", { name: "Run with a task" }).click();
  await panel.getByRole("heading", { name: `Run “${procedure.title}”`, level: 2 }).waitFor();
  assert.match(await runStatus().innerText(), /^Type the task and read its values/);
  const taskBox = panel.getByRole("textbox", { name: /^Task for this run/ });
  const read = panel.getByRole("button", { name: "Read values from the task" });

  // A task that gives no values: nothing is bound, each slot says so.
  await taskBox.fill("Create an issue");
  await read.click();
  await runStatus().filter({ hasText: /values are not in it/ }).waitFor();
  assert.equal(await slotField("title").inputValue(), "");

  // The task with its values: they are read into the slots.
  await taskBox.fill(TASK);
  await read.click();
  await waitFor(async () => (await slotField("title").inputValue()) === "Export fails", { message: "{title} read from the task" });
  assert.equal(await slotField("assignee").inputValue(), "Chen");
  assert.equal(await slotField("milestone").inputValue(), "Q3 2025");

  // The task changed but its values were not read again: Start is refused, nothing runs.
  const task = "Create an issue 'Import hangs' for Dana in Q1 2025";
  await taskBox.fill(task);
  const before = new Set(await runIds());
  await panel.getByRole("button", { name: "Start run" }).click();
  await panel.locator("#run-error").filter({ hasText: /The task changed since its values were read/ }).waitFor();
  assert.deepEqual((await runIds()).filter((id) => !before.has(id)), [], "no run started");

  await read.click();
  await waitFor(async () => (await slotField("title").inputValue()) === "Import hangs", { message: "{title} read again" });
  assert.equal(await slotField("assignee").inputValue(), "Dana");
  await fillMissing({ ...BY_HAND, milestone: "Q1 2025" });
  const { status, runId } = await startRun();
  await assertSucceeded(status);
  const run = await storedRun(runId);
  assert.equal(run.task, task, "the run keeps the task its values were read from");
  const issues = issueSubmissions();
  assert.equal(issues.length, 1);
  assert.deepEqual([issues[0].fields.title, issues[0].fields.assignee, issues[0].fields.milestone], ["Import hangs", "dana", "q1-2025"]);
});
