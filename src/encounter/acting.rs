//! `act`: the active combatant's actions, checked as a turn by `validateTurn` (with the
//! actions it took earlier this turn and the reactions it used this round), and its attack
//! resolved by `resolveAttack` on a request the encounter composes: the attacker and the
//! target as their running states make them, the weapon it carries, aim taken before the
//! attack (or carried from a turn that ended aiming), a won Feint, and the target's
//! reaction by the encounter's policy. The outcome's states are taken back.

use serde_json::{json, Map, Value};

use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::action_types::ActionDef;
use crate::rules::{other_actions, profile};

use super::feed::Feed;
use super::combatant::{actor_value, state, state_mut};
use super::turns::{action_id, dice_value};
use super::{parse_at, Stepped};

const MAX_ACT_ACTIONS: usize = 10;

pub(super) fn act(e: &mut Encounter, c: &ActChoice, mut feed: Feed, out: &mut Stepped) -> Result<()> {
    let p = profile(e.ruleset);
    let id = c.combatant.as_str();
    let s = state(e, id, "combatant")?;
    if e.active.as_deref() != Some(id) {
        let who = e.active.as_deref().unwrap_or("nobody");
        return Err(Error::not_allowed("combatant", &format!("it is {who}'s turn, not {id}'s: no one acts out of turn")));
    }
    if s.kind == Some(CombatantKind::Vehicle) {
        return Err(Error::not_allowed(
            "combatant",
            "a vehicle takes no turn of its own: its crew (`crewOf`) act for it on its commander's initiative",
        ));
    }
    if c.actions.is_empty() && c.drive.is_none() {
        return Err(Error::invalid("actions", "give the actions this turn takes (as validateTurn takes them)"));
    }
    if c.actions.len() > MAX_ACT_ACTIONS {
        return Err(Error::invalid("actions", &format!("at most {MAX_ACT_ACTIONS} actions an act")));
    }
    let mut all = s.actions.clone();
    // A driver's manoeuvre comes first in this act, and takes its share of the turn.
    if let Some(d) = &c.drive {
        all.push(super::crew::drive_action(e, id, d)?);
    }
    let before = all.len();
    all.extend(c.actions.iter().cloned());
    check_turn(e, id, &all, before)?;
    let defs: Vec<&'static ActionDef> =
        c.actions.iter().filter_map(|a| action_id(a).and_then(|x| other_actions::find(p, x))).collect();

    if let Some(order) = c.order {
        super::horde::give_order(e, id, order, out)?;
    }
    if let Some(d) = &c.drive {
        super::crew::drive(e, id, d, &mut feed, out)?;
    }
    // Half actions before the attack; the attack; what the other actions do.
    let attacks: Vec<&&ActionDef> = defs.iter().filter(|d| d.attack.is_some()).collect();
    let attack_def = match attacks.as_slice() {
        [] => None,
        [one] => Some(**one),
        [a, b] if a.attack.is_some_and(|r| r.with_standard_attack) => Some(**a).filter(|_| b.attack.is_some()),
        [a, b] if b.attack.is_some_and(|r| r.with_standard_attack) => Some(**b).filter(|_| a.attack.is_some()),
        _ => return Err(Error::invalid("actions", "one attack an act: act again for the next")),
    };
    match (attack_def, &c.attack) {
        (None, Some(_)) => {
            return Err(Error::invalid("attack", "the actions hold no attack action ('standard', 'semiAuto', ...)"))
        }
        (Some(d), None) => {
            return Err(Error::invalid("attack", &format!("give the {}'s `target` (a combatant's id) and `weapon`", d.name)))
        }
        (Some(d), Some(a)) => {
            let aim = aim_before(&all, d.id, state(e, id, "combatant")?.aim);
            attack(e, id, d, a, aim, &mut feed, out)?;
        }
        (None, None) => {}
    }
    for d in &defs {
        other_action(e, id, d, out)?;
    }
    let s = state_mut(e, id, "combatant")?;
    s.actions = all;
    // Aim carried from the last turn is spent on this turn's first action, or lost.
    s.aim = Aim::None;
    Ok(())
}

