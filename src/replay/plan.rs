//! A run plan: the procedure's steps with this run's values filled in, and what to check
//! before and after each step (pre-condition: the page's host; post-condition: the navigation,
//! value or state the demonstration produced).

use crate::model::{Action, Effect, Fingerprint, NavKind, Procedure, Step};
use crate::urls;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Post {
    /// The next page: same host and path as demonstrated.
    Navigation {
        host: String,
        path: String,
    },
    /// The field holds this value afterwards.
    Value {
        value: String,
    },
    /// The box is checked (or not) afterwards, and — when ticking it changed the page at
    /// demonstration (a list filtered at once) — the page changes the same way.
    Checked {
        checked: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        effect: Option<Effect>,
    },
    /// The click (or Enter) does what it did at demonstration: a menu opens, a tab is selected.
    Effect {
        effect: Effect,
    },
    /// A secret field holds what was typed (compared in the page; the value never comes back).
    SecretTyped,
    None,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlannedStep {
    pub step_id: String,
    pub action: Action,
    /// Words for the person watching ("Type {title} into the textbox “Title”").
    pub text: String,
    pub target: Option<Fingerprint>,
    /// The value to enter, with this run's slot values filled in (secrets only in memory).
    pub value: Option<String>,
    /// For a click on a slot option: the bound value names the element to click.
    pub expected_name: Option<String>,
    pub checked: Option<bool>,
    pub nav: Option<NavKind>,
    /// Navigate steps: where to go.
    pub url: String,
    /// The host the page must be on before the step.
    pub expected_host: String,
    pub implicit: bool,
    pub secret: bool,
    /// Only in some demonstrations: skipped when its element is not on the page, or when this
    /// run gives no value for its slot (`missing_value`).
    pub optional: bool,
    pub missing_value: bool,
    pub post: Post,
    /// Whether the step's effect can be checked at all. A step done but not checked leaves the
    /// run "done, unverified", never "succeeded".
    pub checkable: bool,
    /// Turning the pages of results toward the step at this index (a choice among results): a
    /// replay pages with this control only until that step's element is on the page, however
    /// many pages that takes — none when it is on the first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub page_until: Option<usize>,
    /// A day clicked in a calendar: the date to pick ("YYYY-MM-DD"). The replayer turns the
    /// calendar to its month and clicks its day, whatever month the demonstration went to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pick_date: Option<String>,
    /// Done by the step at this index (the month buttons a date pick turns itself): skipped.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub covered_by: Option<usize>,
    /// The row the element must stand in: this run's value for the step's row slot, or the
    /// demonstrated row (which decides between look-alikes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected_row: Option<String>,
    /// `expected_row` is this run's value (the row is what the task chose).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub row_bound: bool,
    /// This run's values the row must show besides `expected_row` (`Step::row_also`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub row_also: Vec<String>,
    /// Done to every element like the target in the rows of `expected_row`, however many.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub each: bool,
    /// The target's column is this run's value (the task named the column): the element must
    /// stand in it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub column_bound: bool,
    /// The element is the one at this place among its look-alikes (1 the first, -1 the last):
    /// the task said which by its place, not its name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ordinal: Option<i32>,
    /// Click until the count beside the control reads this number (a quantity stepper): none
    /// when it already does; the count read back is the step's check.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count_to: Option<i64>,
    /// The demonstrated clicks raised the count (else they lowered it). Always written: the
    /// worker must tell false from absent.
    #[serde(default)]
    pub count_up: bool,
    /// The control that moves the count the other way ("−" beside "+"), to find when the page
    /// starts past the wanted number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opposite: Option<Fingerprint>,
    /// A choice that opened the menu or list the next step chooses in (an icon's menu named on
    /// some visits only): when the task names no such control, the demonstrated one is it —
    /// the next step's choice, checked in what it opens, says whether it was.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub opener: bool,
    /// A box ticked by a slot in a group of boxes ("Which cats are staying?"): every value this
    /// run ticks in that group. Another box of the group left ticked (a stay's cat from last
    /// time) is one the task did not ask for, so the step does not verify.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group_values: Option<Vec<String>>,
    /// A suggestion chosen after its value was typed (an autocomplete): shorter beginnings of
    /// the value to type into `retype_into` when the list shows no such suggestion for the
    /// whole value (a list that matches "Onions", not "Onions (1kg)"). The choice is still
    /// checked by its name.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub retype: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retype_into: Option<Fingerprint>,
}

/// Words of controls that move a count one way, each with the one that moves it the other.
const OPPOSITES: [(&str, &str); 9] = [
    ("increase", "decrease"),
    ("increment", "decrement"),
    ("add", "remove"),
    ("more", "less"),
    ("plus", "minus"),
    ("up", "down"),
    ("raise", "lower"),
    ("+", "-"),
    ("▲", "▼"),
];

/// The control beside `target` that moves its count the other way: its name and text with the
/// direction word turned ("Increase quantity of X" → "Decrease quantity of X", "+" → "-"),
/// found by those and its place (row, column), not the demonstrated control's selectors.
pub fn opposite_control(target: &Fingerprint) -> Option<Fingerprint> {
    let turn = |text: &str| -> (String, bool) {
        let mut turned = false;
        let out: Vec<String> = text
            .split(' ')
            .map(|w| {
                let lower = w.to_lowercase().replace(['−', '–', '—'], "-");
                let other = OPPOSITES.iter().find_map(|(a, b)| {
                    if lower == *a {
                        Some(*b)
                    } else if lower == *b {
                        Some(*a)
                    } else {
                        None
                    }
                });
                match other {
                    Some(o) => {
                        turned = true;
                        if w.chars().next().is_some_and(char::is_uppercase) {
                            o[..1].to_uppercase() + &o[1..]
                        } else {
                            o.to_string()
                        }
                    }
                    None => w.to_string(),
                }
            })
            .collect();
        (out.join(" "), turned)
    };
    let (name, a) = turn(&target.name);
    let (text, b) = turn(&target.text);
    if !a && !b {
        return None;
    }
    let (label, _) = turn(&target.label);
    Some(Fingerprint {
        name,
        text,
        label,
        id: String::new(),
        css: String::new(),
        xpath: String::new(),
        test_id: String::new(),
        icon: String::new(),
        ..target.clone()
    })
}

/// A calendar's month buttons: "Next month", "Previous month", "‹", "»".
fn is_month_nav(step: &Step) -> bool {
    if step.action != Action::Click || step.slot.is_some() {
        return false;
    }
    let Some(t) = step.target.as_ref() else {
        return false;
    };
    let name = crate::text::squash(crate::describe::element_name(t)).to_lowercase();
    const ARROWS: [&str; 12] = [
        "‹", "›", "<", ">", "«", "»", "←", "→", "prev", "previous", "next", "back",
    ];
    ARROWS.contains(&name.as_str())
        || name
            .split_whitespace()
            .any(|w| w == "month" || w == "months")
}

/// Day clicks whose slot holds a date become date picks; the month buttons clicked right
/// before them are covered by the pick.
fn mark_dates(
    procedure: &Procedure,
    values: &BTreeMap<String, String>,
    planned: &mut [PlannedStep],
) {
    use crate::retrieval::formats::iso_date;
    let steps = &procedure.steps;
    for (i, step) in steps.iter().enumerate() {
        let Some(slot) = step
            .slot
            .as_deref()
            .filter(|_| step.action == Action::Click)
        else {
            continue;
        };
        let param = procedure
            .abstract_
            .parameters
            .iter()
            .find(|p| p.name == slot);
        let demonstrated_date = param
            .and_then(|p| p.example.as_deref())
            .is_some_and(|e| iso_date(e).is_some());
        let shown = step
            .target
            .as_ref()
            .map(|t| crate::describe::element_name(t).trim().to_string())
            .unwrap_or_default();
        let a_day = crate::retrieval::formats::names_a_day(&shown);
        if !demonstrated_date || !a_day {
            continue;
        }
        planned[i].pick_date = values.get(slot).and_then(|v| iso_date(v));
        let mut j = i;
        while j > 0 && is_month_nav(&steps[j - 1]) {
            j -= 1;
            planned[j].covered_by = Some(i);
            planned[j].checkable = true;
        }
    }
}

/// Whether a click turns to the next page of results: "Next", "Next page", "Load more", "›".
pub fn is_pager(step: &Step) -> bool {
    if step.action != Action::Click || step.slot.is_some() {
        return false;
    }
    let Some(t) = step.target.as_ref() else {
        return false;
    };
    let name = crate::text::squash(crate::describe::element_name(t)).to_lowercase();
    let words: Vec<&str> = name
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    const ARROWS: [&str; 7] = ["›", "»", "→", ">", "next ›", "next »", "next →"];
    const MORE: [&str; 6] = [
        "more",
        "load more",
        "show more",
        "see more",
        "more results",
        "older posts",
    ];
    ARROWS.contains(&name.as_str())
        || MORE.contains(&name.as_str())
        || (words.contains(&"next") && words.len() <= 4 && !words.contains(&"month"))
}

/// Two clicks on the same control, neither on a slot. (The same element: a "Delete" in a row
/// and the "Delete" of the confirm box it opened are two controls.)
pub(crate) fn same_click(a: &Step, b: &Step) -> bool {
    a.action == Action::Click
        && b.action == Action::Click
        && a.slot.is_none()
        && b.slot.is_none()
        && a.count_slot.is_none()
        && b.count_slot.is_none()
        && {
            let (Some(x), Some(y)) = (a.target.as_ref(), b.target.as_ref()) else {
                return false;
            };
            // (A control that moved with its row — "Move up" — keeps its row's name, not its path.)
            x.role == y.role
                && x.name == y.name
                && x.icon == y.icon
                && x.text == y.text
                && x.row == y.row
                && (x.css == y.css || x.xpath == y.xpath || !x.row.trim().is_empty())
        }
}

/// The same control clicked several times in a row ("+" twice to go from 1 to 3): how many
/// clicks the task needs depends on where the page starts, which the demonstration does not
/// say. Each click can be done, but not checked: a run through them ends unverified, never
/// "succeeded" with a wrong count.
fn mark_repeats(steps: &[Step], planned: &mut [PlannedStep]) {
    for i in 1..steps.len() {
        if same_click(&steps[i - 1], &steps[i]) {
            for k in [i - 1, i] {
                if planned[k].page_until.is_none() && planned[k].covered_by.is_none() {
                    planned[k].checkable = false;
                    planned[k].post = Post::None;
                }
            }
        }
    }
}

/// Marks the pager clicks (and the page loads they caused) right before a choice among
/// results as paging toward it.
fn mark_paging(steps: &[Step], planned: &mut [PlannedStep]) {
    for (i, step) in steps.iter().enumerate() {
        if step.action != Action::Click
            || step.slot.is_none()
            || planned[i].pick_date.is_some()
            || planned[i].covered_by.is_some()
        {
            continue;
        }
        let mut j = i;
        let mut pagers = 0;
        while j > 0
            && planned[j - 1].covered_by.is_none()
            && (is_pager(&steps[j - 1])
                || (steps[j - 1].action == Action::Navigate && steps[j - 1].implicit))
        {
            j -= 1;
            pagers += is_pager(&steps[j]) as usize;
        }
        if pagers == 0 {
            continue;
        }
        for p in &mut planned[j..i] {
            p.page_until = Some(i);
            p.checkable = true; // the choice it pages toward checks it
        }
    }
}

/// Roles of fields: a click on one gives it focus, and the step after it (typing, choosing)
/// checks the field.
const FIELD_ROLES: [&str; 5] = ["textbox", "searchbox", "combobox", "spinbutton", "textarea"];

fn is_focus_click(step: &Step) -> bool {
    step.action == Action::Click
        && step.slot.is_none()
        && step.target.as_ref().is_some_and(|t| {
            FIELD_ROLES.contains(&t.role.as_str())
                || (t.role.is_empty() && matches!(t.tag.as_str(), "input" | "textarea"))
        })
}

/// A click that opened something (a list, a menu, a dialog) is checked by what it opened: what
/// went away at the same moment was closed on the way (a date picker left open before clicking
/// a select's opener) and need not go away again on a run where it was never open.
fn what_it_opened(mut effect: Effect) -> Effect {
    // (Only a popup it opened: a status that appeared as a menu item's result comes with the
    // menu going away, and both are that click's doing.)
    let opened = effect
        .appeared
        .iter()
        .any(|r| matches!(r.as_str(), "listbox" | "menu" | "dialog"));
    if opened {
        effect.disappeared.clear();
    }
    effect
}

/// Fills in the values and derives the checks. Missing values are an error naming the slots,
/// so the panel can ask for them.
pub fn plan(
    procedure: &Procedure,
    values: &BTreeMap<String, String>,
) -> Result<Vec<PlannedStep>, String> {
    let missing: Vec<String> = procedure
        .abstract_
        .parameters
        .iter()
        // An empty value is missing too: replaying the demonstrated choice instead would enter
        // something the person never gave.
        .filter(|p| values.get(&p.name).is_none_or(|v| v.trim().is_empty()))
        .filter(|p| {
            let named = Some(p.name.as_str());
            procedure.steps.iter().any(|s| {
                !s.optional
                    && [
                        &s.slot,
                        &s.row_slot,
                        &s.column_slot,
                        &s.count_slot,
                        &s.place_slot,
                    ]
                    .iter()
                    .any(|x| x.as_deref() == named)
            })
        })
        .map(|p| format!("{{{}}}", p.name))
        .collect();
    if !missing.is_empty() {
        return Err(format!("Missing values for {}.", missing.join(", ")));
    }
    // A place must read as one ("second", "last"): otherwise which element is meant is unknown.
    for slot in procedure
        .steps
        .iter()
        .filter(|s| !s.optional)
        .filter_map(|s| s.place_slot.as_ref())
    {
        let value = values.get(slot).map(|v| v.trim()).unwrap_or("");
        if crate::distill::place_of(value).is_none() {
            return Err(format!("{{{slot}}} must say a place (first, second, third, fourth, fifth or last), not “{}”.", crate::text::truncate(value, 40)));
        }
    }
    // A state must read as one: otherwise whether to switch the control on or off is unknown.
    for slot in procedure
        .steps
        .iter()
        .filter(|s| !s.optional)
        .filter_map(|s| s.state_slot.as_ref())
    {
        let value = values
            .get(slot)
            .map(|v| v.trim().to_lowercase())
            .unwrap_or_default();
        if value != "on" && value != "off" {
            return Err(format!(
                "{{{slot}}} must say on or off, not “{}”.",
                crate::text::truncate(&value, 40)
            ));
        }
    }
    let steps = &procedure.steps;
    let mut planned: Vec<PlannedStep> = steps
        .iter()
        .enumerate()
        .map(|(i, s)| planned(s, steps.get(i + 1), values))
        .collect();
    name_after_values(procedure, values, &mut planned);
    mark_box_groups(steps, values, &mut planned);
    mark_dates(procedure, values, &mut planned);
    mark_paging(steps, &mut planned);
    mark_suggestions(steps, &mut planned);
    mark_dismissals(steps, &mut planned);
    mark_repeats(steps, &mut planned);
    // A choice that opened a menu or list the next step chooses in by its own slot.
    for i in 0..planned.len().saturating_sub(1) {
        let opened = steps[i].effect.as_ref().is_some_and(|e| {
            e.appeared
                .iter()
                .any(|r| matches!(r.as_str(), "menu" | "listbox"))
                || e.state.get("expanded") == Some(&true)
        });
        if opened
            && steps[i].action == Action::Click
            && planned[i].expected_name.is_some()
            && steps[i + 1].slot.is_some()
            && planned[i + 1].expected_name.is_some()
        {
            planned[i].opener = true;
        }
    }
    // An optional click with no value of its own that only opens the list of an optional choice
    // left without a value is not needed either (distill's `mark_optional_fields`).
    for i in 0..planned.len().saturating_sub(1) {
        let opener =
            steps[i].optional && steps[i].slot.is_none() && steps[i].action == Action::Click;
        if opener && planned[i + 1].optional && planned[i + 1].missing_value {
            planned[i].missing_value = true;
        }
    }
    Ok(expand_paths(steps, planned))
}

/// A step whose slot holds a path ("Documents/Contracts") becomes one click per part, in
/// order: the first keeps the step's id, the others are "id/2", "id/3"… Indices other steps
/// hold (paging, covering) move with the steps they name.
fn expand_paths(steps: &[Step], planned: Vec<PlannedStep>) -> Vec<PlannedStep> {
    let parts_of = |i: usize, p: &PlannedStep| -> Vec<String> {
        match (&steps[i].path, &p.expected_name) {
            (Some(sep), Some(value)) if !sep.is_empty() => value
                .split(sep.as_str())
                .map(str::trim)
                .filter(|x| !x.is_empty())
                .map(str::to_string)
                .collect(),
            _ => Vec::new(),
        }
    };
    let mut new_index = Vec::with_capacity(planned.len());
    let mut n = 0;
    for (i, p) in planned.iter().enumerate() {
        new_index.push(n);
        n += parts_of(i, p).len().max(1);
    }
    let mut out = Vec::with_capacity(n);
    for (i, p) in planned.into_iter().enumerate() {
        let parts = parts_of(i, &p);
        let mut p = p;
        p.page_until = p.page_until.map(|k| new_index[k]);
        p.covered_by = p.covered_by.map(|k| new_index[k]);
        if parts.len() <= 1 {
            if let Some(part) = parts.into_iter().next() {
                p.expected_name = Some(part);
            }
            out.push(p);
            continue;
        }
        for (k, part) in parts.into_iter().enumerate() {
            let mut q = p.clone();
            if k > 0 {
                q.step_id = format!("{}/{}", p.step_id, k + 1);
            }
            q.text = format!("{} — part {} “{}”", p.text, k + 1, part);
            q.expected_name = Some(part);
            out.push(q);
        }
    }
    out
}

/// A field or control named after a value chosen in another step ("Message #engineering" for
/// the channel picked before it, "Notes on Globex" for the company): this run's value is in its
/// name instead of the demonstrated one. Its own slot's value is not (a choice is found by it).
fn name_after_values(
    procedure: &Procedure,
    values: &BTreeMap<String, String>,
    planned: &mut [PlannedStep],
) {
    for (step, out) in procedure.steps.iter().zip(planned.iter_mut()) {
        let Some(t) = out.target.as_mut() else {
            continue;
        };
        for p in &procedure.abstract_.parameters {
            if step.slot.as_deref() == Some(p.name.as_str())
                || step.row_slot.as_deref() == Some(p.name.as_str())
                || step.column_slot.as_deref() == Some(p.name.as_str())
                || p.kind == crate::model::SlotKind::Secret
            {
                continue;
            }
            let (Some(shown), Some(now)) = (
                p.example
                    .as_deref()
                    .map(str::trim)
                    .filter(|e| e.chars().count() >= 3),
                values
                    .get(&p.name)
                    .map(|v| v.trim())
                    .filter(|v| !v.is_empty()),
            ) else {
                continue;
            };
            for field in [&mut t.name, &mut t.text, &mut t.label, &mut t.placeholder] {
                *field = super::relocate::replace_ci(field, shown, now);
            }
        }
    }
}

/// A click that only closed a dialog the page showed on arrival (a cookie banner, a
/// newsletter pop-up): optional, so a run on a visit that does not show it goes on without
/// it. Not one a step of the procedure opened (a confirmation): that click is the deed.
fn mark_dismissals(steps: &[Step], planned: &mut [PlannedStep]) {
    const DIALOGS: [&str; 2] = ["dialog", "alertdialog"];
    let mut opened = false;
    for (i, step) in steps.iter().enumerate() {
        if step.action == Action::Navigate {
            opened = false;
        }
        let Some(effect) = step.effect.as_ref() else {
            continue;
        };
        let closes = effect
            .disappeared
            .iter()
            .any(|r| DIALOGS.contains(&r.as_str()));
        let navigates = steps
            .get(i + 1)
            .is_some_and(|n| n.action == Action::Navigate && n.implicit);
        if step.action == Action::Click
            && step.slot.is_none()
            && closes
            && effect.appeared.is_empty()
            && effect.state.is_empty()
            && !navigates
            && !opened
        {
            planned[i].optional = true;
        }
        if effect
            .appeared
            .iter()
            .any(|r| DIALOGS.contains(&r.as_str()))
        {
            opened = true;
        } else if closes {
            opened = false;
        }
    }
}

/// A suggestion clicked right after its slot's value was typed: the beginnings to type when
/// the whole value brings up no such suggestion (`PlannedStep::retype`).
fn mark_suggestions(steps: &[Step], planned: &mut [PlannedStep]) {
    for i in 1..steps.len() {
        let (typed, chosen) = (&steps[i - 1], &steps[i]);
        if chosen.action != Action::Click
            || typed.action != Action::Type
            || chosen.slot.is_none()
            || typed.slot != chosen.slot
        {
            continue;
        }
        let Some(value) = planned[i].expected_name.clone() else {
            continue;
        };
        planned[i].retype = suggestion_prefixes(&value);
        planned[i].retype_into = typed.target.clone();
    }
}

/// Shorter beginnings of a suggestion's value that a list may match when it does not match
/// the whole: the value without what brackets or a dash add ("Onions (1kg)" → "Onions"), its
/// first word, its first three letters. Each shorter than the last; none for a short value.
pub fn suggestion_prefixes(value: &str) -> Vec<String> {
    let value = value.trim();
    let mut out: Vec<String> = Vec::new();
    let mut push = |s: &str| {
        let s = s.trim().trim_end_matches([',', '-', '–', ':']).trim();
        let shorter = out
            .last()
            .map_or(value.chars().count(), |l| l.chars().count());
        if s.chars().count() >= 3 && s.chars().count() < shorter {
            out.push(s.to_string());
        }
    };
    let bare = value
        .find(['(', '[', ','])
        .or_else(|| value.find(" - "))
        .or_else(|| value.find(" – "))
        .map_or(value, |at| &value[..at]);
    push(bare);
    push(bare.split_whitespace().next().unwrap_or(""));
    let first3: String = bare.chars().take(3).collect();
    push(&first3);
    out
}

/// Boxes a slot ticks in a labelled group of checkboxes: each carries every value this run
/// ticks in its group (`PlannedStep::group_values`). Radio buttons untick each other, and a box
/// no slot decides says nothing of its group's other boxes.
fn mark_box_groups(steps: &[Step], values: &BTreeMap<String, String>, planned: &mut [PlannedStep]) {
    let group_of = |s: &Step| -> Option<String> {
        let t = s.target.as_ref()?;
        let checkbox = t.role == "checkbox" || t.input_type == "checkbox";
        // (A box's own label is its name; its group's is the context.)
        let label = t.context_label.trim();
        (s.action == Action::Check
            && s.slot.is_some()
            && s.checked != Some(false)
            && checkbox
            && !label.is_empty())
        .then(|| label.to_lowercase())
    };
    for i in 0..steps.len() {
        let Some(group) = group_of(&steps[i]) else {
            continue;
        };
        let ticked: Vec<String> = steps
            .iter()
            .filter(|s| group_of(s).as_deref() == Some(group.as_str()))
            .filter_map(|s| values.get(s.slot.as_deref()?))
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
            .collect();
        planned[i].group_values = Some(ticked);
    }
}

fn planned(step: &Step, next: Option<&Step>, values: &BTreeMap<String, String>) -> PlannedStep {
    let bound = step
        .slot
        .as_ref()
        .and_then(|slot| values.get(slot))
        .cloned();
    let is_choice_click =
        matches!(step.action, Action::Click | Action::Check) && step.slot.is_some();
    // A slot reference is never typed literally: without a bound value there is no value.
    let value = match step.action {
        Action::Type | Action::Select => bound
            .clone()
            .or_else(|| step.value.clone().filter(|_| step.slot.is_none())),
        _ => None,
    };
    let post = match (step.action, next) {
        (_, Some(n)) if n.action == Action::Navigate && n.implicit => Post::Navigation {
            host: urls::host(&n.url).unwrap_or_default(),
            path: urls::path(&n.url),
        },
        (Action::Navigate, _) => Post::Navigation {
            host: urls::host(&step.url).unwrap_or_default(),
            path: urls::path(&step.url),
        },
        (Action::Type | Action::Select, _) if !step.secret => value
            .clone()
            .map(|v| Post::Value { value: v })
            .unwrap_or(Post::None),
        (Action::Check, _) => step
            .checked
            .map(|c| Post::Checked {
                checked: c,
                effect: page_effect(step),
            })
            .unwrap_or(Post::None),
        (Action::Type, _) if step.secret => Post::SecretTyped,
        (Action::Click | Action::PressEnter, _) => step
            .effect
            .clone()
            .map(Effect::sanitized)
            .map(what_it_opened)
            .filter(|e| !e.is_empty())
            .map(|effect| Post::Effect { effect })
            .unwrap_or(Post::None),
        _ => Post::None,
    };
    let checkable = post != Post::None
        || step.action == Action::Navigate
        || step.action == Action::SwitchTab
        || is_focus_click(step);
    let page = step
        .target
        .as_ref()
        .map(|t| t.url.as_str())
        .unwrap_or(&step.url);
    let mut out = PlannedStep {
        step_id: step.id.clone(),
        action: step.action,
        text: crate::describe::describe_step(step, &crate::describe::plain_quote),
        target: step.target.clone(),
        value,
        expected_name: if is_choice_click { bound.clone() } else { None },
        opener: false,
        group_values: None,
        retype: Vec::new(),
        retype_into: None,
        checked: step.checked,
        nav: step.nav,
        url: step.url.clone(),
        expected_host: urls::host(page).unwrap_or_default(),
        implicit: step.implicit,
        secret: step.secret,
        optional: step.optional,
        missing_value: (step.slot.is_some()
            && bound.as_deref().is_none_or(|v| v.trim().is_empty()))
            || step
                .state_slot
                .as_ref()
                .is_some_and(|s| values.get(s).is_none_or(|v| v.trim().is_empty())),
        post,
        checkable,
        page_until: None,
        pick_date: None,
        covered_by: None,
        // (An element the task chooses by its own name brings its own row: the demonstrated
        // one says nothing then. A field typed into is no choice: its section still says which
        // "Company" box, as at demonstration.)
        expected_row: match &step.row_slot {
            Some(slot) => values.get(slot).cloned().filter(|v| !v.trim().is_empty()),
            None if step.slot.is_some()
                && !matches!(
                    step.action,
                    crate::model::Action::Type | crate::model::Action::Select
                ) =>
            {
                None
            }
            None => step
                .target
                .as_ref()
                .map(|t| t.row.clone())
                .filter(|r| !r.trim().is_empty()),
        },
        row_bound: step.row_slot.is_some(),
        row_also: if step.row_slot.is_some() {
            step.row_also
                .iter()
                .filter_map(|slot| values.get(slot).cloned())
                .filter(|v| !v.trim().is_empty())
                .collect()
        } else {
            Vec::new()
        },
        each: step.each && step.row_slot.is_some(),
        count_to: None,
        count_up: false,
        opposite: None,
        // The place this task names ("the second result"); one that names no place is none.
        column_bound: false,
        ordinal: match &step.place_slot {
            Some(slot) => values.get(slot).and_then(|v| crate::distill::place_of(v)),
            None => step.ordinal,
        },
    };
    // A column the task named: the demonstrated column's name in the element's own name reads
    // as this run's ("Security alerts: SMS" → "Security alerts: Push").
    if let (Some(slot), Some(t)) = (&step.column_slot, out.target.as_mut()) {
        if let Some(value) = values.get(slot).filter(|v| !v.trim().is_empty()) {
            let shown = t.column.clone();
            for field in [&mut t.name, &mut t.text, &mut t.label] {
                *field = super::relocate::replace_ci(field, shown.trim(), value.trim());
            }
            t.column = value.trim().to_string();
            out.column_bound = true;
        }
    }
    // On or off, as this task says: set that state (the replayer clicks only when the control
    // is not in it), checked by the state read back.
    if let Some(slot) = &step.state_slot {
        let wanted = values.get(slot).map(|v| v.trim().to_lowercase());
        if let Some(on) = wanted.as_deref().and_then(|v| match v {
            "on" => Some(true),
            "off" => Some(false),
            _ => None,
        }) {
            out.action = Action::Check;
            out.checked = Some(on);
            out.post = Post::Checked {
                checked: on,
                effect: None,
            };
            out.checkable = true;
        }
    }
    if let Some(slot) = &step.count_slot {
        out.count_to = values.get(slot).and_then(|v| v.trim().parse::<i64>().ok());
        out.count_up = step
            .effect
            .as_ref()
            .and_then(|e| e.count)
            .is_some_and(|c| c.after > c.before);
        out.opposite = step.target.as_ref().and_then(opposite_control);
        // The count read back checks the step, not the demonstrated click's other signs.
        out.post = Post::None;
        out.checkable = true;
    }
    out
}

/// What ticking a box did to the page beyond the box itself (its own checked state is the
/// step's main check): a list that refreshed, a panel that opened. `None` when nothing else.
fn page_effect(step: &Step) -> Option<Effect> {
    let mut effect = step.effect.clone()?.sanitized();
    effect.state.remove("checked");
    effect.count = None;
    (!effect.is_empty()).then_some(effect)
}

/// Whether a field's text is the date `iso` ("YYYY-MM-DD"), in whatever form the page writes it.
pub fn same_date(iso: &str, shown: &str) -> bool {
    crate::retrieval::formats::iso_date(shown).is_some_and(|d| d == iso)
}

/// Whether a control's text shows the picked date `iso` ("YYYY-MM-DD"): a calendar's opener
/// button that writes the pick on itself ("Due Tue, Oct 5, 2027", or "Tue, Oct 5" without the
/// year, which the month turns chose). `Some(false)` when it shows another day; `None` when it
/// shows no day, or several (a range: which one is the pick is unknown).
pub fn shows_pick(iso: &str, text: &str) -> Option<bool> {
    use crate::retrieval::formats::{dates_in, days_in};
    if let [(_, full)] = dates_in(text).as_slice() {
        return Some(full == iso);
    }
    let want: (u32, u32) = (iso.get(5..7)?.parse().ok()?, iso.get(8..10)?.parse().ok()?);
    match days_in(text).as_slice() {
        [(_, day)] => Some(*day == want),
        _ => None,
    }
}

/// Whether a field holds the value the step entered, compared as the replayer matched it
/// (case and runs of whitespace do not matter: "chen" chose the option "Chen").
pub fn value_matches(expected: &str, observed: &str) -> bool {
    let norm = |s: &str| crate::text::squash(s).to_lowercase();
    if norm(expected) == norm(observed) {
        return true;
    }
    // A field that writes a number its own way ("$11,500" for 11500 typed): the same amount.
    let number =
        |s: &str| crate::template::number_of(s.trim()).filter(|_| is_number_text(s.trim()));
    if matches!((number(expected), number(observed)), (Some(a), Some(b)) if (a - b).abs() < 1e-9) {
        return true;
    }
    // A masked field (a phone number, a card, a code) groups the digits its own way: "3207
    // 609157" and "(355) 327-8468" hold the digits typed, in order. (Not decimal points or
    // thousands separators: "11.5" is no "115".)
    let digits = |s: &str| -> Option<String> {
        s.chars()
            .all(|c| c.is_ascii_digit() || " -()".contains(c))
            .then(|| s.chars().filter(char::is_ascii_digit).collect::<String>())
            .filter(|d| d.len() >= 4)
    };
    matches!((digits(expected), digits(observed)), (Some(a), Some(b)) if a == b)
}

/// Text that is only a number, maybe with a currency sign and thousands separators.
fn is_number_text(s: &str) -> bool {
    let body = s.trim_start_matches(|c: char| "$€£¥".contains(c)).trim();
    !body.is_empty()
        && body
            .chars()
            .all(|c| c.is_ascii_digit() || c == ',' || c == '.')
        && body.starts_with(|c: char| c.is_ascii_digit())
}

#[cfg(test)]
mod value_tests {
    use super::value_matches;

    #[test]
    fn a_masked_field_holds_the_typed_digits_grouped_its_own_way() {
        assert!(value_matches("3207609157", "3207 609157"));
        assert!(value_matches("3553278468", "(355) 327-8468"));
        assert!(value_matches("11500", "$11,500"));
        // Near misses: another digit, a decimal point, too few digits to call a number masked.
        assert!(!value_matches("3207609157", "3207 609158"));
        assert!(!value_matches("115", "11.5"));
        assert!(!value_matches("12", "1 2"));
    }
}

#[cfg(test)]
mod shows_pick_tests {
    use super::shows_pick;

    #[test]
    fn a_button_that_writes_the_picked_date_shows_it_with_or_without_the_year() {
        assert_eq!(shows_pick("2027-10-05", "Due Tue, Oct 5, 2027"), Some(true));
        assert_eq!(shows_pick("2027-10-05", "Tue, Oct 5"), Some(true));
        assert_eq!(shows_pick("2027-10-05", "Due date: 10/05/2027"), Some(true));
        // Near misses: another day is a failed pick; no day, or a range, says nothing.
        assert_eq!(shows_pick("2027-10-05", "Wed, Oct 6"), Some(false));
        assert_eq!(shows_pick("2027-10-05", "Due Oct 5, 2026"), Some(false));
        assert_eq!(shows_pick("2027-10-05", "No due date"), None);
        assert_eq!(shows_pick("2027-10-05", "Oct 5, 2027 – Oct 9, 2027"), None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distill::distill;
    use crate::testkit::tracker_demo;

    fn values(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn fills_values_and_derives_checks() {
        let p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let v = values(&[
            ("username", "bo"),
            ("password", "pw"),
            ("title", "Export fails"),
            ("description", "d"),
            ("assignee", "Bo"),
            ("milestone", "Q2 2025"),
        ]);
        let plan = plan(&p, &v).unwrap();
        let title = plan.iter().find(|s| s.text.contains("Title")).unwrap();
        assert_eq!(title.value.as_deref(), Some("Export fails"));
        assert_eq!(
            title.post,
            Post::Value {
                value: "Export fails".into()
            }
        );
        let option = plan
            .iter()
            .find(|s| s.target.as_ref().is_some_and(|t| t.role == "option"))
            .unwrap();
        assert_eq!(option.expected_name.as_deref(), Some("Q2 2025"));
        let create = plan
            .iter()
            .find(|s| s.text.contains("Create issue"))
            .unwrap();
        assert_eq!(
            create.post,
            Post::Navigation {
                host: "tracker.test".into(),
                path: "/created.html".into()
            }
        );
        assert_eq!(create.expected_host, "tracker.test");
        let pw = plan.iter().find(|s| s.secret).unwrap();
        assert_eq!(pw.value.as_deref(), Some("pw"));
        assert_eq!(
            pw.post,
            Post::SecretTyped,
            "a secret is never echoed as a check"
        );
    }

    #[test]
    fn a_typed_field_keeps_its_demonstrated_section_and_a_chosen_element_brings_its_own() {
        let mut p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let v = values(&[
            ("username", "bo"),
            ("password", "pw"),
            ("title", "Export fails"),
            ("description", "d"),
            ("assignee", "Bo"),
            ("milestone", "Q2 2025"),
        ]);
        // The Title box stands in the "Billing" section of two alike ones (as a "Street" does):
        // the run fills that section's, whatever it types.
        for s in p.steps.iter_mut() {
            if let Some(t) = s.target.as_mut() {
                t.row = "Billing".into();
            }
        }
        let plan = plan(&p, &v).unwrap();
        let title = plan.iter().find(|s| s.text.contains("Title")).unwrap();
        assert_eq!(title.expected_row.as_deref(), Some("Billing"));
        assert!(!title.row_bound);
        // Near miss: an option the task chooses by its own name is found by that name, in
        // whatever row it stands.
        let option = plan
            .iter()
            .find(|s| s.target.as_ref().is_some_and(|t| t.role == "option"))
            .unwrap();
        assert_eq!(option.expected_row, None);
    }

    #[test]
    fn a_click_is_checked_by_what_it_did_and_one_that_showed_nothing_is_not_checkable() {
        let mut p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let v = values(&[
            ("username", "bo"),
            ("password", "pw"),
            ("title", "x"),
            ("description", "d"),
            ("assignee", "Bo"),
            ("milestone", "Q2 2025"),
        ]);
        let opener = p
            .steps
            .iter()
            .position(|s| {
                s.action == Action::Click && s.target.as_ref().is_some_and(|t| t.role == "combobox")
            })
            .expect("a combobox click");
        let before = plan(&p, &v).unwrap();
        assert!(
            before[opener].checkable,
            "a click on a field is checked by the step after it"
        );
        let option = p
            .steps
            .iter()
            .position(|s| s.target.as_ref().is_some_and(|t| t.role == "option"))
            .unwrap();
        assert_eq!(before[option].post, Post::None);
        assert!(
            !before[option].checkable,
            "nothing was seen when it was demonstrated: nothing to check"
        );
        let closed = Effect {
            disappeared: vec!["listbox".into()],
            ..Effect::default()
        };
        p.steps[option].effect = Some(closed.clone());
        let after = plan(&p, &v).unwrap();
        assert_eq!(
            after[option].post,
            Post::Effect {
                effect: closed.clone()
            }
        );
        assert!(after[option].checkable);
        // A click that opened a list is checked by the list: a picker it closed on the way at
        // demonstration need not close again. Near misses: a click that only closed something
        // is checked by that (above); a result that appeared (a status) keeps what went away.
        p.steps[opener].effect = Some(Effect {
            appeared: vec!["listbox".into()],
            disappeared: vec!["dialog".into()],
            ..Effect::default()
        });
        let opened = plan(&p, &v).unwrap();
        assert_eq!(
            opened[opener].post,
            Post::Effect {
                effect: Effect {
                    appeared: vec!["listbox".into()],
                    ..Effect::default()
                }
            }
        );
        let archived = Effect {
            appeared: vec!["status".into()],
            disappeared: vec!["menu".into()],
            ..Effect::default()
        };
        p.steps[opener].effect = Some(archived.clone());
        let kept = plan(&p, &v).unwrap();
        assert_eq!(kept[opener].post, Post::Effect { effect: archived });
        let pw = after.iter().find(|s| s.secret).unwrap();
        assert_eq!(
            pw.post,
            Post::SecretTyped,
            "a secret is checked in the page, never echoed"
        );
        let create = after
            .iter()
            .find(|s| s.text.contains("Create issue"))
            .unwrap();
        assert!(matches!(create.post, Post::Navigation { .. }) && create.checkable);
    }

    #[test]
    fn next_clicks_before_a_choice_among_results_page_toward_it_and_other_clicks_do_not() {
        use crate::model::{EventKind, Fingerprint};
        use crate::recording::{add_event, new_recording};
        use crate::testkit::{ev, nav};
        let url = "http://shop.test/catalogue.html";
        let control = |role: &str, name: &str| Fingerprint {
            role: role.into(),
            name: name.into(),
            text: name.into(),
            url: url.into(),
            ..Default::default()
        };
        let build = |title: &str, clicks: &[(&str, &str)]| {
            let mut rec = new_recording("r", title, "", 0.0);
            add_event(&mut rec, nav(url, "Catalogue", NavKind::Start, 0.0)).unwrap();
            for (i, (role, name)) in clicks.iter().enumerate() {
                add_event(
                    &mut rec,
                    ev(EventKind::Click, control(role, name), None, 10.0 + i as f64),
                )
                .unwrap();
            }
            crate::distill::distill(&rec, "p", 0.0).unwrap()
        };
        let p = build(
            "Find 'Ceramic mug' in the catalogue and open it",
            &[
                ("button", "Next"),
                ("button", "Next"),
                ("link", "Ceramic mug"),
            ],
        );
        let paged = plan(&p, &values(&[("link", "Steel kettle")])).unwrap();
        assert_eq!(
            paged.iter().map(|s| s.page_until).collect::<Vec<_>>(),
            [None, Some(3), Some(3), None]
        );
        assert!(paged[1].checkable && paged[2].checkable);
        assert!(is_pager(&p.steps[1]));
        // A menu opened before its item, a "Next month" of a date picker, or a Next that picks
        // nothing after it are not paging.
        let p = build(
            "Open the menu and choose 'Archive'",
            &[("button", "More actions"), ("menuitem", "Archive")],
        );
        assert!(plan(&p, &values(&[("menuitem", "Duplicate")]))
            .unwrap()
            .iter()
            .all(|s| s.page_until.is_none()));
        let p = build(
            "Pick March 8 as the date",
            &[("button", "Next month"), ("button", "Next month")],
        );
        assert!(!is_pager(&p.steps[1]));
        let p = build("Go to the second page", &[("button", "Next")]);
        assert!(plan(&p, &values(&[]))
            .unwrap()
            .iter()
            .all(|s| s.page_until.is_none()));
    }

    #[test]
    fn a_day_clicked_in_a_calendar_is_a_date_pick_that_turns_the_months_itself() {
        use crate::model::{EventKind, Fingerprint};
        use crate::recording::{add_event, new_recording};
        use crate::testkit::{ev, nav};
        let url = "http://hotel.test/search.html";
        let build = |title: &str, day: &str| {
            let mut rec = new_recording("r", title, "", 0.0);
            add_event(&mut rec, nav(url, "Hotel", NavKind::Start, 0.0)).unwrap();
            let field = Fingerprint {
                role: "textbox".into(),
                name: "Check-in".into(),
                label: "Check-in".into(),
                tag: "input".into(),
                url: url.into(),
                ..Default::default()
            };
            let next = Fingerprint {
                role: "button".into(),
                name: "Next month".into(),
                url: url.into(),
                ..Default::default()
            };
            let day = Fingerprint {
                role: "button".into(),
                name: day.into(),
                text: day.into(),
                xpath: "/html/body/div/table/tbody/tr[2]/td[7]/button".into(),
                url: url.into(),
                ..Default::default()
            };
            add_event(&mut rec, ev(EventKind::Click, field, None, 10.0)).unwrap();
            add_event(&mut rec, ev(EventKind::Click, next.clone(), None, 20.0)).unwrap();
            add_event(&mut rec, ev(EventKind::Click, next, None, 30.0)).unwrap();
            add_event(&mut rec, ev(EventKind::Click, day, None, 40.0)).unwrap();
            crate::distill::distill(&rec, "p", 0.0).unwrap()
        };
        for (title, day) in [
            ("Pick March 8, 2014 as the check-in date", "8"),
            ("Pick a check-in date", "March 8, 2014"),
        ] {
            let p = build(title, day);
            let slot = &p.abstract_.parameters[0];
            assert_eq!(
                (slot.name.as_str(), slot.example.as_deref()),
                ("check_in", Some("March 8, 2014")),
                "{title}"
            );
            let picked = plan(&p, &values(&[("check_in", "12/25/2015")])).unwrap();
            assert_eq!(
                picked[4].pick_date.as_deref(),
                Some("2015-12-25"),
                "{title}"
            );
            assert_eq!(
                picked.iter().map(|s| s.covered_by).collect::<Vec<_>>(),
                [None, None, Some(4), Some(4), None]
            );
            assert!(
                picked.iter().all(|s| s.page_until.is_none()),
                "month buttons are not paging"
            );
        }
        // A "8" that is no day of a date the person named is no date ("Add 8 to the cart").
        let p = build("Order 8 coffees", "8");
        assert!(
            p.abstract_.parameters.is_empty(),
            "{:?}",
            p.abstract_.parameters
        );
        assert!(
            same_date("2015-12-25", "12/25/2015") && same_date("2015-12-25", "December 25, 2015")
        );
        assert!(!same_date("2015-12-25", "12/26/2015") && !same_date("2015-12-25", ""));
    }

    #[test]
    fn the_same_control_clicked_again_and_again_is_done_but_not_checked() {
        use crate::model::{EventKind, Fingerprint};
        use crate::recording::{add_event, new_recording};
        use crate::testkit::{ev, nav};
        let url = "http://shop.test/cart.html";
        let button = |name: &str| Fingerprint {
            role: "button".into(),
            name: name.into(),
            url: url.into(),
            ..Default::default()
        };
        let mut rec = new_recording(
            "r",
            "Set the quantity of 'Backpack' to 3 and update the cart",
            "",
            0.0,
        );
        add_event(&mut rec, nav(url, "Cart", NavKind::Start, 0.0)).unwrap();
        for (i, name) in ["Increase quantity", "Increase quantity", "Update cart"]
            .iter()
            .enumerate()
        {
            let time = 10.0 + i as f64;
            add_event(&mut rec, ev(EventKind::Click, button(name), None, time)).unwrap();
            let mut effect = ev(EventKind::Effect, button(name), None, time);
            effect.effect = Some(Effect {
                content: true,
                ..Effect::default()
            });
            add_event(&mut rec, effect).unwrap();
        }
        let p = crate::distill::distill(&rec, "p", 0.0).unwrap();
        let planned = plan(&p, &values(&[])).unwrap();
        assert_eq!(
            planned.iter().map(|s| s.checkable).collect::<Vec<_>>(),
            [true, false, false, true]
        );
        // One click of a control, then another control: each is checked by its effect.
        assert!(matches!(planned[3].post, Post::Effect { .. }));
        // A row's "Delete" and the confirm box's "Delete" it opens are two controls.
        let mut rec = new_recording("r", "Delete the project 'Atlas'", "", 0.0);
        add_event(&mut rec, nav(url, "Projects", NavKind::Start, 0.0)).unwrap();
        for (i, css) in ["tr:nth-child(1) button", "dialog button.ok"]
            .iter()
            .enumerate()
        {
            let time = 10.0 + i as f64;
            let target = Fingerprint {
                css: css.to_string(),
                xpath: format!("//x[{i}]"),
                ..button("Delete")
            };
            add_event(&mut rec, ev(EventKind::Click, target.clone(), None, time)).unwrap();
            let mut effect = ev(EventKind::Effect, target, None, time);
            effect.effect = Some(Effect {
                content: true,
                ..Effect::default()
            });
            add_event(&mut rec, effect).unwrap();
        }
        let p = crate::distill::distill(&rec, "p", 0.0).unwrap();
        assert!(plan(&p, &values(&[])).unwrap().iter().all(|s| s.checkable));
    }

    #[test]
    fn values_match_like_the_replayer_chose_them() {
        assert!(value_matches("chen", "Chen"));
        assert!(value_matches("line one\n  line two", "line one line two"));
        assert!(!value_matches("Bo", "Bob"));
    }

    #[test]
    fn missing_values_are_named() {
        let p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let err = plan(&p, &values(&[("title", "x")])).unwrap_err();
        assert!(
            err.contains("{password}") && err.contains("{assignee}"),
            "{err}"
        );
        let all = [
            ("username", "bo"),
            ("password", "pw"),
            ("title", "x"),
            ("description", "d"),
            ("assignee", "Bo"),
            ("milestone", " "),
        ];
        assert_eq!(
            plan(&p, &values(&all)).unwrap_err(),
            "Missing values for {milestone}.",
            "blank is missing"
        );
    }

    #[test]
    fn the_opposite_of_a_stepper_control_turns_its_direction_word_only() {
        let f = |name: &str, text: &str| Fingerprint {
            role: "button".into(),
            name: name.into(),
            text: text.into(),
            css: "#up".into(),
            ..Default::default()
        };
        let o = opposite_control(&f("Move Office move up", "↑")).unwrap();
        assert_eq!(
            (o.name.as_str(), o.css.as_str()),
            ("Move Office move down", ""),
            "found by what it says, not the other control's selector"
        );
        assert_eq!(opposite_control(&f("", "−")).unwrap().text, "+");
        // Near misses: a control that names no direction has no opposite.
        assert!(opposite_control(&f("Save cart", "Save cart")).is_none());
        assert!(opposite_control(&f("Update", "")).is_none());
    }

    #[test]
    fn a_control_that_moved_with_its_row_is_the_same_control() {
        let click = |row: &str, xpath: &str| {
            let mut s: Step =
                serde_json::from_str(r#"{"id": "s2", "action": "click", "url": "http://a.test/"}"#)
                    .unwrap();
            s.target = Some(Fingerprint {
                role: "button".into(),
                name: "Move up".into(),
                text: "Move up".into(),
                row: row.into(),
                xpath: xpath.into(),
                css: xpath.into(),
                ..Default::default()
            });
            s
        };
        assert!(same_click(
            &click("Office move", "/ol/li[5]/button"),
            &click("Office move", "/ol/li[4]/button")
        ));
        // Near misses: the same words in another row, or in no row at another place, are other controls.
        assert!(!same_click(
            &click("Office move", "/ol/li[5]/button"),
            &click("Budget review", "/ol/li[4]/button")
        ));
        assert!(!same_click(
            &click("", "/ol/li[5]/button"),
            &click("", "/ol/li[4]/button")
        ));
    }

    #[test]
    fn a_field_that_writes_a_number_its_own_way_holds_the_same_amount() {
        assert!(value_matches("11500", "$11,500"));
        assert!(value_matches("11500", "11,500.00"));
        assert!(value_matches("Export  fails", "export fails"));
        // Near misses: another amount, a number inside words.
        assert!(!value_matches("48", "$1,000"));
        assert!(!value_matches("11500", "11500 USD per year"));
        assert!(!value_matches("Q1 2025", "Q2 2025"));
    }

    #[test]
    fn a_box_a_slot_ticks_in_a_group_knows_every_value_this_run_ticks_there() {
        let mut p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let base = p.steps[1].clone();
        let boxed = |slot: &str, role: &str, label: &str, optional: bool| {
            let mut s = base.clone();
            s.action = Action::Check;
            s.slot = Some(slot.into());
            s.checked = Some(true);
            s.optional = optional;
            s.value = None;
            let t = s.target.as_mut().unwrap();
            t.role = role.into();
            t.label = slot.into();
            t.context_label = label.into();
            s
        };
        p.steps
            .push(boxed("cat", "checkbox", "Which cats are staying?", false));
        p.steps
            .push(boxed("cat_2", "checkbox", "Which cats are staying?", true));
        p.steps.push(boxed("extra", "checkbox", "Extras", false));
        p.steps.push(boxed("slot", "radio", "Drop-off time", false));
        let v = values(&[
            ("username", "bo"),
            ("password", "pw"),
            ("title", "Export fails"),
            ("description", "d"),
            ("assignee", "Bo"),
            ("milestone", "Q2 2025"),
            ("cat", "Tiger"),
            ("extra", "Grooming"),
            ("slot", "Morning"),
        ]);
        let plan = plan(&p, &v).unwrap();
        let n = plan.len();
        assert_eq!(plan[n - 4].group_values, Some(vec!["Tiger".to_string()]));
        assert_eq!(plan[n - 3].group_values, Some(vec!["Tiger".to_string()]));
        assert_eq!(plan[n - 2].group_values, Some(vec!["Grooming".to_string()]));
        // Near misses: radio buttons untick each other; the other steps are no boxes.
        assert_eq!(plan[n - 1].group_values, None);
        assert!(plan[..n - 4].iter().all(|s| s.group_values.is_none()));
    }

    #[test]
    fn a_suggestion_is_looked_for_again_after_shorter_beginnings_of_its_value() {
        assert_eq!(
            suggestion_prefixes("Red onions (500g)"),
            vec!["Red onions", "Red"]
        );
        assert_eq!(suggestion_prefixes("Onions (1kg)"), vec!["Onions", "Oni"]);
        assert_eq!(suggestion_prefixes("New Caledonia"), vec!["New"]);
        assert_eq!(suggestion_prefixes("Portland"), vec!["Por"]);
        // Near misses: nothing shorter worth typing.
        assert!(suggestion_prefixes("Oslo").len() == 1);
        assert!(suggestion_prefixes("Rye").is_empty());
        assert!(suggestion_prefixes("").is_empty());
    }

    #[test]
    fn a_click_that_only_closed_a_dialog_shown_on_arrival_is_optional() {
        let mut p = distill(&tracker_demo("Create issue", ""), "p", 0.0).unwrap();
        let base = p.steps[1].clone();
        let click = |name: &str, appeared: &[&str], disappeared: &[&str]| {
            let mut s = base.clone();
            s.action = Action::Click;
            s.slot = None;
            s.value = None;
            s.target.as_mut().unwrap().name = name.into();
            s.effect = Some(Effect {
                appeared: appeared.iter().map(|r| r.to_string()).collect(),
                disappeared: disappeared.iter().map(|r| r.to_string()).collect(),
                ..Effect::default()
            });
            s
        };
        p.steps
            .insert(1, click("Reject non-essential cookies", &[], &["dialog"]));
        let n = p.steps.len();
        p.steps.push(click("Delete", &["alertdialog"], &[]));
        p.steps.push(click("Yes, delete", &[], &["alertdialog"]));
        let v = values(&[
            ("username", "bo"),
            ("password", "pw"),
            ("title", "Export fails"),
            ("description", "d"),
            ("assignee", "Bo"),
            ("milestone", "Q2 2025"),
        ]);
        let plan = plan(&p, &v).unwrap();
        assert!(plan[1].optional, "the banner's button");
        // Near misses: the click that opened a confirmation, and the one that confirms.
        assert!(!plan[n].optional && !plan[n + 1].optional);
    }
}
