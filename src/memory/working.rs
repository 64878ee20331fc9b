//! Short-term and working memory of one task (seeds 002 and 004): its goal, the agent's
//! thought → action → observation → outcome cycles, the pages visited and the path through them,
//! failure signatures, a scratch pad and the facts a person gave for forms. It warns when one
//! action repeats [`LOOP_REPEATS`] times in the last [`LOOP_WINDOW`] cycles and when an action
//! fails again the way it failed before (same action, same error phrase). When the task ends it
//! is summarised into the task's record ([`Summary`]) and cleared; user facts never outlive it.

use super::lessons::key_phrase;
use super::{phrase, EventLog};
use crate::text::{squash, truncate};
use serde::{Deserialize, Serialize};
use serde_json::json;

pub const LOOP_WINDOW: usize = 10;
pub const LOOP_REPEATS: usize = 3;
/// Cycles kept per task: the loop window and the context need only the latest.
pub const MAX_CYCLES: usize = 50;
pub const MAX_VISITED: usize = 50;
pub const MAX_NOTES: usize = 20;
pub const MAX_USER_FACTS: usize = 30;
pub const MAX_FIELD_CHARS: usize = 500;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Cycle {
    pub thought: String,
    pub action: String,
    pub observation: String,
    pub outcome: String,
    pub url: String,
    pub time: f64,
}

impl Cycle {
    /// Whether the outcome says the action failed ("failure", "error", "failed: …",
    /// "timeout"); anything else ("success", "done", "page loaded") is no failure.
    pub fn failed(&self) -> bool {
        let first = crate::text::words(&self.outcome)
            .into_iter()
            .next()
            .unwrap_or_default();
        matches!(
            first.as_str(),
            "fail" | "failed" | "failure" | "error" | "timeout" | "timed"
        )
    }

