// Labeled tasks for the retrieval evaluation (eval/generate.mjs writes them to queries.jsonl).
//
// Each task is what a person (or an agent relaying a person) would type, with the page open
// when they ask. `expected` is the procedure a careful human would hand over for it, or null
// when no stored procedure does that task. Labels say what is right, not what the scorer does.
//
// Kinds:
//   paraphrase           the procedure's task in other words, on its site
//   new_values           the same task with other parameter values, on its site
//   typo                 a misspelled request for it, on its site
//   cross_site           the task whose only procedure lives on another site, asked from a
//                        different page (a new tab, a search engine, another app)
//   unrelated_same_site  on a site that has procedures, a task none of them does (often the
//                        opposite or a neighbour of one that exists: unstar, reopen, cancel)
//   unrelated            a task no procedure does, on a site without procedures
//   deprecated           a task only a deprecated procedure does (must return nothing)

export const KINDS = ["paraphrase", "new_values", "typo", "cross_site", "unrelated_same_site", "unrelated", "deprecated"];

export const QUERIES = [];

/// `add(kind, expected, url, ...tasks)`
function add(kind, expected, url, ...tasks) {
  for (const task of tasks) QUERIES.push({ task, url, expected, kind });
}
const para = (id, url, ...t) => add("paraphrase", id, url, ...t);
const vals = (id, url, ...t) => add("new_values", id, url, ...t);
const typo = (id, url, ...t) => add("typo", id, url, ...t);
const cross = (id, url, ...t) => add("cross_site", id, url, ...t);
const none = (url, ...t) => add("unrelated_same_site", null, url, ...t);
const elsewhere = (url, ...t) => add("unrelated", null, url, ...t);
function gone(about, url, ...tasks) {
  for (const task of tasks) QUERIES.push({ task, url, expected: null, kind: "deprecated", about });
}

// Pages people ask from.
const NEWTAB = "chrome://newtab/";
const GOOGLE = (q) => `https://www.google.com/search?q=${encodeURIComponent(q).replace(/%20/g, "+")}`;

const GH_HOME = "https://github.com/";
const GH_REPO = "https://github.com/acme/webapp";
const GH_ISSUES = "https://github.com/acme/webapp/issues";
const GH_ISSUE = "https://github.com/acme/webapp/issues/4790";
const GH_PULLS = "https://github.com/acme/webapp/pulls";
const GH_PR = "https://github.com/acme/webapp/pull/4825";
const GH_AXUM = "https://github.com/tokio-rs/axum";
const GH_RELEASES = "https://github.com/acme/webapp/releases";

const LIN_ENG = "https://linear.app/acme/team/ENG/active";
const LIN_GRO = "https://linear.app/acme/team/GRO/active";
const LIN_ISSUE = "https://linear.app/acme/issue/ENG-150/add-retry-to-webhook-sender";
const LIN_PROJ = "https://linear.app/acme/projects/all";

const JIRA_WORK = "https://acme.atlassian.net/jira/your-work";
const JIRA_BOARD = "https://acme.atlassian.net/jira/software/projects/PAY/boards/12";
const JIRA_ISSUE = "https://acme.atlassian.net/browse/PAY-311";

const GM_INBOX = "https://mail.google.com/mail/u/0/#inbox";
const GM_MSG = "https://mail.google.com/mail/u/0/#inbox/FMfcgzQXJGlbKpvRtmLnBvZkTqWbXhsD";

const GC_WEEK = "https://calendar.google.com/calendar/u/0/r/week";
const GC_DAY = "https://calendar.google.com/calendar/u/0/r/day/2026/10/29";

const AMZ = "https://www.amazon.com/";
const AMZ_ORDERS = "https://www.amazon.com/gp/css/order-history";
const AMZ_DP = "https://www.amazon.com/dp/B087QZVQJX";

const BK = "https://www.booking.com/";
const BK_HOTEL = "https://www.booking.com/hotel/pt/memmo-alfama.html?checkin=2026-09-12&checkout=2026-09-15";
const BK_TRIPS = "https://secure.booking.com/mytrips.html";

const CHASE = "https://secure.chase.com/web/auth/dashboard#/dashboard/overview";
const CHASE_HOME = "https://www.chase.com/";

const SL_GENERAL = "https://app.slack.com/client/T02ACME/C01GENERAL";
const SL_ATLAS = "https://app.slack.com/client/T02ACME/C07ATLAS";

