//! The flat analysis trial: a plain attack (`analysis_kernel::Plan`), its soak as plain
//! numbers (armour, penetration and Toughness as the qualities, talents and traits make
//! them at each number of degrees; cover, which wears as it is beaten), worked out once
//! per request into tables, so that a trial is a few dice and a few lookups, allocates
//! nothing and builds no outcome.
//!
//! The tables are the engine's own steps run once for every face that can come up:
//! - the attack test (`Plan::test`, with the jam) and its hits (`hits::first_location`,
//!   `hits::count`, `hits::each_placed`) for each face of the d100;
//! - the target's reaction (`reaction::react`) for each number of hits and each face of
//!   its d100;
//! - the bonuses the degrees bring to every hit (`damage::bonuses`).
//!
//! Each hit's damage is drawn by `damage_flat` and soaked as the lean trial soaks it. The
//! attack's last hit, when it deals critical damage or Righteous Fury brings a critical
//! effect, is settled by the engine's own steps once per kind of hit (where it landed, its
//! damage, the damage taken before it, the critical row) and remembered (`LastHits`).
//! A trial draws the dice the engine draws, in its order, from the trial's own seed. Where
//! a trial leaves what the tables cover (critical damage before the last hit, or a
//! critical effect that rolls dice of its own), that hit and the rest go through the
//! engine's own steps on the target's running state (`analysis_kernel::on_state`), from
//! the same point of the same stream: every trial counts exactly what the engine counts. `tests/properties.rs` and `tests/statistics.rs` compare
//! the three over generated and common requests.

use super::analysis_counts::Trial;
use super::analysis_kernel::{on_state, Plan};
use super::damage_flat::FlatDamage;
use super::hits::{self, Placed};
use super::{after_hit, apply, armour, damage, reaction, Log, Prepared};
use crate::dice::{Dice, Pcg32};
use crate::error::Error;
use crate::model::{DamageRoll, FuryRecord, Location};

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
    /// The hits scored (`Flat::placed[at..at + count]`), and the
    /// reaction's table for that many (`Flat::reactions[reaction]`).
    count: u32,
    /// Per location (`Location as usize`): the armour left after penetration, and the
    /// Toughness Bonus, at these degrees.
    soak: [i32; 6],
    /// What a hit meets beside worn armour at these degrees (the same on every location),
    /// handed to the engine's steps when a trial goes on there.
    soaking: Option<armour::Soaking>,
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
    placed: Vec<Placed>,
    reactions: Vec<Reaction>,
    damage: FlatDamage<'a>,
    /// The target's wounds, and the damage it had taken before the attack.
    wounds: i32,
    taken: i32,
    /// The attack's last hits with critical damage, settled once each.
    last: LastHits,
    /// The target's cover as the attack finds it.
    cover: Cover,
}

/// Cover: its armour points, and the locations it covers (`Location as usize`).
#[derive(Clone, Copy)]
struct Cover {
    ap: i32,
    over: [bool; 6],
}

impl Cover {
    /// What of a hit's damage `total` on `location` gets past the cover, which wears by one
    /// point when beaten (`apply::soak`: 000 "Damaging Cover").
    #[inline(always)]
    fn through(&mut self, location: usize, total: i32) -> i32 {
        if self.ap <= 0 || !self.over.get(location).copied().unwrap_or(false) {
            return total;
        }
        let excess = total - self.ap;
        if excess > 0 {
            self.ap -= 1;
            excess
        } else {
            0
        }
    }
}

