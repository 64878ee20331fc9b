// Runs a procedure in the working tab, step by step, through the replayer content script in
// each frame. The core plans the run (values, checks), picks each step's element among the
// candidates a frame offers (refusing to guess), and learns from the outcome; this file waits
// on browser events (navigation committed, DOM quiet) — never fixed sleeps — and stores the run.
import { core } from "./core.js";
import { KEYS, get, set, remove, serial, readIndex, withId } from "./store.js";
import { workingTab, ensureRecorder } from "./tabs.js";
import { flushPages } from "./recorder.js";

const RUN_PREFIX = "procmem:run:";
const VERSION_PREFIX = "procmem:procv:";
/** Runs kept; older ones are dropped as new ones start. */
const MAX_RUNS = 500;
const FIND_TIMEOUT_MS = 5000;
const NAV_TIMEOUT_MS = 15000;
const EFFECT_TIMEOUT_MS = 5000; // a menu or dialog may wait for the network

/** Runs alive in this worker: id → {stop: bool}. A run in storage but not here was cut off. */
const live = new Map();

function runKey(id) {
  return RUN_PREFIX + id;
}

async function saveRun(run) {
  await serial(() => set({ [runKey(run.id)]: run }));
}

/** A message to a frame, bounded: a page blocked by alert() or confirm() never answers. */
function send(tabId, frameId, message, timeoutMs = 10_000) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error("The page did not answer (a dialog may be open in it).")), timeoutMs);
  });
  return Promise.race([chrome.tabs.sendMessage(tabId, message, { frameId }), limit]).finally(() => clearTimeout(timer));
}

async function tabUrl(tabId) {
  return (await chrome.tabs.get(tabId).catch(() => null))?.url ?? "";
}

/** The frame whose window.frames path matches the recorded one: `{frameId, url}`. */
async function frameFor(tabId, framePath = []) {
  const frames = framePath.length ? (await chrome.webNavigation.getAllFrames({ tabId })) ?? [] : [{ frameId: 0 }];
  for (const { frameId } of frames) {
    const reply = await send(tabId, frameId, { type: "procmem.replay.ping" }).catch(() => null);
    if (reply?.ok && JSON.stringify(reply.frame_path) === JSON.stringify(framePath)) return { frameId, url: reply.url };
  }
  throw new Error(framePath.length
    ? `The frame the step was recorded in (path ${framePath.join(".")}) is not on the page.`
    : "The page is not ready for replay yet.");
}

/** Resolves when the tab's top frame finishes loading a page on host+path, or rejects. */
function waitForNavigation(tabId, host, path, timeoutMs = NAV_TIMEOUT_MS, control = null) {
  let cleanup;
  const promise = new Promise((resolve, reject) => {
    // A full page load completes; a single-page app's route change updates history instead.
    const onCompleted = (d) => {
      if (d.tabId !== tabId || d.frameId !== 0) return;
      const url = new URL(d.url);
      if (url.hostname === host && (!path || url.pathname === path)) {
        cleanup();
        resolve(d.url);
      }
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`The page did not go to ${host}${path ?? ""} within ${timeoutMs / 1000} s.`));
    }, timeoutMs);
    const onStop = () => {
      cleanup();
      reject(new StepStopped());
    };
    cleanup = () => {
      clearTimeout(timer);
      chrome.webNavigation.onCompleted.removeListener(onCompleted);
      chrome.webNavigation.onHistoryStateUpdated.removeListener(onCompleted);
      control?.stopWaiters.delete(onStop);
    };
    chrome.webNavigation.onCompleted.addListener(onCompleted);
    chrome.webNavigation.onHistoryStateUpdated.addListener(onCompleted);
    control?.stopWaiters.add(onStop);
  });
  promise.cancel = () => cleanup();
  return promise;
}

async function quiet(tabId, frameId, timeoutMs = 1000) {
  await send(tabId, frameId, { type: "procmem.replay.quiet", quiet_ms: 100, timeout_ms: timeoutMs }).catch(() => null);
}

