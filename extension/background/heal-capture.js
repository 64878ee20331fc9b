// Heals: while a run waits at a failed step, the person does the step by hand and it is
// captured like a recording; the element they used becomes the step's target in the next
// version (writeHealedVersion in versions.js).
import { core } from "./core.js";
import { KEYS, set, remove, serial, readValue } from "./store.js";
import { flushPages, recordingState } from "./recorder.js";

function captureId(runId) {
  return `heal-${runId}`;
}

export async function startCapture(runId, tabId) {
  const c = await core();
  await serial(async () => {
    const state = await recordingState();
    if (state.active) return; // the person is recording something else: no capture
    const now = Date.now();
    const tab = await chrome.tabs.get(tabId).catch(() => null);
    let rec = c.newRecording(captureId(runId), "Fixing a step by hand", "", now);
    if (tab?.url) rec = c.addEvent(rec, { kind: "navigate", nav: "start", time: now, url: tab.url, title: tab.title ?? "", tab_id: tabId }).recording;
    await set({ [c.recordingKey(rec.id)]: rec, [KEYS.state]: { active: true, paused: false, recording_id: rec.id, started: now, heal_for_run: runId } });
  });
}

/** Ends the capture; returns the element the person used for the step (or null). */
export async function endCapture(runId, stepId, procedureIdOf) {
  const c = await core();
  await flushPages();
  return serial(async () => {
    const key = c.recordingKey(captureId(runId));
    const state = await recordingState();
    if (state.heal_for_run === runId) await set({ [KEYS.state]: { active: false, paused: false, recording_id: null } });
    const captured = await readValue(key);
    await remove(key);
    if (!captured || !stepId) return null;
    const procedureId = await procedureIdOf(runId);
    const procedure = procedureId ? await readValue(c.procedureKey(procedureId)) : undefined;
    const step = procedure?.steps.find((s) => s.id === stepId);
    return step ? c.pickHeal(step, captured) : null;
  });
}
