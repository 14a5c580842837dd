//! Tagged enums read as one flat object (`{ "type": "stunned", "rounds": 2 }`): one reader
//! of every field any variant has (`Flat`), with the tag saying which of them the object
//! may carry, instead of a derived reader for each variant.
//!
//! `tag_inside` drives an enum's own derive, which compiles a map reader for every variant;
//! for an enum of forty variants that is most of what reading it costs. Here the enum
//! (`Effect`, `CustomEffect`) names its fields once, reads each by name, and builds the
//! variant from them; the entries are walked once by `read`:
//!
//! - the tag is read with the variant identifier's own message (`unknown variant`);
//! - after the tag, an entry is checked against the variant's fields as it comes: one the
//!   variant lacks is refused at its key (`unknown field`, listing the variant's fields,
//!   so a suggestion comes from them), one given twice at its second key, a wrong value at
//!   the value;
//! - entries before the tag (rare: the engine and most hosts write the tag first) are
//!   kept as slices of the request's text and read once the tag is known, an error in one
//!   placed at the object's end, as `tag_inside` does;
//! - a missing field is named in the variant's order of fields; a variant without fields
//!   takes no other entry.
//!
//! The messages are serde's, so `error::from_serde` words them as everywhere else.

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, Visitor};
use serde_json::value::RawValue;

use super::tag_inside::from_raw;

/// A tagged enum's fields as one flat record, and how a variant is made from them.
pub trait Flat: Default {
    /// The enum read.
    type Out;
    /// The key naming the variant.
    const TAG: &'static str;
    /// What anything but an object is refused with.
    const EXPECTING: &'static str;
    /// The variants' names as the tag gives them, and each one's fields (parallel lists,
    /// in the enum's order).
    const KINDS: &'static [&'static str];
    const FIELDS_OF: &'static [&'static [&'static str]];
    /// Reads `field` (one of `kind`'s) from `d`.
    fn read<'de, D: Deserializer<'de>>(&mut self, kind: &str, field: &str, d: D) -> Result<(), D::Error>;
    /// The variant `kind`, from the fields read; a missing one is `missing_field`.
    fn build<E: de::Error>(self, kind: &str) -> Result<Self::Out, E>;
}

/// Reads `F::Out` from `d` as one flat tagged object.
pub fn read<'de, F: Flat, D: Deserializer<'de>>(d: D) -> Result<F::Out, D::Error> {
    d.deserialize_map(Object::<F>(std::marker::PhantomData))
}

/// A required field: present, or serde's `missing field`.
pub fn need<T, E: de::Error>(v: Option<T>, field: &'static str) -> Result<T, E> {
    v.ok_or_else(|| E::missing_field(field))
}

struct Object<F>(std::marker::PhantomData<F>);

impl<'de, F: Flat> Visitor<'de> for Object<F> {
    type Value = F::Out;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(F::EXPECTING)
    }

    fn visit_map<M: MapAccess<'de>>(self, mut m: M) -> Result<F::Out, M::Error> {
        let mut fields = F::default();
        let mut kind: Option<usize> = None;
        let mut given = 0u64;
        let mut early: Vec<(String, &'de RawValue)> = Vec::new();
        while let Some(key) = m.next_key::<String>()? {
            if key == F::TAG {
                if kind.is_some() {
                    return Err(de::Error::duplicate_field(F::TAG));
                }
                let k = m.next_value_seed(KindOf(F::KINDS))?;
                kind = Some(k);
                for (key, raw) in std::mem::take(&mut early) {
                    let read = entry(&mut fields, k, &key, &mut given, |seed| {
                        from_raw(raw, seed).map_err(de::Error::custom)
                    });
                    if let Err(e) = read {
                        // As an entry before the tag always is: placed at the object's end.
                        while m.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                        return Err(e);
                    }
                }
                continue;
            }
            match kind {
                None => early.push((key, m.next_value::<&'de RawValue>()?)),
                Some(k) => entry(&mut fields, k, &key, &mut given, |seed| m.next_value_seed(seed))?,
            }
        }
        let Some(k) = kind else {
            return Err(de::Error::missing_field(F::TAG));
        };
        fields.build(F::KINDS.get(k).copied().unwrap_or_default())
    }
}

/// One entry of variant `k`: refused if the variant lacks the field or it was given
/// before, else read by `value` (from the object in place, or from a kept slice).
fn entry<F: Flat, E: de::Error>(
    fields: &mut F,
    k: usize,
    key: &str,
    given: &mut u64,
    value: impl FnOnce(Field<'_, F>) -> Result<(), E>,
) -> Result<(), E> {
    let (kind, names) = (F::KINDS.get(k).copied().unwrap_or_default(), F::FIELDS_OF.get(k).copied().unwrap_or_default());
    let Some((i, name)) = names.iter().enumerate().find(|(_, n)| **n == key) else {
        return Err(E::unknown_field(key, names));
    };
    let bit = 1u64 << (i % 64);
    if *given & bit != 0 {
        return Err(E::duplicate_field(name));
    }
    *given |= bit;
    value(Field { fields, kind, name })
}

/// The value of one field, read into the flat record.
struct Field<'a, F> {
    fields: &'a mut F,
    kind: &'a str,
    name: &'a str,
}

impl<'de, F: Flat> DeserializeSeed<'de> for Field<'_, F> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        self.fields.read(self.kind, self.name, d)
    }
}

/// The tag's value: the index of the variant it names.
pub(super) struct KindOf(pub(super) &'static [&'static str]);

impl<'de> DeserializeSeed<'de> for KindOf {
    type Value = usize;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<usize, D::Error> {
        d.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for KindOf {
    type Value = usize;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<usize, E> {
        self.0.iter().position(|k| *k == v).ok_or_else(|| E::unknown_variant(v, self.0))
    }
}
