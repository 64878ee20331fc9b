// A blog / news CMS (self-hosted WordPress admin): posts in the block editor, pages, media
// library, comments moderation, users and roles.
import { start, then, click, submit, type, select, check, fp, link, button, textbox, email, textarea, editable, searchbox, selectEl, checkbox } from "../../demo.mjs";

const W = "https://blog.harborlightcoffee.com";
const A = `${W}/wp-admin`;
const wp = (what) => `${what} ‹ Harbor Light Coffee — WordPress`;

const ROLES = ["Subscriber", "Contributor", "Author", "Editor", "Administrator"];
const TITLE = editable("Add title", { tag: "h1", placeholder: "Add title", css: "h1.wp-block-post-title.editor-post-title__input" });
const BODY = editable("Empty block; start writing or type forward slash to choose a block", {
  tag: "p",
  placeholder: "Type / to choose a block",
  css: ".block-editor-default-block-appender__content, p.block-editor-rich-text__editable",
  frame_path: [0],
});
const titleIn = (x) => ({ ...TITLE, frame_path: [0], ...x });
const inputSubmit = (name, id) => fp({ tag: "input", role: "button", name, text: "", type: "submit", id });

export const SITE = {
  name: "blog-cms",
  kind: "blog / news CMS (WordPress admin: posts, pages, media, comments, users)",
  procedures: [
    // ------------------------------------------------------------------ posts and pages
    {
      id: "blog-cms-draft-post",
      title: "Write a new blog post draft",
      description:
        "Draft a post titled 'Our Ethiopian Yirgacheffe is back' with the text 'Bright, floral and tea-like: the Yirgacheffe returns this Friday in 12 oz bags.' in the Coffee News category",
      steps: [
        start(`${A}/edit.php`, wp("Posts")),
        click(link("Add New Post", { css: "a.page-title-action" })),
        then(`${A}/post-new.php`, wp("Add New Post")),
        type(titleIn(), "Our Ethiopian Yirgacheffe is back"),
        type(BODY, "Bright, floral and tea-like: the Yirgacheffe returns this Friday in 12 oz bags."),
        click(button("Categories", { css: ".editor-post-taxonomies__hierarchical-terms-list, .components-panel__body-toggle" })),
        check(checkbox("Coffee News", { id: "inspector-checkbox-control-2", css: "#inspector-checkbox-control-2" })),
        click(button("Save draft", { css: "button.editor-post-save-draft" })),
      ],
      tasks: [
        {
          task: "Draft a post 'Five mistakes people make with their French press' with the text 'Grind too fine, water too hot, steeping too long, skipping the bloom, and leaving it on the grounds.' in Brewing Guides",
          url: `${A}/edit.php`,
          values: {
            "Our Ethiopian Yirgacheffe is back": "Five mistakes people make with their French press",
            "Bright, floral and tea-like: the Yirgacheffe returns this Friday in 12 oz bags.": "Grind too fine, water too hot, steeping too long, skipping the bloom, and leaving it on the grounds.",
            "Coffee News": "Brewing Guides",
          },
        },
        {
          task: "write a draft blog post titled Holiday hours, 2026 with the body 'We close at 2pm on Dec 24 and reopen Dec 27 at 7am.' category Announcements",
          url: `${A}/`,
          values: {
            "Our Ethiopian Yirgacheffe is back": "Holiday hours, 2026",
            "Bright, floral and tea-like: the Yirgacheffe returns this Friday in 12 oz bags.": "We close at 2pm on Dec 24 and reopen Dec 27 at 7am.",
            "Coffee News": "Announcements",
          },
        },
        {
          task: "Can you start a new post called 'Meet our new roaster, Dana' in the Coffee News category? Just a draft. Body: 'Dana joins us from Portland with ten years of roasting experience.'",
          url: `${A}/edit.php`,
          values: {
            "Our Ethiopian Yirgacheffe is back": "Meet our new roaster, Dana",
            "Bright, floral and tea-like: the Yirgacheffe returns this Friday in 12 oz bags.": "Dana joins us from Portland with ten years of roasting experience.",
            "Coffee News": "Coffee News",
          },
        },
        {
          task: "I want to save a draft post named 'Cold brew vs iced coffee: what's the difference?' with the text 'Cold brew steeps for 18 hours; iced coffee is brewed hot and chilled fast.' under Brewing Guides",
          url: `${A}/`,
          values: {
            "Our Ethiopian Yirgacheffe is back": "Cold brew vs iced coffee: what's the difference?",
            "Bright, floral and tea-like: the Yirgacheffe returns this Friday in 12 oz bags.": "Cold brew steeps for 18 hours; iced coffee is brewed hot and chilled fast.",
            "Coffee News": "Brewing Guides",
          },
        },
        {
          task: "new draft: title 'Draft post about our new loyalty card', category Announcements",
          url: `${A}/edit.php?post_status=draft&post_type=post`,
          values: { "Our Ethiopian Yirgacheffe is back": "Draft post about our new loyalty card", "Coffee News": "Announcements" },
        },
        {
          task: "Please create a blog post draft titled 'Why we stopped selling K-Cups' with the content 'Pods are convenient, but most still end up in landfill. Here is what we sell instead.'",
          url: `${A}/edit.php`,
          values: {
            "Our Ethiopian Yirgacheffe is back": "Why we stopped selling K-Cups",
            "Bright, floral and tea-like: the Yirgacheffe returns this Friday in 12 oz bags.": "Pods are convenient, but most still end up in landfill. Here is what we sell instead.",
          },
        },
      ],
      near: [
        { task: "Publish the draft 'Our Ethiopian Yirgacheffe is back'", url: `${A}/edit.php?post_status=draft&post_type=post` },
        { task: "Delete the post 'Five mistakes people make with their French press'", url: `${A}/edit.php` },
        { task: "Schedule the post 'Holiday hours, 2026' to go live on December 20 at 8:00 AM", url: `${A}/edit.php` },
        { task: "Add the tag 'decaf' to the post 'Why we stopped selling K-Cups'", url: `${A}/edit.php` },
      ],
    },
    {
      id: "blog-cms-publish-page",
      title: "Publish a page called 'Wholesale Inquiries' with the text 'Cafés and offices: email wholesale@harborlightcoffee.com for our price list.'",
      description: "",
      steps: [
        start(`${A}/edit.php?post_type=page`, wp("Pages")),
        click(link("Add New Page", { css: "a.page-title-action" })),
        then(`${A}/post-new.php?post_type=page`, wp("Add New Page")),
        type(titleIn(), "Wholesale Inquiries"),
        type(BODY, "Cafés and offices: email wholesale@harborlightcoffee.com for our price list."),
        click(button("Publish", { css: "button.editor-post-publish-panel__toggle" })),
        click(button("Publish", { css: ".editor-post-publish-panel button.editor-post-publish-button" })),
      ],
      tasks: [
        {
          task: "Publish a page called 'Careers' with the text 'We're hiring baristas at both locations. Send your resume to jobs@harborlightcoffee.com.'",
          url: `${A}/edit.php?post_type=page`,
          values: { "Wholesale Inquiries": "Careers", "Cafés and offices: email wholesale@harborlightcoffee.com for our price list.": "We're hiring baristas at both locations. Send your resume to jobs@harborlightcoffee.com." },
        },
        {
          task: "create and publish a new page titled Allergy information, the text should be 'Our pastries are made in a kitchen that handles nuts, dairy, eggs and gluten.'",
          url: `${A}/`,
          values: { "Wholesale Inquiries": "Allergy information", "Cafés and offices: email wholesale@harborlightcoffee.com for our price list.": "Our pastries are made in a kitchen that handles nuts, dairy, eggs and gluten." },
        },
        {
          task: "Can you put up a page 'Gift Cards' saying 'Gift cards are available in store and online, in amounts from $10 to $200.'?",
          url: `${A}/edit.php?post_type=page`,
          values: { "Wholesale Inquiries": "Gift Cards", "Cafés and offices: email wholesale@harborlightcoffee.com for our price list.": "Gift cards are available in store and online, in amounts from $10 to $200." },
        },
        {
          task: "I need a new live page named 'Events & Private Bookings' with the content 'Book the back room for up to 24 guests, weekdays after 5pm.'",
          url: `${A}/`,
          values: { "Wholesale Inquiries": "Events & Private Bookings", "Cafés and offices: email wholesale@harborlightcoffee.com for our price list.": "Book the back room for up to 24 guests, weekdays after 5pm." },
        },
        {
          task: "publish page 'Page not found? Try our menu' with text 'Sorry, that link is broken. Start from the menu instead.'",
          url: `${A}/edit.php?post_type=page`,
          values: { "Wholesale Inquiries": "Page not found? Try our menu", "Cafés and offices: email wholesale@harborlightcoffee.com for our price list.": "Sorry, that link is broken. Start from the menu instead." },
        },
        { task: "Please publish a new page called 'Our Sourcing Promise'", url: `${A}/edit.php?post_type=page`, values: { "Wholesale Inquiries": "Our Sourcing Promise" } },
      ],
      near: [
        { task: "Unpublish the page 'Wholesale Inquiries' and turn it back into a draft", url: `${A}/edit.php?post_type=page` },
        { task: "Set the page 'Wholesale Inquiries' as the homepage", url: `${A}/options-reading.php` },
        { task: "Make 'Careers' a child page of 'About Us'", url: `${A}/edit.php?post_type=page` },
        { task: "Publish a new blog post titled 'Pumpkin spice is back (sorry)'", url: `${A}/edit.php` },
      ],
    },

    // ------------------------------------------------------------------ comments
    {
      id: "blog-cms-approve-comment",
      title: "Approve a pending comment",
      description: "Approve Jenna Morales's pending comment",
      steps: [
        start(`${A}/edit-comments.php`, wp("Comments")),
        click(link("Pending (3)", { css: ".subsubsub li.moderated a" })),
        then(`${A}/edit-comments.php?comment_status=moderated`, wp("Comments")),
        type(searchbox("Search Comments", { id: "comment-search-input", name_attr: "s" }), "Jenna Morales"),
        submit(inputSubmit("Search Comments", "search-submit")),
        then(`${A}/edit-comments.php?s=Jenna+Morales&comment_status=moderated`, wp("Comments"), "form_submit"),
        click(fp({ tag: "a", role: "button", name: "Approve this comment", text: "Approve", css: "#the-comment-list tr:nth-of-type(1) .row-actions .approve a" })),
      ],
      tasks: [
        { task: "Approve the comment from Raj Patel", url: `${A}/edit-comments.php`, values: { "Jenna Morales": "Raj Patel" } },
        { task: "approve the pending comment by coffee_lover_88", url: `${A}/`, values: { "Jenna Morales": "coffee_lover_88" } },
        { task: "Can you approve Brigid O'Donnell's comment? It's been pending since Tuesday.", url: `${A}/edit-comments.php`, values: { "Jenna Morales": "Brigid O'Donnell" } },
        { task: "There's a comment from Luis Fernando Gómez waiting for moderation, please approve it", url: `${A}/`, values: { "Jenna Morales": "Luis Fernando Gómez" } },
        { task: "I want to approve the comment that Priya K. left", url: `${A}/edit-comments.php?comment_status=moderated`, values: { "Jenna Morales": "Priya K." } },
        { task: "approve pending comment, author Tomás Oyelaran-Reed", url: `${A}/edit-comments.php`, values: { "Jenna Morales": "Tomás Oyelaran-Reed" } },
      ],
      near: [
        { task: "Mark Jenna Morales's comment as spam", url: `${A}/edit-comments.php` },
        { task: "Move the comment from Raj Patel to the trash", url: `${A}/edit-comments.php` },
        { task: "Reply 'Thanks for stopping by!' to Jenna Morales's comment", url: `${A}/edit-comments.php` },
        { task: "Unapprove the comment by coffee_lover_88", url: `${A}/edit-comments.php` },
      ],
    },

    // ------------------------------------------------------------------ users
    {
      id: "blog-cms-add-user",
      title: "Add Mei Chen as an Editor with username mchen and email mei.chen@harborlightcoffee.com",
      description: "",
      steps: [
        start(`${A}/users.php`, wp("Users")),
        click(link("Add New User", { css: "a.page-title-action" })),
        then(`${A}/user-new.php`, wp("Add New User")),
        type(textbox("Username (required)", { id: "user_login", name_attr: "user_login", autocomplete: "off" }), "mchen"),
        type(email("Email (required)", { id: "email", name_attr: "email" }), "mei.chen@harborlightcoffee.com"),
        type(textbox("First Name", { id: "first_name", name_attr: "first_name" }), "Mei"),
        type(textbox("Last Name", { id: "last_name", name_attr: "last_name" }), "Chen"),
        select(selectEl("Role", { id: "role", name_attr: "role" }), "Editor", ROLES),
        submit(inputSubmit("Add New User", "createusersub")),
        then(`${A}/users.php?id=9`, wp("Users"), "form_submit"),
      ],
      tasks: [
        {
          task: "Add Jordan Blake as an Author with username jblake and email jordan.blake@harborlightcoffee.com",
          url: `${A}/users.php`,
          values: { "mchen": "jblake", "mei.chen@harborlightcoffee.com": "jordan.blake@harborlightcoffee.com", "Mei": "Jordan", "Chen": "Blake", "Editor": "Author" },
        },
        {
          task: "create a new user for our intern: username sam_intern, email sam.intern@gmail.com, role Contributor",
          url: `${A}/`,
          values: { "mchen": "sam_intern", "mei.chen@harborlightcoffee.com": "sam.intern@gmail.com", "Editor": "Contributor" },
        },
        {
          task: "Can you add a new administrator? Username is ana.ruiz, email ana@ruizconsulting.co, first name Ana María, last name Ruiz Torres",
          url: `${A}/users.php`,
          values: { "mchen": "ana.ruiz", "mei.chen@harborlightcoffee.com": "ana@ruizconsulting.co", "Mei": "Ana María", "Chen": "Ruiz Torres", "Editor": "Administrator" },
        },
        {
          task: "I need an account for Kenji Watanabe (kwatanabe, kenji.w@harborlightcoffee.com), he'll be an editor",
          url: `${A}/users.php`,
          values: { "mchen": "kwatanabe", "mei.chen@harborlightcoffee.com": "kenji.w@harborlightcoffee.com", "Mei": "Kenji", "Chen": "Watanabe", "Editor": "Editor" },
        },
        {
          task: "new WP user: username guestwriter2026, email guest.writer@outlook.com, subscriber",
          url: `${A}/user-new.php`,
          values: { "mchen": "guestwriter2026", "mei.chen@harborlightcoffee.com": "guest.writer@outlook.com", "Editor": "Subscriber" },
        },
        {
          task: "please add a user named Olivia Brooks-Hart, username obrookshart, email olivia@brookshart.studio, as an author",
          url: `${A}/`,
          values: { "mchen": "obrookshart", "mei.chen@harborlightcoffee.com": "olivia@brookshart.studio", "Mei": "Olivia", "Chen": "Brooks-Hart", "Editor": "Author" },
        },
      ],
      near: [
        { task: "Delete the user mchen and give her posts to jblake", url: `${A}/users.php` },
        { task: "Send a password reset link to mchen", url: `${A}/users.php` },
        { task: "Add a new category called 'Tasting Notes'", url: `${A}/edit-tags.php?taxonomy=category` },
      ],
    },
    {
      id: "blog-cms-change-role",
      title: "Change a user's role",
      description: "Make dlopez an Author",
      steps: [
        start(`${A}/users.php`, wp("Users")),
        type(searchbox("Search Users", { id: "user-search-input", name_attr: "s" }), "dlopez"),
        submit(inputSubmit("Search Users", "search-submit")),
        then(`${A}/users.php?s=dlopez`, wp("Users"), "form_submit"),
        click(link("dlopez", { css: "#the-list td.username strong a" })),
        then(`${A}/user-edit.php?user_id=7&wp_http_referer=%2Fwp-admin%2Fusers.php%3Fs%3Ddlopez`, wp("Edit User dlopez")),
        select(selectEl("Role", { id: "role", name_attr: "role" }), "Author", ROLES),
        submit(inputSubmit("Update User", "submit")),
      ],
      tasks: [
        { task: "Make mchen an Administrator", url: `${A}/users.php`, values: { "dlopez": "mchen", "Author": "Administrator" } },
        { task: "change jblake's role to contributor", url: `${A}/`, values: { "dlopez": "jblake", "Author": "Contributor" } },
        { task: "Can you demote sam_intern to Subscriber? The internship ended.", url: `${A}/users.php`, values: { "dlopez": "sam_intern", "Author": "Subscriber" } },
        { task: "I want kwatanabe to be an Editor instead of an Author", url: `${A}/users.php`, values: { "dlopez": "kwatanabe", "Author": "Editor" } },
        { task: "give guestwriter2026 the author role", url: `${A}/users.php?role=subscriber`, values: { "dlopez": "guestwriter2026", "Author": "Author" } },
        { task: "Please promote ana.ruiz to administrator", url: `${A}/`, values: { "dlopez": "ana.ruiz", "Author": "Administrator" } },
      ],
      near: [
        { task: "What role does dlopez have?", url: `${A}/users.php` },
        { task: "Change the email address of dlopez to diego@lopez.dev", url: `${A}/users.php` },
        { task: "Make dlopez the author of the post 'Meet our new roaster, Dana'", url: `${A}/edit.php` },
      ],
    },

    // ------------------------------------------------------------------ media
    {
      id: "blog-cms-image-alt-text",
      title: "Set the alt text of the image latte-art-rosetta to 'Rosetta latte art in a blue ceramic cup'",
      description: "",
      steps: [
        start(`${A}/upload.php`, wp("Media Library")),
        type(searchbox("Search media", { id: "media-search-input", placeholder: "" }), "latte-art-rosetta"),
        click(fp({ tag: "li", role: "checkbox", name: "latte-art-rosetta", css: "ul.attachments li.attachment:nth-of-type(1)" })),
        then(`${A}/upload.php?item=312`, wp("Media Library"), "history"),
        type(textarea("Alternative Text", { id: "attachment-details-two-column-alt-text" }), "Rosetta latte art in a blue ceramic cup"),
        click(button("Close dialog", { text: "", css: "button.media-modal-close" })),
      ],
      tasks: [
        {
          task: "Set the alt text of cold-brew-bottles-2026 to 'Three cold brew bottles on a wooden counter'",
          url: `${A}/upload.php`,
          values: { "latte-art-rosetta": "cold-brew-bottles-2026", "Rosetta latte art in a blue ceramic cup": "Three cold brew bottles on a wooden counter" },
        },
        {
          task: "change the alt text on the image storefront-night to: Harbor Light Coffee storefront at night, neon sign lit",
          url: `${A}/`,
          values: { "latte-art-rosetta": "storefront-night", "Rosetta latte art in a blue ceramic cup": "Harbor Light Coffee storefront at night, neon sign lit" },
        },
        {
          task: "Can you add the alt text 'Barista Dana pouring a flat white, close-up' to the photo dana-pour-closeup?",
          url: `${A}/upload.php`,
          values: { "latte-art-rosetta": "dana-pour-closeup", "Rosetta latte art in a blue ceramic cup": "Barista Dana pouring a flat white, close-up" },
        },
        {
          task: "The image espresso-machine-lamarzocco has no alt text. Set it to 'La Marzocco Linea Mini espresso machine'.",
          url: `${A}/upload.php?mode=grid`,
          values: { "latte-art-rosetta": "espresso-machine-lamarzocco", "Rosetta latte art in a blue ceramic cup": "La Marzocco Linea Mini espresso machine" },
        },
        {
          task: "I want the alt text of pastry-case-morning to be Pastry case with croissants, scones and muffins",
          url: `${A}/upload.php`,
          values: { "latte-art-rosetta": "pastry-case-morning", "Rosetta latte art in a blue ceramic cup": "Pastry case with croissants, scones and muffins" },
        },
        {
          task: "alt text for the image beans-yirgacheffe: Ethiopian Yirgacheffe beans in a burlap sack",
          url: `${A}/`,
          values: { "latte-art-rosetta": "beans-yirgacheffe", "Rosetta latte art in a blue ceramic cup": "Ethiopian Yirgacheffe beans in a burlap sack" },
        },
      ],
      near: [
        { task: "Delete the image latte-art-rosetta from the media library", url: `${A}/upload.php` },
        { task: "Set latte-art-rosetta as the featured image of 'Our Ethiopian Yirgacheffe is back'", url: `${A}/edit.php` },
        { task: "Crop the image storefront-night to a square", url: `${A}/upload.php` },
        { task: "Change the caption of latte-art-rosetta to 'Our head barista's favorite pour'", url: `${A}/upload.php` },
      ],
    },

    // ------------------------------------------------------------------ look-ups
    {
      id: "blog-cms-comment-count",
      title: "How many comments does the post 'How to Dial In Espresso at Home' have?",
      description: "",
      steps: [
        start(`${A}/edit.php`, wp("Posts")),
        type(searchbox("Search Posts", { id: "post-search-input", name_attr: "s" }), "How to Dial In Espresso at Home"),
        submit(inputSubmit("Search Posts", "search-submit")),
        then(`${A}/edit.php?s=How+to+Dial+In+Espresso+at+Home&post_status=all&post_type=post`, wp("Posts"), "form_submit"),
      ],
      tasks: [
        {
          task: "How many comments are on 'Five mistakes people make with their French press'? Answer with just the number.",
          url: `${A}/edit.php`,
          values: { "How to Dial In Espresso at Home": "Five mistakes people make with their French press" },
        },
        { task: "comment count for the post Holiday hours, 2026", url: `${A}/`, values: { "How to Dial In Espresso at Home": "Holiday hours, 2026" } },
        {
          task: "Can you check how many comments 'Cold brew vs iced coffee: what's the difference?' got?",
          url: `${A}/edit.php`,
          values: { "How to Dial In Espresso at Home": "Cold brew vs iced coffee: what's the difference?" },
        },
        {
          task: "I'm curious how many people commented on our post 'Meet our new roaster, Dana'. Answer with just the number.",
          url: `${A}/`,
          values: { "How to Dial In Espresso at Home": "Meet our new roaster, Dana" },
        },
        { task: "how many comments does Why we stopped selling K-Cups have", url: `${A}/edit.php`, values: { "How to Dial In Espresso at Home": "Why we stopped selling K-Cups" } },
        { task: "Number of comments on the blog post 'Our Ethiopian Yirgacheffe is back'?", url: `${A}/edit.php`, values: { "How to Dial In Espresso at Home": "Our Ethiopian Yirgacheffe is back" } },
      ],
      near: [
        { task: "Close comments on 'How to Dial In Espresso at Home'", url: `${A}/edit.php` },
        { task: "How many views did 'How to Dial In Espresso at Home' get this week?", url: `${A}/` },
        { task: "Delete all the spam comments", url: `${A}/edit-comments.php` },
      ],
    },
    {
      id: "blog-cms-category-posts",
      title: "List the posts of a category for a given month",
      description: "List the Brewing Guides posts from October 2026",
      steps: [
        start(`${A}/edit.php`, wp("Posts")),
        select(selectEl("Filter by date", { id: "filter-by-date", name_attr: "m" }), "October 2026", ["All dates", "November 2026", "October 2026", "September 2026", "August 2026", "July 2026", "June 2026"]),
        select(selectEl("Filter by category", { id: "cat", name_attr: "cat" }), "Brewing Guides", ["All Categories", "Announcements", "Brewing Guides", "Coffee News", "Recipes", "Uncategorized"]),
        submit(inputSubmit("Filter", "post-query-submit")),
        then(`${A}/edit.php?s&post_status=all&post_type=post&m=202610&cat=4&filter_action=Filter&paged=1`, wp("Posts"), "form_submit"),
      ],
      tasks: [
        {
          task: "Which Coffee News posts did we publish in September 2026? Return the result as a list.",
          url: `${A}/edit.php`,
          values: { "October 2026": "September 2026", "Brewing Guides": "Coffee News" },
        },
        { task: "list the posts in Announcements from 08/2026", url: `${A}/`, values: { "October 2026": "August 2026", "Brewing Guides": "Announcements" } },
        { task: "Show me all Recipes posts from November 2026", url: `${A}/edit.php`, values: { "October 2026": "November 2026", "Brewing Guides": "Recipes" } },
        { task: "Can you list the Brewing Guides posts from Oct 2025?", url: `${A}/edit.php`, values: { "October 2026": "October 2025", "Brewing Guides": "Brewing Guides" } },
        {
          task: "I need the list of posts in the category Coffee News for the month of July 2026",
          url: `${A}/`,
          values: { "October 2026": "July 2026", "Brewing Guides": "Coffee News" },
        },
        { task: "posts filed under Uncategorized in September 2026? Return the result as a list.", url: `${A}/edit.php`, values: { "October 2026": "September 2026", "Brewing Guides": "Uncategorized" } },
      ],
      near: [
        { task: "Rename the category 'Brewing Guides' to 'Brew Guides'", url: `${A}/edit-tags.php?taxonomy=category` },
        { task: "Move the post 'Holiday hours, 2026' to the Announcements category", url: `${A}/edit.php` },
        { task: "Make Coffee News the default post category", url: `${A}/options-writing.php` },
      ],
    },
  ],
  unrelated: [
    { task: "Switch the site theme to Twenty Twenty-Five", url: `${A}/themes.php` },
    { task: "Install and activate the Yoast SEO plugin", url: `${A}/plugins.php` },
    { task: "Change the site tagline to 'Small-batch coffee from Portland, Maine'", url: `${A}/options-general.php` },
    { task: "Add a 'Shop' link to the main navigation menu", url: `${A}/` },
    { task: "Update WordPress to the latest version", url: `${A}/update-core.php` },
    { task: "Export all posts as a WordPress XML file", url: `${A}/export.php` },
    { task: "Change the permalink structure to use the post name", url: `${A}/options-permalink.php` },
  ],
};
