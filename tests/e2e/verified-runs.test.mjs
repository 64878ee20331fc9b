// A run says "succeeded" only when it saw each step work: a click's demonstrated effect (a menu
// opening from an icon-only button, a menu closing and a message appearing) is recorded and
// checked after the same click on replay. A page that ignores the click pauses the run at that
// step; a step that showed nothing when demonstrated leaves the run "done, unverified".
import { test, before, after, afterEach } from "node:test";
import assert from "node:assert/strict";
import { launchExtension, storageDump } from "../support/extension.mjs";
import { startFixtureServer } from "../support/fixture-server.mjs";
import { runFound, waitFor, startRecording, stopRecording, buildProcedure, expectLiveStep, chooseOption } from "../support/e2e.mjs";

let server;
let ext;
let panel;
let site;

before(async () => {
  server = await startFixtureServer();
  ext = await launchExtension();
  ext.context.setDefaultTimeout(10_000);
  site = await ext.context.newPage();
  panel = await ext.openPanel();
});

after(async () => {
  await ext?.close();
  await server?.close();
});

// A test that fails midway may leave a run paused or a recording going; the next test starts
// clean, so one failure is reported once, not as every test after it.
afterEach(async () => {
  await endPausedRun().catch(() => {});
  const stop = panel.getByRole("button", { name: "Stop recording" });
  if (await stop.isVisible().catch(() => false)) await stop.click().catch(() => {});
});

const orders = (query = "") => server.url("shop.test", `/orders.html${query}`);

/** Runs the procedure titled `title` for `task` from Find procedures; the run's final status. */
const run = (task, title) => runFound(panel, site, task, title);

/** Records `title` on the orders page: the ⋯ button, then Archive in its menu. */
async function recordArchiveOrder(title = "Archive the order") {
  await site.goto(orders());
  await startRecording(panel, site, { title });
  await site.getByRole("button", { name: "More actions" }).click();
  await site.getByRole("menuitem", { name: "Archive" }).click();
  await expectLiveStep(panel, "Archive");
  return buildProcedure(panel, await stopRecording(panel));
}

test("a click's effect is recorded and checked: the run succeeds when it comes and pauses when the page ignores the click", async () => {
  const procedure = await recordArchiveOrder();
  const more = procedure.steps.find((s) => s.target?.name === "More actions");
  const archive = procedure.steps.find((s) => s.target?.name === "Archive");
  assert.ok(more && archive, JSON.stringify(procedure.steps.map((s) => s.target?.name)));
  assert.deepEqual(more.effect?.state, { expanded: true }, "the icon-only button opened its menu");
  assert.ok(more.effect.appeared.includes("menu"), JSON.stringify(more.effect));
  assert.ok(archive.effect?.disappeared.includes("menu") && archive.effect.appeared.includes("status"), JSON.stringify(archive.effect));

  await site.goto(orders());
  const status = await run("Archive the order", procedure.title);
  assert.match(status, /^Run succeeded/);
  assert.equal(await site.locator("#order-state").innerText(), "Archived");

  // The page ignores the click on Archive: the step did not do what it did, so the run pauses
  // there and says so — it never claims success.
  await site.goto(orders("?archive=broken"));
  const paused = await run("Archive the order", procedure.title);
  assert.match(paused, /^Paused at/);
  const report = await panel.locator("#run-report").innerText();
  assert.match(report, /Archive/);
  assert.match(report, /did not do what it did when demonstrated \(a status appeared; a menu went away\)/);
  await panel.getByRole("button", { name: "Abort", exact: true }).click();
  await waitFor(async () => /^Run failed/.test(await panel.locator("#run-status").innerText()), { message: "the aborted run" });
});

test("a step that showed nothing when demonstrated leaves the run done but unverified, and it is not learned as a success", async () => {
  await site.goto(orders());
  await startRecording(panel, site, { title: "Mark the order as read" });
  await site.getByRole("button", { name: "Mark as read" }).click();
  await expectLiveStep(panel, "Mark as read");
  const procedure = await buildProcedure(panel, await stopRecording(panel));
  assert.equal(procedure.steps.find((s) => s.action === "click").effect, undefined, "nothing showed on the page");
  await site.goto(orders());
  const status = await run("Mark the order as read", procedure.title);
  assert.match(status, /^Done, unverified: 1 step did what was asked, but nothing on the page shows whether it worked/);
  const stored = (await storageDump(panel))[`procmem:proc:${procedure.id}`];
  assert.equal(stored.stats.successes, 0, "an unverified run is not a success");
  assert.equal(stored.stats.failures, 0, "nor a failure");
});

