//! Reading an import file (docs/FORMAT.md "Import rules"). Any problem rejects the file whole,
//! with one sentence saying what and where: its size first, then its encoding, its JSON (read
//! strictly, `json.rs`), that it is a procmem export of a schema this version reads, that it
//! holds only fields procmem writes (`fields.rs`), that it matches the types, and that every
//! recording and procedure passes the stored-value checks and the import rules (`content.rs`).

use super::{
    check_procedure, check_recording, content, fields, json, migrate, procedure_key, recording_key,
    ExportFile, EXPORT_SCHEMA_VERSION, FORMAT_NAME,
};
use serde_json::Value;

/// Largest import accepted; a real library of thousands of procedures is far smaller.
pub const MAX_IMPORT_BYTES: usize = 50 * 1024 * 1024;
/// Longest text anywhere in a file: longer than anything the recorder keeps (a typed value is
/// cut at 10,000 characters, a page's label at 500).
pub const MAX_TEXT_CHARS: usize = 20_000;

/// Parses and validates a whole import file. Any problem rejects the file as a whole, so a
/// malformed or hostile file writes nothing.
pub fn parse_import(text: &str) -> Result<ExportFile, String> {
    let value = import_value(text)?;
    check_import(serde_json::from_value(value).map_err(import_mismatch)?)
}

/// An import file's JSON, checked to be a procmem export holding only fields procmem writes and
/// migrated to this schema version (still to be read as an `ExportFile` and checked).
pub fn import_value(text: &str) -> Result<Value, String> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(format!(
            "The file is {} MB; the largest file procmem imports is {} MB.",
            megabytes(text.len()),
            MAX_IMPORT_BYTES / 1024 / 1024
        ));
    }
    // A byte-order mark is how some editors start UTF-8; it is no part of the JSON.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    encoding(text)?;
    let value = json::read(text)?;
    let obj = value
        .as_object()
        .ok_or("The file must hold a JSON object, the export; it holds something else.")?;
    match obj.get("format") {
        None => {
            return Err("This is not a procmem export: it has no \"format\" field.".into());
        }
        Some(f) if f.as_str() != Some(FORMAT_NAME) => {
            return Err(format!(
                "This is not a procmem export (its \"format\" is {}, not \"procmem\").",
                shown_value(f)
            ));
        }
        Some(_) => {}
    }
    let version = match obj.get("schema_version") {
        None => return Err("The file has no schema_version.".into()),
        Some(v) => v.as_u64().filter(|&n| n >= 1).ok_or_else(|| {
            let kind = if v.is_string() { ", a string" } else { "" };
            format!(
                "schema_version must be a whole number from 1 up (found {}{kind}).",
                shown_value(v)
            )
        })?,
    };
    // Far beyond any version there will be: not a newer procmem's file.
    if version > u64::from(EXPORT_SCHEMA_VERSION) + 1000 {
        return Err(format!(
            "This file has schema_version {version}, which no version of procmem wrote."
        ));
    }
    let version = u32::try_from(version).expect("bounded above");
    let value = migrate(version, value)?;
    fields::check_known(&value)?;
    long_text(&value, "the file")?;
    Ok(value)
}

/// How an import file that does not match `ExportFile` is reported.
pub fn import_mismatch(e: impl std::fmt::Display) -> String {
    format!("The file does not match the format: {e}.")
}

/// Validates every recording and procedure of an import file; ids must be unique.
pub fn check_import(file: ExportFile) -> Result<ExportFile, String> {
    let rejected = |e: String| format!("Rejected: {e}.");
    content::time("the export", "exported_at", file.exported_at).map_err(rejected)?;
    // (An id that is not plain is named by its place: the id itself cannot say which item.)
    let placed = |at: String| {
        move |e: String| {
            if e.starts_with("invalid id") {
                rejected(format!("{at} has an {e}"))
            } else {
                rejected(e)
            }
        }
    };
    let mut seen = std::collections::HashSet::new();
    for (i, r) in file.recordings.iter().enumerate() {
        check_recording(r).map_err(placed(format!("the recording at recordings[{i}]")))?;
        content::check_recording(r).map_err(rejected)?;
        if !seen.insert(recording_key(&r.id)) {
            return Err(format!("Rejected: recording {} appears twice.", r.id));
        }
    }
    for (i, p) in file.procedures.iter().enumerate() {
        check_procedure(p).map_err(placed(format!("the procedure at procedures[{i}]")))?;
        content::check_procedure(p).map_err(rejected)?;
        if !seen.insert(procedure_key(&p.id)) {
            return Err(format!("Rejected: procedure {} appears twice.", p.id));
        }
    }
    if let Some(m) = &file.memory {
        crate::memory::exchange::check(m).map_err(|e| rejected(format!("in the memory, {e}")))?;
    }
    Ok(file)
}

/// A UTF-16 file read as UTF-8 has a NUL beside every ASCII letter; one read with a UTF-16
/// byte-order mark starts with two replacement characters.
fn encoding(text: &str) -> Result<(), String> {
    let head: Vec<char> = text.chars().take(64).collect();
    let nuls = head.iter().filter(|&&c| c == '\0').count();
    if (nuls > 0 && nuls * 4 >= head.len()) || text.starts_with("\u{fffd}\u{fffd}") {
        return Err(
            "The file is not UTF-8 text (it looks like UTF-16); save it as UTF-8 and import it again."
                .into(),
        );
    }
    Ok(())
}

/// Refuses any string longer than `MAX_TEXT_CHARS`, saying where it stands.
fn long_text(v: &Value, at: &str) -> Result<(), String> {
    match v {
        Value::String(s) if s.len() > MAX_TEXT_CHARS && s.chars().count() > MAX_TEXT_CHARS => {
            Err(format!(
                "The file holds a text of {} characters at {at}; procmem keeps none longer than {MAX_TEXT_CHARS}.",
                s.chars().count()
            ))
        }
        Value::Array(items) => items
            .iter()
            .enumerate()
            .try_for_each(|(i, x)| long_text(x, &format!("{at}[{i}]"))),
        Value::Object(obj) => obj.iter().try_for_each(|(k, x)| {
            let at = if at == "the file" {
                k.clone()
            } else {
                format!("{at}.{k}")
            };
            long_text(x, &at)
        }),
        _ => Ok(()),
    }
}

fn megabytes(bytes: usize) -> String {
    format!("{:.1}", bytes as f64 / 1024.0 / 1024.0)
}

/// A value as a sentence shows it: a string quoted, a number or literal as written, the kind of
/// anything bigger.
fn shown_value(v: &Value) -> String {
    match v {
        Value::String(s) => quoted(s),
        Value::Number(n) => n.to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Null => "null".into(),
        Value::Array(_) => "an array".into(),
        Value::Object(_) => "an object".into(),
    }
}

/// Text from a file as a sentence shows it: quoted, at most 40 characters, with control and
/// direction-changing characters escaped so the sentence reads as it is written.
pub fn quoted(s: &str) -> String {
    let head: String = s.chars().take(40).collect();
    let more = if head.len() < s.len() { "…" } else { "" };
    format!("{head:?}{more}")
}
