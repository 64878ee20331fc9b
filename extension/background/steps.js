// Doing one step of a run in the page: finding its element among the candidates a frame offers
// (the core chooses, refusing to guess), performing it, and handing what the page showed to the
// core's verdict; paging toward a chosen result and picking a calendar date are steps too.
import { send, frameFor, waitForNavigation, quiet, NAV_TIMEOUT_MS, StepStopped } from "./frames.js";
import { ensureRecorder } from "./tabs.js";
import { clickTrusted, trustedInputAvailable } from "./trusted-input.js";

const FIND_TIMEOUT_MS = 5000;
const EFFECT_TIMEOUT_MS = 5000; // a menu or dialog may wait for the network

export class StepFailure extends Error {
  /** `kind` "not_found" is the only failure an optional step may be skipped for; "ambiguous" is a refusal to guess. */
  constructor(message, best = [], kind = "failed") {
    super(message);
    this.best = best;
    this.kind = kind;
  }
}

/** Finds the step's element, waiting for the page (event-driven) up to FIND_TIMEOUT_MS. */
/** What the core reads of a planned step to choose its element (not its whole fingerprint again). */
function wantedOf(step, control) {
  const { action, value, expected_name, expected_row, row_bound, row_also, ordinal, column_bound, opener, known } = step;
  const own = [value, expected_name].filter(Boolean).map((v) => String(v).trim().toLowerCase());
  const taken = (control?.values ?? []).filter((v) => !own.includes(v.trim().toLowerCase()));
  return { action, value, expected_name, expected_row, row_bound: Boolean(row_bound), row_also: row_also ?? [], ordinal, column_bound: Boolean(column_bound), task: control?.task || null, taken, opener: Boolean(opener), known: known ?? [] };
}

/** Interruptions a step may close before its element (a dialog that popped up during the run). */
const MAX_DISMISSALS = 2;

async function locate(c, tabId, step, control, timeoutMs = FIND_TIMEOUT_MS) {
  let deadline = Date.now() + timeoutMs;
  let last = null;
  let revealed = false;
  const closed = [];
  for (;;) {
    if (control?.stop) throw new StepStopped();
    const frame = await frameFor(tabId, step.target.frame_path).catch((err) => {
      if (Date.now() > deadline) throw new StepFailure(err.message);
      return null;
    });
    const frameId = frame?.frameId ?? null;
    if (frame) {
      // Pre-condition: the frame is on the host the step was demonstrated on.
      const host = new URL(frame.url).hostname;
      if (step.expected_host && host !== step.expected_host) {
        throw new StepFailure(`Expected to be on ${step.expected_host}, but the page is on ${host}.`);
      }
      const reply = await send(tabId, frameId, { type: "procmem.replay.candidates", target: step.target }).catch(() => null);
      if (reply?.ok) {
        last = c.chooseElement(step.target, reply.candidates, wantedOf(step, control));
        // The found element's own selector: a locator that worked, for the experience memory.
        // (A tie selector memory broke says so in the step's detail.)
        if (last.status === "found") return { frameId, index: last.index, closed: last.note ? [...closed, last.note] : closed, locator: reply.candidates.find((k) => k.index === last.index)?.css ?? "" };
        if (last.status === "ambiguous") throw new StepFailure(`Stopped: ${last.reason}.`, last.best, "ambiguous");
        // A dialog that was not there when demonstrated covers the page: close it by its obvious
        // way out ("×", "No thanks") and look again. One that will not close, or that takes the
        // page elsewhere, stops the run.
        // (Only when what fits the step best lies behind the dialog: a person sees it covered.)
        const best = last.best?.[0];
        const behind = best && reply.candidates.some((k) => k.index === best.index && !k.visible);
        if (reply.interruption && behind && closed.length < MAX_DISMISSALS) {
          const { dialog, control: how } = reply.interruption;
          const done = await send(tabId, frameId, { type: "procmem.replay.dismiss" }).catch((err) => ({ ok: false, error: err.message }));
          if (!done?.ok) throw new StepFailure(`A dialog “${dialog}” covers the page: ${done?.error ?? "it would not close"}.`);
          closed.push(`closed the dialog “${dialog}” (${how}) that covered the page`);
          deadline = Math.max(deadline, Date.now() + 1000);
          continue;
        }
      }
      // A row the step needs that the page does not draw (a virtualised grid shows only the
      // rows in view): the lists are scrolled until it is, once a step.
      if (reply?.ok && !revealed && step.expected_row && last?.status === "not_found") {
        revealed = true;
        const shown = await send(tabId, frameId, { type: "procmem.replay.reveal_row", row: step.expected_row }).catch(() => null);
        if (shown?.found && shown.scrolled) {
          closed.push(`scrolled the list to the row “${step.expected_row}”`);
          deadline = Math.max(deadline, Date.now() + 1000);
          continue;
        }
      }
      if (Date.now() > deadline) break;
      await quiet(tabId, frameId, Math.min(1000, Math.max(100, deadline - Date.now())));
    }
    if (Date.now() > deadline) break;
  }
  throw new StepFailure(`Could not find the element: ${last?.reason ?? "the page did not answer"}.`, last?.best ?? [], "not_found");
}

