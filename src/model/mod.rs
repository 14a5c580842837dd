//! Plain request and outcome values (serde, camelCase), shared by every entry point.
//! Field names follow API.md; extensions are marked. This file holds the names and the
//! characters (characteristics, locations, conditions, actors, weapons); `request` holds
//! what an attack, a test or initiative asks and `outcome` what they return; `effect` what a
//! critical effect did; `hazard` special damage and the round's steps; `heal` healing;
//! `crits` a request's own critical tables; `qualities` what weapon qualities add to an
//! attack's outcome.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

#[macro_use]
mod log;
mod analysis_types;
mod body_parts;
mod crits;
mod effect;
mod hazard;
mod heal_types;
mod melee_types;
mod outcome;
mod quality_outcomes;
mod request;

pub use crate::json::{nullable, Meta};

pub use analysis_types::*;
pub use body_parts::*;
pub use crits::*;
pub use effect::*;
pub use hazard::*;
pub use heal_types::*;
pub use log::*;
pub use melee_types::*;
pub use outcome::*;
pub use quality_outcomes::*;
pub use request::*;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "lowercase")]
pub enum Ruleset {
    Dh1,
    Rt,
    Ow,
    Dh2,
}

impl Ruleset {
    pub const ALL: [Ruleset; 4] = [Ruleset::Dh1, Ruleset::Rt, Ruleset::Ow, Ruleset::Dh2];
    pub fn as_str(self) -> &'static str {
        match self {
            Ruleset::Dh1 => "dh1",
            Ruleset::Rt => "rt",
            Ruleset::Ow => "ow",
            Ruleset::Dh2 => "dh2",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "lowercase")]
pub enum Characteristic {
    Ws,
    Bs,
    S,
    T,
    Ag,
    Int,
    Per,
    Wp,
    Fel,
}

impl Characteristic {
    /// The nine, in the order a character sheet lists them.
    pub const ALL: [Characteristic; 9] = [
        Characteristic::Ws,
        Characteristic::Bs,
        Characteristic::S,
        Characteristic::T,
        Characteristic::Ag,
        Characteristic::Int,
        Characteristic::Per,
        Characteristic::Wp,
        Characteristic::Fel,
    ];
    pub fn as_str(self) -> &'static str {
        match self {
            Characteristic::Ws => "ws",
            Characteristic::Bs => "bs",
            Characteristic::S => "s",
            Characteristic::T => "t",
            Characteristic::Ag => "ag",
            Characteristic::Int => "int",
            Characteristic::Per => "per",
            Characteristic::Wp => "wp",
            Characteristic::Fel => "fel",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Characteristic::Ws => "Weapon Skill",
            Characteristic::Bs => "Ballistic Skill",
            Characteristic::S => "Strength",
            Characteristic::T => "Toughness",
            Characteristic::Ag => "Agility",
            Characteristic::Int => "Intelligence",
            Characteristic::Per => "Perception",
            Characteristic::Wp => "Willpower",
            Characteristic::Fel => "Fellowship",
        }
    }
}

/// The nine characteristics; each may be omitted where a request does not use it.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(deny_unknown_fields)]
pub struct Characteristics {
    pub ws: Option<i32>,
    pub bs: Option<i32>,
    pub s: Option<i32>,
    pub t: Option<i32>,
    pub ag: Option<i32>,
    pub int: Option<i32>,
    pub per: Option<i32>,
    pub wp: Option<i32>,
    pub fel: Option<i32>,
}

