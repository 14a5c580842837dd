//! Step two: the attack test (000 "Step Two: Make the Test", 003 "Step One: Test Weapon
//! Skill or Ballistic Skill"). A melee attack on a helpless target hits without a roll; a
//! blinded shooter misses without one. An unmodified roll at or above the jam threshold
//! (96 for single shots, 94 for bursts: 000 and 003 "Weapon Jams", the burst actions; the
//! weapon's own where a quality gives one: Reliable, Unreliable) jams the weapon and misses.
//! A weapon that overheats (Overheats) does so at or above its threshold instead, and misses
//! too (`overheat` deals the damage). A fate point may re-roll a miss, a jam or an overheat.

use super::{Log, Prepared};
use crate::dice::Dice;
use crate::error::Result;
use crate::model::*;
use crate::rules::Profile;
use crate::test;

/// Rolls the test; returns it and whether the weapon jammed.
pub(super) fn roll(pr: &Prepared, dice: &mut Dice, log: &mut Log) -> Result<(TestResult, bool)> {
    let p = pr.p;
    let req = &*pr.req;
    // A psychic attack: the Focus Power test already made is the attack's (004 Hit
    // Locations: its digits reversed place the hit); nothing jams or overheats.
    if let Some(t) = &req.given_test {
        note!(log, "Step 1-2 (test): the Focus Power test stands as the attack's: {}", test::describe(t));
        return Ok((t.clone(), false));
    }
    let mut test = match pr.automatic {
        Some((success, why)) => {
            note!(log, "{why}");
            TestResult {
                characteristic: pr.characteristic,
                skill: None,
                base: pr.base,
                modifiers: if log.full() { pr.modifiers.clone() } else { Vec::new() },
                target: pr.target_number,
                roll: None,
                success,
                degrees: if success { pr.automatic_degrees } else { 0 },
                automatic: true,
                fate: Vec::new(),
            }
        }
        None => {
            let spec = spec(log.full(), pr.p, pr.characteristic, None, pr.base, &pr.modifiers);
            // A fate point re-rolls a miss, a jam or an overheat (003 "Using Fate Points").
            let (jam_at, overheat_at) = (pr.jam_at, pr.overheat_at);
            let at_or_above = |t: &TestResult, at: Option<u32>| t.roll.zip(at).is_some_and(|(r, at)| r >= at);
            let failed = |t: &TestResult| !t.success || at_or_above(t, jam_at) || at_or_above(t, overheat_at);
            let mut t =
                test::roll_with_fate(p, &req.attacker, spec, dice, crate::dice::Purpose::Attack, pr.fate, failed)?;
            unfold(log.full(), &mut t, pr.base);
            t
        }
    };
    let jammed = match (test.roll, pr.jam_at) {
        (Some(r), Some(at)) => r >= at,
        _ => false,
    };
    let overheated = super::overheat::overheated(pr, &test);
    if (jammed || overheated) && test.success {
        test.success = false;
        test.degrees = test::min_degrees(p);
    }
    note!(
        log,
        "Step 1-2 (test): {} attacks {} ({}): {}",
        req.attacker.name_or("the attacker"),
        req.target.name_or("the target"),
        req.action.as_str(),
        test::describe(&test)
    );
    if jammed {
        note!(
            log,
            "the roll of {} jams the weapon and misses (jams on {}+)",
            test.roll.unwrap_or(0),
            pr.jam_at.unwrap_or(0)
        );
    }
    if overheated {
        note!(
            log,
            "the roll of {} overheats the weapon and misses (overheats on {}+)",
            test.roll.unwrap_or(0),
            pr.overheat_at.unwrap_or(0)
        );
    }
    Ok((test, jammed))
}

/// A test ready to roll, as the run keeps it: when `full` (`Log::full`), the named modifiers
/// and the skill; otherwise neither (nothing allocated), the modifiers' capped total folded
/// into the base so that the target number, the success and the degrees are the same.
/// `unfold` puts the base back once the test is rolled.
pub(super) fn spec<'a>(
    full: bool,
    p: &Profile,
    characteristic: Characteristic,
    skill: Option<&'a str>,
    base: i32,
    modifiers: &[NamedModifier],
) -> test::Spec<'a> {
    if full {
        return test::Spec { characteristic, skill, base, modifiers: modifiers.to_vec() };
    }
    let total = modifiers.iter().map(|m| m.value).sum::<i32>().clamp(-p.modifier_cap, p.modifier_cap);
    test::Spec { characteristic, skill: None, base: base + total, modifiers: Vec::new() }
}

/// The test's own base again, after rolling a `spec` made when not `full`.
pub(super) fn unfold(full: bool, t: &mut TestResult, base: i32) {
    if !full {
        t.base = base;
    }
}
