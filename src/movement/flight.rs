//! Fliers (003 "Altitude", "Flying Movement"): a move action changes altitude a level, a
//! Charge or Run two; a flier that takes no move falls from its altitude (a hoverer lands).

use super::moves::{Progress, Result_};
use super::speeds::{Mover, Speeds};
use crate::body::special_damage::fall_needs;
use crate::error::wording::plural;
use crate::error::{Error, Result};
use crate::model::*;

fn level(a: Altitude) -> i32 {
    match a {
        Altitude::Ground => 0,
        Altitude::Hover => 1,
        Altitude::Low => 2,
        Altitude::High => 3,
    }
}

/// Checks a flier's move: it flies, it can reach the altitude with its action, and a
/// fall's needs.
pub(super) fn fly_check(mv: &Mover, s: &Speeds, to: Altitude, action: FlyAction) -> Result<()> {
    let from = mv.actor.altitude;
    let hover_only =
        mv.feats.find(|fx| (*fx == crate::rules::features::Fx::Flight { hover: false }).then_some(())).is_none()
            && mv.feats.find(|fx| (*fx == crate::rules::features::Fx::Flight { hover: true }).then_some(())).is_some();
    if s.flying.is_none() && (from != Altitude::Ground || to != Altitude::Ground) && action != FlyAction::None {
        return Err(Error::not_allowed(
            "actor.traits",
            "the character cannot fly: give it the Flyer or Hoverer trait (Dark Heresy, Flying Movement)",
        ));
    }
    if hover_only && level(from) > level(Altitude::Hover) {
        return Err(Error::invalid("actor.altitude", "a Hoverer flies no higher than 2 metres: 'hover' at most"));
    }
    if action == FlyAction::None && to != Altitude::Ground {
        return Err(Error::invalid(
            "move.altitude",
            "with no move action a flier ends on the ground (it falls, or a hoverer lands): 'ground'",
        ));
    }
    if hover_only && level(to) > level(Altitude::Hover) {
        return Err(Error::not_allowed("move.altitude", "a Hoverer rises no higher than 2 metres: 'hover' at most"));
    }
    let reach = match action {
        FlyAction::Move => 1,
        FlyAction::Charge | FlyAction::Run => 2,
        FlyAction::None => 0,
    };
    if action != FlyAction::None && (level(to) - level(from)).abs() > reach {
        return Err(Error::not_allowed(
            "move.altitude",
            &format!(
                "from '{}' a {} changes altitude by at most {} (Dark Heresy, Altitude)",
                from.as_str(),
                match action {
                    FlyAction::Move => "move action",
                    FlyAction::Charge => "Charge",
                    _ => "Run",
                },
                plural(reach, "level")
            ),
        ));
    }
    if action == FlyAction::None && matches!(from, Altitude::Low | Altitude::High) && !hover_only {
        fall_needs(mv.p, mv.actor, &mv.feats, "actor")?;
    }
    Ok(())
}

/// 003 Altitude and Flying Movement: a move action changes altitude a level, a Charge or
/// Run two; a flier that takes no move falls (a hoverer lands).
pub(super) fn fly(mv: &Mover, to: Altitude, action: FlyAction, pr: &mut Progress, r: &mut Result_) {
    let from = mv.actor.altitude;
    if action != FlyAction::None {
        pr.log.push(format!("flies from '{}' to '{}'", from.as_str(), to.as_str()));
        r.success = true;
        r.altitude = Some(to);
        return;
    }
    match from {
        Altitude::Ground => {
            r.success = true;
            r.altitude = Some(Altitude::Ground);
        }
        Altitude::Hover => {
            pr.log.push("takes no move: lands, unharmed".to_string());
            r.altitude = Some(Altitude::Ground);
        }
        Altitude::Low | Altitude::High => {
            let m = if from == Altitude::Low { mv.m.fall_low } else { mv.m.fall_high };
            pr.log.push(format!("takes no move in the air: falls {m} m (Dark Heresy, Flying Movement)"));
            r.altitude = Some(Altitude::Ground);
            r.falls = true;
            r.fall_metres = Some(m);
        }
    }
}
