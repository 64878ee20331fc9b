//! The `procmem` command line: the extension's core on files, for inspecting and evaluating a
//! memory offline (file I/O, arguments and printing here; every rule is the core's). Reads the export format (docs/FORMAT.md) and recordings as stored.

use procmem::model::{Procedure, Recording, SlotKind};
use procmem::retrieval::{self, Match};

use clap::{Parser, Subcommand};
use procmem::storage::{self, ExportFile};
use serde::Serialize;
use std::io::{BufRead, Write};

#[derive(Parser, Debug)]
#[command(
    name = "procmem",
    version,
    about = "Procedural memory for browser agents: distill, retrieve and inspect offline"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Distill a recording (JSON, as stored or exported, or a DevTools Recorder recording) into
    /// a procedure, printed as JSON; given an export, every recording it holds (a JSON list).
    Distill {
        recording: std::path::PathBuf,
        /// Id for the procedure (default: derived from the recording's id).
        #[arg(long)]
        id: Option<String>,
    },
    /// Distill recordings into a library file (an export; created if missing), marking them
    /// processed. Each file is a recording (as stored or exported) or a DevTools Recorder
    /// recording. The file is replaced whole and atomically.
    Add {
        #[arg(long)]
        store: std::path::PathBuf,
        #[arg(required = true)]
        recordings: Vec<std::path::PathBuf>,
    },
    /// Convert between procmem and other tools: `--from devtools FILE` prints a DevTools
    /// Recorder recording as a procmem recording; `--to devtools` or `--to playwright` with
    /// `--store` and `--id` prints a procedure as a Recorder recording or a Playwright test.
    Convert {
        #[arg(long, value_parser = ["devtools"], conflicts_with = "to")]
        from: Option<String>,
        #[arg(long, value_parser = ["devtools", "playwright"], requires_all = ["store", "id"])]
        to: Option<String>,
        #[arg(long)]
        store: Option<std::path::PathBuf>,
        #[arg(long)]
        id: Option<String>,
        /// A slot's value for the Recorder file, as SLOT=VALUE (repeatable; default: the
        /// demonstrated value; secrets stay empty).
        #[arg(long = "value", value_name = "SLOT=VALUE")]
        values: Vec<String>,
        /// The file to read with --from.
        #[arg(required_unless_present = "to")]
        file: Option<std::path::PathBuf>,
    },
    /// Find the procedures of an export that fit a task (or every task of a JSONL file).
    Retrieve {
        /// An export file (procmem's Export).
        #[arg(long)]
        store: std::path::PathBuf,
        #[arg(long, required_unless_present = "queries")]
        task: Option<String>,
        /// The page the task starts on.
        #[arg(long)]
        url: Option<String>,
        /// How many results at most.
        #[arg(long, default_value_t = retrieval::TOP_K)]
        top: usize,
        /// Print JSON instead of text (single task).
        #[arg(long)]
        json: bool,
        /// A JSONL file of {"task", "url"?, "id"?, "expect"?} lines ("expected" is read as
        /// "expect"); prints one line for each non-blank line, in order: {"id"?, "results"},
        /// or {"id" or "line", "error"} for a line that is not JSON or has no "task", and for a
        /// blank line in the middle of the file (the run goes on, and exits 1 at the end).
        #[arg(long, conflicts_with = "task")]
        queries: Option<std::path::PathBuf>,
        /// With --task and an ID: say why that procedure is or is not retrieved for the task
        /// (its score, or the rule that turned it away). With --queries and no ID: add to each
        /// line "explain" (why, for each result) and, when its "expect" id is not the first
        /// result, "expected": {"id", "why"}.
        #[arg(long, value_name = "ID")]
        explain: Option<Option<String>>,
    },
    /// The context block an agent gets for a task (as the extension's `procmem.context`): the
    /// export's procedures that fit it and every layer of its experience memory, within a token
    /// budget.
    Context {
        /// An export file (procmem's Export; its memory is read when it has one).
        #[arg(long)]
        store: std::path::PathBuf,
        #[arg(long)]
        task: String,
        /// The page the task starts on.
        #[arg(long)]
        url: Option<String>,
        /// Tokens the block may take (100 to 32,000).
        #[arg(long, default_value_t = procmem::memory::compose::DEFAULT_BUDGET_TOKENS)]
        budget: usize,
        /// Print {"context", "sections", "tokens", "budget_tokens"} as JSON instead of the block.
        #[arg(long)]
        json: bool,
    },
    /// Serve a library file to agents over stdio with the Model Context Protocol (tools:
    /// retrieve_procedures, get_procedure, report_outcome, recall, record_cycle,
    /// record_lesson, context). What they learn is written back to the file.
    Mcp {
        /// The library file to serve.
        #[arg(long, required_unless_present = "server", conflicts_with = "server")]
        store: Option<std::path::PathBuf>,
        /// Serve the team library at this address instead (`procmem serve`, docs/TEAM.md).
        #[arg(long)]
        server: Option<String>,
        /// The member's token for --server (or set PROCMEM_TOKEN, which keeps it out of the
        /// process list).
        #[arg(long)]
        token: Option<String>,
        /// Re-read the file when it changed on disk (the extension exported over it).
        #[arg(long)]
        watch: bool,
    },
    /// Serve a team library over HTTP (docs/TEAM.md): `procmem serve --db sqlite:procmem.db`,
    /// or `--db postgres://…` for a team; `procmem serve token create --name bo` makes a
    /// member's token.
    Serve {
        /// sqlite:<file> (created when missing) or postgres://user:password@host/db.
        #[arg(long, default_value = "sqlite:procmem.db", global = true)]
        db: String,
        #[arg(long, default_value = "127.0.0.1:7878")]
        listen: String,
        /// Requests a member may make per second (bursts of four times as many).
        #[arg(long, default_value_t = 50)]
        rate: u32,
        #[command(subcommand)]
        admin: Option<ServeAdmin>,
    },
    /// A readable summary of an export, a single recording or a single procedure.
    Inspect { store: std::path::PathBuf },
    /// The values a task gives one procedure's slots (as the panel's "Read values from the
    /// task" and the `procmem.bind` message), printed as JSON: {slot: value or null}.
    Bind {
        /// An export file (procmem's Export).
        #[arg(long)]
        store: std::path::PathBuf,
        /// The procedure's id.
        #[arg(long)]
        id: String,
        #[arg(long)]
        task: String,
        /// Print {"values", "unmet"}: also what the task asks that a run with those values
        /// would leave undone (the sentences a finished run reports as "Done, unverified").
        #[arg(long)]
        unmet: bool,
    },
    /// Print an export of COUNT synthetic procedures (for benchmarks), or with --tasks a JSONL
    /// file of tasks to time retrieval with.
    Synth {
        #[arg(long)]
        count: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print this many {"task", "url"} lines for a library of COUNT instead.
        #[arg(long)]
        tasks: Option<usize>,
        /// Print the library's stored retrieval index instead: a JSON array of shard strings,
        /// as the extension keeps them.
        #[arg(long, conflicts_with = "tasks")]
        index: bool,
        /// Print the library's procedures one JSON object a line instead, as the extension
        /// stores them (each its own value), so a large library streams.
        #[arg(long, conflicts_with_all = ["tasks", "index"])]
        jsonl: bool,
        /// The realistic library instead (src/synth_realistic.rs): grown from the intent set's
        /// demonstrations, about 200 procedures a site, titles holding values, and its tasks.
        #[arg(long)]
        realistic: bool,
        /// Where the intent set is (its recordings.json and tasks.jsonl), for --realistic.
        #[arg(long, default_value = "eval/intents")]
        intents: std::path::PathBuf,
    },
}