const PERFORM = { click: "click", type: "type", select: "select", check: "check", press_enter: "press_enter", submit: "submit" };

export async function performStep(c, tabId, step, control) {
  const tab = await chrome.tabs.get(tabId).catch(() => null);
  if (!tab) throw new StepFailure("The tab the run was driving was closed.");
  if (step.action === "navigate") {
    if (step.implicit) return "the previous step already brought this page";
    const target = new URL(step.url);
    const here = new URL(tab.url);
    if (here.hostname === target.hostname && here.pathname === target.pathname) return "already on the page";
    const arrived = waitForNavigation(tabId, target.hostname, target.pathname, NAV_TIMEOUT_MS, control);
    await chrome.tabs.update(tabId, { url: step.url });
    await arrived;
    return "";
  }
  if (step.action === "switch_tab") {
    const host = new URL(step.url).hostname;
    const [other] = (await chrome.tabs.query({})).filter((t) => t.url && new URL(t.url).hostname === host);
    if (!other) throw new StepFailure(`No open tab is on ${host}.`);
    await chrome.tabs.update(other.id, { active: true });
    await ensureRecorder(other.id); // the same injection brings the replayer along
    // The steps after a switch drive the tab switched to.
    control.tabId = other.id;
    return `switched to the tab on ${host}`;
  }
  if (step.pick_date) return pickDate(c, tabId, step);
  if (step.count_to != null) return countTo(c, tabId, step, control);
  if (step.each) return eachRow(c, tabId, step, control);
  const { frameId, index, closed, locator } = await locate(c, tabId, step, control).catch(async (err) => {
    const again = err instanceof StepFailure && err.kind === "not_found" ? await retypeForSuggestion(c, tabId, step, control) : null;
    if (!again) throw err;
    return again;
  });
  const located = (done) => (!locator ? done : typeof done === "string" ? { detail: done, locator } : { ...done, locator });
  const note = (done) => {
    if (!closed.length) return located(done);
    const first = closed.join("; ");
    if (typeof done === "string") return located(done ? `${first}; ${done}` : first);
    return located({ ...done, detail: done.detail ? `${first}; ${done.detail}` : first });
  };
  try {
    return note(await act(c, tabId, step, control, frameId, index));
  } catch (err) {
    // A list that writes the value its own way ("Apr" for April, "OH" for Ohio): the core
    // names the one option that says it, and the step chooses that one instead.
    // Failing that, the one option the run's task names whole (the value was read from other words).
    const other = err instanceof StepFailure && step.action === "select" && err.options
      ? c.optionFor(step.value ?? "", err.options) ?? (control?.task ? c.optionNamedByTask(control.task, err.options) : undefined)
      : undefined;
    if (!other) throw err;
    const again = { ...step, value: other, post: step.post.kind === "value" ? { ...step.post, value: other } : step.post };
    const done = await act(c, tabId, again, control, frameId, index);
    const detail = `chose “${other}” for “${step.value}”`;
    return note(typeof done === "string" ? detail : { ...done, detail: done.detail ? `${detail}; ${done.detail}` : detail });
  }
}

/**
 * A step done to every row of the task's row value ("tick every message from Figma"): the
 * core names each element like the target in those rows, and each is performed and judged as
 * one step would be. None found is a pause, never a pass.
 */
async function eachRow(c, tabId, step, control) {
  const deadline = Date.now() + FIND_TIMEOUT_MS;
  let chosen = null;
  let frameId = null;
  for (;;) {
    if (control?.stop) throw new StepStopped();
    const frame = await frameFor(tabId, step.target.frame_path).catch(() => null);
    frameId = frame?.frameId ?? null;
    if (frame) {
      const reply = await send(tabId, frameId, { type: "procmem.replay.candidates", target: step.target }).catch(() => null);
      if (reply?.ok) {
        chosen = c.chooseEach(step.target, reply.candidates, wantedOf(step));
        if (chosen.ok) break;
      }
    }
    if (Date.now() > deadline) throw new StepFailure(`Could not find the element: ${chosen?.reason ?? "the page did not answer"}.`, [], "not_found");
    await quiet(tabId, frameId, 300);
  }
  let unchecked = false;
  for (const index of chosen.indices) {
    const done = await act(c, tabId, step, control, frameId, index);
    unchecked ||= Boolean(done?.unchecked);
  }
  const n = chosen.indices.length;
  return { detail: `done to ${n} row${n === 1 ? "" : "s"} of “${step.expected_row}”`, unchecked };
}

