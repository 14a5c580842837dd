//! A character as a request gives it (`Actor`): characteristics, skills, talents and traits
//! (each a `Tagged` name), size, wounds and damage, armour, conditions, fate and the lasting
//! harm an earlier outcome returned. Fate follows 003 "Fate Points".

use serde::{Deserialize, Serialize};

use super::*;

#[derive(Debug, Clone, Default, Deserialize, Serialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct SkillEntry {
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub trained: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>"))]
    pub bonus: i32,
    /// Extension: overrides the ruleset's basic/advanced classification for this skill.
    pub advanced: Option<bool>,
}

/// `'name'` or `{ id, value?, custom? }` (qualities, talents and traits). `custom: true` marks a
/// house feature the engine does not know: accepted, applied as nothing.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(
    remote = "Self",
    untagged,
    deny_unknown_fields,
    expecting = "must be a name, or an object { id, value?, custom? } with no other fields"
)]
pub enum Tagged {
    Id(String),
    Full {
        id: String,
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        value: Option<f64>,
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        custom: Option<bool>,
    },
}

/// `Tagged` is read without serde's buffer, so that an error is placed where it is: a
/// name, or an object read as `TaggedFull` (an unknown field in it is named).
impl<'de> Deserialize<'de> for Tagged {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Tagged;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str(TAGGED)
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> std::result::Result<Tagged, E> {
                Ok(Tagged::Id(v.to_string()))
            }
            fn visit_map<M: serde::de::MapAccess<'de>>(self, m: M) -> std::result::Result<Tagged, M::Error> {
                let f = TaggedFull::deserialize(serde::de::value::MapAccessDeserializer::new(m))?;
                Ok(Tagged::Full { id: f.id, value: f.value, custom: f.custom })
            }
            fn visit_f64<E: serde::de::Error>(self, _: f64) -> std::result::Result<Tagged, E> {
                Err(E::custom(TAGGED))
            }
            fn visit_i64<E: serde::de::Error>(self, _: i64) -> std::result::Result<Tagged, E> {
                Err(E::custom(TAGGED))
            }
            fn visit_u64<E: serde::de::Error>(self, _: u64) -> std::result::Result<Tagged, E> {
                Err(E::custom(TAGGED))
            }
            crate::refuse_others!("must be a name, or an object { id, value?, custom? } with no other fields");
        }
        d.deserialize_any(V)
    }
}

crate::serialize_through_derive!(Tagged);

const TAGGED: &str = "must be a name, or an object { id, value?, custom? } with no other fields";

/// The object form of `Tagged`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TaggedFull {
    id: String,
    value: Option<f64>,
    custom: Option<bool>,
}

impl Tagged {
    pub fn id(&self) -> &str {
        match self {
            Tagged::Id(s) => s,
            Tagged::Full { id, .. } => id,
        }
    }
    pub fn value(&self) -> Option<f64> {
        match self {
            Tagged::Id(_) => None,
            Tagged::Full { value, .. } => *value,
        }
    }
    /// A house feature the engine does not know.
    pub fn custom(&self) -> bool {
        matches!(self, Tagged::Full { custom: Some(true), .. })
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", untagged, expecting = "must be a size name ('average') or a number from 1 to 10")]
pub enum SizeRef {
    Name(String),
    Number(f64),
}

crate::string_or_number!(SizeRef, Name, Number, "must be a size name ('average') or a number from 1 to 10");

#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Actor {
    pub name: Option<String>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Characteristics>"))]
    pub characteristics: Characteristics,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Characteristics>"))]
    pub unnatural: Characteristics,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<std::collections::BTreeMap<String, SkillEntry>>"))]
    pub skills: crate::json::Entries<SkillEntry>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Tagged>>"))]
    pub talents: Vec<Tagged>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Tagged>>"))]
    pub traits: Vec<Tagged>,
    pub size: Option<SizeRef>,
    /// Maximum wounds. Required of an attack's target; tests and initiative do not use it.
    pub wounds: Option<i32>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>"))]
    pub damage: i32,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>"))]
    pub critical_damage: i32,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>"))]
    pub fatigue: i32,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<PerLocation>"))]
    pub armour: PerLocation,
    pub cover: Option<Cover>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Condition>>"))]
    pub conditions: Vec<Condition>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub player: bool,
    /// Extension: flying altitude (`'hover' | 'low' | 'high'`; absent or `'ground'`: on the
    /// ground).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Altitude>"))]
    pub altitude: Altitude,
    /// Extension: fate points left to spend this session (003 "Fate Points"). Spending one
    /// (a re-roll, an extra degree...) needs one here; burning one does not.
    pub fate: Option<u32>,
    /// Extension: rounds of stun still to run (an outcome's `target.stunnedRounds`, fed
    /// back). A character with some is stunned.
    pub stunned_rounds: Option<u32>,
    /// Extension: the lasting harm it carries (an outcome's `target.injuries`, fed back):
    /// useless or lost parts, halved characteristics, penalties... with their durations.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Effect>>"))]
    pub injuries: Vec<Effect>,
    /// Extension: an outcome's `target.dead`, fed back: a dead character is helpless and
    /// unconscious (it acts no more; attacks on it hit automatically in melee).
    pub dead: Option<bool>,
    /// Extension: an outcome's `target.unconscious`, fed back: the same as the `unconscious`
    /// condition.
    pub unconscious: Option<bool>,
    /// Extension: an outcome's `target.damageState`, accepted so that a whole `target` can
    /// be fed back; the engine works it out again from damage and Toughness.
    pub damage_state: Option<DamageState>,
    /// Extension: an outcome's `target.fateSpent`, accepted so that a whole `target` can be
    /// fed back; the points left are `fate`.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<FateSpent>>"))]
    pub fate_spent: Vec<FateSpent>,
    /// A psyker's Psy Rating (API.md `Psyker`; `focusPower` needs it).
    pub psy_rating: Option<f64>,
    /// Extension: insanity points (an outcome's `target.insanity`, fed back).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>"))]
    pub insanity: i32,
    /// Extension: corruption points (an outcome's `target.corruption`, fed back).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>"))]
    pub corruption: i32,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

impl Actor {
    /// Whether it has a condition: listed, or implied by the state an outcome returned
    /// (rounds of stun still to run; `unconscious`; `dead`, which is helpless and out).
    pub fn has_condition(&self, c: Condition) -> bool {
        let dead = self.dead == Some(true);
        self.conditions.contains(&c)
            || match c {
                Condition::Stunned => self.stunned_rounds.is_some_and(|r| r > 0),
                Condition::Unconscious => self.unconscious == Some(true) || dead,
                Condition::Helpless => dead || self.conditions.contains(&Condition::Immobilised),
                _ => false,
            }
    }
    pub fn has_talent(&self, id: &str) -> bool {
        self.talents.iter().any(|t| t.id() == id && !t.custom())
    }
    pub fn display_name(&self, fallback: &str) -> String {
        self.name_or(fallback).to_string()
    }

    /// The same, borrowed (for a log line, which copies it anyway).
    pub fn name_or<'a>(&'a self, fallback: &'a str) -> &'a str {
        self.name.as_deref().filter(|n| !n.is_empty()).unwrap_or(fallback)
    }
}

crate::serialize_through_derive!(SkillEntry);
