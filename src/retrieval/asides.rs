//! Parts of a task that ask for nothing: a greeting ("Hi Sam,"), a sign-off ("Thanks, Graham"),
//! and a reason given with the request ("…, because my fob stopped working", "We've decided to
//! stay on longer, so please …"), a purpose ("so I can report it"), the numbers of numbered steps
//! ("1) open the form, 2) …"), a word that the rest stays as it is ("leave everything else as it
//! is"), the person's own plans ("I'll ring them as well if I have to"), a comment on the old
//! value ("but that's the wrong day") and a remark ("typical", "Fingers crossed it's free!"). A
//! run that leaves them unused did not leave anything undone, so the check for what a task asks
//! beyond a procedure (`unmet`) does not read them.

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
    "nan",
    "nana",
    "nanna",
    "grannie",
    "aunty",
];
/// Relatives people call by what they are, capitalised as a name ("Dad", "Auntie Pat"). Not
/// roles that name a value ("Manager"), nor "Father" or "Sister", which are titles too.
const FAMILY_NAMES: &[&str] = &[
    "mum", "mom", "dad", "aunt", "auntie", "aunty", "uncle", "gran", "granny", "grannie",
    "grandma", "grandad", "granddad", "grandpa", "nan", "nana", "nanna",
];
const POSSESSIVES: &[&str] = &["my", "our", "your", "his", "her", "their"];

