//! Attacks at vehicles (002 Attacking Vehicles; Jink from 002 Vehicle Combat Actions):
//! `resolveAttack` with a `Vehicle` target and the `facing` the attacker is in, with
//! scripted dice.

mod common;

use cogitator::*;
use common::*;
use serde_json::{json, Value};

fn chimera() -> Value {
    json!({ "kind": "vehicle", "name": "Chimera", "type": "tracked", "size": "enormous",
            "armour": { "front": 16, "side": 12, "rear": 10 }, "structuralIntegrity": 35,
            "tacticalSpeed": 15, "cruisingSpeed": 70, "turret": true,
            "weapons": [ { "name": "multi-laser", "mount": "turret" },
                         { "name": "hull heavy bolter", "mount": "hull", "facing": "front" } ] })
}

fn driver() -> Value {
    json!({ "name": "Driver Kell", "characteristics": { "ag": 40 }, "skills": { "operate (surface)": { "trained": true } } })
}

/// A braced lascannon (5d10+10, penetration 10) fired by BS 45 at 100 m.
fn lascannon(ruleset: &str, facing: &str, faces: &[u32]) -> Value {
    json!({
        "ruleset": ruleset,
        "attacker": { "name": "Gunner Vos", "characteristics": { "bs": 45, "ag": 30, "s": 30, "t": 30, "ws": 30 } },
        "target": chimera(),
        "weapon": { "name": "lascannon", "class": "heavy", "damage": "5d10+10", "penetration": 10,
                    "damageType": "energy", "range": 300 },
        "action": "standard",
        "facing": facing,
        "range": 100,
        "circumstances": { "braced": true },
        "dice": { "rolls": faces }
    })
}

fn at_vehicle(v: Value) -> VehicleAttackOutcome {
    match read_attack(&v.to_string()) {
        Ok(AttackInput::Vehicle(r)) => resolve_vehicle_attack(&r, 7).unwrap_or_else(|e| panic!("{e}")),
        Ok(AttackInput::Character(_)) => panic!("read as an attack at a character"),
        Err(e) => panic!("{e}"),
    }
}

fn at_vehicle_err(v: Value) -> Error {
    match read_attack(&v.to_string()) {
        Ok(AttackInput::Vehicle(r)) => resolve_vehicle_attack(&r, 7).map(|o| o.log).expect_err("an error"),
        Ok(AttackInput::Character(_)) => panic!("read as an attack at a character"),
        Err(e) => e,
    }
}

/// 002 Attacking Vehicles: the damage less the facing's armour (penetration applies,
/// Toughness does not), the rest off the Structural Integrity. A braced lascannon from the
/// side: 45 + Standard +10 + short range +10 + Enormous +20 = 85; 23 hits, reversed 32: the
/// hull. 5 x 5 + 10 = 35 against side armour 12 - penetration 10 = 2: 33 through, 2 of 35
/// left: heavily damaged (more than half, 002 Vehicle Repair).
#[test]
fn a_lascannon_through_the_side() {
    let o = at_vehicle(lascannon("ow", "side", &[23, 5, 5, 5, 5, 5]));
    assert_eq!(o.test.target, 85);
    assert!(has_mod(&o.test, "Size: Enormous", 20));
    let h = &o.hits[0];
    assert_eq!((h.location, h.roll, h.armour_facing), (VehicleLocation::Hull, 32, Facing::Side));
    assert_eq!((h.damage.total, h.armour, h.penetration, h.effective_armour), (35, 12, 10, 2));
    assert_eq!((h.through, h.structural_integrity, h.critical_damage), (33, 33, 0));
    assert_eq!((o.target.damage, o.target.state), (33, VehicleDamageState::HeavilyDamaged));
    assert!(o.log.iter().any(|l| l.contains("Toughness does not count")));
    // From the rear the armour is 10: nothing left after penetration.
    let o = at_vehicle(lascannon("ow", "rear", &[23, 1, 1, 1, 1, 1]));
    assert_eq!((o.hits[0].effective_armour, o.hits[0].through, o.target.state), (0, 15, VehicleDamageState::LightlyDamaged));
}

