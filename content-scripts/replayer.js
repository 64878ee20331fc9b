// procmem: replays a recorded procedure in this frame, one step at a time, as the service
// worker asks. The worker sends this frame (chrome.tabs.sendMessage with its frameId):
//
//   procmem.replay.candidates {target}      → elements that could be the recorded target,
//                                             with Fingerprints and boxes; remembered by index
//   procmem.replay.perform {index, action…}  → click / type / select / check / press_enter /
//                                             submit on a remembered candidate, the way a
//                                             person's input reaches React, Vue or Angular
//   procmem.replay.perform {…, trusted: true} → for a click: arms the effect watch and answers
//                                             the point to click; the worker clicks there with
//                                             trusted input (chrome.debugger), then
//   procmem.replay.collect                    → judges what the page showed, as after perform
//   procmem.replay.count {index}              → the number shown beside a remembered stepper
//                                             control (a quantity next to its "+"), or null
//   procmem.replay.quiet {quiet_ms, timeout_ms} → resolves once the DOM stopped changing
//   procmem.replay.ping                      → this frame is alive; where and how loaded
//
// Replies are plain objects; nothing here throws at the worker or at the page. Secret field
// values (ProcmemSecrets) are never echoed. Synthetic events are untrusted, so the recorder
// (which keeps trusted events only) does not record a replay.
// Classic script; needs lib/dom.js, secrets.js, fingerprint.js and effects.js loaded before it.
(function () {
  "use strict";

  const PREFIX = "procmem.replay.";
  const MAX_CANDIDATES = 400;
  const MAX_SCANNED = 100000; // elements looked at per candidates request
  const MAX_OPTIONS_IN_ERROR = 40;
  const MAX_OPTIONS_OFFERED = 500; // option texts sent back when none matched
  const DEFAULT_QUIET_MS = 100;
  const DEFAULT_TIMEOUT_MS = 3000;
  const MAX_QUIET_MS = 10000;
  const MAX_TIMEOUT_MS = 60000;
  const OPTION_LIKE_ROLES = new Set(["option", "menuitem", "menuitemradio", "menuitemcheckbox", "tab", "radio"]);
  const TEST_ID_ATTRS = ["data-testid", "data-test", "data-qa", "data-cy"];
  const ARIA_CHECKABLE_ROLES = new Set(["checkbox", "switch", "radio", "menuitemcheckbox", "menuitemradio"]);
  const BUTTON_INPUT_TYPES = new Set(["submit", "button", "reset", "image"]);
  // Input types whose presence blocks implicit submission when no submit button exists (HTML §4.10.21.2).
  const BLOCKING_INPUT_TYPES = new Set([
    "text", "search", "url", "tel", "email", "password", "date", "month", "week", "time",
    "datetime-local", "number",
  ]);

  // The worker may inject this file again into a tab that already has it.
  // Keep a live copy; replace one orphaned by an extension reload.
  const previous = globalThis.__procmemReplayer;
  if (previous && isAliveReplayer(previous)) return;
  if (previous) {
    try {
      previous.dispose();
    } catch (_) {
      // an orphaned replayer may not be callable any more
    }
  }

  const Dom = globalThis.ProcmemDom;
  const FP = globalThis.ProcmemFingerprint;
  const Effects = globalThis.ProcmemEffects;
  if (!Dom || !FP || !Effects || typeof chrome === "undefined" || !chrome.runtime || !chrome.runtime.onMessage) {
    console.warn("procmem: replayer not started (missing dom/fingerprint/effects module or extension API)");
    return;
  }

  let disposed = false;
  let remembered = []; // elements of the last candidates reply, by index
  let lastActed = null; // the element of the last perform: a date picker's field
  const pendingQuiet = new Set(); // cancel functions of running quiet waits

  function isAliveReplayer(replayer) {
    try {
      return replayer.isAlive() === true;
    } catch (_) {
      return false;
    }
  }

  function extensionAlive() {
    try {
      return !!(chrome.runtime && chrome.runtime.id);
    } catch (_) {
      return false;
    }
  }

  // ---------------------------------------------------------------- helpers

  const {
    safe, collapse, isElement, inputType, editingHost, ownerWindow, closestComposed, composedParent,
    deepActiveElement, forEachDeep, openShadowRoots, rootsThroughHosts, isPainted,
  } = Dom;

  function str(value) {
    return value == null ? "" : String(value);
  }

  function isHiddenInput(el) {
    return el.localName === "input" && inputType(el) === "hidden";
  }

  function isSecret(el) {
    const secrets = globalThis.ProcmemSecrets;
    // Without the secrets module, assume the worst.
    if (!secrets || typeof secrets.isSecretField !== "function" || typeof secrets.isSecretGroup !== "function") return true;
    // A field of sections (a code split over boxes) is judged as the recorder judged it: whole.
    const found = safe(() => Dom.sectionsOf(el), null);
    if (found && found.group === el) return safe(() => secrets.isSecretGroup(el, found.sections, found.boxes), true) === true;
    return safe(() => secrets.isSecretField(el), true) === true;
  }

  /** What a typed field holds now: its value, or a field of sections' letters and digits. */
  function heldText(el) {
    const found = Dom.sectionsOf(el);
    if (found && found.group === el) return Dom.sectionsText(el).replace(/[^\p{L}\p{N}]/gu, "");
    return str(el.value);
  }

  /** Whether a typed secret is what the field holds (compared here: only the answer goes back). */
  function holdsSecret(el, value) {
    const found = Dom.sectionsOf(el);
    const wanted = found && found.group === el ? str(value).replace(/[^\p{L}\p{N}]/gu, "") : str(value);
    return heldText(el) === wanted;
  }

  // ------------------------------------------------------------ candidates

  function cssMatches(target, hosts) {
    const css = str(target.css);
    if (!css) return [];
    const found = [];
    for (const root of rootsThroughHosts(hosts)) {
      found.push(...safe(() => Array.from(root.querySelectorAll(css)).slice(0, 50), []));
    }
    return found;
  }

  /**
   * XPath of docs/EVENTS.md is relative to the element's root. A shadow root cannot be the
   * context node, but any element in it can: "/" and "//" then start at the shadow root.
   */
  function xpathMatches(target, hosts) {
    const xpath = str(target.xpath);
    if (!xpath) return [];
    const found = [];
    for (const root of rootsThroughHosts(hosts)) {
      const context = root === document ? document : root.firstElementChild;
      if (!context) continue;
      const result = safe(() => document.evaluate(xpath, context, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null), null);
      if (!result) continue;
      for (let i = 0; i < Math.min(result.snapshotLength, 50); i++) {
        const node = result.snapshotItem(i);
        if (isElement(node)) found.push(node);
      }
    }
    return found;
  }

  function testIdMatches(el, target) {
    const value = str(target.test_id);
    if (!value) return false;
    const names = target.test_id_attr ? [str(target.test_id_attr)] : TEST_ID_ATTRS;
    return names.some((name) => safe(() => el.getAttribute(name), null) === value);
  }

  /** The open modal dialog of this document, if any: a `<dialog>` shown modally, or a visible
   * element marked aria-modal. */
  function openModal() {
    const native = safe(() => document.querySelector("dialog:modal"), null);
    if (native) return native;
    for (const el of safe(() => document.querySelectorAll('[aria-modal="true"]'), [])) {
      if (isPainted(el, safe(() => el.getBoundingClientRect(), null))) return el;
    }
    return null;
  }

  /**
   * Whether an element outside the open modal lies in a layer above it that a person can reach:
   * component libraries draw a select's list or a menu the modal opened at the end of <body> (a
   * portal), over the dialog. The layer is the element's ancestor right under <body>; it is on
   * top when the browser hits it at the centre of its part in the window (so an option scrolled
   * out of its list still counts). A page part behind the modal's backdrop is hit by the backdrop.
   */
  function openedFrom(modal, el) {
    let layer = el;
    for (let depth = 0; layer.parentElement && layer.parentElement !== document.body && depth < 64; depth++) layer = layer.parentElement;
    if (layer.contains(modal)) return false;
    const r = safe(() => layer.getBoundingClientRect(), null);
    if (!r) return false;
    const left = Math.max(0, r.left), right = Math.min(window.innerWidth, r.right);
    const top = Math.max(0, r.top), bottom = Math.min(window.innerHeight, r.bottom);
    if (right <= left || bottom <= top) return false;
    const hit = safe(() => document.elementFromPoint((left + right) / 2, (top + bottom) / 2), null);
    return !!hit && layer.contains(hit);
  }

  function disabledReason(el) {
    if (safe(() => el.matches(":disabled"), false)) return "The element is disabled.";
    if (closestComposed(el, '[aria-disabled="true"]')) return "The element is disabled (aria-disabled).";
    if (closestComposed(el, "[inert]")) return "The element is inert (behind a modal or disabled region).";
    return "";
  }

  function box(el) {
    const rect = safe(() => el.getBoundingClientRect(), null);
    return {
      rect,
      x: rect ? Math.round(rect.x) : 0,
      y: rect ? Math.round(rect.y) : 0,
      width: rect ? Math.round(rect.width) : 0,
      height: rect ? Math.round(rect.height) : 0,
    };
  }

  /** Cheap text equality used only to rank when there are more matches than the cap. */
  function textRank(el, target) {
    const wanted = collapse(target.text || target.name).toLowerCase();
    if (!wanted) return 0;
    const aria = collapse(safe(() => el.getAttribute("aria-label"), "")).toLowerCase();
    if (aria && aria === wanted) return 1;
    const raw = safe(() => el.textContent, "");
    if (raw.length > wanted.length * 4 + 200) return 0;
    return collapse(raw).toLowerCase() === wanted ? 1 : 0;
  }

  function collectCandidates(target) {
    const hosts = Array.isArray(target.shadow_hosts) ? target.shadow_hosts.map(str) : [];
    const strong = new Set([...cssMatches(target, hosts), ...xpathMatches(target, hosts)]);
    const tag = str(target.tag).toLowerCase();
    const role = str(target.role).toLowerCase();
    const id = str(target.id);
    const nameAttr = str(target.name_attr);
    const optionLike = OPTION_LIKE_ROLES.has(role);

    const matches = []; // {el, order, strong}
    let order = 0;
    forEachDeep(document, (el) => {
      order++;
      if (isHiddenInput(el)) return;
      let isStrong = strong.has(el);
      if (!isStrong && id && el.id === id) isStrong = true;
      if (!isStrong && nameAttr && safe(() => el.getAttribute("name"), null) === nameAttr) isStrong = true;
      if (!isStrong && testIdMatches(el, target)) isStrong = true;
      let weak = false;
      if (!isStrong) {
        if (tag && el.localName === tag) weak = true;
        else if (role || optionLike) {
          const elRole = FP.roleOf(el);
          weak = (!!role && elRole === role) || (optionLike && OPTION_LIKE_ROLES.has(elRole));
        }
      }
      if (isStrong || weak) matches.push({ el, order, strong: isStrong });
    }, { left: MAX_SCANNED });

    // A person cannot reach behind an open modal dialog: what lies outside it is not shown to
    // them as clickable (the same "Delete" in a row and in the confirm box are not a tie).
    const modal = openModal();
    // Visible is what the browser paints (isPainted, not Dom.shown): an aria-hidden candidate still counts.
    for (const match of matches) {
      match.box = box(match.el);
      match.visible = isPainted(match.el, match.box.rect)
        && (!modal || modal.contains(match.el) || match.el.contains(modal) || openedFrom(modal, match.el));
    }
    let kept = matches;
    if (matches.length > MAX_CANDIDATES) {
      // Keep what identifies the target, then what reads like it, then what a person can see.
      for (const match of matches) {
        match.rank = (match.strong ? 4 : 2 * textRank(match.el, target)) + (match.visible ? 1 : 0);
      }
      kept = matches.slice().sort((a, b) => b.rank - a.rank || a.order - b.order)
        .slice(0, MAX_CANDIDATES)
        .sort((a, b) => a.order - b.order);
    }

    remembered = kept.map((match) => match.el);
    return kept.map((match, index) => {
      const fp = safe(() => FP.fingerprint(match.el), {});
      return Object.assign(fp, {
        index,
        visible: match.visible,
        enabled: !disabledReason(match.el),
        x: match.box.x,
        y: match.box.y,
        width: match.box.width,
        height: match.box.height,
      });
    });
  }

  function handleCandidates(message) {
    const target = message.target;
    if (!target || typeof target !== "object") {
      return { ok: false, error: "The candidates request has no target fingerprint." };
    }
    const candidates = collectCandidates(target);
    const reply = { ok: true, frame_path: FP.framePath(), candidates };
    const modal = openModal();
    const interruption = modal ? dismissalOf(modal, target) : null;
    if (interruption) reply.interruption = interruption;
    return reply;
  }

  // ------------------------------------------------------- interruptions

  /** What a dialog's obvious way out says: it closes the dialog and agrees to nothing. */
  const DISMISS = /^(close|close dialog|close this dialog|dismiss|no thanks|no, thanks|not now|maybe later|skip|skip for now|cancel|×|✕|✖|x)$/i;

  let dismissible = null;

  /**
   * An open modal dialog's dismiss control (a close button, "×", "No thanks", "Not now"), for
   * the worker to close an interruption that covers the step's element: {name, control}.
   */
  function dismissalOf(modal, target) {
    const name = collapse(safe(() => FP.accessibleName(modal), "") || "").slice(0, 80);
    const controls = Array.from(safe(() => modal.querySelectorAll("button, [role='button'], a[href]"), []))
      .filter((b) => isPainted(b, safe(() => b.getBoundingClientRect(), null)) && !disabledReason(b));
    const named = (b) => collapse(safe(() => FP.accessibleName(b), "") || b.textContent || "");
    // A dialog holding a control named as the step's is the step's own (a confirm box), never
    // an interruption.
    const wanted = collapse(target.name || target.text || "").toLowerCase();
    if (wanted && controls.some((b) => named(b).toLowerCase() === wanted)) return null;
    const close = controls.find((b) => DISMISS.test(named(b)));
    if (!close) return null;
    dismissible = { modal, close };
    return { dialog: name, control: named(close).slice(0, 40) };
  }

  /** Closes the interruption last offered; says whether the dialog went and the page stayed. */
  const DISMISS_FADE_MS = 1500;

  async function handleDismiss() {
    const offered = dismissible;
    dismissible = null;
    if (!offered || !offered.close.isConnected) return { ok: false, error: "The dialog is no longer there." };
    const url = String(location.href);
    clickLikeAPerson(offered.close);
    await waitForQuiet({ quiet_ms: 150, timeout_ms: 2000 });
    // (A dialog that fades out stays drawn until its animation ends: a component library's
    // takes about a third of a second.)
    const gone = () => !offered.modal.isConnected || !isPainted(offered.modal, safe(() => offered.modal.getBoundingClientRect(), null));
    for (let waited = 0; !gone() && waited < DISMISS_FADE_MS; waited += 50) await pause(50);
    if (!gone()) return { ok: false, error: "The dialog did not close." };
    if (String(location.href) !== url) return { ok: false, error: "Closing the dialog went to another page." };
    return { ok: true };
  }

  // ------------------------------------------------------------ events

  function centre(el) {
    const rect = safe(() => el.getBoundingClientRect(), null);
    if (!rect) return { x: 0, y: 0 };
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  }

  function mouseInit(el, point, extra) {
    const win = ownerWindow(el);
    return Object.assign({
      bubbles: true,
      cancelable: true,
      composed: true,
      view: win,
      clientX: point.x,
      clientY: point.y,
      screenX: point.x + (win.screenX || 0),
      screenY: point.y + (win.screenY || 0),
      button: 0,
      buttons: 0,
      detail: 0,
    }, extra);
  }

  function pointer(el, type, point, extra) {
    const init = mouseInit(el, point, Object.assign({
      pointerId: 1, pointerType: "mouse", isPrimary: true, width: 1, height: 1, pressure: 0,
    }, extra));
    const Ctor = typeof PointerEvent === "function" ? PointerEvent : MouseEvent;
    const event = new Ctor(type, init);
    el.dispatchEvent(event);
    return event;
  }

  function mouse(el, type, point, extra) {
    const event = new MouseEvent(type, mouseInit(el, point, extra));
    el.dispatchEvent(event);
    return event;
  }

  function isFocusable(el) {
    if (!isElement(el) || typeof el.focus !== "function") return false;
    if (safe(() => el.matches(":disabled"), false)) return false;
    if (isHiddenInput(el)) return false;
    return el.tabIndex >= 0 || el.hasAttribute("tabindex") || el.isContentEditable === true;
  }

  function closestFocusable(el) {
    for (let node = el, depth = 0; node && depth < 256; node = composedParent(node), depth++) {
      if (isFocusable(node)) return node;
    }
    return null;
  }

  function focusElement(el) {
    safe(() => el.focus({ preventScroll: true }), null);
  }

  function scrollToCentre(el) {
    safe(() => el.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" }), null);
  }

  /**
   * A person's click: hover, press, focus (unless the page keeps focus by cancelling
   * mousedown), release, click. pointerdown cancelled → no compatibility mouse events.
   */
  function clickLikeAPerson(el) {
    const point = centre(el);
    pointer(el, "pointerover", point);
    pointer(el, "pointerenter", point, { bubbles: false, cancelable: false });
    mouse(el, "mouseover", point);
    mouse(el, "mouseenter", point, { bubbles: false, cancelable: false });
    pointer(el, "pointermove", point);
    mouse(el, "mousemove", point);
    const down = pointer(el, "pointerdown", point, { buttons: 1, pressure: 0.5 });
    const compat = !down.defaultPrevented;
    let keepFocus = false;
    if (compat) keepFocus = mouse(el, "mousedown", point, { buttons: 1, detail: 1 }).defaultPrevented;
    if (!keepFocus && el.isConnected) {
      const focusTarget = closestFocusable(el);
      if (focusTarget) {
        focusElement(focusTarget);
      } else {
        const active = deepActiveElement();
        if (active && active !== document.body && typeof active.blur === "function") safe(() => active.blur(), null);
      }
    }
    pointer(el, "pointerup", point);
    if (compat) mouse(el, "mouseup", point, { detail: 1 });
    if (!el.isConnected) return; // the page replaced it on press: no click reaches it
    if (typeof el.click === "function") el.click();
    else mouse(el, "click", point, { detail: 1 });
  }

  // ----------------------------------------------------------- actions

  function nativeValueSetter(el) {
    const proto = el.localName === "textarea" ? HTMLTextAreaElement.prototype
      : el.localName === "select" ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    const desc = Object.getOwnPropertyDescriptor(proto, "value");
    return desc && desc.set;
  }

  function inputEvent(type, value, cancelable) {
    const deleting = value === "";
    const init = {
      bubbles: true,
      cancelable,
      composed: true,
      inputType: deleting ? "deleteContentBackward" : "insertText",
      data: deleting ? null : value,
    };
    return typeof InputEvent === "function" ? new InputEvent(type, init) : new Event(type, init);
  }

  /** The text field a step meant: the element, a label's control, or the one field inside. */
  function textField(el) {
    if (FP.isTextEntry(el)) return FP.isEditable(el) ? editingHost(el) : el;
    if (el.localName === "label" && el.control && FP.isTextEntry(el.control)) return el.control;
    const inside = descendantsMatching(el, (node) => FP.isValueInput(node) || node.localName === "textarea");
    return inside.length === 1 ? inside[0] : null;
  }

  function descendantsMatching(el, predicate) {
    const found = [];
    const roots = [el];
    if (el.shadowRoot) roots.push(el.shadowRoot);
    for (const root of roots) {
      for (const node of safe(() => Array.from(root.querySelectorAll("*")).slice(0, 5000), [])) {
        if (predicate(node)) found.push(node);
        if (found.length > 1) return found;
      }
    }
    return found;
  }

  /** Presses a slider is given to reach its value. */
  const MAX_SLIDER_KEYS = 400;

  /** The number a slider's text or value says ("12 months" → 12), or NaN. */
  function sliderNumber(text) {
    const m = /-?\d[\d,]*(?:\.\d+)?/.exec(str(text));
    return m ? Number(m[0].replace(/,/g, "")) : NaN;
  }

  /**
   * An ARIA slider (role=slider) takes its value from the keys a person would press: Home,
   * then the arrow toward the value until the slider says it (its aria-valuetext or
   * aria-valuenow). A value it never says is an error, never a guess.
   */
  function setSlider(el, value) {
    const problem = disabledReason(el);
    if (problem) return { error: problem };
    scrollToCentre(el);
    focusElement(el);
    const says = () => collapse(el.getAttribute("aria-valuetext") || el.getAttribute("aria-valuenow") || "");
    const wanted = collapse(value);
    const goal = sliderNumber(wanted);
    const reached = () => says().toLowerCase() === wanted.toLowerCase() || (!Number.isNaN(goal) && sliderNumber(says()) === goal);
    const press = (key) => {
      el.dispatchEvent(new KeyboardEvent("keydown", { key, code: key, bubbles: true, cancelable: true }));
      el.dispatchEvent(new KeyboardEvent("keyup", { key, code: key, bubbles: true, cancelable: true }));
    };
    if (reached()) return { el };
    press("Home");
    for (let i = 0; i < MAX_SLIDER_KEYS && !reached(); i++) {
      const before = says();
      press("ArrowRight");
      if (says() === before) break; // the end of the track
    }
    return reached() ? { el } : { error: `The slider does not reach “${wanted}”; it says “${says()}”.` };
  }

  function typeInto(el, value) {
    if (el.localName === "select") return selectIn(el, value, "");
    if (el.getAttribute && el.getAttribute("role") === "slider" && el.localName !== "input") return setSlider(el, value);
    const field = textField(el);
    if (!field) return { error: "The element does not take typed text." };
    const problem = disabledReason(field);
    if (problem) return { error: problem };
    if (field !== el) scrollToCentre(field);
    focusElement(field);
    if (field.localName === "input" || field.localName === "textarea") {
      if (field.readOnly) return { error: "The field is read-only." };
      const before = field.dispatchEvent(inputEvent("beforeinput", value, true));
      if (before) {
        const setter = nativeValueSetter(field);
        if (setter) setter.call(field, value);
        else field.value = value;
        field.dispatchEvent(inputEvent("input", value, false));
      }
      field.dispatchEvent(new Event("change", { bubbles: true }));
      return { el: field };
    }
    // contenteditable: select everything, offer the edit to the page's editor, else replace it.
    safe(() => ownerWindow(field).getSelection().selectAllChildren(field), null);
    const before = field.dispatchEvent(inputEvent("beforeinput", value, true));
    if (before) {
      field.textContent = value;
      safe(() => {
        const selection = ownerWindow(field).getSelection();
        selection.selectAllChildren(field);
        selection.collapseToEnd();
      }, null);
      field.dispatchEvent(inputEvent("input", value, false));
    }
    return { el: field };
  }

  function optionTexts(option) {
    return [option.label, option.text, option.textContent]
      .map((text) => collapse(text).toLowerCase()).filter(Boolean);
  }

  function findOption(options, value, optionValue) {
    const wanted = collapse(value).toLowerCase();
    if (wanted) {
      const byText = options.find((option) => optionTexts(option).includes(wanted));
      if (byText) return byText;
    }
    if (optionValue !== "") {
      const byOptionValue = options.find((option) => option.value === optionValue);
      if (byOptionValue) return byOptionValue;
    }
    return options.find((option) => option.value === value) || null;
  }

  function optionList(select) {
    const texts = Array.from(select.options || []).map((option) => collapse(option.label || option.text)).filter(Boolean);
    const shown = texts.slice(0, MAX_OPTIONS_IN_ERROR).map((text) => "\u201c" + text + "\u201d").join(", ");
    return texts.length > MAX_OPTIONS_IN_ERROR ? shown + " and " + (texts.length - MAX_OPTIONS_IN_ERROR) + " more" : shown;
  }

  function selectIn(select, value, optionValue) {
    const problem = disabledReason(select);
    if (problem) return { error: problem };
    focusElement(select);
    const options = Array.from(select.options || []);
    let chosen = [];
    const one = findOption(options, value, optionValue);
    if (one) chosen = [one];
    else if (select.multiple && value.includes(",")) {
      // A multiple select's recorded value is its selected texts joined with ", ".
      const parts = value.split(",").map((part) => part.trim()).filter(Boolean);
      const values = optionValue.split(",").map((part) => part.trim());
      chosen = parts.map((part, i) => findOption(options, part, values[i] || ""));
      if (chosen.some((option) => !option)) chosen = [];
    }
    if (!chosen.length) {
      if (isSecret(select)) return { error: "No option of the list matches the given value." };
      const list = optionList(select);
      return {
        error: "No option matches \u201c" + collapse(value || optionValue) + "\u201d; the list offers " +
          (list || "no options") + ".",
        // The worker may ask the core which of these says the value in the list's form.
        options: options.slice(0, MAX_OPTIONS_OFFERED).map((option) => collapse(option.label || option.text)),
      };
    }
    const disabledOption = chosen.find((option) => option.disabled);
    if (disabledOption) {
      return { error: "The option \u201c" + collapse(disabledOption.label || disabledOption.text) + "\u201d is disabled." };
    }
    if (select.multiple) {
      for (const option of options) option.selected = chosen.includes(option);
    } else {
      chosen[0].selected = true;
    }
    select.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
    select.dispatchEvent(new Event("change", { bubbles: true }));
    return { el: select };
  }

  function selectAction(el, value, optionValue) {
    if (el.localName === "select") return selectIn(el, value, optionValue);
    if (el.localName === "option") {
      const select = el.closest("select");
      if (!select) return { error: "The option is not inside a list." };
      return selectIn(select, collapse(el.label || el.text), el.value);
    }
    if (el.localName === "label" && el.control && el.control.localName === "select") {
      return selectIn(el.control, value, optionValue);
    }
    const role = FP.roleOf(el);
    if (OPTION_LIKE_ROLES.has(role)) {
      clickLikeAPerson(el);
      return { el };
    }
    return { error: "The element is not a list to choose from (a <select> or one of its options)." };
  }

  function ariaChecked(el) {
    const value = safe(() => el.getAttribute("aria-checked"), null);
    if (value === "true") return true;
    if (value === "false") return false;
    if (value === "mixed") return "mixed";
    return null;
  }

  /** The checkbox, radio button or switch a step meant. */
  function checkable(el) {
    if (FP.isCheckable(el)) return el;
    if (ARIA_CHECKABLE_ROLES.has(FP.roleOf(el)) || el.hasAttribute("aria-checked")) return el;
    if (el.localName === "label" && el.control && FP.isCheckable(el.control)) return el.control;
    const inside = descendantsMatching(el, (node) => FP.isCheckable(node));
    return inside.length === 1 ? inside[0] : null;
  }

  function checkAction(el, checked) {
    const want = checked !== false;
    const control = checkable(el);
    if (!control) return { error: "The element is not a checkbox, radio button or switch." };
    const problem = disabledReason(control);
    if (problem) return { error: problem };
    const current = FP.isCheckable(control) ? control.checked === true : ariaChecked(control) === true;
    if (current !== want) {
      if (control !== el) scrollToCentre(control);
      clickLikeAPerson(control);
    }
    return { el: control, already: current === want };
  }

  function key(el, type, extra) {
    const event = new KeyboardEvent(type, Object.assign({
      bubbles: true,
      cancelable: true,
      composed: true,
      view: ownerWindow(el),
      key: "Enter",
      code: "Enter",
      keyCode: 13,
      which: 13,
      charCode: 0,
    }, extra));
    el.dispatchEvent(event);
    return event;
  }

  function isButtonLike(el) {
    if (el.localName === "button") return true;
    if (el.localName === "input") return BUTTON_INPUT_TYPES.has(inputType(el));
    return (el.localName === "a" || el.localName === "area") && el.hasAttribute("href");
  }

  function isSubmitButton(el) {
    if (el.localName === "button") return (el.getAttribute("type") || "submit").toLowerCase() === "submit";
    return el.localName === "input" && (inputType(el) === "submit" || inputType(el) === "image");
  }

  /** What the browser does for Enter in a form field: click the default button, or submit. */
  function implicitSubmission(form) {
    const controls = formControls(form);
    const defaultButton = controls.find(isSubmitButton);
    if (defaultButton) {
      if (!defaultButton.matches(":disabled")) defaultButton.click();
      return;
    }
    const blocking = controls.filter((control) =>
      control.localName === "input" && BLOCKING_INPUT_TYPES.has(inputType(control)));
    if (blocking.length <= 1) requestSubmit(form);
  }

  // A form's controls shadow its properties by name (a button named "submit" hides form.submit):
  // always go through HTMLFormElement.prototype.
  function formControls(form) {
    const getter = Object.getOwnPropertyDescriptor(HTMLFormElement.prototype, "elements").get;
    return safe(() => Array.from(getter.call(form)), []);
  }

  function requestSubmit(form) {
    const proto = HTMLFormElement.prototype;
    if (typeof proto.requestSubmit === "function") {
      proto.requestSubmit.call(form);
      return;
    }
    if (form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))) proto.submit.call(form);
  }

  function pressEnter(el) {
    focusElement(el);
    const down = key(el, "keydown");
    if (!down.defaultPrevented) {
      const press = key(el, "keypress", { charCode: 13 });
      if (!press.defaultPrevented && el.isConnected) {
        if (isButtonLike(el)) {
          el.click();
        } else if (el.localName === "input" && el.form && !BUTTON_INPUT_TYPES.has(inputType(el))) {
          implicitSubmission(el.form);
        }
      }
    }
    key(el, "keyup");
    return { el };
  }

  function formOf(el) {
    if (el.localName === "form") return el;
    return el.form || closestComposed(el, "form");
  }

  function firstInvalid(form) {
    return formControls(form).find((control) =>
      safe(() => control.willValidate && !control.validity.valid, false)) || null;
  }

  function submitAction(el) {
    const form = formOf(el);
    if (!form) return { error: "The element is not a form and is not inside one." };
    let submitted = false;
    const seen = () => {
      submitted = true;
    };
    form.addEventListener("submit", seen, true);
    try {
      requestSubmit(form);
    } finally {
      form.removeEventListener("submit", seen, true);
    }
    if (!submitted) {
      const invalid = firstInvalid(form);
      if (invalid) {
        const name = FP.accessibleName(invalid) || invalid.getAttribute("name") || invalid.localName;
        return {
          error: "The form was not submitted: the field \u201c" + name + "\u201d is invalid (" +
            collapse(invalid.validationMessage) + ").",
        };
      }
      return { error: "The form was not submitted." };
    }
    return { el };
  }

  function observe(el) {
    const observed = { value: null, checked: null, url: safe(() => String(location.href), "") };
    if (!isElement(el)) return observed;
    const secret = isSecret(el);
    safe(() => {
      if (el.localName === "select") {
        if (!secret) observed.value = Array.from(el.selectedOptions || []).map((o) => collapse(o.label || o.text)).join(", ");
      } else if (FP.isCheckable(el)) {
        observed.checked = el.checked === true;
        observed.value = str(el.value);
      } else if (el.localName === "input" || el.localName === "textarea") {
        if (!secret) observed.value = str(el.value);
      } else if (Dom.sectionsOf(el)?.group === el) {
        if (!secret) observed.value = Dom.sectionsText(el);
      } else if (FP.isEditable(el)) {
        if (!secret) observed.value = collapse(el.innerText);
      } else if (el.getAttribute("role") === "slider") {
        // What a slider says it holds ("12 months"), else its number.
        observed.value = collapse(el.getAttribute("aria-valuetext") || el.getAttribute("aria-valuenow") || "");
      }
      if (observed.checked === null) {
        const aria = ariaChecked(el);
        if (aria !== null) observed.checked = aria;
      }
      // A ticked box's group: which of its other boxes are ticked too (left from last time?).
      if (observed.checked === true && FP.roleOf(el) === "checkbox") {
        observed.others_checked = FP.groupBoxes(el)
          .filter((box) => (FP.isCheckable(box) ? box.checked === true : ariaChecked(box) === true))
          .map((box) => collapse(FP.accessibleName(box)))
          .filter(Boolean)
          .slice(0, 20);
      }
    }, null);
    return observed;
  }

  const ACTIONS = new Set(["click", "type", "select", "check", "press_enter", "submit"]);

  /** The judgement of a click armed by `perform {trusted: true}`, once the worker clicked. */
  let armed = null;

  function handleCollect() {
    const waiting = armed;
    armed = null;
    if (!waiting) return { ok: false, error: "No trusted click is waiting to be judged." };
    return Promise.resolve(waiting.collect());
  }

  function handlePerform(message) {
    const action = str(message.action);
    if (!ACTIONS.has(action)) return { ok: false, error: "Unknown action \u201c" + action.slice(0, 40) + "\u201d." };
    const index = Number(message.index);
    if (!Number.isInteger(index) || index < 0 || index >= remembered.length) {
      return { ok: false, error: "There is no candidate " + str(message.index).slice(0, 20) + " in this frame; ask for candidates first." };
    }
    const el = remembered[index];
    if (!el || !el.isConnected) {
      return { ok: false, error: "The element is no longer in the page." };
    }
    lastActed = el;
    const problem = disabledReason(el);
    if (problem && action !== "submit") return { ok: false, error: problem };

    scrollToCentre(el);
    // Watch from before the act, so an effect that comes at once is seen too.
    const wanted = message.expect_effect && typeof message.expect_effect === "object" ? message.expect_effect : null;
    if (action === "click" && wanted && Effects.already(wanted, el)) {
      // Already as the click would leave it: a second click would undo it.
      const observed = observe(el);
      observed.effect_ok = true;
      observed.already = true;
      return { ok: true, observed };
    }
    const watch = wanted ? Effects.watch(el) : null;
    if (action === "click" && message.trusted === true) {
      // The worker clicks with trusted input at this point (a page that ignores scripted
      // clicks); `collect` then judges what the page showed, as after any click.
      const point = centre(el);
      const hit = safe(() => document.elementFromPoint(point.x, point.y), null);
      if (!hit || !(hit === el || el.contains(hit) || hit.contains(el))) {
        if (watch) watch.stop();
        return { ok: false, error: "Something else covers the element where a person would click it." };
      }
      // (A click armed before and never collected — the worker could not send it — stops
      // watching now.)
      if (armed) armed.stop();
      armed = { collect: () => settle({ el }), stop: () => watch && watch.stop() };
      return { ok: true, armed: true, point };
    }
    let result;
    switch (action) {
      case "click":
        clickLikeAPerson(el);
        result = { el };
        break;
      case "type":
        if (isSectioned(el)) return typeSections(el, str(message.value)).then(settle);
        result = typeInto(el, str(message.value));
        break;
      case "select":
        result = selectAction(el, str(message.value), str(message.option_value));
        break;
      case "check":
        result = checkAction(el, message.checked);
        break;
      case "press_enter":
        result = pressEnter(el);
        break;
      case "submit":
        if (isFocusable(el)) focusElement(el);
        result = submitAction(el);
        break;
      default:
        result = { error: "Unknown action." };
    }
    return settle(result);

    function settle(result) {
      if (result.error) {
        if (watch) watch.stop();
        return result.options ? { ok: false, error: result.error, options: result.options } : { ok: false, error: result.error };
      }
      const observed = observe(result.el || el);
      if (result.already) {
        // Already as asked: nothing was done, so nothing on the page had to react.
        if (watch) watch.stop();
        observed.already = true;
        if (watch) observed.effect_ok = true;
        return { ok: true, observed };
      }
      // A page that keeps a box's state itself (a component library's radio buttons) may set
      // it once it has taken the click, a moment later: the state is read again then.
      const wantChecked = message.checked !== false;
      if (action === "check" && observed.checked === !wantChecked) {
        return waitForQuiet({ quiet_ms: 100, timeout_ms: 1000 }).then(() => settled(observe(result.el || el), result.el || el));
      }
      return settled(observed, result.el || el);
    }

    function settled(observed, acted) {
      // (Nothing at all seen after a click: the page may have ignored a scripted click, and a
      // trusted one can be tried without doing anything twice.)
      // A secret is compared here; only whether it matched goes back.
      if (action === "type" && isSecret(acted)) observed.secret_ok = safe(() => holdsSecret(acted, message.value), false);
      if (!watch) return { ok: true, observed };
      const timeout = clampMs(message.effect_timeout_ms, DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS);
      return Effects.until(watch, wanted, timeout).then((seen) => {
        observed.effect_ok = seen.ok;
        observed.effect = seen.effect;
        observed.effect_empty = !seen.ok && safe(() => Effects.isEmpty(seen.effect), false);
        return { ok: true, observed };
      });
    }
  }

  /**
   * Types a value into a field of sections the way a person does: the first section is clicked,
   * then each letter or digit goes to the section that has the focus (the page moves it on when
   * a section is full). Separators are the page's to draw: "08/14/2027" is typed 0 8 1 4 2 0 2 7.
   */
  async function typeSections(group, value) {
    const { sections, boxes } = Dom.sectionsOf(group);
    if (sections.some((s) => disabledReason(s))) return { error: "The field is disabled." };
    if (boxes) return typeBoxes(group, sections, value);
    clickLikeAPerson(sections[0]);
    focusElement(sections[0]);
    await pause(30);
    for (const ch of value.replace(/[^\p{L}\p{N}]/gu, "")) {
      const active = deepActiveElement();
      const section = sections.includes(active) ? active : sections.find((s) => s.contains(active)) || sections[0];
      if (section.dispatchEvent(new InputEvent("beforeinput", { bubbles: true, cancelable: true, inputType: "insertText", data: ch }))) {
        section.textContent = ch;
        section.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertText", data: ch }));
      }
      await pause(20);
    }
    await pause(30);
    return { el: group };
  }

  /** A field of sections typed as one value: a date field's spinbuttons (from any of them) or a
   *  split code's group of boxes (the group itself: a step that types into one box is that box's). */
  function isSectioned(el) {
    const found = Dom.sectionsOf(el);
    return !!found && (!found.boxes || found.group === el);
  }

  /**
   * A code split over boxes: one character per box, in order, each typed as a person would (the
   * page may move the focus on by itself; the next character goes to the next box regardless).
   * A value of another length than the boxes is refused before anything is typed.
   */
  async function typeBoxes(group, boxes, value) {
    const chars = Array.from(value.replace(/[^\p{L}\p{N}]/gu, ""));
    if (chars.length !== boxes.length) {
      return { error: `The value has ${chars.length} letters or digits; the field has ${boxes.length} boxes.` };
    }
    for (let i = 0; i < boxes.length; i++) {
      clickLikeAPerson(boxes[i]);
      const typed = typeInto(boxes[i], chars[i]);
      if (typed.error) return typed;
      await pause(20);
    }
    return { el: group };
  }

  // ------------------------------------------------------------ rows out of view

  // A list that draws only the rows in view (a virtualised data grid) holds the row a step
  // needs nowhere in the page until it is scrolled there. Scrolled a screen at a time, from
  // the top, for at most this long.
  const REVEAL_MS = 4000;
  const REVEAL_STEPS = 150;

  /** Elements that scroll their content and hold rows or many lines: the lists to look through. */
  function scrollingLists() {
    const out = [];
    const all = document.querySelectorAll("*");
    for (let i = 0; i < all.length && i < 20000; i++) {
      const el = all[i];
      if (el.scrollHeight <= el.clientHeight + 40 || el.clientHeight < 60) continue;
      const overflow = safe(() => getComputedStyle(el).overflowY, "");
      // (A grid that draws its own scroll bar hides the native one: it still scrolls.)
      const scrolls = overflow === "auto" || overflow === "scroll"
        || (overflow === "hidden" && !!el.querySelector("[role='row'], tr, [role='listitem'], li"));
      if (scrolls) out.push(el);
    }
    const page = document.scrollingElement;
    if (page && page.scrollHeight > page.clientHeight + 40) out.push(page);
    return out;
  }

  function holds(el, wanted) {
    return collapse(el.innerText || el.textContent || "").toLowerCase().includes(wanted);
  }

  /**
   * Scrolls the page's scrolling lists until a row saying `message.row` is drawn, and leaves it
   * in view. {found, scrolled}: found without scrolling when it is already in the page; a list
   * put back where it was when the row is in none of them.
   */
  async function handleRevealRow(message) {
    const wanted = collapse(str(message.row)).toLowerCase();
    if (!wanted) return { ok: false, error: "No row to look for." };
    if (holds(document.body, wanted)) return { ok: true, found: true, scrolled: false };
    const started = performance.now();
    for (const list of scrollingLists()) {
      const before = list.scrollTop;
      const stride = Math.max(40, Math.floor(list.clientHeight * 0.8));
      list.scrollTop = 0;
      for (let n = 0; n < REVEAL_STEPS && performance.now() - started < REVEAL_MS; n++) {
        // (A timer, not an animation frame: a tab in the background gets few of those.)
        await pause(40);
        if (holds(list, wanted)) {
          const row = Array.from(list.querySelectorAll("*")).reverse().find((el) => holds(el, wanted));
          if (row) safe(() => row.scrollIntoView({ block: "center" }), null);
          await pause(60);
          return { ok: true, found: true, scrolled: true };
        }
        const top = list.scrollTop;
        list.scrollTop = top + stride;
        if (list.scrollTop === top) break; // the end of the list
      }
      list.scrollTop = before;
    }
    return { ok: true, found: false, scrolled: false };
  }

  function pause(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** The count beside a remembered control (ProcmemEffects.countNear). */
  function handleCount(message) {
    const index = Number(message.index);
    const el = Number.isInteger(index) && index >= 0 && index < remembered.length ? remembered[index] : null;
    if (!el || !el.isConnected) return { ok: false, error: "The element is no longer in the page." };
    return { ok: true, count: Effects.countNear(el) };
  }

  // ------------------------------------------------------------ dates

  /**
   * Picks a date in the open calendar; reports what shows the pick: the field it fills or the
   * button that opened it (the element last acted on, when that element opened the calendar or
   * changed with the pick — a checkbox ticked before an inline calendar says nothing of it), and
   * whether the calendar marks the day chosen.
   */
  async function handlePickDate(message) {
    const picker = globalThis.ProcmemDatePicker;
    if (!picker) return { ok: false, error: "The date picker helper is not loaded in this frame." };
    const last = lastActed && lastActed.isConnected ? lastActed : null;
    const shownBy = (el) => (isTextEntry(el) ? str(el.value) : collapse(el.textContent || ""));
    const before = last ? shownBy(last) : "";
    const result = await picker.pick(str(message.date), (el) => {
      scrollToCentre(el);
      clickLikeAPerson(el);
    });
    if (!result.ok) return result;
    await waitForQuiet({ quiet_ms: 100, timeout_ms: 1000 });
    const opener = last && last.isConnected && (opensPopup(last) || shownBy(last) !== before) ? last : null;
    const field = opener && isTextEntry(opener) ? opener : null;
    // A calendar opened from a button ("Due date") may write the picked date on that button.
    const openerText = opener && !field ? collapse(opener.textContent || "").slice(0, 200) : "";
    return {
      ok: true, picked: result.picked, turned: result.turned, field_value: field ? str(field.value) : null,
      opener_text: openerText || null, day_selected: typeof result.selected === "boolean" ? result.selected : null,
    };
  }

  /** A field a person types into (not a box, a radio, a button or a slider). */
  function isTextEntry(el) {
    if (el.localName === "textarea") return true;
    if (el.localName !== "input") return false;
    return !/^(checkbox|radio|button|submit|reset|image|file|range|color|hidden)$/i.test(el.type || "");
  }

  /** Whether a control says it opens a pop-up (a calendar): aria-haspopup, -expanded, -controls. */
  function opensPopup(el) {
    return ["aria-haspopup", "aria-expanded", "aria-controls"].some((a) => safe(() => el.hasAttribute(a), false))
      || (el.localName === "input" && /^(date|datetime-local|month|week)$/i.test(el.type || ""));
  }

  // ------------------------------------------------------------- quiet

  function clampMs(value, fallback, max) {
    const number = Number(value);
    if (value == null || !Number.isFinite(number)) return fallback;
    return Math.max(0, Math.min(max, Math.round(number)));
  }

  /** Resolves once no DOM mutation happened for quiet_ms, or timeout_ms passed (settled false). */
  function waitForQuiet(message) {
    const quietMs = clampMs(message.quiet_ms, DEFAULT_QUIET_MS, MAX_QUIET_MS);
    const timeoutMs = clampMs(message.timeout_ms, DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS);
    return new Promise((resolve) => {
      const start = performance.now();
      let last = start;
      let quietTimer = 0;
      let timeoutTimer = 0;
      let done = false;
      const observed = new WeakSet();
      const options = { subtree: true, childList: true, attributes: true, characterData: true };

      function finish(settled, extra) {
        if (done) return;
        done = true;
        clearTimeout(quietTimer);
        clearTimeout(timeoutTimer);
        safe(() => observer.disconnect(), null);
        window.removeEventListener("pagehide", onPagehide, true);
        pendingQuiet.delete(cancel);
        resolve(Object.assign({ ok: true, settled, waited_ms: Math.round(performance.now() - start) }, extra));
      }

      function cancel() {
        finish(false);
      }

      function onPagehide() {
        finish(false, { unloading: true });
      }

      function watch(root) {
        if (observed.has(root)) return;
        observed.add(root);
        safe(() => observer.observe(root, options), null);
      }

      // Added nodes: their open shadow roots at any depth (no depth limit, as before), 5000 elements at most.
      function watchShadowRootsUnder(node) {
        if (!isElement(node)) return;
        if (node.shadowRoot) watch(node.shadowRoot);
        for (const root of openShadowRoots(node, { left: 5000 }, Infinity)) watch(root);
      }

      function check() {
        if (done) return;
        const idle = performance.now() - last;
        if (idle >= quietMs) finish(true);
        else quietTimer = setTimeout(check, Math.max(1, quietMs - idle));
      }

      const observer = new MutationObserver((records) => {
        last = performance.now();
        for (const record of records) {
          for (const node of record.addedNodes || []) watchShadowRootsUnder(node);
        }
      });

      watch(document);
      for (const root of openShadowRoots(document, { left: MAX_SCANNED })) watch(root);
      window.addEventListener("pagehide", onPagehide, true);
      pendingQuiet.add(cancel);
      quietTimer = setTimeout(check, quietMs);
      timeoutTimer = setTimeout(() => finish(false), timeoutMs);
    });
  }

  // ------------------------------------------------------------ messages

  function handlePing() {
    return {
      ok: true,
      frame_path: FP.framePath(),
      url: safe(() => String(location.href), ""),
      ready_state: safe(() => String(document.readyState), ""),
    };
  }

  function errorReply(err) {
    return { ok: false, error: "The replayer failed in this frame: " + collapse(err && err.message ? err.message : err).slice(0, 200) };
  }

  /** Answers a message once `promise` settles (an error as an error reply); true keeps the channel open. */
  function replyLater(promise, sendResponse) {
    promise.then(
      (reply) => sendResponse(reply),
      (err) => sendResponse(errorReply(err)),
    );
    return true;
  }

  function onRuntimeMessage(message, sender, sendResponse) {
    try {
      if (disposed || !message || typeof message.type !== "string" || !message.type.startsWith(PREFIX)) return false;
      if (sender && sender.id && sender.id !== chrome.runtime.id) return false;
      if (!extensionAlive()) {
        dispose();
        return false;
      }
      switch (message.type) {
        case PREFIX + "ping":
          sendResponse(handlePing());
          return false;
        case PREFIX + "candidates":
          sendResponse(handleCandidates(message));
          return false;
        case PREFIX + "perform": {
          const reply = handlePerform(message);
          if (!reply || typeof reply.then !== "function") {
            sendResponse(reply);
            return false;
          }
          return replyLater(reply, sendResponse);
        }
        case PREFIX + "collect":
          return replyLater(handleCollect(), sendResponse);
        case PREFIX + "count":
          sendResponse(handleCount(message));
          return false;
        case PREFIX + "reveal_row":
          return replyLater(handleRevealRow(message), sendResponse);
        case PREFIX + "dismiss":
          return replyLater(handleDismiss(), sendResponse);
        case PREFIX + "pick_date":
          return replyLater(handlePickDate(message), sendResponse);
        case PREFIX + "quiet":
          return replyLater(waitForQuiet(message), sendResponse);
        default:
          sendResponse({ ok: false, error: "Unknown replay message \u201c" + message.type.slice(0, 60) + "\u201d." });
          return false;
      }
    } catch (err) {
      try {
        sendResponse(errorReply(err));
      } catch (_) {
        // the channel is gone
      }
      return false;
    }
  }

  // ------------------------------------------------------------ lifecycle

  function dispose() {
    if (disposed) return;
    disposed = true;
    remembered = [];
    lastActed = null;
    for (const cancel of Array.from(pendingQuiet)) safe(() => cancel(), null);
    try {
      chrome.runtime.onMessage.removeListener(onRuntimeMessage);
    } catch (_) {
      // the extension context is already gone
    }
    if (globalThis.__procmemReplayer === replayer) globalThis.__procmemReplayer = undefined;
  }

  const replayer = {
    isAlive: () => !disposed && extensionAlive(),
    dispose,
  };
  globalThis.__procmemReplayer = replayer;

  try {
    chrome.runtime.onMessage.addListener(onRuntimeMessage);
  } catch (err) {
    console.warn("procmem: replayer cannot listen for messages", err);
  }
})();
