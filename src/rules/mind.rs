//! The mind as data: the Fear test (002 Fear, for every line), each line's Shock table, and
//! the insanity track. The seeds give the Fear ratings' modifiers, the +10 a degree of
//! failure on the Shock roll, the unnerved penalty and the 1d5 insanity points of a bad
//! failure out of combat (002 Fear); the Shock tables and the insanity track are the
//! published books' (each row's source below, in docs/rulesets.md "The mind"), summarised
//! in the project's own words. A row the sources do not give is not carried (Only War's
//! Shock rows past 100): the engine says so rather than invent one.

use serde::Serialize;

use super::effects::*;
use crate::model::Characteristic::{Wp, T};
use crate::model::Scope::All;

/// A row of a Shock table: the highest total it covers, whether the character may snap out
/// of it (a Willpower test at the start of each later turn ends the row's effects that
/// last until then), and the row.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct ShockRow {
    pub to: u32,
    pub snap_out: bool,
    #[serde(flatten)]
    pub row: CritRow<'static>,
}

const fn shock(to: u32, snap_out: bool, summary: &'static str, effects: &'static [Spec<'static>]) -> ShockRow {
    ShockRow { to, snap_out, row: CritRow { summary, effects } }
}

/// A band of the insanity track: from `from` points, its name and the modifier of the
/// Trauma test made at each further ten points (`None`: no test).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct MadnessBand {
    pub from: i32,
    pub degree: &'static str,
    pub trauma_modifier: Option<i32>,
    /// The disorder gained on reaching the band (`None`: none).
    pub disorder: Option<&'static str>,
}

/// Everything about the mind a line has.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Mind {
    /// The book and table of the Shock rows.
    pub shock_source: &'static str,
    /// Fear 1 to 4: the Willpower test's modifier.
    pub fear_modifiers: [i32; 4],
    /// Added to the Shock roll for each degree of failure.
    pub shock_per_degree: i32,
    pub shock: &'static [ShockRow],
    /// Out of combat: the unnerved penalty to tests that need concentration.
    pub unnerved: i32,
    /// Out of combat: a failure by this many degrees gains insanity points.
    pub insanity_at_degrees: i32,
    pub insanity_gain: Amount,
    /// The tens digit of a character's insanity points at or above twice a Fear rating
    /// spares it the test ("Only the Insane Shall Prosper"); `false` where the line's rule
    /// is not known.
    pub insane_prosper: bool,
    /// Insanity points between Trauma tests.
    pub trauma_every: i32,
    pub madness: &'static [MadnessBand],
    pub madness_source: &'static str,
}

// ---- Shock tables ----------------------------------------------------------------------

/// Dark Heresy, Table 8-4 (The Shock Table); Rogue Trader's Shock Table has the same bands,
/// effects and insanity points.
const SHOCK_FIRST: [ShockRow; 11] = [
    shock(20, false, "Startled: only a Half Action on its next turn.", &[half_actions(NEXT_TURN)]),
    shock(40, true, "Shaken: -10 to all tests until it snaps out of it (or the encounter ends).", &[penalty(-10, All, SNAP_OUT)]),
    shock(
        60,
        false,
        "Will not come nearer the source; -10 to all tests for the encounter; 1 insanity point.",
        &[avoids_source(ENCOUNTER), penalty(-10, All, ENCOUNTER), insanity(n(1))],
    ),
    shock(
        80,
        true,
        "Frozen: no actions until it snaps out of it, then -10 to all tests for the encounter; 1d5 insanity points.",
        &[no_actions(SNAP_OUT), penalty(-10, All, ENCOUNTER), insanity(d(1, 5))],
    ),
    shock(
        100,
        true,
        "Flees the source at full speed (cornered: Half Actions only at -20) until, away from it, it snaps out of it; 1d5 insanity points.",
        &[flees(-20, SNAP_OUT), insanity(d(1, 5))],
    ),
    shock(
        120,
        false,
        "Faints: unconscious 1d5 rounds, then -10 to all tests for the encounter; 1d5 insanity points.",
        &[unconscious(rounds(d(1, 5))), penalty(-10, All, ENCOUNTER), insanity(d(1, 5))],
    ),
    shock(
        130,
        false,
        "Overcome: does nothing for 1d5 rounds and drops what it holds, then only Half Actions for the encounter; 1d5 insanity points.",
        &[no_actions(rounds(d(1, 5))), DROPS, half_actions(ENCOUNTER), insanity(d(1, 5))],
    ),
    shock(
        140,
        true,
        "Frenzy: attacks whatever is nearest at random until it snaps out of it or is knocked out; 1d5 insanity points.",
        &[frenzy(SNAP_OUT), insanity(d(1, 5))],
    ),
    shock(
        160,
        false,
        "Collapses: down and doing nothing for 1d5+1 rounds, then -20 to all tests for the encounter; 1d5+1 insanity points.",
        &[PRONE, no_actions(rounds(dp(1, 5, 1))), penalty(-20, All, ENCOUNTER), insanity(dp(1, 5, 1))],
    ),
    shock(
        170,
        false,
        "Catatonic: unconscious for 1d5 hours, and nothing rouses it; 1d10 insanity points.",
        &[unconscious(hours(d(1, 5))), insanity(d(1, 10))],
    ),
    shock(
        u32::MAX,
        false,
        "Acute hallucinations for 2d10 rounds, then -20 to all tests for the encounter; 1d10 Willpower lost for good; 2d10 insanity points.",
        &[hallucinating(rounds(d(2, 10))), penalty(-20, All, ENCOUNTER), characteristic_lost(Wp, d(1, 10)), insanity(d(2, 10))],
    ),
];

