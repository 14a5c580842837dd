//! `adjust`: a GM's edit of a combatant's state (wounds healed outside the rules, a
//! condition imposed, a combatant brought back into the fight, a room filling with smoke).
//! It is a choice like `act` and `endTurn`: kept in the history with its note, replayed in
//! its place, and checked before it changes anything. A combatant left without air is
//! counted at each round's end (`endRound`: suffocation or vacuum).

use serde_json::Value;

use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::profile;

use super::combatant::state_mut;
use super::feed::Feed;
use super::Stepped;

/// A whole number from 0 to `max`, at `set.<field>`.
fn count(v: Option<f64>, field: &str, max: i32) -> Result<Option<i32>> {
    match v {
        None => Ok(None),
        Some(x) if x.fract() == 0.0 && (0.0..=f64::from(max)).contains(&x) => Ok(Some(x as i32)),
        Some(_) => Err(Error::invalid(&format!("set.{field}"), &format!("must be a whole number from 0 to {max}"))),
    }
}

pub(super) fn apply(e: &mut Encounter, c: &AdjustChoice, out: &mut Stepped) -> Result<()> {
    let max_magnitude = profile(e.ruleset).encounters.hordes.map_or(0, |h| h.max_magnitude);
    let id = c.combatant.as_str();
    let s = state_mut(e, id, "combatant")?;
    let edit = checked(c, s.kind.unwrap_or(CombatantKind::Actor), max_magnitude)?;
    let said = write(s, &c.set, &edit);
    let note = c.note.as_deref().map(|n| format!(" ({n})")).unwrap_or_default();
    out.log.push(format!("the GM sets {id}: {}{note}", if said.is_empty() { "nothing".to_string() } else { said.join(", ") }));
    Ok(())
}

/// An edit's numbers, each checked, and the fight it leaves the combatant in (`None`: as
/// it was).
struct Checked {
    damage: Option<i32>,
    critical: Option<i32>,
    fatigue: Option<i32>,
    stunned: Option<i32>,
    insanity: Option<i32>,
    corruption: Option<i32>,
    magnitude: Option<i32>,
    out: Option<Option<Out>>,
}

/// The whole edit checked against what the combatant is, before anything changes.
fn checked(c: &AdjustChoice, kind: CombatantKind, max_magnitude: i32) -> Result<Checked> {
    let (id, set) = (c.combatant.as_str(), &c.set);
    let not_for = |field: &str, what: &str| Err(Error::invalid(&format!("set.{field}"), &format!("{id} is {what}: it has no {field}")));
    let body_only = [
        ("fatigue", set.fatigue.is_some()),
        ("conditions", set.conditions.is_some()),
        ("stunnedRounds", set.stunned_rounds.is_some()),
        ("injuries", set.injuries.is_some()),
        ("insanity", set.insanity.is_some()),
        ("corruption", set.corruption.is_some()),
        ("air", set.air.is_some()),
    ];
    if kind == CombatantKind::Vehicle {
        if let Some((f, _)) = body_only.iter().find(|(_, given)| *given) {
            return not_for(f, "a vehicle");
        }
    }
    if set.magnitude.is_some() && kind != CombatantKind::Horde {
        return not_for("magnitude", "not a horde");
    }
    if set.wounded.is_some() && kind != CombatantKind::Comrade {
        return not_for("wounded", "not a comrade");
    }
    let out = match set.out {
        None => None,
        Some(OutEdit::Fighting) => Some(None),
        Some(OutEdit::Dead) => Some(Some(Out::Dead)),
        Some(OutEdit::Unconscious) if kind != CombatantKind::Vehicle => Some(Some(Out::Unconscious)),
        Some(OutEdit::Broken) if kind == CombatantKind::Horde => Some(Some(Out::Broken)),
        Some(OutEdit::Killed) if kind == CombatantKind::Comrade => Some(Some(Out::Killed)),
        Some(o) => return Err(Error::invalid("set.out", &format!("{id} cannot be '{}'", crate::json::ApiName::api_name(&o)))),
    };
    if c.note.as_ref().is_some_and(|n| n.len() > 500) {
        return Err(Error::invalid("note", "at most 500 characters"));
    }
    Ok(Checked {
        damage: count(set.damage, "damage", 10_000)?,
        critical: count(set.critical_damage, "criticalDamage", 1_000)?,
        fatigue: count(set.fatigue, "fatigue", 100)?,
        stunned: count(set.stunned_rounds, "stunnedRounds", 1_000)?,
        insanity: count(set.insanity, "insanity", 1_000)?,
        corruption: count(set.corruption, "corruption", 1_000)?,
        magnitude: count(set.magnitude, "magnitude", max_magnitude)?,
        out,
    })
}


