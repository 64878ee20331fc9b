// Recording sessions. The state lives in chrome.storage (content scripts watch it to know when
// to record). Nothing recorded depends on this worker being alive when it happens: content
// scripts and the worker's own listeners first append each event to a pending list in
// chrome.storage.local, then nudge; `drain` applies pending events through the core in order and
// writes the recording together with how far each source was applied, in one storage.set, so a
// worker stopped at any moment neither loses an event nor applies one twice.
import { core, loadedCore } from "./core.js";
import { KEYS, set, remove, readIndex, readValue, readChecked, checkEntries, withId, serial } from "./store.js";
import { restrictedReason, workingTab, ensureRecorder, isWebUrl } from "./tabs.js";

const IDLE = { active: false, paused: false, recording_id: null };

/** The recording state, checked by the core: a damaged one is set aside and means idle. */
export async function recordingState() {
  return { ...IDLE, ...((await readValue(KEYS.state)) ?? {}) };
}

async function showBadge(state) {
  const text = state.active ? (state.paused ? "II" : "REC") : "";
  await chrome.action.setBadgeText({ text });
  if (state.active) await chrome.action.setBadgeBackgroundColor({ color: state.paused ? "#6b7280" : "#dc2626" });
}

export async function start({ title = "", description = "", adds_to = "" } = {}) {
  const c = await core();
  const current = await recordingState();
  // A fix being captured for a run that is no longer paused (the worker restarted) is stale.
  const staleCapture = current.heal_for_run && (await readValue(`procmem:run:${current.heal_for_run}`))?.status !== "paused";
  if (current.active && !staleCapture) {
    throw new Error(current.heal_for_run
      ? "A paused run is capturing your fix: press Continue or Abort in the Run card first."
      : "A recording is already running. Stop it before starting another.");
  }
  const tab = await workingTab();
  const reason = restrictedReason(tab?.url);
  if (reason) throw new Error(reason);
  await ensureRecorder(tab.id);
  const now = Date.now();
  const id = crypto.randomUUID();
  // An untitled recording stays untitled: distillation then names it from what was done
  // ("Create issue on tracker.test with …") rather than from a date.
  let rec = c.newRecording(id, String(title), String(description), now);
  // Another demonstration of an existing procedure: building it merges into that one.
  if (adds_to) {
    if (!(await readValue(c.procedureKey(adds_to)))) throw new Error("The procedure to add a demonstration to no longer exists.");
    rec = { ...rec, adds_to };
  }
  rec = c.addEvent(rec, { kind: "navigate", nav: "start", time: now, url: tab.url, title: tab.title ?? "", tab_id: tab.id }).recording;
  const index = await readIndex();
  // Tabs opened from now on have higher ids: only such a tab joins the recording as opened by a
  // tab taking part when the worker's own open_tab was lost with it (see `joinOpened`).
  const tabFloor = Math.max(0, ...(await chrome.tabs.query({})).map((t) => t.id).filter(isTabId));
  const state = { active: true, paused: false, recording_id: id, started: now, tab_floor: tabFloor };
  await set({
    [c.recordingKey(id)]: rec,
    [KEYS.index]: { ...index, recordings: withId(index.recordings, id) },
    [KEYS.state]: state,
  });
  await showBadge(state);
  return { state, recording: rec };
}

async function setPaused(paused) {
  const state = await recordingState();
  if (!state.active) throw new Error("Nothing is being recorded.");
  // What was done before Pause is part of the recording; what comes after it is not.
  if (paused) await drainFinal();
  const next = { ...state, paused };
  await set({ [KEYS.state]: next });
  await showBadge(next);
  return { state: next };
}

export const pause = () => setPaused(true);
export const resume = () => setPaused(false);

/**
 * Waits (bounded) until every frame of the recorded tabs has delivered what it captured, so
 * keystrokes typed just before Stop are in. Runs before Stop enters the worker's queue: the
 * frames' events need that queue to land.
 */
export async function flushPages(timeoutMs = 2000) {
  const state = await recordingState();
  if (!state.active) return;
  const rec = await readValue((await core()).recordingKey(state.recording_id));
  const asks = [];
  for (const tabId of rec?.tabs ?? []) {
    const frames = (await chrome.webNavigation.getAllFrames({ tabId }).catch(() => null)) ?? [];
    for (const { frameId } of frames) {
      asks.push(chrome.tabs.sendMessage(tabId, { type: "procmem.flush" }, { frameId }).catch(() => undefined));
    }
  }
  let timer;
  const limit = new Promise((resolve) => { timer = setTimeout(resolve, timeoutMs); });
  await Promise.race([Promise.all(asks), limit]);
  clearTimeout(timer);
  // The frames' events are in storage now: apply them (a heal capture reads the recording next).
  await serial(() => drainFinal());
}

