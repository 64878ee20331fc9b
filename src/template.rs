//! Templates: a title or goal with its values taken out. A person records "Add 'Bamboo orchid
//! roots, 2 pack' to my wish list"; the demonstration typed or chose that product, so the
//! procedure is about "Add {product} to my wish list". Retrieval matches the template's words
//! (values are evidence for binding, not for relevance) and binding aligns a task against it.
//!
//! Values are found by what the demonstration did (a slot's example, wherever it appears), by
//! how text marks them (quotes) and by their look (codes such as PAY-311, numbers).

use crate::model::{Parameter, SlotKind};
use crate::retrieval::formats;
use crate::retrieval::reading::Piece;

#[derive(Clone, Debug, PartialEq)]
pub enum Seg {
    Text(String),
    /// A slot's value, by slot name.
    Slot(String),
    /// A value no slot holds (quoted text, a code, a number).
    Value(String),
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Template {
    pub segs: Vec<Seg>,
}

impl Template {
    /// The template of `text` given the procedure's slots.
    pub fn of(text: &str, params: &[Parameter]) -> Template {
        let mut spans: Vec<(usize, usize, Option<String>)> = Vec::new();
        // Longest demonstrated values first, so "Q1 2025" wins over "Q1".
        let mut values: Vec<(&str, &str)> = params
            .iter()
            .filter(|p| p.kind != SlotKind::Secret && !p.is_state())
            .flat_map(|p| {
                p.example
                    .iter()
                    .chain(&p.examples)
                    .map(move |v| (v.trim(), p.name.as_str()))
            })
            .filter(|(v, _)| !v.is_empty())
            .collect();
        values.sort_by_key(|(v, _)| std::cmp::Reverse(v.len()));
        for (v, name) in values {
            let mut from = 0;
            while let Some((a, b)) =
                find_ci(&text[from..], v, true).map(|(a, b)| (a + from, b + from))
            {
                from = b;
                if !overlaps(&spans, a, b) {
                    spans.push((a, b, Some(name.to_string())));
                }
            }
        }
        // A value the text says in another form than the field held it: an amount typed as
        // "49000" said "$49,000"; a list's option "Emergency Fund (…6796) – $2,442.27 available"
        // said by its name alone.
        for p in params
            .iter()
            .filter(|p| p.kind != SlotKind::Secret && !p.is_state())
        {
            if spans
                .iter()
                .any(|s| s.2.as_deref() == Some(p.name.as_str()))
            {
                continue;
            }
            let Some(example) = p
                .example
                .as_deref()
                .map(str::trim)
                .filter(|e| !e.is_empty())
            else {
                continue;
            };
            let found = said_as_number(text, example)
                .or_else(|| said_as_date(text, example))
                .or_else(|| said_as_quantity(text, example))
                .or_else(|| said_as_time(text, example))
                .or_else(|| option_named(text, example));
            if let Some((a, b)) = found.filter(|&(a, b)| !overlaps(&spans, a, b)) {
                spans.push((a, b, Some(p.name.clone())));
            }
        }
        for (a, b) in value_spans(text) {
            if !overlaps(&spans, a, b) {
                spans.push((a, b, None));
            }
        }
        spans.sort_by_key(|s| s.0);
        let mut segs = Vec::new();
        let mut at = 0;
        for (a, b, slot) in spans {
            if a > at {
                segs.push(Seg::Text(text[at..a].to_string()));
            }
            segs.push(match slot {
                Some(name) => Seg::Slot(name),
                None => Seg::Value(text[a..b].to_string()),
            });
            at = b;
        }
        if at < text.len() {
            segs.push(Seg::Text(text[at..].to_string()));
        }
        Template { segs }
    }

    /// The template as pieces to read: its text, and a value where a slot or value was.
    pub fn pieces(&self) -> Vec<Piece<'_>> {
        self.segs
            .iter()
            .map(|s| {
                if let Seg::Text(t) = s {
                    Piece::Text(t)
                } else {
                    Piece::Value
                }
            })
            .collect()
    }

    /// "Add '{product}' to my wish list"; values no slot holds as "…".
    pub fn display(&self) -> String {
        self.segs
            .iter()
            .map(|s| match s {
                Seg::Text(t) => t.clone(),
                Seg::Slot(n) => format!("{{{n}}}"),
                Seg::Value(_) => "…".to_string(),
            })
            .collect()
    }

