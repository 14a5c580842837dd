//! What the weapons' qualities do to a Parry (the published armouries' Weapon Qualities;
//! each row's `source`): the parrying weapon's (`targetWeapon`) Balanced, Unbalanced and
//! Defensive modifiers (`Fx::Parry`), an Unwieldy weapon that cannot parry at all
//! (`NoParry`), an attacking weapon that cannot be parried (`Unparriable`: Flexible), and a
//! Power Field that may destroy the weapon it parries (`PowerField`).
//!
//! Choices: a Parry with an Unwieldy `targetWeapon` is refused before any die is rolled
//! (`not_allowed` at `reaction`, naming the quality), so that the caller can ask for a Dodge
//! instead. A Parry against a Flexible weapon is made and fails without a roll: the
//! reaction is spent, as a Dodge out of an area's reach is. A `targetWeapon` with
//! `trained: false` takes the untrained-weapon penalty on the Parry.

use super::action_check::Checked;
use super::in_play::Feats;
use super::modifiers::push_id;
use super::{Log, Prepared};
use crate::dice::{Dice, Purpose};
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::features::Fx;

/// What the weapons' qualities make of a Parry, worked out before the dice.
#[derive(Debug, Clone, Default)]
pub(super) struct ParryFx {
    /// The Parry fails without a roll; the text says why.
    pub fails: Option<String>,
    /// A successful Parry rolls a d100 against this chance to destroy the attacking weapon:
    /// the quality's label and the chance.
    pub power_field: Option<(String, u32)>,
    /// Notes for the log (a power field that cannot destroy this weapon).
    pub notes: Vec<String>,
}

/// Checks a Parry against the weapons' qualities, adds the parrying weapon's modifiers to
/// `mods`, and returns what the roll must do. Nothing for a Dodge.
pub(super) fn plan(k: &Checked, req: &AttackRequest, feats: &Feats, mods: &mut Vec<NamedModifier>) -> Result<ParryFx> {
    let mut out = ParryFx::default();
    if req.reaction != Reaction::Parry {
        return Ok(out);
    }
    if let Some((a, ())) = feats.parry.find(|fx| matches!(fx, Fx::NoParry).then_some(())) {
        let name = req.target_weapon.as_ref().and_then(|w| w.name.clone()).filter(|n| !n.is_empty());
        return Err(Error::not_allowed(
            "reaction",
            &format!(
                "the target's weapon{} is {}: it cannot parry (targetWeapon.qualities); Dodge instead, or parry with another weapon",
                name.map(|n| format!(" ({n})")).unwrap_or_default(),
                a.label()
            ),
        ));
    }
    for (a, fx) in feats.parry.effects() {
        if let Fx::Parry(n) = fx {
            push_id(mods, a.f.id, &a.label(), *n);
        }
    }
    if req.target_weapon.as_ref().is_some_and(|w| w.trained == Some(false)) {
        push_id(mods, "untrainedWeapon", "Weapon without the right talent", k.p.circumstances.untrained_weapon);
    }
    if let Some((a, ())) = feats.weapon.find(|fx| matches!(fx, Fx::Unparriable).then_some(())) {
        out.fails = Some(format!("the attacking weapon is {}: it cannot be parried, and the Parry fails", a.label()));
        return Ok(out);
    }
    if let Some((a, chance)) = feats.parry.find(|fx| match fx {
        Fx::PowerField(c) => Some(*c),
        _ => None,
    }) {
        let shielded = feats.weapon.find(|fx| matches!(fx, Fx::PowerField(_)).then_some(()));
        if let Some((b, ())) = shielded {
            out.notes.push(format!(
                "{}: the attacking weapon has a {} too, and cannot be destroyed by it",
                a.label(),
                b.label()
            ));
        } else if k.unarmed {
            out.notes.push(format!("{}: an unarmed or natural attack has no weapon to destroy", a.label()));
        } else {
            out.power_field = Some((a.label(), chance));
        }
    }
    Ok(out)
}

/// After a successful Parry with a Power Field: the d100, and whether the attacking weapon
/// is destroyed.
pub(super) fn power_field(
    pr: &Prepared,
    label: &str,
    chance: u32,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<bool> {
    let r = dice.d100(Purpose::PowerField)?;
    let destroyed = r <= chance;
    let weapon = pr.req.weapon.name.clone().filter(|n| !n.is_empty()).unwrap_or_else(|| "the attacking weapon".into());
    if destroyed {
        note!(log, "{label}: d100 {r}, at or under {chance}: {weapon} is destroyed by the parrying power field");
    } else {
        note!(log, "{label}: d100 {r}, over {chance}: {weapon} survives the parrying power field");
    }
    Ok(destroyed)
}