/// Remarks that make a whole part on their own, or open one ("Fingers crossed it's free!").
const REMARKS: &[&[&str]] = &[
    &["typical"],
    &["of", "course"],
    &["fingers", "crossed"],
    &["no", "rush"],
    &["no", "hurry"],
    &["wish", "me", "luck"],
    &["hopefully"],
    &["if", "possible"],
    &["if", "you", "can"],
    &["when", "you", "get", "a", "chance"],
    &["if", "you", "get", "a", "chance"],
    &["much", "appreciated"],
    &["step", "by", "step"],
    &["my", "mistake"],
    &["actually", "no"],
    &["no", "wait"],
    &["scratch", "that"],
];
/// What the rest of a form is said to be, so that nothing more is asked of it ("leave everything
/// else as it is", "everything else on the form is already right"). Not "leave the rest off":
/// that sets them.
const REST_WORDS: &[&[&str]] = &[
    &["everything", "else"],
    &["anything", "else"],
    &["nothing", "else"],
    &["all", "else"],
    &["the", "rest"],
    &["the", "other", "fields"],
];
const AS_IT_IS: &[&[&str]] = &[
    &["as", "it", "is"],
    &["as", "they", "are"],
    &["as", "is"],
    &["alone"],
    &["unchanged"],
    &["the", "same"],
    &["untouched"],
    &["already", "right"],
    &["already", "correct"],
    &["already", "fine"],
    &["is", "right"],
    &["is", "correct"],
    &["is", "fine"],
    &["are", "right"],
    &["are", "fine"],
    &["needs", "changing"],
    &["need", "changing"],
    &["don't", "change"],
    &["don’t", "change"],
    &["do", "not", "change"],
    &["keep"],
    &["stays"],
];
/// The person's own plans ("I'll ring them as well", "I'll be in the library café after"): what
/// they will do, by verbs that ask nothing of a form. Not "I'll need a cot" or "I'll be
/// bringing the dog": those say what the booking must hold.
const OWN_PLANS: &[&str] = &[
    "ring", "call", "phone", "text", "email", "chase", "check", "pop", "drop", "see", "try",
    "sort", "deal", "come", "head", "wait", "speak", "talk", "let", "tell", "ask", "be",
];
/// Where "I'll be" says where the person will be, not what they bring or need.
const BE_WHERE: &[&str] = &[
    "in", "at", "around", "back", "there", "home", "out", "away", "off",
];
/// Words that say the value there now is wrong ("but that's the wrong day").
const WRONG: &[&str] = &["wrong", "incorrect", "mistake", "outdated", "old"];

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
    // A purpose: "so (that) I can …", "in order to …", to the end of its part.
    for (i, (at, w)) in words.iter().enumerate() {
        let next: Vec<&str> = words[i + 1..]
            .iter()
            .take(3)
            .map(|(_, n)| n.as_str())
            .collect();
        let subject_can = |s: &str, m: &str| {
            matches!(s, "i" | "we" | "they" | "he" | "she")
                && matches!(m, "can" | "could" | "may" | "might")
        };
        let purpose = match (w.as_str(), next.as_slice()) {
            ("so", ["that", s, m, ..]) if subject_can(s, m) => true,
            ("so", [s, m, ..]) => subject_can(s, m),
            ("in", ["order", "to", ..]) => true,
            _ => false,
        };
        if purpose {
            let end = part_end(task, *at);
            if says_no_name(&task[*at..end]) {
                out.push((*at, end));
            }
        }
    }
    // A relative called by what they are ("Dad's 70th", "Auntie Pat's wake"): the word, and the
    // name after it. (Not "Mother's Day", an occasion.)
    for (i, (at, w)) in words.iter().enumerate() {
        let capital = task[*at..].starts_with(char::is_uppercase);
        let bare = w.trim_end_matches("'s").trim_end_matches("’s");
        if !capital
            || !FAMILY_NAMES.contains(&bare)
            || (i > 0 && POSSESSIVES.contains(&words[i - 1].1.as_str()))
        {
            continue;
        }
        let next = words.get(i + 1);
        if next.is_some_and(|(_, n)| n == "day" || n == "day's") {
            continue;
        }
        let mut end = at + lengths[i];
        if bare == w.as_str() {
            for k in i + 1..(i + 3).min(words.len()) {
                let gap = &task[end..words[k].0];
                if !gap.trim().is_empty() || !task[words[k].0..].starts_with(char::is_uppercase) {
                    break;
                }
                end = words[k].0 + lengths[k];
            }
        }
        out.push((*at, end));
    }
    let numbers = enumerators(task);
    out.extend(numbers.iter().copied());
    // Remarks, plans, the rest left as it is and comments on the old value: whole parts (read
    // without their step numbers, which are ASCII: blanking them keeps every offset).
    let unnumbered: String = task
        .char_indices()
        .map(|(i, c)| {
            if numbers.iter().any(|&(a, _)| a == i) {
                ';'
            } else if numbers.iter().any(|&(a, b)| a <= i && i < b) {
                ' '
            } else {
                c
            }
        })
        .collect();
    for (a, b) in parts(&unnumbered) {
        let part = &unnumbered[a..b];
        let ws: Vec<String> = part.unicode_words().map(str::to_lowercase).collect();
        let ws: Vec<&str> = ws.iter().map(String::as_str).collect();
        if ws.is_empty() || !says_no_name(part) {
            continue;
        }
        let remark = REMARKS
            .iter()
            .any(|r| ws.starts_with(r) && (ws.len() == r.len() || r[0] == "fingers"));
        let rest_as_is =
            REST_WORDS.iter().any(|r| holds(&ws, r)) && AS_IT_IS.iter().any(|r| holds(&ws, r));
        let own_plan = match ws.as_slice() {
            ["i" | "we", "ll" | "will", verb, after @ ..]
            | ["i'll" | "i’ll" | "we'll" | "we’ll", verb, after @ ..] => {
                OWN_PLANS.contains(verb)
                    && (*verb != "be" || after.first().is_some_and(|w| BE_WHERE.contains(w)))
            }
            _ => false,
        };
        let comment = ws.len() <= 8
            && ws.iter().any(|w| WRONG.contains(w))
            && ws.iter().any(|w| {
                matches!(
                    *w,
                    "that's" | "that’s" | "it's" | "it’s" | "that" | "it" | "which" | "this"
                )
            })
            && !ws.iter().any(|w| {
                matches!(
                    *w,
                    "please"
                        | "should"
                        | "make"
                        | "set"
                        | "change"
                        | "put"
                        | "fix"
                        | "correct"
                        | "update"
                        | "replace"
                )
            });
        // A field said to stay ("same job though", "Instructor: no change").
        let kept = matches!(
            ws.as_slice(),
            ["same", _] | ["same", _, "though" | "still" | "as" | "as before"]
        ) || ws.ends_with(&["no", "change"])
            || ws.ends_with(&["no", "changes"]);
        if remark || rest_as_is || own_plan || comment || kept {
            out.push((a, b));
        }
    }
    out.extend(chat_turns(task));
    out.sort_unstable();
    out.dedup();
    out
}

