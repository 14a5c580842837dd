//! Catching fire from a weapon that sets its targets alight (`Fx::Ignite`: the Flame
//! quality; 000 and 003 "Fire" name the quality among the ways to catch fire): every
//! character it hits tests Agility (`catchFire`) with the quality's modifier (and the -10
//! for fatigue, counted after the hits), once a strike, after that strike's hits on it and
//! their critical effects. A failure sets it on fire (the `onFire` condition, which
//! `startTurn` then burns). A character already on fire, or dead, does not test.

use super::modifiers::push_id;
use super::{Log, Prepared};
use crate::body::State;
use crate::dice::{Dice, Purpose};
use crate::error::Result;
use crate::model::*;
use crate::rules::features::Fx;
use crate::test;

/// What a character hit by a weapon that sets targets alight tests.
const CATCH_FIRE_TEST: Characteristic = Characteristic::Ag;

/// What the weapon may ask of a character it hits: the catching-fire test, if it ignites.
pub(super) fn needs(weapon: &crate::test::feature_set::Set, needs: &mut crate::test::needs::Needs) {
    if weapon.any(|fx| matches!(fx, Fx::Ignite { .. })) {
        needs.add(CATCH_FIRE_TEST, "the weapon sets what it hits alight, and catching fire tests it");
    }
}

/// The Agility test of a character the weapon hit, if the weapon sets targets alight.
pub(super) fn test(
    pr: &Prepared,
    state: &mut State,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Option<TestResult>> {
    let Some((a, agility)) =
        pr.feats.weapon.find(|fx| if let Fx::Ignite { agility } = fx { Some(*agility) } else { None })
    else {
        return Ok(None);
    };
    if state.dead {
        return Ok(None);
    }
    if state.has_condition(Condition::OnFire) {
        note!(log, "{}: {} is already on fire", a.label(), state.name());
        return Ok(None);
    }
    let p = pr.p;
    let mut modifiers = Vec::new();
    push_id(&mut modifiers, a.f.id, &a.label(), agility);
    if state.fatigue() > 0 || state.has_condition(Condition::Fatigued) {
        modifiers.push(NamedModifier {
            id: Some("fatigued".into()),
            label: "fatigued".to_string(),
            value: p.fatigue_penalty,
        });
    }
    let base = state.value(CATCH_FIRE_TEST)?;
    let spec = test::Spec { characteristic: CATCH_FIRE_TEST, skill: None, base, modifiers };
    let t = test::roll_with(p, spec, state.unnatural(CATCH_FIRE_TEST), dice, Purpose::CatchFire)?;
    note!(
        log,
        "{}: {} tests Agility against catching fire: {}: {}",
        a.label(),
        state.name(),
        test::describe(&t),
        if t.success { "it does not catch fire" } else { "it catches fire" }
    );
    if !t.success {
        state.add_condition(Condition::OnFire);
    }
    Ok(Some(t))
}
