// The team library in the panel: Settings → Team library (address, token, Test connection,
// Save, Forget), and in the Memories card the last sync, Sync now, and every conflict with both
// versions side by side for the person to choose (docs/TEAM.md).
import { send } from "./api.js";
import { $, el, show, act, setError, when } from "./dom.js";

function say(text) {
  $("team-status").textContent = text;
}

/**
 * Asks Chrome for access to the server's host (optional_host_permissions) on the person's click:
 * the worker checks the address and names the host pattern first.
 */
async function allowServer(url) {
  const { origin_pattern } = await send("procmem.team.check", { url });
  const granted = await chrome.permissions.request({ origins: [origin_pattern] });
  if (!granted) throw new Error(`procmem may not reach ${url}: allow it when Chrome asks, or the team library cannot sync.`);
}

function typed() {
  return { url: $("team-url").value.trim(), token: $("team-token").value.trim() };
}

function showSettings(team) {
  if (team) $("team-url").value = team.url;
  $("team-token").value = "";
  $("team-token").placeholder = team?.has_token ? "saved (type to replace)" : "paste your member token";
  show($("team-forget"), Boolean(team));
}

export function init() {
  send("procmem.team.get").then(({ team }) => showSettings(team)).catch(() => {});
  $("team-test").addEventListener("click", () => act($("team-test"), null, async () => {
    try {
      await allowServer(typed().url);
      say("Asking the server…");
      const { message } = await send("procmem.team.test", typed());
      say(message);
    } catch (err) {
      say(err.message);
    }
  }));
  $("team-save").addEventListener("click", () => act($("team-save"), null, async () => {
    try {
      await allowServer(typed().url);
      const { team } = await send("procmem.team.set", typed());
      showSettings(team);
      say(`Saved. This library syncs with ${team.url} in the background.`);
      await refresh();
    } catch (err) {
      say(err.message);
    }
  }));
  $("team-forget").addEventListener("click", () => act($("team-forget"), null, async () => {
    await send("procmem.team.set", { forget: true });
    $("team-url").value = "";
    showSettings(null);
    say("The team library is forgotten here. Procedures already synced stay in this browser.");
    await refresh();
  }));
  $("team-sync").addEventListener("click", () => act($("team-sync"), $("team-error"), async () => {
    render(await send("procmem.team.sync"));
  }));
}

export async function refresh() {
  try {
    render(await send("procmem.team.get"));
  } catch (err) {
    setError($("team-error"), err.message);
  }
}

function statusLine(team, status, pending) {
  const waiting = pending ? ` · ${pending} outcome${pending === 1 ? "" : "s"} to send` : "";
  if (status.state === "syncing") return `Syncing with ${team.url}…`;
  if (status.state === "offline" || status.state === "error") return `${status.error}${waiting}`;
  if (status.last_sync) return `Synced with ${team.url} at ${when(status.last_sync)}: ${status.pushed} sent, ${status.pulled} received${waiting}.`;
  return `Syncs with ${team.url}${waiting}.`;
}

function render({ team, status, conflicts, refused, pending_outcomes }) {
  show($("team-card"), Boolean(team));
  if (!team) return;
  $("team-sync-status").textContent = statusLine(team, status, pending_outcomes);
  setError($("team-error"), refused.length ? `The team library refused ${refused.length} item${refused.length === 1 ? "" : "s"} (not sent again until changed): ${refused.map((r) => r.error).join(" ")}` : "");
  $("team-conflicts").replaceChildren(...conflicts.map(conflictItem));
  show($("team-conflicts-heading"), conflicts.length > 0);
}

function version(label, v) {
  if (!v) return el("div", { class: "version" }, el("h4", { text: label }), el("p", { class: "empty", text: "Deleted in this browser." }));
  return el("div", { class: "version" },
    el("h4", { text: label }),
    el("div", { class: "title", text: v.title }),
    v.goal ? el("div", { class: "meta", text: v.goal }) : null,
    el("div", { class: "meta", text: `${v.steps.length} steps · updated ${when(v.updated)}` }),
    el("ol", { class: "steps" }, v.steps.map((s) => el("li", { text: s.text }))));
}

function conflictItem(c) {
  const name = c.mine?.title ?? c.theirs.title;
  const choose = (keep, text) => {
    const b = el("button", { type: "button", class: "small", text, "aria-label": `${text} of “${name}”` });
    b.addEventListener("click", () => act(b, $("team-error"), async () => {
      render(await send("procmem.team.resolve", { kind: c.kind, id: c.id, keep }));
    }));
    return b;
  };
  return el("li", { "data-id": c.id, "aria-label": `Conflict over “${name}”` },
    el("div", { class: "title", text: `“${name}” changed here and in the team library` }),
    el("div", { class: "conflict" }, version("This browser's version", c.mine), version(`The team's version (v${c.version})`, c.theirs)),
    el("div", { class: "actions" }, choose("mine", "Keep this browser's version"), choose("theirs", "Keep the team's version")));
}
