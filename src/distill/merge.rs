//! Another demonstration of an existing procedure: the steps of both are aligned (longest
//! common subsequence on what each step does to which element); steps present in only one
//! become optional, every parameter keeps all its demonstrated values, and the procedure moves
//! to its next version.

use super::distill;
use crate::describe::element_name;
use crate::model::{Procedure, Recording, Step};
use crate::text::squash;

/// What a step does to which element, independent of ids and values: two demonstrations of the
/// same task agree on this even when the page generated new ids.
fn step_key(s: &Step) -> String {
    let target = s.target.as_ref().map(|t| {
        let name = if s.slot.is_some() && !t.context_label.is_empty() {
            t.context_label.as_str()
        } else {
            element_name(t)
        };
        format!("{}|{}", t.role, squash(name).to_lowercase())
    });
    match target {
        Some(t) => format!("{:?}|{t}", s.action),
        None => format!(
            "{:?}|{}|{}",
            s.action,
            crate::urls::host(&s.url).unwrap_or_default(),
            crate::urls::path(&s.url)
        ),
    }
}

/// Pairs of indexes (a, b) of aligned steps, in order.
fn align(a: &[Step], b: &[Step]) -> Vec<(usize, usize)> {
    let (ka, kb): (Vec<String>, Vec<String>) = (
        a.iter().map(step_key).collect(),
        b.iter().map(step_key).collect(),
    );
    let mut lcs = vec![vec![0u32; kb.len() + 1]; ka.len() + 1];
    for i in (0..ka.len()).rev() {
        for j in (0..kb.len()).rev() {
            lcs[i][j] = if ka[i] == kb[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let (mut i, mut j, mut out) = (0, 0, Vec::new());
    while i < ka.len() && j < kb.len() {
        if ka[i] == kb[j] {
            out.push((i, j));
            i += 1;
            j += 1;
        } else if lcs[i + 1][j] >= lcs[i][j + 1] {
            i += 1;
        } else {
            j += 1;
        }
    }
    out
}

pub fn add_demonstration(p: &Procedure, rec: &Recording, now: f64) -> Result<Procedure, String> {
    let other = distill(rec, &p.id, now)?;
    let pairs = align(&p.steps, &other.steps);
    let mut merged = p.clone();
    let mut steps: Vec<Step> = Vec::new();
    // New step ids continue after every number already used ("s12", "m30" → m31…), so ids
    // stay unique across any number of merges. A number far beyond any count of steps (a file's
    // "s18446744073709551615") is no id this numbering can reach: counting on from it would
    // overflow.
    let mut next_id = p
        .steps
        .iter()
        .filter_map(|s| {
            s.id.trim_start_matches(|c: char| c.is_alphabetic())
                .parse::<usize>()
                .ok()
        })
        .filter(|&n| n < 1_000_000_000)
        .max()
        .unwrap_or(0)
        + 1;
    let (mut i, mut j) = (0, 0);
    let mut add_only_b = |steps: &mut Vec<Step>, s: &Step, merged: &mut Procedure| {
        let mut s = s.clone();
        // Keep step ids unique across demonstrations; bring its slot along.
        s.id = format!("m{next_id}");
        next_id += 1;
        s.optional = true;
        if let Some(slot) = s.slot.clone() {
            // The slot is already a parameter (an aligned step shares it): reuse it.
            let shared = steps
                .iter()
                .any(|x: &Step| x.slot.as_deref() == Some(slot.as_str()) && !x.id.starts_with('m'));
            if shared {
                steps.push(s);
                return;
            }
            if let Some(param) = other.abstract_.parameters.iter().find(|x| x.name == slot) {
                let mut param = param.clone();
                let mut name = param.name.clone();
                let mut n = 2;
                while merged.abstract_.parameters.iter().any(|x| x.name == name) {
                    name = crate::text::numbered_slot(&param.name, n);
                    n += 1;
                }
                param.name = name.clone();
                s.slot = Some(name.clone());
                if s.value.as_deref() == Some(&format!("{{{slot}}}")) {
                    s.value = Some(format!("{{{name}}}"));
                }
                merged.abstract_.parameters.push(param);
            }
        }
        steps.push(s);
    };
    for &(pa, pb) in &pairs {
        while i < pa {
            let mut s = p.steps[i].clone();
            s.optional = true;
            steps.push(s);
            i += 1;
        }
        while j < pb {
            add_only_b(&mut steps, &other.steps[j], &mut merged);
            j += 1;
        }
        let a = &p.steps[pa];
        let b = &other.steps[pb];
        // The same slot in both: keep every value it was demonstrated with.
        if let (Some(sa), Some(sb)) = (&a.slot, &b.slot) {
            let value = other
                .abstract_
                .parameters
                .iter()
                .find(|x| &x.name == sb)
                .and_then(|x| x.example.clone());
            if let (Some(param), Some(value)) = (
                merged
                    .abstract_
                    .parameters
                    .iter_mut()
                    .find(|x| &x.name == sa),
                value,
            ) {
                if param.examples.is_empty() {
                    param.examples.extend(param.example.clone());
                }
                if !param.examples.contains(&value) {
                    param.examples.push(value);
                }
            }
        }
        steps.push(a.clone());
        i = pa + 1;
        j = pb + 1;
    }
    while i < p.steps.len() {
        let mut s = p.steps[i].clone();
        s.optional = true;
        steps.push(s);
        i += 1;
    }
    while j < other.steps.len() {
        add_only_b(&mut steps, &other.steps[j], &mut merged);
        j += 1;
    }
    merged.steps = steps;
    for d in &other.abstract_.domains {
        if !merged.abstract_.domains.contains(d) {
            merged.abstract_.domains.push(d.clone());
        }
    }
    merged.source.recording_ids.push(rec.id.clone());
    merged.version = p.version.saturating_add(1);
    merged.updated = now;
    Ok(merged)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{EventKind, NavKind};
    use crate::recording::add_event;
    use crate::testkit::*;

    /// A procedure from a file or damaged storage with a version at its type's largest value and
    /// a step id numbered past any count ("s18446744073709551615"): another demonstration
    /// merges into it without overflowing either, and its new step ids are still unique. The
    /// near miss: an ordinary procedure's next version is one more.
    #[test]
    fn merging_into_a_procedure_at_the_end_of_its_numbers_overflows_nothing() {
        let mut first = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        assert_eq!(
            add_demonstration(&first, &tracker_demo("Create issue", ""), 1.0)
                .unwrap()
                .version,
            2
        );
        first.version = u32::MAX;
        first.steps[0].id = format!("s{}", u64::MAX);
        let mut rec = tracker_demo("Create issue", "");
        // A step only the second demonstration has, so it gets a new id.
        let url = format!("{TRACKER}/new.html");
        let mut t = rec.updated;
        click(
            &mut rec,
            field("button", "Preview", "#preview", &url),
            &mut t,
        );
        let merged = add_demonstration(&first, &rec, 1.0).unwrap();
        assert_eq!(merged.version, u32::MAX);
        let mut ids: Vec<&str> = merged.steps.iter().map(|s| s.id.as_str()).collect();
        assert!(ids.iter().any(|id| id.starts_with('m')), "{ids:?}");
        let all = ids.len();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), all);
        assert_eq!(
            crate::distill::rebuild(&rec, &first, 2.0).unwrap().version,
            u32::MAX
        );
    }

    #[test]
    fn a_second_demonstration_aligns_marks_optional_steps_and_keeps_examples() {
        let first = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        // Second time: already signed in, no description, but ticks the "bug" label.
        let mut rec = tracker_demo("Create issue", "");
        rec.id = "rec-2".into();
        let signed_in = rec
            .steps
            .iter()
            .position(|s| s.target.as_ref().is_some_and(|t| t.name == "New issue"))
            .unwrap();
        rec.steps.drain(1..signed_in);
        rec.steps[0].nav = Some(NavKind::Start);
        rec.steps
            .retain(|s| s.target.as_ref().is_none_or(|t| t.name != "Description"));
        for s in rec.steps.iter_mut() {
            if s.value.as_deref() == Some("Login broken") {
                s.value = Some("Export fails".into());
            }
        }
        let new_url = format!("{TRACKER}/new.html");
        let mut t = 50_000.0;
        let at = rec.steps.len();
        let mut bug = field("checkbox", "bug", "#label-bug", &new_url);
        bug.tag = "input".into();
        let mut e = ev(EventKind::Check, bug, None, t);
        e.checked = Some(true);
        let mut tmp = crate::recording::new_recording("t", "", "", 0.0);
        add_event(&mut tmp, e).unwrap();
        let mut check = tmp.steps.remove(0);
        check.id = "s99".into();
        rec.steps.insert(at - 2, check);
        t += 1.0;
        let _ = t;

        let merged = add_demonstration(&first, &rec, 9.0).unwrap();
        assert_eq!(merged.version, 2);
        assert_eq!(merged.source.recording_ids, vec!["rec-1", "rec-2"]);
        let optional: Vec<String> = merged
            .steps
            .iter()
            .filter(|s| s.optional)
            .map(|s| crate::describe::describe_step(s, &crate::describe::plain_quote))
            .collect();
        assert!(
            optional.iter().any(|d| d.contains("“Password”")),
            "sign-in only in the first: {optional:#?}"
        );
        assert!(
            optional.iter().any(|d| d.contains("“Description”")),
            "{optional:#?}"
        );
        assert!(
            optional.iter().any(|d| d.contains("“bug”")),
            "the checkbox only in the second: {optional:#?}"
        );
        assert!(
            !merged
                .steps
                .iter()
                .any(|s| s.optional && s.target.as_ref().is_some_and(|t| t.name == "Title")),
            "shared steps stay required"
        );
        let title = merged
            .abstract_
            .parameters
            .iter()
            .find(|p| p.name == "title")
            .unwrap();
        assert_eq!(title.examples, vec!["Login broken", "Export fails"]);
        let ids: std::collections::HashSet<_> = merged.steps.iter().map(|s| &s.id).collect();
        assert_eq!(ids.len(), merged.steps.len(), "step ids stay unique");
        crate::storage::check_procedure(&merged).expect("a merged procedure is valid");
        let again = add_demonstration(&merged, &rec, 10.0).unwrap();
        crate::storage::check_procedure(&again).expect("and merging again keeps it valid");
    }
}
