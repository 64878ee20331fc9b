//! `procmem mcp --store <library.json>` (or `--server <url> --token …`, the team library of
//! docs/TEAM.md): the memory served over stdio with the Model Context
//! Protocol, through the official Rust SDK (`rmcp`). The library is procmem's export file; every
//! answer comes from the core (the same results and block as the extension). What the tools
//! learn is written back to the file under an exclusive lock on a sidecar lock file, re-reading
//! the file first and merging, then replacing it atomically (store.rs) — so two servers (or a
//! server and `procmem add`) never lose each other's updates. Logs go to stderr; stdout is the
//! protocol.

use crate::store::{self, Stamp};
use procmem::memory::{api, exchange, lessons::NewLesson, working::Cycle, Memory};
use procmem::replay::learning::{self, Outcome};
use procmem::storage::ExportFile;
use rmcp::{
    handler::server::{router::tool::ToolRouter, wrapper::Parameters},
    model::{CallToolResult, ContentBlock, ServerCapabilities, ServerConfig},
    schemars, tool, tool_handler, tool_router, ErrorData as McpError, ServerHandler, ServiceExt,
};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tokio::sync::Mutex;

fn now_ms() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as f64)
        .unwrap_or(0.0)
}

/// The library as last read, with its retrieval index and the experience memory (its layers
/// from the file, and the tasks in progress, which live only in this process).
struct State {
    /// The library file (`--store`); none when serving a team library.
    path: Option<PathBuf>,
    /// The team library (`--server`): procedures are mirrored from its feed before each answer.
    remote: Option<crate::remote::Remote>,
    file: ExportFile,
    index: procmem::retrieval::Index,
    memory: Memory,
    /// The version of the file last read or written (or last found unreadable).
    stamp: Option<Stamp>,
}

impl State {
    fn load(path: &Path) -> Result<State, String> {
        let stamp = store::stamp(path);
        let file = store::read(path)?;
        let mut s = State {
            path: Some(path.to_path_buf()),
            remote: None,
            index: procmem::retrieval::Index::build(&file.procedures),
            memory: Memory::fresh(now_ms()),
            file,
            stamp,
        };
        s.take_memory();
        Ok(s)
    }

    /// The file's memory merged into the one kept (tasks in progress stay; merging is
    /// idempotent: counters take the larger, items are matched, never doubled).
    fn take_memory(&mut self) {
        if let Some(x) = self.file.memory.clone() {
            exchange::merge(&mut self.memory, x, now_ms());
        }
    }

    fn replace(&mut self, file: ExportFile, stamp: Option<Stamp>) {
        // Only what changed is indexed again (an outcome changes one procedure's counters).
        self.index.sync(&self.file.procedures, &file.procedures);
        self.file = file;
        self.stamp = stamp;
        self.take_memory();
    }

    /// Re-reads the file when it changed on disk (`--watch`): another inode (a writer renamed a
    /// new file over it, as procmem and browsers' downloads do), length or modification time.
    /// A file that fails to read keeps the last good library, said once per version on stderr.
    fn reload_if_changed(&mut self) {
        let Some(path) = self.path.clone() else {
            return;
        };
        let now = store::stamp(&path);
        if now.is_none() || now == self.stamp {
            return;
        }
        match store::read(&path) {
            // The stamp was taken before the read: a write landing in between is read again
            // at the next call, never missed.
            Ok(file) => {
                self.replace(file, now);
                eprintln!(
                    "procmem mcp: reloaded {} ({} procedures)",
                    path.display(),
                    self.file.procedures.len()
                );
            }
            Err(e) => {
                self.stamp = now;
                eprintln!("procmem mcp: kept the last good library: {e}");
            }
        }
    }

