//! Hits on a vehicle (002 Attacking Vehicles; Jink from 002 Vehicle Combat Actions):
//!
//! - `place`: each hit's location on 002's table. The first hit reads the attack roll
//!   reversed, as a character's hit location does; a hit with no roll to reverse (a blast
//!   that caught the vehicle on a miss, an automatic hit) and every further hit roll a d100
//!   (002 gives vehicles no multiple-hits table). A weapon hit with no weapon on the side
//!   struck, or a turret hit on a vehicle without a turret, is a hull hit. A turret meets the
//!   front armour. Of several weapons that could be struck, a die picks one.
//! - `jink`: the driver's test (the line's driving skill, less the vehicle's size modifier,
//!   with the vehicle's damage penalty); each degree of success, at least one, avoids one
//!   hit, as Evasion does.
//! - `land`: the hit's damage (the same dice and Righteous Fury as a character's) less the
//!   facing's armour after penetration; the rest comes off the Structural Integrity and what
//!   is left over is critical damage. Toughness never counts. In ow/dh2 Righteous Fury reads
//!   a d5 on the critical table when the hit does damage, and otherwise the hit deals 1
//!   (002 Righteous Fury); the engine carries no vehicle critical table, so the d5 is
//!   reported for the group's own.

use super::hits::Placed;
use super::{armour, damage, Log, Prepared};
use crate::dice::{Dice, Purpose};
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::tables::reverse_roll;
use crate::rules::Profile;
use crate::test::{describe, validate};
use crate::vehicle::driving::{difficulty_of, drive_test, driving_skill, jink_modifiers, Ask};
use crate::vehicle::hull::Hull;

/// Where one hit lands, before its damage.
pub(super) struct Spot {
    location: VehicleLocation,
    roll: u32,
    rolled: Option<VehicleLocation>,
    weapon: Option<String>,
    armour_facing: Facing,
}

/// The driver's Jink, checked before any die.
pub(super) enum Jink {
    /// The driver cannot jink, for the reason given (logged).
    Cannot(String),
    Roll { skill: String },
}

/// Checks a requested Jink: the driver (`target.driver`), the move it needs
/// (`target.movedLastTurn`), and whether the driver or the vehicle is in any state to.
pub(super) fn plan_jink(p: &Profile, req: &VehicleAttackRequest, hull: &Hull) -> Result<Option<Jink>> {
    if req.reaction != Reaction::Jink {
        return Ok(None);
    }
    let v = &req.target;
    let Some(driver) = v.driver.as_deref() else {
        return Err(Error::invalid("target.driver", "is needed to jink: the driver makes the test"));
    };
    if !v.moved_last_turn {
        return Err(Error::not_allowed(
            "target.movedLastTurn",
            "Jink needs the vehicle to have moved its Tactical Speed last turn (Only War, Vehicle Combat Actions)",
        ));
    }
    validate::actor(p, driver, "target.driver", false)?;
    let skill = driving_skill(p, driver, None, "target.driver")?;
    let c = crate::rules::skills::find(p, &skill).map_or(Characteristic::Ag, |d| d.characteristic);
    // The test's own refusals (a missing characteristic, an untrained advanced skill) come
    // now, not only when a hit calls for the Jink.
    crate::test::base(p, driver, c, Some(&skill), "target.driver")?;
    let stopped = [VehicleCondition::Immobilised, VehicleCondition::Crashed, VehicleCondition::Overturned];
    if let Some(c) = stopped.iter().find(|c| hull.conditions.contains(c)) {
        let word = crate::json::ApiName::api_name(c);
        return Ok(Some(Jink::Cannot(format!("the vehicle is {word} and cannot jink"))));
    }
    let out = [Condition::Stunned, Condition::Helpless, Condition::Unconscious];
    if let Some(c) = out.iter().find(|c| driver.has_condition(**c)) {
        return Ok(Some(Jink::Cannot(format!("the driver is {} and cannot jink", c.as_str()))));
    }
    Ok(Some(Jink::Roll { skill }))
}

/// The table's location for a number from 1 to 100.
fn on_table(p: &Profile, n: u32) -> VehicleLocation {
    p.vehicles.hit_locations.iter().find(|(upto, _)| n <= *upto).map_or(VehicleLocation::Hull, |(_, l)| *l)
}

