//! The `procmem` command line: the extension's core on files, for inspecting and evaluating a
//! memory offline. Reads the export format (docs/FORMAT.md) and recordings as stored.

use crate::model::{Procedure, Recording, SlotKind};
use crate::retrieval::{self, Match};

use crate::storage::{self, ExportFile};
use clap::{Parser, Subcommand};
use serde::{Deserialize, Serialize};
use std::io::{BufRead, Write};

#[derive(Parser, Debug)]
#[command(name = "procmem", version, about = "Procedural memory for browser agents: distill, retrieve and inspect offline")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Distill a recording (JSON, as stored or exported) into a procedure, printed as JSON.
    Distill {
        recording: std::path::PathBuf,
        /// Id for the procedure (default: derived from the recording's id).
        #[arg(long)]
        id: Option<String>,
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
        /// A JSONL file of {"task", "url"} lines; prints one {"results": [...]} line each.
        #[arg(long, conflicts_with = "task")]
        queries: Option<std::path::PathBuf>,
        /// Say why this procedure is or is not retrieved for the task (its score, or the rule
        /// that turned it away).
        #[arg(long, conflicts_with = "queries", value_name = "ID")]
        explain: Option<String>,
    },
    /// A readable summary of an export: procedures, slots, stats, deprecated ones.
    Inspect { store: std::path::PathBuf },
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
    },
}

/// An error that ends the command with a message and exit code 1 (2 for bad input lines).
#[derive(Debug)]
pub struct CliError(pub String);

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

fn read(path: &std::path::Path) -> Result<String, CliError> {
    std::fs::read_to_string(path).map_err(|e| CliError(format!("cannot read {}: {e}", path.display())))
}

pub fn load_store(path: &std::path::Path) -> Result<ExportFile, CliError> {
    storage::parse_import(&read(path)?).map_err(|e| CliError(format!("{}: {e}", path.display())))
}

#[derive(Serialize, Deserialize)]
struct Query {
    task: String,
    #[serde(default)]
    url: Option<String>,
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
    matches.iter().map(|m| ResultLine { id: &m.id, title: &m.title, score: m.score, reason: &m.reason, parameters: &m.parameters }).collect()
}

/// Offline there is no "now": confidence is judged as of the newest procedure in the store.
fn store_now(procedures: &[Procedure]) -> f64 {
    procedures.iter().map(|p| p.updated).fold(0.0, f64::max)
}

