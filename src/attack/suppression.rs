//! Suppressing fire (000 "Suppressing Fire"; 003 "Suppressing Fire (Full Action)"; 004 and
//! 002 Combat Actions): a burst sprayed over a kill zone, the target plus `killZone`.
//!
//! The test is the line's row (-20, no burst bonus; jams on 94+; the shooter cannot choose
//! to fail it). A success scores the row's hits, capped by the burst's rate of fire, and
//! each hit strikes a random character in the zone, friend or foe. Cover and armour work
//! as usual, and nobody may Dodge the spray (the seeds give no reaction; the Pinning Test
//! is the defence). Afterwards everyone in the zone tests for pinning (`pinning`).
//!
//! Dice, in order: the attack test; one `suppressionTarget` die per hit (a die with as
//! many faces as the zone has characters, 1 the target and then `killZone` in order; none
//! when the zone is the target alone); then hit by hit: a fresh `hitLocation` d100 when the
//! hit is the first on a character and not the volley's first hit (which takes the
//! reversed test roll), then its damage dice. Later hits on a character follow the
//! multiple-hits table from its first. Then each character hit tests against catching fire
//! when the weapon sets targets alight (`ignite`), target first, then the Pinning Tests. A
//! weapon that overheats rolls its damage to the wielder right after the test (`overheat`).

use super::apply;
use super::hits::{self, Placed};
use super::strike::outcome;
use super::{after_hit, attack_test, damage, ignite, overheat, Log, Prepared};
use crate::body::State;
use crate::dice::Dice;
use crate::error::wording::plural;
use crate::error::{Error, Result};
use crate::model::*;

/// Suppressing fire (the resolution `Suppression`). Kept out of line: a strike's path through
/// `attack::execute` needs none of it (docs/speed.md, "What the first call compiles").
#[inline(never)]
pub(super) fn execute(pr: &Prepared, dice: &mut Dice, log: &mut Log) -> Result<Box<AttackOutcome>> {
    log.at(LogStep::Test);
    let (test, jammed) = attack_test::roll(pr, dice, log)?;
    let overheated = overheat::check(pr, &test, &mut None, dice, log)?;
    let count = hits::count(pr, &test, log);
    let names = zone_names(pr);
    let victims = spray(pr, count, &names, dice, log)?;
    let mut states = zone_states(pr)?;
    let landed = land_hits(pr, &test, &victims, &names, &mut states, dice, log)?;
    if !test.success {
        note!(log, "the spray hits nobody");
    }
    let catch_fire = catch_fire(pr, &mut states, &landed, dice, log)?;
    let after = results(pr, states, landed, catch_fire, log)?;
    let mut out = outcome(pr, test, jammed, count, after.hits, after.target);
    out.others = after.others;
    out.overheat = overheated;
    out.catch_fire = after.catch_fire;
    Ok(out)
}

/// The zone's characters as the log calls them, the target first: a character without a
/// name is called as everywhere else in the engine (`Actor::display_name`: the target "the
/// target", a member by its id).
fn zone_names(pr: &Prepared) -> Vec<String> {
    std::iter::once(pr.req.target.display_name("the target"))
        .chain(pr.zone.members.iter().map(|m| m.actor.display_name(&m.id)))
        .collect()
}

/// Who each hit strikes: a `suppressionTarget` die a hit with as many faces as the zone
/// has characters (none when the target is alone in it); 0 is the target, then `killZone`
/// in order.
fn spray(
    pr: &Prepared,
    count: u32,
    names: &[String],
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Vec<usize>> {
    let size = 1 + pr.zone.members.len();
    let mut victims = Vec::with_capacity(count as usize);
    for _ in 0..count {
        let v = if size > 1 {
            (dice.roll(size as u32, crate::dice::Purpose::SuppressionTarget)? as usize).saturating_sub(1)
        } else {
            0
        };
        victims.push(v.min(size - 1));
    }
    if count > 0 && log.on() {
        let struck: Vec<&str> = victims.iter().map(|&v| name_of(names, v)).collect::<Result<_>>()?;
        log.push(format!("{} sprayed over the kill zone: {}", plural(count, "hit"), struck.join(", ")));
    }
    Ok(victims)
}

/// Each character's running state as the hits land, the target first.
fn zone_states<'p>(pr: &'p Prepared) -> Result<Vec<State<'p>>> {
    std::iter::once(Ok(pr.target_state()))
        .chain(
            pr.zone
                .members
                .iter()
                .map(|m| Ok(State::of(pr.p, &m.actor, &m.path)?.called(&m.id).with_features(&m.feats))),
        )
        .collect()
}

