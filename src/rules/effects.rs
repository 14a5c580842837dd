//! What a critical effect does, as data: the vocabulary the critical tables (and later the
//! hazards) are written in. A table row is a short summary and a list of `Spec`s; the
//! engine rolls the dice a spec names, rolls the tests it calls for, applies the result to
//! the target's state and reports each applied effect as an `outcome::Effect` with its
//! numbers, so a VTT can write it back without reading prose.
//!
//! Writing a row: `row("summary in your own words", &[fatigue(n(1)), stunned(n(1))])`.
//! Builders below keep the tables short: `n(3)` a fixed number, `d(1, 5)` 1d5, `dp(1, 10, 5)`
//! 1d10+5; `rounds(n(1))`, `hours(d(1, 10))`, `NEXT_TURN`, `UNTIL_TREATED`, `PERMANENT`.

use serde::Serialize;

use crate::model::{Characteristic, DamageType};

pub use crate::model::effect_spec::{Amount, Band, Span, Spec};

/// A fixed number.
pub const fn n(v: i16) -> Amount {
    Amount { dice: 0, sides: 0, plus: v }
}
/// `count`d`sides`.
pub const fn d(count: u8, sides: u16) -> Amount {
    Amount { dice: count, sides, plus: 0 }
}
/// `count`d`sides` + `plus`.
pub const fn dp(count: u8, sides: u16, plus: i16) -> Amount {
    Amount { dice: count, sides, plus }
}
pub const fn rounds(a: Amount) -> Span {
    Span::Rounds(a)
}
pub const fn minutes(a: Amount) -> Span {
    Span::Minutes(a)
}
pub const fn hours(a: Amount) -> Span {
    Span::Hours(a)
}
pub const fn days(a: Amount) -> Span {
    Span::Days(a)
}
pub const fn weeks(a: Amount) -> Span {
    Span::Weeks(a)
}
pub const NEXT_TURN: Span = Span::NextTurn;
pub const UNTIL_TREATED: Span = Span::UntilTreated;
pub const PERMANENT: Span = Span::Permanent;
pub const ENCOUNTER: Span = Span::Encounter;
pub const SNAP_OUT: Span = Span::SnapOut;
pub use crate::model::{Carried, Part, Scope};

pub const DEATH: Spec<'static> = Spec::Death;
pub const PRONE: Spec<'static> = Spec::Prone;
pub const BLOOD_LOSS: Spec<'static> = Spec::BloodLoss;
pub const ON_FIRE: Spec<'static> = Spec::OnFire;
pub const DROPS: Spec<'static> = Spec::Drops;
pub const ARMOUR_DESTROYED: Spec<'static> = Spec::ArmourDestroyed;
pub const ARMOUR_OFF: Spec<'static> = Spec::ArmourOff;
pub const HELD_ITEM_DESTROYED: Spec<'static> = Spec::HeldItemDestroyed;

