//! One call to the opt-in model, end to end as the worker makes it: the request the core
//! builds (address and body; the worker adds the key and the timeout), the server's reply read
//! and held to the rules of `distill`/`bind`/`embed`, and the events-log entry saying what was
//! sent and what came of it. The worker does the fetch and nothing else.

use super::settings::ModelSettings;
use super::{bind, chat_body, distill, reply_object};
use crate::model::Procedure;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// What the log keeps of a request's user message (the whole of it is sent).
const LOGGED_CHARS: usize = 4_000;
/// What a refusal quotes of a server's error body.
const QUOTED_CHARS: usize = 200;

/// A request to send: `POST url` with `body` as JSON; `sent` is the user message, for the log.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Request {
    pub purpose: &'static str,
    pub url: String,
    pub body: String,
    pub sent: String,
}

fn chat(s: &ModelSettings, purpose: &'static str, system: &str, user: String) -> Request {
    Request {
        purpose,
        url: s.chat_url(),
        body: chat_body(&s.model, system, &user).to_string(),
        sent: user,
    }
}

/// The distillation request for a heuristic draft, or None when the chat model is off.
pub fn distill_request(s: &ModelSettings, draft: &Procedure) -> Option<Request> {
    s.chat_on()
        .then(|| chat(s, "distill", distill::SYSTEM, distill::request(draft)))
}

/// The binding request for the slots left empty, or None when off or nothing may be asked.
pub fn bind_request(
    s: &ModelSettings,
    p: &Procedure,
    task: &str,
    missing: &[String],
) -> Option<Request> {
    if !s.chat_on() {
        return None;
    }
    bind::request(p, task, missing).map(|user| chat(s, "bind", bind::SYSTEM, user))
}

/// The embeddings request for these texts, or None when embeddings are off. A secret a text
/// says (a task "…with password hunter2") is masked before it leaves.
pub fn embed_request(s: &ModelSettings, inputs: &[String]) -> Option<Request> {
    let inputs: Vec<String> = inputs
        .iter()
        .map(|t| crate::secrets::mask_in_agent_text(&crate::urls::redact_in_text(t)))
        .collect();
    let inputs = inputs.as_slice();
    (s.embeddings_on() && !inputs.is_empty()).then(|| Request {
        purpose: "embed",
        url: s.embeddings_url(),
        body: super::embed::request_body(&s.embeddings_model, inputs).to_string(),
        sent: inputs.join("\n"),
    })
}

/// The panel's "Test model": the smallest question with a known answer.
pub fn test_request(s: &ModelSettings) -> Result<Request, String> {
    if s.endpoint.is_empty() || s.model.is_empty() {
        return Err("Give the endpoint and the chat model's name first.".into());
    }
    Ok(chat(
        s,
        "test",
        "Answer with one JSON object and nothing else.",
        "Reply with {\"ok\": true}.".into(),
    ))
}

/// What the server sent back: its HTTP status and body text.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Reply {
    pub status: u16,
    pub text: String,
}

/// The reply's JSON, or a sentence saying why there is none.
pub fn read_http(reply: &Reply) -> Result<Value, String> {
    if !(200..300).contains(&reply.status) {
        let quote: String = crate::text::squash(&reply.text)
            .chars()
            .filter(|c| !c.is_control())
            .take(QUOTED_CHARS)
            .collect();
        return Err(format!(
            "The model's server answered HTTP {}{}",
            reply.status,
            if quote.is_empty() {
                ".".to_string()
            } else {
                format!(": {quote}")
            }
        ));
    }
    crate::storage::read_json(&reply.text)
        .map_err(|e| format!("The model's server did not answer JSON: {e}"))
}

/// The draft improved by the model's reply, and a sentence saying what the model changed.
pub fn distill_reply(draft: &Procedure, reply: &Reply) -> Result<(Procedure, String), String> {
    let answer = reply_object(&read_http(reply)?)?;
    let p = distill::apply(draft, &answer)?;
    Ok((p.clone(), changes(draft, &p)))
}

