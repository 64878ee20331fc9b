// A social network (Facebook): profiles, posts on timelines and in groups, friends, groups,
// events. The header search is a typeahead; "See all results" pages have People / Groups filters.
import { start, then, click, submit, type, enter, pick, fp, link, button, tab, textbox, editable, combobox, searchbox, dropdown, option } from "../../demo.mjs";

const F = "https://www.facebook.com";
const HOME = "Facebook";

/// The header search (a combobox with a suggestion list).
const SEARCH = combobox("Search Facebook", { type: "search", placeholder: "Search Facebook", css: 'input[aria-label="Search Facebook"]' });
const suggestion = (name) => option(name, "Search suggestions", { tag: "a", css: 'ul[role="listbox"] li[role="option"] a' });
/// The events search on the Events page.
const EVENT_SEARCH = searchbox("Search events", { placeholder: "Search events", css: 'input[aria-label="Search events"]' });

export const SITE = {
  name: "social",
  kind: "social network (profiles, posts, friends, groups, events)",
  procedures: [
    // ------------------------------------------------------------------ events
    {
      id: "social-create-event",
      title: "Create an event",
      description: "Create the event 'Board game night' on 12/18/2026 at 7:00 PM at Kiln & Co. Café, visible to Friends",
      steps: [
        start(`${F}/events/`, "Events | Facebook"),
        click(link("Create new event", { css: 'a[href="/events/create/"]' })),
        then(`${F}/events/create/`, "Create event | Facebook"),
        type(textbox("Event name", { css: 'input[aria-label="Event name"]' }), "Board game night"),
        type(textbox("Start date", { placeholder: "mm/dd/yyyy", css: 'input[aria-label="Start date"]' }), "12/18/2026"),
        type(combobox("Start time", { css: 'input[aria-label="Start time"]' }), "7:00 PM"),
        click(dropdown("Event privacy", { tag: "div", text: "Private", css: 'div[aria-label="Event privacy"]' })),
        pick(option("Friends", "Event privacy", { tag: "div", css: 'div[role="option"]:nth-of-type(3)' }), ["Private", "Public", "Friends", "Group"]),
        type(combobox("Add location", { placeholder: "Add location", css: 'input[aria-label="Add location"]' }), "Kiln & Co. Café"),
        pick(option("Kiln & Co. Café", "Location suggestions", { tag: "div" })),
        submit(button("Create event", { tag: "div", css: 'div[aria-label="Create event"][role="button"]' })),
        then(`${F}/events/1093384721938472/`, "Board game night | Facebook", "form_submit"),
      ],
      tasks: [
        {
          task: "Create an event called 'Lena's 30th birthday dinner' on November 14, 2026 at 8pm at Osteria Rustica, friends only",
          url: `${F}/events/`,
          values: { "Board game night": "Lena's 30th birthday dinner", "12/18/2026": "11/14/2026", "7:00 PM": "8:00 PM", "Kiln & Co. Café": "Osteria Rustica", "Friends": "Friends" },
        },
        {
          task: "set up a public event 'Neighborhood cleanup, bring gloves and bags' for 10/24/2026 at 9:30 AM at Green Lake Park",
          url: `${F}/events/`,
          values: { "Board game night": "Neighborhood cleanup, bring gloves and bags", "12/18/2026": "10/24/2026", "7:00 PM": "9:30 AM", "Kiln & Co. Café": "Green Lake Park", "Friends": "Public" },
        },
        {
          task: "I want to create a private event named Book club: The Overstory on 2026-11-19 at 18:30 at Third Place Books",
          url: `${F}/`,
          values: { "Board game night": "Book club: The Overstory", "12/18/2026": "11/19/2026", "7:00 PM": "6:30 PM", "Kiln & Co. Café": "Third Place Books", "Friends": "Private" },
        },
        {
          task: "Can you make a Facebook event called Friendsgiving potluck on Nov 21st 2026, 5 PM, at 4417 Fremont Ave N? Only friends should see it.",
          url: `${F}/events/`,
          values: { "Board game night": "Friendsgiving potluck", "12/18/2026": "11/21/2026", "7:00 PM": "5:00 PM", "Kiln & Co. Café": "4417 Fremont Ave N", "Friends": "Friends" },
        },
        {
          task: "Create an event 'Ugly sweater bar crawl' on December 12 2026 starting at 9 PM, public, location Rhein Haus Seattle",
          url: `${F}/events/`,
          values: { "Board game night": "Ugly sweater bar crawl", "12/18/2026": "12/12/2026", "7:00 PM": "9:00 PM", "Kiln & Co. Café": "Rhein Haus Seattle", "Friends": "Public" },
        },
        {
          task: "Please create an event named 'Movie night: Back to the Future, all three films' for 10/31/2026 at 6:00 PM",
          url: `${F}/events/create/`,
          values: { "Board game night": "Movie night: Back to the Future, all three films", "12/18/2026": "10/31/2026", "7:00 PM": "6:00 PM" },
        },
      ],
      near: [
        { task: "Cancel the event 'Board game night'", url: `${F}/events/1093384721938472/` },
        { task: "Change the start time of 'Board game night' to 8:00 PM", url: `${F}/events/` },
        { task: "Invite Maya Okafor to the event 'Board game night'", url: `${F}/events/` },
      ],
    },
    {
      id: "social-event-guests",
      title: "See who is going to an event",
      description: "Who is going to 'Ellie & Sam's Housewarming'?",
      steps: [
        start(`${F}/events/`, "Events | Facebook"),
        type(EVENT_SEARCH, "Ellie & Sam's Housewarming"),
        enter(EVENT_SEARCH),
        then(`${F}/events/search/?q=Ellie%20%26%20Sam%27s%20Housewarming`, "Events | Facebook", "form_submit"),
        click(link("Ellie & Sam's Housewarming", { css: 'a[href^="/events/781234509876123/"]' })),
        then(`${F}/events/781234509876123/`, "Ellie & Sam's Housewarming | Facebook"),
        click(link("See all", { context_label: "Guests", css: 'a[href="/events/781234509876123/?active_tab=guests"]' })),
        click(tab("Going", { tag: "div", context_label: "Guests" })),
      ],
      tasks: [
        { task: "Who is going to 'Trivia Night at Elysian Brewing'?", url: `${F}/events/`, values: { "Ellie & Sam's Housewarming": "Trivia Night at Elysian Brewing", "Going": "Going" } },
        {
          task: "list everyone who said they're interested in the Lakeview Farmers Market Opening Day. Return the result as a list.",
          url: `${F}/events/`,
          values: { "Ellie & Sam's Housewarming": "Lakeview Farmers Market Opening Day", "Going": "Interested" },
        },
        { task: "Can you show me who's been invited to Board game night?", url: `${F}/`, values: { "Ellie & Sam's Housewarming": "Board game night", "Going": "Invited" } },
        { task: "who's going to Lena's 30th birthday dinner", url: `${F}/events/`, values: { "Ellie & Sam's Housewarming": "Lena's 30th birthday dinner", "Going": "Going" } },
        {
          task: "Show me who is going to the event Neighborhood cleanup, bring gloves and bags. Return the result as a list.",
          url: `${F}/events/`,
          values: { "Ellie & Sam's Housewarming": "Neighborhood cleanup, bring gloves and bags", "Going": "Going" },
        },
        {
          task: "I want to see which people are going to 'Movie night: Back to the Future, all three films'",
          url: `${F}/events/`,
          values: { "Ellie & Sam's Housewarming": "Movie night: Back to the Future, all three films", "Going": "Going" },
        },
      ],
      near: [
        { task: "Invite Maya Okafor to 'Ellie & Sam's Housewarming'", url: `${F}/events/781234509876123/` },
        { task: "Send a message to all the guests of 'Ellie & Sam's Housewarming'", url: `${F}/events/` },
        { task: "Remove Tom Whitaker from the guest list of 'Board game night'", url: `${F}/events/` },
        { task: "Which events am I going to this weekend?", url: `${F}/events/` },
      ],
    },
    {
      id: "social-rsvp-event",
      title: "Mark me as Going to 'Lakeview Farmers Market Opening Day'",
      description: "",
      steps: [
        start(`${F}/events/`, "Events | Facebook"),
        type(EVENT_SEARCH, "Lakeview Farmers Market Opening Day"),
        enter(EVENT_SEARCH),
        then(`${F}/events/search/?q=Lakeview%20Farmers%20Market%20Opening%20Day`, "Events | Facebook", "form_submit"),
        click(link("Lakeview Farmers Market Opening Day", { css: 'a[href^="/events/5531907246631/"]' })),
        then(`${F}/events/5531907246631/`, "Lakeview Farmers Market Opening Day | Facebook"),
        click(button("Respond", { tag: "div", css: 'div[aria-label="Respond"][role="button"]' })),
        pick(fp({ tag: "div", role: "menuitemradio", name: "Going", text: "Going", context_label: "Respond" }), ["Going", "Interested", "Can't go"]),
      ],
      tasks: [
        { task: "RSVP going to Trivia Night at Elysian Brewing", url: `${F}/events/`, values: { "Lakeview Farmers Market Opening Day": "Trivia Night at Elysian Brewing", "Going": "Going" } },
        { task: "mark me as interested in 'Ugly sweater bar crawl'", url: `${F}/events/`, values: { "Lakeview Farmers Market Opening Day": "Ugly sweater bar crawl", "Going": "Interested" } },
        {
          task: "I can't make it to Lena's 30th birthday dinner, can you set my RSVP to can't go?",
          url: `${F}/`,
          values: { "Lakeview Farmers Market Opening Day": "Lena's 30th birthday dinner", "Going": "Can't go" },
        },
        { task: "I'm going to 'Ellie & Sam's Housewarming', please RSVP for me", url: `${F}/events/`, values: { "Lakeview Farmers Market Opening Day": "Ellie & Sam's Housewarming", "Going": "Going" } },
        {
          task: "Respond Interested to the event 'Seattle Night Market: food trucks, live music and local makers'",
          url: `${F}/events/`,
          values: { "Lakeview Farmers Market Opening Day": "Seattle Night Market: food trucks, live music and local makers", "Going": "Interested" },
        },
        { task: "set my response for Board game night to going", url: `${F}/events/`, values: { "Lakeview Farmers Market Opening Day": "Board game night", "Going": "Going" } },
      ],
      near: [
        { task: "Share 'Lakeview Farmers Market Opening Day' to my story", url: `${F}/events/5531907246631/` },
        { task: "Export 'Trivia Night at Elysian Brewing' to my calendar", url: `${F}/events/` },
        { task: "What did I respond to 'Ellie & Sam's Housewarming'?", url: `${F}/events/` },
      ],
    },

    // ------------------------------------------------------------------ posts
    {
      id: "social-group-post",
      title: "Post 'Anyone up for a Saturday ride to Ohiopyle? Leaving 8am from Schenley Park' in the Pittsburgh Cyclists group",
      description: "",
      steps: [
        start(`${F}/`, HOME),
        type(SEARCH, "Pittsburgh Cyclists"),
        pick(suggestion("Pittsburgh Cyclists")),
        then(`${F}/groups/pghcyclists/`, "Pittsburgh Cyclists | Facebook"),
        click(button("Write something...", { tag: "div", css: 'div[role="main"] div[role="button"][tabindex="0"]:nth-of-type(1)' })),
        type(editable("Create a public post...", { css: 'div[role="dialog"] div[contenteditable="true"][role="textbox"]' }), "Anyone up for a Saturday ride to Ohiopyle? Leaving 8am from Schenley Park"),
        submit(button("Post", { tag: "div", css: 'div[aria-label="Post"][role="button"]' })),
      ],
      tasks: [
        {
          task: "Post 'Free moving boxes, about 30 of them, pick up in Ballard this week' in the Buy Nothing Ballard group",
          url: `${F}/`,
          values: { "Pittsburgh Cyclists": "Buy Nothing Ballard", "Anyone up for a Saturday ride to Ohiopyle? Leaving 8am from Schenley Park": "Free moving boxes, about 30 of them, pick up in Ballard this week" },
        },
        {
          task: "share in the group Sourdough Baking for Beginners: My starter finally doubled in 6 hours! Feeding 1:1:1 with rye.",
          url: `${F}/groups/feed/`,
          values: { "Pittsburgh Cyclists": "Sourdough Baking for Beginners", "Anyone up for a Saturday ride to Ohiopyle? Leaving 8am from Schenley Park": "My starter finally doubled in 6 hours! Feeding 1:1:1 with rye." },
        },
        {
          task: "Can you post 'Did anyone find a blue Trek helmet near the Hot Metal Bridge?' in Pittsburgh Cyclists",
          url: `${F}/`,
          values: { "Pittsburgh Cyclists": "Pittsburgh Cyclists", "Anyone up for a Saturday ride to Ohiopyle? Leaving 8am from Schenley Park": "Did anyone find a blue Trek helmet near the Hot Metal Bridge?" },
        },
        {
          task: "I want to post in the Lakeview Parents Network group: Looking for a reliable babysitter for Friday evenings, references please",
          url: `${F}/`,
          values: { "Pittsburgh Cyclists": "Lakeview Parents Network", "Anyone up for a Saturday ride to Ohiopyle? Leaving 8am from Schenley Park": "Looking for a reliable babysitter for Friday evenings, references please" },
        },
        {
          task: "post 'Do it myself or hire someone? The quote was $4,200 for the fence' to the group DIY Home Repair Help",
          url: `${F}/groups/feed/`,
          values: { "Pittsburgh Cyclists": "DIY Home Repair Help", "Anyone up for a Saturday ride to Ohiopyle? Leaving 8am from Schenley Park": "Do it myself or hire someone? The quote was $4,200 for the fence" },
        },
        {
          task: "please write a post in the Seattle Plant Swap & Sell group that says 'ISO: variegated monstera cutting, can trade pothos, hoya, or cash'",
          url: `${F}/`,
          values: { "Pittsburgh Cyclists": "Seattle Plant Swap & Sell", "Anyone up for a Saturday ride to Ohiopyle? Leaving 8am from Schenley Park": "ISO: variegated monstera cutting, can trade pothos, hoya, or cash" },
        },
      ],
      near: [
        { task: "Delete my post about the Saturday ride in the Pittsburgh Cyclists group", url: `${F}/groups/pghcyclists/` },
        { task: "Leave the Pittsburgh Cyclists group", url: `${F}/groups/pghcyclists/` },
        { task: "Turn off notifications for the group Buy Nothing Ballard", url: `${F}/groups/feed/` },
        { task: "Pin my post about the Saturday ride to the top of Pittsburgh Cyclists", url: `${F}/groups/pghcyclists/` },
      ],
    },
    {
      id: "social-timeline-post",
      title: "Write on a friend's timeline",
      description: "Write 'Happy birthday Maya! Hope the new job is treating you well' on Maya Okafor's timeline",
      steps: [
        start(`${F}/`, HOME),
        type(SEARCH, "Maya Okafor"),
        pick(suggestion("Maya Okafor")),
        then(`${F}/maya.okafor.90`, "Maya Okafor | Facebook"),
        click(button("Write something...", { tag: "div", css: 'div[role="main"] div[role="button"][tabindex="0"]:nth-of-type(1)' })),
        type(editable("Post text", { css: 'div[role="dialog"] div[contenteditable="true"][role="textbox"]' }), "Happy birthday Maya! Hope the new job is treating you well"),
        submit(button("Post", { tag: "div", css: 'div[aria-label="Post"][role="button"]' })),
      ],
      tasks: [
        {
          task: "Write 'Congrats on the marathon, Daniel! 3:41 is insane' on Daniel Reyes's timeline",
          url: `${F}/`,
          values: { "Maya Okafor": "Daniel Reyes", "Happy birthday Maya! Hope the new job is treating you well": "Congrats on the marathon, Daniel! 3:41 is insane" },
        },
        {
          task: "post on my brother Tom Whitaker's wall: Happy 40th, old man. Drinks are on me Saturday.",
          url: `${F}/`,
          values: { "Maya Okafor": "Tom Whitaker", "Happy birthday Maya! Hope the new job is treating you well": "Happy 40th, old man. Drinks are on me Saturday." },
        },
        {
          task: "Can you wish Priya Natarajan a happy birthday on her timeline? Write 'Happy birthday Priya, hope you have the best day!'",
          url: `${F}/`,
          values: { "Maya Okafor": "Priya Natarajan", "Happy birthday Maya! Hope the new job is treating you well": "Happy birthday Priya, hope you have the best day!" },
        },
        {
          task: "Leave a message on Grace Liu's Facebook wall saying 'Thinking of you, call me when you're back from Lisbon'",
          url: `${F}/friends/`,
          values: { "Maya Okafor": "Grace Liu", "Happy birthday Maya! Hope the new job is treating you well": "Thinking of you, call me when you're back from Lisbon" },
        },
        {
          task: "I want to post 'Miss you guys, let's do a reunion in the spring, Chicago, Denver, wherever' on Marcus O'Neill's profile",
          url: `${F}/`,
          values: { "Maya Okafor": "Marcus O'Neill", "Happy birthday Maya! Hope the new job is treating you well": "Miss you guys, let's do a reunion in the spring, Chicago, Denver, wherever" },
        },
        {
          task: "please post on Maya Okafor's wall: Saw this and thought of you, the ramen place finally reopened!",
          url: `${F}/maya.okafor.90`,
          values: { "Maya Okafor": "Maya Okafor", "Happy birthday Maya! Hope the new job is treating you well": "Saw this and thought of you, the ramen place finally reopened!" },
        },
      ],
      near: [
        { task: "Unfriend Marcus O'Neill", url: `${F}/friends/` },
        { task: "Send Maya Okafor a message on Messenger saying 'Running 10 minutes late'", url: `${F}/` },
        { task: "Delete the post I wrote on Daniel Reyes's timeline", url: `${F}/` },
        { task: "Tag Grace Liu in my latest photo", url: `${F}/` },
      ],
    },

    // ------------------------------------------------------------------ friends and groups
    {
      id: "social-friend-request",
      title: "Send a friend request to Daniel Reyes",
      description: "",
      steps: [
        start(`${F}/`, HOME),
        type(SEARCH, "Daniel Reyes"),
        enter(SEARCH),
        then(`${F}/search/top/?q=Daniel%20Reyes`, "Daniel Reyes - Search results | Facebook", "form_submit"),
        click(link("People", { css: 'a[href^="/search/people/"]' })),
        then(`${F}/search/people/?q=Daniel%20Reyes`, "Daniel Reyes - Search results | Facebook"),
        click(link("Daniel Reyes", { css: 'div[role="feed"] div[role="article"]:nth-of-type(1) a[role="link"]' })),
        then(`${F}/daniel.reyes.5243`, "Daniel Reyes | Facebook"),
        click(button("Add friend", { tag: "div", css: 'div[aria-label="Add friend"][role="button"]' })),
      ],
      tasks: [
        { task: "Add Hannah Kowalski as a friend", url: `${F}/`, values: { "Daniel Reyes": "Hannah Kowalski" } },
        { task: "send a friend request to José Martínez Ruiz", url: `${F}/friends/`, values: { "Daniel Reyes": "José Martínez Ruiz" } },
        { task: "Can you friend Marcus O'Neill on Facebook for me? We met at the conference last week.", url: `${F}/`, values: { "Daniel Reyes": "Marcus O'Neill" } },
        { task: "I want to send a friend request to Aisha Bello-Williams", url: `${F}/`, values: { "Daniel Reyes": "Aisha Bello-Williams" } },
        { task: "please add Tom Whitaker to my friends", url: `${F}/friends/suggestions/`, values: { "Daniel Reyes": "Tom Whitaker" } },
        { task: "friend request to Li Wei Chen", url: `${F}/`, values: { "Daniel Reyes": "Li Wei Chen" } },
      ],
      near: [
        { task: "Cancel the friend request I sent to Daniel Reyes", url: `${F}/friends/requests/` },
        { task: "Accept the friend request from Hannah Kowalski", url: `${F}/friends/requests/` },
        { task: "Follow Daniel Reyes without adding him as a friend", url: `${F}/daniel.reyes.5243` },
        { task: "Did Daniel Reyes accept my friend request yet?", url: `${F}/` },
      ],
    },
    {
      id: "social-join-group",
      title: "Join a Facebook group",
      description: "Join the group 'Seattle Plant Swap & Sell'",
      steps: [
        start(`${F}/`, HOME),
        type(SEARCH, "Seattle Plant Swap & Sell"),
        enter(SEARCH),
        then(`${F}/search/top/?q=Seattle%20Plant%20Swap%20%26%20Sell`, "Seattle Plant Swap & Sell - Search results | Facebook", "form_submit"),
        click(link("Groups", { css: 'a[href^="/search/groups/"]' })),
        then(`${F}/search/groups/?q=Seattle%20Plant%20Swap%20%26%20Sell`, "Seattle Plant Swap & Sell - Search results | Facebook"),
        click(link("Seattle Plant Swap & Sell", { css: 'div[role="feed"] div[role="article"]:nth-of-type(1) a[role="link"]' })),
        then(`${F}/groups/seattleplantswap/`, "Seattle Plant Swap & Sell | Facebook"),
        click(button("Join group", { tag: "div", css: 'div[aria-label="Join group"][role="button"]' })),
      ],
      tasks: [
        { task: "Join the group Buy Nothing Ballard", url: `${F}/`, values: { "Seattle Plant Swap & Sell": "Buy Nothing Ballard" } },
        { task: "can you join 'Sourdough Baking for Beginners' on facebook", url: `${F}/groups/feed/`, values: { "Seattle Plant Swap & Sell": "Sourdough Baking for Beginners" } },
        { task: "I want to join the Lakeview Parents Network group, we just moved to the neighborhood.", url: `${F}/`, values: { "Seattle Plant Swap & Sell": "Lakeview Parents Network" } },
        { task: "Please request to join DIY Home Repair Help", url: `${F}/groups/discover/`, values: { "Seattle Plant Swap & Sell": "DIY Home Repair Help" } },
        { task: "join fb group: Pacific Northwest Hiking, Backpacking & Camping", url: `${F}/`, values: { "Seattle Plant Swap & Sell": "Pacific Northwest Hiking, Backpacking & Camping" } },
        { task: "Join the group called 'Fun Things to Do in Seattle This Weekend'", url: `${F}/`, values: { "Seattle Plant Swap & Sell": "Fun Things to Do in Seattle This Weekend" } },
      ],
      near: [
        { task: "Leave the group 'Seattle Plant Swap & Sell'", url: `${F}/groups/seattleplantswap/` },
        { task: "Invite Maya Okafor to join Buy Nothing Ballard", url: `${F}/groups/feed/` },
        { task: "Who are the admins of Seattle Plant Swap & Sell?", url: `${F}/` },
        { task: "Create a new group called 'Ballard Dog Owners'", url: `${F}/groups/feed/` },
      ],
    },

    // ------------------------------------------------------------------ profile look-up
    {
      id: "social-friend-birthday",
      title: "When is Priya Natarajan's birthday?",
      description: "",
      steps: [
        start(`${F}/`, HOME),
        type(SEARCH, "Priya Natarajan"),
        pick(suggestion("Priya Natarajan")),
        then(`${F}/priya.natarajan.7`, "Priya Natarajan | Facebook"),
        click(tab("About", { tag: "a", css: 'a[href="/priya.natarajan.7/about"][role="tab"]' })),
        then(`${F}/priya.natarajan.7/about`, "Priya Natarajan | Facebook", "history"),
        click(link("Contact and basic info", { css: 'a[href="/priya.natarajan.7/about_contact_and_basic_info"]' })),
        then(`${F}/priya.natarajan.7/about_contact_and_basic_info`, "Priya Natarajan | Facebook", "history"),
      ],
      tasks: [
        { task: "When is Grace Liu's birthday?", url: `${F}/`, values: { "Priya Natarajan": "Grace Liu" } },
        { task: "what's Tom Whitaker's birthday, I always forget", url: `${F}/`, values: { "Priya Natarajan": "Tom Whitaker" } },
        { task: "Can you find out the birth date of Marcus O'Neill? Answer with just the date.", url: `${F}/friends/`, values: { "Priya Natarajan": "Marcus O'Neill" } },
        { task: "Look up Hannah Kowalski's birthday on Facebook", url: `${F}/`, values: { "Priya Natarajan": "Hannah Kowalski" } },
        { task: "When was Daniel Reyes born? Answer with just the date.", url: `${F}/`, values: { "Priya Natarajan": "Daniel Reyes" } },
        { task: "I need Maya Okafor's birthday for my calendar", url: `${F}/maya.okafor.90`, values: { "Priya Natarajan": "Maya Okafor" } },
      ],
      near: [
        { task: "Which of my friends have birthdays this week?", url: `${F}/events/birthdays/` },
        { task: "Hide my birth year from my profile", url: `${F}/me/about` },
        { task: "When did I become friends with Priya Natarajan?", url: `${F}/priya.natarajan.7` },
      ],
    },
  ],
  unrelated: [
    { task: "Change my profile picture to the photo from my Lisbon album", url: `${F}/me/` },
    { task: "Turn off notifications about friends' birthdays", url: `${F}/settings/?tab=notifications` },
    { task: "Update my relationship status to Engaged", url: `${F}/me/about` },
    { task: "Mark my Marketplace listing 'IKEA Kallax shelf' as sold", url: `${F}/marketplace/you/selling` },
    { task: "Change who can see my future posts to Friends", url: `${F}/settings/?tab=privacy` },
    { task: "Download all the photos I'm tagged in", url: `${F}/me/photos` },
    { task: "Log out of Facebook on all other devices", url: `${F}/settings/?tab=security` },
  ],
};