#[derive(clap::Subcommand, Debug)]
pub enum ServeAdmin {
    /// Members' tokens.
    Token {
        #[command(subcommand)]
        action: TokenAction,
    },
}

#[derive(clap::Subcommand, Debug)]
pub enum TokenAction {
    /// Make a member's token and print it (once: only its digest is stored).
    Create {
        #[arg(long)]
        name: String,
        #[arg(long, default_value = "default")]
        team: String,
    },
    /// Revoke a member's live token.
    Revoke {
        #[arg(long)]
        name: String,
        #[arg(long, default_value = "default")]
        team: String,
    },
}

/// An error that ends the command with a message and exit code 1.
#[derive(Debug)]
pub struct CliError(pub String);

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

fn read(path: &std::path::Path) -> Result<String, CliError> {
    std::fs::read_to_string(path)
        .map_err(|e| CliError(format!("cannot read {}: {e}", path.display())))
}

pub fn load_store(path: &std::path::Path) -> Result<ExportFile, CliError> {
    storage::parse_import(&read(path)?).map_err(|e| CliError(format!("{}: {e}", path.display())))
}

/// One line of a `--queries` file: {"task", "url"?, "id"?, "expect"? (or "expected")}.
struct Query {
    id: Option<serde_json::Value>,
    task: String,
    url: Option<String>,
    expect: Option<String>,
}

