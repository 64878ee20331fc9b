// The content script's secret rule on the cases the core is tested on too
// (tests/data/secret-fields.json), so what stays in the page and what the core drops agree. The
// words come from src/secret-words.json through content-scripts/generated/secret-words.js,
// which this test writes when it is missing or out of date (scripts/build.sh writes it too).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import vm from "node:vm";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generate, render, OUTPUT } from "../../scripts/gen-secret-words.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const cases = JSON.parse(fs.readFileSync(path.join(root, "tests/data/secret-fields.json"), "utf8"));
const words = JSON.parse(fs.readFileSync(path.join(root, "src/secret-words.json"), "utf8"));
generate();

/** A sandbox with the scripts loaded in the order manifest.json loads them. */
function load() {
  const sandbox = { console: { warn() {} } };
  sandbox.globalThis = sandbox;
  for (const file of ["content-scripts/lib/dom.js", "content-scripts/generated/secret-words.js", "content-scripts/secrets.js"]) {
    vm.runInNewContext(fs.readFileSync(path.join(root, file), "utf8"), sandbox);
  }
  return sandbox;
}
const { textSuggestsSecret, textNamesCode, toWords } = load().ProcmemSecrets;

test("every kind of secret is caught by its names, ids, labels and other languages' words", () => {
  assert.ok(cases.secret.length >= 40, `${cases.secret.length} kinds`);
  const missed = cases.secret.flatMap(({ kind, texts }) => texts.filter((t) => !textSuggestsSecret(t)).map((t) => `${kind}: ${t}`));
  const texts = cases.secret.reduce((n, { texts }) => n + texts.length, 0);
  console.log(`secret fields in the page: ${cases.secret.length} secret kinds / ${texts} texts, ${missed.length} missed`);
  assert.deepEqual(missed, []);
});

test("ordinary field names are not secret in the page", () => {
  assert.ok(cases.not_secret.length >= 30, `${cases.not_secret.length} fields`);
  const flagged = cases.not_secret.filter((name) => textSuggestsSecret(name));
  console.log(`ordinary fields in the page: ${cases.not_secret.length} ordinary, ${flagged.length} wrongly secret`);
  assert.deepEqual(flagged, []);
});

test("the manifest loads the generated words between lib/dom.js and secrets.js", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "manifest.json"), "utf8"));
  const js = manifest.content_scripts[0].js;
  const at = (f) => js.indexOf(`content-scripts/${f}`);
  assert.ok(at("lib/dom.js") >= 0 && at("lib/dom.js") < at("generated/secret-words.js"));
  assert.ok(at("generated/secret-words.js") < at("secrets.js"));
});

test("the generated file is the JSON's lists, as written now", () => {
  const text = fs.readFileSync(OUTPUT, "utf8");
  assert.equal(text, render(words));
});

test("every listed word is written as toWords cuts it, so it can match", () => {
  const lists = ["words", "alone_words", "phrases", "ordinary_phrases", "code_words", "fragment_exceptions"];
  const miswritten = lists.flatMap((l) => words[l].filter((w) => toWords(w).join(" ") !== w).map((w) => `${l}: ${w}`));
  assert.deepEqual(miswritten, []);
  // A fragment is matched inside one word: it must be one word itself.
  assert.deepEqual(words.fragments.filter((f) => toWords(f).length !== 1 || toWords(f)[0] !== f), []);
});

test("words are cut at camelCase, acronyms, digits and punctuation", () => {
  assert.deepEqual([...toWords("userPassword2")], ["user", "password", "2"]);
  assert.deepEqual([...toWords("APIKey")], ["api", "key"]);
  assert.deepEqual([...toWords("x-api_key")], ["x", "api", "key"]);
  assert.deepEqual([...toWords("2FA code")], ["2", "fa", "code"]);
  assert.deepEqual([...toWords("Mother’s maiden name")], ["mother", "s", "maiden", "name"]);
  assert.deepEqual([...toWords("请输入密码")], ["请输入密码"]);
});

test("a code is named by words that are no promo, postal or country code", () => {
  for (const text of ["Code", "Enter the 6-digit code", "Verification", "verify"]) assert.ok(textNamesCode(text), text);
  for (const text of ["Promo code", "ZIP code", "Country code", "Area code", "Name", "Code of conduct"]) {
    assert.ok(!textNamesCode(text), text);
  }
});

test("without the generated words the module does not start (every field counts as secret elsewhere)", () => {
  const sandbox = { console: { warn() {} } };
  sandbox.globalThis = sandbox;
  for (const file of ["content-scripts/lib/dom.js", "content-scripts/secrets.js"]) {
    vm.runInNewContext(fs.readFileSync(path.join(root, file), "utf8"), sandbox);
  }
  assert.equal(sandbox.ProcmemSecrets, undefined);
});
