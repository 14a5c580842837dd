//! Vehicles (002 Vehicle Repair, Vehicle Combat Actions, Out of Control, High Speed Chases,
//! Difficult Terrain & Other Hazards): damage states, repair, each vehicle action with its
//! test and results, loss of control and the chase, with scripted dice. Only War counts
//! degrees as the second generation does: one, plus one for each full ten the roll is under
//! the target (or over it, for a failure).

mod common;

use cogitator::*;
use common::*;
use serde_json::{json, Value};

/// The vehicle a ram or a Hit & Run struck, after it.
fn rammed_vehicle(o: &VehicleActionOutcome) -> Option<&VehicleState> {
    match o.target.as_ref()? {
        Rammed::Vehicle(v) => Some(v),
        Rammed::Character(_) => None,
    }
}

fn chimera() -> Value {
    json!({ "kind": "vehicle", "name": "Chimera", "type": "tracked", "size": "enormous",
            "armour": { "front": 16, "side": 12, "rear": 10 }, "structuralIntegrity": 35,
            "tacticalSpeed": 15, "cruisingSpeed": 70, "turret": true })
}

fn sentinel() -> Value {
    json!({ "kind": "vehicle", "name": "Sentinel", "type": "walker", "size": "hulking",
            "armour": { "front": 12, "side": 10, "rear": 8 }, "structuralIntegrity": 20,
            "tacticalSpeed": 10, "cruisingSpeed": 40, "openTopped": true })
}

fn driver() -> Value {
    json!({ "name": "Driver Kell", "characteristics": { "ws": 35, "bs": 35, "s": 35, "t": 35, "ag": 40, "int": 35,
            "per": 35, "wp": 35, "fel": 30 }, "wounds": 12, "skills": { "operate (surface)": { "trained": true } } })
}

fn action(v: Value) -> VehicleActionOutcome {
    let r: VehicleActionRequest = from(v).expect("parses");
    vehicle_action(&r, 7).unwrap_or_else(|e| panic!("{e}"))
}

fn action_err(v: Value) -> Error {
    match from::<VehicleActionRequest>(v) {
        Ok(r) => vehicle_action(&r, 7).expect_err("an error"),
        Err(e) => e,
    }
}

fn act(kind: &str, faces: &[u32], extra: Value) -> Value {
    merge(
        json!({ "ruleset": "ow", "vehicle": chimera(), "driver": driver(), "action": kind, "dice": { "rolls": faces } }),
        extra,
    )
}

fn repair(v: Value) -> RepairOutcome {
    let r: RepairRequest = from(v).expect("parses");
    repair_vehicle(&r, 7).unwrap_or_else(|e| panic!("{e}"))
}

fn mechanic(skills: Value) -> Value {
    json!({ "name": "Enginseer", "characteristics": { "int": 50, "t": 35, "wp": 35 }, "skills": skills })
}

/// 002 Vehicle Repair: lightly damaged up to half the Structural Integrity, heavily past
/// it, critically with critical damage; all light damage in one test at Ordinary (+10) with
/// Tech-Use, an hour a point.
#[test]
fn repairing_light_damage() {
    let v = merge(chimera(), json!({ "damage": 17 }));
    let o = repair(json!({ "ruleset": "ow", "vehicle": v, "mechanic": mechanic(json!({ "techUse": { "trained": true } })),
                           "dice": { "rolls": [30] } }));
    assert_eq!(o.state, VehicleDamageState::LightlyDamaged);
    assert!(has_mod(o.test.as_ref().unwrap(), "repair difficulty +10 (with techUse)", 10));
    assert_eq!((o.repaired, o.hours), (17, 17.0));
    assert_eq!((o.vehicle.damage, o.vehicle.state), (0, VehicleDamageState::Undamaged));
    // Without any of the skills, Challenging and the untrained -20.
    let o = repair(json!({ "ruleset": "ow", "vehicle": merge(chimera(), json!({ "damage": 5 })), "mechanic": mechanic(json!({})),
                           "dice": { "rolls": [25] } }));
    assert_eq!(o.test.as_ref().unwrap().target, 30);
    assert_eq!(o.repaired, 5);
}

