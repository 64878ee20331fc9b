//! Turning a procedure's fields and a task into the canonical terms retrieval compares.

use super::binding;
use crate::synonyms;
use crate::text;

/// Canonical terms (stemmed, synonyms folded) of some text.
pub fn canonical_terms(s: &str) -> Vec<String> {
    text::terms(s).iter().map(|t| synonyms::canonical(t)).collect()
}

/// One content word of a task: the word as written and its canonical term.
#[derive(Clone, Debug, PartialEq)]
pub struct TaskWord {
    pub word: String,
    pub term: String,
}

/// The task's content words in order, with quoted values removed ("create issue 'Export
/// fails'" → create, issue), "log in" read as one word (so "log a bug" and "log in" are told
/// apart), and "open a/an X" read as making one ("open a ticket") while "open the issue" stays
/// opening.
pub fn task_words(task: &str) -> Vec<TaskWord> {
    text::words(&task_without_values(&without_codes(task)))
        .into_iter()
        .filter(|w| !text::is_stopword(w) && (w.chars().count() > 1 || w.chars().all(|c| c.is_numeric())))
        .map(|w| TaskWord { term: synonyms::canonical(&text::stem(&w)), word: w })
        .collect()
}

/// Tokens that are values by their look, not words: ticket keys (PAY-311), e-mail addresses,
/// channels (#releases), paths and repositories (acme/webapp), links. Read as words they would
/// pose as actions ("PAY" → pay) or things ("feature/login-form" → login, form).
pub fn codes(task: &str) -> Vec<&str> {
    task.split_whitespace()
        .map(|t| t.trim_matches(|c: char| matches!(c, ',' | ';' | ':' | '.' | '!' | '?' | '(' | ')' | '"' | '\'' | '“' | '”')))
        .filter(|t| is_code(t))
        .collect()
}

fn is_code(t: &str) -> bool {
    let digit = t.chars().any(|c| c.is_ascii_digit());
    let letter = t.chars().any(|c| c.is_alphabetic());
    let joined = t.contains(['-', '_']);
    let inner_slash = t.trim_matches('/').contains('/');
    t.contains('@') || t.contains("://") || (t.starts_with('#') && t.len() > 1) || inner_slash || (digit && letter && joined)
}

/// The shape of a value: runs of capitals, small letters and digits as A, a and 9, other
/// characters kept ("PAY-311" and "ENG-42" → "A-9"; "dana@example.com" → "a@a.a").
pub fn shape(value: &str) -> String {
    let mut out = String::new();
    for c in value.chars() {
        let k = if c.is_uppercase() { 'A' } else if c.is_alphabetic() { 'a' } else if c.is_numeric() { '9' } else { c };
        if !out.ends_with(k) || !k.is_alphanumeric() {
            out.push(k);
        }
    }
    out
}

fn without_codes(task: &str) -> String {
    let mut out = task.to_string();
    for c in codes(task) {
        out = out.replace(c, " ");
    }
    out
}

fn task_without_values(task: &str) -> String {
    let mut out = task.to_string();
    for q in binding::quoted_strings(task) {
        out = out.replace(&q, " ");
    }
    for (phrase, meaning) in [("log into", "login"), ("log in", "login"), ("log on", "login"), ("open a", "create a"), ("open an", "create an"), ("open new", "create new"), ("set up", "create"), ("sign up", "register")] {
        while let Some((a, b)) = binding::find_ci(&out, phrase, true) {
            out.replace_range(a..b, meaning);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn task_words_keep_the_written_word_beside_its_term() {
        let words = task_words("Open a ticket 'Export fails' then log in");
        let terms: Vec<&str> = words.iter().map(|w| w.term.as_str()).collect();
        assert_eq!(terms, ["creat", "issu", "login"]);
        assert_eq!(words[1].word, "ticket");
    }

    #[test]
    fn codes_are_values_not_words() {
        let terms: Vec<String> = task_words("move PAY-311 to review and email dana@x.io in #releases about acme/webapp").into_iter().map(|w| w.term).collect();
        assert_eq!(terms, ["edit", "review", "send"]);
        assert_eq!(shape("PAY-311"), shape("ENG-42"));
        assert_eq!(shape("dana@example.com"), "a@a.a");
        assert_ne!(shape("PAY-311"), shape("2h"));
    }
}
