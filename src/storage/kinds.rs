//! Every kind of value the extension keeps in chrome.storage.local, read back and checked.
//!
//! What is read from storage is outside data: another version wrote it, a crash cut a write
//! short, a person edited it in DevTools. Each key names its kind (`kind_of`); `check_entries`
//! reads each value into that kind's type, checks what the type cannot say (ids, the key and
//! the value agreeing, limits), and answers the value as the extension uses it — older shapes
//! brought up to date, defaults filled in — or a sentence saying what is wrong. The worker
//! moves what is wrong under `procmem:quarantine:<key>` with its original value, the panel
//! reports it, and the rest goes on without it (docs/ARCHITECTURE.md, *Storage*).

use super::{
    check_id, check_procedure, check_recording, unreadable, Problem, StoredValue, SCHEMA_VERSION,
};
use crate::model::{Procedure, Recording};
use crate::replay::run::Run;
use crate::retrieval::Match;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

pub const INDEX_KEY: &str = "procmem:index";
pub const RETRIEVAL_META_KEY: &str = "procmem:ridx";
pub const RETRIEVAL_SHARD_PREFIX: &str = "procmem:ridx:";
pub const STATE_KEY: &str = "procmem:recording_state";
pub const PENDING_PREFIX: &str = "procmem:pending:";
pub const APPLIED_PREFIX: &str = "procmem:applied:";
pub const RUN_PREFIX: &str = "procmem:run:";
pub const VERSION_PREFIX: &str = "procmem:procv:";
pub const AGENT_TASK_KEY: &str = "procmem:agent_task";
pub const SETTINGS_KEY: &str = "procmem:settings";
pub const MEMORY_KEY: &str = "procmem:memory";
/// The team library's address and token (src/team/settings.rs).
pub const TEAM_KEY: &str = "procmem:team";
/// What this browser remembers of the team library between syncs (src/team/sync.rs).
pub const TEAM_SYNC_KEY: &str = "procmem:team_sync";

/// The most events one pending batch holds (a page never holds more undrained).
pub const MAX_BATCH_EVENTS: usize = 1000;
/// A stored retrieval shard longer than this is not one the core wrote (a shard of 10,000
/// procedures is about 1 MB).
const MAX_SHARD_CHARS: usize = 64 * 1024 * 1024;
const MAX_LIST: usize = 1_000_000;

/// The kind of value a storage key holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Index,
    Recording,
    Procedure,
    RetrievalMeta,
    RetrievalShard,
    RecordingState,
    Pending,
    Applied,
    Run,
    ProcedureVersion,
    AgentTask,
    Settings,
    /// The experience memory (src/memory/): every layer in one value.
    Memory,
    Team,
    TeamSync,
    Quarantine,
}

/// The kind `key` holds, or None for a key that is not the extension's.
pub fn kind_of(key: &str) -> Option<Kind> {
    Some(match key {
        INDEX_KEY => Kind::Index,
        RETRIEVAL_META_KEY => Kind::RetrievalMeta,
        STATE_KEY => Kind::RecordingState,
        AGENT_TASK_KEY => Kind::AgentTask,
        SETTINGS_KEY => Kind::Settings,
        MEMORY_KEY => Kind::Memory,
        TEAM_KEY => Kind::Team,
        TEAM_SYNC_KEY => Kind::TeamSync,
        _ if key.starts_with(super::QUARANTINE_PREFIX) => Kind::Quarantine,
        _ if key.starts_with(super::RECORDING_PREFIX) => Kind::Recording,
        _ if key.starts_with(super::PROCEDURE_PREFIX) => Kind::Procedure,
        _ if key.starts_with(RETRIEVAL_SHARD_PREFIX) => Kind::RetrievalShard,
        _ if key.starts_with(PENDING_PREFIX) => Kind::Pending,
        _ if key.starts_with(APPLIED_PREFIX) => Kind::Applied,
        _ if key.starts_with(RUN_PREFIX) => Kind::Run,
        _ if key.starts_with(VERSION_PREFIX) => Kind::ProcedureVersion,
        _ => return None,
    })
}

