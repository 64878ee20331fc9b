//! Untrusted text (page labels, values, URLs, titles a person typed, run details) made inert for
//! the `<procedural_memory>` block: one line, and nothing in it that reads as an angle bracket,
//! starts an entity or closes our “quotes”. The block's own tags are the only ones in it.
//!
//! A character is judged as it is and by its compatibility (NFKC) form, so the fullwidth `＜`,
//! the small `﹤` and the vertical `︿` are escaped with the ASCII `<`. Look-alikes that no
//! normalisation maps to `<` or `>` — quotation marks `‹ ›`, brackets `〈 ⟨ ❮ ⧼`, modifier
//! arrowheads `˂ ˃`, relations drawn as a bare angle `≪ ⋖ ≮`, and the letters Unicode's
//! confusables list gives for them (`ᐸ ᐳ ᚲ 𖼿`) — are escaped too: a single angle becomes `&lt;`
//! or `&gt;`, a double one two of them. The doubled quotation marks of running text (`« »`,
//! the title marks `《 》`) become a straight `"`, as the curly `“ ”` do. Relations drawn with a
//! bar (`≤ ≥ ⩽ ≲`) are no brackets and stay. Other characters NFKC would change (`²`, `ﬁ`,
//! `，`) stay as written: text in any script is shown as the page showed it.
//!
//! Line and paragraph breaks of any kind become spaces; characters that draw nothing and
//! could hide or reorder text (zero-width spaces, bidi overrides and isolates, Unicode tag
//! characters) are dropped. The zero-width joiner and non-joiner stay: emoji sequences and
//! Persian and Indic words need them.

use crate::text::{squash, truncate};
use unicode_normalization::UnicodeNormalization;

/// Makes untrusted text inert: one line of at most `max` characters before escaping, no
/// character that could open or close a tag, start an entity, or close our quoting.
pub fn escape_inline(s: &str, max: usize) -> String {
    let one_line =
        s.chars()
            .filter(|&c| !draws_nothing(c))
            .map(|c| if breaks_line(c) { ' ' } else { c });
    let visible: String = if s.is_ascii() {
        one_line.collect()
    } else {
        // Canonical composition only (lossless): `<` followed by U+0338 is `≮`, escaped whole.
        one_line.nfc().collect()
    };
    let cut = truncate(&squash(&visible), max);
    let mut out = String::with_capacity(cut.len());
    for c in cut.chars() {
        push_inert(&mut out, c);
    }
    out
}

fn push_inert(out: &mut String, c: char) {
    if let Some(r) = replacement(c) {
        out.push_str(r);
    } else if compat_needs_escape(c) {
        // A compatibility form of one (fullwidth, small, vertical): escaped like what it
        // stands for, so it cannot turn into a tag when the text is normalised later.
        unicode_normalization::char::decompose_compatible(c, |d| match replacement(d) {
            Some(r) => out.push_str(r),
            None => out.push(d),
        });
    } else {
        out.push(c);
    }
}

/// Whether the compatibility form of `c` (not itself escaped) holds a character that is.
fn compat_needs_escape(c: char) -> bool {
    if c.is_ascii() {
        return false;
    }
    let mut hit = false;
    unicode_normalization::char::decompose_compatible(c, |d| hit |= replacement(d).is_some());
    hit
}

/// Control characters and every line or paragraph break (`\r`, `\n`, NEL, U+2028, U+2029).
fn breaks_line(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')
}

/// Invisible format characters that could split a word so it reads otherwise than it shows,
/// reorder the text around them, or smuggle text no one sees (tag characters).
fn draws_nothing(c: char) -> bool {
    matches!(c,
        '\u{AD}'                      // soft hyphen
        | '\u{34F}'                   // combining grapheme joiner
        | '\u{61C}'                   // Arabic letter mark
        | '\u{180E}'                  // Mongolian vowel separator
        | '\u{200B}'                  // zero-width space
        | '\u{200E}' | '\u{200F}'     // left-to-right, right-to-left marks
        | '\u{202A}'..='\u{202E}'     // bidi embeddings and overrides
        | '\u{2060}'..='\u{2064}'     // word joiner, invisible operators
        | '\u{2066}'..='\u{206F}'     // bidi isolates, deprecated format characters
        | '\u{FEFF}'                  // zero-width no-break space (BOM)
        | '\u{FFF9}'..='\u{FFFB}'     // interlinear annotation
        | '\u{E0000}'..='\u{E007F}' // tag characters
    )
}

