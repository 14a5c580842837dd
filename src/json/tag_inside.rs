//! Tagged enums (`{ "kind": "fall", "metres": 3 }`) read and written without serde's
//! buffer, through the enum's externally tagged derive: the writing of an injury and a
//! hazard (`tag_first`), and, in debug builds, the reading of a hazard and a custom
//! critical's span as the oracle of the readers that read them (`tests/object_readers.rs`).
//! Every tagged enum a request carries is read as one flat object (`flat_tagged`: an
//! injury, a custom critical's effect, a hazard) or by `adjacent` (a custom span), which is
//! less code again; the parts of this reader they share (`from_raw`, `Unit`,
//! `not_tag_or_content`) are below.
//!
//! serde's derive for an internally or adjacently tagged enum reads the whole object into
//! its `Content` buffer before it looks at the tag, and so compiles a second reader of
//! every type inside the enum, and the buffer's own machinery: reading these enums this
//! way instead took 96 KB off the optimised wasm, 20 KB gzipped (README, "Speed
//! and size"). Here the enum's derive is the externally tagged one (`{ "stunned": {...} }`),
//! driven by a deserializer that finds the tag among the object's entries and hands the
//! derive the rest of them, so every field is read by the one JSON reader that reads
//! everything else.
//!
//! - Entries before the tag (rare: JSON written by the engine and by most hosts puts the
//!   tag first) are kept as slices of the request's text (`RawValue`) and read once the
//!   variant is known. An error in one of them is reported at the end of the object, as an
//!   error found in serde's buffer was.
//! - Entries after the tag are read in place, so an error in one is placed at its field.
//! - The messages are serde's own: `missing field`, `duplicate field`, `unknown variant`,
//!   `unknown field`; an internally tagged unit variant skips whatever else the object
//!   holds, as serde's does.
//!
//! Requests are JSON text (`json::from_str`); slices of it need a deserializer that lends
//! them, which `serde_json` reading text does and `serde_json::Value` does not.

use serde::de::{self, DeserializeSeed, IgnoredAny, IntoDeserializer, MapAccess, Visitor};
use serde::ser::{self, Impossible, SerializeStruct};
use serde_json::value::RawValue;

/// Where a tagged enum writes its variant: the key naming it and, for an adjacently tagged
/// enum, the key holding its content.
#[derive(Clone, Copy)]
pub struct Tag {
    pub name: &'static str,
    pub content: Option<&'static str>,
}

/// Writes `T` (whose derive is externally tagged) as an internally tagged object: the tag
/// first, then the variant's fields.
pub fn tag_first<S: ser::Serializer>(s: S, tag: &'static str) -> TagFirst<S> {
    TagFirst { s, tag }
}

/// The deserializer the externally tagged derive is handed: `deserialize_enum` is the only
/// call it makes.
pub struct TagInside<M> {
    map: M,
    tag: Tag,
}

impl<M> TagInside<M> {
    /// The entries of a tagged object, for `T::deserialize` of an externally tagged derive
    /// made with `#[serde(remote = "Self")]`.
    pub fn new(map: M, tag: Tag) -> Self {
        TagInside { map, tag }
    }
}

const NOT_AN_ENUM: &str = "a tagged object is read as an enum";

impl<'de, M: MapAccess<'de>> de::Deserializer<'de> for TagInside<M> {
    type Error = M::Error;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, M::Error> {
        Err(de::Error::custom(NOT_AN_ENUM))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, M::Error> {
        visitor.visit_enum(self)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map struct identifier
        ignored_any
    }
}

