//! A choice the procedure always makes that the task asks to make otherwise. A procedure
//! demonstrated as "Suspend the user Chen Wei" clicks the menu item "Suspend" with no slot
//! deciding it; run with "Reset the password for Gus Moreau", it would suspend Gus and, every
//! step having done what it did when demonstrated, call that a success. When the task names
//! another of the choices seen beside the demonstrated one ("Reset password" in the same menu)
//! and never the demonstrated one, the run must not start: the deed would be the wrong one, and
//! some deeds cannot be undone.
//!
//! Evidence is the page's own words: the choices recorded beside the clicked one (a menu's
//! items, a list's options, a tab list's tabs, a radio group's radios, a toggle group's buttons),
//! each said whole by the task's content words, with the run's bound values taken out.

use crate::model::{Action, Procedure};
use std::collections::{BTreeMap, HashSet};

/// Roles whose click picks one of several siblings: a different sibling is a different deed.
/// (Not a menu's or list's check boxes: ticking one does not exclude another.)
const CHOICE_ROLES: &[&str] = &[
    "menuitem",
    "menuitemradio",
    "option",
    "tab",
    "radio",
    "button",
];

/// One sentence per fixed choice of `p` that the task makes otherwise; empty when the task
/// names none of the other choices, or names the demonstrated one too.
pub fn conflicts(p: &Procedure, task: &str, values: &BTreeMap<String, String>) -> Vec<String> {
    if task.trim().is_empty() {
        return Vec::new();
    }
    let told = without_values(task, values);
    let task_stems: HashSet<String> = super::binding::content_stems(&told).into_iter().collect();
    let said = |name: &str| {
        let stems = super::binding::content_stems(name);
        !stems.is_empty() && stems.iter().all(|w| task_stems.contains(w))
    };
    let mut out = Vec::new();
    for step in p.steps.iter().filter(|s| {
        s.slot.is_none()
            && s.state_slot.is_none()
            && matches!(s.action, Action::Click | Action::Select)
    }) {
        let Some(t) = step.target.as_ref() else {
            continue;
        };
        if !CHOICE_ROLES.contains(&t.role.trim()) || t.options.len() < 2 {
            continue;
        }
        let chosen = match step.action {
            Action::Select => step.value.as_deref().unwrap_or_default(),
            _ => crate::describe::element_name(t),
        };
        let chosen = chosen.trim();
        if chosen.is_empty() || said(chosen) {
            continue;
        }
        let same = |a: &str, b: &str| a.trim().eq_ignore_ascii_case(b.trim());
        let others: Vec<&str> = t
            .options
            .iter()
            .map(|o| o.trim())
            .filter(|o| !same(o, chosen) && said(o))
            .collect();
        let Some(other) = others.first() else {
            continue;
        };
        let place = t.context_label.trim();
        out.push(format!(
            "The task asks for “{}”, but this procedure always chooses “{}”{}.",
            crate::text::truncate(other, 60),
            crate::text::truncate(chosen, 60),
            if place.is_empty() {
                String::new()
            } else {
                format!(" in “{}”", crate::text::truncate(place, 60))
            }
        ));
    }
    out
}

/// `task` with each bound value blanked out: a value that holds a choice's word ("Delete Me
/// Ltd" as the row) names no choice.
fn without_values(task: &str, values: &BTreeMap<String, String>) -> String {
    let mut told = task.to_string();
    for v in values.values().map(|v| v.trim()).filter(|v| !v.is_empty()) {
        while let Some((a, b)) = crate::template::find_ci(&told, v, true) {
            told.replace_range(a..b, " ");
        }
    }
    told
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distill::distill;
    use crate::model::{EventKind, NavKind};
    use crate::recording::{add_event, new_recording};
    use crate::testkit::*;

    /// "Suspend the user Chen Wei": the row's More actions menu, its Suspend item (one of four),
    /// and the confirmation's Suspend button.
    fn suspend_proc() -> Procedure {
        let url = "http://admin.test/users.html";
        let mut rec = new_recording("r", "Suspend the user Chen Wei", "", 0.0);
        add_event(&mut rec, nav(url, "Users", NavKind::Start, 0.0)).unwrap();
        let mut t = 0.0;
        click(
            &mut rec,
            field("button", "More actions", "#more", url),
            &mut t,
        );
        let mut item = field("menuitem", "Suspend", "#suspend", url);
        item.tag = "li".into();
        item.context_label = "More actions".into();
        item.options = ["Edit", "Reset password", "Suspend", "Delete"]
            .map(String::from)
            .to_vec();
        add_event(&mut rec, ev(EventKind::Click, item, None, 10.0)).unwrap();
        t = 11.0;
        click(
            &mut rec,
            field("button", "Suspend", "#confirm", url),
            &mut t,
        );
        distill(&rec, "users", 0.0).unwrap()
    }

    fn values(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn a_task_naming_another_item_of_a_fixed_menu_conflicts() {
        let p = suspend_proc();
        let item = p
            .steps
            .iter()
            .find(|s| s.target.as_ref().is_some_and(|t| t.role == "menuitem"))
            .unwrap();
        assert!(item.slot.is_none(), "the menu item is fixed: {item:?}");
        for (task, other) in [
            ("Reset the password for Gus Moreau", "Reset password"),
            ("Can you delete the user Julia Costa?", "Delete"),
            (
                "Dana Kerr forgot their password; send them a reset link.",
                "Reset password",
            ),
        ] {
            let got = conflicts(&p, task, &BTreeMap::new());
            assert_eq!(got.len(), 1, "{task}: {got:?}");
            assert!(
                got[0].contains(other) && got[0].contains("“Suspend”"),
                "{task}: {got:?}"
            );
        }
    }

    #[test]
    fn a_task_naming_the_demonstrated_choice_or_none_of_the_others_does_not_conflict() {
        let p = suspend_proc();
        for task in [
            // The demonstrated item, whatever else is said.
            "Suspend Gus Moreau — don't delete him",
            "Please suspend the account of Ana Lima until she resets her password",
            // None of the other items: another word for the deed is no evidence.
            "Deactivate Gus Moreau for now",
            "",
        ] {
            let got = conflicts(&p, task, &BTreeMap::new());
            assert!(got.is_empty(), "{task}: {got:?}");
        }
        // An item's word inside a bound value names no item.
        let got = conflicts(
            &p,
            "Suspend Delete Me Ltd's admin",
            &values(&[("row", "Delete Me Ltd")]),
        );
        assert!(got.is_empty(), "{got:?}");
        let got = conflicts(
            &p,
            "Block the admin of Delete Me Ltd",
            &values(&[("row", "Delete Me Ltd")]),
        );
        assert!(got.is_empty(), "{got:?}");
    }

    #[test]
    fn a_choice_a_slot_decides_never_conflicts() {
        // The option is the task's to choose: Department {department} among four.
        let rec = department_choice_demo();
        let p = distill(&rec, "people", 0.0).unwrap();
        let slot = p.abstract_.parameters[0].name.clone();
        let got = conflicts(
            &p,
            "Move Jonas to the Legal department",
            &values(&[(&slot, "Legal")]),
        );
        assert!(got.is_empty(), "{got:?}");
    }
}
