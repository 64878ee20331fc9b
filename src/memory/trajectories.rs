//! Agent trajectories and session history (seed 001).
//!
//! A successful agent run reported through the API becomes a candidate procedure (source
//! `agent_trajectory`): its goal, site and steps in words. A later run on the same site whose
//! goal shares more than [`MERGE_JACCARD`] of its terms is the same trajectory seen again (the
//! newer steps kept). A candidate nobody confirmed expires [`EXPIRE_DAYS`] days after it was last
//! seen. A task offers the trajectory of its site whose goal fits it best, past the same bar.
//!
//! Session history keeps the last [`SESSIONS_PER_SITE`] finished tasks per site: what was asked,
//! how it ended and where.

use super::working::Summary;
use super::{stable_id, EventLog, DAY_MS};
use crate::text::{squash, term_set, truncate};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::collections::HashSet;

pub const MERGE_JACCARD: f64 = 0.5;
pub const EXPIRE_DAYS: f64 = 30.0;
pub const SESSIONS_PER_SITE: usize = 5;
pub const MAX_STEPS: usize = 60;
pub const MAX_STEP_CHARS: usize = 200;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Trajectory {
    pub id: String,
    /// Always "agent_trajectory": where a candidate procedure came from.
    pub source: String,
    pub goal: String,
    pub domain: String,
    pub steps: Vec<String>,
    pub created: f64,
    pub last_seen: f64,
    pub seen: u32,
    #[serde(default)]
    pub confirmed: bool,
    #[serde(default)]
    pub pinned: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Session {
    pub domain: String,
    #[serde(flatten)]
    pub summary: Summary,
}

/// Word-overlap similarity of two goals: shared content terms over all of them.
pub fn jaccard(a: &str, b: &str) -> f64 {
    let (a, b): (HashSet<String>, HashSet<String>) = (term_set(a), term_set(b));
    let union = a.union(&b).count();
    if union == 0 {
        return 0.0;
    }
    a.intersection(&b).count() as f64 / union as f64
}

fn site(host: &str) -> String {
    host.trim()
        .to_lowercase()
        .trim_start_matches("www.")
        .to_string()
}

/// Records a successful agent run as a candidate procedure, or as the one it repeats.
pub fn record(
    trajectories: &mut Vec<Trajectory>,
    goal: &str,
    host: &str,
    steps: &[String],
    now: f64,
    log: &mut EventLog,
) -> Result<String, String> {
    let goal = truncate(&squash(goal), 300);
    let domain = site(host);
    let steps: Vec<String> = steps
        .iter()
        .map(|s| truncate(&squash(s), MAX_STEP_CHARS))
        .filter(|s| !s.is_empty())
        .take(MAX_STEPS)
        .collect();
    if goal.is_empty() || domain.is_empty() || steps.is_empty() {
        return Err("A trajectory needs its goal, its site and at least one step.".into());
    }
    let best = trajectories
        .iter_mut()
        .filter(|t| t.domain == domain)
        .map(|t| (jaccard(&t.goal, &goal), t))
        .filter(|(j, _)| *j > MERGE_JACCARD)
        .max_by(|a, b| a.0.total_cmp(&b.0));
    if let Some((j, t)) = best {
        t.seen = t.seen.saturating_add(1);
        t.last_seen = now;
        t.steps = steps;
        log.push(
            "trajectory_merged",
            now,
            json!({"goal": t.goal, "domain": domain, "similarity": j, "seen": t.seen}),
        );
        return Ok(t.id.clone());
    }
    let t = Trajectory {
        id: stable_id("traj", &[&domain, &goal]),
        source: "agent_trajectory".into(),
        goal,
        domain,
        steps,
        created: now,
        last_seen: now,
        seen: 1,
        confirmed: false,
        pinned: false,
    };
    log.push(
        "trajectory_recorded",
        now,
        json!({"goal": t.goal, "domain": t.domain, "steps": t.steps.len()}),
    );
    let id = t.id.clone();
    trajectories.push(t);
    Ok(id)
}

/// Drops candidates nobody confirmed that were last seen more than [`EXPIRE_DAYS`] ago.
pub fn expire(trajectories: &mut Vec<Trajectory>, now: f64, log: &mut EventLog) -> usize {
    let before = trajectories.len();
    trajectories.retain(|t| t.confirmed || t.pinned || now - t.last_seen <= EXPIRE_DAYS * DAY_MS);
    let gone = before - trajectories.len();
    if gone > 0 {
        log.push(
            "trajectories_expired",
            now,
            json!({"expired_count": gone, "remaining_count": trajectories.len()}),
        );
    }
    gone
}

/// The trajectory of this site whose goal fits the task best, when it fits past the bar.
pub fn for_task<'a>(
    trajectories: &'a [Trajectory],
    task: &str,
    host: &str,
) -> Option<&'a Trajectory> {
    let h = site(host);
    trajectories
        .iter()
        .filter(|t| crate::urls::domain_match(&h, &t.domain) > 0.0)
        .map(|t| (jaccard(&t.goal, task), t))
        .filter(|(j, _)| *j > MERGE_JACCARD)
        .max_by(|a, b| a.0.total_cmp(&b.0).then(a.1.confirmed.cmp(&b.1.confirmed)))
        .map(|(_, t)| t)
}