impl<'a> Flat<'a> {
    /// The tables of a plain attack, if every face of its dice stays within what the flat
    /// trial covers.
    pub(super) fn of(pr: &'a Prepared, plan: &Plan) -> Option<Flat<'a>> {
        if plan.after_hits {
            return None;
        }
        let (wounds, taken) = (pr.req.target.wounds.unwrap_or(0), pr.req.target.damage);
        let damage = FlatDamage::of(pr)?;
        let fresh = pr.target_state();
        let mut rows = [Row::default(); 100];
        let mut all = Vec::new();
        let mut reactions: Vec<Reaction> = Vec::new();
        let mut log = Log::stats();
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
            // Armour less penetration, and the Toughness Bonus, as `apply::soak` has them
            // for a target no critical effect has touched yet (`armour::numbers`).
            for l in LOCATIONS {
                let n = armour::numbers(pr, l, Some(test.degrees), &fresh, &log).ok()?;
                *row.soak.get_mut(l as usize)? = n.effective + n.toughness_bonus;
                row.soaking = Some(n.soaking());
            }
            row.count = count;
            row.at = all.len();
            let mut placed = Vec::new();
            hits::each_placed(pr.p, first, count, |h| {
                placed.push(h);
                Ok(true)
            })
            .ok()?;
            all.extend_from_slice(&placed);
            row.reaction = match reactions.iter().position(|r| r.count == count) {
                Some(i) => i,
                None => {
                    reactions.push(Reaction::of(pr, &placed, &mut log)?);
                    reactions.len() - 1
                }
            };
        }
        let last = LastHits::default();
        let cover = match &pr.req.target.cover {
            None => Cover { ap: 0, over: [false; 6] },
            Some(c) => {
                let mut over = [false; 6];
                for l in &c.locations {
                    *over.get_mut(*l as usize)? = true;
                }
                Cover { ap: c.ap, over }
            }
        };
        Some(Flat { pr, rows, placed: all, reactions, damage, wounds, taken, last, cover })
    }

    /// The trial seeded with `seed`, the dice it rolled, and whether the tables and the
    /// memo counted it whole (rather than handing its later hits to the engine's steps);
    /// `None` where it cannot go on (the lean trial then runs it again).
    #[crate::hot]
    pub(super) fn trial(&mut self, seed: u64) -> Option<(Trial, u32, bool)> {
        let mut rng = Pcg32::from_seed(seed);
        let row = self.rows.get((rng.face(100) as usize).wrapping_sub(1))?;
        let mut rolled = 1;
        let mut trial = Trial { jammed: row.jammed, ..Trial::default() };
        if !row.success || row.count == 0 {
            return Some((trial, rolled, true));
        }
        let reaction = self.reactions.get(row.reaction)?;
        let landed = if reaction.rolls {
            rolled += 1;
            *reaction.landed.get((rng.face(100) as usize).wrapping_sub(1))?
        } else {
            *reaction.landed.first()?
        };
        let landed = usize::from(landed);
        let mut taken = self.taken;
        let mut cover = self.cover;
        for k in 0..landed {
            let location = self.placed.get(row.at + k)?.location;
            let (before, drawn, worn) = (rng.clone(), rolled, cover);
            let hit = self.damage.roll(self.pr, &mut rng, row.degrees, k == 0, &mut rolled)?;
            let total = hit.total + row.bonus;
            let remaining = cover.through(location as usize, total);
            let wounds = if remaining > 0 { (remaining - *row.soak.get(location as usize)?).max(0) } else { 0 };
            let now = taken + wounds;
            if hit.row.is_none() && (now <= self.wounds || wounds == 0) {
                taken = now.min(self.wounds);
                trial.hits += 1;
                trial.damage += i64::from(total);
                trial.wounds += i64::from(wounds);
                trial.fury |= hit.fury;
                continue;
            }
            // Critical damage, or a critical effect: the attack's last hit is settled from
            // the memo where its critical effects roll no dice.
            let fury_row = hit.row.unwrap_or(0) as u8;
            let key = Key { location: location as u8, total, taken, row: fury_row, cover: worn.ap, degrees: row.degrees };
            let last = if k + 1 == landed { self.last.settle(self.pr, key, k > 0) } else { None };
            if let Some(settled) = last {
                trial.hits += 1;
                trial.damage += i64::from(total);
                trial.fury |= hit.fury;
                trial.wounds += settled.wounds;
                trial.critical = settled.critical;
                trial.dead = settled.dead;
                trial.unconscious = settled.unconscious;
                trial.critical_damage = settled.critical_damage;
                return Some((trial, rolled, true));
            }
            // Otherwise this hit and the rest go through the engine's steps.
            let rest = self.placed.get(row.at + k..row.at + landed)?;
            let engine_dice = self.on_state(row, rest, Dice::continuing(before), taken, worn, &mut trial)?;
            return Some((trial, drawn + engine_dice, false));
        }
        Some((trial, rolled, true))
    }