/// `procmem:index`: the schema version and the ids of every recording, procedure and run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredIndex {
    pub schema_version: u32,
    pub recordings: Vec<String>,
    pub procedures: Vec<String>,
    /// Written since runs are kept; an index from before has none.
    #[serde(default)]
    pub runs: Vec<String>,
}

/// `procmem:ridx`: which format the stored retrieval shards are in, and how many procedures.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RetrievalMeta {
    pub format: u32,
    pub count: u32,
}

/// `procmem:recording_state`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordingState {
    pub active: bool,
    #[serde(default)]
    pub paused: bool,
    #[serde(default)]
    pub recording_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started: Option<f64>,
    /// The highest tab id when the recording started (tabs above it were opened since).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tab_floor: Option<u32>,
    /// Capturing a person's fix for this paused run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub heal_for_run: Option<String>,
}

/// `procmem:pending:<recording>:<source>:<first seq>`: one batch of recorded events. The
/// events are checked one by one when applied (one the core refuses is dropped alone).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PendingBatch {
    pub rid: String,
    pub uid: String,
    #[serde(default)]
    pub tab_id: Option<u32>,
    pub first: u64,
    pub events: Vec<Value>,
}

/// `procmem:applied:<recording>`: how far each source is applied, the recent navigations per
/// tab and which tab opened which.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Applied {
    #[serde(default)]
    pub sources: BTreeMap<String, SourceApplied>,
    #[serde(default)]
    pub navs: BTreeMap<String, Vec<NavSeen>>,
    #[serde(default)]
    pub openers: BTreeMap<String, u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SourceApplied {
    pub seq: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tab: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub doc: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NavSeen {
    pub page: String,
    pub time: f64,
    pub by: NavBy,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub doc: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seen: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restored: Option<bool>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NavBy {
    Worker,
    Page,
}

/// `procmem:agent_task`: the agent's task in progress and the latest answer for it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AgentTask {
    pub task: String,
    #[serde(default)]
    pub tab_id: Option<u32>,
    #[serde(default)]
    pub host: String,
    #[serde(default)]
    pub url: Option<String>,
    pub results: Vec<Match>,
    pub context: String,
    pub updated: f64,
}

/// `procmem:settings`. With none stored, or none readable, no other extension may ask.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    #[serde(default)]
    pub allowed_extension_ids: Vec<String>,
    /// Memory off: every agent message about experience memory answers with nothing.
    #[serde(default)]
    pub memory_off: bool,
    /// The opt-in model (src/assist/settings.rs); none stored: off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model: Option<crate::assist::settings::ModelSettings>,
}

/// `procmem:quarantine:<key>`: `{key, error, value, time}`, a value set aside with why and
/// when. Only the record around the value is read here (the value is kept as it was).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Quarantined {
    pub key: String,
    pub error: String,
    pub time: f64,
}

/// A stored value as the extension uses it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Item {
    Index(StoredIndex),
    Recording(Box<Recording>),
    Procedure(Box<Procedure>),
    RetrievalMeta(RetrievalMeta),
    RetrievalShard(String),
    RecordingState(RecordingState),
    Pending(PendingBatch),
    Applied(Applied),
    Run(Box<Run>),
    AgentTask(Box<AgentTask>),
    Settings(Settings),
    Memory(Box<crate::memory::Memory>),
    Team(crate::team::settings::TeamSettings),
    TeamSync(Box<crate::team::sync::SyncState>),
    Quarantine(Box<Quarantined>),
}

/// What `check_entries` found: the readable values by key, the unreadable ones with why (to
/// set aside), and values that are sound but this version cannot use (a newer library:
/// nothing may be changed).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Checked {
    pub values: BTreeMap<String, Item>,
    pub problems: Vec<Problem>,
    pub refused: Vec<Problem>,
}

enum Reading {
    Valid(Item),
    Corrupt(String),
    Refused(String),
}

