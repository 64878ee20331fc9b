//! Which fields hold secrets. The content script decides first (secrets never leave the page);
//! the core applies the same rule again so a buggy or hostile sender still cannot get a secret
//! stored, exported or shown to a model.

use crate::model::Fingerprint;

const SECRET_AUTOCOMPLETE: [&str; 7] = [
    "current-password",
    "new-password",
    "one-time-code",
    "cc-number",
    "cc-csc",
    "cc-exp",
    "cc-exp-month",
];

/// Words that mark a field as secret when they appear as a whole word in its name, id, label,
/// placeholder or accessible name ("pin" matches "PIN code" and "pin_code", not "shipping").
const SECRET_WORDS: [&str; 17] = [
    "password",
    "passwd",
    "passcode",
    "pwd",
    "pass",
    "secret",
    "token",
    "otp",
    "cvv",
    "cvc",
    "csc",
    "ssn",
    "pin",
    "2fa",
    "mfa",
    "totp",
    "passphrase",
];

/// Phrases (space separated, already lower-case) that mark a secret.
const SECRET_PHRASES: [&str; 14] = [
    "one time code",
    "one time password",
    "security code",
    "verification code",
    "auth code",
    "access code",
    "sms code",
    "social security",
    "card number",
    "cc number",
    "card verification",
    "api key",
    "private key",
    "client secret",
];

/// Runs of letters that mean a password even inside one word ("userpassword").
const SECRET_FRAGMENTS: [&str; 4] = ["password", "passwd", "passcode", "passphrase"];

pub fn is_secret(fp: &Fingerprint) -> bool {
    if fp.input_type.eq_ignore_ascii_case("password") {
        return true;
    }
    let autocomplete = fp.autocomplete.to_ascii_lowercase();
    if autocomplete
        .split_whitespace()
        .any(|t| SECRET_AUTOCOMPLETE.contains(&t) || t == "cc-exp-year")
    {
        return true;
    }
    [&fp.name_attr, &fp.id, &fp.label, &fp.placeholder, &fp.name]
        .iter()
        .any(|text| text_suggests_secret(text))
}

/// Words that, written before a value, say the value is the secret of a field so labelled.
const SECRET_HEADS: [&str; 6] = ["code", "password", "passcode", "pin", "otp", "token"];
/// Words between such a word and its value: "the code is 482913", "password: hunter2".
const CONNECTORS: [&str; 6] = ["is", "was", "of", "=", "-", "reads"];

/// `text` (a title or description the person wrote) with the value of a secret field masked
/// where the text says it after the field's label word ("… with the code 482913" → "… with the
/// code •••", "password: hunter2", "code 748 363"). A secret field's value never reaches the
/// core, so it is found by where it stands: the token after the word, with its digit groups.
/// Near misses: a label word followed by words ("the code we sent"), or no label word at all.
pub fn mask_in_text(text: &str, label: &str) -> String {
    let label_words = split_identifier_words(label);
    let heads: Vec<&str> = SECRET_HEADS
        .iter()
        .copied()
        .filter(|h| label_words.iter().any(|w| w == h))
        .collect();
    let heads: Vec<&str> = if heads.is_empty() && text_suggests_secret(label) {
        SECRET_HEADS.to_vec()
    } else {
        heads
    };
    let tokens: Vec<(usize, &str)> = text
        .split_whitespace()
        .map(|t| (t.as_ptr() as usize - text.as_ptr() as usize, t))
        .collect();
    let word = |t: &str| {
        t.trim_matches(|c: char| !c.is_alphanumeric())
            .to_lowercase()
    };
    let mut spans: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let w = word(tokens[i].1);
        let head = heads.contains(&w.as_str()) && !tokens[i].1.ends_with([',', '.', ';']);
        i += 1;
        if !head {
            continue;
        }
        let mut j = i;
        while j < tokens.len() && CONNECTORS.contains(&word(tokens[j].1).as_str()) && j < i + 2 {
            j += 1;
        }
        let Some(&(at, first)) = tokens.get(j) else {
            continue;
        };
        let value = first.trim_end_matches([',', '.', ';', '!', '?', ')']);
        let digits = value.chars().any(|c| c.is_ascii_digit());
        let password_like = w != "code"
            && w != "pin"
            && value.chars().count() >= 4
            && !crate::dictionary::is_word(&value.to_lowercase());
        if !(digits || password_like) {
            continue;
        }
        let mut end = at + value.len();
        // The digit groups that follow ("748 363").
        let mut k = j + 1;
        while digits && k < tokens.len() && !tokens[k - 1].1.ends_with([',', '.', ';']) {
            let next = tokens[k].1.trim_end_matches([',', '.', ';', '!', '?', ')']);
            if next.is_empty() || !next.chars().all(|c| c.is_ascii_digit() || c == '-') {
                break;
            }
            end = tokens[k].0 + next.len();
            k += 1;
        }
        spans.push((at, end));
        i = k;
    }
    let mut out = text.to_string();
    for &(a, b) in spans.iter().rev() {
        out.replace_range(a..b, "•••");
    }
    out
}

