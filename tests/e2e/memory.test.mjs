// Experience memory, as a person and an agent meet it (docs/MEMORY.md): a replay that a popup
// interrupts and that pauses at a step the person then does by hand teaches a lesson and a site
// fact, which the next task on that site receives in its block within budget; the Memory card
// lists, searches, pins, edits and deletes them and shows and exports the events log; an agent
// in another extension (once allowed) that reports cycles gets a loop warning and a repeated-failure
// warning, and its successful task becomes a candidate procedure; an export carries the memory
// (the CLI and the MCP server give the same block from it, a second browser imports it); Memory off answers
// every agent message with nothing.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import readline from "node:readline";
import { launchExtension, storageDump, sendFrom } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import { waitFor, startRecording, stopRecording, buildProcedure, expectLiveStep, lookAt } from "../support/e2e.mjs";

let server;
let ext;
let panel;
let site;
let procedure;
let callerDir;
let caller; // the service worker of a second extension: an agent using procmem's memory

before(async () => {
  server = await startFixtureServer();
  callerDir = await fs.mkdtemp(path.join(os.tmpdir(), "procmem-agent-"));
  await fs.writeFile(path.join(callerDir, "manifest.json"), JSON.stringify({
    manifest_version: 3, name: "Agent using procmem's memory", version: "1.0", background: { service_worker: "sw.js" },
  }));
  await fs.writeFile(path.join(callerDir, "sw.js"), "// Reports its cycles to procmem (driven by the test).\n");
  ext = await launchExtension({ extraExtensions: [callerDir] });
  ext.context.setDefaultTimeout(10_000);
  const isCaller = (w) => w.url().endsWith("/sw.js");
  caller = ext.context.serviceWorkers().find(isCaller) ?? (await ext.context.waitForEvent("serviceworker", { predicate: isCaller }));
  site = await ext.context.newPage();
  panel = await ext.openPanel();
});

after(async () => {
  await ext?.close();
  await server?.close();
  if (callerDir) await fs.rm(callerDir, { recursive: true, force: true });
});

/** A message from the agent's extension, as an agent outside procmem sends it. */
const agentAsks = (message) => caller.evaluate(([id, m]) => chrome.runtime.sendMessage(id, m), [ext.extensionId, message]);

const profile = (query = "") => server.url("shop.test", `/memory-profile.html${query}`);
const ask = (message) => sendFrom(panel, message);
const memoryItems = () => panel.getByRole("list", { name: "Memory items" }).getByRole("listitem");
const runStatus = () => panel.locator("#run-status");

async function storedMemory() {
  return (await storageDump(panel))["procmem:memory"];
}