class StepFailure extends Error {
  /** `kind` "not_found" is the only failure an optional step may be skipped for; "ambiguous" is a refusal to guess. */
  constructor(message, best = [], kind = "failed") {
    super(message);
    this.best = best;
    this.kind = kind;
  }
}

/** The person pressed Stop while a step was waiting. */
class StepStopped extends Error {
  constructor() {
    super("Stopped by the person.");
  }
}

/** Finds the step's element, waiting for the page (event-driven) up to FIND_TIMEOUT_MS. */
async function locate(c, tabId, step, control, timeoutMs = FIND_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  let last = null;
  for (;;) {
    if (control?.stop) throw new StepStopped();
    const frame = await frameFor(tabId, step.target.frame_path).catch((err) => {
      if (Date.now() > deadline) throw new StepFailure(err.message);
      return null;
    });
    const frameId = frame?.frameId ?? null;
    if (frame) {
      // Pre-condition: the frame is on the host the step was demonstrated on.
      const host = new URL(frame.url).hostname;
      if (step.expected_host && host !== step.expected_host) {
        throw new StepFailure(`Expected to be on ${step.expected_host}, but the page is on ${host}.`);
      }
      const reply = await send(tabId, frameId, { type: "procmem.replay.candidates", target: step.target }).catch(() => null);
      if (reply?.ok) {
        last = c.chooseElement(step.target, reply.candidates, step.expected_name ?? undefined);
        if (last.status === "found") return { frameId, index: last.index };
        if (last.status === "ambiguous") throw new StepFailure(`Stopped: ${last.reason}.`, last.best, "ambiguous");
      }
      if (Date.now() > deadline) break;
      await quiet(tabId, frameId, Math.min(1000, Math.max(100, deadline - Date.now())));
    }
    if (Date.now() > deadline) break;
  }
  throw new StepFailure(`Could not find the element: ${last?.reason ?? "the page did not answer"}.`, last?.best ?? [], "not_found");
}

const PERFORM = { click: "click", type: "type", select: "select", check: "check", press_enter: "press_enter", submit: "submit" };

async function performStep(c, tabId, step, control) {
  const tab = await chrome.tabs.get(tabId).catch(() => null);
  if (!tab) throw new StepFailure("The tab the run was driving was closed.");
  if (step.action === "navigate") {
    if (step.implicit) return "the previous step already brought this page";
    const target = new URL(step.url);
    const here = new URL(tab.url);
    if (here.hostname === target.hostname && here.pathname === target.pathname) return "already on the page";
    const arrived = waitForNavigation(tabId, target.hostname, target.pathname, NAV_TIMEOUT_MS, control);
    await chrome.tabs.update(tabId, { url: step.url });
    await arrived;
    return "";
  }
  if (step.action === "switch_tab") {
    const host = new URL(step.url).hostname;
    const [other] = (await chrome.tabs.query({})).filter((t) => t.url && new URL(t.url).hostname === host);
    if (!other) throw new StepFailure(`No open tab is on ${host}.`);
    await chrome.tabs.update(other.id, { active: true });
    await ensureReplayer(other.id);
    // The steps after a switch drive the tab switched to.
    control.tabId = other.id;
    return `switched to the tab on ${host}`;
  }
  if (step.pick_date) return pickDate(c, tabId, step);
  const { frameId, index } = await locate(c, tabId, step, control);
  const post = step.post;
  const arrived = post.kind === "navigation" ? waitForNavigation(tabId, post.host, post.path, NAV_TIMEOUT_MS, control) : null;
  const reply = await send(tabId, frameId, {
    type: "procmem.replay.perform", index, action: PERFORM[step.action], value: step.value, checked: step.checked,
    // The replayer watches for the demonstrated effect from just before it acts.
    expect_effect: post.kind === "effect" ? post.effect : undefined, effect_timeout_ms: EFFECT_TIMEOUT_MS,
  }).catch((err) => ({ ok: false, error: err.message }));
  if (!reply?.ok) {
    arrived?.cancel();
    throw new StepFailure(reply?.error ?? "The page did not answer.");
  }
  if (arrived) {
    await arrived.catch((err) => { throw err instanceof StepStopped ? err : new StepFailure(err.message); });
  } else {
    if (post.kind === "value" && !c.valueMatches(post.value, reply.observed?.value ?? "")) {
      throw new StepFailure(`The field holds “${reply.observed?.value}” instead of “${post.value}”.`);
    }
    if (post.kind === "checked" && reply.observed?.checked !== post.checked) {
      throw new StepFailure(`The box is ${reply.observed?.checked ? "checked" : "unchecked"}, expected the opposite.`);
    }
    if (post.kind === "secret_typed" && reply.observed?.secret_ok !== true) {
      throw new StepFailure("The secret field does not hold what was typed into it.");
    }
    if (post.kind === "effect" && reply.observed?.effect_ok !== true) {
      throw new StepFailure(`The ${step.action === "click" ? "click" : "key press"} did not do what it did when demonstrated (${effectWords(post.effect)}).`);
    }
    await quiet(tabId, frameId);
  }
  return "";
}

