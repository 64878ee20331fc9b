// chrome.storage.local access. Every write goes through `serial`, so read-modify-write
// sequences from two tabs (or the panel and a content script) never interleave and lose updates.
import { core } from "./core.js";
import { withIndexWrites, indexRemovals, forgetIndex } from "./retrieval-index.js";

export const KEYS = {
  index: "procmem:index",
  state: "procmem:recording_state",
  settings: "procmem:settings",
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

export async function get(key) {
  return (await local.get(key))[key];
}

/** Writes `items` in one set; procedures written carry their retrieval-index shards along. */
export async function set(items) {
  try {
    await local.set(await withIndexWrites(items));
  } catch (err) {
    forgetIndex(); // the in-memory index may be ahead of storage now
    throw err;
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

/** The index: schema version and the ids of every stored recording and procedure. */
export async function readIndex() {
  const { schemaVersion } = await core();
  const index = await get(KEYS.index);
  const valid = index && Array.isArray(index.recordings) && Array.isArray(index.procedures);
  if (valid && index.schema_version > schemaVersion()) {
    throw new Error(`This library was written by a newer version of the extension (schema ${index.schema_version}). Update the extension; nothing was changed.`);
  }
  if (valid) return index;
  // Missing (first run) or damaged: rebuild it from the keys that exist, keeping the damaged
  // value aside so nothing is silently dropped.
  const all = await local.get(null);
  const rebuilt = { schema_version: schemaVersion(), recordings: [], procedures: [] };
  for (const key of Object.keys(all)) {
    if (key.startsWith("procmem:rec:")) rebuilt.recordings.push(key.slice("procmem:rec:".length));
    if (key.startsWith("procmem:proc:")) rebuilt.procedures.push(key.slice("procmem:proc:".length));
  }
  const items = { [KEYS.index]: rebuilt };
  if (index !== undefined) items[KEYS.quarantinePrefix + KEYS.index] = quarantined(KEYS.index, index, "index was unreadable and has been rebuilt");
  await set(items);
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
  if (lib.problems.length) {
    const items = {};
    const removals = [];
    const next = { ...index };
    for (const p of lib.problems) {
      items[KEYS.quarantinePrefix + p.key] = quarantined(p.key, entries[p.key], p.error);
      removals.push(p.key);
      if (p.key.startsWith("procmem:rec:")) next.recordings = withoutId(next.recordings, p.key.slice("procmem:rec:".length));
      if (p.key.startsWith("procmem:proc:")) next.procedures = withoutId(next.procedures, p.key.slice("procmem:proc:".length));
    }
    items[KEYS.index] = next;
    await set(items);
    await remove(removals);
  }
  // Ids listed in the index whose value is gone are dropped from the index quietly: there is
  // nothing left to keep aside.
  return lib;
}

export async function problems() {
  const all = await local.get(null);
  return Object.entries(all)
    .filter(([key]) => key.startsWith(KEYS.quarantinePrefix))
    .map(([key, q]) => ({ key, original_key: q?.key ?? key, error: q?.error ?? "unreadable", time: q?.time ?? 0 }));
}
