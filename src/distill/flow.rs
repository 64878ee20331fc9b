//! Flow: a few human phrases for the phases of a procedure ("Open the new-issue form",
//! "Fill title and description", "Set assignee and milestone", "Submit"), grouping consecutive
//! related steps.

use crate::describe::element_name;
use crate::model::{Action, NavKind, Parameter, SlotKind, Step};
use crate::urls;

#[derive(Debug, PartialEq)]
enum Phase {
    Open(String),
    OpenForm(String),
    Fill {
        labels: Vec<String>,
        secret: bool,
        search: Option<String>,
    },
    Set(Vec<String>),
    Click(Vec<String>),
    Submit(String),
    SignIn(String),
    Search(String),
    Switch(String),
}

/// Button names that mean "open a form to make something".
const OPENER_WORDS: [&str; 6] = ["new", "create", "add", "compose", "write", "open"];

pub fn phases(steps: &[Step], params: &[Parameter]) -> Vec<String> {
    let steps: Vec<&Step> = steps.iter().filter(|s| !s.implicit).collect();
    let mut phases: Vec<Phase> = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        let next_fills = steps[i + 1..]
            .iter()
            .take(2)
            .any(|s| s.action == Action::Type);
        let phase = classify(step, next_fills, params);
        push(&mut phases, phase);
    }
    phases.into_iter().map(|p| phrase(&p)).collect()
}

fn label_of(step: &Step, params: &[Parameter]) -> String {
    if let Some(p) = step
        .slot
        .as_ref()
        .and_then(|s| params.iter().find(|p| &p.name == s))
    {
        return p.label.to_lowercase();
    }
    step.target
        .as_ref()
        .map(|t| element_name(t).to_lowercase())
        .unwrap_or_default()
}

fn classify(step: &Step, next_fills: bool, params: &[Parameter]) -> Phase {
    let name = step
        .target
        .as_ref()
        .map(|t| element_name(t).to_string())
        .unwrap_or_default();
    let role = step.target.as_ref().map(|t| t.role.as_str()).unwrap_or("");
    match step.action {
        Action::Navigate => match step.nav.unwrap_or_default() {
            NavKind::Reload => Phase::Click(vec!["reload".into()]),
            _ => Phase::Open(page_phrase(step)),
        },
        Action::SwitchTab => Phase::Switch(page_phrase(step)),
        Action::Type => {
            let search =
                (role == "searchbox" || label_of(step, params).contains("search")).then(|| {
                    step.slot
                        .clone()
                        .map(|s| format!("{{{s}}}"))
                        .unwrap_or_default()
                });
            Phase::Fill {
                labels: vec![label_of(step, params)],
                secret: step.secret,
                search,
            }
        }
        Action::Select | Action::Check => Phase::Set(vec![label_of(step, params)]),
        Action::Click if step.slot.is_some() => Phase::Set(vec![label_of(step, params)]),
        // Opening a combobox or listbox is part of setting its value.
        Action::Click if matches!(role, "combobox" | "listbox") => {
            Phase::Set(vec![name.to_lowercase()])
        }
        Action::Submit => Phase::Submit(name),
        Action::Click | Action::PressEnter if step.submits => Phase::Submit(name),
        Action::PressEnter => Phase::Submit(String::new()),
        Action::Click if next_fills && is_opener(&name) => Phase::OpenForm(name),
        Action::Click => Phase::Click(vec![name]),
    }
}

fn is_opener(name: &str) -> bool {
    crate::text::words(name)
        .iter()
        .any(|w| OPENER_WORDS.contains(&w.as_str()))
}

fn page_phrase(step: &Step) -> String {
    // (Its path without the credentials it may carry: a step stored before they were redacted.)
    let url = urls::redact(&step.url);
    let host = urls::host(&url).unwrap_or_default();
    let path = urls::path(&url);
    if path == "/" {
        host
    } else {
        format!("{host}{path}")
    }
}

/// Adds a phase, merging it into the previous one when they are the same kind of work.
fn push(phases: &mut Vec<Phase>, phase: Phase) {
    let merged = match (phases.last_mut(), phase) {
        (
            Some(Phase::Fill {
                labels,
                secret,
                search,
            }),
            Phase::Fill {
                labels: l,
                secret: s,
                search: q,
            },
        ) => {
            add_unique(labels, l);
            *secret |= s;
            if search.is_none() {
                *search = q;
            }
            None
        }
        (Some(Phase::Set(labels)), Phase::Set(l)) => {
            add_unique(labels, l);
            None
        }
        (Some(Phase::Click(names)), Phase::Click(n)) => {
            add_unique(names, n);
            None
        }
        // Typing secrets then submitting is signing in; typing a search then Enter is a search.
        (Some(Phase::Fill { secret: true, .. }), Phase::Submit(_)) => {
            Some(Phase::SignIn(String::new()))
        }
        (
            Some(Phase::Fill {
                search: Some(q), ..
            }),
            Phase::Submit(_),
        ) => Some(Phase::Search(q.clone())),
        (_, p) => {
            phases.push(p);
            None
        }
    };
    if let Some(p) = merged {
        let host = phases.iter().rev().find_map(|p| match p {
            Phase::Open(page) => Some(page.split('/').next().unwrap_or("").to_string()),
            _ => None,
        });
        phases.pop();
        phases.push(match p {
            Phase::SignIn(_) => Phase::SignIn(host.unwrap_or_default()),
            other => other,
        });
    }
}

fn add_unique(into: &mut Vec<String>, from: Vec<String>) {
    for x in from {
        if !x.is_empty() && !into.contains(&x) {
            into.push(x);
        }
    }
}

fn phrase(p: &Phase) -> String {
    match p {
        Phase::Open(page) => format!("Open {page}"),
        Phase::OpenForm(name) => format!(
            "Open the {} form",
            name.trim().to_lowercase().replace(' ', "-")
        ),
        Phase::Fill { labels, .. } => format!("Fill {}", crate::text::join_with_and(labels)),
        Phase::Set(labels) => format!("Set {}", crate::text::join_with_and(labels)),
        Phase::Click(names) => format!("Click {}", crate::text::join_with_and(names)),
        Phase::Submit(name) if name.is_empty() => "Submit".to_string(),
        Phase::Submit(name) => format!("Submit ({name})"),
        Phase::SignIn(host) if host.is_empty() => "Sign in".to_string(),
        Phase::SignIn(host) => format!("Sign in to {host}"),
        Phase::Search(q) => format!("Search for {q}"),
        Phase::Switch(page) => format!("Switch to the tab {page}"),
    }
}

/// Whether the steps include signing in (a secret typed, then a submit).
pub fn signs_in(steps: &[Step], params: &[Parameter]) -> Option<String> {
    let secret_slot = params.iter().any(|p| p.kind == SlotKind::Secret);
    if !secret_slot {
        return None;
    }
    let idx = steps.iter().position(|s| s.secret)?;
    let submitted = steps[idx..]
        .iter()
        .any(|s| s.submits || s.action == Action::Submit);
    submitted.then(|| urls::host(&steps[idx].url).unwrap_or_default())
}
