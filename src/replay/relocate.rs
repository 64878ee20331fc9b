//! Finding a recorded element again on a page that changed: every candidate the page offers is
//! scored against the step's fingerprint (role and accessible name first, then label, text,
//! test id, attributes, selectors, position). A clear winner is used; two candidates that score
//! the same stop the run — replay never guesses.

use crate::model::Fingerprint;
use crate::text::squash;
use serde::{Deserialize, Serialize};

/// Below this (of 1) no candidate is the element.
pub const FOUND_THRESHOLD: f64 = 0.55;
/// Two candidates closer than this are a tie.
pub const TIE_MARGIN: f64 = 0.03;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Candidate {
    pub index: u32,
    #[serde(flatten)]
    pub fingerprint: Fingerprint,
    #[serde(default = "yes")]
    pub visible: bool,
    #[serde(default = "yes")]
    pub enabled: bool,
}

fn yes() -> bool {
    true
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Scored {
    pub index: u32,
    pub score: f64,
    pub role: String,
    pub name: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Decision {
    Found {
        index: u32,
        score: f64,
        best: Vec<Scored>,
        /// Why this one when the fingerprint alone did not say: selector memory broke a tie
        /// (`known::break_tie`). Empty otherwise.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        note: String,
    },
    Ambiguous {
        best: Vec<Scored>,
        reason: String,
        /// The candidates tied at the top when two scored alike (none for another refusal):
        /// what selector memory may choose among.
        #[serde(skip)]
        tied: Vec<Scored>,
    },
    NotFound {
        best: Vec<Scored>,
        reason: String,
    },
}

/// The row an element must stand in (its table row, list item or card).
#[derive(Clone, Copy, Debug)]
pub struct Row<'a> {
    pub text: &'a str,
    /// The task chose the row: every candidate must stand in it, and the demonstrated row's
    /// name inside the element's own ("Actions for Globex Industries") reads as this one.
    pub bound: bool,
}

/// `expected_name`: for a step whose target is a slot (the option named {milestone}), the
/// bound value replaces the demonstrated name and text.
pub fn choose(
    target: &Fingerprint,
    candidates: &[Candidate],
    expected_name: Option<&str>,
) -> Decision {
    choose_in_row(target, candidates, expected_name, None)
}

/// What a planned step wants of the element beyond its fingerprint (the planned step's own
/// fields, read by name): the bound option name, row, place and column, and the value a list
/// must offer.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Wanted {
    pub action: Option<crate::model::Action>,
    pub value: Option<String>,
    pub expected_name: Option<String>,
    pub expected_row: Option<String>,
    pub row_bound: bool,
    pub ordinal: Option<i32>,
    pub column_bound: bool,
    /// The run's task, for a choice whose value names nothing on the page (`named_by_task`).
    #[serde(default)]
    pub task: Option<String>,
    /// Values the element's row must show besides `expected_row` (a class and a time beside
    /// the day).
    #[serde(default)]
    pub row_also: Vec<String>,
    /// The run's values for its other slots: an element one of them names is another step's
    /// choice, never this one's by the task's words (`named_by_task`).
    #[serde(default)]
    pub taken: Vec<String>,
    /// The choice opens the menu or list the next step chooses in (`PlannedStep::opener`).
    #[serde(default)]
    pub opener: bool,
    /// Selector memory's css locators for the target's identity (site, role, name), best
    /// first: they may break a tie, nothing more (`known::break_tie`). The runner fills them;
    /// none with Memory off.
    #[serde(default)]
    pub known: Vec<KnownLocator>,
}

/// `choose_for` with everything a planned step wants: a list the step chooses in is also
/// known by offering the step's value. A tie the page's candidates leave may be broken by a
/// locator selector memory knows for the element (`known::break_tie`), never anything more.
pub fn choose_wanted(target: &Fingerprint, candidates: &[Candidate], wanted: &Wanted) -> Decision {
    known::break_tie(
        choose_wanted_by_fingerprint(target, candidates, wanted),
        candidates,
        &wanted.known,
    )
}

fn choose_wanted_by_fingerprint(
    target: &Fingerprint,
    candidates: &[Candidate],
    wanted: &Wanted,
) -> Decision {
    // A row named by several of its cells: only elements in a row showing every one of them.
    if !wanted.row_also.is_empty() {
        let shows = |c: &Candidate, v: &str| {
            let v = norm(v);
            c.fingerprint
                .row_cells
                .iter()
                .chain(&c.fingerprint.row_shared)
                .any(|cell| norm(cell) == v)
                || norm(&c.fingerprint.row) == v
        };
        let kept: Vec<Candidate> = candidates
            .iter()
            .filter(|c| wanted.row_also.iter().all(|v| shows(c, v)))
            .cloned()
            .collect();
        if kept.len() < candidates.len() {
            if kept.is_empty() {
                return Decision::NotFound {
                    best: Vec::new(),
                    reason: format!(
                        "no row shows “{}”",
                        crate::text::truncate(&wanted.row_also.join("”, “"), 80)
                    ),
                };
            }
            let narrower = Wanted {
                row_also: Vec::new(),
                ..wanted.clone()
            };
            return choose_wanted_by_fingerprint(target, &kept, &narrower);
        }
    }
    // A choice named by the code its name opens with ("118" for "118 Carrow – Tiverstone",
    // as "X6" was for the demonstrated "X6 Carrow – Oakhampstead"): the one element of the
    // target's role whose name opens with that code.
    if let Some(index) = wanted
        .expected_name
        .as_deref()
        .filter(|_| wanted.expected_row.is_none() && !wanted.column_bound)
        .and_then(|want| by_leading_code(target, candidates, want))
    {
        return Decision::Found {
            index,
            score: 1.0,
            best: Vec::new(),
            note: String::new(),
        };
    }
    let row = wanted.expected_row.as_deref().map(|text| Row {
        text,
        bound: wanted.row_bound,
    });
    let offered = match wanted.action {
        Some(crate::model::Action::Select) => {
            wanted.value.as_deref().filter(|v| !v.trim().is_empty())
        }
        _ => None,
    };
    let decision = choose_for_offering(
        target,
        candidates,
        wanted.expected_name.as_deref(),
        row,
        wanted.ordinal,
        wanted.column_bound,
        offered,
    );
    // A choice by click whose value (read from the task's words) names nothing here: the one
    // element of its kind whose whole name the task says is the choice ("open my policies"
    // where the menu offers "Policies"); two such, or none, leave the step paused.
    let plain_choice = wanted.expected_name.is_some()
        && row.is_none()
        && !wanted.column_bound
        && wanted.ordinal.is_none_or(|n| n == 0)
        && offered.is_none();
    match (decision, wanted.task.as_deref()) {
        (Decision::NotFound { best, reason }, Some(task)) if plain_choice => {
            let nearest = best.first().map(|b| b.index);
            match named_by_task(target, candidates, task, nearest, &wanted.taken) {
                Some(index) => {
                    let mut best = best;
                    if let Some(c) = candidates.iter().find(|c| c.index == index) {
                        best.insert(
                            0,
                            Scored {
                                index,
                                score: 1.0,
                                role: c.fingerprint.role.clone(),
                                name: crate::text::truncate(
                                    crate::describe::element_name(&c.fingerprint),
                                    80,
                                ),
                            },
                        );
                    }
                    Decision::Found {
                        index,
                        score: 1.0,
                        best,
                        note: String::new(),
                    }
                }
                // (An opener the task names no sibling of: the demonstrated one, found as a
                // fixed step would be — an icon named on some visits only.)
                None if wanted.opener => match choose(target, candidates, None) {
                    found @ Decision::Found { .. } => found,
                    _ => Decision::NotFound { best, reason },
                },
                None => Decision::NotFound { best, reason },
            }
        }
        (decision, _) => decision,
    }
}

