//! Which of a procedure's slots the task text already supplies: quoted strings, "field: value"
//! phrases, and values that match a slot's example or offered options.

use crate::model::{Parameter, Procedure, SlotKind};
use std::collections::BTreeMap;

/// Slot → value found in the task (`None` when the task does not say; secrets are never bound).
pub fn bind(procedure: &Procedure, task: &str) -> BTreeMap<String, Option<String>> {
    bind_slots(&procedure.abstract_.goal, &procedure.abstract_.parameters, &credential_slots(procedure), task)
}

/// `bind` from what the retrieval index keeps of a procedure: its goal, slots and credential
/// slots (steps are not needed once those are known).
pub fn bind_slots(goal: &str, params: &[Parameter], credentials: &[String], task: &str) -> BTreeMap<String, Option<String>> {
    let mut bound: BTreeMap<String, Option<String>> = params.iter().map(|p| (p.name.clone(), None)).collect();
    for p in params.iter().filter(|p| p.kind != SlotKind::Secret) {
        if let Some(v) = labelled_value(task, p) {
            bound.insert(p.name.clone(), Some(v));
        } else if credentials.contains(&p.name) {
            // Who signs in is said explicitly ("username: bo") or asked; a name in the task
            // ("… for Bo") is the task's content.
            continue;
        } else if let Some(v) = aligned_value(goal, p, task) {
            bound.insert(p.name.clone(), Some(v));
        } else if let Some(v) = known_value(task, p) {
            bound.insert(p.name.clone(), Some(v));
        }
    }
    // Quoted strings fill the text slots still open, in order.
    let taken: Vec<String> = bound.values().flatten().cloned().collect();
    let mut quoted = quoted_strings(task).into_iter().filter(|q| !taken.contains(q));
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
pub fn credential_slots(procedure: &Procedure) -> Vec<String> {
    let secret_pages: Vec<&str> = procedure.steps.iter().filter(|s| s.secret).map(|s| s.url.as_str()).collect();
    procedure
        .steps
        .iter()
        .filter(|s| !s.secret && secret_pages.contains(&s.url.as_str()))
        .filter_map(|s| s.slot.clone())
        .collect()
}

/// Share of non-secret slots the task supplies (1 when there is nothing to supply).
pub fn availability(params: &[Parameter], bound: &BTreeMap<String, Option<String>>) -> f64 {
    let open: Vec<&Parameter> = params.iter().filter(|p| p.kind != SlotKind::Secret).collect();
    if open.is_empty() {
        return 1.0;
    }
    let have = open.iter().filter(|p| bound.get(&p.name).is_some_and(Option::is_some)).count();
    have as f64 / open.len() as f64
}

/// `Title: Export fails`, `assignee = Bo`, `milestone "Q2 2025"`.
fn labelled_value(task: &str, p: &Parameter) -> Option<String> {
    for key in [p.label.clone(), p.name.replace('_', " ")] {
        if key.trim().is_empty() {
            continue;
        }
        let mut from = 0;
        while let Some((_, end)) = find_ci(&task[from..], &key, true).map(|(a, b)| (a + from, b + from)) {
            from = end;
            let trimmed = task[end..].trim_start();
            let after_sep = trimmed.strip_prefix(':').or_else(|| trimmed.strip_prefix('='));
            let value_text = match after_sep {
                Some(v) => v.trim_start(),
                None if trimmed.starts_with(['"', '\'', '“']) => trimmed,
                None => continue,
            };
            if value_text.starts_with(['"', '\'', '“']) {
                if let Some(q) = quoted_strings(value_text).into_iter().next() {
                    return Some(q);
                }
            }
            let value = value_text.split([',', ';', '\n']).next().unwrap_or("").trim().trim_end_matches('.');
            if !value.is_empty() {
                return Some(value.to_string());
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
    let (at, at_end) = find_ci(goal, example, true)?;
    // A value the goal quotes ('Login broken') is only taken from the task when quoted there too:
    // the quotes are what delimit it.
    let quoted_in_goal = goal[..at].ends_with(['\'', '"', '“', '‘']);
    let before = goal[..at].trim_end().trim_end_matches(['\'', '"', '“', '‘']);
    let after = goal[at_end..].trim_start_matches(['\'', '"', '”', '’']);
    let left = before.split_whitespace().last()?;
    let right = after.split_whitespace().next().map(|w| w.trim_matches(|c: char| !c.is_alphanumeric())).filter(|w| !w.is_empty());
    let mut from = 0;
    while let Some((_, start)) = find_ci(&task[from..], left, true).map(|(a, b)| (a + from, b + from)) {
        from = start;
        let rest = &task[start..];
        if quoted_in_goal && !rest.trim_start().starts_with(['\'', '"', '“', '‘']) {
            continue;
        }
        let mut end = match right {
            Some(r) => find_ci(rest, r, true).map(|(a, _)| a).unwrap_or(rest.len()),
            None => rest.len(),
        };
        if right.is_none() {
            end = rest[..end].find(['.', ',', ';', '!', '?', '\n']).unwrap_or(end);
        }
        let value = rest[..end].trim().trim_matches(['\'', '"', '“', '”', '‘', '’']).trim();
        let words = value.split_whitespace().count();
        if words > 0 && words <= 6 && !value.split_whitespace().all(|w| crate::text::is_stopword(&w.to_lowercase())) {
            return Some(value.to_string());
        }
    }
    None
}

/// The example value or one of the offered options appears in the task as a whole word.
fn known_value(task: &str, p: &Parameter) -> Option<String> {
    p.example
        .iter()
        .chain(p.options.iter())
        .filter(|c| c.chars().count() >= 2)
        .find_map(|c| find_ci(task, c, true).map(|(a, b)| task[a..b].to_string()))
}

/// Case-insensitive search that returns byte offsets into `hay` itself (lower-casing can change
/// a character's length, so offsets into a lower-cased copy would not fit the original).
pub fn find_ci(hay: &str, needle: &str, whole_word: bool) -> Option<(usize, usize)> {
    let needle: Vec<char> = needle.chars().flat_map(char::to_lowercase).collect();
    if needle.is_empty() {
        return None;
    }
    for (start, _) in hay.char_indices() {
        let mut matched = 0;
        let mut end = None;
        'scan: for (i, c) in hay[start..].char_indices() {
            for lc in c.to_lowercase() {
                if needle.get(matched) != Some(&lc) {
                    break 'scan;
                }
                matched += 1;
            }
            if matched == needle.len() {
                end = Some(start + i + c.len_utf8());
                break;
            }
        }
        let Some(end) = end else { continue };
        let before_ok = hay[..start].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
        let after_ok = hay[end..].chars().next().is_none_or(|c| !c.is_alphanumeric());
        if !whole_word || (before_ok && after_ok) {
            return Some((start, end));
        }
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
