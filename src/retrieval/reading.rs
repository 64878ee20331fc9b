//! Reading a task or a procedure's title the way a person does: which word is the action (the
//! imperative verb of a clause, or "ask" for a question), which words are things, and which
//! parts are values. A word's role comes from its place in the sentence, not from a table
//! alone: "Edit my post" edits (post is a noun after a possessive), "Post a reply" replies,
//! "Get the email address" asks, "Return a list of …" asks.

use crate::synonyms;
use crate::text;
use unicode_segmentation::UnicodeSegmentation;

/// A piece of text to read: words, or a value (a quoted string, a code, a slot) that is no word.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Piece<'a> {
    Text(&'a str),
    Value,
    /// A value written as money ("$250"): a verb that moves one transfers it.
    Amount,
}

/// One content word and how it was read.
#[derive(Clone, Debug, PartialEq)]
pub struct Word {
    /// As written, lower-cased.
    pub word: String,
    /// Its term: an action class (`!creat`) when it is the clause's verb, else its stem with
    /// noun synonyms folded (ticket → issu).
    pub term: String,
    pub action: bool,
    /// Whether it is in the clause the text's main action is in (all clauses when it has none).
    pub main_clause: bool,
    /// Whether it opens its clause (after "please", "can you" …): where a verb would be.
    pub opens: bool,
}

/// What a text asks for: its content words in order and the actions of its clauses.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Reading {
    pub words: Vec<Word>,
    /// Action terms in order of the clauses that hold them (a clause may hold two: "search
    /// for X and add it to the cart").
    pub actions: Vec<String>,
    /// The first action of the first clause with one ("file an issue and assign it to Bo"
    /// files an issue).
    pub main: Option<String>,
    /// The main action was said by a note's heading noun ("Room booking: …"), not by a verb: it
    /// says what the note is about, and cannot contradict a procedure as a verb does.
    pub nominal: bool,
    /// The text is a note, not a sentence: it opens with a short heading ("Expense: …", "Car
    /// hire: …"), or lists values with no verb ("Table for 4, 2026-03-26 19:00, Ana Lima").
    pub note: bool,
}

/// The action term of a question or look-up ("what is …", "show me …", "find …").
pub const ASK: &str = "!find";

/// Words that open a clause without being its action ("please", "can you", "I want to").
const FRAMING: &[&str] = &[
    "please", "pls", "kindly", "just", "also", "now", "then", "and", "so", "ok", "okay", "hey",
    "hi", "hello", "quickly", "first", "next", "finally", "simply", "again", "lets", "let's",
    "only",
];

/// Phrases that open a clause without being its action.
const FRAMING_PHRASES: &[&[&str]] = &[
    &["i", "would", "like", "to"],
    &["we", "would", "like", "to"],
    &["i'd", "like", "to"],
    &["we'd", "like", "to"],
    &["i", "want", "to"],
    &["we", "want", "to"],
    &["i", "need", "to"],
    &["we", "need", "to"],
    &["i", "have", "to"],
    &["i", "wanna"],
    &["go", "ahead", "and"],
    &["can", "you"],
    &["could", "you"],
    &["would", "you"],
    &["will", "you"],
    &["can", "i"],
    &["could", "i"],
    &["help", "me"],
    &["let", "us"],
    &["let", "me"],
    &["try", "to"],
    &["you", "should"],
    &["i", "should"],
    &["we", "should"],
    &["i", "must"],
    &["remember", "to"],
];

/// Words that say nothing about what a task does or to what: politeness, "new", the words
/// that introduce a value ("called", "named").
const FILLER: &[&str] = &[
    "please",
    "pls",
    "thanks",
    "thank",
    "kindly",
    "really",
    "actually",
    "maybe",
    "something",
    "someone",
    "somebody",
    "anything",
    "new",
    "called",
    "named",
    "titled",
    "entitled",
    "want",
    "need",
    "wanna",
    "like",
    "know",
    "let",
    "ok",
    "okay",
    "hey",
    "hi",
    "hello",
    "quick",
    "quickly",
];

/// Words that open a question.
const QUESTION: &[&str] = &[
    "what", "which", "who", "whom", "whose", "when", "where", "why", "how", "is", "are", "was",
    "were", "does", "do", "did", "am", "whats", "what's", "who's", "where's", "how's",
];

/// Words after which an unknown clause-initial word is a verb ("star the repo", "pin this").
const DETERMINERS: &[&str] = &[
    "a", "an", "the", "this", "that", "these", "those", "my", "our", "your", "his", "her", "their",
    "its", "all", "every", "some", "any", "each", "both", "me", "us", "it", "them", "him", "up",
    "out", "off", "on", "in", "to", "for", "from", "with", "at", "about", "by",
];

/// Nouns that name an action when a light verb takes them ("add a comment", "make a payment").
const ACTION_NOUNS: &[(&str, &str)] = &[
    ("comment", "!comment"),
    ("repli", "!comment"),
    ("respons", "!comment"),
    ("review", "!rate"),
    ("rate", "!rate"),
    ("rat", "!rate"),
    ("payment", "!send"),
    ("transfer", "!send"),
    ("search", "!find"),
    ("book", "!book"),
    ("hire", "!book"),
    ("updat", "!edit"),
    ("reserv", "!book"),
    ("appoint", "!book"),
    ("order", "!buy"),
    ("purchas", "!buy"),
    ("return", "!return"),
    ("refund", "!return"),
];

/// The action a light verb takes from this noun term ("comment" → `!comment`), if any.
pub fn action_noun(term: &str) -> Option<&'static str> {
    ACTION_NOUNS
        .iter()
        .find(|(s, _)| *s == term)
        .map(|(_, a)| *a)
}

/// Whether an action term is a light verb's ("add", "make", "give"): its noun may say more.
pub fn is_light(action: &str) -> bool {
    LIGHT.contains(&action)
}

