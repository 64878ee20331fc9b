//! Values by their look: codes (ticket keys, addresses, channels, paths, links) and their
//! shapes, so a task holding "ENG-150" names what a procedure shown "GRO-88" works on.

use crate::template::is_code;

/// Tokens of a task that are codes (see `template::is_code`).
pub fn codes(task: &str) -> Vec<&str> {
    task.split_whitespace()
        .map(|t| {
            t.trim_matches(|c: char| {
                matches!(
                    c,
                    ',' | ';' | ':' | '.' | '!' | '?' | '(' | ')' | '"' | '\'' | '“' | '”'
                )
            })
        })
        .filter(|t| is_code(t))
        .collect()
}

/// The shape of a value: runs of capitals, small letters and digits as A, a and 9, other
/// characters kept ("PAY-311" and "ENG-42" → "A-9"; "dana@example.com" → "a@a.a").
pub fn shape(value: &str) -> String {
    let mut out = String::new();
    for c in value.chars() {
        let k = if c.is_uppercase() {
            'A'
        } else if c.is_alphabetic() {
            'a'
        } else if c.is_numeric() {
            '9'
        } else {
            c
        };
        if !out.ends_with(k) || !k.is_alphanumeric() {
            out.push(k);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_values_not_words() {
        assert_eq!(
            codes("move PAY-311 to review and email dana@x.io in #releases about acme/webapp"),
            ["PAY-311", "dana@x.io", "#releases", "acme/webapp"]
        );
        assert_eq!(shape("PAY-311"), shape("ENG-42"));
        assert_eq!(shape("dana@example.com"), "a@a.a");
        assert_ne!(shape("PAY-311"), shape("2h"));
    }
}
