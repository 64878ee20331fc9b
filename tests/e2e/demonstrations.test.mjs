// "Add demonstration": a second performance of an existing procedure merges into it — steps
// aligned, steps from only one demonstration optional, every parameter value kept — and the
// merged procedure replays from where the person is.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchExtension, storageDump, sendFrom } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import {
  waitFor, recordTrackerIssue, buildProcedure, stopRecording, chooseOption, memoryItem, lookAt, expectLiveStep,
} from "../support/e2e.mjs";

let server;
let ext;
let panel;
let site;

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

test("a second demonstration merges into the procedure: aligned, optional steps marked, examples kept; the result replays", async () => {
  const { recordingId } = await recordTrackerIssue(panel, site, server, { title: "Create an issue" });
  const first = await buildProcedure(panel, recordingId);

  // The second time the person is already signed in, skips the description and ticks "docs".
  await site.goto(server.url("tracker.test", "/new.html"));
  await site.bringToFront();
  await memoryItem(panel, "Procedures", "Create an issue").getByRole("button", { name: "Add demonstration" }).click();
  await panel.getByRole("button", { name: "Stop recording" }).waitFor({ state: "visible" });
  await site.getByLabel("Title").fill("Export fails");
  await expectLiveStep(panel, "Export fails");
  await chooseOption(site, site.getByLabel("Assignee"), "Chen");
  await expectLiveStep(panel, "“Chen”");
  await site.getByRole("combobox", { name: "Milestone" }).click();
  await site.getByRole("option", { name: "Q3 2025" }).click();
  await expectLiveStep(panel, "“Q3 2025”");
  await chooseOption(site, site.frameLocator("#priority-frame").getByLabel("Priority"), "Urgent");
  await expectLiveStep(panel, "“Urgent”");
  await site.getByLabel("Due date").fill("2025-09-30");
  await expectLiveStep(panel, "2025-09-30");
  await site.getByRole("checkbox", { name: "docs" }).click();
  await expectLiveStep(panel, "“docs”");
  await site.getByRole("button", { name: "Create issue" }).click();
  await site.waitForURL(/\/created\.html/);
  await expectLiveStep(panel, "created.html");
  const second = await stopRecording(panel);
  await lookAt(panel);
  await panel.locator("#rec-done").getByRole("button", { name: "Build procedure" }).click();

  const merged = await waitFor(async () => {
    const p = (await storageDump(panel))[`procmem:proc:${first.id}`];
    return p?.version === first.version + 1 ? p : null;
  }, { message: "the merged version" });
  const dump = await storageDump(panel);
  assert.equal(Object.keys(dump).filter((k) => k.startsWith("procmem:proc:")).length, 1, "merged, not a second procedure");
  assert.deepEqual(merged.source.recording_ids, [recordingId, second]);
  assert.equal(dump[`procmem:procv:${first.id}:${first.version}`].version, first.version, "the first version is kept");

  const name = (s) => s.target?.name ?? "";
  const optional = merged.steps.filter((s) => s.optional).map(name);
  assert.ok(optional.includes("Password") && optional.includes("Sign in"), `sign-in only in the first: ${optional}`);
  assert.ok(optional.includes("Description"), `description only in the first: ${optional}`);
  assert.ok(optional.includes("docs"), `the docs label only in the second: ${optional}`);
  for (const shared of ["Title", "Assignee", "Create issue"]) {
    assert.ok(merged.steps.some((s) => name(s) === shared && !s.optional), `${shared} is in both, so required`);
  }
  const param = (n) => merged.abstract.parameters.find((p) => p.name === n);
  assert.deepEqual(param("title").examples, [first.abstract.parameters.find((p) => p.name === "title").example, "Export fails"]);
  assert.ok(param("milestone").examples.includes("Q3 2025"));

  // The merged procedure runs from the new-issue page: sign-in steps are skipped, not forced.
  server.reset();
  await site.goto(server.url("tracker.test", "/new.html"));
  await site.bringToFront();
  const values = { title: "Merged works", assignee: "Dana", milestone: "Backlog", priority: "Low", due_date: "2025-12-01" };
  const started = await sendFrom(panel, { type: "procmem.run.start", procedure_id: merged.id, values, task: "create issue Merged works" });
  assert.equal(started.ok, true, started.error);
  const run = await waitFor(async () => {
    const r = (await sendFrom(panel, { type: "procmem.run.get", run_id: started.run.id })).run;
    return r.status === "running" ? null : r;
  }, { timeout: 20_000, message: "the run to end" });
  assert.equal(run.status, "succeeded", JSON.stringify(run));
  assert.ok(run.steps.some((s) => s.status === "skipped"), "optional steps were skipped");
  const issue = server.submissions.find((s) => s.path === "/api/issues");
  assert.equal(issue?.fields.title, "Merged works");
  assert.equal(issue?.fields.assignee, "dana");
  assert.equal(issue?.fields.milestone, "backlog");
});
