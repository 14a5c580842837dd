//! Lifting, pushing and throwing past the limits (003 EXCEEDING YOUR CARRYING LIMITS,
//! THROWING): a Strength test whose degrees raise the limits' sum, or send an object further.

use super::moves::{move_test, named, noted, Progress, Result_};
use super::speeds::{Mover, Speeds};
use crate::dice::{Dice, Purpose};
use crate::error::wording::plural;
use crate::error::Result;
use crate::model::*;

/// 003 EXCEEDING YOUR CARRYING LIMITS: within the limit, no test; past it a Strength test,
/// each degree of success adding 1 to the sum the limits are read at; two degrees of
/// failure tire.
#[allow(clippy::too_many_arguments)]
pub(super) fn strain(
    mv: &Mover,
    req: &MoveRequest,
    s: &Speeds,
    kg: f64,
    push: bool,
    pr: &mut Progress,
    r: &mut Result_,
    dice: &mut Dice,
) -> Result<()> {
    let limit_of = |l: &Limits| if push { l.push } else { l.lift };
    let verb = if push { "push" } else { "lift" };
    let limit = limit_of(&s.limits);
    if kg <= limit {
        pr.log.push(format!("{kg} kg is within the {verb} limit of {limit} kg: no test"));
        r.success = true;
        return Ok(());
    }
    let t = move_test(mv, req, mv.actor, Characteristic::S, None, Vec::new(), Purpose::Movement, s.encumbered, dice)?;
    let t = noted(pr, &format!("straining to {verb} {kg} kg past the limit of {limit} kg"), t, Purpose::Movement, None);
    if t.success {
        let total = s.total + t.degrees.max(0);
        let now = limit_of(&mv.limits_at(total));
        r.success = kg <= now;
        pr.log.push(format!(
            "{} add {} to the sum of the bonuses: {total}, a {verb} limit of {now} kg: {}",
            plural(t.degrees.max(0), "degree"),
            t.degrees.max(0),
            if r.success { "done" } else { "still too heavy" }
        ));
    } else if t.degrees >= mv.m.strain_fatigue_degrees {
        pr.tire(1, "a bad failure straining");
    }
    Ok(())
}

/// 003 THROWING: up to half the lift limit on a Strength test (Ballistic Skill for an
/// improvised weapon), up to the limit at -20; the Strength Bonus in metres times one more
/// than the degrees, or half the Strength Bonus on a failure.
#[allow(clippy::too_many_arguments)]
pub(super) fn throw(
    mv: &Mover,
    req: &MoveRequest,
    s: &Speeds,
    kg: f64,
    improvised: bool,
    pr: &mut Progress,
    r: &mut Result_,
    dice: &mut Dice,
) -> Result<()> {
    let mut extra = Vec::new();
    if kg > s.limits.lift / 2.0 {
        extra.push(named("heavyThrow", "more than half the lift limit", mv.m.heavy_throw));
    }
    let c = if improvised { Characteristic::Bs } else { Characteristic::S };
    let t = move_test(mv, req, mv.actor, c, None, extra, Purpose::Movement, s.encumbered, dice)?;
    let t = noted(pr, &format!("throwing {kg} kg"), t, Purpose::Movement, None);
    let sb = mv.throw_strength_bonus()?;
    let d = if t.success { f64::from(sb * (1 + t.degrees.max(0))) } else { f64::from(sb / 2) };
    pr.log.push(format!(
        "it flies {d} m ({})",
        if t.success {
            format!("Strength Bonus {sb} x {}", 1 + t.degrees.max(0))
        } else {
            format!("half the Strength Bonus {sb}, rounded down")
        }
    ));
    r.success = t.success;
    r.distance = Some(d);
    Ok(())
}
