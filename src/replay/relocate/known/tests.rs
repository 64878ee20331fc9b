//! Selector memory breaking a tie: the one case it decides, and each near miss where it must
//! not (a clear winner, an element below the threshold, locators of equal rank naming both
//! tied elements, a locator naming an element outside the tie).

use super::super::{choose_wanted, Candidate, Decision, Scored, Wanted, FOUND_THRESHOLD};
use super::*;
use crate::model::Fingerprint;

fn button(name: &str, id: &str, css: &str, xpath: &str) -> Fingerprint {
    Fingerprint {
        tag: "button".into(),
        role: "button".into(),
        name: name.into(),
        text: name.into(),
        id: id.into(),
        css: css.into(),
        xpath: xpath.into(),
        ..Default::default()
    }
}

fn cand(index: u32, fingerprint: Fingerprint) -> Candidate {
    Candidate {
        index,
        fingerprint,
        visible: true,
        enabled: true,
    }
}

/// "Save profile" as demonstrated: one button with an id.
fn target() -> Fingerprint {
    button("Save profile", "save", "#save", "/html/body/main/button")
}

const TOP: &str = "main > div:nth-of-type(1) > button";
const BOTTOM: &str = "main > div:nth-of-type(2) > button";

/// A redesign: "Save profile" in an action bar above and below the field, neither with the id.
fn twins() -> Vec<Candidate> {
    vec![
        cand(
            0,
            button("Save profile", "", TOP, "/html/body/main/div[1]/button"),
        ),
        cand(
            1,
            button("Save profile", "", BOTTOM, "/html/body/main/div[2]/button"),
        ),
    ]
}

fn known(list: &[(&str, i64)]) -> Wanted {
    Wanted {
        known: list
            .iter()
            .map(|(css, net)| KnownLocator {
                css: (*css).into(),
                net: *net,
            })
            .collect(),
        ..Wanted::default()
    }
}

fn found(d: &Decision) -> Option<u32> {
    match d {
        Decision::Found { index, .. } => Some(*index),
        _ => None,
    }
}

#[test]
fn a_known_locator_that_names_one_of_two_tied_lookalikes_decides_and_says_so() {
    let page = twins();
    // Without memory (or with Memory off: no known locators) the run refuses to guess.
    let plain = choose_wanted(&target(), &page, &Wanted::default());
    assert!(
        matches!(&plain, Decision::Ambiguous { reason, .. } if reason.contains("refusing to guess")),
        "{plain:?}"
    );
    // The person chose the bottom one in an earlier run: selector memory knows its locator.
    let d = choose_wanted(&target(), &page, &known(&[(BOTTOM, 1)]));
    assert_eq!(found(&d), Some(1), "{d:?}");
    let Decision::Found { note, score, .. } = &d else {
        unreachable!()
    };
    assert!(note.starts_with("selector memory decided"), "{note}");
    assert!(note.contains(BOTTOM), "{note}");
    assert!(*score >= FOUND_THRESHOLD);
    // A better-ranked locator this page does not have is passed over.
    let d = choose_wanted(
        &target(),
        &page,
        &known(&[("#save", 5), (BOTTOM, 1), (TOP, 0)]),
    );
    assert_eq!(found(&d), Some(1), "{d:?}");
    // The decision as the worker reads it: "found", with the note; the tie is not sent.
    let json = serde_json::to_value(&d).unwrap();
    assert_eq!(json["status"], "found");
    assert!(json["note"].as_str().unwrap().contains("selector memory"));
    let json = serde_json::to_value(&plain).unwrap();
    assert!(json.get("tied").is_none(), "{json}");
}

#[test]
fn a_known_locator_never_overrides_a_clear_winner() {
    // The demonstrated button is still there (its id and selector), beside a look-alike whose
    // selector memory remembers: the fingerprint's clear winner stands.
    let page = vec![
        cand(0, target()),
        cand(
            1,
            button("Save profile", "", BOTTOM, "/html/body/main/div[2]/button"),
        ),
    ];
    let d = choose_wanted(&target(), &page, &known(&[(BOTTOM, 9)]));
    assert_eq!(found(&d), Some(0), "{d:?}");
    assert!(matches!(&d, Decision::Found { note, .. } if note.is_empty()));
}

