use super::*;
use crate::model::{EventKind, Fingerprint, SlotKind};
use crate::recording::{add_event, new_recording};
use crate::testkit::*;

fn slot<'a>(p: &'a Procedure, name: &str) -> &'a Parameter {
    p.abstract_
        .parameters
        .iter()
        .find(|x| x.name == name)
        .unwrap_or_else(|| panic!("no slot {name}: {:#?}", p.abstract_.parameters))
}

#[test]
fn slots_are_named_from_labels_with_examples_and_kinds() {
    let p = distill(&tracker_demo("Create issue", ""), "p1", 5.0).unwrap();
    let names: Vec<_> = p
        .abstract_
        .parameters
        .iter()
        .map(|x| x.name.as_str())
        .collect();
    assert_eq!(
        names,
        vec![
            "username",
            "password",
            "title",
            "description",
            "assignee",
            "milestone"
        ]
    );
    assert_eq!(slot(&p, "title").example.as_deref(), Some("Login broken"));
    assert_eq!(slot(&p, "title").kind, SlotKind::Text);
    assert_eq!(slot(&p, "assignee").kind, SlotKind::Choice);
    assert_eq!(slot(&p, "assignee").example.as_deref(), Some("Ana"));
    assert_eq!(slot(&p, "milestone").example.as_deref(), Some("Q1 2025"));
    assert_eq!(slot(&p, "password").kind, SlotKind::Secret);
    assert_eq!(slot(&p, "password").example, None);
}

#[test]
fn steps_reference_slots_not_literals() {
    let p = distill(&tracker_demo("Create issue", ""), "p1", 5.0).unwrap();
    let title = p
        .steps
        .iter()
        .find(|s| s.slot.as_deref() == Some("title"))
        .unwrap();
    assert_eq!(title.value.as_deref(), Some("{title}"));
    let option = p
        .steps
        .iter()
        .find(|s| s.target.as_ref().is_some_and(|t| t.role == "option"))
        .unwrap();
    assert_eq!(
        option.slot.as_deref(),
        Some("milestone"),
        "the clicked option is the chosen value"
    );
    let json =
        serde_json::to_string(&p.steps.iter().map(|s| &s.value).collect::<Vec<_>>()).unwrap();
    assert!(!json.contains("Login broken"));
}

#[test]
fn flow_groups_steps_into_human_phases() {
    let p = distill(&tracker_demo("Create issue", ""), "p1", 5.0).unwrap();
    assert_eq!(
        p.abstract_.flow,
        vec![
            "Open tracker.test/login.html",
            "Sign in to tracker.test",
            "Open the new-issue form",
            "Fill title and description",
            "Set assignee and milestone",
            "Submit (Create issue)",
        ]
    );
}

#[test]
fn goal_comes_from_the_person_first() {
    let p = distill(
        &tracker_demo("New bug", "Create issue 'Login broken' for Ana in Q1 2025"),
        "p",
        0.0,
    )
    .unwrap();
    assert_eq!(
        p.abstract_.goal,
        "Create issue 'Login broken' for Ana in Q1 2025"
    );
    assert_eq!(p.title, "New bug");
    let p = distill(&tracker_demo("File a bug report", ""), "p", 0.0).unwrap();
    assert_eq!(p.abstract_.goal, "File a bug report");
}

#[test]
fn goal_from_evidence_is_specific_never_generic() {
    let p = distill(&tracker_demo("", ""), "p", 0.0).unwrap();
    assert_eq!(
        p.abstract_.goal,
        "Create issue on tracker.test with username, password, title, description, assignee and milestone"
    );
    assert!(p.title.starts_with("Create issue on tracker.test"));
}

#[test]
fn prerequisites_domains_and_tags_come_from_evidence() {
    let p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
    assert_eq!(
        p.abstract_.prerequisites[0],
        "Start at http://tracker.test:8080/login.html"
    );
    assert!(p.abstract_.prerequisites[1].starts_with("Signed in to tracker.test"));
    assert_eq!(p.abstract_.domains, vec!["tracker.test"]);
    for tag in ["create", "issue", "sign-in", "form"] {
        assert!(
            p.abstract_.tags.contains(&tag.to_string()),
            "{tag} in {:?}",
            p.abstract_.tags
        );
    }
    assert!(
        !p.abstract_
            .tags
            .iter()
            .any(|t| t == "ana" || t == "tracker"),
        "{:?}",
        p.abstract_.tags
    );
}

#[test]
fn no_secret_anywhere_in_the_procedure() {
    let p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
    let json = serde_json::to_string(&p).unwrap();
    assert!(!json.contains("hunter2"));
    let pw = p.steps.iter().find(|s| s.secret).unwrap();
    assert_eq!(pw.value.as_deref(), Some("{password}"));
}

#[test]
fn a_search_with_enter_reads_as_a_search() {
    let url = "http://shop.test/";
    let mut rec = new_recording("r", "", "", 0.0);
    add_event(&mut rec, nav(url, "Shop", NavKind::Start, 0.0)).unwrap();
    let mut search = field("searchbox", "Search", "#q", url);
    search.placeholder = "Search products".into();
    let mut t = 0.0;
    type_into(&mut rec, &search, "red shoes", &mut t);
    add_event(
        &mut rec,
        ev(crate::model::EventKind::Enter, search, None, t + 10.0),
    )
    .unwrap();
    let p = distill(&rec, "p", 0.0).unwrap();
    assert_eq!(
        p.abstract_.flow,
        vec!["Open shop.test", "Search for {search}"]
    );
    assert_eq!(p.abstract_.goal, "Search shop.test for {search}");
    assert!(p.abstract_.tags.contains(&"search".to_string()));
}

#[test]
fn generated_ids_never_name_a_slot() {
    let url = "http://x.test/";
    let mut rec = new_recording("r", "t", "", 0.0);
    let mut f = field("textbox", "", "#input-37", url);
    f.id = "input-37".into();
    f.placeholder = "Company name".into();
    add_event(
        &mut rec,
        ev(crate::model::EventKind::Input, f, Some("Acme"), 1.0),
    )
    .unwrap();
    let p = distill(&rec, "p", 0.0).unwrap();
    assert_eq!(p.abstract_.parameters[0].name, "company_name");
}

#[test]
fn an_empty_recording_is_an_error() {
    let rec = new_recording("r", "t", "", 0.0);
    assert!(distill(&rec, "p", 0.0).is_err());
}

#[test]
fn rebuilding_keeps_the_id_name_and_history_and_bumps_the_version() {
    let rec = tracker_demo("Create issue", "");
    let mut first = distill(&rec, "p1", 1.0).unwrap();
    first.title = "Renamed by the person".into();
    first.stats.successes = 2;
    let mut shorter = rec.clone();
    shorter
        .steps
        .retain(|s| s.target.as_ref().is_none_or(|t| t.name != "Description"));
    let second = rebuild(&shorter, &first, 9.0).unwrap();
    assert_eq!(
        (
            second.id.as_str(),
            second.version,
            second.created,
            second.updated
        ),
        ("p1", 2, 1.0, 9.0)
    );
    assert_eq!(second.title, "Renamed by the person");
    assert_eq!(second.stats.successes, 2);
    assert!(second
        .abstract_
        .parameters
        .iter()
        .all(|p| p.name != "description"));
}

/// A recording on one page of `title` with the given steps (`Click`/`Check` events).
fn on_page(
    title: &str,
    events: Vec<(EventKind, Fingerprint, Option<&str>, Option<bool>)>,
) -> Procedure {
    let url = format!("{TRACKER}/page.html");
    let mut rec = new_recording("r", title, "", 0.0);
    add_event(
        &mut rec,
        nav(&url, "Page", crate::model::NavKind::Start, 0.0),
    )
    .unwrap();
    for (i, (kind, mut target, value, checked)) in events.into_iter().enumerate() {
        target.url = url.clone();
        let mut e = ev(kind, target, value, 10.0 + i as f64 * 1000.0);
        e.checked = checked;
        add_event(&mut rec, e).unwrap();
    }
    distill(&rec, "p", 0.0).unwrap()
}

fn named(role: &str, name: &str) -> Fingerprint {
    Fingerprint {
        role: role.into(),
        name: name.into(),
        text: name.into(),
        css: format!("#{}", name.replace(' ', "-")),
        ..Default::default()
    }
}

