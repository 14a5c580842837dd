//! What weapon qualities add to an attack's outcome: a weapon that overheated, a weapon that
//! sprayed a cone instead of making an attack test.

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
