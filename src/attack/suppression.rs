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
use super::{after_hit, attack_test, damage, ignite, overheat, Log, Prepared, Record};
use crate::body::State;
use crate::dice::Dice;
use crate::error::wording::plural;
use crate::error::{Error, Result};
use crate::model::*;

pub(super) fn execute<R: Record>(pr: &Prepared, dice: &mut Dice, log: &mut Log<R>) -> Result<Box<AttackOutcome>> {
    let p = pr.p;
    let req: &AttackRequest = &pr.req;
    log.at(LogStep::Test);
    let (test, jammed) = attack_test::roll(pr, dice, log)?;
    let overheated = overheat::check(pr, &test, &mut None, dice, log)?;
    let count = hits::count(pr, &test, log);
    let members = &pr.zone.members;
    let size = 1 + members.len();
    // The zone's characters as the log calls them, the target first: a character without
    // a name is called as everywhere else in the engine (`Actor::display_name`: the target
    // "the target", a member by its id).
    let names: Vec<String> = std::iter::once(req.target.display_name("the target"))
        .chain(members.iter().map(|m| m.actor.display_name(&m.id)))
        .collect();
    let name = |v: usize| name_of(&names, v);

    // Who each hit strikes.
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
        let struck: Vec<&str> = victims.iter().map(|&v| name(v)).collect::<Result<_>>()?;
        log.push(format!("{} sprayed over the kill zone: {}", plural(count, "hit"), struck.join(", ")));
    }
    let mut totals = vec![0u32; size];
    for &v in &victims {
        if let Some(t) = totals.get_mut(v) {
            *t += 1;
        }
    }

    // Each hit: its location, its damage, applied to the character it struck.
    let mut states: Vec<State> = std::iter::once(Ok(pr.target_state()))
        .chain(members.iter().map(|m| Ok(State::of(p, &m.actor, &m.path)?.called(&m.id).with_features(&m.feats))))
        .collect::<Result<_>>()?;
    let mut placed: Vec<Vec<Placed>> = vec![Vec::new(); size];
    let mut landed: Vec<Vec<Hit>> = vec![Vec::new(); size];
    for (i, &v) in victims.iter().enumerate() {
        let (Some(spots), Some(done), Some(state)) = (placed.get_mut(v), landed.get_mut(v), states.get_mut(v)) else {
            return Err(Error::internal(&format!(
                "suppressing fire: hit {} struck character {v}, outside the kill zone",
                i + 1
            )));
        };
        let who = name(v)?;
        note!(log, "hit {} strikes {who}", i + 1);
        if spots.is_empty() {
            let first = if i == 0 {
                hits::first_location(pr, &test, dice, log)?
            } else {
                hits::fresh_location(dice, log, who)?
            };
            let total = totals
                .get(v)
                .copied()
                .ok_or_else(|| Error::internal(&format!("suppressing fire: no count of the hits on character {v}")))?;
            *spots = hits::follow(p, first, total);
        }
        let Some(spot) = spots.get(done.len()).copied() else {
            return Err(Error::internal(&format!(
                "suppressing fire: hit {} on {who} has no location (its locations were placed for fewer hits)",
                i + 1
            )));
        };
        dice.current_hit = Some(i as u32 + 1);
        log.at(LogStep::Damage);
        let rolled = damage::roll(pr, &test, &spot, dice, log, &mut damage::Buffers::default())?;
        log.at(LogStep::Apply);
        let mut hit = apply::hit(pr, &spot, rolled, state, dice, log)?;
        log.at(LogStep::AfterHit);
        after_hit::apply(pr, &mut hit, state, dice, log)?;
        done.push(hit);
    }
    dice.current_hit = None;
    if !test.success {
        note!(log, "the spray hits nobody");
    }
    let mut catch_fire = Vec::with_capacity(size);
    for (state, hits) in states.iter_mut().zip(&landed) {
        log.at(LogStep::Fire);
        catch_fire.push(if hits.is_empty() { None } else { ignite::test(pr, state, dice, log)? });
    }
    let mut catch_fire = catch_fire.into_iter();
    let target_catch_fire = catch_fire.next().flatten();

    // Everyone's state afterwards.
    log.at(LogStep::Result);
    let mut quiet = Log::new(false);
    let mut results = Vec::with_capacity(size);
    for (v, (state, hits)) in states.into_iter().zip(landed).enumerate() {
        let l = if hits.is_empty() && v > 0 { &mut quiet } else { &mut *log };
        results.push((crate::body::finish(pr.p, state, l)?, hits));
    }
    let mut results = results.into_iter();
    let (target, hits) =
        results.next().ok_or_else(|| Error::internal("suppressing fire: the target's state was lost"))?;
    let others = members
        .iter()
        .zip(results.zip(catch_fire))
        .map(|(m, ((target, hits), catch_fire))| OtherTarget {
            id: m.id.to_string(),
            role: m.role,
            hits,
            target,
            pinning: None,
            catch_fire,
        })
        .collect();
    let mut out = outcome(pr, test, jammed, count, hits, target);
    out.others = others;
    out.overheat = overheated;
    out.catch_fire = target_catch_fire;
    Ok(out)
}

/// The name of the zone's `v`th character (0: the target); a victim outside the zone is a
/// bug, reported as one.
fn name_of(names: &[String], v: usize) -> Result<&str> {
    names
        .get(v)
        .map(String::as_str)
        .ok_or_else(|| Error::internal(&format!("suppressing fire: no character {v} in the kill zone")))
}
