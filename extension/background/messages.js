// The message protocol (docs/ARCHITECTURE.md has the table). Every reply is `{ok: true, ...}`
// or `{ok: false, error}`; unknown or malformed messages get an error, never a crash.
import * as recorder from "./recorder.js";
import * as library from "./library.js";
import * as runner from "./runner.js";
import * as agentTask from "./agent-task.js";
import * as memory from "./memory.js";
import * as secretUrls from "./secret-urls.js";
import * as model from "./model.js";
import * as team from "./team.js";
import { serial } from "./store.js";

function str(msg, field, { optional = false, max = 10_000 } = {}) {
  const v = msg[field];
  if (v === undefined && optional) return "";
  if (typeof v !== "string") throw new Error(`"${field}" must be a string.`);
  if (v.length > max) throw new Error(`"${field}" is too long.`);
  return v;
}

function kind(msg) {
  if (msg.kind !== "procedure" && msg.kind !== "recording") throw new Error('"kind" must be "procedure" or "recording".');
  return msg.kind;
}

/** type → handler(message, sender). Only the side panel and content scripts send these. */
export const HANDLERS = {
  "procmem.recording.start": (m) => recorder.start({
    title: str(m, "title", { optional: true, max: 200 }), description: str(m, "description", { optional: true }), adds_to: str(m, "adds_to", { optional: true, max: 100 }),
  }),
  "procmem.recording.pause": () => recorder.pause(),
  "procmem.recording.resume": () => recorder.resume(),
  "procmem.recording.stop": () => recorder.stop(),
  "procmem.recording.current": () => recorder.current(),
  "procmem.recording.deleteStep": (m) => recorder.deleteStep(str(m, "recording_id"), str(m, "step_id")),
  "procmem.pending": (m, sender) => {
    if (!sender?.tab) throw new Error("procmem.pending is only accepted from a page's content script.");
    return recorder.nudge(str(m, "uid", { max: 80 }), m.keys ?? [], sender.tab.id, sender.documentId, sender.tab.openerTabId);
  },
  "procmem.secret_url": (m, sender) => {
    if (!sender?.tab) throw new Error("procmem.secret_url is only accepted from a page's content script.");
    return secretUrls.note(sender.tab.id, str(m, "origin", { max: 2048 }), m.options ?? [], m.url);
  },
  "procmem.list": () => library.list(),
  "procmem.procedure.get": (m) => library.getProcedure(str(m, "id")),
  "procmem.recording.get": (m) => library.getRecording(str(m, "id")),
  "procmem.procedure.build": (m) => library.build(str(m, "recording_id")),
  "procmem.rename": (m) => library.rename(kind(m), str(m, "id"), str(m, "title", { max: 1000 })),
  "procmem.delete": (m) => library.remove(kind(m), str(m, "id")),
  "procmem.export": () => library.exportAll(),
  "procmem.import": (m) => library.importText(str(m, "text", { max: Infinity })),
  "procmem.procedure.export": (m) => library.exportProcedure(str(m, "id", { max: 64 }), str(m, "format", { max: 20 })),
  "procmem.bind": (m) => library.bind(str(m, "id"), str(m, "task", { max: 5000 })),
  "procmem.retrieve": (m, _sender, meaning) => library.retrieve(str(m, "task", { max: 5000 }), str(m, "url", { optional: true, max: 5000 }), meaning),
  "procmem.settings.get": () => library.getSettings(),
  "procmem.settings.set": (m) => library.setSettings(m),
  "procmem.model.test": (m) => model.test(modelFields(m)),
  // The team library (docs/TEAM.md).
  "procmem.team.get": () => team.getTeam(),
  "procmem.team.check": (m) => team.checkAddress(str(m, "url", { max: 2048 })),
  "procmem.team.set": (m) => team.setTeam({ url: str(m, "url", { optional: true, max: 2048 }), token: str(m, "token", { optional: true, max: 512 }), forget: m.forget === true }),
  "procmem.team.test": (m) => team.testConnection({ url: str(m, "url", { max: 2048 }), token: str(m, "token", { optional: true, max: 512 }) }),
  "procmem.team.sync": async () => { await team.syncNow(); return team.getTeam(); },
  "procmem.team.resolve": (m) => team.resolveConflict(kind(m), str(m, "id", { max: 200 }), keepChoice(m)),
  "procmem.procedure.restore": (m) => library.restore(str(m, "id")),
  "procmem.run.start": (m) => runner.start({
    procedure_id: str(m, "procedure_id"), values: values(m), task: str(m, "task", { optional: true }), resume_run_id: str(m, "resume_run_id", { optional: true }),
  }),
  "procmem.run": (m) => runner.start({ procedure_id: str(m, "procedure_id"), values: values(m), task: str(m, "task", { optional: true }) }),
  "procmem.run.stop": (m) => runner.stop(str(m, "run_id")),
  "procmem.run.continue": (m) => runner.resume(str(m, "run_id")),
  "procmem.run.abort": (m) => runner.abort(str(m, "run_id")),
  "procmem.run.get": (m) => runner.getRun(str(m, "run_id")),
  "procmem.runs.list": () => runner.listRuns(),
  "procmem.reportOutcome": (m) => runner.reportOutcome(m),
  "procmem.task.start": (m) => agentTask.startTask(str(m, "task", { max: 5000 })),
  "procmem.task.get": () => agentTask.currentTask(),
  "procmem.task.end": () => agentTask.endTask(),
  "procmem.procedure.versions": (m) => runner.versions(str(m, "id")),
  "procmem.procedure.compare": (m) => runner.compare(str(m, "id"), int(m, "a"), int(m, "b")),
  "procmem.procedure.rollback": (m) => runner.rollback(str(m, "id"), int(m, "version")),
  // Experience memory (docs/MEMORY.md).
  "procmem.context": (m, _sender, meaning) => memory.context({
    task: str(m, "task", { max: 5000 }), url: str(m, "url", { optional: true, max: 5000 }), task_id: str(m, "task_id", { optional: true, max: 100 }), error: seenError(m), budget_tokens: budget(m),
  }, meaning),
  "procmem.recall": (m, _sender, meaning) => memory.recall({ task: str(m, "task", { max: 5000 }), url: str(m, "url", { optional: true, max: 5000 }), error: seenError(m) }, meaning),
  "procmem.cycle.record": (m) => memory.recordCycle({
    task_id: str(m, "task_id", { max: 100 }), goal: str(m, "goal", { optional: true, max: 5000 }), thought: str(m, "thought", { optional: true }), action: str(m, "action", { max: 2000 }),
    observation: str(m, "observation", { optional: true }), outcome: str(m, "outcome", { optional: true, max: 2000 }), url: str(m, "url", { optional: true, max: 5000 }),
  }),
  "procmem.memory.task.end": (m) => memory.endTask({ task_id: str(m, "task_id", { max: 100 }), success: bool(m, "success"), outcome: str(m, "outcome", { optional: true, max: 2000 }) }),
  "procmem.memory.user_fact": (m) => memory.userFact({ task_id: str(m, "task_id", { max: 100 }), label: str(m, "label", { max: 200 }), value: str(m, "value", { max: 2000 }) }),
  "procmem.lesson.record": (m) => memory.recordLesson({
    category: str(m, "category", { optional: true, max: 40 }) || undefined, failed_command: str(m, "failed_command", { optional: true, max: 200 }) || undefined,
    error: str(m, "error", { optional: true, max: 2000 }) || undefined, fix: str(m, "fix", { max: 2000 }), domain: str(m, "domain", { optional: true, max: 300 }) || undefined, url: str(m, "url", { optional: true, max: 5000 }),
  }),
  "procmem.memory.list": (m) => memory.list({ layer: str(m, "layer", { optional: true, max: 40 }), query: str(m, "query", { optional: true, max: 500 }) }),
  "procmem.memory.edit": (m) => memory.edit(memoryEdit(m)),
  "procmem.memory.events": () => memory.events(),
};

