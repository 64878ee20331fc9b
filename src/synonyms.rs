//! A small table of words web tasks use interchangeably ("new ticket" = "create issue"), and
//! which of them are actions, so "close an issue" does not retrieve "create an issue".
//! Entries are Snowball stems; the first stem of a class is its canonical term.

struct Class {
    stems: &'static [&'static str],
    action: bool,
}

const CLASSES: &[Class] = &[
    Class { stems: &["creat", "new", "add", "make", "file", "post", "rais", "regist", "report", "submit", "log"], action: true },
    Class { stems: &["delet", "remov", "eras", "discard", "trash", "destroy"], action: true },
    Class { stems: &["close", "resolv", "archiv", "finish"], action: true },
    Class { stems: &["edit", "updat", "chang", "modifi", "renam", "amend", "assign", "move", "set", "mark", "switch", "transit"], action: true },
    Class { stems: &["show", "view", "list", "see", "display", "read"], action: true },
    Class { stems: &["comment", "repli", "respond", "answer"], action: true },
    Class { stems: &["search", "find", "look", "lookup", "queri", "brows", "seek"], action: true },
    Class { stems: &["send", "messag", "email", "mail", "contact", "transfer", "pay"], action: true },
    Class { stems: &["login", "signin", "sign", "authent"], action: true },
    Class { stems: &["buy", "purchas", "order", "checkout"], action: true },
    Class { stems: &["book", "reserv", "schedul"], action: true },
    Class { stems: &["export", "download"], action: true },
    Class { stems: &["import", "upload"], action: true },
    Class { stems: &["return", "refund"], action: true },
    Class { stems: &["approv", "merg", "accept"], action: true },
    Class { stems: &["issu", "ticket", "bug", "defect"], action: false },
    Class { stems: &["product", "item", "articl", "good"], action: false },
    Class { stems: &["user", "member", "account", "person"], action: false },
];

/// The canonical term for a stem (itself when it is in no class).
pub fn canonical(stem: &str) -> String {
    CLASSES
        .iter()
        .find(|c| c.stems.contains(&stem))
        .map(|c| c.stems[0].to_string())
        .unwrap_or_else(|| stem.to_string())
}

/// Every stem in the table with its class's canonical term.
pub fn all_stems() -> impl Iterator<Item = (&'static str, &'static str)> {
    CLASSES.iter().flat_map(|c| c.stems.iter().map(move |s| (*s, c.stems[0])))
}

/// Whether a canonical term names an action (create, delete, search, …).
pub fn is_action(canonical_term: &str) -> bool {
    CLASSES.iter().any(|c| c.action && c.stems[0] == canonical_term)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::stem;

    #[test]
    fn synonyms_share_a_canonical_term() {
        assert_eq!(canonical(&stem("ticket")), canonical(&stem("issue")));
        assert_eq!(canonical(&stem("creating")), canonical(&stem("add")));
        assert_eq!(canonical(&stem("looking")), canonical(&stem("search")));
        assert_ne!(canonical(&stem("close")), canonical(&stem("create")));
        assert!(is_action(&canonical(&stem("removing"))));
        assert!(!is_action(&canonical(&stem("tickets"))));
    }
}
