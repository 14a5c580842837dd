//! The warp as data: each line's Psychic Phenomena and Perils of the Warp tables (not in the
//! seeds: from the published books, each table's source on its constant and in
//! docs/rulesets.md "Psychic powers"), every row summarised in the project's own words and
//! written as structured effects (`rules::effects`). A phenomenon row that sends the psyker
//! to the Perils of the Warp is `perils`.

use serde::Serialize;

use super::effects::CritRow;

pub mod example_powers;
pub mod warp_dh1;
pub mod warp_dh2;
pub mod warp_rt;

/// A row of a psychic table: the highest d100 total it covers (`u32::MAX`: all above), its
/// name, and what happens.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct PsyRow {
    pub to: u32,
    pub name: &'static str,
    /// A phenomenon that is Perils of the Warp instead: roll on the Perils table.
    pub perils: bool,
    #[serde(flatten)]
    pub row: CritRow<'static>,
}

/// A row: `psy(to, "Name", "what happens, in the project's words", &[effects])`.
pub const fn psy(to: u32, name: &'static str, summary: &'static str, effects: &'static [super::effects::Spec<'static>]) -> PsyRow {
    PsyRow { to, name, perils: false, row: CritRow { summary, effects } }
}

/// The phenomena row that sends the psyker to the Perils of the Warp.
pub const fn to_perils(to: u32) -> PsyRow {
    PsyRow { to, name: "Perils of the Warp", perils: true, row: CritRow { summary: "Roll on the Perils of the Warp table.", effects: &[] } }
}

/// A line's two tables and their sources.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct WarpTables {
    pub phenomena_source: &'static str,
    pub phenomena: &'static [PsyRow],
    pub perils_source: &'static str,
    pub perils: &'static [PsyRow],
}

/// How a line makes the Focus Power action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Focus {
    /// Dark Heresy: up to the Psy Rating in d10s plus the Willpower Bonus against the
    /// power's threshold; each 9 brings a phenomenon.
    Threshold,
    /// Rogue Trader and Only War: a test of the power's characteristic, +5 a point of
    /// effective Psy Rating; fettered (half, rounded up), unfettered, or pushed.
    Strength,
    /// Dark Heresy 2nd edition: a test of the power's characteristic, +10 a point of Psy
    /// Rating left unused, -10 a point pushed past it.
    Chosen,
}

/// Which results of the Focus Power test bring psychic phenomena.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Triggers {
    /// Fettered: doubles bring phenomena (else never).
    pub fettered_doubles: bool,
    /// Pushing: every roll brings phenomena (else every roll but doubles).
    pub push_always: bool,
}

/// A line's psychic rules.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Psychic {
    pub focus: Focus,
    pub source: &'static str,
    /// The test's bonus or penalty for each point of Psy Rating (see `Focus`).
    pub per_psy_rating: i32,
    /// The most points a bound psyker may push (unbound and daemonic psykers: `push_unbound`,
    /// `push_daemonic`).
    pub push_bound: u32,
    pub push_unbound: u32,
    pub push_daemonic: u32,
    pub triggers: Triggers,
    /// Added to the phenomena roll for each point pushed (bound psykers).
    pub phenomena_per_push: i32,
    /// A phenomena total at or above this is the Perils of the Warp.
    pub perils_at: u32,
    /// The tables (`None`: not in the engine's sources; the rolls are reported, no effect
    /// applied).
    pub tables: Option<&'static WarpTables>,
}

pub const DH1: Psychic = Psychic {
    focus: Focus::Threshold,
    source: "Dark Heresy, Chapter VI: Psychic Powers (Focus Power)",
    per_psy_rating: 0,
    push_bound: 0,
    push_unbound: 0,
    push_daemonic: 0,
    triggers: Triggers { fettered_doubles: false, push_always: false },
    phenomena_per_push: 0,
    perils_at: 75,
    tables: Some(&warp_dh1::TABLES),
};

pub const RT: Psychic = Psychic {
    focus: Focus::Strength,
    source: "Rogue Trader, Psychic Powers (Focus Power)",
    per_psy_rating: 5,
    push_bound: 3,
    push_unbound: 3,
    push_daemonic: 3,
    triggers: Triggers { fettered_doubles: false, push_always: true },
    phenomena_per_push: 5,
    perils_at: 75,
    tables: Some(&warp_rt::TABLES),
};

pub const OW: Psychic = Psychic {
    focus: Focus::Strength,
    source: "Only War, Psychic Powers (Focus Power; doubles bring phenomena, as the second-generation action table has it)",
    per_psy_rating: 5,
    push_bound: 3,
    push_unbound: 3,
    push_daemonic: 3,
    triggers: Triggers { fettered_doubles: true, push_always: true },
    phenomena_per_push: 0,
    perils_at: 75,
    tables: None,
};

pub const DH2: Psychic = Psychic {
    focus: Focus::Chosen,
    source: "Dark Heresy 2nd edition, Psychic Powers (Focus Power: doubles bring phenomena)",
    per_psy_rating: 10,
    push_bound: 2,
    push_unbound: 4,
    push_daemonic: 3,
    triggers: Triggers { fettered_doubles: true, push_always: false },
    phenomena_per_push: 0,
    perils_at: 75,
    tables: Some(&warp_dh2::TABLES),
};

crate::written_as_names!(Focus);
