//! Recording state: turns the stream of raw events into the steps a person would list, merging
//! as events arrive (one step per field with its final value, submits folded into the click or
//! Enter that caused them, navigations caused by a click marked implicit).

use crate::model::{Action, Effect, EventKind, Fingerprint, NavKind, RawEvent, Recording, Step};
use crate::secrets;
use crate::text;
use crate::urls;

/// A recording longer than this is almost certainly a stuck page generating events.
pub const MAX_STEPS: usize = 2000;
/// Longest value kept for a typed field; longer text is cut, not rejected.
pub const MAX_VALUE_CHARS: usize = 10_000;
/// Longest label, name, text or title kept from a page.
pub const MAX_LABEL_CHARS: usize = 500;
/// Longest CSS selector or XPath kept.
pub const MAX_SELECTOR_CHARS: usize = 2000;
/// Deepest frame or shadow-root nesting kept.
pub const MAX_DEPTH: usize = 16;
/// Options kept per choice field: enough for any real dropdown, bounded for hostile pages.
pub const MAX_OPTIONS: usize = 200;

pub fn new_recording(id: &str, title: &str, description: &str, now: f64) -> Recording {
    Recording {
        id: id.to_string(),
        title: title.trim().to_string(),
        description: description.trim().to_string(),
        created: now,
        updated: now,
        steps: Vec::new(),
        procedure_id: None,
        processed: false,
        next_step: 1,
        last_tab_id: None,
        adds_to: None,
        tabs: Vec::new(),
        secret_params: Vec::new(),
        secret_paths: Vec::new(),
    }
}

/// What `add_event` did, so the caller can tell the person.
#[derive(Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Change {
    Added,
    Merged,
    /// No step changed, but the session did (a tab joined): store the recording.
    Tracked,
    Ignored,
}

/// Applies one event. Errors are for events that make no sense (a click without a target).
pub fn add_event(rec: &mut Recording, mut event: RawEvent) -> Result<Change, String> {
    validate(&event)?;
    if let Some(change) = track_tabs(rec, &event) {
        return Ok(change);
    }
    if event.kind == EventKind::SecretUrl {
        return Ok(learn_secret_url(rec, &event));
    }
    scrub_secret(&mut event);
    // A secret the person also wrote into the title or description ("… with the code 482913")
    // is masked there too: the recording keeps no copy of it.
    if event.secret {
        if let Some(t) = event.target.as_ref() {
            let label = [&t.label, &t.name, &t.placeholder, &t.name_attr]
                .into_iter()
                .find(|l| !l.trim().is_empty())
                .cloned()
                .unwrap_or_default();
            rec.title = secrets::mask_in_text(&rec.title, &label);
            rec.description = secrets::mask_in_text(&rec.description, &label);
        }
    }
    sanitize(&mut event, &known(rec));
    if let Some(v) = event.value.as_mut() {
        if v.chars().count() > MAX_VALUE_CHARS {
            *v = v.chars().take(MAX_VALUE_CHARS).collect();
        }
    }
    let change = match event.kind {
        EventKind::Input => merge_field_value(rec, &event, Action::Type),
        EventKind::Select => merge_field_value(rec, &event, Action::Select),
        EventKind::Check => merge_check(rec, &event),
        EventKind::Submit => fold_submit(rec, &event),
        EventKind::Click => fold_implicit_click(rec, &event),
        EventKind::Navigate => navigation(rec, &event),
        EventKind::Effect => Some(attach_effect(rec, &event)),
        EventKind::SwitchTab if event.tab_id.is_some() && event.tab_id == rec.last_tab_id => {
            Some(Change::Tracked)
        }
        _ => None,
    };
    let change = match change {
        Some(c) => c,
        None => {
            if rec.steps.len() >= MAX_STEPS {
                return Err(format!(
                    "This recording already has {MAX_STEPS} steps; stop it and start a new one."
                ));
            }
            let step = step_from_event(rec, &event);
            insert_in_time_order(rec, step);
            Change::Added
        }
    };
    if matches!(change, Change::Added | Change::Merged) {
        rec.updated = rec.updated.max(event.time);
        if event.tab_id.is_some() {
            rec.last_tab_id = event.tab_id;
        }
    }
    Ok(change)
}

pub fn delete_step(rec: &mut Recording, step_id: &str) -> bool {
    let before = rec.steps.len();
    rec.steps.retain(|s| s.id != step_id);
    rec.steps.len() != before
}

