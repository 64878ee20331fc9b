// Stored recordings and procedures: list, open, build, rename, delete, export, import, and
// retrieval for a task. Validation and formatting are the core's; this file moves values.
import { core } from "./core.js";
import { KEYS, serial, set, remove as removeKeys, readIndex, readChecked, readValue, setAside, loadLibrary, problems, withId, withoutId } from "./store.js";
import { retrievalIndex } from "./retrieval-index.js";
import { recordingState } from "./recorder.js";
import { workingTab } from "./tabs.js";
import { tabAddress } from "./secret-urls.js";
import { recentRunEntries } from "./runner.js";
import * as model from "./model.js";

export async function list() {
  const lib = await loadLibrary();
  return {
    recordings: lib.recordings.map((r) => ({
      id: r.id, title: r.title, created: r.created, step_count: r.steps.length,
      processed: r.processed, procedure_id: r.procedure_id ?? null,
    })),
    procedures: lib.procedures.map((p) => ({
      id: p.id, title: p.title, goal: p.abstract.goal, version: p.version, updated: p.updated,
      deprecated: p.stats.deprecated, step_count: p.steps.length, domains: p.abstract.domains,
      uses: p.stats.uses, successes: p.stats.successes, failures: p.stats.failures,
      step_failures: p.stats.step_failures ?? {},
    })),
    problems: await problems(),
  };
}

/** A stored procedure or recording, checked by the core (a damaged one is set aside). */
async function stored(kind, id) {
  const c = await core();
  const key = kind === "procedure" ? c.procedureKey(id) : c.recordingKey(id);
  const { values, problems: unreadable } = await readChecked(key);
  if (unreadable.length) throw new Error(`That ${kind} was unreadable and has been set aside (${unreadable[0].error}).`);
  if (!values[key]) throw new Error(`That ${kind} no longer exists.`);
  return { key, value: values[key] };
}

export async function getProcedure(id) {
  const c = await core();
  const { value } = await stored("procedure", id);
  return { procedure: value, steps: c.describeSteps(value.steps) };
}

/**
 * The values a task gives for one procedure the person chose to run (no retrieval gate). With the
 * model on, the slots the binder left empty are asked of it (only words the task says are kept;
 * `from_model` names them). Read-only and unqueued: a slow model holds up nothing else.
 */
export async function bind(id, task) {
  const c = await core();
  const { value } = await stored("procedure", id);
  const parameters = c.bindTask(value, task);
  const missing = Object.entries(parameters).filter(([, v]) => v == null).map(([k]) => k);
  const asked = missing.length ? await model.askBind(value, task, missing) : null;
  if (!asked) return { parameters };
  return { parameters: { ...parameters, ...asked.values }, from_model: Object.keys(asked.values), model: { outcome: asked.outcome, note: asked.note } };
}

export async function getRecording(id) {
  const c = await core();
  const { value } = await stored("recording", id);
  return { recording: value, steps: c.describeSteps(value.steps) };
}

/**
 * Builds a procedure from a recording. With the model on, a new procedure's heuristic draft is
 * shown to the model outside the queue (a slow model holds up nothing else), and its answer is
 * applied, under the core's rules, to the draft as it is written; on any error or timeout the
 * draft stands. The reply's `model` says which (absent when the model is off).
 */
export async function build(recordingId) {
  const draft = await serial(() => buildStep(recordingId, null, { dryRun: true }));
  const asked = draft ? await model.askDistill(draft) : null;
  const built = await serial(() => buildStep(recordingId, asked));
  // Embedded for retrieval by meaning (when on) after the reply: retrieval embeds what it misses.
  model.embedBuilt(built.procedure).catch((err) => console.warn(`procmem: ${err?.message ?? err}`));
  return built;
}

