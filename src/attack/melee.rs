//! What the melee special actions share (000 "Stun", "Knock-Down", "Feint", "Manoeuvre",
//! "Grapple"; 003 the same actions; 004 Combat Actions): the dispatch from `execute`, the
//! opposed test between the acting character and the target, an unarmed blow dealt through
//! the normal soak and wounds of `apply`, and the outcome they all return.
//!
//! Opposed tests here take the line's fatigue penalty on each side, the action's own bonus
//! and the request's `modifiers` on the acting character's side; the attack circumstances
//! of step one (range, size, darkness...) belong to attack tests and do not apply. A
//! helpless or unconscious character fails its side without a roll. The acting character
//! rolls first (`opposedAttacker`), then the target (`opposedTarget`).

use super::apply;
use super::hits::Placed;
use super::{damage, Log, Prepared, Record};
use crate::dice::{Dice, DiceExpr};
use crate::error::wording::plural;
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::action_types::{AttackRule, Resolution};
use crate::test;

/// Whether the action opens with an attack test (Weapon Skill) rather than an opposed test.
pub(super) fn makes_attack_test(req: &AttackRequest, rule: &AttackRule) -> bool {
    match rule.resolution {
        Resolution::Strike
        | Resolution::Strikes
        | Resolution::Suppression
        | Resolution::Overwatch
        | Resolution::Stun => true,
        Resolution::Grapple => req.grapple.as_ref().is_some_and(|g| g.option == GrappleOption::Start),
        Resolution::KnockDown | Resolution::Feint | Resolution::Manoeuvre => false,
    }
}

/// Resolves a melee special action (any resolution but `Strike`). Kept out of line
/// (a strike's path through `attack::execute` needs none of it, and V8 compiles a function
/// whole on its first call: docs/speed.md, "What the first call compiles").
#[inline(never)]
pub(super) fn execute(record: Record, pr: &Prepared, dice: &mut Dice, verbose: bool) -> Result<Box<AttackOutcome>> {
    let mut log = Log::of(record, verbose);
    if log.on() {
        log.extend(pr.notes.iter().cloned());
    }
    log.at(LogStep::Opposed);
    match pr.rule.resolution {
        Resolution::Stun => super::stun::resolve(pr, dice, log),
        Resolution::KnockDown | Resolution::Feint | Resolution::Manoeuvre => super::opposed::resolve(pr, dice, log),
        Resolution::Grapple => super::grapple::resolve(pr, dice, log),
        Resolution::Strike | Resolution::Strikes | Resolution::Suppression | Resolution::Overwatch => {
            Err(Error::internal("a strike reached the melee actions"))
        }
    }
}

/// The outcome of a special action: no ammunition, no jam.
pub(super) struct Settled {
    pub test: TestResult,
    pub hits_scored: u32,
    pub evasion: Option<Evasion>,
    pub hits: Vec<Hit>,
    pub target: TargetState,
    pub melee: MeleeResults,
}

pub(super) fn outcome(pr: &Prepared, r: Settled, log: Log) -> Box<AttackOutcome> {
    let mut out = super::strike::outcome(pr, r.test, false, r.hits_scored, r.hits, r.target);
    out.ammo = 0;
    out.evasion = r.evasion;
    out.melee = r.melee;
    out.log = log.lines;
    out.log_steps = log.steps;
    out
}

/// Notes that the request's reaction has no part in an action settled by opposed tests.
pub(super) fn no_reaction(pr: &Prepared, log: &mut Log) {
    if pr.req.reaction != Reaction::None {
        note!(log, "the target's {:?} does not apply: the action is settled by an opposed test", pr.req.reaction);
    }
}

/// Adds a condition once.
pub(super) fn add(conditions: &mut Vec<Condition>, c: Condition) {
    if !conditions.contains(&c) {
        conditions.push(c);
    }
}

pub(super) fn remove(conditions: &mut Vec<Condition>, c: Condition) {
    conditions.retain(|x| *x != c);
}

/// The acting character's state, starting from the request.
pub(super) fn attacker_state(a: &Actor) -> AttackerState {
    AttackerState { conditions: a.conditions.clone(), fatigue: a.fatigue }
}

/// The target's state with nothing dealt, plus `fatigue` levels.
pub(super) fn settle(pr: &Prepared, fatigue: i32, log: &mut Log) -> Result<TargetState> {
    let mut state = pr.target_state();
    state.add_fatigue(fatigue);
    crate::body::finish(pr.p, state, log)
}

