//! Parameters: every typed value, chosen option and secret becomes a named slot, and the steps
//! refer to the slot instead of the literal.

use crate::describe::element_name;
use crate::model::{Action, Fingerprint, Parameter, SlotKind, Step};
use crate::text::{slot_name, without_count};

/// Roles whose click picks a value from a list the person chose from.
const CHOICE_ROLES: [&str; 3] = ["option", "menuitemradio", "radio"];

/// Roles of elements a click picks by name: a link in a list, a tab, a menu item, a cell, a
/// button among buttons. When the person named the clicked thing in the title or description
/// ("Reply to the post 'Laptop won't wake'"), the click chose it: it is a slot.
const PICKED_ROLES: [&str; 13] = [
    "link",
    "tab",
    "menuitem",
    "gridcell",
    "cell",
    "row",
    "treeitem",
    "button",
    "listitem",
    "switch",
    "checkbox",
    "menuitemcheckbox",
    "radio",
];
// (Buttons too: a result card or a seat is often a button; one that names a deed is left out.)

/// Replaces values in `steps` with slot references and returns the slots in order of first use.
/// `said` is what the person typed about the task (title and description).
pub fn extract(steps: &mut Vec<Step>, said: &str) -> Vec<Parameter> {
    let mut params = extract_each(steps, said);
    join_rows(steps);
    state_slots(steps, &mut params, said);
    asked_boxes(steps, &mut params, said);
    join_paths(steps, &mut params, said);
    join_counts(steps, &mut params, said);
    mark_ordinals(steps, &mut params, said);
    mark_optional_fields(steps);
    boxes_ticked_by_name(steps, &params);
    params
}

/// Boxes of one group the person ticked by name ("tick 'New chain' and 'Bar tape'" under
/// Extras): another task may want fewer of them, or none — each ticking step is optional, so a
/// run ticks the ones the task names and leaves the rest as the page has them. (A task naming
/// more than the demonstration ticked is told apart by `unmet`.) Near miss: one box ticked by
/// name stays a step every run does (`asked_boxes` makes it a question of on or off).
fn boxes_ticked_by_name(steps: &mut [Step], params: &[Parameter]) {
    let group_of = |s: &Step| -> Option<String> {
        let t = s.target.as_ref()?;
        let chosen = s.action == Action::Check
            && s.checked == Some(true)
            && matches!(t.role.as_str(), "checkbox" | "menuitemcheckbox")
            && !t.context_label.trim().is_empty()
            && s.state_slot.is_none()
            && s.slot.as_ref().is_some_and(|slot| {
                params
                    .iter()
                    .any(|p| &p.name == slot && p.kind == SlotKind::Choice && !p.is_state())
            });
        chosen.then(|| t.context_label.trim().to_lowercase())
    };
    let groups: Vec<Option<String>> = steps.iter().map(group_of).collect();
    for (step, group) in steps.iter_mut().zip(&groups) {
        if let Some(g) = group {
            if groups.iter().filter(|x| x.as_ref() == Some(g)).count() >= 2 {
                step.optional = true;
            }
        }
    }
}

/// A field the page itself calls optional ("Memo (optional)", "Company – optional") is left as
/// the page has it when the task gives it no value: its step is optional, so a run without a memo
/// is not missing anything. Only typed and chosen values: a click is never optional by its name.
/// So is an option chosen in a list the page calls optional ("Covering colleague (optional)"),
/// with the click right before it that only opened that list.
fn mark_optional_fields(steps: &mut [Step]) {
    for i in 0..steps.len() {
        let s = &steps[i];
        let field =
            matches!(s.action, Action::Type | Action::Select) && s.slot.is_some() && !s.secret;
        let labelled_optional = s
            .target
            .as_ref()
            .is_some_and(|t| says_optional(&t.name) || says_optional(&t.label));
        if field && labelled_optional {
            steps[i].optional = true;
            continue;
        }
        let option_of_optional = s.action == Action::Click
            && s.slot.is_some()
            && !s.secret
            && s.target
                .as_ref()
                .is_some_and(|t| t.role == "option" && says_optional(&t.context_label));
        if !option_of_optional {
            continue;
        }
        steps[i].optional = true;
        if let Some(opener) = i.checked_sub(1).map(|j| &mut steps[j]) {
            let opened_list = opener.action == Action::Click
                && opener.slot.is_none()
                && opener
                    .effect
                    .as_ref()
                    .is_some_and(|e| e.appeared.iter().any(|r| r == "listbox"));
            if opened_list {
                opener.optional = true;
            }
        }
    }
}

/// Whether a field's label declares it optional: the word "optional" (or "opt.") standing alone,
/// not inside another ("Optionality score").
pub fn says_optional(label: &str) -> bool {
    use unicode_segmentation::UnicodeSegmentation;
    let lower = label.to_lowercase();
    lower.unicode_words().any(|w| w == "optional") || lower.contains("(opt.)")
}

