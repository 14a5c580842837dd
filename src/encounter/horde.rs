//! Hordes and comrades in an encounter (`rules::encounters`).
//!
//! A horde is fought as one combatant: its members' profile (`actor`) with the horde's
//! armour and Toughness laid over, and Magnitude in place of wounds. An attack on it is
//! resolved as on one of its members who cannot die of it; each hit that deals damage
//! past armour and Toughness then removes Magnitude (more for Explosive damage and Blast
//! weapons), and at 0 the horde is broken. A comrade (002 Comrade Orders) is a character
//! attached to a player character: its leader's orders help the leader's attacks, and
//! damaging hits wound it, then kill it.

use serde_json::{json, Map, Value};

use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::{profile, Profile};

use super::combatant::{actor_value, setup, state, state_mut};
use super::feed::Feed;
use super::Stepped;

/// A stand-in horde member's wounds: no attack kills it; Magnitude counts the harm.
const STAND_IN_WOUNDS: i32 = 100_000;

/// A horde's Magnitude at the start, checked.
pub(super) fn start(p: &Profile, h: &Horde, path: &str) -> Result<i32> {
    let Some(rules) = p.encounters.hordes else {
        return Err(Error::not_allowed(
            path,
            &format!("{} has no horde rule (hordes are fought in Only War and Dark Heresy 2nd edition)", p.name),
        ));
    };
    let whole = |v: f64, what: &str| -> Result<i32> {
        if v.fract() != 0.0 || v < 0.0 || v > f64::from(rules.max_magnitude) {
            return Err(Error::invalid(&format!("{path}.{what}"), &format!("must be a whole number from 0 to {}", rules.max_magnitude)));
        }
        Ok(v as i32)
    };
    let m = whole(h.magnitude, "magnitude")?;
    let lost = whole(h.damage, "damage")?;
    if m == 0 {
        return Err(Error::invalid(&format!("{path}.magnitude"), "must be at least 1"));
    }
    for (v, what) in [(h.armour, "armour"), (h.toughness, "toughness")] {
        if let Some(v) = v {
            if v.fract() != 0.0 || !(0.0..=100.0).contains(&v) {
                return Err(Error::invalid(&format!("{path}.{what}"), "must be a whole number from 0 to 100"));
            }
        }
    }
    if !h.traits.is_empty() {
        return Err(Error::invalid(&format!("{path}.traits"), "give a horde's traits on its `actor`"));
    }
    Ok((m - lost).max(0))
}

/// The target of an attack as the attack request takes it: a character, a horde's stand-in
/// member, or a vehicle (its Structural Integrity lost so far laid over).
pub(super) fn target_value(e: &Encounter, id: &str) -> Result<Value> {
    let s = state(e, id, "attack.target")?;
    match s.kind {
        Some(CombatantKind::Vehicle) => super::crew::vehicle_value(e, id, true),
        Some(CombatantKind::Horde) => {
            let (_, m) = setup(e, id)?;
            let h = m.get("horde").and_then(Value::as_object);
            let mut a = actor_value(e, id)?;
            if let Value::Object(o) = &mut a {
                o.insert("wounds".into(), json!(STAND_IN_WOUNDS));
                o.insert("damage".into(), json!(0));
                o.insert("criticalDamage".into(), json!(0));
                if let Some(ap) = h.and_then(|h| h.get("armour")).filter(|v| !v.is_null()) {
                    o.insert(
                        "armour".into(),
                        json!({ "head": ap, "rightArm": ap, "leftArm": ap, "body": ap, "rightLeg": ap, "leftLeg": ap }),
                    );
                }
                if let Some(t) = h.and_then(|h| h.get("toughness")).filter(|v| !v.is_null()) {
                    let ch = o.entry("characteristics").or_insert_with(|| json!({}));
                    if let Value::Object(c) = ch {
                        c.insert("t".into(), t.clone());
                    }
                }
            }
            Ok(a)
        }
        _ => actor_value(e, id),
    }
}

