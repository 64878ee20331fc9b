use super::*;

fn slot(name: &str, example: &str) -> Parameter {
    Parameter { name: name.into(), label: name.into(), kind: SlotKind::Text, example: Some(example.into()), options: vec![], examples: vec![example.into()] }
}

fn one(title: &str, goal: &str, params: &[Parameter], task: &str, name: &str) -> Option<String> {
    bind_slots(title, goal, params, &[], task).remove(name).flatten()
}

#[test]
fn a_slot_takes_the_span_between_its_anchors_whatever_is_inside() {
    let p = [slot("product", "Bamboo orchid roots, 2 pack")];
    let title = "Add 'Bamboo orchid roots, 2 pack' to my wish list";
    assert_eq!(one(title, title, &p, "Add 'Tide pods' to my wish list", "product").as_deref(), Some("Tide pods"));
    assert_eq!(one(title, title, &p, "please put the Ninja AF101 air fryer on my wishlist", "product").as_deref(), Some("Ninja AF101 air fryer"));
    assert_eq!(one(title, title, &p, "Add ML, DL, NLP textbook bundle to my wish list", "product").as_deref(), Some("ML, DL, NLP textbook bundle"));
}

#[test]
fn values_holding_the_templates_own_words_are_kept_whole() {
    let p = [slot("title", "Best pizza near campus"), slot("forum", "pittsburgh")];
    let goal = "Create a post titled Best pizza near campus in the pittsburgh forum";
    let task = "Create a post titled Fun thing to do in Pittsburgh in the travel forum";
    let got = bind_slots("Post in a forum", goal, &p, &[], task);
    assert_eq!(got["title"].as_deref(), Some("Fun thing to do in Pittsburgh"));
    assert_eq!(got["forum"].as_deref(), Some("travel"));
}

#[test]
fn long_values_and_values_made_of_common_words() {
    let p = [slot("reply", "Thanks, this fixed it")];
    let goal = "Reply 'Thanks, this fixed it' to the post about sleep";
    assert_eq!(one("Reply to a post", goal, &p, "Reply 'Do it myself' to the post about sleep", "reply").as_deref(), Some("Do it myself"));
    assert_eq!(
        one("Reply to a post", goal, &p, "reply \"I had the same problem after the update, rolling back the driver to 2.1 fixed it for me\" to the post about sleep", "reply").as_deref(),
        Some("I had the same problem after the update, rolling back the driver to 2.1 fixed it for me")
    );
}

#[test]
fn a_sentence_after_the_value_is_not_the_value() {
    let p = [slot("product", "Ninja AF101 air fryer")];
    let title = "What is the price of the Ninja AF101 air fryer?";
    assert_eq!(one(title, title, &p, "What's the price of the Instant Pot Duo 7-in-1? Answer with just the number.", "product").as_deref(), Some("Instant Pot Duo 7-in-1"));
}

#[test]
fn dates_are_bound_in_the_fields_format() {
    let p = [slot("date", "2016-07-06")];
    let goal = "Show orders placed on 2016-07-06";
    assert_eq!(one("Orders by date", goal, &p, "show orders placed on 03/08/2014", "date").as_deref(), Some("2014-03-08"));
}

#[test]
fn labelled_values_and_quotes_remain_evidence() {
    let p = [slot("title", "Login broken"), slot("assignee", "Ana")];
    let goal = "Create issue 'Login broken' for Ana";
    let got = bind_slots("Create an issue", goal, &p, &[], "new issue, title: Export fails, assignee: Bo");
    assert_eq!(got["title"].as_deref(), Some("Export fails"));
    assert_eq!(got["assignee"].as_deref(), Some("Bo"));
    // A near miss: nothing in the task for the assignee stays unbound.
    let got = bind_slots("Create an issue", goal, &p, &[], "Create issue 'Export fails'");
    assert_eq!(got["title"].as_deref(), Some("Export fails"));
    assert_eq!(got["assignee"], None);
}

#[test]
fn a_quoted_value_goes_to_the_slot_the_template_quotes() {
    let p = [slot("title", "Login broken"), slot("assignee", "Bo")];
    let goal = "Create issue 'Login broken' for Bo";
    let got = bind_slots("Create issue", goal, &p, &[], "file a bug 'B'");
    assert_eq!(got["title"].as_deref(), Some("B"));
    assert_eq!(got["assignee"], None);
}
