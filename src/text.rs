//! Turning text into comparable terms: Unicode word segmentation, English stopwords and the
//! Snowball stemmer, so "Creating new tickets" and "create a ticket" share terms.

use rust_stemmers::{Algorithm, Stemmer};
use std::collections::HashSet;
use std::sync::OnceLock;
use unicode_segmentation::UnicodeSegmentation;

mod list {
    include!(concat!(env!("OUT_DIR"), "/stopwords_en.rs"));
}

fn stopwords() -> &'static HashSet<&'static str> {
    static SET: OnceLock<HashSet<&'static str>> = OnceLock::new();
    SET.get_or_init(|| list::STOPWORDS_EN.iter().copied().collect())
}

fn stemmer() -> &'static Stemmer {
    static STEMMER: OnceLock<Stemmer> = OnceLock::new();
    STEMMER.get_or_init(|| Stemmer::create(Algorithm::English))
}

/// Lower-case words of the text, in order (no filtering).
pub fn words(text: &str) -> Vec<String> {
    text.unicode_words().map(|w| w.to_lowercase()).collect()
}

pub fn is_stopword(word: &str) -> bool {
    stopwords().contains(word)
}

/// A word's stem (Snowball English), remembered: the same words are stemmed for every
/// procedure a query judges and every procedure an index is built from.
pub fn stem(word: &str) -> String {
    thread_local! {
        static STEMS: crate::memo::Memo<String> = crate::memo::Memo::new(16_384);
    }
    STEMS.with(|m| m.get(word, |w| stemmer().stem(w).into_owned()))
}

/// Content terms: words that are not stopwords, stemmed. One-letter words carry no meaning
/// except digits ("Q1", "2" in "step 2" are kept as words by the segmenter anyway).
pub fn terms(text: &str) -> Vec<String> {
    words(text)
        .into_iter()
        .filter(|w| !is_stopword(w) && (w.chars().count() > 1 || w.chars().all(|c| c.is_numeric())))
        .map(|w| stem(&w))
        .collect()
}

pub fn term_set(text: &str) -> HashSet<String> {
    terms(text).into_iter().collect()
}

/// A slot name from a label: "Due date" → "due_date", "E-mail address:" → "e_mail_address".
/// Only ASCII letters, digits and _ (slot names appear as `{name}` in prompts); a label in
/// another script gives "" and the caller falls back to another source or "value".
pub fn slot_name(label: &str) -> String {
    let name = words(label).join("_");
    let name: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    let mut out = String::new();
    for c in name.chars() {
        if !(c == '_' && out.ends_with('_')) {
            out.push(c);
        }
    }
    out.trim_matches('_')
        .chars()
        .take(40)
        .collect::<String>()
        .trim_end_matches('_')
        .to_string()
}

/// The n-th slot of the same name ("title_2"), still within the 40-character limit.
pub fn numbered_slot(base: &str, n: usize) -> String {
    let suffix = format!("_{n}");
    let keep: String = base.chars().take(40 - suffix.len()).collect();
    format!("{}{suffix}", keep.trim_end_matches('_'))
}

/// "a", "a and b", "a, b and c".
pub fn join_with_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// A name without the count a page shows beside it: "Hoka (5)" → "Hoka", "Inbox [12]" →
/// "Inbox". The count is the page's data of the moment, not what the control is.
pub fn without_count(name: &str) -> &str {
    let t = name.trim_end();
    // "engineering 9 unread", "Inbox, 3 new": a badge read out with its word.
    if let Some(rest) = without_badge(t) {
        return rest;
    }
    let Some(close) = t.chars().next_back().filter(|c| *c == ')' || *c == ']') else {
        return name.trim();
    };
    let open = if close == ')' { '(' } else { '[' };
    let Some(start) = t.rfind(open) else {
        return name.trim();
    };
    let inner = &t[start + 1..t.len() - 1];
    let is_count = !inner.trim().is_empty()
        && inner
            .trim()
            .chars()
            .all(|c| c.is_ascii_digit() || c == ',' || c == '.' || c == '+')
        && inner.trim().starts_with(|c: char| c.is_ascii_digit());
    let rest = t[..start].trim_end();
    if is_count && rest.chars().any(char::is_alphanumeric) {
        rest.trim_start()
    } else {
        name.trim()
    }
}

