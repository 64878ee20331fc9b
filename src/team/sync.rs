//! How this browser's library and the team's converge. The worker pushes what changed here
//! (`pushes`, then `pushed` with each answer), posts the outcomes kept while offline (`outbox`),
//! and applies the server's feed (`pulled`); the state below is all it remembers between
//! rounds, so a round cut short by a closed browser or a stopped server loses nothing: what
//! was not acknowledged is sent again next round.
//!
//! Sameness is by content: each item's digest leaves out what is not the item's own (a
//! procedure's counts, which are the team's outcomes, and the time it was last touched). A
//! local item whose digest differs from the one last synced was changed here; a server item
//! whose digest differs was changed by a colleague. Both at once is a conflict: both versions
//! are kept until the person chooses (`resolve`); nothing is overwritten silently.
//!
//! What the server sends is outside data like an import file's: each item is checked, its
//! secrets scrubbed and its addresses redacted before it is kept.

use crate::model::{Procedure, Recording};
use crate::storage::{check_procedure, check_recording, scrub_procedure, scrub_recording};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;

/// Outcomes kept while the server cannot be reached, at most (the oldest go first beyond).
pub const MAX_OUTBOX: usize = 10_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Procedure,
    Recording,
}

impl Kind {
    fn as_str(self) -> &'static str {
        match self {
            Kind::Procedure => "procedure",
            Kind::Recording => "recording",
        }
    }
}

/// A procedure or a recording, as this library keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "item", rename_all = "snake_case")]
pub enum Item {
    Procedure(Box<Procedure>),
    Recording(Box<Recording>),
}

impl Item {
    pub fn kind(&self) -> Kind {
        match self {
            Item::Procedure(_) => Kind::Procedure,
            Item::Recording(_) => Kind::Recording,
        }
    }

    pub fn id(&self) -> &str {
        match self {
            Item::Procedure(p) => &p.id,
            Item::Recording(r) => &r.id,
        }
    }

    fn key(&self) -> String {
        key(self.kind(), self.id())
    }

    /// The content's digest: a procedure without its counts and its last-touched time.
    pub fn digest(&self) -> String {
        let text = match self {
            Item::Procedure(p) => {
                let mut p = (**p).clone();
                p.stats = Default::default();
                p.updated = 0.0;
                serde_json::to_string(&p)
            }
            Item::Recording(r) => serde_json::to_string(r),
        }
        .expect("library items serialise");
        Sha256::digest(text.as_bytes())[..16]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// The item as it may leave this browser: secrets scrubbed (never stored, but an item kept
    /// before a kind of field was known as secret is scrubbed here too).
    fn scrubbed(&self) -> Item {
        let mut out = self.clone();
        match &mut out {
            Item::Procedure(p) => scrub_procedure(p),
            Item::Recording(r) => scrub_recording(r),
        }
        out
    }

    fn value(&self) -> Value {
        match self {
            Item::Procedure(p) => serde_json::to_value(p),
            Item::Recording(r) => serde_json::to_value(r),
        }
        .expect("library items serialise")
    }

    /// An item the server sent, read as an import's would be: checked, secrets scrubbed,
    /// addresses redacted.
    pub fn from_server(kind: Kind, id: &str, value: Value) -> Result<Item, String> {
        let item = match kind {
            Kind::Procedure => {
                let mut p: Procedure = serde_json::from_value(value).map_err(|e| {
                    format!("the server's procedure {} is unreadable: {e}", short(id))
                })?;
                check_procedure(&p)?;
                scrub_procedure(&mut p);
                crate::recording::redact_procedure_urls(&mut p);
                Item::Procedure(Box::new(p))
            }
            Kind::Recording => {
                let mut r: Recording = serde_json::from_value(value).map_err(|e| {
                    format!("the server's recording {} is unreadable: {e}", short(id))
                })?;
                check_recording(&r)?;
                scrub_recording(&mut r);
                crate::recording::redact_urls(&mut r);
                Item::Recording(Box::new(r))
            }
        };
        if item.id() != id {
            return Err(format!("the server sent {} under another id", short(id)));
        }
        Ok(item)
    }
}

fn short(id: &str) -> String {
    format!("{:?}", crate::text::truncate(id, 64))
}

/// The state's key of an item: `procedure:<id>` or `recording:<id>`.
pub fn key(kind: Kind, id: &str) -> String {
    format!("{}:{id}", kind.as_str())
}

/// The server's version of an item when it was last the same here, and that content's digest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Base {
    pub version: i64,
    pub digest: String,
}

