//! The retrieval index: an incremental inverted index over what procedures are about, so a
//! task is scored against the procedures that share a term with it, not against all of them.
//!
//! Terms are interned once (ids, not strings, are compared per candidate); postings list the
//! procedures whose title, goal or tags hold a term; document frequencies give each term its
//! IDF. Adding, replacing or removing one procedure touches only its own terms' postings.

use super::entry::{Detail, Entry, EntryStats, Terms};
use super::stored::LazyDetail;
use super::terms::{codes, shape, task_words, TaskWord};
use super::typo::Neighbourhood;
use super::{binding, confidence, Breakdown, Match};
use super::{MIN_EVIDENCE, THRESHOLD, WEIGHT_CONFIDENCE, WEIGHT_DOMAIN, WEIGHT_PARAMS, WEIGHT_TEXT};
use crate::model::Procedure;
use crate::synonyms;
use crate::urls;
use rustc_hash::FxHashMap as HashMap;

/// How much of the text score comes from covering the procedure (its IDF-weighted title, goal
/// and tags) and how much from covering the task's own words.
const SHARE_DOC: f64 = 0.6;
const SHARE_TASK: f64 = 0.4;
const DOC_IDF: bool = false;
const TASK_IDF: bool = false;
const UNKNOWN_DF: f32 = 0.0;

#[derive(Clone, Debug, Default)]
pub struct Index {
    names: Vec<String>,
    term_ids: HashMap<String, u32>,
    is_action: Vec<bool>,
    /// Procedures with the term in any field (title, goal, tags or flow): its IDF.
    df: Vec<u32>,
    /// Procedures with the term anywhere, with its field weight (0 when only in the flow):
    /// scanning a task's terms' lists gives every procedure's coverage at once.
    postings: Vec<Vec<(u32, f32)>>,
    idf: Vec<f32>,
    idf_fresh: bool,
    docs: Vec<Option<Doc>>,
    /// Slots free for reuse, and slots removed whose postings are not yet dropped.
    free: Vec<u32>,
    dead: Vec<u32>,
    slots: HashMap<String, u32>,
    domain_ids: HashMap<String, u32>,
    /// Each domain id's name as first indexed.
    domain_names: Vec<String>,
    /// A domain's parent domains ("google.com" for "mail.google.com") → its id, to find
    /// procedures recorded on subdomains of the current host.
    subdomains: HashMap<String, Vec<u32>>,
    typos: Neighbourhood,
    /// Per slot, what the first pass of retrieval reads (kept apart from `docs` so the pass
    /// walks small, dense values).
    hot: Vec<Hot>,
    /// Minimum total score (THRESHOLD unless an evaluation sweeps it).
    threshold: Option<f64>,
    /// Scratch for retrieval: the query number that last saw each slot (no per-query clearing)
    /// and what the task's terms add up to there.
    seen: Vec<u32>,
    acc: Vec<Acc>,
    epoch: u32,
}

#[derive(Clone, Copy, Debug, Default)]
struct Hot {
    live: bool,
    has_objects: bool,
    /// Sum of the core terms' field weights.
    total: f32,
    /// The first domain's id, and whether there are others.
    domain: u32,
    more_domains: bool,
    successes: u32,
    failures: u32,
    last_used: Option<f64>,
    updated: f64,
}

#[derive(Clone, Copy, Debug, Default)]
struct Acc {
    weight: f32,
    terms: u16,
    objects: u16,
}

/// One procedure as a shard stores it: head, domain ids, term ids, encoded detail.
pub(super) type StoredParts<'a> = (&'a Head, &'a [u32], Terms<u32>, &'a LazyDetail);

/// What every indexed procedure keeps decoded besides its terms and domains (ids in `Doc`):
/// its id, when it changed and its outcome counters.
#[derive(Clone, Debug)]
pub(super) struct Head {
    pub id: String,
    pub updated: f64,
    pub stats: EntryStats,
}

#[derive(Clone, Debug)]
struct Doc {
    head: Head,
    /// Title, binding's slots and value shapes: decoded on first use after a load.
    detail: LazyDetail,
    core: Vec<(u32, f32)>,
    /// Core and flow terms, sorted.
    all: Vec<u32>,
    title: Vec<u32>,
    actions: Vec<u32>,
    domains: Vec<u32>,
}

