// DevTools Recorder and Playwright, as a person meets them in the panel (docs/INTEROP.md): a
// recording the Recorder wrote (tests/data/devtools/, written by hand from its documented
// format) is imported through Import, built into a procedure, and exported as a Playwright test
// that passes on the fixture tracker with other values (and fails with a value the page lacks),
// and as a Recorder recording that imports again as the same steps. The Recorder's clear-text
// password never reaches storage.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { spawn } from "node:child_process";
import { launchExtension, storageDump, ROOT } from "../support/extension.mjs";
import { startFixtureServer, hostResolverArgs } from "../support/fixture-server.mjs";
import { memoryItem, lookAt } from "../support/e2e.mjs";
// The DevTools Recorder's own reader of its format (the library the Recorder replays with).
import { parse as parseRecorderFlow } from "@puppeteer/replay";

let server;
let ext;
let panel;
let dir;

before(async () => {
  server = await startFixtureServer();
  ext = await launchExtension();
  ext.context.setDefaultTimeout(10_000);
  panel = await ext.openPanel();
  // Inside the project, so the exported test's `import "@playwright/test"` resolves to ours.
  await fs.mkdir(path.join(ROOT, ".tmp"), { recursive: true });
  dir = await fs.mkdtemp(path.join(ROOT, ".tmp", "interop-"));
});

after(async () => {
  await ext?.close();
  await server?.close();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

async function download(name) {
  const [file] = await Promise.all([panel.waitForEvent("download"), panel.getByRole("button", { name }).click()]);
  return { name: file.suggestedFilename(), text: await fs.readFile(await file.path(), "utf8") };
}

/** Runs an exported Playwright test on the fixture sites with Debian's Chromium. */
async function runPlaywright(spec, env) {
  await fs.writeFile(path.join(dir, "exported.spec.ts"), spec);
  await fs.writeFile(path.join(dir, "playwright.config.mjs"), `export default ${JSON.stringify({
    testDir: dir, outputDir: path.join(dir, "results"), timeout: 30_000, reporter: "line", workers: 1,
    use: { headless: true, launchOptions: { executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: [...hostResolverArgs(), "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"] } },
  })};\n`);
  const cli = path.join(ROOT, "node_modules", "@playwright", "test", "cli.js");
  // Asynchronously: the fixture server answering the test's pages runs in this process.
  const child = spawn(process.execPath, [cli, "test", "--config", path.join(dir, "playwright.config.mjs")], {
    cwd: dir, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
  const status = await new Promise((resolve) => child.on("close", resolve));
  clearTimeout(timer);
  return { status, stdout, stderr };
}

test("a DevTools Recorder recording imports, builds, and exports as a Playwright test that passes on the fixtures and as a Recorder file", async () => {
  const origin = server.url("tracker.test", "/").replace(/\/$/, "");
  const recorded = (await fs.readFile(path.join(ROOT, "tests/data/devtools/tracker-new-issue.json"), "utf8")).replaceAll("http://tracker.test:8080", origin);
  // The hand-written file is one the Recorder's own reader accepts; a step it lacks is refused.
  assert.equal(parseRecorderFlow(JSON.parse(recorded)).steps.length, 12);
  assert.throws(() => parseRecorderFlow({ title: "x", steps: [{ type: "click", selectors: [["#a"]] }] }), /offsetX/);
  await lookAt(panel);
  await panel.getByLabel("Import file").setInputFiles({ name: "tracker.json", mimeType: "application/json", buffer: Buffer.from(recorded) });
  await panel.getByText("Imported the DevTools Recorder recording “File a bug in the tracker” as a recording of 11 steps (not kept: 1 hover, 1 setViewport, 1 waitForElement). Build it into a procedure below.", { exact: true }).waitFor();
  assert.ok(!JSON.stringify(await storageDump(panel)).includes("hunter2"), "the Recorder's password is not kept");

  await memoryItem(panel, "Recordings", "File a bug in the tracker").getByRole("button", { name: "Build procedure" }).click();
  await panel.getByText("Procedure built.").waitFor();
  const stored = Object.values(await storageDump(panel)).find((v) => v?.abstract && v.title);
  const slots = stored.abstract.parameters.map((x) => x.name);
  assert.ok(slots.includes("title") && slots.includes("password"), slots.join(", "));

  // As a Playwright test: another title and assignee, the password from the environment.
  const spec = await download("Export as Playwright test");
  assert.match(spec.name, /^file-a-bug-in-the-tracker\.spec\.ts$/);
  assert.ok(spec.text.includes('page.getByRole("button", { name: "Create issue", exact: true })'), spec.text);
  const before = server.issues.length;
  const passed = await runPlaywright(spec.text, { PROCMEM_TITLE: "Exported from procmem", PROCMEM_ASSIGNEE: "chen", PROCMEM_PASSWORD: "correct horse" });
  assert.equal(passed.status, 0, passed.stdout + passed.stderr);
  assert.equal(server.issues.length, before + 1);
  assert.deepEqual([server.issues.at(-1).title, server.issues.at(-1).assignee], ["Exported from procmem", "chen"]);
  // Near miss: a value the page does not offer fails the test (it checks, it does not guess).
  const failed = await runPlaywright(spec.text, { PROCMEM_ASSIGNEE: "nobody-here", PROCMEM_PASSWORD: "x" });
  assert.notEqual(failed.status, 0, failed.stdout);
  assert.equal(server.issues.length, before + 1, "nothing was filed by the failing run");

  // As a Recorder recording: it imports again as the same steps.
  const flow = await download("Export for DevTools Recorder");
  const file = JSON.parse(flow.text);
  assert.equal(parseRecorderFlow(file).title, "File a bug in the tracker", "the Recorder's reader accepts it");
  assert.deepEqual(file.steps.map((s) => s.type), ["setViewport", "navigate", "change", "change", "click", "click", "change", "change", "click"]);
  assert.equal(file.steps.find((s) => s.selectors?.[0]?.[0] === "aria/Password")?.value, "", "secrets leave empty");
  await panel.getByLabel("Import file").setInputFiles({ name: "again.json", mimeType: "application/json", buffer: Buffer.from(flow.text) });
  await panel.getByText(/^Imported the DevTools Recorder recording “File a bug in the tracker” as a recording of 11 steps \(not kept: 1 setViewport\)\./).waitFor();
});
