// Builds the retrieval evaluation set: eval/store.json (an export of 45 procedures on 11 sites)
// and eval/queries.jsonl (labeled tasks). Deterministic: run it again and the files do not change.
//
//   node eval/generate.mjs
//
// Procedures are not written by hand: each one is a demonstration (a recording, as the
// extension stores it: steps with element fingerprints, typed values, implicit navigations)
// that the real distiller turns into a procedure (`procmem distill`, the same core the
// extension runs). Titles and descriptions are what a person would type when starting a
// recording. Only stats (runs, failures, deprecation) are set afterwards, as the runner would.
//
// Queries live in eval/queries.mjs (hand-written and labeled); this script checks them against
// the store and writes the JSONL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { QUERIES, KINDS } from "./queries.mjs";
import { DAY, BASE, fp, button, link, menuitem, tab, gridcell, textbox, email, textarea, editable, searchbox, combobox, dropdown, selectEl, password, checkbox, radio, option, start, go, then, click, submit, type, secret, select, check, pick, enter, build } from "./demo.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");


// ---------------------------------------------------------------------------------------------
// Sites and demonstrations.

const GH = "https://github.com";
const LIN = "https://linear.app/acme";
const JIRA = "https://acme.atlassian.net";
const GMAIL = "https://mail.google.com/mail/u/0";
const GCAL = "https://calendar.google.com/calendar/u/0";
const AMZ = "https://www.amazon.com";
const BK = "https://www.booking.com";
const CHASE = "https://secure.chase.com/web/auth";
const SLACK = "https://app.slack.com/client/T02ACME";
const NOTION = "https://www.notion.so/acme";
const UA = "https://www.united.com/en/us";

const INBOX = "Inbox (4) - sam.rivera@gmail.com - Gmail";
const CAL_WEEK = "Google Calendar - Week of October 26, 2026";

/// Chase signs in on every visit: the same three steps open each bank demonstration.
const chaseSignIn = () => [
  start(`${CHASE}/logon`, "Sign in - chase.com"),
  type(textbox("Username", { id: "userId-input-field", name_attr: "userId", autocomplete: "username" }), "srivera84"),
  secret(password("Password", { id: "password-input-field", name_attr: "password" })),
  submit(button("Sign in", { id: "signin-button", type: "submit" })),
  then(`${CHASE}/dashboard#/dashboard/overview`, "Chase Online - My Accounts", "form_submit"),
];
const CHASE_ACCOUNTS = ["TOTAL CHECKING (...4417)", "CHASE SAVINGS (...9021)", "SAPPHIRE PREFERRED (...3310)"];

