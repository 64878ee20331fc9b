use super::*;
use crate::distill::distill;
use crate::model::{EventKind, Fingerprint, NavKind};
use crate::recording::{add_event, new_recording};
use crate::testkit::*;

fn issue_proc() -> Procedure {
    distill(
        &tracker_demo(
            "Create issue",
            "Create a new issue with title, assignee and milestone",
        ),
        "create-issue",
        0.0,
    )
    .unwrap()
}

fn search_proc() -> Procedure {
    let url = "http://shop.test:8080/";
    let mut rec = new_recording("r2", "Search products", "", 0.0);
    add_event(&mut rec, nav(url, "Shop", NavKind::Start, 0.0)).unwrap();
    let mut t = 0.0;
    let search = field("searchbox", "Search", "#q", url);
    type_into(&mut rec, &search, "red shoes", &mut t);
    add_event(&mut rec, ev(EventKind::Enter, search, None, t)).unwrap();
    distill(&rec, "search-products", 0.0).unwrap()
}

fn settings_proc() -> Procedure {
    let url = "http://tracker.test:8080/settings.html";
    let mut rec = new_recording("r3", "Change notification settings", "", 0.0);
    add_event(&mut rec, nav(url, "Settings", NavKind::Start, 0.0)).unwrap();
    let mut t = 0.0;
    click(
        &mut rec,
        field("checkbox", "Email me about mentions", "#mentions", url),
        &mut t,
    );
    click(
        &mut rec,
        field("button", "Save settings", "#save", url),
        &mut t,
    );
    distill(&rec, "settings", 0.0).unwrap()
}

fn library() -> Vec<Procedure> {
    vec![issue_proc(), search_proc(), settings_proc()]
}

const TRACKER_URL: &str = "http://tracker.test:8080/index.html";

#[test]
fn paraphrased_task_finds_the_procedure_first() {
    for task in [
        "Create an issue 'Export fails' for Bo in Q2 2025",
        "open a new ticket about the export failing",
        "file a bug: the login page crashes",
        "creating issues in the tracker",
        "Report a bug on the tracker: export fails",
        "make a ticket for Chen",
        "I need to file an issue about slow search",
        "log a ticket for the export crash",
        "open a ticket: the download button is broken",
    ] {
        let found = retrieve(&library(), task, Some(TRACKER_URL), 0.0);
        assert_eq!(
            found.first().map(|m| m.id.as_str()),
            Some("create-issue"),
            "{task}: {found:#?}"
        );
    }
}

#[test]
fn an_unrelated_task_on_the_same_site_injects_nothing() {
    for task in [
        "What is the weather in Paris tomorrow?",
        "Close the issue about the login crash",
        "Delete the ticket 'Export fails'",
        "Summarize this page",
        "show me my open issues",
        "assign issue 42 to Bo",
        "search the tracker for login bugs",
        "Create a new project",
        "Sign in to the tracker",
        "log in to the tracker",
        "add a comment to the issue",
        "create a milestone called Q3",
        "What are the open issues assigned to me?",
        "open issue 42",
    ] {
        let found = retrieve(&[issue_proc()], task, Some(TRACKER_URL), 0.0);
        assert!(found.is_empty(), "{task}: {found:#?}");
    }
}

#[test]
fn a_good_match_recorded_on_another_site_still_passes() {
    let found = retrieve(
        &library(),
        "search products for running shoes",
        Some("https://other.example/"),
        0.0,
    );
    assert_eq!(found[0].id, "search-products");
    assert_eq!(found[0].breakdown.domain, 0.0);
}

#[test]
fn same_site_ranks_above_other_site_and_breakdown_adds_up() {
    let m = score(&issue_proc(), "create a new issue", Some(TRACKER_URL), 0.0).unwrap();
    let other = score(
        &issue_proc(),
        "create a new issue in the tracker",
        Some("https://elsewhere.test/"),
        0.0,
    )
    .unwrap();
    assert!(m.score > other.score);
    let b = &m.breakdown;
    let sum = 0.4 * b.text + 0.3 * b.domain + 0.2 * b.confidence + 0.1 * b.params;
    assert!((sum - m.score).abs() < 0.005, "{m:#?}");
    assert!(
        m.reason.contains("“issue”") && m.reason.contains("tracker.test"),
        "{}",
        m.reason
    );
}

#[test]
fn asked_from_another_site_a_task_names_the_procedures_site() {
    // Named by its host or by a name its text holds: retrieved.
    assert!(score(
        &issue_proc(),
        "create a new issue in the tracker",
        Some("https://mail.example/inbox"),
        0.0
    )
    .is_some());
    // A new tab or a browser page is no other site.
    assert!(score(
        &issue_proc(),
        "create a new issue",
        Some("chrome://newtab/"),
        0.0
    )
    .is_some());
    assert!(score(&issue_proc(), "create a new issue", None, 0.0).is_some());
    // Near miss: on another web site, a task that does not say where is not this procedure's.
    assert!(score(
        &issue_proc(),
        "create a new issue",
        Some("https://mail.example/inbox"),
        0.0
    )
    .is_none());
}

#[test]
fn subdomains_count_as_the_same_site() {
    let m = score(
        &issue_proc(),
        "create a new issue",
        Some("https://eu.tracker.test/x"),
        0.0,
    )
    .unwrap();
    assert_eq!(m.breakdown.domain, 0.8);
}

#[test]
fn deprecated_procedures_are_never_returned() {
    let mut p = issue_proc();
    p.stats.deprecated = true;
    assert!(retrieve(&[p], "create a new issue", Some(TRACKER_URL), 0.0).is_empty());
}

#[test]
fn confidence_is_computed_when_read() {
    let mut s = Stats::default();
    assert_eq!(confidence(&s, 0.0), 0.5);
    s.successes = 8;
    s.failures = 0;
    s.last_used = Some(0.0);
    let fresh = confidence(&s, 0.0);
    let old = confidence(&s, 365.0 * 86_400_000.0);
    assert!(fresh > 0.85 && old < fresh && old > 0.5, "{fresh} {old}");
}