/// One word of the task as the index reads it.
struct QueryWord {
    word: String,
    term: String,
    id: Option<u32>,
    action: bool,
}

fn strip_www(h: &str) -> &str {
    h.strip_prefix("www.").unwrap_or(h)
}

fn has(sorted: &[u32], id: Option<u32>) -> bool {
    id.is_some_and(|id| sorted.binary_search(&id).is_ok())
}

impl Index {
    pub fn new() -> Index {
        let mut index = Index::default();
        // Synonyms' stems are spellings of their class's term, so "tikcet" finds "issu".
        for (stem, canonical) in synonyms::all_stems() {
            let id = index.term(canonical);
            index.typos.add(stem, id, true);
        }
        index
    }

    pub fn build(procedures: &[Procedure]) -> Index {
        Index::from_entries(procedures.iter().map(Entry::from_procedure))
    }

    pub fn from_entries(entries: impl IntoIterator<Item = Entry>) -> Index {
        let mut index = Index::new();
        for e in entries {
            index.upsert(e);
        }
        index
    }

    /// Sets the minimum score (the evaluation's calibration sweep; the product uses THRESHOLD).
    pub fn set_threshold(&mut self, t: f64) {
        self.threshold = Some(t);
    }

    fn threshold(&self) -> f64 {
        self.threshold.unwrap_or(THRESHOLD)
    }

