// procmem: decides which form fields hold secrets. A secret field's value never
// leaves the page: the recorder sends `secret: true` and no `value` for it.
// Classic script (content script, all frames), loaded after lib/dom.js; defines
// globalThis.ProcmemSecrets. Without it the other scripts treat every field as secret.
(function () {
  "use strict";

  if (!globalThis.ProcmemDom) {
    console.warn("procmem: secrets module not started (lib/dom.js is missing)");
    return;
  }
  const { attr } = globalThis.ProcmemDom;

  const SECRET_AUTOCOMPLETE = [
    "current-password",
    "new-password",
    "one-time-code",
    "cc-number",
    "cc-csc",
    "cc-exp", // also covers cc-exp-month and cc-exp-year
  ];

  // Inputs whose `value` is not something the user typed or chose as data.
  const VALUELESS_INPUT_TYPES = new Set([
    "checkbox", "radio", "button", "submit", "reset", "image", "hidden", "file",
  ]);

  const CONTROL_TAGS = new Set(["select", "datalist", "textarea", "script", "style"]);

  // Matched inside a single word too ("userpassword", "cardcvv"): these letter
  // runs hardly occur in harmless words.
  const SECRET_FRAGMENTS =
    /pass(?:word|wd|code|phrase)|passwort|kennwort|contrase(?:n|ñ)a|mot de passe|pwd|secret(?!ar)|cvv|cvc|пароль|密码|密碼|パスワード/;

  // Matched on word boundaries only: "pin" must not hit "pinned", "shipping"
  // or "spinner"; "ssn" must be a word, "otp" a word start ("otpcode").
  const SECRET_WORDS =
    /\b(?:pass|pin|tokens?|t?otp\w*|ssn|csc|mfa|2 fa|card number|cc number|one time (?:code|password|passcode|pin|token)|verification code|security code|auth(?:entication)? code|access code|sms code|card verification|social security|api key|private key)\b/;

  /** Splits camelCase, snake_case, kebab-case and digit runs into lower-case words. */
  function toWords(text) {
    return String(text)
      .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, "$1 $2")
      .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, "$1 $2")
      .replace(/(\p{L})(\p{N})/gu, "$1 $2")
      .replace(/(\p{N})(\p{L})/gu, "$1 $2")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .toLowerCase()
      .trim();
  }

  function textSuggestsSecret(text) {
    if (!text) return false;
    const words = toWords(text);
    return SECRET_FRAGMENTS.test(words) || SECRET_WORDS.test(words);
  }

  /** Elements whose value the recorder would otherwise send. */
  function carriesValue(el) {
    const tag = el.localName;
    if (tag === "input") return !VALUELESS_INPUT_TYPES.has(inputType(el));
    return tag === "textarea" || tag === "select" || el.isContentEditable === true;
  }

  // The type attribute as written (not ProcmemDom.inputType, the browser's type): "" when absent.
  function inputType(el) {
    return attr(el, "type").trim().toLowerCase();
  }

  function autocompleteIsSecret(el) {
    const value = attr(el, "autocomplete").toLowerCase();
    return SECRET_AUTOCOMPLETE.some((token) => value.includes(token));
  }

  /**
   * Text of `node` without the option lists and contents of the controls it
   * wraps: a label around a <select> must not turn secret because of an option.
   */
  function ownText(node) {
    const doc = node.ownerDocument;
    if (!doc) return "";
    const walker = doc.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => (n.nodeType === 1 && CONTROL_TAGS.has(n.localName)
        ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    let text = "";
    while (text.length < 500 && walker.nextNode()) {
      if (walker.currentNode.nodeType === 3) text += walker.currentNode.data;
    }
    return text;
  }

  /** Text of the <label>s and aria-labelledby elements describing `el`. */
  function labelTexts(el) {
    const labels = el.labels ? Array.from(el.labels) : [el.closest("label")].filter(Boolean);
    const root = el.getRootNode();
    const ids = attr(el, "aria-labelledby").split(/\s+/).filter(Boolean).slice(0, 10);
    const refs = ids.map((id) => (root.getElementById ? root.getElementById(id) : null)).filter(Boolean);
    return labels.slice(0, 10).concat(refs).map(ownText);
  }

  function describingTexts(el) {
    return [
      attr(el, "name"),
      attr(el, "id"),
      attr(el, "placeholder"),
      attr(el, "aria-label"),
      ...labelTexts(el),
    ];
  }

  /**
   * True when `el` holds a secret (password, one-time code, card data, PIN, …).
   * Fails closed: if the page makes the check throw, the field is treated as secret.
   */
  function isSecretField(el) {
    if (!el || el.nodeType !== 1) return false;
    try {
      if (el.localName === "input" && inputType(el) === "password") return true;
      if (!carriesValue(el)) return false;
      if (autocompleteIsSecret(el)) return true;
      return describingTexts(el).some(textSuggestsSecret);
    } catch (_) {
      return true;
    }
  }

  /**
   * True when a field typed in sections holds a secret: a section is one, the group's own label
   * says so ("Verification code"), or it is a code of digits split over boxes — the shape of a
   * one-time code or PIN, whatever the page calls it. Fails closed like isSecretField.
   */
  function isSecretGroup(group, sections, boxes) {
    try {
      if (sections.some(isSecretField)) return true;
      const root = group.getRootNode();
      const ids = attr(group, "aria-labelledby").split(/\s+/).filter(Boolean).slice(0, 10);
      const legend = group.localName === "fieldset" ? group.querySelector("legend") : null;
      const texts = [attr(group, "aria-label"), attr(group, "id"), attr(group, "name"), legend ? ownText(legend) : ""]
        .concat(ids.map((id) => (root.getElementById ? root.getElementById(id) : null)).filter(Boolean).map(ownText));
      if (texts.some(textSuggestsSecret)) return true;
      return !!boxes && sections.every(isDigitBox);
    } catch (_) {
      return true;
    }
  }

  function isDigitBox(input) {
    const mode = attr(input, "inputmode").toLowerCase();
    const type = inputType(input);
    return mode === "numeric" || mode === "decimal" || type === "tel" || type === "number" || type === "password"
      || /\\d|\[0-9\]/.test(attr(input, "pattern"));
  }

  globalThis.ProcmemSecrets = { isSecretField, isSecretGroup, textSuggestsSecret };
})();
