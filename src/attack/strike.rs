//! One strike: steps two to five of the attack (the test, an overheat, a miss's scatter and
//! a blast that still catches the target, the hits, the target's reaction (or its Agility
//! test against a cone), then damage and its application to the target's running state,
//! and catching fire). A single attack is one strike; Multiple Attacks and two weapons are
//! several (`multi`).

use super::{after_hit, apply, area, attack_test, damage, hits, ignite, others, overheat, reaction, scatter, Log, Prepared};
use crate::dice::Dice;
use crate::error::Error;
use crate::error::Result;
use crate::model::*;
use crate::rules::features::Fx;

/// One strike, steps two to five, against the target's running state. `reactions_left`
/// are the target's reactions of the round (one, more with Step Aside), each spent on a
/// strike that hits. Hits moved to other characters (a burst's spread, a stray shot) are
/// returned apart, to be resolved once the target is settled; the strike's record is added
/// to `scratch.strikes`. `wielder` is the attacker's running state, made when a weapon first
/// overheats.
pub(super) fn run<'p>(
    pr: &'p Prepared,
    dice: &mut Dice,
    log: &mut Log,
    state: &mut crate::body::State,
    reactions_left: &mut u32,
    wielder: &mut Option<crate::body::State<'p>>,
    scratch: &mut super::Scratch,
) -> Result<Vec<others::Moved>> {
    log.at(LogStep::Test);
    let (test, jammed) = attack_test::roll(pr, dice, log)?;
    log.at(LogStep::Overheat);
    let overheat = overheat::check(pr, &test, wielder, dice, log)?;
    let fired = !jammed && overheat.is_none();
    log.at(LogStep::Scatter);
    let mut scatter = if !test.success && fired { scatter::roll(pr, dice, log)? } else { None };
    let caught = area::caught(pr, scatter.as_mut(), dice, log)?;
    log.at(LogStep::Hits);
    let mut scored = match caught {
        Some(c) => vec![c],
        None if pr.spray.is_some() => Vec::new(),
        None => hits::score(pr, &test, dice, log)?,
    };
    let mut hits_scored = scored.len() as u32;
    // A weapon that jammed or overheated never fired: no stray shot either.
    let moved = others::allocate(pr, &test, !fired, &mut scored, log);
    log.at(LogStep::Reaction);
    let (evasion, landed, spray) = match &pr.spray {
        Some(s) => {
            let cone = area::spray(pr, s, *reactions_left > 0, dice, log)?;
            hits_scored = u32::from(cone.record.in_range);
            (cone.evasion, cone.landed, Some(cone.record))
        }
        None => {
            let (evasion, landed) = reaction::react(pr, &scored, *reactions_left > 0, dice, log)?;
            scored.truncate(landed);
            (evasion, scored, None)
        }
    };
    if evasion.is_some() {
        *reactions_left = reactions_left.saturating_sub(1);
    }
    // A blast that missed but still caught the target counts no degrees of success.
    let missed_but_caught;
    let damage_test = if caught.is_some() {
        missed_but_caught = TestResult { success: true, degrees: 0, ..test.clone() };
        &missed_but_caught
    } else {
        &test
    };
    land(pr, damage_test, &landed, state, dice, log, scratch)?;
    log.at(LogStep::Fire);
    let catch_fire = if landed.is_empty() { None } else { ignite::test(pr, state, dice, log)? };
    log.at(LogStep::Test);
    if !test.success {
        note!(log, "the attack misses");
    }
    // Only the list of strikes names the weapon (a run for analysis keeps no list).
    let weapon = match pr.req.weapon.name.as_deref().filter(|n| !n.is_empty()) {
        _ if !log.full() => String::new(),
        Some(n) => n.to_string(),
        None => pr.req.hand.as_str().to_string(),
    };
    scratch.strikes.push(Strike {
        weapon,
        hand: pr.req.hand,
        action: pr.req.action,
        test,
        jammed,
        ammo: pr.ammo,
        hits_scored,
        evasion,
        hits_landed: landed.len() as u32,
        scatter,
        overheat,
        spray,
        catch_fire,
    });
    Ok(moved)
}

/// Steps four and five for each hit that landed, in order: its damage, its application to
/// the target's running state, then what its qualities do after it. The hits go onto the
/// scratch's list.
fn land(
    pr: &Prepared,
    test: &TestResult,
    landed: &[hits::Placed],
    state: &mut crate::body::State,
    dice: &mut Dice,
    log: &mut Log,
    scratch: &mut super::Scratch,
) -> Result<()> {
    // One target, one test: what the hits meet beside worn armour is worked out once when
    // the log is off (`apply::Soaked`).
    let mut soaked = None;
    for placed in landed {
        dice.current_hit = Some(scratch.hits.len() as u32 + 1);
        log.at(LogStep::Damage);
        let rolled = damage::roll(pr, test, placed, dice, log, &mut scratch.damage)?;
        log.at(LogStep::Apply);
        let hits = &mut scratch.hits;
        hits.push(apply::hit(pr, placed, rolled, state, dice, log, &mut soaked)?);
        log.at(LogStep::AfterHit);
        if let Some(hit) = hits.last_mut() {
            after_hit::apply(pr, hit, state, dice, log)?;
        }
    }
    dice.current_hit = None;
    Ok(())
}

/// The target's reactions this round: one, and the `Reactions` of its talents (Step
/// Aside), which only an action of several strikes can call on; the log says so then.
fn reactions(pr: &Prepared, log: &mut Log) -> u32 {
    let mut n = 1;
    for (a, fx) in pr.feats.target.effects() {
        if let Fx::Reactions(more) = fx {
            n += more;
            if !pr.more.is_empty() {
                note!(log, "{}: the target may react to {more} more strike(s) this round ({n} in all)", a.label());
            }
        }
    }
    n
}