/// Reads line `n` (1-based) of a `--queries` file; on error, the line's id if it could be read
/// and a sentence saying what is wrong.
fn parse_query(n: usize, line: &str) -> Result<Query, (Option<serde_json::Value>, String)> {
    let value: serde_json::Value = serde_json::from_str(line).map_err(|e| {
        // serde's message ends with its own "at line 1 column C", which reads as the file's line.
        let msg = e.to_string();
        let msg = msg
            .strip_suffix(&format!(" at line {} column {}", e.line(), e.column()))
            .unwrap_or(&msg);
        (
            None,
            format!("line {n} is not valid JSON: {msg} at column {}", e.column()),
        )
    })?;
    let serde_json::Value::Object(mut obj) = value else {
        return Err((
            None,
            format!("line {n} is not a JSON object like {{\"task\": \"...\", \"url\": \"...\"}}"),
        ));
    };
    let id = obj.remove("id").filter(|v| !v.is_null());
    let text =
        |obj: &mut serde_json::Map<String, serde_json::Value>, key: &str| match obj.remove(key) {
            None | Some(serde_json::Value::Null) => Ok(None),
            Some(serde_json::Value::String(s)) => Ok(Some(s)),
            Some(_) => Err(format!("line {n} has a \"{key}\" that is not a string")),
        };
    // "expected" as eval/queries.jsonl and eval/intents/tasks.jsonl spell it.
    let fields = (|| {
        let expect = match text(&mut obj, "expect")? {
            Some(e) => Some(e),
            None => text(&mut obj, "expected")?,
        };
        Ok((text(&mut obj, "task")?, text(&mut obj, "url")?, expect))
    })();
    match fields {
        Err(msg) => Err((id, msg)),
        Ok((None, _, _)) => Err((id, format!("line {n} has no \"task\""))),
        Ok((Some(task), url, expect)) => Ok(Query {
            id,
            task,
            url,
            expect,
        }),
    }
}

/// One output line of `retrieve --queries`, its fields in this order; absent ones are left out.
#[derive(Serialize, Default)]
struct BatchLine<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    results: Option<Vec<ResultLine<'a>>>,
    /// Result id → why, in the results' order.
    #[serde(skip_serializing_if = "Option::is_none")]
    explain: Option<InOrder>,
    #[serde(skip_serializing_if = "Option::is_none")]
    expected: Option<Expected>,
}

impl BatchLine<'_> {
    /// An error line: the input's id when it could be read, else its line number.
    fn error(n: usize, id: Option<serde_json::Value>, error: String) -> Self {
        let line = if id.is_none() { Some(n) } else { None };
        BatchLine {
            id,
            line,
            error: Some(error),
            ..Default::default()
        }
    }
}

/// A JSON object whose keys keep the order they were pushed in.
struct InOrder(Vec<(String, String)>);

impl Serialize for InOrder {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

#[derive(Serialize)]
struct Expected {
    id: String,
    why: String,
}

/// What the CLI prints per result (the agent message's shape).
#[derive(Serialize)]
struct ResultLine<'a> {
    id: &'a str,
    title: &'a str,
    score: f64,
    reason: &'a str,
    parameters: &'a std::collections::BTreeMap<String, Option<String>>,
}

fn result_lines(matches: &[Match]) -> Vec<ResultLine<'_>> {
    matches
        .iter()
        .map(|m| ResultLine {
            id: &m.id,
            title: &m.title,
            score: m.score,
            reason: &m.reason,
            parameters: &m.parameters,
        })
        .collect()
}

/// Offline there is no "now": confidence is judged as of the newest procedure in the store.
fn store_now(procedures: &[Procedure]) -> f64 {
    procedures.iter().map(|p| p.updated).fold(0.0, f64::max)
}

/// Now, in ms since 1970 (the CLI's own clock: the core is given the time, never reads it).
fn now_ms() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as f64)
        .unwrap_or(0.0)
}

