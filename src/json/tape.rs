//! The outcome tape: how `resolveAttack` and a prepared outcome hand their outcome to JS.
//!
//! An outcome is a tree of some hundreds of values. Building it as JS objects from wasm
//! (serde-wasm-bindgen) costs a call out of wasm for every object, key, string and
//! number; writing JSON text costs the number formatting and `JSON.parse`'s scan. The
//! tape is the tree written in one pass into one buffer that JS reads with typed arrays
//! and one `TextDecoder` call (`readTape` in `js/api.js`), giving the object `JSON.parse`
//! would give of the outcome's JSON text (docs/speed.md):
//!
//! - a header of four `u32`: the count of numbers, of ops, the text's length in bytes, 0;
//! - the numbers that are not small whole numbers, as `f64`;
//! - the ops, one `u32` each: a tag in the low four bits, an argument above it;
//! - every string of the outcome, one after the other, in UTF-8; each string op gives its
//!   length in UTF-16 units, so JS cuts the decoded text without reading it again.
//!
//! Struct field names are `&'static str`: the first time the engine writes one, its op
//! carries its text and a number, and JS keeps the text under that number; later it is
//! written as the number alone (`Keys`). A new wasm instance starts from no numbers, and
//! JS forgets its table when an instance is made ready (`js/api.js`).
//!
//! An exact tape (`write_exact`) is written by the same writers for Rust alone
//! (`json::tape_value` reads it into a `serde_json::Value`): integers apart from floats,
//! strings measured in bytes, every field name as text.

use serde::ser::{self, Serialize};
use std::cell::RefCell;
use std::fmt;

/// The ops' tags (`readTape` in `js/api.js` reads the same numbers).
pub(super) const NULL: u32 = 0;
pub(super) const FALSE: u32 = 1;
pub(super) const TRUE: u32 = 2;
/// The next of the numbers.
pub(super) const NUMBER: u32 = 3;
/// A whole number from 0 to `SMALL`, the argument.
pub(super) const WHOLE: u32 = 4;
/// A string of the argument's UTF-16 length (its length in bytes on an exact tape).
pub(super) const STRING: u32 = 5;
pub(super) const OBJECT: u32 = 6;
pub(super) const ARRAY: u32 = 7;
pub(super) const END: u32 = 8;
/// A field name by its number.
const KEY: u32 = 9;
/// A field name seen for the first time: its number, then an op with its UTF-16 length.
const NEW_KEY: u32 = 10;
/// A key that is not a field name (a map's), as a string of the argument's length.
pub(super) const TEXT_KEY: u32 = 11;
/// An integer that is not a small whole number: the next of the tape's `ints`, as a `u64`
/// (`INT_POS`) or an `i64` (`INT_NEG`). Only in an exact tape (`write_exact`), which JS
/// never reads.
pub(super) const INT_POS: u32 = 12;
pub(super) const INT_NEG: u32 = 13;
/// The largest argument an op carries.
const SMALL: u32 = (1 << 28) - 1;

/// Why a value cannot go on the tape (no outcome has such a value).
#[derive(Debug)]
pub struct TapeError(pub(super) String);

impl fmt::Display for TapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TapeError {}

impl ser::Error for TapeError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        TapeError(msg.to_string())
    }
}

type Result<T> = std::result::Result<T, TapeError>;

/// Field names by the address and length of their text: an open-addressed table of fixed
/// size. Past `MOST_KEYS` names a new one is written as text each time.
struct Keys {
    slots: Vec<(usize, usize, u32)>,
    count: u32,
}

const SLOTS: usize = 2048;
const MOST_KEYS: u32 = 1400;

impl Keys {
    const fn new() -> Keys {
        Keys { slots: Vec::new(), count: 0 }
    }

    /// The number of `name`, and whether it is new.
    fn id(&mut self, name: &'static str) -> Option<(u32, bool)> {
        if self.slots.is_empty() {
            self.slots = vec![(0, 0, 0); SLOTS];
        }
        let (at, len) = (name.as_ptr() as usize, name.len());
        let mut i = (at ^ (len << 16)).wrapping_mul(0x9E37_79B9) >> 7;
        for _ in 0..SLOTS {
            i &= SLOTS - 1;
            let slot = self.slots.get_mut(i)?;
            if slot.0 == at && slot.1 == len {
                return Some((slot.2, false));
            }
            if slot.0 == 0 {
                if self.count >= MOST_KEYS {
                    return None;
                }
                *slot = (at, len, self.count);
                self.count += 1;
                return Some((slot.2, true));
            }
            i += 1;
        }
        None
    }
}

