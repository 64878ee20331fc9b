//! The data the whole product speaks: raw events from pages, recorded steps, recordings and
//! procedures. These types are what is stored in chrome.storage and exported (docs/FORMAT.md).
//! Every optional field has a serde default so older or partial values still load.

use serde::{Deserialize, Serialize};

/// What a person did to one element, as the content script saw it (docs/EVENTS.md).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Fingerprint {
    pub tag: String,
    pub role: String,
    /// Accessible name.
    pub name: String,
    pub label: String,
    pub text: String,
    pub id: String,
    pub name_attr: String,
    #[serde(rename = "type")]
    pub input_type: String,
    pub placeholder: String,
    pub autocomplete: String,
    pub test_id: String,
    pub test_id_attr: String,
    /// Name of the listbox / menu / radio group an option belongs to.
    pub context_label: String,
    pub css: String,
    pub xpath: String,
    pub shadow_hosts: Vec<String>,
    pub frame_path: Vec<u32>,
    pub url: String,
    pub title: String,
    /// For a control with no name or text: what it shows (class words, an SVG's symbol or
    /// shapes, an image's or background's file), so an icon is found again by its look.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub icon: String,
    /// What names the row, list item or card holding the element when it is one of several
    /// alike ("Globex Industries" for that row's "⋯" button).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub row: String,
    /// The names of the look-alike rows or sections beside it ("Caterer", "Videographer" beside
    /// the "Florist" section), as recorded: values a task may name for the row instead.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub row_names: Vec<String>,
    /// The other cells of that row ("chen.wei@example.com", "Admin"): a task may name the row
    /// by any of them ("Suspend the user chen.wei@example.com").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub row_cells: Vec<String>,
    /// The row's cells other rows say too ("Spin", "09:15" of a timetable): no name of the row
    /// alone, but beside its name or a cell of `row_cells` they tell look-alike rows apart.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub row_shared: Vec<String>,
    /// What the element says is its row's data, said by no other row (a ticket's subject as the
    /// link to it), not a control every row repeats ("Edit"): the row and column say which one.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub row_data: bool,
    /// The header of the table column holding the element ("Email" for a cell of that column):
    /// with `row`, it says which cell a click on data (an address, a phone number) meant.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub column: String,
    /// Where the row holding the element stands among its look-alikes (1 = the first result),
    /// and how many there are; 0 when it stands in no such row.
    #[serde(skip_serializing_if = "is_zero")]
    pub rank: u32,
    #[serde(skip_serializing_if = "is_zero")]
    pub rank_of: u32,
    /// For a button that submits a form, that form's name ("form" when nothing names it): the
    /// form's own submit button is known by that deed when its label changes between visits.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub submits: String,
    /// For a list to choose from (a `<select>`): the choices it offers, so a list relabelled
    /// between visits is still known by what it offers.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<String>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    Click,
    Input,
    Select,
    Check,
    Enter,
    Submit,
    Navigate,
    SwitchTab,
    /// A session tab opened another tab (a link with target=_blank): the new tab joins the
    /// recording; no step of its own.
    OpenTab,
    /// What the click at the same `time` did to the page, once it settled: no step of its own.
    Effect,
    /// The page is about to go to an address carrying what was typed into a secret field (a
    /// GET form's password, a script putting a typed code in the path): `options` names the
    /// query or fragment parameters holding it, `url` is that address with each path segment
    /// holding it written `REDACTED`. The value itself never leaves the page. No step of its
    /// own: the recording redacts those parts of every URL it keeps.
    SecretUrl,
}

/// What a click did to the page (content-scripts/effects.js): popups and messages that
/// opened or closed, the clicked control's state afterwards where the click changed it, and
/// whether any text changed. A replay checks the same click does the same.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Effect {
    /// Roles that appeared: "menu", "dialog", "listbox", "tabpanel", "alert", "status"…
    pub appeared: Vec<String>,
    pub disappeared: Vec<String>,
    /// "selected", "expanded", "pressed", "checked" → the value after the click.
    pub state: std::collections::BTreeMap<String, bool>,
    /// Some text on the page changed (a list refreshed, a counter moved).
    pub content: bool,
    /// The number shown beside the control (a quantity next to its "+") before and after the
    /// click, when the click changed it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<Count>,
}

/// A number beside a control, before and after a click on it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Count {
    pub before: i64,
    pub after: i64,
}