#[test]
fn parameters_bound_from_quotes_labels_and_known_values() {
    let m = score(
        &issue_proc(),
        "Create an issue 'Export fails' for Ana, milestone: Q2 2025",
        Some(TRACKER_URL),
        0.0,
    )
    .unwrap();
    assert_eq!(m.parameters["title"].as_deref(), Some("Export fails"));
    assert_eq!(m.parameters["assignee"].as_deref(), Some("Ana"));
    assert_eq!(m.parameters["milestone"].as_deref(), Some("Q2 2025"));
    assert_eq!(m.parameters["password"], None, "secrets are never bound");
    let m = score(
        &issue_proc(),
        "create a new issue and assign it to Chen",
        Some(TRACKER_URL),
        0.0,
    )
    .unwrap();
    assert_eq!(
        m.parameters["assignee"].as_deref(),
        Some("Chen"),
        "an offered option the demonstration did not pick"
    );
}

#[test]
fn at_most_three_results_best_first() {
    let mut procs = Vec::new();
    for i in 0..6 {
        let mut p = issue_proc();
        p.id = format!("p{i}");
        p.stats.successes = i;
        procs.push(p);
    }
    let found = retrieve(&procs, "create a new issue", Some(TRACKER_URL), 0.0);
    assert_eq!(
        found.iter().map(|m| m.id.as_str()).collect::<Vec<_>>(),
        vec!["p5", "p4", "p3"]
    );
}

#[test]
fn values_are_aligned_against_the_goal() {
    let p = distill(
        &tracker_demo(
            "Create issue",
            "Create issue 'Login broken' for Ana in Q1 2025",
        ),
        "p",
        0.0,
    )
    .unwrap();
    let m = score(
        &p,
        "create an issue 'Export fails' for Bo in Q2 2025",
        Some(TRACKER_URL),
        0.0,
    )
    .unwrap();
    assert_eq!(m.parameters["title"].as_deref(), Some("Export fails"));
    assert_eq!(m.parameters["assignee"].as_deref(), Some("Bo"));
    assert_eq!(m.parameters["milestone"].as_deref(), Some("Q2 2025"));
    assert_eq!(m.parameters["description"], None);
    assert_eq!(
        m.parameters["username"], None,
        "the login name is not the assignee"
    );
}

#[test]
fn a_login_name_the_person_named_is_part_of_the_task() {
    let login = format!("{TRACKER}/login.html");
    let mut rec = new_recording("r", "Sign in as 'mkowalski'", "", 0.0);
    let mut t = 0.0;
    add_event(&mut rec, nav(&login, "Sign in", NavKind::Start, t)).unwrap();
    type_into(
        &mut rec,
        &field("textbox", "Username", "#username", &login),
        "mkowalski",
        &mut t,
    );
    let mut pw = field("textbox", "Password", "#password", &login);
    pw.input_type = "password".into();
    let mut typed = ev(EventKind::Input, pw, None, t + 10.0);
    typed.secret = true;
    add_event(&mut rec, typed).unwrap();
    click(&mut rec, field("button", "Sign in", "#go", &login), &mut t);
    let p = distill(&rec, "p", 0.0).unwrap();
    // The title named the login, so another task's login is bound; the password never is…
    let m = score(&p, "Sign in as 'obrien'", Some(TRACKER_URL), 0.0).unwrap();
    assert_eq!(m.parameters["username"].as_deref(), Some("obrien"));
    assert_eq!(m.parameters["password"], None);
    // …while a title that never named it leaves the login to the person
    // (values_are_aligned_against_the_goal, binding_on_many_phrasings: "ana" is the assignee's).
}

/// A task and the slot values it must bind (None: must stay unbound).
type BindingCase<'a> = (&'a str, &'a [(&'a str, Option<&'a str>)]);

/// Binding on many phrasings of the same task (goal "Create issue 'Login broken' for Ana in
/// Q1 2025"; assignee options Unassigned/Ana/Bo/Chen/Dana; milestone example Q1 2025).
#[test]
fn binding_on_many_phrasings() {
    let p = distill(
        &tracker_demo(
            "Create issue",
            "Create issue 'Login broken' for Ana in Q1 2025",
        ),
        "p",
        0.0,
    )
    .unwrap();
    let cases: &[BindingCase] = &[
        (
            "create an issue 'Export fails' for Bo in Q2 2025",
            &[
                ("title", Some("Export fails")),
                ("assignee", Some("Bo")),
                ("milestone", Some("Q2 2025")),
            ],
        ),
        (
            "Create issue \"Export fails\" for Chen in Backlog",
            &[
                ("title", Some("Export fails")),
                ("assignee", Some("Chen")),
                ("milestone", Some("Backlog")),
            ],
        ),
        (
            "new issue “Crash on save”, assignee: Dana, milestone: Q3 2025",
            &[
                ("title", Some("Crash on save")),
                ("assignee", Some("Dana")),
                ("milestone", Some("Q3 2025")),
            ],
        ),
        (
            "file an issue titled 'Slow search' and assign it to Bo",
            &[("title", Some("Slow search")), ("assignee", Some("Bo"))],
        ),
        (
            "Create an issue. Title: Export fails; Description: CSV export times out",
            &[
                ("title", Some("Export fails")),
                ("description", Some("CSV export times out")),
            ],
        ),
        (
            "create issue title = Broken link, assignee = Ana",
            &[("title", Some("Broken link")), ("assignee", Some("Ana"))],
        ),
        // A choice is bound as the option the field offers, whatever case the task wrote.
        (
            "CREATE ISSUE 'Upper case' FOR DANA IN Q2 2025",
            &[
                ("title", Some("Upper case")),
                ("assignee", Some("Dana")),
                ("milestone", Some("Q2 2025")),
            ],
        ),
        (
            "create an issue about the login page for Bo",
            &[("assignee", Some("Bo")), ("title", None)],
        ),
        (
            "İstanbul office: create issue 'Ünïcode' for Chen",
            &[("title", Some("Ünïcode")), ("assignee", Some("Chen"))],
        ),
    ];
    for (task, expected) in cases {
        let m = score(&p, task, Some(TRACKER_URL), 0.0)
            .unwrap_or_else(|| panic!("{task}: not retrieved"));
        for (slot, want) in expected.iter() {
            assert_eq!(
                m.parameters[*slot].as_deref(),
                *want,
                "{task}: {{{slot}}} in {:?}",
                m.parameters
            );
        }
        assert_eq!(
            m.parameters["password"], None,
            "{task}: a secret is never bound"
        );
        assert_eq!(
            m.parameters["username"], None,
            "{task}: the login is not taken from the task"
        );
    }
}

