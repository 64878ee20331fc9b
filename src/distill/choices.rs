//! Labels that show the current choice: a radio group's legend "Colour: Sand", a time-zone
//! button reading "Berlin" or "Time zone Berlin". That part is the state the page was in when
//! the person came, not the control's name — the next visit shows another choice there. The
//! choices around the chosen element (its fingerprint's `options`) say which words are one.

use crate::model::{Action, Step};
use crate::template::find_ci;
use crate::text::squash;

/// Roles of an element chosen among siblings whose label may show the current choice.
const CHOSEN_ROLES: [&str; 4] = ["option", "radio", "menuitemradio", "tab"];
/// Roles of a chosen element that a control opened just before (a list, a menu of choices).
const OPENED_ROLES: [&str; 2] = ["option", "menuitemradio"];
/// Roles of the control that opens a list of choices.
const OPENER_ROLES: [&str; 2] = ["button", "combobox"];

/// `label` without the one choice it shows ("Colour: Sand" → "Colour", "Berlin" → ""), or
/// `None` when it shows none of `options`. The longest choice said as whole words is the one.
pub fn without_choice(label: &str, options: &[String]) -> Option<String> {
    let best = options
        .iter()
        .map(|o| o.trim())
        .filter(|o| !o.is_empty())
        .filter_map(|o| find_ci(label, o, true))
        .max_by_key(|(a, b)| b - a)?;
    let rest = squash(&format!("{} {}", &label[..best.0], &label[best.1..]));
    let rest = rest.trim_matches(|c: char| c.is_whitespace() || ":-–—,()[]|·".contains(c));
    Some(rest.to_string())
}

/// Takes the current choice out of the labels that showed it: the chosen element's group or
/// list label, and the name of the control clicked just before to open its list.
pub fn drop_current_choice(steps: &mut [Step]) {
    for i in 0..steps.len() {
        let Some(t) = steps[i].target.as_ref() else {
            continue;
        };
        if t.options.len() < 2 || !CHOSEN_ROLES.contains(&t.role.as_str()) {
            continue;
        }
        let options = t.options.clone();
        let opened = OPENED_ROLES.contains(&t.role.as_str());
        if let Some(rest) = without_choice(&t.context_label, &options) {
            if let Some(t) = steps[i].target.as_mut() {
                t.context_label = rest;
            }
        }
        let opener = i
            .checked_sub(1)
            .filter(|_| opened)
            .filter(|&j| steps[j].action == Action::Click)
            .and_then(|j| steps[j].target.as_mut())
            .filter(|o| OPENER_ROLES.contains(&o.role.as_str()));
        if let Some(o) = opener {
            if let Some(rest) = without_choice(&o.name, &options) {
                if let Some(text) = without_choice(&o.text, &options) {
                    o.text = text;
                }
                o.name = rest;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_label_loses_the_choice_it_shows_and_keeps_its_own_words() {
        let colours = opts(&["Navy", "Sand", "Forest green", "Red"]);
        assert_eq!(
            without_choice("Colour: Sand", &colours).as_deref(),
            Some("Colour")
        );
        assert_eq!(
            without_choice("Colour — Forest green", &colours).as_deref(),
            Some("Colour")
        );
        assert_eq!(
            without_choice("Berlin", &opts(&["Berlin", "Paris"])).as_deref(),
            Some("")
        );
        assert_eq!(
            without_choice("Time zone Berlin", &opts(&["Berlin", "Paris"])).as_deref(),
            Some("Time zone")
        );
        // Near misses: a label showing no choice, or a choice only inside a longer word.
        assert_eq!(without_choice("Colour", &colours), None);
        assert_eq!(without_choice("Redo", &colours), None);
    }
}
