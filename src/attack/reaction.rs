//! The target's reaction, between the hits and the damage (000 "Dodge" and "Parry", 003
//! "Dodge" and "Parry", 004 "Evasion"). Dodge is the Agility skill (untrained at half in the
//! first generation); Parry tests Weapon Skill (a skill in the second generation) and needs
//! a melee attack. The target must be able: not stunned, helpless, unaware, surprised,
//! unconscious by any cause, grappling, immobilised, or after its own All Out Attack. Against an attack
//! that scored several hits, the line's `Reactions::multi_hit` says how many a success
//! negates; the hits negated are the last ones scored. A Dodge against an area attack
//! (000 and 003 "Dodging Auto-Fire and Area Effect Attacks", 004 "Evasion") fails without
//! a roll when the edge of the area is beyond the target's reach (`Profile::area_dodge`),
//! and otherwise, on a success, takes the target out of the whole area. A target reacts
//! once a round (more with Step Aside, `Fx::Reactions`): when an action strikes several
//! times, against the first strikes that hit. The weapons' qualities that change a Parry
//! are in `parry`.

use super::action_check::{Checked, INCAPACITATED};
use super::hits::Placed;
use super::in_play::Feats;
use super::modifiers::push_id;
use super::parry::{self, ParryFx};
use super::{attack_test, Log, Prepared};
use crate::body::unconscious;
use crate::dice::Dice;
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::MultiHitEvasion;
use crate::test;

/// The reaction, ready to roll.
#[derive(Clone)]
pub(super) struct Plan {
    reaction: Reaction,
    characteristic: Characteristic,
    skill: Option<&'static str>,
    base: i32,
    modifiers: Vec<NamedModifier>,
    note: Option<String>,
    /// A Dodge against an area attack.
    area: Option<AreaEscape>,
    /// What the weapons' qualities do to a Parry.
    parry: ParryFx,
}

/// The area a Dodge must leave, if the attack has one (a Blast or Spray weapon, or an
/// `areaEdge` given): `areaEdge` metres, else the Blast radius (the target at the centre),
/// else unknown (taken as within reach).
fn area(k: &Checked, req: &AttackRequest) -> Result<Option<AreaEscape>> {
    let p = k.p;
    if req.reaction != Reaction::Dodge || !(k.area_attack || req.area_edge.is_some()) {
        return Ok(None);
    }
    let edge = req.area_edge.or(k.blast.map(f64::from));
    let reach = test::bonus(p, &req.target, Characteristic::Ag, "target")? * p.area_dodge.metres_per_agility_bonus;
    Ok(Some(AreaEscape { edge, reach, out_of_reach: edge.is_some_and(|e| e > f64::from(reach)) }))
}

