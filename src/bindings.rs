//! The wasm boundary: converts JS values to core types and back, and turns errors into JS
//! exceptions with the core's message. No logic lives here — each function calls one core
//! function.

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
    id: &str,
    title: &str,
    description: &str,
    now: f64,
) -> Result<JsValue, JsError> {
    storage::check_id(id).map_err(|e| JsError::new(&e))?;
    to_js(&recording::new_recording(id, title, description, now))
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
pub fn delete_step(rec: JsValue, step_id: &str) -> Result<JsValue, JsError> {
    let mut rec: Recording = from_js("recording", rec)?;
    recording::delete_step(&mut rec, step_id);
    to_js(&rec)
}

/// `[{id, action, text, secret, implicit}]` for showing steps to a person.
#[wasm_bindgen(js_name = describeSteps)]
pub fn describe_steps(steps: JsValue) -> Result<JsValue, JsError> {
    let steps: Vec<crate::model::Step> = from_js("steps", steps)?;
    to_js(&describe::step_views(&steps))
}

#[wasm_bindgen]
pub fn distill(rec: JsValue, procedure_id: &str, now: f64) -> Result<JsValue, JsError> {
    storage::check_id(procedure_id).map_err(|e| JsError::new(&e))?;
    let rec: Recording = from_js("recording", rec)?;
    to_js(&distill::distill(&rec, procedure_id, now).map_err(|e| JsError::new(&e))?)
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
        serde_wasm_bindgen::from_value(self.0).map_err(storage::unreadable)
    }
}

/// `entries` is an object of storage key → value; returns `{recordings, procedures, problems}`.
#[wasm_bindgen(js_name = loadLibrary)]
pub fn load_library(entries: JsValue) -> Result<JsValue, JsError> {
    to_js(&storage::load_library(stored_entries(entries)?))
}

