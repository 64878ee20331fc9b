// A run's life: start (the core plans it), its steps in order (steps.js does each; the core
// says which to skip and whether each worked), pause at a failed step with a report, continue
// after a heal, stop, abort, end as succeeded or unverified, and learn from the outcome. Runs
// are stored; one cut off by a worker restart is reported as interrupted.
import { core } from "./core.js";
import { KEYS, set, remove, serial, readIndex, readValue, checkEntries, withId } from "./store.js";
import { workingTab, ensureRecorder } from "./tabs.js";
import { tabUrl, pageText, StepStopped } from "./frames.js";
import { StepFailure, performStep, pageToward } from "./steps.js";
import { startCapture, endCapture as endHealCapture } from "./heal-capture.js";
import { writeHealedVersion } from "./versions.js";
import * as memory from "./memory.js";
import * as team from "./team.js";
import { knownLocators } from "./known-locators.js";
export { versions, compare, rollback } from "./versions.js";

const RUN_PREFIX = "procmem:run:";
/** Runs kept; older ones are dropped as new ones start. */
const MAX_RUNS = 500;

/** Runs alive in this worker: id → {stop: bool}. A run in storage but not here was cut off. */
const live = new Map();

/** Ends a heal capture for a run (the run's procedure found from the stored run). */
function endCapture(runId, stepId) {
  return endHealCapture(runId, stepId, async (id) => (await readValue(runKey(id)))?.procedure_id);
}

function runKey(id) {
  return RUN_PREFIX + id;
}

async function saveRun(run) {
  await serial(() => set({ [runKey(run.id)]: run }));
}

async function learn(procedureId, outcome) {
  const c = await core();
  await serial(async () => {
    const key = c.procedureKey(procedureId);
    const procedure = await readValue(key);
    if (!procedure) throw new Error("That procedure no longer exists; nothing was recorded.");
    const { procedure: next } = c.recordOutcome(procedure, outcome);
    // (With a team library, the outcome is kept for the team's counts in the same write.)
    await set({ [key]: next, ...(await team.noteOutcome(procedureId, outcome)) });
  });
}

/**
 * What the run taught the experience memory (lessons from its failures and the person's heals,
 * site facts), read with the procedure version it ran. Queued with the messages, which write
 * the memory too; a failure here never changes how the run ended.
 */
async function teachMemory(run, heals) {
  try {
    const c = await core();
    const procedure = await readValue(c.procedureKey(run.procedure_id));
    await serial(() => memory.learnFromRun(run, procedure, heals ?? []));
  } catch (err) {
    console.warn("procmem: the experience memory could not learn from run", run.id, err);
  }
}

async function execute(run, steps, tabId, fromIndex) {
  const c = await core();
  const control = live.get(run.id);
  // The address the run ends or pauses on, as the run keeps it: the core redacts credentials
  // and every value given for a secret slot (a GET form puts the typed password in it).
  const keptUrl = async (tab) => control.keptUrl(await tabUrl(tab));
  for (let i = fromIndex; i < steps.length; i++) {
    const step = steps[i];
    if (!live.has(run.id)) return; // aborted: the abort wrote the outcome
    if (control.stop) {
      run = c.finishRun(run, "stopped", await keptUrl(tabId), "Stopped by the person.", Date.now());
      await saveRun(run);
      live.delete(run.id);
      return;
    }
    const t0 = performance.now();
    // The core says which steps this run skips (optional ones it has no value or page for, the
    // month buttons a date pick turns itself).
    const skip = c.skipReason(step);
    if (skip) {
      run = c.recordStepResult(run, { step_id: step.step_id, status: "skipped", ms: 0, detail: skip });
      await saveRun(run);
      continue;
    }
    try {
      if (step.page_until != null) {
        // Paging toward a result: done once for all the pager clicks (and page loads) before it.
        const detail = await pageToward(c, tabId, steps, i, control);
        run = c.recordStepResult(run, { step_id: step.step_id, status: "done", ms: performance.now() - t0, detail });
        for (let j = i + 1; j < step.page_until; j++) {
          run = c.recordStepResult(run, { step_id: steps[j].step_id, status: "skipped", ms: 0, detail: "paged above" });
        }
        await saveRun(run);
        i = step.page_until - 1;
        continue;
      }
      // What selector memory knows of the step's element on this tab's site: the core may use
      // it to break a tie between look-alikes, nothing more (none with Memory off).
      const known = step.target ? await knownLocators(await tabUrl(control.tabId ?? tabId), step) : [];
      const done = await performStep(c, tabId, known.length ? { ...step, known } : step, control);
      const detail = typeof done === "string" ? done : done.detail;
      tabId = control.tabId ?? tabId;
      // Done and checked, or done with nothing to check it by (the run then ends unverified).
      const status = step.checkable && !done?.unchecked ? "done" : "unchecked";
      const why = step.checkable ? detail : detail || "nothing on the page showed this step's effect when it was demonstrated";
      run = c.recordStepResult(run, { step_id: step.step_id, status, ms: performance.now() - t0, detail: why, locator: typeof done?.locator === "string" ? done.locator : "" });
      await saveRun(run);
    } catch (err) {
      if (err instanceof StepStopped) {
        run = c.finishRun(run, "stopped", await keptUrl(tabId), "Stopped by the person.", Date.now());
        await saveRun(run);
        live.delete(run.id);
        return;
      }
      if (step.optional && err instanceof StepFailure && err.kind === "not_found") {
        // Present in only some demonstrations: its absence is not a failure.
        run = c.recordStepResult(run, { step_id: step.step_id, status: "skipped", ms: performance.now() - t0, detail: `optional: ${err.message}` });
        await saveRun(run);
        continue;
      }
      const best = err.best ?? [];
      const why = err.message ?? String(err);
      run = c.recordStepResult(run, { step_id: step.step_id, status: "failed", ms: performance.now() - t0, detail: why });
      const url = await keptUrl(tabId);
      if (!live.has(run.id)) return; // aborted meanwhile
      run = c.pauseRun(run, { step_id: step.step_id, step: step.text, why, best, kind: err.kind ?? "failed" }, url, Date.now());
      await saveRun(run);
      live.get(run.id).paused = { steps, index: i, tabId };
      await startCapture(run.id, tabId);
      return;
    }
  }
  if (!live.has(run.id)) return;
  const url = await keptUrl(tabId);
  // A name the task gave as context ("on Tofu's record") is used when a page the run acted on
  // shows it: the start page (read when the run began) or the page it ended on.
  const shown = run.unmet?.length ? `${control.startText ?? ""}\n${await pageText(tabId)}` : "";
  run = c.concludeRun(run, url, shown, Date.now());
  await saveRun(run);
  live.delete(run.id);
  await teachMemory(run, control.heals);
  if (control.heals?.length) await writeHealedVersion(run.procedure_id, control.heals);
  // An unverified run teaches nothing: it is neither known to have worked nor to have failed.
  if (run.status === "succeeded") await learn(run.procedure_id, { success: true, failed_step: null, time: Date.now() });
}

