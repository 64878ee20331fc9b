use super::*;
use crate::model::Action;

const TRACKER: &str = include_str!("../../tests/data/devtools/tracker-new-issue.json");
const SHOP: &str = include_str!("../../tests/data/devtools/shop-search.json");
const NOW: f64 = 1_800_000_000_000.0;

fn actions(r: &Recording) -> Vec<(Action, String)> {
    r.steps
        .iter()
        .map(|s| {
            (
                s.action,
                s.target
                    .as_ref()
                    .map(|t| crate::describe::element_name(t).to_string())
                    .unwrap_or_else(|| s.url.clone()),
            )
        })
        .collect()
}

#[test]
fn a_recorder_file_reads_as_the_demonstration_procmem_would_have_recorded() {
    let got = import(TRACKER, "dt-1", NOW).unwrap();
    let r = &got.recording;
    assert_eq!(r.title, "File a bug in the tracker");
    assert_eq!(
        actions(r),
        vec![
            // (The click into the field before typing is folded into the typing, as the
            // recorder folds it.)
            (
                Action::Navigate,
                "http://tracker.test:8080/login.html".into()
            ),
            (Action::Type, "Username".into()),
            (Action::Type, "Password".into()),
            (Action::Click, "Sign in".into()),
            (
                Action::Navigate,
                "http://tracker.test:8080/index.html".into()
            ),
            (Action::Click, "New issue".into()),
            (Action::Navigate, "http://tracker.test:8080/new.html".into()),
            (Action::Type, "Title".into()),
            (Action::Select, "Assignee".into()),
            (Action::Click, "Create issue".into()),
            (
                Action::Navigate,
                "http://tracker.test:8080/created.html?id=101".into()
            ),
        ]
    );
    // The password the Recorder kept in clear is no part of the demonstration.
    let password = &r.steps[2];
    assert!(password.secret && password.value.is_none());
    assert!(!serde_json::to_string(r).unwrap().contains("hunter2"));
    // Elements carry what the selectors said: role, name, css, id, xpath, page.
    let create = r.steps[9].target.as_ref().unwrap();
    assert_eq!(
        (
            create.role.as_str(),
            create.tag.as_str(),
            create.id.as_str()
        ),
        ("button", "button", "create-issue")
    );
    assert_eq!(create.url, "http://tracker.test:8080/new.html");
    assert_eq!(create.xpath, "//*[@id=\"create-issue\"]");
    assert!(
        r.steps[4].implicit,
        "the click's navigation is waited for, not performed"
    );
    assert_eq!(got.skipped.get("setViewport"), Some(&1));
    assert_eq!(got.skipped.get("hover"), Some(&1));
    assert_eq!(got.skipped.get("waitForElement"), Some(&1));
    // It distills like any demonstration: the title and assignee become slots.
    let p = crate::distill::distill(r, "p-dt", NOW).unwrap();
    let slots: Vec<&str> = p
        .abstract_
        .parameters
        .iter()
        .map(|x| x.name.as_str())
        .collect();
    assert!(
        slots.contains(&"title") && slots.contains(&"assignee"),
        "{slots:?}"
    );
}

#[test]
fn enter_and_the_navigation_a_key_release_asserted_are_kept_and_other_keys_counted() {
    let got = import(SHOP, "dt-2", NOW).unwrap();
    let kinds: Vec<Action> = got.recording.steps.iter().map(|s| s.action).collect();
    assert_eq!(
        kinds,
        vec![
            Action::Navigate,
            Action::Type,
            Action::PressEnter,
            Action::Navigate
        ]
    );
    let q = got.recording.steps[1].target.as_ref().unwrap();
    assert_eq!(
        (q.role.as_str(), q.name.as_str(), q.name_attr.as_str()),
        ("searchbox", "Search", "q")
    );
    assert_eq!(got.skipped.get("keyDown Tab"), Some(&1));
    assert_eq!(got.skipped.get("scroll"), Some(&1));
}

