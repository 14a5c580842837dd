//! The roll itself: a test's d100 against its target, with the fate a character spends on
//! it (003 "Using Fate Points"), the log line that describes it, and `rollTest` (003
//! "Skill Tests", "Characteristic Tests").

use super::*;
use crate::dice::Dice;
use crate::error::wording::plural;
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::{profile, Profile};

/// A test ready to roll: what is tested, from what base, with which modifiers.
#[derive(Clone)]
pub struct Spec<'a> {
    pub characteristic: Characteristic,
    pub skill: Option<&'a str>,
    pub base: i32,
    pub modifiers: Vec<NamedModifier>,
}

/// Rolls a test and spends the actor's fate on it as asked (003 "Using Fate Points"): a
/// test that `failed` says failed is rolled once more and the second roll stands; then a
/// passed test gains a degree. Each spend takes one of the actor's `fate` points; the
/// spends are listed on the result.
pub fn roll_with_fate(
    p: &Profile,
    actor: &Actor,
    spec: Spec,
    dice: &mut Dice,
    purpose: crate::dice::Purpose,
    fate: FateUse,
    failed: impl Fn(&TestResult) -> bool,
) -> Result<TestResult> {
    let mut left = actor.fate.unwrap_or(0);
    let again = (fate.reroll && left > 0).then(|| spec.clone());
    let mut t = roll(p, actor, spec, dice, purpose)?;
    let mut spent = Vec::new();
    if let Some(spec) = again.filter(|_| failed(&t)) {
        left -= 1;
        let replaced_roll = t.roll;
        t = roll(p, actor, spec, dice, purpose)?;
        spent.push(FateSpent { kind: FateUseKind::Reroll, replaced_roll });
    }
    if fate.extra_degree && !failed(&t) && t.success && left > 0 {
        t.degrees += 1;
        spent.push(FateSpent { kind: FateUseKind::ExtraDegree, replaced_roll: None });
    }
    t.fate = spent;
    Ok(t)
}

/// Checks that an actor asked to spend fate has points to spend (burning needs none).
pub fn check_fate(actor: &Actor, fate: Option<FateUse>, who: &str) -> Result<()> {
    if fate.is_some_and(|f| f.reroll || f.extra_degree) {
        match actor.fate {
            None => {
                return Err(Error::invalid(
                    &format!("{who}.fate"),
                    "is required to spend fate points (the points left)",
                ))
            }
            Some(0) => return Err(Error::not_allowed(&format!("{who}.fate"), "no fate points left to spend")),
            Some(_) => {}
        }
    }
    Ok(())
}

/// A test asked for the usual way: the characteristic or skill, a difficulty (left out at
/// +0) and the caller's other modifiers.
#[derive(Clone)]
pub struct Plain<'a> {
    pub characteristic: Characteristic,
    pub skill: Option<&'a str>,
    pub difficulty: Option<NamedModifier>,
    pub extra: Vec<NamedModifier>,
}

/// Rolls a `Plain` test of `actor` (`who`: its path in the request): its base and the
/// skill's own modifiers, the difficulty, the extra modifiers, then the actor's fatigue.
pub fn roll_plain(
    p: &Profile,
    actor: &Actor,
    who: &str,
    t: Plain,
    dice: &mut Dice,
    purpose: crate::dice::Purpose,
) -> Result<TestResult> {
    let b = base(p, actor, t.characteristic, t.skill, who)?;
    let mut modifiers: Vec<NamedModifier> = t.difficulty.into_iter().filter(|d| d.value != 0).collect();
    modifiers.extend(b.modifiers);
    modifiers.extend(t.extra);
    modifiers.extend(fatigue_modifier(p, actor));
    roll(p, actor, Spec { characteristic: t.characteristic, skill: t.skill, base: b.value, modifiers }, dice, purpose)
}

/// Rolls a test whose modifiers are already gathered, for an actor whose numbers are not
/// prepared (its Unnatural value in the tested characteristic is looked up once here).
pub fn roll(
    p: &Profile,
    actor: &Actor,
    spec: Spec,
    dice: &mut Dice,
    purpose: crate::dice::Purpose,
) -> Result<TestResult> {
    // Only a line that adds degrees for it reads the value (a search of the traits).
    let unnatural = if p.unnatural_extra_degrees {
        crate::test::feature_set::unnatural(p, actor, spec.characteristic).unwrap_or(0)
    } else {
        0
    };
    roll_with(p, spec, unnatural, dice, purpose)
}

/// Rolls a test whose modifiers are already gathered; `unnatural` is the tester's Unnatural
/// value in the tested characteristic (`test::character::Numbers::unnatural`), which adds
/// degrees of success where the line says so.
pub fn roll_with(
    p: &Profile,
    spec: Spec,
    unnatural: i32,
    dice: &mut Dice,
    purpose: crate::dice::Purpose,
) -> Result<TestResult> {
    let Spec { characteristic: c, skill, base, mut modifiers } = spec;
    let total = cap(p, &mut modifiers);
    let target = base + total;
    let roll = dice.d100(purpose)?;
    let success = if p.natural_01_100 && roll == 1 {
        true
    } else if p.natural_01_100 && roll == 100 {
        false
    } else {
        roll as i32 <= target
    };
    let mut deg = degrees(p, target, roll, success);
    if success && p.unnatural_extra_degrees {
        deg += unnatural.max(0) / 2;
    }
    Ok(TestResult {
        characteristic: c,
        skill: skill.map(str::to_string),
        base,
        modifiers,
        target,
        roll: Some(roll),
        success,
        degrees: deg,
        automatic: false,
        fate: Vec::new(),
    })
}

