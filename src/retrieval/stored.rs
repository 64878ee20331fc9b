//! How the retrieval index is kept in chrome.storage: entries (not whole procedures) in a fixed
//! number of shards, each one string. A woken service worker reads the shards in one call and
//! hands the strings to the core (no per-object conversion at the wasm boundary); a change to
//! one procedure rewrites one shard. Full procedures are read only for the few results.
//!
//! The first retrieval after MV3 stops the worker waits on reading and decoding every shard,
//! so the encoding is compact: postcard (a binary serde format: no field names, varints),
//! compressed with LZ4 (titles and goals repeat words; it decompresses at memory speed), in
//! base64, as chrome.storage keeps only JSON-able values. A shard lists each of its terms once
//! and its entries name terms by number into that list, so loading interns a term once per
//! shard instead of once per procedure using it.

use super::binding::Forms;
use super::entry::{Detail, EntryStats, Terms};
use super::index::{Head, Index, StoredParts};
use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine;
use rustc_hash::FxHashMap as HashMap;
use serde::{Deserialize, Serialize};
use std::cell::OnceCell;

/// Bumped when `Entry`, the shard layout or the way terms are derived changes: a stored index
/// of another format is rebuilt from the procedures.
pub const FORMAT: u32 = 14;
/// The largest shard decompressed (a damaged size prefix must not ask for gigabytes).
const MAX_SHARD_BYTES: usize = 64 << 20;
/// Shards of the stored index: at 10k procedures about 160 entries each.
pub const SHARDS: u32 = 64;

/// The shard holding a procedure (FNV-1a of its id): stable across runs and machines.
pub fn shard_of(id: &str) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for b in id.bytes() {
        h ^= b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    h % SHARDS
}

/// One stored shard: its terms and domains, and its entries naming both as positions in
/// those lists.
#[derive(Serialize, Deserialize)]
struct Shard {
    terms: Vec<String>,
    domains: Vec<String>,
    entries: Vec<StoredEntry>,
}

/// An entry as a shard holds it: the detail stays encoded, so loading decodes only what the
/// first pass of retrieval reads.
#[derive(Serialize, Deserialize)]
struct StoredEntry {
    id: String,
    updated: f64,
    domains: Vec<u32>,
    stats: EntryStats,
    terms: Terms<u32>,
    #[serde(with = "serde_bytes")]
    detail: Vec<u8>,
}

/// A procedure's detail, decoded on first use when it came from storage. Most procedures of a
/// large library never rank among a query's candidates, so most are never decoded.
#[derive(Clone, Debug)]
pub(super) struct LazyDetail {
    encoded: Option<Box<[u8]>>,
    decoded: OnceCell<Option<Detail>>,
    /// Its templates made ready for binding, the first time a query judges it.
    forms: OnceCell<Option<Forms>>,
}

impl LazyDetail {
    pub(super) fn new(detail: Detail) -> LazyDetail {
        LazyDetail {
            encoded: None,
            decoded: OnceCell::from(Some(detail)),
            forms: OnceCell::new(),
        }
    }

    fn stored(bytes: Vec<u8>) -> LazyDetail {
        LazyDetail {
            encoded: Some(bytes.into_boxed_slice()),
            decoded: OnceCell::new(),
            forms: OnceCell::new(),
        }
    }

    /// The detail; `None` when stored bytes do not decode (damaged storage: the procedure is
    /// left out of results rather than shown without its slots).
    pub(super) fn get(&self) -> Option<&Detail> {
        self.decoded
            .get_or_init(|| {
                self.encoded
                    .as_deref()
                    .and_then(|b| postcard::from_bytes(b).ok())
            })
            .as_ref()
    }

    /// The detail's title and goal as templates ready for binding (`None` as for `get`).
    pub(super) fn forms(&self) -> Option<&Forms> {
        self.forms
            .get_or_init(|| {
                self.get()
                    .map(|d| Forms::of(&d.title, &d.goal, &d.params, &d.credentials))
            })
            .as_ref()
    }

    /// The stored bytes (as read, or encoded now).
    fn bytes(&self) -> Vec<u8> {
        match (&self.encoded, self.get()) {
            (Some(b), _) => b.to_vec(),
            (None, Some(d)) => postcard::to_allocvec(d).expect("details serialize"),
            (None, None) => Vec::new(),
        }
    }
}

