//! Combat actions as data. Each line's profile carries its catalogue (`Profile::actions`):
//! every action's type and subtypes and, for the actions `resolveAttack` resolves, what the
//! attack is (melee or ranged, its modifier, how many hits its degrees score, which fire
//! mode it needs). The attack procedure reads these rows; it never matches on a line.

use serde::Serialize;

use crate::model::Action;

/// How much of a turn an action takes (000 "Action Types", 003 "Actions", 004 Combat
/// Actions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum ActionType {
    Full,
    Half,
    /// Half or Full, the player's choice (Aim, Move).
    HalfOrFull,
    Reaction,
    Free,
    Extended,
    /// Set by what is done (Reload, Use a Skill, Focus Power).
    Varies,
}

/// Action subtypes: what an action counts as for other rules (000 "Action Subtypes").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Subtype {
    Attack,
    Concentration,
    Defence,
    Melee,
    Ranged,
    Movement,
    Miscellaneous,
    /// Set by what is done (Focus Power: by the power; 000 "Focus Power").
    Varies,
}

/// Which attacks an action allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Reach {
    Melee,
    Ranged,
    Either,
}

/// How many hits a successful attack scores from its degrees of success `d`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Hits {
    /// One hit.
    One,
    /// One hit, plus one for every `per` degrees (first generation bursts: 1 + d/per).
    OnePlusPer { per: u32 },
    /// One hit, plus one for every `per` degrees beyond the first (second generation
    /// Semi-Auto Burst and Swift Attack: 1 + (d-1)/per).
    OnePlusPerAdditional { per: u32 },
    /// One hit per degree (second generation Full Auto Burst and Lightning Attack).
    PerDegree,
}

impl Hits {
    /// Hits scored by a success with `degrees` degrees (never fewer than one).
    pub fn scored(self, degrees: i32) -> u32 {
        let d = degrees.max(0) as u32;
        match self {
            Hits::One => 1,
            Hits::OnePlusPer { per } => 1 + d / per.max(1),
            Hits::OnePlusPerAdditional { per } => 1 + d.saturating_sub(1) / per.max(1),
            Hits::PerDegree => d.max(1),
        }
    }
}

/// The fire mode a ranged action uses; it sets the rate of fire that caps the hits, the
/// rounds spent and the jam threshold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum FireMode {
    Single,
    Semi,
    Full,
}

/// How an attack action is resolved. `Strike` is the book's five steps (`attack::execute`);
/// the other kinds are procedures of their own in `src/attack/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Resolution {
    Strike,
    /// A Weapon Skill test, then 1d10 + SB against the target's resistance (`attack::stun`).
    Stun,
    /// An opposed Strength test to knock the target prone (`attack::opposed`).
    KnockDown,
    /// An opposed Weapon Skill test that leaves the next attack undefendable
    /// (`attack::opposed`).
    Feint,
    /// An opposed Weapon Skill test that pushes the target (`attack::opposed`).
    Manoeuvre,
    /// Starting a grapple or one of its options (`attack::grapple`).
    Grapple,
    /// Several strikes in one action, each the five steps (`attack::multi`): the first
    /// generation's Multiple Attacks.
    Strikes,
    /// Suppressing fire: hits go to random members of the kill zone, who all test for
    /// pinning (`attack::suppression`).
    Suppression,
    /// Overwatch: fires the attack held ready (`AttackRequest::overwatch_attack`), then the
    /// kill zone tests for pinning.
    Overwatch,
}

/// The most hits one attack action may score, beside the rate of fire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum HitCap {
    /// No more hits than the attacker's Weapon Skill Bonus (published second-edition Swift
    /// and Lightning Attack; the sheets give no cap).
    WeaponSkillBonus,
}

/// What an attack action does to the attack.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct AttackRule {
    pub action: Action,
    pub resolution: Resolution,
    pub reach: Reach,
    /// The action's modifier to the attack test.
    pub modifier: i32,
    pub hits: Hits,
    /// Ranged fire mode (`None` for melee-only actions; a ranged Standard Attack or Called
    /// Shot fires a single shot).
    pub mode: Option<FireMode>,
    /// A talent the attacker must have to take the action.
    pub talent: Option<&'static str>,
    /// A talent that spares the attacker the action's modifier (003 "Stun (Full Action)":
    /// Takedown).
    pub waived_by: Option<&'static str>,
    /// The action is not an attack of its own but guards or readies the Standard Attack
    /// made beside it in the same turn, whose modifier also applies (the second
    /// generation's Guarded Action is a Concentration half action: 004 Combat Actions).
    pub with_standard_attack: bool,
    /// Rogue Trader: a burst from a pistol or basic weapon may be fired while moving up
    /// to the Agility Bonus in metres; the action's modifier is then replaced by this one
    /// (000 "Semi-Auto Burst": no bonus; "Full Auto Burst": -10 instead of +20).
    pub on_the_move: Option<i32>,
    /// A cap on the hits the action scores (`None`: only the rate of fire caps them).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub cap: Option<HitCap>,
}