export async function stop() {
  const state = await recordingState();
  if (!state.active) throw new Error("Nothing is being recorded.");
  await drainFinal();
  await set({ [KEYS.state]: IDLE });
  await showBadge(IDLE);
  await forgetPending(state.recording_id);
  const c = await core();
  const recording = (await readValue(c.recordingKey(state.recording_id))) ?? null;
  return { state: IDLE, recording };
}

/** The live recording (null when idle) with its steps in words. */
export async function current() {
  const state = await recordingState();
  if (!state.active) return { state, recording: null, steps: [] };
  await drain({ scanIfDue: true }); // cheap when nothing is pending; catches a nudge that never came
  const c = await core();
  const recording = (await readValue(c.recordingKey(state.recording_id))) ?? null;
  return { state, recording, steps: recording ? c.describeSteps(recording.steps) : [] };
}

export async function deleteStep(recordingId, stepId) {
  const c = await core();
  const key = c.recordingKey(recordingId);
  const rec = await readValue(key);
  if (!rec) throw new Error("That recording no longer exists.");
  const next = c.deleteStep(rec, stepId);
  await set({ [key]: next });
  return { steps: c.describeSteps(next.steps) };
}

/** chrome.webNavigation transition → the core's navigation kind. */
export function navKind(details) {
  if (details.transitionQualifiers?.includes("forward_back")) return "back_forward";
  switch (details.transitionType) {
    case "link": return "link";
    case "typed": case "generated": case "auto_bookmark": case "keyword": return "typed";
    case "reload": return "reload";
    case "form_submit": return "form_submit";
    default: return "other";
  }
}

/**
 * When a webNavigation event happened: Chrome's own time, not when this worker heard it — a
 * stopped worker hears of a navigation only once it is started again, maybe after the person
 * already typed in the new page.
 */
export function eventTime(details) {
  const t = details?.timeStamp;
  return typeof t === "number" && Number.isFinite(t) && t > 0 && t <= Date.now() + 1000 ? t : Date.now();
}

export function navigationEvent(details, title = "") {
  if (details.frameId !== 0 || !isWebUrl(details.url)) return null;
  const event = { kind: "navigate", nav: navKind(details), url: details.url, title, time: eventTime(details), tab_id: details.tabId };
  // Which document committed: a page's own report of its load names the same one.
  if (typeof details.documentId === "string") event.document_id = details.documentId;
  return event;
}

// ------------------------------------------------------------------ durable hand-over
//
// procmem:pending:<recording id>:<source>:<first seq>  one batch of events, written once by its
//   source and removed once by the worker: {rid, uid, tab_id, first, events: [event]}; the
//   events' sequence numbers run on from `first`. A source is a page instance (one frame's
//   content script: "p" + random hex) or one life of this worker ("w" + random hex).
// procmem:applied:<recording id>  {sources: {uid: {seq, tab, doc}}, navs: {tab: [{page, time,
//   by, doc}]}, openers: {tab: tab}}: the last event applied of each source (with its tab and
//   document, as Chrome named them when the page nudged), the recent navigations applied per
//   tab, and the tab that opened each; written in the same storage.set as the recording.
//
// A content script also writes a "page" event first when its top frame loads during a
// recording: the navigation seen from the page, so a navigation whose webNavigation event died
// with a stopped worker is still recorded (and one the worker did record is not recorded twice).

