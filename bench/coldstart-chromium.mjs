// Cold-start retrieval in real Chromium: COUNT synthetic or realistic procedures (`procmem synth`) are imported
// through the side panel, then each of ROUNDS rounds stops the MV3 service worker, checks it is
// really stopped, and times one `procmem.retrieve` from the panel until its answer (a fresh worker:
// loading the wasm core, reading storage, scoring). WARM queries with the worker alive follow for
// comparison. Times are taken in the page around chrome.runtime.sendMessage, so Playwright's own
// round trips are not counted. Measures the worker recorded (performance.measure) are printed
// after each cold round.
//   npm run bench:coldstart        (builds the wasm package and the release CLI first)
//   COUNT=1000 ROUNDS=7 WARM=20 node bench/coldstart-chromium.mjs
//   LIBRARY=realistic npm run bench:coldstart
import path from "node:path";
import { execFileSync } from "node:child_process";
import { launchExtension, stopServiceWorkers, sendFrom, ROOT } from "../tests/support/extension.mjs";

const COUNT = Number(process.env.COUNT) || 10_000;
const ROUNDS = Number(process.env.ROUNDS) || 7;
const WARM = Number(process.env.WARM) || 20;
// LIBRARY=realistic: the realistic library (`procmem synth --realistic`) instead of the synthetic one.
const LIBRARY = process.env.LIBRARY === "realistic" ? "realistic" : "synthetic";

const cli = path.join(ROOT, "target/release/procmem");
const synth = (...args) => execFileSync(cli, ["synth", ...(LIBRARY === "realistic" ? ["--realistic"] : []), "--count", String(COUNT), "--seed", "1", ...args], { maxBuffer: 1 << 30, encoding: "utf8" });

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (ms) => `${ms.toFixed(1)} ms`;

/** Sends from an extension page and times it there, around chrome.runtime.sendMessage only; the
 * reply comes back trimmed so its size cannot matter. `__benchSend` is the unwrapped original.
 * With `panelSent`, nothing is sent (→ {raced: true}) if the panel sent anything since. */
async function timedSend(page, message, panelSent = null) {
  return page.evaluate(async ([m, expected]) => {
    if (expected !== null && globalThis.__panelSent !== expected) return { raced: true };
    const send = globalThis.__benchSend ?? chrome.runtime.sendMessage.bind(chrome.runtime);
    const t0 = performance.now();
    const reply = await send(m);
    const ms = performance.now() - t0;
    return { ms, ok: reply?.ok === true, error: reply?.error, results: reply?.results?.length ?? null, top: reply?.results?.[0]?.title ?? null, imported: reply?.imported };
  }, [message, panelSent]);
}

/**
 * The browser's own view of the worker, from the ServiceWorker CDP domain on the panel's session
 * (a browser-level session lacks that domain): every `workerVersionUpdated` event carries each
 * version's `runningStatus` (starting / running / stopping / stopped) and, while it has a JS
 * context, its `targetId`. `starts` counts transitions into "starting", i.e. how many times a
 * worker was launched. (Playwright's list is no evidence here: Chromium keeps the worker's
 * target across a stop — same targetId after the restart — so context.serviceWorkers() keeps
 * listing it and its Worker never emits "close".)
 */
