// The team library as two colleagues meet it: one `procmem serve` on loopback (SQLite), two
// browser profiles with the extension, each set up through Settings → Team library. What one
// records, the other retrieves — the same answer as the server's; a conflict made on purpose
// shows both versions for the person to choose; the server stopped in the middle of a sync and
// started again loses nothing.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { launchExtension, storageDump, sendFrom, ROOT } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import { waitFor, recordTrackerIssue, buildProcedure, memoryItem, lookAt, TRACKER_ISSUE } from "../support/e2e.mjs";

const CLI = path.join(ROOT, "target", "debug", "procmem");

let fixtures;
let dir;
let db;
let port;
let server;
let tokens;
let ana; // {ext, panel, site}
let bo;
let recorded; // the procedure Ana built

/** A free loopback port, so the server can be started again at the same address. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port: p } = s.address();
      s.close(() => resolve(p));
    });
  });
}

function token(name) {
  return execFileSync(CLI, ["serve", "--db", db, "token", "create", "--name", name], { encoding: "utf8" }).trim();
}

/** Starts `procmem serve` and waits until it answers. */
async function startServer(extra = []) {
  const child = spawn(CLI, ["serve", "--db", db, "--listen", `127.0.0.1:${port}`, ...extra], { stdio: ["ignore", "ignore", "pipe"] });
  let said = "";
  child.stderr.on("data", (d) => { said += d; });
  await waitFor(async () => (await fetch(`${base()}/healthz`).catch(() => null))?.ok, { message: `procmem serve to answer (${said})` });
  return child;
}

async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const gone = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGKILL");
  await gone;
}

const base = () => `http://127.0.0.1:${port}`;