/// Writes a checked edit; returns what it set, in words, for the log.
fn write(s: &mut CombatantState, set: &CombatantEdit, n: &Checked) -> Vec<String> {
    let mut said = Vec::new();
    let mut number = |field: &mut i32, v: Option<i32>, what: &str| {
        if let Some(v) = v {
            *field = v;
            said.push(format!("{what} {v}"));
        }
    };
    number(&mut s.damage, n.damage, "damage");
    number(&mut s.critical_damage, n.critical, "critical damage");
    number(&mut s.fatigue, n.fatigue, "fatigue");
    number(&mut s.insanity, n.insanity, "insanity");
    number(&mut s.corruption, n.corruption, "corruption");
    if let Some(v) = &set.conditions {
        s.conditions = v.clone();
        said.push(format!("conditions [{}]", v.iter().map(|c| c.as_str()).collect::<Vec<_>>().join(", ")));
    }
    if let Some(v) = n.stunned {
        s.stunned_rounds = (v > 0).then_some(v.unsigned_abs());
        said.push(format!("stunned for {v} rounds"));
    }
    if let Some(v) = &set.injuries {
        s.injuries = v.clone();
        said.push(format!("{} injuries", v.len()));
    }
    if let Some(v) = n.magnitude {
        s.magnitude = Some(v);
        said.push(format!("Magnitude {v}"));
    }
    if let Some(v) = set.wounded {
        s.wounded = v;
        said.push(if v { "wounded" } else { "unhurt" }.to_string());
    }
    if let Some(a) = &set.air {
        s.air = a.without.map(|without| Air { without, conserving: a.conserving, gradual: a.gradual, space: a.space, rounds: 0 });
        said.push(
            match a.without {
                Some(AirLoss::Breath) => "without air: holding its breath",
                Some(AirLoss::Vacuum) => "exposed to vacuum",
                None => "breathing again",
            }
            .to_string(),
        );
    }
    if let Some(o) = n.out {
        if s.out != o {
            said.push(o.map_or("back in the fight".to_string(), |x| format!("out of the fight ({})", crate::json::ApiName::api_name(&x))));
        }
        s.out = o;
        if s.out.is_some() {
            s.engaged.clear();
        }
    }
    said
}

/// At a round's end, each living combatant without air (an unconscious one too) goes one
/// round further (`endRound`: suffocation, 000, 003, 002 and 004 "Suffocation"; vacuum,
/// "Vacuum").
pub(super) fn air_at_round_end(e: &mut Encounter, feed: &mut Feed, out: &mut Stepped) -> Result<()> {
    let breathless: Vec<String> =
        e.combatants.iter().filter(|(_, s)| s.air.is_some() && !s.dead()).map(|(k, _)| k.clone()).collect();
    for id in breathless {
        let s = state_mut(e, &id, "combatants")?;
        let Some(air) = s.air.as_mut() else { continue };
        air.rounds = air.rounds.saturating_add(1);
        let air = air.clone();
        let mut req = serde_json::json!({
            "ruleset": e.ruleset,
            "actor": super::combatant::actor_value(e, &id)?,
            "dice": super::turns::dice_value(&feed.next()),
        });
        let what = match air.without {
            AirLoss::Breath => ("breath", serde_json::json!({ "round": air.rounds, "conserving": air.conserving })),
            AirLoss::Vacuum => {
                ("vacuum", serde_json::json!({ "round": air.rounds, "gradual": air.gradual, "space": air.space }))
            }
        };
        if let Value::Object(m) = &mut req {
            m.insert(what.0.into(), what.1);
        }
        let r: EndRoundRequest = super::parse_at(&req, &format!("combatants.{id}"))?;
        let o = crate::turn::rounds::end_round(&r, 0)?;
        feed.used(&o.dice);
        state_mut(e, &id, "combatants")?.take(&o.target);
        out.log.extend(o.log.iter().map(|l| format!("{id}: {l}")));
        out.push("endRound", &id, &o)?;
    }
    Ok(())
}
