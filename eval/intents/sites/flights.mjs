// An airline site (JetBlue): flight search (round trip, one-way), flight status, check-in, trips
// (bags, seats, TrueBlue number) and the bag fee calculator.
import { start, then, click, submit, type, check, pick, link, button, tab, textbox, combobox, dropdown, checkbox, option } from "../../demo.mjs";

const JB = "https://www.jetblue.com";
const HOME = "JetBlue | Airline Tickets, Flights, and Airfare";

const qa = (id) => ({ test_id: id, test_id_attr: "data-qaid" });
const from = () => combobox("From", { id: "jb-autocomplete-1-search", placeholder: "Where from?", ...qa("fromAirport") });
const to = () => combobox("To", { id: "jb-autocomplete-2-search", placeholder: "Where to?", ...qa("toAirport") });
const airport = (name, text, group) => option(name, group, { text, ...qa("airportOption") });
const depart = () => textbox("Depart", { id: "jb-date-picker-input-id-0", placeholder: "MM/DD/YYYY", ...qa("departDate") });
const back = () => textbox("Return", { id: "jb-date-picker-input-id-1", placeholder: "MM/DD/YYYY", ...qa("returnDate") });
const searchFlights = () => submit(button("Search flights", { type: "submit", ...qa("searchFlights") }));

/// Opens a trip in Manage Trips with its confirmation code and last name.
const findTrip = (code, last) => [
  start(`${JB}/manage-trips`, "Manage Trips | JetBlue"),
  type(textbox("Confirmation code", { id: "mt-confirmation-code", name_attr: "confirmationCode", ...qa("mtConfirmationCode") }), code),
  type(textbox("Last name", { id: "mt-last-name", name_attr: "lastName", autocomplete: "family-name", ...qa("mtLastName") }), last),
  submit(button("Find trip", { type: "submit", ...qa("mtFindTrip") })),
  then(`${JB}/manage-trips/trip?pnr=${code}`, "Trip Details | JetBlue", "form_submit"),
];

