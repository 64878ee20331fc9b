//! Which parts of a URL are secret tokens by their class, not by a parameter's name: a reset,
//! verification, invitation, magic-login or unsubscribe link carries its credential in the
//! path (`/reset-password/<token>`), and a JWT or an API key is one wherever it stands.
//!
//! A path *says* it carries a credential when one of its words does (reset, verify, confirm,
//! activate, invite, magic, login, token, auth, unsubscribe, password…). There, a segment
//! shaped like something generated — a UUID, 16+ hex digits, 6+ digits alone (a code), a run of
//! letters and digits switching class again and again, a 24+ character run — is the token.
//! Elsewhere only what is a credential by its own shape is: a JWT, a key with a vendor's prefix.
//! Ordinary addresses keep their ids: `/issues/1234`, `/orders/ORD-2024-0042`, slugs, dates,
//! a UUID or hex id outside such a path, and a commit hash after `commit`/`blob`/`tree`… even
//! in a repository whose name says "auth" (a revision is never a credential).

/// Words of a path that say it carries a credential.
const CONTEXT_WORDS: &[&str] = &[
    "reset",
    "password",
    "passwords",
    "passwd",
    "pwd",
    "passwordless",
    "verify",
    "verification",
    "verifications",
    "confirm",
    "confirmation",
    "confirmations",
    "activate",
    "activation",
    "invite",
    "invites",
    "invitation",
    "invitations",
    "magic",
    "login",
    "logon",
    "signin",
    "token",
    "tokens",
    "auth",
    "oauth",
    "authenticate",
    "authentication",
    "authorize",
    "unsubscribe",
    "unsub",
    "optout",
    "recover",
    "recovery",
    "claim",
    "redeem",
    "otp",
    "mfa",
    "sso",
    "saml",
    "session",
    "secret",
    "key",
    "keys",
    "apikey",
    "access",
    "validate",
    "validation",
];

/// Two words read as one context word ("sign in", "opt out", "one time").
const CONTEXT_PAIRS: &[(&str, &str)] = &[
    ("sign", "in"),
    ("log", "in"),
    ("opt", "out"),
    ("one", "time"),
    ("api", "key"),
];

/// Words after which a hex segment is a revision of a code host, not a credential.
const REVISION_WORDS: &[&str] = &[
    "commit",
    "commits",
    "blob",
    "tree",
    "blame",
    "compare",
    "raw",
    "changeset",
    "changesets",
    "rev",
    "revs",
    "revision",
    "revisions",
    "sha",
    "diff",
    "diffs",
    "src",
    "source",
    "archive",
    "refs",
    "object",
    "objects",
];

/// Vendors' credential prefixes (a token is one wherever it appears).
const KEY_PREFIXES: &[&str] = &[
    "sk_live_",
    "sk_test_",
    "rk_live_",
    "rk_test_",
    "whsec_",
    "ghp_",
    "gho_",
    "ghu_",
    "ghs_",
    "ghr_",
    "github_pat_",
    "glpat-",
    "xoxb-",
    "xoxp-",
    "xoxa-",
    "xoxr-",
    "xoxs-",
    "shpat_",
    "shpss_",
    "npm_",
    "pypi-",
    "ya29.",
    "AIza",
];

const SEPARATORS: [char; 4] = ['-', '_', '.', '~'];

/// Lower-case words of a URL part: runs of letters or digits, camelCase split.
fn words(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut prev: Option<char> = None;
    for c in s.chars() {
        if !c.is_alphanumeric() {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur).to_lowercase());
            }
            prev = None;
            continue;
        }
        if let Some(p) = prev {
            let boundary = (p.is_lowercase() && c.is_uppercase())
                || (p.is_alphabetic() && c.is_numeric())
                || (p.is_numeric() && c.is_alphabetic());
            if boundary && !cur.is_empty() {
                out.push(std::mem::take(&mut cur).to_lowercase());
            }
        }
        cur.push(c);
        prev = Some(c);
    }
    if !cur.is_empty() {
        out.push(cur.to_lowercase());
    }
    out
}

