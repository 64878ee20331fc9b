// What must survive or be refused: the service worker stopped in the middle of a recording
// (MV3 does this to idle workers), and pages Chrome never lets an extension record.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchExtension, storageDump } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import { waitFor, stopWorker, waitForStep, startRecording, stopRecording, chooseOption, liveRecording, lookAt } from "../support/e2e.mjs";

let server;

before(async () => {
  server = await startFixtureServer();
});

after(async () => {
  await server?.close();
});

test("a service-worker restart in the middle of a recording loses no step", async () => {
  const ext = await launchExtension();
  try {
    ext.context.setDefaultTimeout(10_000);
    const site = await ext.context.newPage();
    const panel = await ext.openPanel();
    await site.goto(server.url("tracker.test", "/new.html"));
    await startRecording(panel, site, { title: "Survive a restart" });
    const { state: started } = await liveRecording(panel);

    // Before the restart.
    await site.getByLabel("Title").fill("Before the restart");
    await chooseOption(site, site.getByLabel("Assignee"), "Ana");
    await waitForStep(panel, (s) => s.action === "select" && s.value === "Ana", "the assignee step");

    const isOurs = (w) => w.url().startsWith(`chrome-extension://${ext.extensionId}/`);
    await ext.worker().evaluate(() => { globalThis.__procmemTestLife = "before the restart"; });
    await stopWorker(ext, site);

    // After it: the page's events wake a new worker, which carries on the same recording.
    await site.getByLabel("Description").fill("After the restart");
    await site.getByRole("combobox", { name: "Milestone" }).click();
    await site.getByRole("option", { name: "Q3 2025" }).click();
    await chooseOption(site, site.frameLocator("#priority-frame").getByLabel("Priority"), "Urgent");
    await site.getByLabel("Due date").fill("2025-09-30");
    await site.getByRole("checkbox", { name: "feature" }).click();
    await site.getByRole("button", { name: "Create issue" }).click();
    await site.waitForURL(/\/created\.html\?id=\d+$/);
    const created = site.url();
    await waitForStep(panel, (s) => s.action === "navigate" && s.url === created, "the created page");

    // It really was a new worker: the old one's globals are gone.
    const life = await waitFor(async () => {
      const workers = ext.context.serviceWorkers().filter(isOurs);
      const value = await workers.at(-1).evaluate(() => globalThis.__procmemTestLife ?? "new worker");
      return value === "new worker" ? value : null;
    }, { message: "a fresh service worker" });
    assert.equal(life, "new worker");

    const { state } = await liveRecording(panel);
    assert.equal(state.active, true, "the recording state survived the restart");
    assert.equal(state.recording_id, started.recording_id);
    const recordingId = await stopRecording(panel);
    const rec = (await storageDump(panel))[`procmem:rec:${recordingId}`];
    assert.deepEqual(rec.steps.map((s) => [s.action, s.target?.name ?? null, s.value, s.checked, s.submits, s.implicit]), [
      ["navigate", null, null, null, false, false],
      ["type", "Title", "Before the restart", null, false, false],
      ["select", "Assignee", "Ana", null, false, false],
      ["type", "Description", "After the restart", null, false, false],
      ["click", "Milestone", null, null, false, false],
      ["click", "Q3 2025", null, null, false, false],
      ["select", "Priority", "Urgent", null, false, false],
      ["type", "Due date", "2025-09-30", null, false, false],
      ["check", "feature", null, true, false, false],
      ["click", "Create issue", null, null, true, false],
      ["navigate", null, null, null, false, true],
    ]);
    assert.equal(rec.steps.at(-1).url, created);
    assert.deepEqual(rec.steps.map((s) => s.id), ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11"]);
    const issue = server.issues.at(-1);
    assert.equal(issue.title, "Before the restart");
    assert.equal(issue.priority, "urgent");
  } finally {
    await ext.close();
  }
});

test("recording refuses to start on pages Chrome keeps extensions off, saying why, and works on a website", async () => {
  // A fresh browser whose only other tab is a chrome:// page: no web tab to fall back to.
  const ext = await launchExtension();
  try {
    ext.context.setDefaultTimeout(10_000);
    const [tab] = ext.context.pages();
    await tab.goto("chrome://version");
    const panel = await ext.openPanel();
    // The panel's first look at the (empty) library writes the index; then nothing may change.
    await panel.getByText("No recordings yet.").waitFor();
    await waitFor(async () => (await storageDump(panel))["procmem:index"], { message: "the index" });
    const before = await storageDump(panel);
    const alert = panel.getByRole("alert").filter({ hasText: "nothing can be recorded here" });

    for (const [url, scheme] of [["chrome://version", "chrome:"], ["about:blank", "about:"]]) {
      if (tab.url() !== url) await tab.goto(url);
      await panel.getByRole("textbox", { name: "Recording title" }).fill("Not here");
      await tab.bringToFront();
      await panel.getByRole("button", { name: "Start recording" }).click();
      await alert.filter({ hasText: scheme }).waitFor();
      assert.equal(
        await alert.innerText(),
        `Chrome does not let extensions run on ${scheme} pages, so nothing can be recorded here. Open the website you want to record, then press Start recording.`,
      );
      assert.equal(await panel.getByRole("button", { name: "Stop recording" }).isVisible(), false);
      assert.equal(await ext.worker().evaluate(() => chrome.action.getBadgeText({})), "");
      assert.deepEqual(await storageDump(panel), before, "nothing was stored");
    }

    // Open a website in that tab: recording starts, and the alert goes away.
    await tab.goto(server.url("shop.test", "/index.html"));
    await startRecording(panel, tab, { title: "Now on a website" });
    assert.equal(await alert.count(), 0);
    const { state, recording } = await liveRecording(panel);
    assert.equal(state.active, true);
    assert.equal(recording.title, "Now on a website");
    assert.equal(recording.steps[0].url, server.url("shop.test", "/index.html"));
    await lookAt(panel);
    await stopRecording(panel);
  } finally {
    await ext.close();
  }
});