/// Makes the reaction ready before any die is rolled, so that a bad request fails first.
/// `Ok(Some(Err(why)))`: the target cannot react, and the log says why.
pub(super) fn plan(
    k: &Checked,
    req: &AttackRequest,
    feats: &Feats,
) -> Result<Option<std::result::Result<Plan, String>>> {
    let reaction = req.reaction;
    if reaction == Reaction::None {
        return Ok(None);
    }
    let p = k.p;
    let t = &req.target;
    if reaction == Reaction::Jink {
        return Err(Error::not_allowed("reaction", "only a vehicle jinks: a character may Dodge or Parry"));
    }
    if req.horde_magnitude.is_some() && p.encounters.hordes.is_some_and(|h| h.attacks_unavoidable) {
        return Err(Error::not_allowed("reaction", "a horde's attacks cannot be dodged or parried (Deathwatch, Hordes)"));
    }
    if reaction == Reaction::Parry && !k.melee {
        return Err(Error::not_allowed(
            "reaction",
            "only melee attacks can be parried (Rogue Trader, Parry, Dark Heresy, Parry)",
        ));
    }
    let mut weapon_mods = Vec::new();
    let parry = parry::plan(k, req, feats, &mut weapon_mods)?;
    let feint = super::opposed::feint_effect(k, req);
    if let Some(Ok(why)) = feint {
        return Ok(Some(Err(why)));
    }
    for c in INCAPACITATED.iter().chain(&[Condition::Grappled]) {
        if t.has_condition(*c) {
            return Ok(Some(Err(format!("the target is {} and cannot react", c.as_str()))));
        }
    }
    if unconscious(p, t, "target")? {
        return Ok(Some(Err("the target is unconscious from fatigue and cannot react".into())));
    }
    if t.has_condition(Condition::Immobilised) {
        // The Snare quality: a snared character's only action is breaking free.
        return Ok(Some(Err(
            "the target is immobilised (snared) and can neither Dodge nor Parry until it breaks free".into(),
        )));
    }
    if t.has_condition(Condition::AllOutAttack) {
        return Ok(Some(Err("the target made an All Out Attack and cannot Dodge or Parry until its next turn".into())));
    }
    let (characteristic, skill) = match reaction {
        Reaction::Parry => (Characteristic::Ws, if p.parry_is_skill { Some("parry") } else { None }),
        _ => (Characteristic::Ag, Some("dodge")),
    };
    let b = test::base(p, t, characteristic, skill, "target")?;
    let mut mods = b.modifiers;
    mods.extend(the_targets_state(p, req, reaction));
    mods.extend(weapon_mods);
    let note = match (b.note, feint.and_then(|f| f.err())) {
        (Some(a), Some(b)) => Some(format!("{a}; {b}")),
        (a, b) => a.or(b),
    };
    let area = area(k, req)?;
    Ok(Some(Ok(Plan { reaction, characteristic, skill, base: b.value, modifiers: mods, note, area, parry })))
}

/// What the target's state and ground add to a Dodge or Parry (also to the Agility test
/// against a weapon that sprays a cone, taken as a Dodge): fatigue, prone, terrain, a
/// Guarded Action since its last turn.
pub(super) fn the_targets_state(
    p: &crate::rules::Profile,
    req: &AttackRequest,
    reaction: Reaction,
) -> Vec<NamedModifier> {
    let t = &req.target;
    let mut mods: Vec<NamedModifier> = test::fatigue_modifier(p, t).into_iter().collect();
    let c = &p.circumstances;
    if t.has_condition(Condition::Prone) {
        if reaction == Reaction::Parry {
            push_id(&mut mods, "parryingProne", "Parrying while prone", c.attacker_prone_melee);
        } else {
            push_id(&mut mods, "dodgingProne", "Dodging while prone", c.dodge_while_prone);
        }
    }
    if req.circumstances.arduous_terrain {
        push_id(&mut mods, "arduousTerrain", "Arduous terrain", c.arduous_terrain);
    } else if req.circumstances.difficult_terrain {
        push_id(&mut mods, "difficultTerrain", "Difficult terrain", c.difficult_terrain);
    }
    if t.has_condition(Condition::Guarded) {
        push_id(&mut mods, "guarded", "Guarded since its last turn", p.reactions.guarded_bonus);
    }
    mods
}

/// How many of `scored` hits a successful reaction with `degrees` negates.
fn negated(pr: &Prepared, reaction: Reaction, degrees: i32, scored: u32) -> u32 {
    if scored <= 1 || (reaction == Reaction::Parry && !pr.p.reactions.parry_negates_several) {
        return scored.min(1);
    }
    let d = degrees.max(0) as u32;
    let n = match pr.p.reactions.multi_hit {
        MultiHitEvasion::OnePlusDegrees => 1 + d,
        MultiHitEvasion::Degrees => d.max(1),
    };
    n.min(scored)
}