export const PENDING_PREFIX = "procmem:pending:";
const APPLIED_PREFIX = "procmem:applied:";
const CONTENT_KINDS = new Set(["click", "input", "select", "check", "enter", "submit", "effect", "secret_url"]);
const WORKER_KINDS = new Set(["navigate", "switch_tab", "open_tab"]);
const NAV_KINDS = new Set(["link", "typed", "back_forward", "reload", "form_submit", "other"]);
const MAX_KEYS_PER_DRAIN = 5000;
const MAX_NUDGE_KEYS = 1000;
const MAX_NAVS_PER_TAB = 8;
// How long a page's "page" event waits for the worker's own record of that navigation (it
// comes within milliseconds unless the worker was stopped); how long a worker's navigation
// waits for what the page it left wrote while going away; how long a page's load waits to learn
// its tab when no worker heard from the page; how long a missing batch of a source (a write
// that failed) holds back the events after it.
const HOLD_MS = 1500;
const NAV_GRACE_MS = 250;
const UNKNOWN_TAB_HOLD_MS = 5000;
const GAP_MS = 2000;
const NUDGE_REPLY_MS = 250;
// A page that began loading this soon after a click or Enter in the tab worked in was opened by it.
const CAUSED_LOAD_MS = 2000;
// A navigation the worker recorded matches the page that loaded when it committed after that
// page's navigation started (a page restored from the back-forward cache says when it was
// shown, a little after the commit).
const NAV_SLACK_MS = 50;
const RESTORE_SLACK_MS = 1000;
const REPORT_MATCH_MS = 5000;
const FULL_SCAN_MS = 5000;

const workerUid = "w" + randomHex(8);
let workerSeq = 0;
let workerChain = Promise.resolve(); // this worker's pending writes, one after another, in order
const workerWrites = new Set(); // those not yet in storage
const navsInFlight = new Map(); // tab → navigations of it being written
const known = new Set(); // pending keys heard of and not yet drained
const seenSources = new Set([workerUid]); // sources of the keys this worker life has heard of
const senderOf = new Map(); // page source → {tab, doc, opener}: its tab, document and the tab that opened it, as Chrome told us when it nudged
let lastScan = 0;
let queuedDrain = null;
let holdTimer = null;

function randomHex(bytes) {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
}

function pendingKey(rid, uid, seq) {
  return `${PENDING_PREFIX}${rid}:${uid}:${seq}`;
}

/** `{rid, uid, seq}` of a pending key, or null. */
function parsePendingKey(key) {
  if (typeof key !== "string" || !key.startsWith(PENDING_PREFIX) || key.length > 400) return null;
  const parts = key.slice(PENDING_PREFIX.length).split(":");
  if (parts.length < 3) return null;
  const seq = Number(parts.pop());
  const uid = parts.pop();
  const rid = parts.join(":");
  if (!Number.isSafeInteger(seq) || seq < 1 || !/^[pw][0-9a-f]{8,64}$/.test(uid) || !rid) return null;
  return { rid, uid, seq };
}

function isTabId(x) {
  return Number.isSafeInteger(x) && x >= 0;
}

/** URL without fragment: the same page. */
function pageOf(url) {
  return String(url).split("#")[0];
}

/**
 * The page as the cursor keeps it: without fragment, its credentials redacted (a reset token in
 * the path, a password a GET form put in the query: the core's redaction with what the
 * recording learned). Redacting again with more learned is harmless, so pages kept earlier are
 * compared through this too.
 */
function pageKey(c, rec, url) {
  const params = Array.isArray(rec?.secret_params) ? rec.secret_params : [];
  const paths = Array.isArray(rec?.secret_paths) ? rec.secret_paths : [];
  return c.redactRecordingUrl(pageOf(url), params, paths);
}

async function storedKeys() {
  const local = chrome.storage.local;
  if (typeof local.getKeys === "function") return local.getKeys();
  return Object.keys(await local.get(null)); // Chrome before 130
}

/**
 * Called synchronously from a worker listener (a navigation, a tab switch, a tab opened): the
 * event goes to storage before anything else is done with it.
 */
export function noteWorkerEvent(event) {
  if (!event) return;
  // A credential in the address (a reset token in the path) is not written even to the pending
  // list when the core is loaded, as it is while a recording is under way; the core redacts
  // it again, with what the recording learned, when the event is applied.
  const c = loadedCore();
  if (c && (typeof event.url === "string" || typeof event.title === "string")) {
    event = { ...event };
    if (typeof event.url === "string") event.url = c.redactUrl(event.url);
    if (typeof event.title === "string") event.title = c.redactText(event.title);
  }
  const navTab = event.kind === "navigate" ? event.tab_id : null;
  if (navTab != null) navsInFlight.set(navTab, (navsInFlight.get(navTab) ?? 0) + 1);
  const write = workerChain.then(async () => {
    const state = await recordingState();
    if (!state.active || state.paused) return false;
    const seq = ++workerSeq;
    const key = pendingKey(state.recording_id, workerUid, seq);
    await chrome.storage.local.set({ [key]: { rid: state.recording_id, uid: workerUid, tab_id: null, first: seq, events: [event] } });
    known.add(key);
    return true;
  });
  workerChain = write.catch(() => {});
  workerWrites.add(write);
  write.finally(() => {
    workerWrites.delete(write);
    if (navTab != null) {
      const left = (navsInFlight.get(navTab) ?? 1) - 1;
      if (left > 0) navsInFlight.set(navTab, left);
      else navsInFlight.delete(navTab);
    }
  }).then((written) => {
    if (written) requestDrain().catch((err) => console.warn("procmem: pending events not applied yet:", err));
  }, (err) => console.warn(`procmem: a ${event.kind} event was not recorded:`, err));
}

