// Which fields of a real page the content script keeps secret (content-scripts/secrets.js):
// a password field, by its autocomplete, by what names it; a password field a Show button
// turned into a text field stays secret; a one-time code split over one-character boxes is
// secret by its boxes' shape or by what its group says; ordinary fields (a promo code, a ZIP
// code, "Max tokens", a pass type) are not. Loads the content scripts into a plain page, as the
// extension injects them (the generated word list is written here if it is missing).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { chromium } from "playwright-core";
import { ROOT } from "../support/extension.mjs";
import { generate } from "../../scripts/gen-secret-words.mjs";

let browser;
let page;

const SCRIPTS = ["lib/dom.js", "generated/secret-words.js", "secrets.js"];

async function inject() {
  for (const file of SCRIPTS) await page.addScriptTag({ path: path.join(ROOT, "content-scripts", file) });
}

before(async () => {
  generate();
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--no-sandbox"] });
  page = await browser.newPage();
  await page.setContent(`<!doctype html><title>Sign in</title>
    <form id="login">
      <label>Email <input id="email" type="email" autocomplete="username"></label>
      <label>Password <input id="pw" type="password" name="p1"></label>
      <button type="button" id="show" onclick="document.getElementById('pw').type = document.getElementById('pw').type === 'password' ? 'text' : 'password'">Show</button>
      <input id="bare" type="password" name="x9"><button type="button" id="showBare" onclick="document.getElementById('bare').type='text'">Show</button>
    </form>
    <form id="fields">
      <input id="otpAuto" autocomplete="one-time-code">
      <input id="ccAuto" autocomplete="cc-number" name="f2">
      <input id="expAuto" autocomplete="section-a cc-exp-year" name="f3">
      <label>Pincode <input id="pincodePostal" autocomplete="postal-code"></label>
      <label>Pincode <input id="pincode"></label>
      <input id="byName" name="client_secret">
      <input id="byPlaceholder" placeholder="Mot de passe">
      <input id="byAria" aria-label="Card number">
      <span id="ibanLabel">IBAN</span><input id="byLabelledby" aria-labelledby="ibanLabel">
      <label for="ssn">Social security number</label><input id="ssn">
      <label>Security answer <textarea id="answer"></textarea></label>
      <label>Code <input id="codeDigits" inputmode="numeric" maxlength="6"></label>
      <label>Code <input id="codeText"></label>
      <label>ZIP code <input id="zip" inputmode="numeric" maxlength="5"></label>
      <label>Promo code <input id="promo"></label>
      <label>Max tokens <input id="maxTokens" type="number"></label>
      <label>Token name <input id="tokenName"></label>
      <label>Season pass type <select id="passType"><option>Gold</option><option>Password reset</option></select></label>
      <label>Passport number <input id="passport"></label>
      <label>Remember me <input id="remember" type="checkbox" name="password_remember"></label>
    </form>
    <section id="otp"><h2>Enter the 6-digit code we sent to your phone</h2>
      <div class="boxes" id="otpBoxes">${"<input maxlength=\"1\" inputmode=\"numeric\">".repeat(6)}</div></section>
    <fieldset id="verify"><legend>Verification</legend>
      <div>${"<input maxlength=\"1\">".repeat(6)}</div></fieldset>
    <section id="deep"><h3>Two-step verification</h3><p>We sent a text to your phone.</p>
      <div><div id="deepBoxes">${"<input maxlength=\"1\">".repeat(6)}</div><button type="button">Resend</button></div></section>
    <section id="letters"><h2>Your initials</h2>
      <div id="letterBoxes">${"<input maxlength=\"1\">".repeat(4)}</div></section>
    <section id="short"><p>Security code</p>
      <div id="shortBoxes">${"<input maxlength=\"2\" inputmode=\"numeric\">".repeat(3)}</div></section>
    <section id="dob"><p>Date of birth</p>
      <div id="dobBoxes"><input maxlength="2" inputmode="numeric"><input maxlength="2" inputmode="numeric"></div></section>
    <div id="host"></div>`);
  await page.evaluate(() => {
    const root = document.getElementById("host").attachShadow({ mode: "open" });
    root.innerHTML = '<input id="shadowPw" type="password">';
  });
  await inject();
});

after(async () => browser?.close());

