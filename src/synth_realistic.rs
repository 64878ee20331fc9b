//! A realistic library for benchmarks (issue 14), grown from the intent set's demonstrations
//! (eval/intents: real web-app tasks as people record them) rather than from word lists: each
//! of its sites becomes many sites of the same kind, each holding many procedures that share
//! the site's vocabulary — the same task recorded again with other values (long titles holding
//! them), questions and instructions, near-duplicate templates. Tasks are the intent set's own
//! phrasings (other instances, near misses, unrelated), asked on one of those sites.
//! Deterministic for a seed. The caller passes the files' text (the core does no I/O).

use super::Rng;
use crate::model::{Procedure, Recording};
use serde_json::Value;
use std::collections::BTreeMap;

/// About this many procedures per site: a team's library holds many on the sites it uses most.
pub const PER_SITE: usize = 200;

/// One intent-set task line: its text, page, the procedure it is for (if any) and the values
/// it gives (demonstrated value → this task's value).
#[derive(Clone, Debug, Default, serde::Deserialize)]
#[serde(default)]
struct Intent {
    task: String,
    url: Option<String>,
    expected: Option<String>,
    values: BTreeMap<String, String>,
}

/// The intent set's procedures (distilled with the current core) and tasks.
fn load(recordings: &str, tasks: &str) -> Result<(Vec<Procedure>, Vec<Intent>), String> {
    let recordings: Vec<Recording> =
        serde_json::from_str(recordings).map_err(|e| format!("recordings: {e}"))?;
    let procedures = recordings
        .iter()
        .filter_map(|r| {
            let id = r.procedure_id.clone()?;
            crate::distill::distill(r, &id, r.updated).ok()
        })
        .collect::<Vec<_>>();
    let tasks = tasks
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str::<Intent>(l).map_err(|e| format!("tasks: {e}")))
        .collect::<Result<Vec<_>, _>>()?;
    if procedures.is_empty() || tasks.is_empty() {
        return Err("the intent set holds no procedures or no tasks".into());
    }
    Ok((procedures, tasks))
}

/// Every string in a JSON value, changed by `f`.
fn map_strings(v: &mut Value, f: &dyn Fn(&str) -> String) {
    match v {
        Value::String(s) => *s = f(s),
        Value::Array(items) => items.iter_mut().for_each(|x| map_strings(x, f)),
        Value::Object(map) => map.values_mut().for_each(|x| map_strings(x, f)),
        _ => {}
    }
}

/// The `copy`-th site of a kind: its first copy keeps the intent set's host.
fn host_copy(host: &str, copy: usize) -> String {
    if copy == 0 {
        return host.to_string();
    }
    match host.split_once('.') {
        Some((first, rest)) if rest.contains('.') => format!(
            "{first}.{rest_label}{copy}.{tld}",
            rest_label = rest.rsplit_once('.').map_or(rest, |(l, _)| l),
            tld = rest.rsplit_once('.').map_or("com", |(_, t)| t)
        ),
        Some((name, tld)) => format!("{name}{copy}.{tld}"),
        None => format!("{host}{copy}"),
    }
}

