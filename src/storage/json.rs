//! Reading an import file's JSON strictly: a key named twice in one object, the key
//! `__proto__`, nesting deeper than any export, or more values than any export holds stop the
//! read with a sentence saying so and where, instead of being resolved silently (the last of two
//! keys winning) or exhausting the stack or memory.

use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Number, Value};
use std::cell::{Cell, RefCell};
use std::fmt;

/// Deepest nesting read. An export nests seven levels (the file, its procedures, a procedure, its
/// steps, a step, its effect, the effect's count); anything deeper is no export.
pub const MAX_DEPTH: usize = 32;
/// Most JSON values (objects, arrays, strings, numbers…) read. Exports hold about 50,000 per MB
/// (eval/store.json, eval/intents), so 2.5 million at the 50 MB limit; the bound keeps a file
/// of `[0,0,0,…]` (5 million values in 10 MB) from costing gigabytes of memory.
pub const MAX_VALUES: usize = 5_000_000;

/// What the read holds across nested values: the count so far and the first problem found.
struct Reader {
    values: Cell<usize>,
    problem: RefCell<Option<String>>,
}

impl Reader {
    fn refuse<E: de::Error>(&self, why: String) -> E {
        self.problem.borrow_mut().get_or_insert(why);
        E::custom("refused")
    }

    fn count<E: de::Error>(&self) -> Result<(), E> {
        let n = self.values.get() + 1;
        self.values.set(n);
        if n > MAX_VALUES {
            return Err(self.refuse(format!(
                "The file holds more than {MAX_VALUES} JSON values, more than any procmem export"
            )));
        }
        Ok(())
    }
}

#[derive(Clone, Copy)]
struct Strict<'a> {
    reader: &'a Reader,
    depth: usize,
}

impl<'de> DeserializeSeed<'de> for Strict<'_> {
    type Value = Value;
    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl Strict<'_> {
    fn enter<E: de::Error>(self) -> Result<Self, E> {
        if self.depth >= MAX_DEPTH {
            return Err(self.reader.refuse(format!(
                "The file nests objects and arrays more than {MAX_DEPTH} deep; a procmem export nests seven"
            )));
        }
        Ok(Strict {
            reader: self.reader,
            depth: self.depth + 1,
        })
    }
}

impl<'de> Visitor<'de> for Strict<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Value, E> {
        self.reader.count()?;
        Ok(Value::Bool(v))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Value, E> {
        self.reader.count()?;
        Ok(Value::Number(v.into()))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Value, E> {
        self.reader.count()?;
        Ok(Value::Number(v.into()))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Value, E> {
        self.reader.count()?;
        Number::from_f64(v).map(Value::Number).ok_or_else(|| {
            self.reader
                .refuse("The file holds a number that is not finite".into())
        })
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Value, E> {
        self.reader.count()?;
        Ok(Value::String(v.to_string()))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Value, E> {
        self.reader.count()?;
        Ok(Value::String(v))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Value, E> {
        self.reader.count()?;
        Ok(Value::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        self.reader.count()?;
        let inner = self.enter()?;
        let mut items = Vec::new();
        while let Some(v) = seq.next_element_seed(inner)? {
            items.push(v);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        self.reader.count()?;
        let inner = self.enter()?;
        let mut out = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if key == "__proto__" {
                return Err(self.reader.refuse(
                    "The file holds the key \"__proto__\", which procmem never writes and JavaScript reads as an object's prototype".into(),
                ));
            }
            if out.contains_key(&key) {
                return Err(self.reader.refuse(format!(
                    "The file names {} twice in one object; a procmem export names each field once",
                    super::import::quoted(&key)
                )));
            }
            let v = map.next_value_seed(inner)?;
            out.insert(key, v);
        }
        Ok(Value::Object(out))
    }
}

/// The file's JSON, or a sentence (ending in a full stop) saying why it cannot be read and where.
pub fn read(text: &str) -> Result<Value, String> {
    let reader = Reader {
        values: Cell::new(0),
        problem: RefCell::new(None),
    };
    let mut de = serde_json::Deserializer::from_str(text);
    let seed = Strict {
        reader: &reader,
        depth: 0,
    };
    let result = seed.deserialize(&mut de).and_then(|v| de.end().map(|_| v));
    result.map_err(|e| {
        let at = format!("line {}, column {}", e.line(), e.column());
        if let Some(why) = reader.problem.take() {
            return format!("{why} ({at}).");
        }
        let said = e.to_string();
        let said = said
            .rsplit_once(" at line ")
            .map_or(said.as_str(), |(m, _)| m);
        if e.is_eof() {
            format!("The file ends before its JSON does ({at}); it may have been cut short.")
        } else if said.starts_with("trailing characters") {
            format!("The file goes on after its JSON ends ({at}).")
        } else if said.starts_with("number out of range") {
            format!("The file holds a number too large to read ({at}).")
        } else if said.starts_with("recursion limit exceeded") {
            format!("The file nests objects and arrays more than {MAX_DEPTH} deep ({at}).")
        } else {
            format!("This is not valid JSON: {said} ({at}).")
        }
    })
}
