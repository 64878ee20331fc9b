//! Retrieval: which stored procedures fit a new task, scored with Nanobrowser's structure
//! (0.4 text, 0.3 domain, 0.2 confidence, 0.1 parameter availability) but with stemming,
//! stopwords, synonyms, subdomain-aware domains, read-time confidence and a gate: no procedure
//! is returned without textual evidence that it is about this task.

pub mod binding;

use crate::model::{Procedure, Stats};
use crate::synonyms;
use crate::text;
use crate::urls;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap, HashSet};

pub const WEIGHT_TEXT: f64 = 0.4;
pub const WEIGHT_DOMAIN: f64 = 0.3;
pub const WEIGHT_CONFIDENCE: f64 = 0.2;
pub const WEIGHT_PARAMS: f64 = 0.1;
/// Minimum total score to be returned.
pub const THRESHOLD: f64 = 0.35;
/// Minimum share of the procedure's title/goal/tag weight the task must mention.
pub const MIN_EVIDENCE: f64 = 0.3;
pub const TOP_K: usize = 3;

/// Field weights: the title says most about what a procedure does, then the goal.
const W_TITLE: f64 = 3.0;
const W_GOAL: f64 = 2.0;
const W_TAGS: f64 = 1.0;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Breakdown {
    pub text: f64,
    pub domain: f64,
    pub confidence: f64,
    pub params: f64,
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
    let rate = (stats.successes as f64 + 1.0) / (stats.successes as f64 + stats.failures as f64 + 2.0);
    match stats.last_used {
        Some(last) if now > last => {
            let days = (now - last) / 86_400_000.0;
            let keep = (-days / 180.0).exp();
            0.5 + (rate - 0.5) * keep
        }
        _ => rate,
    }
}

/// Canonical terms (stemmed, synonyms folded) of some text.
fn canonical_terms(s: &str) -> Vec<String> {
    text::terms(s).iter().map(|t| synonyms::canonical(t)).collect()
}

/// The task with quoted values removed ("create issue 'Export fails'" → "create issue"),
/// "log in" read as one word (so "log a bug" and "log in" are told apart), and "open a/an X"
/// read as making one ("open a ticket") while "open the issue" stays opening.
fn task_without_values(task: &str) -> String {
    let mut out = task.to_string();
    for q in binding::quoted_strings(task) {
        out = out.replace(&q, " ");
    }
    for (phrase, meaning) in [("log into", "login"), ("log in", "login"), ("log on", "login"), ("open a", "create a"), ("open an", "create an"), ("open new", "create new")] {
        while let Some((a, b)) = binding::find_ci(&out, phrase, true) {
            out.replace_range(a..b, meaning);
        }
    }
    out
}

struct DocTerms {
    /// term → best field weight, over title, goal and tags (what the procedure is about).
    core: HashMap<String, f64>,
    /// every term, flow included.
    all: HashSet<String>,
    /// the title's terms (falling back to the goal's when the title names no thing).
    title: HashSet<String>,
    actions: HashSet<String>,
}

