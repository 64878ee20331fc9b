// Replay suite: standard small web tasks on suite.test (tests/fixtures/suite). For each page,
// one demonstration (seed 0) is recorded through the side panel; then seeds 1..SEEDS are
// replayed from the panel with each seed's task text, and a checker says whether the page got
// the right outcome. Prints a per-task table: success / claimed-but-wrong / other.
//   npm run bench:replay-suite                     (the dev split: every dev page, 20 seeds)
//   npm run bench:replay-suite:heldout             (the held-out split: pages kept out of tuning)
//   npm run bench:replay-suite:heldout2            (the second held-out split: eight more such pages)
//   npm run bench:replay-suite:heldout3            (the third held-out split: eight more, of kinds no other split has)
//   npm run bench:replay-suite:heldout4 / :heldout5 / :heldout6 / :heldout7 / :heldout8 / :heldout9 (the fourth to ninth, likewise)
//   npm run bench:replay-suite:heldout11           (the eleventh held-out split: twelve more, on sites no other split has)
//   npm run bench:replay-suite:apps                (pages built with MUI and Element Plus, for tuning;
//                                                   scripts/build-apps.mjs bundles them first)
//   npm run bench:replay-suite:apps-heldout        (the component-library pages kept out of tuning)
//   TASKS=link,select SEEDS=5 node bench/replay-suite.mjs
//   SPLIT=dev|heldout|heldout2|…|heldout9|apps|apps-heldout (default dev; TASKS must name pages of that split)
//   RUN_TIMEOUT=60000 (ms per run)  OUT=file.json (every row, default .tmp/replay-suite.json, .tmp/replay-suite-SPLIT.json)
//   EXPORT=file.json (the library the demonstrations built, exported at the end; SEEDS=-1 records only)
//   FROM=find|library (default find: Find procedures, then Run procedure on the recorded one — retrieval,
//     binding and replay together; library: Run with a task on it in Memories — binding and replay,
//     with retrieval's rank reported beside them as "found")
//   EXT_ROOT=dir (another built copy of the extension, e.g. a git worktree of an older commit)
// Exits 0 whatever the figures; 1 when the harness itself failed (a demonstration, a panel step).
import fs from "node:fs/promises";
import path from "node:path";
import { launchExtension, ROOT, sendFrom } from "../tests/support/extension.mjs";
import { startFixtureServer } from "../tests/support/fixture-server.mjs";
import { runSuite, tally, TASK_NAMES, SPLITS, namesOf, splitOf } from "../tests/support/replay-suite.mjs";

const split = (process.env.SPLIT || "dev").trim();
if (!SPLITS.includes(split)) {
  console.error(`Unknown split: ${split} (known: ${SPLITS.join(", ")})`);
  process.exit(2);
}
const inSplit = namesOf(split);
const tasks = process.env.TASKS ? process.env.TASKS.split(",").map((s) => s.trim()).filter(Boolean) : inSplit;
const unknown = tasks.filter((t) => !TASK_NAMES.includes(t));
if (unknown.length) {
  console.error(`Unknown tasks: ${unknown.join(", ")} (known: ${TASK_NAMES.join(", ")})`);
  process.exit(2);
}
// A page of the other split is never run by accident (the held-out figure is measured once).
const outside = tasks.filter((t) => splitOf(t) !== split);
if (outside.length) {
  console.error(`Not in the ${split} split: ${outside.map((t) => `${t} (${splitOf(t)})`).join(", ")}; set SPLIT=${splitOf(outside[0])} to run them`);
  process.exit(2);
}
const seeds = process.env.SEEDS === "-1" ? 0 : Number(process.env.SEEDS) || 20;
const timeout = Number(process.env.RUN_TIMEOUT) || 60_000;
// FROM=library: each run starts from the procedure picked in Memories ("Run with a task"), so
// the figure is replay's alone; retrieval's rank is still asked and reported beside it.
const from = (process.env.FROM || "find").trim();
if (!["find", "library"].includes(from)) {
  console.error(`FROM must be find or library, not ${from}`);
  process.exit(2);
}
const outFile = process.env.OUT || path.join(ROOT, ".tmp", split === "dev" ? "replay-suite.json" : `replay-suite-${split}.json`);
console.log(`Replay suite, ${split} split: ${tasks.join(", ")} × ${seeds} seeds`);

const server = await startFixtureServer();
const ext = await launchExtension({ root: process.env.EXT_ROOT ? path.resolve(process.env.EXT_ROOT) : ROOT });
let report;
const t0 = Date.now();
try {
  ext.context.setDefaultTimeout(15_000);
  const site = await ext.context.newPage();
  const panel = await ext.openPanel();
  report = await runSuite({ panel, site, server }, { tasks, seeds, timeout, from, log: (line) => console.log(line) });
  if (process.env.EXPORT) {
    // The library the demonstrations built, for `procmem retrieve --queries` (scripts/suite-queries.mjs).
    const exported = await sendFrom(panel, { type: "procmem.export" });
    await fs.writeFile(process.env.EXPORT, JSON.stringify(exported.data ?? exported, null, 1));
  }
} finally {
  await ext.close();
  await server.close();
}

const total = { success: 0, claimed: 0, other: 0, error: 0, total: 0, found: 0, both: 0 };
const lines = [];
lines.push(`| task | success | claimed but wrong | other | harness errors | found first by Find | found and succeeded | s per seed |`);
lines.push(`|---|---|---|---|---|---|---|---|`);
for (const t of report.tasks) {
  const c = tally(t.rows);
  if (t.error) c.error++;
  // Retrieval's half: the recorded procedure was Find's first answer (asked in both modes).
  c.found = t.rows.filter((r) => r.rank === 1).length;
  c.both = t.rows.filter((r) => r.rank === 1 && r.outcome === "success").length;
  for (const k of Object.keys(total)) total[k] += c[k];
  const per = t.rows.length ? (t.ms / 1000 / t.rows.length).toFixed(1) : "–";
  lines.push(`| ${t.name} | ${c.success}/${seeds} | ${c.claimed} | ${c.other} | ${t.error ? `recording: ${t.error}` : c.error} | ${c.found} | ${c.both} | ${per} |`);
}
lines.push(`| **total** | **${total.success}/${total.total}** | **${total.claimed}** | **${total.other}** | ${total.error} | ${total.found} | ${total.both} | |`);
console.log(`\nReplay suite, ${split} split, runs from ${from === "library" ? "Memories (Run with a task)" : "Find procedures"}: ${tasks.length} pages × ${seeds} seeds in ${((Date.now() - t0) / 60000).toFixed(1)} min\n`);
console.log(lines.join("\n"));

// What went wrong, most common first, per page.
console.log("\nFailures by page (most common status/detail):");
for (const t of report.tasks) {
  const bad = t.rows.filter((r) => r.outcome !== "success");
  if (!bad.length) continue;
  const counts = new Map();
  for (const r of bad) {
    const key = `${r.outcome}: ${r.status}${r.detail ? ` — ${r.detail.replace(/“[^”]*”|'[^']*'|"[^"]*"|\d+/g, "…")}` : ""}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  console.log(`  ${t.name}:`);
  for (const [k, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 4)) console.log(`    ${n}× ${k.slice(0, 300)}`);
}

await fs.mkdir(path.dirname(outFile), { recursive: true });
await fs.writeFile(outFile, JSON.stringify({ split, from, seeds, tasks: report.tasks, total }, null, 2));
console.log(`\nEvery row: ${path.relative(process.cwd(), outFile)}`);
process.exit(report.errors ? 1 : 0);
