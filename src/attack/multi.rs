//! Actions that strike more than once (000 "Multiple Attacks" and "Two-Weapon Fighting";
//! 003 "Multiple Attacks (Full Action)" and "Two-Weapon Fighting"; 002 "Two Weapon
//! Fighting"). The action is split into strikes, each an attack request of its own that
//! goes through the same five steps (`super::prepare_one`): with the Swift or Lightning
//! Attack talent, two or three strikes of the one melee weapon (first generation); with a
//! `secondaryWeapon` and the line's Two-Weapon Wielder talent, one strike per hand, each
//! with the hand's own attack action. Which talents, actions and penalties is profile data
//! (`Profile::talent_strikes`, `Profile::two_weapon`).

use crate::error::{Error, ErrorCode, Result};
use crate::model::*;
use crate::rules::action_types::{ActionType, Resolution};
use crate::rules::{profile, Profile};
use crate::test::validate;

/// One strike: its request (weapon, action and hand set for it), and notes for its log.
pub(super) struct Part {
    pub req: AttackRequest,
    pub notes: Vec<String>,
}

fn names(actions: &[Action]) -> String {
    actions.iter().map(|a| a.as_str()).collect::<Vec<_>>().join(", ")
}

/// A full action is refused to a pinned attacker (its strikes are checked one by one as
/// half actions, so the whole is checked here).
fn check_pinned(p: &Profile, req: &AttackRequest, action: Action) -> Result<()> {
    let full = p.action(action).is_some_and(|d| d.kind == ActionType::Full);
    if full && req.attacker.has_condition(Condition::Pinned) {
        return Err(Error::not_allowed(
            "action",
            &format!("a pinned character takes only half actions, and {} is a full action", action.as_str()),
        ));
    }
    Ok(())
}

/// Splits the request into its strikes; `None` for a single attack.
pub(super) fn split(req: &AttackRequest) -> Result<Option<Vec<Part>>> {
    let p = profile(req.ruleset);
    let strikes_row = p.action(req.action).and_then(|d| d.rule()).is_some_and(|r| r.resolution == Resolution::Strikes);
    if let Some(second) = &req.secondary_weapon {
        return two_weapons(p, req, second).map(Some);
    }
    if req.primary_action.is_some() || req.secondary_action.is_some() {
        let path = if req.primary_action.is_some() { "primaryAction" } else { "secondaryAction" };
        return Err(Error::invalid(path, "a hand's action needs a secondaryWeapon"));
    }
    if !strikes_row {
        return Ok(None);
    }
    // Multiple Attacks with one weapon: the best talent the attacker has, passing over a
    // Lightning Attack the weapon's qualities forbid (an Unbalanced or Unwieldy weapon).
    let mut refused = None;
    let usable = |t: &&crate::rules::TalentStrikes| {
        if !req.attacker.has_talent(t.talent) {
            return false;
        }
        let lightning = crate::rules::features::find(p.features, t.talent)
            .is_some_and(|f| f.effects.contains(&crate::rules::features::Fx::Allows("lightningAttack")));
        match lightning.then(|| super::in_play::lightning_allowed(p, &req.weapon)) {
            Some(Err(e)) => {
                refused = Some(e);
                false
            }
            _ => true,
        }
    };
    let found = p.talent_strikes.iter().find(usable);
    let mut notes = Vec::new();
    match (found, refused) {
        (None, Some(e)) => return Err(e),
        (Some(ts), Some(e)) => notes.push(format!("{}: the '{}' talent's strikes instead", e.message, ts.talent)),
        _ => {}
    }
    let Some(ts) = found else {
        let talents: Vec<&str> = p.talent_strikes.iter().map(|t| t.talent).collect();
        return Err(Error::not_allowed(
            "attacker.talents",
            &format!(
                "Multiple Attacks needs one of the talents {} (or a secondaryWeapon and the '{}' talent)",
                talents.join(", "),
                p.two_weapon.melee_talent
            ),
        ));
    };
    if !req.weapon.class.is_melee() {
        return Err(Error::not_allowed(
            "weapon.class",
            &format!("the '{}' talent gives extra strikes with a melee weapon", ts.talent),
        ));
    }
    check_pinned(p, req, req.action)?;
    let strike = AttackRequest { action: Action::Standard, ..req.clone() };
    let parts =
        (0..ts.strikes).map(|i| Part { req: strike.clone(), notes: if i == 0 { notes.clone() } else { Vec::new() } });
    Ok(Some(parts.collect()))
}

