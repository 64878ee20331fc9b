//! What selector memory knows of a replayed step's element, for relocation (issue 12): the css
//! locators that found the step's target identity (the site, the target's role and accessible
//! name, as `from_run` records them) in earlier replays and heals, best first, each with its
//! rank. Relocation may use them to break a tie and for nothing else
//! (`replay::relocate::known`).

use super::selectors;
use super::Memory;
use crate::model::Fingerprint;
use crate::replay::relocate::KnownLocator;
use crate::text::{squash, truncate};

/// The known css locators for `target` on `site`, best first. None when the step looks for
/// another element than the demonstrated one (`expected_name`: a value the run bound, an
/// option the task named — memory knows the demonstrated element, not that one), nor
/// locators that failed as often as they worked.
pub fn for_target(
    memory: &Memory,
    site: &str,
    target: &Fingerprint,
    expected_name: Option<&str>,
) -> Vec<KnownLocator> {
    let name = crate::describe::element_name(target);
    if expected_name.is_some_and(|want| super::phrase(want) != super::phrase(name)) {
        return Vec::new();
    }
    // (As `selectors::record` keeps them, so the identity is the one it learned.)
    let (role, name) = (
        truncate(&squash(&target.role), 40),
        truncate(&squash(name), 200),
    );
    if role.is_empty() && name.is_empty() {
        return Vec::new();
    }
    selectors::best(&memory.selectors, site, &role, &name)
        .iter()
        .filter(|l| l.kind == "css")
        .map(|l| KnownLocator {
            css: l.value.clone(),
            net: i64::from(l.successes) - i64::from(l.failures),
        })
        .filter(|k| k.net > 0)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::EventLog;

    const NOW: f64 = 1_800_000_000_000.0;

    fn learned() -> Memory {
        let mut m = Memory::default();
        let mut log = EventLog::default();
        for (kind, value, worked) in [
            ("css", "main > div:nth-of-type(2) > button", true),
            ("css", "main > div:nth-of-type(2) > button", true),
            ("css", "#save", true),
            ("test_id", "save-profile", true),
        ] {
            selectors::record(
                &mut m.selectors,
                "shop.test",
                "button",
                "Save profile",
                kind,
                value,
                worked,
                NOW,
                &mut log,
            )
            .unwrap();
        }
        m
    }

    fn save() -> Fingerprint {
        Fingerprint {
            role: "button".into(),
            name: "Save profile".into(),
            ..Default::default()
        }
    }

    #[test]
    fn the_css_locators_of_the_targets_identity_best_first_with_their_rank() {
        let m = learned();
        let known = for_target(&m, "www.shop.test", &save(), None);
        let got: Vec<(&str, i64)> = known.iter().map(|k| (k.css.as_str(), k.net)).collect();
        assert_eq!(
            got,
            vec![("main > div:nth-of-type(2) > button", 2), ("#save", 1)]
        );
        // The demonstrated name said as the bound value is the same element.
        assert_eq!(
            for_target(&m, "shop.test", &save(), Some("save  profile")).len(),
            2
        );
    }

    #[test]
    fn near_misses_know_nothing() {
        let m = learned();
        // Another site, another role, another name.
        assert!(for_target(&m, "bank.test", &save(), None).is_empty());
        let mut link = save();
        link.role = "link".into();
        assert!(for_target(&m, "shop.test", &link, None).is_empty());
        let mut draft = save();
        draft.name = "Save draft".into();
        assert!(for_target(&m, "shop.test", &draft, None).is_empty());
        // A step choosing a value the run bound looks for another element than the one known.
        assert!(for_target(&m, "shop.test", &save(), Some("Discard")).is_empty());
        // An element with no role or name has no identity.
        assert!(for_target(&m, "shop.test", &Fingerprint::default(), None).is_empty());
    }

    #[test]
    fn a_locator_that_failed_as_often_as_it_worked_is_not_offered() {
        let mut m = learned();
        let mut log = EventLog::default();
        selectors::record(
            &mut m.selectors,
            "shop.test",
            "button",
            "Save profile",
            "css",
            "#save",
            false,
            NOW,
            &mut log,
        )
        .unwrap();
        let known = for_target(&m, "shop.test", &save(), None);
        assert_eq!(known.len(), 1);
        assert_eq!(known[0].css, "main > div:nth-of-type(2) > button");
    }
}
