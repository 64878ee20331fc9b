// The "Find procedures for a task" card: what an agent would receive for a task here.
import { send } from "./api.js";
import { $, el, show, act } from "./dom.js";
import { openRun } from "./run-view.js";

function resultItem(r) {
  const params = Object.entries(r.parameters ?? {});
  return el("li", {},
    el("div", {}, el("strong", { text: r.title }), " ", el("span", { class: "score", text: `${Math.round(r.score * 100)}%` })),
    el("div", { class: "reason", text: r.reason }),
    el("div", { class: "reason", text: `text ${r.breakdown.text} · domain ${r.breakdown.domain} · confidence ${r.breakdown.confidence} · parameters ${r.breakdown.params}${r.breakdown.meaning == null ? "" : ` · meaning ${r.breakdown.meaning}`}` }),
    params.length
      ? el("div", { class: "params", text: "Parameters: " + params.map(([k, v]) => `{${k}} = ${v ?? "(ask)"}`).join(", ") })
      : null,
    el("button", { type: "button", class: "small", text: "Run procedure", onclick: () => openRun(r, $("task").value).catch((err) => { $("task-status").textContent = err.message; }) }));
}

export function init() {
  $("task-find").addEventListener("click", () => act($("task-find"), null, async () => {
    $("task-status").textContent = "Searching…";
    try {
      const { results, context, url } = await send("procmem.retrieve", { task: $("task").value });
      $("task-results").replaceChildren(...results.map(resultItem));
      $("task-context").textContent = context;
      show($("task-context-box"), Boolean(context));
      const where = url ? ` for ${url}` : "";
      $("task-status").textContent = results.length
        ? `${results.length} procedure${results.length === 1 ? "" : "s"} found${where}.`
        : `No stored procedure fits this task${where}. Nothing will be injected.`;
    } catch (err) {
      $("task-status").textContent = err.message;
    }
  }));
  $("task-copy").addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText($("task-context").textContent);
      $("task-status").textContent = "Context copied to the clipboard.";
    } catch (err) {
      $("task-status").textContent = `Could not copy: ${err.message}`;
    }
  });
}
