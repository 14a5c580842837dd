//! Statistics: the seeded dice are uniform, and `analyze_attack` agrees with probabilities
//! worked out exactly.
//!
//! Every run is seeded, so each test is deterministic: it passes or fails the same way
//! every time. The thresholds are set so that a failure means a real bias, not bad luck:
//! chi-square at p = 0.001, and analysis within five standard errors of the exact value.

mod common;
use cogitator::dice::Dice;
use cogitator::rules::{profile, Profile};
use cogitator::*;
use common::*;
use serde_json::{json, Value};

// ---------------------------------------------------------------------------------------
// Uniform dice.
// ---------------------------------------------------------------------------------------

const ROLLS: usize = 100_000;
const SEEDS: [u64; 3] = [1, 424_242, (1 << 53) - 1];

/// Chi-square upper critical values at p = 0.001 for k - 1 degrees of freedom (computed
/// from the regularised incomplete gamma function; they match the published tables).
const CHI2_P001_DF4: f64 = 18.467;
const CHI2_P001_DF9: f64 = 27.877;
const CHI2_P001_DF99: f64 = 148.230;

/// The chi-square statistic of `counts` against a uniform distribution.
fn chi_square(counts: &[u64]) -> f64 {
    let n: u64 = counts.iter().sum();
    let expected = n as f64 / counts.len() as f64;
    counts.iter().map(|&c| (c as f64 - expected).powi(2) / expected).sum()
}

/// Rolls `ROLLS` values in `1..=sides` from `seed` and returns the chi-square statistic.
fn roll_counts(seed: u64, sides: usize, mut roll: impl FnMut(&mut Dice) -> u32) -> f64 {
    let mut dice = Dice::seeded(seed).without_record();
    let mut counts = vec![0u64; sides];
    for _ in 0..ROLLS {
        let v = roll(&mut dice) as usize;
        assert!((1..=sides).contains(&v), "a face of {v} on a d{sides}");
        counts[v - 1] += 1;
    }
    chi_square(&counts)
}

#[test]
fn the_seeded_d100_is_uniform() {
    for seed in SEEDS {
        let x2 = roll_counts(seed, 100, |d| d.d100(cogitator::dice::Purpose::Test).unwrap());
        assert!(x2 < CHI2_P001_DF99, "seed {seed}: chi-square {x2:.1} over 99 degrees of freedom");
    }
}

#[test]
fn the_seeded_d10_is_uniform() {
    for seed in SEEDS {
        let x2 = roll_counts(seed, 10, |d| d.d10(cogitator::dice::Purpose::Test).unwrap());
        assert!(x2 < CHI2_P001_DF9, "seed {seed}: chi-square {x2:.1} over 9 degrees of freedom");
    }
}

#[test]
fn the_seeded_d5_is_uniform() {
    for seed in SEEDS {
        let x2 = roll_counts(seed, 5, |d| d.d5(cogitator::dice::Purpose::Test).unwrap().1);
        assert!(x2 < CHI2_P001_DF4, "seed {seed}: chi-square {x2:.1} over 4 degrees of freedom");
    }
}

#[test]
fn the_chi_square_catches_a_biased_die() {
    // The statistic has the power to see a small bias at this many rolls: a d10 that
    // shows 10 on one roll in twenty more than it should.
    let (mut dice, mut bias) = (Dice::seeded(7).without_record(), Dice::seeded(8).without_record());
    let mut counts = vec![0u64; 10];
    for _ in 0..ROLLS {
        let f = dice.d10(cogitator::dice::Purpose::Test).unwrap();
        let g = if bias.d100(cogitator::dice::Purpose::Test).unwrap() <= 5 { 10 } else { f };
        counts[g as usize - 1] += 1;
    }
    assert!(chi_square(&counts) > CHI2_P001_DF9, "a biased die passes: {}", chi_square(&counts));
}

// ---------------------------------------------------------------------------------------
// Analysis against exact probabilities.
// ---------------------------------------------------------------------------------------

const TRIALS: u32 = 100_000;

fn analyze(v: Value) -> Analysis {
    let req =
        cogitator::json::analyze_request(&merge(v, json!({ "trials": TRIALS, "dice": { "seed": 2024 } })).to_string())
            .unwrap();
    analyze_attack(&req, 0).unwrap()
}

/// The modifier of the line's Standard Attack.
fn standard_modifier(p: &Profile) -> i32 {
    p.action(Action::Standard).and_then(|d| d.attack).map(|r| r.modifier).unwrap()
}

