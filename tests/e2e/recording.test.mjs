// Recording a demonstration through the side panel, as a person does it, and building a
// procedure from it: the live step list, slots, flow, frame and shadow-root targets, secrets,
// deleting a step, the action badge, and a search page.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { launchExtension, storageDump } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import {
  waitForStep, startRecording, stopRecording, buildProcedure, chooseOption,
  expectLiveStep, recordTrackerIssue, trackerStepTexts, TRACKER_ISSUE, liveRecording, lookAt,
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

/** JSON of all of storage with numbers blanked, so a 6-digit code cannot match a timestamp. */
function textOf(value) {
  return JSON.stringify(value, (_key, v) => (typeof v === "number" ? 0 : v));
}

test("records the tracker flow through the panel and builds a parameterized procedure without secrets", async () => {
  server.reset();
  const v = TRACKER_ISSUE;
  const { recordingId, issueId, liveSteps } = await recordTrackerIssue(panel, site, server, { title: "Create an issue" });

  // The live list showed each step as it arrived (checked inside recordTrackerIssue); before
  // stopping it listed the whole demonstration, in order, merged one step per field.
  assert.deepEqual(liveSteps, trackerStepTexts(server, v, issueId));
  await panel.getByText(`Saved “Create an issue” with ${liveSteps.length} steps.`).waitFor();
  const panelText = await panel.locator("body").innerText();
  assert.ok(!panelText.includes(v.password) && !panelText.includes(v.otp), "the panel never shows a secret");

  // The site really received what was typed, secrets included: the demonstration worked.
  const login = server.submissions.find((s) => s.path === "/api/login");
  assert.equal(login.fields.password, v.password);
  assert.equal(login.fields.otp, v.otp);
  const issue = server.submissions.find((s) => s.path === "/api/issues");
  assert.deepEqual(issue.fields, {
    title: v.title, description: v.description, assignee: "bo", milestone: "q2-2025",
    priority: "high", due: v.due, labels: "bug",
  });

  const procedure = await buildProcedure(panel, recordingId);
  // The panel opens the built procedure.
  await panel.getByRole("heading", { name: "Create an issue", level: 2 }).waitFor();
  await panel.getByRole("list", { name: "Procedures", exact: true }).getByText("Create an issue", { exact: true }).waitFor();

  const a = procedure.abstract;
  assert.deepEqual(a.parameters.map(({ name, kind, example }) => ({ name, kind, example })), [
    { name: "username", kind: "text", example: v.username },
    { name: "password", kind: "secret", example: null },
    { name: "one_time_code", kind: "secret", example: null },
    { name: "title", kind: "text", example: v.title },
    { name: "description", kind: "text", example: v.description },
    { name: "assignee", kind: "choice", example: v.assignee },
    { name: "milestone", kind: "choice", example: v.milestone },
    { name: "priority", kind: "choice", example: v.priority },
    { name: "due_date", kind: "text", example: v.due },
  ]);
  for (const phase of ["Sign in to tracker.test", "Open the new-issue form", "Fill title and description", "Set assignee, milestone and priority", "Submit (Create issue)"]) {
    assert.ok(a.flow.includes(phase), `flow has "${phase}": ${JSON.stringify(a.flow)}`);
  }
  assert.ok(a.flow.indexOf("Sign in to tracker.test") < a.flow.indexOf("Set assignee, milestone and priority"));
  assert.deepEqual(a.domains, ["tracker.test", "widgets.test"]);

  // Steps refer to slots; the frame and shadow-root paths were captured.
  const bySlot = (slot) => procedure.steps.find((s) => s.slot === slot);
  assert.equal(bySlot("title").value, "{title}");
  const priority = bySlot("priority");
  assert.equal(priority.action, "select");
  assert.deepEqual(priority.target.frame_path, [0]);
  assert.equal(new URL(priority.target.url).hostname, "widgets.test");
  const due = bySlot("due_date");
  assert.equal(due.action, "type");
  assert.deepEqual(due.target.shadow_hosts, ["#due-date"]);
  assert.deepEqual(due.target.frame_path, []);
  const signIn = procedure.steps.find((s) => s.target?.name === "Sign in");
  assert.equal(signIn.submits, true, "the Sign in click submitted the login form");
  for (const slot of ["password", "one_time_code"]) {
    assert.equal(bySlot(slot).secret, true);
    assert.equal(bySlot(slot).value, "{" + slot + "}");
  }

  // No secret anywhere in storage: not in the recording, the procedure or anything else.
  const dump = await storageDump(panel);
  const recording = dump[`procmem:rec:${recordingId}`];
  assert.equal(recording.steps.filter((s) => s.secret && s.value === null).length, 2, "both secret steps are stored without a value");
  assert.ok(!JSON.stringify(dump).includes(v.password), "password is not stored");
  assert.ok(!textOf(dump).includes(v.otp), "one-time code is not stored");

  // Nor in the file the Export button saves.
  const [download] = await Promise.all([panel.waitForEvent("download"), panel.getByRole("button", { name: "Export", exact: true }).click()]);
  const exported = await fs.readFile(await download.path(), "utf8");
  const file = JSON.parse(exported);
  assert.ok(file.procedures.some((p) => p.id === procedure.id), "the export holds the procedure");
  assert.ok(file.recordings.some((r) => r.id === recordingId), "the export holds the recording");
  assert.ok(!exported.includes(v.password), "password is not exported");
  assert.ok(!textOf(file).includes(v.otp), "one-time code is not exported");
});

