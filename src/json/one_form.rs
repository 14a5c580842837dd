//! Each request value in the one form the API names: a struct from an object, a name from
//! a string.
//!
//! serde's derived readers also take forms no request uses and the API does not name, and
//! compile a reader for each:
//! - a struct from a list of its fields in order (`[60, 45, ...]` for
//!   `{ "ws": 60, "bs": 45, ... }`): `serde_json` hands a `[` to the derive's `visit_seq`;
//! - a name (a unit variant, `"standard"`) from an object holding it as its one key
//!   (`{ "standard": null }`): `serde_json` reads an enum's `{` as an externally tagged
//!   variant.
//!
//! Handed `ObjectOnly`, a struct's derive reads a map (`deserialize_map` for its
//! `deserialize_struct`); handed `NameOnly`, a name enum's derive reads a string
//! (`deserialize_str`, whose text its own variant reader then names). The one form is read
//! exactly as before, with the same errors at the same places; the other is refused as any
//! wrong type is (`must be an object, not a list`; `must be a name (a string)`), and its
//! reader is never compiled.
//!
//! Request structs and name enums are now read by the readers generated from them
//! (`#[derive(ReadObject)]`, `#[derive(ReadName)]`, `json::object_reader`), which read a map
//! only and a string only, in the same way; `ObjectOnly` and `NameOnly` are what serde's
//! derive, kept beside them as the tests' oracle, is handed.

use serde::de::{self, Visitor};
use serde::ser::{self, Impossible};

/// The deserializer a struct's derive (made with `#[serde(remote = "Self")]`) is handed
/// (by the tests' oracle beside `#[derive(ReadObject)]`, `json::object_reader`):
/// `deserialize_struct` reads a map; every other call goes to the same call of
/// the deserializer it wraps.
pub struct ObjectOnly<D>(pub D);

macro_rules! forward {
    ($($name:ident),*) => {
        $(fn $name<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
            self.0.$name(visitor)
        })*
    };
}

impl<'de, D: de::Deserializer<'de>> de::Deserializer<'de> for ObjectOnly<D> {
    type Error = D::Error;

    forward!(
        deserialize_any, deserialize_bool, deserialize_i8, deserialize_i16, deserialize_i32, deserialize_i64,
        deserialize_u8, deserialize_u16, deserialize_u32, deserialize_u64, deserialize_f32, deserialize_f64,
        deserialize_char, deserialize_str, deserialize_string, deserialize_bytes, deserialize_byte_buf,
        deserialize_option, deserialize_unit, deserialize_seq, deserialize_map, deserialize_identifier,
        deserialize_ignored_any
    );

    fn deserialize_unit_struct<V: Visitor<'de>>(self, name: &'static str, visitor: V) -> Result<V::Value, D::Error> {
        self.0.deserialize_unit_struct(name, visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, name: &'static str, visitor: V) -> Result<V::Value, D::Error> {
        self.0.deserialize_newtype_struct(name, visitor)
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, D::Error> {
        self.0.deserialize_tuple(len, visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_tuple_struct(name, len, visitor)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_map(visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_enum(name, variants, visitor)
    }

    fn is_human_readable(&self) -> bool {
        self.0.is_human_readable()
    }
}

/// The deserializer a name enum's derive (all unit variants, made with
/// `#[serde(remote = "Self")]`) is handed (the tests' oracle beside `#[derive(ReadName)]`):
/// `deserialize_enum` reads a string and
/// hands it to the derive as the variant's name; every other call goes to the deserializer
/// it wraps.
pub struct NameOnly<D>(pub D);

impl<'de, D: de::Deserializer<'de>> de::Deserializer<'de> for NameOnly<D> {
    type Error = D::Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.0.deserialize_any(visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_str(Name(visitor))
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map struct identifier
        ignored_any
    }
}

/// A string handed to a name enum's derive as its variant (`StrDeserializer` is the
/// `EnumAccess` of a unit variant named by a string); anything else is refused with the
/// derive's own expectation.
struct Name<V>(V);

impl<'de, V: Visitor<'de>> Visitor<'de> for Name<V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        self.0.expecting(f)
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<V::Value, E> {
        self.0.visit_enum(de::value::StrDeserializer::<E>::new(name))
    }
}

/// The name a name enum's derive writes for a value: the one call it makes is
/// `serialize_unit_variant`.
pub struct NameOf;

/// Anything but a name handed to `NameOf` (no name enum's derive makes such a call).
#[derive(Debug)]
pub struct NotAName;

impl std::fmt::Display for NotAName {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("not a name")
    }
}