const DEMOS = [
  // ------------------------------------------------------------------------------- GitHub
  {
    id: "gh-create-issue", day: 2, title: "Create a GitHub issue",
    description: "Create issue 'Crash when saving drafts' in acme/webapp with label bug",
    steps: [
      start(`${GH}/acme/webapp/issues`, "Issues · acme/webapp"),
      click(link("New issue", { css: 'a[href="/acme/webapp/issues/new/choose"]', xpath: '//a[normalize-space()="New issue"]' })),
      then(`${GH}/acme/webapp/issues/new`, "New Issue · acme/webapp"),
      type(textbox("Title", { id: "issue_title", name_attr: "issue[title]", placeholder: "Title" }), "Crash when saving drafts"),
      type(textarea("Add a description", { id: "issue_body", name_attr: "issue[body]", placeholder: "Add your description here..." }), "Saving a draft with an image attached returns a 500 and the draft is lost."),
      click(button("Labels", { test_id: "labels-select", test_id_attr: "data-testid" })),
      pick(option("bug", "Labels", { css: '[role="listbox"] [role="option"]:nth-of-type(1)' }), ["bug", "documentation", "duplicate", "enhancement", "good first issue", "help wanted", "question"]),
      submit(button("Submit new issue", { type: "submit", test_id: "create-issue-button" })),
      then(`${GH}/acme/webapp/issues/4821`, "Crash when saving drafts · Issue #4821 · acme/webapp", "form_submit"),
    ],
  },
  {
    id: "gh-close-issue", day: 5, title: "Close a GitHub issue",
    description: "Close the issue 'Export button does nothing' as completed with a comment 'Fixed in #4812'",
    steps: [
      start(`${GH}/acme/webapp/issues`, "Issues · acme/webapp"),
      type(searchbox("Search Issues", { id: "repository-input", placeholder: "Search Issues" }), "Export button does nothing"),
      enter(searchbox("Search Issues", { id: "repository-input", placeholder: "Search Issues" })),
      then(`${GH}/acme/webapp/issues?q=is%3Aissue%20state%3Aopen%20Export%20button%20does%20nothing`, "Issues · acme/webapp", "history"),
      click(link("Export button does nothing", { test_id: "issue-pr-title-link" })),
      then(`${GH}/acme/webapp/issues/4790`, "Export button does nothing · Issue #4790 · acme/webapp", "history"),
      type(textarea("Add a comment", { id: "new_comment_field", name_attr: "comment[body]", placeholder: "Use Markdown to format your comment" }), "Fixed in #4812"),
      click(button("More options for closing", { test_id: "close-issue-options" })),
      pick(fp({ tag: "li", role: "menuitemradio", name: "Close as completed", text: "Close as completed", context_label: "Close reason" }), ["Close as completed", "Close as not planned", "Close as duplicate"]),
      submit(button("Close with comment", { test_id: "close-issue-button" })),
    ],
  },
  {
    id: "gh-comment-issue", day: 9, title: "Comment on a GitHub issue",
    description: "Add a comment to the issue 'Safari login loop' saying I can reproduce it",
    steps: [
      start(`${GH}/acme/webapp/issues`, "Issues · acme/webapp"),
      type(searchbox("Search Issues", { id: "repository-input", placeholder: "Search Issues" }), "Safari login loop"),
      enter(searchbox("Search Issues", { id: "repository-input", placeholder: "Search Issues" })),
      then(`${GH}/acme/webapp/issues?q=is%3Aissue%20state%3Aopen%20Safari%20login%20loop`, "Issues · acme/webapp", "history"),
      click(link("Safari login loop", { test_id: "issue-pr-title-link" })),
      then(`${GH}/acme/webapp/issues/4811`, "Safari login loop · Issue #4811 · acme/webapp", "history"),
      type(textarea("Add a comment", { id: "new_comment_field", name_attr: "comment[body]", placeholder: "Use Markdown to format your comment" }), "Can reproduce on 2.3.1 with Safari 17.4: after sign-in it redirects back to /login."),
      submit(button("Comment", { type: "submit", test_id: "comment-button" })),
    ],
  },
  {
    id: "gh-create-pr", day: 12, title: "Open a pull request",
    description: "Create a pull request from feature/login-form into main with a short summary",
    steps: [
      start(`${GH}/acme/webapp/pulls`, "Pull requests · acme/webapp"),
      click(link("New pull request", { css: 'a[href="/acme/webapp/compare"]' })),
      then(`${GH}/acme/webapp/compare`, "Comparing main...main · acme/webapp"),
      click(button("compare: main", { css: "#head-ref-selector summary", xpath: '//*[@id="head-ref-selector"]/summary' })),
      pick(option("feature/login-form", "Choose a head ref", { css: "#head-ref-selector .SelectMenu-item:nth-of-type(3)" }), ["main", "develop", "feature/login-form", "fix/csv-export", "release/2.4"]),
      then(`${GH}/acme/webapp/compare/main...feature/login-form`, "Comparing main...feature/login-form · acme/webapp", "history"),
      click(button("Create pull request", { css: ".js-details-target.btn-primary" })),
      type(textbox("Add a title", { id: "pull_request_title", name_attr: "pull_request[title]", placeholder: "Title" }), "Add login form validation"),
      type(textarea("Add a description", { id: "pull_request_body", name_attr: "pull_request[body]", placeholder: "Add your description here..." }), "Validates email and password before submit. Closes #4799."),
      submit(button("Create pull request", { type: "submit", css: "form#new_pull_request button.btn-primary[type=submit]" })),
      then(`${GH}/acme/webapp/pull/4825`, "Add login form validation by srivera · Pull Request #4825 · acme/webapp", "form_submit"),
    ],
  },
  {
    id: "gh-search-repos", day: 15, title: "Search GitHub repositories",
    description: "Search GitHub for 'rust web framework' repositories sorted by most stars",
    steps: [
      start(`${GH}/`, "GitHub"),
      click(button("Search or jump to…", { css: "button.header-search-button", xpath: '//button[contains(@class,"header-search-button")]' })),
      type(combobox("Search", { id: "query-builder-test", name_attr: "query-builder-test", placeholder: "Search or jump to..." }), "rust web framework"),
      enter(combobox("Search", { id: "query-builder-test", name_attr: "query-builder-test", placeholder: "Search or jump to..." })),
      then(`${GH}/search?q=rust+web+framework&type=repositories`, "Repository search results · GitHub", "form_submit"),
      click(button("Sort by: Best match", { test_id: "sort-by-button" })),
      pick(option("Most stars", "Sort by"), ["Best match", "Most stars", "Fewest stars", "Most forks", "Fewest forks", "Recently updated"]),
      then(`${GH}/search?q=rust+web+framework&type=repositories&s=stars&o=desc`, "Repository search results · GitHub", "history"),
    ],
  },
  {
    id: "gh-star-repo", day: 17, title: "Star a GitHub repository",
    description: "Star tokio-rs/axum",
    steps: [
      start(`${GH}/`, "GitHub"),
      click(button("Search or jump to…", { css: "button.header-search-button", xpath: '//button[contains(@class,"header-search-button")]' })),
      type(combobox("Search", { id: "query-builder-test", name_attr: "query-builder-test", placeholder: "Search or jump to..." }), "tokio-rs/axum"),
      enter(combobox("Search", { id: "query-builder-test", name_attr: "query-builder-test", placeholder: "Search or jump to..." })),
      then(`${GH}/search?q=tokio-rs%2Faxum&type=repositories`, "Repository search results · GitHub", "form_submit"),
      click(link("tokio-rs/axum", { test_id: "results-list-item-link" })),
      then(`${GH}/tokio-rs/axum`, "GitHub - tokio-rs/axum: Ergonomic and modular web framework built with Tokio, Tower, and Hyper", "link"),
      click(button("Star this repository", { css: "form.unstarred button[type=submit]", xpath: '//form[contains(@class,"unstarred")]//button' })),
    ],
  },
  {
    id: "gh-request-review", day: 21, title: "Request a review on a pull request",
    description: "Ask mkim to review the pull request 'Add login form validation'",
    steps: [
      start(`${GH}/acme/webapp/pulls`, "Pull requests · acme/webapp"),
      type(searchbox("Search all pull requests", { id: "js-issues-search", placeholder: "Search all pull requests" }), "Add login form validation"),
      enter(searchbox("Search all pull requests", { id: "js-issues-search", placeholder: "Search all pull requests" })),
      then(`${GH}/acme/webapp/pulls?q=is%3Apr+is%3Aopen+Add+login+form+validation`, "Pull requests · acme/webapp", "form_submit"),
      click(link("Add login form validation", { id: "issue_4825_link" })),
      then(`${GH}/acme/webapp/pull/4825`, "Add login form validation by srivera · Pull Request #4825 · acme/webapp"),
      click(button("Reviewers", { css: "#reviewers-select-menu summary", xpath: '//*[@id="reviewers-select-menu"]/summary' })),
      type(textbox("Type or choose a user", { id: "review-filter-field", placeholder: "Type or choose a user" }), "mkim"),
      pick(fp({ tag: "label", role: "menuitemcheckbox", name: "mkim", text: "mkim Min-jun Kim", context_label: "Request up to 15 reviewers" })),
    ],
  },

  // ------------------------------------------------------------------------------- Linear
  {
    id: "linear-create-issue", day: 3, title: "Create a Linear issue",
    description: "New issue 'Onboarding email not sent' in team Growth with priority High",
    steps: [
      start(`${LIN}/team/GRO/active`, "Growth › Active issues"),
      click(button("New issue", { name: "Create new issue", text: "", test_id: "new-issue-button" })),
      click(dropdown("Team", { text: "ENG", test_id: "team-picker" })),
      pick(option("Growth", "Team"), ["Engineering", "Growth", "Design", "Support"]),
      type(editable("Issue title", { placeholder: "Issue title", test_id: "issue-title-input" }), "Onboarding email not sent"),
      type(editable("Add description…", { label: "", name: "", placeholder: "Add description…", test_id: "issue-description-editor" }), "New sign-ups since Tuesday don't get the welcome email; Customer.io shows no sends."),
      click(button("Change priority", { text: "No priority" })),
      pick(option("High", "Priority"), ["No priority", "Urgent", "High", "Medium", "Low"]),
      submit(button("Create issue", { test_id: "create-issue-submit" })),
    ],
  },
  {
    id: "linear-change-status", day: 11, title: "Change issue status in Linear",
    description: "Move ENG-142 to Done",
    steps: [
      start(`${LIN}/team/ENG/active`, "Engineering › Active issues"),
      click(button("Search", { name: "Open search", text: "" })),
      type(searchbox("Search", { placeholder: "Search issues, projects…" }), "ENG-142"),
      click(link("ENG-142", { test_id: "search-result-issue" })),
      then(`${LIN}/issue/ENG-142/fix-flaky-checkout-test`, "ENG-142 Fix flaky checkout test", "history"),
      click(button("Change status", { text: "In Progress" })),
      type(textbox("Change status…", { placeholder: "Change status…" }), "Done"),
      pick(option("Done", "Status"), ["Backlog", "Todo", "In Progress", "In Review", "Done", "Canceled", "Duplicate"]),
    ],
  },
  {
    id: "linear-assign", day: 19, title: "Assign a Linear issue",
    description: "Assign GRO-88 to Priya Shah",
    steps: [
      start(`${LIN}/team/GRO/active`, "Growth › Active issues"),
      click(button("Search", { name: "Open search", text: "" })),
      type(searchbox("Search", { placeholder: "Search issues, projects…" }), "GRO-88"),
      click(link("GRO-88", { test_id: "search-result-issue" })),
      then(`${LIN}/issue/GRO-88/referral-link-expires-too-early`, "GRO-88 Referral link expires too early", "history"),
      click(button("Change assignee", { text: "Unassigned" })),
      type(textbox("Assign to…", { placeholder: "Assign to…" }), "Priya"),
      pick(option("Priya Shah", "Assignee"), ["Unassigned", "Me", "Marco Rossi", "Priya Shah", "Lee Park", "Dana Whitfield"]),
    ],
  },
  {
    id: "linear-create-project", day: 26, title: "Create a project in Linear",
    description: "Create project 'Q3 pricing revamp' led by Marco Rossi with target date Sep 30",
    steps: [
      start(`${LIN}/projects/all`, "Projects"),
      click(button("New project", { name: "Create new project", text: "New project" })),
      type(editable("Project name", { placeholder: "Project name" }), "Q3 pricing revamp"),
      type(editable("Add a short summary…", { label: "", name: "", placeholder: "Add a short summary…" }), "Rework plans, limits and the pricing page"),
      click(button("Lead", { text: "Lead" })),
      pick(option("Marco Rossi", "Lead"), ["Me", "Marco Rossi", "Priya Shah", "Lee Park", "Dana Whitfield"]),
      click(button("Target date", { text: "Target date" })),
      type(textbox("Target date", { placeholder: "Try: next Friday, in 2 weeks…" }), "Sep 30"),
      submit(button("Create project", { test_id: "create-project-submit" })),
    ],
  },

  // ------------------------------------------------------------------------------- Jira
  {
    id: "jira-create-bug", day: 1, title: "Create a Jira bug",
    description: "Create a Bug 'App crashes on launch' with priority Highest",
    steps: [
      start("https://id.atlassian.com/login?continue=https%3A%2F%2Facme.atlassian.net%2Fjira%2Fyour-work", "Log in with Atlassian account"),
      type(email("Enter your email", { id: "username", name_attr: "username", placeholder: "Enter your email", autocomplete: "username" }), "sam.rivera@acme.io"),
      secret(password("Enter password", { id: "password", name_attr: "password", placeholder: "Enter password" })),
      submit(button("Log in", { id: "login-submit", type: "submit" })),
      then(`${JIRA}/jira/your-work`, "Your work - Jira", "form_submit"),
      click(button("Create", { id: "createGlobalItem" })),
      click(dropdown("Issue type", { id: "issue-create.ui.modal.create-form.type-picker.issue-type-select", text: "Task" })),
      pick(option("Bug", "Issue type"), ["Task", "Story", "Bug", "Epic"]),
      type(textbox("Summary", { id: "summary-field", name_attr: "summary" }), "App crashes on launch"),
      click(dropdown("Priority", { id: "priority-field", text: "Medium" })),
      pick(option("Highest", "Priority"), ["Highest", "High", "Medium", "Low", "Lowest"]),
      submit(button("Create", { test_id: "issue-create.common.ui.footer.create-button", type: "submit" })),
    ],
  },
  {
    id: "jira-log-work", day: 8, title: "Log time on a Jira issue",
    description: "Log 2h on PAY-311 with the note 'Code review'",
    steps: [
      start(`${JIRA}/jira/your-work`, "Your work - Jira"),
      click(button("Search", { test_id: "search-dialog-input-trigger", text: "" })),
      type(searchbox("Search", { test_id: "search-dialog-input", placeholder: "Search" }), "PAY-311"),
      enter(searchbox("Search", { test_id: "search-dialog-input", placeholder: "Search" })),
      then(`${JIRA}/browse/PAY-311`, "[PAY-311] Retry failed card payments - Jira", "history"),
      click(button("More actions", { test_id: "issue-meatball-menu.ui.dropdown-trigger.button", text: "" })),
      click(menuitem("Log work")),
      type(textbox("Time spent", { id: "log-work-time-logged", name_attr: "timeLogged", placeholder: "2w 4d 6h 45m" }), "2h"),
      type(editable("Work description", { test_id: "issue.common.ui.worklog.description-editor" }), "Code review"),
      submit(button("Save", { test_id: "issue.common.ui.worklog.modal.save-button", type: "submit" })),
    ],
  },
  {
    id: "jira-transition", day: 14, title: "Change the status of a Jira ticket",
    description: "Move PAY-311 to In Review",
    steps: [
      start(`${JIRA}/jira/your-work`, "Your work - Jira"),
      click(button("Search", { test_id: "search-dialog-input-trigger", text: "" })),
      type(searchbox("Search", { test_id: "search-dialog-input", placeholder: "Search" }), "PAY-311"),
      enter(searchbox("Search", { test_id: "search-dialog-input", placeholder: "Search" })),
      then(`${JIRA}/browse/PAY-311`, "[PAY-311] Retry failed card payments - Jira", "history"),
      click(button("In Progress", { test_id: "issue-field-status.ui.status-view.status-button.status-button" })),
      pick(option("In Review", "Transition issue"), ["To Do", "In Progress", "In Review", "Done"]),
    ],
  },
  {
    id: "jira-comment", day: 23, title: "Comment on a Jira ticket",
    description: "Add a comment to PAY-311: 'Deployed to staging'",
    steps: [
      start(`${JIRA}/jira/your-work`, "Your work - Jira"),
      click(button("Search", { test_id: "search-dialog-input-trigger", text: "" })),
      type(searchbox("Search", { test_id: "search-dialog-input", placeholder: "Search" }), "PAY-311"),
      enter(searchbox("Search", { test_id: "search-dialog-input", placeholder: "Search" })),
      then(`${JIRA}/browse/PAY-311`, "[PAY-311] Retry failed card payments - Jira", "history"),
      click(button("Add a comment…", { test_id: "canned-comments.common.ui.comment-text-area-placeholder.textarea" })),
      type(editable("Comment", { test_id: "issue.activity.comment.editor" }), "Deployed to staging"),
      submit(button("Save", { test_id: "comment-save-button", type: "submit" })),
    ],
  },
  {
    id: "jira-export-csv", day: 4, title: "Export Jira issues to CSV",
    description: "Export all open PAY issues to a CSV file",
    steps: [
      start(`${JIRA}/jira/your-work`, "Your work - Jira"),
      click(button("Filters", { test_id: "atlassian-navigation--primary-actions--filters--menu-trigger" })),
      click(menuitem("View all issues")),
      then(`${JIRA}/issues/?jql=`, "Issue navigator - Jira", "history"),
      click(button("Switch to JQL")),
      type(textarea("Search issues using JQL", { test_id: "jql-editor-input" }), "project = PAY AND statusCategory != Done"),
      submit(button("Search", { test_id: "jql-editor-search" })),
      click(button("Export issues", { test_id: "issue-navigator.ui.export-issues.button" })),
      click(menuitem("Export CSV (all fields)")),
    ],
  },

  // ------------------------------------------------------------------------------- Gmail
  {
    id: "gmail-send", day: 6, title: "Send an email with Gmail",
    description: "Email dana@example.com with the subject 'Q3 report' and a short note",
    steps: [
      start(`${GMAIL}/#inbox`, INBOX),
      click(fp({ tag: "div", role: "button", name: "Compose", text: "Compose", css: "div.T-I.T-I-KE.L3", xpath: '//div[@role="button" and normalize-space()="Compose"]' })),
      type(combobox("To recipients", { name_attr: "to", placeholder: "" }), "dana@example.com"),
      type(textbox("Subject", { name_attr: "subjectbox", placeholder: "Subject" }), "Q3 report"),
      type(editable("Message Body", { css: 'div[aria-label="Message Body"]' }), "Hi Dana, the Q3 report is in the shared folder. Numbers are final; slides by Friday. Sam"),
      submit(fp({ tag: "div", role: "button", name: "Send ‪(Ctrl-Enter)‬", text: "Send", css: "div.T-I.J-J5-Ji.aoO", xpath: '//div[@role="button" and normalize-space()="Send"]' })),
    ],
  },
  {
    id: "gmail-search", day: 13, title: "Search Gmail",
    description: "Find emails from billing@stripe.com about invoices",
    steps: [
      start(`${GMAIL}/#inbox`, INBOX),
      type(searchbox("Search mail", { name_attr: "q", placeholder: "Search mail" }), "from:billing@stripe.com invoice"),
      enter(searchbox("Search mail", { name_attr: "q", placeholder: "Search mail" })),
      then(`${GMAIL}/#search/from%3Abilling%40stripe.com+invoice`, "Search results - sam.rivera@gmail.com - Gmail", "history"),
    ],
  },
  {
    id: "gmail-filter", day: 22, title: "Create a Gmail filter",
    description: "Filter mail from newsletter@substack.com: skip the inbox and apply the label Reading",
    steps: [
      start(`${GMAIL}/#inbox`, INBOX),
      click(button("Show search options", { text: "" })),
      type(textbox("From", { css: "input.ZH.nr.aQa" }), "newsletter@substack.com"),
      click(fp({ tag: "div", role: "link", name: "Create filter", text: "Create filter", css: "div.T-I.J-J5-Ji.Zx.acL" })),
      check(checkbox("Skip the Inbox (Archive it)")),
      check(checkbox("Apply the label:")),
      click(dropdown("Choose label...", { text: "Choose label..." })),
      pick(option("Reading", "Apply the label"), ["Reading", "Receipts", "Travel", "Work", "On-call"]),
      submit(fp({ tag: "div", role: "button", name: "Create filter", text: "Create filter", css: "div.T-I.J-J5-Ji.Zx.acL.T-I-atl" })),
    ],
  },
  {
    id: "gmail-vacation", day: 31, title: "Turn on Gmail vacation reply",
    description: "Set an out-of-office auto-reply from August 4 to August 15 saying I'm away",
    steps: [
      start(`${GMAIL}/#inbox`, INBOX),
      click(button("Settings", { text: "" })),
      click(button("See all settings")),
      then(`${GMAIL}/#settings/general`, "Settings - sam.rivera@gmail.com - Gmail", "history"),
      check(radio("Vacation responder on", "Vacation responder", { name_attr: "bx_ve", id: "" })),
      type(textbox("First day", { name_attr: "bx_vs" }), "August 4, 2026"),
      check(checkbox("Last day", { name_attr: "bx_vel" })),
      type(textbox("Last day", { name_attr: "bx_ve_d" }), "August 15, 2026"),
      type(textbox("Subject", { name_attr: "bx_vsu" }), "Out of office"),
      type(editable("Message", { css: "div.Am.Al.editable" }), "I'm away until August 18 with limited access to email. For urgent matters contact lee@acme.io."),
      submit(button("Save Changes", { css: 'button[guidedhelpid="save_changes_button"]' })),
    ],
  },

  // ------------------------------------------------------------------------------- Google Calendar
  {
    id: "gcal-create-event", day: 7, title: "Create a Google Calendar event",
    description: "Schedule 'Design review' on Thursday at 3pm with ana@acme.io",
    steps: [
      start(`${GCAL}/r/week`, CAL_WEEK),
      click(button("Create", { text: "Create" })),
      click(menuitem("Event")),
      then(`${GCAL}/r/eventedit`, "Google Calendar - Event details", "history"),
      type(textbox("Add title", { id: "xTiIn", placeholder: "Add title" }), "Design review"),
      type(textbox("Start date", { id: "xStDaIn" }), "Thu, Oct 29, 2026"),
      type(combobox("Start time", { id: "xStTiIn" }), "3:00pm"),
      type(combobox("Add guests", { id: "xGstIn", placeholder: "Add guests" }), "ana@acme.io"),
      submit(button("Save", { id: "xSaveBu" })),
    ],
  },
  {
    id: "gcal-new-calendar", day: 18, title: "Create a shared calendar",
    description: "Create a new calendar called 'Team offsite'",
    steps: [
      start(`${GCAL}/r/week`, CAL_WEEK),
      click(button("Add other calendars", { text: "" })),
      click(menuitem("Create new calendar")),
      then(`${GCAL}/r/settings/createcalendar`, "Google Calendar - Settings", "history"),
      type(textbox("Name", { id: "c1" , css: 'input[aria-label="Name"]' }), "Team offsite"),
      type(textarea("Description", { css: 'textarea[aria-label="Description"]' }), "Planning and travel for the October offsite"),
      submit(button("Create calendar")),
    ],
  },
  {
    id: "gcal-working-hours", day: 36, title: "Set working hours in Google Calendar",
    description: "Set my working hours to 9:00am–5:30pm on weekdays",
    steps: [
      start(`${GCAL}/r/week`, CAL_WEEK),
      click(button("Settings menu", { text: "" })),
      click(menuitem("Settings")),
      then(`${GCAL}/r/settings`, "Google Calendar - Settings", "history"),
      click(link("Working hours & location")),
      then(`${GCAL}/r/settings/workinghours`, "Google Calendar - Settings", "history"),
      check(checkbox("Enable working hours")),
      type(combobox("Start time"), "9:00am"),
      type(combobox("End time"), "5:30pm"),
    ],
  },

  // ------------------------------------------------------------------------------- Amazon
  {
    id: "amz-search", day: 10, title: "Search Amazon",
    description: "Search Amazon for a 'usb-c hub' and sort by customer reviews",
    steps: [
      start(`${AMZ}/`, "Amazon.com. Spend less. Smile more."),
      type(searchbox("Search Amazon", { id: "twotabsearchtextbox", name_attr: "field-keywords", placeholder: "Search Amazon" }), "usb-c hub"),
      submit(fp({ tag: "input", role: "button", name: "Go", type: "submit", id: "nav-search-submit-button" })),
      then(`${AMZ}/s?k=usb-c+hub&crid=2M1QZ8&ref=nb_sb_noss`, "Amazon.com : usb-c hub", "form_submit"),
      select(selectEl("Sort by:", { id: "s-result-sort-select", name_attr: "s" }), "Avg. Customer Review", ["Featured", "Price: Low to High", "Price: High to Low", "Avg. Customer Review", "Newest Arrivals", "Best Sellers"]),
      then(`${AMZ}/s?k=usb-c+hub&s=review-rank`, "Amazon.com : usb-c hub", "form_submit"),
    ],
  },
  {
    id: "amz-buy", day: 16, title: "Buy an item on Amazon",
    description: "Order the 'Anker 7-in-1 USB-C Hub' with Buy Now, shipped to my home address",
    steps: [
      start(`${AMZ}/`, "Amazon.com. Spend less. Smile more."),
      type(searchbox("Search Amazon", { id: "twotabsearchtextbox", name_attr: "field-keywords", placeholder: "Search Amazon" }), "Anker 7-in-1 USB-C Hub"),
      submit(fp({ tag: "input", role: "button", name: "Go", type: "submit", id: "nav-search-submit-button" })),
      then(`${AMZ}/s?k=Anker+7-in-1+USB-C+Hub`, "Amazon.com : Anker 7-in-1 USB-C Hub", "form_submit"),
      click(link("Anker 7-in-1 USB-C Hub", { css: "div[data-cel-widget=search_result_1] h2 a" })),
      then(`${AMZ}/dp/B087QZVQJX`, "Amazon.com: Anker USB C Hub, 7-in-1 USB C Adapter : Electronics"),
      submit(fp({ tag: "input", role: "button", name: "Buy Now", type: "submit", id: "buy-now-button", name_attr: "submit.buy-now" })),
      then(`${AMZ}/checkout/p/p-106-4471024-5517821/spc`, "Amazon.com Checkout", "form_submit"),
      pick(radio("Sam Rivera, 12 Elm St, Portland, OR 97201", "Choose a shipping address", { name_attr: "destinationSubmissionUrl" })),
      submit(fp({ tag: "input", role: "button", name: "Place your order", type: "submit", name_attr: "placeYourOrder1" })),
      then(`${AMZ}/gp/buy/thankyou/handlers/display.html?purchaseId=106-4471024-5517821`, "Amazon.com Thanks You", "form_submit"),
    ],
  },
  {
    id: "amz-return", day: 28, title: "Return an Amazon order",
    description: "Return the 'Logitech MX Master 3S' because it's no longer needed",
    steps: [
      start(`${AMZ}/gp/css/order-history`, "Your Orders"),
      type(searchbox("Search all orders", { id: "searchOrdersInput", name_attr: "search" }), "Logitech MX Master 3S"),
      submit(fp({ tag: "input", role: "button", name: "Search Orders", type: "submit", css: "span.a-button-search input" })),
      then(`${AMZ}/your-orders/search?search=Logitech+MX+Master+3S`, "Your Orders", "form_submit"),
      click(link("Return or replace items")),
      then(`${AMZ}/spr/returns/cart?orderId=113-8820144-2209841`, "Online Return Center"),
      select(selectEl("Why are you returning this?", { id: "reason-select" }), "No longer needed", ["Bought by mistake", "Better price available", "No longer needed", "Item defective or doesn't work", "Wrong item was sent", "Arrived too late"]),
      click(button("Continue")),
      pick(radio("The UPS Store Drop off", "How would you like to return your items?")),
      submit(button("Confirm your return", { type: "submit" })),
    ],
  },
  {
    id: "amz-address", day: 33, title: "Add a shipping address on Amazon",
    description: "Add the address 221 Baker Ave, Portland, OR 97205 for Sam Rivera",
    steps: [
      start(`${AMZ}/ap/signin?openid.return_to=https%3A%2F%2Fwww.amazon.com%2Fa%2Faddresses`, "Amazon Sign-In"),
      type(email("Email or mobile phone number", { id: "ap_email", name_attr: "email", autocomplete: "username" }), "sam.rivera@gmail.com"),
      secret(password("Password", { id: "ap_password", name_attr: "password" })),
      submit(fp({ tag: "input", role: "button", name: "Sign in", type: "submit", id: "signInSubmit" })),
      then(`${AMZ}/a/addresses`, "Your Addresses", "form_submit"),
      click(link("Add address", { id: "ya-myab-plus-address-icon" })),
      then(`${AMZ}/a/addresses/add?ref=ya_address_book_add_button`, "Add an address"),
      type(textbox("Full name (First and Last name)", { id: "address-ui-widgets-enterAddressFullName" }), "Sam Rivera"),
      type(textbox("Address", { id: "address-ui-widgets-enterAddressLine1", placeholder: "Street address or P.O. Box" }), "221 Baker Ave"),
      type(textbox("City", { id: "address-ui-widgets-enterAddressCity" }), "Portland"),
      type(textbox("ZIP Code", { id: "address-ui-widgets-enterAddressPostalCode" }), "97205"),
      submit(fp({ tag: "input", role: "button", name: "Add address", type: "submit", css: "#address-ui-widgets-form-submit-button input" })),
    ],
  },
  {
    id: "amz-track-package", day: 20, title: "Track an Amazon package",
    description: "Track the package for my latest order",
    steps: [
      start(`${AMZ}/gp/css/order-history`, "Your Orders"),
      click(link("Track package", { css: "#orderCard-1 .track-package-button a" })),
      then(`${AMZ}/progress-tracker/package/ref=ppx_yo_dt_b_track_package?orderId=113-8820144-2209841`, "Track package"),
      click(button("See all updates")),
    ],
  },

  // ------------------------------------------------------------------------------- Booking.com
  {
    id: "booking-search-hotels", day: 24, title: "Find a hotel on Booking.com",
    description: "Search hotels in Lisbon from 12 Sep to 15 Sep for 2 adults",
    steps: [
      start(`${BK}/`, "Booking.com | Official site | The best hotels, flights, car rentals & accommodations"),
      type(combobox("Where are you going?", { id: ":re:", name_attr: "ss", placeholder: "Where are you going?" }), "Lisbon"),
      pick(option("Lisbon", "Destination suggestions", { test_id: "autocomplete-result" })),
      click(button("Check-in date — Check-out date", { test_id: "searchbox-dates-container" })),
      click(gridcell("12 September 2026", { css: 'span[data-date="2026-09-12"]', xpath: '//span[@data-date="2026-09-12"]' })),
      click(gridcell("15 September 2026", { css: 'span[data-date="2026-09-15"]', xpath: '//span[@data-date="2026-09-15"]' })),
      submit(button("Search", { type: "submit" })),
      then(`${BK}/searchresults.html?ss=Lisbon&checkin=2026-09-12&checkout=2026-09-15&group_adults=2&no_rooms=1`, "Booking.com : Hotels in Lisbon . Book your hotel now!", "form_submit"),
    ],
  },
  {
    id: "booking-reserve", day: 29, title: "Book a hotel room on Booking.com",
    description: "Reserve one room at Memmo Alfama for Sam Rivera, sam.rivera@gmail.com",
    steps: [
      start(`${BK}/hotel/pt/memmo-alfama.html?checkin=2026-09-12&checkout=2026-09-15&group_adults=2`, "Memmo Alfama Design Hotel - Adults Only, Lisbon – Updated 2026 Prices"),
      select(selectEl("Select rooms", { name_attr: "nr_rooms_37283301_386012_0_0" }), "1", ["0", "1", "2", "3"]),
      submit(button("I'll reserve", { css: "button.js-reservation-button" })),
      then("https://secure.booking.com/book.html?hotel_id=372833", "Booking.com: Your details", "form_submit"),
      type(textbox("First name", { id: "firstname", name_attr: "firstname", autocomplete: "given-name" }), "Sam"),
      type(textbox("Last name", { id: "lastname", name_attr: "lastname", autocomplete: "family-name" }), "Rivera"),
      type(email("Email address", { id: "email", name_attr: "email" }), "sam.rivera@gmail.com"),
      submit(button("Next: Final details", { type: "submit" })),
      then("https://secure.booking.com/book.html?hotel_id=372833&stage=2", "Booking.com: Final details", "form_submit"),
      submit(button("Complete booking", { type: "submit" })),
      then("https://secure.booking.com/confirmation.html?aid=304142", "Booking.com: Confirmation", "form_submit"),
    ],
  },
  {
    id: "booking-cancel", day: 38, title: "Cancel a Booking.com reservation",
    description: "Cancel booking 4021558112 using its PIN",
    steps: [
      start("https://secure.booking.com/help/confirmation_pin_auth", "Manage your booking - Booking.com"),
      type(textbox("Booking confirmation number", { id: "bn", name_attr: "bn", type: "text" }), "4021558112"),
      secret(password("PIN code", { id: "pincode", name_attr: "pincode", autocomplete: "off" })),
      submit(button("Continue", { type: "submit" })),
      then("https://secure.booking.com/mybooking.html?bn=4021558112", "Your booking - Booking.com", "form_submit"),
      click(button("Cancel your booking")),
      select(selectEl("Reason for cancelling", { name_attr: "cancel_reason" }), "Change of dates or destination", ["Change of dates or destination", "Found a different accommodation option", "Personal reasons/trip called off", "Made a booking for the same dates - cancel the duplicate", "Other"]),
      submit(button("Cancel booking", { type: "submit" })),
    ],
  },

  // ------------------------------------------------------------------------------- Chase
  {
    id: "bank-transfer", day: 27, title: "Transfer money between my Chase accounts",
    description: "Transfer $500 from Checking to Savings",
    steps: [
      ...chaseSignIn(),
      click(button("Pay & transfer", { id: "requestPayAndTransfer" })),
      click(menuitem("Transfer money", { id: "requestTransferMoney" })),
      then(`${CHASE}/dashboard#/dashboard/transfer/transferMoney`, "Chase Online - Transfer money", "history"),
      select(selectEl("Transfer from", { id: "transfer-from-account-select" }), "TOTAL CHECKING (...4417)", CHASE_ACCOUNTS),
      select(selectEl("Transfer to", { id: "transfer-to-account-select" }), "CHASE SAVINGS (...9021)", CHASE_ACCOUNTS),
      type(textbox("Amount", { id: "transfer-amount-input", placeholder: "$0.00" }), "500.00"),
      submit(button("Transfer money", { id: "transfer-money-submit", type: "submit" })),
    ],
  },
  {
    id: "bank-pay-bill", day: 32, title: "Pay a bill from Chase",
    description: "Pay $84.20 to Comcast from checking",
    steps: [
      ...chaseSignIn(),
      click(button("Pay & transfer", { id: "requestPayAndTransfer" })),
      click(menuitem("Pay bills", { id: "requestBillPay" })),
      then(`${CHASE}/dashboard#/dashboard/billPay/payBills`, "Chase Online - Pay bills", "history"),
      select(selectEl("Pay to", { id: "payee-select" }), "Comcast Xfinity", ["Comcast Xfinity", "PG&E", "Verizon Wireless", "City of Portland Water", "Chase Sapphire Preferred"]),
      type(textbox("Amount", { id: "payment-amount-input", placeholder: "$0.00" }), "84.20"),
      type(textbox("Send on", { id: "payment-date-input", placeholder: "mm/dd/yyyy" }), "11/30/2026"),
      submit(button("Pay it", { id: "bill-pay-submit", type: "submit" })),
    ],
  },
  {
    id: "bank-statement", day: 35, title: "Download a Chase statement",
    description: "Download the April 2026 statement for checking as a PDF",
    steps: [
      ...chaseSignIn(),
      click(link("Statements & documents", { id: "requestStatementsDocuments" })),
      then(`${CHASE}/dashboard#/dashboard/documents/myDocs/index`, "Chase Online - Statements & documents", "history"),
      select(selectEl("Account", { id: "account-selector" }), "TOTAL CHECKING (...4417)", CHASE_ACCOUNTS),
      select(selectEl("Statement period", { id: "statement-period-select" }), "April 2026", ["September 2026", "August 2026", "July 2026", "June 2026", "May 2026", "April 2026", "March 2026"]),
      click(button("Download", { id: "download-statement-button" })),
    ],
  },
  {
    id: "bank-zelle", day: 41, title: "Send money with Zelle",
    description: "Send $40 to Jamie Lee with Zelle for dinner",
    steps: [
      ...chaseSignIn(),
      click(link("Send | Zelle®", { id: "requestZelleSendMoney" })),
      then(`${CHASE}/dashboard#/dashboard/zelle/sendMoney`, "Chase Online - Send money with Zelle®", "history"),
      type(combobox("Recipient", { id: "zelle-recipient-input", placeholder: "Name, email or U.S. mobile number" }), "Jamie Lee"),
      pick(option("Jamie Lee", "Recipients")),
      type(textbox("Amount", { id: "zelle-amount-input", placeholder: "$0.00" }), "40.00"),
      type(textbox("Memo (optional)", { id: "zelle-memo-input" }), "Dinner"),
      submit(button("Send", { id: "zelle-send-button", type: "submit" })),
    ],
  },

  // ------------------------------------------------------------------------------- Slack
  {
    id: "slack-post-message", day: 25, title: "Post a message in a Slack channel",
    description: "Post 'Deploy finished ✅' in #releases",
    steps: [
      start(`${SLACK}/C01GENERAL`, "general (Channel) - Acme - Slack"),
      click(button("Search Acme", { test_id: "top_nav_search", test_id_attr: "data-qa", text: "" })),
      type(combobox("Search", { test_id: "focusable_search_input", test_id_attr: "data-qa", placeholder: "Search Acme" }), "releases"),
      pick(option("releases", "Channels", { test_id: "search-autocomplete-channel", test_id_attr: "data-qa" })),
      then(`${SLACK}/C03RELEASES`, "releases (Channel) - Acme - Slack", "history"),
      type(editable("Message to #releases", { test_id: "message_input", test_id_attr: "data-qa", placeholder: "Message #releases" }), "Deploy finished ✅"),
      enter(editable("Message to #releases", { test_id: "message_input", test_id_attr: "data-qa", placeholder: "Message #releases" })),
    ],
  },
  {
    id: "slack-set-status", day: 30, title: "Set my Slack status",
    description: "Set my status to 'In a meeting' and clear it after 1 hour",
    steps: [
      start(`${SLACK}/C01GENERAL`, "general (Channel) - Acme - Slack"),
      click(button("User menu: Sam Rivera", { test_id: "user-button", test_id_attr: "data-qa", text: "" })),
      click(menuitem("Update your status", { test_id: "main-menu-custom-status-item", test_id_attr: "data-qa" })),
      type(textbox("What's your status?", { test_id: "custom_status_input_body", test_id_attr: "data-qa", placeholder: "What's your status?" }), "In a meeting"),
      click(dropdown("Clear after", { test_id: "custom_status_modal_duration_select", test_id_attr: "data-qa", text: "Today" })),
      pick(option("1 hour", "Clear after"), ["Don't clear", "30 minutes", "1 hour", "4 hours", "Today", "This week"]),
      submit(button("Save", { test_id: "custom_status_modal_go", test_id_attr: "data-qa" })),
    ],
  },
  {
    id: "slack-create-channel", day: 37, title: "Create a Slack channel",
    description: "Create a private channel called proj-atlas",
    steps: [
      start(`${SLACK}/C01GENERAL`, "general (Channel) - Acme - Slack"),
      click(button("Add channels", { test_id: "channel_sidebar_add_channel_button", test_id_attr: "data-qa" })),
      click(menuitem("Create a new channel", { test_id: "channel_sidebar_add_channel_menu_create", test_id_attr: "data-qa" })),
      type(textbox("Name", { test_id: "channel-name-input", test_id_attr: "data-qa", placeholder: "e.g. plan-budget" }), "proj-atlas"),
      click(button("Next", { test_id: "create-channel-next-button", test_id_attr: "data-qa" })),
      pick(radio("Private — Only specific people", "Visibility", { test_id: "channel-visibility-private", test_id_attr: "data-qa" })),
      submit(button("Create", { test_id: "create-channel-create-button", test_id_attr: "data-qa" })),
      then(`${SLACK}/C07ATLAS`, "proj-atlas (Channel) - Acme - Slack", "history"),
    ],
  },
  {
    id: "slack-add-to-channel", day: 42, title: "Add someone to a Slack channel",
    description: "Add lee@acme.io to #proj-atlas",
    steps: [
      start(`${SLACK}/C07ATLAS`, "proj-atlas (Channel) - Acme - Slack"),
      click(button("View all members of this channel", { test_id: "channel_members_button", test_id_attr: "data-qa" })),
      click(button("Add people", { test_id: "channel_details_members_add_people", test_id_attr: "data-qa" })),
      type(combobox("Enter a name or email", { test_id: "invite_to_channel_select", test_id_attr: "data-qa" }), "lee@acme.io"),
      pick(option("Lee Park", "Suggestions")),
      submit(button("Add", { test_id: "invite_to_workspace_submit_button", test_id_attr: "data-qa" })),
    ],
  },

  // ------------------------------------------------------------------------------- Notion
  {
    id: "notion-new-page", day: 34, title: "Create a page in Notion",
    description: "New page 'Meeting notes – 14 Sep' in the Team wiki",
    steps: [
      start(`${NOTION}/Team-wiki-8c1f2a7b0e5d4c3b9a1f6e2d7c8b9a0f`, "Team wiki"),
      click(fp({ tag: "div", role: "button", name: "Add a page inside", text: "", css: '.notion-sidebar [aria-label="Add a page inside"]' })),
      then(`${NOTION}/Untitled-1f4e0c2a9b7d4e6f8a3b5c7d9e1f2a3b`, "Untitled", "history"),
      type(editable("Untitled", { label: "", name: "", placeholder: "Untitled", css: "h1.notranslate[contenteditable]" }), "Meeting notes – 14 Sep"),
      type(editable("Press ‘/’ for commands", { label: "", name: "", placeholder: "Press ‘/’ for commands", css: "div.notion-page-content [contenteditable]" }), "Agenda: pricing, hiring plan, offsite logistics"),
    ],
  },
  {
    id: "notion-share-page", day: 39, title: "Share a Notion page",
    description: "Share the Roadmap page with lee@acme.io with edit access",
    steps: [
      start(`${NOTION}/Roadmap-3e9a4b6c8d0e4f2a9b1c3d5e7f9a0b2c`, "Roadmap"),
      click(fp({ tag: "div", role: "button", name: "Share", text: "Share", css: ".notion-topbar-share-menu" })),
      type(textbox("Email or group, separated by commas", { placeholder: "Email or group, separated by commas" }), "lee@acme.io"),
      click(dropdown("Permission", { text: "Can view" })),
      pick(fp({ tag: "div", role: "menuitemradio", name: "Can edit", text: "Can edit", context_label: "Permission" }), ["Full access", "Can edit", "Can comment", "Can view"]),
      submit(fp({ tag: "div", role: "button", name: "Invite", text: "Invite", css: '.notion-share-menu [role="button"]:last-child' })),
    ],
  },
  {
    id: "notion-add-task", day: 40, title: "Add a task to the Notion tasks database",
    description: "Add 'Update pricing page' to Tasks with status Not started, due Friday",
    steps: [
      start(`${NOTION}/5b2e7c9a1d3f4e6a8b0c2d4e6f8a1b3c?v=9d1f3b5a7c9e4b2d8f0a6c4e2b1d3f5a`, "Tasks"),
      click(fp({ tag: "div", role: "button", name: "New", text: "New", css: ".notion-collection-view-item-add" })),
      type(editable("Name", { placeholder: "Untitled", css: ".notion-peek-renderer h1[contenteditable]" }), "Update pricing page"),
      click(fp({ tag: "div", role: "button", name: "Status", text: "Empty", css: '.notion-peek-renderer [data-property="Status"]' })),
      pick(option("Not started", "Status"), ["Not started", "In progress", "Blocked", "Done"]),
      click(fp({ tag: "div", role: "button", name: "Due", text: "Empty", css: '.notion-peek-renderer [data-property="Due"]' })),
      type(textbox("Due", { placeholder: "Type a date…" }), "October 30, 2026"),
    ],
  },

  // ------------------------------------------------------------------------------- United
  {
    id: "united-search-flights", day: 43, title: "Search United flights",
    description: "Find one-way flights from SFO to JFK on June 14",
    steps: [
      start(`${UA}`, "United Airlines - Airline Tickets, Travel Deals and Flights"),
      pick(radio("One-way", "Trip type", { id: "oneway" })),
      type(combobox("From", { id: "bookFlightOriginInput", name_attr: "bookFlightOriginInput" }), "SFO"),
      type(combobox("To", { id: "bookFlightDestinationInput", name_attr: "bookFlightDestinationInput" }), "JFK"),
      type(textbox("Depart", { id: "DepartDate", name_attr: "DepartDate", placeholder: "Depart" }), "Jun 14"),
      submit(button("Find flights", { type: "submit", css: 'button[aria-label="Find flights"]' })),
      then(`${UA}/fsr/choose-flights?f=SFO&t=JFK&d=2027-06-14&tt=1&sc=7&px=1&taxng=1&newHP=True`, "Choose flights | United Airlines", "form_submit"),
    ],
  },
  {
    id: "united-check-in", day: 44, title: "Check in for a United flight",
    description: "Check in with confirmation number K9XPLM and last name Rivera, boarding pass by email",
    steps: [
      start(`${UA}/checkin`, "Check-in | United Airlines"),
      type(textbox("Confirmation or MileagePlus number", { id: "confirmationNumber", name_attr: "confirmationNumber" }), "K9XPLM"),
      type(textbox("Last name", { id: "lastName", name_attr: "lastName", autocomplete: "family-name" }), "Rivera"),
      submit(button("Search", { type: "submit" })),
      then(`${UA}/checkin/trip`, "Check-in | United Airlines", "form_submit"),
      check(checkbox("I have read and agree to the hazardous materials policy", { id: "hazmat" })),
      click(button("Continue")),
      pick(radio("Email", "How would you like to receive your boarding pass?")),
      type(email("Email address", { id: "bpEmail", name_attr: "email" }), "sam.rivera@gmail.com"),
      submit(button("Send boarding pass", { type: "submit" })),
    ],
  },
  {
    id: "united-change-seat", day: 45, title: "Change my seat on a United flight",
    description: "Change seat to 14C on confirmation K9XPLM",
    steps: [
      start(`${UA}/manageres/mytrips`, "My trips | United Airlines"),
      type(textbox("Confirmation number", { id: "confNumber", name_attr: "confNumber" }), "K9XPLM"),
      type(textbox("Last name", { id: "lastName", name_attr: "lastName", autocomplete: "family-name" }), "Rivera"),
      submit(button("Search", { type: "submit" })),
      then(`${UA}/manageres/tripdetails`, "Trip details | United Airlines", "form_submit"),
      click(link("Seats")),
      then(`${UA}/manageres/seatmap`, "Seat map | United Airlines"),
      click(button("14C, Aisle, Economy Plus", { css: 'button[data-seat="14C"]', xpath: '//button[@data-seat="14C"]' })),
      submit(button("Save seats", { type: "submit" })),
    ],
  },
];

