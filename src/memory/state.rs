//! The experience memory as one stored value: every layer, the tasks in progress, the events
//! log and the limits. The operations here are what messages do; each layer's rules live in its
//! own module.

use super::importance::{importance, keep_most_important, Limits};
use super::knowledge::{self, Fact, FactKind, Observation};
use super::lessons::{self, Attempt, Lesson, NewLesson, Recorded, Source};
use super::selectors::{self, SelectorEntry};
use super::trajectories::{self, Session, Trajectory};
use super::working::{Cycle, Summary, Warnings, Working};
use super::{EventLog, DAY_MS};
use serde::{Deserialize, Serialize};

/// The stored shape's version (docs/FORMAT.md, `memory`).
pub const MEMORY_SCHEMA: u32 = 1;
/// Tasks whose working memory is kept at once: an agent that never ends its tasks must not
/// grow the memory without end (the oldest is summarised away).
pub const MAX_TASKS: usize = 20;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Memory {
    pub schema_version: u32,
    pub lessons: Vec<Lesson>,
    pub facts: Vec<Fact>,
    pub selectors: Vec<SelectorEntry>,
    pub trajectories: Vec<Trajectory>,
    pub sessions: Vec<Session>,
    /// Working memory of the tasks in progress.
    pub tasks: Vec<Working>,
    pub events: EventLog,
    pub limits: Limits,
    /// The seed lessons were added once; a person who deletes one does not get it back.
    pub seeded: bool,
}

impl Default for Memory {
    fn default() -> Self {
        Memory {
            schema_version: MEMORY_SCHEMA,
            lessons: vec![],
            facts: vec![],
            selectors: vec![],
            trajectories: vec![],
            sessions: vec![],
            tasks: vec![],
            events: EventLog::default(),
            limits: Limits::default(),
            seeded: false,
        }
    }
}

fn host_of(url: &str) -> String {
    crate::urls::host(url).unwrap_or_default()
}

impl Memory {
    /// A memory read from storage or a file: the version checked, the seeds added on first use,
    /// stale items pruned.
    pub fn from_value(value: serde_json::Value, now: f64) -> Result<Memory, String> {
        if value.is_null() {
            return Ok(Memory::fresh(now));
        }
        let version = value
            .get("schema_version")
            .and_then(|v| v.as_u64())
            .unwrap_or(0);
        if version != u64::from(MEMORY_SCHEMA) {
            return Err(format!("The experience memory has schema_version {version}; this procmem reads {MEMORY_SCHEMA}."));
        }
        let mut m: Memory = serde_json::from_value(value)
            .map_err(|e| format!("The experience memory is unreadable: {e}."))?;
        m.maintain(now);
        Ok(m)
    }

    /// A memory from the JSON text of its stored value (`null` when none is stored yet), as
    /// [`Memory::from_value`] reads it. The worker hands the memory over as text: one native
    /// JSON pass each way is many times faster than walking a megabyte of JS objects.
    pub fn from_json(text: &str, now: f64) -> Result<Memory, String> {
        // (Through a Value: reading the types straight from text would be a third of the time
        // faster at the largest memories but adds 74 KB to the module, which every cold start
        // pays.)
        let value: serde_json::Value = serde_json::from_str(text)
            .map_err(|e| format!("The experience memory is unreadable: {e}."))?;
        Memory::from_value(value, now)
    }

    pub fn fresh(now: f64) -> Memory {
        let mut m = Memory::default();
        m.maintain(now);
        m
    }