fn says_context(words: &[String]) -> bool {
    words.iter().any(|w| CONTEXT_WORDS.contains(&w.as_str()))
        || words
            .windows(2)
            .any(|p| CONTEXT_PAIRS.contains(&(p[0].as_str(), p[1].as_str())))
}

/// Whether any of these (decoded) path segments says the path carries a credential. A segment
/// that is itself token-shaped says so only by the context words it starts with (its other
/// letters are noise, not words: `reset-password-<token>`).
pub fn path_says_credential(segments: &[String]) -> bool {
    segments.iter().any(|s| {
        let said = if generated(s) {
            &s[..context_prefix(s)]
        } else {
            s.as_str()
        };
        says_context(&words(said))
    })
}

/// Whether a parameter's name says its value is such a credential ("reset", "invite").
pub fn name_says_credential(name: &str) -> bool {
    says_context(&words(name))
}

/// A revision word of a code host.
pub fn is_revision_word(segment: &str) -> bool {
    REVISION_WORDS.contains(&segment.to_ascii_lowercase().as_str())
}

/// A credential by its own shape, wherever it stands: a JWT (JWS or JWE), a vendor's key.
pub fn credential_anywhere(s: &str) -> bool {
    is_jwt(s) || is_vendor_key(s)
}

fn is_b64url(s: &str) -> bool {
    s.chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '=')
}

fn is_jwt(s: &str) -> bool {
    let parts: Vec<&str> = s.split('.').collect();
    (parts.len() == 3 || parts.len() == 5)
        && parts[0].starts_with("eyJ")
        && parts[0].len() >= 10
        && parts[1].len() >= 10
        && parts.iter().all(|p| is_b64url(p))
}

fn is_vendor_key(s: &str) -> bool {
    KEY_PREFIXES.iter().any(|p| {
        s.strip_prefix(p).is_some_and(|rest| {
            rest.len() >= 16
                && rest
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || SEPARATORS.contains(&c))
        })
    })
}

fn is_uuid(s: &str) -> bool {
    let groups: Vec<&str> = s.split('-').collect();
    groups.len() == 5
        && groups
            .iter()
            .zip([8, 4, 4, 4, 12])
            .all(|(g, n)| g.len() == n && g.chars().all(|c| c.is_ascii_hexdigit()))
}

/// Class changes inside a run that a word or a number does not make: lower to upper, letter
/// to digit, digit to letter (upper to lower starts a capitalised word, so it does not count).
fn class_changes(part: &str) -> usize {
    let mut n = 0;
    let mut prev: Option<char> = None;
    for c in part.chars() {
        if let Some(p) = prev {
            let change = (p.is_ascii_lowercase() && c.is_ascii_uppercase())
                || (p.is_ascii_alphabetic() && c.is_ascii_digit())
                || (p.is_ascii_digit() && c.is_ascii_alphabetic());
            n += usize::from(change);
        }
        prev = Some(c);
    }
    n
}

/// Shaped like something a machine generated: a UUID, 16+ hex digits, a run switching between
/// letters, digits and cases three times or more, or a run of 24+ letters and digits. Words,
/// numbers, slugs of either and codes such as `ORD-2024-0042` are not.
pub fn generated(s: &str) -> bool {
    if s.len() < 6
        || !s
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || SEPARATORS.contains(&c) || "=+".contains(c))
    {
        return false;
    }
    if is_uuid(s) {
        return true;
    }
    let parts: Vec<&str> = s
        .split(|c: char| SEPARATORS.contains(&c) || c == '=' || c == '+')
        .filter(|p| !p.is_empty())
        .collect();
    // A slug of words ending in a short id ("how-i-reset-my-password-8f3a2c1b9d7e", an article
    // about it) is generated only when one of its parts is a long token on its own.
    let plain_words = parts
        .iter()
        .filter(|p| is_plain_word(p) && !says_context(&[p.to_ascii_lowercase()]))
        .count();
    if plain_words >= 2 {
        return parts.iter().any(|p| long_token(p));
    }
    let joined: String = parts.concat();
    if joined.len() >= 16 && joined.chars().all(|c| c.is_ascii_hexdigit()) {
        // (A word of hex letters only — "deadbeefcafebabe" — is as generated as any.)
        return joined.chars().any(|c| c.is_ascii_digit()) || joined.len() >= 24;
    }
    let changes: usize = parts.iter().map(|p| class_changes(p)).sum();
    changes >= 3 || parts.iter().any(|p| p.len() >= 24)
}

