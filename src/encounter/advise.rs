//! `advise`: the odds of each attack the combatant may make this turn, side by side. For
//! every carried weapon, every attack action of the line that weapon can make, every foe
//! still standing, with a Half Action's aim first where the attack leaves room for it, the
//! attack is composed as `act` would compose it and weighed by `analyzeAttack` (exactly
//! where its tree of dice is small, else over `trials` seeded trials). A choice the turn
//! rules or the attack refuse (a talent it lacks, a weapon that cannot fire so) is listed
//! in `skipped` with the reason.

use serde::Deserialize;
use serde_json::{json, Value};

use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::action_types::{ActionDef, ActionType, Reach};
use crate::rules::{other_actions, profile};

use super::acting::{attack_path, compose};
use super::combatant::state;

/// The attack actions weighed (those with a target and no other choice to make).
const WEIGHED: [&str; 7] = ["standard", "semiAuto", "fullAuto", "allOut", "charge", "swift", "lightning"];
const DEFAULT_TRIALS: u32 = 500;
const MAX_TRIALS: u32 = 20_000;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct AdviseChoice {
    combatant: Option<String>,
    trials: Option<u32>,
    /// Metres to each foe, by id, for ranged attacks.
    #[serde(default)]
    ranges: std::collections::BTreeMap<String, f64>,
    #[serde(default)]
    #[allow(dead_code)]
    meta: Meta,
}

/// `advise(encounter, { combatant?, trials?, ranges? })`.
pub fn advise(json: &str) -> Result<AdviceOutcome> {
    let (e, rest) = super::split(json)?;
    let c: AdviseChoice = super::parse_at(&Value::Object(rest), "")?;
    let id = match c.combatant.or_else(|| e.active.clone()) {
        Some(id) => id,
        None => return Err(Error::not_allowed("combatant", "the encounter is over: no one has a turn")),
    };
    let me = state(&e, &id, "combatant")?;
    let trials = c.trials.unwrap_or(DEFAULT_TRIALS);
    if trials == 0 || trials > MAX_TRIALS {
        return Err(Error::invalid("trials", &format!("must be from 1 to {MAX_TRIALS}")));
    }
    for (t, r) in &c.ranges {
        state(&e, t, &format!("ranges.{t}"))?;
        if !r.is_finite() || *r < 0.0 || *r > 100_000.0 {
            return Err(Error::invalid(&format!("ranges.{t}"), "must be metres from 0 to 100000"));
        }
    }
    let p = profile(e.ruleset);
    let weapons = super::crew::weapons(&e, &id)?;
    let foes: Vec<String> =
        e.combatants.iter().filter(|(_, s)| s.side != me.side && !s.is_out()).map(|(k, _)| k.clone()).collect();
    let policy = if e.reactions == ReactionPolicy::Ask { ReactionPolicy::Best } else { e.reactions };
    let mut choices = Vec::new();
    let mut skipped = Vec::new();
    for w in weapons {
        let name = w.get("name").and_then(Value::as_str).unwrap_or("weapon").to_string();
        let melee = w.get("class").and_then(Value::as_str) == Some("melee");
        for d in WEIGHED.iter().filter_map(|a| other_actions::find(p, a)) {
            let Some(rule) = d.attack else { continue };
            let fits = match rule.reach {
                Reach::Melee => melee,
                Reach::Ranged => !melee,
                Reach::Either => true,
            };
            if !fits {
                continue;
            }
            for aim in aims(d) {
                for t in &foes {
                    let label = format!("{} with {name} at {t}{}", d.name, if aim == Aim::Half { " after a Half Action's aim" } else { "" });
                    match weigh(&e, &id, d, &name, t, aim, &c.ranges, trials, policy) {
                        Ok(a) => choices.push(a),
                        Err(err) => skipped.push(format!("{label}: {}", err.message)),
                    }
                }
            }
        }
    }
    Ok(AdviceOutcome { combatant: id, choices, skipped })
}

/// Without aim; and after a Half Action's aim when the attack is a Half Action.
fn aims(d: &ActionDef) -> Vec<Aim> {
    if d.kind == ActionType::Half {
        vec![Aim::None, Aim::Half]
    } else {
        vec![Aim::None]
    }
}

#[allow(clippy::too_many_arguments)]
fn weigh(
    e: &Encounter,
    id: &str,
    d: &ActionDef,
    weapon: &str,
    target: &str,
    aim: Aim,
    ranges: &std::collections::BTreeMap<String, f64>,
    trials: u32,
    policy: ReactionPolicy,
) -> Result<Advice> {
    let mut actions: Vec<Value> = Vec::new();
    if aim == Aim::Half {
        actions.push(json!("aim"));
    }
    actions.push(json!(d.id));
    let mut partial = json!({ "target": target, "weapon": weapon });
    if let (Some(r), Value::Object(m)) = (ranges.get(target), &mut partial) {
        m.insert("range".into(), json!(r));
    }
    // The turn as act would check it.
    let s = state(e, id, "combatant")?;
    let mut all = s.actions.clone();
    all.extend(actions.iter().cloned());
    let req = json!({ "ruleset": e.ruleset, "actor": super::combatant::actor_value(e, id)?, "actions": all, "reactionsUsed": s.reactions_used });
    let r: crate::turn::TurnRequest = super::parse_at(&req, "")?;
    let check = crate::turn::validate_turn(&r)?;
    if let Some(first) = check.problems.first() {
        return Err(Error::not_allowed("actions", &first.message));
    }
    let carried = if s.actions.is_empty() { s.aim } else { Aim::None };
    let c = compose(e, id, d, &partial, if aim == Aim::None { carried } else { aim }, policy)?;
    let mut a = c.request;
    if state(e, target, "target")?.kind == Some(CombatantKind::Vehicle) {
        return Err(Error::not_allowed("target", "the odds against a vehicle are not worked out"));
    }
    a.insert("trials".into(), json!(trials));
    a.insert("dice".into(), json!({ "seed": e.seed }));
    let text = serde_json::to_string(&Value::Object(a)).map_err(|x| Error::internal(&x.to_string()))?;
    let req = crate::attack::analysis::parse_request(&text).map_err(|x| attack_path(x, id, target))?;
    let an = crate::attack::analysis::analyze_attack(&req, 0).map_err(|x| attack_path(x, id, target))?;
    let no_wound = an.distributions.wounds.first().copied().unwrap_or(1.0);
    let horde = state(e, target, "target")?.kind == Some(CombatantKind::Horde);
    Ok(Advice {
        action: d.attack.map_or(Action::Standard, |r| r.action),
        target: target.to_string(),
        weapon: weapon.to_string(),
        aim,
        hit_chance: an.hit_chance,
        wound_chance: (1.0 - no_wound).clamp(0.0, 1.0),
        kill_chance: if horde { 0.0 } else { an.kill_chance },
        unconscious_chance: if horde { 0.0 } else { an.unconscious_chance },
        mean_wounds: an.mean_wounds,
        act: json!({ "combatant": id, "actions": actions, "attack": partial }),
    })
}