/// 002's table from the reversed roll: 01-20 motive systems, 21-60 hull, 61-80 a weapon on
/// the side struck (none there: the hull), 81-00 the turret, which always meets the front
/// armour (no turret: the hull).
#[test]
fn locations_follow_the_table() {
    let hit = |facing: &str, roll: u32, vehicle: Value| {
        let v = merge(lascannon("ow", facing, &[roll, 1, 1, 1, 1, 1]), json!({ "target": vehicle }));
        at_vehicle(v).hits.remove(0)
    };
    // 10 reversed is 01; 02 reversed is 20: motive systems.
    assert_eq!(hit("side", 10, chimera()).location, VehicleLocation::Motive);
    assert_eq!(hit("side", 2, chimera()).location, VehicleLocation::Motive);
    // 12 reversed is 21; 6 reversed is 60: the hull.
    assert_eq!(hit("side", 12, chimera()).location, VehicleLocation::Hull);
    assert_eq!(hit("side", 6, chimera()).location, VehicleLocation::Hull);
    // 27 reversed is 72: a weapon: the hull heavy bolter faces front.
    let h = hit("front", 27, chimera());
    assert_eq!((h.location, h.weapon.as_deref(), h.armour), (VehicleLocation::Weapon, Some("hull heavy bolter"), 16));
    let h = hit("side", 27, chimera());
    assert_eq!((h.location, h.rolled, h.weapon), (VehicleLocation::Hull, Some(VehicleLocation::Weapon), None));
    // 9 reversed is 90, 18 is 81: the turret, with the front armour.
    let h = hit("rear", 9, chimera());
    assert_eq!((h.location, h.armour_facing, h.armour), (VehicleLocation::Turret, Facing::Front, 16));
    assert_eq!(h.weapon.as_deref(), Some("multi-laser"));
    assert_eq!(hit("rear", 18, chimera()).location, VehicleLocation::Turret);
    let open = merge(chimera(), json!({ "turret": false, "weapons": [] }));
    let h = hit("rear", 9, open);
    assert_eq!((h.location, h.rolled, h.armour_facing, h.armour), (VehicleLocation::Hull, Some(VehicleLocation::Turret), Facing::Rear, 10));
}

/// A burst's further hits each roll a d100 on the same table (002 gives vehicles no
/// multiple-hits table). Semi-auto heavy bolter: 45 + 0 + 10 + 20 = 75; 11 is 7 degrees,
/// capped at the rate of fire 3. 11 reversed: motive; then 45 hull, 95 turret.
#[test]
fn a_bursts_further_hits_roll_a_d100_each() {
    let v = merge(
        lascannon("ow", "side", &[11, 45, 95, 2, 2, 2]),
        json!({ "weapon": { "name": "heavy bolter", "damage": "1d10+8", "penetration": 5, "damageType": "explosive",
                            "rateOfFire": { "single": true, "semi": 3 } }, "action": "semiAuto" }),
    );
    let o = at_vehicle(v);
    let at: Vec<_> = o.hits.iter().map(|h| (h.location, h.roll)).collect();
    assert_eq!(at, [(VehicleLocation::Motive, 11), (VehicleLocation::Hull, 45), (VehicleLocation::Turret, 95)]);
    // 10 damage a hit: side armour 12 - 5 = 7 lets 3 through; the turret's front 16 - 5 = 11, none.
    let through: Vec<i32> = o.hits.iter().map(|h| h.through).collect();
    assert_eq!(through, [3, 3, 0]);
    assert_eq!(o.target.damage, 6);
    let purposes: Vec<_> = o.dice.iter().map(|d| d.purpose.as_str()).collect();
    assert_eq!(purposes, ["attack", "hitLocation", "hitLocation", "damage", "damage", "damage"]);
}

