// The fast case of `npm run bench:team`: the same load on a small library (300 procedures, 10
// members × 60 mixed requests at once), on the debug build the native tests made. Every
// outcome must be counted and every edit applied or refused with the current version.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import path from "node:path";
import { ROOT } from "../support/extension.mjs";

test("the team library under concurrent members loses no update (the load benchmark, small)", async () => {
  const env = { ...process.env, CLI: path.join(ROOT, "target", "debug", "procmem"), COUNT: "300", CLIENTS: "10", OPS: "60" };
  const out = await new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(ROOT, "bench", "team-load.mjs")], { env, timeout: 240_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${err.message}\n${stdout}\n${stderr}`));
      else resolve(stdout);
    });
  });
  console.log(out.trim());
  assert.match(out, /loaded 300 procedures/);
  assert.match(out, /outcomes lost: 0/);
  assert.match(out, /retrieve +\d+ +p50/);
  assert.match(out, /edits: \d+ applied, \d+ refused as stale/);
});