pub const fn fatigue(levels: Amount) -> Spec<'static> {
    Spec::Fatigue { levels }
}
pub const fn stunned(rounds: Amount) -> Spec<'static> {
    Spec::Stunned { rounds }
}
pub const fn unconscious(span: Span) -> Spec<'static> {
    Spec::Unconscious { span }
}
pub const fn blinded(span: Span) -> Spec<'static> {
    Spec::Blinded { span }
}
pub const fn deafened(span: Span) -> Spec<'static> {
    Spec::Deafened { span }
}
pub const fn penalty(modifier: i16, scope: Scope, span: Span) -> Spec<'static> {
    Spec::Penalty { modifier, scope, span }
}
pub const fn halved<'t>(characteristics: &'t [Characteristic], span: Span) -> Spec<'t> {
    Spec::Halved { characteristics, span }
}
pub const fn characteristic_damage(characteristic: Characteristic, amount: Amount) -> Spec<'static> {
    Spec::CharacteristicDamage { characteristic, amount, permanent: false }
}
pub const fn characteristic_lost(characteristic: Characteristic, amount: Amount) -> Spec<'static> {
    Spec::CharacteristicDamage { characteristic, amount, permanent: true }
}
pub const fn becomes(characteristic: Characteristic, value: Amount) -> Spec<'static> {
    Spec::CharacteristicBecomes { characteristic, value }
}
pub const fn movement_halved(span: Span) -> Spec<'static> {
    Spec::MovementHalved { span }
}
pub const fn half_actions(span: Span) -> Spec<'static> {
    Spec::HalfActionsOnly { span }
}
pub const fn useless(part: Part, span: Span) -> Spec<'static> {
    Spec::Useless { part, span }
}
pub const fn lost(part: Part) -> Spec<'static> {
    Spec::Lost { part, count: n(1) }
}
pub const fn lost_n(part: Part, count: Amount) -> Spec<'static> {
    Spec::Lost { part, count }
}
pub const fn armour_damaged(points: Amount) -> Spec<'static> {
    Spec::ArmourDamaged { points }
}
pub const fn knockback(metres: Amount, fatigue_per_metre: u8) -> Spec<'static> {
    Spec::Knockback { metres, fatigue_per_metre }
}
/// A test at `modifier`: `fail` on a failure, `pass` on a success.
pub const fn test<'t>(
    characteristic: Characteristic,
    modifier: i16,
    fail: &'t [Spec<'t>],
    pass: &'t [Spec<'t>],
) -> Spec<'t> {
    Spec::Test { characteristic, modifier, fail, pass }
}
/// A Toughness test (+0) or die.
pub const TOUGHNESS_OR_DIE: Spec<'static> = test(Characteristic::T, 0, &[DEATH], &[]);
/// An Agility test (+0) or catch fire.
pub const AGILITY_OR_FIRE: Spec<'static> = test(Characteristic::Ag, 0, &[ON_FIRE], &[]);
pub const fn nearby(
    radius: Amount,
    damage: Option<Amount>,
    damage_type: Option<DamageType>,
    only_if: Option<Carried>,
) -> Spec<'static> {
    Spec::Nearby { radius, damage, damage_type, only_if }
}
pub const fn chance<'t>(percent: u8, then: &'t [Spec<'t>]) -> Spec<'t> {
    Spec::Chance { percent, then }
}
/// Roll 1d`sides`; the first band whose `to` is at or above the roll applies.
pub const fn one_of<'t>(sides: u16, bands: &'t [Band<'t>]) -> Spec<'t> {
    Spec::OneOf { sides, bands }
}
pub const fn band<'t>(to: u16, then: &'t [Spec<'t>]) -> Band<'t> {
    Band { to, then }
}
pub const fn insanity(points: Amount) -> Spec<'static> {
    Spec::Insanity { points }
}
pub const fn corruption(points: Amount) -> Spec<'static> {
    Spec::Corruption { points }
}
pub const fn flees(cornered: i16, span: Span) -> Spec<'static> {
    Spec::Flees { cornered, span }
}
pub const fn avoids_source(span: Span) -> Spec<'static> {
    Spec::AvoidsSource { span }
}
pub const fn no_actions(span: Span) -> Spec<'static> {
    Spec::NoActions { span }
}
pub const fn frenzy(span: Span) -> Spec<'static> {
    Spec::Frenzy { span }
}
pub const fn hallucinating(span: Span) -> Spec<'static> {
    Spec::Hallucinating { span }
}
/// Everyone within `radius` metres (the character too when `itself`).
pub const fn area(radius: Amount, itself: bool, then: &'static [Spec<'static>]) -> Spec<'static> {
    Spec::Area { radius, itself, then }
}
/// Damage to the character's body: `amount` of `damage_type` with `penetration`.
pub const fn harm(amount: Amount, damage_type: DamageType, penetration: i16) -> Spec<'static> {
    Spec::Harm { amount, damage_type, penetration, ignore_armour: false, ignore_toughness: false }
}
/// Damage armour does not stop (the Toughness Bonus still does).
pub const fn harm_past_armour(amount: Amount, damage_type: DamageType) -> Spec<'static> {
    Spec::Harm { amount, damage_type, penetration: 0, ignore_armour: true, ignore_toughness: false }
}
/// Damage neither armour nor the Toughness Bonus stops.
pub const fn harm_unstopped(amount: Amount, damage_type: DamageType) -> Spec<'static> {
    Spec::Harm { amount, damage_type, penetration: 0, ignore_armour: true, ignore_toughness: true }
}
pub const fn fear(rating: u8) -> Spec<'static> {
    Spec::Fear { rating }
}
pub const fn no_powers(span: Span) -> Spec<'static> {
    Spec::NoPowers { span }
}
pub const fn warp<'t>(id: &'t str, span: Span) -> Spec<'t> {
    Spec::Warp { id, span }
}
/// `armoured` if the struck location is armoured, `unarmoured` if not.
pub const fn if_armoured<'t>(armoured: &'t [Spec<'t>], unarmoured: &'t [Spec<'t>]) -> Spec<'t> {
    Spec::IfArmoured { armoured, unarmoured }
}

/// One row of a critical table.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct CritRow<'t> {
    /// What happens, in a sentence of the project's own words.
    pub summary: &'t str,
    pub effects: &'t [Spec<'t>],
}

pub const fn row<'t>(summary: &'t str, effects: &'t [Spec<'t>]) -> CritRow<'t> {
    CritRow { summary, effects }
}

impl CritRow<'_> {
    /// The row kills outright (a `death` among its unconditional effects).
    pub fn lethal(&self) -> bool {
        self.effects.iter().any(|e| matches!(e, Spec::Death))
    }
    /// The row kills on a failed test.
    pub fn test_or_die(&self) -> bool {
        self.effects
            .iter()
            .any(|e| matches!(e, Spec::Test { fail, .. } if fail.iter().any(|f| matches!(f, Spec::Death))))
    }
}