/// Heavily damaged: Arduous (-40), Hard (-20) with Trade (Technomat), Challenging (+0) with
/// Tech-Use or Trade (Armourer); 5 points a test, 4 hours a point; -10 to Operate tests.
#[test]
fn repairing_heavy_damage() {
    let v = merge(chimera(), json!({ "damage": 30 }));
    let sharp = json!({ "name": "Enginseer", "characteristics": { "int": 80 } });
    let o = repair(json!({ "ruleset": "ow", "vehicle": v.clone(), "mechanic": sharp, "dice": { "rolls": [5] } }));
    assert_eq!(o.state, VehicleDamageState::HeavilyDamaged);
    assert!(has_mod(o.test.as_ref().unwrap(), "repair difficulty -40", -40));
    assert_eq!((o.repaired, o.hours, o.vehicle.damage), (5, 20.0, 25));
    let o = repair(json!({ "ruleset": "ow", "vehicle": v.clone(),
                           "mechanic": mechanic(json!({ "trade (technomat)": { "trained": true } })), "dice": { "rolls": [5] } }));
    assert!(has_mod(o.test.as_ref().unwrap(), "repair difficulty -20 (with trade (technomat))", -20));
    let o = repair(json!({ "ruleset": "ow", "vehicle": v.clone(),
                           "mechanic": mechanic(json!({ "trade (armourer)": { "trained": true } })), "dice": { "rolls": [95] } }));
    assert_eq!(o.test.as_ref().unwrap().target, 30, "Challenging: no difficulty modifier, and Tech-Use untrained -20");
    assert_eq!((o.repaired, o.hours, o.vehicle.damage), (0, 0.0, 30));
    // The Operate penalty of heavy damage.
    let a = action(act("evasiveManoeuvring", &[10], json!({ "vehicle": v })));
    assert!(has_mod(a.test.as_ref().unwrap(), "heavily damaged vehicle", -10));
}

/// Critically damaged: Tech-Use or Trade (Armourer) needed, Ordinary with both; a point a
/// test, a day a point; -20 to Operate tests.
#[test]
fn repairing_critical_damage() {
    let v = merge(chimera(), json!({ "damage": 35, "criticalDamage": 3 }));
    let r: RepairRequest = from(json!({ "ruleset": "ow", "vehicle": v.clone(), "mechanic": mechanic(json!({})), "dice": { "rolls": [5] } })).unwrap();
    let e = repair_vehicle(&r, 1).unwrap_err();
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("mechanic.skills")));
    let both = json!({ "techUse": { "trained": true }, "trade (armourer)": { "trained": true } });
    let o = repair(json!({ "ruleset": "ow", "vehicle": v.clone(), "mechanic": mechanic(both), "dice": { "rolls": [5] } }));
    assert_eq!(o.state, VehicleDamageState::CriticallyDamaged);
    assert!(has_mod(o.test.as_ref().unwrap(), "repair difficulty +10 (with techUse and trade (armourer))", 10));
    assert_eq!((o.repaired, o.hours, o.vehicle.critical_damage), (1, 24.0, 2));
    let a = action(act("floorIt", &[10], json!({ "vehicle": v })));
    assert!(has_mod(a.test.as_ref().unwrap(), "critically damaged vehicle", -20));
}

/// 002 Tactical Manoeuvring: the Tactical Speed as a Half Action, twice it as a Full.
#[test]
fn tactical_manoeuvring() {
    let o = action(act("tacticalManoeuvring", &[], json!({})));
    assert_eq!((o.metres, o.test.is_none()), (Some(15.0), true));
    let o = action(act("tacticalManoeuvring", &[], json!({ "full": true })));
    assert_eq!(o.metres, Some(30.0));
}

