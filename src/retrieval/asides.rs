//! Parts of a task that ask for nothing: a greeting ("Hi Sam,"), a sign-off ("Thanks, Graham"),
//! and a reason given with the request ("…, because my fob stopped working", "We've decided to
//! stay on longer, so please …"). A run that leaves them unused did not leave anything undone,
//! so the check for what a task asks beyond a procedure (`unmet`) does not read them.

use unicode_segmentation::UnicodeSegmentation;

/// Words that open a greeting at the very start of a task.
const GREETINGS: &[&str] = &[
    "hi",
    "hello",
    "hey",
    "dear",
    "morning",
    "afternoon",
    "evening",
];
/// Words that open a sign-off.
const CLOSINGS: &[&str] = &[
    "thanks", "thank", "thx", "cheers", "regards", "best", "ta", "love", "many", "kind", "warm",
    "yours",
];
/// Words that open a reason when a subject follows them ("as we …", "since I …").
const REASON_OPENERS: &[&str] = &["because", "cos", "cause", "since", "as"];
/// The subjects after "since" and "as" that make them a reason, not a time or a role ("since
/// Monday", "as the holder").
const SUBJECTS: &[&str] = &[
    "i", "i'm", "i’m", "i've", "i’ve", "we", "we're", "we’re", "we've", "we’ve", "it", "it's",
    "it’s", "he", "she", "they", "my", "our", "you", "there",
];
/// Words after "so" that make the part before it the request's cause ("…, so please move it").
const SO_REQUESTS: &[&str] = &[
    "please", "could", "can", "would", "will", "pls", "kindly", "i", "we", "i'd", "i’d", "we'd",
    "we’d",
];

/// People the person names by how they know them ("my aunt Imogen", "our neighbour Sam"): who
/// the task is for or about, not a value of it.
const RELATIONS: &[&str] = &[
    "mum",
    "mom",
    "mother",
    "dad",
    "father",
    "aunt",
    "auntie",
    "uncle",
    "gran",
    "granny",
    "grandma",
    "grandmother",
    "grandad",
    "granddad",
    "grandpa",
    "grandfather",
    "sister",
    "brother",
    "son",
    "daughter",
    "wife",
    "husband",
    "partner",
    "friend",
    "colleague",
    "boss",
    "manager",
    "neighbour",
    "neighbor",
    "cousin",
    "niece",
    "nephew",
    "flatmate",
    "housemate",
    "roommate",
    "teammate",
    "girlfriend",
    "boyfriend",
    "fiancé",
    "fiancée",
    "stepdad",
    "stepmum",
];
const POSSESSIVES: &[&str] = &["my", "our", "your", "his", "her", "their"];

