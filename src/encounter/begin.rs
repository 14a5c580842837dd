//! `startEncounter`: the combatants checked, surprise marked, initiative rolled once with
//! the line's tie-breaks (`rollInitiative`; 000 "Initiative", 003 "Step Two: Roll
//! Initiative", 002 Initiative), vehicles placed on their commander's initiative (002
//! Vehicle Combat), comrades on their leader's turn (002 Comrade Orders), and the first
//! turn started.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::profile;

use super::feed::Feed;
use super::{Stepped, MAX_COMBATANTS};

/// `startEncounter(request)`.
pub fn start_encounter(json: &str, entropy: u64) -> Result<Encounter> {
    let raw: Value = crate::json::from_str(json)?;
    let req: StartEncounterRequest = crate::json::from_str(json)?;
    begin(req, raw, entropy)
}

/// The encounter a start request gives (`raw` is the request as given, kept for replay).
pub(super) fn begin(req: StartEncounterRequest, mut raw: Value, entropy: u64) -> Result<Encounter> {
    let p = profile(req.ruleset);
    let n = req.combatants.len();
    if n == 0 || n > MAX_COMBATANTS {
        return Err(Error::invalid("combatants", &format!("must list 1 to {MAX_COMBATANTS} combatants")));
    }
    let spec = req.dice.clone().unwrap_or_default();
    let seed = spec.seed.unwrap_or(entropy & crate::dice::MAX_SEED);
    let mut feed = Feed::from_spec(crate::dice::DiceSpec { seed: Some(seed), ..spec.clone() })?;
    // The start as replayed: its seed fixed.
    if let Value::Object(m) = &mut raw {
        let mut d = serde_json::Map::new();
        d.insert("seed".into(), serde_json::json!(seed));
        if !spec.rolls.is_empty() {
            d.insert("rolls".into(), serde_json::json!(spec.rolls));
        }
        m.insert("dice".into(), Value::Object(d));
    }

    check_combatants(p, &req)?;
    let (mut combatants, rolling) = states(p, &req)?;

    let mut out = Stepped::default();
    let init = crate::test::roll_initiative(
        &InitiativeRequest { ruleset: req.ruleset, combatants: rolling, dice: Some(feed.next()), meta: Default::default() },
        0,
    )?;
    feed.used(&init.dice);
    let order = place(&req, &init, &mut combatants);
    out.log.extend(init.log.iter().cloned());
    out.log.push(format!(
        "initiative order: {}",
        order
            .iter()
            .map(|id| format!("{id} ({})", combatants.get(id).and_then(|s| s.initiative).unwrap_or_default()))
            .collect::<Vec<_>>()
            .join(", ")
    ));

    let mut e = Encounter {
        ruleset: req.ruleset,
        round: 1,
        turn: 0,
        order,
        active: None,
        combatants,
        history: Vec::new(),
        seed,
        reactions: req.reactions,
        end: None,
        start: raw,
    };
    super::turns::first_turn(&mut e, &mut feed, &mut out)?;
    Ok(e)
}

/// Each combatant's state at the start, and the characters who roll initiative (not a
/// comrade, a vehicle, or a crewman who commands no vehicle).
fn states(p: &crate::rules::Profile, req: &StartEncounterRequest) -> Result<(BTreeMap<String, CombatantState>, Vec<Combatant>)> {
    let mut combatants = BTreeMap::new();
    let mut rolling = Vec::new();
    for (i, c) in req.combatants.iter().enumerate() {
        let path = format!("combatants[{i}]");
        let mut s = match (&c.actor, &c.vehicle) {
            (Some(a), None) => {
                crate::test::validate::actor(p, a, &format!("{path}.actor"), false)?;
                let kind = if c.horde.is_some() {
                    CombatantKind::Horde
                } else if c.comrade_of.is_some() {
                    CombatantKind::Comrade
                } else {
                    CombatantKind::Actor
                };
                CombatantState::from_actor(&c.side, kind, a)
            }
            (None, Some(v)) => CombatantState {
                side: c.side.clone(),
                kind: Some(CombatantKind::Vehicle),
                name: v.name.clone(),
                conditions: Vec::new(),
                ..CombatantState::default()
            },
            _ => return Err(Error::invalid(&path, "give one of `actor` (a character, or a horde's members) and `vehicle`")),
        };
        if let Some(h) = &c.horde {
            s.magnitude = Some(super::horde::start(p, h, &format!("{path}.horde"))?);
            s.round_magnitude = s.magnitude;
        }
        s.comrade_of = c.comrade_of.clone();
        if c.surprised {
            s.add(Condition::Surprised);
        }
        // A crewman who commands no vehicle acts on its vehicle's commander's initiative.
        let rides = c.crew_of.is_some() && !req.combatants.iter().any(|v| v.commander.as_deref() == Some(c.id.as_str()));
        if let (Some(a), None, None, false) = (&c.actor, &c.vehicle, &c.comrade_of, rides) {
            rolling.push(Combatant { id: c.id.clone(), actor: a.clone(), use_fate: false });
        }
        combatants.insert(c.id.clone(), s);
    }

    Ok((combatants, rolling))
}

