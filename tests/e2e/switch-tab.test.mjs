// A procedure that moves to another tab replays in that tab: the steps after the switch drive
// the tab switched to, not the one the run started in.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchExtension, sendFrom } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import { waitFor, startRecording, stopRecording, buildProcedure, expectLiveStep } from "../support/e2e.mjs";

let server;
let ext;
let panel;

before(async () => {
  server = await startFixtureServer();
  ext = await launchExtension();
  ext.context.setDefaultTimeout(10_000);
  panel = await ext.openPanel();
});

after(async () => {
  await ext?.close();
  await server?.close();
});

test("a recorded switch to another tab replays in that tab", async () => {
  const tracker = await ext.context.newPage();
  const shop = await ext.context.newPage();
  await shop.goto(server.url("shop.test", "/index.html"));
  await tracker.goto(server.url("tracker.test", "/index.html"));
  await startRecording(panel, tracker, { title: "Search the shop from the tracker" });
  await shop.bringToFront();
  await expectLiveStep(panel, "Switch to the tab");
  await shop.getByRole("searchbox", { name: "Search" }).click();
  await shop.keyboard.type("coffee");
  await expectLiveStep(panel, "“coffee”");
  await shop.keyboard.press("Enter");
  await shop.waitForURL(/search\.html\?q=coffee/);
  await expectLiveStep(panel, "to load");
  const procedure = await buildProcedure(panel, await stopRecording(panel));
  assert.ok(procedure.steps.some((s) => s.action === "switch_tab"), JSON.stringify(procedure.steps.map((s) => s.action)));

  await shop.goto(server.url("shop.test", "/index.html"));
  await tracker.bringToFront();
  const slot = procedure.abstract.parameters[0].name;
  const started = await sendFrom(panel, { type: "procmem.run.start", procedure_id: procedure.id, values: { [slot]: "lantern" }, task: "search the shop for a lantern" });
  assert.equal(started.ok, true, started.error);
  const run = await waitFor(async () => {
    const r = (await sendFrom(panel, { type: "procmem.run.get", run_id: started.run.id })).run;
    return r.status === "running" ? null : r;
  }, { timeout: 20_000, message: "the run to end" });
  assert.equal(run.status, "succeeded", JSON.stringify(run));
  assert.match(shop.url(), /search\.html\?q=lantern$/, "the search ran in the shop tab");
  assert.match(tracker.url(), /tracker\.test:\d+\/index\.html$/, "the tracker tab was left alone");
});
