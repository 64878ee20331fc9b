use super::*;
use crate::distill::distill;
use crate::testkit::tracker_demo;

fn procedure(id: &str, title: &str) -> Item {
    let mut p = distill(&tracker_demo("Create issue", ""), id, 1.0).unwrap();
    p.title = title.into();
    Item::Procedure(Box::new(p))
}

fn recording(id: &str) -> Item {
    let mut r = tracker_demo("Create issue", "");
    r.id = id.into();
    Item::Recording(Box::new(r))
}

fn retitled(item: &Item, title: &str) -> Item {
    let mut out = item.clone();
    if let Item::Procedure(p) = &mut out {
        p.title = title.into();
    }
    out
}

fn counted(item: &Item, uses: u32) -> Item {
    let mut out = item.clone();
    if let Item::Procedure(p) = &mut out {
        p.stats.uses = uses;
        p.stats.successes = uses;
        p.updated += 1000.0;
    }
    out
}

fn won() -> crate::replay::learning::Outcome {
    crate::replay::learning::Outcome {
        success: true,
        failed_step: None,
        time: 1.0,
        cause: Default::default(),
    }
}

fn value(item: &Item) -> Value {
    item.value()
}

/// A state in which `item` was last synced as `version`.
fn synced(item: &Item, version: i64) -> SyncState {
    let mut s = SyncState::default().for_server("http://127.0.0.1:7878");
    s.base.insert(
        item.key(),
        Base {
            version,
            digest: item.digest(),
        },
    );
    s
}

fn locals(items: &[&Item]) -> BTreeMap<String, Item> {
    items.iter().map(|i| (i.key(), (*i).clone())).collect()
}

fn change(item: &Item, version: i64) -> Change {
    Change {
        kind: item.kind(),
        id: item.id().into(),
        version,
        item: value(item),
    }
}

#[test]
fn the_digest_is_the_content_not_the_counts_or_the_time_touched() {
    let p = procedure("p1", "Create an issue");
    assert_eq!(p.digest(), counted(&p, 7).digest());
    assert_ne!(p.digest(), retitled(&p, "Open an issue").digest());
    assert_ne!(p.digest(), procedure("p2", "Create an issue").digest());
    assert_eq!(p.digest().len(), 32);
}

#[test]
fn a_new_item_is_sent_as_new_then_not_again_until_it_changes() {
    let p = procedure("p1", "Create an issue");
    let r = recording("r1");
    let mut state = SyncState::default();
    let sent = pushes(&state, &[p.clone(), r.clone()]);
    assert_eq!(sent.len(), 2);
    assert!(sent.iter().all(|s| s.if_match.is_none()));
    for s in &sent {
        assert_eq!(
            pushed(&mut state, s, Answer::Stored { version: 1 }, 0.0),
            Next::Done
        );
    }
    assert!(pushes(&state, &[p.clone(), r.clone()]).is_empty());
    // Outcomes counted here change no content: nothing to send.
    assert!(pushes(&state, &[counted(&p, 3)]).is_empty());
    let edited = retitled(&p, "Open an issue");
    let sent = pushes(&state, &[edited]);
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].if_match, Some(1));
    assert_eq!(sent[0].item["title"], "Open an issue");
}

#[test]
fn what_is_sent_carries_no_secret() {
    let mut p = distill(&tracker_demo("Create issue", ""), "p1", 1.0).unwrap();
    // A field only recognised as secret after it was kept: scrubbed on the way out.
    let n = p
        .steps
        .iter()
        .position(|s| s.action == crate::model::Action::Type)
        .unwrap();
    let target = p.steps[n].target.as_mut().unwrap();
    target.label = "Password".into();
    target.name = "password".into();
    p.steps[n].value = Some("hunter2".into());
    p.steps[n].slot = None;
    let sent = pushes(&SyncState::default(), &[Item::Procedure(Box::new(p))]);
    let step = &sent[0].item["steps"][n];
    assert_eq!(step["secret"], true);
    assert!(!sent[0].item.to_string().contains("hunter2"));
}

