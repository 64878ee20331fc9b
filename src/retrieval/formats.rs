//! Writing a bound value the way its field was filled in the demonstration: a date field shown
//! "2016-07-06" and asked "03/08/2014" gets "2014-03-08"; likewise times ("14:30" / "2:30 pm"),
//! amounts ("40.00" / "$12") and phone numbers ("(412) 555-0199" / "412.555.0142"). A value that
//! does not read as the example's kind is left as the task wrote it.

pub(crate) const MONTHS: [&str; 12] = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

/// `value` in the format of `example`, when both are dates, times, amounts or phone numbers.
pub fn like(value: &str, example: &str) -> String {
    like_dated(value, example, false)
}

/// `like`, for a field whose slashed dates are written day first ("07/11/2027" for 7 November)
/// when `day_first` (see `day_first`).
pub fn like_dated(value: &str, example: &str, day_first: bool) -> String {
    let (v, e) = (value.trim(), example.trim());
    if v.is_empty() || e.is_empty() || v == e {
        return value.to_string();
    }
    if let (Some(d), Some(style)) = (date(&without_weekday(v)), date_style(e, day_first)) {
        if let Some(out) = style.write(d) {
            return out;
        }
    }
    if let (Some(t), Some(style)) = (time(v), time_style(e)) {
        return style.write(t);
    }
    if let (Some(p), Some(pattern)) = (any_phone_digits(v), phone_digits(e).map(|_| e)) {
        // "+1 (503) 555-0166" for a ten-digit pattern: the country code goes.
        let want = pattern.chars().filter(char::is_ascii_digit).count();
        let p = if p.len() == want + 1 && p.starts_with('1') {
            p[1..].to_string()
        } else {
            p
        };
        if p.len() == want {
            let mut digits = p.chars();
            return pattern
                .chars()
                .map(|c| {
                    if c.is_ascii_digit() {
                        digits.next().unwrap_or(c)
                    } else {
                        c
                    }
                })
                .collect();
        }
    }
    if let (Some(a), Some(style)) = (amount(v), amount_style(e)) {
        return style.write(a);
    }
    // A number written with the '#' the field shows ("1061" for "#1001").
    if e.starts_with('#')
        && !v.starts_with('#')
        && v.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        && v.chars().any(|c| c.is_ascii_digit())
    {
        return format!("#{v}");
    }
    // An amount for a plain-number example ("$1,100" for 350 is 1100; "$1,200.50" for 100,
    // a field that took the money said as "$100", is 1200.50): digits as the field was given them.
    if e.chars().all(|c| c.is_ascii_digit()) && !v.chars().all(|c| c.is_ascii_digit()) {
        if let Some(a) = amount(v).filter(|a| *a < 1e15) {
            return if a.fract() == 0.0 {
                format!("{}", a as u64)
            } else {
                format!("{a:.2}")
            };
        }
    }
    value.to_string()
}

/// What kind of value a demonstrated example is: a task's span for that slot must read as the
/// same kind ("Nov 30, 2026" for a date, "9am" for a time, "$40.5" for an amount).
#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    Date,
    Time,
    Money,
    /// One token holding a digit (an account number, a ticket key, a flight number).
    Code,
    /// An e-mail address.
    Email,
    /// A phone number (10 or 11 digits, separated or not).
    Phone,
    Number,
    /// A length of time with its unit ("1 hour", "90 minutes"): "for an hour" says it.
    Duration,
    /// A count with its unit ("4 guests"): "for four", "4 people" say it.
    Count,
    Text,
}

use crate::memo::Memo;

thread_local! {
    static KINDS: Memo<Kind> = Memo::new(4096);
    static DATES: Memo<Vec<(String, String)>> = Memo::new(1024);
}

/// The kind of value a text is (`read_kind`), remembered.
pub fn kind_of(example: &str) -> Kind {
    KINDS.with(|m| m.get(example, read_kind))
}

fn read_kind(example: &str) -> Kind {
    let e = example.trim();
    if e.is_empty() {
        return Kind::Text;
    }
    // (A date said with its weekday, "Wednesday 7 October", is a date.)
    if date(e).is_some() || (e.contains(char::is_whitespace) && date(&without_weekday(e)).is_some())
    {
        Kind::Date
    } else if time_style(e).is_some() {
        Kind::Time
    } else if amount_style(e).is_some() {
        Kind::Money
    } else if e.chars().all(|c| c.is_ascii_digit()) && e.len() <= 4 {
        Kind::Number
    } else if e.starts_with(|c: char| c.is_ascii_digit()) && e.split_whitespace().count() == 2 {
        match quantity(e) {
            Some(Quantity::Minutes(_)) => Kind::Duration,
            Some(Quantity::Count(_)) => Kind::Count,
            None => Kind::Text,
        }
    } else if is_email(e) {
        Kind::Email
    } else if phone_digits(e).is_some() {
        Kind::Phone
    } else if !e.contains(char::is_whitespace)
        && e.chars().any(|c| c.is_ascii_digit())
        && phone_digits(e).is_none()
    {
        Kind::Code
    } else {
        Kind::Text
    }
}

const WEEKDAYS: [&str; 7] = [
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
];
const NUMBER_WORDS: [&str; 11] = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
];

/// How much a choice or a span says: a length of time ("an hour", "90 minutes", "1.5 hours") in
/// minutes, or a count of things ("3 guests", "six people", "4"). Options of a list are often
/// said so ("1 hour", "4 guests") where a task says "for an hour", "for four".
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Quantity {
    Minutes(u32),
    Count(u32),
}

/// Reads a span as a `Quantity`: a number (digits, a word up to twelve, "a"/"an" before a unit)
/// and at most one unit word after it; "half an hour", "an hour and a half".
pub fn quantity(s: &str) -> Option<Quantity> {
    let l = s.trim().to_lowercase();
    let words: Vec<&str> = l
        .split(|c: char| c.is_whitespace() || c == '-')
        .filter(|w| !w.is_empty())
        .collect();
    let minutes_per = |w: &str| match w.trim_end_matches('.') {
        "minute" | "minutes" | "min" | "mins" => Some(1.0),
        "hour" | "hours" | "hr" | "hrs" | "h" => Some(60.0),
        _ => None,
    };
    match words.as_slice() {
        ["half", "an", "hour"] => return Some(Quantity::Minutes(30)),
        ["an" | "one", "hour", "and", "a", "half"] => return Some(Quantity::Minutes(90)),
        _ => {}
    }
    let (n, unit) = match words.as_slice() {
        [n] => (count_word(n)?, None),
        [n, u] => (
            count_word(n).or(matches!(*n, "a" | "an").then_some(1.0))?,
            Some(*u),
        ),
        _ => return None,
    };
    match unit.map(|u| (u, minutes_per(u))) {
        Some((_, Some(per))) => {
            let m = n * per;
            (m.fract() == 0.0 && m > 0.0).then_some(Quantity::Minutes(m as u32))
        }
        // ("a guest" is no count of one: "a" says that only before a unit of time. A count is
        // whole, written without a point, and not of money: "408.00 USD" is an amount.)
        Some((u, None)) => (!words[0].contains('.')
            && !matches!(words[0], "a" | "an")
            && u.chars().all(char::is_alphabetic)
            && !CURRENCY_WORDS.contains(&u))
        .then_some(Quantity::Count(n as u32)),
        None => (!words[0].contains('.')).then_some(Quantity::Count(n as u32)),
    }
}

/// A number said as digits ("1.5") or as a word up to twelve.
fn count_word(w: &str) -> Option<f64> {
    const MORE: [&str; 2] = ["eleven", "twelve"];
    if let Some(i) = NUMBER_WORDS.iter().position(|n| *n == w) {
        return Some(i as f64);
    }
    if let Some(i) = MORE.iter().position(|n| *n == w) {
        return Some(11.0 + i as f64);
    }
    (w.chars().all(|c| c.is_ascii_digit() || c == '.') && w.chars().any(|c| c.is_ascii_digit()))
        .then(|| w.parse().ok())
        .flatten()
}

/// The count a word says of what follows it: digits, a number word ("three"), or none at all
/// ("no", "zero", "without" → 0). Only whole counts.
pub fn count_of_word(w: &str) -> Option<u32> {
    let w = w.to_lowercase();
    if matches!(w.as_str(), "no" | "none" | "zero" | "without") {
        return Some(0);
    }
    count_word(&w)
        .filter(|n| n.fract() == 0.0 && *n >= 0.0)
        .map(|n| n as u32)
}

/// Whether a word is a number written out ("three").
pub fn is_number_word(word: &str) -> bool {
    NUMBER_WORDS.iter().any(|n| n.eq_ignore_ascii_case(word))
}

/// A number written as a word ("three") as digits; other words as they are.
pub fn digits_of(word: &str) -> String {
    NUMBER_WORDS
        .iter()
        .position(|n| n.eq_ignore_ascii_case(word))
        .map_or_else(|| word.to_string(), |i| i.to_string())
}

