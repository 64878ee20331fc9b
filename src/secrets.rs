//! Which fields hold secrets. The content script decides first (secrets never leave the page);
//! the core applies the same rule again so a buggy or hostile sender still cannot get a secret
//! stored, exported or shown to a model.

use crate::model::Fingerprint;

// The lists of src/secret-words.json (SECRET-prefixed here), baked in by build.rs: the content
// script reads the same file (content-scripts/generated/secret-words.js), so page and core
// apply one rule. CODE_WORDS serves the content script's rules on a field's shape (boxes of one
// character, a short field of digits), which a fingerprint does not carry.
#[allow(dead_code)]
mod lists {
    include!(concat!(env!("OUT_DIR"), "/secret_words.rs"));
}
use lists::{
    ALONE_WORDS, AUTOCOMPLETE as SECRET_AUTOCOMPLETE, FRAGMENTS as SECRET_FRAGMENTS,
    FRAGMENT_EXCEPTIONS, ORDINARY_AUTOCOMPLETE, ORDINARY_PHRASES, PHRASES as SECRET_PHRASES,
    WORDS as SECRET_WORDS,
};

pub fn is_secret(fp: &Fingerprint) -> bool {
    if fp.input_type.eq_ignore_ascii_case("password") {
        return true;
    }
    let autocomplete = fp.autocomplete.to_lowercase();
    let tokens: Vec<&str> = autocomplete.split_whitespace().collect();
    if tokens.iter().any(|t| SECRET_AUTOCOMPLETE.contains(t)) {
        return true;
    }
    // The page says what the field is ("postal-code"): its words ("Pincode") are not read.
    if tokens.iter().any(|t| ORDINARY_AUTOCOMPLETE.contains(t)) {
        return false;
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

/// What an agent wrote about its own steps ("type 'hunter2' into Password", "the code is
/// 482913") with the secret values masked before it is kept: a value said after a secret word
/// (as `mask_in_text` finds it), and, in a text that speaks of a secret field, every quoted
/// value — unless the quote is itself a name that speaks of one ("click 'Forgot password?'").
/// Near misses: "type 'lantern' into Search" and "the code we sent" stay as written.
pub fn mask_in_agent_text(text: &str) -> String {
    let masked = mask_in_text(text, "password passcode code pin otp token");
    if !text_suggests_secret(&masked) {
        return masked;
    }
    let mut out = String::with_capacity(masked.len());
    let mut rest = masked.as_str();
    while let Some((i, open)) = rest
        .char_indices()
        .find(|(_, c)| matches!(c, '\'' | '"' | '“' | '‘' | '`'))
    {
        let close = match open {
            '“' => '”',
            '‘' => '’',
            c => c,
        };
        let after = &rest[i + open.len_utf8()..];
        // An apostrophe inside a word ("don't") opens no quote.
        let in_word = open == '\'' && rest[..i].chars().last().is_some_and(char::is_alphanumeric);
        match after.find(close).filter(|_| !in_word) {
            Some(j) => {
                let inner = &after[..j];
                out.push_str(&rest[..i + open.len_utf8()]);
                out.push_str(if inner.is_empty() || text_suggests_secret(inner) {
                    inner
                } else {
                    "•••"
                });
                out.push(close);
                rest = &after[j + close.len_utf8()..];
            }
            None => {
                out.push_str(&rest[..i + open.len_utf8()]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether a name, id, label, placeholder or accessible name says its field is secret: the rule
/// of src/secret-words.json (content-scripts/secrets.js `textSuggestsSecret` is the same).
/// The text is cut into words (split_identifier_words); the ordinary phrases ("max tokens",
/// "promo code") are cut out, leaving a barrier no phrase is read across; then it is secret when
/// a word is a secret word, an alone word ("pass") is its only word but digits, a secret phrase
/// stands in it, or a word holds a fragment ("userpassword", "密码") and is no exception
/// ("secretary").
pub fn text_suggests_secret(text: &str) -> bool {
    let words = split_identifier_words(text);
    if words.is_empty() {
        return false;
    }
    let joined = without_ordinary(&words);
    let words: Vec<&str> = joined
        .split(' ')
        .filter(|w| !w.is_empty() && *w != "|")
        .collect();
    if words.iter().any(|w| SECRET_WORDS.contains(w)) {
        return true;
    }
    let mut named = words.iter().filter(|w| !w.chars().all(char::is_numeric));
    if let (Some(only), None) = (named.next(), named.next()) {
        if ALONE_WORDS.contains(only) {
            return true;
        }
    }
    if SECRET_PHRASES
        .iter()
        .any(|p| joined.contains(&format!(" {p} ")))
    {
        return true;
    }
    words
        .iter()
        .any(|w| !FRAGMENT_EXCEPTIONS.contains(w) && SECRET_FRAGMENTS.iter().any(|f| w.contains(f)))
}

/// " w1 w2 … " with every ordinary phrase replaced by " | ".
fn without_ordinary(words: &[String]) -> String {
    let mut joined = format!(" {} ", words.join(" "));
    for phrase in ORDINARY_PHRASES {
        let pattern = format!(" {phrase} ");
        while joined.contains(&pattern) {
            joined = joined.replacen(&pattern, " | ", 1);
        }
    }
    joined
}

/// Lower-case words of `text`: camelCase, snake_case, kebab-case, acronyms ("APIKey" → api,
/// key) and runs of letters and digits ("pass2", "2fa") apart. content-scripts/secrets.js
/// `toWords` cuts the same way (Unicode Alphabetic, N, Uppercase and Lowercase there).
fn split_identifier_words(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut words = Vec::new();
    let mut current = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let letter = c.is_alphabetic();
        let number = !letter && c.is_numeric();
        if !letter && !number {
            flush(&mut words, &mut current);
            continue;
        }
        if !current.is_empty() {
            let p = chars[i - 1];
            let prev_letter = p.is_alphabetic();
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_lowercase());
            let boundary = (!prev_letter && letter)
                || (prev_letter && number)
                || (p.is_lowercase() && c.is_uppercase())
                || (p.is_uppercase() && c.is_uppercase() && next_lower);
            if boundary {
                flush(&mut words, &mut current);
            }
        }
        current.push(c);
    }
    flush(&mut words, &mut current);
    words
}

fn flush(words: &mut Vec<String>, current: &mut String) {
    if !current.is_empty() {
        words.push(current.to_lowercase());
        current.clear();
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn what_an_agent_writes_keeps_no_secret_value() {
        assert_eq!(
            mask_in_agent_text("type 'hunter2' into Password"),
            "type '•••' into Password"
        );
        assert_eq!(
            mask_in_agent_text("Typed “Tr0ub4dor&3” in the password field"),
            "Typed “•••” in the password field"
        );
        assert_eq!(
            mask_in_agent_text("the code is 482913, then Continue"),
            "the code is •••, then Continue"
        );
        assert_eq!(
            mask_in_agent_text("fill One-time code with \"739201\""),
            "fill One-time code with \"•••\""
        );
        // Near misses: no secret spoken of; a quoted name that is itself the secret word; words.
        assert_eq!(
            mask_in_agent_text("type 'lantern' into Search"),
            "type 'lantern' into Search"
        );
        assert_eq!(
            mask_in_agent_text("click 'Forgot password?'"),
            "click 'Forgot password?'"
        );
        assert_eq!(
            mask_in_agent_text("enter the code we sent"),
            "enter the code we sent"
        );
        assert_eq!(
            mask_in_agent_text("don't retype the password"),
            "don't retype the password"
        );
    }

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
        let kinds = cases["secret"].as_array().unwrap();
        assert!(kinds.len() >= 40, "{} kinds", kinds.len());
        let mut missed = Vec::new();
        for kind in kinds {
            for text in kind["texts"].as_array().unwrap() {
                let text = text.as_str().unwrap();
                if !text_suggests_secret(text) {
                    missed.push(format!("{}: {text}", kind["kind"].as_str().unwrap()));
                }
            }
        }
        assert_eq!(missed, Vec::<String>::new(), "secrets missed");
        let ordinary = cases["not_secret"].as_array().unwrap();
        assert!(ordinary.len() >= 30, "{} ordinary fields", ordinary.len());
        let flagged: Vec<&str> = ordinary
            .iter()
            .map(|t| t.as_str().unwrap())
            .filter(|t| text_suggests_secret(t))
            .collect();
        assert_eq!(flagged, Vec::<&str>::new(), "ordinary fields flagged");
        for token in cases["secret_autocomplete"].as_array().unwrap() {
            let token = token.as_str().unwrap();
            assert!(
                is_secret(&field(|f| f.autocomplete = token.into())),
                "{token}"
            );
        }
        for token in cases["not_secret_autocomplete"].as_array().unwrap() {
            let token = token.as_str().unwrap();
            assert!(
                !is_secret(&field(|f| f.autocomplete = token.into())),
                "{token}"
            );
        }
    }

    #[test]
    fn the_lists_are_written_as_words_are_cut() {
        for list in [
            SECRET_WORDS,
            ALONE_WORDS,
            SECRET_PHRASES,
            ORDINARY_PHRASES,
            FRAGMENT_EXCEPTIONS,
        ] {
            for entry in list {
                assert_eq!(split_identifier_words(entry).join(" "), *entry);
            }
        }
        for fragment in SECRET_FRAGMENTS {
            assert_eq!(split_identifier_words(fragment), vec![fragment.to_string()]);
        }
        assert_eq!(
            split_identifier_words("APIKey2fa"),
            ["api", "key", "2", "fa"]
        );
        assert_eq!(split_identifier_words("请输入密码"), ["请输入密码"]);
    }

    #[test]
    fn a_field_the_page_calls_a_postal_code_is_not_read_by_its_words() {
        assert!(is_secret(&field(|f| f.label = "Pincode".into())));
        assert!(!is_secret(&field(|f| {
            f.label = "Pincode".into();
            f.autocomplete = "shipping postal-code".into();
        })));
        // A password field stays one whatever its autocomplete says.
        assert!(is_secret(&field(|f| {
            f.input_type = "password".into();
            f.autocomplete = "postal-code".into();
        })));
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
            "max_tokens",
            "seasonPassType",
            "tokenName",
        ] {
            assert!(!is_secret(&field(|f| f.name_attr = name.into())), "{name}");
        }
    }
}
