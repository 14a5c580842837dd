//! Healing as data: the damage states, natural healing per state, the Medicae skill's first
//! aid, extended care and staunching of blood loss, and recovery from fatigue and
//! characteristic damage. Each line's values are in its profile file (`HEALING`), each with
//! its source; `crate::body::heal` reads them.

use serde::Serialize;

use crate::dice::DiceExpr;
use crate::model::DamageState;

/// When a character counts as lightly, heavily or critically damaged (000 and 003 "Healing",
/// 002 "Damage and Healing"): critically with any critical damage; otherwise lightly up to
/// a multiple of the Toughness Bonus in damage, heavily past it.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct DamageStates {
    /// Lightly damaged while the damage is at most this many times the Toughness Bonus.
    pub light_up_to_tb_times: i32,
    /// The book's names of the three states, for the log.
    pub lightly: &'static str,
    pub heavily: &'static str,
    pub critically: &'static str,
}

impl DamageStates {
    /// The state of a character with this damage and critical damage. `None` when the
    /// Toughness Bonus would decide it and is not known.
    pub fn of(&self, damage: i32, critical_damage: i32, toughness_bonus: Option<i32>) -> Option<DamageState> {
        if critical_damage > 0 {
            return Some(DamageState::CriticallyDamaged);
        }
        if damage <= 0 {
            return Some(DamageState::Unharmed);
        }
        let limit = toughness_bonus? * self.light_up_to_tb_times;
        Some(if damage <= limit { DamageState::LightlyDamaged } else { DamageState::HeavilyDamaged })
    }

    /// The line's name of a state ("Lightly Wounded" in Dark Heresy).
    pub fn name(&self, s: DamageState) -> &'static str {
        match s {
            DamageState::Unharmed => "unharmed",
            DamageState::LightlyDamaged => self.lightly,
            DamageState::HeavilyDamaged => self.heavily,
            DamageState::CriticallyDamaged => self.critically,
        }
    }
}

/// How much damage one period of natural healing removes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase", tag = "kind", content = "points")]
pub enum Recovers {
    Nothing,
    Points(u32),
    /// As many points as the patient's Toughness Bonus.
    ToughnessBonus,
}

/// Natural healing in one damage state: every `period_days` days the patient removes
/// `normal` damage, or `bed_rest` when it spent the whole period resting.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct NaturalRate {
    pub period_days: u32,
    pub normal: Recovers,
    pub bed_rest: Recovers,
    /// Heals only under medical attention (a medic's care, or extended care).
    pub needs_medical_attention: bool,
    /// A Toughness test at this modifier ends each period; only a success heals.
    pub toughness_test: Option<i32>,
}

/// Natural healing per state. Critical damage goes first: a critically damaged character
/// removes critical damage, and becomes heavily damaged when it has none left.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct NaturalHealing {
    pub lightly: NaturalRate,
    pub heavily: NaturalRate,
    pub critically: NaturalRate,
}

impl NaturalHealing {
    /// The rate of a damaged state (`None` for an unharmed character).
    pub fn of(&self, s: DamageState) -> Option<&NaturalRate> {
        match s {
            DamageState::Unharmed => None,
            DamageState::LightlyDamaged => Some(&self.lightly),
            DamageState::HeavilyDamaged => Some(&self.heavily),
            DamageState::CriticallyDamaged => Some(&self.critically),
        }
    }
}

/// How much damage a successful Medicae test for first aid removes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase", tag = "kind", content = "points")]
pub enum Treats {
    Points(u32),
    /// As many points as the medic's Intelligence Bonus.
    IntelligenceBonus,
    /// One point per degree of success.
    DegreesOfSuccess,
}

/// First aid: one Medicae test; what a success removes depends on the patient's state (from
/// critical damage first).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct FirstAid {
    pub lightly: Treats,
    pub heavily: Treats,
    pub critically: Treats,
}

impl FirstAid {
    pub fn of(&self, s: DamageState) -> Option<Treats> {
        match s {
            DamageState::Unharmed => None,
            DamageState::LightlyDamaged => Some(self.lightly),
            DamageState::HeavilyDamaged => Some(self.heavily),
            DamageState::CriticallyDamaged => Some(self.critically),
        }
    }
}

/// The harm of an extended-care test failed by at least `degrees` degrees: `damage` to a
/// patient that is not critically damaged.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct CareHarm {
    pub degrees: i32,
    pub damage: DiceExpr,
}

/// Extended care: a Medicae test at the end of each period of care, the period set by the
/// patient's state. A success removes `multiplier` times what natural healing removed in
/// the period plus `per_degree` per degree of success; a failure leaves natural healing
/// alone, and a bad failure harms the patient.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct ExtendedCare {
    pub lightly_days: u32,
    pub heavily_days: u32,
    pub critically_days: u32,
    /// The medic attends as many patients as its Intelligence Bonus; each one more gives
    /// this modifier (cumulative).
    pub extra_patient: i32,
    pub multiplier: u32,
    pub per_degree: u32,
    /// The harm of bad failures, worst (most degrees) first.
    pub harm: &'static [CareHarm],
    /// A critically damaged patient whose care failed by the least harmful degrees tests
    /// Toughness at this modifier, and dies on a failure.
    pub critical_toughness_test: Option<i32>,
}

impl ExtendedCare {
    pub fn period_days(&self, s: DamageState) -> u32 {
        match s {
            DamageState::Unharmed | DamageState::LightlyDamaged => self.lightly_days,
            DamageState::HeavilyDamaged => self.heavily_days,
            DamageState::CriticallyDamaged => self.critically_days,
        }
    }
}

/// The Medicae test that stops blood loss (000 and 003 "Blood Loss", 002 "Blood Loss", 004
/// "Blood Loss").
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Staunch {
    pub modifier: i32,
    /// The modifier instead while the bleeding character keeps up strenuous activity
    /// (`None`: the line has no such case).
    pub strenuous: Option<i32>,
}

/// Recovery with time: fatigue with rest, characteristic damage with any time.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Recovery {
    /// Fatigue levels each hour of rest removes.
    pub fatigue_per_hour: u32,
    /// So many hours of rest in a row remove all fatigue.
    pub fatigue_all_after_hours: u32,
    /// Points of (not permanent) characteristic damage recovered each hour, whatever the
    /// character does.
    pub characteristic_per_hour: u32,
    /// Fatigue past the threshold knocks the character out for this many minutes less its
    /// Toughness Bonus, at least one (the "10" of "10 - TB minutes"); read where the
    /// character falls (`body::wounds::finish`) and where it comes round (`heal`'s `wake`).
    pub fatigue_unconscious_minutes_base: i32,
}

#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Healing {
    pub states: DamageStates,
    pub natural: NaturalHealing,
    pub first_aid: FirstAid,
    pub extended_care: ExtendedCare,
    pub blood_loss: Staunch,
    pub recovery: Recovery,
}
