//! Steps in words a person or a model can act on: role and accessible name, never raw XPaths.
//! Page-derived text goes through the caller's `quote`, so the side panel can show it plainly
//! while the context block escapes it.

use crate::model::{Action, Fingerprint, NavKind, Step};

/// The best human handle for an element: accessible name, then label, text, placeholder, test id.
pub fn element_name(fp: &Fingerprint) -> &str {
    [
        &fp.name,
        &fp.label,
        &fp.text,
        &fp.placeholder,
        &fp.test_id,
        &fp.name_attr,
        &fp.id,
    ]
    .into_iter()
    .map(|s| s.trim())
    .find(|s| !s.is_empty())
    .unwrap_or("")
}

/// "the button “Sign in”", "the textbox “Title” in frame 1 inside a shadow root".
pub fn element_phrase(fp: &Fingerprint, quote: &dyn Fn(&str) -> String) -> String {
    // Role and tag are page-supplied: only plain words are shown (the core also refuses others
    // on the way in, but an imported or old value goes through here too).
    let role = [fp.role.as_str(), fp.tag.as_str()]
        .into_iter()
        .find(|w| !w.is_empty() && crate::recording::is_plain_word(w))
        .unwrap_or("element");
    let name = element_name(fp);
    let mut phrase = if name.is_empty() {
        format!("the {role}")
    } else {
        format!("the {role} {}", quote(name))
    };
    if !fp.context_label.is_empty()
        && matches!(
            role,
            "option" | "menuitem" | "menuitemradio" | "radio" | "tab"
        )
    {
        phrase.push_str(&format!(" of {}", quote(&fp.context_label)));
    }
    if !fp.frame_path.is_empty() {
        phrase.push_str(&format!(" in frame {}", frame_label(&fp.frame_path)));
    }
    if !fp.shadow_hosts.is_empty() {
        phrase.push_str(" inside a shadow root");
    }
    phrase
}

fn frame_label(path: &[u32]) -> String {
    path.iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(".")
}

/// `{name}` for a slot; a name that is not a plain identifier (only possible in a value that
/// bypassed validation) is never echoed.
fn slot_ref(slot: &str) -> String {
    if crate::storage::is_slot_name(slot) {
        format!("{{{slot}}}")
    } else {
        "{value}".to_string()
    }
}

/// The value a step enters: `{slot}` in a procedure, the literal in a recording, never a secret.
fn value_phrase(step: &Step, quote: &dyn Fn(&str) -> String) -> String {
    if let Some(slot) = &step.slot {
        return slot_ref(slot);
    }
    if step.secret {
        return "the secret value".to_string();
    }
    quote(step.value.as_deref().unwrap_or(""))
}

/// What a chosen element is, in words: "link", "menu item", "date" (a calendar's day).
fn chosen_kind(step: &Step) -> &'static str {
    let Some(t) = step.target.as_ref() else {
        return "option";
    };
    let name = element_name(t).trim();
    let day = crate::retrieval::formats::names_a_day(name);
    match t.role.as_str() {
        _ if day => "date",
        "link" => "link",
        "button" => "button",
        "tab" => "tab",
        "menuitem" | "menuitemradio" | "menuitemcheckbox" => "menu item",
        "switch" => "switch",
        "gridcell" | "cell" => "cell",
        "row" => "row",
        "treeitem" => "item",
        _ => "option",
    }
}