/// A chat pasted in on one line ("Me: can you …? / Hels: sure, where to? / Me: Garretts Green
/// …"): every speaker's name, and each turn of another speaker than the person that holds no
/// value — no digit, quote or capitalised word after its first ("sure, where to?"). A turn of
/// theirs that says a name or a number ("want me to add Kale and Leeks?") stays: it may be
/// what the person agrees to.
fn chat_turns(task: &str) -> Vec<(usize, usize)> {
    let mut turns: Vec<(usize, usize)> = Vec::new();
    let mut from = 0;
    for (at, _) in task.match_indices(" / ") {
        turns.push((from, at));
        from = at + 3;
    }
    turns.push((from, task.len()));
    if turns.len() < 2 {
        return Vec::new();
    }
    // Each turn opens with its speaker: one or two words, then a colon.
    let mut speakers: Vec<(usize, usize, bool)> = Vec::new();
    for &(a, b) in &turns {
        let turn = &task[a..b];
        let lead = turn.len() - turn.trim_start().len();
        let Some(colon) = turn.find(':') else {
            return Vec::new();
        };
        let name = turn[lead..colon].trim();
        let words: Vec<&str> = name.split_whitespace().collect();
        let named = !words.is_empty()
            && words.len() <= 2
            && words
                .iter()
                .all(|w| w.chars().next().is_some_and(char::is_uppercase));
        if !named {
            return Vec::new();
        }
        let me = matches!(name.to_lowercase().as_str(), "me" | "i" | "myself");
        speakers.push((a + lead, a + colon + 1, me));
    }
    if !speakers.iter().any(|s| s.2) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (&(_, b), &(name_at, said_at, me)) in turns.iter().zip(&speakers) {
        // (The separator before a turn goes with its speaker's name.)
        let start = if name_at >= 3 && task[..name_at].ends_with(" / ") {
            name_at - 3
        } else {
            name_at
        };
        out.push((start, said_at));
        let said = &task[said_at..b];
        // (Apostrophes are no quotes: "what's changed?")
        let plain = !said
            .chars()
            .any(|c| c.is_ascii_digit() || matches!(c, '"' | '“' | '”' | '‘'))
            && said
                .unicode_words()
                .skip(1)
                .all(|w| !w.chars().next().is_some_and(char::is_uppercase));
        if !me && plain {
            out.push((said_at, b));
        }
    }
    out
}

/// Whether `words` hold `phrase` as consecutive words.
fn holds(words: &[&str], phrase: &[&str]) -> bool {
    words.windows(phrase.len()).any(|w| w == phrase)
}

/// The task's parts (between commas, semicolons, sentence ends, dashes and line breaks), as
/// byte spans without their surrounding spaces.
fn parts(task: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut from = 0;
    let push = |a: usize, b: usize, out: &mut Vec<(usize, usize)>| {
        let piece = &task[a..b];
        let lead = piece.len() - piece.trim_start().len();
        let trail = piece.len() - piece.trim_end().len();
        if b - trail > a + lead {
            out.push((a + lead, b - trail));
        }
    };
    for (i, c) in task.char_indices() {
        if ends_part(task, i, c) || matches!(c, '—' | '–' | '·' | '•') {
            push(from, i, &mut out);
            from = i + c.len_utf8();
        }
    }
    push(from, task.len(), &mut out);
    out
}

