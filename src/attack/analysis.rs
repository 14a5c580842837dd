//! Monte Carlo analysis of an attack: the same request rolled many times from one seed.

use super::analysis_kernel::{Plan, Room, Trial};
use crate::attack::{execute, lay_out_crits, prepare, Prepared, Scratch, Stats};
use crate::dice::{Dice, MAX_SEED};
use crate::error::{Error, Result};
use crate::model::{Analysis, AnalysisDistributions, AnalyzeRequest, AttackOutcome, Hit};

pub const DEFAULT_TRIALS: u32 = 1000;
pub const MAX_TRIALS: u32 = 100_000;
/// The most dice one analysis may roll over all its trials, so that no request, however
/// heavy each attack is (a 1000-round burst of 100d10), keeps the caller waiting for long.
pub const MAX_ANALYSIS_DICE: u64 = 10_000_000;
/// The most entries a list of `Analysis::distributions` holds: totals from 0 to 198 each
/// have their own entry, and the last counts every total of 199 or more.
pub const DISTRIBUTION_LEN: usize = 200;

/// Trials counted by their total, for one list of `AnalysisDistributions`.
struct Tally {
    counts: [u32; DISTRIBUTION_LEN],
    /// The highest entry counted into.
    top: usize,
}

impl Tally {
    fn new() -> Tally {
        Tally { counts: [0; DISTRIBUTION_LEN], top: 0 }
    }

    /// Counts one trial whose total was `v` (below 0 counts as 0; the cap takes the rest).
    fn add(&mut self, v: i64) {
        let i = usize::try_from(v.max(0)).unwrap_or(usize::MAX).min(DISTRIBUTION_LEN - 1);
        if let Some(c) = self.counts.get_mut(i) {
            *c += 1;
        }
        self.top = self.top.max(i);
    }

    /// Each entry from 0 to the highest counted, as a fraction of `n` trials.
    fn chances(&self, n: f64) -> Vec<f64> {
        self.counts.iter().take(self.top + 1).map(|&c| f64::from(c) / n).collect()
    }
}

/// SplitMix64: spreads one seed into independent per-trial seeds.
fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// An analysis request is an attack request whose `trials` field is read.
pub fn parse_request(json: &str) -> Result<AnalyzeRequest> {
    let mut attack: crate::model::AttackRequest = crate::json::from_str(json)?;
    let trials = attack.trials.take();
    Ok(AnalyzeRequest { attack, trials })
}

pub fn analyze_attack(req: &AnalyzeRequest, entropy: u64) -> Result<Analysis> {
    analyze(req, entropy, true)
}

/// `analyzeAttack`, with the lean trial for plain attacks when `lean` (else the full engine
/// for every trial).
fn analyze(req: &AnalyzeRequest, entropy: u64, lean: bool) -> Result<Analysis> {
    let trials = checked_trials(req.trials)?;
    let spec = req.attack.dice.as_ref();
    if let Some(d) = spec.filter(|d| d.scripts_faces()) {
        let path = if d.rolls.is_empty() { "dice.byPurpose" } else { "dice.rolls" };
        return Err(Error::invalid(path, "analysis rolls its own dice; give a seed instead"));
    }
    let seed = match spec.and_then(|d| d.seed) {
        Some(s) if s > MAX_SEED => return Err(Error::invalid("dice.seed", "must be an integer from 0 to 2^53-1")),
        Some(s) => s,
        None => entropy & MAX_SEED,
    };
    // The request's own critical tables live as long as the analysis.
    let arena = bumpalo::Bump::new();
    let crits = lay_out_crits(&req.attack.crit_tables, &arena)?;
    let prepared = prepare(&req.attack, crits)?;
    let plan = if lean { Plan::of(&prepared) } else { None };
    trials_with(&prepared, trials, seed, plan.as_ref())
}

/// Checks an analysis's `trials` (1 to `MAX_TRIALS`, `DEFAULT_TRIALS` when absent).
pub fn checked_trials(trials: Option<u32>) -> Result<u32> {
    let trials = trials.unwrap_or(DEFAULT_TRIALS);
    if trials == 0 || trials > MAX_TRIALS {
        return Err(Error::invalid("trials", "must be from 1 to 100000"));
    }
    Ok(trials)
}

/// Rolls a prepared attack `trials` times from `seed` (each trial seeded from it by
/// SplitMix64) and adds up what they did: `analyzeAttack`, and a prepared request's
/// `analyze`.
pub fn trials_of(prepared: &Prepared, trials: u32, seed: u64) -> Result<Analysis> {
    trials_with(prepared, trials, seed, Plan::of(prepared).as_ref())
}

/// The same analysis with the full engine for every trial, never the lean trial of
/// `analysis_kernel`: for tests that compare the two, and for measuring.
pub fn analyze_with_full_engine(req: &AnalyzeRequest, entropy: u64) -> Result<Analysis> {
    analyze(req, entropy, false)
}

/// Whether the lean trial (`analysis_kernel`) runs for this request's trials.
pub fn lean_trials_apply(req: &AnalyzeRequest) -> Result<bool> {
    let arena = bumpalo::Bump::new();
    let crits = lay_out_crits(&req.attack.crit_tables, &arena)?;
    let prepared = prepare(&req.attack, crits)?;
    Ok(Plan::of(&prepared).is_some())
}

