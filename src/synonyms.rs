//! Words web tasks use interchangeably: verbs that do the same thing ("file a ticket" = "create
//! an issue") and nouns that name the same thing (ticket = issue). A verb class applies only to
//! a word read as the clause's verb (retrieval/reading.rs), so "my order" stays an order and
//! "the email address" an address. Entries are Snowball stems; the first stem of a class is its
//! canonical term.

use rustc_hash::FxHashMap as HashMap;
use std::sync::OnceLock;

/// Verb classes: what a task asks to do.
const VERBS: &[&[&str]] = &[
    &[
        "creat", "add", "make", "file", "post", "rais", "regist", "report", "submit", "log",
        "write", "compos", "draft", "insert", "publish", "new", "start", "build", "generat", "put",
        "schedul",
    ],
    &[
        "delet", "remov", "eras", "discard", "trash", "destroy", "clear", "drop", "uninstal",
        "purg",
    ],
    &["close", "resolv", "archiv", "finish", "complet"],
    &[
        "edit",
        "updat",
        "enter",
        "fill",
        "chang",
        "modifi",
        "renam",
        "amend",
        "assign",
        "move",
        "set",
        "mark",
        "switch",
        "transit",
        "replac",
        "adjust",
        "correct",
        "reschedul",
        "postpon",
        "push",
        "delay",
        "configur",
        "reassign",
        "label",
        "tag",
        "filter",
        "pin",
        "unpin",
    ],
    &[
        "find", "show", "view", "list", "see", "display", "read", "search", "look", "lookup",
        "queri", "brows", "seek", "get", "check", "count", "calcul", "comput", "identifi",
        "determin", "provid", "retriev", "fetch", "go", "navig", "visit", "locat", "compar",
        "summar", "summaris", "measur", "estim", "explor",
    ],
    &["comment", "repli", "respond", "answer"],
    &[
        "send", "messag", "email", "mail", "contact", "forward", "transfer", "pay", "dm", "text",
        "wire",
    ],
    &["login", "signin", "authent"],
    &["buy", "purchas", "order", "checkout"],
    &["book", "reserv", "rent", "hire"],
    &["export", "download", "print"],
    &["import", "upload", "attach"],
    &["return", "refund", "exchang"],
    &["approv", "merg", "accept"],
    &["cancel", "revok", "withdraw", "void", "declin", "reject"],
    &[
        "subscrib", "follow", "join", "watch", "enrol", "sub", "rsvp", "attend",
    ],
    &["unsubscrib", "unfollow", "leav", "unwatch", "mute"],
    &[
        "like", "upvot", "favorit", "favourit", "bookmark", "love", "save", "heart", "star",
    ],
    &["downvot", "dislik", "unlik", "unsav"],
    &["share", "invit"],
    &["rate", "review"],
    &["sort", "arrang"],
    &["enabl", "activ", "allow", "permit"],
    &["disabl", "deactiv", "paus", "suspend"],
    &["reopen", "restor", "undo", "unarchiv"],
    &["block", "ban", "flag"],
    &["copi", "duplic", "clone", "fork"],
    &["verifi", "confirm", "valid"],
    // Choosing among what a page offers, and pressing a control: how a task names the step
    // itself ("pick Olga as my tutor", "press Doorbell") rather than a deed.
    &["select", "choos", "pick", "opt", "tick"],
    &["click", "press", "tap", "hit"],
];

/// Noun classes: things tasks name in several ways.
const NOUNS: &[&[&str]] = &[
    &["issu", "ticket", "bug", "defect"],
    &["product", "item", "articl", "good"],
    &["user", "member", "account", "person"],
    &["repositori", "repo"],
    &["wishlist", "wish-list"],
    &["birth", "birthday", "birthdat", "dob"],
];

/// The action class of a verb stem (its canonical stem, without the `!` that marks action
/// terms), or `None` when it is in no class.
pub fn action_of(stem: &str) -> Option<&'static str> {
    static VERB_CLASS: OnceLock<HashMap<&'static str, &'static str>> = OnceLock::new();
    VERB_CLASS.get_or_init(|| classes(VERBS)).get(stem).copied()
}

/// The canonical term of a stem read as a noun (itself when it is in no class).
pub fn canonical_noun(stem: &str) -> String {
    static NOUN_CLASS: OnceLock<HashMap<&'static str, &'static str>> = OnceLock::new();
    NOUN_CLASS
        .get_or_init(|| classes(NOUNS))
        .get(stem)
        .map_or_else(|| stem.to_string(), |c| c.to_string())
}

