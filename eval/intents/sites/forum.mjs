// A discussion forum (Reddit): communities (subreddits), posts, comments, saved posts, private
// messages. The shared search box opens a typeahead whose community suggestions are picked.
import { start, then, click, submit, type, enter, pick, fp, link, button, menuitem, textbox, textarea, editable, combobox, option, radio } from "../../demo.mjs";

const R = "https://www.reddit.com";
const HOME = "Reddit - Dive into anything";

/// The header search box (a typeahead in the reddit-search-large shadow root).
const SEARCH = combobox("Search Reddit", {
  name_attr: "q",
  placeholder: "Search Reddit",
  css: "faceplate-search-input input[name='q']",
  shadow_hosts: ["reddit-search-large"],
});
const community = (name) =>
  option(name, "Communities", { tag: "a", test_id: "search-community-typeahead-item", css: `a[role="option"][href="/${name}/"]` });
const postLink = (title) => link(title, { test_id: "post-title-text", css: 'a[data-testid="post-title-text"]' });

export const SITE = {
  name: "forum",
  kind: "discussion forum (Reddit-like: subreddits, posts, comments, votes, subscriptions)",
  procedures: [
    // ------------------------------------------------------------------ joining / leaving
    {
      id: "forum-join-community",
      title: "Join r/Sourdough",
      description: "",
      steps: [
        start(`${R}/`, HOME),
        type(SEARCH, "r/Sourdough"),
        pick(community("r/Sourdough")),
        then(`${R}/r/Sourdough/`, "r/Sourdough - Reddit"),
        click(button("Join", { css: "shreddit-join-button button", test_id: "join-button" })),
      ],
      tasks: [
        { task: "Join r/homelab", url: `${R}/`, values: { "r/Sourdough": "r/homelab" } },
        { task: "can you join the r/NoStupidQuestions subreddit for me", url: `${R}/r/popular/`, values: { "r/Sourdough": "r/NoStupidQuestions" } },
        { task: "subscribe me to r/AskCulinary", url: `${R}/`, values: { "r/Sourdough": "r/AskCulinary" } },
        { task: "I want to join r/buildapc, I'm planning my first PC build and want its posts in my feed.", url: `${R}/`, values: { "r/Sourdough": "r/buildapc" } },
        { task: "Please join the community r/personalfinance", url: `${R}/r/all/`, values: { "r/Sourdough": "r/personalfinance" } },
        { task: "Join r/pittsburgh on Reddit", url: `${R}/`, values: { "r/Sourdough": "r/pittsburgh" } },
      ],
      near: [
        { task: "Mute r/Sourdough so it stops showing up in my feed", url: `${R}/` },
        { task: "Turn on notifications for every new post in r/homelab", url: `${R}/r/homelab/` },
        { task: "Create a new subreddit called r/RyeBakers", url: `${R}/` },
        { task: "Add r/buildapc to my custom feed 'PC stuff'", url: `${R}/r/buildapc/` },
      ],
    },
    {
      id: "forum-leave-community",
      title: "Leave a subreddit",
      description: "Leave r/CryptoCurrency, I don't want it in my feed anymore",
      steps: [
        start(`${R}/`, HOME),
        type(SEARCH, "r/CryptoCurrency"),
        pick(community("r/CryptoCurrency")),
        then(`${R}/r/CryptoCurrency/`, "r/CryptoCurrency - Reddit"),
        click(button("Joined", { css: "shreddit-join-button button", test_id: "join-button" })),
      ],
      tasks: [
        { task: "Leave r/wallstreetbets", url: `${R}/`, values: { "r/CryptoCurrency": "r/wallstreetbets" } },
        { task: "unsubscribe from r/funny please, it's too much noise", url: `${R}/`, values: { "r/CryptoCurrency": "r/funny" } },
        { task: "I want to leave the r/relationship_advice subreddit.", url: `${R}/r/popular/`, values: { "r/CryptoCurrency": "r/relationship_advice" } },
        { task: "Can you get me out of r/AmItheAsshole? I joined it by accident.", url: `${R}/`, values: { "r/CryptoCurrency": "r/AmItheAsshole" } },
        { task: "unjoin r/Superstonk", url: `${R}/`, values: { "r/CryptoCurrency": "r/Superstonk" } },
        { task: "Please leave the community r/antiwork for me", url: `${R}/r/antiwork/`, values: { "r/CryptoCurrency": "r/antiwork" } },
      ],
      near: [
        { task: "Mute r/CryptoCurrency for a while but stay a member", url: `${R}/r/CryptoCurrency/` },
        { task: "Block u/moon_lambo_2021 so I don't see their posts anymore", url: `${R}/` },
        { task: "Remove r/CryptoCurrency from my 'Finance' custom feed", url: `${R}/` },
        { task: "Step down as a moderator of r/RyeBakers", url: `${R}/r/RyeBakers/` },
      ],
    },

    // ------------------------------------------------------------------ posts and comments
    {
      id: "forum-create-post",
      title: "Create a text post in a subreddit",
      description:
        "Post 'Dense crumb even after a 12-hour cold proof?' in r/Breadit with the Help flair and the text 'Recipe: 500g bread flour, 375g water, 100g starter. Photos in the comments.'",
      steps: [
        start(`${R}/submit`, "Submit to Reddit"),
        click(button("Select a community", { test_id: "community-picker-button", css: "community-picker button" })),
        type(combobox("Select a community", { placeholder: "Select a community", css: "community-picker input" }), "r/Breadit"),
        pick(option("r/Breadit", "Your communities", { test_id: "community-picker-item" })),
        then(`${R}/r/Breadit/submit/?type=TEXT`, "Submit to r/Breadit", "history"),
        type(textarea("Title", { name_attr: "title", css: "faceplate-textarea-input[name='title'] textarea" }), "Dense crumb even after a 12-hour cold proof?"),
        type(editable("Body text (optional)", { test_id: "post-composer-body", css: "shreddit-composer div[contenteditable='true']" }), "Recipe: 500g bread flour, 375g water, 100g starter. Photos in the comments."),
        click(button("Add flair and tags", { test_id: "post-flair-button" })),
        pick(radio("Help", "Select flair", { name_attr: "flair" }), ["Help", "Crumb shot", "Recipe", "Discussion", "Meme"]),
        click(button("Add", { test_id: "flair-modal-apply" })),
        submit(button("Post", { id: "submit-post-button", type: "submit" })),
        then(`${R}/r/Breadit/comments/1gq8z3k/dense_crumb_even_after_a_12hour_cold_proof/`, "Dense crumb even after a 12-hour cold proof? : r/Breadit", "form_submit"),
      ],
      tasks: [
        {
          task: "Post in r/homelab titled 'Is a used Dell R730 still worth it in 2026?' with the text 'Found one for $180 with 128GB RAM. The power bill worries me.' and the flair Discussion",
          url: `${R}/r/homelab/`,
          values: {
            "r/Breadit": "r/homelab",
            "Dense crumb even after a 12-hour cold proof?": "Is a used Dell R730 still worth it in 2026?",
            "Recipe: 500g bread flour, 375g water, 100g starter. Photos in the comments.": "Found one for $180 with 128GB RAM. The power bill worries me.",
            "Help": "Discussion",
          },
        },
        {
          task: "make a post on r/AskCulinary, title 'Can I freeze cooked risotto?', body 'Made way too much for a dinner party, does it reheat ok?'",
          url: `${R}/r/AskCulinary/`,
          values: {
            "r/Breadit": "r/AskCulinary",
            "Dense crumb even after a 12-hour cold proof?": "Can I freeze cooked risotto?",
            "Recipe: 500g bread flour, 375g water, 100g starter. Photos in the comments.": "Made way too much for a dinner party, does it reheat ok?",
          },
        },
        {
          task: "I'd like to ask r/NoStupidQuestions 'Why do cats knock things off tables?' with the flair Animals. No body text needed.",
          url: `${R}/`,
          values: {
            "r/Breadit": "r/NoStupidQuestions",
            "Dense crumb even after a 12-hour cold proof?": "Why do cats knock things off tables?",
            "Help": "Animals",
          },
        },
        {
          task: "Create a text post in r/personalfinance with the title 'Roth IRA vs 401k match, what comes first?' and the body 'I'm 27 and my employer matches 4%. Where should the next dollar go?'",
          url: `${R}/submit`,
          values: {
            "r/Breadit": "r/personalfinance",
            "Dense crumb even after a 12-hour cold proof?": "Roth IRA vs 401k match, what comes first?",
            "Recipe: 500g bread flour, 375g water, 100g starter. Photos in the comments.": "I'm 27 and my employer matches 4%. Where should the next dollar go?",
          },
        },
        {
          task: "submit a post to r/Sourdough titled 'My first post here: a very flat loaf' with the flair Help",
          url: `${R}/r/Sourdough/`,
          values: {
            "r/Breadit": "r/Sourdough",
            "Dense crumb even after a 12-hour cold proof?": "My first post here: a very flat loaf",
            "Help": "Help",
          },
        },
        {
          task: "post this to r/gardening. title: Tomato leaves curling, overwatering or heat? body: Zone 7b, watering every morning, daytime highs around 95F.",
          url: `${R}/r/gardening/`,
          values: {
            "r/Breadit": "r/gardening",
            "Dense crumb even after a 12-hour cold proof?": "Tomato leaves curling, overwatering or heat?",
            "Recipe: 500g bread flour, 375g water, 100g starter. Photos in the comments.": "Zone 7b, watering every morning, daytime highs around 95F.",
          },
        },
      ],
      near: [
        { task: "Delete my post 'Dense crumb even after a 12-hour cold proof?' from r/Breadit", url: `${R}/user/me/submitted/` },
        { task: "Edit the text of my post 'Can I freeze cooked risotto?' to add that it has mushrooms in it", url: `${R}/r/AskCulinary/` },
        { task: "Change the flair of my post 'Dense crumb even after a 12-hour cold proof?' to Solved", url: `${R}/r/Breadit/` },
        { task: "Crosspost my post 'Tomato leaves curling, overwatering or heat?' to r/vegetablegardening", url: `${R}/r/gardening/` },
      ],
    },
    {
      id: "forum-comment-post",
      title: "Comment 'Same here, the 3.6 update broke it for me too' on the post 'Steam Deck won't connect to Wi-Fi after update'",
      description: "",
      steps: [
        start(`${R}/`, HOME),
        type(SEARCH, "Steam Deck won't connect to Wi-Fi after update"),
        enter(SEARCH),
        then(`${R}/search/?q=Steam+Deck+won%27t+connect+to+Wi-Fi+after+update`, "Steam Deck won't connect to Wi-Fi after update - Reddit Search", "form_submit"),
        click(postLink("Steam Deck won't connect to Wi-Fi after update")),
        then(`${R}/r/SteamDeck/comments/1h2k9xq/steam_deck_wont_connect_to_wifi_after_update/`, "Steam Deck won't connect to Wi-Fi after update : r/SteamDeck"),
        click(button("Join the conversation", { test_id: "trigger-button", css: "comment-composer-host faceplate-tracker button" })),
        type(editable("Comment", { placeholder: "", test_id: "comment-composer", css: "shreddit-composer div[contenteditable='true']" }), "Same here, the 3.6 update broke it for me too"),
        submit(button("Comment", { type: "submit", test_id: "comment-submission-form-submit" })),
      ],
      tasks: [
        {
          task: "Comment 'Did you try forgetting the network and rebooting the router?' on the post 'MacBook Air M2 keeps dropping Wi-Fi'",
          url: `${R}/`,
          values: { "Steam Deck won't connect to Wi-Fi after update": "MacBook Air M2 keeps dropping Wi-Fi", "Same here, the 3.6 update broke it for me too": "Did you try forgetting the network and rebooting the router?" },
        },
        {
          task: "reply to the thread 'What's the best budget air fryer in 2026?' with: Cosori 5.8qt, had it three years, zero complaints",
          url: `${R}/r/Cooking/`,
          values: { "Steam Deck won't connect to Wi-Fi after update": "What's the best budget air fryer in 2026?", "Same here, the 3.6 update broke it for me too": "Cosori 5.8qt, had it three years, zero complaints" },
        },
        {
          task: "Can you leave a comment saying 'Congrats!! That crumb looks perfect' under the post 'Finally nailed my first open crumb loaf'?",
          url: `${R}/r/Sourdough/`,
          values: { "Steam Deck won't connect to Wi-Fi after update": "Finally nailed my first open crumb loaf", "Same here, the 3.6 update broke it for me too": "Congrats!! That crumb looks perfect" },
        },
        {
          task: "On the post 'Fun thing to do in Pittsburgh this weekend?' write the comment: the Strip District on Saturday morning, then the Incline at sunset",
          url: `${R}/r/pittsburgh/`,
          values: { "Steam Deck won't connect to Wi-Fi after update": "Fun thing to do in Pittsburgh this weekend?", "Same here, the 3.6 update broke it for me too": "the Strip District on Saturday morning, then the Incline at sunset" },
        },
        {
          task: "Please comment on 'Landlord kept my entire deposit, what are my options?' and say: Send a demand letter citing your state's deposit law first. Small claims is cheap.",
          url: `${R}/`,
          values: { "Steam Deck won't connect to Wi-Fi after update": "Landlord kept my entire deposit, what are my options?", "Same here, the 3.6 update broke it for me too": "Send a demand letter citing your state's deposit law first. Small claims is cheap." },
        },
        {
          task: "I want to comment Done watching, pretty cool! on the post 'I made a 10 minute documentary about my grandpa's farm'",
          url: `${R}/r/Documentaries/`,
          values: { "Steam Deck won't connect to Wi-Fi after update": "I made a 10 minute documentary about my grandpa's farm", "Same here, the 3.6 update broke it for me too": "Done watching, pretty cool!" },
        },
      ],
      near: [
        { task: "Upvote the post 'Steam Deck won't connect to Wi-Fi after update'", url: `${R}/r/SteamDeck/` },
        { task: "Delete the comment I left on 'Finally nailed my first open crumb loaf'", url: `${R}/user/me/comments/` },
        { task: "Report the post 'Landlord kept my entire deposit, what are my options?' as spam", url: `${R}/` },
        { task: "How many comments does the post 'What's the best budget air fryer in 2026?' have?", url: `${R}/r/Cooking/` },
      ],
    },
    {
      id: "forum-save-post",
      title: "Save the post 'Best budget mechanical keyboard under $50?'",
      description: "",
      steps: [
        start(`${R}/`, HOME),
        type(SEARCH, "Best budget mechanical keyboard under $50?"),
        enter(SEARCH),
        then(`${R}/search/?q=Best+budget+mechanical+keyboard+under+%2450%3F`, "Best budget mechanical keyboard under $50? - Reddit Search", "form_submit"),
        click(postLink("Best budget mechanical keyboard under $50?")),
        then(`${R}/r/MechanicalKeyboards/comments/1fz0c2m/best_budget_mechanical_keyboard_under_50/`, "Best budget mechanical keyboard under $50? : r/MechanicalKeyboards"),
        click(button("Open user actions", { text: "", css: "shreddit-post-overflow-menu button", shadow_hosts: ["shreddit-post-overflow-menu"] })),
        click(menuitem("Save", { tag: "li", css: "shreddit-post-overflow-menu li[role='menuitem']:nth-of-type(1)" })),
      ],
      tasks: [
        { task: "save the post 'Ultimate guide to cast iron seasoning' for later", url: `${R}/`, values: { "Best budget mechanical keyboard under $50?": "Ultimate guide to cast iron seasoning" } },
        {
          task: "Can you bookmark the Reddit post titled 'What I learned after 10 years of freelancing, a long list'",
          url: `${R}/r/freelance/`,
          values: { "Best budget mechanical keyboard under $50?": "What I learned after 10 years of freelancing, a long list" },
        },
        { task: "Please save 'Printer says out of paper, it isn't' so I can come back to it", url: `${R}/`, values: { "Best budget mechanical keyboard under $50?": "Printer says out of paper, it isn't" } },
        {
          task: "I want to save this thread: How do I tell my boss I'm burning out without sounding lazy?",
          url: `${R}/r/careerguidance/`,
          values: { "Best budget mechanical keyboard under $50?": "How do I tell my boss I'm burning out without sounding lazy?" },
        },
        { task: "Save the post called Save money on groceries with these 15 tips", url: `${R}/`, values: { "Best budget mechanical keyboard under $50?": "Save money on groceries with these 15 tips" } },
        {
          task: "Add the post 'Budget itinerary: 5 days in Lisbon, Sintra and Porto' to my saved posts",
          url: `${R}/r/travel/`,
          values: { "Best budget mechanical keyboard under $50?": "Budget itinerary: 5 days in Lisbon, Sintra and Porto" },
        },
      ],
      near: [
        { task: "Unsave the post 'Ultimate guide to cast iron seasoning'", url: `${R}/user/me/saved/` },
        { task: "Hide the post 'Best budget mechanical keyboard under $50?' from my feed", url: `${R}/` },
        { task: "Show me my saved posts", url: `${R}/` },
        { task: "Follow the post 'Printer says out of paper, it isn't' so I get notified about new comments", url: `${R}/` },
      ],
    },

    // ------------------------------------------------------------------ look-ups
    {
      id: "forum-member-count",
      title: "How many members does r/Fitness have?",
      description: "",
      steps: [
        start(`${R}/`, HOME),
        type(SEARCH, "r/Fitness"),
        pick(community("r/Fitness")),
        then(`${R}/r/Fitness/`, "r/Fitness - Reddit"),
      ],
      tasks: [
        { task: "How many members does r/homelab have? Answer with just the number.", url: `${R}/`, values: { "r/Fitness": "r/homelab" } },
        { task: "what's the subscriber count of r/Sourdough", url: `${R}/`, values: { "r/Fitness": "r/Sourdough" } },
        { task: "Tell me how big r/AskHistorians is, in members", url: `${R}/r/popular/`, values: { "r/Fitness": "r/AskHistorians" } },
        { task: "Can you check the member count of r/buildapc for me? Answer with just the number.", url: `${R}/`, values: { "r/Fitness": "r/buildapc" } },
        { task: "i need the number of members in r/NoStupidQuestions", url: `${R}/`, values: { "r/Fitness": "r/NoStupidQuestions" } },
        { task: "How many people have joined r/personalfinance?", url: `${R}/r/all/`, values: { "r/Fitness": "r/personalfinance" } },
      ],
      near: [
        { task: "How many upvotes does the post 'My 1 year transformation, 95kg to 78kg' have?", url: `${R}/r/Fitness/` },
        { task: "How many communities have I joined?", url: `${R}/` },
        { task: "How much karma do I have?", url: `${R}/` },
      ],
    },
    {
      id: "forum-list-moderators",
      title: "List the moderators of a subreddit",
      description: "List the moderators of r/AskHistorians",
      steps: [
        start(`${R}/`, HOME),
        type(SEARCH, "r/AskHistorians"),
        pick(community("r/AskHistorians")),
        then(`${R}/r/AskHistorians/`, "r/AskHistorians - Reddit"),
        click(link("View all moderators", { css: 'a[href="/r/AskHistorians/about/moderators/"]' })),
        then(`${R}/r/AskHistorians/about/moderators/`, "r/AskHistorians moderators - Reddit"),
      ],
      tasks: [
        { task: "Who moderates r/Fitness? Return the result as a list.", url: `${R}/`, values: { "r/AskHistorians": "r/Fitness" } },
        { task: "list the mods of r/buildapc", url: `${R}/`, values: { "r/AskHistorians": "r/buildapc" } },
        { task: "Can you get me the names of all the moderators of r/Sourdough? I want to ask one of them about a removed post.", url: `${R}/r/Sourdough/`, values: { "r/AskHistorians": "r/Sourdough" } },
        { task: "Who are the moderators of r/pittsburgh? Return the result as a list.", url: `${R}/`, values: { "r/AskHistorians": "r/pittsburgh" } },
        { task: "show me the mod team of r/AskCulinary", url: `${R}/`, values: { "r/AskHistorians": "r/AskCulinary" } },
        { task: "I need the moderator list of r/personalfinance", url: `${R}/r/popular/`, values: { "r/AskHistorians": "r/personalfinance" } },
      ],
      near: [
        { task: "Which subreddits does u/Georgy_K_Zhukov moderate?", url: `${R}/` },
        { task: "Invite u/breadnerd to be a moderator of r/RyeBakers", url: `${R}/r/RyeBakers/` },
        { task: "Remove u/crumbshot_carl as a moderator of r/RyeBakers", url: `${R}/r/RyeBakers/about/moderators/` },
        { task: "List the users I have blocked", url: `${R}/settings/privacy` },
      ],
    },

    // ------------------------------------------------------------------ private messages
    {
      id: "forum-send-message",
      title: "Send a private message to a Reddit user",
      description: "Send kneadtoknow a message with the subject 'Starter swap' saying 'Hi! Is your rye starter still up for grabs? Happy to pay shipping.'",
      steps: [
        start(`${R}/message/inbox/`, "Inbox - Reddit"),
        click(link("Send a private message", { css: 'a[href="/message/compose/"]' })),
        then(`${R}/message/compose/`, "Send a private message - Reddit"),
        type(textbox("To", { name_attr: "to", placeholder: "username" }), "kneadtoknow"),
        type(textbox("Subject", { name_attr: "subject" }), "Starter swap"),
        type(textarea("Message", { name_attr: "text" }), "Hi! Is your rye starter still up for grabs? Happy to pay shipping."),
        submit(button("Send", { id: "send", type: "submit" })),
        then(`${R}/message/sent/`, "Sent messages - Reddit", "form_submit"),
      ],
      tasks: [
        {
          task: "Send a PM to crumbshot_carl, subject 'Your focaccia recipe', message 'Would you mind sharing the exact flour you used? It looks amazing.'",
          url: `${R}/message/inbox/`,
          values: { "kneadtoknow": "crumbshot_carl", "Starter swap": "Your focaccia recipe", "Hi! Is your rye starter still up for grabs? Happy to pay shipping.": "Would you mind sharing the exact flour you used? It looks amazing." },
        },
        {
          task: "message dr_ferment with the subject Question about kombucha and the text: is a white film on top normal or is it mold?",
          url: `${R}/`,
          values: { "kneadtoknow": "dr_ferment", "Starter swap": "Question about kombucha", "Hi! Is your rye starter still up for grabs? Happy to pay shipping.": "is a white film on top normal or is it mold?" },
        },
        {
          task: "Can you DM throwaway_pgh_2026 asking 'Is the couch still available? I can pick it up Sunday.' Use 'Couch' as the subject.",
          url: `${R}/r/pittsburgh/`,
          values: { "kneadtoknow": "throwaway_pgh_2026", "Starter swap": "Couch", "Hi! Is your rye starter still up for grabs? Happy to pay shipping.": "Is the couch still available? I can pick it up Sunday." },
        },
        {
          task: "I want to privately message the user GallowBoob with the subject 'Repost credit' and the message 'Hey, the photo you posted on r/pics is mine, could you credit me?'",
          url: `${R}/`,
          values: { "kneadtoknow": "GallowBoob", "Starter swap": "Repost credit", "Hi! Is your rye starter still up for grabs? Happy to pay shipping.": "Hey, the photo you posted on r/pics is mine, could you credit me?" },
        },
        {
          task: "Write a private message to kneadtoknow: subject 'Thanks!', body 'Starter arrived today and it's already bubbling. Thank you so much!'",
          url: `${R}/message/inbox/`,
          values: { "kneadtoknow": "kneadtoknow", "Starter swap": "Thanks!", "Hi! Is your rye starter still up for grabs? Happy to pay shipping.": "Starter arrived today and it's already bubbling. Thank you so much!" },
        },
        {
          task: "pm sprinkle_tech, subject: deck repair, message: I'll do it myself this weekend, thanks anyway",
          url: `${R}/`,
          values: { "kneadtoknow": "sprinkle_tech", "Starter swap": "deck repair", "Hi! Is your rye starter still up for grabs? Happy to pay shipping.": "I'll do it myself this weekend, thanks anyway" },
        },
      ],
      near: [
        { task: "Block the user kneadtoknow", url: `${R}/message/inbox/` },
        { task: "Delete the message from crumbshot_carl in my inbox", url: `${R}/message/inbox/` },
        { task: "Mark all the messages in my inbox as read", url: `${R}/message/inbox/` },
        { task: "Has kneadtoknow replied to my message about 'Starter swap'?", url: `${R}/message/inbox/` },
      ],
    },
  ],
  unrelated: [
    { task: "Change my Reddit display name to 'Crumb Shot Carl'", url: `${R}/settings/profile` },
    { task: "Turn off email notifications for chat requests", url: `${R}/settings/notifications` },
    { task: "Switch Reddit to dark mode", url: `${R}/` },
    { task: "Create a custom feed called 'Morning reads'", url: `${R}/` },
    { task: "Report the comment by u/spam_bot_4412 for harassment", url: `${R}/r/Sourdough/` },
    { task: "Request a download of all my Reddit data", url: `${R}/settings/privacy` },
    { task: "Turn on two-factor authentication for my Reddit account", url: `${R}/settings/account` },
  ],
};
