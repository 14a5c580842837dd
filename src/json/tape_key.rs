//! A map's key on the outcome tape (`json::tape`): written out as JSON text has it.

use super::tape::TapeError;
use serde::ser::{self, Serialize};

type Result<T> = std::result::Result<T, TapeError>;

/// A map's key as JSON text has it: a string, or a number or `true`/`false` written out.
pub(super) struct MapKey;

/// `MapKey`'s methods that write the value out, those that refuse it, and those that
/// refuse a compound (whose writer type is `ser::Impossible`).
macro_rules! key_methods {
    (written: $($m:ident($t:ty)),*; refused: $($r:ident($($a:ty),*)),*;
        compound: $($c:ident($($ca:ty),*) -> $w:ident),*) => {
        $(fn $m(self, v: $t) -> Result<String> {
            Ok(v.to_string())
        })*
        $(fn $r(self, $(_: $a),*) -> Result<String> {
            Err(not_a_key())
        })*
        $(fn $c(self, $(_: $ca),*) -> Result<Self::$w> {
            Err(not_a_key())
        })*
    };
}

impl ser::Serializer for MapKey {
    type Ok = String;
    type Error = TapeError;
    type SerializeSeq = ser::Impossible<String, TapeError>;
    type SerializeTuple = ser::Impossible<String, TapeError>;
    type SerializeTupleStruct = ser::Impossible<String, TapeError>;
    type SerializeTupleVariant = ser::Impossible<String, TapeError>;
    type SerializeMap = ser::Impossible<String, TapeError>;
    type SerializeStruct = ser::Impossible<String, TapeError>;
    type SerializeStructVariant = ser::Impossible<String, TapeError>;

    key_methods!(
        written: serialize_str(&str), serialize_char(char), serialize_bool(bool), serialize_i8(i8),
            serialize_i16(i16), serialize_i32(i32), serialize_i64(i64), serialize_u8(u8), serialize_u16(u16),
            serialize_u32(u32), serialize_u64(u64);
        refused: serialize_f32(f32), serialize_f64(f64), serialize_bytes(&[u8]), serialize_none(),
            serialize_unit(), serialize_unit_struct(&'static str);
        compound: serialize_seq(Option<usize>) -> SerializeSeq, serialize_tuple(usize) -> SerializeTuple,
            serialize_tuple_struct(&'static str, usize) -> SerializeTupleStruct,
            serialize_tuple_variant(&'static str, u32, &'static str, usize) -> SerializeTupleVariant,
            serialize_map(Option<usize>) -> SerializeMap, serialize_struct(&'static str, usize) -> SerializeStruct,
            serialize_struct_variant(&'static str, u32, &'static str, usize) -> SerializeStructVariant
    );

    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<String> {
        Ok(variant.to_string())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Result<String> {
        value.serialize(self)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<String> {
        Err(not_a_key())
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<String> {
        Err(not_a_key())
    }
}

fn not_a_key() -> TapeError {
    TapeError("a map key that is not a string or a number".into())
}