    /// The hits `rest` (from the first that needs the target's running state) through the
    /// engine's steps (`analysis_kernel::on_state`) on the target with `taken` damage and
    /// `cover` left, from `dice`, which goes on from the stream where the first of them drew
    /// its damage; each hit's damage is drawn as the flat trial draws it (the same dice as
    /// `damage::roll`). Returns the dice they rolled.
    #[crate::hot]
    fn on_state(&self, row: &Row, rest: &[Placed], mut dice: Dice, taken: i32, cover: Cover, trial: &mut Trial) -> Option<u32> {
        let mut state = self.pr.target_state();
        state.damage = taken;
        if let Some(c) = state.cover.as_mut() {
            c.ap = cover.ap;
        }
        let mut flat_dice = 0;
        let (pr, damage) = (self.pr, &self.damage);
        let roll = |placed: &Placed, dice: &mut Dice| {
            let rng = dice.rng_mut().ok_or_else(|| Error::internal("a flat trial's dice without a stream"))?;
            let hit = damage
                .roll(pr, rng, row.degrees, !placed.extra, &mut flat_dice)
                .ok_or_else(|| Error::internal("a flat hit beyond the tables"))?;
            Ok(damage::Rolled {
                damage: DamageRoll { total: hit.total + row.bonus, ..DamageRoll::default() },
                fury: hit.fury.then(|| FuryRecord { triggered: true, ..FuryRecord::default() }),
                fury_row: hit.row,
                degrees: Some(row.degrees),
            })
        };
        let soaked = row.soaking.map(|s| (Some(row.degrees), s));
        on_state(pr, rest, state, &mut dice, trial, soaked, roll).ok()?;
        Some(flat_dice + u32::try_from(dice.rolled()).ok()?)
    }
}

/// What an attack's last hit, with critical damage or a critical effect, did: its wounds,
/// whether it dealt critical damage, and the target afterwards.
#[derive(Clone, Copy)]
struct Settled {
    wounds: i64,
    critical: bool,
    dead: bool,
    unconscious: bool,
    critical_damage: i64,
}

/// A last hit: where it landed, its damage, the target's damage before it, Righteous
/// Fury's critical row (0 for none), and the cover's armour points before it.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Key {
    location: u8,
    total: i32,
    taken: i32,
    row: u8,
    /// The cover's armour points before the hit.
    cover: i32,
    /// The attack's degrees (Razor Sharp, Melta and others read them).
    degrees: i32,
}

/// The most last hits one analysis remembers; past it, a new one runs lean.
const MOST_SETTLED: usize = 4096;

/// Last hits settled so far (`None`: one whose critical effects roll dice, left to the
/// lean trial), in a table found by the key's hash, each key in the first free slot from
/// its own on (open addressing): a trial looks one up in a step or two, and the table adds
/// a few hundred bytes to the `.wasm`, where a `BTreeMap` of these keys added some 4 KB and
/// `HashMap` more once gzipped.
#[derive(Default)]
struct LastHits {
    /// A power of two of slots, at most half of them taken.
    slots: Vec<Option<(Key, Option<Settled>)>>,
    taken: usize,
}

impl Key {
    /// The key's hash: its numbers folded together by multiplying (FxHash's step).
    fn hash(&self) -> u64 {
        let fields = [
            u64::from(self.location),
            self.total as u64,
            self.taken as u64,
            u64::from(self.row),
            self.cover as u64,
            self.degrees as u64,
        ];
        fields.iter().fold(0u64, |h, &x| (h.rotate_left(5) ^ x).wrapping_mul(0x517c_c1b7_2722_0a95))
    }
}

