//! `procmem serve`: a team library over HTTP (axum), kept in SQLite or PostgreSQL (db.rs).
//! Every request but /healthz carries a member's bearer token and reads or writes that member's
//! team only. JSON in the export format's shapes; errors are `{"error": sentence}`.

pub mod db;

use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use db::{Db, Kind, Member, WriteError};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use procmem::model::{Procedure, Recording};
use procmem::replay::learning::{self, Outcome};
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::num::NonZeroU32;
use std::sync::Arc;
use tokio::sync::Mutex;

/// The largest request body taken (a procedure with its steps is tens of kilobytes).
pub const MAX_BODY: usize = 2 * 1024 * 1024;
/// Changes one feed page holds at most.
const FEED_PAGE: i64 = 500;

/// The retrieval index of one team's procedures as of the team's counter.
struct TeamIndex {
    seq: i64,
    procedures: Vec<Procedure>,
    /// Where each procedure is in `procedures`.
    at: HashMap<String, usize>,
    index: procmem::retrieval::Index,
}

impl TeamIndex {
    fn build(seq: i64, items: &[db::Item]) -> TeamIndex {
        // (A stored procedure that no longer reads is left out, as the extension quarantines it.)
        let procedures: Vec<Procedure> = items
            .iter()
            .filter_map(|i| serde_json::from_str(&i.body).ok())
            .collect();
        let at = procedures
            .iter()
            .enumerate()
            .map(|(n, p)| (p.id.clone(), n))
            .collect();
        let index = procmem::retrieval::Index::build(&procedures);
        TeamIndex {
            seq,
            procedures,
            at,
            index,
        }
    }

    /// The changes since the index's counter applied one by one: an outcome or an edit
    /// re-indexes one procedure, not the library.
    fn apply(&mut self, changes: &[db::Item]) {
        for item in changes {
            self.seq = self.seq.max(item.seq);
            if item.kind != Kind::Procedure.as_str() {
                continue;
            }
            let Ok(p) = serde_json::from_str::<Procedure>(&item.body) else {
                continue;
            };
            self.index.upsert_procedure(&p);
            match self.at.get(&p.id) {
                Some(&n) => self.procedures[n] = p,
                None => {
                    self.at.insert(p.id.clone(), self.procedures.len());
                    self.procedures.push(p);
                }
            }
        }
    }
}

/// One team's index: built on first use (or at start), then brought up to date under its own
/// lock — teams never wait for each other.
type TeamSlot = Arc<Mutex<Option<TeamIndex>>>;

#[derive(Clone)]
pub struct App {
    db: Db,
    limiter: Arc<DefaultKeyedRateLimiter<String>>,
    indexes: Arc<std::sync::Mutex<HashMap<String, TeamSlot>>>,
}

impl App {
    /// `rate`: requests a member may make per second, in bursts of four times as many.
    pub fn new(db: Db, rate: u32) -> App {
        let rate = NonZeroU32::new(rate.max(1)).expect("at least one");
        let burst = rate.saturating_mul(NonZeroU32::new(4).expect("non-zero"));
        let quota = Quota::per_second(rate).allow_burst(burst);
        App {
            db,
            limiter: Arc::new(RateLimiter::keyed(quota)),
            indexes: Default::default(),
        }
    }
}

pub fn router(app: App) -> Router {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/v1/changes", get(changes))
        .route("/v1/procedures/{id}", get(get_procedure).put(put_procedure))
        .route("/v1/recordings/{id}", get(get_recording).put(put_recording))
        .route("/v1/retrieve", post(retrieve))
        .route("/v1/outcomes", post(outcomes))
        .route("/v1/members", get(members))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(app)
}

/// Serves until the process ends.
pub async fn run(db_url: &str, listen: &str, rate: u32) -> Result<(), String> {
    let db = Db::open(db_url).await?;
    let listener = tokio::net::TcpListener::bind(listen)
        .await
        .map_err(|e| format!("cannot listen on {listen}: {e}"))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    eprintln!("procmem: serving the team library on http://{addr}");
    let app = App::new(db, rate);
    // Each team's index is built now, in the background, not by its first retrieve.
    let warm = app.clone();
    tokio::spawn(async move {
        for team in warm.db.teams().await.unwrap_or_default() {
            if let Err(e) = team_index(&warm, &team).await {
                eprintln!(
                    "procmem serve: the index of team {team} waits for its first retrieve: {e:?}"
                );
            }
        }
    });
    axum::serve(listener, router(app))
        .await
        .map_err(|e| e.to_string())
}

/// An error answer: a status and a sentence.
fn refuse(status: StatusCode, sentence: impl Into<String>) -> Response {
    (status, Json(json!({ "error": sentence.into() }))).into_response()
}

