// Retrieval speed of the release wasm core under Node (V8), as the service worker calls it:
// JS procedures in, {results, context} out. Prints medians for several library sizes.
//   npm run build && node bench/retrieval-node.mjs
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { initSync, distill, retrieve } from "../pkg/procmem.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
initSync({ module: fs.readFileSync(path.join(root, "pkg/procmem_bg.wasm")) });
const recording = JSON.parse(fs.readFileSync(path.join(root, "tests/data/tracker-recording.json"), "utf8"));
const base = distill(recording, "base", 0);

// Variety: other titles and goals so most procedures are not about issues.
const topics = ["Create issue", "Search products", "Book a meeting room", "Export invoices", "Update profile email", "Send a message", "Add item to cart", "Archive old tickets"];
function library(n) {
  return Array.from({ length: n }, (_, i) => {
    const topic = topics[i % topics.length];
    return { ...base, id: `p${i}`, title: `${topic} ${i}`, abstract: { ...base.abstract, goal: `${topic} number ${i}`, domains: [`site${i % 50}.example`] } };
  });
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const tasks = ["open a new ticket 'Export fails' for Bo in Q2 2025", "what is the weather tomorrow", "search products for red shoes"];
console.log("procedures  median ms/query (retrieve incl. JS↔wasm conversion)");
for (const n of [10, 100, 1000]) {
  const procs = library(n);
  for (let i = 0; i < 5; i++) retrieve(procs, tasks[i % 3], "http://tracker.test/", 0); // warm up
  const times = [];
  const runs = n >= 1000 ? 30 : 100;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    retrieve(procs, tasks[i % 3], "http://tracker.test/", 0);
    times.push(performance.now() - t);
  }
  console.log(`${String(n).padStart(10)}  ${median(times).toFixed(3)}`);
}
