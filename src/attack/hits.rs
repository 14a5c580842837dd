//! Step three: hit location and extra hits. The first hit lands where the reversed test
//! roll says (000 Table 9-6, 003 Table 7-7), or on the called location; a hit scored with no
//! roll rolls a fresh d100. The action's row says how many hits the degrees of success
//! score, capped by the rate of fire of its fire mode counting the first hit (000's Brutis
//! example). Extra hits never roll a location: they follow the line's multiple-hits table
//! from the region of the first (000 Table 9-5, 003 Table 7-6, 002 and 004 "Multiple
//! Hits"). Swift and Lightning Attack score no more hits than the Weapon Skill Bonus where
//! the action's row says so (`AttackRule::cap`).
//!
//! The weapon's qualities then change the count, in this order: Storm (`Fx::HitsTimes`)
//! makes each hit the action scored count that many times, at most that many times the
//! rate of fire where there is one; Twin-Linked (`Fx::ExtraHit`) adds one hit at enough
//! degrees of success, on top of the rate of fire as the published rule has it; Scatter at
//! point blank (`Fx::PointBlankHits`) adds one hit per so many degrees, counted apart and
//! not capped by the rate of fire (000's Brutis and Quint examples). Storm multiplies only
//! the action's hits, not the other two qualities' extra hits. Every hit past the first is
//! an extra hit and follows the multiple-hits table.

use super::{Log, Prepared};
use crate::dice::Dice;
use crate::error::wording::plural;
use crate::error::Result;
use crate::model::*;
use crate::rules::features::Fx;
use crate::rules::tables::{location_for, region, reverse_roll, Region};
use crate::rules::Profile;

/// A scored hit and where it lands.
#[derive(Debug, Clone, Copy)]
pub(super) struct Placed {
    pub location: Location,
    /// An extra hit (not the first), which the attacker may move to another target.
    pub extra: bool,
}

