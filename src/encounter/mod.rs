//! Encounters: a whole fight as plain data (API.md "Encounters"; docs/encounters.md).
//!
//! An encounter is its start request, the list of choices made since (`history`), and the
//! state they give. Each choice is resolved by the engines that resolve it alone
//! (`rollInitiative`, `validateTurn`, `resolveAttack`, `startTurn`, `escapePinning`), on
//! requests the encounter composes from the combatants' data and their running state, so an
//! encounter follows every rule those follow. Structured time is the books' (000 and 003
//! "Structured Time", "Surprise", "Initiative"; 001 Combat Overview; 002 Initiative):
//!
//! - surprised combatants lose their turn in the first round, and attacks on them then
//!   are as on an unaware target;
//! - initiative is rolled once, at the start, with the line's tie-breaks; a vehicle's crew
//!   act on its commander's, right after it (002 Vehicle Combat); a comrade on its
//!   leader's turn (002 Comrade Orders);
//! - each turn: one Full or two Half Actions (`validateTurn`), a reaction a round;
//! - at the end of a turn, a pinned combatant tests to escape; then the next combatant's
//!   turn starts (`startTurn`), and after the last, the round ends and a new one begins.
//!
//! Dice: a choice's own `dice`, or the encounter's seed spread by the choice's place in
//! the history (`dice::derive_seed`). Replaying `start` and `history` gives the same
//! encounter byte for byte (`replay`); `undo` replays all but the last choice.

mod acting;
mod adjust;
mod advise;
mod begin;
mod feed;
mod horde;
mod combatant;
mod crew;
mod turns;

use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use crate::error::{Error, Result};
use crate::model::*;

pub use advise::advise;
pub use begin::start_encounter;

/// The most combatants one encounter holds.
pub const MAX_COMBATANTS: usize = 100;
/// The most choices an encounter's history holds.
pub const MAX_HISTORY: usize = 5000;

/// Reads a value as a typed request, its errors' paths under `prefix`.
pub(crate) fn parse_at<T: DeserializeOwned>(v: &Value, prefix: &str) -> Result<T> {
    let text = serde_json::to_string(v).map_err(|e| Error::internal(&e.to_string()))?;
    crate::json::from_str(&text).map_err(|e| e.under(prefix))
}

/// Splits `{ encounter, ...choice }` into the encounter and the choice.
fn split(json: &str) -> Result<(Encounter, Map<String, Value>)> {
    let v: Value = crate::json::from_str(json)?;
    let Value::Object(mut m) = v else {
        return Err(Error::invalid("", "must be an object { encounter, ... }"));
    };
    let enc = m.remove("encounter").ok_or_else(|| Error::invalid("encounter", "is required"))?;
    let e: Encounter = parse_at(&enc, "encounter")?;
    check(&e)?;
    Ok((e, m))
}

/// What an encounter must hold to be played on.
fn check(e: &Encounter) -> Result<()> {
    if e.history.len() >= MAX_HISTORY {
        return Err(Error::limit("encounter.history", &format!("at most {MAX_HISTORY} choices")));
    }
    for (i, id) in e.order.iter().enumerate() {
        if !e.combatants.contains_key(id) {
            return Err(Error::invalid(&format!("encounter.order[{i}]"), &format!("'{id}' is not a combatant")));
        }
    }
    if e.end.is_none() {
        let at = e.order.get(e.turn as usize);
        if at.is_none() || at != e.active.as_ref() {
            return Err(Error::invalid("encounter.turn", "must be the place in `order` of `active`"));
        }
    }
    if !e.start.is_object() {
        return Err(Error::invalid("encounter.start", "must be the startEncounter request"));
    }
    Ok(())
}

/// `act(encounter, choice)`: `{ encounter, combatant, actions, attack?, order?, dice? }`.
pub fn act(json: &str) -> Result<EncounterStep> {
    let (e, choice) = split(json)?;
    step(e, Choice::Act(choice))
}

/// `endTurn(encounter, { dice? })`: `{ encounter, dice? }`.
pub fn end_turn(json: &str) -> Result<EncounterStep> {
    let (e, choice) = split(json)?;
    step(e, Choice::EndTurn(choice))
}

/// `adjust(encounter, { combatant, set, note? })`: a GM's edit, kept in the history.
pub fn adjust(json: &str) -> Result<EncounterStep> {
    let (e, choice) = split(json)?;
    step(e, Choice::Adjust(choice))
}

/// `undo(encounter)`: the encounter before its last choice, replayed from the start.
pub fn undo(json: &str) -> Result<Encounter> {
    let (mut e, rest) = split(json)?;
    no_more(&rest)?;
    if e.history.pop().is_none() {
        return Err(Error::not_allowed("encounter.history", "no choice has been made yet: nothing to undo"));
    }
    replay_all(&e)
}

/// `replayEncounter(encounter)`: the encounter rebuilt from its start and history.
pub fn replay(json: &str) -> Result<Encounter> {
    let (e, rest) = split(json)?;
    no_more(&rest)?;
    replay_all(&e)
}

fn no_more(rest: &Map<String, Value>) -> Result<()> {
    match rest.keys().next() {
        Some(k) => Err(Error::invalid(k, "is not a field here: only `encounter` is given")),
        None => Ok(()),
    }
}

