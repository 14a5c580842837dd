//! One attack request parsed and checked once, then rolled many times (`prepareAttack`).
//! The request and its own critical tables are owned by the handle, and the prepared
//! attack (`prepare`: every check and every number that does not depend on the dice)
//! borrows them; `self_cell` keeps the two together safely. Each roll gives
//! what `resolveAttack({ ...request, dice })` would: `outcome` the whole outcome, byte for
//! byte; `roll` only its figures, counted as analysis counts a trial: for a plain attack
//! rolled from a seed, by the lean trial (`analysis_kernel`, no outcome built at all),
//! which draws the engine's dice in the engine's order, else by the engine keeping only
//! the statistics (`Record::Stats`: no log); `analyze` the analysis.

use bumpalo::Bump;
use self_cell::self_cell;

use super::analysis::{checked_trials, trials_of};
use super::analysis_counts::Trial;
use super::analysis_kernel::{Plan, Room};
use super::{execute, lay_out_crits, prepare, Prepared, Record, Scratch};
use crate::dice::{Dice, DiceSpec, MAX_SEED};
use crate::error::{Error, Result};
use crate::model::{Analysis, AttackOutcome, AttackRequest, Hit};

/// What the handle owns: the request, and the arena its own critical tables are laid out in.
struct Owner {
    req: AttackRequest,
    arena: Bump,
}

self_cell!(
    struct Cell {
        owner: Owner,
        #[not_covariant]
        dependent: Prepared,
    }
);

/// The figures of one roll: what a tally or a quick preview needs, without the outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RollFigures {
    /// Hits that landed on the target.
    pub hits: u32,
    /// Wounds they dealt (after armour and Toughness), over every hit, with what the weapon's
    /// qualities dealt after them.
    pub wounds: i32,
    /// Critical damage the target took from this attack.
    pub critical: i32,
    pub jammed: bool,
    pub dead: bool,
    pub unconscious: bool,
}

impl RollFigures {
    /// A lean trial's figures, as `roll` gives an outcome's.
    fn of(t: &Trial) -> RollFigures {
        let clamp = |v: i64| v.clamp(0, i64::from(i32::MAX)) as i32;
        RollFigures {
            hits: t.hits,
            wounds: clamp(t.wounds),
            critical: clamp(t.critical_damage),
            jammed: t.jammed,
            dead: t.dead,
            unconscious: t.unconscious,
        }
    }
}

/// The dice of one roll, from `{ "dice": ... }` text: read that way, a seed or a face the
/// reader refuses is named `dice...` as it is in a whole request.
pub fn read_dice(json: &str) -> Result<Option<DiceSpec>> {
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct RollDice {
        #[serde(default)]
        dice: Option<DiceSpec>,
    }
    Ok(crate::json::from_str::<RollDice>(json)?.dice)
}

/// A prepared attack.
pub struct PreparedAttack {
    cell: Cell,
    scratch: Scratch,
    /// The lean trial's plan, for a plain attack, and the room its trials reuse.
    plan: Option<Plan>,
    room: Room,
}

impl PreparedAttack {
    /// Checks the request and prepares it (the request's own `dice` are not used: each roll
    /// brings its own). The same errors as `resolveAttack` gives for the request.
    pub fn new(req: AttackRequest) -> Result<PreparedAttack> {
        if req.trials.is_some() {
            return Err(Error::invalid("trials", "only analyzeAttack takes trials"));
        }
        if req.exact.is_some() {
            return Err(Error::invalid("exact", "only analyzeAttack takes exact; pass it to analyze()"));
        }
        let owner = Owner { req, arena: Bump::new() };
        let cell = Cell::try_new(owner, |o| {
            let crits = lay_out_crits(&o.req.crit_tables, &o.arena)?;
            prepare(&o.req, crits)
        })?;
        let plan = cell.with_dependent(|_, pr| Plan::of(pr));
        Ok(PreparedAttack { cell, scratch: Scratch::default(), plan, room: Room::default() })
    }

    /// Whether rolls from a seed run the lean trial (a plain attack: `analysis_kernel`).
    pub fn rolls_lean(&self) -> bool {
        self.plan.is_some()
    }

    /// The request as given.
    pub fn request(&self) -> &AttackRequest {
        &self.cell.borrow_owner().req
    }

    /// The whole outcome for `dice` (a seed, scripted faces or both; none: `entropy` seeds
    /// it), exactly as `resolveAttack` gives it for the request with these dice.
    pub fn outcome(&mut self, dice: Option<&DiceSpec>, entropy: u64) -> Result<AttackOutcome> {
        let verbose = self.request().options.log != Some(false);
        let mut d = Dice::from_spec(dice, entropy)?;
        let scratch = &mut self.scratch;
        let mut out = self.cell.with_dependent(|_, pr| execute(Record::Full, pr, &mut d, verbose, scratch))?;
        out.dice = d.take_record();
        out.seed = d.seed();
        Ok(*out)
    }

    /// The figures of the roll for `dice`: the same attack `outcome` would give, counted
    /// without building its log or lists.
    pub fn roll(&mut self, dice: Option<&DiceSpec>, entropy: u64) -> Result<RollFigures> {
        let mut d = Dice::from_spec(dice, entropy)?.without_record();
        // A plain attack from a seed (given, or drawn from `entropy`): the lean trial. With
        // scripted faces, the engine, which says which die a script ran out before.
        let seeded = !dice.is_some_and(DiceSpec::scripts_faces);
        if let (Some(plan), true) = (&self.plan, seeded) {
            let room = &mut self.room;
            let t = self.cell.with_dependent(|_, pr| plan.trial(pr, &mut d, room))?;
            return Ok(RollFigures::of(&t));
        }
        let before = i64::from(self.request().target.critical_damage);
        let scratch = &mut self.scratch;
        let mut out = self.cell.with_dependent(|_, pr| execute(Record::Stats, pr, &mut d, false, scratch))?;
        // As analysis counts them: the outcome's hits are those that landed.
        let figures = RollFigures {
            hits: out.hits.len() as u32,
            wounds: out.hits.iter().map(Hit::wounds_dealt).fold(0i32, i32::saturating_add),
            critical: (i64::from(out.target.critical_damage) - before).max(0) as i32,
            jammed: out.jammed,
            dead: out.target.dead,
            unconscious: out.target.unconscious,
        };
        self.scratch.recycle(&mut out);
        Ok(figures)
    }

    /// `analyzeAttack` for the prepared request: `trials` (default 1000) from `seed` (none:
    /// `entropy`), exactly or not as `exact` says (the request's `exact`).
    pub fn analyze(&self, trials: Option<u32>, seed: Option<u64>, exact: Option<bool>, entropy: u64) -> Result<Analysis> {
        let trials = checked_trials(trials)?;
        let seed = match seed {
            Some(s) if s > MAX_SEED => return Err(Error::invalid("seed", "must be an integer from 0 to 2^53-1")),
            Some(s) => s,
            None => entropy & MAX_SEED,
        };
        self.cell.with_dependent(|_, pr| trials_of(pr, trials, seed, exact))
    }
}
