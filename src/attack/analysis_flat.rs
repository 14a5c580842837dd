//! The flat analysis trial: a plain attack (`analysis_kernel::Plan`) whose soak is plain
//! numbers, worked out once per request into tables, so that a trial is a few dice and a
//! few lookups, allocates nothing and builds no outcome.
//!
//! The tables are the engine's own steps run once for every face that can come up:
//! - the attack test (`Plan::test`, with the jam) and its hits (`hits::first_location`,
//!   `hits::count`, `hits::each_placed`) for each face of the d100;
//! - the target's reaction (`reaction::react`) for each number of hits and each face of
//!   its d100;
//! - the bonuses the degrees bring to every hit (`damage::bonuses`).
//!
//! Each hit's damage is drawn by `damage_flat` and soaked as the lean trial soaks it. A
//! trial draws the dice the engine draws, in its order, from the trial's own seed. Where
//! a trial leaves what the tables cover (a kept damage die brings Righteous Fury, or a hit
//! deals critical damage, or ow/dh2's Righteous Fury brings a critical effect), the flat trial stops and the lean trial (`Plan::trial`) runs it
//! again from its seed: the same dice, so every trial counts exactly what the engine
//! counts. `tests/properties.rs` compares the three over generated requests.

use super::analysis_counts::Trial;
use super::analysis_kernel::Plan;
use super::damage_flat::FlatDamage;
use super::hits::{self, Placed};
use super::{reaction, Log, Prepared, Stats};
use crate::dice::{Dice, Pcg32};
use crate::model::Location;

/// The most hits one attack may score for the flat trial to take it.
const MOST_HITS: u32 = 64;

/// What a face of the attack's d100 does.
#[derive(Clone, Copy, Default)]
struct Row {
    jammed: bool,
    success: bool,
    degrees: i32,
    /// The damage the degrees add to each hit.
    bonus: i32,
    /// The hits scored, their locations (`Flat::locations[at..at + count]`), and the
    /// reaction's table for that many (`Flat::reactions[reaction]`).
    count: u32,
    at: usize,
    reaction: usize,
}

/// The target's reaction to a number of hits: whether it rolls a die, and how many hits
/// land for each face of it (face 1 first; the first entry alone when it rolls none).
struct Reaction {
    count: u32,
    rolls: bool,
    landed: [u8; 100],
}

/// A plain attack's tables.
pub(super) struct Flat<'a> {
    pr: &'a Prepared<'a>,
    rows: [Row; 100],
    locations: Vec<Location>,
    reactions: Vec<Reaction>,
    damage: FlatDamage<'a>,
    /// Per location (`Location as usize`): the armour left after penetration, and the
    /// Toughness Bonus.
    soak: [i32; 6],
    /// The target's wounds, and the damage it had taken before the attack.
    wounds: i32,
    taken: i32,
}

impl<'a> Flat<'a> {
    /// The tables of a plain attack whose soak is plain numbers, if every face of its dice
    /// stays within what the flat trial covers.
    pub(super) fn of(pr: &'a Prepared, plan: &Plan) -> Option<Flat<'a>> {
        let (toughness_bonus, wounds, taken) = plan.plain_soak()?;
        let damage = FlatDamage::of(pr)?;
        let mut rows = [Row::default(); 100];
        let mut locations = Vec::new();
        let mut reactions: Vec<Reaction> = Vec::new();
        let mut log = Log::<Stats>::new(false);
        for (face, row) in (1u32..).zip(rows.iter_mut()) {
            let mut dice = Dice::scripted(&[face]).without_record();
            let (test, jammed) = plan.test(pr, &mut dice).ok()?;
            *row = Row { jammed, success: test.success, degrees: test.degrees, ..Row::default() };
            if !test.success {
                continue;
            }
            let first = hits::first_location(pr, &test, &mut dice, &mut log).ok()?;
            let count = hits::count(pr, &test, &mut log);
            if dice.rolled() != 1 || count > MOST_HITS {
                return None;
            }
            row.bonus = FlatDamage::bonus(pr, test.degrees).ok()?;
            row.count = count;
            row.at = locations.len();
            let mut placed = Vec::new();
            hits::each_placed(pr.p, first, count, |h| {
                placed.push(h);
                Ok(true)
            })
            .ok()?;
            locations.extend(placed.iter().map(|h| h.location));
            row.reaction = match reactions.iter().position(|r| r.count == count) {
                Some(i) => i,
                None => {
                    reactions.push(Reaction::of(pr, &placed, &mut log)?);
                    reactions.len() - 1
                }
            };
        }
        let mut soak = [0; 6];
        for l in [Location::Head, Location::RightArm, Location::LeftArm, Location::Body, Location::RightLeg, Location::LeftLeg] {
            let effective = (pr.req.target.armour.get(l) - pr.req.weapon.penetration).max(0);
            *soak.get_mut(l as usize)? = effective + toughness_bonus;
        }
        Some(Flat { pr, rows, locations, reactions, damage, soak, wounds, taken })
    }

    /// The trial seeded with `seed`, and the dice it rolled; `None` when it leaves what
    /// the tables cover (the lean trial then runs it).
    pub(super) fn trial(&self, seed: u64) -> Option<(Trial, u32)> {
        let mut rng = Pcg32::from_seed(seed);
        let row = *self.rows.get((rng.face(100) as usize).wrapping_sub(1))?;
        let mut rolled = 1;
        let mut trial = Trial { jammed: row.jammed, ..Trial::default() };
        if !row.success || row.count == 0 {
            return Some((trial, rolled));
        }
        let reaction = self.reactions.get(row.reaction)?;
        let landed = if reaction.rolls {
            rolled += 1;
            *reaction.landed.get((rng.face(100) as usize).wrapping_sub(1))?
        } else {
            *reaction.landed.first()?
        };
        let mut taken = self.taken;
        for (k, &location) in self.locations.get(row.at..row.at + usize::from(landed))?.iter().enumerate() {
            let (rolled_total, fury) = self.damage.roll(self.pr, &mut rng, row.degrees, k == 0, &mut rolled)?;
            let total = rolled_total + row.bonus;
            let wounds = if total > 0 { (total - *self.soak.get(location as usize)?).max(0) } else { 0 };
            let now = taken + wounds;
            // Damage past the wounds is critical damage: the lean trial's to count.
            if now > self.wounds && wounds > 0 {
                return None;
            }
            taken = now.min(self.wounds);
            trial.hits += 1;
            trial.damage += i64::from(total);
            trial.wounds += i64::from(wounds);
            trial.fury |= fury;
        }
        Some((trial, rolled))
    }
}

impl Reaction {
    /// The reaction to the hits `placed`, for every face of its die.
    fn of(pr: &Prepared, placed: &[Placed], log: &mut Log<Stats>) -> Option<Reaction> {
        let count = u32::try_from(placed.len()).ok()?;
        let mut out = Reaction { count, rolls: false, landed: [0; 100] };
        for (face, slot) in (1u32..).zip(out.landed.iter_mut()) {
            let mut dice = Dice::scripted(&[face]).without_record();
            let (_, landed) = reaction::react(pr, placed, true, &mut dice, log).ok()?;
            match (face, dice.rolled()) {
                // No die: the same for every face.
                (1, 0) => {
                    out.landed = [u8::try_from(landed).ok()?; 100];
                    return Some(out);
                }
                (_, 1) => {
                    out.rolls = true;
                    *slot = u8::try_from(landed).ok()?;
                }
                _ => return None,
            }
        }
        Some(out)
    }
}
