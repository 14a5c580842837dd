//! The mind's requests and outcomes (API.md "The mind"; 002 Fear): a Fear test with its
//! Shock roll and insanity, and the insanity track's news.

use serde::{Deserialize, Serialize};

use super::*;
use crate::dice::{DiceSpec, DieRecord};

/// `fearTest(...)`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct FearRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    /// The Fear rating, 1 to 4 (absent: the `source`'s Fear (X) trait).
    pub fear: Option<f64>,
    /// Extension: the creature or thing feared; its Fear (X) trait is the rating when
    /// `fear` is absent.
    pub source: Option<Actor>,
    /// In combat a failure rolls on the Shock table; out of it the character is unnerved.
    pub in_combat: bool,
    /// Extension: a mundane horror (blood, death, violence): the Jaded talent spares the
    /// test.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub mundane: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// A roll on the Shock table.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct ShockResult {
    pub roll: u32,
    /// The roll plus 10 a degree of failure.
    pub total: i32,
    /// The row's summary, in the project's words (empty for a row not carried).
    pub summary: &'static str,
    pub effects: Vec<Effect>,
    /// The character may snap out of it: a Willpower test at the start of each later turn
    /// (`startTurn`) ends the row's effects that last until then.
    pub snap_out: bool,
    /// The book and table.
    pub table: &'static str,
    /// False when the line's row for this total is not in the engine's sources (Only War
    /// past 100): no effect is applied, and the GM reads the book.
    pub carried: bool,
}

/// Insanity points gained, and what the insanity track says of them.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct MadnessNews {
    pub before: i32,
    pub after: i32,
    /// The degree of madness now ('stable', 'unsettled', 'disturbed', 'unhinged',
    /// 'deranged', 'terminallyInsane').
    pub degree: &'static str,
    /// Trauma tests due: one for each further ten points crossed (the line's track says
    /// where; the test is the GM's to call, after the encounter).
    pub trauma_tests: u32,
    /// The modifier of those Trauma tests (the band's).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub trauma_modifier: Option<i32>,
    /// Disorders gained on reaching a new band ('minor', 'severe', 'acute').
    pub disorders: Vec<&'static str>,
}

/// What `fearTest` returns.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct FearOutcome {
    /// The Willpower test (absent when the character takes none: immune, or spared).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub test: Option<TestResult>,
    /// The Fear rating tested against.
    pub fear: u32,
    /// Why no test was taken (a talent, a trait, the insanity it already has).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub spared: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub shock: Option<ShockResult>,
    /// Out of combat: -10 to tests that need concentration while it stays near the source
    /// (the penalty is also in `target.injuries`).
    pub unnerved: bool,
    /// Insanity points gained.
    pub insanity: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub madness: Option<MadnessNews>,
    pub target: TargetState,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

