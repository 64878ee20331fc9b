//! How the retrieval index is kept in chrome.storage: entries (not whole procedures) in a fixed
//! number of shards, each one JSON string. A woken service worker reads the shards in one call
//! and hands the strings to the core (no per-object conversion at the wasm boundary); a change
//! to one procedure rewrites one shard. Full procedures are read only for the few results.

use super::entry::Entry;
use super::index::Index;

/// Bumped when `Entry` or the way terms are derived changes: a stored index of another format
/// is rebuilt from the procedures.
pub const FORMAT: u32 = 1;
/// Shards of the stored index: at 10k procedures about 160 entries (≈ 80 KB) each.
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

impl Index {
    /// The stored value of one shard: its entries as a JSON array.
    pub fn shard_json(&self, shard: u32) -> String {
        let entries: Vec<Entry> = self.entries_where(|id| shard_of(id) == shard).collect();
        serde_json::to_string(&entries).expect("entries serialize")
    }

    /// Every shard's stored value, in shard order.
    pub fn all_shards_json(&self) -> Vec<String> {
        let mut shards: Vec<Vec<Entry>> = vec![Vec::new(); SHARDS as usize];
        for e in self.entries() {
            shards[shard_of(&e.id) as usize].push(e);
        }
        shards.iter().map(|s| serde_json::to_string(s).expect("entries serialize")).collect()
    }

    /// An index from stored shards; an unreadable shard is an error naming it (the caller
    /// rebuilds from the procedures, which are the source of truth).
    pub fn from_shards<S: AsRef<str>>(shards: &[S]) -> Result<Index, String> {
        let mut index = Index::new();
        for (n, text) in shards.iter().enumerate() {
            let entries: Vec<Entry> = serde_json::from_str(text.as_ref()).map_err(|e| format!("retrieval index shard {n} is unreadable: {e}"))?;
            for e in entries {
                index.upsert(e);
            }
        }
        Ok(index)
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::synth;

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
            assert_eq!(built.retrieve(&task, Some(&url), 1.8e12, 3), loaded.retrieve(&task, Some(&url), 1.8e12, 3), "{task}");
        }
        assert!(Index::from_shards(&["[{\"id\":1}]"]).unwrap_err().contains("shard 0"));
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
        let reference = Index::build(&procs).retrieve("edit the issue ZEN-102 for Lee", Some("https://acacac0.example/"), 1.8e12, 3);
        let mut unchanged = Index::build(&procs);
        for p in &procs {
            unchanged.upsert_procedure(p);
        }
        assert_eq!(unchanged.retrieve("edit the issue ZEN-102 for Lee", Some("https://acacac0.example/"), 1.8e12, 3), reference);
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
        assert!(index.shard_json(shard_of(&p.id)).contains("Reconcile ledger"));
        assert!(index.remove(&p.id));
        assert!(index.retrieve("reconcile the ledger", None, 1.8e12, 3).is_empty());
        assert!(!index.remove(&p.id));
    }
}
