use super::*;

fn fp(role: &str, name: &str, id: &str, css: &str, xpath: &str) -> Fingerprint {
    Fingerprint {
        tag: if role == "button" {
            "button".into()
        } else {
            "input".into()
        },
        role: role.into(),
        name: name.into(),
        label: if role == "textbox" {
            name.into()
        } else {
            String::new()
        },
        text: if role == "button" {
            name.into()
        } else {
            String::new()
        },
        id: id.into(),
        css: css.into(),
        xpath: xpath.into(),
        ..Default::default()
    }
}

fn cand(index: u32, f: Fingerprint) -> Candidate {
    Candidate {
        index,
        fingerprint: f,
        visible: true,
        enabled: true,
    }
}

#[test]
fn finds_the_field_after_ids_classes_and_order_change() {
    let target = fp(
        "textbox",
        "Title",
        "title",
        "#title",
        "/html/body/main/form/div[1]/input",
    );
    let page = vec![
        cand(
            0,
            fp(
                "textbox",
                "Description",
                "f-81",
                "#f-81",
                "/html/body/main/form/div[1]/textarea",
            ),
        ),
        cand(
            1,
            fp(
                "textbox",
                "Title",
                "f-22",
                "#f-22",
                "/html/body/main/form/div[2]/input",
            ),
        ),
        cand(
            2,
            fp("textbox", "Search", "q", "#q", "/html/body/header/input"),
        ),
    ];
    match choose(&target, &page, None) {
        Decision::Found { index, .. } => assert_eq!(index, 1),
        other => panic!("{other:?}"),
    }
}

