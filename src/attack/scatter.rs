//! Where a miss lands (000 "Missing" and "Scattering in Zero Gravity", 003 "Missing", 002
//! "Scatter", 004 "Missing and Scattering"): after a failed Ballistic Skill test with a
//! thrown weapon or a Blast weapon (which weapons is `Profile::miss_scatter`), a d10 on the
//! scatter diagram gives the direction and a d5 the metres. In zero gravity the direction
//! is rolled once for each of two axes. A jammed weapon never fired and does not scatter.

use super::{Log, Prepared};
use crate::dice::Dice;
use crate::error::wording::plural;
use crate::error::Result;
use crate::model::*;
use crate::rules::tables::SCATTER_DIAGRAM;

fn direction(dice: &mut Dice, purpose: crate::dice::Purpose) -> Result<ScatterDirection> {
    let roll = dice.d10(purpose)?;
    let i = (roll.clamp(1, 10) - 1) as usize;
    let sector = SCATTER_DIAGRAM.get(i).copied().unwrap_or(SCATTER_DIAGRAM[0]);
    Ok(ScatterDirection { roll, direction: sector.name, bearing: sector.bearing })
}

/// Rolls the scatter of a missed shot or throw, if the weapon scatters.
pub(super) fn roll(pr: &Prepared, dice: &mut Dice, log: &mut Log) -> Result<Option<Scatter>> {
    if !pr.scatters_on_miss {
        return Ok(None);
    }
    let first = direction(dice, crate::dice::Purpose::ScatterDirection)?;
    let second_axis = if pr.req.options.zero_gravity {
        Some(direction(dice, crate::dice::Purpose::ScatterDirectionSecondAxis)?)
    } else {
        None
    };
    let (_, metres) = dice.die(pr.p.miss_scatter.metres_die, crate::dice::Purpose::ScatterDistance)?;
    if log.on() {
        let second = second_axis
            .as_ref()
            .map(|d| format!(" and, on the second axis (zero gravity), {} ({})", d.roll, d.direction))
            .unwrap_or_default();
        log.push(format!(
            "the miss scatters: direction {} ({}, {} degrees from straight on){second}, {}",
            first.roll,
            first.direction,
            first.bearing,
            plural(metres, "metre")
        ));
    }
    Ok(Some(Scatter {
        direction: first,
        metres,
        second_axis,
        blast_radius: super::area::blast(&pr.feats).map(|(_, r)| r),
        caught: false,
    }))
}
