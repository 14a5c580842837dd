//! Hours of hard travel (003 "Hurrying", "Running and Narrative Time", "Forced Marching",
//! "Swimming and Narrative Time", "EXCEEDING YOUR CARRYING LIMITS"): Toughness tests hour
//! by hour, their cumulative penalties, and the fatigue a failure gives. A character that
//! falls unconscious from fatigue stops (a swimmer sinks).

use super::moves::{move_test, Progress, Result_};
use super::speeds::{Mover, Speeds};
use crate::dice::{Dice, Purpose};
use crate::error::wording::plural;
use crate::error::Result;
use crate::model::*;
use crate::test::{self, describe};

/// The most hours one request may travel.
pub const MAX_HOURS: u32 = 240;

/// What kind of travel, and how its tests fall.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Hurry,
    Run,
    March,
    Swim,
    Carry,
}

/// A Toughness test at the end of an hour, with the fatigue the travel has given so far
/// counted (the running character's fatigue penalty), and a failure's fatigue.
fn hour_test(
    mv: &Mover,
    req: &MoveRequest,
    hour: u32,
    penalty: i32,
    pr: &mut Progress,
    dice: &mut Dice,
) -> Result<bool> {
    let mut now = mv.actor.clone();
    now.fatigue = now.fatigue.saturating_add(pr.fatigue);
    let extra = if penalty != 0 {
        vec![NamedModifier { id: Some("hours".into()), label: "hours of travel".to_string(), value: penalty }]
    } else {
        Vec::new()
    };
    let t = move_test(mv, req, &now, Characteristic::T, None, extra, Purpose::Endurance, false, dice)?;
    pr.log.push(format!("hour {hour}: {}", describe(&t)));
    let passed = t.success;
    pr.tests.push(MoveTest { purpose: Purpose::Endurance, hour: Some(hour), result: t });
    if !passed {
        pr.tire(mv.m.endurance.fatigue, &format!("hour {hour}: the test fails"));
    }
    Ok(passed)
}

/// Metres an hour at a bonus, from Table 7-29 (a bonus past the table uses its last row).
fn per_hour_at(mv: &Mover, bonus: i32) -> f64 {
    let rows = mv.m.narrative;
    let i = usize::try_from(bonus).unwrap_or(0).min(rows.len().saturating_sub(1));
    rows.get(i).map_or(0.0, |r| r.per_hour_km * 1000.0)
}

pub(crate) fn hours(
    mv: &Mover,
    req: &MoveRequest,
    s: &Speeds,
    pr: &mut Progress,
    r: &mut Result_,
    dice: &mut Dice,
) -> Result<()> {
    let e = mv.m.endurance;
    let (kind, hours) = match req.movement {
        Move::Hurry { hours } => (Kind::Hurry, hours),
        Move::Run { hours } => (Kind::Run, hours),
        Move::March { hours } => (Kind::March, hours),
        Move::SwimLong { hours } => (Kind::Swim, hours),
        Move::CarryLong { hours } => (Kind::Carry, hours),
        _ => return Ok(()),
    };
    let hours = crate::test::validate::int(hours, "move.hours", 1, MAX_HOURS as i32)? as u32;
    let tb = test::bonus(mv.p, mv.actor, Characteristic::T, "actor")?;
    let safe = u32::try_from(tb).unwrap_or(0);
    let speed = match kind {
        Kind::Hurry => s.narrative.per_hour * e.hurry_factor,
        Kind::Run => s.narrative.per_hour * e.run_factor,
        Kind::Swim => per_hour_at(mv, mv.strength_bonus()?),
        Kind::March | Kind::Carry => s.narrative.per_hour,
    };
    pr.log.push(match kind {
        Kind::Hurry => format!("hurrying: {speed} m an hour (twice the narrative speed), {:+} to Perception tests; a Toughness test after {} (the Toughness Bonus)", e.hurry_perception, plural(tb, "hour")),
        Kind::Run => format!("running: {speed} m an hour (three times the narrative speed), {:+} to Perception tests; a Toughness test each hour", e.run_perception),
        Kind::March => format!("marching {}: {speed} m an hour; past {} and {} more (the Toughness Bonus), a Toughness test each hour", plural(hours as i32, "hour"), plural(e.march_hours as i32, "hour"), plural(tb, "hour")),
        Kind::Swim => format!("swimming for hours: {speed} m an hour (the Strength Bonus read as the Agility Bonus); past {} (the Toughness Bonus), a Toughness test each hour", plural(tb, "hour")),
        Kind::Carry => format!("carrying the load for hours: a Toughness test every {} (the Toughness Bonus)", plural(tb.max(1), "hour")),
    });
    if kind == Kind::Carry && !s.encumbered {
        pr.log.push("the load is within the carry limit: no tests".to_string());
    }
    let mut next = safe.max(1);
    let mut taken = 0i32;
    let mut travelled = 0u32;
    for h in 1..=hours {
        travelled = h;
        let test = match kind {
            // After the Toughness Bonus in hours, then after the bonus less the fatigue the
            // hurrying has given (the engine's reading of "their reduced Toughness Bonus").
            Kind::Hurry if h == next => Some(e.step * taken),
            Kind::Run => Some(e.step * (h as i32 - 1)),
            Kind::March if h > e.march_hours + safe => Some(e.step * (h - e.march_hours - safe) as i32),
            Kind::Swim if h > safe => Some(e.step * (h - safe) as i32),
            Kind::Carry if s.encumbered && h == next => Some(0),
            _ => None,
        };
        if let Some(penalty) = test {
            hour_test(mv, req, h, penalty, pr, dice)?;
            taken += 1;
            next = match kind {
                Kind::Hurry => h + u32::try_from(tb - pr.fatigue).unwrap_or(0).max(1),
                _ => h + safe.max(1),
            };
            if pr.state.unconscious()? {
                pr.log.push(format!("unconscious from fatigue after {}", plural(h as i32, "hour")));
                break;
            }
        }
    }
    let done = travelled == hours && !pr.state.unconscious()?;
    r.success = done;
    r.distance = Some(speed * f64::from(travelled));
    r.perception = match kind {
        Kind::Hurry => Some(e.hurry_perception),
        Kind::Run => Some(e.run_perception),
        _ => None,
    };
    if kind == Kind::March {
        let beyond = hours.saturating_sub(e.march_hours + safe);
        if beyond > 0 {
            let rest = f64::from(beyond * e.march_rest_per_hour);
            pr.log.push(format!("the forced march's fatigue goes after {rest} hours of rest"));
            r.rest_hours = Some(rest);
        }
    }
    if kind == Kind::Swim && !done {
        pr.log.push("an unconscious swimmer sinks".to_string());
        r.sinks = Some(0.0);
    }
    pr.log.push(format!("covers {} m in {}", speed * f64::from(travelled), plural(travelled as i32, "hour")));
    Ok(())
}
