//! A run's decisions about one step, kept out of the worker: whether a planned step is skipped
//! in this run, and whether what the page reported after the step is the effect it was
//! planned to have. The worker only performs, waits and reports what it observed.

use super::plan::{value_matches, PlannedStep, Post};
use crate::model::{Action, Effect};
use serde::{Deserialize, Serialize};

/// What the page reported after a step was performed (the replayer's `observed`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Observed {
    /// The field's value afterwards (never a secret field's).
    pub value: Option<String>,
    pub checked: Option<bool>,
    /// A secret field holds what was typed (compared in the page).
    pub secret_ok: Option<bool>,
    /// The demonstrated effect came (watched from before the act).
    pub effect_ok: Option<bool>,
    /// The page went where the step's navigation check says (the worker saw it arrive).
    pub arrived: Option<bool>,
    /// A ticked checkbox's group: the names of the group's other boxes that are ticked.
    pub others_checked: Option<Vec<String>>,
    /// Nothing at all changed on the page after the act: no popup, no state, no text.
    pub effect_empty: Option<bool>,
}

/// What the decisions read of a planned step (the worker sends the planned step; only these
/// fields are read, so the wasm module carries no reader for the rest).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StepFacts {
    pub action: Action,
    #[serde(default)]
    pub post: Option<PostFacts>,
    #[serde(default)]
    pub checkable: bool,
    #[serde(default)]
    pub optional: bool,
    #[serde(default)]
    pub missing_value: bool,
    #[serde(default)]
    pub implicit: bool,
    #[serde(default)]
    pub covered_by: Option<usize>,
    #[serde(default)]
    pub group_values: Option<Vec<String>>,
}

/// A plan's `Post` as the worker sends it back, read as a plain record: a tagged enum's reader
/// costs the wasm module far more than these few fields.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PostFacts {
    pub kind: String,
    pub host: String,
    pub path: String,
    pub value: Option<String>,
    pub checked: Option<bool>,
    pub effect: Option<Effect>,
}

impl PostFacts {
    fn of(post: &Post) -> PostFacts {
        let kind = |k: &str| PostFacts {
            kind: k.into(),
            ..PostFacts::default()
        };
        match post {
            Post::Navigation { host, path } => PostFacts {
                host: host.clone(),
                path: path.clone(),
                ..kind("navigation")
            },
            Post::Value { value } => PostFacts {
                value: Some(value.clone()),
                ..kind("value")
            },
            Post::Checked { checked, effect } => PostFacts {
                checked: Some(*checked),
                effect: effect.clone(),
                ..kind("checked")
            },
            Post::Effect { effect } => PostFacts {
                effect: Some(effect.clone()),
                ..kind("effect")
            },
            Post::SecretTyped => kind("secret_typed"),
            Post::None => kind("none"),
        }
    }

    fn post(&self) -> Post {
        match self.kind.as_str() {
            "navigation" => Post::Navigation {
                host: self.host.clone(),
                path: self.path.clone(),
            },
            "value" => Post::Value {
                value: self.value.clone().unwrap_or_default(),
            },
            "checked" => Post::Checked {
                checked: self.checked.unwrap_or(true),
                effect: self.effect.clone(),
            },
            "effect" => Post::Effect {
                effect: self.effect.clone().unwrap_or_default(),
            },
            "secret_typed" => Post::SecretTyped,
            _ => Post::None,
        }
    }
}

impl StepFacts {
    pub fn of(step: &PlannedStep) -> StepFacts {
        StepFacts {
            action: step.action,
            post: Some(PostFacts::of(&step.post)),
            checkable: step.checkable,
            optional: step.optional,
            missing_value: step.missing_value,
            implicit: step.implicit,
            covered_by: step.covered_by,
            group_values: step.group_values.clone(),
        }
    }
}

/// How a performed step ends: checked, done with nothing to check it by, or failed with a
/// sentence for the pause report.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "verdict", rename_all = "snake_case")]
pub enum Verdict {
    Done,
    Unchecked,
    Failed { why: String },
}

