//! An attack, in the order the books give it (000 "The Attack", 003 "The Attack", 002
//! "Step 1" to "Step 5"):
//!
//! 1. `modifiers`: every modifier, named, the total capped at ±60;
//! 2. `attack_test`: the Weapon Skill or Ballistic Skill test, with jams;
//! 3. `hits`: where the first hit lands and how many more the degrees score;
//!    then `reaction`: the target's Dodge or Parry;
//! 4. `damage`: the damage dice of each hit, with Righteous Fury;
//! 5. `apply`: cover, armour and toughness (`armour`), then wounds and critical damage
//!    on the target's running state (`body`);
//!    then `after_hit`: what the weapon's qualities leave behind (stun, toxins, snares).
//!
//! A missed thrown or blast weapon `scatter`s; blasts and cones are `area` attacks; a hit
//! may set the target alight (`ignite`); a weapon may `overheat`. An action that strikes
//! several times (Multiple Attacks, two weapons) is split by `multi` into strikes that each
//! run the steps above against the target's running state.
//!
//! Suppressing fire (`suppression`) sprays its hits over a kill zone instead; an Overwatch
//! fires the attack it held ready. Either is followed by Pinning Tests (`pinning`). Extra
//! hits moved to other characters and stray shots into a melee are in `others`; `zone`
//! checks who those characters are.
//!
//! The weapon qualities, talents and traits in play are read once (`in_play`); each step
//! applies the effects it concerns (`parry` for the parrying weapon's, `armour` for soak).
//!
//! What an action is (melee or ranged, its modifier, its hits, its fire mode) is a row of
//! the line's catalogue, checked in `action_check`. The work is split in two: `prepare` checks
//! the request and gathers everything that does not depend on dice; `execute` rolls. Monte
//! Carlo analysis prepares once and executes many times.

use crate::dice::Dice;
use crate::error::Result;
use crate::model::*;
use bumpalo::Bump;

use crate::rules::action_types::Resolution;

// Before the dice: what the request is and what it brings.
mod action_check;
mod demand;
mod flying;
mod in_play;
mod multi;
mod prepare;
mod zone;

// The steps, in the books' order.
mod modifiers;
mod attack_test;
mod hits;
mod reaction;
mod parry;
mod damage;
mod armour;
mod apply;
mod after_hit;

// Strikes, and what other actions and weapons add to them.
mod area;
mod grapple;
mod ignite;
mod melee;
mod opposed;
mod others;
mod overheat;
mod pinning;
mod scatter;
mod strike;
mod stun;
mod suppression;

// An attack at a vehicle: the same steps, with the vehicle's locations, Jink and hull.
mod at_vehicle;
mod vehicle_hits;

// Many trials of one attack, and one request prepared for many rolls.
pub mod analysis;
pub mod analysis_counts;
mod analysis_exact;
mod analysis_flat;
mod analysis_kernel;
mod damage_flat;
pub mod prepared_request;
pub mod repeat;

pub(crate) use crate::body::custom_crits::lay_out as lay_out_crits;
pub use crate::model::{Log, Record};
pub(crate) use pinning::test as pinning_test;
pub use at_vehicle::{read_attack, read_character_attack, resolve_vehicle_attack, AttackInput};
pub use prepare::{prepare, Prepared};

/// Buffers one run of the attack fills and the next may reuse: analysis keeps one across
/// its trials and hands each outcome's back (`recycle`), so a trial allocates less.
#[derive(Default)]
pub struct Scratch {
    /// The list of hits, empty, with the room earlier trials needed.
    hits: Vec<Hit>,
    /// The strikes made (`strike::all`).
    strikes: Vec<Strike>,
    /// A hit's damage dice (`damage::roll`).
    damage: damage::Buffers,
}

impl Scratch {
    /// Takes back the buffers of an outcome that has been read.
    pub fn recycle(&mut self, out: &mut AttackOutcome) {
        let mut hits = std::mem::take(&mut out.hits);
        hits.clear();
        self.hits = hits;
    }
}

/// Rolls the attack, keeping what `record` says: everything with `Record::Full` (the log
/// only when `verbose`), the statistics with `Record::Stats` (analysis). `scratch` lends
/// buffers (see `Scratch`).
pub fn execute(
    record: Record,
    pr: &Prepared,
    dice: &mut Dice,
    verbose: bool,
    scratch: &mut Scratch,
) -> Result<Box<AttackOutcome>> {
    if !matches!(pr.rule.resolution, Resolution::Strike | Resolution::Suppression) {
        return melee::execute(record, pr, dice, verbose);
    }
    let mut log = Log::of(record, verbose);
    let mut out = match pr.rule.resolution {
        Resolution::Suppression => {
            if log.on() {
                log.extend(pr.notes.iter().cloned());
            }
            suppression::execute(pr, dice, &mut log)?
        }
        _ => strike::all(pr, dice, &mut log, scratch)?,
    };
    log.at(LogStep::Pinning);
    pinning::test_all(pr, &mut out, dice, &mut log)?;
    out.log = log.lines;
    out.log_steps = log.steps;
    Ok(out)
}

pub fn resolve_attack(req: &AttackRequest, entropy: u64) -> Result<AttackOutcome> {
    if req.trials.is_some() {
        return Err(crate::error::Error::invalid("trials", "only analyzeAttack takes trials"));
    }
    if req.exact.is_some() {
        return Err(crate::error::Error::invalid("exact", "only analyzeAttack takes exact"));
    }
    let arena = Bump::new();
    let crits = lay_out_crits(&req.crit_tables, &arena)?;
    let prepared = prepare(req, crits)?;
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut out = execute(Record::Full, &prepared, &mut dice, req.options.log != Some(false), &mut Scratch::default())?;
    out.dice = dice.take_record();
    out.seed = dice.seed();
    Ok(*out)
}