const NO_WIKI = "https://www.notion.so/acme/Team-wiki-8c1f2a7b0e5d4c3b9a1f6e2d7c8b9a0f";
const NO_ROADMAP = "https://www.notion.so/acme/Roadmap-3e9a4b6c8d0e4f2a9b1c3d5e7f9a0b2c";
const NO_TASKS = "https://www.notion.so/acme/5b2e7c9a1d3f4e6a8b0c2d4e6f8a1b3c?v=9d1f3b5a7c9e4b2d8f0a6c4e2b1d3f5a";

const UA = "https://www.united.com/en/us";
const UA_TRIPS = "https://www.united.com/en/us/manageres/mytrips";
const UA_CHECKIN = "https://www.united.com/en/us/checkin";
const UA_RESULTS = "https://www.united.com/en/us/fsr/choose-flights?f=SFO&t=JFK&d=2027-06-14&tt=1";

// =============================================================================== GitHub
para("gh-create-issue", GH_ISSUES,
  "Create a new issue in this repo about the crash when saving drafts",
  "open a new GitHub issue for the broken export button and label it bug");
para("gh-create-issue", GH_REPO, "file a bug report: saving drafts with images returns a 500");
vals("gh-create-issue", GH_ISSUES, "Create issue 'Dark mode toggle resets after reload' with label enhancement");
vals("gh-create-issue", GH_REPO, "new issue titled \"Typo in README install section\", label documentation");
typo("gh-create-issue", GH_ISSUES, "craete an isue about the login redirect loop");
cross("gh-create-issue", SL_GENERAL, "create a github issue for the flaky upload test Lee mentioned");
cross("gh-create-issue", NEWTAB, "report this bug on GitHub in acme/webapp: CSV export drops the last row");

para("gh-close-issue", GH_ISSUES,
  "close the issue 'Export button does nothing' as completed",
  "resolve the GitHub issue about the export button doing nothing and close it");
vals("gh-close-issue", GH_ISSUES, "Close the issue \"Safari login loop\" with the comment 'Fixed in #4830'");
vals("gh-close-issue", GH_REPO, "close issue 'Broken avatar upload' as not planned");
typo("gh-close-issue", GH_ISSUES, "clsoe the isssue 'Broken avatar upload'");
cross("gh-close-issue", GM_MSG, "close the GitHub issue 'Export button does nothing' now that the fix is merged");

para("gh-comment-issue", GH_ISSUES,
  "leave a comment on the Safari login loop issue saying I can reproduce it",
  "reply on the GitHub issue 'Safari login loop' that it happens on 2.3.1 too");
vals("gh-comment-issue", GH_ISSUE, "comment 'Still broken in 2.4.0' on the issue \"Dark mode toggle resets\"");
typo("gh-comment-issue", GH_ISSUES, "add a coment to the isue about avatar uploads");
cross("gh-comment-issue", SL_GENERAL, "post a comment on the GitHub issue 'Safari login loop': clearing cookies fixes it");

para("gh-create-pr", GH_PULLS, "open a PR from feature/login-form into main");
para("gh-create-pr", GH_REPO, "create a pull request for my branch feature/login-form");
vals("gh-create-pr", GH_PULLS,
  "Make a pull request from fix/csv-export to main titled 'Fix CSV export row loss'",
  "create a pull request from release/2.4 into main");
typo("gh-create-pr", GH_PULLS, "crate a pul request from feature/dark-mode");
cross("gh-create-pr", LIN_ISSUE, "open a pull request on GitHub for the fix/csv-export branch");

para("gh-search-repos", GH_HOME,
  "find GitHub repos for rust web frameworks, most starred first",
  "search github for 'vector database' repositories");
vals("gh-search-repos", GH_HOME, "look up repositories about 'terraform aws modules' sorted by most stars");
typo("gh-search-repos", GH_HOME, "serch github repos for 'kubernetes operator'");
cross("gh-search-repos", GOOGLE("pdf parser library"), "search GitHub for open-source 'pdf parser' repositories");

para("gh-star-repo", GH_HOME, "star the tokio-rs/axum repository");
para("gh-star-repo", GH_AXUM, "give the axum repo a star on github");
vals("gh-star-repo", GH_HOME, "Star the repo astral-sh/uv");
typo("gh-star-repo", GH_HOME, "star teh repo vercel/next.js");
cross("gh-star-repo", "https://news.ycombinator.com/item?id=41234567", "star the denoland/deno repository on GitHub");

