// The recorder's fingerprint of a control chosen among alike ones: the group that names the
// choice (a fieldset's legend, a named navigation) and the choices beside it, which retrieval
// takes as evidence that a task's value is one of the page's ("Doorbell" is a pad of this
// soundboard). Loads the content scripts into a plain page, as the extension injects them.
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
  await page.setContent(`<!doctype html><title>Order · Bean</title>
    <fieldset><legend>Extras</legend>
      <label><input type="checkbox"> Vanilla syrup</label><label><input type="checkbox"> Cinnamon</label>
      <label><input type="checkbox"> Decaf</label></fieldset>
    <label><input type="checkbox" id="alone"> Keep me signed in</label>
    <nav aria-label="Sections"><ul><li><a href="#w">World</a></li><li><a href="#h">Health</a></li><li><a href="#t">Travel</a></li></ul></nav>
    <article><p>Lorem <a href="#a">ipsum</a> dolor <a href="#b">varius</a> sit <a href="#c">amet</a>.</p></article>
    <div class="pads"><button class="pad a1">Thunder</button><button class="pad b2">Doorbell</button>
      <button class="pad c3">Applause</button><button class="pad d4">Gong</button></div>
    <div class="bar"><button class="btn">Save</button><button class="btn">Cancel</button><button class="btn">Delete</button></div>
    <button aria-haspopup="menu" aria-controls="m1" aria-label="More actions">⋯</button>
    <div role="menu" id="m1"><div role="menuitem">Download all</div><div role="menuitem">Hide album</div>
      <div role="menuitem">Delete album</div></div>
    <div role="menu" aria-label="Help"><div role="menuitem" id="lone">About</div></div>
    <ul class="settings"><li><span id="l1">Wi-Fi</span><button role="switch" aria-checked="true" aria-labelledby="l1"></button></li>
      <li><span id="l2">Bluetooth</span><button role="switch" id="bt" aria-checked="false" aria-labelledby="l2"></button></li>
      <li><span id="l3">Airplane mode</span><button role="switch" aria-checked="false" aria-labelledby="l3"></button></li></ul>
    <form class="signin"><label>Email <input></label>
      <label><button type="button" role="switch" id="keep" aria-checked="false"></button> Keep me logged in</label></form>`);
  for (const file of ["lib/dom.js", "generated/secret-words.js", "secrets.js", "fingerprint.js"]) {
    await page.addScriptTag({ path: path.join(ROOT, "content-scripts", file) });
  }
});

after(async () => browser?.close());

const print = (selector) => page.evaluate((s) => {
  const fp = globalThis.ProcmemFingerprint.fingerprint(document.querySelector(s), true);
  return { name: fp.name, context: fp.context_label, options: fp.options };
}, selector);

test("a box ticked among its fieldset's is named by the legend and knows the boxes beside it", async () => {
  const fp = await print("fieldset label:nth-of-type(2) input");
  assert.equal(fp.context, "Extras");
  assert.deepEqual(fp.options, ["Vanilla syrup", "Cinnamon", "Decaf"]);
  // Near miss: a box standing alone has no group and no choices.
  const alone = await print("#alone");
  assert.equal(alone.context, "");
  assert.deepEqual(alone.options, []);
});

test("a link chosen in a named navigation is named by it; a post's links are choices with no name", async () => {
  const nav = await print('a[href="#h"]');
  assert.equal(nav.context, "Sections");
  assert.deepEqual(nav.options, ["World", "Health", "Travel"]);
  const post = await print('a[href="#b"]');
  assert.equal(post.context, "");
  assert.deepEqual(post.options, ["ipsum", "varius", "amet"]);
});

test("a pad among four or more alike buttons knows the others; three buttons of a bar do not", async () => {
  const pad = await print("button.b2");
  assert.deepEqual(pad.options, ["Thunder", "Doorbell", "Applause", "Gong"]);
  const save = await print(".bar button");
  assert.deepEqual(save.options, []);
});

test("a command picked from a menu knows the menu's other items and is named by its opener; an item alone has no choices", async () => {
  const item = await print("#m1 [role=menuitem]:nth-child(2)");
  assert.equal(item.context, "More actions");
  assert.deepEqual(item.options, ["Download all", "Hide album", "Delete album"]);
  const lone = await print("#lone");
  assert.deepEqual(lone.options, []);
});

test("a switch among a settings list's others knows them; a switch alone on its form has no choices", async () => {
  const bt = await print("#bt");
  assert.deepEqual(bt.options, ["Wi-Fi", "Bluetooth", "Airplane mode"]);
  const keep = await print("#keep");
  assert.deepEqual(keep.options, []);
});
