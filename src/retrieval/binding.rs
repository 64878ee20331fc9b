//! Which of a procedure's slots the task supplies, and with what. The task is aligned against
//! the procedure's templates (its title and goal with slots where the demonstrated values
//! were): the template's words anchor the task's, and a slot takes the span between its
//! anchors whatever is inside (commas, quotes, words of the template). Of several alignments
//! the best is kept. Labelled values ("title: …"), quoted strings and a slot's known values or
//! options remain evidence. Bound values are written in the field's format (formats.rs).

use super::formats;
use crate::model::{Parameter, Procedure, SlotKind};
use crate::synonyms;
use crate::template::{quoted_spans, Seg, Template};
use crate::text;
use std::collections::BTreeMap;
use unicode_segmentation::UnicodeSegmentation;

use crate::template::find_ci;

/// Slot → value found in the task (`None` when the task does not say; secrets are never bound).
pub fn bind(procedure: &Procedure, task: &str) -> BTreeMap<String, Option<String>> {
    bind_slots(
        &procedure.title,
        &procedure.abstract_.goal,
        &procedure.abstract_.parameters,
        &credential_slots(procedure),
        task,
    )
}

/// `bind` from what the retrieval index keeps of a procedure: its title, goal, slots and
/// credential slots (steps are not needed once those are known).
pub fn bind_slots(
    title: &str,
    goal: &str,
    params: &[Parameter],
    credentials: &[String],
    task: &str,
) -> BTreeMap<String, Option<String>> {
    let read = for_binding(task);
    bind_read(
        title,
        goal,
        params,
        credentials,
        &Prepared::of(&read, &[]),
        None,
    )
    .values
}

/// The task as binding reads it: the numbers of numbered steps ("1) Tenancy number or email:
/// femi@inbox.test 2) Continue …") and a list's middle dots and bullets end the value before
/// them, as a semicolon would. Written
/// over in place (same length), so every offset into the task holds.
pub fn for_binding(task: &str) -> std::borrow::Cow<'_, str> {
    let numbers = super::asides::enumerators(task);
    // (A list's middle dots and bullets end an item as a semicolon does: "Size: 25cm ·
    // Sponge: carrot".)
    let bullets = task.contains(['·', '•']);
    if numbers.is_empty() && !bullets {
        return std::borrow::Cow::Borrowed(task);
    }
    let mut out = task.replace('·', "; ").replace('•', ";  ");
    for (a, b) in numbers {
        // (Step numbers are ASCII: digits or a letter, and a bracket or point.)
        let blank = format!(";{}", " ".repeat(b - a - 1));
        out.replace_range(a..b, &blank);
    }
    std::borrow::Cow::Owned(out)
}

/// A task made ready for binding once, whatever the number of procedures it is bound against:
/// its words, their stems and what each reads as.
pub struct Prepared<'a> {
    tokens: Tokens<'a>,
}

impl<'a> Prepared<'a> {
    /// The task as given.
    pub fn text(&self) -> &str {
        self.tokens.text
    }

    /// Whether the task quotes `value` ('…', "…", “…”): a value given as a name.
    pub fn quotes(&self, value: &str) -> bool {
        let v = value.trim();
        !v.is_empty()
            && self
                .tokens
                .quotes
                .iter()
                .any(|&(a, b)| self.tokens.text[a..b].trim().eq_ignore_ascii_case(v))
    }

    /// `corrections`: the task's misspelt words read as the terms typo correction found (word →
    /// term, `!creat` for a verb), so "craete an isue" aligns with "Create an issue".
    pub fn of(task: &'a str, corrections: &[(String, String)]) -> Prepared<'a> {
        Prepared {
            tokens: Tokens::of(task, corrections),
        }
    }
}

/// A procedure's title and goal as templates over the slots binding may fill, each read into
/// the items the aligner walks: computed once per procedure, not per query.
#[derive(Clone, Debug)]
pub struct Forms {
    /// The slots the forms were made for (open slots no one signs in with).
    names: Vec<String>,
    forms: Vec<Form>,
    /// How many slots the title holds (secret ones too).
    pub title_slots: usize,
    /// The stem of the verb the title's main action is said with ("publish" of "Publish a
    /// post"), if any.
    pub title_verb: Option<String>,
}

impl Forms {
    pub fn of(title: &str, goal: &str, params: &[Parameter], credentials: &[String]) -> Forms {
        let alignable: Vec<Parameter> = params
            .iter()
            .filter(|p| p.kind != SlotKind::Secret && !credentials.contains(&p.name))
            .cloned()
            .collect();
        Forms {
            names: alignable.iter().map(|p| p.name.clone()).collect(),
            forms: forms_of(title, goal, &alignable),
            title_slots: Template::of(title, params).slots().count(),
            title_verb: main_verb(title),
        }
    }
}

/// The stem of the word a text's main action is said with.
pub fn main_verb(text: &str) -> Option<String> {
    let r = super::reading::read(&crate::template::task_pieces(text));
    r.words
        .iter()
        .find(|w| w.action && r.main.as_ref() == Some(&w.term))
        .map(|w| crate::text::stem(&w.word))
}

/// One template read for the aligner: its items, the slots it quotes, and what each slot's
/// demonstrated value and options are.
#[derive(Clone, Debug)]
struct Form {
    items: Vec<Item>,
    quoted_slots: Vec<usize>,
    slot_info: Vec<Option<SlotInfo>>,
}

/// The kind of value a slot takes: its demonstrated value's, except that a whole number the
/// person said as money ("Transfer $100") is an amount, so "$1,200.50" fills it too; a count
/// ("3 tickets") stays a count.
fn slot_kind(example: &str, said: &[&str]) -> formats::Kind {
    match formats::kind_of(example) {
        formats::Kind::Number
            if said
                .iter()
                .any(|t| crate::template::said_as_money(t, example)) =>
        {
            formats::Kind::Money
        }
        kind => kind,
    }
}

/// `slot_kind` of a slot's demonstrated value, except that a list mixing other choices with
/// its quantities ("Don't clear", "Today", "1 hour") is read as words.
fn param_kind(p: &Parameter, said: &[&str]) -> formats::Kind {
    let kind = slot_kind(p.example.as_deref().unwrap_or(""), said);
    let quantities = p
        .options
        .iter()
        .filter(|o| formats::quantity(o).is_some())
        .count();
    match kind {
        formats::Kind::Duration | formats::Kind::Count
            if !p.options.is_empty() && 2 * quantities <= p.options.len() =>
        {
            formats::Kind::Text
        }
        kind => kind,
    }
}

/// The distinct templates of a title and a goal.
fn forms_of(title: &str, goal: &str, params: &[Parameter]) -> Vec<Form> {
    let mut seen: Vec<Template> = Vec::new();
    let mut out = Vec::new();
    for text in [title, goal] {
        let template = Template::of(text, params);
        if seen.contains(&template) {
            continue;
        }
        let items = items(&template);
        // The values no slot holds, in order: one of them is read by its look (a date in the
        // title is a date), not as free text that any words fill.
        let mut unslotted = template.segs.iter().filter_map(|s| match s {
            Seg::Value(v) => Some(v.as_str()),
            _ => None,
        });
        // Per slot item: the demonstrated value's length and kind, and its options' words.
        let slot_info = items
            .iter()
            .map(|it| match it {
                Item::Slot(name) => {
                    let p = name
                        .as_ref()
                        .and_then(|n| params.iter().find(|p| &p.name == n));
                    let shown = if name.is_none() {
                        unslotted.next()
                    } else {
                        None
                    };
                    let example = p.and_then(|p| p.example.as_deref()).or(shown).unwrap_or("");
                    // Each option's words, and for a US state its postal code too ("OH" names "Ohio").
                    let options: Vec<Vec<String>> = p
                        .filter(|p| !p.options.is_empty())
                        .map(|p| {
                            p.options
                                .iter()
                                .chain(p.example.iter())
                                .flat_map(|o| {
                                    std::iter::once(option_words(o))
                                        .chain(formats::state_alias(o).map(option_words))
                                })
                                .collect()
                        })
                        .unwrap_or_default();
                    let words: Vec<String> =
                        example.unicode_words().map(str::to_lowercase).collect();
                    // (The title may say a name's value as a common noun: "Convert 250 euros"
                    // for the option "EUR — Euro". Then it is no name in a task either.)
                    let said_lower = crate::template::where_said(text, example)
                        .is_some_and(|(a, _)| text[a..].starts_with(char::is_lowercase));
                    let example_edges = (
                        words.first().cloned().unwrap_or_default(),
                        words.last().cloned().unwrap_or_default(),
                    );
                    let seen: Vec<Vec<String>> = p
                        .map(|p| p.seen.iter().map(|o| option_words(o)).collect())
                        .unwrap_or_default();
                    let quantities = p
                        .map(|p| {
                            p.options
                                .iter()
                                .filter_map(|o| formats::quantity(o))
                                .collect()
                        })
                        .unwrap_or_default();
                    // Options that are all names of one length, capitalised ("Hugo", "Pavel",
                    // "Kira"): a list of people or places that another visit may fill with others.
                    let name_family = p.and_then(|p| {
                        let lens: Vec<usize> = p
                            .options
                            .iter()
                            .map(|o| {
                                let ws: Vec<&str> = o.unicode_words().collect();
                                let named = ws.iter().all(|w| {
                                    w.chars().next().is_some_and(char::is_uppercase)
                                        && w.chars().skip(1).all(char::is_lowercase)
                                });
                                if named {
                                    ws.len()
                                } else {
                                    0
                                }
                            })
                            .collect();
                        (lens.len() >= 3 && lens[0] > 0 && lens.iter().all(|&n| n == lens[0]))
                            .then(|| lens[0])
                    });
                    Some(SlotInfo {
                        numbered: super::index::Numbered::of(example),
                        seen,
                        quantities,
                        name_family,
                        example_words: words.len().max(1) as f32,
                        example_edges,
                        example_comma: example.contains(','),
                        code_shape: formats::code_shape(example),
                        example_named: !words.is_empty()
                            && !said_lower
                            && example
                                .unicode_words()
                                .all(|w| w.chars().next().is_some_and(char::is_uppercase)),
                        said_lower,
                        kind: match p {
                            Some(p) => param_kind(p, &[title, goal]),
                            None => slot_kind(example, &[title, goal]),
                        },
                        options,
                    })
                }
                Item::Word { .. } => None,
            })
            .collect();
        out.push(Form {
            quoted_slots: quoted_items(&template),
            items,
            slot_info,
        });
        seen.push(template);
    }
    out
}

/// What binding found: the slots' values, how many were found in place (by aligning the task
/// with a template, or by a label), and how much of the best-aligned template the task covers.
pub struct Bound {
    pub values: BTreeMap<String, Option<String>>,
    pub anchored: usize,
    /// Share of the template's content words and slots the task matched or filled in place.
    pub coverage: f64,
    /// Typed slots (dates, times, amounts, codes) filled in place, next to an anchor.
    pub typed: usize,
    /// Slots the task gives a value under the field's own label ("priority 'Normal'",
    /// "Subject: …"): the task fills this procedure's form.
    pub labelled: usize,
}

/// `bind_slots` with how the task fits the templates (see `Bound`), for a task prepared once.
pub fn bind_read(
    title: &str,
    goal: &str,
    params: &[Parameter],
    credentials: &[String],
    prepared: &Prepared,
    ready: Option<&Forms>,
) -> Bound {
    let tokens = &prepared.tokens;
    let task = tokens.text;
    let mut bound: BTreeMap<String, Option<String>> =
        params.iter().map(|p| (p.name.clone(), None)).collect();
    let open = |p: &&Parameter| p.kind != SlotKind::Secret;
    let labels: Vec<String> = params
        .iter()
        .flat_map(|p| [p.label.to_lowercase(), p.name.replace('_', " ")])
        .filter(|l| !l.trim().is_empty())
        .collect();
    let mut labelled_slots: Vec<&str> = Vec::new();
    for p in params.iter().filter(open) {
        if let Some(v) = labelled_value(task, p, &labels).or_else(|| labelled_typed_value(task, p))
        {
            bound.insert(p.name.clone(), Some(v));
            labelled_slots.push(&p.name);
        }
    }
    // A value said to be the field ("I need Wes Young listed as my emergency contact", "pick
    // Olga as my tutor"): as sure as a labelled value.
    for p in params.iter().filter(open) {
        if bound[&p.name].is_none() {
            if let Some(v) = value_as_label(task, p) {
                bound.insert(p.name.clone(), Some(v));
                labelled_slots.push(&p.name);
            }
        }
    }
    // Who signs in, said as such ("log me in as lena_v", "Login: tomasz.w / …"): the sign-in
    // form's user field, as sure as a labelled value.
    if let Some(user) = signed_in_as(task) {
        if let Some(p) = sign_in_field(params).filter(|p| bound[&p.name].is_none()) {
            bound.insert(p.name.clone(), Some(user.to_string()));
            labelled_slots.push(&p.name);
        }
    }
    // The word the title puts before a slot's value labels it too: a quoted value right after
    // that word in the task is that slot's, wherever the task says it ("write '…' under the
    // headline 'Cheaply made'" for "headline '{headline}', text '{text}'").
    for p in params.iter().filter(open) {
        if bound[&p.name].is_some() {
            continue;
        }
        let Some(word) = title_label(p, title, goal) else {
            continue;
        };
        let found = quoted_after_word(task, &word)
            .filter(|v| !bound.values().flatten().any(|held| held == v));
        if let Some(v) = found {
            bound.insert(p.name.clone(), Some(v));
        }
    }
    // Who signs in is said explicitly ("username: bo") or asked; a name in the task ("… for
    // Bo") is the task's content.
    let alignable: Vec<&Parameter> = params
        .iter()
        .filter(open)
        .filter(|p| !credentials.contains(&p.name) && bound[&p.name].is_none())
        .collect();
    // The procedure's forms made ready once serve whenever no labelled value took a slot.
    let built;
    let forms = match ready {
        Some(f)
            if f.names.len() == alignable.len()
                && f.names.iter().zip(&alignable).all(|(n, p)| *n == p.name) =>
        {
            &f.forms
        }
        _ => {
            built = forms_of(
                title,
                goal,
                &alignable.iter().map(|p| (*p).clone()).collect::<Vec<_>>(),
            );
            &built
        }
    };
    let mut best: Option<(f32, BTreeMap<String, String>)> = None;
    let mut coverage = 0.0f64;
    let mut typed_best = 0usize;
    let mut fallback: BTreeMap<String, String> = BTreeMap::new();
    for form in forms {
        let (score, values, covered, typed) = align(form, &alignable, tokens, task);
        coverage = coverage.max(covered);
        typed_best = typed_best.max(typed);
        for (k, v) in &values {
            fallback.entry(k.clone()).or_insert_with(|| v.clone());
        }
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, values));
        }
    }
    let mut aligned = best.map(|(_, v)| v).unwrap_or_default();
    for (k, v) in fallback {
        aligned.entry(k).or_insert(v);
    }
    let anchored = aligned.len() + bound.values().flatten().count();
    // Each slot's preposition in the title or goal ("from" of "from High-Yield Savings").
    let anchors: BTreeMap<&str, u8> = alignable
        .iter()
        .filter_map(|p| {
            let e = p.example.as_deref()?.trim();
            // (An option with data after its name is said by its name.)
            let e = crate::template::option_core(e)
                .filter(|_| find_ci(title, e, true).is_none())
                .unwrap_or(e);
            [title, goal].iter().find_map(|t| {
                let (at, _) = find_ci(t, e, true)?;
                let before = t[..at].unicode_words().last()?.to_lowercase();
                preposition_group(&before).map(|g| (p.name.as_str(), g))
            })
        })
        .collect();
    for p in &alignable {
        let v = aligned
            .remove(&p.name)
            .or_else(|| known_value(task, p, &|at| !introduced_elsewhere(task, at, p, &anchors)));
        // One span of the task is one value: a slot shown another value than the slot already
        // holding it gets nothing rather than a copy ("the message '…'" is not the name too).
        if let Some(v) = v.filter(|v| !held_by_another(&bound, params, p, v)) {
            bound.insert(p.name.clone(), Some(v));
        }
    }
    typed_out_of_order(tokens, &alignable, &labels, &[title, goal], &mut bound);
    counts_by_unit(task, &alignable, &[title, goal], &mut bound);
    yes_no_answers(task, &alignable, &mut bound);
    seen_values_to_their_slots(task, &alignable, &mut bound);
    // A field the page marks optional is filled only when the task names it ("memo: …"): left
    // over words in its place are the rest of the request, not a memo.
    for p in alignable.iter().filter(|p| is_optional(p)) {
        if bound[&p.name].is_some() && !names_field(task, p) {
            bound.insert(p.name.clone(), None);
        }
    }
    // Quoted strings fill the text slots still open, in order.
    let taken: Vec<String> = bound.values().flatten().cloned().collect();
    let mut quoted = quoted_strings(task)
        .into_iter()
        .filter(|q| !taken.iter().any(|t| t.contains(q.as_str())));
    for p in params
        .iter()
        .filter(|p| p.kind == SlotKind::Text && !credentials.contains(&p.name))
    {
        if bound[&p.name].is_none() {
            match quoted.next() {
                Some(q) => {
                    bound.insert(p.name.clone(), Some(q));
                }
                None => break,
            }
        }
    }
    // A slot the demonstration quoted ("titled 'Vendor demo'") takes quoted text when the task
    // quotes one no slot holds (once open slots took theirs): "reserve Harbor for \"Sprint planning\" … lasting 2 hours" is
    // not titled "lasting".
    let quoted_in_demo = |p: &Parameter| {
        p.example.as_deref().is_some_and(|e| {
            [title, goal].iter().any(|t| {
                quoted_spans(t)
                    .iter()
                    .any(|&(a, b)| t[a..b].trim().eq_ignore_ascii_case(e.trim()))
            })
        })
    };
    for p in params
        .iter()
        .filter(|p| p.kind == SlotKind::Text && !credentials.contains(&p.name))
    {
        let unquoted = bound[&p.name]
            .as_deref()
            .is_some_and(|v| !prepared.quotes(v));
        if !unquoted || !quoted_in_demo(p) {
            continue;
        }
        let taken: Vec<String> = bound.values().flatten().cloned().collect();
        let free = quoted_strings(task)
            .into_iter()
            .find(|q| !taken.iter().any(|t| t.contains(q.as_str())));
        if let Some(q) = free {
            bound.insert(p.name.clone(), Some(q));
        }
    }
    said_otherwise::dates_keep_their_year(task, params, &mut bound);
    said_otherwise::corrected(task, params, &mut bound);
    for p in params.iter().filter(open) {
        if let Some(Some(v)) = bound.get(&p.name) {
            let example = p.example.as_deref().unwrap_or("");
            let values: Vec<&str> = std::iter::once(example)
                .chain(p.examples.iter().map(String::as_str))
                .collect();
            // (Whether the field writes the day first is asked only of a value that needs it.)
            let day_first = || {
                formats::day_first(&values, &[title, goal])
                    || p.format.as_deref().is_some_and(|f| f.starts_with('D'))
            };
            let shaped = option_named(v, p)
                .or_else(|| {
                    let format = p.format.as_deref()?;
                    formats::in_pattern(v, format)
                })
                .unwrap_or_else(|| formats::like_dated(v, example, day_first()));
            let shaped = cased_as_typed(&shaped, example, &[title, goal]);
            bound.insert(p.name.clone(), Some(shaped));
        }
    }
    rows_without_their_aside(params, &mut bound);
    handles_kept_whole(task, &params.iter().collect::<Vec<_>>(), &mut bound);
    names_said_in_full(task, params, &mut bound);
    codes_kept_whole(params, &mut bound);
    said_otherwise::code_said_alone(task, params, &mut bound);
    options_said_whole(task, params, &mut bound);
    options_to_their_lists(params, &mut bound);
    options_said_in_a_clause(task, params, &mut bound);
    known_options::options_the_task_says(task, params, &mut bound);
    route_said_with_an_arrow(task, params, &mut bound);
    note_leftover(task, &alignable, &mut bound);
    times_sign(task, title, &alignable, &mut bound);
    self_introduced(task, &alignable, &mut bound);
    named_after_its_noun(task, &alignable, &mut bound);
    set_label_to(task, &alignable, &mut bound);
    let labelled =
        labelled_slots.len() + set_under_label(task, &alignable, &bound, &labelled_slots);
    // A seat said by its row and letter ("row 14, seat C") is the seat the demonstration
    // picked, in its form ("Seat 14C").
    for p in &alignable {
        if let Some(seat) = p
            .example
            .as_deref()
            .and_then(|e| formats::seat_said(task, e))
        {
            bound.insert(p.name.clone(), Some(seat));
        }
    }
    let open_params: Vec<&Parameter> = params.iter().filter(open).collect();
    // (A number said with its country's code proves both its slots, as a value typed in place.)
    if dial_code(task, &open_params, &mut bound) {
        typed_best = typed_best.max(2);
    }
    counted_options(task, &open_params, &mut bound);
    one_day_range(task, &open_params, &mut bound);
    party_counts(task, &open_params, &mut bound);
    super::parts::fill(params, task, &mut bound);
    // The state word said before the switch's name is the state's, not part of the name:
    // "turn off SMS alerts" where the title's "turn on Push notifications" put the switch.
    if params.iter().any(|p| p.is_state() && !is_asked_box(p)) {
        for p in params
            .iter()
            .filter(|p| p.kind == SlotKind::Choice && !p.is_state())
        {
            let Some(v) = bound.get(&p.name).and_then(|v| v.clone()) else {
                continue;
            };
            let rest = ["on ", "off ", "On ", "Off "]
                .iter()
                .find_map(|w| v.strip_prefix(w));
            let example_too = p.example.as_deref().is_some_and(|e| {
                e.to_lowercase().starts_with("on ") || e.to_lowercase().starts_with("off ")
            });
            // (Not a value the list knows whole: "On hold".)
            let listed = p
                .options
                .iter()
                .chain(&p.seen)
                .any(|o| o.trim().eq_ignore_ascii_case(v.trim()));
            if let Some(rest) = rest.filter(|r| !r.trim().is_empty() && !example_too && !listed) {
                bound.insert(p.name.clone(), Some(rest.trim().to_string()));
            }
        }
    }
    for p in params.iter().filter(|p| p.is_state()) {
        if is_asked_box(p) {
            bound.insert(p.name.clone(), box_asked(task, p).map(str::to_string));
        } else if let Some(state) = said_state(task) {
            bound.insert(p.name.clone(), Some(state.to_string()));
        }
    }
    overrun_choices(params, &mut bound);
    said_otherwise::windows_of_time(task, params, &mut bound);
    said_otherwise::one_option_said(task, params, &mut bound);
    said_otherwise::end_state_said(task, params, &mut bound);
    said_otherwise::end_after_nights(task, params, &mut bound);
    // (Last: "set the sail number for Tern Again to 38084 on the sailing club site" is read
    // under the label above, to the clause's end.)
    where_left_out(params, &mut bound);
    Bound {
        values: bound,
        anchored,
        coverage,
        typed: typed_best,
        labelled,
    }
}