/**
 * A content script says it wrote these pending keys (or, with none, asks which tab it is in).
 * Answers once they are applied, or after NUDGE_REPLY_MS: `done` lists those no longer pending.
 */
export async function nudge(uid, keys, tabId, documentId, openerTabId) {
  if (typeof uid !== "string" || !/^p[0-9a-f]{8,64}$/.test(uid)) throw new Error('"uid" must name a page.');
  if (!Array.isArray(keys) || keys.length > MAX_NUDGE_KEYS) throw new Error('"keys" must be a list of pending keys.');
  if (senderOf.size > 10_000) senderOf.clear();
  senderOf.set(uid, { tab: tabId, doc: typeof documentId === "string" ? documentId : null, opener: isTabId(openerTabId) ? openerTabId : null });
  const mine = keys.filter((k) => parsePendingKey(k)?.uid === uid);
  if (!mine.length) return { tab_id: tabId, done: [] };
  for (const k of mine) known.add(k);
  // A page waits for its answer no longer than a moment: it learns its tab, and what is not yet
  // applied it names again next time.
  const drained = requestDrain();
  const { done } = await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, NUDGE_REPLY_MS, { done: new Set() }))]);
  drained.catch(() => undefined);
  return { tab_id: tabId, done: mine.filter((k) => done.has(k)) };
}

/** One drain for every request made before it starts. */
export function requestDrain() {
  if (!queuedDrain) {
    queuedDrain = serial(() => {
      queuedDrain = null;
      return drain();
    });
  }
  return queuedDrain;
}

/** At worker start: whatever was handed over while no worker ran. */
export async function drainAtStart() {
  const state = await recordingState();
  if (state.active) await drain({ scan: true });
}

/** Everything handed over so far, the worker's own writes included, with nothing held back. */
async function drainFinal() {
  await Promise.allSettled([...workerWrites]);
  return drain({ scan: true, final: true });
}

/**
 * Applies pending events of the active recording through the core, in order: each source's in
 * its own order, sources merged by event time. Runs inside `serial`. A held event (a page's
 * navigation the worker may still report, a source's missing batch) stops the merge there until
 * the next drain; `final` holds nothing back. Returns the keys no longer pending.
 */
