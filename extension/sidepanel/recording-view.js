// The "Record a demonstration" card: start/pause/resume/stop, the live list of steps, and
// building a procedure from what was just recorded.
import { send } from "./api.js";
import { $, el, show, act, setError } from "./dom.js";

let lastStopped = null;

export function init({ onBuilt }) {
  $("rec-start").addEventListener("click", () =>
    act($("rec-start"), $("rec-error"), async () => {
      show($("rec-done"), false);
      lastStopped = null;
      await send("procmem.recording.start", { title: $("rec-title").value, description: $("rec-description").value });
      await refresh();
    }));
  $("rec-pause").addEventListener("click", () => act($("rec-pause"), $("rec-error"), async () => {
    await send("procmem.recording.pause");
    await refresh();
  }));
  $("rec-resume").addEventListener("click", () => act($("rec-resume"), $("rec-error"), async () => {
    await send("procmem.recording.resume");
    await refresh();
  }));
  $("rec-stop").addEventListener("click", () => act($("rec-stop"), $("rec-error"), async () => {
    const { recording } = await send("procmem.recording.stop");
    lastStopped = recording;
    $("rec-title").value = "";
    $("rec-description").value = "";
    await refresh();
  }));
  $("rec-build").addEventListener("click", () => act($("rec-build"), $("rec-error"), async () => {
    if (!lastStopped) return;
    const { procedure, model } = await send("procmem.procedure.build", { recording_id: lastStopped.id });
    show($("rec-done"), false);
    lastStopped = null;
    await onBuilt(procedure.id, model?.note);
  }));
}

function stepItem(recordingId, step, index) {
  const del = el("button", { type: "button", class: "small", "aria-label": "Delete step", text: "Delete step" });
  del.addEventListener("click", () => act(del, $("rec-error"), async () => {
    await send("procmem.recording.deleteStep", { recording_id: recordingId, step_id: step.id });
    await refresh();
  }));
  return el("li", { class: step.implicit ? "implicit" : undefined, "data-step-id": step.id },
    el("span", {}, el("span", { class: "n", text: `${index + 1}.` }), " ", el("span", { class: "text", text: step.text }), step.secret ? el("span", { class: "secret", text: "secret: not stored" }) : null),
    del);
}

/** What the list shows: the live recording, or the one just stopped until it is built. */
async function shownRecording(state, live) {
  if (state.active) return live;
  if (!lastStopped) return { recording: null, steps: [] };
  try {
    const { recording, steps } = await send("procmem.recording.get", { id: lastStopped.id });
    lastStopped = recording;
    return { recording, steps };
  } catch {
    lastStopped = null; // deleted meanwhile
    return { recording: null, steps: [] };
  }
}

function titleOf(recording) {
  return recording?.title || "untitled recording";
}

export async function refresh() {
  try {
    const live = await send("procmem.recording.current");
    const { state } = live;
    // A run paused at a failed step captures the person's fix like a recording.
    const healing = Boolean(state.heal_for_run);
    const { recording, steps } = await shownRecording(state, live);
    show($("rec-start"), !state.active);
    show($("rec-pause"), state.active && !state.paused && !healing);
    show($("rec-resume"), state.active && state.paused && !healing);
    show($("rec-stop"), state.active && !healing);
    $("rec-title").disabled = state.active;
    $("rec-description").disabled = state.active;
    $("rec-steps").replaceChildren(...steps.map((s, i) => stepItem(recording.id, s, i)));
    if (healing) {
      $("rec-status").textContent = "Capturing your fix for the paused run: do the failed step in the page, then press Continue in the Run card.";
    } else if (state.active) {
      $("rec-status").textContent = state.paused
        ? `Paused — “${titleOf(recording)}”. Nothing is recorded until you resume.`
        : `Recording “${titleOf(recording)}”: ${steps.length} step${steps.length === 1 ? "" : "s"} so far. Do the task in the page, then stop.`;
    } else {
      $("rec-status").textContent = lastStopped ? "" : "Not recording.";
    }
    show($("rec-done"), !state.active && Boolean(lastStopped));
    if (!state.active && lastStopped) {
      $("rec-done-text").textContent = `Saved “${titleOf(lastStopped)}” with ${lastStopped.steps.length} steps. Remove any step you do not want, then build.`;
    }
  } catch (err) {
    setError($("rec-error"), err.message);
  }
}