/// 002 Evasive Manoeuvring: a Challenging Operate test with the terrain's modifier; -10 a
/// degree on attacks against and from the vehicle; a failure loses control.
#[test]
fn evasive_manoeuvring() {
    // Ag 40 on rough ground (-5): 35; a 15 is 20 under: 1 + 2 = 3 degrees: -30 both ways.
    let o = action(act("evasiveManoeuvring", &[15], json!({ "terrain": "rough" })));
    let t = o.test.as_ref().unwrap();
    assert!(has_mod(t, "terrain (rough)", -5));
    assert_eq!(t.skill.as_deref(), Some("operate (surface)"));
    let p = o.penalties.unwrap();
    assert_eq!((p.against, p.from), (-30, -30));
    let o = action(act("evasiveManoeuvring", &[80], json!({})));
    assert!(o.out_of_control && !o.success);
    assert!(o.vehicle.conditions.contains(&VehicleCondition::OutOfControl));
    // 002's terrain rows.
    for (terrain, m) in [("clear", 0), ("rough", -5), ("difficult", -10), ("veryDifficult", -15)] {
        let o = action(act("evasiveManoeuvring", &[15], json!({ "terrain": terrain })));
        assert_eq!(o.test.unwrap().target, 40 + m, "{terrain}");
    }
}

/// 002 Floor It!: twice the Tactical Speed, a Difficult (-10) Operate test adding 5 metres
/// and 5 a degree; -20 to attacks both ways whatever the test.
#[test]
fn floor_it() {
    // 40 - 10 = 30; a 5 is 25 under: 1 + 2 = 3 degrees: 30 + 5 + 15 = 50 m.
    let o = action(act("floorIt", &[5], json!({})));
    assert!(has_mod(o.test.as_ref().unwrap(), "Difficult (-10)", -10));
    assert_eq!(o.metres, Some(50.0));
    assert_eq!(o.penalties.map(|p| (p.against, p.from)), Some((-20, -20)));
    let o = action(act("floorIt", &[90], json!({})));
    assert_eq!((o.metres, o.out_of_control), (Some(30.0), false));
}

/// 002 Hit & Run: open-topped, no walkers; a Difficult Weapon Skill test; three degrees of
/// failure lose control.
#[test]
fn hit_and_run() {
    let e = action_err(act("hitAndRun", &[10], json!({})));
    assert_eq!(e.path.as_deref(), Some("vehicle.openTopped"));
    let e = action_err(act("hitAndRun", &[10], json!({ "vehicle": sentinel() })));
    assert_eq!(e.path.as_deref(), Some("vehicle.type"));
    let buggy = merge(chimera(), json!({ "openTopped": true, "type": "wheeled" }));
    let o = action(act("hitAndRun", &[20], json!({ "vehicle": buggy.clone() })));
    assert_eq!((o.hit, o.metres), (Some(true), Some(15.0)));
    // WS 35 - 10 = 25; an 80 is 55 over: 1 + 5 = 6 degrees of failure.
    let o = action(act("hitAndRun", &[80], json!({ "vehicle": buggy.clone() })));
    assert!(o.out_of_control);
    // 35 is 10 over: 1 + 1 = 2 degrees of failure: no loss of control.
    let o = action(act("hitAndRun", &[35], json!({ "vehicle": buggy.clone() })));
    assert!(!o.out_of_control && o.hit == Some(false));
    // With the driver's melee weapon and a target, the blow lands: the weapon's dice and the
    // Strength Bonus (35: 3). 21 reversed is 12: the (right) arm; 1d10 7 + 3 = 10, armour 0,
    // Toughness Bonus 3: 7 wounds.
    let heretic = json!({ "name": "Heretic", "characteristics": { "ag": 30, "t": 30 }, "wounds": 12 });
    let sword = json!({ "name": "sword", "class": "melee", "damage": "1d10", "damageType": "rending" });
    let o = action(act("hitAndRun", &[21, 7], json!({ "vehicle": buggy.clone(), "weapon": sword, "targetActor": heretic })));
    let blow = o.blow.as_ref().expect("a blow");
    assert_eq!((blow.damage, blow.dice.clone()), (10, vec![7]));
    let hit = blow.hit.as_ref().expect("the hit");
    assert_eq!((hit.location, hit.wounds), (Location::RightArm, 7));
    assert_eq!(o.target_actor.as_ref().map(|t| t.damage), Some(7));
    // Against a vehicle: its facing's armour less penetration.
    let o = action(act("hitAndRun", &[21, 7], json!({ "vehicle": buggy.clone(), "weapon": merge(sword.clone(), json!({ "penetration": 2 })),
                                                     "target": sentinel(), "targetFacing": "rear" })));
    assert_eq!(rammed_vehicle(&o).map(|t| t.damage), Some(10 - (8 - 2)));
    // Refused before any die: a ranged weapon, a target without a weapon, a weapon on another action.
    let e = action_err(act("hitAndRun", &[21], json!({ "vehicle": buggy.clone(), "weapon": merge(sword.clone(), json!({ "class": "pistol" })),
                                                      "targetActor": heretic })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("weapon.class")));
    let e = action_err(act("hitAndRun", &[21], json!({ "vehicle": buggy, "targetActor": heretic })));
    assert_eq!(e.path.as_deref(), Some("weapon"));
    let e = action_err(act("floorIt", &[21], json!({ "weapon": sword })));
    assert_eq!(e.path.as_deref(), Some("weapon"));
}

