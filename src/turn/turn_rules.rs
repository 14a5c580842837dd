//! A character's turn: the line's action catalogue (`actions`) and the check that a list of
//! actions is a legal turn (`validate_turn`). The limits that differ between the lines are
//! the profile's `TurnRules`; the rest is the shared rule of the four books:
//!
//! - one Full Action or two different Half Actions a turn (000 "Using Actions", 003
//!   "Actions", 002 "Actions", 004 Combat Actions); Ready may be taken twice (000 and 003
//!   Ready, 004 Ready); Free Actions do not count;
//! - reactions a round, one more after a Defensive Stance where the line says so, and the
//!   actor's Step Aside's more (`Fx::Reactions`);
//! - in the second generation, one Attack and one Concentration action a round (004);
//! - a pinned character takes only Half Actions (000 "Being Pinned", 003 "Pinning", 002
//!   "Pinning"), and in Only War starts no melee (002 "Pinning");
//! - a stunned, helpless, unconscious or unaware character takes no actions or reactions
//!   (000 "Stunned", "Helpless", "Unconsciousness"; 003 "Stunned"; 002 "Stunned",
//!   "Unconscious"); a grappled one only the Grapple action and no reactions (000
//!   "Grappling");
//! - a surprised character loses its turn in the first round (000 "Surprise", 003 "Step
//!   One: Surprise").

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};
use crate::model::{Actor, Condition, Ruleset};
use crate::rules::action_types::{ActionDef, ActionType, Reach, Subtype};
use crate::rules::features::Fx;
use crate::rules::other_actions::{self, ALL_OUT, DEFENSIVE_STANCE, DELAY, GRAPPLE, STANDARD};
use crate::rules::{profile, Profile};
use crate::test::validate;

/// Every action of a line, attacks first, as data for UIs.
pub fn actions(r: Ruleset) -> Vec<&'static ActionDef> {
    other_actions::all(profile(r)).collect()
}

/// `actions({ ruleset })`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct ActionsRequest {
    pub ruleset: Ruleset,
}

/// How much of the turn an action is spent as (`as` in a turn's action).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Spend {
    Half,
    Full,
    Free,
    /// Part of an action that runs over several rounds: it takes this turn's Full Action.
    Extended,
    Reaction,
}

/// Melee or ranged, for an action that can be either (Standard Attack, Called Shot...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Made {
    Melee,
    Ranged,
}

/// One action of the turn: its id (`'aim'`), or `{ id, as?, reach? }`. `as` says how
/// much of the turn it takes where the book leaves the choice (Aim and Move: `'half'`, the
/// default, or `'full'`; Reload, Use a Skill, Focus Power: required). `reach` says whether
/// an attack that may be either is made in melee.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct TurnAction {
    /// One of the line's action ids (`ActionId` lists those of all four lines; the line's
    /// own are checked by `validateTurn`).
    #[cfg_attr(feature = "ts", ts(type = "ActionId"))]
    pub id: String,
    #[serde(rename = "as")]
    pub spend: Option<Spend>,
    pub reach: Option<Made>,
}

/// A turn's action as written in the request (a string or an object).
#[derive(Debug, Clone)]
pub struct TurnActionRef(pub TurnAction);

impl<'de> Deserialize<'de> for TurnActionRef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = TurnActionRef;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an action id or { id, as?, reach? }")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> std::result::Result<Self::Value, E> {
                Ok(TurnActionRef(TurnAction { id: v.to_string(), spend: None, reach: None }))
            }
            fn visit_map<M: MapAccess<'de>>(self, m: M) -> std::result::Result<Self::Value, M::Error> {
                <TurnAction as Deserialize>::deserialize(de::value::MapAccessDeserializer::new(m)).map(TurnActionRef)
            }
            // Called once the list's `[` is read: "a list" rather than serde's "sequence"
            // tells `json::from_str` the list itself is refused (see `json::refused`).
            fn visit_seq<A: de::SeqAccess<'de>>(self, _: A) -> std::result::Result<Self::Value, A::Error> {
                Err(de::Error::invalid_type(de::Unexpected::Other("a list"), &self))
            }
        }
        d.deserialize_any(V)
    }
}

