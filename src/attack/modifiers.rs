//! Step one: every modifier to the attack test, each named, the total capped at ±60 (000
//! "Step One: Apply Modifiers", 003 "Combining Difficulties", 002 "Step 1"). The numbers are
//! the line's (`Profile::circumstances`, `ranges`, `sizes`, the action's row); this file
//! only decides which apply.

use super::actions::Checked;
use crate::error::{Error, Result};
use crate::model::*;
use crate::roll;
use crate::rules::{PointBlankShort, SizeScope};
use crate::validate;

/// Circumstance names a request may set (API.md, plus `targetArmed`, `untrainedWeapon`,
/// `movingFire`, `movedFirst` (moved, or charged, before a Knock-Down) and `feinted` (the
/// attacker won a Feint against this target)).
pub const CIRCUMSTANCES: [&str; 15] = [
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
    "movingFire",
    "movedFirst",
    "feinted",
];

/// Checks every circumstance's name and value.
pub(super) fn check_circumstances(req: &AttackRequest) -> Result<()> {
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
    for (v, path) in [(req.range, "range"), (req.area_edge, "areaEdge")] {
        if let Some(r) = v {
            if !r.is_finite() || !(0.0..=1_000_000.0).contains(&r) {
                return Err(Error::invalid(path, "must be a distance in metres from 0"));
            }
        }
    }
    Ok(())
}

pub(super) fn flag(req: &AttackRequest, name: &str) -> bool {
    match req.circumstances.get(name) {
        Some(Circumstance::Flag(b)) => *b,
        Some(Circumstance::Number(n)) => *n != 0.0,
        None => false,
    }
}

pub(super) fn push(mods: &mut Vec<NamedModifier>, label: &str, value: i32) {
    if value != 0 {
        mods.push(NamedModifier { label: label.to_string(), value });
    }
}