/// 002 Jink: only after moving the Tactical Speed; the size modifier as a penalty; each
/// degree avoids a shot.
#[test]
fn jink() {
    let e = action_err(act("jink", &[10], json!({})));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("movedLastTurn")));
    // Enormous: +20 to be hit, so -20 here: 20; a 5 is 15 under: 1 + 1 = 2 degrees.
    let o = action(act("jink", &[5], json!({ "movedLastTurn": true })));
    assert!(has_mod(o.test.as_ref().unwrap(), "the vehicle's size", -20));
    assert_eq!(o.shots_avoided, Some(2));
}

/// 002 Ram!: at least the Tactical Speed; a Challenging Operate test; the front armour +
/// 1d10, +1d10 a 10 m past twice the Tactical Speed; a rammed vehicle's facing armour counts,
/// and the rammer takes that armour + 1d5; knockback a metre a point through; five degrees of
/// failure lose control.
#[test]
fn ramming() {
    let e = action_err(act("ram", &[10], json!({ "metres": 10, "target": sentinel() })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("metres")));
    // 52 m: 22 past twice 15: two more d10s. Faces 6, 4, 3 (ram), then the d5 (a d10 of 7: 4).
    let o = action(act("ram", &[20, 6, 4, 3, 7], json!({ "metres": 52, "target": sentinel(), "targetFacing": "side" })));
    let ram = o.ram.as_ref().unwrap();
    assert_eq!(ram.damage, 16 + 6 + 4 + 3);
    assert_eq!(ram.knockback, 29 - 10);
    let t = rammed_vehicle(&o).unwrap();
    assert_eq!((t.damage, t.critical_damage), (19, 0));
    assert_eq!(ram.self_damage, Some(10 + 4));
    assert_eq!(o.vehicle.damage, 0, "14 against the Chimera's front 16");
    let purposes: Vec<&str> = o.dice.iter().map(|d| &*d.purpose).collect();
    assert_eq!(purposes, ["operate", "ram", "ram", "ram", "ram"]);
    // A character rammed: the damage lands as a blow (location, armour, Toughness Bonus).
    let man = json!({ "name": "Heretic", "characteristics": { "t": 30, "ag": 30 }, "wounds": 30 });
    let o = action(act("ram", &[20, 8, 55], json!({ "metres": 15, "targetActor": man })));
    let hit = o.ram.as_ref().unwrap().hit.as_ref().unwrap();
    assert_eq!(hit.damage.total, 16 + 8);
    assert_eq!(hit.wounds, 24 - 3);
    assert!(o.target_actor.is_some());
    // 95 against 40: 55 over, 1 + 5 = 6 degrees of failure: out of control.
    let o = action(act("ram", &[95], json!({ "metres": 15, "target": sentinel() })));
    assert!(o.out_of_control && o.ram.is_none());
}

