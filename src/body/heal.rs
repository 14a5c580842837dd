//! Healing (`heal`): what time and treatment do to a character's damage, fatigue and
//! characteristic damage.
//!
//! - `natural`: days pass. The damage state (`rules::healing::DamageStates`) sets how much
//!   each day or week removes, with or without bed rest and medical attention (000 and 003
//!   "Healing", 002 "Damage and Healing"). The state is worked out again every day, so a
//!   character that heals from heavily to lightly damaged heals faster from then on.
//! - `medicae`: a medic's Medicae test: first aid (some damage at once), extended care (a test
//!   at the end of each day or week of care, speeding natural healing) or staunching blood
//!   loss (000 and 003 "Blood Loss", 002 and 004 "Blood Loss").
//! - `rest`: hours of rest remove fatigue (000 and 003 "Removing Fatigue", 002 and 004
//!   "Fatigue").
//! - `wake`: a character knocked out by fatigue comes round after 10 - TB minutes with
//!   fatigue equal to its Toughness Bonus (000 "Fatigue", 004 "Fatigue").
//!
//! Characteristic damage heals a point an hour whatever the character does (000 "Removing
//! Characteristic Damage", 003 "Characteristic Damage") while days or hours pass. Every
//! number is the line's profile (`Profile::healing`).
//!
//! The patient and its damage state are in `patient`, natural healing in `natural_healing`,
//! the Medicae tests in `medicae` (first aid, staunching) and `extended_care`, and what
//! comes back with time and rest in `recovery`.

use super::extended_care::extended_care;
use super::medicae::{first_aid, staunch, Treatment};
use super::natural_healing::Natural;
use super::patient::Patient;
use crate::body::unconscious;
use crate::dice::Dice;
use crate::error::wording::plural;
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::{profile, Profile};
use crate::test::validate;

/// The most days one request may pass.
pub const MAX_DAYS: u32 = 1000;
/// The most hours of rest one request may pass.
pub const MAX_HOURS: u32 = 1000;
/// The most patients a medic may attend at once.
pub const MAX_PATIENTS: u32 = 100;

/// Checks that the request's fields fit its kind and are in range.
fn check(p: &Profile, req: &HealRequest) -> Result<()> {
    let kind = req.kind.as_str();
    let care = req.care.unwrap_or_default();
    let medicae = req.kind == HealKind::Medicae;
    let extended = medicae && care == Care::ExtendedCare;
    let refuse =
        |field: &str, who: &str| Err(Error::invalid(field, &format!("only {who} takes {field}, not kind '{kind}'")));
    if req.days.is_some() && !(req.kind == HealKind::Natural || extended) {
        return refuse("days", "kind 'natural' or 'medicae' with care 'extendedCare'");
    }
    if req.bed_rest && !(req.kind == HealKind::Natural || extended) {
        return refuse("bedRest", "kind 'natural' or 'medicae' with care 'extendedCare'");
    }
    if req.hours.is_some() && req.kind != HealKind::Rest {
        return refuse("hours", "kind 'rest'");
    }
    if req.medical_attention && req.kind != HealKind::Natural {
        return refuse("medicalAttention", "kind 'natural'");
    }
    if !medicae {
        for (set, field) in
            [(req.care.is_some(), "care"), (req.medic.is_some(), "medic"), (!req.modifiers.is_empty(), "modifiers")]
        {
            if set {
                return refuse(field, "kind 'medicae'");
            }
        }
    }
    if req.patients.is_some() && !extended {
        return refuse("patients", "care 'extendedCare'");
    }
    if req.strenuous && !(medicae && care == Care::StaunchBloodLoss) {
        return refuse("strenuous", "care 'staunchBloodLoss'");
    }
    let in_range = |v: Option<u32>, field: &str, hi: u32| match v {
        Some(n) if n == 0 || n > hi => Err(Error::invalid(field, &format!("must be a whole number from 1 to {hi}"))),
        _ => Ok(()),
    };
    in_range(req.days, "days", MAX_DAYS)?;
    in_range(req.hours, "hours", MAX_HOURS)?;
    in_range(req.patients, "patients", MAX_PATIENTS)?;
    if req.kind == HealKind::Natural && req.days.is_none() {
        return Err(Error::invalid("days", "is required for kind 'natural': the days that pass"));
    }
    if req.kind == HealKind::Rest && req.hours.is_none() {
        return Err(Error::invalid("hours", "is required for kind 'rest': the hours of rest"));
    }
    // Healing damage needs the patient's wounds (bad care can push damage past them).
    let damage_heals = req.kind == HealKind::Natural || (medicae && care != Care::StaunchBloodLoss);
    validate::actor(p, &req.actor, "actor", damage_heals)?;
    if !damage_heals {
        for (v, field) in [(req.actor.damage, "actor.damage"), (req.actor.critical_damage, "actor.criticalDamage")] {
            if !(0..=validate::MAX_WOUNDS).contains(&v) {
                return Err(Error::invalid(
                    field,
                    &format!("must be a whole number from 0 to {}", validate::MAX_WOUNDS),
                ));
            }
        }
    }
    if let Some(m) = &req.medic {
        validate::actor(p, &m.actor, "medic.actor", false)?;
    }
    // Before any die: the patient's Toughness sets its damage state and recovery, and some
    // care tests it, so every kind of healing reads it (`test::needs`).
    let mut needs = crate::test::needs::Needs::new();
    needs.add(Characteristic::T, "healing reads the Toughness Bonus and may test Toughness");
    needs.check(&req.actor, "actor")
}

