// Outlook on the web (outlook.live.com): mail, People (contacts) and mail settings.
import { fp, start, then, click, submit, type, check, pick, enter, button, tab, textbox, email, editable, searchbox, option, menuitem, checkbox } from "../../demo.mjs";

const OWA = "https://outlook.live.com";
const MAIL = `${OWA}/mail/0`;
const PEOPLE = `${OWA}/people/0`;
const MAIL_T = "Mail - Jordan Ellis - Outlook";
const PEOPLE_T = "People - Jordan Ellis - Outlook";
const SETTINGS_T = "Settings - Jordan Ellis - Outlook";

const search = () => searchbox("Search", { id: "topSearchInput", placeholder: "Search" });
const newMail = () => button("New mail", { css: 'button[aria-label="New mail"]' });
const toField = () => editable("To", { css: 'div[aria-label="To"][contenteditable="true"]' });
const subjectField = () => textbox("Add a subject", { placeholder: "Add a subject", css: 'input[aria-label="Add a subject"]' });
const body = () =>
  editable("Message body, press Alt+F10 to exit", { label: "Message body", css: 'div[aria-label="Message body, press Alt+F10 to exit"]' });
const send = () => button("Send", { css: 'button[aria-label="Send"]' });
/// A conversation in the message list (the accessible name the recorder keeps is its subject).
const message = (subject) =>
  fp({
    tag: "div", role: "option", name: subject, text: subject, context_label: "Message list",
    css: 'div[role="listbox"] > div[role="option"]:nth-of-type(1)', xpath: '//div[@role="listbox"]/div[@role="option"][1]',
  });
const opened = (id) => then(`${MAIL}/inbox/id/${id}`, MAIL_T, "history");

const FOLDERS = ["Inbox", "Archive", "Family", "Home", "Kids' school", "Receipts", "Travel", "Work"];

