//! Selector memory breaking a tie (issue 12). When two or more of the page's elements match
//! the step's fingerprint equally well, the run stops rather than guess — unless selector
//! memory knows a css locator that found this element (site + role + accessible name) in an
//! earlier replay or heal, and that locator names exactly one of the tied elements. A known
//! locator only ever chooses among the tie: it never overrides a clear winner, never lifts an
//! element below [`FOUND_THRESHOLD`], never picks between two tied elements that known
//! locators of equal rank each name, and says nothing when it names an element outside the tie
//! (memory and the page disagree about where the element is).

use super::{Candidate, Decision, Scored, FOUND_THRESHOLD};
use serde::{Deserialize, Serialize};

/// A css locator selector memory keeps for the step's element, with its rank there.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct KnownLocator {
    pub css: String,
    /// Successes minus failures in selector memory: locators with the same `net` are of equal
    /// rank, a higher one ranks first.
    pub net: i64,
}

/// `decision` with a tie broken by a known locator when the rule allows it (module docs); any
/// other decision, or a tie no known locator settles, is returned as it was.
pub fn break_tie(decision: Decision, candidates: &[Candidate], known: &[KnownLocator]) -> Decision {
    let Decision::Ambiguous { best, reason, tied } = decision else {
        return decision;
    };
    match remembered(&tied, candidates, known) {
        Some((chosen, css)) => Decision::Found {
            index: chosen.index,
            score: chosen.score,
            note: format!(
                "selector memory decided: {} elements matched equally well, and only this one \
                 is found by “{}”, the locator that found “{}” before",
                tied.len(),
                crate::text::truncate(css, 120),
                crate::text::truncate(&chosen.name, 60)
            ),
            best,
        },
        None => Decision::Ambiguous { best, reason, tied },
    }
}

/// The tied candidate a known locator names, and that locator. `tied`: the candidates tied at
/// the top; only those at or above [`FOUND_THRESHOLD`] may be chosen. Known locators are taken
/// rank by rank (best first): at the first rank with a locator naming exactly one candidate
/// of the tie, that candidate — unless another locator of that rank names another one. A
/// locator that names a candidate outside the tie ends the search with nothing; one not on
/// the page, or naming two tied candidates, tells nothing and is passed over.
pub fn remembered<'a>(
    tied: &'a [Scored],
    candidates: &[Candidate],
    known: &'a [KnownLocator],
) -> Option<(&'a Scored, &'a str)> {
    let tie: Vec<&Scored> = tied.iter().filter(|s| s.score >= FOUND_THRESHOLD).collect();
    if tie.is_empty() {
        return None;
    }
    let in_tie = |index: u32| tie.iter().any(|s| s.index == index);
    let mut ranked: Vec<&KnownLocator> =
        known.iter().filter(|k| !k.css.trim().is_empty()).collect();
    // (Stable: within a rank the memory's own order, though it decides nothing.)
    ranked.sort_by_key(|k| std::cmp::Reverse(k.net));
    for rank in ranked.chunk_by(|a, b| a.net == b.net) {
        let mut named: Option<(u32, &str)> = None;
        for locator in rank {
            let css = locator.css.trim();
            let on_page: Vec<u32> = candidates
                .iter()
                .filter(|c| c.fingerprint.css.trim() == css)
                .map(|c| c.index)
                .collect();
            if on_page.iter().any(|&i| !in_tie(i)) {
                return None;
            }
            if let [one] = on_page.as_slice() {
                match named {
                    None => named = Some((*one, css)),
                    Some((other, _)) if other != *one => return None,
                    Some(_) => {}
                }
            }
        }
        if let Some((index, css)) = named {
            return tie.iter().find(|s| s.index == index).map(|s| (*s, css));
        }
    }
    None
}

#[cfg(test)]
mod tests;
