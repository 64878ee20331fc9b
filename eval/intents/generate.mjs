// Builds the intent evaluation set (eval/intents/README.md) from the site files in sites/:
// recordings.json (every demonstration as the extension stores it) and tasks.jsonl (labeled
// tasks with their split and expected values). Deterministic.
//
//   node eval/intents/generate.mjs           check and write
//   node eval/intents/generate.mjs --check   check only
//
// The procedures themselves are not written here: tests/intents.rs distills the recordings
// with the current core, so a change to distillation is measured without regenerating.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "../demo.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const checkOnly = process.argv.includes("--check");

/// dev or test, from a hash of a procedure's id (or an unrelated task's text): about half each.
export function splitOf(key) {
  return crypto.createHash("sha1").update(`procmem-intents:${key}`).digest()[0] < 128 ? "dev" : "test";
}

/// The registrable domain a person sees as the site (shop.example.com and www.example.com are
/// one site only when their last two labels agree).
function siteOf(host) {
  const labels = host.replace(/^www\./, "").split(".");
  const twoPart = ["co.uk", "com.au", "co.jp"].includes(labels.slice(-2).join("."));
  return labels.slice(twoPart ? -3 : -2).join(".");
}

const hostOf = (url) => new URL(url).hostname;

/// Values a demonstration shows: typed values, chosen options, names of clicked elements.
function demonstrated(steps) {
  const out = new Set();
  for (const s of steps) {
    if (s.op === "type" && !s.secret && s.value) out.add(s.value);
    if (s.op === "select" && s.value) out.add(s.value);
    if (s.op === "click" && s.target?.name) out.add(s.target.name);
    if (s.op === "check" && s.target?.name) out.add(s.target.name);
  }
  return out;
}

const files = fs.readdirSync(path.join(here, "sites")).filter((f) => f.endsWith(".mjs")).sort();
const errors = [];
const sites = [];
for (const f of files) {
  try {
    const mod = await import(pathToFileURL(path.join(here, "sites", f)).href);
    if (!mod.SITE) throw new Error("exports no SITE");
    sites.push({ file: f, ...mod.SITE });
  } catch (e) {
    errors.push(`${f}: does not load: ${e.message}`);
  }
}

const recordings = [];
const tasks = [];
const seenTasks = new Set();
const ids = new Set();
const names = new Set();
let day = 0;
for (const site of sites) {
  const where = site.file;
  if (!site.name || names.has(site.name)) errors.push(`${where}: missing or repeated site name ${site.name}`);
  names.add(site.name);
  const procs = site.procedures ?? [];
  if (procs.length < 7) errors.push(`${where}: ${procs.length} procedures (at least 7)`);
  const hosts = new Set(procs.flatMap((p) => p.steps.filter((s) => s.url).map((s) => siteOf(hostOf(s.url)))));
  const onSite = (url, what) => {
    let ok = false;
    try {
      ok = hosts.has(siteOf(hostOf(url)));
    } catch {
      ok = false;
    }
    if (!ok) errors.push(`${where}: ${what}: url ${url} is not on the site (${[...hosts].join(", ")})`);
  };
  const addTask = (t, fields, what) => {
    if (typeof t.task !== "string" || !t.task.trim()) {
      errors.push(`${where}: ${what}: a task without text`);
      return;
    }
    if (seenTasks.has(t.task)) errors.push(`${where}: ${what}: duplicate task ${JSON.stringify(t.task)}`);
    seenTasks.add(t.task);
    onSite(t.url, `${what} ${JSON.stringify(t.task)}`);
    tasks.push({ task: t.task, url: t.url, ...fields, site: site.name });
  };
  for (const p of procs) {
    const what = p.id;
    if (!p.id?.startsWith(`${site.name}-`)) errors.push(`${where}: id ${p.id} does not start with ${site.name}-`);
    if (ids.has(p.id)) errors.push(`${where}: repeated id ${p.id}`);
    ids.add(p.id);
    if (!p.steps?.length || p.steps[0].op !== "navigate" || p.steps[0].nav !== "start") errors.push(`${where}: ${what}: the first step must be start()`);
    const values = demonstrated(p.steps ?? []);
    if ((p.tasks ?? []).length < 5) errors.push(`${where}: ${what}: ${(p.tasks ?? []).length} tasks (at least 5)`);
    if ((p.near ?? []).length < 3) errors.push(`${where}: ${what}: ${(p.near ?? []).length} near misses (at least 3)`);
    let rec;
    try {
      rec = build({ ...p, day: day++ % 60 });
    } catch (e) {
      errors.push(`${where}: ${what}: ${e.message}`);
      continue;
    }
    for (const st of rec.steps) {
      const t = st.target;
      if (!t) continue;
      for (const [k, v] of Object.entries(t)) {
        const ok = k === "frame_path" ? Array.isArray(v) && v.every(Number.isInteger) : k === "shadow_hosts" ? Array.isArray(v) && v.every((x) => typeof x === "string") : typeof v === "string";
        if (!ok) errors.push(`${where}: ${what}: step ${st.id}: fingerprint field ${k} has the wrong type (${JSON.stringify(v)}); frame_path is a list of frame indexes`);
      }
    }
    const steps = rec.steps.length;
    if (steps < 4 || steps > 14) errors.push(`${where}: ${what}: ${steps} steps (4 to 14)`);
    recordings.push(rec);
    const split = splitOf(p.id);
    for (const t of p.tasks ?? []) {
      for (const [k, v] of Object.entries(t.values ?? {})) {
        if (!values.has(k)) errors.push(`${where}: ${what}: task ${JSON.stringify(t.task)} gives a value for ${JSON.stringify(k)}, which the demonstration does not show`);
        if (typeof v !== "string" || !v.trim()) errors.push(`${where}: ${what}: task ${JSON.stringify(t.task)}: empty value for ${JSON.stringify(k)}`);
      }
      addTask(t, { expected: p.id, kind: "instance", split, values: t.values ?? {} }, what);
    }
    for (const t of p.near ?? []) addTask(t, { expected: null, kind: "near_miss", split, about: p.id }, what);
  }
  for (const t of site.unrelated ?? []) addTask(t, { expected: null, kind: "unrelated", split: splitOf(t.task) }, `${site.name} unrelated`);
  if ((site.unrelated ?? []).length < 6) errors.push(`${where}: ${(site.unrelated ?? []).length} unrelated tasks (at least 6)`);
}

if (errors.length) {
  console.error(errors.join("\n"));
  console.error(`${errors.length} error(s)`);
  process.exit(1);
}

const count = (f) => tasks.filter(f).length;
const summary = ["dev", "test"].map((s) => {
  const procs = new Set(tasks.filter((t) => t.split === s && t.expected).map((t) => t.expected)).size;
  return `${s}: ${procs} procedures, ${count((t) => t.split === s && t.kind === "instance")} instances, ${count((t) => t.split === s && t.kind === "near_miss")} near misses, ${count((t) => t.split === s && t.kind === "unrelated")} unrelated`;
});
console.log(`${sites.length} sites, ${recordings.length} procedures, ${tasks.length} tasks\n${summary.join("\n")}`);
if (!checkOnly) {
  fs.writeFileSync(path.join(here, "recordings.json"), JSON.stringify(recordings, null, 1) + "\n");
  fs.writeFileSync(path.join(here, "tasks.jsonl"), tasks.map((t, i) => JSON.stringify({ id: `t${String(i + 1).padStart(4, "0")}`, ...t })).join("\n") + "\n");
}
