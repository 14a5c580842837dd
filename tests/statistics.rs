//! Statistics: the seeded dice are uniform, and `analyze_attack` agrees with probabilities
//! worked out exactly.
//!
//! Every run is seeded, so each test is deterministic: it passes or fails the same way
//! every time. The thresholds are set so that a failure means a real bias, not bad luck:
//! chi-square at p = 0.001, and analysis within five standard errors of the exact value.

mod common;
use cogitator::dice::Dice;
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

/// The request's analysis, sampled over `TRIALS` trials (never worked out exactly: these
/// tests hold the sampling to the exact figures).
fn analyze(v: Value) -> Analysis {
    let req = cogitator::attack::analysis::parse_request(
        &merge(v, json!({ "trials": TRIALS, "dice": { "seed": 2024 }, "exact": false })).to_string(),
    )
    .unwrap();
    let a = analyze_attack(&req, 0).unwrap();
    assert!(!a.exact);
    a
}

/// The request's analysis worked out exactly (`exact: true`).
fn exactly(v: Value) -> Analysis {
    let req = cogitator::attack::analysis::parse_request(&merge(v, json!({ "exact": true })).to_string()).unwrap();
    let a = analyze_attack(&req, 0).unwrap();
    assert!(a.exact, "an exact analysis says so");
    a
}

/// Asserts an exact analysis's figure is the exact value (up to floating-point rounding).
fn same(what: &str, got: f64, exact: f64) {
    // Adding up thousands of weights rounds in the last bits.
    assert!((got - exact).abs() < 1e-9, "{what}: the exact analysis says {got}, exactly {exact}");
}

/// The modifier the line's Standard Attack gives to its Weapon or Ballistic Skill test.
fn standard_attack_modifier(ruleset: &str) -> i32 {
    match ruleset {
        // 003 Table 7-5: Combat Actions lists no bonus for it, and the Combat Difficulty
        // Summary files "A Standard Attack" under Challenging (+0).
        "dh1" => 0,
        // 000 Table 9-4: Combat Actions gives it no bonus; Table 9-8: Combat Difficulty
        // Summary files it under Challenging (+0).
        "rt" => 0,
        // 002 Combat Difficulty Summary: "A Standard Attack" is Ordinary (+10); its Combat
        // Actions row reads "+10 WS or BS" once realigned with 004 (see the seeds' README).
        "ow" => 10,
        // 004 Combat Actions, Standard Attack: +10 to WS or BS.
        "dh2" => 10,
        other => panic!("no Standard Attack modifier written for ruleset {other}"),
    }
}

/// The lowest unmodified d100 face that jams a ranged weapon for an attack action: a single
/// shot, or the bursts (semi-auto, full auto and suppressing fire).
fn jam_threshold(ruleset: &str, action: Action) -> i32 {
    let burst = matches!(action, Action::SemiAuto | Action::FullAuto | Action::SuppressingFire);
    match (ruleset, burst) {
        // 003 "Weapon Jams": 96 to 00.
        ("dh1", false) => 96,
        // 003 "Semi-Auto Burst", "Full Auto Burst" and "Suppressing Fire": 94 to 00.
        ("dh1", true) => 94,
        // 000 "Weapon Jams": 96 to 00.
        ("rt", false) => 96,
        // 000 "Semi-Auto Burst", "Full Auto Burst" and "Suppressing Fire": 94 to 00.
        ("rt", true) => 94,
        // 002 "Weapon Jams": an unmodified 96 - 100.
        ("ow", false) => 96,
        // 002 gives one figure for every ranged attack; the bursts follow 004's second-
        // generation rows (94+), as docs/rulesets.md ("jams on an unmodified 96+ for single
        // shots and 94+ for bursts", common to all four lines) has it.
        ("ow", true) => 94,
        // 004 Combat Actions, Standard Attack: 96+.
        ("dh2", false) => 96,
        // 004 Combat Actions, Semi-Auto Burst and Full Auto Burst (which Suppressing Fire
        // fires): 94+.
        ("dh2", true) => 94,
        (other, _) => panic!("no jam threshold written for ruleset {other}"),
    }
}

/// Whether the line lets an attack's degrees of success stand in for a damage die.
fn degrees_replace_die(ruleset: &str) -> bool {
    match ruleset {
        // 000 "Step Four: Attacker Determines Damage": the attacker may swap one damage die
        // for the attack's degrees of success.
        "rt" => true,
        // 003's damage step has no such swap; 002 and 004 are silent, and docs/rulesets.md
        // ("Degrees of success replace a damage die") has it in Rogue Trader only.
        "dh1" | "ow" | "dh2" => false,
        other => panic!("no damage-die rule written for ruleset {other}"),
    }
}

