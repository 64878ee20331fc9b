//! Heals: when a replayed step fails and the person does it by hand, what they did (captured
//! like a recording) gives the step a new fingerprint; a run that needed heals writes the next
//! version of the procedure. Versions can be compared.

use crate::model::{Action, Fingerprint, Procedure, Recording};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Heal {
    pub step_id: String,
    pub target: Fingerprint,
}

/// The element the person used for the failed step: among the captured steps of the same kind
/// (typing for typing, a click for a click), the one most like the step's old element (a click
/// into the Title field on the way to "Create issue" is not the fix).
pub fn pick(failed: &crate::model::Step, captured: &Recording) -> Option<Fingerprint> {
    let same_kind = |a: Action| {
        a == failed.action
            || (matches!(failed.action, Action::Click | Action::Check)
                && matches!(a, Action::Click | Action::Check))
    };
    let old = failed.target.as_ref()?;
    captured
        .steps
        .iter()
        .filter(|s| same_kind(s.action))
        .filter_map(|s| s.target.as_ref())
        .map(|t| {
            let candidate = crate::replay::relocate::Candidate {
                index: 0,
                fingerprint: t.clone(),
                visible: true,
                enabled: true,
            };
            (crate::replay::relocate::score(old, &candidate, None), t)
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, t)| t.clone())
}

/// The next version with the healed fingerprints. Steps not healed are unchanged.
pub fn apply(procedure: &Procedure, heals: &[Heal], now: f64) -> Procedure {
    let mut next = procedure.clone();
    for heal in heals {
        if let Some(step) = next.steps.iter_mut().find(|s| s.id == heal.step_id) {
            step.target = Some(heal.target.clone());
        }
    }
    next.version = procedure.version.saturating_add(1);
    next.updated = now;
    next
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StepChange {
    pub step_id: String,
    pub change: String,
}

/// What differs between two versions of a procedure, step by step, in words.
pub fn compare(a: &Procedure, b: &Procedure) -> Vec<StepChange> {
    let mut out = Vec::new();
    for sa in &a.steps {
        match b.steps.iter().find(|s| s.id == sa.id) {
            None => out.push(StepChange {
                step_id: sa.id.clone(),
                change: format!("only in v{}", a.version),
            }),
            Some(sb) => {
                let (ta, tb) = (sa.target.as_ref(), sb.target.as_ref());
                if ta != tb {
                    let what = match (ta, tb) {
                        (Some(x), Some(y)) => describe_target_change(x, y),
                        _ => "element changed".to_string(),
                    };
                    out.push(StepChange {
                        step_id: sa.id.clone(),
                        change: what,
                    });
                }
                if sa.value != sb.value || sa.action != sb.action {
                    out.push(StepChange {
                        step_id: sa.id.clone(),
                        change: "action or value changed".into(),
                    });
                }
            }
        }
    }
    for sb in b
        .steps
        .iter()
        .filter(|s| !a.steps.iter().any(|x| x.id == s.id))
    {
        out.push(StepChange {
            step_id: sb.id.clone(),
            change: format!("only in v{}", b.version),
        });
    }
    out
}

fn describe_target_change(a: &Fingerprint, b: &Fingerprint) -> String {
    let mut parts = Vec::new();
    for (what, x, y) in [
        ("name", &a.name, &b.name),
        ("id", &a.id, &b.id),
        ("selector", &a.css, &b.css),
        ("label", &a.label, &b.label),
        ("test id", &a.test_id, &b.test_id),
    ] {
        if x != y {
            parts.push(format!(
                "{what} “{}” → “{}”",
                crate::text::truncate(x, 60),
                crate::text::truncate(y, 60)
            ));
        }
    }
    if parts.is_empty() {
        "element details changed".into()
    } else {
        format!("element: {}", parts.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distill::distill;
    use crate::recording::{add_event, new_recording};
    use crate::testkit::*;

    /// A procedure whose stored version is at its type's largest value is healed without an
    /// overflow; the near miss, version 1, heals into version 2.
    #[test]
    fn a_heal_at_the_largest_version_overflows_nothing() {
        let mut p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        assert_eq!(apply(&p, &[], 1.0).version, 2);
        p.version = u32::MAX;
        assert_eq!(apply(&p, &[], 1.0).version, u32::MAX);
    }

    #[test]
    fn a_heal_writes_the_next_version_and_compare_names_the_change() {
        let v1 = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let failed = v1
            .steps
            .iter()
            .find(|s| s.target.as_ref().is_some_and(|t| t.name == "Create issue"))
            .unwrap()
            .clone();
        let url = failed.url.clone();
        let mut captured = new_recording("heal", "", "", 0.0);
        let mut t = 0.0;
        type_into(
            &mut captured,
            &field("textbox", "Title", "#title", &url),
            "x",
            &mut t,
        );
        // a click into a field on the way is not the fix
        add_event(
            &mut captured,
            ev(
                crate::model::EventKind::Click,
                field("textbox", "Description", "#description", &url),
                None,
                8.0,
            ),
        )
        .unwrap();
        let mut button = field("button", "Create issue", "#submit-issue", &url);
        button.id = "submit-issue".into();
        add_event(
            &mut captured,
            ev(crate::model::EventKind::Click, button.clone(), None, 9.0),
        )
        .unwrap();
        let target = pick(&failed, &captured).expect("the click");
        assert_eq!(target.css, "#submit-issue");
        let v2 = apply(
            &v1,
            &[Heal {
                step_id: failed.id.clone(),
                target,
            }],
            5.0,
        );
        assert_eq!((v2.id.as_str(), v2.version), ("p", 2));
        let changes = compare(&v1, &v2);
        assert_eq!(changes.len(), 1, "{changes:?}");
        assert!(
            changes[0].change.contains("“#create” → “#submit-issue”"),
            "{changes:?}"
        );
        assert!(compare(&v1, &v1).is_empty());
    }
}
