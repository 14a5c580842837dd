//! `startTurn`: what the conditions a character carries do to it at the start of its turn,
//! in this order:
//! 1. flames it stands in: an Agility test or it catches fire (000 "Fire": at the start of
//!    each round; 002 "Fire": at the start of the round);
//! 2. on fire: the round's burn, damage and fatigue (000, 003, 002 and 004 "Fire": each
//!    round);
//! 3. blood loss where its toll is the start of the turn (004 "Blood Loss": a level of
//!    fatigue);
//! 4. Regeneration (the trait): a Toughness test to take off the trait's number in damage
//!    (`features`);
//! 5. stun: the turn is lost, and one round of the stun used up, so a stun of N rounds
//!    costs the character's next N turns (000 "Stunned": no actions or reactions);
//! 6. on fire: the Willpower test to act normally (000, 002 and 004 "Fire": at the start of
//!    each of its turns; 003 "Fire");
//! 7. crippling wounds (the Crippling quality): their damage, if the character takes more
//!    than a Half Action this turn; they end once it has no damage left (`features`);
//! 8. blood loss: the round's Medicae test (000, 003 and 002 "Blood Loss": each round; 004:
//!    once a round), made by a helper or by the character itself if it can act; then, where
//!    the toll is "unless treated", the round's chance of death if the bleeding goes on;
//! 9. on fire: the Full Action's Agility test to put the flames out, if the character can
//!    act and the request says it tries;
//! 10. injuries counted in rounds lose one; those lasting until the next turn hold for this
//!     one and end with it;
//! 11. a Shock result it may snap out of (002 Fear): a Willpower test, if it can act; passed,
//!     the effects that last until it snaps out of it end.
//!
//! The outcome says whether the character may act this turn (`canAct`, `halfActionsOnly`)
//! and returns its state for after the turn.

use crate::body::special_damage::Blow;
use crate::dice::{Dice, Purpose};
use crate::error::wording::plural;
use crate::error::Result;
use crate::model::*;
use crate::rules::profile;
use crate::test::describe;
use crate::test::validate;

use super::round_traits as features;
use super::rounds::Step;

/// `startTurn`: fire, blood loss and the round-counted states, at the start of the
/// character's turn.
pub fn start_turn(req: &StartTurnRequest, entropy: u64) -> Result<RoundOutcome> {
    let p = profile(req.ruleset);
    validate::actor(p, &req.actor, "actor", req.actor.wounds.is_some())?;
    let traits = crate::test::feature_set::of_actor(p, &req.actor, "actor")?;
    features::check(&req.actor)?;
    super::round_needs::start_turn(p, req, &traits)?;
    let extinguish_mods = validate::modifiers(&req.extinguish_modifiers, "extinguishModifiers")?;
    if let Some(m) = &req.medic {
        if let Some(a) = &m.actor {
            validate::actor(p, a, "medic.actor", false)?;
        }
        validate::modifiers(&m.modifiers, "medic.modifiers")?;
    }
    let dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut s = Step::new(p, &req.actor, &traits, dice, req.options.sudden_death)?;
    s.log.extend(traits.summary("Talents and traits").into_iter().chain(traits.notes.iter().cloned()));
    let name = s.name();
    let stunned_at_start = s.state.has_condition(Condition::Stunned);

    flames(&mut s, req.exposed_to_fire)?;

    // Blood loss, where its toll comes at the very start of the turn.
    let bleeding = s.state.has_condition(Condition::BloodLoss);
    if bleeding && p.hazards.blood_loss.toll_first && !s.state.dead {
        bleed(&mut s)?;
    }

    features::regenerate(&mut s, &traits)?;

    let mut can_act = !s.state.dead && !s.state.unconscious()?;
    if stunned_at_start || s.state.has_condition(Condition::Stunned) {
        lose_turn_to_stun(&mut s);
        can_act = false;
    }
    // Running about in flames is a Full Action too.
    let mut panicking = false;
    if s.state.has_condition(Condition::OnFire) && can_act {
        can_act = act_while_burning(&mut s)?;
        panicking = !can_act;
    }
    let healed = features::crippled(&mut s, (req.full_action && can_act) || panicking)?;
    can_act = can_act && !s.state.dead && !s.state.unconscious()?;

    // Blood loss: the round's Medicae test, and the toll of a round not staunched.
    if bleeding && !s.state.dead {
        let staunched = staunch(&mut s, req.medic.as_ref(), can_act)?;
        if !p.hazards.blood_loss.toll_first && !staunched {
            bleed(&mut s)?;
        }
    } else if req.medic.is_some() && !s.state.dead {
        s.say(format!("{name} is not bleeding: no Medicae test"));
    }

    if req.extinguish {
        put_out_flames(&mut s, can_act, extinguish_mods)?;
    }

    // Injuries counted in rounds, or lasting until this turn.
    let (half_actions_only, mut ended) = tick_injuries(&mut s, can_act);
    ended.extend(healed);
    ended.extend(snap_out(&mut s, can_act)?);
    // A Shock result that leaves it doing nothing (counted in rounds, or until it snaps out
    // of it) takes the turn.
    let frozen = s.state.injuries.iter().any(|e| matches!(e, Effect::NoActions { .. }));
    if frozen && can_act {
        s.say(format!("{name} takes no actions this turn"));
    }
    s.outcome(Some(can_act && !frozen), half_actions_only, ended)
}

