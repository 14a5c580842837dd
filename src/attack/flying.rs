//! Fliers (003 "Flying", "Altitude"; the other lines use 003's rule, see the profiles'
//! notes). Hovering fights as on the ground. At low altitude there is no melee either way,
//! and a shot from below counts extra range and a penalty (`Profile::flying`); shooting
//! down costs nothing. A high flier is out of reach of everything but other high fliers.
//!
//! The Flyer and Hoverer traits (`Fx::Flight`) carry the flying movement, which no attack
//! reads. A Hoverer (without the Flyer trait too) rises no more than 2 metres (Dark Heresy,
//! Flying Movement): at `low` or `high` altitude it is `invalid_input`. An altitude given
//! without either trait is still accepted, as it was before the traits were named: the
//! altitude says the actor flies, whatever carries it (a jump pack, a skimmer).

use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::features::{find, Fx};
use crate::rules::Profile;

/// The Hoverer trait, unless the Flyer trait is there too: the trait's name.
fn hoverer(p: &Profile, actor: &Actor) -> Option<&'static str> {
    let flight = |hover: bool| {
        actor.traits.iter().filter(|t| !t.custom()).find_map(|t| {
            let f = find(p.features, t.id())?;
            f.effects.contains(&Fx::Flight { hover }).then_some(f.name)
        })
    };
    flight(true).filter(|_| flight(false).is_none())
}

/// Refuses attacks the altitudes make impossible, and a hoverer above 2 metres.
pub(super) fn check(p: &Profile, req: &AttackRequest, melee: bool) -> Result<()> {
    for (actor, who) in [(&req.attacker, "attacker"), (&req.target, "target")] {
        if matches!(actor.altitude, Altitude::Low | Altitude::High) {
            if let Some(name) = hoverer(p, actor) {
                return Err(Error::invalid(
                    &format!("{who}.altitude"),
                    &format!(
                        "a {name} flies no higher than 2 metres: 'hover', not '{}' (Dark Heresy, Flying Movement)",
                        actor.altitude.as_str()
                    ),
                ));
            }
        }
    }
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
