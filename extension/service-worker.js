// Service worker entry. Every listener is registered synchronously at top level (MV3 wakes the
// worker for an event only if its listener exists on the first turn); the wasm core is loaded
// lazily inside handlers.
import { handle, handleExternal } from "./background/messages.js";
import * as recorder from "./background/recorder.js";
import { serial } from "./background/store.js";
import { retrievalIndex } from "./background/retrieval-index.js";
import { onPageChange } from "./background/agent-task.js";
import * as team from "./background/team.js";

function reply(promise, sendResponse) {
  promise.then(sendResponse, (err) => sendResponse({ ok: false, error: err?.message ?? String(err) }));
  return true; // keep the channel open for the async answer
}

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => reply(handle(message, sender), sendResponse));

chrome.runtime.onMessageExternal.addListener((message, sender, sendResponse) => reply(handleExternal(message, sender), sendResponse));

chrome.runtime.onInstalled.addListener(() => {
  team.ensureAlarm().catch(() => {});
  chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => {});
  // After an update the stored retrieval index may be of an older format: rebuild it now
  // rather than make the first task after the update wait for it.
  serial(() => retrievalIndex()).catch((err) => console.warn("procmem: retrieval index not prepared:", err));
});

// The team library syncs on its alarm, and once as the browser starts (what changed offline).
chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === team.ALARM) team.syncNow().catch(() => {});
});

chrome.runtime.onStartup.addListener(async () => {
  team.ensureAlarm().then(() => team.syncSoon(0)).catch(() => {});
  // The badge does not survive a browser restart; the recording state does.
  const state = await recorder.recordingState();
  if (state.active) await chrome.action.setBadgeText({ text: state.paused ? "II" : "REC" });
});

// What was handed over while no worker ran (or while the last one was being stopped) is applied
// before any message this worker answers.
serial(() => recorder.drainAtStart()).catch((err) => console.warn("procmem: pending events not applied yet:", err));

// Navigations, tab switches and tabs opened go to the recording's pending list in storage first
// thing; the drain that follows applies them with the pages' events, in time order.
const recordQuietly = (event) => recorder.noteWorkerEvent(event);

chrome.webNavigation.onCommitted.addListener((details) => {
  recordQuietly(recorder.navigationEvent(details));
  if (details.frameId === 0) onPageChange(details.tabId, details.url);
});

chrome.webNavigation.onHistoryStateUpdated.addListener((details) => {
  const event = recorder.navigationEvent(details);
  if (event) event.nav = "history";
  recordQuietly(event);
});

// Every activation is reported (a new-tab page too): the tab joins the recording, and the core
// makes a step only for web pages.
chrome.tabs.onActivated.addListener(async ({ tabId }) => {
  const time = Date.now();
  const tab = await chrome.tabs.get(tabId).catch(() => null);
  if (!tab || tab.url?.startsWith(chrome.runtime.getURL(""))) return;
  onPageChange(tabId, tab.url ?? "");
  recordQuietly({ kind: "switch_tab", url: tab.url ?? "", title: tab.title ?? "", tab_id: tabId, time });
});

chrome.webNavigation.onCreatedNavigationTarget.addListener((details) => {
  recordQuietly({ kind: "open_tab", tab_id: details.tabId, source_tab_id: details.sourceTabId, time: recorder.eventTime(details) });
});

chrome.commands.onCommand.addListener(async (command) => {
  if (command !== "toggle-recording") return;
  const state = await recorder.recordingState();
  const type = state.active ? "procmem.recording.stop" : "procmem.recording.start";
  const result = await handle({ type }, null);
  if (!result.ok) console.warn("procmem:", result.error);
});
