//! What the messages about experience memory do (`procmem.context`, `procmem.recall`,
//! `procmem.cycle.record`, `procmem.lesson.record`, the Memory view's list and edits), as plain
//! functions over a [`Memory`], so the extension's bindings, the CLI and tests share them.

use super::compose::{self, Ask, Composed, DEFAULT_BUDGET_TOKENS};
use super::knowledge::{self, Fact};
use super::lessons::{self, Lesson};
use super::selectors;
use super::trajectories::{self, Trajectory};
use super::Memory;
use crate::model::Procedure;
use crate::retrieval::Match;
use serde::{Deserialize, Serialize};

/// An error an agent just met: the command that failed and what it said.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(default)]
pub struct ErrorSeen {
    pub command: String,
    pub error: String,
}

#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(default)]
pub struct ContextRequest {
    pub task: String,
    pub url: Option<String>,
    pub task_id: Option<String>,
    pub error: Option<ErrorSeen>,
    pub budget_tokens: Option<usize>,
}

/// `procmem.context`: the block for a task from every layer within its budget.
pub fn context(
    memory: &mut Memory,
    req: &ContextRequest,
    procedures: Vec<(Match, Procedure)>,
    now: f64,
) -> Composed {
    let ask = Ask {
        task: &req.task,
        url: req.url.as_deref(),
        task_id: req.task_id.as_deref(),
        error: req
            .error
            .as_ref()
            .map(|e| (e.command.as_str(), e.error.as_str())),
        budget_tokens: req.budget_tokens.unwrap_or(DEFAULT_BUDGET_TOKENS),
    };
    compose::compose(memory, &ask, procedures, now)
}

/// `procmem context` (and the MCP server's `context`): the block from an export, as the
/// extension builds it — the task's page
/// without its credentials, the procedures retrieval finds, the file's memory merged into a
/// fresh one (whose seed lessons every memory starts with), judged as of the export's time.
pub fn context_for_export(
    file: crate::storage::ExportFile,
    task: &str,
    url: Option<&str>,
    budget: usize,
) -> Composed {
    let now = file.exported_at.max(
        file.procedures
            .iter()
            .map(|p| p.updated)
            .fold(0.0, f64::max),
    );
    let mut index = crate::retrieval::Index::build(&file.procedures);
    let mut memory = crate::memory::Memory::fresh(now);
    if let Some(x) = file.memory {
        // Checked with the file (`parse_import`).
        crate::memory::exchange::merge(&mut memory, x, now);
    }
    let req = crate::memory::api::ContextRequest {
        task: task.to_string(),
        url: url.map(str::to_string),
        budget_tokens: Some(budget),
        ..Default::default()
    };
    context_indexed(&mut memory, &req, &mut index, &file.procedures, now)
}

/// [`context`] for a library held in memory with its index (the MCP server keeps both): the
/// task's page without its credentials, the procedures retrieval finds for it, then the block.
pub fn context_indexed(
    memory: &mut Memory,
    req: &ContextRequest,
    index: &mut crate::retrieval::Index,
    procedures: &[Procedure],
    now: f64,
) -> Composed {
    let mut req = req.clone();
    req.url = req.url.as_deref().map(crate::urls::redact);
    let matches = index.retrieve(&req.task, req.url.as_deref(), now, crate::retrieval::TOP_K);
    let pairs = matches
        .into_iter()
        .filter_map(|m| {
            let p = procedures.iter().find(|p| p.id == m.id)?.clone();
            Some((m, p))
        })
        .collect();
    context(memory, &req, pairs, now)
}

/// [`context`] for matches whose procedures are given as stored (key, value) pairs, read and
/// checked like every stored value; a match whose procedure does not read is left out.
pub fn context_stored<V: crate::storage::StoredValue>(
    memory: &mut Memory,
    req: &ContextRequest,
    matches: Vec<Match>,
    stored: Vec<(String, V)>,
    now: f64,
) -> Composed {
    let found = crate::storage::load_library(stored).procedures;
    let pairs = matches
        .into_iter()
        .filter_map(|m| found.iter().find(|p| p.id == m.id).cloned().map(|p| (m, p)))
        .collect();
    context(memory, req, pairs, now)
}

