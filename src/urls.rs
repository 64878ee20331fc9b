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
const REDACTED: &str = "REDACTED";

/// Removes credentials a URL may carry before it is stored or shown to a model: values of
/// query or fragment parameters whose name suggests a secret (token, code, key, session…),
/// a fragment that is one long opaque blob, and user:password@. The URL is also bounded.
pub fn redact(url: &str) -> String {
    let (before_fragment, fragment) = match url.split_once('#') {
        Some((a, f)) => (a, Some(f)),
        None => (url, None),
    };
    let (base, query) = match before_fragment.split_once('?') {
        Some((b, q)) => (b, Some(q)),
        None => (before_fragment, None),
    };
    let mut out = strip_credentials(base);
    if let Some(q) = query {
        out.push('?');
        out.push_str(&redact_pairs(q));
    }
    if let Some(f) = fragment {
        out.push('#');
        if f.contains('=') {
            out.push_str(&redact_pairs(f));
        } else if looks_opaque(f) {
            out.push_str(REDACTED);
        } else {
            out.push_str(f);
        }
    }
    crate::text::truncate(&out, MAX_URL_CHARS)
}

/// Redacts every address-like word of a text ("tracker.test/x?token=…" as a tab title).
pub fn redact_in_text(text: &str) -> String {
    if !text.contains(['?', '#', '@']) {
        return text.to_string();
    }
    text.split(' ')
        .map(|w| {
            if w.contains(['?', '#', '@']) && w.contains(['/', '.']) {
                redact(w)
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

fn redact_pairs(pairs: &str) -> String {
    pairs
        .split('&')
        .map(|pair| match pair.split_once('=') {
            Some((k, v)) if !v.is_empty() && is_secret_param(k) => format!("{k}={REDACTED}"),
            _ => pair.to_string(),
        })
        .collect::<Vec<_>>()
        .join("&")
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