/// The same deed done to several rows that all bear the task's row value ("tick every message
/// from Initech HR": two boxes, each in a row from Initech HR) is one step done to every such
/// row — another sender may have one message, or five. Rows of different values, or different
/// controls in them, stay separate steps.
fn join_rows(steps: &mut Vec<Step>) {
    let alike = |a: &Step, b: &Step| {
        let (Some(ta), Some(tb)) = (&a.target, &b.target) else {
            return false;
        };
        matches!(a.action, Action::Check | Action::Click)
            && a.action == b.action
            && a.row_slot.is_some()
            && a.row_slot == b.row_slot
            && a.slot.is_none()
            && b.slot.is_none()
            && a.checked == b.checked
            && ta.role == tb.role
            && ta.name == tb.name
            && ta.row.trim().eq_ignore_ascii_case(tb.row.trim())
            && (ta.rank != tb.rank || ta.xpath != tb.xpath)
            // (A row that moved under its own "Move up", a count going 5 → 4 → 3, is one row
            // clicked again: `join_counts` makes it one counted step.)
            && !(counted(a) && counted(b))
    };
    fn counted(s: &Step) -> bool {
        s.effect.as_ref().is_some_and(|e| e.count.is_some())
    }
    let mut i = 0;
    while i < steps.len() {
        let mut end = i + 1;
        while end < steps.len() && alike(&steps[i], &steps[end]) {
            end += 1;
        }
        if end > i + 1 {
            steps[i].each = true;
            steps.drain(i + 1..end);
        }
        i += 1;
    }
}

/// Verbs that say which state a switch or box ends in: "turn on" / "turn off".
const STATE_VERBS: [&str; 2] = ["turn", "switch"];

/// A switch or box the task says to turn on or off ("Turn off 'Auto-update apps'"): which state
/// is a value ({state}: on / off), so a task asking for the other one is the same procedure,
/// and a replay sets the state the task says — clicking only when the control is not in it.
fn state_slots(steps: &mut [Step], params: &mut Vec<Parameter>, said: &str) {
    let words: Vec<&str> = said.split_whitespace().collect();
    // "on" / "off" right after a state verb, as the person wrote it.
    let said_states: Vec<(bool, &str)> = words
        .windows(2)
        .filter(|w| STATE_VERBS.contains(&w[0].to_lowercase().as_str()))
        .filter_map(|w| {
            let word = w[1].trim_matches(|c: char| !c.is_alphanumeric());
            match word.to_lowercase().as_str() {
                "on" => Some((true, word)),
                "off" => Some((false, word)),
                _ => None,
            }
        })
        .collect();
    let [(on, word)] = said_states.as_slice() else {
        return;
    };
    let ends = |s: &Step| -> Option<bool> {
        let t = s.target.as_ref()?;
        if !matches!(t.role.as_str(), "switch" | "checkbox" | "menuitemcheckbox") {
            return None;
        }
        match s.action {
            Action::Check => s.checked,
            Action::Click => s
                .effect
                .as_ref()
                .and_then(|e| e.state.get("checked").copied()),
            _ => None,
        }
    };
    let mut toggles = steps.iter_mut().filter(|s| ends(s).is_some());
    let (Some(step), None) = (toggles.next(), toggles.next()) else {
        return;
    };
    if ends(step) != Some(*on) {
        return;
    }
    let name = "state".to_string();
    if params.iter().any(|p| p.name == name) {
        return;
    }
    params.push(on_off(&name, "state", word));
    step.state_slot = Some(name);
}

/// An on/off slot (`Parameter::is_state`), demonstrated as `example`.
fn on_off(name: &str, label: &str, example: &str) -> Parameter {
    Parameter {
        name: name.to_string(),
        label: label.to_string(),
        kind: SlotKind::Choice,
        example: Some(example.to_string()),
        options: vec!["on".into(), "off".into()],
        examples: vec![example.to_string()],
        part: None,
        seen: Vec::new(),
        format: None,
    }
}

