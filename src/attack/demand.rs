//! Before any die: every characteristic the attack's rules may ask of each character it
//! involves, checked against the request (`test::needs`), so that whether a request is valid
//! never depends on the dice. A character the attack can harm (the target, the characters of
//! a kill zone, a spread or a melee the shots may stray into, and the wielder of a weapon
//! that may overheat) must carry what harm needs (`body::harm`: the Toughness Bonus, the
//! fatigue threshold, the tests of the critical rows the damage can reach) and what the
//! weapon's qualities test (`after_hit`, `ignite`); the target also what a cone's Agility
//! test needs. The attacker's own test and the reactions are worked out, and so checked, in
//! `prepare`.

use super::{after_hit, ignite, Prepared};
use crate::body::harm::harm_needs;
use crate::error::Result;
use crate::model::{Characteristic, DamageType, GrappleOption};
use crate::rules::action_types::Resolution;
use crate::test::needs::Needs;

/// A tired target's fatigue threshold is read first of all (is it still conscious?), so
/// its characteristics are checked before anything else, in the same words as the rest.
pub(super) fn tired_target(p: &crate::rules::Profile, req: &crate::model::AttackRequest) -> Result<()> {
    if req.target.fatigue <= 0 {
        return Ok(());
    }
    let mut needs = Needs::new();
    crate::body::harm::fatigue_needs(p, &mut needs);
    needs.check(&req.target, "target")
}

/// Whether the action can deal the target damage: a feint or a manoeuvre never does, a
/// grapple only when its option is to damage; every other action may.
fn may_harm(pr: &Prepared) -> bool {
    match pr.rule.resolution {
        Resolution::Feint | Resolution::Manoeuvre => false,
        Resolution::Grapple => pr.req.grapple.as_ref().is_some_and(|g| g.option == GrappleOption::Damage),
        _ => true,
    }
}

/// Checks every character of a prepared strike.
pub(super) fn check(pr: &Prepared) -> Result<()> {
    let req = &*pr.req;
    let mut struck = if may_harm(pr) { harm_needs(pr.p, pr.crits, req.weapon.damage_type) } else { Needs::new() };
    after_hit::needs(&pr.feats.weapon, &mut struck);
    ignite::needs(&pr.feats.weapon, &mut struck);

    let mut target = struck.clone();
    target.of_features(&pr.feats.target);
    if pr.evasion.as_ref().is_some_and(|e| e.is_ok()) && pr.rule.resolution == Resolution::Grapple {
        target.add(Characteristic::Ag, "the target may dodge the grapple, testing Agility");
    }
    if pr.spray.is_some() {
        target.add(Characteristic::Ag, "a cone's Agility test");
    }
    target.check(&req.target, "target")?;
    // The attacker's talents and its weapon's qualities sized by its bonuses; an overheat
    // turns the weapon's damage on its wielder, as Energy (`overheat`).
    let mut attacker = Needs::new();
    attacker.of_features(&pr.feats.attacker).of_features(&pr.feats.weapon);
    if pr.overheat_at.is_some() {
        attacker.extend(&harm_needs(pr.p, pr.crits, DamageType::Energy));
    }
    attacker.check(&req.attacker, "attacker")?;
    for (i, m) in req.kill_zone.iter().enumerate() {
        struck.check(&m.actor, &format!("killZone[{i}].actor"))?;
    }
    for (i, m) in req.spread.iter().enumerate() {
        struck.check(&m.actor, &format!("spread[{i}].actor"))?;
    }
    if let Some(m) = &req.melee_opponent {
        struck.check(&m.actor, "meleeOpponent.actor")?;
    }
    Ok(())
}
