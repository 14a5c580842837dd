//! A vehicle's crew in an encounter (002 Vehicle Combat: "Initiative for vehicles is set by
//! the commander, the other crewmen acting on the same initiative"; Vehicle Attacks; the
//! driver's manoeuvres of the Vehicle Combat table). Crewmen are combatants with `crewOf`
//! and a `role`; the vehicle takes no turn of its own.

use cogitator::encounter::{act, end_turn, start_encounter};
use cogitator::*;
use serde_json::{json, Value};

fn chimera() -> Value {
    json!({ "kind": "vehicle", "name": "Chimera", "type": "tracked", "size": "enormous",
            "armour": { "front": 16, "side": 12, "rear": 10 }, "structuralIntegrity": 35,
            "tacticalSpeed": 15, "cruisingSpeed": 70, "turret": true,
            "weapons": [ { "name": "Multi-laser", "mount": "turret" } ] })
}

fn multilaser() -> Value {
    json!({ "name": "Multi-laser", "class": "heavy", "damage": "2d10+10", "damageType": "energy", "penetration": 2,
            "range": 300, "rateOfFire": { "single": true, "semi": 0, "full": 0 } })
}

fn lasgun() -> Value {
    json!({ "name": "Lasgun", "class": "basic", "damage": "1d10+3", "damageType": "energy", "penetration": 0,
            "range": 100, "rateOfFire": { "single": true, "semi": 3, "full": 0 } })
}

fn person(name: &str, ag: u32) -> Value {
    json!({ "name": name,
            "characteristics": { "ws": 35, "bs": 40, "s": 35, "t": 35, "ag": ag, "int": 30, "per": 35, "wp": 35, "fel": 30 },
            "skills": { "operate (surface)": { "trained": true }, "dodge": { "trained": true } },
            "wounds": 12 })
}

/// The commander (Ag 40: +4), the driver and the gunner aboard the Chimera; a cultist (Ag
/// 30: +3). Initiative dice: commander 5 (9), cultist 2 (5): the crew roll none.
fn column() -> Encounter {
    // Wounds enough to outlast the test's shots.
    let mut tough = person("Cultist", 30);
    tough["wounds"] = json!(200);
    let req = json!({
        "ruleset": "ow", "dice": { "seed": 2, "rolls": [5, 2] },
        "combatants": [
            { "id": "cmd", "side": "guard", "actor": person("Sergeant", 40), "weapons": [lasgun()] },
            { "id": "tank", "side": "guard", "vehicle": chimera(), "commander": "cmd", "weapons": [multilaser()] },
            { "id": "drv", "side": "guard", "actor": person("Driver", 30), "crewOf": "tank", "role": "driver" },
            { "id": "gun", "side": "guard", "actor": person("Gunner", 30), "crewOf": "tank", "role": "gunner" },
            { "id": "cult", "side": "cult", "actor": tough, "weapons": [lasgun()] }
        ]
    });
    start_encounter(&req.to_string(), 0).unwrap_or_else(|e| panic!("starts: {e}"))
}

fn choose(e: &Encounter, choice: Value) -> Result<EncounterStep> {
    let mut m = choice.as_object().cloned().unwrap_or_default();
    m.insert("encounter".into(), serde_json::to_value(e).unwrap());
    act(&Value::Object(m).to_string())
}

fn next(e: &Encounter) -> Encounter {
    end_turn(&json!({ "encounter": e }).to_string()).unwrap().encounter
}

fn modifiers(o: &Value) -> Vec<(String, i64)> {
    o["test"]["modifiers"]
        .as_array()
        .map(|l| l.iter().map(|m| (m["label"].as_str().unwrap_or("").to_string(), m["value"].as_i64().unwrap_or(0))).collect())
        .unwrap_or_default()
}

/// The crew act right after their commander, on its initiative (5 + 4 = 9), in the order
/// given; the vehicle has the same initiative and no turn.
#[test]
fn crew_act_on_the_commanders_initiative_002_vehicle_combat() {
    let e = column();
    assert_eq!(e.order, ["cmd", "drv", "gun", "cult"]);
    for id in ["cmd", "drv", "gun", "tank"] {
        assert_eq!(e.combatants[id].initiative, Some(9), "{id}");
    }
    assert_eq!(e.combatants["cult"].initiative, Some(5));
    assert_eq!(e.active.as_deref(), Some("cmd"));
}

