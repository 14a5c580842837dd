//! What an attack returns (`AttackOutcome`): each strike, the target's and other
//! characters' state afterwards, every die and log line with the step that wrote it.

use serde::Serialize;

use super::*;
use crate::dice::DieRecord;

/// Extension: one strike of an action that attacks several times (Multiple Attacks, two
/// weapons).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Strike {
    /// The weapon's name, or `'primary'` / `'secondary'` when it has none.
    pub weapon: String,
    pub hand: Hand,
    /// The attack action of this strike.
    pub action: Action,
    pub test: TestResult,
    pub jammed: bool,
    pub ammo: u32,
    pub hits_scored: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub evasion: Option<Evasion>,
    pub hits_landed: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub scatter: Option<Scatter>,
    /// The weapon overheated instead of firing.
    // Boxed: large and rare, and a strike is moved several times in every trial of an
    // analysis.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub overheat: Option<Box<Overheat>>,
    /// The weapon sprayed a cone instead of making an attack test.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub spray: Option<Sprayed>,
    /// The target's Agility test against catching fire after this strike's hits.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub catch_fire: Option<TestResult>,
}

#[derive(Debug, Clone, Default, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct TargetState {
    pub damage: i32,
    pub critical_damage: i32,
    pub fatigue: i32,
    pub conditions: Vec<Condition>,
    pub dead: bool,
    pub unconscious: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub cover: Option<Cover>,
    /// Extension: rounds of stun the target has now (from a stun attempt, a critical effect,
    /// or the request's `stunnedRounds`; the longest).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub stunned_rounds: Option<u32>,
    /// Extension: the lasting harm the target carries now (the request's `injuries` and what
    /// this action added), for a VTT to record and feed back: useless or lost parts, halved
    /// or damaged characteristics, penalties, blindness, halved movement, armour destroyed,
    /// each with its duration (the conditions it caused are in `conditions`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Effect>>", optional))]
    pub injuries: Vec<Effect>,
    /// Extension: fate the target burnt to survive (003 "Burning Fate").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<FateSpent>>", optional))]
    pub fate_spent: Vec<FateSpent>,
    /// Extension: lightly, heavily or critically damaged (or unharmed), which sets how the
    /// character heals (`heal`). Absent only when the character has damage but no Toughness
    /// in the request to judge it by.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub damage_state: Option<DamageState>,
    /// Extension: insanity points now (the request's and any gained); left out at 0.
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>", optional))]
    pub insanity: i32,
    /// Extension: corruption points now; left out at 0.
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>", optional))]
    pub corruption: i32,
}

/// Extension: the acting character's state after a melee special action that changed it
/// (knocked prone by a failed Knock-Down, grappling, breaking free...).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct AttackerState {
    pub conditions: Vec<Condition>,
    pub fatigue: i32,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct AttackOutcome {
    pub ruleset: Ruleset,
    pub action: Action,
    pub test: TestResult,
    pub jammed: bool,
    /// Extension: rounds the attack expended (1 for a single shot, the rate of fire for a
    /// burst, 0 in melee), hit or miss.
    pub ammo: u32,
    pub hits_scored: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub evasion: Option<Evasion>,
    pub hits: Vec<Hit>,
    pub target: TargetState,
    /// Extension: where a missed thrown or blast weapon landed (the first strike that
    /// scattered).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub scatter: Option<Scatter>,
    /// Extension: the weapon overheated instead of firing (the Overheats quality): the hit
    /// on its wielder and the attacker's state after it. An action of several strikes
    /// gives the last strike that overheated (each strike's is in `strikes`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub overheat: Option<Box<Overheat>>,
    /// Extension: the weapon sprayed a cone instead of making an attack test (Flame in
    /// dh1/rt, Spray in ow/dh2): whether the target was in range and its Agility test.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub spray: Option<Sprayed>,
    /// Extension: the target's Agility test against catching fire, after a hit from a weapon
    /// that sets targets alight (Flame); on a failure `target.conditions` gains `onFire`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub catch_fire: Option<TestResult>,
    /// Extension: each strike of an action that attacked several times, in order (a strike
    /// with a weapon a Power Field destroyed earlier in the action is not made). Then
    /// `test` is the first strike's, `jammed` whether any weapon jammed, `ammo` and
    /// `hitsScored` the sums, `evasion` the first reaction made (each strike has its own; Step
    /// Aside gives the target more than one), `hits` every landed hit in order. Empty (left out) for a single attack.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Strike>>", optional))]
    pub strikes: Vec<Strike>,
    /// Extension: the results of a melee special action (flattened: `opposed`, `stun`,
    /// `feinted`, `pushedMetres`, `grapple`, `attacker`).
    #[serde(flatten)]
    pub melee: MeleeResults,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    /// Extension: for each line of `log`, the stable id of the step that wrote it, so a
    /// host can group the log or translate it step by step.
    #[cfg_attr(feature = "ts", ts(as = "Vec<LogStep>"))]
    pub log_steps: Vec<LogStep>,
    /// Extension: the seed that continued the dice (given or drawn), for replay.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
    /// Extension: the attack an Overwatch fired.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub overwatch_attack: Option<Action>,
    /// Extension: the burst a suppressing fire laid down.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub fire_mode: Option<BurstMode>,
    /// Extension: the target's Pinning Test (Willpower) after suppressing fire or an
    /// Overwatch shot; on a failure `target.conditions` gains `pinned`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub pinning: Option<TestResult>,
    /// Extension: every other character the attack involved (kill zone, moved extra hits,
    /// stray shots), in request order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<OtherTarget>>", optional))]
    pub others: Vec<OtherTarget>,
}

/// Extension: what an attack did to a character other than `target`.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct OtherTarget {
    /// The caller's id for the character.
    pub id: String,
    /// Why it is here: 'killZone', 'spread' (extra hits moved to it) or 'meleeOpponent'.
    #[cfg_attr(feature = "ts", ts(type = "'killZone' | 'spread' | 'meleeOpponent'"))]
    pub role: &'static str,
    /// Hits that landed on it, in order.
    pub hits: Vec<Hit>,
    /// Its state afterwards (`pinned` added to the conditions when it failed its test).
    pub target: TargetState,
    /// Its Pinning Test, when it had to take one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub pinning: Option<TestResult>,
    /// Its Agility test against catching fire, when a weapon that sets targets alight hit it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub catch_fire: Option<TestResult>,
}

/// The step of an attack a log line comes from (`AttackOutcome::logSteps`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum LogStep {
    /// What the request brings: the features in play, what was left out and why.
    #[default]
    Setup,
    /// Step two: the attack test (and a jam).
    Test,
    /// A weapon overheating on its wielder.
    Overheat,
    /// A miss scattering, and a blast that still catches the target.
    Scatter,
    /// Step three: hit locations and the hits scored.
    Hits,
    /// The target's reaction (Dodge, Parry, a cone's Agility test).
    Reaction,
    /// Step four: damage dice and Righteous Fury.
    Damage,
    /// Step five: cover, armour, toughness, wounds and critical effects.
    Apply,
    /// What the weapon's qualities do once a hit landed (Shocking, Toxic, Snare...).
    AfterHit,
    /// Catching fire.
    Fire,
    /// Hits on other characters (a burst's spread, stray shots, a kill zone).
    Others,
    /// Pinning tests.
    Pinning,
    /// An opposed test of a melee special action (stun, knock-down, feint, grapple...).
    Opposed,
    /// The target's state at the end.
    Result,
}

crate::written_as_names!(LogStep);
