//! The flow of structured time: the end of a turn (the pinning test to escape, aim carried
//! on), the next combatant's start of turn (`startTurn`: stun, fire, blood loss,
//! regeneration, snapping out of a Shock result), the end of the round, and the end of the
//! encounter once one side is left.

use serde_json::{json, Value};

use crate::dice::DiceSpec;
use crate::error::{Error, Result};
use crate::model::*;

use super::feed::Feed;
use super::combatant::{actor_value, state, state_mut};
use super::{parse_at, Stepped};

/// How many turns one call may pass over (combatants that cannot act lose theirs).
const MAX_SKIPPED: usize = 400;

/// The conditions that last until the character's next turn (000 "All Out Attack",
/// "Defensive Stance", "Guarded Attack", "Run"; 004 Combat Actions).
const UNTIL_NEXT_TURN: [Condition; 4] =
    [Condition::Guarded, Condition::AllOutAttack, Condition::DefensiveStance, Condition::Running];

pub(super) fn dice_value(d: &DiceSpec) -> Value {
    let mut m = serde_json::Map::new();
    if let Some(s) = d.seed {
        m.insert("seed".into(), json!(s));
    }
    if !d.rolls.is_empty() {
        m.insert("rolls".into(), json!(d.rolls));
    }
    Value::Object(m)
}

/// The encounter's first turn: the first in the order who is not surprised.
pub(super) fn first_turn(e: &mut Encounter, feed: &mut Feed, out: &mut Stepped) -> Result<()> {
    out.log.push("round 1 begins".into());
    check_end(e, &mut out.log);
    if e.end.is_none() {
        next_from(e, 0, feed, out)?;
    }
    Ok(())
}

/// `endTurn`: the active combatant's end of turn, then the next one's start.
pub(super) fn end_turn(e: &mut Encounter, mut feed: Feed, out: &mut Stepped) -> Result<()> {
    let id = e.active.clone().ok_or_else(|| Error::not_allowed("encounter", "no combatant has the turn"))?;
    let s = state(e, &id, "encounter.active")?;
    if s.has(Condition::Pinned) && !s.is_out() && s.kind != Some(CombatantKind::Vehicle) {
        escape(e, &id, &mut feed, out)?;
    }
    let s = state_mut(e, &id, "encounter.active")?;
    // A turn that ended aiming carries the aim to the next attack (000 and 003 "Aim").
    s.aim = match s.actions.last() {
        Some(a) if action_id(a) == Some("aim") => {
            if a.get("as").and_then(Value::as_str) == Some("full") {
                Aim::Full
            } else {
                Aim::Half
            }
        }
        _ => Aim::None,
    };
    s.actions.clear();
    s.half_actions_only = false;
    out.log.push(format!("{id}'s turn ends"));
    let next = e.turn as usize + 1;
    next_from(e, next, &mut feed, out)
}

pub(super) fn action_id(a: &Value) -> Option<&str> {
    a.as_str().or_else(|| a.get("id").and_then(Value::as_str))
}

/// The pinning test at the end of the turn (000 "Being Pinned", 003 "Pinning", 002
/// "Pinning"): `escapePinning`.
fn escape(e: &mut Encounter, id: &str, feed: &mut Feed, out: &mut Stepped) -> Result<()> {
    let s = state(e, id, "encounter.active")?;
    let actor = actor_value(e, id)?;
    let in_cover = actor.get("cover").is_some_and(|c| !c.is_null());
    let req = json!({
        "ruleset": e.ruleset,
        "actor": actor,
        "shotAt": s.shot_at,
        "engaged": !s.engaged.is_empty(),
        "inCover": in_cover,
        "dice": dice_value(&feed.next()),
    });
    let r: EscapeRequest = parse_at(&req, "")?;
    let o = crate::turn::escape::escape(&r, 0)?;
    feed.used(&o.dice);
    out.log.extend(o.log.iter().map(|l| format!("{id}: {l}")));
    if o.result.success {
        state_mut(e, id, "encounter.active")?.remove(Condition::Pinned);
    }
    out.push("escapePinning", id, &o)
}