pub fn describe_step(step: &Step, quote: &dyn Fn(&str) -> String) -> String {
    let target = step
        .target
        .as_ref()
        .map(|t| element_phrase(t, quote))
        .unwrap_or_default();
    // (A step stored before a class of token was redacted, or imported, shows none either.)
    let url = crate::urls::redact(&step.url);
    let mut text = match step.action {
        Action::Navigate => match step.nav.unwrap_or_default() {
            NavKind::Start => format!("Start on {}", quote(&url)),
            NavKind::Typed => format!("Go to {}", quote(&url)),
            NavKind::BackForward => format!("Go back or forward to {}", quote(&url)),
            NavKind::Reload => "Reload the page".to_string(),
            _ if step.implicit => format!("Wait for {} to load", quote(&url)),
            _ => format!("Go to {}", quote(&url)),
        },
        Action::Click => match (&step.slot, &step.count_slot, step.ordinal) {
            (Some(slot), _, _) => format!(
                "Click the {} {} (demonstrated as {target})",
                chosen_kind(step),
                slot_ref(slot)
            ),
            (None, Some(count), _) => format!(
                "Click {target} until the number beside it reads {}",
                slot_ref(count)
            ),
            (None, None, Some(n)) => format!(
                "Click the {} {} in its list (demonstrated as {target})",
                place_word(n),
                chosen_kind(step)
            ),
            (None, None, None) => format!("Click {target}"),
        },
        Action::Type if step.secret => format!(
            "Type {} into {target} (ask the user; never stored)",
            value_phrase(step, quote)
        ),
        Action::Type => format!("Type {} into {target}", value_phrase(step, quote)),
        Action::Select => format!("Select {} in {target}", value_phrase(step, quote)),
        Action::Check => {
            let verb = if step.checked == Some(false) {
                "Uncheck"
            } else {
                "Check"
            };
            match &step.slot {
                Some(slot) => format!("{verb} {} ({target})", slot_ref(slot)),
                None => format!("{verb} {target}"),
            }
        }
        Action::PressEnter => format!("Press Enter in {target}"),
        Action::Submit => format!("Submit {target}"),
        Action::SwitchTab => format!(
            "Switch to the tab {}",
            quote(if step.title.is_empty() {
                &url
            } else {
                &step.title
            })
        ),
    };
    if step.submits {
        text.push_str(" (submits the form)");
    }
    text
}

/// "first", "second", … "last" (`n` as in `Step::ordinal`).
fn place_word(n: i32) -> String {
    match n {
        -1 => "last".into(),
        1 => "first".into(),
        2 => "second".into(),
        3 => "third".into(),
        4 => "fourth".into(),
        5 => "fifth".into(),
        n => format!("number {n}"),
    }
}

/// A step as the side panel lists it.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct StepView {
    pub id: String,
    pub action: crate::model::Action,
    pub text: String,
    pub secret: bool,
    pub implicit: bool,
}

pub fn step_views(steps: &[Step]) -> Vec<StepView> {
    steps
        .iter()
        .map(|s| StepView {
            id: s.id.clone(),
            action: s.action,
            text: describe_step(s, &plain_quote),
            secret: s.secret,
            implicit: s.implicit,
        })
        .collect()
}

/// Plain quoting for the side panel.
pub fn plain_quote(s: &str) -> String {
    format!("“{}”", crate::text::truncate(&crate::text::squash(s), 120))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::*;

    #[test]
    fn describes_steps_by_role_and_name_not_xpath() {
        let rec = tracker_demo("Create issue", "");
        let lines: Vec<String> = rec
            .steps
            .iter()
            .map(|s| describe_step(s, &plain_quote))
            .collect();
        assert!(
            lines
                .iter()
                .any(|l| l == "Type “Login broken” into the textbox “Title”"),
            "{lines:#?}"
        );
        assert!(
            lines
                .iter()
                .any(|l| l == "Click the button “Create issue” (submits the form)"),
            "{lines:#?}"
        );
        assert!(lines
            .iter()
            .any(|l| l.starts_with("Type the secret value into the textbox “Password”")));
        assert!(lines.iter().all(|l| !l.contains("//*[")));
    }

    #[test]
    fn a_chosen_element_is_described_as_what_it_is() {
        let p = crate::distill::distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let lines: Vec<String> = p
            .steps
            .iter()
            .map(|s| describe_step(s, &plain_quote))
            .collect();
        assert!(
            lines.iter().any(|l| l
                .starts_with("Click the option {milestone} (demonstrated as the option “Q1 2025”")),
            "{lines:#?}"
        );
        let mut step = p
            .steps
            .iter()
            .find(|s| s.slot.as_deref() == Some("milestone"))
            .unwrap()
            .clone();
        let target = step.target.as_mut().unwrap();
        (target.role, target.name) = ("link".into(), "Ceramic mug".into());
        assert!(describe_step(&step, &plain_quote).starts_with("Click the link {milestone}"));
        let target = step.target.as_mut().unwrap();
        (target.role, target.name) = ("button".into(), "March 8, 2014".into());
        assert!(describe_step(&step, &plain_quote).starts_with("Click the date {milestone}"));
    }

    #[test]
    fn frames_and_shadow_roots_are_named() {
        let mut fp = field("combobox", "Priority", "#priority", "http://widgets.test/");
        fp.frame_path = vec![0];
        fp.shadow_hosts = vec!["due-date-field".into()];
        assert_eq!(
            element_phrase(&fp, &plain_quote),
            "the combobox “Priority” in frame 0 inside a shadow root"
        );
    }
}