/// A procedure named and described as given, on a host (the issue demonstration's steps).
fn named_proc(id: &str, title: &str, host: &str) -> Procedure {
    let mut p = issue_proc();
    p.id = id.into();
    p.title = title.into();
    p.abstract_.goal = title.into();
    p.abstract_.domains = vec![host.into()];
    p.abstract_.tags = Vec::new();
    p.abstract_.flow = Vec::new();
    p
}

const SHOP_URL: &str = "http://shop.test/";

#[test]
fn a_contradicting_action_is_another_task() {
    let procs = [named_proc(
        "wish",
        "Add a product to my wish list",
        "shop.test",
    )];
    assert_eq!(
        retrieve(
            &procs,
            "put the Tide Pods on my wish list",
            Some(SHOP_URL),
            0.0
        )
        .first()
        .map(|m| m.id.as_str()),
        Some("wish")
    );
    for near in [
        "Remove the Tide Pods from my wish list",
        "How many products are on my wish list?",
    ] {
        assert!(
            retrieve(&procs, near, Some(SHOP_URL), 0.0).is_empty(),
            "{near}"
        );
    }
}

#[test]
fn the_same_action_on_another_procedures_object_goes_to_that_procedure() {
    let procs = [
        named_proc("wish", "Add a product to my wish list", "shop.test"),
        named_proc("cart", "Add a product to my cart", "shop.test"),
    ];
    let found = retrieve(&procs, "add the Tide Pods to my cart", Some(SHOP_URL), 0.0);
    assert_eq!(
        found.iter().map(|m| m.id.as_str()).collect::<Vec<_>>(),
        ["cart"]
    );
    let found = retrieve(
        &procs,
        "add the Tide Pods to my wish list",
        Some(SHOP_URL),
        0.0,
    );
    assert_eq!(found.first().map(|m| m.id.as_str()), Some("wish"));
}

#[test]
fn a_question_about_what_a_procedure_changes_is_not_that_procedure() {
    let procs = [named_proc(
        "status",
        "Change the status of an issue",
        "tracker.test",
    )];
    assert!(!retrieve(
        &procs,
        "set the status of the issue to done",
        Some(TRACKER_URL),
        0.0
    )
    .is_empty());
    assert!(retrieve(
        &procs,
        "What is the status of the issue?",
        Some(TRACKER_URL),
        0.0
    )
    .is_empty());
}

/// "Contact support as 'Gus Moreau' (email 'gus@corp.example') with the subject 'Billing' and
/// the message '…'": a contact form with a subject list.
fn contact_proc() -> Procedure {
    let url = "http://help.test:8080/contact.html";
    let title = "Contact support as 'Gus Moreau' (email 'gus@corp.example') with the subject 'Billing' and the message 'I was charged twice.'";
    let mut rec = new_recording("r-contact", title, "", 0.0);
    add_event(&mut rec, nav(url, "Contact us", NavKind::Start, 0.0)).unwrap();
    let mut t = 0.0;
    type_into(
        &mut rec,
        &field("textbox", "Full name", "#name", url),
        "Gus Moreau",
        &mut t,
    );
    let mut email = field("textbox", "Email", "#email", url);
    email.input_type = "email".into();
    type_into(&mut rec, &email, "gus@corp.example", &mut t);
    t += 100.0;
    let mut e = ev(
        EventKind::Select,
        field("combobox", "Subject", "#subject", url),
        Some("Billing"),
        t,
    );
    e.options = [
        "Choose one…",
        "Billing",
        "Sales",
        "Technical support",
        "Press",
    ]
    .map(String::from)
    .to_vec();
    add_event(&mut rec, e).unwrap();
    type_into(
        &mut rec,
        &field("textbox", "Message", "#message", url),
        "I was charged twice.",
        &mut t,
    );
    click(
        &mut rec,
        field("button", "Send message", "#send", url),
        &mut t,
    );
    distill(&rec, "contact", 0.0).unwrap()
}

#[test]
fn a_word_that_only_labels_a_value_is_said_by_a_value_of_that_slots_own_look() {
    let url = Some("http://help.test:8080/contact.html");
    // "email" and "subject" go unsaid, but an address and one of the subject list's choices
    // say them.
    let task = "Send the message \"Can we pay by bank transfer?\" to support under Sales, from Ana Lima, ana.lima@team.test";
    let found = retrieve(&[contact_proc()], task, url, 0.0);
    assert_eq!(
        found.first().map(|m| m.id.as_str()),
        Some("contact"),
        "{task}"
    );
    // Near misses: no value of either look (a subject not in the list, no address), and
    // another deed on the same things.
    for task in [
        "Change my email to ana.lima@team.test",
        "Subscribe ana.lima@team.test to the Sales newsletter",
        "Delete the message from Ana Lima, ana.lima@team.test, under Sales",
        "What is the email address of Sales?",
    ] {
        let found = retrieve(&[contact_proc()], task, url, 0.0);
        assert!(found.is_empty(), "{task}: {found:#?}");
    }
}

/// A support form: subject, description and a category typed in, recorded under a title that
/// names none of the form's labels.
fn support_proc() -> Procedure {
    let url = "http://help.test:8080/new-request.html";
    let mut rec = new_recording(
        "r-support",
        "Submit a request about \"Export is empty\" under Technical problem, describing it as: the CSV has only a header",
        "",
        0.0,
    );
    add_event(&mut rec, nav(url, "Help centre", NavKind::Start, 0.0)).unwrap();
    let mut t = 0.0;
    for (label, css, value) in [
        ("Category", "#category", "Technical problem"),
        ("Subject", "#subject", "Export is empty"),
        ("Description", "#description", "the CSV has only a header"),
    ] {
        type_into(&mut rec, &field("textbox", label, css, url), value, &mut t);
    }
    click(
        &mut rec,
        field("button", "Submit request", "#submit", url),
        &mut t,
    );
    distill(&rec, "support-request", 0.0).unwrap()
}

