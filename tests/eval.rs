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
const KINDS: [&str; 7] = [
    "paraphrase",
    "new_values",
    "typo",
    "cross_site",
    "unrelated_same_site",
    "unrelated",
    "deprecated",
];

// Floors a little below what the scorer measures; raise them as retrieval improves, never
// lower one to make a change pass (eval/README.md has the history).
//
// When the set was built (2026-11-21, 379 queries), the first scorer measured:
//   with a procedure (220): top-1 0.341, MRR 0.357 · with none (159): false injection 0.038
// The indexed scorer (docs/RETRIEVAL.md: codes as values, value shapes, typo tolerance, more
// verbs, the object rule only for words the store knows) measures:
//   with a procedure: top-1 0.636, MRR 0.660
//     paraphrase 0.647 · new_values 0.619 · typo 0.605 · cross_site 0.674
//   with none: false injection 0.050 · unrelated_same_site 0.077 · unrelated 0 · deprecated 0
// The ceiling on false injection allowed one more task of 159 (0.044 → 0.050) for +19 points
// of top-1: the object rule no longer vetoes on a word no procedure uses (a name, a title).
// Templates and relevance (2026-11-23, tuned on eval/intents' dev split, not on this set):
//   with a procedure: top-1 0.691, MRR 0.700
//     paraphrase 0.721 · new_values 0.730 · typo 0.581 · cross_site 0.696
//   with none: false injection 0.019 · unrelated_same_site 0.029 · unrelated 0 · deprecated 0
const FLOOR_TOP1: f64 = 0.67;
const FLOOR_MRR: f64 = 0.68;
/// Ceiling: share of tasks with no right procedure that still got one injected.
const CEILING_FALSE_INJECTION: f64 = 0.03;
/// Per kind: a floor on top-1 for kinds that expect a procedure, a ceiling on false
/// injections for the others. Deprecated procedures must never be returned: its ceiling is 0.
const PER_KIND: [(&str, f64); 7] = [
    ("paraphrase", 0.70),
    ("new_values", 0.71),
    ("typo", 0.58),
    ("cross_site", 0.67),
    ("unrelated_same_site", 0.04),
    ("unrelated", 0.02),
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
    if n == 0 {
        0.0
    } else {
        x / n as f64
    }
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
    let file = procmem::storage::parse_import(STORE)
        .expect("eval/store.json must load (run node eval/generate.mjs)");
    let queries: Vec<Query> = QUERIES
        .lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(i, l)| {
            serde_json::from_str(l)
                .unwrap_or_else(|e| panic!("eval/queries.jsonl line {}: {e}", i + 1))
        })
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
        assert!(
            KINDS.contains(&q.kind.as_str()),
            "unknown kind {:?}",
            q.kind
        );
        if let Some(id) = &q.expected {
            assert!(ids.contains(&id.as_str()), "{}: no procedure {id}", q.task);
        }
    }

    // One index over the store, as the extension keeps it, queried once per task.
    let mut index = retrieval::Index::build(&procedures);
    let outcomes: Vec<Outcome> = queries
        .iter()
        .map(|q| Outcome {
            query: q,
            found: index.retrieve(&q.task, Some(&q.url), now, retrieval::TOP_K),
        })
        .collect();

    let mut kinds: BTreeMap<&str, Tally> = BTreeMap::new();
    let (mut positive, mut negative) = (Tally::default(), Tally::default());
    for o in &outcomes {
        let t = kinds.entry(o.query.kind.as_str()).or_default();
        t.n += 1;
        let all = if o.query.expected.is_some() {
            &mut positive
        } else {
            &mut negative
        };
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

    eprintln!(
        "\nRetrieval evaluation: {} procedures, {} queries (now = {now})",
        procedures.len(),
        queries.len()
    );
    eprintln!(
        "{:<22} {:>5} {:>7} {:>7} {:>10}",
        "kind", "n", "top-1", "MRR", "false inj."
    );
    for kind in KINDS {
        let Some(t) = kinds.get(kind) else { continue };
        if kind_expects_a_procedure(kind) {
            eprintln!(
                "{kind:<22} {:>5} {:>7.3} {:>7.3} {:>10}",
                t.n,
                t.top1(),
                t.mrr(),
                "-"
            );
        } else {
            eprintln!(
                "{kind:<22} {:>5} {:>7} {:>7} {:>10.3}",
                t.n,
                "-",
                "-",
                t.false_injection()
            );
        }
    }
    eprintln!(
        "{:<22} {:>5} {:>7.3} {:>7.3} {:>10}",
        "with a procedure",
        positive.n,
        positive.top1(),
        positive.mrr(),
        "-"
    );
    eprintln!(
        "{:<22} {:>5} {:>7} {:>7} {:>10.3}",
        "with none",
        negative.n,
        "-",
        "-",
        negative.false_injection()
    );

    // Calibration: the same set under other relevance lines (the product's is MIN_EVIDENCE).
    eprintln!("\nrelevance  top-1   MRR  false inj.");
    for t in [0.45, 0.50, 0.55, 0.57, 0.60, 0.65, 0.70] {
        let mut swept = retrieval::Index::build(&procedures);
        swept.set_threshold(t);
        let (mut hits, mut rr, mut injected, mut n_pos, mut n_neg) =
            (0usize, 0.0, 0usize, 0usize, 0usize);
        for q in &queries {
            let found = swept.retrieve(&q.task, Some(&q.url), now, retrieval::TOP_K);
            match &q.expected {
                Some(id) => {
                    n_pos += 1;
                    let rank = found.iter().position(|m| &m.id == id);
                    hits += (rank == Some(0)) as usize;
                    rr += rank.map_or(0.0, |r| 1.0 / (r + 1) as f64);
                }
                None => {
                    n_neg += 1;
                    injected += !found.is_empty() as usize;
                }
            }
        }
        eprintln!(
            "{t:>9.2} {:>6.3} {:>5.3} {:>10.3}",
            ratio(hits as f64, n_pos),
            ratio(rr, n_pos),
            ratio(injected as f64, n_neg)
        );
    }

    eprintln!("\nFailures (task → expected vs got, url):");
    for o in outcomes.iter().filter(|o| !o.ok()) {
        let expected = o.query.expected.as_deref().unwrap_or("nothing");
        let rank = o
            .rank()
            .map(|r| format!(" [expected at rank {r}]"))
            .unwrap_or_default();
        eprintln!(
            "  [{}] {:?} → {expected} vs {}{rank}  ({})",
            o.query.kind,
            o.query.task,
            o.got(),
            o.query.url
        );
        // Why the expected procedure lost, or why the wrong one got in.
        let blamed = o
            .query
            .expected
            .clone()
            .or_else(|| o.found.first().map(|m| m.id.clone()));
        if let Some(id) = blamed {
            eprintln!(
                "      {id}: {}",
                index.explain(&id, &o.query.task, Some(&o.query.url), now)
            );
        }
    }

    let mut below = Vec::new();
    if positive.top1() < FLOOR_TOP1 {
        below.push(format!("top-1 {:.3} < {FLOOR_TOP1}", positive.top1()));
    }
    if positive.mrr() < FLOOR_MRR {
        below.push(format!("MRR {:.3} < {FLOOR_MRR}", positive.mrr()));
    }
    if negative.false_injection() > CEILING_FALSE_INJECTION {
        below.push(format!(
            "false injection {:.3} > {CEILING_FALSE_INJECTION}",
            negative.false_injection()
        ));
    }
    for (kind, limit) in PER_KIND {
        let t = &kinds[kind];
        if kind_expects_a_procedure(kind) && t.top1() < limit {
            below.push(format!("{kind}: top-1 {:.3} < {limit}", t.top1()));
        }
        if !kind_expects_a_procedure(kind) && t.false_injection() > limit {
            below.push(format!(
                "{kind}: false injection {:.3} > {limit}",
                t.false_injection()
            ));
        }
    }
    assert!(
        below.is_empty(),
        "retrieval quality dropped: {}",
        below.join("; ")
    );
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
    let deprecated: Vec<String> = procedures
        .iter()
        .filter(|p| p.stats.deprecated)
        .map(|p| p.id.clone())
        .collect();
    assert_eq!(deprecated.len(), 2, "the set has two deprecated procedures");
    for p in procedures.iter_mut() {
        p.stats.deprecated = false;
    }
    let tasks: Vec<&Query> = queries.iter().filter(|q| q.kind == "deprecated").collect();
    let unmatched: Vec<&str> = tasks
        .iter()
        .filter(|q| {
            !retrieval::retrieve(&procedures, &q.task, Some(&q.url), now)
                .iter()
                .any(|m| deprecated.contains(&m.id))
        })
        .map(|q| q.task.as_str())
        .collect();
    let matched = tasks.len() - unmatched.len();
    eprintln!("deprecated tasks that would find their procedure if it were restored: {matched} of {}; not: {unmatched:?}", tasks.len());
    assert!(
        matched >= 3,
        "only {matched} deprecated tasks would find their procedure even when restored"
    );
}