/// Attack and Concentration actions already taken this round before the turn.
#[derive(Debug, Clone, Default, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct RoundSoFar {
    #[serde(default, deserialize_with = "crate::json::nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<u32>"))]
    pub attacks: u32,
    #[serde(default, deserialize_with = "crate::json::nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<u32>"))]
    pub concentration: u32,
}

/// `validateTurn(...)`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct TurnRequest {
    pub ruleset: Ruleset,
    pub actor: Option<Actor>,
    /// The turn's actions in the order taken; reactions listed here count as used this
    /// round, beside `reactionsUsed`.
    #[serde(default, deserialize_with = "crate::json::nullable")]
    #[cfg_attr(feature = "ts", ts(type = "Array<ActionId | TurnAction> | null", optional))]
    pub actions: Vec<TurnActionRef>,
    /// Reactions already used this round.
    #[serde(default, deserialize_with = "crate::json::nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<u32>"))]
    pub reactions_used: u32,
    #[serde(default, deserialize_with = "crate::json::nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<RoundSoFar>"))]
    pub round: RoundSoFar,
    /// The first round of the combat (a surprised actor loses it).
    #[serde(default, deserialize_with = "crate::json::nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub first_round: bool,
}

/// A rule the turn breaks.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Problem {
    pub code: &'static str,
    pub message: String,
    /// The request field at fault (`actions[1]`, `actor.conditions`, `reactionsUsed`).
    pub path: String,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct TurnCheck {
    pub valid: bool,
    pub problems: Vec<Problem>,
    /// Extension: reactions the actor has this round (with a Defensive Stance's extra, and
    /// Step Aside's).
    pub reactions_allowed: u32,
}

/// A checked action: its row and what it was spent as.
struct Taken {
    index: usize,
    def: &'static ActionDef,
    spend: Spend,
    reach: Option<Made>,
    /// Outside this turn's half actions (the action a Full Delay holds back).
    held_over: bool,
}

const MAX_ACTIONS: usize = 50;
const MAX_COUNT: u32 = 1000;

/// Checks a turn. A malformed request (an unknown action, a missing `as`) is an error; a
/// well-formed turn the rules forbid comes back with `valid: false` and its problems.
pub fn validate_turn(req: &TurnRequest) -> Result<TurnCheck> {
    let p = profile(req.ruleset);
    if req.actions.len() > MAX_ACTIONS {
        return Err(Error::invalid("actions", &format!("at most {MAX_ACTIONS} actions")));
    }
    for (v, path) in [
        (req.reactions_used, "reactionsUsed"),
        (req.round.attacks, "round.attacks"),
        (req.round.concentration, "round.concentration"),
    ] {
        if v > MAX_COUNT {
            return Err(Error::invalid(path, &format!("must be from 0 to {MAX_COUNT}")));
        }
    }
    let mut more_reactions = 0;
    if let Some(a) = &req.actor {
        validate::actor(p, a, "actor", false)?;
        let feats = crate::test::feature_set::of_actor(p, a, "actor")?;
        more_reactions = feats.effects().map(|(_, fx)| if let Fx::Reactions(n) = fx { *n } else { 0 }).sum();
    }
    let mut taken = req.actions.iter().enumerate().map(|(i, a)| resolve(p, i, &a.0)).collect::<Result<Vec<_>>>()?;
    mark_held_over(&mut taken);

    let mut problems = Vec::new();
    let reactions_allowed = reactions_allowed(p, req, &taken) + more_reactions;
    if !lost_turn(p, req, &taken, &mut problems)? {
        grappled(req, &taken, &mut problems);
        let refused = budget(p, &taken, &mut problems);
        pinned(p, req, &taken, &mut problems);
        per_round(p, req, &taken, &refused, &mut problems);
        needs(req, &taken, &mut problems);
        reactions(req, &taken, reactions_allowed, &mut problems);
    }
    Ok(TurnCheck { valid: problems.is_empty(), problems, reactions_allowed })
}

