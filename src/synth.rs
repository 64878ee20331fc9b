//! A synthetic library for benchmarks: many procedures across many sites, shaped like distilled
//! ones (title, goal with example values, slots, flow, tags, a few steps), with skewed word use
//! so some things ("issue", "order") are in many procedures and most are in few — the shape a
//! team's shared memory has. Deterministic for a seed. Native only (`procmem synth`, benches).

#[path = "synth_realistic.rs"]
pub mod realistic;

use crate::model::{
    Abstract, Action, Fingerprint, Parameter, Procedure, SlotKind, Source, Stats, Step,
};

const VERBS: &[&str] = &[
    "Create",
    "Add",
    "Delete",
    "Remove",
    "Close",
    "Archive",
    "Edit",
    "Update",
    "Rename",
    "Assign",
    "Move",
    "Show",
    "List",
    "Search",
    "Find",
    "Send",
    "Export",
    "Download",
    "Import",
    "Upload",
    "Book",
    "Buy",
    "Order",
    "Return",
    "Approve",
    "Comment on",
];
const OBJECTS: &[&str] = &[
    "issue",
    "ticket",
    "order",
    "invoice",
    "report",
    "customer",
    "project",
    "task",
    "page",
    "document",
    "message",
    "channel",
    "meeting",
    "event",
    "calendar",
    "contact",
    "account",
    "user",
    "team",
    "repository",
    "pull request",
    "branch",
    "release",
    "milestone",
    "label",
    "comment",
    "note",
    "file",
    "folder",
    "photo",
    "album",
    "playlist",
    "song",
    "video",
    "course",
    "lesson",
    "quiz",
    "grade",
    "assignment",
    "student",
    "patient",
    "appointment",
    "prescription",
    "claim",
    "policy",
    "payment",
    "transfer",
    "statement",
    "budget",
    "expense",
    "receipt",
    "product",
    "item",
    "cart",
    "coupon",
    "review",
    "rating",
    "shipment",
    "package",
    "return label",
    "warehouse",
    "vendor",
    "supplier",
    "contract",
    "proposal",
    "quote",
    "lead",
    "deal",
    "campaign",
    "newsletter",
    "subscriber",
    "survey",
    "form",
    "dashboard",
    "chart",
    "query",
    "database",
    "table",
    "backup",
    "server",
    "domain",
    "certificate",
    "key",
    "secret",
    "token",
    "webhook",
    "integration",
    "workflow",
    "pipeline",
    "build",
    "deployment",
    "incident",
    "alert",
    "shift",
    "schedule",
    "timesheet",
    "vacation",
    "leave request",
    "candidate",
    "interview",
    "job posting",
    "offer",
    "badge",
    "room",
    "desk",
    "vehicle",
    "trip",
    "flight",
    "hotel",
    "reservation",
    "ticket booking",
    "recipe",
    "menu",
    "table booking",
];
const QUALIFIERS: &[&str] = &[
    "",
    "",
    "",
    "new",
    "draft",
    "monthly",
    "weekly",
    "shared",
    "private",
    "public",
    "recurring",
    "urgent",
    "archived",
    "team",
    "personal",
    "customer",
    "internal",
    "quarterly",
    "annual",
    "pending",
    "overdue",
    "default",
];
const SYLLABLES: &[&str] = &[
    "ac", "me", "zen", "do", "ko", "ra", "tri", "vo", "lu", "pix", "nor", "ta", "quo", "sel",
    "fin", "mo", "bri", "ca",
];
const NAMES: &[&str] = &[
    "Ana", "Bo", "Chen", "Dana", "Lee", "Priya", "Sam", "Marco", "Jamie", "Ivy",
];