/// `validateTurn` on the turn so far; a turn the rules forbid is `not_allowed`, its first
/// problem's path in this act's `actions`.
fn check_turn(e: &Encounter, id: &str, all: &[Value], before: usize) -> Result<()> {
    let s = state(e, id, "combatant")?;
    let req = json!({
        "ruleset": e.ruleset,
        "actor": actor_value(e, id)?,
        "actions": all,
        "reactionsUsed": s.reactions_used,
    });
    let r: crate::turn::TurnRequest = parse_at(&req, "").map_err(|err| shift(err, before))?;
    let check = crate::turn::validate_turn(&r).map_err(|err| shift(err, before))?;
    if let Some(first) = check.problems.first() {
        let all: Vec<&str> = check.problems.iter().map(|x| x.message.as_str()).collect();
        let path = shift_path(&first.path, before);
        return Err(Error::not_allowed(&path, &format!("{id}'s turn breaks the rules: {}", all.join("; "))));
    }
    if s.half_actions_only && all.len() > 1 {
        return Err(Error::not_allowed("actions", &format!("{id} may take only a Half Action this turn")));
    }
    Ok(())
}

/// A path in the whole turn's actions, as a path in this act's.
fn shift_path(path: &str, before: usize) -> String {
    let Some(rest) = path.strip_prefix("actions[") else { return path.to_string() };
    let Some((n, tail)) = rest.split_once(']') else { return path.to_string() };
    match n.parse::<usize>() {
        Ok(i) if i >= before => format!("actions[{}]{tail}", i - before),
        Ok(_) => format!("turn actions taken earlier: {path}"),
        Err(_) => path.to_string(),
    }
}

fn shift(mut err: Error, before: usize) -> Error {
    if let Some(p) = err.path.take() {
        let new = shift_path(&p, before);
        err.message = err.message.replacen(&p, &new, 1);
        err.path = Some(new);
    }
    err
}

/// Aim taken this turn before the attack (000 and 003 "Aim": the next attack), else aim
/// carried from a turn that ended aiming, if the attack is the turn's first action.
fn aim_before(all: &[Value], attack_id: &str, carried: Aim) -> Aim {
    let at = all.iter().position(|a| action_id(a) == Some(attack_id)).unwrap_or(0);
    let aimed = all.iter().take(at).rfind(|a| action_id(a) == Some("aim"));
    match aimed {
        Some(a) if a.get("as").and_then(Value::as_str) == Some("full") => Aim::Full,
        Some(_) => Aim::Half,
        None if at == 0 => carried,
        None => Aim::None,
    }
}

/// What an action other than the attack leaves on the combatant.
fn other_action(e: &mut Encounter, id: &str, d: &ActionDef, out: &mut Stepped) -> Result<()> {
    let s = state_mut(e, id, "combatant")?;
    match d.id {
        "stand" => s.remove(Condition::Prone),
        "defensiveStance" => s.add(Condition::DefensiveStance),
        "run" => s.add(Condition::Running),
        "allOut" => s.add(Condition::AllOutAttack),
        "guarded" => s.add(Condition::Guarded),
        "reload" => s.ammo.clear(),
        "disengage" => {
            let left = std::mem::take(&mut s.engaged);
            s.remove(Condition::Engaged);
            for other in left {
                if let Some(o) = e.combatants.get_mut(&other) {
                    o.engaged.retain(|x| x != id);
                    if o.engaged.is_empty() {
                        o.remove(Condition::Engaged);
                    }
                }
            }
            out.log.push(format!("{id} disengages"));
        }
        _ => {}
    }
    Ok(())
}