/// The row of an action and what it is spent as.
fn resolve(p: &Profile, i: usize, a: &TurnAction) -> Result<Taken> {
    let path = format!("actions[{i}]");
    let def = other_actions::find(p, &a.id).ok_or_else(|| {
        let known: Vec<&str> = other_actions::all(p).map(|d| d.id).collect();
        Error::invalid(
            &path,
            &format!("{} in {}", crate::error::suggest::unknown_name("action", &a.id, known.iter().copied()), p.name),
        )
    })?;
    let spend = match (def.kind, a.spend) {
        (ActionType::Full, None | Some(Spend::Full)) => Spend::Full,
        (ActionType::Half, None | Some(Spend::Half)) => Spend::Half,
        (ActionType::HalfOrFull, None | Some(Spend::Half)) => Spend::Half,
        (ActionType::HalfOrFull, Some(Spend::Full)) => Spend::Full,
        (ActionType::Reaction, None | Some(Spend::Reaction)) => Spend::Reaction,
        (ActionType::Free, None | Some(Spend::Free)) => Spend::Free,
        (ActionType::Extended, None | Some(Spend::Extended)) => Spend::Extended,
        (ActionType::Varies, Some(s)) if s != Spend::Reaction => s,
        (ActionType::Varies, _) => {
            return Err(Error::invalid(
                &format!("{path}.as"),
                &format!("{} varies: say what it takes, as 'half', 'full', 'free' or 'extended'", def.name),
            ))
        }
        (kind, Some(s)) => {
            return Err(Error::invalid(
                &format!("{path}.as"),
                &format!("{} is a {kind:?} action in {}, not {s:?}", def.name, p.name),
            ))
        }
    };
    let reach = match (def.attack.map(|r| r.reach), a.reach) {
        (Some(Reach::Melee), None) => Some(Made::Melee),
        (Some(Reach::Ranged), None) => Some(Made::Ranged),
        (Some(Reach::Either), r) => r,
        (Some(Reach::Melee), Some(Made::Melee)) | (Some(Reach::Ranged), Some(Made::Ranged)) => a.reach,
        (_, Some(_)) => {
            return Err(Error::invalid(&format!("{path}.reach"), &format!("{} cannot be made that way", def.name)))
        }
        (None, None) => None,
    };
    Ok(Taken { index: i, def, spend, reach, held_over: false })
}

/// The action a Full Delay holds back belongs to no budget of this turn (004 Delay: its
/// attack counts towards the next turn). After a Half Delay the held action is the turn's
/// other half action (000 Delay, the Castella example).
fn mark_held_over(taken: &mut [Taken]) {
    let Some((d, delay)) = taken.iter().enumerate().find(|(_, t)| other_actions::is(t.def, DELAY)) else { return };
    if delay.spend == Spend::Full {
        for t in taken.iter_mut().skip(d + 1) {
            if in_turn(t.spend) {
                t.held_over = true;
            }
        }
    }
}

/// Actions spent out of the turn's half actions (not free actions or reactions).
fn in_turn(s: Spend) -> bool {
    matches!(s, Spend::Half | Spend::Full | Spend::Extended)
}

fn problem(out: &mut Vec<Problem>, code: &'static str, path: String, message: String) {
    out.push(Problem { code, message, path });
}

fn path(t: &Taken) -> String {
    format!("actions[{}]", t.index)
}

