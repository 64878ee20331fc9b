// Load on the team library (`procmem serve`) over loopback: the realistic library of COUNT
// procedures is put through the API, then CLIENTS members each make OPS mixed requests at once
// (retrieve 60 %, report an outcome 20 %, read a procedure 10 %, edit one with If-Match 10 %).
// Prints p50 / p99 per kind of request and checks that no update was lost: every outcome
// reported is in the procedures' counts, and every edit was either applied or refused with 409.
//   npm run bench:team                       (SQLite; builds the release CLI first)
//   COUNT=10000 CLIENTS=50 OPS=1000 DB=postgres://… npm run bench:team
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { execFileSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// (CLI: another build, e.g. the debug one the fast case in `npm test` runs.)
const cli = process.env.CLI ?? path.join(root, "target/release/procmem");
const COUNT = Number(process.env.COUNT) || 100_000;
const CLIENTS = Number(process.env.CLIENTS) || 50;
const OPS = Number(process.env.OPS) || 1000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "procmem-team-"));
const DB = process.env.DB ?? `sqlite:${path.join(dir, "library.db")}`;

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))];
};

const tokens = Array.from({ length: CLIENTS }, (_, i) =>
  execFileSync(cli, ["serve", "--db", DB, "token", "create", "--name", `member${i}`], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim(),
);
const server = spawn(cli, ["serve", "--db", DB, "--listen", "127.0.0.1:0", "--rate", "1000000"], { stdio: ["ignore", "ignore", "pipe"] });
const base = await new Promise((resolve, reject) => {
  readline.createInterface({ input: server.stderr }).once("line", (l) => resolve(l.slice(l.indexOf("http://"))));
  server.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
});

async function call(token, method, url, body, headers = {}) {
  const r = await fetch(base + url, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, json: await r.json() };
}

try {
  // Load: the procedures streamed from `procmem synth --jsonl`, 32 PUTs in flight.
  let t0 = performance.now();
  const ids = [];
  const tasks = execFileSync(cli, ["synth", "--realistic", "--count", String(COUNT), "--tasks", "200"], { encoding: "utf8", maxBuffer: 1 << 28 })
    .trim().split("\n").map((l) => JSON.parse(l));
  const synth = spawn(cli, ["synth", "--realistic", "--count", String(COUNT), "--jsonl"], { stdio: ["ignore", "pipe", "inherit"] });
  const inflight = new Set();
  for await (const line of readline.createInterface({ input: synth.stdout })) {
    const p = JSON.parse(line);
    ids.push(p.id);
    const put = call(tokens[ids.length % CLIENTS], "PUT", `/v1/procedures/${encodeURIComponent(p.id)}`, p).then((r) => {
      if (r.status !== 200) throw new Error(`load: ${r.status} ${JSON.stringify(r.json)}`);
      inflight.delete(put);
    });
    inflight.add(put);
    if (inflight.size >= 32) await Promise.race(inflight);
  }
  await Promise.all(inflight);
  console.log(`loaded ${ids.length} procedures in ${((performance.now() - t0) / 1000).toFixed(1)} s (${DB.split(":")[0]})`);
  t0 = performance.now();
  await call(tokens[0], "POST", "/v1/retrieve", { task: tasks[0].task, url: tasks[0].url });
  console.log(`first retrieve (builds the index): ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // Outcomes go to a few procedures, so that many land on the same one at once.
  const hot = ids.slice(0, 20);
  const before = new Map();
  for (const id of hot) before.set(id, (await call(tokens[0], "GET", `/v1/procedures/${encodeURIComponent(id)}`)).json.procedure.stats);
  const reported = new Map(hot.map((id) => [id, { successes: 0, failures: 0 }]));
  const times = { retrieve: [], outcome: [], get: [], put: [] };
  let conflicts = 0;
  let applied = 0;
  const member = async (c) => {
    const token = tokens[c];
    for (let i = 0; i < OPS; i++) {
      const roll = (c * 7919 + i * 104729) % 100;
      const t = performance.now();
      if (roll < 60) {
        const { task, url } = tasks[(c * OPS + i) % tasks.length];
        const r = await call(token, "POST", "/v1/retrieve", { task, url });
        if (r.status !== 200) throw new Error(`retrieve: ${r.status}`);
        times.retrieve.push(performance.now() - t);
      } else if (roll < 80) {
        const id = hot[(c + i) % hot.length];
        const success = (i + c) % 3 !== 0;
        const r = await call(token, "POST", "/v1/outcomes", { procedure_id: id, success });
        if (r.status !== 200) throw new Error(`outcome: ${r.status} ${JSON.stringify(r.json)}`);
        reported.get(id)[success ? "successes" : "failures"]++;
        times.outcome.push(performance.now() - t);
      } else if (roll < 90) {
        const r = await call(token, "GET", `/v1/procedures/${encodeURIComponent(ids[(c * 31 + i) % ids.length])}`);
        if (r.status !== 200) throw new Error(`get: ${r.status}`);
        times.get.push(performance.now() - t);
      } else {
        // An edit of a hot procedure from the version read: applied, or refused as stale.
        const id = hot[(c * 3 + i) % hot.length];
        const got = await call(token, "GET", `/v1/procedures/${encodeURIComponent(id)}`);
        const p = { ...got.json.procedure, abstract: { ...got.json.procedure.abstract, tags: [...got.json.procedure.abstract.tags.slice(0, 4), `m${c}`] } };
        const r = await call(token, "PUT", `/v1/procedures/${encodeURIComponent(id)}`, p, { "if-match": `"${got.json.version}"` });
        if (r.status === 409) {
          if (!(r.json.current?.version > got.json.version)) throw new Error("a 409 without the newer version");
          conflicts++;
        } else if (r.status === 200) applied++;
        else throw new Error(`put: ${r.status} ${JSON.stringify(r.json)}`);
        times.put.push(performance.now() - t);
      }
    }
  };
  t0 = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => member(c)));
  const seconds = (performance.now() - t0) / 1000;
  // An edit re-sends the counts it read: an outcome between its read and its write makes it
  // stale (409), so counts can never be overwritten; check every outcome is there.
  let lost = 0;
  for (const id of hot) {
    const now = (await call(tokens[0], "GET", `/v1/procedures/${encodeURIComponent(id)}`)).json.procedure.stats;
    const want = before.get(id).successes + reported.get(id).successes;
    const wantFailures = before.get(id).failures + reported.get(id).failures;
    lost += Math.abs(now.successes - want) + Math.abs(now.failures - wantFailures);
  }
  console.log(`${CLIENTS} members × ${OPS} requests in ${seconds.toFixed(1)} s (${((CLIENTS * OPS) / seconds).toFixed(0)} requests/s)`);
  for (const [kind, xs] of Object.entries(times)) {
    if (xs.length) console.log(`  ${kind.padEnd(8)} ${String(xs.length).padStart(6)}  p50 ${pct(xs, 0.5).toFixed(2)} ms  p99 ${pct(xs, 0.99).toFixed(2)} ms`);
  }
  console.log(`  edits: ${applied} applied, ${conflicts} refused as stale (409 with the current version)`);
  console.log(`  outcomes lost: ${lost}`);
  if (lost !== 0) process.exitCode = 1;
} finally {
  server.kill();
  fs.rmSync(dir, { recursive: true, force: true });
}
