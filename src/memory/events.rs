//! What the memory did, as events a person can read in the panel and export as JSONL (seed 000's
//! memory events log, extended to every layer). The log is bounded: the oldest go first.

use serde::{Deserialize, Serialize};

/// Events kept at most; a long-lived profile must not grow its log without end.
pub const MAX_EVENTS: usize = 2_000;

/// One thing the memory did. `event` names it (tier1_loaded, error_recall, domain_recall,
/// lesson_recorded, lesson_deduplicated, lesson_promoted, lessons_pruned, fact_learned,
/// fact_confirmed, fact_contradicted, facts_pruned, selector_recorded, trajectory_recorded,
/// trajectory_merged, trajectories_expired, loop_warning, repeated_failure, task_summarised,
/// context_built); `detail` holds what it concerned.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Event {
    pub event: String,
    pub time: f64,
    #[serde(default)]
    pub detail: serde_json::Value,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct EventLog(pub Vec<Event>);

impl EventLog {
    pub fn push(&mut self, event: &str, time: f64, detail: serde_json::Value) {
        self.0.push(Event {
            event: event.into(),
            time,
            detail,
        });
        if self.0.len() > MAX_EVENTS {
            let extra = self.0.len() - MAX_EVENTS;
            self.0.drain(..extra);
        }
    }

    /// The log as JSON Lines, one event per line, oldest first.
    pub fn to_jsonl(&self) -> String {
        self.0
            .iter()
            .map(|e| serde_json::to_string(e).expect("events serialise"))
            .map(|line| line + "\n")
            .collect()
    }

    pub fn named<'a>(&'a self, event: &'a str) -> impl Iterator<Item = &'a Event> {
        self.0.iter().filter(move |e| e.event == event)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_log_keeps_the_newest_events_and_writes_one_line_each() {
        let mut log = EventLog::default();
        for i in 0..MAX_EVENTS + 5 {
            log.push("error_recall", i as f64, json!({"n": i}));
        }
        assert_eq!(log.0.len(), MAX_EVENTS);
        assert_eq!(log.0[0].time, 5.0);
        let jsonl = log.to_jsonl();
        assert_eq!(jsonl.lines().count(), MAX_EVENTS);
        let first: Event = serde_json::from_str(jsonl.lines().next().unwrap()).unwrap();
        assert_eq!(first.detail, json!({"n": 5}));
    }
}
