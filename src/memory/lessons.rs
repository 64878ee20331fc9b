//! Lessons: failure → recovery advice in two tiers (seed 000).
//!
//! Tier 1 holds general advice (categories `tool_fallback` and `best_practice`), at most
//! [`TIER1_MAX`], always in the context. Tier 2 is recalled: on an error (a lesson for the same
//! command scores [`SAME_COMMAND`], one whose error phrase the error says scores
//! [`ERROR_PHRASE`]; the best [`RECALL_MAX`]) and on a change of site (lessons of that domain or
//! a subdomain relation of it; the best [`RECALL_MAX`]). The same (command, error phrase) learned
//! again is one lesson used once more; a general `error_recovery` lesson used [`PROMOTE_USES`]
//! times on [`PROMOTE_DOMAINS`] sites becomes a `best_practice` of Tier 1; a learned lesson not
//! used for [`PRUNE_AFTER_DAYS`] days with fewer than [`PRUNE_BELOW_USES`] uses is pruned (seed
//! lessons and pinned ones never are).

use super::{contains_phrase, phrase, stable_id, EventLog, DAY_MS};
use crate::text::{squash, truncate};
use crate::urls::domain_match;
use serde::{Deserialize, Serialize};
use serde_json::json;

pub const TIER1_MAX: usize = 10;
pub const RECALL_MAX: usize = 3;
pub const SAME_COMMAND: u32 = 2;
pub const ERROR_PHRASE: u32 = 3;
pub const PROMOTE_USES: u32 = 5;
pub const PROMOTE_DOMAINS: usize = 3;
pub const PRUNE_AFTER_DAYS: f64 = 90.0;
pub const PRUNE_BELOW_USES: u32 = 5;
/// A lesson's advice is a sentence or two, not a page.
pub const MAX_LESSON_CHARS: usize = 300;
/// Error phrases are a few words: the part of an error that names the failure.
pub const MAX_PHRASE_WORDS: usize = 6;
/// Where a lesson was learned: the latest few are kept (run ids, "agent", "seed").
pub const MAX_PROVENANCE: usize = 10;
/// Sites a lesson helped on: enough to promote and to show, bounded.
pub const MAX_TRIGGERED_DOMAINS: usize = 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    ToolFallback,
    BestPractice,
    ErrorRecovery,
    SiteSpecific,
}

