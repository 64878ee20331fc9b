// A video streaming site (YouTube): search with filters, watch pages, Watch later, playlists,
// channel subscriptions, comments.
import { start, then, click, submit, type, enter, pick, check, fp, link, button, menuitem, tab, textarea, editable, combobox, dropdown, checkbox, option } from "../../demo.mjs";

const Y = "https://www.youtube.com";
const HOME = "YouTube";

const SEARCH = combobox("Search", { name_attr: "search_query", placeholder: "Search", css: "form.ytSearchboxComponentSearchForm input[name='search_query']" });
const results = (q, query) => then(`${Y}/results?search_query=${q}`, `${query} - YouTube`, "form_submit");
const videoLink = (title) => link(title, { id: "video-title", css: "ytd-video-renderer:nth-of-type(1) a#video-title" });
const channelLink = (name) => link(name, { css: "ytd-channel-renderer:nth-of-type(1) #channel-title a", test_id: "" });

export const SITE = {
  name: "video",
  kind: "video streaming site (search, playlists, subscriptions, watch later, comments)",
  procedures: [
    // ------------------------------------------------------------------ saving videos
    {
      id: "video-watch-later",
      title: "Add 'The Insane Engineering of the SR-71 Blackbird' to Watch later",
      description: "",
      steps: [
        start(`${Y}/`, HOME),
        type(SEARCH, "The Insane Engineering of the SR-71 Blackbird"),
        enter(SEARCH),
        results("The+Insane+Engineering+of+the+SR-71+Blackbird", "The Insane Engineering of the SR-71 Blackbird"),
        click(button("Action menu", { text: "", tag: "button", css: "ytd-video-renderer:nth-of-type(1) ytd-menu-renderer yt-icon-button#button button" })),
        click(menuitem("Save to Watch later", { tag: "ytd-menu-service-item-renderer", css: "ytd-menu-popup-renderer ytd-menu-service-item-renderer:nth-of-type(2)" })),
      ],
      tasks: [
        { task: "Save 'How to Make Neapolitan Pizza at Home' to my Watch later list", url: `${Y}/`, values: { "The Insane Engineering of the SR-71 Blackbird": "How to Make Neapolitan Pizza at Home" } },
        { task: "add the video 'Why the Metric System Matters' to watch later", url: `${Y}/feed/subscriptions`, values: { "The Insane Engineering of the SR-71 Blackbird": "Why the Metric System Matters" } },
        { task: "Put 'Lofi Girl - 1 A.M Study Session' in Watch Later please", url: `${Y}/`, values: { "The Insane Engineering of the SR-71 Blackbird": "Lofi Girl - 1 A.M Study Session" } },
        {
          task: "I want to watch 'I Spent 50 Hours Building a Treehouse, Here's What Happened' tonight, can you add it to Watch later?",
          url: `${Y}/`,
          values: { "The Insane Engineering of the SR-71 Blackbird": "I Spent 50 Hours Building a Treehouse, Here's What Happened" },
        },
        { task: "Save 'How I Save $1,000 a Month on Groceries' to watch later", url: `${Y}/`, values: { "The Insane Engineering of the SR-71 Blackbird": "How I Save $1,000 a Month on Groceries" } },
        { task: "watch later: Fall of Civilizations Podcast, The Aztecs, Part 1", url: `${Y}/`, values: { "The Insane Engineering of the SR-71 Blackbird": "Fall of Civilizations Podcast, The Aztecs, Part 1" } },
      ],
      near: [
        { task: "Remove 'The Insane Engineering of the SR-71 Blackbird' from Watch later", url: `${Y}/playlist?list=WL` },
        { task: "Remove all the watched videos from my Watch later playlist", url: `${Y}/playlist?list=WL` },
        { task: "How many videos are in my Watch later list?", url: `${Y}/` },
        { task: "Download 'The Insane Engineering of the SR-71 Blackbird' for offline viewing", url: `${Y}/` },
      ],
    },
    {
      id: "video-save-to-playlist",
      title: "Save a video to one of my playlists",
      description: "Save 'Beginner Deadlift Form Guide' to my playlist 'Gym stuff'",
      steps: [
        start(`${Y}/`, HOME),
        type(SEARCH, "Beginner Deadlift Form Guide"),
        enter(SEARCH),
        results("Beginner+Deadlift+Form+Guide", "Beginner Deadlift Form Guide"),
        click(videoLink("Beginner Deadlift Form Guide")),
        then(`${Y}/watch?v=op9kVnSso6Q`, "Beginner Deadlift Form Guide - YouTube"),
        click(button("Save to playlist", { text: "Save", css: "#top-level-buttons-computed button[aria-label='Save to playlist']" })),
        check(checkbox("Gym stuff", { tag: "tp-yt-paper-checkbox", css: "ytd-playlist-add-to-option-renderer:nth-of-type(3) tp-yt-paper-checkbox" })),
        click(button("Close", { text: "", css: "ytd-add-to-playlist-renderer #close-button button" })),
      ],
      tasks: [
        {
          task: "Save 'Kettlebell Swing Mistakes You're Probably Making' to my Gym stuff playlist",
          url: `${Y}/`,
          values: { "Beginner Deadlift Form Guide": "Kettlebell Swing Mistakes You're Probably Making", "Gym stuff": "Gym stuff" },
        },
        { task: "add 'Easy Weeknight Thai Green Curry' to the playlist Dinner ideas", url: `${Y}/`, values: { "Beginner Deadlift Form Guide": "Easy Weeknight Thai Green Curry", "Gym stuff": "Dinner ideas" } },
        {
          task: "Can you put the video 'Miles Davis - So What (Official Audio)' in my 'Jazz for coding' playlist?",
          url: `${Y}/feed/playlists`,
          values: { "Beginner Deadlift Form Guide": "Miles Davis - So What (Official Audio)", "Gym stuff": "Jazz for coding" },
        },
        {
          task: "I want 'How to Replace a Bike Chain, Step by Step' saved in my playlist called Bike repair, maintenance & tools",
          url: `${Y}/`,
          values: { "Beginner Deadlift Form Guide": "How to Replace a Bike Chain, Step by Step", "Gym stuff": "Bike repair, maintenance & tools" },
        },
        {
          task: "Save the video called Road trip: Pacific Coast Highway in 4K to the playlist Trips to plan",
          url: `${Y}/`,
          values: { "Beginner Deadlift Form Guide": "Road trip: Pacific Coast Highway in 4K", "Gym stuff": "Trips to plan" },
        },
        { task: "please add 'Transformers, explained visually' to my playlist 'ML, DL, NLP'", url: `${Y}/`, values: { "Beginner Deadlift Form Guide": "Transformers, explained visually", "Gym stuff": "ML, DL, NLP" } },
      ],
      near: [
        { task: "Remove 'Beginner Deadlift Form Guide' from my Gym stuff playlist", url: `${Y}/feed/playlists` },
        { task: "Rename my playlist 'Gym stuff' to 'Lifting'", url: `${Y}/feed/playlists` },
        { task: "Delete the playlist 'Dinner ideas'", url: `${Y}/feed/playlists` },
        { task: "Make my playlist 'Gym stuff' public", url: `${Y}/feed/playlists` },
      ],
    },
    {
      id: "video-create-playlist",
      title: "Create a private playlist called 'Sunday cooking'",
      description: "",
      steps: [
        start(`${Y}/feed/playlists`, "Playlists - YouTube"),
        click(button("New playlist", { css: "ytd-browse button[aria-label='New playlist']" })),
        type(textarea("Title", { placeholder: "Choose a title", css: "yt-create-playlist-dialog-form-view-model textarea" }), "Sunday cooking"),
        click(dropdown("Visibility", { text: "Public", css: "yt-dropdown-view-model button" })),
        pick(option("Private", "Visibility", { tag: "yt-list-item-view-model" }), ["Public", "Unlisted", "Private"]),
        submit(button("Create", { css: "yt-create-playlist-dialog-form-view-model button[aria-label='Create']" })),
        then(`${Y}/playlist?list=PLq3UZl9vX3G1dMzQ0tY8kB5Hj2nRw7cEa`, "Sunday cooking - YouTube", "form_submit"),
      ],
      tasks: [
        { task: "Create a public playlist called 'Road trip bangers'", url: `${Y}/`, values: { "Sunday cooking": "Road trip bangers", "Private": "Public" } },
        { task: "make a new playlist named Kids' science videos, keep it unlisted", url: `${Y}/feed/playlists`, values: { "Sunday cooking": "Kids' science videos", "Private": "Unlisted" } },
        {
          task: "Can you create a private playlist 'Watch with Dad: WW2 documentaries, part 2'?",
          url: `${Y}/`,
          values: { "Sunday cooking": "Watch with Dad: WW2 documentaries, part 2", "Private": "Private" },
        },
        { task: "Create an unlisted playlist called 'My playlist for the gym'", url: `${Y}/feed/playlists`, values: { "Sunday cooking": "My playlist for the gym", "Private": "Unlisted" } },
        { task: "create playlist 'Home workouts, no equipment' (private)", url: `${Y}/`, values: { "Sunday cooking": "Home workouts, no equipment", "Private": "Private" } },
        { task: "please set up a public playlist named Do it myself", url: `${Y}/feed/you`, values: { "Sunday cooking": "Do it myself", "Private": "Public" } },
      ],
      near: [
        { task: "Delete my playlist 'Sunday cooking'", url: `${Y}/feed/playlists` },
        { task: "Change the description of my playlist 'Sunday cooking' to 'Slow recipes for lazy Sundays'", url: `${Y}/feed/playlists` },
        { task: "Is my playlist 'Road trip bangers' public or private?", url: `${Y}/feed/playlists` },
        { task: "Create a new channel called 'Sunday Cooking with Sam'", url: `${Y}/account` },
      ],
    },

    // ------------------------------------------------------------------ channels and comments
    {
      id: "video-subscribe-channel",
      title: "Subscribe to a YouTube channel",
      description: "Subscribe to Kurzgesagt – In a Nutshell",
      steps: [
        start(`${Y}/`, HOME),
        type(SEARCH, "Kurzgesagt – In a Nutshell"),
        enter(SEARCH),
        results("Kurzgesagt+%E2%80%93+In+a+Nutshell", "Kurzgesagt – In a Nutshell"),
        click(channelLink("Kurzgesagt – In a Nutshell")),
        then(`${Y}/@kurzgesagt`, "Kurzgesagt – In a Nutshell - YouTube"),
        click(button("Subscribe", { css: "#page-header yt-subscribe-button-view-model button" })),
      ],
      tasks: [
        { task: "subscribe to Veritasium", url: `${Y}/`, values: { "Kurzgesagt – In a Nutshell": "Veritasium" } },
        { task: "Can you subscribe me to the channel Marques Brownlee?", url: `${Y}/`, values: { "Kurzgesagt – In a Nutshell": "Marques Brownlee" } },
        { task: "I'd like to follow Binging with Babish on YouTube", url: `${Y}/feed/trending`, values: { "Kurzgesagt – In a Nutshell": "Binging with Babish" } },
        { task: "Please subscribe to 'Technology Connections'", url: `${Y}/`, values: { "Kurzgesagt – In a Nutshell": "Technology Connections" } },
        { task: "sub to Fall of Civilizations, I love their long episodes", url: `${Y}/`, values: { "Kurzgesagt – In a Nutshell": "Fall of Civilizations" } },
        { task: "Subscribe to the channel 'Home RenoVision DIY'", url: `${Y}/feed/subscriptions`, values: { "Kurzgesagt – In a Nutshell": "Home RenoVision DIY" } },
      ],
      near: [
        { task: "Unsubscribe from Kurzgesagt – In a Nutshell", url: `${Y}/feed/channels` },
        { task: "Turn on all notifications for Veritasium's uploads", url: `${Y}/@veritasium` },
        { task: "How many subscribers does Marques Brownlee have?", url: `${Y}/` },
        { task: "Join Veritasium's channel membership", url: `${Y}/@veritasium` },
      ],
    },
    {
      id: "video-comment",
      title: "Comment on a YouTube video",
      description: "Comment 'Finally a focaccia recipe that doesn't need a stand mixer, thank you!' on the video 'Easy No-Knead Focaccia'",
      steps: [
        start(`${Y}/`, HOME),
        type(SEARCH, "Easy No-Knead Focaccia"),
        enter(SEARCH),
        results("Easy+No-Knead+Focaccia", "Easy No-Knead Focaccia"),
        click(videoLink("Easy No-Knead Focaccia")),
        then(`${Y}/watch?v=Zk3Uo8x4qK0`, "Easy No-Knead Focaccia - YouTube"),
        click(fp({ tag: "div", role: "button", name: "Add a comment…", text: "Add a comment…", id: "placeholder-area", css: "ytd-comment-simplebox-renderer #placeholder-area" })),
        type(editable("Add a comment…", { id: "contenteditable-root", placeholder: "Add a comment…" }), "Finally a focaccia recipe that doesn't need a stand mixer, thank you!"),
        submit(button("Comment", { id: "submit-button", css: "ytd-commentbox #submit-button button" })),
      ],
      tasks: [
        {
          task: "Comment 'This explained Fourier transforms better than my professor did' on 'But what is the Fourier Transform? A visual introduction'",
          url: `${Y}/`,
          values: { "Easy No-Knead Focaccia": "But what is the Fourier Transform? A visual introduction", "Finally a focaccia recipe that doesn't need a stand mixer, thank you!": "This explained Fourier transforms better than my professor did" },
        },
        {
          task: "leave a comment on the video Rust in 100 Seconds saying: Done watching, pretty cool!",
          url: `${Y}/`,
          values: { "Easy No-Knead Focaccia": "Rust in 100 Seconds", "Finally a focaccia recipe that doesn't need a stand mixer, thank you!": "Done watching, pretty cool!" },
        },
        {
          task: "Can you write 'Tried this with whole wheat flour, still worked great, 10/10' under 'Easy No-Knead Focaccia'?",
          url: `${Y}/watch?v=Zk3Uo8x4qK0`,
          values: { "Easy No-Knead Focaccia": "Easy No-Knead Focaccia", "Finally a focaccia recipe that doesn't need a stand mixer, thank you!": "Tried this with whole wheat flour, still worked great, 10/10" },
        },
        {
          task: "I want to post a comment on 'How to Replace a Bike Chain, Step by Step' asking 'What size chain tool do you use at 3:15?'",
          url: `${Y}/`,
          values: { "Easy No-Knead Focaccia": "How to Replace a Bike Chain, Step by Step", "Finally a focaccia recipe that doesn't need a stand mixer, thank you!": "What size chain tool do you use at 3:15?" },
        },
        {
          task: "comment on the video 'Beginner Deadlift Form Guide': great video, but which shoes do you recommend?",
          url: `${Y}/`,
          values: { "Easy No-Knead Focaccia": "Beginner Deadlift Form Guide", "Finally a focaccia recipe that doesn't need a stand mixer, thank you!": "great video, but which shoes do you recommend?" },
        },
        {
          task: "Please comment 'First!' on Veritasium's video 'The Surprising Genius of Sewerage'",
          url: `${Y}/@veritasium`,
          values: { "Easy No-Knead Focaccia": "The Surprising Genius of Sewerage", "Finally a focaccia recipe that doesn't need a stand mixer, thank you!": "First!" },
        },
      ],
      near: [
        { task: "Delete my comment on 'Easy No-Knead Focaccia'", url: `${Y}/` },
        { task: "Like the video 'Easy No-Knead Focaccia'", url: `${Y}/` },
        { task: "Pin the top comment on my video 'Unboxing the Framework Laptop 16'", url: `${Y}/` },
        { task: "Turn off comments on my video 'Unboxing the Framework Laptop 16'", url: `${Y}/` },
      ],
    },

    // ------------------------------------------------------------------ look-ups
    {
      id: "video-view-count",
      title: "How many views does 'Me at the zoo' have?",
      description: "",
      steps: [
        start(`${Y}/`, HOME),
        type(SEARCH, "Me at the zoo"),
        enter(SEARCH),
        results("Me+at+the+zoo", "Me at the zoo"),
        click(videoLink("Me at the zoo")),
        then(`${Y}/watch?v=jNQXAC9IVRw`, "Me at the zoo - YouTube"),
        click(button("...more", { id: "expand", tag: "tp-yt-paper-button", css: "ytd-text-inline-expander #expand" })),
      ],
      tasks: [
        {
          task: "How many views does 'Rick Astley - Never Gonna Give You Up (Official Music Video)' have? Answer with just the number.",
          url: `${Y}/`,
          values: { "Me at the zoo": "Rick Astley - Never Gonna Give You Up (Official Music Video)" },
        },
        { task: "what's the view count on 'The Insane Engineering of the SR-71 Blackbird'", url: `${Y}/`, values: { "Me at the zoo": "The Insane Engineering of the SR-71 Blackbird" } },
        { task: "Can you tell me how many times 'Charlie bit my finger - again !' has been viewed? Answer with just the number.", url: `${Y}/`, values: { "Me at the zoo": "Charlie bit my finger - again !" } },
        { task: "I need the number of views of the video Easy No-Knead Focaccia", url: `${Y}/feed/history`, values: { "Me at the zoo": "Easy No-Knead Focaccia" } },
        { task: "How many people have watched 'Luis Fonsi - Despacito ft. Daddy Yankee'?", url: `${Y}/`, values: { "Me at the zoo": "Luis Fonsi - Despacito ft. Daddy Yankee" } },
        { task: "views on 'How to Replace a Bike Chain, Step by Step'?", url: `${Y}/`, values: { "Me at the zoo": "How to Replace a Bike Chain, Step by Step" } },
      ],
      near: [
        { task: "Download 'Me at the zoo'", url: `${Y}/watch?v=jNQXAC9IVRw` },
        { task: "How many views did my latest Short get?", url: `${Y}/` },
        { task: "Show me the videos I watched today", url: `${Y}/` },
      ],
    },
    {
      id: "video-channel-videos",
      title: "List a YouTube channel's most popular videos",
      description: "List Veritasium's most popular videos",
      steps: [
        start(`${Y}/`, HOME),
        type(SEARCH, "Veritasium"),
        enter(SEARCH),
        results("Veritasium", "Veritasium"),
        click(channelLink("Veritasium")),
        then(`${Y}/@veritasium`, "Veritasium - YouTube"),
        click(tab("Videos", { tag: "yt-tab-shape", css: "yt-tab-shape[tab-title='Videos']" })),
        then(`${Y}/@veritasium/videos`, "Veritasium - YouTube", "history"),
        pick(fp({ tag: "chip-shape", role: "tab", name: "Popular", text: "Popular", context_label: "Sort videos", css: "chip-bar-view-model chip-shape:nth-of-type(2) button" }), ["Latest", "Popular", "Oldest"]),
      ],
      tasks: [
        { task: "What are the most popular videos on Mark Rober's channel? Return the result as a list.", url: `${Y}/`, values: { "Veritasium": "Mark Rober", "Popular": "Popular" } },
        { task: "show me the latest uploads from Kurzgesagt – In a Nutshell", url: `${Y}/`, values: { "Veritasium": "Kurzgesagt – In a Nutshell", "Popular": "Latest" } },
        { task: "List the oldest videos of Tom Scott", url: `${Y}/`, values: { "Veritasium": "Tom Scott", "Popular": "Oldest" } },
        { task: "Can you find Binging with Babish's most popular videos?", url: `${Y}/feed/subscriptions`, values: { "Veritasium": "Binging with Babish", "Popular": "Popular" } },
        { task: "I want to see the latest videos on the Technology Connections channel. Return the result as a list.", url: `${Y}/`, values: { "Veritasium": "Technology Connections", "Popular": "Latest" } },
        { task: "most popular videos from Fall of Civilizations?", url: `${Y}/`, values: { "Veritasium": "Fall of Civilizations", "Popular": "Popular" } },
      ],
      near: [
        { task: "What's trending on YouTube right now?", url: `${Y}/` },
        { task: "List the videos I liked this week", url: `${Y}/` },
        { task: "Stop recommending videos from the channel Veritasium", url: `${Y}/` },
      ],
    },
    {
      id: "video-filtered-search",
      title: "Search YouTube for 'raised garden bed build' videos from this month that are over 20 minutes",
      description: "",
      steps: [
        start(`${Y}/`, HOME),
        type(SEARCH, "raised garden bed build"),
        enter(SEARCH),
        results("raised+garden+bed+build", "raised garden bed build"),
        click(button("Search filters", { css: "#filter-button button" })),
        pick(fp({ tag: "a", role: "link", name: "This month", text: "This month", context_label: "Upload date", css: "ytd-search-filter-group-renderer:nth-of-type(1) ytd-search-filter-renderer:nth-of-type(4) a" }), ["Last hour", "Today", "This week", "This month", "This year"]),
        then(`${Y}/results?search_query=raised+garden+bed+build&sp=EgIIBA%253D%253D`, "raised garden bed build - YouTube"),
        click(button("Search filters", { css: "#filter-button button" })),
        pick(fp({ tag: "a", role: "link", name: "Over 20 minutes", text: "Over 20 minutes", context_label: "Duration", css: "ytd-search-filter-group-renderer:nth-of-type(3) ytd-search-filter-renderer:nth-of-type(3) a" }), ["Under 4 minutes", "4 - 20 minutes", "Over 20 minutes"]),
        then(`${Y}/results?search_query=raised+garden+bed+build&sp=EgQIBBgC`, "raised garden bed build - YouTube"),
      ],
      tasks: [
        {
          task: "Find YouTube videos about 'sourdough starter from scratch' uploaded this week, under 4 minutes",
          url: `${Y}/`,
          values: { "raised garden bed build": "sourdough starter from scratch", "This month": "This week", "Over 20 minutes": "Under 4 minutes" },
        },
        {
          task: "search for kayak roll tutorial videos from today that are over 20 minutes long",
          url: `${Y}/`,
          values: { "raised garden bed build": "kayak roll tutorial", "This month": "Today", "Over 20 minutes": "Over 20 minutes" },
        },
        {
          task: "Can you look up 'Elden Ring DLC boss guide, no summons' videos from this year that are 4 to 20 minutes?",
          url: `${Y}/`,
          values: { "raised garden bed build": "Elden Ring DLC boss guide, no summons", "This month": "This year", "Over 20 minutes": "4 - 20 minutes" },
        },
        {
          task: "Show me videos for 'history of the Byzantine Empire' uploaded this month and longer than 20 minutes. Return the result as a list.",
          url: `${Y}/`,
          values: { "raised garden bed build": "history of the Byzantine Empire", "This month": "This month", "Over 20 minutes": "Over 20 minutes" },
        },
        {
          task: "search youtube for 'home espresso setup under $500' uploaded in the last hour, only videos under 4 minutes",
          url: `${Y}/feed/trending`,
          values: { "raised garden bed build": "home espresso setup under $500", "This month": "Last hour", "Over 20 minutes": "Under 4 minutes" },
        },
        {
          task: "I want 'raspberry pi home server' videos from this week that are over 20 minutes. Return the result as a list.",
          url: `${Y}/`,
          values: { "raised garden bed build": "raspberry pi home server", "This month": "This week", "Over 20 minutes": "Over 20 minutes" },
        },
      ],
      near: [
        { task: "Clear my YouTube search history", url: `${Y}/feed/history` },
        { task: "Search my watch history for 'garden bed'", url: `${Y}/feed/history` },
        { task: "Pause my YouTube watch history", url: `${Y}/feed/history` },
      ],
    },
  ],
  unrelated: [
    { task: "Turn on Restricted Mode", url: `${Y}/` },
    { task: "Change my channel's profile picture", url: `${Y}/account` },
    { task: "Upload the video 'cabin-trip-final.mp4' as unlisted", url: `${Y}/` },
    { task: "Always play videos in 1080p", url: `${Y}/account_playback` },
    { task: "Cancel my YouTube Premium membership", url: `${Y}/paid_memberships` },
    { task: "Turn off autoplay", url: `${Y}/` },
    { task: "Report the video 'FREE iPhone 17 giveaway!!' as spam", url: `${Y}/` },
  ],
};
