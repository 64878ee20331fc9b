// Retrieval alone on a replay-suite split, offline: reads an export written by
// `EXPORT=file SEEDS=-1 SPLIT=… node bench/replay-suite.mjs` and prints a JSONL of queries (one per
// page and seed, asked on that seed's page, expecting that page's procedure) for
// `procmem retrieve --store file --queries - --explain`.
//   node scripts/suite-queries.mjs EXPORT.json [SEEDS=20] > queries.jsonl
import fs from "node:fs";
import { instance, TASK_NAMES } from "../tests/fixtures/suite/tasks.mjs";

const [file, seedsArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/suite-queries.mjs EXPORT.json [SEEDS]");
  process.exit(2);
}
const seeds = Number(seedsArg) || 20;
const data = JSON.parse(fs.readFileSync(file, "utf8"));
for (const p of data.procedures ?? []) {
  // The page a procedure starts on names its suite page: http://suite.test:PORT/NAME.html?seed=0.
  const start = p.steps.find((s) => s.action === "navigate")?.url ?? "";
  const m = /^(https?:\/\/[^/]+)\/([^/?#]+)\.html/.exec(start);
  if (!m || !TASK_NAMES.includes(m[2])) continue;
  for (let seed = 1; seed <= seeds; seed++) {
    const task = instance(m[2], seed).task;
    console.log(JSON.stringify({ id: `${m[2]}#${seed}`, task, url: `${m[1]}/${m[2]}.html?seed=${seed}`, expect: p.id }));
  }
}
