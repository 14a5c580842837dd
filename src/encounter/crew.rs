//! A vehicle's crew in an encounter (002 Vehicle Combat): crewmen act on the commander's
//! initiative; their attacks are made from the vehicle (`platform`: its movement in the
//! round before, the crewman's role, a mounted weapon braced), with the vehicle's weapons
//! beside their own; the driver drives (`drive`: `vehicleAction`'s manoeuvres), which
//! sets how far the vehicle moved and the penalties a manoeuvre lays on attacks at it and
//! from it until the driver's next turn.

use serde_json::{json, Map, Value};

use crate::error::{Error, Result};
use crate::model::*;

use super::combatant::{actor_value, setup, state, state_mut};
use super::feed::Feed;
use super::turns::dice_value;
use super::Stepped;

/// The vehicle a combatant crews and its role aboard (default gunner).
pub(super) fn aboard(e: &Encounter, id: &str) -> Result<Option<(String, PlatformRole)>> {
    let (_, m) = setup(e, id)?;
    let Some(v) = m.get("crewOf").and_then(Value::as_str) else { return Ok(None) };
    let role = match m.get("role").and_then(Value::as_str) {
        Some("driver") => PlatformRole::Driver,
        Some("passenger") => PlatformRole::Passenger,
        _ => PlatformRole::Gunner,
    };
    Ok(Some((v.to_string(), role)))
}

/// The vehicle as the engines take it: the start's, with its running state laid over. As
/// an attack's target it also says whether it moved last turn (a Jink needs it); the other
/// calls refuse that field.
pub(super) fn vehicle_value(e: &Encounter, id: &str, as_target: bool) -> Result<Value> {
    let s = state(e, id, "vehicle")?;
    let (_, m) = setup(e, id)?;
    let mut v = m.get("vehicle").cloned().unwrap_or(Value::Null);
    if let Value::Object(o) = &mut v {
        o.insert("damage".into(), json!(s.damage));
        o.insert("criticalDamage".into(), json!(s.critical_damage));
        o.insert("conditions".into(), json!(s.vehicle_conditions));
        if as_target && s.moved_before != PlatformMove::None {
            o.insert("movedLastTurn".into(), json!(true));
        }
    }
    Ok(v)
}

/// The weapons a combatant may use: its own, then, for a crewman, its vehicle's.
pub(super) fn weapons<'a>(e: &'a Encounter, id: &str) -> Result<Vec<&'a Value>> {
    let mut all: Vec<&Value> = super::combatant::weapons(e, id)?.iter().collect();
    if let Some((v, _)) = aboard(e, id)? {
        all.extend(super::combatant::weapons(e, &v)?.iter());
    }
    Ok(all)
}

/// A crewman's attack is made from its vehicle: the platform (the vehicle as it is, its
/// movement in the round before, the role, whether the weapon is the vehicle's) and a
/// manoeuvre's penalty to shots from it. An attack at a manoeuvring vehicle takes the
/// manoeuvre's penalty too.
pub(super) fn platform(e: &Encounter, id: &str, target: &str, weapon: &str, a: &mut Map<String, Value>) -> Result<()> {
    if a.contains_key("platform") {
        return Err(Error::invalid("attack.platform", "the encounter gives the platform of a crewman's attack"));
    }
    if let Some((v, role)) = aboard(e, id)? {
        let vs = state(e, &v, "crewOf")?;
        if vs.is_out() {
            return Err(Error::not_allowed("combatant", &format!("{id}'s vehicle {v} is out of the fight")));
        }
        let mounted = super::combatant::weapons(e, &v)?.iter().any(|w| w.get("name").and_then(Value::as_str) == Some(weapon));
        a.insert(
            "platform".into(),
            json!({ "vehicle": vehicle_value(e, &v, false)?, "moved": vs.moved_before, "role": role, "mounted": mounted }),
        );
        if let Some(m) = &vs.manoeuvre {
            modifier(a, &format!("{} (shooting from the vehicle)", m.name), m.from);
        }
    }
    if let Some(m) = &state(e, target, "attack.target")?.manoeuvre {
        modifier(a, &format!("{} (shooting at the vehicle)", m.name), m.against);
    }
    Ok(())
}