function keepChoice(m) {
  if (m.keep !== "mine" && m.keep !== "theirs") throw new Error('"keep" must be "mine" or "theirs".');
  return m.keep;
}

function bool(m, field) {
  if (typeof m[field] !== "boolean") throw new Error(`"${field}" must be true or false.`);
  return m[field];
}

/** `error: {command, error}`, optional: what just failed for the agent. */
function seenError(m) {
  if (m.error === undefined || m.error === null) return null;
  const e = m.error;
  if (typeof e !== "object" || Array.isArray(e) || typeof e.command !== "string" || typeof e.error !== "string") throw new Error('"error" must be {command, error}, both text.');
  return { command: e.command.slice(0, 200), error: e.error.slice(0, 2000) };
}

function budget(m) {
  if (m.budget_tokens === undefined) return undefined;
  if (!Number.isInteger(m.budget_tokens) || m.budget_tokens < 0) throw new Error('"budget_tokens" must be a whole number of tokens.');
  return m.budget_tokens;
}

/** The Memory view's edit: `{op: "delete"|"pin"|"text"|"confirm", layer?, id, pinned?, text?}`. */
function memoryEdit(m) {
  const e = m.edit;
  if (!e || typeof e !== "object" || Array.isArray(e)) throw new Error('"edit" must be an object.');
  return e; // the core checks its shape and says what is wrong
}