    /// The error a failed cycle reports: the outcome's words after its verdict, else the
    /// observation.
    pub fn error_text(&self) -> String {
        let rest = self
            .outcome
            .split_once([':', '—', '-'])
            .map(|(_, r)| r.trim())
            .unwrap_or("");
        if key_phrase(rest).is_empty() {
            self.observation.clone()
        } else {
            rest.to_string()
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FailureSignature {
    pub action: String,
    pub error: String,
    pub count: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Working {
    pub task_id: String,
    pub goal: String,
    pub started: f64,
    pub cycles: Vec<Cycle>,
    /// Pages visited (redacted), in first-visit order.
    pub visited: Vec<String>,
    /// The path through them: each page when the agent moved to it.
    pub path: Vec<String>,
    pub failures: Vec<FailureSignature>,
    pub notes: Vec<String>,
    /// What a person gave for forms (name, address…), never a secret; gone when the task ends.
    pub user_facts: Vec<(String, String)>,
    /// Cycles recorded in all (the list keeps the latest [`MAX_CYCLES`]).
    pub total_cycles: u32,
}

/// What a cycle's recording says back to the agent.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Warnings {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loop_warning: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub repeated_failure: Option<String>,
}

/// What a task's working memory becomes when it ends (kept in the session history).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub task_id: String,
    pub goal: String,
    pub success: bool,
    pub outcome: String,
    pub cycles: u32,
    pub failures: Vec<FailureSignature>,
    pub pages: usize,
    pub final_url: String,
    pub started: f64,
    pub ended: f64,
}

/// What an agent wrote, kept: one line, bounded, and no secret value it may have quoted.
fn field(s: &str) -> String {
    truncate(
        &crate::secrets::mask_in_agent_text(&squash(s)),
        MAX_FIELD_CHARS,
    )
}

impl Working {
    pub fn new(task_id: &str, goal: &str, now: f64) -> Self {
        Working {
            task_id: truncate(task_id.trim(), 100),
            goal: field(goal),
            started: now,
            ..Default::default()
        }
    }

    /// Records a cycle and says whether the agent is looping or failing the same way again.
    pub fn record(&mut self, cycle: &Cycle, now: f64, log: &mut EventLog) -> Warnings {
        let mut c = Cycle {
            thought: field(&cycle.thought),
            action: field(&cycle.action),
            observation: field(&cycle.observation),
            outcome: field(&cycle.outcome),
            url: crate::urls::redact(cycle.url.trim()),
            time: now,
        };
        if c.url.is_empty() {
            c.url = self
                .cycles
                .last()
                .map(|l| l.url.clone())
                .unwrap_or_default();
        }
        let mut warnings = Warnings::default();
        let action = phrase(&c.action);
        if !c.url.is_empty() {
            if !self.visited.contains(&c.url) && self.visited.len() < MAX_VISITED {
                self.visited.push(c.url.clone());
            }
            if self.path.last() != Some(&c.url) {
                self.path.push(c.url.clone());
                let extra = self.path.len().saturating_sub(MAX_VISITED);
                self.path.drain(..extra);
            }
        }
        if c.failed() && !action.is_empty() {
            let error = key_phrase(&c.error_text());
            match self
                .failures
                .iter_mut()
                .find(|f| phrase(&f.action) == action && f.error == error)
            {
                Some(f) => {
                    f.count += 1;
                    let said = if error.is_empty() {
                        String::new()
                    } else {
                        format!(" (“{error}”)")
                    };
                    let msg = format!("“{}” failed this way {} times{said}; doing it again will fail again — try another way.", c.action, f.count);
                    log.push("repeated_failure", now, json!({"task_id": self.task_id, "action": c.action, "error": error, "count": f.count}));
                    warnings.repeated_failure = Some(msg);
                }
                None => self.failures.push(FailureSignature {
                    action: c.action.clone(),
                    error,
                    count: 1,
                }),
            }
        }
        self.cycles.push(c.clone());
        self.total_cycles = self.total_cycles.saturating_add(1);
        let extra = self.cycles.len().saturating_sub(MAX_CYCLES);
        self.cycles.drain(..extra);
        if !action.is_empty() {
            let recent = self
                .cycles
                .iter()
                .rev()
                .take(LOOP_WINDOW)
                .filter(|x| phrase(&x.action) == action)
                .count();
            if recent >= LOOP_REPEATS {
                warnings.loop_warning = Some(format!("You have done “{}” {recent} times in your last {LOOP_WINDOW} actions; you may be in a loop — try something else.", c.action));
                log.push(
                    "loop_warning",
                    now,
                    json!({"task_id": self.task_id, "action": c.action, "count": recent}),
                );
            }
        }
        warnings
    }

    pub fn note(&mut self, text: &str) {
        let t = field(text);
        if !t.is_empty() {
            self.notes.push(t);
            let extra = self.notes.len().saturating_sub(MAX_NOTES);
            self.notes.drain(..extra);
        }
    }

    /// Keeps a fact a person gave for forms ("Shipping name" = "Ada Lovelace"). A label that
    /// names a secret (password, card number, one-time code…) is refused: secrets are never kept.
    pub fn set_user_fact(&mut self, label: &str, value: &str) -> Result<(), String> {
        let (label, value) = (truncate(&squash(label), 100), field(value));
        if label.is_empty() {
            return Err("A user fact needs its label.".into());
        }
        if crate::secrets::text_suggests_secret(&label) {
            return Err(format!(
                "“{label}” names a secret; secrets are never kept in memory."
            ));
        }
        let full = self.user_facts.len() >= MAX_USER_FACTS;
        match self
            .user_facts
            .iter_mut()
            .find(|(l, _)| phrase(l) == phrase(&label))
        {
            Some(f) => f.1 = value,
            None if full => {
                return Err(format!("A task keeps at most {MAX_USER_FACTS} user facts."))
            }
            None => self.user_facts.push((label, value)),
        }
        Ok(())
    }

    /// Ends the task: what it did, for the session history. The working memory itself (user
    /// facts included) is dropped by the caller.
    pub fn summarise(&self, success: bool, outcome: &str, now: f64, log: &mut EventLog) -> Summary {
        let s = Summary {
            task_id: self.task_id.clone(),
            goal: self.goal.clone(),
            success,
            outcome: field(outcome),
            cycles: self.total_cycles,
            failures: self.failures.clone(),
            pages: self.visited.len(),
            final_url: self.path.last().cloned().unwrap_or_default(),
            started: self.started,
            ended: now,
        };
        log.push(
            "task_summarised",
            now,
            json!({"task_id": s.task_id, "success": success, "cycles": s.cycles, "pages": s.pages}),
        );
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: f64 = 1_800_000_000_000.0;

    fn cycle(action: &str, outcome: &str, url: &str) -> Cycle {
        Cycle {
            action: action.into(),
            outcome: outcome.into(),
            url: url.into(),
            observation: "page".into(),
            ..Default::default()
        }
    }

    #[test]
    fn one_action_three_times_in_the_last_ten_is_a_loop() {
        let mut w = Working::new("t1", "buy a lamp", NOW);
        let mut log = EventLog::default();
        assert!(w
            .record(
                &cycle("click Next", "success", "https://shop.test/a"),
                NOW,
                &mut log
            )
            .loop_warning
            .is_none());
        assert!(w
            .record(&cycle("Click  next", "success", ""), NOW, &mut log)
            .loop_warning
            .is_none());
        let warn = w
            .record(&cycle("click Next", "success", ""), NOW, &mut log)
            .loop_warning
            .unwrap();
        assert!(warn.contains("3 times in your last 10"), "{warn}");
        assert_eq!(log.named("loop_warning").count(), 1);
        // Near miss: the repeats spread beyond the last ten actions.
        let mut w = Working::new("t2", "g", NOW);
        w.record(&cycle("click Next", "success", ""), NOW, &mut log);
        w.record(&cycle("click Next", "success", ""), NOW, &mut log);
        for i in 0..9 {
            w.record(&cycle(&format!("type {i}"), "success", ""), NOW, &mut log);
        }
        assert!(w
            .record(&cycle("click Next", "success", ""), NOW, &mut log)
            .loop_warning
            .is_none());
    }

    #[test]
    fn the_same_action_failing_the_same_way_again_is_said_other_errors_are_not() {
        let mut w = Working::new("t", "g", NOW);
        let mut log = EventLog::default();
        assert!(w
            .record(
                &cycle("click Pay", "failure: element is not visible (#pay)", ""),
                NOW,
                &mut log
            )
            .repeated_failure
            .is_none());
        // Near misses: another error, another action, a success.
        assert!(w
            .record(
                &cycle("click Pay", "error: timeout 3000ms exceeded", ""),
                NOW,
                &mut log
            )
            .repeated_failure
            .is_none());
        assert!(w
            .record(
                &cycle("click Buy", "failed: element is not visible", ""),
                NOW,
                &mut log
            )
            .repeated_failure
            .is_none());
        assert!(w
            .record(&cycle("click Pay", "success", ""), NOW, &mut log)
            .repeated_failure
            .is_none());
        let again = w
            .record(
                &cycle("click Pay", "Failed — Element is not visible (#pay-2)", ""),
                NOW,
                &mut log,
            )
            .repeated_failure
            .unwrap();
        assert!(
            again.contains("2 times") && again.contains("element is not visible"),
            "{again}"
        );
        // The error may come in the observation when the outcome is only a verdict.
        let mut c = cycle("type Email", "error", "");
        c.observation = "Field is disabled".into();
        w.record(&c, NOW, &mut log);
        assert!(w.record(&c, NOW, &mut log).repeated_failure.is_some());
    }

    #[test]
    fn secret_values_an_agent_quotes_are_never_kept() {
        let mut w = Working::new("t", "sign in with password hunter2x", NOW);
        let mut log = EventLog::default();
        let c = Cycle {
            thought: "the code is 482913".into(),
            action: "type 'hunter2x' into Password".into(),
            observation: "typed".into(),
            outcome: "success".into(),
            ..Default::default()
        };
        w.record(&c, NOW, &mut log);
        w.note("password: hunter2x");
        let kept = serde_json::to_string(&w).unwrap();
        assert!(
            !kept.contains("hunter2x") && !kept.contains("482913"),
            "{kept}"
        );
        // Near miss: an ordinary quoted value stays.
        w.record(
            &Cycle {
                action: "type 'lantern' into Search".into(),
                outcome: "success".into(),
                ..Default::default()
            },
            NOW,
            &mut log,
        );
        assert_eq!(
            w.cycles.last().unwrap().action,
            "type 'lantern' into Search"
        );
    }

    #[test]
    fn pages_and_the_path_are_kept_redacted() {
        let mut w = Working::new("t", "g", NOW);
        let mut log = EventLog::default();
        for u in [
            "https://a.test/x?token=s3cr3tvalue123",
            "https://a.test/y",
            "",
            "https://a.test/x?token=s3cr3tvalue123",
        ] {
            w.record(&cycle("look", "success", u), NOW, &mut log);
        }
        assert_eq!(w.visited.len(), 2);
        assert_eq!(w.path.len(), 3);
        assert!(!format!("{w:?}").contains("s3cr3tvalue123"));
        let s = w.summarise(true, "bought", NOW + 5.0, &mut log);
        assert_eq!((s.cycles, s.pages), (4, 2));
        assert!(s.final_url.starts_with("https://a.test/x"));
    }

    #[test]
    fn user_facts_for_forms_never_secrets_and_never_in_the_summary() {
        let mut w = Working::new("t", "g", NOW);
        w.set_user_fact("Shipping name", "Ada Lovelace").unwrap();
        w.set_user_fact("shipping  NAME", "Ada King").unwrap();
        assert_eq!(
            w.user_facts,
            vec![("Shipping name".to_string(), "Ada King".to_string())]
        );
        assert!(w
            .set_user_fact("Password", "hunter2")
            .unwrap_err()
            .contains("never kept"));
        assert!(w
            .set_user_fact("Card number", "4111 1111 1111 1111")
            .is_err());
        assert!(w.set_user_fact("One-time code", "123456").is_err());
        // Near miss: ordinary fields that only look near a secret word.
        w.set_user_fact("Promo code", "SPRING").unwrap();
        w.set_user_fact("Postal code", "3511 AB").unwrap();
        let s = w.summarise(true, "done", NOW, &mut EventLog::default());
        assert!(!serde_json::to_string(&s).unwrap().contains("Ada"));
    }
}
