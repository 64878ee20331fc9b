// A code forge (self-hosted GitLab 16): projects of the Lumen Labs group, issues, merge requests,
// branches, commits, members. Projects are opened from the dashboard's project list; issues and
// merge requests are found with the list's filtered search, then opened by their title.
import { start, then, click, submit, type, enter, pick, fp, link, button, textbox, textarea, searchbox, combobox, dropdown, checkbox, check, option } from "../../demo.mjs";

const GL = "https://gitlab.lumenlabs.io";
const GROUP = "Lumen Labs";

/// The dashboard's project list, and a project's name link on it.
const PROJECTS = [`${GL}/dashboard/projects`, "Projects · GitLab"];
const projectLink = (name) => link(name, { test_id: "project-name", css: `a.project[href="/lumen/${name}"]` });
const openProject = (name) => [
  start(...PROJECTS),
  click(projectLink(name)),
  then(`${GL}/lumen/${name}`, `${GROUP} / ${name} · GitLab`),
];
/// A link of the left sidebar (Plan › Issues, Code › Merge requests, Code › Branches, …).
const nav = (name) => link(name, { test_id: "nav-item-link", css: `a[data-qa-submenu-item="${name}"]` });

const FILTER = searchbox("Search or filter results...", { test_id: "filtered-search-term-input", placeholder: "Search or filter results..." });
const titleLink = (title) => link(title, { test_id: "issuable-title-link", css: "li.issuable-info-container a.gl-link" });
const COMMENT = textarea("Comment", { id: "note-body", name_attr: "note[note]", placeholder: "Write a comment or drag your files here…", test_id: "comment-field" });
const COMMENT_BUTTON = button("Comment", { type: "submit", test_id: "comment-button" });

const ROLES = ["Guest", "Reporter", "Developer", "Maintainer", "Owner"];
const LABELS = ["bug", "documentation", "enhancement", "needs-design", "performance", "regression", "security"];

const WC_ISSUES = `${GL}/lumen/web-console/-/issues`;
const WC_MRS = `${GL}/lumen/web-console/-/merge_requests`;