test("a code the task names only as context is used when the page shows it; one the page does not show leaves the run unverified", async () => {
  const procedure = await recordArchiveOrder("Archive the open order");

  // "A-1001" is no value of the procedure: it says which order, and the page shows that order.
  await site.goto(orders());
  assert.match(await run("Archive the open order A-1001", procedure.title), /^Run succeeded/);
  assert.equal(await site.locator("#order-state").innerText(), "Archived");
  const runs = Object.values(await storageDump(panel)).filter((v) => v?.procedure_id === procedure.id && v.task === "Archive the open order A-1001");
  assert.ok(runs.length && runs.every((r) => !JSON.stringify(r).includes("Order A-1001 Open")), "the page's text is not stored");

  // Near miss: the page shows another order; every step went well, but the task named one this
  // run never touched.
  await site.goto(orders());
  const other = await run("Archive the open order B-2002", procedure.title);
  assert.match(other, /^Done, unverified: every step of the procedure was done, but The task also gives B-2002/);
});

test("the same 'Delete' in every row: the row the task names is deleted and confirmed, the demonstrated row left alone", async () => {
  const projects = (query = "") => server.url("shop.test", `/projects.html${query}`);
  await site.goto(projects());
  await startRecording(panel, site, { title: "Delete the project 'Atlas'" });
  await site.getByRole("row", { name: /Atlas/ }).getByRole("button", { name: "Delete" }).click();
  await site.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expectLiveStep(panel, "Delete");
  const procedure = await buildProcedure(panel, await stopRecording(panel));
  assert.deepEqual(procedure.abstract.parameters.map((p) => p.example), ["Atlas"], "the row is the value");
  // Another row, the rows in another order, and both kinds of confirm box.
  for (const [query, project] of [["?order=reversed", "Borealis"], ["?native=1", "Cirrus"]]) {
    await site.goto(projects(query));
    const status = await run(`Delete the project '${project}'`, procedure.title);
    assert.match(status, /^Run succeeded/, `${query}: ${status}`);
    assert.equal(await site.locator("#status").innerText(), `Deleted ${project}`);
    assert.equal(await site.getByRole("row", { name: new RegExp(project) }).count(), 0);
    assert.equal(await site.getByRole("row", { name: /Atlas/ }).count(), 1, "the demonstrated row is left alone");
  }
});


test("a quantity stepper is clicked until the count reads the task's number, up or down, and a count it cannot reach pauses", async () => {
  const cart = server.url("shop.test", "/cart.html?items=p-grinder:1,p-skillet:4,p-candle:2");
  const qty = (name) => site.locator("tr", { hasText: name }).locator(".qty").innerText();
  await site.goto(cart);
  await startRecording(panel, site, { title: "Set the quantity of 'Burr Coffee Grinder' to 3" });
  for (const n of ["2", "3"]) {
    await site.getByRole("button", { name: "Increase quantity of Burr Coffee Grinder" }).click();
    await waitFor(async () => (await qty("Burr Coffee Grinder")) === n, { message: `the grinder at ${n}` });
  }
  await expectLiveStep(panel, "Increase quantity");
  const procedure = await buildProcedure(panel, await stopRecording(panel));
  const steppers = procedure.steps.filter((s) => s.count_slot);
  assert.equal(steppers.length, 1, JSON.stringify(procedure.steps.map((s) => [s.action, s.target?.name, s.effect])));
  assert.equal(procedure.steps.filter((s) => s.action === "click").length, 1, "two clicks to reach 3 are one step");

  // Down from 4 with the "−" the demonstration never pressed, then up from 2: each ends with the
  // count read back; the other rows are left as they were.
  await site.goto(cart);
  assert.match(await run("Set the quantity of 'Cast Iron Skillet' to 2", procedure.title), /^Run succeeded/);
  assert.deepEqual([await qty("Cast Iron Skillet"), await qty("Burr Coffee Grinder"), await qty("Cedar Soy Candle")], ["2", "1", "2"]);
  await site.goto(cart);
  assert.match(await run("Set the quantity of 'Cedar Soy Candle' to 5", procedure.title), /^Run succeeded/);
  assert.equal(await qty("Cedar Soy Candle"), "5");

  // Demonstrated going down ("−" once, 4 → 3): down with the same control, up with the other.
  await site.goto(cart);
  await startRecording(panel, site, { title: "Change the quantity of 'Cast Iron Skillet' to 3" });
  await site.getByRole("button", { name: "Decrease quantity of Cast Iron Skillet" }).click();
  await waitFor(async () => (await qty("Cast Iron Skillet")) === "3", { message: "the skillet at 3" });
  await expectLiveStep(panel, "Decrease quantity");
  const down = await buildProcedure(panel, await stopRecording(panel));
  assert.equal(down.steps.filter((s) => s.count_slot).length, 1, JSON.stringify(down.steps.map((s) => [s.action, s.target?.name, s.effect])));
  await site.goto(cart);
  assert.match(await run("Change the quantity of 'Cedar Soy Candle' to 1", down.title), /^Run succeeded/);
  assert.equal(await qty("Cedar Soy Candle"), "1");
  await site.goto(cart);
  assert.match(await run("Change the quantity of 'Burr Coffee Grinder' to 3", down.title), /^Run succeeded/);
  assert.deepEqual([await qty("Burr Coffee Grinder"), await qty("Cast Iron Skillet")], ["3", "4"]);

  // The page stops at 9: the run pauses rather than claim 12.
  await site.goto(cart);
  const paused = await run("Set the quantity of 'Cedar Soy Candle' to 12", procedure.title);
  assert.match(paused, /^Paused at/);
  await panel.getByRole("button", { name: "Abort", exact: true }).click();
  await waitFor(async () => /^Run failed/.test(await panel.locator("#run-status").innerText()), { message: "the aborted run" });
});