#[test]
fn values_under_the_forms_own_labels_find_the_procedure_in_other_words() {
    let lib = vec![support_proc(), search_proc()];
    let url = Some("http://help.test:8080/new-request.html");
    // Another verb, one of the title's words: the fields named with their values say the rest.
    let task = "Contact support with a request (category 'Billing', subject 'Charged twice', description 'I paid twice on 3 May.')";
    let found = retrieve(&lib, task, url, 0.0);
    let why = Index::build(&lib).explain("support-request", task, url, 0.0);
    assert_eq!(
        found.first().map(|m| m.id.as_str()),
        Some("support-request"),
        "{why}"
    );
    // Near misses: one labelled value is not enough, and an unrelated task that happens to use
    // two label words without giving the form's values finds nothing.
    for task in [
        "Contact support about my subject 'Charged twice'",
        "What category and subject do most requests have?",
    ] {
        let found = retrieve(&lib, task, url, 0.0);
        assert!(found.is_empty(), "{task}: {found:#?}");
    }
}

/// "Book the Fjord room on December 14, 2027 from 8:30 AM, titled 'Vendor demo'": a room list,
/// a date, a start time and a meeting title.
fn room_proc() -> Procedure {
    let url = "http://rooms.test:8080/book.html";
    let title = "Book the Fjord room on December 14, 2027 from 8:30 AM, titled 'Vendor demo'";
    let mut rec = new_recording("r-room", title, "", 0.0);
    add_event(&mut rec, nav(url, "Book a room", NavKind::Start, 0.0)).unwrap();
    let mut t = 100.0;
    let mut e = ev(
        EventKind::Select,
        field("combobox", "Room", "#room", url),
        Some("Fjord"),
        t,
    );
    e.options = ["Aurora", "Birch", "Cobalt", "Fjord", "Harbor"]
        .map(String::from)
        .to_vec();
    add_event(&mut rec, e).unwrap();
    let mut date = field("textbox", "Date", "#date", url);
    date.input_type = "date".into();
    t += 100.0;
    add_event(&mut rec, ev(EventKind::Input, date, Some("2027-12-14"), t)).unwrap();
    let mut time = field("textbox", "Start time", "#start", url);
    time.input_type = "time".into();
    t += 100.0;
    add_event(&mut rec, ev(EventKind::Input, time, Some("08:30"), t)).unwrap();
    type_into(
        &mut rec,
        &field("textbox", "Meeting title", "#title", url),
        "Vendor demo",
        &mut t,
    );
    click(&mut rec, field("button", "Book room", "#book", url), &mut t);
    distill(&rec, "book-room", 0.0).unwrap()
}

#[test]
fn a_note_of_values_under_a_heading_finds_the_procedure_its_values_fill() {
    let url = Some("http://rooms.test:8080/book.html");
    for note in [
        "Room booking: Aurora, 2027-09-15, 09:30, \"Sprint planning\"",
        "Room booking — Cobalt, September 15, 2027, 2:30 PM, \"Budget review\"",
    ] {
        let found = retrieve(&[room_proc()], note, url, 0.0);
        assert_eq!(
            found.first().map(|m| m.id.as_str()),
            Some("book-room"),
            "{note}"
        );
    }
    // Near misses: the opposite deed under the same heading, and a heading naming a thing
    // whose values prove no slot.
    for note in [
        "Cancel booking: Aurora, 2027-09-15, 09:30",
        "Room inventory: Aurora, Birch, Cobalt",
    ] {
        let found = retrieve(&[room_proc()], note, url, 0.0);
        assert!(found.is_empty(), "{note}: {found:#?}");
    }
}

#[test]
fn a_number_proves_a_money_slot_only_said_as_money() {
    // "9 Harbor View Rd" holds no price: a note of an address is no expense.
    let url = "http://shop.test:8080/expense.html";
    let mut rec = new_recording(
        "r-exp",
        "Add an expense of $45.20 at 'Airport parking'",
        "",
        0.0,
    );
    add_event(&mut rec, nav(url, "Expenses", NavKind::Start, 0.0)).unwrap();
    let mut t = 0.0;
    type_into(
        &mut rec,
        &field("textbox", "Amount", "#amount", url),
        "45.20",
        &mut t,
    );
    type_into(
        &mut rec,
        &field("textbox", "Merchant", "#merchant", url),
        "Airport parking",
        &mut t,
    );
    click(
        &mut rec,
        field("button", "Add expense", "#add", url),
        &mut t,
    );
    let expense = distill(&rec, "expense", 0.0).unwrap();
    let found = retrieve(
        std::slice::from_ref(&expense),
        "new home address: 9 Harbor View Rd, Bar Harbor, ME 04609",
        Some(url),
        0.0,
    );
    assert!(found.is_empty(), "{found:#?}");
    let found = retrieve(
        std::slice::from_ref(&expense),
        "Expense: $12.50, 'Taxi to the airport'",
        Some(url),
        0.0,
    );
    assert_eq!(found.first().map(|m| m.id.as_str()), Some("expense"));
    // Signs wider than a byte: reading "€12.50" once sliced inside the '€' (a trap in wasm).
    for task in [
        "Expense: €12.50, 'Taxi to the airport'",
        "I need to know how much €521.77 is in pounds, then add an expense of £3.20",
    ] {
        retrieve(std::slice::from_ref(&expense), task, Some(url), 0.0);
    }
}

