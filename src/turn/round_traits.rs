//! What a character's traits and the wounds weapon qualities left do at the start of its
//! turn (`startTurn`):
//!
//! - Regeneration (the trait; Rogue Trader and the second-generation books' Traits): a
//!   Toughness test (+0, die `regeneration`; the fatigue it has counts); on a success the
//!   trait's number in damage comes off, critical damage first, never below none. A dead
//!   character, or one with no damage, makes no test.
//! - Crippling wounds (`crippled` injuries, from the Crippling quality; Only War and Dark
//!   Heresy 2nd edition, Weapon Qualities): when the character takes more than a Half Action
//!   this turn (`fullAction`), each deals its number in Rending damage to its location, which
//!   neither armour nor Toughness reduces (the same `wound` and critical effects as any
//!   damage), one location after the other in the order of the injuries. A crippling
//!   wound lasts for the encounter or until the character is healed of all damage: a
//!   character with no damage and no critical damage left at the start of its turn is rid
//!   of them (`ended`).

use super::rounds::Step;
use crate::body::special_damage::Blow;
use crate::dice::{DiceExpr, Purpose};
use crate::error::Result;
use crate::model::*;
use crate::rules::features::Fx;
use crate::test::describe;
use crate::test::feature_set::{Set, MAX_VALUE};

/// A crippling wound fed back must carry a number a feature may have.
pub(super) fn check(actor: &Actor) -> Result<()> {
    for (i, e) in actor.injuries.iter().enumerate() {
        if let Effect::Crippled { damage, .. } = e {
            crate::test::validate::int(f64::from(*damage), &format!("actor.injuries[{i}].damage"), 0, MAX_VALUE)?;
        }
    }
    Ok(())
}

/// Regeneration's test and the damage it takes off.
pub(super) fn regenerate(s: &mut Step, traits: &Set) -> Result<()> {
    let Some((a, tested)) = traits.find(|fx| match fx {
        Fx::Regeneration { test } => Some(*test),
        _ => None,
    }) else {
        return Ok(());
    };
    let (label, amount) = (a.label(), a.value());
    let name = s.name();
    if s.state.dead {
        s.say(format!("{label}: {name} is dead and regenerates nothing"));
        return Ok(());
    }
    let (damage, critical) = s.state.damage();
    if damage <= 0 && critical <= 0 {
        s.say(format!("{label}: {name} has no damage to regenerate"));
        return Ok(());
    }
    if tested {
        let t = s.test(Characteristic::T, None, Vec::new(), None, Purpose::Regeneration)?;
        if !t.success {
            s.say(format!("{label}: {name} tests {}: no damage regenerates this turn", describe(&t)));
            return Ok(());
        }
        s.say(format!("{label}: {name} tests {}", describe(&t)));
    }
    let removed = s.state.remove_damage(amount);
    s.regenerated += removed;
    let (damage, critical) = s.state.damage();
    s.say(format!("{label}: {name} regenerates {removed} damage ({damage} damage, {critical} critical damage left)"));
    Ok(())
}

/// What a crippling wound deals when it tears.
pub(super) const CRIPPLING_DAMAGE: DamageType = DamageType::Rending;

/// The damage of each crippling wound when the character is `busy` (more than a Half
/// Action this turn); returns the wounds that ended because no damage is left.
pub(super) fn crippled(s: &mut Step, busy: bool) -> Result<Vec<Effect>> {
    let wounds: Vec<(Location, u32)> = s
        .state
        .injuries
        .iter()
        .filter_map(|e| match e {
            Effect::Crippled { location, damage } => Some((*location, *damage)),
            _ => None,
        })
        .collect();
    if wounds.is_empty() {
        return Ok(Vec::new());
    }
    let name = s.name();
    if s.state.damage() == (0, 0) {
        let (ended, kept) =
            std::mem::take(&mut s.state.injuries).into_iter().partition(|e| matches!(e, Effect::Crippled { .. }));
        s.state.injuries = kept;
        s.say(format!("{name} has no damage left: the crippling wounds no longer trouble it"));
        return Ok(ended);
    }
    if !busy {
        s.say(format!("{name} is crippled but takes no more than a Half Action this turn: the wounds stay quiet"));
        return Ok(Vec::new());
    }
    s.say(format!("{name} takes more than a Half Action while crippled: the wounds tear"));
    for (location, damage) in wounds {
        if s.state.dead {
            break;
        }
        let blow = Blow {
            what: format!("Crippling ({damage}) wound"),
            damage: DiceExpr { count: 0, sides: 10, modifier: damage as i32 },
            damage_type: CRIPPLING_DAMAGE,
            location: Some(location),
            ignore_armour: true,
            ignore_toughness: true,
            penetration: 0,
            fatigue: 0,
            sudden_death: s.sudden_death,
        };
        s.blow(&blow)?;
    }
    Ok(Vec::new())
}