/// One side of an opposed test, ready to roll.
pub(super) struct Side {
    pub characteristic: Characteristic,
    pub skill: Option<&'static str>,
    /// Modifiers beyond the fatigue penalty.
    pub modifiers: Vec<NamedModifier>,
}

impl Side {
    pub fn plain(characteristic: Characteristic) -> Side {
        Side { characteristic, skill: None, modifiers: Vec::new() }
    }
}

/// Cannot resist: fails its side of an opposed test without a roll.
fn cannot_resist(pr: &Prepared, a: &Actor, who: &str) -> Result<bool> {
    Ok(a.has_condition(Condition::Helpless) || crate::body::unconscious(pr.p, a, who)?)
}

/// One side's test: checked, then rolled (or failed outright).
fn side_test(
    pr: &Prepared,
    actor: &Actor,
    who: &str,
    side: Side,
    dice: &mut Dice,
    purpose: crate::dice::Purpose,
) -> Result<TestResult> {
    let b = test::base(pr.p, actor, side.characteristic, side.skill, who)?;
    let mut modifiers = side.modifiers;
    modifiers.extend(b.modifiers);
    modifiers.extend(test::fatigue_modifier(pr.p, actor));
    if cannot_resist(pr, actor, who)? {
        let total = test::cap(pr.p, &mut modifiers);
        return Ok(TestResult {
            characteristic: side.characteristic,
            skill: side.skill.map(str::to_string),
            base: b.value,
            modifiers,
            target: b.value + total,
            roll: None,
            success: false,
            degrees: test::min_degrees(pr.p),
            automatic: true,
            fate: Vec::new(),
        });
    }
    let spec = test::Spec { characteristic: side.characteristic, skill: side.skill, base: b.value, modifiers };
    test::roll(pr.p, actor, spec, dice, purpose)
}

/// A test of the acting character alone (a grapple's Slip Free).
pub(super) fn lone_test(
    pr: &Prepared,
    side: Side,
    dice: &mut Dice,
    purpose: crate::dice::Purpose,
) -> Result<TestResult> {
    side_test(pr, &pr.req.attacker, "attacker", side, dice, purpose)
}

/// Checks that both sides have what an opposed test of `c` needs, before any die.
pub(super) fn require(pr: &Prepared, c: Characteristic) -> Result<()> {
    test::value(&pr.req.attacker, c, "attacker")?;
    test::value(&pr.req.target, c, "target")?;
    Ok(())
}

