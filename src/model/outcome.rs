//! What a call returns: test results, hits, criticals, the target's state and the whole
//! attack outcome, with every die and log line.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::*;
use crate::dice::DieRecord;

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TestResult {
    pub characteristic: Characteristic,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub skill: Option<String>,
    pub base: i32,
    pub modifiers: Vec<NamedModifier>,
    pub target: i32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub roll: Option<u32>,
    pub success: bool,
    pub degrees: i32,
    /// Extension: true when the result was automatic (no roll).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub automatic: bool,
    /// Extension: fate points spent on this test (a re-roll, an extra degree).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<FateSpent>>", optional))]
    pub fate: Vec<FateSpent>,
}

/// What a fate point bought (003 "Using Fate Points", "Burning Fate").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub enum FateUseKind {
    /// A failed test rolled again; the second roll stands.
    Reroll,
    /// One more degree of success on a passed test.
    ExtraDegree,
    /// Initiative counted as a 10 on the die.
    InitiativeTen,
    /// Wounds recovered at once.
    RecoverWounds,
    /// No longer stunned.
    RecoverStun,
    /// A point burnt for good: the character survives what would have killed it.
    Burn,
}

/// One fate point spent (or burnt).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FateSpent {
    #[serde(rename = "use")]
    pub kind: FateUseKind,
    /// For a re-roll: the roll it replaced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub replaced_roll: Option<u32>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct OpposedOutcome {
    pub a: TestResult,
    pub b: TestResult,
    #[cfg_attr(feature = "ts", ts(type = "'a' | 'b' | null"))]
    pub winner: Option<&'static str>,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct TestOutcome {
    #[serde(flatten)]
    pub result: TestResult,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct InitiativeEntry {
    pub id: String,
    pub roll: u32,
    pub total: i32,
    /// Extension: the Agility Bonus added to the roll (counted twice with Lightning
    /// Reflexes).
    pub bonus: i32,
    /// Extension: the tie-break die, when one was needed.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub tie_roll: Option<u32>,
    /// Extension: a fate point made the die count as a 10 (no die was rolled).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub fate: bool,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct InitiativeOutcome {
    pub order: Vec<InitiativeEntry>,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Critical {
    pub damage_type: DamageType,
    pub location: Location,
    /// The table row applied (1..=10; higher totals use row 10).
    pub severity: u32,
    /// What the row does, in a sentence.
    pub summary: Cow<'static, str>,
    /// Every effect as it applied, dice rolled, in order.
    pub effects: Vec<Effect>,
    /// The row kills outright (or Sudden Death is on). A row whose test the target failed
    /// kills too: then `effects` holds `death` and the target is `dead`.
    pub lethal: bool,
    /// Extension: the cumulative critical damage that chose the row (0 for a Righteous Fury
    /// critical in ow/dh2, whose row is rolled).
    pub critical_damage: i32,
    /// Extension: the book and table the row comes from ("Rogue Trader, Table 9-11:
    /// Energy Critical Effects, Arm", or the name a request's own table gives).
    pub table: Cow<'static, str>,
    /// Extension: 'damage' (damage past wounds) or 'righteousFury' (ow/dh2 d5 critical).
    #[cfg_attr(feature = "ts", ts(type = "'damage' | 'righteousFury'"))]
    pub source: &'static str,
}

#[derive(Debug, Clone, Serialize, PartialEq, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct DamageRoll {
    /// The damage total before cover, armour and toughness.
    pub total: i32,
    /// Extension: the value each damage die counted for, left to right (after any
    /// replacement by degrees of success), then any Righteous Fury dice.
    pub dice: Vec<u32>,
    pub modifier: i32,
    pub strength_bonus: i32,
    /// Extension (rt): the die whose value the degrees of success replaced, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub degrees_replaced: Option<ReplacedDie>,
    /// Extension: the extra damage Righteous Fury added (dh1/rt).
    pub fury_bonus: i32,
    /// Extension (Tearing): the die dropped as the lowest; `dice` leaves it out.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub dropped: Option<DroppedDie>,
    /// Extension (Accurate, ow/dh2): how many of `dice`, right after the weapon's own, are
    /// Accurate's extra d10s.
    #[serde(skip_serializing_if = "is_zero_u32")]
    #[cfg_attr(feature = "ts", ts(as = "Option<u32>", optional))]
    pub accurate_dice: u32,
    /// Extension: damage the attacker's talents and traits add (Mighty Shot, Crushing Blow,
    /// Brutal Charge), each labelled with the feature, already in `total`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>", optional))]
    pub bonuses: Vec<NamedModifier>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct ReplacedDie {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub index: usize,
    pub was: u32,
    pub now: u32,
}

#[derive(Debug, Clone, Serialize, PartialEq, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct FuryRecord {
    pub triggered: bool,
    /// dh1/rt: whether the confirmation test hit.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub confirmed: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub confirmation_roll: Option<u32>,
    /// dh1/rt: the extra damage added (sum of every chained roll).
    pub extra_damage: i32,
    /// ow/dh2: the d5 rolled for the critical row.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub critical_roll: Option<u32>,
    /// Why it did not apply, when a 10 came up but the rules stopped it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub suppressed: Option<&'static str>,
}

