//! `procmem mcp` in a real MCP client session over stdio: initialize, the initialized
//! notification, tools/list, and tools/call of every tool with real values — the answers the
//! core gives, errors as tool errors (never a crash), outcomes and lessons written back to the
//! library file, and two servers reporting at once losing nothing.

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

const RECORDING: &str = include_str!("../../tests/data/tracker-recording.json");

/// The tracker recording under another id: a second demonstration for `procmem add`.
fn other_recording(dir: &std::path::Path) -> PathBuf {
    let mut rec: Value = serde_json::from_str(RECORDING).unwrap();
    rec["id"] = json!("rec-second");
    let path = dir.join("second.json");
    std::fs::write(&path, rec.to_string()).unwrap();
    path
}

fn library() -> PathBuf {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("procmem-mcp-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let rec: procmem::model::Recording = serde_json::from_str(RECORDING).unwrap();
    let p = procmem::distill::distill(&rec, "create-issue", 1.0).unwrap();
    let file = procmem::storage::export_file(vec![rec], vec![p], None, 2.0);
    let path = dir.join("library.json");
    std::fs::write(&path, serde_json::to_string(&file).unwrap()).unwrap();
    path
}

/// A client speaking newline-delimited JSON-RPC to one server process.
struct Client {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    next: u64,
}

impl Client {
    fn start(store: &std::path::Path) -> Client {
        Client::with_args(
            &["mcp", "--store", store.to_str().unwrap(), "--watch"],
            None,
        )
    }

    fn with_args(args: &[&str], token: Option<&str>) -> Client {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_procmem"));
        if let Some(t) = token {
            cmd.env("PROCMEM_TOKEN", t);
        }
        let mut child = cmd
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let out = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut c = Client {
            child,
            stdin,
            lines,
            next: 1,
        };
        let init = c.request("initialize", json!({
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "procmem-test", "version": "1"},
        }));
        assert_eq!(init["result"]["serverInfo"]["name"], "procmem", "{init}");
        c.send(json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
        c
    }

    fn send(&mut self, msg: Value) {
        writeln!(self.stdin, "{msg}").unwrap();
        self.stdin.flush().unwrap();
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.next;
        self.next += 1;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(20))
                .expect("an answer within 20 s");
            let v: Value = serde_json::from_str(&line).unwrap();
            if v["id"] == id {
                return v;
            }
        }
    }

    /// tools/call: (is_error, the text content read as JSON when it is JSON).
    fn call(&mut self, tool: &str, args: Value) -> (bool, Value) {
        let r = self.request("tools/call", json!({"name": tool, "arguments": args}));
        let result = &r["result"];
        assert!(result.is_object(), "{r}");
        let text = result["content"][0]["text"]
            .as_str()
            .unwrap_or("")
            .to_string();
        let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
        (result["isError"] == true, body)
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn stored(path: &std::path::Path) -> procmem::storage::ExportFile {
    procmem::storage::parse_import(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn an_mcp_client_session_lists_and_calls_every_tool() {
    let store = library();
    let mut c = Client::start(&store);
    let tools = c.request("tools/list", json!({}));
    let mut names: Vec<&str> = tools["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "context",
            "get_procedure",
            "recall",
            "record_cycle",
            "record_lesson",
            "report_outcome",
            "retrieve_procedures"
        ]
    );

    let task = "open a new ticket 'Export fails' for Chen";
    let (err, found) = c.call(
        "retrieve_procedures",
        json!({"task": task, "url": "http://tracker.test:8080/"}),
    );
    assert!(!err);
    assert_eq!(found["results"][0]["id"], "create-issue");
    assert_eq!(found["results"][0]["parameters"]["title"], "Export fails");
    assert!(found["context"]
        .as_str()
        .unwrap()
        .starts_with("<procedural_memory>"));
    // The same answer the core gives the extension.
    let lib = stored(&store);
    let same = procmem::context::answer(
        &lib.procedures,
        &[],
        task,
        Some("http://tracker.test:8080/"),
        3.0,
    );
    assert_eq!(found["context"], same.context);
    // Near miss: an unrelated task gets nothing.
    let (_, none) = c.call(
        "retrieve_procedures",
        json!({"task": "bake sourdough bread", "url": "https://bakery.example/"}),
    );
    assert_eq!(none["results"], json!([]));
    assert_eq!(none["context"], "");

    let (err, p) = c.call("get_procedure", json!({"id": "create-issue"}));
    assert!(!err && p["abstract"]["goal"].is_string());
    assert!(!p.to_string().contains("hunter2"));
    let (err, msg) = c.call("get_procedure", json!({"id": "nope"}));
    assert!(
        err && msg.as_str().unwrap().contains("No procedure"),
        "{msg}"
    );

    let step = p["steps"][3]["id"].as_str().unwrap().to_string();
    let (err, out) = c.call(
        "report_outcome",
        json!({"procedure_id": "create-issue", "success": false, "failed_step": step}),
    );
    assert!(!err, "{out}");
    let (err, _) = c.call(
        "report_outcome",
        json!({"procedure_id": "create-issue", "success": true}),
    );
    assert!(!err);
    let stats = &stored(&store).procedures[0].stats;
    assert_eq!((stats.uses, stats.successes, stats.failures), (2, 1, 1));
    assert_eq!(stats.step_failures.get(&step), Some(&1));
    let (err, msg) = c.call(
        "report_outcome",
        json!({"procedure_id": "create-issue", "success": false, "failed_step": "s999"}),
    );
    assert!(err && msg.as_str().unwrap().contains("no step"), "{msg}");

    // Working memory: a loop warning on the third repeat of one action in the last ten.
    for i in 0..3 {
        let (err, w) = c.call("record_cycle", json!({"task_id": "t1", "goal": "Find the cheapest lantern", "action": "click Next page", "outcome": "success", "url": "http://shop.test/"}));
        assert!(!err);
        assert_eq!(w["warnings"]["loop_warning"].is_string(), i == 2, "{w}");
    }
    let (err, _) = c.call("record_lesson", json!({"failed_command": "click Save", "error": "element is not clickable", "fix": "Scroll the button into view first", "domain": "tracker.test"}));
    assert!(!err);
    let m = stored(&store).memory.expect("the lesson is written back");
    assert!(m
        .lessons
        .iter()
        .any(|l| l.lesson == "Scroll the button into view first"));
    let (err, r) = c.call("recall", json!({"task": task, "url": "http://tracker.test:8080/", "error": {"command": "click Save", "error": "Element is not clickable at point (10, 20)"}}));
    assert!(!err);
    assert!(
        r.to_string().contains("Scroll the button into view first"),
        "{r}"
    );
    let (err, ctx) = c.call(
        "context",
        json!({"task": task, "url": "http://tracker.test:8080/", "budget_tokens": 2000}),
    );
    assert!(!err);
    assert!(ctx["tokens"].as_u64().unwrap() <= 2000);
    assert!(
        ctx["context"].as_str().unwrap().contains("## Procedure 1:"),
        "{ctx}"
    );
    // Bad input is a tool error the model can read and correct (MCP: input validation errors
    // are tool execution errors), never a crash: the session goes on.
    for (tool, args, says) in [
        ("retrieve_procedures", json!({"url": 5}), "invalid type"),
        (
            "retrieve_procedures",
            json!({"url": "https://tracker.test/"}),
            "missing field `task`",
        ),
        (
            "report_outcome",
            json!({"procedure_id": "create-issue", "success": "yes"}),
            "invalid type",
        ),
        (
            "record_cycle",
            json!({"task_id": "t1"}),
            "missing field `action`",
        ),
        (
            "context",
            json!({"task": "x", "budget_tokens": -5}),
            "invalid value",
        ),
    ] {
        let (err, msg) = c.call(tool, args);
        assert!(err, "{tool}: {msg}");
        assert!(msg.as_str().unwrap().contains(says), "{tool}: {msg}");
    }
    let (err, msg) = c.call("retrieve_procedures", json!({"task": "  "}));
    assert!(err && msg == "Describe the task first.", "{msg}");
    let (err, msg) = c.call("record_lesson", json!({"fix": ""}));
    assert!(err && msg.is_string(), "{msg}");
    // A tool that does not exist is the protocol's error.
    let unknown = c.request(
        "tools/call",
        json!({"name": "delete_everything", "arguments": {}}),
    );
    assert!(unknown["error"].is_object(), "{unknown}");
    let (err, _) = c.call("get_procedure", json!({"id": "create-issue"}));
    assert!(!err, "still serving");
}

#[test]
fn two_servers_reporting_at_once_lose_no_update_and_watch_sees_the_other() {
    let store = library();
    let mut a = Client::start(&store);
    let mut b = Client::start(&store);
    std::thread::scope(|s| {
        for c in [&mut a, &mut b] {
            s.spawn(move || {
                for _ in 0..10 {
                    let (err, out) = c.call(
                        "report_outcome",
                        json!({"procedure_id": "create-issue", "success": true}),
                    );
                    assert!(!err, "{out}");
                }
            });
        }
    });
    assert_eq!(
        stored(&store).procedures[0].stats.uses,
        20,
        "every report of both servers counted"
    );
    // A file replaced by another writer (the extension exporting over it) is read again.
    let mut lib = stored(&store);
    lib.procedures[0].title = "Create an issue (renamed elsewhere)".into();
    std::thread::sleep(Duration::from_millis(20));
    std::fs::write(&store, serde_json::to_string(&lib).unwrap()).unwrap();
    let (_, p) = a.call("get_procedure", json!({"id": "create-issue"}));
    assert_eq!(p["title"], "Create an issue (renamed elsewhere)");
    // Near miss: a damaged file keeps the last good library.
    std::thread::sleep(Duration::from_millis(20));
    std::fs::write(
        &store,
        "{\"format\": \"procmem\", \"schema_version\": 2, \"recor",
    )
    .unwrap();
    let (err, p) = a.call("get_procedure", json!({"id": "create-issue"}));
    assert!(!err);
    assert_eq!(p["title"], "Create an issue (renamed elsewhere)");
}

#[test]
fn lessons_from_two_servers_both_reach_the_file() {
    let store = library();
    let mut a = Client::start(&store);
    let mut b = Client::start(&store);
    std::thread::scope(|s| {
        for (c, who) in [(&mut a, "a"), (&mut b, "b")] {
            s.spawn(move || {
                for i in 0..5 {
                    let (err, out) = c.call(
                        "record_lesson",
                        json!({
                            "failed_command": format!("click Save {who}{i}"),
                            "error": format!("element {who}{i} is not clickable"),
                            "fix": format!("Scroll button {who}{i} into view first"),
                            "domain": "tracker.test",
                        }),
                    );
                    assert!(!err, "{out}");
                }
            });
        }
    });
    let lessons = stored(&store).memory.expect("a memory").lessons;
    for who in ["a", "b"] {
        for i in 0..5 {
            let fix = format!("Scroll button {who}{i} into view first");
            assert!(lessons.iter().any(|l| l.lesson == fix), "{fix} was lost");
        }
    }
    // And each server answers with the other's lessons (its write merged what it read).
    let (_, r) = a.call(
        "recall",
        json!({"task": "file a bug", "url": "http://tracker.test:8080/"}),
    );
    let (_, r2) = b.call(
        "recall",
        json!({"task": "file a bug", "url": "http://tracker.test:8080/"}),
    );
    assert_eq!(
        r["lessons"].as_array().map(Vec::len),
        r2["lessons"].as_array().map(Vec::len)
    );
}

#[test]
fn procmem_add_and_a_server_share_the_file_without_losing_an_update() {
    let store = library();
    let second = other_recording(store.parent().unwrap());
    let mut c = Client::start(&store);
    std::thread::scope(|s| {
        s.spawn(|| {
            for _ in 0..10 {
                let (err, out) = c.call(
                    "report_outcome",
                    json!({"procedure_id": "create-issue", "success": true}),
                );
                assert!(!err, "{out}");
            }
        });
        s.spawn(|| {
            for _ in 0..5 {
                let out = Command::new(env!("CARGO_BIN_EXE_procmem"))
                    .args([
                        "add",
                        "--store",
                        store.to_str().unwrap(),
                        second.to_str().unwrap(),
                    ])
                    .output()
                    .unwrap();
                assert!(
                    out.status.success(),
                    "{}",
                    String::from_utf8_lossy(&out.stderr)
                );
            }
        });
    });
    let lib = stored(&store);
    let ids: Vec<&str> = lib.procedures.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(
        ids,
        ["create-issue", "proc-rec-second"],
        "added once, rebuilt after"
    );
    assert_eq!(
        lib.procedures[0].stats.uses, 10,
        "no outcome lost to procmem add"
    );
    // The server sees the added procedure (--watch) and reports on it too.
    let (err, p) = c.call("get_procedure", json!({"id": "proc-rec-second"}));
    assert!(!err, "{p}");
    let (err, _) = c.call(
        "report_outcome",
        json!({"procedure_id": "proc-rec-second", "success": false}),
    );
    assert!(!err);
    assert_eq!(stored(&store).procedures[1].stats.failures, 1);
    // No temporary file is left beside the library.
    let left: Vec<String> = std::fs::read_dir(store.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

/// `procmem serve` on a new SQLite file: its address, a member's token, and the process.
fn team_server(dir: &std::path::Path) -> (String, String, Child) {
    let db = format!("sqlite:{}", dir.join("team.db").display());
    let out = Command::new(env!("CARGO_BIN_EXE_procmem"))
        .args(["serve", "--db", &db, "token", "create", "--name", "agent"])
        .output()
        .unwrap();
    let token = String::from_utf8(out.stdout).unwrap().trim().to_string();
    let mut child = Command::new(env!("CARGO_BIN_EXE_procmem"))
        .args(["serve", "--db", &db, "--listen", "127.0.0.1:0"])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stderr.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line.trim().rsplit("http://").next().unwrap().to_string();
    (format!("http://{addr}"), token, child)
}

/// One HTTP/1.1 request with the member's token: (status, body).
fn team_request(base: &str, token: &str, method: &str, path: &str, body: &str) -> (u16, String) {
    use std::io::Read;
    let addr = base.trim_start_matches("http://");
    let mut c = std::net::TcpStream::connect(addr).unwrap();
    write!(
        c,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nAuthorization: Bearer {token}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut raw = String::new();
    c.read_to_string(&mut raw).unwrap();
    let status = raw.split(' ').nth(1).unwrap().parse().unwrap();
    (
        status,
        raw.split_once("\r\n\r\n")
            .map(|x| x.1.to_string())
            .unwrap_or_default(),
    )
}

#[test]
fn mcp_serves_the_team_library_with_the_servers_answers_and_counts_outcomes_there() {
    let dir = library().parent().unwrap().to_path_buf();
    let (base, token, mut server) = team_server(&dir);
    let rec: procmem::model::Recording = serde_json::from_str(RECORDING).unwrap();
    let p = procmem::distill::distill(&rec, "create-issue", 1.0).unwrap();
    let (status, body) = team_request(
        &base,
        &token,
        "PUT",
        "/v1/procedures/create-issue",
        &serde_json::to_string(&p).unwrap(),
    );
    assert_eq!(status, 200, "{body}");

    // The token comes from the environment (kept out of the process list).
    let mut c = Client::with_args(&["mcp", "--server", &base], Some(&token));
    let task = "open a new ticket 'Export fails' for Chen";
    let asked = json!({"task": task, "url": "http://tracker.test:8080/"});
    let (err, found) = c.call("retrieve_procedures", asked.clone());
    assert!(!err, "{found}");
    assert_eq!(found["results"][0]["id"], "create-issue");
    // The server's own answer, word for word.
    let (_, there) = team_request(&base, &token, "POST", "/v1/retrieve", &asked.to_string());
    let there: Value = serde_json::from_str(&there).unwrap();
    assert_eq!(found["results"], there["results"]);
    assert_eq!(found["context"], there["context"]);

    // An outcome counts in the team library; a colleague's new procedure is seen at once.
    let (err, out) = c.call(
        "report_outcome",
        json!({"procedure_id": "create-issue", "success": true}),
    );
    assert!(!err, "{out}");
    let (_, stored) = team_request(&base, &token, "GET", "/v1/procedures/create-issue", "");
    assert_eq!(
        serde_json::from_str::<Value>(&stored).unwrap()["procedure"]["stats"]["successes"],
        1
    );
    let mut q = p.clone();
    q.id = "file-bug".into();
    q.title = "File a bug".into();
    team_request(
        &base,
        &token,
        "PUT",
        "/v1/procedures/file-bug",
        &serde_json::to_string(&q).unwrap(),
    );
    let (err, got) = c.call("get_procedure", json!({"id": "file-bug"}));
    assert!(!err && got["title"] == "File a bug", "{got}");
    // Near misses: an unknown procedure's outcome is the server's refusal, as a tool error.
    let (err, said) = c.call(
        "report_outcome",
        json!({"procedure_id": "nope", "success": true}),
    );
    assert!(
        err && said.as_str().unwrap().contains("No procedure"),
        "{said}"
    );

    // The server stopped: the last copy answers.
    let _ = server.kill();
    let _ = server.wait();
    let (err, again) = c.call("retrieve_procedures", asked);
    assert!(
        !err && again["results"][0]["id"] == "create-issue",
        "{again}"
    );
}

#[test]
fn mcp_refuses_a_team_address_that_would_leak_the_token() {
    let out = Command::new(env!("CARGO_BIN_EXE_procmem"))
        .args(["mcp", "--server", "http://team.example.com", "--token", "t"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("https://"));
}