const secret = (selector) => page.evaluate((s) => globalThis.ProcmemSecrets.isSecretField(document.querySelector(s)), selector);
const box = (selector) => page.evaluate((s) => globalThis.ProcmemSecrets.isSecretBox(document.querySelector(s)), selector);

test("a password field, a secret autocomplete, and a name, placeholder, aria-label or label saying so are secret", async () => {
  for (const s of ["#pw", "#bare", "#otpAuto", "#ccAuto", "#expAuto", "#pincode", "#byName", "#byPlaceholder", "#byAria", "#byLabelledby", "#ssn", "#answer"]) {
    assert.equal(await secret(s), true, s);
  }
});

test("a short field of digits called a code is a one-time code; a ZIP, promo or plain-text code is not", async () => {
  assert.equal(await secret("#codeDigits"), true);
  for (const s of ["#codeText", "#zip", "#promo"]) assert.equal(await secret(s), false, s);
});

test("near misses: ordinary fields, a postal code the page declares, a checkbox named password", async () => {
  for (const s of ["#email", "#pincodePostal", "#maxTokens", "#tokenName", "#passType", "#passport", "#remember"]) {
    assert.equal(await secret(s), false, s);
  }
});

test("a password field its Show button turned into text stays secret, checked before or after", async () => {
  assert.equal(await secret("#pw"), true);
  await page.click("#show");
  assert.equal(await page.$eval("#pw", (el) => el.type), "text");
  assert.equal(await secret("#pw"), true);
  // Never checked before the toggle: the type change itself is remembered.
  await page.evaluate(() => {
    const fresh = document.createElement("input");
    fresh.type = "password";
    fresh.id = "fresh";
    document.getElementById("login").append(fresh);
  });
  await page.evaluate(() => { document.getElementById("fresh").type = "text"; });
  assert.equal(await secret("#fresh"), true);
  assert.equal(await page.evaluate(() => globalThis.ProcmemSecrets.wasSecret(document.getElementById("fresh"))), true);
});

test("a password field in a shadow root, focused then shown as text, stays secret", async () => {
  const check = () => page.evaluate(() => {
    const el = document.getElementById("host").shadowRoot.getElementById("shadowPw");
    return globalThis.ProcmemSecrets.isSecretField(el);
  });
  await page.evaluate(() => document.getElementById("host").shadowRoot.getElementById("shadowPw").focus());
  await page.evaluate(() => { document.getElementById("host").shadowRoot.getElementById("shadowPw").type = "text"; });
  assert.equal(await check(), true);
});

test("what was secret stays secret when the scripts are injected again", async () => {
  await page.evaluate(() => {
    const el = document.createElement("input");
    el.id = "later";
    document.body.append(el);
    globalThis.ProcmemSecrets.rememberSecret(el);
  });
  const before = await page.evaluate(() => globalThis.ProcmemSecrets);
  await inject();
  assert.notEqual(await page.evaluate(() => globalThis.ProcmemSecrets), before);
  assert.equal(await secret("#later"), true);
  assert.equal(await secret("#pw"), true);
});

test("a code split over one-character boxes is secret: by its heading, its legend, or its digit boxes", async () => {
  assert.equal(await box("#otpBoxes input:nth-child(3)"), true);
  assert.equal(await secret("#otpBoxes input:nth-child(1)"), true);
  assert.equal(await box("#verify input:nth-child(2)"), true);
  // A heading two levels up, above a paragraph, over boxes that take any character.
  assert.equal(await box("#deepBoxes input:nth-child(6)"), true);
  assert.equal(await page.evaluate(() => {
    const group = document.getElementById("otpBoxes");
    return globalThis.ProcmemSecrets.isSecretGroup(group, Array.from(group.querySelectorAll("input")), true);
  }), true);
  // Three two-digit boxes under "Security code": too few for their shape, but the words say so.
  assert.equal(await box("#shortBoxes input:nth-child(2)"), true);
});

test("near misses: letter boxes for initials, a day and month of a birth date, a field of no boxes", async () => {
  assert.equal(await box("#letterBoxes input:nth-child(1)"), false);
  assert.equal(await secret("#letterBoxes input:nth-child(1)"), false);
  assert.equal(await box("#dobBoxes input:nth-child(1)"), false);
  assert.equal(await secret("#dobBoxes input:nth-child(2)"), false);
  assert.equal(await box("#email"), false);
});
