//! A run plan: the procedure's steps with this run's values filled in, and what to check
//! before and after each step (pre-condition: the page's host; post-condition: the navigation,
//! value or state the demonstration produced).

use crate::model::{Action, Effect, Fingerprint, NavKind, Procedure, Step};
use crate::urls;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Post {
    /// The next page: same host and path as demonstrated.
    Navigation { host: String, path: String },
    /// The field holds this value afterwards.
    Value { value: String },
    Checked { checked: bool },
    /// The click (or Enter) does what it did at demonstration: a menu opens, a tab is selected.
    Effect { effect: Effect },
    /// A secret field holds what was typed (compared in the page; the value never comes back).
    SecretTyped,
    None,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlannedStep {
    pub step_id: String,
    pub action: Action,
    /// Words for the person watching ("Type {title} into the textbox “Title”").
    pub text: String,
    pub target: Option<Fingerprint>,
    /// The value to enter, with this run's slot values filled in (secrets only in memory).
    pub value: Option<String>,
    /// For a click on a slot option: the bound value names the element to click.
    pub expected_name: Option<String>,
    pub checked: Option<bool>,
    pub nav: Option<NavKind>,
    /// Navigate steps: where to go.
    pub url: String,
    /// The host the page must be on before the step.
    pub expected_host: String,
    pub implicit: bool,
    pub secret: bool,
    /// Only in some demonstrations: skipped when its element is not on the page, or when this
    /// run gives no value for its slot (`missing_value`).
    pub optional: bool,
    pub missing_value: bool,
    pub post: Post,
    /// Whether the step's effect can be checked at all. A step done but not checked leaves the
    /// run "done, unverified", never "succeeded".
    pub checkable: bool,
}

/// Roles of fields: a click on one gives it focus, and the step after it (typing, choosing)
/// checks the field.
const FIELD_ROLES: [&str; 5] = ["textbox", "searchbox", "combobox", "spinbutton", "textarea"];

fn is_focus_click(step: &Step) -> bool {
    step.action == Action::Click
        && step.slot.is_none()
        && step.target.as_ref().is_some_and(|t| FIELD_ROLES.contains(&t.role.as_str()) || (t.role.is_empty() && matches!(t.tag.as_str(), "input" | "textarea")))
}

/// Fills in the values and derives the checks. Missing values are an error naming the slots,
/// so the panel can ask for them.
pub fn plan(procedure: &Procedure, values: &BTreeMap<String, String>) -> Result<Vec<PlannedStep>, String> {
    let missing: Vec<String> = procedure
        .abstract_
        .parameters
        .iter()
        // An empty value is missing too: replaying the demonstrated choice instead would enter
        // something the person never gave.
        .filter(|p| values.get(&p.name).is_none_or(|v| v.trim().is_empty()))
        .filter(|p| procedure.steps.iter().any(|s| !s.optional && s.slot.as_deref() == Some(p.name.as_str())))
        .map(|p| format!("{{{}}}", p.name))
        .collect();
    if !missing.is_empty() {
        return Err(format!("Missing values for {}.", missing.join(", ")));
    }
    let steps = &procedure.steps;
    Ok(steps
        .iter()
        .enumerate()
        .map(|(i, s)| planned(s, steps.get(i + 1), values))
        .collect())
}

fn planned(step: &Step, next: Option<&Step>, values: &BTreeMap<String, String>) -> PlannedStep {
    let bound = step.slot.as_ref().and_then(|slot| values.get(slot)).cloned();
    let is_choice_click = matches!(step.action, Action::Click | Action::Check) && step.slot.is_some();
    // A slot reference is never typed literally: without a bound value there is no value.
    let value = match step.action {
        Action::Type | Action::Select => bound.clone().or_else(|| step.value.clone().filter(|_| step.slot.is_none())),
        _ => None,
    };
    let post = match (step.action, next) {
        (_, Some(n)) if n.action == Action::Navigate && n.implicit => Post::Navigation {
            host: urls::host(&n.url).unwrap_or_default(),
            path: urls::path(&n.url),
        },
        (Action::Navigate, _) => Post::Navigation { host: urls::host(&step.url).unwrap_or_default(), path: urls::path(&step.url) },
        (Action::Type | Action::Select, _) if !step.secret => value.clone().map(|v| Post::Value { value: v }).unwrap_or(Post::None),
        (Action::Check, _) => step.checked.map(|c| Post::Checked { checked: c }).unwrap_or(Post::None),
        (Action::Type, _) if step.secret => Post::SecretTyped,
        (Action::Click | Action::PressEnter, _) => step.effect.clone().filter(|e| !e.is_empty()).map(|effect| Post::Effect { effect }).unwrap_or(Post::None),
        _ => Post::None,
    };
    let checkable = post != Post::None || step.action == Action::Navigate || step.action == Action::SwitchTab || is_focus_click(step);
    let page = step.target.as_ref().map(|t| t.url.as_str()).unwrap_or(&step.url);
    PlannedStep {
        step_id: step.id.clone(),
        action: step.action,
        text: crate::describe::describe_step(step, &crate::describe::plain_quote),
        target: step.target.clone(),
        value,
        expected_name: if is_choice_click { bound.clone() } else { None },
        checked: step.checked,
        nav: step.nav,
        url: step.url.clone(),
        expected_host: urls::host(page).unwrap_or_default(),
        implicit: step.implicit,
        secret: step.secret,
        optional: step.optional,
        missing_value: step.slot.is_some() && bound.as_deref().is_none_or(|v| v.trim().is_empty()),
        post,
        checkable,
    }
}

/// Whether a field holds the value the step entered, compared as the replayer matched it
/// (case and runs of whitespace do not matter: "chen" chose the option "Chen").
pub fn value_matches(expected: &str, observed: &str) -> bool {
    let norm = |s: &str| crate::text::squash(s).to_lowercase();
    norm(expected) == norm(observed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distill::distill;
    use crate::testkit::tracker_demo;

    fn values(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn fills_values_and_derives_checks() {
        let p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let v = values(&[("username", "bo"), ("password", "pw"), ("title", "Export fails"), ("description", "d"), ("assignee", "Bo"), ("milestone", "Q2 2025")]);
        let plan = plan(&p, &v).unwrap();
        let title = plan.iter().find(|s| s.text.contains("Title")).unwrap();
        assert_eq!(title.value.as_deref(), Some("Export fails"));
        assert_eq!(title.post, Post::Value { value: "Export fails".into() });
        let option = plan.iter().find(|s| s.target.as_ref().is_some_and(|t| t.role == "option")).unwrap();
        assert_eq!(option.expected_name.as_deref(), Some("Q2 2025"));
        let create = plan.iter().find(|s| s.text.contains("Create issue")).unwrap();
        assert_eq!(create.post, Post::Navigation { host: "tracker.test".into(), path: "/created.html".into() });
        assert_eq!(create.expected_host, "tracker.test");
        let pw = plan.iter().find(|s| s.secret).unwrap();
        assert_eq!(pw.value.as_deref(), Some("pw"));
        assert_eq!(pw.post, Post::SecretTyped, "a secret is never echoed as a check");
    }

    #[test]
    fn a_click_is_checked_by_what_it_did_and_one_that_showed_nothing_is_not_checkable() {
        let mut p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let v = values(&[("username", "bo"), ("password", "pw"), ("title", "x"), ("description", "d"), ("assignee", "Bo"), ("milestone", "Q2 2025")]);
        let opener = p.steps.iter().position(|s| s.action == Action::Click && s.target.as_ref().is_some_and(|t| t.role == "combobox")).expect("a combobox click");
        let before = plan(&p, &v).unwrap();
        assert!(before[opener].checkable, "a click on a field is checked by the step after it");
        let option = p.steps.iter().position(|s| s.target.as_ref().is_some_and(|t| t.role == "option")).unwrap();
        assert_eq!(before[option].post, Post::None);
        assert!(!before[option].checkable, "nothing was seen when it was demonstrated: nothing to check");
        let closed = Effect { disappeared: vec!["listbox".into()], ..Effect::default() };
        p.steps[option].effect = Some(closed.clone());
        let after = plan(&p, &v).unwrap();
        assert_eq!(after[option].post, Post::Effect { effect: closed });
        assert!(after[option].checkable);
        let pw = after.iter().find(|s| s.secret).unwrap();
        assert_eq!(pw.post, Post::SecretTyped, "a secret is checked in the page, never echoed");
        let create = after.iter().find(|s| s.text.contains("Create issue")).unwrap();
        assert!(matches!(create.post, Post::Navigation { .. }) && create.checkable);
    }

    #[test]
    fn values_match_like_the_replayer_chose_them() {
        assert!(value_matches("chen", "Chen"));
        assert!(value_matches("line one\n  line two", "line one line two"));
        assert!(!value_matches("Bo", "Bob"));
    }

    #[test]
    fn missing_values_are_named() {
        let p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let err = plan(&p, &values(&[("title", "x")])).unwrap_err();
        assert!(err.contains("{password}") && err.contains("{assignee}"), "{err}");
        let all = [("username", "bo"), ("password", "pw"), ("title", "x"), ("description", "d"), ("assignee", "Bo"), ("milestone", " ")];
        assert_eq!(plan(&p, &values(&all)).unwrap_err(), "Missing values for {milestone}.", "blank is missing");
    }
}