impl Effect {
    /// Roles a page may report (anything else is dropped: a page writes these strings).
    pub const ROLES: [&'static str; 8] = [
        "dialog",
        "alertdialog",
        "menu",
        "listbox",
        "tooltip",
        "tabpanel",
        "alert",
        "status",
    ];
    pub const STATES: [&'static str; 4] = ["selected", "expanded", "pressed", "checked"];

    pub fn is_empty(&self) -> bool {
        self.appeared.is_empty()
            && self.disappeared.is_empty()
            && self.state.is_empty()
            && !self.content
            && self.count.is_none()
    }

    /// Only known roles and states, each once, sorted: whatever a hostile page sent. A confirm
    /// box is a dialog whichever role the page gave it.
    pub fn sanitized(mut self) -> Effect {
        for roles in [&mut self.appeared, &mut self.disappeared] {
            roles.retain(|r| Effect::ROLES.contains(&r.as_str()));
            for r in roles.iter_mut() {
                if r == "alertdialog" {
                    *r = "dialog".into();
                }
            }
            roles.sort();
            roles.dedup();
        }
        self.state
            .retain(|k, _| Effect::STATES.contains(&k.as_str()));
        // A count is a small number that changed (a page may send anything).
        self.count = self.count.filter(|c| {
            // (unsigned_abs: the smallest i64 has no absolute value of its own type.)
            c.before != c.after
                && c.before.unsigned_abs() < 1_000_000
                && c.after.unsigned_abs() < 1_000_000
        });
        self
    }
}

/// How a navigation happened (from chrome.webNavigation transition types).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NavKind {
    /// The page the recording started on.
    Start,
    Link,
    Typed,
    BackForward,
    Reload,
    FormSubmit,
    /// Same-document navigation (history.pushState) in a single-page app.
    History,
    #[default]
    Other,
}

/// One message from a content script (or from the worker for navigations and tab switches).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RawEvent {
    pub kind: EventKind,
    #[serde(default)]
    pub time: f64,
    #[serde(default)]
    pub value: Option<String>,
    #[serde(default)]
    pub option_value: Option<String>,
    #[serde(default)]
    pub secret: bool,
    #[serde(default)]
    pub checked: Option<bool>,
    #[serde(default)]
    pub nav: Option<NavKind>,
    /// Navigation and tab-switch events carry their URL and title here instead of a target.
    #[serde(default)]
    pub url: Option<String>,
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default)]
    pub tab_id: Option<i64>,
    /// For `open_tab`: the tab that opened it.
    #[serde(default)]
    pub source_tab_id: Option<i64>,
    #[serde(default)]
    pub target: Option<Fingerprint>,
    /// The choices a select or listbox offered (visible texts), so a task can pick another one.
    #[serde(default)]
    pub options: Vec<String>,
    /// For `effect`: what the click did.
    #[serde(default)]
    pub effect: Option<Effect>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    Navigate,
    Click,
    Type,
    Select,
    Check,
    PressEnter,
    Submit,
    SwitchTab,
}

/// A recorded (or distilled) step. In a procedure, `value` may be a `{slot}` reference.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Step {
    pub id: String,
    pub action: Action,
    #[serde(default)]
    pub target: Option<Fingerprint>,
    #[serde(default)]
    pub value: Option<String>,
    /// The field held a secret: there is a slot, never a value.
    #[serde(default)]
    pub secret: bool,
    #[serde(default)]
    pub checked: Option<bool>,
    #[serde(default)]
    pub nav: Option<NavKind>,
    pub url: String,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub time: f64,
    /// The slot this step's value (or chosen option) comes from, in a procedure.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slot: Option<String>,
    /// A navigation caused by the step before it (a link click, a submit): replay waits for it
    /// rather than performing it.
    #[serde(default)]
    pub implicit: bool,
    /// This click or Enter also submitted a form.
    #[serde(default)]
    pub submits: bool,
    /// Choices the field offered when it was demonstrated.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<String>,
    /// Present in only some demonstrations: replay skips it when its element is not there.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub optional: bool,
    /// What this click did at demonstration (a menu opened, a tab got selected); replay checks
    /// the same click does the same.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effect: Option<Effect>,
    /// The slot whose value names the row this step's element stands in (the "⋯" of the row
    /// {company}), in a procedure.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub row_slot: Option<String>,
    /// Slots naming other cells of that row the demonstration's words named (the class and time
    /// of "Click Book for Spin on Monday at 09:15" when {row} is Monday): a run's row must show
    /// their values too — a run for another class pauses instead of booking Monday's first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub row_also: Vec<String>,
    /// The slot whose value names the table column this step's element stands in (the "SMS"
    /// box of a settings grid), in a procedure.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column_slot: Option<String>,
    /// Clicked until the count beside the control (a quantity next to "+") reads this slot's
    /// value: however many clicks that takes, or the opposite control's when it must go down.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count_slot: Option<String>,
    /// The task picks the element by its place among look-alikes ("open the first result"):
    /// 1, 2, 3… from the top, -1 for the last. Its name is that run's data, not evidence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ordinal: Option<i32>,
    /// The slot saying which place ("first", "second", "last"): a task may name another.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place_slot: Option<String>,
    /// The slot holds a path said as one value ("Photos/Drafts", "File > Export"): replay
    /// clicks each part in turn (a folder, then the one inside it). Holds the separator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// Done to every row of the row slot's value, however many there are ("tick every message
    /// from Initech HR": the person ticked two; another sender may have five).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub each: bool,
    /// The slot saying whether the switch or box ends on or off ("Turn off 'Wi-Fi'"): a task
    /// may ask for the other state of the same control.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state_slot: Option<String>,
}

