//! The wasm boundary: converts JS values to core types and back, and turns errors into JS
//! exceptions with the core's message. No logic lives here — each function calls one core
//! function.

use crate::assist::settings::ModelSettings;
use crate::model::{Procedure, RawEvent, Recording};
use crate::{context, describe, distill, recording, storage};
use serde::{de::DeserializeOwned, Serialize};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

fn from_js<T: DeserializeOwned>(what: &str, value: JsValue) -> Result<T, JsError> {
    serde_wasm_bindgen::from_value(value)
        .map_err(|e| JsError::new(&format!("Malformed {what}: {e}")))
}

/// Text from JS: a string, or an error naming what was expected (a non-string passed where
/// wasm-bindgen expects `&str` would be read as a length and trap the module).
fn text(what: &str, value: JsValue) -> Result<String, JsError> {
    value.as_string().ok_or_else(|| {
        JsError::new(&format!(
            "Malformed {what}: expected text, got {}",
            js_type(&value)
        ))
    })
}

/// Text, or None for undefined and null.
fn optional_text(what: &str, value: JsValue) -> Result<Option<String>, JsError> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else {
        text(what, value).map(Some)
    }
}

fn js_type(value: &JsValue) -> String {
    if value.is_null() {
        "null".into()
    } else if js_sys::Array::is_array(value) {
        "a list".into()
    } else {
        match value.js_typeof().as_string().as_deref() {
            Some("object") => "an object".into(),
            Some("number") => "a number".into(),
            Some("boolean") => "true or false".into(),
            Some("undefined") => "nothing".into(),
            Some(other) => format!("a {other}"),
            None => "something else".into(),
        }
    }
}

/// Plain objects (not Maps), null for None: what chrome.storage and JSON expect.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}

#[wasm_bindgen(js_name = schemaVersion)]
pub fn schema_version() -> u32 {
    storage::SCHEMA_VERSION
}

#[wasm_bindgen(js_name = newRecording)]
pub fn new_recording(
    id: JsValue,
    title: JsValue,
    description: JsValue,
    now: f64,
) -> Result<JsValue, JsError> {
    let id = text("recording id", id)?;
    storage::check_id(&id).map_err(|e| JsError::new(&e))?;
    let (title, description) = (text("title", title)?, text("description", description)?);
    to_js(&recording::new_recording(&id, &title, &description, now))
}

/// Returns `{recording, change}` where change is "added", "merged" or "ignored".
#[wasm_bindgen(js_name = addEvent)]
pub fn add_event(rec: JsValue, event: JsValue) -> Result<JsValue, JsError> {
    let mut rec: Recording = from_js("recording", rec)?;
    let event: RawEvent = from_js("event", event)?;
    let change = recording::add_event(&mut rec, event).map_err(|e| JsError::new(&e))?;
    to_js(&serde_json::json!({ "recording": rec, "change": change }))
}

#[wasm_bindgen(js_name = deleteStep)]
pub fn delete_step(rec: JsValue, step_id: JsValue) -> Result<JsValue, JsError> {
    let mut rec: Recording = from_js("recording", rec)?;
    recording::delete_step(&mut rec, &text("step id", step_id)?);
    to_js(&rec)
}

/// `[{id, action, text, secret, implicit}]` for showing steps to a person.
#[wasm_bindgen(js_name = describeSteps)]
pub fn describe_steps(steps: JsValue) -> Result<JsValue, JsError> {
    let steps: Vec<crate::model::Step> = from_js("steps", steps)?;
    to_js(&describe::step_views(&steps))
}

#[wasm_bindgen]
pub fn distill(rec: JsValue, procedure_id: JsValue, now: f64) -> Result<JsValue, JsError> {
    let procedure_id = text("procedure id", procedure_id)?;
    storage::check_id(&procedure_id).map_err(|e| JsError::new(&e))?;
    let rec: Recording = from_js("recording", rec)?;
    to_js(&distill::distill(&rec, &procedure_id, now).map_err(|e| JsError::new(&e))?)
}

#[wasm_bindgen]
pub fn rebuild(rec: JsValue, previous: JsValue, now: f64) -> Result<JsValue, JsError> {
    let rec: Recording = from_js("recording", rec)?;
    let previous: Procedure = from_js("procedure", previous)?;
    to_js(&distill::rebuild(&rec, &previous, now).map_err(|e| JsError::new(&e))?)
}

/// A stored value read straight from JS (not through serde_json's Value).
struct Stored(JsValue);

impl storage::StoredValue for Stored {
    fn read<T: DeserializeOwned>(self) -> Result<T, String> {
        serde_wasm_bindgen::from_value(self.0).map_err(|e| {
            let text = e.to_string();
            // The JS reader asks a number, text or true/false in place of a list or an object
            // for its iterator, and the engine's TypeError is all it says: say it in words.
            // (Otherwise serde's own sentence, without the "Error: " of the JS error's name.)
            if text.contains("Reflect.get called on non-object") {
                storage::unreadable(
                    "invalid type: a number, text or true/false where a list or an object belongs",
                )
            } else {
                storage::unreadable(text.strip_prefix("Error: ").unwrap_or(&text))
            }
        })
    }
    fn is_record(&self) -> bool {
        self.0.is_object() && !js_sys::Array::is_array(&self.0)
    }
}

/// `entries` is an object of storage key → value; returns `{recordings, procedures, problems}`.
#[wasm_bindgen(js_name = loadLibrary)]
pub fn load_library(entries: JsValue) -> Result<JsValue, JsError> {
    to_js(&storage::load_library(stored_entries(entries)?))
}

/// `entries` is an object of storage key → value, of any key kind; returns `{values: {key:
/// value as the extension uses it}, problems: [{key, error}] (to set aside), refused: [{key,
/// error}] (sound, but of a newer version: change nothing)}` (`storage::kinds`).
#[wasm_bindgen(js_name = checkStored)]
pub fn check_stored(entries: JsValue) -> Result<JsValue, JsError> {
    to_js(&storage::kinds::check_entries(stored_entries(entries)?))
}

/// The panel's report of values set aside: `[{key, original_key, error, time}]` from the
/// `procmem:quarantine:` entries of `entries` (a damaged record of one is reported too).
#[wasm_bindgen(js_name = quarantineReports)]
pub fn quarantine_reports(entries: JsValue) -> Result<JsValue, JsError> {
    to_js(&storage::kinds::reports(stored_entries(entries)?))
}

/// The index rebuilt from `[[key, started]]` of every stored key (a run's start time, 0 for
/// other keys).
#[wasm_bindgen(js_name = rebuildIndex)]
pub fn rebuild_index(keys: JsValue) -> Result<JsValue, JsError> {
    let keys: Vec<(String, f64)> = from_js("storage keys", keys)?;
    to_js(&storage::kinds::rebuild_index(keys))
}

