// Launches Debian's Chromium with the unpacked extension (the repo root) and the fixture hosts
// mapped to loopback, and gives tests what a person has: pages, and the extension's side panel
// opened as a tab (a side panel itself cannot be opened without a user gesture).
import { chromium } from "playwright-core";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hostResolverArgs } from "./fixture-server.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * @param {{headless?: boolean, extraExtensions?: string[], root?: string, profile?: string}} [options]
 *   extraExtensions: folders of other unpacked extensions to load next to procmem (e.g. one that
 *   asks it for procedures). root: another copy of the extension (default: this repo). profile:
 *   a user-data folder to reuse, kept on close (default: a new one, removed on close).
 */
export async function launchExtension({ headless = true, extraExtensions = [], root = ROOT, profile: reuse } = {}) {
  const profile = reuse ?? (await fs.mkdtemp(path.join(os.tmpdir(), "procmem-profile-")));
  const extensions = [root, ...extraExtensions].join(",");
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    headless,
    args: [
      `--disable-extensions-except=${extensions}`,
      `--load-extension=${extensions}`,
      ...hostResolverArgs(),
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const isProcmem = (w) => w.url().endsWith("/extension/service-worker.js");
  const worker = context.serviceWorkers().find(isProcmem) ?? (await context.waitForEvent("serviceworker", { predicate: isProcmem }));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    extensionId,
    panelUrl: `chrome-extension://${extensionId}/extension/sidepanel/sidepanel.html`,
    async openPanel() {
      const page = await context.newPage();
      await page.goto(this.panelUrl);
      return page;
    },
    /** The current service worker (a new one after a restart). */
    worker() {
      return context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${extensionId}/`));
    },
    async close() {
      await context.close();
      if (!reuse) await fs.rm(profile, { recursive: true, force: true });
    },
  };
}

/** Everything in chrome.storage.local, read from an extension page. */
export async function storageDump(page) {
  return page.evaluate(() => chrome.storage.local.get(null));
}

/** Sends a message to the service worker from an extension page, as the side panel does. */
export async function sendFrom(page, message) {
  return page.evaluate((m) => chrome.runtime.sendMessage(m), message);
}

/** Stops every service worker (MV3 does this to idle workers); the next message wakes a new one. */
export async function stopServiceWorkers(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.stopAllWorkers");
  await cdp.detach();
}
