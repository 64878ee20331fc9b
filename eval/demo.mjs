// Demonstrations as the extension records them: element fingerprints (docs/EVENTS.md), the
// recorder's operations, and `build`, which turns a demonstration into a recording (steps with
// their final values, implicit navigations after the click or Enter that caused them, secrets
// without a value). Shared by the evaluation sets' generators (eval/generate.mjs,
// eval/intents/generate.mjs).
import crypto from "node:crypto";

export const DAY = 86_400_000;
/// 2026-10-27T06:26:40Z; every demonstration is recorded within the 60 days after it.
export const BASE = 1_793_082_000_000;

// ---------------------------------------------------------------------------------------------
// Element fingerprints (docs/EVENTS.md), as the content script reports them.

export function fp(spec) {
  const f = {
    tag: "", role: "", name: "", label: "", text: "", id: "", name_attr: "", type: "", placeholder: "",
    autocomplete: "", test_id: "", test_id_attr: "", context_label: "", css: "", xpath: "",
    shadow_hosts: [], frame_path: [], url: "", title: "",
    ...spec,
  };
  if (!f.css) {
    if (f.id) f.css = `#${f.id}`;
    else if (f.test_id) f.css = `[${f.test_id_attr || "data-testid"}="${f.test_id}"]`;
    else if (f.name_attr) f.css = `${f.tag}[name="${f.name_attr}"]`;
    else if (f.name) f.css = `${f.tag}[aria-label="${f.name}"]`;
    else f.css = f.tag;
  }
  if (!f.xpath) {
    if (f.id) f.xpath = `//*[@id="${f.id}"]`;
    else if (f.text) f.xpath = `//${f.tag}[normalize-space()="${f.text}"]`;
    else if (f.name) f.xpath = `//${f.tag}[@aria-label="${f.name}"]`;
    else f.xpath = `//${f.tag}`;
  }
  return f;
}

export const button = (name, x = {}) => fp({ tag: "button", role: "button", name, text: name, ...x });
export const link = (name, x = {}) => fp({ tag: "a", role: "link", name, text: name, ...x });
export const menuitem = (name, x = {}) => fp({ tag: "div", role: "menuitem", name, text: name, ...x });
export const tab = (name, x = {}) => fp({ tag: "button", role: "tab", name, text: name, ...x });
export const gridcell = (name, x = {}) => fp({ tag: "td", role: "gridcell", name, ...x });
export const textbox = (label, x = {}) => fp({ tag: "input", role: "textbox", name: label, label, type: "text", ...x });
export const email = (label, x = {}) => fp({ tag: "input", role: "textbox", name: label, label, type: "email", autocomplete: "email", ...x });
export const textarea = (label, x = {}) => fp({ tag: "textarea", role: "textbox", name: label, label, ...x });
export const editable = (label, x = {}) => fp({ tag: "div", role: "textbox", name: label, label, ...x });
export const searchbox = (label, x = {}) => fp({ tag: "input", role: "searchbox", name: label, label, type: "search", ...x });
export const combobox = (label, x = {}) => fp({ tag: "input", role: "combobox", name: label, label, type: "text", ...x });
export const dropdown = (label, x = {}) => fp({ tag: "button", role: "combobox", name: label, label, ...x });
export const selectEl = (label, x = {}) => fp({ tag: "select", role: "combobox", name: label, label, ...x });
export const password = (label = "Password", x = {}) =>
  fp({ tag: "input", role: "textbox", name: label, label, type: "password", autocomplete: "current-password", ...x });
export const checkbox = (label, x = {}) => fp({ tag: "input", role: "checkbox", name: label, label, type: "checkbox", ...x });
export const radio = (name, group, x = {}) => fp({ tag: "input", role: "radio", name, label: name, type: "radio", context_label: group, ...x });
export const option = (name, group, x = {}) => fp({ tag: "li", role: "option", name, text: name, context_label: group, ...x });

// ---------------------------------------------------------------------------------------------
// Recording operations. `build` walks them, keeping the current page, and produces the steps
// the recorder stores (one step per field with its final value, implicit navigations after the
// click or Enter that caused them, secrets without a value).

export const start = (url, title) => ({ op: "navigate", url, title, nav: "start" });
export const go = (url, title) => ({ op: "navigate", url, title, nav: "typed" });
export const then = (url, title, nav = "link") => ({ op: "navigate", url, title, nav, implicit: true });
export const click = (target, x = {}) => ({ op: "click", target, ...x });
export const submit = (target) => ({ op: "click", target, submits: true });
export const type = (target, value) => ({ op: "type", target, value });
export const secret = (target) => ({ op: "type", target, secret: true });
export const select = (target, value, options) => ({ op: "select", target, value, options });
export const check = (target, checked = true) => ({ op: "check", target, checked });
export const pick = (target, options = []) => ({ op: "click", target, options });
export const enter = (target, submits = true) => ({ op: "press_enter", target, submits });

/// Small deterministic generator (mulberry32) seeded from a string, for step timings.
export function rng(seed) {
  let a = crypto.createHash("sha1").update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function uuid(seed) {
  const h = crypto.createHash("sha1").update(`procmem-eval:${seed}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function build(def) {
  const rand = rng(def.id);
  const tabId = 400_000_000 + Math.floor(rand() * 300_000_000);
  let time = BASE + def.day * DAY + Math.floor(rand() * 8 * 3_600_000);
  const created = time;
  let page = null;
  const steps = [];
  for (const o of def.steps) {
    const base = { id: `s${steps.length + 1}`, action: o.op, target: null, value: null, secret: false, checked: null, nav: null };
    if (o.op === "navigate") {
      time += o.implicit ? 300 + Math.floor(rand() * 900) : 800 + Math.floor(rand() * 2000);
      page = { url: o.url, title: o.title };
      steps.push({ ...base, nav: o.nav, url: o.url, title: o.implicit ? "" : o.title, time, implicit: !!o.implicit, submits: false });
      continue;
    }
    if (!page) throw new Error(`${def.id}: a step before the first page`);
    time += o.op === "type" ? 1500 + Math.floor(rand() * 6000) : 600 + Math.floor(rand() * 2500);
    const target = { ...o.target, url: page.url, title: page.title };
    const step = {
      ...base,
      target,
      value: o.secret ? null : o.value ?? null,
      secret: !!o.secret,
      checked: o.op === "check" ? o.checked : null,
      url: page.url,
      title: page.title,
      time,
      implicit: false,
      submits: !!o.submits,
    };
    if (o.options?.length) step.options = o.options;
    steps.push(step);
  }
  const recId = uuid(def.id);
  return {
    id: recId,
    title: def.title,
    description: def.description ?? "",
    created,
    updated: time,
    steps,
    procedure_id: def.id,
    processed: true,
    next_step: steps.length + 1,
    last_tab_id: tabId,
    tabs: [tabId],
  };
}
