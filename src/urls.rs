//! The little URL handling the core needs: host and path of http(s) URLs. The browser has
//! already parsed and normalized every URL it hands us, so a full parser (and its IDNA tables,
//! ~150 KB of wasm) would buy nothing here.

/// Lower-case host without port or credentials: "http://u@Tracker.Test:8080/x" → "tracker.test".
pub fn host(url: &str) -> Option<String> {
    let rest = url.split_once("://")?.1;
    let authority = rest.split(['/', '?', '#']).next()?;
    let authority = authority.rsplit('@').next()?;
    let host = if authority.starts_with('[') {
        authority.split(']').next()?.trim_start_matches('[')
    } else {
        authority.split(':').next()?
    };
    (!host.is_empty()).then(|| host.to_ascii_lowercase())
}

/// Path without query or fragment, "/" when empty.
pub fn path(url: &str) -> String {
    let Some((_, rest)) = url.split_once("://") else {
        return "/".into();
    };
    let after_authority = rest.find('/').map(|i| &rest[i..]).unwrap_or("/");
    let p = after_authority.split(['?', '#']).next().unwrap_or("/");
    if p.is_empty() {
        "/".into()
    } else {
        p.to_string()
    }
}

/// The page a URL shows, as "host/path" (no www, port, query or fragment; no trailing slash),
/// or None for a site's root: every task may start there, so it says nothing of which.
pub fn page(url: &str) -> Option<String> {
    let host = host(url)?;
    let host = host.strip_prefix("www.").unwrap_or(&host);
    let path = path(url);
    let path = path.trim_end_matches('/');
    (!path.is_empty()).then(|| format!("{host}{path}"))
}

/// Longest URL kept; longer ones (state carried in a fragment) are cut.
pub const MAX_URL_CHARS: usize = 2048;
pub const REDACTED: &str = "REDACTED";

mod tokens;

/// What a recording or a run learned carried a secret typed into a page, beyond what a URL's
/// own shape says (see `redact_known`).
#[derive(Clone, Copy, Debug, Default)]
pub struct Known<'a> {
    /// Names of query or fragment parameters that carried a secret field's value (a GET form's
    /// password field, whatever its name).
    pub params: &'a [String],
    /// Paths whose segments that held a typed secret read `REDACTED` ("/login/REDACTED/go"):
    /// a URL of the same shape loses those segments.
    pub paths: &'a [String],
    /// Secret values themselves: only a run holds them (the values given for its secret
    /// slots), and only while it runs.
    pub values: &'a [String],
}

/// Removes credentials a URL may carry before it is stored or shown to a model (see
/// `redact_known`), knowing nothing of this recording's typed secrets. The URL is also bounded.
pub fn redact(url: &str) -> String {
    redact_known(url, &Known::default())
}

/// Removes credentials a URL carries:
/// - user:password@;
/// - query and fragment values whose name suggests a secret (token, code, key, session…);
/// - a path segment that is a token by its class (`tokens`): a generated one in a path whose
///   words say it carries a credential (`/reset-password/<token>`, `/invite/<uuid>`,
///   `/verify/482913`), a JWT or a vendor's key anywhere; query values of those classes too;
/// - a fragment that is one long opaque blob, and a fragment route read like a path
///   (`#/reset/<token>`);
/// - what `known` names: parameters a secret was typed into, path shapes holding one, and any
///   parameter value or path segment equal to a secret value.
///
/// A part redacted reads `REDACTED`; everything else is kept as it was. Redacting again (with
/// as much known or more) is harmless: a recording redacts its URLs again when it learns more.
pub fn redact_known(url: &str, known: &Known) -> String {
    let (before_fragment, fragment) = match url.split_once('#') {
        Some((a, f)) => (a, Some(f)),
        None => (url, None),
    };
    let (base, query) = match before_fragment.split_once('?') {
        Some((b, q)) => (b, Some(q)),
        None => (before_fragment, None),
    };
    let base = strip_credentials(base);
    let (origin, path) = split_origin(&base);
    let (path, context) = redact_path(path, known, false);
    let mut out = format!("{origin}{path}");
    if let Some(q) = query {
        out.push('?');
        out.push_str(&redact_pairs(q, context, known));
    }
    if let Some(f) = fragment {
        out.push('#');
        out.push_str(&redact_fragment(f, context, known));
    }
    crate::text::truncate(&out, MAX_URL_CHARS)
}

