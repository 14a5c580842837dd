//! Climbing, abseiling and swimming (003 CLIMBING, Sheer Surfaces, Abseiling, SWIMMING):
//! a round's metres from the Half Move or the Strength Bonus, and the falls and sinking of
//! a failure.

use super::moves::{move_test, noted, skill_name, Progress, Result_};
use crate::test::trained;
use super::speeds::{Mover, Speeds};
use crate::dice::{Dice, Purpose};
use crate::error::Result;
use crate::model::*;

pub(super) struct Climb {
    pub sheer: bool,
    pub tools: bool,
    pub hurried: bool,
    pub height: Option<f64>,
}

/// 003 CLIMBING and Sheer Surfaces: half the Half Move a round (at least half a metre),
/// a metre more a degree on a Strength or Climb test; a failure falls.
pub(super) fn climb(
    mv: &Mover,
    req: &MoveRequest,
    s: &Speeds,
    how: Climb,
    pr: &mut Progress,
    r: &mut Result_,
    dice: &mut Dice,
) -> Result<()> {
    let m = mv.m;
    let rate = (s.round.half / 2.0).max(m.climb_min);
    let skill = skill_name(mv, m.climb_skill);
    if how.sheer && how.tools && !how.hurried {
        pr.log.push(format!(
            "a sheer surface with tools, unhurried: no test, {rate} m this round (Dark Heresy, Sheer Surfaces)"
        ));
        r.success = true;
        r.distance = Some(rate);
        return Ok(());
    }
    let (c, sk, per_degree, what) = if how.sheer && !how.tools {
        (Characteristic::S, Some(skill), false, "climbing a sheer surface")
    } else if trained(mv.actor, skill) {
        (Characteristic::S, Some(skill), true, "climbing")
    } else {
        (Characteristic::S, None, true, "climbing")
    };
    let t = move_test(mv, req, mv.actor, c, sk, Vec::new(), Purpose::Movement, s.encumbered, dice)?;
    let t = noted(pr, what, t, Purpose::Movement, None);
    if t.success {
        let extra = if per_degree { m.climb_per_degree * f64::from(t.degrees.max(0)) } else { 0.0 };
        let d = rate + extra;
        pr.log.push(format!(
            "climbs {d} m this round (half the Half Move, {rate} m{})",
            if extra > 0.0 { format!(", + {extra} m for the degrees") } else { String::new() }
        ));
        r.success = true;
        r.distance = Some(d);
    } else {
        r.distance = Some(0.0);
        fall_from(pr, r, how.height, "the climb fails: the character falls from where it started");
    }
    Ok(())
}

/// A fall from `height` (whole metres), or a note that the height is needed for its damage.
fn fall_from(pr: &mut Progress, r: &mut Result_, height: Option<f64>, why: &str) {
    r.falls = true;
    match height.map(f64::floor) {
        Some(h) => {
            pr.log.push(format!("{why} ({h} m)"));
            r.fall_metres = Some(h as u32);
        }
        None => pr.log.push(format!("{why} (give `height` for the fall's damage)")),
    }
}

/// 003 Abseiling: 10 metres on an Agility test, 5 on a failure; two degrees of failure
/// call for a Strength test to keep hold, and without a harness a lost grip falls.
#[allow(clippy::too_many_arguments)]
pub(super) fn abseil(
    mv: &Mover,
    req: &MoveRequest,
    s: &Speeds,
    harness: bool,
    height: Option<f64>,
    pr: &mut Progress,
    r: &mut Result_,
    dice: &mut Dice,
) -> Result<()> {
    let m = mv.m;
    let t = move_test(mv, req, mv.actor, Characteristic::Ag, None, Vec::new(), Purpose::Movement, s.encumbered, dice)?;
    let t = noted(pr, "abseiling", t, Purpose::Movement, None);
    if t.success {
        r.success = true;
        r.distance = Some(m.abseil_success);
        pr.log.push(format!("descends {} m", m.abseil_success));
        return Ok(());
    }
    r.distance = Some(m.abseil_failure);
    pr.log.push(format!("descends only {} m", m.abseil_failure));
    if t.degrees < m.abseil_grip_degrees {
        r.success = true;
        return Ok(());
    }
    let g = move_test(mv, req, mv.actor, Characteristic::S, None, Vec::new(), Purpose::Grip, s.encumbered, dice)?;
    let g = noted(pr, "keeping hold of the rope", g, Purpose::Grip, None);
    if g.success {
        r.success = true;
        return Ok(());
    }
    if harness {
        pr.log.push("loses the grip, but the harness holds".to_string());
        r.success = false;
        return Ok(());
    }
    r.distance = Some(0.0);
    fall_from(pr, r, height, "loses the grip and falls");
    Ok(())
}

/// 003 SWIMMING: under hazardous conditions a Swim test moves half the Strength Bonus in
/// metres; a failure makes no progress, and two degrees of failure sink a metre a 20 kg
/// of the swimmer's weight. A helpless swimmer sinks without a test.
#[allow(clippy::too_many_arguments)]
pub(super) fn swim(
    mv: &Mover,
    req: &MoveRequest,
    s: &Speeds,
    hazardous: bool,
    weight: Option<f64>,
    pr: &mut Progress,
    r: &mut Result_,
    dice: &mut Dice,
) -> Result<()> {
    let m = mv.m;
    let sink = |pr: &mut Progress, r: &mut Result_, why: &str| match weight {
        Some(w) => {
            let d = (w / m.swim_sink_kg).floor();
            pr.log.push(format!("{why}: sinks {d} m ({w} kg, a metre for each {} kg)", m.swim_sink_kg));
            r.sinks = Some(d);
        }
        None => {
            pr.log.push(format!("{why}: sinks (give `weightKg` for how deep)"));
            r.sinks = Some(0.0);
        }
    };
    let helpless =
        [Condition::Helpless, Condition::Unconscious, Condition::Stunned].iter().any(|c| mv.actor.has_condition(*c))
            || mv.actor.unconscious == Some(true);
    if helpless {
        r.distance = Some(0.0);
        sink(pr, r, "the character cannot swim");
        return Ok(());
    }
    let sb = mv.strength_bonus()?;
    let d = f64::from(sb) / 2.0;
    if !hazardous {
        pr.log.push(format!("calm water, no test: swims up to {d} m (half the Strength Bonus {sb})"));
        r.success = true;
        r.distance = Some(d);
        return Ok(());
    }
    let skill = skill_name(mv, m.swim_skill);
    let t = move_test(
        mv,
        req,
        mv.actor,
        Characteristic::S,
        Some(skill),
        Vec::new(),
        Purpose::Movement,
        s.encumbered,
        dice,
    )?;
    let t = noted(pr, "swimming in hazardous water", t, Purpose::Movement, None);
    if t.success {
        pr.log.push(format!("swims up to {d} m (half the Strength Bonus {sb}), or treads water"));
        r.success = true;
        r.distance = Some(d);
    } else {
        r.distance = Some(0.0);
        pr.log.push("makes no progress".to_string());
        if t.degrees >= m.swim_sink_degrees {
            sink(pr, r, "a bad failure");
        }
    }
    Ok(())
}
