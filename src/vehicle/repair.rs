//! Vehicle repair (002 Vehicle Repair) and `repairVehicle`: one call, one test. A lightly
//! damaged vehicle has all its Structural Integrity repaired by one test (an hour a point); a
//! heavily damaged one 5 points a test (4 hours a point); a critically damaged one a point of
//! critical damage a test (a day a point), which needs Tech-Use or Trade (Armourer). The
//! mechanic's skills set the difficulty; the test is of Tech-Use (the skill every row allows).

use super::hull::Hull;
use crate::dice::{Dice, Purpose};
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::profile;
use crate::rules::vehicles::RepairRow;
use crate::test::{self, describe, trained, validate, Plain};

/// The difficulty a mechanic repairs at: the best a row's skills give.
fn difficulty(row: &RepairRow, a: &Actor) -> (i32, Option<&'static [&'static str]>) {
    row.with
        .iter()
        .filter(|(skills, _)| skills.iter().all(|s| trained(a, s)))
        .max_by_key(|(_, d)| *d)
        .map_or((row.difficulty, None), |(skills, d)| (*d, Some(*skills)))
}

pub fn repair_vehicle(req: &RepairRequest, entropy: u64) -> Result<RepairOutcome> {
    let p = profile(req.ruleset);
    let mut hull = Hull::of(p, &req.vehicle, "vehicle")?;
    validate::actor(p, &req.mechanic, "mechanic", false)?;
    let mods = validate::modifiers(&req.modifiers, "modifiers")?;
    let state = hull.state();
    let v = &p.vehicles;
    let row = match state {
        VehicleDamageState::Undamaged => {
            return Ok(RepairOutcome {
                state,
                test: None,
                repaired: 0,
                hours: 0.0,
                vehicle: hull.finish(),
                dice: Vec::new(),
                log: vec![format!("{} is undamaged: nothing to repair", hull.name())],
                seed: None,
            })
        }
        VehicleDamageState::LightlyDamaged => &v.repair_light,
        VehicleDamageState::HeavilyDamaged => &v.repair_heavy,
        VehicleDamageState::CriticallyDamaged => &v.repair_critical,
    };
    if !row.needs.is_empty() && !row.needs.iter().any(|s| trained(&req.mechanic, s)) {
        return Err(Error::not_allowed(
            "mechanic.skills",
            "critical damage is repaired with Tech-Use or Trade (Armourer), and the mechanic has neither (Only War, Vehicle Repair)",
        ));
    }
    let skill = crate::rules::skills::find(p, "techUse").map_or("Tech-Use", |d| d.name);
    let (d, by) = difficulty(row, &req.mechanic);
    let label = match by {
        Some(s) => format!("repair difficulty {d:+} (with {})", s.join(" and ")),
        None => format!("repair difficulty {d:+}"),
    };
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut log: Log = Log::new(true);
    let plain = Plain {
        characteristic: Characteristic::Int,
        skill: Some(skill),
        difficulty: Some(NamedModifier { id: Some("difficulty".into()), label, value: d }),
        extra: mods,
    };
    let t = test::roll_plain(p, &req.mechanic, "mechanic", plain, &mut dice, Purpose::Repair)?;
    log.push(format!("{}: {}", req.mechanic.display_name("the mechanic"), describe(&t)));
    let mut repaired = 0;
    if t.success {
        if state == VehicleDamageState::CriticallyDamaged {
            repaired = row.points_per_test.unwrap_or(1).min(hull.critical);
            hull.critical -= repaired;
            log.push(format!("{repaired} point of critical damage repaired"));
        } else {
            repaired = row.points_per_test.map_or(hull.damage, |n| n.min(hull.damage));
            hull.damage -= repaired;
            log.push(format!("{repaired} points of Structural Integrity repaired"));
        }
    } else {
        log.push("the repair fails: nothing is repaired".to_string());
    }
    let hours = row.hours_per_point * f64::from(repaired);
    log.push(format!("{hours} hours of work ({} a point)", row.hours_per_point));
    Ok(RepairOutcome {
        state,
        test: Some(t),
        repaired,
        hours,
        vehicle: hull.finish(),
        dice: dice.take_record(),
        log: log.lines,
        seed: dice.seed(),
    })
}