/// JSON as the CLI prints and writes it: pretty, and whole numbers written as integers
/// (times are milliseconds: `1795000000000`, not `1795000000000.0`).
pub(crate) fn json_out<T: Serialize>(value: &T) -> String {
    fn ints(v: &mut serde_json::Value) {
        match v {
            serde_json::Value::Number(n) => {
                if let Some(f) = n
                    .as_f64()
                    .filter(|f| n.is_f64() && f.fract() == 0.0 && f.abs() < 9.0e15)
                {
                    *v = serde_json::Value::from(f as i64);
                }
            }
            serde_json::Value::Array(a) => a.iter_mut().for_each(ints),
            serde_json::Value::Object(o) => o.values_mut().for_each(ints),
            _ => {}
        }
    }
    let mut v = serde_json::to_value(value).expect("the core's types serialize");
    ints(&mut v);
    serde_json::to_string_pretty(&v).expect("a Value serializes")
}

/// What a file given as a demonstration holds.
enum Read {
    One(Box<Recording>),
    Export(ExportFile),
}

/// A recording (as stored or exported), a DevTools Recorder recording, or a procmem export;
/// anything else is a sentence saying what is expected.
fn read_demonstrations(text: &str, now: f64) -> Result<Read, String> {
    let value = storage::read_json(text.strip_prefix('\u{feff}').unwrap_or(text))?;
    if value.get("format").is_some() {
        return storage::parse_import(text).map(Read::Export);
    }
    if procmem::interop::devtools::is_recorder_flow(&value) {
        let id = format!(
            "devtools-{}",
            procmem::memory::stable_id("r", &[text]).trim_start_matches("r-")
        );
        return procmem::interop::devtools::import(text, &id, now)
            .map(|got| Read::One(Box::new(got.recording)));
    }
    if value.get("procedures").is_some() || value.get("abstract").is_some() {
        return Err("this is a procedure or a library without its \"format\"; procmem reads a recording (as stored or exported), a DevTools Recorder recording, or an export".into());
    }
    let rec: Recording = serde_json::from_value(value).map_err(|e| format!("not a recording (as stored or exported), a DevTools Recorder recording or an export: {e}"))?;
    storage::check_recording(&rec)?;
    Ok(Read::One(Box::new(rec)))
}