#[test]
fn asked_on_the_page_a_procedure_starts_on_a_note_needs_a_little_less_named() {
    // Borderline notes pass where the procedure starts and not elsewhere on the site; a task
    // with a verb is judged alike on every page (a verb can name another deed done on the same
    // page: "Approve …" where "Merge …" starts).
    let start = Some("http://rooms.test:8080/book.html");
    let elsewhere = Some("http://rooms.test:8080/calendar.html");
    let mut index = Index::build(&[room_proc()]);
    for note in ["Room booking: Aurora", "Room booking: Birch"] {
        assert!(!index.retrieve(note, start, 0.0, 3).is_empty(), "{note}");
        assert!(index.retrieve(note, elsewhere, 0.0, 3).is_empty(), "{note}");
    }
    for task in [
        "Book Aurora",
        "Approve Aurora",
        "Approve the room booking of Aurora on 2027-09-15",
        "Delete the room Aurora",
        "Rename Aurora",
    ] {
        assert_eq!(
            index.retrieve(task, start, 0.0, 3).is_empty(),
            index.retrieve(task, elsewhere, 0.0, 3).is_empty(),
            "{task}"
        );
    }
    // (Borderline: "Book Aurora" falls just short anywhere.)
    assert!(index.retrieve("Book Aurora", start, 0.0, 3).is_empty());
}

#[test]
fn a_note_sharing_no_word_with_the_procedure_is_judged_on_the_page_it_starts_on() {
    // "Aurora, 2027-09-15, 09:30, 'Sprint planning'" names no word of "Book the Fjord room …":
    // only its values say what it is for, and only where the booking form is.
    let start = Some("http://rooms.test:8080/book.html");
    let elsewhere = Some("http://rooms.test:8080/calendar.html");
    let mut index = Index::build(&[room_proc()]);
    let note = "Aurora, 2027-09-15, 09:30, \"Sprint planning\"";
    let found = index.retrieve(note, start, 0.0, 3);
    assert_eq!(found.first().map(|m| m.id.as_str()), Some("book-room"));
    assert_eq!(
        found[0]
            .parameters
            .get("room")
            .cloned()
            .flatten()
            .as_deref(),
        Some("Aurora")
    );
    // Near misses: the same note elsewhere on the site; a note whose values fill nothing; a task
    // with a verb of its own.
    assert!(index.retrieve(note, elsewhere, 0.0, 3).is_empty());
    for other in [
        "Milk, eggs, bread, butter",
        "Print Aurora, 2027-09-15, 09:30, \"Sprint planning\"",
    ] {
        assert!(index.retrieve(other, start, 0.0, 3).is_empty(), "{other}");
    }
}

#[test]
fn asked_where_a_form_starts_values_of_its_own_kinds_fill_it_in_other_words() {
    // Two values of the form's own kinds (an address for its email field, one of its subject
    // list's choices) say the task is this form, though it names none of the title's words —
    // only on the page the procedure starts on.
    let start = Some("http://help.test:8080/contact.html");
    let elsewhere = Some("http://help.test:8080/faq.html");
    let mut index = Index::build(&[contact_proc()]);
    let task = "Sales should get back to ana.lima@team.test about a quote";
    let found = index.retrieve(task, start, 0.0, 3);
    assert_eq!(
        found.first().map(|m| m.id.as_str()),
        Some("contact"),
        "{task}"
    );
    assert!(index.retrieve(task, elsewhere, 0.0, 3).is_empty());
    // Near misses on the start page: one such value only; quoted text (fits any text field);
    // a deed that takes something away; a thing foreign to the form.
    for other in [
        "ana.lima@team.test should get a quote",
        "'Ana Lima' should get 'a quote'",
        "Cancel the Sales request from ana.lima@team.test",
        "Subscribe ana.lima@team.test to the Sales newsletter",
    ] {
        assert!(index.retrieve(other, start, 0.0, 3).is_empty(), "{other}");
    }
}

#[test]
fn the_procedure_starting_on_the_page_is_judged_however_many_others_share_more_words() {
    // Eight procedures elsewhere on help.test share the task's words ("Sales", "quote"); the
    // contact form shares none but starts on this page and its values fill it.
    let mut lib: Vec<Procedure> = (0..8)
        .map(|i| {
            named_proc(
                &format!("other-{i}"),
                &format!("Ask Sales for quote number {i}"),
                "help.test",
            )
        })
        .collect();
    lib.push(contact_proc());
    let mut index = Index::build(&lib);
    let start = Some("http://help.test:8080/contact.html");
    let task = "Sales should get back to ana.lima@team.test about a quote";
    let found = index.retrieve(task, start, 0.0, 3);
    assert!(found.iter().any(|m| m.id == "contact"), "{found:#?}");
    // Near miss: the same task on another page of the site does not bring the form in.
    let elsewhere = Some("http://help.test:8080/faq.html");
    let found = index.retrieve(task, elsewhere, 0.0, 3);
    assert!(found.iter().all(|m| m.id != "contact"), "{found:#?}");
}

#[test]
fn a_task_opening_with_the_verb_a_stored_title_uses_asks_for_that_deed() {
    // "reorder" is in no verb table: before a name, it would read as a noun.
    let procs = [
        named_proc(
            "reorder",
            "Reorder 24 units of Bamboo candle holder",
            "shop.test",
        ),
        named_proc("wish", "Add a product to my wish list", "shop.test"),
    ];
    let mut index = Index::build(&procs);
    let why = index.explain(
        "reorder",
        "Reorder Rattan planter × 13",
        Some(SHOP_URL),
        0.0,
    );
    assert!(why.contains("task read as action !reorder"), "{why}");
    // Near misses: a word no stored title uses as its verb stays a word, and a task that has
    // a verb of its own keeps it.
    let why = index.explain(
        "reorder",
        "Restock Rattan planter × 13",
        Some(SHOP_URL),
        0.0,
    );
    assert!(why.contains("task read as action none"), "{why}");
    let why = index.explain(
        "reorder",
        "Add Rattan planter to my wish list",
        Some(SHOP_URL),
        0.0,
    );
    assert!(why.contains("task read as action !creat"), "{why}");
}

