//! One strike: steps two to five of the attack (the test, a miss's scatter, the hits, the
//! target's reaction, then damage and its application to the target's running state). A
//! single attack is one strike; Multiple Attacks and two weapons are several (`multi`).

use super::{after_hit, apply, damage, hits, others, reaction, scatter, test, Log, Prepared};
use crate::dice::Dice;
use crate::error::Result;
use crate::error::{Error, ErrorCode};
use crate::model::*;

/// One strike, steps two to five, against the target's running state. `reaction_left`
/// is the target's one reaction of the round, spent on the first strike that hits. Hits
/// moved to other characters (a burst's spread, a stray shot) are returned apart, to be
/// resolved once the target is settled.
pub(super) fn run(
    pr: &Prepared,
    dice: &mut Dice,
    log: &mut Log,
    state: &mut apply::State,
    reaction_left: &mut bool,
    hits: &mut Vec<Hit>,
) -> Result<(Strike, Vec<others::Moved>)> {
    let (test, jammed) = test::roll(pr, dice, log)?;
    let scatter = if !test.success && !jammed { scatter::roll(pr, dice, log)? } else { None };
    let mut scored = hits::score(pr, &test, dice, log)?;
    let hits_scored = scored.len() as u32;
    let moved = others::allocate(pr, &test, jammed, &mut scored, log);
    let (evasion, landed) = reaction::react(pr, &scored, *reaction_left, dice, log)?;
    if evasion.is_some() {
        *reaction_left = false;
    }
    for placed in &landed {
        dice.current_hit = Some(hits.len() as u32 + 1);
        let rolled = damage::roll(pr, &test, dice, log)?;
        let mut hit = apply::hit(pr, placed, rolled, state, dice, log)?;
        after_hit::apply(pr, &mut hit, state, dice, log)?;
        hits.push(hit);
    }
    dice.current_hit = None;
    if !test.success {
        note!(log, "the attack misses");
    }
    let weapon = pr.req.weapon.name.clone().filter(|n| !n.is_empty());
    let strike = Strike {
        weapon: weapon.unwrap_or_else(|| pr.req.hand.as_str().to_string()),
        hand: pr.req.hand,
        action: pr.req.action,
        test,
        jammed,
        ammo: pr.ammo,
        hits_scored,
        evasion,
        hits_landed: landed.len() as u32,
        scatter,
    };
    Ok((strike, moved))
}

/// Every strike of the action against the target's running state (one for a single
/// attack), then any hits moved to other characters.
pub(super) fn all(pr: &Prepared, dice: &mut Dice, log: &mut Log) -> Result<AttackOutcome> {
    let mut state = pr.target_state()?;
    let mut reaction_left = true;
    let mut hits = Vec::new();
    let mut strikes = Vec::with_capacity(1 + pr.more.len());
    let mut moved = Vec::new();
    let several = !pr.more.is_empty();
    for (n, s) in std::iter::once(pr).chain(&pr.more).enumerate() {
        if log.on {
            log.lines.extend(s.notes.iter().cloned());
        }
        if several {
            let weapon = s.req.weapon.name.as_deref().unwrap_or("");
            note!(
                log,
                "Strike {} of {}: {} hand {weapon} ({})",
                n + 1,
                1 + pr.more.len(),
                s.req.hand.as_str(),
                s.req.action.as_str()
            );
        }
        let from = hits.len();
        let (strike, elsewhere) = run(s, dice, log, &mut state, &mut reaction_left, &mut hits)?;
        // The first strike settles who else the attack involves (even when no hit moved:
        // a kill zone's members still test for pinning); later strikes only their moved hits.
        if n == 0 || !elsewhere.is_empty() {
            moved.push((s, strike.test.clone(), elsewhere));
        }
        strikes.push(strike);
        if several {
            for h in hits.iter_mut().skip(from) {
                h.strike = Some(n as u32 + 1);
            }
        }
    }
    let target = apply::finish(pr.p, state, log)?;
    let mut others = Vec::new();
    for (s, test, elsewhere) in moved {
        others.extend(others::resolve(s, &test, elsewhere, hits.len() as u32, dice, log)?);
    }
    let first =
        strikes.first().cloned().ok_or_else(|| Error::new(ErrorCode::Internal, "an attack without a strike"))?;
    let hits_scored = strikes.iter().map(|s| s.hits_scored).sum();
    let mut out = outcome(pr, first.test, strikes.iter().any(|s| s.jammed), hits_scored, hits, target);
    out.ammo = strikes.iter().map(|s| s.ammo).sum();
    out.evasion = strikes.iter().find_map(|s| s.evasion.clone());
    out.scatter = strikes.iter().find_map(|s| s.scatter.clone());
    out.strikes = if several { strikes } else { Vec::new() };
    out.others = others;
    Ok(out)
}

/// An outcome with the attack's own fields filled in (no dice or log yet).
pub(super) fn outcome(
    pr: &Prepared,
    test: TestResult,
    jammed: bool,
    hits_scored: u32,
    hits: Vec<Hit>,
    target: TargetState,
) -> AttackOutcome {
    AttackOutcome {
        ruleset: pr.req.ruleset,
        action: pr.action,
        test,
        jammed,
        ammo: pr.ammo,
        hits_scored,
        evasion: None,
        hits,
        target,
        scatter: None,
        strikes: Vec::new(),
        melee: MeleeResults::default(),
        dice: Vec::new(),
        log: Vec::new(),
        seed: None,
        overwatch_attack: (pr.req.action == Action::Overwatch).then_some(pr.rule.action),
        fire_mode: pr.zone.fire_mode,
        pinning: None,
        others: Vec::new(),
    }
}
