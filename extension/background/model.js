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