test("a result picked by its place is the one at that place whatever it says, and another place the task names is taken", async () => {
  const search = (q) => server.url("shop.test", `/search.html?q=${q}`);
  const cartIds = () => site.evaluate(() => JSON.parse(localStorage.getItem("fernhill-cart") || "[]").map((l) => l.id));
  await site.goto(search("coffee"));
  await site.evaluate(() => localStorage.removeItem("fernhill-cart"));
  await startRecording(panel, site, { title: "Add the first result to the cart" });
  await site.locator("#results > li").first().getByRole("button", { name: "Add to cart" }).click();
  await expectLiveStep(panel, "Add to cart");
  const procedure = await buildProcedure(panel, await stopRecording(panel));
  const pick = procedure.steps.find((s) => s.ordinal != null);
  assert.ok(pick && pick.place_slot, JSON.stringify(procedure.steps.map((s) => [s.action, s.target?.name, s.target?.rank, s.ordinal])));

  // Other results, other names: the first kitchen product, then the last outdoors one.
  await site.goto(search("kitchen"));
  await site.evaluate(() => localStorage.removeItem("fernhill-cart"));
  const first = await site.locator("#results > li").first().getAttribute("data-product-id");
  assert.match(await run("Add the first result to the cart", procedure.title), /^Run succeeded/);
  assert.deepEqual(await cartIds(), [first]);
  await site.goto(search("outdoors"));
  await site.evaluate(() => localStorage.removeItem("fernhill-cart"));
  const last = await site.locator("#results > li").last().getAttribute("data-product-id");
  assert.match(await run("Add the last result to the cart", procedure.title), /^Run succeeded/);
  assert.deepEqual(await cartIds(), [last]);
});

test("a filter box that changed the results at demonstration must change them again: a page that now waits for 'Apply' pauses the run", async () => {
  const search = (query = "") => server.url("shop.test", `/search.html${query}`);
  const cartIds = () => site.evaluate(() => JSON.parse(localStorage.getItem("fernhill-cart") || "[]").map((l) => l.id));
  await site.goto(search());
  await site.evaluate(() => localStorage.removeItem("fernhill-cart"));
  await startRecording(panel, site, { title: "Show the 'Coffee' products and add the first one to the cart" });
  await site.getByRole("checkbox", { name: "Coffee" }).check();
  await waitFor(async () => (await site.locator("#results-meta").innerText()) === "4 products", { message: "the coffee products" });
  await site.locator("#results > li").first().getByRole("button", { name: "Add to cart" }).click();
  await expectLiveStep(panel, "Add to cart");
  const procedure = await buildProcedure(panel, await stopRecording(panel));
  const box = procedure.steps.find((s) => s.action === "check");
  assert.ok(box?.effect?.content, JSON.stringify(procedure.steps.map((s) => [s.action, s.target?.name, s.effect])));

  // The boxes filter at once: the first kitchen product goes to the cart.
  await site.goto(search());
  await site.evaluate(() => localStorage.removeItem("fernhill-cart"));
  assert.match(await run("Show the 'Kitchen' products and add the first one to the cart", procedure.title), /^Run succeeded/);
  assert.deepEqual(await cartIds(), ["p-skillet"]);

  // The same page waiting for "Apply filters": ticking the box changes nothing, and the run
  // stops there rather than add an unfiltered first product.
  await site.goto(search("?apply=1"));
  await site.evaluate(() => localStorage.removeItem("fernhill-cart"));
  const paused = await run("Show the 'Kitchen' products and add the first one to the cart", procedure.title);
  assert.match(paused, /^Paused at/);
  assert.match(await panel.locator("#run-report").innerText(), /did not do what it did when demonstrated/);
  assert.deepEqual(await cartIds(), []);
  await panel.getByRole("button", { name: "Abort", exact: true }).click();
  await waitFor(async () => /^Run failed/.test(await panel.locator("#run-status").innerText()), { message: "the aborted run" });
});

