//! What weapon qualities add to an attack's outcome: a weapon that overheated, a weapon that
//! sprayed a cone instead of making an attack test, the die Tearing dropped, and what a
//! quality did once a hit landed.

use serde::Serialize;

use super::*;

/// Extension: a weapon that overheated (the Overheats quality) instead of firing: its
/// wielder takes the weapon's damage roll (its dice and modifier, penetration 0, energy) on
/// the arm holding it, soaked by the attacker's armour there and its Toughness Bonus.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Overheat {
    /// The hit on the wielder: `location` is the right arm for the primary hand, the left
    /// arm for the secondary; `damage`, `soak`, `wounds` and any `critical` as for any hit.
    #[serde(flatten)]
    pub hit: Hit,
    /// The attacker's state afterwards (an action of several strikes: after every overheat
    /// so far).
    pub attacker: TargetState,
}

/// Extension: a weapon that sprays a cone (Flame in dh1/rt, Spray in ow/dh2): no attack
/// test (the outcome's `test` is automatic); a target within the weapon's range tests
/// Agility or is hit once. With `reaction: 'dodge'` that test is the Dodge (`evasion`
/// holds it too); no second roll is made.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Sprayed {
    /// The target was within the weapon's range (or no distance was given). When false,
    /// nothing is hit and no test is made.
    pub in_range: bool,
    /// The target's Agility test (absent when out of range).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub test: Option<TestResult>,
    /// The target failed it and is hit.
    pub hit: bool,
}

/// The die Tearing dropped.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct DroppedDie {
    /// Its place among the hit's damage dice as rolled (0-based; Tearing's own die is last).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub index: usize,
    /// The face it showed.
    pub face: u32,
    /// Its value (a d5's halved face, an unarmed 10 as 5 where the line says so), before
    /// Proven or Primitive.
    pub value: u32,
}

/// Extension: what one of the attacking weapon's qualities did once a hit landed.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Aftermath {
    /// The quality's id.
    #[cfg_attr(feature = "ts", ts(type = "'shocking' | 'toxic' | 'snare' | 'concussive' | 'crippling'"))]
    pub quality: &'static str,
    /// The test the character made against it (none for Crippling, which calls for none).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub test: Option<TestResult>,
    /// What it did to the character (`stunned`, `fatigue`, `prone`, `immobilised`,
    /// `crippled`); empty when the character resisted.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Effect>>", optional))]
    pub effects: Vec<Effect>,
    /// Toxic: the extra damage (a d10) the failed test cost, taken as wounds: neither armour
    /// nor Toughness reduces it.
    #[serde(skip_serializing_if = "super::is_zero")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>", optional))]
    pub wounds: i32,
    /// Toxic: the critical effect of that damage, when it went past the character's wounds.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub critical: Option<Critical>,
}
