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
