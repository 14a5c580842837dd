//! Analysis of an attack: the same request rolled many times from one seed, or, where its
//! tree of dice is small, worked out exactly (`analysis_exact`). Trial `i` is seeded from
//! the seed and `i` alone, so the trials can also be rolled in parts (`analyze_part`, on
//! workers) and added up (`analysis_counts::merge`) to the same analysis.

use super::analysis_counts::{Counts, Part};
use super::analysis_flat::Flat;
use super::analysis_kernel::{Plan, Room};
use crate::attack::{execute, lay_out_crits, prepare, Prepared, Record, Scratch};
use crate::dice::{Dice, MAX_SEED};
use crate::error::{Error, Result};
use crate::model::{Analysis, AnalyzeRequest};

pub const DEFAULT_TRIALS: u32 = 1000;
pub const MAX_TRIALS: u32 = 100_000;
/// The most dice one analysis may roll over all its trials, so that no request, however
/// heavy each attack is (a 1000-round burst of 100d10), keeps the caller waiting for long.
pub const MAX_ANALYSIS_DICE: u64 = 10_000_000;
/// The most entries a list of `Analysis::distributions` holds: totals from 0 to 198 each
/// have their own entry, and the last counts every total of 199 or more.
pub const DISTRIBUTION_LEN: usize = 200;

/// An analysis request is an attack request whose `trials` field is read.
pub fn parse_request(json: &str) -> Result<AnalyzeRequest> {
    let mut attack = super::read_character_attack(json, "analyzeAttack")?;
    let trials = attack.trials.take();
    Ok(AnalyzeRequest { attack, trials })
}

pub fn analyze_attack(req: &AnalyzeRequest, entropy: u64) -> Result<Analysis> {
    analyze(req, entropy, Paths::ALL)
}

/// Which ways of working out an analysis may be used: exactly (`analysis_exact`, when the
/// tree of dice is small), and lean trials (`analysis_kernel`) for plain attacks; the full
/// engine samples whatever neither covers.
#[derive(Debug, Clone, Copy)]
struct Paths {
    exact: bool,
    lean: bool,
    /// The flat trial (`analysis_flat`) where its tables cover a lean trial, from this
    /// many trials.
    flat_from: Option<u32>,
}

impl Paths {
    const ALL: Paths = Paths { exact: true, lean: true, flat_from: Some(FLAT_FROM) };
}

/// `analyzeAttack` by the ways `paths` allows.
#[crate::hot]
fn analyze(req: &AnalyzeRequest, entropy: u64, paths: Paths) -> Result<Analysis> {
    let (trials, seed) = trials_and_seed(req, entropy, None)?;
    with_prepared(req, |pr| {
        if paths.exact {
            if let Some(a) = exact(pr, trials, seed, req.attack.exact)? {
                return Ok(a);
            }
        }
        let plan = if paths.lean { Plan::of(pr) } else { None };
        Ok(trials_with(pr, 0..trials, seed, plan.as_ref(), paths.flat_from.is_some_and(|n| trials >= n))?.analysis(trials, seed))
    })
}

/// How an analysis in parts starts (`analyze_start`): with the whole analysis, when it is
/// exact (cheap by the rule `analysis_exact` follows, so no worker is needed), or with the
/// trials and the seed to hand out in parts.
#[derive(Debug, Clone)]
pub enum Start {
    Exact(Analysis),
    Sample { trials: u32, seed: u64 },
}

/// The start of an analysis in parts: the request is checked as a whole (its trials, its
/// seed, every character) and the seed fixed (drawn from `entropy` when the request gives
/// none); an exact analysis is worked out here and now.
pub fn analyze_start(req: &AnalyzeRequest, entropy: u64) -> Result<Start> {
    let (trials, seed) = trials_and_seed(req, entropy, None)?;
    with_prepared(req, |pr| {
        Ok(match exact(pr, trials, seed, req.attack.exact)? {
            Some(a) => Start::Exact(a),
            None => Start::Sample { trials, seed },
        })
    })
}

/// The most runs of the engine an exact analysis may take when the request asks for one.
pub const MAX_EXACT_RUNS: u32 = 200_000;
/// Without `exact`, an analysis is exact when that takes at most one run of the engine per
/// this many trials: a run of the whole engine costs a few lean trials, and an attempt
/// that finds the tree too large is wasted, so the bound keeps that waste small.
const TRIALS_PER_EXACT_RUN: u32 = 20;