/// "The model wrote the goal and the flow and named 2 slots." (or that it changed nothing).
fn changes(before: &Procedure, after: &Procedure) -> String {
    let mut parts = vec![];
    let written: Vec<&str> = [
        (before.abstract_.goal != after.abstract_.goal, "the goal"),
        (before.abstract_.flow != after.abstract_.flow, "the flow"),
    ]
    .into_iter()
    .filter_map(|(changed, what)| changed.then_some(what))
    .collect();
    if !written.is_empty() {
        parts.push(format!("wrote {}", written.join(" and ")));
    }
    let renamed = before
        .abstract_
        .parameters
        .iter()
        .zip(&after.abstract_.parameters)
        .filter(|(a, b)| a.name != b.name)
        .count();
    let added = after
        .abstract_
        .parameters
        .len()
        .saturating_sub(before.abstract_.parameters.len());
    let plural = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
    if renamed > 0 {
        parts.push(format!("renamed {}", plural(renamed, "slot")));
    }
    if added > 0 {
        parts.push(format!("made {}", plural(added, "new slot")));
    }
    match parts.len() {
        0 => "The model kept the draft as it was.".into(),
        1 => format!("The model {}.", parts[0]),
        n => format!(
            "The model {} and {}.",
            parts[..n - 1].join(", "),
            parts[n - 1]
        ),
    }
}

/// The values the model read from the task for the slots left empty (only what the task says).
pub fn bind_reply(
    p: &Procedure,
    task: &str,
    missing: &[String],
    reply: &Reply,
) -> Result<BTreeMap<String, String>, String> {
    let answer = reply_object(&read_http(reply)?)?;
    Ok(bind::apply(p, task, missing, &answer))
}

/// Whether the test call's reply is a chat completion with a JSON object in it.
pub fn test_reply(reply: &Reply) -> Result<(), String> {
    reply_object(&read_http(reply)?).map(|_| ())
}

/// How a call ended, for the events log.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default)]
pub struct Outcome {
    /// used (the answer was taken), refused (it broke a rule), failed (no answer: network,
    /// HTTP, unreadable), timeout.
    pub outcome: String,
    /// Why, in one sentence, or what was taken.
    pub note: String,
    pub ms: f64,
}