/// The code a name opens with ("X6" of "X6 Carrow – Oakhampstead (express)"): letters and
/// digits with a digit among them, at most eight, followed by more words.
pub(crate) fn leading_code(name: &str) -> Option<&str> {
    let mut words = name.split_whitespace();
    let code = words.next()?.trim_matches(|c: char| !c.is_alphanumeric());
    (crate::text::is_code(code) && words.next().is_some()).then_some(code)
}

/// The one visible element of the target's role whose name opens with the code `want`, when
/// the demonstrated name opened with a code too. `None` for none or several, or a wanted value
/// that is no code.
fn by_leading_code(target: &Fingerprint, candidates: &[Candidate], want: &str) -> Option<u32> {
    let want = want.trim().trim_matches(|c: char| !c.is_alphanumeric());
    if !crate::text::is_code(want) || leading_code(crate::describe::element_name(target)).is_none()
    {
        return None;
    }
    let mut found = candidates.iter().filter(|c| {
        c.visible
            && c.fingerprint.role == target.role
            && leading_code(crate::describe::element_name(&c.fingerprint))
                .is_some_and(|code| code.eq_ignore_ascii_case(want))
    });
    match (found.next(), found.next()) {
        (Some(one), None) => Some(one.index),
        _ => None,
    }
}

/// The one visible element of the target's kind and group whose whole name the task says
/// (`template::one_said_whole`): its group is the menu, fieldset or navigation that names the
/// demonstrated one, or, unnamed, the element holding `nearest` (the page's element most like
/// the demonstrated one; the same path but for its last step). `None` for none or several: a
/// "Private" toggle beside a palette is no colour, whatever the task says of it.
pub fn named_by_task(
    target: &Fingerprint,
    candidates: &[Candidate],
    task: &str,
    nearest: Option<u32>,
    taken: &[String],
) -> Option<u32> {
    let role = target.role.trim();
    if role.is_empty() {
        return None;
    }
    let group = norm(&target.context_label);
    let parent = |xpath: &str| xpath.rsplit_once('/').map(|(p, _)| p.to_string());
    let shape = |xpath: &str| {
        xpath
            .split('/')
            .map(|step| step.split('[').next().unwrap_or(step))
            .collect::<Vec<_>>()
            .join("/")
    };
    // (When the demonstrated list's items are known, the nearest element's list is that list
    // only when it stands where the demonstrated one stood or is one of them: a "Services" link
    // of the site's header, nearest to words of the task, is no item of the list chosen in.)
    let home = nearest
        .and_then(|i| candidates.iter().find(|c| c.index == i))
        .filter(|c| {
            target.options.is_empty()
                || shape(&c.fingerprint.xpath) == shape(&target.xpath)
                || target
                    .options
                    .iter()
                    .any(|o| norm(o) == norm(crate::describe::element_name(&c.fingerprint)))
        })
        .and_then(|c| parent(&c.fingerprint.xpath))
        .filter(|p| !p.is_empty());
    let same_group = |f: &Fingerprint| {
        if !group.is_empty() {
            norm(&f.context_label) == group
        } else {
            home.is_some() && parent(&f.xpath) == home
        }
    };
    let of_kind = |c: &&Candidate| {
        c.visible
            && c.enabled
            && c.fingerprint.role.trim() == role
            && !taken
                .iter()
                .any(|t| norm(t) == norm(crate::describe::element_name(&c.fingerprint)))
    };
    let kind: Vec<&Candidate> = candidates
        .iter()
        .filter(of_kind)
        .filter(|c| same_group(&c.fingerprint))
        .collect();
    // (A select's button is said by its label: "my first choice" for "First choice Fenwick
    // Court", which shows Fenwick Court.)
    let said_name = |c: &Candidate| {
        name_without_shown(&c.fingerprint)
            .unwrap_or_else(|| crate::describe::element_name(&c.fingerprint).to_string())
    };
    let owned: Vec<String> = kind.iter().map(|c| said_name(c)).collect();
    let names: Vec<&str> = owned.iter().map(String::as_str).collect();
    if let Some(i) = crate::template::one_said_whole(task, &names) {
        return Some(kind[i].index);
    }
    // None in the demonstrated one's group: the page's other groups of the same kind of
    // element (a link under another heading of the same guide). The groups' own names are
    // read too, so that a name said only inside one ("Visit" in "the Plan your visit part")
    // is not said; a group's name is never the choice.
    // Only groups built like the demonstrated one — each a list of several such elements at
    // the same place of a like structure (the sections of one guide) —: a lone toggle beside a
    // palette is another control, not another list of its choices.
    let target_shape = shape(&target.xpath);
    let group_size = |g: &str| {
        candidates
            .iter()
            .filter(|c| of_kind(c) && norm(&c.fingerprint.context_label) == norm(g))
            .count()
    };
    let everywhere: Vec<&Candidate> = candidates
        .iter()
        .filter(of_kind)
        .filter(|c| !same_group(&c.fingerprint))
        .filter(|c| {
            !target_shape.is_empty()
                && shape(&c.fingerprint.xpath) == target_shape
                && (c.fingerprint.context_label.trim().is_empty()
                    || group_size(&c.fingerprint.context_label) >= 2)
        })
        .collect();
    // (Unnamed groups — the lists of a guide's sections, each link in its own item — are lists
    // of several alike elements too.)
    if everywhere.len() < 2 {
        return None;
    }
    if everywhere.is_empty() {
        return None;
    }
    let names: Vec<&str> = everywhere
        .iter()
        .map(|c| crate::describe::element_name(&c.fingerprint))
        .collect();
    let mut read = task.to_string();
    for c in candidates {
        let group = c.fingerprint.context_label.trim();
        if group.is_empty() || names.iter().any(|n| norm(n) == norm(group)) {
            continue;
        }
        while let Some((a, b)) = crate::template::find_ci(&read, group, true) {
            read.replace_range(a..b, &" ".repeat(b - a));
        }
    }
    crate::template::one_said_whole(&read, &names).map(|i| everywhere[i].index)
}

