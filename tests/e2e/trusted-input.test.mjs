// Replay clicks with synthetic events; when a click shows nothing at all on the page — a page
// that acts only on a person's (trusted) click — it clicks once more with trusted input through
// chrome.debugger and judges the page again. A control that works with a scripted click never
// gets the trusted one.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchExtension, storageDump } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import { runFound, startRecording, stopRecording, buildProcedure, expectLiveStep } from "../support/e2e.mjs";

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

const report = () => server.url("widgets.test", "/trusted.html");

/** Runs the procedure titled `title` for `task` from Find procedures (a trusted click waits for the scripted one first). */
const run = (task, title) => runFound(panel, site, task, title, { timeout: 40_000 });

/** The stored run of `procedure` for `task`, with its step results. */
async function storedRun(procedure, task) {
  const runs = Object.values(await storageDump(panel)).filter((v) => v?.procedure_id === procedure.id && v.task === task);
  assert.equal(runs.length, 1, `one run for “${task}”`);
  return runs[0];
}

test("a page that ignores scripted clicks is clicked with trusted input, and the run checks it worked", async () => {
  await site.goto(report());
  await startRecording(panel, site, { title: "Copy the link to the report" });
  await site.getByRole("button", { name: "Share" }).click();
  await site.getByRole("menuitem", { name: "Copy link" }).click();
  await expectLiveStep(panel, "Copy link");
  const procedure = await buildProcedure(panel, await stopRecording(panel));

  await site.goto(report());
  const task = "Copy the link to the report";
  const status = await run(task, procedure.title);
  assert.match(status, /^Run succeeded/);
  assert.equal(await site.locator("#status").innerText(), "Link copied");
  const steps = (await storedRun(procedure, task)).steps;
  const trusted = steps.filter((s) => /trusted input/.test(s.detail ?? ""));
  assert.equal(trusted.length, 2, JSON.stringify(steps));
});

test("near miss: a control that works with a scripted click is never clicked again", async () => {
  await site.goto(report());
  await startRecording(panel, site, { title: "Pin the report" });
  await site.getByRole("button", { name: "Pin report" }).click();
  await expectLiveStep(panel, "Pin report");
  const procedure = await buildProcedure(panel, await stopRecording(panel));

  await site.goto(report());
  const task = "Pin the report";
  const status = await run(task, procedure.title);
  assert.match(status, /^Run succeeded/);
  assert.equal(await site.locator("#status").innerText(), "Report pinned");
  const steps = (await storedRun(procedure, task)).steps;
  assert.ok(!steps.some((s) => /trusted input/.test(s.detail ?? "")), JSON.stringify(steps));
});
