//! Prints seeded analyses of a set of requests (every ruleset, melee with parry, bursts,
//! blasts, cones, custom critical tables, two weapons, suppressing fire), one JSON line
//! each, to compare the statistics before and after a change to the attack pipeline.
use serde_json::{json, Value};

fn merge(mut a: Value, b: Value) -> Value {
    if let (Some(ao), Value::Object(bo)) = (a.as_object_mut(), b.clone()) {
        for (k, v) in bo {
            let cur = ao.remove(&k).unwrap_or(Value::Null);
            ao.insert(k, if cur.is_object() && v.is_object() { merge(cur, v) } else { v });
        }
        a
    } else {
        b
    }
}

fn ranged(r: &str) -> Value {
    json!({
        "ruleset": r,
        "attacker": { "name": "Shooter", "characteristics": { "ws": 40, "bs": 45, "s": 35, "t": 30, "ag": 30, "wp": 30 }, "wounds": 12 },
        "target": { "name": "Target", "characteristics": { "ws": 35, "bs": 30, "s": 30, "t": 30, "ag": 35, "wp": 30 }, "wounds": 10,
                    "armour": { "head": 2, "body": 3, "rightArm": 2, "leftArm": 2, "rightLeg": 2, "leftLeg": 2 } },
        "weapon": { "name": "rifle", "class": "basic", "damage": "1d10+3", "damageType": "energy", "range": 100,
                    "rateOfFire": { "single": true, "semi": 3, "full": 10 } },
        "action": "standard",
        "range": 30,
        "trials": 3000,
        "dice": { "seed": 77 }
    })
}

fn melee(r: &str) -> Value {
    let parry = if matches!(r, "ow" | "dh2") { json!({ "parry": { "trained": true } }) } else { json!({}) };
    merge(
        ranged(r),
        json!({ "weapon": { "name": "power sword", "class": "melee", "damage": "1d10+5", "damageType": "energy", "penetration": 5,
                            "qualities": ["powerField", "balanced"], "range": null, "rateOfFire": null },
                "action": "standard", "range": null, "reaction": "parry",
                "target": { "skills": parry }, "targetWeapon": { "name": "sword", "class": "melee", "damage": "1d10", "damageType": "rending" } }),
    )
}

fn main() {
    let mut reqs: Vec<(String, Value)> = Vec::new();
    for r in ["dh1", "rt", "ow", "dh2"] {
        reqs.push((format!("{r} single"), ranged(r)));
        reqs.push((format!("{r} semi dodge"), merge(ranged(r), json!({ "action": "semiAuto", "reaction": "dodge" }))));
        reqs.push((
            format!("{r} full auto"),
            merge(ranged(r), json!({ "action": "fullAuto", "target": { "wounds": 25 } })),
        ));
        reqs.push((format!("{r} melee parry"), melee(r)));
        reqs.push((
            format!("{r} blast"),
            merge(ranged(r), json!({ "weapon": { "damage": "2d10", "damageType": "explosive", "qualities": [{ "id": "blast", "value": 3 }] },
                                     "reaction": "dodge" })),
        ));
        reqs.push((
            format!("{r} flame"),
            merge(ranged(r), json!({ "weapon": { "class": "basic", "damage": "1d10+4", "range": 20, "qualities": ["flame"] }, "range": 10 })),
        ));
        reqs.push((
            format!("{r} hurt target toxic tearing"),
            merge(ranged(r), json!({ "target": { "damage": 9 },
                                     "weapon": { "damageType": "rending", "qualities": ["tearing", if matches!(r, "ow" | "dh2") { json!({ "id": "toxic", "value": 1 }) } else { json!("toxic") }] } })),
        ));
        reqs.push((
            format!("{r} two weapons"),
            merge(ranged(r), json!({ "action": if matches!(r, "ow" | "dh2") { "standard" } else { "multipleAttacks" }, "range": 10,
                                     "weapon": { "name": "autopistol", "class": "pistol", "damage": "1d10+2", "damageType": "impact", "range": 30, "rateOfFire": { "single": true, "semi": 3, "full": 6 } },
                                     "secondaryWeapon": { "name": "autopistol", "class": "pistol", "damage": "1d10+2", "damageType": "impact", "range": 30, "rateOfFire": { "single": true, "semi": 3, "full": 6 } },
                                     "attacker": { "talents": if matches!(r, "ow" | "dh2") { json!(["two_weapon_wielder_ballistic", "ambidextrous"]) } else { json!(["two_weapon_wielder", "ambidextrous"]) } } })),
        ));
        reqs.push((
            format!("{r} suppressing"),
            merge(ranged(r), json!({ "action": "suppressingFire", "fireMode": "full", "target": { "wounds": 30 },
                                     "killZone": [{ "id": "a", "actor": { "name": "A", "characteristics": { "t": 30, "wp": 30, "ag": 30 }, "wounds": 10 } }] })),
        ));
    }
    reqs.push((
        "dh2 stun".into(),
        merge(melee("dh2"), json!({ "action": "stun", "reaction": "none", "weapon": { "qualities": [] } })),
    ));
    reqs.push(("rt overheats".into(), merge(ranged("rt"), json!({ "weapon": { "damage": "1d10+6", "qualities": ["overheats"] }, "attacker": { "fate": 2 }, "fate": { "reroll": true } }))));
    let rows: Vec<Value> = (1..=10)
        .map(|n| if n == 4 {
            json!({ "summary": "A deep gash.", "effects": [ { "type": "fatigue", "levels": { "dice": 1, "sides": 5, "plus": 0 } }, { "type": "stunned", "rounds": { "dice": 0, "sides": 0, "plus": 2 } } ] })
        } else {
            json!({ "summary": format!("Row {n}."), "effects": [{ "type": "prone" }] })
        })
        .collect();
    let table = |region: &str| json!({ "damageType": "energy", "region": region, "table": format!("House {region}"), "rows": rows });
    reqs.push((
        "rt custom crits".into(),
        merge(ranged("rt"), json!({ "target": { "damage": 10 }, "critTables": [table("arm"), table("body"), table("head"), table("leg")] })),
    ));
    let only = std::env::args().nth(1);
    for (name, req) in reqs {
        if only.as_deref().is_some_and(|o| !name.contains(o)) {
            continue;
        }
        let text = req.to_string();
        let out = cogitator::attack::analysis::parse_request(&text).and_then(|r| cogitator::analyze_attack(&r, 1));
        match out {
            Ok(a) => println!("{name}: {}", serde_json::to_string(&a).unwrap()),
            Err(e) => println!("{name}: ERROR {e:?}"),
        }
    }
}
