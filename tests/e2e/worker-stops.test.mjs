// Trust: no recorded step may be lost when MV3 stops the service worker in the middle of a
// recording. One browser records several demonstrations (typing, selects in the page and in a
// cross-origin frame, checkboxes, links, form submits by click and by Enter, addresses typed, a
// link opened in a background tab);
// the worker is stopped at random moments of them — before an action, while it happens, right
// after a navigating click, while the old page hides and the new one commits — and every
// recording must hold every step the person did, in order, none twice.
//
// PROCMEM_STOPS (default 100) sets how many stops; PROCMEM_STOPS_SEED replays a run (the seed
// is printed). The figure line: "worker stops: N stops, L steps lost, D duplicated".
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchExtension, storageDump } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import { startRecording, stopRecording, chooseOption, liveRecording, workerStopper, seededRandom } from "../support/e2e.mjs";

const STOPS = Number(process.env.PROCMEM_STOPS ?? 100);
const SEED = Number(process.env.PROCMEM_STOPS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const MAX_RECORDINGS = Math.max(4, Math.ceil(STOPS / 8));

let server;

before(async () => {
  server = await startFixtureServer();
});

after(async () => {
  await server?.close();
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A step as the test compares it: what was done to what, and how it joins its neighbours. */
function stepLine(s) {
  if (s.action === "navigate") return `navigate ${s.url}${s.nav === "start" ? " (start)" : ""}${s.implicit ? " (caused)" : ""}`;
  let line = `${s.action} “${s.target?.name ?? ""}”`;
  if (s.secret) line += " secret";
  else if (s.value !== null && s.value !== undefined) line += ` = ${s.value}`;
  if (s.checked !== null && s.checked !== undefined) line += ` checked=${s.checked}`;
  if (s.submits) line += " (submits)";
  return line;
}

const nav = (url, caused = true) => `navigate ${url}${caused ? " (caused)" : ""}`;

/**
 * One demonstration: each action does something in the page and says the steps it must leave
 * (read after it ran: a created issue's id is known only then). `to`: the page it navigates to.
 */
function demonstration(n, rand) {
  const t = (path) => server.url("tracker.test", path);
  const s = (path) => server.url("shop.test", path);
  const word = () => ["amber", "birch", "cedar", "delta", "ember", "fjord", "gale", "harbor"][Math.floor(rand() * 8)];
  const title = `Issue ${n} ${word()}`;
  const description = `Found while testing ${word()} ${n}`;
  const assignee = ["Ana", "Bo", "Chen", "Dana"][Math.floor(rand() * 4)];
  const priority = ["Low", "High", "Urgent"][Math.floor(rand() * 3)];
  const name = `Person ${word()}`;
  const email = `p${n}@example.com`;
  const month = ["March", "June", "October"][Math.floor(rand() * 3)];
  const message = `Order ${n} arrived ${word()}`;
  const query = ["kettle", "dripper", "blanket"][Math.floor(rand() * 3)];
  const helpQuery = `how to ${word()}`;
  const topic = ["labels", "milestones", "filters", "exports"][Math.floor(rand() * 4)];
  return {
    start: t("/login.html"),
    actions: [
      { run: (p) => p.getByLabel("Username").fill("ana"), steps: () => ["type “Username” = ana"] },
      { run: (p) => p.getByLabel("Password").fill("Correct-Horse-7731"), steps: () => ["type “Password” secret"] },
      { run: (p) => p.getByLabel("One-time code").fill("482916"), steps: () => ["type “One-time code” secret"] },
      { run: (p) => p.getByRole("button", { name: "Sign in" }).click(), to: /\/index\.html$/, steps: () => ["click “Sign in” (submits)", nav(t("/index.html"))] },
      { run: (p) => p.getByRole("link", { name: "New issue" }).click(), to: /\/new\.html$/, steps: () => ["click “New issue”", nav(t("/new.html"))] },
      { run: (p) => p.getByLabel("Title").fill(title), steps: () => [`type “Title” = ${title}`] },
      { run: (p) => p.getByLabel("Description").fill(description), steps: () => [`type “Description” = ${description}`] },
      { run: (p) => chooseOption(p, p.getByLabel("Assignee"), assignee), steps: () => [`select “Assignee” = ${assignee}`] },
      // A <select> in a cross-origin frame: another source of events, in order with the page's.
      { run: (p) => chooseOption(p, p.frameLocator("#priority-frame").getByLabel("Priority"), priority), steps: () => [`select “Priority” = ${priority}`] },
      { run: (p) => p.getByRole("checkbox", { name: "bug" }).click(), steps: () => ["check “bug” checked=true"] },
      {
        run: (p) => p.getByRole("button", { name: "Create issue" }).click(),
        to: /\/created\.html\?id=\d+$/,
        steps: (p) => ["click “Create issue” (submits)", nav(p.url())],
      },
      { run: (p) => p.getByRole("link", { name: "Back to all issues" }).click(), to: /\/index\.html$/, steps: () => ["click “Back to all issues”", nav(t("/index.html"))] },
      { run: (p) => p.goto(t("/help.html")), to: /\/help\.html$/, steps: () => [nav(t("/help.html"), false)] },
      { run: (p) => p.getByRole("searchbox", { name: "Search help" }).fill(helpQuery), steps: () => [`type “Search help” = ${helpQuery}`] },
      // A link opened in a background tab (Ctrl+click): the new tab joins the recording.
      {
        run: async (p) => {
          const [opened] = await Promise.all([
            p.context().waitForEvent("page"),
            p.getByRole("link", { name: `About ${topic}` }).click({ modifiers: ["ControlOrMeta"] }),
          ]);
          await opened.waitForURL(t(`/help.html?topic=${topic}`));
          await sleep(300);
          await opened.close();
        },
        steps: () => [`click “About ${topic}”`, nav(t(`/help.html?topic=${topic}`))],
      },
      // An address typed: a navigation no click caused.
      { run: (p) => p.goto(s("/contact.html")), to: /\/contact\.html$/, steps: () => [nav(s("/contact.html"), false)] },
      { run: (p) => p.getByLabel("Name").fill(name), steps: () => [`type “Name” = ${name}`] },
      { run: (p) => p.getByLabel("Email").fill(email), steps: () => [`type “Email” = ${email}`] },
      { run: (p) => chooseOption(p, p.getByLabel("Month of your order"), month), steps: () => [`select “Month of your order” = ${month}`] },
      { run: (p) => p.getByLabel("Message").fill(message), steps: () => [`type “Message” = ${message}`] },
      { run: (p) => p.getByRole("button", { name: "Send message" }).click(), to: /\/contact\.html\?sent=1$/, steps: () => ["click “Send message” (submits)", nav(s("/contact.html?sent=1"))] },
      { run: (p) => p.getByRole("searchbox", { name: "Search", exact: true }).fill(query), steps: () => [`type “Search” = ${query}`] },
      // Enter submits the search form: the browser's own click on its button is no step.
      { run: (p) => p.getByRole("searchbox", { name: "Search", exact: true }).press("Enter"), to: /\/search\.html\?q=/, steps: () => ["press_enter “Search” (submits)", nav(s(`/search.html?q=${query}`))] },
      { run: (p) => p.getByRole("link", { name: "Shop" }).click(), to: /\/index\.html$/, steps: () => ["click “Shop”", nav(s("/index.html"))] },
    ],
  };
}

/** Longest common subsequence length: steps in order that both lists hold. */
function inOrder(a, b) {
  const row = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j];
      row[j] = a[i - 1] === b[j - 1] ? diag + 1 : Math.max(row[j], row[j - 1]);
      diag = up;
    }
  }
  return row[b.length];
}