para("gh-request-review", GH_PULLS, "ask mkim to review my pull request 'Add login form validation'");
para("gh-request-review", GH_PR, "request a review from mkim on this pull request");
vals("gh-request-review", GH_PULLS, "request review from jlopez on the pull request \"Fix CSV export row loss\"");
typo("gh-request-review", GH_PULLS, "request a reveiw from mkim on the 'Add login form validation' PR");
cross("gh-request-review", SL_GENERAL, "request a GitHub review from mkim on the pull request 'Add login form validation'");

none(GH_HOME, "show me my notifications", "create a new repository called dotfiles");
none(GH_REPO,
  "fork this repository",
  "delete the branch feature/login-form",
  "watch this repo for releases only",
  "add a collaborator to this repository");
none(GH_PR,
  "merge this pull request",
  "approve the pull request 'Add login form validation'",
  "close pull request #4825 without merging");
none(GH_ISSUE,
  "reopen issue #4790",
  "lock the conversation on this issue",
  "edit the title of issue #4790 to 'Export button broken on Firefox'");
none(GH_AXUM, "unstar the tokio-rs/axum repository");
none(GH_ISSUES, "show the open issues assigned to me");
none(GH_RELEASES, "create a new release v2.4.0 with generated notes");

// =============================================================================== Linear
para("linear-create-issue", LIN_GRO,
  "create a Linear issue 'Onboarding email not sent' for Growth, high priority",
  "file a ticket in Growth: welcome emails aren't going out");
vals("linear-create-issue", LIN_ENG,
  "New issue 'Pricing page 404 on mobile' in team Engineering with priority Urgent",
  "make a low priority issue in Design called \"Update empty states\"");
typo("linear-create-issue", LIN_ENG, "creat a new tikcet in linear for the broken signup form");
cross("linear-create-issue", SL_GENERAL, "log a Linear issue for the checkout crash Dana reported");

para("linear-change-status", LIN_ENG, "move ENG-142 to Done");
para("linear-change-status", LIN_ISSUE, "mark ENG-142 as done in Linear");
vals("linear-change-status", LIN_GRO, "set the status of GRO-91 to In Review");
vals("linear-change-status", LIN_ISSUE, "change the status of ENG-150 to In Progress");
typo("linear-change-status", LIN_ENG, "chnage the staus of ENG-133 to Canceled");
cross("linear-change-status", GH_PR, "in Linear, move ENG-142 to Done");

para("linear-assign", LIN_GRO, "assign GRO-88 to Priya", "make Priya the assignee of GRO-88");
vals("linear-assign", LIN_ENG, "assign ENG-150 to Marco Rossi");
typo("linear-assign", LIN_ENG, "asign ENG-133 to Priya");
cross("linear-assign", GM_INBOX, "assign the Linear issue GRO-88 to Priya");

para("linear-create-project", LIN_PROJ,
  "create a new project in Linear called 'Q3 pricing revamp' with Marco as lead",
  "set up a Linear project for the pricing revamp, target date end of September");
vals("linear-create-project", LIN_PROJ, "New project 'Mobile onboarding v2' led by Priya Shah, target date Nov 15");
typo("linear-create-project", LIN_PROJ, "craete a projcet 'Help center migration' in linear");
cross("linear-create-project", NO_ROADMAP, "create a Linear project 'Help center migration' with Lee Park as lead");

none(LIN_ISSUE,
  "archive ENG-150",
  "delete this issue",
  "add the label 'customer' to ENG-150",
  "set the estimate of ENG-150 to 3 points",
  "link ENG-150 to GitHub pull request #4825",
  "subscribe to notifications on this issue");
none(LIN_ENG, "create a new cycle for the Engineering team", "show my assigned issues");
none(LIN_GRO, "rename the Growth team to Lifecycle");
none(LIN_PROJ, "mark the 'Q3 pricing revamp' project as completed");