/// Surprise in the first round, or a condition that stops all action. Returns true when the
/// turn is lost (nothing else is checked).
fn lost_turn(p: &Profile, req: &TurnRequest, taken: &[Taken], out: &mut Vec<Problem>) -> Result<bool> {
    let Some(actor) = &req.actor else { return Ok(false) };
    let acts = !taken.is_empty() || req.reactions_used > 0;
    if req.first_round && actor.has_condition(Condition::Surprised) {
        if acts {
            let msg = "a surprised character loses its turn in the first round and can do nothing (Rogue Trader, Surprise, Dark Heresy, Surprise)";
            problem(out, "surprised", "actor.conditions".into(), msg.into());
        }
        return Ok(true);
    }
    let mut why: Vec<&str> = [Condition::Stunned, Condition::Helpless, Condition::Unaware]
        .into_iter()
        .filter(|c| actor.has_condition(*c))
        .map(Condition::as_str)
        .collect();
    if crate::body::unconscious(p, actor, "actor")? {
        why.push("unconscious");
    }
    if why.is_empty() {
        return Ok(false);
    }
    if acts {
        let msg = format!("a character who is {} takes no actions or reactions", why.join(", "));
        problem(out, "incapacitated", "actor.conditions".into(), msg);
    }
    Ok(true)
}

/// A grappled character takes only the Grapple action and no reactions (000 Grappling).
fn grappled(req: &TurnRequest, taken: &[Taken], out: &mut Vec<Problem>) {
    if !req.actor.as_ref().is_some_and(|a| a.has_condition(Condition::Grappled)) {
        return;
    }
    for t in taken.iter().filter(|t| !other_actions::is(t.def, GRAPPLE) && t.spend != Spend::Free) {
        let msg = format!(
            "a grappled character may only take the Grapple action, not {} (Rogue Trader, Grappling)",
            t.def.name
        );
        problem(out, "grappled", path(t), msg);
    }
}

/// One Full Action or two different Half Actions (Ready twice on two items); the action a
/// Delay holds back must be a single Half Action. Returns the indices of the actions that
/// did not fit (the per-round counts leave them out).
fn budget(p: &Profile, taken: &[Taken], out: &mut Vec<Problem>) -> Vec<usize> {
    let mut refused = Vec::new();
    let mut used = 0;
    let mut halves: Vec<&str> = Vec::new();
    let mut after_delay = 0;
    let mut delayed = false;
    for t in taken.iter().filter(|t| in_turn(t.spend)) {
        if delayed {
            after_delay += 1;
            if after_delay > 1 || t.spend != Spend::Half {
                let msg = format!("a Delay holds back one Half Action only; {} cannot follow it", t.def.name);
                problem(out, "delay", path(t), msg);
                refused.push(t.index);
                continue;
            }
        }
        delayed |= other_actions::is(t.def, DELAY);
        if t.held_over {
            continue;
        }
        if t.spend == Spend::Half && halves.contains(&t.def.id) && !p.turn.repeatable.contains(&t.def.id) {
            let msg = format!("the same Half Action ({}) cannot be taken twice in a turn", t.def.name);
            problem(out, "same_half_action", path(t), msg);
            refused.push(t.index);
            continue;
        }
        let cost = if t.spend == Spend::Half { 1 } else { 2 };
        if used + cost > 2 {
            let msg = format!(
                "a turn holds one Full Action or two Half Actions; no room is left for {} as a {:?} action",
                t.def.name, t.spend
            );
            problem(out, "too_many_actions", path(t), msg);
            refused.push(t.index);
            continue;
        }
        used += cost;
        if t.spend == Spend::Half {
            halves.push(t.def.id);
        }
    }
    refused
}

/// Only Half Actions while pinned (000 "Being Pinned", 003 "Pinning", 002 "Pinning"); in
/// Only War no melee is started either (002 "Pinning"). A character engaged in melee is no
/// longer pinned, so the melee check skips it.
fn pinned(p: &Profile, req: &TurnRequest, taken: &[Taken], out: &mut Vec<Problem>) {
    let Some(actor) = req.actor.as_ref().filter(|a| a.has_condition(Condition::Pinned)) else { return };
    let engaged = actor.has_condition(Condition::Engaged);
    for t in taken.iter().filter(|t| in_turn(t.spend)) {
        if t.spend != Spend::Half {
            let msg =
                format!("a pinned character takes only Half Actions, not {} as a {:?} action", t.def.name, t.spend);
            problem(out, "pinned", path(t), msg);
        } else if p.circumstances.pinned_blocks_melee
            && !engaged
            && t.def.attack.is_some()
            && t.reach == Some(Made::Melee)
        {
            let msg = format!("a pinned character cannot start a melee in {} ({})", p.name, t.def.name);
            problem(out, "pinned_no_melee", path(t), msg);
        }
    }
}