/// Verbs that take an action noun as what they do.
const LIGHT: &[&str] = &[
    "!creat", "!send", "give", "do", "put", "place", "drop", "write", "!rate",
];

/// After "return" these make it a request for an answer, not for a refund.
const ANSWER_NOUNS: &[&str] = &[
    "list", "answer", "result", "number", "count", "name", "valu", "json", "object", "string",
    "total", "only", "just", "as", "format", "id", "titl", "url", "link",
];

fn is_question(w: &str) -> bool {
    QUESTION.contains(&w.trim_end_matches("'s").trim_end_matches("’s"))
}

/// Reads a text made of pieces. Stopwords and one-letter words are dropped from `words`, but
/// still count for finding each word's role.
pub fn read(pieces: &[Piece]) -> Reading {
    // (The same texts are read again and again: a kind's flow steps for every procedure of it
    // an index is built from. Readings are remembered by the pieces, each tagged and its text's
    // length given, so no two texts share a key.)
    thread_local! {
        // (A reading is many times its text's size: only short texts — a step, a title — are
        // kept, at most 2,048 of them, a few megabytes at worst.)
        static READINGS: crate::memo::Memo<Reading> = crate::memo::Memo::keeping(2048, 200);
    }
    let mut key = String::new();
    for piece in pieces {
        match piece {
            Piece::Text(t) => {
                key.push_str(&format!("T{}:", t.len()));
                key.push_str(t);
            }
            Piece::Value => key.push('V'),
            Piece::Amount => key.push('A'),
        }
    }
    READINGS.with(|m| m.get(&key, |_| read_pieces(pieces)))
}

fn read_pieces(pieces: &[Piece]) -> Reading {
    // Tokens: (lower-cased word, clause number); a value is `None`.
    let mut tokens: Vec<(Option<String>, usize)> = Vec::new();
    // Per token: whether it is an amount of money; per clause: whether a colon ends it.
    let mut money: Vec<bool> = Vec::new();
    // Per token: whether a colon or a spaced dash follows it ("Groceries:", "Bill payment —").
    let mut marked: Vec<bool> = Vec::new();
    // Per token: whether punctuation follows it (a comma too): a verb runs on into its object.
    let mut paused: Vec<bool> = Vec::new();
    // Commas and semicolons outside values: a note lists its values with them.
    let mut separators = 0;
    let mut heading: Vec<usize> = Vec::new();
    let mut clause = 0;
    for piece in pieces {
        match piece {
            Piece::Value | Piece::Amount => {
                tokens.push((None, clause));
                money.push(*piece == Piece::Amount);
                marked.push(false);
                paused.push(false);
            }
            Piece::Text(s) => {
                // (A path is listed with arrows: "Recordings → Week 4", "PRG → OSL".)
                separators += s.matches([',', ';', '→', '›', '»']).count();
                let mut last = 0;
                for (at, w) in s.unicode_word_indices() {
                    if heading_mark(&s[last..at]) {
                        if let Some(m) = marked.last_mut() {
                            *m = true;
                        }
                    }
                    if pause(&s[last..at]) {
                        if let Some(p) = paused.last_mut() {
                            *p = true;
                        }
                    }
                    if s[last..at].contains(['.', '?', '!', ';', '\n']) && !tokens.is_empty() {
                        clause += 1;
                    } else if s[last..at].contains(':')
                        && !tokens.is_empty()
                        && synonyms::action_of(&text::stem(&w.to_lowercase())).is_some()
                        && takes_object_after(&s[at + w.len()..])
                    {
                        // "Clean up my inbox: archive everything from X": what is said before
                        // the colon is a heading; the verb after it says the deed.
                        heading.push(clause);
                        clause += 1;
                    } else if !tokens.is_empty() && request_follows(&s[last..at], w) {
                        // "My flight has no wifi — download it", "We're visiting soon, so add
                        // Cambridge": what comes before says why; the request follows.
                        heading.push(clause);
                        clause += 1;
                    } else if s[last..at].contains(',') && fronted_phrase(&tokens, clause) {
                        // "In the site menu, open …": the phrase before the comma says where;
                        // the clause's verb comes after it.
                        clause += 1;
                    }
                    last = at + w.len();
                    tokens.push((Some(w.to_lowercase()), clause));
                    money.push(false);
                    marked.push(false);
                    paused.push(false);
                }
                if heading_mark(&s[last..]) {
                    if let Some(m) = marked.last_mut() {
                        *m = true;
                    }
                }
                if pause(&s[last..]) {
                    if let Some(p) = paused.last_mut() {
                        *p = true;
                    }
                }
                if s[last..].contains(['.', '?', '!', ';', '\n']) {
                    clause += 1;
                }
            }
        }
    }
    // Which tokens are verbs, and their action terms.
    let mut verbs: Vec<Option<String>> = vec![None; tokens.len()];
    let mut consumed: Vec<bool> = vec![false; tokens.len()];
    let mut actions: Vec<String> = Vec::new();
    let mut main: Option<String> = None;
    let mut main_from: Option<usize> = None;
    // A one-word heading the note says again as a thing ("Leave: Sick leave, 7 Dec 2026") names
    // its topic, not a deed: the clause is read after it. ("Invite: bo@x.test, Admin" asks to
    // invite.)
    let topic = note_heading(&tokens, &marked).is_some_and(|h| h.len() == 1)
        && tokens.get(1).is_some_and(|t| t.1 == 0)
        && tokens[0].0.as_deref().is_some_and(|head| {
            let head = text::stem(head);
            tokens[1..]
                .iter()
                .any(|t| t.0.as_deref().is_some_and(|w| text::stem(w) == head))
        });
    let mut c_start = usize::from(topic);
    // A note's heading and items are things and values with their labels ("Parcel RB1234GB:
    // safe place Shed; note 'Ring twice'"): a word the tables do not know is no verb there.
    let listed = note_heading(&tokens, &marked).is_some();
    while c_start < tokens.len() {
        let c = tokens[c_start].1;
        let c_end = (c_start..tokens.len())
            .find(|&i| tokens[i].1 != c)
            .unwrap_or(tokens.len());
        let found = read_clause(
            &tokens[c_start..c_end],
            &money[c_start..c_end],
            &paused[c_start..c_end],
            listed,
            &mut verbs[c_start..c_end],
            &mut consumed[c_start..c_end],
        );
        if let Some(first) = found.first() {
            // (A heading's action gives way to the deed the colon introduces.)
            // (Not after a verb that makes content: "add a task: follow up with X" adds one.)
            let headed = c > 0
                && heading.contains(&(c - 1))
                && main_from == Some(c - 1)
                && main
                    .as_deref()
                    .is_some_and(|m| !matches!(m, "!creat" | "!send" | "!comment" | "!rate"));
            if main.is_none() || headed {
                main = Some(first.clone());
                main_from = Some(c);
            }
        }
        actions.extend(found);
        c_start = c_end;
    }
    // A note with no verb whose heading ends in a deed's noun ("Room booking: Aurora, …",
    // "Bill payment — …", "Hours update: …") asks for that deed.
    let mut nominal = false;
    // (A task with no verb read is no note by that alone: "Deny Tom's request for Dec 24" has
    // a verb the tables do not know.)
    let note = note_heading(&tokens, &marked).is_some() || (main.is_none() && separators >= 2);
    // (The heading's deed outranks a later sentence's: in "Hours update: …. Save." saving is
    // how the update ends.)
    if main_from != Some(0) {
        if let Some((at, a)) = heading_action(&tokens, &marked) {
            verbs[at] = Some(a.clone());
            main = Some(a.clone());
            actions.insert(0, a);
            nominal = true;
            main_from = Some(0);
        }
    }
    let main_clause = main_from.or_else(|| {
        (0..tokens.len())
            .find(|&i| verbs[i].is_some())
            .map(|i| tokens[i].1)
    });
    let mut words = Vec::new();
    let mut opened: Vec<usize> = Vec::new();
    for (i, (tok, c)) in tokens.iter().enumerate() {
        let Some(w) = tok else { continue };
        let in_main = main_clause.is_none_or(|m| m == *c);
        let opens = !consumed[i] && !opened.contains(c);
        if !consumed[i] {
            opened.push(*c);
        }
        if consumed[i] {
            continue;
        }
        if let Some(a) = &verbs[i] {
            words.push(Word {
                word: w.clone(),
                term: a.clone(),
                action: true,
                main_clause: in_main,
                opens,
            });
            continue;
        }
        if text::is_stopword(w)
            || (w.chars().count() < 2 && !w.chars().all(char::is_numeric))
            || is_question(w)
            || FILLER.contains(&w.as_str())
        {
            continue;
        }
        words.push(Word {
            word: w.clone(),
            term: synonyms::canonical_noun(&text::stem(w)),
            action: false,
            main_clause: in_main,
            opens,
        });
    }
    Reading {
        words,
        actions,
        main,
        nominal,
        note,
    }
}

