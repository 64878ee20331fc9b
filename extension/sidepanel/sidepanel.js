// Side panel entry: wires the three cards and keeps them current as storage changes
// (steps arriving from pages, another window building or deleting procedures).
import { send } from "./api.js";
import { $, act } from "./dom.js";
import * as recordingView from "./recording-view.js";
import * as taskView from "./task-view.js";
import * as libraryView from "./library-view.js";
import * as runView from "./run-view.js";
import * as memoryView from "./memory-view.js";

async function builtProcedure(id) {
  await libraryView.refreshAndOpen(id);
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
  } while (again);
  running = false;
}

recordingView.init({ onBuilt: builtProcedure });
taskView.init();
libraryView.init();
runView.init();
memoryView.init();
initSettings();
chrome.storage.onChanged.addListener((_changes, area) => {
  if (area === "local") scheduleRefresh();
});
scheduleRefresh();