/// The Magnitude an attack's hits remove from a horde.
pub(super) fn magnitude_lost(p: &Profile, r: &AttackRequest, o: &AttackOutcome) -> i32 {
    let Some(rules) = p.encounters.hordes else { return 0 };
    let blast = r
        .weapon
        .qualities
        .iter()
        .find(|q| q.id() == "blast")
        .and_then(|q| q.value())
        .filter(|_| rules.blast_counts_x)
        .map_or(0, |x| x.clamp(0.0, 100.0) as i32);
    let explosive = if r.weapon.damage_type == DamageType::Explosive { rules.explosive } else { 0 };
    o.hits.iter().filter(|h| h.wounds_dealt() > 0).map(|_| rules.per_hit.max(blast) + explosive).sum()
}

/// A horde's harm from an attack: its Magnitude, and the conditions the attack left.
pub(super) fn take_hits(e: &mut Encounter, id: &str, r: &AttackRequest, o: &AttackOutcome, out: &mut Stepped) -> Result<()> {
    let lost = magnitude_lost(profile(e.ruleset), r, o);
    let s = state_mut(e, id, "attack.target")?;
    let left = (s.magnitude.unwrap_or(0) - lost).max(0);
    s.magnitude = Some(left);
    s.conditions = o.target.conditions.clone();
    s.stunned_rounds = o.target.stunned_rounds;
    out.log.push(format!("{id} loses {lost} Magnitude ({left} left)"));
    if left == 0 {
        s.out = Some(Out::Broken);
        out.log.push(format!("{id} is broken: its Magnitude is gone"));
    }
    Ok(())
}

/// Whether a weapon (as the request carries it) is a flame weapon: Flame, or Spray.
fn flames(weapon: &Value) -> bool {
    let qualities = weapon.get("qualities").and_then(Value::as_array).map_or(&[][..], Vec::as_slice);
    qualities.iter().any(|q| {
        let id = q.as_str().or_else(|| q.get("id").and_then(Value::as_str)).unwrap_or("");
        matches!(id.to_ascii_lowercase().as_str(), "flame" | "spray")
    })
}

/// A horde cannot get out of a flame weapon's cone (Deathwatch, "Hordes": no test for the
/// horde): its stand-in member is made helpless, so the cone's Agility test fails.
pub(super) fn in_the_cone(e: &Encounter, target: &str, a: &mut Map<String, Value>) -> Result<()> {
    if state(e, target, "attack.target")?.kind != Some(CombatantKind::Horde) || !a.get("weapon").is_some_and(flames) {
        return Ok(());
    }
    if let Some(Value::Object(t)) = a.get_mut("target") {
        let list = t.entry("conditions").or_insert_with(|| json!([]));
        if let Value::Array(l) = list {
            l.push(json!("helpless"));
        }
    }
    Ok(())
}

/// A flame weapon (Flame or Spray) that harmed a horde: its hit counts as one per
/// `flame_metres_per_hit` metres of the weapon's range plus 1d5 (Deathwatch, "Hordes"),
/// in place of the one already counted.
pub(super) fn flame(e: &mut Encounter, id: &str, r: &AttackRequest, o: &AttackOutcome, feed: &mut Feed, out: &mut Stepped) -> Result<()> {
    let Some(rules) = profile(e.ruleset).encounters.hordes else { return Ok(()) };
    let flames = r.weapon.qualities.iter().any(|q| matches!(q.id(), "flame" | "spray"));
    let harmed = o.hits.iter().any(|h| h.wounds_dealt() > 0);
    if !flames || !harmed || state(e, id, "attack.target")?.is_out() {
        return Ok(());
    }
    let spec = feed.next();
    let mut dice = crate::dice::Dice::from_spec(Some(&spec), 0)?;
    let (_, d) = if rules.flame_die == 5 {
        dice.d5(crate::dice::Purpose::HordeFlame)?
    } else {
        let f = dice.d10(crate::dice::Purpose::HordeFlame)?;
        (f, f)
    };
    let record = dice.take_record();
    feed.used(&record);
    let range = r.weapon.range.unwrap_or(0.0).max(0.0);
    let per = f64::from(rules.flame_metres_per_hit.max(1));
    let hits = (range / per).floor().min(1000.0) as i32 + d as i32;
    let extra = (hits - rules.per_hit).max(0);
    let s = state_mut(e, id, "attack.target")?;
    let left = (s.magnitude.unwrap_or(0) - extra).max(0);
    s.magnitude = Some(left);
    out.log.push(format!("{id}: the flames score {hits} hits ({range} m / {per} + 1d5 of {d}): {extra} more Magnitude lost ({left} left)"));
    if left == 0 {
        s.out = Some(Out::Broken);
        out.log.push(format!("{id} is broken: its Magnitude is gone"));
    }
    out.push("hordeFlame", id, &serde_json::json!({ "hits": hits, "extra": extra, "dice": record }))
}

