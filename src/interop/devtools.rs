//! Chrome DevTools Recorder recordings (its JSON "user flow": `title` and `steps` of type
//! `navigate`, `click`, `change`, `keyDown`/`keyUp`, `setViewport`, `waitForElement`…, each
//! element named by `selectors` — `aria/Name[role="button"]`, css, `xpath/…`, `pierce/…`,
//! `text/…`) read as a demonstration, and a procedure written back as one the Recorder replays.
//!
//! Reading goes through the recorder's own rules (`recording::add_event`): a field the secrets
//! rule marks secret keeps no value whatever the file typed into it, what a page names is
//! defused, typing into one field is one step. What procmem does not record (a viewport, a
//! hover, a scroll, a wait) is counted and named, never guessed at.

use crate::model::{
    Action, EventKind, Fingerprint, NavKind, Procedure, RawEvent, Recording, SlotKind,
};
use crate::recording::{add_event, new_recording};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// A Recorder file larger than this is no recording of a task.
pub const MAX_FILE_BYTES: usize = 5 * 1024 * 1024;

/// A Recorder recording read as a demonstration.
#[derive(Debug, serde::Serialize)]
pub struct Imported {
    pub recording: Recording,
    /// Recorder steps procmem keeps no step for, by type, with how many ("setViewport": 1).
    pub skipped: BTreeMap<String, usize>,
}

/// Spacing of the demonstration's times (the Recorder keeps none): steps stay in file order.
const STEP_MS: f64 = 1_000.0;

fn text_of<'v>(step: &'v Value, key: &str) -> Option<&'v str> {
    step.get(key).and_then(Value::as_str)
}

/// The element a Recorder step names, as procmem's recorder would have described it.
pub fn fingerprint(selectors: &Value, page: &str, frame: &[u32]) -> Fingerprint {
    let mut fp = Fingerprint {
        url: page.to_string(),
        frame_path: frame.to_vec(),
        ..Fingerprint::default()
    };
    let chains: Vec<Vec<&str>> = selectors
        .as_array()
        .into_iter()
        .flatten()
        .map(|s| match s {
            Value::String(one) => vec![one.as_str()],
            Value::Array(parts) => parts.iter().filter_map(Value::as_str).collect(),
            _ => vec![],
        })
        .filter(|c| !c.is_empty())
        .collect();
    for chain in &chains {
        let last = chain[chain.len() - 1];
        if let Some(aria) = last.strip_prefix("aria/") {
            if fp.name.is_empty() {
                let (name, role) = aria_parts(aria);
                fp.name = name;
                if fp.role.is_empty() {
                    fp.role = role;
                }
            }
        } else if let Some(x) = last.strip_prefix("xpath/") {
            if fp.xpath.is_empty() {
                fp.xpath = x.to_string();
            }
        } else if let Some(t) = last.strip_prefix("text/") {
            if fp.text.is_empty() {
                fp.text = t.to_string();
            }
        } else if let Some(css) = last.strip_prefix("pierce/") {
            if fp.css.is_empty() {
                fp.css = css.to_string();
            }
        } else if fp.css.is_empty() {
            fp.css = last.to_string();
            fp.shadow_hosts = chain[..chain.len() - 1]
                .iter()
                .map(|s| s.to_string())
                .collect();
        }
    }
    read_css(&mut fp);
    if fp.role.is_empty() {
        fp.role = role_of_tag(&fp.tag, &fp.input_type).to_string();
    }
    if fp.tag.is_empty() {
        fp.tag = tag_of_role(&fp.role).to_string();
    }
    if fp.name.is_empty() {
        fp.name = fp.text.clone();
    }
    // A field's accessible name is its label, as the recorder reads it.
    if matches!(
        fp.role.as_str(),
        "textbox" | "searchbox" | "combobox" | "spinbutton"
    ) {
        fp.label = fp.name.clone();
    }
    fp
}

/// `Name[role="button"]` → ("Name", "button"); the Recorder escapes nothing else.
fn aria_parts(aria: &str) -> (String, String) {
    if let Some(at) = aria.rfind("[role=\"") {
        if let Some(role) = aria[at + 7..].strip_suffix("\"]") {
            return (aria[..at].to_string(), role.to_string());
        }
    }
    (aria.to_string(), String::new())
}

