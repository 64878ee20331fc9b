//! What a replay teaches the experience memory, read from its run record, its procedure and the
//! person's heals — no model: each step's attempt (failed, then healed or done), how long steps
//! took to settle, the interruptions the runner closed, a sign-in wall it met, and the URL the
//! task's values landed on.

use super::knowledge::Observation;
use super::lessons::Attempt;
use crate::describe::{element_name, plain_quote};
use crate::model::{Action, Procedure, Step};
use crate::replay::heal::Heal;
use crate::replay::run::{Run, RunStatus};

/// Steps needed before their median time says anything about the site.
pub const MIN_TIMED_STEPS: usize = 3;
/// Words of a sign-in page's path.
const LOGIN_WORDS: &[&str] = &[
    "login",
    "log-in",
    "signin",
    "sign-in",
    "sign_in",
    "auth",
    "sso",
    "account/login",
];

pub struct Lessons {
    pub host: String,
    pub attempts: Vec<Attempt>,
    pub observations: Vec<Observation>,
    /// (role, accessible name, css) of each element a step found and acted on, or a person used
    /// in a heal: locators that worked.
    pub locators: Vec<(String, String, String)>,
    /// (role, name, selector) of elements steps acted on that then failed their check: counted
    /// against the locator (a tie selector memory broke wrongly stops being broken that way).
    pub failed_locators: Vec<(String, String, String)>,
}

fn verb(a: Action) -> &'static str {
    match a {
        Action::Navigate => "go to the page",
        Action::Click => "click",
        Action::Type => "type",
        Action::Select => "select",
        Action::Check => "check",
        Action::PressEnter => "press Enter",
        Action::Submit => "submit",
        Action::SwitchTab => "switch tab",
    }
}

fn step_of<'a>(p: &'a Procedure, step_id: &str) -> Option<&'a Step> {
    let id = step_id.split('/').next().unwrap_or(step_id);
    p.steps.iter().find(|s| s.id == id)
}

fn target_of(step: &Step) -> String {
    step.target
        .as_ref()
        .map(|t| format!("{} {}", t.role, element_name(t)).trim().to_string())
        .unwrap_or_else(|| step.id.clone())
}

/// Reads a finished (or paused) run.
pub fn read(run: &Run, p: &Procedure, heals: &[Heal]) -> Lessons {
    let host = crate::urls::host(&run.start_url).unwrap_or_default();
    let mut attempts = vec![];
    for r in &run.steps {
        let Some(step) = step_of(p, &r.step_id) else {
            continue;
        };
        let healed_to = heals
            .iter()
            .find(|h| h.step_id == step.id)
            .map(|h| element_name(&h.target).to_string())
            .filter(|n| !n.is_empty());
        let command = match (r.status.as_str(), &healed_to) {
            ("healed", Some(name)) => format!("{} {}", verb(step.action), plain_quote(name)),
            ("healed", None) => format!("{} by hand", verb(step.action)),
            _ => verb(step.action).to_string(),
        };
        // A step done by hand after it failed: the failed result was replaced, and kept why.
        if r.status == "healed" && !r.failed_with.is_empty() {
            attempts.push(Attempt {
                command: verb(step.action).to_string(),
                target: target_of(step),
                ok: false,
                error: Some(r.failed_with.clone()),
                host: host.clone(),
                by: "replay".into(),
            });
        }
        attempts.push(Attempt {
            command,
            target: target_of(step),
            ok: r.status != "failed",
            error: (r.status == "failed").then(|| r.detail.clone()),
            host: host.clone(),
            by: if r.status == "healed" {
                "heal"
            } else {
                "replay"
            }
            .into(),
        });
    }
    let mut locators = vec![];
    for r in run
        .steps
        .iter()
        .filter(|r| matches!(r.status.as_str(), "done" | "unchecked") && !r.locator.is_empty())
    {
        if let Some(t) = step_of(p, &r.step_id).and_then(|s| s.target.as_ref()) {
            locators.push((
                t.role.clone(),
                element_name(t).to_string(),
                r.locator.clone(),
            ));
        }
    }
    let mut failed_locators = vec![];
    for r in run
        .steps
        .iter()
        .filter(|r| r.status == "failed" && !r.locator.is_empty())
    {
        if let Some(t) = step_of(p, &r.step_id).and_then(|s| s.target.as_ref()) {
            failed_locators.push((
                t.role.clone(),
                element_name(t).to_string(),
                r.locator.clone(),
            ));
        }
    }
    for h in heals.iter().filter(|h| !h.target.css.is_empty()) {
        locators.push((
            h.target.role.clone(),
            element_name(&h.target).to_string(),
            h.target.css.clone(),
        ));
    }
    let mut observations = vec![];
    let mut times: Vec<f64> = run
        .steps
        .iter()
        .filter(|r| matches!(r.status.as_str(), "done" | "unchecked"))
        .map(|r| r.ms)
        .filter(|ms| ms.is_finite() && *ms >= 0.0)
        .collect();
    if times.len() >= MIN_TIMED_STEPS {
        times.sort_by(f64::total_cmp);
        observations.push(Observation::Settle {
            ms: times[times.len() / 2],
        });
    }
    for r in &run.steps {
        observations.extend(
            dismissals(&r.detail)
                .into_iter()
                .map(|(dialog, control)| Observation::Dismissed { dialog, control }),
        );
    }
    if matches!(run.status, RunStatus::Paused | RunStatus::Failed) {
        if let Some(wall) = login_wall(run, p) {
            observations.push(wall);
        }
    }
    if let Some(search) = search_url(run) {
        observations.push(search);
    }
    Lessons {
        host,
        attempts,
        observations,
        locators,
        failed_locators,
    }
}

