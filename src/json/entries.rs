//! `Entries<V>`: a JSON object whose names the request chooses (an actor's skills, the dice
//! scripted by purpose), kept as its entries sorted by name. It reads as serde's
//! `BTreeMap<String, V>` reads (the same messages; a name given twice keeps its last value)
//! and iterates in the same order, but every value type shares one small sorted list
//! where each map type compiled a B-tree of its own (about 4 KB of the `.wasm` a type).

use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};

/// Entries by name, sorted by name, each name once.
#[derive(Debug, Clone, PartialEq)]
pub struct Entries<V>(Vec<(String, V)>);

impl<V> Default for Entries<V> {
    fn default() -> Self {
        Entries(Vec::new())
    }
}

/// An entry as `BTreeMap::iter` gives it.
type Pair<'a, V> = (&'a String, &'a V);

/// The iterator over the entries, in name order.
pub type Iter<'a, V> = std::iter::Map<std::slice::Iter<'a, (String, V)>, fn(&'a (String, V)) -> Pair<'a, V>>;

impl<V> Entries<V> {
    pub fn iter(&self) -> Iter<'_, V> {
        self.0.iter().map(|(k, v)| (k, v))
    }

    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.0.iter().map(|(_, v)| v)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Adds an entry, or replaces the value of one with the same name.
    pub fn insert(&mut self, name: String, value: V) {
        match self.0.binary_search_by(|(k, _)| k.as_str().cmp(&name)) {
            Ok(i) => {
                if let Some(slot) = self.0.get_mut(i) {
                    slot.1 = value;
                }
            }
            Err(i) => self.0.insert(i, (name, value)),
        }
    }
}

impl<'a, V> IntoIterator for &'a Entries<V> {
    type Item = Pair<'a, V>;
    type IntoIter = Iter<'a, V>;
    fn into_iter(self) -> Iter<'a, V> {
        self.iter()
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for Entries<V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_map(EntriesVisitor(std::marker::PhantomData))
    }
}

struct EntriesVisitor<V>(std::marker::PhantomData<V>);

impl<'de, V: Deserialize<'de>> Visitor<'de> for EntriesVisitor<V> {
    type Value = Entries<V>;

    // serde's word for a map, so that every message reads as before.
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a map")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Entries<V>, A::Error> {
        let mut out = Entries::default();
        while let Some((name, value)) = m.next_entry::<String, V>()? {
            out.insert(name, value);
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::Entries;
    use std::collections::BTreeMap;

    /// The same entries, order and messages as `BTreeMap<String, V>`, a name given twice
    /// keeping its last value.
    #[test]
    fn reads_as_a_btree_map_reads() {
        for text in [
            r#"{"b":[1],"a":[2,3],"c":[]}"#,
            r#"{"x":[1],"x":[2]}"#,
            r#"{}"#,
            r#"{"a":[1],"b":"no"}"#,
            r#"[1]"#,
            r#""text""#,
            r#"{"a":[1],"b":[-1]}"#,
        ] {
            let ours = serde_json::from_str::<Entries<Vec<u32>>>(text);
            let theirs = serde_json::from_str::<BTreeMap<String, Vec<u32>>>(text);
            match (ours, theirs) {
                (Ok(o), Ok(t)) => {
                    let o: Vec<_> = o.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
                    let t: Vec<_> = t.into_iter().collect();
                    assert_eq!(o, t, "{text}");
                }
                (Err(o), Err(t)) => assert_eq!(o.to_string(), t.to_string(), "{text}"),
                (o, t) => panic!("{text}: {o:?} against {t:?}"),
            }
        }
    }
}
