// A car rental site (Enterprise): vehicle search by location, dates and times, reservations
// (change the return date, cancel, add a driver, add equipment), branch hours, receipts.
import { start, then, click, submit, type, select, pick, link, button, textbox, combobox, dropdown, selectEl, radio, option, gridcell } from "../../demo.mjs";

const ENT = "https://www.enterprise.com";
const HOME = "Car Rental with Great Rates & Service | Enterprise Rent-A-Car";

const TIMES = [
  "6:00 AM", "6:30 AM", "7:00 AM", "7:30 AM", "8:00 AM", "8:30 AM", "9:00 AM", "9:30 AM", "10:00 AM", "10:30 AM",
  "11:00 AM", "11:30 AM", "Noon", "12:30 PM", "1:00 PM", "1:30 PM", "2:00 PM", "2:30 PM", "3:00 PM", "3:30 PM",
  "4:00 PM", "4:30 PM", "5:00 PM", "5:30 PM", "6:00 PM", "6:30 PM", "7:00 PM",
];
const EQUIPMENT = ["Child Safety Seat", "Infant Seat", "Booster Seat", "GPS Navigation", "SiriusXM Satellite Radio", "Ski Rack", "Toll Pass"];

const tid = (id) => ({ test_id: id, test_id_attr: "data-testid" });

/// Finds a reservation with its confirmation number and the renter's last name.
const findReservation = (number, last) => [
  start(`${ENT}/en/reserve/view-modify-cancel.html`, "View, Modify or Cancel Reservation | Enterprise Rent-A-Car"),
  type(textbox("Confirmation Number", { id: "confirmationNumber", name_attr: "confirmationNumber", ...tid("vmc-confirmation-number") }), number),
  type(textbox("Last Name", { id: "lastName", name_attr: "lastName", autocomplete: "family-name", ...tid("vmc-last-name") }), last),
  submit(button("Search Reservation", { type: "submit", ...tid("vmc-search-button") })),
  then(`${ENT}/en/reserve/confirmed.html#details`, "Reservation Details | Enterprise Rent-A-Car", "form_submit"),
];

