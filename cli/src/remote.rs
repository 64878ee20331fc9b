//! A member's client of the team library (`procmem mcp --server <url> --token …`): the server's
//! feed mirrored into procedures the core answers from (the same answers as the server's and
//! the extension's for the same library), and outcomes posted for the team's counts.

use procmem::model::Procedure;
use procmem::team::sync::{Item, Kind};
use serde_json::{json, Value};
use std::time::Duration;

/// A request taking longer is given up (the mirror answers meanwhile).
const REQUEST: Duration = Duration::from_secs(20);

pub struct Remote {
    base: String,
    token: String,
    client: reqwest::Client,
    /// The feed's cursor: every change up to it is in the mirror.
    cursor: String,
}

impl Remote {
    /// The connection, checked as the extension checks it (https, or http on this machine).
    pub fn new(url: &str, token: &str) -> Result<Remote, String> {
        let s = procmem::team::settings::checked(url, token)?;
        let client = reqwest::Client::builder()
            .timeout(REQUEST)
            .build()
            .map_err(|e| format!("cannot make an HTTP client: {e}"))?;
        Ok(Remote {
            base: s.url,
            token: s.token,
            client,
            cursor: "0".into(),
        })
    }

    async fn send(&self, req: reqwest::RequestBuilder) -> Result<(u16, Value), String> {
        let res = req
            .bearer_auth(&self.token)
            .send()
            .await
            .map_err(|e| format!("the team library at {} cannot be reached: {e}", self.base))?;
        let status = res.status().as_u16();
        let body: Value = res.json().await.unwrap_or(Value::Null);
        if status == 401 {
            return Err(format!(
                "the team library refused the token: {}",
                body["error"].as_str().unwrap_or("unauthorised")
            ));
        }
        Ok((status, body))
    }

    /// The procedures changed since the mirror's cursor, oldest first, and why the feed was
    /// left before its end (the cursor covers exactly the changes answered). What the server
    /// sends is read like an import file (checked, scrubbed, redacted).
    pub async fn pull(&mut self) -> (Vec<Procedure>, Option<String>) {
        let mut changed = Vec::new();
        loop {
            let url = format!("{}/v1/changes?since={}", self.base, self.cursor);
            let page = match self.send(self.client.get(url)).await {
                Ok((200, page)) => page,
                Ok((status, _)) => {
                    return (
                        changed,
                        Some(format!("the team library's feed answered {status}")),
                    )
                }
                Err(e) => return (changed, Some(e)),
            };
            let (Some(changes), Some(cursor)) =
                (page["changes"].as_array(), page["cursor"].as_str())
            else {
                return (
                    changed,
                    Some("the team library's feed is not one procmem reads".into()),
                );
            };
            if cursor.parse::<u64>().is_err() {
                return (
                    changed,
                    Some("the team library's cursor is not a whole number".into()),
                );
            }
            for c in changes.iter().filter(|c| c["kind"] == "procedure") {
                let id = c["id"].as_str().unwrap_or_default();
                match Item::from_server(Kind::Procedure, id, c["item"].clone()) {
                    Ok(Item::Procedure(p)) => changed.push(*p),
                    Ok(Item::Recording(_)) => {}
                    Err(e) => eprintln!("procmem mcp: left out of the mirror: {e}"),
                }
            }
            self.cursor = cursor.to_string();
            if page["more"] != json!(true) {
                return (changed, None);
            }
        }
    }

    /// Posts a run's outcome; the server's answer (the procedure's counts) or its sentence.
    pub async fn outcome(
        &self,
        procedure_id: &str,
        success: bool,
        failed_step: Option<&str>,
    ) -> Result<Value, String> {
        let body =
            json!({ "procedure_id": procedure_id, "success": success, "failed_step": failed_step });
        let (status, answer) = self
            .send(
                self.client
                    .post(format!("{}/v1/outcomes", self.base))
                    .json(&body),
            )
            .await?;
        match status {
            200 => Ok(answer),
            _ => Err(answer["error"].as_str().map_or_else(
                || format!("the team library answered {status}"),
                str::to_string,
            )),
        }
    }
}
