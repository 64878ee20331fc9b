//! The experience memory in an export file (docs/FORMAT.md, `memory`): what leaves a browser
//! (every layer it learned — not the tasks in progress, the events log or the limits, which are
//! this browser's own), the rules a file from elsewhere is held to, and how an imported memory
//! merges into the one kept.
//!
//! Merging is idempotent: importing the same file twice, or a file exported from this same
//! memory, changes nothing. Counts are merged by their larger value (never summed), times by
//! the later use and the earlier creation, flags by "either", and an item is the same item when
//! its layer says so (a lesson by its command and error phrase, a fact by its site, kind, key and
//! value, a selector by its site, role and name, a trajectory by its site and a goal sharing more
//! than half its terms, a session by its site and task).

use super::knowledge::{Fact, MAX_KEY_CHARS, MAX_VALUE_CHARS};
use super::lessons::{self, Category, Lesson, Source, MAX_LESSON_CHARS, MAX_TRIGGERED_DOMAINS};
use super::selectors::{self, Locator, SelectorEntry, MAX_LOCATORS, MAX_LOCATOR_CHARS};
use super::trajectories::{self, Session, Trajectory, MAX_STEPS, MAX_STEP_CHARS};
use super::working::MAX_FIELD_CHARS;
use super::{phrase, stable_id, Memory};
use crate::secrets::mask_in_agent_text;
use crate::storage::check_id;
use crate::storage::content::{markup, time, web_address};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// Items per layer a file may carry: the largest limit Settings allow.
pub const MAX_ITEMS: usize = super::importance::MAX_LIMIT;
/// Where an item was learned: the latest few (run ids, "agent", "person", "seed").
const MAX_PROVENANCE: usize = 10;
const MAX_PROVENANCE_CHARS: usize = 80;
const MAX_SESSIONS: usize = 10_000;

/// The layers of a memory as an export carries them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct MemoryExport {
    pub lessons: Vec<Lesson>,
    pub facts: Vec<Fact>,
    pub selectors: Vec<SelectorEntry>,
    pub trajectories: Vec<Trajectory>,
    pub sessions: Vec<Session>,
}

/// How many items of each layer an import added and merged into ones already kept.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Merged {
    pub added: usize,
    pub merged: usize,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Imported {
    pub lessons: Merged,
    pub facts: Merged,
    pub selectors: Merged,
    pub trajectories: Merged,
    pub sessions: Merged,
}

/// What an agent or a page wrote, as it leaves: masked of secret values again whatever is
/// stored (a memory kept before a class of secret was masked leaves without it too).
fn masked(text: &str) -> String {
    mask_in_agent_text(text)
}

/// The memory's layers for an export, without the tasks in progress, the events or the limits.
pub fn export(memory: &Memory) -> MemoryExport {
    let mut x = MemoryExport {
        lessons: memory.lessons.clone(),
        facts: memory.facts.clone(),
        selectors: memory.selectors.clone(),
        trajectories: memory.trajectories.clone(),
        sessions: memory.sessions.clone(),
    };
    for l in &mut x.lessons {
        l.lesson = masked(&l.lesson);
    }
    for f in &mut x.facts {
        f.value = masked(&f.value);
    }
    for t in &mut x.trajectories {
        t.goal = masked(&t.goal);
        t.steps.iter_mut().for_each(|s| *s = masked(s));
    }
    for s in &mut x.sessions {
        let sum = &mut s.summary;
        sum.goal = masked(&sum.goal);
        sum.outcome = masked(&sum.outcome);
        sum.final_url = crate::urls::redact(&sum.final_url);
        for f in &mut sum.failures {
            f.action = masked(&f.action);
            f.error = masked(&f.error);
        }
    }
    x
}

// ---- The rules a file from elsewhere is held to: what procmem itself writes, nothing else.
// ---- Each failure is one sentence without a full stop (the import adds it).