impl<'de, M: MapAccess<'de>> de::EnumAccess<'de> for TagInside<M> {
    type Error = M::Error;
    type Variant = Variant<'de, M>;

    /// Reads entries up to the tag, keeping the ones before it, and the tag's value with
    /// the derive's own variant reader (so an unknown variant is named at the tag).
    fn variant_seed<V: DeserializeSeed<'de>>(mut self, seed: V) -> Result<(V::Value, Variant<'de, M>), M::Error> {
        let Tag { name, content } = self.tag;
        let mut early = Vec::new();
        loop {
            let Some(key) = self.map.next_key::<String>()? else {
                return Err(de::Error::missing_field(name));
            };
            if key == name {
                let variant = self.map.next_value_seed(seed)?;
                let early = early.into_iter();
                return Ok((variant, Variant { map: self.map, tag: self.tag, early, pending: None, in_early: false }));
            }
            if let Some(content) = content {
                if key != content {
                    return Err(not_tag_or_content(&key, self.tag));
                }
                if !early.is_empty() {
                    return Err(de::Error::duplicate_field(content));
                }
            }
            early.push((key, self.map.next_value::<&'de RawValue>()?));
        }
    }
}

/// The object's entries other than the tag: those read before it, then the rest.
pub struct Variant<'de, M> {
    map: M,
    tag: Tag,
    early: std::vec::IntoIter<(String, &'de RawValue)>,
    pending: Option<&'de RawValue>,
    /// The last key handed over was read before the tag.
    in_early: bool,
}

impl<'de, M: MapAccess<'de>> Variant<'de, M> {
    /// Gives up on the object after an error in an entry read before the tag: the rest of
    /// it is skipped, so the error is placed at the object's end.
    fn fail<T>(&mut self, e: M::Error) -> Result<T, M::Error> {
        while self.map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Err(e)
    }

    fn early_value<S: DeserializeSeed<'de>>(&mut self, raw: &'de RawValue, seed: S) -> Result<S::Value, M::Error> {
        match from_raw(raw, seed) {
            Ok(v) => Ok(v),
            Err(message) => self.fail(de::Error::custom(message)),
        }
    }

    /// The next key after the tag; the tag again is refused.
    fn live_key(&mut self) -> Result<Option<String>, M::Error> {
        live_key(&mut self.map, self.tag)
    }

    /// An adjacently tagged enum's content, wherever it was.
    fn content<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<Option<S::Value>, M::Error> {
        let early = self.early.next().map(|(_, raw)| raw);
        content(&mut self.map, early, self.tag, seed)
    }

    /// After an adjacently tagged enum's content: nothing more.
    fn end(&mut self) -> Result<(), M::Error> {
        end(&mut self.map, self.tag)
    }
}

/// The next key of `m` after the tag; the tag again is refused.
pub(super) fn live_key<'de, M: MapAccess<'de>>(m: &mut M, tag: Tag) -> Result<Option<String>, M::Error> {
    match m.next_key::<String>()? {
        Some(key) if key == tag.name => Err(de::Error::duplicate_field(tag.name)),
        key => Ok(key),
    }
}

/// An adjacently tagged enum's content, read by `seed`: from before the tag (`early`; an
/// error in it placed at the object's end, the rest of `m` skipped) or from the next entry;
/// `None` where the object holds none. Also `adjacent`'s.
pub(super) fn content<'de, S: DeserializeSeed<'de>, M: MapAccess<'de>>(
    m: &mut M,
    early: Option<&'de RawValue>,
    tag: Tag,
    seed: S,
) -> Result<Option<S::Value>, M::Error> {
    if let Some(raw) = early {
        return match from_raw(raw, seed) {
            Ok(v) => Ok(Some(v)),
            Err(message) => {
                while m.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                Err(de::Error::custom(message))
            }
        };
    }
    match live_key(m, tag)? {
        None => Ok(None),
        Some(key) if Some(key.as_str()) == tag.content => m.next_value_seed(seed).map(Some),
        Some(key) => Err(not_tag_or_content(&key, tag)),
    }
}

/// After an adjacently tagged enum's content: nothing more. Also `adjacent`'s.
pub(super) fn end<'de, M: MapAccess<'de>>(m: &mut M, tag: Tag) -> Result<(), M::Error> {
    match live_key(m, tag)? {
        None => Ok(()),
        Some(key) if Some(key.as_str()) == tag.content => {
            Err(de::Error::duplicate_field(tag.content.unwrap_or_default()))
        }
        Some(key) => Err(not_tag_or_content(&key, tag)),
    }
}

/// serde's message for a key that is neither of an adjacently tagged enum's two.
pub(super) fn not_tag_or_content<E: de::Error>(key: &str, tag: Tag) -> E {
    struct Expected(Tag);
    impl de::Expected for Expected {
        fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            write!(f, "{:?} or {:?}", self.0.name, self.0.content.unwrap_or_default())
        }
    }
    E::invalid_value(de::Unexpected::Str(key), &Expected(tag))
}

