//! What the melee special actions (stun, knock-down, feint, manoeuvre, grapple) add to an
//! attack's outcome: their opposed tests, the stun rolls, where a grapple stands.

use serde::Serialize;

use super::*;

/// Extension: an opposed test made by a melee special action. `attacker` is the acting
/// character's test, `defender` the target's; `winner` is `'attacker'`, `'defender'` or
/// null (both failed, or equal in every respect).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Opposed {
    pub attacker: TestResult,
    pub defender: TestResult,
    #[cfg_attr(feature = "ts", ts(type = "'attacker' | 'defender' | null"))]
    pub winner: Option<&'static str>,
    /// Degrees of success added for being the larger grappler (000 "Grappling", Size
    /// Differences), counted only on a successful test.
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>", optional))]
    pub attacker_size_degrees: i32,
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>", optional))]
    pub defender_size_degrees: i32,
}

/// Extension: the two rolls of a stun attempt (000 "Stun", 003 "Stun (Full Action)", 004
/// Combat Actions "Stun").
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct StunRoll {
    /// The attacker's d10 face and its total (with the Strength Bonus).
    pub attacker_roll: u32,
    pub attacker_total: i32,
    /// The target's d10 face (absent where the line has the target roll no die).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub target_roll: Option<u32>,
    /// The target's total: the die (if any), the Toughness Bonus and the head armour.
    pub target_total: i32,
    pub head_armour: i32,
    pub stunned: bool,
    /// Rounds stunned (0 when the stun failed).
    pub rounds: u32,
}

/// Extension: where a grapple stands after the action.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct GrappleState {
    pub option: GrappleOption,
    /// Whether the two are grappling after the action.
    pub grappling: bool,
    /// Who controls the grapple: `'attacker'` (the acting character) or `'target'`; null
    /// when there is no grapple.
    #[cfg_attr(feature = "ts", ts(type = "'attacker' | 'target' | null"))]
    pub controller: Option<&'static str>,
}

/// Extension: what the melee special actions (stun, knockDown, feint, manoeuvre, grapple)
/// produce, beside the contract's fields. Every field is absent for other actions.
#[derive(Debug, Clone, Serialize, PartialEq, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct MeleeResults {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub opposed: Option<Opposed>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub stun: Option<StunRoll>,
    /// A feint: whether it succeeded (the next melee attack on this target then takes the
    /// `feinted` circumstance).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub feinted: Option<bool>,
    /// Metres the target was pushed (Manoeuvre, or a grapple's Push).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub pushed_metres: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub grapple: Option<GrappleState>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub attacker: Option<AttackerState>,
}