pub fn run(cli: Cli, out: &mut dyn Write) -> Result<(), CliError> {
    let io = |e: std::io::Error| CliError(format!("cannot write output: {e}"));
    match cli.command {
        Command::Distill { recording, id } => {
            let text = read(&recording)?;
            let rec: Recording = serde_json::from_str(&text).map_err(|e| CliError(format!("{}: not a recording: {e}", recording.display())))?;
            storage::check_recording(&rec).map_err(|e| CliError(format!("{}: {e}", recording.display())))?;
            let id = id.unwrap_or_else(|| format!("proc-{}", rec.id));
            let p = crate::distill::distill(&rec, &id, rec.updated).map_err(CliError)?;
            writeln!(out, "{}", serde_json::to_string_pretty(&p).unwrap()).map_err(io)?;
        }
        Command::Retrieve { store, task, url, top: k, json, queries, explain } => {
            let file = load_store(&store)?;
            // One index for every query, as the extension keeps it.
            let mut index = retrieval::Index::build(&file.procedures);
            let now = store_now(&file.procedures);
            if let Some(path) = queries {
                let reader = std::io::BufReader::new(std::fs::File::open(&path).map_err(|e| CliError(format!("cannot read {}: {e}", path.display())))?);
                for (n, line) in reader.lines().enumerate() {
                    let line = line.map_err(|e| CliError(format!("{}: {e}", path.display())))?;
                    if line.trim().is_empty() {
                        continue;
                    }
                    let q: Query = serde_json::from_str(&line).map_err(|e| CliError(format!("{} line {}: expected {{\"task\", \"url\"}}: {e}", path.display(), n + 1)))?;
                    let found = index.retrieve(&q.task, q.url.as_deref(), now, k);
                    let body = serde_json::json!({ "results": result_lines(&found) });
                    writeln!(out, "{body}").map_err(io)?;
                }
            } else {
                let task = task.unwrap_or_default();
                let found = index.retrieve(&task, url.as_deref(), now, k);
                if let Some(id) = explain {
                    if !index.contains(&id) {
                        return Err(CliError(format!("{}: no procedure {id}", store.display())));
                    }
                    writeln!(out, "{id}: {}", index.explain(&id, &task, url.as_deref(), now)).map_err(io)?;
                } else if json {
                    let body = serde_json::json!({ "results": result_lines(&found) });
                    writeln!(out, "{}", serde_json::to_string_pretty(&body).unwrap()).map_err(io)?;
                } else if found.is_empty() {
                    writeln!(out, "No procedure fits this task.").map_err(io)?;
                } else {
                    for (i, m) in found.iter().enumerate() {
                        writeln!(out, "{}. {} — {:.0}% ({})", i + 1, m.title, m.score * 100.0, m.reason).map_err(io)?;
                        let bound: Vec<String> = m.parameters.iter().map(|(k, v)| format!("{{{k}}} = {}", v.as_deref().unwrap_or("?"))).collect();
                        if !bound.is_empty() {
                            writeln!(out, "   {}", bound.join(", ")).map_err(io)?;
                        }
                    }
                }
            }
        }
        Command::Synth { count, seed, tasks, index } => match tasks {
            None if index => {
                let shards = retrieval::Index::build(&crate::synth::procedures(count, seed)).all_shards_json();
                writeln!(out, "{}", serde_json::to_string(&shards).unwrap()).map_err(io)?;
            }
            Some(n) => {
                for (task, url) in crate::synth::tasks(n, count, seed) {
                    writeln!(out, "{}", serde_json::json!({ "task": task, "url": url })).map_err(io)?;
                }
            }
            None => {
                let procedures = crate::synth::procedures(count, seed);
                let file = storage::export_file(Vec::new(), procedures, 1.8e12);
                serde_json::to_writer(&mut *out, &file).map_err(|e| CliError(format!("cannot write output: {e}")))?;
                writeln!(out).map_err(io)?;
            }
        },
        Command::Inspect { store } => {
            let file = load_store(&store)?;
            write!(out, "{}", inspect(&file)).map_err(io)?;
        }
    }
    Ok(())
}

pub fn inspect(file: &ExportFile) -> String {
    let mut s = format!(
        "{} procedures, {} recordings (schema {})\n",
        file.procedures.len(),
        file.recordings.len(),
        file.schema_version
    );
    let deprecated = file.procedures.iter().filter(|p| p.stats.deprecated).count();
    if deprecated > 0 {
        s += &format!("{deprecated} deprecated (hidden from retrieval)\n");
    }
    for p in &file.procedures {
        let a = &p.abstract_;
        let st = &p.stats;
        s += &format!("\n{} [{}] v{}{}\n", p.title, p.id, p.version, if st.deprecated { " — DEPRECATED" } else { "" });
        s += &format!("  goal: {}\n  domains: {}\n", a.goal, a.domains.join(", "));
        let slots: Vec<String> = a
            .parameters
            .iter()
            .map(|x| match x.kind {
                SlotKind::Secret => format!("{{{}}} secret", x.name),
                k => format!("{{{}}} {} e.g. {}", x.name, if k == SlotKind::Choice { "choice" } else { "text" }, x.example.as_deref().unwrap_or("?")),
            })
            .collect();
        s += &format!("  slots: {}\n", if slots.is_empty() { "none".into() } else { slots.join("; ") });
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
            let f: Vec<String> = st.step_failures.iter().map(|(k, v)| format!("{k}×{v}")).collect();
            s += &format!("  failing steps: {}\n", f.join(", "));
        }
    }
    s
}