impl<'de, M: MapAccess<'de>> MapAccess<'de> for Variant<'de, M> {
    type Error = M::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, M::Error> {
        self.in_early = self.early.len() > 0;
        if let Some((key, raw)) = self.early.next() {
            self.pending = Some(raw);
            return match seed.deserialize(IntoDeserializer::<M::Error>::into_deserializer(key)) {
                Ok(k) => Ok(Some(k)),
                Err(e) => self.fail(e),
            };
        }
        match self.live_key()? {
            Some(key) => seed.deserialize(IntoDeserializer::<M::Error>::into_deserializer(key)).map(Some),
            None => Ok(None),
        }
    }

    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, M::Error> {
        match self.pending.take() {
            Some(raw) => self.early_value(raw, seed),
            None => self.map.next_value_seed(seed),
        }
    }
}

impl<'de, M: MapAccess<'de>> de::VariantAccess<'de> for Variant<'de, M> {
    type Error = M::Error;

    fn unit_variant(mut self) -> Result<(), M::Error> {
        if self.tag.content.is_none() {
            // As serde's internally tagged unit variant: the object's other entries are skipped.
            while self.map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
            return Ok(());
        }
        let unit = Unit(self.tag);
        self.content(unit)?;
        self.end()
    }

    fn newtype_variant_seed<S: DeserializeSeed<'de>>(mut self, seed: S) -> Result<S::Value, M::Error> {
        let Some(content) = self.tag.content else {
            return Err(de::Error::custom(NOT_AN_ENUM));
        };
        match self.content(seed)? {
            Some(v) => self.end().map(|_| v),
            None => Err(de::Error::missing_field(content)),
        }
    }

    fn tuple_variant<V: Visitor<'de>>(self, _: usize, _: V) -> Result<V::Value, M::Error> {
        Err(de::Error::custom(NOT_AN_ENUM))
    }

    fn struct_variant<V: Visitor<'de>>(self, _: &'static [&'static str], visitor: V) -> Result<V::Value, M::Error> {
        if self.tag.content.is_some() {
            return Err(de::Error::custom(NOT_AN_ENUM));
        }
        let mut fields = self;
        match visitor.visit_map(&mut fields) {
            // The derive's own refusal of an entry read before the tag (given twice, say).
            Err(e) if fields.in_early => fields.fail(e),
            read => read,
        }
    }
}

/// The content of an adjacently tagged unit variant: absent or `null`.
pub(super) struct Unit(pub(super) Tag);

impl<'de> DeserializeSeed<'de> for Unit {
    type Value = ();
    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Unit {
    type Value = ();
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "absent or null for this {}", self.0.name)
    }
    fn visit_unit<E: de::Error>(self) -> Result<(), E> {
        Ok(())
    }
    fn visit_none<E: de::Error>(self) -> Result<(), E> {
        Ok(())
    }
}

/// The deepest nesting of arrays and objects an entry read before its tag may hold:
/// serde_json's own limit. serde_json skips over such an entry without a limit, and each
/// is read by a reader of its own; bounding each one's depth bounds the whole chain of
/// them inside one another, and so the stack.
const MAX_DEPTH: usize = 128;

/// How deep arrays and objects nest in a slice of valid JSON text.
fn depth(json: &str) -> usize {
    let (mut depth, mut deepest, mut in_string, mut escaped) = (0usize, 0usize, false, false);
    for b in json.bytes() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    deepest
}

/// Reads an entry kept before its tag, with the message (without serde_json's position in
/// the slice) of any error.
pub(super) fn from_raw<'de, S: DeserializeSeed<'de>>(raw: &'de RawValue, seed: S) -> Result<S::Value, String> {
    if depth(raw.get()) > MAX_DEPTH {
        return Err("recursion limit exceeded".to_string());
    }
    seed.deserialize(&mut serde_json::Deserializer::from_str(raw.get())).map_err(|e| {
        let text = e.to_string();
        match text.rfind(" at line ") {
            Some(at) if e.line() > 0 => text.get(..at).unwrap_or_default().to_string(),
            _ => text,
        }
    })
}