/// A list's value that names none of its options and runs into another slot's value ("London
/// to Lisbon (LIS" for From when To holds "Lisbon (LIS)") crossed the words between two slots:
/// what it says before the other value is its value when that names one option ("London" →
/// "London (LHR)"); otherwise it is no value — asking beats picking a wrong airport. Near
/// misses: a value the list offers; a new name sharing no word with another slot's value.
fn overrun_choices(params: &[Parameter], bound: &mut BTreeMap<String, Option<String>>) {
    let content = |s: &str| -> Vec<String> {
        option_words(s)
            .into_iter()
            .filter(|w| !text::is_stopword(w) && w.chars().any(char::is_alphabetic))
            .collect()
    };
    let mut overrun = Vec::new();
    for p in params
        .iter()
        .filter(|p| p.kind == SlotKind::Choice && !p.options.is_empty())
    {
        let Some(v) = bound.get(&p.name).and_then(|v| v.as_deref()) else {
            continue;
        };
        if p.options
            .iter()
            .chain(&p.seen)
            .any(|o| o.trim().eq_ignore_ascii_case(v.trim()))
        {
            continue;
        }
        let mine = content(v);
        let crossed = params.iter().filter(|q| q.name != p.name).find_map(|q| {
            bound
                .get(&q.name)
                .and_then(|w| w.as_deref())
                .filter(|w| content(w).iter().any(|x| mine.contains(x)))
        });
        let Some(other) = crossed else {
            continue;
        };
        // What comes before the other value's first word, without the small words that led
        // to it ("London to"), is this list's value when it names one of its options.
        let first = content(other).into_iter().next().unwrap_or_default();
        let before = v
            .unicode_word_indices()
            .find(|(_, w)| text::stem(&w.to_lowercase()) == first)
            .map(|(at, _)| v[..at].trim());
        let kept = before.and_then(|b| {
            let mut words: Vec<&str> = b.split_whitespace().collect();
            while words
                .last()
                .is_some_and(|w| text::is_stopword(&w.to_lowercase()))
            {
                words.pop();
            }
            let head = words.join(" ");
            let options: Vec<&String> = p
                .options
                .iter()
                .filter(|o| {
                    let ow = option_words(o);
                    let hw = option_words(&head);
                    !hw.is_empty() && hw.iter().all(|w| ow.contains(w))
                })
                .collect();
            match options.as_slice() {
                [one] => Some((*one).clone()),
                _ => None,
            }
        });
        overrun.push((p.name.clone(), kept));
    }
    for (name, kept) in overrun {
        bound.insert(name, kept);
    }
}

/// A value that is, word for word, one of a list's options (or of the values seen beside its
/// demonstrated one) is that list's, when another slot took it: 'Return: Ikea Tertial Lamp,
/// reason "Found a better price", …' gives the reason list its option, not the item's box.
/// Near miss: a value that is an option of its own slot's list too stays.
fn options_to_their_lists(params: &[Parameter], bound: &mut BTreeMap<String, Option<String>>) {
    let lists_it = |p: &Parameter, v: &str| {
        p.kind == SlotKind::Choice
            && p.options
                .iter()
                .chain(&p.seen)
                .any(|o| o.trim().eq_ignore_ascii_case(v.trim()))
    };
    for q in params.iter().filter(|q| q.kind != SlotKind::Secret) {
        let Some(v) = bound.get(&q.name).and_then(|v| v.clone()) else {
            continue;
        };
        if lists_it(q, &v) {
            continue;
        }
        let owners: Vec<&Parameter> = params
            .iter()
            .filter(|p| p.name != q.name && lists_it(p, &v))
            .collect();
        if let [p] = owners.as_slice() {
            if bound.get(&p.name).is_none_or(|x| x.is_none()) {
                bound.insert(p.name.clone(), Some(v));
                bound.insert(q.name.clone(), None);
            }
        }
    }
}

/// A list left without a value whose one option is said in other words within one clause of the
/// task, every content word of it there in any order ("with drop-off at a post office" for "Drop
/// off at a post office"): that option. Options of fewer than two content words, and clauses
/// where two options fit, bind nothing.
fn options_said_in_a_clause(
    task: &str,
    params: &[Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let lower = task.to_lowercase();
    let clause_stems: Vec<Vec<String>> = clauses(&lower).map(content_stems).collect();
    for p in params
        .iter()
        .filter(|p| p.kind == SlotKind::Choice && !p.is_state())
    {
        if bound.get(&p.name).is_some_and(Option::is_some) {
            continue;
        }
        let mut fits: Vec<&String> = Vec::new();
        for o in p.options.iter().chain(&p.seen) {
            let words = content_stems(o);
            // (An option that counts — "No checked bags", "2 bags" — is chosen by the count the
            // task says: `counted_options`.)
            let counts = o
                .split_whitespace()
                .next()
                .is_some_and(|w| formats::count_of_word(w).is_some());
            if words.len() >= 2
                && !counts
                && clause_stems
                    .iter()
                    .any(|c| words.iter().all(|w| c.contains(w)))
                && !fits.iter().any(|f| f.eq_ignore_ascii_case(o))
            {
                fits.push(o);
            }
        }
        if let [o] = fits.as_slice() {
            bound.insert(p.name.clone(), Some(o.trim().to_string()));
        }
    }
}

/// A party said by its members ("for 2 adults", "one adult and two children") has none of the
/// members it does not name: the lists that count people beside the one the task fills ("Adults"
/// 1–9, "Children" 0–8, "Infants" 0–4) take "0" when the task never says their word. Near
/// misses: a list with no "0" (Rooms); a member the task names without a number ("with
/// children"); a form with one such list, or none filled by a count said with its noun.
fn party_counts(task: &str, params: &[&Parameter], bound: &mut BTreeMap<String, Option<String>>) {
    let counts: Vec<&&Parameter> = params
        .iter()
        .filter(|p| {
            p.kind == SlotKind::Choice
                && p.options.len() >= 3
                && p.options.iter().all(|o| o.trim().parse::<u32>().is_ok())
        })
        .collect();
    if counts.len() < 2 {
        return;
    }
    let task_stems: Vec<String> = task
        .unicode_words()
        .map(|w| text::stem(&w.to_lowercase()))
        .collect();
    // A member's words: its label's, and "child" for "children" (stems differ).
    let member = |p: &Parameter| -> Vec<String> {
        let mut out: Vec<String> = p
            .label
            .unicode_words()
            .map(|w| text::stem(&w.to_lowercase()))
            .filter(|w| !text::is_stopword(w))
            .collect();
        if out.iter().any(|w| w == "children") {
            out.push("child".into());
        }
        out
    };
    let said = |p: &Parameter| member(p).iter().any(|w| task_stems.contains(w));
    let filled_by_noun = counts
        .iter()
        .any(|p| bound.get(&p.name).is_some_and(Option::is_some) && said(p));
    if !filled_by_noun {
        return;
    }
    for p in counts {
        let none = p.options.iter().find(|o| o.trim() == "0");
        if bound.get(&p.name).is_some_and(Option::is_some) || said(p) || member(p).is_empty() {
            continue;
        }
        if let Some(zero) = none {
            bound.insert(p.name.clone(), Some(zero.trim().to_string()));
        }
    }
}

/// A range of two date fields (a start and an end: "Start date" / "End date", "From" / "To",
/// "Check-in" / "Check-out") given one date by the task ("Leave: Sick leave, 7 Dec 2026",
/// "unpaid leave on 2027-04-05") is a range of that one day: the open end takes the bound one's
/// value. Near misses: a task saying two dates (one failed to bind) and two date fields that are
/// no range ("Date of birth" and "Start date") are left alone.
fn one_day_range(task: &str, params: &[&Parameter], bound: &mut BTreeMap<String, Option<String>>) {
    let is_date = |p: &&&Parameter| {
        p.example
            .as_deref()
            .is_some_and(|e| formats::kind_of(e) == formats::Kind::Date)
    };
    let dates: Vec<&&Parameter> = params.iter().filter(is_date).collect();
    let [a, b] = dates.as_slice() else {
        return;
    };
    let says = |p: &Parameter, words: &[&str]| {
        let label = format!("{} {}", p.label, p.name.replace('_', " ")).to_lowercase();
        label
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| words.contains(&w))
    };
    const STARTS: [&str; 6] = ["start", "from", "begin", "first", "in", "depart"];
    const ENDS: [&str; 7] = ["end", "to", "until", "last", "out", "return", "finish"];
    let range = (says(a, &STARTS) && says(b, &ENDS)) || (says(a, &ENDS) && says(b, &STARTS));
    if !range || formats::dates_in(task).len() != 1 {
        return;
    }
    let value = |p: &Parameter| bound.get(&p.name).and_then(|v| v.clone());
    match (value(a), value(b)) {
        (Some(v), None) => {
            bound.insert(b.name.clone(), Some(v));
        }
        (None, Some(v)) => {
            bound.insert(a.name.clone(), Some(v));
        }
        _ => {}
    }
}

/// A list whose options count one thing ("No checked bags", "1 bag (+$35)", "2 bags (+$80)")
/// is chosen by how many of that thing the task says, however it says it: "three checked
/// bags", "with 3 bags", "no bags to check", "bags 2". The count is read right before the
/// thing's noun (up to two words between, "three checked bags") or right after it ("bags: 2").
/// Left unbound when the task says no count of that noun, two different counts, or a count no
/// option has.
fn counted_options(
    task: &str,
    params: &[&Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let words: Vec<String> = task
        .split(|c: char| {
            c.is_whitespace() || matches!(c, ',' | ';' | ':' | '.' | '?' | '!' | '(' | ')')
        })
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let stems: Vec<String> = words.iter().map(|w| text::stem(w)).collect();
    for p in params.iter().filter(|p| p.kind == SlotKind::Choice) {
        if bound.get(&p.name).is_some_and(Option::is_some) || p.options.len() < 2 {
            continue;
        }
        // Each option's count and the noun it counts (its core's last word: "No checked bags"
        // → 0 "bag"; "2 bags (+$80)" → 2 "bag").
        let counted: Vec<(&String, u32, String)> = p
            .options
            .iter()
            .filter_map(|o| {
                let core = crate::template::option_core(o).unwrap_or(o);
                let core = core.split('(').next().unwrap_or(core);
                let ws: Vec<&str> = core.split_whitespace().collect();
                let n = formats::count_of_word(ws.first()?)?;
                let noun = ws
                    .iter()
                    .skip(1)
                    .rev()
                    .find(|w| w.chars().all(char::is_alphabetic))?;
                Some((o, n, text::stem(&noun.to_lowercase())))
            })
            .collect();
        let Some((_, _, noun)) = counted.first() else {
            continue;
        };
        // Most options count, and all of those count the same thing.
        if counted.len() * 2 <= p.options.len() || counted.iter().any(|(_, _, n)| n != noun) {
            continue;
        }
        let mut said: Vec<u32> = Vec::new();
        for (i, st) in stems.iter().enumerate() {
            if st != noun {
                continue;
            }
            // (Words between the count and the noun describe it; "2 adults and bags" counts
            // adults.)
            let mut before = None;
            for k in (1..=3).filter_map(|k| i.checked_sub(k)) {
                if let Some(n) = formats::count_of_word(&words[k]) {
                    before = Some(n);
                    break;
                }
                if text::is_stopword(&words[k]) || words[k].chars().any(|c| c.is_ascii_digit()) {
                    break;
                }
            }
            let after = words.get(i + 1).and_then(|w| {
                w.chars()
                    .all(|c| c.is_ascii_digit())
                    .then(|| formats::count_of_word(w))
                    .flatten()
            });
            if let Some(n) = before.or(after) {
                said.push(n);
            }
        }
        said.dedup();
        let [n] = said.as_slice() else {
            continue;
        };
        let options: Vec<&String> = counted
            .iter()
            .filter(|(_, c, _)| c == n)
            .map(|(o, _, _)| *o)
            .collect();
        if let [o] = options.as_slice() {
            bound.insert(p.name.clone(), Some((*o).clone()));
        }
    }
}

/// A dialling code an option carries: "Spain (+34)" → "34".
fn dial_code_of(option: &str) -> Option<&str> {
    let (_, rest) = option.rsplit_once("(+")?;
    let code = rest.strip_suffix(')')?.trim();
    (!code.is_empty() && code.len() <= 4 && code.bytes().all(|b| b.is_ascii_digit()))
        .then_some(code)
}

/// International phone numbers in the task: where each starts ("+" or "00"), the digits after
/// that prefix, and the text of the whole number ("+34 919 960 545", "0034919960545").
pub(crate) fn international_numbers(task: &str) -> Vec<(String, String)> {
    let bytes = task.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts_word = i == 0 || !bytes[i - 1].is_ascii_alphanumeric();
        let prefix = if bytes[i] == b'+' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
            1
        } else if starts_word && bytes[i..].starts_with(b"00") {
            2
        } else {
            0
        };
        if prefix == 0 || !starts_word {
            i += 1;
            continue;
        }
        let mut j = i + prefix;
        let mut last_digit = j;
        while j < bytes.len()
            && (bytes[j].is_ascii_digit()
                || (matches!(bytes[j], b' ' | b'-' | b'.')
                    && bytes.get(j + 1).is_some_and(u8::is_ascii_digit)))
        {
            if bytes[j].is_ascii_digit() {
                last_digit = j + 1;
            }
            j += 1;
        }
        let text = &task[i..last_digit];
        let digits: String = text[prefix..]
            .chars()
            .filter(char::is_ascii_digit)
            .collect();
        if digits.len() >= 8 {
            out.push((digits, text.to_string()));
        }
        i = last_digit.max(i + 1);
    }
    out
}

/// A phone number said with its country's dialling code ("+34 919 960 545", "0034 …") beside a
/// choice of countries by code ("Spain (+34)"): the code chooses the country and the phone field
/// takes the number without it. Near misses: a choice whose options carry no codes; a number
/// with no code the options know; a number without "+" or "00".
fn dial_code(
    task: &str,
    params: &[&Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) -> bool {
    let Some(country) = params.iter().find(|p| {
        p.kind == SlotKind::Choice
            && p.options.len() >= 2
            && p.options
                .iter()
                .filter(|o| dial_code_of(o).is_some())
                .count()
                * 2
                > p.options.len()
    }) else {
        return false;
    };
    let phone_shaped = |v: &str| {
        v.chars().filter(char::is_ascii_digit).count() >= 6
            && v.chars().all(|c| c.is_ascii_digit() || " -.()".contains(c))
    };
    let Some(phone) = params
        .iter()
        .find(|p| p.kind == SlotKind::Text && p.example.as_deref().is_some_and(phone_shaped))
    else {
        return false;
    };
    let numbers = international_numbers(task);
    let [(digits, _)] = numbers.as_slice() else {
        return false;
    };
    // The longest code the options know that starts the number ("351" before "35").
    let Some((option, code)) = country
        .options
        .iter()
        .filter_map(|o| dial_code_of(o).map(|c| (o, c)))
        .filter(|(_, c)| digits.starts_with(c))
        .max_by_key(|(_, c)| c.len())
    else {
        return false;
    };
    let national = &digits[code.len()..];
    if national.len() < 6 {
        return false;
    }
    bound.insert(country.name.clone(), Some(option.clone()));
    bound.insert(phone.name.clone(), Some(national.to_string()));
    true
}

/// An on/off slot of a box named by its own label (distill's `asked_boxes`), not the state a
/// switch is turned to ("state").
pub(crate) fn is_asked_box(p: &Parameter) -> bool {
    p.is_state() && !p.label.trim().eq_ignore_ascii_case("state")
}

/// Whether the task asks for the box: a clause sharing two words of its label ("trust this
/// device for 30 days", "keep this device remembered" for "Remember this device for 30 days")
/// asks to tick it, or to clear it when said with a "not" ("don't remember this device").
/// `None` when no clause speaks of it: the box is left as the page has it.
fn box_asked(task: &str, p: &Parameter) -> Option<&'static str> {
    let label = content_stems(&p.label);
    let needed = label.len().min(2);
    if needed == 0 {
        return None;
    }
    let lower = task.to_lowercase();
    let covers = |text: &str| {
        let words = content_stems(text);
        label.iter().filter(|w| words.contains(w)).count() >= needed
    };
    let asked = clauses(&lower).find(|clause| covers(clause)).map(|clause| {
        // A colon sets apart what is said of the box: "and not just for this visit: tick
        // Remember me" reads the part naming it; "Remember me: no", the part after it.
        let segments: Vec<&str> = clause.split(':').collect();
        let at = segments.iter().position(|s| covers(s)).unwrap_or(0);
        let keyed = content_stems(segments[at])
            .last()
            .is_some_and(|w| label.contains(w));
        let read = match segments.get(at + 1) {
            Some(after) if keyed => format!("{} {after}", segments[at]),
            _ => segments[at].to_string(),
        };
        let negated = read.unicode_words().any(|w| {
            matches!(
                w,
                "not"
                    | "don't"
                    | "dont"
                    | "never"
                    | "without"
                    | "no"
                    | "uncheck"
                    | "untick"
                    | "unchecked"
                    | "unticked"
                    | "cleared"
                    | "off"
                    | "clear"
            )
        });
        if negated {
            "off"
        } else {
            "on"
        }
    });
    asked
}