pub fn run(cli: Cli, out: &mut dyn Write) -> Result<(), CliError> {
    let io = |e: std::io::Error| CliError(format!("cannot write output: {e}"));
    match cli.command {
        Command::Distill { recording, id } => {
            let text = read(&recording)?;
            let at = |e: String| CliError(format!("{}: {e}", recording.display()));
            match read_demonstrations(&text, now_ms()).map_err(at)? {
                Read::Export(file) => {
                    if file.recordings.is_empty() {
                        return Err(at("this export holds no recordings; procmem distill reads a recording (as stored or exported), a DevTools Recorder recording, or an export holding recordings".into()));
                    }
                    let all: Result<Vec<Procedure>, String> = file
                        .recordings
                        .iter()
                        .map(|r| procmem::distill::distill(r, &format!("proc-{}", r.id), r.updated))
                        .collect();
                    writeln!(out, "{}", json_out(&all.map_err(CliError)?)).map_err(io)?;
                }
                Read::One(rec) => {
                    let id = id.unwrap_or_else(|| format!("proc-{}", rec.id));
                    let p = procmem::distill::distill(&rec, &id, rec.updated).map_err(CliError)?;
                    writeln!(out, "{}", json_out(&p)).map_err(io)?;
                }
            }
        }
        Command::Add { store, recordings } => {
            // Every demonstration is read and distilled first; the library is then changed
            // under its lock, on what it holds at that moment (store.rs).
            let mut built = Vec::new();
            for path in &recordings {
                let text = read(path)?;
                let at = |e: String| CliError(format!("{}: {e}", path.display()));
                let found = match read_demonstrations(&text, now_ms()).map_err(at)? {
                    Read::One(rec) => vec![*rec],
                    Read::Export(f) => f.recordings,
                };
                for mut rec in found {
                    let id = rec.procedure_id.clone().unwrap_or_else(|| format!("proc-{}", rec.id));
                    let p = procmem::distill::distill(&rec, &id, rec.updated).map_err(at)?;
                    rec.processed = true;
                    rec.procedure_id = Some(p.id.clone());
                    built.push((path, rec, p));
                }
            }
            let (lines, _, _) = crate::store::update(&store, true, now_ms(), |file| {
                let mut lines = Vec::new();
                for (path, rec, p) in built {
                    let replaced = file.procedures.iter().any(|x| x.id == p.id);
                    lines.push(format!(
                        "{} “{}” [{}] from {} ({} steps, {} slots)",
                        if replaced { "rebuilt" } else { "added" },
                        p.title,
                        p.id,
                        path.display(),
                        p.steps.len(),
                        p.abstract_.parameters.len()
                    ));
                    file.procedures.retain(|x| x.id != p.id);
                    file.procedures.push(p);
                    file.recordings.retain(|x| x.id != rec.id);
                    file.recordings.push(rec);
                }
                Ok(lines)
            })
            .map_err(CliError)?;
            for line in lines {
                writeln!(out, "{line}").map_err(io)?;
            }
        }
        Command::Convert {
            from,
            to,
            store,
            id,
            values,
            file,
        } => match (from.as_deref(), to.as_deref(), store, id) {
            (Some("devtools"), None, _, _) => {
                let path = file.expect("clap requires the file with --from");
                let text = read(&path)?;
                let id = format!("devtools-{}", procmem::memory::stable_id("r", &[&text]).trim_start_matches("r-"));
                let got = procmem::interop::devtools::import(&text, &id, now_ms())
                    .map_err(|e| CliError(format!("{}: {e}", path.display())))?;
                if !got.skipped.is_empty() {
                    let left: Vec<String> = got.skipped.iter().map(|(k, n)| format!("{n} {k}")).collect();
                    eprintln!("procmem: not kept (procmem records no such step): {}", left.join(", "));
                }
                writeln!(out, "{}", json_out(&got.recording)).map_err(io)?;
            }
            (None, Some(format), Some(store), Some(id)) => {
                let lib = load_store(&store)?;
                let p = lib
                    .procedures
                    .iter()
                    .find(|p| p.id == id)
                    .ok_or_else(|| CliError(format!("{}: no procedure {id}", store.display())))?;
                if format == "playwright" {
                    write!(out, "{}", procmem::interop::playwright::export(p)).map_err(io)?;
                } else {
                    let mut given = std::collections::BTreeMap::new();
                    for v in &values {
                        let (k, val) = v
                            .split_once('=')
                            .ok_or_else(|| CliError(format!("--value {v:?}: write it as SLOT=VALUE")))?;
                        if !p.abstract_.parameters.iter().any(|x| x.name == k) {
                            return Err(CliError(format!("--value {k}=…: the procedure has no slot {{{k}}}")));
                        }
                        given.insert(k.to_string(), val.to_string());
                    }
                    let (flow, notes) = procmem::interop::devtools::export(p, &given);
                    for n in notes {
                        eprintln!("procmem: {n}");
                    }
                    writeln!(out, "{}", json_out(&flow)).map_err(io)?;
                }
            }
            _ => {
                return Err(CliError(
                    "convert takes --from devtools FILE, or --to devtools|playwright --store LIBRARY --id ID".into(),
                ))
            }
        },
        Command::Retrieve {
            store,
            task,
            url,
            top: k,
            json,
            queries,
            explain,
        } => {
            match (&queries, &explain) {
                (None, Some(None)) => {
                    return Err(CliError("--explain needs a procedure id with --task (--explain ID); a bare --explain is for --queries".into()));
                }
                (Some(_), Some(Some(id))) => {
                    return Err(CliError(format!(
                        "--explain takes no id with --queries (it explains every result of each line, and its \"expect\" id): drop \"{id}\""
                    )));
                }
                _ => {}
            }
            let file = load_store(&store)?;
            // One index for every query, as the extension keeps it.
            let mut index = retrieval::Index::build(&file.procedures);
            let now = store_now(&file.procedures);
            if let Some(path) = queries {
                let open = std::fs::File::open(&path)
                    .map_err(|e| CliError(format!("cannot read {}: {e}", path.display())))?;
                let summary = batch(
                    &mut index,
                    now,
                    k,
                    explain.is_some(),
                    std::io::BufReader::new(open),
                    out,
                )
                .map_err(|e| CliError(format!("{}: {e}", path.display())))?;
                if !summary.errors.is_empty() {
                    out.flush().map_err(io)?;
                    let shown: Vec<String> = summary
                        .errors
                        .iter()
                        .take(10)
                        .map(|n| n.to_string())
                        .collect();
                    let more = if summary.errors.len() > 10 {
                        ", …"
                    } else {
                        ""
                    };
                    return Err(CliError(format!(
                        "{}: {} of {} lines are errors ({} {}{more}); their output lines say why",
                        path.display(),
                        summary.errors.len(),
                        summary.lines,
                        if shown.len() == 1 { "line" } else { "lines" },
                        shown.join(", ")
                    )));
                }
            } else {
                let task = task.unwrap_or_default();
                let found = index.retrieve(&task, url.as_deref(), now, k);
                if let Some(Some(id)) = explain {
                    if !index.contains(&id) {
                        return Err(CliError(format!("{}: no procedure {id}", store.display())));
                    }
                    writeln!(
                        out,
                        "{id}: {}",
                        index.explain(&id, &task, url.as_deref(), now)
                    )
                    .map_err(io)?;
                } else if json {
                    let body = serde_json::json!({ "results": result_lines(&found) });
                    writeln!(out, "{}", serde_json::to_string_pretty(&body).unwrap())
                        .map_err(io)?;
                } else if found.is_empty() {
                    writeln!(out, "No procedure fits this task.").map_err(io)?;
                } else {
                    for (i, m) in found.iter().enumerate() {
                        writeln!(
                            out,
                            "{}. {} — {:.0}% ({})",
                            i + 1,
                            m.title,
                            m.score * 100.0,
                            m.reason
                        )
                        .map_err(io)?;
                        let bound: Vec<String> = m
                            .parameters
                            .iter()
                            .map(|(k, v)| format!("{{{k}}} = {}", v.as_deref().unwrap_or("?")))
                            .collect();
                        if !bound.is_empty() {
                            writeln!(out, "   {}", bound.join(", ")).map_err(io)?;
                        }
                    }
                }
            }
        }
        Command::Synth {
            count,
            seed,
            tasks,
            index,
            jsonl,
            realistic,
            intents,
        } => {
            let set = if realistic {
                let file = |name: &str| read(&intents.join(name));
                Some((file("recordings.json")?, file("tasks.jsonl")?))
            } else {
                None
            };
            let library = || -> Result<Vec<procmem::model::Procedure>, CliError> {
                match &set {
                    Some((r, t)) => procmem::synth::realistic::procedures(r, t, count, seed)
                        .map_err(|e| CliError(format!("{}: {e}", intents.display()))),
                    None => Ok(procmem::synth::procedures(count, seed)),
                }
            };
            match tasks {
            None if index => {
                let shards = retrieval::Index::build(&library()?).all_shards_json();
                writeln!(out, "{}", serde_json::to_string(&shards).unwrap()).map_err(io)?;
            }
            None if jsonl => {
                for p in library()? {
                    serde_json::to_writer(&mut *out, &p)
                        .map_err(|e| CliError(format!("cannot write output: {e}")))?;
                    writeln!(out).map_err(io)?;
                }
            }
            Some(n) => {
                let asked: Vec<(String, Option<String>)> = match &set {
                    Some((r, t)) => procmem::synth::realistic::tasks(r, t, n, count, seed)
                        .map_err(|e| CliError(format!("{}: {e}", intents.display())))?,
                    None => procmem::synth::tasks(n, count, seed)
                        .into_iter()
                        .map(|(t, u)| (t, Some(u)))
                        .collect(),
                };
                for (task, url) in asked {
                    writeln!(out, "{}", serde_json::json!({ "task": task, "url": url }))
                        .map_err(io)?;
                }
            }
            None => {
                let procedures = library()?;
                let file = storage::export_file(Vec::new(), procedures, None, 1.8e12);
                serde_json::to_writer(&mut *out, &file)
                    .map_err(|e| CliError(format!("cannot write output: {e}")))?;
                writeln!(out).map_err(io)?;
            }
            }
        }
        Command::Context {
            store,
            task,
            url,
            budget,
            json,
        } => {
            let file = load_store(&store)?;
            let composed = procmem::memory::api::context_for_export(file, &task, url.as_deref(), budget);
            if json {
                let body = serde_json::json!({
                    "context": composed.context,
                    "sections": composed.sections,
                    "tokens": composed.tokens,
                    "budget_tokens": composed.budget_tokens,
                });
                writeln!(out, "{}", serde_json::to_string_pretty(&body).unwrap()).map_err(io)?;
            } else if composed.context.is_empty() {
                writeln!(out, "Nothing in this memory fits this task.").map_err(io)?;
            } else {
                writeln!(out, "{}", composed.context).map_err(io)?;
            }
        }
        // (Served from main, which holds no lock on stdout for it.)
        Command::Mcp { .. } => return Err(CliError("procmem mcp is served from main".into())),
        Command::Serve { .. } => return Err(CliError("procmem serve is served from main".into())),
        Command::Inspect { store } => {
            let text = read(&store)?;
            let at = |e: String| CliError(format!("{}: {e}", store.display()));
            let value = storage::read_json(text.strip_prefix('\u{feff}').unwrap_or(&text)).map_err(at)?;
            let summary = if value.get("format").is_some() {
                inspect(&load_store(&store)?)
            } else if value.get("abstract").is_some() {
                let p: Procedure = serde_json::from_value(value)
                    .map_err(|e| at(format!("not a procedure: {e}")))?;
                storage::check_procedure(&p).map_err(at)?;
                procedure_summary(&p)
            } else {
                match read_demonstrations(&text, now_ms()).map_err(at)? {
                    Read::One(rec) => recording_summary(&rec),
                    Read::Export(file) => inspect(&file),
                }
            };
            write!(out, "{summary}").map_err(io)?;
        }
        Command::Bind {
            store,
            id,
            task,
            unmet,
        } => {
            let file = load_store(&store)?;
            let procedure = file
                .procedures
                .iter()
                .find(|p| p.id == id)
                .ok_or_else(|| CliError(format!("{}: no procedure {id}", store.display())))?;
            let values = retrieval::binding::bind(procedure, &task);
            let json = if unmet {
                let given: std::collections::BTreeMap<String, String> = values
                    .iter()
                    .map(|(k, v)| (k.clone(), v.clone().unwrap_or_default()))
                    .collect();
                let why = retrieval::unmet::unmet(procedure, &task, &given);
                serde_json::to_string_pretty(&serde_json::json!({"values": values, "unmet": why}))
            } else {
                serde_json::to_string_pretty(&values)
            }
            .map_err(|e| CliError(e.to_string()))?;
            writeln!(out, "{json}").map_err(io)?;
        }
    }
    Ok(())
}

