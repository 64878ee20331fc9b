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
    let fresh = bindings::new_recording("replayed", "Create issue", "", 1.0).unwrap();
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
    let procedure = bindings::distill(js(RECORDING), "p-1", 5.0).unwrap();
    let text = json(&procedure);
    assert!(text.contains("\"name\":\"title\""), "{text}");
    assert!(!text.contains("hunter2"));
    let procedures = js_sys::Array::of1(&procedure);

    let mut index = bindings::RetrievalIndex::new();
    index.upsert_procedure(procedure.clone()).unwrap();
    let url = Some("http://tracker.test:8080/index.html".to_string());
    let matches = index
        .retrieve(
            "open a new ticket 'Export fails' for Bo",
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
        .retrieve("what is the weather tomorrow", url.clone(), 10.0, Some(3))
        .unwrap();
    let unrelated = index
        .answer(none, stored.clone().into(), JsValue::UNDEFINED, url.clone())
        .unwrap();
    // A match whose procedure could not be read is dropped, not offered without steps.
    let matches = index
        .retrieve(
            "open a new ticket 'Export fails' for Bo",
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
    assert!(index.holds_exactly("p-1"));
    assert!(!index.holds_exactly("p-1\np-2"));
    assert!(!index.holds_exactly(""));
    assert_eq!(js_sys::Array::from(&get(&unrelated, "results")).length(), 0);
    assert_eq!(get(&unrelated, "context").as_string().as_deref(), Some(""));

    // Run with a task: the person chose the procedure, so a task retrieval turns away is still
    // read for its values; a task without them binds nothing, and a damaged procedure is an error.
    let bound =
        bindings::bind_task(procedure.clone(), "'Export fails' for Bo in Q3 2025 please").unwrap();
    assert_eq!(
        get(&bound, "title").as_string().as_deref(),
        Some("Export fails")
    );
    assert_eq!(
        get(&bound, "milestone").as_string().as_deref(),
        Some("Q3 2025")
    );
    assert!(get(&bound, "password").is_null() || get(&bound, "password").is_undefined());
    let nothing = bindings::bind_task(procedure.clone(), "please do it").unwrap();
    assert!(get(&nothing, "title").is_null(), "{}", json(&nothing));
    let err: JsValue = bindings::bind_task(js("{\"id\":\"p-1\",\"title\":42}"), "x")
        .unwrap_err()
        .into();
    let msg = js_sys::Reflect::get(&err, &"message".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert!(msg.contains("Malformed procedure"), "{msg}");

    let file = bindings::export_file(
        js_sys::Array::of1(&js(RECORDING)).into(),
        procedures.into(),
        20.0,
    )
    .unwrap();
    let file_text = json(&file);
    let back = bindings::parse_import(&file_text).unwrap();
    assert_eq!(json(&back), file_text);
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
    let err = bindings::parse_import("{\"format\":\"procmem\",\"schema_version\":99}").unwrap_err();
    let e: JsValue = err.into();
    let msg = js_sys::Reflect::get(&e, &"message".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert!(msg.contains("newer version"), "{msg}");
    let err: JsValue = bindings::new_recording("../x", "t", "", 0.0)
        .unwrap_err()
        .into();
    let msg = js_sys::Reflect::get(&err, &"message".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert!(msg.contains("invalid id"), "{msg}");
    let err: JsValue = bindings::parse_import("{\"format\":\"procmem\",\"schema_version\":1,\"exported_at\":1,\"recordings\":7,\"procedures\":[]}").unwrap_err().into();
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
    let procedure = bindings::distill(js(RECORDING), "p-1", 5.0).unwrap();
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
    let procedure = bindings::distill(js(RECORDING), "p-1", 5.0).unwrap();
    let mut index = bindings::RetrievalIndex::new();
    let shard = index.upsert_procedure(procedure).unwrap();
    assert!(shard < bindings::index_shards());
    assert_eq!(index.size(), 1);
    let task = "open a new ticket 'Export fails' for Bo";
    let url = Some("http://tracker.test:8080/index.html".to_string());
    let found = js_sys::Array::from(&index.retrieve(task, url.clone(), 10.0, Some(3)).unwrap());
    assert_eq!(found.length(), 1);
    assert_eq!(
        get(&get(&found.get(0), "parameters"), "title")
            .as_string()
            .as_deref(),
        Some("Export fails")
    );

    let shards = index.all_shards();
    assert_eq!(shards[shard as usize], index.shard_json(shard));
    let mut loaded = bindings::RetrievalIndex::from_shards(shards).unwrap();
    assert_eq!(
        json(&loaded.retrieve(task, url.clone(), 10.0, Some(3)).unwrap()),
        json(&found)
    );

    assert_eq!(loaded.remove("p-1"), Some(shard));
    assert_eq!(loaded.remove("p-1"), None);
    assert_eq!(
        js_sys::Array::from(&loaded.retrieve(task, url, 10.0, Some(3)).unwrap()).length(),
        0
    );
    let bad = bindings::RetrievalIndex::from_shards(vec!["not json".into()]);
    assert!(bad.is_err());
}