/// Words that make a number an amount of money: currencies said by name or code after it ("250
/// euros", "40 dollars", "408.00 usd").
const CURRENCY_WORDS: &[&str] = &[
    "usd", "eur", "gbp", "jpy", "chf", "cad", "aud", "bucks", "dollar", "dollars", "euro", "euros",
    "pound", "pounds", "yen", "franc", "francs", "krona", "kronor", "krone", "kroner", "peso",
    "pesos", "rupee", "rupees", "zloty", "zlotys", "yuan", "won", "real", "reais", "rand", "lira",
    "dirham", "dirhams", "baht", "ringgit", "shekel", "shekels", "forint", "koruna", "lei", "leu",
];

/// Whether the text right after an amount names its currency: a word for one, with a qualifier
/// before it ("Canadian dollars") or not, or a three-letter code ("250 EUR").
pub fn currency_follows(rest: &str) -> bool {
    let words: Vec<&str> = rest.split_whitespace().take(2).collect();
    let bare = |w: &str| {
        w.trim_end_matches(|c: char| !c.is_alphanumeric())
            .to_string()
    };
    let code = |w: &str| w.len() == 3 && w.chars().all(|c| c.is_ascii_uppercase());
    let named = |w: &str| CURRENCY_WORDS.contains(&w.to_lowercase().as_str());
    match words.as_slice() {
        [first, rest @ ..] => {
            let first = bare(first);
            code(&first)
                || named(&first)
                || (first.starts_with(char::is_uppercase)
                    && rest.first().is_some_and(|w| named(&bare(w))))
        }
        [] => false,
    }
}

/// A seat the task names by its row and letter ("row 14, seat C", "seat C in row 14", "seat
/// 14C"), written the way the demonstrated seat was ("Seat 18F" → "Seat 14C"). `None` when the
/// example is no seat of a row and a letter, or the task names no seat or two.
pub fn seat_said(task: &str, example: &str) -> Option<String> {
    let e = example.trim();
    let code = e.rsplit(' ').next()?;
    let (last, _) = code.char_indices().last()?;
    let (digits, letter) = code.split_at(last);
    let seat_like = (1..=3).contains(&digits.len())
        && digits.chars().all(|c| c.is_ascii_digit())
        && letter.chars().all(|c| c.is_ascii_uppercase());
    if !seat_like {
        return None;
    }
    let prefix = &e[..e.len() - code.len()];
    let words: Vec<String> = task
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let number =
        |w: &str| (w.len() <= 3 && w.chars().all(|c| c.is_ascii_digit())).then(|| w.to_string());
    let letter = |w: &str| {
        (w.len() == 1 && w.chars().all(|c| c.is_ascii_alphabetic())).then(|| w.to_uppercase())
    };
    let mut found: Vec<(String, String)> = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let at = |k: usize| words.get(k).map(String::as_str).unwrap_or("");
        match w.as_str() {
            // "row 14, seat C" / "row 14 seat C"
            "row" => {
                if let (Some(r), "seat", Some(l)) =
                    (number(at(i + 1)), at(i + 2), letter(at(i + 3)))
                {
                    found.push((r, l));
                }
            }
            // "seat C in row 14" / "seat C, row 14" / "seat 14C"
            "seat" => {
                if let Some(l) = letter(at(i + 1)) {
                    let k = if at(i + 2) == "in" { i + 3 } else { i + 2 };
                    if let ("row", Some(r)) = (at(k), number(at(k + 1))) {
                        found.push((r, l));
                    }
                } else if let Some((r, l)) = at(i + 1)
                    .char_indices()
                    .last()
                    .map(|(j, _)| at(i + 1).split_at(j))
                    .and_then(|(r, l)| Some((number(r).filter(|r| !r.is_empty())?, letter(l)?)))
                {
                    found.push((r, l));
                }
            }
            _ => {}
        }
    }
    found.dedup();
    match found.as_slice() {
        [(r, l)] => Some(format!("{prefix}{r}{l}")),
        _ => None,
    }
}

/// Whether a task's span reads as a value of this kind. Typed kinds take short spans only.
pub fn accepts(kind: &Kind, span: &str) -> bool {
    let s = span.trim();
    match kind {
        Kind::Text => true,
        Kind::Date => date(&without_weekday(s)).is_some(),
        Kind::Time => time(s).is_some(),
        Kind::Money => amount(s).is_some(),
        // A count, or a whole amount said with its currency ("$1,100" for a price shown as 350).
        Kind::Number => {
            s.chars().all(|c| c.is_ascii_digit())
                || NUMBER_WORDS.iter().any(|n| n.eq_ignore_ascii_case(s))
                || amount(s).is_some_and(|a| a.fract() == 0.0)
        }
        Kind::Duration => matches!(quantity(s), Some(Quantity::Minutes(_))),
        Kind::Count => matches!(quantity(s), Some(Quantity::Count(_))),
        Kind::Email => is_email(s),
        Kind::Phone => any_phone_digits(s).is_some(),
        Kind::Code => !s.contains(char::is_whitespace) && s.chars().any(|c| c.is_ascii_digit()),
    }
}

/// A code's shape: its runs of letters and digits with their lengths ("CP218661647DE" →
/// "L2D9L2"), for a code without spaces that holds a digit; None otherwise.
pub fn code_shape(s: &str) -> Option<String> {
    let s = s.trim();
    if s.is_empty() || s.contains(char::is_whitespace) || !s.chars().any(|c| c.is_ascii_digit()) {
        return None;
    }
    let mut out = String::new();
    let mut run: Option<(char, usize)> = None;
    for c in s.chars() {
        let class = if c.is_ascii_digit() {
            'D'
        } else if c.is_alphabetic() {
            'L'
        } else {
            c
        };
        match run {
            Some((k, n)) if k == class => run = Some((k, n + 1)),
            Some((k, n)) => {
                out.push_str(&format!("{k}{n}"));
                run = Some((class, 1));
            }
            None => run = Some((class, 1)),
        }
    }
    if let Some((k, n)) = run {
        out.push_str(&format!("{k}{n}"));
    }
    Some(out)
}

/// A code said in groups ("RB 754 131 856 SE", "RB-754-131-856-SE" for a demonstrated
/// "CP218661647DE"): the groups joined, when that has the demonstrated code's shape. A code
/// written as one word is no grouped one (it is read as a code already).
pub fn grouped_code(s: &str, shape: &str) -> Option<String> {
    let groups: Vec<&str> = s.split([' ', '-']).filter(|g| !g.is_empty()).collect();
    if groups.len() < 2
        || groups
            .iter()
            .any(|g| !g.chars().all(|c| c.is_alphanumeric()))
    {
        return None;
    }
    let joined: String = groups.concat();
    (code_shape(&joined).as_deref() == Some(shape)).then_some(joined)
}

