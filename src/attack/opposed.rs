//! The melee actions settled by one opposed test (the rules in `rules::MeleeRules`):
//!
//! - Knock-Down (000 "Knock-Down"; 003 "Knock-Down (Half Action)"; 004 "Knock Down"):
//!   opposed Strength, with the line's bonus for the `movedFirst` circumstance (a half move
//!   first; dh2: a Charge). An attacker's win knocks the target prone; a win with the line's
//!   degrees also deals an unarmed blow to the body and fatigue. Where the line has it, a
//!   target winning with two or more degrees knocks the attacker prone instead (dh1: only if
//!   the attacker's own test failed).
//! - Feint (000 "Feint"; 003 "Feint (Half Action)"; 004 "Feint"): opposed Weapon Skill; a
//!   win is reported as `feinted`, and the next attack sent with the `feinted` circumstance
//!   cannot be dodged or parried (dh1/rt: only if that attack is a Standard Attack).
//! - Manoeuvre (000 "Manoeuvre"; 003 "Manoeuvre (Half Action)"; 004 "Manoeuvre"): opposed
//!   Weapon Skill; a win pushes the target the line's metres (the attacker may follow).
//!
//! "Wins with N degrees" is read as winning the opposed test with N or more degrees of
//! success of one's own (004: "2+ DoS").

use super::action_check::Checked;
use super::melee::{self, Settled, Side};
use super::modifiers::push_id;
use super::{Log, Prepared};
use crate::dice::Dice;
use crate::error::Result;
use crate::model::*;
use crate::rules::action_types::Resolution;
use crate::rules::FeintFollowUp;

pub(super) fn resolve(pr: &Prepared, dice: &mut Dice, mut log: Log) -> Result<Box<AttackOutcome>> {
    melee::no_reaction(pr, &mut log);
    let req: &AttackRequest = &pr.req;
    let p = pr.p;
    let characteristic =
        if pr.rule.resolution == Resolution::KnockDown { Characteristic::S } else { Characteristic::Ws };
    let mut mods = Vec::new();
    let kd = p.melee.knock_down;
    if pr.rule.resolution == Resolution::KnockDown && req.circumstances.moved_first {
        push_id(&mut mods, "movedFirst", kd.moved_label, kd.moved_bonus);
    }
    mods.extend(crate::test::validate::modifiers(&req.modifiers, "modifiers")?);
    let attacker = Side { characteristic, skill: None, modifiers: mods };
    let o = melee::opposed(pr, attacker, Side::plain(characteristic), 0, 0, dice, &mut log)?;
    let mut results = MeleeResults::default();
    let mut me = melee::attacker_state(&req.attacker);
    let mut hits = Vec::new();
    let mut target = None;
    let name = req.target.display_name("the target");
    match pr.rule.resolution {
        Resolution::KnockDown => {
            if o.attacker_won() {
                note!(log, "Knock-Down: {name} is knocked prone (a Stand action to rise)");
                if o.attacker.degrees >= kd.damage_degrees {
                    note!(log, "{} degrees of success: the blow also hurts", o.attacker.degrees);
                    let (hit, state) =
                        melee::blow(pr, &o.attacker, kd.damage, kd.fatigue, "knock-down", dice, &mut log)?;
                    hits.push(hit);
                    target = Some(state);
                }
            } else if let Some(n) = kd.backlash_degrees {
                let failed_ok = !kd.backlash_needs_attacker_failure || !o.attacker.success;
                if o.defender_won() && o.defender.degrees >= n && failed_ok {
                    note!(
                        log,
                        "{name} wins with {} degrees: the attacker is knocked prone instead",
                        o.defender.degrees
                    );
                    melee::add(&mut me.conditions, Condition::Prone);
                    results.attacker = Some(me.clone());
                }
            }
        }
        Resolution::Feint => {
            results.feinted = Some(o.attacker_won());
            if o.attacker_won() {
                let next = match p.melee.feint {
                    FeintFollowUp::StandardAttackOnly => "if the next action is a Standard Attack",
                    FeintFollowUp::AnyMeleeAttack => "whatever the action",
                };
                note!(log, "Feint: the next melee attack on {name} cannot be dodged or parried {next} (send it with the feinted circumstance)");
            } else {
                note!(log, "Feint: {name} is not deceived");
            }
        }
        _ => {
            let metres = if o.attacker_won() { p.melee.manoeuvre_metres } else { 0 };
            results.pushed_metres = Some(metres);
            if metres > 0 {
                note!(log, "Manoeuvre: {name} is pushed {metres} m (not into a character or obstacle); the attacker may follow");
            } else {
                note!(log, "Manoeuvre: {name} holds its ground");
            }
        }
    }
    let mut target = match target {
        Some(t) => t,
        None => melee::settle(pr, 0, &mut log)?,
    };
    if pr.rule.resolution == Resolution::KnockDown && o.attacker_won() {
        melee::add(&mut target.conditions, Condition::Prone);
    }
    let test = o.attacker.clone();
    results.opposed = Some(o);
    let hits_scored = hits.len() as u32;
    Ok(melee::outcome(pr, Settled { test, hits_scored, evasion: None, hits, target, melee: results }, log))
}

/// What a won Feint does to this attack's reaction: `Ok(why)` when the target cannot
/// react, `Err(why)` when the advantage does not apply to this attack (logged), `None`
/// without the `feinted` circumstance.
pub(super) fn feint_effect(k: &Checked, req: &AttackRequest) -> Option<std::result::Result<String, String>> {
    if !req.circumstances.feinted {
        return None;
    }
    if !k.melee {
        return Some(Err("the feint helps only a melee attack".into()));
    }
    let standard = k.rule.action == Action::Standard;
    if k.p.melee.feint == FeintFollowUp::StandardAttackOnly && !standard {
        return Some(Err(format!(
            "the feint's advantage is lost: in {} it holds only for a Standard Attack",
            k.p.name
        )));
    }
    Some(Ok("the attacker won a feint: this attack cannot be dodged or parried".into()))
}
