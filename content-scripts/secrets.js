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
      attr(el, "title"),
      ...labelTexts(el),
    ];
  }

  /** A text box for one or two characters: a box of a code split over boxes. */
  function isShortBox(el) {
    if (el.localName !== "input" || !BOX_INPUT_TYPES.has(inputType(el) || "text")) return false;
    const max = el.maxLength;
    return max >= 1 && max <= 2;
  }
  const BOX_INPUT_TYPES = new Set(["text", "tel", "number", "password", "search"]);

  function takesDigits(input) {
    const mode = attr(input, "inputmode").toLowerCase();
    const type = inputType(input);
    return mode === "numeric" || mode === "decimal" || type === "tel" || type === "number" || type === "password"
      || /\\d|\[0-9\]/.test(attr(input, "pattern"));
  }

  /** A field for a short code of digits (a one-time code typed in one box): it takes digits and
   *  is limited to 3–10 characters or to a pattern. */
  function isShortDigitField(el) {
    if (el.localName !== "input" || !takesDigits(el)) return false;
    const max = el.maxLength;
    return (max >= 3 && max <= 10) || attr(el, "pattern") !== "";
  }

  /** What the field says about itself, without the group it stands in. */
  function fieldSaysSecret(el) {
    if (el.localName === "input" && inputType(el) === "password") return true;
    if (!carriesValue(el)) return false;
    const tokens = autocompleteTokens(el);
    if (tokens.some((t) => SECRET_AUTOCOMPLETE.has(t))) return true;
    // The page says what the field is ("postal-code"): its words ("Pincode") are not read.
    if (tokens.some((t) => ORDINARY_AUTOCOMPLETE.has(t))) return false;
    const texts = describingTexts(el);
    if (texts.some(textSuggestsSecret)) return true;
    return isShortDigitField(el) && texts.some(textNamesCode);
  }

  // ------------------------------------------------ ever secret stays secret

  // Elements once seen as secret: a password field whose Show button turned it into a text
  // field, a field whose label changed, stay secret. Shared with an earlier copy of this
  // script in the page (the worker injects the scripts again after an update).
  const previous = globalThis.ProcmemSecrets;
  const memory = previous && previous.heldSecrets instanceof WeakSet ? previous.heldSecrets : new WeakSet();

  /** Marks `el` secret from now on. */
  function rememberSecret(el) {
    if (el && el.nodeType === 1) memory.add(el);
  }

  /** True when `el` was once seen as secret. */
  function wasSecret(el) {
    return !!el && memory.has(el);
  }

  // A password field turned into a text field (type="password" → "text") is remembered as it
  // happens, and a field as it is focused, so a Show button clicked before anything is typed
  // does not let the value out.
  function watch() {
    if (previous && previous.watching) return true;
    if (typeof document === "undefined" || typeof MutationObserver !== "function") return false;
    try {
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.target.localName === "input" && String(r.oldValue).trim().toLowerCase() === "password") memory.add(r.target);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["type"], attributeOldValue: true });
      // Shadow roots the observer does not see: remembered when focused.
      addEventListener("focusin", (event) => {
        const target = event.composedPath ? event.composedPath()[0] : event.target;
        if (target && target.localName === "input") isSecretField(target);
      }, true);
      return true;
    } catch (_) {
      return false;
    }
  }

  // ------------------------------------------------------------- decisions

  /**
   * True when `el` holds a secret (password, one-time code, card data, PIN, …): it was ever
   * secret, is a password field, its autocomplete or its name, id, label, placeholder,
   * aria-label or title say so, it is a short field of digits called a code, or
   * it is one box of a code split over boxes (isSecretBox). Remembers what it finds secret.
   * Fails closed: if the page makes the check throw, the field is treated as secret.
   */
  function isSecretField(el) {
    if (!el || el.nodeType !== 1) return false;
    try {
      if (memory.has(el)) return true;
      const secret = fieldSaysSecret(el) || isSecretBox(el);
      if (secret) memory.add(el);
      return secret;
    } catch (_) {
      return true;
    }
  }

  /**
   * True when a field typed in sections holds a secret: a section is one, the group's own label
   * says so ("Verification code"), or it is a code of digits split over boxes — the shape of a
   * one-time code or PIN, whatever the page calls it. Remembers the group and its sections.
   * Fails closed like isSecretField.
   */
  function isSecretGroup(group, sections, boxes) {
    try {
      const secret = memory.has(group)
        || sections.some((s) => memory.has(s) || fieldSaysSecret(s))
        || groupSaysSecret(group, !!boxes)
        || (!!boxes && sections.every(takesDigits));
      if (secret) {
        memory.add(group);
        for (const s of sections) memory.add(s);
      }
      return secret;
    } catch (_) {
      return true;
    }
  }

  /**
   * True when `el` is one box of a code split over one- or two-character boxes that is secret:
   * ProcmemDom.sectionsOf's group (four to twelve boxes) judged by isSecretGroup, or two or
   * more such boxes whose group says it is a code ("Enter the code", a legend "Verification").
   */
  function isSecretBox(el) {
    if (!el || el.nodeType !== 1 || !isShortBox(el)) return false;
    try {
      const found = Dom.sectionsOf(el);
      if (found && found.boxes) return isSecretGroup(found.group, found.sections, true);
      const small = smallBoxGroup(el);
      if (!small) return false;
      // Too few boxes to be a code by their shape alone (a day and a month): only the group's
      // words or a box's own say so.
      const secret = memory.has(small.group) || groupSaysSecret(small.group, true)
        || small.sections.some((s) => memory.has(s) || fieldSaysSecret(s));
      if (secret) {
        memory.add(small.group);
        for (const s of small.sections) memory.add(s);
      }
      return secret;
    } catch (_) {
      return true;
    }
  }

  /** Two or three boxes (fewer than sectionsOf takes) in an ancestor up to four levels above. */
  function smallBoxGroup(el) {
    let scope = el.parentElement;
    for (let level = 0; scope && level < 4; level++, scope = scope.parentElement) {
      const inputs = Array.from(scope.querySelectorAll("input")).filter((i) => BOX_INPUT_TYPES.has(inputType(i) || "text"));
      if (inputs.length > 12 || !inputs.every(isShortBox)) return null;
      if (inputs.length >= 2) return { group: scope, sections: inputs };
    }
    return null;
  }

  /**
   * Whether a group's own label says it is secret or a code: aria-label, aria-labelledby, id,
   * name, a fieldset's legend; for boxes also the group's text, the two elements just before
   * it, and a heading, label or paragraph just before an ancestor up to two levels up holding
   * no other field ("Enter the 6-digit code" above the row of boxes).
   */
  // Elements whose text captions what follows them (looked for above the boxes' own level).
  const CAPTION = /^(?:h[1-6]|label|legend|p)$/;

  function groupSaysSecret(group, boxes) {
    const legend = group.localName === "fieldset" ? group.querySelector("legend") : null;
    const texts = [attr(group, "aria-label"), attr(group, "id"), attr(group, "name"), legend ? ownText(legend) : ""]
      .concat(byIds(group, "aria-labelledby").map((n) => ownText(n)));
    if (texts.some(textSuggestsSecret)) return true;
    if (!boxes) return false;
    const context = texts.concat([ownText(group, 300)]);
    const fields = new Set(group.querySelectorAll("input, select, textarea"));
    let node = group;
    for (let level = 0; node && level < 3; level++, node = node.parentElement) {
      // Past an ancestor holding other fields, the text is another field's.
      if (level > 0 && Array.from(node.querySelectorAll("input, select, textarea")).some((f) => !fields.has(f) && carriesValue(f))) break;
      let sibling = node.previousElementSibling;
      for (let n = 0; sibling && n < 3; n++, sibling = sibling.previousElementSibling) {
        if (level === 0 ? n < 2 : CAPTION.test(sibling.localName) || attr(sibling, "role") === "heading") {
          context.push(ownText(sibling, 200));
        }
      }
    }
    return context.some((t) => textSuggestsSecret(t) || textNamesCode(t));
  }

  const watching = watch();

  globalThis.ProcmemSecrets = {
    isSecretField,
    isSecretGroup,
    isSecretBox,
    textSuggestsSecret,
    textNamesCode,
    toWords,
    rememberSecret,
    wasSecret,
    heldSecrets: memory,
    watching,
  };
})();
