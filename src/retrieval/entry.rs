//! What retrieval keeps of a procedure: its terms by field, where it was recorded, its outcome
//! counters and what binding needs — not its steps. This is the retrieval index's stored form
//! (one small value per procedure instead of its full JSON), so a woken service worker can
//! answer a task without reading every procedure.

use super::reading;
use super::terms::{codes, shape};
use crate::model::{Parameter, Procedure};
use crate::template::Template;
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
    /// The page the procedure starts on (`urls::page` of its first step; empty when none):
    /// a task asked there is asked where the procedure is done.
    pub start: String,
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
        Terms {
            core: Vec::new(),
            flow: Vec::new(),
            title: Vec::new(),
            actions: Vec::new(),
        }
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
        let Entry {
            id,
            updated,
            domains,
            stats,
            terms,
            detail,
        } = self;
        Entry {
            id,
            updated,
            domains,
            stats,
            terms: terms.map(f),
            detail,
        }
    }
}

impl Entry {
    pub fn from_procedure(p: &Procedure) -> Entry {
        let params = p
            .abstract_
            .parameters
            .iter()
            .map(|x| Parameter {
                examples: Vec::new(),
                ..x.clone()
            })
            .collect();
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
                start: p
                    .steps
                    .first()
                    .and_then(|s| crate::urls::page(&s.url))
                    .unwrap_or_default(),
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

/// Terms of a procedure: the words of its title and goal templates (demonstrated values,
/// quoted text, codes and numbers taken out: they belong to one run), read for their roles.
fn doc_terms(p: &Procedure) -> Terms {
    let params = &p.abstract_.parameters;
    let title = reading::read(&Template::of(&p.title, params).pieces());
    let goal = reading::read(&Template::of(&p.abstract_.goal, params).pieces());
    // Host names say where the flow went ("Open tracker.test/login.html"), not what it does;
    // in a title or goal the person chose them ("Search the shop"), so they count there.
    let mut hosts: HashSet<String> = HashSet::new();
    for d in &p.abstract_.domains {
        hosts.extend(
            reading::read_text(&d.replace('.', " "))
                .words
                .into_iter()
                .map(|w| w.term),
        );
    }
    let mut core: Vec<(String, f32)> = Vec::new();
    for (r, w) in [(&title, W_TITLE), (&goal, W_GOAL)] {
        for t in r.words.iter().map(|x| &x.term) {
            match core.iter_mut().find(|(c, _)| c == t) {
                Some((_, cw)) => *cw = cw.max(w),
                None => core.push((t.clone(), w)),
            }
        }
    }
    // The actions the procedure performs, its main one first: the title's, else the goal's.
    let mut actions: Vec<String> = Vec::new();
    for r in [&title, &goal] {
        if actions.is_empty() {
            actions.extend(r.main.iter().cloned());
        }
    }
    for a in title.actions.iter().chain(&goal.actions) {
        if !actions.contains(a) {
            actions.push(a.clone());
        }
    }
    // A procedure that only signs in does that, however its title words the steps ("Enter the
    // username … and the password … and press Log in"): "log me in as lena_v" asks for it.
    if signs_in_only(p) {
        actions.retain(|a| a != "!login");
        actions.insert(0, "!login".to_string());
    }
    // A procedure whose deed is following a link goes to a page: "open the Pagination article"
    // asks for what "Click the link 'Webhooks'" does.
    if actions.first().map(String::as_str) == Some("!click")
        && follows_a_link(p)
        && !actions.iter().any(|a| a == reading::ASK)
    {
        actions.push(reading::ASK.to_string());
    }
    // A procedure that picks one of a page's choices by clicking it (a tab, a showtime, a menu
    // item) is asked for with "select", "pick" or "choose" whatever its title's verbs.
    if chooses_by_click(p) && !actions.iter().any(|a| a == SELECT) {
        actions.push(SELECT.to_string());
    }
    // Tags and the flow help cover the task's words; they are not what the task must mention.
    let mut flow: Vec<String> = Vec::new();
    let tags = p.abstract_.tags.join(" ");
    let extra = std::iter::once(tags.as_str()).chain(p.abstract_.flow.iter().map(String::as_str));
    let examples: HashSet<String> = params
        .iter()
        .flat_map(|x| x.example.iter().chain(&x.examples))
        .flat_map(|v| reading::read_text(v).words)
        .map(|w| w.term)
        .collect();
    for f in extra {
        for w in reading::read(&Template::of(f, params).pieces()).words {
            let t = w.term;
            if !examples.contains(&t)
                && !hosts.contains(&t)
                && !flow.contains(&t)
                && !core.iter().any(|(c, _)| *c == t)
            {
                flow.push(t);
            }
        }
    }
    // What the action is done to: the title's things (the goal's too when the title names none).
    // Host names ("github", "amazon") are where, not what: every procedure of the site has them.
    let things = |r: &reading::Reading| {
        r.words
            .iter()
            .filter(|w| !w.action && !hosts.contains(&w.term))
            .map(|w| w.term.clone())
            .collect::<Vec<_>>()
    };
    let mut title_terms = things(&title);
    if title_terms.is_empty() {
        title_terms = things(&goal);
    }
    title_terms.dedup();
    Terms {
        core,
        flow,
        title: title_terms,
        actions,
    }
}

/// The action of choosing among what a page offers.
const SELECT: &str = "!select";

/// Whether a click of the procedure picks the value of a list slot.
fn chooses_by_click(p: &Procedure) -> bool {
    p.steps.iter().any(|s| {
        s.action == crate::model::Action::Click
            && s.slot.as_ref().is_some_and(|name| {
                p.abstract_
                    .parameters
                    .iter()
                    .any(|x| &x.name == name && x.kind == crate::model::SlotKind::Choice)
            })
    })
}

/// Whether the procedure's last deed is a click on a link that a slot chooses (a link among
/// others, named by the task): it ends on the page that link opens.
fn follows_a_link(p: &Procedure) -> bool {
    p.steps
        .iter()
        .rev()
        .find(|s| s.action == crate::model::Action::Click)
        .is_some_and(|s| {
            s.slot.is_some()
                && s.target
                    .as_ref()
                    .is_some_and(|t| t.role == "link" || (t.role.is_empty() && t.tag == "a"))
        })
}

/// Whether the procedure's flow is a sign-in and nothing else (its phases open pages and sign
/// in): distillation names that phase "Sign in" (distill/flow.rs).
fn signs_in_only(p: &Procedure) -> bool {
    let flow = &p.abstract_.flow;
    flow.iter().any(|f| f.starts_with("Sign in"))
        && flow
            .iter()
            .all(|f| f.starts_with("Sign in") || f.starts_with("Open "))
}