    /// First-use seeding, the layers' own pruning (90-day lessons, facts under 0.1, 30-day
    /// trajectories) and the limits of Settings.
    pub fn maintain(&mut self, now: f64) {
        if !self.seeded {
            self.lessons.extend(lessons::seeds(now));
            self.seeded = true;
        }
        lessons::prune(&mut self.lessons, now, &mut self.events);
        knowledge::prune(&mut self.facts, now, &mut self.events);
        trajectories::expire(&mut self.trajectories, now, &mut self.events);
        let l = self.limits.clamped();
        let age = |t: f64| (now - t) / DAY_MS;
        keep_most_important(
            &mut self.lessons,
            l.lessons,
            |x| x.pinned || x.source == Source::Seed,
            |x| importance(age(x.last_used), x.use_count, x.use_count, 0),
        );
        keep_most_important(
            &mut self.facts,
            l.facts,
            |x| x.pinned,
            |x| {
                importance(
                    age(x.last_seen),
                    x.sources,
                    (x.confidence * 10.0) as u32,
                    ((1.0 - x.confidence) * 10.0) as u32,
                )
            },
        );
        keep_most_important(
            &mut self.selectors,
            l.selectors,
            |x| x.pinned,
            |x| {
                let (s, f) = x.locators.iter().fold((0u32, 0u32), |(s, f), l| {
                    (s.saturating_add(l.successes), f.saturating_add(l.failures))
                });
                let last = x
                    .locators
                    .iter()
                    .map(|l| l.last_used)
                    .fold(f64::MIN, f64::max);
                importance(age(last), s.saturating_add(f), s, f)
            },
        );
        keep_most_important(
            &mut self.trajectories,
            l.trajectories,
            |x| x.pinned || x.confirmed,
            |x| importance(age(x.last_seen), x.seen, x.seen, 0),
        );
    }

    fn task(&mut self, task_id: &str, goal: &str, now: f64) -> &mut Working {
        let id = crate::text::truncate(task_id.trim(), 100);
        if let Some(i) = self.tasks.iter().position(|t| t.task_id == id) {
            return &mut self.tasks[i];
        }
        if self.tasks.len() >= MAX_TASKS {
            let oldest = self
                .tasks
                .iter()
                .enumerate()
                .min_by(|a, b| a.1.started.total_cmp(&b.1.started))
                .map(|(i, _)| i)
                .expect("full");
            let w = self.tasks.remove(oldest);
            let last = w.path.last().cloned().unwrap_or_default();
            let s = w.summarise(false, "left unfinished", now, &mut self.events);
            trajectories::remember_session(&mut self.sessions, &host_of(&last), s);
        }
        self.tasks.push(Working::new(&id, goal, now));
        self.tasks.last_mut().expect("just pushed")
    }

    /// `procmem.cycle.record`: one thought → action → observation → outcome of an agent's task.
    pub fn record_cycle(
        &mut self,
        task_id: &str,
        goal: &str,
        cycle: &Cycle,
        now: f64,
    ) -> Result<Warnings, String> {
        if task_id.trim().is_empty() {
            return Err("A cycle needs its task_id.".into());
        }
        let mut events = std::mem::take(&mut self.events);
        let w = self.task(task_id, goal, now);
        if w.goal.is_empty() && !goal.trim().is_empty() {
            w.goal = crate::text::truncate(&crate::text::squash(goal), 500);
        }
        let warnings = w.record(cycle, now, &mut events);
        self.events = events;
        Ok(warnings)
    }

    pub fn working(&self, task_id: &str) -> Option<&Working> {
        self.tasks.iter().find(|t| t.task_id == task_id.trim())
    }

    pub fn set_user_fact(
        &mut self,
        task_id: &str,
        label: &str,
        value: &str,
        now: f64,
    ) -> Result<(), String> {
        if task_id.trim().is_empty() {
            return Err("A user fact belongs to a task: give its task_id.".into());
        }
        self.task(task_id, "", now).set_user_fact(label, value)
    }

    pub fn note(&mut self, task_id: &str, text: &str, now: f64) {
        self.task(task_id, "", now).note(text);
    }

    /// The task ended: its working memory becomes a session of its site (user facts dropped);
    /// a success whose cycles did something becomes a candidate procedure, and its failures
    /// followed by what worked become lessons.
    pub fn end_task(
        &mut self,
        task_id: &str,
        success: bool,
        outcome: &str,
        now: f64,
    ) -> Result<Summary, String> {
        let Some(i) = self.tasks.iter().position(|t| t.task_id == task_id.trim()) else {
            return Err(format!(
                "No task {:?} is in progress.",
                crate::text::truncate(task_id, 100)
            ));
        };
        let w = self.tasks.remove(i);
        let summary = w.summarise(success, outcome, now, &mut self.events);
        let host = host_of(&summary.final_url);
        if !host.is_empty() {
            trajectories::remember_session(&mut self.sessions, &host, summary.clone());
        }
        // A failed action followed by one that worked: the agent's own recovery.
        let attempt = |c: &Cycle, ok: bool| Attempt {
            command: commands_of(&c.action),
            target: "task".into(),
            ok,
            error: (!ok).then(|| c.error_text()),
            host: host_of(&c.url),
            by: "agent".into(),
        };
        for pair in w
            .cycles
            .windows(2)
            .filter(|p| p[0].failed() && !p[1].failed())
        {
            let from = format!("task {}", summary.task_id);
            lessons::learn_from_attempts(
                &mut self.lessons,
                &[attempt(&pair[0], false), attempt(&pair[1], true)],
                &from,
                now,
                &mut self.events,
            );
        }
        if success && !host.is_empty() {
            let steps: Vec<String> = w
                .cycles
                .iter()
                .filter(|c| !c.failed())
                .map(|c| c.action.clone())
                .filter(|a| !a.trim().is_empty())
                .collect();
            if !steps.is_empty() {
                let _ = trajectories::record(
                    &mut self.trajectories,
                    &summary.goal,
                    &host,
                    &steps,
                    now,
                    &mut self.events,
                );
            }
        }
        self.maintain(now);
        Ok(summary)
    }

