// A team wiki (MediaWiki 1.41, Vector 2022 skin, HotCat and DiscussionTools): pages, edits,
// revision history, talk pages, watchlist, categories. Pages are opened from the header search
// box (Enter goes straight to a page whose title matches).
import { start, then, click, submit, type, enter, pick, link, button, textbox, textarea, searchbox, combobox, dropdown, option } from "../../demo.mjs";

const W = "https://wiki.brightmoor.dev";
const MAIN = [`${W}/wiki/Main_Page`, "Brightmoor Wiki"];

const SEARCH = searchbox("Search Brightmoor Wiki", { id: "searchInput", name_attr: "search", placeholder: "Search Brightmoor Wiki" });
const slug = (title) => title.replace(/ /g, "_");
/// From the main page, open a page by typing its title in the header search and pressing Enter.
const openPage = (title) => [
  start(...MAIN),
  type(SEARCH, title),
  enter(SEARCH),
  then(`${W}/wiki/${slug(title)}`, `${title} - Brightmoor Wiki`, "form_submit"),
];
const HISTORY_TAB = link("View history", { id: "ca-history", text: "View history" });

export const SITE = {
  name: "wiki",
  kind: "team wiki (MediaWiki: pages, edits, history, talk pages, watchlist, categories)",
  procedures: [
    // ------------------------------------------------------------------ pages
    {
      id: "wiki-create-page",
      title: "Create a new wiki page",
      description: "Create the page 'Incident postmortem: 2026-10-14 payment outage' with the text 'Timeline, impact and follow-ups from the October 14 payment outage.'",
      steps: [
        start(...MAIN),
        type(SEARCH, "Incident postmortem: 2026-10-14 payment outage"),
        enter(SEARCH),
        then(`${W}/w/index.php?search=Incident+postmortem%3A+2026-10-14+payment+outage&title=Special%3ASearch&fulltext=1`, "Search results for \"Incident postmortem: 2026-10-14 payment outage\" - Brightmoor Wiki", "form_submit"),
        click(link("Incident postmortem: 2026-10-14 payment outage", { css: "p.mw-search-createlink a.new" })),
        then(`${W}/w/index.php?title=Incident_postmortem:_2026-10-14_payment_outage&action=edit&redlink=1`, "Creating Incident postmortem: 2026-10-14 payment outage - Brightmoor Wiki"),
        type(textarea("Wikitext source editor", { id: "wpTextbox1", name_attr: "wpTextbox1" }), "Timeline, impact and follow-ups from the October 14 payment outage."),
        submit(button("Save page", { id: "wpSave", name_attr: "wpSave", type: "submit" })),
        then(`${W}/wiki/Incident_postmortem:_2026-10-14_payment_outage`, "Incident postmortem: 2026-10-14 payment outage - Brightmoor Wiki", "form_submit"),
      ],
      tasks: [
        { task: "Create the page 'Guest Wi-Fi' with the text 'Network: brightmoor-guest, the password rotates every Monday.'", url: MAIN[0],
          values: { "Incident postmortem: 2026-10-14 payment outage": "Guest Wi-Fi", "Timeline, impact and follow-ups from the October 14 payment outage.": "Network: brightmoor-guest, the password rotates every Monday." } },
        { task: "new wiki page called Coffee machine descaling steps, content: Run the descaling program once a month", url: `${W}/wiki/Office_handbook`,
          values: { "Incident postmortem: 2026-10-14 payment outage": "Coffee machine descaling steps", "Timeline, impact and follow-ups from the October 14 payment outage.": "Run the descaling program once a month" } },
        { task: "Can you create a page named 'How to create a page on this wiki' with 'Search for the title, click the red link, write, save.' as its text?", url: MAIN[0],
          values: { "Incident postmortem: 2026-10-14 payment outage": "How to create a page on this wiki", "Timeline, impact and follow-ups from the October 14 payment outage.": "Search for the title, click the red link, write, save." } },
        { task: "please start a page 'Q1 2027 hiring plan'", url: `${W}/wiki/Special:RecentChanges`,
          values: { "Incident postmortem: 2026-10-14 payment outage": "Q1 2027 hiring plan" } },
        { task: "I want a wiki page for the new VPN. Title it VPN setup for macOS and Linux laptops and put 'Install WireGuard, import the config from IT, connect.' in it.", url: MAIN[0],
          values: { "Incident postmortem: 2026-10-14 payment outage": "VPN setup for macOS and Linux laptops", "Timeline, impact and follow-ups from the October 14 payment outage.": "Install WireGuard, import the config from IT, connect." } },
      ],
      near: [
        { task: "Delete the page 'Old VPN setup'", url: `${W}/wiki/Old_VPN_setup` },
        { task: "Protect the page 'Expense policy' so only admins can edit it", url: `${W}/wiki/Expense_policy` },
        { task: "Upload the diagram network-topology.png to the wiki", url: MAIN[0] },
        { task: "Create an account for jlee on the wiki", url: `${W}/wiki/Special:CreateAccount` },
      ],
    },
    {
      id: "wiki-move-page",
      title: "Rename a wiki page",
      description: "Rename 'Onboarding checklist' to 'New hire onboarding checklist'",
      steps: [
        ...openPage("Onboarding checklist"),
        click(button("More", { id: "p-cactions-label", text: "More" })),
        click(link("Move", { id: "ca-move", text: "Move" })),
        then(`${W}/wiki/Special:MovePage/Onboarding_checklist`, "Move Onboarding checklist - Brightmoor Wiki"),
        type(textbox("New title:", { id: "wpNewTitleMain", name_attr: "wpNewTitleMain" }), "New hire onboarding checklist"),
        submit(button("Move page", { name_attr: "wpMove", type: "submit" })),
        then(`${W}/wiki/Special:MovePage/Onboarding_checklist`, "Move succeeded - Brightmoor Wiki", "form_submit"),
      ],
      tasks: [
        { task: "Rename 'Guest Wi-Fi' to 'Guest Wi-Fi and visitor badges'", url: `${W}/wiki/Guest_Wi-Fi`,
          values: { "Onboarding checklist": "Guest Wi-Fi", "New hire onboarding checklist": "Guest Wi-Fi and visitor badges" } },
        { task: "move the page Release process to Release process (mobile and web)", url: MAIN[0],
          values: { "Onboarding checklist": "Release process", "New hire onboarding checklist": "Release process (mobile and web)" } },
        { task: "Can you rename Coffee machine descaling steps to Kitchen: coffee machine care? thanks", url: MAIN[0],
          values: { "Onboarding checklist": "Coffee machine descaling steps", "New hire onboarding checklist": "Kitchen: coffee machine care" } },
        { task: "The page title 'VPN setup' is too vague, please rename it to VPN setup for macOS, Windows and Linux", url: `${W}/wiki/VPN_setup`,
          values: { "Onboarding checklist": "VPN setup", "New hire onboarding checklist": "VPN setup for macOS, Windows and Linux" } },
        { task: "change the title of 'On-call runbook' to 'On-call runbook (deprecated, see PagerDuty)'", url: MAIN[0],
          values: { "Onboarding checklist": "On-call runbook", "New hire onboarding checklist": "On-call runbook (deprecated, see PagerDuty)" } },
      ],
      near: [
        { task: "Delete the redirect 'Onboarding checklist'", url: `${W}/w/index.php?title=Onboarding_checklist&redirect=no` },
        { task: "Rename my user account to SamR", url: `${W}/wiki/User:SRivera` },
        { task: "Merge the page 'Guest Wi-Fi' into 'Office network'", url: `${W}/wiki/Guest_Wi-Fi` },
      ],
    },
    {
      id: "wiki-add-category",
      title: "Add 'Legacy billing API' to the category Deprecated",
      description: "",
      steps: [
        ...openPage("Legacy billing API"),
        click(link("Add a category", { text: "(+)", css: "#mw-normal-catlinks .hotcatlink a" })),
        type(combobox("Category", { css: "#hotcatinput input.hotcatinput" }), "Deprecated"),
        pick(option("Deprecated", "Category suggestions"), ["Deprecated", "Deprecated APIs", "Deprecated services"]),
        click(button("OK", { css: "#hotcatinput input[value=OK]" })),
      ],
      tasks: [
        { task: "Add 'Guest Wi-Fi' to the category Office", url: `${W}/wiki/Guest_Wi-Fi`,
          values: { "Legacy billing API": "Guest Wi-Fi", "Deprecated": "Office" } },
        { task: "categorize On-call runbook under Runbooks", url: MAIN[0],
          values: { "Legacy billing API": "On-call runbook", "Deprecated": "Runbooks" } },
        { task: "Can you put the page Kafka consumer lag alerts in the category 'Monitoring and alerting'?", url: MAIN[0],
          values: { "Legacy billing API": "Kafka consumer lag alerts", "Deprecated": "Monitoring and alerting" } },
        { task: "put 'Expense policy' in the Finance policies category", url: `${W}/wiki/Category:Finance_policies`,
          values: { "Legacy billing API": "Expense policy", "Deprecated": "Finance policies" } },
        { task: "The page Incident postmortem: 2026-10-14 payment outage should be in Category:Postmortems, please add it", url: MAIN[0],
          values: { "Legacy billing API": "Incident postmortem: 2026-10-14 payment outage", "Deprecated": "Postmortems" } },
      ],
      near: [
        { task: "Remove 'Legacy billing API' from the category Deprecated", url: `${W}/wiki/Legacy_billing_API` },
        { task: "Rename the category Deprecated to Archived", url: `${W}/wiki/Category:Deprecated` },
        { task: "How many pages are in the category Deprecated?", url: MAIN[0] },
      ],
    },

    // ------------------------------------------------------------------ talk pages and watchlist
    {
      id: "wiki-new-topic",
      title: "Start a discussion on a page's talk page",
      description: "Start the topic 'Runbook still mentions the old VPN' on the talk page of 'On-call runbook' with the message 'Step 3 points to vpn-old.brightmoor.dev, which was shut down in September.'",
      steps: [
        ...openPage("On-call runbook"),
        click(link("Talk", { id: "ca-talk", text: "Talk" })),
        then(`${W}/wiki/Talk:On-call_runbook`, "Talk:On-call runbook - Brightmoor Wiki"),
        click(link("Add topic", { id: "ca-addsection", text: "Add topic" })),
        type(textbox("Subject", { placeholder: "Subject", css: ".ext-discussiontools-ui-newTopic-sectionTitle input" }), "Runbook still mentions the old VPN"),
        type(textarea("Description", { placeholder: "Description", css: ".ext-discussiontools-ui-replyWidget-bodyWrapper textarea" }), "Step 3 points to vpn-old.brightmoor.dev, which was shut down in September."),
        submit(button("Add topic", { css: ".ext-discussiontools-ui-replyWidget-actions .oo-ui-flaggedElement-primary button" })),
      ],
      tasks: [
        { task: "Start the topic 'Outdated screenshots' on the talk page of 'Release process' with the message 'The screenshots in section 2 still show the old Jenkins UI.'", url: MAIN[0],
          values: { "On-call runbook": "Release process", "Runbook still mentions the old VPN": "Outdated screenshots", "Step 3 points to vpn-old.brightmoor.dev, which was shut down in September.": "The screenshots in section 2 still show the old Jenkins UI." } },
        { task: "On the talk page of Expense policy, add a topic called Per diem rates for 2027 saying 'Does the new per diem apply from January or from April?'", url: `${W}/wiki/Expense_policy`,
          values: { "On-call runbook": "Expense policy", "Runbook still mentions the old VPN": "Per diem rates for 2027", "Step 3 points to vpn-old.brightmoor.dev, which was shut down in September.": "Does the new per diem apply from January or from April?" } },
        { task: "I think the onboarding checklist is missing a step. Can you start a discussion on the talk page of 'Onboarding checklist' with the subject 'Missing laptop return step' and the message 'Leavers also need to return their laptop, can someone add it?'", url: MAIN[0],
          values: { "On-call runbook": "Onboarding checklist", "Runbook still mentions the old VPN": "Missing laptop return step", "Step 3 points to vpn-old.brightmoor.dev, which was shut down in September.": "Leavers also need to return their laptop, can someone add it?" } },
        { task: "please add a new section to the talk page of Release process: subject Freeze dates, text We should publish the code freeze dates here", url: `${W}/wiki/Talk:Release_process`,
          values: { "On-call runbook": "Release process", "Runbook still mentions the old VPN": "Freeze dates", "Step 3 points to vpn-old.brightmoor.dev, which was shut down in September.": "We should publish the code freeze dates here" } },
        { task: "Add a topic 'Who owns this page?' to the talk page of 'Start here: a guide for new engineers'", url: MAIN[0],
          values: { "On-call runbook": "Start here: a guide for new engineers", "Runbook still mentions the old VPN": "Who owns this page?" } },
      ],
      near: [
        { task: "Reply 'Fixed, thanks' to the topic 'Runbook still mentions the old VPN' on the talk page of 'On-call runbook'", url: `${W}/wiki/Talk:On-call_runbook` },
        { task: "Archive the old discussions on the talk page of 'Release process'", url: `${W}/wiki/Talk:Release_process` },
        { task: "What is the latest discussion on the talk page of 'Expense policy'?", url: `${W}/wiki/Expense_policy` },
      ],
    },
    {
      id: "wiki-watch",
      title: "Watch the 'Release process' page for 1 month",
      description: "",
      steps: [
        ...openPage("Release process"),
        click(link("Watch", { id: "ca-watch", text: "Watch" })),
        click(dropdown("Watch this page", { text: "Permanent", css: ".mw-watchstar-expiry-dropdown" })),
        pick(option("1 month", "Watch this page"), ["Permanent", "1 week", "1 month", "3 months", "6 months", "1 year"]),
      ],
      tasks: [
        { task: "Watch the 'Expense policy' page for 3 months", url: MAIN[0],
          values: { "Release process": "Expense policy", "1 month": "3 months" } },
        { task: "add On-call runbook to my watchlist for a week", url: `${W}/wiki/Special:Watchlist`,
          values: { "Release process": "On-call runbook", "1 month": "1 week" } },
        { task: "Can you watch the Onboarding checklist page permanently?", url: MAIN[0],
          values: { "Release process": "Onboarding checklist", "1 month": "Permanent" } },
        { task: "Put 'Incident postmortem: 2026-10-14 payment outage' on my watchlist for 6 months", url: MAIN[0],
          values: { "Release process": "Incident postmortem: 2026-10-14 payment outage", "1 month": "6 months" } },
        { task: "I want to be notified when someone edits Guest Wi-Fi, watch it for 1 year", url: `${W}/wiki/Guest_Wi-Fi`,
          values: { "Release process": "Guest Wi-Fi", "1 month": "1 year" } },
        { task: "watch the page Release process (mobile and web)", url: MAIN[0],
          values: { "Release process": "Release process (mobile and web)" } },
      ],
      near: [
        { task: "Remove 'Release process' from my watchlist", url: `${W}/wiki/Special:EditWatchlist` },
        { task: "Show me the recent changes to pages on my watchlist", url: MAIN[0] },
        { task: "Subscribe to the topic 'Freeze dates' on the talk page of Release process", url: `${W}/wiki/Talk:Release_process` },
      ],
    },

    // ------------------------------------------------------------------ history
    {
      id: "wiki-last-editor",
      title: "Who last edited the 'Expense policy' page?",
      description: "",
      steps: [
        ...openPage("Expense policy"),
        click(HISTORY_TAB),
        then(`${W}/w/index.php?title=Expense_policy&action=history`, "Expense policy: Revision history - Brightmoor Wiki"),
      ],
      tasks: [
        { task: "Who last edited the 'On-call runbook' page?", url: MAIN[0], values: { "Expense policy": "On-call runbook" } },
        { task: "who made the most recent change to Guest Wi-Fi? Answer with just the username.", url: `${W}/wiki/Guest_Wi-Fi`, values: { "Expense policy": "Guest Wi-Fi" } },
        { task: "Can you check when Release process was last edited and by whom?", url: MAIN[0], values: { "Expense policy": "Release process" } },
        { task: "I want to see the revision history of the Onboarding checklist page", url: `${W}/wiki/Special:RecentChanges`, values: { "Expense policy": "Onboarding checklist" } },
        { task: "Find out which user last changed the page Start here: a guide for new engineers", url: MAIN[0], values: { "Expense policy": "Start here: a guide for new engineers" } },
      ],
      near: [
        { task: "How many page views did 'Expense policy' get in the last 30 days?", url: `${W}/wiki/Expense_policy` },
        { task: "List the recent edits by Dana Whitfield", url: MAIN[0] },
        { task: "Which pages link to 'Expense policy'?", url: `${W}/wiki/Expense_policy` },
      ],
    },
    {
      id: "wiki-undo-edit",
      title: "Undo the last edit to 'Expense policy' with the summary 'Restoring the travel section removed by mistake'",
      description: "",
      steps: [
        ...openPage("Expense policy"),
        click(HISTORY_TAB),
        then(`${W}/w/index.php?title=Expense_policy&action=history`, "Expense policy: Revision history - Brightmoor Wiki"),
        click(link("undo", { css: "#pagehistory li:first-child .mw-history-undo a" })),
        then(`${W}/w/index.php?title=Expense_policy&action=edit&undoafter=4211&undo=4218`, "Editing Expense policy - Brightmoor Wiki"),
        type(textbox("Summary:", { id: "wpSummary", name_attr: "wpSummary" }), "Restoring the travel section removed by mistake"),
        submit(button("Save changes", { id: "wpSave", name_attr: "wpSave", type: "submit" })),
      ],
      tasks: [
        { task: "Undo the last edit to 'Guest Wi-Fi' with the summary 'Reverting spam'", url: MAIN[0],
          values: { "Expense policy": "Guest Wi-Fi", "Restoring the travel section removed by mistake": "Reverting spam" } },
        { task: "revert the most recent change on On-call runbook, summary: broke the escalation table", url: `${W}/wiki/On-call_runbook`,
          values: { "Expense policy": "On-call runbook", "Restoring the travel section removed by mistake": "broke the escalation table" } },
        { task: "Can you undo the latest edit on the Release process page? Use the edit summary 'Undoing this, the freeze dates were wrong, see talk page'", url: MAIN[0],
          values: { "Expense policy": "Release process", "Restoring the travel section removed by mistake": "Undoing this, the freeze dates were wrong, see talk page" } },
        { task: "please undo the last change to Onboarding checklist", url: `${W}/w/index.php?title=Onboarding_checklist&action=history`,
          values: { "Expense policy": "Onboarding checklist" } },
        { task: "Someone vandalized Coffee machine descaling steps an hour ago. Undo that edit and write 'vandalism' as the summary.", url: MAIN[0],
          values: { "Expense policy": "Coffee machine descaling steps", "Restoring the travel section removed by mistake": "vandalism" } },
      ],
      near: [
        { task: "Thank Dana Whitfield for her last edit to 'Expense policy'", url: `${W}/w/index.php?title=Expense_policy&action=history` },
        { task: "Mark the last edit to 'Guest Wi-Fi' as patrolled", url: `${W}/wiki/Guest_Wi-Fi` },
        { task: "Block the user who last edited 'On-call runbook' for a week", url: `${W}/wiki/On-call_runbook` },
      ],
    },

    // ------------------------------------------------------------------ search
    {
      id: "wiki-search",
      title: "Find wiki pages that mention a term",
      description: "Which pages mention 'SAML certificate rotation'?",
      steps: [
        start(`${W}/wiki/Special:Search`, "Search - Brightmoor Wiki"),
        type(searchbox("Search", { id: "ooui-php-1", name_attr: "search", placeholder: "Search Brightmoor Wiki" }), "SAML certificate rotation"),
        submit(button("Search", { type: "submit", css: "#mw-search-top-table button[type=submit]" })),
        then(`${W}/w/index.php?search=SAML+certificate+rotation&title=Special%3ASearch&profile=default&fulltext=1`, "Search results for \"SAML certificate rotation\" - Brightmoor Wiki", "form_submit"),
      ],
      tasks: [
        { task: "Which pages mention 'Kafka consumer lag'?", url: MAIN[0], values: { "SAML certificate rotation": "Kafka consumer lag" } },
        { task: "find all the wiki pages that talk about expense approval limits", url: `${W}/wiki/Expense_policy`, values: { "SAML certificate rotation": "expense approval limits" } },
        { task: "Search the wiki for pages containing PagerDuty escalation. Return the result as a list.", url: MAIN[0], values: { "SAML certificate rotation": "PagerDuty escalation" } },
        { task: "Is vpn-old.brightmoor.dev mentioned anywhere on the wiki?", url: MAIN[0], values: { "SAML certificate rotation": "vpn-old.brightmoor.dev" } },
        { task: "pages mentioning on-call pay", url: `${W}/wiki/Special:Search`, values: { "SAML certificate rotation": "on-call pay" } },
        { task: "How many pages contain the phrase 'search the wiki first'? Answer with just the number.", url: MAIN[0], values: { "SAML certificate rotation": "search the wiki first" } },
      ],
      near: [
        { task: "Show me a random page", url: MAIN[0] },
        { task: "List the pages I created", url: MAIN[0] },
        { task: "Which pages haven't been edited in over a year?", url: `${W}/wiki/Special:SpecialPages` },
      ],
    },
  ],
  unrelated: [
    { task: "Change my wiki password", url: `${W}/wiki/Special:Preferences` },
    { task: "Switch the skin to MonoBook in my preferences", url: `${W}/wiki/Special:Preferences` },
    { task: "Download 'Release process' as a PDF", url: `${W}/wiki/Release_process` },
    { task: "Send Dana Whitfield an email through the wiki", url: `${W}/wiki/User:Dana_Whitfield` },
    { task: "Show me all edits made on the wiki today", url: MAIN[0] },
    { task: "Turn on dark mode", url: MAIN[0] },
    { task: "Import pages from an XML dump", url: `${W}/wiki/Special:Import` },
  ],
};