fn text(at: &str, what: &str, s: &str, max: usize, required: bool) -> Result<(), String> {
    if required && s.trim().is_empty() {
        return Err(format!("{at} has an empty {what}"));
    }
    let n = s.chars().count();
    if n > max {
        return Err(format!(
            "{at}: its {what} is {n} characters long; procmem keeps at most {max}"
        ));
    }
    if s.chars().any(|c| c.is_control()) {
        return Err(format!(
            "{at}: its {what} holds a control character, which procmem never keeps"
        ));
    }
    if let Some(found) = markup(s) {
        return Err(format!(
            "{at}: its {what} carries markup ({found}), which procmem refuses in what it remembers"
        ));
    }
    Ok(())
}

/// A site as the memory keeps it: a host name (with its port), lower-case, no scheme or path.
fn site(at: &str, what: &str, s: &str) -> Result<(), String> {
    let ok = !s.is_empty()
        && s.len() <= 253
        && s.chars().all(|c| {
            c.is_ascii_lowercase()
                || c.is_ascii_digit()
                || matches!(c, '.' | '-' | ':' | '_' | '[' | ']')
        });
    if ok {
        return Ok(());
    }
    Err(format!(
        "{at}: its {what} {} is not a site's host name (lower-case letters, digits, dots, dashes and a port)",
        crate::storage::import::quoted(s)
    ))
}

fn many<T>(what: &str, items: &[T], max: usize) -> Result<(), String> {
    if items.len() > max {
        return Err(format!(
            "the memory holds {} {what}; procmem keeps at most {max}",
            items.len()
        ));
    }
    Ok(())
}

fn provenance(at: &str, list: &[String]) -> Result<(), String> {
    if list.len() > MAX_PROVENANCE {
        return Err(format!(
            "{at} names {} places it was learned; procmem keeps the latest {MAX_PROVENANCE}",
            list.len()
        ));
    }
    list.iter()
        .try_for_each(|p| text(at, "provenance", p, MAX_PROVENANCE_CHARS, true))
}

fn lesson(l: &Lesson) -> Result<(), String> {
    check_id(&l.id).map_err(|e| format!("a lesson has an {e}"))?;
    let at = format!("lesson {}", l.id);
    text(&at, "advice", &l.lesson, MAX_LESSON_CHARS, true)?;
    if let Some(c) = &l.failed_command {
        text(&at, "failed command", c, 60, true)?;
    }
    if let Some(e) = &l.error_pattern {
        text(&at, "error phrase", e, 200, true)?;
        let words = crate::text::words(e).len();
        if words > lessons::MAX_PHRASE_WORDS {
            return Err(format!(
                "{at}: its error phrase has {words} words; procmem keeps at most {}",
                lessons::MAX_PHRASE_WORDS
            ));
        }
    }
    if let Some(d) = &l.domain {
        site(&at, "domain", d)?;
    }
    if l.category == Category::SiteSpecific && l.domain.is_none() {
        return Err(format!("{at} is site_specific but names no domain"));
    }
    time(&at, "created", l.created)?;
    time(&at, "last_used", l.last_used)?;
    if l.triggered_domains.len() > MAX_TRIGGERED_DOMAINS {
        return Err(format!(
            "{at} names {} sites it helped on; procmem keeps at most {MAX_TRIGGERED_DOMAINS}",
            l.triggered_domains.len()
        ));
    }
    for d in &l.triggered_domains {
        site(&at, "site", d)?;
    }
    provenance(&at, &l.provenance)
}

fn fact(f: &Fact) -> Result<(), String> {
    check_id(&f.id).map_err(|e| format!("a site fact has an {e}"))?;
    let at = format!("site fact {}", f.id);
    site(&at, "domain", &f.domain)?;
    text(&at, "key", &f.key, MAX_KEY_CHARS, true)?;
    text(&at, "value", &f.value, MAX_VALUE_CHARS, true)?;
    if !(f.confidence.is_finite() && (0.0..=1.0).contains(&f.confidence)) {
        return Err(format!(
            "{at}: its confidence must be a number from 0 to 1 (found {})",
            f.confidence
        ));
    }
    time(&at, "first_seen", f.first_seen)?;
    time(&at, "last_seen", f.last_seen)?;
    provenance(&at, &f.provenance)
}