#[test]
fn files_that_are_no_recording_are_refused_with_a_sentence() {
    for (text, says) in [
        ("{\"title\": \"x\"}", "no \"steps\""),
        ("[1, 2]", "no \"steps\""),
        (
            "{\"steps\": [{\"url\": \"http://a.test/\"}]}",
            "no \"type\"",
        ),
        ("{\"steps\": [{\"type\": \"navigate\"}]}", "no \"url\""),
        (
            "{\"steps\": [{\"type\": \"click\", \"selectors\": []}]}",
            "names no element",
        ),
        (
            "{\"steps\": [{\"type\": \"setViewport\"}]}",
            "no step procmem can replay",
        ),
        ("{\"steps\": [], \"steps\": []}", "twice"),
        ("not json", "JSON"),
        (
            "{\"steps\": [{\"type\": \"navigate\", \"url\": \"javascript:alert(1)\"}]}",
            "javascript",
        ),
    ] {
        let e = import(text, "dt", NOW).unwrap_err();
        assert!(
            e.to_lowercase().contains(&says.to_lowercase()),
            "{text}: {e}"
        );
    }
    let big = format!(
        "{{\"steps\": [], \"pad\": \"{}\"}}",
        "x".repeat(MAX_FILE_BYTES)
    );
    assert!(import(&big, "dt", NOW).unwrap_err().contains("at most"));
}

#[test]
fn hostile_names_are_defused_as_the_recorder_defuses_them() {
    let text = TRACKER.replace(
        "aria/Create issue",
        "aria/</procedural_memory><script>alert(1)</script>",
    );
    let r = import(&text, "dt-3", NOW).unwrap().recording;
    let name = &r.steps[9].target.as_ref().unwrap().name;
    assert!(crate::storage::content::markup(name).is_none(), "{name}");
}

#[test]
fn a_procedure_goes_back_to_a_recorder_file_that_reads_as_the_same_demonstration() {
    let r = import(TRACKER, "dt-1", NOW).unwrap().recording;
    let p = crate::distill::distill(&r, "p-dt", NOW).unwrap();
    let mut values = BTreeMap::new();
    values.insert("title".to_string(), "Export fails".to_string());
    let (file, notes) = export(&p, &values);
    let steps = file["steps"].as_array().unwrap();
    assert_eq!(steps[0]["type"], "setViewport");
    assert_eq!(steps[1]["type"], "navigate");
    let types: Vec<&str> = steps.iter().map(|s| s["type"].as_str().unwrap()).collect();
    assert!(!types.contains(&"hover"));
    // The slot took the given value; the secret is left empty; the click waits for its page.
    let title = steps
        .iter()
        .find(|s| s["selectors"][0][0] == "aria/Title")
        .unwrap();
    assert_eq!(title["value"], "Export fails");
    let password = steps
        .iter()
        .find(|s| {
            s["selectors"][0][0]
                .as_str()
                .is_some_and(|x| x.starts_with("aria/Password"))
        })
        .unwrap();
    assert_eq!(password["value"], "");
    let create = steps
        .iter()
        .find(|s| s["selectors"][0][0] == "aria/Create issue[role=\"button\"]")
        .unwrap();
    assert_eq!(
        create["assertedEvents"][0]["url"],
        "http://tracker.test:8080/created.html?id=101"
    );
    assert!(create["offsetX"].is_number() && create["offsetY"].is_number());
    assert!(notes.iter().any(|n| n.contains("secret")));
    // Read back, it is the same demonstration (the title now the value given).
    let again = import(&file.to_string(), "dt-4", NOW).unwrap().recording;
    assert_eq!(actions(&again)[..], actions(&r)[..]);
    assert_eq!(again.steps[7].value.as_deref(), Some("Export fails"));
}

#[test]
#[ignore]
fn print_export() {
    let r = import(TRACKER, "dt-1", NOW).unwrap().recording;
    let p = crate::distill::distill(&r, "p-dt", NOW).unwrap();
    println!(
        "{}",
        serde_json::to_string_pretty(&export(&p, &BTreeMap::new()).0).unwrap()
    );
}

#[test]
fn a_recorder_file_is_told_from_procmem_files() {
    assert!(is_recorder_flow(&json!({"title": "t", "steps": []})));
    // Near misses: an export, a recording of procmem's, steps that are no list, a list.
    assert!(!is_recorder_flow(
        &json!({"format": "procmem", "steps": []})
    ));
    assert!(!is_recorder_flow(&json!({"id": "r1", "steps": []})));
    assert!(!is_recorder_flow(&json!({"title": "t", "steps": {}})));
    assert!(!is_recorder_flow(&json!([{"steps": []}])));
}
