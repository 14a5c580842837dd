//! What `analyzeAttack` returns: chances and means over its trials, and the distributions
//! of the totals.

use serde::Serialize;

/// The chances and means an analysis reports.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Analysis {
    pub trials: u32,
    pub hit_chance: f64,
    pub mean_hits: f64,
    pub mean_wounds: f64,
    pub crit_chance: f64,
    pub kill_chance: f64,
    pub jam_chance: f64,
    /// Extension: chance the target is unconscious after the attack.
    pub unconscious_chance: f64,
    /// Extension: chance at least one hit triggered Righteous Fury.
    pub fury_chance: f64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub seed: u64,
    /// Extension: how the attack's totals spread over the trials, for a chart.
    /// How many of the trials ran lean (a plain attack's trials, counted without building
    /// an outcome); the rest ran the full engine. The figures are the same either way.
    pub lean_trials: u32,
    /// Extension: how many of the lean trials ran flat from start to end (from tables
    /// worked out once per request: a few dice and lookups a trial, for a plain attack
    /// with plain soak; a trial whose critical damage comes before its last hit, or whose
    /// critical effects roll dice, finishes through the engine's steps and is not counted
    /// here). The figures are the same either way.
    pub flat_trials: u32,
    /// Extension: the figures are exact rather than sampled: every sequence of dice the
    /// attack can roll was played through the engine and weighed by its chance (when the
    /// request asks with `exact: true`, or by default when that takes at most one run of
    /// the engine per 20 trials asked for). The chances, means and distributions are then
    /// the true ones, up to floating-point rounding, whatever the seed; `trials` and `seed`
    /// are reported as given.
    pub exact: bool,
    pub distributions: AnalysisDistributions,
}

/// Extension: the spread of an analysis's totals over its trials. Entry `i` of each list is
/// the chance (the fraction of trials, 0 to 1) that the attack's total was exactly `i`. A
/// list runs from 0 to the largest total any trial reached, so it always has at least one
/// entry, and its entries add up to 1. A list holds at most 200 entries: when a trial
/// reached 199 or more, the list has all 200 and its last entry is the chance of 199 or more
/// (`analyze::DISTRIBUTION_LEN`).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct AnalysisDistributions {
    /// Hits that landed on the target, as `meanHits` counts them (while no trial reached
    /// the cap, the mean of this list is `meanHits`).
    pub hits: Vec<f64>,
    /// The landed hits' damage totals added up (each hit's `damage.total`: dice, modifiers,
    /// Righteous Fury), before cover, armour and toughness soak any of it.
    pub damage: Vec<f64>,
    /// Wounds dealt to the target, those a quality dealt after a hit (Toxic) included, as
    /// `meanWounds` counts them (while no trial reached the cap, the mean of this list is
    /// `meanWounds`).
    pub wounds: Vec<f64>,
    /// Critical damage the attack added to the target's (its `criticalDamage` afterwards,
    /// less what the request gave it).
    pub critical_damage: Vec<f64>,
}
