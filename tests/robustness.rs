//! The engine never panics: thousands of generated requests, well-formed and not, each
//! either resolve or return an error with a code. Analysis is deterministic and bounded.

mod common;
use cogitator::dice::Pcg32;
use cogitator::*;
use common::*;
use serde_json::{json, Value};

fn pick<'a>(r: &mut Pcg32, xs: &'a [Value]) -> &'a Value {
    &xs[(r.face(xs.len() as u32) - 1) as usize]
}

fn number(r: &mut Pcg32) -> Value {
    match r.face(240) {
        1 => json!(-5),
        2 => json!(1e9),
        3 => json!(3.5),
        4 => json!("40"),
        5 => json!(0),
        6 => json!(250),
        7..=20 => json!(r.face(100)),
        _ => json!(r.face(60) + 10),
    }
}

fn random_request(r: &mut Pcg32) -> Value {
    let rulesets = [
        json!("dh1"),
        json!("rt"),
        json!("ow"),
        json!("dh2"),
        json!("dh1"),
        json!("rt"),
        json!("ow"),
        json!("dh2"),
        json!("dh3"),
    ];
    let actions = [
        json!("standard"),
        json!("allOut"),
        json!("charge"),
        json!("calledShot"),
        json!("guarded"),
        json!("standard"),
        json!("standard"),
        json!("calledShot"),
        json!("fullAuto"),
        json!(7),
        json!("semiAuto"),
        json!("fullAuto"),
        json!("swift"),
        json!("lightning"),
        json!("multipleAttacks"),
        json!("suppressingFire"),
        json!("overwatch"),
        json!("stun"),
        json!("knockDown"),
        json!("feint"),
        json!("manoeuvre"),
        json!("grapple"),
    ];
    let classes = [
        json!("melee"),
        json!("pistol"),
        json!("basic"),
        json!("heavy"),
        json!("thrown"),
        json!("unarmed"),
        json!("melee"),
        json!("basic"),
        json!("pistol"),
        json!("x"),
    ];
    let damages = [
        json!("1d10+3"),
        json!("2d10"),
        json!("1d5-3"),
        json!("100d10+1000"),
        json!("d"),
        json!("3d5"),
        json!(""),
        json!("1d100"),
        json!("1d10+3"),
        json!("1d10"),
        json!("2d10+2"),
    ];
    let types = [
        json!("energy"),
        json!("explosive"),
        json!("impact"),
        json!("rending"),
        json!("energy"),
        json!("impact"),
        json!("rending"),
        json!(null),
    ];
    let conds = [
        json!([]),
        json!(["prone"]),
        json!(["stunned", "engaged"]),
        json!(["helpless"]),
        json!(["blinded"]),
        json!(["running", "grappled"]),
        json!(["unconscious"]),
    ];
    let reactions = [
        json!("none"),
        json!("dodge"),
        json!("parry"),
        json!("none"),
        json!("dodge"),
        json!("none"),
        json!("dodge"),
        json!("block"),
    ];
    let mut req = json!({
        "ruleset": pick(r, &rulesets),
        "attacker": { "characteristics": { "ws": number(r), "bs": number(r), "s": number(r), "ag": number(r) },
                      "unnatural": { "s": r.face(4) - 1 }, "player": r.face(2) == 1, "conditions": pick(r, &conds) },
        "target": { "characteristics": { "t": number(r), "ag": number(r), "ws": number(r), "wp": number(r) },
                    "wounds": number(r), "damage": r.face(20) - 1, "criticalDamage": r.face(12) - 1,
                    "armour": { "body": r.face(10) - 1, "head": r.face(6) - 1 }, "conditions": pick(r, &conds),
                    "cover": { "ap": r.face(16) - 1, "locations": ["body", "leftLeg"] }, "size": r.face(11) - 1,
                    "skills": { "dodge": { "trained": r.face(2) == 1 } } },
        "weapon": { "class": pick(r, &classes), "damage": pick(r, &damages), "damageType": pick(r, &types),
                    "penetration": r.face(6) - 1, "range": r.face(100) },
        "action": pick(r, &actions),
        "aim": pick(r, &[json!("none"), json!("half"), json!("full")]),
        "calledLocation": "head",
        "range": r.face(400) - 1,
        "reaction": pick(r, &reactions),
        "circumstances": { "darkness": r.face(2) == 1, "outnumber": r.face(4) - 1, "braced": r.face(2) == 1 },
        "options": { "suddenDeath": r.face(3) == 1, "righteousFury": pick(r, &[json!("rules"), json!("always"), json!("never")]) },
    });
    // Now and then the fields the other actions read.
    let extras = [
        json!({ "weapon": { "rateOfFire": { "single": true, "semi": r.face(4) - 1, "full": r.face(12) - 1 } } }),
        json!({ "killZone": [{ "id": "b", "actor": { "characteristics": { "t": number(r), "wp": number(r) }, "wounds": 10 } }] }),
        json!({ "spread": [{ "id": "c", "actor": { "characteristics": { "t": 30 }, "wounds": 10 }, "hits": r.face(4) - 1 }] }),
        json!({ "grapple": { "option": pick(r, &[json!("start"), json!("damage"), json!("push"), json!("breakFree"), json!("slipFree"), json!("takeControl")]) } }),
        json!({ "secondaryWeapon": { "class": "pistol", "damage": "1d10+2", "damageType": "energy", "range": 30 },
                "attacker": { "talents": ["two_weapon_wielder", "ambidextrous"] } }),
        json!({ "attacker": { "talents": ["swift_attack", "lightning_attack", "takedown"] } }),
        json!({ "fireMode": "semi", "overwatchAttack": pick(r, &[json!("standard"), json!("semiAuto"), json!("suppressingFire")]) }),
        json!({ "meleeOpponent": { "id": "d", "actor": { "characteristics": { "t": 30 }, "wounds": 8 } }, "options": { "strayShots": true },
                "target": { "conditions": ["engaged"] } }),
        json!({}),
        json!({}),
    ];
    let extra = pick(r, &extras).clone();
    req = merge(req, extra);
    if r.face(2) == 1 {
        req["dice"] = json!({ "seed": r.face(1_000_000) });
    } else {
        let faces: Vec<u32> = (0..r.face(8)).map(|_| r.face(10)).collect();
        req["dice"] = json!({ "rolls": faces });
    }
    req
}

