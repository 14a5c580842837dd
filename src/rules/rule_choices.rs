//! The choices a ruleset profile makes where the lines differ in kind rather than number:
//! how degrees are counted (003 "Degrees of Success and Failure"), untrained skills,
//! Unnatural Characteristics, Righteous Fury (000 and 003 "Righteous Fury"), the fatigue
//! threshold (000 and 003 "Fatigue": TB; 004 "Fatigue": TB + WPB), how Evasion meets several
//! hits (000 and 003 "Dodging Auto-Fire"), Feint (000 "Feint"; 003 "Feint (Half Action)"),
//! grapples (000 and 003 "Grappling") and stray shots (000 "Stray Shots", 003 "Shooting into
//! Melee"). Each is an enum a `Profile` field holds.

use serde::Serialize;

/// How degrees of success and failure are counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Degrees {
    /// One degree per full 10 points of margin; a bare success or failure has 0.
    FullTens,
    /// One degree for the result itself plus one per full 10 points of margin.
    OnePlusFullTens,
    /// 1 + the difference between the tens digits of target and roll.
    TensDigits,
}

/// What an untrained skill test does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub enum Untrained {
    /// Basic skills at half the characteristic (rounding up); advanced skills refused.
    HalveBasicRefuseAdvanced,
    /// Any skill may be tried at this modifier.
    Penalty(i32),
}

/// What an Unnatural Characteristic value does to the characteristic bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Unnatural {
    /// The bonus is multiplied by the value (x2, x3...).
    MultiplyBonus,
    /// The value is added to the bonus.
    AddToBonus,
}

/// Righteous Fury.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub enum Fury {
    /// A 10 on a damage die calls for a confirming test identical to the attack; on a
    /// success add one d10, and another while d10s keep showing 10 (no new test).
    ConfirmThenD10,
    /// As above, but each extra is a whole damage roll of the weapon (dice + modifier),
    /// chaining while any of its dice shows 10.
    ConfirmThenDamageRoll,
    /// A 10 on a damage die: roll a d5 for a critical effect of that row on the hit's
    /// table; the hit deals at least 1 damage. With `crit_needs_damage`, the critical
    /// applies only when the hit got through, and a hit stopped by soak deals 1 instead.
    CriticalD5 { crit_needs_damage: bool },
}

/// How many degrees an automatic hit on a helpless target scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum HelplessDegrees {
    Zero,
    WeaponSkillBonus,
}

/// When an unarmed hit also inflicts a level of fatigue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum UnarmedFatigue {
    OnHit,
    DamageAtLeastToughnessBonus,
}

/// Fatigue threshold: levels a character can carry before collapsing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum FatigueThreshold {
    ToughnessBonus,
    ToughnessPlusWillpowerBonus,
}

/// Where target size modifiers apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum SizeScope {
    RangedOnly,
    AllAttacks,
}

/// How the opposed-test tie-break runs after degrees of success.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum OpposedTies {
    /// Higher characteristic bonus, then the lower roll. Both failing: no winner.
    BonusThenLowerRoll,
}

/// How a successful Dodge or Parry fares against an attack that scored several hits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum MultiHitEvasion {
    /// A success negates one hit and each degree of success one more (000 and 003
    /// "Dodging Auto-Fire"; first-generation degrees start at 0).
    OnePlusDegrees,
    /// Each degree of success negates one hit (second-generation degrees start at 1, so a
    /// bare success negates one).
    Degrees,
}

/// Which attack a won Feint leaves undefendable (000 "Feint"; 003 "Feint (Half Action)";
/// 004 Combat Actions "Feint").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum FeintFollowUp {
    /// Only a Standard Attack as the next action; any other action loses the advantage.
    StandardAttackOnly,
    /// The next melee attack, whatever the action.
    AnyMeleeAttack,
}

/// How the target of a grapple attempt avoids it (000 and 003 "Grappling").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum GrappleAvoid {
    /// Its Reaction as usual: Dodge or Parry (Evasion).
    Reaction,
    /// Its Reaction is an Agility test, whichever reaction is named.
    AgilityTest,
}

#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub enum PointBlankShort {
    /// One metre less than the weapon's short range.
    OneLessThanShort,
    /// A fixed distance in metres.
    Metres(f64),
}

/// When a shot into melee strays onto the target's opponent (the optional rule, switched on
/// by `options.strayShots`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum StrayMiss {
    /// A miss by at most this many degrees of failure (000 "Stray Shots").
    WithinDegrees { degrees: i32 },
    /// A miss that would have hit but for the shooting-into-melee penalty (003 "Shooting
    /// into Melee").
    ButForPenalty,
}

/// Where a burst fired into melee must put its hits (the same optional rule).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum StrayBurst {
    /// The hits are shared out among the combatants: every other extra hit strikes the
    /// opponent (000: multiple hits go to different targets).
    Alternate,
    /// At least one hit (the last) strikes the opponent (003).
    AtLeastOne,
}

crate::written_as_names!(Degrees, Unnatural, HelplessDegrees, UnarmedFatigue, FatigueThreshold, SizeScope, OpposedTies, MultiHitEvasion, FeintFollowUp, GrappleAvoid, StrayBurst);