test("a replay interrupted by a popup and healed by the person teaches a lesson and a site fact the next task receives within budget", async () => {
  await site.goto(profile());
  await startRecording(panel, site, { title: "Set my display name to 'Dana'" });
  await site.getByLabel("Display name").fill("Dana");
  await site.getByRole("button", { name: "Save profile" }).click();
  await expectLiveStep(panel, "Save profile");
  procedure = await buildProcedure(panel, await stopRecording(panel));

  // The run: the newsletter popup comes up (closed by "No thanks"), then "Save profile" is on
  // the page twice, so the run refuses to guess and pauses; the person clicks it and continues.
  await site.goto(profile("?interrupt=1&twice=1"));
  await site.getByRole("dialog").waitFor();
  await site.bringToFront();
  await lookAt(panel);
  await panel.getByRole("textbox", { name: "Task", exact: true }).fill("Set my display name to 'Ana'");
  await panel.getByRole("button", { name: "Find procedures" }).click();
  const item = panel.getByRole("list", { name: "Matching procedures" }).getByRole("listitem").filter({ has: panel.getByText(procedure.title, { exact: true }) });
  await item.getByRole("button", { name: "Run procedure" }).click();
  await panel.getByRole("button", { name: "Start run" }).click();
  const paused = await waitFor(async () => {
    const text = await runStatus().innerText();
    return /^(Run succeeded|Paused at|Run failed|Run stopped|Done, unverified)/.test(text) ? text : null;
  }, { timeout: 30_000, message: "the run to pause at the doubled button" });
  assert.match(paused, /^Paused at/, `${paused} — ${await panel.locator("#run-report").innerText().catch(() => "")}`);
  await site.bringToFront();
  await site.getByRole("button", { name: "Save profile" }).first().click();
  assert.equal(await site.locator("#saved").innerText(), "Saved Ana.");
  await lookAt(panel);
  await panel.locator("#run-report").getByRole("button", { name: "Continue" }).click();
  await waitFor(async () => /^Run succeeded/.test(await runStatus().innerText()), { timeout: 30_000, message: "the continued run to succeed" });

  const memory = await waitFor(async () => {
    const m = await storedMemory();
    return m?.lessons?.some((l) => l.source === "learned") ? m : null;
  }, { message: "the run's lesson in memory" });
  const lesson = memory.lessons.find((l) => l.source === "learned");
  assert.equal(lesson.category, "site_specific");
  assert.equal(lesson.domain, "shop.test");
  assert.equal(lesson.lesson, "If click fails with \"two elements match equally well\", click “Save profile” instead.");
  const fact = memory.facts.find((f) => f.kind === "quirk");
  assert.equal(fact?.value, "a popup “Join our newsletter?” interrupts; close it with “No thanks” first");
  assert.equal(fact.confidence, 0.6);
  // The elements the run found, and the one the person used, are locators that worked.
  const field = memory.selectors.find((e) => e.site === "shop.test" && e.name === "Display name");
  assert.ok(field?.locators[0]?.value, JSON.stringify(memory.selectors));
  assert.ok(memory.selectors.some((e) => e.name === "Save profile"), "the healed button's locator");

  // The next task on that site gets both, within each budget; the sizes are printed.
  const sizes = [];
  for (const budget of [500, 2000, 8000]) {
    const reply = await ask({ type: "procmem.context", task: "Set my display name to 'Lee'", url: profile(), budget_tokens: budget });
    assert.equal(reply.ok, true, reply.error);
    assert.ok(reply.tokens <= budget, `${reply.tokens} of ${budget}`);
    assert.match(reply.context, /^<procedural_memory>\n[\s\S]*<\/procedural_memory>$/);
    assert.ok(reply.context.includes("Join our newsletter?") && reply.context.includes("No thanks"), `${budget}: ${reply.context}`);
    // Quotes from pages and people are written straight in the block (src/escape.rs).
    assert.ok(reply.context.includes('click "Save profile" instead'), `${budget}: ${reply.context}`);
    if (budget >= 2000) assert.match(reply.context, /## Known locators on shop\.test\n(- .+\n)*- textbox “Display name”: css “/);
    sizes.push(`${budget}: ${reply.tokens} tokens (${reply.sections.filter((s) => s.items).map((s) => `${s.layer} ${s.items}`).join(", ")})`);
  }
  console.log(`memory context sizes — ${sizes.join("; ")}`);
  // Near miss: another site's task gets neither.
  const elsewhere = await ask({ type: "procmem.context", task: "Create an issue", url: server.url("tracker.test", "/index.html"), budget_tokens: 2000 });
  assert.ok(!elsewhere.context.includes("Join our newsletter?") && !elsewhere.context.includes("Save profile"), elsewhere.context);
  // Recall answers the same as data.
  const recall = await ask({ type: "procmem.recall", task: "Set my display name to 'Lee'", url: profile() });
  assert.ok(recall.lessons.some((l) => l.id === lesson.id) && recall.facts.some((f) => f.id === fact.id));
  assert.equal(recall.procedures[0]?.id, procedure.id);
});

/** The native `procmem` on the command line (built by cargo test; cargo builds it if not). */
function procmemCli(args) {
  const run = spawnSync("cargo", ["run", "--quiet", "-p", "procmem-cli", "--", ...args], { encoding: "utf8", timeout: 300_000 });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

/** `procmem mcp --store FILE` over stdio: a minimal MCP client (initialize, then tools/call). */
async function mcpSession(store) {
  const child = spawn("cargo", ["run", "--quiet", "-p", "procmem-cli", "--", "mcp", "--store", store], { stdio: ["pipe", "pipe", "inherit"] });
  const waiting = new Map();
  readline.createInterface({ input: child.stdout }).on("line", (line) => {
    const msg = JSON.parse(line);
    waiting.get(msg.id)?.(msg);
  });
  let next = 1;
  const request = (method, params) => new Promise((resolve, reject) => {
    const id = next++;
    const timer = setTimeout(() => reject(new Error(`no answer to ${method} within 300 s`)), 300_000);
    waiting.set(id, (msg) => { clearTimeout(timer); resolve(msg); });
    child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id, method, params }) + "\n");
  });
  const init = await request("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "e2e", version: "1" } });
  assert.equal(init.result.serverInfo.name, "procmem");
  child.stdin.write(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }) + "\n");
  return {
    async call(name, args) {
      const { result } = await request("tools/call", { name, arguments: args });
      assert.ok(!result.isError, result.content[0].text);
      return JSON.parse(result.content[0].text);
    },
    close: () => new Promise((resolve) => { child.on("exit", resolve); child.stdin.end(); }),
  };
}

