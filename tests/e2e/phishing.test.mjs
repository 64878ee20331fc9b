// A page phishing for the values of a run: the tracker's sign-in address is sent (a 302) to a
// look-alike sign-in page on another host. A run of the recorded sign-in types nothing there —
// not the user name, not the password given for the run — and pauses saying where it is; the
// password is stored nowhere. The near miss: with the address left alone, the same run signs in
// on the tracker and the tracker receives both values (so the test can tell typing from not).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchExtension, storageDump, sendFrom } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import { waitFor, startRecording, stopRecording, expectLiveStep } from "../support/e2e.mjs";

const RECORDED_PASSWORD = "Recorded-Pass-Otter-11";
const RUN_PASSWORD = "Run-Pass-Heron-4242";

let server;
let ext;
let panel;
let site;
let procedure;

before(async () => {
  server = await startFixtureServer();
  ext = await launchExtension();
  ext.context.setDefaultTimeout(10_000);
  site = await ext.context.newPage();
  panel = await ext.openPanel();
  await site.goto(server.url("tracker.test", "/login.html"));
  await startRecording(panel, site, { title: "Sign in to the tracker" });
  await site.getByLabel("Username").fill("ana");
  await expectLiveStep(panel, "“ana”");
  await site.getByLabel("Password").fill(RECORDED_PASSWORD);
  await site.getByRole("button", { name: "Sign in" }).click();
  await site.waitForURL(/\/index\.html$/);
  const recordingId = await stopRecording(panel);
  const built = await sendFrom(panel, { type: "procmem.procedure.build", recording_id: recordingId });
  assert.equal(built.ok, true, built.error);
  procedure = built.procedure;
});

after(async () => {
  await ext?.close();
  await server?.close();
});

/** Starts a run of the sign-in from the site's tab and waits until it ends or pauses. */
async function run(values) {
  await site.goto(server.url("shop.test", "/index.html"));
  await site.bringToFront();
  const started = await sendFrom(panel, { type: "procmem.run.start", procedure_id: procedure.id, values, task: "sign in to the tracker as bo" });
  assert.equal(started.ok, true, started.error);
  return waitFor(async () => {
    const r = (await sendFrom(panel, { type: "procmem.run.get", run_id: started.run.id })).run;
    return r.status === "running" ? null : r;
  }, { timeout: 30_000, message: "the run to end or pause" });
}

function valuesFor(password) {
  const values = {};
  for (const p of procedure.abstract.parameters) values[p.name] = p.kind === "secret" ? password : "bo";
  return values;
}

test("a run whose sign-in page was sent to another host types nothing there", async () => {
  const secretSlots = procedure.abstract.parameters.filter((p) => p.kind === "secret");
  assert.equal(secretSlots.length, 1, JSON.stringify(procedure.abstract.parameters));
  const login = server.url("tracker.test", "/login.html");
  // The look-alike (tests/fixtures/shop/sign-in.html) has the tracker's title, labels, ids
  // and names, and posts to its own host.
  const phish = server.url("shop.test", "/sign-in.html");
  await ext.context.route(login, (route) => route.fulfill({ status: 302, headers: { Location: phish, "Cache-Control": "no-store" } }));
  server.reset();
  let r;
  try {
    r = await run(valuesFor(RUN_PASSWORD));
    assert.notEqual(r.status, "succeeded", JSON.stringify(r));
    assert.match(new URL(site.url()).host, /^shop\.test/, "the tab is on the look-alike page");
    await site.getByRole("button", { name: "Sign in" }).waitFor();
    const typed = await site.evaluate(() => [document.getElementById("username").value, document.getElementById("password").value]);
    assert.deepEqual(typed, ["", ""], "nothing was typed into the look-alike page");
    assert.deepEqual(server.submissions.filter((s) => s.path === "/api/login"), [], "no sign-in was sent anywhere");
    const why = r.report?.why ?? r.error;
    assert.match(why, /tracker\.test/, `the run says where it should be: ${why}`);
    const sent = server.submissions.filter((s) => s.path === "/api/login").length;
    console.log(`phishing: sign-in page sent to another host; run ${r.status} at step ${r.report?.step_id ?? "-"} (${why}); ${typed.filter(Boolean).length} of 2 values typed there, ${sent} sign-ins sent`);
  } finally {
    await ext.context.unrouteAll({ behavior: "wait" });
    // The paused run is ended, as the person would abort it.
    if (r?.status === "paused") await sendFrom(panel, { type: "procmem.run.abort", run_id: r.id });
  }
  assert.ok(!JSON.stringify(await storageDump(panel)).includes(RUN_PASSWORD), "the run's password is stored nowhere");
});

test("near miss: on the tracker itself the same run signs in with the run's values", async () => {
  server.reset();
  const r = await run(valuesFor(RUN_PASSWORD));
  assert.ok(["succeeded", "unverified"].includes(r.status), JSON.stringify(r));
  const sent = server.submissions.filter((s) => s.path === "/api/login" && s.host.startsWith("tracker.test"));
  assert.equal(sent.length, 1, JSON.stringify(server.submissions));
  assert.equal(sent[0].fields.username, "bo");
  assert.equal(sent[0].fields.password, RUN_PASSWORD);
  assert.ok(!JSON.stringify(await storageDump(panel)).includes(RUN_PASSWORD), "the run's password is stored nowhere");
});