export const SITE = {
  name: "car-rental",
  kind: "car rental site",
  procedures: [
    // ----------------------------------------------------------------------------- search
    {
      id: "car-rental-search",
      title: "Search for a rental car",
      description: "Rental car at Pittsburgh International Airport, pick up 2027-01-08 at 10:00 AM, return 2027-01-11 at 2:00 PM",
      steps: [
        start(`${ENT}/en/home.html`, HOME),
        type(combobox("Pick-up & Return Location", { id: "pickupLocationTextBox", name_attr: "pickupLocation", placeholder: "Airport, City or Address", ...tid("location-search-input") }), "Pittsburgh International Airport"),
        pick(option("Pittsburgh International Airport", "Airports", { text: "Pittsburgh International Airport (PIT)", ...tid("location-search-result") })),
        type(textbox("Pick-up Date", { type: "date", id: "pickupDate", name_attr: "pickupDate" }), "2027-01-08"),
        select(selectEl("Pick-up Time", { id: "pickupTime", name_attr: "pickupTime" }), "10:00 AM", TIMES),
        type(textbox("Return Date", { type: "date", id: "dropoffDate", name_attr: "dropoffDate" }), "2027-01-11"),
        select(selectEl("Return Time", { id: "dropoffTime", name_attr: "dropoffTime" }), "2:00 PM", TIMES),
        submit(button("Browse Vehicles", { type: "submit", id: "continueButton", ...tid("browse-vehicles-button") })),
        then(`${ENT}/en/reserve.html#vehicles`, "Choose a Vehicle | Enterprise Rent-A-Car", "form_submit"),
      ],
      tasks: [
        { task: "rent a car at Denver International Airport from March 3, 2027 9am to March 7, 2027 5pm", url: `${ENT}/en/home.html`,
          values: { "Pittsburgh International Airport": "Denver International Airport", "2027-01-08": "2027-03-03", "10:00 AM": "9:00 AM", "2027-01-11": "2027-03-07", "2:00 PM": "5:00 PM" } },
        { task: "How much is a full-size car at Boston Logan International Airport, picking up 02/12/2027 at noon and returning 02/14/2027 at 12:30 PM? Answer with just the daily rate.", url: `${ENT}/en/home.html`,
          values: { "Pittsburgh International Airport": "Boston Logan International Airport", "2027-01-08": "2027-02-12", "10:00 AM": "Noon", "2027-01-11": "2027-02-14", "2:00 PM": "12:30 PM" } },
        { task: "I need a car in downtown Pittsburgh, 1/22/2027 to 1/24/2027", url: `${ENT}/en/home.html`,
          values: { "Pittsburgh International Airport": "downtown Pittsburgh", "2027-01-08": "2027-01-22", "2027-01-11": "2027-01-24" } },
        { task: "What cars are available at Orlando International Airport (MCO), Apr 5 2027 8:30 AM - Apr 12 2027 6:00 PM? Return the result as a list.", url: `${ENT}/en/car-rental/deals.html`,
          values: { "Pittsburgh International Airport": "Orlando International Airport (MCO)", "2027-01-08": "2027-04-05", "10:00 AM": "8:30 AM", "2027-01-11": "2027-04-12", "2:00 PM": "6:00 PM" } },
        { task: "Search rentals at Pittsburgh International Airport, pick up 2027-01-08 at 14:00, drop off 2027-01-10 at 10:00", url: `${ENT}/en/reserve.html#vehicles`,
          values: { "Pittsburgh International Airport": "Pittsburgh International Airport", "2027-01-08": "2027-01-08", "10:00 AM": "2:00 PM", "2027-01-11": "2027-01-10", "2:00 PM": "10:00 AM" } },
        { task: "Can you check rental car prices near 30th Street Station, Philadelphia, PA from Dec 23, 2026 to Dec 27, 2026?", url: `${ENT}/en/home.html`,
          values: { "Pittsburgh International Airport": "30th Street Station, Philadelphia, PA", "2027-01-08": "2026-12-23", "2027-01-11": "2026-12-27" } },
      ],
      near: [
        { task: "Book the cheapest SUV at Pittsburgh International Airport for Jan 8–11, 2027", url: `${ENT}/en/reserve.html#vehicles` },
        { task: "Find a moving truck to rent in Pittsburgh for this weekend", url: `${ENT}/en/home.html` },
        { task: "Buy a used Toyota RAV4 from Enterprise Car Sales near Pittsburgh", url: `${ENT}/en/home.html` },
      ],
    },

    // ----------------------------------------------------------------------------- reservations
    {
      id: "car-rental-extend",
      title: "Extend my car rental 1183920447 (last name Rivera) to January 12, 2027",
      description: "",
      steps: [
        ...findReservation("1183920447", "Rivera"),
        click(button("Modify Reservation", tid("modify-reservation-button"))),
        then(`${ENT}/en/reserve.html#book`, "Modify Reservation | Enterprise Rent-A-Car"),
        click(button("Return Date", { id: "dropoffCalendarFocusable", text: "Mon, Jan 11" })),
        click(gridcell("January 12, 2027", { tag: "button", css: 'button[data-date="2027-01-12"]', xpath: '//button[@data-date="2027-01-12"]', context_label: "Return Date" })),
        submit(button("Update Reservation", { type: "submit", ...tid("update-reservation-button") })),
        then(`${ENT}/en/reserve/confirmed.html#details`, "Reservation Updated | Enterprise Rent-A-Car", "form_submit"),
      ],
      tasks: [
        { task: "Change the return date on reservation 2209318855 (last name Chen) to February 16, 2027", url: `${ENT}/en/reserve/view-modify-cancel.html`,
          values: { "1183920447": "2209318855", "Rivera": "Chen", "January 12, 2027": "February 16, 2027" } },
        { task: "extend rental 1190457732 for Okafor until 3/2/2027", url: `${ENT}/en/home.html`,
          values: { "1183920447": "1190457732", "Rivera": "Okafor", "January 12, 2027": "March 2, 2027" } },
        { task: "I need to keep the car one more day. Reservation 1183920447, Rivera, new return date January 13, 2027", url: `${ENT}/en/reserve/view-modify-cancel.html`,
          values: { "1183920447": "1183920447", "Rivera": "Rivera", "January 12, 2027": "January 13, 2027" } },
        { task: "Can you move the return date of my Enterprise reservation 1201663590 up to 2027-04-09? Last name is Nguyen.", url: `${ENT}/en/home.html`,
          values: { "1183920447": "1201663590", "Rivera": "Nguyen", "January 12, 2027": "April 9, 2027" } },
        { task: "shorten reservation 1177204518 to end on Dec 30 2026, last name O'Brien", url: `${ENT}/en/reserve/view-modify-cancel.html`,
          values: { "1183920447": "1177204518", "Rivera": "O'Brien", "January 12, 2027": "December 30, 2026" } },
      ],
      near: [
        { task: "Change the pick-up location of reservation 1183920447 to Pittsburgh Downtown", url: `${ENT}/en/reserve/view-modify-cancel.html` },
        { task: "What time is the car due back for reservation 2209318855?", url: `${ENT}/en/reserve/view-modify-cancel.html` },
        { task: "Upgrade reservation 1190457732 to a full-size SUV", url: `${ENT}/en/reserve/view-modify-cancel.html` },
      ],
    },
    {
      id: "car-rental-cancel",
      title: "Cancel a car rental reservation",
      description: "Cancel reservation 1183920447 for Rivera, reason 'Plans changed'",
      steps: [
        ...findReservation("1183920447", "Rivera"),
        click(button("Cancel Reservation", tid("cancel-reservation-button"))),
        pick(radio("Plans changed", "Why are you cancelling?", { name_attr: "cancelReason" }), ["Plans changed", "Found a better rate", "Booked with another company", "Flight cancelled", "Other"]),
        submit(button("Yes, Cancel Reservation", { type: "submit", ...tid("confirm-cancel-button") })),
        then(`${ENT}/en/reserve/cancelled.html`, "Reservation Cancelled | Enterprise Rent-A-Car", "form_submit"),
      ],
      tasks: [
        { task: "cancel my car reservation 2209318855, last name Chen", url: `${ENT}/en/home.html`,
          values: { "1183920447": "2209318855", "Rivera": "Chen" } },
        { task: "Please cancel Enterprise reservation 1190457732 (Okafor). I found a better rate elsewhere.", url: `${ENT}/en/reserve/view-modify-cancel.html`,
          values: { "1183920447": "1190457732", "Rivera": "Okafor", "Plans changed": "Found a better rate" } },
        { task: "Our flight was cancelled so cancel the rental: confirmation 1201663590, name Tran", url: `${ENT}/en/home.html`,
          values: { "1183920447": "1201663590", "Rivera": "Tran", "Plans changed": "Flight cancelled" } },
        { task: "Can you cancel reservation 1177204518 for Mary O'Brien? We booked with another company.", url: `${ENT}/en/reserve/view-modify-cancel.html`,
          values: { "1183920447": "1177204518", "Rivera": "O'Brien", "Plans changed": "Booked with another company" } },
        { task: "I won't need the car anymore, plans changed. Cancel 1183920447 for Rivera.", url: `${ENT}/en/reserve/confirmed.html#details`,
          values: { "1183920447": "1183920447", "Rivera": "Rivera", "Plans changed": "Plans changed" } },
      ],
      near: [
        { task: "Is reservation 1183920447 still active?", url: `${ENT}/en/reserve/view-modify-cancel.html` },
        { task: "Reinstate my cancelled reservation 2209318855", url: `${ENT}/en/reserve/view-modify-cancel.html` },
        { task: "Cancel my Enterprise Plus membership", url: `${ENT}/en/account.html` },
      ],
    },
    {
      id: "car-rental-add-driver",
      title: "Add a driver to my rental reservation",
      description: "Add Jordan Lee, phone (412) 555-0199, as an additional driver to reservation 1183920447 (last name Rivera)",
      steps: [
        ...findReservation("1183920447", "Rivera"),
        click(button("Add Additional Driver", tid("add-driver-button"))),
        type(textbox("First Name", { id: "additionalDriverFirstName", name_attr: "additionalDriver.firstName" }), "Jordan"),
        type(textbox("Last Name", { id: "additionalDriverLastName", name_attr: "additionalDriver.lastName" }), "Lee"),
        type(textbox("Phone Number", { id: "additionalDriverPhone", name_attr: "additionalDriver.phone", type: "tel", placeholder: "(___) ___-____", autocomplete: "tel-national" }), "(412) 555-0199"),
        submit(button("Save Driver", { type: "submit", ...tid("save-driver-button") })),
      ],
      tasks: [
        { task: "Add Maria Gonzalez-Ortiz as an extra driver on reservation 2209318855, last name Chen, her phone is 412.555.0142", url: `${ENT}/en/reserve/view-modify-cancel.html`,
          values: { "1183920447": "2209318855", "Rivera": "Chen", "Jordan": "Maria", "Lee": "Gonzalez-Ortiz", "(412) 555-0199": "(412) 555-0142" } },
        { task: "add my husband Tom Okafor to rental 1190457732 (Okafor) as a second driver, phone 267-555-0110", url: `${ENT}/en/home.html`,
          values: { "1183920447": "1190457732", "Rivera": "Okafor", "Jordan": "Tom", "Lee": "Okafor", "(412) 555-0199": "(267) 555-0110" } },
        { task: "Can you add an additional driver to reservation 1183920447? Name: Alex Kim, cell +1 412 555 0177. My last name is Rivera.", url: `${ENT}/en/reserve/view-modify-cancel.html`,
          values: { "1183920447": "1183920447", "Rivera": "Rivera", "Jordan": "Alex", "Lee": "Kim", "(412) 555-0199": "(412) 555-0177" } },
        { task: "Please add Jordan Lee as a driver to my reservation 1201663590, last name Tran", url: `${ENT}/en/reserve/confirmed.html#details`,
          values: { "1183920447": "1201663590", "Rivera": "Tran", "Jordan": "Jordan", "Lee": "Lee" } },
        { task: "I want my daughter Emma Tran to be able to drive the rental too. Reservation 1201663590 under Tran, her number is (215) 555-0163.", url: `${ENT}/en/home.html`,
          values: { "1183920447": "1201663590", "Rivera": "Tran", "Jordan": "Emma", "Lee": "Tran", "(412) 555-0199": "(215) 555-0163" } },
      ],
      near: [
        { task: "Remove Jordan Lee as a driver from reservation 1183920447", url: `${ENT}/en/reserve/view-modify-cancel.html` },
        { task: "How much does it cost per day to add an additional driver?", url: `${ENT}/en/home.html` },
        { task: "Change the renter's phone number on reservation 2209318855 to (412) 555-0101", url: `${ENT}/en/reserve/view-modify-cancel.html` },
      ],
    },
    {
      id: "car-rental-add-equipment",
      title: "Add a Child Safety Seat to reservation 1183920447 (last name Rivera)",
      description: "",
      steps: [
        ...findReservation("1183920447", "Rivera"),
        click(button("Add Extras", tid("add-extras-button"))),
        then(`${ENT}/en/reserve.html#extras`, "Extras | Enterprise Rent-A-Car"),
        click(dropdown("Equipment", { text: "Select equipment", ...tid("equipment-select") })),
        pick(option("Child Safety Seat", "Equipment", tid("equipment-option")), EQUIPMENT),
        submit(button("Update Reservation", { type: "submit", ...tid("update-reservation-button") })),
      ],
      tasks: [
        { task: "add a booster seat to reservation 2209318855, last name Chen", url: `${ENT}/en/reserve/view-modify-cancel.html`,
          values: { "1183920447": "2209318855", "Rivera": "Chen", "Child Safety Seat": "Booster Seat" } },
        { task: "I'd like a GPS in the car for reservation 1190457732 (Okafor)", url: `${ENT}/en/home.html`,
          values: { "1183920447": "1190457732", "Rivera": "Okafor", "Child Safety Seat": "GPS Navigation" } },
        { task: "Please add an infant seat to my rental 1201663590, Tran. The baby is 4 months old.", url: `${ENT}/en/reserve/view-modify-cancel.html`,
          values: { "1183920447": "1201663590", "Rivera": "Tran", "Child Safety Seat": "Infant Seat" } },
        { task: "Can you add a ski rack to Enterprise reservation 1177204518? Last name O'Brien.", url: `${ENT}/en/home.html`,
          values: { "1183920447": "1177204518", "Rivera": "O'Brien", "Child Safety Seat": "Ski Rack" } },
        { task: "add satellite radio to 1183920447 for Rivera", url: `${ENT}/en/reserve/confirmed.html#details`,
          values: { "1183920447": "1183920447", "Rivera": "Rivera", "Child Safety Seat": "SiriusXM Satellite Radio" } },
        { task: "We need a toll pass on reservation 2209318855 for Chen, we're driving the turnpike", url: `${ENT}/en/reserve/view-modify-cancel.html`,
          values: { "1183920447": "2209318855", "Rivera": "Chen", "Child Safety Seat": "Toll Pass" } },
      ],
      near: [
        { task: "Remove the child safety seat from reservation 1183920447", url: `${ENT}/en/reserve/view-modify-cancel.html` },
        { task: "Add Damage Waiver protection to reservation 2209318855", url: `${ENT}/en/reserve/view-modify-cancel.html` },
        { task: "Does my reservation 1190457732 include a child seat?", url: `${ENT}/en/reserve/view-modify-cancel.html` },
      ],
    },

    // ----------------------------------------------------------------------------- look-ups
    {
      id: "car-rental-branch-hours",
      title: "What are the hours of the Enterprise at Pittsburgh International Airport?",
      description: "",
      steps: [
        start(`${ENT}/en/home.html`, HOME),
        click(link("Locations", { css: 'nav.primary-nav a[href="/en/car-rental/locations.html"]' })),
        then(`${ENT}/en/car-rental/locations.html`, "Car Rental Locations | Enterprise Rent-A-Car"),
        type(combobox("Search by city, airport, ZIP or address", { id: "locationSearch", name_attr: "locationSearch", placeholder: "Enter a city, airport, ZIP or address", ...tid("location-finder-input") }), "Pittsburgh International Airport"),
        pick(option("Pittsburgh International Airport", "Airports", { text: "Pittsburgh International Airport (PIT)", ...tid("location-search-result") })),
        then(`${ENT}/en/car-rental/locations/us/pa/pittsburgh-international-airport-2h2c.html`, "Car Rental at Pittsburgh International Airport (PIT) | Enterprise Rent-A-Car"),
        click(button("View All Hours", tid("branch-hours-toggle"))),
      ],
      tasks: [
        { task: "When does the Enterprise at Boston Logan International Airport open on Sundays?", url: `${ENT}/en/home.html`,
          values: { "Pittsburgh International Airport": "Boston Logan International Airport" } },
        { task: "what time does enterprise in Squirrel Hill, Pittsburgh close today", url: `${ENT}/en/car-rental/locations.html`,
          values: { "Pittsburgh International Airport": "Squirrel Hill, Pittsburgh" } },
        { task: "Is the Enterprise location at 30th Street Station, Philadelphia open 24 hours? Answer yes or no.", url: `${ENT}/en/home.html`,
          values: { "Pittsburgh International Airport": "30th Street Station, Philadelphia" } },
        { task: "Enterprise near Monroeville Mall: what are its hours on Saturday?", url: `${ENT}/en/home.html`,
          values: { "Pittsburgh International Airport": "Monroeville Mall" } },
        { task: "Can you find the hours for Enterprise Rent-A-Car at Denver International Airport? Return them as a list by day.", url: `${ENT}/en/car-rental/locations.html`,
          values: { "Pittsburgh International Airport": "Denver International Airport" } },
        { task: "Hours for the Enterprise near Hartsfield-Jackson Atlanta International Airport?", url: `${ENT}/en/home.html`,
          values: { "Pittsburgh International Airport": "Hartsfield-Jackson Atlanta International Airport" } },
      ],
      near: [
        { task: "Make the Enterprise at Pittsburgh International Airport my preferred location", url: `${ENT}/en/car-rental/locations/us/pa/pittsburgh-international-airport-2h2c.html` },
        { task: "Get driving directions to the Enterprise at Boston Logan airport", url: `${ENT}/en/car-rental/locations.html` },
        { task: "Write a review of the Enterprise branch in Squirrel Hill", url: `${ENT}/en/car-rental/locations.html` },
      ],
    },
    {
      id: "car-rental-receipt",
      title: "Look up a rental receipt",
      description: "How much did I pay for rental agreement 39XJ7L? (last name Rivera)",
      steps: [
        start(`${ENT}/en/home.html`, HOME),
        click(link("Find a Receipt", { css: 'footer a[href="/en/reserve/receipts.html"]' })),
        then(`${ENT}/en/reserve/receipts.html`, "Find a Receipt | Enterprise Rent-A-Car"),
        type(textbox("Rental Agreement Number", { id: "rentalAgreementNumber", name_attr: "rentalAgreementNumber", ...tid("receipt-ra-number") }), "39XJ7L"),
        type(textbox("Last Name", { id: "receiptLastName", name_attr: "lastName", autocomplete: "family-name", ...tid("receipt-last-name") }), "Rivera"),
        submit(button("Search", { type: "submit", ...tid("receipt-search-button") })),
        then(`${ENT}/en/reserve/receipts.html#results`, "Receipts | Enterprise Rent-A-Car", "form_submit"),
        click(link("39XJ7L", { ...tid("receipt-result-link"), context_label: "Rental receipts" })),
        then(`${ENT}/en/reserve/receipts/receipt.html?ra=39XJ7L`, "Receipt 39XJ7L | Enterprise Rent-A-Car"),
      ],
      tasks: [
        { task: "What was the total on my rental receipt for agreement 42KD9P, last name Chen? Answer with just the amount.", url: `${ENT}/en/home.html`,
          values: { "39XJ7L": "42KD9P", "Rivera": "Chen" } },
        { task: "how many miles did I drive on rental agreement 51TQ2M (Okafor)?", url: `${ENT}/en/reserve/receipts.html`,
          values: { "39XJ7L": "51TQ2M", "Rivera": "Okafor" } },
        { task: "Find the receipt for rental 39XJ7L", url: `${ENT}/en/home.html`,
          values: { "39XJ7L": "39XJ7L" } },
        { task: "Can you pull up my Enterprise receipt? Rental agreement number 60RB4W, last name Nguyen", url: `${ENT}/en/home.html`,
          values: { "39XJ7L": "60RB4W", "Rivera": "Nguyen" } },
        { task: "I need the fuel charge on agreement 28LM5C for O'Brien for my expense report", url: `${ENT}/en/reserve/receipts.html`,
          values: { "39XJ7L": "28LM5C", "Rivera": "O'Brien" } },
      ],
      near: [
        { task: "Dispute the fuel charge on rental agreement 39XJ7L", url: `${ENT}/en/reserve/receipts.html` },
        { task: "Email the receipt for 42KD9P to accounting@acme.io", url: `${ENT}/en/reserve/receipts.html` },
        { task: "Pay the outstanding damage bill for rental 51TQ2M", url: `${ENT}/en/home.html` },
      ],
    },
  ],
  unrelated: [
    { task: "Join Enterprise Plus with my email sam.rivera@gmail.com", url: `${ENT}/en/home.html` },
    { task: "Update my driver's license number in my Enterprise profile", url: `${ENT}/en/account.html` },
    { task: "Report an accident with my rental car", url: `${ENT}/en/help.html` },
    { task: "Change the password on my Enterprise account", url: `${ENT}/en/account.html` },
    { task: "What's Enterprise's policy on renting to drivers under 25?", url: `${ENT}/en/help.html` },
    { task: "Show me this week's weekend rental deals", url: `${ENT}/en/car-rental/deals.html` },
  ],
};
