// The stored retrieval index: written with every procedure change, read by a woken service
// worker instead of the library, and rebuilt from the procedures when it cannot be trusted.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchExtension, sendFrom, storageDump } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import { recordTrackerIssue, buildProcedure, stopWorker } from "../support/e2e.mjs";

const TASK = "open a new ticket 'Export fails' for Bo in Q2 2025";
const SHARDS = 64;
const FORMAT = 2; // the stored index format (src/retrieval/stored.rs)

let server;
let ext;
let panel;
let procedure;
let url;

before(async () => {
  server = await startFixtureServer();
  ext = await launchExtension();
  ext.context.setDefaultTimeout(10_000);
  const site = await ext.context.newPage();
  panel = await ext.openPanel();
  const { recordingId } = await recordTrackerIssue(panel, site, server, { title: "Create an issue" });
  procedure = await buildProcedure(panel, recordingId);
  url = server.url("tracker.test", "/new.html");
});

after(async () => {
  await ext?.close();
  await server?.close();
});

/** The stored index: its meta value and its shards' entries, by procedure id. */
async function storedIndex() {
  const all = await storageDump(panel);
  const shards = Object.keys(all).filter((k) => k.startsWith("procmem:ridx:"));
  const entries = new Map();
  for (const key of shards) for (const e of JSON.parse(all[key]).entries) entries.set(e.id, { ...e, shard: key });
  return { meta: all["procmem:ridx"], shardCount: shards.length, entries };
}

/** Stops the worker, asks for the task (waking a new worker) and returns the answer with the
 * new worker's timings: which of reading, parsing or rebuilding the index it did. */
async function retrieveAfterRestart(task = TASK) {
  await stopWorker(ext, panel);
  const reply = await sendFrom(panel, { type: "procmem.retrieve", task, url });
  assert.equal(reply.ok, true, reply.error);
  const worker = ext.context.serviceWorkers().filter((w) => w.url().startsWith(`chrome-extension://${ext.extensionId}/`)).at(-1);
  const measures = await worker.evaluate(() => performance.getEntriesByType("measure").map((m) => m.name));
  return { reply, measures };
}

test("the index is stored with the procedure and a woken worker answers from it, not from the library", async () => {
  const { meta, shardCount, entries } = await storedIndex();
  assert.deepEqual(meta, { format: FORMAT, count: 1 });
  assert.equal(shardCount, SHARDS);
  const entry = entries.get(procedure.id);
  assert.equal(entry.title, "Create an issue");
  assert.ok(!JSON.stringify(entry).includes("hunter2") && !("steps" in entry), "an entry holds no steps and no secrets");

  const { reply, measures } = await retrieveAfterRestart();
  assert.deepEqual(reply.results.map((r) => r.id), [procedure.id]);
  assert.equal(reply.results[0].parameters.title, "Export fails");
  assert.match(reply.context, /## Procedure 1: Create an issue/);
  assert.ok(measures.includes("procmem:index parse"), `the stored index was loaded: ${measures}`);
  assert.ok(!measures.includes("procmem:index rebuild"), `nothing was rebuilt: ${measures}`);
});

test("rename, delete and import reach the stored index in the same write", async () => {
  const exported = await sendFrom(panel, { type: "procmem.export" });
  assert.equal((await sendFrom(panel, { type: "procmem.rename", kind: "procedure", id: procedure.id, title: "File a tracker ticket" })).ok, true);
  assert.equal((await storedIndex()).entries.get(procedure.id).title, "File a tracker ticket");
  let { reply, measures } = await retrieveAfterRestart();
  assert.equal(reply.results[0]?.title, "File a tracker ticket");
  assert.ok(!measures.includes("procmem:index rebuild"), `${measures}`);

  assert.equal((await sendFrom(panel, { type: "procmem.delete", kind: "procedure", id: procedure.id })).ok, true);
  const gone = await storedIndex();
  assert.equal(gone.entries.has(procedure.id), false);
  assert.deepEqual(gone.meta, { format: FORMAT, count: 0 });
  ({ reply, measures } = await retrieveAfterRestart());
  assert.deepEqual(reply.results, []);
  assert.equal(reply.context, "");
  assert.ok(!measures.includes("procmem:index rebuild"), `${measures}`);

  assert.equal((await sendFrom(panel, { type: "procmem.import", text: JSON.stringify(exported.data) })).ok, true);
  assert.equal((await storedIndex()).entries.get(procedure.id)?.title, "Create an issue");
  ({ reply } = await retrieveAfterRestart());
  assert.deepEqual(reply.results.map((r) => r.id), [procedure.id]);
});

test("a damaged, missing or out-of-step stored index is rebuilt from the procedures", async () => {
  const damage = {
    "a shard that is not JSON": async () => {
      const { entries } = await storedIndex();
      await panel.evaluate((key) => chrome.storage.local.set({ [key]: "[{\"id\": broken" }), entries.get(procedure.id).shard);
    },
    "no index at all (a library from a version without one)": async () => {
      const keys = Object.keys(await storageDump(panel)).filter((k) => k.startsWith("procmem:ridx"));
      await panel.evaluate((ks) => chrome.storage.local.remove(ks), keys);
    },
    "another format": async () => {
      await panel.evaluate(() => chrome.storage.local.set({ "procmem:ridx": { format: 999, count: 1 } }));
    },
    "a procedure the index does not hold (a write cut off before its shard)": async () => {
      const { entries } = await storedIndex();
      await panel.evaluate((key) => chrome.storage.local.set({ [key]: "[]" }), entries.get(procedure.id).shard);
    },
  };
  for (const [what, doDamage] of Object.entries(damage)) {
    await doDamage();
    const { reply, measures } = await retrieveAfterRestart();
    assert.deepEqual(reply.results.map((r) => r.id), [procedure.id], what);
    assert.ok(measures.includes("procmem:index rebuild"), `${what}: rebuilt (${measures})`);
    const { meta, shardCount, entries } = await storedIndex();
    assert.deepEqual(meta, { format: FORMAT, count: 1 }, what);
    assert.equal(shardCount, SHARDS, what);
    assert.equal(entries.get(procedure.id)?.title, "Create an issue", what);
    // Rebuilt once: the next wake loads it again.
    const again = await retrieveAfterRestart();
    assert.ok(!again.measures.includes("procmem:index rebuild"), `${what}: not rebuilt twice (${again.measures})`);
  }
});