/// One row of a line's action catalogue.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct ActionDef {
    /// The action's id in requests and in `actions()` (camelCase).
    pub id: &'static str,
    pub name: &'static str,
    #[serde(rename = "type")]
    pub kind: ActionType,
    pub subtypes: &'static [Subtype],
    /// What it does, in a line.
    pub summary: &'static str,
    /// The seed heading or table it comes from.
    pub source: &'static str,
    /// Present for the actions `resolveAttack` resolves.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub attack: Option<AttackRule>,
}

/// The attack rows as the procedures read them (`Profile::attacks`): without the summary
/// and the source, which only the catalogues show (`Domains::attacks` keeps the rows
/// whole). `N` is the rows' count (the build fails otherwise).
#[allow(clippy::indexing_slicing)] // const evaluation only: a bad index fails the build
pub const fn bare<const N: usize>(rows: &[ActionDef]) -> [ActionDef; N] {
    assert!(rows.len() == N);
    let mut out = [rows[0]; N];
    let mut i = 0;
    while i < N {
        out[i] = rows[i];
        out[i].summary = "";
        out[i].source = "";
        i += 1;
    }
    out
}

impl ActionDef {
    pub fn rule(&self) -> Option<&AttackRule> {
        self.attack.as_ref()
    }
}

/// Modifiers for aiming before an attack (000 "Aim", 003 "Aim", 002 and 004 Combat
/// Actions): the same in every line so far, but kept per line.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Aiming {
    pub half: i32,
    pub full: i32,
}

/// Builds an attack row. Its arguments are the row's columns in the order the attack
/// tables give them (`attack_rows` writes one call a row, like a line of the table), so
/// they stay positional rather than a struct of their own.
#[allow(clippy::too_many_arguments)]
pub const fn attack(
    action: Action,
    name: &'static str,
    kind: ActionType,
    subtypes: &'static [Subtype],
    reach: Reach,
    modifier: i32,
    hits: Hits,
    mode: Option<FireMode>,
    summary: &'static str,
    source: &'static str,
) -> ActionDef {
    ActionDef {
        id: action.as_str(),
        name,
        kind,
        subtypes,
        summary,
        source,
        attack: Some(AttackRule {
            action,
            resolution: Resolution::Strike,
            reach,
            modifier,
            hits,
            mode,
            talent: None,
            waived_by: None,
            with_standard_attack: false,
            on_the_move: None,
            cap: None,
        }),
    }
}

/// The same row, made beside a Standard Attack (see `AttackRule::with_standard_attack`).
pub const fn beside_standard_attack(mut def: ActionDef) -> ActionDef {
    if let Some(rule) = def.attack.as_mut() {
        rule.with_standard_attack = true;
    }
    def
}

/// The same row, resolved by another procedure than the five steps.
pub const fn resolved_by(mut def: ActionDef, resolution: Resolution) -> ActionDef {
    if let Some(rule) = def.attack.as_mut() {
        rule.resolution = resolution;
    }
    def
}

/// The same row with a required talent.
pub const fn needs_talent(mut def: ActionDef, talent: &'static str) -> ActionDef {
    if let Some(rule) = def.attack.as_mut() {
        rule.talent = Some(talent);
    }
    def
}

/// The same row, whose modifier a talent waives (see `AttackRule::waived_by`).
pub const fn waived_by_talent(mut def: ActionDef, talent: &'static str) -> ActionDef {
    if let Some(rule) = def.attack.as_mut() {
        rule.waived_by = Some(talent);
    }
    def
}

/// The same row with another action type.
pub const fn of_kind(mut def: ActionDef, kind: ActionType) -> ActionDef {
    def.kind = kind;
    def
}

/// The same row, allowing fire on the move at `modifier` (see `AttackRule::on_the_move`).
pub const fn on_the_move(mut def: ActionDef, modifier: i32) -> ActionDef {
    if let Some(rule) = def.attack.as_mut() {
        rule.on_the_move = Some(modifier);
    }
    def
}

/// The same row, its hits capped (see `AttackRule::cap`).
pub const fn capped(mut def: ActionDef, cap: HitCap) -> ActionDef {
    if let Some(rule) = def.attack.as_mut() {
        rule.cap = Some(cap);
    }
    def
}

pub use super::attack_rows::{FIRST_GEN_ATTACKS, SECOND_GEN_ATTACKS};

crate::written_as_names!(ActionType, Subtype, Reach, FireMode, Resolution, HitCap);
