// Secrets in addresses: a reset link's token in its path, a password an old GET form puts in the
// address it goes to (under a name, "p", that says nothing of a secret), and an agent task
// started on a page whose path holds a verification token. None of them may reach
// chrome.storage.local (all of it, while recording and after), an export or the
// <procedural_memory> block; the ordinary parts of those addresses (host, path words, the
// account name) are kept. A run of the procedure types the password again into the GET form:
// the address it ends on is kept without it. Not recording, the person signs in through the
// GET form again and an agent task starts on the address it landed on: kept without the
// password. A PIN a script puts in a path is redacted by the shape the page reported, in that
// shape only.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchExtension, sendFrom, storageDump } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import { waitFor, startRecording, stopRecording, buildProcedure, expectLiveStep } from "../support/e2e.mjs";

const RESET_TOKEN = "Xk9fQ2bZ7mW4pL1sT8vRqYt3"; // in account/mail.html's link
const AGENT_TOKEN = "9f8e7d6c5b4a39281706aa55";
const PASSWORD = "Lantern-Moth-4471!";
const RUN_PASSWORD = "Otter-Quilt-9082?";
const AGENT_PASSWORD = "Heron-Plank-5120#";
/** `s` as a form puts it in a query ("!" → "%21"). */
const formEncoded = (s) => new URLSearchParams({ x: s }).toString().slice(2);
const SECRETS = [RESET_TOKEN, AGENT_TOKEN, ...[PASSWORD, RUN_PASSWORD, AGENT_PASSWORD].flatMap((p) => [p, formEncoded(p), encodeURIComponent(p)])];

let server;
let ext;
let panel;
let site;

before(async () => {
  server = await startFixtureServer();
  // Pages at token paths (the static server has no routes).
  server.variant("shop.test", `/reset-password/${RESET_TOKEN}`, "account/reset.html");
  server.variant("shop.test", `/verify-email/${AGENT_TOKEN}`, "account/welcome.html");
  ext = await launchExtension();
  ext.context.setDefaultTimeout(10_000);
  site = await ext.context.newPage();
  panel = await ext.openPanel();
});

after(async () => {
  await ext?.close();
  await server?.close();
});

/** The secrets (raw or URL-encoded) found in `text`. */
function leaked(text) {
  return SECRETS.filter((s) => text.includes(s));
}