#[test]
fn a_control_the_person_quoted_is_a_choice_even_when_it_names_a_deed() {
    let p = on_page(
        "Click the button 'Delete'",
        vec![(EventKind::Click, named("button", "Delete"), None, None)],
    );
    assert_eq!(
        p.abstract_.parameters.len(),
        1,
        "{:?}",
        p.abstract_.parameters
    );
    assert_eq!(p.abstract_.parameters[0].example.as_deref(), Some("Delete"));
    assert_eq!(p.abstract_.parameters[0].kind, SlotKind::Choice);
    // Named but not quoted, a deed is how the task is done: "Create issue" stays a fixed click.
    let p = on_page(
        "Create an issue 'Export fails'",
        vec![(
            EventKind::Click,
            named("button", "Create issue"),
            None,
            None,
        )],
    );
    assert!(
        p.abstract_.parameters.is_empty(),
        "{:?}",
        p.abstract_.parameters
    );
    // A tab named in passing and the button quoted after it are both chosen.
    let p = on_page(
        "Open the Billing tab and click 'Add card'",
        vec![
            (EventKind::Click, named("tab", "Billing"), None, None),
            (EventKind::Click, named("button", "Add card"), None, None),
        ],
    );
    let examples: Vec<_> = p
        .abstract_
        .parameters
        .iter()
        .map(|x| x.example.as_deref().unwrap())
        .collect();
    assert_eq!(examples, ["Billing", "Add card"]);
    // A tab whose name reads as a verb ("Readings", "Settings") is still the place chosen; a
    // button of that name is how the task is done.
    for (role, slots) in [("tab", 2), ("button", 1)] {
        let p = on_page(
            "Switch to the Readings tab and click 'Week 4'",
            vec![
                (EventKind::Click, named(role, "Readings"), None, None),
                (EventKind::Click, named("link", "Week 4"), None, None),
            ],
        );
        assert_eq!(
            p.abstract_.parameters.len(),
            slots,
            "{role}: {:?}",
            p.abstract_.parameters
        );
    }
}

#[test]
fn a_control_named_by_the_titles_own_verb_is_how_the_task_is_done() {
    // "Reorder" and "Verify" are in no verb list, yet they start the title: the deed.
    for (title, button) in [
        ("Reorder 24 units of Bamboo candle holder", "Reorder"),
        ("Verify the phone number +44 2720 504261", "Verify"),
    ] {
        let p = on_page(
            title,
            vec![(EventKind::Click, named("button", button), None, None)],
        );
        assert!(
            p.abstract_
                .parameters
                .iter()
                .all(|x| x.example.as_deref() != Some(button)),
            "{title}: {:?}",
            p.abstract_.parameters
        );
    }
    // Near misses: the same name later in the title, or quoted at its start, is what is picked.
    for title in ["Open the Weekly digest", "'Weekly' is the digest to open"] {
        let p = on_page(
            title,
            vec![(EventKind::Click, named("button", "Weekly"), None, None)],
        );
        assert_eq!(
            p.abstract_
                .parameters
                .first()
                .and_then(|x| x.example.as_deref()),
            Some("Weekly"),
            "{title}"
        );
    }
}

#[test]
fn a_date_field_keeps_the_format_its_placeholder_states() {
    let url = format!("{TRACKER}/page.html");
    let mut rec = new_recording("r", "Set the Return date to 03/01/2028", "", 0.0);
    add_event(
        &mut rec,
        nav(&url, "Page", crate::model::NavKind::Start, 0.0),
    )
    .unwrap();
    let mut t = 0.0;
    let mut date = field("textbox", "Return date", "#r", &url);
    date.placeholder = "DD/MM/YYYY".into();
    type_into(&mut rec, &date, "03/01/2028", &mut t);
    let mut expiry = field("textbox", "Card expiry", "#e", &url);
    expiry.placeholder = "MM/YY".into();
    type_into(&mut rec, &expiry, "04/29", &mut t);
    let p = distill(&rec, "p", 0.0).unwrap();
    assert_eq!(
        slot(&p, "return_date").format.as_deref(),
        Some("DD/MM/YYYY")
    );
    // Near miss: an expiry states no date.
    assert_eq!(slot(&p, "card_expiry").format, None);
}

#[test]
fn boxes_of_one_group_ticked_by_name_are_each_optional() {
    let boxed = |name: &str, group: &str| Fingerprint {
        context_label: group.into(),
        ..named("checkbox", name)
    };
    let p = on_page(
        "Tick 'New chain' and 'Bar tape', and 'Wetsuit hire'",
        vec![
            (
                EventKind::Check,
                boxed("New chain", "Extras"),
                None,
                Some(true),
            ),
            (
                EventKind::Check,
                boxed("Bar tape", "Extras"),
                None,
                Some(true),
            ),
            (
                EventKind::Check,
                boxed("Wetsuit hire", "Hire"),
                None,
                Some(true),
            ),
        ],
    );
    let optional: Vec<bool> = p.steps.iter().skip(1).map(|s| s.optional).collect();
    // Near miss: the one box ticked in its group stays a step every run does.
    assert_eq!(optional, [true, true, false], "{:?}", p.steps);
}

