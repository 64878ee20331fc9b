// Side panel entry: wires the three cards and keeps them current as storage changes
// (steps arriving from pages, another window building or deleting procedures).
import { send } from "./api.js";
import { $, act, show } from "./dom.js";
import * as recordingView from "./recording-view.js";
import * as taskView from "./task-view.js";
import * as libraryView from "./library-view.js";
import * as runView from "./run-view.js";
import * as memoryView from "./memory-view.js";
import * as teamView from "./team-view.js";

async function builtProcedure(id, modelNote) {
  await libraryView.refreshAndOpen(id, modelNote);
}

function initSettings() {
  send("procmem.settings.get").then(({ allowed_extension_ids }) => {
    $("allowed-ids").value = allowed_extension_ids.join("\n");
  }).catch(() => {});
  $("settings-save").addEventListener("click", () => act($("settings-save"), null, async () => {
    try {
      const ids = $("allowed-ids").value.split(/[\s,]+/).filter(Boolean);
      const { allowed_extension_ids } = await send("procmem.settings.set", { allowed_extension_ids: ids });
      $("settings-status").textContent = `Saved. ${allowed_extension_ids.length} extension${allowed_extension_ids.length === 1 ? "" : "s"} allowed.`;
    } catch (err) {
      $("settings-status").textContent = err.message;
    }
  }));
}

/** Settings → Model: shown as saved (the key only as "saved"), saved, tested, the key forgotten. */
function showModel(model) {
  $("model-enabled").checked = model.enabled;
  $("model-endpoint").value = model.endpoint;
  $("model-name").value = model.model;
  $("model-embeddings").value = model.embeddings_model;
  $("model-timeout").value = String(model.timeout_seconds);
  $("model-key").value = "";
  $("model-key").placeholder = model.has_api_key ? "saved (type to replace)" : "none";
  show($("model-forget-key"), model.has_api_key);
}

function typedModel() {
  return {
    enabled: $("model-enabled").checked,
    endpoint: $("model-endpoint").value,
    model: $("model-name").value,
    embeddings_model: $("model-embeddings").value,
    api_key: $("model-key").value,
    timeout_seconds: Number($("model-timeout").value),
  };
}

function initModel() {
  send("procmem.settings.get").then(({ model }) => showModel(model)).catch(() => {});
  const say = (text) => { $("model-status").textContent = text; };
  $("model-save").addEventListener("click", () => act($("model-save"), null, async () => {
    try {
      const { model } = await send("procmem.settings.set", { model: typedModel() });
      showModel(model);
      say(model.enabled ? `Saved. The model ${model.model} at ${model.endpoint} is on.` : "Saved. The model is off.");
    } catch (err) {
      say(err.message);
    }
  }));
  $("model-test").addEventListener("click", () => act($("model-test"), null, async () => {
    say("Asking the model…");
    try {
      const { note } = await send("procmem.model.test", { model: typedModel() });
      say(note);
    } catch (err) {
      say(err.message);
    }
  }));
  $("model-forget-key").addEventListener("click", () => act($("model-forget-key"), null, async () => {
    try {
      const { model } = await send("procmem.settings.set", { model: { ...typedModel(), forget_api_key: true } });
      showModel(model);
      say("The API key is forgotten.");
    } catch (err) {
      say(err.message);
    }
  }));
}

// Coalesce bursts of storage writes (one per keystroke): at most one refresh runs, and one
// more follows if anything changed meanwhile. (Not requestAnimationFrame: it never fires while
// the panel's page is hidden, and the panel must be current when it is shown again.)
let running = false;
let again = false;
async function scheduleRefresh() {
  if (running) {
    again = true;
    return;
  }
  running = true;
  do {
    again = false;
    await recordingView.refresh();
    await libraryView.refresh(builtProcedure);
    await runView.refresh();
    await memoryView.refresh();
    await teamView.refresh();
  } while (again);
  running = false;
}

recordingView.init({ onBuilt: builtProcedure });
taskView.init();
libraryView.init();
runView.init();
memoryView.init();
teamView.init();
initSettings();
initModel();
chrome.storage.onChanged.addListener((_changes, area) => {
  if (area === "local") scheduleRefresh();
});
scheduleRefresh();