test("a step deleted from the live list is gone from storage and from the procedure", async () => {
  await site.goto(server.url("tracker.test", "/new.html"));
  await startRecording(panel, site, { title: "Delete a step" });
  await site.getByLabel("Title").fill("Typo in footer");
  await expectLiveStep(panel, "Type “Typo in footer” into the textbox “Title”");
  await site.getByLabel("Description").fill("This description was a mistake");
  await expectLiveStep(panel, "Type “This description was a mistake” into the textbox “Description”");
  await chooseOption(site, site.getByLabel("Assignee"), "Chen");
  await expectLiveStep(panel, "Select “Chen” in the combobox “Assignee”");

  const { recording } = await liveRecording(panel);
  const mistaken = recording.steps.find((s) => s.value === "This description was a mistake");
  assert.ok(mistaken, "the description step is stored");

  await lookAt(panel);
  const items = panel.getByRole("list", { name: "Recorded steps" }).getByRole("listitem");
  const before = await items.count();
  await items.filter({ hasText: "This description was a mistake" }).getByRole("button", { name: "Delete step" }).click();
  await items.filter({ hasText: "This description was a mistake" }).waitFor({ state: "detached" });
  assert.equal(await items.count(), before - 1);

  const stored = (await liveRecording(panel)).recording;
  assert.ok(!stored.steps.some((s) => s.id === mistaken.id), "the deleted step's id is gone from storage");
  assert.ok(!JSON.stringify(stored).includes("This description was a mistake"), "its value is gone from storage");
  assert.deepEqual(stored.steps.map((s) => s.action), ["navigate", "type", "select"]);

  // Recording goes on after the deletion, with a fresh step id.
  await site.getByRole("checkbox", { name: "docs" }).click();
  const check = await waitForStep(panel, (s) => s.action === "check", "the checkbox step");
  assert.notEqual(check.id, mistaken.id);

  const recordingId = await stopRecording(panel);
  const procedure = await buildProcedure(panel, recordingId);
  assert.deepEqual(procedure.abstract.parameters.map((p) => p.name), ["title", "assignee"]);
});

