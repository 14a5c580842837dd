//! An adjacently tagged enum (`{ "unit": "rounds", "amount": {...} }`) whose variants either
//! hold one value, all of one type, or none: a custom critical's span (`CustomSpan`).
//!
//! It reads what `tag_inside` reads through the enum's derive, with the same messages at the
//! same places (`tests/object_readers.rs` reads every request both ways, `tag_inside` being
//! the oracle in debug builds), but as one small loop over the object's entries rather than
//! the derive's variant readers and `tag_inside`'s deserializer, which the attack entry then
//! leaves out (the content and what may follow it are read by `tag_inside`'s own `content`
//! and `end`, which its deserializer uses too):
//!
//! - before the tag only the content may come; it is kept as a slice of the request's text
//!   and read once the variant is known, an error in it placed at the object's end;
//! - any other key is refused at once (`"unit" or "amount"`), the content given twice too;
//! - after the tag: the content, then nothing more (the tag again, the content again or
//!   any other key refused);
//! - a variant without a value takes the content absent or `null`; one with a value needs it.

use serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;
use std::marker::PhantomData;

use super::flat_tagged::KindOf;
use super::tag_inside::{content as value_of, end, not_tag_or_content, Unit};
use super::Tag;

/// What an enum read this way says of itself.
pub struct Adjacent<T, C> {
    pub tag: Tag,
    /// What anything but an object is refused with.
    pub expecting: &'static str,
    /// The variants' names in the enum's order, and whether each holds a value.
    pub kinds: &'static [&'static str],
    pub holds: &'static [bool],
    /// The variant `kind` (its index), with its value where it holds one.
    pub build: fn(usize, Option<C>) -> Option<T>,
}

/// Reads `T` from `d` as `a` describes it.
pub fn read<'de, T, C: Deserialize<'de>, D: Deserializer<'de>>(d: D, a: &Adjacent<T, C>) -> Result<T, D::Error> {
    d.deserialize_map(Object(a))
}

struct Object<'a, T, C>(&'a Adjacent<T, C>);

impl<'de, T, C: Deserialize<'de>> Visitor<'de> for Object<'_, T, C> {
    type Value = T;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(self.0.expecting)
    }

    fn visit_map<M: MapAccess<'de>>(self, mut m: M) -> Result<T, M::Error> {
        let a = self.0;
        let (tag, content) = (a.tag.name, a.tag.content.unwrap_or_default());
        // Entries up to the tag: the content alone may come before it.
        let mut early: Option<&'de RawValue> = None;
        let kind = loop {
            let Some(key) = m.next_key::<String>()? else {
                return Err(de::Error::missing_field(tag));
            };
            if key == tag {
                break m.next_value_seed(KindOf(a.kinds))?;
            }
            if key != content {
                return Err(not_tag_or_content(&key, a.tag));
            }
            if early.is_some() {
                return Err(de::Error::duplicate_field(content));
            }
            early = Some(m.next_value::<&'de RawValue>()?);
        };
        let value = if a.holds.get(kind).copied().unwrap_or(false) {
            let Some(v) = value_of(&mut m, early, a.tag, PhantomData::<C>)? else {
                return Err(de::Error::missing_field(content));
            };
            Some(v)
        } else {
            value_of(&mut m, early, a.tag, Unit(a.tag))?;
            None
        };
        // Nothing more after the content.
        end(&mut m, a.tag)?;
        let name = a.kinds.get(kind).copied().unwrap_or_default();
        (a.build)(kind, value).ok_or_else(|| de::Error::unknown_variant(name, a.kinds))
    }
}