    /// The team library's changes since the last answer, taken into the mirror (`--server`).
    /// Offline, the last copy answers (said on stderr).
    async fn pull_remote(&mut self) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        let (changed, error) = remote.pull().await;
        if let Some(e) = error {
            eprintln!("procmem mcp: answering from the last copy of the team library: {e}");
        }
        if changed.is_empty() {
            return;
        }
        let mut next = self.file.procedures.clone();
        for p in changed {
            match next.iter_mut().find(|x| x.id == p.id) {
                Some(x) => *x = p,
                None => next.push(p),
            }
        }
        self.index.sync(&self.file.procedures, &next);
        self.file.procedures = next;
    }

    /// Changes the file on disk under its lock, on its latest content, and takes the result.
    fn update<T>(
        &mut self,
        change: impl FnOnce(&mut ExportFile) -> Result<T, String>,
    ) -> Result<T, String> {
        let Some(path) = self.path.clone() else {
            return Err("This server holds no library file.".into());
        };
        let (out, file, stamp) = store::update(&path, false, now_ms(), change)?;
        self.replace(file, stamp);
        Ok(out)
    }

    /// Writes the memory's layers back, merged with whatever the file holds now.
    fn save_memory(&mut self) -> Result<(), String> {
        // (With a team library, the experience memory lives in this process: docs/TEAM.md.)
        if self.path.is_none() {
            return Ok(());
        }
        let mine = exchange::export(&self.memory);
        self.update(|f| {
            let now = now_ms();
            let mut merged = Memory::fresh(now);
            if let Some(theirs) = f.memory.take() {
                exchange::merge(&mut merged, theirs, now);
            }
            exchange::merge(&mut merged, mine, now);
            f.memory = Some(exchange::export(&merged));
            Ok(())
        })
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct RetrieveArgs {
    #[schemars(description = "The task, as the user or agent said it")]
    pub task: String,
    #[schemars(description = "The page the task starts on")]
    pub url: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct IdArgs {
    #[schemars(description = "The procedure's id (from retrieve_procedures)")]
    pub id: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct OutcomeArgs {
    pub procedure_id: String,
    pub success: bool,
    #[schemars(description = "The id of the step that failed, when known")]
    pub failed_step: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct ErrorArgs {
    pub command: String,
    pub error: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct RecallArgs {
    pub task: String,
    pub url: Option<String>,
    #[schemars(description = "An error just met: the command that failed and what it said")]
    pub error: Option<ErrorArgs>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct CycleArgs {
    pub task_id: String,
    pub goal: Option<String>,
    pub thought: Option<String>,
    pub action: String,
    pub observation: Option<String>,
    #[schemars(description = "\"success\", or \"failure: what went wrong\"")]
    pub outcome: String,
    pub url: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct LessonArgs {
    #[schemars(description = "tool_fallback, best_practice, error_recovery or site_specific")]
    pub category: Option<String>,
    pub failed_command: Option<String>,
    pub error: Option<String>,
    #[schemars(description = "The advice: what to do instead")]
    pub fix: String,
    pub domain: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct ContextArgs {
    pub task: String,
    pub url: Option<String>,
    pub task_id: Option<String>,
    #[schemars(description = "Tokens the block may take (100 to 32,000; default 2,000)")]
    pub budget_tokens: Option<usize>,
}

#[derive(Clone)]
pub struct Server {
    state: Arc<Mutex<State>>,
    watch: bool,
    #[allow(dead_code)] // read by the tool_handler macro
    tool_router: ToolRouter<Self>,
}

fn ok(value: serde_json::Value) -> Result<CallToolResult, McpError> {
    Ok(CallToolResult::success(vec![ContentBlock::text(
        value.to_string(),
    )]))
}

fn refused(sentence: String) -> Result<CallToolResult, McpError> {
    Ok(CallToolResult::error(vec![ContentBlock::text(sentence)]))
}

#[tool_router]
impl Server {
    async fn state(&self) -> tokio::sync::MutexGuard<'_, State> {
        let mut s = self.state.lock().await;
        if self.watch {
            s.reload_if_changed();
        }
        s.pull_remote().await;
        s
    }

    #[tool(
        description = "The procedures of the library that fit a task, best first, with the values the task gives their slots, and the <procedural_memory> block to put in the prompt (empty when none fits: no memory is better than a wrong one)."
    )]
    async fn retrieve_procedures(
        &self,
        Parameters(a): Parameters<RetrieveArgs>,
    ) -> Result<CallToolResult, McpError> {
        if a.task.trim().is_empty() {
            return refused("Describe the task first.".into());
        }
        let mut s = self.state().await;
        let s = &mut *s;
        // The page without its credentials, as the extension asks; an export holds no runs.
        let url = a.url.as_deref().map(procmem::urls::redact);
        let now = s.file.exported_at.max(now_ms());
        let answer = procmem::context::answer_indexed(
            &mut s.index,
            &s.file.procedures,
            &[],
            &a.task,
            url.as_deref(),
            now,
        );
        ok(serde_json::json!({"results": answer.results, "context": answer.context}))
    }

    #[tool(
        description = "One procedure as stored: its abstract (goal, parameters, flow) and steps."
    )]
    async fn get_procedure(
        &self,
        Parameters(a): Parameters<IdArgs>,
    ) -> Result<CallToolResult, McpError> {
        let s = self.state().await;
        match s.file.procedures.iter().find(|p| p.id == a.id) {
            Some(p) => {
                // Secrets are never stored; scrubbed again on the way out all the same.
                let mut p = p.clone();
                procmem::storage::scrub_procedure(&mut p);
                ok(serde_json::to_value(p).unwrap_or_default())
            }
            None => refused(format!(
                "No procedure {:?} in this library.",
                procmem::text::truncate(&a.id, 64)
            )),
        }
    }

    #[tool(
        description = "How a run of a procedure went: it updates the procedure's success counts (and the step that failed), written back to the library file."
    )]
    async fn report_outcome(
        &self,
        Parameters(a): Parameters<OutcomeArgs>,
    ) -> Result<CallToolResult, McpError> {
        let mut s = self.state().await;
        // A team library counts it for the team, in the server's transaction.
        if let Some(remote) = &s.remote {
            let answer = remote
                .outcome(&a.procedure_id, a.success, a.failed_step.as_deref())
                .await;
            return match answer {
                Ok(v) => {
                    s.pull_remote().await;
                    ok(v)
                }
                Err(e) => refused(e),
            };
        }
        let outcome = Outcome {
            success: a.success,
            failed_step: a.failed_step.clone(),
            time: now_ms(),
            cause: Default::default(),
        };
        let id = a.procedure_id.clone();
        let r = s.update(|f| {
            let p = f
                .procedures
                .iter_mut()
                .find(|p| p.id == id)
                .ok_or_else(|| format!("No procedure {:?} in this library.", procmem::text::truncate(&id, 64)))?;
            if let Some(step) = &outcome.failed_step {
                if !p.steps.iter().any(|s| &s.id == step) {
                    return Err(format!("The procedure has no step {:?}.", procmem::text::truncate(step, 64)));
                }
            }
            let deprecated = learning::record_outcome(p, &outcome);
            Ok(serde_json::json!({"procedure_id": p.id, "stats": p.stats, "deprecated": deprecated}))
        });
        match r {
            Ok(v) => ok(v),
            Err(e) => refused(e),
        }
    }

    #[tool(
        description = "The lessons, site facts and agent trajectory that fit a task (and an error just met), as data."
    )]
    async fn recall(
        &self,
        Parameters(a): Parameters<RecallArgs>,
    ) -> Result<CallToolResult, McpError> {
        let mut s = self.state().await;
        let error = a.error.map(|e| api::ErrorSeen {
            command: e.command,
            error: e.error,
        });
        let url = a.url.as_deref().map(procmem::urls::redact);
        let r = api::recall(
            &mut s.memory,
            &a.task,
            url.as_deref(),
            error.as_ref(),
            now_ms(),
        );
        ok(serde_json::to_value(r).unwrap_or_default())
    }

    #[tool(
        description = "One thought/action/observation/outcome cycle of a task in progress; answers a loop warning when one action repeats 3 times in the last 10, and a repeated-failure warning."
    )]
    async fn record_cycle(
        &self,
        Parameters(a): Parameters<CycleArgs>,
    ) -> Result<CallToolResult, McpError> {
        let mut s = self.state().await;
        let cycle = Cycle {
            thought: a.thought.unwrap_or_default(),
            action: a.action,
            observation: a.observation.unwrap_or_default(),
            outcome: a.outcome,
            url: a.url.map(|u| procmem::urls::redact(&u)).unwrap_or_default(),
            time: now_ms(),
        };
        match s.memory.record_cycle(
            &a.task_id,
            a.goal.as_deref().unwrap_or(""),
            &cycle,
            now_ms(),
        ) {
            Ok(w) => ok(serde_json::json!({"warnings": w})),
            Err(e) => refused(e),
        }
    }

    #[tool(
        description = "A lesson learned: what failed (command, error) and what to do instead; kept in the library's memory."
    )]
    async fn record_lesson(
        &self,
        Parameters(a): Parameters<LessonArgs>,
    ) -> Result<CallToolResult, McpError> {
        let mut s = self.state().await;
        let new = NewLesson {
            category: a.category,
            failed_command: a.failed_command,
            error: a.error,
            fix: a.fix,
            domain: a.domain.clone(),
        };
        let recorded = match s
            .memory
            .record_lesson(&new, a.domain.as_deref(), "agent", now_ms())
        {
            Ok(r) => r,
            Err(e) => return refused(e),
        };
        match s.save_memory() {
            Ok(()) => ok(serde_json::json!({"recorded": recorded})),
            Err(e) => refused(e),
        }
    }

    #[tool(
        description = "The whole <procedural_memory> block for a task from every layer (working memory, recent tasks, procedures, lessons, site facts, known locators) within a token budget."
    )]
    async fn context(
        &self,
        Parameters(a): Parameters<ContextArgs>,
    ) -> Result<CallToolResult, McpError> {
        if a.task.trim().is_empty() {
            return refused("Describe the task first.".into());
        }
        let mut s = self.state().await;
        let s = &mut *s;
        let now = s.file.exported_at.max(now_ms());
        let req = api::ContextRequest {
            task: a.task,
            url: a.url,
            task_id: a.task_id,
            error: None,
            budget_tokens: a.budget_tokens,
        };
        let c = api::context_indexed(&mut s.memory, &req, &mut s.index, &s.file.procedures, now);
        ok(
            serde_json::json!({"context": c.context, "sections": c.sections, "tokens": c.tokens, "budget_tokens": c.budget_tokens}),
        )
    }
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(rmcp::model::Implementation::new("procmem", env!("CARGO_PKG_VERSION")))
            .with_instructions(
            "procmem: procedural memory for browser agents. Call retrieve_procedures (or context) at the start of a web task and put the block in your prompt; report_outcome after running a procedure; record_cycle each step to be warned of loops; record_lesson when a failure taught you something.",
        )
    }
}

