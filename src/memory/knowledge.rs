//! Site knowledge (seed 001): facts per domain of kind timing / selector / pattern / quirk, keyed
//! by (kind, key). A fact seen for the first time starts at [`NEW_CONFIDENCE`]; seen again it is
//! confirmed (`c + (1 − c)·`[`CONFIRM_RATE`]); another value for the same key contradicts it
//! (`c·`[`CONTRADICT_FACTOR`]) and the new value starts at [`NEW_CONFIDENCE`] beside it. Facts
//! under [`PRUNE_BELOW`] are pruned; only facts at [`INJECT_AT`] or more reach the context, the
//! most confident value of each key. Every fact keeps where it was learned.
//!
//! Learned without a model from what runs show ([`Observation`]): a page slow to settle, an
//! interruption closed first, a search whose results live at a URL holding the query, a sign-in
//! wall before a page.

use super::{phrase, stable_id, EventLog};
use crate::text::{squash, truncate};
use crate::urls::domain_match;
use serde::{Deserialize, Serialize};
use serde_json::json;

pub const NEW_CONFIDENCE: f64 = 0.6;
pub const CONFIRM_RATE: f64 = 0.2;
pub const CONTRADICT_FACTOR: f64 = 0.5;
pub const PRUNE_BELOW: f64 = 0.1;
pub const INJECT_AT: f64 = 0.5;
/// A page that takes this long to settle after an action is worth saying.
pub const SLOW_SETTLE_MS: f64 = 2_000.0;
pub const MAX_KEY_CHARS: usize = 80;
pub const MAX_VALUE_CHARS: usize = 300;
pub const MAX_PROVENANCE: usize = 10;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FactKind {
    Timing,
    Selector,
    Pattern,
    Quirk,
}

impl FactKind {
    pub fn parse(s: &str) -> Result<Self, String> {
        serde_json::from_value(json!(s))
            .map_err(|_| format!("kind must be timing, selector, pattern or quirk (found {s:?})."))
    }