/// The order of the turns: initiative's, each vehicle's crew right after its commander, on
/// its initiative (002 Vehicle Combat); the vehicle takes no turn of its own.
fn place(req: &StartEncounterRequest, init: &InitiativeOutcome, combatants: &mut BTreeMap<String, CombatantState>) -> Vec<String> {
    let mut order = Vec::with_capacity(req.combatants.len());
    for entry in &init.order {
        if let Some(s) = combatants.get_mut(&entry.id) {
            s.initiative = Some(entry.total);
        }
        order.push(entry.id.clone());
        for v in req.combatants.iter().filter(|c| c.commander.as_deref() == Some(entry.id.as_str())) {
            if let Some(s) = combatants.get_mut(&v.id) {
                s.initiative = Some(entry.total);
            }
            for c in req.combatants.iter().filter(|c| c.crew_of.as_deref() == Some(v.id.as_str()) && entry.id.as_str() != c.id.as_str()) {
                if let Some(s) = combatants.get_mut(&c.id) {
                    s.initiative = Some(entry.total);
                }
                order.push(c.id.clone());
            }
        }
    }
    order
}

/// A crewman: a character aboard a vehicle of its own side; one driver a vehicle.
fn check_crew(req: &StartEncounterRequest, c: &CombatantSetup, path: &str) -> Result<()> {
    let Some(v) = &c.crew_of else {
        if c.role.is_some() {
            return Err(Error::invalid(&format!("{path}.role"), "only a crewman has a role: give `crewOf`, the vehicle's id"));
        }
        return Ok(());
    };
    let vehicles = || req.combatants.iter().filter(|x| x.vehicle.is_some()).map(|x| x.id.as_str());
    let Some(vehicle) = req.combatants.iter().find(|x| v.as_str() == x.id.as_str() && x.vehicle.is_some()) else {
        return Err(Error::invalid(&format!("{path}.crewOf"), &crate::error::suggest::unknown_name("vehicle", v, vehicles())));
    };
    if vehicle.side != c.side {
        return Err(Error::invalid(&format!("{path}.crewOf"), "a crewman fights on its vehicle's side"));
    }
    if c.actor.is_none() || c.horde.is_some() || c.comrade_of.is_some() || c.vehicle.is_some() {
        return Err(Error::invalid(&format!("{path}.crewOf"), "a crewman is a character"));
    }
    let driver = |x: &CombatantSetup| x.crew_of.as_deref() == Some(v.as_str()) && x.role == Some(PlatformRole::Driver);
    if c.role == Some(PlatformRole::Driver) && req.combatants.iter().take_while(|x| c.id.as_str() != x.id.as_str()).any(driver) {
        return Err(Error::invalid(&format!("{path}.role"), &format!("vehicle '{v}' has one driver")));
    }
    Ok(())
}

/// Ids unique and not empty; commanders and leaders real; each kind allowed in the line.
fn check_combatants(p: &crate::rules::Profile, req: &StartEncounterRequest) -> Result<()> {
    let mut ids = BTreeSet::new();
    for (i, c) in req.combatants.iter().enumerate() {
        if c.id.is_empty() || c.id.len() > 100 {
            return Err(Error::invalid(&format!("combatants[{i}].id"), "must be 1 to 100 characters"));
        }
        if !ids.insert(c.id.clone()) {
            return Err(Error::invalid(&format!("combatants[{i}].id"), &format!("'{}' is given twice", c.id)));
        }
        if c.side.is_empty() {
            return Err(Error::invalid(&format!("combatants[{i}].side"), "must name a side"));
        }
        if c.weapons.len() > 20 {
            return Err(Error::invalid(&format!("combatants[{i}].weapons"), "at most 20 weapons"));
        }
    }
    let actors: BTreeMap<&str, &CombatantSetup> = req
        .combatants
        .iter()
        .filter(|c| c.actor.is_some() && c.horde.is_none() && c.comrade_of.is_none())
        .map(|c| (c.id.as_str(), c))
        .collect();
    for (i, c) in req.combatants.iter().enumerate() {
        let path = format!("combatants[{i}]");
        match (&c.vehicle, &c.commander) {
            (Some(_), None) => {
                return Err(Error::invalid(
                    &format!("{path}.commander"),
                    "a vehicle acts on its commander's initiative: give the id of the character commanding it",
                ))
            }
            (Some(_), Some(cmd)) if !actors.contains_key(cmd.as_str()) => {
                return Err(Error::invalid(&format!("{path}.commander"), &crate::error::suggest::unknown_name("character", cmd, actors.keys().copied())));
            }
            (None, Some(_)) => return Err(Error::invalid(&format!("{path}.commander"), "only a vehicle has a commander")),
            _ => {}
        }
        if c.horde.is_some() && c.vehicle.is_some() {
            return Err(Error::invalid(&format!("{path}.horde"), "a horde is not a vehicle"));
        }
        check_crew(req, c, &path)?;
        if let Some(leader) = &c.comrade_of {
            if p.encounters.comrades.is_none() {
                return Err(Error::not_allowed(
                    &format!("{path}.comradeOf"),
                    &format!("comrades are Only War's (Comrade Orders); {} has none", p.name),
                ));
            }
            match actors.get(leader.as_str()) {
                Some(l) if l.side == c.side => {}
                Some(_) => return Err(Error::invalid(&format!("{path}.comradeOf"), "a comrade fights on its leader's side")),
                None => {
                    return Err(Error::invalid(
                        &format!("{path}.comradeOf"),
                        &crate::error::suggest::unknown_name("character", leader, actors.keys().copied()),
                    ))
                }
            }
            if c.horde.is_some() || c.vehicle.is_some() {
                return Err(Error::invalid(&format!("{path}.comradeOf"), "a comrade is a character"));
            }
        }
    }
    Ok(())
}