/// The numbers of numbered steps ("1) open the form, 2) set the date …", "Step 3: …"): a number
/// or letter with ")" or "." opening a part, or "step N". Not "for 2. Then …" or "adults: 2".
pub fn enumerators(task: &str) -> Vec<(usize, usize)> {
    // Each label marked so after a space or a part's start: its place, its number ('a' = 1),
    // and whether it opens a part.
    let mut marks: Vec<(usize, usize, u32, bool)> = Vec::new();
    for (i, c) in task.char_indices() {
        let after_space = i == 0 || task[..i].ends_with(char::is_whitespace);
        if !c.is_ascii_alphanumeric() || !after_space {
            continue;
        }
        let opens = opens_part(task, i);
        let rest = &task[i..];
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        let (len, number) = match digits {
            1 | 2 => (digits, rest[..digits].parse().unwrap_or(0)),
            0 if c.is_ascii_lowercase() => (1, u32::from(c as u8 - b'a' + 1)),
            _ => continue,
        };
        let after = &rest[len..];
        // ("2. Then" is a step only where a part opens: "for 2. Then pay" is a count.)
        if after.starts_with(") ") || (digits > 0 && opens && after.starts_with(". ")) {
            marks.push((i, i + len + 1, number, opens));
        }
    }
    // Runs that count up from a first step opening a part: "1) … 2) … 3)" (one "2)" alone may
    // be a count, and a run's later steps may follow a value without a comma).
    let mut out: Vec<(usize, usize)> = Vec::new();
    for (k, first) in marks.iter().enumerate() {
        if first.2 != 1 || !first.3 {
            continue;
        }
        let mut run = vec![(first.0, first.1)];
        let mut want = 2;
        for m in &marks[k + 1..] {
            if m.2 == want {
                run.push((m.0, m.1));
                want += 1;
            }
        }
        if run.len() >= 2 {
            out.extend(run);
        }
    }
    out.sort_unstable();
    out.dedup();
    // "Step 2:" / "step 2," opening a part.
    let lower = task.to_lowercase();
    let mut from = 0;
    while let Some(k) = lower[from..].find("step ") {
        let at = from + k;
        let digits = lower[at + 5..]
            .chars()
            .take_while(char::is_ascii_digit)
            .count();
        if digits > 0 && opens_part(task, at) {
            let end = at + 5 + digits;
            let end = if lower[end..].starts_with([':', ')', '.']) {
                end + 1
            } else {
                end
            };
            out.push((at, end));
        }
        from = at + 5;
    }
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

    #[test]
    fn numbered_steps_remarks_plans_and_the_rest_as_it_is_ask_for_nothing() {
        let task = "Hall booking, step by step: 1) open the hire enquiry, 2) set the date of the \
                    event to May 20th, 2028, 3) leave everything else as it is, 4) send it.";
        assert_eq!(
            said(task),
            [
                "step by step:",
                "1)",
                "2)",
                "3)",
                "leave everything else as it is",
                "4)"
            ]
        );
        assert_eq!(
            said("Valet booking: a) full valet, b) small car, c) continue."),
            ["a)", "b)", "c)"]
        );
        assert_eq!(said("Step 2: tick Clay bar"), ["Step 2:"]);
        assert_eq!(
            said("1) Email: femi@inbox.test 2) Continue 3) Password: x 4) Sign in"),
            ["1)", "2)", "3)", "4)"]
        );
        assert_eq!(
            said(
                "Could you send the hall an enquiry for Fri 26 May 2028? Everything else on the \
                 form is already right. Fingers crossed it's free!"
            ),
            [
                "Everything else on the form is already right",
                "Fingers crossed it's free"
            ]
        );
        assert_eq!(
            said(
                "Another lecture cancelled, typical. Can you open IT help? I'll be in the \
                 library café after."
            ),
            ["typical", "I'll be in the library café after"]
        );
        assert_eq!(
            said(
                "Log me in to Brookvale Homes (BV-591005) so I can report it. I'll ring them as \
                 well if I have to."
            ),
            ["so I can report it", "I'll ring them as well if I have to"]
        );
        assert_eq!(
            said(
                "I put 2026-11-05 on the hall enquiry, but that's the wrong day. It should be \
                 April 19th, 2026."
            ),
            ["but that's the wrong day"]
        );
        assert_eq!(
            said("Send the hall an enquiry for Dad's 70th, then Auntie Pat's wake"),
            ["Dad's", "Auntie Pat's"]
        );
        assert_eq!(
            said("Book the front row so that we can sit together."),
            ["so that we can sit together"]
        );
        assert_eq!(
            said("Open the dogs page. The dog is coming too, of course."),
            ["of course"]
        );
    }

    #[test]
    fn what_sets_something_is_no_remark_plan_or_step_number() {
        // Near misses: the rest set to a state, the person's needs, a purpose naming a day, a
        // lone number with a bracket, a count after a full stop, a comment that asks for the
        // change, "sorry" opening a correction.
        for task in [
            "Tick Clay bar and leave everything else off",
            "Set the rest to No",
            "I'll need a cot in the room",
            "I'll be bringing the dog",
            "We'll take the family suite",
            "Book it so I can pick it up on Saturday",
            "Adults: 2) and children 1",
            "Tick 1) and 2) are both fine",
            "Book a table for 2. Then pay",
            "Fix the wrong date on it",
            "Sorry, make it Cedar Hall",
            // (An occasion, and a relative not capitalised: the relation rule's.)
            "Choose the Mother's Day card",
            "Send it to dad",
        ] {
            assert!(asides(task).is_empty(), "{task}: {:?}", said(task));
        }
    }

    #[test]
    fn a_pasted_chat_s_speakers_and_the_other_side_s_plain_questions_ask_for_nothing() {
        let task = "Me: can you update my details? / Jonno: sure, what's changed? / Me: I've \
                    moved to St Bride's Primary School, same job though";
        assert_eq!(
            said(task),
            [
                "Me:",
                "/ Jonno:",
                "sure, what's changed?",
                "/ Me:",
                "same job though"
            ]
        );
        assert_eq!(
            said("Learner profile — Instructor: no change · Everything else in the box: keep"),
            ["Instructor: no change", "Everything else in the box: keep"]
        );
        // Near misses: another side's turn that names something stays; no turn of the
        // person's own; a slash inside a sentence.
        let task = "Me: we keep running out / Kasim: want me to add Kale? / Me: yes please";
        assert!(
            !said(task).contains(&"want me to add Kale?"),
            "{:?}",
            said(task)
        );
        assert!(asides("Hels: sure / Dec: what sort?").is_empty());
        assert!(asides("Set the route to Leeds / Bradford and save").is_empty());
    }
}