async function watchWorker(context, page, scriptURL) {
  const cdp = await context.newCDPSession(page);
  const status = new Map(); // versionId → {runningStatus, targetId}
  let starts = 0;
  let wake = () => {};
  cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
    for (const v of versions) {
      if (v.scriptURL !== scriptURL) continue;
      if (v.runningStatus === "starting" && status.get(v.versionId)?.runningStatus !== "starting") starts++;
      status.set(v.versionId, { runningStatus: v.runningStatus, targetId: v.targetId });
    }
    wake();
  });
  await cdp.send("ServiceWorker.enable"); // replays the current state of every version
  const all = () => [...status.values()];
  return {
    /** Every version of our script stopped, and none has a running target (no JS context). */
    stopped: () => status.size > 0 && all().every((v) => v.runningStatus === "stopped" && !v.targetId),
    running: () => all().some((v) => v.runningStatus === "running"),
    get starts() { return starts; },
    describe: () => all().map((v) => v.runningStatus).join(",") || "unknown",
    /** Resolves when pred() holds, or rejects after timeoutMs. */
    async until(pred, timeoutMs, what) {
      const deadline = Date.now() + timeoutMs;
      while (!pred()) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (worker: ${this.describe()})`);
        await new Promise((r) => { wake = r; setTimeout(r, Math.min(left, 50)); });
      }
    },
    detach: () => cdp.detach(),
  };
}

const t0 = performance.now();
const exportText = synth();
const tasks = synth("--tasks", String(Math.max(ROUNDS, WARM))).trim().split("\n").map((l) => JSON.parse(l));
console.log(`${LIBRARY} library: ${COUNT} procedures, export ${(exportText.length / 1e6).toFixed(1)} MB (generated in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

const ext = await launchExtension();
let failed = false;
try {
  const { context } = ext;
  const isProcmem = (w) => w.url().startsWith(`chrome-extension://${ext.extensionId}/`);
  const scriptURL = `chrome-extension://${ext.extensionId}/extension/service-worker.js`;
  const panel = await ext.openPanel();
  const watcher = await watchWorker(context, panel, scriptURL);

  // Count what the panel itself sends (it refreshes its lists on every storage change), so a
  // panel message cannot silently wake the worker in a cold round: the benchmark's own messages
  // go through the saved original.
  await panel.evaluate(() => {
    const original = chrome.runtime.sendMessage.bind(chrome.runtime);
    globalThis.__benchSend = original;
    globalThis.__panelInflight = 0;
    globalThis.__panelSent = 0;
    globalThis.__panelLast = performance.now();
    chrome.runtime.sendMessage = (...args) => {
      globalThis.__panelInflight++;
      globalThis.__panelSent++;
      globalThis.__panelLast = performance.now();
      const p = original(...args);
      const done = () => { globalThis.__panelInflight--; globalThis.__panelLast = performance.now(); };
      p.then(done, done);
      return p;
    };
  });
  /** Waits until the panel has had no message in flight for quietMs. */
  async function panelQuiet(quietMs = 500, timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { inflight, idle } = await panel.evaluate(() => ({ inflight: globalThis.__panelInflight, idle: performance.now() - globalThis.__panelLast }));
      if (inflight === 0 && idle >= quietMs) return;
      if (Date.now() > deadline) throw new Error("the side panel never went quiet");
      await sleep(100);
    }
  }

  // Setup (not part of the cold figure): the export file imported in parts of at most 2,000
  // procedures (an extension message holds at most 64 MiB; a realistic 10k export is ~59 MB).
  const file = JSON.parse(exportText);
  const PART = 2000;
  let imported = 0;
  let importMs = 0;
  for (let at = 0; at < file.procedures.length; at += PART) {
    const part = { ...file, procedures: file.procedures.slice(at, at + PART), recordings: at === 0 ? file.recordings : [] };
    const imp = await timedSend(panel, { type: "procmem.import", text: JSON.stringify(part) });
    if (!imp.ok) throw new Error(`import failed: ${imp.error ?? JSON.stringify(imp.imported)}`);
    imported += imp.imported?.procedures ?? 0;
    importMs += imp.ms;
    await panelQuiet(); // the panel re-lists the library after the import's storage change
  }
  if (imported !== COUNT) throw new Error(`imported ${imported} of ${COUNT} procedures`);
  console.log(`import: ${(importMs / 1000).toFixed(2)} s for ${imported} procedures`);
  await panelQuiet(); // the panel re-lists the library after the import's storage change

  /** The running worker (waking it with a cheap message if it is not running). */
  async function liveWorker() {
    if (!watcher.running()) {
      const r = await sendFrom(panel, { type: "procmem.settings.get" });
      if (!r?.ok) throw new Error(`worker did not answer: ${r?.error}`);
      await watcher.until(() => watcher.running(), 10_000, "the worker to run");
    }
    return ext.worker() ?? (await context.waitForEvent("serviceworker", { predicate: isProcmem, timeout: 10_000 }));
  }
  /** Identifies one life of the worker: its global scope's start time, and a marker global. */
  const life = (w) => w.evaluate(() => ({ origin: performance.timeOrigin, marker: globalThis.__procmemBenchMarker ?? null }));

  // ---- cold rounds ----
  const cold = [];
  const coldResults = [];
  const stages = {}; // worker measure name → durations, one per cold round that recorded it
  for (let round = 0; round < ROUNDS; round++) {
    const { task, url } = tasks[round % tasks.length];
    let sentBefore;
    // How the worker is known to be stopped, before the timed message:
    //  1. the live worker gets a marker global, and its performance.timeOrigin is noted;
    //  2. stopServiceWorkers (CDP ServiceWorker.stopAllWorkers);
    //  3. the browser's ServiceWorker domain reports every version of our script
    //     runningStatus "stopped" with no targetId (it passes through "stopping" first);
    //  4. that holds for 200 ms with no panel message sent meanwhile, and the page checks again
    //     that the panel sent nothing right before it sends the timed message (else: stop again);
    //  5. after the answer: exactly one worker launch ("starting") happened since, and the
    //     worker that answered has another timeOrigin and no marker — a fresh global scope.
    // (Panel messages after the timed one was sent — it re-lists on storage changes — cannot
    // make the round warm; they are only counted.)
    let before;
    let startsBefore;
    let r;
    for (let attempt = 0; ; attempt++) {
      if (attempt === 5) throw new Error("could not keep the service worker stopped");
      await panelQuiet(200);
      const old = await liveWorker();
      await old.evaluate(() => { globalThis.__procmemBenchMarker = "old worker"; });
      before = await life(old);
      await stopServiceWorkers(context, panel);
      await watcher.until(() => watcher.stopped(), 10_000, "runningStatus stopped");
      sentBefore = await panel.evaluate(() => globalThis.__panelSent);
      await sleep(200);
      startsBefore = watcher.starts;
      if (watcher.stopped()) {
        r = await timedSend(panel, { type: "procmem.retrieve", task, url }, sentBefore);
        if (!r.raced) break;
      }
      console.log(`  (round ${round + 1}: the worker or the panel woke before the query — stopping it again)`);
    }
    const panelSent = (await panel.evaluate(() => globalThis.__panelSent)) - sentBefore;
    if (!r.ok) {
      failed = true;
      console.log(`cold ${round + 1}: NOT OK — ${r.error}`);
      continue;
    }
    await watcher.until(() => watcher.starts > startsBefore, 5_000, "the worker launch to be reported");
    const fresh = await liveWorker();
    const after = await life(fresh);
    if (after.marker !== null || after.origin === before.origin || watcher.starts !== startsBefore + 1) {
      throw new Error(`round ${round + 1} was not a clean cold start: marker ${after.marker}, timeOrigin ${before.origin} → ${after.origin}, launches ${watcher.starts - startsBefore}`);
    }
    cold.push(r.ms);
    coldResults.push(r.results);
    console.log(`cold ${round + 1}: ${fmt(r.ms).padStart(10)}  ${r.results} results${r.top ? ` (top: ${r.top})` : ""}  — "${task}" at ${url}${panelSent ? ` (the panel sent ${panelSent} messages meanwhile)` : ""}`);
    const measures = await fresh.evaluate(() => performance.getEntriesByType("measure").map((m) => ({ name: m.name, duration: m.duration })));
    for (const m of measures) {
      console.log(`    ${m.name.padEnd(32)} ${fmt(m.duration).padStart(10)}`);
      (stages[m.name] ??= []).push(m.duration);
    }
  }

  // ---- warm queries: the worker stays alive (first one wakes it, not counted) ----
  await liveWorker();
  await timedSend(panel, { type: "procmem.retrieve", task: tasks[0].task, url: tasks[0].url });
  const warm = [];
  const warmResults = [];
  const startsBeforeWarm = watcher.starts;
  for (let i = 0; i < WARM; i++) {
    const { task, url } = tasks[i % tasks.length];
    const r = await timedSend(panel, { type: "procmem.retrieve", task, url });
    if (!r.ok) {
      failed = true;
      console.log(`warm ${i + 1}: NOT OK — ${r.error}`);
      continue;
    }
    warm.push(r.ms);
    warmResults.push(r.results);
  }
  const warmRestarts = watcher.starts - startsBeforeWarm;

  console.log("");
  console.log(`procedures: ${COUNT}`);
  console.log(`import: ${(importMs / 1000).toFixed(2)} s`);
  if (cold.length) {
    console.log(`cold first answer (${cold.length}/${ROUNDS} rounds): median ${fmt(median(cold))}, min ${fmt(Math.min(...cold))}, max ${fmt(Math.max(...cold))}`);
    console.log(`  results per cold round: ${coldResults.join(" ")}`);
    for (const [name, ds] of Object.entries(stages)) console.log(`  ${name.padEnd(30)} median ${fmt(median(ds))} over ${ds.length} rounds`);
  }
  if (warm.length) {
    console.log(`warm (${warm.length}/${WARM} queries${warmRestarts ? `, worker restarted ${warmRestarts}x meanwhile` : ""}): median ${fmt(median(warm))}, min ${fmt(Math.min(...warm))}, max ${fmt(Math.max(...warm))}`);
    console.log(`  results per warm query: ${warmResults.join(" ")}`);
  }
  await watcher.detach();
} finally {
  await ext.close();
}
if (failed) {
  console.error("some answers were not ok");
  process.exit(1);
}