/// A form with one field: the cover start date of an insurance quote (DD.MM.YYYY), or the
/// account number of a bill look-up.
fn one_field_proc(id: &str, title: &str, label: &str, value: &str, button: &str) -> Procedure {
    let url = format!("http://{id}.test:8080/form.html");
    let mut rec = new_recording(&format!("r-{id}"), title, "", 0.0);
    add_event(&mut rec, nav(&url, "Form", NavKind::Start, 0.0)).unwrap();
    let mut t = 0.0;
    type_into(
        &mut rec,
        &field("textbox", label, "#f", &url),
        value,
        &mut t,
    );
    click(&mut rec, field("button", button, "#go", &url), &mut t);
    distill(&rec, id, 0.0).unwrap()
}

#[test]
fn asked_where_a_one_field_form_starts_a_value_only_that_field_takes_fills_it() {
    let quote = one_field_proc(
        "quote",
        "Enter 07/27/2027 as the cover start date and hit Get my quote.",
        "Cover start date",
        "27.07.2027",
        "Get my quote",
    );
    let bill = one_field_proc(
        "water",
        "How much do I owe on water account 550913-04?",
        "Account number",
        "550913-04",
        "Look up",
    );
    let mut index = Index::build(&[quote, bill]);
    let (quote_page, quote_elsewhere) = (
        Some("http://quote.test:8080/form.html"),
        Some("http://quote.test:8080/faq.html"),
    );
    for (task, want) in [
        ("Cover start: February 9, 2029", "09.02.2029"),
        (
            "Can you set the cover to begin on 12/19/2026?",
            "19.12.2026",
        ),
    ] {
        let found = index.retrieve(task, quote_page, 0.0, 3);
        assert_eq!(
            found.first().map(|m| m.id.as_str()),
            Some("quote"),
            "{task}"
        );
        let date = found[0].parameters.values().next().cloned().flatten();
        assert_eq!(date.as_deref(), Some(want), "{task}");
    }
    // Near miss: the sentence names too little of the quote on another page of the site. (The
    // note names the field itself, "Cover start", with a date: it is found there too.)
    let task = "Can you set the cover to begin on 12/19/2026?";
    assert!(
        index.retrieve(task, quote_elsewhere, 0.0, 3).is_empty(),
        "{task}"
    );
    // Near misses on the one-field look-up's page: a number of another meaning (a street
    // number, a count) is no account number, whatever its place in the task.
    let water = Some("http://water.test:8080/form.html");
    for task in [
        "Stop water service at 2214 Birch Lane on 12/31/2026",
        "How many 311 requests have I submitted this year?",
    ] {
        assert!(index.retrieve(task, water, 0.0, 3).is_empty(), "{task}");
    }
    // A task that names the look-up still finds it.
    let found = index.retrieve(
        "How much do I owe on water account 771204-19?",
        water,
        0.0,
        3,
    );
    assert_eq!(found.first().map(|m| m.id.as_str()), Some("water"));
}

#[test]
fn a_note_that_writes_a_value_after_its_fields_own_label_fills_that_field() {
    let contact = one_field_proc(
        "gym",
        "Enter \"Ben Ito\" into the Emergency contact field and press Save changes.",
        "Emergency contact",
        "Ben Ito",
        "Save changes",
    );
    let mut index = Index::build(&[contact]);
    let page = Some("http://gym.test:8080/form.html");
    for task in [
        "Emergency contact: Pavel Dubois",
        "emergency contact: Vera Varga",
    ] {
        let found = index.retrieve(task, page, 0.0, 3);
        assert_eq!(found.first().map(|m| m.id.as_str()), Some("gym"), "{task}");
        let name = found[0]
            .parameters
            .get("emergency_contact")
            .cloned()
            .flatten();
        assert!(
            name.is_some_and(|n| n.ends_with("Dubois") || n.ends_with("Varga")),
            "{task}"
        );
    }
    // Near misses: a name after another field's label, or after no label; the label said as a
    // thing of another deed.
    for task in [
        "Phone: Pavel Dubois",
        "Pavel Dubois",
        "Remove the emergency contact: Pavel Dubois",
    ] {
        assert!(index.retrieve(task, page, 0.0, 3).is_empty(), "{task}");
    }
}

#[test]
fn switching_to_a_tab_goes_there_and_switching_to_a_plan_changes_it() {
    use crate::retrieval::reading::read_text;
    for task in [
        "Switch to the Readings tab and click 'Week 4'",
        "switch to the list view",
        "Switch to my Work account page",
    ] {
        assert_eq!(read_text(task).main.as_deref(), Some("!find"), "{task}");
    }
    // Near misses: a plan, a setting, a language switched to are changed.
    for task in [
        "Switch to yearly billing",
        "switch to the annual plan",
        "Switch to dark mode",
    ] {
        assert_ne!(read_text(task).main.as_deref(), Some("!find"), "{task}");
    }
}

#[test]
fn the_demonstrated_value_with_another_number_is_of_its_slot() {
    use crate::retrieval::index::numbered_like;
    for (e, v) in [
        ("Week 4", "Week 3"),
        ("Room 101", "room 205"),
        ("Week 4", "Week 4"),
    ] {
        assert!(numbered_like(e, v), "{e} / {v}");
    }
    // Near misses: other words, a number said in words, a value with no number, a longer one.
    for (e, v) in [
        ("Week 4", "Month 3"),
        ("Week 4", "Week four"),
        ("Readings", "Lectures"),
        ("Week 4", "Week 4 notes"),
        ("4", "5"),
    ] {
        assert!(!numbered_like(e, v), "{e} / {v}");
    }
}

#[test]
fn a_path_written_with_arrows_is_a_note_of_its_values() {
    use crate::retrieval::reading::read_text;
    for task in ["Recordings → Week 4", "Menu › Health"] {
        let r = read_text(task);
        assert!(r.main.is_none(), "{task}: {r:?}");
    }
    // Near miss: an arrow inside a sentence with a verb keeps the verb.
    assert_eq!(
        read_text("Move the card Todo → Done").main.as_deref(),
        Some("!edit")
    );
}

/// A procedure distilled from a demonstration that starts on `url` and clicks `targets` in turn.
fn clicks_proc(id: &str, title: &str, url: &str, targets: Vec<Fingerprint>) -> Procedure {
    let mut rec = new_recording(&format!("r-{id}"), title, "", 0.0);
    add_event(&mut rec, nav(url, "Page", NavKind::Start, 0.0)).unwrap();
    let mut t = 0.0;
    for target in targets {
        click(&mut rec, target, &mut t);
    }
    distill(&rec, id, 0.0).unwrap()
}