/// Settings from the list of extension ids the person typed (throws naming one that is not an
/// extension id).
/// `model` (may be undefined: none) is the opt-in model's settings, checked too.
#[wasm_bindgen(js_name = newSettings)]
pub fn new_settings(ids: JsValue, memory_off: JsValue, model: JsValue) -> Result<JsValue, JsError> {
    let ids: Vec<String> = from_js("extension ids", ids)?;
    let memory_off: bool = from_js("memory_off", memory_off)?;
    let model: Option<ModelSettings> = if model.is_undefined() || model.is_null() {
        None
    } else {
        Some(from_js("model settings", model)?)
    };
    to_js(&storage::kinds::settings(ids, memory_off, model).map_err(|e| JsError::new(&e))?)
}

/// The model's settings as the panel may see them: without the key (`has_api_key`).
#[wasm_bindgen(js_name = modelSettingsPublic)]
pub fn model_settings_public(model: JsValue) -> Result<JsValue, JsError> {
    to_js(&model_settings(model)?.public())
}

/// An object of storage key → value (what chrome.storage.local.get returns) as pairs.
fn stored_entries(entries: JsValue) -> Result<Vec<(String, Stored)>, JsError> {
    if !entries.is_object() || js_sys::Array::is_array(&entries) {
        return Err(JsError::new(
            "Malformed storage entries: expected an object of storage key → value",
        ));
    }
    Ok(js_sys::Object::entries(&js_sys::Object::from(entries))
        .iter()
        .map(|pair| {
            let pair = js_sys::Array::from(&pair);
            (
                pair.get(0).as_string().unwrap_or_default(),
                Stored(pair.get(1)),
            )
        })
        .collect())
}

#[wasm_bindgen(js_name = exportFile)]
pub fn export_file(
    recordings: JsValue,
    procedures: JsValue,
    memory: JsValue,
    now: f64,
) -> Result<JsValue, JsError> {
    let recordings: Vec<Recording> = from_js("recordings", recordings)?;
    let procedures: Vec<Procedure> = from_js("procedures", procedures)?;
    let memory = if memory.is_undefined() || memory.is_null() {
        None
    } else {
        Some(memory_in(memory, now)?)
    };
    to_js(&storage::export_file(
        recordings,
        procedures,
        memory.as_ref(),
        now,
    ))
}

/// Whether an imported file's text is a DevTools Recorder recording (not an export); text that
/// is no JSON, or larger than a Recorder file is read (an export then: it is not parsed twice),
/// is not.
#[wasm_bindgen(js_name = isDevtoolsFlow)]
pub fn is_devtools_flow(file_text: JsValue) -> Result<bool, JsError> {
    let file_text = text("imported file", file_text)?;
    if file_text.len() > crate::interop::devtools::MAX_FILE_BYTES {
        return Ok(false);
    }
    Ok(
        storage::read_json(file_text.strip_prefix('\u{feff}').unwrap_or(&file_text))
            .is_ok_and(|v| crate::interop::devtools::is_recorder_flow(&v)),
    )
}

/// A Chrome DevTools Recorder recording read as a demonstration (`interop::devtools::import`):
/// `{recording, skipped}`; a file that is no recording throws its sentence.
#[wasm_bindgen(js_name = devtoolsImport)]
pub fn devtools_import(file_text: JsValue, id: JsValue, now: f64) -> Result<JsValue, JsError> {
    let (file_text, id) = (text("Recorder file", file_text)?, text("id", id)?);
    to_js(&crate::interop::devtools::import(&file_text, &id, now).map_err(|e| JsError::new(&e))?)
}

/// A procedure as a DevTools Recorder recording: `{file, notes}` (`interop::devtools::export`;
/// `values` are slot values, a slot not given takes its example, secrets stay empty).
#[wasm_bindgen(js_name = devtoolsExport)]
pub fn devtools_export(procedure: JsValue, values: JsValue) -> Result<JsValue, JsError> {
    let procedure: Procedure = from_js("procedure", procedure)?;
    let values: std::collections::BTreeMap<String, String> =
        if values.is_undefined() || values.is_null() {
            Default::default()
        } else {
            from_js("values", values)?
        };
    let (file, notes) = crate::interop::devtools::export(&procedure, &values);
    to_js(&serde_json::json!({"file": file, "notes": notes}))
}

/// A procedure as a Playwright test file (`interop::playwright::export`).
#[wasm_bindgen(js_name = playwrightExport)]
pub fn playwright_export(procedure: JsValue) -> Result<String, JsError> {
    let procedure: Procedure = from_js("procedure", procedure)?;
    Ok(crate::interop::playwright::export(&procedure))
}

/// The checked import file; its JSON becomes a JS value and is read from that, so the module
/// needs no serde_json reader for exports besides the one for JS values.
#[wasm_bindgen(js_name = parseImport)]
pub fn parse_import(file_text: JsValue) -> Result<JsValue, JsError> {
    let file_text = text("import file", file_text)?;
    let value = to_js(&storage::import_value(&file_text).map_err(|e| JsError::new(&e))?)?;
    let file = serde_wasm_bindgen::from_value(value)
        .map_err(|e| JsError::new(&storage::import_mismatch(e)))?;
    to_js(&storage::check_import(file).map_err(|e| JsError::new(&e))?)
}

/// Slot → value a task gives for one procedure the person chose (`{name: value|null}`; secrets
/// are never bound): what retrieval would bind, without its gate.
#[wasm_bindgen(js_name = bindTask)]
pub fn bind_task(procedure: JsValue, task: JsValue) -> Result<JsValue, JsError> {
    let procedure: Procedure = from_js("procedure", procedure)?;
    to_js(&crate::retrieval::binding::bind(
        &procedure,
        &text("task", task)?,
    ))
}

/// A URL with its credentials redacted by class (`urls::redact`): what an agent task or a
/// retrieval keeps of the page it was asked on.
#[wasm_bindgen(js_name = redactUrl)]
pub fn redact_url(url: JsValue) -> Result<String, JsError> {
    Ok(crate::urls::redact(&text("url", url)?))
}

/// A URL with its credentials redacted, and the parameters and path shapes a recording learned
/// carried a typed secret (its `secret_params` and `secret_paths`: `urls::redact_known`).
#[wasm_bindgen(js_name = redactRecordingUrl)]
pub fn redact_recording_url(
    url: JsValue,
    params: JsValue,
    paths: JsValue,
) -> Result<String, JsError> {
    let url = text("url", url)?;
    let params: Vec<String> = from_js("secret_params", params)?;
    let paths: Vec<String> = from_js("secret_paths", paths)?;
    Ok(crate::urls::redact_known(
        &url,
        &crate::urls::Known {
            params: &params,
            paths: &paths,
            values: &[],
        },
    ))
}

/// The recording with every URL of its steps redacted (by class and what it learned).
#[wasm_bindgen(js_name = redactRecording)]
pub fn redact_recording(rec: JsValue) -> Result<JsValue, JsError> {
    let mut rec: Recording = from_js("recording", rec)?;
    recording::redact_urls(&mut rec);
    to_js(&rec)
}

