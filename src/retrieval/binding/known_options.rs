//! Choices clicked among siblings the demonstration saw (the radios or boxes beside the one
//! clicked, tabs, links of one list): a task says which in its own words ("a brake and gear tune-up for my hybrid,
//! with the wheels trued"), often nowhere near where the title put the value. When the words
//! the title's shape gave a slot name none of its options, the options the task does say are
//! the better reading: each slot of a group (the boxes ticked under one label) takes one of
//! them, in the task's order.

use super::{content_stems, option_words};
use crate::model::{Parameter, SlotKind};
use crate::template::{find_ci, quoted_spans};
use std::collections::BTreeMap;

/// Words that qualify many options and tell none apart ("New chain" is not said by "a new gear
/// cable").
const GENERIC: &[&str] = &[
    "new", "old", "full", "standard", "basic", "extra", "small", "large", "big", "little", "other",
    "same", "first", "last", "next", "own", "good", "best", "free", "plus", "more",
];

/// The options (and siblings seen) a slot is known to offer.
fn known(p: &Parameter) -> Vec<&String> {
    let mut out: Vec<&String> = p.options.iter().chain(&p.seen).collect();
    out.sort();
    out.dedup();
    out
}

/// Whether `value` is, as words, one of `options` (any case, stems alike).
fn names_one(value: &str, options: &[&String]) -> bool {
    let v = option_words(value);
    !v.is_empty() && options.iter().any(|o| option_words(o) == v)
}

/// Where the task says `option`: the whole name, or one of its `distinctive` stems (said of no
/// other option the procedure knows). The place of its first word, for the task's order.
fn said_at(
    task: &str,
    task_stems: &[(usize, String)],
    option: &str,
    distinctive: &[String],
) -> Option<usize> {
    if let Some((a, _)) = find_ci(task, option.trim(), true) {
        return Some(a);
    }
    // (A word inside another name is not the option's: "clear" of "crystal clear", the
    // site, is no "Gutters cleared"; "club" of "the golf club site" no "Club news". A word
    // right before it that the option does not have, with only a space between, is such a
    // name; a word after it is what is done to it: "get the gutters done".)
    let own = content_stems(option);
    let foreign = |k: usize| {
        let prev = k.checked_sub(1).and_then(|j| task_stems.get(j));
        let apart = |a: &(usize, String), b: &(usize, String)| {
            let (first, second) = if a.0 < b.0 { (a, b) } else { (b, a) };
            let gap = task
                .get(first.0..second.0)
                .map(|t| {
                    t.chars()
                        .filter(|c| !c.is_alphanumeric())
                        .collect::<String>()
                })
                .unwrap_or_default();
            gap.trim() != ""
        };
        prev.into_iter().any(|w| {
            !apart(w, &task_stems[k])
                && !crate::text::is_stopword(&w.1)
                && !own.iter().any(|o| {
                    // (One the other's beginning: "trued" read as "tru" is "true".)
                    let n = o.chars().count().min(w.1.chars().count());
                    let same = o
                        .chars()
                        .zip(w.1.chars())
                        .take_while(|(a, b)| a == b)
                        .count();
                    n >= 3 && same == n
                })
                && w.1.chars().all(char::is_alphabetic)
        })
    };
    task_stems
        .iter()
        .enumerate()
        .find(|(k, (_, s))| distinctive.contains(s) && !foreign(*k))
        .map(|(_, (at, _))| *at)
}

/// What the rules below share: the task's words as stems, the sibling-choice slots, and which
/// stems tell one option apart from every other the procedure knows.
struct Reading<'a> {
    lower: String,
    task_stems: Vec<(usize, String)>,
    groups: Vec<Vec<&'a Parameter>>,
    uses: BTreeMap<String, usize>,
}

impl<'a> Reading<'a> {
    fn of(task: &str, params: &'a [Parameter]) -> Self {
        use unicode_segmentation::UnicodeSegmentation;
        let lower = task.to_lowercase();
        let task_stems = lower
            .unicode_word_indices()
            .map(|(at, w)| (at, crate::text::stem(w)))
            .collect();
        // (Lists — a select's options — have rules of their own: a count said for "3 bags", a
        // new name of an option's family kept for the page to judge.)
        let choices: Vec<&Parameter> = params
            .iter()
            .filter(|p| {
                p.kind == SlotKind::Choice
                    && !p.is_state()
                    && p.options.is_empty()
                    && !p.seen.is_empty()
            })
            .collect();
        // How many options of every choice slot use a stem: one, and it tells its option apart.
        let mut uses: BTreeMap<String, usize> = BTreeMap::new();
        let mut all: Vec<&String> = choices.iter().flat_map(|p| known(p)).collect();
        all.sort();
        all.dedup();
        for o in &all {
            let mut stems = content_stems(o);
            stems.sort();
            stems.dedup();
            for s in stems {
                *uses.entry(s).or_default() += 1;
            }
        }
        // Groups: slots of one label offering the same options (two boxes ticked under "Extras").
        let mut groups: Vec<Vec<&Parameter>> = Vec::new();
        for p in choices {
            match groups
                .iter_mut()
                .find(|g| g[0].label.trim() == p.label.trim() && known(g[0]) == known(p))
            {
                Some(g) => g.push(p),
                None => groups.push(vec![p]),
            }
        }
        Reading {
            lower,
            task_stems,
            groups,
            uses,
        }
    }