/// Every element a step done to each row of a value means: those like the target standing in
/// a row named by the wanted row value (every "Select" box of the messages from Figma). Each
/// must be the target by what it is, as one element would; none is a refusal.
pub fn choose_each(
    target: &Fingerprint,
    candidates: &[Candidate],
    wanted: &Wanted,
) -> Result<Vec<u32>, String> {
    let Some(row) = wanted
        .expected_row
        .as_deref()
        .filter(|r| !r.trim().is_empty())
    else {
        return Err("the step is done to every row of a value, and this run has none".into());
    };
    let t = in_row(target, row);
    let found: Vec<u32> = candidates
        .iter()
        .filter(|c| c.visible && in_that_row(row, &c.fingerprint))
        .filter(|c| score(&t, c, None) >= FOUND_THRESHOLD)
        .map(|c| c.index)
        .collect();
    if found.is_empty() {
        Err(format!(
            "no {} stands in a row of “{}”",
            crate::text::truncate(&target.role, 20),
            crate::text::truncate(row, 40)
        ))
    } else {
        Ok(found)
    }
}

/// The element a step means: by its place when the task picked it so, else by what it is.
/// `column_bound`: the task named the target's column; an element in another is never it.
pub fn choose_for(
    target: &Fingerprint,
    candidates: &[Candidate],
    expected_name: Option<&str>,
    row: Option<Row>,
    ordinal: Option<i32>,
    column_bound: bool,
) -> Decision {
    choose_for_offering(
        target,
        candidates,
        expected_name,
        row,
        ordinal,
        column_bound,
        None,
    )
}

#[allow(clippy::too_many_arguments)]
fn choose_for_offering(
    target: &Fingerprint,
    candidates: &[Candidate],
    expected_name: Option<&str>,
    row: Option<Row>,
    ordinal: Option<i32>,
    column_bound: bool,
    offered: Option<&str>,
) -> Decision {
    if let Some(n) = ordinal.filter(|n| *n != 0) {
        return choose_by_place(target, candidates, n);
    }
    if !column_bound {
        return choose_among(target, candidates, expected_name, row, offered);
    }
    let wanted = norm(&target.column);
    let in_column: Vec<Candidate> = candidates
        .iter()
        .filter(|c| !wanted.is_empty() && norm(&c.fingerprint.column) == wanted)
        .cloned()
        .collect();
    // A cell's control named only by its row and column ("Security alerts: SMS", "SMS for
    // Security alerts", or nothing): the one of its kind where the task's row and column
    // cross is it, whatever this page calls it.
    if let Some(Row { text, bound: true }) = row {
        if names_only_its_place(target) {
            let at: Vec<&Candidate> = in_column
                .iter()
                .filter(|c| {
                    c.visible
                        && c.fingerprint.role == target.role
                        && in_that_row(text, &c.fingerprint)
                })
                .collect();
            if let [one] = at.as_slice() {
                let best = vec![Scored {
                    index: one.index,
                    score: 1.0,
                    role: one.fingerprint.role.clone(),
                    name: crate::text::truncate(
                        crate::describe::element_name(&one.fingerprint),
                        80,
                    ),
                }];
                return Decision::Found {
                    index: one.index,
                    score: 1.0,
                    best,
                    note: String::new(),
                };
            }
        }
    }
    match choose_among(target, &in_column, expected_name, row, offered) {
        Decision::NotFound { best, .. } if in_column.is_empty() => Decision::NotFound {
            best,
            reason: format!(
                "no element stands in the column “{}”",
                crate::text::truncate(target.column.trim(), 40)
            ),
        },
        decision => decision,
    }
}

/// The target as it stands in the row the task chose: the demonstrated row's name inside its
/// own ("Actions for Globex") reads as that row's. A target in no row is itself.
fn in_row(target: &Fingerprint, row: &str) -> Fingerprint {
    let mut t = target.clone();
    if !target.row.is_empty() {
        t.name = replace_ci(&t.name, &target.row, row);
        t.text = replace_ci(&t.text, &target.row, row);
        t.row = row.to_string();
    }
    t
}

/// Whether a control's name says nothing but the row and column it stands in (or nothing).
fn names_only_its_place(t: &Fingerprint) -> bool {
    let mut rest = t.name.clone();
    for part in [&t.row, &t.column] {
        rest = replace_ci(&rest, part.trim(), " ");
    }
    crate::text::words(&rest)
        .iter()
        .all(|w| crate::text::is_stopword(w))
}

/// `choose`, with the row the element must stand in: an element in another row is never the
/// one meant (the same "Delete" stands in every row) — position never decides.
pub fn choose_in_row(
    target: &Fingerprint,
    candidates: &[Candidate],
    expected_name: Option<&str>,
    row: Option<Row>,
) -> Decision {
    choose_among(target, candidates, expected_name, row, None)
}