/// The procedure with every URL of its steps and prerequisites redacted by class.
#[wasm_bindgen(js_name = redactProcedure)]
pub fn redact_procedure(procedure: JsValue) -> Result<JsValue, JsError> {
    let mut procedure: Procedure = from_js("procedure", procedure)?;
    recording::redact_procedure_urls(&mut procedure);
    to_js(&procedure)
}

/// A text with the credentials of every address in it redacted (`urls::redact_in_text`).
#[wasm_bindgen(js_name = redactText)]
pub fn redact_text(value: JsValue) -> Result<String, JsError> {
    Ok(crate::urls::redact_in_text(&text("text", value)?))
}

/// Whether an observed path is the one a step recorded, a recorded `REDACTED` segment standing
/// for this visit's token (`urls::path_matches`).
#[wasm_bindgen(js_name = pathMatches)]
pub fn path_matches(recorded: JsValue, observed: JsValue) -> Result<bool, JsError> {
    Ok(crate::urls::path_matches(
        &text("recorded path", recorded)?,
        &text("observed path", observed)?,
    ))
}

#[wasm_bindgen(js_name = recordingKey)]
pub fn recording_key(id: JsValue) -> Result<String, JsError> {
    Ok(storage::recording_key(&text("recording id", id)?))
}

#[wasm_bindgen(js_name = procedureKey)]
pub fn procedure_key(id: JsValue) -> Result<String, JsError> {
    Ok(storage::procedure_key(&text("procedure id", id)?))
}

// ---- replay ----

use crate::replay::{check, learning, plan, relocate, run};

#[wasm_bindgen(js_name = planRun)]
pub fn plan_run(procedure: JsValue, values: JsValue) -> Result<JsValue, JsError> {
    let procedure: Procedure = from_js("procedure", procedure)?;
    let values: std::collections::BTreeMap<String, String> = from_js("values", values)?;
    to_js(&plan::plan(&procedure, &values).map_err(|e| JsError::new(&e))?)
}

#[wasm_bindgen(js_name = chooseElement)]
pub fn choose_element(
    target: JsValue,
    candidates: JsValue,
    wanted: JsValue,
) -> Result<JsValue, JsError> {
    let target: crate::model::Fingerprint = from_js("target", target)?;
    let candidates: Vec<relocate::Candidate> = from_js("candidates", candidates)?;
    let wanted: relocate::Wanted = from_js("planned step", wanted)?;
    to_js(&relocate::choose_wanted(&target, &candidates, &wanted))
}

/// Selector memory's css locators for a step's target on `site` (the memory as JSON text), best
/// first with their rank: a planned step's `known` (`memory::known::for_target`).
#[wasm_bindgen(js_name = knownLocators)]
pub fn known_locators(
    memory: JsValue,
    site: JsValue,
    target: JsValue,
    expected_name: JsValue,
    now: f64,
) -> Result<JsValue, JsError> {
    let memory = memory_in(memory, now)?;
    let site = text("site", site)?;
    let target: crate::model::Fingerprint = from_js("target", target)?;
    let expected_name = if expected_name.is_undefined() || expected_name.is_null() {
        None
    } else {
        Some(text("expected name", expected_name)?)
    };
    to_js(&crate::memory::known::for_target(
        &memory,
        &site,
        &target,
        expected_name.as_deref(),
    ))
}

/// `{ok: true, indices}` for every element a step done to each row of a value means, or
/// `{ok: false, reason}`.
#[wasm_bindgen(js_name = chooseEach)]
pub fn choose_each(
    target: JsValue,
    candidates: JsValue,
    wanted: JsValue,
) -> Result<JsValue, JsError> {
    let target: crate::model::Fingerprint = from_js("target", target)?;
    let candidates: Vec<relocate::Candidate> = from_js("candidates", candidates)?;
    let wanted: relocate::Wanted = from_js("planned step", wanted)?;
    #[derive(serde::Serialize)]
    struct Each {
        ok: bool,
        indices: Vec<u32>,
        reason: String,
    }
    to_js(
        &match relocate::choose_each(&target, &candidates, &wanted) {
            Ok(indices) => Each {
                ok: true,
                indices,
                reason: String::new(),
            },
            Err(reason) => Each {
                ok: false,
                indices: Vec::new(),
                reason,
            },
        },
    )
}

/// The option of `options` that says `value` in the list's own form, or undefined.
#[wasm_bindgen(js_name = optionFor)]
pub fn option_for(value: JsValue, options: JsValue) -> Result<Option<String>, JsError> {
    let value = text("value", value)?;
    let options: Vec<String> = from_js("options", options)?;
    Ok(crate::retrieval::formats::option_for(&value, &options))
}

/// The option of `options` the run's task names whole, when the value names none; or undefined.
#[wasm_bindgen(js_name = optionNamedByTask)]
pub fn option_named_by_task(task: JsValue, options: JsValue) -> Result<Option<String>, JsError> {
    let task = text("task", task)?;
    let options: Vec<String> = from_js("options", options)?;
    Ok(crate::retrieval::formats::option_named_by_task(
        &task, &options,
    ))
}

/// The fixed choices of `procedure` that `task` asks to make otherwise, one sentence each
/// (`retrieval::conflict`): a run must not start while any remain.
#[wasm_bindgen(js_name = taskConflicts)]
pub fn task_conflicts(
    procedure: JsValue,
    task: JsValue,
    values: JsValue,
) -> Result<JsValue, JsError> {
    let procedure: Procedure = from_js("procedure", procedure)?;
    let task = text("task", task)?;
    let values: std::collections::BTreeMap<String, String> = from_js("values", values)?;
    to_js(&crate::retrieval::conflict::conflicts(
        &procedure, &task, &values,
    ))
}

#[wasm_bindgen(js_name = newRun)]
pub fn new_run(
    id: JsValue,
    task: JsValue,
    procedure: JsValue,
    values: JsValue,
    start_url: JsValue,
    now: f64,
) -> Result<JsValue, JsError> {
    let id = text("run id", id)?;
    storage::check_id(&id).map_err(|e| JsError::new(&e))?;
    let task = text("task", task)?;
    let procedure: Procedure = from_js("procedure", procedure)?;
    let values: std::collections::BTreeMap<String, String> = from_js("values", values)?;
    let start_url = text("start URL", start_url)?;
    to_js(&run::new_run(
        &id, &task, &procedure, &values, &start_url, now,
    ))
}

/// A URL a run keeps, redacted of its credentials and of the values given for secret slots.
#[wasm_bindgen(js_name = runUrl)]
pub fn run_url(url: JsValue, procedure: JsValue, values: JsValue) -> Result<String, JsError> {
    let url = text("url", url)?;
    let procedure: Procedure = from_js("procedure", procedure)?;
    let values: std::collections::BTreeMap<String, String> = from_js("values", values)?;
    Ok(run::run_url(&url, &procedure, &values))
}

