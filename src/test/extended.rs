//! Tests beyond one roll (003 Extended Tests, INVESTIGATION): `extendedTest` rolls the same
//! test until it has made the progress the task needs or the time runs out;
//! `investigate` rolls an Investigation skill until the hours the information takes are
//! used up (a success takes off 1d10 + the characteristic's bonus, a failure by three
//! degrees adds 1d10, one by five halts the search). Both take assistants as `rollTest`
//! does (`assistance`).

use super::test_roll::{side_test, Side};
use super::*;
use crate::dice::{Dice, Purpose};
use crate::error::wording::plural;
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::profile;
use crate::rules::tables::INVESTIGATION_BENCHMARKS;

/// The most tests one request may make, and the default.
pub const MAX_TESTS: i32 = 1000;
pub const DEFAULT_TESTS: i32 = 100;

fn max_tests(v: Option<f64>) -> Result<u32> {
    Ok(match v {
        Some(v) => validate::int(v, "maxTests", 1, MAX_TESTS)? as u32,
        None => DEFAULT_TESTS as u32,
    })
}

/// `extendedTest`: 003 Extended Tests. Each passed test counts one towards `needed` (or its
/// degrees, with `count: 'degrees'`), until the task is done or `maxTests` are taken.
pub fn extended_test(req: &ExtendedRequest, entropy: u64) -> Result<ExtendedOutcome> {
    let p = profile(req.ruleset);
    let needed = validate::int(req.needed, "needed", 1, 10_000)?;
    let most = max_tests(req.max_tests)?;
    let per = match req.time_per_test {
        Some(t) if !t.is_finite() || !(0.0..=1e9).contains(&t) => {
            return Err(Error::invalid("timePerTest", "must be a number from 0 to 1000000000"))
        }
        t => t,
    };
    let count = req.count.unwrap_or_default();
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut log = Vec::new();
    let mut tests = Vec::new();
    let mut progress = 0;
    let name = req.actor.display_name("the character");
    log.push(format!(
        "an extended test: {needed} {} needed, at most {}",
        match count {
            ExtendedCount::Successes => "successes",
            ExtendedCount::Degrees => "degrees of success",
        },
        plural(most as i32, "test")
    ));
    while (tests.len() as u32) < most && progress < needed {
        let side = Side {
            actor: &req.actor,
            characteristic: req.characteristic,
            skill: req.skill.as_deref(),
            modifiers: &req.modifiers,
            difficulty: req.difficulty.as_ref(),
            fate: None,
            any_characteristic: req.any_characteristic,
            assistants: &req.assistants,
        };
        let (t, note) = side_test(p, side, "actor", &mut dice, Purpose::Test)?;
        if tests.is_empty() {
            log.extend(note);
        }
        if t.success {
            progress += match count {
                ExtendedCount::Successes => 1,
                ExtendedCount::Degrees => t.degrees.max(0),
            };
        }
        log.push(format!("test {}: {name}: {}; progress {progress} of {needed}", tests.len() + 1, describe(&t)));
        tests.push(t);
    }
    let done = progress >= needed;
    let taken = tests.len() as u32;
    let time = per.map(|t| t * f64::from(taken));
    log.push(if done {
        format!("done after {}", plural(taken as i32, "test"))
    } else {
        format!("not done after {}", plural(taken as i32, "test"))
    });
    Ok(ExtendedOutcome {
        tests,
        progress,
        done,
        tests_taken: taken,
        time,
        dice: dice.take_record(),
        log,
        seed: dice.seed(),
    })
}

/// The complexity two steps up Table 7-4 (the last row stays).
fn harder(c: Complexity) -> Complexity {
    let rows = &INVESTIGATION_BENCHMARKS;
    let i = rows.iter().position(|b| b.complexity == c).unwrap_or(0);
    rows.get(i + 2).or(rows.last()).map_or(c, |b| b.complexity)
}

/// The hours an investigation takes and its difficulty: the request's own, else its
/// complexity's (003 Table 7-4). Checked before any die.
fn needed(req: &InvestigateRequest) -> Result<(Option<i32>, Option<Difficulty>)> {
    let bench = req.complexity.and_then(|c| INVESTIGATION_BENCHMARKS.iter().find(|b| b.complexity == c));
    let hours = req.hours.map(|h| validate::int(h, "hours", 0, 1_000_000)).transpose()?;
    if hours.is_none() && bench.is_none() {
        return Err(Error::invalid("hours", "is required (or a `complexity`, whose time it takes)"));
    }
    let difficulty = match (&req.difficulty, bench) {
        (Some(d), _) => Some(d.clone()),
        (None, Some(b)) => Some(Difficulty::Value(f64::from(b.modifier))),
        (None, None) => None,
    };
    Ok((hours, difficulty))
}