/// Dark Heresy 2nd edition, Table 8-11 (Shock): no insanity points on the table (the GM
/// may award them); the last row stops the heart.
const SHOCK_DH2: [ShockRow; 11] = [
    shock(20, false, "Startled: only a Half Action on its next turn.", &[half_actions(NEXT_TURN)]),
    shock(40, true, "Shaken: -10 to all tests until it snaps out of it (or the encounter ends).", &[penalty(-10, All, SNAP_OUT)]),
    shock(
        60,
        false,
        "Will not come nearer the source; -10 to all tests for the encounter.",
        &[avoids_source(ENCOUNTER), penalty(-10, All, ENCOUNTER)],
    ),
    shock(
        80,
        true,
        "Frozen: no actions until it snaps out of it, then -10 to all tests for the encounter.",
        &[no_actions(SNAP_OUT), penalty(-10, All, ENCOUNTER)],
    ),
    shock(
        100,
        true,
        "Flees the source at full speed (cornered: Half Actions only at -20) until, away from it, it snaps out of it.",
        &[flees(-20, SNAP_OUT)],
    ),
    shock(
        120,
        false,
        "Faints: unconscious 1d5 rounds, then -10 to all tests for the encounter.",
        &[unconscious(rounds(d(1, 5))), penalty(-10, All, ENCOUNTER)],
    ),
    shock(
        130,
        false,
        "Overcome: does nothing for 1d5 rounds and drops what it holds, then only Half Actions for the encounter.",
        &[no_actions(rounds(d(1, 5))), DROPS, half_actions(ENCOUNTER)],
    ),
    shock(
        140,
        true,
        "Frenzy: attacks whatever is nearest at random until it snaps out of it or is knocked out.",
        &[frenzy(SNAP_OUT)],
    ),
    shock(
        160,
        false,
        "Does nothing for 1d5+1 rounds, then -20 to all tests for the encounter.",
        &[no_actions(rounds(dp(1, 5, 1))), penalty(-20, All, ENCOUNTER)],
    ),
    shock(170, false, "Catatonic: unconscious for 1d5 hours, and nothing rouses it.", &[unconscious(hours(d(1, 5)))]),
    shock(
        u32::MAX,
        false,
        "The heart stops: a Challenging (+0) Toughness test or death; passed, unconscious for 1d5 hours, and nothing rouses it.",
        &[test(T, 0, &[DEATH], &[unconscious(hours(d(1, 5)))])],
    ),
];

/// Only War, Table 9-5 (Shock), rows 01 to 100: the same rows as Dark Heresy 2nd edition's,
/// with no insanity points on the table. The rows past 100 are not in the sources the
/// engine is written from, and are not carried.
const SHOCK_OW: [ShockRow; 5] = [SHOCK_DH2[0], SHOCK_DH2[1], SHOCK_DH2[2], SHOCK_DH2[3], SHOCK_DH2[4]];

// ---- the insanity track ----------------------------------------------------------------

/// Dark Heresy, Table 8-5 (the insanity track); Only War's and Rogue Trader's have the same
/// bands (Dark Heresy 2nd edition: the same bands, from secondary sources).
const MADNESS: [MadnessBand; 6] = [
    MadnessBand { from: 0, degree: "stable", trauma_modifier: None, disorder: None },
    MadnessBand { from: 10, degree: "unsettled", trauma_modifier: Some(10), disorder: None },
    MadnessBand { from: 40, degree: "disturbed", trauma_modifier: Some(0), disorder: Some("minor") },
    MadnessBand { from: 60, degree: "unhinged", trauma_modifier: Some(-10), disorder: Some("severe") },
    MadnessBand { from: 80, degree: "deranged", trauma_modifier: Some(-20), disorder: Some("acute") },
    MadnessBand { from: 100, degree: "terminallyInsane", trauma_modifier: None, disorder: None },
];

const fn mind(shock_source: &'static str, shock: &'static [ShockRow], insane_prosper: bool, madness_source: &'static str) -> Mind {
    Mind {
        shock_source,
        fear_modifiers: [0, -10, -20, -30],
        shock_per_degree: 10,
        shock,
        unnerved: -10,
        insanity_at_degrees: 3,
        insanity_gain: d(1, 5),
        insane_prosper,
        trauma_every: 10,
        madness: &MADNESS,
        madness_source,
    }
}

pub const DH1: Mind = mind(
    "Dark Heresy, Table 8-4: The Shock Table",
    &SHOCK_FIRST,
    true,
    "Dark Heresy, Table 8-5 (degrees of madness)",
);
pub const RT: Mind = mind(
    "Rogue Trader, Shock Table (the same rows as Dark Heresy's Table 8-4)",
    &SHOCK_FIRST,
    false,
    "Rogue Trader, Insanity (the same track as Dark Heresy's)",
);
pub const OW: Mind = mind("Only War, Table 9-5: Shock (rows 01 to 100)", &SHOCK_OW, true, "Only War, Insanity");
pub const DH2: Mind = mind(
    "Dark Heresy 2nd edition, Table 8-11: Shock",
    &SHOCK_DH2,
    true,
    "Dark Heresy 2nd edition, Insanity (the track as published implementations carry it)",
);