impl Index {
    /// The stored value of one shard.
    pub fn shard_json(&self, shard: u32) -> String {
        self.encode_shard(self.stored_parts(|id| shard_of(id) == shard))
    }

    /// Every shard's stored value, in shard order.
    pub fn all_shards_json(&self) -> Vec<String> {
        let mut of: Vec<Vec<_>> = (0..SHARDS).map(|_| Vec::new()).collect();
        for part in self.stored_parts(|_| true) {
            of[shard_of(&part.0.id) as usize].push(part);
        }
        of.into_iter()
            .map(|parts| self.encode_shard(parts))
            .collect()
    }

    /// One shard of procedures, their terms renumbered from index term ids into the shard's
    /// own list.
    fn encode_shard<'a>(&self, parts: impl IntoIterator<Item = StoredParts<'a>>) -> String {
        let (mut terms, mut domains): (Vec<String>, Vec<String>) = (Vec::new(), Vec::new());
        let (mut local_terms, mut local_domains): (HashMap<u32, u32>, HashMap<u32, u32>) =
            Default::default();
        let position =
            |local: &mut HashMap<u32, u32>, list: &mut Vec<String>, id: u32, name: &str| {
                *local.entry(id).or_insert_with(|| {
                    list.push(name.to_string());
                    (list.len() - 1) as u32
                })
            };
        let entries: Vec<StoredEntry> = parts
            .into_iter()
            .map(|(head, domain_ids, numbered, detail)| StoredEntry {
                id: head.id.clone(),
                updated: head.updated,
                domains: domain_ids
                    .iter()
                    .map(|&d| position(&mut local_domains, &mut domains, d, self.domain_name(d)))
                    .collect(),
                stats: head.stats.clone(),
                terms: numbered
                    .map(|t| position(&mut local_terms, &mut terms, t, self.term_name(t))),
                detail: detail.bytes(),
            })
            .collect();
        let bytes = postcard::to_allocvec(&Shard {
            terms,
            domains,
            entries,
        })
        .expect("entries serialize");
        BASE64.encode(lz4_flex::block::compress_prepend_size(&bytes))
    }

    /// An index from stored shards; an unreadable shard is an error naming it (the caller
    /// rebuilds from the procedures, which are the source of truth).
    pub fn from_shards<S: AsRef<str>>(shards: &[S]) -> Result<Index, String> {
        let mut index = Index::new();
        for (n, text) in shards.iter().enumerate() {
            index
                .load_shard(text.as_ref())
                .map_err(|why| format!("retrieval index shard {n} is unreadable: {why}"))?;
        }
        Ok(index)
    }

    /// The stored shards that do not load, by number, each with why (the rest load). Only
    /// asked when `from_shards` failed: the worker sets those aside before it rebuilds.
    pub fn unreadable_shards<S: AsRef<str>>(shards: &[S]) -> Vec<(u32, String)> {
        shards
            .iter()
            .enumerate()
            .filter_map(|(n, text)| {
                Index::new().load_shard(text.as_ref()).err().map(|why| {
                    (
                        n as u32,
                        format!(
                            "retrieval index shard {n} is unreadable: {why}; \
                             the retrieval index was rebuilt from the procedures"
                        ),
                    )
                })
            })
            .collect()
    }

    /// Adds one stored shard's procedures. Kept out of line: V8 runs a woken worker's first
    /// load in its baseline compiler and swaps in optimized code only between calls, so the
    /// load is 64 calls of this (and thousands of `insert`), not one long loop.
    #[inline(never)]
    fn load_shard(&mut self, text: &str) -> Result<(), String> {
        let shard: Shard = decode(text)?;
        let ids: Vec<u32> = shard.terms.iter().map(|t| self.term(t)).collect();
        let domains: Vec<u32> = shard.domains.iter().map(|d| self.domain(d)).collect();
        for e in shard.entries {
            let t = &e.terms;
            let positions = t
                .core
                .iter()
                .map(|(p, _)| p)
                .chain(&t.flow)
                .chain(&t.title)
                .chain(&t.actions);
            if let Some(bad) = positions.copied().find(|&p| p as usize >= ids.len()) {
                return Err(format!(
                    "entry {:?} names term {bad} of {}",
                    e.id,
                    ids.len()
                ));
            }
            if let Some(bad) = e
                .domains
                .iter()
                .copied()
                .find(|&p| p as usize >= domains.len())
            {
                return Err(format!(
                    "entry {:?} names domain {bad} of {}",
                    e.id,
                    domains.len()
                ));
            }
            let head = Head {
                id: e.id,
                updated: e.updated,
                stats: e.stats,
            };
            let entry_domains = e.domains.iter().map(|&p| domains[p as usize]).collect();
            self.insert(
                head,
                entry_domains,
                e.terms.map(|p| ids[p as usize]),
                LazyDetail::stored(e.detail),
            );
        }
        Ok(())
    }
}

