// The "Memories" card: procedures and recordings with open, rename, delete (confirmed),
// build, run with a task, export and import; plus the procedure detail view.
import { send } from "./api.js";
import { $, el, show, act, setError, when } from "./dom.js";
import { openRun } from "./run-view.js";

// The core refuses a larger file with its own sentence (src/storage/import.rs); the panel checks
// the size first so a huge file is never read into memory nor sent to the worker.
const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

function status(text) {
  $("lib-status").textContent = text;
}

/** Inline rename form under an item. */
function renameForm(item, kind, entry) {
  const input = el("input", { type: "text", value: entry.title, "aria-label": "New name", maxlength: 200 });
  const save = el("button", { type: "button", class: "small primary", text: "Save name" });
  const cancel = el("button", { type: "button", class: "small", text: "Cancel" });
  const form = el("div", { class: "inline-form" }, input, save, cancel);
  save.addEventListener("click", () => act(save, $("lib-error"), async () => {
    await send("procmem.rename", { kind, id: entry.id, title: input.value });
    status(`Renamed to “${input.value.trim()}”.`);
    await refresh();
  }));
  cancel.addEventListener("click", () => form.remove());
  item.querySelector(".inline-form, .confirm")?.remove();
  item.append(form);
  input.focus();
}

/** Inline confirmation: deleting is permanent. */
function confirmDelete(item, kind, entry) {
  const yes = el("button", { type: "button", class: "small danger", text: "Confirm delete" });
  const no = el("button", { type: "button", class: "small", text: "Cancel" });
  const box = el("div", { class: "confirm" }, `Delete “${entry.title}” for good? `, yes, " ", no);
  yes.addEventListener("click", () => act(yes, $("lib-error"), async () => {
    await send("procmem.delete", { kind, id: entry.id });
    status(`Deleted “${entry.title}”.`);
    if ($("detail").dataset.id === entry.id) show($("detail"), false);
    await refresh();
  }));
  no.addEventListener("click", () => box.remove());
  item.querySelector(".inline-form, .confirm")?.remove();
  item.append(box);
}

function button(text, onClick) {
  const b = el("button", { type: "button", class: "small", text });
  b.addEventListener("click", () => onClick(b));
  return b;
}

function procedureItem(p) {
  const runs = p.uses ? ` · ${p.successes} of ${p.uses} runs succeeded` : "";
  const item = el("li", { "data-id": p.id, class: p.deprecated ? "deprecated" : undefined },
    el("div", { class: "title", text: p.title }),
    el("div", { class: "meta", text: `${p.goal} · ${p.step_count} steps · v${p.version} · ${p.domains.join(", ")}${runs}` }),
    p.deprecated ? el("div", { class: "confirm", text: "Deprecated: it failed too often, so agents no longer get it. Restore it once the site or the steps are fixed." }) : null);
  item.append(el("div", { class: "actions" },
    button("Open", (b) => act(b, $("lib-error"), () => openProcedure(p.id))),
    // The person picks the procedure; the task typed in "Find procedures" (if any) comes along.
    button("Run with a task", (b) => act(b, $("lib-error"), () => openRun({ id: p.id }, $("task").value))),
    p.deprecated ? button("Restore", (b) => act(b, $("lib-error"), async () => {
      await send("procmem.procedure.restore", { id: p.id });
      status(`Restored “${p.title}”.`);
    })) : null,
    button("Add demonstration", (b) => act(b, $("lib-error"), async () => {
      await send("procmem.recording.start", { title: `Another demonstration of ${p.title}`, adds_to: p.id });
      status(`Recording another demonstration of “${p.title}”: do the task again in the page, then Stop and Build.`);
    })),
    button("Rename", () => renameForm(item, "procedure", p)),
    button("Delete", () => confirmDelete(item, "procedure", p))));
  return item;
}

function recordingItem(r, onBuilt) {
  r = { ...r, title: r.title || `Untitled recording of ${when(r.created)}` };
  const state = r.procedure_id ? "procedure built" : r.processed ? "processed" : "not built yet";
  const item = el("li", { "data-id": r.id },
    el("div", { class: "title", text: r.title }),
    el("div", { class: "meta", text: `${r.step_count} steps · ${when(r.created)} · ${state}` }));
  item.append(el("div", { class: "actions" },
    button("Build procedure", (b) => act(b, $("lib-error"), async () => {
      const { procedure, model } = await send("procmem.procedure.build", { recording_id: r.id });
      await onBuilt(procedure.id, model?.note);
    })),
    button("Rename", () => renameForm(item, "recording", r)),
    button("Delete", () => confirmDelete(item, "recording", r))));
  return item;
}