/// The exact analysis, if `wanted` (the request's `exact`) and its cost allow: always
/// when asked for (or `limit_exceeded`), never when refused, and by default when the tree
/// of dice takes at most `trials / TRIALS_PER_EXACT_RUN` runs of the engine.
fn exact(pr: &Prepared, trials: u32, seed: u64, wanted: Option<bool>) -> Result<Option<Analysis>> {
    let runs = match wanted {
        Some(false) => return Ok(None),
        Some(true) => MAX_EXACT_RUNS,
        None => trials / TRIALS_PER_EXACT_RUN,
    };
    let found = super::analysis_exact::exact(pr, runs, trials, seed)?;
    if found.is_none() && wanted == Some(true) {
        return Err(Error::limit(
            "exact",
            &format!("working this attack out exactly takes more than {MAX_EXACT_RUNS} runs of the engine; leave exact out to sample it"),
        ));
    }
    Ok(found)
}

/// Which trials of an analysis a part rolls (`first .. first + count`), and the seed when
/// the caller fixes it for every part (the one `analyze_start` reported, for a request
/// that gives none).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartSpec {
    pub first: u32,
    pub count: u32,
    pub seed: Option<u64>,
}

/// Part of a sampled `analyzeAttack`: the trials of `spec`, rolled and counted (each as the
/// one-call analysis rolls it, so the parts add up to it: `analysis_counts::merge`).
pub fn analyze_part(req: &AnalyzeRequest, entropy: u64, spec: PartSpec) -> Result<Part> {
    let (trials, seed) = trials_and_seed(req, entropy, spec.seed)?;
    let (first, count) = (spec.first, spec.count);
    if first.checked_add(count).is_none_or(|end| end > trials) {
        return Err(Error::invalid("trials", &format!("a part's trials must lie within the analysis's {trials}")));
    }
    with_prepared(req, |pr| {
        let counts = trials_with(pr, first..first + count, seed, Plan::of(pr).as_ref(), trials >= FLAT_FROM)?;
        Ok(Part { trials, seed, first, count, counts })
    })
}

/// The request's trials (checked) and the analysis's seed: `seed`, else the request's,
/// else one from `entropy`. Scripted faces are refused.
fn trials_and_seed(req: &AnalyzeRequest, entropy: u64, seed: Option<u64>) -> Result<(u32, u64)> {
    let trials = checked_trials(req.trials)?;
    let dice = req.attack.dice.as_ref();
    if let Some(d) = dice.filter(|d| d.scripts_faces()) {
        let path = if d.rolls.is_empty() { "dice.byPurpose" } else { "dice.rolls" };
        return Err(Error::invalid(path, "analysis rolls its own dice; give a seed instead"));
    }
    let seed = match seed.or_else(|| dice.and_then(|d| d.seed)) {
        Some(s) if s > MAX_SEED => return Err(Error::invalid("dice.seed", "must be an integer from 0 to 2^53-1")),
        Some(s) => s,
        None => entropy & MAX_SEED,
    };
    Ok((trials, seed))
}