/// Two versions of one item, both kept until the person chooses.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Conflict {
    pub kind: Kind,
    pub id: String,
    /// The server's version, and the item as the team has it (this browser's is in storage).
    pub version: i64,
    pub theirs: Item,
    pub time: f64,
}

/// An item the server refused (an invalid one): not sent again until it changes here.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Refusal {
    pub digest: String,
    pub error: String,
}

/// An outcome of a run here, for the team's counts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OutcomeReport {
    pub procedure_id: String,
    pub success: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failed_step: Option<String>,
}

/// `procmem:team_sync`: what this browser remembers of the team library between rounds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SyncState {
    /// The feed's cursor: every change up to it has been applied here.
    #[serde(default = "first_cursor")]
    pub cursor: String,
    #[serde(default)]
    pub base: BTreeMap<String, Base>,
    #[serde(default)]
    pub conflicts: BTreeMap<String, Conflict>,
    #[serde(default)]
    pub refused: BTreeMap<String, Refusal>,
    #[serde(default)]
    pub outbox: Vec<OutcomeReport>,
    /// The server these bases are of: another server starts from nothing.
    #[serde(default)]
    pub server: String,
}

fn first_cursor() -> String {
    "0".into()
}

impl Default for SyncState {
    fn default() -> SyncState {
        SyncState {
            cursor: first_cursor(),
            base: BTreeMap::new(),
            conflicts: BTreeMap::new(),
            refused: BTreeMap::new(),
            outbox: Vec::new(),
            server: String::new(),
        }
    }
}

impl SyncState {
    /// A state for the server at `url` (the one kept when it is of that server).
    pub fn for_server(self, url: &str) -> SyncState {
        if self.server == url {
            return self;
        }
        SyncState {
            cursor: first_cursor(),
            server: url.to_string(),
            // Outcomes not yet posted belong to this browser's runs, whichever server counts them.
            outbox: self.outbox,
            ..Default::default()
        }
    }

    /// Checks a stored state: cursors are whole numbers, conflicts name their own key.
    pub fn check(&self) -> Result<(), String> {
        if self.cursor.parse::<u64>().is_err() {
            return Err("the team library's cursor is not a whole number".into());
        }
        for (k, c) in &self.conflicts {
            if *k != key(c.kind, &c.id) || c.theirs.key() != *k {
                return Err("a team conflict is filed under another item".into());
            }
        }
        if self.outbox.len() > MAX_OUTBOX {
            return Err("the team outbox holds more outcomes than are ever kept".into());
        }
        Ok(())
    }
}

/// One item to send: `if_match` is the server version it replaces (none: a new item).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Push {
    pub kind: Kind,
    pub id: String,
    pub if_match: Option<i64>,
    /// The item as sent (scrubbed).
    pub item: Value,
    /// The digest of the item as kept here when it was read.
    pub digest: String,
}

/// What to send this round: every item changed here since it was last the same as the
/// server's, or never sent; not one in conflict (the person chooses first) or refused as it is.
pub fn pushes(state: &SyncState, locals: &[Item]) -> Vec<Push> {
    locals
        .iter()
        .filter_map(|item| {
            let k = item.key();
            let digest = item.digest();
            if state.conflicts.contains_key(&k)
                || state.refused.get(&k).is_some_and(|r| r.digest == digest)
            {
                return None;
            }
            let if_match = match state.base.get(&k) {
                Some(b) if b.digest == digest => return None,
                Some(b) => Some(b.version),
                None => None,
            };
            Some(Push {
                kind: item.kind(),
                id: item.id().to_string(),
                if_match,
                item: item.scrubbed().value(),
                digest,
            })
        })
        .collect()
}

