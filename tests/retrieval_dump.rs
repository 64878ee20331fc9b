//! Every answer retrieval gives on every task we hold, written out so that a change meant to be
//! faster, not different, can be shown to change nothing: run it before and after, and compare.
//!
//! `RETRIEVAL_DUMP=answers.jsonl cargo test --release --test retrieval_dump -- --ignored`
//!
//! One line per task: the evaluation set's queries, the intent set's tasks (every split, with the
//! expected procedure's binding), and the realistic library's tasks at 1k and 10k procedures —
//! each with the whole match list (ids, scores and their parts, reasons, bound values).
#![cfg(not(target_arch = "wasm32"))]

use procmem::model::{Procedure, Recording};
use procmem::retrieval::{self, binding};
use procmem::synth;
use serde::Deserialize;
use std::io::Write;

const STORE: &str = include_str!("../eval/store.json");
const QUERIES: &str = include_str!("../eval/queries.jsonl");
const RECORDINGS: &str = include_str!("../eval/intents/recordings.json");
const TASKS: &str = include_str!("../eval/intents/tasks.jsonl");

#[derive(Deserialize)]
struct Asked {
    task: String,
    #[serde(default)]
    url: Option<String>,
    #[serde(default)]
    expected: Option<String>,
}

fn newest(procedures: &[Procedure]) -> f64 {
    procedures.iter().map(|p| p.updated).fold(0.0, f64::max)
}

fn asked(lines: &str) -> Vec<Asked> {
    lines
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).expect("a task line"))
        .collect()
}

#[test]
#[ignore = "a measuring tool: run with RETRIEVAL_DUMP=<file> -- --ignored"]
fn dump_every_answer() {
    let Ok(path) = std::env::var("RETRIEVAL_DUMP") else {
        panic!("set RETRIEVAL_DUMP to the file to write");
    };
    let mut out = std::io::BufWriter::new(std::fs::File::create(&path).expect("RETRIEVAL_DUMP"));
    let mut write = |set: &str, procedures: &[Procedure], tasks: &[Asked], bind: bool| {
        let now = newest(procedures);
        let mut index = retrieval::Index::build(procedures);
        for t in tasks {
            let found = index.retrieve(&t.task, t.url.as_deref(), now, retrieval::TOP_K);
            let bound = t
                .expected
                .as_deref()
                .filter(|_| bind)
                .and_then(|id| procedures.iter().find(|p| p.id == id))
                .map(|p| binding::bind(p, &t.task));
            let line = serde_json::json!({
                "set": set, "task": t.task, "url": t.url, "found": found, "bound": bound,
            });
            writeln!(out, "{line}").expect("write");
        }
    };

    let store = procmem::storage::parse_import(STORE).expect("eval/store.json");
    write("eval", &store.procedures, &asked(QUERIES), false);

    let recordings: Vec<Recording> = serde_json::from_str(RECORDINGS).expect("recordings");
    let procedures: Vec<Procedure> = recordings
        .iter()
        .map(|r| {
            let id = r.procedure_id.clone().expect("a procedure id");
            procmem::distill::distill(r, &id, r.updated).expect("distils")
        })
        .collect();
    write("intents", &procedures, &asked(TASKS), true);

    for (count, n) in [(1_000, 400), (10_000, 200)] {
        let procedures = synth::realistic::procedures(RECORDINGS, TASKS, count, 1).expect("synth");
        let tasks: Vec<Asked> = synth::realistic::tasks(RECORDINGS, TASKS, n, count, 1)
            .expect("synth tasks")
            .into_iter()
            .map(|(task, url)| Asked {
                task,
                url,
                expected: None,
            })
            .collect();
        write(&format!("realistic {count}"), &procedures, &tasks, false);
    }
}
