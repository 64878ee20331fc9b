// An online map (OpenStreetMap): directions with a routing engine, place look-ups, what is near a
// place, map notes (add, comment, resolve), map layers, map images, messages to other mappers.
import { start, then, click, submit, type, select, pick, fp, link, textbox, textarea, radio } from "../../demo.mjs";

const OSM = "https://www.openstreetmap.org";
const HOME = "OpenStreetMap";

const ENGINES = [
  "Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)",
  "Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)",
  "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)",
];
const LAYERS = ["Standard", "CyclOSM", "Cycle Map", "Transport Map", "Tracestrack Topo", "Humanitarian"];

const searchInput = () => textbox("Search", { id: "query", name_attr: "query", placeholder: "Search", label: "", autocomplete: "on" });
const goButton = () => fp({ tag: "input", role: "button", name: "Go", type: "submit", name_attr: "commit", css: "form.search_form input[type=submit]", xpath: '//form[contains(@class,"search_form")]//input[@type="submit"]' });
const result = (name) => link(name, { css: "ul.results-list li.search_results_entry a.set_position", context_label: "Results from OpenStreetMap Nominatim" });

/// Searches the map for a place and opens its page from the results.
const findPlace = (name, path, kind) => [
  type(searchInput(), name),
  submit(goButton()),
  then(`${OSM}/search?query=${encodeURIComponent(name)}`, "Search | OpenStreetMap", "history"),
  click(result(name)),
  then(`${OSM}/${path}`, `${kind}: ${name} (${path.split("/")[1]}) | OpenStreetMap`, "history"),
];

const myNotes = () => start(`${OSM}/user/srivera/notes`, "Notes submitted or commented on by srivera | OpenStreetMap");
const noteLink = (id) => link(id, { css: "table.note_list td:nth-child(2) a", context_label: "Notes" });
const noteText = () => textarea("Comment", { name_attr: "text", label: "", css: '#sidebar_content form textarea[name="text"]' });

