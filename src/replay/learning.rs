//! Learning from outcomes: every run (ours, or an agent's report) updates its procedure's
//! counters; confidence is derived from them when read (retrieval::confidence). MemP's rule:
//! used at least 3 times with under half succeeding → deprecated (hidden from retrieval,
//! restorable in the panel).

use crate::model::Procedure;
use serde::{Deserialize, Serialize};

pub const DEPRECATE_AFTER_USES: u32 = 3;
pub const DEPRECATE_BELOW_RATE: f64 = 0.5;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    pub success: bool,
    /// The step that failed, when known.
    #[serde(default)]
    pub failed_step: Option<String>,
    pub time: f64,
    /// Why a run failed. Only a failure of the procedure itself (`procedure`, the default)
    /// counts against it; the others say nothing about whether it is right.
    #[serde(default)]
    pub cause: FailureCause,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FailureCause {
    /// A step could not be done or did not do what it did when demonstrated.
    #[default]
    Procedure,
    /// The replayer refused to guess between two equal elements.
    Refused,
    /// A value the task did not give was missing.
    Unbound,
    /// The person stopped or aborted the run before any step failed.
    Person,
    /// The browser stopped the extension's worker in the middle of the run.
    Interrupted,
}

/// Applies one outcome. Returns true when this outcome deprecated the procedure. A failure that
/// is not the procedure's (a refusal to guess, a missing value, the person's abort, a stopped
/// worker) is no use of it: it changes no counter and cannot deprecate it.
pub fn record_outcome(p: &mut Procedure, outcome: &Outcome) -> bool {
    let s = &mut p.stats;
    if !outcome.success && outcome.cause != FailureCause::Procedure {
        return false;
    }
    // The counters are stored and may come from a file: at their largest they stay there (one
    // more would trap a debug build and wrap to 0 in the extension's).
    let more = |n: &mut u32| *n = n.saturating_add(1);
    more(&mut s.uses);
    more(&mut s.recent_uses);
    if outcome.success {
        more(&mut s.successes);
        more(&mut s.recent_successes);
    } else {
        more(&mut s.failures);
        if let Some(step) = &outcome.failed_step {
            // A part of a path step ("s3/2") is a failure of that step.
            let step = step.split('/').next().unwrap_or(step).to_string();
            if p.steps.iter().any(|st| st.id == step) {
                more(s.step_failures.entry(step.clone()).or_insert(0));
            }
        }
    }
    s.last_used = Some(s.last_used.map_or(outcome.time, |t| t.max(outcome.time)));
    let rate = s.recent_successes as f64 / s.recent_uses as f64;
    let deprecate =
        !s.deprecated && s.recent_uses >= DEPRECATE_AFTER_USES && rate < DEPRECATE_BELOW_RATE;
    if deprecate {
        s.deprecated = true;
    }
    deprecate
}

/// Brings a deprecated procedure back; the rule then judges it on its uses from here on.
pub fn restore(p: &mut Procedure) {
    p.stats.deprecated = false;
    p.stats.recent_uses = 0;
    p.stats.recent_successes = 0;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distill::distill;
    use crate::retrieval::{confidence, retrieve};
    use crate::testkit::tracker_demo;

    fn proc() -> Procedure {
        distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap()
    }

    fn fail(p: &mut Procedure, step: &str, t: f64) -> bool {
        record_outcome(
            p,
            &Outcome {
                success: false,
                failed_step: Some(step.into()),
                time: t,
                cause: FailureCause::Procedure,
            },
        )
    }

    /// Counters at their type's largest value (an imported or damaged procedure) stay there on
    /// the next outcome instead of overflowing; the near miss: one below counts on as usual.
    #[test]
    fn counters_at_their_largest_value_stay_there() {
        for (start, end) in [(u32::MAX, u32::MAX), (u32::MAX - 1, u32::MAX)] {
            let mut p = proc();
            let step = p.steps[1].id.clone();
            p.stats.uses = start;
            p.stats.recent_uses = start;
            p.stats.successes = start;
            p.stats.recent_successes = start;
            p.stats.failures = start;
            p.stats.step_failures.insert(step.clone(), start);
            fail(&mut p, &step, 1.0);
            let ok = Outcome {
                success: true,
                failed_step: None,
                time: 2.0,
                cause: FailureCause::Procedure,
            };
            record_outcome(&mut p, &ok);
            let s = &p.stats;
            assert_eq!(
                (s.uses, s.recent_uses, s.failures, s.step_failures[&step]),
                (u32::MAX, u32::MAX, end, end)
            );
            assert_eq!((s.successes, s.recent_successes), (end, end));
        }
    }

    #[test]
    fn three_failures_deprecate_and_hide_from_retrieval() {
        let mut p = proc();
        assert!(!fail(&mut p, "s9", 1.0));
        assert!(!fail(&mut p, "s9", 2.0));
        assert!(fail(&mut p, "s9", 3.0));
        assert!(p.stats.deprecated);
        assert_eq!(p.stats.step_failures["s9"], 3);
        assert!(retrieve(
            &[p.clone()],
            "create issue",
            Some("http://tracker.test/"),
            4.0
        )
        .is_empty());
        restore(&mut p);
        assert_eq!(
            retrieve(
                &[p.clone()],
                "create issue",
                Some("http://tracker.test/"),
                4.0
            )
            .len(),
            1
        );
        assert!(!fail(&mut p, "s9", 5.0), "judged on uses since restoring");
    }

    #[test]
    fn mostly_successful_procedures_stay_and_gain_confidence() {
        let mut p = proc();
        for (i, ok) in [true, false, true, true].into_iter().enumerate() {
            record_outcome(
                &mut p,
                &Outcome {
                    success: ok,
                    failed_step: None,
                    time: i as f64,
                    cause: FailureCause::Procedure,
                },
            );
        }
        assert!(!p.stats.deprecated);
        assert_eq!(
            (p.stats.uses, p.stats.successes, p.stats.failures),
            (4, 3, 1)
        );
        assert!(confidence(&p.stats, 4.0) > 0.6);
    }

    #[test]
    fn an_unknown_failing_step_is_not_counted() {
        let mut p = proc();
        fail(&mut p, "no-such-step", 1.0);
        assert!(p.stats.step_failures.is_empty());
        assert_eq!(p.stats.failures, 1);
    }

    #[test]
    fn only_the_procedures_own_failures_count_against_it() {
        let mut p = proc();
        for (i, cause) in [
            FailureCause::Refused,
            FailureCause::Unbound,
            FailureCause::Person,
            FailureCause::Interrupted,
        ]
        .into_iter()
        .enumerate()
        {
            for _ in 0..3 {
                assert!(!record_outcome(
                    &mut p,
                    &Outcome {
                        success: false,
                        failed_step: Some("s9".into()),
                        time: i as f64,
                        cause
                    }
                ));
            }
        }
        assert!(
            !p.stats.deprecated,
            "twelve failures that were not the procedure's"
        );
        assert_eq!((p.stats.uses, p.stats.failures), (0, 0));
        assert!(p.stats.step_failures.is_empty());
        // An outcome without a cause (an older agent's report) is the procedure's.
        let old: Outcome =
            serde_json::from_str(r#"{"success": false, "failed_step": "s9", "time": 9}"#).unwrap();
        assert_eq!(old.cause, FailureCause::Procedure);
        record_outcome(&mut p, &old);
        assert_eq!(p.stats.failures, 1);
    }
}