/// Checks every entry (storage key → value). Keys that are not the extension's are left out.
pub fn check_entries<V: StoredValue>(entries: Vec<(String, V)>) -> Checked {
    let mut out = Checked::default();
    for (key, value) in entries {
        let Some(kind) = kind_of(&key) else { continue };
        match check(kind, &key, value) {
            Reading::Valid(item) => {
                out.values.insert(key, item);
            }
            Reading::Corrupt(error) => out.problems.push(Problem { key, error }),
            Reading::Refused(error) => out.refused.push(Problem { key, error }),
        }
    }
    out
}

/// One value of `key`, checked.
pub fn check_one<V: StoredValue>(key: &str, value: V) -> Result<Item, String> {
    let kind = kind_of(key).ok_or_else(|| format!("{key:?} is not a procmem storage key"))?;
    match check(kind, key, value) {
        Reading::Valid(item) => Ok(item),
        Reading::Corrupt(e) | Reading::Refused(e) => Err(e),
    }
}

fn check<V: StoredValue>(kind: Kind, key: &str, value: V) -> Reading {
    let read = match kind {
        _ if kind != Kind::RetrievalShard && !value.is_record() => {
            Err(unreadable("expected an object"))
        }
        Kind::Index => match value.read::<StoredIndex>().and_then(index) {
            Ok(i) if i.schema_version > SCHEMA_VERSION => {
                return Reading::Refused(format!(
                    "This library was written by a newer version of the extension (schema {}). Update the extension; nothing was changed.",
                    i.schema_version
                ))
            }
            r => r.map(Item::Index),
        },
        Kind::Recording => value.read::<Recording>().and_then(|r| {
            check_recording(&r)?;
            same_id(key, super::RECORDING_PREFIX, &r.id)?;
            Ok(Item::Recording(Box::new(r)))
        }),
        Kind::Procedure => value.read::<Procedure>().and_then(|p| {
            check_procedure(&p)?;
            same_id(key, super::PROCEDURE_PREFIX, &p.id)?;
            Ok(Item::Procedure(Box::new(p)))
        }),
        Kind::ProcedureVersion => value.read::<Procedure>().and_then(|p| {
            check_procedure(&p)?;
            procedure_version(key, &p)?;
            Ok(Item::Procedure(Box::new(p)))
        }),
        Kind::RetrievalMeta => value.read::<RetrievalMeta>().map(Item::RetrievalMeta),
        Kind::RetrievalShard => value.read::<String>().and_then(|s| {
            shard(key, &s)?;
            Ok(Item::RetrievalShard(s))
        }),
        Kind::RecordingState => value
            .read::<RecordingState>()
            .and_then(recording_state)
            .map(Item::RecordingState),
        Kind::Pending => value
            .read::<PendingBatch>()
            .and_then(|b| pending(key, b))
            .map(Item::Pending),
        Kind::Applied => value
            .read::<Applied>()
            .and_then(|a| applied(key, a))
            .map(Item::Applied),
        Kind::Run => value.read::<Run>().and_then(|r| {
            run(key, &r)?;
            Ok(Item::Run(Box::new(r)))
        }),
        Kind::AgentTask => value
            .read::<AgentTask>()
            .and_then(agent_task)
            .map(|t| Item::AgentTask(Box::new(t))),
        Kind::Settings => value
            .read::<Settings>()
            .and_then(|s| settings(s.allowed_extension_ids, s.memory_off, s.model))
            .map(Item::Settings),
        Kind::Memory => value.read::<Value>().and_then(|v| {
            // Read as stored: the seed lessons and pruning wait for the memory's next use.
            let version = v.get("schema_version").and_then(Value::as_u64);
            if version != Some(u64::from(crate::memory::state::MEMORY_SCHEMA)) {
                return Err(format!(
                    "the experience memory has schema_version {}, not {}",
                    version.map_or("none".to_string(), |n| n.to_string()),
                    crate::memory::state::MEMORY_SCHEMA
                ));
            }
            serde_json::from_value::<crate::memory::Memory>(v)
                .map(|m| Item::Memory(Box::new(m)))
                .map_err(unreadable)
        }),
        Kind::Team => value
            .read::<crate::team::settings::TeamSettings>()
            .and_then(|t| crate::team::settings::checked(&t.url, &t.token))
            .map(Item::Team),
        Kind::TeamSync => value
            .read::<crate::team::sync::SyncState>()
            .and_then(|s| {
                s.check()?;
                Ok(Item::TeamSync(Box::new(s)))
            }),
        Kind::Quarantine => quarantined(value).map(|q| Item::Quarantine(Box::new(q))),
    };
    match read {
        Ok(item) => Reading::Valid(item),
        Err(e) => Reading::Corrupt(match consequence(kind) {
            Some(then) => format!("{e}; {then}"),
            None => e,
        }),
    }
}