export const SITE = {
  name: "webmail",
  kind: "webmail client",
  procedures: [
    {
      id: "webmail-send-email",
      title: "Send dana.whitfield@gmail.com an email with the subject 'Carpool on Thursday' saying I can drive this week",
      description: "",
      steps: [
        start(`${MAIL}/inbox`, MAIL_T),
        click(newMail()),
        type(toField(), "dana.whitfield@gmail.com"),
        type(subjectField(), "Carpool on Thursday"),
        type(body(), "I can drive this week"),
        submit(send()),
      ],
      tasks: [
        { task: "Email marco.rossi@acme.io with subject 'Invoice #2291, corrected' and say 'Sorry, the first one had the wrong PO number.'", url: `${MAIL}/inbox`,
          values: { "dana.whitfield@gmail.com": "marco.rossi@acme.io", "Carpool on Thursday": "Invoice #2291, corrected", "I can drive this week": "Sorry, the first one had the wrong PO number." } },
        { task: "send an email to mom@ellisfamily.net subject Thanksgiving menu, body: Turkey, stuffing, green beans, and your pecan pie", url: `${MAIL}/inbox`,
          values: { "dana.whitfield@gmail.com": "mom@ellisfamily.net", "Carpool on Thursday": "Thanksgiving menu", "I can drive this week": "Turkey, stuffing, green beans, and your pecan pie" } },
        { task: "I need to email my landlord at k.obrien@parkviewrentals.com. Subject: Kitchen sink leak. Message: 'The kitchen sink has been leaking since Sunday night, can someone come take a look this week?'", url: `${MAIL}/inbox`,
          values: { "dana.whitfield@gmail.com": "k.obrien@parkviewrentals.com", "Carpool on Thursday": "Kitchen sink leak", "I can drive this week": "The kitchen sink has been leaking since Sunday night, can someone come take a look this week?" } },
        { task: "Send an email to team-ops@acme.io titled 'Send me your timesheets' with the text Do it by Friday", url: `${MAIL}/inbox`,
          values: { "dana.whitfield@gmail.com": "team-ops@acme.io", "Carpool on Thursday": "Send me your timesheets", "I can drive this week": "Do it by Friday" } },
        { task: "Can you write a new email to lee.park@acme.io? Subject 'Lunch?' and the message 'Free at noon, want to grab tacos?'", url: `${MAIL}/inbox`,
          values: { "dana.whitfield@gmail.com": "lee.park@acme.io", "Carpool on Thursday": "Lunch?", "I can drive this week": "Free at noon, want to grab tacos?" } },
        { task: "Email priya.shah@northwind.io saying 'Running 10 minutes late, start without me'", url: `${MAIL}/inbox`,
          values: { "dana.whitfield@gmail.com": "priya.shah@northwind.io", "I can drive this week": "Running 10 minutes late, start without me" } },
      ],
      near: [
        { task: "Recall the message I sent to dana.whitfield@gmail.com about the carpool", url: `${MAIL}/sentitems` },
        { task: "Add an email signature that says 'Jordan Ellis, Northwind Traders'", url: `${MAIL}/inbox` },
        { task: "Delete the draft with the subject 'Carpool on Thursday'", url: `${MAIL}/drafts` },
      ],
    },
    {
      id: "webmail-reply",
      title: "Reply to an email",
      description: "Reply 'Thanks, Thursday at 2pm works for me' to the email 'Interview scheduling – Product Designer'",
      steps: [
        start(`${MAIL}/inbox`, MAIL_T),
        type(search(), "Interview scheduling – Product Designer"),
        enter(search()),
        click(message("Interview scheduling – Product Designer")),
        opened("AQQkADAwATM0MDAAMS1iNWUzLWI2ZDgtMDACLTAwCgAQAKz8xJkG0UdMjF7hTq1vXwA%3D"),
        click(button("Reply", { css: 'button[aria-label="Reply"]' })),
        type(body(), "Thanks, Thursday at 2pm works for me"),
        submit(send()),
      ],
      tasks: [
        { task: "Reply to 'Water shutoff on Friday, 9am–1pm' with 'Got it, thanks for the heads up.'", url: `${MAIL}/inbox`,
          values: { "Interview scheduling – Product Designer": "Water shutoff on Friday, 9am–1pm", "Thanks, Thursday at 2pm works for me": "Got it, thanks for the heads up." } },
        { task: "respond to the email Soccer carpool schedule and say Done, see you Saturday!", url: `${MAIL}/inbox`,
          values: { "Interview scheduling – Product Designer": "Soccer carpool schedule", "Thanks, Thursday at 2pm works for me": "Done, see you Saturday!" } },
        { task: "Can you answer the 'Your reply needed: lease renewal for Unit 4B' email? Just say 'We'd like to renew for another 12 months.'", url: `${MAIL}/inbox`,
          values: { "Interview scheduling – Product Designer": "Your reply needed: lease renewal for Unit 4B", "Thanks, Thursday at 2pm works for me": "We'd like to renew for another 12 months." } },
        { task: "Please reply to Priya's email 'Q3 OKRs, final draft' with: Looks good to me, ship it", url: `${MAIL}/inbox`,
          values: { "Interview scheduling – Product Designer": "Q3 OKRs, final draft", "Thanks, Thursday at 2pm works for me": "Looks good to me, ship it" } },
        { task: "I got an email called 'Volunteer sign-up for the bake sale'. Reply to it with 'Count me in for two dozen cookies and the 10–11 slot'", url: `${MAIL}/inbox`,
          values: { "Interview scheduling – Product Designer": "Volunteer sign-up for the bake sale", "Thanks, Thursday at 2pm works for me": "Count me in for two dozen cookies and the 10–11 slot" } },
        { task: "reply Do it myself to the email 'Do you want us to install the shelves?'", url: `${MAIL}/inbox`,
          values: { "Interview scheduling – Product Designer": "Do you want us to install the shelves?", "Thanks, Thursday at 2pm works for me": "Do it myself" } },
      ],
      near: [
        { task: "Mark the email 'Interview scheduling – Product Designer' as unread", url: `${MAIL}/inbox` },
        { task: "Flag the email 'Soccer carpool schedule' for follow-up", url: `${MAIL}/inbox` },
        { task: "Who sent me the email 'Water shutoff on Friday, 9am–1pm'?", url: `${MAIL}/inbox` },
        { task: "Print the email 'Interview scheduling – Product Designer'", url: `${MAIL}/inbox` },
      ],
    },
    {
      id: "webmail-forward",
      title: "Forward the email 'Your October electricity bill' to alex.kim@gmail.com",
      description: "",
      steps: [
        start(`${MAIL}/inbox`, MAIL_T),
        type(search(), "Your October electricity bill"),
        enter(search()),
        click(message("Your October electricity bill")),
        opened("AQQkADAwATM0MDAAMS1iNWUzLWI2ZDgtMDACLTAwCgAQAF3kq9mPzEdBq2lTt0cX1lc%3D"),
        click(button("Forward", { css: 'button[aria-label="Forward"]' })),
        type(toField(), "alex.kim@gmail.com"),
        submit(send()),
      ],
      tasks: [
        { task: "Forward 'Flight confirmation LX 1234, Zurich to Boston' to mom@ellisfamily.net", url: `${MAIL}/inbox`,
          values: { "Your October electricity bill": "Flight confirmation LX 1234, Zurich to Boston", "alex.kim@gmail.com": "mom@ellisfamily.net" } },
        { task: "please send the 'Forwarded: lease agreement, signed copy' email on to k.obrien@parkviewrentals.com", url: `${MAIL}/inbox`,
          values: { "Your October electricity bill": "Forwarded: lease agreement, signed copy", "alex.kim@gmail.com": "k.obrien@parkviewrentals.com" } },
        { task: "Can you forward the email titled Team photo day – what to wear to sam.ortiz@acme.io?", url: `${MAIL}/inbox`,
          values: { "Your October electricity bill": "Team photo day – what to wear", "alex.kim@gmail.com": "sam.ortiz@acme.io" } },
        { task: "I want to forward the Costco receipt ('Your Costco.com order #8812 has shipped') to my wife, jess.ellis@gmail.com.", url: `${MAIL}/inbox`,
          values: { "Your October electricity bill": "Your Costco.com order #8812 has shipped", "alex.kim@gmail.com": "jess.ellis@gmail.com" } },
        { task: "fwd Your November electricity bill to roommates@googlegroups.com", url: `${MAIL}/inbox`,
          values: { "Your October electricity bill": "Your November electricity bill", "alex.kim@gmail.com": "roommates@googlegroups.com" } },
        { task: "Forward the email 'Reply by Friday: parent-teacher conference slots' to alex.kim@gmail.com", url: `${MAIL}/inbox`,
          values: { "Your October electricity bill": "Reply by Friday: parent-teacher conference slots", "alex.kim@gmail.com": "alex.kim@gmail.com" } },
      ],
      near: [
        { task: "Set up automatic forwarding of all my email to alex.kim@gmail.com", url: `${MAIL}/options/mail/forwarding` },
        { task: "Download the PDF attachment from the email 'Your October electricity bill'", url: `${MAIL}/inbox` },
        { task: "Stop forwarding my mail to roommates@googlegroups.com", url: `${MAIL}/options/mail/forwarding` },
      ],
    },
    {
      id: "webmail-move-to-folder",
      title: "Move an email to a folder",
      description: "Move the email 'Your Delta eTicket Receipt' to the Travel folder",
      steps: [
        start(`${MAIL}/inbox`, MAIL_T),
        type(search(), "Your Delta eTicket Receipt"),
        enter(search()),
        click(message("Your Delta eTicket Receipt")),
        opened("AQQkADAwATM0MDAAMS1iNWUzLWI2ZDgtMDACLTAwCgAQAMu7Rz2pXk9Fh1WcVb8aYk4%3D"),
        click(button("Move to", { css: 'button[aria-label="Move to"]' })),
        pick(menuitem("Travel", { context_label: "Move to" }), FOLDERS),
      ],
      tasks: [
        { task: "Move 'Lease renewal – Unit 4B, 2027' into the Home folder", url: `${MAIL}/inbox`,
          values: { "Your Delta eTicket Receipt": "Lease renewal – Unit 4B, 2027", Travel: "Home" } },
        { task: "please file the email 'Q3 OKRs, final draft' under Work", url: `${MAIL}/inbox`,
          values: { "Your Delta eTicket Receipt": "Q3 OKRs, final draft", Travel: "Work" } },
        { task: "Put the Uber receipt email ('Your Thursday evening trip with Uber') in Receipts", url: `${MAIL}/inbox`,
          values: { "Your Delta eTicket Receipt": "Your Thursday evening trip with Uber", Travel: "Receipts" } },
        { task: "Can you move the email about picture day, 'Picture day is Oct 14 — order forms inside', to Kids' school?", url: `${MAIL}/inbox`,
          values: { "Your Delta eTicket Receipt": "Picture day is Oct 14 — order forms inside", Travel: "Kids' school" } },
        { task: "move the email Move-in checklist for your new apartment to the Family folder", url: `${MAIL}/inbox`,
          values: { "Your Delta eTicket Receipt": "Move-in checklist for your new apartment", Travel: "Family" } },
        { task: "I keep losing the email 'Your Amtrak eTicket and Reservation Receipt'. Move it to Travel so I can find it.", url: `${MAIL}/inbox`,
          values: { "Your Delta eTicket Receipt": "Your Amtrak eTicket and Reservation Receipt", Travel: "Travel" } },
      ],
      near: [
        { task: "Create a new folder called 'Taxes 2026'", url: `${MAIL}/inbox` },
        { task: "Always move emails from deals@target.com to the Receipts folder", url: `${MAIL}/inbox` },
        { task: "How many emails are in my Travel folder? Answer with just the number.", url: `${MAIL}/inbox` },
        { task: "Rename the Kids' school folder to School", url: `${MAIL}/inbox` },
      ],
    },
    {
      id: "webmail-emails-from-sender",
      title: "Show me all emails from billing@comcast.net",
      description: "",
      steps: [
        start(`${MAIL}/inbox`, MAIL_T),
        click(search()),
        type(search(), "billing@comcast.net"),
        pick(option("billing@comcast.net", "People", { css: '#searchSuggestionsList [role="option"]:nth-of-type(1)' })),
      ],
      tasks: [
        { task: "Find all the emails Priya Shah sent me", url: `${MAIL}/inbox`, values: { "billing@comcast.net": "Priya Shah" } },
        { task: "show me every message from noreply@github.com", url: `${MAIL}/inbox`, values: { "billing@comcast.net": "noreply@github.com" } },
        { task: "What emails have I gotten from Coach Daniels? Return the result as a list.", url: `${MAIL}/inbox`, values: { "billing@comcast.net": "Coach Daniels" } },
        { task: "Can you pull up all mail from leasing@parkviewrentals.com? I'm looking for the move-out instructions.", url: `${MAIL}/inbox`,
          values: { "billing@comcast.net": "leasing@parkviewrentals.com" } },
        { task: "How many emails from Chewy.com are in my mailbox? Answer with just the number.", url: `${MAIL}/inbox`, values: { "billing@comcast.net": "Chewy.com" } },
        { task: "show emails from mom", url: `${MAIL}/inbox`, values: { "billing@comcast.net": "mom" } },
      ],
      near: [
        { task: "Delete every email from billing@comcast.net", url: `${MAIL}/inbox` },
        { task: "Block billing@comcast.net", url: `${MAIL}/inbox` },
        { task: "Unsubscribe me from the Chewy.com newsletters", url: `${MAIL}/inbox` },
        { task: "Mark all emails from Priya Shah as read", url: `${MAIL}/inbox` },
      ],
    },
    {
      id: "webmail-contact-email",
      title: "What is Priya Shah's email address?",
      description: "",
      steps: [
        start(`${MAIL}/inbox`, MAIL_T),
        click(button("People", { css: 'button[aria-label="People"]', text: "" })),
        then(`${PEOPLE}/`, PEOPLE_T),
        type(search(), "Priya Shah"),
        enter(search()),
        click(fp({ tag: "div", role: "option", name: "Priya Shah", text: "Priya Shah", context_label: "Contacts", css: 'div[role="listbox"] div[role="option"]:nth-of-type(1)' })),
        then(`${PEOPLE}/id/AAMkADAwATM0MDAAMS1iNWUzLWI2ZDgtMDACLTAwCgBGAAADkS1qW9`, PEOPLE_T, "history"),
      ],
      tasks: [
        { task: "Get the email address of Dana Whitfield from my contacts", url: `${PEOPLE}/`, values: { "Priya Shah": "Dana Whitfield" } },
        { task: "what's Luis Ortega's email? Answer with just the address.", url: `${MAIL}/inbox`, values: { "Priya Shah": "Luis Ortega" } },
        { task: "I need to send something to Coach Daniels but forgot his email address, can you look it up?", url: `${MAIL}/inbox`,
          values: { "Priya Shah": "Coach Daniels" } },
        { task: "email address for Mary-Kate O'Brien?", url: `${PEOPLE}/`, values: { "Priya Shah": "Mary-Kate O'Brien" } },
        { task: "Look up Dr. Samuel Okafor's email in People.", url: `${PEOPLE}/`, values: { "Priya Shah": "Dr. Samuel Okafor" } },
        { task: "Find the email address for Bright Smile Dental in my contacts, I need to send them my insurance card", url: `${MAIL}/inbox`,
          values: { "Priya Shah": "Bright Smile Dental" } },
      ],
      near: [
        { task: "Delete Luis Ortega from my contacts", url: `${PEOPLE}/` },
        { task: "Change Dana Whitfield's email address to dana@whitfield.design", url: `${PEOPLE}/` },
        { task: "Merge the two contacts named Priya Shah", url: `${PEOPLE}/` },
      ],
    },
    {
      id: "webmail-add-contact",
      title: "Add a new contact",
      description: "Add Marco Rossi to my contacts with email marco.rossi@acme.io and mobile (503) 555-0142",
      steps: [
        start(`${PEOPLE}/`, PEOPLE_T),
        click(button("New contact", { css: 'button[aria-label="New contact"]' })),
        type(textbox("First name", { id: "contactFirstName", name_attr: "givenName" }), "Marco"),
        type(textbox("Last name", { id: "contactLastName", name_attr: "surname" }), "Rossi"),
        type(email("Email address", { id: "contactEmail", name_attr: "emailAddress", autocomplete: "off" }), "marco.rossi@acme.io"),
        type(textbox("Mobile phone", { id: "contactMobile", name_attr: "mobilePhone", type: "tel" }), "(503) 555-0142"),
        submit(button("Create", { css: 'button[aria-label="Create"]' })),
      ],
      tasks: [
        { task: "Add Luis Ortega, luis@ortegaplumbing.com, cell 412-555-0187 to my contacts", url: `${PEOPLE}/`,
          values: { Marco: "Luis", Rossi: "Ortega", "marco.rossi@acme.io": "luis@ortegaplumbing.com", "(503) 555-0142": "(412) 555-0187" } },
        { task: "Save Mary-Kate O'Brien as a contact, her email is mk.obrien@parkviewrentals.com", url: `${PEOPLE}/`,
          values: { Marco: "Mary-Kate", Rossi: "O'Brien", "marco.rossi@acme.io": "mk.obrien@parkviewrentals.com" } },
        { task: "new contact: Samuel Okafor, s.okafor@lakeviewhealth.org, mobile 503.555.0178", url: `${MAIL}/inbox`,
          values: { Marco: "Samuel", Rossi: "Okafor", "marco.rossi@acme.io": "s.okafor@lakeviewhealth.org", "(503) 555-0142": "(503) 555-0178" } },
        { task: "Can you add my neighbor Jess Tran to my contacts? Her number is (971) 555-0123.", url: `${PEOPLE}/`,
          values: { Marco: "Jess", Rossi: "Tran", "(503) 555-0142": "(971) 555-0123" } },
        { task: "Please create a contact for Tom Daniels (the soccer coach), email tdaniels@cedarridgesoccer.org, phone 5035550166", url: `${PEOPLE}/`,
          values: { Marco: "Tom", Rossi: "Daniels", "marco.rossi@acme.io": "tdaniels@cedarridgesoccer.org", "(503) 555-0142": "(503) 555-0166" } },
      ],
      near: [
        { task: "Remove Marco Rossi from my contacts", url: `${PEOPLE}/` },
        { task: "Add the phone number (412) 555-0100 to Dana Whitfield's existing contact", url: `${PEOPLE}/` },
        { task: "Import my contacts from a CSV file", url: `${PEOPLE}/` },
        { task: "Create a contact list called 'Book club' with Dana and Priya in it", url: `${PEOPLE}/` },
      ],
    },
    {
      id: "webmail-automatic-replies",
      title: "Turn on automatic replies",
      description:
        "Set an automatic reply from 2026-12-21 to 2027-01-04 saying 'I'm out of the office until January 5. For anything urgent, contact Lee Park at lee.park@acme.io.'",
      steps: [
        start(`${MAIL}/inbox`, MAIL_T),
        click(button("Settings", { css: 'button[aria-label="Settings"]', text: "" })),
        then(`${MAIL}/options/mail/layout`, SETTINGS_T, "history"),
        click(tab("Automatic replies", { css: 'button[role="tab"][name="automaticReplies"]' })),
        then(`${MAIL}/options/mail/automaticReplies`, SETTINGS_T, "history"),
        check(fp({ tag: "button", role: "switch", name: "Turn on automatic replies", label: "Turn on automatic replies", css: 'button[role="switch"][aria-label="Turn on automatic replies"]' })),
        check(checkbox("Send replies only during a time period")),
        type(textbox("Start date", { type: "date", css: 'input[aria-label="Start date"]' }), "2026-12-21"),
        type(textbox("End date", { type: "date", css: 'input[aria-label="End date"]' }), "2027-01-04"),
        type(editable("Automatic reply message", { css: 'div[aria-label="Automatic reply message"]' }),
          "I'm out of the office until January 5. For anything urgent, contact Lee Park at lee.park@acme.io."),
        submit(button("Save", { css: 'button[type="submit"][aria-label="Save"]' })),
      ],
      tasks: [
        { task: "Turn on my out-of-office from Feb 8, 2027 to Feb 12, 2027 with the message 'Skiing this week, back Monday the 15th.'", url: `${MAIL}/inbox`,
          values: { "2026-12-21": "2027-02-08", "2027-01-04": "2027-02-12", "I'm out of the office until January 5. For anything urgent, contact Lee Park at lee.park@acme.io.": "Skiing this week, back Monday the 15th." } },
        { task: "set up an auto reply from 11/16/2026 through 11/20/2026 that says 'I'm on jury duty and will reply when I'm back'", url: `${MAIL}/inbox`,
          values: { "2026-12-21": "2026-11-16", "2027-01-04": "2026-11-20", "I'm out of the office until January 5. For anything urgent, contact Lee Park at lee.park@acme.io.": "I'm on jury duty and will reply when I'm back" } },
        { task: "Please enable automatic replies: 'On parental leave until April 30, 2027. Please contact Lee Park (lee.park@acme.io) for anything urgent.'", url: `${MAIL}/options/mail/layout`,
          values: { "I'm out of the office until January 5. For anything urgent, contact Lee Park at lee.park@acme.io.": "On parental leave until April 30, 2027. Please contact Lee Park (lee.park@acme.io) for anything urgent." } },
        { task: "I'm at a conference December 7–9, 2026. Turn on an automatic reply for those days: 'At AWS re:Invent with limited email, I'll respond after Dec 10.'", url: `${MAIL}/inbox`,
          values: { "2026-12-21": "2026-12-07", "2027-01-04": "2026-12-09", "I'm out of the office until January 5. For anything urgent, contact Lee Park at lee.park@acme.io.": "At AWS re:Invent with limited email, I'll respond after Dec 10." } },
        { task: "out of office reply from 2026-12-24 to 2026-12-26, message Happy holidays! Back on the 28th", url: `${MAIL}/inbox`,
          values: { "2026-12-21": "2026-12-24", "2027-01-04": "2026-12-26", "I'm out of the office until January 5. For anything urgent, contact Lee Park at lee.park@acme.io.": "Happy holidays! Back on the 28th" } },
        { task: "Can you turn on an automatic reply that says Out of office, reply later? It should run from March 1 to March 5, 2027.", url: `${MAIL}/inbox`,
          values: { "2026-12-21": "2027-03-01", "2027-01-04": "2027-03-05", "I'm out of the office until January 5. For anything urgent, contact Lee Park at lee.park@acme.io.": "Out of office, reply later" } },
      ],
      near: [
        { task: "Turn off my automatic replies", url: `${MAIL}/inbox` },
        { task: "What does my automatic reply message currently say?", url: `${MAIL}/options/mail/automaticReplies` },
        { task: "Change my email signature to 'Jordan Ellis | Northwind Traders | (503) 555-0111'", url: `${MAIL}/options/mail/layout` },
      ],
    },
  ],
  unrelated: [
    { task: "Switch Outlook to dark mode", url: `${MAIL}/inbox` },
    { task: "Empty the Junk Email folder", url: `${MAIL}/junkemail` },
    { task: "Turn off Focused Inbox", url: `${MAIL}/inbox` },
    { task: "Change my Outlook password", url: `${MAIL}/inbox` },
    { task: "Set my time zone to Pacific Time in Outlook settings", url: `${MAIL}/options/general/timeAndLanguage` },
    { task: "Pin the email 'Q3 OKRs, final draft' to the top of my inbox", url: `${MAIL}/inbox` },
    { task: "Report the email 'Your account has been suspended' as phishing", url: `${MAIL}/inbox` },
  ],
};