/// Outcomes since each procedure was built, as the runner records them (replay/learning.rs):
/// most were never run; a few have a history; two were deprecated by the rule (at least 3
/// uses, under half succeeding), so retrieval must never return them.
const STATS = {
  "gh-create-issue": { uses: 6, successes: 5, failures: 1, last: 40, step_failures: { s6: 1 } },
  "slack-post-message": { uses: 9, successes: 9, failures: 0, last: 44 },
  "bank-transfer": { uses: 4, successes: 3, failures: 1, last: 42, step_failures: { s8: 1 } },
  "linear-change-status": { uses: 4, successes: 2, failures: 2, last: 38, step_failures: { s4: 2 } },
  "gmail-send": { uses: 3, successes: 3, failures: 0, last: 30 },
  "amz-search": { uses: 2, successes: 2, failures: 0, last: 25 },
  "jira-create-bug": { uses: 5, successes: 4, failures: 1, last: 37, step_failures: { s7: 1 } },
  "jira-export-csv": { uses: 5, successes: 2, failures: 3, last: 33, step_failures: { s9: 3 }, deprecated: true },
  "amz-track-package": { uses: 3, successes: 0, failures: 3, last: 27, step_failures: { s4: 3 }, deprecated: true },
};

// ---------------------------------------------------------------------------------------------
// Distillation with the real core.

