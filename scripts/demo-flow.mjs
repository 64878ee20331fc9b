// A scripted demonstration, driven through the real side panel the way a person would:
// record "create an issue" on the bundled tracker site, build the procedure, then ask for a
// paraphrased task and an unrelated one. Used by the headless `npm start` and the README
// screenshot.
import { storageDump } from "../tests/support/extension.mjs";

/** Picks a native <select> option with real key presses (what a person's keyboard sends). */
async function choose(page, select, text) {
  await select.focus();
  await page.keyboard.type(text);
}

export async function recordDemo(ext, server, log = () => {}) {
  const site = await ext.context.newPage();
  await site.goto(server.url("tracker.test", "/login.html"));
  const panel = await ext.openPanel();
  await panel.getByLabel("Recording title").fill("Create an issue");
  await panel.getByLabel("Description").fill("Create issue 'Login broken' for Ana in Q1 2025");
  await site.bringToFront();
  await panel.getByRole("button", { name: "Start recording" }).click();
  await panel.getByRole("button", { name: "Stop recording" }).waitFor();
  log("recording on", site.url());

  await site.getByLabel("Username").fill("ana");
  await site.getByLabel("Password").fill("correct horse battery staple");
  await site.getByRole("button", { name: "Sign in" }).click();
  await site.waitForURL(/index/);
  await site.getByRole("link", { name: "New issue" }).first().click();
  await site.waitForURL(/new/);
  await site.getByLabel("Title").fill("Login broken");
  await site.getByLabel("Description").fill("Users cannot sign in since the last release.");
  await choose(site, site.getByLabel("Assignee"), "Ana");
  await site.getByRole("combobox", { name: "Milestone" }).click();
  await site.getByRole("option", { name: "Q1 2025" }).click();
  await choose(site, site.frameLocator("iframe").getByLabel("Priority"), "High");
  await site.getByRole("button", { name: "Create issue" }).click();
  await site.waitForURL(/created/);
  const steps = panel.getByRole("list", { name: "Recorded steps" }).getByRole("listitem");
  await steps.filter({ hasText: "created.html" }).waitFor();
  const texts = await steps.evaluateAll((items) => items.map((li) => li.querySelector(".text").textContent));
  log("\nRecorded steps:\n" + texts.map((t, i) => `  ${i + 1}. ${t}`).join("\n"));

  await panel.getByRole("button", { name: "Stop recording" }).click();
  await panel.getByRole("button", { name: "Build procedure" }).first().click();
  await panel.locator("#detail").waitFor({ state: "visible" });
  const dump = await storageDump(panel);
  const procedure = Object.entries(dump).find(([k]) => k.startsWith("procmem:proc:"))[1];
  log("\nProcedure:", JSON.stringify(procedure.abstract, null, 2));
  return { site, panel, procedure };
}

export async function findFor(panel, site, task) {
  await site.bringToFront();
  await panel.getByRole("textbox", { name: "Task", exact: true }).fill(task);
  const status = panel.locator("#task-status");
  await status.evaluate((n) => (n.textContent = ""));
  await panel.getByRole("button", { name: "Find procedures" }).click();
  await status.filter({ hasText: /found|No stored procedure/ }).waitFor();
  return { status: await status.textContent(), context: await panel.getByLabel("Agent context").textContent() };
}