    /// Number of procedures indexed.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    pub fn contains(&self, id: &str) -> bool {
        self.slots.contains_key(id)
    }

    /// A stored procedure's title (from its entry; no procedure is read).
    pub fn title(&self, id: &str) -> Option<&str> {
        let slot = *self.slots.get(id)?;
        self.docs[slot as usize].as_ref().and_then(|d| d.detail.get()).map(|d| d.title.as_str())
    }

    /// Whether the index holds exactly these procedures: how a stored index is checked against
    /// the library's list of ids before it is trusted.
    pub fn holds_exactly<'a>(&self, ids: impl IntoIterator<Item = &'a str>) -> bool {
        let mut n = 0;
        for id in ids {
            if !self.contains(id) {
                return false;
            }
            n += 1;
        }
        n == self.len()
    }

    /// Distinct terms ever indexed.
    pub fn vocabulary(&self) -> usize {
        self.names.len()
    }

    /// The id of a term, added to the vocabulary when new.
    pub(super) fn term(&mut self, name: &str) -> u32 {
        if let Some(&id) = self.term_ids.get(name) {
            return id;
        }
        let id = self.names.len() as u32;
        self.names.push(name.to_string());
        self.term_ids.insert(name.to_string(), id);
        self.is_action.push(synonyms::is_action(name));
        self.df.push(0);
        self.postings.push(Vec::new());
        self.typos.add(name, id, false);
        self.idf_fresh = false;
        id
    }

    /// The id of a domain ("www." aside), added when new.
    pub(super) fn domain(&mut self, full: &str) -> u32 {
        let name = strip_www(full);
        if let Some(&id) = self.domain_ids.get(name) {
            return id;
        }
        let id = self.domain_ids.len() as u32;
        self.domain_ids.insert(name.to_string(), id);
        self.domain_names.push(full.to_string());
        let mut rest = name;
        while let Some((_, parent)) = rest.split_once('.') {
            self.subdomains.entry(parent.to_string()).or_default().push(id);
            rest = parent;
        }
        id
    }

    /// Adds a procedure, or replaces the one with the same id.
    pub fn upsert(&mut self, entry: Entry) {
        let Entry { id, updated, domains, stats, terms, detail } = entry;
        let terms = terms.map(|name| self.term(&name));
        let domains = domains.iter().map(|d| self.domain(d)).collect();
        self.insert(Head { id, updated, stats }, domains, terms, LazyDetail::new(detail));
    }

    /// A term's text.
    pub(super) fn term_name(&self, id: u32) -> &str {
        &self.names[id as usize]
    }

    /// Adds or replaces a procedure whose terms are already this index's term ids. Out of line
    /// so V8 can swap in optimized code during a load (see `load_shard`).
    #[inline(never)]
    pub(super) fn insert(&mut self, head: Head, domains: Vec<u32>, terms: Terms<u32>, detail: LazyDetail) {
        self.remove(&head.id);
        let sorted = |mut v: Vec<u32>| {
            v.sort_unstable();
            v.dedup();
            v
        };
        let mut core = terms.core;
        core.sort_by_key(|(id, _)| *id);
        core.dedup_by_key(|(id, _)| *id);
        let all = sorted(core.iter().map(|(id, _)| *id).chain(terms.flow).collect());
        let title = sorted(terms.title);
        let actions = sorted(terms.actions);
        let has_objects = core.iter().any(|(id, _)| !self.is_action[*id as usize]);
        let slot = self.free.pop().unwrap_or_else(|| {
            self.docs.push(None);
            (self.docs.len() - 1) as u32
        });
        for &t in &all {
            self.df[t as usize] += 1;
        }
        for &t in &all {
            let w = core.binary_search_by_key(&t, |(c, _)| *c).map(|i| core[i].1).unwrap_or(0.0);
            self.postings[t as usize].push((slot, w));
        }
        self.slots.insert(head.id.clone(), slot);
        let total: f32 = core.iter().map(|(_, w)| *w).sum();
        let st = &head.stats;
        let hot = Hot {
            live: !st.deprecated,
            has_objects,
            total,
            domain: domains.first().copied().unwrap_or(u32::MAX),
            more_domains: domains.len() > 1,
            successes: st.successes,
            failures: st.failures,
            last_used: st.last_used,
            updated: head.updated,
        };
        if self.hot.len() <= slot as usize {
            self.hot.resize(slot as usize + 1, Hot::default());
        }
        self.hot[slot as usize] = hot;
        self.docs[slot as usize] = Some(Doc { head, detail, core, all, title, actions, domains });
        self.idf_fresh = false;
    }

    pub fn upsert_procedure(&mut self, p: &Procedure) {
        self.upsert(Entry::from_procedure(p));
    }

    /// Removes a procedure; false when it was not indexed.
    pub fn remove(&mut self, id: &str) -> bool {
        let Some(slot) = self.slots.remove(id) else { return false };
        let Some(doc) = self.docs[slot as usize].take() else { return false };
        for &t in &doc.all {
            self.df[t as usize] -= 1;
        }
        // The slot's postings stay until the next compaction (removing them now would walk
        // every list it is in, some holding most of the library); retrieval skips dead slots.
        self.hot[slot as usize] = Hot::default();
        self.dead.push(slot);
        self.idf_fresh = false;
        if self.dead.len() > 1024.max(self.slots.len() / 4) {
            self.compact();
        }
        true
    }

    /// Drops dead slots from every postings list and frees them for reuse.
    fn compact(&mut self) {
        let docs = &self.docs;
        for list in &mut self.postings {
            list.retain(|&(d, _)| docs[d as usize].is_some());
        }
        self.free.append(&mut self.dead);
    }

    /// A procedure's terms as indexed (this index's ids), the flow's apart from the core's.
    fn terms_of(doc: &Doc) -> Terms<u32> {
        let flow = doc.all.iter().copied().filter(|t| doc.core.binary_search_by_key(t, |(c, _)| *c).is_err()).collect();
        Terms { core: doc.core.clone(), flow, title: doc.title.clone(), actions: doc.actions.clone() }
    }

    /// Every indexed entry, in no particular order (a procedure whose stored detail does not
    /// decode comes with an empty one).
    pub fn entries(&self) -> impl Iterator<Item = Entry> + '_ {
        self.docs.iter().flatten().map(|d| {
            let Head { id, updated, stats } = d.head.clone();
            let terms = Self::terms_of(d).map(|t| self.names[t as usize].clone());
            let domains = d.domains.iter().map(|&x| self.domain_name(x).to_string()).collect();
            Entry { id, updated, domains, stats, terms, detail: d.detail.get().cloned().unwrap_or_default() }
        })
    }

    /// What a shard stores of the procedures whose id passes `keep`: head, domain ids, terms
    /// (this index's ids) and detail as encoded.
    pub(super) fn stored_parts<'a>(&'a self, keep: impl Fn(&str) -> bool + 'a) -> impl Iterator<Item = StoredParts<'a>> + 'a {
        self.docs.iter().flatten().filter(move |d| keep(&d.head.id)).map(|d| (&d.head, d.domains.as_slice(), Self::terms_of(d), &d.detail))
    }

    /// A domain id's name.
    pub(super) fn domain_name(&self, id: u32) -> &str {
        &self.domain_names[id as usize]
    }

    /// The procedure's domain that fits the current host best, or else its first.
    fn domains_hit(&self, doc: &Doc, scores: &HashMap<u32, f64>) -> Option<&str> {
        let best = doc.domains.iter().filter_map(|id| scores.get(id).map(|s| (*s, *id))).max_by(|a, b| a.0.total_cmp(&b.0));
        best.map(|(_, id)| id).or(doc.domains.first().copied()).map(|id| self.domain_name(id))
    }

    /// BM25's IDF of every term for the current number of procedures; recomputed after changes.
    fn refresh(&mut self) {
        if self.idf_fresh {
            return;
        }
        let n = self.len() as f32;
        self.idf = self.df.iter().map(|&df| (1.0 + (n - df as f32 + 0.5) / (df as f32 + 0.5)).ln()).collect();
        self.idf_fresh = true;
    }

    /// Share of the procedure's field-weighted title, goal and tags the task mentions, and
    /// share of the task's distinct terms the procedure has anywhere (flow included). With
    /// DOC_IDF / TASK_IDF each side is IDF-weighted instead (measured worse: docs/RETRIEVAL.md).
    fn coverage(&self, q: &QueryTerms, doc: &Doc, hot: &Hot) -> (f64, f64) {
        let idf = |t: u32| self.idf[t as usize] as f64;
        let cov_doc = if DOC_IDF {
            let total: f64 = doc.core.iter().map(|&(t, w)| w as f64 * idf(t)).sum();
            let matched: f64 = doc.core.iter().filter(|(t, _)| q.known.binary_search(t).is_ok()).map(|&(t, w)| w as f64 * idf(t)).sum();
            if total > 0.0 { matched / total } else { 0.0 }
        } else {
            let matched: f32 = doc.core.iter().filter(|(t, _)| q.known.binary_search(t).is_ok()).map(|(_, w)| *w).sum();
            if hot.total > 0.0 { (matched / hot.total) as f64 } else { 0.0 }
        };
        let weight = |t: u32| if TASK_IDF && self.df[t as usize] > 0 { idf(t) } else if TASK_IDF { self.unknown_idf() } else { 1.0 };
        let unknown = (q.distinct - q.known.len()) as f64 * if TASK_IDF { self.unknown_idf() } else { 1.0 };
        let total: f64 = q.known.iter().map(|&t| weight(t)).sum::<f64>() + unknown;
        let covered: f64 = q.known.iter().filter(|t| doc.all.binary_search(t).is_ok()).map(|&t| weight(t)).sum();
        let cov_task = if total > 0.0 { covered / total } else { 0.0 };
        (cov_doc, cov_task)
    }

    fn unknown_idf(&self) -> f64 {
        let n = self.len() as f32;
        (1.0 + (n - UNKNOWN_DF + 0.5) / (UNKNOWN_DF + 0.5)).ln().max(0.0) as f64
    }

    /// The best `k` procedures for a task, best first (ties: the most recently updated).
    pub fn retrieve(&mut self, task: &str, url: Option<&str>, now: f64, k: usize) -> Vec<Match> {
        self.refresh();
        let query = self.read_task(task_words(task));
        let shapes: Vec<String> = codes(task).into_iter().map(shape).collect();
        let domains = self.domain_scores(url);
        let terms = QueryTerms::of(&query);
        // Candidates: procedures naming one of the task's things (or a value shaped like one
        // they were shown), or, for procedures that name no thing, one of its actions. Others
        // cannot pass the gate. Each is scored cheaply first (coverage, domain, confidence:
        // no strings, no allocation); the gate and binding run only on the best few.
        self.epoch = self.epoch.wrapping_add(1);
        if self.seen.len() < self.docs.len() {
            self.seen.resize(self.docs.len(), 0);
            self.acc.resize(self.docs.len(), Acc::default());
        }
        let mut touched: Vec<u32> = Vec::new();
        for &t in &terms.known {
            let object = !self.is_action[t as usize];
            for &(slot, w) in &self.postings[t as usize] {
                let s = slot as usize;
                if self.seen[s] != self.epoch {
                    self.seen[s] = self.epoch;
                    self.acc[s] = Acc::default();
                    touched.push(slot);
                }
                let a = &mut self.acc[s];
                a.weight += w;
                a.terms += 1;
                a.objects += (object && w > 0.0) as u16;
            }
        }
        let weighted = DOC_IDF || TASK_IDF;
        let mut partials: Vec<(f64, f64, u32)> = Vec::new();
        for &slot in &touched {
            let (h, a) = (&self.hot[slot as usize], self.acc[slot as usize]);
            if !h.live || h.total <= 0.0 || a.weight < MIN_EVIDENCE as f32 * h.total - 1e-6 {
                continue;
            }
            // A procedure that names things needs the task to name one of them, or to hold a
            // value shaped like one it was shown.
            let doc = || self.docs[slot as usize].as_ref().expect("live slots hold a procedure");
            if a.objects == 0 && h.has_objects && !shapes.iter().any(|s| doc().detail.get().is_some_and(|d| d.shapes.contains(s))) {
                continue;
            }
            let (cov_doc, cov_task) = if weighted {
                self.coverage(&terms, doc(), h)
            } else {
                ((a.weight / h.total) as f64, if terms.distinct == 0 { 0.0 } else { a.terms as f64 / terms.distinct as f64 })
            };
            let text = SHARE_DOC * cov_doc + SHARE_TASK * cov_task;
            let domain = if h.more_domains { domain_of(doc(), &domains) } else { domains.get(&h.domain).copied().unwrap_or(0.0) };
            let partial = partial_score(text, domain, h.confidence(now));
            if partial + WEIGHT_PARAMS >= self.threshold() - 0.0005 {
                partials.push((partial, h.updated, slot));
            }
        }
        // Best first; only the head is sorted unless the stop below is not reached in it.
        let order = |a: &(f64, f64, u32), b: &(f64, f64, u32)| b.0.total_cmp(&a.0).then(b.1.total_cmp(&a.1));
        const HEAD: usize = 32;
        if partials.len() > HEAD {
            partials.select_nth_unstable_by(HEAD, order);
            partials[..HEAD].sort_unstable_by(order);
        } else {
            partials.sort_unstable_by(order);
        }
        let mut out: Vec<(Match, f64)> = Vec::new();
        let mut at = 0;
        while at < partials.len() {
            if at == HEAD {
                partials[HEAD..].sort_unstable_by(order);
            }
            let (partial, updated, slot) = partials[at];
            at += 1;
            // Binding adds at most WEIGHT_PARAMS: stop when that cannot reach the top k.
            let kth = if out.len() >= k { out[k - 1].0.score } else { self.threshold() };
            if partial + WEIGHT_PARAMS < kth.max(self.threshold()) - 0.0005 {
                break;
            }
            let (doc, hot) = (self.docs[slot as usize].as_ref().expect("scored procedures are indexed"), &self.hot[slot as usize]);
            // A detail that does not decode (damaged storage) keeps the procedure out.
            let Some(detail) = doc.detail.get() else { continue };
            let Ok((text, matched)) = self.text_score(&query, &shapes, doc, detail, hot) else { continue };
            let parameters = binding::bind_slots(&detail.goal, &detail.params, &detail.credentials, task);
            let params = binding::availability(&detail.params, &parameters);
            let score = partial + WEIGHT_PARAMS * params;
            if score < self.threshold() {
                continue;
            }
            let words: Vec<&str> = matched.iter().map(|&i| query[i].word.as_str()).collect();
            let reason = reason_for(&words, &doc.head, self.domains_hit(doc, &domains));
            let breakdown = Breakdown { text: round3(text), domain: round3(domain_of(doc, &domains)), confidence: round3(hot.confidence(now)), params: round3(params) };
            let m = Match { id: doc.head.id.clone(), title: detail.title.clone(), score: round3(score), breakdown, reason, parameters };
            out.push((m, updated));
            out.sort_by(|a, b| b.0.score.total_cmp(&a.0.score).then(b.1.total_cmp(&a.1)));
        }
        out.into_iter().take(k).map(|(m, _)| m).collect()
    }

    /// The task's words with their term ids; a word no procedure uses is read as the known
    /// term one edit away, when there is one.
    fn read_task(&self, words: Vec<TaskWord>) -> Vec<QueryWord> {
        words
            .into_iter()
            .map(|w| {
                let known = self.term_ids.get(&w.term).copied();
                let id = match known {
                    Some(id) if self.df[id as usize] > 0 || synonyms::is_action(&w.term) => Some(id),
                    _ => self.correct(&w.word).or_else(|| self.correct(&w.term)).or(known),
                };
                let term = id.map(|i| self.names[i as usize].clone()).unwrap_or(w.term);
                QueryWord { action: synonyms::is_action(&term), word: w.word, term, id }
            })
            .collect()
    }

    fn known(&self, q: &QueryWord) -> bool {
        q.id.is_some_and(|t| self.df[t as usize] > 0)
    }

    fn correct(&self, term: &str) -> Option<u32> {
        self.typos.near(term).into_iter().filter(|&id| self.df[id as usize] > 0).max_by_key(|&id| self.df[id as usize])
    }

    /// Domain id → how well it fits the current host (1 same host, 0.8 sub- or parent domain).
    fn domain_scores(&self, url: Option<&str>) -> HashMap<u32, f64> {
        let mut out = HashMap::default();
        let Some(host) = url.and_then(urls::host) else { return out };
        let host = strip_www(&host);
        if let Some(&id) = self.domain_ids.get(host) {
            out.insert(id, 1.0);
        }
        let mut rest = host;
        while let Some((_, parent)) = rest.split_once('.') {
            if let Some(&id) = self.domain_ids.get(parent) {
                out.insert(id, 0.8);
            }
            rest = parent;
        }
        for &id in self.subdomains.get(host).into_iter().flatten() {
            out.insert(id, 0.8);
        }
        out
    }

    /// Text similarity and the positions of the task words it matched; `None` when the task
    /// is not about this procedure (see docs/RETRIEVAL.md for each rule).
    fn text_score(&self, query: &[QueryWord], shapes: &[String], doc: &Doc, detail: &Detail, hot: &Hot) -> Result<(f64, Vec<usize>), Veto> {
        let in_core = |q: &QueryWord| q.id.is_some_and(|id| doc.core.binary_search_by_key(&id, |(t, _)| *t).is_ok());
        let (cov_doc, cov_task) = self.coverage(&QueryTerms::of(query), doc, hot);
        let text = SHARE_DOC * cov_doc + SHARE_TASK * cov_task;
        // The task's own action is the last action word before the first thing the procedure
        // names ("show me my open issues" → show; "open a ticket: the download fails" → create,
        // since "download" comes after the ticket). A different action on the same things
        // ("close an issue" vs "create an issue") is another task.
        let first_object = query.iter().position(|q| !q.action && in_core(q)).unwrap_or(query.len());
        let action_at = query[..first_object]
            .iter()
            .rposition(|q| q.action)
            .or_else(|| (first_object == query.len()).then(|| query.iter().position(|q| q.action)).flatten());
        if action_at.is_some_and(|i| !doc.actions.is_empty() && !has(&doc.actions, query[i].id)) {
            return Err(Veto::OtherAction);
        }
        // A procedure that does something needs a task that asks for it: "open issue 42" names
        // issues but does not ask to create one.
        if !doc.actions.is_empty() && !query.iter().any(|q| has(&doc.actions, q.id)) {
            return Err(Veto::NoAction);
        }
        // What the action is done to comes right after it ("add a comment to the issue" is not
        // "create an issue"): its first non-action word must be in the title. Numbers and
        // amounts ("send $40 to …") are values, not the thing.
        // Words no procedure uses (names, content) are not things procedures work on.
        let object_differs = action_at.is_some_and(|i| {
            query[i + 1..]
                .iter()
                .find(|q| !q.action && !q.term.chars().any(|c| c.is_ascii_digit()))
                .is_some_and(|q| self.known(q) && !has(&doc.title, q.id))
        });
        let object_matched = query.iter().any(|q| !q.action && in_core(q)) || shapes.iter().any(|s| detail.shapes.contains(s));
        if hot.has_objects && !object_matched {
            return Err(Veto::NoObject);
        }
        if object_differs {
            return Err(Veto::OtherObject);
        }
        if cov_doc < MIN_EVIDENCE {
            return Err(Veto::LittleEvidence);
        }
        let mut matched: Vec<usize> = Vec::new();
        for (i, q) in query.iter().enumerate() {
            if in_core(q) && !matched.iter().any(|&j| query[j].word == q.word) {
                matched.push(i);
            }
        }
        Ok((text, matched))
    }

    /// Why a procedure is or is not retrieved for a task: its score breakdown, or the rule that
    /// turned it away (for `procmem retrieve --explain` and the evaluation's failure list).
    pub fn explain(&mut self, id: &str, task: &str, url: Option<&str>, now: f64) -> String {
        self.refresh();
        let Some((doc, hot)) = self.slots.get(id).and_then(|&s| Some((self.docs[s as usize].as_ref()?, &self.hot[s as usize]))) else {
            return format!("{id} is not in the store");
        };
        if doc.head.stats.deprecated {
            return "deprecated".into();
        }
        let Some(detail) = doc.detail.get() else {
            return "its stored detail is unreadable".into();
        };
        let query = self.read_task(task_words(task));
        let shapes: Vec<String> = codes(task).into_iter().map(shape).collect();
        let read: Vec<&str> = query.iter().map(|q| q.term.as_str()).collect();
        match self.text_score(&query, &shapes, doc, detail, hot) {
            Err(veto) => format!("turned away: {} (task read as {read:?})", veto.message()),
            Ok((text, _)) => {
                let domains = self.domain_scores(url);
                let (domain, conf) = (domain_of(doc, &domains), hot.confidence(now));
                let d = detail;
                let params = binding::availability(&d.params, &binding::bind_slots(&d.goal, &d.params, &d.credentials, task));
                let score = partial_score(text, domain, conf) + WEIGHT_PARAMS * params;
                format!("score {score:.3} = 0.4×text {text:.3} + 0.3×domain {domain:.2} + 0.2×confidence {conf:.2} + 0.1×params {params:.2} (threshold {})", self.threshold())
            }
        }
    }
}