/// After an attack on a horde: if it has lost the line's share of the Magnitude it began the
/// round with, it tests Willpower (once a round) and breaks on a failure. A Fearless horde
/// never tests.
pub(super) fn break_test(e: &mut Encounter, id: &str, feed: &mut super::feed::Feed, out: &mut Stepped) -> Result<()> {
    let Some(rules) = profile(e.ruleset).encounters.hordes else { return Ok(()) };
    let s = state(e, id, "attack.target")?;
    let (Some(now), Some(began)) = (s.magnitude, s.round_magnitude) else { return Ok(()) };
    if s.is_out() || s.break_tested || began <= 0 || (began - now) * 100 < rules.break_loss_percent * began {
        return Ok(());
    }
    let actor = super::combatant::actor(e, id)?;
    if actor.has_talent("fearless") || actor.traits.iter().any(|t| t.id() == "fearless") {
        out.log.push(format!("{id} is Fearless: it does not break"));
        return Ok(());
    }
    let req = json!({
        "ruleset": e.ruleset,
        "actor": actor_value(e, id)?,
        "characteristic": "wp",
        "modifiers": [{ "id": "hordeBreak", "label": "Horde break test", "value": rules.break_test_modifier }],
        "dice": super::turns::dice_value(&feed.next()),
    });
    let r: TestRequest = super::parse_at(&req, "")?;
    let o = crate::test::roll_test_for(&r, 0, crate::dice::Purpose::HordeBreak)?;
    feed.used(&o.dice);
    let s = state_mut(e, id, "attack.target")?;
    s.break_tested = true;
    let lost = began - now;
    if o.result.success {
        out.log.push(format!("{id} lost {lost} of {began} Magnitude this round and holds (Willpower test passed)"));
    } else {
        s.out = Some(Out::Broken);
        out.log.push(format!("{id} lost {lost} of {began} Magnitude this round and breaks (Willpower test failed)"));
    }
    out.push("hordeBreak", id, &o)
}

/// A comrade's harm: a hit that deals damage wounds it; the line's count of them kills it.
pub(super) fn comrade_hurt(e: &mut Encounter, id: &str, o: &AttackOutcome, out: &mut Stepped) -> Result<()> {
    let Some(rules) = profile(e.ruleset).encounters.comrades else {
        return Err(Error::internal("a comrade in a line without comrades"));
    };
    let harmful = o.hits.iter().filter(|h| h.wounds_dealt() > 0).count() as u32;
    let s = state_mut(e, id, "attack.target")?;
    s.conditions = o.target.conditions.clone();
    let before = u32::from(s.wounded);
    let total = before + harmful;
    if harmful == 0 {
        return Ok(());
    }
    if total >= rules.hits_to_kill {
        s.out = Some(Out::Killed);
        s.wounded = true;
        out.log.push(format!("comrade {id} is killed"));
    } else {
        s.wounded = true;
        out.log.push(format!("comrade {id} is wounded"));
    }
    Ok(())
}

/// The comrade an attack on its leader strikes instead: when the line says so and the
/// attack's roll is a double (11, 22 ... 99; 100 is not taken as one), the first comrade
/// of the leader still in the fight, in the order the start lists them. The book picks one
/// at random among those that could be hit; the encounter has no map to say which could.
pub(super) fn comrade_in_the_way(e: &Encounter, leader: &str, o: &AttackOutcome) -> Result<Option<String>> {
    let Some(rules) = profile(e.ruleset).encounters.comrades else { return Ok(None) };
    let Some(roll) = o.test.roll else { return Ok(None) };
    let double = (11..=99).contains(&roll) && roll % 11 == 0;
    if !rules.doubles_hit_comrade || !double || !o.strikes.is_empty() || o.test.automatic {
        return Ok(None);
    }
    let listed = e.start.get("combatants").and_then(Value::as_array).map_or(&[][..], Vec::as_slice);
    for c in listed {
        let Some(id) = c.get("id").and_then(Value::as_str) else { continue };
        let s = state(e, id, "encounter.start.combatants")?;
        if s.comrade_of.as_deref() == Some(leader) && !s.is_out() {
            return Ok(Some(id.to_string()));
        }
    }
    Ok(None)
}

