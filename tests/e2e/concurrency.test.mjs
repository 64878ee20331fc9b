// Two extension pages (two side panels, two windows) writing at the same time: every write
// goes through the worker's queue, so neither loses the other's update.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { launchExtension, storageDump, sendFrom, ROOT } from "../support/extension.mjs";

const recording = JSON.parse(fs.readFileSync(path.join(ROOT, "tests/data/tracker-recording.json"), "utf8"));
const COUNT = 12;

let ext;
let panels;

before(async () => {
  ext = await launchExtension();
  panels = [await ext.openPanel(), await ext.openPanel()];
  // A library of recordings to build from, imported in one file.
  const recordings = Array.from({ length: COUNT }, (_, i) => ({ ...recording, id: `rec-${i}`, title: `Create issue ${i}`, procedure_id: null, processed: false }));
  const file = { format: "procmem", schema_version: 1, exported_at: Date.now(), recordings, procedures: [] };
  const reply = await sendFrom(panels[0], { type: "procmem.import", text: JSON.stringify(file) });
  assert.equal(reply.ok, true, reply.error);
});

after(async () => {
  await ext?.close();
});

test("building from two panels at once keeps every procedure in the index", async () => {
  // Each panel builds half the recordings, all requests in flight together.
  const builds = Array.from({ length: COUNT }, (_, i) =>
    sendFrom(panels[i % 2], { type: "procmem.procedure.build", recording_id: `rec-${i}` }));
  const replies = await Promise.all(builds);
  assert.ok(replies.every((r) => r.ok), JSON.stringify(replies.find((r) => !r.ok)));
  const dump = await storageDump(panels[0]);
  const ids = replies.map((r) => r.procedure.id);
  assert.deepEqual([...dump["procmem:index"].procedures].sort(), [...ids].sort(), "no build lost another's index entry");
  for (let i = 0; i < COUNT; i++) {
    const rec = dump[`procmem:rec:rec-${i}`];
    assert.equal(rec.procedure_id, replies[i].procedure.id, `rec-${i} links its procedure`);
    assert.ok(dump[`procmem:proc:${rec.procedure_id}`], `procedure of rec-${i} is stored`);
  }
});

test("renames from two panels at once all land", async () => {
  const { procedures } = await sendFrom(panels[0], { type: "procmem.list" });
  const renames = procedures.map((p, i) =>
    sendFrom(panels[i % 2], { type: "procmem.rename", kind: "procedure", id: p.id, title: `Renamed ${p.id}` }));
  await Promise.all(renames);
  const dump = await storageDump(panels[1]);
  for (const p of procedures) assert.equal(dump[`procmem:proc:${p.id}`].title, `Renamed ${p.id}`);
  assert.equal(dump["procmem:index"].procedures.length, COUNT);
});