/// The opposed test: the acting character's `attacker` side against the target's
/// `defender` side. `size_steps` > 0 when the acting character is the larger (grapples
/// only), < 0 when the target is; each step is worth `per_step` degrees on a success.
pub(super) fn opposed(
    pr: &Prepared,
    attacker: Side,
    defender: Side,
    size_steps: i32,
    per_step: i32,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Opposed> {
    require(pr, attacker.characteristic)?;
    require(pr, defender.characteristic)?;
    let (ac, dc) = (attacker.characteristic, defender.characteristic);
    let a = side_test(pr, &pr.req.attacker, "attacker", attacker, dice, crate::dice::Purpose::OpposedAttacker)?;
    let d = side_test(pr, &pr.req.target, "target", defender, dice, crate::dice::Purpose::OpposedTarget)?;
    let extra = |t: &TestResult, steps: i32| if t.success && steps > 0 { steps * per_step } else { 0 };
    let (a_size, d_size) = (extra(&a, size_steps), extra(&d, -size_steps));
    let a_eff = TestResult { degrees: a.degrees + a_size, ..a.clone() };
    let d_eff = TestResult { degrees: d.degrees + d_size, ..d.clone() };
    let (w, why) = test::opposed_winner(
        &a_eff,
        &d_eff,
        pr.attacker.bonus(pr.p, ac, "attacker")?,
        pr.target.numbers.bonus(pr.p, dc, "target")?,
    );
    let winner = w.map(|w| if w == "a" { "attacker" } else { "defender" });
    if log.on() {
        let name_a = pr.req.attacker.display_name("the attacker");
        let name_d = pr.req.target.display_name("the target");
        let size = |n: i32| if n > 0 { format!(" (+{n} for size)") } else { String::new() };
        log.push(format!("Opposed test: {name_a}: {}{}", test::describe(&a), size(a_size)));
        log.push(format!("Opposed test: {name_d}: {}{}", test::describe(&d), size(d_size)));
        log.push(match winner {
            Some("attacker") => format!("{name_a} wins ({why})"),
            Some(_) => format!("{name_d} wins ({why})"),
            None => format!("no winner ({why})"),
        });
    }
    Ok(Opposed { attacker: a, defender: d, winner, attacker_size_degrees: a_size, defender_size_degrees: d_size })
}

impl Opposed {
    /// The winner's degrees of success, size included (0 with no winner).
    pub fn winning_degrees(&self) -> i32 {
        match self.winner {
            Some("attacker") => self.attacker.degrees + self.attacker_size_degrees,
            Some(_) => self.defender.degrees + self.defender_size_degrees,
            None => 0,
        }
    }
    pub fn attacker_won(&self) -> bool {
        self.winner == Some("attacker")
    }
    pub fn defender_won(&self) -> bool {
        self.winner == Some("defender")
    }
}

/// The size difference in steps, the acting character's minus the target's (Average when
/// not given); the size trait counts as the size field.
pub(super) fn size_steps(pr: &Prepared) -> Result<i32> {
    let number = |a: &Actor, who: &str| -> Result<i32> {
        Ok(crate::test::feature_set::size(pr.p, a, who)?.map_or(4, |row| i32::from(row.number)))
    };
    Ok(number(&pr.req.attacker, "attacker")? - number(&pr.req.target, "target")?)
}

/// `1d5-3`, `-4`.
fn expr_text(e: DiceExpr) -> String {
    match (e.count, e.modifier) {
        (0, m) => format!("{m}"),
        (c, 0) => format!("{c}d{}", e.sides),
        (c, m) => format!("{c}d{}{m:+}", e.sides),
    }
}

/// An unarmed blow to the body from a special action (Knock-Down, a grapple's Damage
/// Opponent): `expr` + Strength Bonus, impact, the line's unarmed armour rule, no Righteous
/// Fury and no degrees replacing a die; `fatigue` levels are added whatever the damage.
/// Returns the hit and the target's state after it.
pub(super) fn blow(
    pr: &Prepared,
    test: &TestResult,
    expr: DiceExpr,
    fatigue: i32,
    what: &'static str,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<(Hit, TargetState)> {
    let weapon = Weapon {
        name: Some(what.to_string()),
        class: WeaponClass::Unarmed,
        damage: expr_text(expr),
        damage_type: DamageType::Impact,
        penetration: 0,
        range: None,
        rate_of_fire: None,
        qualities: Vec::new(),
        trained: None,
        meta: Default::default(),
    };
    let req = AttackRequest { weapon, ..pr.req.as_ref().clone() };
    let bp = Prepared {
        req: std::borrow::Cow::Owned(req),
        action: pr.action,
        more: Vec::new(),
        hit_cap: None,
        scatters_on_miss: false,
        p: pr.p,
        crits: pr.crits,
        rule: pr.rule,
        melee: true,
        unarmed: true,
        characteristic: test.characteristic,
        base: test.base,
        modifiers: Vec::new(),
        target_number: test.target,
        automatic: None,
        automatic_degrees: 0,
        jam_at: None,
        overheat_at: None,
        rate_cap: None,
        ammo: 0,
        point_blank: false,
        spray: None,
        band: None,
        expr,
        horde_dice: 0,
        strength_bonus: pr.attacker.bonus(pr.p, Characteristic::S, "attacker")?,
        attacker: pr.attacker,
        helpless_target: false,
        fury_block: Some("Righteous Fury follows attack tests, not this opposed test"),
        evasion: None,
        zone: super::zone::Zone { members: Vec::new(), pin: None, fire_mode: None, stray: false },
        but_for_melee: None,
        notes: Vec::new(),
        fate: FateUse::default(),
        // The blow is bare-handed: the attacker's and the target's own features count, no
        // weapon's.
        feats: super::in_play::Feats { weapon: Default::default(), parry: Default::default(), ..pr.feats.clone() },
        // The same target as the attack's.
        target: pr.target.clone(),
    };
    let no_degrees = TestResult { degrees: 0, ..test.clone() };
    dice.current_hit = Some(1);
    let body = Placed { location: Location::Body, extra: false };
    log.at(LogStep::Damage);
    let rolled = damage::roll(&bp, &no_degrees, &body, dice, log, &mut damage::Buffers::default());
    dice.current_hit = None;
    let mut state = pr.target_state();
    log.at(LogStep::Apply);
    let mut hit = apply::hit(&bp, &body, rolled?, &mut state, dice, log, &mut None)?;
    if hit.fatigue < fatigue {
        state.add_fatigue(fatigue - hit.fatigue);
        note!(log, "the {what} adds {} of fatigue", plural(fatigue - hit.fatigue, "level"));
        hit.fatigue = fatigue;
    }
    log.at(LogStep::Result);
    let target = crate::body::finish(bp.p, state, log)?;
    Ok((hit, target))
}
