// An agent's task in progress: when the active tab moves to another site, retrieval runs again
// for that site and the new block is stored and announced.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchExtension, sendFrom } from "../support/extension.mjs";
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

test("a change of the task tab's site re-runs retrieval for the new site", async () => {
  // One procedure, recorded on the shop.
  await site.goto(server.url("shop.test", "/index.html"));
  await startRecording(panel, site, { title: "Search products" });
  await site.getByRole("searchbox", { name: "Search" }).click();
  await site.keyboard.type("coffee");
  await expectLiveStep(panel, "“coffee”");
  await site.keyboard.press("Enter");
  await site.waitForURL(/search\.html/);
  await expectLiveStep(panel, "to load");
  const procedure = await buildProcedure(panel, await stopRecording(panel));

  // The agent starts its task on the tracker: the shop procedure is known from another site.
  await site.goto(server.url("tracker.test", "/index.html"));
  await site.bringToFront();
  const updates = [];
  await panel.exposeFunction("recordUpdate", (m) => updates.push(m));
  await panel.evaluate(() => chrome.runtime.onMessage.addListener((m) => {
    if (m.type === "procmem.context.updated") window.recordUpdate(m);
  }));
  const started = await sendFrom(panel, { type: "procmem.task.start", task: "search products for a lantern" });
  assert.equal(started.ok, true, started.error);
  assert.equal(started.host, "tracker.test");
  assert.equal(started.results[0]?.id, procedure.id);
  assert.equal(started.results[0].breakdown.domain, 0, "recorded on another site");

  // The tab moves to the shop: the answer is recomputed there, stored and announced.
  await site.goto(server.url("shop.test", "/index.html"));
  const moved = await waitFor(async () => {
    const t = await sendFrom(panel, { type: "procmem.task.get" });
    return t.host === "shop.test" ? t : null;
  }, { message: "retrieval for the new site" });
  assert.equal(moved.results[0].id, procedure.id);
  assert.equal(moved.results[0].breakdown.domain, 1, "now on the procedure's own site");
  assert.ok(moved.results[0].score > started.results[0].score);
  assert.match(moved.context, /^<procedural_memory>/);
  await waitFor(() => updates.find((u) => u.host === "shop.test"), { message: "the procmem.context.updated message" });

  // Moving within the site changes nothing; ending the task stops the following.
  const before = moved.updated;
  await site.goto(server.url("shop.test", "/contact.html"));
  await site.waitForLoadState();
  assert.equal((await sendFrom(panel, { type: "procmem.task.get" })).updated, before);
  assert.equal((await sendFrom(panel, { type: "procmem.task.end" })).ok, true);
  const gone = await sendFrom(panel, { type: "procmem.task.get" });
  assert.deepEqual(gone, { ok: false, error: "No agent task is in progress." });
});