function int(m, field) {
  if (!Number.isInteger(m[field]) || m[field] < 1) throw new Error(`"${field}" must be a version number.`);
  return m[field];
}

/** The model's settings as the panel typed them (the core checks each field). */
function modelFields(m) {
  const f = m.model;
  if (!f || typeof f !== "object" || Array.isArray(f)) throw new Error('"model" must be an object of settings.');
  return f;
}

/** The messages whose matches the embeddings model may re-rank (model.meaningFor). */
const MEANING = new Set(["procmem.retrieve", "procmem.context", "procmem.recall"]);

/** Run control manages its own writes (a run lasts longer than one message), so it is not
 * queued behind, or in front of, the rest; nor are the messages that may wait on the model
 * (build and bind queue their own reads and writes). A page's nudge queues one drain for all nudges
 * waiting (`recorder.requestDrain`). */
const UNQUEUED = new Set(["procmem.pending", "procmem.procedure.build", "procmem.bind", "procmem.model.test", "procmem.team.test", "procmem.team.sync", "procmem.team.resolve", "procmem.procedure.rollback", "procmem.run.start", "procmem.run", "procmem.run.stop", "procmem.run.continue", "procmem.run.abort", "procmem.run.get", "procmem.runs.list", "procmem.reportOutcome"]);

function values(m) {
  const v = m.values ?? {};
  if (typeof v !== "object" || Array.isArray(v)) throw new Error('"values" must be an object of slot → text.');
  for (const [k, x] of Object.entries(v)) if (typeof x !== "string") throw new Error(`The value of {${k}} must be text.`);
  return v;
}

/** What other extensions may ask, once the user allowed their id in settings. */
const EXTERNAL = new Set(["procmem.retrieve", "procmem.bind", "procmem.run", "procmem.run.get", "procmem.run.stop", "procmem.run.abort", "procmem.reportOutcome", "procmem.task.start", "procmem.task.get", "procmem.task.end",
  "procmem.context", "procmem.recall", "procmem.cycle.record", "procmem.memory.task.end", "procmem.memory.user_fact", "procmem.lesson.record"]);

export async function handle(message, sender) {
  if (!message || typeof message !== "object" || typeof message.type !== "string") {
    return { ok: false, error: 'A message must be an object with a string "type".' };
  }
  const handler = Object.hasOwn(HANDLERS, message.type) ? HANDLERS[message.type] : undefined;
  if (!handler) return { ok: false, error: `Unknown message type "${message.type.slice(0, 80)}".` };
  try {
    // Everything the frames captured before Stop (or Pause) is written and applied first.
    if (message.type === "procmem.recording.stop" || message.type === "procmem.recording.pause") await recorder.flushPages();
    // One queue for everything else: writes from two tabs land in order and never overwrite
    // each other.
    // The embeddings model (when on) is asked before the queue: a slow model holds up nothing.
    // (Not for a memory message that will answer nothing: Memory off.)
    const wanted = MEANING.has(message.type) && (message.type === "procmem.retrieve" || !(await memory.off()));
    const meaning = wanted ? await model.meaningFor(str(message, "task", { max: 5000 }), str(message, "url", { optional: true, max: 5000 })) : null;
    const result = UNQUEUED.has(message.type) ? await handler(message, sender) : await serial(() => handler(message, sender, meaning));
    return { ok: true, ...result };
  } catch (err) {
    return { ok: false, error: err?.message ?? String(err) };
  }
}

export async function handleExternal(message, sender) {
  const { allowed_extension_ids } = await library.getSettings();
  if (!sender?.id || !allowed_extension_ids.includes(sender.id)) {
    return { ok: false, error: "This extension is not allowed to use procedural memory. The user can allow its id in the side panel's settings." };
  }
  if (!message || typeof message !== "object" || !EXTERNAL.has(message.type)) {
    return { ok: false, error: `Other extensions may send only: ${[...EXTERNAL].join(", ")}.` };
  }
  return handle(message, { ...sender, tab: undefined });
}