/// "Monday, November 30, 2026" → "November 30, 2026"; "January 9th" → "January 9".
fn without_weekday(s: &str) -> String {
    let spelled = spelled_days(s);
    let words: Vec<&str> = spelled.split_whitespace().collect();
    let skip = words.first().is_some_and(|w| {
        let w = w.trim_end_matches(',').to_lowercase();
        WEEKDAYS
            .iter()
            .any(|d| *d == w || (w.len() >= 3 && d.starts_with(&w)))
    }) && words.len() > 1;
    let rest = if skip { &words[1..] } else { &words[..] };
    rest.iter()
        .map(|w| {
            w.trim_end_matches("st,")
                .trim_end_matches("nd,")
                .trim_end_matches("rd,")
                .trim_end_matches("th,")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Date {
    year: Option<i32>,
    month: u32,
    day: u32,
}

/// Whether a word is a day of the week, whole, shortened ("Tue") or plural ("Sundays").
pub fn is_weekday(word: &str) -> bool {
    let w = word.trim_end_matches('.').to_lowercase();
    let w = w.strip_suffix('s').filter(|x| x.len() > 5).unwrap_or(&w);
    w.len() >= 3 && WEEKDAYS.iter().any(|d| d.starts_with(w))
}

/// Whether a word is a month's name, whole or shortened to three letters or more ("Aug").
pub fn names_month(word: &str) -> bool {
    month_of(word).is_some() && word.trim_end_matches('.').len() >= 3
}

fn month_of(word: &str) -> Option<u32> {
    let w = word.trim_end_matches('.').to_lowercase();
    if w.len() < 3 {
        return None;
    }
    MONTHS
        .iter()
        .position(|m| m.starts_with(&w) && (w.len() >= 3))
        .map(|i| i as u32 + 1)
}

fn number(s: &str) -> Option<u32> {
    let s = s.trim_end_matches(|c: char| c.is_alphabetic() || c == ',' || c == '.');
    if s.is_empty() || s.len() > 4 || !s.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

fn valid(d: Date) -> Option<Date> {
    // (No 30 February, no 31 April; a day without its year may be 29 February.)
    let days = days_in_month(d.year.unwrap_or(2000), d.month)?;
    (d.day >= 1 && d.day <= days).then_some(d)
}

/// Whether a field's slashed dates are written day first: one of its values can only be
/// (its first number is over 12: "15/11/2027"), or a text that says the demonstrated date in
/// words says the day-first reading of an ambiguous one ("November 7, 2027" for "07/11/2027").
pub fn day_first(values: &[&str], texts: &[&str]) -> bool {
    let slashed: Vec<Vec<u32>> = values
        .iter()
        .filter_map(|v| {
            let parts: Vec<&str> = v.trim().split('/').collect();
            (parts.len() == 3 && parts.iter().all(|p| !p.is_empty() && p.len() <= 4))
                .then(|| {
                    parts
                        .iter()
                        .map(|p| p.parse().ok())
                        .collect::<Option<Vec<u32>>>()
                })
                .flatten()
        })
        .collect();
    if slashed.iter().any(|n| n[1] > 12 && n[0] <= 12) {
        return false;
    }
    if slashed.iter().any(|n| n[0] > 12 && n[1] <= 12) {
        return true;
    }
    slashed.iter().any(|n| {
        let day_first = format!("{:04}-{:02}-{:02}", n[2], n[1], n[0]);
        let month_first = format!("{:04}-{:02}-{:02}", n[2], n[0], n[1]);
        texts.iter().any(|t| {
            let said: Vec<String> = dates_in(t).into_iter().map(|(_, d)| d).collect();
            said.contains(&day_first) && !said.contains(&month_first)
        })
    })
}

/// The day-first reading of a slashed date ("07/11/2027" → "2027-11-07").
pub fn iso_day_first(s: &str) -> Option<String> {
    let parts: Vec<&str> = s.trim().split('/').collect();
    if parts.len() != 3 || parts[2].len() != 4 {
        return None;
    }
    let n: Vec<u32> = parts
        .iter()
        .map(|p| p.parse().ok())
        .collect::<Option<_>>()?;
    let d = valid(Date {
        year: Some(n[2] as i32),
        month: n[1],
        day: n[0],
    })?;
    Some(format!("{:04}-{:02}-{:02}", d.year?, d.month, d.day))
}

/// Reads "2014-03-08", "03/08/2014" (month first, unless only day first can be: "14/09/2026"),
/// "March 8, 2014", "8 March 2014", "Mar 8".
/// Days of the month said as ordinal words ("the twenty-sixth", "the tenth", "thirty first")
/// written as numbers ("26th"), the rest unchanged: "March the tenth, 2028" reads as a date.
fn spelled_days(s: &str) -> std::borrow::Cow<'_, str> {
    const UNITS: [&str; 19] = [
        "first",
        "second",
        "third",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
        "eighth",
        "ninth",
        "tenth",
        "eleventh",
        "twelfth",
        "thirteenth",
        "fourteenth",
        "fifteenth",
        "sixteenth",
        "seventeenth",
        "eighteenth",
        "nineteenth",
    ];
    let lower = s.to_lowercase();
    if !UNITS
        .iter()
        .chain(&["twentieth", "thirtieth"])
        .any(|u| lower.contains(u))
    {
        return std::borrow::Cow::Borrowed(s);
    }
    let unit = |w: &str| UNITS.iter().position(|u| *u == w).map(|i| i as u32 + 1);
    let tokens: Vec<&str> = s.split_whitespace().collect();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i];
        let core = t.trim_end_matches([',', '.', ';']);
        let tail = &t[core.len()..];
        let l = core.to_lowercase();
        let (tens, rest) = match l.split_once('-') {
            Some((a, b)) => (a.to_string(), Some(b.to_string())),
            None => (l.clone(), None),
        };
        let base = match tens.as_str() {
            "twenty" => Some(20),
            "thirty" => Some(30),
            _ => None,
        };
        let n = match (base, rest) {
            (Some(b), Some(r)) => unit(&r).filter(|u| *u <= 9).map(|u| b + u),
            (Some(b), None) => {
                // "twenty sixth": the unit is the next word.
                let next = tokens
                    .get(i + 1)
                    .map(|n| n.trim_end_matches([',', '.', ';']));
                match next.map(str::to_lowercase).as_deref().and_then(unit) {
                    Some(u) if u <= 9 => {
                        let next = tokens[i + 1];
                        let tail = &next[next.trim_end_matches([',', '.', ';']).len()..];
                        out.push(format!("{}th{tail}", b + u));
                        i += 2;
                        continue;
                    }
                    _ => None,
                }
            }
            (None, None) => match l.as_str() {
                "twentieth" => Some(20),
                "thirtieth" => Some(30),
                w => unit(w),
            },
            (None, Some(_)) => None,
        };
        // ("the second Saturday in July" counts Saturdays: no day of its own.)
        let weekday_next = tokens.get(i + 1).is_some_and(|w| {
            let w = w.trim_end_matches([',', '.', ';']).to_lowercase();
            WEEKDAYS
                .iter()
                .any(|d| w.len() >= 3 && d.starts_with(w.trim_end_matches('s')))
        });
        match n.filter(|d| *d <= 31 && !weekday_next) {
            Some(d) => out.push(format!("{d}th{tail}")),
            None => out.push(t.to_string()),
        }
        i += 1;
    }
    std::borrow::Cow::Owned(out.join(" "))
}

fn date(s: &str) -> Option<Date> {
    let spelled = spelled_days(s);
    let s: &str = &spelled;
    // Dotted dates ("27.07.2027", "5.3.27") are written day first wherever they are used; a
    // version number ("1.5.2") or a dotted time is none: the year has four digits, or every
    // part two.
    let dots: Vec<&str> = s.split('.').collect();
    if dots.len() == 3
        && !s.contains(['-', '/'])
        && dots
            .iter()
            .all(|p| !p.is_empty() && p.len() <= 4 && p.chars().all(|c| c.is_ascii_digit()))
    {
        let n: Vec<u32> = dots.iter().map(|p| p.parse().unwrap_or(0)).collect();
        let lens: Vec<usize> = dots.iter().map(|p| p.len()).collect();
        return match lens.as_slice() {
            [1 | 2, 1 | 2, 4] => valid(Date {
                year: Some(n[2] as i32),
                month: n[1],
                day: n[0],
            }),
            [2, 2, 2] => valid(Date {
                year: Some(2000 + n[2] as i32),
                month: n[1],
                day: n[0],
            }),
            _ => None,
        };
    }
    let parts: Vec<&str> = s.split(['-', '/']).collect();
    if parts.len() == 3
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
    {
        let n: Vec<u32> = parts.iter().map(|p| p.parse().unwrap_or(0)).collect();
        return if parts[0].len() == 4 {
            valid(Date {
                year: Some(n[0] as i32),
                month: n[1],
                day: n[2],
            })
        } else {
            let year = if parts[2].len() == 2 {
                2000 + n[2] as i32
            } else {
                n[2] as i32
            };
            let (month, day) = if n[0] > 12 {
                (n[1], n[0])
            } else {
                (n[0], n[1])
            };
            valid(Date {
                year: Some(year),
                month,
                day,
            })
        };
    }
    // ("the 18th of September 2027": the small words go; "19-Jun-2027" is three words.)
    let named_month = s.chars().any(char::is_alphabetic);
    let words: Vec<&str> = s
        .split(|c: char| c.is_whitespace() || c == ',' || (named_month && c == '-'))
        .filter(|w| {
            !w.is_empty() && !w.eq_ignore_ascii_case("of") && !w.eq_ignore_ascii_case("the")
        })
        .collect();
    let year = |w: Option<&&str>| {
        w.and_then(|w| number(w))
            .filter(|y| *y >= 1000)
            .map(|y| y as i32)
    };
    match words.as_slice() {
        [m, d, rest @ ..] if month_of(m).is_some() && number(d).is_some() && rest.len() <= 1 => {
            valid(Date {
                year: year(rest.first()),
                month: month_of(m)?,
                day: number(d)?,
            })
        }
        [d, m, rest @ ..] if number(d).is_some() && month_of(m).is_some() && rest.len() <= 1 => {
            valid(Date {
                year: year(rest.first()),
                month: month_of(m)?,
                day: number(d)?,
            })
        }
        // "the second Saturday in July 2028", "the last Friday of March 2027": with its year.
        [nth, weekday, rest @ ..] => {
            let rest: Vec<&str> = rest
                .iter()
                .copied()
                .filter(|w| !w.eq_ignore_ascii_case("in"))
                .collect();
            let [m, y] = rest.as_slice() else {
                return None;
            };
            nth_weekday(nth, weekday, month_of(m)?, year(Some(y))?)
        }
        _ => None,
    }
}

/// The day an ordinal weekday of a month names ("second", "Saturday", July, 2028 → 8 July
/// 2028); `None` when the month has no such day (a fifth Monday) or the words are no ordinal
/// and weekday.
fn nth_weekday(nth: &str, weekday: &str, month: u32, year: i32) -> Option<Date> {
    const ORDINALS: [(&str, &str); 5] = [
        ("first", "1st"),
        ("second", "2nd"),
        ("third", "3rd"),
        ("fourth", "4th"),
        ("fifth", "5th"),
    ];
    let nth = nth.to_lowercase();
    let weekday = weekday.to_lowercase();
    let wanted = WEEKDAYS
        .iter()
        .position(|d| *d == weekday || d.strip_suffix('s') == Some(&weekday))?
        as u32;
    let days = days_in_month(year, month)?;
    let first = weekday_of(year, month, 1);
    let firsts = (1 + (wanted + 7 - first) % 7, days);
    let day = if nth == "last" {
        let mut d = firsts.0;
        while d + 7 <= days {
            d += 7;
        }
        d
    } else {
        let n = ORDINALS.iter().position(|(w, n)| *w == nth || *n == nth)? as u32;
        let d = firsts.0 + 7 * n;
        (d <= days).then_some(d)?
    };
    valid(Date {
        year: Some(year),
        month,
        day,
    })
}

/// An ISO date `n` days later ("2027-08-17" + 11 → "2027-08-28").
pub fn iso_plus_days(iso: &str, n: u32) -> Option<String> {
    let d = date(iso)?;
    let (mut y, mut m, mut day) = (d.year?, d.month, d.day);
    let mut left = n;
    while left > 0 {
        let days = days_in_month(y, m)?;
        if day + left <= days {
            day += left;
            left = 0;
        } else {
            left -= days - day + 1;
            day = 1;
            m += 1;
            if m > 12 {
                m = 1;
                y += 1;
            }
        }
    }
    Some(format!("{y:04}-{m:02}-{day:02}"))
}

/// How many days a month has.
fn days_in_month(year: i32, month: u32) -> Option<u32> {
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    Some(match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    })
}