/// Splits snake_case, kebab-case and camelCase into lower-case words and looks for secret words.
pub fn text_suggests_secret(text: &str) -> bool {
    let words = split_identifier_words(text);
    if words.iter().any(|w| SECRET_WORDS.contains(&w.as_str())) {
        return true;
    }
    let joined = format!(" {} ", words.join(" "));
    SECRET_PHRASES
        .iter()
        .any(|p| joined.contains(&format!(" {p} ")))
        || words
            .iter()
            .any(|w| SECRET_FRAGMENTS.iter().any(|f| w.contains(f)))
}

fn split_identifier_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut prev_lower = false;
    for c in text.chars() {
        if !c.is_alphanumeric() {
            flush(&mut words, &mut current);
            prev_lower = false;
            continue;
        }
        // camelCase boundary: "userPassword" → user, password
        if c.is_uppercase() && prev_lower {
            flush(&mut words, &mut current);
        }
        prev_lower = c.is_lowercase() || c.is_ascii_digit();
        current.extend(c.to_lowercase());
    }
    flush(&mut words, &mut current);
    words
}

fn flush(words: &mut Vec<String>, current: &mut String) {
    if !current.is_empty() {
        words.push(std::mem::take(current));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_written_in_a_title_after_its_label_word_is_masked() {
        let label = "Verification code";
        for (text, want) in [
            (
                "Verify the phone number +44 2720 504261 with the code 482913 and remember this device",
                "Verify the phone number +44 2720 504261 with the code ••• and remember this device",
            ),
            ("Phone +44 1, code 748 363, remember device", "Phone +44 1, code •••, remember device"),
            ("The code is 748-363.", "The code is •••."),
        ] {
            assert_eq!(mask_in_text(text, label), want, "{text}");
        }
        assert_eq!(
            mask_in_text("Sign in as bo with password: hunter2x", "Password"),
            "Sign in as bo with password: •••"
        );
        // Near misses: the label word followed by words, another label's word, no label word.
        for text in [
            "Enter the code we sent you",
            "Verify the phone number +44 2720 504261",
            "Use discount 2026SALE at checkout",
        ] {
            assert_eq!(mask_in_text(text, label), text, "{text}");
        }
        assert_eq!(
            mask_in_text("Use the password reset page", "Password"),
            "Use the password reset page"
        );
    }

    fn field(f: impl FnOnce(&mut Fingerprint)) -> Fingerprint {
        let mut fp = Fingerprint {
            tag: "input".into(),
            ..Default::default()
        };
        f(&mut fp);
        fp
    }

    #[test]
    fn password_type_and_autocomplete_are_secret() {
        assert!(is_secret(&field(|f| f.input_type = "password".into())));
        assert!(is_secret(&field(
            |f| f.autocomplete = "one-time-code".into()
        )));
        assert!(is_secret(&field(
            |f| f.autocomplete = "section-a cc-csc".into()
        )));
        assert!(is_secret(&field(|f| f.autocomplete = "cc-exp-year".into())));
    }

    #[test]
    fn names_and_labels_that_suggest_secrets() {
        for name in [
            "userPassword",
            "otp_code",
            "card-cvc",
            "PIN code",
            "api token",
            "SSN",
            "One-time code",
        ] {
            assert!(is_secret(&field(|f| f.name_attr = name.into())), "{name}");
        }
        assert!(is_secret(&field(|f| f.label = "Security code".into())));
    }

    /// The same cases the content script is tested on (tests/unit/secrets.test.mjs).
    #[test]
    fn agrees_with_the_content_script_on_the_shared_cases() {
        let cases: serde_json::Value =
            serde_json::from_str(include_str!("../tests/data/secret-fields.json")).unwrap();
        for name in cases["secret"].as_array().unwrap() {
            assert!(
                text_suggests_secret(name.as_str().unwrap()),
                "should be secret: {name}"
            );
        }
        for name in cases["not_secret"].as_array().unwrap() {
            assert!(
                !text_suggests_secret(name.as_str().unwrap()),
                "should not be secret: {name}"
            );
        }
    }

    #[test]
    fn ordinary_fields_are_not_secret() {
        for name in [
            "shipping",
            "pinned",
            "spinner",
            "title",
            "email",
            "username",
            "passenger",
            "compass",
        ] {
            assert!(!is_secret(&field(|f| f.name_attr = name.into())), "{name}");
        }
    }
}
