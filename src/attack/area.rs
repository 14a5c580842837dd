//! Area attacks: Blast and Spray (the weapon's `Fx::Blast` and `Fx::Spray`; the published
//! armoury chapters' Blast, Flame and Spray qualities). Both make the attack an area attack,
//! which a Dodge must leave (`reaction`).
//!
//! Blast (radius X metres): a hit is an ordinary hit. A miss scatters (`scatter`); when the
//! metres it scatters are no more than the radius, the target is still within the blast
//! and takes one hit, whose location is a fresh d100 (`hitLocation`, rolled right after the
//! scatter dice), which it may still Dodge as an area attack. That hit counts no degrees of
//! success (the test failed). The outcome's `scatter` says `caught`.
//!
//! Spray (Flame in dh1/rt, Spray in ow/dh2): no attack test at all; the outcome's `test` is
//! automatic, with no modifiers. A target farther than the weapon's range is not reached
//! and nothing happens. Otherwise the target tests Agility (`spray`) with the quality's
//! modifier and what its state and the ground add to a Dodge (fatigue, prone, terrain,
//! Guarded); a failure is one hit, its location a fresh d100 rolled after the test, with
//! no degrees of success. When the request asks for a Dodge and the target may react, that
//! Agility test is its Dodge (recorded in `evasion` too, its one reaction spent): no second
//! roll; `areaEdge` plays no part, the quality's own test decides. A helpless or
//! unconscious target cannot get out of the way: its test fails without a roll. Suppressing
//! fire needs an attack test, so a weapon that sprays cannot lay it down.
//!
//! Not modelled: anyone else under the blast or in the cone. The engine knows no positions,
//! so a Blast or Spray attack resolves against the target alone (with the usual `spread`,
//! `meleeOpponent` and kill-zone characters where the request names them, as for any
//! attack: an Overwatch's kill zone still only tests for pinning, and no kill-zone member
//! is caught by the blast). The caller resolves each other character caught as an attack
//! on that character. Nor does a scattered miss land on anyone but the target.

use super::action_check::Checked;
use super::hits::{fresh_location, Placed};
use super::in_play::Feats;
use super::modifiers::{push_id, StepOne};
use super::{Log, Prepared};
use crate::dice::{Dice, Purpose};
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::action_types::Resolution;
use crate::rules::features::Fx;
use crate::test;
use crate::test::feature_set::Active;

/// A weapon that sprays a cone, ready to resolve.
#[derive(Debug, Clone)]
pub(super) struct Spray {
    /// The quality's label ("Flame", "Spray").
    label: String,
    /// The modifier to the target's Agility test.
    agility: i32,
    /// The target is within the weapon's range.
    in_range: bool,
}

/// Step one for a weapon that sprays a cone: no attack test, so no modifiers; the test is
/// an automatic success when the target is in range and an automatic failure beyond it.
pub(super) fn plan(req: &AttackRequest, k: &mut Checked, feats: &Feats, step: &mut StepOne) -> Result<Option<Spray>> {
    let Some((a, agility)) = feats.weapon.find(|fx| if let Fx::Spray { agility } = fx { Some(*agility) } else { None })
    else {
        return Ok(None);
    };
    plan_spray(req, k, a, agility, step)
}

/// `plan` for a weapon that sprays. Out of line, so that a request whose weapon sprays no
/// cone leaves it uncompiled in V8 (docs/speed.md, "What the first call compiles").
#[inline(never)]
fn plan_spray(
    req: &AttackRequest,
    k: &mut Checked,
    a: &Active,
    agility: i32,
    step: &mut StepOne,
) -> Result<Option<Spray>> {
    let label = a.label();
    if k.melee {
        step.notes.push(format!("{label}: a melee attack sprays no cone; no effect"));
        return Ok(None);
    }
    if k.rule.resolution == Resolution::Suppression {
        return Err(Error::not_allowed(
            "action",
            &format!("{label}: the weapon sprays a cone with no attack test, so it cannot lay down suppressing fire"),
        ));
    }
    let in_range = match (req.range, req.weapon.range) {
        (Some(d), Some(wr)) => {
            step.notes.push(if d <= wr {
                format!("{label}: no attack test; the target, {d} m away, is within the weapon's {wr} m and tests Agility or is hit")
            } else {
                format!("{label}: no attack test; the target, {d} m away, is beyond the weapon's {wr} m: nothing is hit")
            });
            d <= wr
        }
        _ => {
            step.notes.push(format!(
                "{label}: no attack test; no distance (or no weapon range) given, so the target is taken as within reach and tests Agility or is hit"
            ));
            true
        }
    };
    if req.area_edge.is_some() {
        step.notes.push(format!("{label}: areaEdge is not used; the quality's Agility test decides"));
    }
    step.modifiers.clear();
    step.total = 0;
    // The automatic hit counts no degrees of success (even against a helpless target).
    k.automatic_degrees = 0;
    step.automatic = Some(if in_range {
        (true, "the weapon sprays its cone: no attack test")
    } else {
        (false, "the target is beyond the weapon's range: the spray reaches nothing")
    });
    Ok(Some(Spray { label, agility, in_range }))
}

