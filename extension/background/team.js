// The team library (docs/TEAM.md): the connection kept from Settings, and sync in the background
// — on an alarm and soon after every change here. A round pushes what changed here, posts the
// outcomes kept while offline, then pulls the server's feed. The core decides what every answer
// means (src/team/); this file fetches and stores. A round cut short (offline, the server
// stopped, the browser closed) loses nothing: the next one sends again what was not acknowledged.
import { core } from "./core.js";
import { KEYS, serial, set, readValue, readIndex, loadLibrary, withId, onLibraryWrite } from "./store.js";
import { recordingState } from "./recorder.js";

export const ALARM = "procmem.team.sync";
/** How often the background round runs (minutes; Chrome's least is half a minute). */
const PERIOD_MINUTES = 1;
/** A change here is pushed this long after the last one (a burst of writes is one round). */
const AFTER_CHANGE_MS = 1500;
/** A request taking longer is given up for this round. */
const REQUEST_MS = 20_000;
/** Outcomes posted per round at most (the rest wait for the next). */
const OUTCOMES_PER_ROUND = 500;

/** Why a round stopped early: the server could not be reached or asked us to wait. */
class Unreachable extends Error {}

/** What the panel shows of the last round (kept while the worker lives; the next round redoes it). */
let status = { state: "idle", last_sync: null, error: null, pushed: 0, pulled: 0 };
let running = null;
let again = false;
let timer = null;

async function connection() {
  const conn = (await readValue(KEYS.team)) ?? null;
  teamOn = Boolean(conn);
  return conn;
}

async function loadState(c, conn) {
  return c.teamState((await readValue(KEYS.teamSync)) ?? null, conn.url);
}

/** The connection as the panel may see it, the last round, and the conflicts to settle. */
export async function getTeam() {
  const c = await core();
  const conn = await connection();
  if (!conn) return { team: null, status, conflicts: [], refused: [], pending_outcomes: 0 };
  const state = await loadState(c, conn);
  const conflicts = [];
  for (const x of Object.values(state.conflicts)) {
    const mine = await readValue(itemKey(c, x.kind, x.id));
    conflicts.push({ kind: x.kind, id: x.id, version: x.version, time: x.time, mine: mine ? summary(c, mine) : null, theirs: summary(c, x.theirs.item) });
  }
  const refused = Object.entries(state.refused).map(([key, r]) => ({ key, error: r.error }));
  return { team: c.teamPublic(conn), status, conflicts, refused, pending_outcomes: state.outbox.length };
}

/** What the panel shows of one version in a conflict: enough to choose between them. */
function summary(c, item) {
  return { title: item.title, goal: item.abstract?.goal ?? item.description ?? "", updated: item.updated ?? item.created, steps: c.describeSteps(item.steps) };
}

/**
 * Saves the connection (a token left empty keeps the saved one; `forget`: no team library).
 * The panel has asked for the host permission first (it needs the person's click).
 */
export async function setTeam({ url, token, forget }) {
  const c = await core();
  if (forget) {
    await chrome.storage.local.remove([KEYS.team, KEYS.teamSync]);
    teamOn = false;
    await chrome.alarms.clear(ALARM);
    status = { state: "idle", last_sync: null, error: null, pushed: 0, pulled: 0 };
    return getTeam();
  }
  const stored = await connection();
  const conn = c.teamSettings(String(url ?? ""), String(token || stored?.token || ""));
  await set({ [KEYS.team]: conn });
  teamOn = true;
  await ensureAlarm();
  syncSoon(0);
  return getTeam();
}

/** The host pattern the panel asks Chrome for, of an address as typed (or why it cannot be used). */
export async function checkAddress(url) {
  const c = await core();
  return { origin_pattern: c.teamPublic(c.teamSettings(url, "x")).origin_pattern };
}

