// A team chat (self-hosted Mattermost, team Fernhill): channels, direct messages, custom status,
// channel members, pinned messages. Channels are opened with the channel switcher (type, then
// pick the suggestion); the message box sends on Enter.
import { start, then, click, submit, type, enter, pick, link, button, menuitem, textbox, textarea, searchbox, combobox, dropdown, radio, option } from "../../demo.mjs";

const MM = "https://chat.fernhill.io";
const TEAM = `${MM}/fernhill`;
const TOWN = [`${TEAM}/channels/town-square`, "Town Square - Fernhill Mattermost"];

const SWITCHER_BUTTON = button("Find channel", { id: "sidebarSwitcherButton" });
const SWITCHER = combobox("Find channel", { id: "quickSwitchInput", placeholder: "Find channel", test_id: "quickSwitchInput" });
/// From Town Square, open a channel with the channel switcher.
const openChannel = (name, similar = []) => [
  start(...TOWN),
  click(SWITCHER_BUTTON),
  type(SWITCHER, name),
  pick(option(name, "Channels", { test_id: "suggestion-list__item" }), [name, ...similar]),
  then(`${TEAM}/channels/${name}`, `${name} - Fernhill Mattermost`, "history"),
];
const messageBox = (to) => textarea(`write to ${to}`, { id: "post_textbox", test_id: "post_textbox", placeholder: `Write to ${to}` });
const channelMenu = (name) => button(name, { id: "channelHeaderDropdownButton", test_id: "channelHeaderDropdownButton" });

