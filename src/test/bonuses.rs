//! A characteristic's value and its bonus (003 "Characteristic Bonuses": the tens digit),
//! changed by an Unnatural Characteristic as the line has it (dh1/rt multiply, ow/dh2 add).

use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::{Profile, Unnatural};

/// The error for a characteristic a test needs and the request lacks.
pub(super) fn missing_value(c: Characteristic, who: &str) -> Error {
    Error::invalid(
        &format!("{who}.characteristics.{}", c.as_str()),
        &format!("is required: the rules test {} here", c.label()),
    )
}

/// The error for a characteristic whose bonus a rule needs and the request lacks.
pub(super) fn missing_bonus(c: Characteristic, who: &str) -> Error {
    Error::invalid(
        &format!("{who}.characteristics.{}", c.as_str()),
        &format!("is required: the rules use the {} Bonus here", c.label()),
    )
}

/// A characteristic's value, or an error naming the missing field.
pub fn value(actor: &Actor, c: Characteristic, who: &str) -> Result<i32> {
    actor.characteristics.get(c).ok_or_else(|| missing_value(c, who))
}

/// The characteristic bonus: the tens digit, changed by an Unnatural value as the line
/// says (dh1/rt multiply, ow/dh2 add). A rule that needs a bonus the request lacks is an
/// error naming the characteristic (`who` is the actor's path, e.g. `target`).
pub fn bonus(p: &Profile, actor: &Actor, c: Characteristic, who: &str) -> Result<i32> {
    let v = actor.characteristics.get(c).ok_or_else(|| missing_bonus(c, who))?;
    Ok(with_unnatural(p, v.max(0) / 10, crate::test::feature_set::unnatural(p, actor, c).unwrap_or(0)))
}

/// A bonus of `base` (the tens digit) with an Unnatural value `u`, as the line has it: dh1/rt
/// multiply (a value below 2 multiplies nothing), ow/dh2 add.
pub fn with_unnatural(p: &Profile, base: i32, u: i32) -> i32 {
    match p.unnatural {
        Unnatural::MultiplyBonus if u > 1 => base * u,
        Unnatural::MultiplyBonus => base,
        Unnatural::AddToBonus => base + u.max(0),
    }
}