/** Asks the server whether it answers and takes the token, without saving anything. */
export async function testConnection({ url, token }) {
  const c = await core();
  const stored = await connection();
  const conn = c.teamSettings(String(url ?? ""), String(token || stored?.token || ""));
  await permitted(c, conn);
  try {
    const health = await request(conn, "GET", "/healthz", undefined, { auth: false });
    if (!health.ok) return { connected: false, message: `The server answered ${health.status}: ${await sentence(health)}` };
    const feed = await request(conn, "GET", "/v1/changes?since=0");
    if (feed.status === 401) return { connected: false, message: `The server refused the token: ${await sentence(feed)}` };
    if (!feed.ok) return { connected: false, message: `The server answered ${feed.status}: ${await sentence(feed)}` };
    const page = await feed.json();
    const count = Array.isArray(page.changes) ? page.changes.length : 0;
    return { connected: true, message: `Connected: the team library answers and takes this token (${count}${page.more ? "+" : ""} items).` };
  } catch (err) {
    return { connected: false, message: err instanceof Unreachable ? err.message : `${err?.message ?? err}` };
  }
}

export async function ensureAlarm() {
  if (!(await connection())) return;
  const existing = await chrome.alarms.get(ALARM);
  if (!existing) await chrome.alarms.create(ALARM, { periodInMinutes: PERIOD_MINUTES, delayInMinutes: PERIOD_MINUTES });
}

/** A change here: a round soon (writes of the sync itself do not come here). */
export function syncSoon(delay = AFTER_CHANGE_MS) {
  clearTimeout(timer);
  timer = setTimeout(() => { syncNow().catch(() => {}); }, delay);
}

/** Whether a team library is set up, as last read (the write path asks it on every write of a
 * procedure or recording: no storage read there once known). */
let teamOn = null;

onLibraryWrite(() => {
  if (teamOn === false) return;
  if (teamOn) {
    syncSoon();
    return;
  }
  connection().then((conn) => { teamOn = Boolean(conn); if (conn) syncSoon(); }, () => {});
});

/** One round now (one at a time: a round asked for while one runs follows it). */
export async function syncNow() {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await round();
      } while (again);
    } finally {
      running = null;
    }
    return { status };
  })();
  return running;
}

async function round() {
  const c = await core();
  const conn = await connection();
  if (!conn) return;
  status = { ...status, state: "syncing", error: null, pushed: 0, pulled: 0 };
  try {
    await permitted(c, conn);
    await push(c, conn);
    await postOutcomes(c, conn);
    await pull(c, conn);
    status = { ...status, state: "synced", last_sync: Date.now(), error: null };
  } catch (err) {
    const offline = err instanceof Unreachable;
    status = { ...status, state: offline ? "offline" : "error", error: err?.message ?? String(err) };
    if (!offline) console.warn("procmem: team sync:", err);
  }
}

/** The host permission for the server, asked at runtime in Settings (optional_host_permissions). */
async function permitted(c, conn) {
  const origins = [c.teamPublic(conn).origin_pattern];
  if (!(await chrome.permissions.contains({ origins }))) {
    throw new Error(`Allow the extension to reach ${conn.url}: save the team library in Settings again and accept the request.`);
  }
}

/** Every procedure and recording kept here (not the recording being made). */
async function localItems() {
  const lib = await loadLibrary();
  const active = await recordingState();
  const recording = active.active ? active.recording_id : null;
  return [
    ...lib.procedures.map((item) => ({ kind: "procedure", item })),
    ...lib.recordings.filter((r) => r.id !== recording).map((item) => ({ kind: "recording", item })),
  ];
}

/** Answers kept in one write at most (a round cut short sends these again: the server then
 * answers that it has the same content, which is adopted). */
const PUSHES_PER_WRITE = 25;
/** Items sent at once. */
const PUSHES_AT_ONCE = 4;