async function buildStep(recordingId, asked, { dryRun = false } = {}) {
  const c = await core();
  const state = await recordingState();
  if (state.active && state.recording_id === recordingId) throw new Error("Stop the recording before building a procedure from it.");
  const { key, value: rec } = await stored("recording", recordingId);
  // Another demonstration of a procedure merges into it (its next version; the old one kept).
  // Its goal and slots are the procedure's already: the model is not asked.
  const target = rec.adds_to ? await readValue(c.procedureKey(rec.adds_to)) : undefined;
  if (target) {
    if (dryRun) return null;
    const merged = c.addDemonstration(target, rec, Date.now());
    await set({
      [c.procedureKey(target.id)]: merged,
      [`procmem:procv:${target.id}:${target.version}`]: target,
      [key]: { ...rec, processed: true, procedure_id: target.id },
    });
    return { procedure: merged, steps: c.describeSteps(merged.steps) };
  }
  // Building again replaces the recording's procedure with its next version, not a duplicate.
  const previous = rec.procedure_id ? await readValue(c.procedureKey(rec.procedure_id)) : undefined;
  const id = previous ? previous.id : crypto.randomUUID();
  let procedure = previous ? c.rebuild(rec, previous, Date.now()) : c.distill(rec, id, Date.now());
  if (dryRun) return procedure;
  let said = asked ? { outcome: asked.outcome, note: asked.note } : undefined;
  if (asked?.reply) {
    try {
      procedure = c.assistDistillReply(procedure, asked.reply).procedure;
    } catch (err) {
      // The recording changed while the model answered: its answer no longer fits.
      said = { outcome: "refused", note: `${err?.message ?? err} Built from the demonstration alone.` };
    }
  }
  const index = await readIndex();
  await set({
    [c.procedureKey(id)]: procedure,
    [key]: { ...rec, processed: true, procedure_id: id },
    [KEYS.index]: { ...index, procedures: withId(index.procedures, id) },
  });
  return { procedure, steps: c.describeSteps(procedure.steps), ...(said ? { model: said } : {}) };
}

export async function rename(kind, id, title) {
  const name = String(title ?? "").trim();
  if (!name) throw new Error("A name cannot be empty.");
  if (name.length > 200) throw new Error("Keep names under 200 characters.");
  const { key, value } = await stored(kind, id);
  await set({ [key]: { ...value, title: name, updated: Date.now() } });
  return { id, title: name };
}

export async function remove(kind, id) {
  const c = await core();
  const state = await recordingState();
  if (kind === "recording" && state.active && state.recording_id === id) throw new Error("Stop the recording before deleting it.");
  const { key, value } = await stored(kind, id);
  const index = await readIndex();
  const items = {
    [KEYS.index]: kind === "procedure"
      ? { ...index, procedures: withoutId(index.procedures, id) }
      : { ...index, recordings: withoutId(index.recordings, id) },
  };
  // A recording whose procedure is gone can be built again.
  if (kind === "procedure") {
    for (const recId of value.source?.recording_ids ?? []) {
      const rec = await readValue(c.recordingKey(recId));
      if (rec?.procedure_id === id) items[c.recordingKey(recId)] = { ...rec, procedure_id: null };
    }
  }
  await set(items);
  // A deleted procedure takes its kept versions with it.
  const versionKeys = kind === "procedure"
    ? Object.keys(await chrome.storage.local.get(null)).filter((k) => k.startsWith(`procmem:procv:${id}:`))
    : [];
  // (and its vector for the embeddings model, when one was kept)
  await removeKeys([key, ...versionKeys, ...(kind === "procedure" ? [model.vectorKey(id)] : [])]);
  return { deleted: id };
}

export async function exportAll() {
  const c = await core();
  const lib = await loadLibrary();
  // The experience memory leaves with its layers (not the tasks in progress or the events log).
  const memory = JSON.stringify((await readValue(KEYS.memory)) ?? null);
  // (URLs stored before a class of token was redacted leave without it too.)
  const data = c.exportFile(lib.recordings.map((r) => c.redactRecording(r)), lib.procedures.map((p) => c.redactProcedure(p)), memory, Date.now());
  const stamp = new Date().toISOString().slice(0, 10);
  return { data, filename: `procmem-export-${stamp}.json` };
}