export async function drain({ scan = false, final = false, scanIfDue = false } = {}) {
  const done = new Set();
  const now = Date.now();
  // A look at every key when a source shows up for the first time (a new page: what the page
  // before it wrote may have been named by no nudge — it went away, or the worker that heard it
  // was stopped — and comes before in time), and now and then.
  // The same before a navigation or tab switch of the worker's is applied: what the page left
  // behind comes before it.
  const newSource = [...known].some((k) => {
    const uid = parsePendingKey(k)?.uid;
    return !seenSources.has(uid) || uid === workerUid;
  });
  const scanning = scan || newSource || ((known.size > 0 || scanIfDue) && now - lastScan > FULL_SCAN_MS);
  if (!scanning && !known.size) return { done };
  const state = await recordingState();
  if (scanning) {
    lastScan = now;
    const all = await storedKeys();
    const stale = all.filter((k) => k.startsWith(APPLIED_PREFIX) && k !== APPLIED_PREFIX + state.recording_id);
    if (stale.length) await remove(stale);
    // What is found stays known until drained: a held event is merged with what comes next.
    for (const k of all) if (k.startsWith(PENDING_PREFIX)) known.add(k);
  }
  for (const k of known) {
    const uid = parsePendingKey(k)?.uid;
    if (uid) seenSources.add(uid);
  }
  let keys = [...known];
  keys = keys.slice(0, MAX_KEYS_PER_DRAIN);
  if (!keys.length) return { done };
  const rid = state.active ? state.recording_id : null;
  const items = await chrome.storage.local.get(keys);
  // The core checks each batch (key and value agree, its envelope's types, 1 to 1,000 events;
  // each event is checked when applied): a damaged one is set aside alone.
  const { values: sound } = await checkEntries(items);
  const garbage = [];
  const batches = [];
  for (const key of keys) {
    if (!(key in items) || !(key in sound)) {
      done.add(key); // drained meanwhile, or set aside
      continue;
    }
    const b = sound[key];
    if (b.rid !== rid) garbage.push(key); // another recording's
    else batches.push({ key, rid: b.rid, uid: b.uid, first: b.first, tab_id: b.tab_id ?? null, events: b.events });
  }
  const c = rid ? await core() : null;
  const recKey = rid && c.recordingKey(rid);
  const cursorKey = APPLIED_PREFIX + rid;
  // A damaged recording or cursor is set aside: without the cursor, what is still pending is
  // applied from its first event.
  const stored = rid ? (await readChecked([recKey, cursorKey])).values : {};
  let rec = stored[recKey];
  if (!rec) garbage.push(...batches.splice(0).map((b) => b.key));
  if (garbage.length) {
    await remove(garbage);
    for (const k of garbage) done.add(k);
  }
  if (!batches.length) {
    for (const k of done) known.delete(k);
    return { done };
  }

  const cursor = stored[cursorKey] ?? { sources: {}, navs: {}, openers: {} };
  let cursorChanged = false;
  const sources = new Map();
  for (const b of batches) {
    let src = sources.get(b.uid);
    if (!src) {
      src = { uid: b.uid, worker: b.uid.startsWith("w"), tab: null, doc: null, items: [], pos: 0 };
      sources.set(b.uid, src);
    }
    // (A page's first batch is written before it has heard its tab; later ones say it.)
    if (src.tab === null && b.tab_id !== null) src.tab = b.tab_id;
    b.events.forEach((event, i) => src.items.push({ seq: b.first + i, event }));
  }
  for (const src of sources.values()) {
    // Chrome's word (the sender of a nudge) over what the page wrote; kept in the cursor as soon
    // as it is known, so a held event still knows its tab after this worker is stopped.
    const applied = cursor.sources[src.uid];
    const told = senderOf.get(src.uid);
    const tab = told?.tab ?? applied?.tab ?? src.tab;
    src.tab = isTabId(tab) ? tab : null;
    src.doc = told?.doc ?? applied?.doc ?? null;
    if (!src.worker && ((src.tab !== null && applied?.tab !== src.tab) || (src.doc && applied?.doc !== src.doc))) {
      cursor.sources[src.uid] = sourceEntry(applied?.seq ?? 0, src);
      cursorChanged = true;
    }
    if (!src.worker && src.tab !== null && isTabId(told?.opener) && cursor.openers[src.tab] !== told.opener) {
      cursor.openers[src.tab] = told.opener;
      cursorChanged = true;
    }
  }
  for (const src of sources.values()) {
    const after = cursor.sources[src.uid]?.seq ?? 0;
    src.items = src.items.filter((it) => it.seq > after).sort((a, b) => a.seq - b.seq)
      .filter((it, i, all) => i === 0 || all[i - 1].seq !== it.seq);
  }

  let recChanged = false;
  let holdFor = 0;
  const list = [...sources.values()];
  const timeOf = (it) => (typeof it.event?.time === "number" && Number.isFinite(it.event.time) ? it.event.time : 0);
  for (;;) {
    let best = null;
    for (const src of list) {
      if (src.pos < src.items.length && (!best || timeOf(src.items[src.pos]) < timeOf(best.items[best.pos]))) best = src;
    }
    if (!best) break;
    const item = best.items[best.pos];
    const expected = (cursor.sources[best.uid]?.seq ?? 0) + 1;
    if (item.seq > expected && !final) {
      // A batch before this one is missing (its write failed, or lands any moment).
      const wait = GAP_MS - (now - timeOf(item));
      if (wait > 0) {
        holdFor = wait;
        break;
      }
    }
    if (!state.paused) {
      const joined = joinOpened(c, rec, itemTab(best, item), timeOf(item), cursor, state);
      if (joined) {
        rec = joined;
        recChanged = true;
      }
    }
    const outcome = state.paused ? {} : applyItem(c, rec, best, item, { cursor, list, final, now });
    if (outcome.hold) {
      holdFor = outcome.hold;
      break;
    }
    if (outcome.recording) {
      rec = outcome.recording;
      recChanged = true;
    }
    best.pos += 1;
    cursor.sources[best.uid] = sourceEntry(item.seq, best);
    cursorChanged = true;
  }

  if (recChanged || cursorChanged) {
    // One write: a stop between two drains never applies an event twice nor loses one.
    await set(recChanged ? { [recKey]: rec, [cursorKey]: cursor } : { [cursorKey]: cursor });
  }
  const drained = batches.filter((b) => b.first + b.events.length - 1 <= (cursor.sources[b.uid]?.seq ?? 0)).map((b) => b.key);
  if (drained.length) await remove(drained);
  for (const k of drained) done.add(k);
  for (const k of done) known.delete(k);
  if (holdFor > 0) {
    clearTimeout(holdTimer);
    holdTimer = setTimeout(() => {
      serial(() => drain({ scan: true })).catch((err) => console.warn("procmem: pending events not applied yet:", err));
    }, Math.min(holdFor, HOLD_MS + GAP_MS) + 10);
  }
  return { done };
}