#[wasm_bindgen(js_name = recordStepResult)]
pub fn record_step_result(r: JsValue, result: JsValue) -> Result<JsValue, JsError> {
    let mut r: run::Run = from_js("run", r)?;
    let result: run::StepResult = from_js("step result", result)?;
    run::record_step(&mut r, result);
    to_js(&r)
}

#[wasm_bindgen(js_name = finishRun)]
pub fn finish_run(
    r: JsValue,
    status: JsValue,
    final_url: JsValue,
    error: JsValue,
    now: f64,
) -> Result<JsValue, JsError> {
    let mut r: run::Run = from_js("run", r)?;
    let status: run::RunStatus = from_js("run status", status)?;
    let (final_url, error) = (text("final URL", final_url)?, text("error", error)?);
    run::finish(&mut r, status, &final_url, &error, now);
    to_js(&r)
}

/// Why this run skips a planned step (a sentence), or undefined to perform it.
#[wasm_bindgen(js_name = skipReason)]
pub fn skip_reason(step: JsValue) -> Result<Option<String>, JsError> {
    let step: check::StepFacts = from_js("planned step", step)?;
    Ok(check::skip_reason(&step).map(str::to_string))
}

/// `{verdict: "done" | "unchecked" | "failed", why?}` for what the page reported after a step.
#[wasm_bindgen(js_name = stepVerdict)]
pub fn step_verdict(step: JsValue, observed: JsValue) -> Result<JsValue, JsError> {
    let step: check::StepFacts = from_js("planned step", step)?;
    let observed: check::Observed = from_js("observed", observed)?;
    to_js(&check::verdict(&step, &observed))
}

/// Whether a click the page showed nothing after may be made again with trusted input.
#[wasm_bindgen(js_name = retryTrusted)]
pub fn retry_trusted(step: JsValue, observed: JsValue) -> Result<bool, JsError> {
    let step: check::StepFacts = from_js("planned step", step)?;
    let observed: check::Observed = from_js("observed", observed)?;
    Ok(check::retry_trusted(&step, &observed))
}

/// `{next: "reached", detail} | {next: "click", control: "demonstrated" | "opposite"} |
/// {next: "failed", why}`: a stepper's next move while it counts to the step's number.
#[wasm_bindgen(js_name = countNext)]
pub fn count_next(counting: JsValue) -> Result<JsValue, JsError> {
    let counting: check::Counting = from_js("counting", counting)?;
    to_js(&check::count_next(&counting))
}

/// Pauses a run at a failed step with its report.
#[wasm_bindgen(js_name = pauseRun)]
pub fn pause_run(
    r: JsValue,
    report: JsValue,
    final_url: JsValue,
    now: f64,
) -> Result<JsValue, JsError> {
    let mut r: run::Run = from_js("run", r)?;
    let report: run::Report = from_js("report", report)?;
    run::pause(&mut r, report, &text("final URL", final_url)?, now);
    to_js(&r)
}

/// Ends a run whose every step was done: "succeeded" only when each step's effect was checked,
/// otherwise "unverified" with a sentence saying so.
#[wasm_bindgen(js_name = concludeRun)]
pub fn conclude_run(
    r: JsValue,
    final_url: JsValue,
    page_text: JsValue,
    now: f64,
) -> Result<JsValue, JsError> {
    let mut r: run::Run = from_js("run", r)?;
    let (final_url, page_text) = (text("final URL", final_url)?, text("page text", page_text)?);
    run::conclude(&mut r, &final_url, &page_text, now);
    to_js(&r)
}

/// `{procedure, deprecated}` after learning from one outcome.
#[wasm_bindgen(js_name = recordOutcome)]
pub fn record_outcome(procedure: JsValue, outcome: JsValue) -> Result<JsValue, JsError> {
    let mut procedure: Procedure = from_js("procedure", procedure)?;
    let outcome: learning::Outcome = from_js("outcome", outcome)?;
    let deprecated = learning::record_outcome(&mut procedure, &outcome);
    to_js(&serde_json::json!({ "procedure": procedure, "deprecated": deprecated }))
}

#[wasm_bindgen(js_name = restoreProcedure)]
pub fn restore_procedure(procedure: JsValue) -> Result<JsValue, JsError> {
    let mut procedure: Procedure = from_js("procedure", procedure)?;
    learning::restore(&mut procedure);
    to_js(&procedure)
}

/// The element the person used for a failed step, from what was captured meanwhile (or null).
#[wasm_bindgen(js_name = pickHeal)]
pub fn pick_heal(step: JsValue, captured: JsValue) -> Result<JsValue, JsError> {
    let step: crate::model::Step = from_js("step", step)?;
    let captured: Recording = from_js("captured recording", captured)?;
    to_js(&crate::replay::heal::pick(&step, &captured))
}

#[wasm_bindgen(js_name = valueMatches)]
pub fn value_matches(expected: JsValue, observed: JsValue) -> Result<bool, JsError> {
    let (expected, observed) = (
        text("expected value", expected)?,
        text("observed value", observed)?,
    );
    Ok(plan::value_matches(&expected, &observed))
}

/// Whether a field's text is the date `iso` ("YYYY-MM-DD") in whatever form the page writes it.
#[wasm_bindgen(js_name = sameDate)]
pub fn same_date(iso: JsValue, shown: JsValue) -> Result<bool, JsError> {
    let (iso, shown) = (text("date", iso)?, text("field text", shown)?);
    Ok(plan::same_date(&iso, &shown))
}

/// Whether a control's text shows the picked date `iso` (undefined when it shows no day).
#[wasm_bindgen(js_name = showsPick)]
pub fn shows_pick(iso: JsValue, shown: JsValue) -> Result<Option<bool>, JsError> {
    let (iso, shown) = (text("date", iso)?, text("control text", shown)?);
    Ok(plan::shows_pick(&iso, &shown))
}

/// The step a failed or stopped run should resume from (null when every step is done).
#[wasm_bindgen(js_name = resumeFrom)]
pub fn resume_from(r: JsValue, procedure: JsValue) -> Result<JsValue, JsError> {
    let r: run::Run = from_js("run", r)?;
    let procedure: Procedure = from_js("procedure", procedure)?;
    to_js(&run::resume_from(&r, &procedure))
}

#[wasm_bindgen(js_name = applyHeals)]
pub fn apply_heals(procedure: JsValue, heals: JsValue, now: f64) -> Result<JsValue, JsError> {
    let procedure: Procedure = from_js("procedure", procedure)?;
    let heals: Vec<crate::replay::heal::Heal> = from_js("heals", heals)?;
    to_js(&crate::replay::heal::apply(&procedure, &heals, now))
}

#[wasm_bindgen(js_name = compareVersions)]
pub fn compare_versions(a: JsValue, b: JsValue) -> Result<JsValue, JsError> {
    let a: Procedure = from_js("procedure", a)?;
    let b: Procedure = from_js("procedure", b)?;
    to_js(&crate::replay::heal::compare(&a, &b))
}