/// The tokens of a note's heading: at most three words opening the text, ended by a colon or
/// a spaced dash (the last may be a value: the number of the thing the heading names).
fn note_heading<'a>(tokens: &'a [Token], marked: &[bool]) -> Option<&'a [Token]> {
    let end = marked.iter().position(|&m| m)?;
    // (Its last word may be the number of the thing it names: "Parcel RB1234GB:".)
    let word_at = |i: usize| tokens[i].0.is_some() || (i == end && i > 0);
    (end < 3 && (0..=end).all(|i| word_at(i) && tokens[i].1 == 0)).then(|| &tokens[..=end])
}

/// The deed a note's heading names, with the index of its word: the heading is at most three
/// words opening the text and ended by a colon or a spaced dash, and its last word — the head
/// of the compound — names a deed: an action noun ("payment", "booking", "update") or a verb
/// made a noun by its ending ("registration", "renewal"). ("Parking permit", "Tip calculator"
/// name things.)
fn heading_action(tokens: &[Token], marked: &[bool]) -> Option<(usize, String)> {
    let heading = note_heading(tokens, marked)?;
    let at = heading.len() - 1;
    let w = heading[at].0.as_deref()?;
    let stem = text::stem(w);
    let derived = ["ing", "ment", "tion", "sion", "al"]
        .iter()
        .any(|end| w.len() > end.len() + 2 && w.ends_with(end));
    let action = action_noun(&stem).map(str::to_string).or_else(|| {
        derived
            .then(|| synonyms::action_of(&stem).map(|a| format!("!{a}")))
            .flatten()
    })?;
    Some((at, action))
}

/// Words that open a phrase saying where or how, put before a clause's verb ("In the site
/// menu, open …", "On the settings page, turn on …").
const FRONTING: &[&str] = &[
    "in", "on", "from", "at", "under", "within", "inside", "via", "using", "with", "after", "once",
    "when", "for",
];

/// Whether clause `clause`'s tokens so far are a short fronted phrase: led by a preposition,
/// at most six words, before any verb could stand.
fn fronted_phrase(tokens: &[(Option<String>, usize)], clause: usize) -> bool {
    let mine: Vec<&(Option<String>, usize)> = tokens.iter().filter(|t| t.1 == clause).collect();
    (1..=6).contains(&mine.len()) && mine[0].0.as_deref().is_some_and(|w| FRONTING.contains(&w))
}