fn ooc(v: Value) -> OutOfControlOutcome {
    let r: OutOfControlRequest = from(v).expect("parses");
    out_of_control(&r, 7).unwrap_or_else(|e| panic!("{e}"))
}

/// 002 Out of Control: a d5 (1-2 left, 3 ahead, 4-5 right), the Tactical Speed + 1d10
/// metres, each crewman's Challenging Toughness test or a round stunned.
#[test]
fn out_of_control_careers() {
    // A d5 is rolled as a d10 halved, rounding up: 3 -> 2 (left), 5 -> 3 (ahead), 9 -> 5 (right).
    for (face, dir) in [(3, Swerve::Left), (5, Swerve::Ahead), (9, Swerve::Right)] {
        let o = ooc(json!({ "ruleset": "ow", "vehicle": chimera(), "dice": { "rolls": [face, 7] } }));
        assert_eq!(o.direction, dir, "{face}");
        assert_eq!(o.metres, 22.0);
    }
    let crew = json!([driver(), merge(driver(), json!({ "name": "Gunner" }))]);
    let o = ooc(json!({ "ruleset": "ow", "vehicle": merge(chimera(), json!({ "conditions": ["outOfControl"] })),
                        "crew": crew, "dice": { "rolls": [5, 1, 20, 80] } }));
    assert_eq!(o.crew.iter().map(|c| c.stunned).collect::<Vec<_>>(), vec![false, true]);
    assert_eq!(o.crew[1].target.stunned_rounds, Some(1));
    assert!(!o.vehicle.conditions.contains(&VehicleCondition::OutOfControl));
}

fn chase(v: Value) -> ChaseOutcome {
    let r: ChaseRequest = from(v).expect("parses");
    chase_round(&r, 7).unwrap_or_else(|e| panic!("{e}"))
}

fn pursuit(distance: f64, faces: &[u32], extra: Value) -> Value {
    merge(
        json!({ "ruleset": "ow", "pursuer": { "driver": driver(), "vehicle": chimera() },
                "pursued": { "driver": driver(), "vehicle": sentinel() }, "distance": distance, "dice": { "rolls": faces } }),
        extra,
    )
}

/// 002 High Speed Chases: opposed Operate tests, the pursuer's die first; the faster vehicle
/// +10 for each full 10 kph (70 against 40: +30); 10 m a degree of the winner's.
#[test]
fn chase_rounds() {
    let o = chase(pursuit(100.0, &[25, 50], json!({})));
    assert!(has_mod(&o.pursuer, "faster by 30 kph", 30));
    assert_eq!(o.winner, Some(ChaseSide::Pursuer));
    // 70 against 25: 45 under, 1 + 4 = 5 degrees: 50 m closer.
    assert_eq!(o.distance, 50.0);
    let o = chase(pursuit(100.0, &[95, 10], json!({})));
    assert_eq!(o.winner, Some(ChaseSide::Pursued));
    assert_eq!(o.distance, 100.0 + 10.0 * 4.0, "40 against 10: 30 under, 1 + 3 = 4 degrees");
    // At 0 m the round decides: the pursuer who wins forces the quarry to pull over.
    let o = chase(pursuit(0.0, &[25, 50], json!({})));
    assert!(o.caught);
    // Past 300 m a quarry that wins gets away.
    let o = chase(pursuit(320.0, &[95, 10], json!({})));
    assert!(o.escaped);
    // The danger zone: 99-100, or wider on request.
    let o = chase(pursuit(100.0, &[99, 10], json!({})));
    assert_eq!(o.crashed, vec![ChaseSide::Pursuer]);
    let o = chase(pursuit(100.0, &[25, 96], json!({ "dangerZone": 95 })));
    assert_eq!(o.crashed, vec![ChaseSide::Pursued]);
}

