//! Who else an attack involves, checked before any die is rolled: the kill zone of
//! suppressing fire and Overwatch (000 "Suppressing Fire", "Overwatch"; 003 "Suppressing
//! Fire (Full Action)", "Overwatch (Varies)"; 004 and 002 Combat Actions), the characters
//! within 2 metres taking a burst's extra hits (000 and 003 Semi-Auto and Full Auto Burst),
//! and the target's opponent in melee for the optional stray-shots rule (000 "Stray Shots",
//! 003 "Shooting into Melee"). Also which attack an Overwatch fires, which burst a
//! suppressing fire lays down, and the Pinning Test that follows.

use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::action_types::{ActionDef, AttackRule, FireMode, Resolution};
use crate::rules::Profile;
use crate::test;
use crate::test::validate;

/// The most characters a kill zone, a spread or one attack may involve besides the target.
pub const MAX_OTHERS: usize = 100;

/// Another character in the attack.
#[derive(Clone)]
pub(super) struct Member {
    pub id: String,
    pub actor: Actor,
    /// The actor's path in the request (`killZone[0].actor`), for errors.
    pub path: String,
    /// 'killZone', 'spread' or 'meleeOpponent' (`OtherTarget::role`).
    pub role: &'static str,
    /// The most extra hits moved to it (spread only).
    pub spread: u32,
    /// Its talents and traits (its Natural Armour, Daemonic... when hits land on it).
    pub feats: crate::test::feature_set::Set,
}

/// The Pinning Test the attack calls for.
#[derive(Debug, Clone)]
pub(super) struct PinPlan {
    pub label: String,
    pub modifier: i32,
    /// Everyone in the kill zone tests, not only those the attack was aimed at.
    pub whole_zone: bool,
}

/// What `check` found.
#[derive(Clone)]
pub(super) struct Zone {
    pub members: Vec<Member>,
    pub pin: Option<PinPlan>,
    /// The burst of a suppressing fire.
    pub fire_mode: Option<BurstMode>,
    /// The stray-shots rule applies (the option is on and the opponent is named).
    pub stray: bool,
}

/// The attack that fires: the action's own row, or for an Overwatch the row of the attack
/// held ready (which must be one the line allows).
pub(super) fn fired(
    p: &'static Profile,
    req: &AttackRequest,
    def: &'static ActionDef,
    rule: AttackRule,
) -> Result<(AttackRule, &'static ActionDef)> {
    if rule.resolution != Resolution::Overwatch {
        if req.overwatch_attack.is_some() {
            return Err(Error::invalid("overwatchAttack", "only an overwatch action holds an attack ready"));
        }
        return Ok((rule, def));
    }
    let a = req.overwatch_attack.unwrap_or(Action::FullAuto);
    let allowed: Vec<&str> = p.pinning.overwatch_attacks.iter().map(|x| x.as_str()).collect();
    let row = p.action(a).filter(|_| p.pinning.overwatch_attacks.contains(&a));
    let Some((d, r)) = row.and_then(|d| d.rule().map(|r| (d, *r))) else {
        return Err(Error::not_allowed(
            "overwatchAttack",
            &format!("in {} an Overwatch holds one of: {}", p.name, allowed.join(", ")),
        ));
    };
    Ok((r, d))
}

/// The fire mode of the attack: the row's, or for suppressing fire the burst asked for.
pub(super) fn mode(p: &Profile, req: &AttackRequest, rule: &AttackRule) -> Result<Option<FireMode>> {
    if rule.resolution != Resolution::Suppression {
        if req.fire_mode.is_some() {
            return Err(Error::invalid("fireMode", "only suppressing fire chooses its burst"));
        }
        return Ok(rule.mode);
    }
    match req.fire_mode.unwrap_or_default() {
        BurstMode::Full => Ok(Some(FireMode::Full)),
        BurstMode::Semi if p.pinning.suppressing_semi.is_some() => Ok(Some(FireMode::Semi)),
        BurstMode::Semi => {
            Err(Error::not_allowed("fireMode", &format!("in {} suppressing fire needs fully automatic fire", p.name)))
        }
    }
}

/// The Pinning Test after the attack, if it calls for one.
fn pin_plan(p: &Profile, req: &AttackRequest, rule: &AttackRule) -> Option<PinPlan> {
    let pin = &p.pinning;
    if req.action == Action::Overwatch {
        return Some(PinPlan {
            label: "Pinning Test after an Overwatch shot".into(),
            modifier: pin.overwatch,
            whole_zone: pin.overwatch_tests_whole_zone,
        });
    }
    if rule.resolution == Resolution::Suppression {
        let (modifier, burst) = match req.fire_mode.unwrap_or_default() {
            BurstMode::Semi => (pin.suppressing_semi.unwrap_or(pin.suppressing_full), "semi-auto"),
            BurstMode::Full => (pin.suppressing_full, "full-auto"),
        };
        return Some(PinPlan {
            label: format!("Pinning Test against {burst} suppressing fire"),
            modifier,
            whole_zone: true,
        });
    }
    None
}