/// One strike per hand.
fn two_weapons(p: &'static Profile, req: &AttackRequest, second: &Weapon) -> Result<Vec<Part>> {
    validate::weapon_at(p, second, "secondaryWeapon")?;
    let tw = &p.two_weapon;
    if req.hand == Hand::Secondary {
        return Err(Error::invalid("hand", "with a secondaryWeapon, weapon is the primary hand's"));
    }
    let primary_action = match tw.via {
        Some(via) => {
            if req.action != via {
                return Err(Error::not_allowed(
                    "action",
                    &format!("in {} both weapons attack with the '{}' action", p.name, via.as_str()),
                ));
            }
            check_pinned(p, req, via)?;
            req.primary_action.unwrap_or(Action::Standard)
        }
        None => {
            if req.primary_action.is_some() {
                return Err(Error::invalid(
                    "primaryAction",
                    &format!("in {} the request's action is the primary hand's", p.name),
                ));
            }
            req.action
        }
    };
    let secondary_action = req.secondary_action.unwrap_or(Action::Standard);
    let primary_path = if tw.via.is_some() { "primaryAction" } else { "action" };
    for (w, a, path) in [(&req.weapon, primary_action, primary_path), (second, secondary_action, "secondaryAction")] {
        let (allowed, kind, talent) = if w.class.is_melee() {
            (tw.melee_actions, "melee", tw.melee_talent)
        } else {
            (tw.ranged_actions, "ranged", tw.ranged_talent)
        };
        if !allowed.contains(&a) {
            return Err(Error::not_allowed(
                path,
                &format!("with a weapon in each hand, a {kind} weapon's attack is one of: {}", names(allowed)),
            ));
        }
        if !req.attacker.has_talent(talent) {
            return Err(Error::not_allowed(
                "attacker.talents",
                &format!("attacking with a {kind} weapon in each hand at once needs the '{talent}' talent"),
            ));
        }
    }
    let primary = AttackRequest {
        action: primary_action,
        secondary_weapon: None,
        primary_action: None,
        secondary_action: None,
        both_hands: true,
        ..req.clone()
    };
    let secondary =
        AttackRequest { weapon: second.clone(), action: secondary_action, hand: Hand::Secondary, ..primary.clone() };
    Ok(vec![Part { req: primary, notes: Vec::new() }, Part { req: secondary, notes: Vec::new() }])
}

/// Renames an error of one strike's request to the field of the whole request it came
/// from (the secondary hand's weapon and action).
pub(super) fn remap(mut e: Error, req: &AttackRequest, whole: &AttackRequest) -> Error {
    let rename = |path: &str| -> Option<String> {
        if req.hand == Hand::Secondary && req.both_hands {
            if let Some(rest) = path.strip_prefix("weapon") {
                return Some(format!("secondaryWeapon{rest}"));
            }
            if path == "action" {
                return Some("secondaryAction".into());
            }
        } else if req.both_hands && path == "action" && whole.action != req.action {
            return Some("primaryAction".into());
        }
        None
    };
    if let Some(new) = e.path.as_deref().and_then(rename) {
        if e.code == ErrorCode::InvalidInput {
            if let Some(old) = e.path.as_deref() {
                e.message = e.message.replacen(old, &new, 1);
            }
        }
        e.path = Some(new);
    }
    e
}