/// Vehicles are strict: an unknown field, a wrong kind, damage past the Structural
/// Integrity are `invalid_input` with a path, before any die.
#[test]
fn vehicles_are_strict() {
    let e = action_err(act("tacticalManoeuvring", &[], json!({ "vehicle": { "armor": 3 } })));
    assert_eq!(e.path.as_deref(), Some("vehicle.armor"));
    assert!(e.message.contains("armour"), "{}", e.message);
    let e = action_err(act("tacticalManoeuvring", &[], json!({ "vehicle": { "kind": "actor" } })));
    assert_eq!(e.path.as_deref(), Some("vehicle.kind"));
    let e = action_err(act("tacticalManoeuvring", &[], json!({ "vehicle": { "damage": 40 } })));
    assert_eq!(e.path.as_deref(), Some("vehicle.damage"));
    let e = action_err(act("fly", &[], json!({})));
    assert_eq!(e.path.as_deref(), Some("action"));
}

fn from_vehicle(platform: Value, extra: Value) -> Value {
    rolls(merge(merge(ranged("ow"), json!({ "platform": platform })), extra), &[90, 50, 5])
}

/// 002 Vehicle Attacks: shooting after the vehicle moved its Tactical Speed -10, twice it
/// -20 (002 prints "twice" on both lines; the first is read as the Tactical Speed, as
/// docs/rulesets.md says).
#[test]
fn shooting_from_a_moving_vehicle() {
    let o = attack(from_vehicle(json!({ "vehicle": chimera(), "role": "gunner", "moved": "tactical" }), json!({})));
    assert!(has_mod(&o.test, "the vehicle moved its Tactical Speed", -10));
    let o = attack(from_vehicle(json!({ "vehicle": chimera(), "role": "gunner", "moved": "double" }), json!({})));
    assert!(has_mod(&o.test, "the vehicle moved twice its Tactical Speed", -20));
    let o = attack(from_vehicle(json!({ "vehicle": chimera(), "role": "gunner" }), json!({})));
    assert!(!o.test.modifiers.iter().any(|m| m.id.as_deref() == Some("platformMoved")));
}

/// Mounted weapons are always braced; a driving skill covers them; passengers fire only
/// from an open-topped vehicle or a firing place; a driver who spent his whole action
/// driving cannot attack. All checked before any die.
#[test]
fn mounted_weapons_passengers_and_drivers() {
    let heavy = json!({ "weapon": { "name": "heavy bolter", "class": "heavy", "damage": "1d10+8", "damageType": "explosive",
                                    "range": 120, "trained": false } });
    let gunner = json!({ "attacker": { "skills": { "operate (surface)": { "trained": true } } } });
    let o = attack(from_vehicle(json!({ "vehicle": chimera(), "role": "gunner" }), merge(heavy.clone(), gunner)));
    assert!(!o.test.modifiers.iter().any(|m| matches!(m.id.as_deref(), Some("unbracedHeavy" | "untrainedWeapon"))));
    // A passenger's own heavy weapon is not mounted: unbraced.
    let open = merge(chimera(), json!({ "openTopped": true }));
    let o = attack(from_vehicle(json!({ "vehicle": open, "role": "passenger" }), heavy.clone()));
    assert!(o.test.modifiers.iter().any(|m| m.id.as_deref() == Some("unbracedHeavy")));
    let e = attack_err(from_vehicle(json!({ "vehicle": chimera(), "role": "passenger" }), json!({})));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("platform.role")));
    attack(from_vehicle(json!({ "vehicle": chimera(), "role": "passenger", "firePoint": true }), json!({})));
    let e = attack_err(from_vehicle(json!({ "vehicle": chimera(), "role": "driver", "droveFullAction": true }), json!({})));
    assert_eq!(e.path.as_deref(), Some("platform.droveFullAction"));
    let e = attack_err(from_vehicle(json!({ "vehicle": merge(chimera(), json!({ "armor": 1 })), "role": "gunner" }), json!({})));
    assert_eq!(e.path.as_deref(), Some("platform.vehicle.armor"));
}

