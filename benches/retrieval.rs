//! Retrieval over libraries of 1k, 10k and 100k procedures — the synthetic one (src/synth.rs)
//! and the realistic one grown from eval/intents (src/synth_realistic.rs): one query against a
//! built index, building the index, one procedure added to a large index, and loading 10k stored
//! entries (the core's share of a cold start). `cargo bench --bench retrieval`; figures in
//! docs/PERFORMANCE.md.
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use procmem::retrieval::Index;
use procmem::synth;
use std::hint::black_box;

const NOW: f64 = 1.8e12;

fn retrieve(c: &mut Criterion) {
    let mut group = c.benchmark_group("retrieve");
    for n in [1_000, 10_000, 100_000] {
        let mut index = Index::build(&synth::procedures(n, 1));
        let tasks = synth::tasks(64, n, 1);
        let mut i = 0;
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, _| {
            b.iter(|| {
                let (task, url) = &tasks[i % tasks.len()];
                i += 1;
                black_box(index.retrieve(task, Some(url), NOW, 3))
            })
        });
    }
    group.finish();
}

const RECORDINGS: &str = include_str!("../eval/intents/recordings.json");
const TASKS: &str = include_str!("../eval/intents/tasks.jsonl");

fn retrieve_realistic(c: &mut Criterion) {
    let mut group = c.benchmark_group("retrieve realistic");
    for n in [1_000, 10_000, 100_000] {
        let procedures = synth::realistic::procedures(RECORDINGS, TASKS, n, 1).unwrap();
        let mut index = Index::build(&procedures);
        drop(procedures);
        let tasks = synth::realistic::tasks(RECORDINGS, TASKS, 64, n, 1).unwrap();
        let mut i = 0;
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, _| {
            b.iter(|| {
                let (task, url) = &tasks[i % tasks.len()];
                i += 1;
                black_box(index.retrieve(task, url.as_deref(), NOW, 3))
            })
        });
    }
    group.finish();
}

fn build_realistic(c: &mut Criterion) {
    let mut group = c.benchmark_group("build index realistic");
    group.sample_size(10);
    for n in [1_000, 10_000] {
        let procedures = synth::realistic::procedures(RECORDINGS, TASKS, n, 1).unwrap();
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, _| {
            b.iter(|| black_box(Index::build(&procedures).len()))
        });
    }
    group.finish();
}

fn upsert(c: &mut Criterion) {
    let procedures = synth::procedures(100_000, 1);
    let mut index = Index::build(&procedures);
    let extra = synth::procedures(100_100, 2).split_off(100_000);
    let mut i = 0;
    c.bench_function("upsert one into 100k", |b| {
        b.iter(|| {
            // Replacing an indexed procedure: its old postings go, the new ones come.
            index.upsert_procedure(&extra[i % extra.len()]);
            i += 1;
        })
    });
}

fn load(c: &mut Criterion) {
    let shards = Index::build(&synth::procedures(10_000, 1)).all_shards_json();
    let bytes: usize = shards.iter().map(String::len).sum();
    println!(
        "stored index of 10k procedures: {bytes} bytes in {} shards",
        shards.len()
    );
    let mut group = c.benchmark_group("load stored index");
    group.sample_size(20);
    group.bench_function("10k", |b| {
        b.iter(|| black_box(Index::from_shards(&shards).unwrap().len()))
    });
    group.finish();
}

criterion_group!(
    benches,
    retrieve,
    retrieve_realistic,
    build_realistic,
    upsert,
    load
);
criterion_main!(benches);