function definition(term, ...content) {
  return [el("dt", { text: term }), el("dd", {}, ...content)];
}

export async function openProcedure(id) {
  const { procedure: p, steps } = await send("procmem.procedure.get", { id });
  const a = p.abstract;
  const params = el("table", { class: "params" },
    el("thead", {}, el("tr", {}, el("th", { text: "Slot" }), el("th", { text: "Field" }), el("th", { text: "Kind" }), el("th", { text: "Example" }))),
    el("tbody", {}, a.parameters.map((x) => el("tr", {},
      el("td", { text: `{${x.name}}` }), el("td", { text: x.label }), el("td", { text: x.kind }),
      el("td", { text: x.kind === "secret" ? "never stored" : x.example ?? "" })))));
  $("detail-heading").textContent = p.title;
  $("detail").dataset.id = p.id;
  $("detail-body").replaceChildren(
    el("dl", { class: "abstract" },
      ...definition("Goal", a.goal),
      ...definition("Prerequisites", a.prerequisites.length ? el("ul", {}, a.prerequisites.map((x) => el("li", { text: x }))) : "none"),
      ...definition("Flow", el("ol", {}, a.flow.map((x) => el("li", { text: x })))),
      ...definition("Domains", a.domains.join(", ")),
      ...definition("Tags", a.tags.map((t) => el("span", { class: "tag", text: t }))),
      ...definition("Version", `v${p.version} · updated ${when(p.updated)}`)),
    el("h3", { text: "Parameters" }), a.parameters.length ? params : el("p", { class: "empty", text: "No parameters." }),
    el("h3", { text: "Steps" }),
    el("ol", { class: "steps", "aria-label": "Procedure steps" }, steps.map((s) => {
      const failures = p.stats.step_failures?.[s.id] ?? 0;
      const optional = p.steps.find((x) => x.id === s.id)?.optional;
      return el("li", { class: s.implicit ? "implicit" : undefined }, s.text,
        optional ? el("span", { class: "hint", text: " (optional: only in some demonstrations)" }) : null,
        failures ? el("span", { class: "secret", text: ` failed in ${failures} run${failures === 1 ? "" : "s"}` }) : null);
    })));
  $("detail-body").append(exportSection(p), await versionsSection(p));
  show($("detail"), true);
  $("detail").scrollIntoView({ block: "start" });
}