/// An attack on a leader whose roll was a double, made again on the same dice at the
/// comrade it strikes instead (Only War, "Comrades Being Attacked"): the comrade does not
/// react, and the leader's reaction is not spent.
#[allow(clippy::too_many_arguments)]
pub(super) fn at_comrade(
    e: &mut Encounter,
    id: &str,
    leader: &str,
    comrade: &str,
    mut a: Map<String, Value>,
    weapon_name: &str,
    melee: bool,
    feed: &mut Feed,
    out: &mut Stepped,
) -> Result<()> {
    a.insert("target".into(), target_value(e, comrade)?);
    a.remove("reaction");
    a.remove("targetWeapon");
    let text = serde_json::to_string(&a).map_err(|x| Error::internal(&x.to_string()))?;
    let crate::attack::AttackInput::Character(r) =
        crate::attack::read_attack(&text).map_err(|x| super::acting::attack_path(x, id, comrade))?
    else {
        return Err(Error::internal("a comrade read as a vehicle"));
    };
    let o = crate::attack::resolve_attack(&r, 0).map_err(|x| super::acting::attack_path(x, id, comrade))?;
    feed.used(&o.dice);
    let roll = o.test.roll.unwrap_or_default();
    out.log.push(format!("{id}'s attack roll of {roll} on {leader} is a double: it strikes {comrade}, {leader}'s comrade"));
    super::acting::take_attack(e, id, comrade, Some(CombatantKind::Comrade), &r, &o, weapon_name, melee, out)?;
    out.push_attack(id, comrade, weapon_name, &o)
}

/// The leader's order to its comrades: it stands until the leader's next turn.
pub(super) fn give_order(e: &mut Encounter, leader: &str, order: ComradeOrder, out: &mut Stepped) -> Result<()> {
    if profile(e.ruleset).encounters.comrades.is_none() {
        return Err(Error::not_allowed("order", "comrade orders are Only War's (Comrade Orders)"));
    }
    let mut n = 0;
    for (cid, s) in e.combatants.iter_mut() {
        if s.comrade_of.as_deref() == Some(leader) && !s.is_out() {
            s.order = Some(order.as_str().to_string());
            out.log.push(format!("{leader} orders comrade {cid}: {}", order.as_str()));
            n += 1;
        }
    }
    if n == 0 {
        return Err(Error::not_allowed("order", &format!("{leader} has no comrade able to take orders")));
    }
    Ok(())
}

/// What the leader's comrades add to its attack (002 Comrade Orders): a Ranged Volley's
/// Ballistic Skill, Close Quarters' outnumbering.
pub(super) fn comrade_support(e: &Encounter, leader: &str, melee: bool, a: &mut Map<String, Value>) -> Result<()> {
    let Some(rules) = profile(e.ruleset).encounters.comrades else { return Ok(()) };
    let orders: Vec<&str> = e
        .combatants
        .values()
        .filter(|s| s.comrade_of.as_deref() == Some(leader) && !s.is_out())
        .filter_map(|s| s.order.as_deref())
        .collect();
    if !melee && orders.contains(&"rangedVolley") {
        let mods = a.entry("modifiers").or_insert_with(|| json!([]));
        let Value::Array(list) = mods else {
            return Err(Error::invalid("attack.modifiers", "must be a list"));
        };
        list.push(json!({ "id": "rangedVolley", "label": "Comrades' Ranged Volley", "value": rules.ranged_volley }));
    }
    if melee && orders.contains(&"closeQuarters") {
        let circ = a.entry("circumstances").or_insert_with(|| json!({}));
        if let Value::Object(c) = circ {
            let now = c.get("outnumber").and_then(Value::as_u64).unwrap_or(0);
            c.insert("outnumber".into(), json!(now.max(u64::from(rules.close_quarters_outnumber))));
        }
    }
    Ok(())
}