impl Category {
    pub fn parse(s: &str) -> Result<Self, String> {
        serde_json::from_value(json!(s)).map_err(|_| {
            format!("category must be tool_fallback, best_practice, error_recovery or site_specific (found {s:?}).")
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Category::ToolFallback => "tool_fallback",
            Category::BestPractice => "best_practice",
            Category::ErrorRecovery => "error_recovery",
            Category::SiteSpecific => "site_specific",
        }
    }

    fn tier1(self) -> bool {
        matches!(self, Category::ToolFallback | Category::BestPractice)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// Shipped with procmem; never pruned.
    Seed,
    /// Learned from a run: a failed step and what fixed it.
    Learned,
    /// Said by an agent or a person (`procmem.lesson.record`, the Memory view).
    Reported,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Lesson {
    pub id: String,
    pub lesson: String,
    pub category: Category,
    #[serde(default)]
    pub failed_command: Option<String>,
    #[serde(default)]
    pub error_pattern: Option<String>,
    #[serde(default)]
    pub domain: Option<String>,
    pub use_count: u32,
    pub created: f64,
    pub last_used: f64,
    pub source: Source,
    #[serde(default)]
    pub triggered_domains: Vec<String>,
    #[serde(default)]
    pub pinned: bool,
    #[serde(default)]
    pub provenance: Vec<String>,
}

/// A lesson to record, as `procmem.lesson.record` or a run's learning gives it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct NewLesson {
    pub category: Option<String>,
    pub failed_command: Option<String>,
    /// The error as it was said; its key phrase is kept.
    pub error: Option<String>,
    /// The advice.
    pub fix: String,
    pub domain: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Recorded {
    pub id: String,
    pub deduplicated: bool,
    pub promoted: bool,
}

/// The three lessons every memory starts with (seed 000's, in this product's words).
pub fn seeds(now: f64) -> Vec<Lesson> {
    let seed = |category, command: Option<&str>, text: &str| Lesson {
        id: stable_id("lesson", &["seed", text]),
        lesson: text.into(),
        category,
        failed_command: command.map(str::to_string),
        error_pattern: None,
        domain: None,
        use_count: 0,
        created: now,
        last_used: now,
        source: Source::Seed,
        triggered_domains: vec![],
        pinned: false,
        provenance: vec!["seed".into()],
    };
    vec![
        seed(Category::ToolFallback, Some("type"), "If typing into a field fails, click the field to focus it, then type the text."),
        seed(Category::BestPractice, None, "After typing into a search box, press Enter to submit instead of clicking the search button: a list of suggestions often covers it."),
        seed(Category::BestPractice, None, "If an overlay, banner or popup covers the element you need, close it (its close button or Escape) before acting behind it."),
    ]
}

/// The words of an error that name the failure, without what changes between occurrences
/// (numbers, quoted values, selectors): "too many arguments: expected 2, received 3" → "too
/// many arguments"; "TimeoutError: locator.click: Timeout 30000ms exceeded." → "timeout
/// exceeded". Empty when nothing substantive is left.
pub fn key_phrase(error: &str) -> String {
    let unquoted = strip_quoted(error);
    // Each clause as (how many of its tokens were kept, its words).
    let clauses: Vec<(usize, Vec<String>)> = unquoted
        .split([':', ';', '\n', '(', ')', '[', ']', '—'])
        .map(|clause| {
            let tokens: Vec<&str> = clause
                .split_whitespace()
                .map(|w| w.trim_end_matches([',', '.', '!', '?']))
                // A word with a digit or a selector's characters changes between occurrences.
                .filter(|w| {
                    !w.chars()
                        .any(|c| c.is_ascii_digit() || "#.=/<>{}_@$*".contains(c))
                })
                // A hyphenated token is words only when each part is English ("read-only", not
                // "btn-primary").
                .filter(|w| {
                    !w.contains('-')
                        || w.split('-')
                            .all(|p| crate::dictionary::is_word(&p.to_lowercase()))
                })
                .collect();
            (
                tokens.len(),
                tokens.into_iter().flat_map(crate::text::words).collect(),
            )
        })
        .collect();
    // The first clause of two words or more says the failure; failing that, one English word
    // of five letters or more ("Timeout"), never a lone identifier ("div", "btn").
    let pick = clauses.iter().find(|(n, _)| *n >= 2).or_else(|| {
        clauses
            .iter()
            .filter(|(n, w)| {
                *n == 1
                    && w.len() == 1
                    && w[0].chars().count() >= 5
                    && crate::dictionary::is_word(&w[0])
            })
            .max_by_key(|(_, w)| w[0].len())
    });
    let pick = pick.map(|(_, w)| w);
    let words: Vec<&String> = pick
        .map(|c| c.iter().take(MAX_PHRASE_WORDS).collect())
        .unwrap_or_default();
    let out = words.into_iter().cloned().collect::<Vec<_>>().join(" ");
    if out.chars().filter(|c| c.is_alphabetic()).count() < 3 {
        return String::new();
    }
    out
}

fn strip_quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut open: Option<char> = None;
    for c in text.chars() {
        match open {
            Some(q) if c == q || (q == '“' && c == '”') => open = None,
            Some(_) => {}
            None if matches!(c, '"' | '“' | '`') => {
                open = Some(c);
                out.push(' ');
            }
            None => out.push(c),
        }
    }
    out
}

fn host_key(host: &str) -> String {
    host.trim()
        .trim_end_matches('.')
        .to_lowercase()
        .trim_start_matches("www.")
        .to_string()
}

/// Tier 1: the general lessons always in the context — pinned first, seeds before learned, then
/// the most used.
pub fn tier1(lessons: &[Lesson]) -> Vec<&Lesson> {
    let mut out: Vec<&Lesson> = lessons.iter().filter(|l| l.category.tier1()).collect();
    out.sort_by(|a, b| {
        b.pinned
            .cmp(&a.pinned)
            .then((b.source == Source::Seed).cmp(&(a.source == Source::Seed)))
            .then(b.use_count.cmp(&a.use_count))
            .then(a.created.total_cmp(&b.created))
            .then(a.id.cmp(&b.id))
    });
    out.truncate(TIER1_MAX);
    out
}

fn applies_on(lesson: &Lesson, host: Option<&str>) -> bool {
    match (&lesson.domain, host) {
        (None, _) => true,
        (Some(d), Some(h)) => domain_match(&host_key(h), d) > 0.0,
        (Some(_), None) => false,
    }
}

/// How well a lesson fits an error: [`SAME_COMMAND`] when it is for the command that failed,
/// plus [`ERROR_PHRASE`] when the error says its phrase.
pub fn error_score(lesson: &Lesson, command: &str, error: &str) -> u32 {
    let same = lesson
        .failed_command
        .as_deref()
        .is_some_and(|c| !c.is_empty() && phrase(c) == phrase(command));
    let said = lesson
        .error_pattern
        .as_deref()
        .is_some_and(|p| contains_phrase(error, p));
    u32::from(same) * SAME_COMMAND + u32::from(said) * ERROR_PHRASE
}

/// Trigger A: the lessons for an error (Tier 2 and general ones alike), best first, at most
/// [`RECALL_MAX`]. A lesson of another site never comes.
pub fn recall_on_error<'a>(
    lessons: &'a [Lesson],
    command: &str,
    error: &str,
    host: Option<&str>,
    now: f64,
    log: &mut EventLog,
) -> Vec<&'a Lesson> {
    let mut scored: Vec<(u32, &Lesson)> = lessons
        .iter()
        .filter(|l| applies_on(l, host))
        .map(|l| (error_score(l, command, error), l))
        .filter(|(s, _)| *s > 0)
        .collect();
    // On a tie, advice for this very site before general advice, then the most used.
    scored.sort_by(|a, b| {
        b.0.cmp(&a.0)
            .then(b.1.domain.is_some().cmp(&a.1.domain.is_some()))
            .then(b.1.use_count.cmp(&a.1.use_count))
            .then(a.1.id.cmp(&b.1.id))
    });
    let out: Vec<&Lesson> = scored
        .into_iter()
        .take(RECALL_MAX)
        .map(|(_, l)| l)
        .collect();
    log.push(
        "error_recall",
        now,
        json!({"command": truncate(&squash(command), 60), "error_snippet": truncate(&squash(error), 120), "matched": out.len(), "lessons": out.iter().map(|l| &l.lesson).collect::<Vec<_>>()}),
    );
    out
}

