// An online store's storefront (search, product pages, cart, wish list, reviews, orders,
// returns, account addresses), a headless commerce front end with data-testid hooks.
import { start, then, click, submit, type, select, check, pick, enter, link, button, tab, textbox, textarea, searchbox, dropdown, selectEl, checkbox, radio, option } from "../../demo.mjs";

const SHOP = "https://www.pinecrestmarket.com";
const HOME = "Pinecrest Market | Home, Kitchen & Outdoor Gear";

const q = (s) => encodeURIComponent(s).replace(/%20/g, "+");
const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

const search = () => searchbox("Search products", { id: "site-search", name_attr: "q", placeholder: "Search products, brands and more", autocomplete: "off" });

/// Types a product name in the header search, presses Enter, opens the result with that name.
const findProduct = (name) => [
  type(search(), name),
  enter(search()),
  then(`${SHOP}/search?q=${q(name)}`, `Search results for "${name}" | Pinecrest Market`, "form_submit"),
  click(link(name, { test_id: "product-card-title", css: '[data-testid="product-card-title"]' })),
  then(`${SHOP}/products/${slug(name)}`, `${name} | Pinecrest Market`),
];

const orderSearch = () => searchbox("Search orders", { id: "order-search", name_attr: "q", placeholder: "Order number or product name" });

const STATES = ["Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware", "District of Columbia", "Florida", "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky", "Louisiana", "Maine", "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi", "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire", "New Jersey", "New Mexico", "New York", "North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon", "Pennsylvania", "Rhode Island", "South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont", "Virginia", "Washington", "West Virginia", "Wisconsin", "Wyoming"];