#[test]
fn two_identical_candidates_are_a_refusal_not_a_guess() {
    let target = fp(
        "button",
        "Create issue",
        "create",
        "#create",
        "/html/body/form/button",
    );
    let twin = |i| {
        cand(
            i,
            fp(
                "button",
                "Create issue",
                &format!("b{i}"),
                &format!("#b{i}"),
                &format!("/html/body/form/div[{i}]/button"),
            ),
        )
    };
    match choose(&target, &[twin(1), twin(2)], None) {
        Decision::Ambiguous { best, reason, .. } => {
            assert_eq!(best.len(), 2);
            assert!(reason.contains("refusing to guess"));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_slot_target_uses_the_bound_value() {
    let mut target = fp(
        "option",
        "Q1 2025",
        "opt-q1",
        "#opt-q1",
        "/html/body/ul/li[1]",
    );
    target.tag = "li".into();
    target.context_label = "Milestone".into();
    let option = |i: u32, name: &str| {
        let mut f = fp(
            "option",
            name,
            &format!("opt-{i}"),
            &format!("#opt-{i}"),
            &format!("/html/body/ul/li[{i}]"),
        );
        f.tag = "li".into();
        f.context_label = "Milestone".into();
        cand(i, f)
    };
    let page = [
        option(1, "Q1 2025"),
        option(2, "Q2 2025"),
        option(3, "Q3 2025"),
    ];
    match choose(&target, &page, Some("Q3 2025")) {
        Decision::Found { index, .. } => assert_eq!(index, 3),
        other => panic!("{other:?}"),
    }
    // A value the page does not offer is not found — never the demonstrated option instead.
    let mut with_test_id = target.clone();
    with_test_id.test_id = "opt-q1".into();
    let mut page_with_ids = page.to_vec();
    page_with_ids[0].fingerprint.test_id = "opt-q1".into();
    assert!(matches!(
        choose(&target, &page, Some("Q4 2025")),
        Decision::NotFound { .. }
    ));
    assert!(matches!(
        choose(&with_test_id, &page_with_ids, Some("Backlog")),
        Decision::NotFound { .. }
    ));
}

#[test]
fn nothing_close_enough_is_not_found() {
    let target = fp(
        "button",
        "Create issue",
        "create",
        "#create",
        "/html/body/form/button",
    );
    let page = [cand(
        0,
        fp(
            "button",
            "Sign out",
            "out",
            "#out",
            "/html/body/header/button",
        ),
    )];
    assert!(matches!(
        choose(&target, &page, None),
        Decision::NotFound { .. }
    ));
    assert!(matches!(
        choose(&target, &[], None),
        Decision::NotFound { .. }
    ));
}

#[test]
fn the_recorded_selector_breaks_a_tie_between_look_alikes() {
    // Two "Add to cart" buttons: the recorded one is still where it was.
    let target = fp(
        "button",
        "Add to cart",
        "",
        "#p2 > button",
        "/html/body/ul/li[2]/button",
    );
    let a = cand(
        0,
        fp(
            "button",
            "Add to cart",
            "",
            "#p1 > button",
            "/html/body/ul/li[1]/button",
        ),
    );
    let b = cand(
        1,
        fp(
            "button",
            "Add to cart",
            "",
            "#p2 > button",
            "/html/body/ul/li[2]/button",
        ),
    );
    match choose(&target, &[a, b], None) {
        Decision::Found { index, .. } => assert_eq!(index, 1),
        other => panic!("{other:?}"),
    }
}

#[test]
fn position_alone_never_makes_another_control_the_one_demonstrated() {
    // The link "faucibus" was clicked; now "Pellentesque" stands in its place, same role,
    // selector and path.
    let mut link = fp(
        "link",
        "faucibus",
        "",
        "ul > li:nth-child(3) > a",
        "/html/body/ul/li[3]/a",
    );
    link.tag = "a".into();
    link.text = "faucibus".into();
    let mut there = link.clone();
    there.name = "Pellentesque".into();
    there.text = "Pellentesque".into();
    assert!(matches!(
        choose(&link, &[cand(0, there)], None),
        Decision::NotFound { .. }
    ));
    // Another deed in the same place is not the button either…
    let create = fp(
        "button",
        "Create issue",
        "go",
        "#go",
        "/html/body/form/button",
    );
    let delete = fp(
        "button",
        "Delete issue",
        "go",
        "#go",
        "/html/body/form/button",
    );
    assert!(matches!(
        choose(&create, &[cand(0, delete)], None),
        Decision::NotFound { .. }
    ));
    // …but the same control reworded is ("Create issue" → "Create new issue", "Save" → "Save
    // changes").
    let reworded = fp(
        "button",
        "Create new issue",
        "go",
        "#go",
        "/html/body/form/button",
    );
    assert!(matches!(
        choose(&create, &[cand(0, reworded)], None),
        Decision::Found { .. }
    ));
    let save = fp("button", "Save", "save", "#save", "/html/body/form/button");
    let save_changes = fp(
        "button",
        "Save changes",
        "save",
        "#save",
        "/html/body/form/button",
    );
    assert!(matches!(
        choose(&save, &[cand(0, save_changes)], None),
        Decision::Found { .. }
    ));
    // A field is named by its label: the rule leaves relabelled fields to the other marks.
    let title = fp(
        "textbox",
        "Title",
        "title",
        "#title",
        "/html/body/form/input",
    );
    let subject = fp(
        "textbox",
        "Subject",
        "title",
        "#title",
        "/html/body/form/input",
    );
    assert!(says_the_same(&title, &subject));
    // An icon that said nothing is found by what it was.
    let icon = fp("button", "", "more", "#more", "/html/body/header/button");
    assert!(matches!(
        choose(&icon, &[cand(0, icon.clone())], None),
        Decision::Found { .. }
    ));
}

#[test]
fn an_icon_only_control_is_found_by_what_it_shows_and_a_hidden_one_is_not_clicked() {
    let icon = |i: u32, look: &str, xpath: &str| {
        let mut f = fp("button", "", "", "button.icon", xpath);
        f.icon = look.into();
        cand(i, f)
    };
    // The three-dot menu was clicked; now the share and sort icons come first.
    let mut target = fp("button", "", "", "button.icon", "/html/body/div/button[1]");
    target.icon = "icon circle".into();
    let page = [
        icon(0, "icon path:M9 1L14 6H11V12", "/html/body/div/button[1]"),
        icon(1, "icon css-icon bars", "/html/body/div/button[2]"),
        icon(2, "icon circle", "/html/body/div/button[3]"),
    ];
    match choose(&target, &page, None) {
        Decision::Found { index, .. } => assert_eq!(index, 2),
        other => panic!("{other:?}"),
    }
    // The wanted item is in a menu that is not open: it is not clicked (the run waits for it).
    let mut item = fp("menuitem", "Delete", "", "", "/html/body/div[2]/button[1]");
    item.tag = "button".into();
    let mut hidden = cand(0, item.clone());
    hidden.visible = false;
    assert!(matches!(
        choose(&item, &[hidden.clone()], Some("Delete")),
        Decision::NotFound { .. }
    ));
    let shown = cand(1, item.clone());
    assert!(matches!(
        choose(&item, &[hidden, shown], Some("Delete")),
        Decision::Found { index: 1, .. }
    ));
    // A native box a custom control draws over is still found.
    let mut native = fp(
        "checkbox",
        "Bacon",
        "bacon",
        "#bacon",
        "/html/body/form/input",
    );
    native.input_type = "checkbox".into();
    let mut under = cand(0, native.clone());
    under.visible = false;
    assert!(matches!(
        choose(&native, &[under], None),
        Decision::Found { .. }
    ));
}

#[test]
fn the_row_decides_between_look_alikes_never_the_position() {
    let delete_in = |i: u32, row: &str, name: &str| {
        let mut f = fp(
            "button",
            name,
            "",
            &format!("tr:nth-child({i}) > td > button"),
            &format!("/html/body/table/tbody/tr[{i}]/td[4]/button"),
        );
        f.row = row.into();
        cand(i, f)
    };
    let mut target = fp(
        "button",
        "Delete",
        "",
        "tr:nth-child(2) > td > button",
        "/html/body/table/tbody/tr[2]/td[4]/button",
    );
    target.row = "Billing migration".into();
    // The rows moved: the demonstrated row is now third. Same "Delete" everywhere.
    let page = [
        delete_in(1, "Atlas rollout", "Delete"),
        delete_in(2, "Onboarding revamp", "Delete"),
        delete_in(3, "Billing migration", "Delete"),
    ];
    let demonstrated = Row {
        text: "Billing migration",
        bound: false,
    };
    assert!(matches!(
        choose_in_row(&target, &page, None, Some(demonstrated)),
        Decision::Found { index: 3, .. }
    ));
    // Without the demonstrated row on the page, no other row is taken for it.
    assert!(matches!(
        choose_in_row(&target, &page[..2], None, Some(demonstrated)),
        Decision::NotFound { .. }
    ));
    // A row the task chose rules out the others, and a name holding the row's name follows it.
    let chosen = Row {
        text: "Atlas rollout",
        bound: true,
    };
    assert!(matches!(
        choose_in_row(&target, &page, None, Some(chosen)),
        Decision::Found { index: 1, .. }
    ));
    let mut named = target.clone();
    named.name = "Actions for Billing migration".into();
    let named_page = [
        delete_in(1, "Atlas rollout", "Actions for Atlas rollout"),
        delete_in(2, "Billing migration", "Actions for Billing migration"),
    ];
    assert!(matches!(
        choose_in_row(&named, &named_page, None, Some(chosen)),
        Decision::Found { index: 1, .. }
    ));
    // Alone on its page, the "Delete" of another row is still not the one meant…
    assert!(matches!(
        choose_in_row(&target, &page[..1], None, Some(demonstrated)),
        Decision::NotFound { .. }
    ));
    // …while one in no row at all (the page lost its table) is judged on its other marks.
    let mut loose = page[2].clone();
    loose.fingerprint.row.clear();
    assert!(matches!(
        choose_in_row(&target, &[loose], None, Some(demonstrated)),
        Decision::Found { .. }
    ));
}

fn found(d: Decision) -> Option<u32> {
    match d {
        Decision::Found { index, .. } => Some(index),
        _ => None,
    }
}

#[test]
fn a_count_beside_a_name_changes_nothing() {
    let target = fp("checkbox", "Hoka (5)", "", "", "");
    let page = vec![
        cand(0, fp("checkbox", "Brooks (3)", "", "", "")),
        cand(1, fp("checkbox", "Hoka (2)", "", "", "")),
    ];
    assert_eq!(found(choose(&target, &page, None)), Some(1));
    // The bound value is found with its count too.
    assert_eq!(found(choose(&target, &page, Some("Brooks"))), Some(0));
    // Near miss: a count is no name — "Hoka (5)" is not "Asics (5)".
    let page = vec![cand(0, fp("checkbox", "Asics (5)", "", "", ""))];
    assert_eq!(found(choose(&target, &page, None)), None);
}

#[test]
fn a_value_said_as_a_deed_is_the_value() {
    let target = fp("menuitem", "In review", "", "", "");
    let page = vec![
        cand(0, fp("menuitem", "Move to Done", "", "", "")),
        cand(1, fp("menuitem", "Move to In progress", "", "", "")),
        cand(2, fp("menuitem", "Edit", "", "", "")),
    ];
    assert_eq!(found(choose(&target, &page, Some("In progress"))), Some(1));
    // The plain value wins over one said as a deed.
    let page = vec![
        cand(0, fp("menuitem", "Move to In progress", "", "", "")),
        cand(1, fp("menuitem", "In progress", "", "", "")),
    ];
    assert_eq!(found(choose(&target, &page, Some("In progress"))), Some(1));
    // Near misses: the value among other words, or led by words that are no deed.
    let page = vec![
        cand(0, fp("menuitem", "In progress (archived)", "", "", "")),
        cand(1, fp("menuitem", "Not In progress", "", "", "")),
    ];
    assert_eq!(found(choose(&target, &page, Some("In progress"))), None);
}

#[test]
fn a_control_that_lost_its_label_is_known_by_what_it_shows() {
    let mut target = fp(
        "button",
        "Actions for Globex",
        "",
        "",
        "/html/body/ul/li[2]/button",
    );
    target.text = "⋯".into();
    let mut unnamed = fp("button", "", "", "", "/html/body/ul/li[4]/button");
    unnamed.text = "⋯".into();
    let mut share = fp("button", "", "", "", "/html/body/ul/li[4]/a");
    share.text = "↗".into();
    assert_eq!(
        found(choose(
            &target,
            &[cand(0, share.clone()), cand(1, unnamed.clone())],
            None
        )),
        Some(1)
    );
    // Near miss: another label is another control, whatever it shows.
    let mut other = unnamed.clone();
    other.name = "Share Globex".into();
    assert_eq!(
        found(choose(&target, &[cand(0, share), cand(1, other)], None)),
        None
    );
}

#[test]
fn a_click_on_a_tables_data_is_found_by_its_row_and_column() {
    let cell = |text: &str, row: &str, column: &str, x: &str| Fingerprint {
        tag: "span".into(),
        text: text.into(),
        row: row.into(),
        column: column.into(),
        xpath: x.into(),
        ..Default::default()
    };
    let target = cell(
        "kofi.mensah@team.test",
        "Kofi Mensah",
        "Email",
        "/html/body/table/tbody/tr[2]/td[2]/span",
    );
    let page = vec![
        cand(
            0,
            cell(
                "555-0123",
                "Lena Vogel",
                "Phone",
                "/html/body/table/tbody/tr[4]/td[3]/span",
            ),
        ),
        cand(
            1,
            cell(
                "lena.vogel@corp.example",
                "Lena Vogel",
                "Email",
                "/html/body/table/tbody/tr[4]/td[2]/span",
            ),
        ),
        cand(
            2,
            cell(
                "kofi.mensah@team.test",
                "Kofi Mensah",
                "Email",
                "/html/body/table/tbody/tr[1]/td[2]/span",
            ),
        ),
    ];
    let lena = Row {
        text: "Lena Vogel",
        bound: true,
    };
    assert_eq!(
        found(choose_in_row(&target, &page, None, Some(lena))),
        Some(1)
    );
    // Near misses: the row's other column, or no column at all, is not the cell.
    assert_eq!(
        found(choose_in_row(&target, &page[..1], None, Some(lena))),
        None
    );
    let mut headerless = target.clone();
    headerless.column.clear();
    assert_eq!(
        found(choose_in_row(&headerless, &page[..2], None, Some(lena))),
        None
    );
}

#[test]
fn a_name_that_says_its_row_is_read_without_it_and_short_forms_are_the_words() {
    let mut target = fp("button", "Move up", "", "", "");
    target.row = "Office move".into();
    let mut named_after_row = fp("button", "Move Hiring plan up", "", "", "");
    named_after_row.row = "Hiring plan".into();
    let mut other = fp("button", "Move Hiring plan down", "", "", "");
    other.row = "Hiring plan".into();
    let row = Some(Row {
        text: "Hiring plan",
        bound: true,
    });
    assert_eq!(
        found(choose_in_row(
            &target,
            &[cand(0, other.clone()), cand(1, named_after_row)],
            None,
            row
        )),
        Some(1)
    );
    // Near miss: without the row's own "up", "Move … down" is another deed.
    assert_eq!(
        found(choose_in_row(&target, &[cand(0, other)], None, row)),
        None
    );
    // A field labelled "hh" at demonstration and "Hour" now; "mm" is not the hour.
    let hh = fp("spinbutton", "hh", "", "", "");
    let page = vec![
        cand(0, fp("spinbutton", "Minute", "", "", "")),
        cand(1, fp("spinbutton", "Hour", "", "", "")),
    ];
    assert_eq!(found(choose(&hh, &page, None)), Some(1));
    assert_eq!(
        found(choose(&fp("spinbutton", "mm", "", "", ""), &page, None)),
        Some(0)
    );
}

#[test]
fn an_element_picked_by_place_is_the_one_at_that_place_in_a_list_of_the_same_shape() {
    let item = |name: &str, xpath: &str, rank: u32, of: u32| {
        let mut f = fp("link", name, "", "", xpath);
        f.tag = "a".into();
        f.rank = rank;
        f.rank_of = of;
        f
    };
    let target = item("Hoka Ridge 2", "/html/body/main/ol/li[1]/a", 1, 8);
    let page = vec![
        cand(0, item("Home", "/html/body/nav/ul/li[1]/span/a", 1, 4)),
        cand(
            1,
            item("Brooks Tempo 5", "/html/body/main/ol/li[2]/a", 2, 3),
        ),
        cand(
            2,
            item("Mizuno Strider 2", "/html/body/main/ol/li[1]/a", 1, 3),
        ),
        cand(3, item("Asics Comet", "/html/body/main/ol/li[3]/a", 3, 3)),
    ];
    assert_eq!(
        found(choose_for(&target, &page, None, None, Some(1), false)),
        Some(2),
        "whatever the first result says"
    );
    assert_eq!(
        found(choose_for(&target, &page, None, None, Some(-1), false)),
        Some(3)
    );
    // Near misses: no list of that shape has a fifth; two lists of that shape both have a first.
    assert_eq!(
        found(choose_for(&target, &page, None, None, Some(5), false)),
        None
    );
    let mut twice = page.clone();
    twice.push(cand(
        4,
        item("Other", "/html/body/main/ol[2]/li[1]/a", 1, 2),
    ));
    assert!(matches!(
        choose_for(&target, &twice, None, None, Some(1), false),
        Decision::Ambiguous { .. }
    ));
}

#[test]
fn a_field_relabelled_with_another_name_for_the_same_thing_is_found_and_another_field_is_not() {
    let form = |labels: &[&str]| -> Vec<Candidate> {
        labels
            .iter()
            .enumerate()
            .map(|(i, l)| {
                cand(
                    i as u32,
                    fp(
                        "textbox",
                        l,
                        "",
                        "",
                        &format!("/html/body/main/form/div[{}]/input", i + 1),
                    ),
                )
            })
            .collect()
    };
    let street = fp(
        "textbox",
        "Address line 1",
        "",
        "",
        "/html/body/main/form/div[2]/input",
    );
    // Another visit: other labels, another order.
    let page = form(&[
        "Full name",
        "Town or city",
        "Street address",
        "Apartment, suite, etc. (optional)",
        "ZIP / Postal code",
    ]);
    match choose(&street, &page, None) {
        Decision::Found { index, .. } => assert_eq!(index, 2),
        other => panic!("{other:?}"),
    }
    let postcode = fp(
        "textbox",
        "Postal code",
        "",
        "",
        "/html/body/main/form/div[4]/input",
    );
    assert!(matches!(
        choose(&postcode, &page, None),
        Decision::Found { index: 4, .. }
    ));
    // Near misses: the page has no field asking for a street; two fields ask for a phone.
    let no_street = form(&[
        "Full name",
        "Town or city",
        "Apartment, suite, etc. (optional)",
        "ZIP / Postal code",
    ]);
    assert!(matches!(
        choose(&street, &no_street, None),
        Decision::NotFound { .. }
    ));
    let phone = fp(
        "textbox",
        "Mobile",
        "",
        "",
        "/html/body/main/form/div[3]/input",
    );
    let two = form(&["Full name", "Phone number", "Telephone", "Email"]);
    assert!(
        matches!(choose(&phone, &two, None), Decision::Ambiguous { .. }),
        "{:?}",
        choose(&phone, &two, None)
    );
}

#[test]
fn names_that_do_one_deed_to_one_thing_in_other_words_are_alike_and_other_deeds_or_things_are_not()
{
    for (a, b) in [
        ("New contact", "Add contact"),
        ("Create contact", "New contact"),
        ("Add a contact", "Create contact"),
    ] {
        assert!(same_deed(&norm(a), &norm(b)), "{a} / {b}");
    }
    for (a, b) in [
        ("Add contact", "Delete contact"),
        ("Add contact", "Add group"),
        ("Publish post", "Draft post"),
        ("Add contact", "Import contacts"),
    ] {
        assert!(!same_deed(&norm(a), &norm(b)), "{a} / {b}");
    }
    // As a whole: the relabelled opener is found; with "Add group" beside it, still only it.
    let target = fp(
        "button",
        "New contact",
        "",
        "",
        "/html/body/main/div/button[1]",
    );
    let page = vec![
        cand(
            0,
            fp(
                "button",
                "Add group",
                "",
                "",
                "/html/body/main/div/button[1]",
            ),
        ),
        cand(
            1,
            fp(
                "button",
                "Add contact",
                "",
                "",
                "/html/body/main/div/button[2]",
            ),
        ),
        cand(
            2,
            fp(
                "button",
                "Delete contact",
                "",
                "",
                "/html/body/main/div/button[3]",
            ),
        ),
    ];
    assert!(
        matches!(
            choose(&target, &page, None),
            Decision::Found { index: 1, .. }
        ),
        "{:?}",
        choose(&target, &page, None)
    );
    let page = vec![page[0].clone(), page[2].clone()];
    assert!(
        matches!(choose(&target, &page, None), Decision::NotFound { .. }),
        "{:?}",
        choose(&target, &page, None)
    );
}

#[test]
fn a_forms_own_submit_button_under_another_label_is_found_and_never_another_forms_or_another_deed()
{
    let button = |name: &str, form: &str, xpath: &str| {
        let mut f = fp("button", name, "", "", xpath);
        f.submits = form.into();
        f
    };
    let target = button(
        "Save",
        "Personal details",
        "/html/body/main/form/div[3]/button",
    );
    let page = vec![
        cand(
            0,
            button("Search", "Search", "/html/body/header/form/button"),
        ),
        cand(
            1,
            button("Cancel", "", "/html/body/main/form/div[3]/button[1]"),
        ),
        cand(
            2,
            button(
                "Continue",
                "Personal details",
                "/html/body/main/form/div[3]/button[2]",
            ),
        ),
    ];
    assert!(
        matches!(
            choose(&target, &page, None),
            Decision::Found { index: 2, .. }
        ),
        "{:?}",
        choose(&target, &page, None)
    );
    // A control that still says "Save" is still preferred.
    let mut with_save = page.clone();
    with_save.push(cand(3, button("Save", "", "/html/body/main/aside/button")));
    assert!(matches!(
        choose(&target, &with_save, None),
        Decision::Found { index: 3, .. }
    ));
    // Near misses: two buttons submit the form; the one that does is another deed; only
    // another form's button submits.
    let mut two = page.clone();
    two.push(cand(
        3,
        button(
            "Publish",
            "Personal details",
            "/html/body/main/form/div[3]/button[3]",
        ),
    ));
    assert!(
        !matches!(choose(&target, &two, None), Decision::Found { .. }),
        "{:?}",
        choose(&target, &two, None)
    );
    let delete = vec![
        page[0].clone(),
        cand(
            2,
            button(
                "Delete account",
                "Personal details",
                "/html/body/main/form/div[3]/button[2]",
            ),
        ),
    ];
    assert!(!matches!(
        choose(&target, &delete, None),
        Decision::Found { .. }
    ));
    let elsewhere = vec![page[0].clone(), page[1].clone()];
    assert!(!matches!(
        choose(&target, &elsewhere, None),
        Decision::Found { .. }
    ));
}

#[test]
fn a_list_relabelled_between_visits_is_the_one_offering_the_value_chosen_and_two_such_lists_pause()
{
    let list = |index: u32, label: &str, options: &[&str], xpath: &str| {
        let mut f = fp("combobox", label, "", "", xpath);
        f.tag = "select".into();
        f.label = label.into();
        f.options = options.iter().map(|o| o.to_string()).collect();
        cand(index, f)
    };
    let target = list(
        0,
        "Label",
        &["Family", "Friends", "Work"],
        "/html/body/dialog/form/div[3]/select",
    )
    .fingerprint;
    let wanted = Wanted {
        action: Some(crate::model::Action::Select),
        value: Some("Clients".into()),
        ..Wanted::default()
    };
    let page = vec![
        list(
            0,
            "Country",
            &["France", "Japan"],
            "/html/body/dialog/form/div[2]/select",
        ),
        list(
            1,
            "Group",
            &["Clients", "Suppliers", "Book club"],
            "/html/body/dialog/form/div[3]/select",
        ),
    ];
    assert!(
        matches!(
            choose_wanted(&target, &page, &wanted),
            Decision::Found { index: 1, .. }
        ),
        "{:?}",
        choose_wanted(&target, &page, &wanted)
    );
    // Without the value to look for (a click, an old caller), the renamed list is not found.
    assert!(!matches!(
        choose(&target, &page, None),
        Decision::Found { .. }
    ));
    // Near misses: no list offers the value; two lists offer it ("From" and "To").
    let none = Wanted {
        value: Some("Investors".into()),
        ..wanted.clone()
    };
    assert!(matches!(
        choose_wanted(&target, &page, &none),
        Decision::NotFound { .. }
    ));
    let mut two = page.clone();
    two.push(list(
        2,
        "Filter",
        &["All", "Clients", "Work"],
        "/html/body/main/div/select",
    ));
    assert!(
        matches!(
            choose_wanted(&target, &two, &wanted),
            Decision::Ambiguous { .. }
        ),
        "{:?}",
        choose_wanted(&target, &two, &wanted)
    );
}

#[test]
fn buttons_that_keep_what_was_entered_say_the_same_whatever_verb_they_use() {
    for (a, b) in [
        ("Save", "Update notifications"),
        ("Send", "Submit"),
        ("Save preferences", "Update preferences"),
        ("Save", "Apply"),
    ] {
        assert!(same_deed(&norm(a), &norm(b)), "{a} / {b}");
    }
    for (a, b) in [
        ("Save", "Delete"),
        ("Save preferences", "Update avatar"),
        ("Save", "Publish"),
        ("Send", "Cancel"),
    ] {
        assert!(!same_deed(&norm(a), &norm(b)), "{a} / {b}");
    }
    let target = fp(
        "button",
        "Update notifications",
        "",
        "",
        "/html/body/main/div[2]/button",
    );
    let page = vec![
        cand(
            0,
            fp(
                "button",
                "Reset to defaults",
                "",
                "",
                "/html/body/main/div[2]/button[1]",
            ),
        ),
        cand(
            1,
            fp("button", "Save", "", "", "/html/body/main/div[2]/button[2]"),
        ),
    ];
    assert!(
        matches!(
            choose(&target, &page, None),
            Decision::Found { index: 1, .. }
        ),
        "{:?}",
        choose(&target, &page, None)
    );
    let page = vec![
        page[0].clone(),
        cand(
            2,
            fp(
                "button",
                "Delete account",
                "",
                "",
                "/html/body/main/div[2]/button[2]",
            ),
        ),
    ];
    assert!(matches!(
        choose(&target, &page, None),
        Decision::NotFound { .. }
    ));
}

#[test]
fn a_cells_control_named_only_by_its_row_and_column_is_found_where_they_cross() {
    let cell = |index: u32, name: &str, row: &str, column: &str| {
        let mut f = fp(
            "checkbox",
            name,
            "",
            "",
            "/html/body/table/tbody/tr/td/input",
        );
        f.row = row.into();
        f.column = column.into();
        cand(index, f)
    };
    // Demonstrated "Security alerts: SMS"; this run wants Direct messages by Push, on a page
    // that names its boxes otherwise (or not at all).
    let mut target = cell(0, "Security alerts: Push", "Security alerts", "Push").fingerprint;
    target.column = "Push".into();
    let row = Some(Row {
        text: "Direct messages",
        bound: true,
    });
    let page = vec![
        cell(0, "", "Direct messages", "SMS"),
        cell(1, "", "Direct messages", "Push"),
        cell(2, "", "Mentions", "Push"),
    ];
    assert!(matches!(
        choose_for(&target, &page, None, row, None, true),
        Decision::Found { index: 1, .. }
    ));
    let renamed = vec![
        cell(5, "Push for Direct messages", "Direct messages", "Push"),
        cell(6, "Push for Mentions", "Mentions", "Push"),
    ];
    assert!(matches!(
        choose_for(&target, &renamed, None, row, None, true),
        Decision::Found { index: 5, .. }
    ));
    // Near misses: a name that says more than its place ("Mute Security alerts on Push") is
    // still matched by what it says; two boxes in the one cell pause.
    let mut muted = target.clone();
    muted.name = "Mute Security alerts on Push".into();
    assert!(!names_only_its_place(&muted));
    let two = vec![
        cell(1, "", "Direct messages", "Push"),
        cell(7, "", "Direct messages", "Push"),
    ];
    assert!(!matches!(
        choose_for(&target, &two, None, row, None, true),
        Decision::Found { .. }
    ));
}

#[test]
fn a_step_done_to_every_row_of_a_value_takes_each_like_element_in_those_rows_and_none_is_a_refusal()
{
    let tick = |index: u32, row: &str, name: &str| {
        let mut f = fp(
            "checkbox",
            name,
            "",
            "",
            &format!("/html/body/main/ul/li[{}]/input", index + 1),
        );
        f.row = row.into();
        cand(index, f)
    };
    let mut target = tick(0, "Initech HR", "Select").fingerprint;
    target.rank = 1;
    let page = vec![
        tick(0, "Figma", "Select"),
        tick(1, "Airbnb", "Select"),
        tick(2, "Figma", "Select"),
        tick(3, "Figma", "Star"),
        tick(4, "Figma", "Select"),
    ];
    let wanted = Wanted {
        expected_row: Some("Figma".into()),
        row_bound: true,
        ..Wanted::default()
    };
    assert_eq!(choose_each(&target, &page, &wanted), Ok(vec![0, 2, 4]));
    let nobody = Wanted {
        expected_row: Some("Globex".into()),
        ..wanted.clone()
    };
    assert!(choose_each(&target, &page, &nobody).is_err());
    assert!(
        choose_each(&target, &page, &Wanted::default()).is_err(),
        "no row value, no rows"
    );
}

#[test]
fn a_day_is_found_by_the_day_it_says_however_written_and_another_day_never_is() {
    let day = |i: u32, name: &str| {
        cand(
            i,
            fp(
                "button",
                name,
                "",
                &format!("#d{i}"),
                &format!("/html/body/div/button[{}]", i + 1),
            ),
        )
    };
    let target = fp("button", "Wed Oct 7", "", "#d2", "/html/body/div/button[3]");
    let page = vec![
        day(0, "Sun Sep 20"),
        day(1, "Mon Sep 21"),
        day(2, "Tue Sep 22"),
    ];
    match choose(&target, &page, Some("Monday 21 September")) {
        Decision::Found { index, .. } => assert_eq!(index, 1),
        other => panic!("{other:?}"),
    }
    // Near miss: the day the task wants is not shown (another week): no neighbour stands in.
    assert!(
        !matches!(
            choose(&target, &page, Some("Thursday 24 September")),
            Decision::Found { .. }
        ),
        "{:?}",
        choose(&target, &page, Some("Thursday 24 September"))
    );
}

#[test]
fn a_value_in_the_words_the_demonstrated_name_framed_its_own_with_is_the_value() {
    // The seat clicked was "Seat 18F"; the task says only "16E".
    let target = fp("button", "Seat 18F", "", "", "");
    let page = vec![
        cand(0, fp("button", "Seat 16F", "", "", "")),
        cand(1, fp("button", "Seat 16E", "", "", "")),
        cand(2, fp("button", "Seat 17E", "", "", "")),
    ];
    assert_eq!(found(choose(&target, &page, Some("16E"))), Some(1));
    // The frame may close the name too: "Table 6 (window)" for "6" after "Table 2 (window)".
    let target = fp("button", "Table 2 (window)", "", "", "");
    let page = vec![
        cand(0, fp("button", "Table 16 (window)", "", "", "")),
        cand(1, fp("button", "Table 6 (window)", "", "", "")),
    ];
    assert_eq!(found(choose(&target, &page, Some("6"))), Some(1));
    // Near misses: another frame ("Row 16E"), the value among more words ("Seat 16E extra
    // legroom"), and a demonstrated name that had no value beside its frame.
    let target = fp("button", "Seat 18F", "", "", "");
    let page = vec![
        cand(0, fp("button", "Row 16E", "", "", "")),
        cand(1, fp("button", "Seat 16E extra legroom", "", "", "")),
    ];
    assert_eq!(found(choose(&target, &page, Some("16E"))), None);
    let target = fp("button", "Seat", "", "", "");
    let page = vec![cand(0, fp("button", "Seat 16E", "", "", ""))];
    assert_eq!(found(choose(&target, &page, Some("16E"))), None);
}

#[test]
fn a_seat_chosen_by_its_name_brings_its_own_row_and_column() {
    // The seat clicked was 18F (row 18, column F); each seat also wears a class of its own.
    let seat = |name: &str, row: &str, column: &str, icon: &str| Fingerprint {
        tag: "button".into(),
        role: "button".into(),
        name: name.into(),
        input_type: "button".into(),
        icon: icon.into(),
        row: row.into(),
        column: column.into(),
        ..Default::default()
    };
    let target = seat("Seat 18F", "18", "F", "seat");
    let page = vec![
        cand(0, seat("Seat 10F", "10", "F", "coxif seat")),
        cand(1, seat("Seat 16E", "16", "E", "sjbgz seat")),
        cand(2, seat("Seat 16F", "16", "F", "tmqwe seat")),
    ];
    assert_eq!(found(choose(&target, &page, Some("16E"))), Some(1));
    assert_eq!(found(choose(&target, &page, Some("Seat 16F"))), Some(2));
    // Near miss: a seat the page lacks is none of the others, whatever their column.
    assert_eq!(found(choose(&target, &page, Some("17F"))), None);
    // Near miss: a control whose name does not say its column ("Yes" in the Email column)
    // still looks in the demonstrated column.
    let target = seat("Yes", "Newsletter", "Email", "");
    let page = vec![
        cand(0, seat("Yes", "Newsletter", "SMS", "")),
        cand(1, seat("Yes", "Newsletter", "Email", "")),
    ];
    assert_eq!(found(choose(&target, &page, Some("Yes"))), Some(1));
}

#[test]
fn a_row_is_found_by_any_of_its_cells_said_whole() {
    let button = |row: &str, cells: &[&str]| Fingerprint {
        row: row.into(),
        row_cells: cells.iter().map(|c| c.to_string()).collect(),
        ..fp("button", "Suspend", "", "", "")
    };
    let target = button("Chen Wei", &["chen.wei@example.com", "Admin"]);
    let page = vec![
        cand(0, button("Ana Lima", &["ana.lima@example.com", "Editor"])),
        cand(
            1,
            button("Julia Costa", &["julia.costa@example.com", "Admin"]),
        ),
    ];
    let row = Some(Row {
        text: "julia.costa@example.com",
        bound: true,
    });
    assert_eq!(found(choose_in_row(&target, &page, None, row)), Some(1));
    // Near misses: part of a cell names no row, and a value every row shares is a tie.
    let row = Some(Row {
        text: "julia.costa",
        bound: true,
    });
    assert_eq!(found(choose_in_row(&target, &page, None, row)), None);
    let page = vec![
        cand(0, button("Ana Lima", &["Admin"])),
        cand(1, button("Julia Costa", &["Admin"])),
    ];
    let row = Some(Row {
        text: "Admin",
        bound: true,
    });
    assert_eq!(found(choose_in_row(&target, &page, None, row)), None);
}

#[test]
fn a_name_is_the_option_that_adds_its_code_in_brackets() {
    let target = fp("option", "Porto (OPO)", "", "", "");
    let page = vec![
        cand(0, fp("option", "Ljubljana (LJU)", "", "", "")),
        cand(1, fp("option", "Lyon (LYS)", "", "", "")),
    ];
    assert_eq!(found(choose(&target, &page, Some("Ljubljana"))), Some(0));
    assert_eq!(found(choose(&target, &page, Some("Lyon (LYS)"))), Some(1));
    // … and so is its code ("Flights LYS → BER").
    assert_eq!(found(choose(&target, &page, Some("LYS"))), Some(1));
    // Near misses: a name the options only begin with, words in brackets that are no code, and
    // a code in other letters' case.
    assert_eq!(found(choose(&target, &page, Some("lys"))), None);
    assert_eq!(found(choose(&target, &page, Some("Ljub"))), None);
    let page = vec![cand(0, fp("option", "Lyon (old town)", "", "", ""))];
    assert_eq!(found(choose(&target, &page, Some("Lyon"))), None);
}

#[test]
fn an_option_that_opens_with_its_code_is_found_by_its_code_or_its_name_in_the_plural() {
    let target = fp("option", "JPY — Japanese yen", "", "", "");
    let page = vec![
        cand(0, fp("option", "INR — Indian rupee", "", "", "")),
        cand(1, fp("option", "IDR — Indonesian rupiah", "", "", "")),
        cand(2, fp("option", "GBP — British pound", "", "", "")),
    ];
    assert_eq!(
        found(choose(&target, &page, Some("Indian rupees"))),
        Some(0)
    );
    assert_eq!(
        found(choose(&target, &page, Some("British pound"))),
        Some(2)
    );
    assert_eq!(found(choose(&target, &page, Some("IDR"))), Some(1));
    // Near misses: a word of the name, a name the option only begins with, another code.
    assert_eq!(found(choose(&target, &page, Some("rupees"))), None);
    assert_eq!(found(choose(&target, &page, Some("British"))), None);
    assert_eq!(found(choose(&target, &page, Some("USD"))), None);
}

#[test]
fn a_link_that_shows_its_rows_data_is_found_in_the_row_the_task_names() {
    // A ticket's subject as the link to it, in the Subject column; the task names the ticket's
    // number, a cell of another row.
    let link = |i: u32, number: &str, subject: &str, data: bool| {
        let mut f = fp(
            "link",
            subject,
            "",
            "td > a",
            &format!("/html/body/table/tbody/tr[{i}]/td[2]/a"),
        );
        f.tag = "a".into();
        f.text = subject.into();
        f.row = number.into();
        f.column = "Subject".into();
        f.row_data = data;
        cand(i, f)
    };
    let target = link(2, "#7737", "Invoice shows the wrong VAT number", true).fingerprint;
    let page = [
        link(1, "#5090", "Parcel marked delivered but missing", true),
        link(2, "#6981", "Change the email on my account", true),
    ];
    let chosen = Row {
        text: "#5090",
        bound: true,
    };
    assert_eq!(
        found(choose_in_row(&target, &page, None, Some(chosen))),
        Some(1)
    );
    // … also where the table's header is drawn apart and no column is known.
    let mut bare = target.clone();
    bare.column.clear();
    let page_bare = page.clone().map(|mut c| {
        c.fingerprint.column.clear();
        c
    });
    assert_eq!(
        found(choose_in_row(&bare, &page_bare, None, Some(chosen))),
        Some(1)
    );
    // Near miss: a control every row repeats is still known by what it says ("Edit" is not
    // "Delete" in the chosen row).
    let mut control = target.clone();
    control.name = "Edit".into();
    control.text = "Edit".into();
    control.row_data = false;
    control.column = "Actions".into();
    let buttons = [
        link(1, "#5090", "Delete", false),
        link(2, "#6981", "Edit", false),
    ]
    .map(|mut c| {
        c.fingerprint.column = "Actions".into();
        c
    });
    assert_eq!(
        found(choose_in_row(&control, &buttons, None, Some(chosen))),
        None
    );
}

#[test]
fn a_row_value_that_says_more_than_a_rows_name_needs_the_rest_in_that_rows_cells() {
    let reserve_in = |i: u32, model: &str, street: &str| {
        let mut f = fp(
            "button",
            "Reserve",
            "",
            &format!("li:nth-child({i}) > button"),
            &format!("/html/body/ul/li[{i}]/button"),
        );
        f.row = model.into();
        f.row_cells = vec![model.into(), street.into()];
        cand(i, f)
    };
    let mut target = fp(
        "button",
        "Reserve",
        "",
        "li:nth-child(1) > button",
        "/html/body/ul/li[1]/button",
    );
    target.row = "Ford Fiesta".into();
    // Two Nissan Leafs: the one on Rope Walk is meant, whatever its place.
    let page = [
        reserve_in(1, "Nissan Leaf", "Canal Street"),
        reserve_in(2, "Ford Fiesta", "Kingsley Avenue"),
        reserve_in(3, "Nissan Leaf", "Rope Walk"),
    ];
    let bound = |text| Row { text, bound: true };
    assert!(matches!(
        choose_in_row(
            &target,
            &page,
            None,
            Some(bound("Nissan Leaf on Rope Walk"))
        ),
        Decision::Found { index: 3, .. }
    ));
    // Near miss: a street no row of that name stands on is no row at all (never the first
    // Nissan Leaf because its name is said).
    assert!(!matches!(
        choose_in_row(
            &target,
            &page,
            None,
            Some(bound("Nissan Leaf on Mill Lane"))
        ),
        Decision::Found { .. }
    ));
}

#[test]
fn a_choice_whose_value_names_nothing_here_is_the_one_element_the_task_names() {
    // (Elements of one group: the menu, fieldset or navigation that names them.)
    let in_group = |mut f: Fingerprint, group: &str| {
        f.context_label = group.into();
        f
    };
    let item = |i: u32, name: &str| {
        let xpath = format!("/html/body/ul/li[{}]", i + 1);
        cand(i, in_group(fp("menuitem", name, "", "", &xpath), "Account"))
    };
    let target = item(0, "Documents").fingerprint;
    let page = vec![
        item(0, "Personal details"),
        item(1, "My policies"),
        item(2, "Payments"),
        item(3, "Documents"),
    ];
    let wanted = |value: &str, task: &str| Wanted {
        action: Some(crate::model::Action::Click),
        expected_name: Some(value.into()),
        task: Some(task.into()),
        ..Wanted::default()
    };
    // The value read from the task was the site's name; the task names one item whole.
    let task = "Could you open my policies from my account on the Bluefield site?";
    assert_eq!(
        found(choose_wanted(&target, &page, &wanted("Bluefield", task))),
        Some(1)
    );
    // A plural said for a singular name.
    let page2 = vec![item(0, "Document"), item(1, "Payment")];
    assert_eq!(
        found(choose_wanted(
            &target,
            &page2,
            &wanted("the insurance site", "open my payments please")
        )),
        Some(1)
    );
    // Of names inside one another, the longer the task says.
    let links = |i: u32, name: &str| {
        let xpath = format!("/html/body/a[{}]", i + 1);
        cand(
            i,
            in_group(fp("link", name, "", "", &xpath), "Garden tools"),
        )
    };
    let tools = vec![
        links(0, "Hedge trimmer"),
        links(1, "Cordless hedge trimmer"),
        links(2, "Leaf blower"),
    ];
    let link_target = links(0, "Leaf blower").fingerprint;
    assert_eq!(
        found(choose_wanted(
            &link_target,
            &tools,
            &wanted("neighbour", "borrow the cordless hedge trimmer")
        )),
        Some(1)
    );
    assert_eq!(
        found(choose_wanted(
            &link_target,
            &tools,
            &wanted("neighbour", "borrow the hedge trimmer")
        )),
        Some(0)
    );
    // An element another slot of the run holds is that step's choice, not this one's: "new chain"
    // is the other box's value, and the wheel truing the task words its own way names nothing.
    let boxes = |i: u32, name: &str| {
        let xpath = format!("/html/body/fieldset/label[{}]/input", i + 1);
        cand(i, in_group(fp("checkbox", name, "", "", &xpath), "Extras"))
    };
    let extras = vec![
        boxes(0, "New chain"),
        boxes(1, "Wheel true"),
        boxes(2, "Bar tape"),
    ];
    let task = "Please also get the wheels trued and a new chain, then continue.";
    let mut second = wanted("then", task);
    assert_eq!(
        found(choose_wanted(&extras[0].fingerprint, &extras, &second)),
        Some(0)
    );
    second.taken = vec!["new chain".into()];
    assert_eq!(
        found(choose_wanted(&extras[0].fingerprint, &extras, &second)),
        None
    );
    // Near misses: two items named; none named; another kind of element named; without the task.
    assert_eq!(
        found(choose_wanted(
            &target,
            &page,
            &wanted("Bluefield", "open payments or my policies")
        )),
        None
    );
    assert_eq!(
        found(choose_wanted(
            &target,
            &page,
            &wanted("Bluefield", "open my claims")
        )),
        None
    );
    let mixed = vec![
        item(0, "Documents"),
        cand(1, fp("button", "Payments", "", "", "/html/body/button")),
    ];
    assert_eq!(
        found(choose_wanted(
            &target,
            &mixed,
            &wanted("Bluefield", "open payments")
        )),
        None
    );
    // A link under another heading of the same guide: the guide's sections are lists built
    // alike. A name said only inside a section's name ("Visit" in "the Plan your visit part")
    // is not said.
    let guide = |i: u32, section: u32, name: &str, heading: &str| {
        let xpath = format!("/html/body/main/section[{section}]/ul/li[{}]/a", i + 1);
        cand(i, in_group(fp("link", name, "", "", &xpath), heading))
    };
    let sections = vec![
        guide(0, 1, "Long-distance trails", "Walks and trails"),
        guide(1, 1, "Easy walks", "Walks and trails"),
        guide(2, 2, "Opening times", "Plan your visit"),
        guide(3, 2, "Car parks", "Plan your visit"),
        guide(4, 3, "Visit", "Around the park"),
        guide(5, 3, "Wildlife", "Around the park"),
    ];
    let trail = sections[0].fingerprint.clone();
    let task = "Could you look at the park's opening times page? It's in the Plan your visit part.";
    assert_eq!(
        found(choose_wanted(&trail, &sections, &wanted("the park", task))),
        Some(2)
    );
    // Sections the page does not name to the element (each link in its own list item): the
    // links built alike are the list.
    let item = |i: u32, section: u32, n: u32, name: &str| {
        let xpath = format!("/html/body/main/section[{section}]/ul/li[{n}]/a");
        cand(i, fp("link", name, "", "", &xpath))
    };
    let unnamed = vec![
        item(0, 1, 1, "Long-distance trails"),
        item(1, 1, 2, "Easy walks"),
        item(2, 2, 1, "Campsites"),
        item(3, 2, 2, "Car parks"),
        cand(4, fp("link", "Home", "", "", "/html/body/header/nav/a[1]")),
    ];
    let first = unnamed[0].fingerprint.clone();
    assert_eq!(
        found(choose_wanted(
            &first,
            &unnamed,
            &wanted(
                "national park website",
                "Hey, open the campsites page on the national park website."
            )
        )),
        Some(2)
    );
    // Near misses: a link built otherwise (the header's), and none said.
    assert_eq!(
        found(choose_wanted(
            &first,
            &unnamed,
            &wanted("x", "go back home")
        )),
        None
    );
    assert_eq!(
        found(choose_wanted(
            &first,
            &unnamed,
            &wanted("x", "open the shop")
        )),
        None
    );
    // Near misses: only the section's name said; two sections' links said; a header link built
    // otherwise.
    assert_eq!(
        found(choose_wanted(
            &trail,
            &sections,
            &wanted("the park", "Open the Plan your visit part")
        )),
        None
    );
    assert_eq!(
        found(choose_wanted(
            &trail,
            &sections,
            &wanted("x", "open car parks or wildlife")
        )),
        None
    );
    let mut header = sections.clone();
    header.push(cand(
        6,
        in_group(
            fp("link", "Shop", "", "", "/html/body/header/nav/a[1]"),
            "Site",
        ),
    ));
    header.push(cand(
        7,
        in_group(
            fp("link", "Donate", "", "", "/html/body/header/nav/a[2]"),
            "Site",
        ),
    ));
    assert_eq!(
        found(choose_wanted(
            &trail,
            &header,
            &wanted("x", "open the shop page")
        )),
        None
    );
    // Near miss: an element of the same kind in another group (a "Private" toggle beside a
    // palette) is no choice of this one; nor is anything when the target is in no named group.
    let swatch = |i: u32, name: &str, group: &str| {
        let xpath = format!("/html/body/div/button[{}]", i + 1);
        cand(i, in_group(fp("button", name, "", "", &xpath), group))
    };
    let palette = vec![
        swatch(0, "Blue", "Colour"),
        swatch(1, "Purple", "Colour"),
        swatch(2, "Private", "Visibility"),
    ];
    let blue = palette[0].fingerprint.clone();
    let task = "Create a private label called 'x' with the colour Magenta";
    assert_eq!(
        found(choose_wanted(&blue, &palette, &wanted("Magenta", task))),
        None
    );
    // Unnamed groups: siblings in one element are a group; an element elsewhere is not.
    let unnamed = |i: u32, name: &str, xpath: &str| cand(i, fp("menuitem", name, "", "", xpath));
    let menu = vec![
        unnamed(0, "Documents", "/html/body/div[2]/ul/li[1]"),
        unnamed(1, "My policies", "/html/body/div[2]/ul/li[2]"),
        unnamed(2, "Payments", "/html/body/div[3]/ul/li[1]"),
    ];
    // (The demonstrated item's path was another page's: the group is where the page's most
    // alike item stands.)
    let lone = unnamed(9, "Documents", "/html/body/main/nav/ul/li[4]").fingerprint;
    let task = "Could you open my policies?";
    assert_eq!(
        found(choose_wanted(&lone, &menu, &wanted("Bluefield", task))),
        Some(1)
    );
    let task = "Could you open my payments?";
    assert_eq!(
        found(choose_wanted(&lone, &menu, &wanted("Bluefield", task))),
        None
    );
    let no_task = Wanted {
        task: None,
        ..wanted("Bluefield", "")
    };
    assert_eq!(found(choose_wanted(&target, &page, &no_task)), None);
    // A value that names an element keeps it, whatever else the task says.
    assert_eq!(
        found(choose_wanted(
            &target,
            &page,
            &wanted("Payments", "open payments, not my policies")
        )),
        Some(2)
    );
}

#[test]
fn a_row_named_by_several_cells_is_the_row_showing_them_all() {
    let book = |cells: &[&str]| Fingerprint {
        row_cells: cells.iter().map(|c| c.to_string()).collect(),
        ..fp("button", "Book", "", "", "")
    };
    let target = book(&["Spin", "Monday", "09:15"]);
    let page = vec![
        cand(0, book(&["Boxfit", "Monday", "10:30"])),
        cand(1, book(&["Stretch and tone", "Monday", "09:15"])),
        cand(2, book(&["Stretch and tone", "Wednesday", "09:15"])),
    ];
    let wanted = |class: &str, time: &str| Wanted {
        action: Some(crate::model::Action::Click),
        expected_row: Some("Monday".into()),
        row_bound: true,
        row_also: vec![class.into(), time.into()],
        ..Wanted::default()
    };
    assert_eq!(
        found(choose_wanted(
            &target,
            &page,
            &wanted("Stretch and tone", "09:15")
        )),
        Some(1)
    );
    // Near misses: no Monday row shows that class and time (a pause, not Monday's first row);
    // without the other cells, Monday alone is two rows and a refusal.
    assert_eq!(
        found(choose_wanted(
            &target,
            &page,
            &wanted("Aqua zumba", "19:30")
        )),
        None
    );
    let day_only = Wanted {
        row_also: Vec::new(),
        ..wanted("", "")
    };
    assert_eq!(found(choose_wanted(&target, &page, &day_only)), None);
}

#[test]
fn a_select_button_named_by_its_label_and_the_value_it_shows_is_found_by_its_label() {
    // `aria-labelledby="label button"`: the name is the label and the value shown now, which
    // changes from visit to visit; the step (a slot of which list to open) names the label.
    let select = |i: u32, label: &str, shown: &str| {
        let mut f = fp(
            "button",
            &format!("{label} {shown}"),
            "",
            "",
            &format!("//*[@id=\"x{i}\"]"),
        );
        f.text = shown.into();
        cand(i, f)
    };
    let page = vec![
        select(0, "First choice", "Northcote Hall"),
        select(1, "Second choice", "No preference"),
    ];
    let mut target = fp("button", "First choice", "", "", "//*[@id=\"old\"]");
    target.text = String::new();
    assert_eq!(
        found(choose(&target, &page, Some("Second choice"))),
        Some(1)
    );
    assert_eq!(found(choose(&target, &page, Some("First choice"))), Some(0));
    // A value read from the task that names no button: the button whose label the task says.
    let wanted = |value: &str, task: &str| Wanted {
        action: Some(crate::model::Action::Click),
        expected_name: Some(value.into()),
        task: Some(task.into()),
        ..Wanted::default()
    };
    let task =
        "My second choice of hall says Priory Court at the moment. It should say Larch Hall.";
    assert_eq!(
        found(choose_wanted(
            &target,
            &page,
            &wanted("should say Larch Hall", task)
        )),
        Some(1)
    );
    // Near misses: a label no button has; a name that merely ends in letters of its text.
    assert_eq!(found(choose(&target, &page, Some("Third choice"))), None);
    let mut bell = fp("button", "Notifications", "", "", "//*[@id=\"n\"]");
    bell.text = "ions".into();
    assert_eq!(
        found(choose(&target, &[cand(0, bell)], Some("Notificat"))),
        None
    );
}

#[test]
fn an_opener_the_task_names_no_sibling_of_is_the_demonstrated_one() {
    // The header's icon buttons: the apps grid is named on some visits only.
    let icon = |i: u32, name: &str, css: &str| {
        let mut f = fp(
            "button",
            name,
            "",
            css,
            &format!("/html/body/header/button[{}]", i + 1),
        );
        f.text = String::new();
        f.icon = css.rsplit('.').next().unwrap_or("").into();
        cand(i, f)
    };
    let mut target = fp(
        "button",
        "Apps",
        "",
        "header > button.apps12",
        "/html/body/header/button[1]",
    );
    target.text = String::new();
    target.icon = "apps12".into();
    let page = vec![
        icon(0, "", "header > button.apps12"),
        icon(1, "Notifications", "header > button.bell12"),
        icon(2, "Account", "header > button.me12"),
    ];
    let wanted = |opener: bool| Wanted {
        action: Some(crate::model::Action::Click),
        expected_name: Some("open".into()),
        task: Some("Hey, open IT help on MyNorthgate.".into()),
        opener,
        ..Wanted::default()
    };
    assert_eq!(found(choose_wanted(&target, &page, &wanted(true))), Some(0));
    // Near misses: a choice that opens nothing; a task naming another opener ("notifications")
    // takes that one; no element like the demonstrated one.
    assert_eq!(found(choose_wanted(&target, &page, &wanted(false))), None);
    let mut other = wanted(true);
    other.task = Some("Open my notifications and read the first".into());
    assert_eq!(found(choose_wanted(&target, &page, &other)), Some(1));
    let unnamed_bell = vec![icon(1, "", "header > button.bell12")];
    assert_eq!(
        found(choose_wanted(&target, &unnamed_bell, &wanted(true))),
        None
    );
    let elsewhere = vec![icon(1, "Notifications", "header > button.bell12")];
    assert_eq!(
        found(choose_wanted(&target, &elsewhere, &wanted(true))),
        None
    );
}

#[test]
fn a_choice_named_by_the_code_its_name_opens_with_is_the_one_opening_with_that_code() {
    let link = |name: &str, n: u32| {
        let mut f = fp(
            "link",
            name,
            "",
            &format!("a.r{n}"),
            &format!("/html/body/ul/li[{n}]/a"),
        );
        f.tag = "a".into();
        f.text = name.into();
        f
    };
    let target = link("X6 Carrow – Oakhampstead (express)", 3);
    let page: Vec<Candidate> = [
        "55 Carrow – Tiverstone",
        "118 Carrow – Brenton",
        "11 Matford – City Centre",
        "X9 Carrow – Seacombe (express)",
    ]
    .iter()
    .enumerate()
    .map(|(i, n)| cand(i as u32, link(n, i as u32 + 1)))
    .collect();
    let want = |v: &str| Wanted {
        action: Some(crate::model::Action::Click),
        expected_name: Some(v.into()),
        ..Wanted::default()
    };
    assert_eq!(found(choose_wanted(&target, &page, &want("118"))), Some(1));
    assert_eq!(found(choose_wanted(&target, &page, &want("x9"))), Some(3));
    // Near misses: a code no name opens with ("1", "X6"), and a demonstrated name that opened
    // with a word (the code is then no way to name it).
    assert_eq!(by_leading_code(&target, &page, "1"), None);
    assert_eq!(by_leading_code(&target, &page, "X6"), None);
    let worded = link("Carrow – Oakhampstead X6", 3);
    assert_eq!(by_leading_code(&worded, &page, "118"), None);
}

#[test]
fn a_contents_link_is_found_by_its_title_without_its_outline_number() {
    let link = |name: &str, i: u32| {
        let mut f = fp(
            "link",
            name,
            "",
            "",
            &format!("/html/body/nav/ol/li[{i}]/a"),
        );
        f.tag = "a".into();
        f.text = name.into();
        f
    };
    let target = link("4.4 Topping up the pressure", 14);
    let page = vec![
        cand(0, link("5.3 Fault codes E10 to E28", 17)),
        cand(1, link("5.4 Fault codes E1 to E9", 18)),
        cand(2, link("Fault codes E1 to E9 (video)", 19)),
        cand(3, link("4.4 Topping up the pressure", 14)),
    ];
    match choose(&target, &page, Some("Fault codes E1 to E9")) {
        Decision::Found { index, .. } => assert_eq!(index, 1),
        other => panic!("{other:?}"),
    }
    // Near miss: a value with a number of its own that the page gives another title is
    // judged whole — never the other section of that title.
    let renumbered = vec![
        cand(0, link("4.1 Topping up the pressure", 11)),
        cand(1, link("4.3 Checking the pressure", 13)),
    ];
    assert!(
        !matches!(
            choose(&target, &renumbered, Some("4.1 Checking the pressure")),
            Decision::Found { index: 1, .. }
        ),
        "a numbered value is not matched by its title alone"
    );
    assert_eq!(without_numbering("12. Appendix"), Some("Appendix"));
    assert_eq!(without_numbering("2) Billing"), Some("Billing"));
    assert_eq!(without_numbering("2027 Annual report"), None);
    assert_eq!(without_numbering("4.4"), None);
}

#[test]
fn a_header_link_the_task_names_is_no_item_of_the_list_the_person_chose_in() {
    let link = |i: u32, name: &str, xpath: &str| {
        let mut f = fp("link", name, "", "", xpath);
        f.tag = "a".into();
        f.text = name.into();
        cand(i, f)
    };
    let mut target = link(9, "Fracture clinic", "//*[@id=\"bones\"]/ul/li[1]/a").fingerprint;
    target.options = vec![
        "Fracture clinic".into(),
        "Rheumatology".into(),
        "Orthopaedics".into(),
    ];
    let page = vec![
        link(0, "Services", "/html/body/header/nav/a[2]"),
        link(1, "Cardiac rehabilitation", "//*[@id=\"heart\"]/ul/li[2]/a"),
        link(2, "Fracture clinic", "//*[@id=\"bones\"]/ul/li[1]/a"),
    ];
    let wanted = |value: &str, task: &str| Wanted {
        action: Some(crate::model::Action::Click),
        expected_name: Some(value.into()),
        task: Some(task.into()),
        ..Wanted::default()
    };
    // The value read from the task was junk, and the task names the header's "Services" whole:
    // that link is no choice of the services list.
    let task =
        "I need the page for rehab after a heart attack. Please open it from the services A to Z.";
    assert_eq!(
        found(choose_wanted(
            &target,
            &page,
            &wanted("open it from the services A to Z", task)
        )),
        None
    );
    // Near miss: a task naming one of the lists' items whole still finds it.
    let task = "Please open cardiac rehabilitation from the services A to Z.";
    assert_eq!(
        found(choose_wanted(
            &target,
            &page,
            &wanted("the services A to Z", task)
        )),
        Some(1)
    );
}