fn internal(e: impl std::fmt::Display) -> Response {
    eprintln!("procmem serve: {e}");
    refuse(
        StatusCode::INTERNAL_SERVER_ERROR,
        "The library's database failed; try again.",
    )
}

/// The member the request's token belongs to, within their rate.
async fn member(app: &App, headers: &HeaderMap) -> Result<Member, Response> {
    let token = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty());
    let Some(token) = token else {
        return Err(refuse(
            StatusCode::UNAUTHORIZED,
            "Send a member's token: Authorization: Bearer <token>.",
        ));
    };
    let Some(m) = app.db.member(token).await.map_err(internal)? else {
        return Err(refuse(
            StatusCode::UNAUTHORIZED,
            "This token is unknown or revoked.",
        ));
    };
    if app
        .limiter
        .check_key(&format!("{}\n{}", m.team, m.name))
        .is_err()
    {
        return Err(refuse(
            StatusCode::TOO_MANY_REQUESTS,
            "Too many requests from this member; slow down.",
        ));
    }
    Ok(m)
}

/// A JSON body read into `T`, or a 400 saying what is wrong with it.
fn body<T: serde::de::DeserializeOwned>(bytes: &Bytes, what: &str) -> Result<T, Response> {
    serde_json::from_slice(bytes).map_err(|e| {
        refuse(
            StatusCode::BAD_REQUEST,
            format!("The body is not {what}: {e}."),
        )
    })
}

async fn healthz(State(app): State<App>) -> Response {
    match app.db.seq("").await {
        Ok(_) => Json(json!({ "ok": true })).into_response(),
        Err(e) => internal(e),
    }
}

#[derive(Deserialize)]
struct Since {
    since: Option<String>,
}

async fn changes(State(app): State<App>, headers: HeaderMap, Query(q): Query<Since>) -> Response {
    let m = match member(&app, &headers).await {
        Ok(m) => m,
        Err(r) => return r,
    };
    let since = match q.since.as_deref().map(str::parse::<i64>) {
        None => 0,
        Some(Ok(n)) if n >= 0 => n,
        _ => {
            return refuse(
                StatusCode::BAD_REQUEST,
                "since must be a cursor this server gave (a whole number, 0 for everything).",
            )
        }
    };
    let items = match app.db.changes(&m.team, since, FEED_PAGE + 1).await {
        Ok(i) => i,
        Err(e) => return internal(e),
    };
    let more = items.len() as i64 > FEED_PAGE;
    let items = &items[..items.len().min(FEED_PAGE as usize)];
    let cursor = items.last().map_or(since, |i| i.seq);
    let changes: Vec<Value> = items
        .iter()
        .map(|i| {
            json!({
                "kind": i.kind,
                "id": i.id,
                "version": i.version,
                "item": serde_json::from_str::<Value>(&i.body).unwrap_or(Value::Null),
            })
        })
        .collect();
    Json(json!({ "changes": changes, "cursor": cursor.to_string(), "more": more })).into_response()
}

fn etag(version: i64) -> (header::HeaderName, String) {
    (header::ETAG, format!("\"{version}\""))
}

async fn get_procedure(
    State(app): State<App>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    get_item(app, headers, Kind::Procedure, id).await
}

async fn get_recording(
    State(app): State<App>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    get_item(app, headers, Kind::Recording, id).await
}

async fn get_item(app: App, headers: HeaderMap, kind: Kind, id: String) -> Response {
    let m = match member(&app, &headers).await {
        Ok(m) => m,
        Err(r) => return r,
    };
    match app.db.get(&m.team, kind, &id).await {
        Ok(Some(item)) => (
            [etag(item.version)],
            Json(json!({
                "version": item.version,
                kind.as_str(): serde_json::from_str::<Value>(&item.body).unwrap_or(Value::Null),
            })),
        )
            .into_response(),
        Ok(None) => refuse(
            StatusCode::NOT_FOUND,
            format!(
                "No {} {:?} in this library.",
                kind.as_str(),
                procmem::text::truncate(&id, 64)
            ),
        ),
        Err(e) => internal(e),
    }
}

/// The version an `If-Match` header names (`"3"` or `3`); `None` when absent.
fn if_match(headers: &HeaderMap) -> Result<Option<i64>, Response> {
    let Some(v) = headers.get(header::IF_MATCH) else {
        return Ok(None);
    };
    v.to_str()
        .ok()
        .map(|s| s.trim().trim_matches('"'))
        .and_then(|s| s.parse::<i64>().ok())
        .map(Some)
        .ok_or_else(|| {
            refuse(
                StatusCode::BAD_REQUEST,
                "If-Match must name the version being replaced, as GET gave it.",
            )
        })
}