/// What a finished or aborted replay taught (lessons from its failures and heals, site facts).
pub fn learn_run(
    memory: &mut Memory,
    run: &crate::replay::run::Run,
    procedure: &Procedure,
    heals: &[crate::replay::heal::Heal],
    now: f64,
) -> Vec<lessons::Recorded> {
    let read = super::from_run::read(run, procedure, heals);
    for (role, name, css) in &read.locators {
        // An element with neither role nor name has no identity to remember it by.
        let _ = selectors::record(
            &mut memory.selectors,
            &read.host,
            role,
            name,
            "css",
            css,
            true,
            now,
            &mut memory.events,
        );
    }
    for (role, name, css) in &read.failed_locators {
        let _ = selectors::record(
            &mut memory.selectors,
            &read.host,
            role,
            name,
            "css",
            css,
            false,
            now,
            &mut memory.events,
        );
    }
    memory.learn_from_run(&run.id, &read.host, &read.attempts, &read.observations, now)
}

/// `procmem.recall`: what fits a task, as data (procedures are added by the caller, from
/// retrieval).
#[derive(Clone, Debug, Default, Serialize)]
pub struct Recall {
    /// For the error, then the site, then Tier 1; no lesson twice.
    pub lessons: Vec<Lesson>,
    pub facts: Vec<Fact>,
    pub trajectory: Option<Trajectory>,
}

pub fn recall(
    memory: &mut Memory,
    task: &str,
    url: Option<&str>,
    error: Option<&ErrorSeen>,
    now: f64,
) -> Recall {
    let host = url.and_then(crate::urls::host).unwrap_or_default();
    let mut out = Recall::default();
    let mut add = |ls: Vec<&Lesson>| {
        for l in ls {
            if !out.lessons.iter().any(|x| x.id == l.id) {
                out.lessons.push(l.clone());
            }
        }
    };
    if let Some(e) = error {
        add(lessons::recall_on_error(
            &memory.lessons,
            &e.command,
            &e.error,
            Some(host.as_str()).filter(|h| !h.is_empty()),
            now,
            &mut memory.events,
        ));
    }
    if !host.is_empty() {
        add(lessons::recall_on_domain(
            &memory.lessons,
            &host,
            now,
            &mut memory.events,
        ));
    }
    add(lessons::tier1(&memory.lessons));
    if !host.is_empty() {
        out.facts = knowledge::for_site(&memory.facts, &host)
            .into_iter()
            .cloned()
            .collect();
        out.trajectory = trajectories::for_task(&memory.trajectories, task, &host).cloned();
    }
    out
}

/// One item of a layer as the Memory view lists it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Listed {
    pub layer: &'static str,
    pub id: String,
    /// What it says, in a line.
    pub title: String,
    /// Its rule's state in words: tier, confidence, uses, where from.
    pub detail: String,
    pub site: String,
    pub pinned: bool,
    pub updated: f64,
    /// Whether its text can be edited in the view.
    pub editable: bool,
}

pub const LAYERS: &[&str] = &[
    "lessons",
    "knowledge",
    "selectors",
    "trajectories",
    "sessions",
    "tasks",
];

