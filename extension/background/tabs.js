// Which tab a person is working in, and where content scripts cannot run.

/** URLs Chrome never lets an extension script, with the reason shown to the person. */
export function restrictedReason(url) {
  if (!url) return "There is no web page in this window to record. Open the website you want to record first.";
  const lower = url.toLowerCase();
  if (lower.startsWith("https://chromewebstore.google.com") || lower.startsWith("https://chrome.google.com/webstore")) {
    return "The Chrome Web Store does not let any extension run on its pages, so it cannot be recorded. Open the website you want to record, then press Start recording.";
  }
  const scheme = lower.split(":")[0];
  if (["chrome", "edge", "about", "devtools", "view-source", "chrome-extension", "chrome-search", "chrome-untrusted", "data", "javascript"].includes(scheme)) {
    return `Chrome does not let extensions run on ${scheme}: pages, so nothing can be recorded here. Open the website you want to record, then press Start recording.`;
  }
  if (scheme === "file") return null;
  if (scheme !== "http" && scheme !== "https") return `Pages with ${scheme}: addresses cannot be recorded.`;
  return null;
}

export function isWebUrl(url) {
  return typeof url === "string" && /^(https?|file):/i.test(url);
}

/**
 * The tab the person is working in: the active tab of the last focused window — even a
 * chrome:// page, so Start can say why it cannot record there. Only when that tab is this
 * extension's own page (the panel opened as a tab) is it the most recently used web tab.
 */
export async function workingTab() {
  const [active] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  if (active && !active.url?.startsWith(chrome.runtime.getURL(""))) return active;
  const tabs = await chrome.tabs.query({});
  const web = tabs.filter((t) => isWebUrl(t.url)).sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0));
  return web[0] ?? active ?? null;
}

/** Makes sure the recorder runs in every frame of a tab opened before the extension loaded. */
export async function ensureRecorder(tabId) {
  try {
    const reply = await chrome.tabs.sendMessage(tabId, { type: "procmem.ping" }, { frameId: 0 });
    if (reply?.ok) return;
  } catch {
    // No listener: the content scripts are not there yet.
  }
  try {
    await chrome.scripting.executeScript({
      target: { tabId, allFrames: true },
      // The manifest's own list, in its order, so an injected tab gets what a loaded page gets.
      files: chrome.runtime.getManifest().content_scripts[0].js,
    });
  } catch (err) {
    const url = (await chrome.tabs.get(tabId).catch(() => null))?.url ?? "";
    const hint = url.startsWith("file:")
      ? " To record local files, turn on “Allow access to file URLs” for this extension in chrome://extensions."
      : " Reload the page and try again; some pages (the PDF viewer, pages of other extensions) cannot be recorded.";
    throw new Error(`Chrome did not let the recorder into this page (${err.message}).${hint}`);
  }
}