/// Merges another demonstration into a procedure (its next version).
#[wasm_bindgen(js_name = addDemonstration)]
pub fn add_demonstration(procedure: JsValue, rec: JsValue, now: f64) -> Result<JsValue, JsError> {
    let procedure: Procedure = from_js("procedure", procedure)?;
    let rec: Recording = from_js("recording", rec)?;
    to_js(&distill::merge::add_demonstration(&procedure, &rec, now).map_err(|e| JsError::new(&e))?)
}

// ---- the retrieval index (kept in the worker between queries) ----

use crate::retrieval::{stored, Index};

/// The retrieval index the service worker keeps while it lives, and its stored shards.
#[wasm_bindgen]
pub struct RetrievalIndex {
    inner: Index,
}

impl Default for RetrievalIndex {
    fn default() -> Self {
        Self::new()
    }
}

#[wasm_bindgen]
impl RetrievalIndex {
    #[wasm_bindgen(constructor)]
    pub fn new() -> RetrievalIndex {
        RetrievalIndex {
            inner: Index::new(),
        }
    }

    /// From the stored shard strings (throws naming an unreadable shard).
    #[wasm_bindgen(js_name = fromShards)]
    pub fn from_shards(shards: JsValue) -> Result<RetrievalIndex, JsError> {
        let shards: Vec<String> = from_js("retrieval shards", shards)?;
        Index::from_shards(&shards)
            .map(|inner| RetrievalIndex { inner })
            .map_err(|e| JsError::new(&e))
    }

    /// `[{shard, error}]`: the stored shards that do not load (asked after `fromShards` threw).
    #[wasm_bindgen(js_name = unreadableShards)]
    pub fn unreadable_shards(shards: JsValue) -> Result<JsValue, JsError> {
        let shards: Vec<String> = from_js("retrieval shards", shards)?;
        #[derive(serde::Serialize)]
        struct Unreadable {
            shard: u32,
            error: String,
        }
        let out: Vec<Unreadable> = Index::unreadable_shards(&shards)
            .into_iter()
            .map(|(shard, error)| Unreadable { shard, error })
            .collect();
        to_js(&out)
    }

    /// Adds or replaces a procedure; returns the shard to write back.
    #[wasm_bindgen(js_name = upsertProcedure)]
    pub fn upsert_procedure(&mut self, procedure: JsValue) -> Result<u32, JsError> {
        let p: Procedure = from_js("procedure", procedure)?;
        self.inner.upsert_procedure(&p);
        Ok(stored::shard_of(&p.id))
    }

    /// Removes a procedure; returns the shard to write back (undefined when it was not there).
    pub fn remove(&mut self, id: JsValue) -> Result<Option<u32>, JsError> {
        let id = text("procedure id", id)?;
        Ok(self.inner.remove(&id).then(|| stored::shard_of(&id)))
    }

    #[wasm_bindgen(js_name = shardJson)]
    pub fn shard_json(&self, shard: u32) -> String {
        self.inner.shard_json(shard)
    }

    #[wasm_bindgen(js_name = allShards)]
    pub fn all_shards(&self) -> Vec<String> {
        self.inner.all_shards_json()
    }

    #[wasm_bindgen(getter)]
    pub fn size(&self) -> usize {
        self.inner.len()
    }

    pub fn has(&self, id: JsValue) -> Result<bool, JsError> {
        Ok(self.inner.contains(&text("procedure id", id)?))
    }

    /// Whether the index holds exactly these procedure ids, one per line (a stored index is
    /// checked so; one string crosses the boundary faster than thousands).
    #[wasm_bindgen(js_name = holdsExactly)]
    pub fn holds_exactly(&self, ids: JsValue) -> Result<bool, JsError> {
        let ids = text("procedure ids", ids)?;
        Ok(self
            .inner
            .holds_exactly(ids.lines().filter(|id| !id.is_empty())))
    }

    /// `[Match]`, best first: the best `k` (by default as many as an agent is offered).
    pub fn retrieve(
        &mut self,
        task: JsValue,
        url: JsValue,
        now: f64,
        k: Option<usize>,
    ) -> Result<JsValue, JsError> {
        let (task, url) = (text("task", task)?, optional_text("URL", url)?);
        to_js(&self.inner.retrieve(
            &task,
            url.as_deref(),
            now,
            k.unwrap_or(crate::retrieval::TOP_K),
        ))
    }

    /// `{results, context, problems?}` for matches from `retrieve`: `stored` is what
    /// chrome.storage gave for the matched procedures' keys and `runs` (may be undefined) for
    /// the latest runs' keys, each read and checked in the core; `problems` names those that
    /// did not read (left out of the answer; the worker sets them aside).
    pub fn answer(
        &self,
        results: JsValue,
        stored: JsValue,
        runs: JsValue,
        url: JsValue,
    ) -> Result<JsValue, JsError> {
        let results: Vec<crate::retrieval::Match> = from_js("results", results)?;
        let runs = if runs.is_undefined() || runs.is_null() {
            Vec::new()
        } else {
            stored_entries(runs)?
        };
        let url = optional_text("URL", url)?;
        to_js(&context::compose_stored(
            results,
            stored_entries(stored)?,
            runs,
            url.as_deref(),
            &|id| self.inner.title(id),
        ))
    }
}

#[wasm_bindgen(js_name = indexFormat)]
pub fn index_format() -> u32 {
    stored::FORMAT
}

#[wasm_bindgen(js_name = indexShards)]
pub fn index_shards() -> u32 {
    stored::SHARDS
}

// ---- Experience memory (src/memory/, docs/MEMORY.md). The memory crosses the boundary as JSON
// ---- text, both ways (the worker stringifies the stored value and parses the answer): one
// ---- native JSON pass instead of walking every object of a memory property by property.
// ---- Each call reads the memory as stored (`Memory::from_json`: checked, seeded, pruned) and
// ---- answers `{"memory": …, …its answer}` as text.

fn memory_in(memory: JsValue, now: f64) -> Result<crate::memory::Memory, JsError> {
    crate::memory::Memory::from_json(&text("experience memory", memory)?, now).map_err(err)
}

fn json_text<T: serde::Serialize + ?Sized>(value: &T) -> Result<String, JsError> {
    serde_json::to_string(value).map_err(|e| JsError::new(&e.to_string()))
}

/// `{"memory": …}` beside the fields of `answer` (an object), as JSON text.
fn with_memory(
    memory: &crate::memory::Memory,
    answer: serde_json::Value,
) -> Result<String, JsError> {
    let rest = json_text(&answer)?;
    let rest = rest.strip_prefix('{').unwrap_or("}");
    let sep = if rest == "}" { "" } else { "," };
    Ok(format!("{{\"memory\":{}{sep}{rest}", json_text(memory)?))
}