const LOCATOR_KINDS: &[&str] = &["css", "xpath", "test_id", "role_name", "text"];

fn selector(e: &SelectorEntry) -> Result<(), String> {
    check_id(&e.id).map_err(|err| format!("a selector entry has an {err}"))?;
    let at = format!("selector entry {}", e.id);
    site(&at, "site", &e.site)?;
    if !e.role.is_empty() && !crate::recording::is_plain_word(&e.role) {
        return Err(format!(
            "{at}: its role {} is not an ARIA role word",
            crate::storage::import::quoted(&e.role)
        ));
    }
    text(&at, "name", &e.name, 200, false)?;
    if e.role.is_empty() && e.name.trim().is_empty() {
        return Err(format!(
            "{at} has neither a role nor a name to know the element by"
        ));
    }
    if e.locators.is_empty() || e.locators.len() > MAX_LOCATORS {
        return Err(format!(
            "{at} holds {} locators; procmem keeps 1 to {MAX_LOCATORS}",
            e.locators.len()
        ));
    }
    for l in &e.locators {
        if !LOCATOR_KINDS.contains(&l.kind.as_str()) {
            return Err(format!(
                "{at}: a locator's kind is {}, not one of {}",
                crate::storage::import::quoted(&l.kind),
                LOCATOR_KINDS.join(", ")
            ));
        }
        text(&at, "locator", &l.value, MAX_LOCATOR_CHARS, true)?;
        time(&at, "a locator's last_used", l.last_used)?;
    }
    Ok(())
}

fn trajectory(t: &Trajectory) -> Result<(), String> {
    check_id(&t.id).map_err(|e| format!("a trajectory has an {e}"))?;
    let at = format!("trajectory {}", t.id);
    if t.source != "agent_trajectory" {
        return Err(format!(
            "{at}: its source is {}, not \"agent_trajectory\"",
            crate::storage::import::quoted(&t.source)
        ));
    }
    text(&at, "goal", &t.goal, 300, true)?;
    site(&at, "domain", &t.domain)?;
    if t.steps.is_empty() || t.steps.len() > MAX_STEPS {
        return Err(format!(
            "{at} has {} steps; procmem keeps 1 to {MAX_STEPS}",
            t.steps.len()
        ));
    }
    for s in &t.steps {
        text(&at, "step", s, MAX_STEP_CHARS, true)?;
    }
    time(&at, "created", t.created)?;
    time(&at, "last_seen", t.last_seen)
}

fn session(s: &Session) -> Result<(), String> {
    let sum = &s.summary;
    text("a session", "task id", &sum.task_id, 100, true)?;
    let at = format!("session {}", sum.task_id);
    site(&at, "domain", &s.domain)?;
    text(&at, "goal", &sum.goal, MAX_FIELD_CHARS, false)?;
    text(&at, "outcome", &sum.outcome, MAX_FIELD_CHARS, false)?;
    web_address(&at, "final_url", &sum.final_url)?;
    text(&at, "final_url", &sum.final_url, 2_000, false)?;
    if sum.failures.len() > super::working::MAX_CYCLES {
        return Err(format!(
            "{at} lists {} failures; a task keeps at most {}",
            sum.failures.len(),
            super::working::MAX_CYCLES
        ));
    }
    for f in &sum.failures {
        text(&at, "failed action", &f.action, MAX_FIELD_CHARS, false)?;
        text(&at, "failure", &f.error, MAX_FIELD_CHARS, false)?;
    }
    time(&at, "started", sum.started)?;
    time(&at, "ended", sum.ended)
}