    /// `procmem.lesson.record`.
    pub fn record_lesson(
        &mut self,
        new: &NewLesson,
        host: Option<&str>,
        from: &str,
        now: f64,
    ) -> Result<Recorded, String> {
        lessons::record(
            &mut self.lessons,
            new,
            Source::Reported,
            host,
            from,
            now,
            &mut self.events,
        )
    }

    /// What a run taught: failure → recovery lessons, site facts and the locators that worked.
    pub fn learn_from_run(
        &mut self,
        run_id: &str,
        host: &str,
        attempts: &[Attempt],
        observations: &[Observation],
        now: f64,
    ) -> Vec<Recorded> {
        let out = lessons::learn_from_attempts(
            &mut self.lessons,
            attempts,
            run_id,
            now,
            &mut self.events,
        );
        if !host.is_empty() {
            knowledge::learn(
                &mut self.facts,
                host,
                observations,
                run_id,
                now,
                &mut self.events,
            );
        }
        self.maintain(now);
        out
    }

    pub fn observe_fact(
        &mut self,
        domain: &str,
        kind: FactKind,
        key: &str,
        value: &str,
        from: &str,
        now: f64,
    ) -> Result<String, String> {
        knowledge::observe(
            &mut self.facts,
            domain,
            kind,
            key,
            value,
            from,
            now,
            &mut self.events,
        )
    }

    #[allow(clippy::too_many_arguments)]
    pub fn record_selector(
        &mut self,
        site: &str,
        role: &str,
        name: &str,
        kind: &str,
        value: &str,
        worked: bool,
        now: f64,
    ) -> Result<(), String> {
        selectors::record(
            &mut self.selectors,
            site,
            role,
            name,
            kind,
            value,
            worked,
            now,
            &mut self.events,
        )
    }
}

/// Words an agent's action uses for what it does.
const COMMAND_WORDS: &[&str] = &[
    "click", "type", "fill", "press", "select", "check", "uncheck", "scroll", "hover", "wait",
    "navigate", "goto", "open", "submit", "drag", "upload", "reload", "back",
];

