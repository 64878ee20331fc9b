//! Bakes two word lists into the core at build time: the English stopwords of the `stop-words`
//! crate (linking it would ship every language's list, ~180 KB of the wasm module), and a
//! Bloom filter of Wordnik's English words (`wordnik_list`; src/dictionary.rs).

use std::io::Write;

fn main() {
    let words = stop_words::get(stop_words::Language::English);
    let out = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("stopwords_en.rs");
    let mut f = std::fs::File::create(out).unwrap();
    let mut sorted: Vec<&str> = words.iter().map(|w| w.as_ref()).collect();
    sorted.sort_unstable();
    sorted.dedup();
    writeln!(f, "pub const STOPWORDS_EN: &[&str] = &{sorted:?};").unwrap();
    english_filter();
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/dictionary_hash.rs");
}

include!("src/dictionary_hash.rs");

/// 8 bits a word, 6 hashes: ~2 % false positives. Words under four letters are never
/// corrected, so they are left out.
fn english_filter() {
    let words: Vec<&str> = wordnik_list::word_iterator()
        .filter(|w| w.len() >= 4 && w.bytes().all(|b| b.is_ascii_lowercase()))
        .collect();
    let bits = (words.len() as u64 * 8).div_ceil(8) * 8;
    let mut filter = vec![0u8; (bits / 8) as usize];
    for w in words {
        let (h1, h2) = word_hashes(w);
        for i in 0..6u64 {
            let bit = h1.wrapping_add(i.wrapping_mul(h2)) % bits;
            filter[(bit / 8) as usize] |= 1 << (bit % 8);
        }
    }
    let out = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("english.bloom");
    std::fs::write(out, filter).unwrap();
}
