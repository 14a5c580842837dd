//! A single attack, in the book's five steps (000 "The Attack", 003 "The Attack"): (1)
//! modifiers, (2) the test, (3) hit location, (4) damage, (5) applying it to the target.
//! Between steps 3 and 4 the target may react (Dodge or Parry).
//!
//! The work is split in two: `prepare` checks the request and gathers everything that
//! does not depend on dice (modifiers, bonuses, the reaction's test); `execute` rolls.
//! Monte Carlo analysis prepares once and executes many times.

use crate::dice::{Dice, DiceExpr};
use crate::error::{Error, ErrorCode, Result};
use crate::model::*;
use crate::roll::{self, bonus};
use crate::rules::tables::{location_for, reverse_roll};
use crate::rules::{
    profile, FatigueThreshold, Fury, HelplessDegrees, PointBlankShort, Profile, SizeScope, UnarmedFatigue,
};
use crate::validate;

/// Actions this version resolves. Others named in API.md (bursts, swift, lightning,
/// suppressing fire, stun, knock-down...) are refused with `unsupported` for now.
pub const ACTIONS: [&str; 5] = ["standard", "allOut", "charge", "calledShot", "guarded"];

/// Circumstance names this version understands (API.md, plus `targetArmed` and
/// `untrainedWeapon`).
pub const CIRCUMSTANCES: [&str; 12] = [
    "darkness",
    "fog",
    "higherGround",
    "outnumber",
    "difficultTerrain",
    "arduousTerrain",
    "weather",
    "braced",
    "concealed",
    "attackerProne",
    "targetArmed",
    "untrainedWeapon",
];

/// Conditions that stop a character from acting or reacting.
const INCAPACITATED: [&str; 5] = ["stunned", "helpless", "unaware", "surprised", "unconscious"];

#[derive(Debug, Clone, Copy, PartialEq)]
enum Action {
    Standard,
    AllOut,
    Charge,
    CalledShot,
    Guarded,
}

/// The target's reaction, ready to roll.
struct EvasionPlan {
    reaction: Reaction,
    characteristic: Characteristic,
    skill: Option<&'static str>,
    base: i32,
    modifiers: Vec<NamedModifier>,
    note: Option<String>,
}

/// Everything about an attack that does not depend on the dice.
pub struct Prepared<'a> {
    req: &'a AttackRequest,
    p: &'static Profile,
    action: Action,
    melee: bool,
    unarmed: bool,
    characteristic: Characteristic,
    base: i32,
    modifiers: Vec<NamedModifier>,
    target_number: i32,
    /// Some(true): the attack hits without a roll; Some(false): it fails without one.
    automatic: Option<(bool, &'static str)>,
    automatic_degrees: i32,
    can_jam: bool,
    expr: DiceExpr,
    strength_bonus: i32,
    toughness_bonus: i32,
    helpless_target: bool,
    fury_block: Option<&'static str>,
    evasion: Option<std::result::Result<EvasionPlan, String>>,
    fatigue_threshold: i32,
    notes: Vec<String>,
}

fn flag(req: &AttackRequest, name: &str) -> bool {
    match req.circumstances.get(name) {
        Some(Circumstance::Flag(b)) => *b,
        Some(Circumstance::Number(n)) => *n != 0.0,
        None => false,
    }
}

fn push(mods: &mut Vec<NamedModifier>, label: &str, value: i32) {
    if value != 0 {
        mods.push(NamedModifier { label: label.to_string(), value });
    }
}