#[derive(Debug, Clone, Serialize, PartialEq, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Soak {
    pub cover_ap: i32,
    pub cover_absorbed: i32,
    /// The worn armour on the location (after what critical effects did to it).
    pub armour: i32,
    /// Extension: armour the target's Natural Armour or Machine trait gives, beside `armour`.
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>", optional))]
    pub natural_armour: i32,
    /// Extension: how many times the armour counted (2: an unarmed blow where the line
    /// doubles it, Primitive in dh1/rt, Scatter at long range); absent: once.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub armour_multiplier: Option<i32>,
    /// The penetration that counted (the weapon's, multiplied by Razor Sharp or Melta).
    pub penetration: i32,
    /// Armour (worn and natural, multiplied) less penetration, at least 0.
    pub effective_armour: i32,
    /// The Toughness Bonus that counted (after Felling and Daemonic).
    pub toughness_bonus: i32,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Hit {
    pub location: Location,
    /// Extension: an extra hit of a burst (not the first), which the attacker may instead
    /// give to another target within 2 metres that is no harder to hit.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub extra: bool,
    pub damage: DamageRoll,
    pub wounds: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub critical: Option<Critical>,
    /// Extension: every critical this hit caused (ow/dh2 can add a Righteous Fury critical
    /// beside the one from damage past wounds); `critical` is the most severe.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Critical>>", optional))]
    pub criticals: Vec<Critical>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub righteous_fury: Option<FuryRecord>,
    pub soak: Soak,
    /// Extension: fatigue levels this hit inflicted (e.g. unarmed blows).
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>", optional))]
    pub fatigue: i32,
    /// Extension: the strike (1-based index into `strikes`) that scored this hit, when the
    /// action struck several times.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub strike: Option<u32>,
    /// Extension: what the weapon's qualities did to the character once this hit landed
    /// (Shocking, Toxic, Snare, Concussive, Crippling), in that order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Aftermath>>", optional))]
    pub aftermath: Vec<Aftermath>,
}

/// For `skip_serializing_if`: a zero is left out of the outcome (also read by the other
/// outcome files).
pub(super) fn is_zero(v: &i32) -> bool {
    *v == 0
}

fn is_zero_u32(v: &u32) -> bool {
    *v == 0
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Evasion {
    pub reaction: Reaction,
    pub test: TestResult,
    pub hits_negated: u32,
    /// Extension: a Dodge against an area attack: how far the edge was and how far the
    /// target could move.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub area: Option<AreaEscape>,
    /// Extension: a successful Parry with a Power Field weapon (`targetWeapon`) destroyed
    /// the attacking weapon (the d100 with purpose `powerField` at or under the chance).
    /// Later strikes of the same action with that weapon are not made. Left out when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub weapon_destroyed: bool,
}

/// Extension: the distances of a Dodge against an area attack.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct AreaEscape {
    /// Metres to the edge of the area (`None`: not given; taken as within reach).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub edge: Option<f64>,
    /// Metres the target can move to leave it (its Agility Bonus in metres).
    pub reach: i32,
    /// The edge is beyond reach: the Dodge failed without a roll.
    pub out_of_reach: bool,
}

/// Extension: one direction read off the scatter diagram.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct ScatterDirection {
    /// The d10 rolled.
    pub roll: u32,
    /// The diagram sector (`rules::tables::SCATTER_DIAGRAM`): `long`, `longRight`, ...
    pub direction: &'static str,
    /// Degrees clockwise from straight on past the target, as the attacker sees it.
    pub bearing: u32,
}

/// Extension: where a missed thrown or blast weapon lands.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Scatter {
    #[serde(flatten)]
    pub direction: ScatterDirection,
    /// Metres from the aimed point.
    pub metres: u32,
    /// In zero gravity: the direction on the second axis.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub second_axis: Option<ScatterDirection>,
    /// A Blast weapon's radius in metres (absent for a weapon without Blast).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub blast_radius: Option<i32>,
    /// The blast landed within its radius of the target, which is still caught: one hit, on
    /// a fresh hit location, which it may still Dodge as an area attack.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub caught: bool,
}

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

#[derive(Debug, Clone, Serialize, PartialEq)]
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
#[serde(rename_all = "camelCase")]
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