/// A box the person ticked because the title asked for it ("… and remember this device" for
/// "Remember this device for 30 days"): whether to tick it is the task's to say. Its step gets
/// an on/off slot named after the box and becomes optional — a task that does not ask leaves the
/// box as the page has it; one that asks ticks it (or clears it, said with a "not"). A box the
/// title does not speak of ("I agree to the terms") stays a fixed step, ticked every run.
fn asked_boxes(steps: &mut [Step], params: &mut Vec<Parameter>, said: &str) {
    let title = crate::retrieval::binding::content_stems(said);
    let uses = |steps: &[Step], slot: &str| {
        steps
            .iter()
            .filter(|s| s.slot.as_deref() == Some(slot))
            .count()
    };
    for i in 0..steps.len() {
        // A lone box the title names by its whole name ("tick Remember me"): a choice slot
        // of that name chooses nothing — whether to tick it is the question. (A box of a
        // labelled group stays a choice among the group's boxes.)
        let lone = steps[i].target.as_ref().and_then(|t| {
            let slot = steps[i].slot.as_deref()?;
            let named = params.iter().any(|p| {
                p.name == slot
                    && p.kind == SlotKind::Choice
                    && p.example
                        .as_deref()
                        .is_some_and(|e| e.trim().eq_ignore_ascii_case(field_label(t).trim()))
            });
            // (Quoted, it is a value the person gave: "Tick 'Bar tape'".)
            let quoted = crate::template::quoted_spans(said).iter().any(|&(a, b)| {
                said[a..b]
                    .trim()
                    .eq_ignore_ascii_case(field_label(t).trim())
            });
            let ticks = steps.iter().filter(|s| {
                step_is_tick(s)
                    && s.target
                        .as_ref()
                        .is_some_and(|o| o.context_label.trim() == t.context_label.trim())
            });
            // (Asked by a tick verb right before it: "tick Remember me". A card ticked "on my
            // Visa ending in 7725" is which card, a value.)
            let name = field_label(t);
            let asked = crate::template::find_ci(said, name.trim(), true).is_some_and(|(a, _)| {
                unicode_segmentation::UnicodeSegmentation::unicode_words(&said[..a])
                    .next_back()
                    .is_some_and(|w| {
                        matches!(
                            w.to_lowercase().as_str(),
                            "tick" | "check" | "untick" | "uncheck" | "ticking" | "checking"
                        )
                    })
            });
            let alone = t.context_label.trim().is_empty()
                && asked
                && !name.chars().any(|c| c.is_ascii_digit())
                && !quoted
                && ticks.count() == 1
                && step_is_tick(&steps[i])
                && uses(steps, slot) == 1
                && steps[i].row_slot.is_none()
                && steps[i].column_slot.is_none();
            (named && alone).then(|| slot.to_string())
        });
        if let Some(slot) = &lone {
            params.retain(|p| &p.name != slot);
            steps[i].slot = None;
        }
        let step = &mut steps[i];
        let Some(t) = step.target.as_ref() else {
            continue;
        };
        let ticked = match step.action {
            Action::Check => step.checked == Some(true),
            _ => false,
        };
        // (A box chosen by its row or column — "Refill Omeprazole" in Omeprazole's row — is a
        // choice the task makes, not a request to tick this one.)
        if !ticked
            || !matches!(t.role.as_str(), "checkbox" | "switch")
            || step.slot.is_some()
            || step.state_slot.is_some()
            || step.row_slot.is_some()
            || step.column_slot.is_some()
        {
            continue;
        }
        let label = field_label(t);
        // (Words of other slots' values say which, not whether.)
        let values: Vec<String> = params
            .iter()
            .filter_map(|p| p.example.as_deref())
            .flat_map(crate::retrieval::binding::content_stems)
            .collect();
        let words = crate::retrieval::binding::content_stems(&label);
        let shared = words
            .iter()
            .filter(|w| title.contains(w) && !values.contains(w))
            .count();
        if shared < 2 && lone.is_none() {
            continue;
        }
        let name = unique_name(params, &slot_name(&label));
        params.push(on_off(&name, &label, "on"));
        step.state_slot = Some(name);
        step.optional = true;
    }
}

/// A step that ticks a checkbox or turns a switch on.
fn step_is_tick(step: &Step) -> bool {
    step.action == Action::Check
        && step.checked == Some(true)
        && step
            .target
            .as_ref()
            .is_some_and(|t| matches!(t.role.as_str(), "checkbox" | "switch"))
}

/// Words that pick by place: "the first result", "the 2nd item", "the last one".
const ORDINALS: [(&str, i32); 13] = [
    ("first", 1),
    ("1st", 1),
    ("top", 1),
    ("second", 2),
    ("2nd", 2),
    ("third", 3),
    ("3rd", 3),
    ("fourth", 4),
    ("4th", 4),
    ("fifth", 5),
    ("5th", 5),
    ("last", -1),
    ("bottom", -1),
];

/// A click the person picked by its place ("then open the first result"): the demonstrated
/// element stood at that place among its look-alikes, and no value names it. A replay takes the
/// element at the same place, whatever it says then.
fn mark_ordinals(steps: &mut [Step], params: &mut Vec<Parameter>, said: &str) {
    let words: Vec<String> = said
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .collect();
    let said_places: Vec<(i32, String)> = words
        .windows(2)
        .filter(|w| w[0] == "the")
        .filter_map(|w| place_of(&w[1]).map(|n| (n, w[1].clone())))
        .collect();
    if said_places.is_empty() {
        return;
    }
    // Each place said picks one click: the last one standing there (a menu link clicked on the
    // way, first in its list too, is not what "the first result" means).
    for (n, word) in said_places {
        let at =
            |t: &Fingerprint| (n > 0 && t.rank == n as u32) || (n == -1 && t.rank == t.rank_of);
        let picked = steps.iter_mut().rev().find(|s| {
            s.action == Action::Click
                && s.slot.is_none()
                && s.row_slot.is_none()
                && s.count_slot.is_none()
                && s.ordinal.is_none()
                && s.target
                    .as_ref()
                    .is_some_and(|t| t.rank > 0 && t.rank_of > 1 && at(t))
        });
        if let Some(step) = picked {
            // The place is a value: "the second result" is the same task.
            let name = unique_name(params, "place");
            params.push(Parameter {
                name: name.clone(),
                label: "place".into(),
                kind: SlotKind::Text,
                example: Some(word.clone()),
                options: Vec::new(),
                examples: vec![word],
                part: None,
                seen: Vec::new(),
                format: None,
            });
            step.ordinal = Some(n);
            step.place_slot = Some(name);
        }
    }
}

/// The place a word says: "first" / "1st" / "top" → 1, "second" → 2, … "last" → -1.
pub fn place_of(word: &str) -> Option<i32> {
    let w = word.trim().to_lowercase();
    ORDINALS.iter().find(|(o, _)| *o == w).map(|(_, n)| *n)
}

