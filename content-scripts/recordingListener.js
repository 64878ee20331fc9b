// procmem: records a person's demonstration. Captures trusted clicks, edits,
// selections, Enter presses and form submits in this frame (open shadow roots
// included) as RawEvents (docs/EVENTS.md) while the recording is active and not paused.
// Each event is appended to this page's pending list in chrome.storage.local first, then the
// service worker is nudged to apply it: nothing depends on the worker being alive when the
// person acts or the page goes away. Secret fields never send their value.
// Classic script; needs lib/dom.js, secrets.js and fingerprint.js loaded before it.
(function () {
  "use strict";

  const STATE_KEY = "procmem:recording_state";
  const PENDING_PREFIX = "procmem:pending:";
  const MAX_RETRIES = 6;
  const RETRY_STEP_MS = 10; // waits 10, 20, … 60 ms between writes
  // A nudge is retried for about 10 s, waiting 10, 20, 40 … ms, then 1 s at most: a worker
  // being stopped and started again may take a while to answer.
  const NUDGE_RETRIES = 16;
  const NUDGE_WAIT_MAX_MS = 1000;
  const MAX_PENDING = 200;
  // Events written but not yet applied by the worker; beyond this the worker has stopped
  // draining altogether, and the page stops adding to storage.
  const MAX_UNDRAINED = 1000;
  const NUDGE_TIMEOUT_MS = 600; // the worker answers within 250 ms; a send to a worker being stopped may never be answered
  const UNKNOWN = "unknown";
  const ON = "on";
  const OFF = "off";

  // The worker may inject this file again into a tab that already has it.
  // Keep a live copy; replace one orphaned by an extension reload.
  const previous = globalThis.__procmemRecorder;
  if (previous && isAliveRecorder(previous)) return;
  if (previous) {
    try {
      previous.dispose();
    } catch (_) {
      // an orphaned recorder may not be callable any more
    }
  }

  const Dom = globalThis.ProcmemDom;
  const FP = globalThis.ProcmemFingerprint;
  const Secrets = globalThis.ProcmemSecrets;
  const Effects = globalThis.ProcmemEffects;
  if (!Dom || !FP || !Secrets || typeof chrome === "undefined" || !chrome.runtime) {
    console.warn("procmem: recorder not started (missing dom/fingerprint/secrets module or extension API)");
    return;
  }

  let status = UNKNOWN;
  let recordingId = null;
  let pending = []; // events seen before the recording state was known
  let stateChangedBeforeLoad = false;
  let disposed = false;
  // This page instance's source id for the worker (random: content scripts cannot know their
  // tab), and each event's number in it.
  const uid = "p" + randomHex(12);
  let seq = 0;
  let tabId = null; // told by the worker's first answer
  let outbox = []; // [{rid, seq, event}] not yet handed to storage
  let writing = false;
  let undrained = []; // [{key, count}] written, not yet reported applied
  let writingKey = null; // the batch being written
  const handledEvents = new WeakSet(); // one event may reach a shadow root and the window
  const watchedRoots = new WeakSet();
  const unrecordedValues = new WeakMap(); // field → value typed while paused or not recording

  function isAliveRecorder(recorder) {
    try {
      return recorder.isAlive() === true;
    } catch (_) {
      return false;
    }
  }

  /** False once the extension was reloaded or removed: this script is orphaned. */
  function extensionAlive() {
    try {
      return !!(chrome.runtime && chrome.runtime.id);
    } catch (_) {
      return false;
    }
  }

  // ------------------------------------------------------ recording state

  function applyState(state, loaded = false) {
    const was = status;
    status = state && state.active && !state.paused ? ON : OFF;
    recordingId = status === ON && typeof state.recording_id === "string" ? state.recording_id : null;
    if (!recordingId) status = OFF;
    const held = pending;
    pending = [];
    if (status !== ON) return;
    // This page loaded while recording: its load is the first thing it reports (before what
    // was done while the state was being read).
    if (loaded) reportPageLoad();
    held.forEach(enqueue);
    // Learn the tab early, so what is written says where it happened.
    if (was !== ON && tabId === null) nudge();
  }

  function loadState() {
    try {
      chrome.storage.local.get(STATE_KEY).then(
        (items) => {
          // A change seen meanwhile is newer than this snapshot.
          if (!stateChangedBeforeLoad) applyState(items && items[STATE_KEY], true);
        },
        () => {
          if (!stateChangedBeforeLoad) applyState(null);
        },
      );
    } catch (_) {
      applyState(null);
    }
  }

  function isTopWebPage() {
    try {
      return window.top === window && /^(https?|file):/i.test(location.href);
    } catch (_) {
      return false;
    }
  }

  function navigationType() {
    try {
      const type = performance.getEntriesByType("navigation")[0]?.type;
      return type === "reload" ? "reload" : type === "back_forward" ? "back_forward" : "other";
    } catch (_) {
      return "other";
    }
  }

  /**
   * The top frame says it loaded (or came back from the back-forward cache), with when its
   * navigation started: the worker records this navigation from it when its own webNavigation
   * report was lost with a stopped worker, and drops it otherwise.
   */
  function reportPageLoad(restored = false) {
    if (!isTopWebPage()) return;
    if (document.prerendering) {
      document.addEventListener("prerenderingchange", () => {
        if (!disposed && status === ON) enqueue({ kind: "page", url: location.href, nav: "other", time: Date.now(), seen: Date.now() });
      }, { once: true });
      return;
    }
    const now = Date.now();
    const time = restored ? now : Math.min(now, Math.round(performance.timeOrigin));
    enqueue({ kind: "page", url: location.href, nav: restored ? "back_forward" : navigationType(), time, seen: now });
  }

  function onStorageChanged(changes, areaName) {
    try {
      if (areaName !== "local" || !changes || !changes[STATE_KEY]) return;
      stateChangedBeforeLoad = true;
      applyState(changes[STATE_KEY].newValue);
    } catch (_) {
      // keep the previous state
    }
  }

  // ------------------------------------------------------------- sending

  function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  function randomHex(bytes) {
    // (crypto.randomUUID needs a secure context; getRandomValues does not.)
    return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
  }

  function undrainedCount() {
    return outbox.length + undrained.reduce((n, u) => n + u.count, 0);
  }

  /** Hands the event over: to this page's pending list in storage, then a nudge to the worker. */
  function enqueue(event) {
    if (!recordingId || disposed) return;
    if (undrainedCount() >= MAX_UNDRAINED) {
      console.warn("procmem: the service worker applies nothing; a recorded " + event.kind + " event was dropped");
      return;
    }
    outbox.push({ rid: recordingId, seq: ++seq, event });
    if (!writing) writeOut();
  }

  /** Takes the outbox as batches (one per recording, in order), each with its storage key. */
  function takeBatches() {
    const batches = [];
    for (const item of outbox) {
      const last = batches[batches.length - 1];
      if (last && last.rid === item.rid) last.events.push(item.event);
      else batches.push({ rid: item.rid, first: item.seq, events: [item.event] });
    }
    outbox = [];
    return batches.map((b) => ({
      key: PENDING_PREFIX + b.rid + ":" + uid + ":" + b.first,
      value: { rid: b.rid, uid, tab_id: tabId, first: b.first, events: b.events },
    }));
  }

  let writeWaiters = []; // flush requests waiting for the outbox to be in storage

  /**
   * Writes the outbox, one storage.set at a time; what is captured meanwhile goes in the next
   * one. Each batch has a key of its own, written once (the worker removes it once applied).
   */
  async function writeOut() {
    writing = true;
    try {
      while (outbox.length) {
        for (const batch of takeBatches()) {
          for (let attempt = 0; ; attempt++) {
            if (!extensionAlive()) {
              dispose();
              return;
            }
            try {
              writingKey = batch.key;
              await chrome.storage.local.set({ [batch.key]: batch.value });
              undrained.push({ key: batch.key, count: batch.value.events.length });
              break;
            } catch (err) {
              if (attempt >= MAX_RETRIES) {
                console.warn("procmem: recorded events could not be stored:", err && err.message);
                break;
              }
              await sleep(RETRY_STEP_MS * (attempt + 1));
            }
          }
        }
      }
    } finally {
      writing = false;
      writingKey = null;
      const waiters = writeWaiters;
      writeWaiters = [];
      waiters.forEach((resolve) => resolve());
    }
    nudge();
  }

  /** Resolves once every event recorded so far is in storage (Stop waits for this). */
  function whenWritten() {
    if (!writing && outbox.length === 0) return Promise.resolve();
    return new Promise((resolve) => writeWaiters.push(resolve));
  }

  let nudging = false;
  let nudgeAgain = false;

  /**
   * Tells the worker which pending keys this page wrote (waking it if it was stopped) and
   * forgets those it reports applied. Retries while the worker restarts; a worker that starts
   * later finds the keys in storage anyway.
   */
  async function nudge() {
    if (nudging) {
      nudgeAgain = true;
      return;
    }
    nudging = true;
    try {
      for (let attempt = 0; attempt <= NUDGE_RETRIES; ) {
        nudgeAgain = false;
        if (!extensionAlive()) {
          dispose();
          return;
        }
        let reply = null;
        try {
          // (A message to a worker stopped at the wrong moment may never be answered.)
          const send = chrome.runtime.sendMessage({ type: "procmem.pending", uid, keys: undrained.slice(0, 1000).map((u) => u.key) });
          send.catch(() => undefined);
          reply = await Promise.race([send, sleep(NUDGE_TIMEOUT_MS).then(() => null)]);
        } catch (_) {
          // the worker was stopped while answering: a new one starts for the next send
        }
        if (reply && reply.ok) {
          if (Number.isInteger(reply.tab_id) && tabId === null) {
            tabId = reply.tab_id;
            // What was written before says no tab: a next batch that does tells a worker that
            // never heard from this page where its events happened.
            if (seq > 0) enqueue({ kind: "tab", time: Date.now() });
          }
          const done = new Set(Array.isArray(reply.done) ? reply.done : []);
          undrained = undrained.filter((u) => !done.has(u.key));
          if (!nudgeAgain) return;
          attempt = 0;
          continue;
        }
        attempt++;
        if (attempt <= NUDGE_RETRIES) await sleep(Math.min(RETRY_STEP_MS * 2 ** (attempt - 1), NUDGE_WAIT_MAX_MS));
      }
    } finally {
      nudging = false;
    }
  }

  /**
   * The page is going away (a link, a submit): what is not in storage yet is written now,
   * without waiting for the write in flight, and the worker nudged without waiting for it.
   */
  function onPagehide() {
    dropEffect();
    try {
      flushSections();
    } catch (_) {
      // the field is gone
    }
    if ((!outbox.length && !writingKey) || !extensionAlive()) return;
    // (Storage takes this page's writes in the order they were made, before the worker's read.)
    const keys = undrained.map((u) => u.key);
    if (writingKey) keys.push(writingKey);
    for (const batch of takeBatches()) {
      keys.push(batch.key);
      try {
        chrome.storage.local.set({ [batch.key]: batch.value }).catch(() => undefined);
        undrained.push({ key: batch.key, count: batch.value.events.length });
      } catch (_) {
        // the extension is gone
      }
    }
    try {
      chrome.runtime.sendMessage({ type: "procmem.pending", uid, keys: keys.slice(-1000) }).catch(() => undefined);
    } catch (_) {
      // the worker finds them in storage when it next starts or drains
    }
  }

  /** Back from the back-forward cache during a recording: the page shows again. */
  function onPageshow(event) {
    if (disposed || !event.persisted || status !== ON) return;
    reportPageLoad(true);
  }

  // A field of sections typed into, recorded once the page has drawn the key: before the next
  // event of another element, or when the page is idle.
  let pendingSections = null;

  function flushSections() {
    const pending = pendingSections;
    if (!pending) return;
    pendingSections = null;
    clearTimeout(pending.timer);
    if (disposed || status === OFF || !pending.group.isConnected) return;
    const found = Dom.sectionsOf(pending.group);
    const secret = !found || Secrets.isSecretGroup(pending.group, found.sections, found.boxes);
    if (secret && found) rememberTyped(pending.group, Dom.sectionsText(pending.group));
    record("input", pending.group, secret ? { secret: true } : { value: Dom.sectionsText(pending.group) });
  }

  function record(kind, el, details) {
    if (pendingSections && el !== pendingSections.group) flushSections();
    if (status === OFF) return;
    if (!extensionAlive()) {
      dispose();
      return;
    }
    const event = Object.assign({ kind, time: Date.now() }, details);
    event.target = FP.fingerprint(el, true);
    if (status === ON) enqueue(event);
    else if (pending.length < MAX_PENDING) pending.push(event);
    return event;
  }

  // ------------------------------------------------------------- effects

  // What a click did (a menu opened, a tab got selected, a message appeared) is sent as an
  // "effect" event once the page settles, so a replay can check the same click did the same.
  const EFFECT_SETTLE_MS = 250; // no mutation for this long: the page has reacted
  const EFFECT_MAX_MS = 1500;
  let effectWatch = null; // { watch, event, started, timer }

  // A press starts watching at once: a component library's select or menu opens on
  // pointerdown, before the click that records the step.
  let pressWatch = null; // { target, watch, at }
  const PRESS_TO_CLICK_MS = 2000;

  function watchPress(event) {
    recordUnclickedPress();
    finishEffect();
    if (pressWatch) pressWatch.watch.stop();
    pressWatch = null;
    // (The control whose state is watched is the one a click there records, not the thumb
    // or icon inside it that was pressed.)
    const target = Effects ? FP.meaningfulClickTarget(event.composedPath()) : null;
    if (target) pressWatch = { target, watch: Effects.watch(target), at: Date.now() };
  }

  /**
   * A control that opens on press (a component library's menu or select) may get no click of
   * its own: what it opened covers it, so the release lands elsewhere and the click goes to a
   * common ancestor, or to nothing. When a press on a control did something (a menu appeared,
   * the control expanded) and no click on it followed, the press is the step.
   */
  function recordUnclickedPress(clicked = null) {
    const press = pressWatch;
    if (!press || press.target === clicked || status === OFF || !Effects) return;
    if (Date.now() - press.at > PRESS_TO_CLICK_MS || !press.target.isConnected) return;
    if (Effects.isEmpty(press.watch.effect())) return;
    pressWatch = null;
    watchEffect(press.target, record("click", press.target, choiceDetails(press.target)), press.watch);
  }

  /** The watch started by the press that led to this click on `el`, if any. */
  function takePressWatch(el) {
    const press = pressWatch;
    pressWatch = null;
    if (!press) return null;
    const same = press.target === el;
    if (same && Date.now() - press.at <= PRESS_TO_CLICK_MS) return press.watch;
    press.watch.stop();
    return null;
  }

  function watchEffect(el, clickEvent, started = null) {
    finishEffect(); // a new click ends the previous click's watch, before this one acts
    const pressed = started || takePressWatch(el);
    if (!Effects || !clickEvent) {
      if (pressed) pressed.stop();
      return;
    }
    const watch = pressed || Effects.watch(el);
    const pendingEffect = { watch, event: clickEvent, started: Date.now(), last: "" };
    pendingEffect.timer = setInterval(() => {
      const seen = JSON.stringify(watch.effect());
      const now = Date.now();
      if (seen !== pendingEffect.last) {
        pendingEffect.last = seen;
        pendingEffect.changed = now;
      }
      if (now - (pendingEffect.changed || pendingEffect.started) >= EFFECT_SETTLE_MS || now - pendingEffect.started >= EFFECT_MAX_MS) finishEffect();
    }, 50);
    effectWatch = pendingEffect;
  }

  function finishEffect() {
    const pendingEffect = effectWatch;
    if (!pendingEffect) return;
    effectWatch = null;
    clearInterval(pendingEffect.timer);
    const effect = pendingEffect.watch.effect();
    pendingEffect.watch.stop();
    if (Effects.isEmpty(effect) || status === OFF) return;
    // The click's own time ties the effect to its step.
    const event = { kind: "effect", time: pendingEffect.event.time, target: pendingEffect.event.target, effect };
    if (status === ON) enqueue(event);
    else if (pending.length < MAX_PENDING) pending.push(event);
  }

  /** The page is going away: the navigation is the click's effect. */
  function dropEffect() {
    if (!effectWatch) return;
    clearInterval(effectWatch.timer);
    effectWatch.watch.stop();
    effectWatch = null;
  }

  // --------------------------------------------------------- field values

  function isValueField(el) {
    return FP.isValueInput(el) || el.localName === "textarea" || FP.isEditable(el);
  }

  function readValue(el) {
    if (el.localName === "input" || el.localName === "textarea") return String(el.value);
    return String(el.innerText);
  }

  /** `{value}`, or `{secret: true}` with no value at all for a secret field. */
  function valueDetails(el) {
    if (Secrets.isSecretField(el)) {
      rememberTyped(el, readValue(el));
      return { secret: true };
    }
    return { value: readValue(el) };
  }

  // ------------------------------------------------ secrets in addresses

  // A GET form puts each field in the address as name=value, so a password typed into one ends
  // up in the URL the worker records; a script may put a typed code in the path. The values
  // stay here, in this page's memory: what the worker hears is where they stand in the address
  // this page goes to — the parameter names, and the address with those path segments written
  // REDACTED (a "secret_url" event). The core redacts those parts of every URL the recording
  // keeps (src/urls.rs `redact_known`).
  const MAX_TYPED = 20;
  // Secret field → the last value typed into it (a field the page cleared before going away
  // still counts), newest last.
  const typedSecrets = new Map();
  const reportedShapes = new Set();

  function rememberTyped(el, value) {
    if (typeof value !== "string") return;
    typedSecrets.delete(el);
    if (value) typedSecrets.set(el, value);
    if (typedSecrets.size > MAX_TYPED) typedSecrets.delete(typedSecrets.keys().next().value);
  }

  /** What the secret fields of this page hold now, and what was typed into them before. */
  function secretValues() {
    const values = new Set(typedSecrets.values());
    for (const el of document.querySelectorAll("input, textarea")) {
      if (values.size > 200) break;
      if (el.value && Secrets.isSecretField(el)) values.add(String(el.value));
    }
    // (One character — a box of a split code — is no secret of its own: its group's whole
    // value is remembered as typed.)
    for (const v of values) if (v.length < 2) values.delete(v);
    return values;
  }

  function decodeSegment(seg) {
    try {
      return decodeURIComponent(seg);
    } catch (_) {
      return seg;
    }
  }

  /** `{options: [names], url?}` when the address `href` holds a typed secret, else null. */
  function secretUrlDetails(href) {
    const values = secretValues();
    if (!values.size) return null;
    let url;
    try {
      url = new URL(href, location.href);
    } catch (_) {
      return null;
    }
    const names = [];
    const pairs = (params) => {
      for (const [name, value] of params) {
        if (value && values.has(value) && !names.includes(name)) names.push(name);
      }
    };
    pairs(url.searchParams);
    const hash = url.hash.slice(1);
    if (hash.includes("=")) pairs(new URLSearchParams(hash.includes("?") ? hash.slice(hash.indexOf("?") + 1) : hash));
    let inPath = false;
    const segments = url.pathname.split("/").map((seg) => {
      const held = seg && values.has(decodeSegment(seg));
      if (held) inPath = true;
      return held ? "REDACTED" : seg;
    });
    if (!names.length && !inPath) return null;
    const details = { options: names.slice(0, 50) };
    if (inPath) details.url = url.origin + segments.join("/");
    return details;
  }

  /**
   * Tells the worker where a typed secret stands in an address this page goes to: in the
   * recording (a "secret_url" event) while recording, and for this tab always (an agent task
   * may start on that address: procmem.secret_url, kept in session storage).
   */
  function reportSecretUrl(href) {
    const details = secretUrlDetails(href);
    if (!details) return;
    const shape = JSON.stringify(details);
    if (reportedShapes.has(shape)) return;
    reportedShapes.add(shape);
    try {
      const message = Object.assign({ type: "procmem.secret_url", origin: new URL(href, location.href).origin }, details);
      chrome.runtime.sendMessage(message).catch(() => undefined);
    } catch (_) {
      // the extension is gone
    }
    if (status === OFF) return;
    const event = Object.assign({ kind: "secret_url", time: Date.now() }, details);
    if (status === ON) enqueue(event);
    else if (pending.length < MAX_PENDING) pending.push(event);
  }

  /** The address a GET form's submit goes to (`name=value` of each field in the query). */
  function getFormTarget(form, submitter) {
    const method = submitter && submitter.hasAttribute && submitter.hasAttribute("formmethod") ? submitter.formMethod : form.method;
    if (String(method).toLowerCase() !== "get") return null;
    const action = submitter && submitter.hasAttribute && submitter.hasAttribute("formaction") ? submitter.formAction : form.action;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form, submitter || undefined)) {
      query.append(name, typeof value === "string" ? value : "");
    }
    return String(action).split("#")[0].split("?")[0] + "?" + query.toString();
  }

  /** The Navigation API names every address this page is about to go to (links, forms, scripts). */
  function onNavigate(event) {
    const href = event.destination && event.destination.url;
    if (typeof href === "string") reportSecretUrl(href);
  }

  function optionText(option) {
    return Dom.collapse(option.label || option.text);
  }

  function selectDetails(select) {
    if (Secrets.isSecretField(select)) return { secret: true };
    const chosen = Array.from(select.selectedOptions || []);
    return {
      value: chosen.map(optionText).join(", "),
      option_value: chosen.map((option) => String(option.value)).join(", "),
      // What else the field offered, so a later task can choose another value by name.
      options: Array.from(select.options || []).slice(0, 200).map(optionText).filter(Boolean),
    };
  }

  // ------------------------------------------------------------ handlers

  function targetOf(event) {
    const first = event.composedPath()[0];
    if (!first) return null;
    return first.nodeType === 1 ? first : first.parentElement || null;
  }

  function onClick(event) {
    const path = event.composedPath();
    watchShadowRoots(path);
    if (status === OFF) return;
    const target = FP.meaningfulClickTarget(path);
    recordUnclickedPress(target);
    if (target) watchEffect(target, record("click", target, choiceDetails(target)));
  }

  const CHOICE_ROLES = new Set(["option", "menuitemradio", "radio"]);

  /**
   * A click on an option of a custom listbox (an ARIA combobox's popup) chose one of several
   * values: send the names of the others too, so a later task can pick another by name.
   */
  function choiceDetails(el) {
    try {
      const role = FP.roleOf(el);
      if (!CHOICE_ROLES.has(role)) return {};
      const group = el.closest('[role="listbox"], [role="menu"], [role="radiogroup"], fieldset') || el.parentElement;
      if (!group) return {};
      const names = [];
      for (const other of group.querySelectorAll('[role="option"], [role="menuitemradio"], [role="radio"], input[type="radio"]')) {
        if (FP.roleOf(other) !== role) continue;
        const name = FP.accessibleName(other);
        if (name && !names.includes(name)) names.push(name);
        if (names.length >= 200) break;
      }
      return names.length > 1 ? { options: names } : {};
    } catch (_) {
      return {};
    }
  }

  function onInput(event) {
    const el = targetOf(event);
    // A section of a date or time field (month, day, year): the field is the step, with what
    // all its sections show once the page has taken the key ("08/14/2027", not the "7" typed).
    const sectioned = Dom.sectionsOf(el);
    if (sectioned) {
      if (pendingSections && pendingSections.group !== sectioned.group) flushSections();
      if (!pendingSections) pendingSections = { group: sectioned.group, timer: null };
      clearTimeout(pendingSections.timer);
      pendingSections.timer = setTimeout(() => {
        try {
          flushSections();
        } catch (err) {
          console.debug("procmem: recorder error", err);
        }
      }, 0);
      return;
    }
    if (!el || !isValueField(el)) return; // checkbox, radio and select are recorded on change
    const field = FP.isEditable(el) ? Dom.editingHost(el) : el;
    if (status === OFF) unrecordedValues.set(field, readValue(field));
    else unrecordedValues.delete(field);
    record("input", field, valueDetails(field));
  }

  function onChange(event) {
    const el = targetOf(event);
    if (!el) return;
    if (el.localName === "select") record("select", el, selectDetails(el));
    // (What ticking it did — a list filtered at once — is its effect, watched like a click's.)
    else if (FP.isCheckable(el)) watchEffect(el, record("check", el, { checked: el.checked === true }));
    else if (Dom.sectionsOf(el)?.boxes) return; // one box of a split code: its group is the step
    else if (isValueField(el)) {
      // The change that follows an edit made while paused (fired on blur, after resuming)
      // must not record that edit.
      if (unrecordedValues.has(el) && unrecordedValues.get(el) === readValue(el)) return;
      record("input", el, valueDetails(el)); // autofill, paste, final value
    }
  }

  function onKeydown(event) {
    watchShadowRoots(event.composedPath());
    if (event.key !== "Enter" || event.isComposing || event.keyCode === 229 || event.repeat) return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    const el = targetOf(event);
    if (!el) return;
    if (FP.isValueInput(el)) {
      watchEffect(el, record("enter", el, {}));
      return;
    }
    // A textarea or contenteditable takes Enter as a newline, unless the page takes it as a
    // command (a chat box that sends): it cancels the newline. Known once the page's own
    // listeners have run.
    const editable = el.localName === "textarea" || FP.isEditable(el);
    if (!editable || !Effects) return;
    // (Watched from now: the page answers the key in its own listener, before we know.)
    const early = Effects.watch(el);
    setTimeout(() => {
      if (!disposed && event.defaultPrevented && status !== OFF) watchEffect(el, record("enter", el, {}), early);
      else early.stop();
    }, 0);
  }

  // An ARIA slider (role=slider: a thumb moved with arrow keys or dragged) fires no input
  // event: the value it shows once a key or a drag is done is recorded like a field's.
  const sliderValues = new WeakMap();
  let pressedSlider = null;

  function sliderOf(event) {
    const el = targetOf(event);
    const slider = el && Dom.closestComposed(el, '[role="slider"]');
    return slider && slider.localName !== "input" ? slider : null;
  }

  function sliderValue(slider) {
    return Dom.collapse(Dom.attr(slider, "aria-valuetext") || Dom.attr(slider, "aria-valuenow"));
  }

  function onSliderStart(event) {
    const slider = sliderOf(event);
    if (!slider) return;
    if (event.type === "pointerdown") pressedSlider = slider;
    if (!sliderValues.has(slider)) sliderValues.set(slider, sliderValue(slider));
  }

  function onSliderSettle(event) {
    const slider = event.type === "pointerup" ? pressedSlider : sliderOf(event);
    if (event.type === "pointerup") pressedSlider = null;
    if (!slider) return;
    const value = sliderValue(slider);
    if (!value || sliderValues.get(slider) === value) return;
    sliderValues.set(slider, value);
    record("input", slider, { value });
  }

  function onSubmit(event) {
    const form = targetOf(event);
    if (!form || form.localName !== "form") return;
    record("submit", form, {});
    // (The Navigation API reports this address too; a page in a browser without it, or a
    // submit the page handles itself, is covered here.)
    try {
      const target = getFormTarget(form, event.submitter);
      if (target) reportSecretUrl(target);
    } catch (_) {
      // a form the page broke: the navigate event still reports where it goes
    }
  }

  /** Wraps a handler: trusted events only, each event once, and never an exception to the page. */
  function guarded(handler) {
    return function (event) {
      if (disposed || !event.isTrusted || handledEvents.has(event)) return;
      handledEvents.add(event);
      try {
        handler(event);
      } catch (err) {
        console.debug("procmem: recorder error", err);
      }
    };
  }

  const navigationApi = typeof globalThis.navigation === "object" && globalThis.navigation
    && typeof globalThis.navigation.addEventListener === "function" ? globalThis.navigation : null;
  const onNavigateGuarded = guarded(onNavigate);

  const handlers = {
    click: guarded(onClick),
    input: guarded(onInput),
    change: guarded(onChange),
    // A key or a press is the person's next action: what the page does from then on is its
    // consequence, not the last click's (typing a message and pressing Enter is no effect of
    // opening the conversation).
    keydown: guarded((event) => {
      finishEffect();
      onSliderStart(event);
      onKeydown(event);
    }),
    keyup: guarded(onSliderSettle),
    pointerdown: guarded((event) => {
      watchPress(event);
      onSliderStart(event);
    }),
    pointerup: guarded(onSliderSettle),
    submit: guarded(onSubmit),
  };

  /**
   * change and submit are not composed: inside a shadow root they never reach
   * the window. Listen on each open shadow root an interaction passes through.
   */
  function watchShadowRoots(path) {
    for (const node of path) {
      if (Dom.isShadowRoot(node) && !watchedRoots.has(node)) {
        watchedRoots.add(node);
        node.addEventListener("change", handlers.change, true);
        node.addEventListener("submit", handlers.submit, true);
      }
    }
  }

  // pointerdown and focusin come before a shadow-DOM field's change or submit.
  function onDiscover(event) {
    if (disposed) return;
    try {
      watchShadowRoots(event.composedPath());
    } catch (_) {
      // nothing to watch
    }
  }

  function onRuntimeMessage(message, _sender, sendResponse) {
    try {
      if (disposed || !message) return false;
      if (message.type === "procmem.ping") {
        sendResponse({ ok: true, frame_path: FP.framePath() });
      } else if (message.type === "procmem.flush") {
        // Stop asks every frame first, so the last keystrokes land before the state flips.
        finishEffect();
        flushSections();
        whenWritten().then(() => sendResponse({ ok: true }));
        return true;
      }
    } catch (_) {
      // the worker treats no answer as "script absent" and re-injects
    }
    return false;
  }

  // ------------------------------------------------------------ lifecycle

  const DISCOVERY_EVENTS = ["pointerdown", "focusin"];

  function dispose() {
    if (disposed) return;
    disposed = true;
    dropEffect();
    if (pressWatch) pressWatch.watch.stop();
    pressWatch = null;
    pending = [];
    for (const type of Object.keys(handlers)) window.removeEventListener(type, handlers[type], true);
    for (const type of DISCOVERY_EVENTS) window.removeEventListener(type, onDiscover, true);
    window.removeEventListener("pagehide", onPagehide, true);
    window.removeEventListener("pageshow", onPageshow, true);
    if (navigationApi) navigationApi.removeEventListener("navigate", onNavigateGuarded);
    typedSecrets.clear();
    try {
      chrome.storage.onChanged.removeListener(onStorageChanged);
      chrome.runtime.onMessage.removeListener(onRuntimeMessage);
    } catch (_) {
      // the extension context is already gone
    }
    if (globalThis.__procmemRecorder === recorder) globalThis.__procmemRecorder = undefined;
  }

  const recorder = {
    isAlive: () => !disposed && extensionAlive(),
    dispose,
  };
  globalThis.__procmemRecorder = recorder;

  // Capture phase on window: runs before any page listener can stop propagation.
  for (const type of Object.keys(handlers)) window.addEventListener(type, handlers[type], true);
  for (const type of DISCOVERY_EVENTS) {
    window.addEventListener(type, onDiscover, { capture: true, passive: true });
  }
  window.addEventListener("pagehide", onPagehide, true);
  window.addEventListener("pageshow", onPageshow, true);
  if (navigationApi) navigationApi.addEventListener("navigate", onNavigateGuarded);
  try {
    chrome.runtime.onMessage.addListener(onRuntimeMessage);
    chrome.storage.onChanged.addListener(onStorageChanged);
  } catch (err) {
    console.warn("procmem: cannot watch the recording state", err);
  }
  loadState();
})();