test("the action badge reads REC while recording, II while paused, and is cleared after stop", async () => {
  const badge = () => ext.worker().evaluate(() => chrome.action.getBadgeText({}));
  await site.goto(server.url("tracker.test", "/new.html"));
  assert.equal(await badge(), "");
  await startRecording(panel, site, { title: "Badge" });
  assert.equal(await badge(), "REC");

  await lookAt(panel);
  await panel.getByRole("button", { name: "Pause recording" }).click();
  await panel.getByRole("button", { name: "Resume recording" }).waitFor();
  assert.equal(await badge(), "II");
  // Nothing is recorded while paused.
  await site.getByLabel("Title").fill("typed while paused");
  await panel.getByRole("button", { name: "Resume recording" }).click();
  await panel.getByRole("button", { name: "Pause recording" }).waitFor();
  assert.equal(await badge(), "REC");
  await site.getByLabel("Description").fill("typed after resuming");
  await waitForStep(panel, (s) => s.value === "typed after resuming", "the step typed after resuming");
  const { recording } = await liveRecording(panel);
  assert.ok(!recording.steps.some((s) => s.value === "typed while paused"), "the paused edit was not recorded");

  await stopRecording(panel);
  assert.equal(await badge(), "");
});

test("a search typed on shop.test and sent with Enter becomes a 'Search for {search}' phase", async () => {
  await site.goto(server.url("shop.test", "/index.html"));
  await startRecording(panel, site, { title: "Search the shop" });
  const box = site.getByRole("searchbox", { name: "Search" });
  await box.click();
  await site.keyboard.type("coffee");
  await expectLiveStep(panel, "Type “coffee” into the searchbox “Search”");
  await site.keyboard.press("Enter");
  await site.waitForURL(/\/search\.html\?q=coffee$/);
  await site.getByRole("heading", { name: "Results for “coffee”" }).waitFor();
  await expectLiveStep(panel, `Wait for “${server.url("shop.test", "/search.html?q=coffee")}” to load`);
  const recordingId = await stopRecording(panel);

  const rec = (await storageDump(panel))[`procmem:rec:${recordingId}`];
  // One typing step with the final value (keystrokes merged), Enter that submitted, the results page.
  assert.deepEqual(rec.steps.map((s) => [s.action, s.value, s.submits, s.implicit]), [
    ["navigate", null, false, false],
    ["type", "coffee", false, false],
    ["press_enter", null, true, false],
    ["navigate", null, false, true],
  ]);

  const procedure = await buildProcedure(panel, recordingId);
  const a = procedure.abstract;
  assert.deepEqual(a.parameters.map(({ name, kind, example }) => ({ name, kind, example })), [
    { name: "search", kind: "text", example: "coffee" },
  ]);
  assert.ok(a.flow.includes("Search for {search}"), `flow: ${JSON.stringify(a.flow)}`);
  assert.ok(!a.flow.some((p) => p.startsWith("Fill")), `no separate fill phase: ${JSON.stringify(a.flow)}`);
  assert.ok(a.tags.includes("search"));
  assert.deepEqual(a.domains, ["shop.test"]);
});

test("Enter in a filter box records the typing once and the Enter, not the field's change event as a second edit", async () => {
  await site.goto(server.url("tracker.test", "/index.html"));
  await startRecording(panel, site, { title: "Filter issues" });
  await site.getByRole("searchbox", { name: "Filter issues" }).click();
  await site.keyboard.type("export");
  await site.keyboard.press("Enter");
  await site.getByText("1 open", { exact: true }).waitFor(); // the list is filtered
  await site.getByRole("link", { name: "Milestones" }).click();
  await site.waitForURL(/\/milestones\.html$/);
  await waitForStep(panel, (s) => s.action === "navigate" && s.url.endsWith("/milestones.html"), "the milestones page");
  const recordingId = await stopRecording(panel);
  const rec = (await storageDump(panel))[`procmem:rec:${recordingId}`];
  assert.deepEqual(rec.steps.map((s) => [s.action, s.value, s.target?.name ?? null]), [
    ["navigate", null, null],
    ["type", "export", "Filter issues"],
    ["press_enter", null, "Filter issues"],
    ["click", null, "Milestones"],
    ["navigate", null, null],
  ]);
});