/// The weekday of a date, as WEEKDAYS's index (Sakamoto's method, Gregorian calendar).
fn weekday_of(year: i32, month: u32, day: u32) -> u32 {
    const T: [i32; 12] = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
    let y = if month < 3 { year - 1 } else { year };
    let w = (y + y / 4 - y / 100 + y / 400 + T[month as usize - 1] + day as i32).rem_euclid(7);
    // (Sakamoto counts from Sunday.)
    let sunday_first = w as u32;
    WEEKDAYS
        .iter()
        .position(|d| *d == "sunday")
        .map_or(sunday_first, |sun| (sunday_first + sun as u32) % 7)
}

/// The date format a field states in its placeholder or label ("DD/MM/YYYY", "yyyy-mm-dd",
/// "Date of birth (MM.DD.YY)"): day, month and year, each once, as runs of D, M and Y between
/// one separator. `None` for anything else — a card's expiry "MM/YY" says no day.
pub fn date_pattern(text: &str) -> Option<String> {
    text.split(|c: char| c.is_whitespace() || "(),:;[]".contains(c))
        .map(|t| t.trim_matches(|c: char| !c.is_ascii_alphabetic()))
        .find_map(|token| {
            let upper = token.to_ascii_uppercase();
            let sep = ['/', '.', '-'].into_iter().find(|&c| upper.contains(c))?;
            let parts: Vec<&str> = upper.split(sep).collect();
            let mut letters: Vec<char> = Vec::new();
            for part in &parts {
                let first = part.chars().next()?;
                let fits = match first {
                    'D' | 'M' => (1..=2).contains(&part.len()),
                    'Y' => part.len() == 2 || part.len() == 4,
                    _ => false,
                };
                if !fits || part.chars().any(|c| c != first) {
                    return None;
                }
                letters.push(first);
            }
            letters.sort_unstable();
            (letters == ['D', 'M', 'Y']).then_some(upper)
        })
}

/// `value` as a date written in `pattern` (see `date_pattern`). A numeric date is read in the
/// pattern's own order when that order fits it ("03/01/2028" is 3 January for "DD/MM/YYYY");
/// `None` when `value` is no full date.
pub fn in_pattern(value: &str, pattern: &str) -> Option<String> {
    let sep = ['/', '.', '-'].into_iter().find(|&c| pattern.contains(c))?;
    let order: Vec<char> = pattern
        .split(sep)
        .filter_map(|p| p.chars().next())
        .collect();
    let v = value.trim().trim_end_matches(['.', '!', '?']);
    let numeric: Vec<&str> = v.split(['/', '.', '-']).collect();
    let in_order = (numeric.len() == 3
        && numeric
            .iter()
            .all(|p| !p.is_empty() && p.len() <= 4 && p.chars().all(|c| c.is_ascii_digit())))
    .then(|| {
        let mut d = Date {
            year: None,
            month: 0,
            day: 0,
        };
        for (part, letter) in numeric.iter().zip(&order) {
            let n: u32 = part.parse().ok()?;
            match letter {
                'D' if part.len() <= 2 => d.day = n,
                'M' if part.len() <= 2 => d.month = n,
                'Y' if part.len() == 4 => d.year = Some(n as i32),
                'Y' if part.len() == 2 => d.year = Some(2000 + n as i32),
                _ => return None,
            }
        }
        valid(d)
    })
    .flatten();
    let d = in_order.or_else(|| date(&without_weekday(v)))?;
    let year = d.year?;
    let mut out = String::new();
    let mut chars = pattern.chars().peekable();
    while let Some(c) = chars.next() {
        let mut run = 1;
        while chars.peek() == Some(&c) && "DMY".contains(c) {
            chars.next();
            run += 1;
        }
        match c {
            'D' if run == 2 => out.push_str(&format!("{:02}", d.day)),
            'D' => out.push_str(&d.day.to_string()),
            'M' if run == 2 => out.push_str(&format!("{:02}", d.month)),
            'M' => out.push_str(&d.month.to_string()),
            'Y' if run == 2 => out.push_str(&format!("{:02}", year.rem_euclid(100))),
            'Y' => out.push_str(&format!("{year:04}")),
            other => out.push(other),
        }
    }
    Some(out)
}

/// A full date (with its year) in any of the forms `date` reads, as "YYYY-MM-DD".
pub fn iso_date(s: &str) -> Option<String> {
    let d = date(&without_weekday(s.trim().trim_end_matches(['.', '!', '?'])))?;
    Some(format!("{:04}-{:02}-{:02}", d.year?, d.month, d.day))
}

/// The month and day a whole name says, with or without its weekday and year ("Wed Oct 7",
/// "Wednesday, 7 October 2026"); `None` when anything else is said ("May 5 tips") or no month
/// is named in words or in a full numeric date.
pub fn month_day(s: &str) -> Option<(u32, u32)> {
    let plain = without_weekday(s.trim().trim_end_matches(['.', '!', '?']));
    let last = plain
        .split(|c: char| c.is_whitespace() || c == ',')
        .rfind(|w| !w.is_empty())?;
    if number(last).is_none() && month_of(last).is_none() && !last.contains(['/', '-']) {
        return None;
    }
    let d = date(&plain)?;
    Some((d.month, d.day))
}

/// The days a text names with or without their year, each as written with its month and day
/// ("on Wednesday 7 October at 11:00" → ("Wednesday 7 October", (10, 7))).
pub fn days_in(text: &str) -> Vec<(String, (u32, u32))> {
    let words: Vec<(usize, usize)> = text
        .split_whitespace()
        .map(|w| {
            let start = w.as_ptr() as usize - text.as_ptr() as usize;
            (start, start + w.len())
        })
        .collect();
    let span = |i: usize, n: usize| {
        text[words[i].0..words[i + n - 1].1]
            .trim_matches(|c: char| !c.is_alphanumeric())
            .to_string()
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        // The shortest reading, then its year if one follows.
        let found = (1..=3)
            .filter(|n| i + n <= words.len())
            .find_map(|n| month_day(&span(i, n)).map(|d| (n, d)));
        match found {
            Some((mut n, day)) => {
                if i + n < words.len() && month_day(&span(i, n + 1)) == Some(day) {
                    n += 1;
                }
                out.push((span(i, n), day));
                i += n;
            }
            None => i += 1,
        }
    }
    out
}

/// Whether a calendar cell's name reads as a day: a full date ("March 8, 2014") or a day's
/// number ("8").
pub fn names_a_day(name: &str) -> bool {
    let name = name.trim();
    iso_date(name).is_some()
        || (name.len() <= 2 && name.parse::<u32>().is_ok_and(|d| (1..=31).contains(&d)))
}

/// The full dates a text names, each as written and as "YYYY-MM-DD" ("Pick March 8, 2014 as
/// the check-in date" → ("March 8, 2014", "2014-03-08")). Longest reading first at each word.
pub fn dates_in(text: &str) -> Vec<(String, String)> {
    DATES.with(|m| m.get(text, read_dates))
}

fn read_dates(text: &str) -> Vec<(String, String)> {
    // A date names its year in digits (`iso_date` reads no other): a text or a span without a
    // digit names none, and is not parsed.
    if !text.bytes().any(|b| b.is_ascii_digit()) {
        return Vec::new();
    }
    let words: Vec<(usize, usize)> = text
        .split_whitespace()
        .map(|w| {
            let start = w.as_ptr() as usize - text.as_ptr() as usize;
            (start, start + w.len())
        })
        .collect();
    let digit: Vec<bool> = words
        .iter()
        .map(|&(a, b)| text[a..b].bytes().any(|b| b.is_ascii_digit()))
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let found = (1..=6)
            .rev()
            .filter(|n| i + n <= words.len() && digit[i..i + n].contains(&true))
            .find_map(|n| {
                let span = text[words[i].0..words[i + n - 1].1]
                    .trim_matches(|c: char| !c.is_alphanumeric());
                iso_date(span).map(|iso| (n, span.to_string(), iso))
            });
        match found {
            Some((n, span, iso)) => {
                out.push((span, iso));
                i += n;
            }
            None => i += 1,
        }
    }
    out
}