async function api(method, p, body, who = "ana") {
  const res = await fetch(base() + p, {
    method,
    headers: { Authorization: `Bearer ${tokens[who]}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** A browser profile with the extension, its panel and a page. */
async function colleague() {
  const ext = await launchExtension();
  ext.context.setDefaultTimeout(15_000);
  const site = await ext.context.newPage();
  const panel = await ext.openPanel();
  return { ext, site, panel };
}

/** Waits until the element's text matches `re` (the error names the text last seen). */
async function says(panel, selector, re, what) {
  let seen = "";
  try {
    return await waitFor(async () => {
      seen = await panel.locator(selector).textContent();
      return re.test(seen) && seen;
    }, { message: what, timeout: 15_000 });
  } catch (err) {
    throw new Error(`${err.message}; the panel said: ${seen}`);
  }
}

/** Settings → Team library, as a person fills it in. */
async function joinTeam(panel, who) {
  await panel.getByText("Settings", { exact: true }).click();
  await panel.getByLabel("Server address").fill(base());
  await panel.getByLabel("Member token").fill(tokens[who]);
  await panel.getByRole("button", { name: "Test connection" }).click();
  await says(panel, "#team-status", /^Connected/, "Test connection to succeed");
  await panel.getByRole("button", { name: "Save team library" }).click();
  await says(panel, "#team-status", /^Saved\./, "the team library to be saved");
}

/** Sync now, then the status line once that round has ended (and any refusal shown). */
async function syncNow(panel) {
  await lookAt(panel);
  const button = panel.getByRole("button", { name: "Sync now" });
  await button.click(); // (the panel disables it until the worker answers)
  await waitFor(() => button.isEnabled(), { message: "the sync to end", timeout: 60_000 });
  const refused = await panel.locator("#team-error").textContent();
  return `${await panel.locator("#team-sync-status").textContent()}${refused ? ` [${refused}]` : ""}`;
}

before(async () => {
  fixtures = await startFixtureServer();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "procmem-team-"));
  db = `sqlite:${path.join(dir, "team.db")}`;
  port = await freePort();
  tokens = { ana: token("ana"), bo: token("bo") };
  server = await startServer();
  ana = await colleague();
  bo = await colleague();
});

after(async () => {
  await ana?.ext.close();
  await bo?.ext.close();
  await stopServer();
  await fixtures?.close();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

test("a procedure recorded in one browser is retrieved in another, as the server answers, with no secret shared", async () => {
  await joinTeam(ana.panel, "ana");
  await joinTeam(bo.panel, "bo");
  // Near miss: a wrong token is told apart from a server that does not answer.
  await bo.panel.getByLabel("Member token").fill("not-a-token");
  await bo.panel.getByRole("button", { name: "Test connection" }).click();
  await says(bo.panel, "#team-status", /refused the token/, "a wrong token to be refused");

  const { recordingId } = await recordTrackerIssue(ana.panel, ana.site, fixtures, { title: "Create an issue" });
  recorded = (await buildProcedure(ana.panel, recordingId)).id;
  assert.match(await syncNow(ana.panel), /^Synced with/);
  const stored = await api("GET", `/v1/procedures/${recorded}`);
  assert.equal(stored.status, 200);
  // Secrets never leave the browser: not the password, not the one-time code.
  const onServer = JSON.stringify((await api("GET", "/v1/changes?since=0")).body);
  assert.ok(!onServer.includes(TRACKER_ISSUE.password) && !onServer.includes(TRACKER_ISSUE.otp), "a secret reached the team library");
  assert.match(onServer, /"kind":"recording"/);

  assert.match(await syncNow(bo.panel), /^Synced with/);
  await memoryItem(bo.panel, "Procedures", "Create an issue").waitFor();
  await memoryItem(bo.panel, "Recordings", "Create an issue").waitFor();

  const task = "Create an issue titled Printer jam assigned to Ana";
  const url = fixtures.url("tracker.test", "/index.html");
  const here = await sendFrom(bo.panel, { type: "procmem.retrieve", task, url });
  assert.equal(here.ok, true, here.error);
  assert.equal(here.results[0]?.id, recorded);
  const there = await api("POST", "/v1/retrieve", { task, url }, "bo");
  assert.equal(there.status, 200);
  assert.deepEqual(there.body.results, here.results);
  assert.equal(there.body.context, here.context);
  // Near miss: a task of another kind finds nothing in either.
  const other = await api("POST", "/v1/retrieve", { task: "Book a flight to Lisbon", url }, "bo");
  assert.deepEqual(other.body.results, []);
});

test("a conflict made on purpose keeps both versions until the person chooses, and offline edits catch up", async () => {
  // Both edit the same procedure while the server is down.
  await stopServer();
  for (const [who, title] of [[ana, "Create an issue (Ana's)"], [bo, "Create an issue (Bo's)"]]) {
    const renamed = await sendFrom(who.panel, { type: "procmem.rename", kind: "procedure", id: recorded, title });
    assert.equal(renamed.ok, true, renamed.error);
    assert.match(await syncNow(who.panel), /cannot be reached/);
  }
  server = await startServer();
  assert.match(await syncNow(ana.panel), /^Synced with/);
  assert.equal((await api("GET", `/v1/procedures/${recorded}`)).body.procedure.title, "Create an issue (Ana's)");

  await syncNow(bo.panel);
  const conflict = bo.panel.getByRole("listitem", { name: "Conflict over “Create an issue (Bo's)”" });
  await conflict.waitFor();
  assert.match(await conflict.textContent(), /This browser's version.*Create an issue \(Bo's\).*The team's version.*Create an issue \(Ana's\)/s);
  // Nothing was overwritten: each side still has its own.
  assert.equal((await storageDump(bo.panel))[`procmem:proc:${recorded}`].title, "Create an issue (Bo's)");
  assert.equal((await api("GET", `/v1/procedures/${recorded}`)).body.procedure.title, "Create an issue (Ana's)");

  await conflict.getByRole("button", { name: "Keep this browser's version of “Create an issue (Bo's)”" }).click();
  await waitFor(async () => (await api("GET", `/v1/procedures/${recorded}`)).body.procedure.title === "Create an issue (Bo's)", { message: "Bo's version to reach the team library" });
  await conflict.waitFor({ state: "detached" });
  assert.match(await syncNow(ana.panel), /^Synced with/);
  await memoryItem(ana.panel, "Procedures", "Create an issue (Bo's)").waitFor();
});

test("the server stopped in the middle of a sync and started again loses nothing", async () => {
  const file = execFileSync(CLI, ["synth", "--realistic", "--count", "120"], { encoding: "utf8", maxBuffer: 64 << 20 });
  const ids = JSON.parse(file).procedures.map((p) => p.id);
  const imported = await sendFrom(ana.panel, { type: "procmem.import", text: file });
  assert.equal(imported.ok, true, imported.error);
  // The import itself starts a round; stop the server once part of it has landed.
  await waitFor(async () => (await api("GET", `/v1/procedures/${encodeURIComponent(ids[10])}`).catch(() => ({}))).status === 200, { interval: 5, timeout: 30_000, message: "the sync to be under way" });
  await stopServer();
  server = await startServer();
  const last = await api("GET", `/v1/procedures/${encodeURIComponent(ids.at(-1))}`);
  assert.equal(last.status, 404, "the round ended before the server was stopped: nothing was cut short");

  assert.match(await syncNow(ana.panel), /^Synced with/);
  let feed = [];
  for (let since = "0", more = true; more;) {
    const page = (await api("GET", `/v1/changes?since=${since}`)).body;
    feed = feed.concat(page.changes);
    ({ cursor: since, more } = page);
  }
  const procedures = feed.filter((c) => c.kind === "procedure").map((c) => c.id);
  assert.equal(new Set(procedures).size, procedures.length, "an item was stored twice");
  for (const id of ids) assert.ok(procedures.includes(id), `procedure ${id} was lost`);

  assert.match(await syncNow(bo.panel), /^Synced with/);
  const bos = await storageDump(bo.panel);
  for (const id of ids) assert.ok(bos[`procmem:proc:${id}`], `procedure ${id} did not reach the other browser`);
  assert.equal(bos["procmem:index"].procedures.length, ids.length + 1);
});
