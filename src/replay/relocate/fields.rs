//! What a form field asks for, read from how it is labelled: the field names of HTML's autofill
//! (`name`, `email`, `tel`, `street-address`, `postal-code`…) plus the two a contact form adds
//! (`subject`, `message`). Sites label one field many ways — "Street address" / "Address line 1",
//! "ZIP" / "Postal code", "Your name" / "Full name" — and change those labels between visits;
//! two fields that ask for the same thing are the same field to a person filling the form.
//!
//! A label is read whole, never by a word inside it: "Email" asks for an email, "Email for
//! Mentions" asks for nothing here, and "Company" is not "Company size".

use crate::model::Fingerprint;

/// Labels (lower case, punctuation as spaces, "your"/"enter"/"(optional)" taken off) and the
/// autofill field name each asks for. The first name of a row is the concept.
const CONCEPTS: &[(&str, &[&str])] = &[
    (
        "name",
        &[
            "name",
            "full name",
            "first and last name",
            "contact name",
            "names",
            "full legal name",
        ],
    ),
    (
        "given-name",
        &["first name", "given name", "forename", "first names"],
    ),
    ("family-name", &["last name", "surname", "family name"]),
    (
        "email",
        &[
            "email",
            "e mail",
            "email address",
            "e mail address",
            "mail address",
            "work email",
            "email id",
        ],
    ),
    (
        "tel",
        &[
            "phone",
            "phone number",
            "telephone",
            "telephone number",
            "tel",
            "mobile",
            "mobile number",
            "mobile phone",
            "cell phone",
            "contact number",
        ],
    ),
    (
        "organization",
        &[
            "company",
            "company name",
            "organization",
            "organisation",
            "organization name",
            "organisation name",
            "business name",
        ],
    ),
    (
        "address-line1",
        &[
            "street",
            "street address",
            "address line 1",
            "address 1",
            "address line1",
            "street and number",
            "street and house number",
            "house number and street",
            "street name and number",
        ],
    ),
    (
        "address-line2",
        &[
            "address line 2",
            "address 2",
            "address line2",
            "apartment",
            "apartment suite etc",
            "apt suite etc",
            "apt suite unit",
            "apartment suite unit etc",
            "flat suite etc",
            "suite",
        ],
    ),
    (
        "address-level2",
        &[
            "city",
            "town",
            "town or city",
            "city or town",
            "town city",
            "city town",
            "locality",
            "suburb",
            "city suburb",
        ],
    ),
    (
        "address-level1",
        &[
            "state",
            "province",
            "region",
            "county",
            "prefecture",
            "state or province",
            "state province",
            "state or territory",
            "state province region",
            "province or territory",
        ],
    ),
    (
        "postal-code",
        &[
            "postal code",
            "zip",
            "zip code",
            "postcode",
            "post code",
            "zip postal code",
            "postal zip code",
            "postal code zip",
            "zip or postal code",
            "postal or zip code",
            "pin code",
            "eircode",
        ],
    ),
    (
        "country",
        &[
            "country",
            "country region",
            "country or region",
            "nation",
            "country territory",
        ],
    ),
    (
        "username",
        &["username", "user name", "user id", "login", "login name"],
    ),
    (
        "bday",
        &[
            "date of birth",
            "birthday",
            "birth date",
            "birthdate",
            "dob",
        ],
    ),
    (
        "subject",
        &[
            "subject",
            "topic",
            "what is this about",
            "what is it about",
            "regarding",
            "reason for contact",
            "reason for contacting us",
            "enquiry type",
            "inquiry type",
            "subject line",
        ],
    ),
    (
        "message",
        &[
            "message",
            "how can we help",
            "how can we help you",
            "what can we help with",
            "comments",
            "comment",
            "your question",
            "question",
            "enquiry",
            "inquiry",
            "message body",
            "tell us more",
        ],
    ),
];

/// Autofill tokens that say a concept of the table under another name.
const AUTOCOMPLETE_ALIASES: &[(&str, &str)] = &[
    ("street-address", "address-line1"),
    ("address-line3", "address-line2"),
    ("tel-national", "tel"),
    ("tel-local", "tel"),
    ("bday-day", "bday"),
    ("bday-month", "bday"),
    ("bday-year", "bday"),
];

/// Words around a label that say nothing of what it asks for.
const LEADING: &[&str] = &[
    "your", "enter", "type", "the", "please", "add", "a", "an", "my",
];
const TRAILING: &[&str] = &["optional", "required", "here"];

/// A label as the table holds it: "Your e-mail (optional):" → "e mail".
fn phrase(label: &str) -> String {
    let lower = label.to_lowercase();
    let spaced: String = lower
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .collect();
    let mut words: Vec<&str> = spaced.split_whitespace().collect();
    while words.len() > 1 && LEADING.contains(&words[0]) {
        words.remove(0);
    }
    while words.len() > 1 && TRAILING.contains(words.last().unwrap_or(&"")) {
        words.pop();
    }
    words.join(" ")
}