/// What the extension does without a value of this kind, said after why it was set aside
/// (a recording, procedure, version or run is simply not there any more).
fn consequence(kind: Kind) -> Option<&'static str> {
    Some(match kind {
        Kind::Index => "the list of stored items was rebuilt from the items themselves",
        Kind::RetrievalMeta | Kind::RetrievalShard => {
            "the retrieval index was rebuilt from the procedures"
        }
        Kind::RecordingState => "nothing is being recorded now: start a recording again",
        Kind::Pending => "its events were not applied; the recording's other events were",
        Kind::Applied => "the recording's pending events were applied from the first one still pending",
        Kind::AgentTask => "the agent's task ended; the agent can start it again",
        Kind::Settings => {
            "the defaults apply — no other extension may ask for procedures until the list is saved again in Settings, memory is on and the model is off"
        }
        Kind::Memory => "the experience memory starts afresh with its seed lessons",
        Kind::Team => "the team library is not synced until its address and token are saved again in Settings",
        Kind::TeamSync => {
            "the team library is read again from its start; changes made here since the last sync are sent again"
        }
        Kind::Recording | Kind::Procedure | Kind::ProcedureVersion | Kind::Run | Kind::Quarantine => {
            return None
        }
    })
}

fn quarantined<V: StoredValue>(value: V) -> Result<Quarantined, String> {
    if !value.is_record() {
        return Err(unreadable("expected an object"));
    }
    let q = value.read::<Quarantined>()?;
    if q.key.is_empty() || q.key.len() > 1000 {
        return Err("it names no key".into());
    }
    Ok(q)
}

fn index(mut i: StoredIndex) -> Result<StoredIndex, String> {
    for (what, list) in [
        ("recordings", &mut i.recordings),
        ("procedures", &mut i.procedures),
        ("runs", &mut i.runs),
    ] {
        if list.len() > MAX_LIST {
            return Err(format!("the index lists more than {MAX_LIST} {what}"));
        }
        for id in list.iter() {
            check_id(id).map_err(|e| format!("the index's {what}: {e}"))?;
        }
        // An id listed twice is one id (the list's order is kept: runs are oldest first).
        let mut seen = std::collections::HashSet::new();
        list.retain(|id| seen.insert(id.clone()));
    }
    if i.schema_version == 0 {
        return Err("schema_version 0 was never written".into());
    }
    Ok(i)
}

/// The index rebuilt from the keys that exist, when it is missing or was set aside: every
/// recording, procedure and run key that names a valid id, runs oldest first. `keys` pairs each
/// key with its value's start time (runs; 0 for others).
pub fn rebuild_index(keys: Vec<(String, f64)>) -> StoredIndex {
    let mut index = StoredIndex {
        schema_version: SCHEMA_VERSION,
        recordings: Vec::new(),
        procedures: Vec::new(),
        runs: Vec::new(),
    };
    let mut runs: Vec<(f64, String)> = Vec::new();
    for (key, started) in keys {
        let (list, id) = if let Some(id) = key.strip_prefix(super::RECORDING_PREFIX) {
            (&mut index.recordings, id)
        } else if let Some(id) = key.strip_prefix(super::PROCEDURE_PREFIX) {
            (&mut index.procedures, id)
        } else if let Some(id) = key.strip_prefix(RUN_PREFIX) {
            if check_id(id).is_ok() {
                runs.push((
                    if started.is_finite() { started } else { 0.0 },
                    id.to_string(),
                ));
            }
            continue;
        } else {
            continue;
        };
        if check_id(id).is_ok() {
            list.push(id.to_string());
        }
    }
    runs.sort_by(|a, b| a.0.total_cmp(&b.0));
    index.runs = runs.into_iter().map(|(_, id)| id).collect();
    index
}