/**
 * A day of a calendar: the replayer turns the calendar to the month and clicks the day; the
 * field it fills is read back and must hold that date (in whatever form the page writes it).
 */
async function pickDate(c, tabId, step) {
  const frame = await frameFor(tabId, step.target.frame_path).catch((err) => { throw new StepFailure(err.message); });
  const reply = await send(tabId, frame.frameId, { type: "procmem.replay.pick_date", date: step.pick_date }, 30_000)
    .catch((err) => ({ ok: false, error: err.message }));
  if (!reply?.ok) throw new StepFailure(reply?.error ?? "The page did not answer.");
  const turned = reply.turned ? `, ${reply.turned} month${reply.turned === 1 ? "" : "s"} on` : "";
  if (!reply.field_value) return { detail: `picked “${reply.picked}”${turned}; no field shows the date to check it`, unchecked: true };
  if (!c.sameDate(step.pick_date, reply.field_value)) {
    throw new StepFailure(`The date field shows “${reply.field_value}”, not the date ${step.pick_date}.`);
  }
  return `picked “${reply.picked}”${turned}; the field shows “${reply.field_value}”`;
}

/** "a menu opened; it became expanded" — the demonstrated effect, for the pause report. */
function effectWords(effect) {
  const parts = [];
  for (const role of effect.appeared ?? []) parts.push(`a ${role} appeared`);
  for (const role of effect.disappeared ?? []) parts.push(`a ${role} went away`);
  for (const [state, on] of Object.entries(effect.state ?? {})) parts.push(`it became ${on ? "" : "not "}${state}`);
  if (!parts.length && effect.content) parts.push("the page's text changed");
  return parts.join("; ");
}

/** Pages of results looked through for a choice before giving up. */
const MAX_PAGES = 25;
/** How long one page is given to show the wanted result. */
const PAGE_LOOK_MS = 1500;

/** Whether the step's element is on the page now (after a short wait for it). */
async function present(c, tabId, step, control) {
  try {
    await locate(c, tabId, step, control, PAGE_LOOK_MS);
    return true;
  } catch (err) {
    if (err instanceof StepFailure && err.kind === "not_found") return false;
    throw err;
  }
}

/**
 * Turns pages with the pager step at `i` until the choice it pages toward is on the page — none
 * when it is already there — however many pages that takes (the demonstration's count is not
 * the rule). Fails when the pager is gone or disabled (the last page) before it shows.
 */