/// The numbered field names, and the parts of a tape being written (kept from one tape to
/// the next, so a tape allocates only the buffer it returns).
struct Tape {
    ops: Vec<u32>,
    numbers: Vec<f64>,
    text: String,
    keys: Keys,
    /// An exact tape (`write_exact`): integers and floats apart, strings' lengths in bytes,
    /// every field name as text.
    exact: bool,
    ints: Vec<u64>,
}

thread_local! {
    static TAPE: RefCell<Tape> =
        const { RefCell::new(Tape::new(false)) };
}

/// The tape of `value`. On a failure the field names' numbers are forgotten, so that JS,
/// which never saw this tape, is not asked for a number it was not given.
pub fn write<T: Serialize + ?Sized>(value: &T) -> Result<Vec<u8>> {
    let mut out = Vec::new();
    write_into(value, &mut out)?;
    Ok(out)
}

/// The same, written into `out` (emptied first), so that a caller can keep the buffer.
pub fn write_into<T: Serialize + ?Sized>(value: &T, out: &mut Vec<u8>) -> Result<()> {
    TAPE.with(|tape| {
        let mut tape = tape.try_borrow_mut().map_err(|_| TapeError("the tape is in use".into()))?;
        tape.ops.clear();
        tape.numbers.clear();
        tape.text.clear();
        match value.serialize(&mut *tape) {
            Ok(()) => {
                tape.finish(out);
                Ok(())
            }
            Err(e) => {
                tape.keys = Keys::new();
                Err(e)
            }
        }
    })
}

/// A value's exact tape: what `tape_value` reads into a `serde_json::Value`.
pub(super) struct Exact {
    pub ops: Vec<u32>,
    pub numbers: Vec<f64>,
    pub ints: Vec<u64>,
    pub text: String,
}

/// The exact tape of `value`: the same writers as a tape for JS (so the `.wasm` has no
/// other writer of the types), but with integers kept apart from floats, as JSON text
/// keeps them, strings measured in bytes, and no numbered field names (the JS side's table
/// is left alone).
pub(super) fn write_exact<T: Serialize + ?Sized>(value: &T) -> Result<Exact> {
    let mut tape = Tape::new(true);
    value.serialize(&mut tape)?;
    let Tape { ops, numbers, ints, text, .. } = tape;
    Ok(Exact { ops, numbers, ints, text })
}

impl Tape {
    const fn new(exact: bool) -> Tape {
        Tape { ops: Vec::new(), numbers: Vec::new(), text: String::new(), keys: Keys::new(), exact, ints: Vec::new() }
    }

    #[crate::hot]
    fn op(&mut self, tag: u32, arg: u32) {
        self.ops.push(tag | (arg << 4));
    }

    /// Ends the `ends` compounds a writer opened (two for an enum variant's).
    #[crate::hot]
    fn close(&mut self, ends: u32) -> Result<()> {
        for _ in 0..ends {
            self.op(END, 0);
        }
        Ok(())
    }

    /// `s` into the text, returning its UTF-16 length (its length in bytes on an exact tape).
    #[crate::hot]
    fn text(&mut self, s: &str) -> Result<u32> {
        let len = if self.exact || s.is_ascii() { s.len() } else { s.encode_utf16().count() };
        let len = u32::try_from(len).ok().filter(|&l| l <= SMALL).ok_or_else(|| TapeError("a string too long".into()))?;
        self.text.push_str(s);
        Ok(len)
    }

    #[crate::hot]
    fn string(&mut self, s: &str) -> Result<()> {
        let len = self.text(s)?;
        self.op(STRING, len);
        Ok(())
    }

    #[crate::hot]
    fn whole(&mut self, v: u64) {
        match u32::try_from(v) {
            Ok(small) if small <= SMALL => self.op(WHOLE, small),
            _ if self.exact => self.int(INT_POS, v),
            _ => self.number(v as f64),
        }
    }

    #[crate::hot]
    fn int(&mut self, tag: u32, bits: u64) {
        self.ints.push(bits);
        self.op(tag, 0);
    }

