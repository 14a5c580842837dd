//! Requests as JSON text, with the failing field named. Used by the wasm skin and by any
//! host that holds requests as JSON.
//!
//! A request is parsed by `serde_json` straight into the Rust types. When that fails,
//! the field is named by reading the JSON text up to where the parser stopped
//! (`path_at`), so the happy path pays nothing for paths: no wrapper around each field's
//! deserializer, no path kept per field. A differential test in `tests/properties.rs`
//! checks, over generated and mutated requests, that every error and path equals what a
//! path-tracking deserializer (`serde_path_to_error`) reports.

use serde::de::DeserializeOwned;
use serde::Deserialize;

use crate::error::{Error, Result};

pub mod adjacent;
mod entries;
pub mod flat_tagged;
pub mod member;
pub mod object_reader;
mod one_form;
mod tag_inside;
pub mod tape;
mod tape_key;
mod tape_value;

pub use cogitator_macros::{ReadName, ReadObject};
pub use entries::Entries;
pub use one_form::{NameOf, NameOnly, ObjectOnly};
pub use tag_inside::{tag_first, Tag, TagInside};

/// Reads an optional field that has a default: `null` and a missing field both give the
/// default (one rule for absent values, everywhere).
pub fn nullable<'de, D, T>(d: D) -> std::result::Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de> + Default,
{
    Ok(Option::<T>::deserialize(d)?.unwrap_or_default())
}

/// The one key every request, actor and weapon may carry for the caller's own data
/// (`meta`): any JSON, never read.
pub type Meta = serde::de::IgnoredAny;

/// The largest request accepted, in bytes of JSON text.
pub const MAX_REQUEST_BYTES: usize = 1_000_000;

/// A value as the `serde_json::Value` its JSON text would parse to, read back from its exact
/// tape (`tape_value`), so the outcome types have one writer.
pub use tape_value::to_value;

/// A name enum's value as the API spells it (`"immobilised"`, `"burn"`): what it writes.
/// `written_as_names!` gives it to every name enum.
pub trait ApiName {
    fn api_name(&self) -> &'static str;
}

/// Parses a request, naming the offending field (`attacker.characteristics.bs`).
pub fn from_str<T: DeserializeOwned>(json: &str) -> Result<T> {
    if json.len() > MAX_REQUEST_BYTES {
        return Err(too_large());
    }
    let mut de = serde_json::Deserializer::from_str(json);
    match T::deserialize(&mut de) {
        Ok(value) => de.end().map(|_| value).map_err(trailing),
        Err(e) => Err(located(json, e)),
    }
}

// The steps below are the same for every request type: kept out of line, so that each
// type's `from_str` is its reader and little else.

#[inline(never)]
fn too_large() -> Error {
    Error::invalid("", "the request is larger than 1000000 bytes of JSON, the most accepted")
}

#[inline(never)]
fn trailing(e: serde_json::Error) -> Error {
    Error::invalid("", &format!("trailing characters after the request: {e}"))
}

/// The error, with the field it names found from where in the text the parser stopped.
#[inline(never)]
fn located(json: &str, e: serde_json::Error) -> Error {
    let raw = e.to_string();
    let mut end = offset_of(json, e.line(), e.column());
    // A syntax error is placed just past the character refused: read up to it, and a
    // value complete before it is done with.
    if e.is_syntax() {
        end = end.saturating_sub(1);
    }
    let refused = if e.is_syntax() {
        json.as_bytes().get(end).copied().map(Refused::Byte)
    } else {
        refused(&raw).map(Refused::Kind)
    };
    let mut path = path_at(json, end, e.is_eof() || e.is_syntax(), refused);
    // A string the parser could not read (a bad escape, a control character): the
    // field whose key or value it is, as at its opening quote.
    if e.is_syntax() {
        if let Some(at) = first_bad_string(json, end) {
            path = path_at(json, at, false, Some(Refused::Byte(b'"')));
        }
    }
    // More elements than a list may have, or a comma before its end: the list itself.
    if raw.starts_with("trailing c") {
        path = path_at(json, before_element(json, end), true, None);
    }
    crate::error::from_serde(path, &raw, false)
}