/// `choose_in_row`, where a list the step chooses `offered` in is also known by offering it.
fn choose_among(
    target: &Fingerprint,
    candidates: &[Candidate],
    expected_name: Option<&str>,
    row: Option<Row>,
    offered: Option<&str>,
) -> Decision {
    let renamed;
    let target = match row {
        Some(Row { text, bound: true }) => {
            renamed = in_row(target, text);
            &renamed
        }
        _ => target,
    };
    let mut raw: Vec<f64> = candidates
        .iter()
        .map(|c| score_offering(target, c, expected_name, offered))
        .collect();
    if let Some(Row { text, bound }) = row {
        // Another row is never the one meant; a candidate in no row at all (the page lost its
        // table) is judged on its other marks unless the task chose the row or look-alikes
        // need telling apart.
        let lookalikes = raw.iter().filter(|s| **s >= FOUND_THRESHOLD).count() > 1;
        for (s, c) in raw.iter_mut().zip(candidates) {
            let in_a_row = !c.fingerprint.row.trim().is_empty();
            if !in_that_row(text, &c.fingerprint) && (bound || lookalikes || in_a_row) {
                *s = s.min(FOUND_THRESHOLD - 0.05);
            }
        }
    }
    if let Some(i) = sole_submitter(target, candidates, expected_name) {
        raw[i] = raw[i].max(SOLE_SUBMITTER);
    }
    let mut scored: Vec<Scored> = candidates
        .iter()
        .zip(raw)
        .map(|(c, s)| Scored {
            index: c.index,
            score: round3(s),
            role: c.fingerprint.role.clone(),
            name: crate::text::truncate(crate::describe::element_name(&c.fingerprint), 80),
        })
        .collect();
    scored.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.index.cmp(&b.index)));
    let best: Vec<Scored> = scored.iter().take(3).cloned().collect();
    let Some(first) = scored.first() else {
        return Decision::NotFound {
            best,
            reason: "the page has no element of that kind".into(),
        };
    };
    if first.score < FOUND_THRESHOLD {
        return Decision::NotFound {
            best,
            reason: format!(
                "no element is close enough (best {:.0}% of a match)",
                first.score * 100.0
            ),
        };
    }
    // Found only by what it asks for (its label says it another way): a second field asking
    // for the same thing makes the place decide, and the place never does.
    let by_concept_only = |index: u32| {
        candidates
            .iter()
            .find(|c| c.index == index)
            .is_some_and(|c| {
                stands_in(target, &c.fingerprint, expected_name, offered)
                    && text_similarity(&target.name, &c.fingerprint.name) < MIN_DIRECT_NAME
            })
    };
    if by_concept_only(first.index) {
        let alike: Vec<&Scored> = scored
            .iter()
            .filter(|s| s.score >= FOUND_THRESHOLD && by_concept_only(s.index))
            .collect();
        if alike.len() > 1 {
            return Decision::Ambiguous {
                reason: format!(
                    "“{}” and “{}” both ask for what “{}” did; refusing to guess",
                    alike[0].name,
                    alike[1].name,
                    crate::text::truncate(target.name.trim(), 40)
                ),
                best,
                tied: Vec::new(),
            };
        }
    }
    if let Some(second) = scored.get(1) {
        if first.score - second.score < TIE_MARGIN {
            return Decision::Ambiguous {
                reason: format!(
                    "two elements match equally well ({:.0}% and {:.0}%); refusing to guess",
                    first.score * 100.0,
                    second.score * 100.0
                ),
                best,
                tied: scored
                    .iter()
                    .take_while(|s| first.score - s.score < TIE_MARGIN)
                    .cloned()
                    .collect(),
            };
        }
    }
    Decision::Found {
        index: first.index,
        score: first.score,
        best,
        note: String::new(),
    }
}

/// How sure the one button that submits the demonstrated form is that control when its label
/// changed: found, short of a control that still says the demonstrated label.
const SOLE_SUBMITTER: f64 = 0.8;

/// The candidate (its position in `candidates`) that is the demonstrated form's own submit
/// button under another label ("Save" / "Update profile", "Send" / "Submit"): the one visible
/// button on the page that submits a form of that name, when it does not do another deed
/// ("Delete account", "Search"). Two such buttons, or none, make no stand-in.
fn sole_submitter(
    target: &Fingerprint,
    candidates: &[Candidate],
    expected_name: Option<&str>,
) -> Option<usize> {
    let form = norm(&target.submits);
    if form.is_empty() || expected_name.is_some() {
        return None;
    }
    let mut submitters = candidates
        .iter()
        .enumerate()
        .filter(|(_, c)| c.visible && norm(&c.fingerprint.submits) == form);
    let (i, c) = submitters.next()?;
    if submitters.next().is_some() {
        return None;
    }
    let deed = |f: &Fingerprint| {
        let said = if norm(&f.name).is_empty() {
            &f.text
        } else {
            &f.name
        };
        crate::retrieval::reading::read_text(said).main
    };
    match (deed(target), deed(&c.fingerprint)) {
        (Some(a), Some(b)) if crate::synonyms::fit(&a, &b) == crate::synonyms::Fit::Conflict => {
            None
        }
        _ => Some(i),
    }
}

/// The element the task picks by its place among look-alikes ("the first result"): of the same
/// kind and in a list of the same shape as the demonstrated one, at that place (`ordinal` 1, 2…
/// from the top, -1 the last). What it says is this run's data and decides nothing; two lists
/// that both have such an element stop the run.
pub fn choose_by_place(target: &Fingerprint, candidates: &[Candidate], ordinal: i32) -> Decision {
    let shape = list_shape(&target.xpath);
    let scored: Vec<Scored> = candidates
        .iter()
        .filter(|c| {
            c.visible
                && c.fingerprint.role == target.role
                && c.fingerprint.tag == target.tag
                && c.fingerprint.rank > 0
        })
        .filter(|c| list_shape(&c.fingerprint.xpath) == shape)
        .filter(|c| {
            if ordinal > 0 {
                c.fingerprint.rank == ordinal as u32
            } else {
                c.fingerprint.rank == c.fingerprint.rank_of
            }
        })
        .map(|c| Scored {
            index: c.index,
            score: 1.0,
            role: c.fingerprint.role.clone(),
            name: crate::text::truncate(crate::describe::element_name(&c.fingerprint), 80),
        })
        .collect();
    let place = if ordinal > 0 {
        format!("number {ordinal}")
    } else {
        "the last".to_string()
    };
    match scored.as_slice() {
        [] => Decision::NotFound {
            best: Vec::new(),
            reason: format!(
                "no {} stands {place} in a list like the demonstrated one",
                target.role
            ),
        },
        [one] => Decision::Found {
            index: one.index,
            score: 1.0,
            best: scored.clone(),
            note: String::new(),
        },
        _ => Decision::Ambiguous {
            best: scored.iter().take(3).cloned().collect(),
            reason: format!(
                "{} lists like the demonstrated one each have a {} {place}; refusing to guess",
                scored.len(),
                target.role
            ),
            tied: Vec::new(),
        },
    }
}

/// The last steps of an XPath without positions or ids ("…/ol[2]/li[1]/a" → "ol/li/a"): lists
/// of the same shape, wherever their items stand.
fn list_shape(xpath: &str) -> String {
    let steps: Vec<String> = xpath
        .split('/')
        .filter(|s| !s.is_empty() && !s.starts_with('*'))
        .map(|s| s.split('[').next().unwrap_or(s).to_string())
        .collect();
    steps[steps.len().saturating_sub(4)..].join("/")
}

