//! Each kind's checker: a sound value passes (older shapes and empty lists too: near misses
//! that must never be set aside), and values of the wrong type or shape are refused with a
//! sentence.

use super::*;
use crate::distill::distill;
use crate::replay::run::new_run;
use crate::testkit::tracker_demo;
use serde_json::json;

fn one(key: &str, value: Value) -> Result<Item, String> {
    check_one(key, value)
}

fn assert_corrupt(key: &str, values: Vec<Value>) {
    for v in values {
        let got = check_entries(vec![(key.to_string(), v.clone())]);
        assert!(got.values.is_empty(), "{key} {v} must not be read as sound");
        assert_eq!(got.problems.len(), 1, "{key} {v} must be one problem");
        assert!(
            !got.problems[0].error.is_empty(),
            "{key} {v}: the problem says why"
        );
        if let Some(then) = consequence(kind_of(key).unwrap()) {
            assert!(
                got.problems[0].error.ends_with(then),
                "{key} {v}: says what follows"
            );
        }
    }
}

fn procedure_value() -> Value {
    let rec = tracker_demo("Create issue", "");
    serde_json::to_value(distill(&rec, "p1", 1.0).unwrap()).unwrap()
}

#[test]
fn every_key_names_its_kind() {
    let cases = [
        ("procmem:index", Kind::Index),
        ("procmem:rec:r1", Kind::Recording),
        ("procmem:proc:p1", Kind::Procedure),
        ("procmem:ridx", Kind::RetrievalMeta),
        ("procmem:ridx:7", Kind::RetrievalShard),
        ("procmem:recording_state", Kind::RecordingState),
        ("procmem:pending:r1:p0011223344:1", Kind::Pending),
        ("procmem:applied:r1", Kind::Applied),
        ("procmem:run:u1", Kind::Run),
        ("procmem:procv:p1:2", Kind::ProcedureVersion),
        ("procmem:agent_task", Kind::AgentTask),
        ("procmem:settings", Kind::Settings),
        ("procmem:quarantine:procmem:run:u1", Kind::Quarantine),
    ];
    for (key, kind) in cases {
        assert_eq!(kind_of(key), Some(kind), "{key}");
    }
    assert_eq!(kind_of("other:thing"), None);
    // Keys that are not the extension's are left alone.
    assert!(check_entries(vec![("theirs".to_string(), json!(5))]) == Checked::default());
}

#[test]
fn index() {
    let ok = json!({"schema_version": 1, "recordings": ["r1"], "procedures": ["p1", "p1"], "runs": ["u1"]});
    match one("procmem:index", ok).unwrap() {
        Item::Index(i) => assert_eq!(i.procedures, vec!["p1"], "an id listed twice is one"),
        other => panic!("{other:?}"),
    }
    // Near miss: an index written before runs were kept has no runs list.
    let older = json!({"schema_version": 1, "recordings": [], "procedures": []});
    assert!(matches!(one("procmem:index", older).unwrap(), Item::Index(i) if i.runs.is_empty()));
    // A newer library is refused, not set aside: nothing may be changed.
    let newer = check_entries(vec![(
        "procmem:index".into(),
        json!({"schema_version": 9, "recordings": [], "procedures": []}),
    )]);
    assert!(newer.problems.is_empty());
    assert!(newer.refused[0].error.contains("newer version"));
    assert_corrupt(
        "procmem:index",
        vec![
            json!(null),
            json!([]),
            json!({"schema_version": "1", "recordings": [], "procedures": []}),
            json!({"schema_version": 1, "recordings": "r1", "procedures": []}),
            json!({"schema_version": 1, "recordings": [], "procedures": [42]}),
            json!({"schema_version": 1, "recordings": ["../x"], "procedures": []}),
            json!({"schema_version": 1e300, "recordings": [], "procedures": []}),
            json!({"schema_version": 0, "recordings": [], "procedures": []}),
        ],
    );
}