/// What a `--queries` run printed: how many lines, and the line numbers of the error lines.
struct BatchSummary {
    lines: usize,
    errors: Vec<usize>,
}

/// Prints one line for each non-blank line of `input` (and an error line for each blank line
/// that has a non-blank line after it; blank lines at the end are only the file's end).
/// Fails only when `input` cannot be read or `out` cannot be written.
fn batch(
    index: &mut retrieval::Index,
    now: f64,
    k: usize,
    explain: bool,
    mut input: impl BufRead,
    out: &mut dyn Write,
) -> std::io::Result<BatchSummary> {
    let mut summary = BatchSummary {
        lines: 0,
        errors: Vec::new(),
    };
    let mut blanks: Vec<usize> = Vec::new();
    let mut bytes = Vec::new();
    // Line `n` of the input answered by `line`.
    let emit = |n: usize, line: &BatchLine, summary: &mut BatchSummary, out: &mut dyn Write| {
        summary.lines += 1;
        if line.error.is_some() {
            summary.errors.push(n);
        }
        writeln!(
            out,
            "{}",
            serde_json::to_string(line).map_err(std::io::Error::other)?
        )
    };
    for n in 1.. {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        // A byte-order mark some editors put at the start of a file is not part of line 1.
        let text = std::str::from_utf8(&bytes).map(|t| {
            if n == 1 {
                t.strip_prefix('\u{feff}').unwrap_or(t)
            } else {
                t
            }
        });
        if text.is_ok_and(|t| t.trim().is_empty()) {
            blanks.push(n);
            continue;
        }
        // A blank line with a line after it is in the middle of the file.
        for b in blanks.drain(..) {
            emit(
                b,
                &BatchLine::error(b, None, format!("line {b} is blank")),
                &mut summary,
                out,
            )?;
        }
        let q = match text
            .map_err(|_| (None, format!("line {n} is not valid UTF-8")))
            .and_then(|t| parse_query(n, t.trim_end_matches(['\n', '\r'])))
        {
            Ok(q) => q,
            Err((id, error)) => {
                emit(n, &BatchLine::error(n, id, error), &mut summary, out)?;
                continue;
            }
        };
        let found = index.retrieve(&q.task, q.url.as_deref(), now, k);
        let mut line = BatchLine {
            id: q.id,
            results: Some(result_lines(&found)),
            ..Default::default()
        };
        if explain {
            let why = found
                .iter()
                .map(|m| {
                    (
                        m.id.clone(),
                        index.explain(&m.id, &q.task, q.url.as_deref(), now),
                    )
                })
                .collect();
            line.explain = Some(InOrder(why));
            if let Some(expect) = q.expect.filter(|e| found.first().map(|m| &m.id) != Some(e)) {
                let why = index.explain(&expect, &q.task, q.url.as_deref(), now);
                line.expected = Some(Expected { id: expect, why });
            }
        }
        emit(n, &line, &mut summary, out)?;
    }
    Ok(summary)
}

