//! The vehicle combat actions (002 Vehicle Combat Actions) and `vehicleAction`: Tactical
//! Manoeuvring, Evasive Manoeuvring, Floor It!, Hit & Run, Jink and Ram!, each with its test,
//! terrain, degrees, the penalties it puts on attacks against and from the vehicle, the
//! metres moved and the loss of control its failures bring.

use super::driving::{driving_skill, drive_test, Ask};
use super::hull::{facing_name, Hull};
use crate::body::special_damage::{strike, Blow};
use crate::body::{finish, State};
use crate::dice::{Dice, DiceExpr, Purpose};
use crate::error::wording::plural;
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::vehicles::ActionRow;
use crate::rules::{profile, Profile};
use crate::test::{self, describe, validate, Spec};

fn row(p: &Profile, a: VehicleAction) -> Result<&'static ActionRow> {
    p.vehicles.actions.iter().find(|r| r.action == a).ok_or_else(|| Error::internal("a vehicle action without its row"))
}

fn penalties(against: i32, from: i32) -> VehiclePenalties {
    VehiclePenalties { against, from, until: DurationUnit::NextTurn }
}

/// Checks what an action needs before any die.
fn check(p: &Profile, req: &VehicleActionRequest, hull: &Hull) -> Result<()> {
    let v = &req.vehicle;
    match req.action {
        VehicleAction::HitAndRun => {
            if !v.open_topped {
                return Err(Error::not_allowed("vehicle.openTopped", "Hit & Run is for open-topped vehicles (002)"));
            }
            if v.vehicle_type == Some(VehicleType::Walker) {
                return Err(Error::not_allowed("vehicle.type", "a walker cannot Hit & Run (002)"));
            }
            test::value(&req.driver, Characteristic::Ws, "driver")?;
        }
        VehicleAction::Jink if !req.moved_last_turn => {
            return Err(Error::not_allowed(
                "movedLastTurn",
                "Jink needs the vehicle to have moved its Tactical Speed last turn (002)",
            ));
        }
        VehicleAction::Ram => {
            let m = req.metres.ok_or_else(|| Error::invalid("metres", "is required for a ram: the metres driven"))?;
            if !m.is_finite() || !(0.0..=10_000.0).contains(&m) {
                return Err(Error::invalid("metres", "must be a number from 0 to 10000"));
            }
            if m < v.tactical_speed {
                return Err(Error::not_allowed(
                    "metres",
                    &format!("a ram needs at least the Tactical Speed ({} m) in a straight line (002)", v.tactical_speed),
                ));
            }
            match (&req.target, &req.target_actor) {
                (Some(t), None) => {
                    Hull::of(p, t, "target")?;
                }
                (None, Some(a)) => {
                    validate::actor(p, a, "targetActor", true)?;
                    let feats = crate::test::feature_set::of_actor(p, a, "targetActor")?;
                    let mut needs = crate::body::harm::harm_needs(p, &[], DamageType::Impact);
                    needs.of_features(&feats);
                    needs.check(a, "targetActor")?;
                }
                (Some(_), Some(_)) => {
                    return Err(Error::invalid("targetActor", "a ram strikes one target: `target` or `targetActor`"))
                }
                (None, None) => {
                    return Err(Error::invalid("target", "is required for a ram (a vehicle, or `targetActor`)"))
                }
            }
        }
        _ => {}
    }
    if req.target_dodges {
        let Some(a) = &req.target_actor else {
            return Err(Error::invalid("targetDodges", "is for a rammed character (`targetActor`)"));
        };
        let unable = [Condition::Stunned, Condition::Helpless, Condition::Unconscious, Condition::Immobilised, Condition::Grappled];
        if let Some(c) = unable.iter().find(|c| a.has_condition(**c)) {
            return Err(Error::not_allowed(
                "targetDodges",
                &format!("a {} character cannot Dodge", serde_json::to_value(c).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()),
            ));
        }
        test::value(a, Characteristic::Ag, "targetActor")?;
    }
    if req.target_facing.is_some() && req.target.is_none() {
        return Err(Error::invalid("targetFacing", "is for a rammed vehicle (`target`)"));
    }
    let _ = hull;
    Ok(())
}