function sourceEntry(seq, src) {
  const entry = { seq };
  if (src.tab !== null) entry.tab = src.tab;
  if (src.doc) entry.doc = src.doc;
  return entry;
}

/** The tab an item happened in, when known. */
function itemTab(src, item) {
  if (!src.worker) return src.tab;
  const e = item.event;
  return e && (e.kind === "navigate" || e.kind === "switch_tab") && isTabId(e.tab_id) ? e.tab_id : null;
}

/**
 * A tab outside the recording, opened after it started by a tab taking part (Chrome said so
 * when one of its pages nudged): the worker's open_tab for it was lost with a stopped worker, so
 * it joins now, before its first event. Returns the recording when it changed.
 */
function joinOpened(c, rec, tab, time, cursor, state) {
  if (tab === null || !Array.isArray(rec.tabs) || rec.tabs.includes(tab)) return null;
  const opener = cursor.openers[tab];
  if (!isTabId(opener) || !rec.tabs.includes(opener) || !isTabId(state.tab_floor) || tab <= state.tab_floor) return null;
  return addEvent(c, rec, { kind: "open_tab", tab_id: tab, source_tab_id: opener, time }).recording ?? null;
}

function noteNav(cursor, tab, nav) {
  const list = (cursor.navs[tab] ??= []);
  const entry = { page: nav.page, time: nav.time, by: nav.by };
  if (nav.doc) entry.doc = nav.doc;
  if (nav.seen) entry.seen = nav.seen;
  if (nav.restored) entry.restored = true;
  list.push(entry);
  if (list.length > MAX_NAVS_PER_TAB) list.splice(0, list.length - MAX_NAVS_PER_TAB);
}

/**
 * Whether a navigation the worker saw (`worker`: {page, time, doc}) is the load a page reported
 * (`report`: {page, time, doc, seen, restored}): the same document when Chrome named both, else
 * the same page committed after that page's navigation started.
 */
function sameLoad(worker, report, page = (p) => p) {
  if (page(worker.page) !== page(report.page)) return false;
  const slack = report.restored ? RESTORE_SLACK_MS : NAV_SLACK_MS;
  if (worker.time < report.time - slack) return false; // an earlier load of that page
  if (worker.doc && report.doc) return worker.doc === report.doc;
  return true;
}

/**
 * Applies one pending item. Returns `{recording}` when the recording changed, `{hold: ms}` to
 * stop the merge here, or `{}` when the item was used up without a change (ignored, refused by
 * the core, or a page's navigation the worker had already recorded).
 */