/// Stem → its class's first stem (the first class holding a stem wins). Looked up per word of
/// every template a query aligns with, so a table rather than a scan.
fn classes(table: &[&[&'static str]]) -> HashMap<&'static str, &'static str> {
    let mut out = HashMap::default();
    for class in table {
        for stem in class.iter() {
            out.entry(*stem).or_insert(class[0]);
        }
    }
    out
}

/// Every stem of the tables with the term it reads as: nouns as themselves, verbs as their
/// action term. Spellings for typo correction.
pub fn all_stems() -> impl Iterator<Item = (&'static str, String)> {
    let nouns = NOUNS
        .iter()
        .flat_map(|c| c.iter().map(move |s| (*s, c[0].to_string())));
    let verbs = VERBS
        .iter()
        .flat_map(|c| c.iter().map(move |s| (*s, format!("!{}", c[0]))));
    nouns.chain(verbs)
}

/// Within a verb class, verbs that name one particular deed: "publish" is not "draft", "rename"
/// is not "move", though each pair shares a class. A verb in no group here is generic ("create",
/// "change", "update") and fits any deed of its class.
const SPECIFIC: &[&[&str]] = &[
    &["post", "publish"],
    &["draft", "write", "compos"],
    &["schedul"],
    &["regist"],
    &["renam"],
    &["move"],
    &["assign", "reassign"],
    &["mark", "label", "tag"],
    &["filter"],
    &["pin", "unpin"],
    &["reschedul", "postpon", "push", "delay"],
    &["replac"],
    &["forward"],
    &["pay"],
    &["transfer", "wire"],
];

/// Whether two verb stems of one class name different particular deeds (both specific, in
/// different groups): such a task is only loosely the procedure's.
pub fn different_deeds(a: &str, b: &str) -> bool {
    let group = |s: &str| SPECIFIC.iter().position(|g| g.contains(&s));
    matches!((group(a), group(b)), (Some(x), Some(y)) if x != y)
}

/// Pairs of action classes that undo or contradict each other: a task asking for one is never
/// the procedure doing the other ("remove X from my wish list" is not "add X to my wish list").
/// A question (`find`) contradicts every action that changes something.
const OPPOSITES: &[(&str, &[&str])] = &[
    (
        "creat",
        &[
            "delet",
            "close",
            "cancel",
            "unsubscrib",
            "disabl",
            "downvot",
            "edit",
            "logout",
            "comment",
        ],
    ),
    (
        "delet",
        &["creat", "reopen", "subscrib", "edit", "like", "import"],
    ),
    ("edit", &["creat", "delet", "cancel"]),
    ("subscrib", &["unsubscrib", "cancel", "delet"]),
    ("like", &["downvot", "delet"]),
    ("enabl", &["disabl"]),
    ("close", &["reopen", "creat"]),
    ("book", &["cancel"]),
    ("buy", &["return", "cancel"]),
    ("approv", &["cancel"]),
    ("login", &["logout"]),
    ("import", &["export"]),
    ("share", &["unsubscrib"]),
];

/// How a task's action fits a procedure's: the same class, one of two that could describe the
/// same deed in other words ("put $600 into savings" for a transfer), or a contradiction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fit {
    Same,
    Loose,
    Conflict,
}

/// The fit of two action terms (`!creat`, `!find`, or an unknown verb's `!stem`).
pub fn fit(task: &str, procedure: &str) -> Fit {
    let (a, b) = (
        task.trim_start_matches('!'),
        procedure.trim_start_matches('!'),
    );
    if a == b {
        return Fit::Same;
    }
    if a == "find" || b == "find" {
        return Fit::Conflict;
    }
    let opposed = |x: &str, y: &str| OPPOSITES.iter().any(|(k, v)| *k == x && v.contains(&y));
    if opposed(a, b) || opposed(b, a) {
        Fit::Conflict
    } else {
        Fit::Loose
    }
}

/// Whether a known action class can be how a person words a form's deed in words of their own
/// ("accept the invitation" for an RSVP form, "order a refill" for a request, "send a team
/// invite" for an invitation): making, changing, sending, buying, booking, joining, accepting,
/// sharing, confirming or saving something. Not deeds that take away, end, reverse, export or
/// only read (delete, cancel, close, return, print, sign in, sort, rate…), nor unknown verbs.
pub fn words_a_form(term: &str) -> bool {
    matches!(
        term.trim_start_matches('!'),
        "creat"
            | "edit"
            | "send"
            | "buy"
            | "book"
            | "subscrib"
            | "approv"
            | "share"
            | "verifi"
            | "like"
            | "enabl"
    )
}

/// Whether a term is an action term (`!creat`, `!find`, …).
pub fn is_action(term: &str) -> bool {
    term.starts_with('!')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::stem;

    #[test]
    fn particular_deeds_of_one_class_differ() {
        assert!(different_deeds(&stem("publish"), &stem("draft")));
        assert!(different_deeds(&stem("rename"), &stem("move")));
        // Near misses: a generic verb fits any deed of its class; one group is one deed.
        assert!(!different_deeds(&stem("create"), &stem("publish")));
        assert!(!different_deeds(&stem("change"), &stem("move")));
        assert!(!different_deeds(&stem("posting"), &stem("publish")));
    }

    #[test]
    fn entering_or_filling_in_a_value_changes_a_field_and_adding_still_creates() {
        assert_eq!(action_of(&stem("enter")), Some("edit"));
        assert_eq!(action_of(&stem("fill")), Some("edit"));
        assert_eq!(action_of(&stem("add")), Some("creat"));
        assert_eq!(
            canonical_noun(&stem("birthday")),
            canonical_noun(&stem("birth"))
        );
        assert_ne!(
            canonical_noun(&stem("birthday")),
            canonical_noun(&stem("date"))
        );
    }

    #[test]
    fn verbs_share_a_class_and_nouns_fold() {
        assert_eq!(action_of(&stem("creating")), action_of(&stem("add")));
        // Confirming a phone number or an address is verifying it; approving is another deed.
        assert_eq!(action_of(&stem("confirm")), action_of(&stem("verify")));
        assert_ne!(action_of(&stem("confirm")), action_of(&stem("approve")));
        assert_eq!(action_of(&stem("looking")), action_of(&stem("search")));
        assert_ne!(action_of(&stem("close")), action_of(&stem("create")));
        assert_eq!(action_of(&stem("removing")), Some("delet"));
        assert_eq!(
            canonical_noun(&stem("tickets")),
            canonical_noun(&stem("issue"))
        );
        assert_eq!(
            canonical_noun(&stem("repos")),
            canonical_noun(&stem("repository"))
        );
        assert!(action_of(&stem("tickets")).is_none());
    }
}