test("a list that writes the value its own way ('Apr' for April) gets that option, and a value no option says still pauses", async () => {
  const contact = (query = "") => server.url("shop.test", `/contact.html${query}`);
  const month = () => site.locator("#contact-month").inputValue();
  await site.goto(contact());
  await startRecording(panel, site, { title: "Choose the order month 'March'" });
  await chooseOption(site, site.getByLabel("Month of your order"), "March");
  await expectLiveStep(panel, "March");
  const procedure = await buildProcedure(panel, await stopRecording(panel));

  await site.goto(contact("?months=short"));
  assert.match(await run("Choose the order month 'April'", procedure.title), /^Run succeeded/);
  assert.equal(await month(), "apr");

  // "Sometime" is no month: nothing is chosen for it and the run stops at the list.
  await site.goto(contact("?months=short"));
  const paused = await run("Choose the order month 'Sometime'", procedure.title);
  assert.match(paused, /^Paused at/);
  assert.match(await panel.locator("#run-report").innerText(), /No option matches/);
  assert.equal(await month(), "");
  await panel.getByRole("button", { name: "Abort", exact: true }).click();
  await waitFor(async () => /^Run failed/.test(await panel.locator("#run-status").innerText()), { message: "the aborted run" });
});

test("one deed done to several rows of the task's value is done to every such row, however many, and a value no row has pauses", async () => {
  const mail = server.url("shop.test", "/mail.html");
  const useBox = async (box) => {
    await site.goto(mail);
    await site.evaluate((b) => localStorage.setItem("mailbox", b), box);
    await site.reload();
  };
  const status = () => site.locator("#status").innerText();
  await useBox("a");
  await startRecording(panel, site, { title: "Archive all the emails from Initech HR" });
  const fromInitech = site.getByRole("listitem").filter({ hasText: "Initech HR" });
  await fromInitech.nth(0).getByRole("checkbox", { name: "Select" }).check();
  await fromInitech.nth(1).getByRole("checkbox", { name: "Select" }).check();
  await site.getByRole("button", { name: "Archive" }).click();
  await expectLiveStep(panel, "Archive");
  assert.equal(await status(), "Archived 2: Benefits enrolment closes Friday; Updated holiday calendar");
  const procedure = await buildProcedure(panel, await stopRecording(panel));
  const ticks = procedure.steps.filter((s) => s.action === "check");
  assert.equal(ticks.length, 1, JSON.stringify(procedure.steps.map((s) => [s.action, s.target?.name, s.target?.row, s.each])));
  assert.ok(ticks[0].each && ticks[0].row_slot, JSON.stringify(ticks[0]));

  // Figma sent three in the other mailbox: all three go, and nothing else.
  await useBox("b");
  assert.match(await run("Archive all the emails from Figma", procedure.title), /^Run succeeded/);
  assert.equal(await status(), "Archived 3: Emeka commented on Checkout v3; Hana shared a file with you; Your trial ends in 3 days");

  // Nobody by that name: the run pauses at the ticks and archives nothing.
  await useBox("b");
  assert.match(await run("Archive all the emails from Hooli Cloud", procedure.title), /^Paused at/);
  assert.equal(await status(), "");
  await panel.getByRole("button", { name: "Abort", exact: true }).click();
  await waitFor(async () => /^Run failed/.test(await panel.locator("#run-status").innerText()), { message: "the aborted run" });
  await site.evaluate(() => localStorage.removeItem("mailbox"));
});

