//! After a hit: what the attacking weapon's qualities leave behind once a hit has landed
//! and been applied (`apply::hit`), worked on the character's running state so that the
//! next hit meets it stunned, snared or bleeding toxins. Each quality is read once per hit,
//! in this order (the order of `Fx`), and each entry of the hit's `aftermath` records one:
//!
//! 1. Shocking, on a hit that dealt wounds: a Toughness test (+0, die `shocking`); failed,
//!    stunned for half the degrees of failure rounded up (at least 1 round) and the row's
//!    levels of fatigue (dh2: 1).
//! 2. Toxic, on a hit that dealt wounds: a Toughness test at -`per_wound` for each wound of
//!    the hit and -`per_value` times the quality's number (die `toxic`); failed, a d10
//!    (`toxicDamage`) more damage of the weapon's type that neither armour nor Toughness
//!    reduces: wounds like the hit's own, past the wounds critical damage with its critical
//!    effect (`apply::wound`).
//! 3. Snare, on any hit: an Agility test at -`per_value` times the number (die `snare`);
//!    failed, the `immobilised` condition. A character already immobilised tests no more.
//! 4. Concussive, on any hit: a Toughness test at -`per_value` (10) times the number (die
//!    `concussive`); failed, stunned a round per degree of failure (at least 1); and, test
//!    or not, a hit whose wounds exceed the character's Strength Bonus knocks it prone.
//! 5. Crippling, on a hit that dealt wounds: a `crippled` injury on the hit's location with
//!    the quality's number, which `startTurn` reads.
//!
//! So the dice of one hit run: its damage dice and Righteous Fury, the critical effects of
//! its wounds, then Shocking's d100, Toxic's d100 and d10 (and the critical effect dice of
//! that damage), Snare's d100, Concussive's d100; then the next hit's. A character the hit
//! killed tests nothing. The tests count the fatigue the character has by then, like a
//! critical effect's test; no fate is spent on them.

use super::{Log, Prepared};
use crate::body::{wound, State, Wounding};
use crate::dice::{Dice, Purpose};
use crate::error::wording::plural;
use crate::error::Result;
use crate::model::*;
use crate::rules::features::Fx;
use crate::test;
use crate::test::feature_set::{Active, Set};
use crate::test::needs::Needs;

/// What each quality tests (and Concussive compares with the wounds), read here and by
/// `needs` so the request is checked for them before any die is rolled.
const SHOCKING_TEST: Characteristic = Characteristic::T;
const TOXIC_TEST: Characteristic = Characteristic::T;
const SNARE_TEST: Characteristic = Characteristic::Ag;
const CONCUSSIVE_TEST: Characteristic = Characteristic::T;
const CONCUSSIVE_KNOCKDOWN: Characteristic = Characteristic::S;

/// The characteristics the weapon's after-hit qualities may ask of a character it hits.
pub(super) fn needs(weapon: &Set, needs: &mut Needs) {
    for (_, fx) in weapon.effects() {
        match fx {
            Fx::Shocking { .. } => {
                needs.add(SHOCKING_TEST, "the weapon's Shocking quality tests it");
            }
            Fx::Toxic { .. } => {
                needs.add(TOXIC_TEST, "the weapon's Toxic quality tests it");
            }
            Fx::Snare { .. } => {
                needs.add(SNARE_TEST, "the weapon's Snare quality tests it");
            }
            Fx::Concussive { .. } => {
                needs.add(CONCUSSIVE_TEST, "the weapon's Concussive quality tests it");
                needs.add(CONCUSSIVE_KNOCKDOWN, "the weapon's Concussive quality compares the wounds with its bonus");
            }
            _ => {}
        }
    }
}

