// A procedure's versions: a run's heals written as the next version, the kept versions listed
// and compared, and rollback to an older one (which becomes the newest, outcomes carried over).
import { core } from "./core.js";
import { set, serial, readValue, checkEntries } from "./store.js";

const VERSION_PREFIX = "procmem:procv:";

export async function writeHealedVersion(procedureId, heals) {
  const c = await core();
  await serial(async () => {
    const key = c.procedureKey(procedureId);
    const current = await readValue(key);
    if (!current) return;
    const next = c.applyHeals(current, heals, Date.now());
    await set({ [`${VERSION_PREFIX}${procedureId}:${current.version}`]: current, [key]: next });
  });
}

/** Every kept version of a procedure, newest first, with the current one marked. */
export async function versions(procedureId) {
  const c = await core();
  const current = await readValue(c.procedureKey(procedureId));
  if (!current) throw new Error("That procedure no longer exists.");
  const all = await chrome.storage.local.get(null);
  const prefix = `${VERSION_PREFIX}${procedureId}:`;
  // Each kept version is checked by the core; a damaged one is set aside, the others listed.
  const { values } = await checkEntries(Object.fromEntries(Object.entries(all).filter(([k]) => k.startsWith(prefix))));
  const older = Object.values(values).filter((v) => v.version !== current.version);
  const list = [current, ...older].sort((a, b) => b.version - a.version)
    .map((v) => ({ version: v.version, updated: v.updated, step_count: v.steps.length, current: v === current }));
  return { versions: list };
}

async function versionOf(procedureId, version) {
  const c = await core();
  const current = await readValue(c.procedureKey(procedureId));
  if (current?.version === version) return current;
  const stored = await readValue(`${VERSION_PREFIX}${procedureId}:${version}`);
  if (!stored) throw new Error(`Version ${version} of that procedure is not kept.`);
  return stored;
}

export async function compare(procedureId, a, b) {
  const c = await core();
  return { changes: c.compareVersions(await versionOf(procedureId, a), await versionOf(procedureId, b)) };
}

/** Makes an older version current again; the current one is kept, and outcomes carry over. */
export async function rollback(procedureId, version) {
  const c = await core();
  return serial(async () => {
    const key = c.procedureKey(procedureId);
    const current = await readValue(key);
    if (!current) throw new Error("That procedure no longer exists.");
    const target = await versionOf(procedureId, version);
    // The restored content becomes the newest version, so no kept version is ever overwritten.
    const { versions: kept } = await versions(procedureId);
    const newest = Math.max(...kept.map((v) => v.version));
    const restored = { ...target, version: newest + 1, stats: current.stats, title: current.title, updated: Date.now() };
    await set({ [`${VERSION_PREFIX}${procedureId}:${current.version}`]: current, [key]: restored });
    return { procedure: restored };
  });
}