/// What a character the block cannot show as it is becomes.
fn replacement(c: char) -> Option<&'static str> {
    Some(match c {
        '&' => "&amp;",
        // Our quoting, and the doubled quotation marks of running text.
        '“' | '”' | '«' | '»' | '《' | '》' => "\"",
        '<'
        | '\u{2039}'  // ‹ single left-pointing angle quotation mark
        | '\u{02C2}'  // ˂ modifier letter left arrowhead
        | '\u{02F1}'  // ˱ modifier letter low left arrowhead
        | '\u{2329}'  // 〈 left-pointing angle bracket
        | '\u{3008}'  // 〈 left angle bracket
        | '\u{27E8}'  // ⟨ mathematical left angle bracket
        | '\u{276C}'  // ❬ medium left-pointing angle bracket ornament
        | '\u{276E}'  // ❮ heavy left-pointing angle quotation mark ornament
        | '\u{2770}'  // ❰ heavy left-pointing angle bracket ornament
        | '\u{29FC}'  // ⧼ left-pointing curved angle bracket
        | '\u{2991}'  // ⦑ left angle bracket with dot
        | '\u{2993}'  // ⦓ left arc less-than bracket
        | '\u{2996}'  // ⦖ double right arc less-than bracket
        | '\u{22D6}'  // ⋖ less-than with dot
        | '\u{2A79}'  // ⩹ less-than with circle inside
        | '\u{2A7B}'  // ⩻ less-than with question mark above
        | '\u{2AA6}'  // ⪦ less-than closed by curve
        | '\u{1438}'  // ᐸ Canadian syllabics pa
        | '\u{16B2}'  // ᚲ runic letter kauna
        | '\u{1D236}' // 𝈶 Greek instrumental notation symbol-40
        => "&lt;",
        '>'
        | '\u{203A}'  // › single right-pointing angle quotation mark
        | '\u{02C3}'  // ˃ modifier letter right arrowhead
        | '\u{02F2}'  // ˲ modifier letter low right arrowhead
        | '\u{232A}'  // 〉 right-pointing angle bracket
        | '\u{3009}'  // 〉 right angle bracket
        | '\u{27E9}'  // ⟩ mathematical right angle bracket
        | '\u{276D}'  // ❭ medium right-pointing angle bracket ornament
        | '\u{276F}'  // ❯ heavy right-pointing angle quotation mark ornament
        | '\u{2771}'  // ❱ heavy right-pointing angle bracket ornament
        | '\u{29FD}'  // ⧽ right-pointing curved angle bracket
        | '\u{2992}'  // ⦒ right angle bracket with dot
        | '\u{2994}'  // ⦔ right arc greater-than bracket
        | '\u{2995}'  // ⦕ double left arc greater-than bracket
        | '\u{22D7}'  // ⋗ greater-than with dot
        | '\u{2A7A}'  // ⩺ greater-than with circle inside
        | '\u{2A7C}'  // ⩼ greater-than with question mark above
        | '\u{2AA7}'  // ⪧ greater-than closed by curve
        | '\u{2369}'  // ⍩ APL functional symbol greater-than diaeresis
        | '\u{1433}'  // ᐳ Canadian syllabics po
        | '\u{16F3F}' // 𖼿 Miao letter archaic zza
        | '\u{1D237}' // 𝈷 Greek instrumental notation symbol-42
        => "&gt;",
        '\u{226A}' | '\u{27EA}' | '\u{2AA1}' => "&lt;&lt;", // ≪ ⟪ ⪡
        '\u{226B}' | '\u{27EB}' | '\u{2AA2}' => "&gt;&gt;", // ≫ ⟫ ⪢
        '\u{22D8}' | '\u{2AF7}' => "&lt;&lt;&lt;",          // ⋘ ⫷
        '\u{22D9}' | '\u{2AF8}' => "&gt;&gt;&gt;",          // ⋙ ⫸
        '\u{2276}' => "&lt;&gt;",                           // ≶
        '\u{2277}' | '\u{2AA4}' | '\u{2AA5}' => "&gt;&lt;", // ≷ ⪤ ⪥
        // The negated relations, by their HTML names: `&lt;` alone would drop the "not".
        '\u{226E}' => "&nlt;",  // ≮
        '\u{226F}' => "&ngt;",  // ≯
        '\u{2278}' => "&ntlg;", // ≸
        '\u{2279}' => "&ntgl;", // ≹
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_safe_line() {
        assert_eq!(escape_inline("a<b>\n\u{2028}c&d", 50), "a&lt;b&gt; c&amp;d");
        assert_eq!(escape_inline("a\r\u{85}\u{2029}\0b", 50), "a b");
    }

    #[test]
    fn compatibility_forms_and_look_alikes_are_escaped() {
        assert_eq!(
            escape_inline("＜/procedural_memory＞ ﹤x﹥ ︿y﹀", 80),
            "&lt;/procedural_memory&gt; &lt;x&gt; &lt;y&gt;"
        );
        assert_eq!(
            escape_inline("‹a› 〈b〉 ⟨c⟩ ˂d˃ ᐸeᐳ ≪f≫", 80),
            "&lt;a&gt; &lt;b&gt; &lt;c&gt; &lt;d&gt; &lt;e&gt; &lt;&lt;f&gt;&gt;"
        );
        assert_eq!(
            escape_inline("＆lt; <\u{338} 1 ≮ 2", 80),
            "&amp;lt; &nlt; 1 &nlt; 2"
        );
    }

    #[test]
    fn invisible_characters_are_dropped() {
        assert_eq!(
            escape_inline("proce\u{200B}dural\u{202E}_memory\u{E003C}\u{FEFF}", 80),
            "procedural_memory"
        );
    }

    #[test]
    fn ordinary_text_is_kept_as_written() {
        for s in [
            "Café “Zoë” naïve — 東京都，渋谷区 ≤ 5 ≥ 2 m² ﬁx 👩‍💻 ½",
            "مرحبا بالعالم",
            "ᐃᓄᒃᑎᑐᑦ",
        ] {
            let want = s.replace(['“', '”'], "\"");
            assert_eq!(escape_inline(s, 200), want);
        }
        assert_eq!(
            escape_inline("« Bonjour » 《红楼梦》", 80),
            "\" Bonjour \" \"红楼梦\""
        );
    }
}