async function pageToward(c, tabId, steps, i, control) {
  const pager = steps[i];
  const wanted = steps[pager.page_until];
  const name = wanted.expected_name ?? wanted.text;
  for (let turned = 0; ; turned++) {
    if (await present(c, tabId, wanted, control)) {
      return turned ? `turned ${turned} page${turned === 1 ? "" : "s"} to find “${name}”` : `“${name}” is on the first page`;
    }
    if (turned >= MAX_PAGES) throw new StepFailure(`“${name}” is not on any of the ${turned + 1} pages looked at.`);
    let at;
    try {
      at = await locate(c, tabId, pager, control, PAGE_LOOK_MS);
    } catch (err) {
      if (err instanceof StepFailure && err.kind === "not_found") throw new StepFailure(`“${name}” is not on any page: there is no further page after ${turned + 1}.`, err.best);
      throw err;
    }
    const reply = await send(tabId, at.frameId, { type: "procmem.replay.perform", index: at.index, action: "click" }).catch((err) => ({ ok: false, error: err.message }));
    if (!reply?.ok) throw new StepFailure(`“${name}” is not on any page: the next page could not be opened (${reply?.error ?? "no answer"}).`);
    await quiet(tabId, at.frameId);
  }
}

async function learn(procedureId, outcome) {
  const c = await core();
  await serial(async () => {
    const key = c.procedureKey(procedureId);
    const procedure = await get(key);
    if (!procedure) throw new Error("That procedure no longer exists; nothing was recorded.");
    const { procedure: next } = c.recordOutcome(procedure, outcome);
    await set({ [key]: next });
  });
}

async function execute(run, steps, tabId, fromIndex) {
  const c = await core();
  const control = live.get(run.id);
  for (let i = fromIndex; i < steps.length; i++) {
    const step = steps[i];
    if (!live.has(run.id)) return; // aborted: the abort wrote the outcome
    if (control.stop) {
      run = c.finishRun(run, "stopped", await tabUrl(tabId), "Stopped by the person.", Date.now());
      await saveRun(run);
      live.delete(run.id);
      return;
    }
    const t0 = performance.now();
    // Optional steps from other demonstrations: a start page some demonstrations did not have is
    // not gone to (the run starts where the person is), and a slot with no value is left alone.
    const skip = step.optional && (step.missing_value || (step.action === "navigate" && !step.implicit));
    if (step.covered_by != null) {
      run = c.recordStepResult(run, { step_id: step.step_id, status: "skipped", ms: 0, detail: "the date pick below turns the calendar to its month" });
      await saveRun(run);
      continue;
    }
    if (skip) {
      run = c.recordStepResult(run, { step_id: step.step_id, status: "skipped", ms: 0, detail: "optional step not needed in this run" });
      await saveRun(run);
      continue;
    }
    try {
      if (step.page_until != null) {
        // Paging toward a result: done once for all the pager clicks (and page loads) before it.
        const detail = await pageToward(c, tabId, steps, i, control);
        run = c.recordStepResult(run, { step_id: step.step_id, status: "done", ms: performance.now() - t0, detail });
        for (let j = i + 1; j < step.page_until; j++) {
          run = c.recordStepResult(run, { step_id: steps[j].step_id, status: "skipped", ms: 0, detail: "paged above" });
        }
        await saveRun(run);
        i = step.page_until - 1;
        continue;
      }
      const done = await performStep(c, tabId, step, control);
      const detail = typeof done === "string" ? done : done.detail;
      tabId = control.tabId ?? tabId;
      // Done and checked, or done with nothing to check it by (the run then ends unverified).
      const status = step.checkable && !done?.unchecked ? "done" : "unchecked";
      const why = step.checkable ? detail : detail || "nothing on the page showed this step's effect when it was demonstrated";
      run = c.recordStepResult(run, { step_id: step.step_id, status, ms: performance.now() - t0, detail: why });
      await saveRun(run);
    } catch (err) {
      if (err instanceof StepStopped) {
        run = c.finishRun(run, "stopped", await tabUrl(tabId), "Stopped by the person.", Date.now());
        await saveRun(run);
        live.delete(run.id);
        return;
      }
      if (step.optional && err instanceof StepFailure && err.kind === "not_found") {
        // Present in only some demonstrations: its absence is not a failure.
        run = c.recordStepResult(run, { step_id: step.step_id, status: "skipped", ms: performance.now() - t0, detail: `optional: ${err.message}` });
        await saveRun(run);
        continue;
      }
      const best = err.best ?? [];
      const why = err.message ?? String(err);
      run = c.recordStepResult(run, { step_id: step.step_id, status: "failed", ms: performance.now() - t0, detail: why });
      const url = await tabUrl(tabId);
      if (!live.has(run.id)) return; // aborted meanwhile
      run = c.finishRun(run, "paused", url, why, Date.now());
      run.report = { step_id: step.step_id, step: step.text, why, best, kind: err.kind ?? "failed" };
      await saveRun(run);
      live.get(run.id).paused = { steps, index: i, tabId };
      await startCapture(run.id, tabId);
      return;
    }
  }
  if (!live.has(run.id)) return;
  const url = await tabUrl(tabId);
  run = c.concludeRun(run, url, Date.now());
  await saveRun(run);
  live.delete(run.id);
  if (control.heals?.length) await writeHealedVersion(run.procedure_id, control.heals);
  // An unverified run teaches nothing: it is neither known to have worked nor to have failed.
  if (run.status === "succeeded") await learn(run.procedure_id, { success: true, failed_step: null, time: Date.now() });
}

