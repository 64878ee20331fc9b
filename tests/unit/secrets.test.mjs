// The content script's secret rule on the cases the core is tested on too
// (tests/data/secret-fields.json), so what stays in the page and what the core drops agree.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import vm from "node:vm";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const cases = JSON.parse(fs.readFileSync(path.join(root, "tests/data/secret-fields.json"), "utf8"));
const sandbox = {};
sandbox.globalThis = sandbox;
// In the order manifest.json loads them: secrets.js needs lib/dom.js first.
for (const file of ["content-scripts/lib/dom.js", "content-scripts/secrets.js"]) {
  vm.runInNewContext(fs.readFileSync(path.join(root, file), "utf8"), sandbox);
}
const { textSuggestsSecret } = sandbox.ProcmemSecrets;

test("names, ids and labels that suggest a secret are secret in the page", () => {
  const missed = cases.secret.filter((name) => !textSuggestsSecret(name));
  assert.deepEqual(missed, []);
});

test("ordinary field names are not secret in the page", () => {
  const flagged = cases.not_secret.filter((name) => textSuggestsSecret(name));
  assert.deepEqual(flagged, []);
});