/// An object of storage key → value (what chrome.storage.local.get returns) as pairs.
fn stored_entries(entries: JsValue) -> Result<Vec<(String, Stored)>, JsError> {
    if !entries.is_object() {
        return Err(JsError::new(
            "Malformed storage entries: expected an object",
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
pub fn export_file(recordings: JsValue, procedures: JsValue, now: f64) -> Result<JsValue, JsError> {
    let recordings: Vec<Recording> = from_js("recordings", recordings)?;
    let procedures: Vec<Procedure> = from_js("procedures", procedures)?;
    to_js(&storage::export_file(recordings, procedures, now))
}

/// The checked import file; its JSON becomes a JS value and is read from that, so the module
/// needs no serde_json reader for exports besides the one for JS values.
#[wasm_bindgen(js_name = parseImport)]
pub fn parse_import(text: &str) -> Result<JsValue, JsError> {
    let value = to_js(&storage::import_value(text).map_err(|e| JsError::new(&e))?)?;
    let file = serde_wasm_bindgen::from_value(value)
        .map_err(|e| JsError::new(&storage::import_mismatch(e)))?;
    to_js(&storage::check_import(file).map_err(|e| JsError::new(&e))?)
}

/// Slot → value a task gives for one procedure the person chose (`{name: value|null}`; secrets
/// are never bound): what retrieval would bind, without its gate.
#[wasm_bindgen(js_name = bindTask)]
pub fn bind_task(procedure: JsValue, task: &str) -> Result<JsValue, JsError> {
    let procedure: Procedure = from_js("procedure", procedure)?;
    to_js(&crate::retrieval::binding::bind(&procedure, task))
}

/// A URL with its credentials redacted by class (`urls::redact`): what an agent task or a
/// retrieval keeps of the page it was asked on.
#[wasm_bindgen(js_name = redactUrl)]
pub fn redact_url(url: &str) -> String {
    crate::urls::redact(url)
}

/// A URL with its credentials redacted, and the parameters and path shapes a recording learned
/// carried a typed secret (its `secret_params` and `secret_paths`: `urls::redact_known`).
#[wasm_bindgen(js_name = redactRecordingUrl)]
pub fn redact_recording_url(url: &str, params: JsValue, paths: JsValue) -> Result<String, JsError> {
    let params: Vec<String> = from_js("secret_params", params)?;
    let paths: Vec<String> = from_js("secret_paths", paths)?;
    Ok(crate::urls::redact_known(
        url,
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
pub fn redact_text(text: &str) -> String {
    crate::urls::redact_in_text(text)
}

/// Whether an observed path is the one a step recorded, a recorded `REDACTED` segment standing
/// for this visit's token (`urls::path_matches`).
#[wasm_bindgen(js_name = pathMatches)]
pub fn path_matches(recorded: &str, observed: &str) -> bool {
    crate::urls::path_matches(recorded, observed)
}

#[wasm_bindgen(js_name = recordingKey)]
pub fn recording_key(id: &str) -> String {
    storage::recording_key(id)
}

#[wasm_bindgen(js_name = procedureKey)]
pub fn procedure_key(id: &str) -> String {
    storage::procedure_key(id)
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
pub fn option_for(value: &str, options: JsValue) -> Result<Option<String>, JsError> {
    let options: Vec<String> = from_js("options", options)?;
    Ok(crate::retrieval::formats::option_for(value, &options))
}

/// The option of `options` the run's task names whole, when the value names none; or undefined.
#[wasm_bindgen(js_name = optionNamedByTask)]
pub fn option_named_by_task(task: &str, options: JsValue) -> Result<Option<String>, JsError> {
    let options: Vec<String> = from_js("options", options)?;
    Ok(crate::retrieval::formats::option_named_by_task(
        task, &options,
    ))
}

/// The fixed choices of `procedure` that `task` asks to make otherwise, one sentence each
/// (`retrieval::conflict`): a run must not start while any remain.
#[wasm_bindgen(js_name = taskConflicts)]
pub fn task_conflicts(procedure: JsValue, task: &str, values: JsValue) -> Result<JsValue, JsError> {
    let procedure: Procedure = from_js("procedure", procedure)?;
    let values: std::collections::BTreeMap<String, String> = from_js("values", values)?;
    to_js(&crate::retrieval::conflict::conflicts(
        &procedure, task, &values,
    ))
}

#[wasm_bindgen(js_name = newRun)]
pub fn new_run(
    id: &str,
    task: &str,
    procedure: JsValue,
    values: JsValue,
    start_url: &str,
    now: f64,
) -> Result<JsValue, JsError> {
    storage::check_id(id).map_err(|e| JsError::new(&e))?;
    let procedure: Procedure = from_js("procedure", procedure)?;
    let values: std::collections::BTreeMap<String, String> = from_js("values", values)?;
    to_js(&run::new_run(id, task, &procedure, &values, start_url, now))
}

/// A URL a run keeps, redacted of its credentials and of the values given for secret slots.
#[wasm_bindgen(js_name = runUrl)]
pub fn run_url(url: &str, procedure: JsValue, values: JsValue) -> Result<String, JsError> {
    let procedure: Procedure = from_js("procedure", procedure)?;
    let values: std::collections::BTreeMap<String, String> = from_js("values", values)?;
    Ok(run::run_url(url, &procedure, &values))
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
    final_url: &str,
    error: &str,
    now: f64,
) -> Result<JsValue, JsError> {
    let mut r: run::Run = from_js("run", r)?;
    let status: run::RunStatus = from_js("run status", status)?;
    run::finish(&mut r, status, final_url, error, now);
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
    final_url: &str,
    now: f64,
) -> Result<JsValue, JsError> {
    let mut r: run::Run = from_js("run", r)?;
    let report: run::Report = from_js("report", report)?;
    run::pause(&mut r, report, final_url, now);
    to_js(&r)
}

/// Ends a run whose every step was done: "succeeded" only when each step's effect was checked,
/// otherwise "unverified" with a sentence saying so.
#[wasm_bindgen(js_name = concludeRun)]
pub fn conclude_run(
    r: JsValue,
    final_url: &str,
    page_text: &str,
    now: f64,
) -> Result<JsValue, JsError> {
    let mut r: run::Run = from_js("run", r)?;
    run::conclude(&mut r, final_url, page_text, now);
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
pub fn value_matches(expected: &str, observed: &str) -> bool {
    plan::value_matches(expected, observed)
}

/// Whether a field's text is the date `iso` ("YYYY-MM-DD") in whatever form the page writes it.
#[wasm_bindgen(js_name = sameDate)]
pub fn same_date(iso: &str, shown: &str) -> bool {
    plan::same_date(iso, shown)
}

/// Whether a control's text shows the picked date `iso` (undefined when it shows no day).
#[wasm_bindgen(js_name = showsPick)]
pub fn shows_pick(iso: &str, text: &str) -> Option<bool> {
    plan::shows_pick(iso, text)
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
    pub fn from_shards(shards: Vec<String>) -> Result<RetrievalIndex, JsError> {
        Index::from_shards(&shards)
            .map(|inner| RetrievalIndex { inner })
            .map_err(|e| JsError::new(&e))
    }

    /// Adds or replaces a procedure; returns the shard to write back.
    #[wasm_bindgen(js_name = upsertProcedure)]
    pub fn upsert_procedure(&mut self, procedure: JsValue) -> Result<u32, JsError> {
        let p: Procedure = from_js("procedure", procedure)?;
        self.inner.upsert_procedure(&p);
        Ok(stored::shard_of(&p.id))
    }

    /// Removes a procedure; returns the shard to write back (undefined when it was not there).
    pub fn remove(&mut self, id: &str) -> Option<u32> {
        self.inner.remove(id).then(|| stored::shard_of(id))
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

    pub fn has(&self, id: &str) -> bool {
        self.inner.contains(id)
    }

    /// Whether the index holds exactly these procedure ids, one per line (a stored index is
    /// checked so; one string crosses the boundary faster than thousands).
    #[wasm_bindgen(js_name = holdsExactly)]
    pub fn holds_exactly(&self, ids: &str) -> bool {
        self.inner
            .holds_exactly(ids.lines().filter(|id| !id.is_empty()))
    }

    /// `[Match]`, best first: the best `k` (by default as many as an agent is offered).
    pub fn retrieve(
        &mut self,
        task: &str,
        url: Option<String>,
        now: f64,
        k: Option<usize>,
    ) -> Result<JsValue, JsError> {
        to_js(&self.inner.retrieve(
            task,
            url.as_deref(),
            now,
            k.unwrap_or(crate::retrieval::TOP_K),
        ))
    }

    /// `{results, context}` for matches from `retrieve`: `stored` is what chrome.storage gave
    /// for the matched procedures' keys (read and validated in the core), `runs` (may be
    /// undefined) the latest runs for the session history.
    pub fn answer(
        &self,
        results: JsValue,
        stored: JsValue,
        runs: JsValue,
        url: Option<String>,
    ) -> Result<JsValue, JsError> {
        let results: Vec<crate::retrieval::Match> = from_js("results", results)?;
        let runs: Vec<crate::replay::run::Run> = if runs.is_undefined() || runs.is_null() {
            Vec::new()
        } else {
            from_js("runs", runs)?
        };
        to_js(&context::compose_stored(
            results,
            stored_entries(stored)?,
            &runs,
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