test("a slider moved with the keys is recorded as its value and set to the task's by the keys a person would press; a value it never says pauses", async () => {
  const loan = server.url("shop.test", "/loan.html");
  const status = () => site.locator("#status").innerText();
  await site.goto(loan);
  await startRecording(panel, site, { title: "Check the rates for 49000 over 72 months" });
  await site.getByRole("textbox", { name: "Amount" }).fill("49000");
  const term = site.getByRole("slider", { name: "Term" });
  await term.focus();
  for (let i = 0; i < 3; i++) await site.keyboard.press("ArrowRight");
  await site.getByRole("button", { name: "See my rates" }).click();
  await expectLiveStep(panel, "See my rates");
  assert.equal(await status(), "Rates for 49000 over 72 months");
  const procedure = await buildProcedure(panel, await stopRecording(panel));
  const slid = procedure.steps.find((s) => s.target?.role === "slider");
  assert.ok(slid?.slot, JSON.stringify(procedure.steps.map((s) => [s.action, s.target?.role, s.value, s.slot])));

  // Another term, down from the default this time: pressed to it and read back.
  await site.goto(loan);
  assert.match(await run("Check the rates for 20000 over 24 months", procedure.title), /^Run succeeded/);
  assert.equal(await status(), "Rates for 20000 over 24 months");
  // A term the slider never says: the run pauses there, no rates asked for.
  await site.goto(loan);
  assert.match(await run("Check the rates for 20000 over 90 months", procedure.title), /^Paused at/);
  assert.equal(await status(), "");
  await panel.getByRole("button", { name: "Abort", exact: true }).click();
  await waitFor(async () => /^Run failed/.test(await panel.locator("#run-status").innerText()), { message: "the aborted run" });
});

test("a list that opens on the press is seen opening by its click, and what the next key does is not the last click's effect", async () => {
  const notes = server.url("shop.test", "/notes.html");
  await site.goto(notes);
  await startRecording(panel, site, { title: "Post an Urgent note 'Call the bank'" });
  await site.getByRole("button", { name: /^Kind/ }).click();
  await site.getByRole("option", { name: "Urgent" }).click();
  await site.getByRole("link", { name: "Today's notes" }).click();
  const box = site.getByRole("textbox", { name: "New note" });
  await box.pressSequentially("Call the bank");
  await box.press("Enter");
  await expectLiveStep(panel, "Call the bank");
  assert.equal(await site.locator("#status").innerText(), "Note posted.");
  const procedure = await buildProcedure(panel, await stopRecording(panel));
  const opener = procedure.steps.find((s) => s.target?.role === "button" && /Kind/.test(s.target?.name ?? ""));
  const link = procedure.steps.find((s) => s.target?.name === "Today's notes");
  assert.ok(opener && link, JSON.stringify(procedure.steps.map((s) => [s.action, s.target?.role, s.target?.name])));
  // The list opened on pointerdown, before the click: still the click's consequence.
  assert.ok(opener.effect?.appeared.includes("listbox"), JSON.stringify(opener.effect));
  // The note posted by Enter (a status saying so) came after the person's next keys: not the link's.
  assert.ok(!(link.effect?.appeared ?? []).includes("status"), JSON.stringify(link.effect));
  // That Enter is a step of its own (the box sends on Enter; a newline it would not be).
  const enter = procedure.steps.find((s) => s.action === "press_enter");
  assert.ok(enter?.effect?.appeared.includes("status"), JSON.stringify(procedure.steps.map((s) => [s.action, s.target?.name, s.effect])));

  // Replayed, the whole press opens the list again and the run checks each step.
  await site.goto(notes);
  assert.match(await run("Post an Urgent note 'Water the plants'", procedure.title), /^(Run succeeded|Done, unverified)/);
  assert.equal(await site.locator("#posted li").last().innerText(), "Urgent: Water the plants");
});

test("a date picked in a calendar opened from a button is checked by the date the button then shows; a button that shows none leaves the run unverified", async () => {
  const due = (query = "") => server.url("shop.test", `/due.html${query}`);
  await site.goto(due());
  await startRecording(panel, site, { title: "Add 'Renew passport' due September 16, 2027" });
  await site.getByLabel("New task").fill("Renew passport");
  await site.getByRole("button", { name: "Due date" }).click();
  await site.getByRole("button", { name: "Next month" }).click();
  await site.getByRole("button", { name: "16", exact: true }).click();
  await site.getByRole("button", { name: "Add task" }).click();
  await expectLiveStep(panel, "Add task");
  const procedure = await buildProcedure(panel, await stopRecording(panel));

  // Another date, two months on: picked, and the button that opened the calendar shows it.
  await site.goto(due());
  assert.match(await run("Add 'Order printer ink' due October 5, 2027", procedure.title), /^Run succeeded/);
  assert.equal(await site.locator("#tasks li").last().innerText(), "Order printer ink due 2027-10-05");
  // Near miss: nothing on the page shows the pick, so the run cannot say it succeeded.
  await site.goto(due("?opener=silent"));
  assert.match(await run("Add 'Order printer ink' due October 5, 2027", procedure.title), /^Done, unverified/);
});