#[test]
fn a_stale_push_whose_server_copy_only_counted_outcomes_is_sent_again() {
    let p = procedure("p1", "Create an issue");
    let mut state = synced(&p, 1);
    let edited = retitled(&p, "Open an issue");
    let push = pushes(&state, &[edited]).remove(0);
    let stale = Answer::Stale {
        current: Some(Current {
            version: 4,
            item: value(&counted(&p, 3)),
        }),
    };
    assert_eq!(
        pushed(&mut state, &push, stale, 0.0),
        Next::Retry { if_match: Some(4) }
    );
    assert!(state.conflicts.is_empty());
}

#[test]
fn a_stale_push_over_a_colleagues_edit_keeps_both_until_the_person_chooses() {
    let p = procedure("p1", "Create an issue");
    let mut state = synced(&p, 1);
    let mine = retitled(&p, "Open an issue");
    let theirs = retitled(&p, "File a ticket");
    let push = pushes(&state, &[mine.clone()]).remove(0);
    let stale = Answer::Stale {
        current: Some(Current {
            version: 2,
            item: value(&theirs),
        }),
    };
    assert_eq!(pushed(&mut state, &push, stale, 5.0), Next::Conflict);
    let c = &state.conflicts["procedure:p1"];
    assert_eq!((c.version, c.time), (2, 5.0));
    assert_eq!(c.theirs.digest(), theirs.digest());
    // Not sent again while the person has not chosen.
    assert!(pushes(&state, &[mine.clone()]).is_empty());

    // Keeping mine sends it next, replacing the team's version 2.
    let mut keep_mine = state.clone();
    assert_eq!(
        resolve(&mut keep_mine, Kind::Procedure, "p1", Keep::Mine).unwrap(),
        None
    );
    let again = pushes(&keep_mine, &[mine.clone()]);
    assert_eq!(again[0].if_match, Some(2));
    assert_eq!(again[0].item["title"], "Open an issue");

    // Keeping theirs answers their copy to keep here, and nothing is left to send.
    let mut keep_theirs = state.clone();
    let kept = resolve(&mut keep_theirs, Kind::Procedure, "p1", Keep::Theirs)
        .unwrap()
        .unwrap();
    assert_eq!(kept.digest(), theirs.digest());
    assert!(pushes(&keep_theirs, &[kept]).is_empty());
    // A second choice finds nothing to settle.
    assert!(resolve(&mut keep_theirs, Kind::Procedure, "p1", Keep::Mine)
        .unwrap_err()
        .contains("no conflict"));
}

#[test]
fn a_stale_push_of_the_same_content_adopts_the_teams_copy() {
    let p = procedure("p1", "Create an issue");
    let mut state = SyncState::default();
    let push = pushes(&state, &[p.clone()]).remove(0);
    let same = Answer::Stale {
        current: Some(Current {
            version: 3,
            item: value(&counted(&p, 9)),
        }),
    };
    match pushed(&mut state, &push, same, 0.0) {
        Next::Adopt {
            item: Item::Procedure(kept),
        } => assert_eq!(kept.stats.uses, 9),
        other => panic!("{other:?}"),
    }
    assert_eq!(state.base["procedure:p1"].version, 3);
}

#[test]
fn a_refused_item_waits_until_it_changes_and_a_lost_one_is_sent_as_new() {
    let p = procedure("p1", "Create an issue");
    let mut state = SyncState::default();
    let push = pushes(&state, &[p.clone()]).remove(0);
    let next = pushed(
        &mut state,
        &push,
        Answer::Refused {
            error: "Rejected: x".into(),
        },
        0.0,
    );
    assert_eq!(
        next,
        Next::Refused {
            error: "Rejected: x".into()
        }
    );
    assert!(pushes(&state, &[p.clone()]).is_empty());
    assert_eq!(pushes(&state, &[retitled(&p, "Other")]).len(), 1);

    let mut state = synced(&p, 5);
    let push = pushes(&state, &[retitled(&p, "Other")]).remove(0);
    assert_eq!(
        pushed(&mut state, &push, Answer::Stale { current: None }, 0.0),
        Next::Retry { if_match: None }
    );
}

