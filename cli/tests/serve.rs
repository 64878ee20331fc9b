//! `procmem serve` as a member's client meets it: the real binary on a loopback port, a SQLite
//! file, tokens made by the admin command, and plain HTTP/1.1 requests.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

const RECORDING: &str = include_str!("../../tests/data/tracker-recording.json");

/// Where each test's library lives: a new SQLite file always, and a new database in the
/// PostgreSQL that PROCMEM_TEST_POSTGRES names (CI starts one: scripts/postgres-cluster.sh).
fn databases(name: &str) -> Vec<String> {
    let mut out = vec![scratch_db(name)];
    if let Ok(admin) = std::env::var("PROCMEM_TEST_POSTGRES") {
        out.push(postgres_db(&admin, name));
    }
    out
}

fn postgres_db(admin: &str, name: &str) -> String {
    let db = format!("procmem_{}_{name}", std::process::id());
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let pool = sqlx::PgPool::connect(admin)
            .await
            .unwrap_or_else(|e| panic!("PROCMEM_TEST_POSTGRES={admin}: {e}"));
        sqlx::query(&format!("DROP DATABASE IF EXISTS {db}"))
            .execute(&pool)
            .await
            .unwrap();
        sqlx::query(&format!("CREATE DATABASE {db}"))
            .execute(&pool)
            .await
            .unwrap();
    });
    let (base, _) = admin.rsplit_once('/').expect("a database URL");
    format!("{base}/{db}")
}

fn scratch_db(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("procmem-serve-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    format!("sqlite:{}", dir.join("library.db").display())
}

fn procmem(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_procmem"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn token(db: &str, team: &str, name: &str) -> String {
    let (code, out, err) = procmem(&[
        "serve", "--db", db, "token", "create", "--name", name, "--team", team,
    ]);
    assert_eq!(code, 0, "{err}");
    out.trim().to_string()
}

struct Server {
    child: Child,
    addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(db: &str) -> Server {
    serve_with(db, &[])
}

fn serve_with(db: &str, extra: &[&str]) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_procmem"))
        .args(["serve", "--db", db, "--listen", "127.0.0.1:0"])
        .args(extra)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stderr.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .trim()
        .rsplit("http://")
        .next()
        .expect("the server says where it listens")
        .to_string();
    assert!(addr.starts_with("127.0.0.1:"), "{line}");
    Server { child, addr }
}

/// One request: status, headers (lower-case names) and body.
fn http(
    s: &Server,
    method: &str,
    path: &str,
    token: Option<&str>,
    extra: &[(&str, &str)],
    body: &[u8],
) -> (u16, Vec<(String, String)>, String) {
    let mut c = TcpStream::connect(&s.addr).unwrap();
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Length: {}\r\nContent-Type: application/json\r\n",
        s.addr,
        body.len()
    );
    if let Some(t) = token {
        head.push_str(&format!("Authorization: Bearer {t}\r\n"));
    }
    for (k, v) in extra {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    c.write_all(head.as_bytes()).unwrap();
    // (A body the server refuses unread may close the connection early.)
    let _ = c.write_all(body);
    let mut raw = Vec::new();
    c.read_to_end(&mut raw).unwrap();
    let text = String::from_utf8_lossy(&raw).to_string();
    let (head, rest) = text.split_once("\r\n\r\n").expect("a response");
    let mut lines = head.lines();
    let status: u16 = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_lowercase(), v.trim().to_string()))
        .collect();
    // (Chunked bodies: the test reads JSON, so strip the chunk framing when present.)
    let body = if headers
        .iter()
        .any(|(k, v)| k == "transfer-encoding" && v == "chunked")
    {
        let mut out = String::new();
        let mut rest = rest;
        while let Some((size, after)) = rest.split_once("\r\n") {
            let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
            if n == 0 {
                break;
            }
            out.push_str(&after[..n]);
            rest = &after[n + 2..];
        }
        out
    } else {
        rest.to_string()
    };
    (status, headers, body)
}

fn procmem_digest(token: &str) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn json_of(body: &str) -> Value {
    serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {body}"))
}

fn procedure() -> procmem::model::Procedure {
    let rec: procmem::model::Recording = serde_json::from_str(RECORDING).unwrap();
    procmem::distill::distill(&rec, "create-issue", 1.0).unwrap()
}