pub fn prepare(req: &AttackRequest) -> Result<Prepared<'_>> {
    let p = profile(req.ruleset);
    let attacker = &req.attacker;
    let target = &req.target;
    validate::actor(p, attacker, "attacker", false)?;
    validate::actor(p, target, "target", true)?;
    let expr = validate::weapon(&req.weapon)?;
    let class = req.weapon.class;
    let melee = class.is_melee();
    let unarmed = class == WeaponClass::Unarmed;
    let characteristic = if melee { Characteristic::Ws } else { Characteristic::Bs };
    let mut notes = Vec::new();

    // The action.
    let action = match req.action.as_str() {
        "standard" => Action::Standard,
        "allOut" => Action::AllOut,
        "charge" => Action::Charge,
        "calledShot" => Action::CalledShot,
        "guarded" => Action::Guarded,
        other => {
            return Err(Error {
                code: ErrorCode::Unsupported,
                message: format!(
                    "action '{other}' is not resolved by this version (supported: {})",
                    ACTIONS.join(", ")
                ),
                path: Some("action".into()),
                purpose: None,
            })
        }
    };
    let needs_melee = match action {
        Action::AllOut | Action::Charge => true,
        Action::Guarded => !p.actions.guarded_ranged,
        _ => false,
    };
    if needs_melee && !melee {
        return Err(Error::not_allowed("action", &format!("{} is a melee action in {}", req.action, p.name)));
    }
    if action == Action::Charge {
        if let Some(r) = req.range {
            if r < 4.0 {
                return Err(Error::not_allowed(
                    "range",
                    "a charge needs at least 4 metres of run-up (000 Charge, 003 Charge)",
                ));
            }
        }
    }
    if action == Action::CalledShot && req.called_location.is_none() {
        return Err(Error::invalid("calledLocation", "a called shot names the location it aims for"));
    }
    if req.called_location.is_some() && action != Action::CalledShot {
        notes.push("calledLocation is ignored: the action is not a called shot".to_string());
    }

    // Weapon qualities, talents and traits are accepted but not yet modelled; say so.
    if !req.weapon.qualities.is_empty() {
        let ids: Vec<&str> = req.weapon.qualities.iter().map(Tagged::id).collect();
        notes.push(format!("weapon qualities are not applied by this version: {}", ids.join(", ")));
    }

    // Circumstance names.
    for (k, v) in &req.circumstances {
        if !CIRCUMSTANCES.contains(&k.as_str()) {
            return Err(Error::invalid(
                &format!("circumstances.{k}"),
                &format!("unknown circumstance (known: {})", CIRCUMSTANCES.join(", ")),
            ));
        }
        if let Circumstance::Number(n) = v {
            if k == "outnumber" {
                validate::int(*n, "circumstances.outnumber", 0, 1000)?;
            } else if !(*n == 0.0 || *n == 1.0) {
                return Err(Error::invalid(&format!("circumstances.{k}"), "must be true or false"));
            }
        }
    }
    if let Some(r) = req.range {
        if !r.is_finite() || !(0.0..=1_000_000.0).contains(&r) {
            return Err(Error::invalid("range", "must be a distance in metres from 0"));
        }
    }

    // Can the attacker act at all?
    for c in INCAPACITATED {
        if attacker.has_condition(c) {
            return Err(Error::not_allowed("attacker.conditions", &format!("a {c} character cannot attack")));
        }
    }
    if attacker.has_condition("grappled") {
        return Err(Error::not_allowed(
            "attacker.conditions",
            "a grappling character can only take the Grapple action",
        ));
    }
    let attacker_engaged = attacker.has_condition("engaged");
    if !melee && attacker_engaged && class != WeaponClass::Pistol {
        return Err(Error::not_allowed(
            "weapon.class",
            "only pistols can fire while engaged in melee (000 The Attack, 003 Ranged Attacks)",
        ));
    }
    let stat = roll::value(attacker, characteristic, "attacker")?;
    if stat == 0 {
        return Err(Error::not_allowed(
            &format!("attacker.characteristics.{}", characteristic.as_str()),
            "a characteristic of 0 cannot be tested (000 Table 9-10)",
        ));
    }

    // Step one: modifiers, each named.
    let c = &p.circumstances;
    let mut m: Vec<NamedModifier> = Vec::new();
    match action {
        Action::Standard => push(&mut m, "Standard Attack", p.actions.standard),
        Action::AllOut => push(&mut m, "All Out Attack", p.actions.all_out),
        Action::Charge => push(&mut m, "Charge", p.actions.charge),
        Action::CalledShot => push(&mut m, "Called Shot", p.actions.called_shot),
        Action::Guarded => push(&mut m, "Guarded Attack", p.actions.guarded),
    }
    match req.aim {
        Aim::None => {}
        Aim::Half => push(&mut m, "Aim (half action)", p.actions.aim_half),
        Aim::Full => push(&mut m, "Aim (full action)", p.actions.aim_full),
    }

    // Range bands (ranged attacks).
    let concealed = flag(req, "concealed");
    let mut point_blank = false;
    if !melee {
        match (req.range, req.weapon.range) {
            (Some(d), Some(wr)) => {
                let short = wr / 2.0;
                let pb_limit = match p.ranges.point_blank_short_weapon {
                    Some(PointBlankShort::OneLessThanShort) if short < 3.0 => (short - 1.0).max(0.0),
                    Some(PointBlankShort::Metres(x)) if short < 3.0 => x,
                    _ => p.ranges.point_blank_metres,
                };
                let engaged_with_target = attacker_engaged && target.has_condition("engaged");
                if concealed && p.ranges.none_when_concealed {
                    notes.push("no range modifier: the target is completely concealed (003 Ranged Attacks)".into());
                } else if d <= pb_limit {
                    if engaged_with_target {
                        notes.push("no point blank bonus: attacker and target are engaged in melee".into());
                    } else {
                        point_blank = true;
                        push(&mut m, "Point Blank range", p.ranges.point_blank);
                    }
                } else if d < short {
                    push(&mut m, "Short range", p.ranges.short);
                } else if d > 3.0 * wr {
                    push(&mut m, "Extreme range", p.ranges.extreme);
                } else if d > 2.0 * wr {
                    push(&mut m, "Long range", p.ranges.long);
                }
            }
            (Some(_), None) => notes.push("no range band: the weapon has no range".into()),
            (None, _) => notes.push("no range band: no distance to the target was given".into()),
        }
    }

    // Target size.
    if let Some(sz) = &target.size {
        let row = validate::size_row(p, sz, "target.size")?;
        if p.size_scope == SizeScope::AllAttacks || !melee {
            push(&mut m, &format!("Size: {}", roll::title(row.name)), row.modifier);
        }
    }

    // The target's conditions.
    let helpless_target = target.has_condition("helpless") || target.has_condition("unconscious");
    if target.has_condition("unaware") || target.has_condition("surprised") {
        push(&mut m, "Unaware target", c.unaware_target);
    }
    if target.has_condition("stunned") {
        push(&mut m, "Stunned target", c.stunned_target);
    }
    if target.has_condition("prone") {
        if melee {
            push(&mut m, "Prone target", c.prone_target_melee);
        } else if !(point_blank && c.prone_ranged_waived_point_blank) {
            push(&mut m, "Prone target", c.prone_target_ranged);
        }
    }
    if target.has_condition("running") {
        push(&mut m, "Running target", if melee { c.running_target_melee } else { c.running_target_ranged });
    }
    if melee && target.has_condition("grappled") {
        push(&mut m, "Target is grappling", c.grappled_target_melee);
    }
    if !melee && target.has_condition("engaged") && !attacker_engaged {
        let waived = c.into_melee_waived_if_helpless
            && ["stunned", "helpless", "unaware", "unconscious"].iter().any(|x| target.has_condition(x));
        if waived {
            notes.push("no penalty for shooting into melee: someone in it is stunned, helpless or unaware".into());
        } else {
            push(&mut m, "Shooting into melee", c.shooting_into_melee);
        }
    }

    // The attacker's state.
    if let Some(f) = roll::fatigue_modifier(p, attacker) {
        m.push(f);
    }
    if attacker.has_condition("prone") || flag(req, "attackerProne") {
        push(&mut m, "Attacker prone", if melee { c.attacker_prone_melee } else { c.attacker_prone_ranged });
    }
    if !melee && attacker.has_condition("pinned") {
        push(&mut m, "Pinned", c.pinned_attacker_ranged);
    }
    let blinded = attacker.has_condition("blinded");
    if melee && blinded {
        push(&mut m, "Blinded", c.blinded_attacker_melee);
    }

    // Circumstances.
    if flag(req, "darkness") {
        push(&mut m, "Darkness", if melee { c.darkness_melee } else { c.darkness_ranged });
    }
    if !melee && flag(req, "fog") {
        push(&mut m, "Fog, mist, shadow or smoke", c.fog_ranged);
    }
    if melee && flag(req, "higherGround") {
        push(&mut m, "Higher ground", c.higher_ground_melee);
    }
    if melee {
        let n = match req.circumstances.get("outnumber") {
            Some(Circumstance::Number(n)) => *n as i32,
            Some(Circumstance::Flag(true)) => 2,
            _ => 0,
        };
        if n >= 3 {
            push(&mut m, "Outnumbering the target 3:1", c.outnumber_three);
        } else if n == 2 {
            push(&mut m, "Outnumbering the target 2:1", c.outnumber_two);
        }
        if flag(req, "arduousTerrain") {
            push(&mut m, "Arduous terrain", c.arduous_terrain);
        } else if flag(req, "difficultTerrain") {
            push(&mut m, "Difficult terrain", c.difficult_terrain);
        }
    }
    if flag(req, "weather") {
        push(&mut m, "Weather", c.weather);
    }
    if class == WeaponClass::Heavy && !flag(req, "braced") {
        push(&mut m, "Heavy weapon not braced", c.unbraced_heavy);
    }
    if !melee && concealed {
        push(&mut m, "Completely concealed target", c.concealed_target);
    }
    if unarmed && flag(req, "targetArmed") {
        push(&mut m, "Unarmed against an armed opponent", c.unarmed_vs_armed);
    }
    if flag(req, "untrainedWeapon") {
        push(&mut m, "Weapon without the right talent", c.untrained_weapon);
    }
    m.extend(validate::modifiers(&req.modifiers, "modifiers")?);
    let total = roll::cap(p, &mut m);

    let automatic = if melee && helpless_target {
        Some((true, "the target is helpless: melee attacks hit automatically"))
    } else if !melee && blinded {
        Some((false, "a blinded attacker misses every ranged attack"))
    } else {
        None
    };
    let automatic_degrees = match p.helpless_degrees {
        HelplessDegrees::Zero => 0,
        HelplessDegrees::WeaponSkillBonus => bonus(p, attacker, Characteristic::Ws),
    };

    // Righteous Fury eligibility.
    let fury_block = match req.options.righteous_fury {
        FuryOption::Never => Some("Righteous Fury is switched off (options.righteousFury)"),
        FuryOption::Always => None,
        FuryOption::Rules if p.fury_players_only && !attacker.player => {
            Some("only player characters trigger Righteous Fury in this ruleset (options.righteousFury)")
        }
        FuryOption::Rules => None,
    };

    // The target's reaction, made ready now so bad requests fail before any die is rolled.
    let evasion = match req.reaction {
        Reaction::None => None,
        r => Some(evasion_plan(p, req, r, melee)?),
    };

    let fatigue_threshold = match p.fatigue_threshold {
        FatigueThreshold::ToughnessBonus => bonus(p, target, Characteristic::T),
        FatigueThreshold::ToughnessPlusWillpowerBonus => {
            bonus(p, target, Characteristic::T) + bonus(p, target, Characteristic::Wp)
        }
    };

    Ok(Prepared {
        req,
        p,
        action,
        melee,
        unarmed,
        characteristic,
        base: stat,
        target_number: stat + total,
        modifiers: m,
        automatic,
        automatic_degrees,
        can_jam: !melee && class != WeaponClass::Thrown,
        expr,
        strength_bonus: if melee { bonus(p, attacker, Characteristic::S) } else { 0 },
        toughness_bonus: bonus(p, target, Characteristic::T),
        helpless_target,
        fury_block,
        evasion,
        fatigue_threshold,
        notes,
    })
}