/// Prepares the request (its own critical tables laid out for as long as `f` runs) and
/// hands it to `f`.
fn with_prepared<T>(req: &AnalyzeRequest, f: impl FnOnce(&Prepared) -> Result<T>) -> Result<T> {
    let arena = bumpalo::Bump::new();
    let crits = lay_out_crits(&req.attack.crit_tables, &arena)?;
    let prepared = prepare(&req.attack, crits)?;
    f(&prepared)
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
pub fn trials_of(prepared: &Prepared, trials: u32, seed: u64, wanted: Option<bool>) -> Result<Analysis> {
    if let Some(a) = exact(prepared, trials, seed, wanted)? {
        return Ok(a);
    }
    Ok(trials_with(prepared, 0..trials, seed, Plan::of(prepared).as_ref(), trials >= FLAT_FROM)?.analysis(trials, seed))
}

/// The same analysis sampled with the full engine for every trial: never exact, never the
/// lean trial of `analysis_kernel`. For tests that compare them, and for measuring.
pub fn analyze_with_full_engine(req: &AnalyzeRequest, entropy: u64) -> Result<Analysis> {
    analyze(req, entropy, Paths { exact: false, lean: false, flat_from: None })
}

/// The same analysis sampled, the flat or lean trial where it applies (the flat one
/// however few the trials), never exact: for tests.
pub fn analyze_sampled(req: &AnalyzeRequest, entropy: u64) -> Result<Analysis> {
    analyze(req, entropy, Paths { exact: false, lean: true, flat_from: Some(0) })
}

/// The same analysis sampled, the lean trial where it applies but never the flat one,
/// never exact: for tests.
pub fn analyze_lean(req: &AnalyzeRequest, entropy: u64) -> Result<Analysis> {
    analyze(req, entropy, Paths { exact: false, lean: true, flat_from: None })
}

/// Whether the lean trial (`analysis_kernel`) runs for this request's trials.
pub fn lean_trials_apply(req: &AnalyzeRequest) -> Result<bool> {
    with_prepared(req, |pr| Ok(Plan::of(pr).is_some()))
}

/// The fewest trials an analysis must have for the flat trial's tables (`analysis_flat`)
/// to be worked out: measured natively, the tables (30-80 µs) pay for themselves from
/// about 300 trials of a shot or a burst (500 trials: 76 µs flat against 132 µs lean for a
/// standard shot, 190 against 224 for a semi-auto burst against a Dodge). Decided by the
/// whole analysis's trials, so that its parts count flat trials as one pass does.
const FLAT_FROM: u32 = 400;

/// The trials in `range`: each by the flat trial where `flat` allows it and its tables
/// cover the trial, else by the lean trial of `plan` where it covers it, else by the
/// engine.
#[crate::hot]
fn trials_with(
    prepared: &Prepared,
    range: std::ops::Range<u32>,
    seed: u64,
    plan: Option<&Plan>,
    flat: bool,
) -> Result<Counts> {
    let mut counts = Counts::new(i64::from(prepared.req.target.critical_damage));
    let mut scratch = Scratch::default();
    let mut room = Room::default();
    let first = range.start;
    let mut flat = plan.filter(|_| flat).and_then(|p| Flat::of(prepared, p));
    for i in range {
        let trial_seed = crate::dice::derive_seed(seed, u64::from(i));
        if let Some((t, rolled, whole)) = flat.as_mut().and_then(|f| f.trial(trial_seed)) {
            counts.dice += u64::from(rolled);
            check_budget(counts.dice, i - first)?;
            counts.add_trial(&t);
            counts.lean += 1;
            counts.flat += u32::from(whole);
            continue;
        }
        if let Some(plan) = plan {
            let mut dice = Dice::seeded(trial_seed).without_record();
            let t = plan.trial(prepared, &mut dice, &mut room)?;
            counts.dice += dice.rolled() as u64;
            check_budget(counts.dice, i - first)?;
            counts.add_trial(&t);
            counts.lean += 1;
            continue;
        }
        let mut dice = Dice::seeded(trial_seed).without_record();
        let mut out = execute(Record::Stats, prepared, &mut dice, false, &mut scratch)?;
        counts.dice += dice.rolled() as u64;
        check_budget(counts.dice, i - first)?;
        counts.add(&out);
        scratch.recycle(&mut out);
    }
    Ok(counts)
}

/// Refuses an analysis whose trials so far (`i` is the last one's index among them) rolled
/// more dice than one analysis may. Inlined, as `Counting::count` and `fury` are: the
/// size-first build (`opt-level = "z"`) leaves small functions as calls, and these are made
/// once a trial or once a die (3-10% of a trial in wasm, measured in the README).
#[inline(always)]
fn check_budget(rolled: u64, i: u32) -> Result<()> {
    if rolled <= MAX_ANALYSIS_DICE {
        return Ok(());
    }
    Err(over_budget(rolled / (u64::from(i) + 1)))
}

/// `limit_exceeded` for an attack that rolls about `per_trial` dice a trial.
pub(super) fn over_budget(per_trial: u64) -> Error {
    Error::limit(
        "trials",
        &format!(
            "this attack rolls about {per_trial} dice a trial, and one analysis may roll at most {MAX_ANALYSIS_DICE}: ask for at most {} trials",
            (MAX_ANALYSIS_DICE / per_trial.max(1)).max(1)
        ),
    )
}