    fn distinctive(&self, o: &str) -> Vec<String> {
        content_stems(o)
            .into_iter()
            .filter(|s| {
                s.chars().count() >= 4
                    && self.uses.get(s) == Some(&1)
                    && !GENERIC.contains(&s.as_str())
                    && s.chars().any(char::is_alphabetic)
            })
            .collect()
    }

    /// Where the task says `option` (see `said_at`).
    fn said_at(&self, option: &str) -> Option<usize> {
        said_at(
            &self.lower,
            &self.task_stems,
            option,
            &self.distinctive(option),
        )
    }
}

/// The options of a group of boxes (two or more ticked by name under one label) that the task
/// says, with the group's label: a run that ticks none of the values naming one left it undone.
pub(crate) fn boxes_said(task: &str, params: &[Parameter]) -> Vec<(String, String)> {
    let r = Reading::of(task, params);
    r.groups
        .iter()
        .filter(|g| g.len() >= 2)
        .flat_map(|g| {
            known(g[0])
                .into_iter()
                .filter(|o| r.said_at(o).is_some())
                .map(|o| (g[0].label.clone(), o.clone()))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Rebinds the choice slots of `params` whose value names none of their known options, from
/// the options the task says (see the module's comment). A value quoted in the task is the
/// person's own and stays; a slot whose group the task says more or fewer options for than it
/// has slots keeps what it has — asking beats guessing which.
pub(super) fn options_the_task_says(
    task: &str,
    params: &[Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let r = Reading::of(task, params);
    let quoted = quoted_spans(task);
    let is_quoted = |v: &str| {
        quoted
            .iter()
            .any(|&(a, b)| task[a..b].trim().eq_ignore_ascii_case(v.trim()))
    };
    let value_of = |bound: &BTreeMap<String, Option<String>>, p: &Parameter| {
        bound.get(&p.name).cloned().flatten().unwrap_or_default()
    };
    for group in &r.groups {
        let options = known(group[0]);
        // A slot keeps a value the task quotes, or one naming an option no earlier slot of its
        // group names (two boxes of one group are never the same box).
        let mut kept_words: Vec<Vec<String>> = Vec::new();
        let keep: Vec<bool> = group
            .iter()
            .map(|p| {
                let v = value_of(bound, p);
                let words = option_words(&v);
                let ok = !v.trim().is_empty()
                    && (is_quoted(&v) || (names_one(&v, &options) && !kept_words.contains(&words)));
                if ok {
                    kept_words.push(words);
                }
                ok
            })
            .collect();
        // (Only where the title's shape gave a slot words naming none of its options: an empty
        // slot alone is left to the rules that need the option's every word.)
        let junk = group
            .iter()
            .zip(&keep)
            .any(|(p, k)| !k && !value_of(bound, p).trim().is_empty());
        if !junk {
            continue;
        }
        // The options the task says, in its order, but those another slot's value names.
        let others: Vec<Vec<String>> = params
            .iter()
            .filter(|q| !group.iter().any(|p| p.name == q.name))
            .map(|q| content_stems(&value_of(bound, q)))
            .filter(|v| !v.is_empty())
            .collect();
        // (An option is another slot's when that value says its words: "Portland" for
        // "Portland (PDX)".)
        let elsewhere = |o: &str| {
            let mine = content_stems(o);
            let tells = r.distinctive(o);
            others
                .iter()
                .any(|v| mine.iter().all(|w| v.contains(w)) || tells.iter().any(|w| v.contains(w)))
        };
        let mut said: Vec<(usize, &String)> = options
            .iter()
            .filter(|o| !elsewhere(o))
            .filter_map(|o| r.said_at(o).map(|at| (at, *o)))
            .collect();
        said.sort();
        if said.is_empty() {
            continue;
        }
        // More options said than the group has boxes: which to leave out is not ours to pick. Its
        // boxes without a good value get none (each is optional; `unmet` says what is left).
        if said.len() > group.len() {
            if group.len() >= 2 {
                for (p, keep) in group.iter().zip(&keep) {
                    if !keep {
                        bound.insert(p.name.clone(), None);
                    }
                }
            }
            continue;
        }
        let mut rest = said
            .into_iter()
            .map(|(_, o)| o)
            .filter(|o| !kept_words.contains(&option_words(o)));
        for (p, keep) in group.iter().zip(keep) {
            if !keep {
                // (Fewer said than slots: the rest get none — a box the task does not name is
                // left as the page has it.)
                bound.insert(p.name.clone(), rest.next().cloned());
            }
        }
    }
}