// =============================================================================== Jira
para("jira-create-bug", JIRA_WORK, "create a Jira bug 'App crashes on launch' with highest priority");
para("jira-create-bug", JIRA_BOARD, "raise a bug in Jira: the app crashes right after launch");
vals("jira-create-bug", JIRA_BOARD, "Create a bug 'Push notifications arrive twice', priority High");
vals("jira-create-bug", JIRA_WORK, "log a Jira bug titled \"Dark mode text unreadable\" with Medium priority");
typo("jira-create-bug", JIRA_WORK, "creat a jria bug for the login crash");
cross("jira-create-bug", SL_GENERAL, "file a Jira bug for the crash Dana posted: 'Checkout spinner never stops'");

para("jira-log-work", JIRA_ISSUE, "log 2 hours on PAY-311 for code review");
para("jira-log-work", JIRA_BOARD, "record time spent on PAY-311: 2h, code review");
vals("jira-log-work", JIRA_BOARD, "Log 45m of work on PAY-298 with the note 'pairing with Lee'");
vals("jira-log-work", JIRA_WORK, "log 3h on MOBILE-77 for the release testing");
typo("jira-log-work", JIRA_WORK, "log tiem on PAY-305 for the deploy");
cross("jira-log-work", GH_PR, "log 30 minutes on the Jira ticket PAY-311 for this review");

para("jira-transition", JIRA_ISSUE, "move PAY-311 to In Review");
para("jira-transition", JIRA_BOARD, "change the status of PAY-311 to In Review");
vals("jira-transition", JIRA_BOARD, "transition PAY-298 to Done");
typo("jira-transition", JIRA_ISSUE, "moev PAY-311 to in progress");
cross("jira-transition", GH_PR, "set the Jira ticket PAY-311 to In Review");

para("jira-comment", JIRA_ISSUE, "comment on PAY-311 that it's deployed to staging");
vals("jira-comment", JIRA_BOARD, "add a comment 'Waiting on QA' to PAY-298");
typo("jira-comment", JIRA_ISSUE, "add a commment to PAY-311: blocked by the API change");
cross("jira-comment", GH_PR, "add a comment to the Jira ticket PAY-311 saying the fix is live");

gone("jira-export-csv", JIRA_WORK, "export all open PAY issues to CSV", "export my Jira filter results as a CSV");
gone("jira-export-csv", JIRA_BOARD, "download the Jira issue list as a CSV file", "export PAY issues to Excel", "exprot jira issues to csv");

none(JIRA_BOARD,
  "create a new sprint on the PAY board",
  "start the sprint",
  "add a column 'QA' to this board");
none(JIRA_ISSUE,
  "delete PAY-311",
  "watch this ticket",
  "link PAY-311 to MOBILE-77 as 'blocks'",
  "edit the summary of PAY-311");
none(JIRA_WORK, "show all issues assigned to me", "create a new Jira project for the data team");

// =============================================================================== Gmail
para("gmail-send", GM_INBOX,
  "send Dana an email about the Q3 report",
  "write an email to dana@example.com with subject Q3 report");
vals("gmail-send", GM_INBOX,
  "email lee@acme.io with the subject 'Offsite agenda' and ask for comments",
  "compose a message to finance@acme.io, subject: Expense report August");
typo("gmail-send", GM_INBOX, "sned an emial to priya@acme.io about tomorrow's demo");
cross("gmail-send", GH_PR, "email dana@example.com the link to this pull request");

para("gmail-search", GM_INBOX, "find the invoices billing@stripe.com sent me", "search my mail for invoices from Stripe");
vals("gmail-search", GM_INBOX, "look up emails from recruiting@acme.io about onboarding");
typo("gmail-search", GM_INBOX, "seach my inbox for the flight confirmation from united");
cross("gmail-search", UA_CHECKIN, "search my Gmail for the United confirmation email");

para("gmail-filter", GM_INBOX, "create a filter so newsletter@substack.com skips the inbox and gets the Reading label");
vals("gmail-filter", GM_INBOX,
  "make a Gmail filter: mail from noreply@medium.com gets the label Reading and skips the inbox",
  "create a filter for messages from alerts@pagerduty.com with the label On-call");
typo("gmail-filter", GM_INBOX, "creat a filtr for emails from deals@amazon.com");
cross("gmail-filter", NEWTAB, "create a Gmail filter that archives mail from newsletter@substack.com");

para("gmail-vacation", GM_INBOX, "turn on my out-of-office reply from Aug 4 to Aug 15", "set up a vacation responder while I'm away next week");
vals("gmail-vacation", GM_INBOX, "enable the vacation auto-reply from December 20 to January 3 saying I'm on holiday");
typo("gmail-vacation", GM_INBOX, "turn on vacaton responder until monday");
cross("gmail-vacation", GC_WEEK, "turn on my Gmail vacation reply for next week");