    pub fn slots(&self) -> impl Iterator<Item = &str> {
        self.segs.iter().filter_map(|s| {
            if let Seg::Slot(n) = s {
                Some(n.as_str())
            } else {
                None
            }
        })
    }
}

fn overlaps(spans: &[(usize, usize, Option<String>)], a: usize, b: usize) -> bool {
    spans.iter().any(|&(x, y, _)| a < y && x < b)
}

/// Pieces of a task: its text, with quoted strings, codes and numbers as values.
pub fn task_pieces(task: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut at = 0;
    for (a, b) in value_spans(task) {
        if a > at {
            out.push(Piece::Text(&task[at..a]));
        }
        out.push(if task[a..b].starts_with(['$', '€', '£', '¥']) {
            Piece::Amount
        } else {
            Piece::Value
        });
        at = b;
    }
    if at < task.len() {
        out.push(Piece::Text(&task[at..]));
    }
    out
}

/// Byte spans of what is a value by its form: quoted strings (quotes included), codes (ticket
/// keys, addresses, channels, paths, links) and tokens holding a digit. Sorted, disjoint.
pub fn value_spans(text: &str) -> Vec<(usize, usize)> {
    // Quoted strings with their quotes.
    let mut spans: Vec<(usize, usize)> = quoted_spans(text)
        .into_iter()
        .map(|(a, b)| {
            let open = text[..a].chars().next_back().map_or(0, char::len_utf8);
            let close = text[b..].chars().next().map_or(0, char::len_utf8);
            (a - open, b + close)
        })
        .collect();
    let mut at = 0;
    for token in text.split_whitespace() {
        let start = at + text[at..].find(token).unwrap_or(0);
        at = start + token.len();
        let trimmed = token.trim_matches(|c: char| {
            matches!(
                c,
                ',' | ';' | ':' | '.' | '!' | '?' | '(' | ')' | '"' | '\'' | '“' | '”' | '‘' | '’'
            )
        });
        if trimmed.is_empty() {
            continue;
        }
        let off = token.find(trimmed).unwrap_or(0);
        let (a, b) = (start + off, start + off + trimmed.len());
        let value = is_code(trimmed) || trimmed.chars().any(|c| c.is_ascii_digit());
        if value && !spans.iter().any(|&(x, y)| a < y && x < b) {
            spans.push((a, b));
        }
    }
    spans.sort_unstable();
    spans
}

/// Which one of `names` the text says whole (as words, any case, a plural "s" either way):
/// of names said inside one another the longest ("cordless hedge trimmer" over "hedge
/// trimmer"); names of fewer than three letters or digits never count. `None` when the text
/// says none of them, or two that are not the same name (two elements named alike are two).
pub fn one_said_whole(text: &str, names: &[&str]) -> Option<usize> {
    let long_enough = |n: &str| n.chars().filter(|c| c.is_alphanumeric()).count() >= 3;
    let said = |name: &str| -> Option<(usize, usize)> {
        let name = name.trim();
        if !long_enough(name) {
            return None;
        }
        let plural = format!("{name}s");
        let singular = name.strip_suffix('s').unwrap_or(name);
        let found = [name, plural.as_str(), singular]
            .into_iter()
            .filter(|n| long_enough(n))
            .find_map(|n| find_ci(text, n, true));
        found
    };
    let named: Vec<(usize, (usize, usize))> = names
        .iter()
        .enumerate()
        .filter_map(|(i, n)| said(n).map(|at| (i, at)))
        .collect();
    // (A name said only inside another's span is not said.)
    let outer: Vec<usize> = named
        .iter()
        .filter(|(_, (a, b))| {
            !named
                .iter()
                .any(|(_, (x, y))| x <= a && b <= y && (y - x) > (b - a))
        })
        .map(|(i, _)| *i)
        .collect();
    match outer.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// Tokens that are values by their look, not words: ticket keys (PAY-311), e-mail addresses,
/// channels (#releases), paths and repositories (acme/webapp), links. Read as words they would
/// pose as actions ("PAY" → pay) or things ("feature/login-form" → login, form).
pub fn is_code(t: &str) -> bool {
    let digit = t.chars().any(|c| c.is_ascii_digit());
    let letter = t.chars().any(|c| c.is_alphabetic());
    let joined = t.contains(['-', '_']);
    let inner_slash = t.trim_matches('/').contains('/');
    t.contains('@')
        || t.contains("://")
        || (t.starts_with('#') && t.len() > 1)
        || inner_slash
        || (digit && letter && joined)
}

/// Byte spans of the text inside matching quotes: "…", '…' (not apostrophes inside words),
/// “…”, ‘…’.
pub fn quoted_spans(text: &str) -> Vec<(usize, usize)> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let (at, c) = chars[i];
        let close = match c {
            '"' => Some('"'),
            '“' => Some('”'),
            '‘' => Some('’'),
            '\'' if i == 0 || !chars[i - 1].1.is_alphanumeric() => Some('\''),
            _ => None,
        };
        if let Some(close) = close {
            let apostrophe = matches!(close, '\'' | '’');
            let end = (i + 1..chars.len()).find(|&j| {
                chars[j].1 == close
                    && (!apostrophe || chars.get(j + 1).is_none_or(|(_, c)| !c.is_alphanumeric()))
            });
            if let Some(end) = end {
                let (a, b) = (at + c.len_utf8(), chars[end].0);
                if !text[a..b].trim().is_empty() {
                    out.push((a, b));
                }
                i = end + 1;
                continue;
            }
        }
        i += 1;
    }
    out
}

