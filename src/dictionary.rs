//! Whether a word is an English word, so typo correction never rewrites one ("roots" is not a
//! misspelt "robot", "beach" not "reach"). The list is Wordnik's (the `wordnik_list` crate, a
//! build dependency); build.rs bakes its words of four letters or more into a Bloom filter of
//! 8 bits a word and 6 hashes (~2 % false positives: a misspelling taken for a word is left
//! uncorrected, never a word corrected). The whole list would add 2 MB to the wasm module;
//! the filter adds 200 KB.

include!("dictionary_hash.rs");

static FILTER: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/english.bloom"));
/// Hashes per word; must match build.rs.
const HASHES: u64 = 6;
/// Words shorter than this are not in the filter (and never corrected).
pub const MIN_CHARS: usize = 4;

/// Whether `word` (lower-case) is an English word. Words under four letters, and words with
/// anything but ASCII letters, count as words: they are never corrected.
pub fn is_word(word: &str) -> bool {
    if word.chars().count() < MIN_CHARS || !word.bytes().all(|b| b.is_ascii_lowercase()) {
        return true;
    }
    let bits = FILTER.len() as u64 * 8;
    let (h1, h2) = word_hashes(word);
    (0..HASHES).all(|i| {
        let bit = h1.wrapping_add(i.wrapping_mul(h2)) % bits;
        FILTER[(bit / 8) as usize] & (1 << (bit % 8)) != 0
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn real_words_are_words_and_misspellings_are_not() {
        for w in [
            "roots",
            "beach",
            "tree",
            "printed",
            "repository",
            "issue",
            "orchid",
        ] {
            assert!(is_word(w), "{w}");
        }
        for w in [
            "craete",
            "isue",
            "tikcet",
            "serch",
            "recieve",
            "emial",
            "reposiotry",
        ] {
            assert!(!is_word(w), "{w}");
        }
    }
}
