//! The opt-in model's settings (Settings → Model in the panel): an OpenAI-compatible endpoint,
//! a chat model, an optional embeddings model, an optional API key and a timeout. Off unless a
//! person turns it on; checked here whether typed in the panel or read back from storage.
//! The API key is the person's own secret: it is kept in the profile's settings only, never
//! exported, never in the events log, and the panel is never sent it back.

use serde::{Deserialize, Serialize};

pub const DEFAULT_TIMEOUT_SECONDS: u32 = 20;
pub const MAX_TIMEOUT_SECONDS: u32 = 120;
const MAX_ENDPOINT: usize = 2_048;
const MAX_MODEL_NAME: usize = 200;
const MAX_API_KEY: usize = 1_000;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ModelSettings {
    /// On: distillation and binding ask the chat model (and retrieval the embeddings model).
    #[serde(default)]
    pub enabled: bool,
    /// The API's base address, e.g. `http://127.0.0.1:11434/v1`; requests go to
    /// `<endpoint>/chat/completions` and `<endpoint>/embeddings`.
    #[serde(default)]
    pub endpoint: String,
    #[serde(default)]
    pub model: String,
    /// Empty: retrieval stays lexical only.
    #[serde(default)]
    pub embeddings_model: String,
    /// Sent as `Authorization: Bearer …`; empty for servers that need none.
    #[serde(default)]
    pub api_key: String,
    #[serde(default = "default_timeout")]
    pub timeout_seconds: u32,
}

fn default_timeout() -> u32 {
    DEFAULT_TIMEOUT_SECONDS
}

impl Default for ModelSettings {
    fn default() -> Self {
        ModelSettings {
            enabled: false,
            endpoint: String::new(),
            model: String::new(),
            embeddings_model: String::new(),
            api_key: String::new(),
            timeout_seconds: DEFAULT_TIMEOUT_SECONDS,
        }
    }
}

impl ModelSettings {
    /// The chat model is to be asked.
    pub fn chat_on(&self) -> bool {
        self.enabled && !self.endpoint.is_empty() && !self.model.is_empty()
    }

    /// The embeddings model is to be asked.
    pub fn embeddings_on(&self) -> bool {
        self.enabled && !self.endpoint.is_empty() && !self.embeddings_model.is_empty()
    }

    pub fn chat_url(&self) -> String {
        format!("{}/chat/completions", self.endpoint)
    }

    pub fn embeddings_url(&self) -> String {
        format!("{}/embeddings", self.endpoint)
    }

    /// What the panel may see: everything but the key, and whether one is kept.
    pub fn public(&self) -> serde_json::Value {
        serde_json::json!({
            "enabled": self.enabled,
            "endpoint": self.endpoint,
            "model": self.model,
            "embeddings_model": self.embeddings_model,
            "timeout_seconds": self.timeout_seconds,
            "has_api_key": !self.api_key.is_empty(),
        })
    }
}

fn plain(s: &str) -> bool {
    !s.chars().any(char::is_control)
}

/// An endpoint as typed, made canonical (no trailing `/`), or why it cannot be one: http or
/// https, a host, no user or password (the key has its own field), no query or fragment.
pub fn endpoint(raw: &str) -> Result<String, String> {
    let e = raw.trim().trim_end_matches('/');
    if e.is_empty() {
        return Ok(String::new());
    }
    let short: String = e.chars().take(60).collect();
    if e.len() > MAX_ENDPOINT || !plain(e) || e.contains(char::is_whitespace) {
        return Err(format!("\"{short}\" is not a web address."));
    }
    let rest = e
        .strip_prefix("https://")
        .or_else(|| e.strip_prefix("http://"))
        .ok_or_else(|| format!("The endpoint \"{short}\" must start with http:// or https://."))?;
    let authority = rest.split('/').next().unwrap_or("");
    if authority.contains('@') {
        return Err("Put the API key in its own field, not in the endpoint's address.".into());
    }
    if e.contains('?') || e.contains('#') {
        return Err(format!(
            "The endpoint \"{short}\" must be the API's base address, without ? or #."
        ));
    }
    let host = authority.rsplit_once(':').map_or(authority, |(h, port)| {
        if !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit()) && !h.ends_with(']') {
            h
        } else {
            authority
        }
    });
    if host.is_empty() || host.starts_with('.') || host.starts_with(':') {
        return Err(format!("The endpoint \"{short}\" names no host."));
    }
    Ok(e.to_string())
}