/// Words that say which way a stepper goes, not what it counts.
const COUNT_WORDS: [&str; 19] = [
    "increase",
    "decrease",
    "increment",
    "decrement",
    "add",
    "remove",
    "more",
    "less",
    "fewer",
    "plus",
    "minus",
    "up",
    "down",
    "raise",
    "lower",
    "one",
    "by",
    "item",
    "move",
];

/// The same control clicked until the number beside it read a number the person said ("Set the
/// quantity of X to 4": "+" three times, 1 → 4): one step that clicks until the count reads
/// the slot's value — from wherever the page starts, going down with the opposite control.
/// Clicks that moved no count the task names stay as they were.
fn join_counts(steps: &mut Vec<Step>, params: &mut Vec<Parameter>, said: &str) {
    let mut i = 0;
    while i < steps.len() {
        let mut end = i + 1;
        while end < steps.len() && crate::replay::plan::same_click(&steps[i], &steps[end]) {
            end += 1;
        }
        let counted = steps[i].action == Action::Click
            && steps[i].slot.is_none()
            && steps[i].target.is_some();
        let count = steps[end - 1].effect.as_ref().and_then(|e| e.count);
        let first = steps[i].effect.as_ref().and_then(|e| e.count);
        let (Some(last), Some(first)) = (count, first) else {
            i = end;
            continue;
        };
        let n = last.after.to_string();
        let said_n = crate::template::find_ci(said, &n, true).is_some()
            && !params
                .iter()
                .any(|p| p.example.as_deref() == Some(n.as_str()));
        let one_way = (last.after - first.before).signum() == (first.after - first.before).signum();
        if !counted || !said_n || !one_way {
            i = end;
            continue;
        }
        let name = element_name(steps[i].target.as_ref().unwrap()).to_string();
        let words: Vec<String> = without_values(&name, params)
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_string())
            .filter(|w| {
                !w.is_empty()
                    && !COUNT_WORDS.contains(&w.to_lowercase().as_str())
                    && !crate::text::is_stopword(&w.to_lowercase())
            })
            .collect();
        // (A "+" or "Increase" that names nothing is named by its group: "Adults".)
        let group = steps[i]
            .target
            .as_ref()
            .map(|t| t.context_label.trim().to_string())
            .filter(|g| !g.is_empty() && g.chars().count() <= 40);
        let label = match (words.is_empty(), group) {
            (false, _) => words.join(" "),
            (true, Some(group)) => group,
            (true, None) => "count".to_string(),
        };
        let base = slot_name(&label);
        let slot = unique_name(params, if base.is_empty() { "count" } else { &base });
        params.push(Parameter {
            name: slot.clone(),
            label,
            kind: SlotKind::Text,
            example: Some(n.clone()),
            options: Vec::new(),
            examples: vec![n],
            part: None,
            seen: Vec::new(),
            format: None,
        });
        steps.drain(i + 1..end);
        steps[i].count_slot = Some(slot);
        // The step's own effect is now the whole run's: from the first count to the last.
        if let Some(e) = steps[i].effect.as_mut() {
            e.count = Some(crate::model::Count {
                before: first.before,
                after: last.after,
            });
        }
        i += 1;
    }
}

/// Separators a path is said with, longest first.
const PATH_SEPARATORS: [&str; 8] = [" / ", " > ", " › ", " → ", "/", ">", "›", "→"];
/// Roles of nested items clicked in turn: a tree's folders, a cascading menu, breadcrumbs.
const PATH_ROLES: [&str; 5] = ["treeitem", "menuitem", "link", "button", "option"];

/// Nested items clicked one after another whose names the person said as one path ("in the
/// folder 'Photos/Drafts'", "File > Export"): one slot holds the whole path and one step clicks
/// its parts in turn, however many the task's path has. Items said apart ("the folder 'Photos'
/// and the file 'a.csv'") stay steps of their own.
fn join_paths(steps: &mut Vec<Step>, params: &mut Vec<Parameter>, said: &str) {
    let mut i = 0;
    while i < steps.len() {
        let part = |s: &Step| {
            s.action == Action::Click
                && !s.optional
                && s.target
                    .as_ref()
                    .is_some_and(|t| PATH_ROLES.contains(&t.role.as_str()))
                && s.slot.as_ref().is_some_and(|slot| {
                    params
                        .iter()
                        .any(|p| &p.name == slot && p.kind == SlotKind::Choice)
                })
        };
        let mut end = i;
        while end < steps.len()
            && part(&steps[end])
            && steps[end].target.as_ref().map(|t| &t.role)
                == steps[i].target.as_ref().map(|t| &t.role)
        {
            end += 1;
        }
        let example = |s: &Step| {
            params
                .iter()
                .find(|p| Some(&p.name) == s.slot.as_ref())
                .and_then(|p| p.example.clone())
                .unwrap_or_default()
        };
        let mut joined = None;
        'find: for len in (2..=end.saturating_sub(i)).rev() {
            let parts: Vec<String> = steps[i..i + len].iter().map(example).collect();
            for sep in PATH_SEPARATORS {
                if let Some((a, b)) = crate::template::find_ci(said, &parts.join(sep), true) {
                    joined = Some((len, sep.trim().to_string(), said[a..b].to_string()));
                    break 'find;
                }
            }
        }
        let Some((len, sep, whole)) = joined else {
            i += 1;
            continue;
        };
        let first = steps[i].slot.clone().unwrap_or_default();
        let dropped: Vec<String> = steps[i + 1..i + len]
            .iter()
            .filter_map(|s| s.slot.clone())
            .collect();
        steps.drain(i + 1..i + len);
        params.retain(|p| {
            !dropped.contains(&p.name)
                || steps.iter().any(|s| {
                    s.slot.as_ref() == Some(&p.name) || s.row_slot.as_ref() == Some(&p.name)
                })
        });
        if let Some(p) = params.iter_mut().find(|p| p.name == first) {
            p.example = Some(whole.clone());
            p.examples = vec![whole];
            p.options.clear();
            // (A path is said, not picked from one list: quoted, it fills the slot like text.)
            p.kind = SlotKind::Text;
        }
        steps[i].path = Some(sep);
        i += 1;
    }
}

