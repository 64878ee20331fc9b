//! What retrieval keeps of a procedure: its terms by field, where it was recorded, its outcome
//! counters and what binding needs — not its steps. This is the retrieval index's stored form
//! (one small value per procedure instead of its full JSON), so a woken service worker can
//! answer a task without reading every procedure.

use super::terms::{canonical_terms, codes, shape};
use crate::model::{Parameter, Procedure};
use crate::synonyms;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// Field weights (BM25F-style): the title says most about what a procedure does, then the goal,
/// then its tags; the flow only helps cover the task's words.
pub const W_TITLE: f32 = 3.0;
pub const W_GOAL: f32 = 2.0;
pub const W_TAGS: f32 = 1.0;

/// `N` is how a term is named: its text (`String`, the default), or a number into a table (the
/// index's term ids in memory; a shard's own term list when stored).
#[derive(Clone, Debug, PartialEq)]
pub struct Entry<N = String> {
    pub id: String,
    pub updated: f64,
    pub domains: Vec<String>,
    pub stats: EntryStats,
    pub terms: Terms<N>,
    pub detail: Detail,
}

/// What only the few best candidates of a query need: the result's title, what binding reads,
/// and the gate's value shapes. An index loaded from storage keeps it encoded until first used.
/// Stored with postcard, which needs every field written: no field may be skipped.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Detail {
    pub title: String,
    pub goal: String,
    /// Slots as binding needs them (without the list of every demonstrated value).
    #[serde(with = "super::stored::slots")]
    pub params: Vec<Parameter>,
    /// Text slots typed next to a secret (who signs in): never bound from quoted task text.
    pub credentials: Vec<String>,
    /// Shapes of demonstrated values that are codes (ticket keys, addresses): a task holding a
    /// value of the same shape ("ENG-150" for "GRO-88") names the thing the procedure works on.
    pub shapes: Vec<String>,
}

/// The outcome counters confidence is computed from.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct EntryStats {
    pub successes: u32,
    pub failures: u32,
    pub last_used: Option<f64>,
    pub deprecated: bool,
}

/// Canonical terms (stemmed, synonyms folded), demonstrated values left out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(deserialize = "N: Deserialize<'de>"))]
pub struct Terms<N = String> {
    /// What the procedure is about: each title, goal and tag term with its best field weight.
    pub core: Vec<(N, f32)>,
    /// Flow terms not already in `core`: they count toward covering the task only.
    pub flow: Vec<N>,
    /// The title's terms (the goal's too when the title names no thing): what the task's
    /// action must be done to.
    pub title: Vec<N>,
    /// The actions the procedure performs (create, search, …), from its title and goal.
    pub actions: Vec<N>,
}

impl<N> Default for Terms<N> {
    fn default() -> Self {
        Terms { core: Vec::new(), flow: Vec::new(), title: Vec::new(), actions: Vec::new() }
    }
}

impl<N> Terms<N> {
    /// The same terms named another way (text to ids, ids to text).
    pub fn map<M>(self, mut f: impl FnMut(N) -> M) -> Terms<M> {
        Terms {
            core: self.core.into_iter().map(|(t, w)| (f(t), w)).collect(),
            flow: self.flow.into_iter().map(&mut f).collect(),
            title: self.title.into_iter().map(&mut f).collect(),
            actions: self.actions.into_iter().map(&mut f).collect(),
        }
    }
}

impl<N> Entry<N> {
    /// The entry with its terms named another way.
    pub fn map_terms<M>(self, f: impl FnMut(N) -> M) -> Entry<M> {
        let Entry { id, updated, domains, stats, terms, detail } = self;
        Entry { id, updated, domains, stats, terms: terms.map(f), detail }
    }
}

impl Entry {
    pub fn from_procedure(p: &Procedure) -> Entry {
        let params = p.abstract_.parameters.iter().map(|x| Parameter { examples: Vec::new(), ..x.clone() }).collect();
        Entry {
            id: p.id.clone(),
            updated: p.updated,
            domains: p.abstract_.domains.clone(),
            stats: EntryStats {
                successes: p.stats.successes,
                failures: p.stats.failures,
                last_used: p.stats.last_used,
                deprecated: p.stats.deprecated,
            },
            terms: doc_terms(p),
            detail: Detail {
                title: p.title.clone(),
                goal: p.abstract_.goal.clone(),
                params,
                credentials: super::binding::credential_slots(p),
                shapes: value_shapes(p),
            },
        }
    }
}

fn value_shapes(p: &Procedure) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for x in &p.abstract_.parameters {
        for v in x.example.iter().chain(&x.examples) {
            for code in codes(v) {
                let s = shape(code);
                if !out.contains(&s) {
                    out.push(s);
                }
            }
        }
    }
    out
}

/// Terms of a procedure, leaving out demonstrated values, which belong to one run.
fn doc_terms(p: &Procedure) -> Terms {
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
    let mut core: Vec<(String, f32)> = Vec::new();
    let tags = p.abstract_.tags.join(" ");
    for (field, w) in [(p.title.as_str(), W_TITLE), (p.abstract_.goal.as_str(), W_GOAL), (tags.as_str(), W_TAGS)] {
        for t in canonical_terms(field).into_iter().filter(|t| !values.contains(t)) {
            match core.iter_mut().find(|(c, _)| *c == t) {
                Some((_, cw)) => *cw = cw.max(w),
                None => core.push((t, w)),
            }
        }
    }
    // Actions the procedure performs, from its title and goal (not from demonstrated values:
    // "Create issue 'Login broken'" does not sign in).
    let mut actions: Vec<String> = Vec::new();
    for t in canonical_terms(&format!("{} {}", p.title, p.abstract_.goal)) {
        if synonyms::is_action(&t) && !values.contains(&t) && !actions.contains(&t) {
            actions.push(t);
        }
    }
    let mut flow: Vec<String> = Vec::new();
    for f in &p.abstract_.flow {
        for t in canonical_terms(f) {
            if !values.contains(&t) && !hosts.contains(&t) && !flow.contains(&t) && !core.iter().any(|(c, _)| *c == t) {
                flow.push(t);
            }
        }
    }
    let mut title: Vec<String> = Vec::new();
    let mut add_title = |text: &str| {
        for t in canonical_terms(text) {
            if !values.contains(&t) && !title.contains(&t) {
                title.push(t);
            }
        }
    };
    add_title(&p.title);
    if canonical_terms(&p.title).iter().all(|t| synonyms::is_action(t) || values.contains(t)) {
        add_title(&p.abstract_.goal);
    }
    Terms { core, flow, title, actions }
}