/// What a css selector says of its element: tag, id, name, type, test id.
fn read_css(fp: &mut Fingerprint) {
    let css = fp.css.trim().to_string();
    // The element's own compound selector: after the last combinator.
    let own = css
        .rsplit(['>', ' ', '+', '~'])
        .find(|s| !s.is_empty())
        .unwrap_or("");
    let tag: String = own
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect();
    if fp.tag.is_empty() && !tag.is_empty() {
        fp.tag = tag.to_ascii_lowercase();
    }
    if let Some(at) = own.find('#') {
        let id: String = own[at + 1..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        fp.id = id;
    }
    for (attr, value) in attributes(own) {
        match attr.as_str() {
            "name" => fp.name_attr = value,
            "type" => fp.input_type = value,
            "id" if fp.id.is_empty() => fp.id = value,
            "autocomplete" => fp.autocomplete = value,
            "placeholder" => fp.placeholder = value,
            "data-testid" | "data-test-id" | "data-test" | "data-cy" | "data-qa" => {
                fp.test_id = value;
                fp.test_id_attr = attr;
            }
            _ => {}
        }
    }
}

/// `[a="b"]` and `[a='b']` attribute tests of a compound selector.
fn attributes(own: &str) -> Vec<(String, String)> {
    let mut out = vec![];
    let mut rest = own;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find(']') else {
            break;
        };
        let inside = &rest[open + 1..open + close];
        if let Some((a, v)) = inside.split_once('=') {
            let v = v.trim().trim_matches(|c| c == '"' || c == '\'');
            out.push((
                a.trim()
                    .trim_end_matches(['^', '$', '*', '~', '|'])
                    .to_string(),
                v.to_string(),
            ));
        }
        rest = &rest[open + close + 1..];
    }
    out
}

fn role_of_tag(tag: &str, input_type: &str) -> &'static str {
    match tag {
        "button" => "button",
        "a" => "link",
        "select" => "combobox",
        "textarea" => "textbox",
        "input" => match input_type.to_ascii_lowercase().as_str() {
            "checkbox" => "checkbox",
            "radio" => "radio",
            "submit" | "button" | "reset" => "button",
            "search" => "searchbox",
            "range" => "slider",
            "number" => "spinbutton",
            _ => "textbox",
        },
        _ => "",
    }
}

fn tag_of_role(role: &str) -> &'static str {
    match role {
        "button" => "button",
        "link" => "a",
        "textbox" | "searchbox" | "checkbox" | "radio" | "spinbutton" | "slider" => "input",
        _ => "",
    }
}

/// Frame indexes from a step's `frame` (`[0, 1]`: the second frame of the first frame).
fn frame_of(step: &Value) -> Vec<u32> {
    step.get("frame")
        .and_then(Value::as_array)
        .map(|f| {
            f.iter()
                .filter_map(Value::as_u64)
                .filter_map(|n| u32::try_from(n).ok())
                .collect()
        })
        .unwrap_or_default()
}

/// The navigation a step's `assertedEvents` say it caused: (url, title).
fn asserted_navigation(step: &Value) -> Option<(String, String)> {
    step.get("assertedEvents")?
        .as_array()?
        .iter()
        .find(|e| text_of(e, "type") == Some("navigation"))
        .map(|e| {
            (
                text_of(e, "url").unwrap_or("").to_string(),
                text_of(e, "title").unwrap_or("").to_string(),
            )
        })
}

/// An event of `kind` at `time` with nothing else said yet.
fn raw(kind: EventKind, time: f64) -> RawEvent {
    RawEvent {
        kind,
        time,
        value: None,
        option_value: None,
        secret: false,
        checked: None,
        nav: None,
        url: None,
        title: None,
        tab_id: None,
        source_tab_id: None,
        target: None,
        options: vec![],
        effect: None,
    }
}

/// Whether a JSON value is a Recorder recording rather than one of procmem's own files: an
/// object with a list of `steps` and neither the `format` an export names nor the `id` a
/// recording of procmem's has. (The panel's Import and the CLI ask this one question.)
pub fn is_recorder_flow(value: &serde_json::Value) -> bool {
    value.is_object()
        && value.get("steps").is_some_and(serde_json::Value::is_array)
        && value.get("format").is_none()
        && value.get("id").is_none()
}