/// How a demonstrated date was written.
#[derive(Debug)]
enum DateStyle {
    Iso,
    /// Month first with `/`; zero-padded or not; two- or four-digit year.
    Slashed {
        padded: bool,
        short_year: bool,
        /// Day before month ("07/11/2027" for 7 November).
        day_first: bool,
        /// What stands between the numbers: `/`, or `.` (always day first: "27.07.2027").
        sep: char,
    },
    /// "Jun 14" / "June 14, 2026": abbreviated month or not, with the year or not.
    Named {
        short: bool,
        with_year: bool,
        comma: bool,
    },
}

fn date_style(e: &str, day_first: bool) -> Option<DateStyle> {
    date(e)?;
    if e.len() == 10 && e.as_bytes()[4] == b'-' {
        return Some(DateStyle::Iso);
    }
    if let Some(sep) = ['/', '.'].into_iter().find(|&c| e.contains(c)) {
        let parts: Vec<&str> = e.split(sep).collect();
        let first_over_12 = parts[0].parse::<u32>().is_ok_and(|n| n > 12);
        return Some(DateStyle::Slashed {
            padded: parts[0].len() == 2,
            short_year: parts.get(2).is_some_and(|y| y.len() == 2),
            day_first: day_first || first_over_12 || sep == '.',
            sep,
        });
    }
    let first = e.split_whitespace().next()?;
    let month_word = if month_of(first).is_some() {
        first
    } else {
        e.split_whitespace().nth(1)?
    };
    Some(DateStyle::Named {
        short: month_word.trim_end_matches('.').len() <= 4 && month_word.len() < 5,
        with_year: date(e)?.year.is_some(),
        comma: e.contains(','),
    })
}

impl DateStyle {
    fn write(&self, d: Date) -> Option<String> {
        let month = MONTHS[d.month as usize - 1];
        Some(match self {
            DateStyle::Iso => format!("{:04}-{:02}-{:02}", d.year?, d.month, d.day),
            DateStyle::Slashed {
                padded,
                short_year,
                day_first,
                sep,
            } => {
                let (a, b) = if *day_first {
                    (d.day, d.month)
                } else {
                    (d.month, d.day)
                };
                let year = year_text(d.year?, *short_year);
                if *padded {
                    format!("{a:02}{sep}{b:02}{sep}{year}")
                } else {
                    format!("{a}{sep}{b}{sep}{year}")
                }
            }
            DateStyle::Named {
                short,
                with_year,
                comma,
            } => {
                let name = if *short {
                    capitalize(&month[..3])
                } else {
                    capitalize(month)
                };
                match (with_year, d.year) {
                    (true, Some(y)) => {
                        format!("{name} {}{} {y}", d.day, if *comma { "," } else { "" })
                    }
                    (true, None) => return None,
                    (false, _) => format!("{name} {}", d.day),
                }
            }
        })
    }
}