fn validate(event: &RawEvent) -> Result<(), String> {
    let needs_target = !matches!(
        event.kind,
        EventKind::Navigate | EventKind::SwitchTab | EventKind::OpenTab | EventKind::SecretUrl
    );
    if needs_target && event.target.is_none() {
        return Err(format!("A {:?} event needs a target element.", event.kind));
    }
    if event.kind == EventKind::Navigate && event.url.as_deref().unwrap_or("").is_empty() {
        return Err("A navigate event needs a url.".into());
    }
    if event.kind == EventKind::OpenTab && (event.tab_id.is_none() || event.source_tab_id.is_none())
    {
        return Err("An open_tab event needs tab_id and source_tab_id.".into());
    }
    Ok(())
}

fn is_web(url: &str) -> bool {
    let lower = url.to_ascii_lowercase();
    lower.starts_with("http://") || lower.starts_with("https://") || lower.starts_with("file://")
}

/// Keeps the set of tabs taking part. Returns the outcome when the event is only about tabs
/// or comes from a tab outside the recording.
fn track_tabs(rec: &mut Recording, event: &RawEvent) -> Option<Change> {
    let join = |rec: &mut Recording, tab: i64| {
        if rec.tabs.contains(&tab) {
            false
        } else {
            rec.tabs.push(tab);
            true
        }
    };
    match (event.kind, event.tab_id) {
        (EventKind::OpenTab, Some(tab)) => {
            let from_session = event
                .source_tab_id
                .is_some_and(|s| rec.tabs.is_empty() || rec.tabs.contains(&s));
            Some(if from_session && join(rec, tab) {
                Change::Tracked
            } else {
                Change::Ignored
            })
        }
        // Switching to a tab makes it part of the task, even a new-tab page with no step yet.
        (EventKind::SwitchTab, Some(tab)) => {
            let joined = join(rec, tab);
            let web = event.url.as_deref().is_some_and(is_web);
            (!web).then_some(if joined {
                Change::Tracked
            } else {
                Change::Ignored
            })
        }
        (EventKind::Navigate, Some(tab)) if event.nav == Some(NavKind::Start) => {
            join(rec, tab);
            None
        }
        (_, Some(tab)) if !rec.tabs.is_empty() && !rec.tabs.contains(&tab) => Some(Change::Ignored),
        _ => None,
    }
}

/// Applies the secrets rule to every step's element again: a value typed or chosen into a field
/// the rule marks secret, in a step not marked so (stored before the rule said so, or brought
/// in from elsewhere), is dropped and the step made secret, as `add_event` does — and the title
/// and description lose that value too, where they say it.
pub fn drop_unmarked_secrets(rec: &mut Recording) {
    if !rec.steps.iter().any(Step::secret_unmarked) {
        return;
    }
    let mut said = [
        std::mem::take(&mut rec.title),
        std::mem::take(&mut rec.description),
    ];
    for s in rec.steps.iter_mut().filter(|s| s.secret_unmarked()) {
        s.secret = true;
        let value = s.value.take().unwrap_or_default();
        let label = s
            .target
            .as_ref()
            .and_then(|t| {
                [&t.label, &t.name, &t.placeholder, &t.name_attr]
                    .into_iter()
                    .find(|l| !l.trim().is_empty())
            })
            .cloned()
            .unwrap_or_default();
        for text in said.iter_mut() {
            // (A value of a few letters is too likely a word of the text itself.)
            if value.trim().chars().count() >= 4 {
                *text = text.replace(value.trim(), "•••");
            }
            *text = secrets::mask_in_text(text, &label);
        }
    }
    [rec.title, rec.description] = said;
}

/// Defence in depth: whatever the sender says, a secret field's value is dropped here.
fn scrub_secret(event: &mut RawEvent) {
    let secret_target = event.target.as_ref().is_some_and(secrets::is_secret);
    if event.secret || secret_target {
        event.secret = true;
        event.value = None;
        event.option_value = None;
    }
}

/// Parameter names and path shapes kept per recording: a page may send any number.
const MAX_SECRET_PARAMS: usize = 100;
const MAX_SECRET_PATHS: usize = 50;
const MAX_PARAM_CHARS: usize = 200;

/// What the recording learned carried a typed secret, for `urls::redact_known`.
pub fn known(rec: &Recording) -> urls::Known<'_> {
    urls::Known {
        params: &rec.secret_params,
        paths: &rec.secret_paths,
        values: &[],
    }
}