/// Works the weapon's after-hit qualities for one landed hit on `state`, recording each in
/// `hit.aftermath`.
#[crate::hot]
pub(super) fn apply(
    pr: &Prepared,
    hit: &mut Hit,
    state: &mut State,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<()> {
    if pr.feats.weapon.list.is_empty() {
        return Ok(());
    }
    qualities(pr, hit, state, dice, log)
}

/// `apply` for a weapon with qualities. Out of line, so that an attack whose weapon has
/// none leaves it uncompiled in V8 (docs/speed.md, "What the first call compiles").
#[inline(never)]
fn qualities(pr: &Prepared, hit: &mut Hit, state: &mut State, dice: &mut Dice, log: &mut Log) -> Result<()> {
    let weapon = &pr.feats.weapon;
    let wounded = hit.wounds > 0;
    let mut out = Vec::new();
    if let Some((a, fatigue)) = weapon.find(|fx| match fx {
        Fx::Shocking { fatigue } => Some(*fatigue),
        _ => None,
    }) {
        if wounded && alive(state, a, log) {
            out.push(shocking(pr, a, fatigue, state, dice, log)?);
        }
    }
    if let Some((a, (per_wound, per_value))) = weapon.find(|fx| match fx {
        Fx::Toxic { per_wound, per_value } => Some((*per_wound, *per_value)),
        _ => None,
    }) {
        if wounded && alive(state, a, log) {
            let modifier = -(per_wound * hit.wounds + per_value * a.value());
            out.push(toxic(pr, a, modifier, hit.location, state, dice, log)?);
        }
    }
    if let Some((a, per_value)) = weapon.find(|fx| match fx {
        Fx::Snare { per_value } => Some(*per_value),
        _ => None,
    }) {
        if state.has_condition(Condition::Immobilised) {
            note!(log, "{}: {} is already immobilised", a.label(), state.name());
        } else if alive(state, a, log) {
            out.push(snare(pr, a, -(per_value * a.value()), state, dice, log)?);
        }
    }
    if let Some((a, per_value)) = weapon.find(|fx| match fx {
        Fx::Concussive { per_value } => Some(*per_value),
        _ => None,
    }) {
        if alive(state, a, log) {
            out.push(concussive(pr, a, -(per_value * a.value()), hit.wounds, state, dice, log)?);
        }
    }
    if let Some((a, ())) = weapon.find(|fx| matches!(fx, Fx::Crippling).then_some(())) {
        if wounded && alive(state, a, log) {
            out.push(crippling(a, hit.location, state, log));
        }
    }
    hit.aftermath = out;
    Ok(())
}

/// Whether the character lives to suffer the quality (the log says when it does not).
fn alive(state: &State, a: &Active, log: &mut Log) -> bool {
    if state.dead {
        note!(log, "{}: {} is dead", a.label(), state.name());
    }
    !state.dead
}

/// A test the character makes at once against the quality, at `modifier` (labelled with
/// the quality) and with the fatigue it has by now.
fn test(
    pr: &Prepared,
    a: &Active,
    c: Characteristic,
    modifier: i32,
    purpose: Purpose,
    state: &State,
    dice: &mut Dice,
) -> Result<TestResult> {
    let base = state.value(c)?;
    let mut modifiers = Vec::new();
    if modifier != 0 {
        modifiers.push(NamedModifier { id: Some(a.f.id.to_string()), label: a.label(), value: modifier });
    }
    if state.fatigue() > 0 || state.actor.has_condition(Condition::Fatigued) {
        modifiers.push(NamedModifier {
            id: Some("fatigued".into()),
            label: "fatigued".to_string(),
            value: pr.p.fatigue_penalty,
        });
    }
    let spec = test::Spec { characteristic: c, skill: None, base, modifiers };
    test::roll_with(pr.p, spec, state.unnatural(c), dice, purpose)
}

fn record(quality: &'static str, test: Option<TestResult>, effects: Vec<Effect>) -> Aftermath {
    Aftermath { quality, test, effects, wounds: 0, critical: None }
}

fn rounds(n: u32) -> String {
    plural(n, "round")
}

fn shocking(
    pr: &Prepared,
    a: &Active,
    fatigue: i32,
    state: &mut State,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Aftermath> {
    let t = test(pr, a, SHOCKING_TEST, 0, Purpose::Shocking, state, dice)?;
    let mut effects = Vec::new();
    if !t.success {
        let stun = ((t.degrees.max(0) as u32).div_ceil(2)).max(1);
        state.stun(stun);
        effects.push(Effect::Stunned { rounds: stun });
        if fatigue > 0 {
            state.add_fatigue(fatigue);
            effects.push(Effect::Fatigue { levels: fatigue as u32 });
        }
    }
    note!(
        log,
        "{}: {} tests {}: {}",
        a.label(),
        state.name(),
        test::describe(&t),
        match (t.success, fatigue) {
            (true, _) => "resists the shock".to_string(),
            (false, 0) =>
                format!("stunned for {} (half the degrees of failure, rounded up)", rounds(stun_of(&effects))),
            (false, f) => format!(
                "stunned for {} (half the degrees of failure, rounded up) and {} of fatigue",
                rounds(stun_of(&effects)),
                plural(f, "level")
            ),
        }
    );
    Ok(record(a.f.id, Some(t), effects))
}

/// The rounds of the first stun among the effects.
fn stun_of(effects: &[Effect]) -> u32 {
    effects.iter().find_map(|e| if let Effect::Stunned { rounds } = e { Some(*rounds) } else { None }).unwrap_or(0)
}

fn toxic(
    pr: &Prepared,
    a: &Active,
    modifier: i32,
    location: Location,
    state: &mut State,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Aftermath> {
    let t = test(pr, a, TOXIC_TEST, modifier, Purpose::Toxic, state, dice)?;
    let mut out = record(a.f.id, None, Vec::new());
    if t.success {
        note!(log, "{}: {} tests {}: resists the toxin", a.label(), state.name(), test::describe(&t));
    } else {
        let (_, extra) = dice.die(10, Purpose::ToxicDamage)?;
        let damage_type = pr.req.weapon.damage_type;
        note!(
            log,
            "{}: {} tests {}: the toxin deals 1d10 = {extra} more {} damage to the {}, past armour and Toughness: {}",
            a.label(),
            state.name(),
            test::describe(&t),
            damage_type.as_str(),
            location.label(),
            plural(extra, "wound")
        );
        out.wounds = extra as i32;
        let struck = Wounding {
            own: pr.crits,
            damage_type,
            location,
            wounds: out.wounds,
            sudden_death: pr.req.options.sudden_death,
        };
        out.critical = wound(pr.p, &struck, state, dice, log)?;
    }
    out.test = Some(t);
    Ok(out)
}

fn snare(
    pr: &Prepared,
    a: &Active,
    modifier: i32,
    state: &mut State,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Aftermath> {
    let t = test(pr, a, SNARE_TEST, modifier, Purpose::Snare, state, dice)?;
    let mut effects = Vec::new();
    if !t.success {
        state.add_condition(Condition::Immobilised);
        effects.push(Effect::Immobilised);
    }
    note!(
        log,
        "{}: {} tests {}: {}",
        a.label(),
        state.name(),
        test::describe(&t),
        if t.success { "slips the snare" } else { "immobilised: no moving, Dodging or Parrying until it breaks free" }
    );
    Ok(record(a.f.id, Some(t), effects))
}

fn concussive(
    pr: &Prepared,
    a: &Active,
    modifier: i32,
    wounds: i32,
    state: &mut State,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Aftermath> {
    let t = test(pr, a, CONCUSSIVE_TEST, modifier, Purpose::Concussive, state, dice)?;
    let mut effects = Vec::new();
    if !t.success {
        let stun = (t.degrees.max(0) as u32).max(1);
        state.stun(stun);
        effects.push(Effect::Stunned { rounds: stun });
    }
    note!(
        log,
        "{}: {} tests {}: {}",
        a.label(),
        state.name(),
        test::describe(&t),
        if t.success {
            "keeps its senses".to_string()
        } else {
            format!("stunned for {} (a round per degree of failure)", rounds(stun_of(&effects)))
        }
    );
    // Only a hit that dealt wounds can pass the Strength Bonus: none needs no Strength.
    if wounds > 0 {
        let sb = state.bonus(pr.p, CONCUSSIVE_KNOCKDOWN)?;
        if wounds > sb {
            state.add_condition(Condition::Prone);
            effects.push(Effect::Prone);
        }
        note!(
            log,
            "{}: {} against Strength Bonus {sb}: {}",
            a.label(),
            plural(wounds, "wound"),
            if wounds > sb { "knocked prone" } else { "stays on its feet" }
        );
    }
    Ok(record(a.f.id, Some(t), effects))
}

fn crippling(a: &Active, location: Location, state: &mut State, log: &mut Log) -> Aftermath {
    let damage = a.value().max(0) as u32;
    let same = |e: &Effect| matches!(e, Effect::Crippled { location: l, .. } if *l == location);
    let before = state.injuries.iter().find_map(|e| match e {
        Effect::Crippled { location: l, damage: d } if *l == location => Some(*d),
        _ => None,
    });
    let effect = Effect::Crippled { location, damage: damage.max(before.unwrap_or(0)) };
    state.injuries.retain(|e| !same(e));
    state.injuries.push(effect.clone());
    note!(
        log,
        "{}: the {} is crippled: {} Rending damage there each turn {} takes more than a Half Action{}",
        a.label(),
        location.label(),
        damage.max(before.unwrap_or(0)),
        state.name(),
        match before {
            Some(b) if b >= damage => format!(" (it already was, at {b})"),
            Some(b) => format!(" (it was {b})"),
            None => String::new(),
        }
    );
    record(a.f.id, None, vec![effect])
}