#[test]
fn asked_where_it_starts_a_quoted_value_with_the_procedures_own_verb_names_its_one_slot() {
    let url = "http://blog.test:8080/post.html";
    let title = "Click on the link \"faucibus\".";
    let p = clicks_proc(
        "link",
        title,
        url,
        vec![field("link", "faucibus", "#l7", url)],
    );
    let mut index = Index::build(&[p]);
    let task = "Can you click \"varius\" in the article?";
    let found = index.retrieve(task, Some(url), 0.0, 3);
    assert_eq!(found.first().map(|m| m.id.as_str()), Some("link"), "{task}");
    assert_eq!(
        found[0]
            .parameters
            .get("link")
            .cloned()
            .flatten()
            .as_deref(),
        Some("varius")
    );
    // Near misses: elsewhere on the site; another deed; a value not quoted that no list knows.
    assert!(index
        .retrieve(task, Some("http://blog.test:8080/about.html"), 0.0, 3)
        .is_empty());
    for other in [
        "Can you delete \"varius\" from the article?",
        "Can you click varius in the article?",
    ] {
        assert!(
            index.retrieve(other, Some(url), 0.0, 3).is_empty(),
            "{other}"
        );
    }
}

fn subtitles_proc() -> Procedure {
    let url = "http://stream.test:8080/subtitles.html";
    let mut rec = new_recording(
        "r-subs",
        "Choose \"Portuguese (Brazil)\" from the subtitle language suggestions and click Save.",
        "",
        0.0,
    );
    add_event(
        &mut rec,
        nav(url, "Subtitles and audio", NavKind::Start, 0.0),
    )
    .unwrap();
    let mut t = 0.0;
    let box_ = field("combobox", "Subtitle language", "#lang", url);
    type_into(
        &mut rec,
        &crate::model::Fingerprint {
            tag: "input".into(),
            ..box_
        },
        "Portuguese (Brazil)",
        &mut t,
    );
    click(&mut rec, field("button", "Save", "#save", url), &mut t);
    distill(&rec, "subtitles", 0.0).unwrap()
}

#[test]
fn the_one_field_of_a_form_set_under_its_whole_label_fills_the_form() {
    // "Set the subtitle language to Dutch" gives the one field of the subtitle form its value
    // by the field's own label: that is the form, though the demonstration chose rather than
    // set. The value is what follows "to", not a word the alignment guessed ("set").
    let start = Some("http://stream.test:8080/subtitles.html");
    let mut index = Index::build(&[subtitles_proc(), search_proc()]);
    for (task, want) in [
        ("Can you set the subtitle language to Dutch?", "Dutch"),
        (
            "Change the subtitle language to French (Canada)",
            "French (Canada)",
        ),
    ] {
        let found = index.retrieve(task, start, 0.0, 3);
        assert_eq!(
            found.first().map(|m| m.id.as_str()),
            Some("subtitles"),
            "{task}"
        );
        assert_eq!(
            found[0]
                .parameters
                .get("subtitle_language")
                .cloned()
                .flatten()
                .as_deref(),
            Some(want),
            "{task}"
        );
    }
    // Near misses: another field of the page; the label not said whole.
    for other in [
        "Can you set the subtitle size to Large?",
        "Can you set the language to Dutch?",
    ] {
        let found = index.retrieve(other, start, 0.0, 3);
        assert!(
            found.first().is_none_or(|m| m.id != "subtitles"),
            "{other}: {found:?}"
        );
    }
}

fn mail_sign_in_proc() -> Procedure {
    let url = "http://mail.test:8080/login.html";
    let mut rec = new_recording(
        "r-mail",
        "Enter the username \"s.okafor\" and the password \"Velvet-4821\" and press Log in.",
        "",
        0.0,
    );
    add_event(
        &mut rec,
        nav(url, "Sign in to Mailbird", NavKind::Start, 0.0),
    )
    .unwrap();
    let mut t = 0.0;
    type_into(
        &mut rec,
        &field("textbox", "Email or username", "#user", url),
        "s.okafor",
        &mut t,
    );
    let mut pw = field("textbox", "Password", "#pw", url);
    pw.input_type = "password".into();
    for _ in 0..6 {
        t += 40.0;
        let mut e = ev(EventKind::Input, pw.clone(), None, t);
        e.secret = true;
        add_event(&mut rec, e).unwrap();
    }
    click(&mut rec, field("button", "Log in", "#go", url), &mut t);
    distill(&rec, "mail-sign-in", 0.0).unwrap()
}

#[test]
fn a_procedure_that_only_signs_in_is_asked_for_by_signing_in_as_someone() {
    // Its title words the steps ("Enter the username … and press Log in"); what it does is sign
    // in, and "log me in as lena_v" says who.
    let start = Some("http://mail.test:8080/login.html");
    let mut index = Index::build(&[mail_sign_in_proc(), search_proc()]);
    for task in [
        "Can you log me in as lena_v?",
        "I need to sign in to my mailbox as lena_v.",
        "Login: lena_v / Harbor-Saffron-6972!",
    ] {
        let found = index.retrieve(task, start, 0.0, 3);
        assert_eq!(
            found.first().map(|m| m.id.as_str()),
            Some("mail-sign-in"),
            "{task}"
        );
        assert_eq!(
            found[0]
                .parameters
                .get("email_or_username")
                .cloned()
                .flatten()
                .as_deref(),
            Some("lena_v"),
            "{task}"
        );
    }
    // Near misses: asked from another site; signing out; signing up.
    let elsewhere = Some("http://shop.test:8080/");
    assert!(index
        .retrieve("Can you log me in as lena_v?", elsewhere, 0.0, 3)
        .first()
        .is_none_or(|m| m.id != "mail-sign-in"));
    for other in ["Log me out", "Sign up as lena_v"] {
        let found = index.retrieve(other, start, 0.0, 3);
        assert!(
            found.first().is_none_or(|m| m.id != "mail-sign-in"),
            "{other}: {found:?}"
        );
    }
}

