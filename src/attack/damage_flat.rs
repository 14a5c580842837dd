//! One hit's damage as plain numbers, for the flat analysis trial (`analysis_flat`): the
//! dice `damage::roll` draws, in its order, and the total it reaches, Righteous Fury's
//! confirming test and extra damage (dh1, rt) or its d5 for the critical row (ow, dh2)
//! included.
//!
//! What it covers is `damage::roll` without the cases the flat plan leaves to the engine:
//! no unarmed rule, no helpless target's doubled dice, no horde's Magnitude dice. The steps
//! (see `damage`): the weapon's dice, Tearing's one more with the lowest dropped, Proven
//! and Primitive, Rogue Trader's degrees replacing the lowest die, Accurate's d10s on the
//! first hit, then the flat modifier, the Strength Bonus and the bonuses of the degrees.

use super::damage::{accurate_blocked, bonuses, degrees_replace, Counting};
use super::Prepared;
use crate::dice::Pcg32;
use crate::error::Result;
use crate::rules::features::Fx;
use crate::rules::Fury;

use super::damage::MAX_FURY_CHAIN;

/// The most dice a hit may roll (Tearing's included) for the flat trial to take it.
pub(super) const MOST_DICE: usize = 8;

/// One hit's damage: its total before the degrees' bonuses, whether it raised Righteous
/// Fury, and the critical row Righteous Fury's d5 chose (ow, dh2).
#[derive(Clone, Copy)]
pub(super) struct Rolled {
    pub total: i32,
    pub fury: bool,
    pub row: Option<u32>,
}

/// A weapon's damage worked out once per request.
pub(super) struct FlatDamage<'a> {
    counting: Counting<'a>,
    /// The expression's die, and the die drawn for it (a d5 is a halved d10).
    sides: u32,
    drawn: u32,
    count: usize,
    tearing: bool,
    /// Rogue Trader: the degrees of success replace the lowest die.
    replace: bool,
    /// The expression's modifier and the Strength Bonus.
    constant: i32,
    /// Accurate's (per degrees, skip, most), when the shot's first hit gains its dice.
    accurate: Option<(i32, i32, u32)>,
}