fn modifier(a: &mut Map<String, Value>, label: &str, value: i32) {
    if value == 0 {
        return;
    }
    let list = a.entry("modifiers").or_insert_with(|| json!([]));
    if let Value::Array(l) = list {
        l.push(json!({ "label": label, "value": value }));
    }
}

/// The driver's manoeuvre (`drive`), resolved by `vehicleAction` on the vehicle as it is:
/// the vehicle's harm and conditions, how far it moved, and the manoeuvre's penalties.
pub(super) fn drive(e: &mut Encounter, id: &str, given: &Value, feed: &mut Feed, out: &mut Stepped) -> Result<()> {
    let (v, m, action, full) = checked(e, id, given)?;
    let mut req = m.clone();
    req.insert("ruleset".into(), json!(e.ruleset));
    req.insert("vehicle".into(), vehicle_value(e, &v, false)?);
    req.insert("driver".into(), actor_value(e, id)?);
    req.insert("dice".into(), dice_value(&feed.next()));
    let r: VehicleActionRequest = super::parse_at(&Value::Object(req), "drive")?;
    let o = crate::vehicle::vehicle_action(&r, 0)?;
    feed.used(&o.dice);
    let s = state_mut(e, &v, "crewOf")?;
    s.damage = o.vehicle.damage;
    s.critical_damage = o.vehicle.critical_damage;
    s.vehicle_conditions = o.vehicle.conditions.clone();
    // Evasive Manoeuvring moves the Tactical Speed; Floor It! and a Full Action's Tactical
    // Manoeuvring twice that (002 Vehicle Combat).
    s.moved = if full && action != "evasiveManoeuvring" { PlatformMove::Double } else { PlatformMove::Tactical };
    let name = crate::rules::profile(e.ruleset).vehicles.actions.iter().find(|x| x.action == r.action).map_or(action, |x| x.name);
    let s = state_mut(e, &v, "crewOf")?;
    s.manoeuvre = o.penalties.as_ref().map(|p| Manoeuvre { name: name.to_string(), against: p.against, from: p.from });
    out.log.extend(o.log.iter().map(|l| format!("{id} drives {v}: {l}")));
    out.push("drive", id, &o)
}

/// What a `drive` costs of the driver's turn, checked before any die: a Half Action
/// (`useSkill`) for Tactical Manoeuvring at the Tactical Speed, else a Full Action.
pub(super) fn drive_action(e: &Encounter, id: &str, given: &Value) -> Result<Value> {
    let (_, _, _, full) = checked(e, id, given)?;
    Ok(json!({ "id": "useSkill", "as": if full { "full" } else { "half" } }))
}

/// The driver's vehicle, the manoeuvre as given, its action and whether it is a Full Action.
fn checked<'a>(e: &Encounter, id: &str, given: &'a Value) -> Result<(String, &'a Map<String, Value>, &'static str, bool)> {
    let v = match aboard(e, id)? {
        Some((v, PlatformRole::Driver)) => v,
        _ => return Err(Error::not_allowed("drive", &format!("{id} is no vehicle's driver (`crewOf` with `role: 'driver'`)"))),
    };
    let Value::Object(m) = given else {
        return Err(Error::invalid("drive", "must be an object { action, full?, terrain?, skill? }"));
    };
    for key in ["vehicle", "driver", "ruleset", "dice"] {
        if m.contains_key(key) {
            return Err(Error::invalid(&format!("drive.{key}"), &format!("the encounter gives the {key}")));
        }
    }
    let action = match m.get("action").and_then(Value::as_str) {
        Some("tacticalManoeuvring") => "tacticalManoeuvring",
        Some("evasiveManoeuvring") => "evasiveManoeuvring",
        Some("floorIt") => "floorIt",
        Some("ram" | "hitAndRun" | "jink") => {
            return Err(Error::not_allowed(
                "drive.action",
                "an encounter drives with Tactical Manoeuvring, Evasive Manoeuvring and Floor It!; \
                 resolve Ram! and Hit & Run with vehicleAction, and a Jink is a reaction",
            ))
        }
        _ => {
            return Err(Error::invalid(
                "drive.action",
                "must be 'tacticalManoeuvring', 'evasiveManoeuvring' or 'floorIt'",
            ))
        }
    };
    let full = action != "tacticalManoeuvring" || m.get("full").and_then(Value::as_bool) == Some(true);
    Ok((v, m, action, full))
}