none(GM_INBOX,
  "delete all emails from noreply@linkedin.com",
  "mark all messages as read",
  "show my starred emails",
  "delete the filter for newsletter@substack.com",
  "turn off the vacation responder",
  "change my Gmail signature",
  "add dana@example.com to my contacts");
none(GM_MSG, "archive this email", "unsubscribe from this newsletter", "star this email");

// =============================================================================== Google Calendar
para("gcal-create-event", GC_WEEK,
  "schedule a design review on Thursday at 3pm with ana@acme.io",
  "add a meeting to my calendar: Design review, Thursday 3pm");
vals("gcal-create-event", GC_WEEK, "create an event '1:1 with Priya' on Friday at 10:30am");
vals("gcal-create-event", GC_DAY, "put 'Dentist' on my calendar for Nov 2 at 8am");
typo("gcal-create-event", GC_WEEK, "creat a calender event for sprint planning on monday 9am");
cross("gcal-create-event", GM_MSG, "add this meeting to my Google Calendar: Vendor call, Tuesday 2pm");
cross("gcal-create-event", LIN_ENG, "schedule 'Sprint retro' in Google Calendar for Friday 4pm with the team");

para("gcal-new-calendar", GC_WEEK, "create a new calendar called Team offsite");
vals("gcal-new-calendar", GC_WEEK, "make a separate calendar named 'On-call rotation'");
typo("gcal-new-calendar", GC_WEEK, "add a new calandar 'Kids activities'");
cross("gcal-new-calendar", NO_WIKI, "create a new Google calendar called 'Hiring interviews'");

para("gcal-working-hours", GC_WEEK, "set my working hours to 9 to 5:30");
vals("gcal-working-hours", GC_WEEK, "change my working hours to 8:00am–4:00pm");
typo("gcal-working-hours", GC_WEEK, "update my workng hours to 10am-6pm");
cross("gcal-working-hours", SL_GENERAL, "set my Google Calendar working hours to 9am–5pm");

none(GC_WEEK,
  "delete tomorrow's standup",
  "what's on my calendar tomorrow?",
  "change my time zone to Europe/Lisbon",
  "share my calendar with lee@acme.io",
  "subscribe to the US holidays calendar",
  "print this week's schedule");
none(GC_DAY, "decline the design review invite", "move the 1:1 with Priya to 4pm");

// =============================================================================== Amazon
para("amz-search", AMZ, "search Amazon for a usb-c hub, best reviewed first", "look for usb-c hubs on amazon");
vals("amz-search", AMZ, "find 'noise cancelling headphones' on Amazon sorted by reviews", "search for a standing desk mat");
typo("amz-search", AMZ, "serach amazon for 'mechanical keyboard'");
cross("amz-search", GOOGLE("usb c hub"), "search Amazon for a usb-c hub");

para("amz-buy", AMZ, "buy the Anker 7-in-1 USB-C Hub and ship it home");
para("amz-buy", AMZ_DP, "order this hub with Buy Now");
vals("amz-buy", AMZ,
  "purchase 'Kindle Paperwhite Signature Edition' and have it shipped to my home address",
  "buy a 'Logitech MX Keys S' keyboard on Amazon");
typo("amz-buy", AMZ, "oder the 'Kindle Paperwhite' on amazon");
cross("amz-buy", GOOGLE("brita water filter"), "order a 'Brita water filter' from Amazon");

para("amz-return", AMZ_ORDERS, "return the Logitech MX Master 3S, I don't need it anymore");
vals("amz-return", AMZ_ORDERS, "start a return for the 'Anker 7-in-1 USB-C Hub', it's defective", "send back the 'Kindle Paperwhite' order");
typo("amz-return", AMZ_ORDERS, "retrun the MX Master mouse");
cross("amz-return", GM_MSG, "return the 'Logitech MX Master 3S' I bought on Amazon");

para("amz-address", AMZ, "add a new shipping address on Amazon: 221 Baker Ave, Portland OR 97205");
vals("amz-address", AMZ, "add the address 55 Pine St, Seattle, WA 98101 to my Amazon account");
typo("amz-address", AMZ, "ad a new shiping adress to amazon for my office");
cross("amz-address", NEWTAB, "add a shipping address to my Amazon account: 8 Harbor Rd, Boston, MA 02110");