test("a row's menu that opens on the press and covers its button is recorded as that row's step, and replays on the row the task names", async () => {
  const files = (query = "") => server.url("shop.test", `/files.html${query}`);
  await site.goto(files());
  await startRecording(panel, site, { title: "Rename the file 'minutes.docx' to 'Board pack.docx'" });
  const row = site.getByRole("row").filter({ hasText: "minutes.docx" });
  await row.getByRole("button", { name: "More actions" }).click();
  await site.getByRole("menuitem", { name: "Rename" }).click();
  await site.getByLabel("New name").fill("Board pack.docx");
  await site.getByRole("button", { name: "OK" }).click();
  await expectLiveStep(panel, "OK");
  assert.equal(await site.locator("#status").innerText(), "Renamed minutes.docx to Board pack.docx.");
  const procedure = await buildProcedure(panel, await stopRecording(panel));
  // The press opened the menu and no click reached the button: the press is the step, in its row.
  const opener = procedure.steps.find((s) => s.target?.name === "More actions");
  assert.ok(opener, JSON.stringify(procedure.steps.map((s) => [s.action, s.target?.role, s.target?.name])));
  assert.equal(opener.target.row, "minutes.docx");
  assert.ok(opener.row_slot, "the row the title names is a slot");
  assert.ok(opener.effect?.appeared.includes("menu"), JSON.stringify(opener.effect));

  // Another file, listed in another order: its own row's menu, then the new name.
  await site.goto(files("?order=reversed"));
  assert.match(await run("Rename the file 'notes.txt' to 'Todo.txt'", procedure.title), /^(Run succeeded|Done, unverified)/);
  assert.equal(await site.locator("#status").innerText(), "Renamed notes.txt to Todo.txt.");
});

test("a swatch or toggle chosen among its siblings is the task's choice: another colour and state are clicked, and a colour the page lacks pauses", async () => {
  const labels = (query = "") => server.url("shop.test", `/labels.html${query}`);
  await site.goto(labels());
  await startRecording(panel, site, { title: "Create a private label called 'blocked' with the colour Blue" });
  await site.getByLabel("Label name").fill("blocked");
  await site.getByRole("button", { name: "Blue", exact: true }).click();
  await site.getByRole("button", { name: "Private", exact: true }).click();
  await site.getByRole("button", { name: "Create label" }).click();
  await expectLiveStep(panel, "Create label");
  assert.equal(await site.locator("#status").innerText(), "Created private label blocked in Blue.");
  const procedure = await buildProcedure(panel, await stopRecording(panel));
  // The swatch is named by its fieldset and knows its siblings; the toggle knows its pair.
  const colour = procedure.abstract.parameters.find((p) => p.example === "Blue");
  assert.ok(colour, JSON.stringify(procedure.abstract.parameters));
  assert.equal(colour.label, "Colour");
  assert.ok(colour.seen?.includes("Purple"), JSON.stringify(colour));
  const state = procedure.abstract.parameters.find((p) => p.example === "Private");
  assert.deepEqual(state?.seen, ["Public", "Private"], JSON.stringify(procedure.abstract.parameters));

  // Another colour and state, the palette in another order.
  await site.goto(labels("?order=reversed"));
  assert.match(await run("Create a public label called 'triage' with the colour Purple", procedure.title), /^Run succeeded/);
  assert.equal(await site.locator("#status").innerText(), "Created public label triage in Purple.");
  // A purple label said as an adjective.
  await site.goto(labels());
  assert.match(await run("Can you add a purple label called 'urgent'? Make it private.", procedure.title), /^(Run succeeded|Done, unverified)/);
  assert.equal(await site.locator("#status").innerText(), "Created private label urgent in Purple.");
  // Near miss: a colour the palette lacks is never replaced by the demonstrated one.
  await site.goto(labels());
  assert.doesNotMatch(await run("Create a private label called 'x' with the colour Magenta", procedure.title), /^Run succeeded/);
  assert.notEqual(await site.locator("#status").innerText(), "Created private label x in Blue.");
  await endPausedRun();
});

/** Aborts a run left paused by a near miss, so the next test can record. */
async function endPausedRun() {
  const abort = panel.getByRole("button", { name: "Abort", exact: true });
  if (await abort.isVisible()) {
    await abort.click();
    await waitFor(async () => /^Run failed/.test(await panel.locator("#run-status").innerText()), { message: "the aborted run" });
  }
}

