// The "Memory" card: every layer of the experience memory listed and searchable; each item
// inspectable (its rule's state in words), pinnable, editable (lessons, site facts) and
// deletable; a candidate procedure from an agent's run can be confirmed; the events log shown
// and exported as JSONL; and the Memory off switch.
import { send } from "./api.js";
import { $, el, show, act, setError, when } from "./dom.js";

const LAYER_NAMES = {
  lessons: "Lesson",
  knowledge: "Site fact",
  selectors: "Locator",
  trajectories: "Agent run",
  sessions: "Recent task",
  tasks: "Task in progress",
};

let editing = null; // "layer:id" of the item whose text is being edited
let confirming = null; // "layer:id" of the item whose deletion waits for a yes

function status(text) {
  $("mem-status").textContent = text;
}

async function change(op, done) {
  await send("procmem.memory.edit", { edit: op });
  status(done);
  await refresh();
}

function itemNode(item) {
  const key = `${item.layer}:${item.id}`;
  const label = `${LAYER_NAMES[item.layer] ?? item.layer}: ${item.title}`;
  const actions = [];
  if (item.editable) {
    actions.push(el("button", { type: "button", class: "small", text: "Edit", "aria-label": `Edit ${label}`, onclick: () => { editing = key; confirming = null; refresh(); } }));
  }
  if (["lessons", "knowledge", "selectors", "trajectories"].includes(item.layer)) {
    const pinned = item.pinned;
    actions.push(el("button", {
      type: "button", class: "small", text: pinned ? "Unpin" : "Pin", "aria-label": `${pinned ? "Unpin" : "Pin"} ${label}`,
      onclick: (e) => act(e.target, $("mem-error"), () => change({ op: "pin", layer: item.layer, id: item.id, pinned: !pinned }, pinned ? "Unpinned." : "Pinned: it is never pruned.")),
    }));
  }
  if (item.layer === "trajectories" && item.detail.includes(" · candidate ")) {
    actions.push(el("button", {
      type: "button", class: "small", text: "Confirm", "aria-label": `Confirm ${label}`,
      onclick: (e) => act(e.target, $("mem-error"), () => change({ op: "confirm", id: item.id }, "Confirmed: this agent run no longer expires.")),
    }));
  }
  actions.push(el("button", { type: "button", class: "small danger", text: "Delete", "aria-label": `Delete ${label}`, onclick: () => { confirming = key; editing = null; refresh(); } }));
  const node = el("li", {},
    el("div", {}, el("span", { class: "layer", text: LAYER_NAMES[item.layer] ?? item.layer }), el("span", { class: "title", text: item.title || "(no text)" }), item.pinned ? el("span", { class: "pinned", text: "pinned" }) : null),
    el("div", { class: "meta", text: [item.site, item.detail, item.updated ? when(item.updated) : ""].filter(Boolean).join(" · ") }),
    el("div", { class: "actions" }, actions),
  );
  if (editing === key) {
    const input = el("input", { type: "text", value: item.title, "aria-label": `New text for ${label}` });
    input.value = item.title;
    node.append(el("div", { class: "inline-form" },
      input,
      el("button", { type: "button", class: "small primary", text: "Save", onclick: (e) => act(e.target, $("mem-error"), async () => { editing = null; await change({ op: "text", layer: item.layer, id: item.id, text: input.value }, "Saved."); }) }),
      el("button", { type: "button", class: "small", text: "Cancel", onclick: () => { editing = null; refresh(); } }),
    ));
  }
  if (confirming === key) {
    node.append(el("div", { class: "confirm" },
      el("span", { text: "Delete it from memory? " }),
      el("button", { type: "button", class: "small danger", text: "Yes, delete", onclick: (e) => act(e.target, $("mem-error"), async () => { confirming = null; await change({ op: "delete", layer: item.layer, id: item.id }, "Deleted."); }) }),
      el("button", { type: "button", class: "small", text: "Keep", onclick: () => { confirming = null; refresh(); } }),
    ));
  }
  return node;
}

export async function refresh() {
  try {
    const { items, memory_off, limits } = await send("procmem.memory.list", { layer: $("mem-layer").value, query: $("mem-search").value });
    $("mem-off").checked = memory_off;
    showLimits(limits);
    const list = $("mem-items");
    list.replaceChildren(...(items.length ? items.map(itemNode) : [el("li", { class: "empty", text: $("mem-search").value ? "Nothing in memory matches." : "Nothing remembered yet." })]));
  } catch (err) {
    setError($("mem-error"), err.message);
  }
}

const LIMITS = ["lessons", "facts", "selectors", "trajectories"];
let limitsShown = false;

/** Fills the limits once (a later refresh must not overwrite what the person is typing). */
function showLimits(limits) {
  if (limitsShown || !limits) return;
  for (const k of LIMITS) $(`limit-${k}`).value = limits[k];
  limitsShown = true;
}

async function saveLimits() {
  const limits = {};
  for (const k of LIMITS) {
    const n = Number($(`limit-${k}`).value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${$(`limit-${k}`).labels[0].textContent}: a whole number of 1 or more.`);
    limits[k] = n;
  }
  await send("procmem.memory.edit", { edit: { op: "limits", limits } });
  $("limits-status").textContent = `Saved: at most ${limits.lessons} lessons, ${limits.facts} site facts, ${limits.selectors} locators, ${limits.trajectories} agent runs.`;
  await refresh();
}

async function showEvents() {
  const { jsonl, count } = await send("procmem.memory.events");
  $("mem-events").textContent = jsonl || "No events yet.";
  status(`${count} event${count === 1 ? "" : "s"}.`);
}

export function init() {
  let timer = null;
  $("mem-search").addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(refresh, 150);
  });
  $("mem-layer").addEventListener("change", refresh);
  $("limits-save").addEventListener("click", () => act($("limits-save"), null, () => saveLimits().catch((err) => { $("limits-status").textContent = err.message; })));
  $("mem-off").addEventListener("change", () => act(null, $("mem-error"), async () => {
    const memory_off = $("mem-off").checked;
    await send("procmem.settings.set", { memory_off });
    status(memory_off ? "Memory is off: agents get nothing from it." : "Memory is on.");
  }));
  $("mem-events-show").addEventListener("click", () => act($("mem-events-show"), $("mem-error"), async () => {
    const open = $("mem-events").hidden;
    show($("mem-events"), open);
    $("mem-events-show").setAttribute("aria-expanded", String(open));
    $("mem-events-show").textContent = open ? "Hide events" : "Show events";
    if (open) await showEvents();
  }));
  $("mem-events-export").addEventListener("click", () => act($("mem-events-export"), $("mem-error"), async () => {
    const { jsonl, count } = await send("procmem.memory.events");
    const url = URL.createObjectURL(new Blob([jsonl], { type: "application/x-ndjson" }));
    const filename = `procmem-memory-events-${new Date().toISOString().slice(0, 10)}.jsonl`;
    const a = el("a", { href: url, download: filename });
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
    status(`Exported ${count} events to ${filename}.`);
  }));
}
