//! Exact analysis: instead of sampling, every sequence of dice the attack can roll is
//! played through the engine and weighed by its chance, so the figures are the true
//! probabilities (up to the rounding of adding up floating-point weights), not estimates.
//!
//! The engine is run with scripted faces (a prefix of the sequence, no seed): when the
//! script runs out the engine stops with `dice_exhausted`, naming the sides of the die it
//! wanted, and the walk branches over every face of that die. A sequence that resolves is
//! one outcome, of weight the product of `1 / sides` over its dice. Because the walk uses
//! the engine itself, it knows every rule the engine knows; it is only as cheap as the
//! tree of dice is small (a Dark Heresy 1st edition single shot with no reaction, no
//! Righteous Fury and no critical damage in reach: 595 sequences; Righteous Fury's extra
//! dice and the critical effects' own dice multiply it), so `analysis::exact` decides when
//! to try it.

use crate::attack::{execute, Prepared, Record, Scratch};
use crate::dice::Dice;
use crate::error::{ErrorCode, Result};
use crate::model::{Analysis, AnalysisDistributions, AttackOutcome};

use super::analysis::DISTRIBUTION_LEN;
use super::analysis_counts::Trial;

/// Weights by total, for one list of `AnalysisDistributions`.
struct Spread {
    weights: Vec<f64>,
}

impl Spread {
    fn new() -> Spread {
        Spread { weights: Vec::new() }
    }

    fn add(&mut self, v: i64, w: f64) {
        let i = usize::try_from(v.max(0)).unwrap_or(usize::MAX).min(DISTRIBUTION_LEN - 1);
        if self.weights.len() <= i {
            self.weights.resize(i + 1, 0.0);
        }
        if let Some(x) = self.weights.get_mut(i) {
            *x += w;
        }
    }

    fn list(self) -> Vec<f64> {
        if self.weights.is_empty() {
            vec![1.0]
        } else {
            self.weights
        }
    }
}

/// The weighed outcomes so far: the same figures `analysis_counts::Counts` counts, each
/// outcome adding its chance instead of one.
struct Weighed {
    hit: f64,
    crit: f64,
    kill: f64,
    jam: f64,
    ko: f64,
    fury: f64,
    hits: f64,
    wounds: f64,
    hits_by: Spread,
    damage_by: Spread,
    wounds_by: Spread,
    crit_by: Spread,
    crit_before: i64,
}

impl Weighed {
    /// Adds one resolved sequence's outcome, of chance `w`.
    fn add(&mut self, out: &AttackOutcome, w: f64) {
        let t = Trial::of(out, self.crit_before);
        let flag = |b: bool| if b { w } else { 0.0 };
        self.hit += flag(t.hits > 0);
        self.hits += w * f64::from(t.hits);
        self.wounds += w * t.wounds as f64;
        self.hits_by.add(i64::from(t.hits), w);
        self.damage_by.add(t.damage, w);
        self.wounds_by.add(t.wounds, w);
        self.crit_by.add(t.critical_damage, w);
        self.crit += flag(t.critical);
        self.kill += flag(t.dead);
        self.jam += flag(t.jammed);
        self.ko += flag(t.unconscious);
        self.fury += flag(t.fury);
    }

    fn analysis(self, trials: u32, seed: u64) -> Analysis {
        Analysis {
            trials,
            hit_chance: self.hit,
            mean_hits: self.hits,
            mean_wounds: self.wounds,
            crit_chance: self.crit,
            kill_chance: self.kill,
            jam_chance: self.jam,
            unconscious_chance: self.ko,
            fury_chance: self.fury,
            seed,
            lean_trials: 0,
            flat_trials: 0,
            exact: true,
            distributions: AnalysisDistributions {
                hits: self.hits_by.list(),
                damage: self.damage_by.list(),
                wounds: self.wounds_by.list(),
                critical_damage: self.crit_by.list(),
            },
        }
    }
}

/// The exact analysis of a prepared attack, if its tree of dice has at most `max_runs`
/// nodes (each one run of the engine); `None` as soon as it has more. `trials` and `seed`
/// are only reported (the figures depend on neither).
pub(super) fn exact(pr: &Prepared, max_runs: u32, trials: u32, seed: u64) -> Result<Option<Analysis>> {
    let mut acc = Weighed {
        hit: 0.0,
        crit: 0.0,
        kill: 0.0,
        jam: 0.0,
        ko: 0.0,
        fury: 0.0,
        hits: 0.0,
        wounds: 0.0,
        hits_by: Spread::new(),
        damage_by: Spread::new(),
        wounds_by: Spread::new(),
        crit_by: Spread::new(),
        crit_before: i64::from(pr.req.target.critical_damage),
    };
    let mut scratch = Scratch::default();
    // Depth first over one path of faces, from face 1 up at every die (the order the
    // weights are added in): `dice_on_path` holds the sides of each die on the path and
    // the weight of each of its faces' subtrees. The path is the script of every run, lent
    // to the run and taken back, so a branch allocates nothing.
    let mut path: Vec<u32> = Vec::new();
    let mut dice_on_path: Vec<(u32, f64)> = Vec::new();
    let mut w = 1.0;
    let mut runs = 0u32;
    // The chance the resolved sequences cover so far: runs per unit of it estimates the
    // whole tree, so a tree far too large is given up early rather than at `max_runs`.
    let mut covered = 0.0f64;
    // Faces still to walk on the path's dice: each is at least one more run, so a tree
    // whose runs so far and these exceed `max_runs` is given up at once.
    let mut pending = 0u64;
    loop {
        runs += 1;
        if runs > max_runs || too_large(runs, covered, max_runs) || u64::from(runs) + pending > u64::from(max_runs) {
            return Ok(None);
        }
        let mut dice = Dice::new(std::mem::take(&mut path), None).without_record();
        let run = execute(Record::Stats, pr, &mut dice, false, &mut scratch);
        path = dice.into_script();
        match run {
            Ok(mut out) => {
                covered += w;
                acc.add(&out, w);
                scratch.recycle(&mut out);
            }
            Err(e) if e.code == ErrorCode::DiceExhausted => {
                let sides = e.sides.unwrap_or(0).max(1);
                w /= f64::from(sides);
                dice_on_path.push((sides, w));
                pending += u64::from(sides - 1);
                path.push(1);
                continue;
            }
            Err(e) => return Err(e),
        }
        // The next face: on the deepest die with faces left, else the walk is done.
        loop {
            let Some(&(sides, each)) = dice_on_path.last() else {
                return Ok(Some(acc.analysis(trials, seed)));
            };
            match path.last_mut() {
                Some(face) if *face < sides => {
                    *face += 1;
                    pending -= 1;
                    w = each;
                    break;
                }
                _ => {
                    dice_on_path.pop();
                    path.pop();
                }
            }
        }
    }
}

/// Whether `runs` engine runs that resolved sequences covering `covered` of the chance
/// foretell a tree of more than `max_runs` nodes, with room to spare: the walk goes from
/// face 1 up, and low attack rolls (hits, with more dice under them) come first, so the
/// early estimate runs high; it is trusted only past `ESTIMATE_AFTER` runs and a margin of
/// `ESTIMATE_MARGIN`. A tree many times too large (a burst, a Dodge in the second-edition
/// lines) is then left after a few dozen runs instead of `max_runs`.
fn too_large(runs: u32, covered: f64, max_runs: u32) -> bool {
    runs >= ESTIMATE_AFTER && f64::from(runs) > ESTIMATE_MARGIN * f64::from(max_runs) * covered
}

const ESTIMATE_AFTER: u32 = 64;
const ESTIMATE_MARGIN: f64 = 4.0;