/// The exact chance of passing a test against `target`.
fn p_pass(ruleset: &str, target: i32) -> f64 {
    (1..=100).filter(|&r| passes_rule(ruleset, r, target)).count() as f64 / 100.0
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
        let a = analyze(plain_melee(r.as_str()));
        let exact = p_pass(r.as_str(), 40 + standard_attack_modifier(r.as_str()));
        close(&format!("{} hit chance", r.as_str()), a.hit_chance, exact, (exact * (1.0 - exact)).sqrt());
        close(&format!("{} mean hits", r.as_str()), a.mean_hits, exact, (exact * (1.0 - exact)).sqrt());
        assert_eq!(a.jam_chance, 0.0, "a melee weapon never jams");
    }
}

#[test]
fn a_dodge_takes_its_share_of_the_hits() {
    for r in Ruleset::ALL {
        let a = analyze(merge(plain_melee(r.as_str()), json!({ "reaction": "dodge" })));
        // One hit: a successful Dodge (Agility 30, trained) negates it.
        let exact = p_pass(r.as_str(), 40 + standard_attack_modifier(r.as_str())) * (1.0 - p_pass(r.as_str(), 30));
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
        let a = analyze(merge(ranged(r.as_str()), json!({ "options": { "righteousFury": "never" } })));
        // `ranged` makes a Standard Attack: one shot.
        let jam_at = jam_threshold(r.as_str(), Action::Standard);
        let target = 40 + standard_attack_modifier(r.as_str());
        let jams = (jam_at..=100).count() as f64 / 100.0;
        let hits = (1..jam_at).filter(|&roll| passes_rule(r.as_str(), roll, target)).count() as f64 / 100.0;
        close(&format!("{} jam chance", r.as_str()), a.jam_chance, jams, (jams * (1.0 - jams)).sqrt());
        close(&format!("{} hit chance of a shot", r.as_str()), a.hit_chance, hits, (hits * (1.0 - hits)).sqrt());
    }
}