/// The controls the runner closed interruptions with, as extension/background/steps.js writes
/// them into a step's detail: `closed the dialog “<dialog>” (<control>) that covered the page`.
pub fn dismissals(detail: &str) -> Vec<(String, String)> {
    let mut out = vec![];
    let mut rest = detail;
    while let Some(i) = rest.find("closed the dialog “") {
        rest = &rest[i + "closed the dialog “".len()..];
        let Some(j) = rest.find("” (") else { break };
        let dialog = rest[..j].trim().to_string();
        let after = &rest[j + "” (".len()..];
        let Some(k) = after.find(") that covered the page") else {
            break;
        };
        let control = after[..k].trim();
        if !control.is_empty() && !out.iter().any(|(d, c)| *d == dialog && c == control) {
            out.push((dialog, control.to_string()));
        }
        rest = &after[k..];
    }
    out
}

/// A run that stopped on a sign-in page it was not asked to visit: the site wants a sign-in
/// before the page the failed step was on.
fn login_wall(run: &Run, p: &Procedure) -> Option<Observation> {
    let at = crate::urls::path(&run.final_url).to_lowercase();
    let is_login = |path: &str| {
        LOGIN_WORDS.iter().any(|w| {
            path.split('/')
                .any(|seg| seg == *w || seg.starts_with(&format!("{w}.")))
        })
    };
    if !is_login(&at) {
        return None;
    }
    let failed = run.steps.iter().rev().find(|r| r.status == "failed")?;
    let step = step_of(p, &failed.step_id)?;
    let wanted = crate::urls::path(&step.url);
    // Near miss: a procedure that signs in itself was demonstrated on that page.
    if is_login(&wanted.to_lowercase())
        || p.steps
            .iter()
            .any(|s| is_login(&crate::urls::path(&s.url).to_lowercase()))
    {
        return None;
    }
    Some(Observation::LoginWall {
        login_path: at,
        wanted_path: wanted,
    })
}

