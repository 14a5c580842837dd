//! A vehicle out of control (002 Out of Control) and `outOfControl`: a d5 for the direction
//! (1-2 left, 3 ahead, 4-5 right), the Tactical Speed + 1d10 metres it careers, and each
//! crewman's Challenging (+0) Toughness test or a round stunned. What it hits counts as
//! rammed (`vehicleAction` with `ram`), and something solid stops it.

use super::hull::Hull;
use crate::body::{finish, State};
use crate::dice::{Dice, Purpose};
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::profile;
use crate::test::{self, describe, validate, Plain};

/// The most crewmen one request may test.
pub const MAX_CREW: usize = 50;

pub fn out_of_control(req: &OutOfControlRequest, entropy: u64) -> Result<OutOfControlOutcome> {
    let p = profile(req.ruleset);
    let mut hull = Hull::of(p, &req.vehicle, "vehicle")?;
    if req.crew.len() > MAX_CREW {
        return Err(Error::invalid("crew", "too many crewmen (at most 50)"));
    }
    for (i, c) in req.crew.iter().enumerate() {
        let who = format!("crew[{i}]");
        validate::actor(p, c, &who, false)?;
        test::value(c, Characteristic::T, &who)?;
    }
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut log: Log = Log::new(true);
    let (_, d5) = dice.d5(Purpose::OutOfControl)?;
    let direction = match d5 {
        1 | 2 => Swerve::Left,
        3 => Swerve::Ahead,
        _ => Swerve::Right,
    };
    let d10 = dice.d10(Purpose::OutOfControl)?;
    let metres = req.vehicle.tactical_speed + f64::from(d10);
    log.push(format!(
        "{} is out of control: 1d5 = {d5}, {}; Tactical Speed {} + 1d10 ({d10}) = {metres} m",
        hull.name(),
        match direction {
            Swerve::Left => "45 degrees to its left",
            Swerve::Ahead => "straight ahead",
            Swerve::Right => "45 degrees to its right",
        },
        req.vehicle.tactical_speed
    ));
    let mut crew = Vec::new();
    for (i, c) in req.crew.iter().enumerate() {
        let who = format!("crew[{i}]");
        let plain = Plain { characteristic: Characteristic::T, skill: None, difficulty: None, extra: Vec::new() };
        let t = test::roll_plain(p, c, &who, plain, &mut dice, Purpose::Crew)?;
        let name = c.display_name(&who);
        log.push(format!("{name}: {}", describe(&t)));
        let mut state = State::of(p, c, &who)?;
        let stunned = !t.success;
        if stunned {
            state.stun(p.vehicles.out_of_control_stun);
            log.push(format!("{name} is stunned for a round"));
        }
        let target = finish(p, state, &mut log)?;
        crew.push(CrewTest { name: c.name.clone(), test: t, stunned, target });
    }
    // Its move is the careering; it is no longer out of control after it.
    hull.conditions.retain(|c| *c != VehicleCondition::OutOfControl);
    Ok(OutOfControlOutcome {
        direction,
        metres,
        crew,
        vehicle: hull.finish(),
        dice: dice.take_record(),
        log: log.lines,
        seed: dice.seed(),
    })
}