test("the same button on every card of a list drawn with divs is that card's: the card the task names is the one clicked", async () => {
  const holds = (query = "") => server.url("shop.test", `/holds.html${query}`);
  await site.goto(holds());
  await startRecording(panel, site, { title: "Place a hold on 'Jane Eyre'" });
  await site.locator(".book").filter({ hasText: "Jane Eyre" }).getByRole("button", { name: "Place hold" }).click();
  await expectLiveStep(panel, "Place hold");
  const procedure = await buildProcedure(panel, await stopRecording(panel));
  const step = procedure.steps.find((s) => s.target?.name === "Place hold");
  assert.equal(step.target.row, "Jane Eyre", JSON.stringify(step.target));
  assert.ok(step.row_slot, "the card the title names is a slot");

  // Another book, the cards in another order: its own card's button.
  await site.goto(holds("?order=reversed"));
  assert.match(await run("Place a hold on 'Middlemarch'", procedure.title), /^(Run succeeded|Done, unverified)/);
  assert.equal(await site.locator("#status").innerText(), "Hold placed on Middlemarch.");
  // Each card an <article> alone in its list item: the list item among its siblings is the row.
  await site.goto(holds("?markup=list"));
  await startRecording(panel, site, { title: "Reserve 'Persuasion'" });
  await site.getByRole("article").filter({ hasText: "Persuasion" }).getByRole("button", { name: "Place hold" }).click();
  await expectLiveStep(panel, "Place hold");
  const listed = await buildProcedure(panel, await stopRecording(panel));
  assert.equal(listed.steps.find((s) => s.target?.name === "Place hold").target.row, "Persuasion");

  // Near miss: a book the list lacks is never replaced by another card.
  await site.goto(holds());
  assert.doesNotMatch(await run("Place a hold on 'Ulysses'", procedure.title), /^Run succeeded/);
  assert.equal(await site.locator("#status").innerText(), "");
  await endPausedRun();
});

test("a list a dialog opens in a layer of its own above the dialog is chosen in; a list drawn behind the dialog's backdrop is not", async () => {
  const invite = (query = "") => server.url("shop.test", `/invite.html${query}`);
  await site.goto(invite());
  await startRecording(panel, site, { title: "Invite dana@example.com to the team as an Editor" });
  await site.getByRole("button", { name: "Invite member" }).click();
  await site.getByLabel("Email address").fill("dana@example.com");
  await site.getByRole("combobox", { name: "Role" }).click();
  await site.getByRole("option", { name: "Editor", exact: true }).click();
  await site.getByRole("button", { name: "Send invite" }).click();
  await expectLiveStep(panel, "Send invite");
  assert.equal(await site.locator("#members li").last().innerText(), "dana@example.com as Editor");
  const procedure = await buildProcedure(panel, await stopRecording(panel));

  // Another person and role: the option is picked in the list drawn over the dialog.
  await site.goto(invite());
  assert.match(await run("Invite ana@example.com to the team as an Admin", procedure.title), /^Run succeeded/);
  assert.equal(await site.locator("#members li").last().innerText(), "ana@example.com as Admin");
  // Near miss: the list lies under the backdrop, where no person can click; the run pauses.
  await site.goto(invite("?list=behind"));
  assert.match(await run("Invite ana@example.com to the team as an Admin", procedure.title), /^Paused at/);
  assert.equal(await site.locator("#members li").count(), 0);
  await endPausedRun();
});

test("a day picked in a calendar shown inline is checked by the day the calendar marks chosen, not by the box ticked before it", async () => {
  const refill = (query = "") => server.url("shop.test", `/refill.html${query}`);
  await site.goto(refill());
  await startRecording(panel, site, { title: "Request a refill of Omeprazole for pickup on November 3, 2026" });
  await site.getByRole("checkbox", { name: "Refill Omeprazole" }).check();
  await site.getByRole("button", { name: "Next month" }).click();
  await site.getByRole("button", { name: "Tuesday, November 3, 2026" }).click();
  await site.getByRole("button", { name: "Request refill" }).click();
  await expectLiveStep(panel, "Request refill");
  const procedure = await buildProcedure(panel, await stopRecording(panel));

  // Another date three months on: picked and marked, so the run can say it succeeded.
  await site.goto(refill());
  assert.match(await run("Request a refill of Omeprazole for pickup on January 14, 2027", procedure.title), /^Run succeeded/);
  assert.equal(await site.locator("#done").innerText(), "Refill of Omeprazole for pickup on 2027-01-14");
  // Near miss: the days ignore the click; the calendar marks none chosen, and the run pauses there.
  await site.goto(refill("?ignore=1"));
  assert.match(await run("Request a refill of Omeprazole for pickup on January 14, 2027", procedure.title), /^Paused at/);
  assert.equal(await site.locator("#done").innerText(), "");
  await endPausedRun();
  // A calendar that marks no day cannot show the pick: done, but not verified.
  await site.goto(refill("?marks=none"));
  assert.match(await run("Request a refill of Omeprazole for pickup on January 14, 2027", procedure.title), /^Done, unverified/);
  assert.equal(await site.locator("#done").innerText(), "Refill of Omeprazole for pickup on 2027-01-14");
});

