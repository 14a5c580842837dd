//! Opposed tests (`opposedTest`; 003 "Opposed Skill Tests"): both sides roll, and the
//! winner is found by success, then degrees, then the characteristic bonus, then the lower
//! roll.

use super::test_roll::Side;
use super::*;
use crate::dice::Dice;
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::profile;

pub fn opposed_test(req: &OpposedRequest, entropy: u64) -> Result<OpposedOutcome> {
    let p = profile(req.ruleset);
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut log = Vec::new();
    let mut sides = Vec::new();
    for (who, s, purpose) in
        [("a", &req.a, crate::dice::Purpose::OpposedA), ("b", &req.b, crate::dice::Purpose::OpposedB)]
    {
        let side = Side {
            actor: &s.actor,
            characteristic: s.characteristic,
            skill: s.skill.as_deref(),
            modifiers: &s.modifiers,
            difficulty: s.difficulty.as_ref(),
            fate: s.fate,
            any_characteristic: s.any_characteristic,
            assistants: &s.assistants,
        };
        let (t, note) = side_test(p, side, who, &mut dice, purpose)?;
        log.extend(note);
        log.push(format!("{}: {}", s.actor.display_name(who), describe(&t)));
        sides.push(t);
    }
    let (Some(b), Some(a)) = (sides.pop(), sides.pop()) else {
        return Err(Error::internal("opposed test lost a side"));
    };
    let bonus_a = bonus(p, &req.a.actor, a.characteristic, "a.actor")?;
    let bonus_b = bonus(p, &req.b.actor, b.characteristic, "b.actor")?;
    let (winner, why) = opposed_winner(&a, &b, bonus_a, bonus_b);
    log.push(match winner {
        Some(w) => format!(
            "{} wins ({why})",
            if w == "a" { req.a.actor.display_name("a") } else { req.b.actor.display_name("b") }
        ),
        None => format!("no winner ({why})"),
    });
    Ok(OpposedOutcome { a, b, winner, dice: dice.take_record(), log, seed: dice.seed() })
}

/// 003 "Opposed Skill Tests": a lone success wins; two successes compare degrees, then the
/// characteristic bonus, then the lower roll; two failures are a stalemate.
pub fn opposed_winner(
    a: &TestResult,
    b: &TestResult,
    bonus_a: i32,
    bonus_b: i32,
) -> (Option<&'static str>, &'static str) {
    match (a.success, b.success) {
        (true, false) => (Some("a"), "only one side succeeded"),
        (false, true) => (Some("b"), "only one side succeeded"),
        (false, false) => (None, "both failed: stalemate"),
        (true, true) => {
            if a.degrees != b.degrees {
                (Some(if a.degrees > b.degrees { "a" } else { "b" }), "more degrees of success")
            } else if bonus_a != bonus_b {
                (Some(if bonus_a > bonus_b { "a" } else { "b" }), "equal degrees; higher characteristic bonus")
            } else {
                let (ra, rb) = (a.roll.unwrap_or(0), b.roll.unwrap_or(0));
                if ra != rb {
                    (Some(if ra < rb { "a" } else { "b" }), "equal degrees and bonus; lower roll")
                } else {
                    (None, "equal in every respect")
                }
            }
        }
    }
}
