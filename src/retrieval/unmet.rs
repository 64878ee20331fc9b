//! What a task asks for that a procedure does not do. A run of the procedure may do every one
//! of its steps well and still leave part of the task undone ("… also remove the 'Taxi' line",
//! a second item to add to the cart): such a run must not say it succeeded.
//!
//! Three signs, each read from the task with its bound values taken out: a further deed (a verb
//! of a later clause) that neither the procedure's title, goal nor steps perform; a quoted name
//! no bound value holds and the procedure never shows; and more counts ("3 bags of rice") than
//! the procedure has count slots bound.

use super::formats;
use super::reading::{self, Piece};
use crate::model::Procedure;
use crate::synonyms::{self, Fit};
use crate::template::{quoted_spans, Template};
use crate::text;
use std::collections::BTreeMap;
use unicode_segmentation::UnicodeSegmentation;

/// Verbs that say where to go rather than what to do there: no procedure step is needed for them
/// to be done ("go to checkout", "open the report").
const MOTION: &[&str] = &[
    "go", "open", "visit", "navig", "head", "return", "come", "use", "need", "want", "tri",
];

/// What `task` asks beyond what `p` does with these values, one sentence each; empty when the
/// procedure does all of it, as far as words can tell.
pub fn unmet(p: &Procedure, task: &str, values: &BTreeMap<String, String>) -> Vec<String> {
    let mut out = Vec::new();
    let params = &p.abstract_.parameters;
    // Everything the procedure says or shows, as text.
    let mut said: Vec<String> = vec![p.title.clone(), p.abstract_.goal.clone()];
    said.extend(p.abstract_.flow.iter().cloned());
    for s in &p.steps {
        if let Some(t) = &s.target {
            said.extend([t.name.clone(), t.text.clone(), t.label.clone()]);
        }
    }
    // The deeds it performs (its fields' labels say some: "Are you authorised to work …?").
    said.extend(params.iter().map(|x| x.label.clone()));
    let mut deeds: Vec<String> = Vec::new();
    for s in &said {
        for a in reading::read(&Template::of(s, params).pieces()).actions {
            if !deeds.contains(&a) {
                deeds.push(a);
            }
        }
    }
    // (Read with the bound values taken out: "Cancel the gym membership" as a to-do's title, or
    // "I would like to swap it" inside a description, asks for nothing.)
    let said_stems: Vec<String> = said
        .iter()
        .flat_map(|s| {
            s.unicode_words()
                .map(|w| text::stem(&w.to_lowercase()))
                .collect::<Vec<_>>()
        })
        .collect();
    let reading = reading::read(&without_values(task, values));
    for a in reading.actions.iter().skip(1) {
        let stem = a.trim_start_matches('!');
        // (Said anywhere by the procedure counts, a verb or not: "authorised" in a question.)
        let done = deeds
            .iter()
            .any(|d| synonyms::fit(a, d) == Fit::Same || d.trim_start_matches('!') == stem)
            || said_stems.iter().any(|w| w == stem);
        if !done && !MOTION.contains(&stem) && reading.main.as_deref() != Some(a.as_str()) {
            out.push(format!(
                "The task also asks to {}, which this procedure does not do.",
                verb_of(task, stem)
            ));
        }
    }
    // Quoted names the run never used.
    let held = |q: &str| {
        let q = q.to_lowercase();
        values.values().any(|v| {
            let v = v.to_lowercase();
            !v.is_empty() && (v.contains(&q) || q.contains(&v))
        }) || said.iter().any(|s| s.to_lowercase().contains(&q))
    };
    for (a, b) in quoted_spans(task) {
        let q = task[a..b].trim();
        if q.chars().any(char::is_alphanumeric) && !held(q) {
            out.push(format!(
                "The task also names “{q}”, which this run does not use."
            ));
        }
    }
    // Counts: a number said with a unit ("3 bags"), outside the bound text values.
    let inside_values: Vec<(usize, usize)> = values
        .values()
        .filter(|v| v.unicode_words().count() > 2)
        .filter_map(|v| crate::template::find_ci(task, v, false))
        .collect();
    let words: Vec<(usize, &str)> = task.unicode_word_indices().collect();
    let counts = words
        .windows(2)
        .filter(|w| {
            let n = formats::digits_of(w[0].1);
            let unit = w[1].1;
            !n.is_empty()
                && n.chars().all(|c| c.is_ascii_digit())
                && unit.chars().all(|c| c.is_alphabetic() && c.is_lowercase())
                && !text::is_stopword(unit)
                && !formats::names_month(unit)
                && !inside_values
                    .iter()
                    .any(|&(a, b)| a <= w[0].0 && w[0].0 < b)
        })
        .count();
    let counted = params
        .iter()
        .filter(|x| {
            x.example.as_deref().is_some_and(|e| {
                matches!(
                    formats::kind_of(e),
                    formats::Kind::Number | formats::Kind::Count
                )
            }) && values.get(&x.name).is_some_and(|v| !v.trim().is_empty())
        })
        .count();
    if counts > counted && counted > 0 {
        out.push(format!(
            "The task gives {counts} quantities; this procedure sets {counted}."
        ));
    }
    out
}

