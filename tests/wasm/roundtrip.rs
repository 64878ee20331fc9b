// Shared by the page and service-worker wasm tests: a real recording (captured by the
// extension from the tracker fixture, tests/data/tracker-recording.json) goes through every
// binding and comes back intact.
use procmem::bindings;
use wasm_bindgen::JsValue;

const RECORDING: &str = include_str!("../data/tracker-recording.json");

fn js(json: &str) -> JsValue {
    js_sys::JSON::parse(json).expect("valid JSON")
}

fn json(value: &JsValue) -> String {
    js_sys::JSON::stringify(value).unwrap().as_string().unwrap()
}

fn get(value: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(value, &JsValue::from_str(key)).unwrap()
}

pub fn recording_round_trips_through_the_bindings() {
    // Replaying the recorded steps as events into a fresh recording rebuilds the same steps.
    let original = js(RECORDING);
    let fresh =
        bindings::new_recording("replayed".into(), "Create issue".into(), "".into(), 1.0).unwrap();
    let steps = js_sys::Array::from(&get(&original, "steps"));
    let mut rec = fresh;
    for step in steps.iter() {
        let kind = match get(&step, "action").as_string().unwrap().as_str() {
            "type" => "input",
            "press_enter" => "enter",
            other => other,
        }
        .to_string();
        let event = js_sys::Object::new();
        js_sys::Reflect::set(&event, &"kind".into(), &kind.into()).unwrap();
        for key in [
            "time", "value", "secret", "checked", "nav", "url", "title", "target",
        ] {
            let v = get(&step, key);
            if !v.is_undefined() && !v.is_null() {
                js_sys::Reflect::set(&event, &key.into(), &v).unwrap();
            }
        }
        if get(&step, "submits").as_bool() == Some(true) {
            // the submit that the click caused arrives right after it
            let out = bindings::add_event(rec, event.clone().into()).unwrap();
            rec = get(&out, "recording");
            js_sys::Reflect::set(&event, &"kind".into(), &"submit".into()).unwrap();
        }
        let out = bindings::add_event(rec, event.into()).unwrap();
        rec = get(&out, "recording");
    }
    let rebuilt = js_sys::Array::from(&get(&rec, "steps"));
    assert_eq!(rebuilt.length(), steps.length());
    for (a, b) in rebuilt.iter().zip(steps.iter()) {
        assert_eq!(json(&get(&a, "action")), json(&get(&b, "action")));
        assert_eq!(json(&get(&a, "value")), json(&get(&b, "value")));
        assert_eq!(json(&get(&a, "implicit")), json(&get(&b, "implicit")));
    }
}