/// The items of every layer (or of one), those whose words hold every word of `query`.
pub fn list(memory: &Memory, layer: Option<&str>, query: &str) -> Result<Vec<Listed>, String> {
    if let Some(l) = layer {
        if !LAYERS.contains(&l) {
            return Err(format!(
                "layer must be one of {} (found {l:?}).",
                LAYERS.join(", ")
            ));
        }
    }
    let want = |l: &str| layer.is_none_or(|x| x == l);
    let mut out = vec![];
    if want("lessons") {
        let tier1: Vec<&str> = lessons::tier1(&memory.lessons)
            .into_iter()
            .map(|l| l.id.as_str())
            .collect();
        for l in &memory.lessons {
            let tier = if tier1.contains(&l.id.as_str()) {
                "Tier 1"
            } else {
                "Tier 2"
            };
            let source = match l.source {
                lessons::Source::Seed => "seed",
                lessons::Source::Learned => "learned",
                lessons::Source::Reported => "reported",
            };
            let mut detail = format!(
                "{tier} · {} · {source} · used {}×",
                l.category.as_str(),
                l.use_count
            );
            if let Some(c) = &l.failed_command {
                detail += &format!(" · when {c} fails");
            }
            if let Some(p) = &l.error_pattern {
                detail += &format!(" with “{p}”");
            }
            if !l.triggered_domains.is_empty() {
                detail += &format!(" · on {}", l.triggered_domains.join(", "));
            }
            out.push(Listed {
                layer: "lessons",
                id: l.id.clone(),
                title: l.lesson.clone(),
                detail,
                site: l.domain.clone().unwrap_or_default(),
                pinned: l.pinned,
                updated: l.last_used,
                editable: true,
            });
        }
    }
    if want("knowledge") {
        for f in &memory.facts {
            let shown = if f.pinned || f.confidence >= knowledge::INJECT_AT {
                "in the context"
            } else {
                "below the bar"
            };
            let detail = format!(
                "{} · {} · confidence {:.2} ({shown}) · seen {}× · from {}",
                f.kind.as_str(),
                f.key,
                f.confidence,
                f.sources,
                f.provenance.join(", ")
            );
            out.push(Listed {
                layer: "knowledge",
                id: f.id.clone(),
                title: f.value.clone(),
                detail,
                site: f.domain.clone(),
                pinned: f.pinned,
                updated: f.last_seen,
                editable: true,
            });
        }
    }
    if want("selectors") {
        for e in &memory.selectors {
            let best = e.locators.first();
            let detail = best.map_or(String::new(), |l| {
                format!(
                    "{} {} · worked {}×, failed {}× · {} locators",
                    l.kind,
                    l.value,
                    l.successes,
                    l.failures,
                    e.locators.len()
                )
            });
            let updated = e.locators.iter().map(|l| l.last_used).fold(0.0, f64::max);
            out.push(Listed {
                layer: "selectors",
                id: e.id.clone(),
                title: format!("{} “{}”", e.role, e.name),
                detail,
                site: e.site.clone(),
                pinned: e.pinned,
                updated,
                editable: false,
            });
        }
    }
    if want("trajectories") {
        for t in &memory.trajectories {
            let state = if t.confirmed {
                "confirmed"
            } else {
                "candidate (expires 30 days after last seen)"
            };
            let detail = format!(
                "{} · {state} · seen {}× · {} steps: {}",
                t.source,
                t.seen,
                t.steps.len(),
                t.steps.join(" → ")
            );
            out.push(Listed {
                layer: "trajectories",
                id: t.id.clone(),
                title: t.goal.clone(),
                detail,
                site: t.domain.clone(),
                pinned: t.pinned,
                updated: t.last_seen,
                editable: false,
            });
        }
    }
    if want("sessions") {
        for s in &memory.sessions {
            let verdict = if s.summary.success {
                "succeeded"
            } else {
                "did not succeed"
            };
            let detail = format!(
                "{verdict}: {} · {} steps, {} pages",
                s.summary.outcome, s.summary.cycles, s.summary.pages
            );
            out.push(Listed {
                layer: "sessions",
                id: format!("{}:{}", s.domain, s.summary.task_id),
                title: s.summary.goal.clone(),
                detail,
                site: s.domain.clone(),
                pinned: false,
                updated: s.summary.ended,
                editable: false,
            });
        }
    }
    if want("tasks") {
        for w in &memory.tasks {
            let last = w
                .cycles
                .last()
                .map(|c| format!(" · last: {} → {}", c.action, c.outcome))
                .unwrap_or_default();
            let detail = format!(
                "in progress · {} cycles, {} pages, {} notes, {} user facts{last}",
                w.total_cycles,
                w.visited.len(),
                w.notes.len(),
                w.user_facts.len()
            );
            let site = w
                .path
                .last()
                .and_then(|u| crate::urls::host(u))
                .unwrap_or_default();
            out.push(Listed {
                layer: "tasks",
                id: w.task_id.clone(),
                title: w.goal.clone(),
                detail,
                site,
                pinned: false,
                updated: w.cycles.last().map_or(w.started, |c| c.time),
                editable: false,
            });
        }
    }
    let words = crate::text::words(query);
    out.retain(|item| {
        let hay = crate::text::words(&format!(
            "{} {} {} {}",
            item.title, item.detail, item.site, item.layer
        ));
        words
            .iter()
            .all(|w| hay.iter().any(|h| h.starts_with(w.as_str())))
    });
    Ok(out)
}

