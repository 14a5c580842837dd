//! What a test, an opposed test, initiative and an escape from pinning ask
//! (`TestRequest`, `OpposedRequest`, `InitiativeRequest`, `EscapeRequest`), with the fate
//! points a character spends (003 "Using Fate Points", "Burning Fate").

use serde::{Deserialize, Serialize};

use super::*;
use crate::dice::DiceSpec;

/// A named difficulty (`'hard'`) or a number (`-20`).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", untagged, expecting = "must be a difficulty name ('hard') or a number from -100 to 100")]
pub enum Difficulty {
    Name(String),
    Value(f64),
}

crate::string_or_number!(Difficulty, Name, Value, "must be a difficulty name ('hard') or a number from -100 to 100");

#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct TestRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    pub characteristic: Characteristic,
    pub skill: Option<String>,
    /// A skill tested on another characteristic than its own (the GM's call, which the
    /// books allow). Without it such a test is refused with `not_allowed`.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub any_characteristic: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    pub difficulty: Option<Difficulty>,
    pub dice: Option<DiceSpec>,
    /// Extension: fate points the actor spends on the test.
    pub fate: Option<FateUse>,
    /// Extension: characters assisting (003 ASSISTANCE): each makes the test a step easier
    /// (at most two, each with the skill trained); a success gains a degree.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Actor>>"))]
    pub assistants: Vec<Actor>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct OpposedSide {
    pub actor: Actor,
    pub characteristic: Characteristic,
    pub skill: Option<String>,
    /// A skill tested on another characteristic than its own (the GM's call, which the
    /// books allow). Without it such a test is refused with `not_allowed`.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub any_characteristic: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    pub difficulty: Option<Difficulty>,
    /// Extension: fate points this side spends on its test.
    pub fate: Option<FateUse>,
    /// Extension: characters assisting (003 ASSISTANCE): each makes the test a step easier
    /// (at most two, each with the skill trained); a success gains a degree.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Actor>>"))]
    pub assistants: Vec<Actor>,
}

#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct OpposedRequest {
    pub ruleset: Ruleset,
    pub a: OpposedSide,
    pub b: OpposedSide,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Combatant {
    pub id: String,
    pub actor: Actor,
    /// Extension: spend a fate point to count the initiative die as a 10 (003 "Using Fate
    /// Points").
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub use_fate: bool,
}

/// Extension: fate points the acting character will spend on its test if they help (003
/// "Using Fate Points"): a re-roll if it fails (the second roll stands), one more degree if
/// it passes. Each spends a point of the actor's `fate`.
#[derive(Debug, Clone, Copy, Default, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct FateUse {
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub reroll: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub extra_degree: bool,
}

/// Extension: what the target of an attack spends: a re-roll of its failed Dodge or Parry,
/// and burning a point rather than dying (003 "Burning Fate").
#[derive(Debug, Clone, Copy, Default, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct TargetFate {
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub reroll: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub burn_to_survive: bool,
}

#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct InitiativeRequest {
    pub ruleset: Ruleset,
    pub combatants: Vec<Combatant>,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// Extension: the end-of-turn test to shake off being pinned (`escapePinning`).
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct EscapeRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    /// Someone shot at the character since its last turn (no bonus). Default true.
    #[serde(default = "yes", deserialize_with = "nullable_yes")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub shot_at: bool,
    /// The character is engaged in melee (it escapes without a test; the `engaged`
    /// condition counts too).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub engaged: bool,
    /// The character is in cover (dh2 gives the bonus for cover too).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub in_cover: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

fn yes() -> bool {
    true
}

fn nullable_yes<'de, D: serde::Deserializer<'de>>(d: D) -> std::result::Result<bool, D::Error> {
    Ok(Option::<bool>::deserialize(d)?.unwrap_or(true))
}