fn err(e: String) -> JsError {
    JsError::new(&e)
}

/// The stored memory (its JSON text, `null` when none is stored) checked and brought up to
/// date, as JSON text; a value that does not read throws its sentence.
#[wasm_bindgen(js_name = memoryRead)]
pub fn memory_read(stored: JsValue, now: f64) -> Result<String, JsError> {
    json_text(&memory_in(stored, now)?)
}

/// An import file's memory (`parseImport`'s `memory`) merged into the kept one:
/// `{memory, imported}` with each layer's added and merged counts.
#[wasm_bindgen(js_name = memoryImport)]
pub fn memory_import(memory: JsValue, imported: JsValue, now: f64) -> Result<String, JsError> {
    let mut memory = memory_in(memory, now)?;
    let value: serde_json::Value = from_js("imported memory", imported)?;
    let imported: crate::memory::exchange::MemoryExport =
        serde_json::from_value(value).map_err(|e| JsError::new(&storage::import_mismatch(e)))?;
    let done = crate::memory::exchange::import(&mut memory, imported, now).map_err(err)?;
    with_memory(&memory, serde_json::json!({"imported": done}))
}

#[wasm_bindgen(js_name = memoryContext)]
pub fn memory_context(
    memory: JsValue,
    request: JsValue,
    matches: JsValue,
    stored: JsValue,
    now: f64,
) -> Result<String, JsError> {
    let mut m = memory_in(memory, now)?;
    let req: crate::memory::api::ContextRequest = from_js("context request", request)?;
    let matches: Vec<crate::retrieval::Match> = from_js("matches", matches)?;
    let c = crate::memory::api::context_stored(&mut m, &req, matches, stored_entries(stored)?, now);
    with_memory(
        &m,
        serde_json::json!({"context": c.context, "sections": c.sections, "tokens": c.tokens, "budget_tokens": c.budget_tokens}),
    )
}

#[wasm_bindgen(js_name = memoryRecall)]
pub fn memory_recall(
    memory: JsValue,
    task: JsValue,
    url: JsValue,
    error: JsValue,
    now: f64,
) -> Result<String, JsError> {
    let mut m = memory_in(memory, now)?;
    let task: String = from_js("task", task)?;
    let url: Option<String> = from_js("url", url)?;
    let error: Option<crate::memory::api::ErrorSeen> = from_js("error", error)?;
    let r = crate::memory::api::recall(&mut m, &task, url.as_deref(), error.as_ref(), now);
    with_memory(&m, serde_json::json!({"recall": r}))
}

#[wasm_bindgen(js_name = memoryCycle)]
pub fn memory_cycle(
    memory: JsValue,
    task_id: JsValue,
    goal: JsValue,
    cycle: JsValue,
    now: f64,
) -> Result<String, JsError> {
    let mut m = memory_in(memory, now)?;
    let (task_id, goal): (String, String) = (from_js("task_id", task_id)?, from_js("goal", goal)?);
    let cycle: crate::memory::working::Cycle = from_js("cycle", cycle)?;
    let warnings = m.record_cycle(&task_id, &goal, &cycle, now).map_err(err)?;
    with_memory(&m, serde_json::json!({"warnings": warnings}))
}

#[wasm_bindgen(js_name = memoryTaskEnd)]
pub fn memory_task_end(
    memory: JsValue,
    task_id: JsValue,
    success: JsValue,
    outcome: JsValue,
    now: f64,
) -> Result<String, JsError> {
    let mut m = memory_in(memory, now)?;
    let (task_id, success, outcome): (String, bool, String) = (
        from_js("task_id", task_id)?,
        from_js("success", success)?,
        from_js("outcome", outcome)?,
    );
    let summary = m.end_task(&task_id, success, &outcome, now).map_err(err)?;
    with_memory(&m, serde_json::json!({"summary": summary}))
}

#[wasm_bindgen(js_name = memoryUserFact)]
pub fn memory_user_fact(
    memory: JsValue,
    task_id: JsValue,
    label: JsValue,
    value: JsValue,
    now: f64,
) -> Result<String, JsError> {
    let mut m = memory_in(memory, now)?;
    let (task_id, label, value): (String, String, String) = (
        from_js("task_id", task_id)?,
        from_js("label", label)?,
        from_js("value", value)?,
    );
    m.set_user_fact(&task_id, &label, &value, now)
        .map_err(err)?;
    with_memory(&m, serde_json::json!({}))
}

#[wasm_bindgen(js_name = memoryLesson)]
pub fn memory_lesson(
    memory: JsValue,
    lesson: JsValue,
    url: JsValue,
    from: JsValue,
    now: f64,
) -> Result<String, JsError> {
    let mut m = memory_in(memory, now)?;
    let lesson: crate::memory::lessons::NewLesson = from_js("lesson", lesson)?;
    let (url, from): (String, String) = (from_js("url", url)?, from_js("from", from)?);
    let host = crate::urls::host(&url);
    let recorded = m
        .record_lesson(&lesson, host.as_deref(), &from, now)
        .map_err(err)?;
    with_memory(&m, serde_json::json!({"recorded": recorded}))
}

#[wasm_bindgen(js_name = memoryLearnRun)]
pub fn memory_learn_run(
    memory: JsValue,
    run: JsValue,
    procedure: JsValue,
    heals: JsValue,
    now: f64,
) -> Result<String, JsError> {
    let mut m = memory_in(memory, now)?;
    let run: crate::replay::run::Run = from_js("run", run)?;
    let procedure: Procedure = from_js("procedure", procedure)?;
    let heals: Vec<crate::replay::heal::Heal> = from_js("heals", heals)?;
    let learned = crate::memory::api::learn_run(&mut m, &run, &procedure, &heals, now);
    with_memory(&m, serde_json::json!({"learned": learned}))
}

#[wasm_bindgen(js_name = memoryList)]
pub fn memory_list(
    memory: JsValue,
    layer: JsValue,
    query: JsValue,
    now: f64,
) -> Result<String, JsError> {
    let m = memory_in(memory, now)?;
    let (layer, query): (Option<String>, String) =
        (from_js("layer", layer)?, from_js("query", query)?);
    let items = crate::memory::api::list(&m, layer.as_deref(), &query).map_err(err)?;
    json_text(&serde_json::json!({"items": items, "limits": m.limits}))
}

#[wasm_bindgen(js_name = memoryEdit)]
pub fn memory_edit(memory: JsValue, edit: JsValue, now: f64) -> Result<String, JsError> {
    let mut m = memory_in(memory, now)?;
    let edit: crate::memory::api::Edit = from_js("edit", edit)?;
    crate::memory::api::edit(&mut m, &edit).map_err(err)?;
    with_memory(&m, serde_json::json!({}))
}

#[wasm_bindgen(js_name = memoryEvents)]
pub fn memory_events(memory: JsValue, now: f64) -> Result<String, JsError> {
    Ok(memory_in(memory, now)?.events.to_jsonl())
}