export const SITE = {
  name: "flights",
  kind: "airline / flight search",
  procedures: [
    // ----------------------------------------------------------------------------- search
    {
      id: "flights-search-roundtrip",
      title: "Find round-trip flights from Boston to San Juan, 12/18/2026 to 12/28/2026",
      description: "",
      steps: [
        start(`${JB}/`, HOME),
        type(from(), "Boston"),
        pick(airport("Boston", "Boston, MA (BOS)", "Origin airports")),
        type(to(), "San Juan"),
        pick(airport("San Juan", "San Juan, PR (SJU)", "Destination airports")),
        type(depart(), "12/18/2026"),
        type(back(), "12/28/2026"),
        searchFlights(),
        then(`${JB}/booking/flights?from=BOS&to=SJU&depart=2026-12-18&return=2026-12-28&isMultiCity=false&noOfRoute=1&adults=1&children=0&infants=0&sharedMarket=false&roundTripFaresFlag=false&usePoints=false`, "Select flights | JetBlue", "form_submit"),
      ],
      tasks: [
        { task: "Search round trip flights from New York to Aruba, leaving January 9, 2027 and returning January 16, 2027", url: `${JB}/`,
          values: { "Boston": "New York", "San Juan": "Aruba", "12/18/2026": "01/09/2027", "12/28/2026": "01/16/2027" } },
        { task: "I want to fly roundtrip Fort Lauderdale to Bogota 2/12/2027 - 2/19/2027", url: `${JB}/`,
          values: { "Boston": "Fort Lauderdale", "San Juan": "Bogota", "12/18/2026": "02/12/2027", "12/28/2026": "02/19/2027" } },
        { task: "can you find me roundtrip flights BOS to LAX, out 03/05/2027 back 03/09/2027", url: `${JB}/deals`,
          values: { "Boston": "BOS", "San Juan": "LAX", "12/18/2026": "03/05/2027", "12/28/2026": "03/09/2027" } },
        { task: "What's the cheapest round-trip fare from Boston to London Heathrow, departing 2027-04-10 and coming back 2027-04-20? Answer with just the price.", url: `${JB}/`,
          values: { "Boston": "Boston", "San Juan": "London Heathrow", "12/18/2026": "04/10/2027", "12/28/2026": "04/20/2027" } },
        { task: "Round trip flights from Orlando to Santo Domingo (Las Americas) Dec 22 2026 to Jan 3 2027, please", url: `${JB}/`,
          values: { "Boston": "Orlando", "San Juan": "Santo Domingo (Las Americas)", "12/18/2026": "12/22/2026", "12/28/2026": "01/03/2027" } },
        { task: "Christmas plans: find round-trip flights from San Juan to Boston, 12/28/2026 to 01/04/2027.", url: `${JB}/booking/flights?from=BOS&to=SJU&depart=2026-12-18&return=2026-12-28&isMultiCity=false&noOfRoute=1&adults=1&children=0&infants=0&sharedMarket=false&roundTripFaresFlag=false&usePoints=false`,
          values: { "Boston": "San Juan", "San Juan": "Boston", "12/18/2026": "12/28/2026", "12/28/2026": "01/04/2027" } },
      ],
      near: [
        { task: "Book the 7:05 AM round-trip flight from Boston to San Juan on 12/18/2026 with my saved card", url: `${JB}/booking/flights?from=BOS&to=SJU&depart=2026-12-18&return=2026-12-28&isMultiCity=false&noOfRoute=1&adults=1&children=0&infants=0&sharedMarket=false&roundTripFaresFlag=false&usePoints=false` },
        { task: "Set a fare alert for round-trip flights from Boston to San Juan in December", url: `${JB}/` },
        { task: "Search vacation packages (flight + hotel) from Boston to San Juan for 12/18/2026 to 12/28/2026", url: `${JB}/` },
      ],
    },
    {
      id: "flights-search-oneway",
      title: "Search one-way flights",
      description: "One-way flight from New York to Fort Lauderdale on 01/09/2027",
      steps: [
        start(`${JB}/`, HOME),
        click(dropdown("Trip type", { text: "Roundtrip", ...qa("tripTypeDropdown") })),
        pick(option("One-way", "Trip type"), ["Roundtrip", "One-way", "Multi-city"]),
        type(from(), "New York"),
        pick(airport("New York", "New York City area airports (NYC)", "Origin airports")),
        type(to(), "Fort Lauderdale"),
        pick(airport("Fort Lauderdale", "Fort Lauderdale, FL (FLL)", "Destination airports")),
        type(depart(), "01/09/2027"),
        searchFlights(),
        then(`${JB}/booking/flights?from=NYC&to=FLL&depart=2027-01-09&isMultiCity=false&noOfRoute=1&adults=1&children=0&infants=0&sharedMarket=false&roundTripFaresFlag=false&usePoints=false`, "Select flights | JetBlue", "form_submit"),
      ],
      tasks: [
        { task: "one way flight from Boston to Orlando on 02/14/2027", url: `${JB}/`,
          values: { "One-way": "One-way", "New York": "Boston", "Fort Lauderdale": "Orlando", "01/09/2027": "02/14/2027" } },
        { task: "What's the cheapest one-way fare from JFK to Los Angeles on March 3, 2027? Answer with just the price.", url: `${JB}/`,
          values: { "One-way": "One-way", "New York": "JFK", "Fort Lauderdale": "Los Angeles", "01/09/2027": "03/03/2027" } },
        { task: "I need a one way ticket Newark to West Palm Beach, Jan 30 2027, search it for me", url: `${JB}/deals`,
          values: { "One-way": "One-way", "New York": "Newark", "Fort Lauderdale": "West Palm Beach", "01/09/2027": "01/30/2027" } },
        { task: "please search for one-way flights from Hartford to Fort Myers leaving 2027-02-01", url: `${JB}/`,
          values: { "One-way": "One-way", "New York": "Hartford", "Fort Lauderdale": "Fort Myers", "01/09/2027": "02/01/2027" } },
        { task: "Find a one-way flight from Fort Lauderdale to New York on 01/16/2027", url: `${JB}/`,
          values: { "One-way": "One-way", "New York": "Fort Lauderdale", "Fort Lauderdale": "New York", "01/09/2027": "01/16/2027" } },
        { task: "How many nonstop one-way flights are there from Boston to Providenciales, Turks and Caicos on 03/20/2027?", url: `${JB}/`,
          values: { "One-way": "One-way", "New York": "Boston", "Fort Lauderdale": "Providenciales, Turks and Caicos", "01/09/2027": "03/20/2027" } },
      ],
      near: [
        { task: "Cancel my one-way flight to Fort Lauderdale on 01/09/2027", url: `${JB}/manage-trips` },
        { task: "Book a one-way Mint seat from JFK to LAX on 03/03/2027", url: `${JB}/` },
        { task: "Change my one-way flight on 01/09/2027 to 01/10/2027", url: `${JB}/manage-trips` },
      ],
    },

    // ----------------------------------------------------------------------------- flight status
    {
      id: "flights-status",
      title: "Is JetBlue flight 1117 on time tomorrow?",
      description: "",
      steps: [
        start(`${JB}/flight-tracker`, "Flight Tracker | JetBlue"),
        click(tab("Flight number", qa("flightNumberTab"))),
        type(textbox("Flight number", { id: "flightNumber", name_attr: "flightNumber", placeholder: "e.g. 1234", ...qa("flightNumberInput") }), "1117"),
        click(dropdown("Date", { text: "Today", ...qa("flightDateDropdown") })),
        pick(option("Tomorrow", "Date"), ["Yesterday", "Today", "Tomorrow"]),
        submit(button("Track flight", { type: "submit", ...qa("trackFlight") })),
        then(`${JB}/flight-tracker/B6-1117?date=tomorrow`, "Flight B6 1117 Status | JetBlue", "form_submit"),
      ],
      tasks: [
        { task: "What time does flight 623 land today?", url: `${JB}/flight-tracker`,
          values: { "1117": "623", "Tomorrow": "Today" } },
        { task: "Check the status of B6 2283 for yesterday — was it delayed?", url: `${JB}/`,
          values: { "1117": "2283", "Tomorrow": "Yesterday" } },
        { task: "what gate does jetblue 402 leave from tomorrow", url: `${JB}/`,
          values: { "1117": "402", "Tomorrow": "Tomorrow" } },
        { task: "Is JetBlue flight 1117 delayed?", url: `${JB}/flight-tracker`,
          values: { "1117": "1117" } },
        { task: "Can you check whether flight #89 is cancelled today? My mom is on it.", url: `${JB}/`,
          values: { "1117": "89", "Tomorrow": "Today" } },
        { task: "Tomorrow's flight 1561, what's the scheduled departure time? Answer with just the time.", url: `${JB}/flight-tracker`,
          values: { "1117": "1561", "Tomorrow": "Tomorrow" } },
      ],
      near: [
        { task: "Sign me up for text alerts about flight 1117", url: `${JB}/flight-tracker/B6-1117?date=tomorrow` },
        { task: "Switch me to an earlier flight than 1117 tomorrow", url: `${JB}/manage-trips` },
        { task: "Buy a ticket on flight 1117 for tomorrow", url: `${JB}/` },
      ],
    },

    // ----------------------------------------------------------------------------- trips
    {
      id: "flights-checkin",
      title: "Check in for a flight",
      description: "Check in Sam Rivera on confirmation code HXQWTR",
      steps: [
        start(`${JB}/checkin`, "Check In | JetBlue"),
        type(textbox("Confirmation code", { id: "confirmationCode", name_attr: "confirmationCode", ...qa("checkinConfirmationCode") }), "HXQWTR"),
        type(textbox("Last name", { id: "lastName", name_attr: "lastName", autocomplete: "family-name", ...qa("checkinLastName") }), "Rivera"),
        submit(button("Find my trip", { type: "submit", ...qa("checkinFindTrip") })),
        then(`${JB}/checkin/passengers?pnr=HXQWTR`, "Select Travelers | JetBlue Check In", "form_submit"),
        check(checkbox("Sam Rivera", qa("passengerCheckbox-0"))),
        check(checkbox("I have read and accept the hazardous materials policy", { id: "hazmatConsent" })),
        submit(button("Check in", { type: "submit", ...qa("checkinSubmit") })),
        then(`${JB}/checkin/boarding-pass?pnr=HXQWTR`, "Boarding Pass | JetBlue Check In", "form_submit"),
      ],
      tasks: [
        { task: "check me in for my flight, confirmation ABC123 last name O'Neil", url: `${JB}/`,
          values: { "HXQWTR": "ABC123", "Rivera": "O'Neil" } },
        { task: "Check in Priya Shah, booking code KMT9QZ", url: `${JB}/checkin`,
          values: { "HXQWTR": "KMT9QZ", "Rivera": "Shah", "Sam Rivera": "Priya Shah" } },
        { task: "I'd like to check in online. Confirmation code is PLM4RT and the last name is Nakamura-Lopez.", url: `${JB}/`,
          values: { "HXQWTR": "PLM4RT", "Rivera": "Nakamura-Lopez" } },
        { task: "can you do web check-in for Daniel Kim on reservation ZX81QA", url: `${JB}/manage-trips`,
          values: { "HXQWTR": "ZX81QA", "Rivera": "Kim", "Sam Rivera": "Daniel Kim" } },
        { task: "Check in Maria de la Cruz for flight confirmation TQ7HNB", url: `${JB}/checkin`,
          values: { "HXQWTR": "TQ7HNB", "Rivera": "de la Cruz", "Sam Rivera": "Maria de la Cruz" } },
        { task: "check in for HXQWTR please, last name Rivera", url: `${JB}/`,
          values: { "HXQWTR": "HXQWTR", "Rivera": "Rivera" } },
      ],
      near: [
        { task: "Undo my check-in for confirmation HXQWTR", url: `${JB}/checkin` },
        { task: "When does online check-in open for trip KMT9QZ?", url: `${JB}/checkin` },
        { task: "Update the passport details for Sam Rivera on HXQWTR", url: `${JB}/manage-trips/trip?pnr=HXQWTR` },
      ],
    },
    {
      id: "flights-add-bag",
      title: "Add 1 checked bag to my trip HXQWTR, last name Rivera",
      description: "",
      steps: [
        ...findTrip("HXQWTR", "Rivera"),
        click(button("Add bags", qa("addBagsButton"))),
        then(`${JB}/manage-trips/bags?pnr=HXQWTR`, "Bags | JetBlue"),
        click(dropdown("Checked bags", { text: "0", ...qa("checkedBagsSelect-0") })),
        pick(option("1", "Checked bags"), ["0", "1", "2", "3", "4", "5"]),
        submit(button("Continue to payment", { type: "submit", ...qa("bagsContinue") })),
        then(`${JB}/manage-trips/bags/payment?pnr=HXQWTR`, "Payment | JetBlue", "form_submit"),
      ],
      tasks: [
        { task: "add 2 checked bags to booking PLM4RT, last name Nakamura", url: `${JB}/manage-trips`,
          values: { "HXQWTR": "PLM4RT", "Rivera": "Nakamura", "1": "2" } },
        { task: "I need to add one checked bag on confirmation KMT9QZ (Shah)", url: `${JB}/`,
          values: { "HXQWTR": "KMT9QZ", "Rivera": "Shah", "1": "1" } },
        { task: "Add three checked bags to trip ZX81QA for Kim, we're moving back home", url: `${JB}/manage-trips`,
          values: { "HXQWTR": "ZX81QA", "Rivera": "Kim", "1": "3" } },
        { task: "can you add a checked bag to my jetblue trip? code TQ7HNB, last name de la Cruz", url: `${JB}/`,
          values: { "HXQWTR": "TQ7HNB", "Rivera": "de la Cruz", "1": "1" } },
        { task: "Please add 2 bags to HXQWTR", url: `${JB}/manage-trips/trip?pnr=HXQWTR`,
          values: { "HXQWTR": "HXQWTR", "1": "2" } },
        { task: "Add 1 checked bag to reservation WW3PLD under the name Okafor", url: `${JB}/manage-trips`,
          values: { "HXQWTR": "WW3PLD", "Rivera": "Okafor", "1": "1" } },
      ],
      near: [
        { task: "Remove the checked bag from trip HXQWTR", url: `${JB}/manage-trips/trip?pnr=HXQWTR` },
        { task: "Add a pet in the cabin to my trip KMT9QZ", url: `${JB}/manage-trips` },
        { task: "How much did I pay for bags on booking PLM4RT?", url: `${JB}/manage-trips` },
      ],
    },
    {
      id: "flights-change-seat",
      title: "Change my seat on a flight",
      description: "Move me to seat 12A on trip HXQWTR (last name Rivera)",
      steps: [
        ...findTrip("HXQWTR", "Rivera"),
        click(button("Change seats", qa("changeSeatsButton"))),
        then(`${JB}/manage-trips/seats?pnr=HXQWTR`, "Seats | JetBlue"),
        click(button("12A", { text: "", css: 'button[data-seat-id="12A"]', xpath: '//button[@data-seat-id="12A"]', context_label: "Seat map, Boston (BOS) to San Juan (SJU)" })),
        submit(button("Save seats", { type: "submit", ...qa("saveSeats") })),
        then(`${JB}/manage-trips/trip?pnr=HXQWTR`, "Trip Details | JetBlue", "form_submit"),
      ],
      tasks: [
        { task: "change my seat to 23C on booking KMT9QZ, last name Shah", url: `${JB}/manage-trips`,
          values: { "HXQWTR": "KMT9QZ", "Rivera": "Shah", "12A": "23C" } },
        { task: "I want an aisle seat: put me in 7D on trip PLM4RT (Nakamura)", url: `${JB}/`,
          values: { "HXQWTR": "PLM4RT", "Rivera": "Nakamura", "12A": "7D" } },
        { task: "Can you switch Daniel Kim's seat to 15F? Confirmation ZX81QA.", url: `${JB}/manage-trips`,
          values: { "HXQWTR": "ZX81QA", "Rivera": "Kim", "12A": "15F" } },
        { task: "move me to seat 1A on HXQWTR", url: `${JB}/manage-trips/trip?pnr=HXQWTR`,
          values: { "HXQWTR": "HXQWTR", "12A": "1A" } },
        { task: "Change seat to row 30, seat B for confirmation TQ7HNB, last name de la Cruz", url: `${JB}/manage-trips`,
          values: { "HXQWTR": "TQ7HNB", "Rivera": "de la Cruz", "12A": "30B" } },
      ],
      near: [
        { task: "What seat am I in on trip HXQWTR?", url: `${JB}/manage-trips` },
        { task: "Upgrade my trip PLM4RT to Mint", url: `${JB}/manage-trips` },
        { task: "Remove my seat selection on KMT9QZ", url: `${JB}/manage-trips` },
      ],
    },
    {
      id: "flights-trueblue-number",
      title: "Add my TrueBlue number to a booking",
      description: "Add TrueBlue number 3841927755 for Sam Rivera to trip HXQWTR",
      steps: [
        ...findTrip("HXQWTR", "Rivera"),
        click(button("Sam Rivera", { ...qa("travelerCard-0"), context_label: "Travelers" })),
        type(textbox("TrueBlue number", { id: "loyaltyNumber", name_attr: "loyaltyNumber", ...qa("trueBlueNumber") }), "3841927755"),
        submit(button("Save", { type: "submit", ...qa("saveTravelerInfo") })),
      ],
      tasks: [
        { task: "add TrueBlue # 2209981734 to booking KMT9QZ for Priya Shah", url: `${JB}/manage-trips`,
          values: { "HXQWTR": "KMT9QZ", "Rivera": "Shah", "Sam Rivera": "Priya Shah", "3841927755": "2209981734" } },
        { task: "My husband forgot to add his frequent flyer number. Trip PLM4RT, last name Nakamura, traveler Kenji Nakamura, TrueBlue 3318 440 217", url: `${JB}/`,
          values: { "HXQWTR": "PLM4RT", "Rivera": "Nakamura", "Sam Rivera": "Kenji Nakamura", "3841927755": "3318440217" } },
        { task: "put TrueBlue number 4052-118-903 on reservation ZX81QA for Daniel Kim", url: `${JB}/manage-trips`,
          values: { "HXQWTR": "ZX81QA", "Rivera": "Kim", "Sam Rivera": "Daniel Kim", "3841927755": "4052118903" } },
        { task: "Can you add my TrueBlue number 3841927755 to my new trip WW3PLD? Last name Rivera.", url: `${JB}/`,
          values: { "HXQWTR": "WW3PLD", "Rivera": "Rivera", "3841927755": "3841927755" } },
        { task: "Please save TrueBlue 1190034528 for Maria de la Cruz on TQ7HNB", url: `${JB}/manage-trips`,
          values: { "HXQWTR": "TQ7HNB", "Rivera": "de la Cruz", "Sam Rivera": "Maria de la Cruz", "3841927755": "1190034528" } },
      ],
      near: [
        { task: "Remove the TrueBlue number from trip HXQWTR", url: `${JB}/manage-trips/trip?pnr=HXQWTR` },
        { task: "How many TrueBlue points will I earn on trip KMT9QZ?", url: `${JB}/manage-trips` },
        { task: "Add my Known Traveler Number 98765432 to trip PLM4RT", url: `${JB}/manage-trips` },
      ],
    },

    // ----------------------------------------------------------------------------- bag fees
    {
      id: "flights-bag-fees",
      title: "How much is a checked bag on a Blue Basic fare from Boston to Aruba?",
      description: "",
      steps: [
        start(`${JB}/help/bag-information`, "Bag Information | JetBlue"),
        click(link("Bag fee calculator", qa("bagFeeCalculatorLink"))),
        then(`${JB}/help/bag-fee-calculator`, "Bag Fee Calculator | JetBlue"),
        type(combobox("From", { id: "bfc-origin", placeholder: "Where from?", ...qa("bfcOrigin") }), "Boston"),
        pick(airport("Boston", "Boston, MA (BOS)", "Origin airports")),
        type(combobox("To", { id: "bfc-destination", placeholder: "Where to?", ...qa("bfcDestination") }), "Aruba"),
        pick(airport("Aruba", "Oranjestad, Aruba (AUA)", "Destination airports")),
        click(dropdown("Fare", { text: "Select a fare", ...qa("bfcFare") })),
        pick(option("Blue Basic", "Fare"), ["Blue Basic", "Blue", "Blue Extra", "Mint"]),
        submit(button("Calculate bag fees", { type: "submit", ...qa("bfcCalculate") })),
      ],
      tasks: [
        { task: "What does a checked bag cost on Blue Extra from New York to Los Angeles?", url: `${JB}/help/bag-information`,
          values: { "Boston": "New York", "Aruba": "Los Angeles", "Blue Basic": "Blue Extra" } },
        { task: "how much are bag fees flying Mint from Boston to London", url: `${JB}/`,
          values: { "Boston": "Boston", "Aruba": "London", "Blue Basic": "Mint" } },
        { task: "Tell me the checked bag fee from Fort Lauderdale to Lima, Peru on a Blue fare. Answer with just the price.", url: `${JB}/help/bag-fee-calculator`,
          values: { "Boston": "Fort Lauderdale", "Aruba": "Lima, Peru", "Blue Basic": "Blue" } },
        { task: "I'm flying Blue Basic from Orlando to Puerto Plata next month, how much is a second checked bag?", url: `${JB}/`,
          values: { "Boston": "Orlando", "Aruba": "Puerto Plata", "Blue Basic": "Blue Basic" } },
        { task: "bag fee for JFK to SJU?", url: `${JB}/help/bag-information`,
          values: { "Boston": "JFK", "Aruba": "SJU" } },
        { task: "How much is a bag on the Blue fare from Boston to Nassau (Paradise Island)?", url: `${JB}/`,
          values: { "Boston": "Boston", "Aruba": "Nassau (Paradise Island)", "Blue Basic": "Blue" } },
      ],
      near: [
        { task: "How much does it cost to bring a small dog in the cabin from Boston to Aruba?", url: `${JB}/help/bag-information` },
        { task: "What's the fee to change a Blue Basic flight from Boston to Aruba?", url: `${JB}/` },
        { task: "Report my checked bag as lost on my Boston to Aruba flight", url: `${JB}/help/bag-information` },
      ],
    },
  ],
  unrelated: [
    { task: "Sign up for a TrueBlue account with sam.rivera@gmail.com", url: `${JB}/` },
    { task: "Buy a $100 JetBlue gift card for my dad", url: `${JB}/` },
    { task: "Change the password on my TrueBlue account", url: `${JB}/trueblue/account` },
    { task: "What's my Travel Bank balance?", url: `${JB}/trueblue/account` },
    { task: "Read JetBlue's policy on flying with a service animal", url: `${JB}/help` },
    { task: "Show me the JetBlue route map of nonstop destinations from Boston", url: `${JB}/` },
    { task: "File a claim for my suitcase that was damaged on arrival", url: `${JB}/help` },
  ],
};
