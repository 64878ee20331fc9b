// A project / issue tracker (Jira Cloud): projects Payments (PAY), Mobile (MOB), Platform (PLAT),
// Customer Support (CS). Issues are opened by key from the top search; fields of the issue view
// open pickers (assignee, status, sprint, due date); the create dialog and the issue navigator's
// basic filters are select menus whose options are picked.
import { start, then, click, submit, type, enter, pick, link, button, menuitem, textbox, editable, searchbox, combobox, dropdown, option } from "../../demo.mjs";

const J = "https://northwind.atlassian.net";
const YOUR_WORK = [`${J}/jira/your-work`, "Your work - Jira"];

const SEARCH_TRIGGER = button("Search", { test_id: "search-dialog-input-trigger", text: "" });
const SEARCH = searchbox("Search", { test_id: "search-dialog-input", placeholder: "Search" });
/// From "Your work", open an issue by its key with the top search.
const openIssue = (key, summary) => [
  start(...YOUR_WORK),
  click(SEARCH_TRIGGER),
  type(SEARCH, key),
  enter(SEARCH),
  then(`${J}/browse/${key}`, `[${key}] ${summary} - Jira`, "history"),
];

const PROJECT_NAMES = ["Customer Support", "Mobile", "Payments", "Platform"];
const PEOPLE = ["Dana Whitfield", "Kwame Mensah", "Lee Park", "Marcus Okafor", "Priya Natarajan", "Sofia Marques"];