export const SITE = {
  name: "shop",
  kind: "online store",
  procedures: [
    // ----------------------------------------------------------------------------- cart
    {
      id: "shop-cart-add",
      title: "Add 2 of the 'Hydro Flask 32 oz Wide Mouth' in Pacific to my cart",
      description: "",
      steps: [
        start(`${SHOP}/`, HOME),
        ...findProduct("Hydro Flask 32 oz Wide Mouth"),
        click(dropdown("Color", { id: "variant-select-color", text: "Black", test_id: "variant-select" })),
        pick(option("Pacific", "Color", { test_id: "variant-option" }), ["Black", "White", "Pacific", "Olive", "Lupine", "Snapper"]),
        type(textbox("Quantity", { id: "quantity-input", name_attr: "quantity", type: "number" }), "2"),
        submit(button("Add to cart", { id: "add-to-cart-button", test_id: "add-to-cart", type: "submit" })),
      ],
      tasks: [
        { task: "Add 3 of the 'Stanley Quencher H2.0 40 oz Tumbler' in Rose Quartz to my cart", url: `${SHOP}/`,
          values: { "Hydro Flask 32 oz Wide Mouth": "Stanley Quencher H2.0 40 oz Tumbler", "Pacific": "Rose Quartz", "2": "3" } },
        { task: "put one YETI Rambler 26 oz Bottle with Chug Cap in Navy in my cart", url: `${SHOP}/collections/drinkware`,
          values: { "Hydro Flask 32 oz Wide Mouth": "YETI Rambler 26 oz Bottle with Chug Cap", "Pacific": "Navy", "2": "1" } },
        { task: "I need two more of the 'Bamboo Cutting Board Set, 3 Piece' for gifts. Can you add them to my cart?", url: `${SHOP}/cart`,
          values: { "Hydro Flask 32 oz Wide Mouth": "Bamboo Cutting Board Set, 3 Piece", "2": "2" } },
        { task: "Add the Rolling Utility Cart, 3-Tier, Steel in Matte Black to the cart", url: `${SHOP}/`,
          values: { "Hydro Flask 32 oz Wide Mouth": "Rolling Utility Cart, 3-Tier, Steel", "Pacific": "Matte Black" } },
        { task: "add 4x Nalgene 32oz Wide Mouth Sustain Water Bottle, color Seafoam, to cart please", url: `${SHOP}/search?q=nalgene`,
          values: { "Hydro Flask 32 oz Wide Mouth": "Nalgene 32oz Wide Mouth Sustain Water Bottle", "Pacific": "Seafoam", "2": "4" } },
        { task: "Please add a Coleman Sundome 4-Person Dome Tent with Rainfly and Easy Setup to my shopping cart, color Green.", url: `${SHOP}/collections/camping`,
          values: { "Hydro Flask 32 oz Wide Mouth": "Coleman Sundome 4-Person Dome Tent with Rainfly and Easy Setup", "Pacific": "Green", "2": "1" } },
      ],
      near: [
        { task: "Remove the Hydro Flask 32 oz Wide Mouth from my cart", url: `${SHOP}/cart` },
        { task: "How many items are in my cart right now?", url: `${SHOP}/` },
        { task: "Check out my cart with the Visa ending in 4417", url: `${SHOP}/cart` },
        { task: "Change the quantity of the Hydro Flask in my cart to 3", url: `${SHOP}/cart` },
      ],
    },
    // ----------------------------------------------------------------------------- wish list
    {
      id: "shop-wishlist-add",
      title: "Save a product to my wish list",
      description: "Save 'Le Creuset Signature Round Dutch Oven, 5.5 qt' to my wish list",
      steps: [
        start(`${SHOP}/`, HOME),
        ...findProduct("Le Creuset Signature Round Dutch Oven, 5.5 qt"),
        click(button("Add to wish list", { text: "", test_id: "add-to-wishlist", css: 'button[data-testid="add-to-wishlist"]' })),
        then(`${SHOP}/account/wishlist`, "My Wish List | Pinecrest Market"),
      ],
      tasks: [
        { task: "save the Lodge 10.25 inch cast iron skillet to my wishlist", url: `${SHOP}/`,
          values: { "Le Creuset Signature Round Dutch Oven, 5.5 qt": "Lodge 10.25 inch cast iron skillet" } },
        { task: "Can you add 'Wish You Were Here Throw Pillow, 18 x 18' to my wish list?", url: `${SHOP}/collections/home-decor`,
          values: { "Le Creuset Signature Round Dutch Oven, 5.5 qt": "Wish You Were Here Throw Pillow, 18 x 18" } },
        { task: "I want to remember the Weber Spirit II E-310 3-Burner Liquid Propane Gas Grill for later. Put it on my wish list.", url: `${SHOP}/collections/grills`,
          values: { "Le Creuset Signature Round Dutch Oven, 5.5 qt": "Weber Spirit II E-310 3-Burner Liquid Propane Gas Grill" } },
        { task: "Please add Do It Yourself Home Repair Guide to my wish list, it's a gift idea for my dad", url: `${SHOP}/`,
          values: { "Le Creuset Signature Round Dutch Oven, 5.5 qt": "Do It Yourself Home Repair Guide" } },
        { task: "wishlist the KitchenAid Artisan Series 5 Quart Tilt-Head Stand Mixer", url: `${SHOP}/account/wishlist`,
          values: { "Le Creuset Signature Round Dutch Oven, 5.5 qt": "KitchenAid Artisan Series 5 Quart Tilt-Head Stand Mixer" } },
      ],
      near: [
        { task: "Remove the Le Creuset Dutch oven from my wish list", url: `${SHOP}/account/wishlist` },
        { task: "Share my wish list with dana.whitfield@gmail.com", url: `${SHOP}/account/wishlist` },
        { task: "Move everything on my wish list into my cart", url: `${SHOP}/account/wishlist` },
        { task: "What's on my wish list? Return the result as a list.", url: `${SHOP}/` },
      ],
    },
    // ----------------------------------------------------------------------------- price (look-up)
    {
      id: "shop-product-price",
      title: "What is the price of the Breville Bambino Plus espresso machine?",
      description: "",
      steps: [
        start(`${SHOP}/`, HOME),
        ...findProduct("Breville Bambino Plus"),
      ],
      tasks: [
        { task: "How much does the Vitamix 5200 Professional-Grade Blender cost?", url: `${SHOP}/`,
          values: { "Breville Bambino Plus": "Vitamix 5200 Professional-Grade Blender" } },
        { task: "price of weber original kettle 22 inch charcoal grill? answer with just the number", url: `${SHOP}/collections/grills`,
          values: { "Breville Bambino Plus": "weber original kettle 22 inch charcoal grill" } },
        { task: "What does 'Sorry! Board Game, Classic Edition' sell for on Pinecrest Market? Return only the price.", url: `${SHOP}/`,
          values: { "Breville Bambino Plus": "Sorry! Board Game, Classic Edition" } },
        { task: "I want to know what the Patagonia Better Sweater 1/4-Zip Fleece Jacket costs right now", url: `${SHOP}/collections/outerwear`,
          values: { "Breville Bambino Plus": "Patagonia Better Sweater 1/4-Zip Fleece Jacket" } },
        { task: "Can you check the current price of AirPods Pro (2nd generation)?", url: `${SHOP}/`,
          values: { "Breville Bambino Plus": "AirPods Pro (2nd generation)" } },
      ],
      near: [
        { task: "Show me the cheapest espresso machine you sell", url: `${SHOP}/` },
        { task: "Set a price drop alert for the Breville Bambino Plus", url: `${SHOP}/products/breville-bambino-plus` },
        { task: "Compare the Breville Bambino Plus with the De'Longhi Stilosa side by side", url: `${SHOP}/` },
      ],
    },
    // ----------------------------------------------------------------------------- reviews
    {
      id: "shop-review-count",
      title: "How many 1 star reviews does the 'Instant Pot Duo 7-in-1 Electric Pressure Cooker, 6 Quart' have?",
      description: "",
      steps: [
        start(`${SHOP}/`, HOME),
        ...findProduct("Instant Pot Duo 7-in-1 Electric Pressure Cooker, 6 Quart"),
        click(tab("Reviews", { id: "pdp-tab-reviews", test_id: "pdp-tab-reviews" })),
        click(dropdown("Filter by rating", { test_id: "reviews-rating-filter", text: "All ratings" })),
        pick(option("1 star", "Filter by rating", { test_id: "reviews-rating-option" }), ["All ratings", "5 stars", "4 stars", "3 stars", "2 stars", "1 star"]),
      ],
      tasks: [
        { task: "How many 5-star reviews does the Ninja Foodi 6-in-1 8-qt 2-Basket Air Fryer have? Answer with just the number.", url: `${SHOP}/`,
          values: { "Instant Pot Duo 7-in-1 Electric Pressure Cooker, 6 Quart": "Ninja Foodi 6-in-1 8-qt 2-Basket Air Fryer", "1 star": "5 stars" } },
        { task: "how many one star reviews are there for the dyson v8 cordless vacuum", url: `${SHOP}/collections/vacuums`,
          values: { "Instant Pot Duo 7-in-1 Electric Pressure Cooker, 6 Quart": "dyson v8 cordless vacuum", "1 star": "1 star" } },
        { task: "Count the 3 star reviews on 'Cuisinart Classic Waffle Maker, Round'", url: `${SHOP}/`,
          values: { "Instant Pot Duo 7-in-1 Electric Pressure Cooker, 6 Quart": "Cuisinart Classic Waffle Maker, Round", "1 star": "3 stars" } },
        { task: "I'm on the fence about the Bissell Little Green Portable Carpet Cleaner. How many 2-star reviews does it have?", url: `${SHOP}/`,
          values: { "Instant Pot Duo 7-in-1 Electric Pressure Cooker, 6 Quart": "Bissell Little Green Portable Carpet Cleaner", "1 star": "2 stars" } },
        { task: "Number of 4-star reviews for the 'Five Star Spiral Notebook, 5 Subject, College Ruled'? Just the number please.", url: `${SHOP}/collections/office`,
          values: { "Instant Pot Duo 7-in-1 Electric Pressure Cooker, 6 Quart": "Five Star Spiral Notebook, 5 Subject, College Ruled", "1 star": "4 stars" } },
      ],
      near: [
        { task: "What's the average customer rating of the Dyson V8 Cordless Vacuum?", url: `${SHOP}/` },
        { task: "Show me the newest review of the Instant Pot Duo", url: `${SHOP}/` },
        { task: "Report the review by 'kitchenqueen88' on the Instant Pot Duo as spam", url: `${SHOP}/products/instant-pot-duo-7-in-1-electric-pressure-cooker-6-quart` },
      ],
    },
    {
      id: "shop-review-write",
      title: "Write a review for a product",
      description: "Review the 'Merrell Moab 3 Hiking Shoe' with 4 stars, headline 'Comfortable, runs a bit small' and text 'Great grip on wet trails. Order half a size up.'",
      steps: [
        start(`${SHOP}/`, HOME),
        ...findProduct("Merrell Moab 3 Hiking Shoe"),
        click(tab("Reviews", { id: "pdp-tab-reviews", test_id: "pdp-tab-reviews" })),
        click(button("Write a review", { test_id: "write-review-button" })),
        pick(radio("4 stars", "Overall rating", { id: "rating-4", name_attr: "rating" }), ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]),
        type(textbox("Review headline", { id: "review-title", name_attr: "title", placeholder: "What's most important to know?" }), "Comfortable, runs a bit small"),
        type(textarea("Your review", { id: "review-body", name_attr: "body", placeholder: "What did you like or dislike?" }), "Great grip on wet trails. Order half a size up."),
        submit(button("Submit review", { type: "submit", test_id: "submit-review" })),
      ],
      tasks: [
        { task: "Review the Osprey Talon 22 Backpack: 5 stars, headline 'Best daypack I've owned', text 'Fits a 3L bladder and the hip belt pockets hold my phone.'", url: `${SHOP}/account/orders`,
          values: { "Merrell Moab 3 Hiking Shoe": "Osprey Talon 22 Backpack", "4 stars": "5 stars", "Comfortable, runs a bit small": "Best daypack I've owned", "Great grip on wet trails. Order half a size up.": "Fits a 3L bladder and the hip belt pockets hold my phone." } },
        { task: "Leave a 3 star review on 'Cuisinart Classic Waffle Maker, Round' titled 'Fine, but sticks' saying 'Needs more oil than expected; cleanup is a pain.'", url: `${SHOP}/`,
          values: { "Merrell Moab 3 Hiking Shoe": "Cuisinart Classic Waffle Maker, Round", "4 stars": "3 stars", "Comfortable, runs a bit small": "Fine, but sticks", "Great grip on wet trails. Order half a size up.": "Needs more oil than expected; cleanup is a pain." } },
        { task: "write a 2 star review for 'Anker Soundcore 2'. headline: Stopped charging after a month. review: \"Worked great until week five, now it won't hold a charge.\"", url: `${SHOP}/products/anker-soundcore-2`,
          values: { "Merrell Moab 3 Hiking Shoe": "Anker Soundcore 2", "4 stars": "2 stars", "Comfortable, runs a bit small": "Stopped charging after a month", "Great grip on wet trails. Order half a size up.": "Worked great until week five, now it won't hold a charge." } },
        { task: "Give the 'Great Value Paper Towels, 12 Mega Rolls' 5 stars in a review. Title it 'Great value, really' and write 'Absorbent and cheaper than the big brands.'", url: `${SHOP}/`,
          values: { "Merrell Moab 3 Hiking Shoe": "Great Value Paper Towels, 12 Mega Rolls", "4 stars": "5 stars", "Comfortable, runs a bit small": "Great value, really", "Great grip on wet trails. Order half a size up.": "Absorbent and cheaper than the big brands." } },
        { task: "I bought the Coleman Sundome 4-Person Tent last month. Please review it: 4 stars, headline 'Good for the price', text 'Easy setup, leaked a little in heavy rain.'", url: `${SHOP}/account/orders`,
          values: { "Merrell Moab 3 Hiking Shoe": "Coleman Sundome 4-Person Tent", "4 stars": "4 stars", "Comfortable, runs a bit small": "Good for the price", "Great grip on wet trails. Order half a size up.": "Easy setup, leaked a little in heavy rain." } },
      ],
      near: [
        { task: "Edit my review of the Merrell Moab 3 Hiking Shoe and change it to 3 stars", url: `${SHOP}/account/reviews` },
        { task: "Delete the review I wrote for the Osprey Talon 22 Backpack", url: `${SHOP}/account/reviews` },
        { task: "Ask a question on the Merrell Moab 3 Hiking Shoe page: 'Is this true to size?'", url: `${SHOP}/products/merrell-moab-3-hiking-shoe` },
      ],
    },
    // ----------------------------------------------------------------------------- orders
    {
      id: "shop-order-status",
      title: "What's the status of my order PM-104583?",
      description: "",
      steps: [
        start(`${SHOP}/account`, "My Account | Pinecrest Market"),
        click(link("Orders", { test_id: "account-nav-orders" })),
        then(`${SHOP}/account/orders`, "Order History | Pinecrest Market"),
        type(orderSearch(), "PM-104583"),
        enter(orderSearch()),
        then(`${SHOP}/account/orders?q=PM-104583`, "Order History | Pinecrest Market", "form_submit"),
        click(link("View order", { test_id: "order-card-view-link" })),
        then(`${SHOP}/account/orders/PM-104583`, "Order PM-104583 | Pinecrest Market"),
      ],
      tasks: [
        { task: "Where is my order PM-118204? Has it shipped yet?", url: `${SHOP}/`,
          values: { "PM-104583": "PM-118204" } },
        { task: "status of order #PM-120077 pls", url: `${SHOP}/account`,
          values: { "PM-104583": "PM-120077" } },
        { task: "Can you check whether order PM-099871 has been delivered?", url: `${SHOP}/account/orders`,
          values: { "PM-104583": "PM-099871" } },
        { task: "I ordered a rug last week, order number PM-121450. What's its current status?", url: `${SHOP}/`,
          values: { "PM-104583": "PM-121450" } },
        { task: "Look up order PM-117362 and tell me its status. Answer in one word.", url: `${SHOP}/account`,
          values: { "PM-104583": "PM-117362" } },
      ],
      near: [
        { task: "Cancel my order PM-104583", url: `${SHOP}/account/orders` },
        { task: "Download the invoice for order PM-104583 as a PDF", url: `${SHOP}/account/orders/PM-104583` },
        { task: "Buy everything from order PM-104583 again", url: `${SHOP}/account/orders` },
        { task: "How many orders have I placed this year? Answer with just the number.", url: `${SHOP}/account` },
      ],
    },
    {
      id: "shop-order-return",
      title: "Return an item from an order",
      description: "Return the 'Anker PowerCore 10000' from order PM-098812, reason: Arrived damaged",
      steps: [
        start(`${SHOP}/account/orders`, "Order History | Pinecrest Market"),
        type(orderSearch(), "PM-098812"),
        enter(orderSearch()),
        then(`${SHOP}/account/orders?q=PM-098812`, "Order History | Pinecrest Market", "form_submit"),
        click(link("Return items", { test_id: "order-card-return-link" })),
        then(`${SHOP}/account/orders/PM-098812/return`, "Return items | Pinecrest Market"),
        check(checkbox("Anker PowerCore 10000", { name_attr: "items[]", id: "return-item-1" })),
        click(dropdown("Reason for return", { id: "return-reason", text: "Select a reason" })),
        pick(option("Arrived damaged", "Reason for return"), ["Arrived damaged", "Wrong item sent", "Doesn't fit", "Not as described", "No longer needed", "Better price available"]),
        submit(button("Submit return request", { type: "submit", test_id: "submit-return" })),
      ],
      tasks: [
        { task: "Return the Columbia Watertight II rain jacket from order PM-110342, it doesn't fit", url: `${SHOP}/account/orders`,
          values: { "PM-098812": "PM-110342", "Anker PowerCore 10000": "Columbia Watertight II rain jacket", "Arrived damaged": "Doesn't fit" } },
        { task: "i need to send back the 'Bamboo Cutting Board Set, 3 Piece' from PM-107765. wrong item sent", url: `${SHOP}/`,
          values: { "PM-098812": "PM-107765", "Anker PowerCore 10000": "Bamboo Cutting Board Set, 3 Piece", "Arrived damaged": "Wrong item sent" } },
        { task: "Start a return for order PM-112009: the 'Philips Sonicare 4100 Power Toothbrush, Rechargeable Electric Toothbrush'. Reason: no longer needed.", url: `${SHOP}/account/orders/PM-112009`,
          values: { "PM-098812": "PM-112009", "Anker PowerCore 10000": "Philips Sonicare 4100 Power Toothbrush, Rechargeable Electric Toothbrush", "Arrived damaged": "No longer needed" } },
        { task: "Return the 'Return to Sender' vinyl record from order PM-116204 because there's a better price available elsewhere", url: `${SHOP}/account/orders`,
          values: { "PM-098812": "PM-116204", "Anker PowerCore 10000": "Return to Sender", "Arrived damaged": "Better price available" } },
        { task: "Can you set up a return for the Ember Mug 2 in order PM-113870? It arrived damaged.", url: `${SHOP}/account`,
          values: { "PM-098812": "PM-113870", "Anker PowerCore 10000": "Ember Mug 2", "Arrived damaged": "Arrived damaged" } },
      ],
      near: [
        { task: "Cancel my order PM-110342 before it ships", url: `${SHOP}/account/orders` },
        { task: "Print the return shipping label for order PM-098812", url: `${SHOP}/account/orders/PM-098812` },
        { task: "What's your return policy for electronics?", url: `${SHOP}/` },
      ],
    },
    // ----------------------------------------------------------------------------- account
    {
      id: "shop-address-add",
      title: "Add a shipping address to my account",
      description: "Add Dana Whitfield, 4410 Forbes Ave, Pittsburgh, Pennsylvania 15213, phone (412) 555-0199",
      steps: [
        start(`${SHOP}/account/addresses`, "Addresses | Pinecrest Market"),
        click(button("Add new address", { test_id: "address-add-button" })),
        type(textbox("Full name", { id: "address-name", name_attr: "name", autocomplete: "name" }), "Dana Whitfield"),
        type(textbox("Street address", { id: "address-line1", name_attr: "line1", autocomplete: "address-line1" }), "4410 Forbes Ave"),
        type(textbox("City", { id: "address-city", name_attr: "city", autocomplete: "address-level2" }), "Pittsburgh"),
        select(selectEl("State", { id: "address-state", name_attr: "state", autocomplete: "address-level1" }), "Pennsylvania", STATES),
        type(textbox("ZIP code", { id: "address-zip", name_attr: "zip", autocomplete: "postal-code" }), "15213"),
        type(textbox("Phone number", { id: "address-phone", name_attr: "phone", type: "tel", autocomplete: "tel", placeholder: "(555) 555-5555" }), "(412) 555-0199"),
        submit(button("Save address", { type: "submit", test_id: "address-save-button" })),
      ],
      tasks: [
        { task: "Add a new address: Marcus Lee, 77 Mass Ave Apt 4B, Cambridge, MA 02139, phone 617-555-0142", url: `${SHOP}/account/addresses`,
          values: { "Dana Whitfield": "Marcus Lee", "4410 Forbes Ave": "77 Mass Ave Apt 4B", "Pittsburgh": "Cambridge", "Pennsylvania": "Massachusetts", "15213": "02139", "(412) 555-0199": "(617) 555-0142" } },
        { task: "please save my mom's address to my account: Linda O'Connor, 2208 Oak Hollow Dr, Austin, TX 78704. her number is 512.555.0187", url: `${SHOP}/account`,
          values: { "Dana Whitfield": "Linda O'Connor", "4410 Forbes Ave": "2208 Oak Hollow Dr", "Pittsburgh": "Austin", "Pennsylvania": "Texas", "15213": "78704", "(412) 555-0199": "(512) 555-0187" } },
        { task: "I want to ship to my office too. Priya Shah, 1 Market St, Suite 300, San Francisco, California 94105", url: `${SHOP}/account/addresses`,
          values: { "Dana Whitfield": "Priya Shah", "4410 Forbes Ave": "1 Market St, Suite 300", "Pittsburgh": "San Francisco", "Pennsylvania": "California", "15213": "94105" } },
        { task: "Add shipping address for Jean-Luc Picard, 1701 Enterprise Way, Bozeman, MT 59715, phone +1 406 555 0100", url: `${SHOP}/account/addresses`,
          values: { "Dana Whitfield": "Jean-Luc Picard", "4410 Forbes Ave": "1701 Enterprise Way", "Pittsburgh": "Bozeman", "Pennsylvania": "Montana", "15213": "59715", "(412) 555-0199": "(406) 555-0100" } },
        { task: "new address on my account: Sam Rivera, 12 Elm St, Portland, Oregon 97201", url: `${SHOP}/account`,
          values: { "Dana Whitfield": "Sam Rivera", "4410 Forbes Ave": "12 Elm St", "Pittsburgh": "Portland", "Pennsylvania": "Oregon", "15213": "97201" } },
      ],
      near: [
        { task: "Delete the Cambridge address from my address book", url: `${SHOP}/account/addresses` },
        { task: "What is the default shipping address on my account?", url: `${SHOP}/account` },
        { task: "Change the phone number on my Pittsburgh address to (412) 555-0123", url: `${SHOP}/account/addresses` },
      ],
    },
  ],
  unrelated: [
    { task: "Sign up for the Pinecrest Market newsletter with sam.rivera@gmail.com", url: `${SHOP}/` },
    { task: "Change my account password", url: `${SHOP}/account` },
    { task: "Find the nearest Pinecrest Market store that is open on Sunday", url: `${SHOP}/` },
    { task: "Check the balance of my gift card ending in 4417", url: `${SHOP}/account` },
    { task: "Show me all outdoor furniture on sale under $200", url: `${SHOP}/collections/outdoor` },
    { task: "Apply the promo code SAVE15 to my cart", url: `${SHOP}/cart` },
    { task: "Chat with customer support about a package marked delivered that never arrived", url: `${SHOP}/help` },
  ],
};