/// A page said the address it goes to carries a typed secret (`EventKind::SecretUrl`): the
/// parameter names and the path shape are kept, and every URL the recording already holds is
/// redacted again with them (the navigation may have been applied before this report).
fn learn_secret_url(rec: &mut Recording, event: &RawEvent) -> Change {
    let mut learned = false;
    for name in event.options.iter().take(MAX_SECRET_PARAMS) {
        if name.is_empty()
            || name.chars().count() > MAX_PARAM_CHARS
            || rec.secret_params.contains(name)
            || rec.secret_params.len() >= MAX_SECRET_PARAMS
        {
            continue;
        }
        rec.secret_params.push(name.clone());
        learned = true;
    }
    if let Some(url) = event.url.as_deref() {
        // (The shape is redacted by class first: a reset token beside the typed secret must not
        // be kept in it.)
        let shape = urls::path(&urls::redact(&text::truncate(url, urls::MAX_URL_CHARS)));
        let holds = shape.split('/').any(|s| s == urls::REDACTED);
        if holds && !rec.secret_paths.contains(&shape) && rec.secret_paths.len() < MAX_SECRET_PATHS
        {
            rec.secret_paths.push(shape);
            learned = true;
        }
    }
    if !learned {
        return Change::Ignored;
    }
    redact_urls(rec);
    Change::Tracked
}

/// Redacts every URL and address-like text of the recording's steps with what it knows.
pub fn redact_urls(rec: &mut Recording) {
    let params = rec.secret_params.clone();
    let paths = rec.secret_paths.clone();
    let known = urls::Known {
        params: &params,
        paths: &paths,
        values: &[],
    };
    redact_step_urls(&mut rec.steps, &known);
}

/// A procedure's URLs redacted by class (its steps, the start page its prerequisites name):
/// what an export or an import keeps of one stored before a class was redacted, or brought in.
pub fn redact_procedure_urls(p: &mut crate::model::Procedure) {
    redact_step_urls(&mut p.steps, &urls::Known::default());
    for s in p
        .abstract_
        .prerequisites
        .iter_mut()
        .chain(p.abstract_.flow.iter_mut())
    {
        *s = urls::redact_in_text(s);
    }
}

fn redact_step_urls(steps: &mut [Step], known: &urls::Known) {
    for step in steps.iter_mut() {
        step.url = urls::redact_known(&step.url, known);
        step.title = urls::redact_in_text_known(&step.title, known);
        if let Some(t) = step.target.as_mut() {
            t.url = urls::redact_known(&t.url, known);
            for s in [&mut t.title, &mut t.name, &mut t.label, &mut t.text] {
                *s = urls::redact_in_text_known(s, known);
            }
        }
    }
}

