//! What an analysis's trials add up to (`Counts`), and the same counts for a part of the
//! trials (`Part`), so that the trials can be spread over workers and added up again.
//!
//! Trial `i` of an analysis is seeded from the analysis's seed and `i` alone, so any
//! split of `0..trials` into ranges, each counted on its own and then added up, gives
//! exactly the counts one pass gives: the merged analysis is the same, byte for byte, as
//! the one-call analysis of the same request and seed, whatever the number of parts.
//! A part crosses between workers as a flat list of numbers (`Part::to_numbers`), every one
//! a whole number below 2^53, so it survives a JS `Float64Array` and a `postMessage`.

use crate::error::{Error, Result};
use crate::model::{Analysis, AnalysisDistributions, AttackOutcome};

use super::analysis::{DISTRIBUTION_LEN, MAX_ANALYSIS_DICE, MAX_TRIALS};

/// What one trial counts: of an outcome (`Trial::of`), or as a lean trial makes it
/// (`analysis_kernel`) without building one.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Trial {
    /// Hits that landed, their damage totals, and the wounds they dealt (with what the
    /// weapon's qualities dealt after them).
    pub hits: u32,
    pub damage: i64,
    pub wounds: i64,
    pub jammed: bool,
    /// A hit dealt critical damage (its own critical, or one after it).
    pub critical: bool,
    /// A hit raised Righteous Fury.
    pub fury: bool,
    /// The target afterwards: dead, unconscious, and the critical damage the attack added.
    pub dead: bool,
    pub unconscious: bool,
    pub critical_damage: i64,
}

impl Trial {
    /// What an outcome counts, for a target that had `crit_before` critical damage.
    pub(super) fn of(out: &AttackOutcome, crit_before: i64) -> Trial {
        Trial {
            hits: u32::try_from(out.hits.len()).unwrap_or(u32::MAX),
            damage: out.hits.iter().map(|h| i64::from(h.damage.total)).sum(),
            wounds: out.hits.iter().map(|h| i64::from(h.wounds_dealt())).sum(),
            jammed: out.jammed,
            critical: out.hits.iter().any(|h| h.critical_dealt()),
            fury: out.hits.iter().any(|h| h.fury_triggered()),
            dead: out.target.dead,
            unconscious: out.target.unconscious,
            critical_damage: i64::from(out.target.critical_damage) - crit_before,
        }
    }
}

/// Trials counted by their total, for one list of `AnalysisDistributions`.
#[derive(Clone)]
struct Tally {
    counts: [u32; DISTRIBUTION_LEN],
}

impl Tally {
    fn new() -> Tally {
        Tally { counts: [0; DISTRIBUTION_LEN] }
    }

    /// Counts one trial whose total was `v` (below 0 counts as 0; the cap takes the rest).
    /// The highest entry counted into is found when the list is written (`len`), not kept
    /// trial by trial.
    #[inline(always)]
    fn add(&mut self, v: i64) {
        let i = v.clamp(0, DISTRIBUTION_LEN as i64 - 1) as usize;
        if let Some(c) = self.counts.get_mut(i) {
            *c += 1;
        }
    }

    /// The entries from 0 to the highest counted into (none where nothing was).
    fn len(&self) -> usize {
        self.counts.iter().rposition(|&c| c > 0).map_or(0, |top| top + 1)
    }

    /// Each entry from 0 to the highest counted, as a fraction of `n` trials (entry 0 alone
    /// where nothing was counted).
    fn chances(&self, n: f64) -> Vec<f64> {
        self.counts.iter().take(self.len().max(1)).map(|&c| f64::from(c) / n).collect()
    }

    /// Adds another tally's trials.
    fn merge(&mut self, other: &Tally) {
        for (a, b) in self.counts.iter_mut().zip(other.counts.iter()) {
            *a += b;
        }
    }
}

/// What the trials of an analysis (or of a part of them) add up to.
#[derive(Clone)]
pub(super) struct Counts {
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
    /// Trials that ran lean (`analysis_kernel`), and the dice all the trials rolled.
    pub(super) lean: u32,
    pub(super) dice: u64,
    /// Of the lean trials, those the flat trial (`analysis_flat`) counted from start to end.
    pub(super) flat: u32,
}

