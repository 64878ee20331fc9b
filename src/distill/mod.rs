//! Distillation (heuristic): a recording becomes a parameterized procedure — an abstract (goal,
//! parameters, prerequisites, flow, domains, tags) plus the steps with slot references.

mod choices;
mod flow;
pub mod merge;
mod slots;

use crate::describe::element_name;
use crate::model::{
    Abstract, Action, NavKind, Parameter, Procedure, Recording, Source, Stats, Step,
};
use crate::recording::markup::defuse;
use crate::text;
use crate::urls;

pub use slots::{field_label, place_of, says_optional};

/// Builds a procedure from a recording. The recording itself is not changed here; the caller
/// marks it processed and links it once the procedure is stored.
pub fn distill(rec: &Recording, procedure_id: &str, now: f64) -> Result<Procedure, String> {
    // The secrets rule again, before anything is learnt: a value typed into a field it marks
    // secret (a recording stored before the rule said so) is dropped here, as the recorder
    // drops it, and the procedure gets a secret slot asked at each run.
    let resealed = rec.steps.iter().any(Step::secret_unmarked).then(|| {
        let mut r = rec.clone();
        crate::recording::drop_unmarked_secrets(&mut r);
        r
    });
    let rec = resealed.as_ref().unwrap_or(rec);
    let meaningful = rec
        .steps
        .iter()
        .filter(|s| s.action != Action::Navigate || !s.implicit)
        .count();
    if meaningful == 0 {
        return Err("This recording has no steps to learn from.".into());
    }
    // The page a recording started on is where, not what: a recording of that alone (the page
    // kept its events from the recorder, or nothing was done) would replay as "succeeded"
    // having done nothing.
    let deeds = rec
        .steps
        .iter()
        .filter(|s| s.action != Action::Navigate || !(s.implicit || s.nav == Some(NavKind::Start)))
        .count();
    if deeds == 0 {
        return Err("This recording holds only the page it started on, no action: there is nothing to replay. Record again, and check that the page shows the recording's steps in the panel as you act.".into());
    }
    let mut steps: Vec<Step> = rec.steps.clone();
    choices::drop_current_choice(&mut steps);
    let said = format!("{} {}", rec.title, rec.description);
    let mut parameters = slots::extract(&mut steps, &said);
    crate::retrieval::parts::classify(&mut parameters);
    let flow = flow::phases(&steps, &parameters);
    let goal = goal(rec, &steps, &parameters);
    let title = if rec.title.trim().is_empty() {
        text::truncate(&goal, 80)
    } else {
        rec.title.trim().to_string()
    };
    let domains = domains(&steps);
    let mut prerequisites = prerequisites(&steps, &parameters);
    // Lines and labels put together from several of a page's names ("<:" beside
    // "javascript:…") can make a tag no single name held: defused as the recorder defuses each.
    let mut flow = flow;
    for line in flow.iter_mut().chain(prerequisites.iter_mut()) {
        *line = defuse(line).into_owned();
    }
    for x in parameters.iter_mut() {
        x.label = defuse(&x.label).into_owned();
    }
    let tags = tags(&title, &goal, &steps, &parameters, &domains);
    Ok(Procedure {
        id: procedure_id.to_string(),
        title,
        abstract_: Abstract {
            goal,
            parameters,
            prerequisites,
            flow,
            domains,
            tags,
        },
        steps,
        stats: Stats::default(),
        source: Source {
            kind: "demonstration".into(),
            recording_ids: vec![rec.id.clone()],
        },
        version: 1,
        created: now,
        updated: now,
    })
}

/// Builds a recording's procedure again (after steps were deleted, say): same id, the next
/// version, and the name, creation time and outcome history of the one it replaces.
pub fn rebuild(rec: &Recording, previous: &Procedure, now: f64) -> Result<Procedure, String> {
    let mut next = distill(rec, &previous.id, now)?;
    next.title = previous.title.clone();
    // (A stored version may be anything: at the largest, it stays.)
    next.version = previous.version.saturating_add(1);
    next.created = previous.created;
    next.stats = previous.stats.clone();
    Ok(next)
}

/// The person's words first (description, then title); otherwise what the steps show was done.
fn goal(rec: &Recording, steps: &[Step], params: &[Parameter]) -> String {
    let description = text::squash(&rec.description);
    if !description.is_empty() {
        return text::truncate(&description, 300);
    }
    let title = text::squash(&rec.title);
    if !title.is_empty() {
        return title;
    }
    evidence_goal(steps, params)
}

