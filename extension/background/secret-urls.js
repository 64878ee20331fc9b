// Where a page said a typed secret stands in an address it went to — a GET form's password
// field, a script putting a typed PIN in a path — per tab and site, recording or not: the
// parameter names and the path shapes (secret segments written REDACTED), never the values
// (the page compares them; content-scripts/recordingListener.js). An agent task or a retrieval
// on that tab's address redacts those parts too; a recording keeps its own (`secret_params`,
// `secret_paths`). Kept in chrome.storage.session: memory only, gone with the browser, kept
// across service-worker restarts.
import { core } from "./core.js";

const KEY = "procmem:secret_urls";
const MAX_ENTRIES = 100; // tab and site pairs
const MAX_NAMES = 50;
const MAX_SHAPES = 20;
const MAX_NAME_CHARS = 200;

function originOf(url) {
  try {
    const u = new URL(url);
    return /^https?:$/.test(u.protocol) ? u.origin : null;
  } catch {
    return null;
  }
}

async function readAll() {
  const all = (await chrome.storage.session.get(KEY))[KEY];
  return all && typeof all === "object" && !Array.isArray(all) ? all : {};
}

/** A page of tab `tabId` goes to an address of `origin` whose `options` parameters (and the
 *  REDACTED segments of `url`'s path) hold a typed secret. */
export async function note(tabId, origin, options, url) {
  const site = originOf(origin);
  if (!site) throw new Error('"origin" must be a web origin.');
  if (!Array.isArray(options) || options.length > MAX_NAMES || !options.every((n) => typeof n === "string" && n && n.length <= MAX_NAME_CHARS)) {
    throw new Error('"options" must be a list of parameter names.');
  }
  if (url !== undefined && (typeof url !== "string" || url.length > 2048 || originOf(url) !== site)) {
    throw new Error('"url" must be an address on "origin".');
  }
  const c = await core();
  // (The shape is redacted by class first: a reset token beside the typed secret is not kept.)
  const shape = url ? new URL(c.redactUrl(url)).pathname : null;
  const all = await readAll();
  const key = `${tabId} ${site}`;
  const entry = all[key] ?? { params: [], paths: [] };
  delete all[key];
  for (const n of options) if (!entry.params.includes(n) && entry.params.length < MAX_NAMES) entry.params.push(n);
  if (shape && shape.split("/").includes("REDACTED") && !entry.paths.includes(shape) && entry.paths.length < MAX_SHAPES) entry.paths.push(shape);
  all[key] = entry; // newest last
  const keys = Object.keys(all);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete all[old];
  await chrome.storage.session.set({ [KEY]: all });
  return {};
}

/** The tab's address with its credentials redacted: by class, and what its pages said. */
export async function tabAddress(c, tab) {
  if (!tab || typeof tab.url !== "string" || !tab.url) return null;
  const site = originOf(tab.url);
  const entry = site ? (await readAll())[`${tab.id} ${site}`] : null;
  const params = Array.isArray(entry?.params) ? entry.params.filter((n) => typeof n === "string") : [];
  const paths = Array.isArray(entry?.paths) ? entry.paths.filter((p) => typeof p === "string") : [];
  return c.redactRecordingUrl(tab.url, params, paths);
}