    /// A float: in an exact tape always a number, never a whole one.
    fn float(&mut self, v: f64) {
        if self.exact && v.is_finite() {
            self.numbers.push(v);
            self.op(NUMBER, 0);
        } else {
            self.number(v);
        }
    }

    fn number(&mut self, v: f64) {
        if !v.is_finite() {
            // As JSON text has it.
            self.op(NULL, 0);
        } else if v >= 0.0 && v <= f64::from(SMALL) && v.fract() == 0.0 && !(v == 0.0 && v.is_sign_negative()) {
            self.op(WHOLE, v as u32);
        } else {
            self.numbers.push(v);
            self.op(NUMBER, 0);
        }
    }

    #[crate::hot]
    fn field(&mut self, name: &'static str) -> Result<()> {
        let id = if self.exact { None } else { self.keys.id(name) };
        match id {
            Some((id, false)) => self.op(KEY, id),
            Some((id, true)) => {
                self.op(NEW_KEY, id);
                let len = self.text(name)?;
                self.ops.push(len);
            }
            None => {
                let len = self.text(name)?;
                self.op(TEXT_KEY, len);
            }
        }
        Ok(())
    }

    /// The buffer: sized once, each value's little-endian bytes stored into its place
    /// through a slice pattern, which compiles to plain stores. (`copy_from_slice`, and
    /// `extend_from_slice` into reserved room, each left a call per value: 3% of a
    /// `resolveAttack` in wasm.)
    #[crate::hot]
    fn finish(&self, out: &mut Vec<u8>) {
        let (numbers_at, ops_at) = (16, 16 + 8 * self.numbers.len());
        let text_at = ops_at + 4 * self.ops.len();
        out.clear();
        out.resize(text_at, 0);
        let head = [self.numbers.len(), self.ops.len(), self.text.len(), 0];
        for (to, n) in out.chunks_exact_mut(4).zip(head) {
            put(to, (n as u32).to_le_bytes());
        }
        let numbers = out.get_mut(numbers_at..ops_at).unwrap_or_default();
        for (to, n) in numbers.chunks_exact_mut(8).zip(&self.numbers) {
            put(to, n.to_le_bytes());
        }
        let ops = out.get_mut(ops_at..).unwrap_or_default();
        for (to, o) in ops.chunks_exact_mut(4).zip(&self.ops) {
            put(to, o.to_le_bytes());
        }
        out.extend_from_slice(self.text.as_bytes());
    }
}

/// `bytes` into `to`, a chunk of the same length (`chunks_exact_mut`); nothing otherwise.
#[inline(always)]
fn put<const N: usize>(to: &mut [u8], bytes: [u8; N]) {
    if let Ok(to) = <&mut [u8; N]>::try_from(to) {
        *to = bytes;
    }
}

/// The narrower integers, written as the widest of their sign.
macro_rules! widened {
    ($($m:ident($t:ty)),* => $wide:ident($w:ty)) => {
        $(fn $m(self, v: $t) -> Result<()> {
            self.$wide(<$w>::from(v))
        })*
    };
}

impl ser::Serializer for &mut Tape {
    type Ok = ();
    type Error = TapeError;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    #[crate::hot]
    fn serialize_bool(self, v: bool) -> Result<()> {
        self.op(if v { TRUE } else { FALSE }, 0);
        Ok(())
    }
    widened!(serialize_i8(i8), serialize_i16(i16), serialize_i32(i32) => serialize_i64(i64));
    widened!(serialize_u8(u8), serialize_u16(u16), serialize_u32(u32) => serialize_u64(u64));

