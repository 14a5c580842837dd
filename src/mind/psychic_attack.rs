//! A power that deals damage (`power.attack`), resolved through the attack pipeline with the
//! power as its weapon: the Focus Power test stands as the attack test (004 Hit Locations: its
//! digits reversed place the first hit), a barrage scores hits as a semi-automatic burst and
//! a storm as a full-automatic one, at most the effective Psy Rating; the target's reaction,
//! damage, Righteous Fury, armour, Toughness and criticals are the attack's own.

use crate::attack::{execute, prepare, Record, Scratch};
use crate::dice::Dice;
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::warp::Focus;
use crate::rules::Profile;

/// The attack request of a psychic attack (its `given_test` set when the test is made).
pub(super) fn request(p: &Profile, req: &FocusRequest, effective: u32) -> Result<Option<AttackRequest>> {
    let Some(a) = &req.power.attack else { return Ok(None) };
    if p.domains().psychic.focus == Focus::Threshold {
        return Err(Error::not_allowed(
            "power.attack",
            &format!("{}'s psychic attacks make their own test as each power says: resolve it with resolveAttack", p.name),
        ));
    }
    let Some(target) = &req.target else {
        return Err(Error::invalid("target", "is required: the power attacks it"));
    };
    let pr = effective.to_string();
    let damage = a.damage.replace("PR", &pr).replace(' ', "");
    let penetration = match a.penetration {
        Some(v) => crate::test::validate::int(v, "power.attack.penetration", 0, 1000)?,
        None => 0,
    };
    let (action, rof) = match a.zone {
        PowerZone::Bolt => (Action::Standard, RateOfFire { single: Some(true), semi: None, full: None }),
        PowerZone::Barrage => (Action::SemiAuto, RateOfFire { single: Some(true), semi: Some(effective as i32), full: None }),
        PowerZone::Storm => (Action::FullAuto, RateOfFire { single: Some(true), semi: None, full: Some(effective as i32) }),
    };
    let weapon = Weapon {
        name: Some(req.power.name.clone()),
        class: WeaponClass::Basic,
        damage,
        damage_type: a.damage_type,
        penetration,
        range: None,
        rate_of_fire: Some(rof),
        qualities: a.qualities.clone(),
        trained: None,
        meta: Default::default(),
    };
    Ok(Some(AttackRequest {
        ruleset: req.ruleset,
        attacker: req.psyker.clone(),
        target: target.clone(),
        weapon,
        action,
        aim: Aim::default(),
        called_location: None,
        range: None,
        circumstances: Circumstances::default(),
        modifiers: Vec::new(),
        reaction: req.target_reaction,
        options: Options::default(),
        dice: None,
        hand: Hand::default(),
        secondary_weapon: None,
        primary_action: None,
        secondary_action: None,
        area_edge: None,
        both_hands: false,
        given_test: None,
        grapple: None,
        fire_mode: None,
        overwatch_attack: None,
        kill_zone: Vec::new(),
        spread: Vec::new(),
        melee_opponent: None,
        target_weapon: None,
        fate: None,
        target_fate: None,
        trials: None,
        exact: None,
        crit_tables: Vec::new(),
        platform: None,
        horde_magnitude: None,
        meta: Default::default(),
    }))
}

/// An error about the attack request, named where the caller wrote it.
pub(super) fn renamed(mut e: Error) -> Error {
    let rename = |p: &str| -> Option<String> {
        for (from, to) in [("weapon.damage", "power.attack.damage"), ("weapon.qualities", "power.attack.qualities"), ("weapon", "power.attack"), ("attacker", "psyker"), ("reaction", "targetReaction")] {
            if let Some(rest) = p.strip_prefix(from) {
                return Some(format!("{to}{rest}"));
            }
        }
        None
    };
    if let Some(new) = e.path.as_deref().and_then(rename) {
        if let Some(old) = e.path.clone() {
            e.message = e.message.replacen(&old, &new, 1);
        }
        e.path = Some(new);
    }
    e
}

/// Checks the attack before any die (everything but the test).
pub(super) fn check(req: &AttackRequest) -> Result<()> {
    prepare(req, &[]).map(|_| ()).map_err(renamed)
}

/// Resolves the attack with the Focus Power test as its test.
pub(super) fn resolve(mut req: AttackRequest, test: &TestResult, dice: &mut Dice) -> Result<Box<AttackOutcome>> {
    req.given_test = Some(test.clone());
    let prepared = prepare(&req, &[]).map_err(renamed)?;
    let mut out = execute(Record::Full, &prepared, dice, true, &mut Scratch::default())?;
    out.dice = Vec::new();
    Ok(out)
}