/// The rules that keep a procedure out whatever its score (docs/RETRIEVAL.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Veto {
    OtherAction,
    NoAction,
    NoObject,
    OtherObject,
    LittleEvidence,
}

impl Veto {
    fn message(self) -> &'static str {
        match self {
            Veto::OtherAction => "the task asks for a different action",
            Veto::NoAction => "the task does not ask for what the procedure does",
            Veto::NoObject => "the task names none of the things the procedure works on",
            Veto::OtherObject => "the task's action is done to something else",
            Veto::LittleEvidence => "too little of the procedure's title and goal is in the task",
        }
    }
}

/// The task's distinct terms, as ids (unknown words count toward the total only).
struct QueryTerms {
    known: Vec<u32>,
    distinct: usize,
}

impl QueryTerms {
    fn of(query: &[QueryWord]) -> QueryTerms {
        let mut names: Vec<&str> = query.iter().map(|q| q.term.as_str()).collect();
        names.sort_unstable();
        names.dedup();
        let mut known: Vec<u32> = query.iter().filter_map(|q| q.id).collect();
        known.sort_unstable();
        known.dedup();
        QueryTerms { known, distinct: names.len() }
    }
}

fn domain_of(doc: &Doc, scores: &HashMap<u32, f64>) -> f64 {
    doc.domains.iter().filter_map(|d| scores.get(d)).copied().fold(0.0, f64::max)
}

/// The score before binding: everything but the parameter share.
fn partial_score(text: f64, domain: f64, confidence: f64) -> f64 {
    WEIGHT_TEXT * text + WEIGHT_DOMAIN * domain + WEIGHT_CONFIDENCE * confidence
}

impl Hot {
    fn confidence(&self, now: f64) -> f64 {
        let stats = crate::model::Stats { successes: self.successes, failures: self.failures, last_used: self.last_used, ..Default::default() };
        confidence(&stats, now)
    }
}

fn reason_for(words: &[&str], e: &Head, site: Option<&str>) -> String {
    let quoted: Vec<String> = words.iter().map(|w| format!("“{w}”")).collect();
    let mut reason = format!("task mentions {}", quoted.join(", "));
    let site = site.unwrap_or("another site");
    reason.push_str(&format!("; recorded on {site}"));
    let runs = e.stats.successes + e.stats.failures;
    if runs == 0 {
        reason.push_str("; not run yet");
    } else {
        reason.push_str(&format!("; {} of {runs} runs succeeded", e.stats.successes));
    }
    reason
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}