/// Byte spans of `task` that ask for nothing (see the module's comment), in order.
pub fn asides(task: &str) -> Vec<(usize, usize)> {
    // (Each word's place, its lower case, and its length as written: lower case may be longer.)
    let lengths: Vec<usize> = task
        .split_word_bound_indices()
        .filter(|(_, w)| w.chars().any(char::is_alphanumeric))
        .map(|(_, w)| w.len())
        .collect();
    let words: Vec<(usize, String)> = task
        .split_word_bound_indices()
        .filter(|(_, w)| w.chars().any(char::is_alphanumeric))
        .map(|(at, w)| (at, w.to_lowercase()))
        .collect();
    let mut out = Vec::new();
    // A greeting: its word at the start, up to the first comma, '!' or line break.
    if let Some((_, first)) = words.first() {
        if GREETINGS.contains(&first.as_str()) {
            if let Some(end) = task.find([',', '!', '\n']).filter(|&e| e < 40) {
                out.push((0, end + 1));
            }
        }
    }
    // A sign-off: a closing word opening the task's last part, then at most three words, all
    // capitalised (a name) or closing words themselves ("Many thanks, Jo", "Cheers").
    for (i, (at, w)) in words.iter().enumerate() {
        if !CLOSINGS.contains(&w.as_str()) || !opens_part(task, *at) {
            continue;
        }
        let rest = &words[i + 1..];
        let signed = rest.len() <= 4
            && rest.iter().all(|(a, r)| {
                CLOSINGS.contains(&r.as_str())
                    || matches!(r.as_str(), "you" | "so" | "much" | "wishes")
                    || task[*a..].chars().next().is_some_and(char::is_uppercase)
            });
        if signed {
            out.push((*at, task.len()));
            break;
        }
    }
    // A reason: from its opener to the end of its part.
    for (i, (at, w)) in words.iter().enumerate() {
        let next = words.get(i + 1).map(|(_, n)| n.as_str()).unwrap_or("");
        let opens_reason = match w.as_str() {
            "because" | "cos" => true,
            "cause" | "since" | "as" => SUBJECTS.contains(&next) && (w != "cause" || i == 0),
            _ => false,
        } && REASON_OPENERS.contains(&w.as_str());
        if opens_reason && (w == "because" || opens_part(task, *at)) {
            let end = part_end(task, *at);
            if says_no_name(&task[*at..end]) {
                out.push((*at, end));
            }
        }
    }
    // A cause before "so please …": the whole part before it.
    for (at, w) in &words {
        if w != "so" || !opens_part(task, *at) {
            continue;
        }
        let after = task[*at + 2..]
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_lowercase();
        if !SO_REQUESTS
            .contains(&after.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’'))
        {
            continue;
        }
        let before = task[..*at].trim_end().trim_end_matches([',', ';']);
        let start = before
            .char_indices()
            .rev()
            .find(|&(i, c)| ends_part(before, i, c))
            .map_or(0, |(i, c)| i + c.len_utf8());
        let cause = before[start..].trim();
        if cause.chars().any(char::is_alphanumeric) && says_no_name(cause) {
            out.push((start, before.len()));
        }
    }
    // A person named by how the person knows them: the name, one to three capitalised words.
    for i in 1..words.len().saturating_sub(1) {
        if !RELATIONS.contains(&words[i].1.as_str())
            || !POSSESSIVES.contains(&words[i - 1].1.as_str())
        {
            continue;
        }
        let mut end = None;
        for k in i + 1..(i + 4).min(words.len()) {
            let at = words[k].0;
            let gap = &task[end.unwrap_or(words[i].0 + lengths[i])..at];
            if !gap.trim().is_empty() || !task[at..].starts_with(char::is_uppercase) {
                break;
            }
            end = Some(at + lengths[k]);
        }
        if let Some(end) = end {
            out.push((words[i + 1].0, end));
        }
    }
    out.sort_unstable();
    out
}

/// Whether a reason says no name or number — only then is it surely nothing to act on ("because
/// Aisling Bellamy shares the plot now" names whom the task is about). Its first word may be
/// capitalised, and "I" is no name.
fn says_no_name(text: &str) -> bool {
    !text.chars().any(|c| c.is_ascii_digit())
        && text.unicode_words().skip(1).all(|w| {
            !w.starts_with(char::is_uppercase)
                || w == "I"
                || w.starts_with("I'")
                || w.starts_with("I’")
        })
}

/// Whether the word at `at` opens a part: the task's start, or only spaces after a comma,
/// semicolon, sentence end, dash or line break.
fn opens_part(task: &str, at: usize) -> bool {
    let before = task[..at].trim_end_matches([' ', '\t']);
    before.is_empty() || before.ends_with([',', ';', '.', '!', '?', '\n', '—', '–', ':', '('])
}

/// Where the part holding `at` ends: the next sentence end, semicolon or line break (commas
/// stay inside: "because it's old, worn and squeaky").
fn part_end(task: &str, at: usize) -> usize {
    task[at..]
        .char_indices()
        .find(|&(i, c)| match c {
            ';' | '\n' | '!' | '?' => true,
            '.' => task[at + i + 1..]
                .chars()
                .next()
                .is_none_or(char::is_whitespace),
            _ => false,
        })
        .map_or(task.len(), |(i, _)| at + i)
}

fn ends_part(text: &str, i: usize, c: char) -> bool {
    match c {
        ',' | ';' | '!' | '?' | '\n' => true,
        '.' => text[i + 1..].chars().next().is_none_or(char::is_whitespace),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::asides;

    fn said(task: &str) -> Vec<&str> {
        asides(task)
            .into_iter()
            .map(|(a, b)| task[a..b].trim())
            .collect()
    }

    #[test]
    fn greetings_sign_offs_and_reasons_ask_for_nothing() {
        let task = "Hello, we've decided to stay on a little longer, so please move the return \
                    sailing to Sun 7th March 2027. Thanks, Graham";
        assert_eq!(
            said(task),
            [
                "Hello,",
                "we've decided to stay on a little longer",
                "Thanks, Graham"
            ]
        );
        assert_eq!(
            said("Move our crossing home to 25/2/2027, because we have to be home sooner."),
            ["because we have to be home sooner"]
        );
        assert_eq!(
            said("Replace my fob, as it stopped working; then save"),
            ["as it stopped working"]
        );
        assert_eq!(said("Hi Sam! Book two seats"), ["Hi Sam!"]);
        assert_eq!(
            said("My aunt Imogen shares plot 23A with Aisling Castellano now."),
            ["Imogen"]
        );
        assert_eq!(said("Book it for our neighbour Sam Li please"), ["Sam Li"]);
    }

    #[test]
    fn requests_are_not_asides() {
        // Near misses: "as" giving a role, "since" giving a time, "so" asking nothing, thanks
        // followed by a further request, a request that starts with "so".
        for task in [
            "Put Aisling Castellano down, as the joint plot holder",
            "Show the orders since Monday, then export them",
            "It is late, so what",
            "Thanks, and also add breakfast for two",
            "Book a table for 4 and tick Window seat",
            // (A relation without a possessive, or without a name after it.)
            "Set the Manager Dana Kerr as owner",
            "Send it to my sister",
            // (Reasons and causes that name someone or give a number say what the task is about.)
            "Aisling Bellamy has been sharing plot 29B, so could you add Aisling as holder?",
            "Remove the plot holder, because Dana Kerr left",
        ] {
            assert!(asides(task).is_empty(), "{task}: {:?}", said(task));
        }
    }
}