/// 002 Fear: a character that may snap out of a Shock result tests Willpower at the start
/// of its turn; passed, the effects lasting until then end. Returns them.
fn snap_out(s: &mut Step, can_act: bool) -> Result<Vec<Effect>> {
    let holding = |e: &Effect| e.duration().is_some_and(|d| d.unit == DurationUnit::SnapOut);
    if !s.state.injuries.iter().any(holding) {
        return Ok(Vec::new());
    }
    let name = s.name();
    if !can_act {
        s.say(format!("{name} cannot act: no test to snap out of it this turn"));
        return Ok(Vec::new());
    }
    let t = s.test(Characteristic::Wp, None, Vec::new(), None, Purpose::SnapOut)?;
    s.say(format!("{name} tries to snap out of it: {}: {}", describe(&t), if t.success { "it does" } else { "not yet" }));
    if !t.success {
        return Ok(Vec::new());
    }
    let (ended, kept): (Vec<Effect>, Vec<Effect>) = std::mem::take(&mut s.state.injuries).into_iter().partition(holding);
    s.state.injuries = kept;
    Ok(ended)
}

/// 000 and 003 "Fire": in flames, an Agility test or catch fire; on fire, the round's burn.
fn flames(s: &mut Step, exposed: bool) -> Result<()> {
    let fire = &s.p.hazards.fire;
    let name = s.name();
    if exposed {
        if s.state.has_condition(Condition::OnFire) {
            s.say(format!("{name} is already on fire"));
        } else {
            let mods = vec![NamedModifier::with_id("catchingFire", "catching fire", fire.catch_test)];
            let t = s.test(Characteristic::Ag, None, mods, None, Purpose::CatchFire)?;
            let caught = !t.success;
            s.say(format!(
                "{name} is in flames: {}: {}",
                describe(&t),
                if caught { "catches fire" } else { "does not catch fire" }
            ));
            if caught {
                s.state.add_condition(Condition::OnFire);
                s.effects.push(Effect::OnFire);
            }
        }
    }
    if s.state.has_condition(Condition::OnFire) {
        let blow = Blow::of("the flames", &fire.burn, s.sudden_death);
        s.blow(&blow)?;
    }
    Ok(())
}

/// A stunned character loses the turn, which uses up one of its rounds of stun.
fn lose_turn_to_stun(s: &mut Step) {
    let name = s.name();
    match s.state.stunned_rounds() {
        Some(r) => {
            let left = r.saturating_sub(1);
            s.state.set_stunned_rounds(left);
            s.say(if left == 0 {
                format!("{name} is stunned and loses this turn; the stun ends with it")
            } else {
                format!("{name} is stunned and loses this turn; {} of stun", plural(left, "more round"))
            });
        }
        None => s.say(format!(
            "{name} is stunned and loses this turn (no stunnedRounds given: it stays stunned until the condition is removed)"
        )),
    }
}

/// 000 and 003 "Fire": a burning character acts normally only on a Willpower test.
fn act_while_burning(s: &mut Step) -> Result<bool> {
    let name = s.name();
    let mods = vec![NamedModifier::with_id("onFire", "on fire", s.p.hazards.fire.willpower_test)];
    let t = s.test(Characteristic::Wp, None, mods, None, Purpose::OnFire)?;
    s.say(format!(
        "{name} burns: {}: {}",
        describe(&t),
        if t.success { "acts normally" } else { "can only run about screaming this turn (a Full Action)" }
    ));
    Ok(t.success)
}

