// The recorder's fingerprint of a field that every section of a form repeats (a "Street" under
// Shipping and under Billing, a "Company" under each supplier, Day/Month/Year under each date):
// the section names it, as a row names the "Delete" standing in every row, so a replay fills
// the section the task means and never the one in the demonstrated place. Loads the content
// scripts into a plain page, as the extension injects them.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { chromium } from "playwright-core";
import { ROOT } from "../support/extension.mjs";

let browser;
let page;

before(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--no-sandbox"] });
  page = await browser.newPage();
  await page.setContent(`<!doctype html><title>Checkout</title>
    <form>
      <fieldset id="ship"><legend>Shipping address</legend>
        <label>Street <input name="s1"></label><label>City <input name="c1"></label></fieldset>
      <fieldset id="bill"><legend>Billing address</legend>
        <label>Street <input name="s2"></label><label>City <input name="c2"></label></fieldset>
    </form>
    <div class="suppliers">
      <div class="sup"><h3>Florist</h3><label for="f1">Company</label><input id="f1"></div>
      <div class="sup"><h3>Caterer</h3><label for="f2">Company</label><input id="f2"></div>
    </div>
    <form id="plain"><div><label>Full name <input id="name"></label></div><div><label>Email <input id="email"></label></div></form>
    <div class="steps"><section><h2>You</h2><label>Nickname <input id="nick"></label></section>
      <section><h2>Team</h2><label>Team name <input id="team"></label></section></div>`);
  for (const file of ["lib/dom.js", "generated/secret-words.js", "secrets.js", "fingerprint.js"]) {
    await page.addScriptTag({ path: path.join(ROOT, "content-scripts", file) });
  }
});

after(async () => browser?.close());

const print = (selector) => page.evaluate((s) => {
  const fp = globalThis.ProcmemFingerprint.fingerprint(document.querySelector(s), true);
  return { name: fp.name, row: fp.row || "", rank: fp.rank || 0 };
}, selector);

test("a field every section repeats is named by its section: the legend, or the section's heading", async () => {
  assert.deepEqual(await print('input[name="s2"]'), { name: "Street", row: "Billing address", rank: 2 });
  assert.deepEqual(await print('input[name="c1"]'), { name: "City", row: "Shipping address", rank: 1 });
  assert.deepEqual(await print("#f2"), { name: "Company", row: "Caterer", rank: 2 });
});

test("near misses: a field of a plain form, or one no sibling section repeats, stands in no section", async () => {
  // Two alike <div>s, but each asks for something else: layout, not sections.
  assert.equal((await print("#email")).row, "");
  assert.equal((await print("#name")).row, "");
  // Two alike <section>s with a heading each, but no field of one is in the other.
  assert.equal((await print("#team")).row, "");
});