/// `vehicleAction`.
pub fn vehicle_action(req: &VehicleActionRequest, entropy: u64) -> Result<VehicleActionOutcome> {
    let p = profile(req.ruleset);
    let mut hull = Hull::of(p, &req.vehicle, "vehicle")?;
    validate::actor(p, &req.driver, "driver", false)?;
    check(p, req, &hull)?;
    let r = row(p, req.action)?;
    let skill = driving_skill(p, &req.driver, req.skill.as_deref(), "skill")?;
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut log: Log = Log::new(true);
    let ts = req.vehicle.tactical_speed;
    let v = &p.vehicles;
    let mut out = VehicleActionOutcome {
        test: None,
        success: true,
        metres: None,
        penalties: None,
        shots_avoided: None,
        hit: None,
        out_of_control: false,
        crashed: false,
        ram: None,
        vehicle: hull.finish(),
        target: None,
        target_actor: None,
        dice: Vec::new(),
        log: Vec::new(),
        seed: None,
    };
    log.push(format!("{}: {}", hull.name(), r.name));
    let driven = |dice: &mut Dice, hull: &Hull, extra: Vec<NamedModifier>| {
        let ask = Ask {
            difficulty: r.test.map(|d| (d, difficulty_name(d))),
            terrain: req.terrain,
            extra,
            modifiers: &req.modifiers,
            purpose: Purpose::Operate,
        };
        drive_test(p, hull, &req.driver, "driver", &skill, ask, dice)
    };
    match req.action {
        VehicleAction::TacticalManoeuvring => {
            let m = if req.full { ts * 2.0 } else { ts };
            log.push(format!("moves {m} m ({})", if req.full { "a Full Action: twice the Tactical Speed" } else { "a Half Action" }));
            out.metres = Some(m);
        }
        VehicleAction::EvasiveManoeuvring => {
            let t = driven(&mut dice, &hull, Vec::new())?;
            log.push(format!("{}: {}", skill, describe(&t)));
            out.metres = Some(ts);
            if t.success {
                let n = t.degrees.max(1);
                let pen = v.evasive_per_degree * n;
                log.push(format!("{pen} to attacks against it and from it until its next turn ({})", plural(n, "degree")));
                out.penalties = Some(penalties(pen, pen));
            } else {
                out.success = false;
                lose_control(&mut hull, &mut out, &mut log);
            }
            out.test = Some(t);
        }
        VehicleAction::FloorIt => {
            let t = driven(&mut dice, &hull, Vec::new())?;
            log.push(format!("{}: {}", skill, describe(&t)));
            let extra = if t.success { v.floor_it_metres + v.floor_it_per_degree * f64::from(t.degrees.max(0)) } else { 0.0 };
            out.metres = Some(ts * 2.0 + extra);
            out.success = t.success;
            out.penalties = Some(penalties(v.floor_it_penalty, v.floor_it_penalty));
            log.push(format!(
                "moves {} m (twice the Tactical Speed{}); {} to attacks against it and from it until its next turn",
                ts * 2.0 + extra,
                if extra > 0.0 { format!(" and {extra} more") } else { String::new() },
                v.floor_it_penalty
            ));
            out.test = Some(t);
        }
        VehicleAction::HitAndRun => {
            let b = test::base(p, &req.driver, Characteristic::Ws, None, "driver")?;
            let mut mods = Vec::new();
            if let Some(d) = r.test.filter(|d| *d != 0) {
                mods.push(NamedModifier { id: Some("difficulty".into()), label: format!("{} ({d:+})", difficulty_name(d)), value: d });
            }
            mods.extend(test::fatigue_modifier(p, &req.driver));
            mods.extend(validate::modifiers(&req.modifiers, "modifiers")?);
            let spec = Spec { characteristic: Characteristic::Ws, skill: None, base: b.value, modifiers: mods };
            let t = test::roll(p, &req.driver, spec, &mut dice, Purpose::Operate)?;
            log.push(format!("the driver strikes: {}", describe(&t)));
            out.metres = Some(ts);
            out.hit = Some(t.success);
            out.success = t.success;
            if !t.success && r.out_of_control_at.is_some_and(|n| t.degrees >= n) {
                lose_control(&mut hull, &mut out, &mut log);
            }
            out.test = Some(t);
        }
        VehicleAction::Jink => {
            let size = hull.size_modifier;
            let extra = if size != 0 {
                vec![NamedModifier { id: Some("size".into()), label: "the vehicle's size".to_string(), value: -size }]
            } else {
                Vec::new()
            };
            let t = driven(&mut dice, &hull, extra)?;
            log.push(format!("{}: {}", skill, describe(&t)));
            let avoided = if t.success { t.degrees.max(1) } else { 0 };
            log.push(format!("avoids {}", plural(avoided, "shot")));
            out.shots_avoided = Some(avoided);
            out.success = t.success;
            out.test = Some(t);
        }
        VehicleAction::Ram => ram(p, req, r, &skill, &mut hull, &mut out, &mut dice, &mut log)?,
    }
    out.vehicle = hull.finish();
    out.dice = dice.take_record();
    out.seed = dice.seed();
    out.log = log.lines;
    Ok(out)
}

fn difficulty_name(d: i32) -> &'static str {
    match d {
        0 => "Challenging",
        -10 => "Difficult",
        _ => "the action's difficulty",
    }
}

fn lose_control(hull: &mut Hull, out: &mut VehicleActionOutcome, log: &mut Log) {
    hull.add(VehicleCondition::OutOfControl);
    out.out_of_control = true;
    log.push("the vehicle goes out of control (the book lets the GM rule a crash or a fall instead)".to_string());
}