/// Where the library served comes from.
pub enum Source<'a> {
    /// A library file (`--store`).
    File(&'a Path),
    /// A team library (`--server` and its token).
    Team { url: &'a str, token: &'a str },
}

/// Serves the library until the client closes stdin.
pub fn serve(source: Source, watch: bool) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))?;
    let state = match source {
        Source::File(store) => {
            let state = State::load(store)?;
            eprintln!(
                "procmem mcp: serving {} ({} procedures){}",
                store.display(),
                state.file.procedures.len(),
                if watch {
                    ", reloading it when it changes"
                } else {
                    ""
                }
            );
            state
        }
        Source::Team { url, token } => {
            let remote = crate::remote::Remote::new(url, token)?;
            let now = now_ms();
            let mut state = State {
                path: None,
                file: ExportFile {
                    format: procmem::storage::FORMAT_NAME.into(),
                    schema_version: procmem::storage::EXPORT_SCHEMA_VERSION,
                    exported_at: now,
                    recordings: Vec::new(),
                    procedures: Vec::new(),
                    memory: None,
                },
                index: procmem::retrieval::Index::build(&[]),
                memory: Memory::fresh(now),
                stamp: None,
                remote: Some(remote),
            };
            runtime.block_on(state.pull_remote());
            eprintln!(
                "procmem mcp: serving the team library at {} ({} procedures)",
                url,
                state.file.procedures.len()
            );
            state
        }
    };
    let server = Server {
        state: Arc::new(Mutex::new(state)),
        watch,
        tool_router: Server::tool_router(),
    };
    runtime.block_on(async move {
        let running = server
            .serve(rmcp::transport::stdio())
            .await
            .map_err(|e| format!("the MCP session did not start: {e}"))?;
        running
            .waiting()
            .await
            .map_err(|e| format!("the MCP session ended with an error: {e}"))?;
        Ok(())
    })
}