/// Terms of a procedure, leaving out demonstrated values, which belong to one run.
fn doc_terms(p: &Procedure) -> DocTerms {
    // Words of the title are the person's own; a demonstrated value that happens to share one
    // (the label "bug" of a "Create issue" procedure) must not take it away.
    let title_terms: HashSet<String> = canonical_terms(&p.title).into_iter().collect();
    let mut values: HashSet<String> = HashSet::new();
    for ex in p.abstract_.parameters.iter().filter_map(|x| x.example.as_deref()) {
        values.extend(canonical_terms(ex).into_iter().filter(|t| !title_terms.contains(t)));
    }
    // Host names say where the flow went ("Open tracker.test/login.html"), not what it does;
    // in a title or goal the person chose them ("Search the shop"), so they count there.
    let mut hosts: HashSet<String> = HashSet::new();
    for d in &p.abstract_.domains {
        hosts.extend(canonical_terms(&d.replace('.', " ")));
    }
    let mut core: HashMap<String, f64> = HashMap::new();
    let fields = [(p.title.as_str(), W_TITLE), (p.abstract_.goal.as_str(), W_GOAL)];
    let tags = p.abstract_.tags.join(" ");
    for (field, w) in fields.into_iter().chain([(tags.as_str(), W_TAGS)]) {
        for t in canonical_terms(field).into_iter().filter(|t| !values.contains(t)) {
            let e = core.entry(t).or_insert(0.0);
            *e = e.max(w);
        }
    }
    // Actions the procedure performs, from its title and goal (not from demonstrated values:
    // "Create issue 'Login broken'" does not sign in).
    let actions = canonical_terms(&format!("{} {}", p.title, p.abstract_.goal))
        .into_iter()
        .filter(|t| synonyms::is_action(t) && !values.contains(t))
        .collect();
    let mut all: HashSet<String> = core.keys().cloned().collect();
    // Flow terms count toward covering the task, not toward what the procedure is about.
    for f in &p.abstract_.flow {
        all.extend(canonical_terms(f).into_iter().filter(|t| !values.contains(t) && !hosts.contains(t)));
    }
    let mut title: HashSet<String> = canonical_terms(&p.title).into_iter().filter(|t| !values.contains(t)).collect();
    if title.iter().all(|t| synonyms::is_action(t)) {
        title.extend(canonical_terms(&p.abstract_.goal).into_iter().filter(|t| !values.contains(t)));
    }
    DocTerms { core, all, title, actions }
}

/// Text similarity and whether there is evidence of relevance at all.
fn text_score(sequence: &[String], doc: &DocTerms) -> (f64, Vec<String>, Option<String>) {
    let query: HashSet<String> = sequence.iter().cloned().collect();
    let total: f64 = doc.core.values().sum();
    let matched: Vec<(&String, &f64)> = doc.core.iter().filter(|(t, _)| query.contains(*t)).collect();
    let mut matched_terms: Vec<String> = matched.iter().map(|(t, _)| (*t).clone()).collect();
    matched_terms.sort();
    let cov_doc = if total > 0.0 { matched.iter().map(|(_, w)| **w).sum::<f64>() / total } else { 0.0 };
    let cov_query = if query.is_empty() { 0.0 } else { query.iter().filter(|t| doc.all.contains(*t)).count() as f64 / query.len() as f64 };
    let text = 0.6 * cov_doc + 0.4 * cov_query;
    // The task's own action is the last action word before the first thing the procedure names
    // ("show me my open issues" → show; "open a ticket: the download fails" → none, since
    // "download" comes after the ticket). A different action on the same things ("close an
    // issue" vs "create an issue") is another task.
    let is_action = |t: &String| synonyms::is_action(t);
    let first_object = sequence.iter().position(|t| !is_action(t) && doc.core.contains_key(t)).unwrap_or(sequence.len());
    // The verb nearest the thing wins: "add a comment to the issue" comments.
    let action_at = sequence[..first_object].iter().rposition(is_action)
        .or_else(|| (first_object == sequence.len()).then(|| sequence.iter().position(is_action)).flatten());
    let conflict = action_at.is_some_and(|i| !doc.actions.is_empty() && !doc.actions.contains(&sequence[i]));
    // A procedure that does something needs a task that asks for it: "open issue 42" or "what
    // are the open issues?" name issues but do not ask to create one.
    let action_missing = !doc.actions.is_empty() && !sequence.iter().any(|t| doc.actions.contains(t));
    // What the action is done to comes right after it: "add a comment to the issue" is not
    // "create an issue", nor "create a milestone". Its first non-action word must be one the
    // procedure names.
    // Numbers and amounts right after the verb ("send $40 to …") are values, not the thing.
    let object_differs = action_at.is_some_and(|i| {
        sequence[i + 1..]
            .iter()
            .find(|t| !is_action(t) && !t.chars().any(|c| c.is_ascii_digit()))
            .is_some_and(|t| !doc.title.contains(t))
    });
    // The same action on other things is another task too: some term that is not an action
    // must match when the procedure names one.
    let doc_has_objects = doc.core.keys().any(|t| !synonyms::is_action(t));
    let object_matched = matched.iter().any(|(t, _)| !synonyms::is_action(t));
    let veto = if conflict {
        Some("the task asks for a different action".to_string())
    } else if action_missing {
        Some("the task does not ask for what the procedure does".to_string())
    } else if (doc_has_objects && !object_matched) || object_differs {
        Some("the task is about something else".to_string())
    } else if cov_doc < MIN_EVIDENCE {
        Some("too little of the procedure's title and goal is in the task".to_string())
    } else {
        None
    };
    (text, matched_terms, veto)
}

