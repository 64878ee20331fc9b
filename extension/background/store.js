// chrome.storage.local access. Every write goes through `serial`, so read-modify-write
// sequences from two tabs (or the panel and a content script) never interleave and lose updates.
import { core } from "./core.js";
import { withIndexWrites, indexRemovals, forgetIndex } from "./retrieval-index.js";

export const KEYS = {
  index: "procmem:index",
  state: "procmem:recording_state",
  settings: "procmem:settings",
  memory: "procmem:memory",
  team: "procmem:team",
  teamSync: "procmem:team_sync",
  quarantinePrefix: "procmem:quarantine:",
};

let tail = Promise.resolve();

/** Runs `task` after every task queued before it; its result or error goes to the caller only. */
export function serial(task) {
  const run = tail.then(task, task);
  tail = run.catch(() => {});
  return run;
}

const local = chrome.storage.local;

/** Who hears of procedures and recordings written here (the team library's sync). */
const libraryWriteListeners = [];

export function onLibraryWrite(listener) {
  libraryWriteListeners.push(listener);
}

/**
 * Writes `items` in one set; procedures written carry their retrieval-index shards along.
 * `team`: the team library's sync is writing what the server sent (not a change to send back).
 */
export async function set(items, { team = false } = {}) {
  try {
    await local.set(await withIndexWrites(items));
  } catch (err) {
    forgetIndex(); // the in-memory index may be ahead of storage now
    throw err;
  }
  if (!team && Object.keys(items).some((k) => k.startsWith("procmem:proc:") || k.startsWith("procmem:rec:"))) {
    for (const listener of libraryWriteListeners) listener();
  }
}

/** Removes keys; a procedure removed leaves the retrieval index first. */
export async function remove(keys) {
  const list = Array.isArray(keys) ? keys : [keys];
  try {
    const shards = await indexRemovals(list);
    if (Object.keys(shards).length) await local.set(shards);
    await local.remove(list);
  } catch (err) {
    forgetIndex();
    throw err;
  }
}

/**
 * Reads `keys` through the core's checks (`checkStored`: every key kind, docs/ARCHITECTURE.md
 * *Storage*). A value that fails is set aside under procmem:quarantine:<key> with its original
 * value (reported in the panel) and left out; the rest is answered as the extension uses it.
 * Returns `{values, problems}`. A value of a newer version throws, changing nothing.
 */
export async function readChecked(keys) {
  const list = Array.isArray(keys) ? keys : [keys];
  return checkEntries(list.length ? await local.get(list) : {});
}

/** One key's value, checked (undefined when missing or set aside). */
export async function readValue(key) {
  return (await readChecked([key])).values[key];
}

/** `entries` (key → value, as read) through the core's checks; see readChecked. */
export async function checkEntries(entries) {
  const c = await core();
  const { values, problems, refused } = c.checkStored(entries);
  if (refused.length) throw new Error(refused[0].error);
  await setAside(problems, entries);
  return { values, problems };
}

const LISTED = [
  ["procmem:rec:", "recordings"],
  ["procmem:proc:", "procedures"],
  ["procmem:run:", "runs"],
];

/**
 * Moves values the core could not read (`problems`: [{key, error}]) under
 * procmem:quarantine:<key> with their original value from `entries`, and takes their ids out
 * of the index. The kept copy is written before the original is removed.
 */
export async function setAside(problems, entries) {
  if (!problems.length) return;
  const items = {};
  for (const p of problems) items[KEYS.quarantinePrefix + p.key] = quarantined(p.key, entries[p.key], p.error);
  const listed = problems.flatMap((p) => LISTED.filter(([prefix]) => p.key.startsWith(prefix)).map(([prefix, list]) => [list, p.key.slice(prefix.length)]));
  if (listed.length) {
    const next = { ...(await readIndex()) };
    for (const [list, id] of listed) next[list] = withoutId(next[list] ?? [], id);
    items[KEYS.index] = next;
  }
  await set(items);
  await remove(problems.map((p) => p.key));
}

/** The index: schema version and the ids of every stored recording, procedure and run. */
export async function readIndex() {
  const c = await core();
  const { values } = await readChecked(KEYS.index); // a damaged one is set aside
  if (values[KEYS.index]) return values[KEYS.index];
  // Missing (first run) or damaged: the core rebuilds it from the keys that exist (runs oldest
  // first, by their start).
  const all = await local.get(null);
  const rebuilt = c.rebuildIndex(Object.entries(all).map(([key, value]) => [key, key.startsWith("procmem:run:") && typeof value?.started === "number" ? value.started : 0]));
  await set({ [KEYS.index]: rebuilt });
  return rebuilt;
}

function quarantined(key, value, error) {
  return { key, error, value, time: Date.now() };
}

export function withId(list, id) {
  return list.includes(id) ? list : [...list, id];
}

export function withoutId(list, id) {
  return list.filter((x) => x !== id);
}

/**
 * Loads every recording and procedure through the core's validation. Values that fail are
 * moved under procmem:quarantine:<key> (reported in the panel) and the rest keeps working.
 */
export async function loadLibrary() {
  const c = await core();
  const index = await readIndex();
  const keys = [...index.recordings.map((id) => c.recordingKey(id)), ...index.procedures.map((id) => c.procedureKey(id))];
  const entries = keys.length ? await local.get(keys) : {};
  const lib = c.loadLibrary(entries);
  await setAside(lib.problems, entries);
  // Ids listed in the index whose value is gone are dropped from the index quietly: there is
  // nothing left to keep aside.
  return lib;
}

/** The panel's report of what was set aside (a damaged record of one is reported too). */
export async function problems() {
  const c = await core();
  const all = await local.get(null);
  const kept = Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith(KEYS.quarantinePrefix)));
  return c.quarantineReports(kept);
}