fn stale(kind: Kind, current: Option<db::Item>) -> Response {
    let Some(c) = current else {
        return refuse(
            StatusCode::CONFLICT,
            format!(
                "There is no such {} to replace; send it without If-Match to create it.",
                kind.as_str()
            ),
        );
    };
    (
        StatusCode::CONFLICT,
        Json(json!({
            "error": format!("The {} changed: version {} is stored now. Merge with it and send that version in If-Match.", kind.as_str(), c.version),
            "current": {
                "version": c.version,
                kind.as_str(): serde_json::from_str::<Value>(&c.body).unwrap_or(Value::Null),
            },
        })),
    )
        .into_response()
}

/// The member writing and the version their write replaces (`If-Match`; none: create only).
async fn writer(app: &App, headers: &HeaderMap) -> Result<(Member, Option<i64>), Response> {
    let m = member(app, headers).await?;
    Ok((m, if_match(headers)?))
}

/// The answer to a PUT: the new version (and ETag), or 409 with the one stored now.
fn written_answer(kind: Kind, written: Result<db::Item, WriteError>) -> Response {
    match written {
        Ok(item) => (
            [etag(item.version)],
            Json(json!({ "version": item.version, "cursor": item.seq.to_string() })),
        )
            .into_response(),
        Err(WriteError::Stale(current)) => stale(kind, current),
        Err(WriteError::Db(e)) => internal(e),
    }
}

async fn put_procedure(
    State(app): State<App>,
    headers: HeaderMap,
    Path(id): Path<String>,
    bytes: Bytes,
) -> Response {
    let (m, replaces) = match writer(&app, &headers).await {
        Ok(w) => w,
        Err(r) => return r,
    };
    let mut p: Procedure = match body(&bytes, "a procedure as the export format writes one") {
        Ok(p) => p,
        Err(r) => return r,
    };
    if p.id != id {
        return refuse(
            StatusCode::BAD_REQUEST,
            "The procedure's id differs from the address it is sent to.",
        );
    }
    if let Err(e) = procmem::storage::check_procedure(&p) {
        return refuse(StatusCode::BAD_REQUEST, format!("Rejected: {e}."));
    }
    // Secrets are never stored: scrubbed as they arrive, whatever the sender did.
    procmem::storage::scrub_procedure(&mut p);
    // (No If-Match: create only. With one: replace exactly that version.) A procedure's counts
    // are the team's outcomes (POST /v1/outcomes): an edit keeps the stored ones, whatever it
    // sends.
    let written = app
        .db
        .put_with(&m, Kind::Procedure, &id, Some(replaces), |current| {
            if let Some(stored) =
                current.and_then(|c| serde_json::from_str::<Procedure>(&c.body).ok())
            {
                p.stats = stored.stats;
            }
            Ok(serde_json::to_string(&p).expect("procedures serialise"))
        })
        .await;
    written_answer(Kind::Procedure, written)
}