fn same_id(key: &str, prefix: &str, id: &str) -> Result<(), String> {
    let named = &key[prefix.len()..];
    if named != id {
        return Err(format!("stored under another id ({id})"));
    }
    Ok(())
}

/// `procmem:procv:<id>:<version>` holds that version of that procedure.
fn procedure_version(key: &str, p: &Procedure) -> Result<(), String> {
    let rest = &key[VERSION_PREFIX.len()..];
    let (id, version) = rest.rsplit_once(':').ok_or("the key names no version")?;
    if id != p.id {
        return Err(format!("stored under another id ({})", p.id));
    }
    if version.parse::<u32>().ok() != Some(p.version) {
        return Err(format!(
            "stored as version {version:?} but it is version {}",
            p.version
        ));
    }
    Ok(())
}

fn shard(key: &str, text: &str) -> Result<(), String> {
    let n = &key[RETRIEVAL_SHARD_PREFIX.len()..];
    if !n
        .parse::<u32>()
        .is_ok_and(|n| n < crate::retrieval::stored::SHARDS)
    {
        return Err(format!(
            "no retrieval shard is numbered {:?}",
            n.chars().take(20).collect::<String>()
        ));
    }
    if text.len() > MAX_SHARD_CHARS {
        return Err("the retrieval shard is larger than the core ever writes".into());
    }
    Ok(())
}

fn recording_state(s: RecordingState) -> Result<RecordingState, String> {
    for id in s.recording_id.iter().chain(&s.heal_for_run) {
        check_id(id).map_err(|e| format!("the recording state: {e}"))?;
    }
    if s.active && s.recording_id.is_none() {
        return Err("the recording state is active but names no recording".into());
    }
    if let Some(t) = s.started {
        if !t.is_finite() || t < 0.0 {
            return Err("the recording state's start time is not a time".into());
        }
    }
    Ok(s)
}

/// A pending key's parts: recording id, source, first sequence number.
pub fn pending_key_parts(key: &str) -> Option<(&str, &str, u64)> {
    let rest = key.strip_prefix(PENDING_PREFIX)?;
    let (rest, seq) = rest.rsplit_once(':')?;
    let (rid, uid) = rest.rsplit_once(':')?;
    let seq = seq
        .parse::<u64>()
        .ok()
        .filter(|s| (1..(1 << 53)).contains(s))?;
    let hex = uid.len() > 1 && uid.len() <= 65 && uid[1..].len() >= 8;
    let source = (uid.starts_with('p') || uid.starts_with('w'))
        && hex
        && uid[1..]
            .chars()
            .all(|c| c.is_ascii_digit() || ('a'..='f').contains(&c));
    (source && check_id(rid).is_ok()).then_some((rid, uid, seq))
}

fn pending(key: &str, b: PendingBatch) -> Result<PendingBatch, String> {
    let (rid, uid, seq) = pending_key_parts(key)
        .ok_or("the key does not name a recording, a page or worker source and a number")?;
    if b.rid != rid || b.uid != uid || b.first != seq {
        return Err("the batch says another recording, source or number than its key".into());
    }
    if b.events.is_empty() || b.events.len() > MAX_BATCH_EVENTS {
        return Err(format!(
            "a batch holds 1 to {MAX_BATCH_EVENTS} events, this one {}",
            b.events.len()
        ));
    }
    Ok(b)
}

