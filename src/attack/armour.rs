//! Step five's numbers: the armour a hit meets and the Toughness Bonus that soaks it, as the
//! weapon's qualities and the target's traits change them (cover comes first, in `apply`,
//! and none of this touches it).
//!
//! - Armour: the worn armour on the location (after what critical effects did to it), plus
//!   the target's Natural Armour and Machine traits (their numbers add up; a critical effect
//!   that destroys worn armour leaves them: they are the body). The sum counts once more for
//!   the largest multiplier that applies: the line's unarmed rule, Primitive (dh1/rt), Scatter
//!   at long or extreme range. Multipliers do not stack: the unarmed rule is Primitive's
//!   (000 "Unarmed Combat": unarmed blows are Primitive), so an unarmed Primitive blow doubles
//!   armour once.
//! - Penetration: the weapon's, multiplied by the largest of Razor Sharp (three or more
//!   degrees of success) and Melta (short range or point blank) that applies.
//! - Toughness Bonus: Felling (X) first lowers the target's Unnatural Toughness by X, never
//!   below 0 (in dh1/rt, where it multiplies, a value under 2 multiplies nothing); then
//!   Daemonic multiplies it (dh1/rt: x2) or adds its number (ow/dh2), unless the weapon has
//!   a quality that denies it (Sanctified).
//!
//! A hit on another character (a kill zone, a spread) reads that character's own traits.

use super::in_play::holds;
use super::{Log, Prepared};
use crate::error::Result;
use crate::model::{Characteristic, Location};
use crate::rules::features::Fx;
use crate::test;
use crate::test::feature_set::Active;

/// The armour, penetration and Toughness Bonus one hit meets.
pub(super) struct Numbers {
    /// Worn armour on the location.
    pub worn: i32,
    /// Armour from the target's traits.
    pub natural: i32,
    /// How many times armour counts (1: once).
    pub multiplier: i32,
    pub penetration: i32,
    /// Armour less penetration, at least 0.
    pub effective: i32,
    pub toughness_bonus: i32,
    /// "armour 4 + Natural Armour (2) 2 x2 (Primitive) - penetration 2 = 10, Toughness
    /// Bonus 3" (written only when the log is on).
    pub text: String,
}

/// What a hit on a character meets beside the worn armour on its location. It depends on the
/// weapon, the degrees and the character's fixed numbers and features only, so it is the
/// same for every hit of one strike on one character while critical effects wear the armour
/// down: a run without a log works it out once a strike (`apply::Soaked`).
#[derive(Clone, Copy, PartialEq, Debug)]
pub(super) struct Soaking {
    pub natural: i32,
    pub multiplier: i32,
    pub penetration: i32,
    pub toughness_bonus: i32,
}

impl Numbers {
    pub(super) fn soaking(&self) -> Soaking {
        let Numbers { natural, multiplier, penetration, toughness_bonus, .. } = *self;
        Soaking { natural, multiplier, penetration, toughness_bonus }
    }

    /// The numbers for a hit on a location with `worn` armour, from what an earlier hit of the
    /// same strike on the same character met (no words: only a run without a log uses it).
    pub(super) fn of(s: Soaking, worn: i32) -> Numbers {
        let Soaking { natural, multiplier, penetration, toughness_bonus } = s;
        let effective = effective(worn, natural, multiplier, penetration);
        Numbers { worn, natural, multiplier, penetration, effective, toughness_bonus, text: String::new() }
    }
}

/// Works out the numbers for a hit on `loc` of `state`'s character. `degrees`: the attack
/// test's degrees of success when it succeeded.
pub(super) fn numbers(
    pr: &Prepared,
    loc: Location,
    degrees: Option<i32>,
    state: &crate::body::State,
    log: &Log,
) -> Result<Numbers> {
    use std::fmt::Write;
    let target = state.features();
    // The log's words: written into one string (writing into a `String` cannot fail).
    let mut text = String::new();

    // Armour: worn, natural, multiplied once by the largest multiplier.
    let worn = state.armour(loc);
    let mut natural = 0;
    if log.on() {
        text.reserve(96);
        _ = write!(text, "armour {worn}");
    }
    for (a, fx) in target.effects() {
        if matches!(fx, Fx::NaturalArmour) {
            natural += a.value().max(0);
            if log.on() {
                _ = write!(text, " + {} {}", a.label(), a.value().max(0));
            }
        }
    }
    let (multiplier, why) = armour_times(pr, degrees);
    if log.on() && multiplier != 1 {
        _ = write!(text, " x{multiplier} ({why})");
    }
    let (penetration, base, by) = penetration(pr, degrees);
    let effective = effective(worn, natural, multiplier, penetration);
    if log.on() {
        _ = write!(text, " - penetration {base}");
        if let Some((a, times)) = by {
            _ = write!(text, " x{times} ({})", a.label());
        }
        _ = write!(text, " = {effective}");
    }

    let (toughness_bonus, changed) = toughness(pr, state, log)?;
    if log.on() {
        _ = write!(text, ", Toughness Bonus {toughness_bonus}{changed}");
    }
    Ok(Numbers { worn, natural, multiplier, penetration, effective, toughness_bonus, text })
}