/// Each hit in turn, on the character it struck: its location (the volley's first hit takes
/// the reversed test roll, a character's first hit a fresh roll, its later hits follow the
/// multiple-hits table), its damage, the damage applied, and what the weapon's qualities do
/// once it landed. Returns each character's landed hits, the target first.
fn land_hits(
    pr: &Prepared,
    test: &TestResult,
    victims: &[usize],
    names: &[String],
    states: &mut [State],
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Vec<Vec<Hit>>> {
    let size = states.len();
    let mut totals = vec![0u32; size];
    for &v in victims {
        if let Some(t) = totals.get_mut(v) {
            *t += 1;
        }
    }
    let mut placed: Vec<Vec<Placed>> = vec![Vec::new(); size];
    let mut landed: Vec<Vec<Hit>> = vec![Vec::new(); size];
    for (i, &v) in victims.iter().enumerate() {
        let (Some(spots), Some(done), Some(state)) = (placed.get_mut(v), landed.get_mut(v), states.get_mut(v)) else {
            return Err(Error::internal(&format!(
                "suppressing fire: hit {} struck character {v}, outside the kill zone",
                i + 1
            )));
        };
        let who = name_of(names, v)?;
        note!(log, "hit {} strikes {who}", i + 1);
        if spots.is_empty() {
            let first =
                if i == 0 { hits::first_location(pr, test, dice, log)? } else { hits::fresh_location(dice, log, who)? };
            let total = totals
                .get(v)
                .copied()
                .ok_or_else(|| Error::internal(&format!("suppressing fire: no count of the hits on character {v}")))?;
            *spots = hits::follow(pr.p, first, total);
        }
        let Some(spot) = spots.get(done.len()).copied() else {
            return Err(Error::internal(&format!(
                "suppressing fire: hit {} on {who} has no location (its locations were placed for fewer hits)",
                i + 1
            )));
        };
        dice.current_hit = Some(i as u32 + 1);
        log.at(LogStep::Damage);
        let rolled = damage::roll(pr, test, &spot, dice, log, &mut damage::Buffers::default())?;
        log.at(LogStep::Apply);
        let mut hit = apply::hit(pr, &spot, rolled, state, dice, log, &mut None)?;
        log.at(LogStep::AfterHit);
        after_hit::apply(pr, &mut hit, state, dice, log)?;
        done.push(hit);
    }
    dice.current_hit = None;
    Ok(landed)
}

/// Each character a hit landed on tests against catching fire, when the weapon sets
/// targets alight (`ignite`), the target first.
fn catch_fire(
    pr: &Prepared,
    states: &mut [State],
    landed: &[Vec<Hit>],
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Vec<Option<TestResult>>> {
    let mut tests = Vec::with_capacity(states.len());
    for (state, hits) in states.iter_mut().zip(landed) {
        log.at(LogStep::Fire);
        tests.push(if hits.is_empty() { None } else { ignite::test(pr, state, dice, log)? });
    }
    Ok(tests)
}

/// What the volley left: the target's state, hits and test against fire, and the other
/// characters of the zone.
struct ZoneResults {
    target: TargetState,
    hits: Vec<Hit>,
    catch_fire: Option<TestResult>,
    others: Vec<OtherTarget>,
}

/// Everyone's state afterwards (the log tells the target's, and another character's only
/// when a hit landed on it).
fn results(
    pr: &Prepared,
    states: Vec<State>,
    landed: Vec<Vec<Hit>>,
    catch_fire: Vec<Option<TestResult>>,
    log: &mut Log,
) -> Result<ZoneResults> {
    log.at(LogStep::Result);
    let mut quiet = Log::new(false);
    let mut finished = Vec::with_capacity(states.len());
    for (v, (state, hits)) in states.into_iter().zip(landed).enumerate() {
        let l = if hits.is_empty() && v > 0 { &mut quiet } else { &mut *log };
        finished.push((crate::body::finish(pr.p, state, l)?, hits));
    }
    let mut finished = finished.into_iter();
    let mut catch_fire = catch_fire.into_iter();
    let (target, hits) =
        finished.next().ok_or_else(|| Error::internal("suppressing fire: the target's state was lost"))?;
    let target_catch_fire = catch_fire.next().flatten();
    let others = pr
        .zone
        .members
        .iter()
        .zip(finished.zip(catch_fire))
        .map(|(m, ((target, hits), catch_fire))| OtherTarget {
            id: m.id.to_string(),
            role: m.role,
            hits,
            target,
            pinning: None,
            catch_fire,
        })
        .collect();
    Ok(ZoneResults { target, hits, catch_fire: target_catch_fire, others })
}

/// The name of the zone's `v`th character (0: the target); a victim outside the zone is a
/// bug, reported as one.
fn name_of(names: &[String], v: usize) -> Result<&str> {
    names
        .get(v)
        .map(String::as_str)
        .ok_or_else(|| Error::internal(&format!("suppressing fire: no character {v} in the kill zone")))
}
