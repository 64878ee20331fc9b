// A local classifieds / second-hand marketplace: search with filters, post and manage
// listings, message sellers, report listings, seller profiles.
import { start, then, click, submit, type, pick, enter, link, button, menuitem, textbox, textarea, searchbox, dropdown, radio, option } from "../../demo.mjs";

const CL = "https://www.secondlot.com";
const HOME = "SecondLot – Buy & Sell Locally in Pittsburgh, PA";

const q = (s) => encodeURIComponent(s).replace(/%20/g, "+");
const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

const search = () => searchbox("Search SecondLot", { id: "search-input", name_attr: "q", placeholder: "What are you looking for?" });

/// Searches the marketplace for a listing title and opens the listing with that title.
const openListing = (title, num) => [
  type(search(), title),
  enter(search()),
  then(`${CL}/search?q=${q(title)}`, `${title} for sale in Pittsburgh, PA | SecondLot`, "form_submit"),
  click(link(title, { test_id: "listing-card-title" })),
  then(`${CL}/item/${num}/${slug(title)}`, `${title} - Pittsburgh, PA | SecondLot`),
];

const CATEGORIES = ["Antiques", "Appliances", "Baby & kids", "Bikes", "Books", "Cars & trucks", "Clothing & shoes", "Electronics", "Free stuff", "Furniture", "Home & garden", "Musical instruments", "Sporting goods", "Tools", "Toys & games"];
const CONDITIONS = ["New", "Used - Like new", "Used - Good", "Used - Fair"];
const REASONS = ["Scam or fraud", "Prohibited item", "Wrong category", "Duplicate listing", "Offensive content", "Other"];