/// The gunner fires the vehicle's Multi-laser from the vehicle: a mounted heavy weapon is
/// braced, so no unbraced penalty; the vehicle did not move last round, so no movement
/// penalty. A crewman also carries no weapon of its own here: the vehicle's is its only one.
#[test]
fn the_gunner_fires_the_vehicles_weapon_from_the_vehicle_002_vehicle_attacks() {
    let mut e = next(&next(&column()));
    assert_eq!(e.active.as_deref(), Some("gun"));
    let s = choose(&e, json!({ "combatant": "gun", "actions": ["standard"], "attack": { "target": "cult", "range": 50 },
                              "dice": { "rolls": [20, 50, 5, 5], "seed": 1 } }))
    .unwrap();
    let o = &s.outcomes[0];
    assert_eq!(o["weaponName"], "Multi-laser");
    let mods = modifiers(o);
    assert!(!mods.iter().any(|(l, _)| l.contains("unbraced") || l.contains("moved")), "{mods:?}");
    // The next round, after the driver floored it: twice the Tactical Speed.
    e = s.encounter;
    for _ in 0..3 {
        e = next(&e);
    }
    assert_eq!(e.active.as_deref(), Some("drv"));
    let d = choose(&e, json!({ "combatant": "drv", "drive": { "action": "floorIt" }, "dice": { "rolls": [10] } })).unwrap();
    assert_eq!(d.outcomes[0]["kind"], "drive");
    let tank = &d.encounter.combatants["tank"];
    assert_eq!(tank.moved, PlatformMove::Double);
    let m = tank.manoeuvre.clone().expect("Floor It! is in force");
    assert_eq!((m.against, m.from), (-20, -20), "002: all attacks against and from the vehicle -20");
    // Floor It! is a Full Action: nothing more this turn.
    let err = choose(&d.encounter, json!({ "combatant": "drv", "actions": ["aim"] })).unwrap_err();
    assert_eq!(err.code, ErrorCode::NotAllowed);
    // The gunner's shot this round: Floor It!'s -20.
    let g = next(&d.encounter);
    let s = choose(&g, json!({ "combatant": "gun", "actions": ["standard"], "attack": { "target": "cult", "range": 50 },
                              "dice": { "rolls": [20, 50, 5, 5], "seed": 1 } }))
    .unwrap();
    assert!(modifiers(&s.outcomes[0]).contains(&("Floor It! (shooting from the vehicle)".to_string(), -20)), "{:?}", modifiers(&s.outcomes[0]));
    // The cultist shooting at the vehicle this round: -20 too.
    let c = next(&s.encounter);
    assert_eq!(c.active.as_deref(), Some("cult"));
    let s = choose(&c, json!({ "combatant": "cult", "actions": ["standard"], "attack": { "target": "tank", "range": 50, "facing": "front" },
                              "dice": { "rolls": [20, 5], "seed": 1 } }))
    .unwrap();
    assert!(modifiers(&s.outcomes[0]).contains(&("Floor It! (shooting at the vehicle)".to_string(), -20)));
    // Round 3: the driver's turn ends the manoeuvre; the gunner's shot takes the movement of
    // the round before (twice the Tactical Speed).
    let mut r3 = next(&s.encounter);
    assert_eq!(r3.round, 3);
    assert_eq!(r3.combatants["tank"].moved_before, PlatformMove::Double);
    r3 = next(&r3);
    assert_eq!(r3.active.as_deref(), Some("drv"));
    assert!(r3.combatants["tank"].manoeuvre.is_none());
    r3 = next(&r3);
    let s = choose(&r3, json!({ "combatant": "gun", "actions": ["standard"], "attack": { "target": "cult", "range": 50 },
                               "dice": { "rolls": [20, 50, 5, 5], "seed": 1 } }))
    .unwrap();
    let mods = modifiers(&s.outcomes[0]);
    assert!(mods.iter().any(|(l, v)| l.contains("twice its Tactical Speed") && *v == -20), "{mods:?}");
    // The vehicle moved in the round before: shot at, its driver jinks (a reaction, once a
    // round under the 'best' policy), and a second shot finds no reaction left.
    let c = next(&s.encounter);
    assert_eq!(c.active.as_deref(), Some("cult"));
    let shot = json!({ "combatant": "cult", "actions": ["standard"], "attack": { "target": "tank", "range": 50, "facing": "front" },
                       "dice": { "seed": 4 } });
    let s = choose(&c, shot.clone()).unwrap();
    let o = &s.outcomes[0];
    let scored = o["hitsScored"].as_u64().unwrap_or(0);
    let jinked = o["evasion"].is_object();
    assert_eq!(jinked, scored > 0, "the driver jinks whenever a hit is scored: {o}");
    if jinked {
        assert_eq!(o["evasion"]["reaction"], "jink");
    }
    assert_eq!(s.encounter.combatants["drv"].reactions_used, u32::from(jinked));
    let err = choose(&c, json!({ "combatant": "cult", "actions": ["standard"], "attack": { "target": "tank", "reaction": "dodge", "facing": "front" } })).unwrap_err();
    assert_eq!(err.code, ErrorCode::NotAllowed);
}