/// 002 Ram!: a Challenging Operate test; on a success the facing's armour + 1d10 (and 1d10
/// more a 10 metres past twice the Tactical Speed) to the target, whose own armour then
/// counts; a rammed vehicle's armour + 1d5 back to the rammer's front; knockback a metre a
/// point dealt; five degrees of failure lose control.
#[allow(clippy::too_many_arguments)]
fn ram(
    p: &Profile,
    req: &VehicleActionRequest,
    r: &ActionRow,
    skill: &str,
    hull: &mut Hull,
    out: &mut VehicleActionOutcome,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<()> {
    let v = &p.vehicles;
    let metres = req.metres.unwrap_or(0.0);
    let ask = Ask {
        difficulty: r.test.map(|d| (d, difficulty_name(d))),
        terrain: req.terrain,
        extra: Vec::new(),
        modifiers: &req.modifiers,
        purpose: Purpose::Operate,
    };
    let t = drive_test(p, hull, &req.driver, "driver", skill, ask, dice)?;
    log.push(format!("{skill}: {}", describe(&t)));
    out.metres = Some(metres);
    out.success = t.success;
    if !t.success {
        if r.out_of_control_at.is_some_and(|n| t.degrees >= n) {
            lose_control(hull, out, log);
        } else {
            log.push("the ram misses".to_string());
        }
        out.test = Some(t);
        return Ok(());
    }
    out.test = Some(t);
    // A ram can be dodged, not parried: the rammed character's Dodge comes before the damage.
    let mut evasion = None;
    if let (true, Some(a)) = (req.target_dodges, &req.target_actor) {
        let skill = crate::rules::skills::find(p, "dodge").map_or("Dodge", |d| d.name);
        let b = test::base(p, a, Characteristic::Ag, Some(skill), "targetActor")?;
        let mut mods = b.modifiers;
        mods.extend(test::fatigue_modifier(p, a));
        let spec = Spec { characteristic: Characteristic::Ag, skill: Some(skill), base: b.value, modifiers: mods };
        let t = test::roll(p, a, spec, dice, Purpose::Evasion)?;
        log.push(format!("{} dodges: {}", a.display_name("the target"), describe(&t)));
        let dodged = t.success;
        evasion = Some(t);
        if dodged {
            log.push("the ram is dodged".to_string());
            out.success = false;
            out.ram = Some(Ram { damage: 0, self_damage: None, knockback: 0, hit: None, evasion });
            return Ok(());
        }
    }
    let past = metres - req.vehicle.tactical_speed * 2.0;
    let extra_dice = if past > 0.0 { (past / v.ram_extra_metres).floor() as u32 } else { 0 };
    let mut damage = hull.armour(Facing::Front);
    let mut faces = Vec::new();
    for _ in 0..(1 + extra_dice) {
        let f = dice.d10(Purpose::Ram)?;
        faces.push(f.to_string());
        damage += f as i32;
    }
    log.push(format!(
        "ram damage: front armour {} + {}d10 ({}) = {damage}",
        hull.armour(Facing::Front),
        1 + extra_dice,
        faces.join(", ")
    ));
    let mut ram = Ram { damage, self_damage: None, knockback: 0, hit: None, evasion };
    if let Some(tv) = &req.target {
        let mut target = Hull::of(p, tv, "target")?;
        let facing = req.target_facing.unwrap_or_default();
        let through = target.take(damage, facing, 0, log);
        ram.knockback = through;
        let (_, d5) = dice.d5(Purpose::Ram)?;
        let back = target.armour(facing) + d5 as i32;
        log.push(format!("the rammer takes the {} armour {} + 1d5 ({d5}) = {back}", facing_name(facing), target.armour(facing)));
        hull.take(back, Facing::Front, 0, log);
        ram.self_damage = Some(back);
        out.target = Some(target.finish());
    } else if let Some(a) = &req.target_actor {
        let feats = crate::test::feature_set::of_actor(p, a, "targetActor")?;
        let mut state = State::of(p, a, "targetActor")?.called("the target").with_features(&feats);
        let blow = Blow {
            what: "the ram".to_string(),
            damage: DiceExpr { count: 0, sides: 10, modifier: damage },
            damage_type: DamageType::Impact,
            location: None,
            ignore_armour: false,
            ignore_toughness: false,
            penetration: 0,
            fatigue: 0,
            sudden_death: false,
        };
        let hit = strike(p, &blow, 1, &mut state, dice, log)?;
        ram.knockback = hit.wounds;
        ram.hit = Some(hit);
        out.target_actor = Some(finish(p, state, log)?);
    }
    log.push(format!("knockback {} m", ram.knockback));
    out.ram = Some(ram);
    Ok(())
}
