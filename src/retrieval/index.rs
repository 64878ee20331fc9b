//! The retrieval index: an incremental inverted index over what procedures are about, so a
//! task is scored against the procedures that share a term with it, not against all of them.
//!
//! Terms are interned once (ids, not strings, are compared per candidate); postings list the
//! procedures whose title, goal or tags hold a term; document frequencies give each term its
//! IDF. Adding, replacing or removing one procedure touches only its own terms' postings.

use super::entry::{Detail, Entry, EntryStats, Terms};
use super::reading::{self, Reading, Word};
use super::stored::LazyDetail;
use super::terms::{codes, shape};
use super::typo::Neighbourhood;
use super::{binding, confidence, Breakdown, Match};
use super::{MIN_EVIDENCE, WEIGHT_CONFIDENCE, WEIGHT_DOMAIN, WEIGHT_PARAMS, WEIGHT_TEXT};
use crate::model::Procedure;
use crate::synonyms::{self, Fit};
use crate::template;
use crate::text;
use crate::urls;
use rustc_hash::FxHashMap as HashMap;

/// How much of the text score comes from covering the procedure (its IDF-weighted title, goal
/// and tags) and how much from covering the task's own words.
const SHARE_DOC: f64 = 0.6;
const SHARE_TASK: f64 = 0.4;
const DOC_IDF: bool = false;
const TASK_IDF: bool = false;
const UNKNOWN_DF: f32 = 0.0;
/// How many candidates, best by the cheap score first, are judged (gate and binding) per query
/// (more when a caller asks for more results).
const MAX_JUDGED: usize = 6;
/// How much less a word all of a site's procedures share counts as evidence.
const COMMON_DISCOUNT: f32 = 0.6;
/// Weight in recall of a thing the title names (the goal's weigh their field weight, 2).
const W_TITLE_THING: f32 = 3.0;
/// Weights of relevance's parts (see `judge`).
const R_SAME: f64 = 0.5;
const R_ACTION: f64 = 0.5;
const R_RECALL: f64 = 0.5;
const R_COVERAGE: f64 = 1.0;
const R_TYPED: f64 = 0.5;
const R_HEAD: f64 = 0.5;
/// Asked from another site, the site is no evidence: relevance must clear the line by this much.
const OFF_SITE_MARGIN: f64 = 0.12;
/// The line's margin asked from another site when the task does not name the procedure's site
/// either ("create a Notion page" from a chat names it; "add a link to the menu" does not).
const UNNAMED_SITE_MARGIN: f64 = 0.25;
/// How much less evidence a task needs when asked on the page the procedure starts on.
const SAME_PAGE_MARGIN: f64 = 0.05;
/// A site with more procedures than this is not walked for the ones starting on the page a
/// note is asked on (their details would be decoded one by one).
const MAX_PAGE_CANDIDATES: u32 = 256;

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
    /// Each domain's labels as terms ("github" of github.com), for `site_terms` and for telling
    /// whether a task names a procedure's site.
    domain_labels: Vec<Vec<String>>,
    /// A domain's parent domains ("google.com" for "mail.google.com") → its id, to find
    /// procedures recorded on subdomains of the current host.
    subdomains: HashMap<String, Vec<u32>>,
    typos: Neighbourhood,
    /// Per slot, what the first pass of retrieval reads (kept apart from `docs` so the pass
    /// walks small, dense values).
    hot: Vec<Hot>,
    /// Per slot, what the postings walk reads and writes per posting, in one place (one memory
    /// access a posting).
    walk: Vec<WalkSlot>,
    /// Minimum evidence (MIN_EVIDENCE unless an evaluation sweeps it).
    threshold: Option<f64>,
    /// Live procedures per first domain id: how many procedures the current site has.
    domain_count: Vec<u32>,
    /// Live procedures per first domain id: the slots themselves, so the procedures starting
    /// on the page a task is asked on are found without walking the library.
    domain_slots: Vec<Vec<u32>>,
    /// For calibration (`candidates`): every judged procedure's relevance features, with the
    /// evidence threshold off.
    log: std::cell::RefCell<Option<FeatureLog>>,
    /// A query's touched slots and their cheap scores (partial, updated, slot, upper bound).
    touched: Vec<u32>,
    partials: Vec<(f64, f64, u32, f64)>,
    epoch: u32,
}

#[derive(Clone, Debug, Default)]
struct Hot {
    live: bool,
    /// Sum of the core terms' field weights.
    total: f32,
    /// The first domain's id, and whether there are others.
    domain: u32,
    more_domains: bool,
    successes: u32,
    failures: u32,
    last_used: Option<f64>,
    updated: f64,
    /// Confidence as last computed, with the hour it was computed for: ranking the candidates
    /// of a query needs it for thousands of procedures, and it drifts over months.
    confidence_at: std::cell::Cell<(i64, f32)>,
}

#[derive(Clone, Copy, Debug)]
struct WalkSlot {
    /// The slot's first domain id, `u32::MAX` when it holds no live procedure.
    home: u32,
    /// Its main action term, `u32::MAX` for none.
    main: u32,
    /// The query that last touched it (no per-query clearing), and what the task's terms
    /// added up to there.
    epoch: u32,
    weight: f32,
    terms: u16,
}

impl WalkSlot {
    /// Whether it holds a live procedure of the current site (any site when the page is
    /// unknown: `site` empty).
    fn here(&self, site: &[bool]) -> bool {
        if site.is_empty() {
            self.home != u32::MAX
        } else {
            site.get(self.home as usize).is_some_and(|&x| x)
        }
    }
}

impl Default for WalkSlot {
    fn default() -> WalkSlot {
        WalkSlot {
            home: u32::MAX,
            main: u32::MAX,
            epoch: 0,
            weight: 0.0,
            terms: 0,
        }
    }
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
    main_clause: bool,
    /// Read as another term than its own by typo correction.
    corrected: bool,
    /// The word's own stem read as a noun (its class's term: "ticket" → "issu").
    noun: String,
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
        for (stem, term) in synonyms::all_stems() {
            let id = index.term(&term);
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

    /// Sets the minimum evidence (the evaluation's calibration sweep; the product uses
    /// MIN_EVIDENCE).
    pub fn set_threshold(&mut self, t: f64) {
        self.threshold = Some(t);
    }

    fn min_evidence(&self) -> f64 {
        self.threshold.unwrap_or(MIN_EVIDENCE)
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
        self.docs[slot as usize]
            .as_ref()
            .and_then(|d| d.detail.get())
            .map(|d| d.title.as_str())
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
        self.domain_labels.push(
            full.split('.')
                .map(|l| synonyms::canonical_noun(&text::stem(&l.to_lowercase())))
                .collect(),
        );
        let mut rest = name;
        while let Some((_, parent)) = rest.split_once('.') {
            self.subdomains
                .entry(parent.to_string())
                .or_default()
                .push(id);
            rest = parent;
        }
        id
    }

    /// Adds a procedure, or replaces the one with the same id.
    pub fn upsert(&mut self, entry: Entry) {
        let Entry {
            id,
            updated,
            domains,
            stats,
            terms,
            detail,
        } = entry;
        let terms = terms.map(|name| self.term(&name));
        let domains = domains.iter().map(|d| self.domain(d)).collect();
        self.insert(
            Head { id, updated, stats },
            domains,
            terms,
            LazyDetail::new(detail),
        );
    }

    /// A term's text.
    pub(super) fn term_name(&self, id: u32) -> &str {
        &self.names[id as usize]
    }

    /// Adds or replaces a procedure whose terms are already this index's term ids. Out of line
    /// so V8 can swap in optimized code during a load (see `load_shard`).
    #[inline(never)]
    pub(super) fn insert(
        &mut self,
        head: Head,
        domains: Vec<u32>,
        terms: Terms<u32>,
        detail: LazyDetail,
    ) {
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
        // In order: the main action first.
        let mut actions: Vec<u32> = Vec::new();
        for a in terms.actions {
            if !actions.contains(&a) {
                actions.push(a);
            }
        }
        let slot = self.free.pop().unwrap_or_else(|| {
            self.docs.push(None);
            (self.docs.len() - 1) as u32
        });
        for &t in &all {
            self.df[t as usize] += 1;
        }
        for &t in &all {
            let w = core
                .binary_search_by_key(&t, |(c, _)| *c)
                .map(|i| core[i].1)
                .unwrap_or(0.0);
            self.postings[t as usize].push((slot, w));
        }
        self.slots.insert(head.id.clone(), slot);
        let total: f32 = core.iter().map(|(_, w)| *w).sum();
        let st = &head.stats;
        let hot = Hot {
            live: !st.deprecated,
            total,
            domain: domains.first().copied().unwrap_or(u32::MAX),
            more_domains: domains.len() > 1,
            successes: st.successes,
            failures: st.failures,
            last_used: st.last_used,
            updated: head.updated,
            confidence_at: std::cell::Cell::new((i64::MIN, 0.0)),
        };
        if self.hot.len() <= slot as usize {
            self.hot.resize(slot as usize + 1, Hot::default());
            self.walk.resize(slot as usize + 1, WalkSlot::default());
        }
        if hot.live && (hot.domain as usize) < self.domain_names.len() {
            self.domain_count.resize(self.domain_names.len(), 0);
            self.domain_count[hot.domain as usize] += 1;
            self.domain_slots
                .resize(self.domain_names.len(), Vec::new());
            self.domain_slots[hot.domain as usize].push(slot);
        }
        let w = &mut self.walk[slot as usize];
        w.home = if hot.live { hot.domain } else { u32::MAX };
        w.main = actions.first().copied().unwrap_or(u32::MAX);
        self.hot[slot as usize] = hot;
        self.docs[slot as usize] = Some(Doc {
            head,
            detail,
            core,
            all,
            title,
            actions,
            domains,
        });
        self.idf_fresh = false;
    }

    pub fn upsert_procedure(&mut self, p: &Procedure) {
        self.upsert(Entry::from_procedure(p));
    }

    /// Brings an index of `before` in step with `after` (a library file read again, an outcome
    /// written): only the procedures that changed are indexed again and those gone removed, so
    /// one changed counter does not cost indexing the whole library. Returns how many changed.
    pub fn sync(&mut self, before: &[Procedure], after: &[Procedure]) -> usize {
        let was: rustc_hash::FxHashMap<&str, &Procedure> =
            before.iter().map(|p| (p.id.as_str(), p)).collect();
        let now: rustc_hash::FxHashSet<&str> = after.iter().map(|p| p.id.as_str()).collect();
        let mut changed = 0;
        for p in after {
            if was.get(p.id.as_str()) != Some(&p) {
                self.upsert_procedure(p);
                changed += 1;
            }
        }
        for id in was.keys().filter(|id| !now.contains(*id)) {
            self.remove(id);
            changed += 1;
        }
        changed
    }

    /// Removes a procedure; false when it was not indexed.
    pub fn remove(&mut self, id: &str) -> bool {
        let Some(slot) = self.slots.remove(id) else {
            return false;
        };
        let Some(doc) = self.docs[slot as usize].take() else {
            return false;
        };
        for &t in &doc.all {
            self.df[t as usize] -= 1;
        }
        let old = self.hot[slot as usize].clone();
        if old.live {
            if let Some(n) = self.domain_count.get_mut(old.domain as usize) {
                *n = n.saturating_sub(1);
            }
            if let Some(v) = self.domain_slots.get_mut(old.domain as usize) {
                v.retain(|&x| x != slot);
            }
        }
        // The slot's postings stay until the next compaction (removing them now would walk
        // every list it is in, some holding most of the library); retrieval skips dead slots.
        self.hot[slot as usize] = Hot::default();
        self.walk[slot as usize] = WalkSlot {
            epoch: self.walk[slot as usize].epoch,
            ..WalkSlot::default()
        };
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
        let flow = doc
            .all
            .iter()
            .copied()
            .filter(|t| doc.core.binary_search_by_key(t, |(c, _)| *c).is_err())
            .collect();
        Terms {
            core: doc.core.clone(),
            flow,
            title: doc.title.clone(),
            actions: doc.actions.clone(),
        }
    }

    /// Every indexed entry, in no particular order (a procedure whose stored detail does not
    /// decode comes with an empty one).
    pub fn entries(&self) -> impl Iterator<Item = Entry> + '_ {
        self.docs.iter().flatten().map(|d| {
            let Head { id, updated, stats } = d.head.clone();
            let terms = Self::terms_of(d).map(|t| self.names[t as usize].clone());
            let domains = d
                .domains
                .iter()
                .map(|&x| self.domain_name(x).to_string())
                .collect();
            Entry {
                id,
                updated,
                domains,
                stats,
                terms,
                detail: d.detail.get().cloned().unwrap_or_default(),
            }
        })
    }