impl Counts {
    pub(super) fn new(crit_before: i64) -> Counts {
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
            lean: 0,
            dice: 0,
            flat: 0,
        }
    }

    /// Counts one trial's outcome.
    pub(super) fn add(&mut self, out: &AttackOutcome) {
        self.add_trial(&Trial::of(out, self.crit_before));
    }

    /// Counts one trial.
    #[inline(always)]
    pub(super) fn add_trial(&mut self, t: &Trial) {
        let landed = u64::from(t.hits);
        self.hit += u32::from(landed > 0);
        self.hits += landed;
        self.wounds += t.wounds;
        self.hits_by.add(i64::from(t.hits));
        self.damage_by.add(t.damage);
        self.wounds_by.add(t.wounds);
        self.crit_by.add(t.critical_damage);
        self.crit += u32::from(t.critical);
        self.kill += u32::from(t.dead);
        self.jam += u32::from(t.jammed);
        self.ko += u32::from(t.unconscious);
        self.fury += u32::from(t.fury);
    }

    /// Adds another part's trials.
    fn merge(&mut self, o: &Counts) {
        self.hit += o.hit;
        self.crit += o.crit;
        self.kill += o.kill;
        self.jam += o.jam;
        self.ko += o.ko;
        self.fury += o.fury;
        self.hits += o.hits;
        self.wounds += o.wounds;
        self.hits_by.merge(&o.hits_by);
        self.damage_by.merge(&o.damage_by);
        self.wounds_by.merge(&o.wounds_by);
        self.crit_by.merge(&o.crit_by);
        self.lean += o.lean;
        self.flat += o.flat;
        self.dice += o.dice;
    }

    /// The chances and means over `trials` trials.
    pub(super) fn analysis(&self, trials: u32, seed: u64) -> Analysis {
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
            lean_trials: self.lean,
            flat_trials: self.flat,
            exact: false,
            distributions: AnalysisDistributions {
                hits: self.hits_by.chances(n),
                damage: self.damage_by.chances(n),
                wounds: self.wounds_by.chances(n),
                critical_damage: self.crit_by.chances(n),
            },
        }
    }
}

/// Trials `first .. first + count` of an analysis of `trials` trials from `seed`, counted.
#[derive(Clone)]
pub struct Part {
    pub trials: u32,
    pub seed: u64,
    pub first: u32,
    pub count: u32,
    pub(super) counts: Counts,
}

/// The first number of a part's flat form: its layout, so a list from another version
/// of the engine is refused rather than misread.
const PART_FORMAT: f64 = 2.0;
/// The whole numbers a part's flat form has before its four tallies.
const PART_HEAD: usize = 17;

impl Part {
    /// The part as whole numbers (each below 2^53): the layout `PART_FORMAT`, then trials,
    /// seed, first, count, lean trials, flat trials, dice rolled, the six trial counts, hits and wounds
    /// in all, then each tally as its length and its entries.
    pub fn to_numbers(&self) -> Vec<f64> {
        let c = &self.counts;
        let mut v = vec![
            PART_FORMAT,
            f64::from(self.trials),
            self.seed as f64,
            f64::from(self.first),
            f64::from(self.count),
            f64::from(c.lean),
            f64::from(c.flat),
            c.dice as f64,
            f64::from(c.hit),
            f64::from(c.crit),
            f64::from(c.kill),
            f64::from(c.jam),
            f64::from(c.ko),
            f64::from(c.fury),
            c.hits as f64,
            c.wounds as f64,
            // The target's critical damage before the attack is the request's: the same in
            // every part, carried so that the merge needs nothing else.
            c.crit_before as f64,
        ];
        for t in [&c.hits_by, &c.damage_by, &c.wounds_by, &c.crit_by] {
            let len = t.len();
            v.push(len as f64);
            v.extend(t.counts.iter().take(len).map(|&n| f64::from(n)));
        }
        v
    }

    /// Reads parts written by `to_numbers`, one after the other in `numbers`.
    pub fn all_from_numbers(numbers: &[f64]) -> Result<Vec<Part>> {
        let mut parts = Vec::new();
        let mut r = Numbers { v: numbers, at: 0 };
        while r.at < numbers.len() {
            parts.push(r.part()?);
        }
        Ok(parts)
    }
}