/// A variant of `base`: another instance's values put in (when the set has one), its digits
/// re-drawn (one permutation for the whole procedure, so a value reads the same everywhere in
/// it), on the `copy`-th site of its kind.
fn variant(
    base: &Procedure,
    values: Option<&BTreeMap<String, String>>,
    digits: [char; 10],
    host: &str,
    copy: usize,
    id: String,
    rng: &mut Rng,
) -> Procedure {
    let mut v = serde_json::to_value(base).expect("procedures serialise");
    let new_host = host_copy(host, copy);
    let pairs: Vec<(String, String)> = values
        .map(|m| {
            m.iter()
                .filter(|(from, to)| from.len() >= 2 && !to.is_empty())
                .map(|(a, b)| (a.clone(), b.clone()))
                .collect()
        })
        .unwrap_or_default();
    let f = move |s: &str| -> String {
        let mut s = s.to_string();
        for (from, to) in &pairs {
            if s.contains(from.as_str()) {
                s = s.replace(from.as_str(), to);
            }
        }
        let s: String = s
            .chars()
            .map(|c| c.to_digit(10).map_or(c, |d| digits[d as usize]))
            .collect();
        // (After the digits: a copy's number is part of its host name.)
        let s = if host.is_empty() {
            s
        } else {
            s.replace(host, &new_host)
        };
        // A value put into an address is written as a browser records it: a space or a
        // control character percent-encoded (the extension's import refuses them raw).
        if s.starts_with("http://") || s.starts_with("https://") {
            s.chars()
                .map(|c| {
                    if c == ' ' || c.is_control() {
                        let mut b = [0u8; 4];
                        c.encode_utf8(&mut b)
                            .bytes()
                            .map(|x| format!("%{x:02X}"))
                            .collect()
                    } else {
                        c.to_string()
                    }
                })
                .collect()
        } else {
            s
        }
    };
    map_strings(&mut v, &f);
    let mut p: Procedure = serde_json::from_value(v).expect("a variant reads as a procedure");
    p.id = id;
    let runs = rng.below(6) as u32;
    let successes = rng.below(runs as usize + 1) as u32;
    p.stats.uses = runs;
    p.stats.successes = successes;
    p.stats.failures = runs - successes;
    p.stats.last_used = (runs > 0).then_some(1.7e12);
    p
}

fn permutation(rng: &mut Rng) -> [char; 10] {
    let mut d = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    for i in (1..10).rev() {
        d.swap(i, rng.below(i + 1));
    }
    d
}

/// The intent set's sites: host → its procedures (by index), in a fixed order.
fn sites(procedures: &[Procedure]) -> Vec<(String, Vec<usize>)> {
    let mut by: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, p) in procedures.iter().enumerate() {
        let host = p.abstract_.domains.first().cloned().unwrap_or_default();
        by.entry(host).or_default().push(i);
    }
    by.into_iter().collect()
}

/// `count` procedures grown from the intent set (about PER_SITE per site).
pub fn procedures(
    recordings: &str,
    tasks: &str,
    count: usize,
    seed: u64,
) -> Result<Vec<Procedure>, String> {
    let (base, intents) = load(recordings, tasks)?;
    let kinds = sites(&base);
    // The procedure's other instances in the set: what a person would type as the title when
    // recording the same task again, and the values it holds.
    let mut instances: BTreeMap<&str, Vec<&Intent>> = BTreeMap::new();
    for t in &intents {
        if let Some(e) = t.expected.as_deref() {
            instances.entry(e).or_default().push(t);
        }
    }
    let mut rng = Rng(seed ^ 0x5EED);
    let site_count = count.div_ceil(PER_SITE).max(1);
    let mut out = Vec::with_capacity(count);
    for i in 0..count {
        // Site s is the (s / kinds)-th copy of kind (s % kinds); its procedures cycle through
        // the kind's tasks, each time with other values.
        let s = i % site_count;
        let (host, members) = &kinds[s % kinds.len()];
        let copy = s / kinds.len();
        let round = i / site_count;
        let b = &base[members[round % members.len()]];
        let instance = instances
            .get(b.id.as_str())
            .filter(|v| !v.is_empty())
            .map(|v| v[rng.below(v.len())]);
        let digits = permutation(&mut rng);
        let mut p = variant(
            b,
            instance.map(|t| &t.values),
            digits,
            host,
            copy,
            format!("real-{i:06}"),
            &mut rng,
        );
        // Recorded again, the task is typed as the title three times in four (a question, an
        // instruction, with its values), else the first recording's title stands.
        if let Some(t) = instance.filter(|_| round > 0 && rng.below(4) > 0) {
            let title: String = t
                .task
                .chars()
                .map(|c| c.to_digit(10).map_or(c, |d| digits[d as usize]))
                .collect();
            if !title.trim().is_empty() && title.chars().count() <= 200 {
                p.title = title;
            }
        }
        out.push(p);
    }
    Ok(out)
}