/// A tagged enum read and written without serde's buffer (`tag_inside`), through the enum's
/// externally tagged derive (made with `#[serde(remote = "Self")]` and, for its
/// TypeScript, `ts(tag = ...)`):
///
/// - `tagged!(@read T, d, tag = "kind", "an object { kind, ... }")`: reads `T` from the
///   deserializer `d`, internally tagged; with `content = "amount",` after the tag,
///   adjacently tagged. Anything but an object is refused at once, with the message given.
///   The hazards and the custom spans are read by readers of their own (`flat_tagged`,
///   `adjacent`); this is their oracle in debug builds (`tests/object_readers.rs`).
/// - `tagged!(@Serialize T, "type")`: `Serialize`, written internally tagged, the tag
///   first (an injury, a hazard).
#[macro_export]
macro_rules! tagged {
    // Reads through the derive and `tag_inside`, as an expression.
    (@read $t:ty, $d:expr, tag = $tag:literal, $(content = $content:literal,)? $expecting:literal) => {{
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = $t;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str($expecting)
            }
            fn visit_map<M: serde::de::MapAccess<'de>>(self, m: M) -> std::result::Result<$t, M::Error> {
                let tag = $crate::json::Tag { name: $tag, content: None $(.or(Some($content)))? };
                <$t>::deserialize($crate::json::TagInside::new(m, tag))
            }
        }
        $d.deserialize_map(V)
    }};
    (@Serialize $t:ty, $tag:literal) => {
        impl serde::Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
                <$t>::serialize(self, $crate::json::tag_first(s, $tag))
            }
        }
    };
}

/// `Serialize` for a type whose derive was made with `#[serde(remote = "Self")]`.
#[macro_export]
macro_rules! serialize_through_derive {
    ($t:ty) => {
        impl serde::Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
                <$t>::serialize(self, s)
            }
        }
    };
}

/// For an untagged enum of a string or a number (`'hard'` or `-20`): read without
/// serde's buffer, so an error is placed at the value. Anything else is refused with the
/// enum's `$expecting` message, as the derive would. The derive is made with
/// `#[serde(remote = "Self")]` for its `Serialize`, which this implements through it.
#[macro_export]
macro_rules! string_or_number {
    ($t:ident, $text:ident, $number:ident, $expecting:literal) => {
        impl<'de> serde::Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
                struct V;
                impl<'de> serde::de::Visitor<'de> for V {
                    type Value = $t;
                    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                        f.write_str($expecting)
                    }
                    fn visit_str<E: serde::de::Error>(self, v: &str) -> std::result::Result<$t, E> {
                        Ok($t::$text(v.to_string()))
                    }
                    fn visit_f64<E: serde::de::Error>(self, v: f64) -> std::result::Result<$t, E> {
                        Ok($t::$number(v))
                    }
                    fn visit_i64<E: serde::de::Error>(self, v: i64) -> std::result::Result<$t, E> {
                        Ok($t::$number(v as f64))
                    }
                    fn visit_u64<E: serde::de::Error>(self, v: u64) -> std::result::Result<$t, E> {
                        Ok($t::$number(v as f64))
                    }
                    $crate::refuse_others!($expecting);
                }
                d.deserialize_any(V)
            }
        }
        $crate::serialize_through_derive!($t);
    };
}

/// The visitor methods of a shape a string-or-number (or string-or-object) enum refuses,
/// each with the enum's own message.
#[macro_export]
macro_rules! refuse_others {
    ($expecting:literal) => {
        fn visit_bool<E: serde::de::Error>(self, _: bool) -> std::result::Result<Self::Value, E> {
            Err(E::custom($expecting))
        }
        fn visit_unit<E: serde::de::Error>(self) -> std::result::Result<Self::Value, E> {
            Err(E::custom($expecting))
        }
        fn visit_seq<A: serde::de::SeqAccess<'de>>(self, _: A) -> std::result::Result<Self::Value, A::Error> {
            Err(serde::de::Error::custom($expecting))
        }
    };
}

/// The opening quote of the first string before `end` that is not valid JSON text.
fn first_bad_string(json: &str, end: usize) -> Option<usize> {
    let bytes = json.as_bytes();
    let mut i = 0;
    while i < end.min(bytes.len()) {
        if bytes.get(i) == Some(&b'"') {
            let close = string_end(bytes, i + 1);
            let text = json.get(i..(close + 1).min(bytes.len()))?;
            if close < bytes.len() && serde_json::from_str::<String>(text).is_err() {
                return Some(i);
            }
            i = close;
        }
        i += 1;
    }
    None
}