test("a field named by its table row's header is that field in any order of rows, and the header is no row of data to choose", async () => {
  const form = (query = "") => server.url("shop.test", `/address-table.html${query}`);
  await site.goto(form());
  await startRecording(panel, site, { title: "Save the address of Dana Kerr, 7 Mill Lane, York, postcode YO1 7HH" });
  await site.getByRole("textbox", { name: "Full name" }).fill("Dana Kerr");
  await site.getByRole("textbox", { name: "Street address" }).fill("7 Mill Lane");
  await site.getByRole("textbox", { name: "Postcode" }).fill("YO1 7HH");
  await site.getByRole("textbox", { name: "Town" }).fill("York");
  await site.getByRole("button", { name: "Save address" }).click();
  await expectLiveStep(panel, "Save address");
  const procedure = await buildProcedure(panel, await stopRecording(panel));
  const postcode = procedure.steps.find((s) => s.target?.name === "Postcode");
  assert.equal(postcode?.target.row ?? "", "", JSON.stringify(postcode?.target));
  assert.ok(!procedure.abstract.parameters.some((p) => p.example === "Postcode"), JSON.stringify(procedure.abstract.parameters));

  // The rows the other way round: each value still goes to the field its header names.
  await site.goto(form("?order=reversed"));
  assert.match(await run("Save the address of Lena Vogel, 12 Harbour Road, Leeds, postcode LS1 4AP", procedure.title), /^(Run succeeded|Done, unverified)/);
  assert.equal(await site.locator("#saved").innerText(), "Lena Vogel, 12 Harbour Road, Leeds LS1 4AP");
});

test("a row the task names by another of its cells (an email) is the row whose button is clicked; an email no row has pauses", async () => {
  const users = (query = "") => server.url("shop.test", `/users.html${query}`);
  await site.goto(users());
  await startRecording(panel, site, { title: "Suspend the user ana.lima@example.com" });
  await site.getByRole("row").filter({ hasText: "ana.lima@example.com" }).getByRole("button", { name: "Suspend" }).click();
  await expectLiveStep(panel, "Suspend");
  const procedure = await buildProcedure(panel, await stopRecording(panel));
  const step = procedure.steps.find((s) => s.target?.name === "Suspend");
  assert.ok(step?.row_slot, JSON.stringify(step));
  assert.ok(step.target.row_cells.includes("ana.lima@example.com"), JSON.stringify(step.target));

  // Another user, the rows the other way round: that user's row, by the email the task gives.
  await site.goto(users("?order=reversed"));
  assert.match(await run("Suspend the user julia.costa@example.com", procedure.title), /^Run succeeded/);
  assert.equal(await site.locator("#status").innerText(), "Suspended Julia Costa.");
  // Near miss: nobody has that email; nothing is suspended.
  await site.goto(users());
  assert.match(await run("Suspend the user lena.vogel@example.com", procedure.title), /^Paused at/);
  assert.equal(await site.locator("#status").innerText(), "");
  await endPausedRun();
});

test("a dialog that pops up during a run and covers the page is closed by its way out ('No thanks'); one with no way out pauses the run", async () => {
  const profile = (query = "") => server.url("shop.test", `/newsletter-popup.html${query}`);
  await site.goto(profile());
  await startRecording(panel, site, { title: "Set my display name to 'Dana'" });
  await site.getByLabel("Display name").fill("Dana");
  await site.getByRole("button", { name: "Save profile" }).click();
  await expectLiveStep(panel, "Save profile");
  const procedure = await buildProcedure(panel, await stopRecording(panel));

  // The newsletter dialog comes up as the run starts: "No thanks", then the name, then Save.
  await site.goto(profile("?interrupt=1"));
  await site.getByRole("dialog").waitFor();
  assert.match(await run("Set my display name to 'Ana'", procedure.title), /^Run succeeded/);
  assert.equal(await site.locator("#saved").innerText(), "Saved Ana.");
  assert.match(await panel.getByRole("list", { name: "Run progress" }).innerText(), /closed the dialog “Join our newsletter\?” \(No thanks\)/);
  // Near miss: a dialog whose only button agrees to something is never clicked; the run pauses.
  await site.goto(profile("?interrupt=stuck"));
  await site.getByRole("dialog").waitFor();
  assert.match(await run("Set my display name to 'Ana'", procedure.title), /^Paused at/);
  assert.equal(await site.locator("#saved").innerText(), "");
  await endPausedRun();
});