/** A DevTools Recorder recording kept as a recording to build (docs/INTEROP.md). */
async function importDevtools(c, text) {
  // The core reads it through the recorder's rules: no secret is kept, page names are defused.
  const { recording, skipped } = c.devtoolsImport(text, crypto.randomUUID(), Date.now());
  const rec = c.redactRecording(recording);
  const index = await readIndex();
  await set({ [c.recordingKey(rec.id)]: rec, [KEYS.index]: { ...index, recordings: withId(index.recordings, rec.id) } });
  return { imported: { recordings: 1, procedures: 0, memory: null, devtools: { id: rec.id, title: rec.title, steps: rec.steps.length, skipped } } };
}

/** One procedure as a DevTools Recorder recording or a Playwright test, for download. */
export async function exportProcedure(id, format) {
  const c = await core();
  const { value: p } = await stored("procedure", id);
  const slug = (p.title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "procedure").slice(0, 60);
  if (format === "devtools") {
    const { file, notes } = c.devtoolsExport(p, null);
    return { text: JSON.stringify(file, null, 2), filename: `${slug}.recorder.json`, notes };
  }
  if (format === "playwright") return { text: c.playwrightExport(p), filename: `${slug}.spec.ts`, notes: [] };
  throw new Error(`Unknown export format “${String(format).slice(0, 40)}”: use devtools or playwright.`);
}

export async function importText(text) {
  if (typeof text !== "string") throw new Error("Import expects the file's text.");
  const c = await core();
  if (c.isDevtoolsFlow(text)) return importDevtools(c, text);
  const file = c.parseImport(text); // throws with a clear message; nothing written yet
  const index = await readIndex();
  const items = {};
  let recordings = index.recordings;
  let procedures = index.procedures;
  // A file's URLs are kept as procmem keeps its own: without the credentials they carry.
  for (const r of file.recordings) {
    items[c.recordingKey(r.id)] = c.redactRecording(r);
    recordings = withId(recordings, r.id);
  }
  for (const p of file.procedures) {
    items[c.procedureKey(p.id)] = c.redactProcedure(p);
    procedures = withId(procedures, p.id);
  }
  items[KEYS.index] = { ...index, recordings, procedures };
  // A file's experience memory merges into the one kept (the same file twice changes nothing).
  let memory = null;
  if (file.memory) {
    const merged = JSON.parse(c.memoryImport(JSON.stringify((await readValue(KEYS.memory)) ?? null), file.memory, Date.now()));
    items[KEYS.memory] = merged.memory;
    memory = merged.imported;
  }
  await set(items); // one write: all of it lands or none of it
  return { imported: { recordings: file.recordings.length, procedures: file.procedures.length, memory } };
}

/** Runs read for the session history (the block shows the last few on the task's site). */
const HISTORY_RUNS_READ = 50;

/**
 * `{results, context, url}` for a task, at the given URL or the working tab's. The index answers
 * from its entries; only the matched procedures (at most three) and the latest runs are read.
 */
export async function retrieve(task, url, meaning = null) {
  if (typeof task !== "string" || !task.trim()) throw new Error("Describe the task first.");
  const c = await core();
  const where = await taskPage(c, url);
  const idx = await retrievalIndex();
  performance.mark("procmem:query");
  const matches = ranked(c, idx, task, where, meaning);
  performance.measure("procmem:query", "procmem:query");
  if (!matches.length) return { results: [], context: "", url: where };
  performance.mark("procmem:answer");
  // The latest runs feed the block's session history for this site.
  const [stored, runs] = await Promise.all([chrome.storage.local.get(matches.map((m) => c.procedureKey(m.id))), recentRunEntries(HISTORY_RUNS_READ)]);
  performance.measure("procmem:answer read", "procmem:answer");
  // The core checks each as it reads it: a damaged procedure or run is left out of the answer
  // alone, and set aside here (reported in the panel).
  const { results, context, problems: unreadable = [] } = idx.answer(matches, stored, runs, where);
  performance.measure("procmem:answer", "procmem:answer");
  await setAside(unreadable, { ...stored, ...runs });
  return { results, context, url: where };
}