#[test]
fn a_rebuilt_index_names_only_valid_ids_and_runs_oldest_first() {
    let keys = vec![
        ("procmem:run:late".to_string(), 9.0),
        ("procmem:rec:r1".to_string(), 0.0),
        ("procmem:proc:../x".to_string(), 0.0),
        ("procmem:proc:p1".to_string(), 0.0),
        ("procmem:run:early".to_string(), 2.0),
        ("procmem:procv:p1:1".to_string(), 0.0),
        ("procmem:settings".to_string(), 0.0),
    ];
    let index = rebuild_index(keys);
    assert_eq!(index.recordings, vec!["r1"]);
    assert_eq!(index.procedures, vec!["p1"]);
    assert_eq!(index.runs, vec!["early", "late"]);
    // What is rebuilt reads back as sound (or every read would set it aside again).
    assert!(one("procmem:index", serde_json::to_value(&index).unwrap()).is_ok());
}

#[test]
fn recordings_and_procedures() {
    let rec = serde_json::to_value(tracker_demo("Create issue", "")).unwrap();
    let id = rec["id"].as_str().unwrap().to_string();
    assert!(one(&format!("procmem:rec:{id}"), rec.clone()).is_ok());
    assert!(one("procmem:proc:p1", procedure_value()).is_ok());
    // Near miss: a recording from before tabs, step counters and descriptions were kept.
    let mut older = rec.clone();
    for field in ["tabs", "next_step", "description", "last_tab_id", "updated"] {
        older.as_object_mut().unwrap().remove(field);
    }
    assert!(one(&format!("procmem:rec:{id}"), older).is_ok());
    let mut bad_step = rec.clone();
    bad_step["steps"][0]["action"] = json!(5);
    assert_corrupt(
        &format!("procmem:rec:{id}"),
        vec![
            json!({"id": id, "title": 42}),
            json!("rec"),
            bad_step,
            json!({"steps": 7}),
        ],
    );
    assert_corrupt("procmem:rec:other", vec![rec]);
    let mut proc_bad = procedure_value();
    proc_bad["stats"]["uses"] = json!(-1);
    assert_corrupt(
        "procmem:proc:p1",
        vec![
            proc_bad,
            json!({"id": "p1", "title": 42, "steps": "no"}),
            json!(null),
        ],
    );
}

#[test]
fn procedure_versions() {
    let v1 = procedure_value();
    assert!(one("procmem:procv:p1:1", v1.clone()).is_ok());
    // Near miss: a version written before procedures counted versions reads as version 1.
    let mut unnumbered = v1.clone();
    unnumbered.as_object_mut().unwrap().remove("version");
    assert!(one("procmem:procv:p1:1", unnumbered).is_ok());
    let mut wrong_id = v1.clone();
    wrong_id["id"] = json!("p2");
    assert_corrupt(
        "procmem:procv:p1:1",
        vec![wrong_id, json!({"version": "one"}), json!([v1.clone()])],
    );
    assert_corrupt("procmem:procv:p1:2", vec![v1.clone()]);
    assert_corrupt("procmem:procv:p1", vec![v1]);
}

#[test]
fn retrieval_meta_and_shards() {
    assert!(one(
        "procmem:ridx",
        json!({"format": crate::retrieval::stored::FORMAT, "count": 3})
    )
    .is_ok());
    // Near miss: another format is sound (an update): the index is rebuilt, nothing set aside.
    assert!(one("procmem:ridx", json!({"format": 1, "count": 0})).is_ok());
    assert_corrupt(
        "procmem:ridx",
        vec![
            json!("14"),
            json!({"format": "14", "count": 1}),
            json!({"format": 14, "count": -3}),
            json!([14, 1]),
        ],
    );
    assert!(one("procmem:ridx:63", json!("AAAA")).is_ok());
    assert_corrupt(
        "procmem:ridx:3",
        vec![json!(42), json!({"shard": "x"}), json!(null)],
    );
    assert_corrupt("procmem:ridx:64", vec![json!("AAAA")]);
    // Whether a shard string decodes is the index's to say (`unreadable_shards`).
    let texts = vec![
        "%%%not base64".to_string(),
        "AAAAAA==".to_string(),
        crate::retrieval::Index::new().shard_json(2),
    ];
    let bad = crate::retrieval::Index::unreadable_shards(&texts);
    assert_eq!(bad.iter().map(|(n, _)| *n).collect::<Vec<_>>(), vec![0, 1]);
}