// ---- The opt-in model (src/assist/, docs/INTEROP.md): the core builds each request and reads
// ---- each reply; the worker only sends it with the key and a timeout.

/// Stored model settings, or the defaults (off) for none.
fn model_settings(model: JsValue) -> Result<ModelSettings, JsError> {
    if model.is_undefined() || model.is_null() {
        return Ok(ModelSettings::default());
    }
    from_js("model settings", model)
}

fn reply(value: JsValue) -> Result<crate::assist::call::Reply, JsError> {
    from_js("model reply ({status, text})", value)
}

fn names(what: &str, value: JsValue) -> Result<Vec<String>, JsError> {
    from_js(what, value)
}

/// `{purpose, url, body, sent}` asking for a better goal, slot names and flow; null when off.
#[wasm_bindgen(js_name = assistDistillRequest)]
pub fn assist_distill_request(model: JsValue, draft: JsValue) -> Result<JsValue, JsError> {
    let draft: Procedure = from_js("procedure", draft)?;
    to_js(&crate::assist::call::distill_request(
        &model_settings(model)?,
        &draft,
    ))
}

/// `{procedure, summary}`: the draft with the model's answer applied; throws why it was refused.
#[wasm_bindgen(js_name = assistDistillReply)]
pub fn assist_distill_reply(draft: JsValue, answer: JsValue) -> Result<JsValue, JsError> {
    let draft: Procedure = from_js("procedure", draft)?;
    let (procedure, summary) =
        crate::assist::call::distill_reply(&draft, &reply(answer)?).map_err(err)?;
    to_js(&serde_json::json!({"procedure": procedure, "summary": summary}))
}

/// The request for the slots the binder left empty; null when off or nothing may be asked.
#[wasm_bindgen(js_name = assistBindRequest)]
pub fn assist_bind_request(
    model: JsValue,
    procedure: JsValue,
    task: JsValue,
    missing: JsValue,
) -> Result<JsValue, JsError> {
    let p: Procedure = from_js("procedure", procedure)?;
    to_js(&crate::assist::call::bind_request(
        &model_settings(model)?,
        &p,
        &text("task", task)?,
        &names("missing slots", missing)?,
    ))
}

/// `{slot: value}` the model read from the task (only words the task says); throws when the
/// reply is unreadable.
#[wasm_bindgen(js_name = assistBindReply)]
pub fn assist_bind_reply(
    procedure: JsValue,
    task: JsValue,
    missing: JsValue,
    answer: JsValue,
) -> Result<JsValue, JsError> {
    let p: Procedure = from_js("procedure", procedure)?;
    to_js(
        &crate::assist::call::bind_reply(
            &p,
            &text("task", task)?,
            &names("missing slots", missing)?,
            &reply(answer)?,
        )
        .map_err(err)?,
    )
}

/// The panel's "Test model" request; throws when the endpoint or model is missing.
#[wasm_bindgen(js_name = assistTestRequest)]
pub fn assist_test_request(model: JsValue) -> Result<JsValue, JsError> {
    to_js(&crate::assist::call::test_request(&model_settings(model)?).map_err(err)?)
}

/// Throws why the test reply is not a usable chat completion.
#[wasm_bindgen(js_name = assistTestReply)]
pub fn assist_test_reply(answer: JsValue) -> Result<(), JsError> {
    crate::assist::call::test_reply(&reply(answer)?).map_err(err)
}

/// `{memory}` as JSON text: the memory (JSON text) with a `model_request` event for one call.
#[wasm_bindgen(js_name = memoryModelEvent)]
pub fn memory_model_event(
    memory: JsValue,
    model: JsValue,
    request: JsValue,
    outcome: JsValue,
    now: f64,
) -> Result<String, JsError> {
    #[derive(serde::Deserialize)]
    struct Sent {
        purpose: String,
        #[serde(default)]
        url: String,
        #[serde(default)]
        sent: String,
    }
    let mut m = memory_in(memory, now)?;
    let sent: Sent = from_js("model request", request)?;
    let purpose = match sent.purpose.as_str() {
        "distill" => "distill",
        "bind" => "bind",
        "embed" => "embed",
        _ => "test",
    };
    let request = crate::assist::call::Request {
        purpose,
        url: sent.url,
        body: String::new(),
        sent: sent.sent,
    };
    let outcome: crate::assist::call::Outcome = from_js("model outcome", outcome)?;
    crate::assist::call::log(&mut m, &model_settings(model)?, &request, &outcome, now);
    with_memory(&m, serde_json::json!({}))
}

/// Whether the embeddings model is to be asked (on, with an endpoint and its name).
#[wasm_bindgen(js_name = assistEmbeddingsOn)]
pub fn assist_embeddings_on(model: JsValue) -> Result<bool, JsError> {
    Ok(model_settings(model)?.embeddings_on())
}

/// The `/embeddings` request for these texts; null when embeddings are off.
#[wasm_bindgen(js_name = assistEmbedRequest)]
pub fn assist_embed_request(model: JsValue, inputs: JsValue) -> Result<JsValue, JsError> {
    to_js(&crate::assist::call::embed_request(
        &model_settings(model)?,
        &names("texts", inputs)?,
    ))
}

/// The vectors of an `/embeddings` reply, in the order of the texts; throws why not.
#[wasm_bindgen(js_name = assistEmbedReply)]
pub fn assist_embed_reply(answer: JsValue, expected: usize) -> Result<JsValue, JsError> {
    let json = crate::assist::call::read_http(&reply(answer)?).map_err(err)?;
    to_js(&crate::assist::embed::read_reply(&json, expected).map_err(err)?)
}

/// The text a procedure is embedded by.
#[wasm_bindgen(js_name = embedText)]
pub fn embed_text(procedure: JsValue) -> Result<String, JsError> {
    let p: Procedure = from_js("procedure", procedure)?;
    Ok(crate::assist::embed::text_of(&p))
}

/// A stored `{model, text, vector}` value's vector if it is current for this model and text,
/// else null (a damaged value too: it is embedded again).
#[wasm_bindgen(js_name = embeddingCurrent)]
pub fn embedding_current(
    stored: JsValue,
    model: JsValue,
    text_now: JsValue,
) -> Result<JsValue, JsError> {
    let stored: serde_json::Value =
        from_js("stored vector", stored).unwrap_or(serde_json::Value::Null);
    to_js(&crate::assist::embed::is_current(
        &stored,
        &text("embeddings model", model)?,
        &text("text", text_now)?,
    ))
}

/// How many candidates past the gate meaning may re-order.
#[wasm_bindgen(js_name = meaningPool)]
pub fn meaning_pool() -> usize {
    crate::assist::embed::POOL
}