/// Whether a candidate's row is the wanted one: the same words, or one holding the other
/// ("Globex Industries" / "Globex Industries (trial)").
/// Whether an element stands in the row `wanted` names: by the row's name, or by one of its
/// other cells said whole ("chen.wei@example.com" names the row of Chen Wei).
fn in_that_row(wanted: &str, c: &Fingerprint) -> bool {
    let (w, r) = (norm(wanted), norm(&c.row));
    if !r.is_empty() && w.len() > r.len() && w.contains(&r) {
        // The value says more than the row's name ("Nissan Leaf on Rope Walk" for the row
        // "Nissan Leaf"): its other words must be the row's other cells', or this is another
        // row of the same name (the Nissan Leaf on Canal Street).
        let cells = crate::text::words(&c.row_cells.join(" "));
        return crate::text::words(&w.replacen(&r, " ", 1))
            .iter()
            .filter(|x| !crate::text::is_stopword(x))
            .all(|x| cells.contains(x));
    }
    same_row(wanted, &c.row)
        || (!norm(wanted).is_empty() && c.row_cells.iter().any(|cell| norm(cell) == norm(wanted)))
}

fn same_row(wanted: &str, row: &str) -> bool {
    let (w, r) = (norm(wanted), norm(row));
    !w.is_empty() && !r.is_empty() && (w == r || r.contains(&w) || w.contains(&r))
}