/// Reads a Recorder file as a demonstration recording with id `id`.
pub fn import(text: &str, id: &str, now: f64) -> Result<Imported, String> {
    if text.len() > MAX_FILE_BYTES {
        return Err(format!(
            "The file is {} KB; a DevTools Recorder recording procmem reads is at most {} KB.",
            text.len() / 1024,
            MAX_FILE_BYTES / 1024
        ));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let file = crate::storage::read_json(text)?;
    let steps = file
        .get("steps")
        .and_then(Value::as_array)
        .ok_or("This is not a DevTools Recorder recording: it has no \"steps\" list.")?;
    let title = text_of(&file, "title").unwrap_or("").trim();
    let title = if title.is_empty() {
        "Recorded in DevTools"
    } else {
        title
    };
    let mut rec = new_recording(
        id,
        title,
        "Imported from a Chrome DevTools Recorder recording",
        now,
    );
    let mut skipped: BTreeMap<String, usize> = BTreeMap::new();
    let mut page = String::new();
    let mut last_field: Option<Fingerprint> = None;
    let mut t = now;
    for (i, step) in steps.iter().enumerate() {
        let kind = text_of(step, "type")
            .ok_or_else(|| format!("Step {} of the recording has no \"type\".", i + 1))?;
        t += STEP_MS;
        let event = |kind: EventKind| raw(kind, t);
        let target = || {
            step.get("selectors")
                .map(|s| fingerprint(s, &page, &frame_of(step)))
                .filter(|fp| {
                    !(fp.css.is_empty()
                        && fp.xpath.is_empty()
                        && fp.name.is_empty()
                        && fp.text.is_empty())
                })
                .ok_or_else(|| {
                    format!(
                        "Step {} ({kind}) names no element (no usable \"selectors\").",
                        i + 1
                    )
                })
        };
        let mut events = vec![];
        match kind {
            "navigate" => {
                let url = text_of(step, "url")
                    .filter(|u| !u.is_empty())
                    .ok_or_else(|| format!("Step {} (navigate) has no \"url\".", i + 1))?;
                let title = asserted_navigation(step)
                    .map(|(_, title)| title)
                    .unwrap_or_default();
                page = url.to_string();
                events.push(RawEvent {
                    url: Some(url.to_string()),
                    title: Some(title),
                    nav: Some(if rec.steps.is_empty() {
                        NavKind::Start
                    } else {
                        NavKind::Typed
                    }),
                    ..event(EventKind::Navigate)
                });
            }
            "click" | "doubleClick" => {
                events.push(RawEvent {
                    target: Some(target()?),
                    ..event(EventKind::Click)
                });
            }
            "change" => {
                let fp = target()?;
                let value = text_of(step, "value").unwrap_or("").to_string();
                let kind = if fp.tag == "select" {
                    EventKind::Select
                } else {
                    EventKind::Input
                };
                last_field = Some(fp.clone());
                events.push(RawEvent {
                    target: Some(fp),
                    value: Some(value),
                    ..event(kind)
                });
            }
            "keyDown" if text_of(step, "key") == Some("Enter") => {
                let Some(fp) = last_field.clone() else {
                    *skipped
                        .entry("keyDown Enter before any field".into())
                        .or_default() += 1;
                    continue;
                };
                events.push(RawEvent {
                    target: Some(fp),
                    ..event(EventKind::Enter)
                });
            }
            // The key's release belongs to its press (a navigation it caused is kept below).
            "keyUp" => {}
            "keyDown" => {
                let key = text_of(step, "key").unwrap_or("?");
                *skipped.entry(format!("keyDown {key}")).or_default() += 1;
                continue;
            }
            other => {
                *skipped.entry(other.to_string()).or_default() += 1;
                continue;
            }
        }
        if let Some((url, title)) = asserted_navigation(step).filter(|_| kind != "navigate") {
            if !url.is_empty() {
                page = url.clone();
                events.push(RawEvent {
                    url: Some(url),
                    title: Some(title),
                    nav: Some(NavKind::Link),
                    ..raw(EventKind::Navigate, t + STEP_MS / 2.0)
                });
            }
        }
        for e in events {
            add_event(&mut rec, e).map_err(|e| format!("Step {}: {e}", i + 1))?;
        }
    }
    if rec.steps.is_empty() {
        return Err("The recording holds no step procmem can replay (a navigation, click, change or Enter).".into());
    }
    // Held to what an imported export's recording is (addresses are web addresses, …).
    crate::storage::check_recording(&rec)?;
    crate::storage::content::check_recording(&rec).map_err(|e| format!("{e}."))?;
    Ok(Imported {
        recording: rec,
        skipped,
    })
}

// ---- Writing a procedure as a Recorder recording.

/// The Recorder's selectors for an element: its accessible name and role first, then css, the
/// css through shadow roots, xpath and text, as the Recorder itself lists them.
fn selectors(fp: &Fingerprint, name: Option<&str>) -> Vec<Value> {
    let mut out = vec![];
    let name = name.unwrap_or(&fp.name);
    if !name.is_empty() {
        let role = if fp.role.is_empty() {
            String::new()
        } else {
            format!("[role=\"{}\"]", fp.role)
        };
        out.push(json!([format!("aria/{name}{role}")]));
    }
    if !fp.css.is_empty() {
        let mut chain: Vec<String> = fp.shadow_hosts.clone();
        chain.push(fp.css.clone());
        out.push(json!(chain));
        out.push(json!([format!("pierce/{}", fp.css)]));
    }
    if !fp.xpath.is_empty() && fp.shadow_hosts.is_empty() {
        out.push(json!([format!("xpath/{}", fp.xpath)]));
    }
    if !fp.text.is_empty() && fp.text.chars().count() <= 80 {
        out.push(json!([format!("text/{}", fp.text)]));
    }
    out
}

/// A step's value with the run's slot values put in (`{title}` → "Login broken").
fn filled(value: &str, values: &BTreeMap<String, String>) -> String {
    let mut out = value.to_string();
    for (slot, v) in values {
        out = out.replace(&format!("{{{slot}}}"), v);
    }
    out
}

/// A procedure written as a Recorder recording, with `values` for its slots (a slot not given
/// takes its demonstrated example; a secret slot is left empty — procmem never stores one — so
/// the Recorder types nothing there unless the person fills it in). Returns the file and what
/// the Recorder cannot do as procmem does (steps written as demonstrated).
pub fn export(p: &Procedure, given: &BTreeMap<String, String>) -> (Value, Vec<String>) {
    let mut values: BTreeMap<String, String> = BTreeMap::new();
    for x in &p.abstract_.parameters {
        let v = if x.kind == SlotKind::Secret {
            String::new()
        } else {
            given
                .get(&x.name)
                .cloned()
                .or_else(|| x.example.clone())
                .unwrap_or_default()
        };
        values.insert(x.name.clone(), v);
    }
    let mut notes = vec![];
    let mut steps: Vec<Value> = vec![json!({
        "type": "setViewport", "width": 1280, "height": 800, "deviceScaleFactor": 1,
        "isMobile": false, "hasTouch": false, "isLandscape": false
    })];
    for (n, s) in p.steps.iter().enumerate() {
        let frame = |o: &mut Map<String, Value>| {
            if let Some(fp) = &s.target {
                if !fp.frame_path.is_empty() {
                    o.insert("frame".into(), json!(fp.frame_path));
                }
            }
        };
        let bound_name = s
            .slot
            .as_ref()
            .filter(|_| matches!(s.action, Action::Click | Action::Check))
            .and_then(|slot| values.get(slot))
            .filter(|v| !v.is_empty());
        if s.row_slot.is_some()
            || s.each
            || s.count_slot.is_some()
            || s.path.is_some()
            || s.ordinal.is_some()
        {
            notes.push(format!(
                "step {} ({}) is chosen by the run's values in procmem; the Recorder repeats the demonstrated element",
                n + 1,
                crate::describe::describe_step(s, &crate::describe::plain_quote)
            ));
        }
        match s.action {
            Action::Navigate if s.implicit => {
                // The Recorder waits for a navigation the step before it caused.
                if let Some(prev) = steps.last_mut().and_then(Value::as_object_mut) {
                    if prev.get("type").and_then(Value::as_str) != Some("setViewport") {
                        prev.insert(
                            "assertedEvents".into(),
                            json!([{"type": "navigation", "url": s.url, "title": s.title}]),
                        );
                    }
                }
            }
            Action::Navigate => steps.push(json!({
                "type": "navigate", "url": s.url,
                "assertedEvents": [{"type": "navigation", "url": s.url, "title": s.title}]
            })),
            Action::SwitchTab => notes.push(format!(
                "step {} switches tabs, which a Recorder recording of one page does not do",
                n + 1
            )),
            _ => {
                let Some(fp) = &s.target else { continue };
                let mut o = Map::new();
                o.insert("target".into(), json!("main"));
                o.insert(
                    "selectors".into(),
                    json!(selectors(fp, bound_name.map(String::as_str))),
                );
                frame(&mut o);
                match s.action {
                    Action::Type | Action::Select => {
                        o.insert("type".into(), json!("change"));
                        let v = if s.secret {
                            String::new()
                        } else {
                            filled(s.value.as_deref().unwrap_or(""), &values)
                        };
                        o.insert("value".into(), json!(v));
                        steps.push(Value::Object(o));
                    }
                    Action::PressEnter | Action::Submit => {
                        for kind in ["keyDown", "keyUp"] {
                            steps.push(json!({"type": kind, "target": "main", "key": "Enter"}));
                        }
                    }
                    _ => {
                        o.insert("type".into(), json!("click"));
                        o.insert("offsetX".into(), json!(1));
                        o.insert("offsetY".into(), json!(1));
                        steps.push(Value::Object(o));
                    }
                }
            }
        }
    }
    if p.abstract_
        .parameters
        .iter()
        .any(|x| x.kind == SlotKind::Secret)
    {
        notes.push("secret fields are left empty: procmem never stores a secret".into());
    }
    (json!({"title": p.title, "steps": steps}), notes)
}

#[cfg(test)]
#[path = "devtools_tests.rs"]
mod tests;