async function push(c, conn) {
  // What was changed here, as of the round's start (the core reads the state anew as it keeps
  // the answers: the person may settle a conflict, or a run add an outcome, meanwhile).
  let seen = await serial(async () => loadState(c, conn));
  const pushes = c.teamPushes(seen, await serial(localItems));
  let answered = [];
  const keep = async () => {
    if (!answered.length) return;
    const batch = answered;
    answered = [];
    await serial(async () => {
      const out = c.teamPushedAll(await loadState(c, conn), batch, Date.now());
      // The server's copy of what was sent is kept only while this browser's is still what was
      // sent (an edit made meanwhile is the next round's to send, never overwritten).
      const adopted = [];
      for (const [i, n] of out.nexts.entries()) {
        if (n.next !== "adopt") continue;
        const mine = await readValue(itemKey(c, n.item.kind, n.item.item.id));
        if (mine && c.teamDigest({ kind: n.item.kind, item: mine }) === batch[i].push.digest) adopted.push(n.item);
      }
      await set({ [KEYS.teamSync]: out.state, ...(await keepItems(c, adopted)) }, { team: true });
    });
  };
  // A few at once: each item is its own (the server orders the writes).
  const queue = [...pushes];
  let failed = null;
  const sender = async () => {
    while (queue.length && !failed) {
      let p = queue.shift();
      try {
        // (A few tries at most: outcomes pouring in can keep moving the version.)
        for (let attempt = 0; attempt < 3; attempt++) {
          const answer = await sendPush(conn, p);
          // (What was sent is not needed to read the answer: only its kind, id and digest.)
          const sent = { ...p, item: null };
          answered.push({ push: sent, answer });
          // The decision on the round's copy; the same is applied to the stored state in `keep`.
          const out = c.teamPushed(seen, sent, answer, Date.now());
          seen = out.state;
          if (out.next.next !== "retry") {
            if (out.next.next === "done") status.pushed += 1;
            break;
          }
          p = { ...p, if_match: out.next.if_match };
        }
        if (answered.length >= PUSHES_PER_WRITE) await keep();
      } catch (err) {
        failed ??= err;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: PUSHES_AT_ONCE }, sender));
  } finally {
    await keep();
  }
  if (failed) throw failed;
}

/** PUT one item; the answer as the core reads it. */
async function sendPush(conn, p) {
  const path = `/v1/${p.kind}s/${encodeURIComponent(p.id)}`;
  const headers = p.if_match == null ? {} : { "If-Match": `"${p.if_match}"` };
  const res = await request(conn, "PUT", path, p.item, { headers });
  if (res.ok) return { status: "stored", version: (await res.json()).version };
  if (res.status === 409) {
    const body = await res.json().catch(() => ({}));
    const cur = body.current;
    return { status: "stale", current: cur ? { version: cur.version, item: cur[p.kind] ?? null } : null };
  }
  if (res.status === 400 || res.status === 413) return { status: "refused", error: await sentence(res) };
  throw await failure(res);
}

async function postOutcomes(c, conn) {
  const state = await loadState(c, conn);
  const batch = state.outbox.slice(0, OUTCOMES_PER_ROUND);
  let done = 0;
  try {
    for (const report of batch) {
      const res = await request(conn, "POST", "/v1/outcomes", report);
      // Counted; or never countable there (no such procedure, no such step): not sent again.
      if (!res.ok && res.status !== 404 && res.status !== 400) throw await failure(res);
      done += 1;
    }
  } finally {
    if (done) await serial(async () => set({ [KEYS.teamSync]: c.teamPosted(await loadState(c, conn), done) }, { team: true }));
  }
}

async function pull(c, conn) {
  for (;;) {
    const cursor = (await loadState(c, conn)).cursor;
    const res = await request(conn, "GET", `/v1/changes?since=${encodeURIComponent(cursor)}`);
    if (!res.ok) throw await failure(res);
    const page = await res.json();
    if (!page || !Array.isArray(page.changes) || typeof page.cursor !== "string") throw new Error("The server's feed is not one procmem reads.");
    // (A feed that says there is more but does not move on would be read forever.)
    if (page.more && page.cursor === cursor) throw new Error("The server's feed does not move past its cursor.");
    await serial(async () => {
      const state = await loadState(c, conn);
      if (state.cursor !== cursor) return; // (another round moved on meanwhile)
      const locals = await localCopies(c, page.changes);
      const out = c.teamPulled(state, page.changes, locals, page.cursor, Date.now());
      for (const why of out.skipped) console.warn("procmem: team sync left out:", why);
      await set({ [KEYS.teamSync]: out.state, ...(await keepItems(c, out.writes)) }, { team: true });
      status.pulled += out.writes.length;
    });
    if (!page.more) return;
  }
}

