//! What every request object's reader shares (`#[derive(ReadObject)]`, the crate
//! `cogitator-macros`): the key looked up in the object's table of field names, an unknown
//! or repeated key refused, and a `nullable` field read through one wrapper per field type.
//! And the one reader of every name enum (`#[derive(ReadName)]`): the string looked up in
//! the enum's table of names (`name_index`).
//!
//! serde's derive writes all of this out again for every struct (a key visitor matching
//! each name, a wrapper type for each `deserialize_with` field); the generated reader keeps
//! only a slot per field and one line reading each field's value. The messages are serde's
//! own (`unknown field`, `duplicate field`, `missing field`), at the same places.

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, Visitor};
use serde::Deserialize;

/// An object's field names as a request gives them, in the struct's order.
pub struct Fields {
    pub names: &'static [&'static str],
    /// A key not among them is refused (`deny_unknown_fields`), or else skipped.
    pub deny_unknown: bool,
}

/// The index of the next entry's field, `None` at the object's end. An unknown key is
/// refused at the key when the object denies them (serde's `unknown field`, listing the
/// names, so a suggestion comes from them), else its value is skipped; a field given twice
/// is refused at its second key (`duplicate field`). `given` holds the fields read so far.
#[crate::hot]
pub fn next_field<'de, M: MapAccess<'de>>(
    m: &mut M,
    fields: &Fields,
    given: &mut u64,
) -> Result<Option<usize>, M::Error> {
    loop {
        match m.next_key_seed(Key(fields))? {
            None => return Ok(None),
            Some(Some(i)) => {
                // At most 64 fields (the derive refuses more).
                let bit = 1u64.checked_shl(i as u32).unwrap_or(0);
                if *given & bit != 0 {
                    return Err(de::Error::duplicate_field(fields.names.get(i).copied().unwrap_or_default()));
                }
                *given |= bit;
                return Ok(Some(i));
            }
            Some(None) => {
                m.next_value::<IgnoredAny>()?;
            }
        }
    }
}

/// A key: the index of the field it names, `None` for one the object skips.
struct Key<'a>(&'a Fields);

impl<'de> DeserializeSeed<'de> for Key<'_> {
    type Value = Option<usize>;
    #[crate::hot]
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Option<usize>, D::Error> {
        d.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for Key<'_> {
    type Value = Option<usize>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("field identifier")
    }

    #[crate::hot]
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Option<usize>, E> {
        match self.0.names.iter().position(|n| *n == v) {
            Some(i) => Ok(Some(i)),
            None if self.0.deny_unknown => Err(E::unknown_field(v, self.0.names)),
            None => Ok(None),
        }
    }
}

/// A name enum's names in its order (`#[derive(ReadName)]`), and what anything but a
/// string is refused with (`enum Ruleset`, as serde's derive says).
pub struct Names {
    pub names: &'static [&'static str],
    pub expecting: &'static str,
}

/// The place of the name `d` holds among `names`; an unknown name is refused with serde's
/// `unknown variant` (listing the names, so a suggestion comes from them), anything but a
/// string as not the `expecting` (one reader for every name enum).
pub fn name_index<'de, D: Deserializer<'de>>(d: D, names: &'static Names) -> Result<usize, D::Error> {
    d.deserialize_str(NameAt(names))
}

struct NameAt(&'static Names);

impl<'de> Visitor<'de> for NameAt {
    type Value = usize;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(self.0.expecting)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<usize, E> {
        self.0.names.iter().position(|n| *n == v).ok_or_else(|| E::unknown_variant(v, self.0.names))
    }
}

/// A field read as `json::nullable` reads it (`null` is its default): one reader per field
/// type, where serde's derive makes one per field. It reads the option itself rather than
/// through `Option<T>`'s reader and `nullable`, which made two functions per type.
pub struct Nullable<T>(pub T);

impl<'de, T: Deserialize<'de> + Default> Deserialize<'de> for Nullable<T> {
    #[crate::hot]
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_option(OrDefault(std::marker::PhantomData))
    }
}

/// `Option<T>`'s visitor, giving `T`'s default for none.
struct OrDefault<T>(std::marker::PhantomData<T>);

impl<'de, T: Deserialize<'de> + Default> Visitor<'de> for OrDefault<T> {
    type Value = Nullable<T>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("option")
    }

    fn visit_none<E: de::Error>(self) -> Result<Nullable<T>, E> {
        Ok(Nullable(T::default()))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Nullable<T>, E> {
        Ok(Nullable(T::default()))
    }

    #[crate::hot]
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Nullable<T>, D::Error> {
        T::deserialize(d).map(Nullable)
    }
}

#[cfg(debug_assertions)]
thread_local! {
    static DERIVED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    static DERIVED_READ: std::cell::RefCell<std::collections::BTreeSet<&'static str>> =
        const { std::cell::RefCell::new(std::collections::BTreeSet::new()) };
}

/// Debug builds only: whether serde's derive reads the object `name` instead (the tests'
/// oracle); each object so read is noted (`derived_read`).
#[cfg(debug_assertions)]
pub fn derived(name: &'static str) -> bool {
    let on = DERIVED.with(std::cell::Cell::get);
    if on {
        DERIVED_READ.with_borrow_mut(|read| read.insert(name));
    }
    on
}

/// Debug builds only: the objects serde's derive has read on this thread.
#[cfg(debug_assertions)]
pub fn derived_read() -> Vec<&'static str> {
    DERIVED_READ.with_borrow(|read| read.iter().copied().collect())
}

/// Debug builds only: runs `f` with every object that derives `ReadObject` read by serde's
/// derive beside it, so a test can read one request both ways and compare.
#[cfg(debug_assertions)]
pub fn with_derived<R>(f: impl FnOnce() -> R) -> R {
    DERIVED.with(|d| d.set(true));
    let out = f();
    DERIVED.with(|d| d.set(false));
    out
}
