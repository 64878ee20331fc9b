//! Retrieval: which stored procedures fit a new task, scored with Nanobrowser's structure
//! (0.4 text, 0.3 domain, 0.2 confidence, 0.1 parameter availability) but with stemming,
//! stopwords, synonyms, subdomain-aware domains, read-time confidence and a gate: no procedure
//! is returned without textual evidence that it is about this task.

pub mod asides;
pub mod binding;
pub mod conflict;
pub mod entry;
pub mod formats;
pub mod index;
pub mod parts;
pub mod reading;
pub mod roles;
pub mod stored;
pub mod terms;
pub mod typo;
pub mod unmet;

pub use entry::Entry;
pub use index::Index;

use crate::model::{Procedure, Stats};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const WEIGHT_TEXT: f64 = 0.4;
pub const WEIGHT_DOMAIN: f64 = 0.3;
pub const WEIGHT_CONFIDENCE: f64 = 0.2;
pub const WEIGHT_PARAMS: f64 = 0.1;
/// Minimum relevance (index.rs `judge`): below it a procedure is not what the task asks for.
pub const MIN_EVIDENCE: f64 = 0.57;
pub const TOP_K: usize = 3;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Breakdown {
    pub text: f64,
    pub domain: f64,
    pub confidence: f64,
    pub params: f64,
    /// Cosine with the task by the embeddings model, when it is on and re-ranked this match
    /// (src/assist/embed.rs); meaning never admits a match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meaning: Option<f64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Match {
    pub id: String,
    pub title: String,
    pub score: f64,
    pub breakdown: Breakdown,
    pub reason: String,
    /// Slot → value the task supplies (null when it does not).
    pub parameters: BTreeMap<String, Option<String>>,
}

/// Confidence computed when read, from outcomes and recency: Laplace-smoothed success rate
/// (0.5 with no runs), drifting back toward 0.5 when the last use is long ago.
pub fn confidence(stats: &Stats, now: f64) -> f64 {
    let rate =
        (stats.successes as f64 + 1.0) / (stats.successes as f64 + stats.failures as f64 + 2.0);
    match stats.last_used {
        Some(last) if now > last => {
            let days = (now - last) / 86_400_000.0;
            let keep = (-days / 180.0).exp();
            0.5 + (rate - 0.5) * keep
        }
        _ => rate,
    }
}

/// Scores one procedure alone; `None` when it must not be injected for this task. (IDF needs
/// a collection: alone, every term weighs the same.)
pub fn score(p: &Procedure, task: &str, url: Option<&str>, now: f64) -> Option<Match> {
    Index::build(std::slice::from_ref(p))
        .retrieve(task, url, now, 1)
        .into_iter()
        .next()
}

/// The best `TOP_K` procedures for a task, best first.
pub fn retrieve(procedures: &[Procedure], task: &str, url: Option<&str>, now: f64) -> Vec<Match> {
    retrieve_top(procedures, task, url, now, TOP_K)
}

/// The best `k` procedures for a task, best first (ties: the most recently updated).
pub fn retrieve_top(
    procedures: &[Procedure],
    task: &str,
    url: Option<&str>,
    now: f64,
    k: usize,
) -> Vec<Match> {
    Index::build(procedures).retrieve(task, url, now, k)
}

#[cfg(test)]
mod tests;