impl Step {
    /// Whether the secrets rule marks this step's element secret while the step is not: a value
    /// typed or chosen there must not be kept (a stored step may predate the rule, or come from
    /// a file). Clicks and ticks carry no value.
    pub fn secret_unmarked(&self) -> bool {
        !self.secret
            && matches!(self.action, Action::Type | Action::Select)
            && self.target.as_ref().is_some_and(crate::secrets::is_secret)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Recording {
    pub id: String,
    pub title: String,
    #[serde(default)]
    pub description: String,
    pub created: f64,
    #[serde(default)]
    pub updated: f64,
    #[serde(default)]
    pub steps: Vec<Step>,
    /// Set once a procedure has been built from it.
    #[serde(default)]
    pub procedure_id: Option<String>,
    #[serde(default)]
    pub processed: bool,
    /// Counter for step ids, so deleted steps never give their id to a new one.
    #[serde(default)]
    pub next_step: u64,
    /// Tab of the last recorded step: switching back to it is not a new step.
    #[serde(default)]
    pub last_tab_id: Option<i64>,
    /// Set when this recording is another demonstration of an existing procedure: building
    /// it merges into that procedure instead of making a new one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adds_to: Option<String>,
    /// Tabs taking part: the start tab, tabs the person switched to, tabs those opened.
    /// Events from other tabs (a mail tab reloading in the background) are not the task.
    #[serde(default)]
    pub tabs: Vec<i64>,
    /// Names of URL parameters that carried a secret typed in this recording (a GET form's
    /// password field, whatever its name): redacted in every URL the recording keeps.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub secret_params: Vec<String>,
    /// Paths whose segments that carried a typed secret read `REDACTED` ("/unlock/REDACTED"):
    /// a URL of that shape loses those segments.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub secret_paths: Vec<String>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SlotKind {
    #[default]
    Text,
    Choice,
    Secret,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Parameter {
    /// Slot name used as `{name}` in steps.
    pub name: String,
    /// The field's human label ("Milestone").
    #[serde(default)]
    pub label: String,
    pub kind: SlotKind,
    /// The demonstrated value; always `None` for secrets.
    #[serde(default)]
    pub example: Option<String>,
    /// Other values a choice field offered, when known.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<String>,
    /// Every value demonstrated for this slot, across demonstrations (never for secrets).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub examples: Vec<String>,
    /// The slot holds one part of a time or date the page asks for in separate fields (an hour
    /// box, a minute box, AM/PM; day, month and year selects): binding fills it from the one
    /// time or date the task says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part: Option<Part>,
    /// For a slot chosen by a click among siblings (a tab, a radio, a swatch): what the
    /// siblings said at demonstration. Known values of the slot, never all of them — another
    /// visit may offer others — so binding reads them as evidence, not as a list to stay in.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seen: Vec<String>,
    /// The date format the field asks for in its placeholder or label ("DD/MM/YYYY"): a run's
    /// date is typed so, whatever the demonstrated value leaves open ("03/01/2028").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub format: Option<String>,
}

impl Parameter {
    /// Whether this slot says whether a switch or box ends on or off (`Step::state_slot`): a
    /// word of the task's verb ("turn off"), not a value the title shows in its place.
    pub fn is_state(&self) -> bool {
        self.kind == SlotKind::Choice
            && self.options.len() == 2
            && self.options[0].eq_ignore_ascii_case("on")
            && self.options[1].eq_ignore_ascii_case("off")
    }
}

/// One field of a time or date split over several (see `Parameter::part`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    Hour,
    Minute,
    Meridiem,
    Day,
    Month,
    Year,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Abstract {
    pub goal: String,
    pub parameters: Vec<Parameter>,
    pub prerequisites: Vec<String>,
    pub flow: Vec<String>,
    pub domains: Vec<String>,
    pub tags: Vec<String>,
}

/// Outcome counters; confidence is derived from them when read (see `retrieval::confidence`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    pub uses: u32,
    pub successes: u32,
    pub failures: u32,
    pub last_used: Option<f64>,
    pub deprecated: bool,
    /// Failures per step id, so the panel can show which step breaks.
    pub step_failures: std::collections::BTreeMap<String, u32>,
    /// Uses and successes since the procedure was last restored (the deprecation rule's window).
    pub recent_uses: u32,
    pub recent_successes: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Source {
    /// "demonstration" for procedures distilled from a recording.
    pub kind: String,
    #[serde(default)]
    pub recording_ids: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Procedure {
    pub id: String,
    pub title: String,
    #[serde(rename = "abstract")]
    pub abstract_: Abstract,
    pub steps: Vec<Step>,
    #[serde(default)]
    pub stats: Stats,
    pub source: Source,
    #[serde(default = "first_version")]
    pub version: u32,
    pub created: f64,
    pub updated: f64,
}

fn first_version() -> u32 {
    1
}
