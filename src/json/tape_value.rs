//! A value as the JSON it writes (`serde_json::Value`), read back from its exact tape
//! (`tape::write_exact`). The encounters keep each outcome they record as a `Value`; made
//! by way of the tape, the `.wasm` writes the outcome types with the one writer it has for
//! JS, where making them by way of JSON text (or `serde_json::to_value`) compiled a second
//! writer of every outcome type. The value is the one JSON text gives: integers as
//! integers, floats as floats (`30.0` stays a float), non-finite floats as `null`, fields
//! in the map's own order. `tests/tape.rs` compares the two over every domain's answers
//! and every shape serde writes, `tests/properties.rs` over generated attack outcomes.

use super::tape::{
    self, TapeError, ARRAY, END, FALSE, INT_NEG, INT_POS, NULL, NUMBER, OBJECT, STRING, TEXT_KEY, TRUE, WHOLE,
};
use serde::Serialize;
use serde_json::{Map, Number, Value};

/// The deepest nesting read back (serde_json's reader of JSON text stops at 128).
const MOST_DEPTH: u32 = 128;

/// `value` as the `Value` its JSON text would parse to.
pub fn to_value<T: Serialize + ?Sized>(value: &T) -> Result<Value, TapeError> {
    let exact = tape::write_exact(value)?;
    let mut r = Reader { t: &exact, op: 0, number: 0, int: 0, at: 0 };
    let v = r.value(0)?;
    if r.op != exact.ops.len() {
        return Err(broken());
    }
    Ok(v)
}

struct Reader<'a> {
    t: &'a tape::Exact,
    op: usize,
    number: usize,
    int: usize,
    at: usize,
}

fn broken() -> TapeError {
    TapeError("a broken exact tape".into())
}

impl Reader<'_> {
    /// The next op's tag and argument.
    fn next(&mut self) -> Result<(u32, u32), TapeError> {
        let o = *self.t.ops.get(self.op).ok_or_else(broken)?;
        self.op += 1;
        Ok((o & 15, o >> 4))
    }

    /// The next `len` bytes of the text.
    fn cut(&mut self, len: u32) -> Result<String, TapeError> {
        let end = self.at + len as usize;
        let s = self.t.text.get(self.at..end).ok_or_else(broken)?;
        self.at = end;
        Ok(s.to_string())
    }

    fn int(&mut self) -> Result<u64, TapeError> {
        let i = *self.t.ints.get(self.int).ok_or_else(broken)?;
        self.int += 1;
        Ok(i)
    }

    fn value(&mut self, depth: u32) -> Result<Value, TapeError> {
        if depth > MOST_DEPTH {
            return Err(TapeError("a value nested too deep".into()));
        }
        let (tag, arg) = self.next()?;
        Ok(match tag {
            NULL => Value::Null,
            FALSE => Value::Bool(false),
            TRUE => Value::Bool(true),
            WHOLE => Value::from(arg),
            INT_POS => Value::from(self.int()?),
            INT_NEG => Value::from(self.int()? as i64),
            NUMBER => {
                let n = *self.t.numbers.get(self.number).ok_or_else(broken)?;
                self.number += 1;
                Number::from_f64(n).map_or(Value::Null, Value::Number)
            }
            STRING => Value::String(self.cut(arg)?),
            OBJECT => {
                let mut m = Map::new();
                loop {
                    match self.next()? {
                        (END, _) => break,
                        (TEXT_KEY, len) => {
                            let k = self.cut(len)?;
                            let v = self.value(depth + 1)?;
                            m.insert(k, v);
                        }
                        _ => return Err(broken()),
                    }
                }
                Value::Object(m)
            }
            ARRAY => {
                let mut a = Vec::new();
                while self.t.ops.get(self.op).ok_or_else(broken)? & 15 != END {
                    a.push(self.value(depth + 1)?);
                }
                self.op += 1;
                Value::Array(a)
            }
            _ => return Err(broken()),
        })
    }
}
