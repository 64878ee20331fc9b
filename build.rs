//! Bakes the English stopword list from the `stop-words` crate into the core at build time.
//! Linking the crate itself would ship every language's list (~180 KB of the wasm module).

use std::io::Write;

fn main() {
    let words = stop_words::get(stop_words::Language::English);
    let out = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("stopwords_en.rs");
    let mut f = std::fs::File::create(out).unwrap();
    let mut sorted: Vec<&str> = words.iter().map(|w| w.as_ref()).collect();
    sorted.sort_unstable();
    sorted.dedup();
    writeln!(f, "pub const STOPWORDS_EN: &[&str] = &{sorted:?};").unwrap();
    println!("cargo:rerun-if-changed=build.rs");
}