/// The commands of an agent's action, without what it acted on ("click Search then type
/// lantern" → "click then type"), so the same recovery on another page is the same lesson;
/// an action in other words keeps its first word.
fn commands_of(action: &str) -> String {
    let words = crate::text::words(action);
    let mut found: Vec<&str> = vec![];
    for w in &words {
        if let Some(c) = COMMAND_WORDS.iter().find(|c| **c == w.as_str()) {
            if found.last() != Some(c) {
                found.push(c);
            }
        }
    }
    if found.is_empty() {
        return words.into_iter().next().unwrap_or_default();
    }
    found.join(" then ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const NOW: f64 = 1_800_000_000_000.0;

    fn cycle(action: &str, outcome: &str, url: &str) -> Cycle {
        Cycle {
            action: action.into(),
            outcome: outcome.into(),
            url: url.into(),
            ..Default::default()
        }
    }

    #[test]
    fn a_fresh_memory_has_the_seeds_once_and_round_trips() {
        let mut m = Memory::fresh(NOW);
        assert_eq!(m.lessons.len(), 3);
        m.lessons.remove(0);
        let back = Memory::from_value(serde_json::to_value(&m).unwrap(), NOW).unwrap();
        assert_eq!(back.lessons.len(), 2, "a deleted seed stays deleted");
        assert_eq!(
            Memory::from_value(serde_json::Value::Null, NOW)
                .unwrap()
                .lessons
                .len(),
            3
        );
        // Near misses: another version, a wrong shape.
        assert!(Memory::from_value(json!({"schema_version": 2}), NOW)
            .unwrap_err()
            .contains("schema_version 2"));
        assert!(
            Memory::from_value(json!({"schema_version": 1, "lessons": 7}), NOW)
                .unwrap_err()
                .contains("unreadable")
        );
    }

    #[test]
    fn a_task_ends_as_a_session_a_candidate_procedure_and_lessons() {
        let mut m = Memory::fresh(NOW);
        m.record_cycle(
            "t1",
            "Search the shop for a lantern",
            &cycle("open https://shop.test", "success", "https://shop.test/"),
            NOW,
        )
        .unwrap();
        m.set_user_fact("t1", "Shipping name", "Ada Lovelace", NOW)
            .unwrap();
        m.record_cycle(
            "t1",
            "",
            &cycle(
                "fill Search with lantern",
                "error: element is not editable",
                "https://shop.test/",
            ),
            NOW,
        )
        .unwrap();
        m.record_cycle(
            "t1",
            "",
            &cycle(
                "click Search then type lantern",
                "success",
                "https://shop.test/",
            ),
            NOW,
        )
        .unwrap();
        m.record_cycle(
            "t1",
            "",
            &cycle(
                "press Enter",
                "success",
                "https://shop.test/search?q=lantern",
            ),
            NOW,
        )
        .unwrap();
        let s = m.end_task("t1", true, "found it", NOW + 10.0).unwrap();
        assert_eq!(s.cycles, 4);
        assert!(m.tasks.is_empty());
        assert_eq!(
            trajectories::sessions_for(&m.sessions, "shop.test").len(),
            1
        );
        assert_eq!(m.trajectories.len(), 1);
        assert_eq!(m.trajectories[0].steps.len(), 3);
        let learned = m
            .lessons
            .iter()
            .find(|l| l.source == Source::Learned)
            .unwrap();
        assert_eq!(
            learned.lesson,
            "If fill fails with \"element is not editable\", click then type instead."
        );
        assert_eq!(commands_of("Scroll down, then scroll again"), "scroll");
        assert_eq!(commands_of("Dismiss the banner"), "dismiss");
        assert!(
            !serde_json::to_string(&m).unwrap().contains("Ada"),
            "user facts end with the task"
        );
        // Near miss: a failed task is a session but no candidate procedure.
        m.record_cycle(
            "t2",
            "Buy a lamp",
            &cycle("click Buy", "failure: sold out", "https://shop.test/lamp"),
            NOW,
        )
        .unwrap();
        m.end_task("t2", false, "sold out", NOW + 20.0).unwrap();
        assert_eq!(m.trajectories.len(), 1);
        assert!(m
            .end_task("t2", true, "", NOW)
            .unwrap_err()
            .contains("No task"));
    }

    #[test]
    fn tasks_never_ended_are_bounded() {
        let mut m = Memory::fresh(NOW);
        for i in 0..MAX_TASKS + 3 {
            m.record_cycle(
                &format!("t{i}"),
                "g",
                &cycle("look", "success", "https://a.test/"),
                NOW + i as f64,
            )
            .unwrap();
        }
        assert_eq!(m.tasks.len(), MAX_TASKS);
        assert!(m.working("t0").is_none() && m.working("t22").is_some());
        assert!(m
            .record_cycle(" ", "g", &cycle("look", "success", ""), NOW)
            .is_err());
    }

    #[test]
    fn limits_prune_the_least_important_and_keep_seeds() {
        let mut m = Memory::fresh(NOW);
        m.limits.lessons = 4;
        for i in 0..6 {
            let l = NewLesson {
                failed_command: Some(format!("c{i}")),
                error: Some("went badly wrong".into()),
                fix: format!("fix {i}"),
                ..Default::default()
            };
            m.record_lesson(&l, Some("a.test"), "agent", NOW - f64::from(i) * DAY_MS)
                .unwrap();
        }
        m.maintain(NOW);
        assert_eq!(m.lessons.len(), 4);
        assert_eq!(
            m.lessons
                .iter()
                .filter(|l| l.source == Source::Seed)
                .count(),
            3
        );
        assert_eq!(
            m.lessons[3].lesson, "fix 0",
            "the most recent learned lesson stays"
        );
    }
}
