//! Pinning (000 "Pinning", "Being Pinned"; 003 "Pinning", "Being Pinned"; 002 "Pinning";
//! 004 "Pinning"). A Pinning Test is a Willpower test at the modifier the attack calls for
//! (`attack::pinning` rolls them after suppressing fire and Overwatch). A pinned character
//! may test Willpower at the end of its turn to escape (`escape`): at the line's bonus
//! (+30) when nobody shot at it since its last turn (dh2: or when it is in cover), and
//! without a test when it is engaged in melee. What a pinned character may not do is
//! checked by `resolveAttack` (half actions only, -20 to Ballistic Skill).

use crate::attack::pinning_test;
use crate::dice::Dice;
use crate::error::Result;
use crate::model::*;
use crate::rules::profile;
use crate::test::describe;
use crate::test::validate;

/// The end-of-turn test to escape pinning.
pub fn escape(req: &EscapeRequest, entropy: u64) -> Result<TestOutcome> {
    let p = profile(req.ruleset);
    validate::actor(p, &req.actor, "actor", false)?;
    let extra = validate::modifiers(&req.modifiers, "modifiers")?;
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let name = req.actor.display_name("the character");
    let mut log = Vec::new();
    let pin = &p.pinning;
    let engaged = req.engaged || req.actor.has_condition(Condition::Engaged);
    let result = if engaged && pin.melee_escapes {
        let base = crate::test::value(&req.actor, Characteristic::Wp, "actor").unwrap_or(0);
        log.push(format!("{name} is engaged in melee and escapes pinning without a test"));
        TestResult {
            characteristic: Characteristic::Wp,
            skill: None,
            base,
            modifiers: Vec::new(),
            target: base,
            roll: None,
            success: true,
            degrees: 0,
            automatic: true,
            fate: Vec::new(),
        }
    } else {
        let mut mods = vec![NamedModifier::with_id("escapePinning", "Escaping pinning", pin.escape)];
        if !req.shot_at {
            mods.push(NamedModifier::with_id("notShotAt", "Not shot at since the last turn", pin.escape_not_shot_at));
        } else if req.in_cover && pin.escape_bonus_in_cover {
            mods.push(NamedModifier::with_id("inCover", "In cover", pin.escape_not_shot_at));
        }
        mods.extend(extra);
        let t = pinning_test(p, &req.actor, "actor", mods, &mut dice, crate::dice::Purpose::PinningEscape)?;
        log.push(format!(
            "{name} tests to escape pinning: {}: {}",
            describe(&t),
            if t.success { "no longer pinned" } else { "still pinned" }
        ));
        t
    };
    if !req.actor.has_condition(Condition::Pinned) {
        log.insert(0, format!("note: {name} is not marked pinned"));
    }
    Ok(TestOutcome { result, dice: dice.take_record(), log, seed: dice.seed() })
}
