//! Retrieval quality on the evaluation set in eval/ (eval/README.md): 45 procedures on 11 sites
//! distilled from realistic demonstrations, and several hundred labeled tasks. Prints a table
//! (`cargo test --test eval -- --nocapture`) and fails when quality drops below the floors.
#![cfg(not(target_arch = "wasm32"))]

use procmem::model::Procedure;
use procmem::retrieval::{self, Match};
use serde::Deserialize;
use std::collections::BTreeMap;

const STORE: &str = include_str!("../eval/store.json");
const QUERIES: &str = include_str!("../eval/queries.jsonl");

/// Kinds in the order the table lists them; the first four expect a procedure.
const KINDS: [&str; 7] = ["paraphrase", "new_values", "typo", "cross_site", "unrelated_same_site", "unrelated", "deprecated"];

// Floors a little below what the scorer measured when the set was built; raise them as
// retrieval improves, never lower one to make a change pass (eval/README.md has the history).
//
// Measured on 2026-11-21, 379 queries. When the set was built:
//   with a procedure (220): top-1 0.341, MRR 0.357
//     paraphrase 0.412 · new_values 0.365 · typo 0.023 · cross_site 0.500 (top-1)
//   with none (159): false injection 0.038
//     unrelated_same_site 0.058 · unrelated 0.000 · deprecated 0.000
// After the first fixes it showed (title words kept from values, the verb nearest the object,
// comment/transfer verbs, amounts after a verb):
//   with a procedure: top-1 0.423, MRR 0.436
//     paraphrase 0.515 · new_values 0.476 · typo 0.047 · cross_site 0.565
//   with none: false injection 0.044 · unrelated_same_site 0.067 · unrelated 0 · deprecated 0
const FLOOR_TOP1: f64 = 0.40;
const FLOOR_MRR: f64 = 0.41;
/// Ceiling: share of tasks with no right procedure that still got one injected.
const CEILING_FALSE_INJECTION: f64 = 0.05;
/// Per kind: a floor on top-1 for kinds that expect a procedure, a ceiling on false
/// injections for the others. Deprecated procedures must never be returned: its ceiling is 0.
const PER_KIND: [(&str, f64); 7] = [
    ("paraphrase", 0.49),
    ("new_values", 0.45),
    ("typo", 0.04),
    ("cross_site", 0.53),
    ("unrelated_same_site", 0.08),
    ("unrelated", 0.03),
    ("deprecated", 0.0),
];

#[derive(Deserialize)]
struct Query {
    task: String,
    url: String,
    expected: Option<String>,
    kind: String,
}

#[derive(Default)]
struct Tally {
    n: usize,
    top1: usize,
    rr: f64,
    /// Null kinds: tasks that got something injected.
    injected: usize,
}

impl Tally {
    fn top1(&self) -> f64 {
        ratio(self.top1 as f64, self.n)
    }
    fn mrr(&self) -> f64 {
        ratio(self.rr, self.n)
    }
    fn false_injection(&self) -> f64 {
        ratio(self.injected as f64, self.n)
    }
}

fn ratio(x: f64, n: usize) -> f64 {
    if n == 0 { 0.0 } else { x / n as f64 }
}

struct Outcome<'a> {
    query: &'a Query,
    found: Vec<Match>,
}

impl Outcome<'_> {
    fn rank(&self) -> Option<usize> {
        let want = self.query.expected.as_deref()?;
        self.found.iter().position(|m| m.id == want).map(|i| i + 1)
    }
    fn ok(&self) -> bool {
        match self.query.expected.as_deref() {
            Some(want) => self.found.first().is_some_and(|m| m.id == want),
            None => self.found.is_empty(),
        }
    }
    fn got(&self) -> String {
        match self.found.first() {
            None => "nothing".into(),
            Some(m) => format!("{} ({:.2})", m.id, m.score),
        }
    }
}

fn load() -> (Vec<Procedure>, Vec<Query>) {
    let file = procmem::storage::parse_import(STORE).expect("eval/store.json must load (run node eval/generate.mjs)");
    let queries: Vec<Query> = QUERIES
        .lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(i, l)| serde_json::from_str(l).unwrap_or_else(|e| panic!("eval/queries.jsonl line {}: {e}", i + 1)))
        .collect();
    (file.procedures, queries)
}

