// Talking to the frames of the tab a run drives: bounded messages to the replayer content
// script, finding the frame a step was recorded in, and waiting on browser events (a
// navigation finishing, the DOM going quiet) — never fixed sleeps.

export const NAV_TIMEOUT_MS = 15000;

/** The person pressed Stop while a step was waiting. */
export class StepStopped extends Error {
  constructor() {
    super("Stopped by the person.");
  }
}

/** A message to a frame, bounded: a page blocked by alert() or confirm() never answers. */
export function send(tabId, frameId, message, timeoutMs = 10_000) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error("The page did not answer (a dialog may be open in it).")), timeoutMs);
  });
  return Promise.race([chrome.tabs.sendMessage(tabId, message, { frameId }), limit]).finally(() => clearTimeout(timer));
}

export async function tabUrl(tabId) {
  return (await chrome.tabs.get(tabId).catch(() => null))?.url ?? "";
}

/** The most text of a page a run's end compares the task with. */
const MAX_PAGE_TEXT = 200_000;

/**
 * What the tab's page shows as text outside its controls (its top frame, at most MAX_PAGE_TEXT
 * characters), or "" when it cannot be read (a browser page, a closed tab). A name on a control —
 * an unticked "Saucer" box, another row's "Reserve" — is something the task may have asked to
 * act on, not a description of the page, so the text of buttons, links, labels, options and
 * fields is left out. Only ever compared with the task's words by the core, never shown to a
 * model or stored.
 */
export async function pageText(tabId) {
  try {
    const [res] = await chrome.scripting.executeScript({
      target: { tabId },
      func: (max) => {
        const CONTROLS = 'a, button, label, select, option, textarea, input, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"], [role="tab"], [role="treeitem"], [role="combobox"], [role="listbox"], [role="menu"], [contenteditable="true"]';
        const out = [];
        let size = 0;
        const walker = document.createTreeWalker(document.body ?? document.documentElement, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node && size < max; node = walker.nextNode()) {
          const el = node.parentElement;
          const text = node.nodeValue.trim();
          if (!text || !el || el.closest(CONTROLS) || el.closest("script, style, noscript, template")) continue;
          if (el.checkVisibility && !el.checkVisibility()) continue;
          out.push(text);
          size += text.length + 1;
        }
        return out.join("\n").slice(0, max);
      },
      args: [MAX_PAGE_TEXT],
    });
    return typeof res?.result === "string" ? res.result : "";
  } catch {
    return "";
  }
}

/** The frame whose window.frames path matches the recorded one: `{frameId, url}`. */
export async function frameFor(tabId, framePath = []) {
  const frames = framePath.length ? (await chrome.webNavigation.getAllFrames({ tabId })) ?? [] : [{ frameId: 0 }];
  for (const { frameId } of frames) {
    const reply = await send(tabId, frameId, { type: "procmem.replay.ping" }).catch(() => null);
    if (reply?.ok && JSON.stringify(reply.frame_path) === JSON.stringify(framePath)) return { frameId, url: reply.url };
  }
  throw new Error(framePath.length
    ? `The frame the step was recorded in (path ${framePath.join(".")}) is not on the page.`
    : "The page is not ready for replay yet.");
}

/**
 * Resolves when the tab's top frame finishes loading a page on host+path, or rejects.
 * `samePath(observed)`, when given, says whether a path is the one expected (the core's
 * `pathMatches`: a recorded path's REDACTED segment stands for this visit's token).
 */
export function waitForNavigation(tabId, host, path, timeoutMs = NAV_TIMEOUT_MS, control = null, samePath = null) {
  let cleanup;
  const promise = new Promise((resolve, reject) => {
    // A full page load completes; a single-page app's route change updates history instead.
    const onCompleted = (d) => {
      if (d.tabId !== tabId || d.frameId !== 0) return;
      const url = new URL(d.url);
      if (url.hostname === host && (!path || url.pathname === path || (samePath && samePath(url.pathname)))) {
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

export async function quiet(tabId, frameId, timeoutMs = 1000) {
  await send(tabId, frameId, { type: "procmem.replay.quiet", quiet_ms: 100, timeout_ms: timeoutMs }).catch(() => null);
}
