//! A combatant between the encounter and the engines: its request data as the start gave
//! it, with its running state laid over (`actor`), and an outcome's new state taken back
//! (`take`).

use serde_json::{json, Map, Value};

use crate::error::{Error, Result};
use crate::model::*;

use super::parse_at;

/// The start request's entry for a combatant, and its place in the list.
pub(super) fn setup<'a>(e: &'a Encounter, id: &str) -> Result<(usize, &'a Map<String, Value>)> {
    let list = e.start.get("combatants").and_then(Value::as_array);
    list.into_iter()
        .flatten()
        .enumerate()
        .find_map(|(i, c)| {
            let m = c.as_object()?;
            (m.get("id").and_then(Value::as_str) == Some(id)).then_some((i, m))
        })
        .ok_or_else(|| Error::invalid("encounter.start.combatants", &format!("no combatant '{id}' in the start")))
}

/// The weapons the start gives the combatant (`weapons`), as given.
pub(super) fn weapons<'a>(e: &'a Encounter, id: &str) -> Result<&'a [Value]> {
    let (_, m) = setup(e, id)?;
    Ok(m.get("weapons").and_then(Value::as_array).map_or(&[], Vec::as_slice))
}

/// The combatant's state, or an error naming the id.
pub(super) fn state<'a>(e: &'a Encounter, id: &str, path: &str) -> Result<&'a CombatantState> {
    e.combatants.get(id).ok_or_else(|| unknown(e, id, path))
}

pub(super) fn state_mut<'a>(e: &'a mut Encounter, id: &str, path: &str) -> Result<&'a mut CombatantState> {
    if !e.combatants.contains_key(id) {
        return Err(unknown(e, id, path));
    }
    e.combatants.get_mut(id).ok_or_else(|| Error::internal("combatant vanished"))
}

fn unknown(e: &Encounter, id: &str, path: &str) -> Error {
    let known = e.combatants.keys().map(String::as_str);
    Error::invalid(path, &crate::error::suggest::unknown_name("combatant", id, known))
}

/// The combatant's actor as JSON, its state laid over: what an engine is given for it.
pub(super) fn actor_value(e: &Encounter, id: &str) -> Result<Value> {
    let (i, m) = setup(e, id)?;
    let s = state(e, id, "combatant")?;
    let mut a = m
        .get("actor")
        .cloned()
        .ok_or_else(|| Error::not_allowed("", &format!("combatant '{id}' (combatants[{i}]) has no actor")))?;
    if let Value::Object(o) = &mut a {
        o.insert("damage".into(), json!(s.damage));
        o.insert("criticalDamage".into(), json!(s.critical_damage));
        o.insert("fatigue".into(), json!(s.fatigue));
        o.insert("conditions".into(), to_value(&s.conditions)?);
        o.insert("injuries".into(), to_value(&s.injuries)?);
        o.insert("dead".into(), json!(s.dead()));
        o.insert("unconscious".into(), json!(s.out == Some(Out::Unconscious)));
        o.insert("insanity".into(), json!(s.insanity));
        o.insert("corruption".into(), json!(s.corruption));
        match s.stunned_rounds {
            Some(n) => o.insert("stunnedRounds".into(), json!(n)),
            None => o.remove("stunnedRounds"),
        };
        // Outcome fields the actor may carry from before: worked out again.
        o.remove("damageState");
    }
    Ok(a)
}

/// The combatant's actor, typed, its state laid over.
pub(super) fn actor(e: &Encounter, id: &str) -> Result<Actor> {
    let (i, _) = setup(e, id)?;
    parse_at(&actor_value(e, id)?, &format!("encounter.start.combatants[{i}].actor"))
}

pub(super) fn to_value<T: serde::Serialize>(v: &T) -> Result<Value> {
    crate::json::to_value(v).map_err(|e| Error::internal(&e.to_string()))
}

impl CombatantState {
    pub(super) fn dead(&self) -> bool {
        matches!(self.out, Some(Out::Dead | Out::Killed))
    }
    /// Out of the fight: dead, unconscious, a broken horde, a killed comrade.
    pub(super) fn is_out(&self) -> bool {
        self.out.is_some()
    }
    /// A state from the actor the start gave (its damage, fatigue, conditions...).
    pub(super) fn from_actor(side: &str, kind: CombatantKind, a: &Actor) -> Self {
        let mut s = CombatantState {
            side: side.to_string(),
            kind: Some(kind),
            name: a.name.clone(),
            damage: a.damage,
            critical_damage: a.critical_damage,
            fatigue: a.fatigue,
            conditions: a.conditions.clone(),
            stunned_rounds: a.stunned_rounds,
            injuries: a.injuries.clone(),
            insanity: a.insanity,
            corruption: a.corruption,
            ..CombatantState::default()
        };
        if a.dead == Some(true) {
            s.out = Some(Out::Dead);
        } else if a.unconscious == Some(true) || a.conditions.contains(&Condition::Unconscious) {
            s.out = Some(Out::Unconscious);
        }
        s
    }

    /// Takes an outcome's new state of the character.
    pub(super) fn take(&mut self, t: &TargetState) {
        self.damage = t.damage;
        self.critical_damage = t.critical_damage;
        self.fatigue = t.fatigue;
        self.conditions = t.conditions.clone();
        self.stunned_rounds = t.stunned_rounds;
        self.injuries = t.injuries.clone();
        self.insanity = t.insanity;
        self.corruption = t.corruption;
        self.out = if t.dead {
            Some(Out::Dead)
        } else if t.unconscious {
            Some(Out::Unconscious)
        } else {
            None
        };
        if self.out.is_some() {
            self.engaged.clear();
        }
    }

    /// Takes an attacker's own new conditions and fatigue (a melee special action, an
    /// overheat).
    pub(super) fn take_attacker(&mut self, a: &AttackerState) {
        self.conditions = a.conditions.clone();
        self.fatigue = a.fatigue;
    }

    pub(super) fn has(&self, c: Condition) -> bool {
        self.conditions.contains(&c)
    }
    pub(super) fn add(&mut self, c: Condition) {
        if !self.has(c) {
            self.conditions.push(c);
        }
    }
    pub(super) fn remove(&mut self, c: Condition) {
        self.conditions.retain(|x| *x != c);
    }
}