/// `text` with `from` replaced by `to`, ignoring case.
pub(crate) fn replace_ci(text: &str, from: &str, to: &str) -> String {
    match crate::template::find_ci(text, from, true) {
        Some((a, b)) if !from.trim().is_empty() => format!("{}{}{}", &text[..a], to, &text[b..]),
        _ => text.to_string(),
    }
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// Compared without case, runs of spaces, the kind of dash or a count the page shows beside a name ("Hoka (5)").
fn norm(s: &str) -> String {
    // (A minus sign, an en dash and a hyphen read alike: "−" is the "-" a stepper shows.)
    squash(crate::text::without_count(s))
        .to_lowercase()
        .replace(['−', '–', '—'], "-")
}

/// Whether `name` is the wanted value said as a deed: "Move to In progress" for the column
/// "In progress", "Assign to Ana" for "Ana" — a short phrase led by a verb, then the value.
/// A name that only holds the value among other words ("In progress (archived)") is not.
fn value_as_deed(wanted: &str, name: &str) -> bool {
    let (w, n) = (norm(wanted), norm(name));
    if w.is_empty() || n.len() <= w.len() || !n.ends_with(&w) {
        return false;
    }
    let lead = &n[..n.len() - w.len()];
    if !lead.ends_with(' ') {
        return false;
    }
    let words = lead.split_whitespace().count();
    (1..=3).contains(&words) && crate::retrieval::reading::read_text(lead).main.is_some()
}

/// Whether `name` is the wanted value in the words the demonstrated name put around its own
/// value: "Seat 16E" for "16E" when the seat clicked was "Seat 18F". The words the two names
/// share at their edges are the frame; what is left of this one must be the value, and the
/// demonstrated one must have had a value there too ("Seat 16F" is not "16E", nor is "Row 16E").
fn value_in_frame(demonstrated: &str, wanted: &str, name: &str) -> bool {
    let words = |s: &str| -> Vec<String> { norm(s).split_whitespace().map(String::from).collect() };
    let (d, n, w) = (words(demonstrated), words(name), words(wanted));
    if w.is_empty() || n.len() <= w.len() {
        return false;
    }
    let lead = d.iter().zip(&n).take_while(|(a, b)| a == b).count();
    let tail = d[lead..]
        .iter()
        .rev()
        .zip(n[lead..].iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    lead + tail > 0 && d.len() > lead + tail && n[lead..n.len() - tail] == w[..]
}

/// 1 for the same text, partial credit for containment and shared words, 0 otherwise.
fn text_similarity(a: &str, b: &str) -> f64 {
    // Names that say a day are alike when they say the same day, however written ("Mon Sep 21",
    // "21 September"), and not at all when they say different days ("Sep 21" is not "Sep 24").
    // (Read before `norm`, which takes a trailing number for a count.)
    if let (Some(x), Some(y)) = (
        crate::retrieval::formats::month_day(a),
        crate::retrieval::formats::month_day(b),
    ) {
        return if x == y { 1.0 } else { 0.0 };
    }
    let (a, b) = (norm(a), norm(b));
    if a.is_empty() || b.is_empty() {
        return 0.0;
    }
    if a == b {
        return 1.0;
    }
    if same_words(&a, &b) {
        return 0.9;
    }
    if a.contains(&b) || b.contains(&a) {
        return 0.6;
    }
    if same_deed(&a, &b) {
        return SAME_DEED;
    }
    let wa: std::collections::HashSet<String> = crate::text::words(&a).into_iter().collect();
    let wb: std::collections::HashSet<String> = crate::text::words(&b).into_iter().collect();
    let inter = wa.intersection(&wb).count() as f64;
    let union = wa.union(&wb).count() as f64;
    if union == 0.0 {
        0.0
    } else {
        0.5 * inter / union
    }
}

/// How alike two names are that do one deed to one thing in other words.
const SAME_DEED: f64 = 0.6;

/// Whether two short control names do the same deed to the same thing in other words: "New
/// contact" / "Add contact" / "Create contact". Another deed ("Delete contact"), a particular
/// deed of the same kind ("Publish post" / "Draft post") or another thing ("Add group") is not.
fn same_deed(a: &str, b: &str) -> bool {
    use crate::retrieval::reading::read_text;
    if let (Some(ta), Some(tb)) = (commits(a), commits(b)) {
        return ta == tb || ta.is_empty() || tb.is_empty();
    }
    let (ra, rb) = (read_text(a), read_text(b));
    let (Some(da), Some(db)) = (ra.main.as_deref(), rb.main.as_deref()) else {
        return false;
    };
    let verb = |r: &crate::retrieval::reading::Reading| -> Option<String> {
        r.words
            .iter()
            .find(|w| w.action)
            .map(|w| crate::text::stem(&w.word))
    };
    if da != db
        || matches!((verb(&ra), verb(&rb)), (Some(x), Some(y)) if crate::synonyms::different_deeds(&x, &y))
    {
        return false;
    }
    let things = |r: &crate::retrieval::reading::Reading| -> std::collections::BTreeSet<String> {
        r.words
            .iter()
            .filter(|w| !w.action)
            .map(|w| w.term.clone())
            .collect()
    };
    let (ta, tb) = (things(&ra), things(&rb));
    !ta.is_empty() && ta == tb && ra.words.len() <= 4 && rb.words.len() <= 4
}

/// Verbs a button says to keep what the person entered: on a button "Save", "Update",
/// "Apply", "Submit", "Send" and "Confirm" all commit the form or panel they end.
const COMMIT_STEMS: [&str; 8] = [
    "save", "updat", "appli", "submit", "send", "confirm", "ok", "done",
];

/// For a button name led by a committing verb ("Save preferences"), the other words' terms
/// ({"prefer"}); `None` for any other name.
fn commits(name: &str) -> Option<std::collections::BTreeSet<String>> {
    let words = crate::text::words(name);
    let (first, rest) = words.split_first()?;
    if !COMMIT_STEMS.contains(&crate::text::stem(first).as_str()) || rest.len() > 3 {
        return None;
    }
    Some(
        rest.iter()
            .filter(|w| !crate::text::is_stopword(w))
            .map(|w| crate::text::stem(w))
            .collect(),
    )
}

/// A candidate's name with its row's name taken out ("Move Hiring plan up" in the row "Hiring
/// plan" → "Move up"), when it holds it and something is left.
/// A control named by its label and the value it shows (a component-library select's button,
/// `aria-labelledby="label button"`: "First choice Northcote Hall" showing "Northcote Hall"):
/// its name without what it shows, "First choice" — the value changes from visit to visit,
/// the label does not.
fn name_without_shown(c: &Fingerprint) -> Option<String> {
    let shown = norm(&c.text);
    let name = norm(&c.name);
    if shown.is_empty() || name.len() <= shown.len() {
        return None;
    }
    let rest = name.strip_suffix(&shown)?;
    // (Only whole words: "Notifications" showing "ions" is no label and value.)
    rest.ends_with(' ')
        .then(|| {
            rest.trim()
                .trim_end_matches([':', '-', '–', ','])
                .trim()
                .to_string()
        })
        .filter(|r| r.chars().any(char::is_alphanumeric))
}

/// A name opening with its place in a numbered outline ("4.4 Topping up the pressure", "2)
/// Billing", "12. Appendix"): the name without that number, which a renumbered contents
/// changes; `None` for a name without one, or one that is only a number.
pub(crate) fn without_numbering(name: &str) -> Option<&str> {
    let name = name.trim();
    let (first, rest) = name.split_once(char::is_whitespace)?;
    let number = first.trim_end_matches(['.', ')']);
    let numbered = !number.is_empty()
        && number
            .split('.')
            .all(|p| !p.is_empty() && p.len() <= 3 && p.chars().all(|c| c.is_ascii_digit()))
        && (number.contains('.') || first.len() > number.len());
    let rest = rest.trim();
    (numbered && rest.chars().any(char::is_alphabetic)).then_some(rest)
}

/// How alike a wanted value without an outline number is to `name` without its own; 0 when
/// the value has a number of its own (it is judged whole) or the name has none.
fn unnumbered_similarity(want: &str, name: &str) -> f64 {
    if without_numbering(want).is_some() {
        return 0.0;
    }
    without_numbering(name).map_or(0.0, |n| text_similarity(want, n))
}

fn name_without_row(c: &Fingerprint) -> Option<String> {
    let row = c.row.trim();
    if row.is_empty() {
        return None;
    }
    let (a, b) = crate::template::find_ci(&c.name, row, true)?;
    let rest = squash(&format!("{} {}", &c.name[..a], &c.name[b..]));
    let rest = rest
        .trim_end_matches([' ', ':', '-', '–', ','])
        .trim_start_matches([' ', ':', '-', '–', ',']);
    let words: Vec<&str> = rest.split_whitespace().collect();
    // ("Actions for" keeps its "for": the words left are compared as they are.)
    (!words.is_empty() && rest.chars().any(char::is_alphanumeric)).then(|| words.join(" "))
}

/// Short forms fields are labelled with, and the words they stand for ("hh" is the hour box;
/// "mm" is a minute or a month).
const SHORT_FORMS: [(&str, &[&str]); 13] = [
    ("hh", &["hour"]),
    ("hr", &["hour"]),
    ("hrs", &["hour"]),
    ("mm", &["minut", "month"]),
    ("min", &["minut"]),
    ("mins", &["minut"]),
    ("dd", &["day"]),
    ("yyyy", &["year"]),
    ("yy", &["year"]),
    ("qty", &["quantiti"]),
    ("tel", &["phone"]),
    ("telephon", &["phone"]),
    ("e-mail", &["email"]),
];

/// Whether two names say the same words, each maybe in another form: "Hours" / "Hour", "hh" /
/// "Hour", "Qty" / "Quantity", "E-mail" / "Email".
fn same_words(a: &str, b: &str) -> bool {
    let forms = |w: &str| -> Vec<String> {
        let stem = crate::text::stem(w);
        match SHORT_FORMS
            .iter()
            .find(|(short, _)| *short == w || *short == stem)
        {
            Some((_, long)) => long.iter().map(|l| l.to_string()).collect(),
            None => vec![stem],
        }
    };
    let split = |s: &str| -> Vec<Vec<String>> {
        s.split(|c: char| !(c.is_alphanumeric() || c == '-'))
            .filter(|w| !w.is_empty())
            .map(forms)
            .collect()
    };
    let (wa, wb) = (split(a), split(b));
    !wa.is_empty()
        && wa.len() == wb.len()
        && wa
            .iter()
            .all(|x| wb.iter().any(|y| x.iter().any(|f| y.contains(f))))
        && wb
            .iter()
            .all(|y| wa.iter().any(|x| y.iter().any(|f| x.contains(f))))
}

/// Shared words over all words (order aside): "icon more circle circle" / "more icon circle".
/// How alike a target's icon words are to a candidate's: all of the target's found is a match
/// (a page may add a class of its own to each element: "sjbgz seat" draws the "seat"); else the
/// words shared over all.
fn token_similarity(target: &str, candidate: &str) -> f64 {
    let wa: std::collections::HashSet<&str> = target.split_whitespace().collect();
    let wb: std::collections::HashSet<&str> = candidate.split_whitespace().collect();
    let union = wa.union(&wb).count();
    if union == 0 {
        0.0
    } else if wa.is_subset(&wb) {
        1.0
    } else {
        wa.intersection(&wb).count() as f64 / union as f64
    }
}

/// Whether a control's name says the row and the column it stands in ("Seat 18F" in row 18,
/// column F): chosen by that name, its place is the value's, not a place to look in.
fn name_says_its_place(t: &Fingerprint) -> bool {
    // Words split where letters meet digits: "18F" says "18" and "F".
    let pieces = |s: &str| -> Vec<String> {
        let mut out = Vec::new();
        for word in crate::text::words(&s.to_lowercase()) {
            let mut cur = String::new();
            for ch in word.chars() {
                if !cur.is_empty()
                    && cur.chars().next_back().unwrap().is_ascii_digit() != ch.is_ascii_digit()
                {
                    out.push(std::mem::take(&mut cur));
                }
                cur.push(ch);
            }
            if !cur.is_empty() {
                out.push(cur);
            }
        }
        out
    };
    let name = pieces(&t.name);
    let said = |part: &str| {
        let p = pieces(part);
        !p.is_empty() && p.iter().all(|w| name.contains(w))
    };
    !t.column.trim().is_empty() && said(&t.column) && (t.row.trim().is_empty() || said(&t.row))
}

fn exact(a: &str, b: &str) -> f64 {
    if !a.is_empty() && a == b {
        1.0
    } else {
        0.0
    }
}

/// XPath similarity: shared leading steps over the longer path ("/html/body/form/div[2]/input"
/// vs ".../div[3]/input" share most), so a field that moved a little still scores.
fn path_similarity(a: &str, b: &str) -> f64 {
    if a.is_empty() || b.is_empty() {
        return 0.0;
    }
    if a == b {
        return 1.0;
    }
    let sa: Vec<&str> = a.split('/').filter(|s| !s.is_empty()).collect();
    let sb: Vec<&str> = b.split('/').filter(|s| !s.is_empty()).collect();
    let shared = sa.iter().zip(sb.iter()).take_while(|(x, y)| x == y).count() as f64;
    0.8 * shared / sa.len().max(sb.len()) as f64
}

/// Roles of fields, named by their label: a relabelled field ("Title" → "Subject") is still
/// found by its other marks. Everything else is picked by what it says.
const FIELD_ROLES: [&str; 6] = [
    "textbox",
    "searchbox",
    "combobox",
    "spinbutton",
    "slider",
    "textarea",
];

/// A field: named by its label, not picked by what it says.
fn is_field(f: &Fingerprint) -> bool {
    FIELD_ROLES.contains(&f.role.as_str())
        || matches!(f.tag.as_str(), "input" | "textarea") && f.role.is_empty()
}

/// Whether a candidate says what the demonstrated control said: the same words, one inside the
/// other ("Save" / "Save changes"), or most words shared — and not another deed ("Create issue"
/// / "Delete issue"). Controls that said nothing (an icon) and fields agree by default.
fn says_the_same(target: &Fingerprint, c: &Fingerprint) -> bool {
    if is_field(target) {
        return true;
    }
    // A click on a table's data (the address in the Email column): what it says is that row's
    // data; the column says which cell it is.
    if is_data_cell(target) {
        return norm(&target.column) == norm(&c.column);
    }
    let said: Vec<&str> = [target.name.as_str(), target.text.as_str()]
        .into_iter()
        .filter(|t| !norm(t).is_empty())
        .collect();
    if said.is_empty() {
        // An icon says what it draws: the three dots are not the share arrow.
        return target.icon.is_empty()
            || c.icon.is_empty()
            || token_similarity(&target.icon, &c.icon) >= MIN_ICON_SIMILARITY;
    }
    // A control that lost its name and says nothing now (an icon labelled on some visits only):
    // the icon it draws says whether it is the same.
    if norm(&c.name).is_empty()
        && norm(&c.text).is_empty()
        && !target.icon.is_empty()
        && !c.icon.is_empty()
    {
        return token_similarity(&target.icon, &c.icon) >= MIN_ICON_SIMILARITY;
    }
    let own_name = name_without_row(c).unwrap_or_default();
    let saying = [c.name.as_str(), c.text.as_str(), own_name.as_str()];
    let deed = |t: &str| crate::retrieval::reading::read_text(t).main;
    let same = |a: &str, b: &str| {
        let other_deed = matches!((deed(a), deed(b)), (Some(x), Some(y)) if x != y)
            && !same_deed(&norm(a), &norm(b));
        text_similarity(a, b) >= MIN_NAME_SIMILARITY && !other_deed
    };
    // Both labelled beyond what they show (an icon named "Actions for Globex" / "Share Globex"):
    // the labels say which control it is, and must agree.
    let labelled = |f: &Fingerprint| !norm(&f.name).is_empty() && norm(&f.name) != norm(&f.text);
    if labelled(target) && labelled(c) {
        return same(&target.name, &c.name);
    }
    said.iter().any(|a| {
        saying.iter().any(|b| {
            let sim = text_similarity(a, b);
            let other_deed = matches!((deed(a), deed(b)), (Some(x), Some(y)) if x != y)
                && !same_deed(&norm(a), &norm(b));
            sim >= MIN_NAME_SIMILARITY && !other_deed
        })
    })
}

/// Roles of elements that show a table's data rather than name a control.
const DATA_ROLES: [&str; 5] = ["", "cell", "gridcell", "generic", "text"];

/// An element in a table's cell that shows data (not a button or link there): its text is the
/// row's value, which differs from row to row.
fn is_data_cell(f: &Fingerprint) -> bool {
    // (Data the recorder saw no other row say needs no column header to be data: a table whose
    // header is drawn apart, as some component libraries do, gives none.)
    !norm(&f.row).is_empty()
        && (f.row_data || (!norm(&f.column).is_empty() && DATA_ROLES.contains(&f.role.as_str())))
}

/// Shared marks of two icons that still make them the same icon (a third: pages add generated
/// class names to a font icon's "icon bars").
const MIN_ICON_SIMILARITY: f64 = 0.34;

/// Shared words, of all words of both names, that still count as the same name (two of three:
/// "Create issue" / "Create new issue"; not one of three).
const MIN_NAME_SIMILARITY: f64 = 0.3;

/// How alike two field names are when they ask for the same thing (fields.rs): as alike as the
/// same words in other forms, short of the same name.
const SAME_CONCEPT: f64 = 0.9;
/// A name at least this like the demonstrated one is found by what it says, not by its concept.
const MIN_DIRECT_NAME: f64 = 0.6;

/// Whether a field stands in for the demonstrated one though labelled otherwise: it asks for
/// the same thing (fields.rs), or it is a list offering the value the step chooses.
fn stands_in(
    target: &Fingerprint,
    c: &Fingerprint,
    expected_name: Option<&str>,
    offered: Option<&str>,
) -> bool {
    expected_name.is_none()
        && is_field(target)
        && (fields::same_concept(target, c)
            || offered.is_some_and(|v| is_list(target) && offers(c, v)))
}

/// Whether an option's name is the wanted value by its name part ("Porto" or "Porto" said in
/// the plural for "Porto (OPO)", "Indian rupees" for "INR — Indian rupee") or its code ("INR").
fn option_says(option: &str, wanted: &str) -> bool {
    crate::template::option_core(option)
        .is_some_and(|core| norm(core) == norm(wanted) || crate::template::same_name(core, wanted))
        || crate::template::option_code(option).is_some_and(|code| code == wanted.trim())
}

/// A list to choose from: a `<select>`, or a field that offered choices.
fn is_list(f: &Fingerprint) -> bool {
    f.tag == "select" || !f.options.is_empty()
}

/// Whether a list offers `value`, as written or in the list's own form ("Apr" for April).
fn offers(c: &Fingerprint, value: &str) -> bool {
    !c.options.is_empty()
        && (c.options.iter().any(|o| norm(o) == norm(value))
            || crate::retrieval::formats::option_for(value, &c.options).is_some())
}

/// Weighted agreement over the features the recorded element had (each in 0..1).
pub fn score(target: &Fingerprint, candidate: &Candidate, expected_name: Option<&str>) -> f64 {
    score_offering(target, candidate, expected_name, None)
}

/// `score`, where a list the step chooses `offered` in stands in when it offers it.
fn score_offering(
    target: &Fingerprint,
    candidate: &Candidate,
    expected_name: Option<&str>,
    offered: Option<&str>,
) -> f64 {
    let c = &candidate.fingerprint;
    let name = expected_name.unwrap_or(&target.name);
    let text = expected_name.unwrap_or(&target.text);
    let mut got = 0.0;
    let mut max = 0.0;
    let mut feature = |present: bool, weight: f64, value: f64| {
        if present {
            max += weight;
            got += weight * value;
        }
    };
    feature(!target.role.is_empty(), 2.0, exact(&target.role, &c.role));
    // A control that lost its label but shows what the demonstrated one showed (the "⋯" named
    // "Actions for Globex" at demonstration, unnamed now): no name is not another name.
    let unlabelled = expected_name.is_none()
        && (c.name.trim().is_empty() || norm(&c.name) == norm(&c.text))
        && !norm(&target.text).is_empty()
        && norm(&target.text) == norm(&c.text)
        && norm(&target.name) != norm(&target.text);
    // A data cell's text is its row's data: the row and the column say which cell it is.
    let data = expected_name.is_none() && is_data_cell(target);
    // A name that says its row ("Move Hiring plan up") says, in that row, what "Move up" says.
    let own_name = name_without_row(c);
    // (An option said by its name part or code, "Indian rupees" or "INR" for "INR — Indian
    // rupee", is named.)
    let said = expected_name.is_some_and(|w| option_says(&c.name, w));
    let name_sim = text_similarity(name, &c.name)
        .max(
            own_name
                .as_deref()
                .map_or(0.0, |n| text_similarity(name, n)),
        )
        .max(
            name_without_shown(c)
                .as_deref()
                .map_or(0.0, |n| text_similarity(name, n)),
        )
        .max(if said { 1.0 } else { 0.0 })
        // (A value said without the number its place in an outline gives it: "Topping up the
        // pressure" for "4.4 Topping up the pressure". A value with a number of its own is
        // judged whole.)
        .max(expected_name.map_or(0.0, |want| unnumbered_similarity(want, &c.name)));
    // A field labelled another way that asks for the same thing ("Street address" / "Address
    // line 1") is named as near as one whose label lost a word.
    let asks_the_same = stands_in(target, c, expected_name, offered);
    let concept = if asks_the_same { SAME_CONCEPT } else { 0.0 };
    feature(
        !name.is_empty() && !unlabelled && !data,
        4.0,
        name_sim.max(concept),
    );
    feature(
        !target.label.is_empty() && expected_name.is_none(),
        2.0,
        text_similarity(&target.label, &c.label).max(concept),
    );
    feature(
        !text.is_empty() && !data,
        1.5,
        text_similarity(text, &c.text).max(if said { 1.0 } else { 0.0 }),
    );
    // (A value chosen by a name that says its place brings its own column: "Seat 16E".)
    feature(
        !target.column.is_empty() && (expected_name.is_none() || !name_says_its_place(target)),
        3.0,
        text_similarity(&target.column, &c.column),
    );
    // For a slot target the demonstrated option's identity (id, test id, selectors) points at
    // the value chosen then, not the one wanted now: only its kind and its group count.
    let identity = expected_name.is_none();
    feature(
        identity && !target.test_id.is_empty(),
        3.0,
        exact(&target.test_id, &c.test_id),
    );
    feature(
        identity && !target.id.is_empty(),
        1.0,
        exact(&target.id, &c.id),
    );
    feature(
        !target.name_attr.is_empty(),
        1.5,
        exact(&target.name_attr, &c.name_attr),
    );
    feature(
        !target.placeholder.is_empty(),
        1.0,
        text_similarity(&target.placeholder, &c.placeholder).max(concept),
    );
    feature(
        !target.input_type.is_empty(),
        0.5,
        exact(&target.input_type, &c.input_type),
    );
    feature(!target.tag.is_empty(), 0.5, exact(&target.tag, &c.tag));
    feature(
        !target.context_label.is_empty(),
        1.0,
        text_similarity(&target.context_label, &c.context_label),
    );
    feature(
        identity && !target.css.is_empty(),
        1.0,
        exact(&target.css, &c.css),
    );
    feature(
        identity && !target.xpath.is_empty(),
        0.75,
        path_similarity(&target.xpath, &c.xpath),
    );
    feature(
        true,
        0.25,
        if target.shadow_hosts == c.shadow_hosts {
            1.0
        } else {
            0.0
        },
    );
    // An icon-only control: what it shows stands in for the name it lacks.
    feature(
        !target.icon.is_empty(),
        4.0,
        token_similarity(&target.icon, &c.icon),
    );
    let mut s = if max > 0.0 { got / max } else { 0.0 };
    // The wanted value must be the element's name: "Q4 2025" is not "Q1 2025", however alike.
    if let Some(wanted) = expected_name {
        if text_similarity(wanted, &c.name).max(text_similarity(wanted, &c.text)) < 1.0
            && !value_as_deed(wanted, &c.name)
            && !value_in_frame(&target.name, wanted, &c.name)
            && !option_says(&c.name, wanted)
            && !name_without_shown(c).is_some_and(|n| text_similarity(wanted, &n) >= 1.0)
            && unnumbered_similarity(wanted, &c.name) < 1.0
        {
            s = s.min(FOUND_THRESHOLD - 0.05);
        }
    }
    // A control picked by what it says (a button, a link, a tab, a menu item) must still say
    // it: role, selectors and position agreeing never make "Pellentesque" the link "faucibus",
    // nor "Delete issue" the button "Create issue".
    if expected_name.is_none() && !says_the_same(target, c) {
        s = s.min(FOUND_THRESHOLD - 0.05);
    }
    // A person clicks only what is shown: a hidden element is no match (the run waits for it
    // to show), except a native box or radio that a custom control draws over.
    if !candidate.visible {
        let native_box = c.tag == "input" && matches!(c.input_type.as_str(), "checkbox" | "radio");
        s *= if native_box { 0.7 } else { 0.5 };
    }
    if !candidate.enabled {
        s *= 0.8;
    }
    s
}

mod fields;
pub mod known;
pub use known::KnownLocator;
#[cfg(test)]
mod tests;