/// Bounds every page-supplied string, keeps role and tag to plain words and what the page names
/// free of tags the import rules refuse (`markup`): a page decides these values, and they end
/// up in storage, in the panel, in a model's prompt and in the person's exports.
fn sanitize(event: &mut RawEvent, known: &urls::Known) {
    if let Some(url) = event.url.as_mut() {
        *url = urls::redact_known(url, known);
    }
    if let Some(t) = event.title.as_mut() {
        *t = markup::defuse(&text::truncate(
            &urls::redact_in_text_known(t, known),
            MAX_LABEL_CHARS,
        ))
        .into_owned();
    }
    event.options.truncate(MAX_OPTIONS);
    for o in event.options.iter_mut() {
        *o = text::truncate(o, MAX_LABEL_CHARS);
    }
    let Some(fp) = event.target.as_mut() else {
        return;
    };
    fp.url = urls::redact_known(&fp.url, known);
    for word in [&mut fp.role, &mut fp.tag] {
        if !is_plain_word(word) {
            word.clear();
        }
    }
    for s in [
        &mut fp.name,
        &mut fp.label,
        &mut fp.text,
        &mut fp.id,
        &mut fp.name_attr,
        &mut fp.input_type,
        &mut fp.placeholder,
        &mut fp.autocomplete,
        &mut fp.test_id,
        &mut fp.test_id_attr,
        &mut fp.context_label,
        &mut fp.title,
        &mut fp.icon,
        &mut fp.row,
        &mut fp.column,
    ] {
        // A page without a <title> is titled by its address, and link texts can be addresses.
        *s = text::truncate(&urls::redact_in_text_known(s, known), MAX_LABEL_CHARS);
    }
    // What names the element in words, which the import rules hold to carry no markup: a tag
    // they refuse is defused (after the cut, so that cutting cannot make one). Ids, attribute
    // names and selectors stay exactly as the page has them, to find the element again.
    for s in [
        &mut fp.name,
        &mut fp.label,
        &mut fp.text,
        &mut fp.placeholder,
        &mut fp.context_label,
        &mut fp.title,
        &mut fp.row,
        &mut fp.column,
    ] {
        if let std::borrow::Cow::Owned(defused) = markup::defuse(s) {
            *s = defused;
        }
    }
    fp.css = text::truncate(&fp.css, MAX_SELECTOR_CHARS);
    fp.xpath = text::truncate(&fp.xpath, MAX_SELECTOR_CHARS);
    fp.shadow_hosts.truncate(MAX_DEPTH);
    for h in fp.shadow_hosts.iter_mut() {
        *h = text::truncate(h, MAX_SELECTOR_CHARS);
    }
    fp.frame_path.truncate(MAX_DEPTH);
    // The lists a page fills (its rows' cells and names, a list's choices) are bounded too.
    for list in [
        &mut fp.row_cells,
        &mut fp.row_shared,
        &mut fp.row_names,
        &mut fp.options,
    ] {
        list.truncate(MAX_OPTIONS);
        for s in list.iter_mut() {
            *s = text::truncate(&urls::redact_in_text_known(s, known), MAX_LABEL_CHARS);
        }
    }
}