/// The attack: its request composed, resolved, and its states taken back.
fn attack(
    e: &mut Encounter,
    id: &str,
    d: &ActionDef,
    partial: &Value,
    aim: Aim,
    feed: &mut Feed,
    out: &mut Stepped,
) -> Result<()> {
    let c = compose(e, id, d, partial, aim, e.reactions)?;
    let (target, melee, weapon_name) = (c.target, c.melee, c.weapon);
    let mut a = c.request;
    let target_kind = state(e, &target, "attack.target")?.kind;
    let spec = feed.next();
    a.insert("dice".into(), dice_value(&spec));
    let text = serde_json::to_string(&a).map_err(|x| Error::internal(&x.to_string()))?;
    let input = crate::attack::read_attack(&text).map_err(|x| attack_path(x, id, &target))?;
    match input {
        crate::attack::AttackInput::Character(r) => {
            let o = crate::attack::resolve_attack(&r, 0).map_err(|x| attack_path(x, id, &target))?;
            if let Some(c) = super::horde::comrade_in_the_way(e, &target, &o)? {
                return super::horde::at_comrade(e, id, &target, &c, a, &weapon_name, melee, feed, out);
            }
            feed.used(&o.dice);
            take_attack(e, id, &target, target_kind, &r, &o, &weapon_name, melee, out)?;
            out.push_attack(id, &target, &weapon_name, &o)?;
            if target_kind == Some(CombatantKind::Horde) {
                super::horde::flame(e, &target, &r, &o, feed, out)?;
                super::horde::break_test(e, &target, feed, out)?;
            }
        }
        crate::attack::AttackInput::Vehicle(r) => {
            let o = crate::attack::resolve_vehicle_attack(&r, 0).map_err(|x| attack_path(x, id, &target))?;
            feed.used(&o.dice);
            super::crew::jinked(e, &target, o.evasion.is_some())?;
            let t = state_mut(e, &target, "attack.target")?;
            t.damage = o.target.damage;
            t.critical_damage = o.target.critical_damage;
            t.vehicle_conditions = o.target.conditions.clone();
            out.log.push(format!("{id} attacks {target}: {} hits", o.hits.len()));
            out.push_attack(id, &target, &weapon_name, &o)?;
        }
    }
    Ok(())
}

/// An attack request composed for the encounter, without its dice.
pub(super) struct Composed {
    pub request: Map<String, Value>,
    pub target: String,
    pub melee: bool,
    pub weapon: String,
}

/// The attack request: the caller's part (`target` an id, `weapon` a carried weapon's
/// name), and what the encounter knows: the line, the attacker and the target as they are
/// now, the action, aim, a won Feint, the comrades' help, the target's reaction.
pub(super) fn compose(
    e: &Encounter,
    id: &str,
    d: &ActionDef,
    partial: &Value,
    aim: Aim,
    policy: ReactionPolicy,
) -> Result<Composed> {
    let Value::Object(given) = partial else {
        return Err(Error::invalid("attack", "must be an object { target, weapon?, ... }"));
    };
    let mut a: Map<String, Value> = given.clone();
    for key in ["attacker", "ruleset", "dice", "hordeMagnitude"] {
        if a.contains_key(key) {
            return Err(Error::invalid(&format!("attack.{key}"), &format!("the encounter gives the {key}")));
        }
    }
    let target = match a.remove("target") {
        Some(Value::String(t)) => t,
        _ => return Err(Error::invalid("attack.target", "must be the id of a combatant")),
    };
    let ts = state(e, &target, "attack.target")?;
    if target == id {
        return Err(Error::invalid("attack.target", "a combatant does not attack itself"));
    }
    if ts.is_out() {
        return Err(Error::not_allowed("attack.target", &format!("{target} is out of the fight")));
    }
    let weapon = weapon(e, id, a.get("weapon"))?;
    let melee = weapon.get("class").and_then(Value::as_str) == Some("melee");
    let weapon_name = weapon.get("name").and_then(Value::as_str).unwrap_or("weapon").to_string();
    a.insert("weapon".into(), weapon);
    let action = d.attack.map_or(d.id, |r| r.action.as_str());
    match a.get("action").and_then(Value::as_str) {
        Some(x) if x != action => {
            return Err(Error::invalid("attack.action", &format!("the turn's attack action is '{action}', not '{x}'")))
        }
        _ => a.insert("action".into(), json!(action)),
    };
    if !a.contains_key("aim") && aim != Aim::None {
        a.insert("aim".into(), super::combatant::to_value(&aim)?);
    }
    let me = state(e, id, "combatant")?;
    if me.feint.as_deref() == Some(target.as_str()) && melee {
        let circ = a.entry("circumstances").or_insert_with(|| json!({}));
        if let Value::Object(m) = circ {
            m.entry("feinted").or_insert(json!(true));
        }
    }
    super::horde::comrade_support(e, id, melee, &mut a)?;
    super::crew::platform(e, id, &target, &weapon_name, &mut a)?;
    // A horde attacks with its Magnitude; its attacks cannot be dodged or parried.
    let horde = me.kind == Some(CombatantKind::Horde);
    if horde {
        a.insert("hordeMagnitude".into(), json!(me.magnitude.unwrap_or(0)));
    }
    choose_reaction(e, &target, melee, horde, policy, &mut a)?;
    a.insert("ruleset".into(), json!(e.ruleset));
    a.insert("attacker".into(), actor_value(e, id)?);
    a.insert("target".into(), super::horde::target_value(e, &target)?);
    super::crew::driver_aboard(e, &target, &mut a)?;
    super::horde::in_the_cone(e, &target, &mut a)?;
    Ok(Composed { request: a, target, melee, weapon: weapon_name })
}

