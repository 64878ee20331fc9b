// procmem: what a click did to the page, seen the same way while recording and while
// replaying — popups and messages that opened or closed (a menu, a dialog, a listbox, a tab
// panel, an alert), the clicked control's state (selected, expanded, checked, pressed), and
// whether any text changed. The recorder stores it with the click; the replayer waits for it
// after the same click and reports whether it came (docs/EVENTS.md, "effect").
// Classic script (content script, all frames), loaded after lib/dom.js and fingerprint.js;
// defines globalThis.ProcmemEffects. Pages may be hostile or huge: work is bounded, errors caught.
(function () {
  "use strict";

  if (globalThis.ProcmemEffects) return;
  const Dom = globalThis.ProcmemDom;
  if (!Dom) {
    console.warn("procmem: effects module not started (lib/dom.js is missing)");
    return;
  }
  // Dom.safe also turns a null result into the fallback; no call here tells the two apart.
  const { safe, collapse } = Dom;

  // Roles whose appearing or going away is a click's visible consequence.
  const POPUP_ROLES = ["dialog", "alertdialog", "menu", "listbox", "tooltip", "tabpanel", "alert", "status"];
  const POPUP_SELECTOR = POPUP_ROLES.map((r) => `[role="${r}"]`).concat(["dialog", "[aria-live]"]).join(",");
  const MAX_POPUPS = 300; // elements looked at per snapshot
  const STATE_ATTRS = { selected: "aria-selected", expanded: "aria-expanded", pressed: "aria-pressed", checked: "aria-checked" };

  function roleOf(el) {
    const explicit = safe(() => el.getAttribute("role"), "");
    // A confirm box is a dialog whether a page marks it alertdialog or uses <dialog>.
    if (explicit) return explicit.trim().split(/\s+/)[0].toLowerCase().replace(/^alertdialog$/, "dialog");
    if (el.localName === "dialog") return "dialog";
    const live = safe(() => el.getAttribute("aria-live"), "");
    return live && live !== "off" ? "status" : "";
  }

  function text(el) {
    return safe(() => collapse(el.textContent).slice(0, 300), "");
  }

  /** The shown popups and live regions, with the text each holds. */
  function snapshot() {
    const seen = new Map();
    const all = safe(() => document.querySelectorAll(POPUP_SELECTOR), []);
    let n = 0;
    for (const el of all) {
      if (n++ >= MAX_POPUPS) break;
      const role = roleOf(el);
      // A popup or live region counts as shown with a width or a height (one line thin).
      if (role && POPUP_ROLES.includes(role) && Dom.shown(el, { anyExtent: true })) seen.set(el, { role, text: text(el) });
    }
    return seen;
  }

  /** The control's own state, where it has one. */
  function stateOf(el) {
    const state = {};
    if (!el || !el.isConnected) return state;
    for (const [key, attr] of Object.entries(STATE_ATTRS)) {
      const v = safe(() => el.getAttribute(attr), null);
      if (v === "true" || v === "false") state[key] = v === "true";
    }
    if (safe(() => el.localName === "input" && (el.type === "checkbox" || el.type === "radio"), false)) state.checked = el.checked === true;
    if (safe(() => el.localName === "details", false)) state.expanded = el.open === true;
    return state;
  }

  /**
   * Starts watching what a click on `el` does. `effect()` says what happened so far;
   * `stop()` ends the watch.
   */
  // ------------------------------------------------------------ counts

  const MAX_COUNT_NODES = 80; // nodes looked at per level around a control
  // A number, or a list marker ("3." — a position a "Move up" changes).
  const COUNT_TEXT = /^\s*-?\d{1,6}[.)]?\s*$/;

  /** The whole number a node shows: a number field's value, a spinbutton's, or text that is only a number. */
  function numberOf(node) {
    return safe(() => {
      if (!node.isConnected) return null;
      if (node.localName === "input") return COUNT_TEXT.test(node.value) ? parseInt(node.value, 10) : null;
      const now = node.getAttribute("aria-valuenow");
      if (now !== null && COUNT_TEXT.test(now)) return parseInt(now, 10);
      if (node.children.length) return null;
      const t = node.textContent || "";
      return COUNT_TEXT.test(t) ? parseInt(t, 10) : null;
    }, null);
  }

  /**
   * The node showing the count a stepper control moves: the one number shown in the nearest
   * box around the control (up to three levels), not the control itself. None when a level
   * shows two numbers (which one the control moves is not known).
   */
  function counterOf(el) {
    return safe(() => {
      let box = el.parentElement;
      for (let depth = 0; box && depth < 3; depth++, box = box.parentElement) {
        const found = [];
        const nodes = box.querySelectorAll("input, output, [role='spinbutton'], [aria-valuenow], span, div, td, strong, b, p");
        for (let i = 0; i < nodes.length && i < MAX_COUNT_NODES; i++) {
          const node = nodes[i];
          if (node === el || node.contains(el) || el.contains(node) || !Dom.shown(node, { anyExtent: true })) continue;
          if (numberOf(node) !== null && !found.some((f) => f.contains(node) || node.contains(f))) found.push(node);
        }
        if (found.length === 1) return found[0];
        if (found.length > 1) return null;
      }
      return null;
    }, null);
  }

  /** Where a node stands: its child index at each level from its root (document or shadow root). */
  function pathOf(node) {
    const path = [];
    for (let n = node; n && n.parentNode && path.length < 64; n = n.parentNode) {
      path.unshift(Array.prototype.indexOf.call(n.parentNode.childNodes, n));
    }
    return path;
  }

  function nodeAt(root, path) {
    let n = root;
    for (const i of path) n = n && n.childNodes ? n.childNodes[i] : null;
    return n || null;
  }

  /** The count beside a stepper control, or null. */
  function countNear(el) {
    const node = counterOf(el);
    return node ? numberOf(node) : null;
  }

  function watch(el) {
    const before = snapshot();
    const stateBefore = stateOf(el);
    // (The node is kept: a page that re-renders the control may keep the count's node.)
    const counter = counterOf(el);
    const countBefore = counter ? numberOf(counter) : null;
    // A page that draws the table again puts the new count where the old one stood.
    const counterRoot = counter ? safe(() => counter.getRootNode(), null) : null;
    const counterPath = counter ? safe(() => pathOf(counter), []) : [];
    let changed = 0;
    const observer = new MutationObserver((records) => {
      for (const r of records) if (r.type === "childList" || r.type === "characterData") changed++;
    });
    safe(() => observer.observe(document, { subtree: true, childList: true, characterData: true }), null);

    function effect() {
      const after = snapshot();
      const appeared = [];
      const disappeared = [];
      for (const [node, now] of after) {
        const then = before.get(node);
        // A live region that starts saying something new is a message shown.
        if (!then || (now.text && now.text !== then.text && (now.role === "status" || now.role === "alert"))) {
          if (!appeared.includes(now.role)) appeared.push(now.role);
        }
      }
      for (const [node, then] of before) {
        if (!after.has(node) && !disappeared.includes(then.role)) disappeared.push(then.role);
      }
      const stateAfter = stateOf(el);
      const state = {};
      for (const [key, value] of Object.entries(stateAfter)) if (stateBefore[key] !== value) state[key] = value;
      const out = { appeared: appeared.sort(), disappeared: disappeared.sort(), state, content: changed > 0 };
      let countAfter = counter ? numberOf(counter) : null;
      if (countAfter === null && counter && !counter.isConnected && counterRoot) {
        const redrawn = safe(() => nodeAt(counterRoot, counterPath), null);
        countAfter = redrawn ? numberOf(redrawn) : null;
      }
      if (countBefore !== null && countAfter !== null && countAfter !== countBefore) out.count = { before: countBefore, after: countAfter };
      return out;
    }

    function stop() {
      safe(() => observer.disconnect(), null);
    }
    return { effect, stop, element: el };
  }

  /** Whether an effect says anything at all. */
  function isEmpty(e) {
    return !e || (!e.appeared.length && !e.disappeared.length && !Object.keys(e.state).length && !e.content);
  }

  /**
   * Whether `seen` shows the demonstrated effect `wanted`. The control's state is the surest
   * sign (a tab selected, a menu button expanded); then every popup that opened or closed; a
   * change of text alone is the weakest and counts only when nothing else was seen.
   */
  function matches(wanted, seen, stateNow) {
    const state = wanted.state || {};
    if (Object.keys(state).length) return Object.entries(state).every(([k, v]) => stateNow[k] === v);
    const appeared = wanted.appeared || [];
    const disappeared = wanted.disappeared || [];
    if (appeared.length || disappeared.length) {
      return appeared.every((r) => seen.appeared.includes(r)) && disappeared.every((r) => seen.disappeared.includes(r));
    }
    return wanted.content ? seen.content : true;
  }

  /**
   * Resolves `{ ok, effect }` once `w` (a watch) shows `wanted`, or after `timeoutMs` with
   * ok false. Checks on every mutation and every 50 ms.
   */
  function until(w, wanted, timeoutMs) {
    return new Promise((resolve) => {
      let done = false;
      const start = performance.now();
      const observer = new MutationObserver(() => check());
      const timer = setInterval(() => check(), 50);
      function finish(ok) {
        if (done) return;
        done = true;
        clearInterval(timer);
        safe(() => observer.disconnect(), null);
        w.stop();
        resolve({ ok, effect: w.effect() });
      }
      function check() {
        if (done) return;
        const seen = w.effect();
        if (matches(wanted, seen, stateOf(w.element))) finish(true);
        else if (performance.now() - start > timeoutMs) finish(false);
      }
      safe(() => observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true }), null);
      check();
    });
  }

  /**
   * Whether `el` is already in the state the demonstrated click left it in (a switch already
   * on, a tab already selected, a menu already open): clicking again would undo it.
   */
  function already(wanted, el) {
    const state = (wanted && wanted.state) || {};
    const keys = Object.keys(state);
    if (!keys.length) return false;
    const now = stateOf(el);
    return keys.every((k) => now[k] === state[k]);
  }

  globalThis.ProcmemEffects = { watch, until, isEmpty, matches, already, countNear };
})();