/// The server's answer to one push.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Answer {
    /// 200: kept as this version.
    Stored { version: i64 },
    /// 409: the item changed there; `current` is what it holds now (none: no such item).
    Stale { current: Option<Current> },
    /// 400: the server will not take this item as it is.
    Refused { error: String },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Current {
    pub version: i64,
    pub item: Value,
}

/// What the worker does next with one push.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "next", rename_all = "snake_case")]
pub enum Next {
    Done,
    /// Send it again replacing this version (none: as a new item).
    Retry {
        if_match: Option<i64>,
    },
    /// The server holds the same content: keep its copy (the team's counts).
    Adopt {
        item: Item,
    },
    /// Both changed: both kept, the person chooses.
    Conflict,
    /// Not sent again until it changes here.
    Refused {
        error: String,
    },
}

/// Applies the server's answer to `push`. (The worker retries a push a few times a round at
/// most: outcomes pouring in can keep moving the version.)
pub fn pushed(state: &mut SyncState, push: &Push, answer: Answer, now: f64) -> Next {
    let k = key(push.kind, &push.id);
    match answer {
        Answer::Stored { version } => {
            state.refused.remove(&k);
            state.base.insert(
                k,
                Base {
                    version,
                    digest: push.digest.clone(),
                },
            );
            Next::Done
        }
        Answer::Refused { error } => {
            state.refused.insert(
                k,
                Refusal {
                    digest: push.digest.clone(),
                    error: error.clone(),
                },
            );
            Next::Refused { error }
        }
        // Replacing a version the server no longer has (a new database): send it as new.
        Answer::Stale { current: None } => Next::Retry { if_match: None },
        Answer::Stale {
            current: Some(current),
        } => {
            let theirs = match Item::from_server(push.kind, &push.id, current.item) {
                Ok(t) => t,
                Err(error) => return Next::Refused { error },
            };
            let their_digest = theirs.digest();
            if their_digest == push.digest {
                state.base.insert(
                    k,
                    Base {
                        version: current.version,
                        digest: their_digest,
                    },
                );
                return Next::Adopt { item: theirs };
            }
            // Only the team's counts moved there (an outcome is a new version): nothing of the
            // item's content to lose, so this one replaces it.
            let unchanged_there = state.base.get(&k).is_some_and(|b| b.digest == their_digest);
            if unchanged_there {
                return Next::Retry {
                    if_match: Some(current.version),
                };
            }
            state.conflicts.insert(
                k,
                Conflict {
                    kind: push.kind,
                    id: push.id.clone(),
                    version: current.version,
                    theirs,
                    time: now,
                },
            );
            Next::Conflict
        }
    }
}

/// One change of the server's feed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Change {
    pub kind: Kind,
    pub id: String,
    pub version: i64,
    pub item: Value,
}

/// What a page of the feed does here.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Pulled {
    /// Items to keep (new here, or the team's newer version of one unchanged here).
    pub writes: Vec<Item>,
    /// Keys of items now in conflict.
    pub conflicts: Vec<String>,
    /// Changes left out, with why (an item the core cannot read).
    pub skipped: Vec<String>,
}