    pub fn as_str(self) -> &'static str {
        match self {
            FactKind::Timing => "timing",
            FactKind::Selector => "selector",
            FactKind::Pattern => "pattern",
            FactKind::Quirk => "quirk",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fact {
    pub id: String,
    pub domain: String,
    pub kind: FactKind,
    pub key: String,
    pub value: String,
    pub confidence: f64,
    /// How many times it was seen.
    pub sources: u32,
    pub first_seen: f64,
    pub last_seen: f64,
    #[serde(default)]
    pub provenance: Vec<String>,
    #[serde(default)]
    pub pinned: bool,
}

/// What a run showed about a site, as the core reads it from the run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Observation {
    /// The slowest usual wait for the page to settle after an action (the median of a run's).
    Settle { ms: f64 },
    /// An interruption (a dialog, banner) the run closed with the control named before it went
    /// on. Each dialog is a fact of its own: two popups of a site do not contradict each other.
    Dismissed { dialog: String, control: String },
    /// Search results at a URL holding the query: `template` is the URL with `{query}`.
    SearchUrl { template: String },
    /// The site asked to sign in (the run landed on `login_path`) before `wanted_path`.
    LoginWall {
        login_path: String,
        wanted_path: String,
    },
}

impl Observation {
    /// The (kind, key, value) it means, or None when it says nothing worth keeping.
    pub fn fact(&self) -> Option<(FactKind, String, String)> {
        match self {
            Observation::Settle { ms } if ms.is_finite() && *ms >= SLOW_SETTLE_MS => {
                // Whole seconds, so the same slowness seen again confirms rather than contradicts.
                let s = (ms / 1000.0).round();
                Some((
                    FactKind::Timing,
                    "settle after action".into(),
                    format!("pages take about {s} s to settle after an action; wait for them"),
                ))
            }
            Observation::Settle { .. } => None,
            Observation::Dismissed { dialog, control } => {
                let (d, c) = (
                    truncate(&squash(dialog), 60),
                    truncate(&squash(control), 40),
                );
                let key = if d.is_empty() {
                    "popup".to_string()
                } else {
                    format!("popup {d}")
                };
                let what = if d.is_empty() {
                    "a popup".to_string()
                } else {
                    format!("a popup “{d}”")
                };
                (!c.is_empty()).then(|| {
                    (
                        FactKind::Quirk,
                        key,
                        format!("{what} interrupts; close it with “{c}” first"),
                    )
                })
            }
            Observation::SearchUrl { template } => {
                let t = truncate(&squash(template), 200);
                t.contains("{query}").then(|| {
                    (
                        FactKind::Pattern,
                        "search url".into(),
                        format!("search results are at {t}"),
                    )
                })
            }
            Observation::LoginWall {
                login_path,
                wanted_path,
            } => {
                let (l, w) = (
                    truncate(&squash(login_path), 100),
                    truncate(&squash(wanted_path), 100),
                );
                (!l.is_empty() && !w.is_empty()).then(|| {
                    (
                        FactKind::Quirk,
                        format!("sign in before {w}"),
                        format!("asks to sign in ({l}) before {w}"),
                    )
                })
            }
        }
    }
}

fn domain_key(d: &str) -> String {
    d.trim()
        .trim_end_matches('.')
        .to_lowercase()
        .trim_start_matches("www.")
        .to_string()
}

/// Records one sighting of a fact: confirms the same value, contradicts the others of its key.
/// Returns the fact's id.
#[allow(clippy::too_many_arguments)]
pub fn observe(
    facts: &mut Vec<Fact>,
    domain: &str,
    kind: FactKind,
    key: &str,
    value: &str,
    from: &str,
    now: f64,
    log: &mut EventLog,
) -> Result<String, String> {
    let domain = domain_key(domain);
    let key = truncate(&squash(key), MAX_KEY_CHARS);
    let value = truncate(&squash(value), MAX_VALUE_CHARS);
    if domain.is_empty() || key.is_empty() || value.is_empty() {
        return Err("A site fact needs its domain, key and value.".into());
    }
    let same_key =
        |f: &Fact| f.domain == domain && f.kind == kind && phrase(&f.key) == phrase(&key);
    let mut id = None;
    for f in facts.iter_mut().filter(|f| same_key(f)) {
        if phrase(&f.value) == phrase(&value) {
            f.confidence += (1.0 - f.confidence) * CONFIRM_RATE;
            f.sources = f.sources.saturating_add(1);
            f.last_seen = now;
            f.provenance.push(truncate(from, 80));
            let extra = f.provenance.len().saturating_sub(MAX_PROVENANCE);
            f.provenance.drain(..extra);
            log.push("fact_confirmed", now, json!({"domain": f.domain, "kind": kind.as_str(), "key": f.key, "value": f.value, "confidence": f.confidence}));
            id = Some(f.id.clone());
        } else if !f.pinned {
            f.confidence *= CONTRADICT_FACTOR;
            log.push("fact_contradicted", now, json!({"domain": f.domain, "kind": kind.as_str(), "key": f.key, "value": f.value, "by": value, "confidence": f.confidence}));
        }
    }
    let id = match id {
        Some(id) => id,
        None => {
            let fact = Fact {
                id: stable_id(
                    "fact",
                    &[&domain, kind.as_str(), &phrase(&key), &phrase(&value)],
                ),
                domain: domain.clone(),
                kind,
                key,
                value,
                confidence: NEW_CONFIDENCE,
                sources: 1,
                first_seen: now,
                last_seen: now,
                provenance: vec![truncate(from, 80)],
                pinned: false,
            };
            log.push("fact_learned", now, json!({"domain": fact.domain, "kind": kind.as_str(), "key": fact.key, "value": fact.value, "confidence": fact.confidence}));
            let id = fact.id.clone();
            facts.push(fact);
            id
        }
    };
    prune(facts, now, log);
    Ok(id)
}

/// Records what a run showed about its site.
pub fn learn(
    facts: &mut Vec<Fact>,
    domain: &str,
    observations: &[Observation],
    from: &str,
    now: f64,
    log: &mut EventLog,
) -> Vec<String> {
    observations
        .iter()
        .filter_map(Observation::fact)
        .filter_map(|(kind, key, value)| {
            observe(facts, domain, kind, &key, &value, from, now, log).ok()
        })
        .collect()
}

/// Removes facts whose confidence fell under [`PRUNE_BELOW`] (pinned ones stay).
pub fn prune(facts: &mut Vec<Fact>, now: f64, log: &mut EventLog) -> usize {
    let before = facts.len();
    facts.retain(|f| f.pinned || f.confidence >= PRUNE_BELOW);
    let pruned = before - facts.len();
    if pruned > 0 {
        log.push(
            "facts_pruned",
            now,
            json!({"pruned_count": pruned, "remaining_count": facts.len()}),
        );
    }
    pruned
}

/// The facts for a site that reach the context: its domain's or a subdomain relation's, at
/// [`INJECT_AT`] or more, the most confident value of each key, most confident first.
pub fn for_site<'a>(facts: &'a [Fact], host: &str) -> Vec<&'a Fact> {
    let h = domain_key(host);
    let mut out: Vec<&Fact> = vec![];
    let mut eligible: Vec<&Fact> = facts
        .iter()
        .filter(|f| (f.pinned || f.confidence >= INJECT_AT) && domain_match(&h, &f.domain) > 0.0)
        .collect();
    eligible.sort_by(|a, b| {
        b.pinned
            .cmp(&a.pinned)
            .then(b.confidence.total_cmp(&a.confidence))
            .then(b.last_seen.total_cmp(&a.last_seen))
            .then(a.id.cmp(&b.id))
    });
    for f in eligible {
        if !out
            .iter()
            .any(|o| o.domain == f.domain && o.kind == f.kind && phrase(&o.key) == phrase(&f.key))
        {
            out.push(f);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: f64 = 1_800_000_000_000.0;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn a_new_fact_starts_at_point_six_and_confirmation_moves_it_a_fifth_of_the_way_up() {
        let mut facts = vec![];
        let mut log = EventLog::default();
        observe(
            &mut facts,
            "www.Shop.test",
            FactKind::Quirk,
            "cookie banner",
            "dismiss the cookie banner first",
            "run-1",
            NOW,
            &mut log,
        )
        .unwrap();
        assert_eq!(facts[0].domain, "shop.test");
        assert!(close(facts[0].confidence, 0.6));
        observe(
            &mut facts,
            "shop.test",
            FactKind::Quirk,
            "Cookie  banner",
            "Dismiss the cookie banner first",
            "run-2",
            NOW + 1.0,
            &mut log,
        )
        .unwrap();
        assert_eq!(facts.len(), 1);
        assert!(close(facts[0].confidence, 0.68));
        assert_eq!(facts[0].sources, 2);
        assert_eq!(facts[0].provenance, vec!["run-1", "run-2"]);
        // Near miss: the same key of another kind or another site is another fact.
        observe(
            &mut facts,
            "shop.test",
            FactKind::Timing,
            "cookie banner",
            "dismiss the cookie banner first",
            "r",
            NOW,
            &mut log,
        )
        .unwrap();
        observe(
            &mut facts,
            "bank.test",
            FactKind::Quirk,
            "cookie banner",
            "dismiss the cookie banner first",
            "r",
            NOW,
            &mut log,
        )
        .unwrap();
        assert_eq!(facts.len(), 3);
        assert!(close(facts[0].confidence, 0.68));
    }

    #[test]
    fn another_value_halves_the_old_one_which_drops_out_of_the_context_and_is_pruned_under_a_tenth()
    {
        let mut facts = vec![];
        let mut log = EventLog::default();
        let see = |facts: &mut Vec<Fact>, log: &mut EventLog, v: &str| {
            observe(
                facts,
                "app.test",
                FactKind::Selector,
                "search box",
                v,
                "r",
                NOW,
                log,
            )
            .unwrap()
        };
        see(&mut facts, &mut log, "[data-testid=search]");
        see(&mut facts, &mut log, "#q");
        assert!(close(facts[0].confidence, 0.3));
        assert!(close(facts[1].confidence, 0.6));
        let shown = for_site(&facts, "app.test");
        assert_eq!(shown.len(), 1);
        assert_eq!(shown[0].value, "#q");
        see(&mut facts, &mut log, "#q"); // confirms #q (0.68), halves the first again (0.15)
        assert!(close(facts[0].confidence, 0.15));
        see(&mut facts, &mut log, "#search"); // 0.075 → pruned; #q 0.34
        assert_eq!(
            facts.iter().map(|f| f.value.as_str()).collect::<Vec<_>>(),
            vec!["#q", "#search"]
        );
        assert!(close(facts[0].confidence, 0.34));
        assert_eq!(log.named("facts_pruned").count(), 1);
        assert_eq!(log.named("fact_contradicted").count(), 4);
        // #search at 0.6 is shown; #q at 0.34 is not.
        assert_eq!(for_site(&facts, "app.test")[0].value, "#search");
        assert_eq!(for_site(&facts, "app.test").len(), 1);
    }

    #[test]
    fn facts_reach_a_site_and_its_subdomains_at_point_five_or_more() {
        let mut facts = vec![];
        let mut log = EventLog::default();
        observe(
            &mut facts,
            "shop.test",
            FactKind::Quirk,
            "a",
            "x",
            "r",
            NOW,
            &mut log,
        )
        .unwrap();
        observe(
            &mut facts,
            "shop.test",
            FactKind::Quirk,
            "b",
            "y",
            "r",
            NOW,
            &mut log,
        )
        .unwrap();
        facts[1].confidence = 0.49;
        assert_eq!(for_site(&facts, "app.shop.test").len(), 1);
        assert!(for_site(&facts, "notshop.test").is_empty());
        facts[1].pinned = true;
        assert_eq!(for_site(&facts, "shop.test")[0].key, "b");
    }

    #[test]
    fn runs_teach_slowness_interruptions_search_urls_and_sign_in_walls() {
        let mut facts = vec![];
        let mut log = EventLog::default();
        let seen = [
            Observation::Settle { ms: 3_400.0 },
            Observation::Dismissed {
                dialog: String::new(),
                control: "No thanks".into(),
            },
            Observation::SearchUrl {
                template: "/search?q={query}".into(),
            },
            Observation::LoginWall {
                login_path: "/login".into(),
                wanted_path: "/checkout".into(),
            },
        ];
        assert_eq!(
            learn(&mut facts, "shop.test", &seen, "run-9", NOW, &mut log).len(),
            4
        );
        let values: Vec<&str> = facts.iter().map(|f| f.value.as_str()).collect();
        assert_eq!(
            values,
            vec![
                "pages take about 3 s to settle after an action; wait for them",
                "a popup interrupts; close it with “No thanks” first",
                "search results are at /search?q={query}",
                "asks to sign in (/login) before /checkout"
            ]
        );
        // The same slowness rounded to the second confirms.
        learn(
            &mut facts,
            "shop.test",
            &[Observation::Settle { ms: 2_900.0 }],
            "run-10",
            NOW,
            &mut log,
        );
        assert_eq!(facts[0].sources, 2);
        // Near misses: a quick page, a nameless control, a URL without the query say nothing.
        let nothing = [
            Observation::Settle { ms: 1_999.0 },
            Observation::Settle { ms: f64::NAN },
            Observation::Dismissed {
                dialog: "Sale".into(),
                control: " ".into(),
            },
            Observation::SearchUrl {
                template: "/search".into(),
            },
        ];
        assert!(learn(&mut facts, "shop.test", &nothing, "r", NOW, &mut log).is_empty());
        assert_eq!(facts.len(), 4);
    }

    #[test]
    fn a_fact_without_its_parts_is_refused() {
        let mut log = EventLog::default();
        assert!(observe(
            &mut vec![],
            "",
            FactKind::Quirk,
            "k",
            "v",
            "r",
            NOW,
            &mut log
        )
        .is_err());
        assert!(observe(
            &mut vec![],
            "a.test",
            FactKind::Quirk,
            " ",
            "v",
            "r",
            NOW,
            &mut log
        )
        .is_err());
        assert!(FactKind::parse("rumour")
            .unwrap_err()
            .contains("timing, selector, pattern or quirk"));
    }
}