/// The concept a label asks for, or `None` when it is not one of the table's labels.
pub fn concept_of_label(label: &str) -> Option<&'static str> {
    let p = phrase(label);
    if p.is_empty() {
        return None;
    }
    CONCEPTS
        .iter()
        .find(|(_, labels)| labels.contains(&p.as_str()))
        .map(|(c, _)| *c)
}

/// The concept of an autocomplete attribute ("shipping postal-code" → postal-code); "on",
/// "off" and unknown tokens say nothing.
fn concept_of_autocomplete(value: &str) -> Option<&'static str> {
    let token = value.split_whitespace().last()?.to_lowercase();
    if let Some((_, c)) = AUTOCOMPLETE_ALIASES.iter().find(|(a, _)| *a == token) {
        return Some(c);
    }
    CONCEPTS.iter().map(|(c, _)| *c).find(|c| *c == token)
}

/// What a field asks for: its autofill attribute, else its type (email, tel), else the one
/// concept its name, label and placeholder agree on. Two texts that say different concepts
/// ("Name" labelling a field whose placeholder says "you@example.com" is fine; "City" with a
/// placeholder "Postal code" is not) leave it unknown.
pub fn concept(f: &Fingerprint) -> Option<&'static str> {
    if let Some(c) = concept_of_autocomplete(&f.autocomplete) {
        return Some(c);
    }
    match f.input_type.to_lowercase().as_str() {
        "email" => return Some("email"),
        "tel" => return Some("tel"),
        _ => {}
    }
    let said: Vec<&'static str> = [&f.name, &f.label, &f.placeholder]
        .into_iter()
        .filter_map(|t| concept_of_label(t))
        .collect();
    match said.split_first() {
        Some((first, rest)) if rest.iter().all(|c| c == first) => Some(first),
        _ => None,
    }
}

/// Whether two fields ask for the same thing though labelled differently.
pub fn same_concept(a: &Fingerprint, b: &Fingerprint) -> bool {
    matches!((concept(a), concept(b)), (Some(x), Some(y)) if x == y)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field(name: &str) -> Fingerprint {
        Fingerprint {
            tag: "input".into(),
            role: "textbox".into(),
            name: name.into(),
            label: name.into(),
            ..Default::default()
        }
    }

    #[test]
    fn labels_that_ask_for_the_same_thing_say_one_concept() {
        for (a, b) in [
            ("Street address", "Address line 1"),
            ("ZIP / Postal code", "Postal code"),
            ("Town or city", "City"),
            ("Your name", "Full name"),
            ("Email", "Your e-mail address"),
            ("How can we help?", "Your message"),
            ("What is this about?", "Topic"),
            ("Phone (optional)", "Mobile number"),
            ("Country/Region", "Country"),
            ("Apartment, suite, etc. (optional)", "Address line 2"),
            ("State or territory", "Prefecture"),
        ] {
            assert!(same_concept(&field(a), &field(b)), "{a} / {b}");
        }
    }

    #[test]
    fn labels_that_ask_for_other_things_or_only_mention_a_concept_do_not() {
        for (a, b) in [
            ("Email", "Phone (optional)"),
            ("Full name", "Company (optional)"),
            ("Address line 1", "Address line 2"),
            ("City", "Postal code"),
            ("First name", "Last name"),
            ("Subject", "Message"),
            // A label is read whole: these only hold a concept's word.
            ("Email", "Email for Mentions"),
            ("Company", "Company size"),
            ("Name", "Project name"),
            ("Country", "Country of birth"),
        ] {
            assert!(!same_concept(&field(a), &field(b)), "{a} / {b}");
        }
        assert!(
            !same_concept(&field("Notes"), &field("Notes")),
            "a label of no concept is left to the name's own match"
        );
    }

    #[test]
    fn the_autofill_attribute_and_the_input_type_say_it_before_the_label() {
        let mut a = field("Where should we ship it?");
        a.autocomplete = "shipping street-address".into();
        assert_eq!(concept(&a), Some("address-line1"));
        let mut b = field("Contact");
        b.input_type = "email".into();
        assert_eq!(concept(&b), Some("email"));
        let mut off = field("City");
        off.autocomplete = "off".into();
        assert_eq!(
            concept(&off),
            Some("address-level2"),
            "autocomplete=off says nothing"
        );
        let mut torn = field("City");
        torn.placeholder = "Postal code".into();
        assert_eq!(
            concept(&torn),
            None,
            "a label and a placeholder that disagree say nothing"
        );
    }
}