/// The result of step one.
pub(super) struct StepOne {
    pub modifiers: Vec<NamedModifier>,
    pub total: i32,
    pub automatic: Option<(bool, &'static str)>,
    pub point_blank: bool,
    /// The shot is into a melee (the target engaged, the shooter not).
    pub into_melee: bool,
    /// The modifier total had the shooting-into-melee penalty not applied (capped).
    pub total_but_for_melee: i32,
    pub notes: Vec<String>,
}

pub(super) fn gather(req: &AttackRequest, k: &Checked) -> Result<StepOne> {
    let p = k.p;
    let c = &p.circumstances;
    let melee = k.melee;
    let attacker = &req.attacker;
    let target = &req.target;
    let mut notes = Vec::new();
    let mut m: Vec<NamedModifier> = Vec::new();

    // The action (and the Standard Attack made beside a second-generation Guarded Action).
    if k.rule.with_standard_attack {
        if let Some(std) = p.action(Action::Standard).and_then(|d| d.rule()) {
            push(&mut m, "Standard Attack", std.modifier);
        }
    }
    if k.on_the_move {
        push(&mut m, &format!("{} on the move", k.name), k.rule.on_the_move.unwrap_or(0));
    } else if let Some(t) = k.rule.waived_by.filter(|t| attacker.has_talent(t)) {
        notes.push(format!("the {t} talent spares the {} modifier of {:+}", k.name, k.rule.modifier));
    } else {
        push(&mut m, k.name, k.rule.modifier);
    }
    // Two weapons (000 and 003 "Two-Weapon Fighting", 002 "Two Weapon Fighting").
    let tw = &p.two_weapon;
    let ambidextrous = attacker.has_talent(tw.ambidextrous);
    let secondary = req.hand == Hand::Secondary;
    if req.both_hands {
        let each = if ambidextrous { tw.both_ambidextrous } else { tw.both };
        push(&mut m, if ambidextrous { "Two weapons (Ambidextrous)" } else { "Two weapons" }, each);
    }
    if secondary && !ambidextrous && (!req.both_hands || tw.secondary_stacks) {
        push(&mut m, "Secondary hand", tw.secondary_hand);
    }
    if let Some((label, value)) = super::grapple::carrier_modifier(req, p) {
        push(&mut m, label, value);
    }
    match req.aim {
        Aim::None => {}
        Aim::Half => push(&mut m, "Aim (half action)", p.aim.half),
        Aim::Full => push(&mut m, "Aim (full action)", p.aim.full),
    }

    // Range bands (ranged attacks).
    let attacker_engaged = attacker.has_condition(Condition::Engaged);
    let concealed = flag(req, "concealed");
    let mut point_blank = false;
    let from_below = super::flying::from_below(p, req, melee);
    if let Some((extra, modifier)) = from_below {
        push(&mut m, "Shooting up at a low-altitude flier", modifier);
        notes.push(format!("the target flies at low altitude: {extra} metres are added to the range (003 Altitude)"));
    }
    if !melee {
        match (req.range.map(|d| d + from_below.map_or(0.0, |f| f.0)), req.weapon.range) {
            (Some(d), Some(wr)) => {
                let short = wr / 2.0;
                let pb_limit = match p.ranges.point_blank_short_weapon {
                    Some(PointBlankShort::OneLessThanShort) if short < 3.0 => (short - 1.0).max(0.0),
                    Some(PointBlankShort::Metres(x)) if short < 3.0 => x,
                    _ => p.ranges.point_blank_metres,
                };
                let engaged_with_target = attacker_engaged && target.has_condition(Condition::Engaged);
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
    if target.has_condition(Condition::Unaware) || target.has_condition(Condition::Surprised) {
        push(&mut m, "Unaware target", c.unaware_target);
    }
    if target.has_condition(Condition::Stunned) {
        push(&mut m, "Stunned target", c.stunned_target);
    }
    if target.has_condition(Condition::Prone) {
        if melee {
            push(&mut m, "Prone target", c.prone_target_melee);
        } else if !(point_blank && c.prone_ranged_waived_point_blank) {
            push(&mut m, "Prone target", c.prone_target_ranged);
        }
    }
    if target.has_condition(Condition::Running) {
        push(&mut m, "Running target", if melee { c.running_target_melee } else { c.running_target_ranged });
    }
    if melee && target.has_condition(Condition::Grappled) {
        push(&mut m, "Target is grappling", c.grappled_target_melee);
    }
    if melee && target.has_condition(Condition::DefensiveStance) {
        push(&mut m, "Target in Defensive Stance", c.defensive_stance_melee);
    }
    let into_melee = !melee && target.has_condition(Condition::Engaged) && !attacker_engaged;
    let mut melee_penalty = 0;
    if into_melee {
        let waived = c.into_melee_waived_if_helpless
            && [Condition::Stunned, Condition::Helpless, Condition::Unaware, Condition::Unconscious]
                .iter()
                .any(|x| target.has_condition(*x));
        if waived {
            notes.push("no penalty for shooting into melee: someone in it is stunned, helpless or unaware".into());
        } else {
            push(&mut m, "Shooting into melee", c.shooting_into_melee);
            melee_penalty = c.shooting_into_melee;
        }
    }

    // The attacker's state.
    if let Some(f) = roll::fatigue_modifier(p, attacker) {
        m.push(f);
    }
    if attacker.has_condition(Condition::Prone) || flag(req, "attackerProne") {
        push(&mut m, "Attacker prone", if melee { c.attacker_prone_melee } else { c.attacker_prone_ranged });
    }
    if !melee && attacker.has_condition(Condition::Pinned) {
        push(&mut m, "Pinned", c.pinned_attacker_ranged);
    }
    let blinded = attacker.has_condition(Condition::Blinded);
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
    if req.weapon.class == WeaponClass::Heavy && !flag(req, "braced") {
        push(&mut m, "Heavy weapon not braced", c.unbraced_heavy);
    }
    if !melee && concealed {
        push(&mut m, "Completely concealed target", c.concealed_target);
    }
    if k.unarmed && flag(req, "targetArmed") {
        push(&mut m, "Unarmed against an armed opponent", c.unarmed_vs_armed);
    }
    if flag(req, "untrainedWeapon") {
        push(&mut m, "Weapon without the right talent", c.untrained_weapon);
    }
    m.extend(validate::modifiers(&req.modifiers, "modifiers")?);
    let uncapped: i32 = m.iter().map(|x| x.value).sum();
    let total_but_for_melee = (uncapped - melee_penalty).clamp(-p.modifier_cap, p.modifier_cap);
    let total = roll::cap(p, &mut m);

    let automatic = if melee && k.helpless_target {
        Some((true, "the target is helpless: melee attacks hit automatically"))
    } else if !melee && blinded {
        Some((false, "a blinded attacker misses every ranged attack"))
    } else {
        None
    };
    Ok(StepOne { modifiers: m, total, automatic, point_blank, into_melee, total_but_for_melee, notes })
}