pub fn heal(req: &HealRequest, entropy: u64) -> Result<HealOutcome> {
    let p = profile(req.ruleset);
    check(p, req)?;
    let extra = validate::modifiers(&req.modifiers, "modifiers")?;
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut pt = Patient::of(p, &req.actor);
    let mut log = Vec::new();
    let mut tests = Vec::new();
    match req.kind {
        HealKind::Natural => {
            let days = req.days.unwrap_or(1);
            let s = pt.state()?;
            log.push(format!(
                "{}: {} of natural healing{}{}, starting {} ({} damage, {} critical damage)",
                pt.name,
                plural(days, "day"),
                if req.bed_rest { " in bed rest" } else { "" },
                if req.medical_attention { " under medical attention" } else { "" },
                pt.state_name(s),
                pt.damage,
                pt.critical_damage
            ));
            pt.wake(&mut log)?;
            // A day in bed is more rest than fatigue needs: gone before the day's healing.
            if req.bed_rest {
                pt.rest(days.saturating_mul(24), &mut log);
            }
            let mut natural = Natural::new(req.bed_rest, req.medical_attention);
            natural.run(&mut pt, days, &mut dice, &mut tests, &mut log)?;
            if req.medical_attention {
                pt.treated(&mut log);
            }
            pt.hours_pass(days.saturating_mul(24), &mut log);
        }
        HealKind::Rest => {
            let hours = req.hours.unwrap_or(1);
            pt.wake(&mut log)?;
            pt.rest(hours, &mut log);
            pt.hours_pass(hours, &mut log);
            if pt.removed.fatigue == 0 && pt.removed.characteristic_damage == 0 {
                log.push(format!(
                    "{} rests {}: no fatigue or characteristic damage to recover",
                    pt.name,
                    plural(hours, "hour")
                ));
            }
        }
        HealKind::Wake => {
            if !pt.wake(&mut log)? {
                log.push(format!(
                    "note: {} is not unconscious from fatigue (fatigue {}); nothing changes",
                    pt.name, pt.fatigue
                ));
            }
        }
        HealKind::Medicae => {
            let (medic, path) = match &req.medic {
                Some(m) => (&m.actor, "medic.actor"),
                None => (&req.actor, "actor"),
            };
            if unconscious(p, medic, path)? {
                let why = if req.medic.is_some() {
                    "the medic is unconscious"
                } else {
                    "an unconscious character cannot treat itself; name a medic"
                };
                return Err(Error::not_allowed(if req.medic.is_some() { "medic" } else { "actor" }, why));
            }
            let name = if req.medic.is_some() { medic.display_name("the medic") } else { pt.name.clone() };
            let t = Treatment { medic, path, name, extra };
            match req.care.unwrap_or_default() {
                Care::FirstAid => first_aid(p, &t, &mut pt, &mut dice, &mut tests, &mut log)?,
                Care::ExtendedCare => extended_care(p, req, &t, &mut pt, &mut dice, &mut tests, &mut log)?,
                Care::StaunchBloodLoss => staunch(p, req, &t, &mut pt, &mut dice, &mut tests, &mut log)?,
            }
        }
    }
    let state = pt.state()?;
    let removed = pt.removed.clone();
    let name = pt.name.clone();
    let state_name = pt.state_name(state);
    let target = pt.finish(state)?;
    log.push(format!(
        "Result: {name} has {} damage, {} critical damage, {} fatigue: {state_name}{}",
        target.damage,
        target.critical_damage,
        target.fatigue,
        if target.dead { "; dead" } else { "" }
    ));
    Ok(HealOutcome { kind: req.kind, target, state, removed, tests, dice: dice.take_record(), log, seed: dice.seed() })
}