/// ARIA roles and tag names are lower-case words ("button", "menuitemradio", "due-date-field").
pub fn is_plain_word(s: &str) -> bool {
    s.len() <= 40
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Same element: same frame, same shadow path, same selector (or XPath when no selector).
fn same_element(a: &Fingerprint, b: &Fingerprint) -> bool {
    a.frame_path == b.frame_path
        && a.shadow_hosts == b.shadow_hosts
        && if !a.css.is_empty() || !b.css.is_empty() {
            a.css == b.css
        } else {
            a.xpath == b.xpath
        }
        && origin_path(&a.url) == origin_path(&b.url)
}

/// Whether `a` lies inside `b` (its XPath goes on from `b`'s), on the same page and frame.
fn inside(a: &Fingerprint, b: &Fingerprint) -> bool {
    a.frame_path == b.frame_path
        && a.shadow_hosts == b.shadow_hosts
        && !b.xpath.is_empty()
        && a.xpath.starts_with(&format!("{}/", b.xpath))
        && origin_path(&a.url) == origin_path(&b.url)
}

/// URL without fragment: the same commit reported twice.
fn page_of(url: &str) -> &str {
    url.split('#').next().unwrap_or(url)
}

/// URL without query or fragment: a filter box that rewrites `?q=` as you type is still the
/// same field on the same page.
fn origin_path(url: &str) -> &str {
    url.split(['?', '#']).next().unwrap_or(url)
}

/// A step that ends a page's worth of editing: after it, the same field is a new step.
fn is_barrier(step: &Step) -> bool {
    matches!(
        step.action,
        Action::Navigate | Action::Submit | Action::PressEnter | Action::SwitchTab
    ) || step.submits
}

/// Typing and selecting: update the earlier step for the same field on the same page
/// (edits merge, even after visiting another field), or turn a click into the field into a
/// typing step.
fn merge_field_value(rec: &mut Recording, event: &RawEvent, action: Action) -> Option<Change> {
    let target = event.target.as_ref()?;
    // Enter in a field fires the field's change event after the key press: it repeats the value
    // the field's step already holds and is not a new edit.
    if let [.., prev, last] = rec.steps.as_slice() {
        let enter_here = last.action == Action::PressEnter
            && last
                .target
                .as_ref()
                .is_some_and(|t| same_element(t, target));
        let same_value = prev.action == action
            && prev
                .target
                .as_ref()
                .is_some_and(|t| same_element(t, target))
            && prev.value == event.value
            && prev.secret == event.secret;
        if enter_here && same_value {
            return Some(Change::Ignored);
        }
    }
    for step in rec.steps.iter_mut().rev() {
        if is_barrier(step) {
            break;
        }
        let same = step
            .target
            .as_ref()
            .is_some_and(|t| same_element(t, target));
        if same && step.action == action {
            step.value = event.value.clone();
            if !event.options.is_empty() {
                step.options = event.options.clone();
            }
            step.secret = event.secret;
            step.time = event.time;
            return Some(Change::Merged);
        }
    }
    // A click that only focused the field says nothing the typing step does not. (A click
    // inside a field typed as a whole counts too — a date field's sections, clicked on their box
    // — and one on the plain box around the field, its label and border.)
    if let Some(last) = rec.steps.last_mut() {
        let focus_click = last.action == Action::Click
            && last.target.as_ref().is_some_and(|t| {
                same_element(t, target)
                    || inside(t, target)
                    || (t.role.is_empty() && inside(target, t))
            });
        if focus_click {
            let id = last.id.clone();
            *last = step_from_event_with_id(id, event);
            return Some(Change::Merged);
        }
    }
    None
}

fn merge_check(rec: &mut Recording, event: &RawEvent) -> Option<Change> {
    let target = event.target.as_ref()?;
    let last = rec.steps.last_mut()?;
    let same = last.action == Action::Check
        && last
            .target
            .as_ref()
            .is_some_and(|t| same_element(t, target));
    if !same {
        return None;
    }
    last.checked = event.checked;
    last.time = event.time;
    Some(Change::Merged)
}

/// Enter in a form field makes the browser click the form's submit button ("implicit
/// submission"); that click arrives within the same task as the key press. Replaying Enter
/// does it again, so the click is not a step of its own.
const IMPLICIT_CLICK_MS: f64 = 100.0;

fn fold_implicit_click(rec: &mut Recording, event: &RawEvent) -> Option<Change> {
    let target = event.target.as_ref()?;
    let last = rec.steps.last()?;
    let follows_enter = last.action == Action::PressEnter
        && event.time - last.time <= IMPLICIT_CLICK_MS
        && last
            .target
            .as_ref()
            .is_some_and(|t| t.frame_path == target.frame_path)
        && (target.role == "button" || target.input_type == "submit");
    follows_enter.then_some(Change::Merged)
}

/// A submit right after a click or Enter in the same frame was caused by it: replaying the click
/// submits again, so it becomes a flag on that step instead of a step of its own.
fn fold_submit(rec: &mut Recording, event: &RawEvent) -> Option<Change> {
    let frame = &event.target.as_ref()?.frame_path;
    let last = rec.steps.last_mut()?;
    let causes = matches!(last.action, Action::Click | Action::PressEnter)
        && last.target.as_ref().is_some_and(|t| &t.frame_path == frame);
    if !causes {
        return None;
    }
    last.submits = true;
    Some(Change::Merged)
}

/// An effect belongs to the click (or Enter, or a box ticked) of the same time in the same frame; a click whose page went
/// away has its navigation instead, and an effect with nothing in it says nothing.
fn attach_effect(rec: &mut Recording, event: &RawEvent) -> Change {
    let Some(effect) = event
        .effect
        .clone()
        .map(Effect::sanitized)
        .filter(|e| !e.is_empty())
    else {
        return Change::Ignored;
    };
    let frame = event.target.as_ref().map(|t| &t.frame_path);
    let click = rec
        .steps
        .iter_mut()
        .rev()
        .take(MAX_EFFECT_LOOKBACK)
        .find(|s| {
            matches!(s.action, Action::Click | Action::PressEnter | Action::Check)
                && s.time == event.time
                && s.target.as_ref().map(|t| &t.frame_path) == frame
        });
    match click {
        Some(step) => {
            step.effect = Some(effect);
            Change::Merged
        }
        None => Change::Ignored,
    }
}

/// Steps an effect may arrive behind its click (a person types right after opening a menu).
const MAX_EFFECT_LOOKBACK: usize = 20;

fn navigation(rec: &mut Recording, event: &RawEvent) -> Option<Change> {
    let url = event.url.as_deref().unwrap_or("");
    let nav = event.nav.unwrap_or_default();
    let last = rec.steps.last_mut()?;
    // A single-page app rewriting only the query or hash of the page being worked on (a filter
    // box updating ?q= as you type) is the page reacting, not a navigation.
    let last_page = last
        .target
        .as_ref()
        .map(|t| t.url.as_str())
        .unwrap_or(&last.url);
    if nav == NavKind::History
        && last.action != Action::Navigate
        && origin_path(last_page) == origin_path(url)
    {
        return Some(Change::Ignored);
    }
    // The same commit reported twice (redirect chains, SPA frameworks) adds nothing.
    if last.action == Action::Navigate
        && page_of(&last.url) == page_of(url)
        && nav != NavKind::Reload
    {
        last.title = event.title.clone().unwrap_or_default();
        return Some(Change::Merged);
    }
    None
}

/// A click's message can reach the worker after the navigation it caused (a link opening in
/// a new tab commits there before the page's message arrives). Both carry the time they
/// happened, so the click goes back before navigations that happened after it, and the first
/// of those is marked as caused by it.
fn insert_in_time_order(rec: &mut Recording, step: Step) {
    let mut at = rec.steps.len();
    if matches!(step.action, Action::Click | Action::PressEnter) {
        while at > 0
            && rec.steps[at - 1].action == Action::Navigate
            && rec.steps[at - 1].time > step.time
        {
            at -= 1;
        }
    }
    rec.steps.insert(at, step);
    if let Some(next) = rec.steps.get_mut(at + 1) {
        let caused = matches!(
            next.nav,
            Some(NavKind::Link | NavKind::FormSubmit | NavKind::History | NavKind::Other)
        );
        next.implicit |= caused;
    }
}

/// The id of a new step: the counter's, unless a step already has it. The counter is stored and
/// may come from a file, so it may be anything: never an id twice, never an overflow (a trap in a
/// debug build, a counter wrapped back to ids already given in the extension's).
fn next_step_id(rec: &mut Recording) -> String {
    let mut n = rec.next_step.clamp(1, u64::MAX - 1);
    let mut id = format!("s{n}");
    // At most MAX_STEPS steps hold an id, so this ends within as many turns.
    while rec.steps.iter().any(|s| s.id == id) {
        n = if n >= u64::MAX - 1 { 1 } else { n + 1 };
        id = format!("s{n}");
    }
    rec.next_step = n + 1;
    id
}

fn step_from_event(rec: &mut Recording, event: &RawEvent) -> Step {
    let id = next_step_id(rec);
    let mut step = step_from_event_with_id(id, event);
    if step.action == Action::Navigate && step.nav == Some(NavKind::FormSubmit) {
        // The page's submit event can be lost when the page unloads before it is sent; the
        // form navigation right after a click or Enter says that step submitted.
        if let Some(last) = rec
            .steps
            .last_mut()
            .filter(|s| matches!(s.action, Action::Click | Action::PressEnter))
        {
            last.submits = true;
        }
    }
    if step.action == Action::Navigate {
        let caused = matches!(
            step.nav,
            Some(NavKind::Link | NavKind::FormSubmit | NavKind::History | NavKind::Other)
        ) && rec.steps.last().is_some_and(|s| {
            matches!(
                s.action,
                Action::Click | Action::PressEnter | Action::Submit
            ) || s.submits
        });
        step.implicit = caused;
    }
    step
}

fn step_from_event_with_id(id: String, event: &RawEvent) -> Step {
    let action = match event.kind {
        EventKind::Click => Action::Click,
        EventKind::Input => Action::Type,
        EventKind::Select => Action::Select,
        EventKind::Check => Action::Check,
        EventKind::Enter => Action::PressEnter,
        EventKind::Submit => Action::Submit,
        EventKind::Navigate => Action::Navigate,
        // Tab bookkeeping, effects and secret addresses return before a step is made.
        EventKind::SwitchTab | EventKind::OpenTab | EventKind::Effect | EventKind::SecretUrl => {
            Action::SwitchTab
        }
    };
    let (url, title) = match &event.target {
        Some(t) => (t.url.clone(), t.title.clone()),
        None => (
            event.url.clone().unwrap_or_default(),
            event.title.clone().unwrap_or_default(),
        ),
    };
    Step {
        id,
        action,
        target: event.target.clone(),
        value: event.value.clone(),
        secret: event.secret,
        checked: event.checked,
        nav: if action == Action::Navigate {
            Some(event.nav.unwrap_or_default())
        } else {
            None
        },
        url,
        title,
        time: event.time,
        slot: None,
        implicit: false,
        submits: false,
        options: event
            .options
            .iter()
            .take(MAX_OPTIONS)
            .map(|o| crate::text::truncate(o, 200))
            .collect(),
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
    }
}

pub(crate) mod markup;

#[cfg(test)]
mod tests;