/// Every strike of the action against the target's running state (one for a single
/// attack), then any hits moved to other characters. A strike with a weapon a power field
/// destroyed is not made. The lists of hits and strikes are `scratch`'s, whose room is
/// reused.
pub(super) fn all(
    pr: &Prepared,
    dice: &mut Dice,
    log: &mut Log,
    scratch: &mut super::Scratch,
) -> Result<Box<AttackOutcome>> {
    // The hits landed and every strike made, in order.
    scratch.hits.clear();
    scratch.strikes.clear();
    let mut state = pr.target_state();
    let mut reactions_left = 1;
    let mut moved = Vec::new();
    let several = !pr.more.is_empty();
    let mut destroyed: Vec<Hand> = Vec::new();
    let mut wielder = None;
    for (n, s) in std::iter::once(pr).chain(&pr.more).enumerate() {
        if destroyed.contains(&s.req.hand) {
            note!(
                log,
                "Strike {} of {}: not made: the {} hand's weapon was destroyed",
                n + 1,
                1 + pr.more.len(),
                s.req.hand.as_str()
            );
            continue;
        }
        if log.on() {
            log.at(LogStep::Setup);
            log.extend(s.notes.iter().cloned());
        }
        if n == 0 {
            reactions_left = reactions(pr, log);
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
        let from = scratch.hits.len();
        let elsewhere = run(s, dice, log, &mut state, &mut reactions_left, &mut wielder, scratch)?;
        let strike = scratch.strikes.last().ok_or_else(|| Error::internal("a strike without a record"))?;
        if strike.evasion.as_ref().is_some_and(|e| e.weapon_destroyed) {
            destroyed.push(s.req.hand);
        }
        // The first strike settles who else the attack involves (even when no hit moved:
        // a kill zone's members still test for pinning); later strikes only their moved hits.
        if (n == 0 && !s.zone.members.is_empty()) || !elsewhere.is_empty() {
            moved.push((s, strike.test.clone(), elsewhere));
        }
        if several {
            for h in scratch.hits.iter_mut().skip(from) {
                h.strike = Some(n as u32 + 1);
            }
        }
    }
    log.at(LogStep::Result);
    let target = crate::body::finish(pr.p, state, log)?;
    log.at(LogStep::Others);
    let mut others = Vec::new();
    for (s, test, elsewhere) in moved {
        others.extend(others::resolve(s, &test, elsewhere, scratch.hits.len() as u32, dice, log)?);
    }
    let hits = std::mem::take(&mut scratch.hits);
    let mut out = if several {
        of_several(pr, std::mem::take(&mut scratch.strikes), hits, target)?
    } else {
        let first = scratch.strikes.pop().ok_or_else(|| Error::internal("an attack without a strike"))?;
        of_one(pr, first, hits, target)
    };
    out.others = others;
    Ok(out)
}

/// The outcome of a single attack: its one strike's fields, moved into it.
fn of_one(pr: &Prepared, s: Strike, hits: Vec<Hit>, target: TargetState) -> Box<AttackOutcome> {
    let mut out = outcome(pr, s.test, s.jammed, s.hits_scored, hits, target);
    out.ammo = s.ammo;
    out.evasion = s.evasion;
    out.scatter = s.scatter;
    out.overheat = s.overheat;
    out.spray = s.spray;
    out.catch_fire = s.catch_fire;
    out
}

/// The outcome of an action of several strikes: the first strike's test, the sums, the
/// first of each record (the last overheat), and every strike listed.
fn of_several(pr: &Prepared, strikes: Vec<Strike>, hits: Vec<Hit>, target: TargetState) -> Result<Box<AttackOutcome>> {
    let first = strikes.first().cloned().ok_or_else(|| Error::internal("an attack without a strike"))?;
    let hits_scored = strikes.iter().map(|s| s.hits_scored).sum();
    let mut out = outcome(pr, first.test, strikes.iter().any(|s| s.jammed), hits_scored, hits, target);
    out.ammo = strikes.iter().map(|s| s.ammo).sum();
    out.evasion = strikes.iter().find_map(|s| s.evasion.clone());
    out.scatter = strikes.iter().find_map(|s| s.scatter.clone());
    out.overheat = strikes.iter().rev().find_map(|s| s.overheat.clone());
    out.spray = strikes.iter().find_map(|s| s.spray.clone());
    out.catch_fire = strikes.iter().find_map(|s| s.catch_fire.clone());
    out.strikes = strikes;
    Ok(out)
}

/// An outcome with the attack's own fields filled in (no dice or log yet). It is boxed
/// where it is made, so that the steps after it, and each trial of an analysis, pass a
/// pointer rather than move the whole record.
pub(super) fn outcome(
    pr: &Prepared,
    test: TestResult,
    jammed: bool,
    hits_scored: u32,
    hits: Vec<Hit>,
    target: TargetState,
) -> Box<AttackOutcome> {
    Box::new(AttackOutcome {
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
        overheat: None,
        spray: None,
        catch_fire: None,
        strikes: Vec::new(),
        melee: MeleeResults::default(),
        dice: Vec::new(),
        log: Vec::new(),
        log_steps: Vec::new(),
        seed: None,
        overwatch_attack: (pr.req.action == Action::Overwatch).then_some(pr.rule.action),
        fire_mode: pr.zone.fire_mode,
        pinning: None,
        others: Vec::new(),
    })
}
