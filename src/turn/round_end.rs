//! `endRound`, at the end of the round: holding one's breath and suffocating (003
//! "Suffocation": "at the end of each Round"; 000, 002 and 004 "Suffocation": each round),
//! then vacuum (000 and 003 "Vacuum": "at the end of each Round").

use crate::body::special_damage::Blow;
use crate::dice::{Dice, Purpose};
use crate::error::wording::plural;
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::hazards::{OutOfBreath, Smothering};
use crate::rules::profile;
use crate::test::describe;
use crate::test::validate;

use super::rounds::{Step, MAX_ROUNDS};

fn checked_round(round: u32, path: &str) -> Result<u32> {
    if round == 0 || round > MAX_ROUNDS {
        return Err(Error::invalid(path, &format!("must be a whole number from 1 to {MAX_ROUNDS}")));
    }
    Ok(round)
}

/// `endRound`: suffocation and vacuum, at the end of the round.
pub fn end_round(req: &EndRoundRequest, entropy: u64) -> Result<RoundOutcome> {
    let p = profile(req.ruleset);
    validate::actor(p, &req.actor, "actor", req.actor.wounds.is_some())?;
    if let Some(b) = &req.breath {
        checked_round(b.round, "breath.round")?;
    }
    if let Some(v) = &req.vacuum {
        checked_round(v.round, "vacuum.round")?;
    }
    let traits = crate::test::feature_set::of_actor(p, &req.actor, "actor")?;
    super::round_needs::end_round(p, req, &traits)?;
    let dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut s = Step::new(p, &req.actor, &traits, dice, req.options.sudden_death)?;
    if let Some(b) = &req.breath {
        breath(&mut s, b.round, b.conserving)?;
    }
    if let Some(v) = &req.vacuum {
        if !s.state.dead {
            vacuum(&mut s, v)?;
        }
    }
    if req.breath.is_none() && req.vacuum.is_none() {
        let name = s.name();
        s.say(format!("nothing befalls {name} at the end of the round"));
    }
    s.outcome(None, false, Vec::new())
}

/// A round without air, holding one's breath while busy (or, `conserving`, a minute at
/// rest).
fn breath(s: &mut Step, round: u32, conserving: bool) -> Result<()> {
    let rule = s.p.hazards.suffocation;
    let tb = s.state.toughness_bonus()?.max(0) as u32;
    let per = if conserving { rule.conserving.minutes_per_toughness_bonus } else { rule.rounds_per_toughness_bonus };
    let limit = per.saturating_mul(tb);
    let name = s.name();
    if s.state.unconscious()? {
        s.say(format!("{name} is unconscious without air (round {round}; breath ran out after {limit})"));
        match rule.unconscious {
            Smothering::Damage { dose } => {
                let blow = Blow::of("suffocation", &dose, s.sudden_death);
                s.blow(&blow)?;
            }
            Smothering::DiesAfterToughnessBonusRounds => {
                let out = round.saturating_sub(limit);
                if out >= tb {
                    s.die(&format!("{out} rounds unconscious without air, Toughness Bonus {tb}"));
                } else {
                    s.say(format!("{} without air and {name} dies", plural(tb - out, "more round")));
                }
            }
        }
        return Ok(());
    }
    if conserving && round <= limit {
        let mods = vec![NamedModifier::with_id("holdingBreath", "holding breath", rule.conserving.test)];
        let t = s.test(Characteristic::T, None, mods, None, Purpose::Breath)?;
        s.say(format!("{name} saves its breath (minute {round} of {limit}): {}", describe(&t)));
        if !t.success {
            s.fatigue(rule.conserving.fatigue, "a failed breath test");
        }
        if round == limit {
            knocked_out(s, "its breath runs out");
        }
        return Ok(());
    }
    if conserving {
        knocked_out(s, "its breath ran out");
        return Ok(());
    }
    if round <= limit {
        if let Some(m) = rule.holding_test {
            let mods = vec![NamedModifier::with_id("holdingBreath", "holding breath", m)];
            let t = s.test(Characteristic::T, None, mods, None, Purpose::Breath)?;
            s.say(format!("{name} holds its breath (round {round} of {limit}): {}", describe(&t)));
            if !t.success {
                s.fatigue(rule.holding_fatigue, "a failed breath test");
            }
        } else {
            s.say(format!("{name} holds its breath (round {round} of {limit})"));
        }
        if round == limit && matches!(rule.out_of_breath, OutOfBreath::Unconscious) {
            knocked_out(s, "its breath runs out");
        }
        return Ok(());
    }
    match rule.out_of_breath {
        OutOfBreath::Unconscious => knocked_out(s, "its breath ran out"),
        OutOfBreath::WoundsAndFatigue { wounds, fatigue } => {
            s.say(format!("{name} is out of breath (round {round}, after {limit})"));
            let blow = Blow {
                what: "lack of air".to_string(),
                damage: crate::dice::DiceExpr { count: 0, sides: 10, modifier: wounds },
                damage_type: DamageType::Impact,
                location: Some(Location::Body),
                ignore_armour: true,
                ignore_toughness: true,
                penetration: 0,
                fatigue,
                sudden_death: s.sudden_death,
            };
            s.blow(&blow)?;
        }
    }
    Ok(())
}

fn knocked_out(s: &mut Step, why: &str) {
    if !s.state.has_condition(Condition::Unconscious) {
        s.state.add_condition(Condition::Unconscious);
        let name = s.name();
        s.say(format!("{why}: {name} falls unconscious until it has air again"));
    }
}

/// A round in vacuum.
fn vacuum(s: &mut Step, v: &VacuumExposure) -> Result<()> {
    let rule = s.p.hazards.vacuum;
    let tb = s.state.toughness_bonus()?.max(0) as u32;
    let name = s.name();
    let per = if v.gradual { rule.gradual_rounds_per_toughness_bonus } else { rule.sudden_rounds_per_toughness_bonus };
    let safe = per.saturating_mul(tb);
    if v.round <= safe {
        s.say(format!("{name} is unharmed by the vacuum (round {} of {safe})", v.round));
        return Ok(());
    }
    if v.gradual {
        let since = (v.round - safe) as i32;
        let mods = vec![NamedModifier {
            id: Some("thinningAir".into()),
            label: format!("thinning air, round {since}"),
            value: rule.gradual_test_step.saturating_mul(since),
        }];
        let t = s.test(Characteristic::T, None, mods, None, Purpose::Vacuum)?;
        s.say(format!("{name} struggles in the thinning air: {}", describe(&t)));
        let dose = if t.success { rule.gradual_resisted } else { rule.gradual };
        s.blow(&Blow::of("the thinning air", &dose, s.sudden_death))?;
        return Ok(());
    }
    s.blow(&Blow::of("depressurisation", &rule.depressurisation, s.sudden_death))?;
    if v.space && !s.state.dead {
        let mods = vec![NamedModifier::with_id("coldOfSpace", "the cold of space", rule.cold_test)];
        let t = s.test(Characteristic::T, None, mods, None, Purpose::Vacuum)?;
        s.say(format!("{name} endures the cold of space: {}", describe(&t)));
        if !t.success {
            s.blow(&Blow::of("the cold of space", &rule.cold, s.sudden_death))?;
        }
    }
    Ok(())
}
