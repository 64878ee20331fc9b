// Relocation consults selector memory (issue 12, docs/MEMORY.md "Selector memory"): on a page
// where "Save profile" is there twice, alike, a first replay refuses to guess and the person
// clicks the lower one; selector memory learns that button's locator. A later replay of another
// procedure that clicks "Save profile" on the same page is then decided by memory — the lower
// button, said in the step's detail — instead of stopping. Near miss: with Memory off the same
// replay still stops and says why.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchExtension, storageDump, sendFrom } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import { waitFor, startRecording, stopRecording, buildProcedure, expectLiveStep } from "../support/e2e.mjs";

let server;
let ext;
let panel;
let site;

before(async () => {
  server = await startFixtureServer();
  ext = await launchExtension();
  ext.context.setDefaultTimeout(10_000);
  site = await ext.context.newPage();
  panel = await ext.openPanel();
});

after(async () => {
  await ext?.close();
  await server?.close();
});

const page = (query = "") => server.url("shop.test", `/profile-bars.html${query}`);
const ask = (message) => sendFrom(panel, message);
const savedBy = () => site.evaluate(() => document.body.dataset.saved ?? "");

/** Records "set my display name" on the page as it was (one "Save profile") and builds it. */
async function record(title, name) {
  await site.goto(page());
  await startRecording(panel, site, { title });
  await site.getByLabel("Display name").fill(name);
  await site.getByRole("button", { name: "Save profile" }).click();
  await expectLiveStep(panel, "Save profile");
  return buildProcedure(panel, await stopRecording(panel));
}

/** Starts a run of `procedure` on the page with both bars, every slot given `value`. */
async function runOnTwoBars(procedure, value) {
  await site.goto(page("?twice=1"));
  await site.bringToFront();
  const values = Object.fromEntries(procedure.abstract.parameters.filter((p) => p.kind !== "secret").map((p) => [p.name, value]));
  const started = await ask({ type: "procmem.run.start", procedure_id: procedure.id, values, task: `set my display name to '${value}'` });
  assert.equal(started.ok, true, started.error);
  return started.run.id;
}

async function settled(runId) {
  return waitFor(async () => {
    const r = (await ask({ type: "procmem.run.get", run_id: runId })).run;
    return r.status === "running" ? null : r;
  }, { timeout: 30_000, message: "the run to end or pause" });
}

const saveStep = (procedure) => procedure.steps.find((s) => s.target?.name === "Save profile");

test("a look-alike a person chose once is chosen by selector memory in a later replay; with Memory off the run still stops", async () => {
  const first = await record("Set my display name to 'Dana'", "Dana");
  const second = await record("Rename my profile to 'Lee'", "Lee");
  assert.notEqual(first.id, second.id);

  // The first replay: two alike "Save profile" buttons, no memory of either: it stops.
  const runId = await runOnTwoBars(first, "Ana");
  const paused = await settled(runId);
  assert.equal(paused.status, "paused", JSON.stringify(paused));
  assert.match(paused.report.why, /two elements match equally well .*refusing to guess/, paused.report.why);
  assert.equal(await savedBy(), "", "nothing was clicked");
  // The person clicks the lower one and continues.
  await site.bringToFront();
  await site.getByRole("button", { name: "Save profile" }).last().click();
  assert.equal(await savedBy(), "bottom");
  assert.equal((await ask({ type: "procmem.run.continue", run_id: runId })).ok, true);
  const healed = await settled(runId);
  assert.equal(healed.status, "succeeded", JSON.stringify(healed));

  // Selector memory knows the button the person used, by site, role and name.
  const entry = await waitFor(async () => {
    const m = (await storageDump(panel))["procmem:memory"];
    return m?.selectors?.find((e) => e.site === "shop.test" && e.role === "button" && e.name === "Save profile") ?? null;
  }, { message: "the healed button in selector memory" });
  const remembered = entry.locators[0].value;
  assert.ok(remembered, JSON.stringify(entry));

  // A later replay of another procedure that clicks "Save profile" on that page: memory
  // breaks the tie, the lower button is clicked, and the step says memory decided.
  const again = await settled(await runOnTwoBars(second, "Kai"));
  assert.equal(again.status, "succeeded", JSON.stringify(again));
  assert.equal(await savedBy(), "bottom");
  assert.equal(await site.locator("#saved").innerText(), "Saved Kai.");
  const step = again.steps.find((s) => s.step_id === saveStep(second).id);
  assert.match(step.detail, /^selector memory decided: 2 elements matched equally well/, step.detail);
  assert.ok(step.detail.includes(remembered), step.detail);
  assert.equal(step.locator, remembered, "the locator worked again");

  // Near miss: with Memory off the same replay gets no locator and stops, as before.
  assert.equal((await ask({ type: "procmem.settings.set", memory_off: true })).ok, true);
  try {
    const offId = await runOnTwoBars(second, "Max");
    const off = await settled(offId);
    assert.equal(off.status, "paused", JSON.stringify(off));
    assert.match(off.report.why, /two elements match equally well .*refusing to guess/, off.report.why);
    assert.equal(await savedBy(), "");
    await ask({ type: "procmem.run.abort", run_id: offId });
  } finally {
    await ask({ type: "procmem.settings.set", memory_off: false });
  }
});
