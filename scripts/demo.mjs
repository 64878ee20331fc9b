// `npm start`: the extension in Chromium on the bundled demo sites (tests/fixtures).
// With a display: a real browser window to try it by hand. Without one: the same demonstration
// runs headless, scripted through the side panel, and prints what was recorded and retrieved.
import { launchExtension } from "../tests/support/extension.mjs";
import { startFixtureServer } from "../tests/support/fixture-server.mjs";
import { recordDemo, findFor } from "./demo-flow.mjs";

const headed = Boolean(process.env.DISPLAY) && !process.argv.includes("--headless");
const server = await startFixtureServer({ port: Number(process.env.PORT) || 0 });
const ext = await launchExtension({ headless: !headed });

if (headed) {
  const site = await ext.context.newPage();
  await site.goto(server.url("tracker.test", "/login.html"));
  const panel = await ext.openPanel();
  await site.bringToFront();
  console.log(`
Chromium is open with the extension loaded, on the demo issue tracker:
  ${server.url("tracker.test", "/login.html")}   (any username and password work)
  ${server.url("shop.test", "/")}                 (a shop with search)
Click the extension's toolbar icon (or use the tab already open at ${panel.url()}) to open the side panel:
  1. type a Recording title, press "Start recording" (or Alt+Shift+R), do the task, press "Stop recording";
  2. press "Build procedure";
  3. type a new Task and press "Find procedures" to see the <procedural_memory> block an agent receives.
Close the browser window to stop.`);
  await new Promise((resolve) => ext.context.on("close", resolve));
  await server.close();
} else {
  console.log("No display found: running the demonstration headless.\n");
  try {
    const { panel, site } = await recordDemo(ext, server, (...a) => console.log(...a));
    for (const task of ["Open a ticket 'Export fails' for Bo in Q2 2025", "What is the weather in Paris tomorrow?"]) {
      const { status, context } = await findFor(panel, site, task);
      console.log(`\nTask: ${task}\n${status}\n${context}`);
    }
  } finally {
    await ext.close();
    await server.close();
  }
}