impl std::error::Error for NotAName {}

impl ser::Error for NotAName {
    fn custom<T: std::fmt::Display>(_: T) -> Self {
        NotAName
    }
}

macro_rules! not_a_name {
    ($($name:ident: $t:ty),*) => {
        $(fn $name(self, _: $t) -> Result<&'static str, NotAName> {
            Err(NotAName)
        })*
    };
}

impl ser::Serializer for NameOf {
    type Ok = &'static str;
    type Error = NotAName;
    type SerializeSeq = Impossible<&'static str, NotAName>;
    type SerializeTuple = Impossible<&'static str, NotAName>;
    type SerializeTupleStruct = Impossible<&'static str, NotAName>;
    type SerializeTupleVariant = Impossible<&'static str, NotAName>;
    type SerializeMap = Impossible<&'static str, NotAName>;
    type SerializeStruct = Impossible<&'static str, NotAName>;
    type SerializeStructVariant = Impossible<&'static str, NotAName>;

    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<&'static str, NotAName> {
        Ok(variant)
    }

    not_a_name!(
        serialize_bool: bool, serialize_i8: i8, serialize_i16: i16, serialize_i32: i32, serialize_i64: i64,
        serialize_u8: u8, serialize_u16: u16, serialize_u32: u32, serialize_u64: u64, serialize_f32: f32,
        serialize_f64: f64, serialize_char: char, serialize_str: &str, serialize_bytes: &[u8],
        serialize_unit_struct: &'static str
    );

    fn serialize_none(self) -> Result<&'static str, NotAName> {
        Err(NotAName)
    }

    fn serialize_some<T: ?Sized + ser::Serialize>(self, _: &T) -> Result<&'static str, NotAName> {
        Err(NotAName)
    }

    fn serialize_unit(self) -> Result<&'static str, NotAName> {
        Err(NotAName)
    }

    fn serialize_newtype_struct<T: ?Sized + ser::Serialize>(self, _: &'static str, _: &T) -> Result<&'static str, NotAName> {
        Err(NotAName)
    }

    fn serialize_newtype_variant<T: ?Sized + ser::Serialize>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<&'static str, NotAName> {
        Err(NotAName)
    }

    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, NotAName> {
        Err(NotAName)
    }

    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, NotAName> {
        Err(NotAName)
    }

    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeTupleStruct, NotAName> {
        Err(NotAName)
    }

    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, NotAName> {
        Err(NotAName)
    }

    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, NotAName> {
        Err(NotAName)
    }

    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, NotAName> {
        Err(NotAName)
    }

    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, NotAName> {
        Err(NotAName)
    }
}

/// `Serialize` for name enums whose derive was made with `#[serde(remote = "Self")]`: the
/// derive gives the name once (`NameOf`), and every writer writes it as a string, which is
/// what each writer's `serialize_unit_variant` does; so the derive's match over the
/// variants is compiled once, not once for each writer. `ApiName` gives the same name to
/// the engine's own messages.
#[macro_export]
macro_rules! written_as_names {
    ($($t:ty),+ $(,)?) => {
        $(impl serde::Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
                match <$t>::serialize(self, $crate::json::NameOf) {
                    Ok(name) => s.serialize_str(name),
                    Err(_) => Err(serde::ser::Error::custom("a name enum wrote something else")),
                }
            }
        }
        impl $crate::json::ApiName for $t {
            fn api_name(&self) -> &'static str {
                <$t>::serialize(self, $crate::json::NameOf).unwrap_or_default()
            }
        })+
    };
}
