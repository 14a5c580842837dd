//! What `extendedTest` and `investigate` ask and return (API.md "Tests beyond one roll";
//! 003 Extended Tests, ASSISTANCE, INVESTIGATION).

use serde::{Deserialize, Serialize};

use super::*;
use crate::dice::{DiceSpec, DieRecord};

/// What an extended test counts towards `needed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum ExtendedCount {
    /// Each passed test counts one (003 Extended Tests).
    #[default]
    Successes,
    /// Each passed test counts its degrees of success.
    Degrees,
}

/// `extendedTest(...)`: the same test rolled until it has made `needed` progress.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct ExtendedRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    pub characteristic: Characteristic,
    pub skill: Option<String>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub any_characteristic: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    pub difficulty: Option<Difficulty>,
    /// The progress the task needs (successes, or degrees with `count: 'degrees'`).
    pub needed: f64,
    /// The most tests the character has time for (default 100, at most 1000).
    pub max_tests: Option<f64>,
    /// Extension: what counts towards `needed` (default `successes`, 003's rule).
    pub count: Option<ExtendedCount>,
    /// Extension: the time each test takes, in any unit: the outcome's `time` is in it.
    pub time_per_test: Option<f64>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Actor>>"))]
    pub assistants: Vec<Actor>,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// What `extendedTest` returns.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct ExtendedOutcome {
    pub tests: Vec<TestResult>,
    pub progress: i32,
    pub done: bool,
    pub tests_taken: u32,
    /// Extension: `testsTaken` times `timePerTest`, when that was given.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub time: Option<f64>,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

/// How involved a subject is (003 Table 7-4: Investigation Benchmarks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Complexity {
    Simple,
    Basic,
    Drudging,
    Taxing,
    Arduous,
    Involved,
    Labyrinthine,
}

/// `investigate(...)`: Investigation skill tests until the hours are used up or the search
/// halts.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct InvestigateRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    pub skill: String,
    /// Default: the skill's own characteristic.
    pub characteristic: Option<Characteristic>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub any_characteristic: bool,
    /// Default: the complexity's, or Challenging.
    pub difficulty: Option<Difficulty>,
    /// The hours the information takes. Default: the complexity's.
    pub hours: Option<f64>,
    /// Extension: Table 7-4's complexity, which gives the difficulty and the hours.
    pub complexity: Option<Complexity>,
    /// The most tests to make (default 100, at most 1000).
    pub max_tests: Option<f64>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Actor>>"))]
    pub assistants: Vec<Actor>,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// What `investigate` returns.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct InvestigateOutcome {
    pub tests: Vec<TestResult>,
    /// Hours still needed (0 or less: the information is found).
    pub hours_left: f64,
    /// Failures by three or more degrees, each adding 1d10 hours.
    pub setbacks: u32,
    pub done: bool,
    /// Extension: a failure by five or more degrees halted the search; the subject is now
    /// two steps more complex (`complexity`, when it was given).
    pub halted: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub complexity: Option<Complexity>,
    pub tests_taken: u32,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}


crate::written_as_names!(ExtendedCount, Complexity);