/// The living driver of a vehicle, if it has one.
fn driver_of(e: &Encounter, vehicle: &str) -> Result<Option<String>> {
    for (id, s) in &e.combatants {
        if s.is_out() {
            continue;
        }
        if let Some((v, PlatformRole::Driver)) = aboard(e, id)? {
            if v == vehicle {
                return Ok(Some(id.clone()));
            }
        }
    }
    Ok(None)
}

/// A vehicle's reaction: its driver's Jink (002 Vehicle Combat), when the vehicle moved in
/// the round before and the driver has a reaction left; under `'best'` it always jinks then.
/// Asked for (`reaction: 'jink'`) without those, it is refused.
pub(super) fn jink(e: &Encounter, vehicle: &str, given: Option<&str>, policy: ReactionPolicy, a: &mut Map<String, Value>) -> Result<()> {
    let v = state(e, vehicle, "attack.target")?;
    let driver = driver_of(e, vehicle)?;
    let ready = match &driver {
        Some(d) => {
            state(e, d, "crewOf")?.reactions_used < super::acting::reactions_allowed(e, d)? && v.moved_before != PlatformMove::None
        }
        None => false,
    };
    match (given, policy) {
        (Some("jink"), _) if !ready => Err(Error::not_allowed(
            "attack.reaction",
            &format!("{vehicle} cannot jink: it needs a driver with a reaction left, and to have moved in the round before"),
        )),
        (Some(_), _) => Ok(()),
        (None, ReactionPolicy::Ask) if ready => {
            Err(Error::invalid("attack.reaction", &format!("this encounter asks the caller for {vehicle}'s reaction: 'jink' or 'none'")))
        }
        (None, ReactionPolicy::Best) if ready => {
            a.insert("reaction".into(), json!("jink"));
            Ok(())
        }
        _ => Ok(()),
    }
}

/// A vehicle that jinks carries its driver into the attack (the driver makes the test).
pub(super) fn driver_aboard(e: &Encounter, vehicle: &str, a: &mut Map<String, Value>) -> Result<()> {
    if a.get("reaction").and_then(Value::as_str) != Some("jink") {
        return Ok(());
    }
    let Some(d) = driver_of(e, vehicle)? else { return Ok(()) };
    let driver = actor_value(e, &d)?;
    if let Some(Value::Object(t)) = a.get_mut("target") {
        t.insert("driver".into(), driver);
    }
    Ok(())
}

/// After an attack at a vehicle: a Jink spends its driver's reaction.
pub(super) fn jinked(e: &mut Encounter, vehicle: &str, reacted: bool) -> Result<()> {
    if !reacted {
        return Ok(());
    }
    if let Some(d) = driver_of(e, vehicle)? {
        state_mut(e, &d, "crewOf")?.reactions_used += 1;
    }
    Ok(())
}

/// The start of a driver's turn ends its vehicle's manoeuvre.
pub(super) fn start_turn(e: &mut Encounter, id: &str) -> Result<()> {
    if let Some((v, PlatformRole::Driver)) = aboard(e, id)? {
        state_mut(e, &v, "crewOf")?.manoeuvre = None;
    }
    Ok(())
}

/// The end of a round: what each vehicle moved becomes what it moved in the round before.
pub(super) fn end_round(e: &mut Encounter) {
    for s in e.combatants.values_mut().filter(|s| s.kind == Some(CombatantKind::Vehicle)) {
        s.moved_before = std::mem::take(&mut s.moved);
    }
}
