// The opt-in model (Settings → Model; docs/INTEROP.md). Off by default: while it is off nothing
// here sends anything. The core builds every request and judges every reply (src/assist/); this
// file sends a request with the key and the timeout, and writes what happened to the events log.
//
// Calls are made outside the message queue (store.js `serial`): a slow model must not hold up
// the panel and the pages. So nothing here may be awaited from inside `serial` — the log write
// queues itself.
import { core } from "./core.js";
import { KEYS, readValue, set, serial } from "./store.js";
import { storedText } from "./memory.js";
import { matchesFor } from "./library.js"; // (library.js imports this file too: used in calls only)

/** Largest reply read (an embeddings reply for a batch of procedures is the largest). */
const MAX_REPLY_BYTES = 8 * 1024 * 1024;

/** The stored model settings (checked by the core as read), or null: off. */
export async function modelSettings() {
  return (await readValue(KEYS.settings))?.model ?? null;
}

async function readCapped(res) {
  const reader = res.body?.getReader();
  if (!reader) return "";
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REPLY_BYTES) {
      await reader.cancel();
      throw new Error(`The model's server sent more than ${MAX_REPLY_BYTES / 1024 / 1024} MB.`);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}

/** POSTs a request the core built; `{status, text}`, or throws (an AbortError on timeout). */
async function post(settings, request, signal) {
  const headers = { "content-type": "application/json" };
  if (settings.api_key) headers.authorization = `Bearer ${settings.api_key}`;
  // No cookies, no redirect to elsewhere, no cache: the request goes where Settings say only.
  const res = await fetch(request.url, { method: "POST", headers, body: request.body, signal, credentials: "omit", redirect: "error", cache: "no-store" });
  return { status: res.status, text: await readCapped(res) };
}

async function log(settings, request, outcome) {
  const c = await core();
  await serial(async () => {
    const { memory } = JSON.parse(c.memoryModelEvent(await storedText(), settings, request, outcome, Date.now()));
    await set({ [KEYS.memory]: memory });
  });
}

/**
 * Sends `request` (built by the core; null: nothing to ask) and reads the reply with
 * `judge(reply) → {value, note}`, which throws why a reply cannot be used. Resolves to
 * `{outcome: "used"|"refused"|"failed"|"timeout", note, value?}`; never throws, so every
 * caller falls back to its heuristic result by itself. Each call is one events-log entry.
 */
export async function call(settings, request, judge) {
  const started = performance.now();
  const controller = new AbortController();
  const seconds = settings.timeout_seconds;
  const timer = setTimeout(() => controller.abort(), seconds * 1000);
  let result;
  try {
    const reply = await post(settings, request, controller.signal);
    try {
      const { value, note } = judge(reply);
      result = { outcome: "used", note, value };
    } catch (err) {
      // A reply that arrived but cannot be used: the server's error, or an answer that broke a rule.
      result = { outcome: reply.status >= 200 && reply.status < 300 ? "refused" : "failed", note: err?.message ?? String(err) };
    }
  } catch (err) {
    result = controller.signal.aborted
      ? { outcome: "timeout", note: `No answer within ${seconds} s.` }
      : { outcome: "failed", note: `The model's server could not be reached: ${err?.message ?? err}` };
  } finally {
    clearTimeout(timer);
  }
  result.ms = Math.round(performance.now() - started);
  await log(settings, request, { outcome: result.outcome, note: result.note, ms: result.ms }).catch((err) => console.warn(`procmem: the model call was not logged: ${err?.message ?? err}`));
  return result;
}

/**
 * The model's answer for a heuristic draft, as `{reply, outcome, note}` (reply: what the server
 * sent, to apply to the draft when it is written), or null when the model is off.
 */
export async function askDistill(draft) {
  const settings = await modelSettings();
  const c = await core();
  const request = c.assistDistillRequest(settings, draft);
  if (!request) return null;
  let kept = null;
  const r = await call(settings, request, (reply) => {
    const { summary } = c.assistDistillReply(draft, reply);
    kept = reply;
    return { value: reply, note: summary };
  });
  return { reply: kept, outcome: r.outcome, note: r.outcome === "used" ? r.note : `${r.note} Built from the demonstration alone.` };
}

/**
 * Values the model reads from the task for the slots the binder left empty: `{values, outcome,
 * note}`, or null when the model is off or nothing may be asked.
 */