#[test]
fn the_feed_brings_new_items_and_colleagues_edits_of_unchanged_ones() {
    let p = procedure("p1", "Create an issue");
    let q = procedure("p2", "Close an issue");
    let r = recording("r1");
    let mut state = synced(&p, 1);
    let theirs = counted(&retitled(&p, "File a ticket"), 4);
    let page = vec![change(&theirs, 2), change(&q, 1), change(&r, 1)];
    let out = pulled(&mut state, page, &locals(&[&p]), "17", 0.0).unwrap();
    assert_eq!(out.writes.len(), 3);
    assert!(out.conflicts.is_empty() && out.skipped.is_empty());
    assert_eq!(state.cursor, "17");
    assert_eq!(state.base["procedure:p1"].version, 2);
    let written = out.writes.iter().find(|w| w.id() == "p1").unwrap();
    assert_eq!(written.digest(), theirs.digest());
    // Nothing to send back: every item is as the server has it.
    assert!(pushes(&state, &out.writes).is_empty());
}

#[test]
fn the_feed_over_an_unsent_edit_keeps_both_or_only_takes_the_counts() {
    let p = procedure("p1", "Create an issue");
    let mine = retitled(&p, "Open an issue");

    // A colleague's edit: a conflict, this browser's copy untouched.
    let mut state = synced(&p, 1);
    let theirs = retitled(&p, "File a ticket");
    let out = pulled(
        &mut state,
        vec![change(&theirs, 2)],
        &locals(&[&mine]),
        "3",
        7.0,
    )
    .unwrap();
    assert!(out.writes.is_empty());
    assert_eq!(out.conflicts, vec!["procedure:p1".to_string()]);
    assert_eq!(state.conflicts["procedure:p1"].version, 2);

    // Only outcomes counted there: the counts are taken, the edit is still to send over v2.
    let mut state = synced(&p, 1);
    let out = pulled(
        &mut state,
        vec![change(&counted(&p, 6), 2)],
        &locals(&[&mine]),
        "3",
        7.0,
    )
    .unwrap();
    assert!(out.conflicts.is_empty());
    match &out.writes[..] {
        [Item::Procedure(w)] => assert_eq!((w.title.as_str(), w.stats.uses), ("Open an issue", 6)),
        other => panic!("{other:?}"),
    }
    let sent = pushes(&state, &out.writes);
    assert_eq!(
        (sent[0].if_match, sent[0].item["title"].as_str()),
        (Some(2), Some("Open an issue"))
    );
}

#[test]
fn the_same_item_made_in_two_browsers_is_one_when_equal_and_a_conflict_when_not() {
    let p = procedure("p1", "Create an issue");
    let mut state = SyncState::default();
    let out = pulled(
        &mut state,
        vec![change(&counted(&p, 2), 1)],
        &locals(&[&p]),
        "1",
        0.0,
    )
    .unwrap();
    assert_eq!(out.writes.len(), 1);
    let mut state = SyncState::default();
    let out = pulled(
        &mut state,
        vec![change(&retitled(&p, "x"), 1)],
        &locals(&[&p]),
        "1",
        0.0,
    )
    .unwrap();
    assert_eq!(out.conflicts.len(), 1);
}

#[test]
fn an_item_deleted_here_is_not_brought_back() {
    let p = procedure("p1", "Create an issue");
    let mut state = synced(&p, 1);
    let out = pulled(
        &mut state,
        vec![change(&retitled(&p, "x"), 2)],
        &BTreeMap::new(),
        "2",
        0.0,
    )
    .unwrap();
    assert!(out.writes.is_empty());
    assert_eq!(state.base["procedure:p1"].version, 2);
}

