//! Meaning from an optional embeddings model: the text a procedure is embedded by, the
//! `/embeddings` reply read, and the blend. Meaning only re-orders the candidates the lexical
//! retrieval let past its gate: it never admits one the words did not (a task no procedure's
//! words fit gets nothing however close a vector says it is). It re-orders up to POOL of them
//! and the best k are kept, so a lexical fourth may pass a third; no cosine threshold drops one
//! (none was tuned).

use crate::model::Procedure;
use crate::retrieval::Match;
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// Share of the blended score that meaning has (the lexical score keeps the rest).
pub const WEIGHT_MEANING: f64 = 0.25;
/// The cosine a candidate without a usable vector counts as: neither close nor far.
pub const NEUTRAL: f64 = 0.5;
/// Candidates past the gate meaning may re-order (the retrieval returns at most this many).
pub const POOL: usize = 10;
/// Largest vector read (OpenAI's largest model has 3,072 dimensions).
pub const MAX_DIMENSIONS: usize = 8_192;
const MAX_TEXT_CHARS: usize = 2_000;

/// What a procedure is embedded by: title, goal, flow, tags and domains — no step value and no
/// example (a secret is never stored anyway; this keeps requests small and value-free).
pub fn text_of(p: &Procedure) -> String {
    let a = &p.abstract_;
    let lines = [p.title.clone(), a.goal.clone()]
        .into_iter()
        .chain(a.flow.iter().cloned())
        .chain([a.tags.join(", "), a.domains.join(", ")])
        .map(|l| crate::text::squash(&l))
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n");
    lines.chars().take(MAX_TEXT_CHARS).collect()
}

/// An OpenAI-compatible `/embeddings` body.
pub fn request_body(model: &str, inputs: &[String]) -> Value {
    json!({"model": model, "input": inputs})
}

fn vector(v: &Value) -> Result<Vec<f32>, String> {
    let list = v
        .as_array()
        .filter(|l| !l.is_empty())
        .ok_or("An embedding is not a list of numbers.")?;
    if list.len() > MAX_DIMENSIONS {
        return Err(format!(
            "An embedding has {} dimensions; at most {MAX_DIMENSIONS} are read.",
            list.len()
        ));
    }
    list.iter()
        .map(|x| {
            x.as_f64()
                .map(|f| f as f32)
                .filter(|f| f.is_finite())
                .ok_or_else(|| "An embedding holds something other than a finite number.".into())
        })
        .collect()
}

/// The vectors of an `/embeddings` reply, in the order of the inputs (by each item's `index`).
pub fn read_reply(response: &Value, expected: usize) -> Result<Vec<Vec<f32>>, String> {
    let data = response
        .get("data")
        .and_then(Value::as_array)
        .ok_or("The embeddings reply has no \"data\" list.")?;
    if data.len() != expected {
        return Err(format!(
            "The embeddings reply has {} vectors for {expected} texts.",
            data.len()
        ));
    }
    let mut out: Vec<Option<Vec<f32>>> = vec![None; expected];
    for (i, item) in data.iter().enumerate() {
        let at = match item.get("index") {
            None => i,
            Some(n) => n
                .as_u64()
                .map(|n| n as usize)
                .filter(|&n| n < expected)
                .ok_or("An embedding's index is not one of the texts sent.")?,
        };
        if out[at].is_some() {
            return Err("Two embeddings have the same index.".into());
        }
        out[at] = Some(vector(item.get("embedding").unwrap_or(&Value::Null))?);
    }
    let out: Vec<Vec<f32>> = out.into_iter().flatten().collect();
    if out.windows(2).any(|w| w[0].len() != w[1].len()) {
        return Err("The embeddings have different dimensions.".into());
    }
    Ok(out)
}