/// A word as people write one in a slug: "reset", "Reset" (letters, capitalised at most).
fn is_plain_word(p: &str) -> bool {
    p.len() >= 2
        && p.chars().all(|c| c.is_ascii_alphabetic())
        && p.chars().skip(1).all(|c| c.is_ascii_lowercase())
}

/// One part that is a token by itself: 16+ characters of hex with a digit or switching class
/// three times or more, or 24+ characters.
fn long_token(p: &str) -> bool {
    p.len() >= 24
        || (p.len() >= 16
            && ((p.chars().all(|c| c.is_ascii_hexdigit())
                && p.chars().any(|c| c.is_ascii_digit()))
                || class_changes(p) >= 3))
}

/// A token where the path says it carries one: generated, or a code of six or more digits
/// standing alone (`/verify/482913`). A blockchain address (`0x` and 40 hex digits: a token
/// contract's page) is public by design.
pub fn token_in_context(s: &str) -> bool {
    let address =
        s.len() == 42 && s.starts_with("0x") && s[2..].chars().all(|c| c.is_ascii_hexdigit());
    !address && (generated(s) || (s.len() >= 6 && s.chars().all(|c| c.is_ascii_digit())))
}

/// Hex digits (with separators, as in a compare range `a1b2c3…d4e5f6`): a revision after a
/// revision word.
pub fn is_hex_run(s: &str) -> bool {
    let mut any = false;
    for c in s.chars() {
        if c.is_ascii_hexdigit() {
            any = true;
        } else if !SEPARATORS.contains(&c) {
            return false;
        }
    }
    any
}

/// How much of a token segment to keep: the context words it starts with, up to and with
/// their separator ("reset-password-" of `reset-password-<token>`). Never part of the token:
/// the rest must still be token-shaped on its own.
pub fn context_prefix(s: &str) -> usize {
    let mut kept = 0;
    let mut at = 0;
    for part in s.split_inclusive(SEPARATORS) {
        let word = part.trim_end_matches(SEPARATORS);
        at += part.len();
        let is_context = !word.is_empty()
            && word.chars().all(|c| c.is_ascii_alphabetic())
            && says_context(&[word.to_ascii_lowercase()]);
        if !is_context || at >= s.len() || !token_in_context(&s[at..]) {
            break;
        }
        kept = at;
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes() {
        assert!(generated("Xk9fQ2bZ7mW4pL1s"));
        assert!(generated("550e8400-e29b-41d4-a716-446655440000"));
        assert!(generated("9f86d081884c7d659a2feaa0c55ad015"));
        assert!(!generated("blue-lantern-42"));
        assert!(!generated("ORD-2024-0042"));
        assert!(!generated("2024-05-17"));
        assert!(!generated("iPhone-15-Pro"));
        assert!(!generated("How-To-Reset-Your-Password-In-5-Steps"));
        assert!(token_in_context("482913"));
        assert!(!token_in_context("1234"));
        assert!(is_jwt(
            "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl"
        ));
        assert!(is_vendor_key("ghp_abcdefghijklmnopqrstuvwxyz012345"));
        assert_eq!(context_prefix("reset-Xk9fQ2bZ7mW4pL1s"), "reset-".len());
        assert_eq!(context_prefix("Xk9fQ2bZ7mW4pL1s"), 0);
        assert!(path_says_credential(&["".into(), "sign-in".into()]));
        assert!(!path_says_credential(&["".into(), "products".into()]));
    }
}