#[test]
fn a_hostile_feed_is_read_like_an_import_file() {
    let p = procedure("p1", "Create an issue");
    let mut state = SyncState::default();
    // A secret carrying its value, an item under another id, junk, a URL with credentials.
    let mut secret = value(&procedure("p2", "Sign in"));
    secret["steps"][1]["secret"] = Value::Bool(true);
    secret["steps"][1]["value"] = Value::String("hunter2".into());
    let mut renamed = change(&p, 1);
    renamed.id = "p9".into();
    let mut leaky = value(&procedure("p3", "Leaky"));
    leaky["steps"][0]["url"] =
        Value::String("https://bo:pw@tracker.example/?token=abc123def456".into());
    let page = vec![
        Change {
            kind: Kind::Procedure,
            id: "p2".into(),
            version: 1,
            item: secret,
        },
        renamed,
        Change {
            kind: Kind::Recording,
            id: "r9".into(),
            version: 1,
            item: Value::String("x".into()),
        },
        Change {
            kind: Kind::Procedure,
            id: "p3".into(),
            version: 1,
            item: leaky,
        },
    ];
    let out = pulled(&mut state, page, &BTreeMap::new(), "4", 0.0).unwrap();
    assert_eq!(out.skipped.len(), 3, "{:?}", out.skipped);
    assert!(out.skipped[0].contains("secret"));
    match &out.writes[..] {
        [Item::Procedure(kept)] => assert!(
            !kept.steps[0].url.contains("pw@") && !kept.steps[0].url.contains("abc123def456"),
            "{}",
            kept.steps[0].url
        ),
        other => panic!("{other:?}"),
    }
    assert_eq!(state.cursor, "4");
    assert!(pulled(&mut state, vec![], &BTreeMap::new(), "4; drop", 0.0).is_err());
}

#[test]
fn another_server_starts_from_nothing_but_keeps_the_outcomes_to_send() {
    let p = procedure("p1", "Create an issue");
    let mut state = synced(&p, 3);
    state.cursor = "40".into();
    note_outcome(&mut state, "p1", &won());
    let same = state.clone().for_server("http://127.0.0.1:7878");
    assert_eq!(same, state);
    let other = state.for_server("https://procmem.example.com");
    assert_eq!(
        (other.cursor.as_str(), other.base.len(), other.outbox.len()),
        ("0", 0, 1)
    );
}

#[test]
fn the_outbox_keeps_the_newest_outcomes_and_drops_what_was_posted() {
    let mut state = SyncState::default();
    for n in 0..MAX_OUTBOX + 5 {
        note_outcome(&mut state, &format!("p{n}"), &won());
    }
    assert_eq!(state.outbox.len(), MAX_OUTBOX);
    assert_eq!(state.outbox[0].procedure_id, "p5");
    posted(&mut state, 2);
    assert_eq!(state.outbox[0].procedure_id, "p7");
    posted(&mut state, usize::MAX);
    assert!(state.outbox.is_empty());
}

#[test]
fn a_stored_state_is_checked() {
    let p = procedure("p1", "Create an issue");
    let mut state = SyncState::default();
    assert!(state.check().is_ok());
    state.conflicts.insert(
        "procedure:other".into(),
        Conflict {
            kind: Kind::Procedure,
            id: "p1".into(),
            version: 1,
            theirs: p,
            time: 0.0,
        },
    );
    assert!(state.check().is_err());
    let bad = SyncState {
        cursor: "x".into(),
        ..Default::default()
    };
    assert!(bad.check().is_err());
}

#[test]
fn only_outcomes_that_count_here_are_sent_to_the_team() {
    use crate::replay::learning::{FailureCause, Outcome};
    let mut state = SyncState::default();
    let failed = |cause| Outcome {
        success: false,
        failed_step: Some("s2".into()),
        time: 1.0,
        cause,
    };
    note_outcome(&mut state, "p1", &failed(FailureCause::Procedure));
    // Near misses: the person's abort and a stopped worker are no use of the procedure.
    note_outcome(&mut state, "p1", &failed(FailureCause::Person));
    note_outcome(&mut state, "p1", &failed(FailureCause::Interrupted));
    assert_eq!(
        state.outbox,
        vec![OutcomeReport {
            procedure_id: "p1".into(),
            success: false,
            failed_step: Some("s2".into())
        }]
    );
}

#[test]
fn this_browsers_own_write_coming_back_through_the_feed_is_not_written_again() {
    let p = procedure("p1", "Create an issue");
    let mut state = synced(&p, 1);
    let out = pulled(&mut state, vec![change(&p, 1)], &locals(&[&p]), "1", 0.0).unwrap();
    assert!(out.writes.is_empty());
    // Near miss: the same content with the team's counts is kept (the counts are news).
    let out = pulled(
        &mut state,
        vec![change(&counted(&p, 2), 2)],
        &locals(&[&p]),
        "2",
        0.0,
    )
    .unwrap();
    assert_eq!(out.writes.len(), 1);
    assert_eq!(state.base["procedure:p1"].version, 2);
}