/// Case-insensitive search that returns byte offsets into `hay` itself (lower-casing can change
/// a character's length, so offsets into a lower-cased copy would not fit the original).
/// A number as written with a currency sign or thousands separators ("$49,000" → 49000).
pub(crate) fn number_of(token: &str) -> Option<f64> {
    let t = token.trim_matches(|c: char| !c.is_ascii_digit());
    let lead = token.trim_start_matches(|c: char| "$€£¥".contains(c) || c.is_whitespace());
    if t.is_empty() || !lead.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let plain: String = t.chars().filter(|c| *c != ',').collect();
    if !plain.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return None;
    }
    plain.parse().ok()
}

/// Where `text` says the plain number `example` in another form ("$49,000" for "49000").
/// Where `text` says the full date `example` holds in another form ("Sunday 8 March 2026" for
/// a date field that held 2026-03-08).
/// (A slashed example may be written day first: "07/11/2027" said "November 7, 2027".)
fn said_as_date(text: &str, example: &str) -> Option<(usize, usize)> {
    // (A procedure's example is read for every text of it — title, goal, each step of its
    // flow — and an index is built from many: its readings are remembered.)
    thread_local! {
        static READINGS: crate::memo::Memo<[Option<String>; 2]> = crate::memo::Memo::new(4096);
    }
    let readings = READINGS.with(|m| {
        m.get(example, |e| {
            [formats::iso_date(e), formats::iso_day_first(e)]
        })
    });
    // An example that is no date is said as none: the text's dates (a scan of every span of
    // up to six words) are not read for it.
    if readings.iter().all(Option::is_none) {
        return None;
    }
    let (span, _) = formats::dates_in(text)
        .into_iter()
        .find(|(_, d)| readings.iter().flatten().any(|r| r == d))?;
    find_ci(text, &span, true)
}

/// Where `text` says the time `example` holds in another form ("13:30" for "1:30 PM"), alone or
/// as one end of a range ("13:30–14:00"). Only a time with minutes or with am/pm is one.
fn said_as_time(text: &str, example: &str) -> Option<(usize, usize)> {
    let want = formats::time(example)?;
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < text.len() {
        let starts = bytes[i].is_ascii_digit()
            && (i == 0
                || !text[..i]
                    .chars()
                    .next_back()
                    .is_some_and(char::is_alphanumeric));
        if !starts {
            i += 1;
            continue;
        }
        let mut end = i;
        while end < text.len() && (bytes[end].is_ascii_digit() || bytes[end] == b':') {
            end += 1;
        }
        let clock = &text[i..end];
        // An "am"/"pm" after it, with or without a space, belongs to it.
        let rest = &text[end..];
        let gap = rest.len() - rest.trim_start_matches(' ').len();
        let tail = &rest[gap..];
        let meridiem = ["am", "pm", "a.m.", "p.m."].iter().find(|m| {
            tail.get(..m.len())
                .is_some_and(|t| t.eq_ignore_ascii_case(m))
                && !tail[m.len()..].starts_with(|c: char| c.is_alphanumeric())
        });
        let (span_end, said) = match meridiem {
            Some(m) => (end + gap + m.len(), format!("{clock} {m}")),
            None => (end, clock.to_string()),
        };
        if (clock.contains(':') || meridiem.is_some())
            && !text[span_end..].starts_with(|c: char| c.is_alphanumeric())
            && formats::time(&said) == Some(want)
        {
            return Some((i, span_end));
        }
        i = end.max(i + 1);
    }
    None
}

