// A hotel booking site (Hotels.com): hotel search by destination and dates, star rating and sort,
// a property's guest rating, trips with saved hotels, bookings (cancel, change dates), reviews.
import { start, then, click, submit, type, check, pick, fp, link, button, tab, textbox, textarea, combobox, dropdown, checkbox, radio, option, gridcell } from "../../demo.mjs";

const HC = "https://www.hotels.com";
const HOME = "Hotels.com - Deals & Discounts for Hotel Reservations from Luxury Hotels to Budget Accommodations";

const stid = (id) => ({ test_id: id, test_id_attr: "data-stid" });
const whereButton = () => button("Where to?", { text: "Where to?", ...stid("destination_form_field-menu-trigger") });
const whereInput = () => combobox("Where to?", { id: "destination_form_field", name_attr: "destination", placeholder: "Going to", ...stid("destination_form_field-menu-input") });
const suggestion = (name, text) => fp({ tag: "button", role: "option", name, text: `${name} ${text}`, context_label: "Where to?", ...stid("destination_form_field-result-item-button") });
const day = (name) => gridcell(name, { tag: "div", role: "button", text: name.split(" ")[1].replace(",", ""), css: `div.uitk-day-button[aria-label="${name}"]`, xpath: `//div[@aria-label="${name}"]` });
const searchButton = () => submit(button("Search", { id: "search_button", type: "submit", ...stid("search-form-submit") }));

/// Picks a destination or a property in the search form and searches.
const searchFor = (name, text) => [
  click(whereButton()),
  type(whereInput(), name),
  pick(suggestion(name, text)),
];

/// Opens a booking from Trips (Upcoming or Past).
const openBooking = (which, hotel, itinerary) => [
  start(`${HC}/trips`, "Trips | Hotels.com"),
  click(tab(which, stid(`trips-tab-${which.toLowerCase()}`))),
  click(link(hotel, stid("itinerary-card-link"))),
  then(`${HC}/trips/${itinerary}/hotel?itineraryNumber=${itinerary}`, `${hotel} | Trips | Hotels.com`),
];

const SORTS = ["Recommended", "Price: low to high", "Price: high to low", "Distance from downtown", "Guest rating + our picks", "Star rating"];