#[test]
fn thousands_of_generated_requests_never_panic() {
    let mut r = Pcg32::from_seed(99);
    let (mut ok, mut err) = (0, 0);
    for _ in 0..20_000 {
        let v = random_request(&mut r);
        match try_attack(v) {
            Ok(o) => {
                ok += 1;
                assert!(o.target.damage <= 100_000);
                assert!(o.hits.len() as u32 <= o.hits_scored);
            }
            Err(e) => {
                err += 1;
                if std::env::var("SHOW_ERRORS").is_ok() {
                    eprintln!("{e}");
                }
                assert!(!e.message.is_empty());
                if e.code == ErrorCode::InvalidInput {
                    assert!(e.path.is_some(), "{e}");
                }
            }
        }
    }
    assert!(ok > 300 && err > 400, "the generator covers both sides: {ok} ok, {err} errors");
}

#[test]
fn endless_tens_are_bounded() {
    // A script of nothing but 10s: the Righteous Fury chain would never end.
    let mut faces = vec![20u32];
    faces.extend(std::iter::repeat_n(10, 5000));
    let req = merge(
        melee("dh1"),
        json!({ "attacker": { "player": true, "characteristics": { "ws": 90 } }, "dice": { "rolls": faces } }),
    );
    // The chain stops at its limit (1000) with an error naming it, not a quietly cut total.
    let e = try_attack(req).unwrap_err();
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("dice.rolls")));
    assert!(e.message.contains("more than 1000 times"), "{}", e.message);
}

fn analyze(v: Value) -> Result<Analysis> {
    let req = cogitator::json::analyze_request(&v.to_string())?;
    analyze_attack(&req, 5)
}

#[test]
fn analysis_is_deterministic_and_sane() {
    let req = merge(ranged("dh2"), json!({ "trials": 20000, "dice": { "seed": 11 } }));
    let a = analyze(req.clone()).unwrap();
    let b = analyze(req).unwrap();
    assert_eq!(serde_json::to_string(&a).unwrap(), serde_json::to_string(&b).unwrap());
    // BS 40 + Standard +10 = 50: a hit on 01-50, but 96-100 jams (already misses).
    assert!((a.hit_chance - 0.50).abs() < 0.015, "{}", a.hit_chance);
    assert!((a.jam_chance - 0.05).abs() < 0.008, "{}", a.jam_chance);
    // Each hit: 1d10+3 - TB 3 = 1d10 wounds (mean 5.5), plus Righteous Fury's minimum.
    assert!((a.mean_wounds - 0.5 * 5.5).abs() < 0.2, "{}", a.mean_wounds);
    assert!(a.kill_chance <= a.crit_chance);
    assert_eq!(a.trials, 20000);
}

#[test]
fn analysis_limits() {
    let e = analyze(merge(ranged("rt"), json!({ "trials": 100001 }))).unwrap_err();
    assert_eq!(e.path.as_deref(), Some("trials"));
    let e = analyze(merge(ranged("rt"), json!({ "trials": 0 }))).unwrap_err();
    assert_eq!(e.path.as_deref(), Some("trials"));
    let e = analyze(merge(ranged("rt"), json!({ "dice": { "rolls": [1] } }))).unwrap_err();
    assert_eq!(e.path.as_deref(), Some("dice.rolls"));
    let a = analyze(ranged("rt")).unwrap();
    assert_eq!(a.trials, 1000);
    assert_eq!(a.seed, 5, "no seed: the host's entropy is used and reported");
}

#[test]
fn analysis_errors_keep_their_paths() {
    let e = analyze(merge(ranged("rt"), json!({ "attacker": { "characteristics": { "bs": "x" } } }))).unwrap_err();
    assert_eq!(e.path.as_deref(), Some("attacker.characteristics.bs"));
    let e = analyze(merge(ranged("rt"), json!({ "trials": "many" }))).unwrap_err();
    assert_eq!(e.path.as_deref(), Some("trials"));
}

#[test]
fn missing_fields_are_named_and_messages_are_clean() {
    let mut v = ranged("rt");
    v.as_object_mut().unwrap().remove("weapon");
    let e = try_attack(v).unwrap_err();
    assert_eq!(e.path.as_deref(), Some("weapon"));
    let mut v = ranged("rt");
    v["weapon"].as_object_mut().unwrap().remove("damage");
    let e = try_attack(v).unwrap_err();
    assert_eq!(e.path.as_deref(), Some("weapon.damage"));
    let e = try_attack(merge(ranged("rt"), json!({ "attacker": { "characteristics": { "bs": "x" } } }))).unwrap_err();
    assert!(!e.message.contains("line") && !e.message.contains("Error:"), "{}", e.message);
    assert_eq!(e.message, "attacker.characteristics.bs: must be a whole number, not the string \"x\"");
}