/// A reader of parts' flat form that refuses anything `to_numbers` could not have written.
struct Numbers<'a> {
    v: &'a [f64],
    at: usize,
}

fn malformed() -> Error {
    Error::invalid("parts", "not the parts of an analysis as analyzeAttackPart writes them")
}

impl Numbers<'_> {
    /// The next number, a whole number from 0 to `max`.
    fn whole(&mut self, max: u64) -> Result<u64> {
        let x = *self.v.get(self.at).ok_or_else(malformed)?;
        self.at += 1;
        if !(x.is_finite() && x.fract() == 0.0 && x >= 0.0 && x <= max as f64) {
            return Err(malformed());
        }
        Ok(x as u64)
    }

    /// The next number, a whole number of either sign below 2^53.
    fn signed(&mut self) -> Result<i64> {
        let x = *self.v.get(self.at).ok_or_else(malformed)?;
        self.at += 1;
        let max = crate::dice::MAX_SEED as f64;
        if !(x.is_finite() && x.fract() == 0.0 && x.abs() <= max) {
            return Err(malformed());
        }
        Ok(x as i64)
    }

    fn count(&mut self) -> Result<u32> {
        u32::try_from(self.whole(u64::from(MAX_TRIALS))?).map_err(|_| malformed())
    }

    fn tally(&mut self) -> Result<Tally> {
        let len = usize::try_from(self.whole(DISTRIBUTION_LEN as u64)?).map_err(|_| malformed())?;
        let mut t = Tally::new();
        for c in t.counts.iter_mut().take(len) {
            *c = self.count()?;
        }
        Ok(t)
    }

    fn part(&mut self) -> Result<Part> {
        let start = self.at;
        if self.v.get(start).copied() != Some(PART_FORMAT) {
            return Err(malformed());
        }
        self.at += 1;
        let trials = self.count()?;
        let seed = self.whole(crate::dice::MAX_SEED)?;
        let first = self.count()?;
        let count = self.count()?;
        let lean = self.count()?;
        let flat = self.count()?;
        let dice = self.whole(crate::dice::MAX_SEED)?;
        let mut c = Counts::new(0);
        c.lean = lean;
        c.flat = flat;
        c.dice = dice;
        c.hit = self.count()?;
        c.crit = self.count()?;
        c.kill = self.count()?;
        c.jam = self.count()?;
        c.ko = self.count()?;
        c.fury = self.count()?;
        c.hits = self.whole(crate::dice::MAX_SEED)?;
        c.wounds = self.signed()?;
        c.crit_before = self.signed()?;
        if self.at - start != PART_HEAD {
            return Err(malformed());
        }
        c.hits_by = self.tally()?;
        c.damage_by = self.tally()?;
        c.wounds_by = self.tally()?;
        c.crit_by = self.tally()?;
        Ok(Part { trials, seed, first, count, counts: c })
    }
}

/// The analysis the parts of one analysis add up to: they must be of the same trials and
/// seed, and cover every trial once. The same, byte for byte, as one pass over the trials.
pub fn merge(parts: &[Part]) -> Result<Analysis> {
    let Some(head) = parts.first() else { return Err(malformed()) };
    let (trials, seed) = (head.trials, head.seed);
    let live: Vec<&Part> = parts.iter().filter(|p| p.count > 0).collect();
    let mut next = 0u32;
    let mut counts = Counts::new(head.counts.crit_before);
    // In the order of their trials: each part the one that starts where the one before it
    // ended (a part a worker, so a few; a part given twice, or a gap, finds none).
    for _ in 0..live.len() {
        let p = live.iter().find(|p| p.first == next);
        let Some(p) =
            p.filter(|p| p.trials == trials && p.seed == seed && p.counts.crit_before == head.counts.crit_before)
        else {
            return Err(Error::invalid("parts", "the parts are not of one analysis, or do not cover each trial once"));
        };
        next = p.first.saturating_add(p.count);
        counts.merge(&p.counts);
    }
    if next != trials {
        return Err(Error::invalid("parts", "the parts do not cover every trial of the analysis"));
    }
    if counts.dice > MAX_ANALYSIS_DICE {
        let per_trial = counts.dice / u64::from(trials.max(1));
        return Err(super::analysis::over_budget(per_trial));
    }
    Ok(counts.analysis(trials, seed))
}