/// A small deterministic generator (splitmix64): the corpus must be the same on every machine
/// so figures compare across runs.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    /// Skewed toward the start of a list: a few things are common, most are rare.
    fn skewed(&mut self, n: usize) -> usize {
        let u = (self.next() >> 11) as f64 / (1u64 << 53) as f64;
        ((u * u * u) * n as f64) as usize
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// The `i`-th site's host name (about one site per 50 procedures).
pub fn site(i: usize) -> String {
    let a = SYLLABLES[i % SYLLABLES.len()];
    let b = SYLLABLES[(i / SYLLABLES.len()) % SYLLABLES.len()];
    let c = SYLLABLES[(i / (SYLLABLES.len() * SYLLABLES.len())) % SYLLABLES.len()];
    format!("{a}{b}{c}{}.example", i / (SYLLABLES.len().pow(3)))
}

fn sites_for(n: usize) -> usize {
    (n / 50).max(3)
}

/// `n` procedures, the same for the same seed.
pub fn procedures(n: usize, seed: u64) -> Vec<Procedure> {
    let mut rng = Rng(seed);
    let sites = sites_for(n);
    (0..n).map(|i| procedure(i, &mut rng, sites)).collect()
}

fn procedure(i: usize, rng: &mut Rng, sites: usize) -> Procedure {
    let verb = rng.pick(VERBS);
    let object = OBJECTS[rng.skewed(OBJECTS.len())];
    let qualifier = rng.pick(QUALIFIERS);
    let host = site(rng.skewed(sites));
    let thing = if qualifier.is_empty() {
        object.to_string()
    } else {
        format!("{qualifier} {object}")
    };
    let title = format!("{verb} {thing}");
    let key = format!(
        "{}-{}",
        SYLLABLES[i % SYLLABLES.len()].to_uppercase(),
        100 + i % 900
    );
    let who = rng.pick(NAMES);
    let goal = format!("{verb} {thing} {key} for {who} on {host}");
    let url = format!("https://{host}/{}", object.replace(' ', "-"));
    let field =
        |name: &str, label: &str, action: Action, value: &str, slot: Option<&str>, n: usize| Step {
            id: format!("s{n}"),
            action,
            target: Some(Fingerprint {
                tag: "input".into(),
                role: "textbox".into(),
                name: label.into(),
                label: label.into(),
                css: format!("#{name}"),
                url: url.clone(),
                ..Fingerprint::default()
            }),
            value: Some(
                slot.map(|s| format!("{{{s}}}"))
                    .unwrap_or_else(|| value.to_string()),
            ),
            secret: false,
            checked: None,
            nav: None,
            url: url.clone(),
            title: host.clone(),
            time: n as f64,
            slot: slot.map(String::from),
            implicit: false,
            submits: false,
            options: Vec::new(),
            optional: false,
            effect: None,
            row_slot: None,
            row_also: Vec::new(),
            column_slot: None,
            path: None,
            each: false,
            state_slot: None,
            count_slot: None,
            ordinal: None,
            place_slot: None,
        };
    let mut steps = vec![Step {
        action: Action::Navigate,
        target: None,
        value: None,
        nav: Some(crate::model::NavKind::Start),
        ..field("", "", Action::Navigate, "", None, 1)
    }];
    steps.push(field("key", "Key", Action::Type, "", Some("key"), 2));
    steps.push(field(
        "assignee",
        "Assignee",
        Action::Type,
        "",
        Some("assignee"),
        3,
    ));
    let mut submit = field("submit", verb, Action::Click, "", None, 4);
    submit.value = None;
    submit.submits = true;
    steps.push(submit);
    let parameters = vec![
        Parameter {
            name: "key".into(),
            label: "Key".into(),
            kind: SlotKind::Text,
            example: Some(key),
            options: Vec::new(),
            examples: Vec::new(),
            part: None,
            seen: Vec::new(),
            format: None,
        },
        Parameter {
            name: "assignee".into(),
            label: "Assignee".into(),
            kind: SlotKind::Text,
            example: Some(who.to_string()),
            options: Vec::new(),
            examples: Vec::new(),
            part: None,
            seen: Vec::new(),
            format: None,
        },
    ];
    let flow = vec![
        format!("Open {host}/{}", object.replace(' ', "-")),
        "Fill key and assignee".to_string(),
        format!("Click {verb}"),
    ];
    let mut tags: Vec<String> = title
        .to_lowercase()
        .split_whitespace()
        .map(String::from)
        .collect();
    tags.push("form".into());
    let runs = rng.below(6) as u32;
    let successes = rng.below(runs as usize + 1) as u32;
    Procedure {
        id: format!("synth-{i:06}"),
        title,
        abstract_: Abstract {
            goal,
            parameters,
            prerequisites: Vec::new(),
            flow,
            domains: vec![host],
            tags,
        },
        steps,
        stats: Stats {
            uses: runs,
            successes,
            failures: runs - successes,
            last_used: (runs > 0).then_some(1.7e12),
            ..Stats::default()
        },
        source: Source {
            kind: "demonstration".into(),
            recording_ids: Vec::new(),
        },
        version: 1,
        created: 1.7e12,
        updated: 1.7e12 + i as f64,
    }
}

/// Tasks for timing retrieval over a synthetic library: about half ask for something the
/// library holds (other values, sometimes another site), the rest for things it does not.
pub fn tasks(n: usize, library_size: usize, seed: u64) -> Vec<(String, String)> {
    let mut rng = Rng(seed ^ 0xA5A5);
    let sites = sites_for(library_size);
    (0..n)
        .map(|i| {
            let host = site(rng.skewed(sites));
            let task = if i % 2 == 0 {
                let verb = rng.pick(VERBS).to_lowercase();
                let object = OBJECTS[rng.skewed(OBJECTS.len())];
                format!(
                    "{verb} the {object} ZEN-{} for {}",
                    100 + i,
                    rng.pick(NAMES)
                )
            } else {
                [
                    "what is the weather tomorrow",
                    "summarize this page",
                    "translate the second paragraph",
                    "log out of everything",
                    "open the settings for notifications",
                ][i % 5]
                    .to_string()
            };
            (task, format!("https://{host}/home"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn synthetic_procedures_are_valid_and_deterministic() {
        let a = procedures(200, 7);
        assert_eq!(a, procedures(200, 7));
        for p in &a {
            crate::storage::check_procedure(p).unwrap();
        }
        let hosts: std::collections::HashSet<&String> =
            a.iter().flat_map(|p| &p.abstract_.domains).collect();
        assert!(hosts.len() > 1);
        assert_eq!(tasks(10, 200, 7).len(), 10);
    }
}
