// Recording sessions. The state lives in chrome.storage (content scripts watch it to know when
// to send), and every step is written as it arrives, so a service-worker restart loses nothing.
import { core } from "./core.js";
import { KEYS, get, set, readIndex, withId } from "./store.js";
import { restrictedReason, workingTab, ensureRecorder, isWebUrl } from "./tabs.js";

const IDLE = { active: false, paused: false, recording_id: null };

export async function recordingState() {
  return { ...IDLE, ...((await get(KEYS.state)) ?? {}) };
}

async function showBadge(state) {
  const text = state.active ? (state.paused ? "II" : "REC") : "";
  await chrome.action.setBadgeText({ text });
  if (state.active) await chrome.action.setBadgeBackgroundColor({ color: state.paused ? "#6b7280" : "#dc2626" });
}

export async function start({ title = "", description = "", adds_to = "" } = {}) {
  const c = await core();
  const current = await recordingState();
  // A fix being captured for a run that is no longer paused (the worker restarted) is stale.
  const staleCapture = current.heal_for_run && (await get(`procmem:run:${current.heal_for_run}`))?.status !== "paused";
  if (current.active && !staleCapture) {
    throw new Error(current.heal_for_run
      ? "A paused run is capturing your fix: press Continue or Abort in the Run card first."
      : "A recording is already running. Stop it before starting another.");
  }
  const tab = await workingTab();
  const reason = restrictedReason(tab?.url);
  if (reason) throw new Error(reason);
  await ensureRecorder(tab.id);
  const now = Date.now();
  const id = crypto.randomUUID();
  // An untitled recording stays untitled: distillation then names it from what was done
  // ("Create issue on tracker.test with …") rather than from a date.
  let rec = c.newRecording(id, String(title), String(description), now);
  // Another demonstration of an existing procedure: building it merges into that one.
  if (adds_to) {
    if (!(await get(c.procedureKey(adds_to)))) throw new Error("The procedure to add a demonstration to no longer exists.");
    rec = { ...rec, adds_to };
  }
  rec = c.addEvent(rec, { kind: "navigate", nav: "start", time: now, url: tab.url, title: tab.title ?? "", tab_id: tab.id }).recording;
  const index = await readIndex();
  const state = { active: true, paused: false, recording_id: id, started: now };
  await set({
    [c.recordingKey(id)]: rec,
    [KEYS.index]: { ...index, recordings: withId(index.recordings, id) },
    [KEYS.state]: state,
  });
  await showBadge(state);
  return { state, recording: rec };
}

async function setPaused(paused) {
  const state = await recordingState();
  if (!state.active) throw new Error("Nothing is being recorded.");
  const next = { ...state, paused };
  await set({ [KEYS.state]: next });
  await showBadge(next);
  return { state: next };
}

export const pause = () => setPaused(true);
export const resume = () => setPaused(false);

/**
 * Waits (bounded) until every frame of the recorded tabs has delivered what it captured, so
 * keystrokes typed just before Stop are in. Runs before Stop enters the worker's queue: the
 * frames' events need that queue to land.
 */
export async function flushPages(timeoutMs = 2000) {
  const state = await recordingState();
  if (!state.active) return;
  const rec = await get((await core()).recordingKey(state.recording_id));
  const asks = [];
  for (const tabId of rec?.tabs ?? []) {
    const frames = (await chrome.webNavigation.getAllFrames({ tabId }).catch(() => null)) ?? [];
    for (const { frameId } of frames) {
      asks.push(chrome.tabs.sendMessage(tabId, { type: "procmem.flush" }, { frameId }).catch(() => undefined));
    }
  }
  let timer;
  const limit = new Promise((resolve) => { timer = setTimeout(resolve, timeoutMs); });
  await Promise.race([Promise.all(asks), limit]);
  clearTimeout(timer);
}

export async function stop() {
  const state = await recordingState();
  if (!state.active) throw new Error("Nothing is being recorded.");
  await set({ [KEYS.state]: IDLE });
  await showBadge(IDLE);
  const c = await core();
  const recording = await get(c.recordingKey(state.recording_id));
  return { state: IDLE, recording };
}

/** The live recording (null when idle) with its steps in words. */
export async function current() {
  const state = await recordingState();
  if (!state.active) return { state, recording: null, steps: [] };
  const c = await core();
  const recording = await get(c.recordingKey(state.recording_id));
  return { state, recording, steps: recording ? c.describeSteps(recording.steps) : [] };
}

/** Applies one event to the live recording; ignored when idle or paused. */
export async function record(event) {
  const state = await recordingState();
  if (!state.active || state.paused) return { recorded: false };
  const c = await core();
  const key = c.recordingKey(state.recording_id);
  const rec = await get(key);
  if (!rec) throw new Error("The recording in progress is missing from storage.");
  const { recording, change } = c.addEvent(rec, event);
  if (change !== "ignored") await set({ [key]: recording });
  return { recorded: change === "added" || change === "merged", change };
}

export async function deleteStep(recordingId, stepId) {
  const c = await core();
  const key = c.recordingKey(recordingId);
  const rec = await get(key);
  if (!rec) throw new Error("That recording no longer exists.");
  const next = c.deleteStep(rec, stepId);
  await set({ [key]: next });
  return { steps: c.describeSteps(next.steps) };
}

/** chrome.webNavigation transition → the core's navigation kind. */
export function navKind(details) {
  if (details.transitionQualifiers?.includes("forward_back")) return "back_forward";
  switch (details.transitionType) {
    case "link": return "link";
    case "typed": case "generated": case "auto_bookmark": case "keyword": return "typed";
    case "reload": return "reload";
    case "form_submit": return "form_submit";
    default: return "other";
  }
}

export function navigationEvent(details, title = "") {
  if (details.frameId !== 0 || !isWebUrl(details.url)) return null;
  return { kind: "navigate", nav: navKind(details), url: details.url, title, time: Date.now(), tab_id: details.tabId };
}