/// Second generation: one Attack and one Concentration action a round (004 Combat
/// Actions), counting those already taken this round and leaving out actions the turn had
/// no room for (already reported).
fn per_round(p: &Profile, req: &TurnRequest, taken: &[Taken], refused: &[usize], out: &mut Vec<Problem>) {
    if !p.turn.one_attack_one_concentration {
        return;
    }
    let mut attacks = req.round.attacks;
    let mut concentration = req.round.concentration;
    for t in taken.iter().filter(|t| in_turn(t.spend) && !t.held_over && !refused.contains(&t.index)) {
        if t.def.subtypes.contains(&Subtype::Attack) {
            attacks += 1;
            if attacks > 1 {
                let msg = format!("one Attack action a round in {}; {} would be another", p.name, t.def.name);
                problem(out, "one_attack_per_round", path(t), msg);
            }
        }
        if t.def.subtypes.contains(&Subtype::Concentration) {
            concentration += 1;
            if concentration > 1 {
                let msg = format!("one Concentration action a round in {}; {} would be another", p.name, t.def.name);
                problem(out, "one_concentration_per_round", path(t), msg);
            }
        }
    }
}

/// What an action needs beside it: a talent, or the Standard Attack it is made with.
fn needs(req: &TurnRequest, taken: &[Taken], out: &mut Vec<Problem>) {
    for t in taken {
        let Some(rule) = t.def.attack else { continue };
        if let (Some(talent), Some(actor)) = (rule.talent, &req.actor) {
            if !actor.has_talent(talent) {
                problem(out, "needs_talent", path(t), format!("{} needs the '{talent}' talent", t.def.name));
            }
        }
        if rule.with_standard_attack && !taken.iter().any(|s| other_actions::is(s.def, STANDARD)) {
            let msg = format!("{} is taken with a Standard Attack in the same turn", t.def.name);
            problem(out, "needs_standard_attack", path(t), msg);
        }
    }
}

/// Reactions this round: the line's number, plus the Defensive Stance's extra when taken
/// this turn or still in force (the `defensiveStance` condition).
fn reactions_allowed(p: &Profile, req: &TurnRequest, taken: &[Taken]) -> u32 {
    let stance = taken.iter().any(|t| other_actions::is(t.def, DEFENSIVE_STANCE))
        || req.actor.as_ref().is_some_and(|a| a.has_condition(Condition::DefensiveStance));
    p.turn.reactions_per_round + if stance { p.turn.defensive_stance_reactions } else { 0 }
}

/// No more reactions than allowed; none after an All Out Attack (000 and 003 All Out
/// Attack: no Dodge or Parry until the next turn; 004: the round's Evasion is given up).
fn reactions(req: &TurnRequest, taken: &[Taken], allowed: u32, out: &mut Vec<Problem>) {
    let mut used = req.reactions_used;
    if used > allowed {
        let msg = format!("{used} reactions used, {allowed} allowed this round");
        problem(out, "too_many_reactions", "reactionsUsed".into(), msg);
    }
    let mut all_out = false;
    for t in taken {
        all_out |= other_actions::is(t.def, ALL_OUT);
        if t.spend != Spend::Reaction {
            continue;
        }
        if all_out {
            let msg = format!("no {} after an All Out Attack until the next turn", t.def.name);
            problem(out, "no_reaction_after_all_out", path(t), msg);
            continue;
        }
        used += 1;
        if used > allowed {
            let msg = format!("{} would be reaction {used} this round; {allowed} allowed", t.def.name);
            problem(out, "too_many_reactions", path(t), msg);
        }
    }
}


crate::written_as_names!(Spend, Made);