export const SITE = {
  name: "hotels",
  kind: "hotel booking site",
  procedures: [
    // ----------------------------------------------------------------------------- search
    {
      id: "hotels-search",
      title: "Find hotels in Chicago from Mar 13, 2027 to Mar 15, 2027",
      description: "",
      steps: [
        start(`${HC}/`, HOME),
        ...searchFor("Chicago", "Illinois, United States"),
        click(button("Dates", { text: "Dates", ...stid("uitk-date-selector-input1-default") })),
        click(day("Mar 13, 2027")),
        click(day("Mar 15, 2027")),
        click(button("Done", stid("apply-date-selector"))),
        searchButton(),
        then(`${HC}/Hotel-Search?destination=Chicago%2C%20Illinois%2C%20United%20States%20of%20America&regionId=178248&startDate=2027-03-13&endDate=2027-03-15&adults=2&rooms=1`, "Chicago, Illinois Hotel Search Results | Hotels.com", "form_submit"),
      ],
      tasks: [
        { task: "find hotels in Nashville from April 2 to April 5, 2027", url: `${HC}/`,
          values: { "Chicago": "Nashville", "Mar 13, 2027": "Apr 2, 2027", "Mar 15, 2027": "Apr 5, 2027" } },
        { task: "Search hotels in New Orleans, Louisiana for 05/21/2027 - 05/24/2027", url: `${HC}/`,
          values: { "Chicago": "New Orleans, Louisiana", "Mar 13, 2027": "May 21, 2027", "Mar 15, 2027": "May 24, 2027" } },
        { task: "I need a place to stay in San Diego Jun 10 2027 through Jun 14 2027, show me what's available", url: `${HC}/deals`,
          values: { "Chicago": "San Diego", "Mar 13, 2027": "Jun 10, 2027", "Mar 15, 2027": "Jun 14, 2027" } },
        { task: "What hotels are available in Quebec City from 2027-02-12 to 2027-02-14? Return the result as a list.", url: `${HC}/`,
          values: { "Chicago": "Quebec City", "Mar 13, 2027": "Feb 12, 2027", "Mar 15, 2027": "Feb 14, 2027" } },
        { task: "hotels in Chicago, check in Mar 15, 2027, check out Mar 18, 2027", url: `${HC}/Hotel-Search?destination=Chicago%2C%20Illinois%2C%20United%20States%20of%20America&regionId=178248&startDate=2027-03-13&endDate=2027-03-15&adults=2&rooms=1`,
          values: { "Chicago": "Chicago", "Mar 13, 2027": "Mar 15, 2027", "Mar 15, 2027": "Mar 18, 2027" } },
        { task: "Can you look for hotels near Walt Disney World Resort, Lake Buena Vista for Oct 8-11, 2027?", url: `${HC}/`,
          values: { "Chicago": "Walt Disney World Resort, Lake Buena Vista", "Mar 13, 2027": "Oct 8, 2027", "Mar 15, 2027": "Oct 11, 2027" } },
      ],
      near: [
        { task: "Reserve a king room at the Hotel Zachary for Mar 13–15, 2027", url: `${HC}/ho2190389824/hotel-zachary-chicago-united-states-of-america/` },
        { task: "Turn on price tracking for hotels in Chicago for Mar 13–15, 2027", url: `${HC}/Hotel-Search?destination=Chicago%2C%20Illinois%2C%20United%20States%20of%20America&regionId=178248&startDate=2027-03-13&endDate=2027-03-15&adults=2&rooms=1` },
        { task: "Search for flights to Chicago on Mar 13, 2027", url: `${HC}/` },
      ],
    },
    {
      id: "hotels-stars-sorted",
      title: "Show me the cheapest hotels in Miami Beach rated 4 stars",
      description: "",
      steps: [
        start(`${HC}/`, HOME),
        ...searchFor("Miami Beach", "Florida, United States"),
        searchButton(),
        then(`${HC}/Hotel-Search?destination=Miami%20Beach%2C%20Florida%2C%20United%20States%20of%20America&regionId=2297&adults=2&rooms=1`, "Miami Beach, Florida Hotel Search Results | Hotels.com", "form_submit"),
        check(checkbox("4 stars", { id: "star-40", name_attr: "star", context_label: "Star rating" })),
        click(dropdown("Sort by", { id: "sort-filter-dropdown-sort", text: "Recommended" })),
        pick(option("Price: low to high", "Sort by"), SORTS),
        then(`${HC}/Hotel-Search?destination=Miami%20Beach%2C%20Florida%2C%20United%20States%20of%20America&regionId=2297&adults=2&rooms=1&star=40&sort=PRICE_LOW_TO_HIGH`, "Miami Beach, Florida Hotel Search Results | Hotels.com", "history"),
      ],
      tasks: [
        { task: "cheapest 5-star hotels in Las Vegas?", url: `${HC}/`,
          values: { "Miami Beach": "Las Vegas", "4 stars": "5 stars", "Price: low to high": "Price: low to high" } },
        { task: "Which 3 star hotel in Denver has the best guest rating? Answer with just the hotel name.", url: `${HC}/`,
          values: { "Miami Beach": "Denver", "4 stars": "3 stars", "Price: low to high": "Guest rating + our picks" } },
        { task: "List the most expensive 5 star hotels in New York City. Return the result as a list.", url: `${HC}/`,
          values: { "Miami Beach": "New York City", "4 stars": "5 stars", "Price: low to high": "Price: high to low" } },
        { task: "I'm on a budget: show me 2-star hotels in Orlando from cheapest to priciest", url: `${HC}/deals`,
          values: { "Miami Beach": "Orlando", "4 stars": "2 stars", "Price: low to high": "Price: low to high" } },
        { task: "what are the 4 star hotels in Chicago closest to downtown", url: `${HC}/`,
          values: { "Miami Beach": "Chicago", "4 stars": "4 stars", "Price: low to high": "Distance from downtown" } },
        { task: "Show me the cheapest hotels in Key West, Florida rated 4 stars", url: `${HC}/`,
          values: { "Miami Beach": "Key West, Florida", "4 stars": "4 stars", "Price: low to high": "Price: low to high" } },
      ],
      near: [
        { task: "Book the cheapest 4-star hotel in Miami Beach for Mar 5–7, 2027", url: `${HC}/Hotel-Search?destination=Miami%20Beach%2C%20Florida%2C%20United%20States%20of%20America&regionId=2297&adults=2&rooms=1&star=40&sort=PRICE_LOW_TO_HIGH` },
        { task: "Clear all the filters on my Miami Beach hotel search", url: `${HC}/Hotel-Search?destination=Miami%20Beach%2C%20Florida%2C%20United%20States%20of%20America&regionId=2297&adults=2&rooms=1&star=40&sort=PRICE_LOW_TO_HIGH` },
        { task: "Email me when 4-star hotels in Miami Beach drop in price", url: `${HC}/` },
      ],
    },

    // ----------------------------------------------------------------------------- properties
    {
      id: "hotels-guest-rating",
      title: "What is the guest rating of the Palmer House Hilton?",
      description: "",
      steps: [
        start(`${HC}/`, HOME),
        ...searchFor("Palmer House Hilton", "17 E Monroe St, Chicago, Illinois, United States"),
        searchButton(),
        then(`${HC}/ho118047/palmer-house-a-hilton-hotel-chicago-united-states-of-america/`, "Palmer House a Hilton Hotel, Chicago | Hotels.com", "form_submit"),
        click(fp({ tag: "a", role: "tab", name: "Reviews", text: "Reviews", css: 'a[href="#Reviews"]', ...stid("navigation-tab-reviews") })),
      ],
      tasks: [
        { task: "What's the guest rating of The Langham, Chicago? Answer with just the number.", url: `${HC}/`,
          values: { "Palmer House Hilton": "The Langham, Chicago" } },
        { task: "how are the reviews for Hotel Zachary", url: `${HC}/`,
          values: { "Palmer House Hilton": "Hotel Zachary" } },
        { task: "Is the Fontainebleau Miami Beach rated well by guests? Give me the score out of 10.", url: `${HC}/Hotel-Search?destination=Miami%20Beach%2C%20Florida%2C%20United%20States%20of%20America&regionId=2297&adults=2&rooms=1`,
          values: { "Palmer House Hilton": "Fontainebleau Miami Beach" } },
        { task: "Tell me the review score and the number of reviews for Hyatt Regency New Orleans", url: `${HC}/`,
          values: { "Palmer House Hilton": "Hyatt Regency New Orleans" } },
        { task: "Can you check how guests rate the Best Western Plus Hotel at the Convention Center? It's the one in Baltimore.", url: `${HC}/`,
          values: { "Palmer House Hilton": "Best Western Plus Hotel at the Convention Center" } },
        { task: "What rating do guests give The Guest House at Graceland?", url: `${HC}/`,
          values: { "Palmer House Hilton": "The Guest House at Graceland" } },
      ],
      near: [
        { task: "Report a review on the Palmer House Hilton page as inappropriate", url: `${HC}/ho118047/palmer-house-a-hilton-hotel-chicago-united-states-of-america/` },
        { task: "Ask the Palmer House Hilton whether early check-in is possible", url: `${HC}/ho118047/palmer-house-a-hilton-hotel-chicago-united-states-of-america/` },
        { task: "Upload my photos of the Palmer House Hilton lobby", url: `${HC}/ho118047/palmer-house-a-hilton-hotel-chicago-united-states-of-america/` },
      ],
    },

    // ----------------------------------------------------------------------------- trips (saved)
    {
      id: "hotels-save-to-trip",
      title: "Save Hotel Zachary to my 'Chicago spring break' trip",
      description: "",
      steps: [
        start(`${HC}/`, HOME),
        ...searchFor("Hotel Zachary", "3630 N Clark St, Chicago, Illinois, United States"),
        searchButton(),
        then(`${HC}/ho2190389824/hotel-zachary-chicago-united-states-of-america/`, "Hotel Zachary, Chicago | Hotels.com", "form_submit"),
        click(button("Save property to a trip", { text: "", ...stid("tripsSaveItem-button") })),
        pick(option("Chicago spring break", "Save to a trip", stid("trips-save-item-trip")), ["Chicago spring break", "Lisbon 2027", "Mom's 70th birthday", "Weekend getaways"]),
        click(button("Done", stid("trips-save-item-done"))),
      ],
      tasks: [
        { task: "save the Fontainebleau Miami Beach to my Weekend getaways trip", url: `${HC}/`,
          values: { "Hotel Zachary": "Fontainebleau Miami Beach", "Chicago spring break": "Weekend getaways" } },
        { task: "Add the Pestana Palace Lisbon to my trip Lisbon 2027", url: `${HC}/`,
          values: { "Hotel Zachary": "Pestana Palace Lisbon", "Chicago spring break": "Lisbon 2027" } },
        { task: "Can you save Hotel Emma, San Antonio to the trip 'Mom's 70th birthday'?", url: `${HC}/trips`,
          values: { "Hotel Zachary": "Hotel Emma, San Antonio", "Chicago spring break": "Mom's 70th birthday" } },
        { task: "I want to remember the Graduate Nashville for later. Save it to my 'Weekend getaways' trip.", url: `${HC}/`,
          values: { "Hotel Zachary": "Graduate Nashville", "Chicago spring break": "Weekend getaways" } },
        { task: "save the hotel 'Hotel Chicago West Loop' in my Chicago spring break trip", url: `${HC}/Hotel-Search?destination=Chicago%2C%20Illinois%2C%20United%20States%20of%20America&regionId=178248&adults=2&rooms=1`,
          values: { "Hotel Zachary": "Hotel Chicago West Loop", "Chicago spring break": "Chicago spring break" } },
        { task: "Save The Drake, a Hilton Hotel to my 'Girls trip, Chicago, June' trip", url: `${HC}/`,
          values: { "Hotel Zachary": "The Drake, a Hilton Hotel", "Chicago spring break": "Girls trip, Chicago, June" } },
      ],
      near: [
        { task: "Share my 'Chicago spring break' trip with alex.moreno@gmail.com", url: `${HC}/trips` },
        { task: "Create a new empty trip called 'Lisbon 2028'", url: `${HC}/trips` },
        { task: "Rename my trip 'Weekend getaways' to 'Road trips'", url: `${HC}/trips` },
      ],
    },
    {
      id: "hotels-remove-from-trip",
      title: "Remove a saved hotel from a trip",
      description: "Remove Hotel Zachary from my 'Chicago spring break' trip",
      steps: [
        start(`${HC}/trips`, "Trips | Hotels.com"),
        click(link("Chicago spring break", stid("trip-card-link"))),
        then(`${HC}/trips/3f2a9c1e-7b4d-4e0a-9c6b-52d8e1a0f7c3`, "Chicago spring break | Trips | Hotels.com"),
        click(link("Hotel Zachary", { ...stid("trip-saved-item-link"), context_label: "Saved" })),
        click(button("Remove from trip", stid("trip-saved-item-remove"))),
        click(button("Remove", { ...stid("trip-remove-dialog-confirm"), context_label: "Remove this property from your trip?" })),
      ],
      tasks: [
        { task: "remove the Fontainebleau Miami Beach from my Weekend getaways trip", url: `${HC}/trips`,
          values: { "Chicago spring break": "Weekend getaways", "Hotel Zachary": "Fontainebleau Miami Beach" } },
        { task: "Take Pestana Palace Lisbon out of trip Lisbon 2027, we booked something else", url: `${HC}/`,
          values: { "Chicago spring break": "Lisbon 2027", "Hotel Zachary": "Pestana Palace Lisbon" } },
        { task: "Can you unsave Hotel Emma, San Antonio from 'Mom's 70th birthday'?", url: `${HC}/trips`,
          values: { "Chicago spring break": "Mom's 70th birthday", "Hotel Zachary": "Hotel Emma, San Antonio" } },
        { task: "I don't want the Graduate Nashville in my Weekend getaways trip anymore", url: `${HC}/trips`,
          values: { "Chicago spring break": "Weekend getaways", "Hotel Zachary": "Graduate Nashville" } },
        { task: "Delete 'Hotel Chicago West Loop' from the Chicago spring break trip", url: `${HC}/trips/3f2a9c1e-7b4d-4e0a-9c6b-52d8e1a0f7c3`,
          values: { "Chicago spring break": "Chicago spring break", "Hotel Zachary": "Hotel Chicago West Loop" } },
      ],
      near: [
        { task: "Delete my whole 'Chicago spring break' trip", url: `${HC}/trips` },
        { task: "How many hotels are saved in my 'Weekend getaways' trip?", url: `${HC}/trips` },
        { task: "Add a note 'close to Wrigley Field' to Hotel Zachary in my Chicago spring break trip", url: `${HC}/trips/3f2a9c1e-7b4d-4e0a-9c6b-52d8e1a0f7c3` },
      ],
    },

    // ----------------------------------------------------------------------------- bookings
    {
      id: "hotels-cancel-booking",
      title: "Cancel a hotel booking",
      description: "Cancel my Omni Chicago Hotel booking, reason: Change in travel plans",
      steps: [
        ...openBooking("Upcoming", "Omni Chicago Hotel", "72013348861533"),
        click(button("Cancel booking", stid("itinerary-cancel-booking"))),
        then(`${HC}/trips/72013348861533/hotel/cancel`, "Cancel your booking | Hotels.com"),
        pick(radio("Change in travel plans", "Why are you cancelling?", { name_attr: "cancelReason" }), ["Change in travel plans", "Found a better price", "Booked by mistake", "Personal reasons", "Other"]),
        submit(button("Cancel booking", { type: "submit", ...stid("confirm-cancel-booking") })),
        then(`${HC}/trips/72013348861533/hotel/cancel/confirmation`, "Booking cancelled | Hotels.com", "form_submit"),
      ],
      tasks: [
        { task: "cancel my reservation at the Hyatt Regency New Orleans, I found a better price", url: `${HC}/trips`,
          values: { "Omni Chicago Hotel": "Hyatt Regency New Orleans", "Change in travel plans": "Found a better price" } },
        { task: "Please cancel the Graduate Nashville booking", url: `${HC}/`,
          values: { "Omni Chicago Hotel": "Graduate Nashville" } },
        { task: "I booked The Westin Boston Seaport District by mistake, can you cancel it?", url: `${HC}/trips`,
          values: { "Omni Chicago Hotel": "The Westin Boston Seaport District", "Change in travel plans": "Booked by mistake" } },
        { task: "Cancel my stay at Hotel Emma, San Antonio. Reason: personal reasons", url: `${HC}/trips`,
          values: { "Omni Chicago Hotel": "Hotel Emma, San Antonio", "Change in travel plans": "Personal reasons" } },
        { task: "cancel the booking at Omni Chicago Hotel, our travel plans changed", url: `${HC}/trips/72013348861533/hotel?itineraryNumber=72013348861533`,
          values: { "Omni Chicago Hotel": "Omni Chicago Hotel", "Change in travel plans": "Change in travel plans" } },
      ],
      near: [
        { task: "What's the cancellation policy on my Omni Chicago Hotel booking?", url: `${HC}/trips` },
        { task: "Get the receipt for my stay at the Hyatt Regency New Orleans", url: `${HC}/trips` },
        { task: "Rebook my cancelled Graduate Nashville reservation", url: `${HC}/trips` },
      ],
    },
    {
      id: "hotels-change-dates",
      title: "Change the dates of a hotel booking",
      description: "Move my Hotel Zachary booking to Apr 9, 2027 – Apr 11, 2027",
      steps: [
        ...openBooking("Upcoming", "Hotel Zachary", "72013351207788"),
        click(button("Change dates", stid("itinerary-change-dates"))),
        then(`${HC}/trips/72013351207788/hotel/change-dates`, "Change your dates | Hotels.com"),
        click(day("Apr 9, 2027")),
        click(day("Apr 11, 2027")),
        submit(button("Check availability", { type: "submit", ...stid("change-dates-check-availability") })),
        submit(button("Confirm change", { type: "submit", ...stid("change-dates-confirm") })),
      ],
      tasks: [
        { task: "move my Graduate Nashville stay to May 7–9, 2027", url: `${HC}/trips`,
          values: { "Hotel Zachary": "Graduate Nashville", "Apr 9, 2027": "May 7, 2027", "Apr 11, 2027": "May 9, 2027" } },
        { task: "Change the dates on my Omni Chicago Hotel booking: check in 06/03/2027, check out 06/06/2027", url: `${HC}/trips`,
          values: { "Hotel Zachary": "Omni Chicago Hotel", "Apr 9, 2027": "Jun 3, 2027", "Apr 11, 2027": "Jun 6, 2027" } },
        { task: "Our flight got moved. Can you push the Hyatt Regency New Orleans reservation to check-in 2027-03-20 and check-out 2027-03-23?", url: `${HC}/`,
          values: { "Hotel Zachary": "Hyatt Regency New Orleans", "Apr 9, 2027": "Mar 20, 2027", "Apr 11, 2027": "Mar 23, 2027" } },
        { task: "reschedule Hotel Zachary to Apr 11, 2027 - Apr 13, 2027", url: `${HC}/trips/72013351207788/hotel?itineraryNumber=72013351207788`,
          values: { "Hotel Zachary": "Hotel Zachary", "Apr 9, 2027": "Apr 11, 2027", "Apr 11, 2027": "Apr 13, 2027" } },
        { task: "I need to change my booking dates at The Westin Boston Seaport District to July 1 to July 4, 2027", url: `${HC}/trips`,
          values: { "Hotel Zachary": "The Westin Boston Seaport District", "Apr 9, 2027": "Jul 1, 2027", "Apr 11, 2027": "Jul 4, 2027" } },
      ],
      near: [
        { task: "Change the room on my Hotel Zachary booking to a king suite", url: `${HC}/trips` },
        { task: "What are the check-in and check-out dates of my Graduate Nashville booking?", url: `${HC}/trips` },
        { task: "Add a second guest's name to my Omni Chicago Hotel booking", url: `${HC}/trips` },
      ],
    },

    // ----------------------------------------------------------------------------- reviews
    {
      id: "hotels-write-review",
      title: "Review a hotel stay",
      description: "Review my stay at the Hyatt Regency New Orleans: 9, title 'Great location', 'Walking distance to the French Quarter and the Superdome, friendly staff.'",
      steps: [
        ...openBooking("Past", "Hyatt Regency New Orleans", "72012987430021"),
        click(button("Write a review", stid("itinerary-write-review"))),
        then(`${HC}/review/write?itineraryNumber=72012987430021`, "Write a review | Hotels.com"),
        pick(radio("9", "Overall rating", { name_attr: "overallRating" }), ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]),
        type(textbox("Review title", { id: "review-title", name_attr: "title" }), "Great location"),
        type(textarea("Tell us about your stay", { id: "review-text", name_attr: "text", placeholder: "What did you like or dislike?" }), "Walking distance to the French Quarter and the Superdome, friendly staff."),
        submit(button("Submit review", { type: "submit", ...stid("submit-review") })),
      ],
      tasks: [
        { task: "Write a review for my stay at Hotel Emma, San Antonio: 10/10, title 'Best hotel ever', text 'Beautiful rooms, amazing bar, would stay again.'", url: `${HC}/trips`,
          values: { "Hyatt Regency New Orleans": "Hotel Emma, San Antonio", "9": "10", "Great location": "Best hotel ever", "Walking distance to the French Quarter and the Superdome, friendly staff.": "Beautiful rooms, amazing bar, would stay again." } },
        { task: "leave a 6 out of 10 review for the Graduate Nashville titled Noisy at night saying The rooftop bar is fun but the rooms above it are loud until 2am.", url: `${HC}/trips`,
          values: { "Hyatt Regency New Orleans": "Graduate Nashville", "9": "6", "Great location": "Noisy at night", "Walking distance to the French Quarter and the Superdome, friendly staff.": "The rooftop bar is fun but the rooms above it are loud until 2am." } },
        { task: "Can you review The Westin Boston Seaport District for me? Give it a 7. Title: Fine for a work trip. Text: Clean, quiet, a bit far from the T.", url: `${HC}/`,
          values: { "Hyatt Regency New Orleans": "The Westin Boston Seaport District", "9": "7", "Great location": "Fine for a work trip", "Walking distance to the French Quarter and the Superdome, friendly staff.": "Clean, quiet, a bit far from the T." } },
        { task: "Rate my Omni Chicago Hotel stay 8 with the title 'Great location' and the review 'Great location, great staff, great stay.'", url: `${HC}/trips`,
          values: { "Hyatt Regency New Orleans": "Omni Chicago Hotel", "9": "8", "Great location": "Great location", "Walking distance to the French Quarter and the Superdome, friendly staff.": "Great location, great staff, great stay." } },
        { task: "Please post a review of Hotel Zachary, score 9, title Would stay again, and the text: Right next to Wrigley Field. Ask for a room facing Clark St.", url: `${HC}/trips`,
          values: { "Hyatt Regency New Orleans": "Hotel Zachary", "9": "9", "Great location": "Would stay again", "Walking distance to the French Quarter and the Superdome, friendly staff.": "Right next to Wrigley Field. Ask for a room facing Clark St." } },
      ],
      near: [
        { task: "Edit the review I wrote for the Hyatt Regency New Orleans", url: `${HC}/trips` },
        { task: "Delete my review of the Graduate Nashville", url: `${HC}/trips` },
        { task: "Did Hotel Emma reply to my review?", url: `${HC}/trips` },
      ],
    },
  ],
  unrelated: [
    { task: "Sign in to Hotels.com with my Google account", url: `${HC}/` },
    { task: "Change the currency to euros", url: `${HC}/` },
    { task: "How much OneKey Cash do I have?", url: `${HC}/` },
    { task: "Switch the site language to Spanish", url: `${HC}/` },
    { task: "Add a new Visa card ending 4417 to my account", url: `${HC}/account/payment-methods` },
    { task: "Chat with customer support about a double charge on my card", url: `${HC}/service` },
    { task: "Update my phone number in my profile to (312) 555-0172", url: `${HC}/account/profile` },
  ],
};
