// The retrieval index the worker keeps while it lives (the core's RetrievalIndex) and its stored
// form: a meta value and 64 shard strings of small per-procedure entries. A woken worker reads
// those, not the procedures, so its first answer does not wait on the whole library.
//
// The index changes with the procedures in the same chrome.storage.local.set (store.js routes
// every write here), so the stored index and the library cannot drift apart one write at a
// time. It is still checked against the library's list of ids when loaded, and rebuilt from
// the procedures (the source of truth) when it is missing, of another format, unreadable or
// out of step — after an update from a version without it, or a write cut off by a crash.
import { core } from "./core.js";
import { KEYS, readIndex, loadLibrary, checkEntries, setAside } from "./store.js";

const local = chrome.storage.local;
const META_KEY = "procmem:ridx";
const SHARD_PREFIX = "procmem:ridx:";
const PROCEDURE_PREFIX = "procmem:proc:";
const SHARDS = 64;

let index = null; // the loaded RetrievalIndex
let loading = null; // the load in progress

function shardKey(n) {
  return SHARD_PREFIX + n;
}

function procedureId(key) {
  return key.startsWith(PROCEDURE_PREFIX) ? key.slice(PROCEDURE_PREFIX.length) : null;
}

/** The index, loaded (or rebuilt) on first use in this worker's life. */
export function retrievalIndex() {
  if (index) return Promise.resolve(index);
  loading ??= load()
    .then((loaded) => (index = loaded))
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Drops the in-memory index (after a failed write storage is the truth); the next use reloads. */
export function forgetIndex() {
  index?.free();
  index = null;
}

async function load() {
  // The core's wasm loads while storage is read: both are on the path to a woken worker's
  // first answer. SHARDS must equal the core's indexShards(); a mismatch rebuilds.
  const keys = Array.from({ length: SHARDS }, (_, n) => shardKey(n));
  performance.mark("procmem:index-read");
  const read = Promise.all([local.get([META_KEY, ...keys]), readIndex()]).then((r) => {
    performance.measure("procmem:index read", "procmem:index-read");
    return r;
  });
  const [c, [stored, list]] = await Promise.all([core(), read]);
  // The core checks the meta value, and each shard: a string is read by fromShards below (it
  // names one that does not decode), anything else goes through checkStored with the meta. A
  // damaged one is set aside (and reported), then the index is rebuilt from the procedures,
  // the source of truth. (Shard strings are not sent through checkStored: copying megabytes
  // twice would slow a woken worker's first answer.)
  const others = Object.entries(stored).filter(([k, v]) => k === META_KEY || (v !== undefined && typeof v !== "string"));
  const { values } = await checkEntries(Object.fromEntries(others));
  const meta = values[META_KEY];
  const texts = keys.map((k) => (typeof stored[k] === "string" ? stored[k] : undefined));
  if (meta?.format === c.indexFormat() && SHARDS === c.indexShards() && texts.every((t) => typeof t === "string")) {
    performance.mark("procmem:index-parse");
    try {
      const loaded = c.RetrievalIndex.fromShards(texts);
      performance.measure("procmem:index parse", "procmem:index-parse");
      performance.mark("procmem:index-check");
      const holds = loaded.holdsExactly(list.procedures.join("\n"));
      performance.measure("procmem:index check", "procmem:index-check");
      if (holds) return loaded;
      loaded.free();
      console.warn("procmem: the stored retrieval index is out of step with the library; rebuilding it");
    } catch (err) {
      console.warn(`procmem: ${err?.message ?? err}; rebuilding the retrieval index`);
      // Shards of the core's own format that do not load are damaged: kept aside, reported.
      // (Shards of another format are simply replaced: that is an update, not damage.)
      const unreadable = c.RetrievalIndex.unreadableShards(texts);
      await setAside(unreadable.map((u) => ({ key: shardKey(u.shard), error: u.error })), stored);
    }
  }
  return rebuild(c);
}

/** A new index from every readable procedure, stored whole. */
async function rebuild(c) {
  performance.mark("procmem:index-rebuild");
  const lib = await loadLibrary(); // unreadable procedures are quarantined, not indexed
  const built = new c.RetrievalIndex();
  for (const p of lib.procedures) built.upsertProcedure(p);
  const items = { [META_KEY]: meta(c, built) };
  built.allShards().forEach((text, n) => {
    items[shardKey(n)] = text;
  });
  // The library's list must name exactly what was indexed, or every wake would rebuild again
  // (an id listed without a stored value is dropped here).
  const list = await readIndex();
  if (!built.holdsExactly(list.procedures.join("\n"))) items[KEYS.index] = { ...list, procedures: lib.procedures.map((p) => p.id) };
  await local.set(items);
  performance.measure("procmem:index rebuild", "procmem:index-rebuild");
  return built;
}

function meta(c, idx) {
  return { format: c.indexFormat(), count: idx.size };
}

function shardItems(c, idx, shards) {
  const items = {};
  for (const n of shards) items[shardKey(n)] = idx.shardJson(n);
  items[META_KEY] = meta(c, idx);
  return items;
}

/**
 * The items of a write, plus the index shards it changes: every procedure written is indexed
 * (added, or replacing its old entry) and its shard rides along in the same set.
 */
export async function withIndexWrites(items) {
  const written = Object.keys(items).filter((k) => procedureId(k) !== null);
  if (!written.length) return items;
  const c = await core();
  const idx = await retrievalIndex();
  const touched = new Set(written.map((k) => idx.upsertProcedure(items[k])));
  return { ...items, ...shardItems(c, idx, touched) };
}

/** The shard values to write before these keys are removed (empty when no procedure goes). */
export async function indexRemovals(keys) {
  const ids = keys.map(procedureId).filter((id) => id !== null);
  // During a load, the rebuild indexes only what is left after its own removals.
  if (!ids.length || (loading && !index)) return {};
  const c = await core();
  const idx = await retrievalIndex();
  const touched = new Set(ids.map((id) => idx.remove(id)).filter((n) => n !== undefined));
  return touched.size ? shardItems(c, idx, touched) : {};
}
