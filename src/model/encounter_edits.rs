//! The GM's edits of an encounter (`adjust`) and a combatant's air (API.md "Encounters"
//! extension; docs/encounters.md).

use serde::{Deserialize, Serialize};

use super::*;

/// A combatant without air (000, 003, 002 and 004 "Suffocation"; "Vacuum"), as `endRound`
/// takes it; `rounds` counts the round ends it has gone through so.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Air {
    pub without: AirLoss,
    /// Holding the breath at rest to save air (`Breath.conserving`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub conserving: bool,
    /// Vacuum: the air thins slowly (`VacuumExposure.gradual`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub gradual: bool,
    /// Vacuum: the void of space, with its cold (`VacuumExposure.space`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub space: bool,
    /// Round ends gone through without air so far.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<u32>"))]
    pub rounds: u32,
}

/// What a combatant is without.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum AirLoss {
    /// Holding its breath (no air to breathe: smoke, water, gas).
    #[default]
    Breath,
    /// Exposed to vacuum or a thinning atmosphere.
    Vacuum,
}

/// `adjust(encounter, { combatant, set, note? })`: a GM's edit of a combatant's state,
/// kept in the history and replayed like any choice.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct AdjustChoice {
    pub combatant: String,
    pub set: CombatantEdit,
    /// Why (a GM's ruling, a healing outside the fight): kept in the history.
    pub note: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub meta: Meta,
}

/// What `adjust` may set; absent fields stay as they are.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct CombatantEdit {
    pub damage: Option<f64>,
    pub critical_damage: Option<f64>,
    pub fatigue: Option<f64>,
    pub conditions: Option<Vec<Condition>>,
    pub stunned_rounds: Option<f64>,
    pub injuries: Option<Vec<Effect>>,
    pub insanity: Option<f64>,
    pub corruption: Option<f64>,
    /// A horde's Magnitude left.
    pub magnitude: Option<f64>,
    /// A comrade hurt once.
    pub wounded: Option<bool>,
    /// Out of the fight, or back in it (`'fighting'`).
    pub out: Option<OutEdit>,
    /// Without air from now (`{ without: 'breath' | 'vacuum', conserving?, gradual?, space? }`,
    /// counted from 0 rounds), or breathing again (`{}`, no `without`).
    pub air: Option<AirEdit>,
}

/// `adjust`'s `out`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum OutEdit {
    Dead,
    Unconscious,
    Broken,
    Killed,
    /// Back in the fight.
    Fighting,
}

/// `adjust`'s `air`: without it (its breath or vacuum), or breathing again (no `without`).
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct AirEdit {
    pub without: Option<AirLoss>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub conserving: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub gradual: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub space: bool,
}

crate::serialize_through_derive!(Air);

crate::written_as_names!(AirLoss, OutEdit);