/**
 * The procedures that fit a task, for the experience memory's block and recall: the matches
 * and the matched procedures as stored (the core checks them as it reads them).
 */
export async function matchesFor(task, url, { meaning = null, pool = false } = {}) {
  if (typeof task !== "string" || !task.trim()) throw new Error("Describe the task first.");
  const c = await core();
  const where = await taskPage(c, url);
  const idx = await retrievalIndex();
  const matches = pool ? idx.retrieve(task, where, Date.now(), c.meaningPool()) : ranked(c, idx, task, where, meaning);
  const procedures = matches.length ? await chrome.storage.local.get(matches.map((m) => c.procedureKey(m.id))) : {};
  return { matches, procedures, url: where };
}

/** The page a task is asked on (given, or the working tab's), without its credentials: a reset
 * token in the path, a session in the query (procedures keep their pages redacted the same way). */
async function taskPage(c, url) {
  const asked = typeof url === "string" && url ? url : await tabAddress(c, await workingTab());
  return asked ? c.redactUrl(asked) : null;
}

/**
 * The matches for a task, best first. With `meaning` (the embeddings model's vectors, when on),
 * the core re-ranks the candidates past the gate by it — it never adds one (model.js).
 */
function ranked(c, idx, task, where, meaning) {
  if (!meaning) return idx.retrieve(task, where, Date.now());
  const pool = idx.retrieve(task, where, Date.now(), c.meaningPool());
  return c.blendMatches(pool, meaning.query, meaning.vectors);
}

/** Brings a deprecated procedure back into retrieval. */
export async function restore(id) {
  const c = await core();
  const { key, value } = await stored("procedure", id);
  const next = c.restoreProcedure(value);
  await set({ [key]: next });
  return { procedure: next };
}

/** The settings, checked by the core; none stored or damaged ones (set aside): no other
 * extension may ask, memory on, the model off. The model's key is never sent back. */
export async function getSettings() {
  const s = await readValue(KEYS.settings);
  const c = await core();
  return { allowed_extension_ids: s?.allowed_extension_ids ?? [], memory_off: s?.memory_off === true, model: c.modelSettingsPublic(s?.model ?? null) };
}

/**
 * Saves what is given (the allowed extension ids, Memory off, the model's settings); the rest
 * stays. A model `api_key` left empty keeps the saved one; `forget_api_key` removes it.
 */
export async function setSettings({ allowed_extension_ids, memory_off, model: typed }) {
  if (allowed_extension_ids !== undefined && !Array.isArray(allowed_extension_ids)) throw new Error("allowed_extension_ids must be a list.");
  if (memory_off !== undefined && typeof memory_off !== "boolean") throw new Error("memory_off must be true or false.");
  if (typed !== undefined && (typed === null || typeof typed !== "object" || Array.isArray(typed))) throw new Error("model must be an object of settings.");
  const stored = (await readValue(KEYS.settings)) ?? {};
  const c = await core();
  const ids = (allowed_extension_ids ?? stored.allowed_extension_ids ?? []).map((x) => String(x));
  let next = stored.model ?? undefined;
  if (typed) {
    const { forget_api_key, ...fields } = typed;
    const api_key = forget_api_key ? "" : fields.api_key || stored.model?.api_key || "";
    next = { ...fields, api_key };
  }
  const settings = c.newSettings(ids, memory_off ?? stored.memory_off === true, next); // throws naming a bad field
  await set({ [KEYS.settings]: settings });
  return getSettings();
}
