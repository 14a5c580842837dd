//! Extended care (000 and 003 "Healing", 002 "Damage and Healing"): natural healing under
//! medical attention, with a Medicae test at the end of each period of care (a day or a
//! week, by the patient's state then); a success speeds the healing, a bad failure harms.

use super::medicae::{medicae_test, Treatment};
use super::natural_healing::Natural;
use super::patient::Patient;
use crate::dice::{Dice, DiceExpr, Purpose};
use crate::error::wording::plural;
use crate::error::Result;
use crate::model::*;
use crate::rules::healing::ExtendedCare;
use crate::rules::Profile;
use crate::test::{self, describe};

/// Rolls an amount of damage.
fn roll_amount(e: DiceExpr, dice: &mut Dice) -> Result<i32> {
    let mut total = e.modifier;
    for _ in 0..e.count {
        total += dice.die(e.sides, Purpose::CareHarm)?.1 as i32;
    }
    Ok(total.max(0))
}

/// Extended care: natural healing under medical attention, with a Medicae test at the end
/// of each period of care (a day or a week, by the patient's state then). The care starts
/// (`begin`), each period heals naturally and ends with the medic's test (`period_test`),
/// whose success speeds the healing (`care_succeeds`) and whose bad failure harms
/// (`care_fails`); care that succeeded once ends what lasted until treated.
pub(super) fn extended_care(
    p: &Profile,
    req: &HealRequest,
    t: &Treatment,
    pt: &mut Patient,
    dice: &mut Dice,
    tests: &mut Vec<TestResult>,
    log: &mut Vec<String>,
) -> Result<()> {
    let care = &p.healing.extended_care;
    let modifiers = care_modifiers(p, req, t)?;
    let days = begin(care, req, t, pt, log)?;
    let mut natural = Natural::new(req.bed_rest, true);
    let mut left = days;
    let mut succeeded = false;
    while left > 0 && !pt.dead {
        let s = pt.state()?;
        if s == DamageState::Unharmed {
            log.push(format!("{} has healed all damage", pt.name));
            break;
        }
        let period = care.period_days(s).max(1);
        if left < period {
            log.push(format!(
                "{} left: less than the {} of care a {} patient is tested after; natural healing only",
                plural(left, "day"),
                plural(period, "day"),
                pt.state_name(s)
            ));
            natural.run(pt, left, dice, tests, log)?;
            break;
        }
        let healed = natural.run(pt, period, dice, tests, log)?;
        left -= period;
        if pt.dead || pt.state()? == DamageState::Unharmed {
            continue;
        }
        let (success, degrees) = period_test(p, t, &modifiers, natural.day, dice, tests, log)?;
        if success {
            succeeded = true;
            care_succeeds(care, healed, degrees, pt, log);
        } else {
            care_fails(care, degrees, pt, dice, tests, log)?;
        }
    }
    if succeeded {
        pt.treated(log);
    }
    pt.hours_pass(days.saturating_mul(24), log);
    Ok(())
}

/// The medic's modifiers: one for each patient it attends beyond its Intelligence Bonus
/// (cumulative), then the request's own.
fn care_modifiers(p: &Profile, req: &HealRequest, t: &Treatment) -> Result<Vec<NamedModifier>> {
    let care = &p.healing.extended_care;
    let int_bonus = test::bonus(p, t.medic, Characteristic::Int, t.path)?;
    let patients = req.patients.unwrap_or(1) as i32;
    let over = (patients - int_bonus).max(0);
    let mut modifiers = Vec::new();
    if over > 0 {
        modifiers.push(NamedModifier {
            id: Some("extraPatients".into()),
            label: format!("{} beyond the Intelligence Bonus", plural(over, "patient")),
            value: over * care.extra_patient,
        });
    }
    modifiers.extend(t.extra.iter().cloned());
    Ok(modifiers)
}

/// The care begins: how many days it lasts (a period of care of the patient's state when
/// the request gives none), a patient knocked out by fatigue comes round, and bed rest
/// takes the fatigue. Returns the days.
fn begin(
    care: &ExtendedCare,
    req: &HealRequest,
    t: &Treatment,
    pt: &mut Patient,
    log: &mut Vec<String>,
) -> Result<u32> {
    let start = pt.state()?;
    let days = req.days.unwrap_or_else(|| care.period_days(start).max(1));
    log.push(format!(
        "{} gives {} extended care for {}{}, starting {} ({} damage, {} critical damage)",
        t.name,
        pt.name,
        plural(days, "day"),
        if req.bed_rest { " in bed rest" } else { "" },
        pt.state_name(start),
        pt.damage,
        pt.critical_damage
    ));
    pt.wake(log)?;
    if req.bed_rest {
        pt.rest(days.saturating_mul(24), log);
    }
    Ok(days)
}

/// The Medicae test at the end of a period of care; returns whether it passed and its
/// degrees.
fn period_test(
    p: &Profile,
    t: &Treatment,
    modifiers: &[NamedModifier],
    day: u32,
    dice: &mut Dice,
    tests: &mut Vec<TestResult>,
    log: &mut Vec<String>,
) -> Result<(bool, i32)> {
    let test = medicae_test(p, t.medic, t.path, modifiers.to_vec(), dice, log)?;
    log.push(format!("day {day}: extended care test: {}", describe(&test)));
    let outcome = (test.success, test.degrees);
    tests.push(test);
    Ok(outcome)
}

/// A passed test: natural healing over the period counts `multiplier` times, and each
/// degree of success removes `per_degree` more.
fn care_succeeds(care: &ExtendedCare, healed: i32, degrees: i32, pt: &mut Patient, log: &mut Vec<String>) {
    let extra = healed * (care.multiplier as i32 - 1) + care.per_degree as i32 * degrees.max(0);
    let removed = pt.remove(extra);
    log.push(format!(
        "the care multiplies natural healing ({healed}) by {} and adds {} a degree: {removed} more removed ({} damage, {} critical damage left)",
        care.multiplier, care.per_degree, pt.damage, pt.critical_damage
    ));
}

/// A failed test: natural healing only, unless it failed by enough degrees to harm; then a
/// critically damaged patient tests Toughness or dies (where the line says so), any other
/// takes the harm's damage.
fn care_fails(
    care: &ExtendedCare,
    degrees: i32,
    pt: &mut Patient,
    dice: &mut Dice,
    tests: &mut Vec<TestResult>,
    log: &mut Vec<String>,
) -> Result<()> {
    let Some(harm) = care.harm.iter().find(|h| degrees >= h.degrees) else {
        log.push("the care fails: natural healing only".to_string());
        return Ok(());
    };
    match (pt.state()?, care.critical_toughness_test) {
        (DamageState::CriticallyDamaged, Some(modifier)) => {
            let tt = pt.toughness_test(modifier, dice)?;
            let lived = tt.success;
            log.push(format!(
                "the care fails by {}: {} must pass a Toughness test or die: {}",
                plural(degrees, "degree"),
                pt.name,
                describe(&tt)
            ));
            tests.push(tt);
            if !lived {
                pt.dead = true;
                log.push(format!("{} dies", pt.name));
            }
        }
        _ => {
            let points = roll_amount(harm.damage, dice)?;
            log.push(format!("the care fails by {}: it does harm", plural(degrees, "degree")));
            pt.harm(points, log);
        }
    }
    Ok(())
}
