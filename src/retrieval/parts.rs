//! Times and dates a page asks for in separate fields: an hour box, a minute box and an AM/PM
//! choice; day, month and year selects. Distillation marks which slot holds which part
//! (`classify`); binding reads the one time or date the task says and writes each part the way
//! the demonstration wrote it (`fill`): "Set the reminder to 19:45" on a 12-hour page gives
//! hour "7", minute "45", "PM".

use super::formats::{dates_in, time, MONTHS};
use crate::model::{Parameter, Part, SlotKind};
use std::collections::BTreeMap;

/// Marks the slots that are parts of a time (hour and minute, AM/PM beside them) or a date (two
/// or more of day, month, year). A lone "Year" or "Day" is a value of its own, not a part.
pub fn classify(params: &mut [Parameter]) {
    let has = |params: &[Parameter], words: &[&str]| params.iter().any(|p| label_has(p, words));
    let timed = has(params, HOUR) && (has(params, MINUTE) || has(params, &["mm"]));
    let dated = [DAY, MONTH, YEAR].iter().filter(|w| has(params, w)).count() >= 2
        || (has(params, &["mm"]) && !timed && (has(params, DAY) || has(params, YEAR)));
    for p in params.iter_mut().filter(|p| p.kind != SlotKind::Secret) {
        let example = p.example.as_deref().unwrap_or("").trim().to_string();
        let number = example.parse::<u32>().ok();
        p.part = if timed && label_has(p, HOUR) && number.is_some_and(|h| h < 24) {
            Some(Part::Hour)
        } else if timed
            && (label_has(p, MINUTE) || label_has(p, &["mm"]))
            && number.is_some_and(|m| m < 60)
        {
            Some(Part::Minute)
        } else if timed && meridiem(&example).is_some() {
            Some(Part::Meridiem)
        } else if dated && label_has(p, DAY) && number.is_some_and(|d| (1..=31).contains(&d)) {
            Some(Part::Day)
        } else if dated
            && (label_has(p, MONTH) || label_has(p, &["mm"]))
            && (number.is_some_and(|m| (1..=12).contains(&m)) || month_of(&example).is_some())
        {
            Some(Part::Month)
        } else if dated
            && label_has(p, YEAR)
            && number.is_some_and(|y| (example.len() == 4 && y >= 1000) || example.len() == 2)
        {
            Some(Part::Year)
        } else {
            None
        };
    }
}

const HOUR: &[&str] = &["hour", "hours", "hh", "hr", "hrs"];
const MINUTE: &[&str] = &["minute", "minutes", "min", "mins"];
const DAY: &[&str] = &["day", "dd"];
const MONTH: &[&str] = &["month", "mon"];
const YEAR: &[&str] = &["year", "yyyy", "yy"];

fn label_has(p: &Parameter, words: &[&str]) -> bool {
    [p.label.as_str(), p.name.as_str()].iter().any(|l| {
        l.to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| words.contains(&w))
    })
}

/// "AM"/"a.m." → false, "PM"/"p.m." → true.
fn meridiem(s: &str) -> Option<bool> {
    match s.to_lowercase().replace(['.', ' '], "").as_str() {
        "am" => Some(false),
        "pm" => Some(true),
        _ => None,
    }
}

fn month_of(s: &str) -> Option<u32> {
    let l = s.trim().trim_end_matches('.').to_lowercase();
    (l.len() >= 3)
        .then(|| {
            MONTHS
                .iter()
                .position(|m| m.starts_with(&l))
                .map(|i| i as u32 + 1)
        })
        .flatten()
}

/// The times a text says, in order: "3:50 PM", "19:45", "7pm", "1:45 a.m.".
pub fn times_in(text: &str) -> Vec<(u32, u32)> {
    let words: Vec<&str> = text
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| matches!(c, ',' | ';' | '(' | ')' | '\'' | '"' | '!' | '?'))
        })
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let w = words[i].trim_end_matches('.');
        let next = words.get(i + 1).copied().unwrap_or("");
        let clock =
            w.contains(':') || w.to_lowercase().ends_with("am") || w.to_lowercase().ends_with("pm");
        if meridiem(next).is_some() && w.chars().next().is_some_and(|c| c.is_ascii_digit()) {
            if let Some(t) = time(&format!("{w} {}", next.replace('.', ""))) {
                out.push(t);
                i += 2;
                continue;
            }
        }
        if clock && w.chars().next().is_some_and(|c| c.is_ascii_digit()) {
            if let Some(t) = time(w) {
                out.push(t);
            }
        }
        i += 1;
    }
    out
}