/// One procedure in `inspect`'s words.
pub fn procedure_summary(p: &Procedure) -> String {
    let mut s = String::new();
    let a = &p.abstract_;
    let st = &p.stats;
    s += &format!(
        "\n{} [{}] v{}{}\n",
        p.title,
        p.id,
        p.version,
        if st.deprecated { " — DEPRECATED" } else { "" }
    );
    s += &format!("  goal: {}\n  domains: {}\n", a.goal, a.domains.join(", "));
    let slots: Vec<String> = a
        .parameters
        .iter()
        .map(|x| match x.kind {
            SlotKind::Secret => format!("{{{}}} secret", x.name),
            k => format!(
                "{{{}}} {} e.g. {}",
                x.name,
                if k == SlotKind::Choice {
                    "choice"
                } else {
                    "text"
                },
                x.example.as_deref().unwrap_or("?")
            ),
        })
        .collect();
    s += &format!(
        "  slots: {}\n",
        if slots.is_empty() {
            "none".into()
        } else {
            slots.join("; ")
        }
    );
    s += &format!("  flow: {}\n", a.flow.join(" → "));
    s += &format!(
        "  steps: {} · runs: {} ({} ok, {} failed) · confidence {:.2}\n",
        p.steps.len(),
        st.uses,
        st.successes,
        st.failures,
        retrieval::confidence(st, p.updated)
    );
    if !st.step_failures.is_empty() {
        let f: Vec<String> = st
            .step_failures
            .iter()
            .map(|(k, v)| format!("{k}×{v}"))
            .collect();
        s += &format!("  failing steps: {}\n", f.join(", "));
    }
    s
}