test("a token in a path and a GET form's password reach no storage, export or block; the rest of the address stays", async () => {
  await site.goto(server.url("shop.test", "/account/mail.html"));
  await startRecording(panel, site, { title: "Sign in to the old shop portal" });
  await site.getByRole("link", { name: "Reset your password" }).click();
  await site.waitForURL(/reset-password/);
  await expectLiveStep(panel, "/reset-password/REDACTED?lang=en");

  await site.getByLabel("Account").fill("alice");
  await expectLiveStep(panel, "“alice”");
  await site.getByLabel("Password").fill(PASSWORD);
  await expectLiveStep(panel, "the secret value");
  await site.getByRole("button", { name: "Sign in" }).click();
  await site.waitForURL(/welcome\.html/);
  assert.ok(site.url().includes(`p=${formEncoded(PASSWORD)}`), `the form put the password in the address: ${site.url()}`);
  await expectLiveStep(panel, "/account/welcome.html?u=alice&p=REDACTED");
  // While recording too: pending lists and the cursor are drained by now.
  await waitFor(async () => leaked(JSON.stringify(await storageDump(panel))).length === 0, { message: "no secret in storage while recording" });

  const procedure = await buildProcedure(panel, await stopRecording(panel));
  const stepUrls = procedure.steps.map((s) => s.url);
  assert.ok(stepUrls.some((u) => u.endsWith("/reset-password/REDACTED?lang=en")), JSON.stringify(stepUrls));
  assert.ok(stepUrls.some((u) => u.endsWith("/account/welcome.html?u=alice&p=REDACTED")), JSON.stringify(stepUrls));

  // An agent task started on a page whose path holds a token.
  await site.goto(server.url("shop.test", `/verify-email/${AGENT_TOKEN}?lang=en`));
  await site.bringToFront();
  const started = await sendFrom(panel, { type: "procmem.task.start", task: "sign in to the old shop portal as alice" });
  assert.equal(started.ok, true, started.error);
  assert.equal(started.url, server.url("shop.test", "/verify-email/REDACTED?lang=en"));
  assert.equal(started.host, "shop.test");
  assert.equal(started.results[0]?.id, procedure.id, JSON.stringify(started.results));
  assert.match(started.context, /^<procedural_memory>/);
  assert.ok(started.context.includes("/reset-password/REDACTED?lang=en"), started.context);
  assert.deepEqual(leaked(started.context), [], started.context);
  const stored = (await storageDump(panel))["procmem:agent_task"];
  assert.equal(stored.url, started.url);

  // Not recording, the person signs in through the GET form; an agent task starts on the
  // address it landed on (the page told the worker the parameter's name, never its value).
  await site.goto(server.url("shop.test", `/reset-password/${RESET_TOKEN}?lang=en`));
  await site.getByLabel("Account").fill("alice");
  await site.getByLabel("Password").fill(AGENT_PASSWORD);
  await site.getByRole("button", { name: "Sign in" }).click();
  await site.waitForURL(/welcome\.html/);
  assert.ok(site.url().includes(`p=${formEncoded(AGENT_PASSWORD)}`), site.url());
  await site.bringToFront();
  const onWelcome = await waitFor(async () => {
    const t = await sendFrom(panel, { type: "procmem.task.start", task: "sign in to the old shop portal as alice" });
    return t.ok && t.url === server.url("shop.test", "/account/welcome.html?u=alice&p=REDACTED") ? t : null;
  }, { message: "the agent task's address without the password" });
  assert.deepEqual(leaked(JSON.stringify(onWelcome)), []);

  // A run types another password into the GET form: the address it ends on keeps none of it.
  await site.goto(server.url("shop.test", "/account/mail.html"));
  await site.bringToFront();
  const values = {};
  for (const p of procedure.abstract.parameters) values[p.name] = p.kind === "secret" ? RUN_PASSWORD : p.example;
  const run = await sendFrom(panel, { type: "procmem.run.start", procedure_id: procedure.id, values, task: "sign in to the old shop portal as alice" });
  assert.equal(run.ok, true, run.error);
  const ended = await waitFor(async () => {
    const r = (await sendFrom(panel, { type: "procmem.run.get", run_id: run.run.id })).run;
    return r.status === "running" ? null : r;
  }, { timeout: 30_000, message: "the run to end" });
  assert.ok(site.url().includes(`p=${formEncoded(RUN_PASSWORD)}`), `the run reached the portal: ${site.url()}`);
  assert.ok(["succeeded", "unverified"].includes(ended.status), JSON.stringify(ended));
  assert.equal(ended.final_url, server.url("shop.test", "/account/welcome.html?u=alice&p=REDACTED"));

  // The block for a task asked afterwards (runs' history included), the export and all of storage.
  const answer = await sendFrom(panel, { type: "procmem.retrieve", task: "sign in to the old shop portal as alice" });
  assert.equal(answer.ok, true, answer.error);
  assert.ok(answer.context.includes("/account/welcome.html?u=alice&amp;p=REDACTED"), answer.context); // (the block escapes "&")
  assert.deepEqual(leaked(answer.context), [], answer.context);
  const exported = await sendFrom(panel, { type: "procmem.export" });
  assert.equal(exported.ok, true, exported.error);
  const file = JSON.stringify(exported.data);
  assert.deepEqual(leaked(file), [], "export");
  assert.ok(file.includes("/reset-password/REDACTED?lang=en") && file.includes("u=alice&p=REDACTED"));
  const all = JSON.stringify(await storageDump(panel));
  const found = new Set([...leaked(all), ...leaked(file), ...leaked(answer.context), ...leaked(started.context), ...leaked(onWelcome.context)]);
  console.log(`secrets in addresses that reached storage, an export or the context block: ${found.size} of ${SECRETS.length} (tokens, typed passwords, raw and encoded)`);
  assert.deepEqual(leaked(all), [], "chrome.storage.local");
  assert.ok(all.includes("/reset-password/REDACTED?lang=en") && all.includes("u=alice&p=REDACTED"));
});

test("a PIN a script puts in the path is redacted by the shape the page reported; an address of another shape keeps its segments", async () => {
  const PIN = "Quokka-7391";
  server.variant("shop.test", `/unlock/${PIN}/done`, "account/welcome.html");
  server.variant("shop.test", "/unlock/Quokka-0000/done", "account/welcome.html");
  server.variant("shop.test", "/lockers/Quokka-0000/done", "account/welcome.html");
  await site.goto(server.url("shop.test", "/account/pin.html"));
  await startRecording(panel, site, { title: "Unlock the locker" });
  await site.getByLabel("Locker PIN").fill(PIN);
  await expectLiveStep(panel, "the secret value");
  await site.getByRole("button", { name: "Unlock" }).click();
  await site.waitForURL(/unlock\//);
  await expectLiveStep(panel, "/unlock/REDACTED/done?locker=12");
  // The same shape is where this site puts a PIN, whoever's.
  await site.goto(server.url("shop.test", "/unlock/Quokka-0000/done?locker=13"));
  await expectLiveStep(panel, "/unlock/REDACTED/done?locker=13");
  // Near miss: no class says "Quokka-0000" is a token, and no address of this shape held one.
  await site.goto(server.url("shop.test", "/lockers/Quokka-0000/done?locker=12"));
  await expectLiveStep(panel, "/lockers/Quokka-0000/done?locker=12");
  const id = await stopRecording(panel);
  const all = await storageDump(panel);
  assert.equal(JSON.stringify(all).includes(PIN), false, "the PIN is in storage");
  const rec = all[`procmem:rec:${id}`];
  assert.deepEqual(rec.secret_paths, ["/unlock/REDACTED/done"]);
  assert.deepEqual(rec.steps.map((s) => s.url).filter((u) => /\/(unlock|lockers)\//.test(u)).map((u) => new URL(u).pathname),
    ["/unlock/REDACTED/done", "/unlock/REDACTED/done", "/lockers/Quokka-0000/done"]);
});