gone("amz-track-package", AMZ_ORDERS, "track my Amazon package", "track the package for the USB-C hub order", "see the tracking updates for my latest order");
gone("amz-track-package", AMZ, "where is my Amazon package?");
gone("amz-track-package", NEWTAB, "track my amazon order");

none(AMZ_ORDERS,
  "cancel my order for the Kindle",
  "write a review for the MX Master 3S",
  "show my order history from 2025");
none(AMZ_DP, "add this hub to my wish list");
none(AMZ,
  "check my Amazon gift card balance",
  "cancel my Prime membership",
  "delete my old address on 12 Elm St",
  "change my default payment method",
  "contact customer service about a missing item");

// =============================================================================== Booking.com
para("booking-search-hotels", BK, "find a hotel in Lisbon for Sep 12–15, 2 adults", "look for hotels in Lisbon for the September trip");
vals("booking-search-hotels", BK, "search for hotels in Kyoto from 3 to 7 November for two adults", "find me a hotel in Barcelona from Oct 9 to Oct 11");
typo("booking-search-hotels", BK, "serch hotles in porto for 2 nights");
cross("booking-search-hotels", GM_MSG, "find a hotel in Lisbon on Booking.com for the conference");
cross("booking-search-hotels", UA_RESULTS, "search for a hotel in New York for June 14 to 17");

para("booking-reserve", BK_HOTEL, "book a room at Memmo Alfama for me", "reserve this hotel under Sam Rivera");
vals("booking-reserve", BK_HOTEL, "book 2 rooms at this hotel for Lee Park, lee@acme.io");
typo("booking-reserve", BK_HOTEL, "resrve a room here for sam rivera");
cross("booking-reserve", GOOGLE("memmo alfama"), "book a room at Memmo Alfama on Booking.com");

para("booking-cancel", BK, "cancel my Booking.com reservation 4021558112");
vals("booking-cancel", BK_TRIPS, "cancel booking 5530914477, my plans changed");
typo("booking-cancel", BK, "cancle my hotel booking 4021558112");
cross("booking-cancel", GM_INBOX, "cancel my Booking.com hotel reservation 5530914477");

none(BK_TRIPS, "show my upcoming trips", "change the dates of my Lisbon reservation", "message the property about early check-in");
none(BK_HOTEL, "write a review of Memmo Alfama", "save this hotel to my list");
none(BK, "rent a car in Lisbon for 3 days", "change the currency to euros", "book an airport taxi from Lisbon airport");

// =============================================================================== Chase
para("bank-transfer", CHASE, "move $500 from checking to savings", "transfer money to my savings account");
vals("bank-transfer", CHASE, "transfer $1,200 from Savings to Checking");
typo("bank-transfer", CHASE, "tranfser 250 dollars to savings");
cross("bank-transfer", GM_INBOX, "transfer $300 from my Chase checking to savings");

para("bank-pay-bill", CHASE, "pay the Comcast bill, $84.20 from checking");
vals("bank-pay-bill", CHASE, "pay $132.50 to PG&E on December 1", "pay my Verizon Wireless bill of $65");
typo("bank-pay-bill", CHASE, "pya the comcast bil");
cross("bank-pay-bill", "https://www.xfinity.com/support/billing", "pay the Comcast bill from my Chase checking account");

para("bank-statement", CHASE, "download my April 2026 checking statement");
vals("bank-statement", CHASE, "get the March 2026 statement for my savings account as a PDF");
typo("bank-statement", CHASE, "downlaod last month's bank statment");
cross("bank-statement", GM_INBOX, "download my Chase checking statement for August 2026");

para("bank-zelle", CHASE, "send $40 to Jamie Lee with Zelle");
vals("bank-zelle", CHASE, "Zelle Priya Shah $25 for lunch", "send 60 dollars to Sam Patel through Zelle for the concert tickets");
typo("bank-zelle", CHASE, "send $15 to jamie lee via zele");
cross("bank-zelle", SL_GENERAL, "pay Jamie Lee back $40 with Zelle");

none(CHASE,
  "lock my debit card",
  "show my recent transactions",
  "dispute the charge from ACME Corp",
  "order new checks",
  "set up a travel notice for Portugal",
  "what's my checking account balance?",
  "cancel the scheduled Comcast payment",
  "add a new payee: City Water Dept");