/// The offset of the comma before the element that starts at or before `end`.
fn before_element(json: &str, end: usize) -> usize {
    json.as_bytes().get(..end).and_then(|head| head.iter().rposition(|&b| b == b',')).unwrap_or(end)
}

/// The byte offset of serde_json's 1-based `line` and byte `column` (0 for an error with
/// no position).
fn offset_of(json: &str, line: usize, column: usize) -> usize {
    if line == 0 {
        return 0;
    }
    let start: usize = json.split_inclusive('\n').take(line - 1).map(str::len).sum();
    (start + column).min(json.len())
}

/// One open container while reading the text.
struct Frame {
    /// An object's key whose value is being read (none before the first key and after
    /// each comma), or `None` for an array.
    key: Option<String>,
    array: bool,
    /// An array's index of the element being read, and whether that element has begun.
    index: usize,
    begun: bool,
    /// The value of the key or element is complete, and text past it has been read (the
    /// parser stopped after the value, so the field is not part of the path).
    done: bool,
    past: bool,
    /// An object's colon after the key has been read: the key's value is being read.
    colon: bool,
}

impl Frame {
    fn new(array: bool) -> Frame {
        Frame { key: None, array, index: 0, begun: false, done: false, past: false, colon: false }
    }
}

/// The path (`weapon.qualities[2].id`) of the field being read at byte `end` of `json`:
/// the keys and indices of the containers open there, as a deserializer that tracks its
/// path would name them. A key counts from its colon on (an unknown field is reported
/// at its object, and `humane` names it); a value already complete with text read past it does
/// not (a missing comma is reported at the object), nor does one `end` comes right after
/// when `stopped` (the text ended there, or the next character was refused).
pub fn path_at(json: &str, end: usize, stopped: bool, refused: Option<Refused>) -> String {
    let bytes = json.as_bytes();
    let end = end.min(bytes.len());
    let mut stack = open_at(json, end);
    // The parser may stop just before a value it refuses (an object where a number goes):
    // when the next value is of the kind refused, it is the element being read. A
    // character refused in a list where an element may start is the element being read.
    let next = bytes.iter().skip(end).find(|b| !b.is_ascii_whitespace()).copied();
    let begun = match refused {
        Some(Refused::Kind(k)) => next.and_then(first_of_kind) == Some(k),
        Some(Refused::Byte(b)) => stack.last().is_some_and(|f| f.array) && b != b']' && !b.is_ascii_whitespace(),
        None => false,
    };
    if begun && stack.last().is_some_and(|f| !f.done) {
        begin_value(&mut stack);
    }
    // The parser stopped where it looked for what follows a complete value.
    if let Some(f) = stack.last_mut().filter(|f| stopped && f.done) {
        f.past = true;
    }
    written(&stack)
}

/// The containers open at byte `end` of `json`, each with the key or element it is at.
fn open_at(json: &str, end: usize) -> Vec<Frame> {
    let bytes = json.as_bytes();
    let mut stack: Vec<Frame> = Vec::new();
    let mut i = 0;
    while i < end {
        let Some(&b) = bytes.get(i) else { break };
        // Anything but a comma or a closer after a complete value is where the parser
        // stopped.
        if !matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b',' | b'}' | b']') {
            if let Some(f) = stack.last_mut().filter(|f| f.done) {
                f.past = true;
                i += 1;
                continue;
            }
        }
        match b {
            b' ' | b'\t' | b'\n' | b'\r' => {}
            b'"' => {
                let close = string_end(bytes, i + 1);
                match stack.last_mut() {
                    // A key the parser stopped inside is not read.
                    Some(f) if !f.array && f.key.is_none() && close >= end => {}
                    Some(f) if !f.array && f.key.is_none() => {
                        let raw = json.get(i..(close + 1).min(bytes.len())).unwrap_or("");
                        let key =
                            serde_json::from_str::<String>(raw).unwrap_or_else(|_| raw.trim_matches('"').to_string());
                        f.key = Some(key);
                    }
                    _ => {
                        begin_value(&mut stack);
                        if close < end {
                            end_value(&mut stack);
                        }
                    }
                }
                i = close + 1;
                continue;
            }
            b'{' | b'[' => {
                begin_value(&mut stack);
                stack.push(Frame::new(b == b'['));
            }
            b'}' | b']' => {
                stack.pop();
                end_value(&mut stack);
            }
            b',' => {
                if let Some(f) = stack.last_mut() {
                    f.key = None;
                    f.index += usize::from(f.array);
                    f.begun = false;
                    f.done = false;
                    f.past = false;
                    f.colon = false;
                }
            }
            b':' => {
                if let Some(f) = stack.last_mut() {
                    f.colon = f.key.is_some();
                }
            }
            _ => i = scalar(bytes, i, end, &mut stack),
        }
        i += 1;
    }
    stack
}