function applyItem(c, rec, src, item, ctx) {
  const event = item.event;
  if (!event || typeof event !== "object" || Array.isArray(event) || typeof event.kind !== "string") return {};
  if (!src.worker && event.kind === "page") return applyPageLoad(c, rec, src, event, ctx);
  if (!src.worker && event.kind === "tab") return {}; // its batch carried the page's tab
  const allowed = src.worker ? WORKER_KINDS : CONTENT_KINDS;
  if (!allowed.has(event.kind)) return {};
  let raw = event;
  if (!src.worker) {
    // The worker, not the page, says which tab an event came from.
    raw = { ...event };
    delete raw.source_tab_id;
    if (src.tab === null) delete raw.tab_id;
    else raw.tab_id = src.tab;
  } else {
    // A navigation waits a moment for what the page it left wrote as it went away (the submit
    // a click caused lands in storage around the commit).
    if (event.kind === "navigate" && !ctx.final && typeof event.time === "number" && ctx.now - event.time < NAV_GRACE_MS) {
      return { hold: NAV_GRACE_MS - (ctx.now - event.time) };
    }
    raw = { ...event };
    delete raw.document_id;
    if (event.kind === "navigate" && isTabId(event.tab_id) && typeof event.url === "string" && typeof event.time === "number") {
      const page = (u) => pageKey(c, rec, u);
      const seen = { page: page(event.url), time: event.time, doc: typeof event.document_id === "string" ? event.document_id : null, by: "worker" };
      const last = ctx.cursor.navs[event.tab_id]?.at(-1);
      // The page reported this load itself and its report was applied first (this worker was
      // slow to say it): the step is there already. Without documents to compare, only a
      // report of the last few seconds counts.
      const reported = last && last.by === "page" && sameLoad(seen, last, page) && (last.doc || event.time <= (last.seen ?? last.time) + REPORT_MATCH_MS);
      noteNav(ctx.cursor, event.tab_id, seen);
      if (reported) return {};
    }
  }
  return addEvent(c, rec, raw);
}

function addEvent(c, rec, raw) {
  try {
    const { recording, change } = c.addEvent(rec, raw);
    return change === "ignored" ? {} : { recording };
  } catch (err) {
    // A malformed event is dropped; the ones after it are still applied.
    console.warn(`procmem: a recorded ${String(raw.kind).slice(0, 20)} event was refused:`, err?.message ?? err);
    return {};
  }
}

/** A page's own report that it loaded in its tab during the recording. */
function applyPageLoad(c, rec, src, event, { cursor, list, final, now }) {
  const { url, time } = event;
  const seen = typeof event.seen === "number" && Number.isFinite(event.seen) ? event.seen : time;
  if (typeof url !== "string" || !url || url.length > 10_000 || typeof time !== "number" || !Number.isFinite(time)) return {};
  const young = !final && now - seen < HOLD_MS;
  if (src.tab === null) {
    // No worker heard from this page (none ran while it lived). When the person acted in it,
    // it was in the tab they were working in; a page nobody touched may be a background tab.
    const touched = src.items.some((it) => it.event && typeof it.event === "object" && CONTENT_KINDS.has(it.event.kind));
    const last = rec.steps?.at(-1);
    const caused = last && ["click", "press_enter"].includes(last.action) && time >= last.time && time - last.time <= CAUSED_LOAD_MS;
    if ((touched || caused) && isTabId(rec.last_tab_id) && (final || now - seen >= HOLD_MS)) src.tab = rec.last_tab_id;
    else if (!final && now - seen < UNKNOWN_TAB_HOLD_MS) return { hold: Math.max(Math.min(HOLD_MS, UNKNOWN_TAB_HOLD_MS - (now - seen)), 50) };
    else return {};
  }
  const nav = NAV_KINDS.has(event.nav) ? event.nav : "other";
  const page = (u) => pageKey(c, rec, u);
  const report = { page: page(url), time, doc: src.doc, seen, restored: nav === "back_forward", by: "page" };
  // The worker recorded it already, or is about to in this drain.
  if ((cursor.navs[src.tab] ?? []).some((n) => n.by === "worker" && sameLoad(n, report, page))) return {};
  const coming = list.some((s) => s.worker && s.items.slice(s.pos).some(({ event: e }) =>
    e?.kind === "navigate" && e.tab_id === src.tab && typeof e.url === "string" && typeof e.time === "number"
    && sameLoad({ page: e.url, time: e.time, doc: typeof e.document_id === "string" ? e.document_id : null }, report, page)));
  if (coming) return {};
  if (navsInFlight.get(src.tab) > 0 || young) return { hold: Math.max(HOLD_MS - (now - seen), 50) };
  // The worker never recorded this navigation: it was stopped when it happened.
  noteNav(cursor, src.tab, report);
  return addEvent(c, rec, { kind: "navigate", nav, url, title: typeof event.title === "string" ? event.title : "", time, tab_id: src.tab });
}

/** After Stop: this recording's pending events and cursor are no longer needed. */
async function forgetPending(rid) {
  const all = await storedKeys();
  const keys = all.filter((k) => parsePendingKey(k)?.rid === rid || k === APPLIED_PREFIX + rid);
  if (keys.length) await remove(keys);
  for (const k of keys) known.delete(k);
}