const RETYPE_TIMEOUT_MS = 2500;

/**
 * A suggestion the list did not offer for the whole value typed (a list matching "Onions",
 * not "Onions (1kg)"): the core's shorter beginnings of the value (`retype`) are typed into the
 * field in turn until the suggestion shows, still chosen by its name. Null when none brings it.
 */
async function retypeForSuggestion(c, tabId, step, control) {
  if (!step.retype?.length || !step.retype_into) return null;
  for (const prefix of step.retype) {
    const field = { step_id: step.step_id, action: "type", target: step.retype_into, value: prefix, post: { kind: "value", value: prefix }, checkable: true };
    const at = await locate(c, tabId, field, control, RETYPE_TIMEOUT_MS).catch(() => null);
    if (!at) return null;
    const typed = await act(c, tabId, field, control, at.frameId, at.index).then(() => true, () => false);
    if (!typed) return null;
    const found = await locate(c, tabId, step, control, RETYPE_TIMEOUT_MS).catch(() => null);
    if (found) return { ...found, closed: [...found.closed, `typed “${prefix}” to bring up the suggestion`] };
  }
  return null;
}

/** Performs a located step and judges what the page showed. */
async function act(c, tabId, step, control, frameId, index) {
  const post = step.post;
  const arrived = post.kind === "navigation"
    ? waitForNavigation(tabId, post.host, post.path, NAV_TIMEOUT_MS, control, (observed) => c.pathMatches(post.path, observed))
    : null;
  const reply = await send(tabId, frameId, {
    type: "procmem.replay.perform", index, action: PERFORM[step.action], value: step.value, checked: step.checked,
    // The replayer watches for the demonstrated effect from just before it acts.
    expect_effect: post.effect ?? undefined, effect_timeout_ms: EFFECT_TIMEOUT_MS,
  }).catch((err) => ({ ok: false, error: err.message }));
  if (!reply?.ok) {
    arrived?.cancel();
    const failure = new StepFailure(reply?.error ?? "The page did not answer.");
    if (Array.isArray(reply?.options)) failure.options = reply.options;
    throw failure;
  }
  const observed = { ...(reply.observed ?? {}) };
  if (arrived) {
    await arrived.catch((err) => { throw err instanceof StepStopped ? err : new StepFailure(err.message); });
    observed.arrived = true;
  } else {
    await quiet(tabId, frameId);
  }
  // The core judges what the page showed against what the step was planned to do.
  const verdict = c.stepVerdict(step, observed);
  // The page showed nothing at all (the core says when that is safe to try again): it may
  // ignore scripted clicks. Once more, as a person — in the top frame, where the point is known.
  if (verdict.verdict === "failed" && frameId === 0 && trustedInputAvailable() && c.retryTrusted(step, observed)) {
    const again = await clickAgainTrusted(tabId, frameId, index, post).catch(() => null);
    const second = again && c.stepVerdict(step, again);
    if (second && second.verdict !== "failed") {
      return { detail: "clicked with trusted input: the page ignored a scripted click", unchecked: second.verdict === "unchecked" };
    }
  }
  if (verdict.verdict === "failed") throw new StepFailure(verdict.why);
  return { detail: observed.already ? "already so; not clicked again" : "", unchecked: verdict.verdict === "unchecked" };
}

/** A trusted click on a located element (`trusted-input.js`); what the page showed after it, or null. */
async function clickAgainTrusted(tabId, frameId, index, post) {
  const armed = await clickTrusted(tabId, () => send(tabId, frameId, {
    type: "procmem.replay.perform", index, action: "click", trusted: true,
    expect_effect: post.effect ?? undefined, effect_timeout_ms: EFFECT_TIMEOUT_MS,
  }));
  if (!armed?.ok) return null;
  const reply = await send(tabId, frameId, { type: "procmem.replay.collect" });
  if (!reply?.ok) return null;
  await quiet(tabId, frameId);
  return { ...(reply.observed ?? {}) };
}

/**
 * A day of a calendar: the replayer turns the calendar to the month and clicks the day; the
 * field it fills is read back and must hold that date (in whatever form the page writes it).
 */