#[test]
fn recording_state() {
    let ok = json!({"active": true, "paused": false, "recording_id": "r1", "started": 5.0, "tab_floor": 12});
    assert!(one("procmem:recording_state", ok).is_ok());
    // Near misses: idle as the worker writes it, and a state from before tab floors.
    assert!(one(
        "procmem:recording_state",
        json!({"active": false, "paused": false, "recording_id": null})
    )
    .is_ok());
    assert!(one(
        "procmem:recording_state",
        json!({"active": true, "recording_id": "r1", "started": 1.0})
    )
    .is_ok());
    assert_corrupt(
        "procmem:recording_state",
        vec![
            json!({"active": "yes", "recording_id": 99}),
            json!({"active": true, "recording_id": null}),
            json!({"active": true, "recording_id": "r1", "tab_floor": -1}),
            json!({"active": true, "recording_id": "r1", "tab_floor": 1e20}),
            json!({"active": 1, "recording_id": "r1"}),
            json!({"active": true, "recording_id": "../r1"}),
            json!([true]),
            json!(null),
        ],
    );
}

#[test]
fn pending_batches() {
    let key = "procmem:pending:r1:p00112233:4";
    let ok = json!({"rid": "r1", "uid": "p00112233", "tab_id": 3, "first": 4, "events": [{"kind": "click"}]});
    assert!(one(key, ok.clone()).is_ok());
    // Near miss: a page's first batch, written before it heard its tab, and events the core
    // will refuse one by one (the batch itself is sound).
    let mut first = ok.clone();
    first["tab_id"] = json!(null);
    first["events"] = json!([{"kind": "nonsense"}, 5]);
    assert!(one(key, first).is_ok());
    let mut moved = ok.clone();
    moved["first"] = json!(5);
    let mut other = ok.clone();
    other["rid"] = json!("r2");
    assert_corrupt(
        key,
        vec![
            moved,
            other,
            json!({"rid": "r1", "uid": "p00112233", "first": 4, "events": "click"}),
            json!({"rid": "r1", "uid": "p00112233", "first": 4, "events": []}),
            json!({"rid": "r1", "uid": "p00112233", "first": "4", "events": [{}]}),
            json!([1, 2]),
        ],
    );
    assert_corrupt("procmem:pending:r1:x:1", vec![ok]);
}

#[test]
fn applied_cursors() {
    let key = "procmem:applied:r1";
    let ok = json!({
        "sources": {"p00112233": {"seq": 4, "tab": 3, "doc": "D"}, "w0011223344556677": {"seq": 2}},
        "navs": {"3": [{"page": "https://a.test/", "time": 1.0, "by": "worker", "doc": "D"}]},
        "openers": {"4": 3}
    });
    assert!(one(key, ok).is_ok());
    // Near miss: a cursor from before openers and navigations were kept, and an empty one.
    assert!(one(key, json!({"sources": {"p00112233": {"seq": 1}}})).is_ok());
    assert!(one(key, json!({})).is_ok());
    assert_corrupt(
        key,
        vec![
            json!({"sources": []}),
            json!({"sources": {"p00112233": {"seq": "4"}}}),
            json!({"sources": {"evil": {"seq": 4}}}),
            json!({"navs": {"3": [{"page": 5, "time": 1, "by": "worker"}]}}),
            json!({"navs": {"tab": []}}),
            json!({"openers": {"4": "3"}}),
            json!("cursor"),
        ],
    );
}

