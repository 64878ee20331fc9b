//! Values a task says otherwise than the title's shape reads them: a time said in words for a
//! list of windows of time ("at about half five" → "Evening (5–6pm)"), a stay's length for its
//! last day ("for eleven nights from …"), one option of a list said in other word order, a
//! date's year said right after the day, a value taken back and corrected ("— sorry, no, I
//! mean …"), what a field should say after what it says now, and a code or e-mail address said
//! alone. Each runs after the aligner and only changes a value it left empty, stray or taken
//! back.

use super::{option_named, spans_of};
use crate::model::{Parameter, SlotKind};
use crate::retrieval::formats;
use std::collections::BTreeMap;
use unicode_segmentation::UnicodeSegmentation;

/// Words with which a person takes back what they just said.
const CORRECTIONS: &[&str] = &[
    "actually no",
    "actually, no",
    "sorry, no",
    "no, sorry",
    "sorry, my mistake",
    "my mistake",
    "i mean",
    "scratch that",
    "no wait",
    "no, wait",
    "make that",
    "or rather",
];

/// Where a task first takes back what it said ("— sorry, no, I mean …"), if it does.
pub(crate) fn correction_at(task: &str) -> Option<usize> {
    let lower = task.to_lowercase();
    if lower.len() != task.len() {
        return None;
    }
    CORRECTIONS
        .iter()
        .filter_map(|m| crate::template::find_ci(&lower, m, true).map(|(a, _)| a))
        .min()
}

