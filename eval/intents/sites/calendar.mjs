// Proton Calendar (calendar.proton.me), with calendar sharing in the Proton account settings.
import { fp, start, then, click, submit, type, pick, enter, button, link, menuitem, textbox, email, combobox, searchbox, dropdown, option } from "../../demo.mjs";

const CAL = "https://calendar.proton.me/u/0";
const ACCOUNT = "https://account.proton.me/u/0";
const WEEK = `${CAL}/week/2026/11/2`;
const WEEK_T = "November 2026 | Proton Calendar";
const SEARCH_T = "Search | Proton Calendar";

const newEvent = () => button("New event", { test_id: "calendar-view:create-event-button" });
const titleField = () => textbox("Event title", { id: "event-title-input", placeholder: "Add title" });
const startDate = () => textbox("Start date", { id: "event-start-date", placeholder: "MM/DD/YYYY" });
const startTime = () => combobox("Start time", { id: "event-start-time" });
const save = () => button("Save", { test_id: "create-event-modal:save", type: "submit" });
const searchButton = () => button("Search", { test_id: "calendar-toolbar:search", text: "" });
const searchField = () => searchbox("Search events", { test_id: "calendar-search:input", placeholder: "Search events" });
/// A hit in the search results list, named by the event's title.
const result = (title) =>
  fp({ tag: "div", role: "button", name: title, text: title, context_label: "Search results", css: '[data-testid="calendar-search:result"]:nth-of-type(1)' });
/// Search for an event by title and open its popover: the first steps of many demonstrations.
const findEvent = (title) => [
  click(searchButton()),
  type(searchField(), title),
  enter(searchField()),
  then(`${CAL}/search?keyword=${encodeURIComponent(title)}`, SEARCH_T, "history"),
  click(result(title)),
];

const COLORS = ["Purple", "Enzian", "Pink", "Plum", "Strawberry", "Cerise", "Carrot", "Copper", "Sahara", "Soil", "Slateblue", "Cobalt", "Pacific", "Ocean", "Reef", "Pine", "Fern", "Forest", "Olive", "Pickle"];