fn year_text(y: i32, short: bool) -> String {
    if short {
        format!("{:02}", y % 100)
    } else {
        y.to_string()
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// The times a text says in words or digits, each with its span, as hours and minutes (24-hour):
/// "at about half five" (17:30), "around three in the afternoon", "quarter past nine in the
/// morning", "ten to six", "midday", "3pm", "10:30". A spoken hour with no half of the day is
/// read as people book: one to six in the afternoon, seven to eleven in the morning. A bare
/// number ("three nights") is no time.
pub fn times_said(text: &str) -> Vec<((usize, usize), (u32, u32))> {
    let words: Vec<(usize, usize, String)> = text
        .split_whitespace()
        .map(|w| {
            let start = w.as_ptr() as usize - text.as_ptr() as usize;
            let t = w.trim_end_matches(|c: char| matches!(c, ',' | '.' | ';' | '!' | '?' | ')'));
            let lead = t.len() - t.trim_start_matches('(').len();
            (start + lead, start + t.len(), t[lead..].to_lowercase())
        })
        .collect();
    let hour_word = |w: &str| -> Option<u32> {
        const HOURS: [&str; 12] = [
            "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve",
        ];
        HOURS
            .iter()
            .position(|h| *h == w)
            .map(|i| i as u32 + 1)
            .or_else(|| w.parse::<u32>().ok().filter(|h| (1..=12).contains(h)))
    };
    let minute_word = |w: &str| -> Option<u32> {
        match w {
            "five" | "5" => Some(5),
            "ten" | "10" => Some(10),
            "twenty" | "20" => Some(20),
            "twenty-five" | "25" => Some(25),
            _ => None,
        }
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let w = |k: usize| words.get(k).map_or("", |x| x.2.as_str());
        // (A hedge is part of the time said: "around three in the afternoon", "about 3pm".)
        let hedged = i > 0
            && matches!(
                words[i - 1].2.as_str(),
                "about" | "around" | "roughly" | "approximately"
            );
        let start = if hedged { words[i - 1].0 } else { words[i].0 };
        // (hour, minute, words used, whether the half of the day was said)
        let mut found: Option<(u32, u32, usize)> = None;
        match w(i) {
            "midday" | "noon" => found = Some((12, 0, 1)),
            "midnight" => found = Some((0, 0, 1)),
            "half" if w(i + 1) == "past" => {
                found = hour_word(w(i + 2)).map(|h| (h, 30, 3));
            }
            "half" => found = hour_word(w(i + 1)).map(|h| (h, 30, 2)),
            "quarter" | "a" if w(i) == "quarter" || w(i + 1) == "quarter" => {
                let q = if w(i) == "a" { i + 1 } else { i };
                found = match w(q + 1) {
                    "past" => hour_word(w(q + 2)).map(|h| (h, 15, q + 3 - i)),
                    "to" => hour_word(w(q + 2)).map(|h| ((h + 10) % 12 + 1, 45, q + 3 - i)),
                    _ => None,
                };
            }
            m if minute_word(m).is_some() && matches!(w(i + 1), "past" | "to") => {
                let m = minute_word(m).unwrap_or(0);
                found = hour_word(w(i + 2)).map(|h| {
                    if w(i + 1) == "past" {
                        (h, m, 3)
                    } else {
                        ((h + 10) % 12 + 1, 60 - m, 3)
                    }
                });
            }
            h if hour_word(h).is_some() && matches!(w(i + 1), "o'clock" | "o’clock") => {
                found = hour_word(h).map(|h| (h, 0, 2));
            }
            h if hour_word(h).is_some()
                && w(i + 1) == "in"
                && w(i + 2) == "the"
                && matches!(w(i + 3), "morning" | "afternoon" | "evening") =>
            {
                found = hour_word(h).map(|h| (h, 0, 1));
            }
            _ => {}
        }
        if let Some((h, m, n)) = found {
            let after = |k: usize| w(i + n + k);
            let (pm, extra) = match (after(0), after(1), after(2)) {
                ("in", "the", "morning") => (Some(false), 3),
                ("in", "the", "afternoon" | "evening") => (Some(true), 3),
                ("at", "night", _) => (Some(true), 2),
                ("am" | "a.m.", _, _) => (Some(false), 1),
                ("pm" | "p.m.", _, _) => (Some(true), 1),
                _ => (None, 0),
            };
            let noon_or_midnight = matches!(w(i), "midday" | "noon" | "midnight");
            let h24 = if noon_or_midnight {
                h
            } else {
                match pm {
                    Some(true) if h < 12 => h + 12,
                    Some(false) if h == 12 => 0,
                    Some(_) => h,
                    None if (1..=6).contains(&h) => h + 12,
                    None => h,
                }
            };
            let end = words[i + n + extra - 1].1;
            out.push(((start, end), (h24, m)));
            i += n + extra;
            continue;
        }
        // Digits: "3pm", "3 pm", "10:30", "7.45pm".
        let two = format!("{} {}", w(i), w(i + 1));
        if w(i).starts_with(|c: char| c.is_ascii_digit()) {
            if matches!(w(i + 1), "am" | "pm" | "a.m." | "p.m.") {
                if let Some(t) = time(&two) {
                    out.push(((start, words[i + 1].1), t));
                    i += 2;
                    continue;
                }
            }
            let clock = w(i).contains(':') || w(i).ends_with("am") || w(i).ends_with("pm");
            if let Some(t) = time(w(i)).filter(|_| clock) {
                out.push(((start, words[i].1), t));
            }
        }
        i += 1;
    }
    out
}

/// The hours an option names as a window of time, as minutes of the day from and to: "Morning
/// (9–11am)", "2-4pm", "9:00 – 12:00", "10am to 2pm"; or, with no hours, a part of the day
/// ("Morning", "Evening"). `None` for anything else.
pub fn time_window(option: &str) -> Option<(u32, u32)> {
    let l = option
        .to_lowercase()
        .replace(['–', '—'], "-")
        .replace(" to ", "-");
    // The hours: two times around a dash, the half of the day after the second serving both.
    let hours = l
        .split(|c: char| c == '(' || c == ')' || c == ',')
        .find_map(|piece| {
            let (a, b) = piece.split_once('-')?;
            let (a, b) = (a.trim().replace(' ', ""), b.trim().replace(' ', ""));
            let suffix = ["am", "pm"].into_iter().find(|s| b.ends_with(s));
            let a_full = if a.ends_with("am") || a.ends_with("pm") || a.contains(':') {
                a.clone()
            } else {
                format!("{a}{}", suffix.unwrap_or(""))
            };
            let read = |t: &str| {
                time(t).or_else(|| t.parse::<u32>().ok().filter(|h| *h < 24).map(|h| (h, 0)))
            };
            let (from, to) = (read(&a_full)?, read(&b)?);
            // ("11am-2pm" crosses noon; "9-11am" does not.)
            let (f, t) = (from.0 * 60 + from.1, to.0 * 60 + to.1);
            (f < t).then_some((f, t))
        });
    hours.or_else(|| {
        let words: Vec<&str> = l
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        let part = |w: &str| match w {
            "morning" => Some((6 * 60, 12 * 60)),
            "afternoon" => Some((12 * 60, 17 * 60)),
            "evening" => Some((17 * 60, 22 * 60)),
            _ => None,
        };
        match words.as_slice() {
            [w] => part(w),
            _ => None,
        }
    })
}

/// Hours and minutes, 24-hour.
pub(crate) fn time(s: &str) -> Option<(u32, u32)> {
    let l = s.to_lowercase();
    // "3.30 p.m.": a point between hours and minutes, with the half of the day said.
    let l = match l.split_once('.') {
        Some((h, rest))
            if !h.is_empty()
                && h.len() <= 2
                && h.chars().all(|c| c.is_ascii_digit())
                && rest.len() > 2
                && rest.bytes().take(2).all(|b| b.is_ascii_digit())
                && rest[2..].trim_start().starts_with(['a', 'p']) =>
        {
            format!("{h}:{rest}")
        }
        _ => l,
    };
    let l = l.replace('.', "");
    let (body, pm) = if let Some(b) = l.strip_suffix("pm") {
        (b.trim(), Some(true))
    } else if let Some(b) = l.strip_suffix("am") {
        (b.trim(), Some(false))
    } else if l == "noon" {
        return Some((12, 0));
    } else {
        (l.trim(), None)
    };
    let (h, m) = match body.split_once(':') {
        Some((h, m)) => (h.trim().parse::<u32>().ok()?, m.trim().parse::<u32>().ok()?),
        None if pm.is_some() => (body.parse::<u32>().ok()?, 0),
        None => return None,
    };
    let h = match pm {
        Some(true) if h < 12 => h + 12,
        Some(false) if h == 12 => 0,
        _ => h,
    };
    (h < 24 && m < 60).then_some((h, m))
}

#[derive(Debug)]
enum TimeStyle {
    H24,
    H12 { upper: bool, space: bool },
}

fn time_style(e: &str) -> Option<TimeStyle> {
    time(e)?;
    let l = e.to_lowercase();
    if l.ends_with("am") || l.ends_with("pm") {
        Some(TimeStyle::H12 {
            upper: e.ends_with('M'),
            space: e.trim_end_matches(char::is_alphabetic).ends_with(' '),
        })
    } else {
        e.contains(':').then_some(TimeStyle::H24)
    }
}

impl TimeStyle {
    fn write(&self, (h, m): (u32, u32)) -> String {
        match self {
            TimeStyle::H24 => format!("{h:02}:{m:02}"),
            TimeStyle::H12 { upper, space } => {
                let suffix = if h >= 12 { "pm" } else { "am" };
                let suffix = if *upper {
                    suffix.to_uppercase()
                } else {
                    suffix.to_string()
                };
                let h12 = if h % 12 == 0 { 12 } else { h % 12 };
                format!("{h12}:{m:02}{}{suffix}", if *space { " " } else { "" })
            }
        }
    }
}

/// The digits of a phone number: 10 or 11 of them, written with phone punctuation only.
fn phone_digits(s: &str) -> Option<String> {
    let digits: String = s.chars().filter(char::is_ascii_digit).collect();
    let phone_like = s
        .chars()
        .all(|c| c.is_ascii_digit() || " ()-.+".contains(c))
        && s.chars().any(|c| " ()-.".contains(c));
    (phone_like && (10..=11).contains(&digits.len())).then_some(digits)
}

/// US states (and DC) with their postal codes: address forms offer one, people type the other.
const STATES: &[(&str, &str)] = &[
    ("Alabama", "AL"),
    ("Alaska", "AK"),
    ("Arizona", "AZ"),
    ("Arkansas", "AR"),
    ("California", "CA"),
    ("Colorado", "CO"),
    ("Connecticut", "CT"),
    ("Delaware", "DE"),
    ("District of Columbia", "DC"),
    ("Florida", "FL"),
    ("Georgia", "GA"),
    ("Hawaii", "HI"),
    ("Idaho", "ID"),
    ("Illinois", "IL"),
    ("Indiana", "IN"),
    ("Iowa", "IA"),
    ("Kansas", "KS"),
    ("Kentucky", "KY"),
    ("Louisiana", "LA"),
    ("Maine", "ME"),
    ("Maryland", "MD"),
    ("Massachusetts", "MA"),
    ("Michigan", "MI"),
    ("Minnesota", "MN"),
    ("Mississippi", "MS"),
    ("Missouri", "MO"),
    ("Montana", "MT"),
    ("Nebraska", "NE"),
    ("Nevada", "NV"),
    ("New Hampshire", "NH"),
    ("New Jersey", "NJ"),
    ("New Mexico", "NM"),
    ("New York", "NY"),
    ("North Carolina", "NC"),
    ("North Dakota", "ND"),
    ("Ohio", "OH"),
    ("Oklahoma", "OK"),
    ("Oregon", "OR"),
    ("Pennsylvania", "PA"),
    ("Rhode Island", "RI"),
    ("South Carolina", "SC"),
    ("South Dakota", "SD"),
    ("Tennessee", "TN"),
    ("Texas", "TX"),
    ("Utah", "UT"),
    ("Vermont", "VT"),
    ("Virginia", "VA"),
    ("Washington", "WA"),
    ("West Virginia", "WV"),
    ("Wisconsin", "WI"),
    ("Wyoming", "WY"),
];

/// The one option of a list the task names whole, when the value read from the task names
/// none (`template::one_said_whole`; placeholders like "Choose a time" are options too, but a
/// task saying one is no choice of it). `None` for none or several.
pub fn option_named_by_task(task: &str, options: &[String]) -> Option<String> {
    let names: Vec<&str> = options.iter().map(String::as_str).collect();
    crate::template::one_said_whole(task, &names).map(|i| options[i].clone())
}

/// The other way of writing a US state an option names: "Ohio" ↔ "OH".
/// The one option of a list that says `value` in the list's own form, when none says it as
/// written: "April" for the option "Apr", "3" for "03", "Ohio" for "OH", "Hoka" for "Hoka (5)".
/// `None` when no option, or more than one, does (the replay then stops and says so).
pub fn option_for(value: &str, options: &[String]) -> Option<String> {
    let v = crate::text::squash(value.trim());
    if v.is_empty() {
        return None;
    }
    let same = |o: &str| -> bool {
        let o = crate::text::squash(crate::text::without_count(o));
        if o.eq_ignore_ascii_case(&v) {
            return true;
        }
        let month = |s: &str| {
            if s.chars().all(char::is_alphabetic) {
                month_of(s)
            } else {
                None
            }
        };
        if let (Some(a), Some(b)) = (month(&v), month(&o)) {
            return a == b;
        }
        if let (Ok(a), Ok(b)) = (v.parse::<u32>(), o.parse::<u32>()) {
            return a == b;
        }
        // An option that adds data after its name ("Emergency Fund (…6796) – $2,442.27
        // available"), said by its name or with other data of another day.
        let core = |s: &str| crate::template::option_core(s).unwrap_or(s).to_string();
        if crate::template::same_name(&core(&v), &core(&o))
            || crate::template::option_code(&o).is_some_and(|c| c == v.trim())
        {
            return true;
        }
        state_alias(&o).is_some_and(|alias| alias.eq_ignore_ascii_case(&v))
    };
    let found: Vec<&String> = options.iter().filter(|o| same(o)).collect();
    match found.as_slice() {
        [one] => Some(one.trim().to_string()),
        _ => None,
    }
}

pub fn state_alias(option: &str) -> Option<&'static str> {
    let o = option.trim();
    STATES.iter().find_map(|&(name, code)| {
        if name.eq_ignore_ascii_case(o) {
            Some(code)
        } else if code == o {
            Some(name)
        } else {
            None
        }
    })
}

/// "name@host.tld", one token.
pub(crate) fn is_email(s: &str) -> bool {
    let Some((user, host)) = s.split_once('@') else {
        return false;
    };
    !user.is_empty()
        && !s.contains(char::is_whitespace)
        && host.contains('.')
        && !host.starts_with('.')
        && !host.ends_with('.')
        && !host.contains('@')
}

/// A phone number's digits, separated ("(412) 555-0199", "503.555.0178") or not ("5035550166"),
/// an international prefix allowed ("+1 (503) 555-0166").
fn any_phone_digits(s: &str) -> Option<String> {
    let digits: String = s.chars().filter(char::is_ascii_digit).collect();
    let phone_chars = s
        .chars()
        .all(|c| c.is_ascii_digit() || " ()-.+".contains(c));
    (phone_chars && (10..=11).contains(&digits.len())).then_some(digits)
}

/// An amount of money: "$1,200.50", "12 dollars", "40".
fn amount(s: &str) -> Option<f64> {
    let l = s.to_lowercase();
    let l = l.trim_end_matches("dollars").trim_end_matches("usd").trim();
    let l = l
        .trim_start_matches(['$', '€', '£'])
        .trim()
        .replace(',', "");
    if l.is_empty() || !l.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return None;
    }
    l.parse().ok()
}