/// A task that takes a value back ("Put Mon 24 Aug 2026 as the date — sorry, no, I mean
/// 2026-11-29"; "Make Garnet House my first choice — actually no, Garnet House is too far out.
/// Make it Cedar Hall."; "… to 27-Apr-2027 — sorry, my mistake, we collect on Monday 26th April
/// 2027, not the 27th"): the one date, or the one option of a list, said after the correction
/// and not before it is the value, in place of the one said before (for two dates, the one
/// whose day the task takes back, "not the 27th", else the last said). Near misses: no
/// correction; two new values after it; a value said only before it stays.
pub(super) fn corrected(
    task: &str,
    params: &[Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let Some(at) = correction_at(task) else {
        return;
    };
    let (before, after) = task.split_at(at);
    // Dates: the new one replaces the date slot holding the one taken back.
    let dates_before: Vec<String> = formats::dates_in(before)
        .into_iter()
        .map(|(_, d)| d)
        .collect();
    let new_dates: Vec<String> = formats::dates_in(after)
        .into_iter()
        .map(|(_, d)| d)
        .filter(|d| !dates_before.contains(d))
        .collect();
    if let [new] = new_dates.as_slice() {
        let dated: Vec<&Parameter> = params
            .iter()
            .filter(|p| p.kind != SlotKind::Secret && p.part.is_none())
            .filter(|p| formats::iso_date(p.example.as_deref().unwrap_or("")).is_some())
            .collect();
        let held = |p: &Parameter| {
            bound
                .get(&p.name)
                .and_then(|v| v.as_deref())
                .and_then(formats::iso_date)
                .filter(|d| dates_before.contains(d))
        };
        // (The day taken back: "not the 27th".)
        let not_day: Option<u32> = after.to_lowercase().split("not the ").nth(1).and_then(|r| {
            r.chars()
                .take_while(char::is_ascii_digit)
                .collect::<String>()
                .parse()
                .ok()
        });
        // (Already read so: the aligner took the new date.)
        let taken = dated.iter().any(|p| {
            bound
                .get(&p.name)
                .and_then(|v| v.as_deref())
                .and_then(formats::iso_date)
                .as_ref()
                == Some(new)
        });
        let holding: Vec<(&Parameter, String)> = dated
            .iter()
            .filter_map(|p| held(p).map(|d| (*p, d)))
            .collect();
        let by_day = not_day.and_then(|n| {
            let days: Vec<&(&Parameter, String)> = holding
                .iter()
                .filter(|(_, d)| d[8..].parse::<u32>().ok() == Some(n))
                .collect();
            match days.as_slice() {
                [one] => Some(one.0),
                _ => None,
            }
        });
        let last = holding
            .iter()
            .max_by_key(|(_, d)| dates_before.iter().rposition(|x| x == d))
            .map(|(p, _)| *p);
        let single = match dated.as_slice() {
            [one] => Some(*one),
            _ => None,
        };
        if let (Some(p), false) = (by_day.or(last).or(single), taken) {
            bound.insert(p.name.clone(), Some(new.clone()));
        }
    }
    // Options of a list: the one said only after the correction.
    for p in params
        .iter()
        .filter(|p| p.kind == SlotKind::Choice && p.options.len() >= 2)
    {
        let said_in =
            |text: &str, o: &str| crate::template::find_ci(text, o.trim(), true).is_some();
        let fresh: Vec<&String> = p
            .options
            .iter()
            .filter(|o| o.chars().filter(|c| c.is_alphabetic()).count() >= 3)
            .filter(|o| said_in(after, o) && !said_in(before, o))
            .collect();
        let taken_back = p.options.iter().any(|o| said_in(before, o));
        if let ([one], true) = (fresh.as_slice(), taken_back) {
            bound.insert(p.name.clone(), Some((*one).clone()));
        }
    }
}

/// A date slot (demonstrated with a full date) bound to words that are not one date, where
/// they overlap one full date the task says: that date. A day and month whose year follows
/// ("from 17 August 2027, in the family suite" read as "17 August"; "until 14 Dec. 2026" read
/// as "14 Dec"), or a date inside more words ("exit date: it should be Wednesday the 17th of
/// February 2027"). Near misses: a year that is not the date's; words overlapping two dates or
/// none stay as they are.
pub(super) fn dates_keep_their_year(
    task: &str,
    params: &[Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    // Date slots bound to words that are no date. The task's dates are read only when there is
    // one: reading every span of the task as a date, for every candidate procedure, was a sixth
    // of a query's time.
    let undated: Vec<(&Parameter, String)> = params
        .iter()
        .filter(|p| p.kind != SlotKind::Secret)
        .filter(|p| formats::iso_date(p.example.as_deref().unwrap_or("")).is_some())
        .filter_map(|p| Some((p, bound.get(&p.name)?.clone()?)))
        .filter(|(_, v)| formats::iso_date(v).is_none())
        .collect();
    if undated.is_empty() {
        return;
    }
    let dates = formats::dates_in(task);
    let mut spans: Vec<(usize, usize, &str, &str)> = Vec::new();
    let mut from = 0;
    for (said, iso) in &dates {
        if let Some((a, b)) = crate::template::find_ci(&task[from..], said, false) {
            spans.push((a + from, b + from, said, iso));
            from += b;
        }
    }
    // (Each slot's own value only: one slot's new value does not change another's.)
    for (p, v) in undated {
        let mut found: Vec<(&str, &str)> = Vec::new();
        for (a, b) in spans_of(task, v.trim()) {
            for &(da, db, said, iso) in &spans {
                if a < db && da < b && !found.iter().any(|(_, i)| *i == iso) {
                    found.push((said, iso));
                }
            }
        }
        if let [(said, _)] = found.as_slice() {
            bound.insert(p.name.clone(), Some(said.to_string()));
        }
    }
}

/// A list of windows of time ("Morning (9–11am)", "Afternoon (2–4pm)", "Evening (5–6pm)")
/// whose value names none of them, where the task says one time ("dropping off at about half
/// five", "around three in the afternoon", "at 10am"): the one window holding that time.
/// Near misses: a value naming an option stays; two times said, or a time no window holds, or
/// one that two windows hold, leave the value as it was.
pub(super) fn windows_of_time(
    task: &str,
    params: &[Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let said = formats::times_said(task);
    let [(_, (h, m))] = said.as_slice() else {
        return;
    };
    let minute = h * 60 + m;
    // (A list's options, or a radio group's siblings seen at demonstration.)
    for p in params.iter().filter(|p| p.kind == SlotKind::Choice) {
        let mut windows: Vec<(&String, (u32, u32))> = p
            .options
            .iter()
            .chain(&p.seen)
            .filter_map(|o| formats::time_window(o).map(|w| (o, w)))
            .collect();
        windows.dedup_by(|a, b| a.0 == b.0);
        if windows.len() < 2 {
            continue;
        }
        let current = bound.get(&p.name).and_then(|v| v.clone());
        let names_one = current.as_deref().is_some_and(|v| {
            let v = v.trim().to_lowercase();
            windows.iter().any(|(o, _)| {
                let o = o.to_lowercase();
                o == v || (v.len() >= 4 && o.split(|c: char| !c.is_alphanumeric()).any(|w| w == v))
            })
        });
        if names_one {
            continue;
        }
        let holding: Vec<&String> = windows
            .iter()
            .filter(|(_, (from, to))| *from <= minute && minute <= *to)
            .map(|(o, _)| *o)
            .collect();
        if let [one] = holding.as_slice() {
            bound.insert(p.name.clone(), Some((*one).clone()));
        }
    }
}

/// A list's value that names none of its options ("Lodge for 13 nights", read where the task
/// went on past the pen's words), where the task says one option whole or its words in another
/// order ("in the heated deluxe chalet" for "Deluxe heated chalet"): that option. Near misses: a
/// value naming an option stays; two options said, or none, leave the value as it was; an
/// option of one word is said only whole.
pub(super) fn one_option_said(
    task: &str,
    params: &[Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let task_words: Vec<String> = task.unicode_words().map(str::to_lowercase).collect();
    for p in params
        .iter()
        .filter(|p| p.kind == SlotKind::Choice && p.options.len() >= 2)
    {
        // (Only a value read past its words: a list left empty was left so on purpose, and
        // counts are the party's rules'.)
        let Some(current) = bound.get(&p.name).and_then(|v| v.clone()) else {
            continue;
        };
        if option_named(&current, p).is_some() {
            continue;
        }
        let said: Vec<&String> = p
            .options
            .iter()
            .filter(|o| o.chars().filter(|c| c.is_alphabetic()).count() >= 3)
            .filter(|o| {
                let words: Vec<String> = o.unicode_words().map(str::to_lowercase).collect();
                if words.is_empty() {
                    return false;
                }
                if words.len() == 1 {
                    return crate::template::find_ci(task, o.trim(), true).is_some();
                }
                let mut sorted = words.clone();
                sorted.sort();
                task_words.windows(words.len()).any(|w| {
                    let mut w = w.to_vec();
                    w.sort();
                    w == sorted
                })
            })
            .collect();
        if let [one] = said.as_slice() {
            bound.insert(p.name.clone(), Some((*one).clone()));
        }
    }
}

/// A field's state said as what it shows now and what it should show ("My first choice of hall
/// says Kestrel Court at the moment. It should say Abbey Court."; "The club site says Puffin's
/// sail number is GBR 338248. It needs to say GBR 371889."): the value is what it should say —
/// in the slot bound to what it says now, or else the one slot whose label the sentence before
/// names. Near misses: no "it should say" sentence after one saying what is there; two slots
/// the sentence before names; a value already read elsewhere than the state now.
pub(super) fn end_state_said(
    task: &str,
    params: &[Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let Some((at, len)) = should_say_at(task) else {
        return;
    };
    end_state_into(task, at, len, params, bound);
}

/// Where a task says what a field should show after a sentence saying what it shows now ("… It
/// should say Abbey Court."): the offset of "it should say " and its length.
pub(crate) fn should_say_at(task: &str) -> Option<(usize, usize)> {
    const SHOULD: &[&str] = &[
        "it should say ",
        "it should be ",
        "it should read ",
        "it needs to say ",
        "it needs to be ",
        "that should say ",
        "that should be ",
        "it ought to say ",
    ];
    let lower = task.to_lowercase();
    if lower.len() != task.len() {
        return None;
    }
    SHOULD
        .iter()
        .filter_map(|w| lower.find(w).map(|a| (a, w.len())))
        .min()
}

fn end_state_into(
    task: &str,
    at: usize,
    len: usize,
    params: &[Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    // The sentence before says what is there now.
    let before = task[..at].trim_end();
    if !(before.ends_with('.') || before.ends_with(',') || before.ends_with(';')) {
        return;
    }
    let rest = &task[at + len..];
    let end = rest.find(['.', '!', '?', ';', '\n']).unwrap_or(rest.len());
    let mut value = rest[..end].trim();
    for tail in [" instead", " please", " now"] {
        value = value.strip_suffix(tail).unwrap_or(value).trim();
    }
    if value.is_empty() || value.split_whitespace().count() > 8 {
        return;
    }
    let open: Vec<&Parameter> = params
        .iter()
        .filter(|p| p.kind != SlotKind::Secret && p.part.is_none() && !p.is_state())
        .collect();
    // The slot holding what is there now: its value is said in the sentence before only.
    let holding_now: Vec<&&Parameter> = open
        .iter()
        .filter(|p| {
            bound
                .get(&p.name)
                .and_then(|v| v.as_deref())
                .is_some_and(|v| {
                    crate::template::find_ci(before, v.trim(), true).is_some()
                        && crate::template::find_ci(rest, v.trim(), true).is_none()
                })
        })
        .collect();
    let named: Vec<&&Parameter> = open
        .iter()
        .filter(|p| {
            let label = p.label.trim();
            // (Not a field the task refuses: "Not the employer — it's my job title …".)
            let refused = ["not the ", "not my "]
                .iter()
                .any(|n| crate::template::find_ci(before, &format!("{n}{label}"), true).is_some());
            label.chars().filter(|c| c.is_alphabetic()).count() >= 3
                && crate::template::find_ci(before, label, true).is_some()
                && !refused
        })
        .collect();
    // (Of values inside one another, "Fenwick Court" and "Fenwick Court at the moment", the
    // shortest is what is there now.)
    let value_of = |p: &Parameter| {
        bound
            .get(&p.name)
            .and_then(|v| v.clone())
            .unwrap_or_default()
    };
    let shortest = holding_now
        .iter()
        .min_by_key(|p| value_of(p).len())
        .filter(|p| {
            let v = value_of(p).to_lowercase();
            holding_now
                .iter()
                .all(|q| value_of(q).to_lowercase().contains(&v))
        });
    let target = match (shortest, named.as_slice()) {
        (Some(one), _) => Some(**one),
        (None, [one]) if holding_now.is_empty() => Some(**one),
        _ => None,
    };
    if let Some(p) = target {
        let already = bound
            .get(&p.name)
            .and_then(|v| v.as_deref())
            .is_some_and(|v| v.trim().eq_ignore_ascii_case(value));
        if !already {
            bound.insert(p.name.clone(), Some(value.to_string()));
        }
    }
}

/// A stay said by its start and length ("for eleven nights from Tuesday 17th August 2027",
/// "13 nights", "two weeks"): the end date a second date slot wants, when the task gives no
/// date for it. Near misses: an end date the task gives stays; no length of nights or weeks
/// ("for three days" may count the last day or not); more than two date slots.
pub(super) fn end_after_nights(
    task: &str,
    params: &[Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let dated: Vec<&Parameter> = params
        .iter()
        .filter(|p| p.kind != SlotKind::Secret && p.part.is_none())
        .filter(|p| formats::kind_of(p.example.as_deref().unwrap_or("")) == formats::Kind::Date)
        .collect();
    let [start, end] = dated.as_slice() else {
        return;
    };
    if bound.get(&end.name).is_some_and(Option::is_some) {
        return;
    }
    let Some(from) = bound
        .get(&start.name)
        .and_then(|v| v.as_deref())
        .and_then(formats::iso_date)
    else {
        return;
    };
    let words: Vec<String> = task
        .split(|c: char| c.is_whitespace() || c == ',' || c == '-')
        .filter(|w| !w.is_empty())
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .collect();
    let lengths: Vec<u32> = words
        .windows(2)
        .filter_map(|w| {
            let per = match w[1].as_str() {
                "night" | "nights" => 1,
                "week" | "weeks" => 7,
                _ => return None,
            };
            let n = if matches!(w[0].as_str(), "a" | "one") {
                1
            } else {
                formats::count_of_word(&w[0]).filter(|n| *n > 0)?
            };
            Some(n * per)
        })
        .collect();
    let [days] = lengths.as_slice() else {
        return;
    };
    let Some(iso) = formats::iso_plus_days(&from, *days) else {
        return;
    };
    let example = end.example.as_deref().unwrap_or("");
    let value = end
        .format
        .as_deref()
        .and_then(|f| formats::in_pattern(&iso, f))
        .unwrap_or_else(|| formats::like_dated(&iso, example, false));
    bound.insert(end.name.clone(), Some(value));
}

/// A text slot demonstrated with a code ("BV-414764") or an e-mail address that nothing else
/// filled ("sign me in to the Brookvale Homes tenant portal as BV-230397", where the portal's
/// name stood between the words and the value): the one word of the task shaped like the
/// demonstrated code is its value — or the one e-mail address, when the slot was demonstrated
/// with one or its label asks for one ("Tenancy number or email"). Near misses: two words of
/// that shape, a code of another shape, a word another slot holds, a slot demonstrated with
/// words.
pub(super) fn code_said_alone(
    task: &str,
    params: &[Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let is_email = |w: &str| {
        w.split_once('@').is_some_and(|(user, host)| {
            !user.is_empty() && host.contains('.') && !host.ends_with('.')
        })
    };
    let words: Vec<&str> = task
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(|w| !w.is_empty())
        .collect();
    for p in params
        .iter()
        .filter(|p| p.kind == SlotKind::Text && p.options.is_empty() && p.seen.is_empty())
    {
        if bound.get(&p.name).is_some_and(Option::is_some) {
            continue;
        }
        let examples: Vec<&str> = p
            .example
            .iter()
            .chain(&p.examples)
            .map(String::as_str)
            .collect();
        if examples.is_empty() {
            continue;
        }
        let shapes: Vec<String> = examples
            .iter()
            .filter_map(|e| formats::code_shape(e))
            .collect();
        let coded = shapes.len() == examples.len();
        let mailed = examples.iter().all(|e| is_email(e));
        if !coded && !mailed {
            continue;
        }
        let asks_email = mailed || {
            let label = p.label.to_lowercase();
            label.contains("email") || label.contains("e-mail")
        };
        let held: Vec<String> = bound
            .iter()
            .filter(|(k, _)| *k != &p.name)
            .filter_map(|(_, v)| v.as_ref().map(|v| v.to_lowercase()))
            .collect();
        let mut fits: Vec<&str> = words
            .iter()
            .copied()
            .filter(|w| {
                (coded && formats::code_shape(w).is_some_and(|s| shapes.contains(&s)))
                    || (asks_email && is_email(w))
            })
            .filter(|w| !held.iter().any(|h| h.contains(&w.to_lowercase())))
            .collect();
        fits.dedup();
        if let [one] = fits.as_slice() {
            bound.insert(p.name.clone(), Some(one.to_string()));
        }
    }
}
