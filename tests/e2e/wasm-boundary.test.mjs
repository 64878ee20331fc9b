// The wasm module's boundary as the worker calls it (the generated JS glue, not the Rust
// functions): every export, and every method of RetrievalIndex, given values of the wrong
// type — from a damaged stored value or a message — must answer with an error sentence or a
// value, never trap the module ("memory access out of bounds", "unreachable"), and the module
// must keep working after all of them. A string parameter fed a number used to be read as a
// length by the glue and trap (issue 11: a bad recording_state made Start and Stop fail).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../support/extension.mjs";
import * as wasm from "../../pkg/procmem.js";

wasm.initSync({ module: fs.readFileSync(path.join(ROOT, "pkg/procmem_bg.wasm")) });

const RECORDING = JSON.parse(fs.readFileSync(path.join(ROOT, "tests/data/tracker-recording.json"), "utf8"));

/** Values of every wrong type, as storage or a message may hand them over. */
const WRONG = [
  ["undefined", undefined],
  ["null", null],
  ["a number", 99],
  ["a huge number", 1e300],
  ["NaN", NaN],
  ["a negative number", -1],
  ["true", true],
  ["a string", "yes"],
  ["a list", []],
  ["a nested list", [1, [2, [3]]]],
  ["an empty object", {}],
  ["a bad run", { steps: 7, status: 42 }],
  ["a bad recording state", { active: "yes", recording_id: 99 }],
  ["a function", () => 1],
  ["a symbol", Symbol("x")],
  ["a bigint", 10n],
];

/** Calls `fn`; a trap or panic of the module fails, any other outcome is fine. */
function call(name, fn) {
  try {
    fn();
    return "value";
  } catch (err) {
    if (err instanceof WebAssembly.RuntimeError) throw new Error(`${name} trapped the module: ${err.message}`);
    assert.ok(typeof err?.message === "string" && err.message.length > 5, `${name} threw without a sentence: ${String(err)}`);
    return "error";
  }
}

test("every export given values of the wrong type answers an error or a value, never a trap", () => {
  const fns = Object.entries(wasm).filter(([name, f]) => typeof f === "function" && !/^(default|initSync|RetrievalIndex)$/.test(name) && !/^[A-Z]/.test(name));
  const index = new wasm.RetrievalIndex();
  index.upsertProcedure(wasm.distill(RECORDING, "p-1", 5));
  const methods = Object.getOwnPropertyNames(wasm.RetrievalIndex.prototype)
    .filter((m) => m !== "constructor" && m !== "free" && !m.startsWith("__") && typeof index[m] === "function")
    .map((m) => [`RetrievalIndex#${m}`, (...args) => index[m](...args), index[m].length]);
  const statics = ["fromShards", "unreadableShards"].map((m) => [`RetrievalIndex.${m}`, (...args) => wasm.RetrievalIndex[m](...args), wasm.RetrievalIndex[m].length]);
  const all = [...fns.map(([name, f]) => [name, f, f.length]), ...methods, ...statics];
  let calls = 0;
  let errors = 0;
  for (const [name, f, arity] of all) {
    const n = Math.max(arity, 1);
    for (const [, bad] of WRONG) {
      // Every parameter wrong, then each one wrong with text in the others.
      const rounds = [Array(n).fill(bad), ...Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? bad : "x")))];
      for (const args of rounds) {
        if (call(name, () => f(...args)) === "error") errors += 1;
        calls += 1;
      }
    }
  }
  // The module still works after every one of them.
  assert.equal(wasm.recordingKey("r-1"), "procmem:rec:r-1");
  const found = index.retrieve("open a new ticket 'Export fails' for Bo", "http://tracker.test:8080/index.html", 10, 3);
  assert.equal(found.length, 1);
  assert.ok(all.length >= 40, `${all.length} entry points`);
  console.log(`wasm boundary: ${all.length} entry points, ${calls} calls with wrong types, ${errors} errors, 0 traps`);
});

test("a text parameter given another type throws a sentence naming what was expected", () => {
  assert.throws(() => wasm.recordingKey(99), /^Error: Malformed recording id: expected text, got a number$/);
  assert.throws(() => wasm.procedureKey(undefined), /Malformed procedure id: expected text, got nothing/);
  assert.throws(() => wasm.newRecording("r", { title: 1 }, "", 0), /Malformed title: expected text, got an object/);
  assert.throws(() => wasm.parseImport(["{}"]), /Malformed import file: expected text, got a list/);
});