fn extract_each(steps: &mut [Step], said: &str) -> Vec<Parameter> {
    let mut params: Vec<Parameter> = Vec::new();
    // The slot typed into by the step just before (navigations aside): an autocomplete's prefix.
    let mut typed_before: Option<String> = None;
    // The label of the last field clicked or typed into: a date picker's field names its date.
    let mut last_field: Option<String> = None;
    // Whether a field was filled before: its form's submit button finishes the task.
    let mut filled = false;
    for step in steps.iter_mut() {
        let Some(target) = step.target.clone() else {
            continue;
        };
        let typed_just_before = typed_before.take();
        if matches!(step.action, Action::Click | Action::Type)
            && FIELD_ROLES.contains(&target.role.as_str())
        {
            last_field = Some(field_label(&target));
        }
        match step.action {
            Action::Type => {
                let kind = if step.secret {
                    SlotKind::Secret
                } else {
                    SlotKind::Text
                };
                let label = field_label(&target);
                let example = if step.secret {
                    None
                } else {
                    step.value.clone()
                };
                bind(step, &mut params, &label, kind, example);
                // (A date field that states its format — "DD/MM/YYYY" — is typed so.)
                let format = [&target.placeholder, &target.label, &target.name]
                    .into_iter()
                    .find_map(|t| crate::retrieval::formats::date_pattern(t));
                if let Some(p) = params.last_mut().filter(|_| kind == SlotKind::Text) {
                    p.format = format;
                }
                typed_before = step.slot.clone().filter(|_| !step.secret);
            }
            Action::Select => {
                let label = field_label(&target);
                let kind = if step.secret {
                    SlotKind::Secret
                } else {
                    SlotKind::Choice
                };
                let example = if step.secret {
                    None
                } else {
                    step.value.clone()
                };
                bind(step, &mut params, &label, kind, example);
            }
            Action::Click | Action::Check if is_choice(&target) => {
                let chosen = without_count(element_name(&target)).to_string();
                // A click on a value typed earlier (an autocomplete suggestion) is that slot. (The
                // same answer to another question — "Agree" in two groups — is another value: a
                // task may answer them differently.)
                let group = target.context_label.trim();
                if let Some(p) = params.iter().find(|p| {
                    p.example.as_deref() == Some(chosen.as_str())
                        && !(p.kind == SlotKind::Choice && !group.is_empty() && p.label != group)
                }) {
                    step.slot = Some(p.name.clone());
                    continue;
                }
                // A suggestion chosen right after typing its beginning ("New" → "New Caledonia"):
                // the field's value is the suggestion; a replay types the whole value and picks it.
                if let Some(p) =
                    typed_just_before.and_then(|slot| params.iter_mut().find(|p| p.name == slot))
                {
                    if p.example
                        .as_deref()
                        .is_some_and(|typed| starts_with_ci(&chosen, typed))
                    {
                        p.example = Some(chosen.clone());
                        p.examples = vec![chosen];
                        p.kind = SlotKind::Choice;
                        p.options = step.options.clone();
                        // (The suggestions shown for the typed beginning are some of the values,
                        // not all: another task's value is typed and picked among its own.)
                        p.seen = target.options.clone();
                        step.slot = Some(p.name.clone());
                        continue;
                    }
                }
                let label = if target.context_label.trim().is_empty() {
                    "choice".to_string()
                } else {
                    target.context_label.clone()
                };
                bind(step, &mut params, &label, SlotKind::Choice, Some(chosen));
            }
            Action::Click if picked_date(&target, said).is_some() => {
                // A day picked in a calendar: the date is the value, named by the field it fills.
                let example = picked_date(&target, said);
                let label = last_field.clone().unwrap_or_else(|| "date".to_string());
                bind(step, &mut params, &label, SlotKind::Text, example);
            }
            Action::Click | Action::Check => {
                let chosen = without_count(element_name(&target)).to_string();
                // (The same answer to another question — "Agree" in two groups — is another
                // value: a task may answer them differently.)
                let group = target.context_label.trim();
                if let Some(p) = params.iter().find(|p| {
                    p.kind != SlotKind::Secret
                        && p.example.as_deref() == Some(chosen.as_str())
                        && !(p.kind == SlotKind::Choice && !group.is_empty() && p.label != group)
                }) {
                    step.slot = Some(p.name.clone());
                } else if (named_in(&chosen, said) || setting_named_in(&target, &chosen, said))
                    && !heads_the_title(&chosen, said)
                    && !finishes_the_form(step, &target, &chosen, said, filled)
                    && (PICKED_ROLES.contains(&target.role.as_str())
                        || step.action == Action::Check)
                    && !lone_toggle(&target)
                {
                    let label = if target.context_label.trim().is_empty() {
                        target.role.clone()
                    } else {
                        target.context_label.clone()
                    };
                    bind(step, &mut params, &label, SlotKind::Choice, Some(chosen));
                } else if let Some(code) = leading_code_said(&chosen, said)
                    .filter(|_| PICKED_ROLES.contains(&target.role.as_str()))
                {
                    // The code leading its name said alone ("the route X6 timetable link" for
                    // "X6 Carrow – Oakhampstead"): which one is the code.
                    let label = if target.context_label.trim().is_empty() {
                        target.role.clone()
                    } else {
                        target.context_label.clone()
                    };
                    bind(step, &mut params, &label, SlotKind::Choice, Some(code));
                }
            }
            _ => {}
        }
        filled |= matches!(step.action, Action::Type | Action::Select | Action::Check);
        // The row the element stands in, named by the person ("the ⋯ menu of the 'Globex
        // Industries' row", "Delete the project 'Billing migration'", the reply box under
        // "Dana Kerr"'s comment): which row is a value.
        let mut row_value: Option<String> = None;
        if step.action != Action::Navigate && named_in(&target.row, said) {
            let name = place_slot(&mut params, &target.row, "row");
            // The look-alike rows' names seen beside it are values the task may name instead
            // ("Caterer" for the "Florist" section): a choice among them, as a tab's siblings.
            if let Some(p) = params.iter_mut().find(|p| p.name == name) {
                if p.seen.is_empty() && !target.row_names.is_empty() {
                    p.kind = SlotKind::Choice;
                    p.seen = target.row_names.clone();
                }
            }
            step.row_slot = Some(name);
            row_value = Some(target.row.clone());
        } else if step.action != Action::Navigate {
            // … or by another of its cells ("Suspend the user chen.wei@example.com", "ticket
            // #7737"): that cell's text is the row's value.
            if let Some(cell) = target.row_cells.iter().find(|c| {
                named_in(c, said)
                    || (c.chars().filter(char::is_ascii_digit).count() >= 3
                        && crate::template::find_ci(said, c.trim(), true).is_some())
            }) {
                step.row_slot = Some(place_slot(&mut params, cell, "row"));
                row_value = Some(cell.clone());
            }
        }
        // The row's other cells the words named too ("Spin" and "09:15" of "Book Spin on
        // Monday at 09:15"): values as well, and the row is the one showing them all, not any
        // row of the first.
        if let Some(v) = &row_value {
            let also: Vec<String> = target
                .row_cells
                .iter()
                .chain(&target.row_shared)
                .filter(|c| {
                    !c.trim().eq_ignore_ascii_case(v.trim())
                        && !v.to_lowercase().contains(&c.trim().to_lowercase())
                        && c.chars().filter(|ch| ch.is_alphanumeric()).count() >= 2
                        && crate::template::find_ci(said, c.trim(), true).is_some()
                })
                .map(|c| c.trim().to_string())
                .collect();
            step.row_also = also
                .iter()
                .map(|c| place_slot(&mut params, c, "row"))
                .collect();
        }
        // Likewise the column of a grid ("Enable 'SMS' for Security alerts"): which column is a
        // value too, or a replay would tick the demonstrated column's box in the named row.
        if step.action != Action::Navigate && named_in(&target.column, said) {
            step.column_slot = Some(place_slot(&mut params, &target.column, "column"));
        }
    }
    params
}