fn domain_score(p: &Procedure, url: Option<&str>) -> (f64, Option<String>) {
    let Some(host) = url.and_then(urls::host) else { return (0.0, None) };
    p.abstract_
        .domains
        .iter()
        .map(|d| (urls::domain_match(&host, d), d))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .filter(|(s, _)| *s > 0.0)
        .map(|(s, d)| (s, Some(d.clone())))
        .unwrap_or((0.0, None))
}

/// Scores one procedure; `None` when it must not be injected for this task.
pub fn score(p: &Procedure, task: &str, url: Option<&str>, now: f64) -> Option<Match> {
    if p.stats.deprecated {
        return None;
    }
    let task_text = task_without_values(task);
    let sequence = canonical_terms(&task_text);
    let doc = doc_terms(p);
    let (text, matched, veto) = text_score(&sequence, &doc);
    if veto.is_some() {
        return None;
    }
    let (domain, on) = domain_score(p, url);
    let confidence = confidence(&p.stats, now);
    let parameters = binding::bind(p, task);
    let params = binding::availability(p, &parameters);
    let score = WEIGHT_TEXT * text + WEIGHT_DOMAIN * domain + WEIGHT_CONFIDENCE * confidence + WEIGHT_PARAMS * params;
    if score < THRESHOLD {
        return None;
    }
    let mut reason = format!("task mentions {}", task_words_for(&task_text, &matched).join(", "));
    match on {
        Some(d) => reason.push_str(&format!("; recorded on {d}")),
        None => reason.push_str(&format!("; recorded on {}", p.abstract_.domains.first().map(String::as_str).unwrap_or("another site"))),
    }
    let runs = p.stats.successes + p.stats.failures;
    if runs == 0 {
        reason.push_str("; not run yet");
    } else {
        reason.push_str(&format!("; {} of {runs} runs succeeded", p.stats.successes));
    }
    Some(Match {
        id: p.id.clone(),
        title: p.title.clone(),
        score: round3(score),
        breakdown: Breakdown { text: round3(text), domain: round3(domain), confidence: round3(confidence), params: round3(params) },
        reason,
        parameters,
    })
}

/// The task's own words behind matched canonical terms ("tickets" rather than "issu").
fn task_words_for(task: &str, matched: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for w in text::words(task) {
        if text::is_stopword(&w) {
            continue;
        }
        let t = synonyms::canonical(&text::stem(&w));
        let quoted = format!("“{w}”");
        if matched.contains(&t) && !out.contains(&quoted) {
            out.push(quoted);
        }
    }
    out
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// The best `TOP_K` procedures for a task, best first.
pub fn retrieve(procedures: &[Procedure], task: &str, url: Option<&str>, now: f64) -> Vec<Match> {
    retrieve_top(procedures, task, url, now, TOP_K)
}

/// The best `k` procedures for a task, best first (ties: the most recently updated).
pub fn retrieve_top(procedures: &[Procedure], task: &str, url: Option<&str>, now: f64, k: usize) -> Vec<Match> {
    let mut matches: Vec<(Match, f64)> = procedures
        .iter()
        .filter_map(|p| score(p, task, url, now).map(|m| (m, p.updated)))
        .collect();
    matches.sort_by(|a, b| b.0.score.total_cmp(&a.0.score).then(b.1.total_cmp(&a.1)));
    matches.into_iter().take(k).map(|(m, _)| m).collect()
}

#[cfg(test)]
mod tests;