/// Redacts every address-like word of a text ("tracker.test/x?token=…" as a tab title,
/// "https://app.test/reset/<token>" in a task).
pub fn redact_in_text(text: &str) -> String {
    redact_in_text_known(text, &Known::default())
}

/// Punctuation a text puts around an address ("(see https://…).", "“https://…”").
const AROUND: &[char] = &[
    '(', ')', '[', ']', '<', '>', '"', '\'', '“', '”', '‘', '’', '«', '»', ',', ';', '!', '.', ':',
];

/// `redact_in_text` with what a recording or run knows (`redact_known`).
pub fn redact_in_text_known(text: &str, known: &Known) -> String {
    let plain = known.values.is_empty();
    if plain && !text.contains(['?', '#', '@', '/']) {
        return text.to_string();
    }
    text.split(' ')
        .map(|w| {
            let inner = w.trim_start_matches(AROUND);
            let lead = &w[..w.len() - inner.len()];
            let inner = inner.trim_end_matches(AROUND);
            let trail = &w[lead.len() + inner.len()..];
            let address = inner.contains("://")
                || (inner.contains(['?', '#', '@']) && inner.contains(['/', '.']))
                || inner
                    .split_once('/')
                    .is_some_and(|(host, _)| host.contains('.'));
            if address {
                format!("{lead}{}{trail}", redact_known(inner, known))
            } else if !plain
                && known
                    .values
                    .iter()
                    .any(|v| !v.is_empty() && (w == v || inner == v))
            {
                format!("{lead}{REDACTED}{trail}")
            } else {
                w.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn strip_credentials(base: &str) -> String {
    if let Some((scheme, rest)) = base.split_once("://") {
        let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
        if let Some((_, host)) = authority.rsplit_once('@') {
            return format!("{scheme}://{host}{path}");
        }
    }
    base.to_string()
}

/// "scheme://authority" and the path after it ("" when none); an address written without a
/// scheme ("tracker.test/x") splits at its first slash.
fn split_origin(base: &str) -> (&str, &str) {
    let start = base.find("://").map(|i| i + 3).unwrap_or(0);
    match base[start..].find('/') {
        Some(i) => base.split_at(start + i),
        None => (base, ""),
    }
}

/// %XX escapes decoded (invalid UTF-8 replaced); with `plus`, "+" is a space (a query).
fn decode(s: &str, plus: bool) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let hex = |c: u8| (c as char).to_digit(16);
        if b == b'%' && i + 2 < bytes.len() {
            if let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(if plus && b == b'+' { b' ' } else { b });
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn is_known_value(value: &str, known: &Known) -> bool {
    !value.is_empty() && known.values.iter().any(|v| !v.is_empty() && v == value)
}

/// The path with its token segments redacted, and whether its words say it carries a
/// credential. `in_context`: the address around it already says so (a fragment route).
fn redact_path(path: &str, known: &Known, in_context: bool) -> (String, bool) {
    if path.is_empty() {
        return (String::new(), in_context);
    }
    let raw: Vec<&str> = path.split('/').collect();
    let decoded: Vec<String> = raw.iter().map(|s| decode(s, false)).collect();
    let context = in_context || tokens::path_says_credential(&decoded);
    let mut out: Vec<String> = Vec::with_capacity(raw.len());
    for (i, (seg, d)) in raw.iter().zip(&decoded).enumerate() {
        let after_revision = i > 0 && tokens::is_revision_word(&decoded[i - 1]);
        let redacted = if d.is_empty() || *seg == REDACTED {
            None
        } else if is_known_value(d, known) || tokens::credential_anywhere(d) {
            Some(REDACTED.to_string())
        } else if context
            && tokens::token_in_context(d)
            && !(after_revision && tokens::is_hex_run(d))
        {
            // (The prefix kept is ASCII letters and separators: the same bytes raw and decoded.)
            let keep = tokens::context_prefix(d);
            Some(format!("{}{REDACTED}", &d[..keep]))
        } else {
            None
        };
        out.push(redacted.unwrap_or_else(|| seg.to_string()));
    }
    // Shapes the pages reported: a segment that held a typed secret.
    for shape in known.paths {
        let parts: Vec<&str> = shape.split('/').collect();
        let fits = parts.len() == raw.len()
            && parts.contains(&REDACTED)
            && parts
                .iter()
                .zip(raw.iter().zip(&out))
                .all(|(p, (r, o))| *p == REDACTED || p == r || o == REDACTED);
        if fits {
            for (p, o) in parts.iter().zip(out.iter_mut()) {
                if *p == REDACTED {
                    *o = REDACTED.to_string();
                }
            }
        }
    }
    (out.join("/"), context)
}

/// A fragment: a route read like a path with its own query (`#/reset/<token>?x=1`), pairs
/// (`#access_token=…`), one opaque blob, or a plain anchor.
fn redact_fragment(f: &str, context: bool, known: &Known) -> String {
    if let Some(route) = f.strip_prefix('/').or_else(|| f.strip_prefix("!/")) {
        let bang = if f.starts_with('!') { "!" } else { "" };
        let (path, query) = match route.split_once('?') {
            Some((p, q)) => (p, Some(q)),
            None => (route, None),
        };
        let (path, context) = redact_path(&format!("/{path}"), known, context);
        let mut out = format!("{bang}{path}");
        if let Some(q) = query {
            out.push('?');
            out.push_str(&redact_pairs(q, context, known));
        }
        return out;
    }
    if f.contains('=') {
        redact_pairs(f, context, known)
    } else if looks_opaque(f)
        || is_known_value(&decode(f, false), known)
        || tokens::credential_anywhere(f)
    {
        REDACTED.to_string()
    } else {
        f.to_string()
    }
}

/// Parameter names that carry credentials in URLs (OAuth codes, signed links, sessions).
const SECRET_PARAMS: [&str; 12] = [
    "code",
    "key",
    "sig",
    "signature",
    "session",
    "sid",
    "auth",
    "jwt",
    "state",
    "credential",
    "nonce",
    "apikey",
];

fn redact_pairs(pairs: &str, context: bool, known: &Known) -> String {
    pairs
        .split('&')
        .map(|pair| match pair.split_once('=') {
            Some((k, v)) if !v.is_empty() && secret_pair(k, v, context, known) => {
                format!("{k}={REDACTED}")
            }
            _ => pair.to_string(),
        })
        .collect::<Vec<_>>()
        .join("&")
}

fn secret_pair(name: &str, value: &str, context: bool, known: &Known) -> bool {
    if value == REDACTED {
        return false;
    }
    let name = decode(name, true);
    let value = decode(value, true);
    is_secret_param(&name)
        || known.params.iter().any(|p| *p == name)
        || is_known_value(&value, known)
        || tokens::credential_anywhere(&value)
        || ((context || tokens::name_says_credential(&name)) && tokens::token_in_context(&value))
}

fn is_secret_param(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    crate::secrets::text_suggests_secret(name)
        || lower
            .split(['_', '-', '.'])
            .any(|w| SECRET_PARAMS.contains(&w))
}

/// A long fragment of URL-safe characters only, like an access token.
fn looks_opaque(f: &str) -> bool {
    f.len() >= 32
        && f.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.~+/".contains(c))
}

/// Whether an observed path is the one a step recorded: equal, segment by segment, where a
/// recorded `REDACTED` segment (a token) stands for any one segment (the token of this visit)
/// and a segment ending in it for any with the same beginning (`reset-REDACTED`).
pub fn path_matches(recorded: &str, observed: &str) -> bool {
    if recorded == observed {
        return true;
    }
    let (r, o): (Vec<&str>, Vec<&str>) =
        (recorded.split('/').collect(), observed.split('/').collect());
    r.len() == o.len()
        && r.iter().zip(&o).all(|(r, o)| {
            r == o
                || r.strip_suffix(REDACTED)
                    .is_some_and(|head| o.len() > head.len() && o.starts_with(head))
        })
}

/// How well a procedure's domain fits the current host: 1 for the same host, 0.8 for a
/// subdomain relation (app.x.com vs x.com), 0 otherwise. Siblings (a.x.com vs b.x.com) are not
/// matched: without the public-suffix list, a.co.uk and b.co.uk would look like siblings too.
pub fn domain_match(current: &str, domain: &str) -> f64 {
    let (c, d) = (strip_www(current), strip_www(domain));
    if c == d {
        return 1.0;
    }
    if c.ends_with(&format!(".{d}")) || d.ends_with(&format!(".{c}")) {
        return 0.8;
    }
    0.0
}

fn strip_www(h: &str) -> &str {
    h.strip_prefix("www.").unwrap_or(h)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_and_paths() {
        assert_eq!(
            host("http://u:p@Tracker.Test:8080/a?b#c").as_deref(),
            Some("tracker.test")
        );
        assert_eq!(host("https://[::1]:3000/").as_deref(), Some("::1"));
        assert_eq!(host("chrome://extensions").as_deref(), Some("extensions"));
        assert_eq!(host("about:blank"), None);
        assert_eq!(path("https://x.com/issues/new?x=1"), "/issues/new");
        assert_eq!(path("https://x.com"), "/");
    }

    #[test]
    fn credentials_in_urls_are_redacted() {
        assert_eq!(
            redact(
                "https://u:pw@app.test/invite/accept?token=SECRET123&page=2#access_token=XYZ&x=1"
            ),
            "https://app.test/invite/accept?token=REDACTED&page=2#access_token=REDACTED&x=1"
        );
        assert_eq!(
            redact("https://x.test/cb?code=abc&state=s1&q=shoes"),
            "https://x.test/cb?code=REDACTED&state=REDACTED&q=shoes"
        );
        assert_eq!(
            redact("https://x.test/#eyJhbGciOiJIUzI1NiJ9eyJzdWIiOiIxMjM0NTY3ODkwIn0"),
            "https://x.test/#REDACTED"
        );
        assert_eq!(
            redact("https://x.test/docs#install"),
            "https://x.test/docs#install"
        );
        assert_eq!(
            redact_in_text("tracker.test:8080/plain.html?token=SECRET&page=2"),
            "tracker.test:8080/plain.html?token=REDACTED&page=2"
        );
        assert_eq!(redact_in_text("Issues · Tracker"), "Issues · Tracker");
        assert_eq!(
            redact_in_text("Open (https://app.test/reset-password/Xk9fQ2bZ7mW4pL1sT8vR)."),
            "Open (https://app.test/reset-password/REDACTED)."
        );
        assert_eq!(
            redact_in_text("“app.test/verify/550e8400-e29b-41d4-a716-446655440000”, then"),
            "“app.test/verify/REDACTED”, then"
        );
        // Near misses: a date, a ratio and a plain sentence keep their slashes.
        assert_eq!(
            redact_in_text("Due 17/05/2024 (3/4 done), and/or later."),
            "Due 17/05/2024 (3/4 done), and/or later."
        );
        assert_eq!(
            redact(&format!("https://x.test/#{}", "a b".repeat(2000)))
                .chars()
                .count(),
            MAX_URL_CHARS
        );
    }

    #[test]
    fn subdomain_aware_matching() {
        assert_eq!(domain_match("tracker.test", "tracker.test"), 1.0);
        assert_eq!(domain_match("www.github.com", "github.com"), 1.0);
        assert_eq!(domain_match("app.linear.app", "linear.app"), 0.8);
        assert_eq!(domain_match("a.example.co.uk", "b.other.co.uk"), 0.0);
        assert_eq!(domain_match("shop.test", "tracker.test"), 0.0);
        assert_eq!(domain_match("127.0.0.1", "127.0.0.2"), 0.0);
        assert_eq!(domain_match("notgithub.com", "github.com"), 0.0);
    }
}
