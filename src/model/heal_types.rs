//! What `heal` asks and returns: natural healing over days, the Medicae skill (first aid,
//! extended care, staunching blood loss), rest against fatigue, and waking from
//! fatigue-induced unconsciousness.

use serde::{Deserialize, Serialize};

use super::*;
use crate::dice::{DiceSpec, DieRecord};

/// How hurt a character is, which sets how it heals (000 and 003 "Healing", 002 "Damage and
/// Healing"). Dark Heresy's book says "Wounded" where the others say "Damaged"; the values
/// are the same in every line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum DamageState {
    /// No damage and no critical damage.
    Unharmed,
    /// Damage up to twice the Toughness Bonus.
    LightlyDamaged,
    /// More damage than that, but no critical damage.
    HeavilyDamaged,
    /// Any critical damage.
    CriticallyDamaged,
}

impl DamageState {
    pub fn as_str(self) -> &'static str {
        match self {
            DamageState::Unharmed => "unharmed",
            DamageState::LightlyDamaged => "lightlyDamaged",
            DamageState::HeavilyDamaged => "heavilyDamaged",
            DamageState::CriticallyDamaged => "criticallyDamaged",
        }
    }
}

/// What passes or is done to the character.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum HealKind {
    /// `days` of natural healing (with `bedRest`, and `medicalAttention` where a medic looks
    /// after the patient without rolling).
    Natural,
    /// A Medicae test (or one a period, for extended care): see `care`.
    Medicae,
    /// `hours` of rest against fatigue.
    Rest,
    /// Waking from unconsciousness brought on by fatigue (10 - TB minutes after falling).
    Wake,
}

impl HealKind {
    pub fn as_str(self) -> &'static str {
        match self {
            HealKind::Natural => "natural",
            HealKind::Medicae => "medicae",
            HealKind::Rest => "rest",
            HealKind::Wake => "wake",
        }
    }
}

/// What a Medicae treatment is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Care {
    /// One test that removes some damage at once.
    #[default]
    FirstAid,
    /// A test at the end of each day or week of care, speeding natural healing.
    ExtendedCare,
    /// The test that stops blood loss.
    StaunchBloodLoss,
}

impl Care {
    pub fn as_str(self) -> &'static str {
        match self {
            Care::FirstAid => "firstAid",
            Care::ExtendedCare => "extendedCare",
            Care::StaunchBloodLoss => "staunchBloodLoss",
        }
    }
}

/// The character who treats the patient.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Medic {
    pub actor: Actor,
}

/// Extension: `heal`. `actor` is the patient (an outcome's `target` fed back works). Which
/// fields apply depends on `kind`; a field that does not apply is refused.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct HealRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    pub kind: HealKind,
    /// `natural`: the days that pass (required). `medicae` with `extendedCare`: the days of
    /// care (default: one period of care for the patient's state).
    pub days: Option<u32>,
    /// `rest`: the hours of rest (required).
    pub hours: Option<u32>,
    /// `natural` and extended care: the patient spends the whole time in bed rest.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub bed_rest: bool,
    /// `natural`: the patient is under medical attention (a medic's care, without tests).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub medical_attention: bool,
    /// `medicae`: the treatment (default `'firstAid'`).
    pub care: Option<Care>,
    /// `medicae`: who treats the patient (default: the patient itself).
    pub medic: Option<Medic>,
    /// Extended care: the patients the medic attends at once, this one included (default 1).
    pub patients: Option<u32>,
    /// Staunching blood loss: the bleeding character keeps up strenuous activity.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub strenuous: bool,
    /// `medicae`: extra modifiers to the medic's tests.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// What the healing took away, in all.
#[derive(Debug, Clone, Serialize, PartialEq, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Removed {
    pub damage: i32,
    pub critical_damage: i32,
    pub fatigue: i32,
    /// Points of characteristic damage recovered.
    pub characteristic_damage: u32,
}

/// Extension: what `heal` returns. `target` is the character's new state (feed it back as
/// the next request's actor); `state` its damage state now.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct HealOutcome {
    pub kind: HealKind,
    pub target: TargetState,
    pub state: DamageState,
    pub removed: Removed,
    /// Every test rolled, in order: the medic's Medicae tests, the patient's Toughness tests.
    pub tests: Vec<TestResult>,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}


crate::written_as_names!(DamageState, HealKind, Care);
