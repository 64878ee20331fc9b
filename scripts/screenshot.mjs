// `npm run screenshot`: runs the scripted demonstration headless and saves a picture of the real
// side panel (at a side panel's width) to docs/sidepanel.png for the README.
import { launchExtension, ROOT } from "../tests/support/extension.mjs";
import { startFixtureServer } from "../tests/support/fixture-server.mjs";
import { recordDemo, findFor } from "./demo-flow.mjs";
import path from "node:path";

const server = await startFixtureServer();
const ext = await launchExtension();
try {
  const { panel, site } = await recordDemo(ext, server);
  await panel.getByRole("button", { name: "Close procedure" }).click();
  await findFor(panel, site, "Open a ticket 'Export fails' for Bo in Q2 2025");
  await panel.setViewportSize({ width: 440, height: 900 });
  await panel.bringToFront();
  const out = path.join(ROOT, "docs", "sidepanel.png");
  await panel.screenshot({ path: out, fullPage: true });
  console.log(`saved ${out}`);
} finally {
  await ext.close();
  await server.close();
}
