//! Structs read from JSON objects only.
//!
//! serde's derived reader of a struct also takes a list of its fields in order
//! (`[60, 45, ...]` for `{ "ws": 60, "bs": 45, ... }`): `serde_json` hands a `[` to the
//! visitor's `visit_seq`, so every struct's reader carried a second copy of its field
//! reading for a form no request uses and the API does not name. Handed this
//! deserializer, the derive's `deserialize_struct` becomes `deserialize_map`: the object is
//! read exactly as before, a list is refused as any other wrong type is ("must be an
//! object, not a list"), and the list form's code is never compiled.

use serde::de::{self, Visitor};

/// The deserializer a struct's derive (made with `#[serde(remote = "Self")]`) is handed by
/// `object!`: `deserialize_struct` reads a map; every other call goes to the same call of
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

/// `Deserialize` for structs whose derive was made with `#[serde(remote = "Self")]`, read
/// from objects only (`ObjectOnly`).
#[macro_export]
macro_rules! object {
    ($($t:ty),+ $(,)?) => {
        $(impl<'de> serde::Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
                <$t>::deserialize($crate::json::ObjectOnly(d))
            }
        })+
    };
}