export const SITE = {
  name: "forge",
  kind: "code forge (self-hosted GitLab: projects, issues, merge requests, branches, commits, members)",
  procedures: [
    // ------------------------------------------------------------------ issues
    {
      id: "forge-new-issue",
      title: "Open an issue in a GitLab project",
      description: "Open an issue 'Login page shows a blank screen on Safari 17' in web-console with the label bug",
      steps: [
        ...openProject("web-console"),
        click(nav("Issues")),
        then(WC_ISSUES, `Issues · ${GROUP} / web-console · GitLab`),
        click(link("New issue", { test_id: "new-issue-button" })),
        then(`${WC_ISSUES}/new`, `New issue · ${GROUP} / web-console · GitLab`),
        type(textbox("Title (required)", { id: "issue_title", name_attr: "issue[title]", placeholder: "Title" }), "Login page shows a blank screen on Safari 17"),
        click(dropdown("Labels", { text: "Select label", test_id: "issuable-label-dropdown" })),
        pick(option("bug", "Select label", { test_id: "labels-select-dropdown-item" }), LABELS),
        submit(button("Create issue", { type: "submit", test_id: "issuable-create-button" })),
        then(`${WC_ISSUES}/431`, `Login page shows a blank screen on Safari 17 (#431) · Issues · ${GROUP} / web-console · GitLab`, "form_submit"),
      ],
      tasks: [
        { task: "Open an issue 'Dark mode toggle resets after page reload' in mobile-app with the label regression", url: PROJECTS[0],
          values: { "web-console": "mobile-app", "Login page shows a blank screen on Safari 17": "Dark mode toggle resets after page reload", "bug": "regression" } },
        { task: "file a bug in billing-api: Invoice PDF shows the wrong VAT rate for customers in Ireland, label it bug", url: `${GL}/lumen/billing-api`,
          values: { "web-console": "billing-api", "Login page shows a blank screen on Safari 17": "Invoice PDF shows the wrong VAT rate for customers in Ireland", "bug": "bug" } },
        { task: "I want to open an issue in docs-site called 'Open issue link in README is broken', label documentation", url: `${GL}/lumen/docs-site/-/issues`,
          values: { "web-console": "docs-site", "Login page shows a blank screen on Safari 17": "Open issue link in README is broken", "bug": "documentation" } },
        { task: "new issue for infra-terraform, title: \"Rotate staging certs, update DNS, notify on-call\" — label it security", url: PROJECTS[0],
          values: { "web-console": "infra-terraform", "Login page shows a blank screen on Safari 17": "Rotate staging certs, update DNS, notify on-call", "bug": "security" } },
        { task: "please open an issue in web-console: Checkout spinner never stops", url: WC_ISSUES,
          values: { "web-console": "web-console", "Login page shows a blank screen on Safari 17": "Checkout spinner never stops" } },
        { task: "We keep seeing timeouts on the nightly export job. Open an issue in billing-api called Nightly export job times out after 30 minutes and label it performance.", url: `${GL}/dashboard/issues`,
          values: { "web-console": "billing-api", "Login page shows a blank screen on Safari 17": "Nightly export job times out after 30 minutes", "bug": "performance" } },
      ],
      near: [
        { task: "Close the issue 'Login page shows a blank screen on Safari 17' in web-console", url: WC_ISSUES },
        { task: "Create a new label called needs-triage in mobile-app", url: `${GL}/lumen/mobile-app/-/labels` },
        { task: "Open a merge request from feature/invoice-pdf-export into main in billing-api", url: `${GL}/lumen/billing-api` },
        { task: "What labels are on issue #431 in web-console?", url: WC_ISSUES },
      ],
    },
    {
      id: "forge-issue-comment",
      title: "Comment 'I can reproduce this on Firefox 128 too' on the issue 'Export to CSV drops the last row'",
      description: "",
      steps: [
        start(WC_ISSUES, `Issues · ${GROUP} / web-console · GitLab`),
        type(FILTER, "Export to CSV drops the last row"),
        enter(FILTER),
        then(`${WC_ISSUES}?search=Export%20to%20CSV%20drops%20the%20last%20row`, `Issues · ${GROUP} / web-console · GitLab`, "history"),
        click(titleLink("Export to CSV drops the last row")),
        then(`${WC_ISSUES}/412`, `Export to CSV drops the last row (#412) · Issues · ${GROUP} / web-console · GitLab`),
        type(COMMENT, "I can reproduce this on Firefox 128 too"),
        submit(COMMENT_BUTTON),
      ],
      tasks: [
        { task: "Comment 'Fixed by !231, please retest' on the issue 'Sidebar collapses on narrow screens'", url: WC_ISSUES,
          values: { "Export to CSV drops the last row": "Sidebar collapses on narrow screens", "I can reproduce this on Firefox 128 too": "Fixed by !231, please retest" } },
        { task: "add a comment to the issue Date picker ignores the user's time zone saying \"Same here, we're in UTC+2 and the date shifts by one day\"", url: WC_ISSUES,
          values: { "Export to CSV drops the last row": "Date picker ignores the user's time zone", "I can reproduce this on Firefox 128 too": "Same here, we're in UTC+2 and the date shifts by one day" } },
        { task: "Can you leave a comment on the issue 'Search results page is slow' that says Looking into it this week", url: `${GL}/lumen/web-console`,
          values: { "Export to CSV drops the last row": "Search results page is slow", "I can reproduce this on Firefox 128 too": "Looking into it this week" } },
        { task: "please comment +1 on issue 'Export to PDF cuts off the last page'", url: WC_ISSUES,
          values: { "Export to CSV drops the last row": "Export to PDF cuts off the last page", "I can reproduce this on Firefox 128 too": "+1" } },
        { task: "On the issue \"Comment button does nothing on mobile\", post the comment 'Works now after the 16.5 upgrade'.", url: `${WC_ISSUES}/398`,
          values: { "Export to CSV drops the last row": "Comment button does nothing on mobile", "I can reproduce this on Firefox 128 too": "Works now after the 16.5 upgrade" } },
        { task: "Nobody has picked up the avatar bug yet. Comment on the issue Broken avatar images in the header: I will do it myself", url: WC_ISSUES,
          values: { "Export to CSV drops the last row": "Broken avatar images in the header", "I can reproduce this on Firefox 128 too": "I will do it myself" } },
      ],
      near: [
        { task: "Edit my last comment on the issue 'Export to CSV drops the last row'", url: `${WC_ISSUES}/412` },
        { task: "Delete the comment I left on the issue 'Sidebar collapses on narrow screens'", url: WC_ISSUES },
        { task: "Lock the discussion on the issue 'Search results page is slow'", url: WC_ISSUES },
        { task: "How many comments does the issue 'Export to CSV drops the last row' have?", url: WC_ISSUES },
      ],
    },

    // ------------------------------------------------------------------ merge requests
    {
      id: "forge-mr-comment",
      title: "Comment on a merge request",
      description: "Leave the comment 'Looks good to me, just rebase on main before merging' on the merge request 'Add dark mode toggle to settings'",
      steps: [
        start(WC_MRS, `Merge requests · ${GROUP} / web-console · GitLab`),
        type(FILTER, "Add dark mode toggle to settings"),
        enter(FILTER),
        then(`${WC_MRS}?search=Add%20dark%20mode%20toggle%20to%20settings`, `Merge requests · ${GROUP} / web-console · GitLab`, "history"),
        click(titleLink("Add dark mode toggle to settings")),
        then(`${WC_MRS}/218`, `Add dark mode toggle to settings (!218) · Merge requests · ${GROUP} / web-console · GitLab`),
        type(COMMENT, "Looks good to me, just rebase on main before merging"),
        submit(COMMENT_BUTTON),
      ],
      tasks: [
        { task: "Leave the comment 'Can we add a unit test for the empty state?' on the merge request 'Paginate the audit log table'", url: WC_MRS,
          values: { "Add dark mode toggle to settings": "Paginate the audit log table", "Looks good to me, just rebase on main before merging": "Can we add a unit test for the empty state?" } },
        { task: "comment on MR Replace moment.js with date-fns: LGTM", url: WC_MRS,
          values: { "Add dark mode toggle to settings": "Replace moment.js with date-fns", "Looks good to me, just rebase on main before merging": "LGTM" } },
        { task: "Please write 'Merge after the 2.4 release, not before' on the merge request called Merge the two settings pages into one", url: `${GL}/lumen/web-console`,
          values: { "Add dark mode toggle to settings": "Merge the two settings pages into one", "Looks good to me, just rebase on main before merging": "Merge after the 2.4 release, not before" } },
        { task: "I reviewed !224. Leave a comment on the merge request 'Bump eslint to v9' saying the lockfile changes look unrelated, please split them out", url: `${WC_MRS}/224`,
          values: { "Add dark mode toggle to settings": "Bump eslint to v9", "Looks good to me, just rebase on main before merging": "the lockfile changes look unrelated, please split them out" } },
        { task: "add a comment to merge request 'Add retry to webhook delivery': Needs a changelog entry", url: WC_MRS,
          values: { "Add dark mode toggle to settings": "Add retry to webhook delivery", "Looks good to me, just rebase on main before merging": "Needs a changelog entry" } },
      ],
      near: [
        { task: "Approve the merge request 'Add dark mode toggle to settings'", url: WC_MRS },
        { task: "Close the merge request 'Replace moment.js with date-fns' without merging", url: WC_MRS },
        { task: "Resolve all open threads on the merge request 'Paginate the audit log table'", url: `${WC_MRS}/220` },
        { task: "Assign Priya Natarajan as reviewer on the merge request 'Bump eslint to v9'", url: WC_MRS },
      ],
    },
    {
      id: "forge-merge-mr",
      title: "Squash and merge the merge request 'Bump axios to 1.7.4'",
      description: "",
      steps: [
        start(WC_MRS, `Merge requests · ${GROUP} / web-console · GitLab`),
        type(FILTER, "Bump axios to 1.7.4"),
        enter(FILTER),
        then(`${WC_MRS}?search=Bump%20axios%20to%201.7.4`, `Merge requests · ${GROUP} / web-console · GitLab`, "history"),
        click(titleLink("Bump axios to 1.7.4")),
        then(`${WC_MRS}/226`, `Bump axios to 1.7.4 (!226) · Merge requests · ${GROUP} / web-console · GitLab`),
        check(checkbox("Squash commits", { test_id: "squash-checkbox", id: "squash-checkbox" })),
        submit(button("Merge", { test_id: "merge-button" })),
      ],
      tasks: [
        { task: "Squash and merge the merge request 'Paginate the audit log table'", url: WC_MRS,
          values: { "Bump axios to 1.7.4": "Paginate the audit log table" } },
        { task: "merge MR 'Fix typo in onboarding email'", url: WC_MRS,
          values: { "Bump axios to 1.7.4": "Fix typo in onboarding email" } },
        { task: "Can you merge 'Add retry to webhook delivery'? CI is green.", url: `${WC_MRS}/229`,
          values: { "Bump axios to 1.7.4": "Add retry to webhook delivery" } },
        { task: "please squash and merge Remove the legacy Merge button from the toolbar", url: WC_MRS,
          values: { "Bump axios to 1.7.4": "Remove the legacy Merge button from the toolbar" } },
        { task: "The reviewers approved it, so go ahead and merge the merge request called Use feature flags for the new billing page.", url: `${GL}/dashboard/merge_requests`,
          values: { "Bump axios to 1.7.4": "Use feature flags for the new billing page" } },
      ],
      near: [
        { task: "Revert the merge request 'Bump axios to 1.7.4'", url: WC_MRS },
        { task: "Rebase the merge request 'Use feature flags for the new billing page' onto main", url: WC_MRS },
        { task: "Mark the merge request 'Fix typo in onboarding email' as draft", url: WC_MRS },
        { task: "Has the merge request 'Add retry to webhook delivery' been merged yet?", url: WC_MRS },
      ],
    },

    // ------------------------------------------------------------------ branches and commits
    {
      id: "forge-create-branch",
      title: "Create a branch feature/invoice-pdf-export from develop in billing-api",
      description: "",
      steps: [
        ...openProject("billing-api"),
        click(nav("Branches")),
        then(`${GL}/lumen/billing-api/-/branches`, `Branches · ${GROUP} / billing-api · GitLab`),
        click(link("New branch", { test_id: "new-branch-button" })),
        then(`${GL}/lumen/billing-api/-/branches/new`, `New branch · ${GROUP} / billing-api · GitLab`),
        type(textbox("Branch name", { id: "branch_name", name_attr: "branch_name" }), "feature/invoice-pdf-export"),
        click(dropdown("Create from", { text: "main", test_id: "ref-selector" })),
        pick(option("develop", "Branches", { test_id: "ref-selector-item" }), ["main", "develop", "release/2.3", "release/2.4", "hotfix/refund-rounding"]),
        submit(button("Create branch", { type: "submit", test_id: "create-branch-button" })),
        then(`${GL}/lumen/billing-api/-/tree/feature/invoice-pdf-export`, `Files · feature/invoice-pdf-export · ${GROUP} / billing-api · GitLab`, "form_submit"),
      ],
      tasks: [
        { task: "Create a branch fix/ios-push-tokens from main in mobile-app", url: PROJECTS[0],
          values: { "billing-api": "mobile-app", "feature/invoice-pdf-export": "fix/ios-push-tokens", "develop": "main" } },
        { task: "new branch in web-console called chore/upgrade-vue-3-5, based on develop", url: `${GL}/lumen/web-console`,
          values: { "billing-api": "web-console", "feature/invoice-pdf-export": "chore/upgrade-vue-3-5", "develop": "develop" } },
        { task: "I need a branch for the Terraform module refactor. Create refactor/split-network-module off release/2.4 in infra-terraform please", url: `${GL}/lumen/infra-terraform/-/branches`,
          values: { "billing-api": "infra-terraform", "feature/invoice-pdf-export": "refactor/split-network-module", "develop": "release/2.4" } },
        { task: "can you make branch docs/update-api-examples in docs-site", url: PROJECTS[0],
          values: { "billing-api": "docs-site", "feature/invoice-pdf-export": "docs/update-api-examples" } },
        { task: "Branch off main in billing-api: experiment/new-tax-engine", url: `${GL}/lumen/billing-api`,
          values: { "billing-api": "billing-api", "feature/invoice-pdf-export": "experiment/new-tax-engine", "develop": "main" } },
      ],
      near: [
        { task: "Delete the branch feature/invoice-pdf-export in billing-api", url: `${GL}/lumen/billing-api/-/branches` },
        { task: "Create a tag v2.4.1 from main in billing-api", url: `${GL}/lumen/billing-api/-/tags` },
        { task: "Protect the develop branch in mobile-app so only maintainers can push", url: `${GL}/lumen/mobile-app` },
        { task: "What is the default branch of infra-terraform?", url: `${GL}/lumen/infra-terraform` },
      ],
    },
    {
      id: "forge-latest-commit",
      title: "Who made the latest commit on the release/2.4 branch of docs-site?",
      description: "",
      steps: [
        ...openProject("docs-site"),
        click(nav("Commits")),
        then(`${GL}/lumen/docs-site/-/commits/main?ref_type=heads`, `Commits · main · ${GROUP} / docs-site · GitLab`),
        click(dropdown("Switch branch/tag", { text: "main", test_id: "ref-selector" })),
        type(searchbox("Search by Git revision", { placeholder: "Search by Git revision", test_id: "ref-selector-search" }), "release/2.4"),
        pick(option("release/2.4", "Branches", { test_id: "ref-selector-item" }), ["main", "release/2.3", "release/2.4"]),
        then(`${GL}/lumen/docs-site/-/commits/release/2.4?ref_type=heads`, `Commits · release/2.4 · ${GROUP} / docs-site · GitLab`, "history"),
      ],
      tasks: [
        { task: "Who made the latest commit on the develop branch of billing-api?", url: PROJECTS[0],
          values: { "docs-site": "billing-api", "release/2.4": "develop" } },
        { task: "who pushed the last commit to main in web-console? Answer with just the name.", url: `${GL}/lumen/web-console`,
          values: { "docs-site": "web-console", "release/2.4": "main" } },
        { task: "I want to know who last committed to hotfix/refund-rounding in billing-api", url: `${GL}/lumen/billing-api/-/branches`,
          values: { "docs-site": "billing-api", "release/2.4": "hotfix/refund-rounding" } },
        { task: "Show me the most recent commit on release/2.3 of docs-site", url: `${GL}/lumen/docs-site`,
          values: { "docs-site": "docs-site", "release/2.4": "release/2.3" } },
        { task: "Can you check who authored the newest commit on feature/offline-mode in mobile-app? Return the author and the commit title.", url: PROJECTS[0],
          values: { "docs-site": "mobile-app", "release/2.4": "feature/offline-mode" } },
      ],
      near: [
        { task: "Revert the latest commit on develop in billing-api", url: `${GL}/lumen/billing-api/-/commits/develop` },
        { task: "Compare release/2.4 with main in docs-site", url: `${GL}/lumen/docs-site` },
        { task: "Cherry-pick commit 8f3c2a1 into release/2.3 in docs-site", url: `${GL}/lumen/docs-site/-/commits/main` },
      ],
    },

    // ------------------------------------------------------------------ members
    {
      id: "forge-add-member",
      title: "Add a member to a GitLab project",
      description: "Add Priya Natarajan to mobile-app as a Developer until 2026-12-31",
      steps: [
        ...openProject("mobile-app"),
        click(nav("Members")),
        then(`${GL}/lumen/mobile-app/-/project_members`, `Members · ${GROUP} / mobile-app · GitLab`),
        click(button("Invite members", { test_id: "invite-members-button" })),
        type(combobox("Username, name or email address", { test_id: "members-token-select-input" }), "Priya Natarajan"),
        pick(option("Priya Natarajan", "Members", { test_id: "user-suggestion" }), ["Priya Natarajan", "Priya Shah"]),
        click(dropdown("Select maximum role", { text: "Guest", test_id: "access-level-dropdown" })),
        pick(option("Developer", "Select maximum role"), ROLES),
        type(textbox("Access expiration date (optional)", { type: "date", test_id: "access-expiration-date-picker" }), "2026-12-31"),
        submit(button("Invite", { test_id: "invite-modal-submit" })),
      ],
      tasks: [
        { task: "Add Marcus Okafor to billing-api as a Maintainer", url: PROJECTS[0],
          values: { "mobile-app": "billing-api", "Priya Natarajan": "Marcus Okafor", "Developer": "Maintainer" } },
        { task: "give Dana Whitfield Reporter access to docs-site until March 1, 2027", url: `${GL}/lumen/docs-site`,
          values: { "mobile-app": "docs-site", "Priya Natarajan": "Dana Whitfield", "Developer": "Reporter", "2026-12-31": "2027-03-01" } },
        { task: "Please invite Lee Park to infra-terraform with the Guest role, access expires 12/15/2026", url: `${GL}/lumen/infra-terraform/-/project_members`,
          values: { "mobile-app": "infra-terraform", "Priya Natarajan": "Lee Park", "Developer": "Guest", "2026-12-31": "2026-12-15" } },
        { task: "I'd like Sofia Marques to join web-console as a Developer", url: PROJECTS[0],
          values: { "mobile-app": "web-console", "Priya Natarajan": "Sofia Marques", "Developer": "Developer" } },
        { task: "add Jonathan Abernathy-Reyes to the mobile-app project, maintainer role, no expiry", url: `${GL}/lumen/mobile-app`,
          values: { "mobile-app": "mobile-app", "Priya Natarajan": "Jonathan Abernathy-Reyes", "Developer": "Maintainer" } },
        { task: "Our new contractor starts Monday. Add Kwame Mensah to billing-api as Developer until 31 Jan 2027.", url: PROJECTS[0],
          values: { "mobile-app": "billing-api", "Priya Natarajan": "Kwame Mensah", "Developer": "Developer", "2026-12-31": "2027-01-31" } },
      ],
      near: [
        { task: "Remove Priya Natarajan from mobile-app", url: `${GL}/lumen/mobile-app/-/project_members` },
        { task: "Change Marcus Okafor's role in billing-api to Maintainer", url: `${GL}/lumen/billing-api/-/project_members` },
        { task: "Request access to the infra-terraform project", url: `${GL}/lumen/infra-terraform` },
      ],
    },
    {
      id: "forge-list-members",
      title: "List the members of a project who have a given role",
      description: "List the members of infra-terraform with the Maintainer role",
      steps: [
        ...openProject("infra-terraform"),
        click(nav("Members")),
        then(`${GL}/lumen/infra-terraform/-/project_members`, `Members · ${GROUP} / infra-terraform · GitLab`),
        click(dropdown("Max role", { text: "Max role", test_id: "max-role-filter" })),
        pick(option("Maintainer", "Max role"), ROLES),
        then(`${GL}/lumen/infra-terraform/-/project_members?max_role=static-40`, `Members · ${GROUP} / infra-terraform · GitLab`, "history"),
      ],
      tasks: [
        { task: "Who are the Owners of billing-api?", url: PROJECTS[0],
          values: { "infra-terraform": "billing-api", "Maintainer": "Owner" } },
        { task: "list everyone with the Developer role in mobile-app. Return the result as a list.", url: `${GL}/lumen/mobile-app`,
          values: { "infra-terraform": "mobile-app", "Maintainer": "Developer" } },
        { task: "Which people have Reporter access to docs-site?", url: PROJECTS[0],
          values: { "infra-terraform": "docs-site", "Maintainer": "Reporter" } },
        { task: "Can you show me who the maintainers of web-console are?", url: `${GL}/lumen/web-console`,
          values: { "infra-terraform": "web-console", "Maintainer": "Maintainer" } },
        { task: "I need to know the Guests in infra-terraform before the access audit, list them", url: `${GL}/lumen/infra-terraform`,
          values: { "infra-terraform": "infra-terraform", "Maintainer": "Guest" } },
      ],
      near: [
        { task: "List the open merge requests in infra-terraform", url: `${GL}/lumen/infra-terraform` },
        { task: "List the protected branches of infra-terraform", url: `${GL}/lumen/infra-terraform/-/settings/repository` },
        { task: "Which projects is Priya Natarajan a member of?", url: PROJECTS[0] },
      ],
    },
  ],
  unrelated: [
    { task: "Fork billing-api into my personal namespace", url: `${GL}/lumen/billing-api` },
    { task: "Create a new blank project called analytics-etl", url: PROJECTS[0] },
    { task: "Generate a personal access token with the read_api scope that expires in 30 days", url: `${GL}/-/user_settings/personal_access_tokens` },
    { task: "Retry the failed pipeline on main in web-console", url: `${GL}/lumen/web-console/-/pipelines` },
    { task: "Add a webhook to docs-site that fires on push events", url: `${GL}/lumen/docs-site/-/hooks` },
    { task: "Add my new SSH key to my GitLab profile", url: `${GL}/-/user_settings/ssh_keys` },
    { task: "Star the mobile-app project", url: `${GL}/lumen/mobile-app` },
  ],
};
