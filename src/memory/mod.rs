//! Experience memory: what an agent should remember besides procedures (issue 12; the seeds'
//! designs 000, 001, 002 and 004). Each layer is a module with its rules and tests beside it;
//! all of them are learned from what the product already sees (runs, heals, outcomes, agent
//! reports) without a model, and none of them does I/O: the caller passes `now` (ms since the
//! epoch) and stores the value.
//!
//! - `lessons`: failure → recovery advice in two tiers (seed 000)
//! - `knowledge`: facts per site with a confidence (seed 001)
//! - `selectors`: the locators that found an element identity, ranked by success (seed 001)
//! - `known`: a replayed step's known locators, which relocation may use to break a tie
//! - `trajectories`: agent runs as candidate procedures, and session history (seed 001)
//! - `working`: one task's short-term and working memory (seeds 002, 004)
//! - `importance`: recency, success and use, and one pruning policy per layer (seed 004)
//! - `compose`: one context block for a task within a token budget
//! - `events`: what the memory did, as a log a person can read and export
//! - `exchange`: the memory in an export file — what leaves, what a file may hold, merging

pub mod api;
pub mod compose;
pub mod events;
pub mod exchange;
pub mod from_run;
pub mod importance;
pub mod knowledge;
pub mod known;
pub mod lessons;
pub mod selectors;
pub mod state;
pub mod trajectories;
pub mod working;

pub use events::{Event, EventLog};
pub use state::Memory;

/// Milliseconds in a day: every age in the memory is measured in days.
pub const DAY_MS: f64 = 86_400_000.0;

/// A short stable id from the parts that make an item itself (FNV-1a, hex): the same lesson or
/// fact learned twice gets the same id, so merging two memories never doubles it.
pub fn stable_id(prefix: &str, parts: &[&str]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for b in part.bytes().chain(std::iter::once(0x1f)) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x100_0000_01b3);
        }
    }
    format!("{prefix}-{h:016x}")
}

/// Lower-case words of a phrase joined by single spaces: how commands, error phrases and texts
/// are compared ("Too  many Arguments" and "too many arguments" are one phrase).
pub fn phrase(text: &str) -> String {
    crate::text::words(text).join(" ")
}

/// Whether `needle`'s words appear in `haystack`'s words consecutively ("too many arguments" in
/// "Error: too many arguments: expected 2"), never inside a longer word ("time" is not in
/// "timeout").
pub fn contains_phrase(haystack: &str, needle: &str) -> bool {
    let (h, n) = (crate::text::words(haystack), crate::text::words(needle));
    !n.is_empty() && h.windows(n.len()).any(|w| w == n.as_slice())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phrases_match_whole_words_in_order() {
        assert!(contains_phrase(
            "Error: Too many  arguments: expected 2",
            "too many arguments"
        ));
        // Near misses: a word inside a longer one, the words out of order.
        assert!(!contains_phrase("Navigation timeout exceeded", "time"));
        assert!(!contains_phrase("arguments too many", "too many arguments"));
        assert!(!contains_phrase("anything", ""));
    }

    #[test]
    fn stable_ids_depend_on_every_part_and_its_boundaries() {
        assert_eq!(
            stable_id("l", &["fill", "x"]),
            stable_id("l", &["fill", "x"])
        );
        assert_ne!(
            stable_id("l", &["fill", "x"]),
            stable_id("l", &["fil", "lx"])
        );
        assert!(stable_id("l", &["a"]).starts_with("l-"));
    }
}