/// Whether a d100 roll passes a test against `target`, with the line's 01 and 100.
fn passes(p: &Profile, roll: i32, target: i32) -> bool {
    if p.natural_01_100 && roll == 1 {
        true
    } else if p.natural_01_100 && roll == 100 {
        false
    } else {
        roll <= target
    }
}

/// The exact chance of passing a test against `target`.
fn p_pass(p: &Profile, target: i32) -> f64 {
    (1..=100).filter(|&r| passes(p, r, target)).count() as f64 / 100.0
}

/// Asserts `got` is within five standard errors of `exact` for `TRIALS` trials of a
/// quantity with standard deviation `sd` per trial.
fn close(what: &str, got: f64, exact: f64, sd: f64) {
    let tolerance = 5.0 * sd / f64::from(TRIALS).sqrt();
    assert!(
        (got - exact).abs() <= tolerance,
        "{what}: analysis says {got:.4}, exactly {exact:.4} (tolerance {tolerance:.4})"
    );
}

/// A melee attack with WS 40 and no Strength: a plain 1d10 with nothing to soak it, no
/// Righteous Fury, against a target with wounds enough never to take critical damage.
fn plain_melee(ruleset: &str) -> Value {
    json!({
        "ruleset": ruleset,
        "attacker": { "characteristics": { "ws": 40, "s": 0 } },
        "target": { "characteristics": { "t": 0, "ag": 30, "wp": 30 }, "wounds": 1000,
                    "skills": { "dodge": { "trained": true } } },
        "weapon": { "class": "melee", "damage": "1d10", "damageType": "impact" },
        "action": "standard",
        "options": { "righteousFury": "never" }
    })
}

#[test]
fn the_hit_chance_of_a_standard_attack_is_the_chance_of_the_test() {
    for r in Ruleset::ALL {
        let p = profile(r);
        let a = analyze(plain_melee(r.as_str()));
        let exact = p_pass(p, 40 + standard_modifier(p));
        close(&format!("{} hit chance", r.as_str()), a.hit_chance, exact, (exact * (1.0 - exact)).sqrt());
        close(&format!("{} mean hits", r.as_str()), a.mean_hits, exact, (exact * (1.0 - exact)).sqrt());
        assert_eq!(a.jam_chance, 0.0, "a melee weapon never jams");
    }
}

#[test]
fn a_dodge_takes_its_share_of_the_hits() {
    for r in Ruleset::ALL {
        let p = profile(r);
        let a = analyze(merge(plain_melee(r.as_str()), json!({ "reaction": "dodge" })));
        // One hit: a successful Dodge (Agility 30, trained) negates it.
        let exact = p_pass(p, 40 + standard_modifier(p)) * (1.0 - p_pass(p, 30));
        close(
            &format!("{} hit chance against a dodge", r.as_str()),
            a.hit_chance,
            exact,
            (exact * (1.0 - exact)).sqrt(),
        );
    }
}

#[test]
fn a_single_shot_jams_on_its_top_faces() {
    for r in Ruleset::ALL {
        let p = profile(r);
        let a = analyze(merge(ranged(r.as_str()), json!({ "options": { "righteousFury": "never" } })));
        let jam_at = p.jams.single as i32;
        let target = 40 + standard_modifier(p);
        let jams = (jam_at..=100).count() as f64 / 100.0;
        let hits = (1..jam_at).filter(|&roll| passes(p, roll, target)).count() as f64 / 100.0;
        close(&format!("{} jam chance", r.as_str()), a.jam_chance, jams, (jams * (1.0 - jams)).sqrt());
        close(&format!("{} hit chance of a shot", r.as_str()), a.hit_chance, hits, (hits * (1.0 - hits)).sqrt());
    }
}

#[test]
fn the_mean_damage_of_a_plain_d10_is_exact() {
    for r in Ruleset::ALL {
        let p = profile(r);
        let target = 40 + standard_modifier(p);
        // Wounds per trial: 0 on a miss; on a hit the d10, or in Rogue Trader the higher of
        // the d10 and the degrees of success (they replace a lower die).
        let (mut mean, mut square) = (0.0, 0.0);
        for roll in (1..=100).filter(|&roll| passes(p, roll, target)) {
            let degrees = if p.degrees_replace_die { expected_degrees(p, target, roll, true) } else { 0 };
            for die in 1..=10 {
                let w = f64::from(die.max(degrees));
                mean += w / 1000.0;
                square += w * w / 1000.0;
            }
        }
        let a = analyze(plain_melee(r.as_str()));
        close(&format!("{} mean wounds", r.as_str()), a.mean_wounds, mean, (square - mean * mean).sqrt());
        assert_eq!(a.crit_chance, 0.0);
        assert_eq!(a.fury_chance, 0.0, "Righteous Fury is switched off");
    }
}