/// One recording: its title, id, times (ms since 1970, as integers) and steps in words.
pub fn recording_summary(r: &Recording) -> String {
    let mut s = format!(
        "{} [{}] · {} steps · created {} · updated {}{}\n",
        if r.title.is_empty() {
            "(untitled recording)"
        } else {
            &r.title
        },
        r.id,
        r.steps.len(),
        r.created as i64,
        r.updated as i64,
        if r.processed { " · built" } else { "" }
    );
    for (i, step) in r.steps.iter().enumerate() {
        s += &format!(
            "  {}. {}\n",
            i + 1,
            procmem::describe::describe_step(step, &procmem::describe::plain_quote)
        );
    }
    s
}

pub fn inspect(file: &ExportFile) -> String {
    let mut s = format!(
        "{} procedures, {} recordings (schema {})\n",
        file.procedures.len(),
        file.recordings.len(),
        file.schema_version
    );
    if let Some(m) = &file.memory {
        s += &format!(
            "memory: {} lessons, {} site facts, {} selector entries, {} agent trajectories, {} sessions\n",
            m.lessons.len(),
            m.facts.len(),
            m.selectors.len(),
            m.trajectories.len(),
            m.sessions.len()
        );
    }
    let deprecated = file
        .procedures
        .iter()
        .filter(|p| p.stats.deprecated)
        .count();
    if deprecated > 0 {
        s += &format!("{deprecated} deprecated (hidden from retrieval)\n");
    }
    for p in &file.procedures {
        s += &procedure_summary(p);
    }
    s
}