/// Places `count` hits: the first on `roll` reversed (a d100 when there is none), the others
/// on a d100 each.
pub(super) fn place(
    pr: &Prepared,
    req: &VehicleAttackRequest,
    roll: Option<u32>,
    count: u32,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Vec<Spot>> {
    let mut out = Vec::with_capacity(count.min(64) as usize);
    for n in 0..count {
        let (number, how) = match roll {
            Some(r) if n == 0 => (reverse_roll(r), format!("{r:02} reversed is {:02}", reverse_roll(r) % 100)),
            _ => {
                let d = dice.d100(Purpose::HitLocation)?;
                (d, format!("rolled {:02}", d % 100))
            }
        };
        let spot = spot(pr.p, &req.target, req.facing, number, dice)?;
        if log.on() {
            let moved = match spot.rolled {
                Some(VehicleLocation::Weapon) => " (no weapon on that side: the hull)",
                Some(_) => " (no turret: the hull)",
                None => "",
            };
            let weapon = spot.weapon.as_deref().map(|w| format!(" ({w})")).unwrap_or_default();
            log.push(format!(
                "Step 3 (hit location), hit {}: {how}: {}{weapon}{moved}, {} armour",
                n + 1,
                spot.location.label(),
                crate::vehicle::hull::facing_name(spot.armour_facing)
            ));
        }
        out.push(spot);
    }
    Ok(out)
}

/// Where a number on the table lands on this vehicle, attacked from `facing`.
fn spot(p: &Profile, v: &Vehicle, facing: Facing, number: u32, dice: &mut Dice) -> Result<Spot> {
    let table = on_table(p, number);
    let turret = v.turret || v.weapons.iter().any(|w| w.mount == Mount::Turret);
    let candidates: Vec<&VehicleWeapon> = match table {
        VehicleLocation::Weapon => v
            .weapons
            .iter()
            .filter(|w| w.mount != Mount::Turret && w.facing.is_none_or(|f| f == facing))
            .collect(),
        VehicleLocation::Turret => v.weapons.iter().filter(|w| w.mount == Mount::Turret).collect(),
        _ => Vec::new(),
    };
    let (location, rolled) = match table {
        VehicleLocation::Weapon if candidates.is_empty() => (VehicleLocation::Hull, Some(table)),
        VehicleLocation::Turret if !turret => (VehicleLocation::Hull, Some(table)),
        l => (l, None),
    };
    let weapon = match candidates.len() {
        0 => None,
        1 => candidates.first().map(|w| w.name.clone()),
        n => {
            let (_, k) = dice.die(n as u32, Purpose::HitLocation)?;
            candidates.get(k.saturating_sub(1) as usize).map(|w| w.name.clone())
        }
    };
    let armour_facing = if location == VehicleLocation::Turret { Facing::Front } else { facing };
    Ok(Spot { location, roll: number, rolled, weapon, armour_facing })
}

/// The driver's Jink against `count` hits.
pub(super) fn jink(
    pr: &Prepared,
    hull: &Hull,
    plan: &Jink,
    count: u32,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Option<Evasion>> {
    let skill = match plan {
        Jink::Cannot(why) => {
            note!(log, "Reaction: {why}");
            return Ok(None);
        }
        Jink::Roll { skill } => skill,
    };
    let Some(driver) = hull.v.driver.as_deref() else { return Ok(None) };
    let row = pr.p.vehicles.actions.iter().find(|r| r.action == VehicleAction::Jink);
    let ask = Ask {
        difficulty: row.and_then(|r| r.test).map(|d| difficulty_of(pr.p, d)),
        terrain: None,
        extra: jink_modifiers(hull),
        modifiers: &[],
        purpose: Purpose::Evasion,
    };
    let t = drive_test(pr.p, hull, driver, "target.driver", skill, ask, dice)?;
    let avoided = if t.success { (t.degrees.max(1) as u32).min(count) } else { 0 };
    note!(
        log,
        "Reaction: {} jinks: {}: {} of {count} avoided",
        driver.display_name("the driver"),
        describe(&t),
        avoided
    );
    Ok(Some(Evasion { reaction: Reaction::Jink, test: t, hits_negated: avoided, area: None, weapon_destroyed: false }))
}

/// Steps four and five of one hit on the vehicle: its damage, then the facing's armour and
/// the Structural Integrity.
#[allow(clippy::too_many_arguments)]
pub(super) fn land(
    pr: &Prepared,
    test: &TestResult,
    spot: Spot,
    extra: bool,
    hull: &mut Hull,
    dice: &mut Dice,
    log: &mut Log,
    buffers: &mut damage::Buffers,
) -> Result<VehicleHit> {
    log.at(LogStep::Damage);
    let placed = Placed { location: Location::Body, extra };
    let rolled = damage::roll(pr, test, &placed, dice, log, buffers)?;
    log.at(LogStep::Apply);
    let degrees = rolled.degrees;
    let (times, why) = armour::armour_times(pr, degrees);
    let (penetration, _, by) = armour::penetration(pr, degrees);
    let facing_armour = hull.armour(spot.armour_facing);
    let effective = (facing_armour * times - penetration).max(0);
    let total = rolled.damage.total.max(0);
    let mut through = (total - effective).max(0);
    let mut critical_roll = None;
    if let Some(row) = rolled.fury_row {
        if through > 0 {
            critical_roll = Some(row);
            note!(log, "Righteous Fury: the d5 shows {row}: that row of the vehicle critical table the group uses");
        } else {
            through = 1;
            note!(log, "Righteous Fury: the hit does no damage through the armour, so it deals 1");
        }
    }
    let (onto, past) = hull.lose(through);
    if log.on() {
        let times_text = if times > 1 { format!(" x{times} ({why})") } else { String::new() };
        let pen_text = by.map(|(a, t)| format!(" x{t} ({})", a.label())).unwrap_or_default();
        log.push(format!(
            "Step 5 (armour): {total} damage against {} armour {facing_armour}{times_text} - penetration {}{pen_text} = {effective}: {through} through, Toughness does not count",
            crate::vehicle::hull::facing_name(spot.armour_facing),
            pr.req.weapon.penetration
        ));
        log.push(format!(
            "{}: {onto} Structural Integrity lost, {} of {} left{}",
            hull.name(),
            hull.integrity - hull.damage,
            hull.integrity,
            if past > 0 {
                format!("; {past} critical damage (its effects are on the vehicle critical table the group uses: docs/rulesets.md, Vehicles)")
            } else {
                String::new()
            }
        ));
    }
    Ok(VehicleHit {
        location: spot.location,
        roll: spot.roll,
        rolled: spot.rolled,
        weapon: spot.weapon,
        armour_facing: spot.armour_facing,
        damage: rolled.damage,
        righteous_fury: rolled.fury,
        armour: facing_armour,
        armour_multiplier: (times != 1).then_some(times),
        penetration,
        effective_armour: effective,
        through,
        structural_integrity: onto,
        critical_damage: past,
        critical_roll,
    })
}