/// A label with the values of earlier slots cut out: the menu "Actions for Globex Industries"
/// names its items' slot "Actions", not after the row it was opened in (whose value changes
/// with every task). "" when nothing but values and small words would be left.
fn without_values(label: &str, params: &[Parameter]) -> String {
    let mut out = label.to_string();
    for value in params
        .iter()
        .filter(|p| p.kind != SlotKind::Secret)
        .filter_map(|p| p.example.as_deref())
    {
        if value.trim().chars().count() < 2 {
            continue;
        }
        while let Some((a, b)) = crate::template::find_ci(&out, value.trim(), true) {
            out = format!("{} {}", &out[..a], &out[b..]);
        }
    }
    let words: Vec<&str> = out.split_whitespace().collect();
    let keep = |w: &&str| !crate::text::is_stopword(&w.to_lowercase());
    let (Some(first), Some(last)) = (
        words.iter().position(|w| keep(w)),
        words.iter().rposition(|w| keep(w)),
    ) else {
        return String::new();
    };
    if out.trim() == label.trim() {
        label.trim().to_string()
    } else {
        words[first..=last].join(" ")
    }
}

/// The slot holding a row's or column's name: an earlier slot of that value, or a new one.
fn place_slot(params: &mut Vec<Parameter>, text: &str, base: &str) -> String {
    let text = text.trim().to_string();
    if let Some(p) = params.iter().find(|p| {
        p.kind != SlotKind::Secret
            && p.example
                .as_deref()
                .is_some_and(|e| e.eq_ignore_ascii_case(&text))
    }) {
        return p.name.clone();
    }
    let name = unique_name(params, base);
    params.push(Parameter {
        name: name.clone(),
        label: base.into(),
        kind: SlotKind::Text,
        example: Some(text.clone()),
        options: Vec::new(),
        examples: vec![text],
        part: None,
        seen: Vec::new(),
        format: None,
    });
    name
}