/// `n` tasks for a library of `count` grown from the same set: the intent set's tasks, each
/// asked on one of the sites of its kind (its page moved there).
pub fn tasks(
    recordings: &str,
    tasks: &str,
    n: usize,
    count: usize,
    seed: u64,
) -> Result<Vec<(String, Option<String>)>, String> {
    let (base, intents) = load(recordings, tasks)?;
    let kinds = sites(&base);
    let site_count = count.div_ceil(PER_SITE).max(1);
    let mut rng = Rng(seed ^ 0x7A5C);
    Ok((0..n)
        .map(|_| {
            let t = &intents[rng.below(intents.len())];
            let url = t.url.as_ref().map(|u| {
                let host = crate::urls::host(u).unwrap_or_default();
                // The kind of site the task was asked on, and one of that kind's sites in the
                // library (site s is copy s / kinds of kind s % kinds).
                let kind = kinds
                    .iter()
                    .position(|(h, _)| !h.is_empty() && crate::urls::domain_match(&host, h) > 0.0);
                match kind {
                    Some(k) => {
                        let held =
                            site_count / kinds.len() + usize::from(k < site_count % kinds.len());
                        let copy = rng.below(held.max(1));
                        let from = &kinds[k].0;
                        u.replace(from.as_str(), &host_copy(from, copy))
                    }
                    None => u.clone(),
                }
            });
            (t.task.clone(), url)
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORDINGS: &str = include_str!("../eval/intents/recordings.json");
    const TASKS: &str = include_str!("../eval/intents/tasks.jsonl");

    #[test]
    fn a_realistic_library_is_valid_deterministic_and_has_many_procedures_per_site() {
        let a = procedures(RECORDINGS, TASKS, 1_000, 3).unwrap();
        assert_eq!(a, procedures(RECORDINGS, TASKS, 1_000, 3).unwrap());
        assert_eq!(a.len(), 1_000);
        let mut per_site: BTreeMap<&str, usize> = BTreeMap::new();
        for p in &a {
            crate::storage::check_procedure(p).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            *per_site.entry(&p.abstract_.domains[0]).or_default() += 1;
        }
        assert!(per_site.len() >= 5, "{per_site:?}");
        assert!(per_site.values().all(|&n| n >= 50), "{per_site:?}");
        // Titles hold values, and the same task recorded again reads with other values.
        let titles: std::collections::BTreeSet<&str> = a.iter().map(|p| p.title.as_str()).collect();
        assert!(titles.len() > 500, "{} distinct titles", titles.len());
        let t = tasks(RECORDINGS, TASKS, 20, 1_000, 3).unwrap();
        assert_eq!(t.len(), 20);
        // A task's page is moved to a site of its kind the library holds (at this size one
        // of each kind), unless it was on a site the set has no procedure for.
        let big = procedures(RECORDINGS, TASKS, 6_000, 3).unwrap();
        let hosts: std::collections::BTreeSet<&str> = big
            .iter()
            .map(|p| p.abstract_.domains[0].as_str())
            .collect();
        let asked: Vec<String> = tasks(RECORDINGS, TASKS, 200, 6_000, 3)
            .unwrap()
            .into_iter()
            .filter_map(|(_, u)| u.as_deref().and_then(crate::urls::host))
            .collect();
        let held = asked
            .iter()
            .filter(|h| hosts.iter().any(|d| crate::urls::domain_match(h, d) > 0.0))
            .count();
        assert!(held * 10 >= asked.len() * 8, "{held} of {}", asked.len());
        // The whole library imports into the extension as it is (its strict reader: values put
        // into addresses are encoded as a browser records them).
        let file = crate::storage::export_file(Vec::new(), big, None, 1.8e12);
        let text = serde_json::to_string(&file).unwrap();
        if let Err(e) = crate::storage::parse_import(&text) {
            panic!("{e}");
        }
    }

    #[test]
    fn host_copies_stay_host_names() {
        assert_eq!(host_copy("secure.bank.com", 0), "secure.bank.com");
        assert_eq!(host_copy("secure.bank.com", 2), "secure.bank2.com");
        assert_eq!(host_copy("bank.com", 3), "bank3.com");
    }
}