/// Whether the text after a word reads as a verb's object: a determiner, a pronoun or
/// "everything" first ("archive everything from X"), not a comma ("Filling, Monday 8 Nov").
fn takes_object_after(rest: &str) -> bool {
    if !rest.starts_with(char::is_whitespace) {
        return false;
    }
    rest.unicode_words().next().is_some_and(|n| {
        matches!(
            n.to_lowercase().as_str(),
            "a" | "an"
                | "the"
                | "this"
                | "that"
                | "these"
                | "those"
                | "my"
                | "our"
                | "your"
                | "their"
                | "its"
                | "all"
                | "every"
                | "each"
                | "it"
                | "them"
                | "everything"
                | "anything"
        )
    })
}

/// Whether the text between two words marks what comes before it as a note's heading: a colon
/// ("Groceries: …") or a dash set off by spaces ("Bill payment — …").
fn heading_mark(between: &str) -> bool {
    between.contains(':') || [" — ", " – ", " - "].iter().any(|d| between.contains(d))
}

/// Whether `next`, after the text `between` it and the word before, opens a request that
/// follows its reason: a verb after a spaced dash ("… no signal — download it"), or "so" after
/// a comma ("…, so add Cambridge"). (A colon has its own rule; a dash after a note's heading
/// with no verb after it stays the heading's mark: "Bill payment — $50 to Ana".)
fn request_follows(between: &str, next: &str) -> bool {
    let next = next.to_lowercase();
    let dash = [" — ", " – ", " - "].iter().any(|d| between.contains(d)) && !between.contains(':');
    let verb = synonyms::action_of(&text::stem(&next)).is_some()
        || SPECIAL_VERBS.contains(&next.as_str())
        || FRAMING.contains(&next.as_str());
    (dash && verb) || (between.contains(',') && next == "so")
}

/// Verbs `verb_at` reads by their phrase or object rather than by the verb table alone.
const SPECIAL_VERBS: &[&str] = &[
    "open", "sign", "log", "turn", "switch", "check", "look", "pick", "tell", "give", "show",
    "leave", "make", "write",
];

/// Whether the text between two words holds punctuation that ends a phrase (a comma, colon,
/// semicolon or spaced dash).
fn pause(between: &str) -> bool {
    between.contains([',', ':', ';', '→', '›', '»']) || heading_mark(between)
}

/// Whether a word has a plural's ending (an imperative never has): "groceries", "tickets",
/// not "access", "focus", "analysis".
fn looks_plural(w: &str) -> bool {
    w.len() > 3
        && w.ends_with('s')
        && !w.ends_with("ss")
        && !w.ends_with("us")
        && !w.ends_with("is")
}

/// Whether the word at `i` is followed by a preposition and a count ("Table for 4", "room for
/// two"): a thing sized, not a deed.
fn sized_noun(tokens: &[Token], i: usize) -> bool {
    let prep = matches!(word(tokens, i + 1), Some("for" | "of" | "with"));
    let count = match tokens.get(i + 2) {
        Some((None, _)) => true,
        Some((Some(n), _)) => super::formats::is_number_word(n),
        None => false,
    };
    prep && count
}

/// Reads plain text (no values marked).
pub fn read_text(s: &str) -> Reading {
    read(&[Piece::Text(s)])
}

type Token = (Option<String>, usize);

fn word(tokens: &[Token], i: usize) -> Option<&str> {
    tokens.get(i).and_then(|t| t.0.as_deref())
}

/// Finds the clause's actions: its first verb after any framing, a question, and verbs joined
/// to it by "and"/"then" ("search for X and add it to my cart"). Marks verb tokens in `verbs`
/// and particles that belong to them in `consumed`.
fn read_clause(
    tokens: &[Token],
    money: &[bool],
    paused: &[bool],
    listed: bool,
    verbs: &mut [Option<String>],
    consumed: &mut [bool],
) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    // "how do I …" / "how can I …" / "how to …": asks how to do the verb that follows.
    let how_to = word(tokens, 0) == Some("how")
        && matches!(
            word(tokens, 1),
            Some("do" | "can" | "to" | "should" | "would" | "could")
        );
    if how_to {
        i = 2;
        if matches!(word(tokens, 2), Some("i" | "we" | "you" | "one")) {
            i = 3;
        }
    }
    'framing: while let Some(w) = word(tokens, i) {
        for phrase in FRAMING_PHRASES {
            if phrase
                .iter()
                .enumerate()
                .all(|(k, p)| word(tokens, i + k) == Some(p))
            {
                for c in &mut consumed[i..i + phrase.len()] {
                    *c = true;
                }
                i += phrase.len();
                continue 'framing;
            }
        }
        if !FRAMING.contains(&w) {
            break;
        }
        consumed[i] = true;
        i += 1;
    }
    let Some(first) = word(tokens, i) else {
        return out;
    };
    let first = first.trim_end_matches("'s").trim_end_matches("’s");
    // "Answer with just the number.", "Reply in JSON": how to answer, not what to do.
    let format_verb = matches!(
        first,
        "answer"
            | "respond"
            | "reply"
            | "return"
            | "format"
            | "output"
            | "give"
            | "provide"
            | "express"
            | "round"
    );
    if format_verb
        && matches!(
            word(tokens, i + 1),
            Some("with" | "in" | "as" | "using" | "only" | "just") | None
        )
    {
        return out;
    }
    if is_question(first) && !how_to {
        verbs[i] = Some(ASK.to_string());
        out.push(ASK.to_string());
        return out;
    }
    let Some(action) = verb_at(tokens, money, paused, listed, i, consumed) else {
        // A clause with no verb that begins "new …" makes one ("new issue titled …").
        if first == "new" {
            verbs[i] = Some("!creat".into());
            out.push("!creat".into());
        }
        return out;
    };
    verbs[i] = Some(action.clone());
    out.push(action);
    // Further verbs joined by "and" / "then" / "and then".
    let mut j = i + 1;
    while j + 1 < tokens.len() {
        if matches!(word(tokens, j), Some("and" | "then")) {
            let mut k = j + 1;
            if word(tokens, k) == Some("then") {
                k += 1;
            }
            if let Some(next) = word(tokens, k) {
                if synonyms::action_of(&text::stem(next)).is_some() && verbs[k].is_none() {
                    if let Some(a) = verb_at(tokens, money, paused, listed, k, consumed) {
                        verbs[k] = Some(a.clone());
                        out.push(a);
                    }
                }
            }
        }
        j += 1;
    }
    // Selecting is how a deed is done to several things, not the deed: "select every message
    // from X and archive them" archives.
    if out.len() > 1 && PREPARING.contains(&out[0].as_str()) {
        let prepare = out.remove(0);
        out.push(prepare);
    }
    out
}