export const SITE = {
  name: "classifieds",
  kind: "classifieds / second-hand marketplace",
  procedures: [
    // ----------------------------------------------------------------------------- search (look-up)
    {
      id: "classifieds-search",
      title: "Show me mountain bike listings within 25 miles for $400 or less",
      description: "",
      steps: [
        start(`${CL}/`, HOME),
        type(search(), "mountain bike"),
        enter(search()),
        then(`${CL}/search?q=mountain+bike`, "mountain bike for sale in Pittsburgh, PA | SecondLot", "form_submit"),
        click(dropdown("Distance", { test_id: "filter-distance", text: "10 miles" })),
        pick(option("25 miles", "Distance", { test_id: "filter-distance-option" }), ["1 mile", "5 miles", "10 miles", "25 miles", "50 miles", "100 miles"]),
        type(textbox("Max price", { name_attr: "price_max", type: "number", placeholder: "Max", test_id: "filter-price-max" }), "400"),
        click(button("Apply", { test_id: "filters-apply" })),
        then(`${CL}/search?q=mountain+bike&distance=25&price_max=400`, "mountain bike for sale in Pittsburgh, PA | SecondLot", "history"),
      ],
      tasks: [
        { task: "Search for 'standing desk' within 10 miles, max $150", url: `${CL}/`,
          values: { "mountain bike": "standing desk", "25 miles": "10 miles", "400": "150" } },
        { task: "find a 'PS5 with two controllers' for 350 bucks or less, 50 miles max", url: `${CL}/`,
          values: { "mountain bike": "PS5 with two controllers", "25 miles": "50 miles", "400": "350" } },
        { task: "Show me 'mid century modern dresser, walnut' listings up to $600 within 100 miles", url: `${CL}/search?q=dresser`,
          values: { "mountain bike": "mid century modern dresser, walnut", "25 miles": "100 miles", "400": "600" } },
        { task: "I'm moving next week. Look for 'moving boxes' within 5 miles of me.", url: `${CL}/`,
          values: { "mountain bike": "moving boxes", "25 miles": "5 miles" } },
        { task: "listings for honda civic 2015 within 25 mi, up to 9,000 dollars. Return the result as a list.", url: `${CL}/c/cars-trucks`,
          values: { "mountain bike": "honda civic 2015", "25 miles": "25 miles", "400": "9000" } },
      ],
      near: [
        { task: "Save my search for mountain bikes and notify me when new ones are posted", url: `${CL}/search?q=mountain+bike` },
        { task: "Show me the listings I saved last week", url: `${CL}/` },
        { task: "Turn off the new-listing alerts for 'mountain bike'", url: `${CL}/my/alerts` },
      ],
    },
    // ----------------------------------------------------------------------------- my listings
    {
      id: "classifieds-post-listing",
      title: "Post a listing to sell something",
      description: "Sell my \"IKEA Kallax shelf, 4x4, white\" in Furniture, condition Used - Good, for $60, description \"Pick up only in Shadyside. No scratches, comes apart easily.\"",
      steps: [
        start(`${CL}/`, HOME),
        click(link("Sell", { test_id: "header-post-item", css: 'a[href="/post"]' })),
        then(`${CL}/post`, "Post an item | SecondLot"),
        type(textbox("Title", { id: "listing-title", name_attr: "title", placeholder: "What are you selling?" }), "IKEA Kallax shelf, 4x4, white"),
        click(dropdown("Category", { test_id: "category-select", text: "Select a category" })),
        pick(option("Furniture", "Category"), CATEGORIES),
        click(dropdown("Condition", { test_id: "condition-select", text: "Select condition" })),
        pick(option("Used - Good", "Condition"), CONDITIONS),
        type(textbox("Price", { id: "listing-price", name_attr: "price", placeholder: "$0", type: "text" }), "60"),
        type(textarea("Description", { id: "listing-description", name_attr: "description", placeholder: "Describe your item (5+ words)" }), "Pick up only in Shadyside. No scratches, comes apart easily."),
        submit(button("Publish listing", { type: "submit", test_id: "publish-listing" })),
      ],
      tasks: [
        { task: "Post a listing: 'Yamaha P-45 digital piano with stand' in Musical instruments, condition Used - Like new, $350, description 'Barely used, includes sustain pedal and power adapter.'", url: `${CL}/`,
          values: { "IKEA Kallax shelf, 4x4, white": "Yamaha P-45 digital piano with stand", "Furniture": "Musical instruments", "Used - Good": "Used - Like new", "60": "350", "Pick up only in Shadyside. No scratches, comes apart easily.": "Barely used, includes sustain pedal and power adapter." } },
        { task: "i want to sell my kid's bike. title 'Trek Precaliber 20 kids bike, blue', category Bikes, condition Used - Fair, 80 dollars", url: `${CL}/`,
          values: { "IKEA Kallax shelf, 4x4, white": "Trek Precaliber 20 kids bike, blue", "Furniture": "Bikes", "Used - Good": "Used - Fair", "60": "80" } },
        { task: "Create an ad for 'Free firewood, you haul' in Free stuff, price $0", url: `${CL}/my/listings`,
          values: { "IKEA Kallax shelf, 4x4, white": "Free firewood, you haul", "Furniture": "Free stuff", "60": "0" } },
        { task: "Sell these on SecondLot. Title: 'Post-it Super Sticky Notes, 24 pads, unopened'; category: Home & garden; condition: New; price: $15; description: 'Bought too many for the office.'", url: `${CL}/post`,
          values: { "IKEA Kallax shelf, 4x4, white": "Post-it Super Sticky Notes, 24 pads, unopened", "Furniture": "Home & garden", "Used - Good": "New", "60": "15", "Pick up only in Shadyside. No scratches, comes apart easily.": "Bought too many for the office." } },
        { task: "List my car, 'Honda Civic 2015 EX, 98k miles', in Cars & trucks for $9,500, condition Used - Good, with the description 'One owner, clean title, new tires in March.'", url: `${CL}/`,
          values: { "IKEA Kallax shelf, 4x4, white": "Honda Civic 2015 EX, 98k miles", "Furniture": "Cars & trucks", "Used - Good": "Used - Good", "60": "9500", "Pick up only in Shadyside. No scratches, comes apart easily.": "One owner, clean title, new tires in March." } },
      ],
      near: [
        { task: "Delete my listing 'IKEA Kallax shelf, 4x4, white'", url: `${CL}/my/listings` },
        { task: "Renew my Kallax shelf listing so it shows up at the top again", url: `${CL}/my/listings` },
        { task: "Add two more photos to my 'IKEA Kallax shelf, 4x4, white' listing", url: `${CL}/my/listings` },
      ],
    },
    {
      id: "classifieds-listing-price",
      title: "Lower the price of my 'Weber kettle grill, 22 inch' listing to $45",
      description: "",
      steps: [
        start(`${CL}/my/listings`, "My listings | SecondLot"),
        click(link("Weber kettle grill, 22 inch", { test_id: "my-listing-title" })),
        then(`${CL}/item/58211973/weber-kettle-grill-22-inch`, "Weber kettle grill, 22 inch - Pittsburgh, PA | SecondLot"),
        click(button("More options", { text: "", test_id: "listing-actions-menu" })),
        click(menuitem("Edit listing", { test_id: "listing-action-edit" })),
        then(`${CL}/item/58211973/edit`, "Edit listing | SecondLot"),
        type(textbox("Price", { id: "listing-price", name_attr: "price", placeholder: "$0", type: "text" }), "45"),
        submit(button("Save changes", { type: "submit", test_id: "save-listing" })),
      ],
      tasks: [
        { task: "Change the price of my 'Graco 4Ever DLX 4-in-1 car seat' listing to $90", url: `${CL}/my/listings`,
          values: { "Weber kettle grill, 22 inch": "Graco 4Ever DLX 4-in-1 car seat", "45": "90" } },
        { task: "reduce my listing 'Lot of 40 Hardy Boys books, 1970s printings' to 25 dollars", url: `${CL}/`,
          values: { "Weber kettle grill, 22 inch": "Lot of 40 Hardy Boys books, 1970s printings", "45": "25" } },
        { task: "Can you drop my 'Trek Precaliber 20 kids bike, blue' to $65? Nobody has messaged me about it.", url: `${CL}/my/listings`,
          values: { "Weber kettle grill, 22 inch": "Trek Precaliber 20 kids bike, blue", "45": "65" } },
        { task: "set the price on 'Price drop! Dyson V8 vacuum' to 120", url: `${CL}/my/listings`,
          values: { "Weber kettle grill, 22 inch": "Price drop! Dyson V8 vacuum", "45": "120" } },
        { task: "My 'Sofa, grey, 3-seater, pet free home' listing should be $1,100 now", url: `${CL}/`,
          values: { "Weber kettle grill, 22 inch": "Sofa, grey, 3-seater, pet free home", "45": "1100" } },
      ],
      near: [
        { task: "How many people have viewed my 'Weber kettle grill, 22 inch' listing?", url: `${CL}/my/listings` },
        { task: "Change the category of my Weber kettle grill listing to Home & garden", url: `${CL}/my/listings` },
        { task: "Delete the 'Weber kettle grill, 22 inch' listing, I gave it to a neighbor", url: `${CL}/my/listings` },
      ],
    },
    {
      id: "classifieds-mark-sold",
      title: "Mark a listing as sold",
      description: "Mark my listing \"Graco Pack 'n Play Playard, grey\" as sold to Jordan P.",
      steps: [
        start(`${CL}/my/listings`, "My listings | SecondLot"),
        click(link("Graco Pack 'n Play Playard, grey", { test_id: "my-listing-title" })),
        then(`${CL}/item/58190244/graco-pack-n-play-playard-grey`, "Graco Pack 'n Play Playard, grey - Pittsburgh, PA | SecondLot"),
        click(button("Mark as sold", { test_id: "mark-sold-button" })),
        pick(option("Jordan P.", "Who bought your item?", { test_id: "buyer-option" }), ["Jordan P.", "Alex M.", "Chris T.", "Someone else", "Sold somewhere else"]),
        submit(button("Done", { test_id: "mark-sold-confirm" })),
      ],
      tasks: [
        { task: "Mark 'Little Tikes Cozy Coupe' as sold to Alex M.", url: `${CL}/my/listings`,
          values: { "Graco Pack 'n Play Playard, grey": "Little Tikes Cozy Coupe", "Jordan P.": "Alex M." } },
        { task: "mark my 'Dyson V8 Absolute' listing as sold, I sold it somewhere else", url: `${CL}/my/listings`,
          values: { "Graco Pack 'n Play Playard, grey": "Dyson V8 Absolute", "Jordan P.": "Sold somewhere else" } },
        { task: "Please mark 'Lot of 40 Hardy Boys books, 1970s printings' as sold. Priya S. picked them up today.", url: `${CL}/`,
          values: { "Graco Pack 'n Play Playard, grey": "Lot of 40 Hardy Boys books, 1970s printings", "Jordan P.": "Priya S." } },
        { task: "Set my listing 'Canon AE-1 35mm film camera with 50mm lens' to sold; the buyer was Sam R.", url: `${CL}/my/listings`,
          values: { "Graco Pack 'n Play Playard, grey": "Canon AE-1 35mm film camera with 50mm lens", "Jordan P.": "Sam R." } },
        { task: "The 'Sold As Is: lawn mower, needs carburetor' listing is gone. Mark it sold to Chris T.", url: `${CL}/my/listings`,
          values: { "Graco Pack 'n Play Playard, grey": "Sold As Is: lawn mower, needs carburetor", "Jordan P.": "Chris T." } },
      ],
      near: [
        { task: "Mark 'Little Tikes Cozy Coupe' as available again", url: `${CL}/my/listings` },
        { task: "Rate the buyer Jordan P. 5 stars for the Graco playard sale", url: `${CL}/my/listings` },
        { task: "How many items have I sold on SecondLot? Answer with just the number.", url: `${CL}/` },
      ],
    },
    // ----------------------------------------------------------------------------- other people's listings
    {
      id: "classifieds-message-seller",
      title: "Message a seller about a listing",
      description: "Ask the seller of \"Vintage Schwinn road bike, 56cm\": \"Is this still available? I can pick up Saturday.\"",
      steps: [
        start(`${CL}/`, HOME),
        ...openListing("Vintage Schwinn road bike, 56cm", "58207716"),
        click(button("Message seller", { test_id: "message-seller-button" })),
        type(textarea("Message", { id: "message-body", name_attr: "body", placeholder: "Hi, is this still available?" }), "Is this still available? I can pick up Saturday."),
        submit(button("Send", { test_id: "send-message-button" })),
      ],
      tasks: [
        { task: "Message the seller of 'Free piano, must pick up' and say 'Hi! I can bring 3 friends and a truck Sunday morning.'", url: `${CL}/`,
          values: { "Vintage Schwinn road bike, 56cm": "Free piano, must pick up", "Is this still available? I can pick up Saturday.": "Hi! I can bring 3 friends and a truck Sunday morning." } },
        { task: "ask the seller of 'Nintendo Switch OLED bundle': 'Would you take $250 cash?'", url: `${CL}/search?q=switch`,
          values: { "Vintage Schwinn road bike, 56cm": "Nintendo Switch OLED bundle", "Is this still available? I can pick up Saturday.": "Would you take $250 cash?" } },
        { task: "Send a message about 'Message in a Bottle Lamp, handmade' to the seller: Do you ship, or is it local pickup only?", url: `${CL}/`,
          values: { "Vintage Schwinn road bike, 56cm": "Message in a Bottle Lamp, handmade", "Is this still available? I can pick up Saturday.": "Do you ship, or is it local pickup only?" } },
        { task: "Can you write to whoever is selling 'Peloton bike, barely used' and ask \"What's the lowest you'd go?\"", url: `${CL}/`,
          values: { "Vintage Schwinn road bike, 56cm": "Peloton bike, barely used", "Is this still available? I can pick up Saturday.": "What's the lowest you'd go?" } },
        { task: "Contact the seller of the 'Herman Miller Aeron chair, size B' listing. Message: Hello, is the lumbar pad included? Thanks, Sam", url: `${CL}/c/furniture`,
          values: { "Vintage Schwinn road bike, 56cm": "Herman Miller Aeron chair, size B", "Is this still available? I can pick up Saturday.": "Hello, is the lumbar pad included? Thanks, Sam" } },
      ],
      near: [
        { task: "Block the seller of 'Vintage Schwinn road bike, 56cm'", url: `${CL}/item/58207716/vintage-schwinn-road-bike-56cm` },
        { task: "Save 'Vintage Schwinn road bike, 56cm' to my saved items", url: `${CL}/` },
        { task: "Share the 'Vintage Schwinn road bike, 56cm' listing with dana@example.com", url: `${CL}/` },
      ],
    },
    {
      id: "classifieds-report-listing",
      title: "Report a suspicious listing",
      description: "Report \"iPhone 15 Pro Max 256GB, $200 firm\" for Scam or fraud with the note \"Asks for payment by gift card\"",
      steps: [
        start(`${CL}/`, HOME),
        ...openListing("iPhone 15 Pro Max 256GB, $200 firm", "58233090"),
        click(button("More options", { text: "", test_id: "listing-actions-menu" })),
        click(menuitem("Report listing", { test_id: "listing-action-report" })),
        pick(radio("Scam or fraud", "Why are you reporting this listing?", { name_attr: "reason" }), REASONS),
        type(textarea("Tell us more (optional)", { id: "report-details", name_attr: "details" }), "Asks for payment by gift card"),
        submit(button("Submit report", { type: "submit", test_id: "submit-report" })),
      ],
      tasks: [
        { task: "Report the listing 'Golden retriever puppies, $50 each' as a Prohibited item", url: `${CL}/`,
          values: { "iPhone 15 Pro Max 256GB, $200 firm": "Golden retriever puppies, $50 each", "Scam or fraud": "Prohibited item" } },
        { task: "report 'PS5 Slim brand new $150' for Scam or fraud, details: Seller wants a deposit via Zelle before meeting", url: `${CL}/search?q=ps5`,
          values: { "iPhone 15 Pro Max 256GB, $200 firm": "PS5 Slim brand new $150", "Scam or fraud": "Scam or fraud", "Asks for payment by gift card": "Seller wants a deposit via Zelle before meeting" } },
        { task: "Flag 'Report cover binders, 100 pack' as posted in the Wrong category", url: `${CL}/c/books`,
          values: { "iPhone 15 Pro Max 256GB, $200 firm": "Report cover binders, 100 pack", "Scam or fraud": "Wrong category" } },
        { task: "This one is posted twice: 'Moving sale: couch, table, 4 chairs'. Report it as a Duplicate listing.", url: `${CL}/`,
          values: { "iPhone 15 Pro Max 256GB, $200 firm": "Moving sale: couch, table, 4 chairs", "Scam or fraud": "Duplicate listing" } },
        { task: "please report 'Free kittens, text me' with the reason Other and the note \"The phone number in the ad asks for a verification code\"", url: `${CL}/`,
          values: { "iPhone 15 Pro Max 256GB, $200 firm": "Free kittens, text me", "Scam or fraud": "Other", "Asks for payment by gift card": "The phone number in the ad asks for a verification code" } },
      ],
      near: [
        { task: "Block the user who posted 'iPhone 15 Pro Max 256GB, $200 firm'", url: `${CL}/` },
        { task: "Hide 'iPhone 15 Pro Max 256GB, $200 firm' from my search results", url: `${CL}/search?q=iphone` },
        { task: "Report the user 'cheapphones4u' for harassment in our chat", url: `${CL}/messages` },
      ],
    },
    {
      id: "classifieds-seller-rating",
      title: "What rating does the seller of 'Herman Miller Aeron chair, size B' have?",
      description: "",
      steps: [
        start(`${CL}/`, HOME),
        ...openListing("Herman Miller Aeron chair, size B", "58199402"),
        click(link("View profile", { test_id: "seller-profile-link" })),
        then(`${CL}/profile/8812044`, "Marcus T. on SecondLot | SecondLot"),
      ],
      tasks: [
        { task: "How is the seller of 'Peloton bike, barely used' rated?", url: `${CL}/`,
          values: { "Herman Miller Aeron chair, size B": "Peloton bike, barely used" } },
        { task: "Is the seller of 'Canon AE-1 35mm film camera with 50mm lens' trustworthy? Tell me their star rating.", url: `${CL}/search?q=canon`,
          values: { "Herman Miller Aeron chair, size B": "Canon AE-1 35mm film camera with 50mm lens" } },
        { task: "what's the seller rating on the listing 'Moving sale: couch, table, 4 chairs'", url: `${CL}/`,
          values: { "Herman Miller Aeron chair, size B": "Moving sale: couch, table, 4 chairs" } },
        { task: "Check the rating of whoever is selling 'Kayak, 10 ft, with paddle'. Answer with just the number.", url: `${CL}/c/sporting-goods`,
          values: { "Herman Miller Aeron chair, size B": "Kayak, 10 ft, with paddle" } },
        { task: "Before I drive out there: what rating does the seller of 'Solid oak dining table, seats 6' have?", url: `${CL}/`,
          values: { "Herman Miller Aeron chair, size B": "Solid oak dining table, seats 6" } },
      ],
      near: [
        { task: "Leave a 5-star rating for the seller of 'Herman Miller Aeron chair, size B'", url: `${CL}/` },
        { task: "Follow the seller of 'Herman Miller Aeron chair, size B'", url: `${CL}/item/58199402/herman-miller-aeron-chair-size-b` },
        { task: "When was the 'Herman Miller Aeron chair, size B' listing posted?", url: `${CL}/` },
      ],
    },
  ],
  unrelated: [
    { task: "Verify my phone number on my SecondLot account", url: `${CL}/account` },
    { task: "Change my profile picture", url: `${CL}/account` },
    { task: "Turn off email notifications for new messages", url: `${CL}/account/notifications` },
    { task: "Where can I read SecondLot's tips for meeting buyers safely?", url: `${CL}/` },
    { task: "Set up SecondLot Pay payouts to my checking account", url: `${CL}/account/payments` },
    { task: "Boost my 'Weber kettle grill, 22 inch' listing for 7 days", url: `${CL}/my/listings` },
    { task: "Update my location to Cleveland, OH", url: `${CL}/` },
  ],
};