async function pickDate(c, tabId, step) {
  const frame = await frameFor(tabId, step.target.frame_path).catch((err) => { throw new StepFailure(err.message); });
  const reply = await send(tabId, frame.frameId, { type: "procmem.replay.pick_date", date: step.pick_date }, 30_000)
    .catch((err) => ({ ok: false, error: err.message }));
  if (!reply?.ok) throw new StepFailure(reply?.error ?? "The page did not answer.");
  const turned = reply.turned ? `, ${reply.turned} month${reply.turned === 1 ? "" : "s"} on` : "";
  if (!reply.field_value) {
    // The button that opened the calendar may show the date picked: the same one checks the
    // step; another one fails it; none leaves it unchecked.
    const shows = reply.opener_text ? c.showsPick(step.pick_date, reply.opener_text) : undefined;
    if (shows === true) return { detail: `picked “${reply.picked}”${turned}; “${reply.opener_text}” shows it` };
    if (shows === false) throw new StepFailure(`The calendar's button shows “${reply.opener_text}”, not the date ${step.pick_date}.`);
    // An inline calendar: the day it marks chosen checks the step.
    if (reply.day_selected === true) return { detail: `picked “${reply.picked}”${turned}; the calendar marks it chosen` };
    if (reply.day_selected === false) throw new StepFailure(`The calendar does not mark “${reply.picked}” chosen after the click.`);
    return { detail: `picked “${reply.picked}”${turned}; no field shows the date to check it`, unchecked: true };
  }
  if (!c.sameDate(step.pick_date, reply.field_value)) {
    throw new StepFailure(`The date field shows “${reply.field_value}”, not the date ${step.pick_date}.`);
  }
  return `picked “${reply.picked}”${turned}; the field shows “${reply.field_value}”`;
}

/** The number beside the step's control now (found again: a page may re-render it), or null. */
async function countBeside(c, tabId, step, control) {
  const at = await locate(c, tabId, step, control);
  const reply = await send(tabId, at.frameId, { type: "procmem.replay.count", index: at.index }).catch(() => null);
  return reply?.ok && Number.isInteger(reply.count) ? reply.count : null;
}

/**
 * A stepper: reads the number beside its control and asks the core what to do next (stop,
 * click the demonstrated control or its opposite, or fail), until the count reads the step's.
 */
async function countTo(c, tabId, step, control) {
  const counting = { want: step.count_to, now: null, before: null, clicks: 0, count_up: Boolean(step.count_up), opposite: Boolean(step.opposite) };
  for (;;) {
    if (control?.stop) throw new StepStopped();
    counting.now = await countBeside(c, tabId, step, control);
    const next = c.countNext(counting);
    if (next.next === "reached") return next.detail;
    if (next.next !== "click") throw new StepFailure(next.why);
    const stepper = next.control === "opposite" ? { ...step, target: step.opposite } : step;
    const at = await locate(c, tabId, stepper, control);
    const reply = await send(tabId, at.frameId, { type: "procmem.replay.perform", index: at.index, action: "click" }).catch((err) => ({ ok: false, error: err.message }));
    if (!reply?.ok) throw new StepFailure(reply?.error ?? "The page did not answer.");
    await quiet(tabId, at.frameId);
    counting.before = counting.now;
    counting.clicks += 1;
  }
}

/** Pages of results looked through for a choice before giving up. */
const MAX_PAGES = 25;
/** How long one page is given to show the wanted result. */
const PAGE_LOOK_MS = 1500;

/** Whether the step's element is on the page now (after a short wait for it). */
async function present(c, tabId, step, control) {
  try {
    await locate(c, tabId, step, control, PAGE_LOOK_MS);
    return true;
  } catch (err) {
    if (err instanceof StepFailure && err.kind === "not_found") return false;
    throw err;
  }
}

/**
 * Turns pages with the pager step at `i` until the choice it pages toward is on the page — none
 * when it is already there — however many pages that takes (the demonstration's count is not
 * the rule). Fails when the pager is gone or disabled (the last page) before it shows.
 */
export async function pageToward(c, tabId, steps, i, control) {
  const pager = steps[i];
  const wanted = steps[pager.page_until];
  const name = wanted.expected_name ?? wanted.text;
  for (let turned = 0; ; turned++) {
    if (await present(c, tabId, wanted, control)) {
      return turned ? `turned ${turned} page${turned === 1 ? "" : "s"} to find “${name}”` : `“${name}” is on the first page`;
    }
    if (turned >= MAX_PAGES) throw new StepFailure(`“${name}” is not on any of the ${turned + 1} pages looked at.`);
    let at;
    try {
      at = await locate(c, tabId, pager, control, PAGE_LOOK_MS);
    } catch (err) {
      if (err instanceof StepFailure && err.kind === "not_found") throw new StepFailure(`“${name}” is not on any page: there is no further page after ${turned + 1}.`, err.best);
      throw err;
    }
    const reply = await send(tabId, at.frameId, { type: "procmem.replay.perform", index: at.index, action: "click" }).catch((err) => ({ ok: false, error: err.message }));
    if (!reply?.ok) throw new StepFailure(`“${name}” is not on any page: the next page could not be opened (${reply?.error ?? "no answer"}).`);
    await quiet(tabId, at.frameId);
  }
}
