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
    let Some((_, rest)) = url.split_once("://") else { return "/".into() };
    let after_authority = rest.find('/').map(|i| &rest[i..]).unwrap_or("/");
    let p = after_authority.split(['?', '#']).next().unwrap_or("/");
    if p.is_empty() { "/".into() } else { p.to_string() }
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
        assert_eq!(host("http://u:p@Tracker.Test:8080/a?b#c").as_deref(), Some("tracker.test"));
        assert_eq!(host("https://[::1]:3000/").as_deref(), Some("::1"));
        assert_eq!(host("chrome://extensions").as_deref(), Some("extensions"));
        assert_eq!(host("about:blank"), None);
        assert_eq!(path("https://x.com/issues/new?x=1"), "/issues/new");
        assert_eq!(path("https://x.com"), "/");
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