/// Writes a `model_request` event: which model at which host, for what, what was sent (cut to
/// LOGGED_CHARS) and how it ended. Never the key: settings are not read here but for names.
pub fn log(
    memory: &mut crate::memory::Memory,
    s: &ModelSettings,
    request: &Request,
    outcome: &Outcome,
    now: f64,
) {
    let kind = match outcome.outcome.as_str() {
        k @ ("used" | "refused" | "failed" | "timeout") => k,
        _ => "failed",
    };
    let model = if request.purpose == "embed" {
        &s.embeddings_model
    } else {
        &s.model
    };
    let sent: String = request.sent.chars().take(LOGGED_CHARS).collect();
    let note: String = outcome.note.chars().take(500).collect();
    memory.events.push(
        "model_request",
        now,
        json!({
            "purpose": request.purpose,
            "model": model,
            "host": crate::urls::host(&s.endpoint).unwrap_or_default(),
            "outcome": kind,
            "note": note,
            "ms": outcome.ms.max(0.0).round(),
            "sent": sent,
            "sent_chars": request.sent.chars().count(),
        }),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distill::distill;
    use crate::testkit::tracker_demo;

    fn on() -> ModelSettings {
        ModelSettings {
            enabled: true,
            endpoint: "http://127.0.0.1:9/v1".into(),
            model: "m".into(),
            api_key: "sk-secret".into(),
            ..ModelSettings::default()
        }
    }

    fn ok(content: &str) -> Reply {
        Reply {
            status: 200,
            text: json!({"choices": [{"message": {"content": content}}]}).to_string(),
        }
    }

    #[test]
    fn requests_go_to_the_endpoint_only_when_on_and_never_carry_the_key_or_a_secret() {
        let p = distill(&tracker_demo("Create issue", ""), "p1", 1.0).unwrap();
        let r = distill_request(&on(), &p).unwrap();
        assert_eq!(r.url, "http://127.0.0.1:9/v1/chat/completions");
        assert!(!r.body.contains("sk-secret") && !r.body.contains("hunter2"));
        assert!(r.body.contains("\"model\":\"m\""));
        // Near misses: off (by default, or turned off with everything filled in).
        assert!(distill_request(&ModelSettings::default(), &p).is_none());
        let off = ModelSettings {
            enabled: false,
            ..on()
        };
        assert!(distill_request(&off, &p).is_none());
        assert!(bind_request(&off, &p, "x", &["title".into()]).is_none());
        assert!(
            embed_request(&on(), &["x".into()]).is_none(),
            "no embeddings model"
        );
        let emb = ModelSettings {
            embeddings_model: "e".into(),
            ..on()
        };
        let r = embed_request(&emb, &["log in with password hunter2, file a bug".into()]).unwrap();
        assert!(
            !r.body.contains("hunter2") && r.body.contains("file a bug"),
            "{}",
            r.body
        );
        assert!(test_request(&ModelSettings::default()).is_err());
    }

    #[test]
    fn replies_are_read_with_their_status_and_summarised() {
        let p = distill(&tracker_demo("Create issue", ""), "p1", 1.0).unwrap();
        let (better, said) = distill_reply(
            &p,
            &ok(r#"{"goal": "File {title} in the tracker", "slots": {"title": "issue_title"}}"#),
        )
        .unwrap();
        assert!(better.abstract_.goal.starts_with("File {issue_title}"));
        assert_eq!(said, "The model wrote the goal and renamed 1 slot.");
        assert_eq!(
            distill_reply(&p, &ok("{}")).unwrap().1,
            "The model kept the draft as it was."
        );
        // Near misses: an HTTP error quotes the server, HTML is no JSON, a rule broken.
        let e = distill_reply(
            &p,
            &Reply {
                status: 503,
                text: "overloaded\n".into(),
            },
        )
        .unwrap_err();
        assert_eq!(e, "The model's server answered HTTP 503: overloaded");
        assert!(distill_reply(
            &p,
            &Reply {
                status: 200,
                text: "<html>".into()
            }
        )
        .unwrap_err()
        .contains("did not answer JSON"));
        assert!(distill_reply(&p, &ok(r#"{"goal": "Do {nothing}"}"#))
            .unwrap_err()
            .contains("no slot"));
        assert!(test_reply(&ok(r#"{"ok": true}"#)).is_ok());
        assert!(test_reply(&ok("sure")).is_err());
    }

    #[test]
    fn the_log_says_what_was_sent_and_how_it_ended_but_never_the_key() {
        let p = distill(&tracker_demo("Create issue", ""), "p1", 1.0).unwrap();
        let mut m = crate::memory::Memory::fresh(1.0);
        let r = distill_request(&on(), &p).unwrap();
        log(
            &mut m,
            &on(),
            &r,
            &Outcome {
                outcome: "timeout".into(),
                note: "No answer within 20 s.".into(),
                ms: 20_000.4,
            },
            5.0,
        );
        let e = m.events.named("model_request").last().unwrap();
        assert_eq!(e.detail["outcome"], "timeout");
        assert_eq!(e.detail["host"], "127.0.0.1");
        assert_eq!(e.detail["ms"], 20000.0);
        assert!(e.detail["sent"].as_str().unwrap().contains("Login broken"));
        assert!(!e.detail.to_string().contains("sk-secret"));
        // Near miss: an outcome the log does not know is logged as failed.
        log(&mut m, &on(), &r, &Outcome::default(), 6.0);
        assert_eq!(
            m.events.named("model_request").last().unwrap().detail["outcome"],
            "failed"
        );
    }
}
