//! The opt-in model (issue 13): what procmem may ask an OpenAI-compatible chat model, and how
//! an answer is held to what was demonstrated before anything of it is used. The core builds
//! the request and judges the reply; the worker only sends it (off by default, with a timeout)
//! and falls back to the heuristic result on any error. No secret and no secret slot's value
//! is ever in a request; page text goes in as JSON data the instructions say is data.
//!
//! - `distill`: a better goal, slot names and flow for a heuristic draft — a slot only ever
//!   renames one the draft has or names a value the demonstration typed; no step is added.
//! - `bind`: values for the slots the deterministic binder left empty — only text the task
//!   itself says.
//! - `embed`: meaning from an embeddings model, which re-ranks candidates past the gate and
//!   never admits one.
//! - `call`: one request as the worker sends it, its reply read, and its events-log entry.
//! - `settings`: the endpoint, models, key and timeout, off by default.

pub mod bind;
pub mod call;
pub mod distill;
pub mod embed;
pub mod settings;

use serde_json::{json, Value};

/// Longest reply read: an answer to these requests is a few hundred characters.
pub const MAX_REPLY_CHARS: usize = 20_000;

/// An OpenAI-compatible `/chat/completions` body asking for one JSON object.
pub fn chat_body(model: &str, system: &str, user: &str) -> Value {
    json!({
        "model": model,
        "temperature": 0,
        "response_format": {"type": "json_object"},
        "messages": [
            {"role": "system", "content": system},
            {"role": "user", "content": user},
        ],
    })
}

/// The JSON object a chat completion's first choice holds (fenced in ``` or not).
pub fn reply_object(response: &Value) -> Result<Value, String> {
    let content = response
        .pointer("/choices/0/message/content")
        .and_then(Value::as_str)
        .ok_or("The model's answer has no choices[0].message.content.")?;
    if content.chars().count() > MAX_REPLY_CHARS {
        return Err("The model's answer is too long to be one of these replies.".into());
    }
    let body = content.trim();
    let body = body
        .strip_prefix("```json")
        .or_else(|| body.strip_prefix("```"))
        .map(|b| b.trim_end().trim_end_matches("```"))
        .unwrap_or(body);
    let value = crate::storage::read_json(body.trim())
        .map_err(|e| format!("The model's answer is not the JSON asked for: {e}"))?;
    if !value.is_object() {
        return Err("The model's answer is not a JSON object.".into());
    }
    Ok(value)
}

/// A line of text the model wrote, kept only if it is one plain line of at most `max`
/// characters with no markup.
fn plain_line(s: &str, max: usize) -> Option<String> {
    let s = crate::text::squash(s);
    let ok = !s.is_empty()
        && s.chars().count() <= max
        && !s.chars().any(char::is_control)
        && crate::storage::content::markup(&s).is_none();
    ok.then_some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replies_are_read_from_the_first_choice_fenced_or_not() {
        let r = |content: &str| json!({"choices": [{"message": {"content": content}}]});
        assert_eq!(reply_object(&r("{\"a\": 1}")).unwrap()["a"], 1);
        assert_eq!(
            reply_object(&r("```json\n{\"a\": 2}\n```")).unwrap()["a"],
            2
        );
        // Near misses: no content, prose, a list, an answer far too long.
        assert!(reply_object(&json!({"choices": []})).is_err());
        assert!(reply_object(&r("Sure! Here it is.")).is_err());
        assert!(reply_object(&r("[1]")).is_err());
        assert!(reply_object(&r(&"x".repeat(MAX_REPLY_CHARS + 1))).is_err());
        let body = chat_body("m", "s", "u");
        assert_eq!(body["messages"][1]["content"], "u");
        assert_eq!(body["temperature"], 0);
    }

    #[test]
    fn only_plain_short_lines_are_kept() {
        assert_eq!(
            plain_line("  File a  bug ", 40).as_deref(),
            Some("File a bug")
        );
        assert!(plain_line("<script>x</script>", 40).is_none());
        assert!(plain_line("", 40).is_none());
        assert!(plain_line(&"a".repeat(41), 40).is_none());
    }
}