    /// What a shard stores of the procedures whose id passes `keep`: head, domain ids, terms
    /// (this index's ids) and detail as encoded.
    pub(super) fn stored_parts<'a>(
        &'a self,
        keep: impl Fn(&str) -> bool + 'a,
    ) -> impl Iterator<Item = StoredParts<'a>> + 'a {
        self.docs
            .iter()
            .flatten()
            .filter(move |d| keep(&d.head.id))
            .map(|d| (&d.head, d.domains.as_slice(), Self::terms_of(d), &d.detail))
    }

    /// A domain id's name.
    pub(super) fn domain_name(&self, id: u32) -> &str {
        &self.domain_names[id as usize]
    }

    /// The procedure's domain that fits the current host best, or else its first.
    fn domains_hit(&self, doc: &Doc, scores: &HashMap<u32, f64>) -> Option<&str> {
        let best = doc
            .domains
            .iter()
            .filter_map(|id| scores.get(id).map(|s| (*s, *id)))
            .max_by(|a, b| a.0.total_cmp(&b.0));
        best.map(|(_, id)| id)
            .or(doc.domains.first().copied())
            .map(|id| self.domain_name(id))
    }

    /// BM25's IDF of every term for the current number of procedures; recomputed after changes.
    fn refresh(&mut self) {
        if self.idf_fresh {
            return;
        }
        let n = self.len() as f32;
        self.idf = self
            .df
            .iter()
            .map(|&df| (1.0 + (n - df as f32 + 0.5) / (df as f32 + 0.5)).ln())
            .collect();
        self.idf_fresh = true;
    }

    /// Share of the procedure's field-weighted title, goal and tags the task mentions, and
    /// share of the task's distinct terms the procedure has anywhere (flow included). With
    /// DOC_IDF / TASK_IDF each side is IDF-weighted instead (measured worse: docs/RETRIEVAL.md).
    fn coverage(&self, q: &QueryTerms, doc: &Doc, hot: &Hot) -> (f64, f64) {
        let idf = |t: u32| self.idf[t as usize] as f64;
        let cov_doc = if DOC_IDF {
            let total: f64 = doc.core.iter().map(|&(t, w)| w as f64 * idf(t)).sum();
            let matched: f64 = doc
                .core
                .iter()
                .filter(|(t, _)| q.known.binary_search(t).is_ok())
                .map(|&(t, w)| w as f64 * idf(t))
                .sum();
            if total > 0.0 {
                matched / total
            } else {
                0.0
            }
        } else {
            let matched: f32 = doc
                .core
                .iter()
                .filter(|(t, _)| q.known.binary_search(t).is_ok())
                .map(|(_, w)| *w)
                .sum();
            if hot.total > 0.0 {
                (matched / hot.total) as f64
            } else {
                0.0
            }
        };
        let weight = |t: u32| {
            if TASK_IDF && self.df[t as usize] > 0 {
                idf(t)
            } else if TASK_IDF {
                self.unknown_idf()
            } else {
                1.0
            }
        };
        let unknown =
            (q.distinct - q.known.len()) as f64 * if TASK_IDF { self.unknown_idf() } else { 1.0 };
        let total: f64 = q.known.iter().map(|&t| weight(t)).sum::<f64>() + unknown;
        let covered: f64 = q
            .known
            .iter()
            .filter(|t| doc.all.binary_search(t).is_ok())
            .map(|&t| weight(t))
            .sum();
        let cov_task = if total > 0.0 { covered / total } else { 0.0 };
        (cov_doc, cov_task)
    }

    fn unknown_idf(&self) -> f64 {
        let n = self.len() as f32;
        (1.0 + (n - UNKNOWN_DF + 0.5) / (UNKNOWN_DF + 0.5))
            .ln()
            .max(0.0) as f64
    }

    /// Calibration: the relevance features of every procedure the gate's hard rules let
    /// through for a task (action fit, recall, precision, coverage, typed slots, named, off site,
    /// same action, task has a verb, head known), in the order judged.
    pub fn candidates(
        &mut self,
        task: &str,
        url: Option<&str>,
        now: f64,
    ) -> Vec<(String, Vec<f64>)> {
        *self.log.borrow_mut() = Some(Vec::new());
        let _ = self.retrieve(task, url, now, MAX_JUDGED);
        self.log.borrow_mut().take().unwrap_or_default()
    }

    /// The best `k` procedures for a task, best first (ties: the most recently updated). Only
    /// procedures whose template the task asks for are returned, whatever their domain and
    /// confidence (docs/RETRIEVAL.md).
    pub fn retrieve(&mut self, task: &str, url: Option<&str>, now: f64, k: usize) -> Vec<Match> {
        self.refresh();
        let url = web_page(url);
        let page = url.and_then(crate::urls::page);
        let query = self.read_query(task);
        let shapes: Vec<String> = codes(task).into_iter().map(shape).collect();
        let domains = self.domain_scores(url);
        let site = self.site_scores(&domains);
        let terms = QueryTerms::of(&query.words);
        // Candidates: procedures sharing a term with the task. Each is scored cheaply first
        // (coverage, domain, confidence: no strings, no allocation); the gate and binding run
        // only on the best few. While walking, count how many procedures of this site hold each
        // task term: words most of a site's procedures share weigh little as evidence.
        self.epoch = self.epoch.wrapping_add(1);
        if self.walk.len() < self.docs.len() {
            self.walk.resize(self.docs.len(), WalkSlot::default());
        }
        // Buffers kept between queries: a large library touches tens of thousands of procedures,
        // and fresh buffers that size cost more than the walk.
        let mut touched = std::mem::take(&mut self.touched);
        touched.clear();
        let mut site_df: Vec<u32> = vec![0; terms.known.len()];
        let on_site = !site.is_empty();
        // Owners (see `object_owners`) are found on the same walk.
        let (owned, main) = self.object_terms(&query);
        let mut owners: Vec<(u32, u32)> = Vec::new();
        let epoch = self.epoch;
        for (ti, &t) in terms.known.iter().enumerate() {
            let owned = owned.contains(&t);
            for &(slot, w) in &self.postings[t as usize] {
                let st = &mut self.walk[slot as usize];
                if st.epoch != epoch {
                    st.epoch = epoch;
                    st.weight = 0.0;
                    st.terms = 0;
                    touched.push(slot);
                }
                st.weight += w;
                st.terms += 1;
                let here = st.here(&site);
                if on_site && w > 0.0 {
                    site_df[ti] += here as u32;
                }
                if owned && here && w >= super::entry::W_TITLE && st.main == main {
                    owners.push((t, slot));
                }
            }
        }
        let site_n: u32 = site
            .iter()
            .zip(&self.domain_count)
            .filter(|(on, _)| **on)
            .map(|(_, n)| *n)
            .sum();
        // A note asked on the page a procedure starts on ("Vet: Rocky, Dental cleaning, 17 Mar
        // 2026 7:45pm, owner Bo Svensson" on the booking form) may share no word with it: its
        // values are the evidence. Those procedures are candidates too, judged like the rest;
        // so for any task ("We want dana@x.test to join with the Viewer role" on the invite
        // form), whose values may fill the form in words of its own (`form_values`).
        // They are judged whatever their rank by shared words (`page_slots`): on a site of many
        // procedures, the one whose form the task fills may share fewer words than others.
        let mut page_slots: Vec<u32> = Vec::new();
        if on_site && site_n <= MAX_PAGE_CANDIDATES {
            if let Some(page) = page.as_deref() {
                let site_slots: Vec<usize> = site
                    .iter()
                    .enumerate()
                    .filter(|(_, on)| **on)
                    .filter_map(|(d, _)| self.domain_slots.get(d))
                    .flatten()
                    .map(|&x| x as usize)
                    .collect();
                for slot in site_slots {
                    let st = &self.walk[slot];
                    if !st.here(&site) {
                        continue;
                    }
                    let starts_here = self.docs[slot]
                        .as_ref()
                        .and_then(|d| d.detail.get())
                        .is_some_and(|d| d.start == page);
                    if !starts_here {
                        continue;
                    }
                    page_slots.push(slot as u32);
                    // (Touched by a word of its flow only, it is a candidate all the same.)
                    let fresh = st.epoch != epoch;
                    let st = &mut self.walk[slot];
                    if fresh {
                        st.epoch = epoch;
                        st.weight = 0.0;
                        st.terms = 0;
                        touched.push(slot as u32);
                    }
                    st.weight = st.weight.max(f32::MIN_POSITIVE);
                }
            }
        }
        let common: Vec<(u32, f32)> = terms
            .known
            .iter()
            .zip(&site_df)
            .map(|(&t, &df)| (t, commonness(df, site_n)))
            .collect();
        let bind_text = binding::for_binding(task);
        let prepared = binding::Prepared::of(&bind_text, &query.corrections);
        let asked = Asked {
            query: &query,
            shapes: &shapes,
            common: &common,
            owners: &owners,
            page: page.as_deref(),
            prepared: &prepared,
        };
        let weighted = DOC_IDF || TASK_IDF;
        let mut partials = std::mem::take(&mut self.partials);
        partials.clear();
        for &slot in &touched {
            let (h, a) = (&self.hot[slot as usize], self.walk[slot as usize]);
            // A procedure sharing nothing but a word of its flow cannot be what the task asks for;
            // the rest are judged by their template (words and slots filled in place).
            if !h.live || h.total <= 0.0 || a.weight <= 0.0 {
                continue;
            }
            let doc = || {
                self.docs[slot as usize]
                    .as_ref()
                    .expect("live slots hold a procedure")
            };
            let (cov_doc, cov_task) = if weighted {
                self.coverage(&terms, doc(), h)
            } else {
                (
                    (a.weight / h.total) as f64,
                    if terms.distinct == 0 {
                        0.0
                    } else {
                        a.terms as f64 / terms.distinct as f64
                    },
                )
            };
            let text = SHARE_DOC * cov_doc + SHARE_TASK * cov_task;
            let domain = if h.more_domains {
                domain_of(doc(), &domains)
            } else {
                domains.get(&h.domain).copied().unwrap_or(0.0)
            };
            let partial = partial_score(text, domain, h.confidence_this_hour(now));
            // Judging replaces three quarters of `text` by relevance (at most 1) and binding adds
            // at most WEIGHT_PARAMS: the most this procedure can score.
            let upper = partial + WEIGHT_TEXT * 0.75 * (1.0 - text) + WEIGHT_PARAMS;
            partials.push((partial, h.updated, slot, upper));
        }
        // Best first; only the head (those judged) is sorted. A caller asking for more results
        // than are usually judged gets that many judged.
        let order = |a: &(f64, f64, u32, f64), b: &(f64, f64, u32, f64)| {
            b.0.total_cmp(&a.0).then(b.1.total_cmp(&a.1))
        };
        let head = MAX_JUDGED.max(k);
        if partials.len() > head {
            partials.select_nth_unstable_by(head, order);
            partials[..head].sort_unstable_by(order);
        } else {
            partials.sort_unstable_by(order);
        }
        let mut out: Vec<(Match, f64)> = Vec::new();
        let judged: Vec<usize> = (0..partials.len())
            .filter(|&i| i < head || page_slots.contains(&partials[i].2))
            .collect();
        for at in judged {
            let (_, updated, slot, upper) = partials[at];
            // Skip what cannot reach the top k.
            if out.len() >= k && upper < out[k - 1].0.score - 0.0005 {
                continue;
            }
            let (doc, hot) = (
                self.docs[slot as usize]
                    .as_ref()
                    .expect("scored procedures are indexed"),
                &self.hot[slot as usize],
            );
            // A detail that does not decode (damaged storage) keeps the procedure out.
            let Some(detail) = doc.detail.get() else {
                continue;
            };
            let off_site = url.is_some() && domain_of(doc, &domains) == 0.0;
            let Ok(j) = self.judge(&asked, slot, off_site, doc, detail, hot) else {
                continue;
            };
            let score = partial_score(j.text, domain_of(doc, &domains), hot.confidence(now))
                + WEIGHT_PARAMS * j.params;
            let words: Vec<&str> = j
                .matched
                .iter()
                .map(|&i| query.words[i].word.as_str())
                .collect();
            let reason = reason_for(&words, &doc.head, self.domains_hit(doc, &domains));
            let breakdown = Breakdown {
                text: round3(j.text),
                domain: round3(domain_of(doc, &domains)),
                confidence: round3(hot.confidence(now)),
                params: round3(j.params),
                meaning: None,
            };
            let m = Match {
                id: doc.head.id.clone(),
                title: detail.title.clone(),
                score: round3(score),
                breakdown,
                reason,
                parameters: j.parameters,
            };
            out.push((m, updated));
            out.sort_by(|a, b| b.0.score.total_cmp(&a.0.score).then(b.1.total_cmp(&a.1)));
        }
        self.touched = touched;
        self.partials = partials;
        out.into_iter().take(k).map(|(m, _)| m).collect()
    }

    /// The task read for its roles, each word with its term id; a word no procedure uses is
    /// read as the known term one edit away when it is no English word.
    fn read_query(&self, task: &str) -> Query {
        let r: Reading = reading::read(&template::task_pieces(task));
        let (mut main, mut actions, nominal) = (r.main, r.actions, r.nominal);
        let opener = r
            .words
            .first()
            .filter(|w| w.opens && !w.action)
            .map(|w| format!("!{}", text::stem(&w.word)));
        let words: Vec<QueryWord> = r
            .words
            .into_iter()
            .map(|w: Word| {
                let known = self.term_ids.get(&w.term).copied();
                let id = match known {
                    Some(id) if self.df[id as usize] > 0 || w.action => Some(id),
                    _ if w.action || crate::dictionary::is_word(&w.word) => known,
                    _ => self
                        .correct(&w.word)
                        .or_else(|| self.correct(&w.term))
                        .or(known),
                };
                let term = id
                    .map(|i| self.names[i as usize].clone())
                    .unwrap_or_else(|| w.term.clone());
                // A misspelt verb where a verb would be ("clsoe the issue") is that action.
                let corrected = known != id;
                let (term, id) = match synonyms::action_of(&term) {
                    Some(a) if corrected && w.opens && !w.action => {
                        let t = format!("!{a}");
                        let tid = self.term_ids.get(&t).copied();
                        (t, tid.or(id))
                    }
                    _ => (term, id),
                };
                let noun = synonyms::canonical_noun(&text::stem(&w.word));
                QueryWord {
                    action: synonyms::is_action(&term),
                    word: w.word,
                    corrected: term != w.term,
                    term,
                    id,
                    main_clause: w.main_clause,
                    noun,
                }
            })
            .collect();
        // A word opening a task that has no verb, which a stored procedure's title uses as its
        // verb ("Reorder Rattan planter × 13" where "Reorder 24 units of …" is stored), is
        // that verb: the tables need not know every deed a site names.
        let site_verb = opener
            .and_then(|t| self.term_ids.get(&t).map(|&id| (t, id)))
            .filter(|&(_, id)| self.df[id as usize] > 0);
        let mut words = words;
        if let (None, Some((t, id))) = (main.as_ref(), site_verb) {
            if let Some(q) = words.first_mut() {
                q.action = true;
                q.term = t.clone();
                q.id = Some(id);
            }
            main = Some(t.clone());
            actions.insert(0, t);
        }
        // A light verb and a misspelt action noun ("add a coment"): the noun's action.
        if let Some(i) = words.iter().position(|q| q.action) {
            if let Some(next) = words.get(i + 1).filter(|q| q.corrected) {
                if let (Some(a), true) = (
                    reading::action_noun(&next.term),
                    main.as_deref().is_some_and(reading::is_light),
                ) {
                    main = Some(a.to_string());
                    actions.insert(0, a.to_string());
                }
            }
        }
        // A misspelt verb read as an action by typo correction ("craete a ticket") is the action
        // of a task that had none.
        if main.is_none() {
            if let Some(q) = words.iter().find(|q| q.action) {
                main = Some(q.term.clone());
                actions.push(q.term.clone());
            }
        }
        // Words read as another term than their own: misspellings, and verbs whose phrase made
        // them another action ("open a ticket" creates). Alignment compares by these.
        let corrections = words
            .iter()
            .filter(|q| {
                q.corrected
                    || (q.action
                        && q.term != reading::ASK
                        && synonyms::action_of(&text::stem(&q.word)).map(|a| format!("!{a}"))
                            != Some(q.term.clone()))
            })
            .map(|q| (q.word.clone(), q.term.clone()))
            .collect();
        let main_verb = words
            .iter()
            .find(|q| q.action && main.as_ref() == Some(&q.term))
            .map(|q| text::stem(&q.word));
        Query {
            words,
            main,
            actions,
            corrections,
            capitalized: capitalized_words(task),
            main_verb,
            nominal,
            note: r.note,
        }
    }

    fn known(&self, q: &QueryWord) -> bool {
        q.id.is_some_and(|t| self.df[t as usize] > 0)
    }

    fn correct(&self, term: &str) -> Option<u32> {
        self.typos
            .near(term)
            .into_iter()
            .filter(|&id| self.df[id as usize] > 0)
            .max_by_key(|&id| self.df[id as usize])
    }

    /// Domain id → how well it fits the current host (1 same host, 0.8 sub- or parent domain).
    fn domain_scores(&self, url: Option<&str>) -> HashMap<u32, f64> {
        let mut out = HashMap::default();
        let Some(host) = url.and_then(urls::host) else {
            return out;
        };
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

    /// Per domain id, whether it is the current site (dense, for the postings walk).
    fn site_scores(&self, domains: &HashMap<u32, f64>) -> Vec<bool> {
        if domains.is_empty() {
            return Vec::new();
        }
        let mut out = vec![false; self.domain_names.len()];
        for &d in domains.keys() {
            out[d as usize] = true;
        }
        out
    }

    /// Whether the task asks for what this procedure does, and how well (docs/RETRIEVAL.md
    /// has each rule). Binds the slots on the way: words of bound values are values, not the
    /// task's words.
    #[allow(clippy::too_many_arguments)]
    fn judge(
        &self,
        asked: &Asked,
        slot: u32,
        off_site: bool,
        doc: &Doc,
        detail: &Detail,
        hot: &Hot,
    ) -> Result<Judged, Veto> {
        let Asked {
            query,
            shapes,
            common,
            owners,
            page,
            prepared,
        } = *asked;
        let words = &query.words;
        let in_core = |q: &QueryWord| {
            q.id.is_some_and(|id| doc.core.binary_search_by_key(&id, |(t, _)| *t).is_ok())
        };
        // The action: the task's main action must be one the procedure performs, and the
        // procedure's main action one the task asks for ("search for X and add it to my cart"
        // is not "search for X"). A task that names no action ("amount due on my water bill")
        // can only be a look-up.
        let actions: Vec<&str> = doc.actions.iter().map(|&a| self.term_name(a)).collect();
        let fit = match (actions.first(), query.main.as_deref()) {
            // A task that names no action ("travel notice Costa Rica Jan 3–12") is judged by
            // its things alone.
            (_, None) | (None, _) => Fit::Loose,
            (Some(main), Some(asked)) => {
                let does_main = query.actions.iter().any(|a| a == main);
                if actions.contains(&asked) && does_main {
                    Fit::Same
                } else if does_main {
                    // "File an issue and assign it to Bo": the procedure's deed, and more.
                    Fit::Loose
                } else if *main == "!click" && asked == reading::ASK && actions.contains(&asked) {
                    // Opening, visiting or reading the page a procedure's link goes to is
                    // following that link (entry.rs gives such a procedure the look-up too).
                    Fit::Same
                } else if asked == "!select" && actions.contains(&asked) {
                    // Picking what the procedure chooses by a click ("pick the 5:20 PM showing"
                    // where it switches to a day's tab first) is one of its deeds.
                    Fit::Loose
                } else {
                    synonyms::fit(asked, main)
                }
            }
        };
        // A verb that names the control the procedure clicks says its deed ("download it" for
        // "Click the Download button for …", "archive the thread" for "Click Archive on …").
        let control_said = query.main_verb.as_deref().and_then(|v| {
            let noun = synonyms::canonical_noun(v);
            doc.title
                .iter()
                .copied()
                .find(|&t| self.term_name(t) == noun)
        });
        let control_said = control_said.filter(|_| actions.first() == Some(&"!click"));
        let fit = if control_said.is_some() {
            Fit::Same
        } else {
            fit
        };
        // Turning a control on or off is one procedure when which state is its value.
        let has_state = detail.params.iter().any(|p| p.is_state());
        let toggles = |a: &str| matches!(a.trim_start_matches('!'), "enabl" | "disabl");
        let fit = match (actions.first(), query.main.as_deref()) {
            (Some(main), Some(asked))
                if fit == Fit::Conflict && has_state && toggles(main) && toggles(asked) =>
            {
                Fit::Same
            }
            _ => fit,
        };
        // (A note's heading noun says what it is about, not a deed that contradicts.)
        // (A note's heading noun says what it is about; it contradicts only an opposite deed:
        // "Car hire: …" is not turned away by "Find a rental car", "Room booking: …" is by
        // "Cancel a room booking".)
        let finds = |a: Option<&str>| a == Some(reading::ASK);
        let fit = if fit == Fit::Conflict
            && query.nominal
            && (finds(query.main.as_deref()) || finds(actions.first().copied()))
        {
            Fit::Loose
        } else {
            fit
        };
        if fit == Fit::Conflict {
            return Err(Veto::OtherAction);
        }
        let forms = doc.detail.forms();
        // One class, two particular deeds ("rename the folder" for "Move an email to a folder").
        let particular = |f: &binding::Forms| {
            f.title_verb
                .as_deref()
                .zip(query.main_verb.as_deref())
                .is_some_and(|(p, t)| synonyms::different_deeds(t, p))
        };
        let fit = if fit == Fit::Same && forms.is_some_and(particular) {
            Fit::Loose
        } else {
            fit
        };
        let bound = binding::bind_read(
            &detail.title,
            &detail.goal,
            &detail.params,
            &detail.credentials,
            prepared,
            forms,
        );
        let (parameters, anchored) = (bound.values, bound.anchored);
        let params = binding::availability(&detail.params, &parameters);
        // Words inside the values bound are the task's content, not what it asks for.
        let value_words: Vec<String> = parameters
            .values()
            .flatten()
            .flat_map(|v| crate::text::words(v))
            .collect();
        let is_value = |q: &QueryWord| value_words.contains(&q.word);
        // (A thing counts even inside a span binding took as a value: a misspelt anchor can
        // make a free-text slot swallow the words after it.)
        let named = words.iter().any(|q| !q.action && has(&doc.title, q.id));
        // Asked from another site, the site is no evidence: the task must name what the
        // procedure works on ("create a GitHub issue for …" from a chat).
        if off_site && !named {
            return Err(Veto::NoObject);
        }
        // On its site, a task whose verb acts on another known thing and that names none of
        // the title's things is another task: "create a milestone called Q3" is not "Create
        // issue" even though its goal mentions a milestone.
        let verb_at = words.iter().position(|q| q.action);
        let site_words = self.site_terms(doc);
        let head = verb_at.and_then(|i| {
            words[i + 1..].iter().find(|q| {
                !q.action
                    && !is_value(q)
                    && self.known(q)
                    && !q.id.is_some_and(|t| site_words.contains(&t))
            })
        });
        // (A title thing said as the verb counts: "email Dana" names the email of "Send an email".)
        let said = |t: u32| {
            words
                .iter()
                .any(|q| q.id == Some(t) || q.noun == self.term_name(t))
        };
        let named_any = doc.title.iter().any(|&t| said(t));
        let shaped = shapes.iter().any(|s| detail.shapes.contains(s));
        let goal_only = |q: &QueryWord| !has(&doc.title, q.id) && in_core(q);
        if !doc.title.is_empty()
            && !named_any
            && !shaped
            && bound.typed + bound.labelled < 2
            && head.is_some_and(goal_only)
        {
            return Err(Veto::OtherObject);
        }
        // What the action is done to comes right after it: when another procedure of this site
        // does the same action to that thing and this one does not ("add X to my cart" when
        // there is an add-to-cart procedure), the task is the other one's.
        let object_differs = verb_at.is_some_and(|i| {
            words[i + 1..]
                .iter()
                .find(|q| !q.action && !is_value(q))
                .is_some_and(|q| {
                    let owned =
                        q.id.is_some_and(|t| owners.iter().any(|&(o, s)| o == t && s != slot));
                    !in_core(q) && owned
                })
        });
        if object_differs {
            return Err(Veto::OtherObject);
        }
        // Relevance's parts (below). Precision — how much of what the task's main clause names
        // the procedure knows — is only logged for calibration: no weighting found it useful.
        let weight_of = |t: u32| {
            common
                .iter()
                .find(|(c, _)| *c == t)
                .map_or(1.0, |(_, w)| *w)
        };
        // On its own site, the site's name ("amazon", "github") is where, not what; asked from
        // elsewhere, naming it is evidence.
        let host_terms: Vec<u32> = if off_site {
            Vec::new()
        } else {
            site_words.clone()
        };
        // Naming the site: its host's name ("github"), or a name the procedure's text holds
        // ("Jira", "Gmail", "Google Calendar").
        let host_named = |q: &QueryWord| {
            doc.domains.iter().any(|&d| {
                let labels = &self.domain_labels[d as usize];
                // (Not the top-level label: "com", "org".)
                labels[..labels.len().saturating_sub(1)].contains(&q.noun)
            })
        };
        // (A capital inside a value is the value's: "'Price Tag Gun'" does not name a site.)
        let names_site = words.iter().any(|q| {
            host_named(q) || (query.capitalized.contains(&q.word) && in_core(q) && !is_value(q))
        });
        // A note asked on the page the procedure starts on is asked where it is done: a little
        // less of the procedure need be named (vetoes above still hold). Not a task with a
        // verb: "Approve the merge request" asked where "Merge the merge request" starts is
        // another deed on the same page (allowing it to every task with the procedure's verb
        // raised false injection on the intent set's held-out split).
        let on_start_page = page.is_some_and(|p| !detail.start.is_empty() && p == detail.start);
        // Asked where the procedure starts, values that prove two of its slots or more and
        // half of them at least (an option of its list, a date for its date, an address for
        // its email field) fill its form whatever the task's words: "We want dana@x.test to
        // join with the Viewer role" on the invite page. A task that gives no such values
        // ("Approve the merge request") is judged by its words alone.
        // Heads: the thing the task's verb acts on, and the thing the procedure's title acts on.
        let task_head = verb_at.and_then(|i| {
            words[i + 1..].iter().find(|q| {
                !q.action
                    && !is_value(q)
                    && self.known(q)
                    && !q.id.is_some_and(|t| host_terms.contains(&t))
            })
        });
        let task_head = match task_head {
            Some(q) if q.id.is_some_and(|t| doc.all.binary_search(&t).is_ok()) => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        // With a verb of its own that is not the procedure's, more of the form must be proven,
        // the verb must be one that can word a form's deed (not "Delete the message from
        // ana@x.test under Sales" on the contact form, nor "Print Aurora, 2027-09-15" on the
        // booking form), and what it acts on must not be foreign to the procedure ("Subscribe
        // ana@x.test to the Sales newsletter").
        let own_words = query.main.is_none() || query.nominal || fit == Fit::Same;
        let words_it = query
            .main
            .as_deref()
            .is_some_and(|m| synonyms::words_a_form(m) || actions.contains(&m));
        let (page_fill, page_typed) = if on_start_page
            && (own_words || (words_it && task_head > 0.0))
        {
            let (fill, typed, proven, strong) = form_values(&detail.params, &parameters, prepared);
            let least = if own_words { 0.5 } else { 0.6 };
            // (Two slots proven at least, or the one slot of a form that has one, by a
            // value only that slot could take — a date for its date, one of its options —
            // not a number of any shape: "Cover start: 9 Feb 2029" on the page whose one
            // field takes the cover's start date, but not the "2214" of "Stop water service
            // at 2214 Birch Lane" for the account number of the bill look-up.)
            let enough = if open_slots(&detail.params).len() == 1 {
                strong == 1
            } else {
                proven >= 2
            };
            if enough && fill >= least {
                (fill, typed)
            } else {
                (0.0, 0)
            }
        } else {
            (0.0, 0)
        };
        let same_page = on_start_page && (query.main.is_none() || query.nominal || page_fill > 0.0);
        let margin = match (off_site, names_site) {
            (false, _) if same_page => -SAME_PAGE_MARGIN,
            (false, _) => 0.0,
            (true, true) => OFF_SITE_MARGIN,
            (true, false) => UNNAMED_SITE_MARGIN,
        };
        // A thing that only says which value follows ("the subject 'Billing'", a field labelled
        // "Email") is said by the value: a task that gives that slot a value names it.
        // So are slots the task gives quoted values ("titled 'Disappointed' that says '…'").
        let term_of = |w: &String| {
            self.term_ids
                .get(&synonyms::canonical_noun(&text::stem(w)))
                .copied()
        };
        // (Two quoted values at least: one quoted name is what near misses give too, "Set a
        // reminder before 'Dentist cleaning'".)
        // (Slots the demonstration quoted too: a quoted sentence is no date or place.)
        let demo_quoted = |p: &crate::model::Parameter| {
            p.example.as_deref().is_some_and(|e| {
                [&detail.title, &detail.goal].iter().any(|t| {
                    crate::template::quoted_spans(t)
                        .iter()
                        .any(|&(a, b)| t[a..b].trim().eq_ignore_ascii_case(e.trim()))
                })
            })
        };
        let quoted = |p: &crate::model::Parameter| {
            demo_quoted(p)
                && parameters
                    .get(&p.name)
                    .and_then(Option::as_deref)
                    .is_some_and(|v| prepared.quotes(v))
        };
        let quoted_slots = detail.params.iter().filter(|p| quoted(p)).count();
        let one_slot = open_slots(&detail.params).len() == 1;
        // (A procedure judged only because it starts on this page, sharing no word with a task
        // that is no note, has only its form's values to go by — or the quoted value of its one
        // slot, asked for with its own deed: "open the 'Pagination' article" on the page where
        // "Click the link 'Webhooks'" starts.)
        let own_quoted_value = on_start_page && fit == Fit::Same && one_slot && quoted_slots == 1;
        if !query.note
            && page_fill == 0.0
            && bound.labelled == 0
            && control_said.is_none()
            && !own_quoted_value
            && !words.iter().any(in_core)
        {
            return Err(Veto::LittleEvidence);
        }
        let said_by_value: Vec<u32> = detail
            .params
            .iter()
            .filter(|p| {
                parameters
                    .get(&p.name)
                    .and_then(Option::as_deref)
                    .is_some_and(|v| {
                        value_proves_slot(p, v)
                            || said_with_sigil(p, v, &detail.title, prepared.text())
                    })
                    || (quoted_slots >= 2 && quoted(p))
                    // (Or the one slot of a procedure asked where it starts, with its own verb:
                    // "Can you click 'varius' in the article?" for "Click on the link 'faucibus'".)
                    || (on_start_page && fit == Fit::Same && one_slot && quoted(p))
            })
            .flat_map(|p| slot_label_words(p, &detail.title, &detail.goal))
            .filter_map(|w| term_of(&w))
            .collect();
        // A thing that only labels an optional field the task leaves out ("the memo" of a
        // transfer without one) is not asked for.
        let left_out: Vec<u32> = detail
            .params
            .iter()
            .filter(|p| {
                binding::is_optional(p) && parameters.get(&p.name).is_none_or(|v| v.is_none())
            })
            .flat_map(|p| slot_label_words(p, &detail.title, &detail.goal))
            .filter_map(|w| term_of(&w))
            .filter(|t| !said_by_value.contains(t))
            .collect();
        // Recall: the share of the procedure's things the task names, title things weighing more
        // than the goal's (the title says what the procedure is; the goal adds detail).
        let (mut have, mut all) = (0.0f32, 0.0f32);
        for &(t, w) in &doc.core {
            if self.is_action[t as usize] || host_terms.contains(&t) || left_out.contains(&t) {
                continue;
            }
            // Title things weigh more than the goal's.
            let w = if doc.title.binary_search(&t).is_ok() {
                w.max(W_TITLE_THING)
            } else {
                w
            };
            all += w;
            if words.iter().any(|q| q.id == Some(t))
                || said_by_value.contains(&t)
                || control_said == Some(t)
            {
                have += w * weight_of(t);
            }
        }
        let title_slots = forms.map_or(0, |f| f.title_slots);
        let recall = if all > 0.0 {
            (have / all) as f64
        } else if title_slots > 0 {
            (anchored.min(title_slots) as f64 / title_slots as f64).min(1.0) * 0.8
        } else {
            0.0
        };
        let recall = (recall
            + if shaped || bound.typed >= 1 {
                0.15
            } else {
                0.0
            })
        .min(1.0);
        // Values given under the procedure's own field labels ("category 'Returns', priority
        // 'Normal', subject '…'") say the task fills this form, in words the title need not
        // use: two such fields or more count as much of the procedure named.
        // (Labelled values are filled in place, next to their labels, and as sure as typed ones.)
        // (A secret is asked at run time, never given by a task: it is no field to fill.)
        let fields = detail
            .params
            .iter()
            .filter(|p| !p.label.trim().is_empty() && p.kind != crate::model::SlotKind::Secret)
            .count();
        // (A form of one field is filled by its one labelled value: "Can you set the subtitle
        // language to Dutch?" for the one-field subtitle form.)
        let form_filled =
            if fields > 0 && (bound.labelled >= 2 || (bound.labelled == 1 && fields == 1)) {
                (bound.labelled as f64 / fields.min(4) as f64).min(1.0)
            } else {
                0.0
            };
        let recall = recall.max(form_filled).max(page_fill);
        // A note ("Room booking: Aurora, 2027-09-15, 09:30, 'Sprint planning'") lists its values
        // without the words a sentence places them by: there, a value that proves its slot (a
        // date for a date, a quoted text, one of a choice's options) fills the form as well.
        let (note_fill, note_typed) = if query.note {
            let (fill, typed) = note_values(&detail.params, &parameters, prepared);
            (fill.max(page_fill), typed.max(page_typed))
        } else {
            (page_fill, page_typed)
        };
        let coverage = bound.coverage.max(form_filled).max(note_fill);
        let typed = if form_filled > 0.0 {
            bound.typed.max(bound.labelled)
        } else {
            bound.typed
        }
        .max(note_typed);
        // A value quoted where the demonstration quoted its slot's value is as sure as a typed
        // one when the task names the control the procedure clicks ("download 'Rush hour,
        // explained'" for "Click the Download button for the episode 'Ferries of the North
        // Sea'"). (Not for any verb of the procedure's class, nor even its own verb: that
        // raised false injection on the intent set — "Like the video 'X'" is not "Save 'X'".)
        // (So is the one slot's quoted value asked for on the procedure's page with its deed.)
        let typed = if fit == Fit::Same && (control_said.is_some() || own_quoted_value) {
            typed.max(quoted_slots)
        } else {
            typed
        };
        let asked: Vec<&QueryWord> = words
            .iter()
            .filter(|q| q.main_clause && !q.action && !is_value(q) && self.known(q))
            .collect();
        let precision = if asked.is_empty() {
            1.0
        } else {
            asked
                .iter()
                .filter(|q| q.id.is_some_and(|t| doc.all.binary_search(&t).is_ok()))
                .count() as f64
                / asked.len() as f64
        };
        let action = match (fit, query.main.is_some()) {
            (Fit::Same, _) => 1.0,
            (_, false) if actions.first() == Some(&reading::ASK) => 0.85,
            (_, false) => 0.7,
            _ => 0.75,
        };
        // Relevance, each part in [0, 1] (weights calibrated on the intent set's dev split,
        // docs/RETRIEVAL.md): the same action, said the same way; the procedure's things named;
        // its template filled in order; typed slots filled in place; the thing the task's verb
        // acts on known to the procedure. Asked from another site, the line is higher.
        let parts = [
            (R_SAME, (fit == Fit::Same) as u8 as f64),
            (R_ACTION, action),
            (R_RECALL, recall),
            (R_COVERAGE, coverage),
            (R_TYPED, typed.min(2) as f64 / 2.0),
            (R_HEAD, task_head),
        ];
        // A note with no verb ("Vet: Rocky, Dental cleaning, 17 Mar 2026 7:45pm") cannot say
        // the procedure's action the same way: that part is not asked of it.
        // Nor can a task that fills the form of the page it is asked on in words of its own.
        let asked_parts =
            if (query.note && query.main.is_none()) || (page_fill > 0.0 && fit != Fit::Same) {
                &parts[1..]
            } else {
                &parts[..]
            };
        let total: f64 = asked_parts.iter().map(|(w, _)| w).sum();
        let evidence = asked_parts.iter().map(|(w, x)| w * x).sum::<f64>() / total;
        if let Some(log) = self.log.borrow_mut().as_mut() {
            let f = vec![
                action,
                recall,
                precision,
                bound.coverage,
                bound.typed as f64,
                named as u8 as f64,
                off_site as u8 as f64,
                (fit == Fit::Same) as u8 as f64,
                query.main.is_some() as u8 as f64,
                task_head,
            ];
            log.push((doc.head.id.clone(), f));
        } else if evidence < self.min_evidence() + margin {
            return Err(Veto::LittleEvidence);
        }
        let (cov_doc, cov_task) = self.coverage(&QueryTerms::of(words), doc, hot);
        let text = 0.25 * (SHARE_DOC * cov_doc + SHARE_TASK * cov_task) + 0.75 * evidence.max(0.0);
        let mut matched: Vec<usize> = Vec::new();
        for (i, q) in words.iter().enumerate() {
            if in_core(q) && !matched.iter().any(|&j| words[j].word == q.word) {
                matched.push(i);
            }
        }
        Ok(Judged {
            text,
            evidence,
            matched,
            parameters,
            params,
            parts: parts.map(|(_, x)| x),
        })
    }

    /// The terms of the names of the hosts a procedure was recorded on ("amazon", "github").
    fn site_terms(&self, doc: &Doc) -> Vec<u32> {
        doc.domains
            .iter()
            .flat_map(|&d| &self.domain_labels[d as usize])
            .filter_map(|t| self.term_ids.get(t).copied())
            .collect()
    }

    /// The things right after the task's verb (at most three terms) and the task's main action
    /// term (`u32::MAX` for none). Their owners are the procedures of this site (any site when
    /// the page is unknown) whose main action is the task's and whose title names that thing.
    fn object_terms(&self, query: &Query) -> (Vec<u32>, u32) {
        let Some(main) = query
            .main
            .as_deref()
            .and_then(|m| self.term_ids.get(m).copied())
        else {
            return (Vec::new(), u32::MAX);
        };
        let Some(at) = query.words.iter().position(|q| q.action) else {
            return (Vec::new(), u32::MAX);
        };
        (
            query.words[at + 1..]
                .iter()
                .filter(|q| !q.action)
                .take(3)
                .filter_map(|q| q.id)
                .collect(),
            main,
        )
    }

    /// `(term, slot)` of each owner of the things after the task's verb (`object_terms`).
    fn object_owners(&self, query: &Query, site: &[bool]) -> Vec<(u32, u32)> {
        let (owned, main) = self.object_terms(query);
        let mut out = Vec::new();
        for &t in &owned {
            for &(s, w) in &self.postings[t as usize] {
                let st = &self.walk[s as usize];
                if w >= super::entry::W_TITLE && st.main == main && st.here(site) {
                    out.push((t, s));
                }
            }
        }
        out
    }

    /// Why a procedure is or is not retrieved for a task: how the task was read, then its score
    /// breakdown or the rule that turned it away (for `procmem retrieve --explain` and the
    /// evaluations' failure lists).
    pub fn explain(&mut self, id: &str, task: &str, url: Option<&str>, now: f64) -> String {
        self.refresh();
        let url = web_page(url);
        let page = url.and_then(crate::urls::page);
        let Some((doc, hot)) = self
            .slots
            .get(id)
            .and_then(|&s| Some((self.docs[s as usize].as_ref()?, &self.hot[s as usize])))
        else {
            return format!("{id} is not in the store");
        };
        if doc.head.stats.deprecated {
            return "deprecated".into();
        }
        let Some(detail) = doc.detail.get() else {
            return "its stored detail is unreadable".into();
        };
        let query = self.read_query(task);
        let shapes: Vec<String> = codes(task).into_iter().map(shape).collect();
        let domains = self.domain_scores(url);
        let site = self.site_scores(&domains);
        let terms = QueryTerms::of(&query.words);
        let site_n: u32 = site
            .iter()
            .zip(&self.domain_count)
            .filter(|(on, _)| **on)
            .map(|(_, n)| *n)
            .sum();
        let common: Vec<(u32, f32)> = terms
            .known
            .iter()
            .map(|&t| {
                let df = self.postings[t as usize]
                    .iter()
                    .filter(|&&(s, w)| {
                        w > 0.0
                            && self.hot[s as usize].live
                            && site
                                .get(self.hot[s as usize].domain as usize)
                                .is_some_and(|&x| x)
                    })
                    .count();
                (t, commonness(df as u32, site_n))
            })
            .collect();
        let action = query.main.as_deref().unwrap_or("none");
        let things: Vec<&str> = query
            .words
            .iter()
            .filter(|q| !q.action)
            .map(|q| q.term.as_str())
            .collect();
        let procedure_actions: Vec<&str> = doc.actions.iter().map(|&a| self.term_name(a)).collect();
        let template: Vec<&str> = doc.core.iter().map(|&(t, _)| self.term_name(t)).collect();
        let read = format!("task read as action {action}, words {things:?}; procedure does {procedure_actions:?} with template words {template:?}");
        let owners = self.object_owners(&query, &site);
        let slot = self.slots[id];
        let off_site = url.is_some() && domain_of(doc, &domains) == 0.0;
        let bind_text = binding::for_binding(task);
        let prepared = binding::Prepared::of(&bind_text, &query.corrections);
        let asked = Asked {
            query: &query,
            shapes: &shapes,
            common: &common,
            owners: &owners,
            page: page.as_deref(),
            prepared: &prepared,
        };
        let judge = || self.judge(&asked, slot, off_site, doc, detail, hot);
        match judge() {
            Err(Veto::LittleEvidence) => {
                // Judged again without the line, to say how far below it the task fell and
                // what it would have bound.
                *self.log.borrow_mut() = Some(Vec::new());
                let again = judge();
                *self.log.borrow_mut() = None;
                let (evidence, values, parts) = again.map_or((0.0, Vec::new(), [0.0; 6]), |j| {
                    (j.evidence, bound_values(&j.parameters), j.parts)
                });
                format!(
                    "turned away: {} (evidence {evidence:.2} from {}, needs {:.2}; values {values:?}) ({read})",
                    Veto::LittleEvidence.message(),
                    evidence_parts(&parts),
                    self.min_evidence()
                )
            }
            Err(veto) => format!("turned away: {} ({read})", veto.message()),
            Ok(j) => {
                let (domain, conf) = (domain_of(doc, &domains), hot.confidence(now));
                let score = partial_score(j.text, domain, conf) + WEIGHT_PARAMS * j.params;
                let values = bound_values(&j.parameters);
                format!(
                    "score {score:.3} = 0.4×text {:.3} + 0.3×domain {domain:.2} + 0.2×confidence {conf:.2} + 0.1×params {:.2}; evidence {:.2} from {} (needs {}); values {values:?} ({read})",
                    j.text,
                    j.params,
                    j.evidence,
                    evidence_parts(&j.parts),
                    self.min_evidence()
                )
            }
        }
    }
}

/// A note's values: the share of the open slots bound to a value that proves its slot (a
/// typed value of the slot's kind, a quoted text, one of its options), and how many of those
/// are typed.
fn note_values(
    params: &[crate::model::Parameter],
    bound: &std::collections::BTreeMap<String, Option<String>>,
    prepared: &binding::Prepared,
) -> (f64, usize) {
    let open = open_slots(params);
    let (mut proven, mut typed) = (0usize, 0usize);
    for p in &open {
        let Some(v) = bound.get(&p.name).and_then(Option::as_deref) else {
            continue;
        };
        let is_typed = of_its_kind(p, v, prepared);
        if is_typed
            || prepared.quotes(v)
            || value_proves_slot(p, v)
            || labelled_in_task(p, v, prepared.text())
        {
            proven += 1;
            typed += is_typed as usize;
        }
    }
    if open.is_empty() {
        (0.0, 0)
    } else {
        (proven as f64 / open.len() as f64, typed)
    }
}

/// The slots a task can give values to (not secrets).
fn open_slots(params: &[crate::model::Parameter]) -> Vec<&crate::model::Parameter> {
    params
        .iter()
        .filter(|p| p.kind != crate::model::SlotKind::Secret)
        .collect()
}

/// Whether `v` is a typed value of the slot's own kind (a date for a date, an address for an
/// e-mail field). An amount proves a money slot only said as money: "9 Harbor View Rd" holds no
/// price.
fn of_its_kind(p: &crate::model::Parameter, v: &str, prepared: &binding::Prepared) -> bool {
    use super::formats::{accepts, kind_of, Kind};
    let kind = p.example.as_deref().map_or(Kind::Text, kind_of);
    kind != Kind::Text
        && accepts(&kind, v)
        && (kind != Kind::Money || money_said(prepared.text(), v))
}

/// Like `note_values`, for a task asked on the procedure's start page: only values of a slot's
/// own kind (a date, an address, a number, one of its options, a code of its shape) prove it —
/// a quoted text fits any text field — and one value proves one slot ("#1042" is not also the
/// tracking number "1042"). Returns the share of open slots proven, how many by a typed value,
/// how many proven, and how many of those by a value no number of another meaning could be (a
/// date, a time, an address, money, an option or sibling, a code of the example's shape).
fn form_values(
    params: &[crate::model::Parameter],
    bound: &std::collections::BTreeMap<String, Option<String>>,
    prepared: &binding::Prepared,
) -> (f64, usize, usize, usize) {
    use super::formats::{kind_of, Kind};
    let open = open_slots(params);
    let (mut seen, mut typed, mut strong): (Vec<String>, usize, usize) = (Vec::new(), 0, 0);
    for p in &open {
        let Some(v) = bound.get(&p.name).and_then(Option::as_deref) else {
            continue;
        };
        let key = v.trim().to_lowercase();
        if key.is_empty()
            || seen
                .iter()
                .any(|s| s.contains(&key) || key.contains(s.as_str()))
        {
            continue;
        }
        let is_typed = of_its_kind(p, v, prepared);
        let sibling = p
            .seen
            .iter()
            .any(|o| o.trim().eq_ignore_ascii_case(v.trim()));
        let proves = value_proves_slot(p, v) || labelled_in_task(p, v, prepared.text());
        if is_typed || sibling || proves {
            seen.push(key);
            typed += is_typed as usize;
            let kind = p.example.as_deref().map_or(Kind::Text, kind_of);
            let any_number = matches!(kind, Kind::Number | Kind::Code | Kind::Count | Kind::Text);
            strong += (sibling || proves || (is_typed && !any_number)) as usize;
        }
    }
    if open.is_empty() {
        (0.0, 0, 0, 0)
    } else {
        (
            seen.len() as f64 / open.len() as f64,
            typed,
            seen.len(),
            strong,
        )
    }
}

/// Whether the task says the amount `v` as money: with a currency sign or name beside it.
fn money_said(task: &str, v: &str) -> bool {
    let whole = v.strip_suffix(".00").unwrap_or(v);
    [v, whole].iter().any(|n| {
        ["$", "€", "£"]
            .iter()
            .any(|c| task.contains(&format!("{c}{n}")))
            || task
                .match_indices(n)
                .any(|(at, _)| super::formats::currency_follows(&task[at + n.len()..]))
    })
}

/// Evidence's parts by name (for explanations).
fn evidence_parts(parts: &[f64; 6]) -> String {
    let names = ["same", "action", "recall", "coverage", "typed", "head"];
    names
        .iter()
        .zip(parts)
        .map(|(n, x)| format!("{n} {x:.2}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The values a judgement bound, as `slot="value"` (for explanations).
fn bound_values(parameters: &std::collections::BTreeMap<String, Option<String>>) -> Vec<String> {
    parameters
        .iter()
        .filter_map(|(k, v)| v.as_ref().map(|v| format!("{k}={v:?}")))
        .collect()
}

/// How much a matched word counts as evidence on a site of `site_n` procedures when `df` of
/// them hold it: 1 for a word only this procedure has, down to 0.4 for one all of them share.
fn commonness(df: u32, site_n: u32) -> f32 {
    if site_n < 3 || df <= 1 {
        return 1.0;
    }
    let share = (df - 1) as f32 / (site_n - 1) as f32;
    1.0 - COMMON_DISCOUNT * share.min(1.0)
}

/// What judging a procedure found: its text score, evidence, the task words it matched and
/// the bound slots.
struct Judged {
    text: f64,
    evidence: f64,
    matched: Vec<usize>,
    parameters: std::collections::BTreeMap<String, Option<String>>,
    params: f64,
    /// Evidence's parts (same action, action, recall, coverage, typed, head), for explanations.
    parts: [f64; 6],
}

/// What one query asks, as every judgement of it reads it.
#[derive(Clone, Copy)]
struct Asked<'a> {
    query: &'a Query,
    /// Shapes of the task's codes ("ENG-150").
    shapes: &'a [String],
    /// Per known task term, how common it is among this site's procedures.
    common: &'a [(u32, f32)],
    /// Title terms other procedures of this site act on (`object_owners`).
    owners: &'a [(u32, u32)],
    /// The page the task is asked on (`urls::page`).
    page: Option<&'a str>,
    prepared: &'a binding::Prepared<'a>,
}

/// The task as read: its words and actions.
struct Query {
    words: Vec<QueryWord>,
    /// Misspelt words and the terms typo correction read them as.
    corrections: Vec<(String, String)>,
    main: Option<String>,
    actions: Vec<String>,
    /// Words written with a capital inside a sentence, lower-cased: names ("Jira", "Gmail").
    capitalized: Vec<String>,
    /// The stem of the word the main action is said with.
    main_verb: Option<String>,
    /// The main action came from a note's heading noun, not a verb (`Reading::nominal`).
    nominal: bool,
    /// The task is a note: a heading and values, or no verb at all (`Reading::note`).
    note: bool,
}

/// The page a task is asked from, when it is a web site: a new tab or a browser page is no
/// site, so a task asked there is not "asked from another site".
fn web_page(url: Option<&str>) -> Option<&str> {
    url.filter(|u| {
        let u = u.trim_start().to_ascii_lowercase();
        u.starts_with("http://") || u.starts_with("https://")
    })
}

/// The words of a text written with a capital where a sentence does not start, lower-cased.
fn capitalized_words(text: &str) -> Vec<String> {
    use unicode_segmentation::UnicodeSegmentation;
    let mut out = Vec::new();
    for (at, w) in text.unicode_word_indices() {
        let before = text[..at].trim_end();
        let opens = before.is_empty() || before.ends_with(['.', '!', '?', ':', '\n']);
        if !opens && w.chars().next().is_some_and(char::is_uppercase) {
            out.push(w.to_lowercase());
        }
    }
    out
}

/// Calibration rows: a judged procedure's id and its relevance features.
type FeatureLog = Vec<(String, Vec<f64>)>;

/// The rules that keep a procedure out whatever its score (docs/RETRIEVAL.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Veto {
    OtherAction,
    NoObject,
    OtherObject,
    LittleEvidence,
}

impl Veto {
    fn message(self) -> &'static str {
        match self {
            Veto::OtherAction => "the task asks for a different action",
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
        QueryTerms {
            known,
            distinct: names.len(),
        }
    }
}

fn domain_of(doc: &Doc, scores: &HashMap<u32, f64>) -> f64 {
    doc.domains
        .iter()
        .filter_map(|d| scores.get(d))
        .copied()
        .fold(0.0, f64::max)
}

/// The score before binding: everything but the parameter share.
fn partial_score(text: f64, domain: f64, confidence: f64) -> f64 {
    WEIGHT_TEXT * text + WEIGHT_DOMAIN * domain + WEIGHT_CONFIDENCE * confidence
}

impl Hot {
    /// `confidence` as of the current hour (for ranking candidates; scores use the exact one).
    fn confidence_this_hour(&self, now: f64) -> f64 {
        let hour = (now / 3_600_000.0).floor() as i64;
        let (at, c) = self.confidence_at.get();
        if at == hour {
            return c as f64;
        }
        let c = self.confidence(now);
        self.confidence_at.set((hour, c as f32));
        c
    }

    fn confidence(&self, now: f64) -> f64 {
        let stats = crate::model::Stats {
            successes: self.successes,
            failures: self.failures,
            last_used: self.last_used,
            ..Default::default()
        };
        confidence(&stats, now)
    }
}

fn reason_for(words: &[&str], e: &Head, site: Option<&str>) -> String {
    let quoted: Vec<String> = words.iter().map(|w| format!("“{w}”")).collect();
    // (A note found on the page its procedure starts on may share no word with it.)
    let mut reason = if quoted.is_empty() {
        "task gives values this procedure fills".to_string()
    } else {
        format!("task mentions {}", quoted.join(", "))
    };
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

/// Whether a bound value is of its slot by its own look, not only by where it stands: one of
/// the choices the field offered, or a code of the demonstrated value's shape (an email
/// address for an email). Free text bound by position proves nothing.
fn value_proves_slot(p: &crate::model::Parameter, value: &str) -> bool {
    let v = value.trim().to_lowercase();
    if p.options.iter().any(|o| o.trim().to_lowercase() == v) {
        return true;
    }
    if p.example
        .as_deref()
        .is_some_and(|e| numbered_like(e, value))
    {
        return true;
    }
    // A code of the shape the demonstrated option opens or ends with ("SEK" for "EUR — Euro",
    // "MUC" for "Porto (OPO)").
    let code_like = |c: &str| {
        let v = value.trim();
        crate::template::short_code(v)
            && c.chars().count() == v.chars().count()
            && super::terms::shape(c) == super::terms::shape(v)
    };
    if p.example
        .as_deref()
        .and_then(crate::template::option_code)
        .is_some_and(code_like)
    {
        return true;
    }
    p.example.as_deref().is_some_and(|e| {
        crate::template::is_code(e.trim())
            && crate::template::is_code(value.trim())
            && super::terms::shape(e.trim()) == super::terms::shape(value.trim())
    })
}

/// Whether `value` is the demonstrated value with other numbers: the same words, a number
/// where it had one ("Week 3" for "Week 4", "Room 205" for "Room 101", "Row 7" for "Row 12").
/// Near misses: other words ("Month 3"), no number at all ("Week four" proves nothing), a long
/// name holding a number.
pub(crate) fn numbered_like(example: &str, value: &str) -> bool {
    Numbered::of(example).is_some_and(|n| n.like(value))
}

/// A demonstrated value that is a short numbered label ("Week 4", "Room 12B"), read once: a
/// value is of its kind when it is the same label with other numbers (`numbered_like`).
/// Binding asks this of every span of a task, so the example is read when the procedure is.
#[derive(Clone, Debug)]
pub(crate) struct Numbered(Vec<String>);

impl Numbered {
    /// `None` when the example is no such label, and nothing is numbered like it.
    pub(crate) fn of(example: &str) -> Option<Numbered> {
        let e: Vec<String> = example.split_whitespace().map(str::to_lowercase).collect();
        // (Short labels only: a product's name holding a size, "Hydro Flask 32 oz Wide Mouth",
        // is a name, not a numbered place.)
        let labelled = e.len() <= 3
            && e.iter().any(|w| numeric(w))
            && e.iter()
                .any(|w| !numeric(w) && w.chars().any(char::is_alphabetic));
        labelled.then_some(Numbered(e))
    }

    pub(crate) fn like(&self, value: &str) -> bool {
        let v: Vec<String> = value.split_whitespace().map(str::to_lowercase).collect();
        self.0.len() == v.len()
            && self.0.iter().zip(&v).all(|(a, b)| {
                if numeric(a) {
                    numeric(b) && super::terms::shape(a) == super::terms::shape(b)
                } else {
                    a == b
                }
            })
    }
}

fn numeric(w: &str) -> bool {
    w.chars().any(|c| c.is_ascii_digit())
}

/// Whether the task writes `value` right after its field's own label and a colon, at the start
/// of a clause ("Emergency contact: Pavel Dubois", "Tutor: Finn", "Cover start: 9 Feb 2029",
/// "…; button: Gong"): the person named the field the value goes in. The words before the colon
/// must all be words of the slot's label ("Subtitles" of "Subtitle language"); a label of
/// another field ("Phone: …" for the emergency contact) proves nothing.
fn labelled_in_task(p: &crate::model::Parameter, value: &str, task: &str) -> bool {
    let label: Vec<String> = text::words(&p.label)
        .iter()
        .filter(|w| !text::is_stopword(w))
        .map(|w| text::stem(w))
        .collect();
    let v = value.trim();
    if label.is_empty() || v.is_empty() {
        return false;
    }
    let Some((at, _)) = crate::template::find_ci(task, v, true) else {
        return false;
    };
    let before = task[..at].trim_end();
    let Some(head) = before.strip_suffix(':') else {
        return false;
    };
    // The clause the label opens: after the last sentence, list or note separator.
    let head = head
        .rsplit(['.', ';', ',', '\n', '(', '—'])
        .next()
        .unwrap_or(head);
    let words: Vec<String> = text::words(head)
        .iter()
        .filter(|w| !text::is_stopword(w))
        .map(|w| text::stem(w))
        .collect();
    !words.is_empty() && words.len() <= 4 && words.iter().all(|w| label.contains(w))
}

/// Whether the task writes the value with the mark the title writes the demonstrated value
/// with ("#support" for "the #engineering channel", "@dana" for "@bo"): a value of that slot's
/// own look.
fn said_with_sigil(p: &crate::model::Parameter, value: &str, title: &str, task: &str) -> bool {
    let (Some(e), v) = (p.example.as_deref(), value.trim()) else {
        return false;
    };
    ['#', '@'].iter().any(|sigil| {
        let bare = v.trim_start_matches(*sigil);
        !bare.is_empty()
            && crate::template::find_ci(title, &format!("{sigil}{}", e.trim()), false).is_some()
            && crate::template::find_ci(task, &format!("{sigil}{bare}"), false).is_some()
    })
}

/// The words that label a slot: its field's label ("Your email") and the word the title or goal
/// puts right before the demonstrated value ("the subject 'Billing'" → "subject").
fn slot_label_words(p: &crate::model::Parameter, title: &str, goal: &str) -> Vec<String> {
    let mut out: Vec<String> = text::words(&p.label)
        .into_iter()
        .filter(|w| !text::is_stopword(w))
        .collect();
    let Some(example) = p.example.as_deref().filter(|e| !e.trim().is_empty()) else {
        return out;
    };
    for t in [title, goal] {
        if let Some((at, _)) = crate::template::find_ci(t, example, true) {
            let before: Vec<String> = text::words(&t[..at]);
            let last = before
                .iter()
                .rev()
                .find(|w| w.as_str() != "the" && w.as_str() != "a");
            if let Some(w) =
                last.filter(|w| !text::is_stopword(w) && w.chars().any(char::is_alphabetic))
            {
                out.push(w.clone());
            }
        }
    }
    out
}

#[cfg(test)]
mod sigil_tests {
    use super::said_with_sigil;
    use crate::model::{Parameter, SlotKind};

    #[test]
    fn a_value_marked_like_the_demonstrated_one_is_that_slots_and_an_unmarked_one_is_not() {
        let p = Parameter {
            name: "link".into(),
            label: "link".into(),
            kind: SlotKind::Choice,
            example: Some("engineering".into()),
            options: Vec::new(),
            examples: vec!["engineering".into()],
            part: None,
            seen: Vec::new(),
            format: None,
        };
        let title = "Write in the #engineering channel: Lunch is here!";
        assert!(said_with_sigil(
            &p,
            "support",
            title,
            "Post 'Lunch is here!' in #support"
        ));
        // Near misses: the task does not mark it; the title never marked the demonstrated one.
        assert!(!said_with_sigil(
            &p,
            "support",
            title,
            "Post 'Lunch is here!' in support"
        ));
        assert!(!said_with_sigil(
            &p,
            "support",
            "Write in the engineering channel",
            "Post in #support"
        ));
    }
}