export async function start({ procedure_id, values = {}, task = "", resume_run_id = "" }) {
  const c = await core();
  const procedure = await get(c.procedureKey(procedure_id));
  if (!procedure) throw new Error("That procedure no longer exists.");
  const steps = c.planRun(procedure, values); // throws "Missing values for {x}."
  // Resuming a failed run: start at its failing step (the steps before it already happened).
  let from = 0;
  if (resume_run_id) {
    const previous = await get(runKey(resume_run_id));
    if (!previous) throw new Error("The run to resume no longer exists.");
    const next = c.resumeFrom(previous, procedure);
    if (!next) throw new Error("Every step of that run was done; start a new run instead.");
    from = Math.max(0, steps.findIndex((s) => s.step_id === next));
  }
  const tab = await workingTab();
  if (!tab?.url || !/^(https?|file):/.test(tab.url)) throw new Error("Open the web page to run the procedure on first.");
  // One run drives a tab at a time: two would act on each other's elements.
  for (const other of live.values()) {
    if (other.tabId === tab.id) throw new Error("Another run is driving this tab. Stop it first.");
  }
  await ensureReplayer(tab.id);
  const id = crypto.randomUUID();
  let run = c.newRun(id, String(task), procedure, values, tab.url, Date.now());
  await serial(async () => {
    const index = await readIndex();
    const runs = withId(index.runs ?? [], id);
    const dropped = runs.slice(0, Math.max(0, runs.length - MAX_RUNS));
    await set({ [runKey(id)]: run, [KEYS.index]: { ...index, runs: runs.slice(dropped.length) } });
    if (dropped.length) await remove(dropped.map(runKey));
  });
  live.set(id, { stop: false, heals: [], tabId: tab.id, stopWaiters: new Set() });
  for (const skipped of steps.slice(0, from)) {
    run = c.recordStepResult(run, { step_id: skipped.step_id, status: "skipped", ms: 0, detail: `done in run ${resume_run_id}` });
  }
  execute(run, steps, tab.id, from).catch((err) => console.error("procmem run failed:", err));
  return { run };
}

async function ensureReplayer(tabId) {
  await ensureRecorder(tabId); // the same injection brings replayer.js along
}

