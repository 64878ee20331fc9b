// The hash the English word filter is built and queried with (included by build.rs and by
// src/dictionary.rs, so both sides agree): FNV-1a of the word, then SplitMix64 for a second,
// independent hash; bit i of k is h1 + i·h2 (Kirsch–Mitzenmacher double hashing).
#[allow(dead_code)]
fn word_hashes(word: &str) -> (u64, u64) {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in word.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    let mut z = h.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (h, (z ^ (z >> 31)) | 1)
}