impl LastHits {
    /// The last hit `key`, from the memo or worked out by the engine's own steps
    /// (`apply::hit`, `after_hit::apply`, `body::finish`) on the target's state with the
    /// damage it had taken, with no dice: a hit whose critical effects roll any is `None`.
    #[crate::hot]
    fn settle(&mut self, pr: &Prepared, key: Key, extra: bool) -> Option<Settled> {
        if let Some(s) = self.get(&key) {
            return s;
        }
        let location = LOCATIONS.get(usize::from(key.location)).copied()?;
        let settled = (|| {
            let mut state = pr.target_state();
            state.damage = key.taken;
            if let Some(c) = state.cover.as_mut() {
                c.ap = key.cover;
            }
            let mut dice = Dice::scripted(&[]).without_record();
            let mut log = Log::stats();
            let rolled = damage::Rolled {
                damage: DamageRoll { total: key.total, ..DamageRoll::default() },
                fury: None,
                fury_row: (key.row > 0).then_some(u32::from(key.row)),
                degrees: Some(key.degrees),
            };
            let placed = Placed { location, extra };
            let mut hit = apply::hit(pr, &placed, rolled, &mut state, &mut dice, &mut log, &mut None).ok()?;
            after_hit::apply(pr, &mut hit, &mut state, &mut dice, &mut log).ok()?;
            let target = crate::body::finish(pr.p, state, &mut log).ok()?;
            Some(Settled {
                wounds: i64::from(hit.wounds_dealt()),
                critical: hit.critical_dealt(),
                dead: target.dead,
                unconscious: target.unconscious,
                critical_damage: i64::from(target.critical_damage) - i64::from(pr.req.target.critical_damage),
            })
        })();
        if self.taken < MOST_SETTLED {
            self.insert(key, settled);
        }
        settled
    }

    /// The slot of `key`: where it is (`Ok`) or the free slot where it would go (`Err`);
    /// `None` while the table has no slots.
    #[crate::hot]
    fn slot(&self, key: &Key) -> Option<Result<usize, usize>> {
        let mask = self.slots.len().checked_sub(1)?;
        let mut at = key.hash() as usize & mask;
        // At most half the slots are taken, so a free one comes before the end of a lap.
        for _ in 0..self.slots.len() {
            match self.slots.get(at)? {
                None => return Some(Err(at)),
                Some((k, _)) if k == key => return Some(Ok(at)),
                Some(_) => at = (at + 1) & mask,
            }
        }
        None
    }

    /// A settled hit, if the memo has `key`.
    fn get(&self, key: &Key) -> Option<Option<Settled>> {
        let at = self.slot(key)?.ok()?;
        self.slots.get(at)?.as_ref().map(|(_, s)| *s)
    }

    /// Remembers a key not yet in the memo, doubling the table first when it is half full.
    fn insert(&mut self, key: Key, settled: Option<Settled>) {
        if 2 * (self.taken + 1) > self.slots.len() {
            let room = (2 * self.slots.len()).max(64);
            let old = std::mem::replace(&mut self.slots, vec![None; room]);
            self.taken = 0;
            for (k, s) in old.into_iter().flatten() {
                self.insert(k, s);
            }
        }
        if let Some(Err(at)) = self.slot(&key) {
            if let Some(slot) = self.slots.get_mut(at) {
                *slot = Some((key, settled));
                self.taken += 1;
            }
        }
    }
}

/// The locations by their number (`Location as usize`).
const LOCATIONS: [Location; 6] =
    [Location::Head, Location::RightArm, Location::LeftArm, Location::Body, Location::RightLeg, Location::LeftLeg];

impl Reaction {
    /// The reaction to the hits `placed`, for every face of its die.
    fn of(pr: &Prepared, placed: &[Placed], log: &mut Log) -> Option<Reaction> {
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

#[cfg(test)]
mod tests {
    use super::{Key, LastHits, Settled};

    /// The memo's table finds every key it was given, through its doublings, and no other.
    #[test]
    fn the_memo_finds_what_it_remembers() {
        let key = |i: i32| Key {
            location: (i % 6) as u8,
            total: i,
            taken: i / 7,
            row: (i % 5) as u8,
            cover: -i,
            degrees: i % 9,
        };
        let settled = |i: i32| {
            (i % 3 != 0).then_some(Settled {
                wounds: i64::from(i),
                critical: i % 2 == 0,
                dead: false,
                unconscious: true,
                critical_damage: 1,
            })
        };
        let mut memo = LastHits::default();
        assert!(memo.get(&key(0)).is_none());
        for i in 0..3000 {
            memo.insert(key(i), settled(i));
        }
        assert_eq!((memo.taken, memo.slots.len()), (3000, 8192));
        for i in 0..3000 {
            let got = memo.get(&key(i)).map(|s| s.map(|s| s.wounds));
            assert_eq!(got, Some(settled(i).map(|s| s.wounds)), "key {i}");
        }
        assert!(memo.get(&key(3000)).is_none());
    }
}