fn evasion_plan(
    p: &Profile,
    req: &AttackRequest,
    reaction: Reaction,
    melee: bool,
) -> Result<std::result::Result<EvasionPlan, String>> {
    let t = &req.target;
    if reaction == Reaction::Parry && !melee {
        return Err(Error::not_allowed("reaction", "only melee attacks can be parried (000 Parry, 003 Parry)"));
    }
    for c in INCAPACITATED.iter().chain(["grappled"].iter()) {
        if t.has_condition(c) {
            return Ok(Err(format!("the target is {c} and cannot react")));
        }
    }
    let (characteristic, skill) = match reaction {
        Reaction::Parry => (Characteristic::Ws, if p.parry_is_skill { Some("parry") } else { None }),
        _ => (Characteristic::Ag, Some("dodge")),
    };
    let b = roll::base(p, t, characteristic, skill, "target")?;
    let mut mods = b.modifiers;
    if let Some(f) = roll::fatigue_modifier(p, t) {
        mods.push(f);
    }
    let c = &p.circumstances;
    if t.has_condition("prone") {
        if reaction == Reaction::Dodge {
            push(&mut mods, "Dodging while prone", c.dodge_while_prone);
        } else {
            push(&mut mods, "Parrying while prone", c.attacker_prone_melee);
        }
    }
    if flag(req, "arduousTerrain") {
        push(&mut mods, "Arduous terrain", c.arduous_terrain);
    } else if flag(req, "difficultTerrain") {
        push(&mut mods, "Difficult terrain", c.difficult_terrain);
    }
    if t.has_condition("guarded") {
        push(&mut mods, "Guarded Attack last turn", p.actions.guarded_evasion);
    }
    Ok(Ok(EvasionPlan { reaction, characteristic, skill, base: b.value, modifiers: mods, note: b.note }))
}