/// Damage past the Structural Integrity left is critical damage: the vehicle is critically
/// damaged (002 Attacking Vehicles, Vehicle Repair).
#[test]
fn damage_past_the_structural_integrity_is_critical() {
    let v = merge(lascannon("ow", "side", &[23, 5, 5, 5, 5, 5]), json!({ "target": { "damage": 30 } }));
    let o = at_vehicle(v);
    let h = &o.hits[0];
    assert_eq!((h.through, h.structural_integrity, h.critical_damage), (33, 5, 28));
    assert_eq!((o.target.damage, o.target.critical_damage, o.target.state), (35, 28, VehicleDamageState::CriticallyDamaged));
}

/// Jink (002 Vehicle Combat Actions): the driver's Operate test less the size modifier
/// (Enormous +20: -20), each degree avoiding one hit as Evasion does. Ag 40 - 20 = 20; 5 is
/// two degrees: two of the three hits avoided (the last ones).
#[test]
fn a_driver_jinks() {
    let jinking = merge(chimera(), json!({ "driver": driver(), "movedLastTurn": true }));
    let v = merge(
        lascannon("ow", "side", &[11, 45, 95, 5, 2]),
        json!({ "target": jinking, "reaction": "jink", "action": "semiAuto",
                "weapon": { "damage": "1d10+8", "rateOfFire": { "single": true, "semi": 3 } } }),
    );
    let o = at_vehicle(v.clone());
    let e = o.evasion.as_ref().expect("a jink");
    assert_eq!((e.reaction, e.hits_negated, e.test.target), (Reaction::Jink, 2, 20));
    assert!(has_mod(&e.test, "the vehicle's size", -20));
    assert_eq!(o.hits.len(), 1);
    // Jink needs the move, and a driver; a vehicle neither dodges nor parries.
    let e = at_vehicle_err(merge(v.clone(), json!({ "target": { "movedLastTurn": false } })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("target.movedLastTurn")));
    let e = at_vehicle_err(merge(v.clone(), json!({ "target": { "driver": null } })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("target.driver")));
    let e = at_vehicle_err(merge(v.clone(), json!({ "reaction": "dodge" })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("reaction")));
    // An immobilised vehicle cannot jink: every hit lands, no test.
    let o = at_vehicle(merge(v, json!({ "target": { "conditions": ["immobilised"] }, "dice": { "rolls": [11, 45, 95, 2, 2, 2] } })));
    assert!(o.evasion.is_none());
    assert_eq!(o.hits.len(), 3);
    // A character does not jink.
    let e = attack_err(merge(ranged("ow"), json!({ "reaction": "jink" })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("reaction")));
}

/// Righteous Fury in Only War (002 Righteous Fury): a 10 on a damage die reads a d5 on the
/// critical table when the hit does damage, and otherwise the hit deals 1. The d5 is given
/// for the group's vehicle critical table.
#[test]
fn righteous_fury_in_the_second_generation() {
    // The d5 is read from a d10 (6: 3).
    let o = at_vehicle(lascannon("ow", "side", &[23, 10, 5, 5, 5, 5, 6]));
    let h = &o.hits[0];
    assert_eq!((h.damage.total, h.through, h.critical_roll), (40, 38, Some(3)));
    assert!(h.righteous_fury.as_ref().is_some_and(|f| f.triggered));
    // A las pistol's 10 does not pass the front armour: it deals 1.
    let v = merge(
        lascannon("ow", "front", &[23, 10, 2]),
        json!({ "weapon": { "name": "laspistol", "class": "pistol", "damage": "1d10+2", "penetration": 0, "range": 30 },
                "range": 10, "circumstances": { "braced": false } }),
    );
    let o = at_vehicle(v);
    let h = &o.hits[0];
    assert_eq!((h.damage.total, h.effective_armour, h.through, h.critical_roll), (12, 16, 1, None));
    assert_eq!(o.target.damage, 1);
}

