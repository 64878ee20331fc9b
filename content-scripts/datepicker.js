// procmem: picks a date in a calendar widget the way a person does — finds the open calendar,
// reads the month it shows, presses its previous/next-month buttons until the wanted month is
// shown, then clicks the day — so a replay picks any date, not the demonstrated number of month
// turns. Classic script (content script, all frames), loaded after lib/dom.js and
// fingerprint.js; defines globalThis.ProcmemDatePicker. Work is bounded; errors come back as
// sentences.
(function () {
  "use strict";

  if (globalThis.ProcmemDatePicker) return;
  const Dom = globalThis.ProcmemDom;
  if (!Dom) {
    console.warn("procmem: date picker not started (lib/dom.js is missing)");
    return;
  }
  // Dom.safe also turns a null result into the fallback; no call here tells the two apart.
  const { safe, collapse } = Dom;

  const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
  const MAX_TURNS = 120; // ten years either way
  const TURN_WAIT_MS = 2000;
  const NEXT = /^(next( month)?|›|»|>|→|⟩|▶|►)$|next month|go to next/i;
  const PREV = /^(prev(ious)?( month)?|‹|«|<|←|⟨|◀|◄|back)$|previous month|prev month|go to previous/i;
  // Day cells that belong to a neighbouring month or cannot be chosen.
  const OUTSIDE = /(outside|other-month|adjacent|not-current|disabled|muted|prev-month|next-month)/i;

  /**
   * A grid, button or day a person can click: it needs a width and a height. (Dom.shown also
   * rejects a closed <dialog>; nothing asked about here is a <dialog>.)
   */
  function shown(el) {
    return Dom.shown(el);
  }

  function nameOf(el) {
    const FP = globalThis.ProcmemFingerprint;
    const name = FP && FP.accessibleName ? safe(() => FP.accessibleName(el), "") : "";
    return collapse(name || el.getAttribute("aria-label") || el.getAttribute("title") || el.textContent);
  }

  /** A table or grid of day numbers that is on screen, the one in a dialog first. */
  function findCalendar() {
    const grids = Array.from(safe(() => document.querySelectorAll('[role="grid"], table'), [])).filter(shown);
    const dayGrids = grids.filter((g) => {
      const numbers = new Set();
      for (const cell of g.querySelectorAll("button, td, [role='gridcell']")) {
        const t = (cell.textContent || "").trim();
        if (/^\d{1,2}$/.test(t)) numbers.add(Number(t));
        if (numbers.size >= 28) return true;
      }
      return false;
    });
    return dayGrids.find((g) => g.closest('[role="dialog"]')) || dayGrids[0] || null;
  }

  /** The container holding the calendar's heading and month buttons. */
  function scopeOf(grid) {
    let scope = grid;
    for (let i = 0; i < 4 && scope.parentElement; i++) {
      scope = scope.parentElement;
      if (monthShown(scope, grid) && buttons(scope).some((b) => NEXT.test(nameOf(b)) || PREV.test(nameOf(b)))) return scope;
    }
    return grid.closest('[role="dialog"]') || grid.parentElement || grid;
  }

  function buttons(scope) {
    return Array.from(scope.querySelectorAll('button, [role="button"], a')).filter(shown);
  }

  /** {y, m} of the month a calendar shows, read from its heading ("March 2014", "Mar 2014"). */
  function monthShown(scope, grid) {
    const texts = [];
    for (const el of scope.querySelectorAll("h1, h2, h3, h4, h5, h6, [aria-live], [role='heading'], caption, .month, .title, span, div")) {
      if (grid && grid.contains(el) && el.localName !== "caption") continue;
      if (el.children.length > 3) continue;
      texts.push(el.textContent || "");
      if (texts.length > 200) break;
    }
    if (grid) texts.push(grid.getAttribute("aria-label") || "");
    for (const text of texts) {
      const m = /([a-z]{3,9})\.?\s+(\d{4})/i.exec(text);
      if (!m) continue;
      const month = MONTHS.findIndex((name) => name.startsWith(m[1].toLowerCase()) && m[1].length >= 3);
      if (month >= 0) return { y: Number(m[2]), m: month + 1 };
    }
    return null;
  }

  function wait(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** Waits until the shown month differs from `from`. */
  async function monthChanged(scope, grid, from) {
    const deadline = performance.now() + TURN_WAIT_MS;
    while (performance.now() < deadline) {
      await wait(25);
      const calendar = findCalendar() || grid;
      const now = monthShown(scopeOf(calendar), calendar) || monthShown(scope, null);
      if (now && (now.y !== from.y || now.m !== from.m)) return { now, calendar };
    }
    return null;
  }

  /** The day's cell: its label naming the whole date, or its number among this month's days. */
  function dayCell(grid, want) {
    // The innermost clickable of each day: a cell's button when it has one, else the cell.
    const cells = Array.from(grid.querySelectorAll("button, [role='gridcell'], td, a"))
      .filter((c) => !c.matches("td, [role='gridcell']") || !c.querySelector("button, a"))
      .filter(shown);
    const month = MONTHS[want.m - 1];
    const labelled = cells.find((c) => {
      const label = String(c.getAttribute("aria-label") || "").toLowerCase();
      return label.includes(month) && new RegExp(`\\b${want.d}\\b`).test(label) && label.includes(String(want.y));
    });
    if (labelled) return labelled;
    // Numbers: the days from this month's 1 to the next 1 (a neighbour's days before and after).
    let firsts = 0;
    for (const c of cells) {
      const t = (c.textContent || "").trim();
      if (!/^\d{1,2}$/.test(t)) continue;
      const n = Number(t);
      if (n === 1) firsts++;
      if (firsts !== 1 || n !== want.d) continue;
      const cell = c.closest("td, [role='gridcell']") || c;
      const outside = [c, cell].some((e) => OUTSIDE.test(String(e.className || "")) || e.getAttribute("aria-disabled") === "true") || c.disabled;
      if (!outside) return c;
    }
    return null;
  }

  /**
   * Picks `iso` ("YYYY-MM-DD") in the open calendar with `click` (the replayer's person-like
   * click). Resolves {ok, picked, turned} or {ok: false, error}.
   */
  async function pick(iso, click) {
    const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(iso));
    if (!parts) return { ok: false, error: `“${String(iso).slice(0, 40)}” is not a date.` };
    const want = { y: Number(parts[1]), m: Number(parts[2]), d: Number(parts[3]) };
    let grid = findCalendar();
    if (!grid) return { ok: false, error: "No calendar is open on the page." };
    let scope = scopeOf(grid);
    let now = monthShown(scope, grid);
    if (!now) return { ok: false, error: "The calendar does not say which month it shows." };
    let turned = 0;
    while (now.y !== want.y || now.m !== want.m) {
      if (turned >= MAX_TURNS) return { ok: false, error: "The calendar would not turn to the wanted month." };
      const forward = want.y * 12 + want.m > now.y * 12 + now.m;
      const button = buttons(scope).find((b) => (forward ? NEXT : PREV).test(nameOf(b)));
      if (!button) return { ok: false, error: `The calendar has no ${forward ? "next" : "previous"}-month button.` };
      if (button.disabled || button.getAttribute("aria-disabled") === "true") {
        return { ok: false, error: `The calendar cannot go to ${MONTHS[want.m - 1]} ${want.y} (its ${forward ? "next" : "previous"}-month button is disabled).` };
      }
      click(button);
      turned++;
      const changed = await monthChanged(scope, grid, now);
      if (!changed) return { ok: false, error: "The calendar did not turn its month." };
      now = changed.now;
      grid = changed.calendar;
      scope = scopeOf(grid);
    }
    const cell = dayCell(grid, want);
    if (!cell) return { ok: false, error: `${MONTHS[want.m - 1]} ${want.d}, ${want.y} cannot be chosen in the calendar.` };
    click(cell);
    await wait(50); // the page's click handler and a framework's re-render run first
    return { ok: true, picked: nameOf(cell), turned, selected: chosenState(want) };
  }

  const MARKS = ["aria-selected", "aria-pressed", "aria-checked"];

  /** Whether a day or its cell says it is chosen: true/false, or null when it says neither. */
  function marked(el) {
    for (const node of [el, el.closest("td, [role='gridcell']")]) {
      if (!node) continue;
      for (const mark of MARKS) {
        const value = node.getAttribute(mark);
        if (value === "true") return true;
        if (value === "false") return false;
      }
    }
    return null;
  }

  /**
   * After the click: whether the calendar marks the wanted day chosen (true), marks its days
   * but not that one (false), or marks none — or closed on the pick — so it cannot say (null).
   */
  function chosenState(want) {
    const grid = findCalendar();
    if (!grid) return null;
    const cell = dayCell(grid, want);
    if (!cell) return null;
    const days = Array.from(grid.querySelectorAll("button, [role='gridcell'], td, a"));
    if (!days.some((d) => marked(d) !== null)) return null;
    return marked(cell) === true;
  }

  globalThis.ProcmemDatePicker = { pick };
})();
