// The experience memory's messages in the release wasm core under Node (V8), as the service
// worker runs them: each message hands the stored memory to the core as JSON text, the core
// reads it (checked, seeded, pruned), does the message's work and answers the memory and the
// reply as JSON text, which the worker parses and stores (storage itself is not timed here). Memories are filled to a share of Settings' default limits (200 lessons, 2,000 site
// facts, 2,000 selector entries, 200 trajectories) with items shaped like learned ones.
//   npm run bench:memory        (builds the wasm package first)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { initSync, memoryRead, memoryContext, memoryCycle } from "../pkg/procmem.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
initSync({ module: fs.readFileSync(path.join(root, "pkg/procmem_bg.wasm")) });

const NOW = 1.8e12;
const DAY = 86_400_000;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** A memory holding `share` of each default limit, on 100 sites. */
function fullMemory(share) {
  const site = (i) => `site${i % 100}.example`;
  const n = (limit) => Math.round(limit * share);
  const lessons = Array.from({ length: n(200) }, (_, i) => ({
    id: `lesson-${i}`, lesson: `If click fails with "element ${i} is not clickable", scroll it into view and wait for the overlay to close.`,
    category: i % 3 ? "site_specific" : "error_recovery", failed_command: `click Button ${i}`, error_pattern: `element ${i} not clickable`,
    domain: i % 3 ? site(i) : null, use_count: 1 + (i % 7), created: NOW - (i % 80) * DAY, last_used: NOW - (i % 60) * DAY,
    source: "learned", triggered_domains: [site(i)], pinned: false, provenance: [`run-${i}`],
  }));
  const facts = Array.from({ length: n(2000) }, (_, i) => ({
    id: `fact-${i}`, domain: site(i), kind: ["timing", "selector", "pattern", "quirk"][i % 4], key: `key ${i}`,
    value: `a popup “Offer ${i}” interrupts; close it with “No thanks” first`, confidence: 0.5 + (i % 5) / 10, sources: 1 + (i % 4),
    first_seen: NOW - 10 * DAY, last_seen: NOW - (i % 9) * DAY, provenance: [`run-${i}`], pinned: false,
  }));
  const selectors = Array.from({ length: n(2000) }, (_, i) => ({
    id: `sel-${i}`, site: site(i), role: "button", name: `Action ${i}`,
    locators: [{ kind: "css", value: `#main > div.card:nth-of-type(${i % 20}) > button.action-${i}`, successes: 1 + (i % 5), failures: 0, last_used: NOW - (i % 30) * DAY }],
    pinned: false,
  }));
  const trajectories = Array.from({ length: n(200) }, (_, i) => ({
    id: `traj-${i}`, source: "agent_trajectory", goal: `export the report number ${i} as csv`, domain: site(i),
    steps: Array.from({ length: 8 }, (_, j) => `step ${j}: click “Export ${i}”`), created: NOW - DAY, last_seen: NOW - DAY, seen: 1, confirmed: i % 2 === 0, pinned: false,
  }));
  return { schema_version: 1, lessons, facts, selectors, trajectories, sessions: [], tasks: [], events: [], limits: {}, seeded: true };
}

function time(f, rounds) {
  for (let i = 0; i < 3; i++) f(); // warm up
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  return median(times);
}

console.log(`wasm module: ${(fs.statSync(path.join(root, "pkg/procmem_bg.wasm")).size / 1024).toFixed(0)} KB`);
console.log("memory filled  stored KB  read ms  procmem.context ms  procmem.cycle.record ms   (medians of 20)");
for (const share of [0.1, 0.5, 1]) {
  const stored = fullMemory(share);
  const kb = (JSON.stringify(stored).length / 1024).toFixed(0);
  // The memory crosses the boundary as JSON text both ways (extension/background/memory.js).
  const read = time(() => JSON.parse(memoryRead(JSON.stringify(stored), NOW)), 20);
  const request = { task: "Set my display name to 'Lee'", url: "https://site7.example/profile", budget_tokens: 2000 };
  const cycle = time(() => JSON.parse(memoryCycle(JSON.stringify(stored), "task-1", "Set my display name", { action: "click Save", outcome: "success", url: "https://site7.example/profile" }, NOW)), 20);
  // What the worker does per procmem.context: the stored value as text in, the answer parsed.
  const context = time(() => JSON.parse(memoryContext(JSON.stringify(stored), request, [], {}, NOW)), 20);
  console.log(`${String(share * 100).padStart(4)} %        ${kb.padStart(6)}  ${read.toFixed(2).padStart(7)}  ${context.toFixed(2).padStart(18)}  ${cycle.toFixed(2).padStart(23)}`);
}