/// Actions that only pick what a later verb of the clause acts on.
const PREPARING: &[&str] = &["!select", "!highlight"];

/// The action of the verb at `i`, if the word there is one, with its phrase and light-verb
/// readings ("log in", "turn off", "add a comment", "return a list").
fn verb_at(
    tokens: &[Token],
    money: &[bool],
    paused: &[bool],
    listed: bool,
    i: usize,
    consumed: &mut [bool],
) -> Option<String> {
    let w = word(tokens, i)?;
    // "Move $250 into savings", "put $600 into my IRA": moving money transfers it.
    if matches!(w, "move" | "shift" | "put") && money.get(i + 1).copied().unwrap_or(false) {
        return Some("!send".to_string());
    }
    // "Order the invoices by amount", "sort by date": arranging a list, not buying.
    // ("Order a pizza by 7pm", "order 3 copies by Friday" buy: what is ordered there is new.)
    if w == "order" {
        let listed = matches!(
            word(tokens, i + 1),
            Some("the" | "my" | "our" | "this" | "these" | "those" | "all" | "by")
        );
        let by = (i + 1..tokens.len().min(i + 8)).any(|k| word(tokens, k) == Some("by"));
        if listed && by {
            return Some("!sort".to_string());
        }
    }
    // "Give the mug 4 stars", "give it a 5-star rating": rating it.
    if w == "give" {
        let rates = (i + 1..tokens.len().min(i + 10)).any(|k| {
            word(tokens, k)
                .is_some_and(|n| matches!(text::stem(n).as_str(), "star" | "rate" | "rating"))
        });
        if rates {
            return Some("!rate".to_string());
        }
    }
    // Phrasal verbs: the particle changes the meaning, after the verb or after a pronoun that
    // is its object ("check me in", "turn it off").
    let pronoun = matches!(
        word(tokens, i + 1),
        Some("me" | "us" | "him" | "her" | "them" | "it")
    );
    let at = if pronoun { i + 2 } else { i + 1 };
    let next = word(tokens, at);
    let phrase = match (w, next) {
        ("log" | "sign", Some("in" | "into" | "on")) => Some("!login"),
        ("log" | "sign", Some("out" | "off")) => Some("!logout"),
        ("sign", Some("up")) => Some("!creat"),
        ("set", Some("up")) => Some("!creat"),
        ("check", Some("in")) => Some("!checkin"),
        ("check", Some("out")) => Some("!buy"),
        // "Switch to the Readings tab" goes there ("switch to yearly billing" changes a plan).
        ("switch", Some("to")) if switches_place(tokens, at + 1) => Some(ASK),
        ("turn" | "switch", Some("on")) => Some("!enabl"),
        ("turn" | "switch", Some("off")) => Some("!disabl"),
        ("look", Some("up" | "for" | "at")) => Some("!find"),
        ("find", Some("out")) => Some("!find"),
        ("pick", Some("up")) => Some("!find"),
        // "Write to Ana Lima: …" sends a message ("write a review" takes its noun's action).
        ("write", Some("to")) if !pronoun => Some("!send"),
        _ => None,
    };
    if let Some(p) = phrase {
        consumed[at] = true;
        return Some(p.to_string());
    }
    let next = word(tokens, i + 1);
    let stem = text::stem(w);
    // "tell me …" asks; "tell the team …" sends.
    if matches!(w, "tell" | "give" | "show" | "let") {
        return Some(if matches!(next, Some("me" | "us")) || w == "show" {
            ASK.to_string()
        } else if w == "let" {
            return None;
        } else {
            "!send".to_string()
        });
    }
    // "leave a note/comment/review" writes one (and takes its action from an action noun, as a
    // light verb does); "leave the group" leaves.
    let leaves_one = w == "leave" && matches!(next, Some("a" | "an"));
    // A new message to someone sends it ("New email to Kofi Mensah. Subject: …").
    if w == "new"
        && matches!(next, Some("email" | "e-mail" | "message" | "mail"))
        && word(tokens, i + 2) == Some("to")
    {
        return Some("!send".to_string());
    }
    // "email address of …" names an address; "email Dana" sends.
    if matches!(w, "email" | "e-mail" | "mail") && matches!(next, Some("address" | "addresses")) {
        return None;
    }
    // "make a/an/new X" creates one; "make X the assignee", "make my playlist public" sets
    // something about X.
    if w == "make"
        && next.is_some_and(|n| !matches!(n, "a" | "an" | "new" | "another" | "one" | "some"))
    {
        return Some("!edit".to_string());
    }
    // "open a/an/new X" makes one; "open the X" goes to it.
    if w == "open" {
        return Some(
            if matches!(next, Some("a" | "an" | "new")) {
                "!creat"
            } else {
                ASK
            }
            .to_string(),
        );
    }
    // "return a list of …", "return only the …": an answer, not a refund.
    if stem == "return" {
        let after: Vec<&str> = (i + 1..tokens.len())
            .filter_map(|k| word(tokens, k))
            .take(3)
            .collect();
        let answer = after.iter().find(|w| {
            !matches!(
                **w,
                "a" | "an" | "the" | "me" | "us" | "it" | "them" | "in" | "with"
            )
        });
        if answer.is_some_and(|w| ANSWER_NOUNS.contains(&text::stem(w).as_str()))
            || after.is_empty()
        {
            return Some(ASK.to_string());
        }
    }
    let action = match synonyms::action_of(&stem) {
        _ if leaves_one => "!creat".to_string(),
        Some(a) => format!("!{a}"),
        // A word the table does not know is a verb when it opens the clause and is followed by
        // what verbs take: a determiner, a value, a pronoun ("star the repo", "pin this", "fork
        // acme/webapp").
        None => {
            let takes_object = match tokens.get(i + 1) {
                Some((None, _)) => true,
                Some((Some(n), _)) => DETERMINERS.contains(&n.as_str()),
                None => false,
            };
            // A misspelt word ("craete a ticket") is left for typo correction to read.
            // A note's heading or list item is no verb ("Groceries: 2 × olive oil", "Expense:
            // 2027-03-13", "Aurora, 2027-09-15"), nor is a plural ("Tickets to …") or a noun
            // sized by a count ("Table for 4").
            if !takes_object
                || listed
                || paused.get(i).copied().unwrap_or(false)
                || looks_plural(w)
                || sized_noun(tokens, i)
                || w.chars().any(|c| !c.is_alphabetic())
                || text::is_stopword(w)
                || !crate::dictionary::is_word(w)
            {
                return None;
            }
            format!("!{stem}")
        }
    };
    // A light verb takes its action from the action noun it governs ("add a comment",
    // "leave a review", "make a payment"); the noun is then part of the verb.
    let light = LIGHT.contains(&action.as_str()) || LIGHT.contains(&stem.as_str());
    if light {
        let mut k = i + 1;
        let mut skipped = 0;
        while k < tokens.len() {
            let Some(n) = word(tokens, k) else {
                // "make a $40 payment": an amount between the verb and its noun.
                k += 1;
                skipped += 1;
                if skipped > 3 {
                    break;
                }
                continue;
            };
            if matches!(
                n,
                "a" | "an"
                    | "the"
                    | "my"
                    | "our"
                    | "your"
                    | "new"
                    | "quick"
                    | "short"
                    | "public"
                    | "private"
                    | "one"
            ) && skipped < 3
            {
                k += 1;
                skipped += 1;
                continue;
            }
            if let Some((_, a)) = ACTION_NOUNS.iter().find(|(s, _)| *s == text::stem(n)) {
                return Some(a.to_string());
            }
            break;
        }
    }
    Some(action)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn main_of(s: &str) -> Option<String> {
        read_text(s).main
    }

    fn terms(s: &str) -> Vec<String> {
        read_text(s).words.into_iter().map(|w| w.term).collect()
    }

    /// The main action of a task as retrieval reads it (values, amounts marked).
    fn task_main(s: &str) -> Option<String> {
        read(&crate::template::task_pieces(s)).main
    }

    #[test]
    fn deeds_said_another_way_and_their_near_misses() {
        let cases = [
            // An adverb before the verb; allowing is enabling.
            ("Only allow functional cookies on this site", "!enabl"),
            // Arranging a list by something is sorting; ordering something new is buying.
            ("Order the invoice list by amount", "!sort"),
            ("Sort by Customer descending", "!sort"),
            ("Order a pizza by 7pm", "!buy"),
            ("Order 3 copies of the report", "!buy"),
            // Giving stars rates; giving something else sends it.
            ("Give the Hasami Porcelain Mug 4 stars", "!rate"),
            ("Give Dana access to the repository", "!send"),
            // Moving money transfers it; moving a thing edits it.
            ("Move $250 into my Joint Checking", "!send"),
            ("Move the meeting to Friday", "!edit"),
            // Selecting only picks what the next verb acts on.
            (
                "Select every message from Hooli Cloud and archive them",
                "!close",
            ),
            ("Select the Pro plan", "!select"),
            // Picking, choosing and ticking are selecting, even before a name; pressing,
            // tapping and hitting a control are clicking it. Picking up is fetching.
            ("Can you pick Olga as my tutor?", "!select"),
            ("Choose Portuguese (Brazil) from the suggestions", "!select"),
            ("Tick Decaf and Cinnamon", "!select"),
            ("Can you press Doorbell on the soundboard?", "!click"),
            ("Tap Applause", "!click"),
            ("Pick up my order at Canal Street", "!find"),
            // What a heading announces, the verb after its colon does.
            (
                "Clean up my inbox: archive everything Globex Billing sent me",
                "!close",
            ),
            (
                "Make an appointment for Emeka Obi: Filling, Monday 8 November",
                "!book",
            ),
            (
                "Add a task to my Notion tasks: follow up with Comcast",
                "!creat",
            ),
            ("Send Dana a message: close the door", "!send"),
            // A reason first, then the request after a spaced dash or ", so".
            (
                "I need my payslip from the payroll portal — sign me in, my ID is E4",
                "!login",
            ),
            (
                "I don't want it on my main page — pick \"Hide album\" from its menu",
                "!select",
            ),
            (
                "We're visiting soon, so add Cambridge, Massachusetts to my places",
                "!creat",
            ),
            // Near misses: a note's heading before a dash with no verb after it keeps its
            // deed; a request that makes content keeps it over the dash's verb.
            ("Bill payment — $50 to Ana Lima", "!send"),
            (
                "Write a post for the team — tell them about Friday",
                "!creat",
            ),
        ];
        for (task, want) in cases {
            assert_eq!(task_main(task).as_deref(), Some(want), "{task}");
        }
    }

    #[test]
    fn the_verb_is_the_word_that_opens_the_clause() {
        assert_eq!(
            main_of("Edit my post about the meetup").as_deref(),
            Some("!edit")
        );
        assert_eq!(
            main_of("Reply to the post 'Laptop won't wake'").as_deref(),
            Some("!comment")
        );
        assert_eq!(
            main_of("Post a message in #general").as_deref(),
            Some("!creat")
        );
        // "post" after a possessive is a noun, not a verb.
        assert!(terms("Edit my post").contains(&"post".to_string()));
        assert!(!terms("Edit my post").contains(&"!creat".to_string()));
    }

    #[test]
    fn leaving_a_comment_comments_and_a_pronoun_may_split_a_phrasal_verb() {
        assert_eq!(
            main_of("Leave a comment on the merge request saying it looks good").as_deref(),
            Some("!comment")
        );
        assert_eq!(
            main_of("check me in for my flight ABC123").as_deref(),
            Some("!checkin")
        );
        assert_eq!(main_of("turn it off").as_deref(), Some("!disabl"));
        // Near misses: leaving a group leaves; "check the box" checks, it is no check-in.
        assert_eq!(
            main_of("Leave the Ballard dog owners group").as_deref(),
            Some("!unsubscrib")
        );
        assert_ne!(
            main_of("check the box in the settings").as_deref(),
            Some("!checkin")
        );
        assert_eq!(main_of("leave a note").as_deref(), Some("!creat"));
    }

    #[test]
    fn a_phrase_saying_where_before_a_comma_leaves_the_verb_after_it() {
        assert_eq!(
            main_of("In the site menu, open Resources, then 'Webinars'").as_deref(),
            Some("!find")
        );
        assert_eq!(
            main_of("On the settings page, turn on dark mode").as_deref(),
            Some("!enabl")
        );
        // Near misses: a comma after a clause with its verb, and a long phrase that is no
        // fronted place, split nothing.
        assert_eq!(
            main_of("Create an issue in the tracker, assign it to Bo").as_deref(),
            Some("!creat")
        );
        assert_eq!(
            main_of("in the list of all the open issues from last week, Bo's").as_deref(),
            None
        );
    }

    #[test]
    fn an_email_address_is_a_thing() {
        assert_ne!(
            main_of("email address of aisha khan? answer with just the email").as_deref(),
            Some("!send")
        );
        // Near misses: e-mailing someone sends; a verb before "address" is still a verb.
        assert_eq!(main_of("email Dana the agenda").as_deref(), Some("!send"));
        assert_eq!(
            main_of("update address to 12 Elm St").as_deref(),
            Some("!edit")
        );
    }

    #[test]
    fn making_something_so_changes_it() {
        assert_eq!(
            main_of("Make Kwame Mensah the assignee of PAY-1100").as_deref(),
            Some("!edit")
        );
        assert_eq!(
            main_of("make my playlist 'Gym stuff' public").as_deref(),
            Some("!edit")
        );
        // Near miss: making a new one creates it.
        assert_eq!(
            main_of("make a private channel called vendor-review").as_deref(),
            Some("!creat")
        );
        assert_eq!(
            main_of("Make a new playlist named Focus").as_deref(),
            Some("!creat")
        );
    }

    #[test]
    fn questions_and_lookups_ask() {
        for q in [
            "What is the price of the Ninja air fryer?",
            "How many commits did Ana make?",
            "Get the email address of Dana Lee",
            "Show me the route to the airport",
            "Tell me the top seller",
            "Return a list of the products with keys name and price",
            "list the open issues",
        ] {
            assert_eq!(main_of(q).as_deref(), Some(ASK), "{q}");
        }
        // A refund is still a return.
        assert_eq!(
            main_of("Return the headphones I bought last week").as_deref(),
            Some("!return")
        );
    }

    #[test]
    fn nouns_that_look_like_verbs_stay_nouns() {
        // "email" after "the" is a thing; "set" after a determiner too; "order" after "my".
        assert_eq!(
            main_of("Get the email address of the store owner").as_deref(),
            Some(ASK)
        );
        assert_eq!(
            main_of("Add the Outfits Set to my cart").as_deref(),
            Some("!creat")
        );
        assert_eq!(main_of("Cancel my order").as_deref(), Some("!cancel"));
        assert_eq!(
            main_of("Email the invoice to Dana").as_deref(),
            Some("!send")
        );
        assert_eq!(main_of("Set my status to away").as_deref(), Some("!edit"));
    }

    #[test]
    fn framing_is_not_the_action() {
        assert_eq!(
            main_of("Can you please add a comment to issue 42?").as_deref(),
            Some("!comment")
        );
        assert_eq!(
            main_of("I want to book a table for two").as_deref(),
            Some("!book")
        );
        assert_eq!(
            main_of("how do I close an issue").as_deref(),
            Some("!close")
        );
        assert_eq!(main_of("I bought a lamp last week.").as_deref(), None);
    }

    #[test]
    fn verbs_joined_by_and_are_actions_too() {
        let r = read_text("Search for Tide pods and add them to my cart");
        assert_eq!(r.actions, ["!find", "!creat"]);
        assert_eq!(r.main.as_deref(), Some("!find"));
    }

    #[test]
    fn unknown_verbs_open_a_clause_before_a_determiner() {
        assert_eq!(
            main_of("Fork the repository acme/webapp").as_deref(),
            Some("!copi")
        );
        assert_eq!(
            main_of("Boost the post about the meetup").as_deref(),
            Some("!boost")
        );
        assert_eq!(main_of("Snooze this email").as_deref(), Some("!snooz"));
        assert_eq!(main_of("Upvote the top post").as_deref(), Some("!like"));
        // A noun phrase is no verb.
        assert_eq!(main_of("Weather tomorrow").as_deref(), None);
    }

    #[test]
    fn phrasal_verbs() {
        assert_eq!(
            main_of("log in to the admin panel").as_deref(),
            Some("!login")
        );
        assert_eq!(
            main_of("Turn off the vacation responder").as_deref(),
            Some("!disabl")
        );
        assert_eq!(
            main_of("Turn on the vacation responder").as_deref(),
            Some("!enabl")
        );
        assert_eq!(
            main_of("Open a ticket about the crash").as_deref(),
            Some("!creat")
        );
        assert_eq!(
            main_of("Open the issue about the crash").as_deref(),
            Some(ASK)
        );
    }

    #[test]
    fn a_notes_heading_is_no_verb_and_its_deed_noun_is_the_action() {
        let task = |s: &str| read(&crate::template::task_pieces(s));
        // Headings ended by a colon or a spaced dash: the head noun names the deed.
        for (note, want) in [
            (
                "Room booking: Aurora, 2027-09-15, 09:30, \"Sprint planning\"",
                "!book",
            ),
            ("Bill payment — Sunrise Dental, 408.00 USD", "!send"),
            ("Car hire: Faro, 28/08/2026 18:00", "!book"),
            ("Hours update: Thursday 08:00–22:00. Save.", "!edit"),
        ] {
            let r = task(note);
            assert_eq!(r.main.as_deref(), Some(want), "{note}");
            assert!(r.nominal && r.note, "{note}");
        }
        // Near misses: a heading naming a thing has no deed ("permit" is no verb there), and a
        // heading word is not an unknown verb ("Groceries:", "Expense:").
        for note in [
            "residential parking permit: zone 3, Kia Soul, OH plate HPL6620",
            "Tip calculator: bill $37.87, tip 20%, 2 people",
            "Expense: 2027-03-13, \"Hotel breakfast\", Meals, $155",
        ] {
            let r = task(note);
            assert_eq!(r.main, None, "{note}");
            assert!(r.note && !r.nominal, "{note}");
        }
        // "Note: the meeting moved" is a note's content, not a deed "note"; a one-word heading
        // that could be a verb names the topic too ("Leave: Sick leave …", "Phone: …").
        assert_eq!(task("Note: the meeting moved").main, None);
        let r = task("Leave: Sick leave, 7 Dec 2026");
        assert_eq!(r.main, None);
        assert!(r.note);
        // … but a heading that is the deed stays it.
        assert_eq!(
            task("Invite: gus.moreau@team.test, Billing admin")
                .main
                .as_deref(),
            Some("!share")
        );
        // Near misses: two words before the colon keep their verb, and so does a deed the colon
        // introduces.
        assert_eq!(
            task("Cancel booking: Aurora, 2027-09-15").main.as_deref(),
            Some("!cancel")
        );
        assert_eq!(
            task("Leave: archive everything from Bo").main.as_deref(),
            Some("!close")
        );
        // A later sentence's verb is still read ("Then checkout").
        assert_eq!(
            task("Groceries: 2 × Olive oil. Then checkout.")
                .main
                .as_deref(),
            Some("!buy")
        );
    }

    #[test]
    fn a_heading_that_names_a_thing_by_its_number_opens_a_note_whose_labels_are_no_verbs() {
        let task = |s: &str| read(&crate::template::task_pieces(s));
        // "Parcel" and "note" are words the tables do not know: before a value they would read
        // as verbs ("fork acme/webapp"); in a note they name a thing and label a value.
        for note in [
            "Parcel RB103391869DE: safe place Back door",
            "Parcel EE145262304DE: safe place Front door; note \"Ring the bell twice\"",
        ] {
            let r = task(note);
            assert_eq!(r.main, None, "{note}");
            assert!(r.note && !r.nominal, "{note}");
        }
        // Near misses: the same word with its object and no heading stays a verb, and a known
        // verb in a note's item still says the deed.
        assert_eq!(
            task("Fork acme/webapp into my account").main.as_deref(),
            Some("!copi")
        );
        assert_eq!(
            task("Parcel RB103391869DE: cancel the delivery")
                .main
                .as_deref(),
            Some("!cancel")
        );
    }

    #[test]
    fn a_noun_sized_by_a_count_or_said_in_the_plural_is_no_verb() {
        let task = |s: &str| read(&crate::template::task_pieces(s));
        let r = task("Table for 4, 2026-03-26 19:00, Ana Lima, 555-0218");
        assert_eq!(r.main, None);
        assert!(r.note, "values listed without a verb make a note");
        assert_eq!(main_of("Table for four on Monday"), None);
        assert_eq!(main_of("Tickets to the Leeds show for Friday"), None);
        // Unknown verbs still open a clause before what verbs take.
        assert!(main_of("Fork the repository acme/webapp").is_some());
        assert_eq!(
            main_of("Boost the post about the meetup").as_deref(),
            Some("!boost")
        );
        // A sentence with a verb the tables do not know is no note: no separators list values.
        let r = task("Deny Tom Becker's vacation request for Dec 24");
        assert!(!r.note);
    }

    #[test]
    fn writing_or_a_new_message_to_someone_sends_it() {
        assert_eq!(
            main_of("Write to Ana Lima: subject 'Slides'").as_deref(),
            Some("!send")
        );
        assert_eq!(
            task_main("New email to Kofi Mensah. Subject: Holiday cover.").as_deref(),
            Some("!send")
        );
        // Near misses: writing a review rates; a new email template is made.
        assert_eq!(
            main_of("Write a review of the mug").as_deref(),
            Some("!rate")
        );
        assert_eq!(
            main_of("New email template called Welcome").as_deref(),
            Some("!creat")
        );
    }
}

/// Whether the words from `from` name a place of a page after "switch to": "the Readings tab",
/// "the list view", "my Work account" — a determiner, at most three words, then a place noun.
fn switches_place(tokens: &[Token], from: usize) -> bool {
    if !matches!(
        word(tokens, from),
        Some("the" | "my" | "your" | "our" | "their")
    ) {
        return false;
    }
    (from + 1..from + 5).any(|k| {
        matches!(
            word(tokens, k),
            Some("tab" | "page" | "view" | "section" | "panel" | "screen" | "window" | "pane")
        )
    })
}