export async function stop(runId) {
  const c = await core();
  const control = live.get(runId);
  if (!control) throw new Error("That run is not running.");
  if (control.paused) {
    // Waiting at a failed step: end the capture and the run now.
    live.delete(runId);
    await endCapture(runId, null);
    let run = await get(runKey(runId));
    delete run.report;
    run = c.finishRun(run, "stopped", run.final_url ?? "", "Stopped by the person.", Date.now());
    await saveRun(run);
    return { stopping: runId };
  }
  control.stop = true;
  for (const wake of [...control.stopWaiters]) wake();
  return { stopping: runId };
}

/** After the person did the failing step by hand: count it as healed and go on. */
export async function resume(runId) {
  const c = await core();
  const control = live.get(runId);
  if (!control?.paused) throw new Error("That run is not waiting at a failed step.");
  const { steps, index, tabId } = control.paused;
  control.paused = null;
  const target = await endCapture(runId, steps[index].step_id);
  if (target) control.heals.push({ step_id: steps[index].step_id, target });
  let run = await get(runKey(runId));
  const detail = target ? "done by hand; the element used was captured for the next version" : "done by hand";
  run = c.recordStepResult(run, { step_id: steps[index].step_id, status: "healed", ms: 0, detail });
  delete run.report;
  await saveRun(run);
  execute(run, steps, tabId, index + 1).catch((err) => console.error("procmem run failed:", err));
  return { run };
}

export async function abort(runId) {
  const c = await core();
  const control = live.get(runId);
  // Only a run waiting at a failed step can be aborted, and only once: the failure is learned once.
  if (!control?.paused) throw new Error("Only a run paused at a failed step can be aborted.");
  live.delete(runId);
  let run = await get(runKey(runId));
  if (!run) throw new Error("That run no longer exists.");
  const failed = run.report?.step_id ?? null;
  await endCapture(runId, null);
  run = c.finishRun(run, "failed", run.final_url ?? "", run.error || "Aborted by the person.", Date.now());
  await saveRun(run);
  // A refusal to guess between equal elements says nothing against the procedure.
  const cause = run.report?.kind === "ambiguous" ? "refused" : "procedure";
  await learn(run.procedure_id, { success: false, failed_step: failed, time: Date.now(), cause });
  return { run };
}

export async function getRun(runId) {
  const run = await get(runKey(runId));
  if (!run) throw new Error("That run no longer exists.");
  // A run stored as running or paused that this worker does not hold was cut off by a
  // worker restart: say so instead of pretending it still runs.
  if ((run.status === "running" || run.status === "paused") && !live.has(runId)) {
    const c = await core();
    await endCapture(runId, null); // a fix being captured for it ends with it
    const ended = c.finishRun(run, "failed", run.final_url ?? "", "The run was interrupted: the browser stopped the extension's background worker. Start it again or resume from its failing step.", Date.now());
    await saveRun(ended);
    return { run: ended };
  }
  return { run };
}

export async function listRuns() {
  return { runs: await recentRuns(Infinity) };
}

/** The latest `count` runs, newest first (run ids are listed oldest first). */
export async function recentRuns(count) {
  const index = await readIndex();
  const ids = (index.runs ?? []).slice(-count);
  const values = ids.length ? await chrome.storage.local.get(ids.map(runKey)) : {};
  return ids.map((id) => values[runKey(id)]).filter(Boolean).sort((a, b) => b.started - a.started);
}

/** An agent that used an injected procedure reports how it went: the same learning. */
const CAUSES = ["procedure", "refused", "unbound", "person", "interrupted"];

export async function reportOutcome({ procedure_id, success, failed_step, cause = "procedure" }) {
  if (typeof procedure_id !== "string") throw new Error('"procedure_id" must be a string.');
  if (typeof success !== "boolean") throw new Error('"success" must be true or false.');
  if (!CAUSES.includes(cause)) throw new Error(`"cause" must be one of ${CAUSES.join(", ")}.`);
  await learn(procedure_id, { success, failed_step: typeof failed_step === "string" ? failed_step : null, time: Date.now(), cause });
  return { recorded: true };
}

