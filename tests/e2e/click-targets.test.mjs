// What the recorder takes a click to be meant for (`meaningfulClickTarget`): the face of a
// component library's select, which draws the chosen value beside a read-only combobox, is that
// combobox — its text is the current value, different on the next visit — while a wrapper with
// anything else to click keeps the click where it landed. Loads the content scripts into a plain
// page, as the extension injects them.
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
  await page.setContent(`<!doctype html><title>Ticket · Help</title>
    <style>.wrapper { cursor: pointer; display: flex; width: 240px; height: 32px; }</style>
    <label id="al">Assignee</label>
    <div class="select" id="assignee"><div class="wrapper">
      <div class="selection"><div class="selected"><span id="face">Bo Svensson</span></div>
        <div class="input-wrapper"><input id="box" role="combobox" readonly aria-labelledby="al" aria-expanded="false"></div></div>
      <i class="suffix">⌄</i></div></div>
    <div class="card" id="card"><div class="head"><span id="cardText">Bo Svensson</span></div>
      <input id="cardBox" role="combobox" readonly aria-label="Status"><button>Reassign</button></div>
    <div class="row" id="pair"><span id="pairText">Bo</span>
      <input role="combobox" readonly aria-label="First"><input role="combobox" readonly aria-label="Second"></div>`);
  for (const file of ["lib/dom.js", "generated/secret-words.js", "secrets.js", "fingerprint.js"]) {
    await page.addScriptTag({ path: path.join(ROOT, "content-scripts", file) });
  }
});

after(async () => browser?.close());

/** The id of the element a click on `selector` is recorded on (its composed path, as a click's). */
const meant = (selector) => page.evaluate((s) => {
  const path = [];
  for (let el = document.querySelector(s); el; el = el.parentElement) path.push(el);
  const target = globalThis.ProcmemFingerprint.meaningfulClickTarget(path);
  return target ? target.id || target.localName : null;
}, selector);

test("a click on a select's face, beside its read-only combobox, is the combobox's", async () => {
  assert.equal(await meant("#face"), "box");
  const fp = await page.evaluate(() => globalThis.ProcmemFingerprint.fingerprint(document.querySelector("#box"), true));
  assert.equal(fp.name, "Assignee");
  assert.equal(fp.role, "combobox");
});

test("near misses: a wrapper with a button too, or two comboboxes, keeps the click on the text", async () => {
  assert.equal(await meant("#cardText"), "cardText");
  assert.equal(await meant("#pairText"), "pairText");
});