export async function start({ procedure_id, values = {}, task = "", resume_run_id = "" }) {
  const c = await core();
  const procedure = await readValue(c.procedureKey(procedure_id));
  if (!procedure) throw new Error("That procedure no longer exists.");
  const steps = c.planRun(procedure, values); // throws "Missing values for {x}."
  // A task asking for another of the choices the procedure always makes ("Reset password" to
  // one that always clicks "Suspend"): every step would do the wrong deed well. Never start it.
  const conflicts = String(task).trim() ? c.taskConflicts(procedure, String(task), values) : [];
  if (conflicts.length) throw new Error(conflicts.join(" "));
  // Resuming a failed run: start at its failing step (the steps before it already happened).
  let from = 0;
  if (resume_run_id) {
    const previous = await readValue(runKey(resume_run_id));
    if (!previous) throw new Error("The run to resume no longer exists.");
    const next = c.resumeFrom(previous, procedure);
    if (!next) throw new Error("Every step of that run was done; start a new run instead.");
    from = Math.max(0, steps.findIndex((s) => s.step_id === next));
  }
  const tab = await workingTab();
  if (!tab?.url || !/^(https?|file):/.test(tab.url)) throw new Error("Open the web page to run the procedure on first.");
  // One run drives a tab at a time: two would act on each other's elements.
  for (const other of live.values()) {
    if (other.tabId === tab.id) throw new Error("Another run is driving this tab. Stop it first.");
  }
  await ensureReplayer(tab.id);
  const id = crypto.randomUUID();
  let run = c.newRun(id, String(task), procedure, values, tab.url, Date.now());
  await serial(async () => {
    const index = await readIndex();
    const runs = withId(index.runs ?? [], id);
    const dropped = runs.slice(0, Math.max(0, runs.length - MAX_RUNS));
    await set({ [runKey(id)]: run, [KEYS.index]: { ...index, runs: runs.slice(dropped.length) } });
    if (dropped.length) await remove(dropped.map(runKey));
  });
  // (The page the run starts on, read only when the task says more than the procedure uses:
  // the end compares those names with what the pages showed.)
  const startText = run.unmet?.length ? await pageText(tab.id) : "";
  // (The task goes to each step's search: a choice whose value names nothing on the page may be
  // the one element the task names, `named_by_task` in the core.)
  // (With the run's values: an element another slot's value names is never this step's choice.)
  live.set(id, {
    stop: false, heals: [], tabId: tab.id, stopWaiters: new Set(), startText, task: String(task), values: Object.values(run.values ?? {}).map(String),
    // (The secret values stay in this worker's memory for the run, as the plan's steps hold them.)
    keptUrl: (url) => c.runUrl(String(url ?? ""), procedure, values),
  });
  for (const skipped of steps.slice(0, from)) {
    run = c.recordStepResult(run, { step_id: skipped.step_id, status: "skipped", ms: 0, detail: `done in run ${resume_run_id}` });
  }
  execute(run, steps, tab.id, from).catch((err) => console.error("procmem run failed:", err));
  return { run };
}

async function ensureReplayer(tabId) {
  await ensureRecorder(tabId); // the same injection brings replayer.js along
}