/// The hours left at the start: the request's, or the complexity's (a Labyrinthine subject's
/// years rolled first).
fn start(req: &InvestigateRequest, hours: Option<i32>, dice: &mut Dice, log: &mut Vec<String>) -> Result<f64> {
    let bench = req.complexity.and_then(|c| INVESTIGATION_BENCHMARKS.iter().find(|b| b.complexity == c));
    let left = match (hours, bench) {
        (Some(h), _) => f64::from(h),
        (None, Some(b)) => match b.die {
            Some(sides) => {
                let (_, n) = dice.die(sides, Purpose::Investigation)?;
                log.push(format!("a labyrinthine subject: 1d{sides} = {n} years"));
                b.hours * f64::from(n)
            }
            None => b.hours,
        },
        (None, None) => 0.0,
    };
    if let Some(b) = bench {
        log.push(format!(
            "complexity {:?}: {:+} to the tests{}",
            b.complexity,
            b.modifier,
            if hours.is_some() { ", the request's hours" } else { "" }
        ));
    }
    log.push(format!("{left} hours of investigation needed"));
    Ok(left)
}

/// `investigate`: 003 INVESTIGATION and Table 7-4.
pub fn investigate(req: &InvestigateRequest, entropy: u64) -> Result<InvestigateOutcome> {
    let p = profile(req.ruleset);
    let most = max_tests(req.max_tests)?;
    validate::skill(p, &req.actor, &req.skill, "skill")?;
    let own = crate::rules::skills::find(p, &req.skill).map(|d| d.characteristic);
    let c = match (req.characteristic, own) {
        (Some(c), _) => c,
        (None, Some(c)) => c,
        (None, None) => {
            return Err(Error::invalid("characteristic", "is required for a skill the line does not list"))
        }
    };
    let bonus = bonus(p, &req.actor, c, "actor")?;
    let (hours, difficulty) = needed(req)?;
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut log = Vec::new();
    let mut left = start(req, hours, &mut dice, &mut log)?;
    let name = req.actor.display_name("the character");
    let mut tests = Vec::new();
    let (mut setbacks, mut halted) = (0, false);
    let mut complexity = req.complexity;
    while left > 0.0 && (tests.len() as u32) < most {
        let side = Side {
            actor: &req.actor,
            characteristic: c,
            skill: Some(&req.skill),
            modifiers: &req.modifiers,
            difficulty: difficulty.as_ref(),
            fate: None,
            any_characteristic: req.any_characteristic,
            assistants: &req.assistants,
        };
        let (t, note) = side_test(p, side, "actor", &mut dice, Purpose::Test)?;
        if tests.is_empty() {
            log.extend(note);
        }
        log.push(format!("test {}: {name}: {}", tests.len() + 1, describe(&t)));
        if t.success {
            let d = dice.d10(Purpose::Investigation)?;
            let gained = d as i32 + bonus;
            left -= f64::from(gained);
            log.push(format!("1d10 ({d}) + {} Bonus {bonus}: {gained} hours off, {left} left", c.label()));
        } else if t.degrees >= 5 {
            halted = true;
            complexity = complexity.map(harder);
            log.push("failed by five degrees or more: the investigation halts, the subject two steps more complex".to_string());
        } else if t.degrees >= 3 {
            let d = dice.d10(Purpose::Investigation)?;
            setbacks += 1;
            left += f64::from(d);
            log.push(format!("failed by three degrees or more: a setback of 1d10 ({d}) hours, {left} left"));
        }
        tests.push(t);
        if halted {
            break;
        }
    }
    let done = left <= 0.0;
    if done {
        log.push("the information is found".to_string());
    }
    Ok(InvestigateOutcome {
        tests_taken: tests.len() as u32,
        tests,
        hours_left: left,
        setbacks,
        done,
        halted,
        complexity,
        dice: dice.take_record(),
        log,
        seed: dice.seed(),
    })
}
