//! Whether a request is valid never depends on the dice: the README's quick-start attack,
//! as a new user first writes it (an attacker with only `bs`, a target with only `t`) and
//! with whole sheets, in every line, as a standard shot, a semi-auto and a full-auto burst
//! and a melee blow, under a thousand seeds each, gives one answer per request. The sparse
//! request is refused before any die with the same path every time; the whole one resolves
//! every time. (The generated requests of every entry point are in
//! `tests/properties.rs`, `validity_never_depends_on_the_dice`.)

mod common;
use cogitator::*;
use common::*;
use serde_json::{json, Value};

const SEEDS: u64 = 1000;

fn quick_start(ruleset: &str, action: &str, whole: bool) -> Value {
    let (attacker, target) = if whole {
        (
            json!({ "ws": 35, "bs": 45, "s": 35, "t": 40, "ag": 35, "int": 30, "per": 35, "wp": 35, "fel": 30 }),
            json!({ "ws": 30, "bs": 25, "s": 30, "t": 30, "ag": 30, "int": 25, "per": 30, "wp": 25, "fel": 20 }),
        )
    } else {
        (json!({ "bs": 45 }), json!({ "t": 30 }))
    };
    let melee = action == "melee";
    let weapon = if melee {
        json!({ "name": "Chainsword", "class": "melee", "damage": "1d10+2", "damageType": "rending", "penetration": 2,
                "qualities": ["tearing"] })
    } else {
        json!({ "name": "Lasgun", "class": "basic", "damage": "1d10+3", "damageType": "energy", "range": 100,
                "rateOfFire": { "single": true, "semi": 3, "full": 10 } })
    };
    let mut v = json!({
        "ruleset": ruleset,
        "attacker": { "name": "Sergeant Varro", "characteristics": attacker, "wounds": 12 },
        "target": { "name": "Heretic", "characteristics": target, "wounds": 10, "armour": { "body": 3 } },
        "weapon": weapon,
        "action": if melee { "standard" } else { action },
    });
    if !melee {
        v["range"] = json!(30);
    }
    v
}

/// What a call answered: resolved, or refused with a code and a path.
fn verdict(req: &AttackRequest, seed: u64) -> std::result::Result<(), (ErrorCode, Option<String>)> {
    resolve_attack(req, seed).map(|_| ()).map_err(|e| (e.code, e.path))
}

#[test]
fn the_quick_start_gives_one_answer_whatever_the_seed() {
    for ruleset in ["dh1", "rt", "ow", "dh2"] {
        for action in ["standard", "semiAuto", "fullAuto", "melee"] {
            for whole in [false, true] {
                let v = quick_start(ruleset, action, whole);
                let req: AttackRequest = from(v.clone()).unwrap_or_else(|e| panic!("{e}"));
                let first = verdict(&req, 0);
                for seed in 1..SEEDS {
                    let other = verdict(&req, seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
                    assert_eq!(first, other, "{ruleset} {action} (whole sheets: {whole}), seed {seed}");
                }
                if whole {
                    assert!(first.is_ok(), "{ruleset} {action}: whole sheets resolve: {first:?}");
                } else {
                    let (code, path) = first.expect_err("a target with only Toughness is refused up front");
                    assert_eq!(code, ErrorCode::InvalidInput, "{ruleset} {action}");
                    // A melee blow first needs the attacker's Weapon Skill (the test) and
                    // Strength (its bonus is added to the damage).
                    let want = if action == "melee" { "attacker.characteristics.ws" } else { "target.characteristics" };
                    assert_eq!(path.as_deref(), Some(want), "{ruleset} {action}");
                }
            }
        }
    }
}

/// The error names every missing characteristic at once, and why: an energy critical can
/// set the target alight unless it passes an Agility test (000 Table 9-12, row 3, and its
/// kin), and Dark Heresy 2nd edition's fatigue threshold adds the Willpower Bonus (004
/// "Fatigue").
#[test]
fn the_refusal_names_what_is_missing_and_why() {
    let e = attack_err(quick_start("dh2", "standard", false));
    assert_eq!(e.path.as_deref(), Some("target.characteristics"));
    assert!(e.message.starts_with("target.characteristics: needs ag, wp: "), "{}", e.message);
    assert!(e.message.contains("critical effect") && e.message.contains("fatigue threshold"), "{}", e.message);
    // Rogue Trader's threshold is the Toughness Bonus alone (000 "Fatigue").
    let e = attack_err(quick_start("rt", "standard", false));
    assert!(e.message.starts_with("target.characteristics: needs ag: "), "{}", e.message);
}