/// `base`, or `base_2`, `base_3`… when a slot already has that name.
fn unique_name(params: &[Parameter], base: &str) -> String {
    let mut name = base.to_string();
    let mut n = 2;
    while params.iter().any(|p| p.name == name) {
        name = crate::text::numbered_slot(base, n);
        n += 1;
    }
    name
}

/// Whether the person's own words name this element: its whole name, of at least two
/// characters with a letter, as words of the title or description.
fn named_in(name: &str, said: &str) -> bool {
    let name = name.trim();
    // (A name of digits is a value only when it is more than a count or a page number: a
    // time "20:30", a price "$35", a year "2027" — three characters at least.)
    let digits_only = !name.chars().any(char::is_alphabetic);
    if name.chars().count() < 2
        || (digits_only && (name.chars().count() < 3 || !name.chars().any(|c| c.is_ascii_digit())))
    {
        return false;
    }
    let Some((a, b)) = crate::template::find_ci(said, name, true) else {
        return false;
    };
    // Quoted, it is what the task is about ("Click the button 'Delete'"). Otherwise a control
    // that names a deed ("Create issue", "Add to cart", "Save") is how the task is done, not
    // what it is done to.
    let quoted = crate::template::quoted_spans(said)
        .iter()
        .any(|&(qa, qb)| qa <= a && b <= qb);
    quoted || crate::retrieval::reading::read_text(name).main.is_none()
}

/// The code a name opens with ("X6" of "X6 Carrow – Oakhampstead", "BA117" of "BA117 London
/// → Oslo") when `said` gives it alone as a whole word: letters and digits, a digit among them,
/// at most eight. `None` for a name that is only its code, or opens with a word.
pub fn leading_code_said(name: &str, said: &str) -> Option<String> {
    let code = crate::replay::relocate::leading_code(name)?;
    crate::template::find_ci(said, code, true).map(|_| code.to_string())
}

/// A switch or box is a setting, never a deed: named in the person's words, even unquoted and
/// even when its name reads as a verb ("turn on Push notifications", "untick Remember me"), it
/// is the one among its siblings the task picks. So is a tab, an option or a radio.
fn setting_named_in(target: &Fingerprint, name: &str, said: &str) -> bool {
    // (So is a place or a choice among siblings — a tab, an option, a radio, a tree item —
    // whose name may read as a verb: the "Readings" tab, the "Settings" tab, an option "Print".)
    matches!(
        target.role.as_str(),
        "switch"
            | "checkbox"
            | "menuitemcheckbox"
            | "tab"
            | "option"
            | "radio"
            | "menuitemradio"
            | "treeitem"
    ) && name.trim().chars().filter(|c| c.is_alphabetic()).count() >= 2
        && crate::template::find_ci(said, name.trim(), true).is_some()
}

/// Whether a click on a form's submit button, named unquoted after fields were filled ("…, tick
/// 'Bar tape', and click Continue"), only sends what was filled: how the task is done, not one
/// button the task picks among others — a task that never says "continue" still submits. Near
/// miss: a submit button named in quotes ("Click the button 'Archive'") or with nothing filled
/// before it is what the task picks.
fn finishes_the_form(
    step: &Step,
    target: &Fingerprint,
    name: &str,
    said: &str,
    filled: bool,
) -> bool {
    if !filled || (target.submits.is_empty() && !step.submits) {
        return false;
    }
    let Some((a, b)) = crate::template::find_ci(said, name.trim(), true) else {
        return false;
    };
    !crate::template::quoted_spans(said)
        .iter()
        .any(|&(qa, qb)| qa <= a && b <= qb)
}

/// Whether the person's words start with this control's name, unquoted, and go on: the title's
/// own verb ("Reorder 24 units of …" and its Reorder button, "Verify the phone number … "), so
/// the control is how the task is done, whatever verb list knows the word. A name said later
/// ("Open the 'Weekly' digest") or quoted stays what the task picks.
fn heads_the_title(name: &str, said: &str) -> bool {
    let name = name.trim();
    let said = said.trim_start();
    let Some((a, b)) = crate::template::find_ci(said, name, true) else {
        return false;
    };
    a == 0 && said[b..].split_whitespace().count() >= 2
}

/// Fields a click may open a picker from.
const FIELD_ROLES: [&str; 3] = ["textbox", "combobox", "searchbox"];