#[test]
fn a_forms_submit_button_named_after_its_fields_only_sends_them() {
    let submit = |name: &str| Fingerprint {
        submits: "form".into(),
        ..named("button", name)
    };
    let slots = |title: &str, filled: bool| {
        let mut events = Vec::new();
        if filled {
            events.push((
                EventKind::Check,
                named("checkbox", "Bar tape"),
                None,
                Some(true),
            ));
        }
        events.push((EventKind::Click, submit("Continue"), None, None));
        on_page(title, events)
            .abstract_
            .parameters
            .iter()
            .filter_map(|x| x.example.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        slots("Tick 'Bar tape' and click Continue", true),
        ["Bar tape"]
    );
    // Near misses: quoted, or with nothing filled before it, the button is what the task picks.
    assert_eq!(
        slots("Tick 'Bar tape' and click 'Continue'", true),
        ["Bar tape", "Continue"]
    );
    assert_eq!(
        slots("Click Continue on the order page", false),
        ["Continue"]
    );
}

#[test]
fn boxes_and_switches_the_person_named_are_choices_and_others_stay_fixed() {
    let p = on_page(
        "Tick 'Olives' and 'Peppers' and submit",
        vec![
            (
                EventKind::Check,
                named("checkbox", "Olives"),
                None,
                Some(true),
            ),
            (
                EventKind::Check,
                named("checkbox", "Peppers"),
                None,
                Some(true),
            ),
            (
                EventKind::Check,
                named("checkbox", "Extra cheese"),
                None,
                Some(true),
            ),
            (EventKind::Click, named("switch", "Dark mode"), None, None),
        ],
    );
    let examples: Vec<_> = p
        .abstract_
        .parameters
        .iter()
        .map(|x| x.example.as_deref().unwrap())
        .collect();
    assert_eq!(
        examples,
        ["Olives", "Peppers"],
        "the unnamed box and switch are part of the procedure, not choices"
    );
    let checks: Vec<_> = p
        .steps
        .iter()
        .filter(|s| s.action == Action::Check)
        .map(|s| s.slot.is_some())
        .collect();
    assert_eq!(checks, [true, true, false]);
    // A switch among a settings page's others is a choice among them…
    let among = |name: &str| {
        let mut f = named("switch", name);
        f.options = vec![
            "Dark mode".into(),
            "Push notifications".into(),
            "Autoplay".into(),
        ];
        f
    };
    let p = on_page(
        "Turn on 'Dark mode' and save",
        vec![(EventKind::Click, among("Dark mode"), None, None)],
    );
    assert_eq!(
        p.abstract_.parameters[0].example.as_deref(),
        Some("Dark mode")
    );
    // … but one alone on its form ("Keep me logged in") is no choice: naming it says whether.
    let p = on_page(
        "Log in and turn 'Keep me logged in' on",
        vec![(
            EventKind::Click,
            named("switch", "Keep me logged in"),
            None,
            None,
        )],
    );
    assert!(
        p.abstract_
            .parameters
            .iter()
            .all(|x| x.example.as_deref() != Some("Keep me logged in")),
        "{:?}",
        p.abstract_.parameters
    );
    // Unquoted, and though its name reads as a deed ("push"), a switch the title names is a
    // setting it picks; a button named by a deed is still how the task is done.
    let p = on_page(
        "In the Notifications settings, turn on Push notifications and save",
        vec![
            (EventKind::Click, among("Push notifications"), None, None),
            (EventKind::Click, named("button", "Save"), None, None),
        ],
    );
    let picked: Vec<_> = p
        .steps
        .iter()
        .filter(|s| s.slot.is_some())
        .map(|s| s.target.as_ref().unwrap().name.as_str())
        .collect();
    assert_eq!(picked, ["Push notifications"], "{:#?}", p.steps);
}

#[test]
fn a_suggestion_chosen_after_typing_its_beginning_is_the_fields_value() {
    let mut city = named("combobox", "City");
    city.label = "City".into();
    city.tag = "input".into();
    let mut suggestion = named("option", "New Caledonia");
    suggestion.context_label = "City".into();
    let p = on_page(
        "Choose 'New Caledonia' from the city suggestions",
        vec![
            (EventKind::Input, city.clone(), Some("New"), None),
            (EventKind::Click, suggestion, None, None),
        ],
    );
    assert_eq!(
        p.abstract_.parameters.len(),
        1,
        "{:?}",
        p.abstract_.parameters
    );
    let slot = &p.abstract_.parameters[0];
    assert_eq!(
        (slot.example.as_deref(), slot.kind),
        (Some("New Caledonia"), SlotKind::Choice)
    );
    assert!(p
        .steps
        .iter()
        .filter(|s| s.action != Action::Navigate)
        .all(|s| s.slot.as_deref() == Some(slot.name.as_str())));
    // A replay that finds no such suggestion for the whole value types shorter beginnings
    // of it into the field; the field's own step does not.
    let values = [(slot.name.clone(), "Port Moresby (POM)".to_string())].into();
    let plan = crate::replay::plan::plan(&p, &values).unwrap();
    let (typed, chosen) = (&plan[plan.len() - 2], &plan[plan.len() - 1]);
    assert_eq!(chosen.retype, ["Port Moresby", "Port", "Por"]);
    assert_eq!(
        chosen.retype_into.as_ref().map(|t| t.label.as_str()),
        Some("City")
    );
    assert!(typed.retype.is_empty() && typed.retype_into.is_none());
    // So is one that begins with the typed words, whatever stands between them.
    let mut school = named("option", "St Mary's C of E Primary School Oakham · Primary");
    school.context_label = "School".into();
    let p = on_page(
        "Find St Mary's C of E Primary School, Oakham and show its uniform",
        vec![
            (
                EventKind::Input,
                city.clone(),
                Some("St Mary's C of E Primary School, Oakham"),
                None,
            ),
            (EventKind::Click, school, None, None),
        ],
    );
    assert_eq!(
        p.abstract_.parameters.len(),
        1,
        "{:?}",
        p.abstract_.parameters
    );
    // A suggestion that does not begin with what was typed is a choice of its own (nor one
    // that holds the typed words elsewhere: "Oakham" typed, "St Mary's … Oakham" chosen).
    let mut elsewhere = named("option", "St Mary's School Oakham");
    elsewhere.context_label = "School".into();
    let p = on_page(
        "Find the school in Oakham",
        vec![
            (EventKind::Input, city.clone(), Some("Oakham"), None),
            (EventKind::Click, elsewhere, None, None),
        ],
    );
    assert_eq!(
        p.abstract_.parameters.len(),
        2,
        "{:?}",
        p.abstract_.parameters
    );
    let mut other = named("option", "Paris");
    other.context_label = "Destination".into();
    let p = on_page(
        "Book a trip",
        vec![
            (EventKind::Input, city, Some("New"), None),
            (EventKind::Click, other, None, None),
        ],
    );
    let examples: Vec<_> = p
        .abstract_
        .parameters
        .iter()
        .map(|x| x.example.as_deref().unwrap())
        .collect();
    assert_eq!(examples, ["New", "Paris"]);
}

#[test]
fn the_row_the_person_named_is_a_value_of_the_click_in_it() {
    let mut delete = named("button", "Delete");
    delete.row = "Billing migration".into();
    let p = on_page(
        "Delete the project 'Billing migration'",
        vec![(EventKind::Click, delete.clone(), None, None)],
    );
    let click = p.steps.iter().find(|s| s.action == Action::Click).unwrap();
    assert_eq!(click.row_slot.as_deref(), Some("row"));
    assert_eq!(
        p.abstract_.parameters[0].example.as_deref(),
        Some("Billing migration")
    );
    // A row the person did not name is no value: the demonstrated row only tells look-alikes apart.
    let p = on_page(
        "Delete the first project",
        vec![(EventKind::Click, delete, None, None)],
    );
    assert!(p.abstract_.parameters.is_empty());
    assert!(p.steps.iter().all(|s| s.row_slot.is_none()));
}

#[test]
fn a_field_or_menu_named_after_the_chosen_row_follows_the_row() {
    // "Reply to Dana Kerr" is the reply box of Dana Kerr's comment: the row is the value, and the
    // box's slot is not named after Dana Kerr.
    let mut reply = named("button", "Reply to Dana Kerr");
    reply.row = "Dana Kerr".into();
    let mut field = named("textbox", "Reply to Dana Kerr");
    field.label = "Reply to Dana Kerr".into();
    field.css = "#reply-box".into();
    field.row = "Dana Kerr".into();
    let p = on_page(
        "Reply to the comment by Dana Kerr with 'See you Monday.'",
        vec![
            (EventKind::Click, reply, None, None),
            (EventKind::Input, field, Some("See you Monday."), None),
        ],
    );
    let typed = p.steps.iter().find(|s| s.action == Action::Type).unwrap();
    assert_eq!(
        typed.row_slot.as_deref(),
        Some("row"),
        "the typed field stands in the named row"
    );
    assert_eq!(
        typed.slot.as_deref(),
        Some("reply"),
        "{:?}",
        p.abstract_.parameters
    );
    // Near miss: a field in a row nobody named keeps its own label and no row slot.
    let mut field = named("textbox", "Note");
    field.label = "Note".into();
    field.row = "Dana Kerr".into();
    let p = on_page(
        "Add a note",
        vec![(EventKind::Input, field, Some("hello"), None)],
    );
    assert!(p.steps.iter().all(|s| s.row_slot.is_none()));
    assert_eq!(p.abstract_.parameters[0].name, "note");
}

#[test]
fn a_menu_opened_on_a_row_names_its_items_slot_without_the_row() {
    let mut opener = named("button", "Actions for Migrate user table");
    opener.row = "Migrate user table".into();
    let mut item = named("menuitem", "In review");
    item.context_label = "Actions for Migrate user table".into();
    let p = on_page(
        "Move the card 'Migrate user table' to 'In review'",
        vec![
            (EventKind::Click, opener, None, None),
            (EventKind::Click, item, None, None),
        ],
    );
    let names: Vec<_> = p
        .abstract_
        .parameters
        .iter()
        .map(|x| x.name.as_str())
        .collect();
    assert_eq!(names, ["row", "actions"]);
}

#[test]
fn a_count_beside_a_filter_is_not_part_of_its_value() {
    let p = on_page(
        "Filter by brand 'Hoka' and colour 'Grey'",
        vec![
            (
                EventKind::Check,
                named("checkbox", "Hoka (5)"),
                None,
                Some(true),
            ),
            (
                EventKind::Check,
                named("checkbox", "Grey (4)"),
                None,
                Some(true),
            ),
        ],
    );
    let examples: Vec<_> = p
        .abstract_
        .parameters
        .iter()
        .map(|x| x.example.as_deref().unwrap())
        .collect();
    assert_eq!(examples, ["Hoka", "Grey"]);
    // Near miss: brackets that hold words are part of the name, which the task does not say.
    let p = on_page(
        "Filter by brand 'Hoka'",
        vec![(
            EventKind::Check,
            named("checkbox", "Hoka (trail)"),
            None,
            Some(true),
        )],
    );
    assert!(
        p.abstract_.parameters.is_empty(),
        "{:?}",
        p.abstract_.parameters
    );
}

#[test]
fn a_time_over_hour_minute_and_am_pm_fields_binds_from_the_task() {
    let field = |name: &str, css: &str| Fingerprint {
        role: "spinbutton".into(),
        name: name.into(),
        label: name.into(),
        tag: "input".into(),
        css: css.into(),
        ..Default::default()
    };
    let mut pm = named("radio", "PM");
    pm.context_label = "Time".into();
    let p = on_page(
        "Set the reminder to 3:50 PM and save",
        vec![
            (EventKind::Input, field("hh", "#h"), Some("3"), None),
            (EventKind::Input, field("mm", "#m"), Some("50"), None),
            (EventKind::Check, pm, None, Some(true)),
        ],
    );
    let bound = crate::retrieval::binding::bind(&p, "Set the reminder to 20:05 and save");
    let got: Vec<_> = p
        .abstract_
        .parameters
        .iter()
        .map(|x| bound[&x.name].clone().unwrap_or_default())
        .collect();
    assert_eq!(got, ["8", "05", "PM"], "{:?}", p.abstract_.parameters);
}

#[test]
fn nested_items_said_as_one_path_are_one_slot_clicked_part_by_part() {
    let item = |name: &str| {
        let mut f = named("treeitem", name);
        f.context_label = "Files".into();
        f
    };
    let events = || {
        vec![
            (EventKind::Click, item("Photos"), None, None),
            (EventKind::Click, item("Drafts"), None, None),
            (EventKind::Click, item("expenses.csv"), None, None),
        ]
    };
    let p = on_page(
        "Open the file 'expenses.csv' in the folder 'Photos/Drafts'",
        events(),
    );
    let examples: Vec<_> = p
        .abstract_
        .parameters
        .iter()
        .map(|x| x.example.as_deref().unwrap())
        .collect();
    assert_eq!(examples, ["Photos/Drafts", "expenses.csv"]);
    let clicks: Vec<_> = p
        .steps
        .iter()
        .filter(|s| s.action == Action::Click)
        .collect();
    assert_eq!(clicks.len(), 2);
    assert_eq!(clicks[0].path.as_deref(), Some("/"));
    assert_eq!(clicks[1].path, None);
    let plan = crate::replay::plan::plan(
        &p,
        &[
            (
                p.abstract_.parameters[0].name.clone(),
                "Documents / Contracts / 2024".to_string(),
            ),
            (p.abstract_.parameters[1].name.clone(), "a.pdf".to_string()),
        ]
        .into_iter()
        .collect(),
    )
    .unwrap();
    let named: Vec<_> = plan
        .iter()
        .filter_map(|s| s.expected_name.clone().map(|n| (s.step_id.clone(), n)))
        .collect();
    let id = clicks[0].id.clone();
    assert_eq!(
        named,
        [
            (id.clone(), "Documents".into()),
            (format!("{id}/2"), "Contracts".into()),
            (format!("{id}/3"), "2024".into()),
            (clicks[1].id.clone(), "a.pdf".into())
        ]
    );
    // Near miss: the same clicks with the items said apart stay three choices.
    let p = on_page(
        "Open the folder 'Photos', then 'Drafts', then the file 'expenses.csv'",
        events(),
    );
    assert_eq!(p.abstract_.parameters.len(), 3);
    assert!(p.steps.iter().all(|s| s.path.is_none()));
}

#[test]
fn a_stepper_clicked_to_a_count_the_task_names_is_clicked_until_it_reads_the_count() {
    let mut plus = named("button", "Increase quantity of Burr Coffee Grinder");
    plus.text = "+".into();
    plus.row = "Burr Coffee Grinder".into();
    let click = |before: i64, after: i64| {
        let mut e = ev(EventKind::Click, plus.clone(), None, 0.0);
        e.effect = None;
        (
            e,
            crate::model::Effect {
                content: true,
                count: Some(crate::model::Count { before, after }),
                ..Default::default()
            },
        )
    };
    let url = format!("{TRACKER}/cart.html");
    let build = |title: &str, counts: &[(i64, i64)]| {
        let mut rec = new_recording("r", title, "", 0.0);
        add_event(
            &mut rec,
            nav(&url, "Cart", crate::model::NavKind::Start, 0.0),
        )
        .unwrap();
        for (i, (b, a)) in counts.iter().enumerate() {
            let (mut e, effect) = click(*b, *a);
            e.target.as_mut().unwrap().url = url.clone();
            e.time = 10.0 + i as f64 * 1000.0;
            add_event(&mut rec, e.clone()).unwrap();
            let mut fx = e;
            fx.kind = EventKind::Effect;
            fx.effect = Some(effect);
            add_event(&mut rec, fx).unwrap();
        }
        distill(&rec, "p", 0.0).unwrap()
    };
    let p = build(
        "Set the quantity of 'Burr Coffee Grinder' to 4",
        &[(1, 2), (2, 3), (3, 4)],
    );
    let clicks: Vec<_> = p
        .steps
        .iter()
        .filter(|s| s.action == Action::Click)
        .collect();
    assert_eq!(clicks.len(), 1, "three clicks are one step");
    let slot = clicks[0].count_slot.clone().expect("a count slot");
    assert_eq!(slot, "quantity", "{:?}", p.abstract_.parameters);
    assert_eq!(
        crate::retrieval::binding::bind(&p, "Set the quantity of 'Cast Iron Skillet' to 2")[&slot]
            .as_deref(),
        Some("2")
    );
    let values = [
        (slot.clone(), "2".to_string()),
        ("row".to_string(), "Cast Iron Skillet".to_string()),
    ]
    .into_iter()
    .collect();
    let plan = crate::replay::plan::plan(&p, &values).unwrap();
    let step = plan.iter().find(|s| s.count_to.is_some()).unwrap();
    assert_eq!(
        (step.count_to, step.count_up, step.checkable),
        (Some(2), true, true)
    );
    let minus = step
        .opposite
        .as_ref()
        .expect("the control that lowers the count");
    assert_eq!(
        (minus.name.as_str(), minus.text.as_str()),
        (
            "Decrease quantity of Cast Iron Skillet"
                .replace("Cast Iron Skillet", "Burr Coffee Grinder")
                .as_str(),
            "-"
        )
    );
    // Near misses: clicks whose count the task does not name stay clicks, unverified as before.
    let p = build("Add two more grinders", &[(1, 2), (2, 3)]);
    assert!(p.steps.iter().all(|s| s.count_slot.is_none()));
    assert_eq!(
        p.steps.iter().filter(|s| s.action == Action::Click).count(),
        2
    );
}

#[test]
fn a_result_the_person_picked_by_its_place_is_picked_by_place() {
    let result = |name: &str, rank: u32| {
        let mut f = named("link", name);
        f.rank = rank;
        f.rank_of = 8;
        f
    };
    let mut nav = named("link", "Shoes");
    nav.rank = 1;
    nav.rank_of = 5;
    let p = on_page(
        "Search for trail shoes, then open the first result",
        vec![
            (EventKind::Click, nav.clone(), None, None),
            (EventKind::Click, result("Hoka Ridge 2", 1), None, None),
        ],
    );
    let clicks: Vec<_> = p
        .steps
        .iter()
        .filter(|s| s.action == Action::Click)
        .map(|s| s.ordinal)
        .collect();
    assert_eq!(
        clicks,
        [None, Some(1)],
        "the last click standing first is the result; the menu link on the way is not"
    );
    // The place is a value a task may change; a value that says no place plans nothing.
    let place = p.steps.iter().find_map(|s| s.place_slot.clone()).unwrap();
    assert_eq!(
        crate::retrieval::binding::bind(&p, "Search for rain jackets, then open the second result")
            [&place]
            .as_deref(),
        Some("second")
    );
    let others: Vec<(String, String)> = p
        .abstract_
        .parameters
        .iter()
        .filter(|x| x.name != place)
        .map(|x| (x.name.clone(), x.example.clone().unwrap()))
        .collect();
    let plan = crate::replay::plan::plan(
        &p,
        &others
            .iter()
            .cloned()
            .chain([(place.clone(), "last".to_string())])
            .collect(),
    )
    .unwrap();
    assert_eq!(
        plan.iter().filter_map(|s| s.ordinal).collect::<Vec<_>>(),
        [-1]
    );
    assert!(crate::replay::plan::plan(
        &p,
        &others
            .into_iter()
            .chain([(place, "best".to_string())])
            .collect()
    )
    .is_err());
    let p = on_page(
        "Open the last post",
        vec![(EventKind::Click, result("Old news", 8), None, None)],
    );
    assert_eq!(p.steps.iter().find_map(|s| s.ordinal), Some(-1));
    // Near misses: a place the demonstrated element did not stand at; "first" that picks nothing.
    let p = on_page(
        "Open the first result",
        vec![(EventKind::Click, result("Hoka Ridge 2", 3), None, None)],
    );
    assert!(p.steps.iter().all(|s| s.ordinal.is_none()));
    let p = on_page(
        "First, open Hoka Ridge 2",
        vec![(EventKind::Click, result("Hoka Ridge 2", 1), None, None)],
    );
    assert!(p.steps.iter().all(|s| s.ordinal.is_none()));
}

#[test]
fn a_grid_column_the_task_names_is_a_value_like_its_row() {
    use crate::replay::relocate::{choose_for, Candidate, Decision, Row};
    let cell = |row: &str, column: &str| {
        let mut f = named("checkbox", &format!("{row}: {column}"));
        f.row = row.into();
        f.column = column.into();
        f.css = format!("#{}-{}", row.replace(' ', "-"), column);
        f
    };
    let p = on_page(
        "Enable 'SMS' for Security alerts",
        vec![(
            EventKind::Check,
            cell("Security alerts", "SMS"),
            None,
            Some(true),
        )],
    );
    let step = p.steps.iter().find(|s| s.action == Action::Check).unwrap();
    let (row, column) = (
        step.row_slot.clone().unwrap(),
        step.column_slot
            .clone()
            .expect("the named column is a slot"),
    );
    let bound = crate::retrieval::binding::bind(&p, "Enable 'Push' for Product updates");
    assert_eq!(
        (bound[&row].as_deref(), bound[&column].as_deref()),
        (Some("Product updates"), Some("Push"))
    );
    let values = [
        (row, "Product updates".to_string()),
        (column, "Push".to_string()),
    ]
    .into_iter()
    .collect();
    let planned = crate::replay::plan::plan(&p, &values)
        .unwrap()
        .into_iter()
        .find(|s| s.action == Action::Check)
        .unwrap();
    let page: Vec<Candidate> = [
        ("Product updates", "SMS"),
        ("Product updates", "Push"),
        ("Security alerts", "Push"),
    ]
    .iter()
    .enumerate()
    .map(|(i, (r, c))| Candidate {
        index: i as u32,
        fingerprint: cell(r, c),
        visible: true,
        enabled: true,
    })
    .collect();
    let target = planned.target.as_ref().unwrap();
    let row = Some(Row {
        text: "Product updates",
        bound: true,
    });
    assert!(matches!(
        choose_for(target, &page, None, row, None, planned.column_bound),
        Decision::Found { index: 1, .. }
    ));
    // Near miss: the row's other column only — never its "SMS" box instead.
    assert!(matches!(
        choose_for(target, &page[..1], None, row, None, planned.column_bound),
        Decision::NotFound { .. }
    ));
}

#[test]
fn a_label_showing_the_current_choice_names_the_slot_without_it() {
    let colours = ["Navy", "Sand", "Forest green", "Red"]
        .map(String::from)
        .to_vec();
    let mut navy = named("radio", "Navy");
    navy.context_label = "Colour: Sand".into();
    navy.options = colours.clone();
    let p = on_page(
        "Add the T-shirt in Navy to the cart",
        vec![
            (EventKind::Check, navy, None, Some(true)),
            (EventKind::Click, named("button", "Add to cart"), None, None),
        ],
    );
    let colour = &p.abstract_.parameters[0];
    // (The choices seen around it are this visit's, not every colour there is: no options.)
    assert_eq!(
        (colour.name.as_str(), colour.options.len()),
        ("colour", 0),
        "{:?}",
        p.abstract_.parameters
    );
    let bound = crate::retrieval::binding::bind(&p, "Add the T-shirt in Forest green to the cart");
    assert_eq!(bound["colour"].as_deref(), Some("Forest green"));

    // The button that opened the list showed its current value: that is no part of its name.
    let mut opener = named("button", "Time zone Berlin");
    opener.text = "Berlin".into();
    let mut helsinki = named("option", "Helsinki");
    helsinki.context_label = "Time zone Berlin".into();
    helsinki.options = ["Berlin", "Helsinki", "Lisbon"].map(String::from).to_vec();
    let p = on_page(
        "Set the time zone to Helsinki",
        vec![
            (EventKind::Click, opener, None, None),
            (EventKind::Click, helsinki, None, None),
        ],
    );
    let names: Vec<_> = p
        .steps
        .iter()
        .filter_map(|s| s.target.as_ref())
        .map(|t| (t.name.as_str(), t.context_label.as_str()))
        .collect();
    assert_eq!(
        names,
        [("Time zone", ""), ("Helsinki", "Time zone")],
        "{:?}",
        p.steps
    );
    // Near miss: a label that shows no choice keeps every word.
    let mut plain = named("radio", "Navy");
    plain.context_label = "Colour".into();
    plain.options = colours;
    let p = on_page(
        "Add the T-shirt in Navy to the cart",
        vec![(EventKind::Check, plain, None, Some(true))],
    );
    assert_eq!(
        p.steps
            .iter()
            .find_map(|s| s.target.as_ref())
            .unwrap()
            .context_label,
        "Colour"
    );
}

#[test]
fn the_same_deed_in_several_rows_of_the_tasks_row_value_is_one_step_done_to_every_such_row() {
    let tick = |row: &str, rank: u32| {
        let mut f = named("checkbox", "Select");
        f.row = row.into();
        f.rank = rank;
        f.rank_of = 9;
        f.xpath = format!("/html/body/main/ul/li[{rank}]/input");
        f.css = format!("li:nth-child({rank}) > input");
        (EventKind::Check, f, None, Some(true))
    };
    let archive = (EventKind::Click, named("button", "Archive"), None, None);
    let p = on_page(
        "Archive all the emails from Initech HR",
        vec![
            tick("Initech HR", 1),
            tick("Initech HR", 4),
            archive.clone(),
        ],
    );
    let checks: Vec<_> = p
        .steps
        .iter()
        .filter(|s| s.action == Action::Check)
        .collect();
    assert_eq!(checks.len(), 1, "{:?}", p.steps);
    assert!(
        checks[0].each && checks[0].row_slot.is_some(),
        "{:?}",
        p.steps
    );
    let plan = crate::replay::plan::plan(
        &p,
        &[("row".to_string(), "Figma".to_string())]
            .into_iter()
            .collect(),
    )
    .unwrap();
    let each = plan
        .iter()
        .find(|s| s.each)
        .expect("the planned step is done to every row");
    assert_eq!(each.expected_row.as_deref(), Some("Figma"));
    // Near misses: two rows the task names apart, and two different controls in the row.
    let p = on_page(
        "Archive the emails from Initech HR and Figma",
        vec![tick("Initech HR", 1), tick("Figma", 4), archive.clone()],
    );
    assert_eq!(
        p.steps.iter().filter(|s| s.action == Action::Check).count(),
        2
    );
    assert!(p.steps.iter().all(|s| !s.each));
    let mut star = named("checkbox", "Star");
    star.row = "Initech HR".into();
    star.rank = 1;
    let p = on_page(
        "Archive all the emails from Initech HR",
        vec![
            tick("Initech HR", 1),
            (EventKind::Check, star, None, Some(true)),
            archive,
        ],
    );
    assert!(p.steps.iter().all(|s| !s.each));
}

#[test]
fn a_field_named_after_a_value_chosen_before_it_is_named_after_this_runs_value() {
    let mut channel = named("link", "engineering 9 unread");
    channel.css = "#ch-engineering".into();
    let mut message = named("textbox", "Message #engineering");
    message.label = "Message #engineering".into();
    message.text = String::new();
    let p = on_page(
        "Write in the #engineering channel: Lunch is here!",
        vec![
            (EventKind::Click, channel, None, None),
            (EventKind::Input, message, Some("Lunch is here!"), None),
        ],
    );
    let names: Vec<_> = p
        .abstract_
        .parameters
        .iter()
        .map(|x| (x.name.as_str(), x.example.as_deref().unwrap_or("")))
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
    assert_eq!(
        names[0].1, "engineering",
        "the unread badge is no part of the channel: {names:?}"
    );
    let values = [
        (names[0].0.to_string(), "support".to_string()),
        (names[1].0.to_string(), "Standup at 10".to_string()),
    ];
    let plan = crate::replay::plan::plan(&p, &values.into_iter().collect()).unwrap();
    let typed = plan.iter().find(|s| s.action == Action::Type).unwrap();
    assert_eq!(typed.target.as_ref().unwrap().name, "Message #support");
    // Near miss: the chosen link itself is found by its own value, not renamed in place.
    let link = plan.iter().find(|s| s.action == Action::Click).unwrap();
    assert_eq!(link.expected_name.as_deref(), Some("support"));
    assert_eq!(link.target.as_ref().unwrap().name, "engineering 9 unread");
}

#[test]
fn a_switch_the_task_turns_on_or_off_takes_the_state_the_task_says() {
    let mut sw = named("switch", "Auto-update apps");
    sw.row = "Auto-update apps".into();
    sw.options = vec![
        "Wi-Fi".into(),
        "Auto-update apps".into(),
        "Bluetooth".into(),
    ];
    let save = (EventKind::Click, named("button", "Save preferences"));
    let url = format!("{TRACKER}/page.html");
    let mut rec =
        crate::recording::new_recording("r", "Turn off 'Auto-update apps' and save", "", 0.0);
    add_event(
        &mut rec,
        nav(&url, "Page", crate::model::NavKind::Start, 0.0),
    )
    .unwrap();
    sw.url = url.clone();
    add_event(&mut rec, ev(EventKind::Click, sw.clone(), None, 10.0)).unwrap();
    // The switch went off: the recorder reports the click's effect as an event of its own.
    let mut went = ev(EventKind::Effect, sw, None, 10.0);
    went.effect = Some(crate::model::Effect {
        state: [("checked".to_string(), false)].into_iter().collect(),
        ..Default::default()
    });
    add_event(&mut rec, went).unwrap();
    let mut s = ev(save.0, save.1, None, 1010.0);
    if let Some(t) = s.target.as_mut() {
        t.url = url.clone();
    }
    add_event(&mut rec, s).unwrap();
    let p = distill(&rec, "p", 0.0).unwrap();
    let state = slot(&p, "state");
    assert_eq!(state.example.as_deref(), Some("off"));
    // The other state is the same procedure, bound and planned as a check of that state.
    let found =
        crate::retrieval::retrieve(&[p.clone()], "Turn on 'Wi-Fi' and save", Some(&url), 0.0);
    assert_eq!(
        found.len(),
        1,
        "turning on is the same procedure: {}",
        crate::retrieval::index::Index::build(std::slice::from_ref(&p)).explain(
            "p",
            "Turn on 'Wi-Fi' and save",
            Some(&url),
            0.0
        )
    );
    let values = &found[0].parameters;
    assert_eq!(
        values.get("state").and_then(|v| v.as_deref()),
        Some("on"),
        "{values:?}"
    );
    let bound: std::collections::BTreeMap<String, String> = values
        .iter()
        .filter_map(|(k, v)| v.clone().map(|v| (k.clone(), v)))
        .collect();
    let plan = crate::replay::plan::plan(&p, &bound).unwrap();
    let toggle = plan.iter().find(|s| s.checked.is_some()).unwrap();
    assert_eq!((toggle.action, toggle.checked), (Action::Check, Some(true)));
    // Near misses: another deed is not it; a state that reads as neither stops the plan.
    assert!(crate::retrieval::retrieve(&[p.clone()], "Delete 'Wi-Fi'", Some(&url), 0.0).is_empty());
    let mut odd = bound.clone();
    odd.insert("state".into(), "sideways".into());
    assert!(crate::replay::plan::plan(&p, &odd).is_err());
    // A run that turns this switch for a task naming another one is not done: the task's state
    // is that other control's. Near miss: the task names this switch.
    let on = std::collections::BTreeMap::from([("state".to_string(), "on".to_string())]);
    let unmet = crate::retrieval::unmet::unmet(&p, "Preferences: Wi-Fi on; then save", &on);
    assert!(
        unmet.iter().any(|u| u.contains("“Auto-update apps”")),
        "{unmet:?}"
    );
    let unmet = crate::retrieval::unmet::unmet(&p, "Turn auto-update apps on, then save", &on);
    assert_eq!(unmet, Vec::<String>::new());
    // A switch the task picks by name is the one its value names.
    let switch = p.steps.iter().find(|s| s.state_slot.is_some()).unwrap();
    if let Some(slot) = switch.slot.clone() {
        let mut picked = on.clone();
        picked.insert(slot, "Wi-Fi".into());
        let unmet = crate::retrieval::unmet::unmet(&p, "Preferences: Wi-Fi on; then save", &picked);
        assert_eq!(unmet, Vec::<String>::new());
    } else {
        panic!("the quoted switch is a slot: {switch:?}");
    }
}

/// A form with a field the page calls optional: a transfer's memo.
fn transfer_with(memo_label: &str) -> Recording {
    let url = "https://bank.test/transfer".to_string();
    let mut rec = new_recording(
        "r",
        "Transfer $100 to savings with the memo 'Rent'",
        "",
        0.0,
    );
    let mut t = 0.0;
    add_event(
        &mut rec,
        nav(&url, "Transfer", crate::model::NavKind::Start, t),
    )
    .unwrap();
    type_into(
        &mut rec,
        &field("textbox", "Amount", "#amount", &url),
        "100",
        &mut t,
    );
    type_into(
        &mut rec,
        &field("textbox", memo_label, "#memo", &url),
        "Rent",
        &mut t,
    );
    click(&mut rec, field("button", "Send", "#send", &url), &mut t);
    rec
}

#[test]
fn a_field_the_page_calls_optional_is_left_alone_when_the_task_gives_no_value() {
    let p = distill(&transfer_with("Memo (optional)"), "p", 0.0).unwrap();
    let memo = p
        .steps
        .iter()
        .find(|s| {
            s.target
                .as_ref()
                .is_some_and(|t| t.name.starts_with("Memo"))
        })
        .unwrap();
    assert!(memo.optional, "{memo:#?}");
    let amount_only: std::collections::BTreeMap<String, String> =
        [("amount".to_string(), "250".to_string())].into();
    let plan = crate::replay::plan::plan(&p, &amount_only).expect("no memo is not missing");
    let planned = plan.iter().find(|s| s.step_id == memo.id).unwrap();
    assert!(planned.optional && planned.missing_value);
    // Near misses: a memo the page requires, and a word that only contains "optional".
    for label in ["Memo", "Optionality note"] {
        let p = distill(&transfer_with(label), "p", 0.0).unwrap();
        let err = crate::replay::plan::plan(&p, &amount_only).unwrap_err();
        assert!(err.contains("Missing values"), "{label}: {err}");
    }
}

#[test]
fn a_task_that_leaves_an_optional_field_out_still_finds_the_procedure() {
    let p = distill(&transfer_with("Memo (optional)"), "p", 0.0).unwrap();
    let url = "https://bank.test/transfer";
    let found =
        crate::retrieval::retrieve(&[p.clone()], "Transfer $75.50 to savings", Some(url), 0.0);
    assert_eq!(
        found.len(),
        1,
        "{}",
        crate::retrieval::index::Index::build(std::slice::from_ref(&p)).explain(
            "p",
            "Transfer $75.50 to savings",
            Some(url),
            0.0
        )
    );
    assert_eq!(
        found[0]
            .parameters
            .get("amount")
            .cloned()
            .flatten()
            .as_deref(),
        Some("75.50")
    );
    assert_eq!(
        found[0].parameters.get("memo_optional").cloned().flatten(),
        None
    );
    // Near misses: a question about transfers, and undoing one.
    assert!(
        crate::retrieval::retrieve(&[p.clone()], "Show me my past transfers", Some(url), 0.0)
            .is_empty()
    );
    assert!(
        crate::retrieval::retrieve(&[p], "Cancel the transfer to savings", Some(url), 0.0)
            .is_empty()
    );
}

#[test]
fn a_day_picked_in_a_strip_of_days_is_the_date_the_title_names() {
    let url = "https://clinic.test/book".to_string();
    let demo = |title: &str, day: &str| {
        let mut rec = new_recording("r", title, "", 0.0);
        let mut t = 0.0;
        add_event(&mut rec, nav(&url, "Book", crate::model::NavKind::Start, t)).unwrap();
        click(
            &mut rec,
            field("button", "Next week", "#next", &url),
            &mut t,
        );
        click(&mut rec, field("button", day, "#day-3", &url), &mut t);
        click(&mut rec, field("button", "Continue", "#go", &url), &mut t);
        distill(&rec, "p", 0.0).unwrap()
    };
    let p = demo("Book a cleaning on Wednesday 7 October", "Wed Oct 7");
    let step = p
        .steps
        .iter()
        .find(|s| s.target.as_ref().is_some_and(|t| t.name == "Wed Oct 7"))
        .unwrap();
    let slot = step.slot.as_deref().expect("the day is a slot");
    assert_eq!(
        p.abstract_
            .parameters
            .iter()
            .find(|x| x.name == slot)
            .unwrap()
            .example
            .as_deref(),
        Some("Wednesday 7 October")
    );
    // Near miss: a day the title does not name stays a fixed click.
    let p = demo("Book a cleaning next week", "Wed Oct 7");
    let step = p
        .steps
        .iter()
        .find(|s| s.target.as_ref().is_some_and(|t| t.name == "Wed Oct 7"))
        .unwrap();
    assert_eq!(step.slot, None);
}

#[test]
fn the_same_answer_to_two_questions_is_two_slots() {
    let answer = |question: &str| {
        let mut r = named("radio", "Agree");
        r.context_label = question.into();
        r.css = format!("#{}-agree", question.len());
        r
    };
    let p = on_page(
        "Rate 'Prices were fair' as Agree and 'Checkout was simple' as Agree",
        vec![
            (
                EventKind::Check,
                answer("Prices were fair"),
                None,
                Some(true),
            ),
            (
                EventKind::Check,
                answer("Checkout was simple"),
                None,
                Some(true),
            ),
            (EventKind::Click, named("button", "Submit"), None, None),
        ],
    );
    let slots: Vec<&str> = p.steps.iter().filter_map(|s| s.slot.as_deref()).collect();
    assert_eq!(slots.len(), 2, "{:#?}", p.abstract_.parameters);
    assert_ne!(slots[0], slots[1], "one slot per question: {slots:?}");
    // Near miss: the same value chosen twice in one group stays one slot.
    let mut again = answer("Prices were fair");
    again.css = "#again".into();
    let p = on_page(
        "Rate 'Prices were fair' as Agree",
        vec![
            (
                EventKind::Check,
                answer("Prices were fair"),
                None,
                Some(true),
            ),
            (EventKind::Check, again, None, Some(true)),
        ],
    );
    let slots: Vec<&str> = p.steps.iter().filter_map(|s| s.slot.as_deref()).collect();
    assert!(slots.windows(2).all(|w| w[0] == w[1]), "{slots:?}");
}

#[test]
fn a_recording_of_only_the_page_it_started_on_builds_nothing() {
    // The page kept its events from the recorder (or nothing was done): replaying the start
    // page alone would say "succeeded" having done nothing.
    let url = "http://shop.test:8080/form.html";
    let mut rec = new_recording("r-empty", "Enter 'Initech' in the Company field", "", 0.0);
    add_event(&mut rec, nav(url, "Form", NavKind::Start, 0.0)).unwrap();
    let err = distill(&rec, "p", 0.0).unwrap_err();
    assert!(err.contains("nothing to replay"), "{err}");
    // Near miss: going somewhere is a deed ("Open the pricing page" by a typed address).
    add_event(
        &mut rec,
        nav(
            "http://shop.test:8080/pricing.html",
            "Pricing",
            NavKind::Typed,
            500.0,
        ),
    )
    .unwrap();
    assert!(distill(&rec, "p", 0.0).is_ok());
    // … and so is any action on the page.
    let mut rec = new_recording("r-one", "Enter 'Initech' in the Company field", "", 0.0);
    add_event(&mut rec, nav(url, "Form", NavKind::Start, 0.0)).unwrap();
    let mut t = 0.0;
    type_into(
        &mut rec,
        &field("textbox", "Company", "#company", url),
        "Initech",
        &mut t,
    );
    assert!(distill(&rec, "p", 0.0).is_ok());
}

#[test]
fn a_row_moved_by_its_own_button_is_one_row_clicked_until_its_place_reads_the_count() {
    // "Move up" twice: the row moved (its place 5 → 4 → 3), so each click finds it at another
    // place; it is one row clicked again, not two rows with the same name.
    let url = format!("{TRACKER}/agenda.html");
    let mut rec = new_recording(
        "r",
        "Move 'Questions and answers' to position 3 and save the order",
        "",
        0.0,
    );
    add_event(&mut rec, nav(&url, "Agenda", NavKind::Start, 0.0)).unwrap();
    for (i, (before, after)) in [(5, 4), (4, 3)].into_iter().enumerate() {
        let mut up = named("button", "Move up");
        up.row = "Questions and answers".into();
        up.rank = before as u32;
        up.xpath = format!("//li[{before}]/button[1]");
        up.url = url.clone();
        let mut e = ev(EventKind::Click, up, None, 10.0 + i as f64 * 1000.0);
        e.effect = None;
        add_event(&mut rec, e.clone()).unwrap();
        let mut fx = e;
        fx.kind = EventKind::Effect;
        fx.effect = Some(crate::model::Effect {
            content: true,
            count: Some(crate::model::Count { before, after }),
            ..Default::default()
        });
        add_event(&mut rec, fx).unwrap();
    }
    let p = distill(&rec, "p", 0.0).unwrap();
    let clicks: Vec<&Step> = p
        .steps
        .iter()
        .filter(|s| s.action == Action::Click)
        .collect();
    assert_eq!(clicks.len(), 1, "{:?}", p.steps);
    assert!(!clicks[0].each, "one row, not every row of that name");
    assert!(
        clicks[0].count_slot.is_some(),
        "{:?}",
        p.abstract_.parameters
    );
    assert!(clicks[0].row_slot.is_some());
}

#[test]
fn a_row_the_person_named_by_another_of_its_cells_is_a_value_of_the_click_in_it() {
    let mut suspend = named("button", "Suspend");
    suspend.row = "Chen Wei".into();
    suspend.row_cells = vec![
        "chen.wei@example.com".into(),
        "Admin".into(),
        "#7737".into(),
    ];
    for (title, value) in [
        (
            "Suspend the user chen.wei@example.com",
            "chen.wei@example.com",
        ),
        ("Suspend user #7737", "#7737"),
    ] {
        let p = on_page(title, vec![(EventKind::Click, suspend.clone(), None, None)]);
        let click = p.steps.iter().find(|s| s.action == Action::Click).unwrap();
        assert_eq!(click.row_slot.as_deref(), Some("row"), "{title}");
        assert_eq!(p.abstract_.parameters[0].example.as_deref(), Some(value));
    }
    // Near misses: a cell the title does not name, and a deed that is only a cell's word.
    let p = on_page(
        "Suspend the first user",
        vec![(EventKind::Click, suspend, None, None)],
    );
    assert!(p.steps.iter().all(|s| s.row_slot.is_none()));
}

#[test]
fn the_suggestions_shown_for_a_typed_beginning_are_values_seen_not_the_only_ones() {
    let mut from = named("combobox", "From");
    from.label = "From".into();
    from.tag = "input".into();
    let mut suggestion = named("option", "Porto (OPO)");
    suggestion.context_label = "From".into();
    suggestion.options = vec!["Porto (OPO)".into(), "Portland (PDX)".into()];
    let p = on_page(
        "Search flights from Porto (OPO)",
        vec![
            (EventKind::Input, from, Some("Por"), None),
            (EventKind::Click, suggestion, None, None),
        ],
    );
    let slot = &p.abstract_.parameters[0];
    assert_eq!(slot.example.as_deref(), Some("Porto (OPO)"));
    assert!(slot.options.is_empty(), "{slot:?}");
    assert_eq!(slot.seen, ["Porto (OPO)", "Portland (PDX)"]);
}

#[test]
fn a_box_the_title_asks_for_is_ticked_when_a_task_asks_and_left_alone_otherwise() {
    let mut remember = named("checkbox", "Remember this device for 30 days");
    remember.tag = "input".into();
    remember.input_type = "checkbox".into();
    let p = on_page(
        "Verify the phone with the code 482913 and remember this device",
        vec![(EventKind::Check, remember.clone(), None, Some(true))],
    );
    let step = p
        .steps
        .iter()
        .find(|s| s.action == Action::Check)
        .expect("the box is a step");
    let slot = step.state_slot.clone().expect("an on/off slot");
    assert!(
        step.optional,
        "a task that does not ask leaves the box alone"
    );
    let param = p
        .abstract_
        .parameters
        .iter()
        .find(|x| x.name == slot)
        .unwrap();
    assert!(param.is_state());
    let title = p.title.clone();
    let bound = |task: &str| {
        crate::retrieval::binding::bind_slots(&title, "", &p.abstract_.parameters, &[], task)
            .remove(&slot)
            .flatten()
    };
    assert_eq!(
        bound("Verify +44 1234 567890, code 111222, trust this device for 30 days").as_deref(),
        Some("on")
    );
    assert_eq!(
        bound("Verify +44 1234 567890 and keep this device remembered").as_deref(),
        Some("on")
    );
    assert_eq!(
        bound("Verify +44 1234 567890 but don't remember this device").as_deref(),
        Some("off")
    );
    assert_eq!(bound("Verify +44 1234 567890 with the code 111222"), None);
    // Near misses: a box chosen in the row the title names is that row's, not an asked box…
    let mut refill = named("checkbox", "Refill Omeprazole 20 mg");
    refill.tag = "input".into();
    refill.input_type = "checkbox".into();
    refill.row = "Omeprazole 20 mg".into();
    let p = on_page(
        "Refill my Omeprazole 20 mg",
        vec![(EventKind::Check, refill, None, Some(true))],
    );
    let step = p.steps.iter().find(|s| s.action == Action::Check).unwrap();
    assert!(step.state_slot.is_none() && !step.optional, "{step:?}");
    // … and a box the title never speaks of stays a fixed step, ticked every run.
    let mut terms = named("checkbox", "I agree to the terms of service");
    terms.tag = "input".into();
    terms.input_type = "checkbox".into();
    let p = on_page(
        "Verify the phone with the code 482913",
        vec![(EventKind::Check, terms, None, Some(true))],
    );
    let step = p.steps.iter().find(|s| s.action == Action::Check).unwrap();
    assert!(step.state_slot.is_none() && !step.optional);
}

#[test]
fn a_lone_box_the_title_names_whole_is_asked_for_not_chosen() {
    let mut remember = named("checkbox", "Remember me");
    remember.tag = "input".into();
    remember.input_type = "checkbox".into();
    let p = on_page(
        "Sign in, tick Remember me, and click Sign in",
        vec![(EventKind::Check, remember.clone(), None, Some(true))],
    );
    let step = p.steps.iter().find(|s| s.action == Action::Check).unwrap();
    assert!(step.slot.is_none() && step.optional, "{step:?}");
    let slot = step.state_slot.clone().expect("an on/off slot");
    assert_eq!(
        p.abstract_.parameters.len(),
        1,
        "{:?}",
        p.abstract_.parameters
    );
    let title = p.title.clone();
    let bound = |task: &str| {
        crate::retrieval::binding::bind_slots(&title, "", &p.abstract_.parameters, &[], task)
            .remove(&slot)
            .flatten()
    };
    assert_eq!(
        bound("Log me in and tick Remember me").as_deref(),
        Some("on")
    );
    assert_eq!(
        bound("Log me in as FL-7058878, and not just for this visit: tick Remember me.").as_deref(),
        Some("on")
    );
    for task in [
        "Sign in, leave Remember me unticked, and click Sign in",
        "Log me in as FL-6993723 — don't let it remember me, it's the library computer.",
        "Email: a@b.test · Remember me: no",
    ] {
        assert_eq!(bound(task).as_deref(), Some("off"), "{task}");
    }
    assert_eq!(bound("Log me in as FL-6993723"), None);
    // Near miss: a box of a labelled group the title names stays a choice among its boxes.
    let mut macarons = named("checkbox", "Macarons");
    macarons.tag = "input".into();
    macarons.input_type = "checkbox".into();
    macarons.context_label = "Decorations".into();
    let p = on_page(
        "Tick Macarons and click Add to order",
        vec![(EventKind::Check, macarons, None, Some(true))],
    );
    let step = p.steps.iter().find(|s| s.action == Action::Check).unwrap();
    assert!(step.slot.is_some() && step.state_slot.is_none(), "{step:?}");
    // … and so does a lone box the title names as which one, not by a tick verb.
    let mut card = named("checkbox", "Rewards Visa ending in 7725");
    card.tag = "input".into();
    card.input_type = "checkbox".into();
    let p = on_page(
        "Set a travel notice on my Rewards Visa ending in 7725",
        vec![(EventKind::Check, card, None, Some(true))],
    );
    let step = p.steps.iter().find(|s| s.action == Action::Check).unwrap();
    assert!(step.slot.is_some() && step.state_slot.is_none(), "{step:?}");
}

#[test]
fn an_option_of_a_list_the_page_calls_optional_is_left_with_its_opener_when_the_task_gives_none() {
    // A component-library select: a click on its opener (a list appears), then a click on an
    // option of "Covering colleague (optional)".
    let url = format!("{TRACKER}/leave.html");
    let build = |owner: &str, listbox: bool| {
        let mut rec = new_recording("r", "Request leave; Chen Wei covers for me", "", 0.0);
        add_event(&mut rec, nav(&url, "Leave", NavKind::Start, 0.0)).unwrap();
        let mut opener = named("", "");
        opener.text = "Nobody".into();
        opener.css = "#cover".into();
        opener.url = url.clone();
        add_event(&mut rec, ev(EventKind::Click, opener.clone(), None, 10.0)).unwrap();
        let mut fx = ev(EventKind::Effect, opener, None, 10.0);
        fx.effect = Some(crate::model::Effect {
            appeared: if listbox {
                vec!["listbox".into()]
            } else {
                vec![]
            },
            content: true,
            ..Default::default()
        });
        add_event(&mut rec, fx).unwrap();
        let mut t = 500.0;
        click(
            &mut rec,
            crate::testkit::option("Chen Wei", owner, &url),
            &mut t,
        );
        let mut submit = named("button", "Submit request");
        submit.url = url.clone();
        click(&mut rec, submit, &mut t);
        distill(&rec, "p", 0.0).unwrap()
    };
    let p = build("Covering colleague (optional)", true);
    let clicks: Vec<&Step> = p
        .steps
        .iter()
        .filter(|s| s.action == Action::Click)
        .collect();
    assert_eq!(clicks.len(), 3, "{:#?}", p.steps);
    assert!(clicks[0].optional && clicks[1].optional && !clicks[2].optional);
    let slot = clicks[1].slot.clone().expect("the option is a slot");
    // Without a colleague the run needs no value and skips both clicks; with one it does both.
    let plan = crate::replay::plan::plan(&p, &std::collections::BTreeMap::new()).unwrap();
    let skipped: Vec<bool> = plan.iter().map(|s| s.optional && s.missing_value).collect();
    assert_eq!(skipped.iter().filter(|x| **x).count(), 2, "{plan:#?}");
    let with = std::collections::BTreeMap::from([(slot, "Ivan Petrov".to_string())]);
    let plan = crate::replay::plan::plan(&p, &with).unwrap();
    assert!(plan.iter().all(|s| !s.missing_value));
    // Near misses: a list the page does not call optional needs its value; a click before an
    // optional option that opened no list is not the list's opener.
    let p = build("Covering colleague", true);
    assert!(crate::replay::plan::plan(&p, &std::collections::BTreeMap::new()).is_err());
    let p = build("Covering colleague (optional)", false);
    let clicks: Vec<&Step> = p
        .steps
        .iter()
        .filter(|s| s.action == Action::Click)
        .collect();
    assert!(!clicks[0].optional && clicks[1].optional);
}

#[test]
fn a_time_or_price_the_title_names_is_a_value_and_a_page_number_is_not() {
    let mut time = named("button", "20:30");
    time.row = "The Orchard Keeper".into();
    let p = on_page(
        "Click 20:30 for The Orchard Keeper",
        vec![(EventKind::Click, time, None, None)],
    );
    let click = p.steps.iter().find(|s| s.action == Action::Click).unwrap();
    assert!(click.slot.is_some(), "{:?}", p.abstract_.parameters);
    assert_eq!(click.row_slot.as_deref(), Some("row"));
    let slot = p
        .abstract_
        .parameters
        .iter()
        .find(|x| Some(&x.name) == click.slot.as_ref())
        .unwrap();
    assert_eq!(slot.example.as_deref(), Some("20:30"));
    // Near miss: a page number (two characters or fewer) stays a fixed click.
    let p = on_page(
        "Go to page 2 of the results",
        vec![(EventKind::Click, named("button", "2"), None, None)],
    );
    assert!(
        p.abstract_.parameters.is_empty(),
        "{:?}",
        p.abstract_.parameters
    );
}

#[test]
fn a_row_named_by_several_of_its_cells_keeps_each_as_a_value_of_the_click() {
    let mut book = named("button", "Book");
    book.row = String::new();
    book.row_cells = vec![
        "Spin".into(),
        "Monday".into(),
        "09:15".into(),
        "Studio 2".into(),
    ];
    let p = on_page(
        "Click Book for Spin on Monday at 09:15.",
        vec![(EventKind::Click, book.clone(), None, None)],
    );
    let click = p.steps.iter().find(|s| s.action == Action::Click).unwrap();
    let example = |slot: &str| {
        p.abstract_
            .parameters
            .iter()
            .find(|q| q.name == slot)
            .and_then(|q| q.example.clone())
    };
    let row = click.row_slot.clone().expect("a row slot");
    let mut named_cells: Vec<Option<String>> = std::iter::once(example(&row))
        .chain(click.row_also.iter().map(|s| example(s)))
        .collect();
    named_cells.sort();
    assert_eq!(
        named_cells,
        vec![
            Some("09:15".into()),
            Some("Monday".into()),
            Some("Spin".into())
        ],
        "{:?}",
        p.abstract_.parameters
    );
    // As the recorder sees a timetable: the day is the row's name, the class and time are
    // cells other rows say too — values only beside the day.
    let mut timetable = named("button", "Book");
    timetable.row = "Monday".into();
    timetable.row_cells = vec!["7 left".into()];
    timetable.row_shared = vec!["Spin".into(), "09:15".into(), "Studio 2".into()];
    let p = on_page(
        "Click Book for Spin on Monday at 09:15.",
        vec![(EventKind::Click, timetable.clone(), None, None)],
    );
    let click = p.steps.iter().find(|s| s.action == Action::Click).unwrap();
    let examples: Vec<Option<String>> = std::iter::once(click.row_slot.clone().unwrap())
        .chain(click.row_also.iter().cloned())
        .map(|slot| {
            p.abstract_
                .parameters
                .iter()
                .find(|q| q.name == slot)
                .and_then(|q| q.example.clone())
        })
        .collect();
    assert_eq!(
        examples,
        vec![
            Some("Monday".into()),
            Some("Spin".into()),
            Some("09:15".into())
        ]
    );
    // Near miss: a shared cell alone names no row.
    timetable.row = String::new();
    let p = on_page(
        "Click Book for Spin",
        vec![(EventKind::Click, timetable, None, None)],
    );
    assert!(p.steps.iter().all(|s| s.row_slot.is_none()));
    // Near miss: a title naming one cell leaves the others out (a cell it does not name,
    // "Studio 2", never constrains the row).
    let p = on_page(
        "Click Book for Monday",
        vec![(EventKind::Click, book, None, None)],
    );
    let click = p.steps.iter().find(|s| s.action == Action::Click).unwrap();
    assert!(click.row_slot.is_some());
    assert!(click.row_also.is_empty(), "{:?}", click.row_also);
}

#[test]
fn a_link_named_by_the_code_its_name_opens_with_is_a_choice_of_codes() {
    let mut link = named("link", "X6 Carrow – Oakhampstead (express)");
    link.tag = "a".into();
    let p = on_page(
        "Click the route X6 timetable link.",
        vec![(EventKind::Click, link.clone(), None, None)],
    );
    let examples: Vec<_> = p
        .abstract_
        .parameters
        .iter()
        .map(|x| x.example.clone().unwrap_or_default())
        .collect();
    assert_eq!(examples, ["X6"]);
    let slot = p.abstract_.parameters[0].name.clone();
    let bound = crate::retrieval::binding::bind(&p, "Click the route 118 timetable link.");
    assert_eq!(bound[&slot].as_deref(), Some("118"));
    // Near misses: the title gives no code of it, or the name opens with a word.
    let p = on_page(
        "Open the express timetable",
        vec![(EventKind::Click, link, None, None)],
    );
    assert!(
        p.abstract_.parameters.is_empty(),
        "{:?}",
        p.abstract_.parameters
    );
    let mut worded = named("link", "Timetable X6");
    worded.tag = "a".into();
    let p = on_page(
        "Click the route X6 timetable link.",
        vec![(EventKind::Click, worded, None, None)],
    );
    assert!(
        p.abstract_.parameters.is_empty(),
        "{:?}",
        p.abstract_.parameters
    );
}

/// Two names a page gave its fields, harmless alone ("<: Title" and "javascript:alert(1)"), make a
/// tag with a javascript: address once the flow joins them ("Fill <: Title and javascript:…"): the
/// distiller defuses what it puts together, so the procedure exports and imports. The near
/// miss: a flow line whose angle bracket is text ("Fill <None> and Title") stays as it is.
#[test]
fn names_joined_into_a_flow_line_make_no_tag_the_import_refuses() {
    let url = format!("{TRACKER}/new.html");
    let build = |first: &str, second: &str| {
        let mut rec = new_recording("r", "File a bug", "", 1000.0);
        let mut t = 1000.0;
        add_event(&mut rec, nav(&url, "New issue", NavKind::Typed, t)).unwrap();
        type_into(
            &mut rec,
            &field("textbox", first, "#a", &url),
            "one",
            &mut t,
        );
        type_into(
            &mut rec,
            &field("textbox", second, "#b", &url),
            "two",
            &mut t,
        );
        click(&mut rec, field("button", "Save", "#save", &url), &mut t);
        let p = distill(&rec, "p1", t).unwrap();
        let file = crate::storage::export_file(vec![rec], vec![p.clone()], None, t);
        (
            p,
            crate::storage::parse_import(&serde_json::to_string(&file).unwrap()),
        )
    };
    let (p, back) = build("<: Title", "javascript:alert(1)");
    assert!(
        back.is_ok(),
        "{}\n{:?}",
        back.unwrap_err(),
        p.abstract_.flow
    );
    assert!(
        p.abstract_.flow.iter().any(|l| l.contains("< :")),
        "{:?}",
        p.abstract_.flow
    );
    let (p, back) = build("<None>", "Title");
    assert!(back.is_ok(), "{}", back.unwrap_err());
    assert!(
        p.abstract_
            .flow
            .iter()
            .any(|l| l.to_lowercase().contains("fill <none> and title")),
        "{:?}",
        p.abstract_.flow
    );
}
