//! Before any die of `startTurn` or `endRound`: what the round's steps may ask of the
//! character (`test::needs`), from the request alone, so that whether a request is valid
//! never depends on the dice. A step that may be reached is checked as though it will be:
//! fire (000 and 003 "Fire": the Agility test to catch or put out the flames, the Willpower
//! test to act while burning, the burn's damage), blood loss (the Medicae test, by the medic
//! or the character), Regeneration's Toughness test, a round without air or in vacuum
//! (Toughness tests and the damage they deal), and whatever harm needs of a character that
//! may be damaged or tired (`body::harm`).

use crate::body::harm::{fatigue_needs, harm_needs};
use crate::body::special_damage::need_wounds;
use crate::error::Result;
use crate::model::{Actor, Characteristic, Condition, Effect, EndRoundRequest, StartTurnRequest};
use crate::rules::features::Fx;
use crate::rules::hazards::{OutOfBreath, Smothering};
use crate::rules::Profile;
use crate::test::feature_set::Set;
use crate::test::needs::Needs;

/// The skill of the blood-loss test.
pub(super) const STAUNCHING_SKILL: &str = "Medicae";

/// `startTurn`'s checks.
pub(super) fn start_turn(p: &Profile, req: &StartTurnRequest, traits: &Set) -> Result<()> {
    let actor = &req.actor;
    let mut needs = Needs::new();
    needs.of_features(traits);
    if actor.fatigue > 0 {
        fatigue_needs(p, &mut needs);
    }
    let burning = actor.has_condition(Condition::OnFire) || req.exposed_to_fire;
    if req.exposed_to_fire {
        needs.add(Characteristic::Ag, "the character is in flames and tests Agility not to catch fire");
    }
    if burning {
        needs.extend(&harm_needs(p, &[], p.hazards.fire.burn.damage_type));
        needs.add(Characteristic::Wp, "a burning character tests Willpower to act");
        if req.extinguish {
            needs.add(Characteristic::Ag, "putting out the flames tests Agility");
        }
        need_wounds(actor, "actor", "the flames deal damage")?;
    }
    // A crippling wound tears when the character does more than a Half Action (a burning
    // one may have to).
    if actor.injuries.iter().any(|e| matches!(e, Effect::Crippled { .. })) {
        needs.extend(&harm_needs(p, &[], super::round_traits::CRIPPLING_DAMAGE));
        need_wounds(actor, "actor", "a crippling wound deals damage")?;
    }
    let bleeding = actor.has_condition(Condition::BloodLoss);
    if bleeding {
        fatigue_needs(p, &mut needs);
    }
    if traits.any(|fx| matches!(fx, Fx::Regeneration { test: true })) {
        needs.add(Characteristic::T, "Regeneration tests Toughness");
    }
    if snapping_out(actor) {
        needs.add(Characteristic::Wp, "snapping out of a Shock result tests Willpower");
    }
    needs.check(actor, "actor")?;
    if let (true, Some(m)) = (bleeding, &req.medic) {
        let (tester, who) = match &m.actor {
            Some(a) => (a, "medic.actor"),
            None => (actor, "actor"),
        };
        staunching(p, tester, who)?;
    }
    Ok(())
}

/// The Medicae test of whoever staunches the bleeding can be made: the characteristic is
/// there and the skill may be tried.
fn staunching(p: &Profile, tester: &Actor, who: &str) -> Result<()> {
    let mut needs = Needs::new();
    needs.add(Characteristic::Int, "staunching blood loss tests Medicae");
    needs.check(tester, who)?;
    crate::test::base(p, tester, Characteristic::Int, Some(STAUNCHING_SKILL), who).map(|_| ())
}

/// `endRound`'s checks.
pub(super) fn end_round(p: &Profile, req: &EndRoundRequest, traits: &Set) -> Result<()> {
    let actor = &req.actor;
    let mut needs = Needs::new();
    needs.of_features(traits);
    if actor.fatigue > 0 {
        fatigue_needs(p, &mut needs);
    }
    let rule = &p.hazards.suffocation;
    if req.breath.is_some() {
        needs.add(Characteristic::T, "a round without air tests Toughness and counts by its bonus");
        fatigue_needs(p, &mut needs);
        let mut blows = Vec::new();
        if let Smothering::Damage { dose } = &rule.unconscious {
            blows.push(dose.damage_type);
        }
        if let OutOfBreath::WoundsAndFatigue { .. } = rule.out_of_breath {
            blows.push(crate::model::DamageType::Impact);
        }
        for t in blows {
            needs.extend(&harm_needs(p, &[], t));
            need_wounds(actor, "actor", "suffocation deals damage")?;
        }
    }
    if req.vacuum.is_some() {
        let v = &p.hazards.vacuum;
        needs.add(Characteristic::T, "vacuum tests Toughness and counts by its bonus");
        for dose in [&v.depressurisation, &v.cold, &v.gradual, &v.gradual_resisted] {
            needs.extend(&harm_needs(p, &[], dose.damage_type));
        }
        need_wounds(actor, "actor", "vacuum deals damage")?;
    }
    needs.check(actor, "actor")
}

/// Whether the character carries a Shock result it may snap out of (an effect that lasts
/// until it does).
pub(super) fn snapping_out(actor: &Actor) -> bool {
    actor.injuries.iter().any(|e| e.duration().is_some_and(|d| d.unit == crate::model::DurationUnit::SnapOut))
}