/// The serializer the externally tagged derive writes to: a unit variant becomes
/// `{ tag: variant }`, a struct variant `{ tag: variant, ...fields }`, as serde's
/// internally tagged derive writes them.
pub struct TagFirst<S> {
    s: S,
    tag: &'static str,
}

/// A struct variant's fields, written into the object that holds the tag.
pub struct Fields<T>(T);

impl<T: SerializeStruct> ser::SerializeStructVariant for Fields<T> {
    type Ok = T::Ok;
    type Error = T::Error;
    fn serialize_field<V: ?Sized + serde::Serialize>(&mut self, key: &'static str, value: &V) -> Result<(), T::Error> {
        self.0.serialize_field(key, value)
    }
    fn skip_field(&mut self, key: &'static str) -> Result<(), T::Error> {
        self.0.skip_field(key)
    }
    fn end(self) -> Result<T::Ok, T::Error> {
        self.0.end()
    }
}

const ONLY_VARIANTS: &str = "a tagged enum writes unit and struct variants only";

macro_rules! refuse {
    ($($f:ident($($t:ty),*);)*) => {
        $(fn $f(self, $(_: $t),*) -> Result<S::Ok, S::Error> {
            Err(ser::Error::custom(ONLY_VARIANTS))
        })*
    };
}

impl<S: ser::Serializer> ser::Serializer for TagFirst<S> {
    type Ok = S::Ok;
    type Error = S::Error;
    type SerializeSeq = Impossible<S::Ok, S::Error>;
    type SerializeTuple = Impossible<S::Ok, S::Error>;
    type SerializeTupleStruct = Impossible<S::Ok, S::Error>;
    type SerializeTupleVariant = Impossible<S::Ok, S::Error>;
    type SerializeMap = Impossible<S::Ok, S::Error>;
    type SerializeStruct = Impossible<S::Ok, S::Error>;
    type SerializeStructVariant = Fields<S::SerializeStruct>;

    fn serialize_unit_variant(self, name: &'static str, _: u32, variant: &'static str) -> Result<S::Ok, S::Error> {
        let mut s = self.s.serialize_struct(name, 1)?;
        s.serialize_field(self.tag, variant)?;
        s.end()
    }

    fn serialize_struct_variant(
        self,
        name: &'static str,
        _: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Fields<S::SerializeStruct>, S::Error> {
        let mut s = self.s.serialize_struct(name, len + 1)?;
        s.serialize_field(self.tag, variant)?;
        Ok(Fields(s))
    }

    refuse! {
        serialize_bool(bool); serialize_i8(i8); serialize_i16(i16); serialize_i32(i32);
        serialize_i64(i64); serialize_u8(u8); serialize_u16(u16); serialize_u32(u32);
        serialize_u64(u64); serialize_f32(f32); serialize_f64(f64); serialize_char(char);
        serialize_str(&str); serialize_bytes(&[u8]); serialize_none(); serialize_unit();
        serialize_unit_struct(&'static str);
    }

    fn serialize_some<T: ?Sized + serde::Serialize>(self, _: &T) -> Result<S::Ok, S::Error> {
        Err(ser::Error::custom(ONLY_VARIANTS))
    }
    fn serialize_newtype_struct<T: ?Sized + serde::Serialize>(self, _: &'static str, _: &T) -> Result<S::Ok, S::Error> {
        Err(ser::Error::custom(ONLY_VARIANTS))
    }
    fn serialize_newtype_variant<T: ?Sized + serde::Serialize>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<S::Ok, S::Error> {
        Err(ser::Error::custom(ONLY_VARIANTS))
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, S::Error> {
        Err(ser::Error::custom(ONLY_VARIANTS))
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, S::Error> {
        Err(ser::Error::custom(ONLY_VARIANTS))
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeTupleStruct, S::Error> {
        Err(ser::Error::custom(ONLY_VARIANTS))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, S::Error> {
        Err(ser::Error::custom(ONLY_VARIANTS))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, S::Error> {
        Err(ser::Error::custom(ONLY_VARIANTS))
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, S::Error> {
        Err(ser::Error::custom(ONLY_VARIANTS))
    }
}
