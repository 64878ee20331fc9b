// procmem: decides which form fields hold secrets. A secret field's value never
// leaves the page: the recorder sends `secret: true` and no `value` for it.
// Classic script (content script, all frames), loaded after lib/dom.js and
// generated/secret-words.js (ProcmemSecretWords: the lists of src/secret-words.json, which the
// core bakes in too, so page and core apply one rule); defines globalThis.ProcmemSecrets.
// Without it the other scripts treat every field as secret.
(function () {
  "use strict";

  if (!globalThis.ProcmemDom) {
    console.warn("procmem: secrets module not started (lib/dom.js is missing)");
    return;
  }
  const LISTS = globalThis.ProcmemSecretWords;
  if (!LISTS || !Array.isArray(LISTS.words)) {
    // Fails closed: without ProcmemSecrets every field counts as secret elsewhere.
    console.warn("procmem: secrets module not started (generated/secret-words.js is missing: run scripts/build.sh)");
    return;
  }
  const Dom = globalThis.ProcmemDom;
  const { attr } = Dom;

  const set = (name) => new Set(Array.isArray(LISTS[name]) ? LISTS[name] : []);
  const list = (name) => (Array.isArray(LISTS[name]) ? LISTS[name].slice() : []);
  const SECRET_AUTOCOMPLETE = set("autocomplete");
  const ORDINARY_AUTOCOMPLETE = set("ordinary_autocomplete");
  const WORDS = set("words");
  const ALONE_WORDS = set("alone_words");
  const PHRASES = list("phrases").map((p) => ` ${p} `);
  const FRAGMENTS = list("fragments");
  const FRAGMENT_EXCEPTIONS = set("fragment_exceptions");
  const ORDINARY_PHRASES = list("ordinary_phrases").map((p) => ` ${p} `);
  const CODE_WORDS = set("code_words");

  // Inputs whose `value` is not something the user typed or chose as data.
  const VALUELESS_INPUT_TYPES = new Set([
    "checkbox", "radio", "button", "submit", "reset", "image", "hidden", "file",
  ]);

  const CONTROL_TAGS = new Set(["select", "datalist", "textarea", "script", "style"]);

  // ------------------------------------------------------------------ words

  const UPPER = /\p{Uppercase}/u;
  const LOWER = /\p{Lowercase}/u;
  const LETTER = /\p{Alphabetic}/u;
  const NUMBER = /\p{N}/u;
  const ALL_DIGITS = /^\p{N}+$/u;

  /**
   * Lower-case words of `text`: camelCase, snake_case, kebab-case, acronyms ("APIKey") and
   * runs of letters and digits ("pass2", "2fa") split apart. The same cut as
   * split_identifier_words in src/secrets.rs (Rust's is_alphabetic / is_numeric /
   * is_uppercase / is_lowercase are Unicode's Alphabetic, N, Uppercase, Lowercase).
   */
  function toWords(text) {
    const chars = Array.from(String(text == null ? "" : text));
    const words = [];
    let current = "";
    const flush = () => {
      if (current) words.push(current.toLowerCase());
      current = "";
    };
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i];
      const letter = LETTER.test(c);
      const number = !letter && NUMBER.test(c);
      if (!letter && !number) {
        flush();
        continue;
      }
      if (current) {
        const p = chars[i - 1];
        const prevLetter = LETTER.test(p);
        const prevNumber = !prevLetter;
        const next = chars[i + 1];
        const boundary = (prevNumber && letter) || (prevLetter && number)
          || (LOWER.test(p) && UPPER.test(c))
          || (UPPER.test(p) && UPPER.test(c) && next !== undefined && LOWER.test(next));
        if (boundary) flush();
      }
      current += c;
    }
    flush();
    return words;
  }

  /** " w1 w2 … " with the ordinary phrases ("max tokens", "promo code") cut out: " | " stands
   *  where one was, so no phrase is read across it. */
  function withoutOrdinary(words) {
    let joined = ` ${words.join(" ")} `;
    for (const phrase of ORDINARY_PHRASES) {
      while (joined.includes(phrase)) joined = joined.replace(phrase, " | ");
    }
    return joined;
  }

  const remainingWords = (joined) => joined.split(" ").filter((w) => w && w !== "|");

  /** True when a name, id, label, placeholder or accessible name says the field is secret. */
  function textSuggestsSecret(text) {
    if (!text) return false;
    const joined = withoutOrdinary(toWords(text));
    const words = remainingWords(joined);
    if (words.some((w) => WORDS.has(w))) return true;
    const named = words.filter((w) => !ALL_DIGITS.test(w));
    if (named.length === 1 && ALONE_WORDS.has(named[0])) return true;
    if (PHRASES.some((p) => joined.includes(p))) return true;
    return words.some((w) => !FRAGMENT_EXCEPTIONS.has(w) && FRAGMENTS.some((f) => w.includes(f)));
  }

  /** True when `text` names a code ("Enter the code", "Verification"), not a promo or postal
   *  code: said of a short field of digits or of a group of one-character boxes, a one-time code. */
  function textNamesCode(text) {
    if (!text) return false;
    return remainingWords(withoutOrdinary(toWords(text))).some((w) => CODE_WORDS.has(w));
  }

  // ----------------------------------------------------------------- fields

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

  function autocompleteTokens(el) {
    return attr(el, "autocomplete").toLowerCase().split(/\s+/).filter(Boolean);
  }

  /**
   * Text of `node` without the option lists and contents of the controls it
   * wraps: a label around a <select> must not turn secret because of an option.
   */
  function ownText(node, max) {
    const doc = node.ownerDocument;
    if (!doc) return "";
    const limit = max || 500;
    const walker = doc.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => (n.nodeType === 1 && CONTROL_TAGS.has(n.localName)
        ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    let text = "";
    while (text.length < limit && walker.nextNode()) {
      if (walker.currentNode.nodeType === 3) text += walker.currentNode.data;
    }
    return text;
  }

  function byIds(el, name) {
    const root = el.getRootNode();
    const ids = attr(el, name).split(/\s+/).filter(Boolean).slice(0, 10);
    return ids.map((id) => (root.getElementById ? root.getElementById(id) : null)).filter(Boolean);
  }

  /** Text of the <label>s and aria-labelledby elements describing `el`. */
  function labelTexts(el) {
    const labels = el.labels ? Array.from(el.labels) : [el.closest("label")].filter(Boolean);
    return labels.slice(0, 10).concat(byIds(el, "aria-labelledby")).map((n) => ownText(n));
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

  function takesDigits(input) {
    const mode = attr(input, "inputmode").toLowerCase();
    const type = inputType(input);
    return mode === "numeric" || mode === "decimal" || type === "tel" || type === "number" || type === "password"
      || /\\d|\[0-9\]/.test(attr(input, "pattern"));
  }

  /** What the field says about itself, without the group it stands in. */
  function fieldSaysSecret(el) {
    if (el.localName === "input" && inputType(el) === "password") return true;
    if (!carriesValue(el)) return false;
    const tokens = autocompleteTokens(el);
    if (tokens.some((t) => SECRET_AUTOCOMPLETE.has(t))) return true;
    // The page says what the field is ("postal-code"): its words ("Pincode") are not read.
    if (tokens.some((t) => ORDINARY_AUTOCOMPLETE.has(t))) return false;
    return describingTexts(el).some(textSuggestsSecret);
  }

  // ------------------------------------------------------------- decisions

  /**
   * True when `el` holds a secret (password, one-time code, card data, PIN, …): a password
   * field, or its autocomplete or its name, id, label, placeholder or aria-label say so.
   * Fails closed: if the page makes the check throw, the field is treated as secret.
   */
  function isSecretField(el) {
    if (!el || el.nodeType !== 1) return false;
    try {
      return fieldSaysSecret(el);
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
      return sections.some(fieldSaysSecret) || groupSaysSecret(group) || (!!boxes && sections.every(takesDigits));
    } catch (_) {
      return true;
    }
  }

  /** Whether a group's own label says it is secret: aria-label, aria-labelledby, id, name, a
   *  fieldset's legend. */
  function groupSaysSecret(group) {
    const legend = group.localName === "fieldset" ? group.querySelector("legend") : null;
    const texts = [attr(group, "aria-label"), attr(group, "id"), attr(group, "name"), legend ? ownText(legend) : ""]
      .concat(byIds(group, "aria-labelledby").map((n) => ownText(n)));
    return texts.some(textSuggestsSecret);
  }

  globalThis.ProcmemSecrets = { isSecretField, isSecretGroup, textSuggestsSecret, textNamesCode, toWords };
})();