function distillAll(recordings) {
  execFileSync("cargo", ["build", "--release", "--quiet", "--bin", "procmem"], { cwd: root, stdio: "inherit" });
  const meta = JSON.parse(execFileSync("cargo", ["metadata", "--format-version", "1", "--no-deps"], { cwd: root, encoding: "utf8" }));
  const bin = path.join(meta.target_directory, "release", process.platform === "win32" ? "procmem.exe" : "procmem");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "procmem-eval-"));
  try {
    return recordings.map((rec) => {
      const file = path.join(dir, `${rec.procedure_id}.json`);
      fs.writeFileSync(file, JSON.stringify(rec));
      return JSON.parse(execFileSync(bin, ["distill", file, "--id", rec.procedure_id], { encoding: "utf8" }));
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function applyStats(p) {
  const s = STATS[p.id];
  if (!s) return p;
  const last = BASE + s.last * DAY + 3_600_000 * 10;
  if (last <= p.updated) throw new Error(`${p.id}: used before it was built`);
  p.stats = {
    uses: s.uses,
    successes: s.successes,
    failures: s.failures,
    last_used: last,
    deprecated: !!s.deprecated,
    step_failures: s.step_failures ?? {},
    recent_uses: s.uses,
    recent_successes: s.successes,
  };
  for (const step of Object.keys(p.stats.step_failures)) {
    if (!p.steps.some((x) => x.id === step)) throw new Error(`${p.id}: no step ${step}`);
  }
  return p;
}

// ---------------------------------------------------------------------------------------------
// Checks on the queries, then output.

/// The site a host belongs to, as a person sees it: the registrable domain (secure.booking.com
/// and www.booking.com are one site), except Google's products, which are sites of their own.
function siteOf(host) {
  const h = host.replace(/^www\./, "");
  if (h === "google.com" || h.endsWith(".google.com")) return h;
  return h.split(".").slice(-2).join(".");
}

function checkQueries(procedures) {
  const byId = new Map(procedures.map((p) => [p.id, p]));
  const seen = new Set();
  for (const q of QUERIES) {
    const where = JSON.stringify(q.task);
    if (!KINDS.includes(q.kind)) throw new Error(`${where}: unknown kind ${q.kind}`);
    if (seen.has(`${q.task}\n${q.url}`)) throw new Error(`${where}: duplicate`);
    seen.add(`${q.task}\n${q.url}`);
    if (!/^(https?|chrome):\/\//.test(q.url)) throw new Error(`${where}: bad url ${q.url}`);
    const positive = ["paraphrase", "new_values", "typo", "cross_site"].includes(q.kind);
    if (positive !== (q.expected !== null)) throw new Error(`${where}: kind ${q.kind} with expected ${q.expected}`);
    if (q.expected !== null) {
      const p = byId.get(q.expected);
      if (!p) throw new Error(`${where}: no procedure ${q.expected}`);
      if (p.stats.deprecated) throw new Error(`${where}: expects deprecated ${q.expected}`);
    }
    if (q.kind === "deprecated" && !byId.get(q.about)?.stats.deprecated) throw new Error(`${where}: about ${q.about} is not deprecated`);
    const site = siteOf(new URL(q.url.replace(/^chrome:/, "http:")).hostname);
    const sameSite = (p) => p.abstract.domains.some((d) => siteOf(d) === site);
    if (q.kind === "cross_site" && sameSite(byId.get(q.expected))) throw new Error(`${where}: cross_site on the procedure's own site`);
    if (["paraphrase", "new_values", "typo"].includes(q.kind) && !sameSite(byId.get(q.expected))) throw new Error(`${where}: ${q.kind} off the procedure's site`);
    if (q.kind === "unrelated_same_site" && !procedures.some(sameSite)) throw new Error(`${where}: no procedure on this site`);
    if (q.kind === "unrelated" && procedures.some(sameSite)) throw new Error(`${where}: unrelated on a procedure's site (use unrelated_same_site)`);
  }
}

const recordings = DEMOS.map(build);
const procedures = distillAll(recordings).map(applyStats);
for (const p of procedures) {
  if (p.steps.length < 4 || p.steps.length > 12) throw new Error(`${p.id}: ${p.steps.length} steps`);
}
checkQueries(procedures);

const newest = Math.max(...procedures.map((p) => p.updated));
const store = {
  format: "procmem",
  schema_version: 1,
  exported_at: newest + 2 * DAY,
  recordings: [...recordings].sort((a, b) => b.created - a.created),
  procedures: [...procedures].sort((a, b) => b.updated - a.updated),
};
fs.writeFileSync(path.join(here, "store.json"), JSON.stringify(store, null, 1) + "\n");
fs.writeFileSync(
  path.join(here, "queries.jsonl"),
  QUERIES.map((q) => JSON.stringify({ task: q.task, url: q.url, expected: q.expected, kind: q.kind })).join("\n") + "\n",
);

const counts = {};
for (const q of QUERIES) counts[q.kind] = (counts[q.kind] ?? 0) + 1;
// Sites by id prefix (mail.google.com and calendar.google.com are two sites).
const sites = new Set(procedures.map((p) => p.id.split("-")[0]));
console.log(`${procedures.length} procedures (${procedures.filter((p) => p.stats.deprecated).length} deprecated) on ${sites.size} sites; ${QUERIES.length} queries`);
console.log(Object.entries(counts).map(([k, n]) => `${k} ${n}`).join(", "));