/// 002 Ram!: "can be dodged, but not parried": the rammed character's Dodge test comes after
/// the driver's and before any damage die; a success avoids the ram. A character who cannot
/// Dodge (stunned, helpless...) is refused before any die.
#[test]
fn a_ram_can_be_dodged() {
    let man = json!({ "name": "Heretic", "characteristics": { "t": 30, "ag": 40 }, "wounds": 30,
                      "skills": { "dodge": { "trained": true } } });
    let o = action(act("ram", &[20, 25], json!({ "metres": 15, "targetActor": man.clone(), "targetDodges": true })));
    let ram = o.ram.as_ref().unwrap();
    assert!(ram.evasion.as_ref().unwrap().success);
    assert_eq!((ram.damage, ram.knockback, o.success), (0, 0, false));
    assert_eq!(o.dice.iter().map(|d| &*d.purpose).collect::<Vec<_>>(), ["operate", "evasion"]);
    let o = action(act("ram", &[20, 85, 8, 55], json!({ "metres": 15, "targetActor": man.clone(), "targetDodges": true })));
    assert!(o.ram.as_ref().unwrap().hit.is_some());
    let stunned = merge(man, json!({ "conditions": ["stunned"] }));
    let e = action_err(act("ram", &[20], json!({ "metres": 15, "targetActor": stunned, "targetDodges": true })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("targetDodges")));
}

/// API.md's `vehicleAction` takes what a ram strikes in `target`, a vehicle or a character:
/// a character there is rammed as `targetActor` is, its errors name `target`, and its state
/// comes back as `target`.
#[test]
fn a_character_in_target_is_rammed() {
    use cogitator::vehicle::read::{as_target, read_action, target_renamed};
    let rammed = json!({ "name": "Heretic", "characteristics": { "ag": 30, "t": 30 }, "wounds": 10 });
    let v = act("ram", &[20, 6, 4, 3, 50], json!({ "metres": 52, "target": rammed, "dice": { "seed": 5 } }));
    let r = read_action(&v.to_string()).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.actor_as_target);
    let o = target_renamed(vehicle_action(&r.req, 7).unwrap_or_else(|e| panic!("{e}")));
    assert!(matches!(o.target, Some(Rammed::Character(_))) && o.target_actor.is_none());
    let text = serde_json::to_value(&o).unwrap();
    assert!(text["target"]["damage"].is_number() && text.get("targetActor").is_none(), "{text}");
    // The same character as `targetActor` reads directly.
    let direct = act("ram", &[20, 6, 4, 3, 50], json!({ "metres": 52, "targetActor": rammed, "dice": { "seed": 5 } }));
    assert!(!read_action(&direct.to_string()).unwrap().actor_as_target);
    // A mistake in the character is named where the caller wrote it.
    let bad = act("ram", &[20], json!({ "metres": 52, "target": { "name": "X", "characteristics": { "agi": 3 }, "wounds": 5 } }));
    let e = read_action(&bad.to_string()).err().expect("refused");
    assert_eq!(e.path.as_deref(), Some("target.characteristics.agi"), "{}", e.message);
    assert!(!e.message.contains("targetActor"));
    let e = as_target(Error::invalid("targetActor.wounds", "is required"));
    assert_eq!(e.path.as_deref(), Some("target.wounds"));
}