/// The target's running state while hits land.
struct TargetRun {
    damage: i32,
    critical_damage: i32,
    fatigue: i32,
    cover: Option<Cover>,
    dead: bool,
}

/// Rolls the attack. With `verbose` false no log lines are written (analysis).
pub fn execute(pr: &Prepared, dice: &mut Dice, verbose: bool) -> Result<AttackOutcome> {
    let req = pr.req;
    let p = pr.p;
    let mut log: Vec<String> = Vec::new();
    macro_rules! note {
        ($($arg:tt)*) => { if verbose { log.push(format!($($arg)*)); } };
    }
    let attacker_name = req.attacker.display_name("the attacker");
    let target_name = req.target.display_name("the target");
    if verbose {
        log.extend(pr.notes.iter().cloned());
    }

    // Step two: the test.
    let mut test = match pr.automatic {
        Some((success, why)) => {
            note!("{why}");
            TestResult {
                characteristic: pr.characteristic,
                skill: None,
                base: pr.base,
                modifiers: pr.modifiers.clone(),
                target: pr.target_number,
                roll: None,
                success,
                degrees: if success { pr.automatic_degrees } else { 0 },
                automatic: true,
            }
        }
        None => {
            let spec = roll::Spec {
                characteristic: pr.characteristic,
                skill: None,
                base: pr.base,
                modifiers: pr.modifiers.clone(),
            };
            roll::roll(p, &req.attacker, spec, dice, "attack")?
        }
    };
    let mut jammed = false;
    if let Some(r) = test.roll {
        if pr.can_jam && r >= p.jams.single {
            jammed = true;
            if test.success {
                test.success = false;
                test.degrees = roll::min_degrees(p);
            }
        }
    }
    note!("Step 1-2 (test): {attacker_name} attacks {target_name} ({}): {}", req.action, roll::describe(&test));
    if jammed {
        note!("the roll of {} jams the weapon and misses (jams on {}+)", test.roll.unwrap_or(0), p.jams.single);
    }
    let hits_scored: u32 = u32::from(test.success);

    // Step three: hit location.
    let mut location = None;
    if test.success {
        let loc = if pr.action == Action::CalledShot {
            let l = req.called_location.unwrap_or(Location::Body);
            note!("Step 3 (hit location): called shot to the {}", l.label());
            l
        } else if let Some(r) = test.roll {
            let rev = reverse_roll(r);
            let l = location_for(rev);
            note!("Step 3 (hit location): {r:02} reversed is {:02}: {}", rev % 100, l.label());
            l
        } else {
            let r = dice.d100("hitLocation")?;
            let l = location_for(r);
            note!("Step 3 (hit location): no attack roll to reverse; rolled {r:02}: {}", l.label());
            l
        };
        location = Some(loc);
    }

    // The target's reaction.
    let mut evasion = None;
    let mut hits_landed = hits_scored;
    if hits_scored > 0 {
        match &pr.evasion {
            None => {}
            Some(Err(why)) => note!("Reaction: {why}"),
            Some(Ok(plan)) => {
                if let Some(n) = &plan.note {
                    note!("{n}");
                }
                let spec = roll::Spec {
                    characteristic: plan.characteristic,
                    skill: plan.skill,
                    base: plan.base,
                    modifiers: plan.modifiers.clone(),
                };
                let t = roll::roll(p, &req.target, spec, dice, "evasion")?;
                let negated = if t.success { hits_scored.min(1) } else { 0 };
                let verb = if plan.reaction == Reaction::Dodge { "dodges" } else { "parries" };
                note!(
                    "Reaction: {target_name} {verb}: {}{}",
                    roll::describe(&t),
                    if negated > 0 { ": the hit is negated" } else { ": the hit lands" }
                );
                hits_landed -= negated;
                evasion = Some(Evasion { reaction: plan.reaction, test: t, hits_negated: negated });
            }
        }
    }

    // Steps four and five, for each landed hit.
    let t = &req.target;
    let mut state = TargetRun {
        damage: t.damage,
        critical_damage: t.critical_damage,
        fatigue: t.fatigue,
        cover: t.cover.clone(),
        dead: false,
    };
    let mut hits = Vec::new();
    if let Some(loc) = location {
        for n in 0..hits_landed {
            dice.current_hit = Some(n + 1);
            let hit = resolve_hit(pr, dice, loc, &test, &mut state, &mut log, verbose)?;
            hits.push(hit);
        }
        dice.current_hit = None;
    } else if !test.success {
        note!("the attack misses");
    }

    let unconscious = state.fatigue > pr.fatigue_threshold || t.has_condition("unconscious");
    if p.fatigue_death_at_double && state.fatigue >= 2 * pr.fatigue_threshold.max(1) && state.fatigue > t.fatigue {
        state.dead = true;
        note!("fatigue {} reaches twice the threshold of {}: {target_name} dies", state.fatigue, pr.fatigue_threshold);
    }
    if state.fatigue > t.fatigue && unconscious && !state.dead {
        note!(
            "fatigue {} is past the threshold of {}: {target_name} falls unconscious",
            state.fatigue,
            pr.fatigue_threshold
        );
    }
    let target_state = TargetState {
        damage: state.damage,
        critical_damage: state.critical_damage,
        fatigue: state.fatigue,
        conditions: t.conditions.clone(),
        dead: state.dead,
        unconscious,
        cover: state.cover,
    };
    note!(
        "Result: {target_name} has {} damage of {} wounds, {} critical damage, {} fatigue{}{}",
        target_state.damage,
        t.wounds.unwrap_or(0),
        target_state.critical_damage,
        target_state.fatigue,
        if target_state.dead { "; dead" } else { "" },
        if target_state.unconscious && !target_state.dead { "; unconscious" } else { "" }
    );

    Ok(AttackOutcome {
        ruleset: req.ruleset,
        action: req.action.clone(),
        test,
        jammed,
        hits_scored,
        evasion,
        hits,
        target: target_state,
        dice: Vec::new(),
        log,
        seed: None,
    })
}