/// An edit the Memory view makes.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum Edit {
    Delete {
        layer: String,
        id: String,
    },
    Pin {
        layer: String,
        id: String,
        pinned: bool,
    },
    /// New words for a lesson's advice or a fact's value.
    Text {
        layer: String,
        id: String,
        text: String,
    },
    /// A candidate procedure a person vouches for: it no longer expires.
    Confirm {
        id: String,
    },
    /// How many items each layer keeps at most (Settings); past them the least important go.
    Limits {
        limits: super::importance::Limits,
    },
}

pub fn edit(memory: &mut Memory, edit: &Edit) -> Result<(), String> {
    let missing = |layer: &str, id: &str| {
        format!(
            "No {layer} item {:?} (it may have been pruned or deleted).",
            crate::text::truncate(id, 80)
        )
    };
    match edit {
        Edit::Delete { layer, id } => {
            let before = count(memory, layer)?;
            match layer.as_str() {
                "lessons" => memory.lessons.retain(|x| x.id != *id),
                "knowledge" => memory.facts.retain(|x| x.id != *id),
                "selectors" => memory.selectors.retain(|x| x.id != *id),
                "trajectories" => memory.trajectories.retain(|x| x.id != *id),
                "sessions" => memory
                    .sessions
                    .retain(|s| format!("{}:{}", s.domain, s.summary.task_id) != *id),
                _ => memory.tasks.retain(|x| x.task_id != *id),
            }
            if count(memory, layer)? == before {
                return Err(missing(layer, id));
            }
        }
        Edit::Pin { layer, id, pinned } => {
            let flag = match layer.as_str() {
                "lessons" => memory.lessons.iter_mut().find(|x| x.id == *id).map(|x| &mut x.pinned),
                "knowledge" => memory.facts.iter_mut().find(|x| x.id == *id).map(|x| &mut x.pinned),
                "selectors" => memory.selectors.iter_mut().find(|x| x.id == *id).map(|x| &mut x.pinned),
                "trajectories" => memory.trajectories.iter_mut().find(|x| x.id == *id).map(|x| &mut x.pinned),
                other => return Err(format!("Items of {other:?} cannot be pinned; lessons, knowledge, selectors and trajectories can.")),
            };
            *flag.ok_or_else(|| missing(layer, id))? = *pinned;
        }
        Edit::Text { layer, id, text } => {
            let text = crate::text::squash(text);
            if text.is_empty() {
                return Err("The new text is empty; delete the item instead.".into());
            }
            match layer.as_str() {
                "lessons" => {
                    memory
                        .lessons
                        .iter_mut()
                        .find(|x| x.id == *id)
                        .ok_or_else(|| missing(layer, id))?
                        .lesson = crate::text::truncate(&text, lessons::MAX_LESSON_CHARS)
                }
                "knowledge" => {
                    memory
                        .facts
                        .iter_mut()
                        .find(|x| x.id == *id)
                        .ok_or_else(|| missing(layer, id))?
                        .value = crate::text::truncate(&text, knowledge::MAX_VALUE_CHARS)
                }
                other => {
                    return Err(format!(
                        "Items of {other:?} are not edited as text; lessons and knowledge are."
                    ))
                }
            }
        }
        Edit::Confirm { id } => {
            memory
                .trajectories
                .iter_mut()
                .find(|x| x.id == *id)
                .ok_or_else(|| missing("trajectories", id))?
                .confirmed = true
        }
        Edit::Limits { limits } => {
            memory.limits = limits.clamped();
            memory.maintain(now_of(memory));
        }
    }
    Ok(())
}

