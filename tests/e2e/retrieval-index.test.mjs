// The stored retrieval index: written with every procedure change, read by a woken service
// worker instead of the library, and rebuilt from the procedures when it cannot be trusted.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchExtension, sendFrom, storageDump } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import { recordTrackerIssue, buildProcedure, stopWorker } from "../support/e2e.mjs";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../support/extension.mjs";
import { initSync, RetrievalIndex } from "../../pkg/procmem.js";

initSync({ module: fs.readFileSync(path.join(ROOT, "pkg/procmem_bg.wasm")) });

const TASK = "open a new ticket 'Export fails' for Bo in Q2 2025";
const SHARDS = 64;
const FORMAT = 14; // the stored index format (src/retrieval/stored.rs)

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

/** The stored index as the core reads it (the built wasm module, loaded here in Node). */
async function storedIndex() {
  const all = await storageDump(panel);
  const shards = Object.keys(all).filter((k) => k.startsWith("procmem:ridx:"));
  const index = RetrievalIndex.fromShards(Array.from({ length: SHARDS }, (_, n) => all[`procmem:ridx:${n}`]));
  return {
    meta: all["procmem:ridx"],
    shardCount: shards.length,
    index,
    /** The stored title of the best match for the test's task, if any. */
    titleFound: () => index.retrieve(TASK, url, Date.now())[0]?.title,
    /** The key of the shard that holds a procedure. */
    shardOf: (id) => `procmem:ridx:${index.remove(id)}`,
  };
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
  const { meta, shardCount, index, titleFound } = await storedIndex();
  assert.deepEqual(meta, { format: FORMAT, count: 1 });
  assert.equal(shardCount, SHARDS);
  assert.ok(index.has(procedure.id));
  assert.equal(titleFound(), "Create an issue");

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
  assert.equal((await storedIndex()).titleFound(), "File a tracker ticket", "the renamed entry is stored in the same write");
  let { reply, measures } = await retrieveAfterRestart();
  assert.equal(reply.results[0]?.title, "File a tracker ticket");
  assert.ok(!measures.includes("procmem:index rebuild"), `${measures}`);

  assert.equal((await sendFrom(panel, { type: "procmem.delete", kind: "procedure", id: procedure.id })).ok, true);
  const gone = await storedIndex();
  assert.equal(gone.index.has(procedure.id), false);
  assert.deepEqual(gone.meta, { format: FORMAT, count: 0 });
  ({ reply, measures } = await retrieveAfterRestart());
  assert.deepEqual(reply.results, []);
  assert.equal(reply.context, "");
  assert.ok(!measures.includes("procmem:index rebuild"), `${measures}`);

  assert.equal((await sendFrom(panel, { type: "procmem.import", text: JSON.stringify(exported.data) })).ok, true);
  assert.equal((await storedIndex()).titleFound(), "Create an issue");
  ({ reply } = await retrieveAfterRestart());
  assert.deepEqual(reply.results.map((r) => r.id), [procedure.id]);
});

test("a damaged, missing or out-of-step stored index is rebuilt from the procedures", async () => {
  const copyId = "copy-of-the-tracker-procedure";
  const damage = {
    "a shard that cannot be decoded": async () => {
      const key = (await storedIndex()).shardOf(procedure.id);
      await panel.evaluate((k) => chrome.storage.local.set({ [k]: "%% not base64 %%" }), key);
    },
    "no index at all (a library from a version without one)": async () => {
      const keys = Object.keys(await storageDump(panel)).filter((k) => k.startsWith("procmem:ridx"));
      await panel.evaluate((ks) => chrome.storage.local.remove(ks), keys);
    },
    "another format": async () => {
      await panel.evaluate(() => chrome.storage.local.set({ "procmem:ridx": { format: 999, count: 1 } }));
    },
    "a procedure the index does not hold (written without its shard, as by a crash)": async () => {
      await panel.evaluate(async ({ id, copy }) => {
        const { [`procmem:proc:${id}`]: p, "procmem:index": index } = await chrome.storage.local.get([`procmem:proc:${id}`, "procmem:index"]);
        await chrome.storage.local.set({
          [`procmem:proc:${copy}`]: { ...p, id: copy },
          "procmem:index": { ...index, procedures: [...index.procedures, copy] },
        });
      }, { id: procedure.id, copy: copyId });
    },
  };
  let count = 1;
  for (const [what, doDamage] of Object.entries(damage)) {
    await doDamage();
    if (what.startsWith("a procedure the index does not hold")) count = 2;
    const { reply, measures } = await retrieveAfterRestart();
    const expected = count === 2 ? [procedure.id, copyId] : [procedure.id];
    assert.deepEqual(reply.results.map((r) => r.id).sort(), expected.sort(), what);
    assert.ok(measures.includes("procmem:index rebuild"), `${what}: rebuilt (${measures})`);
    const { meta, shardCount, index } = await storedIndex();
    assert.deepEqual(meta, { format: FORMAT, count }, what);
    assert.equal(shardCount, SHARDS, what);
    assert.ok(index.has(procedure.id), what);
    // Rebuilt once: the next wake loads it again.
    const again = await retrieveAfterRestart();
    assert.ok(!again.measures.includes("procmem:index rebuild"), `${what}: not rebuilt twice (${again.measures})`);
  }
});
