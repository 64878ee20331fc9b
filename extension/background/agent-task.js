// An agent's task in progress: its procedures are retrieved at start, and again whenever the
// active tab moves to another site, so the block an agent holds always fits where it is.
// The latest answer is kept in storage (procmem:agent_task) and announced with
// procmem.context.updated.
import { set, serial, readValue } from "./store.js";
import { core } from "./core.js";
import { retrieve } from "./library.js";
import { tabAddress } from "./secret-urls.js";
import { workingTab, isWebUrl } from "./tabs.js";

const KEY = "procmem:agent_task";

function hostOf(url) {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}

/**
 * What is kept and announced of the task: the URL as `retrieve` answers it (its credentials —
 * a reset token in the path, a session in the query — redacted by the core), and the task with
 * the credentials of any address it quotes redacted too.
 */
async function answerFor(task, tab) {
  const c = await core();
  // (With what the tab's pages said of typed secrets in it: a GET form's password.)
  const { results, context, url } = await retrieve(task, (await tabAddress(c, tab)) ?? "");
  return { task: c.redactText(task), tab_id: tab?.id ?? null, host: hostOf(url ?? ""), url, results, context, updated: Date.now() };
}

export async function startTask(task) {
  if (typeof task !== "string" || !task.trim()) throw new Error("Describe the task first.");
  const state = await answerFor(task, await workingTab());
  await set({ [KEY]: state });
  return state;
}

export async function currentTask() {
  const state = await readValue(KEY); // a damaged one is set aside: no task in progress
  if (!state) throw new Error("No agent task is in progress.");
  return state;
}

export async function endTask() {
  await chrome.storage.local.remove(KEY);
  return { ended: true };
}

/** Called on navigations and tab switches: re-retrieve when the task's tab changed site. */
export function onPageChange(tabId, url) {
  if (!isWebUrl(url)) return;
  serial(async () => {
    const state = await readValue(KEY);
    if (!state) return;
    const [active] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
    const followed = tabId === state.tab_id || tabId === active?.id;
    if (!followed || hostOf(url) === state.host) return;
    const tab = await chrome.tabs.get(tabId).catch(() => null);
    const next = await answerFor(state.task, tab ?? { id: tabId, url });
    await set({ [KEY]: next });
    chrome.runtime.sendMessage({ type: "procmem.context.updated", ...next }).catch(() => {});
  }).catch((err) => console.warn("procmem: could not refresh the agent's procedures:", err));
}