/// A row named with an identifier in brackets ("Steel desk lamp (SKU ST-9708)") is found by its
/// name, as the demonstration named it, when the demonstrated row had no brackets: the
/// identifier stands in a cell of its own. Near misses: a demonstrated row with brackets keeps
/// them; brackets holding words ("(the old one)") are no identifier.
fn rows_without_their_aside(params: &[Parameter], bound: &mut BTreeMap<String, Option<String>>) {
    for p in params
        .iter()
        .filter(|p| p.name == "row" || p.name.starts_with("row_"))
    {
        if p.example.as_deref().is_some_and(|e| e.contains('(')) {
            continue;
        }
        let Some(v) = bound.get(&p.name).and_then(|v| v.clone()) else {
            continue;
        };
        let Some((name, aside)) = v.trim().strip_suffix(')').and_then(|v| v.rsplit_once(" ("))
        else {
            continue;
        };
        let id = aside.split_whitespace().last().unwrap_or("");
        let identifier = id.chars().count() >= 3
            && id.chars().any(|c| c.is_ascii_digit())
            && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
        if identifier && name.chars().any(char::is_alphabetic) {
            bound.insert(p.name.clone(), Some(name.trim().to_string()));
        }
    }
}

/// A token shaped like a handle rather than a word: one token with a letter and a dot,
/// underscore, at sign or digit inside it ("spokes.and.tea", "hilltop_hannah", "ana42",
/// "rhi@club.test"), not a number, a date or a time.
fn handle_shaped(t: &str) -> bool {
    let inner = t.trim_matches(|c: char| !c.is_alphanumeric());
    !inner.is_empty()
        && !inner.contains(char::is_whitespace)
        && inner.chars().any(char::is_alphabetic)
        && inner
            .chars()
            .skip(1)
            .any(|c| matches!(c, '.' | '_' | '@') || c.is_ascii_digit())
        && !inner.contains('\'')
        && formats::iso_date(inner).is_none()
}

/// Words saying where a value goes ("38084 on the sailing club site", "Stockport Harriers on
/// the race entry") are not the value: a text value ending in "on/in/at the … site" (page,
/// portal, app, account, entry, record, form, website, system; six words at most) keeps what
/// comes before. Near misses: a demonstrated value of that shape itself ("Lunch at the club
/// site"), a place name ("Stratford on Avon"), nothing left before it.
fn where_left_out(params: &[Parameter], bound: &mut BTreeMap<String, Option<String>>) {
    const PLACES: &[&str] = &[
        "site", "website", "page", "portal", "app", "account", "entry", "record", "form", "system",
    ];
    for p in params.iter().filter(|p| p.kind != SlotKind::Secret) {
        let Some(v) = bound.get(&p.name).and_then(|v| v.clone()) else {
            continue;
        };
        let words: Vec<&str> = v.split_whitespace().collect();
        let ends_in_place = words.last().is_some_and(|w| {
            PLACES.contains(&w.trim_end_matches(['.', '!', ',']).to_lowercase().as_str())
        });
        if !ends_in_place {
            continue;
        }
        let cut = (1..words.len().saturating_sub(2)).rev().find(|&i| {
            matches!(words[i].to_lowercase().as_str(), "on" | "in" | "at" | "via")
                && matches!(
                    words[i + 1].to_lowercase().as_str(),
                    "the" | "my" | "our" | "your"
                )
                && words.len() - i <= 6
        });
        let shaped_so = p.example.iter().chain(&p.examples).any(|e| {
            e.split_whitespace()
                .last()
                .is_some_and(|w| PLACES.contains(&w.to_lowercase().as_str()))
        });
        if let (Some(i), false) = (cut, shaped_so) {
            bound.insert(p.name.clone(), Some(words[..i].join(" ")));
        }
    }
}

/// A text slot demonstrated with a code (one token with a digit: a sail number "38084", a
/// ticket "TRK-3948") whose value says more ("38084 on the sailing club site"): the one word of
/// the value shaped like a demonstrated code is the value. Near misses: a code said in groups
/// ("RB 754 131 856 SE": no one word has the shape), two words of that shape, a slot
/// demonstrated with words.
fn codes_kept_whole(params: &[Parameter], bound: &mut BTreeMap<String, Option<String>>) {
    for p in params
        .iter()
        .filter(|p| p.kind == SlotKind::Text && p.options.is_empty() && p.seen.is_empty())
    {
        let shapes: Vec<String> = p
            .example
            .iter()
            .chain(&p.examples)
            .filter_map(|e| formats::code_shape(e))
            .collect();
        let examples = p.example.iter().chain(&p.examples).count();
        if shapes.is_empty() || shapes.len() != examples {
            continue;
        }
        let Some(v) = bound.get(&p.name).and_then(|v| v.clone()) else {
            continue;
        };
        if !v.trim().contains(char::is_whitespace) {
            continue;
        }
        let fits: Vec<&str> = v
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
            .filter(|w| formats::code_shape(w).is_some_and(|s| shapes.contains(&s)))
            .collect();
        if let [one] = fits.as_slice() {
            bound.insert(p.name.clone(), Some(one.to_string()));
        }
    }
}

