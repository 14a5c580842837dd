//! A weapon that overheats (`Fx::Overheat`, the Overheats quality of the published armoury
//! chapters): on an unmodified attack roll at or above its threshold (91) it overheats
//! instead of firing (and instead of jamming: such a weapon never jams). The attack misses
//! (`test`), nothing scatters, and the wielder takes the weapon's damage roll (its dice and
//! modifier, no Righteous Fury, no degrees of success) as Energy damage with penetration 0
//! on the arm that holds it: the right arm for the primary hand, the left for the secondary.
//! The attacker's armour there and its Toughness Bonus soak it as for any hit (`apply`), and
//! damage past its wounds is critical damage on the Energy table.
//!
//! Dice: the overheat's damage dice (`overheat`) come right after the attack test, then any
//! dice its critical effect needs. Not modelled: the published rule's round the weapon then
//! spends cooling down, and the choice some versions give to drop the weapon instead.

use std::borrow::Cow;

use super::apply;
use super::damage::Rolled;
use super::hits::Placed;
use super::in_play::Feats;
use super::{Log, Prepared};
use crate::body::State;
use crate::dice::{Dice, Purpose};
use crate::error::Result;
use crate::model::*;
use crate::rules::features::Fx;

/// Whether the test's unmodified roll overheats the weapon.
pub(super) fn overheated(pr: &Prepared, test: &TestResult) -> bool {
    matches!((test.roll, pr.overheat_at), (Some(r), Some(at)) if r >= at)
}

/// If the test overheated the weapon: the damage to its wielder, applied to `wielder` (the
/// attacker's running state over the action's strikes, made on first need).
pub(super) fn check<'p>(
    pr: &'p Prepared,
    test: &TestResult,
    wielder: &mut Option<State<'p>>,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Option<Box<Overheat>>> {
    if !overheated(pr, test) {
        return Ok(None);
    }
    burn(pr, wielder, dice, log).map(Some)
}

/// The overheat's damage to its wielder. Out of line, so that an attack that does not
/// overheat leaves it uncompiled in V8 (docs/speed.md, "What the first call compiles").
#[inline(never)]
fn burn<'p>(
    pr: &'p Prepared,
    wielder: &mut Option<State<'p>>,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Box<Overheat>> {
    let state = match wielder {
        Some(s) => s,
        None => wielder.insert(
            State::of(pr.p, &pr.req.attacker, "attacker")?.called("the attacker").with_features(&pr.feats.attacker),
        ),
    };
    let location = match pr.req.hand {
        Hand::Primary => Location::RightArm,
        Hand::Secondary => Location::LeftArm,
    };
    let expr = pr.expr;
    let mut values = Vec::with_capacity(expr.count as usize);
    for _ in 0..expr.count {
        let (_, v) = dice.die(expr.sides, Purpose::Overheat)?;
        values.push(v);
    }
    let total = values.iter().map(|v| *v as i32).sum::<i32>() + expr.modifier;
    if log.on() {
        let label = pr.feats.weapon.find(|fx| matches!(fx, Fx::Overheat(_)).then_some(())).map(|(a, _)| a.label());
        log.push(format!(
            "{}: {} takes the weapon's damage on the {} ({} hand): {} rolled {values:?} {:+} = {total}, penetration 0, energy",
            label.as_deref().unwrap_or("Overheats"),
            state.name(),
            location.label(),
            pr.req.hand.as_str(),
            pr.req.weapon.damage,
            expr.modifier
        ));
    }
    let rolled = Rolled {
        damage: DamageRoll { total, dice: values, modifier: expr.modifier, ..DamageRoll::default() },
        fury: None,
        fury_row: None,
        degrees: None,
    };
    let burnt = on_the_wielder(pr);
    let hit = apply::hit(&burnt, &Placed { location, extra: false }, rolled, state, dice, log, &mut None)?;
    let attacker = crate::body::finish(pr.p, state.clone(), log)?;
    Ok(Box::new(Overheat { hit, attacker }))
}

/// The attack turned on its wielder, for `apply`: the weapon at penetration 0 and Energy
/// with no qualities, the attacker as the one hit (its own talents and traits soak as a
/// target's would).
fn on_the_wielder<'a>(pr: &Prepared<'a>) -> Prepared<'a> {
    let req = &pr.req;
    let weapon =
        Weapon { penetration: 0, damage_type: DamageType::Energy, qualities: Vec::new(), ..req.weapon.clone() };
    let turned = AttackRequest { weapon, target: req.attacker.clone(), target_fate: None, ..req.as_ref().clone() };
    Prepared {
        req: Cow::Owned(turned),
        more: Vec::new(),
        melee: false,
        unarmed: false,
        strength_bonus: 0,
        helpless_target: false,
        fury_block: Some("an overheating weapon's damage has no Righteous Fury"),
        feats: Feats { target: pr.feats.attacker.clone(), ..Feats::default() },
        ..pr.clone()
    }
}