/// Keeps a finished task in its site's history (the newest [`SESSIONS_PER_SITE`] per site).
pub fn remember_session(sessions: &mut Vec<Session>, host: &str, summary: Summary) {
    let domain = site(host);
    sessions.retain(|s| !(s.domain == domain && s.summary.task_id == summary.task_id));
    sessions.push(Session {
        domain: domain.clone(),
        summary,
    });
    let mut here: Vec<usize> = (0..sessions.len())
        .filter(|&i| sessions[i].domain == domain)
        .collect();
    here.sort_by(|&a, &b| {
        sessions[b]
            .summary
            .ended
            .total_cmp(&sessions[a].summary.ended)
    });
    let drop: HashSet<usize> = here.into_iter().skip(SESSIONS_PER_SITE).collect();
    let mut i = 0;
    sessions.retain(|_| {
        i += 1;
        !drop.contains(&(i - 1))
    });
}

/// A site's sessions, newest first.
pub fn sessions_for<'a>(sessions: &'a [Session], host: &str) -> Vec<&'a Session> {
    let h = site(host);
    let mut out: Vec<&Session> = sessions
        .iter()
        .filter(|s| crate::urls::domain_match(&h, &s.domain) > 0.0)
        .collect();
    out.sort_by(|a, b| b.summary.ended.total_cmp(&a.summary.ended));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: f64 = 1_800_000_000_000.0;

    fn steps(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("step {i}")).collect()
    }

    #[test]
    fn similar_goals_on_one_site_merge_past_half_their_terms() {
        let mut t = vec![];
        let mut log = EventLog::default();
        let a = record(
            &mut t,
            "Search the shop for a blue lantern",
            "www.shop.test",
            &steps(3),
            NOW,
            &mut log,
        )
        .unwrap();
        // {search, shop, blue, lantern} vs {search, shop, red, lantern}: 3 of 5 = 0.6.
        let b = record(
            &mut t,
            "Search the shop for a red lantern",
            "shop.test",
            &steps(4),
            NOW + 1.0,
            &mut log,
        )
        .unwrap();
        assert_eq!(a, b);
        assert_eq!((t.len(), t[0].seen, t[0].steps.len()), (1, 2, 4));
        // Near misses: half the terms exactly is not more than half; another site is another.
        record(
            &mut t,
            "Search the shop for socks",
            "shop.test",
            &steps(2),
            NOW,
            &mut log,
        )
        .unwrap(); // 2 of 5 = 0.4
        record(
            &mut t,
            "Search the shop for a blue lantern",
            "bank.test",
            &steps(2),
            NOW,
            &mut log,
        )
        .unwrap();
        assert_eq!(t.len(), 3);
        assert!(jaccard("", "") == 0.0);
        assert_eq!(t[0].source, "agent_trajectory");
    }

    #[test]
    fn unconfirmed_candidates_expire_after_thirty_days() {
        let mut t = vec![];
        let mut log = EventLog::default();
        for g in ["book a table", "file a bug report", "buy a gift card"] {
            record(
                &mut t,
                g,
                "a.test",
                &steps(1),
                NOW - 31.0 * DAY_MS,
                &mut log,
            )
            .unwrap();
        }
        t[1].confirmed = true;
        record(
            &mut t,
            "renew my library card",
            "a.test",
            &steps(1),
            NOW - 29.0 * DAY_MS,
            &mut log,
        )
        .unwrap();
        assert_eq!(expire(&mut t, NOW, &mut log), 2);
        assert_eq!(
            t.iter().map(|x| x.goal.as_str()).collect::<Vec<_>>(),
            vec!["file a bug report", "renew my library card"]
        );
    }

    #[test]
    fn a_task_gets_its_sites_best_fitting_trajectory_or_none() {
        let mut t = vec![];
        let mut log = EventLog::default();
        record(
            &mut t,
            "Search the shop for a blue lantern",
            "shop.test",
            &steps(3),
            NOW,
            &mut log,
        )
        .unwrap();
        assert!(for_task(&t, "search the shop for a green lantern", "www.shop.test").is_some());
        assert!(for_task(&t, "search the shop for a green lantern", "bank.test").is_none());
        assert!(for_task(&t, "return my order", "shop.test").is_none());
        assert!(record(&mut t, "x", "shop.test", &[], NOW, &mut log).is_err());
    }

    #[test]
    fn each_site_keeps_its_five_newest_sessions() {
        let mut s = vec![];
        let summary = |id: &str, ended: f64| Summary {
            task_id: id.into(),
            goal: "g".into(),
            success: true,
            outcome: "ok".into(),
            cycles: 1,
            failures: vec![],
            pages: 1,
            final_url: String::new(),
            started: 0.0,
            ended,
        };
        for i in 0..7 {
            remember_session(
                &mut s,
                "shop.test",
                summary(&format!("t{i}"), NOW + i as f64),
            );
        }
        remember_session(&mut s, "bank.test", summary("b", NOW));
        assert_eq!(s.len(), 6);
        let here = sessions_for(&s, "www.shop.test");
        assert_eq!(
            here.iter()
                .map(|x| x.summary.task_id.as_str())
                .collect::<Vec<_>>(),
            vec!["t6", "t5", "t4", "t3", "t2"]
        );
        // The same task reported twice is one session.
        remember_session(&mut s, "shop.test", summary("t6", NOW + 10.0));
        assert_eq!(sessions_for(&s, "shop.test").len(), 5);
    }
}
