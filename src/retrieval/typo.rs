//! Typo tolerance: a task word the index has never seen ("tikcet", "serach") is read as the
//! known term one edit away (insertion, deletion, substitution or swap of neighbours).
//! Candidates come from a deletion neighbourhood (SymSpell's idea: two strings one edit apart
//! share a string with at most one character deleted), so a lookup costs a few hash probes,
//! not a scan of the vocabulary; `strsim` confirms the distance.

use rustc_hash::FxHashMap as HashMap;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

/// Shorter terms are left alone: one edit turns "cart" into "card".
pub const MIN_CHARS: usize = 5;

#[derive(Default, Clone, Debug)]
pub struct Neighbourhood {
    /// Known spellings and the term id each stands for (a synonym's stem stands for its
    /// class's canonical term: "ticket" for "issu").
    spellings: Vec<(String, u32)>,
    /// Hash of a spelling or of the spelling with one character deleted → spelling indices.
    keys: HashMap<u64, Vec<u32>>,
}

fn key(s: &str) -> u64 {
    let mut h = DefaultHasher::new();
    s.hash(&mut h);
    h.finish()
}

/// The string and every string with one of its characters deleted.
fn variants(term: &str) -> Vec<String> {
    let chars: Vec<char> = term.chars().collect();
    let mut out = vec![term.to_string()];
    for i in 0..chars.len() {
        let v: String = chars[..i].iter().chain(&chars[i + 1..]).collect();
        if !out.contains(&v) {
            out.push(v);
        }
    }
    out
}

/// Same letters, same length: one edit between them can only be a swap.
fn is_swap(a: &str, b: &str) -> bool {
    let (mut x, mut y): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    x.sort_unstable();
    y.sort_unstable();
    x == y
}

impl Neighbourhood {
    /// Makes `spelling` (standing for term `id`) reachable from its misspellings.
    /// `word_too`: the stem lost a final e of a word in the synonym table ("issue" → "issu"),
    /// so the word with it is a spelling too: "isue" is one edit from "issue", two from "issu".
    /// (Only there: for stems of any word, "stripe" would read as "trip" + e.)
    pub fn add(&mut self, spelling: &str, id: u32, word_too: bool) {
        let with_e = format!("{spelling}e");
        let extra = (word_too && !spelling.ends_with('e')).then_some(with_e.as_str());
        for s in std::iter::once(spelling).chain(extra) {
            if s.chars().count() < MIN_CHARS - 1 {
                continue;
            }
            let at = self.spellings.len() as u32;
            self.spellings.push((s.to_string(), id));
            for v in variants(s) {
                self.keys.entry(key(&v)).or_default().push(at);
            }
        }
    }

    /// Term ids of the known spellings one edit away from `word` (none when it is short).
    /// Four-letter words only by swapping two neighbours ("sned" → "send") or by a missing
    /// letter ("isue" → "issue"): one substitution would make "cart" a "card".
    pub fn near(&self, word: &str) -> Vec<u32> {
        let n = word.chars().count();
        if n < MIN_CHARS - 1 {
            return Vec::new();
        }
        let swap_only = n < MIN_CHARS;
        let mut out: Vec<u32> = Vec::new();
        for v in variants(word) {
            for &at in self.keys.get(&key(&v)).into_iter().flatten() {
                let (spelling, id) = &self.spellings[at as usize];
                let ok = strsim::osa_distance(word, spelling) == 1
                    && (!swap_only || is_swap(word, spelling) || spelling.chars().count() == n + 1);
                if !out.contains(id) && ok {
                    out.push(*id);
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_terms_one_edit_away() {
        let names = ["ticket", "search", "issu", "export"];
        let mut n = Neighbourhood::default();
        for (i, t) in names.iter().enumerate() {
            n.add(t, i as u32, i == 2);
        }
        n.add("bug", 2, true); // too short to be reached by a typo
        let near = |w: &str| n.near(w);
        assert_eq!(near("tikcet"), vec![0]); // swap
        assert_eq!(near("serch"), vec![1]); // deletion
        assert_eq!(near("isseu"), vec![2]); // swap, against the word behind the stem "issu"
        assert_eq!(near("exporr"), vec![3]); // substitution
        assert!(
            near("ticket").is_empty(),
            "a known term is not its own typo"
        );
        assert!(near("tckt").is_empty(), "too short to correct");
        assert_eq!(
            near("isue"),
            vec![2],
            "one edit from the word \"issue\" behind the stem"
        );
        assert!(
            near("exqort").len() == 1 && near("expo").is_empty(),
            "four letters: no substitution"
        );
        assert!(near("tciekt").is_empty(), "two edits away");
    }
}