/// Checks an imported memory against what procmem writes; the first problem is the sentence.
pub fn check(x: &MemoryExport) -> Result<(), String> {
    many("lessons", &x.lessons, MAX_ITEMS)?;
    many("site facts", &x.facts, MAX_ITEMS)?;
    many("selector entries", &x.selectors, MAX_ITEMS)?;
    many("trajectories", &x.trajectories, MAX_ITEMS)?;
    many("sessions", &x.sessions, MAX_SESSIONS)?;
    x.lessons.iter().try_for_each(lesson)?;
    x.facts.iter().try_for_each(fact)?;
    x.selectors.iter().try_for_each(selector)?;
    x.trajectories.iter().try_for_each(trajectory)?;
    x.sessions.iter().try_for_each(session)
}

// ---- Merging.

fn union_bounded(into: &mut Vec<String>, from: &[String], max: usize) {
    for s in from {
        if !into.contains(s) {
            into.push(s.clone());
        }
    }
    let extra = into.len().saturating_sub(max);
    into.drain(..extra);
}

fn merge_lessons(kept: &mut Vec<Lesson>, from: Vec<Lesson>, now: f64, m: &mut Memory) -> Merged {
    let mut out = Merged::default();
    for mut l in from {
        let key = lessons::dedup_key(&l);
        if let Some(k) = kept.iter_mut().find(|k| lessons::dedup_key(k) == key) {
            k.use_count = k.use_count.max(l.use_count);
            k.last_used = k.last_used.max(l.last_used);
            k.created = k.created.min(l.created);
            k.pinned |= l.pinned;
            union_bounded(
                &mut k.triggered_domains,
                &l.triggered_domains,
                MAX_TRIGGERED_DOMAINS,
            );
            union_bounded(&mut k.provenance, &l.provenance, MAX_PROVENANCE);
            // A best practice elsewhere is one here too (promotion only goes up).
            if l.category == Category::BestPractice && k.category == Category::ErrorRecovery {
                k.category = Category::BestPractice;
            }
            lessons::promote(k, now, &mut m.events);
            out.merged += 1;
            continue;
        }
        // A file's lesson is learned elsewhere, whatever it says it was: only this memory's own
        // first use adds the shipped seeds.
        if l.source == Source::Seed {
            l.source = Source::Reported;
        }
        l.lesson = masked(&l.lesson);
        if kept.iter().any(|k| k.id == l.id) {
            l.id = stable_id("lesson", &[&key.0, &key.1, &key.2]);
        }
        kept.push(l);
        out.added += 1;
    }
    out
}

fn merge_facts(kept: &mut Vec<Fact>, from: Vec<Fact>) -> Merged {
    let mut out = Merged::default();
    let same = |a: &Fact, b: &Fact| {
        a.domain == b.domain
            && a.kind == b.kind
            && phrase(&a.key) == phrase(&b.key)
            && phrase(&a.value) == phrase(&b.value)
    };
    for mut f in from {
        if let Some(k) = kept.iter_mut().find(|k| same(k, &f)) {
            k.confidence = k.confidence.max(f.confidence);
            k.sources = k.sources.max(f.sources);
            k.first_seen = k.first_seen.min(f.first_seen);
            k.last_seen = k.last_seen.max(f.last_seen);
            k.pinned |= f.pinned;
            union_bounded(&mut k.provenance, &f.provenance, MAX_PROVENANCE);
            out.merged += 1;
            continue;
        }
        f.value = masked(&f.value);
        f.id = stable_id(
            "fact",
            &[
                &f.domain,
                f.kind.as_str(),
                &phrase(&f.key),
                &phrase(&f.value),
            ],
        );
        kept.push(f);
        out.added += 1;
    }
    out
}