fn member(p: &Profile, id: &str, actor: &Actor, path: &str, pin: bool) -> Result<()> {
    if id.is_empty() || id.len() > 200 {
        return Err(Error::invalid(&format!("{path}.id"), "an id of 1 to 200 characters"));
    }
    validate::actor(p, actor, &format!("{path}.actor"), true)?;
    if pin {
        test::value(actor, Characteristic::Wp, &format!("{path}.actor"))?;
    }
    Ok(())
}

/// The target's opponent in melee, for the stray-shots option.
fn opponent(p: &Profile, req: &AttackRequest, not_into_melee: bool) -> Result<Option<Member>> {
    let Some(o) = &req.melee_opponent else { return Ok(None) };
    if !req.options.stray_shots {
        return Err(Error::invalid("meleeOpponent", "used only with options.strayShots"));
    }
    if not_into_melee {
        return Err(Error::not_allowed(
            "meleeOpponent",
            "stray shots need a shot into a melee: the target engaged, the shooter not",
        ));
    }
    member(p, &o.id, &o.actor, "meleeOpponent", false)?;
    Ok(Some(Member {
        id: o.id.clone(),
        actor: o.actor.clone(),
        path: "meleeOpponent.actor".into(),
        role: "meleeOpponent",
        spread: 0,
        feats: Default::default(),
    }))
}

/// Checks the other characters and what the attack may do to them.
pub(super) fn check(
    p: &Profile,
    req: &AttackRequest,
    rule: &AttackRule,
    rate_cap: Option<u32>,
    into_melee: bool,
) -> Result<Zone> {
    let suppression = rule.resolution == Resolution::Suppression;
    let pin = pin_plan(p, req, rule);
    if suppression && req.reaction != Reaction::None {
        return Err(Error::not_allowed(
            "reaction",
            "suppressing fire sprays a kill zone: its hits cannot be dodged (the Pinning Test is the defence)",
        ));
    }
    if req.kill_zone.len() > MAX_OTHERS || req.spread.len() > MAX_OTHERS {
        let path = if req.kill_zone.len() > MAX_OTHERS { "killZone" } else { "spread" };
        return Err(Error::invalid(path, "at most 100 characters"));
    }
    let zone_allowed = pin.as_ref().is_some_and(|x| x.whole_zone);
    if !req.kill_zone.is_empty() && !zone_allowed {
        return Err(Error::not_allowed(
            "killZone",
            &format!(
                "in {} only suppressing fire (or an Overwatch whose whole kill zone tests) has a kill zone",
                p.name
            ),
        ));
    }
    if pin.is_some() {
        test::value(&req.target, Characteristic::Wp, "target")?;
    }
    let mut members = Vec::new();
    let mut paths = Vec::new();
    for (i, m) in req.kill_zone.iter().enumerate() {
        paths.push(format!("killZone[{i}]"));
        member(p, &m.id, &m.actor, &format!("killZone[{i}]"), true)?;
        let path = format!("killZone[{i}].actor");
        members.push(Member {
            id: m.id.clone(),
            actor: m.actor.clone(),
            path,
            role: "killZone",
            spread: 0,
            feats: Default::default(),
        });
    }
    let extra_cap = rate_cap.unwrap_or(1).saturating_sub(1);
    let mut moved = 0;
    for (i, s) in req.spread.iter().enumerate() {
        let path = format!("spread[{i}]");
        if suppression || rate_cap.is_none() {
            return Err(Error::not_allowed("spread", "only the extra hits of a semi- or full-auto burst may be moved"));
        }
        member(p, &s.id, &s.actor, &path, pin.is_some())?;
        paths.push(path.clone());
        if s.hits == 0 {
            return Err(Error::invalid(&format!("{path}.hits"), "at least 1 hit"));
        }
        moved += s.hits;
        if moved > extra_cap {
            return Err(Error::not_allowed(
                &format!("{path}.hits"),
                &format!("the burst has at most {extra_cap} extra hits to move"),
            ));
        }
        let path = format!("{path}.actor");
        members.push(Member {
            id: s.id.clone(),
            actor: s.actor.clone(),
            path,
            role: "spread",
            spread: s.hits,
            feats: Default::default(),
        });
    }
    let stray = req.options.stray_shots && req.melee_opponent.is_some();
    if let Some(o) = opponent(p, req, suppression || !into_melee)? {
        paths.push("meleeOpponent".into());
        members.push(o);
    }
    for m in &mut members {
        m.feats = crate::test::feature_set::of_actor(p, &m.actor, &m.path)?;
    }
    for (i, (m, path)) in members.iter().zip(&paths).enumerate() {
        if members.iter().take(i).any(|x| x.id.eq(&m.id)) {
            return Err(Error::invalid(&format!("{path}.id"), &format!("the id '{}' names two characters", m.id)));
        }
    }
    let fire_mode = suppression.then(|| req.fire_mode.unwrap_or_default());
    Ok(Zone { members, pin, fire_mode, stray })
}