/// The location of the first hit.
pub(super) fn first_location(
    pr: &Prepared,
    test: &TestResult,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Location> {
    if pr.req.action == Action::CalledShot {
        let l = pr.req.called_location.unwrap_or(Location::Body);
        note!(log, "Step 3 (hit location): called shot to the {}", l.label());
        return Ok(l);
    }
    if let Some(r) = test.roll {
        let rev = reverse_roll(r);
        let l = location_for(rev);
        note!(log, "Step 3 (hit location): {r:02} reversed is {:02}: {}", rev % 100, l.label());
        return Ok(l);
    }
    let r = dice.d100(crate::dice::Purpose::HitLocation)?;
    let l = location_for(r);
    note!(log, "Step 3 (hit location): no attack roll to reverse; rolled {r:02}: {}", l.label());
    Ok(l)
}

/// Turns the table's regions into locations. An arm or leg lands on the same side as the
/// first hit when that was a limb of the same kind; otherwise the side alternates, right
/// first (the tables name only "Arm" and "Leg"; the books leave the side open).
struct Sides {
    first: Location,
    arms: u32,
    legs: u32,
}

impl Sides {
    fn place(&mut self, r: Region) -> Location {
        match (r, self.first) {
            (Region::Head, _) => Location::Head,
            (Region::Body, _) => Location::Body,
            (Region::Arm, l @ (Location::RightArm | Location::LeftArm)) => l,
            (Region::Leg, l @ (Location::RightLeg | Location::LeftLeg)) => l,
            (Region::Arm, _) => {
                self.arms += 1;
                if self.arms % 2 == 1 {
                    Location::RightArm
                } else {
                    Location::LeftArm
                }
            }
            (Region::Leg, _) => {
                self.legs += 1;
                if self.legs % 2 == 1 {
                    Location::RightLeg
                } else {
                    Location::LeftLeg
                }
            }
        }
    }
}

/// How many hits a successful test scores: the action's hits from the degrees, capped by the
/// rate of fire (and the Weapon Skill Bonus where the action says so), then what the
/// weapon's qualities make of them (`weapon_hits`).
pub(super) fn count(pr: &Prepared, test: &TestResult, log: &mut Log) -> u32 {
    if !test.success {
        return 0;
    }
    let from_degrees = pr.rule.hits.scored(test.degrees);
    let mut count = from_degrees;
    if let Some(cap) = pr.rate_cap {
        if count > cap {
            note!(log, "{from_degrees} hits from the degrees, capped at the rate of fire of {cap}");
            count = cap;
        }
    }
    if let Some(cap) = pr.hit_cap {
        if count > cap {
            note!(log, "{count} hits from the degrees, capped at the Weapon Skill Bonus of {cap}");
            count = cap;
        }
    }
    weapon_hits(pr, test, count, log)
}

/// The weapon's qualities on the hits the action scored: Storm, then Twin-Linked, then
/// Scatter at point blank (the module's comment says why in that order).
fn weapon_hits(pr: &Prepared, test: &TestResult, mut count: u32, log: &mut Log) -> u32 {
    let weapon = &pr.feats.weapon;
    for (a, fx) in weapon.effects() {
        if let Fx::HitsTimes(n) = *fx {
            let times = count.saturating_mul(n);
            let most = pr.rate_cap.map(|r| r.saturating_mul(n));
            let now = most.map_or(times, |m| times.min(m));
            if log.on() {
                let cap = most.map(|m| format!(" (at most {m}: {n} times the rate of fire)")).unwrap_or_default();
                log.push(format!("{}: each of the {} counts {n} times: {now}{cap}", a.label(), plural(count, "hit")));
            }
            count = now;
        }
    }
    for (a, fx) in weapon.effects() {
        if let Fx::ExtraHit { degrees } = *fx {
            if test.degrees >= degrees {
                note!(
                    log,
                    "{}: {} degrees of success (at least {degrees}): one more hit, beyond the rate of fire",
                    a.label(),
                    test.degrees
                );
                count += 1;
            } else {
                note!(
                    log,
                    "{}: {} degrees of success, short of the {degrees} for one more hit",
                    a.label(),
                    test.degrees
                );
            }
        }
    }
    for (a, fx) in weapon.effects() {
        if let Fx::PointBlankHits { per_degrees } = *fx {
            if !pr.point_blank {
                continue;
            }
            let extra = test.degrees.max(0) as u32 / per_degrees.max(1);
            note!(
                log,
                "{} at point blank: one more hit per {per_degrees} degrees of success, {} degrees: {}",
                a.label(),
                test.degrees,
                plural(extra, "more hit")
            );
            count += extra;
        }
    }
    count
}

/// `count` hits on one character whose first hit lands on `first`; the others follow the
/// line's multiple-hits table.
pub(super) fn follow(p: &Profile, first: Location, count: u32) -> Vec<Placed> {
    let mut placed = Vec::with_capacity(count as usize);
    let _ = each_placed(p, first, count, |h| {
        placed.push(h);
        Ok(true)
    });
    placed
}

/// The same hits one by one, without a list (`visit` returns false to stop early): the
/// first on `first` (at least one), the others by the multiple-hits table.
pub(super) fn each_placed(
    p: &Profile,
    first: Location,
    count: u32,
    mut visit: impl FnMut(Placed) -> Result<bool>,
) -> Result<()> {
    if !visit(Placed { location: first, extra: false })? {
        return Ok(());
    }
    let row = p.multiple_hits.after(region(first));
    let mut sides = Sides { first, arms: 0, legs: 0 };
    for n in 2..=count {
        let r = match (row, n) {
            (Some(s), 2) => s.second,
            (Some(s), 3) => s.third,
            (Some(s), 4) => s.fourth,
            (Some(s), 5) => s.fifth,
            (Some(s), _) => s.later,
            (None, _) => region(first),
        };
        if !visit(Placed { location: sides.place(r), extra: true })? {
            break;
        }
    }
    Ok(())
}

/// The location of a character's first hit when no test roll is left to reverse.
pub(super) fn fresh_location(dice: &mut Dice, log: &mut Log, who: &str) -> Result<Location> {
    let r = dice.d100(crate::dice::Purpose::HitLocation)?;
    let l = location_for(r);
    note!(log, "hit location on {who}: rolled {r:02}: {}", l.label());
    Ok(l)
}

/// The hits the attack scores, in order, before the target reacts.
pub(super) fn score(
    pr: &Prepared,
    test: &TestResult,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Vec<Placed>> {
    if !test.success {
        return Ok(Vec::new());
    }
    let first = first_location(pr, test, dice, log)?;
    let count = count(pr, test, log);
    let placed = follow(pr.p, first, count);
    if count > 1 && log.on() {
        let names: Vec<&str> = placed.iter().map(|h| h.location.label()).collect();
        log.push(format!("{count} hits, placed by the multiple-hits table: {}", names.join(", ")));
    }
    Ok(placed)
}