/// "Create issue on tracker.test with title, description, assignee and milestone".
fn evidence_goal(steps: &[Step], params: &[Parameter]) -> String {
    let host = steps
        .iter()
        .rev()
        .find_map(|s| urls::host(&s.url))
        .unwrap_or_default();
    let fields: Vec<String> = params.iter().map(|p| p.label.to_lowercase()).collect();
    let with = if fields.is_empty() {
        String::new()
    } else {
        format!(" with {}", text::join_with_and(&fields))
    };
    // The last thing that submitted names the task best ("Create issue", "Send message").
    let submit = steps
        .iter()
        .rev()
        .filter(|s| s.submits || s.action == Action::Submit)
        .find_map(|s| {
            s.target
                .as_ref()
                .map(|t| element_name(t).to_string())
                .filter(|n| !n.is_empty())
        });
    if let Some(action) = submit {
        return format!("{action} on {host}{with}");
    }
    let search = steps
        .iter()
        .find(|s| s.action == Action::PressEnter)
        .and(params.first());
    if let Some(p) = search {
        return format!("Search {host} for {{{}}}", p.name);
    }
    let clicks: Vec<String> = steps
        .iter()
        .filter(|s| s.action == Action::Click)
        .filter_map(|s| s.target.as_ref().map(|t| element_name(t).to_string()))
        .filter(|n| !n.is_empty())
        .take(3)
        .collect();
    if !clicks.is_empty() {
        return format!("On {host}, click {}{with}", text::join_with_and(&clicks));
    }
    let title = steps
        .iter()
        .rev()
        .map(|s| s.title.trim())
        .find(|t| !t.is_empty())
        .unwrap_or("");
    if title.is_empty() {
        format!("Visit {host}")
    } else {
        format!("Visit “{title}” on {host}")
    }
}

/// Every host visited, in order of first visit (frames included).
fn domains(steps: &[Step]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let urls = steps.iter().flat_map(|s| {
        std::iter::once(s.url.as_str()).chain(s.target.iter().map(|t| t.url.as_str()))
    });
    for host in urls.filter_map(urls::host) {
        if !out.contains(&host) {
            out.push(host);
        }
    }
    out
}

/// Only what the recording shows: the start page, and being signed in when a login was filled.
fn prerequisites(steps: &[Step], params: &[Parameter]) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(start) = steps
        .iter()
        .find(|s| s.action == Action::Navigate && s.nav == Some(NavKind::Start))
    {
        out.push(format!("Start at {}", urls::redact(&start.url)));
    }
    if let Some(host) = flow::signs_in(steps, params) {
        out.push(format!(
            "Signed in to {host} (the demonstration signed in; a replay asks for the secret)"
        ));
    }
    out
}

/// Content words from the title, goal and the buttons pressed, plus what kind of task it is.
/// Example values are left out: they belong to one run, not to the procedure.
fn tags(
    title: &str,
    goal: &str,
    steps: &[Step],
    params: &[Parameter],
    domains: &[String],
) -> Vec<String> {
    let examples: Vec<String> = params
        .iter()
        .filter_map(|p| p.example.as_deref())
        .flat_map(text::words)
        .collect();
    let host_words: Vec<String> = domains
        .iter()
        .flat_map(|d| d.split('.').map(str::to_string))
        .collect();
    // Buttons and links say what the task does; a combobox's or option's name is a field or a
    // value ("Milestone", "Q1 2025"), not what the procedure is about.
    let buttons = steps
        .iter()
        .filter(|s| s.action == Action::Click && s.slot.is_none())
        .filter(|s| {
            s.target
                .as_ref()
                .is_some_and(|t| matches!(t.role.as_str(), "button" | "link" | "menuitem" | "tab"))
        })
        .filter_map(|s| s.target.as_ref().map(|t| element_name(t).to_string()));
    let mut tags: Vec<String> = Vec::new();
    let candidates = text::words(title)
        .into_iter()
        .chain(text::words(goal))
        .chain(buttons.flat_map(|b| text::words(&b)));
    for w in candidates {
        let useful = w.chars().count() > 2
            && w.chars().any(char::is_alphabetic)
            && !text::is_stopword(&w)
            && !examples.contains(&w)
            && !host_words.contains(&w)
            && !tags.contains(&w);
        if useful {
            tags.push(w);
        }
    }
    tags.truncate(8);
    for (present, tag) in [
        (
            steps.iter().any(|s| s.secret) && flow::signs_in(steps, params).is_some(),
            "sign-in",
        ),
        (steps.iter().any(|s| s.action == Action::Type), "form"),
        (
            steps
                .iter()
                .any(|s| s.target.as_ref().is_some_and(|t| t.role == "searchbox")),
            "search",
        ),
    ] {
        if present && !tags.iter().any(|t| t == tag) {
            tags.push(tag.to_string());
        }
    }
    tags
}

#[cfg(test)]
mod tests;