/// A die's value for damage: a 10 counts as 5 in unarmed combat where the line says so.
fn damage_value(pr: &Prepared, natural: u32, value: u32) -> u32 {
    if pr.unarmed && pr.p.unarmed.tens_count_as_five && natural == 10 {
        5
    } else {
        value
    }
}

/// Whether a die of this size can show a natural 10 that triggers Righteous Fury.
fn fury_die(sides: u32) -> bool {
    sides == 10 || sides == 5
}

fn resolve_hit(
    pr: &Prepared,
    dice: &mut Dice,
    loc: Location,
    test: &TestResult,
    state: &mut TargetRun,
    log: &mut Vec<String>,
    verbose: bool,
) -> Result<Hit> {
    let p = pr.p;
    let req = pr.req;
    let expr = pr.expr;
    macro_rules! note {
        ($($arg:tt)*) => { if verbose { log.push(format!($($arg)*)); } };
    }

    // Step four: damage. A helpless target takes the damage dice twice (000 and 003
    // "Helpless Targets").
    let doubled = pr.melee && pr.helpless_target;
    let count = if doubled { expr.count * 2 } else { expr.count };
    let mut naturals = Vec::with_capacity(count as usize);
    let mut values = Vec::with_capacity(count as usize);
    for _ in 0..count {
        let (face, value) = dice.die(expr.sides, "damage")?;
        naturals.push(face);
        values.push(damage_value(pr, face, value));
    }
    let mut replaced = None;
    if p.degrees_replace_die && test.degrees > 0 {
        let lowest = values.iter().enumerate().min_by_key(|(_, v)| **v).map(|(i, v)| (i, *v));
        if let Some((i, v)) = lowest {
            let d = test.degrees as u32;
            if d > v {
                if let Some(slot) = values.get_mut(i) {
                    *slot = d;
                }
                replaced = Some(ReplacedDie { index: i, was: v, now: d });
            }
        }
    }
    let rolled: i32 = values.iter().map(|v| *v as i32).sum();
    let mut total = rolled + expr.modifier + pr.strength_bonus;
    if verbose {
        let sb =
            if pr.strength_bonus != 0 { format!(" + Strength Bonus {}", pr.strength_bonus) } else { String::new() };
        let twice = if doubled { " (helpless target: dice rolled twice)" } else { "" };
        log.push(format!(
            "Step 4 (damage): {}{twice} rolled {:?}{} {:+}{sb} = {total}",
            req.weapon.damage,
            naturals,
            replaced
                .as_ref()
                .map(|r| format!(" (degrees of success {} replace a {})", r.now, r.was))
                .unwrap_or_default(),
            expr.modifier
        ));
    }

    // Righteous Fury.
    let tens = if fury_die(expr.sides) { naturals.iter().filter(|f| **f == 10).count() } else { 0 };
    let mut fury = None;
    let mut fury_row = None;
    let mut fury_bonus = 0;
    let mut all_values = values.clone();
    if tens > 0 {
        let mut rec = FuryRecord { triggered: false, ..FuryRecord::default() };
        if let Some(why) = pr.fury_block {
            rec.suppressed = Some(why);
            note!("a natural 10, but {why}");
        } else {
            match p.fury {
                Fury::ConfirmThenD10 | Fury::ConfirmThenDamageRoll => {
                    let confirmed = if doubled && tens >= 2 {
                        note!("two natural 10s against a helpless target: Righteous Fury without a confirming test");
                        true
                    } else {
                        let r = dice.d100("righteousFuryConfirm")?;
                        rec.confirmation_roll = Some(r);
                        let ok = r as i32 <= pr.target_number;
                        note!(
                            "a natural 10: Righteous Fury? the confirming test needs {} or less, rolled {r}: {}",
                            pr.target_number,
                            if ok { "confirmed" } else { "not confirmed" }
                        );
                        ok
                    };
                    rec.confirmed = Some(confirmed);
                    rec.triggered = confirmed;
                    if confirmed {
                        let mut guard = 0;
                        loop {
                            guard += 1;
                            let (extra, again) = if p.fury == Fury::ConfirmThenD10 {
                                let f = dice.d10("righteousFury")?;
                                let v = damage_value(pr, f, f);
                                all_values.push(v);
                                (v as i32, f == 10)
                            } else {
                                let mut sum = 0;
                                let mut ten = false;
                                for _ in 0..expr.count {
                                    let (f, v) = dice.die(expr.sides, "righteousFury")?;
                                    let v = damage_value(pr, f, v);
                                    all_values.push(v);
                                    sum += v as i32;
                                    ten |= f == 10 && fury_die(expr.sides);
                                }
                                ((sum + expr.modifier).max(0), ten)
                            };
                            fury_bonus += extra;
                            note!("Righteous Fury adds {extra}{}", if again { " and shows another 10" } else { "" });
                            if !again || guard >= 1000 {
                                break;
                            }
                        }
                        rec.extra_damage = fury_bonus;
                        total += fury_bonus;
                    }
                }
                Fury::CriticalD5 { .. } => {
                    let (_, v) = dice.d5("righteousFury")?;
                    rec.triggered = true;
                    rec.critical_roll = Some(v);
                    fury_row = Some(v);
                    note!("a natural 10: Righteous Fury! the d5 for its critical effect shows {v}");
                }
            }
        }
        fury = Some(rec);
    }
    let damage = DamageRoll {
        total,
        dice: all_values,
        modifier: expr.modifier,
        strength_bonus: pr.strength_bonus,
        degrees_replaced: replaced,
        fury_bonus,
    };

    // Step five: cover, armour minus penetration, toughness.
    let mut soak = Soak { toughness_bonus: pr.toughness_bonus, penetration: req.weapon.penetration, ..Soak::default() };
    let mut remaining = total;
    if let Some(cover) = state.cover.as_mut() {
        if cover.locations.contains(&loc) && cover.ap > 0 {
            soak.cover_ap = cover.ap;
            soak.cover_absorbed = remaining.clamp(0, cover.ap);
            let excess = remaining - cover.ap;
            if excess > 0 {
                cover.ap -= 1;
                remaining = excess;
                note!(
                    "cover ({} AP) stops {}; {excess} gets through and the cover drops to {} AP",
                    soak.cover_ap,
                    soak.cover_absorbed,
                    cover.ap
                );
            } else {
                remaining = 0;
                note!("cover ({} AP) absorbs the hit", soak.cover_ap);
            }
        }
    }
    let armour = req.target.armour.get(loc);
    soak.armour = armour;
    let multiplier = if pr.unarmed { p.unarmed.armour_multiplier } else { 1 };
    soak.effective_armour = (armour * multiplier - req.weapon.penetration).max(0);
    let mut wounds = if remaining > 0 { (remaining - soak.effective_armour - pr.toughness_bonus).max(0) } else { 0 };
    let got_through = wounds > 0;
    let mut criticals = Vec::new();
    if let (Some(row), Fury::CriticalD5 { crit_needs_damage }) = (fury_row, p.fury) {
        if wounds == 0 {
            wounds = 1;
            note!("Righteous Fury: the hit deals at least 1 damage");
        }
        if got_through || !crit_needs_damage {
            criticals.push(critical(p, req.weapon.damage_type, loc, row as i32, 0, "righteousFury", false));
        } else {
            note!("Righteous Fury: the hit did not get through, so no critical effect (002 Righteous Fury)");
        }
    }
    note!(
        "Step 5 (apply): {total} damage to the {}; armour {}{} - penetration {} = {}, Toughness Bonus {}: {wounds} wound{}",
        loc.label(),
        armour,
        if multiplier != 1 { format!(" x{multiplier}") } else { String::new() },
        req.weapon.penetration,
        soak.effective_armour,
        pr.toughness_bonus,
        if wounds == 1 { "" } else { "s" }
    );

    // Wounds, then critical damage past them.
    let max = req.target.wounds.unwrap_or(0);
    let before = state.damage;
    let taken = before + wounds;
    state.damage = taken.min(max);
    let excess = taken - max;
    if excess > 0 && wounds > 0 {
        let added = excess.min(wounds);
        state.critical_damage += added;
        let c = critical(
            p,
            req.weapon.damage_type,
            loc,
            state.critical_damage,
            state.critical_damage,
            "damage",
            req.options.sudden_death,
        );
        note!(
            "{added} critical damage ({} in all): {} row {}{}",
            state.critical_damage,
            c.table,
            c.severity,
            if c.lethal { ": lethal" } else { "" }
        );
        criticals.push(c);
    }
    for c in &criticals {
        if c.lethal {
            state.dead = true;
        }
    }

    // Unarmed blows also tire (003 Unarmed Combat; 000 Unarmed Combat).
    let mut fatigue = 0;
    if pr.unarmed {
        let tires = match p.unarmed.fatigue {
            UnarmedFatigue::OnHit => true,
            UnarmedFatigue::DamageAtLeastToughnessBonus => total >= pr.toughness_bonus,
        };
        if tires {
            fatigue = 1;
            state.fatigue += 1;
            note!("the unarmed blow inflicts a level of fatigue");
        }
    }

    let worst = criticals.iter().max_by_key(|c| (c.lethal, c.severity)).cloned();
    Ok(Hit {
        location: loc,
        damage,
        wounds,
        critical: worst,
        criticals: if criticals.len() > 1 { criticals } else { Vec::new() },
        righteous_fury: fury,
        soak,
        fatigue,
    })
}

/// A critical result on the hit's table. `total` picks the row (capped at 10).
pub fn critical(
    p: &Profile,
    damage_type: DamageType,
    location: Location,
    total: i32,
    critical_damage: i32,
    source: &'static str,
    sudden_death: bool,
) -> Critical {
    let severity = total.clamp(1, 10) as u32;
    let table = p.crits.get(damage_type, location);
    let (name, lethal_row, test_row) = match table {
        Some(t) => (t.table, severity >= t.lethal_from, t.test_or_die.contains(&severity)),
        None => ("", false, false),
    };
    let mut effects = Vec::new();
    if lethal_row || sudden_death {
        effects.push(Effect::Death);
    } else if test_row {
        effects.push(Effect::Test { characteristic: Characteristic::T, modifier: 0, on_failure: "death" });
    }
    Critical {
        damage_type,
        location,
        severity,
        effects,
        lethal: lethal_row || sudden_death,
        critical_damage,
        table: name,
        source,
    }
}

pub fn resolve_attack(req: &AttackRequest, entropy: u64) -> Result<AttackOutcome> {
    let prepared = prepare(req)?;
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut out = execute(&prepared, &mut dice, true)?;
    out.dice = dice.take_record();
    out.seed = dice.seed();
    Ok(out)
}
