//! The vehicle combat actions (002 Vehicle Combat Actions) and `vehicleAction`: Tactical
//! Manoeuvring, Evasive Manoeuvring, Floor It!, Hit & Run, Jink and Ram!, each with its test,
//! terrain, degrees, the penalties it puts on attacks against and from the vehicle, the
//! metres moved and the loss of control its failures bring.

use super::driving::{difficulty_of, driving_skill, drive_test, jink_modifiers, Ask};
use super::hull::{facing_name, Hull};
use crate::body::special_damage::{strike, Blow};
use crate::body::{finish, State};
use crate::dice::{Dice, DiceExpr, Purpose};
use crate::error::wording::plural;
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::vehicles::ActionRow;
use crate::rules::{profile, Profile};
use crate::test::{self, describe, validate, Plain};

fn row(p: &Profile, a: VehicleAction) -> Result<&'static ActionRow> {
    p.vehicles.actions.iter().find(|r| r.action == a).ok_or_else(|| Error::internal("a vehicle action without its row"))
}

fn penalties(against: i32, from: i32) -> VehiclePenalties {
    VehiclePenalties { against, from, until: DurationUnit::NextTurn }
}

/// Checks what an action needs before any die.
fn check(p: &Profile, req: &VehicleActionRequest) -> Result<()> {
    let v = &req.vehicle;
    match req.action {
        VehicleAction::HitAndRun => {
            if !v.open_topped {
                return Err(Error::not_allowed("vehicle.openTopped", "Hit & Run is for open-topped vehicles (Only War, Vehicle Combat Actions)"));
            }
            if v.vehicle_type == Some(VehicleType::Walker) {
                return Err(Error::not_allowed("vehicle.type", "a walker cannot Hit & Run (Only War, Vehicle Combat Actions)"));
            }
            test::value(&req.driver, Characteristic::Ws, "driver")?;
            if let Some(w) = &req.weapon {
                validate::weapon_at(p, w, "weapon")?;
                if w.class != WeaponClass::Melee {
                    return Err(Error::not_allowed("weapon.class", "the driver's Hit & Run blow is a melee weapon's (Only War, Vehicle Combat Actions)"));
                }
                test::value(&req.driver, Characteristic::S, "driver")?;
                check_target(p, req, "the blow")?;
            } else if req.target.is_some() || req.target_actor.is_some() {
                return Err(Error::invalid("weapon", "is needed for the blow to land on `target` (the driver's melee weapon)"));
            }
        }
        VehicleAction::Jink if !req.moved_last_turn => {
            return Err(Error::not_allowed(
                "movedLastTurn",
                "Jink needs the vehicle to have moved its Tactical Speed last turn (Only War, Vehicle Combat Actions)",
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
                    &format!("a ram needs at least the Tactical Speed ({} m) in a straight line (Only War, Vehicle Combat Actions)", v.tactical_speed),
                ));
            }
            check_target(p, req, "a ram")?;
        }
        _ => {}
    }
    if req.weapon.is_some() && req.action != VehicleAction::HitAndRun {
        return Err(Error::invalid("weapon", "is the driver's weapon for a Hit & Run blow"));
    }
    if req.target_dodges {
        let Some(a) = &req.target_actor else {
            return Err(Error::invalid("targetDodges", "is for a rammed character (`targetActor`)"));
        };
        let unable = [Condition::Stunned, Condition::Helpless, Condition::Unconscious, Condition::Immobilised, Condition::Grappled];
        if let Some(c) = unable.iter().find(|c| a.has_condition(**c)) {
            return Err(Error::not_allowed(
                "targetDodges",
                &format!("a {} character cannot Dodge", crate::json::ApiName::api_name(c)),
            ));
        }
        test::value(a, Characteristic::Ag, "targetActor")?;
    }
    if req.target_facing.is_some() && req.target.is_none() {
        return Err(Error::invalid("targetFacing", "is for a rammed vehicle (`target`)"));
    }
    Ok(())
}

/// Checks what a ram or a Hit & Run blow strikes (`what`): a vehicle in `target`, or a
/// character (in `target` as API.md gives it, read as `targetActor`).
fn check_target(p: &Profile, req: &VehicleActionRequest, what: &str) -> Result<()> {
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
            return Err(Error::invalid("target", &format!("is required for {what} (a vehicle, or a character)")))
        }
    }
    Ok(())
}