/// base64 → LZ4 (size-prefixed) → postcard.
fn decode<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String> {
    let packed = BASE64.decode(text).map_err(|e| e.to_string())?;
    let (prefix, body) = packed.split_first_chunk::<4>().ok_or("too short")?;
    let size = u32::from_le_bytes(*prefix) as usize;
    // LZ4 expands at most 255 times.
    if size > MAX_SHARD_BYTES || size > body.len().saturating_mul(255) + 16 {
        return Err(format!("it claims {size} bytes"));
    }
    let bytes = lz4_flex::block::decompress(body, size).map_err(|e| e.to_string())?;
    postcard::from_bytes(&bytes).map_err(|e| e.to_string())
}

/// Slots as stored: `Parameter` skips empty lists when written as JSON (exports), which a
/// format without field names cannot read back, so entries write this instead.
pub(super) mod slots {
    use crate::model::{Parameter, Part, SlotKind};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    struct Slot {
        name: String,
        label: String,
        kind: SlotKind,
        example: Option<String>,
        options: Vec<String>,
        part: Option<Part>,
        seen: Vec<String>,
        format: Option<String>,
    }

    pub fn serialize<S: Serializer>(params: &[Parameter], s: S) -> Result<S::Ok, S::Error> {
        let slots: Vec<Slot> = params
            .iter()
            .map(|p| Slot {
                name: p.name.clone(),
                label: p.label.clone(),
                kind: p.kind,
                example: p.example.clone(),
                options: p.options.clone(),
                part: p.part,
                seen: p.seen.clone(),
                format: p.format.clone(),
            })
            .collect();
        slots.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Parameter>, D::Error> {
        let slots = Vec::<Slot>::deserialize(d)?;
        Ok(slots
            .into_iter()
            .map(|s| Parameter {
                name: s.name,
                label: s.label,
                kind: s.kind,
                example: s.example,
                options: s.options,
                examples: Vec::new(),
                part: s.part,
                seen: s.seen,
                format: s.format,
            })
            .collect())
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::synth;

    fn encode(shard: &Shard) -> String {
        BASE64.encode(lz4_flex::block::compress_prepend_size(
            &postcard::to_allocvec(shard).unwrap(),
        ))
    }

    #[test]
    fn shards_round_trip_and_answer_the_same() {
        let procs = synth::procedures(300, 3);
        let mut built = Index::build(&procs);
        let shards = built.all_shards_json();
        assert_eq!(shards.len(), SHARDS as usize);
        assert_eq!(built.shard_json(5), shards[5]);
        let mut loaded = Index::from_shards(&shards).unwrap();
        assert_eq!(loaded.len(), 300);
        for (task, url) in synth::tasks(40, 300, 3) {
            assert_eq!(
                built.retrieve(&task, Some(&url), 1.8e12, 3),
                loaded.retrieve(&task, Some(&url), 1.8e12, 3),
                "{task}"
            );
        }
        assert!(Index::from_shards(&["not base64!"])
            .unwrap_err()
            .contains("shard 0"));
        assert!(Index::from_shards(&[BASE64.encode(b"\x05\xff\xff")])
            .unwrap_err()
            .contains("shard 0"));
        // A size prefix asking for 4 GB is refused before anything is allocated.
        let bomb =
            Index::from_shards(&[BASE64.encode([0xff, 0xff, 0xff, 0xff, 0x10, 0x00])]).unwrap_err();
        assert!(
            bomb.contains("shard 0") && bomb.contains("claims 4294967295 bytes"),
            "{bomb}"
        );
        // A hostile or damaged shard naming a term it does not list is refused, not a panic.
        let mut shard: Shard = decode(&shards[5]).unwrap();
        shard.entries[0].terms.title[0] = 100_000;
        let hostile = encode(&shard);
        let err = Index::from_shards(&[built.shard_json(0), hostile]).unwrap_err();
        assert!(
            err.contains("shard 1") && err.contains("names term 100000"),
            "{err}"
        );
        let mut shard: Shard = decode(&shards[5]).unwrap();
        shard.entries[0].domains = vec![99];
        let err = Index::from_shards(&[encode(&shard)]).unwrap_err();
        assert!(err.contains("names domain 99"), "{err}");
    }

    #[test]
    fn a_detail_that_does_not_decode_keeps_its_procedure_out_without_failing_the_load() {
        let procs = synth::procedures(200, 6);
        let built = Index::build(&procs);
        let mut shards = built.all_shards_json();
        let mut shard: Shard = decode(&shards[9]).unwrap();
        let damaged = shard.entries[0].id.clone();
        shard.entries[0].detail = vec![0xff, 0xff, 0xff];
        shards[9] = encode(&shard);
        let mut loaded = Index::from_shards(&shards).unwrap();
        assert_eq!(loaded.len(), 200);
        let p = procs.iter().find(|p| p.id == damaged).unwrap();
        assert!(
            Index::build(&procs)
                .retrieve(&p.title, None, 1.8e12, 3)
                .iter()
                .any(|m| m.id == damaged),
            "found when whole"
        );
        assert!(loaded
            .retrieve(&p.title, None, 1.8e12, 3)
            .iter()
            .all(|m| m.id != damaged));
        assert_eq!(loaded.title(&damaged), None);
        assert!(loaded
            .explain(&damaged, &p.title, None, 1.8e12)
            .contains("unreadable"));
        // The others still decode on demand, and writing a shard back keeps their details.
        assert_eq!(
            loaded.title(&shard.entries[1].id),
            built.title(&shard.entries[1].id)
        );
        let details = |text: String| -> Vec<(String, Vec<u8>)> {
            let shard: Shard = decode(&text).unwrap();
            let mut v: Vec<_> = shard
                .entries
                .into_iter()
                .map(|e| (e.id, e.detail))
                .collect();
            v.sort();
            v
        };
        assert_eq!(details(loaded.shard_json(3)), details(built.shard_json(3)));
    }

    #[test]
    fn removed_postings_never_count_for_a_later_procedure() {
        let procs = synth::procedures(3000, 5);
        let mut index = Index::build(&procs);
        // Replacing every procedure three times removes 9000 and compacts several times.
        for round in 0..3 {
            for p in &procs {
                let mut q = p.clone();
                if round == 2 && p.id.ends_with('7') {
                    q.title = "Reconcile ledger".into();
                    q.abstract_.goal = "Reconcile the ledger".into();
                }
                index.upsert_procedure(&q);
            }
        }
        assert_eq!(index.len(), 3000);
        let found = index.retrieve("reconcile the ledger", None, 1.8e12, 10);
        assert_eq!(found.len(), 10);
        assert!(found.iter().all(|m| m.id.ends_with('7')), "{found:?}");
        let reference = Index::build(&procs).retrieve(
            "edit the issue ZEN-102 for Lee",
            Some("https://acacac0.example/"),
            1.8e12,
            3,
        );
        let mut unchanged = Index::build(&procs);
        for p in &procs {
            unchanged.upsert_procedure(p);
        }
        assert_eq!(
            unchanged.retrieve(
                "edit the issue ZEN-102 for Lee",
                Some("https://acacac0.example/"),
                1.8e12,
                3
            ),
            reference
        );
    }

    #[test]
    fn updates_touch_one_shard_and_removal_forgets() {
        let procs = synth::procedures(50, 4);
        let mut index = Index::build(&procs);
        let mut p = procs[7].clone();
        p.title = "Reconcile ledger".into();
        p.abstract_.goal = "Reconcile the ledger for Ana".into();
        index.upsert_procedure(&p);
        assert_eq!(index.len(), 50);
        let found = index.retrieve("reconcile the ledger", None, 1.8e12, 3);
        assert_eq!(found.first().map(|m| m.id.as_str()), Some(p.id.as_str()));
        let stored: Shard = decode(&index.shard_json(shard_of(&p.id))).unwrap();
        let detail = &stored.entries.iter().find(|e| e.id == p.id).unwrap().detail;
        assert!(detail.windows(16).any(|w| w == b"Reconcile ledger"));
        assert!(index.remove(&p.id));
        assert!(index
            .retrieve("reconcile the ledger", None, 1.8e12, 3)
            .is_empty());
        assert!(!index.remove(&p.id));
    }
}