// ---- heals: the person does a failed step by hand while it is captured like a recording ----

function captureId(runId) {
  return `heal-${runId}`;
}

async function startCapture(runId, tabId) {
  const c = await core();
  await serial(async () => {
    const state = await get(KEYS.state);
    if (state?.active) return; // the person is recording something else: no capture
    const now = Date.now();
    const tab = await chrome.tabs.get(tabId).catch(() => null);
    let rec = c.newRecording(captureId(runId), "Fixing a step by hand", "", now);
    if (tab?.url) rec = c.addEvent(rec, { kind: "navigate", nav: "start", time: now, url: tab.url, title: tab.title ?? "", tab_id: tabId }).recording;
    await set({ [c.recordingKey(rec.id)]: rec, [KEYS.state]: { active: true, paused: false, recording_id: rec.id, started: now, heal_for_run: runId } });
  });
}

/** Ends the capture; returns the element the person used for the step (or null). */
async function endCapture(runId, stepId) {
  const c = await core();
  await flushPages();
  return serial(async () => {
    const key = c.recordingKey(captureId(runId));
    const state = await get(KEYS.state);
    if (state?.heal_for_run === runId) await set({ [KEYS.state]: { active: false, paused: false, recording_id: null } });
    const captured = await get(key);
    await remove(key);
    if (!captured || !stepId) return null;
    const procedure = await get(c.procedureKey((await get(runKey(runId))).procedure_id));
    const step = procedure?.steps.find((s) => s.id === stepId);
    return step ? c.pickHeal(step, captured) : null;
  });
}

async function writeHealedVersion(procedureId, heals) {
  const c = await core();
  await serial(async () => {
    const key = c.procedureKey(procedureId);
    const current = await get(key);
    if (!current) return;
    const next = c.applyHeals(current, heals, Date.now());
    await set({ [`${VERSION_PREFIX}${procedureId}:${current.version}`]: current, [key]: next });
  });
}

/** Every kept version of a procedure, newest first, with the current one marked. */
export async function versions(procedureId) {
  const c = await core();
  const current = await get(c.procedureKey(procedureId));
  if (!current) throw new Error("That procedure no longer exists.");
  const all = await chrome.storage.local.get(null);
  const prefix = `${VERSION_PREFIX}${procedureId}:`;
  const older = Object.entries(all).filter(([k]) => k.startsWith(prefix)).map(([, v]) => v).filter((v) => v.version !== current.version);
  const list = [current, ...older].sort((a, b) => b.version - a.version)
    .map((v) => ({ version: v.version, updated: v.updated, step_count: v.steps.length, current: v === current }));
  return { versions: list };
}

async function versionOf(procedureId, version) {
  const c = await core();
  const current = await get(c.procedureKey(procedureId));
  if (current?.version === version) return current;
  const stored = await get(`${VERSION_PREFIX}${procedureId}:${version}`);
  if (!stored) throw new Error(`Version ${version} of that procedure is not kept.`);
  return stored;
}

export async function compare(procedureId, a, b) {
  const c = await core();
  return { changes: c.compareVersions(await versionOf(procedureId, a), await versionOf(procedureId, b)) };
}

/** Makes an older version current again; the current one is kept, and outcomes carry over. */
export async function rollback(procedureId, version) {
  const c = await core();
  return serial(async () => {
    const key = c.procedureKey(procedureId);
    const current = await get(key);
    if (!current) throw new Error("That procedure no longer exists.");
    const target = await versionOf(procedureId, version);
    // The restored content becomes the newest version, so no kept version is ever overwritten.
    const { versions: kept } = await versions(procedureId);
    const newest = Math.max(...kept.map((v) => v.version));
    const restored = { ...target, version: newest + 1, stats: current.stats, title: current.title, updated: Date.now() };
    await set({ [`${VERSION_PREFIX}${procedureId}:${current.version}`]: current, [key]: restored });
    return { procedure: restored };
  });
}