export async function askBind(procedure, task, missing) {
  const settings = await modelSettings();
  const c = await core();
  const request = c.assistBindRequest(settings, procedure, task, missing);
  if (!request) return null;
  const r = await call(settings, request, (reply) => {
    const values = c.assistBindReply(procedure, task, missing, reply);
    const n = Object.keys(values).length;
    return { value: values, note: n ? `The model read ${n} value${n === 1 ? "" : "s"} from the task: check ${n === 1 ? "it" : "them"}.` : "The model found no other value in the task." };
  });
  return { values: r.value ?? {}, outcome: r.outcome, note: r.note };
}

/** The panel's Test model: the settings as typed (the key kept when left blank). */
export async function test(typed) {
  const c = await core();
  const saved = await modelSettings();
  const settings = { ...typed, api_key: typed.api_key || saved?.api_key || "", enabled: true };
  const checked = c.newSettings([], false, settings).model; // throws a sentence for a bad field
  const request = c.assistTestRequest(checked);
  const r = await call(checked, request, (reply) => {
    c.assistTestReply(reply);
    return { value: true, note: "" };
  });
  const note = r.outcome === "used" ? `The model answered in ${r.ms} ms.` : r.note;
  return { answered: r.outcome === "used", outcome: r.outcome, note };
}

// ---- Meaning (the embeddings model, when named in Settings): procedures are embedded when built
// ---- and, when a vector is missing or stale, when retrieval meets them; tasks when asked. The
// ---- core re-ranks the candidates past the lexical gate by it and never admits one by it alone.

const VECTOR_PREFIX = "procmem:emb:";

/** The storage key of a procedure's vector. */
export function vectorKey(id) {
  return VECTOR_PREFIX + id;
}

/** Vectors to keep: `{key: {model, text, vector}}` for the embedded `{id, text}` items. */
function kept(settings, items, vectors) {
  return Object.fromEntries(items.map((x, i) => [vectorKey(x.id), { model: settings.embeddings_model, text: x.text, vector: Array.from(vectors[i]) }]));
}

async function embed(c, settings, inputs) {
  const request = c.assistEmbedRequest(settings, inputs);
  if (!request) return null;
  const r = await call(settings, request, (reply) => {
    const vectors = c.assistEmbedReply(reply, inputs.length);
    return { value: vectors, note: `${inputs.length} text${inputs.length === 1 ? "" : "s"} embedded.` };
  });
  return r.outcome === "used" ? r.value : null;
}

/**
 * `{query, vectors: {id: vector}}` for a task's candidates past the gate, or null: the model is
 * off, fewer than two candidates (nothing to re-rank), or no answer (retrieval stays lexical).
 */
export async function meaningFor(task, url) {
  const settings = await modelSettings();
  const c = await core();
  if (!c.assistEmbeddingsOn(settings)) return null;
  const { matches, procedures } = await matchesFor(task, url, { pool: true });
  if (matches.length < 2) return null;
  const stored = await chrome.storage.local.get(matches.map((m) => vectorKey(m.id)));
  const vectors = {};
  const stale = [];
  for (const m of matches) {
    const p = procedures[c.procedureKey(m.id)];
    if (!p) continue;
    const text = c.embedText(p);
    const v = c.embeddingCurrent(stored[vectorKey(m.id)] ?? null, settings.embeddings_model, text);
    if (v) vectors[m.id] = v;
    else stale.push({ id: m.id, text });
  }
  const got = await embed(c, settings, [task, ...stale.map((x) => x.text)]);
  if (!got) return null;
  const [query, ...fresh] = got;
  stale.forEach((x, i) => (vectors[x.id] = fresh[i]));
  if (stale.length) await serial(() => chrome.storage.local.set(kept(settings, stale, fresh)));
  return { query, vectors };
}

/** A procedure just built is embedded (when the embeddings model is on); failures are logged only. */
export async function embedBuilt(procedure) {
  const settings = await modelSettings();
  const c = await core();
  if (!c.assistEmbeddingsOn(settings)) return;
  const item = { id: procedure.id, text: c.embedText(procedure) };
  const got = await embed(c, settings, [item.text]);
  if (got) await serial(() => chrome.storage.local.set(kept(settings, [item], got)));
}