fn said_as_number(text: &str, example: &str) -> Option<(usize, usize)> {
    if !example
        .chars()
        .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
    {
        return None;
    }
    let want = number_of(example)?;
    let mut at = 0;
    for token in text.split_whitespace() {
        let start = at + text[at..].find(token)?;
        at = start + token.len();
        let core = token.trim_end_matches(|c: char| !c.is_ascii_digit());
        if core.chars().any(|c| c.is_ascii_digit())
            && number_of(core).is_some_and(|n| (n - want).abs() < 1e-9)
        {
            return Some((start, start + core.len()));
        }
    }
    None
}

/// Where `text` says the quantity an option with a unit holds in other words: a length of time
/// equal in minutes ("for an hour" for "1 hour", "90 minutes" for "1.5 hours"), or the count,
/// alone or with another unit ("for 4" or "4 people" for "4 guests"). A number inside a date,
/// a time or an amount is none; two readings of a count are no answer.
fn said_as_quantity(text: &str, example: &str) -> Option<(usize, usize)> {
    use unicode_segmentation::UnicodeSegmentation;
    if example.split_whitespace().count() < 2 {
        return None;
    }
    let want = formats::quantity(example)?;
    let words: Vec<(usize, &str)> = text.unicode_word_indices().collect();
    let inside_value = |a: usize, b: usize| {
        let before = text[..a].chars().next_back();
        let after = text[b..].chars().next();
        before.is_some_and(|c| matches!(c, ':' | '/' | '$' | '€' | '£' | '.' | ','))
            && text[..a]
                .chars()
                .rev()
                .nth(1)
                .is_some_and(|c| c.is_ascii_digit())
            || after.is_some_and(|c| matches!(c, ':' | '/' | '%'))
            || text[b..].starts_with(['.', ','])
                && text[b + 1..].starts_with(|c: char| c.is_ascii_digit())
            || before == Some('$')
    };
    let beside_month = |i: usize| {
        [i.checked_sub(1), Some(i + 1)]
            .into_iter()
            .flatten()
            .filter_map(|k| words.get(k))
            .any(|(_, w)| formats::names_month(w))
    };
    let mut found: Vec<(usize, usize)> = Vec::new();
    for i in 0..words.len() {
        let mut best = None;
        for n in 1..=5.min(words.len() - i) {
            let (a, last) = (words[i].0, words[i + n - 1]);
            let b = last.0 + last.1.len();
            let span = &text[a..b];
            let is = formats::quantity(span) == Some(want);
            let unit_ok = n == 1 || !crate::text::is_stopword(&last.1.to_lowercase());
            if is && unit_ok && !inside_value(a, b) && !beside_month(i) {
                best = Some((a, b));
            }
        }
        if let Some(span) = best {
            found.push(span);
        }
    }
    match (want, found.as_slice()) {
        (_, []) => None,
        (formats::Quantity::Count(_), [one]) => Some(*one),
        (formats::Quantity::Count(_), _) => None,
        (formats::Quantity::Minutes(_), [first, ..]) => Some(*first),
    }
}

/// Whether `text` says the plain number `example` as money ("Transfer $100", "Convert 250
/// euros", "250 EUR" for a field that got the number): then the slot takes amounts with cents
/// too.
pub(crate) fn said_as_money(text: &str, example: &str) -> bool {
    said_as_number(text, example).is_some_and(|(start, end)| {
        text[start..].starts_with(['$', '€', '£', '¥']) || formats::currency_follows(&text[end..])
    })
}