/// Trigger B: the lessons of a site the agent just reached (its domain, or a subdomain relation
/// of it: www.shop.com and shop.com, app.shop.com and shop.com), at most [`RECALL_MAX`].
pub fn recall_on_domain<'a>(
    lessons: &'a [Lesson],
    host: &str,
    now: f64,
    log: &mut EventLog,
) -> Vec<&'a Lesson> {
    let h = host_key(host);
    let mut scored: Vec<(f64, &Lesson)> = lessons
        .iter()
        .filter_map(|l| l.domain.as_deref().map(|d| (domain_match(&h, d), l)))
        .filter(|(m, _)| *m > 0.0)
        .collect();
    scored.sort_by(|a, b| {
        b.0.total_cmp(&a.0)
            .then(b.1.pinned.cmp(&a.1.pinned))
            .then(b.1.use_count.cmp(&a.1.use_count))
            .then(a.1.id.cmp(&b.1.id))
    });
    let out: Vec<&Lesson> = scored
        .into_iter()
        .take(RECALL_MAX)
        .map(|(_, l)| l)
        .collect();
    log.push("domain_recall", now, json!({"domain": h, "matched": out.len(), "lessons": out.iter().map(|l| &l.lesson).collect::<Vec<_>>()}));
    out
}

/// What makes two lessons one: the (command, error phrase) pair when either is known, else the
/// site and the advice itself.
pub(crate) fn dedup_key(l: &Lesson) -> (String, String, String) {
    let cmd = l.failed_command.as_deref().map(phrase).unwrap_or_default();
    let pat = l.error_pattern.as_deref().map(phrase).unwrap_or_default();
    if cmd.is_empty() && pat.is_empty() {
        (
            String::new(),
            l.domain.clone().unwrap_or_default(),
            phrase(&l.lesson),
        )
    } else {
        (cmd, pat, String::new())
    }
}