export const SITE = {
  name: "maps",
  kind: "online map",
  procedures: [
    // ----------------------------------------------------------------------------- directions
    {
      id: "maps-directions",
      title: "Show me the walking route from the Cathedral of Learning to Phipps Conservatory",
      description: "",
      steps: [
        start(`${OSM}/#map=15/40.4432/-79.9514`, HOME),
        click(link("Find directions between two points", { text: "", css: 'a.btn[href="/directions"]', xpath: '//a[@href="/directions"]' })),
        then(`${OSM}/directions`, "Directions | OpenStreetMap"),
        type(textbox("From", { name_attr: "route_from", placeholder: "From", label: "", css: 'input[name="route_from"]' }), "Cathedral of Learning"),
        type(textbox("To", { name_attr: "route_to", placeholder: "To", label: "", css: 'input[name="route_to"]' }), "Phipps Conservatory"),
        select(fp({ tag: "select", role: "combobox", id: "routing_engine", name_attr: "routing_engine" }), "Foot (OSRM)", ENGINES),
        submit(fp({ tag: "input", role: "button", name: "Go", type: "submit", name_attr: "commit", css: "form.directions_form input[type=submit]" })),
        then(`${OSM}/directions?engine=fossgis_osrm_foot&route=40.4443%2C-79.9532%3B40.4390%2C-79.9474`, "Directions | OpenStreetMap", "history"),
      ],
      tasks: [
        { task: "Show me the driving route from Carnegie Mellon University to Pittsburgh International Airport", url: `${OSM}/`,
          values: { "Cathedral of Learning": "Carnegie Mellon University", "Phipps Conservatory": "Pittsburgh International Airport", "Foot (OSRM)": "Car (OSRM)" } },
        { task: "how long does it take to walk from Hunt Library to the Carnegie Museum of Natural History? Answer with just the number of minutes.", url: `${OSM}/#map=16/40.4411/-79.9437`,
          values: { "Cathedral of Learning": "Hunt Library", "Phipps Conservatory": "Carnegie Museum of Natural History", "Foot (OSRM)": "Foot (OSRM)" } },
        { task: "I want to bike from Point State Park to Pittsburgh Zoo & Aquarium. How far is that in km?", url: `${OSM}/directions`,
          values: { "Cathedral of Learning": "Point State Park", "Phipps Conservatory": "Pittsburgh Zoo & Aquarium", "Foot (OSRM)": "Bicycle (OSRM)" } },
        { task: "Can you get me directions from 5000 Forbes Avenue, Pittsburgh, PA 15213 to 1000 Art Rooney Ave, Pittsburgh, PA 15212?", url: `${OSM}/`,
          values: { "Cathedral of Learning": "5000 Forbes Avenue, Pittsburgh, PA 15213", "Phipps Conservatory": "1000 Art Rooney Ave, Pittsburgh, PA 15212" } },
        { task: "What's the travel time by car from University of Pittsburgh Medical Center Presbyterian Hospital to Acrisure Stadium", url: `${OSM}/`,
          values: { "Cathedral of Learning": "University of Pittsburgh Medical Center Presbyterian Hospital", "Phipps Conservatory": "Acrisure Stadium", "Foot (OSRM)": "Car (OSRM)" } },
        { task: "cycling route from Schenley Plaza to Scenic Route Bar & Grill please", url: `${OSM}/#map=14/40.4450/-79.9600`,
          values: { "Cathedral of Learning": "Schenley Plaza", "Phipps Conservatory": "Scenic Route Bar & Grill", "Foot (OSRM)": "Bicycle (OSRM)" } },
        { task: "Walking directions: The Andy Warhol Museum → PNC Park", url: `${OSM}/directions`,
          values: { "Cathedral of Learning": "The Andy Warhol Museum", "Phipps Conservatory": "PNC Park", "Foot (OSRM)": "Foot (OSRM)" } },
      ],
      near: [
        { task: "Download the bike route from Schenley Park to the Strip District as a GPX file", url: `${OSM}/directions` },
        { task: "Share a short link to the walking route from Hunt Library to Phipps Conservatory", url: `${OSM}/directions?engine=fossgis_osrm_foot&route=40.4411%2C-79.9437%3B40.4390%2C-79.9474` },
        { task: "Upload the GPX track of my run from Frick Park to Schenley Park", url: `${OSM}/traces` },
      ],
    },

    // ----------------------------------------------------------------------------- places
    {
      id: "maps-place-details",
      title: "Look up a place on OpenStreetMap",
      description: "Find the phone number of Primanti Bros.",
      steps: [
        start(`${OSM}/#map=13/40.4417/-79.9901`, HOME),
        ...findPlace("Primanti Bros.", "node/2536985612", "Node"),
      ],
      tasks: [
        { task: "What are the opening hours of Carnegie Library of Pittsburgh - Squirrel Hill?", url: `${OSM}/`,
          values: { "Primanti Bros.": "Carnegie Library of Pittsburgh - Squirrel Hill" } },
        { task: "find the website of Phipps Conservatory and Botanical Gardens", url: `${OSM}/#map=16/40.4390/-79.9474`,
          values: { "Primanti Bros.": "Phipps Conservatory and Botanical Gardens" } },
        { task: "What's the zip code of Carnegie Mellon University? Answer with just the number.", url: `${OSM}/`,
          values: { "Primanti Bros.": "Carnegie Mellon University" } },
        { task: "I need the phone number for Mineo's Pizza House", url: `${OSM}/search?query=pizza%20squirrel%20hill`,
          values: { "Primanti Bros.": "Mineo's Pizza House" } },
        { task: "what time does The Map Room open on fridays", url: `${OSM}/`,
          values: { "Primanti Bros.": "The Map Room" } },
        { task: "Can you look up the street address of Carnegie Mellon University School of Computer Science on the map? Return just the address.", url: `${OSM}/#map=17/40.4435/-79.9445`,
          values: { "Primanti Bros.": "Carnegie Mellon University School of Computer Science" } },
        { task: "Is Kennywood wheelchair accessible according to OpenStreetMap?", url: `${OSM}/`,
          values: { "Primanti Bros.": "Kennywood" } },
      ],
      near: [
        { task: "Edit the opening hours of Mineo's Pizza House on the map to Mo-Su 11:00-23:00", url: `${OSM}/node/2536985612` },
        { task: "Show the edit history of the Phipps Conservatory map entry", url: `${OSM}/way/26819163` },
        { task: "Delete the duplicate Eat'n Park node on Banksville Road from the map", url: `${OSM}/` },
      ],
    },
    {
      id: "maps-nearby",
      title: "Which restaurants are close to Carnegie Music Hall?",
      description: "",
      steps: [
        start(`${OSM}/#map=15/40.4435/-79.9500`, HOME),
        ...findPlace("Carnegie Music Hall", "way/27474498", "Way"),
        click(fp({ tag: "a", role: "menuitem", name: "Query features", text: "Query features", css: ".leaflet-contextmenu a.leaflet-contextmenu-item:nth-of-type(7)" })),
        then(`${OSM}/query?lat=40.44357&lon=-79.95052`, "Query Features | OpenStreetMap", "history"),
      ],
      tasks: [
        { task: "list the cafes near Hunt Library. Return the result as a list.", url: `${OSM}/`,
          values: { "Carnegie Music Hall": "Hunt Library" } },
        { task: "What's the closest bus stop to Cathedral of Learning?", url: `${OSM}/#map=17/40.4443/-79.9532`,
          values: { "Carnegie Music Hall": "Cathedral of Learning" } },
        { task: "any pharmacies near UPMC Shadyside?", url: `${OSM}/`,
          values: { "Carnegie Music Hall": "UPMC Shadyside" } },
        { task: "I'm staying at the Residence Inn by Marriott Pittsburgh Oakland/University Place, what restaurants are nearby?", url: `${OSM}/`,
          values: { "Carnegie Music Hall": "Residence Inn by Marriott Pittsburgh Oakland/University Place" } },
        { task: "Tell me the parking lots near PPG Paints Arena", url: `${OSM}/#map=16/40.4395/-79.9892`,
          values: { "Carnegie Music Hall": "PPG Paints Arena" } },
        { task: "What ATMs are near Petersen Events Center?", url: `${OSM}/`,
          values: { "Carnegie Music Hall": "Petersen Events Center" } },
      ],
      near: [
        { task: "Export the OpenStreetMap data for the area around Carnegie Music Hall", url: `${OSM}/way/27474498` },
        { task: "Set Carnegie Music Hall as my home location in my OSM settings", url: `${OSM}/account/edit` },
        { task: "Draw the outline of the new parking garage next to Carnegie Music Hall", url: `${OSM}/#map=18/40.4436/-79.9505` },
      ],
    },

    // ----------------------------------------------------------------------------- notes
    {
      id: "maps-add-note",
      title: "Add a map note at Schenley Park Café saying 'This café is permanently closed'",
      description: "",
      steps: [
        start(`${OSM}/#map=16/40.4381/-79.9461`, HOME),
        ...findPlace("Schenley Park Café", "node/4419830261", "Node"),
        click(fp({ tag: "a", role: "button", name: "Add a note to the map", text: "", css: ".control-note a.control-button", xpath: '//div[contains(@class,"control-note")]/a' })),
        then(`${OSM}/note/new#map=19/40.43806/-79.94613`, "New Note | OpenStreetMap", "history"),
        type(noteText(), "This café is permanently closed"),
        submit(fp({ tag: "input", role: "button", name: "Add Note", type: "submit", name_attr: "add", css: 'input[name="add"]' })),
        then(`${OSM}/note/4612093`, "Note: #4612093 | OpenStreetMap", "history"),
      ],
      tasks: [
        { task: "Add a note at Mineo's Pizza House saying 'Open until 1am on weekends now'", url: `${OSM}/`,
          values: { "Schenley Park Café": "Mineo's Pizza House", "This café is permanently closed": "Open until 1am on weekends now" } },
        { task: "please leave a map note on Frick Park Clay Courts: The courts were resurfaced, there are 6 courts now, not 4", url: `${OSM}/#map=16/40.4318/-79.9066`,
          values: { "Schenley Park Café": "Frick Park Clay Courts", "This café is permanently closed": "The courts were resurfaced, there are 6 courts now, not 4" } },
        { task: "I want to add a note to the map at Point State Park - 'Fountain is off for the season, back in spring'", url: `${OSM}/`,
          values: { "Schenley Park Café": "Point State Park", "This café is permanently closed": "Fountain is off for the season, back in spring" } },
        { task: "Leave an OSM note on Pittsburgh Glass Center with the text Note: new bike rack by the front door", url: `${OSM}/`,
          values: { "Schenley Park Café": "Pittsburgh Glass Center", "This café is permanently closed": "Note: new bike rack by the front door" } },
        { task: "Can you add a map note for Cathedral of Learning? Text: Wheelchair ramp is on the Bigelow Blvd side", url: `${OSM}/#map=17/40.4443/-79.9532`,
          values: { "Schenley Park Café": "Cathedral of Learning", "This café is permanently closed": "Wheelchair ramp is on the Bigelow Blvd side" } },
        { task: "put a note on the map at Brillobox that just says Closed", url: `${OSM}/`,
          values: { "Schenley Park Café": "Brillobox", "This café is permanently closed": "Closed" } },
      ],
      near: [
        { task: "Delete the map note I added at Schenley Park Café", url: `${OSM}/note/4612093` },
        { task: "How many open notes are there around Schenley Park?", url: `${OSM}/#map=15/40.4340/-79.9420` },
        { task: "Add Schenley Park Café to my favourite places on OSM", url: `${OSM}/node/4419830261` },
      ],
    },
    {
      id: "maps-comment-note",
      title: "Comment on a map note",
      description: "Comment 'Still closed as of today, checked in person' on note 4588120",
      steps: [
        myNotes(),
        click(noteLink("4588120")),
        then(`${OSM}/note/4588120`, "Note: #4588120 | OpenStreetMap"),
        type(noteText(), "Still closed as of today, checked in person"),
        submit(fp({ tag: "input", role: "button", name: "Comment", type: "submit", name_attr: "comment", css: 'input[name="comment"]' })),
      ],
      tasks: [
        { task: "comment on note #4601337: 'The bench was removed last week'", url: `${OSM}/user/srivera/notes`,
          values: { "4588120": "4601337", "Still closed as of today, checked in person": "The bench was removed last week" } },
        { task: "Add the comment Yes, confirmed, the gate is locked at night to note 4577002", url: `${OSM}/note/4577002`,
          values: { "4588120": "4577002", "Still closed as of today, checked in person": "Yes, confirmed, the gate is locked at night" } },
        { task: "reply to OSM note 4590415 saying Thanks, I fixed the street name", url: `${OSM}/`,
          values: { "4588120": "4590415", "Still closed as of today, checked in person": "Thanks, I fixed the street name" } },
        { task: "Please post 'Duplicate of note 4588120' as a comment on note 4599871", url: `${OSM}/user/srivera/notes`,
          values: { "4588120": "4599871", "Still closed as of today, checked in person": "Duplicate of note 4588120" } },
        { task: "I'd like to comment on map note 4603318. Say: Can you add a photo? I can't find this shop.", url: `${OSM}/`,
          values: { "4588120": "4603318", "Still closed as of today, checked in person": "Can you add a photo? I can't find this shop." } },
      ],
      near: [
        { task: "Reopen note 4588120, the shop is closed again", url: `${OSM}/note/4588120` },
        { task: "Who created note 4577002?", url: `${OSM}/user/srivera/notes` },
        { task: "Subscribe to note 4601337 so I get an email when someone replies", url: `${OSM}/note/4601337` },
      ],
    },
    {
      id: "maps-resolve-note",
      title: "Resolve note 4577002 with the comment 'Fixed the opening hours'",
      description: "",
      steps: [
        myNotes(),
        click(noteLink("4577002")),
        then(`${OSM}/note/4577002`, "Note: #4577002 | OpenStreetMap"),
        type(noteText(), "Fixed the opening hours"),
        submit(fp({ tag: "input", role: "button", name: "Comment & Resolve", type: "submit", name_attr: "close", css: 'input[name="close"]' })),
      ],
      tasks: [
        { task: "Resolve note 4590415 with the comment 'Added the missing house numbers'", url: `${OSM}/user/srivera/notes`,
          values: { "4577002": "4590415", "Fixed the opening hours": "Added the missing house numbers" } },
        { task: "close map note #4601337, comment: Bench removed, deleted it from the map", url: `${OSM}/note/4601337`,
          values: { "4577002": "4601337", "Fixed the opening hours": "Bench removed, deleted it from the map" } },
        { task: "Mark note 4599871 as resolved", url: `${OSM}/`,
          values: { "4577002": "4599871" } },
        { task: "can you resolve OSM note 4612093 and write Fixed, thanks for reporting!", url: `${OSM}/user/srivera/notes`,
          values: { "4577002": "4612093", "Fixed the opening hours": "Fixed, thanks for reporting!" } },
        { task: "Please resolve note 4571226 with comment: The opening hours were fixed in changeset 154002113", url: `${OSM}/note/4571226`,
          values: { "4577002": "4571226", "Fixed the opening hours": "The opening hours were fixed in changeset 154002113" } },
      ],
      near: [
        { task: "Reactivate note 4577002, the problem is back", url: `${OSM}/note/4577002` },
        { task: "Hide note 4590415, it's spam", url: `${OSM}/note/4590415` },
        { task: "Is note 4601337 still open?", url: `${OSM}/user/srivera/notes` },
      ],
    },

    // ----------------------------------------------------------------------------- the map itself
    {
      id: "maps-layer",
      title: "Show Lawrenceville on the Cycle Map",
      description: "",
      steps: [
        start(`${OSM}/#map=13/40.4417/-79.9901`, HOME),
        ...findPlace("Lawrenceville", "relation/8230645", "Relation"),
        click(fp({ tag: "a", role: "button", name: "Layers", text: "", css: ".control-layers a.control-button", xpath: '//div[contains(@class,"control-layers")]/a' })),
        pick(radio("Cycle Map", "Map Layers", { name_attr: "layer", css: '.layers-ui input[type="radio"]:nth-of-type(3)' }), LAYERS),
      ],
      tasks: [
        { task: "show me the Transport Map for Downtown Pittsburgh", url: `${OSM}/`,
          values: { "Lawrenceville": "Downtown Pittsburgh", "Cycle Map": "Transport Map" } },
        { task: "Switch to the Humanitarian layer and zoom to Hazelwood", url: `${OSM}/#map=14/40.4060/-79.9430`,
          values: { "Lawrenceville": "Hazelwood", "Cycle Map": "Humanitarian" } },
        { task: "I want to see bike paths in Squirrel Hill on the CyclOSM map", url: `${OSM}/`,
          values: { "Lawrenceville": "Squirrel Hill", "Cycle Map": "CyclOSM" } },
        { task: "Show Mount Washington, Pittsburgh on the topo map layer", url: `${OSM}/`,
          values: { "Lawrenceville": "Mount Washington, Pittsburgh", "Cycle Map": "Tracestrack Topo" } },
        { task: "cycle map layer for Millvale please", url: `${OSM}/#map=15/40.4800/-79.9780`,
          values: { "Lawrenceville": "Millvale", "Cycle Map": "Cycle Map" } },
        { task: "Show the Standard map of Bloomfield again", url: `${OSM}/#map=15/40.4617/-79.9501&layers=C`,
          values: { "Lawrenceville": "Bloomfield", "Cycle Map": "Standard" } },
      ],
      near: [
        { task: "Which map layer is selected right now?", url: `${OSM}/#map=15/40.4651/-79.9608&layers=C` },
        { task: "Turn on the Map Notes overlay around Lawrenceville", url: `${OSM}/relation/8230645` },
        { task: "What does the purple line on the Cycle Map mean? Show me the map key", url: `${OSM}/#map=15/40.4651/-79.9608&layers=C` },
      ],
    },
    {
      id: "maps-download-image",
      title: "Download a map image",
      description: "Download a PDF map of Squirrel Hill",
      steps: [
        start(`${OSM}/#map=13/40.4417/-79.9901`, HOME),
        ...findPlace("Squirrel Hill", "relation/8230711", "Relation"),
        click(fp({ tag: "a", role: "button", name: "Share", text: "", css: ".control-share a.control-button", xpath: '//div[contains(@class,"control-share")]/a' })),
        select(fp({ tag: "select", role: "combobox", name: "Format", label: "Format", id: "mapnik_format", name_attr: "mapnik_format" }), "PDF", ["PNG", "JPEG", "WebP", "SVG", "PDF"]),
        submit(fp({ tag: "input", role: "button", name: "Download", type: "submit", name_attr: "commit", css: "#export-image input[type=submit]" })),
      ],
      tasks: [
        { task: "Download a PNG of the map around Carnegie Mellon University", url: `${OSM}/`,
          values: { "Squirrel Hill": "Carnegie Mellon University", "PDF": "PNG" } },
        { task: "Get me an SVG map image of Mount Washington", url: `${OSM}/#map=15/40.4310/-80.0050`,
          values: { "Squirrel Hill": "Mount Washington", "PDF": "SVG" } },
        { task: "save the map of the Strip District as a jpeg", url: `${OSM}/`,
          values: { "Squirrel Hill": "Strip District", "PDF": "JPEG" } },
        { task: "I need a printable PDF map of Shadyside, Pittsburgh, PA for a flyer", url: `${OSM}/`,
          values: { "Squirrel Hill": "Shadyside, Pittsburgh, PA", "PDF": "PDF" } },
        { task: "Can you download a map picture of Lawrenceville? Any format is fine.", url: `${OSM}/relation/8230645`,
          values: { "Squirrel Hill": "Lawrenceville" } },
        { task: "export an image of the map of North Side, Pittsburgh as webp", url: `${OSM}/`,
          values: { "Squirrel Hill": "North Side, Pittsburgh", "PDF": "WebP" } },
      ],
      near: [
        { task: "Download the OpenStreetMap data for Squirrel Hill as an .osm file", url: `${OSM}/export` },
        { task: "Give me the HTML code to embed a map of Squirrel Hill on my website", url: `${OSM}/relation/8230711` },
        { task: "Copy a short link to the map of Shadyside", url: `${OSM}/#map=15/40.4544/-79.9340` },
      ],
    },

    // ----------------------------------------------------------------------------- community
    {
      id: "maps-message-mapper",
      title: "Send a message to a mapper",
      description: "Message steelcitymapper with the subject 'Bike lanes on Penn Ave': 'Hi! The new bike lanes on Penn Ave between 16th and 31st St are open, could you add them?'",
      steps: [
        start(`${OSM}/history#map=14/40.4617/-79.9701`, "Changesets | OpenStreetMap"),
        click(link("steelcitymapper", { css: "ol.changesets li a.username", context_label: "Changesets" })),
        then(`${OSM}/user/steelcitymapper`, "steelcitymapper | OpenStreetMap"),
        click(link("Send Message", { css: "ul.secondary-actions li:nth-child(1) a" })),
        then(`${OSM}/messages/new/steelcitymapper`, "Send a new message | OpenStreetMap"),
        type(textbox("Subject", { id: "message_title", name_attr: "message[title]" }), "Bike lanes on Penn Ave"),
        type(textarea("Body", { id: "message_body", name_attr: "message[body]" }), "Hi! The new bike lanes on Penn Ave between 16th and 31st St are open, could you add them?"),
        submit(fp({ tag: "input", role: "button", name: "Send", type: "submit", name_attr: "commit", css: "form#new_message input[type=submit]" })),
        then(`${OSM}/messages/outbox`, "My Outbox | OpenStreetMap", "form_submit"),
      ],
      tasks: [
        { task: "Send mapper pgh_bikes a message with subject 'Thanks!' and text 'Thanks for fixing the Schenley Park trails'", url: `${OSM}/history`,
          values: { "steelcitymapper": "pgh_bikes", "Bike lanes on Penn Ave": "Thanks!", "Hi! The new bike lanes on Penn Ave between 16th and 31st St are open, could you add them?": "Thanks for fixing the Schenley Park trails" } },
        { task: "message the user jmiller42 on OSM: subject Wrong street name, body: Hi, Beechwood Blvd is spelled wrong near Frick Park, can you check?", url: `${OSM}/`,
          values: { "steelcitymapper": "jmiller42", "Bike lanes on Penn Ave": "Wrong street name", "Hi! The new bike lanes on Penn Ave between 16th and 31st St are open, could you add them?": "Hi, Beechwood Blvd is spelled wrong near Frick Park, can you check?" } },
        { task: "Can you DM Lisa_Maps about the import? Subject: Building import in Hazelwood. Message: Are you still working on the Hazelwood building import, or can I take over?", url: `${OSM}/user/Lisa_Maps`,
          values: { "steelcitymapper": "Lisa_Maps", "Bike lanes on Penn Ave": "Building import in Hazelwood", "Hi! The new bike lanes on Penn Ave between 16th and 31st St are open, could you add them?": "Are you still working on the Hazelwood building import, or can I take over?" } },
        { task: "write to yinzer_mapper asking 'Could you review my changeset 154002113?' with the subject Review request", url: `${OSM}/history`,
          values: { "steelcitymapper": "yinzer_mapper", "Bike lanes on Penn Ave": "Review request", "Hi! The new bike lanes on Penn Ave between 16th and 31st St are open, could you add them?": "Could you review my changeset 154002113?" } },
        { task: "Send a message to steelcitymapper titled 'Message about the bike lanes' saying 'Never mind, I added them myself'", url: `${OSM}/user/steelcitymapper`,
          values: { "steelcitymapper": "steelcitymapper", "Bike lanes on Penn Ave": "Message about the bike lanes", "Hi! The new bike lanes on Penn Ave between 16th and 31st St are open, could you add them?": "Never mind, I added them myself" } },
      ],
      near: [
        { task: "Delete the message from pgh_bikes in my inbox", url: `${OSM}/messages/inbox` },
        { task: "Follow steelcitymapper so I see their edits in my feed", url: `${OSM}/user/steelcitymapper` },
        { task: "Report the user spam_mapper_99 for vandalizing Penn Ave", url: `${OSM}/user/spam_mapper_99` },
      ],
    },
  ],
  unrelated: [
    { task: "Change my OpenStreetMap display language to Spanish", url: `${OSM}/preferences` },
    { task: "Write a diary entry about mapping the new bike lanes in Lawrenceville", url: `${OSM}/diary` },
    { task: "Log out of my OpenStreetMap account", url: `${OSM}/` },
    { task: "Change the email address on my OSM account to sam.r@fastmail.com", url: `${OSM}/account/edit` },
    { task: "Show me the changesets made around Pittsburgh today", url: `${OSM}/#map=12/40.4417/-79.9901` },
    { task: "Where can I read the OpenStreetMap copyright and license terms?", url: `${OSM}/` },
    { task: "Open the iD editor to trace the new buildings in Hazelwood", url: `${OSM}/#map=17/40.4060/-79.9430` },
  ],
};