/// Righteous Fury in Dark Heresy (003): a confirming test, then an extra d10 of damage,
/// which meets the armour like the rest.
#[test]
fn righteous_fury_in_the_first_generation() {
    // dh1: 45 + 10 (short) + 20 (enormous) = 75; a player character's 10 brings it.
    let v = merge(lascannon("dh1", "side", &[23, 10, 1, 1, 1, 1, 40, 7]), json!({ "attacker": { "player": true } }));
    let o = at_vehicle(v);
    let h = &o.hits[0];
    let fury = h.righteous_fury.as_ref().expect("fury");
    assert_eq!((fury.confirmed, fury.extra_damage), (Some(true), 7));
    assert_eq!(h.damage.total, 10 + 4 + 10 + 7);
    assert_eq!(h.through, h.damage.total - 2);
}

/// Penetration's qualities count (Melta doubles it at short range); qualities that work
/// only on a living target are logged as having no effect.
#[test]
fn qualities_against_a_vehicle() {
    let v = merge(
        lascannon("ow", "front", &[23, 5, 5, 5, 5, 5]),
        json!({ "weapon": { "name": "multi-melta", "damage": "2d10+16", "penetration": 12, "range": 60,
                            "qualities": ["melta", { "id": "toxic", "value": 1 }] }, "range": 20 }),
    );
    let o = at_vehicle(v);
    let h = &o.hits[0];
    assert_eq!((h.penetration, h.effective_armour, h.through), (24, 0, 26));
    assert!(o.log.iter().any(|l| l.contains("no effect on a vehicle")));
    assert!(!o.dice.iter().any(|d| d.purpose.as_str() == "toxic"));
}

/// Strict: the attack's own fields, a facing, a plain strike; each refusal before any die.
#[test]
fn attacks_at_vehicles_are_strict() {
    let base = lascannon("ow", "side", &[23, 5, 5, 5, 5, 5]);
    let mut no_facing = base.clone();
    no_facing.as_object_mut().unwrap().remove("facing");
    let e = at_vehicle_err(no_facing);
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("facing")));
    let e = at_vehicle_err(merge(base.clone(), json!({ "calledLocation": "head" })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("calledLocation")));
    let e = at_vehicle_err(merge(base.clone(), json!({ "facing": "left" })));
    assert_eq!(e.path.as_deref(), Some("facing"));
    let e = at_vehicle_err(merge(base.clone(), json!({ "target": { "armor": 3 } })));
    assert_eq!(e.path.as_deref(), Some("target.armor"));
    let e = at_vehicle_err(merge(base.clone(), json!({ "action": "calledShot" })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("action")));
    let e = at_vehicle_err(merge(base.clone(), json!({ "weapon": { "qualities": ["spray"] } })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("weapon")));
    // A vehicle's driver belongs to an attack's target only.
    let e = match from::<VehicleActionRequest>(json!({ "ruleset": "ow", "vehicle": merge(chimera(), json!({ "driver": driver() })),
                                                       "driver": driver(), "action": "tacticalManoeuvring" })) {
        Ok(r) => vehicle_action(&r, 7).expect_err("refused"),
        Err(e) => e,
    };
    assert_eq!(e.path.as_deref(), Some("vehicle.driver"));
}

/// Every line: the same table and hull; the tests and degrees are the line's own.
#[test]
fn every_line_attacks_vehicles() {
    for r in ["dh1", "rt", "ow", "dh2"] {
        let o = at_vehicle(lascannon(r, "side", &[23, 5, 5, 5, 5, 5]));
        let h = &o.hits[0];
        assert_eq!((h.location, h.effective_armour), (VehicleLocation::Hull, 2), "{r}");
        assert_eq!(o.target.damage, h.structural_integrity, "{r}");
        assert_eq!(h.structural_integrity + h.critical_damage, h.through, "{r}");
    }
}

