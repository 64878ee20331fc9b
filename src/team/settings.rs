//! Settings → Team library: the server's address and the member's token, checked before they
//! are kept. The token is a credential: the panel sees only whether one is kept.

use serde::{Deserialize, Serialize};

/// The longest token taken (the server's are 43 characters).
const MAX_TOKEN: usize = 512;
const MAX_URL: usize = 2048;

/// `procmem:team`: where the team library is and the member's token.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamSettings {
    /// The server's base address, without a trailing slash (`https://procmem.example.com`).
    pub url: String,
    pub token: String,
}

/// What the panel is shown: never the token.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TeamPublic {
    pub url: String,
    pub has_token: bool,
    /// The host permission the extension asks for at runtime (`https://host/*`).
    pub origin_pattern: String,
}

/// The settings as typed, checked: the address is http(s) with a host and nothing else that
/// could carry a secret or surprise (no user:password@, query or fragment); plain http only to
/// this machine, since the token travels in a header. The token is one run of visible ASCII.
pub fn checked(url: &str, token: &str) -> Result<TeamSettings, String> {
    let url = url.trim().trim_end_matches('/');
    let token = token.trim();
    origin_pattern(url)?;
    if token.is_empty() {
        return Err(
            "Paste the token your team's admin made for you (procmem serve token create).".into(),
        );
    }
    if token.len() > MAX_TOKEN || !token.bytes().all(|b| (0x21..=0x7e).contains(&b)) {
        return Err(
            "That is not a token: a token is one run of letters, digits and signs, with no spaces."
                .into(),
        );
    }
    Ok(TeamSettings {
        url: url.to_string(),
        token: token.to_string(),
    })
}

impl TeamSettings {
    pub fn public(&self) -> TeamPublic {
        TeamPublic {
            url: self.url.clone(),
            has_token: !self.token.is_empty(),
            origin_pattern: origin_pattern(&self.url).unwrap_or_default(),
        }
    }
}

/// The match pattern of the server's host (any port), or why the address cannot be used.
pub fn origin_pattern(url: &str) -> Result<String, String> {
    if url.len() > MAX_URL {
        return Err("That address is too long.".into());
    }
    let (scheme, rest) = if let Some(r) = url.strip_prefix("https://") {
        ("https", r)
    } else if let Some(r) = url.strip_prefix("http://") {
        ("http", r)
    } else {
        return Err("The team library's address starts with https:// (or http:// on this machine), e.g. https://procmem.example.com.".into());
    };
    let authority = rest.split('/').next().unwrap_or("");
    if rest.contains(['?', '#']) {
        return Err("Give the server's address alone, without ? or #.".into());
    }
    if authority.contains('@') {
        return Err(
            "Leave names and passwords out of the address: the token is the only credential."
                .into(),
        );
    }
    let host = host_of(authority)?;
    if scheme == "http" && !is_loopback(&host) {
        return Err("Use https:// for a server on another machine: over http://, the token could be read on the way.".into());
    }
    if rest.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err("The address has spaces in it.".into());
    }
    Ok(format!("{scheme}://{host}/*"))
}

/// The host of `host[:port]` (an IPv6 host keeps its brackets).
fn host_of(authority: &str) -> Result<String, String> {
    let (host, port) = if authority.starts_with('[') {
        match authority.find(']') {
            Some(end) => (&authority[..=end], authority[end + 1..].strip_prefix(':')),
            None => return Err("The address's IPv6 host has no closing ].".into()),
        }
    } else {
        match authority.split_once(':') {
            Some((h, p)) => (h, Some(p)),
            None => (authority, None),
        }
    };
    if let Some(p) = port {
        if p.parse::<u16>().map_or(true, |n| n == 0) {
            return Err("The address's port must be a number from 1 to 65535.".into());
        }
    }
    let ok = !host.is_empty()
        && (host.starts_with('[')
            || host
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.'));
    if !ok {
        return Err("The address names no host (e.g. https://procmem.example.com).".into());
    }
    Ok(host.to_ascii_lowercase())
}

fn is_loopback(host: &str) -> bool {
    let v4: Vec<&str> = host.split('.').collect();
    let loopback_v4 = v4.len() == 4 && v4[0] == "127" && v4.iter().all(|p| p.parse::<u8>().is_ok());
    host == "localhost" || host == "[::1]" || loopback_v4
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_https_server_or_one_on_this_machine_is_taken() {
        let s = checked(" https://Procmem.Example.com/ ", " tok_123 ").unwrap();
        assert_eq!(s.url, "https://Procmem.Example.com");
        assert_eq!(s.token, "tok_123");
        assert_eq!(s.public().origin_pattern, "https://procmem.example.com/*");
        assert!(s.public().has_token);
        for url in [
            "http://127.0.0.1:7878",
            "http://localhost:7878/team",
            "http://[::1]:80",
            "https://10.0.0.2:8443",
        ] {
            assert!(checked(url, "t").is_ok(), "{url}");
        }
        assert_eq!(
            origin_pattern("http://127.0.0.1:7878").unwrap(),
            "http://127.0.0.1/*"
        );
    }

    #[test]
    fn addresses_that_leak_or_mislead_are_refused_with_a_sentence() {
        for (url, says) in [
            ("http://procmem.example.com", "https://"),
            ("http://127.0.0.1.evil.com", "https://"),
            ("ftp://127.0.0.1", "starts with https://"),
            ("procmem.example.com", "starts with https://"),
            ("https://bo:pw@procmem.example.com", "names and passwords"),
            ("https://procmem.example.com/?token=x", "without ? or #"),
            ("https://procmem.example.com:99999", "port"),
            ("https:///issues", "names no host"),
            ("https://exa mple.com", "names no host"),
            ("https://[::1", "closing ]"),
        ] {
            let e = checked(url, "t").unwrap_err();
            assert!(e.contains(says), "{url}: {e}");
        }
    }

    #[test]
    fn a_token_is_one_run_of_visible_characters() {
        assert!(checked("http://127.0.0.1:1", "")
            .unwrap_err()
            .contains("token"));
        assert!(checked("http://127.0.0.1:1", "two words")
            .unwrap_err()
            .contains("no spaces"));
        assert!(checked("http://127.0.0.1:1", "é").is_err());
        assert!(checked("http://127.0.0.1:1", &"a".repeat(513)).is_err());
    }
}
