// An update of the extension: the stored retrieval index of the previous version is rebuilt
// when Chrome installs the new one, not when the first task after it waits on the rebuild.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { launchExtension, sendFrom, storageDump, ROOT } from "../support/extension.mjs";
import { waitFor } from "../support/e2e.mjs";
import { initSync, distill } from "../../pkg/procmem.js";

initSync({ module: await fs.readFile(path.join(ROOT, "pkg/procmem_bg.wasm")) });

const PARTS = ["manifest.json", "extension", "content-scripts", "pkg"];

/** A copy of the built extension in `dir`, with the given manifest version. */
async function installable(dir, version) {
  for (const part of PARTS) await fs.cp(path.join(ROOT, part), path.join(dir, part), { recursive: true });
  const manifest = JSON.parse(await fs.readFile(path.join(ROOT, "manifest.json"), "utf8"));
  await fs.writeFile(path.join(dir, "manifest.json"), JSON.stringify({ ...manifest, version }, null, 2));
}

test("an update rebuilds a stale stored retrieval index before any task asks for it", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "procmem-update-"));
  const root = path.join(dir, "extension-copy");
  const profile = path.join(dir, "profile");
  try {
    // Version 1 holds a procedure, and its stored index is of a format the new version does
    // not read (as after an update that changes the index format).
    await installable(root, "0.0.1");
    let ext = await launchExtension({ root, profile });
    let panel = await ext.openPanel();
    const file = {
      format: "procmem", schema_version: 1, exported_at: 1, recordings: [],
      procedures: [distill(JSON.parse(await fs.readFile(path.join(ROOT, "tests/data/tracker-recording.json"), "utf8")), "tracker-issue", 1)],
    };
    assert.equal((await sendFrom(panel, { type: "procmem.import", text: JSON.stringify(file) })).ok, true);
    const { format } = (await storageDump(panel))["procmem:ridx"];
    await panel.evaluate(() => chrome.storage.local.set({ "procmem:ridx": { format: 999, count: 1 } }));
    await ext.close();

    // Version 2 over the same profile: Chrome fires onInstalled (update).
    await installable(root, "0.0.2");
    ext = await launchExtension({ root, profile });
    try {
      panel = await ext.openPanel();
      // Only storage is read from here; the panel lists the library, which never touches the
      // index, so a rebuilt index can only come from the update.
      const meta = await waitFor(async () => {
        const m = (await storageDump(panel))["procmem:ridx"];
        return m?.format === format ? m : null;
      }, { message: "the stored index rebuilt by the update" });
      assert.deepEqual(meta, { format, count: 1 });
      const measures = await ext.worker().evaluate(() => performance.getEntriesByType("measure").map((m) => m.name));
      assert.ok(measures.includes("procmem:index rebuild"), `${measures}`);
    } finally {
      await ext.close();
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
