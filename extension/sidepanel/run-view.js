// The "Run" card: values for a retrieved procedure's slots (bound from the task, editable,
// secrets asked every time and never stored), live progress, Stop, and — when a step fails —
// the report with Continue (after doing the step by hand) or Abort. Also the list of past runs.
import { send } from "./api.js";
import { $, el, show, act, setError, when } from "./dom.js";

let current = null; // {procedure, steps, runId}

function slotField(param, bound, fromModel = false) {
  const id = `slot-${param.name}`;
  const secret = param.kind === "secret";
  const input = el("input", {
    id, type: secret ? "password" : "text", name: param.name, autocomplete: secret ? "off" : undefined,
    value: secret ? "" : bound ?? "",
    placeholder: secret ? "asked for this run only, never stored" : param.example ? `e.g. ${param.example}` : "",
  });
  input.dataset.slot = param.name;
  const needed = !secret && !bound ? el("span", { class: "hint", text: " (not in the task: fill it in)" }) : null;
  const read = fromModel && bound ? el("span", { class: "hint", text: " (read by the model: check it)" }) : null;
  return el("div", { class: "field" }, el("label", { for: id }, param.name, needed, read), input);
}

/**
 * Opens the Run card for a procedure. `result.parameters` are values already read from `task`
 * (a Find result, a run to resume); without them, the values are read from `task` here — the
 * person chose the procedure, so no retrieval gate stands between the task and it.
 */
export async function openRun(result, task, resumeRunId = "") {
  const { procedure, steps } = await send("procmem.procedure.get", { id: result.id });
  task = String(task ?? "");
  const bound = result.parameters ?? (task.trim() ? (await send("procmem.bind", { id: result.id, task })).parameters : {});
  current = { procedure, steps, runId: null, task, resumeRunId };
  $("run-heading").textContent = `Run “${procedure.title}”`;
  $("run-task").value = task;
  const params = procedure.abstract.parameters;
  fillSlots(bound);
  $("run-progress").replaceChildren();
  $("run-status").textContent = params.length
    ? (task.trim() ? "Check the values, then start." : "Type the task and read its values, or fill them in; then start.")
    : "No values needed.";
  setError($("run-error"), "");
  show($("run-report"), false);
  show($("run-start"), true);
  show($("run-stop"), false);
  show($("run"), true);
  $("run").scrollIntoView({ block: "start" });
  // Values a Find result left empty may be read by the model (when it is on): asked after the
  // card is shown, so a slow model never keeps the person from the card.
  const open = params.some((p) => p.kind !== "secret" && !bound?.[p.name]);
  if (result.parameters && open && task.trim() && !resumeRunId) {
    const { parameters, from_model: fromModel = [], model } = await send("procmem.bind", { id: procedure.id, task });
    if (!model || current?.procedure.id !== procedure.id || $("run-task").value !== task) return;
    // Only fields still empty take the model's value: what the person typed meanwhile stays.
    for (const name of fromModel) {
      const input = $("run-slots").querySelector(`input[data-slot="${CSS.escape(name)}"]`);
      if (!input || input.value) continue;
      input.value = parameters[name];
      input.labels[0]?.querySelector(".hint")?.replaceWith(el("span", { class: "hint", text: " (read by the model: check it)" }));
    }
    $("run-status").textContent = `Check the values, then start. ${model.note}`;
  }
}

function fillSlots(bound, fromModel = []) {
  $("run-slots").replaceChildren(...current.procedure.abstract.parameters.map((p) => slotField(p, bound?.[p.name], fromModel.includes(p.name))));
}

/** Reads the values again from the task as it now stands in the Run card. */
async function readValues() {
  const task = $("run-task").value;
  if (!task.trim()) throw new Error("Type the task first.");
  const { parameters, from_model: fromModel = [], model } = await send("procmem.bind", { id: current.procedure.id, task });
  current.task = task;
  fillSlots(parameters, fromModel);
  const missing = current.procedure.abstract.parameters.filter((p) => p.kind !== "secret" && !parameters[p.name]).length;
  const said = missing
    ? `Read from the task; ${missing} value${missing === 1 ? " is" : "s are"} not in it: fill ${missing === 1 ? "it" : "them"} in, then start.`
    : "Read from the task. Check the values, then start.";
  $("run-status").textContent = model ? `${said} ${model.note}` : said;
}

function valuesFromForm() {
  const values = {};
  for (const input of $("run-slots").querySelectorAll("input[data-slot]")) values[input.dataset.slot] = input.value;
  return values;
}

const MARK = { done: "✓", unchecked: "✓?", healed: "✓ (by hand)", failed: "✗" };

