//! Which of a procedure's slots the task text already supplies: quoted strings, "field: value"
//! phrases, and values that match a slot's example or offered options.

use crate::model::{Parameter, Procedure, SlotKind};
use std::collections::BTreeMap;

/// Slot → value found in the task (`None` when the task does not say; secrets are never bound).
pub fn bind(procedure: &Procedure, task: &str) -> BTreeMap<String, Option<String>> {
    let params = &procedure.abstract_.parameters;
    let mut bound: BTreeMap<String, Option<String>> = params.iter().map(|p| (p.name.clone(), None)).collect();
    let lower = task.to_lowercase();
    for p in params.iter().filter(|p| p.kind != SlotKind::Secret) {
        if let Some(v) = labelled_value(task, &lower, p) {
            bound.insert(p.name.clone(), Some(v));
        } else if let Some(v) = aligned_value(&procedure.abstract_.goal, p, task) {
            bound.insert(p.name.clone(), Some(v));
        } else if let Some(v) = known_value(&lower, task, p) {
            bound.insert(p.name.clone(), Some(v));
        }
    }
    // Quoted strings fill the text slots still open, in order.
    let taken: Vec<String> = bound.values().flatten().cloned().collect();
    let mut quoted = quoted_strings(task).into_iter().filter(|q| !taken.contains(q));
    let credentials = credential_slots(procedure);
    for p in params.iter().filter(|p| p.kind == SlotKind::Text && !credentials.contains(&p.name)) {
        if bound[&p.name].is_none() {
            match quoted.next() {
                Some(q) => {
                    bound.insert(p.name.clone(), Some(q));
                }
                None => break,
            }
        }
    }
    bound
}

/// Text slots typed on the same page as a secret (the username of a login form): a quoted
/// string in a task is about the task's content, not about who signs in.
fn credential_slots(procedure: &Procedure) -> Vec<String> {
    let secret_pages: Vec<&str> = procedure.steps.iter().filter(|s| s.secret).map(|s| s.url.as_str()).collect();
    procedure
        .steps
        .iter()
        .filter(|s| !s.secret && secret_pages.contains(&s.url.as_str()))
        .filter_map(|s| s.slot.clone())
        .collect()
}

/// Share of non-secret slots the task supplies (1 when there is nothing to supply).
pub fn availability(procedure: &Procedure, bound: &BTreeMap<String, Option<String>>) -> f64 {
    let open: Vec<&Parameter> = procedure.abstract_.parameters.iter().filter(|p| p.kind != SlotKind::Secret).collect();
    if open.is_empty() {
        return 1.0;
    }
    let have = open.iter().filter(|p| bound.get(&p.name).is_some_and(Option::is_some)).count();
    have as f64 / open.len() as f64
}

/// `Title: Export fails`, `assignee = Bo`, `milestone "Q2 2025"`.
fn labelled_value(task: &str, lower: &str, p: &Parameter) -> Option<String> {
    for key in [p.label.to_lowercase(), p.name.replace('_', " ")] {
        if key.is_empty() {
            continue;
        }
        let mut from = 0;
        while let Some(pos) = lower[from..].find(&key) {
            let start = from + pos + key.len();
            from = start;
            let rest = &task[start..];
            let trimmed = rest.trim_start();
            let after_sep = trimmed.strip_prefix(':').or_else(|| trimmed.strip_prefix('='));
            let value_text = match after_sep {
                Some(v) => v.trim_start(),
                None if trimmed.starts_with(['"', '\'', '“']) => trimmed,
                None => continue,
            };
            if let Some(q) = quoted_strings(value_text).into_iter().next().filter(|_| value_text.starts_with(['"', '\'', '“'])) {
                return Some(q);
            }
            let value: String = value_text.split([',', ';', '\n']).next().unwrap_or("").trim().trim_end_matches('.').to_string();
            if !value.is_empty() {
                return Some(value);
            }
        }
    }
    None
}

/// Aligns the task with the goal, using the slot's example as a wildcard between the same
/// neighbouring words: goal "… for Ana in Q1 2025" + task "… for Bo in Q2 2025" → Bo, Q2 2025.
fn aligned_value(goal: &str, p: &Parameter, task: &str) -> Option<String> {
    let example = p.example.as_deref()?.trim();
    if example.is_empty() {
        return None;
    }
    let goal_lower = goal.to_lowercase();
    let at = find_word(&goal_lower, &example.to_lowercase())?;
    let before = goal[..at].trim_end().trim_end_matches(['\'', '"', '“', '‘']);
    let after = goal[at + example.len()..].trim_start_matches(['\'', '"', '”', '’']);
    let left = before.split_whitespace().last()?.to_lowercase();
    let right = after.split_whitespace().next().map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase()).filter(|w| !w.is_empty());
    let task_lower = task.to_lowercase();
    let mut from = 0;
    while let Some(pos) = find_word(&task_lower[from..], &left).map(|p| p + from) {
        let start = pos + left.len();
        from = start;
        let rest = &task[start..];
        let end = match &right {
            Some(r) => find_word(&rest.to_lowercase(), r).unwrap_or(rest.len()),
            None => rest.len(),
        };
        let end = rest[..end].find(['.', ',', ';', '!', '?', '\n']).filter(|_| right.is_none()).unwrap_or(end);
        let value = rest[..end].trim().trim_matches(['\'', '"', '“', '”', '‘', '’']).trim();
        let words = value.split_whitespace().count();
        if words > 0 && words <= 6 && !value.split_whitespace().all(|w| crate::text::is_stopword(&w.to_lowercase())) {
            return Some(value.to_string());
        }
    }
    None
}

/// The example value or one of the offered options appears in the task as a whole word.
fn known_value(lower: &str, task: &str, p: &Parameter) -> Option<String> {
    let candidates = p.example.iter().chain(p.options.iter());
    for c in candidates {
        let c_lower = c.to_lowercase();
        if c_lower.chars().count() < 2 {
            continue;
        }
        if let Some(pos) = find_word(lower, &c_lower) {
            return Some(task[pos..pos + c_lower.len()].to_string()).filter(|_| task.is_char_boundary(pos + c_lower.len()));
        }
    }
    None
}

fn find_word(haystack: &str, needle: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = haystack[from..].find(needle) {
        let start = from + i;
        let end = start + needle.len();
        let before = haystack[..start].chars().next_back();
        let after = haystack[end..].chars().next();
        if !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric) {
            return Some(start);
        }
        from = end;
    }
    None
}

/// Text between matching quotes: "…", '…' (not apostrophes inside words), “…”.
pub fn quoted_strings(task: &str) -> Vec<String> {
    let chars: Vec<char> = task.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let close = match chars[i] {
            '"' => Some('"'),
            '“' => Some('”'),
            '\'' if i == 0 || !chars[i - 1].is_alphanumeric() => Some('\''),
            _ => None,
        };
        if let Some(close) = close {
            let end = (i + 1..chars.len()).find(|&j| {
                chars[j] == close && (close != '\'' || chars.get(j + 1).is_none_or(|c| !c.is_alphanumeric()))
            });
            if let Some(end) = end {
                let s: String = chars[i + 1..end].iter().collect();
                if !s.trim().is_empty() {
                    out.push(s.trim().to_string());
                }
                i = end + 1;
                continue;
            }
        }
        i += 1;
    }
    out
}