#[test]
fn a_known_locator_never_accepts_an_element_below_the_threshold() {
    // Nothing on the page says "Save profile": the remembered selector now finds "Delete
    // account", and no locator makes it the button.
    let page = vec![
        cand(
            0,
            button("Delete account", "", TOP, "/html/body/main/div[1]/button"),
        ),
        cand(
            1,
            button(
                "Delete account",
                "",
                BOTTOM,
                "/html/body/main/div[2]/button",
            ),
        ),
    ];
    let d = choose_wanted(&target(), &page, &known(&[(BOTTOM, 3)]));
    assert!(matches!(d, Decision::NotFound { .. }), "{d:?}");
    // A tie at the top where one of the two is just under the threshold: only the one at or
    // above it may be chosen; a locator naming the other decides nothing.
    let tied = vec![
        Scored {
            index: 0,
            score: FOUND_THRESHOLD + 0.01,
            role: "button".into(),
            name: "Save profile".into(),
        },
        Scored {
            index: 1,
            score: FOUND_THRESHOLD - 0.01,
            role: "button".into(),
            name: "Save profile".into(),
        },
    ];
    let low = known(&[(BOTTOM, 3)]).known;
    assert_eq!(remembered(&tied, &twins(), &low), None);
    let high = known(&[(TOP, 3)]).known;
    assert_eq!(
        remembered(&tied, &twins(), &high).map(|(s, css)| (s.index, css)),
        Some((0, TOP))
    );
    let d = break_tie(
        Decision::Ambiguous {
            best: tied.clone(),
            reason: "two elements match equally well".into(),
            tied,
        },
        &twins(),
        &low,
    );
    assert!(matches!(d, Decision::Ambiguous { .. }), "{d:?}");
}

#[test]
fn known_locators_of_equal_rank_naming_both_tied_elements_decide_nothing() {
    let page = twins();
    // Each button worked once (two people chose differently): memory does not know which.
    let d = choose_wanted(&target(), &page, &known(&[(TOP, 1), (BOTTOM, 1)]));
    assert!(matches!(d, Decision::Ambiguous { .. }), "{d:?}");
    let d = choose_wanted(&target(), &page, &known(&[(BOTTOM, 1), (TOP, 1)]));
    assert!(matches!(d, Decision::Ambiguous { .. }), "{d:?}");
    // Near miss the other way: one ranks higher, and it decides.
    let d = choose_wanted(&target(), &page, &known(&[(TOP, 1), (BOTTOM, 2)]));
    assert_eq!(found(&d), Some(1), "{d:?}");
}

#[test]
fn a_known_locator_naming_an_element_outside_the_tie_decides_nothing() {
    // The best-known locator now finds "Cancel", not one of the tied buttons: memory and the
    // page disagree, and a lower-ranked locator naming a tied one is not asked.
    let mut page = twins();
    page.push(cand(
        2,
        button(
            "Cancel",
            "",
            "main > div:nth-of-type(3) > button",
            "/html/body/main/div[3]/button",
        ),
    ));
    let plain = choose_wanted(&target(), &page, &Wanted::default());
    assert!(matches!(plain, Decision::Ambiguous { .. }), "{plain:?}");
    let d = choose_wanted(
        &target(),
        &page,
        &known(&[("main > div:nth-of-type(3) > button", 4), (BOTTOM, 1)]),
    );
    assert!(matches!(d, Decision::Ambiguous { .. }), "{d:?}");
    // The best-known locator naming a tied button and an element outside the tie (two roots
    // give the same selector) decides nothing either, whatever a lower-ranked one names.
    page[2].fingerprint.css = BOTTOM.into();
    let d = choose_wanted(&target(), &page, &known(&[(BOTTOM, 4), (TOP, 1)]));
    assert!(matches!(d, Decision::Ambiguous { .. }), "{d:?}");
}

#[test]
fn a_locator_naming_both_tied_elements_tells_nothing_and_other_refusals_stay() {
    // Both tied buttons answer to one selector (each in its own shadow root): it says nothing,
    // and the tie stays.
    let mut page = twins();
    page[0].fingerprint.css = "button.save".into();
    page[1].fingerprint.css = "button.save".into();
    page[1].fingerprint.shadow_hosts = vec!["profile-bar".into()];
    page[0].fingerprint.shadow_hosts = vec!["profile-bar".into()];
    let d = choose_wanted(&target(), &page, &known(&[("button.save", 3)]));
    assert!(matches!(d, Decision::Ambiguous { .. }), "{d:?}");
    // A refusal that is no tie of scores (two lists each with a "first" result) is left as
    // it was: it carries no tie for memory to break.
    let refusal = Decision::Ambiguous {
        best: vec![],
        reason: "2 lists like the demonstrated one each have a link first; refusing to guess"
            .into(),
        tied: vec![],
    };
    let d = break_tie(refusal.clone(), &twins(), &known(&[(TOP, 3)]).known);
    assert_eq!(d, refusal);
}

#[test]
fn a_planned_step_without_known_locators_reads_as_before() {
    let w: Wanted = serde_json::from_str(r#"{"expected_name": null}"#).unwrap();
    assert!(w.known.is_empty());
    let w: Wanted =
        serde_json::from_str(r##"{"known": [{"css": "#a", "net": 2}, {"css": "#b"}]}"##).unwrap();
    assert_eq!(w.known[0].net, 2);
    assert_eq!(w.known[1].net, 0);
}