/// Cosine similarity, or None for vectors of different or no dimensions, or a zero vector.
pub fn cosine(a: &[f32], b: &[f32]) -> Option<f64> {
    if a.is_empty() || a.len() != b.len() {
        return None;
    }
    let (mut dot, mut na, mut nb) = (0f64, 0f64, 0f64);
    for (x, y) in a.iter().zip(b) {
        let (x, y) = (f64::from(*x), f64::from(*y));
        dot += x * y;
        na += x * x;
        nb += y * y;
    }
    let c = dot / (na.sqrt() * nb.sqrt());
    c.is_finite().then_some(c.clamp(-1.0, 1.0))
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// The matches (past the gate, best first) re-ordered by score × (1 − W) + cosine × W, at
/// most `k`. A match without a usable vector counts as NEUTRAL; ties keep the lexical order.
/// The output holds only matches given: a vector for any other id is never used.
pub fn blend(
    matches: Vec<Match>,
    query: &[f32],
    vectors: &BTreeMap<String, Vec<f32>>,
    k: usize,
) -> Vec<Match> {
    let mut scored: Vec<(f64, Match)> = matches
        .into_iter()
        .map(|mut m| {
            let c = vectors.get(&m.id).and_then(|v| cosine(query, v));
            let meaning = c.map_or(NEUTRAL, |c| c.max(0.0));
            let blended = m.score * (1.0 - WEIGHT_MEANING) + meaning * WEIGHT_MEANING;
            if let Some(c) = c {
                m.breakdown.meaning = Some(round3(c));
                m.reason = format!("{}; closeness in meaning {:.2}", m.reason, c);
            }
            m.score = round3(blended);
            (blended, m)
        })
        .collect();
    // Stable: equal blends keep the order the lexical retrieval gave.
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.into_iter().take(k).map(|(_, m)| m).collect()
}

/// A stored vector (`{model, text, vector}`, from chrome.storage: untrusted) if it was made by
/// this model from this text and reads as a vector.
pub fn is_current(stored: &Value, model: &str, text: &str) -> Option<Vec<f32>> {
    let same = stored.get("model").and_then(Value::as_str) == Some(model)
        && stored.get("text").and_then(Value::as_str) == Some(text);
    if !same {
        return None;
    }
    vector(stored.get("vector")?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distill::distill;
    use crate::retrieval::Breakdown;
    use crate::testkit::tracker_demo;

    fn m(id: &str, score: f64) -> Match {
        Match {
            id: id.into(),
            title: id.into(),
            score,
            breakdown: Breakdown {
                text: score,
                domain: 0.0,
                confidence: 0.5,
                params: 0.5,
                meaning: None,
            },
            reason: "task mentions “x”".into(),
            parameters: BTreeMap::new(),
        }
    }

    fn vecs(pairs: &[(&str, Vec<f32>)]) -> BTreeMap<String, Vec<f32>> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect()
    }

    #[test]
    fn a_procedure_is_embedded_by_its_words_not_its_values() {
        let p = distill(&tracker_demo("Create issue", ""), "p1", 1.0).unwrap();
        let t = text_of(&p);
        assert!(t.starts_with("Create issue\n"), "{t}");
        assert!(t.contains(&p.abstract_.goal));
        for s in &p.steps {
            if let Some(v) = s
                .value
                .as_deref()
                .filter(|v| !v.contains('{') && v.len() > 3)
            {
                assert!(!t.contains(v), "a step's value {v:?} is in {t}");
            }
        }
        for x in &p.abstract_.parameters {
            if let Some(e) = x.example.as_deref().filter(|e| e.len() > 3) {
                assert!(!t.contains(e), "an example {e:?} is in {t}");
            }
        }
        assert_eq!(
            request_body("e", &["a".into()]),
            json!({"model": "e", "input": ["a"]})
        );
    }

    #[test]
    fn replies_are_read_in_the_order_of_their_index_and_checked() {
        let r = json!({"data": [
            {"index": 1, "embedding": [0.0, 1.0]},
            {"index": 0, "embedding": [1.0, 0.0]},
        ]});
        assert_eq!(
            read_reply(&r, 2).unwrap(),
            vec![vec![1.0, 0.0], vec![0.0, 1.0]]
        );
        // Without indexes, the list's order.
        let plain = json!({"data": [{"embedding": [1]}, {"embedding": [2]}]});
        assert_eq!(read_reply(&plain, 2).unwrap(), vec![vec![1.0], vec![2.0]]);
        for (bad, says) in [
            (json!({}), "no \"data\""),
            (json!({"data": [{"embedding": [1]}]}), "1 vectors for 2"),
            (
                json!({"data": [{"index": 0, "embedding": [1]}, {"index": 0, "embedding": [1]}]}),
                "same index",
            ),
            (
                json!({"data": [{"index": 5, "embedding": [1]}, {"index": 0, "embedding": [1]}]}),
                "not one of the texts",
            ),
            (
                json!({"data": [{"embedding": []}, {"embedding": [1]}]}),
                "not a list",
            ),
            (
                json!({"data": [{"embedding": ["x"]}, {"embedding": [1]}]}),
                "finite number",
            ),
            (
                json!({"data": [{"embedding": [1, 2]}, {"embedding": [1]}]}),
                "different dimensions",
            ),
            (
                json!({"data": [{"embedding": vec![0.0; MAX_DIMENSIONS + 1]}, {"embedding": [1]}]}),
                "dimensions",
            ),
        ] {
            let e = read_reply(&bad, 2).unwrap_err();
            assert!(e.contains(says), "{bad}: {e}");
        }
    }

    #[test]
    fn cosine_is_one_for_the_same_direction_and_none_when_it_cannot_be_said() {
        assert!((cosine(&[1.0, 2.0], &[2.0, 4.0]).unwrap() - 1.0).abs() < 1e-9);
        assert_eq!(cosine(&[1.0, 0.0], &[0.0, 1.0]), Some(0.0));
        assert_eq!(cosine(&[1.0], &[1.0, 0.0]), None);
        assert_eq!(cosine(&[0.0, 0.0], &[1.0, 0.0]), None);
        assert_eq!(cosine(&[], &[]), None);
    }

    #[test]
    fn meaning_reorders_what_passed_the_gate_and_admits_nothing() {
        let q = [0.0, 1.0];
        // B is a little behind lexically but close in meaning: it goes first.
        let out = blend(
            vec![m("a", 0.40), m("b", 0.35)],
            &q,
            &vecs(&[("a", vec![1.0, 0.0]), ("b", vec![0.0, 1.0])]),
            3,
        );
        assert_eq!(
            out.iter().map(|m| m.id.as_str()).collect::<Vec<_>>(),
            ["b", "a"]
        );
        assert_eq!(out[0].breakdown.meaning, Some(1.0));
        assert!(out[0].reason.ends_with("; closeness in meaning 1.00"));
        // Near miss: tied in meaning, the lexical order stands.
        let tied = blend(
            vec![m("a", 0.40), m("b", 0.35)],
            &q,
            &vecs(&[("a", vec![0.0, 1.0]), ("b", vec![0.0, 1.0])]),
            3,
        );
        assert_eq!(tied[0].id, "a");
        // A vector for a procedure that did not pass the gate is never used; at most k.
        let out = blend(
            vec![m("a", 0.40), m("b", 0.35), m("c", 0.30)],
            &q,
            &vecs(&[("z", vec![0.0, 1.0])]),
            2,
        );
        assert_eq!(
            out.iter().map(|m| m.id.as_str()).collect::<Vec<_>>(),
            ["a", "b"]
        );
        assert!(out.iter().all(|m| m.breakdown.meaning.is_none()));
        // Far in meaning is not dropped: only re-ordered.
        let far = blend(vec![m("a", 0.40)], &q, &vecs(&[("a", vec![0.0, -1.0])]), 3);
        assert_eq!(far.len(), 1);
        assert_eq!(far[0].breakdown.meaning, Some(-1.0));
    }

    #[test]
    fn a_vector_of_another_size_or_no_number_counts_as_missing() {
        let q = [0.0, 1.0];
        let out = blend(
            vec![m("a", 0.40), m("b", 0.39)],
            &q,
            &vecs(&[("a", vec![0.0, 1.0, 0.0]), ("b", vec![f32::NAN, 1.0])]),
            3,
        );
        assert!(out.iter().all(|m| m.breakdown.meaning.is_none()));
        assert_eq!(out[0].id, "a");
    }

    #[test]
    fn a_stored_vector_counts_only_for_its_model_and_text() {
        let stored = json!({"model": "e", "text": "t", "vector": [0.5, 0.5]});
        assert_eq!(is_current(&stored, "e", "t"), Some(vec![0.5, 0.5]));
        assert_eq!(is_current(&stored, "other", "t"), None);
        assert_eq!(is_current(&stored, "e", "changed"), None);
        for garbage in [
            json!(null),
            json!("x"),
            json!({"model": "e", "text": "t", "vector": "x"}),
            json!({"model": "e", "text": "t", "vector": [1, "x"]}),
            json!({"model": "e", "text": "t"}),
        ] {
            assert_eq!(is_current(&garbage, "e", "t"), None, "{garbage}");
        }
    }
}