impl Characteristics {
    pub fn get(&self, c: Characteristic) -> Option<i32> {
        match c {
            Characteristic::Ws => self.ws,
            Characteristic::Bs => self.bs,
            Characteristic::S => self.s,
            Characteristic::T => self.t,
            Characteristic::Ag => self.ag,
            Characteristic::Int => self.int,
            Characteristic::Per => self.per,
            Characteristic::Wp => self.wp,
            Characteristic::Fel => self.fel,
        }
    }
    pub fn entries(&self) -> [(Characteristic, Option<i32>); 9] {
        use Characteristic::*;
        [Ws, Bs, S, T, Ag, Int, Per, Wp, Fel].map(|c| (c, self.get(c)))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub enum Location {
    Head,
    RightArm,
    LeftArm,
    Body,
    RightLeg,
    LeftLeg,
}

impl Location {
    pub fn as_str(self) -> &'static str {
        match self {
            Location::Head => "head",
            Location::RightArm => "rightArm",
            Location::LeftArm => "leftArm",
            Location::Body => "body",
            Location::RightLeg => "rightLeg",
            Location::LeftLeg => "leftLeg",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Location::Head => "head",
            Location::RightArm => "right arm",
            Location::LeftArm => "left arm",
            Location::Body => "body",
            Location::RightLeg => "right leg",
            Location::LeftLeg => "left leg",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "lowercase")]
pub enum DamageType {
    Energy,
    Explosive,
    Impact,
    Rending,
}

impl DamageType {
    pub fn as_str(self) -> &'static str {
        match self {
            DamageType::Energy => "energy",
            DamageType::Explosive => "explosive",
            DamageType::Impact => "impact",
            DamageType::Rending => "rending",
        }
    }
}

/// A per-location value (armour points).
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PerLocation {
    pub head: Option<i32>,
    pub right_arm: Option<i32>,
    pub left_arm: Option<i32>,
    pub body: Option<i32>,
    pub right_leg: Option<i32>,
    pub left_leg: Option<i32>,
}

impl PerLocation {
    pub fn get(&self, l: Location) -> i32 {
        match l {
            Location::Head => self.head,
            Location::RightArm => self.right_arm,
            Location::LeftArm => self.left_arm,
            Location::Body => self.body,
            Location::RightLeg => self.right_leg,
            Location::LeftLeg => self.left_leg,
        }
        .unwrap_or(0)
    }
    pub fn entries(&self) -> [(Location, Option<i32>); 6] {
        use Location::*;
        [
            (Head, self.head),
            (RightArm, self.right_arm),
            (LeftArm, self.left_arm),
            (Body, self.body),
            (RightLeg, self.right_leg),
            (LeftLeg, self.left_leg),
        ]
    }
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
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

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Cover {
    pub ap: i32,
    pub locations: Vec<Location>,
}

/// A state a character is in. API.md names most of these; the engine adds a few it needs
/// to know about from earlier turns (`unconscious`, `guarded`, `allOutAttack`,
/// `defensiveStance`) or that a weapon quality causes (`immobilised`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub enum Condition {
    Prone,
    Stunned,
    Helpless,
    /// Unaware of the attacker (not yet attacked this combat, or not seen).
    Unaware,
    /// Surprised: loses the first turn; attacks on it are as on an unaware target.
    Surprised,
    Pinned,
    /// Ran on its last turn.
    Running,
    Grappled,
    /// Engaged in melee.
    Engaged,
    Fatigued,
    Blinded,
    Deafened,
    OnFire,
    BloodLoss,
    Unconscious,
    /// Made a Guarded Attack or Guarded Action since its last turn (+10 to its reactions).
    Guarded,
    /// Made an All Out Attack since its last turn (no Dodge or Parry until then).
    AllOutAttack,
    /// Took the Defensive Stance since its last turn.
    DefensiveStance,
    /// Caught in a snare (the Snare quality): it cannot move, and can neither Dodge nor
    /// Parry, until it breaks free, which the published rule makes its only action (a Full
    /// Action: a Strength or Agility test, the caller's to make and to remove the condition
    /// on). As the published rule says, a snared character is helpless while it lasts
    /// (melee attacks on it hit automatically, with the helpless damage).
    Immobilised,
}

impl Condition {
    /// Every condition, in declaration order (`catalogue` lists them).
    pub const ALL: [Condition; 19] = [
        Condition::Prone,
        Condition::Stunned,
        Condition::Helpless,
        Condition::Unaware,
        Condition::Surprised,
        Condition::Pinned,
        Condition::Running,
        Condition::Grappled,
        Condition::Engaged,
        Condition::Fatigued,
        Condition::Blinded,
        Condition::Deafened,
        Condition::OnFire,
        Condition::BloodLoss,
        Condition::Unconscious,
        Condition::Guarded,
        Condition::AllOutAttack,
        Condition::DefensiveStance,
        Condition::Immobilised,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Condition::Prone => "prone",
            Condition::Stunned => "stunned",
            Condition::Helpless => "helpless",
            Condition::Unaware => "unaware",
            Condition::Surprised => "surprised",
            Condition::Pinned => "pinned",
            Condition::Running => "running",
            Condition::Grappled => "grappled",
            Condition::Engaged => "engaged",
            Condition::Fatigued => "fatigued",
            Condition::Blinded => "blinded",
            Condition::Deafened => "deafened",
            Condition::OnFire => "onFire",
            Condition::BloodLoss => "bloodLoss",
            Condition::Unconscious => "unconscious",
            Condition::Guarded => "guarded",
            Condition::AllOutAttack => "allOutAttack",
            Condition::DefensiveStance => "defensiveStance",
            Condition::Immobilised => "immobilised",
        }
    }
}

/// How high a character flies (003 "Altitude"). Absent: on the ground.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub enum Altitude {
    #[default]
    Ground,
    /// Skimming no more than 2 metres up: fights as on the ground.
    Hover,
    /// Up to 15 metres: no melee; shots from below count extra range and a penalty.
    Low,
    /// Far above: only other high fliers can attack or be attacked.
    High,
}

impl Altitude {
    pub fn as_str(self) -> &'static str {
        match self {
            Altitude::Ground => "ground",
            Altitude::Hover => "hover",
            Altitude::Low => "low",
            Altitude::High => "high",
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Actor {
    pub name: Option<String>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Characteristics>"))]
    pub characteristics: Characteristics,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Characteristics>"))]
    pub unnatural: Characteristics,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<BTreeMap<String, SkillEntry>>"))]
    pub skills: BTreeMap<String, SkillEntry>,
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
        self.name.clone().filter(|n| !n.is_empty()).unwrap_or_else(|| fallback.to_string())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub enum WeaponClass {
    Melee,
    Pistol,
    Basic,
    Heavy,
    Thrown,
    Unarmed,
}

impl WeaponClass {
    pub fn is_melee(self) -> bool {
        matches!(self, WeaponClass::Melee | WeaponClass::Unarmed)
    }
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RateOfFire {
    pub single: Option<bool>,
    pub semi: Option<i32>,
    pub full: Option<i32>,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Weapon {
    pub name: Option<String>,
    pub class: WeaponClass,
    pub damage: String,
    pub damage_type: DamageType,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>"))]
    pub penetration: i32,
    pub range: Option<f64>,
    pub rate_of_fire: Option<RateOfFire>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Tagged>>"))]
    pub qualities: Vec<Tagged>,
    /// Extension: `false` when the wielder lacks the talent that trains it in this weapon:
    /// its attack tests take the line's untrained-weapon penalty (the same as
    /// `circumstances.untrainedWeapon`, applied once when both are given), and so does a
    /// Parry made with it as `targetWeapon`. Absent or `true`: trained.
    pub trained: Option<bool>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}