/// Why this run skips a planned step, or `None` to perform it.
pub fn skip_reason(step: &StepFacts) -> Option<&'static str> {
    if step.covered_by.is_some() {
        return Some("the date pick below turns the calendar to its month");
    }
    // A start page some demonstrations did not have is not gone to (the run starts where the
    // person is), and a slot with no value is left alone.
    if step.optional && (step.missing_value || (step.action == Action::Navigate && !step.implicit))
    {
        return Some("optional step not needed in this run");
    }
    None
}

/// Whether what the page reported after `step` is the effect it was planned to have.
pub fn verdict(step: &StepFacts, observed: &Observed) -> Verdict {
    let failed = |why: String| Verdict::Failed { why };
    let post = step.post.as_ref().map_or(Post::None, PostFacts::post);
    match &post {
        Post::Navigation { host, path } if observed.arrived == Some(false) => {
            failed(format!("The page did not go to {host}{path}."))
        }
        Post::Value { value } => {
            let seen = observed.value.as_deref().unwrap_or("");
            if value_matches(value, seen) {
                Verdict::Done
            } else {
                failed(format!("The field holds “{seen}” instead of “{value}”."))
            }
        }
        Post::Checked { checked, .. } if observed.checked != Some(*checked) => failed(format!(
            "The box is {}, expected the opposite.",
            if observed.checked == Some(true) {
                "checked"
            } else {
                "unchecked"
            }
        )),
        // Ticked, beside another box of its group that this run does not tick and the task
        // never asked for (ticked last time): the group does not say what the task says.
        Post::Checked { checked: true, .. } if stray_box(step, observed).is_some() => {
            failed(format!(
                "“{}” is ticked too in this group, and the task does not ask for it.",
                stray_box(step, observed).unwrap_or_default()
            ))
        }
        // Ticked, but the page did not react as it did (a filter that now waits for "Apply"):
        // what follows would act on a page that is not the one demonstrated.
        Post::Checked {
            effect: Some(effect),
            ..
        } if observed.effect_ok != Some(true) => failed(format!(
            "The box is ticked, but the page did not do what it did when demonstrated ({}).",
            effect_words(effect)
        )),
        Post::SecretTyped if observed.secret_ok != Some(true) => {
            failed("The secret field does not hold what was typed into it.".into())
        }
        Post::Effect { effect } if observed.effect_ok != Some(true) => failed(format!(
            "The {} did not do what it did when demonstrated ({}).",
            if step.action == Action::PressEnter {
                "key press"
            } else {
                "click"
            },
            effect_words(effect)
        )),
        _ if step.checkable => Verdict::Done,
        _ => Verdict::Unchecked,
    }
}

/// Whether a click whose demonstrated effect did not come may be made once more with trusted
/// input: only when the page showed no change of any kind after it (a page that ignores
/// scripted clicks), so nothing is done twice, and never for a navigation the worker saw.
pub fn retry_trusted(step: &StepFacts, observed: &Observed) -> bool {
    let post = step.post.as_ref().map_or(Post::None, PostFacts::post);
    step.action == Action::Click
        && matches!(post, Post::Effect { .. })
        && observed.effect_ok != Some(true)
        && observed.effect_empty == Some(true)
        && observed.arrived != Some(true)
}

/// The first other box of a ticked box's group that is ticked though no value of this run
/// names it.
fn stray_box(step: &StepFacts, observed: &Observed) -> Option<String> {
    let wanted = step.group_values.as_ref()?;
    observed
        .others_checked
        .as_ref()?
        .iter()
        .find(|name| {
            !wanted
                .iter()
                .any(|v| value_matches(v, name) || names_alike(v, name))
        })
        .cloned()
}

/// Whether a box's name and a value name the same box in other words' company: the words of
/// one are all among the other's ("Pepper" for "Pepper (tabby)").
fn names_alike(value: &str, name: &str) -> bool {
    let words = |s: &str| -> Vec<String> {
        s.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect()
    };
    let (a, b) = (words(value), words(name));
    !a.is_empty()
        && !b.is_empty()
        && (a.iter().all(|w| b.contains(w)) || b.iter().all(|w| a.contains(w)))
}

