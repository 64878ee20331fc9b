//! A procedure written as a Playwright test (`@playwright/test`): its slots are parameters —
//! each read from an environment variable `PROCMEM_<SLOT>`, else its demonstrated example; a
//! secret slot only from the environment, since procmem never stores one — and each element is
//! found the way a person names it: by role and accessible name first, then label, placeholder,
//! test id, and css last.

use crate::model::{Action, Fingerprint, Procedure, SlotKind, Step};
use std::fmt::Write;

/// A JavaScript string literal (JSON's is one; U+2028/2029 are escaped for older parsers).
fn js(s: &str) -> String {
    serde_json::to_string(s)
        .unwrap_or_else(|_| "\"\"".into())
        .replace('\u{2028}', "\\u2028")
        .replace('\u{2029}', "\\u2029")
}

/// Slot names are `a-z 0-9 _` (check_procedure): safe as property names and in variable names.
fn env_name(slot: &str) -> String {
    format!("PROCMEM_{}", slot.to_ascii_uppercase())
}

/// A value with `{slot}` references as a JavaScript expression over `params`.
fn value_expr(value: &str) -> String {
    let mut parts = vec![];
    let mut rest = value;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        let name = &rest[open + 1..open + close];
        if !crate::storage::is_slot_name(name) {
            parts.push(js(&rest[..open + close + 1]));
            rest = &rest[open + close + 1..];
            continue;
        }
        if open > 0 {
            parts.push(js(&rest[..open]));
        }
        parts.push(format!("params.{name}"));
        rest = &rest[open + close + 1..];
    }
    if !rest.is_empty() || parts.is_empty() {
        parts.push(js(rest));
    }
    parts.join(" + ")
}

/// The locator for an element: role and name first (with the run's value when a slot names
/// the element), then label, placeholder, test id, css.
fn locator(fp: &Fingerprint, name: Option<String>) -> String {
    let name_expr = name.or_else(|| {
        let n = crate::describe::element_name(fp);
        (!n.is_empty()).then(|| js(n))
    });
    if !fp.role.is_empty() && crate::recording::is_plain_word(&fp.role) {
        if let Some(n) = &name_expr {
            return format!(
                "page.getByRole({}, {{ name: {n}, exact: true }})",
                js(&fp.role)
            );
        }
    }
    if !fp.label.is_empty() {
        return format!("page.getByLabel({}, {{ exact: true }})", js(&fp.label));
    }
    if !fp.placeholder.is_empty() {
        return format!(
            "page.getByPlaceholder({}, {{ exact: true }})",
            js(&fp.placeholder)
        );
    }
    if !fp.test_id.is_empty() {
        let attr = if fp.test_id_attr.is_empty() {
            "data-testid"
        } else {
            &fp.test_id_attr
        };
        return format!(
            "page.locator({})",
            js(&format!("[{attr}={}]", js(&fp.test_id)))
        );
    }
    if !fp.css.is_empty() {
        return format!("page.locator({})", js(&fp.css));
    }
    format!("page.locator({})", js(&format!("xpath={}", fp.xpath)))
}

/// The path of an address, as a pattern the page's URL must match after a navigation (the
/// query — an id the server chose — may differ from run to run).
fn url_pattern(url: &str) -> String {
    let path = crate::urls::path(url);
    let escaped: String = path
        .chars()
        .flat_map(|c| {
            let special = "\\^$.|?*+()[]{}/".contains(c);
            special
                .then_some('\\')
                .into_iter()
                .chain(std::iter::once(c))
        })
        .collect();
    format!("new RegExp({})", js(&format!("{escaped}(\\?|#|$)")))
}

fn step_code(s: &Step, out: &mut String) {
    let bound = s
        .slot
        .as_ref()
        .filter(|_| matches!(s.action, Action::Click | Action::Check))
        .map(|slot| format!("params.{slot}"));
    let loc = || s.target.as_ref().map(|fp| locator(fp, bound.clone()));
    let line = match s.action {
        Action::Navigate if s.implicit => {
            format!("await expect(page).toHaveURL({});", url_pattern(&s.url))
        }
        Action::Navigate => format!("await page.goto({});", js(&s.url)),
        Action::SwitchTab => "// (procmem switched tabs here; this test stays on one page)".into(),
        Action::Type => match loc() {
            Some(l) => format!(
                "await {l}.fill({});",
                value_expr(s.value.as_deref().unwrap_or(""))
            ),
            None => return,
        },
        Action::Select => match loc() {
            Some(l) => format!(
                // (A string matches an option's value or its label: the Recorder keeps values,
                // procmem's recorder the text shown.)
                "await {l}.selectOption({});",
                value_expr(s.value.as_deref().unwrap_or(""))
            ),
            None => return,
        },
        Action::Check => match loc() {
            Some(l) => format!("await {l}.setChecked({});", s.checked.unwrap_or(true)),
            None => return,
        },
        Action::PressEnter | Action::Submit => match loc() {
            Some(l) => format!("await {l}.press(\"Enter\");"),
            None => return,
        },
        Action::Click => match loc() {
            Some(l) => format!("await {l}.click();"),
            None => return,
        },
    };
    let _ = writeln!(out, "  {line}");
}

