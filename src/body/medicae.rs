//! A medic's Medicae test, and the two treatments that are one test: first aid (some damage
//! at once, and medical attention; 000 and 003 "Healing", 002 "Damage and Healing") and
//! staunching blood loss (000 and 003 "Blood Loss", 002 and 004 "Blood Loss").

use super::patient::Patient;
use crate::dice::{Dice, Purpose};
use crate::error::Result;
use crate::model::*;
use crate::rules::healing::Treats;
use crate::rules::Profile;
use crate::test::{self, describe};

/// Who treats the patient, and its path in the request.
pub(super) struct Treatment<'a> {
    pub(super) medic: &'a Actor,
    pub(super) path: &'static str,
    pub(super) name: String,
    pub(super) extra: Vec<NamedModifier>,
}

/// Rolls a medic's Medicae test (Intelligence, with the skill's training and bonus).
pub(super) fn medicae_test(
    p: &Profile,
    medic: &Actor,
    path: &str,
    mut modifiers: Vec<NamedModifier>,
    dice: &mut Dice,
    log: &mut Vec<String>,
) -> Result<TestResult> {
    let b = test::base(p, medic, Characteristic::Int, Some("Medicae"), path)?;
    log.extend(b.note);
    modifiers.retain(|m| m.value != 0);
    modifiers.extend(b.modifiers);
    modifiers.extend(test::fatigue_modifier(p, medic));
    let spec = test::Spec { characteristic: Characteristic::Int, skill: Some("Medicae"), base: b.value, modifiers };
    test::roll(p, medic, spec, dice, Purpose::Medicae)
}

/// First aid: one test; a success removes what the patient's state allows (critical damage
/// first) and counts as medical attention.
pub(super) fn first_aid(
    p: &Profile,
    t: &Treatment,
    pt: &mut Patient,
    dice: &mut Dice,
    tests: &mut Vec<TestResult>,
    log: &mut Vec<String>,
) -> Result<()> {
    let s = pt.state()?;
    let test = medicae_test(p, t.medic, t.path, t.extra.clone(), dice, log)?;
    log.push(format!("{} gives {} first aid ({}): {}", t.name, pt.name, pt.state_name(s), describe(&test)));
    if test.success {
        match p.healing.first_aid.of(s) {
            None => log.push(format!("{} has no damage to remove", pt.name)),
            Some(treats) => {
                let points = match treats {
                    Treats::Points(n) => n as i32,
                    Treats::IntelligenceBonus => test::bonus(p, t.medic, Characteristic::Int, t.path)?,
                    Treats::DegreesOfSuccess => test.degrees.max(0),
                };
                let removed = pt.remove(points);
                log.push(format!(
                    "first aid removes {removed} ({} damage, {} critical damage left)",
                    pt.damage, pt.critical_damage
                ));
            }
        }
        pt.treated(log);
    } else {
        log.push("the first aid removes no damage".to_string());
    }
    tests.push(test);
    Ok(())
}

/// The Medicae test that stops blood loss.
pub(super) fn staunch(
    p: &Profile,
    req: &HealRequest,
    t: &Treatment,
    pt: &mut Patient,
    dice: &mut Dice,
    tests: &mut Vec<TestResult>,
    log: &mut Vec<String>,
) -> Result<()> {
    let rule = &p.healing.blood_loss;
    let bleeding =
        pt.conditions.contains(&Condition::BloodLoss) || pt.injuries.iter().any(|e| matches!(e, Effect::BloodLoss));
    if !bleeding {
        log.push(format!("note: {} is not marked as suffering blood loss", pt.name));
    }
    let mut modifiers = vec![match (req.strenuous, rule.strenuous) {
        (true, Some(m)) => {
            NamedModifier::with_id("staunchingStrenuous", "Staunching blood loss during strenuous activity", m)
        }
        _ => NamedModifier::with_id("staunching", "Staunching blood loss", rule.modifier),
    }];
    if req.strenuous && rule.strenuous.is_none() {
        log.push("this line has no harder test for strenuous activity".to_string());
    }
    modifiers.extend(t.extra.iter().cloned());
    let test = medicae_test(p, t.medic, t.path, modifiers, dice, log)?;
    log.push(format!("{} tries to staunch {}'s bleeding: {}", t.name, pt.name, describe(&test)));
    if test.success {
        pt.conditions.retain(|c| *c != Condition::BloodLoss);
        pt.injuries.retain(|e| !matches!(e, Effect::BloodLoss));
        log.push("the blood loss stops".to_string());
    } else {
        log.push("the bleeding goes on".to_string());
    }
    tests.push(test);
    Ok(())
}