/// From place `i` of the order on, the first combatant to take a turn; past the last, the
/// round ends and the next begins at the top.
fn next_from(e: &mut Encounter, mut i: usize, feed: &mut Feed, out: &mut Stepped) -> Result<()> {
    for _ in 0..MAX_SKIPPED {
        if e.end.is_some() {
            return Ok(());
        }
        if i >= e.order.len() {
            end_round(e, feed, out)?;
            i = 0;
            check_end(e, &mut out.log);
            continue;
        }
        let Some(id) = e.order.get(i).cloned() else {
            return Err(Error::internal("the initiative order is empty"));
        };
        let s = state(e, &id, "encounter.order")?;
        let surprised = e.round == 1 && s.has(Condition::Surprised);
        if s.is_out() {
        } else if surprised {
            out.log.push(format!("{id} is surprised and loses its turn in the first round"));
        } else {
            e.turn = i as u32;
            e.active = Some(id.clone());
            if start_turn(e, &id, feed, out)? {
                return Ok(());
            }
            check_end(e, &mut out.log);
        }
        i += 1;
    }
    // Many turns lost in a row: the next call goes on.
    Ok(())
}

/// The end of a round: reactions come back, surprise is over after the first.
fn end_round(e: &mut Encounter, feed: &mut Feed, out: &mut Stepped) -> Result<()> {
    super::adjust::air_at_round_end(e, feed, out)?;
    let first = e.round == 1;
    super::crew::end_round(e);
    for s in e.combatants.values_mut() {
        s.reactions_used = 0;
        // A horde's losses are counted afresh each round.
        if s.magnitude.is_some() {
            s.round_magnitude = s.magnitude;
            s.break_tested = false;
        }
        if first {
            s.remove(Condition::Surprised);
        }
    }
    e.round += 1;
    out.log.push(format!("round {} begins", e.round));
    Ok(())
}

/// The start of a combatant's turn. False when it cannot act (the turn is lost).
fn start_turn(e: &mut Encounter, id: &str, feed: &mut Feed, out: &mut Stepped) -> Result<bool> {
    let s = state_mut(e, id, "encounter.order")?;
    for c in UNTIL_NEXT_TURN {
        s.remove(c);
    }
    s.shot_at = false;
    s.actions.clear();
    let kind = s.kind;
    // Orders to comrades hold until their leader's next turn.
    for c in e.combatants.values_mut().filter(|c| c.comrade_of.as_deref() == Some(id)) {
        c.order = None;
    }
    out.log.push(format!("{id}'s turn (round {})", e.round));
    super::crew::start_turn(e, id)?;
    if kind == Some(CombatantKind::Vehicle) {
        return Ok(true);
    }
    let req = json!({ "ruleset": e.ruleset, "actor": actor_value(e, id)?, "dice": dice_value(&feed.next()) });
    let r: StartTurnRequest = parse_at(&req, "")?;
    let o = crate::turn::rounds::start_turn(&r, 0)?;
    feed.used(&o.dice);
    let s = state_mut(e, id, "encounter.order")?;
    s.take(&o.target);
    s.half_actions_only = o.half_actions_only;
    let frozen = s.injuries.iter().any(|x| matches!(x, Effect::NoActions { .. }));
    let can_act = o.can_act.unwrap_or(true) && !frozen && !s.is_out();
    if !o.log.is_empty() && (o.dice.len() + o.hits.len() + o.effects.len() + o.ended.len() > 0 || !can_act) {
        out.log.extend(o.log.iter().map(|l| format!("{id}: {l}")));
    }
    out.push("startTurn", id, &o)?;
    if !can_act {
        out.log.push(format!("{id} cannot act and loses the turn"));
    }
    Ok(can_act)
}

/// Ends the encounter when one side (or none) is left standing.
pub(super) fn check_end(e: &mut Encounter, log: &mut Vec<String>) {
    if e.end.is_some() {
        return;
    }
    let mut standing: Vec<&str> = e.combatants.values().filter(|s| !s.is_out()).map(|s| s.side.as_str()).collect();
    standing.sort_unstable();
    standing.dedup();
    if standing.len() <= 1 {
        let winner = standing.first().map(|s| s.to_string());
        match &winner {
            Some(w) => log.push(format!("only side '{w}' is left standing: the encounter is over")),
            None => log.push("no side is left standing: the encounter is over".into()),
        }
        e.end = Some(EncounterEnd { winner, round: e.round });
        e.active = None;
    }
}