test("an export carries the memory: the CLI and the MCP server give the extension's block from it, and a second browser importing it gets that block", async () => {
  await lookAt(panel);
  const [download] = await Promise.all([panel.waitForEvent("download"), panel.getByRole("button", { name: "Export", exact: true }).click()]);
  const text = await fs.readFile(await download.path(), "utf8");
  const file = JSON.parse(text);
  assert.equal(file.schema_version, 2);
  const kept = await storedMemory();
  // Every layer leaves; the tasks in progress, the events log and the limits stay.
  assert.deepEqual(file.memory.lessons.map((l) => l.id).sort(), kept.lessons.map((l) => l.id).sort());
  assert.deepEqual(file.memory.facts.map((f) => f.id), kept.facts.map((f) => f.id));
  assert.deepEqual(file.memory.selectors.map((e) => e.id), kept.selectors.map((e) => e.id));
  assert.deepEqual(Object.keys(file.memory).sort(), ["facts", "lessons", "selectors", "sessions", "trajectories"]);

  const task = "Set my display name to 'Lee'";
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "procmem-export-"));
  try {
    const store = path.join(dir, "export.json");
    await fs.writeFile(store, text);
    const mine = await ask({ type: "procmem.context", task, url: profile(), budget_tokens: 2000 });
    const printed = JSON.parse(procmemCli(["context", "--store", store, "--task", task, "--url", profile(), "--budget", "2000", "--json"]));
    assert.equal(printed.context, mine.context, "the CLI's block is the extension's");
    assert.ok(printed.context.includes("Join our newsletter?"), printed.context);

    // An agent outside the browser gets the same from the MCP server on the exported file.
    const mcp = await mcpSession(store);
    try {
      const served = await mcp.call("context", { task, url: profile(), budget_tokens: 2000 });
      assert.equal(served.context, mine.context, "the MCP server's block is the extension's");
      const found = await mcp.call("retrieve_procedures", { task, url: profile() });
      const asked = await ask({ type: "procmem.retrieve", task, url: profile() });
      const brief = (results) => results.map((r) => ({ id: r.id, title: r.title, parameters: r.parameters }));
      assert.ok(asked.results.length > 0);
      assert.deepEqual(brief(found.results), brief(asked.results), "the MCP server finds what the extension finds");
      // The same block, but for the history of runs, which stay in the browser (an export
      // carries none).
      assert.ok(asked.context.includes("\n## Recent runs on shop.test\n"), asked.context);
      const withoutRuns = asked.context.replace(/\n## Recent runs on [^\n]*\n[\s\S]*?(?=<\/procedural_memory>)/, "");
      assert.equal(found.context, withoutRuns, "the MCP server's block is the extension's, without its runs");
    } finally {
      await mcp.close();
    }

    // A second browser imports the file through its panel: the same block for the same task.
    const other = await launchExtension();
    try {
      const otherPanel = await other.openPanel();
      await otherPanel.getByLabel("Import file").setInputFiles({ name: "export.json", mimeType: "application/json", buffer: Buffer.from(text) });
      await otherPanel.getByText(/^Imported 1 procedures and 1 recordings, and experience memory: 1 new lesson, 1 new site fact, \d+ new known elements from export\.json\.$/).waitFor();
      const theirs = await sendFrom(otherPanel, { type: "procmem.context", task, url: profile(), budget_tokens: 2000 });
      assert.equal(theirs.context, mine.context);
      // Importing it again changes nothing.
      const before = (await storageDump(otherPanel))["procmem:memory"];
      await otherPanel.getByLabel("Import file").setInputFiles({ name: "again.json", mimeType: "application/json", buffer: Buffer.from(text) });
      await otherPanel.getByText("Imported 1 procedures and 1 recordings from again.json.", { exact: true }).waitFor();
      const afterAgain = (await storageDump(otherPanel))["procmem:memory"];
      assert.deepEqual(afterAgain.lessons, before.lessons);
      assert.deepEqual(afterAgain.facts, before.facts);
      assert.deepEqual(afterAgain.selectors, before.selectors);
    } finally {
      await other.close();
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

test("the Memory card lists, searches, pins, edits and deletes what was learned, and shows and exports the events", async () => {
  await lookAt(panel);
  await panel.getByRole("textbox", { name: "Search memory" }).fill("newsletter");
  await waitFor(async () => (await memoryItems().count()) === 1, { message: "one item for “newsletter”" });
  const fact = memoryItems().first();
  assert.match(await fact.innerText(), /Site fact[\s\S]*confidence 0\.60 \(in the context\)/);
  await fact.getByRole("button", { name: /^Pin Site fact: / }).click();
  await fact.getByText("pinned", { exact: true }).waitFor();
  await fact.getByRole("button", { name: /^Edit Site fact: / }).click();
  await fact.getByRole("textbox", { name: /^New text for Site fact: / }).fill("a newsletter popup comes up; close it with “No thanks”");
  await fact.getByRole("button", { name: "Save" }).click();
  await panel.getByRole("status").filter({ hasText: "Saved." }).waitFor();
  assert.equal((await storedMemory()).facts.find((f) => f.kind === "quirk").value, "a newsletter popup comes up; close it with “No thanks”");

  // Delete asks first; "Keep" keeps it.
  await panel.getByRole("textbox", { name: "Search memory" }).fill("two elements");
  await waitFor(async () => (await memoryItems().count()) === 1, { message: "the lesson" });
  await memoryItems().first().getByRole("button", { name: /^Delete Lesson: / }).click();
  await memoryItems().first().getByRole("button", { name: "Keep" }).click();
  assert.ok((await storedMemory()).lessons.some((l) => l.source === "learned"));
  await memoryItems().first().getByRole("button", { name: /^Delete Lesson: / }).click();
  await memoryItems().first().getByRole("button", { name: "Yes, delete" }).click();
  await panel.getByText("Nothing in memory matches.").waitFor();
  assert.ok(!(await storedMemory()).lessons.some((l) => l.source === "learned"));

  await panel.getByRole("button", { name: "Show events" }).click();
  const events = panel.getByLabel("Memory events");
  await waitFor(async () => (await events.innerText()).includes('"event"'), { message: "the events log" });
  const log = await events.innerText();
  for (const e of ["lesson_recorded", "fact_learned", "context_built", "tier1_loaded"]) assert.ok(log.includes(`"event":"${e}"`), `${e} in the log`);
  const [download] = await Promise.all([panel.waitForEvent("download"), panel.getByRole("button", { name: "Download events" }).click()]);
  const lines = (await fs.readFile(await download.path(), "utf8")).trim().split("\n");
  assert.ok(lines.length >= 4 && lines.every((l) => typeof JSON.parse(l).event === "string"));
  await panel.getByRole("textbox", { name: "Search memory" }).fill("");
});

test("an agent in another extension, once allowed, is warned of a loop and of the same failure again; its ended tasks become a session and a candidate procedure", async () => {
  const url = server.url("shop.test", "/index.html");
  const cycle = (fields, task_id = "agent-1") => agentAsks({ type: "procmem.cycle.record", task_id, goal: "Find the cheapest lantern", url, thought: "", observation: "", ...fields });
  // Not allowed yet: refused, and nothing is kept.
  const refused = await cycle({ action: "click Next page", outcome: "success" });
  assert.equal(refused.ok, false);
  assert.match(refused.error, /not allowed to use procedural memory/);
  assert.equal((await storedMemory())?.tasks?.length ?? 0, 0);
  await lookAt(panel);
  await panel.getByText("Settings", { exact: true }).click();
  await panel.getByRole("textbox", { name: "Extensions allowed to ask for procedures" }).fill(new URL(caller.url()).host);
  await panel.getByRole("button", { name: "Save settings" }).click();
  await panel.locator("#settings-status").filter({ hasText: "Saved. 1 extension allowed." }).waitFor();
  await panel.getByText("Settings", { exact: true }).click(); // closes the details again

  let r = await cycle({ action: "click Next page", outcome: "success" });
  assert.equal(r.ok, true, r.error);
  assert.equal(r.warnings.loop_warning, undefined);
  await cycle({ action: "click Next page", outcome: "success" });
  r = await cycle({ action: "Click next page", outcome: "success" });
  assert.match(r.warnings.loop_warning, /“Click next page” 3 times in your last 10 actions/);
  r = await cycle({ action: "click Sort by price", outcome: "failure: element is not visible (#sort)" });
  assert.equal(r.warnings.repeated_failure, undefined);
  r = await cycle({ action: "click Sort by price", outcome: "failure: element is not visible (#sort-2)" });
  assert.match(r.warnings.repeated_failure, /failed this way 2 times \(“element is not visible”\)/);
  // Near miss: the same action failing another way is no repeat.
  r = await cycle({ action: "click Sort by price", outcome: "error: timeout 30000ms exceeded" });
  assert.equal(r.warnings.repeated_failure, undefined);
  const block = await agentAsks({ type: "procmem.context", task: "Find the cheapest lantern", url, task_id: "agent-1", budget_tokens: 2000 });
  assert.match(block.context, /## This task so far \(working memory\)\nGoal: “Find the cheapest lantern”/);
  const end = await agentAsks({ type: "procmem.memory.task.end", task_id: "agent-1", success: false, outcome: "gave up" });
  assert.equal(end.ok, true, end.error);
  let m = await storedMemory();
  assert.equal(m.tasks.length, 0);
  assert.ok(m.sessions.some((s) => s.task_id === "agent-1" && s.domain === "shop.test"));
  assert.equal(m.trajectories.length, 0, "a task that failed is no candidate procedure");

  // A task that succeeded becomes a candidate procedure the next similar task on the site is given.
  for (const action of ["type 'lantern' into Search", "click Sort by price", "click the first result"]) {
    await cycle({ action, outcome: "success" }, "agent-2");
  }
  await agentAsks({ type: "procmem.memory.task.end", task_id: "agent-2", success: true, outcome: "found it: 12 EUR" });
  m = await storedMemory();
  assert.deepEqual(m.trajectories.map((t) => [t.source, t.goal, t.domain]), [["agent_trajectory", "Find the cheapest lantern", "shop.test"]]);
  const next = await agentAsks({ type: "procmem.context", task: "find the cheapest lantern on the shop", url, budget_tokens: 2000 });
  assert.match(next.context, /## Procedure \d+: .*Find the cheapest lantern.* \(an agent's run, not demonstrated by a person/);
  assert.ok(next.context.includes("click Sort by price"), next.context);
  // Near miss: another task on the site is not given it (only the site's recent tasks name it).
  const other = await agentAsks({ type: "procmem.context", task: "Change my newsletter settings", url, budget_tokens: 2000 });
  assert.ok(!other.context.includes("an agent's run") && !other.context.includes("click Sort by price"), other.context);

  // A lesson an agent records, and one it gets wrong.
  const ok = await agentAsks({ type: "procmem.lesson.record", category: "error_recovery", failed_command: "click", error: "element is not visible", fix: "Scroll the list into view first." });
  assert.equal(ok.ok, true, ok.error);
  const bad = await agentAsks({ type: "procmem.lesson.record", category: "gossip", fix: "x" });
  assert.equal(bad.ok, false);
  assert.match(bad.error, /category must be/);
});

test("memory limits are set in Settings: past them the least important go, seeds stay", async () => {
  for (let i = 0; i < 4; i++) {
    const r = await ask({ type: "procmem.lesson.record", failed_command: `cmd${i}`, error: "went badly wrong", fix: `Fix number ${i}.` });
    assert.equal(r.ok, true, r.error);
  }
  await lookAt(panel);
  await panel.getByText("Settings", { exact: true }).click();
  const lessons = panel.getByRole("spinbutton", { name: "Lessons" });
  assert.equal(await lessons.inputValue(), "200");
  // Near miss: nothing below one is saved.
  await lessons.fill("0");
  await panel.getByRole("button", { name: "Save memory limits" }).click();
  await panel.getByRole("status").filter({ hasText: "Lessons: a whole number of 1 or more." }).waitFor();
  assert.equal((await storedMemory()).limits.lessons, 200);
  await lessons.fill("4");
  await panel.getByRole("button", { name: "Save memory limits" }).click();
  await panel.getByRole("status").filter({ hasText: "Saved: at most 4 lessons" }).waitFor();
  const m = await storedMemory();
  assert.equal(m.limits.lessons, 4);
  assert.equal(m.lessons.filter((l) => l.source === "seed").length, 3, "the seeds stay");
  assert.ok(m.lessons.length <= 4 || m.lessons.every((l) => l.source === "seed" || l.pinned), JSON.stringify(m.lessons.map((l) => l.lesson)));
  await panel.getByText("Settings", { exact: true }).click(); // closes the details again
});

test("Memory off answers every agent message with nothing, and on again brings it back", async () => {
  await lookAt(panel);
  const toggle = panel.getByRole("switch", { name: "Memory off" });
  await toggle.check();
  await panel.getByRole("status").filter({ hasText: "Memory is off" }).waitFor();
  const context = await ask({ type: "procmem.context", task: "Set my display name to 'Lee'", url: profile(), budget_tokens: 2000 });
  assert.deepEqual([context.ok, context.context, context.sections], [true, "", []]);
  const recall = await ask({ type: "procmem.recall", task: "Set my display name to 'Lee'", url: profile() });
  assert.deepEqual([recall.lessons, recall.facts, recall.procedures], [[], [], []]);
  const cycle = await ask({ type: "procmem.cycle.record", task_id: "agent-2", action: "click", outcome: "success" });
  assert.deepEqual(cycle.warnings, {});
  assert.ok(!(await storedMemory()).tasks.some((t) => t.task_id === "agent-2"), "nothing is remembered while off");
  await toggle.uncheck();
  await panel.getByRole("status").filter({ hasText: "Memory is on." }).waitFor();
  const back = await ask({ type: "procmem.context", task: "Set my display name to 'Lee'", url: profile(), budget_tokens: 2000 });
  assert.ok(back.context.includes("No thanks"));
});
