//! Which fields an import file may hold: exactly those procmem writes. The names are read from
//! the model types themselves (serde passes each struct's field list to its deserializer), so a
//! field added to the model is known here at once; anything else — a field of a newer version, a
//! run's or a setting's fields, a `default` beside a secret slot — refuses the file.

use crate::model::{
    Abstract, Count, Effect, Fingerprint, Parameter, Procedure, Recording, Source, Stats, Step,
};
use serde::de::{self, DeserializeOwned, Visitor};
use serde_json::Value;
use std::cell::Cell;
use std::fmt;

use super::ExportFile;

/// A deserializer that answers only "which fields?": the struct's list, then an error.
struct Probe<'a>(&'a Cell<&'static [&'static str]>);

#[derive(Debug)]
struct Stop;

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("probe")
    }
}

impl std::error::Error for Stop {}

impl de::Error for Stop {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Stop
    }
}

impl<'de> de::Deserializer<'de> for Probe<'_> {
    type Error = Stop;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Stop> {
        Err(Stop)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Stop> {
        self.0.set(fields);
        Err(Stop)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier
        ignored_any
    }
}

/// The serialized field names of a struct deriving `Deserialize`.
fn fields<T: DeserializeOwned>() -> &'static [&'static str] {
    let names: Cell<&'static [&'static str]> = Cell::new(&[]);
    let _ = T::deserialize(Probe(&names));
    names.get()
}

/// Refuses any key the model does not write, naming it and where it stands.
pub fn check_known(file: &Value) -> Result<(), String> {
    known::<ExportFile>(file, "at its top level")?;
    for (i, r) in items(file, "recordings") {
        let at = format!("in recordings[{i}]");
        known::<Recording>(r, &at)?;
        steps(r, &at)?;
    }
    for (i, p) in items(file, "procedures") {
        let at = format!("in procedures[{i}]");
        known::<Procedure>(p, &at)?;
        steps(p, &at)?;
        if let Some(a) = p.get("abstract") {
            let at = format!("{at}.abstract");
            known::<Abstract>(a, &at)?;
            for (j, x) in items(a, "parameters") {
                known::<Parameter>(x, &format!("{at}.parameters[{j}]"))?;
            }
        }
        if let Some(s) = p.get("stats") {
            known::<Stats>(s, &format!("{at}.stats"))?;
        }
        if let Some(s) = p.get("source") {
            known::<Source>(s, &format!("{at}.source"))?;
        }
    }
    if let Some(m) = file.get("memory") {
        memory(m)?;
    }
    Ok(())
}

/// The experience memory's layers (`memory::exchange::MemoryExport`).
fn memory(m: &Value) -> Result<(), String> {
    use crate::memory::{
        exchange::MemoryExport, knowledge::Fact, lessons::Lesson, selectors,
        trajectories::Trajectory, working,
    };
    // (serde would read the layers from a list too.)
    if !m.is_object() && !m.is_null() {
        return Err("The file's \"memory\" must be an object holding the memory's layers.".into());
    }
    known::<MemoryExport>(m, "in memory")?;
    for (i, l) in items(m, "lessons") {
        known::<Lesson>(l, &format!("in memory.lessons[{i}]"))?;
    }
    for (i, f) in items(m, "facts") {
        known::<Fact>(f, &format!("in memory.facts[{i}]"))?;
    }
    for (i, e) in items(m, "selectors") {
        let at = format!("in memory.selectors[{i}]");
        known::<selectors::SelectorEntry>(e, &at)?;
        for (j, l) in items(e, "locators") {
            known::<selectors::Locator>(l, &format!("{at}.locators[{j}]"))?;
        }
    }
    for (i, t) in items(m, "trajectories") {
        known::<Trajectory>(t, &format!("in memory.trajectories[{i}]"))?;
    }
    // A session is its site and the task's summary side by side (serde's flatten: the derive
    // reads it as a map, so its names are the summary's and "domain").
    let mut session: Vec<&str> = vec!["domain"];
    session.extend_from_slice(fields::<working::Summary>());
    for (i, s) in items(m, "sessions") {
        let at = format!("in memory.sessions[{i}]");
        known_names(s, &session, &at)?;
        for (j, f) in items(s, "failures") {
            known::<working::FailureSignature>(f, &format!("{at}.failures[{j}]"))?;
        }
    }
    Ok(())
}

fn steps(owner: &Value, at: &str) -> Result<(), String> {
    for (i, s) in items(owner, "steps") {
        let at = format!("{at}.steps[{i}]");
        known::<Step>(s, &at)?;
        if let Some(t) = s.get("target") {
            known::<Fingerprint>(t, &format!("{at}.target"))?;
        }
        if let Some(e) = s.get("effect") {
            known::<Effect>(e, &format!("{at}.effect"))?;
            if let Some(c) = e.get("count") {
                known::<Count>(c, &format!("{at}.effect.count"))?;
            }
        }
    }
    Ok(())
}

/// The elements of `v[key]` when it is an array (anything else is for the typed read to report).
fn items<'v>(v: &'v Value, key: &str) -> impl Iterator<Item = (usize, &'v Value)> {
    v.get(key)
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .enumerate()
}

fn known<T: DeserializeOwned>(v: &Value, at: &str) -> Result<(), String> {
    known_names(v, fields::<T>(), at)
}

fn known_names(v: &Value, names: &[&str], at: &str) -> Result<(), String> {
    let Some(obj) = v.as_object() else {
        return Ok(());
    };
    match obj.keys().find(|k| !names.contains(&k.as_str())) {
        None => Ok(()),
        Some(k) => Err(format!(
            "The file holds the field {} {at}, which procmem does not write; if the file comes from a newer version of procmem, update this one first.",
            super::import::quoted(k)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_names_come_from_the_model() {
        assert_eq!(
            fields::<Source>(),
            &["kind", "recording_ids"],
            "in declaration order"
        );
        let fp = fields::<Fingerprint>();
        assert!(
            fp.contains(&"type") && !fp.contains(&"input_type"),
            "serialized names"
        );
        assert!(fields::<Procedure>().contains(&"abstract"));
        assert!(fields::<Step>().contains(&"state_slot"));
        assert_eq!(fields::<ExportFile>().len(), 6);
        assert!(fields::<crate::memory::exchange::MemoryExport>().contains(&"selectors"));
        // A flattened struct is read as a map: its names are not the struct's (sessions are
        // checked by name for that reason).
        assert!(fields::<crate::memory::trajectories::Session>().is_empty());
    }
}
