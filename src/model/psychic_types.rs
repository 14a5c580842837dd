//! `focusPower`'s request and outcome (API.md "The mind"; 003 Focus Power, 004 Focus Power;
//! the published psychic chapters for the rest, docs/rulesets.md "Psychic powers").

use serde::{Deserialize, Serialize};

use super::*;
use crate::dice::{DiceSpec, DieRecord};

/// The test a power's target makes against it.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct PowerOpposed {
    pub characteristic: Characteristic,
}

/// How a psychic attack strikes (the published powers' kinds).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum PowerZone {
    /// One hit.
    #[default]
    Bolt,
    /// One more hit for every two degrees of success past the first, as a semi-automatic
    /// burst (at most the effective Psy Rating).
    Barrage,
    /// One more hit for every degree past the first, as a full-automatic burst (at most the
    /// effective Psy Rating).
    Storm,
}

/// Extension: a power that deals damage, resolved as an attack with the power as its
/// weapon (`resolveAttack`'s pipeline: location, reaction, damage, Righteous Fury, armour,
/// criticals).
#[derive(Debug, Clone, Deserialize, Serialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct PowerAttack {
    /// Damage dice; `PR` stands for the effective Psy Rating (`'1d10+PR'`).
    pub damage: String,
    pub damage_type: DamageType,
    /// Penetration (a number).
    pub penetration: Option<f64>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<PowerZone>"))]
    pub zone: PowerZone,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Tagged>>"))]
    pub qualities: Vec<Tagged>,
}

/// A psychic power, as data (API.md `Power`).
#[derive(Debug, Clone, Deserialize, Serialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Power {
    pub id: Option<String>,
    pub name: String,
    /// Dark Heresy: the Psychic Threshold the dice must reach.
    pub threshold: Option<f64>,
    /// The characteristic the Focus Power test uses (default Willpower; not Dark Heresy).
    pub characteristic: Option<Characteristic>,
    /// The power's own modifier to the Focus Power test.
    pub modifier: Option<f64>,
    /// The action it takes (for the caller; the engine does not check it).
    pub action: Option<String>,
    /// A power the target resists with a test.
    pub opposed: Option<PowerOpposed>,
    /// Extension: a power that deals damage to `target` (second-generation lines and Rogue
    /// Trader: the Focus Power test is the attack test).
    pub attack: Option<PowerAttack>,
}

/// How hard a psyker draws on the warp (Rogue Trader, Only War; `push` in Dark Heresy 2nd
/// edition too).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum PowerStrength {
    Fettered,
    Unfettered,
    Push,
}

/// A psyker's kind, which sets how far it may push (Dark Heresy 2nd edition).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum PsykerClass {
    #[default]
    Bound,
    Unbound,
    Daemonic,
}

/// `focusPower(...)`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct FocusRequest {
    pub ruleset: Ruleset,
    /// The psyker: an actor with `psyRating`.
    pub psyker: Actor,
    pub power: Power,
    /// Default `unfettered`.
    pub strength: Option<PowerStrength>,
    /// Extension: points pushed (with `strength: 'push'`; default 1).
    pub push: Option<f64>,
    /// Extension (Dark Heresy 2nd edition): the Psy Rating used, from 1 to the rating
    /// (default the rating); pushing adds `push` to the rating instead.
    pub effective_psy_rating: Option<f64>,
    /// Extension (Dark Heresy): how many d10s to roll, 1 to the Psy Rating (default all).
    pub dice_count: Option<f64>,
    /// Extension: the psyker's kind (Dark Heresy 2nd edition's push limits and phenomena).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<PsykerClass>"))]
    pub psyker_class: PsykerClass,
    /// The power's target, when it is opposed or attacks.
    pub target: Option<Actor>,
    /// Extension: the target's reaction to a psychic attack (`'dodge'`; default none).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Reaction>"))]
    pub target_reaction: Reaction,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// Dark Heresy's threshold roll.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct ThresholdRoll {
    pub dice: Vec<u32>,
    /// The dice plus the Willpower Bonus and any modifiers.
    pub total: i32,
    pub needed: i32,
    /// How far past the threshold (what a power's overbleed reads); negative when short.
    pub margin: i32,
}

/// A roll on a psychic table.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct WarpRoll {
    pub roll: u32,
    pub total: i32,
    pub name: &'static str,
    pub summary: &'static str,
    pub effects: Vec<Effect>,
    /// The book and table (empty when not carried).
    pub table: &'static str,
    /// False when the line's table is not in the engine's sources: no effect applied.
    pub carried: bool,
}

/// Psychic phenomena, and the perils they escalated to.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Phenomena {
    #[serde(flatten)]
    pub phenomenon: WarpRoll,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub perils: Option<WarpRoll>,
}

/// What `focusPower` returns.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct FocusOutcome {
    /// Rogue Trader, Only War, Dark Heresy 2nd edition: the Focus Power test.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub test: Option<TestResult>,
    /// Dark Heresy: the Psy Rating d10s against the threshold.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub threshold: Option<ThresholdRoll>,
    /// The target's test against an opposed power.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub opposed: Option<TestResult>,
    pub success: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub degrees: Option<i32>,
    pub effective_psy_rating: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub phenomena: Option<Phenomena>,
    /// Extension (Dark Heresy): a phenomenon for each further 9 rolled.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Phenomena>>", optional))]
    pub more_phenomena: Vec<Phenomena>,
    /// Extension: a psychic attack's outcome, as `resolveAttack` gives it (its dice are in
    /// this outcome's `dice`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub attack: Option<Box<AttackOutcome>>,
    /// The psyker after phenomena and perils.
    pub target: TargetState,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

crate::serialize_through_derive!(PowerOpposed);
crate::serialize_through_derive!(PowerAttack);
crate::serialize_through_derive!(Power);

crate::written_as_names!(PowerZone, PowerStrength, PsykerClass);