/// A recording: create (no If-Match) or replace exactly the version named, like a procedure.
/// Secrets are scrubbed as it arrives, as an export scrubs them.
async fn put_recording(
    State(app): State<App>,
    headers: HeaderMap,
    Path(id): Path<String>,
    bytes: Bytes,
) -> Response {
    let (m, replaces) = match writer(&app, &headers).await {
        Ok(w) => w,
        Err(r) => return r,
    };
    let mut r: Recording = match body(&bytes, "a recording as the export format writes one") {
        Ok(r) => r,
        Err(r) => return r,
    };
    if r.id != id {
        return refuse(
            StatusCode::BAD_REQUEST,
            "The recording's id differs from the address it is sent to.",
        );
    }
    if let Err(e) = procmem::storage::check_recording(&r) {
        return refuse(StatusCode::BAD_REQUEST, format!("Rejected: {e}."));
    }
    procmem::storage::scrub_recording(&mut r);
    let body = serde_json::to_string(&r).expect("recordings serialise");
    let written = app
        .db
        .put_with(&m, Kind::Recording, &id, Some(replaces), |_| Ok(body))
        .await;
    written_answer(Kind::Recording, written)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Asked {
    task: String,
    url: Option<String>,
}

async fn retrieve(State(app): State<App>, headers: HeaderMap, bytes: Bytes) -> Response {
    let m = match member(&app, &headers).await {
        Ok(m) => m,
        Err(r) => return r,
    };
    let asked: Asked = match body(&bytes, "{\"task\": …, \"url\": …}") {
        Ok(a) => a,
        Err(r) => return r,
    };
    if asked.task.trim().is_empty() {
        return refuse(StatusCode::BAD_REQUEST, "Describe the task first.");
    }
    let mut slot = match team_index(&app, &m.team).await {
        Ok(slot) => slot,
        Err(r) => return r,
    };
    // The page without its credentials, as the extension asks.
    let url = asked.url.as_deref().map(procmem::urls::redact);
    // Ranking is CPU work: off the async workers, so other requests go on meanwhile.
    let answered = tokio::task::spawn_blocking(move || {
        let t = slot.as_mut().expect("built by team_index");
        procmem::context::answer_indexed(
            &mut t.index,
            &t.procedures,
            &[],
            &asked.task,
            url.as_deref(),
            now_ms(),
        )
    })
    .await;
    match answered {
        Ok(answer) => {
            Json(json!({ "results": answer.results, "context": answer.context })).into_response()
        }
        Err(e) => internal(e),
    }
}

/// The team's index, up to date with its feed, locked for this request.
async fn team_index(
    app: &App,
    team: &str,
) -> Result<tokio::sync::OwnedMutexGuard<Option<TeamIndex>>, Response> {
    let slot = app
        .indexes
        .lock()
        .expect("the index map is never left half-changed")
        .entry(team.to_string())
        .or_default()
        .clone();
    let mut guard = slot.lock_owned().await;
    let seq = app.db.seq(team).await.map_err(internal)?;
    match guard.as_mut() {
        Some(t) if t.seq >= seq => {}
        Some(t) => {
            let changes = app
                .db
                .changes(team, t.seq, i64::MAX)
                .await
                .map_err(internal)?;
            t.apply(&changes);
        }
        None => {
            let items = app.db.all(team, Kind::Procedure).await.map_err(internal)?;
            let built = tokio::task::spawn_blocking(move || TeamIndex::build(seq, &items))
                .await
                .map_err(internal)?;
            *guard = Some(built);
        }
    }
    Ok(guard)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Reported {
    procedure_id: String,
    success: bool,
    failed_step: Option<String>,
}

async fn outcomes(State(app): State<App>, headers: HeaderMap, bytes: Bytes) -> Response {
    let m = match member(&app, &headers).await {
        Ok(m) => m,
        Err(r) => return r,
    };
    let r: Reported = match body(
        &bytes,
        "{\"procedure_id\": …, \"success\": true|false, \"failed_step\": …}",
    ) {
        Ok(r) => r,
        Err(r) => return r,
    };
    let outcome = Outcome {
        success: r.success,
        failed_step: r.failed_step.clone(),
        time: now_ms(),
        cause: Default::default(),
    };
    let mut answer = Value::Null;
    // Counts are updated inside the write's transaction: concurrent outcomes all count.
    let written = app
        .db
        .put_with(&m, Kind::Procedure, &r.procedure_id, None, |current| {
            let Some(current) = current else {
                return Err(WriteError::Stale(None));
            };
            let mut p: Procedure = serde_json::from_str(&current.body)
                .map_err(|e| WriteError::Db(format!("stored procedure unreadable: {e}")))?;
            if let Some(step) = &outcome.failed_step {
                if !p.steps.iter().any(|s| &s.id == step) {
                    return Err(WriteError::Db(format!("no step {step}")));
                }
            }
            let deprecated = learning::record_outcome(&mut p, &outcome);
            answer = json!({ "procedure_id": p.id, "stats": p.stats, "deprecated": deprecated });
            Ok(serde_json::to_string(&p).expect("procedures serialise"))
        })
        .await;
    match written {
        Ok(item) => {
            if let Err(e) = app
                .db
                .record_outcome(&m, &r.procedure_id, r.success, r.failed_step.as_deref())
                .await
            {
                return internal(e);
            }
            answer["version"] = json!(item.version);
            Json(answer).into_response()
        }
        Err(WriteError::Stale(_)) => refuse(
            StatusCode::NOT_FOUND,
            format!(
                "No procedure {:?} in this library.",
                procmem::text::truncate(&r.procedure_id, 64)
            ),
        ),
        Err(WriteError::Db(e)) if e.starts_with("no step ") => refuse(
            StatusCode::BAD_REQUEST,
            format!(
                "The procedure has no step {:?}.",
                procmem::text::truncate(&e["no step ".len()..], 64)
            ),
        ),
        Err(WriteError::Db(e)) => internal(e),
    }
}

/// Per member: outcomes reported and how many succeeded.
async fn members(State(app): State<App>, headers: HeaderMap) -> Response {
    let m = match member(&app, &headers).await {
        Ok(m) => m,
        Err(r) => return r,
    };
    match app.db.member_stats(&m.team).await {
        Ok(rows) => Json(json!({
            "members": rows
                .into_iter()
                .map(|(name, runs, successes)| json!({ "member": name, "outcomes": runs, "successes": successes }))
                .collect::<Vec<_>>()
        }))
        .into_response(),
        Err(e) => internal(e),
    }
}

fn now_ms() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_millis() as f64)
}
