// Shared steps for the end-to-end tests: what a person does in the side panel, and polling
// waits on visible UI or stored state (never fixed sleeps).
import { storageDump, stopServiceWorkers } from "./extension.mjs";

/**
 * Polls `fn` until it returns a truthy value (which is returned) or `timeout` ms pass; then
 * throws with `message` and the last value or error seen.
 */
export async function waitFor(fn, { timeout = 10_000, interval = 50, message = "condition" } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  let lastError;
  for (;;) {
    try {
      last = await fn();
      lastError = undefined;
      if (last) return last;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) {
      const seen = lastError ? `error: ${lastError.message}` : `last value: ${JSON.stringify(last)?.slice(0, 500)}`;
      throw new Error(`Timed out after ${timeout} ms waiting for ${message} (${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** Running statuses of the extension's service worker, as DevTools reports them. */
export async function watchWorker(context, page, extensionId) {
  const statuses = [];
  const cdp = await context.newCDPSession(page);
  cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
    for (const v of versions) if (v.scriptURL.startsWith(`chrome-extension://${extensionId}/`)) statuses.push(v.runningStatus);
  });
  await cdp.send("ServiceWorker.enable");
  return { statuses, detach: () => cdp.detach() };
}

/** Stops the extension's service worker (as MV3 does to an idle one) and waits until it has. */
export async function stopWorker(ext, page) {
  const watch = await watchWorker(ext.context, page, ext.extensionId);
  try {
    await stopServiceWorkers(ext.context, page);
    await waitFor(() => watch.statuses.includes("stopped"), { message: "the service worker to stop" });
  } finally {
    await watch.detach();
  }
}

/** The recording state and the recording it points at (or null), read from storage. */
export async function liveRecording(panel) {
  const all = await storageDump(panel);
  const state = all["procmem:recording_state"] ?? {};
  return { state, recording: state.recording_id ? all[`procmem:rec:${state.recording_id}`] ?? null : null };
}

/** The stored steps of the live recording that are not navigations. */
export async function recordedSteps(panel) {
  const { recording } = await liveRecording(panel);
  return recording ? recording.steps : [];
}

/** Waits until the live recording has a step matching `pred`; returns it. */
export async function waitForStep(panel, pred, message = "a recorded step") {
  return waitFor(async () => (await recordedSteps(panel)).find(pred), { message });
}

/** Fills the title (and description), brings `site` to front and presses "Start recording". */
export async function startRecording(panel, site, { title, description } = {}) {
  if (title !== undefined) await panel.getByRole("textbox", { name: "Recording title" }).fill(title);
  if (description !== undefined) await panel.getByRole("textbox", { name: "Description" }).fill(description);
  await site.bringToFront();
  await panel.getByRole("button", { name: "Start recording" }).click();
  await panel.getByRole("button", { name: "Stop recording" }).waitFor({ state: "visible" });
}

/**
 * Puts the panel in front, as a person looks at it before using it. (Playwright's click waits
 * for a button to be stable over animation frames, which a background tab barely renders.)
 * Not used for "Start recording": that one must be pressed with the website in front.
 */
export async function lookAt(panel) {
  await panel.bringToFront();
}

/** Presses "Stop recording" and waits for the panel to offer "Build procedure". */
export async function stopRecording(panel) {
  const { state } = await liveRecording(panel);
  await lookAt(panel);
  await panel.getByRole("button", { name: "Stop recording" }).click();
  await panel.getByRole("button", { name: "Start recording" }).waitFor({ state: "visible" });
  await panel.locator("#rec-done").getByRole("button", { name: "Build procedure" }).waitFor({ state: "visible" });
  return state.recording_id;
}

/** Presses "Build procedure" under the stopped recording; returns the stored procedure. */
export async function buildProcedure(panel, recordingId) {
  await lookAt(panel);
  await panel.locator("#rec-done").getByRole("button", { name: "Build procedure" }).click();
  const rec = await waitFor(async () => {
    const r = (await storageDump(panel))[`procmem:rec:${recordingId}`];
    return r?.procedure_id ? r : null;
  }, { message: "the recording to be linked to its procedure" });
  const procedure = (await storageDump(panel))[`procmem:proc:${rec.procedure_id}`];
  if (!procedure) throw new Error("the built procedure is not stored");
  return procedure;
}

/** Chooses `text` in a native <select> the way a person does with the keyboard (trusted events). */
export async function chooseOption(page, select, text) {
  await select.focus();
  await page.keyboard.type(text);
}

/** The list item of the procedure or recording titled `title` in the panel's Memories card. */
export function memoryItem(panel, listName, title) {
  return panel.getByRole("list", { name: listName, exact: true }).getByRole("listitem").filter({
    has: panel.locator(".title", { hasText: new RegExp(`^${escapeRegExp(title)}$`) }),
  });
}

export function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The texts of the panel's live "Recorded steps" list, in order (without the buttons). */
export async function liveStepTexts(panel) {
  return panel.getByRole("list", { name: "Recorded steps" }).getByRole("listitem")
    .evaluateAll((items) => items.map((li) => li.querySelector(".text").textContent));
}

/** Waits until the live "Recorded steps" list has an item containing `text`. */
export async function expectLiveStep(panel, text) {
  await panel.getByRole("list", { name: "Recorded steps" }).getByRole("listitem").filter({ hasText: text }).first()
    .waitFor({ state: "visible" });
}

/** Example values for the tracker demonstration. */
export const TRACKER_ISSUE = {
  username: "ana",
  password: "Correct-Horse-Battery-7731",
  otp: "482916",
  title: "Crash on save",
  description: "Saving a draft crashes the editor",
  assignee: "Bo",
  milestone: "Q2 2025",
  priority: "High",
  due: "2025-06-30",
  label: "bug",
};

/** The live step texts the tracker demonstration produces, in order. */
export function trackerStepTexts(server, v = TRACKER_ISSUE, issueId) {
  const u = (p) => server.url("tracker.test", p);
  return [
    `Start on “${u("/login.html")}”`,
    `Type “${v.username}” into the textbox “Username”`,
    "Type the secret value into the textbox “Password” (ask the user; never stored)",
    "Type the secret value into the textbox “One-time code” (ask the user; never stored)",
    "Click the button “Sign in” (submits the form)",
    `Wait for “${u("/index.html")}” to load`,
    "Click the link “New issue”",
    `Wait for “${u("/new.html")}” to load`,
    `Type “${v.title}” into the textbox “Title”`,
    `Type “${v.description}” into the textbox “Description”`,
    `Select “${v.assignee}” in the combobox “Assignee”`,
    "Click the combobox “Milestone”",
    `Click the option “${v.milestone}” of “Milestone”`,
    `Select “${v.priority}” in the combobox “Priority” in frame 0`,
    `Type “${v.due}” into the textbox “Due date” inside a shadow root`,
    `Check the checkbox “${v.label}”`,
    "Click the button “Create issue” (submits the form)",
    `Wait for “${u(`/created.html?id=${issueId}`)}” to load`,
  ];
}

/**
 * Records the tracker demonstration through the panel, as a person does it: sign in, open the
 * new-issue form, fill every kind of field (native select, ARIA combobox, select in a
 * cross-origin iframe, input in a shadow root, checkbox) and create the issue. After each action
 * it waits for the step to show in the panel's live list. Stops the recording and returns
 * `{recordingId, issueId, liveSteps}` (the live list just before stopping, which clears it); the
 * panel then offers "Build procedure".
 */
export async function recordTrackerIssue(panel, site, server, { title = "Create an issue", description, values = TRACKER_ISSUE } = {}) {
  const v = values;
  const expected = (i) => trackerStepTexts(server, v, "")[i];
  await site.goto(server.url("tracker.test", "/login.html"));
  await startRecording(panel, site, { title, description });
  await expectLiveStep(panel, expected(0));

  await site.getByLabel("Username").fill(v.username);
  await expectLiveStep(panel, expected(1));
  await site.getByLabel("Password").fill(v.password);
  await expectLiveStep(panel, expected(2));
  await site.getByLabel("One-time code").fill(v.otp);
  await expectLiveStep(panel, expected(3));
  await site.getByRole("button", { name: "Sign in" }).click();
  await site.waitForURL(/\/index\.html$/);
  await expectLiveStep(panel, expected(4));
  await expectLiveStep(panel, expected(5));

  await site.getByRole("link", { name: "New issue" }).click();
  await site.waitForURL(/\/new\.html$/);
  await expectLiveStep(panel, expected(6));
  await expectLiveStep(panel, expected(7));

  await site.getByLabel("Title").fill(v.title);
  await expectLiveStep(panel, expected(8));
  await site.getByLabel("Description").fill(v.description);
  await expectLiveStep(panel, expected(9));
  await chooseOption(site, site.getByLabel("Assignee"), v.assignee);
  await expectLiveStep(panel, expected(10));
  await site.getByRole("combobox", { name: "Milestone" }).click();
  await expectLiveStep(panel, expected(11));
  await site.getByRole("option", { name: v.milestone }).click();
  await expectLiveStep(panel, expected(12));
  // The priority picker is a <select> in a cross-origin iframe (widgets.test).
  await chooseOption(site, site.frameLocator("#priority-frame").getByLabel("Priority"), v.priority);
  await expectLiveStep(panel, expected(13));
  // The due date input lives in an open shadow root (Playwright's locators pierce it).
  await site.getByLabel("Due date").fill(v.due);
  await expectLiveStep(panel, expected(14));
  await site.getByRole("checkbox", { name: v.label }).click();
  await expectLiveStep(panel, expected(15));

  await site.getByRole("button", { name: "Create issue" }).click();
  await site.waitForURL(/\/created\.html\?id=\d+$/);
  const issueId = new URL(site.url()).searchParams.get("id");
  await expectLiveStep(panel, expected(16));
  await expectLiveStep(panel, trackerStepTexts(server, v, issueId)[17]);
  const liveSteps = await liveStepTexts(panel);
  const recordingId = await stopRecording(panel);
  return { recordingId, issueId, liveSteps };
}

/**
 * Finds procedures for `task` in the panel, presses "Run procedure" on the one titled `title`,
 * then "Start run"; returns the run's final status text once it ends or pauses.
 */
export async function runFound(panel, site, task, title, { timeout = 30_000 } = {}) {
  await site.bringToFront();
  await lookAt(panel);
  await panel.getByRole("textbox", { name: "Task", exact: true }).fill(task);
  const find = panel.getByRole("button", { name: "Find procedures" });
  await find.click();
  await waitFor(async () => (await find.isEnabled()) && /found/.test(await panel.locator("#task-status").innerText()), { message: "procedures found" });
  const item = panel.getByRole("list", { name: "Matching procedures" }).getByRole("listitem").filter({ has: panel.getByText(title, { exact: true }) });
  await item.getByRole("button", { name: "Run procedure" }).click();
  await panel.getByRole("heading", { name: new RegExp(`^Run “${escapeRegExp(title)}”$`), level: 2 }).waitFor();
  await panel.getByRole("button", { name: "Start run" }).click();
  return waitFor(async () => {
    const text = await panel.locator("#run-status").innerText();
    return /^(Run succeeded|Paused at|Run failed|Run stopped|Done, unverified)/.test(text) ? text : null;
  }, { timeout, message: "the run to end or pause" });
}

/**
 * Stops the extension's service worker at moments a test picks, without waiting for it:
 * `stop()` fires DevTools' stopAllWorkers (MV3 stops idle workers the same way, and a stopped
 * worker dies mid-task); `stops` counts each time the worker went from running to stopped.
 * `stopAndWait()` stops it and waits until it has.
 */
export async function workerStopper(ext, page) {
  const cdp = await ext.context.newCDPSession(page);
  const statusOf = new Map(); // version id → running status
  let stops = 0;
  let stopped = 0; // stops seen since the last stop() call
  cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
    for (const v of versions) {
      if (!v.scriptURL.startsWith(`chrome-extension://${ext.extensionId}/`)) continue;
      const before = statusOf.get(v.versionId);
      statusOf.set(v.versionId, v.runningStatus);
      if (v.runningStatus === "stopped" && before && before !== "stopped") {
        stops += 1;
        stopped += 1;
      }
    }
  });
  await cdp.send("ServiceWorker.enable");
  return {
    get stops() {
      return stops;
    },
    /** Asks for the stop; resolves when DevTools took the request (the worker may still run). */
    stop() {
      stopped = 0;
      return cdp.send("ServiceWorker.stopAllWorkers").catch(() => undefined);
    },
    /** Stops the worker and waits until it is (no wait when none was running). */
    async stopAndWait() {
      const running = [...statusOf.values()].some((s) => s === "running" || s === "starting");
      await this.stop();
      if (running) await waitFor(() => stopped > 0, { timeout: 5000, message: "the service worker to stop" });
    },
    detach: () => cdp.detach().catch(() => undefined),
  };
}

/** A small seeded random number generator (mulberry32): the same seed, the same run. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