/// The test file for a procedure.
pub fn export(p: &Procedure) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// {}\n// Written by procmem from the procedure {} (version {}). Each slot is a parameter: set\n// PROCMEM_<SLOT> in the environment, or the demonstrated value is used. Secrets are never\n// stored: give them in the environment.",
        js(&p.title),
        js(&p.id),
        p.version
    );
    let _ = writeln!(
        out,
        "import {{ test, expect }} from \"@playwright/test\";\n"
    );
    let _ = writeln!(out, "const params = {{");
    for x in &p.abstract_.parameters {
        let default = if x.kind == SlotKind::Secret {
            "\"\"".to_string()
        } else {
            js(x.example.as_deref().unwrap_or(""))
        };
        let label = if x.label.is_empty() {
            String::new()
        } else {
            format!(" // {}", x.label.replace('\n', " "))
        };
        let _ = writeln!(
            out,
            "  {}: process.env.{} ?? {default},{label}",
            x.name,
            env_name(&x.name)
        );
    }
    let _ = writeln!(out, "}};\n");
    let _ = writeln!(out, "test({}, async ({{ page }}) => {{", js(&p.title));
    for s in &p.steps {
        step_code(s, &mut out);
    }
    let _ = writeln!(out, "}});");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distill::distill;
    use crate::testkit::tracker_demo;

    #[test]
    fn a_procedure_becomes_a_test_with_role_locators_and_slots_as_parameters() {
        let p = distill(&tracker_demo("Create issue", ""), "p1", 1.0).unwrap();
        let code = export(&p);
        assert!(
            code.contains("import { test, expect } from \"@playwright/test\";"),
            "{code}"
        );
        assert!(
            code.contains("title: process.env.PROCMEM_TITLE ?? \"Login broken\","),
            "{code}"
        );
        assert!(
            code.contains(
                "page.getByRole(\"button\", { name: \"Create issue\", exact: true }).click();"
            ),
            "{code}"
        );
        assert!(code.contains(".fill(params.title);"), "{code}");
        assert!(!code.contains("hunter2"), "no secret leaves");
    }

    #[test]
    fn values_mixing_text_and_slots_are_expressions_and_hostile_text_stays_a_string() {
        assert_eq!(value_expr("{title}"), "params.title");
        assert_eq!(
            value_expr("Re: {title}!"),
            "\"Re: \" + params.title + \"!\""
        );
        assert_eq!(value_expr("plain"), "\"plain\"");
        assert_eq!(value_expr(""), "\"\"");
        // Near misses: braces that are no slot, and text that would close the string.
        assert_eq!(value_expr("{not a slot}"), "\"{not a slot}\"");
        assert_eq!(
            value_expr("\"); process.exit(1); (\""),
            "\"\\\"); process.exit(1); (\\\"\""
        );
        assert_eq!(js("a\u{2028}b"), "\"a\\u2028b\"");
    }

    #[test]
    fn locators_fall_back_from_role_and_name_to_css() {
        let fp = Fingerprint {
            role: "textbox".into(),
            label: "Email".into(),
            ..Fingerprint::default()
        };
        assert!(locator(&fp, None).starts_with("page.getByRole(\"textbox\""));
        let nameless = Fingerprint {
            css: "#q".into(),
            ..Fingerprint::default()
        };
        assert_eq!(locator(&nameless, None), "page.locator(\"#q\")");
        let tested = Fingerprint {
            test_id: "save".into(),
            test_id_attr: "data-test".into(),
            ..Fingerprint::default()
        };
        assert_eq!(
            locator(&tested, None),
            "page.locator(\"[data-test=\\\"save\\\"]\")"
        );
        assert_eq!(
            url_pattern("http://x.test/created.html?id=4"),
            "new RegExp(\"\\\\/created\\\\.html(\\\\?|#|$)\")"
        );
    }
}
