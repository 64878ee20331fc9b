// Trusted input through the DevTools protocol (chrome.debugger's Input domain, as the DevTools
// Recorder replays): the fallback for a click that a page ignored because a script sent it
// (`event.isTrusted` false). Replay clicks with synthetic events first — no debugger banner, no
// attach cost — and comes here only when such a click showed nothing at all on the page, so
// nothing is done twice. Top frame only: a point in a child frame would need every enclosing
// frame's offset. The figures behind this choice are in docs/ARCHITECTURE.md.

const PROTOCOL = "1.3";

/** Whether this browser lets the extension send trusted input (the "debugger" permission). */
export function trustedInputAvailable() {
  return typeof chrome !== "undefined" && typeof chrome.debugger?.attach === "function";
}

/**
 * Attaches to the tab, lets `arm()` say where to click (asked after attaching: a debugging
 * banner may move the page), presses and releases the left button there, and detaches. Returns
 * what `arm()` returned; throws when the tab cannot be debugged (DevTools open on it, a page
 * Chrome protects).
 */
export async function clickTrusted(tabId, arm) {
  const target = { tabId };
  await chrome.debugger.attach(target, PROTOCOL);
  try {
    const armed = await arm();
    if (!armed?.ok || !armed.point) return armed;
    const { x, y } = armed.point;
    const send = (params) => chrome.debugger.sendCommand(target, "Input.dispatchMouseEvent", { x, y, ...params });
    await send({ type: "mouseMoved" });
    await send({ type: "mousePressed", button: "left", buttons: 1, clickCount: 1 });
    await send({ type: "mouseReleased", button: "left", buttons: 0, clickCount: 1 });
    return armed;
  } finally {
    await chrome.debugger.detach(target).catch(() => {});
  }
}