#[test]
fn retrieval_quality_on_the_evaluation_set() {
    let (procedures, queries) = load();
    // Offline there is no clock: confidence is judged as of the newest procedure (as the CLI does).
    let now = procedures.iter().map(|p| p.updated).fold(0.0, f64::max);
    let ids: Vec<&str> = procedures.iter().map(|p| p.id.as_str()).collect();
    for q in &queries {
        assert!(KINDS.contains(&q.kind.as_str()), "unknown kind {:?}", q.kind);
        if let Some(id) = &q.expected {
            assert!(ids.contains(&id.as_str()), "{}: no procedure {id}", q.task);
        }
    }

    let outcomes: Vec<Outcome> = queries
        .iter()
        .map(|q| Outcome { query: q, found: retrieval::retrieve(&procedures, &q.task, Some(&q.url), now) })
        .collect();

    let mut kinds: BTreeMap<&str, Tally> = BTreeMap::new();
    let (mut positive, mut negative) = (Tally::default(), Tally::default());
    for o in &outcomes {
        let t = kinds.entry(o.query.kind.as_str()).or_default();
        t.n += 1;
        let all = if o.query.expected.is_some() { &mut positive } else { &mut negative };
        all.n += 1;
        if o.query.expected.is_some() {
            let rr = o.rank().map_or(0.0, |r| 1.0 / r as f64);
            let hit = o.ok() as usize;
            t.top1 += hit;
            t.rr += rr;
            all.top1 += hit;
            all.rr += rr;
        } else if !o.found.is_empty() {
            t.injected += 1;
            all.injected += 1;
        }
    }

    eprintln!("\nRetrieval evaluation: {} procedures, {} queries (now = {now})", procedures.len(), queries.len());
    eprintln!("{:<22} {:>5} {:>7} {:>7} {:>10}", "kind", "n", "top-1", "MRR", "false inj.");
    for kind in KINDS {
        let Some(t) = kinds.get(kind) else { continue };
        if kind_expects_a_procedure(kind) {
            eprintln!("{kind:<22} {:>5} {:>7.3} {:>7.3} {:>10}", t.n, t.top1(), t.mrr(), "-");
        } else {
            eprintln!("{kind:<22} {:>5} {:>7} {:>7} {:>10.3}", t.n, "-", "-", t.false_injection());
        }
    }
    eprintln!("{:<22} {:>5} {:>7.3} {:>7.3} {:>10}", "with a procedure", positive.n, positive.top1(), positive.mrr(), "-");
    eprintln!("{:<22} {:>5} {:>7} {:>7} {:>10.3}", "with none", negative.n, "-", "-", negative.false_injection());

    eprintln!("\nFailures (task → expected vs got, url):");
    for o in outcomes.iter().filter(|o| !o.ok()) {
        let expected = o.query.expected.as_deref().unwrap_or("nothing");
        let rank = o.rank().map(|r| format!(" [expected at rank {r}]")).unwrap_or_default();
        eprintln!("  [{}] {:?} → {expected} vs {}{rank}  ({})", o.query.kind, o.query.task, o.got(), o.query.url);
    }

    let mut below = Vec::new();
    if positive.top1() < FLOOR_TOP1 {
        below.push(format!("top-1 {:.3} < {FLOOR_TOP1}", positive.top1()));
    }
    if positive.mrr() < FLOOR_MRR {
        below.push(format!("MRR {:.3} < {FLOOR_MRR}", positive.mrr()));
    }
    if negative.false_injection() > CEILING_FALSE_INJECTION {
        below.push(format!("false injection {:.3} > {CEILING_FALSE_INJECTION}", negative.false_injection()));
    }
    for (kind, limit) in PER_KIND {
        let t = &kinds[kind];
        if kind_expects_a_procedure(kind) && t.top1() < limit {
            below.push(format!("{kind}: top-1 {:.3} < {limit}", t.top1()));
        }
        if !kind_expects_a_procedure(kind) && t.false_injection() > limit {
            below.push(format!("{kind}: false injection {:.3} > {limit}", t.false_injection()));
        }
    }
    assert!(below.is_empty(), "retrieval quality dropped: {}", below.join("; "));
}

fn kind_expects_a_procedure(kind: &str) -> bool {
    KINDS[..4].contains(&kind)
}

/// The deprecated kind only tests something when its tasks would find their procedure were it
/// not deprecated. Prints how many do (4 of 10 when the set was built) and keeps a floor.
#[test]
fn deprecated_queries_would_match_their_procedure_if_restored() {
    let (mut procedures, queries) = load();
    let now = procedures.iter().map(|p| p.updated).fold(0.0, f64::max);
    let deprecated: Vec<String> = procedures.iter().filter(|p| p.stats.deprecated).map(|p| p.id.clone()).collect();
    assert_eq!(deprecated.len(), 2, "the set has two deprecated procedures");
    for p in procedures.iter_mut() {
        p.stats.deprecated = false;
    }
    let tasks: Vec<&Query> = queries.iter().filter(|q| q.kind == "deprecated").collect();
    let unmatched: Vec<&str> = tasks
        .iter()
        .filter(|q| !retrieval::retrieve(&procedures, &q.task, Some(&q.url), now).iter().any(|m| deprecated.contains(&m.id)))
        .map(|q| q.task.as_str())
        .collect();
    let matched = tasks.len() - unmatched.len();
    eprintln!("deprecated tasks that would find their procedure if it were restored: {matched} of {}; not: {unmatched:?}", tasks.len());
    assert!(matched >= 3, "only {matched} deprecated tasks would find their procedure even when restored");
}