/// The page the run ended on holds a value of the task in its query: results for it live at
/// that address, the value as `{query}`.
fn search_url(run: &Run) -> Option<Observation> {
    let (_, query) = run.final_url.split_once('?')?;
    let query = query.split('#').next().unwrap_or(query);
    let path = crate::urls::path(&run.final_url);
    for pair in query.split('&') {
        let (name, value) = pair.split_once('=')?;
        let value = value.replace('+', " ");
        let decoded = percent_encoding::percent_decode_str(&value).decode_utf8_lossy();
        if decoded.trim().is_empty() || name.is_empty() {
            continue;
        }
        if run
            .values
            .values()
            .any(|v| v.trim().eq_ignore_ascii_case(decoded.trim()))
        {
            return Some(Observation::SearchUrl {
                template: format!("{path}?{name}={{query}}"),
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distill::distill;
    use crate::memory::{EventLog, Memory};
    use crate::replay::run::{new_run, StepResult};
    use crate::testkit::tracker_demo;
    use std::collections::BTreeMap;

    const NOW: f64 = 1_800_000_000_000.0;

    fn result(id: &str, status: &str, ms: f64, detail: &str) -> StepResult {
        StepResult {
            failed_with: String::new(),
            locator: String::new(),
            step_id: id.into(),
            status: status.into(),
            ms,
            detail: detail.into(),
        }
    }

    fn procedure() -> Procedure {
        distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap()
    }

    #[test]
    fn a_failed_step_the_person_healed_is_a_lesson_for_that_site() {
        let p = procedure();
        let click = p.steps.iter().find(|s| s.action == Action::Click).unwrap();
        let mut run = new_run(
            "r1",
            "create issue",
            &p,
            &BTreeMap::new(),
            "http://tracker.test/login.html",
            NOW,
        );
        run.steps = vec![
            result(
                &click.id,
                "failed",
                5.0,
                "Could not find the element: no element says “Sign in”.",
            ),
            result(&click.id, "healed", 900.0, ""),
        ];
        let mut target = click.target.clone().unwrap();
        target.name = "Log in".into();
        let read = read(
            &run,
            &p,
            &[Heal {
                step_id: click.id.clone(),
                target,
            }],
        );
        assert_eq!(read.host, "tracker.test");
        assert!(
            read.locators.iter().any(|(_, name, _)| name == "Log in"),
            "the person's element is a locator that worked"
        );
        let mut m = Memory::fresh(NOW);
        m.learn_from_run("r1", &read.host, &read.attempts, &read.observations, NOW);
        let l = m
            .lessons
            .iter()
            .find(|l| l.source == crate::memory::lessons::Source::Learned)
            .expect("a lesson");
        assert_eq!(
            l.lesson,
            "If click fails with \"could not find the element\", click “Log in” instead."
        );
        assert_eq!(l.domain.as_deref(), Some("tracker.test"));
        assert_eq!(l.provenance, vec!["r1"]);
    }

    #[test]
    fn a_heal_recorded_over_its_failure_still_teaches_what_failed() {
        let p = procedure();
        let click = p.steps.iter().find(|s| s.action == Action::Click).unwrap();
        let mut run = new_run(
            "r5",
            "create issue",
            &p,
            &BTreeMap::new(),
            "http://tracker.test/login.html",
            NOW,
        );
        crate::replay::run::record_step(
            &mut run,
            result(
                &click.id,
                "failed",
                5.0,
                "two elements match equally well (61% and 61%); refusing to guess",
            ),
        );
        crate::replay::run::record_step(&mut run, result(&click.id, "healed", 0.0, "done by hand"));
        assert_eq!(
            run.steps.len(),
            1,
            "the healed result replaces the failed one"
        );
        assert_eq!(
            run.steps[0].failed_with,
            "two elements match equally well (61% and 61%); refusing to guess"
        );
        let r = read(&run, &p, &[]);
        assert_eq!(
            r.attempts.iter().map(|a| a.ok).collect::<Vec<_>>(),
            vec![false, true]
        );
        let mut m = Memory::fresh(NOW);
        m.learn_from_run("r5", &r.host, &r.attempts, &r.observations, NOW);
        let l = m
            .lessons
            .iter()
            .find(|l| l.source == crate::memory::lessons::Source::Learned)
            .expect("a lesson");
        assert_eq!(
            l.lesson,
            "If click fails with \"two elements match equally well\", click by hand instead."
        );
        // Near miss: a step done by hand that never failed (nothing recorded before) teaches nothing.
        let mut quiet = new_run(
            "r6",
            "t",
            &p,
            &BTreeMap::new(),
            "http://tracker.test/login.html",
            NOW,
        );
        crate::replay::run::record_step(
            &mut quiet,
            result(&click.id, "healed", 0.0, "done by hand"),
        );
        assert!(read(&quiet, &p, &[]).attempts.iter().all(|a| a.ok));
    }

    #[test]
    fn slow_steps_interruptions_and_search_addresses_become_site_facts() {
        let p = procedure();
        let ids: Vec<String> = p.steps.iter().map(|s| s.id.clone()).collect();
        let mut values = BTreeMap::new();
        values.insert("title".to_string(), "blue lantern".to_string());
        let mut run = new_run(
            "r2",
            "t",
            &p,
            &values,
            "http://tracker.test/login.html",
            NOW,
        );
        run.steps = vec![
            result(
                &ids[0],
                "done",
                2_600.0,
                "closed the dialog “Newsletter” (No thanks) that covered the page; typed",
            ),
            result(&ids[1], "done", 3_100.0, ""),
            result(
                &ids[2],
                "unchecked",
                2_400.0,
                "closed the dialog “Cookies” (Accept all) that covered the page",
            ),
            result(&ids[3], "skipped", 0.0, ""),
        ];
        run.final_url = "http://tracker.test/search?page=1&q=blue%20lantern".into();
        let r = read(&run, &p, &[]);
        assert_eq!(
            r.observations,
            vec![
                Observation::Settle { ms: 2_600.0 },
                Observation::Dismissed {
                    dialog: "Newsletter".into(),
                    control: "No thanks".into()
                },
                Observation::Dismissed {
                    dialog: "Cookies".into(),
                    control: "Accept all".into()
                },
                Observation::SearchUrl {
                    template: "/search?q={query}".into()
                },
            ]
        );
        let mut facts = vec![];
        crate::memory::knowledge::learn(
            &mut facts,
            &r.host,
            &r.observations,
            "r2",
            NOW,
            &mut EventLog::default(),
        );
        assert_eq!(facts.len(), 4, "each popup is a fact of its own");
        assert_eq!(
            facts[1].value,
            "a popup “Newsletter” interrupts; close it with “No thanks” first"
        );
        // Near misses: quick steps, too few timed steps, a query holding no value of the task.
        run.steps.truncate(2);
        run.steps[0].ms = 300.0;
        run.final_url = "http://tracker.test/search?q=socks".into();
        let r = read(&run, &p, &[]);
        assert_eq!(
            r.observations,
            vec![Observation::Dismissed {
                dialog: "Newsletter".into(),
                control: "No thanks".into()
            }]
        );
    }

    #[test]
    fn a_run_stopped_on_a_sign_in_page_it_never_demonstrated_is_a_sign_in_wall() {
        let mut p = procedure();
        p.steps.retain(|s| !s.url.contains("login"));
        let last = p.steps.last().unwrap().clone();
        let mut run = new_run(
            "r3",
            "t",
            &p,
            &BTreeMap::new(),
            "http://tracker.test/new.html",
            NOW,
        );
        run.steps = vec![result(&last.id, "failed", 5.0, "not found")];
        run.status = RunStatus::Paused;
        run.final_url = "http://tracker.test/login.html?next=/new.html".into();
        let r = read(&run, &p, &[]);
        assert!(
            r.observations.contains(&Observation::LoginWall {
                login_path: "/login.html".into(),
                wanted_path: crate::urls::path(&last.url)
            }),
            "{:?}",
            r.observations
        );
        // Near miss: the demonstration itself signs in on that page.
        let full = procedure();
        let mut run = new_run(
            "r4",
            "t",
            &full,
            &BTreeMap::new(),
            "http://tracker.test/login.html",
            NOW,
        );
        run.steps = vec![result(
            &full.steps.last().unwrap().id,
            "failed",
            5.0,
            "not found",
        )];
        run.status = RunStatus::Paused;
        run.final_url = "http://tracker.test/login.html".into();
        assert!(!read(&run, &full, &[])
            .observations
            .iter()
            .any(|o| matches!(o, Observation::LoginWall { .. })));
    }

    #[test]
    fn the_elements_steps_acted_on_are_locators_that_worked_for_their_identity() {
        let p = procedure();
        let click = p.steps.iter().find(|s| s.action == Action::Click).unwrap();
        let mut run = new_run(
            "r7",
            "t",
            &p,
            &BTreeMap::new(),
            "http://tracker.test/login.html",
            NOW,
        );
        let mut done = result(&click.id, "done", 5.0, "");
        done.locator = "form > button.primary".into();
        // Near misses: a failed step and a done step with no locator teach no selector.
        let mut failed = result(&p.steps.last().unwrap().id, "failed", 5.0, "not found");
        failed.locator = "#gone".into();
        run.steps = vec![done, failed, result(&p.steps[0].id, "done", 1.0, "")];
        let mut m = Memory::fresh(NOW);
        crate::memory::api::learn_run(&mut m, &run, &p, &[], NOW);
        let t = click.target.as_ref().unwrap();
        let best =
            crate::memory::selectors::best(&m.selectors, "tracker.test", &t.role, element_name(t));
        assert_eq!(best.len(), 1);
        assert_eq!(best[0].value, "form > button.primary");
        assert_eq!(
            m.selectors.len(),
            1,
            "an unknown element that failed is not remembered"
        );
        // The same element acted on and then failing its check counts against its locator.
        let mut again = run.clone();
        again.steps[0].status = "failed".into();
        crate::memory::api::learn_run(&mut m, &again, &p, &[], NOW + 1.0);
        let best =
            crate::memory::selectors::best(&m.selectors, "tracker.test", &t.role, element_name(t));
        assert_eq!((best[0].successes, best[0].failures), (1, 1));
        assert!(
            crate::memory::known::for_target(&m, "tracker.test", t, None).is_empty(),
            "no longer offered to break a tie"
        );
    }

    #[test]
    fn dismissal_details_are_read_as_the_runner_writes_them() {
        assert_eq!(dismissals("closed the dialog “Sale!” (×) that covered the page; closed the dialog “Chat” (Close) that covered the page"), vec![("Sale!".to_string(), "×".to_string()), ("Chat".to_string(), "Close".to_string())]);
        assert!(dismissals("closed the dialog “Sale!” (×").is_empty());
        assert!(dismissals("typed “x”").is_empty());
    }
}