    #[crate::hot]
    fn serialize_i64(self, v: i64) -> Result<()> {
        match u64::try_from(v) {
            Ok(v) => self.whole(v),
            Err(_) if self.exact => self.int(INT_NEG, v as u64),
            Err(_) => self.number(v as f64),
        }
        Ok(())
    }
    #[crate::hot]
    fn serialize_u64(self, v: u64) -> Result<()> {
        self.whole(v);
        Ok(())
    }
    #[crate::hot]
    fn serialize_f32(self, v: f32) -> Result<()> {
        // JSON text writes an f32 as its shortest decimal, which JS reads as the nearest f64.
        let v = if v.is_finite() { v.to_string().parse::<f64>().unwrap_or(f64::NAN) } else { f64::NAN };
        self.float(v);
        Ok(())
    }
    #[crate::hot]
    fn serialize_f64(self, v: f64) -> Result<()> {
        self.float(v);
        Ok(())
    }
    #[crate::hot]
    fn serialize_char(self, v: char) -> Result<()> {
        self.string(v.encode_utf8(&mut [0; 4]))
    }
    #[crate::hot]
    fn serialize_str(self, v: &str) -> Result<()> {
        self.string(v)
    }
    #[crate::hot]
    fn serialize_bytes(self, v: &[u8]) -> Result<()> {
        self.op(ARRAY, 0);
        for b in v {
            self.op(WHOLE, u32::from(*b));
        }
        self.op(END, 0);
        Ok(())
    }
    #[crate::hot]
    fn serialize_none(self) -> Result<()> {
        self.op(NULL, 0);
        Ok(())
    }
    #[crate::hot]
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<()> {
        value.serialize(self)
    }
    #[crate::hot]
    fn serialize_unit(self) -> Result<()> {
        self.op(NULL, 0);
        Ok(())
    }
    #[crate::hot]
    fn serialize_unit_struct(self, _: &'static str) -> Result<()> {
        self.serialize_unit()
    }
    #[crate::hot]
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<()> {
        self.string(variant)
    }
    #[crate::hot]
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Result<()> {
        value.serialize(self)
    }
    #[crate::hot]
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<()> {
        self.op(OBJECT, 0);
        self.field(variant)?;
        value.serialize(&mut *self)?;
        self.op(END, 0);
        Ok(())
    }
    #[crate::hot]
    fn serialize_seq(self, _: Option<usize>) -> Result<Self> {
        self.op(ARRAY, 0);
        Ok(self)
    }
    #[crate::hot]
    fn serialize_tuple(self, _: usize) -> Result<Self> {
        self.serialize_seq(None)
    }
    #[crate::hot]
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self> {
        self.serialize_seq(None)
    }
    #[crate::hot]
    fn serialize_tuple_variant(self, _: &'static str, _: u32, variant: &'static str, _: usize) -> Result<Self> {
        self.op(OBJECT, 0);
        self.field(variant)?;
        self.op(ARRAY, 0);
        Ok(self)
    }
    #[crate::hot]
    fn serialize_map(self, _: Option<usize>) -> Result<Self> {
        self.op(OBJECT, 0);
        Ok(self)
    }
    #[crate::hot]
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self> {
        self.op(OBJECT, 0);
        Ok(self)
    }
    #[crate::hot]
    fn serialize_struct_variant(self, _: &'static str, _: u32, variant: &'static str, _: usize) -> Result<Self> {
        self.op(OBJECT, 0);
        self.field(variant)?;
        self.op(OBJECT, 0);
        Ok(self)
    }
}

/// The compound writers: each value in turn, then one `END` for each object or array
/// the compound opened (two for an enum variant: the variant's object and its content).
macro_rules! compound {
    ($($trait:ident, $method:ident, $ends:literal);*) => {$(
        impl ser::$trait for &mut Tape {
            type Ok = ();
            type Error = TapeError;
            #[crate::hot]
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
                value.serialize(&mut **self)
            }
            #[crate::hot]
            fn end(self) -> Result<()> {
                self.close($ends)
            }
        }
    )*};
}

compound!(SerializeSeq, serialize_element, 1; SerializeTuple, serialize_element, 1;
    SerializeTupleStruct, serialize_field, 1; SerializeTupleVariant, serialize_field, 2);

/// The struct writers: each field's name (`Tape::field`), then its value.
macro_rules! fields {
    ($($trait:ident, $ends:literal);*) => {$(
        impl ser::$trait for &mut Tape {
            type Ok = ();
            type Error = TapeError;
            #[crate::hot]
            fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<()> {
                self.field(key)?;
                value.serialize(&mut **self)
            }
            #[crate::hot]
            fn end(self) -> Result<()> {
                self.close($ends)
            }
        }
    )*};
}

fields!(SerializeStruct, 1; SerializeStructVariant, 2);

impl ser::SerializeMap for &mut Tape {
    type Ok = ();
    type Error = TapeError;
    #[crate::hot]
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<()> {
        let text = key.serialize(super::tape_key::MapKey)?;
        let len = self.text(&text)?;
        self.op(TEXT_KEY, len);
        Ok(())
    }
    #[crate::hot]
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        value.serialize(&mut **self)
    }
    fn end(self) -> Result<()> {
        self.close(1)
    }
}
