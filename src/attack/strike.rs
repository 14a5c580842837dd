//! One strike: steps two to five of the attack (the test, a miss's scatter, the hits, the
//! target's reaction, then damage and its application to the target's running state). A
//! single attack is one strike; Multiple Attacks and two weapons are several (`multi`).

use super::{apply, damage, hits, reaction, scatter, test, Log, Prepared};
use crate::dice::Dice;
use crate::error::Result;
use crate::model::*;

/// One strike, steps two to five, against the target's running state. `reaction_left`
/// is the target's one reaction of the round, spent on the first strike that hits.
pub(super) fn run(
    pr: &Prepared,
    dice: &mut Dice,
    log: &mut Log,
    state: &mut apply::State,
    reaction_left: &mut bool,
    hits: &mut Vec<Hit>,
) -> Result<Strike> {
    let (test, jammed) = test::roll(pr, dice, log)?;
    let scatter = if !test.success && !jammed { scatter::roll(pr, dice, log)? } else { None };
    let scored = hits::score(pr, &test, dice, log)?;
    let (evasion, landed) = reaction::react(pr, &scored, *reaction_left, dice, log)?;
    if evasion.is_some() {
        *reaction_left = false;
    }
    for placed in &landed {
        dice.current_hit = Some(hits.len() as u32 + 1);
        let rolled = damage::roll(pr, &test, dice, log)?;
        hits.push(apply::hit(pr, placed, rolled, state, log));
    }
    dice.current_hit = None;
    if !test.success {
        note!(log, "the attack misses");
    }
    let weapon = pr.req.weapon.name.clone().filter(|n| !n.is_empty());
    Ok(Strike {
        weapon: weapon.unwrap_or_else(|| pr.req.hand.as_str().to_string()),
        hand: pr.req.hand,
        action: pr.req.action,
        test,
        jammed,
        ammo: pr.ammo,
        hits_scored: scored.len() as u32,
        evasion,
        hits_landed: landed.len() as u32,
        scatter,
    })
}