test(`the service worker stopped ${STOPS} times at random moments of recordings loses no step and duplicates none`, { timeout: 15 * 60_000 }, async () => {
  console.log(`worker stops: seed ${SEED} (PROCMEM_STOPS_SEED=${SEED} replays this run)`);
  const rand = seededRandom(SEED);
  const began = Date.now();
  const ext = await launchExtension();
  let stopper;
  try {
    ext.context.setDefaultTimeout(15_000);
    const site = await ext.context.newPage();
    const panel = await ext.openPanel();
    stopper = await workerStopper(ext, panel);
    const modes = { before: 0, during: 0, request: 0, commit: 0, after: 0, stop: 0 };
    let lost = 0;
    let duplicated = 0;
    let expectedSteps = 0;
    let recovered = 0; // navigations recorded from the page's own report (the worker's was lost)
    const failures = [];

    for (let n = 1; n <= MAX_RECORDINGS && stopper.stops < STOPS; n++) {
      const demo = demonstration(n, rand);
      await site.goto(demo.start);
      await startRecording(panel, site, { title: `Worker stops ${n}` });
      const { state } = await liveRecording(panel);
      const expected = [`navigate ${demo.start} (start)`];

      for (const action of demo.actions) {
        // Where this action's stop falls.
        const r = rand();
        const mode = action.to
          ? (r < 0.15 ? "before" : r < 0.4 ? "during" : r < 0.6 ? "request" : r < 0.8 ? "commit" : r < 0.95 ? "after" : null)
          : (r < 0.3 ? "before" : r < 0.85 ? "during" : r < 0.95 ? "after" : null);
        const delay = rand();
        let fired = null;
        const fire = () => {
          fired ??= stopper.stop();
        };
        const main = site.mainFrame();
        const onRequest = (req) => {
          if (req.isNavigationRequest() && req.frame() === main) sleep(delay * 30).then(fire);
        };
        const onCommit = (frame) => {
          if (frame === main) fire();
        };
        if (mode === "before") await stopper.stopAndWait();
        if (mode === "during") sleep(delay * 150).then(fire);
        if (mode === "request") site.on("request", onRequest);
        if (mode === "commit") site.on("framenavigated", onCommit);
        if (mode) modes[mode] += 1;
        try {
          await action.run(site);
          if (mode === "after") fire();
          if (action.to) await site.waitForURL(action.to, { waitUntil: "domcontentloaded" });
        } finally {
          site.off("request", onRequest);
          site.off("framenavigated", onCommit);
        }
        if (mode === "during") await sleep(delay * 150 + 5);
        await fired;
        expected.push(...action.steps(site));
        await sleep(Math.floor(rand() * 60)); // a person's pause between actions
      }

      // Sometimes the worker is stopped just before Stop is pressed.
      if (rand() < 0.5) {
        modes.stop += 1;
        await stopper.stop();
      }
      const recordingId = await stopRecording(panel);
      assert.equal(recordingId, state.recording_id);
      const all = await storageDump(panel);
      const rec = all[`procmem:rec:${recordingId}`];
      const got = rec.steps.map(stepLine);
      const common = inOrder(expected, got);
      lost += expected.length - common;
      duplicated += got.length - common;
      expectedSteps += expected.length;
      recovered += rec.steps.filter((st) => st.action === "navigate" && st.nav === "other").length;
      if (common !== expected.length || got.length !== expected.length) failures.push({ n, expected, got });
      const left = Object.keys(all).filter((k) => k.startsWith("procmem:pending:") || k.startsWith("procmem:applied:"));
      assert.deepEqual(left, [], "nothing of the recording is left pending after Stop");
    }

    const seconds = ((Date.now() - began) / 1000).toFixed(0);
    console.log(`worker stops: ${stopper.stops} stops, ${lost} steps lost, ${duplicated} duplicated (of ${expectedSteps} steps; ${recovered} navigations recorded from the page's report; stops ${JSON.stringify(modes)}; seed ${SEED}; ${seconds} s)`);
    for (const f of failures) {
      console.log(`recording ${f.n}:\n  expected:\n    ${f.expected.join("\n    ")}\n  got:\n    ${f.got.join("\n    ")}`);
    }
    assert.ok(stopper.stops >= STOPS, `only ${stopper.stops} stops happened`);
    assert.equal(lost, 0, "steps lost");
    assert.equal(duplicated, 0, "steps duplicated");
  } finally {
    await stopper?.detach();
    await ext.close();
  }
});