/// Fills the part slots from the time or date the task says: the n-th time (date) said goes to
/// the n-th group of parts. Nothing changes when the task says another number of them.
pub fn fill(params: &[Parameter], task: &str, bound: &mut BTreeMap<String, Option<String>>) {
    let groups = |units: &[Part]| -> Vec<Vec<&Parameter>> {
        let mut out: Vec<Vec<&Parameter>> = Vec::new();
        for p in params
            .iter()
            .filter(|p| p.part.is_some_and(|u| units.contains(&u)))
        {
            match out.last_mut() {
                Some(g) if !g.iter().any(|q| q.part == p.part) => g.push(p),
                _ => out.push(vec![p]),
            }
        }
        out
    };
    // (The task is read for times and dates only when the procedure has parts to fill: most
    // have none, and reading every span as a date was a sixth of a query's time.)
    let times = groups(&[Part::Hour, Part::Minute, Part::Meridiem]);
    let said = if times.is_empty() {
        Vec::new()
    } else {
        times_in(task)
    };
    if !times.is_empty() && said.len() == times.len() {
        for (group, (h, m)) in times.iter().zip(said) {
            let twelve = group.iter().any(|p| p.part == Some(Part::Meridiem));
            for p in group {
                let value = match p.part {
                    Some(Part::Hour) => number_like(
                        if twelve {
                            if h % 12 == 0 {
                                12
                            } else {
                                h % 12
                            }
                        } else {
                            h
                        },
                        p,
                    ),
                    Some(Part::Minute) => number_like(m, p),
                    Some(Part::Meridiem) => meridiem_like(h >= 12, p),
                    _ => continue,
                };
                bound.insert(p.name.clone(), Some(value));
            }
        }
    }
    let dates = groups(&[Part::Day, Part::Month, Part::Year]);
    let said = if dates.is_empty() {
        Vec::new()
    } else {
        dates_in(task)
    };
    if !dates.is_empty() && said.len() == dates.len() {
        for (group, (_, iso)) in dates.iter().zip(said) {
            let (Ok(y), Ok(mo), Ok(d)) = (
                iso[..4].parse::<u32>(),
                iso[5..7].parse::<u32>(),
                iso[8..].parse::<u32>(),
            ) else {
                continue;
            };
            for p in group {
                let value = match p.part {
                    Some(Part::Day) => number_like(d, p),
                    Some(Part::Month) => month_like(mo, p),
                    Some(Part::Year) => {
                        let short = p.example.as_deref().is_some_and(|e| e.trim().len() == 2);
                        option_or(
                            if short {
                                format!("{:02}", y % 100)
                            } else {
                                y.to_string()
                            },
                            p,
                        )
                    }
                    _ => continue,
                };
                bound.insert(p.name.clone(), Some(value));
            }
        }
    }
}

/// `n` written as the example was: zero-padded to two digits when it was ("03"), and as the
/// field's option when it offers one.
fn number_like(n: u32, p: &Parameter) -> String {
    let example = p.example.as_deref().unwrap_or("").trim();
    let padded = example.len() == 2 && example.starts_with('0');
    let plain = n.to_string();
    let two = format!("{n:02}");
    if let Some(o) = p
        .options
        .iter()
        .find(|o| o.trim() == two || o.trim() == plain)
    {
        return o.trim().to_string();
    }
    if padded || (example.len() == 2 && n < 10 && p.part == Some(Part::Minute)) {
        two
    } else {
        plain
    }
}

fn meridiem_like(pm: bool, p: &Parameter) -> String {
    if let Some(o) = p.options.iter().find(|o| meridiem(o) == Some(pm)) {
        return o.trim().to_string();
    }
    let example = p.example.as_deref().unwrap_or("AM");
    let word = if pm { "pm" } else { "am" };
    let word = if example.chars().any(|c| c.is_ascii_uppercase()) {
        word.to_uppercase()
    } else {
        word.to_string()
    };
    if example.contains('.') {
        format!("{}.{}.", &word[..1], &word[1..])
    } else {
        word
    }
}

fn month_like(m: u32, p: &Parameter) -> String {
    let name = MONTHS[m as usize - 1];
    if let Some(o) = p
        .options
        .iter()
        .find(|o| month_of(o) == Some(m) || o.trim().parse::<u32>().ok() == Some(m))
    {
        return o.trim().to_string();
    }
    let example = p.example.as_deref().unwrap_or("").trim();
    if example.parse::<u32>().is_ok() {
        return number_like(m, p);
    }
    let capital = |s: &str| s[..1].to_uppercase() + &s[1..];
    if example.trim_end_matches('.').len() <= 4 && example.len() >= 3 {
        capital(&name[..3])
    } else {
        capital(name)
    }
}