#[test]
fn runs() {
    let p: Procedure = serde_json::from_value(procedure_value()).unwrap();
    let r = new_run(
        "u1",
        "file a bug",
        &p,
        &Default::default(),
        "https://tracker.test/",
        5.0,
    );
    let value = serde_json::to_value(&r).unwrap();
    assert!(one("procmem:run:u1", value.clone()).is_ok());
    // Near miss: a run from before final URLs, errors and unmet items were kept.
    let mut older = value.clone();
    for f in ["final_url", "error", "ended"] {
        older.as_object_mut().unwrap().remove(f);
    }
    assert!(one("procmem:run:u1", older).is_ok());
    let mut status = value.clone();
    status["status"] = json!("exploded");
    assert_corrupt(
        "procmem:run:u1",
        vec![
            json!({"steps": 7, "status": 42}),
            status,
            json!("run"),
            json!(null),
        ],
    );
    assert_corrupt("procmem:run:u2", vec![value]);
}

#[test]
fn agent_tasks() {
    let ok = json!({"task": "file a bug", "tab_id": 3, "host": "tracker.test", "url": "https://tracker.test/",
        "results": [{"id": "p1", "title": "File a bug", "score": 0.8,
            "breakdown": {"text": 0.7, "domain": 1.0, "confidence": 0.5, "params": 1.0},
            "reason": "matches", "parameters": {"title": null}}],
        "context": "<procedural_memory>…</procedural_memory>", "updated": 5.0});
    assert!(one("procmem:agent_task", ok).is_ok());
    // Near miss: a task on a page with no web address and nothing found.
    let none = json!({"task": "x", "tab_id": null, "host": "", "url": null, "results": [], "context": "", "updated": 1});
    assert!(one("procmem:agent_task", none).is_ok());
    assert_corrupt(
        "procmem:agent_task",
        vec![
            json!({"task": 5, "results": [], "context": "", "updated": 1}),
            json!({"task": "x", "results": "none", "context": "", "updated": 1}),
            json!({"task": "x", "results": [{"id": 3}], "context": "", "updated": 1}),
            json!({"task": "  ", "results": [], "context": "", "updated": 1}),
            json!("task"),
        ],
    );
}

#[test]
fn settings_kind() {
    let id = "abcdefghijklmnopabcdefghijklmnop";
    match one(
        "procmem:settings",
        json!({"allowed_extension_ids": [id, id]}),
    )
    .unwrap()
    {
        Item::Settings(s) => assert_eq!(s.allowed_extension_ids, vec![id]),
        other => panic!("{other:?}"),
    }
    // Near misses: an empty list, and settings stored before there was any.
    assert!(one("procmem:settings", json!({"allowed_extension_ids": []})).is_ok());
    assert!(one("procmem:settings", json!({})).is_ok());
    assert_corrupt(
        "procmem:settings",
        vec![
            json!({"allowed_extension_ids": id}),
            json!({"allowed_extension_ids": [42]}),
            json!({"allowed_extension_ids": ["not an id"]}),
            json!([id]),
            json!(null),
        ],
    );
    assert_eq!(
        settings(vec!["x".into()], false, None).unwrap_err(),
        "\"x\" is not a Chrome extension id (32 letters a–p)."
    );
    // Memory off is kept; a value that is not true or false is damage.
    let off = one(
        "procmem:settings",
        json!({"allowed_extension_ids": [], "memory_off": true}),
    )
    .unwrap();
    assert!(matches!(
        off,
        Item::Settings(Settings {
            memory_off: true,
            ..
        })
    ));
    assert_corrupt("procmem:settings", vec![json!({"memory_off": "yes"})]);
    // The model's settings are checked as stored: a sound one reads, one the panel would
    // refuse (another scheme, on without a model) is damage, and none stored is off.
    let model = one(
        "procmem:settings",
        json!({"model": {"enabled": true, "endpoint": "http://127.0.0.1:9/v1", "model": "m"}}),
    )
    .unwrap();
    assert!(matches!(
        model,
        Item::Settings(Settings { model: Some(ref m), .. }) if m.chat_on() && m.timeout_seconds == 20
    ));
    assert_corrupt(
        "procmem:settings",
        vec![
            json!({"model": {"enabled": true, "endpoint": "file:///etc", "model": "m"}}),
            json!({"model": {"enabled": true, "endpoint": "http://h/v1"}}),
            json!({"model": {"enabled": "yes"}}),
            json!({"model": {"timeout_seconds": 0}}),
        ],
    );
}