export async function stop(runId) {
  const c = await core();
  const control = live.get(runId);
  if (!control) throw new Error("That run is not running.");
  if (control.paused) {
    // Waiting at a failed step: end the capture and the run now. (The run leaves `live` only
    // once its end is saved: `getRun` takes a stored paused run this worker does not hold for
    // one cut off by a restart.)
    control.paused = null;
    control.stop = true;
    try {
      await endCapture(runId, null);
      let run = await readValue(runKey(runId));
      if (!run) return { stopping: runId };
      delete run.report;
      run = c.finishRun(run, "stopped", run.final_url ?? "", "Stopped by the person.", Date.now());
      await saveRun(run);
    } finally {
      live.delete(runId);
    }
    return { stopping: runId };
  }
  control.stop = true;
  for (const wake of [...control.stopWaiters]) wake();
  return { stopping: runId };
}

/** After the person did the failing step by hand: count it as healed and go on. */
export async function resume(runId) {
  const c = await core();
  const control = live.get(runId);
  if (!control?.paused) throw new Error("That run is not waiting at a failed step.");
  const { steps, index, tabId } = control.paused;
  control.paused = null;
  const target = await endCapture(runId, steps[index].step_id);
  if (target) control.heals.push({ step_id: steps[index].step_id, target });
  let run = await readValue(runKey(runId));
  if (!run) throw new Error("That run no longer exists.");
  const detail = target ? "done by hand; the element used was captured for the next version" : "done by hand";
  run = c.recordStepResult(run, { step_id: steps[index].step_id, status: "healed", ms: 0, detail }); // (continuing clears the report)
  await saveRun(run);
  execute(run, steps, tabId, index + 1).catch((err) => console.error("procmem run failed:", err));
  return { run };
}

export async function abort(runId) {
  const c = await core();
  const control = live.get(runId);
  // Only a run waiting at a failed step can be aborted, and only once: the failure is learned once.
  if (!control?.paused) throw new Error("Only a run paused at a failed step can be aborted.");
  control.paused = null; // (a second abort is refused; the run leaves `live` once its end is saved)
  let run;
  let failed;
  try {
    run = await readValue(runKey(runId));
    if (!run) throw new Error("That run no longer exists.");
    failed = run.report?.step_id ?? null;
    await endCapture(runId, null);
    run = c.finishRun(run, "failed", run.final_url ?? "", run.error || "Aborted by the person.", Date.now());
    await saveRun(run);
  } finally {
    live.delete(runId);
  }
  await teachMemory(run, control.heals);
  // A refusal to guess between equal elements says nothing against the procedure.
  const cause = run.report?.kind === "ambiguous" ? "refused" : "procedure";
  await learn(run.procedure_id, { success: false, failed_step: failed, time: Date.now(), cause });
  return { run };
}

export async function getRun(runId) {
  // Whether this worker holds the run is asked before the read: a run that ends while the read
  // is under way is saved finished before it leaves `live`, so asking after the read could take
  // a run that just succeeded, read as still running, for one cut off (and overwrite it).
  const held = live.has(runId);
  const run = await readValue(runKey(runId)); // a damaged one is set aside: it no longer exists
  if (!run) throw new Error("That run no longer exists.");
  // A run stored as running or paused that this worker does not hold was cut off by a
  // worker restart: say so instead of pretending it still runs.
  if ((run.status === "running" || run.status === "paused") && !held && !live.has(runId)) {
    const c = await core();
    await endCapture(runId, null); // a fix being captured for it ends with it
    const ended = c.finishRun(run, "failed", run.final_url ?? "", "The run was interrupted: the browser stopped the extension's background worker. Start it again or resume from its failing step.", Date.now());
    await saveRun(ended);
    return { run: ended };
  }
  return { run };
}

export async function listRuns() {
  return { runs: await recentRuns(Infinity) };
}

/** The latest `count` runs, newest first (run ids are listed oldest first); a damaged run is
 * set aside by the core's check and the others are listed. */
export async function recentRuns(count) {
  const { values } = await checkEntries(await recentRunEntries(count));
  return Object.values(values).sort((a, b) => b.started - a.started);
}

/** The latest `count` runs as stored (key → value), for a reader that checks them itself. */
export async function recentRunEntries(count) {
  const index = await readIndex();
  const ids = (index.runs ?? []).slice(-count);
  return ids.length ? chrome.storage.local.get(ids.map(runKey)) : {};
}

/** An agent that used an injected procedure reports how it went: the same learning. */
const CAUSES = ["procedure", "refused", "unbound", "person", "interrupted"];

export async function reportOutcome({ procedure_id, success, failed_step, cause = "procedure" }) {
  if (typeof procedure_id !== "string") throw new Error('"procedure_id" must be a string.');
  if (typeof success !== "boolean") throw new Error('"success" must be true or false.');
  if (!CAUSES.includes(cause)) throw new Error(`"cause" must be one of ${CAUSES.join(", ")}.`);
  await learn(procedure_id, { success, failed_step: typeof failed_step === "string" ? failed_step : null, time: Date.now(), cause });
  return { recorded: true };
}