/// The task as pieces to read, its bound values (found as written, any case) and the values
/// of its form (quotes, codes, numbers) taken out.
fn without_values<'a>(task: &'a str, values: &BTreeMap<String, String>) -> Vec<Piece<'a>> {
    let mut spans: Vec<(usize, usize)> = crate::template::value_spans(task);
    for v in values
        .values()
        .map(|v| v.trim())
        .filter(|v| v.chars().count() >= 2)
    {
        let mut from = 0;
        while let Some((a, b)) =
            crate::template::find_ci(&task[from..], v, true).map(|(a, b)| (a + from, b + from))
        {
            spans.push((a, b));
            from = b;
        }
    }
    spans.sort_unstable();
    let mut out = Vec::new();
    let mut at = 0;
    for (a, b) in spans {
        if b <= at {
            continue;
        }
        let a = a.max(at);
        if a > at {
            out.push(Piece::Text(&task[at..a]));
        }
        out.push(Piece::Value);
        at = b;
    }
    if at < task.len() {
        out.push(Piece::Text(&task[at..]));
    }
    out
}

/// The task's word for an action term ("remove" for `!delet`), or the term's stem.
fn verb_of(task: &str, stem: &str) -> String {
    task.unicode_words()
        .find(|w| {
            let s = text::stem(&w.to_lowercase());
            synonyms::action_of(&s).is_some_and(|a| a.trim_start_matches('!') == stem) || s == stem
        })
        .map_or_else(|| stem.to_string(), |w| w.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distill::distill;
    use crate::model::{EventKind, NavKind};
    use crate::recording::{add_event, new_recording};
    use crate::testkit::*;

    fn expense_proc() -> Procedure {
        let url = "http://books.test/report.html";
        let mut rec = new_recording(
            "r",
            "Add an expense to my report: 'Airport parking' for $45.20, then submit the report",
            "",
            0.0,
        );
        add_event(&mut rec, nav(url, "Report", NavKind::Start, 0.0)).unwrap();
        let mut t = 0.0;
        type_into(
            &mut rec,
            &field("textbox", "Description", "#d", url),
            "Airport parking",
            &mut t,
        );
        type_into(
            &mut rec,
            &field("textbox", "Amount", "#a", url),
            "45.20",
            &mut t,
        );
        click(&mut rec, field("button", "Add line", "#add", url), &mut t);
        click(
            &mut rec,
            field("button", "Submit report", "#submit", url),
            &mut t,
        );
        distill(&rec, "expense", 0.0).unwrap()
    }

    fn values(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn a_further_deed_or_name_the_procedure_never_does_is_unmet() {
        let p = expense_proc();
        let v = values(&[("description", "Client dinner"), ("amount", "46.00")]);
        let got = unmet(
            &p,
            "Add an expense: 'Client dinner', $46; also remove the 'Taxi to the airport' line. Then submit the report",
            &v,
        );
        assert!(got.iter().any(|s| s.contains("remove")), "{got:?}");
        assert!(
            got.iter().any(|s| s.contains("Taxi to the airport")),
            "{got:?}"
        );
        // Near misses: the procedure's own deeds in other words, going somewhere, and a verb
        // inside a bound value are met.
        let dinner = values(&[
            ("description", "Cancel the gym membership"),
            ("amount", "46.00"),
        ]);
        assert_eq!(
            unmet(
                &p,
                "New expense: Cancel the gym membership, $46. Submit the report",
                &dinner
            ),
            Vec::<String>::new()
        );
        for task in [
            "Add an expense to my report: 'Client dinner' for $46, then submit the report",
            "Please add 'Client dinner' at $46 to my report and go to the report, then submit it",
        ] {
            assert_eq!(unmet(&p, task, &v), Vec::<String>::new(), "{task}");
        }
    }

    #[test]
    fn a_deed_a_fields_label_names_is_the_procedures() {
        let mut p = expense_proc();
        let mut question = p.abstract_.parameters[0].clone();
        question.name = "authorised".into();
        question.label = "Are you legally authorised to work in the country?".into();
        p.abstract_.parameters.push(question);
        let v = values(&[("description", "Client dinner"), ("authorised", "Yes")]);
        let task = "Add 'Client dinner' to my report; authorised to work in the country: Yes";
        assert_eq!(unmet(&p, task, &v), Vec::<String>::new());
        // Near miss: a deed no label, title or step names is still unmet.
        let task = "Add 'Client dinner' to my report; archive the March report";
        assert!(!unmet(&p, task, &v).is_empty());
    }

    #[test]
    fn more_quantities_than_the_procedure_sets_are_unmet() {
        let url = "http://shop.test/groceries.html";
        let mut rec = new_recording("r", "Add 3 bags of ground coffee to the cart", "", 0.0);
        add_event(&mut rec, nav(url, "Groceries", NavKind::Start, 0.0)).unwrap();
        let mut t = 0.0;
        type_into(
            &mut rec,
            &field("searchbox", "Search products", "#q", url),
            "ground coffee",
            &mut t,
        );
        type_into(
            &mut rec,
            &field("spinbutton", "Quantity", "#n", url),
            "3",
            &mut t,
        );
        click(
            &mut rec,
            field("button", "Add to cart", "#add", url),
            &mut t,
        );
        let p = distill(&rec, "groceries", 0.0).unwrap();
        let names: Vec<&str> = p
            .abstract_
            .parameters
            .iter()
            .map(|x| x.name.as_str())
            .collect();
        let quantity = names
            .iter()
            .find(|n| n.contains("quantity"))
            .copied()
            .unwrap_or("quantity");
        let product = names
            .iter()
            .find(|n| !n.contains("quantity"))
            .copied()
            .unwrap_or("product");
        let v = values(&[(product, "basmati rice"), (quantity, "3")]);
        let got = unmet(
            &p,
            "I need 3 blocks of butter and 3 bags of basmati rice in the cart",
            &v,
        );
        assert!(got.iter().any(|s| s.contains("2 quantities")), "{got:?}");
        // Near miss: one item, its count, and a date's day are met.
        let got = unmet(&p, "Add 3 bags of basmati rice to the cart by 8 April", &v);
        assert_eq!(got, Vec::<String>::new());
    }
}