/** The storage key of a procedure or recording. */
function itemKey(c, kind, id) {
  return kind === "recording" ? c.recordingKey(String(id)) : c.procedureKey(String(id));
}

/** This library's copy of every item a feed page names. */
async function localCopies(c, changes) {
  const out = [];
  for (const { kind, id } of changes) {
    const value = await readValue(itemKey(c, kind, id));
    if (value) out.push({ kind: kind === "recording" ? "recording" : "procedure", item: value });
  }
  return out;
}

/** Storage items that keep `items` here, listed in the index. */
async function keepItems(c, items) {
  if (!items.length) return {};
  const index = await readIndex();
  let { procedures, recordings } = index;
  const out = {};
  for (const { kind, item } of items) {
    if (kind === "procedure") {
      out[c.procedureKey(item.id)] = item;
      procedures = withId(procedures, item.id);
    } else {
      out[c.recordingKey(item.id)] = item;
      recordings = withId(recordings, item.id);
    }
  }
  out[KEYS.index] = { ...index, procedures, recordings };
  return out;
}

/** The person's choice in a conflict: keep this browser's version or the team's. */
export async function resolveConflict(kind, id, keep) {
  const c = await core();
  const conn = await connection();
  if (!conn) throw new Error("No team library is set up.");
  await serial(async () => {
    const out = c.teamResolve(await loadState(c, conn), kind, id, keep);
    await set({ [KEYS.teamSync]: out.state, ...(out.keep ? await keepItems(c, [out.keep]) : {}) }, { team: true });
  });
  syncSoon(0);
  return getTeam();
}

/** A run's outcome, kept for the team's counts (inside the write queue, beside the local count). */
export async function noteOutcome(procedureId, outcome) {
  const c = await core();
  const conn = await connection();
  if (!conn) return {};
  return { [KEYS.teamSync]: c.teamNoteOutcome(await loadState(c, conn), procedureId, outcome) };
}

/** Tries of a request the server asks to slow down (429), a second more apart each time. */
const SLOW_DOWN_TRIES = 5;

async function request(conn, method, path, body, options = {}) {
  for (let attempt = 1; ; attempt++) {
    const res = await requestOnce(conn, method, path, body, options);
    if (res.status !== 429 || attempt === SLOW_DOWN_TRIES) return res;
    await new Promise((resolve) => setTimeout(resolve, attempt * 1000));
  }
}

async function requestOnce(conn, method, path, body, { headers = {}, auth = true } = {}) {
  try {
    return await fetch(conn.url + path, {
      method,
      headers: { ...(auth ? { Authorization: `Bearer ${conn.token}` } : {}), ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_MS),
      credentials: "omit",
      cache: "no-store",
    });
  } catch (err) {
    throw new Unreachable(`The team library at ${conn.url} cannot be reached (${err?.message ?? err}); everything is kept here and sent when it answers.`);
  }
}

/** The sentence of an error answer. */
async function sentence(res) {
  const body = await res.json().catch(() => null);
  return typeof body?.error === "string" ? body.error.slice(0, 300) : res.statusText || `status ${res.status}`;
}

/** An answer that ends the round: the server busy or down waits for the next one. */
async function failure(res) {
  const said = await sentence(res);
  if (res.status === 429 || res.status >= 500) return new Unreachable(`The team library asked to wait (${res.status}: ${said}); the rest is sent next round.`);
  if (res.status === 401) return new Error(`The team library refused the token: ${said} Ask your admin for a new one and save it in Settings.`);
  return new Error(`The team library answered ${res.status}: ${said}`);
}