#[test]
fn the_mean_damage_of_a_plain_d10_is_exact() {
    for r in Ruleset::ALL {
        let target = 40 + standard_attack_modifier(r.as_str());
        // Wounds per trial: 0 on a miss; on a hit the d10, or in Rogue Trader the higher of
        // the d10 and the degrees of success (they replace a lower die).
        let (mut mean, mut square) = (0.0, 0.0);
        for roll in (1..=100).filter(|&roll| passes_rule(r.as_str(), roll, target)) {
            let degrees =
                if degrees_replace_die(r.as_str()) { degrees_rule(r.as_str(), target, roll, true) } else { 0 };
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

// ---------------------------------------------------------------------------------------
// Distributions.
// ---------------------------------------------------------------------------------------

/// The exact chance that 2d10 show `total` between them.
fn two_d10(total: i32) -> f64 {
    if (2..=20).contains(&total) {
        f64::from(10 - (total - 11).abs()) / 100.0
    } else {
        0.0
    }
}

/// Asserts each entry of `got` is within five standard errors of the same entry of `exact`
/// (a chance over `TRIALS` trials), and that the lists are as long.
fn close_list(what: &str, got: &[f64], exact: &[f64]) {
    assert_eq!(got.len(), exact.len(), "{what}: {got:?} against {exact:?}");
    for (i, (&g, &e)) in got.iter().zip(exact).enumerate() {
        close(&format!("{what} [{i}]"), g, e, (e * (1.0 - e)).sqrt());
    }
}

/// The sum of a list and its mean (entry `i` weighted by `i`).
fn sum_and_mean(list: &[f64]) -> (f64, f64) {
    (list.iter().sum(), list.iter().enumerate().map(|(i, p)| i as f64 * p).sum())
}

/// A melee blow on a helpless target: it hits without a roll and rolls its dice twice, so a
/// 1d10 weapon deals 2d10, with no Strength, armour or toughness to change it.
fn helpless_melee(ruleset: &str) -> Value {
    merge(plain_melee(ruleset), json!({ "target": { "conditions": ["helpless"] } }))
}

#[test]
fn a_blow_on_a_helpless_target_spreads_its_damage_as_two_d10() {
    for r in Ruleset::ALL {
        let a = analyze(helpless_melee(r.as_str()));
        let d = &a.distributions;
        assert_eq!(d.hits, [0.0, 1.0], "{}: every blow lands, once", r.as_str());
        let exact: Vec<f64> = (0..=20).map(two_d10).collect();
        close_list(&format!("{} damage", r.as_str()), &d.damage, &exact);
        assert_eq!(d.damage[..2], [0.0, 0.0], "2d10 never shows less than 2");
        assert_eq!(d.wounds, d.damage, "{}: nothing soaks the damage", r.as_str());
        assert_eq!(d.critical_damage, [1.0], "{}: 1000 wounds take no critical damage", r.as_str());
    }
}

#[test]
fn toughness_and_armour_take_their_share_of_each_total() {
    for r in Ruleset::ALL {
        // TB 5, 3 armour points everywhere, Penetration 1: wounds = max(0, 2d10 - 5 - 2).
        let armour = json!({ "head": 3, "rightArm": 3, "leftArm": 3, "body": 3, "rightLeg": 3, "leftLeg": 3 });
        let a = analyze(merge(
            helpless_melee(r.as_str()),
            json!({ "target": { "characteristics": { "t": 50 }, "armour": armour }, "weapon": { "penetration": 1 } }),
        ));
        let d = &a.distributions;
        let damage: Vec<f64> = (0..=20).map(two_d10).collect();
        close_list(&format!("{} damage", r.as_str()), &d.damage, &damage);
        let mut wounds = vec![(0..=7).map(two_d10).sum::<f64>()];
        wounds.extend((8..=20).map(two_d10));
        close_list(&format!("{} wounds", r.as_str()), &d.wounds, &wounds);
        let (sum, mean) = sum_and_mean(&d.wounds);
        assert!((sum - 1.0).abs() < 1e-9, "{}: sums to {sum}", r.as_str());
        assert!((mean - a.mean_wounds).abs() < 1e-9, "{}: {mean} against {}", r.as_str(), a.mean_wounds);
    }
}

#[test]
fn the_last_entry_holds_every_total_past_the_cap() {
    // 2d10 + 193: 195 to 198 have their own entries (1, 2, 3 and 4 chances in 100), and the
    // other 90 in 100 fall in the last, "199 or more".
    let a = analyze(merge(helpless_melee("dh1"), json!({ "weapon": { "damage": "1d10+193" } })));
    let d = &a.distributions;
    assert_eq!(d.damage.len(), cogitator::attack::analysis::DISTRIBUTION_LEN);
    assert_eq!(d.damage.len(), 200);
    assert!(d.damage[..195].iter().all(|&p| p == 0.0));
    close_list("capped damage", &d.damage[195..], &[0.01, 0.02, 0.03, 0.04, 0.90]);
    assert_eq!(d.wounds, d.damage);
    let (sum, mean) = sum_and_mean(&d.damage);
    assert!((sum - 1.0).abs() < 1e-9, "sums to {sum}");
    // The cap counts 200 to 213 as 199, so the list's mean falls short of the true one.
    assert!(mean < a.mean_wounds - 1.0, "{mean} against {}", a.mean_wounds);
    assert!(mean > 195.0, "{mean}");
    // Totals that all lie past the cap fill the last entry alone.
    let a = analyze(merge(helpless_melee("dh1"), json!({ "weapon": { "damage": "1d10+250" } })));
    assert_eq!(a.distributions.damage.len(), 200);
    assert_eq!(a.distributions.damage[199], 1.0);
    assert_eq!(a.distributions.hits, [0.0, 1.0]);
}

#[test]
fn the_distributions_agree_with_the_chances_and_means() {
    for r in Ruleset::ALL {
        // Semi-automatic bursts of a Toxic rifle on a target with 10 wounds: misses, several
        // hits, the wounds Toxic adds after a hit, and critical damage.
        // Toxic takes the poison's strength in the second-generation lines.
        let toxic =
            if matches!(r, Ruleset::Dh1 | Ruleset::Rt) { json!("toxic") } else { json!({ "id": "toxic", "value": 2 }) };
        let req = merge(
            ranged(r.as_str()),
            json!({
                "action": "semiAuto",
                "weapon": { "rateOfFire": { "single": true, "semi": 3 }, "qualities": [toxic] },
                "target": { "wounds": 10, "characteristics": { "t": 20 } },
                "options": { "righteousFury": "never" }
            }),
        );
        let a = analyze(req);
        let d = &a.distributions;
        let what = r.as_str();
        for (name, list) in
            [("hits", &d.hits), ("damage", &d.damage), ("wounds", &d.wounds), ("crit", &d.critical_damage)]
        {
            let (sum, _) = sum_and_mean(list);
            assert!((sum - 1.0).abs() < 1e-9, "{what} {name}: sums to {sum}");
            assert!(list.last().is_some_and(|&p| p > 0.0), "{what} {name}: ends at the largest total seen");
            assert!(list.len() < 200, "{what} {name}: nothing reaches the cap");
        }
        assert!(d.hits.len() > 2, "{what}: several hits at once {:?}", d.hits);
        assert!(d.critical_damage.len() > 1, "{what}: some critical damage");
        let (_, hits) = sum_and_mean(&d.hits);
        let (_, wounds) = sum_and_mean(&d.wounds);
        assert!((hits - a.mean_hits).abs() < 1e-9, "{what}: {hits} against {}", a.mean_hits);
        assert!((wounds - a.mean_wounds).abs() < 1e-9, "{what}: {wounds} against {}", a.mean_wounds);
        assert!((d.hits[0] - (1.0 - a.hit_chance)).abs() < 1e-9, "{what}: no hit is a miss");
        assert_eq!(d.damage[0], d.hits[0], "{what}: a hit of 1d10+3 does 4 damage or more");
        // Without Righteous Fury a critical comes only from damage past wounds.
        assert!((1.0 - d.critical_damage[0] - a.crit_chance).abs() < 1e-9, "{what}: criticals {:?}", a.crit_chance);
    }
}

// ---------------------------------------------------------------------------------------
// Exact analysis: every sequence of dice weighed by its chance, equal to the closed forms.
// ---------------------------------------------------------------------------------------

#[test]
fn exact_hit_chances_are_the_chances_of_the_tests() {
    for r in Ruleset::ALL {
        let line = r.as_str();
        let p = p_pass(line, 40 + standard_attack_modifier(line));
        let a = exactly(plain_melee(line));
        same(&format!("{line} hit chance"), a.hit_chance, p);
        same(&format!("{line} mean hits"), a.mean_hits, p);
        same(&format!("{line} hit list"), a.distributions.hits[1], p);
        assert_eq!(a.jam_chance, 0.0);
        // A successful Dodge (Agility 30, trained) negates the one hit.
        let a = exactly(merge(plain_melee(line), json!({ "reaction": "dodge" })));
        same(&format!("{line} hit chance against a dodge"), a.hit_chance, p * (1.0 - p_pass(line, 30)));
        // A single shot jams from the line's jam face up.
        let a = exactly(merge(ranged(line), json!({ "options": { "righteousFury": "never" } })));
        let jam_at = jam_threshold(line, Action::Standard);
        let target = 40 + standard_attack_modifier(line);
        same(&format!("{line} jam chance"), a.jam_chance, (jam_at..=100).count() as f64 / 100.0);
        let hits = (1..jam_at).filter(|&roll| passes_rule(line, roll, target)).count() as f64 / 100.0;
        same(&format!("{line} hit chance of a shot"), a.hit_chance, hits);
    }
}

#[test]
fn exact_damage_and_soak_are_the_closed_forms() {
    for r in Ruleset::ALL {
        let line = r.as_str();
        // Mean wounds of a plain d10 (with Rogue Trader's degrees standing in for a lower die).
        let target = 40 + standard_attack_modifier(line);
        let mut mean = 0.0;
        for roll in (1..=100).filter(|&roll| passes_rule(line, roll, target)) {
            let degrees = if degrees_replace_die(line) { degrees_rule(line, target, roll, true) } else { 0 };
            mean += (1..=10).map(|die| f64::from(die.max(degrees))).sum::<f64>() / 1000.0;
        }
        same(&format!("{line} mean wounds"), exactly(plain_melee(line)).mean_wounds, mean);
        // A helpless target takes 2d10; TB 5 and 3 armour less Penetration 1 take 7 of it.
        let a = exactly(helpless_melee(line));
        let two: Vec<f64> = (0..=20).map(two_d10).collect();
        assert_eq!(a.distributions.damage.len(), two.len());
        for (i, (&g, &e)) in a.distributions.damage.iter().zip(&two).enumerate() {
            same(&format!("{line} 2d10 [{i}]"), g, e);
        }
        let armour = json!({ "head": 3, "rightArm": 3, "leftArm": 3, "body": 3, "rightLeg": 3, "leftLeg": 3 });
        let a = exactly(merge(
            helpless_melee(line),
            json!({ "target": { "characteristics": { "t": 50 }, "armour": armour }, "weapon": { "penetration": 1 } }),
        ));
        let mut wounds = vec![(0..=7).map(two_d10).sum::<f64>()];
        wounds.extend((8..=20).map(two_d10));
        assert_eq!(a.distributions.wounds.len(), wounds.len());
        for (i, (&g, &e)) in a.distributions.wounds.iter().zip(&wounds).enumerate() {
            same(&format!("{line} soaked [{i}]"), g, e);
        }
    }
}

#[test]
fn sampling_agrees_with_the_exact_analysis_where_no_closed_form_is_written() {
    // A lasgun with Righteous Fury and critical damage: no formula above, but the exact
    // analysis and 100000 sampled trials must agree within five standard errors. In the
    // first-generation lines the target is frail and dodges; the second generation's
    // Righteous Fury rolls critical effects, whose dice make the tree some 64000 runs for a
    // sturdier target that does not dodge.
    for r in Ruleset::ALL {
        let line = r.as_str();
        let v = match r {
            Ruleset::Dh1 | Ruleset::Rt => merge(ranged(line), json!({ "target": { "wounds": 6 }, "reaction": "dodge" })),
            _ => ranged(line),
        };
        let e = exactly(v.clone());
        let s = analyze(v);
        for (what, got, exact) in [
            ("hit", s.hit_chance, e.hit_chance),
            ("crit", s.crit_chance, e.crit_chance),
            ("kill", s.kill_chance, e.kill_chance),
            ("fury", s.fury_chance, e.fury_chance),
            ("jam", s.jam_chance, e.jam_chance),
        ] {
            close(&format!("{line} {what} chance"), got, exact, (exact * (1.0 - exact)).sqrt());
        }
        let (sum, mean) = sum_and_mean(&e.distributions.wounds);
        same(&format!("{line} wounds list sums to 1"), sum, 1.0);
        same(&format!("{line} mean wounds"), mean, e.mean_wounds);
        assert!(e.crit_chance > 0.0, "{line}: the tree reaches critical damage: {e:?}");
    }
}

#[test]
fn exact_is_chosen_when_cheap_asked_for_or_refused() {
    // A Dark Heresy single shot with no reaction: a few hundred sequences of dice.
    let shot = ranged("dh1");
    let with = |extra: Value| {
        let req = cogitator::attack::analysis::parse_request(&merge(shot.clone(), extra).to_string()).unwrap();
        analyze_attack(&req, 0)
    };
    // Without `exact`: exactly when the tree takes at most one run per 20 trials.
    assert!(!with(json!({ "trials": 1000, "dice": { "seed": 1 } })).unwrap().exact);
    let a = with(json!({ "trials": 20_000, "dice": { "seed": 1 } })).unwrap();
    assert!(a.exact);
    assert_eq!((a.trials, a.seed, a.lean_trials), (20_000, 1, 0), "the trials asked for and the seed are reported");
    // The figures do not depend on the seed or the trials.
    let b = with(json!({ "trials": 50_000, "dice": { "seed": 99 } })).unwrap();
    assert_eq!(
        serde_json::to_string(&Analysis { trials: 0, seed: 0, ..a }).unwrap(),
        serde_json::to_string(&Analysis { trials: 0, seed: 0, ..b }).unwrap()
    );
    assert!(!with(json!({ "trials": 50_000, "exact": false })).unwrap().exact);
    // Asked for where the tree is too large: limit_exceeded, never a silent sample.
    let e = with(json!({ "action": "fullAuto", "exact": true,
        "weapon": { "rateOfFire": { "full": 10 } }, "reaction": "dodge" }))
    .unwrap_err();
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::LimitExceeded, Some("exact")));
    // Only analyzeAttack takes it.
    let e = attack_err(merge(shot, json!({ "exact": true })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("exact")));
}

// ---------------------------------------------------------------------------------------
// The flat analysis trial (`analysis_flat`) counts what the lean trial and the engine count.
// ---------------------------------------------------------------------------------------

/// The shapes of attack the flat trial is for, in every line, each analysed 4000 times from
/// one seed three ways: flat where its tables cover a trial, lean only, and the whole engine
/// for every trial. The figures must be the same to the last bit (a trial draws the engine's
/// dice in the engine's order), and the flat trial must have counted most of them. The
/// shapes: a standard shot, a semi-auto burst against a dodge, a full-auto burst, a melee
/// blow against a parry with Tearing (000/003 "Tearing"), an aimed shot with Accurate
/// (ow/dh2 "Accurate"), Proven (3) and Mighty Shot, Rogue Trader's degrees replacing the
/// lowest die (000 "Step Four: Determine Damage"), and a shot and a burst at a target in
/// cover of 4 AP that wears as it is beaten (000 "Damaging Cover"), each against armour.
#[test]
fn flat_trials_count_what_the_engine_counts() {
    let armour = json!({ "target": { "armour": { "head": 2, "body": 4, "rightArm": 3, "leftArm": 3, "rightLeg": 1, "leftLeg": 1 } } });
    for r in ["dh1", "rt", "ow", "dh2"] {
        let auto = json!({ "weapon": { "rateOfFire": { "single": true, "semi": 3, "full": 10 } }, "range": 20 });
        let mut shapes = vec![
            ("standard", ranged(r)),
            ("semi-auto, dodge", merge(merge(ranged(r), auto.clone()), json!({ "action": "semiAuto", "reaction": "dodge" }))),
            ("full auto", merge(merge(ranged(r), auto), json!({ "action": "fullAuto" }))),
            ("melee, parry, tearing", merge(melee(r), json!({ "reaction": "parry", "weapon": { "qualities": ["tearing"], "penetration": 1 } }))),
            (
                "proven, mighty shot",
                merge(ranged(r), json!({ "weapon": { "qualities": [{ "id": "proven", "value": 3 }] }, "attacker": { "talents": ["mighty_shot"] } })),
            ),
        ];
        // Cover (000 "Damaging Cover"): it wears by one point each time a hit beats it.
        let cover = json!({ "target": { "cover": { "ap": 4, "locations": ["body", "rightLeg", "leftLeg"] } } });
        shapes.push(("standard, in cover", merge(ranged(r), cover.clone())));
        let burst = json!({ "action": "fullAuto", "range": 20, "weapon": { "rateOfFire": { "full": 10 } } });
        shapes.push(("full auto, in cover", merge(merge(ranged(r), burst), cover)));
        // What changes soak: the target's Natural Armour (2) and Unnatural Toughness (2),
        // the weapon's Felling (1) and Razor Sharp (penetration doubled from three degrees;
        // the ids are the features' own, `docs/features.md`), at penetration 2.
        let hard = json!({ "target": { "traits": [{ "id": "natural_armour", "value": 2 }, { "id": "unnatural_toughness", "value": 2 }] },
            "weapon": { "penetration": 2, "qualities": [{ "id": "felling", "value": 1 }, "razorSharp"] },
            "modifiers": [{ "label": "Easy shot", "value": 20 }] });
        shapes.push(("natural armour, felling, razor sharp", merge(ranged(r), hard)));
        // A target an earlier round harmed: prone and stunned (the attack's modifiers,
        // 000/003/004 "Combat Circumstances"), fatigued (its Dodge's penalty), with damage and
        // critical damage taken and lasting injuries, which the engine's steps carry on
        // from the first hit with critical damage, and a fate point to burn rather than die
        // (003 "Burning Fate").
        let harmed = json!({ "action": "semiAuto", "reaction": "dodge", "range": 20,
            "targetFate": { "burnToSurvive": true },
            "weapon": { "rateOfFire": { "single": true, "semi": 3 } },
            "target": { "conditions": ["prone", "stunned"], "fatigue": 1, "damage": 4, "criticalDamage": 1,
                "injuries": [{ "type": "bloodLoss" }, { "type": "crippled", "location": "rightArm", "damage": 2 }] } });
        shapes.push(("semi-auto, dodge, a harmed target", merge(ranged(r), harmed)));
        if r == "ow" || r == "dh2" {
            let aimed = json!({ "aim": "full", "modifiers": [{ "label": "Easy shot", "value": 30 }], "weapon": { "qualities": ["accurate"] } });
            shapes.push(("aimed, accurate", merge(ranged(r), aimed)));
        }
        for (name, shape) in shapes {
            let v = merge(merge(shape, armour.clone()), json!({ "trials": 4000, "exact": false, "dice": { "seed": 77 } }));
            let req = cogitator::attack::analysis::parse_request(&v.to_string()).unwrap_or_else(|e| panic!("{r} {name}: {e:?}"));
            let flat = cogitator::attack::analysis::analyze_sampled(&req, 1).unwrap();
            let lean = cogitator::attack::analysis::analyze_lean(&req, 1).unwrap();
            let full = cogitator::attack::analysis::analyze_with_full_engine(&req, 1).unwrap();
            let figures = |a: &Analysis| serde_json::to_string(&Analysis { lean_trials: 0, flat_trials: 0, ..a.clone() }).unwrap();
            assert_eq!(figures(&flat), figures(&full), "{r} {name}: flat against the engine");
            assert_eq!(figures(&lean), figures(&full), "{r} {name}: lean against the engine");
            assert_eq!((lean.flat_trials, full.lean_trials), (0, 0), "{r} {name}");
            // Whole flat trials: all but those with critical damage before the last hit
            // or critical effects that roll dice (a third of a full-auto burst's).
            assert!(flat.flat_trials * 2 > flat.trials, "{r} {name}: the flat trial counted {} of {}", flat.flat_trials, flat.trials);
            assert_eq!(flat.lean_trials, flat.trials, "{r} {name}: every trial lean");
            assert!(flat.hit_chance > 0.05 && flat.mean_wounds > 0.0, "{r} {name}: the attack lands");
        }
    }
}

/// The qualities that act after each hit (each line's Weapon Qualities with an after-hit
/// effect: Shocking, Toxic and Snare in every line, Concussive and Crippling in Only War and
/// the second edition, found from the line's profile) leave an analysis's trials lean:
/// every hit lands on the target's running state and the engine's own after-hit step rolls
/// the target's test (and Toxic's d10) from the same dice, so the figures are the engine's
/// to the last bit. None of them runs flat (the tables stop before a hit's aftermath). A
/// melee blow and a semi-auto burst each, 2000 trials from one seed.
#[test]
fn after_hit_qualities_run_lean_with_the_engines_figures() {
    use cogitator::rules::features::{Fx, Kind, Takes};
    for line in Ruleset::ALL {
        let r = line.as_str();
        let after = |fx: &Fx| {
            matches!(fx, Fx::Shocking { .. } | Fx::Toxic { .. } | Fx::Snare { .. } | Fx::Concussive { .. } | Fx::Crippling)
        };
        let qualities: Vec<Value> = cogitator::rules::profile(line)
            .features
            .iter()
            .filter(|f| f.kind == Kind::Quality && f.effects.iter().any(after))
            .map(|f| match f.value {
                Takes::Required(_) => json!({ "id": f.id, "value": 1 }),
                _ => json!(f.id),
            })
            .collect();
        assert!(qualities.len() >= 3, "{r}: Shocking, Toxic and Snare at least ({qualities:?})");
        let burst = json!({ "action": "semiAuto", "range": 20, "weapon": { "rateOfFire": { "single": true, "semi": 3 } } });
        for q in qualities {
            for (name, shape) in [("melee", melee(r)), ("semi-auto", merge(ranged(r), burst.clone()))] {
                let v = merge(shape, json!({ "weapon": { "qualities": [q] }, "trials": 2000, "exact": false, "dice": { "seed": 5 } }));
                let req = cogitator::attack::analysis::parse_request(&v.to_string()).unwrap_or_else(|e| panic!("{r} {name} {q}: {e:?}"));
                let sampled = cogitator::attack::analysis::analyze_sampled(&req, 1).unwrap();
                let full = cogitator::attack::analysis::analyze_with_full_engine(&req, 1).unwrap();
                let figures = |a: &Analysis| serde_json::to_string(&Analysis { lean_trials: 0, flat_trials: 0, ..a.clone() }).unwrap();
                assert_eq!(figures(&sampled), figures(&full), "{r} {name} {q}: lean against the engine");
                assert_eq!((sampled.lean_trials, sampled.flat_trials), (sampled.trials, 0), "{r} {name} {q}");
                assert!(sampled.mean_wounds > 0.0, "{r} {name} {q}: the attack deals wounds");
            }
        }
    }
}

/// A run that keeps no record (analysis: no log, no modifier lists, a critical effect's
/// test rolled on its capped total) counts what the whole outcome shows: trial `i` of an
/// analysis from seed `s` is the attack `resolveAttack` resolves from the seed
/// `derive_seed(s, i)`, so the analysis's figures are those of the outcomes of its trials'
/// seeds, added up. Shapes that reach the critical tables' tests and their fatigue
/// modifier (000/003 "Critical Damage"): a full-auto burst by a player character (Righteous
/// Fury in every line) at an 8-wound target, a shot at a fatigued 4-wound target, and a
/// two-dice Tearing blow against a parry, in each line.
#[test]
fn analysis_counts_what_each_trials_outcome_shows() {
    let trials = 600u32;
    let seed = 99u64;
    // The critical effects' tests a hit's outcome shows, and those taken fatigued.
    let tests_of = |h: &Hit| -> (u32, u32) {
        let crits = if h.criticals.is_empty() { h.critical.as_slice() } else { h.criticals.as_slice() };
        let tests: Vec<&TestResult> = crits
            .iter()
            .flat_map(|c| &c.effects)
            .filter_map(|e| match e {
                Effect::Test { test } => Some(test),
                _ => None,
            })
            .collect();
        let fatigued = tests.iter().filter(|t| t.modifiers.iter().any(|m| m.id.as_deref() == Some("fatigued"))).count();
        (tests.len() as u32, fatigued as u32)
    };
    for r in ["dh1", "rt", "ow", "dh2"] {
        let (mut tests, mut fatigued_tests) = (0u32, 0u32);
        let burst = json!({ "action": "fullAuto", "range": 20, "attacker": { "player": true },
            "weapon": { "rateOfFire": { "single": true, "full": 10 } }, "target": { "wounds": 8 } });
        let fatigued = json!({ "target": { "wounds": 4, "fatigue": 2 }, "attacker": { "player": true } });
        let tearing = json!({ "reaction": "parry", "target": { "wounds": 6 },
            "weapon": { "damage": "2d10", "qualities": ["tearing"] } });
        let shapes = [
            ("full auto", merge(ranged(r), burst)),
            ("a fatigued target", merge(ranged(r), fatigued)),
            ("tearing, parry", merge(melee(r), tearing)),
        ];
        for (name, attack) in shapes {
            let v = merge(attack.clone(), json!({ "trials": trials, "exact": false, "dice": { "seed": seed } }));
            let req = cogitator::attack::analysis::parse_request(&v.to_string()).unwrap_or_else(|e| panic!("{r} {name}: {e:?}"));
            let a = cogitator::analyze_attack(&req, 1).unwrap();
            let (mut hit, mut hits, mut wounds, mut crit, mut kill, mut jam, mut ko, mut fury) = (0u32, 0u64, 0i64, 0u32, 0u32, 0u32, 0u32, 0u32);
            for i in 0..trials {
                let one = merge(attack.clone(), json!({ "dice": { "seed": cogitator::dice::derive_seed(seed, u64::from(i)) } }));
                let req: AttackRequest = serde_json::from_value(one).unwrap();
                let out = resolve_attack(&req, 1).unwrap_or_else(|e| panic!("{r} {name} trial {i}: {e:?}"));
                hit += u32::from(!out.hits.is_empty());
                hits += out.hits.len() as u64;
                wounds += out.hits.iter().map(|h| i64::from(h.wounds_dealt())).sum::<i64>();
                crit += u32::from(out.hits.iter().any(|h| h.critical_dealt()));
                kill += u32::from(out.target.dead);
                jam += u32::from(out.jammed);
                ko += u32::from(out.target.unconscious);
                fury += u32::from(out.hits.iter().any(|h| h.fury_triggered()));
                for (t, f) in out.hits.iter().map(tests_of) {
                    tests += t;
                    fatigued_tests += f;
                }
            }
            let n = f64::from(trials);
            let counted = (
                f64::from(hit) / n,
                hits as f64 / n,
                wounds as f64 / n,
                f64::from(crit) / n,
                f64::from(kill) / n,
                f64::from(jam) / n,
                f64::from(ko) / n,
                f64::from(fury) / n,
            );
            let figures = (a.hit_chance, a.mean_hits, a.mean_wounds, a.crit_chance, a.kill_chance, a.jam_chance, a.unconscious_chance, a.fury_chance);
            assert_eq!(figures, counted, "{r} {name}: the analysis against its trials' outcomes");
            assert!(crit > trials / 20, "{r} {name}: critical damage in {crit} of {trials} trials");
        }
        // The path this holds to the whole outcomes was taken: critical effects' tests, some
        // of them with the fatigue modifier.
        assert!(tests > 0 && fatigued_tests > 0, "{r}: {tests} critical tests, {fatigued_tests} of them fatigued");
        eprintln!("{r}: {tests} critical tests, {fatigued_tests} of them fatigued");
    }
}
