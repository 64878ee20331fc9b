//! A run's record: what was asked, with which procedure version and values (never secrets),
//! each step's result and time, where it started and ended, and how it finished.

use crate::model::{Procedure, SlotKind};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RunStatus {
    Running,
    /// Stopped at a step that failed; the person can do it by hand and continue, or abort.
    Paused,
    /// Every step checked its effect and the run reached the end.
    Succeeded,
    /// Every step was done, but some step's effect could not be checked (the demonstration
    /// showed none): the task may or may not be done.
    Unverified,
    Failed,
    Stopped,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StepResult {
    pub step_id: String,
    /// "done" (done and its effect checked), "unchecked" (done; nothing to check it by),
    /// "healed" (done by hand), "skipped" (an optional step), "failed".
    pub status: String,
    pub ms: f64,
    #[serde(default)]
    pub detail: String,
    /// For a step done by hand after it failed: why it had failed (the failed result is
    /// replaced; what failed and what fixed it is a lesson, docs/MEMORY.md).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub failed_with: String,
    /// The selector of the element the step acted on (as the page gave it): a locator that
    /// worked, for the experience memory's selector layer.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub locator: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Run {
    pub id: String,
    pub task: String,
    pub procedure_id: String,
    pub version: u32,
    /// Slot values used, secrets left out.
    pub values: BTreeMap<String, String>,
    pub steps: Vec<StepResult>,
    pub start_url: String,
    #[serde(default)]
    pub final_url: String,
    pub status: RunStatus,
    pub started: f64,
    #[serde(default)]
    pub ended: Option<f64>,
    #[serde(default)]
    pub error: String,
    /// While paused at a failed step: which, why, and the closest elements seen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub report: Option<Report>,
    /// What the task asks that the procedure does not do (`retrieval::unmet`): a run with any
    /// cannot say it succeeded.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unmet: Vec<String>,
    /// Per `unmet` sentence, the name or number the page may show ("" when none can settle
    /// it): shown on the page the run acted on, the task described that page.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unmet_shown: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub step_id: String,
    /// The step in words.
    pub step: String,
    pub why: String,
    #[serde(default)]
    pub best: Vec<crate::replay::relocate::Scored>,
    /// "failed", "not_found" or "ambiguous" (a refusal to guess: not the procedure's failure).
    #[serde(default)]
    pub kind: String,
}

/// The values given for the procedure's secret slots (used for a run only, never stored).
fn secret_values(p: &Procedure, values: &BTreeMap<String, String>) -> Vec<String> {
    p.abstract_
        .parameters
        .iter()
        .filter(|x| x.kind == SlotKind::Secret)
        .filter_map(|x| values.get(&x.name))
        .filter(|v| !v.is_empty())
        .cloned()
        .collect()
}

/// A URL a run keeps (where it started, ended or paused): credentials redacted by class, and
/// every parameter or path segment equal to a value given for a secret slot — a GET form puts
/// the typed password in the address the run ends on.
pub fn run_url(url: &str, p: &Procedure, values: &BTreeMap<String, String>) -> String {
    let secrets = secret_values(p, values);
    crate::urls::redact_known(
        url,
        &crate::urls::Known {
            values: &secrets,
            ..Default::default()
        },
    )
}

pub fn new_run(
    id: &str,
    task: &str,
    p: &Procedure,
    values: &BTreeMap<String, String>,
    start_url: &str,
    now: f64,
) -> Run {
    let secret: Vec<&str> = p
        .abstract_
        .parameters
        .iter()
        .filter(|x| x.kind == SlotKind::Secret)
        .map(|x| x.name.as_str())
        .collect();
    // A secret typed into the task itself ("… password: hunter2 …") is not kept either.
    let mut task = crate::text::truncate(task, 2000);
    for (k, v) in values {
        if secret.contains(&k.as_str()) && v.chars().count() >= 3 {
            task = mask_secret(&task.replace(v.as_str(), "•••"), v);
        }
    }
    // An address in the task ("… from https://app.test/reset/<token>") loses its credentials.
    let secrets = secret_values(p, values);
    let task = crate::urls::redact_in_text_known(
        &task,
        &crate::urls::Known {
            values: &secrets,
            ..Default::default()
        },
    );
    let items = crate::retrieval::unmet::unmet_items(p, &task, values);
    let unmet_shown = items.iter().map(|u| u.shown.clone()).collect();
    let unmet = items.into_iter().map(|u| u.why).collect();
    Run {
        id: id.into(),
        task,
        procedure_id: p.id.clone(),
        version: p.version,
        values: values
            .iter()
            .filter(|(k, _)| !secret.contains(&k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
        steps: Vec::new(),
        start_url: run_url(start_url, p, values),
        final_url: String::new(),
        status: RunStatus::Running,
        started: now,
        ended: None,
        error: String::new(),
        report: None,
        unmet,
        unmet_shown,
    }
}

/// Records a step's result, replacing an earlier result for the same step (a retried step).
pub fn record_step(run: &mut Run, mut result: StepResult) {
    if result.status == "healed" && result.failed_with.is_empty() {
        if let Some(failed) = run
            .steps
            .iter()
            .find(|s| s.step_id == result.step_id && s.status == "failed")
        {
            result.failed_with = failed.detail.clone();
        }
    }
    run.steps.retain(|s| s.step_id != result.step_id);
    run.steps.push(result);
    if run.status == RunStatus::Paused {
        run.status = RunStatus::Running;
        run.report = None;
    }
}

pub fn finish(run: &mut Run, status: RunStatus, final_url: &str, error: &str, now: f64) {
    run.status = status;
    run.final_url = crate::urls::redact(final_url);
    run.error = crate::text::truncate(error, 2000);
    if status != RunStatus::Paused {
        run.ended = Some(now);
    }
}

/// Pauses a run at a failed step with the report the person sees.
pub fn pause(run: &mut Run, report: Report, final_url: &str, now: f64) {
    let why = report.why.clone();
    finish(run, RunStatus::Paused, final_url, &why, now);
    run.report = Some(report);
}

/// Ends a run whose every step was done: succeeded only when no step was left unchecked and
/// the task asked nothing more. `page_text` is what the pages the run acted on showed (at its
/// start and end): a name or number the task gave as context that they show ("on Tofu's
/// record" where the record is Tofu's) is no longer unmet.
pub fn conclude(run: &mut Run, final_url: &str, page_text: &str, now: f64) {
    let page = crate::text::words(page_text);
    let shown = |name: &str| {
        let name = crate::text::words(name);
        !name.is_empty() && page.windows(name.len()).any(|w| w == name.as_slice())
    };
    let mut kept = (Vec::new(), Vec::new());
    for (i, why) in run.unmet.iter().enumerate() {
        let name = run.unmet_shown.get(i).map(String::as_str).unwrap_or("");
        if name.is_empty() || !shown(name) {
            kept.0.push(why.clone());
            kept.1.push(name.to_string());
        }
    }
    (run.unmet, run.unmet_shown) = kept;
    let unchecked = run.steps.iter().filter(|s| s.status == "unchecked").count();
    if !run.unmet.is_empty() {
        // Every step may have gone well; the task asked for more than the steps do.
        let why = format!(
            "Done, unverified: every step of the procedure was done, but {}",
            run.unmet.join(" ")
        );
        finish(run, RunStatus::Unverified, final_url, &why, now);
    } else if unchecked == 0 {
        finish(run, RunStatus::Succeeded, final_url, "", now);
    } else {
        let why = format!(
            "Done, unverified: {unchecked} step{} did what was asked, but nothing on the page shows whether {} worked.",
            if unchecked == 1 { "" } else { "s" },
            if unchecked == 1 { "it" } else { "they" }
        );
        finish(run, RunStatus::Unverified, final_url, &why, now);
    }
}

/// The step a failed or paused run should resume from: the first without a good result.
/// A step a path expanded into several clicks ("s3", "s3/2") resumes at the part that failed:
/// clicking the parts before it again would fold them back.
pub fn resume_from(run: &Run, p: &Procedure) -> Option<String> {
    let good = |r: &StepResult| {
        matches!(
            r.status.as_str(),
            "done" | "unchecked" | "healed" | "skipped"
        )
    };
    p.steps.iter().find_map(|s| {
        if !run.steps.iter().any(|r| r.step_id == s.id && good(r)) {
            return Some(s.id.clone());
        }
        let part = format!("{}/", s.id);
        run.steps
            .iter()
            .find(|r| r.step_id.starts_with(&part) && !good(r))
            .map(|r| r.step_id.clone())
    })
}

/// `task` with `secret` masked wherever it is written with other spaces or dashes ("748 363" or
/// "748-363" for the code 748363): the letters and digits of a run of them, separators and all,
/// are the secret's.
fn mask_secret(task: &str, secret: &str) -> String {
    let want: String = secret.chars().filter(|c| c.is_alphanumeric()).collect();
    if want.chars().count() < 3 {
        return task.to_string();
    }
    let chars: Vec<(usize, char)> = task.char_indices().collect();
    let mut out = String::with_capacity(task.len());
    let mut i = 0;
    let mut copied = 0;
    while i < chars.len() {
        let starts = chars[i].1.is_alphanumeric() && (i == 0 || !chars[i - 1].1.is_alphanumeric());
        if starts {
            // The longest run of letters and digits, joined by single separators, from here.
            let mut seen = String::new();
            let mut j = i;
            let mut end = None;
            while j < chars.len() {
                let c = chars[j].1;
                if c.is_alphanumeric() {
                    seen.push(c);
                    j += 1;
                    if seen == want && chars.get(j).is_none_or(|n| !n.1.is_alphanumeric()) {
                        end = Some(j);
                    }
                    if !want.starts_with(seen.as_str()) {
                        break;
                    }
                } else if " -.".contains(c)
                    && chars.get(j + 1).is_some_and(|n| n.1.is_alphanumeric())
                    && !seen.is_empty()
                {
                    j += 1;
                } else {
                    break;
                }
            }
            if let Some(e) = end {
                out.push_str(&task[copied..chars[i].0]);
                out.push_str("•••");
                copied = chars.get(e).map_or(task.len(), |n| n.0);
                i = e;
                continue;
            }
        }
        i += 1;
    }
    out.push_str(&task[copied..]);
    out
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_secret_is_masked_in_the_task_however_it_is_grouped() {
        for task in [
            "Verify it with the code 748 363 please",
            "Verify it with the code 748-363 please",
            "Verify it with the code 748363 please",
        ] {
            assert_eq!(
                mask_secret(task, "748363"),
                "Verify it with the code ••• please",
                "{task}"
            );
        }
        // Near misses: other digits around it, a longer number holding it, too short a secret.
        assert_eq!(mask_secret("call 1748 3630", "748363"), "call 1748 3630");
        assert_eq!(mask_secret("code 748 3631", "748363"), "code 748 3631");
        assert_eq!(mask_secret("pin 12", "12"), "pin 12");
        assert_eq!(mask_secret("é 748 363 ü", "748363"), "é ••• ü");
    }

    use super::*;
    use crate::distill::distill;
    use crate::testkit::tracker_demo;

    /// The run typed the password into a GET form: the address it ends on holds it, under any
    /// name. Near miss: a value of a non-secret slot stays in the address.
    #[test]
    fn a_run_never_keeps_its_secret_values_in_the_urls_it_stores() {
        let p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let secret = p
            .abstract_
            .parameters
            .iter()
            .find(|x| x.kind == SlotKind::Secret)
            .unwrap()
            .name
            .clone();
        let mut values = BTreeMap::new();
        values.insert(secret, "hunter 2!".to_string());
        values.insert("title".to_string(), "Export fails".to_string());
        let mut run = new_run(
            "r",
            "create issue",
            &p,
            &values,
            "http://tracker.test/login.html?x=hunter+2%21",
            0.0,
        );
        assert_eq!(run.start_url, "http://tracker.test/login.html?x=REDACTED");
        let end = "http://tracker.test/go.cgi?q=hunter%202!&title=Export+fails";
        finish(
            &mut run,
            RunStatus::Failed,
            &run_url(end, &p, &values),
            "",
            1.0,
        );
        assert_eq!(
            run.final_url,
            "http://tracker.test/go.cgi?q=REDACTED&title=Export+fails"
        );
    }

    #[test]
    fn runs_never_keep_secrets_and_resume_at_the_first_unfinished_step() {
        let p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let values: BTreeMap<String, String> = [("title", "x"), ("password", "hunter2")]
            .into_iter()
            .map(|(a, b)| (a.into(), b.into()))
            .collect();
        let mut run = new_run(
            "r1",
            "create issue x as bo, password hunter2",
            &p,
            &values,
            "http://tracker.test/login.html?token=abc",
            1.0,
        );
        assert!(!serde_json::to_string(&run).unwrap().contains("hunter2"));
        assert!(run.start_url.contains("token=REDACTED"));
        record_step(
            &mut run,
            StepResult {
                failed_with: String::new(),
                locator: String::new(),
                step_id: p.steps[0].id.clone(),
                status: "done".into(),
                ms: 5.0,
                detail: String::new(),
            },
        );
        record_step(
            &mut run,
            StepResult {
                failed_with: String::new(),
                locator: String::new(),
                step_id: p.steps[1].id.clone(),
                status: "failed".into(),
                ms: 5.0,
                detail: "not found".into(),
            },
        );
        finish(
            &mut run,
            RunStatus::Paused,
            "http://tracker.test/login.html",
            "not found",
            2.0,
        );
        assert_eq!(
            resume_from(&run, &p).as_deref(),
            Some(p.steps[1].id.as_str())
        );
        let report = Report {
            step_id: p.steps[1].id.clone(),
            step: "Type".into(),
            why: "not found".into(),
            best: vec![],
            kind: "not_found".into(),
        };
        pause(&mut run, report, "http://tracker.test/login.html", 2.0);
        let stored: Run = serde_json::from_str(&serde_json::to_string(&run).unwrap()).unwrap();
        assert_eq!(
            stored.report.as_ref().map(|r| r.kind.as_str()),
            Some("not_found"),
            "the report survives a trip through storage"
        );
        record_step(
            &mut run,
            StepResult {
                failed_with: String::new(),
                locator: String::new(),
                step_id: p.steps[1].id.clone(),
                status: "healed".into(),
                ms: 9.0,
                detail: String::new(),
            },
        );
        assert_eq!(run.status, RunStatus::Running);
        assert!(run.report.is_none(), "continuing clears the report");
        assert_eq!(
            resume_from(&run, &p).as_deref(),
            Some(p.steps[2].id.as_str())
        );
    }

    #[test]
    fn a_run_succeeds_only_when_every_step_was_checked() {
        let p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let result = |i: usize, status: &str| StepResult {
            failed_with: String::new(),
            locator: String::new(),
            step_id: p.steps[i].id.clone(),
            status: status.into(),
            ms: 1.0,
            detail: String::new(),
        };
        let mut run = new_run("r1", "t", &p, &BTreeMap::new(), "http://tracker.test/", 1.0);
        record_step(&mut run, result(0, "done"));
        record_step(&mut run, result(1, "healed"));
        record_step(&mut run, result(2, "skipped"));
        conclude(&mut run, "http://tracker.test/created.html", "", 2.0);
        assert_eq!(run.status, RunStatus::Succeeded);
        let mut unsure = new_run("r2", "t", &p, &BTreeMap::new(), "http://tracker.test/", 1.0);
        record_step(&mut unsure, result(0, "done"));
        record_step(&mut unsure, result(1, "unchecked"));
        conclude(&mut unsure, "http://tracker.test/", "", 2.0);
        assert_eq!(unsure.status, RunStatus::Unverified);
        assert!(
            unsure.error.starts_with("Done, unverified: 1 step"),
            "{}",
            unsure.error
        );
        assert_eq!(unsure.ended, Some(2.0));
        // Every step checked, but the task asked for a deed the procedure never does.
        let mut more = new_run(
            "r3",
            "Create an issue; then delete the milestone",
            &p,
            &BTreeMap::new(),
            "http://tracker.test/",
            1.0,
        );
        record_step(&mut more, result(0, "done"));
        conclude(&mut more, "http://tracker.test/created.html", "", 2.0);
        assert_eq!(more.status, RunStatus::Unverified, "{:?}", more.unmet);
        assert!(more.error.contains("delete"), "{}", more.error);
    }

    #[test]
    fn a_name_the_task_gives_as_context_is_used_when_the_page_shows_it() {
        let p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let done = |run: &mut Run| {
            for s in &p.steps {
                record_step(
                    run,
                    StepResult {
                        failed_with: String::new(),
                        locator: String::new(),
                        step_id: s.id.clone(),
                        status: "done".into(),
                        ms: 1.0,
                        detail: String::new(),
                    },
                );
            }
        };
        let task = "Create an issue on the Orion Platform board";
        let start = |id: &str| new_run(id, task, &p, &BTreeMap::new(), "http://tracker.test/", 1.0);
        let mut run = start("r1");
        assert!(
            !run.unmet.is_empty(),
            "the name is context the run does not use"
        );
        done(&mut run);
        conclude(
            &mut run,
            "http://tracker.test/created.html",
            "Boards\nOrion Platform · 12 open issues",
            2.0,
        );
        assert_eq!(run.status, RunStatus::Succeeded, "{}", run.error);
        // Near misses: a page that shows only part of the name, or none of it; a further deed
        // is never settled by what a page shows.
        for page in ["Orion Launchpad", "Boards"] {
            let mut other = start("r2");
            done(&mut other);
            conclude(&mut other, "http://tracker.test/created.html", page, 2.0);
            assert_eq!(other.status, RunStatus::Unverified, "{page}");
        }
        let mut more = new_run(
            "r3",
            "Create an issue; then delete the milestone",
            &p,
            &BTreeMap::new(),
            "http://tracker.test/",
            1.0,
        );
        done(&mut more);
        conclude(&mut more, "", "delete the milestone", 2.0);
        assert_eq!(more.status, RunStatus::Unverified);
    }

    #[test]
    fn a_path_paused_at_its_second_part_resumes_there() {
        let p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let result = |id: String, status: &str| StepResult {
            failed_with: String::new(),
            locator: String::new(),
            step_id: id,
            status: status.into(),
            ms: 1.0,
            detail: String::new(),
        };
        let mut run = new_run("r1", "t", &p, &BTreeMap::new(), "http://tracker.test/", 1.0);
        record_step(&mut run, result(p.steps[0].id.clone(), "done"));
        record_step(&mut run, result(p.steps[1].id.clone(), "done"));
        record_step(&mut run, result(format!("{}/2", p.steps[1].id), "failed"));
        assert_eq!(resume_from(&run, &p), Some(format!("{}/2", p.steps[1].id)));
        // Once the part is done the run goes on with the next step.
        record_step(&mut run, result(format!("{}/2", p.steps[1].id), "done"));
        assert_eq!(
            resume_from(&run, &p).as_deref(),
            Some(p.steps[2].id.as_str())
        );
    }
}
