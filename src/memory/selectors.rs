//! Selector memory (seed 001): for an element identity — role + accessible name + site — the
//! locators that found it, ranked by success. Relocation asks it for the locators to try first;
//! a locator that keeps failing sinks and, once it has failed [`DROP_AFTER_FAILURES`] times more
//! than it worked, is forgotten.

use super::{phrase, stable_id, EventLog};
use crate::text::{squash, truncate};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// Locators kept per identity: the best few are all relocation needs.
pub const MAX_LOCATORS: usize = 5;
pub const DROP_AFTER_FAILURES: i64 = 3;
pub const MAX_LOCATOR_CHARS: usize = 500;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Locator {
    /// How it was found: "css", "xpath", "test_id", "role_name", "text".
    pub kind: String,
    pub value: String,
    pub successes: u32,
    pub failures: u32,
    pub last_used: f64,
}

impl Locator {
    fn net(&self) -> i64 {
        i64::from(self.successes) - i64::from(self.failures)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SelectorEntry {
    pub id: String,
    pub site: String,
    pub role: String,
    pub name: String,
    pub locators: Vec<Locator>,
    #[serde(default)]
    pub pinned: bool,
}

/// Who an element is, whatever its locators: its site, role and accessible name.
pub fn identity_id(site: &str, role: &str, name: &str) -> String {
    stable_id("sel", &[&site_key(site), &phrase(role), &phrase(name)])
}

fn site_key(s: &str) -> String {
    s.trim()
        .to_lowercase()
        .trim_start_matches("www.")
        .to_string()
}

/// Records that a locator found (or failed to find) the element of that identity.
#[allow(clippy::too_many_arguments)]
pub fn record(
    entries: &mut Vec<SelectorEntry>,
    site: &str,
    role: &str,
    name: &str,
    kind: &str,
    value: &str,
    worked: bool,
    now: f64,
    log: &mut EventLog,
) -> Result<(), String> {
    let value = truncate(value.trim(), MAX_LOCATOR_CHARS);
    let (role, name) = (truncate(&squash(role), 40), truncate(&squash(name), 200));
    if site_key(site).is_empty() || value.is_empty() || (role.is_empty() && name.is_empty()) {
        return Err("A selector needs its site, a role or name, and the locator.".into());
    }
    let id = identity_id(site, &role, &name);
    let entry = match entries.iter().position(|e| e.id == id) {
        Some(i) => &mut entries[i],
        None if !worked => return Ok(()), // nothing learned about an element never found
        None => {
            entries.push(SelectorEntry {
                id: id.clone(),
                site: site_key(site),
                role: role.clone(),
                name: name.clone(),
                locators: vec![],
                pinned: false,
            });
            entries.last_mut().expect("just pushed")
        }
    };
    match entry
        .locators
        .iter_mut()
        .find(|l| l.kind == kind && l.value == value)
    {
        Some(l) if worked => l.successes = l.successes.saturating_add(1),
        Some(l) => l.failures = l.failures.saturating_add(1),
        None if worked => entry.locators.push(Locator {
            kind: kind.into(),
            value: value.clone(),
            successes: 1,
            failures: 0,
            last_used: now,
        }),
        None => return Ok(()),
    }
    if let Some(l) = entry
        .locators
        .iter_mut()
        .find(|l| l.kind == kind && l.value == value)
    {
        l.last_used = now;
    }
    tidy(&mut entry.locators);
    if worked {
        log.push(
            "selector_recorded",
            now,
            json!({"site": entry.site, "role": entry.role, "name": entry.name, "locator": value}),
        );
    }
    Ok(())
}

/// Drops locators that failed [`DROP_AFTER_FAILURES`] more times than they worked, ranks the
/// rest and keeps the best [`MAX_LOCATORS`].
pub(crate) fn tidy(locators: &mut Vec<Locator>) {
    locators.retain(|l| l.net() > -DROP_AFTER_FAILURES);
    rank(locators);
    locators.truncate(MAX_LOCATORS);
}

fn rank(locators: &mut [Locator]) {
    locators.sort_by(|a, b| {
        b.net()
            .cmp(&a.net())
            .then(b.successes.cmp(&a.successes))
            .then(b.last_used.total_cmp(&a.last_used))
    });
}

/// The locators to try first for an element, best first (empty when it was never found).
pub fn best<'a>(entries: &'a [SelectorEntry], site: &str, role: &str, name: &str) -> &'a [Locator] {
    let id = identity_id(site, role, name);
    entries
        .iter()
        .find(|e| e.id == id)
        .map_or(&[], |e| e.locators.as_slice())
}

