//! Importance and pruning (seed 004): an item's importance blends how recently it was used
//! (halving every [`HALF_LIFE_DAYS`]), how often it worked (Laplace-smoothed success rate) and how
//! often it was used (log scale up to [`FREQUENT_USES`]). Each layer has a limit, set in
//! Settings ([`Limits`]); past it the least important items go. Seed and pinned items, and
//! confirmed trajectories, never do.

use serde::{Deserialize, Serialize};

pub const HALF_LIFE_DAYS: f64 = 30.0;
pub const FREQUENT_USES: f64 = 100.0;
pub const W_RECENCY: f64 = 0.4;
pub const W_SUCCESS: f64 = 0.3;
pub const W_FREQUENCY: f64 = 0.3;

/// How many items each layer keeps at most (Settings → Memory).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Limits {
    pub lessons: usize,
    pub facts: usize,
    pub selectors: usize,
    pub trajectories: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            lessons: 200,
            facts: 2_000,
            selectors: 2_000,
            trajectories: 200,
        }
    }
}

/// Largest limit a person may set: beyond it a layer would outgrow what the context can use.
pub const MAX_LIMIT: usize = 100_000;

impl Limits {
    /// Limits as a person set them, each kept within 1 ..= [`MAX_LIMIT`].
    pub fn clamped(&self) -> Limits {
        let c = |n: usize| n.clamp(1, MAX_LIMIT);
        Limits {
            lessons: c(self.lessons),
            facts: c(self.facts),
            selectors: c(self.selectors),
            trajectories: c(self.trajectories),
        }
    }
}

/// Importance in 0..=1 from the age of the last use (days), uses, successes and failures.
pub fn importance(age_days: f64, uses: u32, successes: u32, failures: u32) -> f64 {
    let age = if age_days.is_finite() {
        age_days.max(0.0)
    } else {
        f64::INFINITY
    };
    let recency = 0.5f64.powf(age / HALF_LIFE_DAYS);
    let success = (f64::from(successes) + 1.0) / (f64::from(successes) + f64::from(failures) + 2.0);
    let frequency = ((1.0 + f64::from(uses)).ln() / (1.0 + FREQUENT_USES).ln()).min(1.0);
    W_RECENCY * recency + W_SUCCESS * success + W_FREQUENCY * frequency
}

/// Keeps at most `limit` items: protected ones always, then the most important. Order is kept.
/// Returns how many went.
pub fn keep_most_important<T>(
    items: &mut Vec<T>,
    limit: usize,
    protected: impl Fn(&T) -> bool,
    score: impl Fn(&T) -> f64,
) -> usize {
    if items.len() <= limit {
        return 0;
    }
    let mut ranked: Vec<(usize, bool, f64)> = items
        .iter()
        .enumerate()
        .map(|(i, x)| (i, protected(x), score(x)))
        .collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.total_cmp(&a.2)).then(a.0.cmp(&b.0)));
    let keep_count = limit.max(ranked.iter().filter(|r| r.1).count());
    let mut keep = vec![false; items.len()];
    for r in ranked.iter().take(keep_count) {
        keep[r.0] = true;
    }
    let before = items.len();
    let mut i = 0;
    items.retain(|_| {
        i += 1;
        keep[i - 1]
    });
    before - items.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn importance_weighs_recency_success_and_use() {
        let fresh = importance(0.0, 10, 5, 0);
        // A month older is worth less; failures and fewer uses too.
        assert!(importance(30.0, 10, 5, 0) < fresh);
        assert!((fresh - importance(30.0, 10, 5, 0) - W_RECENCY * 0.5).abs() < 1e-9);
        assert!(importance(0.0, 10, 0, 5) < fresh);
        assert!(importance(0.0, 1, 5, 0) < fresh);
        assert!(importance(f64::NAN, 0, 0, 0) >= 0.0);
        assert!(importance(0.0, 10_000, 10_000, 0) <= 1.0 + 1e-9);
    }

    #[test]
    fn the_least_important_go_past_the_limit_protected_ones_stay() {
        let mut items: Vec<(u32, bool)> =
            vec![(5, false), (1, true), (9, false), (2, false), (7, false)];
        assert_eq!(
            keep_most_important(&mut items, 3, |x| x.1, |x| f64::from(x.0)),
            2
        );
        assert_eq!(items, vec![(1, true), (9, false), (7, false)]);
        // Near miss: at the limit nothing goes; more protected items than the limit all stay.
        assert_eq!(
            keep_most_important(&mut items, 3, |x| x.1, |x| f64::from(x.0)),
            0
        );
        let mut all: Vec<(u32, bool)> = vec![(1, true), (2, true), (3, false)];
        keep_most_important(&mut all, 1, |x| x.1, |x| f64::from(x.0));
        assert_eq!(all, vec![(1, true), (2, true)]);
        assert_eq!(
            Limits {
                lessons: 0,
                facts: usize::MAX,
                ..Default::default()
            }
            .clamped()
            .lessons,
            1
        );
    }
}