#[test]
fn a_member_writes_reads_and_retrieves_and_stale_writes_are_refused() {
    for db in databases("crud") {
        member_writes_reads_and_retrieves_and_stale_writes_are_refused_on(&db);
    }
}

fn member_writes_reads_and_retrieves_and_stale_writes_are_refused_on(db: &str) {
    let db = db.to_string();
    let bo = token(&db, "default", "bo");
    let s = serve(&db);
    let (status, _, body) = http(&s, "GET", "/healthz", None, &[], b"");
    assert_eq!(status, 200, "{body}");

    // No token, a wrong one: refused with a sentence.
    let (status, _, body) = http(&s, "GET", "/v1/changes", None, &[], b"");
    assert_eq!(status, 401);
    assert!(json_of(&body)["error"].as_str().unwrap().contains("Bearer"));
    let (status, _, _) = http(&s, "GET", "/v1/changes", Some("pm_nope"), &[], b"");
    assert_eq!(status, 401);

    let p = procedure();
    let path = format!("/v1/procedures/{}", p.id);
    let text = serde_json::to_vec(&p).unwrap();
    // Created without If-Match; created again without it is a conflict showing what is there.
    let (status, headers, body) = http(&s, "PUT", &path, Some(&bo), &[], &text);
    assert_eq!(status, 200, "{body}");
    assert_eq!(json_of(&body)["version"], 1);
    assert!(
        headers.contains(&("etag".into(), "\"1\"".into())),
        "{headers:?}"
    );
    let (status, _, body) = http(&s, "PUT", &path, Some(&bo), &[], &text);
    assert_eq!(status, 409);
    assert_eq!(json_of(&body)["current"]["version"], 1);
    // Replacing the version read; replacing it again from the same read is stale.
    let mut edited = p.clone();
    edited.title = "Create an issue in the tracker".into();
    let edited_text = serde_json::to_vec(&edited).unwrap();
    let (status, _, body) = http(
        &s,
        "PUT",
        &path,
        Some(&bo),
        &[("If-Match", "\"1\"")],
        &edited_text,
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(json_of(&body)["version"], 2);
    let (status, _, body) = http(&s, "PUT", &path, Some(&bo), &[("If-Match", "\"1\"")], &text);
    assert_eq!(status, 409, "a stale write is never a silent overwrite");
    let current = &json_of(&body)["current"];
    assert_eq!(current["version"], 2);
    assert_eq!(
        current["procedure"]["title"],
        "Create an issue in the tracker"
    );

    let (status, headers, body) = http(&s, "GET", &path, Some(&bo), &[], b"");
    assert_eq!(status, 200);
    assert!(headers.contains(&("etag".into(), "\"2\"".into())));
    assert_eq!(
        json_of(&body)["procedure"]["title"],
        "Create an issue in the tracker"
    );

    // The feed: everything since 0 (the latest version), nothing after its cursor.
    let (status, _, body) = http(&s, "GET", "/v1/changes?since=0", Some(&bo), &[], b"");
    assert_eq!(status, 200);
    let feed = json_of(&body);
    assert_eq!(feed["changes"].as_array().unwrap().len(), 1);
    assert_eq!(feed["changes"][0]["version"], 2);
    let cursor = feed["cursor"].as_str().unwrap().to_string();
    let (_, _, body) = http(
        &s,
        "GET",
        &format!("/v1/changes?since={cursor}"),
        Some(&bo),
        &[],
        b"",
    );
    assert_eq!(json_of(&body)["changes"].as_array().unwrap().len(), 0);
    let (status, _, _) = http(
        &s,
        "GET",
        "/v1/changes?since=yesterday",
        Some(&bo),
        &[],
        b"",
    );
    assert_eq!(status, 400);

    // Retrieval answers as the core does over the same library.
    let task = "Create an issue titled 'Export fails' in the tracker";
    let asked = json!({ "task": task, "url": "http://127.0.0.1:8000/tracker/new.html" });
    let (status, _, body) = http(
        &s,
        "POST",
        "/v1/retrieve",
        Some(&bo),
        &[],
        asked.to_string().as_bytes(),
    );
    assert_eq!(status, 200, "{body}");
    let answer = json_of(&body);
    let mut index = procmem::retrieval::Index::build(std::slice::from_ref(&edited));
    let local = procmem::context::answer_indexed(
        &mut index,
        std::slice::from_ref(&edited),
        &[],
        task,
        Some("http://127.0.0.1:8000/tracker/new.html"),
        1.9e12,
    );
    assert!(!local.results.is_empty(), "the task fits the procedure");
    let ids = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|m| m["id"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(
        ids(&answer["results"]),
        ids(&serde_json::to_value(&local.results).unwrap())
    );
    assert_eq!(
        answer["results"][0]["parameters"],
        serde_json::to_value(&local.results[0].parameters).unwrap()
    );
    assert_eq!(answer["context"], local.context);
    // A change after the index was built is in the next answer (applied to it, not rebuilt).
    let mut renamed = edited.clone();
    renamed.title = "File a new issue in the tracker".into();
    let (status, _, body) = http(
        &s,
        "PUT",
        &path,
        Some(&bo),
        &[("If-Match", "2")],
        &serde_json::to_vec(&renamed).unwrap(),
    );
    assert_eq!(status, 200, "{body}");
    let (_, _, body) = http(
        &s,
        "POST",
        "/v1/retrieve",
        Some(&bo),
        &[],
        asked.to_string().as_bytes(),
    );
    assert_eq!(
        json_of(&body)["results"][0]["title"],
        "File a new issue in the tracker"
    );

    // Bad JSON, unknown fields, an id that differs from the address: a 400 with a sentence.
    for (path, body) in [
        ("/v1/retrieve", "{\"task\": "),
        ("/v1/retrieve", "{\"task\": \"x\", \"prompt\": \"ignore\"}"),
        (path.as_str(), "{\"id\": 3}"),
    ] {
        let (status, _, answer) = http(
            &s,
            if path.starts_with("/v1/retrieve") {
                "POST"
            } else {
                "PUT"
            },
            path,
            Some(&bo),
            &[],
            body.as_bytes(),
        );
        assert_eq!(status, 400, "{path} {body}: {answer}");
        assert!(
            json_of(&answer)["error"].as_str().unwrap().ends_with('.'),
            "{answer}"
        );
    }
    let mut other = p.clone();
    other.id = "another".into();
    let (status, _, _) = http(
        &s,
        "PUT",
        &path,
        Some(&bo),
        &[],
        &serde_json::to_vec(&other).unwrap(),
    );
    assert_eq!(status, 400);
    // Too large a body is refused before it is read whole.
    let huge = vec![b' '; 3 * 1024 * 1024];
    let (status, _, _) = http(&s, "POST", "/v1/retrieve", Some(&bo), &[], &huge);
    assert_eq!(status, 413);
}

#[test]
fn tokens_keep_teams_apart_and_revoked_ones_are_refused() {
    for db in databases("teams") {
        tokens_keep_teams_apart_and_revoked_ones_are_refused_on(&db);
    }
}

fn tokens_keep_teams_apart_and_revoked_ones_are_refused_on(db: &str) {
    let db = db.to_string();
    let bo = token(&db, "default", "bo");
    let eve = token(&db, "elsewhere", "eve");
    // (One live token per member.)
    let (code, _, err) = procmem(&["serve", "--db", &db, "token", "create", "--name", "bo"]);
    assert_ne!(code, 0);
    assert!(err.contains("revoke it first"), "{err}");
    let s = serve(&db);
    let p = procedure();
    let path = format!("/v1/procedures/{}", p.id);
    let (status, _, _) = http(
        &s,
        "PUT",
        &path,
        Some(&bo),
        &[],
        &serde_json::to_vec(&p).unwrap(),
    );
    assert_eq!(status, 200);
    let (status, _, _) = http(&s, "GET", &path, Some(&eve), &[], b"");
    assert_eq!(status, 404, "another team's library is not readable");
    let (_, _, body) = http(&s, "GET", "/v1/changes", Some(&eve), &[], b"");
    assert_eq!(json_of(&body)["changes"].as_array().unwrap().len(), 0);
    // Tokens are stored as digests only.
    if let Some(path_db) = db.strip_prefix("sqlite:") {
        // (The database and its write-ahead log, which may hold rows not yet checkpointed.)
        let mut raw = std::fs::read(path_db).unwrap();
        raw.extend(std::fs::read(format!("{path_db}-wal")).unwrap_or_default());
        let text = String::from_utf8_lossy(&raw);
        assert!(
            text.contains(&procmem_digest(&bo)),
            "the digest is what is kept"
        );
        assert!(!text.contains(&bo) && !text.contains(&eve));
    }
    let (code, _, err) = procmem(&["serve", "--db", &db, "token", "revoke", "--name", "bo"]);
    assert_eq!(code, 0, "{err}");
    let (status, _, _) = http(&s, "GET", &path, Some(&bo), &[], b"");
    assert_eq!(status, 401);
}

#[test]
fn concurrent_outcomes_all_count_and_members_are_credited() {
    for db in databases("outcomes") {
        concurrent_outcomes_all_count_and_members_are_credited_on(&db);
    }
}

fn concurrent_outcomes_all_count_and_members_are_credited_on(db: &str) {
    let db = db.to_string();
    let bo = token(&db, "default", "bo");
    let ana = token(&db, "default", "ana");
    let s = serve(&db);
    let p = procedure();
    let (status, _, _) = http(
        &s,
        "PUT",
        &format!("/v1/procedures/{}", p.id),
        Some(&bo),
        &[],
        &serde_json::to_vec(&p).unwrap(),
    );
    assert_eq!(status, 200);
    let before = p.stats.successes;
    std::thread::scope(|scope| {
        for i in 0..20 {
            let (s, t, id) = (&s, if i % 2 == 0 { &bo } else { &ana }, &p.id);
            scope.spawn(move || {
                let body = json!({ "procedure_id": id, "success": true });
                let (status, _, answer) = http(
                    s,
                    "POST",
                    "/v1/outcomes",
                    Some(t),
                    &[],
                    body.to_string().as_bytes(),
                );
                assert_eq!(status, 200, "{answer}");
            });
        }
    });
    let (_, _, body) = http(
        &s,
        "GET",
        &format!("/v1/procedures/{}", p.id),
        Some(&bo),
        &[],
        b"",
    );
    let stored = json_of(&body);
    assert_eq!(
        stored["procedure"]["stats"]["successes"],
        before + 20,
        "no outcome lost"
    );
    assert_eq!(stored["version"], 21);
    // An edit cannot set the counts: they are the team's outcomes.
    let mut inflated: procmem::model::Procedure =
        serde_json::from_value(stored["procedure"].clone()).unwrap();
    inflated.stats.successes = 1000;
    inflated.title = "Create an issue (edited)".into();
    let (status, _, body) = http(
        &s,
        "PUT",
        &format!("/v1/procedures/{}", p.id),
        Some(&ana),
        &[("If-Match", "21")],
        &serde_json::to_vec(&inflated).unwrap(),
    );
    assert_eq!(status, 200, "{body}");
    let (_, _, body) = http(
        &s,
        "GET",
        &format!("/v1/procedures/{}", p.id),
        Some(&bo),
        &[],
        b"",
    );
    let stored = json_of(&body);
    assert_eq!(stored["procedure"]["title"], "Create an issue (edited)");
    assert_eq!(stored["procedure"]["stats"]["successes"], before + 20);
    let (_, _, body) = http(&s, "GET", "/v1/members", Some(&ana), &[], b"");
    let members = json_of(&body);
    assert_eq!(
        members["members"],
        json!([
            { "member": "ana", "outcomes": 10, "successes": 10 },
            { "member": "bo", "outcomes": 10, "successes": 10 },
        ])
    );
    // An unknown procedure or step: said, nothing counted.
    let body = json!({ "procedure_id": "nope", "success": false });
    let (status, _, _) = http(
        &s,
        "POST",
        "/v1/outcomes",
        Some(&bo),
        &[],
        body.to_string().as_bytes(),
    );
    assert_eq!(status, 404);
    let body = json!({ "procedure_id": p.id, "success": false, "failed_step": "s999" });
    let (status, _, answer) = http(
        &s,
        "POST",
        "/v1/outcomes",
        Some(&bo),
        &[],
        body.to_string().as_bytes(),
    );
    assert_eq!(status, 400, "{answer}");
}

#[test]
fn a_member_over_their_rate_is_told_to_slow_down_and_others_are_not() {
    let db = scratch_db("rate");
    let bo = token(&db, "default", "bo");
    let ana = token(&db, "default", "ana");
    // One request a second, bursts of four.
    let s = serve_with(&db, &["--rate", "1"]);
    let statuses: Vec<u16> = (0..6)
        .map(|_| http(&s, "GET", "/v1/changes", Some(&bo), &[], b"").0)
        .collect();
    assert_eq!(&statuses[..4], &[200, 200, 200, 200], "{statuses:?}");
    assert_eq!(statuses[5], 429, "{statuses:?}");
    let (status, _, body) = http(&s, "GET", "/v1/changes", Some(&bo), &[], b"");
    assert_eq!(status, 429);
    assert!(json_of(&body)["error"]
        .as_str()
        .unwrap()
        .contains("slow down"));
    let (status, _, _) = http(&s, "GET", "/v1/changes", Some(&ana), &[], b"");
    assert_eq!(status, 200, "another member keeps their own rate");
}

#[test]
fn recordings_are_kept_scrubbed_and_in_the_feed_beside_procedures() {
    for db in databases("recordings") {
        recordings_are_kept_scrubbed_and_in_the_feed_on(&db);
    }
}

fn recordings_are_kept_scrubbed_and_in_the_feed_on(db: &str) {
    let bo = token(db, "default", "bo");
    let s = serve(db);
    let mut rec: Value = json_of(RECORDING);
    let id = rec["id"].as_str().unwrap().to_string();
    let path = format!("/v1/recordings/{id}");
    // A field the secrets rule knows as a password, sent unmarked with what was typed.
    let typed = rec["steps"]
        .as_array()
        .unwrap()
        .iter()
        .position(|s| s["action"] == "type")
        .unwrap();
    rec["steps"][typed]["target"]["label"] = json!("Password");
    rec["steps"][typed]["target"]["name"] = json!("password");
    rec["steps"][typed]["value"] = json!("hunter2-typed");
    let (status, headers, body) =
        http(&s, "PUT", &path, Some(&bo), &[], rec.to_string().as_bytes());
    assert_eq!(status, 200, "{body}");
    assert!(headers.iter().any(|(k, v)| k == "etag" && v == "\"1\""));
    let (_, _, body) = http(&s, "GET", &path, Some(&bo), &[], b"");
    assert!(!body.contains("hunter2-typed"), "a secret was kept: {body}");
    assert_eq!(json_of(&body)["recording"]["id"], json!(id));

    // Replacing needs the version it replaces, as for a procedure.
    let (status, _, body) = http(&s, "PUT", &path, Some(&bo), &[], rec.to_string().as_bytes());
    assert_eq!(status, 409, "{body}");
    assert_eq!(json_of(&body)["current"]["version"], json!(1));
    assert!(json_of(&body)["current"]["recording"].is_object());
    rec["title"] = json!("Create an issue, again");
    let (status, _, body) = http(
        &s,
        "PUT",
        &path,
        Some(&bo),
        &[("If-Match", "\"1\"")],
        rec.to_string().as_bytes(),
    );
    assert_eq!(status, 200, "{body}");

    // Near misses: an id that is not the address's, a recording that is not one.
    let mut other = rec.clone();
    other["id"] = json!("another");
    let (status, _, _) = http(
        &s,
        "PUT",
        &path,
        Some(&bo),
        &[],
        other.to_string().as_bytes(),
    );
    assert_eq!(status, 400);
    let (status, _, body) = http(
        &s,
        "PUT",
        "/v1/recordings/x",
        Some(&bo),
        &[],
        br#"{"id": "x"}"#,
    );
    assert_eq!(status, 400, "{body}");

    // The feed carries it beside the procedures; retrieval reads procedures only.
    let p = procedure();
    let (status, _, _) = http(
        &s,
        "PUT",
        "/v1/procedures/create-issue",
        Some(&bo),
        &[],
        serde_json::to_string(&p).unwrap().as_bytes(),
    );
    assert_eq!(status, 200);
    let feed = json_of(&http(&s, "GET", "/v1/changes?since=0", Some(&bo), &[], b"").2);
    let kinds: Vec<&str> = feed["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["recording", "procedure"]);
    assert_eq!(
        feed["changes"][0]["item"]["title"],
        json!("Create an issue, again")
    );
    let (status, _, body) = http(
        &s,
        "POST",
        "/v1/retrieve",
        Some(&bo),
        &[],
        br#"{"task": "create an issue called Printer jam for Ana"}"#,
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(json_of(&body)["results"][0]["id"], json!("create-issue"));
}