fn merge_selectors(kept: &mut Vec<SelectorEntry>, from: Vec<SelectorEntry>) -> Merged {
    let mut out = Merged::default();
    for mut e in from {
        // Who the element is decides, not the id a file says it has.
        e.id = selectors::identity_id(&e.site, &e.role, &e.name);
        let Some(k) = kept.iter_mut().find(|k| k.id == e.id) else {
            kept.push(e);
            out.added += 1;
            continue;
        };
        for l in e.locators {
            match k
                .locators
                .iter_mut()
                .find(|x| x.kind == l.kind && x.value == l.value)
            {
                Some(x) => {
                    x.successes = x.successes.max(l.successes);
                    x.failures = x.failures.max(l.failures);
                    x.last_used = x.last_used.max(l.last_used);
                }
                None => k.locators.push(Locator { ..l }),
            }
        }
        k.pinned |= e.pinned;
        selectors::tidy(&mut k.locators);
        out.merged += 1;
    }
    out
}

fn merge_trajectories(kept: &mut Vec<Trajectory>, from: Vec<Trajectory>) -> Merged {
    let mut out = Merged::default();
    for mut t in from {
        let best = kept
            .iter_mut()
            .filter(|k| k.domain == t.domain)
            .map(|k| (trajectories::jaccard(&k.goal, &t.goal), k))
            .filter(|(j, _)| *j > trajectories::MERGE_JACCARD)
            .max_by(|a, b| a.0.total_cmp(&b.0));
        if let Some((_, k)) = best {
            if t.last_seen > k.last_seen {
                k.steps = t.steps;
            }
            k.seen = k.seen.max(t.seen);
            k.last_seen = k.last_seen.max(t.last_seen);
            k.created = k.created.min(t.created);
            k.confirmed |= t.confirmed;
            k.pinned |= t.pinned;
            out.merged += 1;
            continue;
        }
        t.goal = masked(&t.goal);
        t.steps.iter_mut().for_each(|s| *s = masked(s));
        t.id = stable_id("traj", &[&t.domain, &t.goal]);
        kept.push(t);
        out.added += 1;
    }
    out
}

fn merge_sessions(kept: &mut Vec<Session>, from: Vec<Session>) -> Merged {
    let mut out = Merged::default();
    for s in from {
        let here = kept
            .iter()
            .find(|k| k.domain == s.domain && k.summary.task_id == s.summary.task_id);
        match here {
            Some(k) if k.summary.ended >= s.summary.ended => out.merged += 1,
            _ => {
                if here.is_some() {
                    out.merged += 1;
                } else {
                    out.added += 1;
                }
                let domain = s.domain.clone();
                trajectories::remember_session(kept, &domain, s.summary);
            }
        }
    }
    out
}

/// Checks an imported memory and merges it into `memory`; a memory that fails a check changes
/// nothing.
pub fn import(memory: &mut Memory, x: MemoryExport, now: f64) -> Result<Imported, String> {
    check(&x)?;
    Ok(merge(memory, x, now))
}

/// Merges an imported memory into `memory` (checked first with [`check`]), then applies the
/// layers' pruning and the limits of Settings as any use does.
pub fn merge(memory: &mut Memory, x: MemoryExport, now: f64) -> Imported {
    let mut lessons = std::mem::take(&mut memory.lessons);
    let done = Imported {
        lessons: merge_lessons(&mut lessons, x.lessons, now, memory),
        facts: merge_facts(&mut memory.facts, x.facts),
        selectors: merge_selectors(&mut memory.selectors, x.selectors),
        trajectories: merge_trajectories(&mut memory.trajectories, x.trajectories),
        sessions: merge_sessions(&mut memory.sessions, x.sessions),
    };
    memory.lessons = lessons;
    memory.events.push(
        "memory_imported",
        now,
        serde_json::to_value(&done).unwrap_or_else(|_| json!({})),
    );
    memory.maintain(now);
    done
}

#[cfg(test)]
#[path = "exchange_tests.rs"]
mod tests;