fn replay_all(e: &Encounter) -> Result<Encounter> {
    let req: StartEncounterRequest = parse_at(&e.start, "encounter.start")?;
    let mut now = begin::begin(req, e.start.clone(), 0)?;
    for (i, c) in e.history.iter().enumerate() {
        let Value::Object(m) = c else {
            return Err(Error::invalid(&format!("encounter.history[{i}]"), "must be a choice object"));
        };
        let mut m = m.clone();
        let kind = m.remove("kind");
        let choice = match kind.as_ref().and_then(Value::as_str) {
            Some("act") => Choice::Act(m),
            Some("endTurn") => Choice::EndTurn(m),
            Some("adjust") => Choice::Adjust(m),
            _ => return Err(Error::invalid(&format!("encounter.history[{i}].kind"), "must be 'act', 'endTurn' or 'adjust'")),
        };
        now = step(now, choice).map_err(|err| err.under(&format!("encounter.history[{i}]")))?.encounter;
    }
    Ok(now)
}

enum Choice {
    Act(Map<String, Value>),
    EndTurn(Map<String, Value>),
    Adjust(Map<String, Value>),
}

/// One choice on the encounter: checked, resolved, recorded.
fn step(mut e: Encounter, choice: Choice) -> Result<EncounterStep> {
    if let Some(end) = &e.end {
        let who = end.winner.as_deref().map_or("no side".to_string(), |w| format!("side '{w}'"));
        return Err(Error::not_allowed("encounter", &format!("the encounter is over: {who} is left")));
    }
    let n = e.history.len() as u64 + 1;
    let (kind, mut map) = match choice {
        Choice::Act(m) => ("act", m),
        Choice::EndTurn(m) => ("endTurn", m),
        Choice::Adjust(m) => ("adjust", m),
    };
    // The choice's dice, or the encounter's own stream for this step.
    let dice = feed::Feed::for_choice(map.get("dice"), e.seed, n)?;
    let mut out = Stepped::default();
    match kind {
        "act" => {
            let c: ActChoice = parse_at(&Value::Object(map.clone()), "")?;
            acting::act(&mut e, &c, dice, &mut out)?;
        }
        "adjust" => {
            let c: AdjustChoice = parse_at(&Value::Object(map.clone()), "")?;
            adjust::apply(&mut e, &c, &mut out)?;
        }
        _ => {
            let _: EndTurnChoice = parse_at(&Value::Object(map.clone()), "")?;
            turns::end_turn(&mut e, dice, &mut out)?;
        }
    }
    map.insert("kind".into(), Value::String(kind.into()));
    // An edit rolls nothing: it keeps no dice.
    if !map.contains_key("dice") && kind != "adjust" {
        map.insert("dice".into(), serde_json::json!({ "seed": crate::dice::derive_seed(e.seed, n) }));
    }
    // The recorded choice, keys in a fixed order.
    let mut rec = Map::new();
    rec.insert("kind".into(), map.remove("kind").unwrap_or(Value::Null));
    rec.extend(map);
    e.history.push(Value::Object(rec));
    disengage_the_fallen(&mut e);
    turns::check_end(&mut e, &mut out.log);
    Ok(EncounterStep { encounter: e, outcomes: out.outcomes, log: out.log })
}

/// No one stays engaged in melee with a combatant out of the fight, however it fell (an
/// attack, a break test, flames, blood loss, suffocation, a GM's word).
fn disengage_the_fallen(e: &mut Encounter) {
    let out: Vec<String> = e.combatants.iter().filter(|(_, s)| s.is_out()).map(|(k, _)| k.clone()).collect();
    if out.is_empty() {
        return;
    }
    for s in e.combatants.values_mut() {
        let before = s.engaged.len();
        s.engaged.retain(|x| !out.contains(x));
        if s.is_out() {
            s.engaged.clear();
        }
        if before > 0 && s.engaged.is_empty() {
            s.remove(Condition::Engaged);
        }
    }
}

/// What a choice produced, gathered as it goes.
#[derive(Default)]
struct Stepped {
    outcomes: Vec<Value>,
    log: Vec<String>,
}

impl Stepped {
    /// Records an engine's outcome, tagged with what it was and whose.
    fn push<T: serde::Serialize>(&mut self, kind: &str, combatant: &str, outcome: &T) -> Result<()> {
        self.push_tagged(&[("kind", kind), ("combatant", combatant)], outcome)
    }

    /// Records an attack's outcome, tagged also with the target's id and the weapon's name.
    fn push_attack<T: serde::Serialize>(&mut self, who: &str, target: &str, weapon: &str, outcome: &T) -> Result<()> {
        let tags = [("kind", "attack"), ("combatant", who), ("targetId", target), ("weaponName", weapon)];
        self.push_tagged(&tags, outcome)
    }

    fn push_tagged<T: serde::Serialize>(&mut self, tags: &[(&str, &str)], outcome: &T) -> Result<()> {
        let mut v = combatant::to_value(outcome)?;
        if let Value::Object(m) = &mut v {
            let mut tagged = Map::new();
            for (k, t) in tags {
                tagged.insert((*k).into(), Value::String((*t).into()));
            }
            tagged.extend(std::mem::take(m));
            v = Value::Object(tagged);
        }
        self.outcomes.push(v);
        Ok(())
    }
}
