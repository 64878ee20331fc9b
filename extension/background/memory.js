// Experience memory (docs/MEMORY.md): lessons, site knowledge, selector memory, agent
// trajectories and sessions, and each agent task's working memory, kept as one value under
// procmem:memory. The core does every rule (src/memory/); this file reads and writes the value
// and answers the memory messages. With Memory off (Settings) every agent message about memory
// answers with nothing, so an agent can be compared with and without it.
import { core } from "./core.js";
import { KEYS, readValue, set } from "./store.js";
import { getSettings, matchesFor } from "./library.js";

/**
 * The stored memory as JSON text, as the core's memory calls take it ("null" when none is
 * stored: the core starts one with the seed lessons). A damaged value was set aside by
 * readValue (reported in the panel): that too starts afresh.
 */
export async function storedText() {
  return JSON.stringify((await readValue(KEYS.memory)) ?? null);
}

async function save(memory) {
  await set({ [KEYS.memory]: memory });
}

/** Runs `change(core, memoryText)`, whose JSON text answer is `{memory, ...reply}`, and stores the memory. */
async function update(change) {
  const c = await core();
  const { memory, ...reply } = JSON.parse(await change(c, await storedText()));
  await save(memory);
  return reply;
}

/** Memory off (Settings): every agent message about experience memory answers with nothing. */
export async function off() {
  return (await getSettings()).memory_off === true;
}

const EMPTY_CONTEXT = { context: "", sections: [], tokens: 0 };

/** `procmem.context`: the block for a task from every layer, within `budget_tokens`. */
export async function context({ task, url, task_id, error, budget_tokens }, meaning = null) {
  if (await off()) return { ...EMPTY_CONTEXT, memory_off: true };
  const { matches, procedures, url: where } = await matchesFor(task, url, { meaning });
  const reply = await update((c, memory) => c.memoryContext(memory, { task, url: where, task_id: task_id || null, error: error ?? null, budget_tokens }, matches, procedures, Date.now()));
  return { context: reply.context, sections: reply.sections, tokens: reply.tokens, budget_tokens: reply.budget_tokens, url: where };
}

/** `procmem.recall`: the lessons, facts and procedures that fit, as data. */
export async function recall({ task, url, error }, meaning = null) {
  if (await off()) return { lessons: [], facts: [], trajectory: null, procedures: [], memory_off: true };
  const { matches, url: where } = await matchesFor(task, url, { meaning });
  const reply = await update((c, memory) => c.memoryRecall(memory, task, where, error ?? null, Date.now()));
  return { ...reply.recall, procedures: matches, url: where };
}

/** `procmem.cycle.record`: one agent cycle; answers loop and repeated-failure warnings. */
export async function recordCycle({ task_id, goal, thought, action, observation, outcome, url }) {
  if (await off()) return { warnings: {}, memory_off: true };
  return update((c, memory) => c.memoryCycle(memory, task_id, goal ?? "", { thought, action, observation, outcome, url }, Date.now()));
}

/** The agent's task ended: its working memory becomes a session (and more; docs/MEMORY.md). */
export async function endTask({ task_id, success, outcome }) {
  if (await off()) return { summary: null, memory_off: true };
  return update((c, memory) => c.memoryTaskEnd(memory, task_id, success, outcome ?? "", Date.now()));
}

/** A fact a person gave for forms, for one task (never a secret). */
export async function userFact({ task_id, label, value }) {
  if (await off()) return { memory_off: true };
  return update((c, memory) => c.memoryUserFact(memory, task_id, label, value, Date.now()));
}

/** `procmem.lesson.record`. */
export async function recordLesson({ category, failed_command, error, fix, domain, url }) {
  if (await off()) return { recorded: null, memory_off: true };
  const lesson = { category: category ?? null, failed_command: failed_command ?? null, error: error ?? null, fix, domain: domain ?? null };
  return update((c, memory) => c.memoryLesson(memory, lesson, url ?? "", "agent", Date.now()));
}

/** What a finished or aborted replay taught: lessons from heals, site facts. */
export async function learnFromRun(run, procedure, heals) {
  if (!run || !procedure || (await off())) return;
  await update((c, memory) => c.memoryLearnRun(memory, run, procedure, heals ?? [], Date.now()));
}

/** The Memory view: every layer (or one), searched. */
export async function list({ layer, query }) {
  const c = await core();
  const { items, limits } = JSON.parse(c.memoryList(await storedText(), layer || null, query ?? "", Date.now()));
  return { items, memory_off: await off(), limits };
}

/** The Memory view's edits: delete, pin, text, confirm. */
export async function edit(op) {
  await update((c, memory) => c.memoryEdit(memory, op, Date.now()));
  return {};
}

/** The events log as JSON Lines, and how many events it holds. */
export async function events() {
  const c = await core();
  const jsonl = c.memoryEvents(await storedText(), Date.now());
  return { jsonl, count: jsonl ? jsonl.split("\n").filter(Boolean).length : 0 };
}