/// Tactical Manoeuvring is a Half Action of the driver's turn, which leaves a Half Action;
/// with `full` it is a Full Action. Only the driver drives; Ram! and Hit & Run are
/// vehicleAction's; the crew's setup is checked before any die.
#[test]
fn driving_takes_its_share_of_the_drivers_turn_and_only_the_driver_drives() {
    let e = next(&column());
    assert_eq!(e.active.as_deref(), Some("drv"));
    let s = choose(&e, json!({ "combatant": "drv", "drive": { "action": "tacticalManoeuvring" }, "actions": ["aim"] })).unwrap();
    assert_eq!(s.encounter.combatants["tank"].moved, PlatformMove::Tactical);
    assert!(s.encounter.combatants["tank"].manoeuvre.is_none());
    let err = choose(&e, json!({ "combatant": "drv", "drive": { "action": "tacticalManoeuvring", "full": true }, "actions": ["aim"] })).unwrap_err();
    assert_eq!(err.code, ErrorCode::NotAllowed);
    let err = choose(&e, json!({ "combatant": "drv", "drive": { "action": "ram" } })).unwrap_err();
    assert_eq!((err.code, err.path.as_deref()), (ErrorCode::NotAllowed, Some("drive.action")));
    let err = choose(&e, json!({ "combatant": "drv", "drive": { "action": "floorIt", "dice": { "seed": 1 } } })).unwrap_err();
    assert_eq!(err.path.as_deref(), Some("drive.dice"));
    let g = next(&e);
    let err = choose(&g, json!({ "combatant": "gun", "drive": { "action": "tacticalManoeuvring" } })).unwrap_err();
    assert_eq!((err.code, err.path.as_deref()), (ErrorCode::NotAllowed, Some("drive")));
    let err = choose(&g, json!({ "combatant": "gun", "actions": ["standard"], "attack": { "target": "cult", "platform": {} } })).unwrap_err();
    assert_eq!(err.path.as_deref(), Some("attack.platform"));

    let bad = |patch: Value, path: &str| {
        let mut req = json!({ "ruleset": "ow", "combatants": [
            { "id": "cmd", "side": "guard", "actor": person("Sergeant", 40) },
            { "id": "tank", "side": "guard", "vehicle": chimera(), "commander": "cmd" },
            { "id": "drv", "side": "guard", "actor": person("Driver", 30), "crewOf": "tank", "role": "driver" } ] });
        let list = req["combatants"].as_array_mut().unwrap();
        list.push(patch);
        let err = start_encounter(&req.to_string(), 0).unwrap_err();
        assert_eq!((err.code, err.path.as_deref()), (ErrorCode::InvalidInput, Some(path)), "{}", err.message);
    };
    bad(json!({ "id": "x", "side": "guard", "actor": person("X", 30), "crewOf": "tnak" }), "combatants[3].crewOf");
    bad(json!({ "id": "x", "side": "cult", "actor": person("X", 30), "crewOf": "tank" }), "combatants[3].crewOf");
    bad(json!({ "id": "x", "side": "guard", "actor": person("X", 30), "crewOf": "tank", "role": "driver" }), "combatants[3].role");
    bad(json!({ "id": "x", "side": "guard", "actor": person("X", 30), "role": "gunner" }), "combatants[3].role");
}