none(CHASE_HOME, "change my Chase password", "sign up for paperless statements");

// =============================================================================== Slack
para("slack-post-message", SL_GENERAL, "post 'Deploy finished ✅' in #releases", "let #releases know the deploy is done");
vals("slack-post-message", SL_GENERAL, "send 'Standup moved to 10:15' to the #eng channel", "message #design: 'new mockups are in Figma'");
typo("slack-post-message", SL_GENERAL, "post a mesage in #releases saying v2.4 is out");
cross("slack-post-message", GH_RELEASES, "post in #releases on Slack that v2.4.0 shipped");

para("slack-set-status", SL_GENERAL, "set my slack status to In a meeting for an hour");
vals("slack-set-status", SL_GENERAL, "change my status to 'Commuting' for 30 minutes");
typo("slack-set-status", SL_GENERAL, "set my stauts to 'lunch'");
cross("slack-set-status", GC_WEEK, "set my Slack status to 'In a meeting' for 1 hour");

para("slack-create-channel", SL_GENERAL, "create a private channel called proj-atlas");
vals("slack-create-channel", SL_GENERAL, "make a new private Slack channel #incident-0917", "create a channel named team-offsite");
typo("slack-create-channel", SL_GENERAL, "creat a privte chanel proj-zeus");
cross("slack-create-channel", NO_ROADMAP, "create a Slack channel for project Atlas called proj-atlas");

para("slack-add-to-channel", SL_ATLAS, "add lee@acme.io to #proj-atlas");
vals("slack-add-to-channel", SL_ATLAS, "add Priya Shah to this channel");
typo("slack-add-to-channel", SL_ATLAS, "ad lee to the proj-atlas chanel");
cross("slack-add-to-channel", GM_INBOX, "add lee@acme.io to the #proj-atlas Slack channel");

none(SL_ATLAS,
  "archive #proj-atlas",
  "rename #proj-atlas to #atlas-2026",
  "remove lee@acme.io from #proj-atlas",
  "start a huddle here");
none(SL_GENERAL,
  "leave the #random channel",
  "mute #general",
  "set a reminder to review the PR at 4pm",
  "mark all channels as read",
  "delete my last message",
  "clear my status");

// =============================================================================== Notion
para("notion-new-page", NO_WIKI, "create a new page in the Team wiki for the meeting notes");
vals("notion-new-page", NO_WIKI, "new Notion page 'Offsite agenda' under Team wiki");
typo("notion-new-page", NO_WIKI, "creat a notion pgae called 'Retro 18 Sep'");
cross("notion-new-page", SL_GENERAL, "create a Notion page 'Incident 0917 postmortem'");

para("notion-share-page", NO_ROADMAP, "share the Roadmap page with lee@acme.io, edit access");
vals("notion-share-page", NO_ROADMAP, "share this page with priya@acme.io as can comment");
typo("notion-share-page", NO_ROADMAP, "shrae this page with marco@acme.io");
cross("notion-share-page", SL_GENERAL, "share the Notion Roadmap page with lee@acme.io so he can edit");

para("notion-add-task", NO_TASKS, "add 'Update pricing page' to the Tasks database, not started, due Friday");
vals("notion-add-task", NO_TASKS, "add a task 'Write launch blog post' with status In progress", "create a new task in Notion: 'Book venue for offsite', due Nov 6");
typo("notion-add-task", NO_TASKS, "add a tsak to notion for the pricing copy");
cross("notion-add-task", GM_MSG, "add a task to my Notion tasks: follow up with Comcast about the bill");

none(NO_ROADMAP,
  "delete this page",
  "duplicate the Roadmap page",
  "export this page as PDF",
  "lock the page so nobody can edit it",
  "add a comment on this page: looks good");
none(NO_WIKI, "move this page to the Archive section", "restore the page I deleted yesterday from trash");
none(NO_TASKS, "turn this database into a board view");

// =============================================================================== United
para("united-search-flights", UA, "find one-way flights SFO to JFK on June 14");
vals("united-search-flights", UA, "search flights from Chicago to Denver on July 3", "look for a one-way flight from EWR to LAX on 20 August");
typo("united-search-flights", UA, "serch flihgts from SFO to Boston on may 2");
cross("united-search-flights", "https://www.google.com/travel/flights", "search United for one-way flights from SFO to JFK on June 14");