/// What a cone did to the target.
pub(super) struct Cone {
    pub record: Sprayed,
    /// The hit, if the target failed its test.
    pub landed: Vec<Placed>,
    /// The test as the target's Dodge, when it was one.
    pub evasion: Option<Evasion>,
}

/// The target's Agility test against the cone (`may_react`: its reaction of the round is
/// still unspent).
pub(super) fn spray(
    pr: &Prepared,
    s: &Spray,
    may_react: bool,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Cone> {
    if !s.in_range {
        return Ok(Cone {
            record: Sprayed { in_range: false, test: None, hit: false },
            landed: Vec::new(),
            evasion: None,
        });
    }
    let p = pr.p;
    let req = &*pr.req;
    let is_dodge = match &pr.evasion {
        Some(Ok(_)) if may_react => true,
        Some(Ok(_)) => {
            note!(
                log,
                "Reaction: the target has used its one reaction of the round; it still tests Agility against the {}",
                s.label
            );
            false
        }
        Some(Err(why)) => {
            note!(log, "Reaction: {why}; it still tests Agility against the {}", s.label);
            false
        }
        None => false,
    };
    let mut modifiers = Vec::new();
    push_id(&mut modifiers, "spray", &s.label, s.agility);
    modifiers.extend(super::reaction::the_targets_state(p, req, Reaction::Dodge));
    let base = pr.target.numbers.value(Characteristic::Ag, "target")?;
    let t = if pr.helpless_target {
        let total = test::cap(p, &mut modifiers);
        TestResult {
            characteristic: Characteristic::Ag,
            skill: None,
            base,
            modifiers,
            target: base + total,
            roll: None,
            success: false,
            degrees: test::min_degrees(p),
            automatic: true,
            fate: Vec::new(),
        }
    } else {
        let spec = test::Spec { characteristic: Characteristic::Ag, skill: None, base, modifiers };
        let fate = FateUse { reroll: req.target_fate.is_some_and(|f| f.reroll), extra_degree: false };
        test::roll_with_fate(p, &req.target, spec, dice, Purpose::Spray, fate, |t| !t.success)?
    };
    let name = req.target.display_name("the target");
    note!(
        log,
        "{}: {name} tests Agility to escape the cone{}{}: {}: {}",
        s.label,
        if is_dodge { " (its Dodge)" } else { "" },
        if pr.helpless_target { ", helpless: it cannot move, the test fails" } else { "" },
        test::describe(&t),
        if t.success { "it escapes" } else { "it is hit" }
    );
    let landed =
        if t.success { Vec::new() } else { vec![Placed { location: fresh_location(dice, log, &name)?, extra: false }] };
    let evasion = is_dodge.then(|| Evasion {
        reaction: Reaction::Dodge,
        test: t.clone(),
        hits_negated: u32::from(t.success),
        area: None,
        weapon_destroyed: false,
    });
    Ok(Cone { record: Sprayed { in_range: true, test: Some(t.clone()), hit: !t.success }, landed, evasion })
}

/// The weapon's Blast quality and its radius in metres, if it has one.
pub(super) fn blast(feats: &Feats) -> Option<(&Active, i32)> {
    feats.weapon.find(|fx| matches!(fx, Fx::Blast).then_some(())).map(|(a, _)| (a, a.value()))
}

/// A Blast weapon's miss that scattered no farther than its radius: the target is still
/// caught, and takes one hit on a fresh location. Marks the scatter `caught`.
pub(super) fn caught(
    pr: &Prepared,
    scatter: Option<&mut Scatter>,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Option<Placed>> {
    if !within_blast(pr, scatter, log) {
        return Ok(None);
    }
    let name = pr.req.target.display_name("the target");
    Ok(Some(Placed { location: fresh_location(dice, log, &name)?, extra: false }))
}

/// Whether a Blast weapon's miss scattered no farther than its radius (then the scatter is
/// marked `caught`); the log says either way.
pub(super) fn within_blast(pr: &Prepared, scatter: Option<&mut Scatter>, log: &mut Log) -> bool {
    let (Some(s), Some((a, radius))) = (scatter, blast(&pr.feats)) else {
        return false;
    };
    let metres = s.metres as i32;
    if metres > radius {
        note!(
            log,
            "{}: it lands {metres} m from the target, beyond its {radius} m radius: the target is not caught",
            a.label()
        );
        return false;
    }
    s.caught = true;
    note!(
        log,
        "{}: it lands {metres} m from the target, within its {radius} m radius: the target is still caught and takes one hit",
        a.label()
    );
    true
}