/// An error in the composed attack, its path where the caller wrote it.
pub(super) fn attack_path(mut err: Error, id: &str, target: &str) -> Error {
    if let Some(p) = err.path.take() {
        let new = if let Some(rest) = p.strip_prefix("attacker") {
            format!("combatants.{id}.actor{rest}")
        } else if let Some(rest) = p.strip_prefix("target") {
            format!("combatants.{target}{rest}")
        } else {
            format!("attack.{p}")
        };
        err.message = err.message.replacen(&p, &new, 1);
        err.path = Some(new);
    }
    err
}

/// The weapon: one the combatant carries, by name, or one given whole; absent, its only
/// weapon.
fn weapon(e: &Encounter, id: &str, given: Option<&Value>) -> Result<Value> {
    let carried = super::crew::weapons(e, id)?;
    let names = || carried.iter().filter_map(|w| w.get("name").and_then(Value::as_str)).collect::<Vec<_>>();
    match given {
        Some(Value::Object(_)) => Ok(given.cloned().unwrap_or(Value::Null)),
        Some(Value::String(name)) => carried
            .iter()
            .find(|w| w.get("name").and_then(Value::as_str) == Some(name.as_str()))
            .map(|w| (*w).clone())
            .ok_or_else(|| Error::invalid("attack.weapon", &crate::error::suggest::unknown_name("weapon", name, names()))),
        None if carried.len() == 1 => Ok(carried.first().map(|w| (*w).clone()).unwrap_or(Value::Null)),
        None if carried.is_empty() => {
            Err(Error::invalid("attack.weapon", &format!("{id} carries no weapons: give one, or list its `weapons`")))
        }
        None => Err(Error::invalid("attack.weapon", &format!("name one of {id}'s weapons: {}", names().join(", ")))),
        Some(_) => Err(Error::invalid("attack.weapon", "must be a carried weapon's name or a weapon")),
    }
}

/// The target's reaction by the encounter's policy: none; the one it is likeliest to pass
/// (Dodge, or Parry against a melee attack with a melee weapon it carries); or the
/// caller's. A target with no reaction left this round does not react.
fn choose_reaction(
    e: &Encounter,
    target: &str,
    melee: bool,
    by_horde: bool,
    policy: ReactionPolicy,
    a: &mut Map<String, Value>,
) -> Result<()> {
    let ts = state(e, target, "attack.target")?;
    let given = a.get("reaction").and_then(Value::as_str).map(str::to_string);
    let kind = ts.kind;
    let reacts = given.as_deref().is_some_and(|r| r != "none");
    if kind == Some(CombatantKind::Horde) && reacts {
        return Err(Error::not_allowed("attack.reaction", &format!("{target} is a horde: a horde neither dodges nor parries")));
    }
    let unavoidable = by_horde && profile(e.ruleset).encounters.hordes.is_some_and(|h| h.attacks_unavoidable);
    if unavoidable && reacts {
        return Err(Error::not_allowed("attack.reaction", "a horde's attacks cannot be dodged or parried"));
    }
    if kind == Some(CombatantKind::Vehicle) && !unavoidable {
        return super::crew::jink(e, target, given.as_deref(), policy, a);
    }
    if kind == Some(CombatantKind::Vehicle) || kind == Some(CombatantKind::Horde) || unavoidable {
        return Ok(());
    }
    let actor = super::combatant::actor(e, target)?;
    let allowed = reactions_allowed(e, target)?;
    let left = ts.reactions_used < allowed;
    let chosen = match (policy, given) {
        (ReactionPolicy::Ask, None) => {
            return Err(Error::invalid(
                "attack.reaction",
                &format!("this encounter asks the caller for {target}'s reaction: 'dodge', 'parry' or 'none'"),
            ))
        }
        (_, Some(r)) if r != "none" && !left => {
            return Err(Error::not_allowed("attack.reaction", &format!("{target} has used its reactions this round")))
        }
        (_, Some(_)) => return Ok(()),
        (ReactionPolicy::None, None) => return Ok(()),
        (ReactionPolicy::Best, None) if !left => return Ok(()),
        (ReactionPolicy::Best, None) => best(e, target, &actor, melee)?,
    };
    if let Some((r, weapon)) = chosen {
        a.insert("reaction".into(), json!(r));
        if let Some(w) = weapon {
            a.entry("targetWeapon").or_insert(w);
        }
    }
    Ok(())
}