#[derive(Debug)]
struct AmountStyle {
    symbol: Option<char>,
    decimals: usize,
    thousands: bool,
}

fn amount_style(e: &str) -> Option<AmountStyle> {
    amount(e)?;
    let symbol = e.chars().next().filter(|c| matches!(c, '$' | '€' | '£'));
    // Only a value written like money (a symbol or two decimals) sets a style: "3" in a
    // quantity field stays as the task gives it.
    let decimals = e.rsplit_once('.').map_or(0, |(_, d)| d.len());
    (symbol.is_some() || decimals == 2).then_some(AmountStyle {
        symbol,
        decimals,
        thousands: e.contains(','),
    })
}

impl AmountStyle {
    fn write(&self, a: f64) -> String {
        let body = format!("{a:.*}", self.decimals);
        let body = if self.thousands {
            with_thousands(&body)
        } else {
            body
        };
        match self.symbol {
            Some(c) => format!("{c}{body}"),
            None => body,
        }
    }
}

fn with_thousands(s: &str) -> String {
    let (int, frac) = s.split_once('.').map_or((s, None), |(i, f)| (i, Some(f)));
    let mut out = String::new();
    for (i, c) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    match frac {
        Some(f) => format!("{out}.{f}"),
        None => out,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn remembered_readings_are_the_readings_themselves() {
        for t in [
            "2026-03-04",
            "9:30 am",
            "$12.50",
            "ABC-123",
            "hello",
            " ",
            "March 4",
            "4 March 2027",
        ] {
            assert_eq!(kind_of(t), super::read_kind(t), "{t}");
            assert_eq!(kind_of(t), super::read_kind(t), "{t} (remembered)");
            assert_eq!(dates_in(t), super::read_dates(t), "{t}");
        }
    }

    #[test]
    fn a_date_names_its_year_in_digits_so_a_text_without_digits_names_none() {
        // (`read_dates` skips spans without a digit: this is what makes that safe.)
        for t in [
            "the fifth of March",
            "second Saturday in July",
            "March fifth, twenty twenty-seven",
            "Tuesday the first",
            "next Friday",
        ] {
            assert_eq!(iso_date(t), None, "{t}");
            assert!(dates_in(t).is_empty(), "{t}");
        }
        // The near misses with digits are dates, found among words without any.
        assert_eq!(
            iso_date("the fifth of March 2027").as_deref(),
            Some("2027-03-05")
        );
        assert_eq!(
            iso_date("second Saturday in July 2028").as_deref(),
            Some("2028-07-08")
        );
        let found = dates_in("Book it for the 18th of September 2027, then tell Ana");
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].1, "2027-09-18");
    }

    use super::{
        accepts, date_pattern, dates_in, in_pattern, iso_date, iso_plus_days, kind_of, like,
        option_named_by_task, time_window, times_said, Kind,
    };

    #[test]
    fn days_said_as_ordinal_words_are_read() {
        for (said, iso) in [
            ("March the tenth, 2028", "2028-03-10"),
            ("January the twenty-sixth, 2027", "2027-01-26"),
            ("the thirty-first of May 2027", "2027-05-31"),
            ("April the nineteenth, 2027", "2027-04-19"),
            ("the twenty first of June 2026", "2026-06-21"),
            ("Wednesday the twentieth of October 2027", "2027-10-20"),
        ] {
            assert_eq!(iso_date(said).as_deref(), Some(iso), "{said}");
        }
        assert_eq!(
            dates_in("start date → March the tenth, 2028 · DOB January the twenty-sixth, 2027"),
            [
                (
                    "March the tenth, 2028".to_string(),
                    "2028-03-10".to_string()
                ),
                (
                    "January the twenty-sixth, 2027".to_string(),
                    "2027-01-26".to_string()
                )
            ]
        );
        // Near misses: no such day, an ordinal that is no day ("the second Saturday" needs its
        // month's days), a thirty-ninth.
        assert_eq!(iso_date("February the thirtieth, 2027"), None);
        assert_eq!(iso_date("the thirty-ninth of May 2027"), None);
        assert_eq!(iso_date("first class 2027"), None);
    }

    #[test]
    fn hyphenated_and_ordinal_weekday_dates_are_read() {
        assert_eq!(iso_date("1-May-2028").as_deref(), Some("2028-05-01"));
        assert_eq!(iso_date("Sat 19-Jun-2027").as_deref(), Some("2027-06-19"));
        assert_eq!(
            iso_date("the second Saturday in July 2028").as_deref(),
            Some("2028-07-08")
        );
        assert_eq!(
            iso_date("the last Friday of March 2027").as_deref(),
            Some("2027-03-26")
        );
        assert_eq!(
            iso_date("the first Monday of February 2027").as_deref(),
            Some("2027-02-01")
        );
        assert_eq!(
            dates_in("Could you book the third Saturday in June 2027 for us?"),
            [(
                "the third Saturday in June 2027".to_string(),
                "2027-06-19".to_string()
            )]
        );
        // Near misses: no fifth Monday in February 2027, no year, a code with a month's
        // letters, a numbered name.
        assert_eq!(iso_date("the fifth Monday of February 2027"), None);
        assert_eq!(iso_date("the second Saturday in July"), None);
        assert_eq!(iso_date("MAR-2027-X"), None);
        assert_eq!(iso_date("second Saturday club 2028"), None);
    }

    #[test]
    fn the_one_option_a_task_names_whole_is_chosen_when_the_value_names_none() {
        let rooms: Vec<String> = [
            "Choose a room",
            "Private double",
            "4-bed mixed dorm",
            "6-bed mixed dorm",
            "Family room",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let task =
            "If there's room in the private double from Fri 20th March, book it for 2 of us.";
        assert_eq!(
            option_named_by_task(task, &rooms).as_deref(),
            Some("Private double")
        );
        assert_eq!(
            option_named_by_task("two beds in the 6-bed mixed dorm please", &rooms).as_deref(),
            Some("6-bed mixed dorm")
        );
        // Near misses: two options named; none named; a word of an option is not the option.
        assert_eq!(
            option_named_by_task("the family room or the private double", &rooms),
            None
        );
        assert_eq!(option_named_by_task("a bed for tonight", &rooms), None);
        assert_eq!(option_named_by_task("any mixed dorm will do", &rooms), None);
    }

    #[test]
    fn emails_phones_and_whole_amounts_are_kinds_of_their_own() {
        assert_eq!(kind_of("dana@whitfield.design"), Kind::Email);
        assert_eq!(kind_of("(412) 555-0199"), Kind::Phone);
        // A date said with its weekday is a date; a weekday alone is not.
        assert_eq!(kind_of("Wednesday 7 October"), Kind::Date);
        assert_eq!(kind_of("Wednesday"), Kind::Text);
        assert!(accepts(&Kind::Email, "mk.obrien@parkviewrentals.com"));
        assert!(accepts(&Kind::Phone, "5035550166"));
        assert_eq!(
            like("+1 (503) 555-0166", "(412) 555-0199"),
            "(503) 555-0166"
        );
        assert_eq!(like("503.555.0178", "(412) 555-0199"), "(503) 555-0178");
        assert!(accepts(&Kind::Number, "$1,100"));
        assert_eq!(like("$1,100", "350"), "1100");
        // Near misses: no address, too few digits, a fractional amount for a count.
        assert!(!accepts(&Kind::Email, "dana at whitfield"));
        assert!(!accepts(&Kind::Phone, "555-0187"));
        assert!(!accepts(&Kind::Number, "$12.50"));
        assert_eq!(like("$12.50", "350"), "12.50");
        assert_eq!(like("1061", "#1001"), "#1061");
        assert_eq!(like("#1061", "#1001"), "#1061");
        assert_eq!(like("Tide pods", "#1001"), "Tide pods");
        assert_eq!(super::state_alias("Ohio"), Some("OH"));
        assert_eq!(super::state_alias("TX"), Some("Texas"));
        // Near miss: a word that only looks like a code ("or", "in") is no state.
        assert_eq!(super::state_alias("or"), None);
    }

    #[test]
    fn a_day_is_read_with_or_without_its_weekday_and_year_and_nothing_else() {
        use super::{days_in, month_day};
        assert_eq!(month_day("Wed Oct 7"), Some((10, 7)));
        assert_eq!(month_day("Wednesday, 7 October 2026"), Some((10, 7)));
        assert_eq!(month_day("Sep 21"), Some((9, 21)));
        // Near misses: more than a day, a bare number, a month alone.
        assert_eq!(month_day("May 5 tips"), None);
        assert_eq!(month_day("7"), None);
        assert_eq!(month_day("October"), None);
        assert_eq!(
            days_in("Book a consultation on Wednesday 7 October at 11:00 AM"),
            vec![("Wednesday 7 October".to_string(), (10, 7))]
        );
        assert_eq!(days_in("on March 8, 2014 please")[0].0, "March 8, 2014");
    }

    #[test]
    fn a_field_states_its_date_format() {
        assert_eq!(date_pattern("DD/MM/YYYY").as_deref(), Some("DD/MM/YYYY"));
        assert_eq!(
            date_pattern("Date of birth (mm.dd.yy)").as_deref(),
            Some("MM.DD.YY")
        );
        assert_eq!(
            date_pattern("e.g. yyyy-mm-dd").as_deref(),
            Some("YYYY-MM-DD")
        );
        // Near misses: an expiry says no day; words are not a format; a letter twice is none.
        for text in [
            "MM/YY",
            "Expiry (MM/YYYY)",
            "Model / Year",
            "DD/DD/YYYY",
            "D-M-Y",
            "",
        ] {
            assert_eq!(date_pattern(text), None, "{text}");
        }
    }

    #[test]
    fn a_date_is_written_in_the_fields_format() {
        let dmy = "DD/MM/YYYY";
        assert_eq!(
            in_pattern("14th of March 2027", dmy).as_deref(),
            Some("14/03/2027")
        );
        assert_eq!(
            in_pattern("the 14th of March 2027", dmy).as_deref(),
            Some("14/03/2027")
        );
        assert_eq!(
            in_pattern("Sun 14th March 2027", dmy).as_deref(),
            Some("14/03/2027")
        );
        assert_eq!(in_pattern("2027-03-04", dmy).as_deref(), Some("04/03/2027"));
        // A numeric date is read in the field's order: this is 3 January.
        assert_eq!(in_pattern("3/1/2028", dmy).as_deref(), Some("03/01/2028"));
        assert_eq!(
            in_pattern("3/1/2028", "MM/DD/YYYY").as_deref(),
            Some("03/01/2028")
        );
        assert_eq!(
            in_pattern("March 4, 2027", "YYYY-MM-DD").as_deref(),
            Some("2027-03-04")
        );
        assert_eq!(
            in_pattern("March 4, 2027", "D.M.YY").as_deref(),
            Some("4.3.27")
        );
        // Near misses: no year, no date. A date impossible in the field's order is read the
        // only way it can be.
        assert_eq!(in_pattern("March 4", dmy), None);
        assert_eq!(in_pattern("Colin", dmy), None);
        assert_eq!(in_pattern("12/25/2027", dmy).as_deref(), Some("25/12/2027"));
    }

    #[test]
    fn dates_take_the_demonstrated_format() {
        assert_eq!(like("03/08/2014", "2016-07-06"), "2014-03-08");
        assert_eq!(like("March 8, 2014", "2016-07-06"), "2014-03-08");
        assert_eq!(like("2014-03-08", "07/06/2016"), "03/08/2014");
        assert_eq!(like("June 20", "Jun 14"), "Jun 20");
        assert_eq!(like("7/4/2027", "October 30, 2026"), "July 4, 2027");
        // No year to write: left as the task says it.
        assert_eq!(like("March 8", "2016-07-06"), "March 8");
    }

    #[test]
    fn dotted_dates_are_day_first_dates() {
        // A field filled "27.07.2027" (DD.MM.YYYY) gets the task's date that way, however said.
        assert_eq!(super::kind_of("27.07.2027"), super::Kind::Date);
        assert_eq!(like("March 5, 2027", "27.07.2027"), "05.03.2027");
        assert_eq!(like("Friday, November 6, 2026", "27.07.2027"), "06.11.2026");
        assert_eq!(like("04/14/2029", "27.07.2027"), "14.04.2029");
        assert_eq!(like("2027-03-04", "1.2.2027"), "4.3.2027");
        assert_eq!(super::iso_date("5.3.2027").as_deref(), Some("2027-03-05"));
        assert_eq!(like("27.07.2027", "2016-07-06"), "2027-07-27");
        // Near misses: a version number, a dotted time, a price, an IP address are no dates.
        for not_a_date in ["1.5.2", "3.30", "12.50", "2.0.1", "10.0.0.1", "1.2.345"] {
            assert_eq!(super::iso_date(not_a_date), None, "{not_a_date}");
            assert_ne!(
                super::kind_of(not_a_date),
                super::Kind::Date,
                "{not_a_date}"
            );
        }
    }

    #[test]
    fn a_seat_said_by_its_row_and_letter_is_written_as_the_demonstrated_seat() {
        for task in [
            "I'd like row 14, seat C, and two bags",
            "Seat C in row 14 please",
            "Put me in seat 14C",
        ] {
            assert_eq!(
                super::seat_said(task, "Seat 18F").as_deref(),
                Some("Seat 14C"),
                "{task}"
            );
        }
        assert_eq!(
            super::seat_said("row 7 seat a", "12B").as_deref(),
            Some("7A")
        );
        // Near misses: no seat named, two seats, an example that is no seat, a row alone.
        assert_eq!(
            super::seat_said("Check me in with 2 bags", "Seat 18F"),
            None
        );
        assert_eq!(
            super::seat_said("row 14 seat C and row 15 seat D", "Seat 18F"),
            None
        );
        assert_eq!(super::seat_said("row 14, seat C", "Gate B"), None);
        assert_eq!(super::seat_said("row 14 please", "Seat 18F"), None);
        assert_eq!(super::seat_said("row 14, seat C", "Café"), None);
        assert_eq!(super::seat_said("seat 1é", "Seat 18F"), None);
    }

    #[test]
    fn a_time_written_with_a_point_and_its_half_of_the_day_is_a_time() {
        assert_eq!(super::time("3.30 p.m."), Some((15, 30)));
        assert_eq!(super::time("3.30 p.m"), Some((15, 30)));
        assert_eq!(super::time("10.15 a.m."), Some((10, 15)));
        assert_eq!(super::time("6.00pm"), Some((18, 0)));
        // Near misses: an amount, a decimal with the half of the day, a version number.
        assert_eq!(super::time("12.50"), None);
        assert_eq!(super::time("3.5 pm"), None);
        assert_eq!(super::time("2.0.1"), None);
        assert_eq!(super::time("3.5é pm"), None);
    }

    #[test]
    fn times_amounts_and_phones() {
        assert_eq!(like("2:30 pm", "14:30"), "14:30");
        assert_eq!(like("09:15", "2:30 PM"), "9:15 AM");
        assert_eq!(like("$12", "40.00"), "12.00");
        assert_eq!(like("1200.5", "$1,000.00"), "$1,200.50");
        assert_eq!(like("412.555.0142", "(412) 555-0199"), "(412) 555-0142");
    }

    #[test]
    fn other_values_are_left_alone() {
        assert_eq!(like("Tide pods", "2016-07-06"), "Tide pods");
        assert_eq!(like("5", "3"), "5");
        assert_eq!(like("Room 12", "40.00"), "Room 12");
    }

    #[test]
    fn full_dates_are_read_in_any_form_and_found_in_text() {
        for said in [
            "2014-03-08",
            "03/08/2014",
            "March 8, 2014",
            "8 March 2014",
            "Saturday, March 8, 2014",
            "Mar 8 2014",
        ] {
            assert_eq!(iso_date(said).as_deref(), Some("2014-03-08"), "{said}");
        }
        assert_eq!(iso_date("March 8"), None, "no year: not a full date");
        assert_eq!(iso_date("8"), None);
        let found = dates_in("Pick March 8, 2014 as the check-in date, or 2014-03-09.");
        assert_eq!(
            found,
            vec![
                ("March 8, 2014".to_string(), "2014-03-08".to_string()),
                ("2014-03-09".to_string(), "2014-03-09".to_string())
            ]
        );
        assert!(dates_in("Order 3 of 8 items by 2014").is_empty());
    }

    #[test]
    fn a_value_finds_the_one_option_that_says_it_in_the_lists_form() {
        use crate::retrieval::formats::option_for;
        let list = |xs: &[&str]| xs.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let months = list(&["Month", "Jan", "Feb", "Mar", "Apr", "May", "Jun"]);
        assert_eq!(option_for("April", &months).as_deref(), Some("Apr"));
        assert_eq!(
            option_for("3", &list(&["01", "02", "03"])).as_deref(),
            Some("03")
        );
        assert_eq!(
            option_for("Ohio", &list(&["OH", "OK"])).as_deref(),
            Some("OH")
        );
        assert_eq!(
            option_for("Hoka", &list(&["Brooks (3)", "Hoka (5)"])).as_deref(),
            Some("Hoka (5)")
        );
        // Near misses: another value, a number for a month list, two options alike.
        assert_eq!(option_for("July", &months), None);
        assert_eq!(option_for("4", &months), None);
        assert_eq!(option_for("Ma", &months), None);
        assert_eq!(option_for("March", &list(&["Mar", "March"])), None);
        // An account listed with its balance: by its name, or with the balance of another day.
        let accounts = list(&[
            "Joint Checking (…7906) – $11,156.42 available",
            "Emergency Fund (…6796) – $3,100.00 available",
        ]);
        assert_eq!(
            option_for("Emergency Fund", &accounts).as_deref(),
            Some(accounts[1].as_str())
        );
        assert_eq!(
            option_for("Emergency Fund (…6796) – $2,442.27 available", &accounts).as_deref(),
            Some(accounts[1].as_str())
        );
        // Near miss: two accounts of one name.
        let twins = list(&["Savings (…1111) – $5.00", "Savings (…2222) – $9.00"]);
        assert_eq!(option_for("Savings", &twins), None);
    }
}