/// The matches re-ordered by meaning (`query`: the task's vector, `vectors`: `{id: vector}`),
/// the best `TOP_K`; never one that was not given.
#[wasm_bindgen(js_name = blendMatches)]
pub fn blend_matches(
    matches: JsValue,
    query: JsValue,
    vectors: JsValue,
) -> Result<JsValue, JsError> {
    let matches: Vec<crate::retrieval::Match> = from_js("matches", matches)?;
    let query: Vec<f32> = from_js("task vector", query)?;
    let vectors: std::collections::BTreeMap<String, Vec<f32>> = from_js("vectors", vectors)?;
    to_js(&crate::assist::embed::blend(
        matches,
        &query,
        &vectors,
        crate::retrieval::TOP_K,
    ))
}

// The team library (src/team/): the worker fetches and stores; these decide.
use crate::team::{settings as team_settings, sync as team_sync};

/// The connection as typed, checked (throws a sentence saying what is wrong).
#[wasm_bindgen(js_name = teamSettings)]
pub fn team_settings_new(url: JsValue, token: JsValue) -> Result<JsValue, JsError> {
    let settings = team_settings::checked(&text("address", url)?, &text("token", token)?)
        .map_err(|e| JsError::new(&e))?;
    to_js(&settings)
}

/// What the panel may see of the connection (never the token); null when none is kept.
#[wasm_bindgen(js_name = teamPublic)]
pub fn team_public(settings: JsValue) -> Result<JsValue, JsError> {
    if settings.is_undefined() || settings.is_null() {
        return Ok(JsValue::NULL);
    }
    let s: team_settings::TeamSettings = from_js("team settings", settings)?;
    to_js(&s.public())
}

/// The sync state for the server at `url`: the stored one when it is of that server.
#[wasm_bindgen(js_name = teamState)]
pub fn team_state(stored: JsValue, url: JsValue) -> Result<JsValue, JsError> {
    let state: team_sync::SyncState = if stored.is_undefined() || stored.is_null() {
        Default::default()
    } else {
        from_js("team sync state", stored)?
    };
    to_js(&state.for_server(&text("address", url)?))
}

/// What to send this round, of `locals` (`[{kind, item}]`: this library's procedures and
/// recordings).
#[wasm_bindgen(js_name = teamPushes)]
pub fn team_pushes(state: JsValue, locals: JsValue) -> Result<JsValue, JsError> {
    let state: team_sync::SyncState = from_js("team sync state", state)?;
    let locals: Vec<team_sync::Item> = from_js("library items", locals)?;
    to_js(&team_sync::pushes(&state, &locals))
}

/// `{state, next}` after the server's answer to one push.
#[wasm_bindgen(js_name = teamPushed)]
pub fn team_pushed(
    state: JsValue,
    push: JsValue,
    answer: JsValue,
    now: f64,
) -> Result<JsValue, JsError> {
    let mut state: team_sync::SyncState = from_js("team sync state", state)?;
    let push: team_sync::Push = from_js("push", push)?;
    let answer: team_sync::Answer = from_js("the server's answer", answer)?;
    let next = team_sync::pushed(&mut state, &push, answer, now);
    to_js(&serde_json::json!({ "state": state, "next": next }))
}

/// `{state, nexts}` after the server's answers to several pushes (`[{push, answer}]`), applied in
/// order: what a round learnt, kept in one write.
#[wasm_bindgen(js_name = teamPushedAll)]
pub fn team_pushed_all(state: JsValue, answered: JsValue, now: f64) -> Result<JsValue, JsError> {
    #[derive(serde::Deserialize)]
    struct Answered {
        push: team_sync::Push,
        answer: team_sync::Answer,
    }
    let mut state: team_sync::SyncState = from_js("team sync state", state)?;
    let answered: Vec<Answered> = from_js("the server's answers", answered)?;
    let nexts: Vec<team_sync::Next> = answered
        .into_iter()
        .map(|a| team_sync::pushed(&mut state, &a.push, a.answer, now))
        .collect();
    to_js(&serde_json::json!({ "state": state, "nexts": nexts }))
}

/// The content digest of `{kind, item}` (what sync compares: not a procedure's counts).
#[wasm_bindgen(js_name = teamDigest)]
pub fn team_digest(item: JsValue) -> Result<String, JsError> {
    let item: team_sync::Item = from_js("library item", item)?;
    Ok(item.digest())
}

/// `{state, writes, conflicts, skipped}` after one page of the feed (`locals`: `[{kind, item}]`,
/// this library's copy of the items the page names).
#[wasm_bindgen(js_name = teamPulled)]
pub fn team_pulled(
    state: JsValue,
    changes: JsValue,
    locals: JsValue,
    cursor: JsValue,
    now: f64,
) -> Result<JsValue, JsError> {
    let mut state: team_sync::SyncState = from_js("team sync state", state)?;
    let changes: Vec<team_sync::Change> = from_js("the server's changes", changes)?;
    let locals: Vec<team_sync::Item> = from_js("library items", locals)?;
    let locals = locals
        .into_iter()
        .map(|i| (team_sync::key(i.kind(), i.id()), i))
        .collect();
    let pulled = team_sync::pulled(&mut state, changes, &locals, &text("cursor", cursor)?, now)
        .map_err(|e| JsError::new(&e))?;
    to_js(&serde_json::json!({
        "state": state, "writes": pulled.writes, "conflicts": pulled.conflicts, "skipped": pulled.skipped,
    }))
}

/// `{state, keep}` after the person's choice in a conflict (`keep`: the item to keep here, or
/// null to keep this browser's).
#[wasm_bindgen(js_name = teamResolve)]
pub fn team_resolve(
    state: JsValue,
    kind: JsValue,
    id: JsValue,
    keep: JsValue,
) -> Result<JsValue, JsError> {
    let mut state: team_sync::SyncState = from_js("team sync state", state)?;
    let kind: team_sync::Kind = from_js("kind", kind)?;
    let keep: team_sync::Keep = from_js("choice (mine or theirs)", keep)?;
    let kept = team_sync::resolve(&mut state, kind, &text("id", id)?, keep)
        .map_err(|e| JsError::new(&e))?;
    to_js(&serde_json::json!({ "state": state, "keep": kept }))
}

/// The state with a run's outcome (as `recordOutcome` takes it) kept for the team's counts.
#[wasm_bindgen(js_name = teamNoteOutcome)]
pub fn team_note_outcome(
    state: JsValue,
    procedure_id: JsValue,
    outcome: JsValue,
) -> Result<JsValue, JsError> {
    let mut state: team_sync::SyncState = from_js("team sync state", state)?;
    let outcome: learning::Outcome = from_js("outcome", outcome)?;
    team_sync::note_outcome(&mut state, &text("procedure id", procedure_id)?, &outcome);
    to_js(&state)
}

/// The state without the first `n` outcomes of its outbox (the server counted them).
#[wasm_bindgen(js_name = teamPosted)]
pub fn team_posted(state: JsValue, n: usize) -> Result<JsValue, JsError> {
    let mut state: team_sync::SyncState = from_js("team sync state", state)?;
    team_sync::posted(&mut state, n);
    to_js(&state)
}
