//! Initiative (`rollInitiative`; 000 and 003 "Initiative"): 1d10 + Agility Bonus, highest
//! first, ties broken by Agility and then by dice; a fate point counts the die as a 10 (003
//! "Using Fate Points").

use super::*;
use crate::dice::Dice;
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::profile;

/// The most combatants one initiative request may rank.
pub const MAX_COMBATANTS: usize = 1000;

/// The most rounds of tie dice one tie is rolled for. The books roll again while still
/// tied, without end; the engine stops here (only scripted dice that keep coming up level
/// get this far: seeded d10s are level 100 times running with odds of 10^-100 for two
/// combatants), and those still level keep the order the request lists them in.
pub const MAX_TIE_ROUNDS: u32 = 100;

/// 000 and 003 "Initiative": 1d10 + Agility Bonus, highest first; ties go to the higher
/// Agility, then to a die roll (rolled again while still tied, for at most
/// `MAX_TIE_ROUNDS` rounds: combatants still level then keep the request's order, and the
/// log says so). Each combatant's talents and traits are checked
/// (`feature_set::of_actor`); one with Lightning Reflexes (`Fx::Initiative`) counts its
/// Agility Bonus that many times, and its entry's `bonus` is the bonus so counted.
pub fn roll_initiative(req: &InitiativeRequest, entropy: u64) -> Result<InitiativeOutcome> {
    let p = profile(req.ruleset);
    if req.combatants.len() > MAX_COMBATANTS {
        return Err(Error::invalid("combatants", "at most 1000 combatants"));
    }
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut rows = Vec::with_capacity(req.combatants.len());
    let mut notes = Vec::new();
    for (i, c) in req.combatants.iter().enumerate() {
        let who = format!("combatants[{i}].actor");
        validate::actor(p, &c.actor, &who, false)?;
        let feats = crate::test::feature_set::of_actor(p, &c.actor, &who)?;
        notes.extend(feats.notes.iter().map(|n| format!("{}: {n}", c.id)));
        let ag = value(&c.actor, Characteristic::Ag, &who)?;
        let mut b = bonus(p, &c.actor, Characteristic::Ag, &who)?;
        if let Some((a, times)) = feats.find(|fx| match fx {
            crate::rules::features::Fx::Initiative { times } => Some(*times),
            _ => None,
        }) {
            notes.push(format!("{}: {}: Agility Bonus {b} counts {times} times ({})", c.id, a.label(), b * times));
            b *= times;
        }
        // A fate point counts the die as a 10, with no roll (003 "Using Fate Points").
        let r = if c.use_fate {
            check_fate(&c.actor, Some(FateUse { reroll: true, extra_degree: false }), &who)?;
            p.fate.initiative_face
        } else {
            dice.d10(crate::dice::Purpose::Initiative)?
        };
        let entry = InitiativeEntry {
            id: c.id.clone(),
            roll: r,
            total: r as i32 + b,
            bonus: b,
            tie_roll: None,
            fate: c.use_fate,
        };
        rows.push((entry, ag, i));
    }
    // Rank by total then Agility; groups still level roll a die each, again while level.
    rows.sort_by(|x, y| (y.0.total, y.1).cmp(&(x.0.total, x.1)).then(x.2.cmp(&y.2)));
    let mut log = notes;
    for group in rows.chunk_by_mut(|x, y| (x.0.total, x.1) == (y.0.total, y.1)) {
        // Only groups of two or more are tied.
        let [first, _, ..] = &*group else { continue };
        let key = (first.0.total, first.1);
        // Each member's tie dice so far, and whether it still rolls.
        let mut tied: Vec<(Vec<u32>, bool)> = vec![(Vec::new(), true); group.len()];
        let mut rounds = 0;
        while tied.iter().filter(|t| t.1).count() > 1 && rounds < MAX_TIE_ROUNDS {
            rounds += 1;
            for ((keys, rolling), row) in tied.iter_mut().zip(group.iter_mut()) {
                if *rolling {
                    let r = dice.d10(crate::dice::Purpose::InitiativeTie)?;
                    keys.push(r);
                    row.0.tie_roll = Some(r);
                }
            }
            // Keep rolling only among those who are still level with someone.
            let level: Vec<bool> =
                tied.iter().map(|(k, _)| tied.iter().filter(|(other, _)| other == k).count() > 1).collect();
            for ((_, rolling), still) in tied.iter_mut().zip(level) {
                *rolling = *rolling && still;
            }
        }
        // Those still level when the rounds ran out (they keep the request's order).
        let unresolved: Vec<String> =
            tied.iter().zip(group.iter()).filter(|(t, _)| t.1).map(|(_, r)| r.0.id.clone()).collect();
        // Highest tie dice first; the sort is stable, so full ties keep their order.
        let mut sorted: Vec<_> = tied.into_iter().map(|t| t.0).zip(group.iter().cloned()).collect();
        sorted.sort_by(|x, y| y.0.cmp(&x.0));
        for (slot, (_, row)) in group.iter_mut().zip(sorted) {
            *slot = row;
        }
        log.push(format!(
            "tie at {} with Agility {}: broken by dice ({})",
            key.0,
            key.1,
            group.iter().map(|r| format!("{} {}", r.0.id, r.0.tie_roll.unwrap_or(0))).collect::<Vec<_>>().join(", ")
        ));
        if unresolved.len() > 1 {
            log.push(format!(
                "note: {} are still level after {MAX_TIE_ROUNDS} rounds of tie dice, the most the engine rolls: they keep the order of the request",
                unresolved.join(", ")
            ));
        }
    }
    let order: Vec<InitiativeEntry> = rows.into_iter().map(|r| r.0).collect();
    for e in &order {
        log.push(format!("{}: rolled {} + Agility Bonus {} = {}", e.id, e.roll, e.bonus, e.total));
    }
    Ok(InitiativeOutcome { order, dice: dice.take_record(), log, seed: dice.seed() })
}