export const SITE = {
  name: "chat",
  kind: "team chat (Mattermost: channels, direct messages, status, members, pins)",
  procedures: [
    // ------------------------------------------------------------------ messages
    {
      id: "chat-post",
      title: "Post a message in a channel",
      description: "Post 'Standup moved to 10:30 tomorrow, same room' in dev-backend",
      steps: [
        ...openChannel("dev-backend", ["dev-backend-alerts"]),
        type(messageBox("dev-backend"), "Standup moved to 10:30 tomorrow, same room"),
        enter(messageBox("dev-backend")),
      ],
      tasks: [
        { task: "Post 'Deploy to prod is done, all green' in releases", url: TOWN[0],
          values: { "dev-backend": "releases", "Standup moved to 10:30 tomorrow, same room": "Deploy to prod is done, all green" } },
        { task: "Tell the design-reviews channel: new mockups are in Figma, feedback by Friday please", url: `${TEAM}/channels/random`,
          values: { "dev-backend": "design-reviews", "Standup moved to 10:30 tomorrow, same room": "new mockups are in Figma, feedback by Friday please" } },
        { task: "Can you post in Town Square: Office is closed on Monday for the holiday", url: `${TEAM}/channels/dev-backend`,
          values: { "dev-backend": "Town Square", "Standup moved to 10:30 tomorrow, same room": "Office is closed on Monday for the holiday" } },
        { task: "send 'Who has the staging VPN password?' to the dev-frontend channel", url: TOWN[0],
          values: { "dev-backend": "dev-frontend", "Standup moved to 10:30 tomorrow, same room": "Who has the staging VPN password?" } },
        { task: "I want to let everyone in random know there's cake. Message: Cake in the kitchen, help yourselves", url: TOWN[0],
          values: { "dev-backend": "random", "Standup moved to 10:30 tomorrow, same room": "Cake in the kitchen, help yourselves" } },
        { task: "Post in the incidents channel: Post-mortem for Tuesday's outage is up, please read it before Thursday", url: `${TEAM}/channels/incidents`,
          values: { "dev-backend": "incidents", "Standup moved to 10:30 tomorrow, same room": "Post-mortem for Tuesday's outage is up, please read it before Thursday" } },
      ],
      near: [
        { task: "Delete my last message in dev-backend", url: `${TEAM}/channels/dev-backend` },
        { task: "Pin the latest message in releases", url: `${TEAM}/channels/releases` },
        { task: "Edit my message in design-reviews to fix the typo", url: `${TEAM}/channels/design-reviews` },
      ],
    },
    {
      id: "chat-dm",
      title: "Send Priya Natarajan a direct message: 'Can you review my PR before lunch?'",
      description: "",
      steps: [
        start(...TOWN),
        click(button("Write a direct message", { id: "newDirectMessageButton", text: "" })),
        type(combobox("Search for people", { id: "selectItems", placeholder: "Search for people" }), "Priya Natarajan"),
        pick(option("Priya Natarajan", "Direct Messages", { test_id: "more-dms-list-item" }), ["Priya Natarajan", "Priya Shah"]),
        click(button("Go", { id: "saveItems" })),
        then(`${TEAM}/messages/@priya.natarajan`, "Priya Natarajan - Fernhill Mattermost", "history"),
        type(messageBox("Priya Natarajan"), "Can you review my PR before lunch?"),
        enter(messageBox("Priya Natarajan")),
      ],
      tasks: [
        { task: "Send Marcus Okafor a direct message: 'Running 5 minutes late to the 1:1'", url: TOWN[0],
          values: { "Priya Natarajan": "Marcus Okafor", "Can you review my PR before lunch?": "Running 5 minutes late to the 1:1" } },
        { task: "DM Dana Whitfield: contract draft is in the shared folder, no rush", url: `${TEAM}/channels/design-reviews`,
          values: { "Priya Natarajan": "Dana Whitfield", "Can you review my PR before lunch?": "contract draft is in the shared folder, no rush" } },
        { task: "message Lee Park privately: Are you joining the offsite, yes or no?", url: TOWN[0],
          values: { "Priya Natarajan": "Lee Park", "Can you review my PR before lunch?": "Are you joining the offsite, yes or no?" } },
        { task: "Can you send a direct message to Sofia Marques that says Thanks for covering my on-call shift last weekend", url: `${TEAM}/channels/incidents`,
          values: { "Priya Natarajan": "Sofia Marques", "Can you review my PR before lunch?": "Thanks for covering my on-call shift last weekend" } },
        { task: "Please DM Kwame Mensah: \"Send me the message you drafted for the channel\"", url: TOWN[0],
          values: { "Priya Natarajan": "Kwame Mensah", "Can you review my PR before lunch?": "Send me the message you drafted for the channel" } },
      ],
      near: [
        { task: "Start a call with Priya Natarajan", url: `${TEAM}/messages/@priya.natarajan` },
        { task: "Mark my conversation with Marcus Okafor as unread", url: `${TEAM}/messages/@marcus.okafor` },
        { task: "Close the direct message with Lee Park from my sidebar", url: TOWN[0] },
      ],
    },

    // ------------------------------------------------------------------ me
    {
      id: "chat-status",
      title: "Set my status to 'Focus time, slow to reply' for 4 hours",
      description: "",
      steps: [
        start(...TOWN),
        click(button("Current status: Online. Select to open profile and status menu.", { id: "userAccountMenuButton", text: "" })),
        click(menuitem("Set a custom status", { id: "userAccountMenu.customStatus" })),
        type(textbox("Set a status", { id: "custom_status_input", placeholder: "Set a status" }), "Focus time, slow to reply"),
        click(dropdown("Clear after", { id: "custom_status_expiry_dropdown", text: "Today" })),
        pick(option("4 hours", "Clear after"), ["Don't clear", "30 minutes", "1 hour", "4 hours", "Today", "This week", "Choose date and time"]),
        submit(button("Set Status", { test_id: "custom_status_modal_submit" })),
      ],
      tasks: [
        { task: "Set my status to 'In a meeting' for 1 hour", url: TOWN[0],
          values: { "Focus time, slow to reply": "In a meeting", "4 hours": "1 hour" } },
        { task: "set status to On vacation until the end of the week", url: `${TEAM}/channels/random`,
          values: { "Focus time, slow to reply": "On vacation", "4 hours": "This week" } },
        { task: "Please change my custom status to \"Commuting, back online soon\" and clear it after 30 minutes", url: TOWN[0],
          values: { "Focus time, slow to reply": "Commuting, back online soon", "4 hours": "30 minutes" } },
        { task: "I'm not feeling well. Set my status to 'Out sick' and clear it at the end of today", url: TOWN[0],
          values: { "Focus time, slow to reply": "Out sick", "4 hours": "Today" } },
        { task: "can you set my status to 'Working from the Lisbon office this week' and never clear it", url: `${TEAM}/channels/dev-backend`,
          values: { "Focus time, slow to reply": "Working from the Lisbon office this week", "4 hours": "Don't clear" } },
        { task: "Status: Heads down on the Q4 release, ping me only if urgent — keep it for 4 hours", url: TOWN[0],
          values: { "Focus time, slow to reply": "Heads down on the Q4 release, ping me only if urgent", "4 hours": "4 hours" } },
      ],
      near: [
        { task: "Clear my custom status", url: TOWN[0] },
        { task: "Change my availability to Away", url: TOWN[0] },
        { task: "Turn on automatic direct message replies while I'm on vacation", url: TOWN[0] },
      ],
    },

    // ------------------------------------------------------------------ people and channels (look-ups)
    {
      id: "chat-email",
      title: "What is Marcus Okafor's email address?",
      description: "",
      steps: [
        start(...TOWN),
        click(button("Members", { id: "channelMember", test_id: "channel-header-members-button" })),
        type(searchbox("Search members", { test_id: "channel-members-search", placeholder: "Search members" }), "Marcus Okafor"),
        click(button("Marcus Okafor", { test_id: "memberline-profile" })),
      ],
      tasks: [
        { task: "What is Dana Whitfield's email address?", url: TOWN[0], values: { "Marcus Okafor": "Dana Whitfield" } },
        { task: "get me the email of Lee Park", url: `${TEAM}/channels/dev-backend`, values: { "Marcus Okafor": "Lee Park" } },
        { task: "I need to send Sofia Marques the signed contract. What's her email?", url: TOWN[0], values: { "Marcus Okafor": "Sofia Marques" } },
        { task: "Look up the email address for Jonathan Abernathy-Reyes", url: `${TEAM}/channels/random`, values: { "Marcus Okafor": "Jonathan Abernathy-Reyes" } },
        { task: "can you find Kwame Mensah's email? Answer with just the address.", url: TOWN[0], values: { "Marcus Okafor": "Kwame Mensah" } },
      ],
      near: [
        { task: "Change the email address on my account to sam.r@fernhill.io", url: TOWN[0] },
        { task: "Set my nickname to Sammy", url: TOWN[0] },
        { task: "Deactivate Marcus Okafor's account", url: `${MM}/admin_console/user_management/users` },
      ],
    },
    {
      id: "chat-pinned",
      title: "See the pinned messages of a channel",
      description: "Show me the pinned messages in design-reviews",
      steps: [
        ...openChannel("design-reviews"),
        click(button("Pinned messages", { id: "channelHeaderPinButton", text: "" })),
      ],
      tasks: [
        { task: "Show me the pinned messages in releases", url: TOWN[0], values: { "design-reviews": "releases" } },
        { task: "what's pinned in dev-backend?", url: `${TEAM}/channels/random`, values: { "design-reviews": "dev-backend" } },
        { task: "List the pinned posts in the incidents channel. Return the result as a list.", url: TOWN[0], values: { "design-reviews": "incidents" } },
        { task: "Can you open the pins of q4-launch-war-room? I'm looking for the launch checklist.", url: TOWN[0], values: { "design-reviews": "q4-launch-war-room" } },
        { task: "How many messages are pinned in Town Square? Answer with just the number.", url: `${TEAM}/channels/dev-frontend`, values: { "design-reviews": "Town Square" } },
      ],
      near: [
        { task: "Unpin the message about the holiday schedule in Town Square", url: TOWN[0] },
        { task: "Show me my saved messages", url: TOWN[0] },
        { task: "Search for messages about the staging database migration", url: `${TEAM}/channels/dev-backend` },
        { task: "Show me my recent mentions", url: TOWN[0] },
      ],
    },

    // ------------------------------------------------------------------ channels
    {
      id: "chat-create-channel",
      title: "Create a channel",
      description: "Create a Private Channel named 'q4-launch-war-room' with the purpose 'Launch planning: dates, owners, risks'",
      steps: [
        start(...TOWN),
        click(button("Add", { id: "browseOrAddChannelMenuButton", text: "" })),
        click(menuitem("Create new channel", { id: "showNewChannel" })),
        type(textbox("Channel name", { id: "input_new-channel-modal-name", placeholder: "Enter a name for your new channel" }), "q4-launch-war-room"),
        pick(radio("Private Channel", "Channel type", { id: "private-channel-type" })),
        type(textarea("Purpose", { id: "new-channel-modal-purpose", placeholder: "Enter a purpose for this channel (optional)" }), "Launch planning: dates, owners, risks"),
        submit(button("Create channel", { test_id: "newChannelModalSubmit" })),
        then(`${TEAM}/channels/q4-launch-war-room`, "q4-launch-war-room - Fernhill Mattermost", "history"),
      ],
      tasks: [
        { task: "Create a Public Channel named 'hiring-2027' with the purpose 'Interview loops, scorecards and offers'", url: TOWN[0],
          values: { "q4-launch-war-room": "hiring-2027", "Private Channel": "Public Channel", "Launch planning: dates, owners, risks": "Interview loops, scorecards and offers" } },
        { task: "make a private channel called vendor-security-review", url: `${TEAM}/channels/dev-backend`,
          values: { "q4-launch-war-room": "vendor-security-review", "Private Channel": "Private Channel" } },
        { task: "Can you set up a new public channel book-club? Purpose: What we're reading, one book a month", url: TOWN[0],
          values: { "q4-launch-war-room": "book-club", "Private Channel": "Public Channel", "Launch planning: dates, owners, risks": "What we're reading, one book a month" } },
        { task: "I want a channel for the offsite. Name it offsite-lisbon-2027, keep it private, purpose: Travel, hotel and agenda for the Lisbon offsite", url: TOWN[0],
          values: { "q4-launch-war-room": "offsite-lisbon-2027", "Private Channel": "Private Channel", "Launch planning: dates, owners, risks": "Travel, hotel and agenda for the Lisbon offsite" } },
        { task: "please create a public channel named channel-requests with the purpose 'Ask here before you create a channel'", url: `${TEAM}/channels/random`,
          values: { "q4-launch-war-room": "channel-requests", "Private Channel": "Public Channel", "Launch planning: dates, owners, risks": "Ask here before you create a channel" } },
      ],
      near: [
        { task: "Archive the channel q4-launch-war-room", url: `${TEAM}/channels/q4-launch-war-room` },
        { task: "Rename the channel book-club to reading-circle", url: `${TEAM}/channels/book-club` },
        { task: "Convert dev-backend to a private channel", url: `${TEAM}/channels/dev-backend` },
        { task: "Create a new team called Partners", url: TOWN[0] },
      ],
    },
    {
      id: "chat-add-member",
      title: "Add someone to a channel",
      description: "Add Dana Whitfield to design-reviews",
      steps: [
        ...openChannel("design-reviews"),
        click(channelMenu("design-reviews")),
        click(menuitem("Add Members", { id: "channelAddMembers" })),
        type(combobox("Search for people", { id: "selectItems", placeholder: "Search for people" }), "Dana Whitfield"),
        pick(option("Dana Whitfield", "Add people to design-reviews", { test_id: "multi-select-option" })),
        submit(button("Add", { id: "saveItems" })),
      ],
      tasks: [
        { task: "Add Lee Park to dev-frontend", url: TOWN[0], values: { "design-reviews": "dev-frontend", "Dana Whitfield": "Lee Park" } },
        { task: "please add Sofia Marques to the incidents channel", url: `${TEAM}/channels/incidents`, values: { "design-reviews": "incidents", "Dana Whitfield": "Sofia Marques" } },
        { task: "Can you invite Jonathan Abernathy-Reyes into q4-launch-war-room?", url: TOWN[0], values: { "design-reviews": "q4-launch-war-room", "Dana Whitfield": "Jonathan Abernathy-Reyes" } },
        { task: "Kwame Mensah is joining the backend team. Add him to dev-backend.", url: `${TEAM}/messages/@kwame.mensah`, values: { "design-reviews": "dev-backend", "Dana Whitfield": "Kwame Mensah" } },
        { task: "put Marcus Okafor in hiring-2027", url: TOWN[0], values: { "design-reviews": "hiring-2027", "Dana Whitfield": "Marcus Okafor" } },
      ],
      near: [
        { task: "Remove Dana Whitfield from design-reviews", url: `${TEAM}/channels/design-reviews` },
        { task: "Make Lee Park a channel admin in dev-frontend", url: `${TEAM}/channels/dev-frontend` },
        { task: "Invite dana@partner-agency.com to the Fernhill team as a guest", url: TOWN[0] },
      ],
    },
    {
      id: "chat-mute",
      title: "Mute the random channel",
      description: "",
      steps: [
        ...openChannel("random", ["watercooler-random-links"]),
        click(channelMenu("random")),
        click(menuitem("Mute Channel", { id: "channelToggleMuteChannel" })),
      ],
      tasks: [
        { task: "Mute the dev-backend-alerts channel", url: TOWN[0], values: { "random": "dev-backend-alerts" } },
        { task: "mute #incidents, it's too noisy", url: `${TEAM}/channels/incidents`, values: { "random": "incidents" } },
        { task: "Can you silence the book-club channel for me?", url: TOWN[0], values: { "random": "book-club" } },
        { task: "I keep getting pinged in Town Square. Please mute it.", url: TOWN[0], values: { "random": "Town Square" } },
        { task: "mute the channel called watercooler-random-links", url: `${TEAM}/channels/dev-frontend`, values: { "random": "watercooler-random-links" } },
      ],
      near: [
        { task: "Unmute the random channel", url: `${TEAM}/channels/random` },
        { task: "Leave the book-club channel", url: `${TEAM}/channels/book-club` },
        { task: "Add dev-backend to my favorites", url: TOWN[0] },
      ],
    },
  ],
  unrelated: [
    { task: "Switch my theme to dark mode", url: TOWN[0] },
    { task: "Log out of all my other sessions", url: TOWN[0] },
    { task: "Create an incoming webhook that posts build results to dev-backend", url: `${TEAM}/integrations/incoming_webhooks` },
    { task: "Add a custom emoji called shipit", url: `${TEAM}/emoji` },
    { task: "Change my display language to Portuguese", url: TOWN[0] },
    { task: "Start a call in design-reviews", url: `${TEAM}/channels/design-reviews` },
    { task: "Upload a new profile picture", url: TOWN[0] },
  ],
};