/// Where `text` says the demonstrated value `example`: as written, or an option by its name
/// part or code.
pub(crate) fn where_said(text: &str, example: &str) -> Option<(usize, usize)> {
    let e = example.trim();
    (!e.is_empty())
        .then(|| find_ci(text, e, true).or_else(|| option_named(text, e)))
        .flatten()
}

/// Where `text` names the option `example` by its name part, in the singular or the plural
/// ("Convert 250 euros" for "EUR — Euro"), or by its code ("250 EUR").
fn option_named(text: &str, example: &str) -> Option<(usize, usize)> {
    let core = option_core(example)?;
    ["", "s", "es"]
        .iter()
        .find_map(|end| find_ci(text, &format!("{core}{end}"), true))
        .or_else(|| option_code(example).and_then(|code| find_ci(text, code, true)))
}

/// The name part of an option that adds data after it ("Emergency Fund (…6796) – $2,442.27
/// available" → "Emergency Fund"), when there is such a part.
/// The short code in brackets after a name ("Lyon (LYS)" → "LYS", "Spain (ES)" → "ES"), when
/// the option has one.
pub(crate) fn option_code(option: &str) -> Option<&str> {
    if let Some((code, _)) = code_first(option) {
        return Some(code);
    }
    let (name, code) = option.trim().strip_suffix(')')?.rsplit_once(" (")?;
    (short_code(code) && name.chars().filter(|c| c.is_alphabetic()).count() >= 3).then_some(code)
}

/// A short upper-case code (2–4 letters or digits, a letter among them): "LHR", "EUR", "ES".
pub(crate) fn short_code(code: &str) -> bool {
    (2..=4).contains(&code.chars().count())
        && code
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        && code.chars().any(|c| c.is_ascii_uppercase())
}

/// An option that opens with its code and then names it ("EUR — Euro", "DE - Germany"): the
/// code and the name.
fn code_first(option: &str) -> Option<(&str, &str)> {
    let (code, name) = [" — ", " – ", " - "]
        .iter()
        .find_map(|sep| option.trim().split_once(sep))?;
    let name = name.trim();
    let worded = name.chars().filter(|c| c.is_alphabetic()).count() >= 3
        && !name.chars().any(|c| c.is_ascii_digit());
    (short_code(code.trim()) && worded).then(|| (code.trim(), name))
}

/// Whether two names are the same but for case and a plural ending on the last word ("Indian
/// rupees" for the option "Indian rupee", "euros" for "Euro").
pub(crate) fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (a.trim().to_lowercase(), b.trim().to_lowercase());
    let (short, long) = if a.len() <= b.len() {
        (&a, &b)
    } else {
        (&b, &a)
    };
    !short.is_empty()
        && long
            .strip_prefix(short.as_str())
            .is_some_and(|end| matches!(end, "" | "s" | "es"))
}

pub(crate) fn option_core(option: &str) -> Option<&str> {
    // A suggestion naming a person and then their address ("Dana Kerr dana.kerr@example.com",
    // "Dana Kerr <dana@…>"): the name.
    if let Some((name, address)) = option.trim().rsplit_once(' ') {
        let address = address.trim_matches(['<', '>', '(', ')']);
        let name = name.trim().trim_end_matches(['<', '(', ',']).trim();
        if formats::is_email(address) && name.chars().filter(|c| c.is_alphabetic()).count() >= 3 {
            return Some(name);
        }
    }
    // A code and then its name ("EUR — Euro"): the name.
    if let Some((_, name)) = code_first(option) {
        return Some(name);
    }
    // A name with its code in brackets ("Porto (OPO)", "Heathrow (LHR)"): the name.
    if let Some((name, code)) = option
        .trim()
        .strip_suffix(')')
        .and_then(|o| o.rsplit_once(" ("))
    {
        let short_code = (2..=4).contains(&code.chars().count())
            && code
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
        if short_code && name.chars().filter(|c| c.is_alphabetic()).count() >= 3 {
            return Some(name.trim());
        }
    }
    let cut = [" (", " – ", " — ", " - ", " · ", " | "]
        .iter()
        .filter_map(|sep| option.find(sep))
        .min()?;
    let core = option[..cut].trim();
    // (Only details that are data — an account number, a balance, a count — not words that
    // go on describing it: "Private — Only specific people" is said whole.)
    let details = &option[cut..];
    (core.chars().filter(|c| c.is_alphanumeric()).count() >= 3
        && details.chars().any(|c| c.is_ascii_digit()))
    .then_some(core)
}