fn tab_key(what: &str, tab: &str) -> Result<(), String> {
    if tab.parse::<u32>().is_err() {
        return Err(format!("the applied cursor's {what} name no tab ({tab:?})"));
    }
    Ok(())
}

fn applied(key: &str, a: Applied) -> Result<Applied, String> {
    check_id(&key[APPLIED_PREFIX.len()..]).map_err(|e| format!("the key: {e}"))?;
    for uid in a.sources.keys() {
        let source = format!("procmem:pending:x:{uid}:1");
        if pending_key_parts(&source).is_none() {
            return Err(format!(
                "the applied cursor names no source ({:?})",
                uid.chars().take(40).collect::<String>()
            ));
        }
    }
    for tab in a.navs.keys() {
        tab_key("navigations", tab)?;
    }
    for tab in a.openers.keys() {
        tab_key("openers", tab)?;
    }
    if a.sources.values().any(|s| s.seq >= 1 << 53) {
        return Err("the applied cursor counts past the largest event number".into());
    }
    Ok(a)
}

fn run(key: &str, r: &Run) -> Result<(), String> {
    check_id(&r.id)?;
    same_id(key, RUN_PREFIX, &r.id)?;
    check_id(&r.procedure_id).map_err(|e| format!("the run's procedure: {e}"))?;
    if !r.started.is_finite() || r.started < 0.0 {
        return Err("the run's start time is not a time".into());
    }
    Ok(())
}

fn agent_task(t: AgentTask) -> Result<AgentTask, String> {
    if t.task.trim().is_empty() {
        return Err("the agent task has no task".into());
    }
    for m in &t.results {
        check_id(&m.id).map_err(|e| format!("the agent task's results: {e}"))?;
    }
    Ok(t)
}

/// Settings from a list of extension ids (what the panel saves, or what is stored): each
/// trimmed, empty ones dropped, each once; an id that is not a Chrome extension id is refused.
pub fn settings(
    ids: Vec<String>,
    memory_off: bool,
    model: Option<crate::assist::settings::ModelSettings>,
) -> Result<Settings, String> {
    let mut out: Vec<String> = Vec::new();
    for id in ids {
        let id = id.trim();
        if id.is_empty() || out.iter().any(|x| x == id) {
            continue;
        }
        let ok = id.len() == 32 && id.bytes().all(|b| (b'a'..=b'p').contains(&b));
        if !ok {
            return Err(format!(
                "\"{}\" is not a Chrome extension id (32 letters a–p).",
                id.chars().take(40).collect::<String>()
            ));
        }
        out.push(id.to_string());
    }
    Ok(Settings {
        allowed_extension_ids: out,
        memory_off,
        model: model.map(crate::assist::settings::checked).transpose()?,
    })
}

/// One line of the panel's report: a value set aside (or a damaged record of one).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// The quarantine key the value is kept under.
    pub key: String,
    /// The key it was read from.
    pub original_key: String,
    pub error: String,
    pub time: f64,
}

/// The panel's report from every `procmem:quarantine:` entry; a damaged record of one is
/// reported too (named by its own key), never dropped and never a failure of the report.
pub fn reports<V: StoredValue>(entries: Vec<(String, V)>) -> Vec<Report> {
    let mut out: Vec<Report> = entries
        .into_iter()
        .filter(|(key, _)| kind_of(key) == Some(Kind::Quarantine))
        .map(|(key, value)| {
            let original = key[super::QUARANTINE_PREFIX.len()..].to_string();
            match quarantined(value) {
                Ok(q) => Report {
                    key,
                    original_key: q.key,
                    error: q.error,
                    time: q.time,
                },
                Err(e) => Report {
                    key,
                    original_key: original,
                    error: format!("the record of this kept value is damaged too ({e})"),
                    time: 0.0,
                },
            }
        })
        .collect();
    out.sort_by(|a, b| a.key.cmp(&b.key));
    out
}

#[cfg(test)]
mod tests;
