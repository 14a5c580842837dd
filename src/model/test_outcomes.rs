//! What a test, an opposed test and initiative return (`TestResult`, `TestOutcome`,
//! `OpposedOutcome`, `InitiativeOutcome`), and what a fate point bought (003 "Using Fate
//! Points", "Burning Fate").

use serde::{Deserialize, Serialize};

use super::*;
use crate::dice::DieRecord;

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct TestResult {
    pub characteristic: Characteristic,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub skill: Option<String>,
    pub base: i32,
    pub modifiers: Vec<NamedModifier>,
    pub target: i32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub roll: Option<u32>,
    pub success: bool,
    pub degrees: i32,
    /// Extension: true when the result was automatic (no roll).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub automatic: bool,
    /// Extension: fate points spent on this test (a re-roll, an extra degree).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<FateSpent>>", optional))]
    pub fate: Vec<FateSpent>,
}

/// What a fate point bought (003 "Using Fate Points", "Burning Fate").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum FateUseKind {
    /// A failed test rolled again; the second roll stands.
    Reroll,
    /// One more degree of success on a passed test.
    ExtraDegree,
    /// Initiative counted as a 10 on the die.
    InitiativeTen,
    /// Wounds recovered at once.
    RecoverWounds,
    /// No longer stunned.
    RecoverStun,
    /// A point burnt for good: the character survives what would have killed it.
    Burn,
}

/// One fate point spent (or burnt).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct FateSpent {
    #[serde(rename = "use")]
    pub kind: FateUseKind,
    /// For a re-roll: the roll it replaced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub replaced_roll: Option<u32>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct OpposedOutcome {
    pub a: TestResult,
    pub b: TestResult,
    #[cfg_attr(feature = "ts", ts(type = "'a' | 'b' | null"))]
    pub winner: Option<&'static str>,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct TestOutcome {
    #[serde(flatten)]
    pub result: TestResult,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct InitiativeEntry {
    pub id: String,
    pub roll: u32,
    pub total: i32,
    /// Extension: the Agility Bonus added to the roll (counted twice with Lightning
    /// Reflexes).
    pub bonus: i32,
    /// Extension: the tie-break die, when one was needed.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub tie_roll: Option<u32>,
    /// Extension: a fate point made the die count as a 10 (no die was rolled).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub fate: bool,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct InitiativeOutcome {
    pub order: Vec<InitiativeEntry>,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

crate::serialize_through_derive!(TestResult);
crate::serialize_through_derive!(FateSpent);

crate::written_as_names!(FateUseKind);