pub fn find_ci(hay: &str, needle: &str, whole_word: bool) -> Option<(usize, usize)> {
    if hay.is_ascii() && needle.is_ascii() {
        return find_ascii_ci(hay.as_bytes(), needle.as_bytes(), whole_word);
    }
    let needle: Vec<char> = needle.chars().flat_map(char::to_lowercase).collect();
    if needle.is_empty() {
        return None;
    }
    for (start, _) in hay.char_indices() {
        let mut matched = 0;
        let mut end = None;
        'scan: for (i, c) in hay[start..].char_indices() {
            for lc in c.to_lowercase() {
                if needle.get(matched) != Some(&lc) {
                    break 'scan;
                }
                matched += 1;
            }
            if matched == needle.len() {
                end = Some(start + i + c.len_utf8());
                break;
            }
        }
        let Some(end) = end else { continue };
        let before_ok = hay[..start]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric());
        let after_ok = hay[end..]
            .chars()
            .next()
            .is_none_or(|c| !c.is_alphanumeric());
        if !whole_word || (before_ok && after_ok) {
            return Some((start, end));
        }
    }
    None
}

/// `find_ci` for ASCII text, where lower-casing keeps every offset (most tasks and titles).
fn find_ascii_ci(hay: &[u8], needle: &[u8], whole_word: bool) -> Option<(usize, usize)> {
    if needle.is_empty() || needle.len() > hay.len() {
        return None;
    }
    let first = needle[0].to_ascii_lowercase();
    (0..=hay.len() - needle.len())
        .filter(|&a| {
            hay[a].to_ascii_lowercase() == first
                && hay[a..a + needle.len()].eq_ignore_ascii_case(needle)
        })
        .map(|a| (a, a + needle.len()))
        .find(|&(a, b)| {
            !whole_word
                || ((a == 0 || !hay[a - 1].is_ascii_alphanumeric())
                    && (b == hay.len() || !hay[b].is_ascii_alphanumeric()))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slot(name: &str, example: &str) -> Parameter {
        Parameter {
            name: name.into(),
            label: name.into(),
            kind: SlotKind::Text,
            example: Some(example.into()),
            options: vec![],
            examples: vec![example.into()],
            part: None,
            seen: Vec::new(),
            format: None,
        }
    }

    #[test]
    fn an_option_with_a_code_in_brackets_is_said_by_its_name() {
        assert_eq!(option_core("Porto (OPO)"), Some("Porto"));
        assert_eq!(
            option_core("London Heathrow (LHR)"),
            Some("London Heathrow")
        );
        // Near misses: words in brackets, a long code, a name too short to stand alone.
        assert_eq!(option_core("Lyon (old town)"), None);
        assert_eq!(option_core("Lyon (LYSXX)"), None);
        assert_eq!(option_core("Rx (ABC)"), None);
    }

    #[test]
    fn an_option_that_opens_with_its_code_is_said_by_its_name_or_its_code() {
        assert_eq!(option_core("EUR — Euro"), Some("Euro"));
        assert_eq!(option_code("JPY — Japanese yen"), Some("JPY"));
        assert_eq!(option_code("DE - Germany"), Some("DE"));
        // Near misses: a name first, a long code, data after the dash.
        assert_eq!(option_code("Private — Only specific people"), None);
        assert_eq!(option_code("PREMIUM — Best seats"), None);
        assert_eq!(option_code("A12 — 3 seats left"), None);
        // The title says the name in the plural: still the slot.
        let t = Template::of(
            "Convert 250 euros to Japanese yen",
            &[
                slot("amount", "250"),
                slot("from", "EUR — Euro"),
                slot("to", "JPY — Japanese yen"),
            ],
        );
        assert_eq!(t.display(), "Convert {amount} {from} to {to}");
        assert!(same_name("Indian rupees", "Indian rupee"));
        assert!(same_name("euros", "Euro"));
        assert!(!same_name("Euro", "Europe"));
        assert!(!same_name("rupee", "Indian rupee"));
    }

    #[test]
    fn demonstrated_values_become_slots() {
        let t = Template::of(
            "Add 'Bamboo orchid roots, 2 pack' to my wish list",
            &[slot("product", "Bamboo orchid roots, 2 pack")],
        );
        assert_eq!(t.display(), "Add '{product}' to my wish list");
        let t = Template::of(
            "Show me the driving route from Carnegie Mellon University to the airport",
            &[slot("from", "Carnegie Mellon University")],
        );
        assert_eq!(
            t.display(),
            "Show me the driving route from {from} to the airport"
        );
    }

    #[test]
    fn a_date_or_time_said_in_another_form_is_its_slots() {
        let slots = [
            slot("title", "Team lunch"),
            slot("date", "2026-03-08"),
            slot("start", "1:30 PM"),
            slot("end", "2:00 PM"),
        ];
        let t = Template::of(
            "Schedule Team lunch on Sunday 8 March 2026, 13:30–14:00, in my Kids calendar",
            &slots,
        );
        assert_eq!(
            t.display(),
            "Schedule {title} on {date}, {start}–{end}, in my Kids calendar"
        );
        let t = Template::of("Lunch on March 8, 2026 from 1:30pm to 2 PM", &slots);
        assert_eq!(t.display(), "Lunch on {date} from {start} to {end}");
        // Near misses: another day, another time, and a bare number are not the slots'.
        let t = Template::of(
            "Schedule Team lunch on 9 March 2026 at 13:45 for 13 people",
            &slots,
        );
        assert_eq!(
            t.display(),
            "Schedule {title} on … March … at … for … people"
        );
    }

    #[test]
    fn quoted_text_codes_and_numbers_are_values_even_without_a_slot() {
        let t = Template::of("Click \"Submit\" on PAY-311 after 3 days", &[]);
        assert_eq!(t.display(), "Click … on … after … days");
        // A near miss: an apostrophe inside a word is no quote.
        assert_eq!(
            Template::of("Don't close Ana's issue", &[]).display(),
            "Don't close Ana's issue"
        );
    }

    #[test]
    fn the_longest_value_wins_and_secrets_are_never_matched() {
        let mut secret = slot("password", "");
        secret.kind = SlotKind::Secret;
        let t = Template::of(
            "Plan Q1 2025 with Q1 goals",
            &[slot("q", "Q1"), slot("quarter", "Q1 2025"), secret],
        );
        assert_eq!(t.display(), "Plan {quarter} with {q} goals");
    }

    #[test]
    fn quoted_spans_handle_curly_quotes_and_apostrophes() {
        let s = "Reply ‘Thanks, it's fixed’ to “Laptop won't wake”";
        let got: Vec<&str> = quoted_spans(s).into_iter().map(|(a, b)| &s[a..b]).collect();
        assert_eq!(got, ["Thanks, it's fixed", "Laptop won't wake"]);
    }

    #[test]
    fn a_value_said_in_another_form_than_the_field_held_it_is_still_its_slot() {
        let t = Template::of(
            "Loan calculator: amount $49,000, term 72 months",
            &[slot("amount", "49000")],
        );
        assert_eq!(
            t.display(),
            "Loan calculator: amount {amount}, term … months"
        );
        let account = slot("from", "Emergency Fund (…6796) – $2,442.27 available");
        let t = Template::of(
            "Transfer $100 from Emergency Fund to Joint Checking",
            &[account],
        );
        assert_eq!(t.display(), "Transfer … from {from} to Joint Checking");
        // Near misses: another number is no form of it; an option whose tail is words, not
        // data, is said whole or not at all.
        let t = Template::of(
            "Loan calculator: amount $49,500",
            &[slot("amount", "49000")],
        );
        assert!(!t.display().contains("{amount}"), "{}", t.display());
        let t = Template::of(
            "Create a private channel",
            &[slot("visibility", "Private — Only specific people")],
        );
        assert!(!t.display().contains("{visibility}"), "{}", t.display());
    }
}
