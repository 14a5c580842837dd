//! Movement as data (003 MOVEMENT to FLYING): the speeds of Table 7-28 as their rule, the
//! narrative speeds of Table 7-29, the limits of Table 7-31, the treacherous environments
//! of Table 7-30, gravity, encumbrance, and the numbers of jumping, leaping, climbing,
//! abseiling, swimming, lifting, throwing, the hours of hard travel and flying.
//!
//! Only 003 (Dark Heresy) gives these rules in the seeds; the other lines move by Agility
//! Bonus the same way (000 "Move", 002 and 004's action tables). All four lines use 003's
//! numbers; what differs is the skill a climb or a swim is tested with (Climb and Swim in
//! Dark Heresy and Rogue Trader, Athletics in the second-generation lines). docs/rulesets.md
//! says so per line.

use serde::Serialize;

use crate::model::Environment;
pub use crate::model::RoundSpeeds;

/// A row of Table 7-29: metres a minute, kilometres an hour and a day (ten hours' walking).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct NarrativeRow {
    pub per_minute_m: f64,
    pub per_hour_km: f64,
    pub per_day_km: f64,
}

/// A row of Table 7-31: kilograms carried, lifted and pushed.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct LimitRow {
    pub carry: f64,
    pub lift: f64,
    pub push: f64,
}

/// A treacherous environment of Table 7-30 and the difficulty of its Agility test.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct EnvironmentRow {
    pub environment: Environment,
    pub name: &'static str,
    pub modifier: i32,
}

/// What a world's gravity changes (003 "The Effects of Gravity").
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct GravityEffect {
    /// Added to the Agility Bonus for movement.
    pub agility_bonus: i32,
    /// The least Agility Bonus it leaves (a bonus already below it stays as it is).
    pub agility_bonus_floor: i32,
    /// Added to the sum of Strength and Toughness Bonus for the limits (never below 0).
    pub limits_total: i32,
    /// Added to the Strength Bonus for throwing (never below 0).
    pub throw_strength_bonus: i32,
    /// Jumping and leaping distances are multiplied by this.
    pub jump_factor: f64,
}

/// The hours of hard travel (003 "Hurrying", "Running and Narrative Time", "Forced
/// Marching", "Swimming and Narrative Time", "Exceeding Your Carrying Limits").
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Endurance {
    /// Hurrying moves at this many times the narrative speed.
    pub hurry_factor: f64,
    pub hurry_perception: i32,
    /// Running in narrative time moves at this many times the narrative speed.
    pub run_factor: f64,
    pub run_perception: i32,
    /// The cumulative step of the Toughness tests' penalty.
    pub step: i32,
    /// The hours of an ordinary day's march (Table 7-29's day).
    pub march_hours: u32,
    /// Hours of rest that remove the fatigue of each hour marched past the safe ones.
    pub march_rest_per_hour: u32,
    /// Levels of fatigue a failed test gives.
    pub fatigue: i32,
}

/// Movement's numbers for one line.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Movement {
    pub source: &'static str,
    /// Table 7-28's row for Agility Bonus 0.
    pub at_zero: RoundSpeeds,
    /// Table 7-28 from Agility Bonus 1: each speed is the bonus times these (the table's
    /// rows to 10 follow it exactly, and the engine goes on past 10 by the same rule).
    pub per_bonus: RoundSpeeds,
    /// Table 7-29, Agility Bonus 0 to 10; a greater bonus uses the last row.
    pub narrative: &'static [NarrativeRow],
    /// Table 7-31, totals 0 to 20; a greater total uses the last row.
    pub limits: &'static [LimitRow],
    /// Table 7-30.
    pub environments: &'static [EnvironmentRow],
    pub low_gravity: GravityEffect,
    pub high_gravity: GravityEffect,
    /// Carrying more than the carry limit: the Agility Bonus for movement and the movement
    /// tests' modifier.
    pub encumbered_agility_bonus: i32,
    pub encumbered_tests: i32,
    /// Jumping up: centimetres per Strength Bonus, and per Strength Bonus a degree.
    pub jump_cm: i32,
    pub jump_cm_per_degree: i32,
    /// A running leap's least run-up, the metres of run-up per bonus step beyond it, the
    /// step, its most, and a standing leap's modifier.
    pub leap_run_up: f64,
    pub leap_run_up_step: f64,
    pub leap_bonus: i32,
    pub leap_bonus_max: i32,
    pub leap_standing: i32,
    /// Metres a degree adds to a leap (or takes off a failed one).
    pub leap_per_degree: f64,
    /// A leap's height as a fraction of its length.
    pub leap_height: f64,
    /// The skill a climb is tested with besides Strength, and the one a swim is tested with.
    pub climb_skill: &'static str,
    pub swim_skill: &'static str,
    /// A climb's least metres, and the metres a degree adds.
    pub climb_min: f64,
    pub climb_per_degree: f64,
    /// Abseiling: metres on a success and on a failure; degrees of failure that call for a
    /// Strength test to keep hold.
    pub abseil_success: f64,
    pub abseil_failure: f64,
    pub abseil_grip_degrees: i32,
    /// Swimming: degrees of failure that sink, and kilograms of weight a metre sunk.
    pub swim_sink_degrees: i32,
    pub swim_sink_kg: f64,
    /// Lifting or pushing past the limit: degrees of failure that tire.
    pub strain_fatigue_degrees: i32,
    /// Throwing more than half the lift limit (up to the limit).
    pub heavy_throw: i32,
    pub endurance: Endurance,
    /// Metres a flyer falls when it takes no move action, from low and from high altitude.
    pub fall_low: u32,
    pub fall_high: u32,
}

