// procmem: the small DOM helpers every content script shares — calls a hostile page cannot
// make throw, attribute and text reading, whether an element is shown, and walks through open
// shadow roots — defined once here instead of copied into each script.
// Classic script (content script, all frames), loaded before every other content script;
// defines globalThis.ProcmemDom. It holds no state, so loading it again (the worker re-injects
// the scripts into a tab that has them) just defines the same functions anew: the newest copy
// wins after an extension update, and scripts that already took their helpers keep them.
(function () {
  "use strict";

  // Shadow roots nested deeper than this are not walked (a page cannot make a walk endless).
  const MAX_SHADOW_DEPTH = 32;

  // ------------------------------------------------------------ safe calls

  /**
   * Runs fn; any exception (hostile page, element removed mid-event) yields fallback, and so
   * does a null or undefined result.
   */
  function safe(fn, fallback) {
    try {
      const value = fn();
      return value == null ? fallback : value;
    } catch (_) {
      return fallback;
    }
  }

  // ------------------------------------------------------- nodes and text

  function isElement(node) {
    return !!node && node.nodeType === 1;
  }

  function isShadowRoot(node) {
    return !!node && node.nodeType === 11 && !!node.host;
  }

  /** An attribute's value, "" when it is absent. */
  function attr(el, name) {
    const value = el.getAttribute(name);
    return value == null ? "" : String(value);
  }

  /** The input type the browser uses (lower case, "text" when absent or unknown). */
  function inputType(el) {
    return String(el.type || attr(el, "type") || "text").toLowerCase();
  }

  /** Whitespace runs folded to one space, trimmed; null and undefined read as "". */
  function collapse(text) {
    return String(text == null ? "" : text).replace(/\s+/g, " ").trim();
  }

  /** The contenteditable element that owns an edited node. */
  function editingHost(el) {
    let host = el;
    while (host.parentElement && host.parentElement.isContentEditable) host = host.parentElement;
    return host;
  }

  /**
   * A field typed in sections: a date or time field of a component library (month, day and year
   * as separate spinbuttons inside one group), or a code split over one-character boxes (six
   * inputs for a one-time code). {group, sections, boxes} for `el` or an element inside it, else
   * null; `boxes` says the sections are inputs. Such a field is one value, typed section by
   * section.
   */
  function sectionsOf(el) {
    if (!isElement(el)) return null;
    const group = el.closest('[role="group"]');
    if (group) {
      const sections = Array.from(group.querySelectorAll('[role="spinbutton"][contenteditable="true"]')).slice(0, 8);
      if (sections.length >= 2) return { group, sections, boxes: false };
    }
    return splitBoxesOf(el);
  }

  // A code split over boxes: at least four, at most twelve, and every text box of the group
  // takes one or two characters (a page lets the second overwrite the first). A form whose
  // other fields are longer is no group of boxes; neither is a day/month/year row with a
  // four-digit year.
  const MIN_BOXES = 4;
  const MAX_BOXES = 12;
  const BOX_INPUT_TYPES = new Set(["text", "tel", "number", "password", "search"]);

  function textBoxes(scope) {
    return Array.from(scope.querySelectorAll("input")).filter((i) => BOX_INPUT_TYPES.has(inputType(i)));
  }

  function isBox(input) {
    const max = input.maxLength;
    return max >= 1 && max <= 2;
  }

  /** The smallest ancestor (up to four levels above a box) whose text boxes are all short boxes. */
  function splitBoxesOf(el) {
    const inputs = el.localName === "input" ? null : textBoxes(el);
    if (inputs && inputs.length >= MIN_BOXES && inputs.length <= MAX_BOXES && inputs.every(isBox)) {
      return { group: el, sections: inputs, boxes: true };
    }
    if (el.localName !== "input" || !isBox(el)) return null;
    let scope = el.parentElement;
    for (let level = 0; scope && level < 4; level++, scope = scope.parentElement) {
      const boxes = textBoxes(scope);
      if (boxes.length > MAX_BOXES || !boxes.every(isBox)) return null;
      if (boxes.length >= MIN_BOXES) return { group: scope, sections: boxes, boxes: true };
    }
    return null;
  }

  /** What a sectioned field shows, separators and all ("08/14/2027", "19:30", "MM/DD/YYYY"); a
   *  split code's boxes read one after another ("482913"). */
  function sectionsText(group) {
    const found = sectionsOf(group);
    if (!found) return "";
    if (found.boxes) return found.sections.map((box) => collapse(box.value)).join("");
    let box = found.sections[0].parentElement;
    while (box && box !== group && !found.sections.every((s) => box.contains(s))) box = box.parentElement;
    return collapse((box || group).textContent).replace(/\s*([/.:\-])\s*/g, "$1");
  }

  function ownerWindow(el) {
    return (el.ownerDocument && el.ownerDocument.defaultView) || window;
  }

  // ------------------------------------------------------------- visibility

  /**
   * Whether a person sees `el`: connected, not inside [hidden] or aria-hidden="true", not a
   * closed <dialog>, not display:none or visibility:hidden, with a box. The box needs a width
   * and a height; with `{ anyExtent: true }` a width or a height is enough (effects.js: a popup
   * or live region counts as shown while it is one line thin).
   */
  function shown(el, options) {
    const anyExtent = !!(options && options.anyExtent);
    return safe(() => {
      if (!el.isConnected || el.closest("[hidden], [aria-hidden='true']")) return false;
      if (el.localName === "dialog" && !el.open) return false;
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") return false;
      const rect = el.getBoundingClientRect();
      return anyExtent ? rect.width > 0 || rect.height > 0 : rect.width > 0 && rect.height > 0;
    }, false);
  }

  /**
   * Whether the browser paints `el` in `rect` (its bounding box): a box with width and height
   * and checkVisibility() (display, visibility, content-visibility). Unlike shown(), an
   * aria-hidden element still counts: this is what replayer.js reports as a candidate's
   * `visible`, and the core ranks candidates by it.
   */
  function isPainted(el, rect) {
    if (!rect || rect.width <= 0 || rect.height <= 0) return false;
    if (typeof el.checkVisibility === "function") {
      return safe(() => el.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true }), false);
    }
    const style = safe(() => ownerWindow(el).getComputedStyle(el), null);
    return !!style && style.visibility !== "hidden" && style.display !== "none";
  }

  // ----------------------------------------------------------- shadow roots

  /**
   * Like el.closest(), but continues past shadow roots into their hosts' trees. A closest()
   * that throws counts as no match (fingerprint.js's copy let it throw; its selectors are fixed
   * and valid, so it never did).
   */
  function closestComposed(el, selector) {
    for (let node = el, depth = 0; node && depth < MAX_SHADOW_DEPTH; depth++) {
      const hit = safe(() => node.closest(selector), null);
      if (hit) return hit;
      const root = node.getRootNode();
      node = isShadowRoot(root) ? root.host : null;
    }
    return null;
  }

  /** The parent in the composed tree (shadow root → its host). */
  function composedParent(el) {
    if (el.parentElement) return el.parentElement;
    const parent = el.parentNode;
    return isShadowRoot(parent) ? parent.host : null;
  }

  /** Focused element, looking into open shadow roots. */
  function deepActiveElement() {
    let active = document.activeElement;
    for (let depth = 0; active && active.shadowRoot && active.shadowRoot.activeElement && depth < MAX_SHADOW_DEPTH; depth++) {
      active = active.shadowRoot.activeElement;
    }
    return active;
  }

  /**
   * Calls visit(el) for every element under `root` (a document, element or shadow root) and
   * in the open shadow roots below it, hosts before their contents, while `budget.left` (one
   * per element) lasts. Roots nested deeper than `maxDepth` (default 32) are not walked.
   */
  function forEachDeep(root, visit, budget, maxDepth) {
    const limit = maxDepth == null ? MAX_SHADOW_DEPTH : maxDepth;
    function walk(node, depth) {
      for (const el of safe(() => node.querySelectorAll("*"), [])) {
        if (budget.left-- <= 0) return;
        visit(el);
        const shadow = el.shadowRoot; // null for closed roots: unreachable, skipped
        if (shadow && depth < limit) walk(shadow, depth + 1);
      }
    }
    walk(root, 0);
  }

  /** The open shadow roots under `root`, outer ones before those inside them (see forEachDeep). */
  function openShadowRoots(root, budget, maxDepth) {
    const roots = [];
    forEachDeep(root, (el) => {
      if (el.shadowRoot) roots.push(el.shadowRoot);
    }, budget, maxDepth);
    return roots;
  }

  /** Roots reached through `hosts` (selectors, outermost first), starting at the document. */
  function rootsThroughHosts(hosts) {
    let roots = [document];
    for (const selector of hosts.slice(0, MAX_SHADOW_DEPTH)) {
      const next = [];
      for (const root of roots) {
        for (const host of safe(() => Array.from(root.querySelectorAll(String(selector))), [])) {
          if (host.shadowRoot) next.push(host.shadowRoot);
        }
      }
      roots = next;
      if (!roots.length) break;
    }
    return roots;
  }

  globalThis.ProcmemDom = Object.freeze({
    sectionsOf,
    sectionsText,
    MAX_SHADOW_DEPTH,
    safe,
    isElement,
    isShadowRoot,
    attr,
    inputType,
    collapse,
    editingHost,
    ownerWindow,
    shown,
    isPainted,
    closestComposed,
    composedParent,
    deepActiveElement,
    forEachDeep,
    openShadowRoots,
    rootsThroughHosts,
  });
})();
