//! Words that set one field apart from another of the same kind: a "backup date" is not the
//! "Date of event", a "return date" not the "Outward date", a "work phone" not the "Mobile".
//! A task that gives a value "as a backup date" to a procedure filling the "Date of event"
//! asks for another field, whatever the page shows.

use crate::text;
use unicode_segmentation::UnicodeSegmentation;

/// Roles, each a set of words that say it. Two words of one set say the same role ("backup" and
/// "second-choice"); words of different sets say different fields.
const ROLES: &[&[&str]] = &[
    &["first", "1st", "main", "primary"],
    &[
        "second",
        "2nd",
        "backup",
        "alternative",
        "alternate",
        "fallback",
        "reserve",
        "secondary",
    ],
    &["third", "3rd"],
    &["start", "starting", "begin", "beginning", "check-in"],
    &["end", "ending", "finish", "finishing", "check-out"],
    &["outward", "outbound", "departure", "going"],
    &["return", "returning", "inbound", "homeward"],
    &["delivery", "shipping", "postal"],
    &["billing", "invoice", "invoicing"],
    &["home", "personal", "private"],
    &["work", "office", "business"],
    &["mobile", "cell"],
    &["landline"],
];

/// The first role: a field no role word names is the first of its kind, so "the main date"
/// is the "Date of event".
const FIRST: usize = 0;

/// The roles `words` say ("check" then "in" says check-in).
fn roles_of(words: &[String]) -> Vec<usize> {
    let mut out = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let joined = match words.get(i + 1) {
            Some(next) if w == "check" => format!("check-{next}"),
            _ => w.clone(),
        };
        for (r, set) in ROLES.iter().enumerate() {
            if (set.contains(&w.as_str()) || set.contains(&joined.as_str())) && !out.contains(&r) {
                out.push(r);
            }
        }
    }
    out
}

/// A label's words, less what brackets hold ("Second-choice date (optional)").
fn label_words(label: &str) -> Vec<String> {
    let mut depth = 0usize;
    let plain: String = label
        .chars()
        .map(|c| match c {
            '(' | '[' => {
                depth += 1;
                ' '
            }
            ')' | ']' => {
                depth = depth.saturating_sub(1);
                ' '
            }
            _ if depth > 0 => ' ',
            _ => c,
        })
        .collect();
    plain.unicode_words().map(str::to_lowercase).collect()
}

/// The word a label is about: the one before "of" ("Date of event"), else its last word.
fn head_of(words: &[String]) -> Option<&String> {
    match words.iter().position(|w| w == "of") {
        Some(0) | None => words.last(),
        Some(i) => words.get(i - 1),
    }
}

/// Where the task speaks of a field of the label's kind by a role the label does not have
/// ("as a backup date" for the "Date of event", "the end date" for the "Start date"): the words
/// it says, or `None`. A role word stands right before the kind's word, joined by spaces or
/// hyphens only ("second-choice date"). With no role of its own, a label is the first of its
/// kind: "the main date" is it.
pub fn other_role(task: &str, label: &str) -> Option<String> {
    let words = label_words(label);
    let head = text::stem(head_of(&words)?);
    let own = roles_of(&words);
    let lower = task.to_lowercase();
    let at: Vec<(usize, &str)> = lower.unicode_word_indices().collect();
    for (k, &(start, word)) in at.iter().enumerate() {
        if text::stem(word) != head {
            continue;
        }
        // Up to three words before it, each joined to the next by spaces or a hyphen.
        let mut first = k;
        while first > 0 && k - first < 3 {
            let (a, w) = at[first - 1];
            let gap = &lower[a + w.len()..at[first].0];
            if !gap.chars().all(|c| c == ' ' || c == '-') || text::is_stopword(w) {
                break;
            }
            first -= 1;
        }
        let before: Vec<String> = at[first..k].iter().map(|(_, w)| w.to_string()).collect();
        let said = roles_of(&before);
        let foreign = !said.is_empty()
            && !said.iter().any(|r| own.contains(r))
            && !(own.is_empty() && said.iter().all(|&r| r == FIRST));
        if foreign {
            return Some(lower[at[first].0..start + word.len()].to_string());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::other_role;

    #[test]
    fn a_field_said_by_another_role_of_its_kind_is_another_field() {
        let said = |task: &str, label: &str| other_role(task, label);
        assert_eq!(
            said(
                "Add 8-Jul-2027 as a backup date — actually no, make the backup 2027-02-21.",
                "Date of event"
            )
            .as_deref(),
            Some("backup date")
        );
        assert_eq!(
            said(
                "Please add 16 Dec 2027 as our second-choice date.",
                "Date of event"
            )
            .as_deref(),
            Some("second-choice date")
        );
        assert_eq!(
            said("Set the end date to 3 May.", "Start date").as_deref(),
            Some("end date")
        );
        assert_eq!(
            said("Change my return flight date to 9 June.", "Departure date").as_deref(),
            Some("return flight date")
        );
        assert_eq!(
            said("Ring me on my work phone: 0161 496 0000.", "Mobile phone").as_deref(),
            Some("work phone")
        );
        // Near misses: the label's own role in other words, no role at all, the first of its
        // kind for a label with no role, a role word kept apart by a comma or a stopword, and
        // another kind of thing with a role.
        for (task, label) in [
            (
                "Make the backup date 2027-02-21.",
                "Second-choice date (optional)",
            ),
            ("Set the date of the event to 2027-08-12.", "Date of event"),
            ("Put the new date in: 19 June 2027.", "Date of event"),
            ("Keep 12 April as the main date.", "Date of event"),
            ("Enter the check-in date, 4 May.", "Check-in date"),
            ("It's my second visit, date: 4 May.", "Date of visit"),
            ("The second of the dates is 4 May.", "Date of event"),
            ("Book the return ferry for 4 May.", "Departure date"),
            ("Set the start date to 1 March.", "Start date"),
        ] {
            assert_eq!(said(task, label), None, "{task} / {label}");
        }
    }
}