function renderRun(run) {
  const results = new Map(run.steps.map((s) => [s.step_id, s]));
  $("run-progress").replaceChildren(...current.steps.map((s) => {
    const r = results.get(s.id);
    const status = r ? r.status : "pending";
    return el("li", { class: `run-step ${status}`, "data-status": status },
      el("span", { class: "mark", text: MARK[status] ?? "·" }), " ", el("span", { text: s.text }),
      r ? el("span", { class: "hint", text: ` ${Math.round(r.ms)} ms` }) : null,
      // What the run did beyond the demonstration (a dialog it closed, a date it picked).
      r?.detail ? el("div", { class: "hint", text: r.detail.length > 200 ? `${r.detail.slice(0, 199)}…` : r.detail }) : null);
  }));
  const running = run.status === "running";
  show($("run-stop"), running);
  show($("run-start"), !running && run.status !== "paused");
  const seconds = run.ended ? ((run.ended - run.started) / 1000).toFixed(1) : null;
  $("run-status").textContent = {
    running: `Running… ${run.steps.length} of ${current.steps.length} steps done.`,
    paused: "Paused at a step that failed.",
    succeeded: `Run succeeded in ${seconds} s.`,
    unverified: `${run.error} (${seconds} s)`,
    failed: `Run failed: ${run.error}`,
    stopped: "Run stopped.",
  }[run.status];
  const report = run.status === "paused" ? run.report : null;
  show($("run-report"), Boolean(report));
  if (report) {
    const best = (report.best ?? []).map((b) => `${b.role || "element"} “${b.name}” (${Math.round(b.score * 100)}%)`).join("; ");
    $("run-report-text").textContent = `Step “${report.step}” failed: ${report.why}${best ? ` Closest elements: ${best}.` : ""} Do this step yourself in the page, then press Continue — or Abort.`;
  }
}

export async function refresh() {
  if (!current?.runId) return;
  try {
    const { run } = await send("procmem.run.get", { run_id: current.runId });
    renderRun(run);
  } catch (err) {
    setError($("run-error"), err.message);
  }
  await refreshRuns();
}

export async function refreshRuns() {
  try {
    const { runs } = await send("procmem.runs.list");
    $("runs").replaceChildren(...(runs.length
      ? runs.slice(0, 50).map((r) => el("li", {},
        el("div", { class: "title", text: `${r.status} · ${r.task || "(no task)"}` }),
        el("div", { class: "meta", text: `procedure v${r.version} · ${when(r.started)} · ${r.steps.filter((s) => s.status !== "failed").length} steps done${r.error ? ` · ${r.error}` : ""}` }),
        r.status === "failed" || r.status === "stopped"
          ? el("button", { type: "button", class: "small", text: "Resume from failing step", onclick: () => openRun({ id: r.procedure_id, parameters: r.values }, r.task, r.id).catch((err) => setError($("run-error"), err.message)) })
          : null,
        // Runs an agent started (or a closed panel left) can still be stopped or aborted here.
        r.status === "running" || r.status === "paused"
          ? el("button", { type: "button", class: "small danger", text: "Stop this run", onclick: () => send("procmem.run.stop", { run_id: r.id }).catch((err) => setError($("run-error"), err.message)) })
          : null,
        r.status === "paused"
          ? el("button", { type: "button", class: "small", text: "Abort this run", onclick: () => send("procmem.run.abort", { run_id: r.id }).catch((err) => setError($("run-error"), err.message)) })
          : null))
      : [el("li", { class: "empty", text: "No runs yet." })]));
  } catch {
    // the runs list is secondary; the card shows its own errors
  }
}

export function init() {
  $("run-read").addEventListener("click", () => act($("run-read"), $("run-error"), readValues));
  $("run-start").addEventListener("click", () => act($("run-start"), $("run-error"), async () => {
    // The run is judged against its task (what the task says that the run does not do): values
    // read from another wording would be judged against words they did not come from.
    if ($("run-task").value !== current.task) {
      throw new Error("The task changed since its values were read: press “Read values from the task” first.");
    }
    const { run } = await send("procmem.run.start", {
      procedure_id: current.procedure.id, values: valuesFromForm(), task: current.task, resume_run_id: current.resumeRunId,
    });
    current.runId = run.id;
    renderRun(run);
  }));
  $("run-stop").addEventListener("click", () => act($("run-stop"), $("run-error"), async () => {
    await send("procmem.run.stop", { run_id: current.runId });
  }));
  $("run-continue").addEventListener("click", () => act($("run-continue"), $("run-error"), async () => {
    await send("procmem.run.continue", { run_id: current.runId });
    await refresh();
  }));
  $("run-abort").addEventListener("click", () => act($("run-abort"), $("run-error"), async () => {
    await send("procmem.run.abort", { run_id: current.runId });
    await refresh();
  }));
  $("run-close").addEventListener("click", () => show($("run"), false));
  refreshRuns();
}