/// Reads the number or literal starting at `i`, returning the index of its last byte read.
/// A literal (`true`, `false`, `null`) is complete once its last letter is read; a number
/// once it stops, if it ends in a digit.
fn scalar(bytes: &[u8], mut i: usize, end: usize, stack: &mut [Frame]) -> usize {
    begin_value(stack);
    let rest = bytes.get(i..end).unwrap_or_default();
    let keyword = [&b"true"[..], b"false", b"null"].into_iter().find(|k| rest.starts_with(k));
    let first = bytes.get(i).copied().unwrap_or(0);
    if let Some(k) = keyword {
        i += k.len() - 1;
        end_value(stack);
    } else if first.is_ascii_digit() || first == b'-' {
        let number = |c: &u8| c.is_ascii_digit() || matches!(c, b'+' | b'-' | b'.' | b'e' | b'E');
        while bytes.get(i + 1).is_some_and(number) && i + 1 < end {
            i += 1;
        }
        let stops = bytes.get(i + 1).is_none_or(|c| !number(c));
        if stops && bytes.get(i).is_some_and(u8::is_ascii_digit) {
            end_value(stack);
        }
    }
    i
}

/// The path the open containers name: `weapon.qualities[2].id`.
fn written(stack: &[Frame]) -> String {
    let mut path = String::new();
    for f in stack.iter().filter(|f| !f.past) {
        if let Some(key) = f.key.as_ref().filter(|_| f.colon) {
            if !path.is_empty() {
                path.push('.');
            }
            path.push_str(key);
        } else if f.array && f.begun {
            path.push('[');
            path.push_str(&f.index.to_string());
            path.push(']');
        }
    }
    path
}

/// What the parser refused where it stopped: a kind of value (`refused`), or the
/// character of a syntax error.
#[derive(Clone, Copy)]
pub enum Refused {
    Kind(u8),
    Byte(u8),
}

/// The kind of value serde refused (`invalid type: map, expected ...`), as the first
/// byte of such a value in JSON (`{`, `[`, `"`, `0` for a number, `t`, `n`). A refused
/// kind is taken to be the value about to be read; a visitor that refuses a list once
/// its `[` has been read says "a list" instead of "sequence" (`turn::TurnActionRef`), so
/// that it is not taken for its first element.
fn refused(raw: &str) -> Option<u8> {
    let got = raw.strip_prefix("invalid type: ")?;
    [
        ("map", b'{'),
        ("sequence", b'['),
        ("string", b'"'),
        ("integer", b'0'),
        ("floating", b'0'),
        ("boolean", b't'),
        ("null", b'n'),
        ("unit", b'n'),
    ]
    .iter()
    .find(|(k, _)| got.starts_with(k))
    .map(|&(_, b)| b)
}

/// The kind of value starting with `b`, as `refused` names it.
fn first_of_kind(b: u8) -> Option<u8> {
    match b {
        b'{' | b'[' | b'"' | b'n' => Some(b),
        b't' | b'f' => Some(b't'),
        b'-' | b'0'..=b'9' => Some(b'0'),
        _ => None,
    }
}

/// A value begins in the innermost container (an array's element is then being read).
fn begin_value(stack: &mut [Frame]) {
    if let Some(f) = stack.last_mut() {
        f.begun = true;
        f.done = false;
        f.past = false;
    }
}

/// The innermost container's current value is complete.
fn end_value(stack: &mut [Frame]) {
    if let Some(f) = stack.last_mut() {
        f.done = true;
    }
}

/// The index of the quote closing the string whose text starts at `from` (or the end).
/// `member` finds a request's `dice` with it too.
fn string_end(bytes: &[u8], from: usize) -> usize {
    let mut i = from;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'\\' => i += 2,
            b'"' => return i,
            _ => i += 1,
        }
    }
    bytes.len()
}