pub fn distill_retrieve_export_import_in_wasm() {
    let procedure = bindings::distill(js(RECORDING), "p-1".into(), 5.0).unwrap();
    let text = json(&procedure);
    assert!(text.contains("\"name\":\"title\""), "{text}");
    assert!(!text.contains("hunter2"));
    let procedures = js_sys::Array::of1(&procedure);

    let mut index = bindings::RetrievalIndex::new();
    index.upsert_procedure(procedure.clone()).unwrap();
    let url = JsValue::from_str("http://tracker.test:8080/index.html");
    let matches = index
        .retrieve(
            "open a new ticket 'Export fails' for Bo".into(),
            url.clone(),
            10.0,
            Some(3),
        )
        .unwrap();
    let stored = js_sys::Object::new();
    js_sys::Reflect::set(&stored, &"procmem:proc:p-1".into(), &procedure).unwrap();
    let found = index
        .answer(
            matches,
            stored.clone().into(),
            JsValue::UNDEFINED,
            url.clone(),
        )
        .unwrap();
    let results = js_sys::Array::from(&get(&found, "results"));
    assert_eq!(results.length(), 1);
    let params = get(&results.get(0), "parameters");
    assert_eq!(
        get(&params, "title").as_string().as_deref(),
        Some("Export fails")
    );
    let context = get(&found, "context").as_string().unwrap();
    assert!(context.starts_with("<procedural_memory>"));

    let none = index
        .retrieve(
            "what is the weather tomorrow".into(),
            url.clone(),
            10.0,
            Some(3),
        )
        .unwrap();
    let unrelated = index
        .answer(none, stored.clone().into(), JsValue::UNDEFINED, url.clone())
        .unwrap();
    // A match whose procedure could not be read is dropped, not offered without steps.
    let matches = index
        .retrieve(
            "open a new ticket 'Export fails' for Bo".into(),
            url.clone(),
            10.0,
            Some(3),
        )
        .unwrap();
    let unread = index
        .answer(
            matches.clone(),
            js_sys::Object::new().into(),
            JsValue::UNDEFINED,
            url.clone(),
        )
        .unwrap();
    assert_eq!(js_sys::Array::from(&get(&unread, "results")).length(), 0);
    let damaged = js_sys::Object::new();
    js_sys::Reflect::set(
        &damaged,
        &"procmem:proc:p-1".into(),
        &js("{\"id\":\"p-1\",\"title\":42}"),
    )
    .unwrap();
    let unreadable = index
        .answer(matches, damaged.into(), JsValue::UNDEFINED, url)
        .unwrap();
    assert_eq!(
        js_sys::Array::from(&get(&unreadable, "results")).length(),
        0,
        "a stored value that does not read is left out"
    );
    assert!(index.holds_exactly("p-1".into()).unwrap());
    assert!(!index.holds_exactly("p-1\np-2".into()).unwrap());
    assert!(!index.holds_exactly("".into()).unwrap());
    assert_eq!(js_sys::Array::from(&get(&unrelated, "results")).length(), 0);
    assert_eq!(get(&unrelated, "context").as_string().as_deref(), Some(""));

    // Run with a task: the person chose the procedure, so a task retrieval turns away is still
    // read for its values; a task without them binds nothing, and a damaged procedure is an error.
    let bound = bindings::bind_task(
        procedure.clone(),
        "'Export fails' for Bo in Q3 2025 please".into(),
    )
    .unwrap();
    assert_eq!(
        get(&bound, "title").as_string().as_deref(),
        Some("Export fails")
    );
    assert_eq!(
        get(&bound, "milestone").as_string().as_deref(),
        Some("Q3 2025")
    );
    assert!(get(&bound, "password").is_null() || get(&bound, "password").is_undefined());
    let nothing = bindings::bind_task(procedure.clone(), "please do it".into()).unwrap();
    assert!(get(&nothing, "title").is_null(), "{}", json(&nothing));
    let err: JsValue = bindings::bind_task(js("{\"id\":\"p-1\",\"title\":42}"), "x".into())
        .unwrap_err()
        .into();
    let msg = js_sys::Reflect::get(&err, &"message".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert!(msg.contains("Malformed procedure"), "{msg}");

    // The memory crosses as JSON text; "null" is none stored yet (the seed lessons).
    let memory: JsValue = bindings::memory_read("null".into(), 20.0).unwrap().into();
    let file = bindings::export_file(
        js_sys::Array::of1(&js(RECORDING)).into(),
        procedures.into(),
        memory.clone(),
        20.0,
    )
    .unwrap();
    let file_text = json(&file);
    let back = bindings::parse_import(file_text.clone().into()).unwrap();
    assert_eq!(json(&back), file_text);
    // The file's memory (the seed lessons) merges into a memory that has them: nothing new.
    let imported = js_sys::Reflect::get(&back, &"memory".into()).unwrap();
    let merged = bindings::memory_import(memory, imported, 21.0).unwrap();
    let counts = merged;
    assert!(
        counts.contains("\"lessons\":{\"added\":0,\"merged\":3}"),
        "{counts}"
    );
}

pub fn malformed_values_raise_clear_errors() {
    let err: JsValue = bindings::add_event(js(RECORDING), js("{\"kind\":\"teleport\"}"))
        .unwrap_err()
        .into();
    let msg = js_sys::Reflect::get(&err, &"message".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert!(msg.contains("Malformed event"), "{msg}");
    let err = bindings::parse_import("{\"format\":\"procmem\",\"schema_version\":99}".into())
        .unwrap_err();
    let e: JsValue = err.into();
    let msg = js_sys::Reflect::get(&e, &"message".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert!(msg.contains("newer version"), "{msg}");
    let err: JsValue = bindings::new_recording("../x".into(), "t".into(), "".into(), 0.0)
        .unwrap_err()
        .into();
    let msg = js_sys::Reflect::get(&err, &"message".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert!(msg.contains("invalid id"), "{msg}");
    let err: JsValue = bindings::parse_import("{\"format\":\"procmem\",\"schema_version\":1,\"exported_at\":1,\"recordings\":7,\"procedures\":[]}".into()).unwrap_err().into();
    let msg = js_sys::Reflect::get(&err, &"message".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert!(
        msg.starts_with("The file does not match the format"),
        "{msg}"
    );
}

/// Stored values are read from JS values: good ones load, the rest are reported with their key.
pub fn stored_values_load_or_are_reported() {
    let procedure = bindings::distill(js(RECORDING), "p-1".into(), 5.0).unwrap();
    let entries = js_sys::Object::new();
    let set = |k: &str, v: &JsValue| js_sys::Reflect::set(&entries, &k.into(), v).unwrap();
    set("procmem:proc:p-1", &procedure);
    set("procmem:proc:p-2", &procedure);
    set("procmem:proc:p-3", &js("{\"id\":\"p-3\",\"title\":42}"));
    set(
        "procmem:rec:436ecb1d-c37d-4c96-b074-f1b51101687d",
        &js(RECORDING),
    );
    let lib = bindings::load_library(entries.into()).unwrap();
    assert_eq!(js_sys::Array::from(&get(&lib, "procedures")).length(), 1);
    assert_eq!(js_sys::Array::from(&get(&lib, "recordings")).length(), 1);
    let problems = json(&get(&lib, "problems"));
    assert!(
        problems.contains("procmem:proc:p-2") && problems.contains("stored under another id"),
        "{problems}"
    );
    assert!(
        problems.contains("procmem:proc:p-3") && problems.contains("unreadable"),
        "{problems}"
    );
    assert!(bindings::load_library(JsValue::from_str("nope")).is_err());
}

/// The index the worker keeps: add a procedure, query, store its shard, load it back, remove.
pub fn retrieval_index_in_wasm() {
    let procedure = bindings::distill(js(RECORDING), "p-1".into(), 5.0).unwrap();
    let mut index = bindings::RetrievalIndex::new();
    let shard = index.upsert_procedure(procedure).unwrap();
    assert!(shard < bindings::index_shards());
    assert_eq!(index.size(), 1);
    let task = "open a new ticket 'Export fails' for Bo";
    let url = JsValue::from_str("http://tracker.test:8080/index.html");
    let found = js_sys::Array::from(
        &index
            .retrieve(task.into(), url.clone(), 10.0, Some(3))
            .unwrap(),
    );
    assert_eq!(found.length(), 1);
    assert_eq!(
        get(&get(&found.get(0), "parameters"), "title")
            .as_string()
            .as_deref(),
        Some("Export fails")
    );

    let shards = index.all_shards();
    assert_eq!(shards[shard as usize], index.shard_json(shard));
    let list = js_sys::Array::new();
    for s in &shards {
        list.push(&JsValue::from_str(s));
    }
    let mut loaded = bindings::RetrievalIndex::from_shards(list.into()).unwrap();
    assert_eq!(
        json(
            &loaded
                .retrieve(task.into(), url.clone(), 10.0, Some(3))
                .unwrap()
        ),
        json(&found)
    );

    assert_eq!(loaded.remove("p-1".into()).unwrap(), Some(shard));
    assert_eq!(loaded.remove("p-1".into()).unwrap(), None);
    assert_eq!(
        js_sys::Array::from(&loaded.retrieve(task.into(), url, 10.0, Some(3)).unwrap()).length(),
        0
    );
    let bad = bindings::RetrievalIndex::from_shards(js("[\"not json\"]"));
    assert!(bad.is_err());
}

fn message(err: wasm_bindgen::JsError) -> String {
    let e: JsValue = err.into();
    js_sys::Reflect::get(&e, &"message".into())
        .unwrap()
        .as_string()
        .unwrap()
}

/// Values of every wrong type, as storage or a message may hand them over.
fn wrong_values() -> Vec<JsValue> {
    vec![
        JsValue::UNDEFINED,
        JsValue::NULL,
        JsValue::from_f64(99.0),
        JsValue::from_f64(1e300),
        JsValue::from_f64(f64::NAN),
        JsValue::TRUE,
        js("\"yes\""),
        js("[]"),
        js("[1,[2,[3]]]"),
        js("{}"),
        js("{\"steps\":7,\"status\":42}"),
        js("{\"active\":\"yes\",\"recording_id\":99}"),
    ]
}

/// Every export that takes a value from storage or a message, given values of the wrong type:
/// an error with a sentence, never a panic (which would trap the module).
pub fn wrong_types_are_errors() {
    let procedure = bindings::distill(js(RECORDING), "p-1".into(), 5.0).unwrap();
    // A fresh memory knows no locator for any element.
    let memory: JsValue = bindings::memory_read("null".into(), 0.0).unwrap().into();
    let known = bindings::known_locators(
        memory.clone(),
        "shop.test".into(),
        js(r#"{"role":"button","name":"Save profile"}"#),
        JsValue::NULL,
        0.0,
    )
    .unwrap();
    assert_eq!(js_sys::Array::from(&known).length(), 0);
    for v in wrong_values() {
        let text_expected = v.as_string().is_none();
        if text_expected {
            for r in [
                bindings::new_recording(v.clone(), "t".into(), "".into(), 0.0).map(|_| ()),
                bindings::new_recording("r".into(), v.clone(), "".into(), 0.0).map(|_| ()),
                bindings::distill(js(RECORDING), v.clone(), 0.0).map(|_| ()),
                bindings::recording_key(v.clone()).map(|_| ()),
                bindings::procedure_key(v.clone()).map(|_| ()),
                bindings::parse_import(v.clone()).map(|_| ()),
                bindings::bind_task(procedure.clone(), v.clone()).map(|_| ()),
                bindings::value_matches(v.clone(), "x".into()).map(|_| ()),
                bindings::same_date("2025-01-01".into(), v.clone()).map(|_| ()),
                bindings::shows_pick(v.clone(), "x".into()).map(|_| ()),
                bindings::delete_step(js(RECORDING), v.clone()).map(|_| ()),
                bindings::known_locators(memory.clone(), v.clone(), js("{}"), JsValue::NULL, 0.0)
                    .map(|_| ()),
            ] {
                let msg = message(r.unwrap_err());
                assert!(msg.contains("expected text"), "{msg}");
            }
        }
        // Values in the place of records: an error naming what was malformed.
        assert!(bindings::plan_run(v.clone(), js("{}")).is_err());
        let errors = [
            bindings::add_event(v.clone(), js("{\"kind\":\"click\"}")).map(|_| ()),
            bindings::add_event(js(RECORDING), v.clone()).map(|_| ()),
            bindings::describe_steps(v.clone()).map(|_| ()),
            bindings::distill(v.clone(), "p".into(), 0.0).map(|_| ()),
            bindings::rebuild(js(RECORDING), v.clone(), 0.0).map(|_| ()),
            bindings::export_file(v.clone(), js("[]"), JsValue::NULL, 0.0).map(|_| ()),
            bindings::export_file(js("[]"), js("[]"), v.clone(), 0.0).map(|_| ()),
            bindings::memory_import(v.clone(), js("{}"), 0.0).map(|_| ()),
            bindings::memory_import("{}".into(), v.clone(), 0.0).map(|_| ()),
            bindings::plan_run(v.clone(), js("{}")).map(|_| ()),
            bindings::new_run("u".into(), "t".into(), v.clone(), js("{}"), "".into(), 0.0)
                .map(|_| ()),
            bindings::record_step_result(v.clone(), js("{}")).map(|_| ()),
            bindings::finish_run(v.clone(), "failed".into(), "".into(), "".into(), 0.0).map(|_| ()),
            bindings::conclude_run(v.clone(), "".into(), "".into(), 0.0).map(|_| ()),
            bindings::record_outcome(v.clone(), js("{}")).map(|_| ()),
            bindings::restore_procedure(v.clone()).map(|_| ()),
            bindings::resume_from(v.clone(), procedure.clone()).map(|_| ()),
            bindings::apply_heals(procedure.clone(), v.clone(), 0.0).map(|_| ()),
            bindings::compare_versions(v.clone(), procedure.clone()).map(|_| ()),
            bindings::add_demonstration(v.clone(), js(RECORDING), 0.0).map(|_| ()),
            bindings::new_settings(v.clone(), JsValue::FALSE, JsValue::UNDEFINED).map(|_| ()),
            bindings::new_settings(js("[]"), v.clone(), JsValue::UNDEFINED).map(|_| ()),
            bindings::new_settings(js("[]"), JsValue::FALSE, v.clone()).map(|_| ()),
            // The opt-in model's calls: settings, procedures, replies and vectors of any shape.
            bindings::model_settings_public(v.clone()).map(|_| ()),
            bindings::assist_distill_request(v.clone(), procedure.clone()).map(|_| ()),
            bindings::assist_distill_request(JsValue::NULL, v.clone()).map(|_| ()),
            bindings::assist_distill_reply(procedure.clone(), v.clone()).map(|_| ()),
            bindings::assist_bind_request(v.clone(), procedure.clone(), "t".into(), js("[]"))
                .map(|_| ()),
            bindings::assist_bind_reply(procedure.clone(), "t".into(), v.clone(), js("{}"))
                .map(|_| ()),
            bindings::assist_test_reply(v.clone()),
            bindings::assist_embed_reply(v.clone(), 2).map(|_| ()),
            bindings::embed_text(v.clone()).map(|_| ()),
            bindings::embedding_current(v.clone(), "e".into(), "t".into()).map(|_| ()),
            bindings::blend_matches(v.clone(), js("[1]"), js("{}")).map(|_| ()),
            bindings::blend_matches(js("[]"), v.clone(), v.clone()).map(|_| ()),
            bindings::memory_model_event(memory.clone(), JsValue::NULL, v.clone(), js("{}"), 0.0)
                .map(|_| ()),
            bindings::memory_read(v.clone(), 0.0).map(|_| ()),
            bindings::memory_context(v.clone(), js("{}"), js("[]"), js("{}"), 0.0).map(|_| ()),
            bindings::memory_cycle(v.clone(), "t".into(), "".into(), js("{}"), 0.0).map(|_| ()),
            bindings::memory_list(v.clone(), JsValue::NULL, "".into(), 0.0).map(|_| ()),
            bindings::memory_edit(v.clone(), js("{}"), 0.0).map(|_| ()),
            bindings::memory_events(v.clone(), 0.0).map(|_| ()),
            bindings::memory_learn_run(v.clone(), js("{}"), procedure.clone(), js("[]"), 0.0)
                .map(|_| ()),
            bindings::known_locators(v.clone(), "shop.test".into(), js("{}"), JsValue::NULL, 0.0)
                .map(|_| ()),
            bindings::known_locators(
                memory.clone(),
                "shop.test".into(),
                v.clone(),
                v.clone(),
                0.0,
            )
            .map(|_| ()),
            bindings::skip_reason(v.clone()).map(|_| ()),
            bindings::count_next(v.clone()).map(|_| ()),
        ];
        // (An empty list or object is a sound value for some: then it is simply used.)
        for r in errors {
            if let Err(e) = r {
                let msg = message(e);
                assert!(msg.len() > 10, "an error says what is wrong: {msg:?}");
            }
        }
        // What reads many stored values never fails on one: it reports it.
        if v.is_object() && !js_sys::Array::is_array(&v) {
            let checked = bindings::check_stored(v.clone()).unwrap();
            assert!(get(&checked, "values").is_object());
        } else {
            assert!(bindings::check_stored(v.clone()).is_err());
        }
        let mut index = bindings::RetrievalIndex::new();
        assert!(index.upsert_procedure(v.clone()).is_err());
        let _ = bindings::RetrievalIndex::from_shards(v.clone());
        let _ = index.retrieve(v.clone(), v.clone(), 0.0, None);
        let _ = index.remove(v.clone());
        let _ = index.has(v.clone());
        let _ = index.holds_exactly(v.clone());
        let _ = bindings::RetrievalIndex::unreadable_shards(v.clone());
    }

    // The issue's cases: every kind of stored value, damaged, is one problem with its key.
    let entries = js(r#"{
        "procmem:run:u1": {"steps": 7, "status": 42},
        "procmem:recording_state": {"active": "yes", "recording_id": 99},
        "procmem:settings": {"allowed_extension_ids": "all"},
        "procmem:agent_task": [1, 2],
        "procmem:index": {"schema_version": "1", "recordings": [], "procedures": []},
        "procmem:ridx": "14",
        "procmem:ridx:3": 42,
        "procmem:pending:r1:p00112233:1": {"rid": "r1", "uid": "p00112233", "first": 1, "events": "x"},
        "procmem:applied:r1": {"sources": "all"},
        "procmem:procv:p-1:1": {"id": "p-1", "version": "one"},
        "procmem:proc:p-1": null,
        "procmem:rec:r1": {"id": "r1", "title": 42},
        "someone:else": 5
    }"#);
    let checked = bindings::check_stored(entries).unwrap();
    let problems = js_sys::Array::from(&get(&checked, "problems"));
    assert_eq!(problems.length(), 12, "{}", json(&checked));
    assert_eq!(json(&get(&checked, "values")), "{}");
    let text = json(&problems);
    assert!(
        !text.contains("Reflect"),
        "sentences, not the engine's words: {text}"
    );
    let run = problems
        .iter()
        .find(|p| get(p, "key").as_string().as_deref() == Some("procmem:run:u1"))
        .unwrap();
    assert_eq!(
        get(&run, "error").as_string().as_deref(),
        Some("unreadable: invalid type: a number, text or true/false where a list or an object belongs")
    );
    let state = problems
        .iter()
        .find(|p| get(p, "key").as_string().as_deref() == Some("procmem:recording_state"))
        .unwrap();
    assert!(
        get(&state, "error")
            .as_string()
            .unwrap()
            .contains("nothing is being recorded"),
        "{}",
        json(&state)
    );

    // One bad run among good ones: the answer keeps the good runs' history and its results.
    let mut index = bindings::RetrievalIndex::new();
    index.upsert_procedure(procedure.clone()).unwrap();
    let url = JsValue::from_str("http://tracker.test:8080/index.html");
    let task = "open a new ticket 'Export fails' for Bo";
    let matches = index
        .retrieve(task.into(), url.clone(), 10.0, Some(3))
        .unwrap();
    let stored = js_sys::Object::new();
    js_sys::Reflect::set(&stored, &"procmem:proc:p-1".into(), &procedure).unwrap();
    let run = bindings::new_run(
        "u1".into(),
        task.into(),
        procedure.clone(),
        js("{}"),
        "http://tracker.test:8080/index.html".into(),
        9.0,
    )
    .unwrap();
    let runs = js_sys::Object::new();
    js_sys::Reflect::set(
        &runs,
        &"procmem:run:bad".into(),
        &js("{\"steps\":7,\"status\":42}"),
    )
    .unwrap();
    js_sys::Reflect::set(&runs, &"procmem:run:u1".into(), &run).unwrap();
    let answer = index
        .answer(matches, stored.into(), runs.into(), url)
        .unwrap();
    assert_eq!(js_sys::Array::from(&get(&answer, "results")).length(), 1);
    let problems = json(&get(&answer, "problems"));
    assert!(
        problems.contains("procmem:run:bad") && !problems.contains("procmem:run:u1"),
        "{problems}"
    );
    let context = get(&answer, "context").as_string().unwrap();
    assert!(context.contains("Export fails"), "{context}");
}

/// The team library's bindings: a local procedure pushed, stored, then a colleague's edit over an
/// unsent change here kept as a conflict, settled; bad input is an error value, never a trap.
pub fn team_sync_through_the_bindings() {
    let procedure = bindings::distill(js(RECORDING), "p-1".into(), 5.0).unwrap();
    let settings =
        bindings::team_settings_new("http://127.0.0.1:7878/".into(), "tok".into()).unwrap();
    assert_eq!(
        get(&bindings::team_public(settings).unwrap(), "has_token"),
        JsValue::TRUE
    );
    let refused = bindings::team_settings_new("http://team.example.com".into(), "tok".into());
    assert!(message(refused.unwrap_err()).contains("https://"));

    let state = bindings::team_state(JsValue::NULL, "http://127.0.0.1:7878".into()).unwrap();
    let local = js(&format!(
        r#"[{{"kind": "procedure", "item": {}}}]"#,
        json(&procedure)
    ));
    let pushes = js_sys::Array::from(&bindings::team_pushes(state.clone(), local.clone()).unwrap());
    assert_eq!(pushes.length(), 1);
    let push = pushes.get(0);
    assert!(get(&push, "if_match").is_null());
    // The digest the worker compares before keeping the server's copy is the one pushed.
    let digest = bindings::team_digest(js_sys::Array::from(&local).get(0)).unwrap();
    assert_eq!(JsValue::from_str(&digest), get(&push, "digest"));
    let out = bindings::team_pushed(
        state,
        push,
        js(r#"{"status": "stored", "version": 1}"#),
        1.0,
    )
    .unwrap();
    assert_eq!(json(&get(&get(&out, "next"), "next")), "\"done\"");
    let state = get(&out, "state");
    assert_eq!(
        js_sys::Array::from(&bindings::team_pushes(state.clone(), local).unwrap()).length(),
        0
    );

    // Renamed here and by a colleague: a conflict, settled by keeping theirs.
    let mine = js(&json(&procedure).replacen("\"title\":\"", "\"title\":\"Mine: ", 1));
    let theirs = js(&json(&procedure).replacen("\"title\":\"", "\"title\":\"Theirs: ", 1));
    let change = js(&format!(
        r#"[{{"kind": "procedure", "id": "p-1", "version": 2, "item": {}}}]"#,
        json(&theirs)
    ));
    let locals = js(&format!(
        r#"[{{"kind": "procedure", "item": {}}}]"#,
        json(&mine)
    ));
    let out = bindings::team_pulled(state, change, locals, "2".into(), 2.0).unwrap();
    assert_eq!(js_sys::Array::from(&get(&out, "writes")).length(), 0);
    assert_eq!(js_sys::Array::from(&get(&out, "conflicts")).length(), 1);
    let out = bindings::team_resolve(
        get(&out, "state"),
        "procedure".into(),
        "p-1".into(),
        "theirs".into(),
    )
    .unwrap();
    assert!(json(&get(&out, "keep")).contains("Theirs: "));

    // Malformed input: errors naming what was wrong.
    // (A state's fields all have defaults, so only a value that is no record is wrong for one.)
    for v in wrong_values().into_iter().filter(|v| !v.is_object()) {
        assert!(bindings::team_pushes(v.clone(), js("[]")).is_err());
        assert!(bindings::team_pulled(js("{}"), v.clone(), js("[]"), "1".into(), 0.0).is_err());
        assert!(bindings::team_pushed(js("{}"), v.clone(), js("{}"), 0.0).is_err());
    }
    assert!(bindings::team_pushed(js("{}"), js("{}"), js("{}"), 0.0).is_err());
    assert!(bindings::team_pulled(
        js("{}"),
        js(r#"[{"kind": "script"}]"#),
        js("[]"),
        "1".into(),
        0.0
    )
    .is_err());
    assert!(bindings::team_pulled(js("{}"), js("[]"), js("[]"), "1; DROP".into(), 0.0).is_err());
    assert!(
        bindings::team_resolve(js("{}"), "procedure".into(), "p-1".into(), "both".into()).is_err()
    );
}