/// The latest time the memory has seen (its newest event), so applying limits prunes by the
/// same clock the memory was written with.
fn now_of(memory: &Memory) -> f64 {
    memory.events.0.last().map_or(0.0, |e| e.time)
}

fn count(memory: &Memory, layer: &str) -> Result<usize, String> {
    Ok(match layer {
        "lessons" => memory.lessons.len(),
        "knowledge" => memory.facts.len(),
        "selectors" => memory.selectors.len(),
        "trajectories" => memory.trajectories.len(),
        "sessions" => memory.sessions.len(),
        "tasks" => memory.tasks.len(),
        other => {
            return Err(format!(
                "layer must be one of {} (found {other:?}).",
                LAYERS.join(", ")
            ))
        }
    })
}

/// Records that a locator found an element during a replay (or failed to): the selector layer.
#[allow(clippy::too_many_arguments)]
pub fn selector_seen(
    memory: &mut Memory,
    url: &str,
    role: &str,
    name: &str,
    kind: &str,
    value: &str,
    worked: bool,
    now: f64,
) -> Result<(), String> {
    let site =
        crate::urls::host(url).ok_or_else(|| "A selector needs the page's address.".to_string())?;
    selectors::record(
        &mut memory.selectors,
        &site,
        role,
        name,
        kind,
        value,
        worked,
        now,
        &mut memory.events,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::knowledge::FactKind;
    use crate::memory::working::Cycle;

    const NOW: f64 = 1_800_000_000_000.0;

    #[test]
    fn recall_gives_the_errors_the_sites_and_the_general_lessons_once_each() {
        let mut m = Memory::fresh(NOW);
        let l = lessons::NewLesson {
            failed_command: Some("type".into()),
            error: Some("field is disabled".into()),
            fix: "Wait for it.".into(),
            ..Default::default()
        };
        m.record_lesson(&l, Some("a.test"), "agent", NOW).unwrap();
        m.observe_fact("shop.test", FactKind::Timing, "settle", "slow", "r", NOW)
            .unwrap();
        let e = ErrorSeen {
            command: "type".into(),
            error: "the field is disabled".into(),
        };
        let r = recall(&mut m, "buy", Some("https://shop.test/x"), Some(&e), NOW);
        assert_eq!(r.lessons[0].lesson, "Wait for it.");
        // The seed "type" lesson matches the command (+2) and is Tier 1: listed once.
        assert_eq!(r.lessons.len(), 4);
        assert_eq!(r.facts.len(), 1);
        let r = recall(&mut m, "buy", Some("https://bank.test/x"), None, NOW);
        assert_eq!((r.lessons.len(), r.facts.len()), (3, 0));
    }

    #[test]
    fn the_memory_view_lists_searches_pins_edits_confirms_and_deletes() {
        let mut m = Memory::fresh(NOW);
        m.observe_fact(
            "shop.test",
            FactKind::Quirk,
            "banner",
            "accept cookies first",
            "run-1",
            NOW,
        )
        .unwrap();
        m.record_cycle(
            "t1",
            "buy a lamp",
            &Cycle {
                action: "click Buy".into(),
                outcome: "success".into(),
                url: "https://shop.test/".into(),
                ..Default::default()
            },
            NOW,
        )
        .unwrap();
        m.end_task("t1", true, "bought", NOW).unwrap();
        let all = list(&m, None, "").unwrap();
        for layer in ["lessons", "knowledge", "trajectories", "sessions"] {
            assert!(all.iter().any(|x| x.layer == layer), "{layer}");
        }
        let found = list(&m, None, "cook shop").unwrap();
        assert_eq!(found.len(), 1);
        assert!(found[0].detail.contains("confidence 0.60 (in the context)"));
        let id = found[0].id.clone();
        edit(
            &mut m,
            &Edit::Text {
                layer: "knowledge".into(),
                id: id.clone(),
                text: "  accept  the cookies first ".into(),
            },
        )
        .unwrap();
        edit(
            &mut m,
            &Edit::Pin {
                layer: "knowledge".into(),
                id: id.clone(),
                pinned: true,
            },
        )
        .unwrap();
        assert_eq!(
            (m.facts[0].value.as_str(), m.facts[0].pinned),
            ("accept the cookies first", true)
        );
        let traj = m.trajectories[0].id.clone();
        edit(&mut m, &Edit::Confirm { id: traj }).unwrap();
        assert!(m.trajectories[0].confirmed);
        edit(
            &mut m,
            &Edit::Delete {
                layer: "knowledge".into(),
                id: id.clone(),
            },
        )
        .unwrap();
        assert!(m.facts.is_empty());
        // Near misses: a gone item, an unknown layer, a text edit of a layer that has none.
        assert!(edit(
            &mut m,
            &Edit::Delete {
                layer: "knowledge".into(),
                id
            }
        )
        .unwrap_err()
        .contains("No knowledge item"));
        assert!(edit(
            &mut m,
            &Edit::Delete {
                layer: "dreams".into(),
                id: "x".into()
            }
        )
        .unwrap_err()
        .contains("layer must be one of"));
        assert!(edit(
            &mut m,
            &Edit::Text {
                layer: "sessions".into(),
                id: "x".into(),
                text: "y".into()
            }
        )
        .is_err());
        let lesson = m.lessons[0].id.clone();
        assert!(edit(
            &mut m,
            &Edit::Text {
                layer: "lessons".into(),
                id: lesson,
                text: " ".into()
            }
        )
        .is_err());
        assert!(list(&m, Some("dreams"), "").is_err());
        // Limits: clamped to at least one; past them the least important go, seeds stay.
        let limits = crate::memory::importance::Limits {
            lessons: 0,
            ..Default::default()
        };
        edit(&mut m, &Edit::Limits { limits }).unwrap();
        assert_eq!(m.limits.lessons, 1);
        assert!(
            m.lessons.iter().all(|l| l.source == lessons::Source::Seed),
            "seeds are never pruned"
        );
        let session = list(&m, Some("sessions"), "").unwrap()[0].id.clone();
        edit(
            &mut m,
            &Edit::Delete {
                layer: "sessions".into(),
                id: session,
            },
        )
        .unwrap();
        assert!(m.sessions.is_empty());
    }

    #[test]
    fn a_context_request_uses_the_default_budget() {
        let mut m = Memory::fresh(NOW);
        let req: ContextRequest =
            serde_json::from_value(serde_json::json!({"task": "x", "url": "https://a.test/"}))
                .unwrap();
        let c = context(&mut m, &req, vec![], NOW);
        assert_eq!(c.budget_tokens, DEFAULT_BUDGET_TOKENS);
        assert!(c.context.contains("## Lessons from earlier runs"));
        assert!(
            selector_seen(&mut m, "not a url", "button", "Go", "css", "#go", true, NOW).is_err()
        );
    }
}