/// Worn and natural armour, counted `multiplier` times, less penetration: never below 0.
fn effective(worn: i32, natural: i32, multiplier: i32, penetration: i32) -> i32 {
    ((worn + natural) * multiplier - penetration).max(0)
}

/// How many times armour counts against this hit: the largest multiplier that applies
/// (the line's unarmed rule, Primitive in dh1/rt, Scatter at long range), and what gave it
/// (empty for once).
pub(super) fn armour_times(pr: &Prepared, degrees: Option<i32>) -> (i32, String) {
    let mut multiplier = 1;
    let mut why: Vec<String> = Vec::new();
    let mut raise = |times: i32, name: String, why: &mut Vec<String>| {
        if times > multiplier {
            multiplier = times;
            why.clear();
        }
        if times == multiplier && times > 1 {
            why.push(name);
        }
    };
    if pr.unarmed {
        raise(pr.p.unarmed.armour_multiplier, "unarmed blow".to_string(), &mut why);
    }
    for (a, fx) in pr.feats.weapon.effects() {
        if let Fx::Armour { times, when } = fx {
            if holds(pr, *when, degrees) {
                raise(*times, a.label(), &mut why);
            }
        }
    }
    (multiplier, why.join(", "))
}

/// The hit's penetration: the weapon's, multiplied once by the largest of Razor Sharp and
/// Melta that applies. Returns it, the weapon's own, and the quality that multiplied it
/// with its factor.
pub(super) fn penetration<'p>(pr: &'p Prepared, degrees: Option<i32>) -> (i32, i32, Option<(&'p Active, i32)>) {
    let base = pr.req.weapon.penetration;
    let mut times = 1;
    let mut by = None;
    for (a, fx) in pr.feats.weapon.effects() {
        if let Fx::Penetration { times: t, when } = fx {
            if *t > times && holds(pr, *when, degrees) {
                times = *t;
                by = Some(a);
            }
        }
    }
    (base * times, base, by.map(|a| (a, times)))
}

/// The Toughness Bonus that soaks the hit, after Felling and Daemonic, and the log's words
/// for what changed it.
fn toughness(pr: &Prepared, state: &crate::body::State, log: &Log) -> Result<(i32, String)> {
    let p = pr.p;
    let actor = state.actor;
    let who = state.path();
    let mut tb = state.toughness_bonus()?;
    let mut why: Vec<String> = Vec::new();
    let felling = pr.feats.weapon.find(|fx| matches!(fx, Fx::Felling).then_some(()));
    if let Some((a, ())) = felling {
        let cut = a.value().max(0);
        match Some(state.unnatural(Characteristic::T)).filter(|u| *u > 0) {
            Some(u) => {
                let left = (u - cut).max(0);
                let base = state.value(Characteristic::T)?.max(0) / 10;
                tb = test::with_unnatural(p, base, left);
                if log.on() {
                    why.push(format!("{}: Unnatural Toughness {u} counts as {left}", a.label()));
                }
            }
            None => {
                if log.on() {
                    why.push(format!("{}: no Unnatural Toughness to reduce", a.label()));
                }
            }
        }
    }
    for (a, fx) in state.features().effects() {
        let Fx::Toughness { times, plus, unless } = fx else { continue };
        if let Some(q) = unless.iter().find(|q| pr.feats.weapon.has(q)) {
            if log.on() {
                why.push(format!("{}: nothing against a {q} weapon", a.label()));
            }
            continue;
        }
        let add = a.scale(*plus, p, actor, who)?;
        tb = tb * times + add;
        if log.on() {
            let mut how = Vec::new();
            if *times != 1 {
                how.push(format!("x{times}"));
            }
            if add != 0 {
                how.push(format!("+{add}"));
            }
            why.push(format!("{}: {}", a.label(), how.join(" ")));
        }
    }
    let changed = if why.is_empty() { String::new() } else { format!(" ({})", why.join("; ")) };
    Ok((tb, changed))
}
