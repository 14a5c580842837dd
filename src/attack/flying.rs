//! Fliers (003 "Flying", "Altitude"; the other lines use 003's rule, see the profiles'
//! notes). Hovering fights as on the ground. At low altitude there is no melee either way,
//! and a shot from below counts extra range and a penalty (`Profile::flying`); shooting
//! down costs nothing. A high flier is out of reach of everything but other high fliers.

use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::Profile;

/// Refuses attacks the altitudes make impossible.
pub(super) fn check(p: &Profile, req: &AttackRequest, melee: bool) -> Result<()> {
    let (a, t) = (req.attacker.altitude, req.target.altitude);
    if (a == Altitude::High) != (t == Altitude::High) {
        let path = if t == Altitude::High { "target.altitude" } else { "attacker.altitude" };
        return Err(Error::not_allowed(
            path,
            "a flier at high altitude can only attack or be attacked by other high fliers (Dark Heresy, Altitude)",
        ));
    }
    if melee && p.flying.low_blocks_melee && (a == Altitude::Low || t == Altitude::Low) {
        let path = if t == Altitude::Low { "target.altitude" } else { "attacker.altitude" };
        return Err(Error::not_allowed(
            path,
            "no melee attack reaches or comes from low altitude (Dark Heresy, Altitude)",
        ));
    }
    Ok(())
}

/// A ranged shot from the ground (or hovering) at a low flier: metres added to the range
/// and the modifier, if any.
pub(super) fn from_below(p: &Profile, req: &AttackRequest, melee: bool) -> Option<(f64, i32)> {
    let below = matches!(req.attacker.altitude, Altitude::Ground | Altitude::Hover);
    (!melee && below && req.target.altitude == Altitude::Low)
        .then_some((p.flying.low_extra_range, p.flying.low_from_below))
}