/// The trials, each by the lean trial of `plan` where it covers it, else by the engine.
fn trials_with(prepared: &Prepared, trials: u32, seed: u64, plan: Option<&Plan>) -> Result<Analysis> {
    let mut counts = Counts::new(i64::from(prepared.req.target.critical_damage));
    let mut rolled = 0u64;
    let mut scratch = Scratch::default();
    let mut room = Room::default();
    let mut lean_trials = 0u32;
    for i in 0..trials {
        let trial_seed = splitmix(seed ^ u64::from(i).wrapping_mul(0xD1B5_4A32_D192_ED03)) & MAX_SEED;
        if let Some(plan) = plan {
            let mut dice = Dice::seeded(trial_seed).without_record();
            if let Some(t) = plan.trial(prepared, &mut dice, &mut room)? {
                rolled += dice.rolled() as u64;
                check_budget(rolled, i)?;
                counts.add_lean(&t);
                lean_trials += 1;
                continue;
            }
        }
        let mut dice = Dice::seeded(trial_seed).without_record();
        let mut out = execute::<Stats>(prepared, &mut dice, false, &mut scratch)?;
        rolled += dice.rolled() as u64;
        check_budget(rolled, i)?;
        counts.add(&out);
        scratch.recycle(&mut out);
    }
    Ok(Analysis { lean_trials, ..counts.analysis(trials, seed) })
}

/// Refuses an analysis whose trials so far (`i` is the last one's index) rolled more dice
/// than one analysis may.
fn check_budget(rolled: u64, i: u32) -> Result<()> {
    if rolled <= MAX_ANALYSIS_DICE {
        return Ok(());
    }
    let per_trial = rolled / (u64::from(i) + 1);
    Err(Error::limit(
        "trials",
        &format!(
            "this attack rolls about {per_trial} dice a trial, and one analysis may roll at most {MAX_ANALYSIS_DICE}: ask for at most {} trials",
            (MAX_ANALYSIS_DICE / per_trial.max(1)).max(1)
        ),
    ))
}

/// What the trials of an analysis add up to.
struct Counts {
    /// Trials in which at least one hit landed, that dealt critical damage, killed, jammed,
    /// knocked the target out, and raised Righteous Fury.
    hit: u32,
    crit: u32,
    kill: u32,
    jam: u32,
    ko: u32,
    fury: u32,
    /// Hits landed and wounds dealt over all trials.
    hits: u64,
    wounds: i64,
    hits_by: Tally,
    damage_by: Tally,
    wounds_by: Tally,
    crit_by: Tally,
    /// The target's critical damage before the attack.
    crit_before: i64,
}

impl Counts {
    fn new(crit_before: i64) -> Counts {
        Counts {
            hit: 0,
            crit: 0,
            kill: 0,
            jam: 0,
            ko: 0,
            fury: 0,
            hits: 0,
            wounds: 0,
            hits_by: Tally::new(),
            damage_by: Tally::new(),
            wounds_by: Tally::new(),
            crit_by: Tally::new(),
            crit_before,
        }
    }

    /// Counts one trial's outcome.
    fn add(&mut self, out: &AttackOutcome) {
        let landed = out.hits.len() as u64;
        self.hit += u32::from(landed > 0);
        self.hits += landed;
        let dealt = out.hits.iter().map(|h| i64::from(h.wounds_dealt())).sum::<i64>();
        self.wounds += dealt;
        self.hits_by.add(i64::try_from(landed).unwrap_or(i64::MAX));
        self.damage_by.add(out.hits.iter().map(|h| i64::from(h.damage.total)).sum());
        self.wounds_by.add(dealt);
        self.crit_by.add(i64::from(out.target.critical_damage) - self.crit_before);
        let critical = |h: &Hit| h.critical.is_some() || h.aftermath.iter().any(|a| a.critical.is_some());
        self.crit += u32::from(out.hits.iter().any(critical));
        self.kill += u32::from(out.target.dead);
        self.jam += u32::from(out.jammed);
        self.ko += u32::from(out.target.unconscious);
        self.fury += u32::from(out.hits.iter().any(|h| h.righteous_fury.as_ref().is_some_and(|f| f.triggered)));
    }

    /// Counts one lean trial (`analysis_kernel`): what `add` counts of an outcome with these
    /// hits, no critical damage, Righteous Fury or change of state.
    fn add_lean(&mut self, t: &Trial) {
        let landed = u64::from(t.hits);
        self.hit += u32::from(landed > 0);
        self.hits += landed;
        self.wounds += t.wounds;
        self.hits_by.add(i64::from(t.hits));
        self.damage_by.add(t.damage);
        self.wounds_by.add(t.wounds);
        self.crit_by.add(0);
        self.jam += u32::from(t.jammed);
    }

    /// The chances and means over `trials` trials.
    fn analysis(&self, trials: u32, seed: u64) -> Analysis {
        let n = f64::from(trials);
        Analysis {
            trials,
            hit_chance: f64::from(self.hit) / n,
            mean_hits: self.hits as f64 / n,
            mean_wounds: self.wounds as f64 / n,
            crit_chance: f64::from(self.crit) / n,
            kill_chance: f64::from(self.kill) / n,
            jam_chance: f64::from(self.jam) / n,
            unconscious_chance: f64::from(self.ko) / n,
            fury_chance: f64::from(self.fury) / n,
            seed,
            lean_trials: 0,
            distributions: AnalysisDistributions {
                hits: self.hits_by.chances(n),
                damage: self.damage_by.chances(n),
                wounds: self.wounds_by.chances(n),
                critical_damage: self.crit_by.chances(n),
            },
        }
    }
}
