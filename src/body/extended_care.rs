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
/// of each period of care (a day or a week, by the patient's state then).
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
        let test = medicae_test(p, t.medic, t.path, modifiers.clone(), dice, log)?;
        log.push(format!("day {}: extended care test: {}", natural.day, describe(&test)));
        let (success, degrees) = (test.success, test.degrees);
        tests.push(test);
        if success {
            succeeded = true;
            let extra = healed * (care.multiplier as i32 - 1) + care.per_degree as i32 * degrees.max(0);
            let removed = pt.remove(extra);
            log.push(format!(
                "the care multiplies natural healing ({healed}) by {} and adds {} a degree: {removed} more removed ({} damage, {} critical damage left)",
                care.multiplier, care.per_degree, pt.damage, pt.critical_damage
            ));
            continue;
        }
        let Some(harm) = care.harm.iter().find(|h| degrees >= h.degrees) else {
            log.push("the care fails: natural healing only".to_string());
            continue;
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
    }
    if succeeded {
        pt.treated(log);
    }
    pt.hours_pass(days.saturating_mul(24), log);
    Ok(())
}