/// How many reactions the target has this round (`validateTurn`'s count: Defensive Stance,
/// Step Aside).
pub(super) fn reactions_allowed(e: &Encounter, target: &str) -> Result<u32> {
    let req = json!({ "ruleset": e.ruleset, "actor": actor_value(e, target)? });
    let r: crate::turn::TurnRequest = parse_at(&req, "")?;
    Ok(crate::turn::validate_turn(&r)?.reactions_allowed)
}

/// Dodge, or Parry with the target's first melee weapon when its Parry is the higher.
fn best(e: &Encounter, target: &str, actor: &Actor, melee: bool) -> Result<Option<(&'static str, Option<Value>)>> {
    let p = profile(e.ruleset);
    let dodge = crate::test::base(p, actor, Characteristic::Ag, Some("dodge"), "target")?.value;
    if melee {
        let blade = super::combatant::weapons(e, target)?
            .iter()
            .find(|w| w.get("class").and_then(Value::as_str) == Some("melee"))
            .cloned();
        if let Some(w) = blade {
            let skill = if p.parry_is_skill { Some("parry") } else { None };
            let parry = crate::test::base(p, actor, Characteristic::Ws, skill, "target")?.value;
            if parry > dodge {
                return Ok(Some(("parry", Some(w))));
            }
        }
    }
    Ok(Some(("dodge", None)))
}

/// The attack's states taken back: the target's, the attacker's, reactions used,
/// ammunition, melee engagement, a won Feint.
#[allow(clippy::too_many_arguments)]
pub(super) fn take_attack(
    e: &mut Encounter,
    id: &str,
    target: &str,
    target_kind: Option<CombatantKind>,
    r: &AttackRequest,
    o: &AttackOutcome,
    weapon: &str,
    melee: bool,
    out: &mut Stepped,
) -> Result<()> {
    let reacted = if o.strikes.is_empty() {
        u32::from(o.evasion.is_some())
    } else {
        o.strikes.iter().filter(|s| s.evasion.is_some()).count() as u32
    };
    let wounds: i32 = o.hits.iter().map(Hit::wounds_dealt).sum();
    out.log.push(format!(
        "{id} attacks {target} ({}): {} hit{}, {wounds} wounds",
        r.action.as_str(),
        o.hits.len(),
        if o.hits.len() == 1 { "" } else { "s" }
    ));
    match target_kind {
        Some(CombatantKind::Horde) => super::horde::take_hits(e, target, r, o, out)?,
        Some(CombatantKind::Comrade) => super::horde::comrade_hurt(e, target, o, out)?,
        _ => state_mut(e, target, "attack.target")?.take(&o.target),
    }
    let t = state_mut(e, target, "attack.target")?;
    t.reactions_used += reacted;
    if !melee {
        t.shot_at = true;
    }
    let target_out = t.is_out();
    if melee && !target_out {
        t.add(Condition::Engaged);
        if !t.engaged.iter().any(|x| x == id) {
            t.engaged.push(id.to_string());
        }
    }
    if target_out {
        out.log.push(format!("{target} is out of the fight"));
    }
    let me = state_mut(e, id, "combatant")?;
    if let Some(h) = &o.overheat {
        me.take(&h.attacker);
    } else if let Some(a) = &o.melee.attacker {
        me.take_attacker(a);
    }
    if o.ammo > 0 {
        *me.ammo.entry(weapon.to_string()).or_insert(0) += o.ammo;
    }
    me.feint = match o.melee.feinted {
        Some(true) => Some(target.to_string()),
        _ => None,
    };
    if melee && !target_out {
        me.add(Condition::Engaged);
        if !me.engaged.iter().any(|x| x == target) {
            me.engaged.push(target.to_string());
        }
    }
    if target_out {
        for s in e.combatants.values_mut() {
            s.engaged.retain(|x| x != target);
            if s.engaged.is_empty() {
                s.remove(Condition::Engaged);
            }
        }
    }
    Ok(())
}