/// Rolls the reaction, if any; returns it and how many of the scored hits still land (the
/// first so many: a reaction negates the last hits scored).
#[crate::hot]
pub(super) fn react(
    pr: &Prepared,
    scored: &[Placed],
    may_react: bool,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<(Option<Evasion>, usize)> {
    let landed = scored.len();
    if scored.is_empty() {
        return Ok((None, landed));
    }
    let plan = match &pr.evasion {
        None => return Ok((None, landed)),
        Some(Err(why)) => {
            note!(log, "Reaction: {why}");
            return Ok((None, landed));
        }
        Some(Ok(_)) if !may_react => {
            note!(log, "Reaction: the target has no reaction left this round");
            return Ok((None, landed));
        }
        Some(Ok(plan)) => plan,
    };
    if let Some(n) = &plan.note {
        note!(log, "{n}");
    }
    for n in &plan.parry.notes {
        note!(log, "{n}");
    }
    if let Some(a) = plan.area.as_ref().filter(|a| a.out_of_reach) {
        note!(
            log,
            "Reaction: the edge of the area is {} metres away, beyond the {} metres the target can dodge: the Dodge fails",
            a.edge.unwrap_or(0.0),
            a.reach
        );
        return Ok((Some(fails_unrolled(pr, plan, Some(a.clone()))), landed));
    }
    if let Some(why) = &plan.parry.fails {
        note!(log, "Reaction: {why}");
        return Ok((Some(fails_unrolled(pr, plan, None)), landed));
    }
    let spec = attack_test::spec(log.full(), pr.p, plan.characteristic, plan.skill, plan.base, &plan.modifiers);
    // The target may spend a fate point to roll a failed reaction again.
    let fate = FateUse { reroll: pr.req.target_fate.is_some_and(|f| f.reroll), extra_degree: false };
    let mut t =
        test::roll_with_fate(pr.p, &pr.req.target, spec, dice, crate::dice::Purpose::Evasion, fate, |t| !t.success)?;
    attack_test::unfold(log.full(), &mut t, plan.base);
    let count = scored.len() as u32;
    let negated = match (t.success, &plan.area) {
        (false, _) => 0,
        (true, Some(_)) => count, // out of the area: every hit misses
        (true, None) => negated(pr, plan.reaction, t.degrees, count),
    };
    let landed = (count - negated) as usize;
    let verb = if plan.reaction == Reaction::Dodge { "dodges" } else { "parries" };
    note!(
        log,
        "Reaction: {} {verb}: {}: {}",
        pr.req.target.display_name("the target"),
        test::describe(&t),
        match (negated, count) {
            (0, 1) => "the hit lands".to_string(),
            (0, _) => "every hit lands".to_string(),
            (1, 1) => "the hit is negated".to_string(),
            (n, c) if n == c => format!("all {c} hits are negated"),
            (n, c) => format!("{n} of {c} hits negated"),
        }
    );
    let weapon_destroyed = match &plan.parry.power_field {
        Some((label, chance)) if t.success => parry::power_field(pr, label, *chance, dice, log)?,
        _ => false,
    };
    let evasion =
        Evasion { reaction: plan.reaction, test: t, hits_negated: negated, area: plan.area.clone(), weapon_destroyed };
    Ok((Some(evasion), landed))
}

/// A reaction that fails without a roll (a Dodge out of an area's reach, a Parry against
/// a weapon that cannot be parried).
fn fails_unrolled(pr: &Prepared, plan: &Plan, area: Option<AreaEscape>) -> Evasion {
    let mut modifiers = plan.modifiers.clone();
    let total = test::cap(pr.p, &mut modifiers);
    let test = TestResult {
        characteristic: plan.characteristic,
        skill: plan.skill.map(str::to_string),
        base: plan.base,
        modifiers,
        target: plan.base + total,
        roll: None,
        success: false,
        degrees: test::min_degrees(pr.p),
        automatic: true,
        fate: Vec::new(),
    };
    Evasion { reaction: plan.reaction, test, hits_negated: 0, area, weapon_destroyed: false }
}