/// Words a badge reads out after its count ("9 unread", "3 new messages").
const BADGE_WORDS: [&str; 12] = [
    "unread",
    "new",
    "unseen",
    "notifications",
    "notification",
    "messages",
    "message",
    "items",
    "item",
    "updates",
    "mentions",
    "mention",
];

/// `name` without a trailing badge ("engineering 9 unread" → "engineering"), or `None`.
fn without_badge(name: &str) -> Option<&str> {
    let mut rest = name.trim_end();
    let mut worded = false;
    while let Some((head, last)) = rest.rsplit_once(char::is_whitespace) {
        if !BADGE_WORDS.contains(&last.to_lowercase().as_str()) {
            break;
        }
        rest = head.trim_end();
        worded = true;
    }
    let (head, count) = rest.rsplit_once(char::is_whitespace)?;
    let count = count.trim_end_matches('+');
    if !worded || count.is_empty() || !count.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let head = head
        .trim_end()
        .trim_end_matches([',', '·', '-', '–', '('])
        .trim();
    head.chars().any(char::is_alphanumeric).then_some(head)
}

/// Collapses whitespace and trims.
pub fn squash(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Cuts to at most `max` characters on a char boundary, adding "…" when cut.
pub fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// A code as people write one: letters and digits with a digit among them, at most eight
/// ("X6", "BA117", "7737").
pub fn is_code(s: &str) -> bool {
    !s.is_empty()
        && s.chars().count() <= 8
        && s.chars().any(|c| c.is_ascii_digit())
        && s.chars().all(char::is_alphanumeric)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_beside_a_name_is_not_the_name() {
        assert_eq!(without_count("Hoka (5)"), "Hoka");
        assert_eq!(without_count(" Inbox [1,204] "), "Inbox");
        assert_eq!(without_count("New Balance (12+)"), "New Balance");
        // Near misses: words in brackets, a name that is only a number, no brackets.
        assert_eq!(without_count("Ohio (US)"), "Ohio (US)");
        assert_eq!(without_count("(5)"), "(5)");
        assert_eq!(without_count("Room 101"), "Room 101");
        assert_eq!(without_count("Size (EU 42)"), "Size (EU 42)");
        // A badge read out with its word.
        assert_eq!(without_count("engineering 9 unread"), "engineering");
        assert_eq!(without_count("Inbox, 12 new messages"), "Inbox");
        assert_eq!(without_count("general 99+ unread"), "general");
        // Near misses: a number that is the name's own, a badge alone.
        assert_eq!(without_count("Q3 2025 roadmap"), "Q3 2025 roadmap");
        assert_eq!(without_count("3 new"), "3 new");
    }

    #[test]
    fn stems_and_drops_stopwords() {
        assert_eq!(
            terms("Creating the new tickets"),
            vec!["creat", "new", "ticket"]
        );
        assert_eq!(term_set("create a ticket"), term_set("creating tickets"));
    }

    #[test]
    fn slot_names_from_labels() {
        assert_eq!(slot_name("Due date"), "due_date");
        assert_eq!(slot_name("  Title: "), "title");
        assert_eq!(slot_name("E-mail address"), "e_mail_address");
    }

    #[test]
    fn numbered_slots_stay_within_forty_characters() {
        let long = "aa_aa_a0aaaa_aaaa_a_a_a_a_a_a_a_a_a_a00"; // found by tests/no_panic.rs
        assert_eq!(numbered_slot(long, 2).len(), 40);
        assert!(crate::storage::is_slot_name(&numbered_slot(long, 12)));
        assert_eq!(numbered_slot("title", 2), "title_2");
    }

    #[test]
    fn truncate_counts_chars_not_bytes() {
        assert_eq!(truncate("ééééé", 3), "éé…");
        assert_eq!(truncate("abc", 3), "abc");
    }
}