/// 000 and 003 "Fire": a Full Action and an Agility test to put the flames out (prone,
/// where the line says so).
fn put_out_flames(s: &mut Step, can_act: bool, extra: Vec<NamedModifier>) -> Result<()> {
    let fire = &s.p.hazards.fire;
    let name = s.name();
    if !s.state.has_condition(Condition::OnFire) {
        s.say(format!("{name} is not on fire: nothing to put out"));
        return Ok(());
    }
    if !can_act {
        s.say(format!("{name} cannot act this turn, so cannot try to put the flames out"));
        return Ok(());
    }
    let mut mods = vec![NamedModifier::with_id("extinguish", "putting out the flames", fire.extinguish_test)];
    mods.extend(extra);
    let t = s.test(Characteristic::Ag, None, mods, None, Purpose::Extinguish)?;
    if fire.extinguish_prone {
        s.state.add_condition(Condition::Prone);
    }
    s.say(format!(
        "{name} {}tries to put out the flames (a Full Action): {}: {}",
        if fire.extinguish_prone { "drops prone and " } else { "" },
        describe(&t),
        if t.success { "the fire is out" } else { "still burning" }
    ));
    if t.success {
        s.state.remove_condition(Condition::OnFire);
    }
    Ok(())
}

/// The round's toll of blood loss: a chance of death, and fatigue.
fn bleed(s: &mut Step) -> Result<()> {
    let rule = s.p.hazards.blood_loss;
    if rule.death_percent > 0 {
        let roll = s.dice.d100(Purpose::BloodLoss)?;
        let happened = roll <= rule.death_percent;
        s.effects.push(Effect::Chance { percent: rule.death_percent, roll, happened });
        let name = s.name();
        s.say(format!(
            "{name} is losing blood: {}% chance of death, rolled {roll}: {}",
            rule.death_percent,
            if happened { "it happens" } else { "survives the round" }
        ));
        if happened {
            s.die("blood loss");
        }
    }
    s.fatigue(rule.fatigue, "blood loss");
    Ok(())
}

/// The round's Medicae test, if one is made; true when it staunched the bleeding. The
/// bleeding character treats itself only if it can act this turn.
fn staunch(s: &mut Step, medic: Option<&Staunching>, can_act: bool) -> Result<bool> {
    let Some(m) = medic else { return Ok(false) };
    let name = s.name();
    if m.actor.is_none() && !can_act {
        s.say(format!("{name} cannot act this turn, so cannot treat its own bleeding (medic.actor names a helper)"));
        return Ok(false);
    }
    let rule = s.p.hazards.blood_loss;
    let (value, id, label) = if m.strenuous {
        (rule.medicae_strenuous_test, "staunchingStrenuous", "staunching blood while busy")
    } else {
        (rule.medicae_test, "staunching", "staunching blood")
    };
    let mut mods = vec![NamedModifier::with_id(id, label, value)];
    mods.extend(m.modifiers.iter().cloned());
    let tester = m.actor.as_ref().map(|a| (a, "medic.actor"));
    let who = match &m.actor {
        Some(a) => format!("{} tends {name}'s bleeding", a.display_name("the medic")),
        None => format!("{name} tends its own bleeding"),
    };
    let t = s.test(Characteristic::Int, Some(super::round_needs::STAUNCHING_SKILL), mods, tester, Purpose::Medicae)?;
    s.say(format!("{who}: {}: {}", describe(&t), if t.success { "the bleeding stops" } else { "it goes on" }));
    if t.success {
        s.state.remove_condition(Condition::BloodLoss);
    }
    Ok(t.success)
}

/// Each injury counted in rounds loses one; those lasting until this turn end with it.
/// Returns whether one of them limits this turn to Half Actions, and the ones that ended.
fn tick_injuries(s: &mut Step, can_act: bool) -> (bool, Vec<Effect>) {
    let mut half = false;
    let mut kept = Vec::new();
    let mut ended = Vec::new();
    for e in std::mem::take(&mut s.state.injuries) {
        let Some(d) = e.duration() else {
            kept.push(e);
            continue;
        };
        let left = match d.unit {
            DurationUnit::NextTurn => Some(0),
            DurationUnit::Rounds => Some(d.amount.unwrap_or(0).saturating_sub(1)),
            _ => None,
        };
        match left {
            None => kept.push(e),
            Some(n) => {
                if matches!(e, Effect::HalfActionsOnly { .. }) {
                    half = true;
                }
                if n == 0 {
                    ended.push(e);
                } else {
                    let mut e = e;
                    if let Some(d) = e.duration_mut() {
                        *d = Duration { unit: DurationUnit::Rounds, amount: Some(n) };
                    }
                    kept.push(e);
                }
            }
        }
    }
    for e in &ended {
        if let Some(c) = e.condition() {
            if !kept.iter().any(|k| k.condition() == Some(c)) {
                s.state.remove_condition(c);
            }
        }
    }
    let name = s.name();
    if half && can_act {
        s.say(format!("{name} may take only Half Actions this turn"));
    }
    for e in &ended {
        s.say(format!("{name}: an injury ends with this turn ({})", crate::body::critical::describe(e)));
    }
    s.state.injuries = kept;
    (half, ended)
}