export const SITE = {
  name: "calendar",
  kind: "online calendar",
  procedures: [
    {
      id: "calendar-create-event",
      title: "Put 'Dentist cleaning' on my calendar for 11/05/2026 at 3:30 PM",
      description: "",
      steps: [
        start(WEEK, WEEK_T),
        click(newEvent()),
        type(titleField(), "Dentist cleaning"),
        type(startDate(), "11/05/2026"),
        type(startTime(), "3:30 PM"),
        submit(save()),
      ],
      tasks: [
        { task: "Add 'Parent-teacher conference, Room 12' to my calendar on 12/03/2026 at 4:15 PM", url: WEEK,
          values: { "Dentist cleaning": "Parent-teacher conference, Room 12", "11/05/2026": "12/03/2026", "3:30 PM": "4:15 PM" } },
        { task: "put Maya's recital on the calendar, December 12, 2026 at 6pm", url: WEEK,
          values: { "Dentist cleaning": "Maya's recital", "11/05/2026": "12/12/2026", "3:30 PM": "6:00 PM" } },
        { task: "Can you create an event called Calendar cleanup and budget planning for 2027 on Nov 30, 2026 at 9am?", url: `${CAL}/month/2026/11/1`,
          values: { "Dentist cleaning": "Calendar cleanup and budget planning for 2027", "11/05/2026": "11/30/2026", "3:30 PM": "9:00 AM" } },
        { task: "Block time on my calendar: 'Call the insurance company about the windshield claim' on 11/09/2026 at 11:30 AM", url: WEEK,
          values: { "Dentist cleaning": "Call the insurance company about the windshield claim", "11/05/2026": "11/09/2026", "3:30 PM": "11:30 AM" } },
        { task: "new event Flu shot at CVS, 11/14/2026, 10:00 AM", url: WEEK,
          values: { "Dentist cleaning": "Flu shot at CVS", "11/05/2026": "11/14/2026", "3:30 PM": "10:00 AM" } },
        { task: "schedule Do taxes on January 9th 2027, 1:00 PM", url: WEEK,
          values: { "Dentist cleaning": "Do taxes", "11/05/2026": "01/09/2027", "3:30 PM": "1:00 PM" } },
      ],
      near: [
        { task: "Delete 'Dentist cleaning' from my calendar", url: WEEK },
        { task: "Set a reminder 1 day before 'Dentist cleaning'", url: WEEK },
        { task: "Make 'Piano lesson – Maya' repeat every Saturday", url: WEEK },
      ],
    },
    {
      id: "calendar-reschedule-event",
      title: "Reschedule an event",
      description: "Move 'Piano lesson – Maya' to 11/14/2026 at 10:00 AM",
      steps: [
        start(WEEK, WEEK_T),
        ...findEvent("Piano lesson – Maya"),
        click(button("Edit", { test_id: "event-popover:edit" })),
        type(startDate(), "11/14/2026"),
        type(startTime(), "10:00 AM"),
        submit(save()),
      ],
      tasks: [
        { task: "Move 'Dentist cleaning' to 11/20/2026 at 8:30 AM", url: WEEK,
          values: { "Piano lesson – Maya": "Dentist cleaning", "11/14/2026": "11/20/2026", "10:00 AM": "8:30 AM" } },
        { task: "push the Q1 roadmap review to December 1, 2026, 2pm", url: WEEK,
          values: { "Piano lesson – Maya": "Q1 roadmap review", "11/14/2026": "12/01/2026", "10:00 AM": "2:00 PM" } },
        { task: "Can you reschedule Maya's recital dress rehearsal to 12/10/2026 at 5:30 PM? The school changed it.", url: `${CAL}/month/2026/12/1`,
          values: { "Piano lesson – Maya": "Maya's recital dress rehearsal", "11/14/2026": "12/10/2026", "10:00 AM": "5:30 PM" } },
        { task: "I need to move 'Lunch with Priya, Marco and Lee' to Thursday 11/19/2026, noon", url: WEEK,
          values: { "Piano lesson – Maya": "Lunch with Priya, Marco and Lee", "11/14/2026": "11/19/2026", "10:00 AM": "12:00 PM" } },
        { task: "reschedule Call the insurance company about the windshield claim to Nov 23 2026 at 9:15am", url: WEEK,
          values: { "Piano lesson – Maya": "Call the insurance company about the windshield claim", "11/14/2026": "11/23/2026", "10:00 AM": "9:15 AM" } },
        { task: "Change the time of 'Book club' to 7:30 PM", url: WEEK,
          values: { "Piano lesson – Maya": "Book club", "10:00 AM": "7:30 PM" } },
      ],
      near: [
        { task: "Cancel 'Piano lesson – Maya' on 11/14/2026", url: WEEK },
        { task: "Change the location of 'Book club' to Dana's house", url: WEEK },
        { task: "Rename 'Dentist cleaning' to 'Dentist – deep cleaning'", url: WEEK },
        { task: "Move 'Piano lesson – Maya' to the Kids activities calendar", url: WEEK },
      ],
    },
    {
      id: "calendar-invite-participant",
      title: "Invite someone to an existing event",
      description: "Add marco.rossi@acme.io to 'Sprint planning'",
      steps: [
        start(WEEK, WEEK_T),
        ...findEvent("Sprint planning"),
        click(button("Edit", { test_id: "event-popover:edit" })),
        type(combobox("Add participants", { test_id: "event-participants-input", placeholder: "Add participants" }), "marco.rossi@acme.io"),
        enter(combobox("Add participants", { test_id: "event-participants-input", placeholder: "Add participants" }), false),
        submit(save()),
        click(button("Send", { test_id: "send-invitations-modal:send" })),
      ],
      tasks: [
        { task: "Invite priya.shah@northwind.io to the Q1 roadmap review", url: WEEK,
          values: { "Sprint planning": "Q1 roadmap review", "marco.rossi@acme.io": "priya.shah@northwind.io" } },
        { task: "add dana.whitfield@gmail.com to Book club", url: WEEK,
          values: { "Sprint planning": "Book club", "marco.rossi@acme.io": "dana.whitfield@gmail.com" } },
        { task: "Can you invite my sister, jess.ellis@gmail.com, to 'Mom's 60th birthday dinner at Osteria'?", url: `${CAL}/month/2026/12/1`,
          values: { "Sprint planning": "Mom's 60th birthday dinner at Osteria", "marco.rossi@acme.io": "jess.ellis@gmail.com" } },
        { task: "Please add lee.park@acme.io as a participant on the 'Design sync with Northwind – pricing, onboarding, and SSO' event", url: WEEK,
          values: { "Sprint planning": "Design sync with Northwind – pricing, onboarding, and SSO", "marco.rossi@acme.io": "lee.park@acme.io" } },
        { task: "send an invite for Sprint planning to our new hire tomas.diaz@acme.io", url: WEEK,
          values: { "Sprint planning": "Sprint planning", "marco.rossi@acme.io": "tomas.diaz@acme.io" } },
        { task: "Invite alex.kim@gmail.com to Lunch with Priya, Marco and Lee", url: WEEK,
          values: { "Sprint planning": "Lunch with Priya, Marco and Lee", "marco.rossi@acme.io": "alex.kim@gmail.com" } },
      ],
      near: [
        { task: "Remove marco.rossi@acme.io from 'Sprint planning'", url: WEEK },
        { task: "Email everyone invited to 'Sprint planning' that we moved to room 4B", url: WEEK },
        { task: "Add a Zoom link to the 'Q1 roadmap review' event", url: WEEK },
      ],
    },
    {
      id: "calendar-rsvp",
      title: "Respond to an event invitation",
      description: "Answer Yes to the invitation 'Design sync with Northwind'",
      steps: [
        start(WEEK, WEEK_T),
        ...findEvent("Design sync with Northwind"),
        pick(button("Yes", { context_label: "Attending?", test_id: "event-popover:rsvp-yes" }), ["Yes", "No", "Maybe"]),
      ],
      tasks: [
        { task: "Decline the 'Friday happy hour' invite", url: WEEK,
          values: { "Design sync with Northwind": "Friday happy hour", Yes: "No" } },
        { task: "RSVP maybe to Alex's housewarming party", url: WEEK,
          values: { "Design sync with Northwind": "Alex's housewarming party", Yes: "Maybe" } },
        { task: "accept the invitation to Quarterly all-hands: Q4 results, 2027 plans, and Q&A", url: WEEK,
          values: { "Design sync with Northwind": "Quarterly all-hands: Q4 results, 2027 plans, and Q&A", Yes: "Yes" } },
        { task: "Say yes to the 'Northwind quarterly business review' invite", url: WEEK,
          values: { "Design sync with Northwind": "Northwind quarterly business review", Yes: "Yes" } },
        { task: "I can't make 'Yes or no: team offsite location vote'. Decline it please.", url: WEEK,
          values: { "Design sync with Northwind": "Yes or no: team offsite location vote", Yes: "No" } },
        { task: "Respond Maybe to the invitation for the Neighborhood watch meeting", url: `${CAL}/month/2026/11/1`,
          values: { "Design sync with Northwind": "Neighborhood watch meeting", Yes: "Maybe" } },
      ],
      near: [
        { task: "Turn off email notifications for new event invitations", url: WEEK },
        { task: "Show me all the invitations I haven't answered yet", url: WEEK },
        { task: "Cancel the 'Design sync with Northwind' meeting for everyone", url: WEEK },
      ],
    },
    {
      id: "calendar-create-calendar",
      title: "Create a new calendar called Kids activities with the color Fern",
      description: "",
      steps: [
        start(WEEK, WEEK_T),
        click(button("Add calendar", { test_id: "calendar-sidebar:add-calendar", text: "" })),
        click(menuitem("Create calendar", { test_id: "calendar-sidebar:create-calendar" })),
        type(textbox("Name", { id: "calendar-name-input", placeholder: "Add a calendar name" }), "Kids activities"),
        click(dropdown("Color", { id: "calendar-color", text: "Purple" })),
        pick(option("Fern", "Color"), COLORS),
        submit(button("Save", { test_id: "calendar-modal:submit", type: "submit" })),
      ],
      tasks: [
        { task: "Make a new calendar named 'Work calendar – Northwind' in Cobalt", url: WEEK,
          values: { "Kids activities": "Work calendar – Northwind", Fern: "Cobalt" } },
        { task: "create a calendar for Maya's soccer, Fall 2026 season, color Carrot", url: WEEK,
          values: { "Kids activities": "Maya's soccer, Fall 2026 season", Fern: "Carrot" } },
        { task: "Can you add a new calendar called Gym?", url: WEEK, values: { "Kids activities": "Gym" } },
        { task: "I want a separate calendar for bills. Call it 'Bills, renewals, and other due dates to remember' and make it Strawberry.", url: WEEK,
          values: { "Kids activities": "Bills, renewals, and other due dates to remember", Fern: "Strawberry" } },
        { task: "new calendar Family trips, ocean color", url: WEEK, values: { "Kids activities": "Family trips", Fern: "Ocean" } },
        { task: "Create calendar 'Do not book' with color Soil", url: WEEK, values: { "Kids activities": "Do not book", Fern: "Soil" } },
      ],
      near: [
        { task: "Delete the Kids activities calendar", url: WEEK },
        { task: "Change the color of my Work calendar to Pine", url: WEEK },
        { task: "Subscribe to the Canadian holidays calendar", url: WEEK },
        { task: "Hide the Kids activities calendar from my view", url: WEEK },
      ],
    },
    {
      id: "calendar-share-calendar",
      title: "Share a calendar with someone",
      description: "Share the Family calendar with alex.kim@gmail.com with Edit permission",
      steps: [
        start(`${ACCOUNT}/calendar/calendars`, "Calendars - Proton Account"),
        click(link("Family", { context_label: "My calendars", test_id: "calendars-list:calendar-link" })),
        then(`${ACCOUNT}/calendar/calendars/Xk3v9QpL2mN8aR4tY7wZ1bC5dE6fG0hJ`, "Family - Calendars - Proton Account"),
        click(button("Share", { test_id: "calendar-sharing:share-button" })),
        type(email("Add people", { test_id: "share-calendar-modal:email-input", placeholder: "Email address", autocomplete: "off" }), "alex.kim@gmail.com"),
        click(dropdown("Permissions", { test_id: "share-calendar-modal:permissions", text: "See all event details" })),
        pick(option("Edit", "Permissions"), ["See all event details", "Edit"]),
        submit(button("Share", { test_id: "share-calendar-modal:submit", type: "submit" })),
      ],
      tasks: [
        { task: "Share my Work calendar with priya.shah@northwind.io, view only", url: `${ACCOUNT}/calendar/calendars`,
          values: { Family: "Work", "alex.kim@gmail.com": "priya.shah@northwind.io", Edit: "See all event details" } },
        { task: "give jess.ellis@gmail.com edit access to the Kids activities calendar", url: WEEK,
          values: { Family: "Kids activities", "alex.kim@gmail.com": "jess.ellis@gmail.com", Edit: "Edit" } },
        { task: "Can you share the 'Groceries, chores and errands for the house' calendar with alex.kim@gmail.com? He should be able to edit it.", url: `${ACCOUNT}/calendar/calendars`,
          values: { Family: "Groceries, chores and errands for the house", "alex.kim@gmail.com": "alex.kim@gmail.com", Edit: "Edit" } },
        { task: "share Family with grandma.ellis@proton.me so she can see all the event details", url: WEEK,
          values: { Family: "Family", "alex.kim@gmail.com": "grandma.ellis@proton.me", Edit: "See all event details" } },
        { task: "Please let lee.park@acme.io see my On-call rotation calendar, read only", url: `${ACCOUNT}/calendar/calendars`,
          values: { Family: "On-call rotation", "alex.kim@gmail.com": "lee.park@acme.io", Edit: "See all event details" } },
        { task: "I want to share the Gym calendar with my trainer, coach.rhea@proton.me", url: WEEK,
          values: { Family: "Gym", "alex.kim@gmail.com": "coach.rhea@proton.me" } },
      ],
      near: [
        { task: "Stop sharing the Family calendar with alex.kim@gmail.com", url: `${ACCOUNT}/calendar/calendars` },
        { task: "Who has access to my Work calendar?", url: `${ACCOUNT}/calendar/calendars` },
        { task: "Export the Family calendar as an .ics file", url: `${ACCOUNT}/calendar/calendars` },
        { task: "Change alex.kim@gmail.com's access to the Family calendar to view only", url: `${ACCOUNT}/calendar/calendars` },
      ],
    },
    {
      id: "calendar-event-time",
      title: "When is the Q1 roadmap review meeting?",
      description: "",
      steps: [
        start(WEEK, WEEK_T),
        ...findEvent("Q1 roadmap review"),
      ],
      tasks: [
        { task: "What time is Maya's recital?", url: WEEK, values: { "Q1 roadmap review": "Maya's recital" } },
        { task: "when's the Friday happy hour? Answer with just the date and time.", url: WEEK, values: { "Q1 roadmap review": "Friday happy hour" } },
        { task: "What day is the 'Parent-teacher conference, Room 12'?", url: `${CAL}/month/2026/12/1`,
          values: { "Q1 roadmap review": "Parent-teacher conference, Room 12" } },
        { task: "I forgot when my teeth cleaning is. Can you check the calendar for 'Dentist cleaning'?", url: WEEK,
          values: { "Q1 roadmap review": "Dentist cleaning" } },
        { task: "Find out when 'Design sync with Northwind – pricing, onboarding, and SSO' starts", url: WEEK,
          values: { "Q1 roadmap review": "Design sync with Northwind – pricing, onboarding, and SSO" } },
        { task: "When is 'Flight to Denver (UA 1542)'?", url: `${CAL}/month/2026/12/1`, values: { "Q1 roadmap review": "Flight to Denver (UA 1542)" } },
      ],
      near: [
        { task: "How many events are on my calendar in December 2026? Answer with just the number.", url: `${CAL}/month/2026/12/1` },
        { task: "Change the title of 'Q1 roadmap review' to 'Q1 roadmap & budget review'", url: WEEK },
        { task: "Delete the Q1 roadmap review meeting", url: WEEK },
      ],
    },
    {
      id: "calendar-day-agenda",
      title: "What's on my calendar on 11/20/2026?",
      description: "",
      steps: [
        start(WEEK, WEEK_T),
        click(dropdown("Select view", { test_id: "calendar-view-select", text: "Week" })),
        pick(option("Day", "View"), ["Day", "Week", "Month"]),
        click(button("Go to date", { test_id: "calendar-toolbar:go-to-date" })),
        type(textbox("Date", { test_id: "go-to-date:input", placeholder: "MM/DD/YYYY" }), "11/20/2026"),
        enter(textbox("Date", { test_id: "go-to-date:input", placeholder: "MM/DD/YYYY" })),
        then(`${CAL}/day/2026/11/20`, "Friday, November 20, 2026 | Proton Calendar", "history"),
      ],
      tasks: [
        { task: "What do I have on December 4, 2026?", url: WEEK, values: { "11/20/2026": "12/04/2026" } },
        { task: "what's on my schedule for 11/27/2026? Return the result as a list.", url: WEEK, values: { "11/20/2026": "11/27/2026" } },
        { task: "Am I free on Jan 8, 2027? Show me that day.", url: `${CAL}/month/2026/12/1`, values: { "11/20/2026": "01/08/2027" } },
        { task: "Show me everything on my calendar for Monday, November 30, 2026", url: WEEK, values: { "11/20/2026": "11/30/2026" } },
        { task: "List my events on 12/24/2026", url: WEEK, values: { "11/20/2026": "12/24/2026" } },
        { task: "Can you check what else is on the calendar on the day of Maya's recital, 12/12/2026?", url: WEEK, values: { "11/20/2026": "12/12/2026" } },
      ],
      near: [
        { task: "Delete every event on 11/20/2026", url: WEEK },
        { task: "Set my working hours to 9:00 AM – 5:00 PM on weekdays", url: WEEK },
        { task: "Print my schedule for 11/20/2026", url: WEEK },
      ],
    },
  ],
  unrelated: [
    { task: "Change my calendar time zone to Europe/Lisbon", url: WEEK },
    { task: "Turn on week numbers in the calendar", url: WEEK },
    { task: "Import events from an .ics file", url: WEEK },
    { task: "Make new events 30 minutes long by default", url: WEEK },
    { task: "Connect my Google Calendar so it syncs with Proton", url: WEEK },
    { task: "Set the default notification for new events to 10 minutes before", url: `${ACCOUNT}/calendar/calendars` },
    { task: "Start the week on Sunday instead of Monday", url: WEEK },
  ],
};
