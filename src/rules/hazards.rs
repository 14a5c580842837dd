//! Special damage and the conditions that act every round, as data: falling, fire, blood
//! loss, suffocation and vacuum (000 "Conditions and Special Damage"; 003 "Special Damage"
//! and "Blood Loss"; 002 and 004 "Conditions and Special Damage"). Each line's values are in
//! its profile (`dh1.rs`, `rt.rs`, `ow.rs`, `dh2.rs`); `special.rs` applies a dose of
//! damage and `rounds.rs` runs the start of a turn and the end of a round against them.

use serde::Serialize;

use crate::dice::DiceExpr;
use crate::model::{DamageType, Location};

/// One dose of damage that is not an attack: what is rolled, what it counts as for
/// critical effects, what soaks it and where it lands.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Dose {
    pub damage: DiceExpr,
    pub damage_type: DamageType,
    /// Armour does not reduce it.
    pub ignores_armour: bool,
    /// The Toughness Bonus does not reduce it.
    pub ignores_toughness: bool,
    /// Levels of fatigue it adds besides.
    pub fatigue: u32,
    /// Where it lands when the request names no location (`None`: rolled on the
    /// hit-location table).
    pub location: Option<Location>,
}

/// A row of a falling-damage table: a fall of at least `metres` deals `damage`.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct FallRow {
    pub metres: u32,
    pub damage: DiceExpr,
}

/// How the damage of a fall grows with the distance.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase", rename_all_fields = "camelCase", tag = "kind")]
pub enum FallDamage {
    /// A table, shortest fall first: a fall uses the row of the longest distance it
    /// reaches; a fall shorter than the first row uses the first row.
    Table { table: &'static str, rows: &'static [FallRow] },
    /// A base roll plus so much per whole metre fallen.
    PerMetre { base: DiceExpr, per_metre: i32 },
}

/// Falling (000 "Falling", 003 "Falling" and Table 7-27, 002 "Falling", 004 "Falling").
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Falling {
    pub damage: FallDamage,
    pub damage_type: DamageType,
    pub ignores_armour: bool,
    pub ignores_toughness: bool,
}

/// Fire (000 "Fire", 003 "Fire", 002 "Fire", 004 "Fire").
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct FireRule {
    /// What a burning character takes each round.
    pub burn: Dose,
    /// The Agility test of a character exposed to flames, to keep from catching fire.
    pub catch_test: i32,
    /// The Willpower test at the start of a burning character's turn, to act normally
    /// (otherwise it can only run about screaming).
    pub willpower_test: i32,
    /// The Agility test (a Full Action) to put the flames out.
    pub extinguish_test: i32,
    /// Putting the flames out means dropping prone.
    pub extinguish_prone: bool,
}

/// Blood loss (000 "Blood Loss", 003 "Blood Loss", 002 "Blood Loss", 004 "Blood Loss").
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct BloodLossRule {
    /// The percentile chance of dying each round while bleeding (0: none).
    pub death_percent: u32,
    /// Levels of fatigue each round while bleeding.
    pub fatigue: u32,
    /// The Medicae test that staunches the bleeding.
    pub medicae_test: i32,
    /// The same test when whoever makes it is also doing something strenuous.
    pub medicae_strenuous_test: i32,
    /// The round's toll (death chance, fatigue) comes before the round's Medicae test;
    /// otherwise a successful test spares the character the round's toll.
    pub toll_first: bool,
}

/// What holding one's breath does once the breath runs out, to a character still conscious.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase", rename_all_fields = "camelCase", tag = "kind")]
pub enum OutOfBreath {
    /// It falls unconscious at the end of the last round of breath.
    Unconscious,
    /// Each round after the last round of breath it loses wounds (nothing soaks them) and
    /// gains fatigue, until the fatigue knocks it out.
    WoundsAndFatigue { wounds: i32, fatigue: u32 },
}

/// What each round unconscious without air does.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase", rename_all_fields = "camelCase", tag = "kind")]
pub enum Smothering {
    /// A dose of damage at the end of each round, until death.
    Damage { dose: Dose },
    /// Death once it has been unconscious without air for as many rounds as its
    /// Toughness Bonus.
    DiesAfterToughnessBonusRounds,
}

/// Holding one's breath in combat or other strenuous activity, round by round (000, 003 and
/// 002 "Suffocation"; 004 "Suffocation").
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct SuffocationRule {
    /// Rounds of breath per point of Toughness Bonus.
    pub rounds_per_toughness_bonus: u32,
    /// The Toughness test each round while the breath lasts (`None`: no test).
    pub holding_test: Option<i32>,
    /// Levels of fatigue a failed holding test adds.
    pub holding_fatigue: u32,
    pub out_of_breath: OutOfBreath,
    pub unconscious: Smothering,
    /// Holding one's breath at rest to save air, counted in minutes.
    pub conserving: Conserving,
}

/// Holding one's breath at rest (000, 003, 002 and 004 "Suffocation"): the Toughness Bonus
/// in minutes, a Toughness test each minute (a failure costs fatigue), and unconsciousness
/// when the minutes run out, whatever the fatigue.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Conserving {
    pub minutes_per_toughness_bonus: u32,
    pub test: i32,
    pub fatigue: u32,
}

/// The same in all four lines (000, 003, 002 and 004 "Suffocation").
pub const CONSERVING: Conserving = Conserving { minutes_per_toughness_bonus: 1, test: 0, fatigue: 1 };

/// Vacuum (000 "Vacuum", 003 "Vacuum").
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct VacuumRule {
    /// Sudden exposure: rounds unharmed per point of Toughness Bonus.
    pub sudden_rounds_per_toughness_bonus: u32,
    /// Sudden exposure: the damage at the end of each round after those.
    pub depressurisation: Dose,
    /// In the void of space: the Toughness test each round against the cold, and the
    /// damage a failure deals.
    pub cold_test: i32,
    pub cold: Dose,
    /// A slowly thinning atmosphere: rounds unharmed per point of Toughness Bonus.
    pub gradual_rounds_per_toughness_bonus: u32,
    /// The Toughness test each round after those: this modifier times the rounds since.
    pub gradual_test_step: i32,
    /// The damage of a round whose test passed, and of one whose test failed.
    pub gradual_resisted: Dose,
    pub gradual: Dose,
}

/// Every hazard of a line.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Hazards {
    pub falling: Falling,
    pub fire: FireRule,
    pub blood_loss: BloodLossRule,
    pub suffocation: SuffocationRule,
    pub vacuum: VacuumRule,
}

/// A dice expression `NdS+M`, for the tables.
pub const fn expr(count: u32, sides: u32, modifier: i32) -> DiceExpr {
    DiceExpr { count, sides, modifier }
}