fn option_or(value: String, p: &Parameter) -> String {
    p.options
        .iter()
        .find(|o| o.trim() == value)
        .map(|o| o.trim().to_string())
        .unwrap_or(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slot(name: &str, label: &str, example: &str, options: &[&str]) -> Parameter {
        Parameter {
            name: name.into(),
            label: label.into(),
            kind: if options.is_empty() {
                SlotKind::Text
            } else {
                SlotKind::Choice
            },
            example: Some(example.into()),
            options: options.iter().map(|s| s.to_string()).collect(),
            examples: vec![example.into()],
            part: None,
            seen: Vec::new(),
            format: None,
        }
    }

    fn filled(params: &[Parameter], task: &str) -> Vec<String> {
        let mut bound: BTreeMap<String, Option<String>> =
            params.iter().map(|p| (p.name.clone(), None)).collect();
        fill(params, task, &mut bound);
        params
            .iter()
            .map(|p| bound[&p.name].clone().unwrap_or_default())
            .collect()
    }

    #[test]
    fn a_time_fills_hour_minute_and_am_pm_as_the_page_writes_them() {
        let mut p = vec![
            slot("hh", "hh", "3", &[]),
            slot("mm", "mm", "50", &[]),
            slot("time", "Time", "PM", &["AM", "PM"]),
        ];
        classify(&mut p);
        assert_eq!(
            p.iter().map(|x| x.part).collect::<Vec<_>>(),
            [Some(Part::Hour), Some(Part::Minute), Some(Part::Meridiem)]
        );
        assert_eq!(
            filled(&p, "Set the reminder to 19:45 and save"),
            ["7", "45", "PM"]
        );
        assert_eq!(
            filled(&p, "Set the reminder to 1:05 a.m."),
            ["1", "05", "AM"]
        );
        assert_eq!(filled(&p, "remind me at 12:30 pm"), ["12", "30", "PM"]);
        // A 24-hour page (no AM/PM) takes the hour as it is.
        let mut p = vec![
            slot("hour", "Hour", "09", &[]),
            slot("minute", "Minutes", "30", &[]),
        ];
        classify(&mut p);
        assert_eq!(filled(&p, "Set it to 7:15 PM"), ["19", "15"]);
        assert_eq!(filled(&p, "Set it to 7:15 AM"), ["07", "15"]);
    }

    #[test]
    fn near_misses_are_no_parts_and_other_numbers_no_times() {
        // A lone hour field, a "Minutes" count without an hour: values of their own.
        let mut p = vec![
            slot("minutes", "Minutes", "30", &[]),
            slot("year", "Year", "2019", &[]),
        ];
        classify(&mut p);
        assert!(p.iter().all(|x| x.part.is_none()));
        // Two times said for one group: nothing is guessed.
        let mut p = vec![
            slot("hh", "Hour", "3", &[]),
            slot("mm", "Minute", "50", &[]),
        ];
        classify(&mut p);
        assert_eq!(filled(&p, "Move it from 3:50 to 4:10"), ["", ""]);
        assert_eq!(times_in("Order 3 items, room 12, at 10:30"), [(10, 30)]);
        assert_eq!(times_in("Call at 7pm or 8 PM"), [(19, 0), (20, 0)]);
    }

    #[test]
    fn a_date_fills_day_month_and_year_selects() {
        let months: Vec<&str> = vec![
            "January",
            "February",
            "March",
            "April",
            "May",
            "June",
            "July",
            "August",
            "September",
            "October",
            "November",
            "December",
        ];
        let mut p = vec![
            slot("day", "Day", "7", &[]),
            slot("month", "Month", "June", &months),
            slot("year", "Year", "1988", &[]),
        ];
        classify(&mut p);
        assert_eq!(
            p.iter().map(|x| x.part).collect::<Vec<_>>(),
            [Some(Part::Day), Some(Part::Month), Some(Part::Year)]
        );
        assert_eq!(
            filled(&p, "My date of birth is 14 March 1990"),
            ["14", "March", "1990"]
        );
        assert_eq!(filled(&p, "born 1990-03-04"), ["4", "March", "1990"]);
        // Numbered months, padded as shown; a two-digit year (a card's expiry).
        let mut p = vec![
            slot("mm", "MM", "06", &[]),
            slot("dd", "DD", "07", &[]),
            slot("yy", "YY", "88", &[]),
        ];
        classify(&mut p);
        assert_eq!(filled(&p, "on March 4, 2031"), ["03", "04", "31"]);
    }
}