/// An action being worked out: the request, the driver's skill, the vehicle's running
/// hull, the outcome so far.
struct Act<'a> {
    p: &'static Profile,
    req: &'a VehicleActionRequest,
    r: &'static ActionRow,
    skill: String,
    hull: Hull<'a>,
    out: VehicleActionOutcome,
    dice: Dice,
    log: Log,
}

impl Act<'_> {
    /// The driver's test of the action, with `extra` modifiers; logged and recorded.
    fn driven(&mut self, extra: Vec<NamedModifier>) -> Result<TestResult> {
        let ask = Ask {
            difficulty: self.r.test.map(|d| difficulty_of(self.p, d)),
            terrain: self.req.terrain,
            extra,
            modifiers: &self.req.modifiers,
            purpose: Purpose::Operate,
        };
        let t = drive_test(self.p, &self.hull, &self.req.driver, "driver", &self.skill, ask, &mut self.dice)?;
        self.log.push(format!("{}: {}", self.skill, describe(&t)));
        self.out.test = Some(t.clone());
        self.out.success = t.success;
        Ok(t)
    }

    /// Out of control at the row's degrees of failure.
    fn fails(&mut self, t: &TestResult) {
        if !t.success && self.r.out_of_control_at.is_some_and(|n| t.degrees >= n) {
            self.hull.add(VehicleCondition::OutOfControl);
            self.out.out_of_control = true;
            self.log.push("the vehicle goes out of control (the book lets the GM rule a crash or a fall instead)".into());
        }
    }
}