fn episode_download_proc() -> Procedure {
    let url = "http://pods.test/episodes.html";
    let title = "Click the Download button for the episode \"Ferries of the North Sea\".";
    let mut button = field("button", "Download", "#dl-4", url);
    button.row = "Ferries of the North Sea".into();
    clicks_proc("dl", title, url, vec![button])
}

#[test]
fn a_verb_naming_the_control_a_procedure_clicks_asks_for_that_click() {
    let p = episode_download_proc();
    let url = "http://pods.test/episodes.html";
    let mut index = Index::build(&[p]);
    for task in [
        "Please go ahead and download \"Rush hour, explained\" for offline listening.",
        "No signal on my commute, so I want episode 12, \"The school run\", on my phone — download it.",
    ] {
        let found = index.retrieve(task, Some(url), 0.0, 3);
        assert_eq!(found.first().map(|m| m.id.as_str()), Some("dl"), "{task}");
    }
    // Near misses: another deed on the same list; a download of a thing the procedure does not
    // name, with no value for its slot.
    for other in [
        "Please go ahead and share \"Rush hour, explained\" with Dana.",
        "Download my listening history as a spreadsheet.",
    ] {
        assert!(
            index.retrieve(other, Some(url), 0.0, 3).is_empty(),
            "{other}"
        );
    }
}

#[test]
fn opening_the_page_a_procedures_link_goes_to_is_following_that_link() {
    let url = "http://docs.test/index.html";
    let demo = |role: &str, id: &str| {
        let title = "Click the link \"Webhooks\".";
        clicks_proc(id, title, url, vec![field(role, "Webhooks", "#l3", url)])
    };
    let mut index = Index::build(&[demo("link", "link")]);
    let task = "Please go ahead and open the \"Pagination\" article from the documentation index.";
    let found = index.retrieve(task, Some(url), 0.0, 3);
    assert_eq!(found.first().map(|m| m.id.as_str()), Some("link"), "{task}");
    assert_eq!(
        found[0]
            .parameters
            .get("link")
            .cloned()
            .flatten()
            .as_deref(),
        Some("Pagination")
    );
    // Near misses: another deed; asked on another page of the site; a procedure whose click is
    // a button, which opens no page.
    assert!(index
        .retrieve(
            "Please go ahead and delete the \"Pagination\" article.",
            Some(url),
            0.0,
            3
        )
        .is_empty());
    assert!(index
        .retrieve(task, Some("http://docs.test/changelog.html"), 0.0, 3)
        .is_empty());
    let mut buttons = Index::build(&[demo("button", "button")]);
    assert!(buttons.retrieve(task, Some(url), 0.0, 3).is_empty());
}

#[test]
fn picking_what_a_procedure_chooses_by_a_click_asks_for_it_whatever_its_titles_verbs() {
    let url = "http://cinema.test/showtimes.html";
    let title = "Switch to the \"Sat 11 Dec\" tab and click 20:30 for The Orchard Keeper.";
    let mut tab = field("tab", "Sat 11 Dec", "#t4", url);
    tab.options = vec![
        "Fri 10 Dec".into(),
        "Sat 11 Dec".into(),
        "Sun 12 Dec".into(),
    ];
    let mut time = field("button", "20:30", "#b7", url);
    time.row = "The Orchard Keeper".into();
    let mut index = Index::build(&[clicks_proc("tabs", title, url, vec![tab, time])]);
    let task = "Please go ahead and select the 5:20 PM screening of Glasshouse on Sun 12 Dec.";
    let found = index.retrieve(task, Some(url), 0.0, 3);
    assert_eq!(found.first().map(|m| m.id.as_str()), Some("tabs"), "{task}");
    // Near misses: another deed on the same page; asked elsewhere on the site.
    assert!(index
        .retrieve(
            "Please go ahead and delete the 5:20 PM screening of Glasshouse on Sun 12 Dec.",
            Some(url),
            0.0,
            3
        )
        .is_empty());
    assert!(index
        .retrieve(task, Some("http://cinema.test/about.html"), 0.0, 3)
        .is_empty());
}

#[test]
fn an_index_synced_to_a_changed_library_answers_as_one_built_from_it() {
    let (issue, search, settings) = (issue_proc(), search_proc(), settings_proc());
    let before = vec![issue.clone(), search.clone(), settings.clone()];
    let mut index = Index::build(&before);
    // An outcome changes one procedure's counters, another is renamed, one is gone.
    let mut failing = issue.clone();
    for _ in 0..2 {
        crate::replay::learning::record_outcome(
            &mut failing,
            &crate::replay::learning::Outcome {
                success: false,
                failed_step: None,
                time: 5.0,
                cause: Default::default(),
            },
        );
    }
    let mut renamed = settings.clone();
    renamed.title = "Turn off mention emails".into();
    let after = vec![failing, renamed];
    assert_eq!(index.sync(&before, &after), 3);
    assert!(!index.contains("search-products"));
    let mut fresh = Index::build(&after);
    for (task, url) in [
        (
            "Create issue 'Login broken' for Ana",
            Some("http://tracker.test:8080/"),
        ),
        ("search for red shoes", Some("http://shop.test:8080/")),
        ("turn off mention emails", None),
    ] {
        assert_eq!(
            index.retrieve(task, url, 10.0, 3),
            fresh.retrieve(task, url, 10.0, 3),
            "{task}"
        );
    }
    // The failures count: the score is not the one the library gave before.
    let task = "Create issue 'Login broken' for Ana";
    let url = Some("http://tracker.test:8080/");
    let old = Index::build(&before).retrieve(task, url, 10.0, 1);
    let new = index.retrieve(task, url, 10.0, 1);
    assert_eq!(new[0].id, "create-issue");
    assert!(
        new[0].score < old[0].score,
        "{} vs {}",
        new[0].score,
        old[0].score
    );
    // Nothing changed: nothing indexed again.
    assert_eq!(index.sync(&after, &after), 0);
}