/// Describes a test in one line for the log, written into one string (a string per
/// modifier, joined, was most of a `resolveAttack`'s allocations).
pub fn describe(t: &TestResult) -> String {
    use std::fmt::Write;
    let mut line = String::with_capacity(160);
    line.push_str(t.skill.as_deref().unwrap_or_else(|| t.characteristic.label()));
    // Writing into a `String` cannot fail.
    let _ = write!(line, " {}", t.base);
    for (i, m) in t.modifiers.iter().enumerate() {
        line.push_str(if i == 0 { " (" } else { ", " });
        let _ = write!(line, "{} {:+}", m.label, m.value);
    }
    if !t.modifiers.is_empty() {
        line.push(')');
    }
    let result = if t.success { "success" } else { "failure" };
    let degrees = plural(t.degrees, "degree");
    let _ = match t.roll {
        Some(r) => write!(line, ": needs {} or less, rolled {r}: {result}, {degrees}", t.target),
        None => write!(line, ": automatic {result}, {degrees}"),
    };
    line
}

/// One side of a test request, borrowed from a `TestRequest` or an `OpposedSide`.
pub(super) struct Side<'a> {
    pub(super) actor: &'a Actor,
    pub(super) characteristic: Characteristic,
    pub(super) skill: Option<&'a str>,
    pub(super) modifiers: &'a [NamedModifier],
    pub(super) difficulty: Option<&'a Difficulty>,
    pub(super) fate: Option<FateUse>,
    pub(super) any_characteristic: bool,
    /// Characters assisting (003 ASSISTANCE): at most two.
    pub(super) assistants: &'a [Actor],
}

pub(super) fn side_test(
    p: &Profile,
    side: Side,
    who: &str,
    dice: &mut Dice,
    purpose: crate::dice::Purpose,
) -> Result<(TestResult, Option<String>)> {
    let Side { actor, characteristic: c, skill, modifiers: mods, difficulty: diff, fate, any_characteristic, assistants } =
        side;
    // Paths: a test's fields are at the top (`actor`, `skill`); an opposed side's under
    // its name (`a.actor`, `a.skill`).
    let at = if who == "actor" { String::new() } else { format!("{who}.") };
    let actor_path = format!("{at}actor");
    validate::actor(p, actor, &actor_path, false)?;
    let mut off_characteristic = None;
    if let Some(s) = skill {
        validate::skill(p, actor, s, &format!("{at}skill"))?;
        off_characteristic = skill_characteristic(p, s, c, any_characteristic, &format!("{at}characteristic"))?;
    }
    let mut b = base(p, actor, c, skill, &actor_path)?;
    if let (Some(s), Some(own)) = (skill, off_characteristic) {
        let note = format!("{s} tested on {} rather than its own {} (allowed by the request)", c.label(), own.label());
        b.note = Some(match b.note.take() {
            Some(n) => format!("{note}; {n}"),
            None => note,
        });
    }
    let mut modifiers = Vec::new();
    let mut level = 0;
    if let Some(d) = diff {
        let m = difficulty(p, d, &format!("{at}difficulty"))?;
        level = m.value;
        if m.value != 0 {
            modifiers.push(m);
        }
    }
    modifiers.extend(super::assistance::modifier(p, actor, skill, level, assistants, &at)?);
    modifiers.extend(b.modifiers);
    modifiers.extend(fatigue_modifier(p, actor));
    let mod_path = format!("{at}modifiers");
    modifiers.extend(validate::modifiers(mods, &mod_path)?);
    check_fate(actor, fate, &actor_path)?;
    let spec = Spec { characteristic: c, skill, base: b.value, modifiers };
    let mut t = roll_with_fate(p, actor, spec, dice, purpose, fate.unwrap_or_default(), |t| !t.success)?;
    let note = match super::assistance::extra_degree(&mut t, assistants) {
        Some(a) => Some(match b.note {
            Some(n) => format!("{n}; {a}"),
            None => a,
        }),
        None => b.note,
    };
    Ok((t, note))
}

pub fn roll_test(req: &TestRequest, entropy: u64) -> Result<TestOutcome> {
    roll_test_for(req, entropy, crate::dice::Purpose::Test)
}

/// `roll_test` with its d100 recorded under another purpose (a rule's own test).
pub fn roll_test_for(req: &TestRequest, entropy: u64, purpose: crate::dice::Purpose) -> Result<TestOutcome> {
    let p = profile(req.ruleset);
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let side = Side {
        actor: &req.actor,
        characteristic: req.characteristic,
        skill: req.skill.as_deref(),
        modifiers: &req.modifiers,
        difficulty: req.difficulty.as_ref(),
        fate: req.fate,
        any_characteristic: req.any_characteristic,
        assistants: &req.assistants,
    };
    let (t, note) = side_test(p, side, "actor", &mut dice, purpose)?;
    let mut log = Vec::new();
    log.extend(note);
    log.push(format!("{}: {}", req.actor.display_name("the actor"), describe(&t)));
    Ok(TestOutcome { result: t, dice: dice.take_record(), log, seed: dice.seed() })
}
