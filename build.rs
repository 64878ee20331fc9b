//! Bakes word lists into the core at build time: the English stopwords of the `stop-words`
//! crate (linking it would ship every language's list, ~180 KB of the wasm module), a Bloom
//! filter of Wordnik's English words (`wordnik_list`; src/dictionary.rs), and the words that
//! mark a field as secret (src/secret-words.json, which the content script reads too through
//! content-scripts/generated/secret-words.js; src/secrets.rs).

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
    secret_words();
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/secret-words.json");
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

/// The lists of src/secret-words.json as `pub const NAME: &[&str]` (the key upper-cased), into
/// OUT_DIR/secret_words.rs for src/secrets.rs.
fn secret_words() {
    const LISTS: [&str; 9] = [
        "autocomplete",
        "ordinary_autocomplete",
        "words",
        "alone_words",
        "phrases",
        "fragments",
        "fragment_exceptions",
        "ordinary_phrases",
        "code_words",
    ];
    let text = std::fs::read_to_string("src/secret-words.json").unwrap();
    let mut parser = Json {
        chars: text.chars().collect(),
        at: 0,
    };
    let Value::Object(entries) = parser.value() else {
        panic!("src/secret-words.json: not an object");
    };
    let out = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("secret_words.rs");
    let mut f = std::fs::File::create(out).unwrap();
    for name in LISTS {
        let Some((_, Value::Array(items))) = entries.iter().find(|(k, _)| k == name) else {
            panic!("src/secret-words.json: \"{name}\" is missing or not a list");
        };
        let words: Vec<&str> = items
            .iter()
            .map(|v| match v {
                Value::String(s) if !s.trim().is_empty() => s.as_str(),
                _ => panic!("src/secret-words.json: \"{name}\" holds something else than a word"),
            })
            .collect();
        writeln!(
            f,
            "pub const {}: &[&str] = &{words:?};",
            name.to_uppercase()
        )
        .unwrap();
    }
}

/// The JSON of src/secret-words.json: objects, lists and strings (a build dependency for
/// serde_json would be more than this needs).
enum Value {
    String(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

struct Json {
    chars: Vec<char>,
    at: usize,
}

impl Json {
    fn skip_space(&mut self) {
        while self.at < self.chars.len() && self.chars[self.at].is_whitespace() {
            self.at += 1;
        }
    }

    fn next(&mut self) -> char {
        self.skip_space();
        let c = *self
            .chars
            .get(self.at)
            .expect("src/secret-words.json: unexpected end");
        self.at += 1;
        c
    }

    fn value(&mut self) -> Value {
        match self.next() {
            '"' => Value::String(self.string()),
            '[' => {
                let mut items = Vec::new();
                self.skip_space();
                if self.chars.get(self.at) == Some(&']') {
                    self.at += 1;
                    return Value::Array(items);
                }
                loop {
                    items.push(self.value());
                    match self.next() {
                        ',' => continue,
                        ']' => return Value::Array(items),
                        c => panic!("src/secret-words.json: '{c}' in a list"),
                    }
                }
            }
            '{' => {
                let mut entries = Vec::new();
                self.skip_space();
                if self.chars.get(self.at) == Some(&'}') {
                    self.at += 1;
                    return Value::Object(entries);
                }
                loop {
                    assert_eq!(
                        self.next(),
                        '"',
                        "src/secret-words.json: a key must be a string"
                    );
                    let key = self.string();
                    assert_eq!(self.next(), ':', "src/secret-words.json: ':' expected");
                    entries.push((key, self.value()));
                    match self.next() {
                        ',' => continue,
                        '}' => return Value::Object(entries),
                        c => panic!("src/secret-words.json: '{c}' in an object"),
                    }
                }
            }
            c => panic!("src/secret-words.json: only objects, lists and strings, not '{c}'"),
        }
    }

    /// The rest of a string whose opening quote was read.
    fn string(&mut self) -> String {
        let mut s = String::new();
        loop {
            let c = *self
                .chars
                .get(self.at)
                .expect("src/secret-words.json: unclosed string");
            self.at += 1;
            match c {
                '"' => return s,
                '\\' => {
                    let e = self.chars[self.at];
                    self.at += 1;
                    match e {
                        '"' | '\\' | '/' => s.push(e),
                        'n' => s.push('\n'),
                        't' => s.push('\t'),
                        'r' => s.push('\r'),
                        'b' => s.push('\u{8}'),
                        'f' => s.push('\u{c}'),
                        'u' => {
                            let hex: String = self.chars[self.at..self.at + 4].iter().collect();
                            self.at += 4;
                            let unit = u32::from_str_radix(&hex, 16).unwrap();
                            // Surrogate pairs are not needed for these lists' characters.
                            s.push(
                                char::from_u32(unit).expect("src/secret-words.json: \\u surrogate"),
                            );
                        }
                        _ => panic!("src/secret-words.json: bad escape \\{e}"),
                    }
                }
                _ => s.push(c),
            }
        }
    }
}