/// Records a lesson: a new one, or one more use of the lesson with the same (command, error
/// phrase), which may promote it. `host` is the site it was learned on; `from` says where
/// (a run id, "agent", "person").
pub fn record(
    lessons: &mut Vec<Lesson>,
    new: &NewLesson,
    source: Source,
    host: Option<&str>,
    from: &str,
    now: f64,
    log: &mut EventLog,
) -> Result<Recorded, String> {
    // Advice an agent wrote may quote what it typed: no secret value is kept.
    let text = truncate(
        &crate::secrets::mask_in_agent_text(&squash(&new.fix)),
        MAX_LESSON_CHARS,
    );
    if text.is_empty() {
        return Err("A lesson needs its advice (fix): what to do instead.".into());
    }
    let error_pattern = new
        .error
        .as_deref()
        .map(key_phrase)
        .filter(|p| !p.is_empty());
    let failed_command = new
        .failed_command
        .as_deref()
        .map(|c| truncate(&squash(c), 60))
        .filter(|c| !c.is_empty());
    let domain = new
        .domain
        .as_deref()
        .map(host_key)
        .filter(|d| !d.is_empty());
    let category = match new.category.as_deref() {
        Some(c) => Category::parse(c)?,
        None if domain.is_some() => Category::SiteSpecific,
        None => Category::ErrorRecovery,
    };
    if category == Category::SiteSpecific && domain.is_none() {
        return Err("A site_specific lesson needs its domain.".into());
    }
    let host = host
        .map(host_key)
        .filter(|h| !h.is_empty())
        .or_else(|| domain.clone());
    let candidate = Lesson {
        id: String::new(),
        lesson: text,
        category,
        failed_command,
        error_pattern,
        domain,
        use_count: 1,
        created: now,
        last_used: now,
        source,
        triggered_domains: host.iter().cloned().collect(),
        pinned: false,
        provenance: vec![truncate(from, 80)],
    };
    let key = dedup_key(&candidate);
    if let Some(existing) = lessons.iter_mut().find(|l| dedup_key(l) == key) {
        existing.use_count = existing.use_count.saturating_add(1);
        existing.last_used = now;
        if let Some(h) = host {
            if !existing.triggered_domains.contains(&h)
                && existing.triggered_domains.len() < MAX_TRIGGERED_DOMAINS
            {
                existing.triggered_domains.push(h);
            }
        }
        existing.provenance.push(truncate(from, 80));
        let extra = existing.provenance.len().saturating_sub(MAX_PROVENANCE);
        existing.provenance.drain(..extra);
        log.push(
            "lesson_deduplicated",
            now,
            json!({"lesson": existing.lesson, "new_use_count": existing.use_count}),
        );
        let promoted = promote(existing, now, log);
        return Ok(Recorded {
            id: existing.id.clone(),
            deduplicated: true,
            promoted,
        });
    }
    let mut lesson = candidate;
    lesson.id = stable_id("lesson", &[&key.0, &key.1, &key.2]);
    log.push(
        "lesson_recorded",
        now,
        json!({"lesson": lesson.lesson, "category": lesson.category.as_str(), "failed_command": lesson.failed_command, "error_pattern": lesson.error_pattern}),
    );
    let id = lesson.id.clone();
    lessons.push(lesson);
    Ok(Recorded {
        id,
        deduplicated: false,
        promoted: false,
    })
}

/// A general error-recovery lesson proven on enough sites becomes a best practice (Tier 1).
pub(crate) fn promote(l: &mut Lesson, now: f64, log: &mut EventLog) -> bool {
    if l.category == Category::ErrorRecovery
        && l.use_count >= PROMOTE_USES
        && l.triggered_domains.len() >= PROMOTE_DOMAINS
        && l.domain.is_none()
    {
        l.category = Category::BestPractice;
        log.push("lesson_promoted", now, json!({"lesson": l.lesson, "use_count": l.use_count, "triggered_domains": l.triggered_domains}));
        return true;
    }
    false
}

/// Removes learned lessons unused for [`PRUNE_AFTER_DAYS`] with fewer than [`PRUNE_BELOW_USES`]
/// uses; seed and pinned lessons stay. Returns how many went.
pub fn prune(lessons: &mut Vec<Lesson>, now: f64, log: &mut EventLog) -> usize {
    let before = lessons.len();
    lessons.retain(|l| {
        l.source == Source::Seed
            || l.pinned
            || l.use_count >= PRUNE_BELOW_USES
            || now - l.last_used <= PRUNE_AFTER_DAYS * DAY_MS
    });
    let pruned = before - lessons.len();
    if pruned > 0 {
        log.push(
            "lessons_pruned",
            now,
            json!({"pruned_count": pruned, "remaining_count": lessons.len()}),
        );
    }
    pruned
}