para("united-check-in", UA_CHECKIN, "check in for my flight, confirmation K9XPLM, last name Rivera");
vals("united-check-in", UA, "check in for confirmation ZQ7R2T under the name Patel and email me the boarding pass");
typo("united-check-in", UA, "chek in for my united flight K9XPLM");
cross("united-check-in", GM_MSG, "check in for my United flight tomorrow, confirmation K9XPLM");

para("united-change-seat", UA_TRIPS, "change my seat to 14C on K9XPLM");
vals("united-change-seat", UA_TRIPS, "switch my seat to 22D on confirmation ZQ7R2T");
typo("united-change-seat", UA_TRIPS, "chnage my seat on the united flight");
cross("united-change-seat", GM_MSG, "change my seat on United flight K9XPLM to an aisle");

none(UA_TRIPS,
  "cancel my flight K9XPLM",
  "add my MileagePlus number to the reservation",
  "buy extra baggage for my trip",
  "upgrade to first class with miles",
  "request a wheelchair for my flight");
none(UA, "check the status of UA 1542", "what's my MileagePlus balance?");

// =============================================================================== Anywhere else
elsewhere(NEWTAB,
  "What's the weather in Paris tomorrow?",
  "what's 15% of 84.20?",
  "convert 500 USD to EUR",
  "who won the Champions League last year?",
  "close this tab",
  "clear my browsing history",
  "open the settings");
elsewhere("https://www.nytimes.com/2026/10/26/technology/ai-agents.html",
  "summarize this article",
  "translate this page to Spanish");
elsewhere("https://www.youtube.com/watch?v=jfKfPfyJRdk",
  "add subtitles to this video",
  "download this video",
  "reply to the top comment");
elsewhere("https://docs.google.com/document/u/0/",
  "create a new Google Doc called 'Offsite plan'",
  "create a spreadsheet for the team budget");
elsewhere("https://www.dominos.com/", "order a large pepperoni pizza for delivery");
elsewhere("https://www.opentable.com/", "book a table for 4 at an Italian restaurant tonight", "make a reservation at Nopa for Friday at 7");
elsewhere("https://www.allrecipes.com/", "find a recipe for banana bread");
elsewhere("https://en.wikipedia.org/wiki/Lisbon", "search Wikipedia for the history of Lisbon", "summarize the history section");
elsewhere("https://web.whatsapp.com/", "send a WhatsApp message to mom saying I'll be late");
elsewhere("https://x.com/home", "post a tweet about our launch");
elsewhere("https://www.linkedin.com/jobs/", "upload my resume to LinkedIn", "search for remote product manager jobs");
elsewhere("https://www.netflix.com/browse", "log in to my Netflix account", "play the next episode");
elsewhere("https://www.reddit.com/r/rust/", "report this post as spam", "create a new post in r/rust asking about async traits");
elsewhere("https://www.irs.gov/filing", "file my taxes");
elsewhere("https://play.google.com/store/apps/details?id=com.spotify.music", "rate this app five stars");
elsewhere("https://www.figma.com/files/recents", "create a new design file for the landing page");
elsewhere("https://drive.google.com/drive/u/0/my-drive", "list the files in this folder", "share the 'Budget 2027' spreadsheet with lee@acme.io");
elsewhere("https://www.google.com/maps", "get directions to SFO airport", "find coffee shops near me");
elsewhere("https://open.spotify.com/", "play my Discover Weekly playlist");
elsewhere("https://www.ebay.com/itm/256112233445", "bid $80 on this vintage camera");
elsewhere("https://www.zillow.com/", "search for 2-bedroom apartments in Portland under $2,500");
elsewhere("https://www.instagram.com/", "like the latest post from natgeo");
elsewhere(NEWTAB, "set a timer for 10 minutes");
elsewhere("https://stackoverflow.com/questions/78120042/borrowed-value-does-not-live-long-enough",
  "upvote this answer",
  "post an answer explaining the borrow checker error");
elsewhere("https://www.walmart.com/", "add paper towels to my cart");
elsewhere("https://www.dropbox.com/home", "upload the offsite photos to Dropbox");
elsewhere("https://www.paypal.com/myaccount/summary", "send $20 to sam@example.com with PayPal");