/** Saves text as a file the browser downloads. */
function download(text, filename, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el("a", { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** The procedure for other tools: a DevTools Recorder recording, a Playwright test. */
function exportSection(p) {
  const notes = el("ul", { class: "hint", "aria-label": "Export notes" });
  const exportAs = (format, type) => (b) => act(b, $("lib-error"), async () => {
    const { text, filename, notes: said } = await send("procmem.procedure.export", { id: p.id, format });
    download(text, filename, type);
    notes.replaceChildren(...said.map((n) => el("li", { text: n })));
    status(`Saved “${p.title}” as ${filename}.`);
  });
  return el("div", { class: "actions" },
    el("h3", { text: "Use it elsewhere" }),
    button("Export for DevTools Recorder", exportAs("devtools", "application/json")),
    button("Export as Playwright test", exportAs("playwright", "text/plain")),
    notes);
}

/** Kept versions with Compare and Roll back. Heals write new versions; rollback keeps history. */
async function versionsSection(p) {
  const { versions } = await send("procmem.procedure.versions", { id: p.id });
  const out = el("div", { class: "compare", role: "status" });
  const items = versions.map((v) => el("li", {},
    `v${v.version}${v.current ? " (current)" : ""} · ${v.step_count} steps · ${when(v.updated)} `,
    v.current ? null : button(`Compare v${v.version} with current`, (b) => act(b, $("lib-error"), async () => {
      const { changes } = await send("procmem.procedure.compare", { id: p.id, a: v.version, b: p.version });
      out.replaceChildren(changes.length
        ? el("ul", {}, changes.map((c) => el("li", { text: `${c.step_id}: ${c.change}` })))
        : el("p", { text: "No differences." }));
    })),
    v.current ? null : button(`Roll back to v${v.version}`, (b) => act(b, $("lib-error"), async () => {
      await send("procmem.procedure.rollback", { id: p.id, version: v.version });
      status(`Rolled back to v${v.version}.`);
      await openProcedure(p.id);
    }))));
  return el("div", {}, el("h3", { text: "Versions" }), el("ul", { class: "versions", "aria-label": "Versions" }, items), out);
}

export async function refresh(onBuilt = refreshAndOpen) {
  try {
    const { procedures, recordings, problems } = await send("procmem.list");
    $("lib-procedures").replaceChildren(...(procedures.length ? procedures.map(procedureItem) : [el("li", { class: "empty", text: "No procedures yet. Record a task, then build one." })]));
    $("lib-recordings").replaceChildren(...(recordings.length ? recordings.map((r) => recordingItem(r, onBuilt)) : [el("li", { class: "empty", text: "No recordings yet." })]));
    setError($("lib-problems"), problems.length
      ? `${problems.length} stored item${problems.length === 1 ? " was" : "s were"} unreadable and set aside (kept under ${problems.map((p) => p.key).join(", ")}): ${problems.map((p) => p.error).join("; ")}`
      : "");
  } catch (err) {
    setError($("lib-error"), err.message);
  }
}

/** After a build: the library, the procedure, and what the model did (when it is on). */
async function refreshAndOpen(procedureId, modelNote) {
  await refresh();
  await openProcedure(procedureId);
  status(modelNote ? `Procedure built. ${modelNote}` : "Procedure built.");
}

export function init() {
  $("detail-close").addEventListener("click", () => show($("detail"), false));
  $("lib-export").addEventListener("click", () => act($("lib-export"), $("lib-error"), async () => {
    const { data, filename } = await send("procmem.export");
    download(JSON.stringify(data, null, 2), filename, "application/json");
    status(`Exported ${data.procedures.length} procedures and ${data.recordings.length} recordings to ${filename}.`);
  }));
  $("lib-import").addEventListener("click", () => $("lib-import-file").click());
  $("lib-import-file").addEventListener("change", () => act($("lib-import"), $("lib-error"), async () => {
    const file = $("lib-import-file").files[0];
    $("lib-import-file").value = "";
    if (!file) return;
    try {
      // Checked before reading, so a huge file neither stalls the panel nor reaches the worker.
      if (file.size > MAX_IMPORT_BYTES) {
        throw new Error(`The file is ${(file.size / 1048576).toFixed(1)} MB; the largest file procmem imports is ${MAX_IMPORT_BYTES / 1048576} MB.`);
      }
      const { imported } = await send("procmem.import", { text: await file.text() });
      if (imported.devtools) {
        const { title, steps, skipped } = imported.devtools;
        const left = Object.entries(skipped).map(([kind, n]) => `${n} ${kind}`).join(", ");
        status(`Imported the DevTools Recorder recording “${title}” as a recording of ${steps} steps${left ? ` (not kept: ${left})` : ""}. Build it into a procedure below.`);
        await refresh();
        return;
      }
      status(`Imported ${imported.procedures} procedures and ${imported.recordings} recordings${memoryImported(imported.memory)} from ${file.name}.`);
      await refresh();
    } catch (err) {
      throw new Error(`Import failed, nothing was changed: ${err.message}`);
    }
  }));
}

/** ", and experience memory: 2 new lessons, 1 new site fact" for what an import added to it. */
function memoryImported(memory) {
  if (!memory) return "";
  const parts = [["lessons", "lesson", "lessons"], ["facts", "site fact", "site facts"], ["selectors", "known element", "known elements"], ["trajectories", "agent run", "agent runs"], ["sessions", "session", "sessions"]]
    .map(([key, one, many]) => [memory[key]?.added ?? 0, one, many])
    .filter(([added]) => added > 0)
    .map(([added, one, many]) => `${added} new ${added === 1 ? one : many}`);
  return parts.length ? `, and experience memory: ${parts.join(", ")}` : "";
}

export { refreshAndOpen };
