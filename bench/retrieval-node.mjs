// Retrieval in the release wasm core under Node (V8), as the service worker runs it: the stored
// index shards are loaded once into a RetrievalIndex, then each query crosses the boundary as
// a task string and comes back as a few matches. "build s" is the extension's rebuild: every
// procedure upserted into a new index in wasm, then its shards written out. Libraries of 1k, 10k and 100k procedures come
// from the same generators as the criterion benches: the synthetic one (`procmem synth`, word
// lists) and the realistic one (`procmem synth --realistic`, grown from eval/intents: about 200
// procedures a site, titles holding values, the intent set's own tasks).
//   npm run bench        (builds the wasm package and the release CLI first)
//   LIBRARIES=realistic SIZES=10000 npm run bench
import fs from "node:fs";
import path from "node:path";
import { execFileSync, spawn } from "node:child_process";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { initSync, RetrievalIndex } from "../pkg/procmem.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const wasm = initSync({ module: fs.readFileSync(path.join(root, "pkg/procmem_bg.wasm")) });
const cli = path.join(root, "target/release/procmem");
const synth = (...args) => execFileSync(cli, ["synth", ...args], { maxBuffer: 1 << 30, encoding: "utf8" });

/** Builds an index in wasm from the library's procedures as the extension rebuilds one: each
 * procedure (an object, as chrome.storage gives it) upserted, then every shard written out. The
 * procedures stream from `procmem synth --jsonl`, so 100k never sit in one string; only the
 * core's calls are timed. */
async function buildFromProcedures(kind, n) {
  const child = spawn(cli, ["synth", ...kind, "--count", String(n), "--jsonl"], { stdio: ["ignore", "pipe", "inherit"] });
  const index = new RetrievalIndex();
  let ms = 0;
  for await (const line of readline.createInterface({ input: child.stdout })) {
    const procedure = JSON.parse(line);
    const t = performance.now();
    index.upsertProcedure(procedure);
    ms += performance.now() - t;
  }
  const t = performance.now();
  const shards = index.allShards();
  ms += performance.now() - t;
  const size = index.size;
  index.free();
  if (size !== n || shards.length === 0) throw new Error(`built ${size} of ${n} procedures`);
  return ms;
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const NOW = 1.8e12;
const sizes = (process.env.SIZES ?? "1000,10000,100000").split(",").map(Number);
const libraries = (process.env.LIBRARIES ?? "synthetic,realistic").split(",");
console.log(`wasm module: ${(fs.statSync(path.join(root, "pkg/procmem_bg.wasm")).size / 1024).toFixed(0)} KB`);
for (const library of libraries) {
  const kind = library === "realistic" ? ["--realistic"] : [];
  console.log(`\n${library} library`);
  console.log("procedures  build s  stored index  load ms  memory/procedure  median ms/query  p95 ms/query");
  for (const n of sizes) {
    const shards = JSON.parse(synth(...kind, "--count", String(n), "--index"));
    const tasks = synth(...kind, "--count", String(n), "--tasks", "200").trim().split("\n").map((l) => JSON.parse(l));
    const bytes = shards.reduce((a, s) => a + s.length, 0);
    const memBefore = wasm.memory.buffer.byteLength;
    const t0 = performance.now();
    const index = RetrievalIndex.fromShards(shards);
    const load = performance.now() - t0;
    // Linear memory only grows; its growth over the load bounds what the index holds.
    const perProcedure = (wasm.memory.buffer.byteLength - memBefore) / n;
    for (let i = 0; i < 50; i++) index.retrieve(tasks[i % tasks.length].task, tasks[i % tasks.length].url, NOW, 3); // warm up
    const times = [];
    for (let round = 0; round < 5; round++) {
      for (const { task, url } of tasks) {
        const t = performance.now();
        index.retrieve(task, url, NOW, 3);
        times.push(performance.now() - t);
      }
    }
    index.free();
    // (Built last: linear memory only grows, so a build first would hide the load's growth.)
    const build = await buildFromProcedures(kind, n);
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)];
    console.log(
      `${String(n).padStart(10)}  ${(build / 1000).toFixed(2).padStart(7)}  ${(bytes / 1e6).toFixed(1).padStart(9)} MB  ${load.toFixed(0).padStart(7)}  ${perProcedure.toFixed(0).padStart(12)} B  ${median(times).toFixed(4).padStart(15)}  ${p95.toFixed(4).padStart(12)}`,
    );
  }
}