/// Where a stepper stands while a run counts to the step's number: the count wanted, the count
/// read beside the control now and before the last click, how many clicks so far, which way the
/// demonstrated control moves it and whether the plan knows the opposite control.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Counting {
    pub want: i64,
    pub now: Option<i64>,
    pub before: Option<i64>,
    pub clicks: u32,
    pub count_up: bool,
    pub opposite: bool,
}

/// What a stepper does next: stop (the count reads what is wanted), click one of its two
/// controls, or fail with a sentence.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "next", rename_all = "snake_case")]
pub enum CountMove {
    Reached { detail: String },
    Click { control: CountControl },
    Failed { why: String },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CountControl {
    Demonstrated,
    Opposite,
}

/// Clicks a stepper is given to reach its count.
pub const MAX_COUNT_CLICKS: u32 = 99;

/// The next move of a stepper counting to `c.want`. The demonstrated control is used when it
/// moves the count the right way, the opposite one ("−" beside "+") when the page starts past
/// the goal; each click must bring the count closer without passing it, or the run stops
/// rather than click on blindly.
pub fn count_next(c: &Counting) -> CountMove {
    let failed = |why: String| CountMove::Failed { why };
    let Some(now) = c.now else {
        return failed(match c.before {
            Some(before) => format!(
                "The count went from {before} to nothing on a click, not toward {}.",
                c.want
            ),
            None => "No number beside the control shows the count to reach.".into(),
        });
    };
    if let Some(before) = c.before {
        let closer = if c.want > before {
            now > before && now <= c.want
        } else {
            now < before && now >= c.want
        };
        if !closer {
            return failed(format!(
                "The count went from {before} to {now} on a click, not toward {}.",
                c.want
            ));
        }
    }
    if now == c.want {
        let detail = match c.clicks {
            0 => format!("the count already reads {now}"),
            n => format!(
                "clicked {n} time{}: the count reads {now}",
                if n == 1 { "" } else { "s" }
            ),
        };
        return CountMove::Reached { detail };
    }
    if c.clicks >= MAX_COUNT_CLICKS {
        return failed(format!(
            "The count reads {now} after {} clicks, not {}.",
            c.clicks, c.want
        ));
    }
    let up = c.want > now;
    if up == c.count_up {
        CountMove::Click {
            control: CountControl::Demonstrated,
        }
    } else if c.opposite {
        CountMove::Click {
            control: CountControl::Opposite,
        }
    } else {
        failed(format!(
            "The count reads {now} and must go {} to {}, but no control here moves it that way.",
            if up { "up" } else { "down" },
            c.want
        ))
    }
}

/// "a menu appeared; it became expanded" — a demonstrated effect in words.
pub fn effect_words(effect: &Effect) -> String {
    let mut parts: Vec<String> = Vec::new();
    parts.extend(effect.appeared.iter().map(|r| format!("a {r} appeared")));
    parts.extend(
        effect
            .disappeared
            .iter()
            .map(|r| format!("a {r} went away")),
    );
    parts.extend(
        effect
            .state
            .iter()
            .map(|(k, on)| format!("it became {}{k}", if *on { "" } else { "not " })),
    );
    if parts.is_empty() && effect.content {
        parts.push("the page's text changed".into());
    }
    parts.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distill::distill;
    use crate::replay::plan::plan;
    use crate::testkit::tracker_demo;
    use std::collections::BTreeMap;

    fn steps() -> Vec<PlannedStep> {
        let p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let values: BTreeMap<String, String> = [
            ("username", "bo"),
            ("password", "pw"),
            ("title", "Export fails"),
            ("description", "d"),
            ("assignee", "Bo"),
            ("milestone", "Q2 2025"),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        plan(&p, &values).unwrap()
    }

    #[test]
    fn a_click_the_page_showed_nothing_after_may_be_made_again_with_trusted_input() {
        let plan = steps();
        let mut click = plan
            .iter()
            .find(|s| s.target.as_ref().is_some_and(|t| t.role == "option"))
            .unwrap()
            .clone();
        click.post = Post::Effect {
            effect: Effect {
                disappeared: vec!["listbox".into()],
                ..Effect::default()
            },
        };
        click.checkable = true;
        let facts = StepFacts::of(&click);
        let seen = |ok: bool, empty: bool| Observed {
            effect_ok: Some(ok),
            effect_empty: Some(empty),
            ..Observed::default()
        };
        assert!(retry_trusted(&facts, &seen(false, true)));
        // Near misses: the page changed otherwise (a second click could undo it), the effect
        // came, a typed step, and a click with nothing demonstrated to wait for.
        assert!(!retry_trusted(&facts, &seen(false, false)));
        assert!(!retry_trusted(&facts, &seen(true, true)));
        let typed = plan.iter().find(|s| s.action == Action::Type).unwrap();
        assert!(!retry_trusted(&StepFacts::of(typed), &seen(false, true)));
        click.post = Post::None;
        assert!(!retry_trusted(&StepFacts::of(&click), &seen(false, true)));
    }

    #[test]
    fn a_step_is_done_only_when_the_page_shows_its_effect() {
        let plan = steps();
        let title = plan
            .iter()
            .find(|s| {
                s.post
                    == Post::Value {
                        value: "Export fails".into(),
                    }
            })
            .unwrap();
        let seen = |v: &str| Observed {
            value: Some(v.into()),
            ..Observed::default()
        };
        let title = &StepFacts::of(title);
        assert_eq!(verdict(title, &seen("export  fails")), Verdict::Done);
        assert_eq!(
            verdict(title, &seen("Export")),
            Verdict::Failed {
                why: "The field holds “Export” instead of “Export fails”.".into()
            }
        );
        let pw = &StepFacts::of(plan.iter().find(|s| s.secret).unwrap());
        assert_eq!(
            verdict(
                pw,
                &Observed {
                    secret_ok: Some(true),
                    ..Observed::default()
                }
            ),
            Verdict::Done
        );
        assert!(
            matches!(verdict(pw, &Observed::default()), Verdict::Failed { .. }),
            "no word from the page is no proof"
        );
        let mut click = plan
            .iter()
            .find(|s| s.target.as_ref().is_some_and(|t| t.role == "option"))
            .unwrap()
            .clone();
        assert_eq!(
            verdict(&StepFacts::of(&click), &Observed::default()),
            Verdict::Unchecked,
            "nothing to check it by"
        );
        click.post = Post::Effect {
            effect: Effect {
                disappeared: vec!["listbox".into()],
                ..Effect::default()
            },
        };
        click.checkable = true;
        let click = StepFacts::of(&click);
        assert_eq!(
            verdict(
                &click,
                &Observed {
                    effect_ok: Some(false),
                    ..Observed::default()
                }
            ),
            Verdict::Failed {
                why: "The click did not do what it did when demonstrated (a listbox went away)."
                    .into()
            }
        );
        assert_eq!(
            verdict(
                &click,
                &Observed {
                    effect_ok: Some(true),
                    ..Observed::default()
                }
            ),
            Verdict::Done
        );
    }

    #[test]
    fn a_plans_check_reads_back_from_the_shape_the_worker_holds() {
        let effect = Effect {
            appeared: vec!["menu".into()],
            ..Effect::default()
        };
        for post in [
            Post::Navigation {
                host: "a.test".into(),
                path: "/x".into(),
            },
            Post::Value { value: "v".into() },
            Post::Checked {
                checked: false,
                effect: None,
            },
            Post::Checked {
                checked: true,
                effect: Some(Effect {
                    content: true,
                    ..Effect::default()
                }),
            },
            Post::Effect { effect },
            Post::SecretTyped,
            Post::None,
        ] {
            // The worker holds the plan as JSON (a tagged object) and sends it back.
            let facts: PostFacts =
                serde_json::from_str(&serde_json::to_string(&post).unwrap()).unwrap();
            assert_eq!(facts.post(), post);
        }
    }

    #[test]
    fn skipped_steps_are_the_optional_ones_without_a_value_and_those_a_date_pick_covers() {
        let mut plan = steps();
        let skip = |s: &PlannedStep| skip_reason(&StepFacts::of(s));
        assert!(plan.iter().all(|s| skip(s).is_none()));
        plan[3].optional = true;
        plan[3].missing_value = true;
        assert_eq!(skip(&plan[3]), Some("optional step not needed in this run"));
        plan[4].covered_by = Some(5);
        assert!(skip(&plan[4]).unwrap().contains("date pick"));
    }

    #[test]
    fn a_stepper_clicks_the_control_that_moves_toward_the_count_and_stops_there() {
        let at = |now: Option<i64>, before: Option<i64>, clicks: u32| Counting {
            want: 4,
            now,
            before,
            clicks,
            count_up: true,
            opposite: true,
        };
        let click = |c| CountMove::Click { control: c };
        assert_eq!(
            count_next(&at(Some(1), None, 0)),
            click(CountControl::Demonstrated)
        );
        assert_eq!(
            count_next(&at(Some(7), None, 0)),
            click(CountControl::Opposite),
            "past the goal: the other control"
        );
        assert_eq!(
            count_next(&at(Some(4), None, 0)),
            CountMove::Reached {
                detail: "the count already reads 4".into()
            }
        );
        assert_eq!(
            count_next(&at(Some(4), Some(3), 3)),
            CountMove::Reached {
                detail: "clicked 3 times: the count reads 4".into()
            }
        );
        assert_eq!(
            count_next(&at(Some(3), Some(2), 2)),
            click(CountControl::Demonstrated)
        );
        // Near misses: a click that did nothing, went the wrong way or jumped past the goal.
        for (before, now) in [(2, 2), (2, 1), (2, 6)] {
            assert!(
                matches!(
                    count_next(&at(Some(now), Some(before), 1)),
                    CountMove::Failed { .. }
                ),
                "{before} → {now}"
            );
        }
        assert!(
            matches!(count_next(&at(None, None, 0)), CountMove::Failed { .. }),
            "no number to read"
        );
        assert!(
            matches!(count_next(&at(None, Some(2), 1)), CountMove::Failed { .. }),
            "the number went away"
        );
        let no_minus = Counting {
            opposite: false,
            ..at(Some(7), None, 0)
        };
        assert_eq!(
            count_next(&no_minus),
            CountMove::Failed { why: "The count reads 7 and must go down to 4, but no control here moves it that way.".into() }
        );
        let down = Counting {
            count_up: false,
            ..no_minus
        };
        assert_eq!(
            count_next(&down),
            click(CountControl::Demonstrated),
            "a demonstrated '−' moves it down"
        );
        assert!(
            matches!(
                count_next(&at(Some(3), Some(2), MAX_COUNT_CLICKS)),
                CountMove::Failed { .. }
            ),
            "clicks are bounded"
        );
    }

    #[test]
    fn a_box_beside_another_its_group_has_ticked_that_the_task_never_asked_for_does_not_verify() {
        let step = StepFacts {
            action: Action::Check,
            post: Some(PostFacts {
                kind: "checked".into(),
                checked: Some(true),
                ..PostFacts::default()
            }),
            checkable: true,
            optional: false,
            missing_value: false,
            implicit: false,
            covered_by: None,
            group_values: Some(vec!["Tiger".into(), "miso".into()]),
        };
        let seen = |others: &[&str]| Observed {
            checked: Some(true),
            others_checked: Some(others.iter().map(|s| s.to_string()).collect()),
            ..Observed::default()
        };
        assert_eq!(
            verdict(&step, &seen(&["Smudge"])),
            Verdict::Failed {
                why: "“Smudge” is ticked too in this group, and the task does not ask for it."
                    .into()
            }
        );
        // Near misses: a box this run ticks too (named in other company or case), none ticked,
        // and a box no slot decides (no group to speak for).
        assert_eq!(
            verdict(&step, &seen(&["Miso (tabby)", "TIGER"])),
            Verdict::Done
        );
        assert_eq!(verdict(&step, &seen(&[])), Verdict::Done);
        let fixed = StepFacts {
            group_values: None,
            ..step.clone()
        };
        assert_eq!(verdict(&fixed, &seen(&["Smudge"])), Verdict::Done);
    }
}