const fn n(per_minute_m: f64, per_hour_km: f64, per_day_km: f64) -> NarrativeRow {
    NarrativeRow { per_minute_m, per_hour_km, per_day_km }
}

const fn l(carry: f64, lift: f64, push: f64) -> LimitRow {
    LimitRow { carry, lift, push }
}

const fn e(environment: Environment, name: &'static str, modifier: i32) -> EnvironmentRow {
    EnvironmentRow { environment, name, modifier }
}

/// 003 Table 7-29: Narrative Movement, Agility Bonus 0 to 10.
pub const NARRATIVE: [NarrativeRow; 11] = [
    n(12.0, 0.75, 7.0),
    n(24.0, 1.5, 15.0),
    n(48.0, 3.0, 30.0),
    n(72.0, 4.0, 40.0),
    n(96.0, 6.0, 60.0),
    n(120.0, 7.0, 70.0),
    n(144.0, 9.0, 90.0),
    n(168.0, 10.0, 100.0),
    n(192.0, 12.0, 120.0),
    n(216.0, 13.0, 130.0),
    n(240.0, 14.0, 140.0),
];

/// 003 Table 7-31: Carrying, Lifting & Pushing, totals 0 to 20.
pub const LIMITS: [LimitRow; 21] = [
    l(0.9, 2.25, 4.5),
    l(2.25, 4.5, 9.0),
    l(4.5, 9.0, 18.0),
    l(9.0, 18.0, 36.0),
    l(18.0, 36.0, 72.0),
    l(27.0, 54.0, 108.0),
    l(36.0, 72.0, 144.0),
    l(45.0, 90.0, 180.0),
    l(56.0, 112.0, 225.0),
    l(67.0, 135.0, 270.0),
    l(78.0, 157.0, 315.0),
    l(90.0, 180.0, 360.0),
    l(112.0, 225.0, 450.0),
    l(225.0, 450.0, 900.0),
    l(337.0, 675.0, 1350.0),
    l(450.0, 900.0, 1800.0),
    l(675.0, 1350.0, 2700.0),
    l(900.0, 1800.0, 3600.0),
    l(1350.0, 2700.0, 5400.0),
    l(1800.0, 3600.0, 7200.0),
    l(2250.0, 4500.0, 9000.0),
];

/// 003 Table 7-30: Treacherous Environments.
pub const ENVIRONMENTS: [EnvironmentRow; 10] = [
    e(Environment::Fog, "Fog or Smoke", 10),
    e(Environment::Mud, "Mud", 0),
    e(Environment::ShallowWater, "Shallow Water", 0),
    e(Environment::Darkness, "Darkness", -10),
    e(Environment::Snow, "Snow", -10),
    e(Environment::Underbrush, "Underbrush", -10),
    e(Environment::DenseCrowds, "Dense Crowds", -20),
    e(Environment::ZeroGravity, "Zero Gravity", -20),
    e(Environment::Rubble, "Rubble", -20),
    e(Environment::Tremors, "Tremors", -20),
];

/// 003's movement, with the skills a line tests a climb and a swim with.
const fn with_skills(source: &'static str, climb_skill: &'static str, swim_skill: &'static str) -> Movement {
    Movement {
        source,
        at_zero: RoundSpeeds { half: 0.5, full: 1.0, charge: 2.0, run: 3.0 },
        per_bonus: RoundSpeeds { half: 1.0, full: 2.0, charge: 3.0, run: 6.0 },
        narrative: &NARRATIVE,
        limits: &LIMITS,
        environments: &ENVIRONMENTS,
        low_gravity: GravityEffect {
            agility_bonus: 2,
            agility_bonus_floor: 0,
            limits_total: 4,
            throw_strength_bonus: 2,
            jump_factor: 2.0,
        },
        high_gravity: GravityEffect {
            agility_bonus: -2,
            agility_bonus_floor: 1,
            limits_total: -4,
            throw_strength_bonus: -2,
            jump_factor: 0.5,
        },
        encumbered_agility_bonus: -1,
        encumbered_tests: -10,
        jump_cm: 20,
        jump_cm_per_degree: 10,
        leap_run_up: 4.0,
        leap_run_up_step: 4.0,
        leap_bonus: 10,
        leap_bonus_max: 30,
        leap_standing: -10,
        leap_per_degree: 0.5,
        leap_height: 0.25,
        climb_skill,
        swim_skill,
        climb_min: 0.5,
        climb_per_degree: 1.0,
        abseil_success: 10.0,
        abseil_failure: 5.0,
        abseil_grip_degrees: 2,
        swim_sink_degrees: 2,
        swim_sink_kg: 20.0,
        strain_fatigue_degrees: 2,
        heavy_throw: -20,
        endurance: Endurance {
            hurry_factor: 2.0,
            hurry_perception: -10,
            run_factor: 3.0,
            run_perception: -20,
            step: -10,
            march_hours: 10,
            march_rest_per_hour: 2,
            fatigue: 1,
        },
        fall_low: 15,
        fall_high: 25,
    }
}

/// Dark Heresy: 003 itself.
pub const DH1: Movement = with_skills("Dark Heresy core rulebook, Movement (Tables 7-28 to 7-31)", "climb", "swim");
/// Rogue Trader: 003's numbers (000 moves by Agility Bonus the same way), with its Climb and
/// Swim skills.
pub const RT: Movement = with_skills(
    "Dark Heresy core rulebook, Movement (Rogue Trader moves by Agility Bonus the same way)",
    "climb",
    "swim",
);
/// Only War and Dark Heresy 2nd edition: 003's numbers, climbs and swims tested with Athletics.
pub const SECOND: Movement = with_skills(
    "Dark Heresy core rulebook, Movement (the second-generation lines move by Agility Bonus the same way); climbing and swimming use Athletics",
    "athletics",
    "athletics",
);
