//! Stun (000 "Stun"; 003 "Stun (Full Action)"; 004 Combat Actions "Stun"; 002's realigned
//! table names it only). With a melee weapon or bare hands, the attacker makes the attack
//! test with the action's modifier (-20; dh1 spares it with Takedown: the row's `waived_by`);
//! the target may Dodge or Parry as against any attack. If the blow lands, the attacker
//! rolls 1d10 + Strength Bonus (`stunAttacker`) against the target's Toughness Bonus + its
//! head armour (doubled against an unarmed or Primitive blow where the line says so) + a
//! d10 where the line has the target roll (`stunTarget`). A higher total stuns for the
//! difference in rounds; a tie stuns for one round where the line says equal totals stun.
//! A stun adds the line's fatigue. No damage is dealt.

use super::hits::Placed;
use super::melee::{self, Settled};
use super::{attack_test, reaction, Log, Prepared};
use crate::dice::Dice;
use crate::error::wording::plural;
use crate::error::Result;
use crate::model::*;

pub(super) fn resolve(pr: &Prepared, dice: &mut Dice, mut log: Log) -> Result<Box<AttackOutcome>> {
    let rule = pr.p.melee.stun;
    let req: &AttackRequest = &pr.req;
    let (test, _) = attack_test::roll(pr, dice, &mut log)?;
    let scored = if test.success { vec![Placed { location: Location::Head, extra: false }] } else { Vec::new() };
    let (evasion, landed) = reaction::react(pr, &scored, true, dice, &mut log)?;
    let mut stun = None;
    let mut fatigue = 0;
    if landed == 0 {
        note!(log, "the stun attempt does not land");
    } else {
        let face = dice.d10(crate::dice::Purpose::StunAttacker)?;
        let attacker_total = face as i32 + pr.strength_bonus;
        let head = req.target.armour.get(Location::Head);
        let primitive = pr.unarmed || req.weapon.qualities.iter().any(|q| q.id() == "primitive");
        let head_armour = if rule.head_armour_doubled && primitive { head * 2 } else { head };
        let target_roll = if rule.target_die { Some(dice.d10(crate::dice::Purpose::StunTarget)?) } else { None };
        let toughness_bonus = pr.target.numbers.bonus(pr.p, Characteristic::T, "target")?;
        let target_total = target_roll.unwrap_or(0) as i32 + toughness_bonus + head_armour;
        let diff = attacker_total - target_total;
        let rounds = if diff > 0 {
            diff as u32
        } else if diff == 0 && rule.tie_stuns {
            1
        } else {
            0
        };
        if rounds > 0 {
            fatigue = rule.fatigue;
        }
        note!(
            log,
            "Stun: {face} + Strength Bonus {} = {attacker_total} against {}Toughness Bonus {} + head armour {head_armour}{} = {target_total}: {}",
            pr.strength_bonus,
            target_roll.map(|r| format!("{r} + ")).unwrap_or_default(),
            toughness_bonus,
            if head_armour != head { format!(" ({head} doubled)") } else { String::new() },
            match (rounds, diff) {
                (0, _) => "not stunned".to_string(),
                (r, 0) => format!("a tie stuns for {r} round"),
                (r, _) => format!("stunned for {}", plural(r, "round")),
            }
        );
        if fatigue > 0 {
            note!(log, "the stun adds {} of fatigue", plural(fatigue, "level"));
        }
        stun = Some(StunRoll {
            attacker_roll: face,
            attacker_total,
            target_roll,
            target_total,
            head_armour,
            stunned: rounds > 0,
            rounds,
        });
    }
    let mut target = melee::settle(pr, fatigue, &mut log)?;
    if let Some(s) = stun.as_ref().filter(|s| s.stunned) {
        melee::add(&mut target.conditions, Condition::Stunned);
        target.stunned_rounds = Some(s.rounds);
    }
    let hits_scored = scored.len() as u32;
    let melee = MeleeResults { stun, ..MeleeResults::default() };
    Ok(melee::outcome(pr, Settled { test, hits_scored, evasion, hits: Vec::new(), target, melee }, log))
}