/// Applies one page of the feed. `locals` holds this library's copy of each item the page
/// names (absent: not here). The cursor moves past the page; what was skipped is said.
pub fn pulled(
    state: &mut SyncState,
    changes: Vec<Change>,
    locals: &BTreeMap<String, Item>,
    cursor: &str,
    now: f64,
) -> Result<Pulled, String> {
    if cursor.parse::<u64>().is_err() {
        return Err("The server's cursor is not a whole number.".into());
    }
    let mut out = Pulled::default();
    // The page may name an item twice: the later change sees what the earlier one wrote.
    let mut written: BTreeMap<String, Item> = BTreeMap::new();
    for change in changes {
        let k = key(change.kind, &change.id);
        let theirs = match Item::from_server(change.kind, &change.id, change.item) {
            Ok(t) => t,
            Err(e) => {
                out.skipped.push(e);
                continue;
            }
        };
        let their_digest = theirs.digest();
        let base = state.base.get(&k).cloned();
        let local = written.get(&k).or_else(|| locals.get(&k));
        let adopt = match (local, &base) {
            // Deleted here after it was synced: deleting is this browser's choice.
            (None, Some(_)) => {
                state.base.insert(
                    k,
                    Base {
                        version: change.version,
                        digest: their_digest,
                    },
                );
                continue;
            }
            (None, None) => true,
            (Some(mine), base) => {
                let my_digest = mine.digest();
                if my_digest == their_digest || base.as_ref().is_some_and(|b| b.digest == my_digest)
                {
                    true
                } else if base.as_ref().is_some_and(|b| b.digest == their_digest) {
                    // Only the counts moved there; the change here is still to send, now
                    // replacing this version. The team's counts are taken.
                    state.base.insert(
                        k.clone(),
                        Base {
                            version: change.version,
                            digest: their_digest,
                        },
                    );
                    if let (Item::Procedure(mine), Item::Procedure(t)) = (mine, &theirs) {
                        let mut next = mine.clone();
                        next.stats = t.stats.clone();
                        written.insert(k, Item::Procedure(next));
                    }
                    continue;
                } else {
                    state.conflicts.insert(
                        k.clone(),
                        Conflict {
                            kind: change.kind,
                            id: change.id.clone(),
                            version: change.version,
                            theirs,
                            time: now,
                        },
                    );
                    if !out.conflicts.contains(&k) {
                        out.conflicts.push(k);
                    }
                    continue;
                }
            }
        };
        if adopt {
            state.conflicts.remove(&k);
            state.base.insert(
                k.clone(),
                Base {
                    version: change.version,
                    digest: their_digest,
                },
            );
            // (This browser's own write coming back through the feed changes nothing here.)
            if local != Some(&theirs) {
                written.insert(k, theirs);
            }
        }
    }
    // (The order of keys, so a page's writes are stable.)
    out.writes = written.into_values().collect();
    state.cursor = cursor.to_string();
    Ok(out)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Keep {
    /// This browser's version: sent next round, replacing the team's.
    Mine,
    /// The team's version: kept here in place of this browser's.
    Theirs,
}

/// The person's choice for a conflict; answers the item to keep here (none: keep what is).
pub fn resolve(
    state: &mut SyncState,
    kind: Kind,
    id: &str,
    keep: Keep,
) -> Result<Option<Item>, String> {
    let k = key(kind, id);
    let c = state.conflicts.remove(&k).ok_or_else(|| {
        format!(
            "There is no conflict over {} {} to settle.",
            kind.as_str(),
            short(id)
        )
    })?;
    state.base.insert(
        k,
        Base {
            version: c.version,
            digest: c.theirs.digest(),
        },
    );
    Ok(match keep {
        Keep::Mine => None,
        Keep::Theirs => Some(c.theirs),
    })
}

/// Keeps a run's outcome until the server has counted it: only one that counts as a use here
/// (a failure that was not the procedure's — a refusal, the person's abort — counts nowhere).
pub fn note_outcome(
    state: &mut SyncState,
    procedure_id: &str,
    outcome: &crate::replay::learning::Outcome,
) {
    use crate::replay::learning::FailureCause;
    if !outcome.success && outcome.cause != FailureCause::Procedure {
        return;
    }
    state.outbox.push(OutcomeReport {
        procedure_id: procedure_id.to_string(),
        success: outcome.success,
        failed_step: outcome.failed_step.clone(),
    });
    if state.outbox.len() > MAX_OUTBOX {
        let over = state.outbox.len() - MAX_OUTBOX;
        state.outbox.drain(..over);
    }
}

/// The first `n` outcomes of the outbox were counted by the server (or refused for good).
pub fn posted(state: &mut SyncState, n: usize) {
    state.outbox.drain(..n.min(state.outbox.len()));
}

#[cfg(test)]
#[path = "sync_tests.rs"]
mod tests;