/// A text slot demonstrated with a full name ("Callum Pennington") bound to the first words of
/// one ("Aisling" of "Aisling Bellamy has been sharing the plot, so could you add Aisling as
/// the holder?"): the person said the whole name once and its first name after — the value is
/// the whole name. Near misses: a slot demonstrated with one word ("Tofu"); a first name the
/// task never says in full; two full names starting with it.
fn names_said_in_full(
    task: &str,
    params: &[Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let capitalised = |w: &str| w.chars().next().is_some_and(char::is_uppercase);
    // Runs of capitalised words as written, each with its words.
    let mut runs: Vec<Vec<&str>> = Vec::new();
    let mut run: Vec<&str> = Vec::new();
    let mut last_end = 0;
    for (at, w) in task.unicode_word_indices() {
        let joined = task[last_end..at].trim().is_empty() || task[last_end..at].trim() == "-";
        if !(capitalised(w) && (run.is_empty() || joined)) {
            if run.len() >= 2 {
                runs.push(std::mem::take(&mut run));
            }
            run.clear();
        }
        if capitalised(w) {
            run.push(w);
        }
        last_end = at + w.len();
    }
    if run.len() >= 2 {
        runs.push(run);
    }
    for p in params
        .iter()
        .filter(|p| p.kind == SlotKind::Text && p.options.is_empty() && p.seen.is_empty())
    {
        let example = p.example.as_deref().unwrap_or("");
        let example_words: Vec<&str> = example.unicode_words().collect();
        if example_words.len() < 2 || !example_words.iter().all(|w| capitalised(w)) {
            continue;
        }
        let Some(v) = bound.get(&p.name).and_then(|v| v.clone()) else {
            continue;
        };
        let v_words: Vec<&str> = v.unicode_words().collect();
        if v_words.is_empty()
            || v_words.len() >= example_words.len()
            || !v_words.iter().all(|w| capitalised(w))
        {
            continue;
        }
        let longer: Vec<&Vec<&str>> = runs
            .iter()
            .filter(|r| r.len() > v_words.len() && r.len() <= example_words.len() + 1)
            .filter(|r| r[..v_words.len()] == v_words[..])
            .collect();
        if let [full] = longer.as_slice() {
            bound.insert(p.name.clone(), Some(full.join(" ")));
        }
    }
}

/// A text slot whose every demonstrated value is a handle (a username, an account id) takes one
/// handle: a span that says more ("club site as spokes.and.tea") keeps the one handle it holds;
/// a value with none ("Chainring CC login" of "saddle_sam, that's my Chainring CC login") gives
/// way to the task's only handle no other slot holds, or to nothing — asking beats typing a
/// phrase as a username. Near misses: a slot demonstrated with a plain name ("Bo") keeps a
/// multi-word value; a task with two handles free leaves the slot to ask.
fn handles_kept_whole(
    task: &str,
    params: &[&Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    for p in params.iter().filter(|p| p.kind == SlotKind::Text) {
        let examples: Vec<&str> = p
            .example
            .iter()
            .chain(&p.examples)
            .map(String::as_str)
            .collect();
        // (Handles joined by a dot, underscore or at sign: a user name, not a code like "Q3-12"
        // or a tracking number, whose slots take other shapes too.)
        let joined = |e: &str| {
            e.trim()
                .chars()
                .skip(1)
                .any(|c| matches!(c, '.' | '_' | '@'))
        };
        if examples.is_empty()
            || !examples
                .iter()
                .all(|e| handle_shaped(e.trim()) && joined(e))
        {
            continue;
        }
        let Some(v) = bound.get(&p.name).and_then(|v| v.clone()) else {
            continue;
        };
        // (One token is one handle already.)
        if handle_shaped(v.trim()) || !v.trim().contains(char::is_whitespace) {
            continue;
        }
        let handles = |text: &str| -> Vec<String> {
            text.split_whitespace()
                .filter(|t| handle_shaped(t))
                .map(|t| t.trim_matches(|c: char| !c.is_alphanumeric()).to_string())
                .collect()
        };
        let inside = handles(&v);
        let held = |h: &String| {
            bound
                .iter()
                .any(|(k, x)| k != &p.name && x.as_deref().is_some_and(|x| x.contains(h.as_str())))
        };
        let pick = if inside.len() == 1 {
            inside.into_iter().next()
        } else if inside.is_empty() {
            let free: Vec<String> = handles(task).into_iter().filter(|h| !held(h)).collect();
            (free.len() == 1).then(|| free[0].clone())
        } else {
            None
        };
        bound.insert(p.name.clone(), pick);
    }
}

/// The task's clauses: what punctuation, "and" and "but" set apart.
pub(crate) fn clauses(text: &str) -> impl Iterator<Item = &str> {
    text.split([',', ';', '.', '?', '!', '(', ')'])
        .flat_map(|c| c.split(" and ").flat_map(|c| c.split(" but ")))
}

/// Every place of the task where `value` is said, as whole words.
pub(super) fn spans_of(task: &str, value: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some((a, b)) = find_ci(&task[from..], value, true) {
        out.push((a + from, b + from));
        from += b;
    }
    out
}

/// "PRG → OSL", "USD -> EUR": two lists offering the same options (From and To, a currency
/// pair), in the procedure's order, take the option each side of an arrow names — the first
/// list the left side. Only when both sides name an option and neither list holds another
/// value; near misses: one side naming nothing ("Menu → Health"), lists that differ.
fn route_said_with_an_arrow(
    task: &str,
    params: &[Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let lists: Vec<&Parameter> = params
        .iter()
        .filter(|p| p.kind == SlotKind::Choice && p.options.len() >= 2)
        .collect();
    let Some((first, second)) = lists.iter().enumerate().find_map(|(i, a)| {
        lists[i + 1..]
            .iter()
            .find(|b| b.options == a.options)
            .map(|b| (*a, *b))
    }) else {
        return;
    };
    let Some(at) = ["→", "->", "⟶", "➔"]
        .iter()
        .find_map(|arrow| task.find(arrow).map(|i| (i, arrow.len())))
    else {
        return;
    };
    let ends = [',', ';', ':', '\n', '(', ')'];
    let left = task[..at.0].rsplit(ends).next().unwrap_or("").trim();
    let right = task[at.0 + at.1..].split(ends).next().unwrap_or("").trim();
    let (Some(a), Some(b)) = (option_named(left, first), option_named(right, second)) else {
        return;
    };
    let free = |p: &Parameter, v: &str| {
        bound
            .get(&p.name)
            .and_then(Option::as_deref)
            .is_none_or(|held| held.eq_ignore_ascii_case(v))
    };
    if a != b && free(first, &a) && free(second, &b) {
        bound.insert(first.name.clone(), Some(a));
        bound.insert(second.name.clone(), Some(b));
    }
}

/// One option said whole is one value: a choice bound to "Dental cleaning" holds those words,
/// so a slot given only a word inside them ("cleaning", aligned next to the choice) gets
/// nothing from there. A value said elsewhere too keeps it.
fn options_said_whole(
    task: &str,
    params: &[Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let held: Vec<(String, (usize, usize))> = params
        .iter()
        .filter(|p| p.kind == SlotKind::Choice)
        .filter_map(|p| {
            let v = bound.get(&p.name)?.as_deref()?;
            let spans = spans_of(task, v);
            (spans.len() == 1 && v.split_whitespace().count() >= 2)
                .then(|| (p.name.clone(), spans[0]))
        })
        .collect();
    for q in params.iter().filter(|q| q.kind != SlotKind::Secret) {
        let Some(w) = bound.get(&q.name).and_then(|v| v.clone()) else {
            continue;
        };
        let spans = spans_of(task, &w);
        let inside = |&(a, b): &(usize, usize)| {
            held.iter()
                .any(|(n, (ha, hb))| *n != q.name && *ha <= a && b <= *hb && (a, b) != (*ha, *hb))
        };
        if !spans.is_empty() && spans.iter().all(inside) {
            bound.insert(q.name.clone(), None);
        }
    }
}

/// A note lists its values between commas ("Vet: Rocky, Dental cleaning, 17 Mar 2026 7:45pm,
/// owner Bo Svensson"): when every piece but one is held by a slot and one text slot is still
/// open, that piece is its value — if it looks like the slot's example (a capitalised name for
/// a name, one or two words, no digits). Two pieces left, or one of another look, bind nothing.
fn note_leftover(task: &str, params: &[&Parameter], bound: &mut BTreeMap<String, Option<String>>) {
    let pieces: Vec<&str> = task
        .split([',', ';', '/', '|', '\n'])
        .map(|p| {
            // (The note's heading is no value: "Vet: Rocky" gives "Rocky".)
            let p = p.trim();
            match p.split_once(':') {
                Some((head, rest)) if head.split_whitespace().count() <= 2 => rest.trim(),
                _ => p,
            }
        })
        .map(|p| p.trim_matches(|c: char| c.is_whitespace() || ".!?".contains(c)))
        .filter(|p| !p.is_empty())
        .collect();
    if pieces.len() < 3 {
        return;
    }
    // A name: capitalised words of letters ("Rocky", "Bo Svensson", "Le Creuset Stoneware
    // Mug"), as many as the example has, give or take one, at most five.
    let name_like = |s: &str| {
        let words: Vec<&str> = s.split_whitespace().collect();
        (1..=5).contains(&words.len())
            && words.iter().all(|w| {
                w.chars().next().is_some_and(char::is_uppercase)
                    && w.chars().all(|c| c.is_alphabetic() || "'-".contains(c))
            })
    };
    // (Text slots, and an item picked among siblings with no list known: a box, a link.)
    let open: Vec<&&Parameter> = params
        .iter()
        .filter(|p| {
            let picked = p.kind == SlotKind::Choice && p.options.is_empty() && p.seen.is_empty();
            (p.kind == SlotKind::Text || picked) && bound.get(&p.name).is_some_and(Option::is_none)
        })
        .collect();
    let [p] = open.as_slice() else {
        return;
    };
    let Some(example_words) = p
        .example
        .as_deref()
        .filter(|e| name_like(e))
        .map(|e| e.split_whitespace().count())
    else {
        return;
    };
    let name_like =
        |s: &str| name_like(s) && s.split_whitespace().count().abs_diff(example_words) <= 1;
    let values: Vec<String> = bound.values().flatten().map(|v| v.to_lowercase()).collect();
    let held = |piece: &str| {
        let piece = piece.to_lowercase();
        values.iter().any(|v| {
            piece.contains(v.as_str())
                || v.contains(piece.as_str())
                || piece
                    .split_whitespace()
                    .any(|w| v.split_whitespace().any(|x| x == w))
        })
    };
    // (A piece of digits — a date, a time — is no name whichever slot holds it.)
    let left: Vec<&str> = pieces
        .iter()
        .copied()
        .filter(|piece| !held(piece) && name_like(piece))
        .collect();
    if let [piece] = left.as_slice() {
        bound.insert(p.name.clone(), Some(piece.to_string()));
    }
}

/// "Change my emergency contact to Grace Garcia", "set the nickname to Bo", "update the
/// Company field to Acme Ltd": a text field the task names by its whole label right after a
/// verb that sets it and "my"/"the", followed by "to", takes what follows up to the clause's
/// end, over whatever the alignment guessed there. Near misses: a label not said whole
/// ("change my contact to …" for "Emergency contact"), no setting verb ("email my emergency
/// contact to ask"), nothing after "to".
fn set_label_to(task: &str, params: &[&Parameter], bound: &mut BTreeMap<String, Option<String>>) {
    // (Surer than the alignment's guess: "Can you set the subtitle language to Dutch?" aligned
    // with "Choose {subtitle_language} from the subtitle language suggestions" took "set".)
    // (A list too, "set the industry on my job alert to Agriculture": said under its whole
    // label, a name the demonstration's list did not show is kept for the page to judge.)
    for p in params.iter().filter(|p| {
        p.part.is_none()
            && match p.kind {
                SlotKind::Text => p.options.is_empty() && p.seen.is_empty(),
                SlotKind::Choice => true,
                _ => false,
            }
    }) {
        let Some((lead, value)) = said_to_label(task, p) else {
            continue;
        };
        if p.kind == SlotKind::Choice && value.split_whitespace().count() > 4 {
            continue;
        }
        // (Only a guess that took a word of "set the … to" itself gives way: a date the
        // alignment read and wrote in the field's form stays.)
        let guessed = bound.get(&p.name).and_then(Option::as_deref);
        if guessed.is_none_or(|g| crate::template::find_ci(lead, g.trim(), true).is_some()) {
            bound.insert(p.name.clone(), Some(value.to_string()));
        }
    }
}

/// What the task sets a field to by the field's whole label ("set the subtitle language to
/// Dutch" → "Dutch"), or `None`: the words after "to" up to the clause's end, eight at most.
fn said_to_label<'a>(task: &'a str, p: &Parameter) -> Option<(&'a str, &'a str)> {
    let label = p.label.trim();
    if label.chars().filter(|c| c.is_alphabetic()).count() < 3 {
        return None;
    }
    // (Every way of saying it holds the whole label: a task without it is passed over before
    // two dozen phrasings are looked for.)
    crate::template::find_ci(task, label, true)?;
    // (Offsets come from the task as written: a lower-cased copy may be longer.)
    let leads = ["change", "set", "update", "switch"]
        .iter()
        .flat_map(|verb| {
            ["my", "the", "our"].iter().flat_map(move |det| {
                ["", " field"]
                    .iter()
                    .map(move |tail| format!("{verb} {det} {label}{tail}"))
            })
        })
        .map(|lead| (lead, true));
    // ("The joint plot holder on plot 1B should be set to …": the label, then its new value
    // said as what it should be.)
    let stated = ["my", "the", "our"]
        .iter()
        .map(|det| (format!("{det} {label}"), false));
    let (start, from) = leads
        .chain(stated)
        // (Whole words, found in the task as written.)
        .filter_map(|(lead, verb_led)| {
            crate::template::find_ci(task, &lead, true).map(|span| (span, verb_led))
        })
        .filter_map(|((a, b), verb_led)| Some((a, b + to_after_label(&task[b..], verb_led)?)))
        .min_by_key(|&(_, b)| b)?;
    let rest = &task[from..];
    let end = rest.find(['?', '!', ';', ',', '\n']).unwrap_or(rest.len());
    let mut value = rest[..end].trim().trim_end_matches('.').trim();
    for please in [" please", " for me", " thanks"] {
        value = value.strip_suffix(please).unwrap_or(value).trim();
    }
    (!value.is_empty() && value.split_whitespace().count() <= 8)
        .then_some((&task[start..from], value))
}

/// Where the value starts after a field's label said with a setting verb: right after " to "
/// ("set the breed to …"), or after whose field it is and then " to " ("change the breed on
/// Basil's record to …", "set the industry of my job alert to …": a preposition and at most
/// four words, none of them a break), or after the old value ("… from Priti Sorensen to …").
/// Without the verb before the label (`verb_led` false), the label must be said to become the
/// value: "should be set to", "needs to be changed to", "should be" + " to ". The offset is from
/// the start of `after`.
fn to_after_label(after: &str, verb_led: bool) -> Option<usize> {
    let lower = after.to_ascii_lowercase();
    let mut at = 0;
    let breaks = |s: &str| s.contains([',', ';', '.', '?', '!', '\n']);
    // Whose field it is.
    if let Some(owner) = [" on ", " of ", " for ", " in "]
        .iter()
        .find(|p| lower.starts_with(*p))
    {
        let rest = &lower[owner.len()..];
        let stop = [
            " to ", " should ", " needs ", " must ", " has ", " is ", " from ",
        ]
        .iter()
        .filter_map(|w| rest.find(w))
        .min()?;
        let between = &rest[..stop];
        if between.split_whitespace().count() > 4 || breaks(between) {
            return None;
        }
        at = owner.len() + stop;
    }
    // What it should become.
    let mut stated = false;
    for modal in [
        " should be",
        " needs to be",
        " must be",
        " has to be",
        " is to be",
        " to be",
    ] {
        if lower[at..].starts_with(modal) {
            at += modal.len();
            stated = true;
            break;
        }
    }
    if stated {
        let mut verb_said = false;
        for verb in [" set", " changed", " updated", " switched", " moved"] {
            if lower[at..].starts_with(verb) {
                at += verb.len();
                verb_said = true;
                break;
            }
        }
        // ("… needs to be Rosa Adeyemi": the value itself, a name, number or quote.)
        let next = after[at..].trim_start().chars().next();
        if !verb_said
            && !lower[at..].starts_with(" to ")
            && !lower[at..].starts_with(" from ")
            && after[at..].starts_with(' ')
            && next.is_some_and(|c| c.is_uppercase() || c.is_ascii_digit() || "\"'“‘".contains(c))
        {
            return Some(at + 1);
        }
    }
    if !verb_led && !stated {
        return None;
    }
    // The old value.
    if lower[at..].starts_with(" from ") {
        let rest = &lower[at + 6..];
        let to = rest.find(" to ")?;
        if rest[..to].split_whitespace().count() > 5 || breaks(&rest[..to]) {
            return None;
        }
        at += 6 + to;
    }
    lower[at..].starts_with(" to ").then_some(at + 4)
}

/// How many open slots hold what the task set under their whole label ("set the subtitle
/// language to Dutch" holding "Dutch"): values as sure as "Label: value".
fn set_under_label(
    task: &str,
    params: &[&Parameter],
    bound: &BTreeMap<String, Option<String>>,
    counted: &[&str],
) -> usize {
    params
        .iter()
        .filter(|p| p.kind != SlotKind::Secret && !counted.contains(&p.name.as_str()))
        .filter(|p| {
            let held = bound.get(&p.name).and_then(Option::as_deref);
            said_to_label(task, p)
                .map(|(_, said)| said)
                .zip(held)
                .is_some_and(|(said, held)| {
                    crate::text::squash(said).eq_ignore_ascii_case(&crate::text::squash(held))
                        || option_named(said, p).is_some_and(|o| o.eq_ignore_ascii_case(held))
                })
        })
        .count()
}

/// "Wes Young listed as my emergency contact", "Olga as my tutor": the value said right before
/// "as my/the/our <whole label>" (a participle between them: listed, set, added, saved). For a
/// list, an option it offers; otherwise a quoted text or a run of capitalised words (a name),
/// four words at most. Near misses: "call Wes Young, my emergency contact" (no "as"), "set it
/// as my emergency contact" (no value before), a label not said whole.
fn value_as_label(task: &str, p: &Parameter) -> Option<String> {
    let label = p.label.trim();
    if label.chars().filter(|c| c.is_alphabetic()).count() < 3 {
        return None;
    }
    let at = ["my", "the", "our"]
        .iter()
        .filter_map(|det| crate::template::find_ci(task, &format!("as {det} {label}"), true))
        .map(|(a, _)| a)
        .min()?;
    let mut before: Vec<&str> = task[..at].split_whitespace().collect();
    const BETWEEN: &[&str] = &[
        "listed",
        "set",
        "added",
        "saved",
        "registered",
        "named",
        "put",
        "down",
        "in",
    ];
    while before
        .last()
        .is_some_and(|w| BETWEEN.contains(&w.to_lowercase().as_str()))
    {
        before.pop();
    }
    let last = before.last()?;
    // A quoted value.
    if last.ends_with(['"', '”', '\'']) {
        let end = before.join(" ");
        let spans = quoted_spans(&end);
        let &(a, b) = spans.last()?;
        return Some(end[a..b].trim().to_string());
    }
    // A list's option, a word or a few.
    if p.kind == SlotKind::Choice {
        for n in (1..=4.min(before.len())).rev() {
            let said = before[before.len() - n..].join(" ");
            if let Some(o) = option_named(&said, p) {
                return Some(o);
            }
        }
        return None;
    }
    // A name: capitalised words.
    let words: Vec<&str> = before
        .iter()
        .rev()
        .take(4)
        .take_while(|w| {
            w.starts_with(char::is_uppercase)
                && w.chars().all(|c| c.is_alphabetic() || "'-.".contains(c))
        })
        .copied()
        .collect();
    let mut words: Vec<&str> = words.into_iter().rev().collect();
    // (A sentence's first word is capitalised for being first: "Add Wes Young as my …" adds.)
    if words.len() == before.len()
        && words.first().is_some_and(|w| {
            w.len() < 2 || crate::synonyms::action_of(&text::stem(&w.to_lowercase())).is_some()
        })
    {
        words.remove(0);
    }
    (!words.is_empty()).then(|| words.join(" "))
}

/// Who a task signs in as: the word after "log me in as", "sign in to my mailbox as" (a few
/// words may name where), or after a heading "Login:" / "Sign in:" ("Login: tomasz.w / …").
/// A user name has no spaces; small words are none ("log in as the admin" names no one).
fn signed_in_as(task: &str) -> Option<&str> {
    // The user name at the start of `rest`, if one stands there.
    let first = |rest: &str| -> Option<(usize, usize)> {
        let start = rest.len() - rest.trim_start().len();
        let word = rest[start..].split_whitespace().next()?;
        let word = word.trim_end_matches(['.', ',', ';', ':', '!', '?', ')', '"', '\'']);
        let ok = word.chars().count() >= 2
            && word.chars().any(char::is_alphanumeric)
            && !text::is_stopword(&word.to_lowercase())
            && !word.starts_with(['"', '\'', '('])
            && !["me", "us", "you", "admin"].contains(&word.to_lowercase().as_str());
        ok.then_some((start, start + word.len()))
    };
    // A heading: "Login: X", "Sign in: X".
    for head in ["login:", "log in:", "sign in:", "sign-in:", "signin:"] {
        if let Some((0, b)) = crate::template::find_ci(task.trim_start(), head, false) {
            let offset = task.len() - task.trim_start().len() + b;
            return first(&task[offset..]).map(|(x, y)| &task[offset + x..offset + y]);
        }
    }
    // "log (me) in (to …) as X", "sign (me) in (to …) as X".
    for verb in ["log", "sign", "logged", "signed"] {
        for lead in [
            format!("{verb} me in"),
            format!("{verb} in"),
            format!("{verb} us in"),
        ] {
            let Some((_, b)) = crate::template::find_ci(task, &lead, true) else {
                continue;
            };
            // (Where, in a few words, before "as": "sign in to my mailbox as rquinn".)
            let rest = &task[b..];
            let clause = rest
                .find(['.', ',', ';', '!', '?', '\n'])
                .map_or(rest, |e| {
                    // (A dot inside a user name is no clause's end: "as aiko.n.")
                    let tail = &rest[e..];
                    if tail.len() > 1 && tail[1..].starts_with(char::is_alphanumeric) {
                        rest
                    } else {
                        &rest[..e]
                    }
                });
            let Some((_, a)) = crate::template::find_ci(clause, "as", true) else {
                continue;
            };
            if clause[..a].split_whitespace().count() > 6 {
                continue;
            }
            let at = b + a;
            return first(&task[at..]).map(|(x, y)| &task[at + x..at + y]);
        }
    }
    None
}

/// The field a sign-in form takes its user in: the first text slot labelled as one (user name,
/// email, login, account or user id) of a procedure that types a secret.
fn sign_in_field(params: &[Parameter]) -> Option<&Parameter> {
    if !params.iter().any(|p| p.kind == SlotKind::Secret) {
        return None;
    }
    const USER_WORDS: &[&str] = &[
        "user", "username", "email", "e-mail", "login", "account", "id", "userid",
    ];
    params.iter().find(|p| {
        p.kind == SlotKind::Text
            && p.label
                .to_lowercase()
                .split(|c: char| !c.is_alphanumeric() && c != '-')
                .any(|w| USER_WORDS.contains(&w))
    })
}

/// The name a person gives as their own ("I'm Farah Aziz", "my name is Bo Svensson") is the
/// form's first and last name, or its one name field ("Your name", "Full name"), and no other
/// slot's value ("I'm Farah Aziz" is not a pet's name).
fn self_introduced(
    task: &str,
    params: &[&Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let lower = task.to_lowercase().replace('’', "'");
    let Some(at) = ["i'm ", "i am ", "my name is "]
        .iter()
        .filter_map(|p| {
            lower
                .match_indices(p)
                .find(|&(i, _)| i == 0 || !lower[..i].ends_with(char::is_alphanumeric))
                .map(|(i, _)| i + p.len())
        })
        .min()
    else {
        return;
    };
    // (Lower and upper case agree in length here: the offsets hold for the task as written.)
    if lower.len() != task.len() {
        return;
    }
    let words: Vec<&str> = task[at..]
        .split_whitespace()
        .map(|w| w.trim_end_matches([',', '.', ';', '!', '?']))
        .take_while(|w| {
            w.starts_with(char::is_uppercase)
                && w.chars().all(|c| c.is_alphabetic() || "'-".contains(c))
        })
        .take(3)
        .collect();
    if words.is_empty() {
        return;
    }
    let name = words.join(" ");
    let labelled = |p: &Parameter, any: &[&str]| {
        let l = format!("{} {}", p.label, p.name).to_lowercase();
        l.contains("name")
            && any
                .iter()
                .any(|w| l.split(|c: char| !c.is_alphanumeric()).any(|x| x == *w))
    };
    let first = params.iter().find(|p| labelled(p, &["first", "given"]));
    let last = params
        .iter()
        .find(|p| labelled(p, &["last", "surname", "family"]));
    let whole = params.iter().find(|p| labelled(p, &["your", "full"]));
    let mut set: Vec<(&str, String)> = Vec::new();
    match (first, last, whole) {
        (Some(f), Some(l), _) if words.len() >= 2 => {
            set.push((&f.name, words[0].to_string()));
            set.push((&l.name, words[1..].join(" ")));
        }
        (_, _, Some(w)) => set.push((&w.name, name.clone())),
        _ => return,
    }
    let key = name.to_lowercase();
    for p in params {
        if set.iter().any(|(n, _)| *n == p.name) {
            continue;
        }
        if bound
            .get(&p.name)
            .and_then(Option::as_deref)
            .is_some_and(|v| v.to_lowercase().contains(&key))
        {
            bound.insert(p.name.clone(), None);
        }
    }
    for (n, v) in set {
        bound.insert(n.to_string(), Some(v));
    }
}

/// A name field named for what it names ("Pet's name", "Company name", "Child’s name"): the name the task writes right after that word ("my pet Milo needs …", "for our
/// company Hartwell Ltd") — capitalised words, at most three, that do not open a sentence. Near
/// misses: "my pet needs a check-up" names nothing; the person's own name fields ("First
/// name", "Your name", "User name") are read elsewhere.
fn named_after_its_noun(
    task: &str,
    params: &[&Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    const OWN: &[&str] = &[
        "first", "last", "full", "your", "user", "given", "family", "middle", "display", "sur",
        "file", "nick", "account", "login", "screen",
    ];
    let words: Vec<&str> = task.split_whitespace().collect();
    for p in params {
        // (Whatever an earlier, weaker reading put there: the word and its name say it.)
        if p.kind != SlotKind::Text {
            continue;
        }
        let label = p.label.to_lowercase().replace('’', "'");
        let parts: Vec<&str> = label.split_whitespace().collect();
        let [noun, "name"] = parts.as_slice() else {
            continue;
        };
        let noun = noun.trim_end_matches("'s");
        if noun.len() < 3 || !noun.chars().all(char::is_alphabetic) || OWN.contains(&noun) {
            continue;
        }
        let found = words.windows(2).enumerate().find_map(|(i, pair)| {
            let said = pair[0]
                .trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase();
            if said != noun || pair[0].ends_with(['.', '!', '?', ':', ';', ',']) {
                return None;
            }
            let mut name: Vec<&str> = Vec::new();
            for w in words[i + 1..].iter().take(3) {
                let bare = w.trim_end_matches([',', '.', ';', '!', '?', ':', ')']);
                if !bare.starts_with(char::is_uppercase)
                    || !bare.chars().all(|c| c.is_alphabetic() || "'-".contains(c))
                {
                    break;
                }
                name.push(bare);
                // (A stop ends the name: "my pet Milo. I'm Farah".)
                if bare.len() < w.len() {
                    break;
                }
            }
            (!name.is_empty()).then(|| name.join(" "))
        });
        if let Some(name) = found {
            bound.insert(p.name.clone(), Some(name));
        }
    }
}

/// A count and the thing counted written with a times sign ("Reorder Oak vase × 30", "2 ×
/// Olive oil"): the thing is the one text slot left open, the count the one number slot. (The
/// verb the procedure's title opens with is no part of the thing.)
fn times_sign(
    task: &str,
    title: &str,
    params: &[&Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let verb = title.split_whitespace().next().unwrap_or("").to_lowercase();
    let said: Vec<(String, u32)> = task
        .split([',', ';', '\n'])
        .filter_map(|clause| {
            let clause = clause.rsplit_once(':').map_or(clause, |(_, c)| c).trim();
            let (left, right) = clause
                .split_once(" × ")
                .or_else(|| clause.split_once(" x "))?;
            let number = |s: &str| formats::count_of_word(s).filter(|&n| n > 0);
            let (name, n) = match right.split_whitespace().collect::<Vec<_>>().as_slice() {
                [n] if number(n).is_some() => (left, number(n)?),
                _ => {
                    let (rest, n) = left.trim().rsplit_once(' ').unwrap_or(("", left.trim()));
                    (rest.is_empty().then_some(right)?, number(n)?)
                }
            };
            let mut words: Vec<&str> = name.split_whitespace().collect();
            if words.len() > 1 && words[0].to_lowercase() == verb {
                words.remove(0);
            }
            let name = words.join(" ");
            let name = name.trim_matches(|c: char| !c.is_alphanumeric());
            (!name.is_empty() && words.len() <= 6).then(|| (name.to_string(), n))
        })
        .collect();
    let [(name, n)] = said.as_slice() else {
        return;
    };
    let things: Vec<&&Parameter> = params
        .iter()
        .filter(|p| {
            let picked = p.kind == SlotKind::Choice && p.options.is_empty();
            let kind = p.example.as_deref().map(formats::kind_of);
            (p.kind == SlotKind::Text || picked) && kind == Some(formats::Kind::Text)
        })
        .collect();
    let counts: Vec<&&Parameter> = params
        .iter()
        .filter(|p| p.example.as_deref().map(formats::kind_of) == Some(formats::Kind::Number))
        .collect();
    let ([thing], [count]) = (things.as_slice(), counts.as_slice()) else {
        return;
    };
    // (The sign says plainly which words are the thing: a value bound from other words — "…
    // × 30, express" — gives way.)
    let inside = |v: &str| name.to_lowercase().contains(&v.to_lowercase());
    if bound
        .get(&thing.name)
        .is_none_or(|v| v.as_deref().is_none_or(|v| !inside(v)))
    {
        bound.insert(thing.name.clone(), Some(name.clone()));
    }
    if bound.get(&count.name).is_some_and(Option::is_none) {
        bound.insert(count.name.clone(), Some(n.to_string()));
    }
}

/// A value the demonstration typed in capitals though its title wrote it otherwise ("postcode
/// yo1 7hh (type it in all upper case)", typed "YO1 7HH") is typed in capitals again; likewise in
/// small letters. A value the title wrote as typed keeps the task's case.
fn cased_as_typed(value: &str, example: &str, texts: &[&str]) -> String {
    let letters = |s: &str| s.chars().any(char::is_alphabetic);
    if !letters(example) || !letters(value) {
        return value.to_string();
    }
    let written = texts.iter().find_map(|t| {
        let (a, b) = find_ci(t, example.trim(), true)?;
        Some(&t[a..b])
    });
    let Some(written) = written else {
        return value.to_string();
    };
    if written == example.trim() {
        return value.to_string();
    }
    if example == example.to_uppercase() {
        value.to_uppercase()
    } else if example == example.to_lowercase() {
        value.to_lowercase()
    } else {
        value.to_string()
    }
}

/// Whether `value` is already bound to a slot that was shown another value than `p` was.
fn held_by_another(
    bound: &BTreeMap<String, Option<String>>,
    params: &[Parameter],
    p: &Parameter,
    value: &str,
) -> bool {
    let same = |a: &str, b: &str| a.trim().eq_ignore_ascii_case(b.trim());
    params.iter().any(|q| {
        q.name != p.name
            && bound
                .get(&q.name)
                .and_then(Option::as_deref)
                .is_some_and(|v| same(v, value))
            && !same(
                q.example.as_deref().unwrap_or(""),
                p.example.as_deref().unwrap_or(""),
            )
    })
}

/// Whether the page marked the slot's field optional ("Memo (optional)").
pub(crate) fn is_optional(p: &Parameter) -> bool {
    p.kind == SlotKind::Text
        && (crate::distill::says_optional(&p.label) || p.name.ends_with("_optional"))
}

/// Whether the task says a word of the field's label ("memo" for "Memo (optional)").
fn names_field(task: &str, p: &Parameter) -> bool {
    let said: Vec<String> = task
        .unicode_words()
        .map(|w| text::stem(&w.to_lowercase()))
        .collect();
    p.label
        .unicode_words()
        .map(str::to_lowercase)
        .filter(|w| w != "optional" && !text::is_stopword(w))
        .any(|w| said.contains(&text::stem(&w)))
}

/// The state a task's verb asks a switch to end in: "turn on" / "switch off" → "on" / "off";
/// `None` when it says neither, or both.
fn said_state(task: &str) -> Option<&'static str> {
    let words: Vec<String> = task.unicode_words().map(str::to_lowercase).collect();
    let mut said = words
        .windows(2)
        .filter(|w| matches!(w[0].as_str(), "turn" | "switch"))
        .filter_map(|w| match w[1].as_str() {
            "on" => Some("on"),
            "off" => Some("off"),
            _ => None,
        });
    match (said.next(), said.next()) {
        (Some(s), None) => Some(s),
        _ => None,
    }
}

/// Typed values said out of the template's order ("Add Luis Ortega, luis@ortega.com, cell
/// 412-555-0187 to my contacts"): a typed slot the alignment left open takes the one value of
/// its kind in the task that no slot holds, and a text value that swallowed it gives it up.
fn typed_out_of_order(
    tokens: &Tokens,
    alignable: &[&Parameter],
    labels: &[String],
    said: &[&str],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    use formats::Kind;
    let m = tokens.words.len();
    for p in alignable {
        if bound[&p.name].is_some() {
            continue;
        }
        let kind = param_kind(p, said);
        // (A count anywhere is no count of this slot: "555", "2026" read as counts too.)
        if matches!(kind, Kind::Text | Kind::Number | Kind::Code | Kind::Count) {
            continue;
        }
        // The longest spans of that kind, not inside a longer one.
        let mut spans: Vec<(usize, usize)> = Vec::new();
        for j in 0..m {
            if let Some(end) = (j + 1..=(j + 6).min(m))
                .rev()
                .find(|&e| tokens.accepts(&kind, j, e))
            {
                if !spans.iter().any(|&(a, b)| a <= j && end <= b) {
                    spans.push((j, end));
                }
            }
        }
        let held = |raw: &str| {
            bound
                .values()
                .flatten()
                .any(|v| formats::kind_of(v) != Kind::Text && v.contains(raw))
        };
        let free: Vec<String> = spans
            .iter()
            .map(|&(a, b)| tokens.raw(a, b))
            .filter(|r| !held(r))
            .collect();
        let [raw] = free.as_slice() else { continue };
        for v in bound.values_mut() {
            let Some(text) = v.as_ref() else { continue };
            if let Some(at) = text.find(raw.as_str()) {
                *v = without_trailing_labels(&text[..at], labels);
            }
        }
        bound.insert(p.name.clone(), Some(raw.clone()));
    }
}

/// A value cut before another value: without the separators and labels it ended with
/// ("Ortega, cell " → "Ortega").
fn without_trailing_labels(text: &str, labels: &[String]) -> Option<String> {
    let mut words: Vec<&str> = text.split_whitespace().collect();
    loop {
        let Some(last) = words.last() else { break };
        let word = last.trim_matches(|c: char| !c.is_alphanumeric());
        let w = word.to_lowercase();
        // (A label word set off from the value, or written small, introduces the next value:
        // "Ortega, cell", "Leeds postcode". One written with a capital inside the value is
        // part of it: "2 Dock Street" is no street address label.)
        let introduces = word.chars().next().is_some_and(char::is_lowercase)
            || words.len() < 2
            || words[words.len() - 2].ends_with([',', ';', ':']);
        if w.is_empty()
            || EDGE.contains(&w.as_str())
            || (introduces
                && (labels.iter().any(|l| l.split_whitespace().any(|x| x == w))
                    || ["cell", "phone", "mobile", "email", "e-mail", "tel"].contains(&w.as_str())))
        {
            words.pop();
        } else {
            break;
        }
    }
    let out = words.join(" ");
    let out = out.trim_end_matches([',', ';', ':', '-', ' ']).to_string();
    (!out.is_empty()).then_some(out)
}

/// Text slots typed on the same page as a secret (the username of a login form): a quoted
/// string in a task is about the task's content, not about who signs in — unless the person's
/// own words named the value ("Sign in as 'mkowalski'"), which makes it part of the task.
pub fn credential_slots(procedure: &Procedure) -> Vec<String> {
    let secret_pages: Vec<&str> = procedure
        .steps
        .iter()
        .filter(|s| s.secret)
        .map(|s| s.url.as_str())
        .collect();
    let params = &procedure.abstract_.parameters;
    // (A value another slot also holds — the login "ana" and the assignee "Ana" — is that slot's.)
    let owned_elsewhere = |slot: &str, v: &str| {
        params.iter().any(|p| {
            p.name != slot
                && p.example
                    .as_deref()
                    .is_some_and(|e| e.eq_ignore_ascii_case(v))
        })
    };
    let said = |slot: &str| {
        params
            .iter()
            .filter(|p| p.name == slot)
            .flat_map(|p| p.example.iter().chain(&p.examples))
            .any(|v| {
                !owned_elsewhere(slot, v)
                    && [procedure.title.as_str(), procedure.abstract_.goal.as_str()]
                        .iter()
                        .any(|t| crate::template::find_ci(t, v, true).is_some())
            })
    };
    procedure
        .steps
        .iter()
        .filter(|s| !s.secret && secret_pages.contains(&s.url.as_str()))
        .filter_map(|s| s.slot.clone())
        .filter(|slot| !said(slot))
        .collect()
}

/// Share of non-secret slots the task supplies. A procedure with nothing to supply gets half:
/// one whose slots the task fills must outrank it, and one whose slots it leaves open must not.
pub fn availability(params: &[Parameter], bound: &BTreeMap<String, Option<String>>) -> f64 {
    let open: Vec<&Parameter> = params
        .iter()
        .filter(|p| p.kind != SlotKind::Secret)
        .collect();
    if open.is_empty() {
        return 0.5;
    }
    let have = open
        .iter()
        .filter(|p| bound.get(&p.name).is_some_and(Option::is_some))
        .count();
    have as f64 / open.len() as f64
}

/// The task's words with where they are, and which of them start a new sentence.
struct Tokens<'a> {
    words: Vec<(usize, usize, String)>,
    /// The sentence each word is in.
    sentence: Vec<usize>,
    /// Each word's stem, numbers written as words read as digits ("one" → "1").
    stems: Vec<String>,
    /// The gap before word i ends a sentence (outside quotes).
    breaks: Vec<bool>,
    quotes: Vec<(usize, usize)>,
    text: &'a str,
    /// What each word reads as, for comparing it with a template's words.
    senses: Vec<Sense>,
    /// Per word, what scoring a span starting or ending there needs, computed once per task:
    /// whether a colon or an introducing word ("called", "titled") comes right before it,
    /// whether it is a topic word ("about"), and for a word inside quotes whether it is the
    /// first or last word of the quoted text.
    introduced: Vec<bool>,
    topic: Vec<bool>,
    /// Whether a comma follows the word.
    comma_after: Vec<bool>,
    /// Whether the word is one a value's edges never are (`EDGE`, `FRAME`).
    edge_word: Vec<bool>,
    first_quoted: Vec<bool>,
    last_quoted: Vec<bool>,
    /// Whether words `j..end` read as a value of a kind, by kind, as asked (the same spans are
    /// asked of every procedure a query judges).
    accepted: std::cell::RefCell<rustc_hash::FxHashMap<SpanOfKind, bool>>,
}

/// What a word reads as: its verb class, its noun class, and the term typo correction or a
/// phrase made of it, if any.
#[derive(Debug)]
struct Sense {
    action: Option<&'static str>,
    noun: String,
    corrected: Option<String>,
}

impl<'a> Tokens<'a> {
    fn of(text: &'a str, corrections: &[(String, String)]) -> Tokens<'a> {
        let quotes = quoted_spans(text);
        let mut words = Vec::new();
        let mut breaks = Vec::new();
        let mut sentence = Vec::new();
        let mut last = 0;
        for (at, w) in text.unicode_word_indices() {
            let gap = &text[last..at];
            let inside = quotes.iter().any(|&(a, b)| a <= last && at <= b);
            // A period after an abbreviation ("Dr. Samuel Okafor", "12 Elm St. Apt 4") ends no sentence.
            let abbreviation = words
                .last()
                .is_some_and(|(_, _, w): &(usize, usize, String)| {
                    ABBREVIATIONS.contains(&w.as_str())
                })
                && gap.trim() == ".";
            let brk = !words.is_empty()
                && !inside
                && !abbreviation
                && (gap.contains(['?', '!', ';', '\n'])
                    || gap.contains(". ")
                    || gap.ends_with('.'));
            breaks.push(brk);
            sentence.push(sentence.last().copied().unwrap_or(0) + brk as usize);
            words.push((
                at,
                at + w.len(),
                w.trim_end_matches("'s")
                    .trim_end_matches("’s")
                    .to_lowercase(),
            ));
            last = at + w.len();
        }
        let stems: Vec<String> = words
            .iter()
            .map(|(_, _, w)| text::stem(&formats::digits_of(w)))
            .collect();
        // "go ahead and …" only frames the request: its "go" is no deed (not the find of
        // "Search for {query}"), nor are its words a value's.
        let framing: Vec<bool> = (0..words.len())
            .map(|k| {
                let w = |i: usize| words.get(i).map(|x: &(usize, usize, String)| x.2.as_str());
                (w(k) == Some("go") && w(k + 1) == Some("ahead"))
                    || (w(k) == Some("ahead") && k > 0 && w(k - 1) == Some("go"))
            })
            .collect();
        let senses = words
            .iter()
            .zip(&stems)
            .zip(&framing)
            .map(|(((_, _, w), st), &framing)| Sense {
                action: synonyms::action_of(st).filter(|_| !framing),
                noun: synonyms::canonical_noun(st),
                corrected: corrections
                    .iter()
                    .find(|(c, _)| c == w)
                    .map(|(_, t)| t.clone()),
            })
            .collect();
        let introduced = words
            .iter()
            .enumerate()
            .map(|(i, (a, _, _))| {
                text[..*a].trim_end().ends_with(':')
                    || (i > 0 && INTRODUCERS.contains(&words[i - 1].2.as_str()))
            })
            .collect();
        let topic = words
            .iter()
            .map(|(_, _, w)| TOPIC.contains(&w.as_str()))
            .collect();
        // (A word in capitals in a text that has lower case is a name: "US dollars", not "us".)
        let shouted = |a: usize, b: usize| {
            let raw = &text[a..b];
            raw.chars().count() >= 2
                && raw.chars().all(|c| c.is_uppercase())
                && text.chars().any(char::is_lowercase)
        };
        let edge_word = words
            .iter()
            .zip(&framing)
            .map(|(&(a, b, ref w), &framing)| {
                framing
                    || ((EDGE.contains(&w.as_str()) || FRAME.contains(&w.as_str()))
                        && !shouted(a, b))
            })
            .collect();
        let comma_after = (0..words.len())
            .map(|k| text[words[k].1..words.get(k + 1).map_or(text.len(), |n| n.0)].contains(','))
            .collect();
        let quote_of =
            |a: usize, b: usize| quotes.iter().copied().find(|&(qa, qb)| a >= qa && b <= qb);
        let first_quoted = words
            .iter()
            .map(|&(a, b, _)| quote_of(a, b).is_some_and(|(qa, _)| text[qa..a].trim().is_empty()))
            .collect();
        let last_quoted = words
            .iter()
            .map(|&(a, b, _)| {
                quote_of(a, b).is_some_and(|(_, qb)| {
                    text[b..qb]
                        .trim_matches(|c: char| !c.is_alphanumeric())
                        .is_empty()
                })
            })
            .collect();
        Tokens {
            words,
            sentence,
            stems,
            breaks,
            quotes,
            text,
            senses,
            introduced,
            topic,
            comma_after,
            edge_word,
            first_quoted,
            last_quoted,
            accepted: Default::default(),
        }
    }

    /// The text from word `i` to word `j - 1` as written, with a currency sign before it.
    fn raw(&self, i: usize, j: usize) -> String {
        let a = self.words[i].0;
        // (The sign's own width: '€' and '£' are more than one byte.)
        let a = match self.text[..a].chars().next_back() {
            Some(c @ ('$' | '€' | '£')) => a - c.len_utf8(),
            _ => a,
        };
        self.text[a..self.words[j - 1].1].to_string()
    }

    /// Whether words `j..end` are whole tokens reading as a value of `kind`.
    fn accepts(&self, kind: &formats::Kind, j: usize, end: usize) -> bool {
        // (Asked of the same spans for every procedure judged: kept for the query.)
        let key = (std::mem::discriminant(kind), j, end);
        if let Some(&ok) = self.accepted.borrow().get(&key) {
            return ok;
        }
        // (A time never stops short of its half of the day: "6:00" of "6:00 PM" is no value.)
        let cut_meridiem = *kind == formats::Kind::Time
            && end < self.words.len()
            && matches!(
                self.words[end].2.trim_end_matches('.'),
                "am" | "pm" | "a.m" | "p.m"
            );
        // (Nor is a count the day of a date: "4" of "March 4".)
        let in_date = *kind == formats::Kind::Count
            && [j.checked_sub(1), Some(end)]
                .into_iter()
                .flatten()
                .filter_map(|k| self.words.get(k))
                .any(|w| formats::names_month(&w.2));
        let ok = !cut_meridiem
            && !in_date
            && self.whole(j, end)
            && formats::accepts(kind, &self.raw(j, end));
        self.accepted.borrow_mut().insert(key, ok);
        ok
    }

    /// Whether words `j..end` stand beside another group of a code, one space away: a group
    /// with digits ("754" beside "131" in "RB 754 131"; not "CA" beside a zip code).
    fn code_piece(&self, j: usize, end: usize) -> bool {
        let group = |k: usize| {
            let w = &self.text[self.words[k].0..self.words[k].1];
            w.chars().all(char::is_alphanumeric) && w.chars().any(|c| c.is_ascii_digit())
        };
        let one_space = |a: usize, b: usize| &self.text[self.words[a].1..self.words[b].0] == " ";
        (j > 0 && one_space(j - 1, j) && group(j - 1))
            || (end < self.words.len() && one_space(end - 1, end) && group(end))
    }

    /// Whether words `j..end` are a name written with capitals ("Holiday Savings").
    /// Whether word `k` starts with a capital letter as written.
    fn capitalized(&self, k: usize) -> bool {
        self.text[self.words[k].0..]
            .chars()
            .next()
            .is_some_and(char::is_uppercase)
    }

    fn capitalized_name(&self, j: usize, end: usize) -> bool {
        end > j
            && end - j <= 5
            && (j..end).all(|k| {
                self.text[self.words[k].0..]
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
            })
    }

    /// Whether word `i` starts inside quotes.
    fn quoted_at(&self, i: usize) -> bool {
        let a = self.words[i].0;
        self.quotes.iter().any(|&(qa, qb)| qa <= a && a < qb)
    }

    /// Whether words `i..j` are whole tokens: not cut out of "100482-03" or "12/10/2026".
    fn whole(&self, i: usize, j: usize) -> bool {
        let joined = |c: Option<char>| {
            c.is_some_and(|c| matches!(c, '-' | '/' | '.' | ':' | '_' | '@') || c.is_alphanumeric())
        };
        let before = self.text[..self.words[i].0].chars().next_back();
        let mut after = self.text[self.words[j - 1].1..].chars();
        let (a1, a2) = (after.next(), after.next());
        // A joiner counts only when a word follows it ("03." ending a sentence is whole).
        !(joined(before) && before != Some('$'))
            && !(joined(a1)
                && (a1.is_some_and(char::is_alphanumeric) || a2.is_some_and(char::is_alphanumeric)))
    }

    /// The text of words `i..j` as written, with a closing bracket or quote that belongs to it.
    fn span(&self, i: usize, j: usize) -> String {
        let (a, mut b) = (self.words[i].0, self.words[j - 1].1);
        let inner = &self.text[a..b];
        let rest = &self.text[b..];
        for (open, close) in [('(', ')'), ('[', ']')] {
            if inner.matches(open).count() > inner.matches(close).count() && rest.starts_with(close)
            {
                b += close.len_utf8();
            }
        }
        self.text[a..b].trim().to_string()
    }
}

/// One word of a template, or a slot.
#[derive(Clone, Debug)]
enum Item {
    Word {
        word: String,
        stem: String,
        weight: f32,
        action: Option<&'static str>,
        noun: String,
    },
    Slot(Option<String>),
}

fn items(template: &Template) -> Vec<Item> {
    let mut out = Vec::new();
    for seg in &template.segs {
        match seg {
            Seg::Text(t) => {
                for w in t.unicode_words() {
                    let word = w.to_lowercase();
                    let weight = if text::is_stopword(&word) { 0.3 } else { 1.0 };
                    let stem = text::stem(&word);
                    out.push(Item::Word {
                        action: synonyms::action_of(&stem),
                        noun: synonyms::canonical_noun(&stem),
                        stem,
                        word,
                        weight,
                    });
                }
            }
            Seg::Slot(n) => out.push(Item::Slot(Some(n.clone()))),
            Seg::Value(_) => out.push(Item::Slot(None)),
        }
    }
    out
}

/// Item positions of slots the template's text quotes ('{title}').
fn quoted_items(template: &Template) -> Vec<usize> {
    let mut out = Vec::new();
    let mut at = 0;
    for (k, seg) in template.segs.iter().enumerate() {
        match seg {
            Seg::Text(t) => at += t.unicode_words().count(),
            _ => {
                let before = k.checked_sub(1).and_then(|p| {
                    if let Seg::Text(t) = &template.segs[p] {
                        Some(t.trim_end())
                    } else {
                        None
                    }
                });
                if before.is_some_and(|b| b.ends_with(['\'', '"', '“', '‘'])) {
                    out.push(at);
                }
                at += 1;
            }
        }
    }
    out
}

/// What the aligner needs of a slot, computed once per template.
#[derive(Clone, Debug)]
struct SlotInfo {
    example_words: f32,
    /// The demonstrated value's first and last words, lower-case (kept at a span's edges).
    example_edges: (String, String),
    /// Whether the demonstrated value holds a comma.
    example_comma: bool,
    /// The demonstrated code's shape (`formats::code_shape`): the same code said in groups
    /// ("RB 754 131 856 SE") is one.
    code_shape: Option<String>,
    /// Whether the demonstrated value is written as a name: every word capitalised ("Vienna",
    /// "New York").
    example_named: bool,
    /// Whether the title or goal says the demonstrated value in lower case ("250 euros").
    said_lower: bool,
    kind: formats::Kind,
    /// Each option's words as stems (numbers as digits).
    options: Vec<Vec<String>>,
    /// Each value seen beside the demonstrated one (a click's siblings), as stems: evidence,
    /// never a list the value must come from.
    seen: Vec<Vec<String>>,
    /// The quantities the options say ("1 hour", "4 guests"), for options that say one.
    quantities: Vec<formats::Quantity>,
    /// How many words each option has when every option is a capitalised name of that length.
    name_family: Option<usize>,
    /// The demonstrated value read as a numbered label ("Week 4"), when it is one.
    numbered: Option<super::index::Numbered>,
}

impl SlotInfo {
    /// Whether a span says the quantity one of the options says ("30 minutes" for "30 min").
    fn options_quantity(&self, span: &str) -> bool {
        formats::quantity(span).is_some_and(|q| self.quantities.contains(&q))
    }

    /// Whether task words `j..end` are exactly one of the values seen beside the demonstrated one.
    fn names_seen(&self, tokens: &Tokens, j: usize, end: usize) -> bool {
        self.seen
            .iter()
            .any(|o| !o.is_empty() && tokens.stems[j..end] == o[..])
            // (The demonstrated value with another number is as good: "Week 3" for "Week 4".)
            || self
                .numbered
                .as_ref()
                .is_some_and(|n| n.like(&tokens.raw(j, end)))
    }

    /// Whether task words `j..end` name one of the slot's options (all of its words, or words
    /// all of which it has). Part of a longer name does not: "Savings" of "Holiday Savings" is
    /// not "High-Yield Savings".
    /// `cut`: the word before the span is more of its name (`name_before`).
    fn names_option(&self, tokens: &Tokens, j: usize, end: usize, cut: bool) -> bool {
        let span = &tokens.stems[j..end];
        self.options.iter().any(|o| {
            let all_of_it = o.iter().all(|w| span.contains(w));
            !o.is_empty() && (all_of_it || (span.iter().all(|w| o.contains(w)) && !cut))
        })
    }

    /// Whether task words `j..end` are a name of the options' family that the list did not show
    /// when demonstrated ("Holiday Savings" beside "High-Yield Savings", "Kids' Savings"): written
    /// with capitals, sharing a word with an option. The page's list says whether it exists.
    /// So is a name of the options' own form when they are all names ("Grace" in a list of
    /// tutors "Hugo", "Pavel", "Kira" that another visit fills with others).
    fn names_unlisted(&self, tokens: &Tokens, j: usize, end: usize, cut: bool) -> bool {
        // (Whole: "Grace" of "Grace Hopper" is no name of a one-word family.)
        let family_name = self.name_family == Some(end - j)
            && tokens.stems[j..end].iter().all(|w| !text::is_stopword(w))
            && !(end < tokens.stems.len() && tokens.capitalized_name(end, end + 1));
        tokens.capitalized_name(j, end)
            && !cut
            && (family_name
                || tokens.stems[j..end]
                    .iter()
                    .any(|w| !text::is_stopword(w) && self.options.iter().any(|o| o.contains(w))))
    }
}

fn option_words(s: &str) -> Vec<String> {
    s.unicode_words()
        .map(|w| text::stem(&formats::digits_of(&w.to_lowercase())))
        .collect()
}

/// The word a title or goal puts right before a slot's quoted demonstrated value ("headline" of
/// "headline 'Does exactly what it says'"), when it is a content word.
fn title_label(p: &Parameter, title: &str, goal: &str) -> Option<String> {
    let e = p.example.as_deref()?.trim();
    if e.is_empty() {
        return None;
    }
    [title, goal].iter().find_map(|t| {
        quoted_spans(t)
            .into_iter()
            .find(|&(a, b)| t[a..b].trim().eq_ignore_ascii_case(e))
            .and_then(|(a, _)| {
                let before = t[..a].trim_end_matches(['\'', '"', '“', '‘']);
                let w = before.unicode_words().last()?.to_lowercase();
                (!text::is_stopword(&w) && w.chars().all(char::is_alphabetic) && w.len() > 2)
                    .then_some(w)
            })
    })
}

/// The quoted string right after `word` in the task (past "the"/"a" and a colon): "the
/// headline 'Cheaply made'", "headline: \"…\"".
fn quoted_after_word(task: &str, word: &str) -> Option<String> {
    let quotes = quoted_spans(task);
    let mut from = 0;
    while let Some((_, end)) = find_ci(&task[from..], word, true).map(|(a, b)| (a + from, b + from))
    {
        from = end;
        let rest = task[end..].trim_start_matches([' ', ':']);
        let open = task.len() - rest.len() + rest.chars().next().map_or(0, char::len_utf8);
        if !rest.starts_with(['\'', '"', '“', '‘']) {
            continue;
        }
        if let Some(&(a, b)) = quotes.iter().find(|&&(a, _)| a == open) {
            return Some(task[a..b].trim().to_string());
        }
    }
    None
}

/// A count the title says with its unit ("3 adults, 1 child, 2 rooms") is the number the task
/// says with that unit, wherever ("I need 2 rooms … for 3 adults and 1 child"): for each open
/// count slot, the one number (in digits or a word) right before its unit's word, singular or
/// plural. The unit says more than the order: it also corrects a count the alignment took from
/// another unit ("2 rooms" read as the adults).
fn counts_by_unit(
    task: &str,
    alignable: &[&Parameter],
    said: &[&str],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let same_unit = |a: &str, b: &str| {
        let (a, b) = (a.to_lowercase(), b.to_lowercase());
        text::stem(&a) == text::stem(&b)
            || (a.len().min(b.len()) >= 4 && (a.starts_with(&b) || b.starts_with(&a)))
    };
    let words: Vec<&str> = task.unicode_words().collect();
    for p in alignable {
        let Some(e) = p.example.as_deref().map(str::trim) else {
            continue;
        };
        if formats::kind_of(e) != formats::Kind::Number {
            continue;
        }
        // The unit: the word right after the demonstrated count in the title or goal.
        let unit = said.iter().find_map(|t| {
            let w: Vec<&str> = t.unicode_words().collect();
            let at = w.iter().position(|x| *x == e)?;
            let u = w.get(at + 1)?;
            // (A unit is a common noun: "2 Pad Thai" names the dish, not a unit.)
            (u.chars().all(|c| c.is_alphabetic() && c.is_lowercase()) && u.len() > 2)
                .then(|| u.to_string())
        });
        let Some(unit) = unit else { continue };
        let found: Vec<String> = words
            .windows(2)
            .filter(|w| same_unit(w[1], &unit))
            .map(|w| formats::digits_of(w[0]))
            .filter(|n| n.chars().all(|c| c.is_ascii_digit()) && !n.is_empty())
            .collect();
        if let [n] = found.as_slice() {
            bound.insert(p.name.clone(), Some(n.clone()));
        } else if let Some(n) = bound[&p.name].clone() {
            // A number the task says with another unit ("2 nights") counts something else; so
            // does the day of a date ("8 April", "August 11").
            let other_unit = |w: &str| {
                (w.chars().all(|c| c.is_alphabetic() && c.is_lowercase())
                    && !text::is_stopword(w)
                    && !same_unit(w, &unit))
                    || formats::names_month(w)
            };
            let places: Vec<usize> = (0..words.len())
                .filter(|&i| formats::digits_of(words[i]) == n)
                .collect();
            let elsewhere = |i: usize| {
                words.get(i + 1).is_some_and(|w| other_unit(w))
                    || i.checked_sub(1)
                        .is_some_and(|b| formats::names_month(words[b]))
            };
            if !places.is_empty() && places.iter().all(|&i| elsewhere(i)) {
                bound.insert(p.name.clone(), None);
            }
        }
    }
}

/// Words between a preposition and the value it introduces ("to my Joint Checking").
fn is_article_or_possessive(w: &str) -> bool {
    matches!(
        w,
        "my" | "the" | "our" | "your" | "a" | "an" | "his" | "her" | "their"
    )
}

/// Prepositions that say a value's role, grouped by meaning ("into" is "to").
fn preposition_group(word: &str) -> Option<u8> {
    Some(match word {
        "to" | "into" | "onto" | "toward" | "towards" => 1,
        "from" => 2,
        "for" => 3,
        "with" => 4,
        "in" | "inside" => 5,
        "on" => 6,
        "at" => 7,
        "by" => 8,
        _ => return None,
    })
}

/// Whether the span starting at task word `j` is introduced (right before it, past "my", "the",
/// or as its own first word) by a preposition that anchors another slot of the template than
/// slot item `i` and not this one.
fn introduced_for_another(tokens: &Tokens, j: usize, anchors: &[Option<u8>], i: usize) -> bool {
    let own = anchors[i];
    let foreign = |g: Option<u8>| {
        g.is_some() && g != own && anchors.iter().enumerate().any(|(k, a)| k != i && *a == g)
    };
    if foreign(preposition_group(&tokens.words[j].2)) {
        return true;
    }
    let mut k = j;
    while k > 0 {
        k -= 1;
        if tokens.sentence[k] != tokens.sentence[j] {
            return false;
        }
        let w = tokens.words[k].2.as_str();
        if is_article_or_possessive(w) {
            continue;
        }
        return foreign(preposition_group(w));
    }
    false
}

/// Words that introduce what a task is about rather than a name.
const TOPIC: &[&str] = &["about", "regarding", "concerning", "re"];

/// Whether a task word stands for a template word: the same word or stem, the same verb or
/// noun class.
fn same(tokens: &Tokens, k: usize, item: &Item) -> bool {
    let Item::Word {
        word,
        stem,
        action,
        noun,
        ..
    } = item
    else {
        return false;
    };
    if tokens.words[k].2 == *word {
        return true;
    }
    // ("Convert 50 GBP into yen" says the title's "to yen".)
    if preposition_group(&tokens.words[k].2)
        .is_some_and(|g| preposition_group(word) == Some(g) && g == 1)
    {
        return true;
    }
    let sense = &tokens.senses[k];
    if let Some(term) = &sense.corrected {
        return match term.strip_prefix('!') {
            Some(a) => *action == Some(a),
            None => term == noun,
        };
    }
    if tokens.stems[k] == *stem {
        return true;
    }
    (sense.action.is_some() && sense.action == *action) || sense.noun == *noun
}

/// What leaving a task word out of the alignment costs: anchors next to a slot's span beat
/// anchors further away.
const SKIP_WORD: f32 = 0.12;
const SKIP_EDGE: f32 = 0.02;
/// What running an unquoted value across a comma costs when the demonstrated value had none.
const COMMA_CROSSED: f32 = 0.25;
/// Words that open a sentence moving on to the next step of a task.
const SEQUENCE: &[&str] = &[
    "then",
    "next",
    "afterwards",
    "finally",
    "also",
    "after",
    "and",
];
/// What a span costs a slot whose demonstrated value is a name when it is written in lower case
/// and the task writes names with capitals.
const CASE_MISMATCH: f32 = 0.2;

/// What a span that is exactly a value seen beside the demonstrated one adds (as sure as naming
/// an option).
const SEEN_VALUE: f32 = 0.6;

/// Longest span a slot may take, in words.
const MAX_SPAN: usize = 24;

/// The best alignment of the task with a template: its score and each slot's value.
fn align(
    form: &Form,
    params: &[&Parameter],
    tokens: &Tokens,
    task: &str,
) -> (f32, BTreeMap<String, String>, f64, usize) {
    let (items, quoted_slots, slot_info) = (&form.items, &form.quoted_slots, &form.slot_info);
    let (n, m) = (items.len(), tokens.words.len());
    // best[i][j]: best score aligning items[..i] with words[..j]; back pointers rebuild it.
    #[derive(Clone, Copy)]
    enum From {
        None,
        SkipWord,
        SkipItem,
        Match,
        Compound,
        Span(usize),
    }
    // Which task word stands for which template word, once (item-major).
    let stands: Vec<bool> = items
        .iter()
        .flat_map(|it| (0..m).map(move |k| same(tokens, k, it)))
        .collect();
    let stands_for = |i: usize, k: usize| stands[i * m + k];
    // Words a value's edges never are (`clean_value` strips them): a span is worth only what is
    // left, so its edge words cost what skipping them would.
    let junk: Vec<bool> = (0..m)
        .map(|k| tokens.edge_word[k] || (0..n).any(|i| stands_for(i, k)))
        .collect();
    // Per slot item: whether the task names, somewhere, a value seen beside the demonstrated
    // one (a word that is more than a function word: "no" of "no special diet" says no choice).
    let seen_named: Vec<bool> = slot_info
        .iter()
        .map(|info| {
            info.as_ref().is_some_and(|info| {
                (0..m).any(|j| {
                    (j + 1..=(j + 4).min(m)).any(|end| {
                        info.names_seen(tokens, j, end)
                            && !(end == j + 1 && text::is_stopword(&tokens.words[j].2))
                    })
                })
            })
        })
        .collect();
    // Sentences holding one of the template's words: a value is looked for there first.
    let sentences = tokens.sentence.last().map_or(0, |s| s + 1);
    let mut sentences_anchored = vec![false; sentences.max(1)];
    for k in 0..m {
        if items.iter().enumerate().any(|(i, it)| {
            matches!(it, Item::Word { weight, .. } if *weight >= 1.0) && stands_for(i, k)
        }) {
            sentences_anchored[tokens.sentence[k]] = true;
        }
    }
    if !sentences_anchored.iter().any(|&a| a) {
        sentences_anchored.iter_mut().for_each(|a| *a = true);
    }
    // Whether the word before word j is more of a name starting there: a capitalised content word
    // of the same sentence that is no template word ("Holiday" of "from Holiday Savings to"). A
    // choice is not named by the end of a longer name. (Lower-case words cannot tell: "never
    // clear" does name "Don't clear".)
    let name_before: Vec<bool> = (0..=m)
        .map(|j| {
            j > 0
                && j < m
                && tokens.sentence[j - 1] == tokens.sentence[j]
                && !junk[j - 1]
                && !tokens.comma_after[j - 1]
                && !text::is_stopword(&tokens.words[j - 1].2)
                && tokens.words[j - 1].2.chars().all(char::is_alphabetic)
                && tokens.text[tokens.words[j - 1].0..]
                    .chars()
                    .next()
                    .is_some_and(char::is_uppercase)
        })
        .collect();
    // A function word that ends a slot's value in the template ("to" of "{task} to my list", or
    // a later one of that run) stands for the task's only where the task goes on as the template does after it: with
    // the template's next words or a value. Otherwise it is a word of a value ("Buy train
    // tickets to Leeds"). (A value of a later typed slot goes on too: "Do taxes on January 9th"
    // for "{title} on my calendar for {date}".)
    let later_typed_at = |i: usize, q: usize| {
        (i + 1..n).any(|i2| {
            slot_info[i2].as_ref().is_some_and(|s| {
                s.kind != formats::Kind::Text
                    && (q + 1..=(q + 4).min(m)).any(|end| tokens.accepts(&s.kind, q, end))
            })
        })
    };
    let function_word = |i: usize| matches!(&items[i], Item::Word { weight, .. } if *weight < 1.0);
    let continues = |i: usize, k: usize| {
        // (The function words right after a slot: "to", "to my", "to my to" of "{task} to my
        // to-do list".)
        let after_slot = (0..i)
            .rev()
            .find(|&b| !function_word(b))
            .is_some_and(|b| matches!(items[b], Item::Slot(_)));
        if !function_word(i) || !after_slot {
            return true;
        }
        let next = (k + 1..m).find(|&q| !is_article_or_possessive(&tokens.words[q].2));
        match (next, items.get(i + 1)) {
            (_, None) | (None, _) | (_, Some(Item::Slot(_))) => true,
            (Some(q), _) => {
                tokens.breaks[q]
                    || stands_for(i + 1, q)
                    || (i + 2 < n && stands_for(i + 2, q))
                    || later_typed_at(i, q)
            }
        }
    };
    // Whether the task capitalises names: a capital other than a sentence's first word and "I".
    let writes_names =
        (1..m).any(|k| !tokens.breaks[k] && tokens.capitalized(k) && tokens.words[k].2 != "i");
    // Each slot's preposition in the template ("from" of "from {from}"), by item.
    let anchors: Vec<Option<u8>> = (0..n)
        .map(|i| match (i.checked_sub(1).map(|k| &items[k]), &items[i]) {
            (Some(Item::Word { word, .. }), Item::Slot(_)) => preposition_group(word),
            _ => None,
        })
        .collect();
    let neg = f32::NEG_INFINITY;
    // One row of m + 1 cells per item boundary, in one allocation.
    let w = m + 1;
    let mut best = vec![neg; w * (n + 1)];
    let mut from = vec![From::None; w * (n + 1)];
    best[0] = 0.0;
    let relax = |best: &mut Vec<f32>, from: &mut Vec<From>, i: usize, j: usize, s: f32, f: From| {
        if s > best[i * w + j] + 1e-6 {
            best[i * w + j] = s;
            from[i * w + j] = f;
        }
    };
    for i in 0..=n {
        for j in 0..=m {
            let here = best[i * w + j];
            if here == neg {
                continue;
            }
            if j < m {
                // Words before the first anchor or after the last are context ("Can you …",
                // "… Answer with just the number."); inside, anchors should sit next to slots.
                let cost = if i == 0 || i == n {
                    SKIP_EDGE
                } else {
                    SKIP_WORD
                };
                relax(&mut best, &mut from, i, j + 1, here - cost, From::SkipWord);
            }
            if i == n {
                continue;
            }
            relax(&mut best, &mut from, i + 1, j, here, From::SkipItem);
            match &items[i] {
                Item::Word { word, weight, .. } => {
                    // A word inside the task's quotes is part of a value, not of the template
                    // ("Choose 'Salt Lake City' from the city suggestions").
                    if j < m && stands_for(i, j) && !tokens.quoted_at(j) && continues(i, j) {
                        relax(
                            &mut best,
                            &mut from,
                            i + 1,
                            j + 1,
                            here + weight,
                            From::Match,
                        );
                    }
                    // "wishlist" for "wish list".
                    if let (
                        true,
                        Some(Item::Word {
                            word: next,
                            weight: w2,
                            ..
                        }),
                    ) = (j < m, items.get(i + 1))
                    {
                        if tokens.words[j]
                            .2
                            .strip_prefix(word.as_str())
                            .is_some_and(|rest| rest == next)
                        {
                            relax(
                                &mut best,
                                &mut from,
                                i + 2,
                                j + 1,
                                here + weight + w2,
                                From::Compound,
                            );
                        }
                    }
                }
                Item::Slot(_) => {
                    let info = slot_info[i].as_ref().expect("slot items have their info");
                    let (example_words, kind) = (info.example_words, &info.kind);
                    let typed = *kind != formats::Kind::Text;
                    let longest = if typed { 6 } else { MAX_SPAN };
                    // The verb a sentence opens with is the request, not a value ("Save Mary-Kate
                    // O'Brien as a contact").
                    if !typed
                        && j < m
                        && (j == 0 || tokens.breaks[j])
                        && tokens.senses[j].action.is_some()
                        && !tokens.quoted_at(j)
                    {
                        continue;
                    }
                    // A value the task introduces with another slot's preposition is that
                    // slot's: "to Emergency Fund" is the {to} of "from {from} to {to}", whatever
                    // the order ("Transfer $40 to Savings from Checking").
                    if j < m && introduced_for_another(tokens, j, &anchors, i) {
                        continue;
                    }
                    for end in j + 1..=(j + longest).min(m) {
                        if end > j + 1 && tokens.breaks[end - 1] {
                            break;
                        }
                        // A typed slot (a date, a time, an amount, a code) takes only a span
                        // that reads as one, and is sure of it.
                        // (A code said in groups, "RB 754 131 856 SE", is the demonstrated
                        // code's make joined.)
                        let grouped = *kind == formats::Kind::Code
                            && info.code_shape.as_deref().is_some_and(|shape| {
                                formats::grouped_code(&tokens.raw(j, end), shape).is_some()
                            });
                        if typed && !grouped && !tokens.accepts(kind, j, end) {
                            continue;
                        }
                        // Nor is a group of a longer code alone: "131" of "RB 754 131".
                        if *kind == formats::Kind::Code && !grouped && tokens.code_piece(j, end) {
                            continue;
                        }
                        // No value is cut out of a joined token ("dev" of "dev-backend").
                        // (Unless it is a choice named in a compound whose other part is the
                        // template's next word: "low-priority" for "{priority}-priority".)
                        if !typed && !tokens.whole(j, end) {
                            let compound = end < m
                                && tokens.whole(j, end + 1)
                                && i + 1 < n
                                && stands_for(i + 1, end)
                                && (info.names_seen(tokens, j, end)
                                    || (!info.options.is_empty()
                                        && info.names_option(tokens, j, end, false)));
                            if !compound {
                                continue;
                            }
                        }
                        // Quoted text is one value, taken whole.
                        if tokens.first_quoted[j] && !tokens.last_quoted[end - 1] {
                            continue;
                        }
                        // (A value no slot holds is only passed over: it earns nothing for
                        // being read.)
                        let owned = matches!(items[i], Item::Slot(Some(_)));
                        let mut score = span_score(tokens, j, end, example_words)
                            + if typed && owned { 0.6 } else { 0.0 };
                        if !typed && !tokens.quoted_at(j) {
                            let (first, last) = &info.example_edges;
                            let lead = (j..end)
                                .take_while(|&k| junk[k] && tokens.words[k].2 != *first)
                                .count();
                            if lead == end - j {
                                continue;
                            }
                            let trail = (j + lead..end)
                                .rev()
                                .take_while(|&k| junk[k] && tokens.words[k].2 != *last)
                                .count();
                            score -= SKIP_WORD * (lead + trail) as f32;
                            // A name's value starts as a name does where the task writes names
                            // at all: "I need 1 room in Porto" gives a city "Porto", not "1 room
                            // in Porto" cut to "1".
                            if info.example_named && writes_names && !tokens.capitalized(j) {
                                score -= CASE_MISMATCH;
                            }
                            // … and a whole name ("Chen Wei", not a first name alone) not from
                            // the middle of one: "Obi" of "as Emeka Obi".
                            if info.example_named && info.example_words >= 2.0 && name_before[j] {
                                score -= CASE_MISMATCH;
                            }
                            // A value shown without a comma seldom runs across one ("to LAX, out
                            // 03/05" is LAX).
                            if !info.example_comma
                                && tokens.comma_after[j..end - 1].iter().any(|&c| c)
                            {
                                score -= COMMA_CROSSED;
                            }
                        }
                        // A value the template quotes is a name ("Create issue 'Login broken'"):
                        // what a task says it is about is its topic, not that name.
                        if quoted_slots.contains(&i)
                            && !tokens.quoted_at(j)
                            && tokens.topic[j.saturating_sub(4)..(j + 3).min(end)]
                                .iter()
                                .any(|&t| t)
                        {
                            continue;
                        }
                        // A quoted value in the task goes first to a slot the template quotes.
                        if quoted_slots.contains(&i) && tokens.quoted_at(j) {
                            score += 0.3;
                        }
                        // … and not to a choice the template leaves unquoted ("4 stars" beside
                        // "headline '…'"): the task quotes what the demonstration quoted.
                        if !quoted_slots.is_empty()
                            && !quoted_slots.contains(&i)
                            && tokens.quoted_at(j)
                            && !info.seen.is_empty()
                            && !info.names_seen(tokens, j, end)
                        {
                            continue;
                        }
                        // A choice slot takes a span naming one of its options.
                        if !info.options.is_empty() {
                            // (A quantity names the option of that quantity: "30 minutes" the
                            // option "30 min", "for three" the option "3 guests".)
                            let names = info.names_option(tokens, j, end, name_before[j])
                                || (matches!(
                                    info.kind,
                                    formats::Kind::Duration | formats::Kind::Count
                                ) && info.options_quantity(&tokens.raw(j, end)));
                            // One that names none is no value for it, unless quoted or a new
                            // name of the options' family.
                            if !names
                                && !tokens.quoted_at(j)
                                && !info.names_unlisted(tokens, j, end, name_before[j])
                            {
                                continue;
                            }
                            score += if names { 0.6 } else { -0.3 };
                        } else if info.names_seen(tokens, j, end) {
                            score += SEEN_VALUE;
                        } else if seen_named[i] {
                            // The task names a value the group showed beside the demonstrated
                            // one ("RSVP yes to …"): other words are not this slot's value
                            // ("the summer garden party"), though a value never seen still is
                            // when the task names none.
                            score -= SEEN_VALUE;
                        }
                        if !sentences_anchored[tokens.sentence[j]] {
                            score -= 0.5;
                        }
                        relax(
                            &mut best,
                            &mut from,
                            i + 1,
                            end,
                            here + score,
                            From::Span(j),
                        );
                    }
                }
            }
        }
    }
    // Walk back from the best end.
    let mut values = BTreeMap::new();
    let (mut i, mut j) = (n, m);
    let total = best[n * w + m];
    // Coverage: content words matched and slots filled, over the template's content words and
    // slots.
    let countable = |it: &Item| match it {
        Item::Word { weight, .. } => *weight >= 1.0,
        Item::Slot(_) => true,
    };
    let whole = items.iter().filter(|it| countable(it)).count();
    let mut covered = 0.0f64;
    let mut matched_at: Vec<usize> = Vec::new();
    let mut spans: Vec<(usize, usize, bool)> = Vec::new();
    // Whether the walk back has passed a matched word or a value yet (the task's last placed
    // thing comes first).
    let mut placed_after = false;
    while i > 0 || j > 0 {
        match from[i * w + j] {
            From::SkipWord => j -= 1,
            From::SkipItem => i -= 1,
            From::Match => {
                placed_after = true;
                covered += countable(&items[i - 1]) as usize as f64;
                matched_at.push(j - 1);
                i -= 1;
                j -= 1;
            }
            From::Compound => {
                placed_after = true;
                covered +=
                    (countable(&items[i - 1]) as usize + countable(&items[i - 2]) as usize) as f64;
                matched_at.push(j - 1);
                i -= 2;
                j -= 1;
            }
            From::Span(start) => {
                let typed = slot_info[i - 1]
                    .as_ref()
                    .is_some_and(|s| s.kind != formats::Kind::Text);
                // A choice named by one of its options is as sure a value as a typed one.
                let named = slot_info[i - 1].as_ref().is_some_and(|s| {
                    (!s.options.is_empty() && s.names_option(tokens, start, j, name_before[start]))
                        || s.names_seen(tokens, start, j)
                });
                spans.push((start, j, typed || named));
                if let Item::Slot(Some(name)) = &items[i - 1] {
                    if let Some(v) = clean_value(
                        tokens,
                        start,
                        j,
                        task,
                        params.iter().find(|p| &p.name == name).copied(),
                        typed || named,
                        slot_info[i - 1].as_ref().is_some_and(|s| s.said_lower),
                        &|k| (0..n).any(|i| stands_for(i, k)),
                        !placed_after,
                    ) {
                        values.insert(name.clone(), v);
                    }
                }
                placed_after = true;
                i -= 1;
                j = start;
            }
            From::None => break,
        }
    }
    // A filled slot counts when an anchor sits next to it: fully when its value is typed (a
    // date, an amount, a code), half when it is free text, which any words can fill.
    let mut typed_in_place = 0;
    for (a, b, typed) in spans {
        let anchored = (a > 0 && matched_at.contains(&(a - 1))) || matched_at.contains(&b);
        if anchored {
            covered += if typed { 1.0 } else { 0.5 };
            typed_in_place += typed as usize;
        }
    }
    let coverage = if whole == 0 {
        0.0
    } else {
        covered / whole as f64
    };
    (total, values, coverage, typed_in_place)
}

/// A kind of value and the words `j..end` asked to read as one (`Tokens::accepts`).
type SpanOfKind = (std::mem::Discriminant<formats::Kind>, usize, usize);

/// What filling a slot with words `i..j` is worth: something for taking a value, more when the
/// span is exactly a quoted string, less when it cuts one or strays far from the
/// demonstrated value's length.
fn span_score(tokens: &Tokens, i: usize, j: usize, example_words: f32) -> f32 {
    let (a, b) = (tokens.words[i].0, tokens.words[j - 1].1);
    let mut s = 0.5 + 0.01 * (j - i) as f32;
    // "called Gym", "titled …", "subject: …": the words that introduce a value.
    if tokens.introduced[i] {
        s += 0.3;
    }
    for &(qa, qb) in &tokens.quotes {
        let inside = a >= qa && b <= qb;
        let exact = inside && tokens.first_quoted[i] && tokens.last_quoted[j - 1];
        let cuts = (a < qa && b > qa && b < qb) || (a > qa && a < qb && b > qb);
        if exact {
            s += 0.8;
        } else if cuts || (inside && !exact) {
            s -= 1.0;
        }
    }
    s - 0.01 * ((j - i) as f32 - example_words).abs()
}

/// Words that frame a request or question, never a value's edge.
const FRAME: &[&str] = &[
    "can",
    "could",
    "would",
    "you",
    "i",
    "we",
    "get",
    "find",
    "look",
    "up",
    "show",
    "tell",
    "give",
    "what",
    "what's",
    "whats",
    "who",
    "where",
    "when",
    "how",
    "which",
    "her",
    "his",
    "their",
    "privately",
    "today",
    "tomorrow",
    "now",
];

const INTRODUCERS: &[&str] = &[
    "called", "named", "titled", "entitled", "saying", "says", "labelled", "labeled", "subject",
    "reading", "message", "text",
];

/// Words at the edges of an unquoted span that belong to the sentence, not the value ("the",
/// "please", "on"), unless the demonstrated value has them too.
const EDGE: &[&str] = &[
    "the", "a", "an", "my", "our", "your", "this", "that", "to", "on", "in", "into", "for", "from",
    "with", "at", "of", "by", "about", "as", "and", "please", "pls", "thanks", "now", "it", "me",
    "him", "them", "us", "these", "those", "is", "are", "called", "named", "titled", "labelled",
    "labeled", "saying", "says", "until", "till", "through", "via", "near", "before", "after",
    "since", "during", "between", "per", "within", "onto", "around", "be",
];

/// Abbreviations written with a period.
const ABBREVIATIONS: &[&str] = &[
    "dr", "mr", "mrs", "ms", "prof", "st", "ave", "rd", "blvd", "apt", "no", "vs", "jr", "sr",
    "inc", "co", "ltd", "mt", "ft",
];

/// Lower-case words inside names ("Bank of Erie", "The Guest House at Graceland").
const NAME_WORDS: &[&str] = &[
    "of", "and", "the", "at", "de", "la", "le", "du", "da", "van", "von", "der", "del", "y", "&",
    "on", "upon",
];

/// Words that link the words before a value to it.
const LINKERS: &[&str] = &[
    "for",
    "at",
    "is",
    "are",
    "was",
    "to",
    "of",
    "from",
    "in",
    "on",
    "about",
    "containing",
    "mentioning",
    "regarding",
    "called",
    "named",
    "titled",
    "with",
];

fn clean_value(
    tokens: &Tokens,
    mut i: usize,
    mut j: usize,
    task: &str,
    p: Option<&Parameter>,
    typed: bool,
    said_lower: bool,
    literal: &dyn Fn(usize) -> bool,
    ends_task: bool,
) -> Option<String> {
    if typed {
        // A code said in groups is typed as the demonstration typed it: joined.
        let raw = tokens.raw(i, j);
        let shape = p
            .and_then(|p| p.example.as_deref())
            .and_then(formats::code_shape);
        return Some(
            shape
                .and_then(|shape| formats::grouped_code(&raw, &shape))
                .unwrap_or(raw),
        );
    }
    // A span that is exactly a quoted string is that string, inner punctuation and all.
    let (a, b) = (tokens.words[i].0, tokens.words[j - 1].1);
    for &(qa, qb) in &tokens.quotes {
        if a >= qa
            && b <= qb
            && task[qa..a].trim().is_empty()
            && task[b..qb]
                .trim_matches(|c: char| !c.is_alphanumeric())
                .is_empty()
        {
            return Some(task[qa..qb].trim().to_string());
        }
    }
    let example: Vec<String> = p
        .and_then(|p| p.example.as_deref())
        .unwrap_or("")
        .unicode_words()
        .map(str::to_lowercase)
        .collect();
    let keep =
        |w: &str| example.first().is_some_and(|f| f == w) || example.last().is_some_and(|l| l == w);
    // The template's own words at a span's edge are anchors the alignment skipped ("transactions
    // for Giant Eagle" against "Search {account} transactions for {query}").
    // The slot's own label ("channel" for a channel) and the words that frame a request
    // ("can you find", "get me") are not the value either.
    let label: Vec<String> = p
        .map(|p| p.label.unicode_words().map(str::to_lowercase).collect())
        .unwrap_or_default();
    let edge = |k: usize| {
        let w = tokens.words[k].2.as_str();
        (tokens.edge_word[k] || literal(k) || label.iter().any(|l| l == w)) && !keep(w)
    };
    // After a colon, free text is what follows as written, to the end of its sentence and with
    // its "?" or "!" ("… channel: Can someone review my pull request?"): no word of it frames
    // the request. (A closing "." is the sentence's, unless the demonstrated value had one.)
    // (The alignment may have left the colon's first words out as framing: "Thanks for the".)
    let mut first = i;
    while first > 0
        && tokens.sentence[first - 1] == tokens.sentence[i]
        && !task[tokens.words[first - 1].1..tokens.words[first].0].contains(':')
        && edge(first - 1)
    {
        first -= 1;
    }
    let mut last = j;
    while last < tokens.words.len()
        && !tokens.breaks[last]
        && tokens.sentence[last] == tokens.sentence[j - 1]
        && edge(last)
    {
        last += 1;
    }
    let (a, b) = (tokens.words[first].0, tokens.words[last - 1].1);
    let after_colon = task[..a].trim_end().ends_with(':');
    let to_sentence_end = last == tokens.words.len() || tokens.breaks[last];
    if after_colon && to_sentence_end && p.is_some_and(|p| p.kind == SlotKind::Text) {
        // The last thing the task says, after a colon, is said whole, however many sentences
        // ("describing it as: I ordered a medium. I would like to swap it.").
        // (Up to a sentence that moves on to the next step: "… Ship it! Then close the tab".)
        let b = if ends_task && p.is_some_and(is_prose) {
            let end = (last..tokens.words.len())
                .find(|&k| {
                    tokens.breaks[k]
                        && tokens.sentence[k] != tokens.sentence[last - 1]
                        && SEQUENCE.contains(&tokens.words[k].2.as_str())
                })
                .map_or(task.len(), |k| tokens.words[k].0);
            task[..end]
                .trim_end()
                .trim_end_matches(['.', '?', '!', '…'])
                .len()
        } else {
            b
        };
        let rest = &task[b..];
        let tail_len = rest
            .find(|c: char| !matches!(c, '?' | '!' | '.' | '…'))
            .unwrap_or(rest.len());
        let example_dot = p
            .and_then(|p| p.example.as_deref())
            .is_some_and(|e| e.trim_end().ends_with('.'));
        let tail: String = rest[..tail_len]
            .chars()
            .filter(|c| *c != '.' || example_dot)
            .collect();
        let v = format!("{}{tail}", &task[a..b]);
        let v = v
            .trim()
            .trim_matches(|c: char| matches!(c, '"' | '“' | '”'))
            .trim();
        if !v.is_empty() {
            return Some(v.to_string());
        }
    }
    let start = i;
    // After a label or a colon ("memo: Transfer for …", "Reason: Order cancelled …") the value
    // starts right there, the template's own words included.
    if !tokens.introduced[i] || tokens.edge_word[i] {
        while i < j && edge(i) {
            i += 1;
        }
    }
    while j > i && edge(j - 1) {
        j -= 1;
    }
    // A value shown as a name ("Boston Logan International Airport", "Raman") is a name here
    // too: the lower-case words before it lead to it, and those after it say something else
    // ("… Airport open on Sundays", "Chen to HubSpot"); name words ("of", "at", "de") stay.
    let raw_example = p.and_then(|p| p.example.as_deref()).unwrap_or("");
    let capital = |w: &str| {
        w.chars()
            .next()
            .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
    };
    // (A code of letters and digits, "YO1 7HH", is no name: its case says nothing.)
    let mixed =
        |w: &str| w.chars().any(|c| c.is_ascii_digit()) && w.chars().any(char::is_alphabetic);
    let name_shaped = !example.is_empty()
        && !said_lower
        && !raw_example.unicode_words().any(mixed)
        && raw_example
            .unicode_words()
            .all(|w| capital(w) || NAME_WORDS.contains(&w));
    // (A span the task puts in brackets is whole, as a quoted one: "(Large print)".)
    let bracketed = i < j
        && task[..tokens.words[i].0].trim_end().ends_with('(')
        && task[tokens.words[j - 1].1..].trim_start().starts_with(')');
    if name_shaped && i < j && !tokens.quoted_at(i) && !bracketed {
        let written = |k: usize| &tokens.text[tokens.words[k].0..tokens.words[k].1];
        if let Some(first) = (i..j).find(|&k| capital(written(k))) {
            let end = (first..j)
                .find(|&k| !capital(written(k)) && !NAME_WORDS.contains(&written(k)))
                .unwrap_or(j);
            // (Name words do not end a name.)
            let end = (first..end)
                .rev()
                .find(|&k| capital(written(k)))
                .map_or(end, |k| k + 1);
            i = first;
            j = end;
        }
    }
    // Lower-case words before a linking word are the sentence leading up to a value, when the
    // demonstrated value has no such word: "day for 615 Linden St", "owner is Luis Ortega",
    // "pages containing PagerDuty escalation" (not "Bank of America", not "Per diem rates for
    // 2027").
    if !example.iter().any(|w| LINKERS.contains(&w.as_str())) {
        if let Some(l) = (i..j)
            .rev()
            .find(|&k| LINKERS.contains(&tokens.words[k].2.as_str()))
        {
            let lower = |k: usize| {
                tokens.text[tokens.words[k].0..tokens.words[k].1]
                    .chars()
                    .next()
                    .is_some_and(|c| !c.is_uppercase())
            };
            if l + 1 < j && (start..l).all(lower) {
                i = l + 1;
                while i < j && edge(i) {
                    i += 1;
                }
            }
        }
    }
    if i >= j {
        return None;
    }
    let v = tokens.span(i, j);
    let v = v
        .strip_suffix("'s")
        .or_else(|| v.strip_suffix("’s"))
        .unwrap_or(&v);
    let v = v
        .trim_matches(|c: char| matches!(c, '\'' | '"' | '“' | '”' | '‘' | '’' | ',' | ':'))
        .trim()
        .to_string();
    (!v.is_empty()).then_some(v)
}

/// The option of a choice field a bound value names: the same words in any case ("ocean" →
/// "Ocean"), or an option all of whose words the value holds ("it doesn't fit" → "Doesn't
/// fit"; "one star" → "1 star"), the longest first.
fn option_named(value: &str, p: &Parameter) -> Option<String> {
    let mut options: Vec<&String> = p
        .options
        .iter()
        .chain(&p.examples)
        .chain(p.example.iter())
        .collect();
    options.sort();
    options.dedup();
    if p.options.is_empty() {
        // Siblings seen at demonstration are no list to stay in, but a value saying the content
        // words of one of them, in another order or with other hyphens ("post office drop-off"),
        // is written as the page writes it.
        // (Two words at least, numbers among them: "2 stars" is not "1 star".)
        let sorted = |s: &str| {
            let mut w: Vec<String> = option_words(s)
                .into_iter()
                .filter(|w| !text::is_stopword(w))
                .collect();
            w.sort();
            w.dedup();
            w
        };
        let have = sorted(value);
        return p
            .seen
            .iter()
            .find(|o| {
                have.len() >= 2 && sorted(o) == have && !o.trim().eq_ignore_ascii_case(value.trim())
            })
            .map(|o| o.trim().to_string());
    }
    // Times are compared as times: "2:00 PM" is the option "14:00", and no option when none
    // says that time ("00:00" holds the digits "00" of "2:00 PM", not its time).
    if let Some(t) = formats::time(value) {
        let timed: Vec<&&String> = options
            .iter()
            .filter(|o| formats::time(o).is_some())
            .collect();
        if timed.len() * 2 > options.len() {
            return timed
                .into_iter()
                .find(|o| formats::time(o) == Some(t))
                .map(|o| (*o).clone());
        }
    }
    // Quantities are compared as quantities: "an hour" is the option "1 hour", "three" or
    // "3 people" the option "3 guests".
    if let Some(q) = formats::quantity(value) {
        let counted: Vec<&&String> = options
            .iter()
            .filter(|o| formats::quantity(o).is_some())
            .collect();
        if counted.len() * 2 > options.len() {
            return counted
                .into_iter()
                .find(|o| formats::quantity(o) == Some(q))
                .map(|o| (*o).clone());
        }
    }
    let words = option_words;
    let have = words(value);
    if let Some(o) = options.iter().find(|o| words(o) == have) {
        return Some((*o).clone());
    }
    // "OH" for the option "Ohio", "Texas" for "TX".
    if let Some(o) = options.iter().find(|o| {
        formats::state_alias(o)
            .is_some_and(|a| words(a) == have && (a.len() > 2 || value.trim() == a))
    }) {
        return Some((*o).clone());
    }
    let within = options
        .iter()
        .filter(|o| {
            let ow = words(o);
            !ow.is_empty() && ow.iter().all(|w| have.contains(w))
        })
        .max_by_key(|o| words(o).len())
        // (Not when the words left over are another option's whole name: "London to Lisbon
        // (LIS)" holds two airports, and is neither.)
        .filter(|o| {
            let ow = words(o);
            let left: Vec<&String> = have.iter().filter(|w| !ow.contains(w)).collect();
            !options.iter().any(|other| {
                let name = words(other.split('(').next().unwrap_or(other));
                other != *o
                    && !name.is_empty()
                    && name.iter().any(|w| !text::is_stopword(w))
                    && name.iter().all(|w| left.contains(&w))
            })
        })
        .map(|o| (*o).clone());
    if within.is_some() {
        return within;
    }
    // "checking" for "Everyday Checking (x2817)": the one option holding all the value's words.
    let holding: Vec<&&String> = options
        .iter()
        .filter(|o| !have.is_empty() && have.iter().all(|w| words(o).contains(w)))
        .collect();
    match holding.as_slice() {
        [one] => Some((**one).clone()),
        _ => None,
    }
}

/// A typed value (a date, a time, an amount, an e-mail address, a phone number, a code) said
/// right after its field's label in any inflection, with no colon: "checking in 24 May 2026"
/// for the field "Check-in", "email gm@example.com", "phone 555-0407". Only short labels.
fn labelled_typed_value(task: &str, p: &Parameter) -> Option<String> {
    let kind = formats::kind_of(p.example.as_deref()?);
    if matches!(kind, formats::Kind::Text | formats::Kind::Number) {
        return None;
    }
    let label: Vec<String> = p
        .label
        .unicode_words()
        .map(|w| text::stem(&w.to_lowercase()))
        .collect();
    // (A label of function words alone, "To", says nothing of which value is meant.)
    let content = p
        .label
        .unicode_words()
        .any(|w| !text::is_stopword(&w.to_lowercase()));
    if label.is_empty() || label.len() > 3 || !content {
        return None;
    }
    let words: Vec<(usize, &str)> = task.unicode_word_indices().collect();
    let stems: Vec<String> = words
        .iter()
        .map(|(_, w)| text::stem(&w.to_lowercase()))
        .collect();
    let quotes = quoted_spans(task);
    for i in 0..words.len().saturating_sub(label.len()) {
        if stems[i..i + label.len()] != label[..]
            || quotes
                .iter()
                .any(|&(a, b)| a <= words[i].0 && words[i].0 < b)
        {
            continue;
        }
        let from = i + label.len();
        let start = words[from].0;
        // The longest run of up to five words that reads as the field's kind.
        let found = (1..=5)
            .rev()
            .filter(|n| from + n <= words.len())
            .find_map(|n| {
                let (at, w) = words[from + n - 1];
                let span = task[start..at + w.len()].trim();
                formats::accepts(&kind, span).then(|| span.to_string())
            });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// A choice whose value is none of those its group showed but one another slot's group showed
/// ("purple" read into the Public/Private toggle of "add a purple label … Make it private") is
/// that slot's, when that slot holds none of its own; the choice then takes the one value of its
/// own group the task says anywhere, or none. Word order put the value there, the page says
/// where it goes.
fn seen_values_to_their_slots(
    task: &str,
    params: &[&Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let names_seen =
        |p: &Parameter, v: &str| p.seen.iter().any(|s| s.eq_ignore_ascii_case(v.trim()));
    for p in params.iter().filter(|p| !p.seen.is_empty()) {
        let Some(v) = bound.get(&p.name).cloned().flatten() else {
            continue;
        };
        if names_seen(p, &v) {
            continue;
        }
        let owners: Vec<&&Parameter> = params
            .iter()
            .filter(|q| q.name != p.name && names_seen(q, &v))
            .collect();
        let [q] = owners.as_slice() else {
            continue;
        };
        if bound
            .get(&q.name)
            .cloned()
            .flatten()
            .is_some_and(|w| names_seen(q, &w))
        {
            continue;
        }
        bound.insert(q.name.clone(), Some(v));
        let held: Vec<String> = bound.values().flatten().map(|h| h.to_lowercase()).collect();
        let said: Vec<String> = p
            .seen
            .iter()
            .filter(|s| !held.contains(&s.to_lowercase()))
            .filter_map(|s| find_ci(task, s, true).map(|(a, b)| task[a..b].to_string()))
            .collect();
        let own = match said.as_slice() {
            [one] => Some(one.clone()),
            _ => None,
        };
        bound.insert(p.name.clone(), own);
    }
}

/// The answers a task gives to yes/no questions a form asks ("Are you legally authorised to
/// work in the country?" with the choices Yes and No) by stating them: "I am legally allowed to
/// work there and won't need visa sponsorship". A clause answers the question it shares the
/// most content words with: two at least when its answer is implied (no negation: Yes; "not",
/// "won't", "without": No), one when it says "yes" or "no" itself ("need sponsorship: No").
/// A question no clause speaks to stays open.
fn yes_no_answers(
    task: &str,
    alignable: &[&Parameter],
    bound: &mut BTreeMap<String, Option<String>>,
) {
    let answer = |p: &Parameter, word: &str| {
        p.options
            .iter()
            .chain(&p.seen)
            .find(|o| o.trim().eq_ignore_ascii_case(word))
            .cloned()
    };
    let questions: Vec<(&Parameter, Vec<String>)> = alignable
        .iter()
        .filter(|p| bound[&p.name].is_none())
        .filter(|p| answer(p, "yes").is_some() && answer(p, "no").is_some())
        .map(|p| (*p, content_stems(&p.label)))
        .filter(|(_, words)| !words.is_empty())
        .collect();
    if questions.is_empty() {
        return;
    }
    let lower = task.to_lowercase();
    let clauses: Vec<&str> = clauses(&lower).filter(|c| !c.trim().is_empty()).collect();
    let mut used = vec![false; clauses.len()];
    for (p, question) in &questions {
        let best = clauses
            .iter()
            .enumerate()
            .filter(|(k, _)| !used[*k])
            .map(|(k, c)| {
                let shared = content_stems(c)
                    .iter()
                    .filter(|w| question.contains(w))
                    .count();
                (k, c, shared)
            })
            .max_by_key(|(_, _, shared)| *shared);
        let Some((k, clause, shared)) = best else {
            continue;
        };
        let words: Vec<&str> = clause.unicode_words().collect();
        let said = |w: &str| words.contains(&w);
        let explicit = if said("yes") {
            Some("yes")
        } else if said("no") {
            Some("no")
        } else {
            None
        };
        let negated = words
            .iter()
            .any(|w| matches!(*w, "not" | "never" | "without" | "nor") || w.ends_with("n't"));
        let value = match explicit {
            Some(e) if shared >= 1 => e,
            None if shared >= 2 => {
                if negated {
                    "no"
                } else {
                    "yes"
                }
            }
            _ => continue,
        };
        used[k] = true;
        bound.insert(p.name.clone(), answer(p, value));
    }
}

/// The stems of a text's content words.
pub(crate) fn content_stems(text: &str) -> Vec<String> {
    text.unicode_words()
        .map(str::to_lowercase)
        .filter(|w| !text::is_stopword(w) && w.chars().any(char::is_alphabetic))
        .map(|w| text::stem(&w))
        .collect()
}

/// `Title: Export fails`, `assignee = Bo`, `milestone "Q2 2025"`.
fn labelled_value(task: &str, p: &Parameter, labels: &[String]) -> Option<String> {
    let quotes = quoted_spans(task);
    // (And the label's head word when no other label ends in it, followed by a colon: "Body:"
    // for "Message body", not "Name:" beside "First name" and "Last name".)
    let head = p.label.split_whitespace().last().map(str::to_lowercase);
    let head = head.filter(|h| {
        p.label.split_whitespace().count() >= 2
            && h.chars().count() >= 4
            && h.chars().all(char::is_alphabetic)
            && !text::is_stopword(h)
            && !labels.iter().any(|l| {
                l.split_whitespace().last().map(str::to_lowercase).as_ref() == Some(h)
                    && *l != p.label.to_lowercase()
                    && *l != p.name.replace('_', " ")
            })
    });
    // (An identifier's label is said with any identifier noun: "Employee ID" is the employee
    // number, the employee no.)
    let said_otherwise = identifier_variants(&p.label);
    for (k, key) in [Some(p.label.clone()), Some(p.name.replace('_', " ")), head]
        .into_iter()
        .flatten()
        .enumerate()
        .chain(said_otherwise.into_iter().map(|v| (1, v)))
    {
        if key.trim().is_empty() {
            continue;
        }
        let mut from = 0;
        while let Some((start, end)) =
            find_ci(&task[from..], &key, true).map(|(a, b)| (a + from, b + from))
        {
            from = end;
            // (A head word alone labels only where a sentence starts: "… Body: I'm away", not
            // "Add a new address: …" or "…, work: 4 foot fence, cost $2,300".)
            if k == 2
                && !task[..start]
                    .trim_end()
                    .chars()
                    .next_back()
                    .is_none_or(|c| matches!(c, '.' | '!' | '?' | ';' | '\n'))
            {
                continue;
            }
            // The label's word inside a quoted value is the value's ("'Salt Lake City' from …").
            if quotes.iter().any(|&(qa, qb)| qa <= start && end <= qb) {
                continue;
            }
            let trimmed = task[end..].trim_start();
            // (An arrow says the value it changes to: "department → Support".)
            let after_sep = [":", "=", "→", "->", "⇒"]
                .iter()
                .find_map(|sep| trimmed.strip_prefix(sep));
            // A choice's label followed by one of its values, no colon: "priority Low".
            if after_sep.is_none() && k < 2 {
                if let Some(v) = option_at_start(trimmed, p) {
                    return Some(v);
                }
            }
            // "my employee number is E102086": a possessive label and "is" introduce the value
            // (not "… is on my badge": a value opens with no function word).
            let owned = task[..start].unicode_words().next_back().is_some_and(|w| {
                matches!(w.to_lowercase().as_str(), "my" | "our" | "your" | "the")
            });
            let after_is = trimmed
                .strip_prefix("is ")
                .map(str::trim_start)
                .filter(|v| {
                    owned
                        && v.unicode_words()
                            .next()
                            .is_some_and(|w| !text::is_stopword(&w.to_lowercase()))
                });
            let value_text = match (after_sep, after_is) {
                (Some(v), _) => v.trim_start(),
                (None, Some(v)) if k < 2 => v,
                (None, _) if k < 2 && trimmed.starts_with(['"', '\'', '“']) => trimmed,
                (None, _) => continue,
            };
            if value_text.starts_with(['"', '\'', '“']) {
                if let Some(q) = quoted_strings(value_text).into_iter().next() {
                    return Some(q);
                }
            }
            let value = if is_prose(p) {
                let dot = p
                    .example
                    .as_deref()
                    .is_some_and(|e| e.trim_end().ends_with('.'));
                prose_text(value_text, labels, dot)
            } else {
                labelled_text(value_text, labels)
            };
            if !value.is_empty() {
                return Some(value.to_string());
            }
        }
    }
    None
}

/// Nouns that name an identifier, any of which a person may say for another.
const IDENTIFIER_NOUNS: &[&str] = &["id", "number", "no", "code"];

/// A label ending in an identifier noun, said with each of the others ("Employee ID" →
/// "Employee number", "Employee no", "Employee code"); nothing for other labels.
fn identifier_variants(label: &str) -> Vec<String> {
    let label = label.trim().trim_end_matches(['.', ':']);
    let Some((stem, last)) = label.rsplit_once(' ') else {
        return Vec::new();
    };
    if !IDENTIFIER_NOUNS.contains(&last.to_lowercase().as_str()) {
        return Vec::new();
    }
    IDENTIFIER_NOUNS
        .iter()
        .filter(|n| **n != last.to_lowercase())
        .map(|n| format!("{stem} {n}"))
        .collect()
}

/// One of a choice's values (its options or the values seen beside the demonstrated one) that
/// `text` starts with, whole and as the text writes it ("Low" of "Low, assignee …").
fn option_at_start(text: &str, p: &Parameter) -> Option<String> {
    if p.kind != SlotKind::Choice {
        return None;
    }
    p.options
        .iter()
        .chain(p.seen.iter())
        .filter(|o| o.trim().chars().count() >= 2)
        .filter_map(|o| {
            let (a, b) = find_ci(text, o.trim(), true)?;
            (a == 0).then(|| text[a..b].to_string())
        })
        .max_by_key(String::len)
}

/// The text a label introduces: up to the end of its sentence, a semicolon or a line break, or
/// a comma before the next label ("purpose: Travel, hotel and agenda" keeps its commas;
/// "title: X, category: Y" stops at X).
/// Whether a slot holds prose (a description, a message): its demonstrated value is a sentence
/// of eight words or more, or several sentences. Prose runs on over sentences; a name or a
/// subject ends with its first.
fn is_prose(p: &Parameter) -> bool {
    p.example.as_deref().is_some_and(|e| {
        let e = e.trim();
        e.unicode_words().count() >= 8 || e.contains(". ") || e.contains("? ") || e.contains("! ")
    })
}

/// Prose after its label: to the next "Label:" of the task, or its end, or a sentence that moves
/// on to the next step ("Then …"); its closing "." kept only when the demonstrated value had one.
fn prose_text<'a>(text: &'a str, labels: &[String], dot: bool) -> &'a str {
    let mut end = text.len();
    let mut at = 0;
    for sentence in text.split_inclusive(['.', '?', '!', ';', '\n']) {
        let start = at;
        at += sentence.len();
        if start == 0 {
            continue;
        }
        let head = sentence.trim_start().to_lowercase();
        let first = head
            .split(|c: char| !c.is_alphanumeric())
            .next()
            .unwrap_or("");
        let labelled = head.split_once(':').is_some_and(|(l, _)| {
            !l.is_empty()
                && l.len() <= 30
                && l.chars()
                    .all(|c| c.is_alphanumeric() || c == ' ' || c == '_')
        }) || labels
            .iter()
            .any(|l| head.starts_with(l.as_str()) && head[l.len()..].starts_with([' ', ':']));
        if labelled || SEQUENCE.contains(&first) {
            end = start;
            break;
        }
    }
    let value = text[..end].trim().trim_end_matches(';').trim_end();
    if dot {
        value
    } else {
        value.trim_end_matches('.').trim_end()
    }
}

fn labelled_text<'a>(text: &'a str, labels: &[String]) -> &'a str {
    let mut end = text.find([';', '\n']).unwrap_or(text.len());
    for stop in [". ", "? ", "! "] {
        if let Some(at) = text[..end].find(stop) {
            end = end.min(at + 1);
        }
    }
    let mut at = 0;
    while let Some(c) = text[at..end].find(',') {
        let comma = at + c;
        let rest = text[comma + 1..end].trim_start().to_lowercase();
        let labelled = rest.split_once(':').is_some_and(|(l, _)| {
            !l.is_empty()
                && l.len() <= 30
                && l.chars()
                    .all(|ch| ch.is_alphanumeric() || ch == ' ' || ch == '_')
        });
        let other = labels
            .iter()
            .any(|l| rest.starts_with(l.as_str()) && rest[l.len()..].starts_with([' ', ':']));
        if labelled || other {
            end = comma;
            break;
        }
        at = comma + 1;
    }
    text[..end].trim().trim_end_matches(['.', '?', '!']).trim()
}

/// The example value or one of the offered options appears in the task as a whole word.
/// `fits(at)`: whether the value found at byte `at` of the task may be this slot's (not one
/// another slot's preposition introduces).
fn known_value(task: &str, p: &Parameter, fits: &dyn Fn(usize) -> bool) -> Option<String> {
    // (An option that adds data after its name is said by its name: "Joint Checking".)
    p.example
        .iter()
        .chain(p.options.iter())
        .chain(p.seen.iter())
        .flat_map(|c| std::iter::once(c.as_str()).chain(crate::template::option_core(c)))
        .filter(|c| c.chars().count() >= 2)
        .find_map(|c| {
            let mut from = 0;
            while let Some((a, b)) =
                find_ci(&task[from..], c, true).map(|(a, b)| (a + from, b + from))
            {
                from = b;
                // "that day" does not choose the view "Day": a one-word option that is an
                // ordinary word counts only as written.
                let ordinary = !c.contains(' ')
                    && crate::dictionary::is_word(&c.to_lowercase())
                    && c.chars().count() >= 3;
                if (!ordinary || &task[a..b] == c) && fits(a) {
                    return Some(task[a..b].to_string());
                }
            }
            None
        })
}

/// Whether the text at byte `at` of the task is introduced (past "my", "the") by a preposition
/// that anchors another slot than `p` and not `p` ("to Joint Checking" is no {from}).
fn introduced_elsewhere(
    task: &str,
    at: usize,
    p: &Parameter,
    anchors: &BTreeMap<&str, u8>,
) -> bool {
    let own = anchors.get(p.name.as_str()).copied();
    let before = task[..at]
        .unicode_words()
        .rev()
        .map(str::to_lowercase)
        .find(|w| !is_article_or_possessive(w));
    let group = before.as_deref().and_then(preposition_group);
    group.is_some_and(|g| Some(g) != own && anchors.iter().any(|(n, a)| *n != p.name && *a == g))
}

/// Text between matching quotes: "…", '…' (not apostrophes inside words), “…”.
pub fn quoted_strings(task: &str) -> Vec<String> {
    quoted_spans(task)
        .into_iter()
        .map(|(a, b)| task[a..b].trim().to_string())
        .collect()
}

pub(crate) mod known_options;
pub(crate) mod said_otherwise;
pub(crate) use said_otherwise::{correction_at, should_say_at};
#[cfg(test)]
mod tests;