/// `vehicleAction`.
pub fn vehicle_action(req: &VehicleActionRequest, entropy: u64) -> Result<VehicleActionOutcome> {
    let p = profile(req.ruleset);
    let hull = Hull::of(p, &req.vehicle, "vehicle")?;
    validate::actor(p, &req.driver, "driver", false)?;
    check(p, req)?;
    let r = row(p, req.action)?;
    let skill = driving_skill(p, &req.driver, req.skill.as_deref(), "skill")?;
    let dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut log: Log = Log::new(true);
    log.push(format!("{}: {}", hull.name(), r.name));
    let out = VehicleActionOutcome {
        test: None,
        success: true,
        metres: None,
        penalties: None,
        shots_avoided: None,
        hit: None,
        blow: None,
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
    let mut a = Act { p, req, r, skill, hull, out, dice, log };
    match req.action {
        VehicleAction::TacticalManoeuvring => tactical_manoeuvring(&mut a),
        VehicleAction::EvasiveManoeuvring => evasive_manoeuvring(&mut a)?,
        VehicleAction::FloorIt => floor_it(&mut a)?,
        VehicleAction::HitAndRun => hit_and_run(&mut a)?,
        VehicleAction::Jink => jink(&mut a)?,
        VehicleAction::Ram => ram(&mut a)?,
    }
    let Act { hull, mut out, mut dice, log, .. } = a;
    out.vehicle = hull.finish();
    out.dice = dice.take_record();
    out.seed = dice.seed();
    out.log = log.lines;
    Ok(out)
}

/// 002 Tactical Manoeuvring: the Tactical Speed, or twice it as a Full Action.
fn tactical_manoeuvring(a: &mut Act) {
    let ts = a.req.vehicle.tactical_speed;
    let m = if a.req.full { ts * 2.0 } else { ts };
    a.log.push(format!("moves {m} m ({})", if a.req.full { "a Full Action: twice the Tactical Speed" } else { "a Half Action" }));
    a.out.metres = Some(m);
}

/// 002 Evasive Manoeuvring: the Tactical Speed; -10 a degree of success on attacks against
/// and from it until its next turn; a failure loses control.
fn evasive_manoeuvring(a: &mut Act) -> Result<()> {
    let t = a.driven(Vec::new())?;
    a.out.metres = Some(a.req.vehicle.tactical_speed);
    if t.success {
        let n = t.degrees.max(1);
        let pen = a.p.vehicles.evasive_per_degree * n;
        a.log.push(format!("{pen} to attacks against it and from it until its next turn ({})", plural(n, "degree")));
        a.out.penalties = Some(penalties(pen, pen));
    }
    a.fails(&t);
    Ok(())
}

/// 002 Floor It!: twice the Tactical Speed, 5 metres more and 5 a degree on a success; -20 on
/// attacks against and from it whatever the test.
fn floor_it(a: &mut Act) -> Result<()> {
    let v = &a.p.vehicles;
    let ts = a.req.vehicle.tactical_speed;
    let t = a.driven(Vec::new())?;
    let extra = if t.success { v.floor_it_metres + v.floor_it_per_degree * f64::from(t.degrees.max(0)) } else { 0.0 };
    a.out.metres = Some(ts * 2.0 + extra);
    a.out.penalties = Some(penalties(v.floor_it_penalty, v.floor_it_penalty));
    a.log.push(format!(
        "moves {} m (twice the Tactical Speed{}); {} to attacks against it and from it until its next turn",
        ts * 2.0 + extra,
        if extra > 0.0 { format!(" and {extra} more") } else { String::new() },
        v.floor_it_penalty
    ));
    Ok(())
}

/// 002 Hit & Run: the Tactical Speed and the driver's Difficult Weapon Skill test; the
/// blow's damage is a melee attack the caller resolves.
fn hit_and_run(a: &mut Act) -> Result<()> {
    let plain = Plain {
        characteristic: Characteristic::Ws,
        skill: None,
        difficulty: a.r.test.map(|d| difficulty_of(a.p, d)),
        extra: validate::modifiers(&a.req.modifiers, "modifiers")?,
    };
    let t = test::roll_plain(a.p, &a.req.driver, "driver", plain, &mut a.dice, Purpose::Operate)?;
    a.log.push(format!("the driver strikes: {}", describe(&t)));
    a.out.metres = Some(a.req.vehicle.tactical_speed);
    a.out.hit = Some(t.success);
    a.out.success = t.success;
    a.fails(&t);
    if let (true, Some(w)) = (t.success, &a.req.weapon) {
        blow(a, w, t.roll)?;
    }
    a.out.test = Some(t);
    Ok(())
}

/// Hit & Run's blow on its `target`: the melee weapon's dice and modifier and the driver's
/// Strength Bonus, against a vehicle's `targetFacing` armour (less penetration) or on a
/// character where the reversed test roll says, through armour and Toughness. The weapon's
/// qualities are not applied (a `resolveAttack` melee attack applies them).
fn blow(a: &mut Act, w: &Weapon, roll: Option<u32>) -> Result<()> {
    let expr = validate::weapon_at(a.p, w, "weapon")?;
    let sb = test::bonus(a.p, &a.req.driver, Characteristic::S, "driver")?;
    let mut dice = Vec::with_capacity(expr.count as usize);
    for _ in 0..expr.count {
        let (_, v) = a.dice.die(expr.sides, Purpose::Damage)?;
        dice.push(v);
    }
    let damage = (dice.iter().map(|v| *v as i32).sum::<i32>() + expr.modifier + sb).max(0);
    a.log.push(format!("the blow: {} rolled {dice:?} {:+} + Strength Bonus {sb} = {damage}", w.damage, expr.modifier));
    if !w.qualities.is_empty() {
        a.log.push("the weapon's qualities are not applied to the blow (resolveAttack applies them to a melee attack)".into());
    }
    let mut out = RunBlow { damage, dice, hit: None };
    if let Some(tv) = &a.req.target {
        let mut target = Hull::of(a.p, tv, "target")?;
        target.take(damage, a.req.target_facing.unwrap_or_default(), w.penetration, &mut a.log);
        a.out.target = Some(Rammed::Vehicle(target.finish()));
    } else if let Some(who) = &a.req.target_actor {
        let feats = crate::test::feature_set::of_actor(a.p, who, "targetActor")?;
        let mut state = State::of(a.p, who, "targetActor")?.called("the target").with_features(&feats);
        let location = roll.map(|r| crate::rules::tables::location_for(crate::rules::tables::reverse_roll(r)));
        let blow = Blow {
            what: "the blow".to_string(),
            damage: DiceExpr { count: 0, sides: 10, modifier: damage },
            damage_type: w.damage_type,
            location,
            ignore_armour: false,
            ignore_toughness: false,
            penetration: w.penetration,
            fatigue: 0,
            sudden_death: false,
        };
        out.hit = Some(strike(a.p, &blow, 1, &mut state, &mut a.dice, &mut a.log)?);
        a.out.target_actor = Some(finish(a.p, state, &mut a.log)?);
    }
    a.out.blow = Some(out);
    Ok(())
}

/// 002 Jink: a driving test less the vehicle's size modifier; each degree of success (at
/// least one) avoids a shot.
fn jink(a: &mut Act) -> Result<()> {
    let t = a.driven(jink_modifiers(&a.hull))?;
    let avoided = if t.success { t.degrees.max(1) } else { 0 };
    a.log.push(format!("avoids {}", plural(avoided, "shot")));
    a.out.shots_avoided = Some(avoided);
    Ok(())
}

/// 002 Ram!: a Challenging driving test; a rammed character may Dodge; then the damage
/// (`ram_damage`) on the target; five degrees of failure lose control.
fn ram(a: &mut Act) -> Result<()> {
    let t = a.driven(Vec::new())?;
    a.out.metres = a.req.metres;
    if !t.success {
        a.fails(&t);
        if !a.out.out_of_control {
            a.log.push("the ram misses".into());
        }
        return Ok(());
    }
    // A ram can be dodged, not parried: the rammed character's Dodge comes before the damage.
    let evasion = match (a.req.target_dodges, &a.req.target_actor) {
        (true, Some(who)) => {
            let skill = crate::rules::skills::find(a.p, "dodge").map_or("Dodge", |d| d.name);
            let plain = Plain { characteristic: Characteristic::Ag, skill: Some(skill), difficulty: None, extra: Vec::new() };
            let t = test::roll_plain(a.p, who, "targetActor", plain, &mut a.dice, Purpose::Evasion)?;
            a.log.push(format!("{} dodges: {}", who.display_name("the target"), describe(&t)));
            if t.success {
                a.log.push("the ram is dodged".into());
                a.out.success = false;
                a.out.ram = Some(Ram { damage: 0, self_damage: None, knockback: 0, hit: None, evasion: Some(t) });
                return Ok(());
            }
            Some(t)
        }
        _ => None,
    };
    let damage = ram_damage(a)?;
    let mut ram = Ram { damage, self_damage: None, knockback: 0, hit: None, evasion };
    if let Some(tv) = &a.req.target {
        let mut target = Hull::of(a.p, tv, "target")?;
        let facing = a.req.target_facing.unwrap_or_default();
        ram.knockback = target.take(damage, facing, 0, &mut a.log);
        let (_, d5) = a.dice.d5(Purpose::Ram)?;
        let back = target.armour(facing) + d5 as i32;
        a.log.push(format!("the rammer takes the {} armour {} + 1d5 ({d5}) = {back}", facing_name(facing), target.armour(facing)));
        a.hull.take(back, Facing::Front, 0, &mut a.log);
        ram.self_damage = Some(back);
        a.out.target = Some(Rammed::Vehicle(target.finish()));
    } else if let Some(who) = &a.req.target_actor {
        let feats = crate::test::feature_set::of_actor(a.p, who, "targetActor")?;
        let mut state = State::of(a.p, who, "targetActor")?.called("the target").with_features(&feats);
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
        let hit = strike(a.p, &blow, 1, &mut state, &mut a.dice, &mut a.log)?;
        ram.knockback = hit.wounds;
        ram.hit = Some(hit);
        a.out.target_actor = Some(finish(a.p, state, &mut a.log)?);
    }
    a.log.push(format!("knockback {} m", ram.knockback));
    a.out.ram = Some(ram);
    Ok(())
}

/// 002 Ram!'s damage: the rammer's front armour + 1d10, and 1d10 more for each full 10
/// metres past twice its Tactical Speed.
fn ram_damage(a: &mut Act) -> Result<i32> {
    let past = a.req.metres.unwrap_or(0.0) - a.req.vehicle.tactical_speed * 2.0;
    let extra_dice = if past > 0.0 { (past / a.p.vehicles.ram_extra_metres).floor() as u32 } else { 0 };
    let front = a.hull.armour(Facing::Front);
    let mut damage = front;
    let mut faces = Vec::new();
    for _ in 0..(1 + extra_dice) {
        let f = a.dice.d10(Purpose::Ram)?;
        faces.push(f.to_string());
        damage += f as i32;
    }
    a.log.push(format!("ram damage: front armour {front} + {}d10 ({}) = {damage}", 1 + extra_dice, faces.join(", ")));
    Ok(damage)
}