impl<'a> FlatDamage<'a> {
    /// The plan of a request's damage, if the flat trial covers it.
    pub(super) fn of(pr: &'a Prepared) -> Option<FlatDamage<'a>> {
        let expr = pr.expr;
        let tearing = expr.count > 0 && pr.feats.weapon.any(|fx| matches!(fx, Fx::Tearing));
        let count = usize::try_from(expr.count).ok()?;
        if pr.unarmed || pr.helpless_target || pr.horde_dice > 0 || count + usize::from(tearing) > MOST_DICE {
            return None;
        }
        let accurate = pr
            .feats
            .weapon
            .find(|fx| match fx {
                Fx::AccurateDice { per_degrees, skip, max } => Some((*per_degrees, *skip, *max)),
                _ => None,
            })
            .filter(|_| accurate_blocked(pr).is_none())
            .map(|(_, a)| a);
        Some(FlatDamage {
            counting: Counting::of(pr),
            sides: expr.sides,
            drawn: if expr.sides == 5 { 10 } else { expr.sides },
            count,
            tearing,
            replace: pr.p.degrees_replace_die,
            constant: expr.modifier + pr.strength_bonus,
            accurate,
        })
    }

    /// What the talents and qualities add to every hit of an attack with these degrees.
    pub(super) fn bonus(pr: &Prepared, degrees: i32) -> Result<i32> {
        Ok(bonuses(pr, Some(degrees))?.iter().map(|b| b.value).sum())
    }

    /// One hit's damage, drawing its dice from `rng` and counting them into `rolled`;
    /// `None` when the hit leaves what the flat trial covers (a chain of Righteous Fury
    /// longer than the engine allows).
    #[crate::hot]
    pub(super) fn roll(&self, pr: &Prepared, rng: &mut Pcg32, degrees: i32, first: bool, rolled: &mut u32) -> Option<Rolled> {
        // The common weapon, one die (Tearing's one more, the lower dropped), without
        // Accurate's dice on this hit: the same dice, counted, replaced by the degrees (Rogue
        // Trader) and tested for Righteous Fury as below, without the lists. A tenth of a
        // standard shot's trial in wasm.
        if self.count == 1 && !(first && self.accurate.is_some()) {
            let (mut face, mut value) = self.die(rng);
            *rolled += 1;
            if self.tearing {
                let other = self.die(rng);
                *rolled += 1;
                // The lower value goes; of equal values the lower face, then the first rolled.
                if (value, face) <= (other.1, other.0) {
                    (face, value) = other;
                }
            }
            let counted = self.counting.count(value) as i32;
            // `degrees_replace` on one die: the degrees stand in for it when higher.
            let sum = if self.replace && degrees > counted { degrees } else { counted };
            let fury = self.counting.fury(self.sides, face);
            let (bonus, triggered, row) = if fury { self.fury(pr, rng, rolled)? } else { (0, false, None) };
            return Some(Rolled { total: sum + self.constant + bonus, fury: triggered, row });
        }
        // (face, value) of each die, in the order rolled.
        let mut kept = [(0u32, 0u32); MOST_DICE];
        let n = self.count + usize::from(self.tearing);
        for slot in kept.iter_mut().take(n) {
            *slot = self.die(rng);
        }
        *rolled += n as u32;
        let mut k = n;
        if self.tearing {
            // The lowest value goes; of equal values the lower face, then the first rolled.
            let low = kept.iter().take(n).enumerate().min_by_key(|(_, (f, v))| (*v, *f)).map(|(i, _)| i)?;
            kept.get_mut(low..n)?.rotate_left(1);
            k -= 1;
        }
        let dice = kept.get(..k)?;
        let fury = dice.iter().any(|&(f, _)| self.counting.fury(self.sides, f));
        let mut values = [0u32; MOST_DICE];
        // By index: a zip of the two left its length check a call of its own in the
        // size-first build.
        for i in 0..k {
            if let (Some(v), Some(&(_, value))) = (values.get_mut(i), dice.get(i)) {
                *v = self.counting.count(value);
            }
        }
        let values = values.get_mut(..k)?;
        if self.replace {
            degrees_replace(values, degrees);
        }
        let mut sum: i32 = values.iter().map(|&v| v as i32).sum();
        if let (true, Some((per, skip, max))) = (first, self.accurate) {
            let extra = (((degrees - skip).max(0) / per.max(1)).max(0) as u32).min(max);
            for _ in 0..extra {
                sum += self.counting.count(rng.face(10)) as i32;
            }
            *rolled += extra;
        }
        let (bonus, triggered, row) = if fury { self.fury(pr, rng, rolled)? } else { (0, false, None) };
        Some(Rolled { total: sum + self.constant + bonus, fury: triggered, row })
    }

    /// A damage die: (face, value).
    #[inline(always)]
    fn die(&self, rng: &mut Pcg32) -> (u32, u32) {
        let face = rng.face(self.drawn);
        (face, if self.sides == 5 { face.div_ceil(2) } else { face })
    }

    /// Righteous Fury (`damage::righteous_fury`): its extra damage, whether it was raised,
    /// and the critical row of the line's d5 where it is a critical effect.
    fn fury(&self, pr: &Prepared, rng: &mut Pcg32, rolled: &mut u32) -> Option<(i32, bool, Option<u32>)> {
        if pr.fury_block.is_some() {
            return Some((0, false, None));
        }
        *rolled += 1;
        if matches!(pr.p.fury, Fury::CriticalD5 { .. }) {
            return Some((0, true, Some(rng.face(10).div_ceil(2))));
        }
        if rng.face(100) as i32 > pr.target_number {
            return Some((0, false, None));
        }
        let mut bonus = 0;
        for _ in 0..MAX_FURY_CHAIN {
            let (extra, again) = if pr.p.fury == Fury::ConfirmThenD10 {
                let f = rng.face(10);
                *rolled += 1;
                (self.counting.count(f) as i32, self.counting.fury(10, f))
            } else {
                let (mut sum, mut ten) = (0, false);
                for _ in 0..self.count {
                    let (f, v) = self.die(rng);
                    sum += self.counting.count(v) as i32;
                    ten |= self.counting.fury(self.sides, f);
                }
                *rolled += self.count as u32;
                ((sum + pr.expr.modifier).max(0), ten)
            };
            bonus += extra;
            if !again {
                return Some((bonus, true, None));
            }
        }
        None
    }
}