/// One attempt at a step, as a run, a heal or an agent's report says it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Attempt {
    /// What was tried, in words: "click", "type", "select", "press Enter", "click (trusted input)".
    pub command: String,
    /// The element or step it was for ("button Save", a step id): a recovery is what worked on
    /// the same target after the failure.
    pub target: String,
    pub ok: bool,
    pub error: Option<String>,
    pub host: String,
    /// Who made it: "replay", "retry", "heal" (a person showed the fix), "agent".
    pub by: String,
}

/// Failure → recovery patterns in a run's attempts: a failed command with a substantive error,
/// then the commands that worked on the same target before the run moved on (one or several:
/// "click then type"). A recovery that is the failed command again is no lesson (nothing to
/// learn but patience); a fix a person showed (a heal) is advice for that site only.
pub fn learn_from_attempts(
    lessons: &mut Vec<Lesson>,
    attempts: &[Attempt],
    from: &str,
    now: f64,
    log: &mut EventLog,
) -> Vec<Recorded> {
    let mut out = vec![];
    for (i, failed) in attempts.iter().enumerate() {
        if failed.ok || failed.command.trim().is_empty() {
            continue;
        }
        let Some(error) = failed
            .error
            .as_deref()
            .filter(|e| !key_phrase(e).is_empty())
        else {
            continue;
        };
        let recovery: Vec<&Attempt> = attempts[i + 1..]
            .iter()
            .take_while(|a| a.ok && a.target == failed.target)
            .collect();
        let commands: Vec<String> = recovery
            .iter()
            .map(|a| squash(&a.command))
            .filter(|c| !c.is_empty())
            .collect();
        if commands.is_empty()
            || commands
                .iter()
                .all(|c| phrase(c) == phrase(&failed.command))
        {
            continue;
        }
        let by_person = recovery.iter().any(|a| a.by == "heal");
        let pattern = key_phrase(error);
        let fix = format!(
            "If {} fails with \"{}\", {} instead.",
            squash(&failed.command),
            pattern,
            commands.join(" then ")
        );
        let new = NewLesson {
            category: Some(
                if by_person {
                    "site_specific"
                } else {
                    "error_recovery"
                }
                .into(),
            ),
            failed_command: Some(failed.command.clone()),
            error: Some(error.to_string()),
            fix,
            domain: by_person
                .then(|| failed.host.clone())
                .filter(|h| !h.is_empty()),
        };
        if let Ok(r) = record(
            lessons,
            &new,
            Source::Learned,
            Some(&failed.host)
                .filter(|h| !h.is_empty())
                .map(|h| h.as_str()),
            from,
            now,
            log,
        ) {
            out.push(r);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: f64 = 1_800_000_000_000.0;

    fn new(cmd: &str, error: &str, fix: &str) -> NewLesson {
        NewLesson {
            failed_command: Some(cmd.into()),
            error: Some(error.into()),
            fix: fix.into(),
            ..Default::default()
        }
    }

    fn attempt(command: &str, target: &str, ok: bool, error: Option<&str>, by: &str) -> Attempt {
        Attempt {
            command: command.into(),
            target: target.into(),
            ok,
            error: error.map(str::to_string),
            host: "shop.test".into(),
            by: by.into(),
        }
    }

    #[test]
    fn key_phrases_keep_the_words_that_name_the_failure() {
        assert_eq!(
            key_phrase("too many arguments: expected 2, received 3"),
            "too many arguments"
        );
        assert_eq!(
            key_phrase("TimeoutError: locator.click: Timeout 30000ms exceeded."),
            "timeout exceeded"
        );
        assert_eq!(
            key_phrase("Element is not visible"),
            "element is not visible"
        );
        assert_eq!(
            key_phrase("No element says \"Blue lantern\" (role=option)"),
            "no element says"
        );
        assert_eq!(
            key_phrase("Element <button#save.primary> intercepts pointer events"),
            "element intercepts pointer events"
        );
        // Near misses: nothing substantive.
        assert_eq!(key_phrase("E42"), "");
        assert_eq!(key_phrase("  "), "");
        assert_eq!(key_phrase("#main > div:nth-child(2)"), "");
        assert_eq!(key_phrase("Timeout"), "timeout");
        assert_eq!(key_phrase("ERR_ABORTED"), "");
        assert_eq!(key_phrase("Field is read-only"), "field is read only");
    }

    #[test]
    fn tier1_holds_at_most_ten_general_lessons_seeds_first_then_most_used() {
        let mut lessons = seeds(NOW);
        let mut log = EventLog::default();
        for i in 0..12 {
            let mut l = new(
                &format!("cmd{i}"),
                "stuck forever here",
                &format!("advice {i}"),
            );
            l.category = Some("best_practice".into());
            record(
                &mut lessons,
                &l,
                Source::Learned,
                Some("a.test"),
                "run",
                NOW,
                &mut log,
            )
            .unwrap();
            lessons.last_mut().unwrap().use_count = i;
        }
        // Site advice and error recoveries are Tier 2 however used.
        let mut site = new("click", "covered by banner", "Accept cookies first.");
        site.domain = Some("shop.test".into());
        record(
            &mut lessons,
            &site,
            Source::Learned,
            None,
            "run",
            NOW,
            &mut log,
        )
        .unwrap();
        lessons.last_mut().unwrap().use_count = 99;
        let t1 = tier1(&lessons);
        assert_eq!(t1.len(), TIER1_MAX);
        assert!(t1[..3].iter().all(|l| l.source == Source::Seed));
        assert_eq!(t1[3].use_count, 11);
        assert!(
            t1.iter()
                .all(|l| l.category != Category::SiteSpecific
                    && l.category != Category::ErrorRecovery)
        );
        // A pinned lesson comes before the seeds.
        lessons
            .iter_mut()
            .find(|l| l.use_count == 0 && l.source == Source::Learned)
            .unwrap()
            .pinned = true;
        assert!(tier1(&lessons)[0].pinned);
    }

    #[test]
    fn an_error_recalls_by_command_and_phrase_best_three_never_another_sites() {
        let mut lessons = vec![];
        let mut log = EventLog::default();
        record(
            &mut lessons,
            &new(
                "type",
                "field is disabled",
                "Wait for the form to enable it.",
            ),
            Source::Learned,
            Some("a.test"),
            "r",
            NOW,
            &mut log,
        )
        .unwrap(); // 2 + 3
        record(
            &mut lessons,
            &new("click", "field is disabled", "Close the dialog."),
            Source::Learned,
            Some("a.test"),
            "r",
            NOW,
            &mut log,
        )
        .unwrap(); // 3
        record(
            &mut lessons,
            &new("type", "not editable", "Click it first."),
            Source::Learned,
            Some("a.test"),
            "r",
            NOW,
            &mut log,
        )
        .unwrap(); // 2
        record(
            &mut lessons,
            &new("select", "no such option", "Type to filter."),
            Source::Learned,
            Some("a.test"),
            "r",
            NOW,
            &mut log,
        )
        .unwrap(); // 0
        let mut other = new("type", "field is disabled", "On bank.test, log in again.");
        other.domain = Some("bank.test".into());
        other.category = Some("site_specific".into());
        // Same (command, phrase) as the first: one lesson, not a site lesson of its own.
        let r = record(
            &mut lessons,
            &other,
            Source::Learned,
            Some("bank.test"),
            "r",
            NOW,
            &mut log,
        )
        .unwrap();
        assert!(r.deduplicated);
        let mut far = new("type", "the field is disabled now", "Reload the page.");
        far.error = Some("session field is disabled".into());
        far.domain = Some("bank.test".into());
        record(
            &mut lessons,
            &far,
            Source::Learned,
            Some("bank.test"),
            "r",
            NOW,
            &mut log,
        )
        .unwrap();
        let got = recall_on_error(
            &lessons,
            "Type",
            "Error: the field is disabled (input#q)",
            Some("www.shop.test"),
            NOW,
            &mut log,
        );
        let texts: Vec<&str> = got.iter().map(|l| l.lesson.as_str()).collect();
        assert_eq!(
            texts,
            vec![
                "Wait for the form to enable it.",
                "Close the dialog.",
                "Click it first."
            ]
        );
        // Near miss: on bank.test its own lesson comes too, and it scores 5.
        let got = recall_on_error(
            &lessons,
            "type",
            "session field is disabled",
            Some("bank.test"),
            NOW,
            &mut log,
        );
        assert_eq!(got[0].lesson, "Reload the page.");
        let e = log.named("error_recall").last().unwrap();
        assert_eq!(e.detail["matched"], 3);
    }

    #[test]
    fn a_site_recalls_its_own_and_its_subdomains_lessons() {
        let mut lessons = vec![];
        let mut log = EventLog::default();
        for (d, fix) in [
            ("amazon.com", "Accept the cookie banner first."),
            ("smile.amazon.com", "Sign in first."),
            ("notamazon.com", "Never shown."),
            ("amazon.co.uk", "Never shown either."),
        ] {
            let l = NewLesson {
                domain: Some(d.into()),
                fix: fix.into(),
                ..Default::default()
            };
            record(&mut lessons, &l, Source::Learned, None, "r", NOW, &mut log).unwrap();
        }
        let got = recall_on_domain(&lessons, "www.amazon.com", NOW, &mut log);
        assert_eq!(
            got.iter().map(|l| l.lesson.as_str()).collect::<Vec<_>>(),
            vec!["Accept the cookie banner first.", "Sign in first."]
        );
        assert!(recall_on_domain(&lessons, "example.com", NOW, &mut log).is_empty());
        assert_eq!(lessons[0].category, Category::SiteSpecific);
    }

    #[test]
    fn the_same_pattern_again_is_one_use_more_and_promotes_on_five_uses_across_three_sites() {
        let mut lessons = vec![];
        let mut log = EventLog::default();
        let l = new("click", "intercepts pointer events", "Press Escape first.");
        for host in ["google.com", "bing.com", "google.com", "bing.com"] {
            record(
                &mut lessons,
                &l,
                Source::Learned,
                Some(host),
                "r",
                NOW,
                &mut log,
            )
            .unwrap();
        }
        assert_eq!(lessons.len(), 1);
        assert_eq!(lessons[0].use_count, 4);
        // Near miss: five uses on two sites is not enough.
        let r = record(
            &mut lessons,
            &l,
            Source::Learned,
            Some("www.google.com"),
            "r",
            NOW,
            &mut log,
        )
        .unwrap();
        assert!(!r.promoted && lessons[0].category == Category::ErrorRecovery);
        let r = record(
            &mut lessons,
            &l,
            Source::Learned,
            Some("amazon.com"),
            "r",
            NOW,
            &mut log,
        )
        .unwrap();
        assert!(r.promoted);
        assert_eq!(lessons[0].category, Category::BestPractice);
        assert_eq!(log.named("lesson_deduplicated").count(), 5);
        assert_eq!(log.named("lesson_promoted").count(), 1);
        // Near miss: a lesson with a site of its own is never promoted.
        let mut site = new("type", "masked field", "Type digits only.");
        site.domain = Some("bank.test".into());
        site.category = Some("error_recovery".into());
        for host in ["a.test", "b.test", "c.test", "d.test", "e.test"] {
            record(
                &mut lessons,
                &site,
                Source::Learned,
                Some(host),
                "r",
                NOW,
                &mut log,
            )
            .unwrap();
        }
        assert_eq!(lessons[1].category, Category::ErrorRecovery);
    }

    #[test]
    fn stale_learned_lessons_are_pruned_seeds_pinned_and_used_ones_stay() {
        let mut lessons = seeds(NOW - 400.0 * DAY_MS);
        let mut log = EventLog::default();
        for (i, uses) in [(0, 1), (1, 4), (2, 5)] {
            record(
                &mut lessons,
                &new(&format!("c{i}"), "went wrong badly", "x"),
                Source::Learned,
                None,
                "r",
                NOW,
                &mut log,
            )
            .unwrap();
            let l = lessons.last_mut().unwrap();
            l.use_count = uses;
            l.last_used = NOW - 91.0 * DAY_MS;
        }
        record(
            &mut lessons,
            &new("fresh", "went wrong badly", "y"),
            Source::Learned,
            None,
            "r",
            NOW,
            &mut log,
        )
        .unwrap();
        lessons.last_mut().unwrap().last_used = NOW - 89.0 * DAY_MS;
        lessons[4].pinned = true; // the 4-use one
        assert_eq!(prune(&mut lessons, NOW, &mut log), 1);
        assert_eq!(lessons.len(), 3 + 3);
        let e = log.named("lessons_pruned").next().unwrap();
        assert_eq!(e.detail, json!({"pruned_count": 1, "remaining_count": 6}));
        assert_eq!(prune(&mut lessons, NOW, &mut log), 0);
        assert_eq!(log.named("lessons_pruned").count(), 1);
    }

    #[test]
    fn a_failure_and_what_fixed_it_become_a_lesson() {
        let mut lessons = vec![];
        let mut log = EventLog::default();
        let run = [
            attempt("click", "link Home", true, None, "replay"),
            attempt(
                "type",
                "textbox Search",
                false,
                Some("too many arguments: expected 2, received 3"),
                "replay",
            ),
            attempt("click", "textbox Search", true, None, "retry"),
            attempt("type", "textbox Search", true, None, "retry"),
            attempt("click", "button Go", true, None, "replay"),
        ];
        let got = learn_from_attempts(&mut lessons, &run, "run-1", NOW, &mut log);
        assert_eq!(got.len(), 1);
        assert_eq!(
            lessons[0].lesson,
            "If type fails with \"too many arguments\", click then type instead."
        );
        assert_eq!(lessons[0].category, Category::ErrorRecovery);
        assert_eq!(lessons[0].domain, None);
        assert_eq!(lessons[0].provenance, vec!["run-1"]);
        // A person's fix is advice for that site.
        let healed = [
            attempt(
                "click",
                "button Pay",
                false,
                Some("No element says Pay"),
                "replay",
            ),
            attempt("click \"Checkout\"", "button Pay", true, None, "heal"),
        ];
        learn_from_attempts(&mut lessons, &healed, "run-2", NOW, &mut log);
        assert_eq!(lessons[1].category, Category::SiteSpecific);
        assert_eq!(lessons[1].domain.as_deref(), Some("shop.test"));
    }

    #[test]
    fn near_misses_teach_nothing() {
        let mut lessons = vec![];
        let mut log = EventLog::default();
        let runs: [&[Attempt]; 4] = [
            // The same command again worked: patience, not a lesson.
            &[
                attempt(
                    "click",
                    "button Go",
                    false,
                    Some("element is not stable"),
                    "replay",
                ),
                attempt("click", "button Go", true, None, "retry"),
            ],
            // Nothing worked on that target afterwards.
            &[
                attempt(
                    "click",
                    "button Go",
                    false,
                    Some("element is not stable"),
                    "replay",
                ),
                attempt("click", "link Next", true, None, "replay"),
            ],
            // No substantive error.
            &[
                attempt("click", "button Go", false, Some("E1"), "replay"),
                attempt("press Enter", "button Go", true, None, "retry"),
            ],
            // A failure with no error said.
            &[
                attempt("click", "button Go", false, None, "replay"),
                attempt("press Enter", "button Go", true, None, "retry"),
            ],
        ];
        for run in runs {
            assert!(learn_from_attempts(&mut lessons, run, "r", NOW, &mut log).is_empty());
        }
        assert!(lessons.is_empty());
    }

    #[test]
    fn bad_lessons_are_refused_with_a_sentence() {
        let mut lessons = vec![];
        let mut log = EventLog::default();
        let err = record(
            &mut lessons,
            &NewLesson {
                fix: "  ".into(),
                ..Default::default()
            },
            Source::Reported,
            None,
            "agent",
            NOW,
            &mut log,
        )
        .unwrap_err();
        assert!(err.contains("needs its advice"));
        let err = record(
            &mut lessons,
            &NewLesson {
                fix: "x".into(),
                category: Some("gossip".into()),
                ..Default::default()
            },
            Source::Reported,
            None,
            "agent",
            NOW,
            &mut log,
        )
        .unwrap_err();
        assert!(err.contains("category must be"));
        let err = record(
            &mut lessons,
            &NewLesson {
                fix: "x".into(),
                category: Some("site_specific".into()),
                ..Default::default()
            },
            Source::Reported,
            None,
            "agent",
            NOW,
            &mut log,
        )
        .unwrap_err();
        assert!(err.contains("needs its domain"));
        let long = "word ".repeat(200);
        record(
            &mut lessons,
            &NewLesson {
                fix: long,
                ..Default::default()
            },
            Source::Reported,
            None,
            "agent",
            NOW,
            &mut log,
        )
        .unwrap();
        assert_eq!(lessons[0].lesson.chars().count(), MAX_LESSON_CHARS);
    }
}
