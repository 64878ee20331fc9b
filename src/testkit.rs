//! Builders for tests: fingerprints, events and a realistic demonstration of the issue
//! tracker's new-issue flow (login, open form, fill, choose, submit).

use crate::model::*;
use crate::recording::{add_event, new_recording};

pub const TRACKER: &str = "http://tracker.test:8080";

pub fn field(role: &str, label: &str, css: &str, url: &str) -> Fingerprint {
    Fingerprint {
        tag: match role {
            "combobox" => "select".into(),
            "button" | "link" => "button".into(),
            _ => "input".into(),
        },
        role: role.into(),
        name: label.into(),
        label: label.into(),
        css: css.into(),
        xpath: format!("//*[@id='{}']", css.trim_start_matches('#')),
        url: url.into(),
        title: "Tracker".into(),
        ..Default::default()
    }
}

pub fn ev(kind: EventKind, target: Fingerprint, value: Option<&str>, time: f64) -> RawEvent {
    RawEvent {
        kind,
        time,
        value: value.map(str::to_string),
        option_value: None,
        secret: false,
        checked: None,
        nav: None,
        url: None,
        title: None,
        tab_id: Some(1),
        source_tab_id: None,
        target: Some(target),
        options: Vec::new(),
        effect: None,
    }
}

pub fn nav(url: &str, title: &str, kind: NavKind, time: f64) -> RawEvent {
    RawEvent {
        kind: EventKind::Navigate,
        time,
        value: None,
        option_value: None,
        secret: false,
        checked: None,
        nav: Some(kind),
        url: Some(url.into()),
        title: Some(title.into()),
        tab_id: Some(1),
        source_tab_id: None,
        target: None,
        options: Vec::new(),
        effect: None,
    }
}

/// Types `text` one character at a time, as a person does.
pub fn type_into(rec: &mut Recording, target: &Fingerprint, text: &str, t: &mut f64) {
    let mut typed = String::new();
    for c in text.chars() {
        typed.push(c);
        *t += 50.0;
        add_event(rec, ev(EventKind::Input, target.clone(), Some(&typed), *t)).unwrap();
    }
}

pub fn click(rec: &mut Recording, target: Fingerprint, t: &mut f64) {
    *t += 300.0;
    add_event(rec, ev(EventKind::Click, target, None, *t)).unwrap();
}

pub fn option(name: &str, owner: &str, url: &str) -> Fingerprint {
    Fingerprint {
        tag: "li".into(),
        role: "option".into(),
        name: name.into(),
        text: name.into(),
        context_label: owner.into(),
        css: format!("#opt-{}", name.replace(' ', "-")),
        url: url.into(),
        title: "New issue · Tracker".into(),
        ..Default::default()
    }
}

/// Sign in, open "New issue", fill title/description, pick assignee and milestone, submit.
pub fn tracker_demo(title: &str, description: &str) -> Recording {
    let login = format!("{TRACKER}/login.html");
    let index = format!("{TRACKER}/index.html");
    let new = format!("{TRACKER}/new.html");
    let mut rec = new_recording("rec-1", title, description, 1000.0);
    let mut t = 1000.0;
    add_event(
        &mut rec,
        nav(&login, "Sign in · Tracker", NavKind::Start, t),
    )
    .unwrap();
    type_into(
        &mut rec,
        &field("textbox", "Username", "#username", &login),
        "ana",
        &mut t,
    );
    let mut pw = field("textbox", "Password", "#password", &login);
    pw.input_type = "password".into();
    for _ in 0..6 {
        t += 40.0;
        let mut e = ev(EventKind::Input, pw.clone(), None, t);
        e.secret = true;
        add_event(&mut rec, e).unwrap();
    }
    click(
        &mut rec,
        field("button", "Sign in", "#sign-in", &login),
        &mut t,
    );
    add_event(
        &mut rec,
        ev(
            EventKind::Submit,
            field("form", "Sign in", "form", &login),
            None,
            t + 1.0,
        ),
    )
    .unwrap();
    add_event(
        &mut rec,
        nav(&index, "Issues · Tracker", NavKind::FormSubmit, t + 100.0),
    )
    .unwrap();
    let mut new_link = field("link", "New issue", "#new-issue", &index);
    new_link.tag = "a".into();
    click(&mut rec, new_link, &mut t);
    add_event(
        &mut rec,
        nav(&new, "New issue · Tracker", NavKind::Link, t + 100.0),
    )
    .unwrap();
    let title_field = field("textbox", "Title", "#title", &new);
    click(&mut rec, title_field.clone(), &mut t);
    type_into(&mut rec, &title_field, "Login broken", &mut t);
    type_into(
        &mut rec,
        &field("textbox", "Description", "#description", &new),
        "Users cannot sign in",
        &mut t,
    );
    t += 200.0;
    let mut e = ev(
        EventKind::Select,
        field("combobox", "Assignee", "#assignee", &new),
        Some("Ana"),
        t,
    );
    e.option_value = Some("ana".into());
    e.options = ["Unassigned", "Ana", "Bo", "Chen", "Dana"]
        .map(String::from)
        .to_vec();
    add_event(&mut rec, e).unwrap();
    let mut combo = field("combobox", "Milestone", "#milestone", &new);
    combo.tag = "div".into();
    click(&mut rec, combo, &mut t);
    click(&mut rec, option("Q1 2025", "Milestone", &new), &mut t);
    click(
        &mut rec,
        field("button", "Create issue", "#create", &new),
        &mut t,
    );
    add_event(
        &mut rec,
        ev(
            EventKind::Submit,
            field("form", "New issue", "#new-issue-form", &new),
            None,
            t + 1.0,
        ),
    )
    .unwrap();
    add_event(
        &mut rec,
        nav(
            &format!("{TRACKER}/created.html?id=7"),
            "Issue #7 · Tracker",
            NavKind::FormSubmit,
            t + 200.0,
        ),
    )
    .unwrap();
    rec
}

/// "Move Elif to the Finance department": one click on the option Finance among the
/// Department list's four, recorded (distil it for the procedure with a department slot).
pub fn department_choice_demo() -> Recording {
    let url = "http://people.test/";
    let mut rec = new_recording("r", "Move Elif to the Finance department", "", 0.0);
    add_event(&mut rec, nav(url, "People", NavKind::Start, 0.0)).unwrap();
    let mut choice = field("option", "Finance", "#finance", url);
    choice.tag = "li".into();
    choice.context_label = "Department".into();
    choice.options = ["Engineering", "Finance", "Legal", "Sales"]
        .map(String::from)
        .to_vec();
    add_event(&mut rec, ev(EventKind::Click, choice, None, 10.0)).unwrap();
    rec
}
