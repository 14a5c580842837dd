//! An attack, in the order the books give it (000 "The Attack", 003 "The Attack", 002
//! "Step 1" to "Step 5"):
//!
//! 1. `modifiers`: every modifier, named, the total capped at ±60;
//! 2. `test`: the Weapon Skill or Ballistic Skill test, with jams;
//! 3. `hits`: where the first hit lands and how many more the degrees score;
//!    then `reaction`: the target's Dodge or Parry;
//! 4. `damage`: the damage dice of each hit, with Righteous Fury;
//! 5. `apply`: cover, armour, toughness, wounds and critical damage;
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
//! The weapon qualities, talents and traits in play are read once (`features`); each step
//! applies the effects it concerns (`parry` for the parrying weapon's, `armour` for soak).
//!
//! What an action is (melee or ranged, its modifier, its hits, its fire mode) is a row of
//! the line's catalogue, checked in `actions`. The work is split in two: `prepare` checks
//! the request and gathers everything that does not depend on dice; `execute` rolls. Monte
//! Carlo analysis prepares once and executes many times.

use crate::dice::Dice;
use crate::error::Result;
use crate::model::*;
use bumpalo::Bump;

use crate::rules::actions::Resolution;

/// What one run of the attack keeps beside the dice it rolls. Every rule runs the same code
/// for every recorder; a step that builds something only a reader of the whole outcome
/// needs (the log, the named modifiers of a test, the list of strikes, names) asks
/// `R::FULL` first, a constant, so that with `Stats` the work is compiled away rather than
/// checked at run time.
pub trait Record: 'static {
    /// Whether the outcome carries everything `resolveAttack` returns. When false (analysis)
    /// only what the statistics read is exact: whether each hit landed, its damage total,
    /// wounds, criticals and Righteous Fury, what its qualities dealt afterwards, the jam,
    /// and the target's final state; the rest may be left empty.
    const FULL: bool;
}

/// Keeps everything: `resolveAttack`.
pub enum Full {}

impl Record for Full {
    const FULL: bool = true;
}

/// Keeps what analysis counts and nothing else: no log, no modifier lists or labels, no
/// list of strikes.
pub enum Stats {}

impl Record for Stats {
    const FULL: bool = false;
}

/// The log of one attack; when it is off nothing is formatted (always off with the `Stats`
/// recorder). Each line carries the stable id of the step that wrote it (`steps`, parallel
/// to `lines`: `test`, `hits`, `damage`...), so a host can group or translate the log.
pub struct Log<R: Record = Full> {
    pub lines: Vec<String>,
    on: bool,
    /// The step now writing (see `LogStep`).
    pub step: LogStep,
    pub steps: Vec<LogStep>,
    record: std::marker::PhantomData<R>,
}

impl<R: Record> Log<R> {
    pub fn new(on: bool) -> Log<R> {
        Log { lines: Vec::new(), on, step: LogStep::Setup, steps: Vec::new(), record: std::marker::PhantomData }
    }

    /// Whether lines are written: a constant false with the `Stats` recorder.
    #[inline(always)]
    pub fn on(&self) -> bool {
        R::FULL && self.on
    }

    /// Adds a line, from the step now writing.
    pub fn push(&mut self, line: String) {
        self.lines.push(line);
        self.steps.push(self.step);
    }

    pub fn extend(&mut self, lines: impl IntoIterator<Item = String>) {
        for l in lines {
            self.push(l);
        }
    }

    /// Starts a step: the lines that follow carry its id.
    #[inline(always)]
    pub fn at(&mut self, step: LogStep) {
        if R::FULL {
            self.step = step;
        }
    }
}

/// Writes a log line only when the log is on.
macro_rules! note {
    ($log:expr, $($arg:tt)*) => {
        if $log.on() {
            $log.push(format!($($arg)*));
        }
    };
}

mod actions;
mod after_hit;
mod apply;
mod area;
mod armour;
mod critical;
mod custom;
mod damage;
mod features;
mod flying;
mod grapple;
mod hits;
mod ignite;
mod melee;
mod modifiers;
mod multi;
mod opposed;
mod others;
mod overheat;
mod parry;
mod pinning;
mod prepare;
mod reaction;
mod scatter;
mod strike;
mod stun;
mod suppression;
mod test;
mod zone;

pub(crate) use actions::fatigue_threshold;
pub use actions::unconscious;
pub(crate) use apply::{finish, wound, State};
pub(crate) use critical::describe as describe_effect;
pub(crate) use custom::lay_out as lay_out_crits;
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

/// Rolls the attack, keeping what the recorder `R` keeps: everything with `Full` (the log
/// only when `verbose`), the statistics with `Stats` (analysis). `scratch` lends buffers
/// (see `Scratch`).
pub fn execute<R: Record>(
    pr: &Prepared,
    dice: &mut Dice,
    verbose: bool,
    scratch: &mut Scratch,
) -> Result<Box<AttackOutcome>> {
    if !matches!(pr.rule.resolution, Resolution::Strike | Resolution::Suppression) {
        return melee::execute::<R>(pr, dice, verbose);
    }
    let mut log = Log::<R>::new(verbose);
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
    let arena = Bump::new();
    let crits = custom::lay_out(&req.crit_tables, &arena)?;
    let prepared = prepare(req, crits)?;
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut out = execute::<Full>(&prepared, &mut dice, req.options.log != Some(false), &mut Scratch::default())?;
    out.dice = dice.take_record();
    out.seed = dice.seed();
    Ok(*out)
}