/// A site's known elements with a locator that worked more than it failed, most used first.
pub fn for_site<'a>(
    entries: &'a [SelectorEntry],
    host: &str,
) -> Vec<(&'a SelectorEntry, &'a Locator)> {
    let h = site_key(host);
    let mut out: Vec<(&SelectorEntry, &Locator)> = entries
        .iter()
        .filter(|e| crate::urls::domain_match(&h, &e.site) > 0.0)
        .filter_map(|e| e.locators.first().filter(|l| l.net() > 0).map(|l| (e, l)))
        .collect();
    out.sort_by(|a, b| {
        b.0.pinned
            .cmp(&a.0.pinned)
            .then(b.1.successes.cmp(&a.1.successes))
            .then(a.0.id.cmp(&b.0.id))
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: f64 = 1_800_000_000_000.0;

    #[test]
    fn locators_rank_by_success_and_the_failing_sink_then_go() {
        let mut e = vec![];
        let mut log = EventLog::default();
        let r = |e: &mut Vec<SelectorEntry>, log: &mut EventLog, kind: &str, v: &str, ok: bool| {
            record(
                e,
                "shop.test",
                "button",
                "Add to cart",
                kind,
                v,
                ok,
                NOW,
                log,
            )
            .unwrap()
        };
        r(&mut e, &mut log, "css", "#add", true);
        r(&mut e, &mut log, "test_id", "add-to-cart", true);
        r(&mut e, &mut log, "test_id", "add-to-cart", true);
        assert_eq!(
            best(&e, "www.shop.test", "Button", "add to  cart")[0].value,
            "add-to-cart"
        );
        for _ in 0..3 {
            r(&mut e, &mut log, "test_id", "add-to-cart", false);
        }
        // 2 worked, 3 failed: below #add (1, 0), kept until it fails 3 more than it worked.
        assert_eq!(
            best(&e, "shop.test", "button", "Add to cart")[0].value,
            "#add"
        );
        assert_eq!(best(&e, "shop.test", "button", "Add to cart").len(), 2);
        for _ in 0..2 {
            r(&mut e, &mut log, "test_id", "add-to-cart", false);
        }
        assert_eq!(best(&e, "shop.test", "button", "Add to cart").len(), 1);
    }

    #[test]
    fn identity_is_site_role_and_name() {
        let mut e = vec![];
        let mut log = EventLog::default();
        record(
            &mut e,
            "shop.test",
            "button",
            "Save",
            "css",
            "#s",
            true,
            NOW,
            &mut log,
        )
        .unwrap();
        // Near misses: another role, another name, another site know nothing.
        assert!(best(&e, "shop.test", "link", "Save").is_empty());
        assert!(best(&e, "shop.test", "button", "Save draft").is_empty());
        assert!(best(&e, "bank.test", "button", "Save").is_empty());
        // A failure of an element never found teaches nothing.
        record(
            &mut e,
            "shop.test",
            "button",
            "Delete",
            "css",
            "#d",
            false,
            NOW,
            &mut log,
        )
        .unwrap();
        assert_eq!(e.len(), 1);
        assert!(record(
            &mut e,
            "shop.test",
            "",
            "",
            "css",
            "#x",
            true,
            NOW,
            &mut log
        )
        .is_err());
        assert_eq!(for_site(&e, "shop.test").len(), 1);
    }

    #[test]
    fn at_most_five_locators_per_element() {
        let mut e = vec![];
        let mut log = EventLog::default();
        for i in 0..8 {
            record(
                &mut e,
                "shop.test",
                "button",
                "Go",
                "css",
                &format!("#go{i}"),
                true,
                NOW + i as f64,
                &mut log,
            )
            .unwrap();
        }
        assert_eq!(best(&e, "shop.test", "button", "Go").len(), MAX_LOCATORS);
    }
}
