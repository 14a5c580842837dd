//! A round of a high-speed chase (002 High Speed Chases) and `chaseRound`: opposed driving
//! tests, the faster vehicle's driver +10 for each full 10 kph it has over the other, the
//! winner closing or opening the distance by 10 metres a degree; at 0 metres or past 300
//! the round's test decides (the pursuer who wins it forces the quarry to pull over; a quarry
//! that wins it past 300 metres gets away); a roll in the danger zone (99-100 unless widened) crashes the driver who rolled it.

use super::driving::{driving_skill, drive_test, Ask};
use super::hull::Hull;
use crate::dice::{Dice, Purpose};
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::profile;
use crate::test::{self, describe, opposed_winner, validate};

pub fn chase_round(req: &ChaseRequest, entropy: u64) -> Result<ChaseOutcome> {
    let p = profile(req.ruleset);
    let v = &p.vehicles;
    let a = Hull::of(p, &req.pursuer.vehicle, "pursuer.vehicle")?;
    let b = Hull::of(p, &req.pursued.vehicle, "pursued.vehicle")?;
    validate::actor(p, &req.pursuer.driver, "pursuer.driver", false)?;
    validate::actor(p, &req.pursued.driver, "pursued.driver", false)?;
    if !req.distance.is_finite() || !(0.0..=1_000_000.0).contains(&req.distance) {
        return Err(Error::invalid("distance", "must be a number of metres from 0 to 1000000"));
    }
    let danger = match req.danger_zone {
        Some(d) => validate::int(d, "dangerZone", 2, 100)? as u32,
        None => v.danger_zone,
    };
    let skill_a = driving_skill(p, &req.pursuer.driver, req.pursuer.skill.as_deref(), "pursuer.skill")?;
    let skill_b = driving_skill(p, &req.pursued.driver, req.pursued.skill.as_deref(), "pursued.skill")?;
    let kph = |h: &Hull| h.v.cruising_speed.unwrap_or(0.0);
    let diff = kph(&a) - kph(&b);
    let steps = (diff.abs() / v.chase_kph_step).floor() as i32;
    let bonus = |mine: bool| -> Vec<NamedModifier> {
        if steps > 0 && (diff > 0.0) == mine {
            vec![NamedModifier {
                id: Some("speed".into()),
                label: format!("faster by {} kph", diff.abs()),
                value: steps * v.chase_kph_bonus,
            }]
        } else {
            Vec::new()
        }
    };
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut log: Log = Log::new(true);
    let ask = |extra| Ask { difficulty: None, terrain: req.terrain, extra, modifiers: &[], purpose: Purpose::Operate };
    let ta = drive_test(p, &a, &req.pursuer.driver, "pursuer.driver", &skill_a, ask(bonus(true)), &mut dice)?;
    let tb = drive_test(p, &b, &req.pursued.driver, "pursued.driver", &skill_b, ask(bonus(false)), &mut dice)?;
    log.push(format!("the pursuer, {}: {}", a.name(), describe(&ta)));
    log.push(format!("the pursued, {}: {}", b.name(), describe(&tb)));
    let mut crashed = Vec::new();
    for (t, side, h) in [(&ta, ChaseSide::Pursuer, &a), (&tb, ChaseSide::Pursued, &b)] {
        if t.roll.is_some_and(|r| r >= danger) {
            log.push(format!("{} rolled in the danger zone ({danger}+): it crashes or flips out of control", h.name()));
            crashed.push(side);
        }
    }
    let bonus_a = test::bonus(p, &req.pursuer.driver, ta.characteristic, "pursuer.driver")?;
    let bonus_b = test::bonus(p, &req.pursued.driver, tb.characteristic, "pursued.driver")?;
    let (w, why) = opposed_winner(&ta, &tb, bonus_a, bonus_b);
    let winner = match w {
        Some("a") => Some(ChaseSide::Pursuer),
        Some(_) => Some(ChaseSide::Pursued),
        None => None,
    };
    let (distance, caught, escaped) = settle(v, req.distance, winner, why, (&ta, &tb), &mut log);
    Ok(ChaseOutcome {
        pursuer: ta,
        pursued: tb,
        winner,
        distance,
        caught,
        escaped,
        crashed,
        dice: dice.take_record(),
        log: log.lines,
        seed: dice.seed(),
    })
}

/// Where the round leaves the chase (002 High Speed Chases): the winner moves the distance
/// 10 metres a degree (at least one); at 0 m or past the escape distance the round's test
/// decides: the pursuer who wins it forces the quarry to pull over (at either, as the book
/// has it), a quarry that wins it past the escape distance gets away. Returns the distance,
/// caught, escaped.
fn settle(
    v: &crate::rules::vehicles::Vehicles,
    start: f64,
    winner: Option<ChaseSide>,
    why: &str,
    (pursuer, pursued): (&TestResult, &TestResult),
    log: &mut Log,
) -> (f64, bool, bool) {
    let decisive = start <= 0.0 || start > v.chase_escape;
    let step = |t: &TestResult| v.chase_metres * f64::from(t.degrees.max(1));
    match winner {
        Some(ChaseSide::Pursuer) if decisive => {
            log.push(format!("the pursuer wins the deciding test ({why}) and forces the quarry to pull over"));
            (start, true, false)
        }
        Some(ChaseSide::Pursuer) => {
            let d = (start - step(pursuer)).max(0.0);
            log.push(format!("the pursuer wins ({why}): the distance closes to {d} m"));
            (d, false, false)
        }
        Some(ChaseSide::Pursued) => {
            let d = start + step(pursued);
            let escaped = decisive && start > v.chase_escape;
            log.push(format!(
                "the pursued wins ({why}): the distance opens to {d} m{}",
                if escaped { ": it gets away" } else { "" }
            ));
            (d, false, escaped)
        }
        None => {
            log.push(format!("no winner ({why}): the distance stays {start} m"));
            (start, false, false)
        }
    }
}