export const SITE = {
  name: "tracker",
  kind: "project / issue tracker (Jira Cloud: issues, statuses, assignees, sprints, filters)",
  procedures: [
    // ------------------------------------------------------------------ creating
    {
      id: "tracker-create-issue",
      title: "Create a Jira issue",
      description: "Create a Bug 'Refund amount rounds to the wrong cent' in Payments with priority High",
      steps: [
        start(...YOUR_WORK),
        click(button("Create", { id: "createGlobalItem", test_id: "atlassian-navigation--create-button" })),
        click(dropdown("Project", { id: "issue-create.ui.modal.create-form.project-picker.project-select", text: "Mobile (MOB)" })),
        pick(option("Payments", "Project"), PROJECT_NAMES),
        click(dropdown("Issue type", { id: "issue-create.ui.modal.create-form.type-picker.issue-type-select", text: "Task" })),
        pick(option("Bug", "Issue type"), ["Task", "Story", "Bug", "Epic"]),
        type(textbox("Summary", { id: "summary-field", name_attr: "summary" }), "Refund amount rounds to the wrong cent"),
        click(dropdown("Priority", { id: "priority-field", text: "Medium" })),
        pick(option("High", "Priority"), ["Highest", "High", "Medium", "Low", "Lowest"]),
        submit(button("Create", { test_id: "issue-create.common.ui.footer.create-button", type: "submit" })),
      ],
      tasks: [
        { task: "Create a Story 'Let users export their payment history as CSV' in Payments with priority Medium", url: YOUR_WORK[0],
          values: { "Payments": "Payments", "Bug": "Story", "Refund amount rounds to the wrong cent": "Let users export their payment history as CSV", "High": "Medium" } },
        { task: "log a Bug in Mobile: App freezes when switching accounts on Android 14, priority Highest", url: `${J}/jira/software/projects/MOB/boards/12`,
          values: { "Payments": "Mobile", "Bug": "Bug", "Refund amount rounds to the wrong cent": "App freezes when switching accounts on Android 14", "High": "Highest" } },
        { task: "Can you open a Task in Platform called 'Rotate the Kafka TLS certificates, then restart brokers'? Low priority is fine.", url: YOUR_WORK[0],
          values: { "Payments": "Platform", "Bug": "Task", "Refund amount rounds to the wrong cent": "Rotate the Kafka TLS certificates, then restart brokers", "High": "Low" } },
        { task: "new jira ticket for Customer Support: Create a macro for refund requests", url: `${J}/jira/servicedesk/projects/CS/queues`,
          values: { "Payments": "Customer Support", "Refund amount rounds to the wrong cent": "Create a macro for refund requests" } },
        { task: "I want to file an Epic in Mobile named Offline mode for the field technician app, priority High", url: YOUR_WORK[0],
          values: { "Payments": "Mobile", "Bug": "Epic", "Refund amount rounds to the wrong cent": "Offline mode for the field technician app", "High": "High" } },
        { task: "Please create a Bug in Payments titled \"'Card declined' banner shows after successful payments\"", url: `${J}/browse/PAY-1042`,
          values: { "Payments": "Payments", "Bug": "Bug", "Refund amount rounds to the wrong cent": "'Card declined' banner shows after successful payments" } },
      ],
      near: [
        { task: "Delete the bug PAY-1100", url: `${J}/browse/PAY-1100` },
        { task: "Clone PAY-1042 into the Mobile project", url: `${J}/browse/PAY-1042` },
        { task: "Create a new sprint on the MOB board", url: `${J}/jira/software/projects/MOB/boards/12/backlog` },
        { task: "Create a Jira project called Data Platform", url: `${J}/jira/projects` },
      ],
    },

    // ------------------------------------------------------------------ assignee
    {
      id: "tracker-assign",
      title: "Assign PAY-1042 to Marcus Okafor",
      description: "",
      steps: [
        ...openIssue("PAY-1042", "Refund webhook fires twice for partial refunds"),
        click(button("Assignee", { test_id: "issue.views.field.user.assignee", text: "Unassigned" })),
        type(combobox("Assignee", { id: "assignee-field", placeholder: "Search for a user" }), "Marcus Okafor"),
        pick(option("Marcus Okafor", "Assignee"), ["Automatic", "Unassigned", ...PEOPLE]),
      ],
      tasks: [
        { task: "Assign MOB-318 to Dana Whitfield", url: YOUR_WORK[0],
          values: { "PAY-1042": "MOB-318", "Marcus Okafor": "Dana Whitfield" } },
        { task: "please give PLAT-231 to Lee Park", url: `${J}/jira/software/projects/PLAT/boards/7`,
          values: { "PAY-1042": "PLAT-231", "Marcus Okafor": "Lee Park" } },
        { task: "can you assign CS-2210 to Priya Natarajan, she's on support duty this week", url: YOUR_WORK[0],
          values: { "PAY-1042": "CS-2210", "Marcus Okafor": "Priya Natarajan" } },
        { task: "Make Kwame Mensah the assignee of PAY-1100", url: `${J}/browse/PAY-1100`,
          values: { "PAY-1042": "PAY-1100", "Marcus Okafor": "Kwame Mensah" } },
        { task: "Reassign MOB-402 to Sofia Marques, Lee is out until next week.", url: YOUR_WORK[0],
          values: { "PAY-1042": "MOB-402", "Marcus Okafor": "Sofia Marques" } },
      ],
      near: [
        { task: "Change the reporter of PAY-1042 to Marcus Okafor", url: `${J}/browse/PAY-1042` },
        { task: "Add Dana Whitfield as a watcher on MOB-318", url: `${J}/browse/MOB-318` },
        { task: "Make Marcus Okafor the project lead of Payments", url: `${J}/jira/projects` },
      ],
    },
    {
      id: "tracker-who-assigned",
      title: "Who is assigned to CS-2210?",
      description: "",
      steps: openIssue("CS-2210", "Customer cannot reset password from the mobile app"),
      tasks: [
        { task: "Who is assigned to PAY-1042?", url: YOUR_WORK[0], values: { "CS-2210": "PAY-1042" } },
        { task: "who's working on MOB-318 right now", url: `${J}/jira/software/projects/MOB/boards/12`, values: { "CS-2210": "MOB-318" } },
        { task: "Find out who owns PLAT-231. Answer with just the name.", url: YOUR_WORK[0], values: { "CS-2210": "PLAT-231" } },
        { task: "Can you tell me the assignee of CS-2231?", url: `${J}/jira/servicedesk/projects/CS/queues`, values: { "CS-2210": "CS-2231" } },
        { task: "I need to ping whoever has PAY-1100 assigned. Who is it?", url: YOUR_WORK[0], values: { "CS-2210": "PAY-1100" } },
      ],
      near: [
        { task: "Who is the project lead of Payments?", url: `${J}/jira/projects` },
        { task: "Who changed the status of CS-2210 to Done?", url: `${J}/browse/CS-2210` },
        { task: "What is Marcus Okafor's email address?", url: YOUR_WORK[0] },
      ],
    },

    // ------------------------------------------------------------------ status, comments, dates, sprints
    {
      id: "tracker-transition",
      title: "Move a Jira ticket to another status",
      description: "Move MOB-318 to In Review",
      steps: [
        ...openIssue("MOB-318", "Push notifications arrive twice on iOS"),
        click(button("In Progress", { test_id: "issue-field-status.ui.status-view.status-button.status-button" })),
        pick(option("In Review", "Transition issue"), ["To Do", "In Progress", "In Review", "Done"]),
      ],
      tasks: [
        { task: "Move PAY-1042 to Done", url: YOUR_WORK[0], values: { "MOB-318": "PAY-1042", "In Review": "Done" } },
        { task: "mark PLAT-231 as In Progress", url: `${J}/jira/software/projects/PLAT/boards/7`, values: { "MOB-318": "PLAT-231", "In Review": "In Progress" } },
        { task: "Can you set the status of CS-2210 to To Do? We're reopening it.", url: YOUR_WORK[0], values: { "MOB-318": "CS-2210", "In Review": "To Do" } },
        { task: "Transition MOB-402 to In Review, the PR is up", url: `${J}/browse/MOB-402`, values: { "MOB-318": "MOB-402", "In Review": "In Review" } },
        { task: "please close out PAY-1100 (move it to Done)", url: YOUR_WORK[0], values: { "MOB-318": "PAY-1100", "In Review": "Done" } },
        { task: "PLAT-77 is finished. Move it to Done.", url: `${J}/browse/PLAT-77`, values: { "MOB-318": "PLAT-77", "In Review": "Done" } },
      ],
      near: [
        { task: "Move MOB-318 to the Platform project", url: `${J}/browse/MOB-318` },
        { task: "Change the priority of MOB-318 to Highest", url: `${J}/browse/MOB-318` },
        { task: "Rank MOB-402 to the top of the backlog", url: `${J}/jira/software/projects/MOB/boards/12/backlog` },
      ],
    },
    {
      id: "tracker-comment",
      title: "Add a comment to PLAT-77: 'Blocked by the VPN migration, see PLAT-80'",
      description: "",
      steps: [
        ...openIssue("PLAT-77", "Migrate CI runners to the new VPC"),
        click(button("Add a comment…", { test_id: "canned-comments.common.ui.comment-text-area-placeholder.textarea" })),
        type(editable("Comment", { test_id: "issue.activity.comment.editor" }), "Blocked by the VPN migration, see PLAT-80"),
        submit(button("Save", { test_id: "comment-save-button", type: "submit" })),
      ],
      tasks: [
        { task: "Add a comment to PAY-1042: 'Fix deployed to staging, please verify'", url: YOUR_WORK[0],
          values: { "PLAT-77": "PAY-1042", "Blocked by the VPN migration, see PLAT-80": "Fix deployed to staging, please verify" } },
        { task: "comment on MOB-318 saying Can't reproduce on iOS 18.1", url: `${J}/browse/MOB-318`,
          values: { "PLAT-77": "MOB-318", "Blocked by the VPN migration, see PLAT-80": "Can't reproduce on iOS 18.1" } },
        { task: "Please put a note on CS-2210: customer confirmed it works now, closing after 48h", url: YOUR_WORK[0],
          values: { "PLAT-77": "CS-2210", "Blocked by the VPN migration, see PLAT-80": "customer confirmed it works now, closing after 48h" } },
        { task: "Add a comment to PLAT-231 that just says Done", url: `${J}/jira/software/projects/PLAT/boards/7`,
          values: { "PLAT-77": "PLAT-231", "Blocked by the VPN migration, see PLAT-80": "Done" } },
        { task: "Can you reply on PAY-1100 with 'Moving this to the next sprint, not enough capacity'?", url: YOUR_WORK[0],
          values: { "PLAT-77": "PAY-1100", "Blocked by the VPN migration, see PLAT-80": "Moving this to the next sprint, not enough capacity" } },
      ],
      near: [
        { task: "Edit my last comment on PLAT-77", url: `${J}/browse/PLAT-77` },
        { task: "Delete the comment Dana left on PAY-1042", url: `${J}/browse/PAY-1042` },
        { task: "Attach the file error-log.txt to PLAT-77", url: `${J}/browse/PLAT-77` },
        { task: "Add the label needs-qa to MOB-318", url: YOUR_WORK[0] },
      ],
    },
    {
      id: "tracker-due-date",
      title: "Set the due date of PLAT-231 to 11/20/2026",
      description: "",
      steps: [
        ...openIssue("PLAT-231", "Upgrade Postgres to 16 on the reporting cluster"),
        click(button("Due date", { test_id: "issue-field-date.ui.issue-field-date--container", text: "None" })),
        type(textbox("Due date", { id: "duedate-field", placeholder: "MM/DD/YYYY" }), "11/20/2026"),
        enter(textbox("Due date", { id: "duedate-field", placeholder: "MM/DD/YYYY" }), false),
      ],
      tasks: [
        { task: "Set the due date of PAY-1042 to 12/01/2026", url: YOUR_WORK[0],
          values: { "PLAT-231": "PAY-1042", "11/20/2026": "12/01/2026" } },
        { task: "PLAT-77 needs to be done by January 15, 2027, please set that as its due date", url: `${J}/browse/PLAT-77`,
          values: { "PLAT-231": "PLAT-77", "11/20/2026": "01/15/2027" } },
        { task: "change MOB-318's due date to 2026-12-05", url: YOUR_WORK[0],
          values: { "PLAT-231": "MOB-318", "11/20/2026": "12/05/2026" } },
        { task: "Can you make CS-2210 due on Nov 30 2026?", url: `${J}/jira/servicedesk/projects/CS/queues`,
          values: { "PLAT-231": "CS-2210", "11/20/2026": "11/30/2026" } },
        { task: "push the deadline for PAY-1100 to 3 Feb 2027", url: YOUR_WORK[0],
          values: { "PLAT-231": "PAY-1100", "11/20/2026": "02/03/2027" } },
      ],
      near: [
        { task: "Remove the due date from PLAT-231", url: `${J}/browse/PLAT-231` },
        { task: "Set the start date of PAY-1042 to 11/02/2026", url: `${J}/browse/PAY-1042` },
        { task: "Set the release date of version 3.2.0 in Mobile to 12/10/2026", url: `${J}/projects/MOB?selectedItem=com.atlassian.jira.jira-projects-plugin:release-page` },
      ],
    },
    {
      id: "tracker-add-to-sprint",
      title: "Add an issue to a sprint",
      description: "Add MOB-402 to MOB Sprint 24",
      steps: [
        ...openIssue("MOB-402", "Dark theme contrast too low on settings screen"),
        click(button("Sprint", { test_id: "issue-field-sprint.ui.sprint-field-view", text: "None" })),
        pick(option("MOB Sprint 24", "Sprint"), ["MOB Sprint 24", "MOB Sprint 25", "MOB Sprint 26"]),
      ],
      tasks: [
        { task: "Add MOB-318 to MOB Sprint 25", url: YOUR_WORK[0],
          values: { "MOB-402": "MOB-318", "MOB Sprint 24": "MOB Sprint 25" } },
        { task: "put PAY-1100 in the sprint PAY Sprint 12", url: `${J}/browse/PAY-1100`,
          values: { "MOB-402": "PAY-1100", "MOB Sprint 24": "PAY Sprint 12" } },
        { task: "Can you pull PLAT-231 into Platform Sprint 8? We have capacity.", url: YOUR_WORK[0],
          values: { "MOB-402": "PLAT-231", "MOB Sprint 24": "Platform Sprint 8" } },
        { task: "schedule CS-2231 for CS Sprint 3", url: `${J}/jira/servicedesk/projects/CS/queues`,
          values: { "MOB-402": "CS-2231", "MOB Sprint 24": "CS Sprint 3" } },
        { task: "Please move MOB-402 into MOB Sprint 26", url: `${J}/browse/MOB-402`,
          values: { "MOB-402": "MOB-402", "MOB Sprint 24": "MOB Sprint 26" } },
      ],
      near: [
        { task: "Remove MOB-402 from MOB Sprint 24", url: `${J}/browse/MOB-402` },
        { task: "Start the sprint MOB Sprint 25", url: `${J}/jira/software/projects/MOB/boards/12/backlog` },
        { task: "Complete MOB Sprint 24 and send the unfinished issues to the next sprint", url: `${J}/jira/software/projects/MOB/boards/12` },
        { task: "How many story points are in MOB Sprint 24?", url: `${J}/jira/software/projects/MOB/boards/12/backlog` },
      ],
    },

    // ------------------------------------------------------------------ finding issues
    {
      id: "tracker-list-bugs",
      title: "List the issues of one type assigned to someone in a project",
      description: "List the issues of type Bug assigned to Dana Whitfield in Platform",
      steps: [
        start(...YOUR_WORK),
        click(button("Filters", { test_id: "atlassian-navigation--primary-actions--filters--menu-trigger" })),
        click(menuitem("View all issues")),
        then(`${J}/issues/?jql=`, "Issue navigator - Jira", "history"),
        click(dropdown("Project", { test_id: "jql-builder-basic.ui.jql-editor.project-picker", text: "Project" })),
        pick(option("Platform", "Project"), PROJECT_NAMES),
        click(dropdown("Type", { test_id: "jql-builder-basic.ui.jql-editor.type-picker", text: "Type" })),
        pick(option("Bug", "Type"), ["Bug", "Epic", "Story", "Subtask", "Task"]),
        click(dropdown("Assignee", { test_id: "jql-builder-basic.ui.jql-editor.assignee-picker", text: "Assignee" })),
        type(searchbox("Search users", { placeholder: "Search users" }), "Dana Whitfield"),
        pick(option("Dana Whitfield", "Assignee"), ["Current user", "Unassigned", ...PEOPLE]),
        then(`${J}/issues/?jql=project%20%3D%20PLAT%20AND%20type%20%3D%20Bug%20AND%20assignee%20in%20(dwhitfield)`, "Issue navigator - Jira", "history"),
      ],
      tasks: [
        { task: "List the Bugs assigned to Marcus Okafor in Payments", url: YOUR_WORK[0],
          values: { "Platform": "Payments", "Bug": "Bug", "Dana Whitfield": "Marcus Okafor" } },
        { task: "Which Stories in Mobile are assigned to Lee Park? Return the result as a list.", url: `${J}/jira/software/projects/MOB/boards/12`,
          values: { "Platform": "Mobile", "Bug": "Story", "Dana Whitfield": "Lee Park" } },
        { task: "show me Priya Natarajan's Tasks in Customer Support", url: YOUR_WORK[0],
          values: { "Platform": "Customer Support", "Bug": "Task", "Dana Whitfield": "Priya Natarajan" } },
        { task: "How many bugs does Kwame Mensah have in Platform? Answer with just the number.", url: `${J}/issues/?jql=`,
          values: { "Platform": "Platform", "Bug": "Bug", "Dana Whitfield": "Kwame Mensah" } },
        { task: "I want a list of all the Epics assigned to Sofia Marques in Payments", url: YOUR_WORK[0],
          values: { "Platform": "Payments", "Bug": "Epic", "Dana Whitfield": "Sofia Marques" } },
      ],
      near: [
        { task: "Save a filter named 'Platform bugs' for project = PLAT AND type = Bug", url: `${J}/issues/?jql=` },
        { task: "List the sprints of the Mobile board", url: `${J}/jira/software/projects/MOB/boards/12` },
        { task: "Show me the release versions of the Payments project", url: `${J}/jira/projects` },
        { task: "Export all Platform bugs to a CSV file", url: `${J}/issues/?jql=project%20%3D%20PLAT` },
      ],
    },
  ],
  unrelated: [
    { task: "Create a dashboard called 'Payments health' with a created vs resolved chart", url: `${J}/jira/dashboards` },
    { task: "Turn off email notifications for issues I'm watching", url: `${J}/jira/settings/personal/notifications` },
    { task: "Add a component called Checkout to the Payments project", url: `${J}/jira/projects` },
    { task: "Invite j.alvarez@northwind.io to Jira as a user", url: YOUR_WORK[0] },
    { task: "Archive the Customer Support project", url: `${J}/jira/projects` },
    { task: "Change my Jira profile picture", url: YOUR_WORK[0] },
    { task: "Set up an automation rule that closes issues after 30 days without activity", url: `${J}/jira/settings/automation` },
  ],
};