#[test]
fn the_experience_memory_is_read_as_stored_and_refused_when_damaged() {
    let fresh = serde_json::to_value(crate::memory::Memory::fresh(1.0)).unwrap();
    assert!(matches!(
        one("procmem:memory", fresh.clone()).unwrap(),
        Item::Memory(_)
    ));
    // Near miss: an empty memory of this version reads (its layers default to empty).
    assert!(one("procmem:memory", json!({"schema_version": 1})).is_ok());
    let mut bad_lessons = fresh.clone();
    bad_lessons["lessons"] = json!(7);
    let mut bad_fact = fresh;
    bad_fact["facts"] = json!([{"id": "f", "domain": "a.test"}]);
    assert_corrupt(
        "procmem:memory",
        vec![
            json!({"schema_version": 9}),
            json!({"lessons": []}),
            bad_lessons,
            bad_fact,
            json!([1]),
            json!("memory"),
        ],
    );
}

#[test]
fn quarantine_reports_survive_damaged_records() {
    let entries = vec![
        (
            "procmem:quarantine:procmem:run:u1".to_string(),
            json!({"key": "procmem:run:u1", "error": "unreadable: x", "value": {"steps": 7}, "time": 3}),
        ),
        (
            "procmem:quarantine:procmem:settings".to_string(),
            json!("garbage"),
        ),
        (
            "procmem:quarantine:procmem:index".to_string(),
            json!({"key": 5, "error": {}}),
        ),
        ("procmem:run:u1".to_string(), json!(null)),
    ];
    let got = reports(entries);
    assert_eq!(got.len(), 3);
    let sound = got
        .iter()
        .find(|r| r.key == "procmem:quarantine:procmem:run:u1")
        .unwrap();
    assert_eq!(sound.original_key, "procmem:run:u1");
    assert_eq!(sound.error, "unreadable: x");
    for r in got.iter().filter(|r| r.key != sound.key) {
        assert!(
            r.error
                .starts_with("the record of this kept value is damaged too"),
            "{r:?}"
        );
        assert_eq!(r.original_key, &r.key["procmem:quarantine:".len()..]);
    }
}

#[test]
fn the_team_librarys_settings_and_state_are_checked_as_read() {
    let kept = one(
        "procmem:team",
        json!({"url": "http://127.0.0.1:7878/", "token": "tok"}),
    )
    .unwrap();
    assert!(matches!(kept, Item::Team(ref t) if t.url == "http://127.0.0.1:7878"));
    // Near miss: the same address over http to another machine would send the token in clear.
    assert_corrupt(
        "procmem:team",
        vec![
            json!({"url": "http://team.example.com", "token": "tok"}),
            json!({"url": "https://team.example.com", "token": ""}),
            json!({"url": "https://team.example.com", "token": "t", "extra": 1}),
            json!({"url": "https://team.example.com"}),
        ],
    );
    assert!(matches!(
        one("procmem:team_sync", json!({})).unwrap(),
        Item::TeamSync(ref s) if s.cursor == "0"
    ));
    assert_corrupt(
        "procmem:team_sync",
        vec![
            json!({"cursor": "x"}),
            json!({"base": {"procedure:p": {"version": "one", "digest": "d"}}}),
            json!({"outbox": [{"procedure_id": "p"}]}),
        ],
    );
}