/// The date a click on a calendar day picked: the day's own label when it is a full date
/// ("March 8, 2014"), or — for a day shown as its number in a grid — the one full date of that
/// day the person's words name. `None` for anything else (a quantity "8", a page "2").
pub fn picked_date(target: &Fingerprint, said: &str) -> Option<String> {
    use crate::retrieval::formats::{dates_in, iso_date};
    if !matches!(
        target.role.as_str(),
        "button" | "gridcell" | "cell" | "option" | "link" | ""
    ) {
        return None;
    }
    let name = element_name(target).trim();
    if iso_date(name).is_some() {
        return Some(name.to_string());
    }
    // A day in a strip of days, named without its year ("Wed Oct 7"): the one day of that
    // month and day the person's words name ("on Wednesday 7 October").
    if let Some(day) = crate::retrieval::formats::month_day(name) {
        let named: Vec<String> = crate::retrieval::formats::days_in(said)
            .into_iter()
            .filter(|(_, d)| *d == day)
            .map(|(span, _)| span)
            .collect();
        return (named.len() == 1).then(|| named[0].clone());
    }
    let day: u32 = name
        .parse()
        .ok()
        .filter(|d| (1..=31).contains(d) && name.len() <= 2)?;
    let in_grid = matches!(target.role.as_str(), "gridcell" | "cell")
        || target.xpath.contains("/td")
        || target.css.contains("td");
    if !in_grid {
        return None;
    }
    let named: Vec<String> = dates_in(said)
        .into_iter()
        .filter(|(_, iso)| iso[8..].parse::<u32>().ok() == Some(day))
        .map(|(span, _)| span)
        .collect();
    (named.len() == 1).then(|| named[0].clone())
}

/// Whether `text` begins with `prefix`, in any case — or, when `prefix` is whole words, with
/// those words whatever stands between them ("St Mary's School, Oakham" typed for the
/// suggestion "St Mary's School Oakham · Primary"). Never `text` itself.
fn starts_with_ci(text: &str, prefix: &str) -> bool {
    use unicode_segmentation::UnicodeSegmentation;
    let (text, prefix) = (text.to_lowercase(), prefix.trim().to_lowercase());
    if prefix.is_empty() || text == prefix {
        return false;
    }
    let words = |s: &str| s.unicode_words().map(str::to_string).collect::<Vec<_>>();
    let (tw, pw) = (words(&text), words(&prefix));
    text.starts_with(&prefix)
        || (pw.len() >= 2
            && tw.len() > pw.len()
            && tw[..pw.len()] == pw[..]
            && prefix.ends_with(|c: char| c.is_alphanumeric()))
}

/// A switch with no others beside it ("Keep me logged in" on a sign-in form): naming it says
/// whether, not which — there is no other to choose (its on/off is a slot of its own).
fn lone_toggle(target: &Fingerprint) -> bool {
    target.role == "switch" && target.options.len() < 2 && target.context_label.trim().is_empty()
}

fn is_choice(target: &Fingerprint) -> bool {
    CHOICE_ROLES.contains(&target.role.as_str()) && !element_name(target).is_empty()
}

/// The field's human label: label, placeholder, accessible name, then attributes that look
/// meaningful. Generated ids such as "input-37" or ":r3:" are skipped.
pub fn field_label(fp: &Fingerprint) -> String {
    [
        &fp.label,
        &fp.placeholder,
        &fp.name,
        &fp.name_attr,
        &fp.id,
        &fp.test_id,
    ]
    .into_iter()
    .map(|s| s.trim())
    .find(|s| !s.is_empty() && !looks_generated(s) && !slot_name(s).is_empty())
    .unwrap_or("value")
    .to_string()
}

fn looks_generated(s: &str) -> bool {
    let digits = s.chars().filter(|c| c.is_ascii_digit()).count();
    let letters = s.chars().filter(|c| c.is_alphabetic()).count();
    s.starts_with(':') || digits * 2 >= letters || {
        let stem = s
            .trim_end_matches(|c: char| c.is_ascii_digit())
            .trim_end_matches(['-', '_']);
        stem != s
            && [
                "input",
                "field",
                "text",
                "el",
                "elem",
                "control",
                "mat-input",
            ]
            .contains(&stem.to_ascii_lowercase().as_str())
    }
}

fn bind(
    step: &mut Step,
    params: &mut Vec<Parameter>,
    label: &str,
    kind: SlotKind,
    example: Option<String>,
) {
    let stripped = without_values(label, params);
    let label = if stripped.is_empty() {
        label
    } else {
        stripped.as_str()
    };
    let base = slot_name(label);
    let base = if base.is_empty() {
        "value".to_string()
    } else {
        base
    };
    let mut name = base.clone();
    let mut n = 2;
    while params.iter().any(|p| p.name == name) {
        name = crate::text::numbered_slot(&base, n);
        n += 1;
    }
    step.slot = Some(name.clone());
    if step.action != Action::Click && step.action != Action::Check {
        step.value = Some(format!("{{{name}}}"));
    }
    // A list's options. (The choices seen around a clicked tab or radio are not: they are
    // this visit's, and binding takes a slot's options as every value it may have.)
    let options = if kind == SlotKind::Choice {
        step.options.clone()
    } else {
        Vec::new()
    };
    let examples = example.iter().cloned().collect();
    let seen = match (kind, step.target.as_ref()) {
        (SlotKind::Choice, Some(t)) if step.options.is_empty() => t.options.clone(),
        _ => Vec::new(),
    };
    params.push(Parameter {
        name,
        label: label.trim().to_string(),
        kind,
        example,
        options,
        examples,
        part: None,
        seen,
        format: None,
    });
}