/// Settings as the panel saves them or as stored, checked. `enabled` needs an endpoint and a
/// chat model; off, whatever was typed is kept for later.
pub fn checked(s: ModelSettings) -> Result<ModelSettings, String> {
    let endpoint = endpoint(&s.endpoint)?;
    let name = |label: &str, v: &str| -> Result<String, String> {
        let v = v.trim();
        if v.chars().count() > MAX_MODEL_NAME || !plain(v) {
            return Err(format!(
                "The {label} name must be one line of at most {MAX_MODEL_NAME} characters."
            ));
        }
        Ok(v.to_string())
    };
    let model = name("model", &s.model)?;
    let embeddings_model = name("embeddings model", &s.embeddings_model)?;
    let api_key = s.api_key.trim().to_string();
    if api_key.len() > MAX_API_KEY || !plain(&api_key) || api_key.contains(char::is_whitespace) {
        return Err("The API key must be one word without spaces.".into());
    }
    if !(1..=MAX_TIMEOUT_SECONDS).contains(&s.timeout_seconds) {
        return Err(format!(
            "The timeout must be 1 to {MAX_TIMEOUT_SECONDS} seconds."
        ));
    }
    if s.enabled && (endpoint.is_empty() || model.is_empty()) {
        return Err("To turn the model on, give its endpoint and the chat model's name.".into());
    }
    Ok(ModelSettings {
        enabled: s.enabled,
        endpoint,
        model,
        embeddings_model,
        api_key,
        timeout_seconds: s.timeout_seconds,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn on(endpoint: &str) -> ModelSettings {
        ModelSettings {
            enabled: true,
            endpoint: endpoint.into(),
            model: "m".into(),
            ..ModelSettings::default()
        }
    }

    #[test]
    fn endpoints_are_base_addresses_over_http() {
        assert_eq!(
            endpoint(" http://127.0.0.1:8080/v1/ ").unwrap(),
            "http://127.0.0.1:8080/v1"
        );
        assert_eq!(
            endpoint("https://api.example.com/v1").unwrap(),
            "https://api.example.com/v1"
        );
        assert_eq!(
            endpoint("http://[::1]:11434").unwrap(),
            "http://[::1]:11434"
        );
        assert_eq!(endpoint("").unwrap(), "");
        // Near misses: another scheme, credentials in the address, a query, no host, spaces.
        for (bad, says) in [
            ("ftp://x/v1", "must start with http"),
            ("javascript:alert(1)", "must start with http"),
            (
                "https://me:secret@api.example.com/v1",
                "API key in its own field",
            ),
            ("https://api.example.com/v1?key=1", "without ? or #"),
            ("http:///v1", "names no host"),
            ("http://:8080/v1", "names no host"),
            ("http://a b/v1", "not a web address"),
        ] {
            let e = endpoint(bad).unwrap_err();
            assert!(e.contains(says), "{bad}: {e}");
        }
    }

    #[test]
    fn on_needs_an_endpoint_and_a_model_and_off_keeps_what_was_typed() {
        let s = checked(on("http://127.0.0.1:9/v1")).unwrap();
        assert!(s.chat_on() && !s.embeddings_on());
        assert_eq!(s.chat_url(), "http://127.0.0.1:9/v1/chat/completions");
        let e = checked(ModelSettings {
            model: String::new(),
            ..on("http://127.0.0.1:9/v1")
        })
        .unwrap_err();
        assert!(e.contains("give its endpoint and the chat model"), "{e}");
        let off = checked(ModelSettings {
            enabled: false,
            model: String::new(),
            ..on("http://127.0.0.1:9/v1")
        })
        .unwrap();
        assert!(!off.chat_on() && off.endpoint == "http://127.0.0.1:9/v1");
        assert!(!ModelSettings::default().chat_on(), "off by default");
        let emb = ModelSettings {
            embeddings_model: "e".into(),
            ..on("http://h/v1")
        };
        assert!(checked(emb.clone()).unwrap().embeddings_on());
        assert!(!ModelSettings {
            enabled: false,
            ..emb
        }
        .embeddings_on());
    }

    #[test]
    fn the_key_and_timeout_are_checked_and_the_key_never_shown() {
        let s = checked(ModelSettings {
            api_key: " sk-abc ".into(),
            ..on("http://h/v1")
        })
        .unwrap();
        assert_eq!(s.api_key, "sk-abc");
        let public = s.public().to_string();
        assert!(!public.contains("sk-abc") && public.contains("\"has_api_key\":true"));
        for bad in [
            ModelSettings {
                api_key: "two words".into(),
                ..on("http://h/v1")
            },
            ModelSettings {
                timeout_seconds: 0,
                ..on("http://h/v1")
            },
            ModelSettings {
                timeout_seconds: 121,
                ..on("http://h/v1")
            },
            ModelSettings {
                model: "a\nb".into(),
                ..on("http://h/v1")
            },
        ] {
            assert!(checked(bad).is_err());
        }
    }
}
