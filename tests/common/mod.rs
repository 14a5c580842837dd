//! Helpers for the integration tests: requests are written as JSON, as a JS caller would.
#![allow(dead_code)]

use cogitator::rules::{Degrees, Profile};
use cogitator::*;
use serde_json::{json, Value};

/// Reads a request from JSON text, as the wasm skin does.
pub fn from<T: serde::de::DeserializeOwned>(v: Value) -> Result<T> {
    cogitator::json::from_str(&v.to_string())
}

pub fn attack(v: Value) -> AttackOutcome {
    match try_attack(v) {
        Ok(o) => o,
        Err(e) => panic!("attack failed: {e}"),
    }
}

pub fn try_attack(v: Value) -> Result<AttackOutcome> {
    let req: AttackRequest = from(v)?;
    resolve_attack(&req, 7)
}

pub fn attack_err(v: Value) -> Error {
    match try_attack(v) {
        Ok(o) => panic!("expected an error, got {:?}", o.log),
        Err(e) => e,
    }
}

pub fn test(v: Value) -> TestOutcome {
    let req: TestRequest = from(v).expect("request parses");
    roll_test(&req, 7).unwrap_or_else(|e| panic!("test failed: {e}"))
}

pub fn test_err(v: Value) -> Error {
    let req: TestRequest = match from(v) {
        Ok(r) => r,
        Err(e) => return e,
    };
    match roll_test(&req, 7) {
        Ok(o) => panic!("expected an error, got {:?}", o.log),
        Err(e) => e,
    }
}

/// Deep-merges `patch` into `base` (objects merge, everything else replaces).
pub fn merge(mut base: Value, patch: Value) -> Value {
    merge_into(&mut base, patch);
    base
}

fn merge_into(base: &mut Value, patch: Value) {
    match (base, patch) {
        (Value::Object(b), Value::Object(p)) => {
            for (k, v) in p {
                merge_into(b.entry(k).or_insert(Value::Null), v);
            }
        }
        (b, p) => *b = p,
    }
}

/// A plain ranged attack: BS 40 with a 1d10+3 energy rifle (range 100 m) at 50 m (no range
/// band), against T 30 (TB 3) with 12 wounds and no armour.
pub fn ranged(ruleset: &str) -> Value {
    json!({
        "ruleset": ruleset,
        "attacker": { "name": "Shooter", "characteristics": { "ws": 40, "bs": 40, "s": 30, "t": 30, "ag": 30 } },
        "target": { "name": "Target", "characteristics": { "ws": 30, "bs": 30, "s": 30, "t": 30, "ag": 30, "wp": 30 }, "wounds": 12 },
        "weapon": { "name": "rifle", "class": "basic", "damage": "1d10+3", "damageType": "energy", "range": 100 },
        "action": "standard",
        "range": 50
    })
}

/// A plain melee attack: WS 40, S 30 (SB 3) with a 1d10 rending blade.
pub fn melee(ruleset: &str) -> Value {
    json!({
        "ruleset": ruleset,
        "attacker": { "name": "Fighter", "characteristics": { "ws": 40, "bs": 40, "s": 30, "t": 30, "ag": 30 } },
        "target": { "name": "Target", "characteristics": { "ws": 30, "bs": 30, "s": 30, "t": 30, "ag": 30, "wp": 30 }, "wounds": 12 },
        "weapon": { "name": "blade", "class": "melee", "damage": "1d10", "damageType": "rending" },
        "action": "standard"
    })
}

pub fn rolls(v: Value, faces: &[u32]) -> Value {
    merge(v, json!({ "dice": { "rolls": faces } }))
}

pub fn labels(t: &TestResult) -> Vec<(String, i32)> {
    t.modifiers.iter().map(|m| (m.label.clone(), m.value)).collect()
}

pub fn has_mod(t: &TestResult, label: &str, value: i32) -> bool {
    t.modifiers.iter().any(|m| m.label == label && m.value == value)
}

/// A trained Parry skill where Parry is a skill (the second generation, 004 "Evasion");
/// nothing elsewhere, where naming it would be an unknown skill.
pub fn parry_skill(ruleset: &str) -> Value {
    if matches!(ruleset, "ow" | "dh2") {
        serde_json::json!({ "parry": { "trained": true } })
    } else {
        serde_json::json!({})
    }
}

/// Degrees as the line counts them, written from the books' rules rather than copied
/// from the engine: dh1 full tens of margin, ow one plus full tens, dh2/rt the difference
/// of the tens digits plus one.
pub fn expected_degrees(p: &Profile, target: i32, roll: i32, success: bool) -> i32 {
    let margin = if success { target - roll } else { roll - target };
    match p.degrees {
        Degrees::FullTens => (margin / 10).max(0),
        Degrees::OnePlusFullTens => 1 + margin.max(0) / 10,
        Degrees::TensDigits => {
            let (hi, lo) = if success { (target, roll) } else { (roll, target) };
            (1 + hi.div_euclid(10) - lo.div_euclid(10)).max(1)
        }
    }
}

/// Where a source file number (`000` to `004` standing alone, not part of `1,000`) occurs.
pub fn source_number(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    (0..b.len().saturating_sub(2)).find(|&i| {
        let word = &b[i..i + 3];
        let lone_before = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b',' || b[i - 1] == b'.');
        let lone_after = b.get(i + 3).is_none_or(|c| !c.is_ascii_alphanumeric());
        word[0] == b'0' && word[1] == b'0' && (b'0'..=b'4').contains(&word[2]) && lone_before && lone_after
    })
}

/// Scripted faces, then a seed for any dice after them (a critical's effect dice, say).
pub fn rolls_then_seed(v: Value, faces: &[u32]) -> Value {
    merge(v, json!({ "dice": { "rolls": faces, "seed": 1 } }))
}

/// An actor with a new state written back: the fields of an outcome's `target` that an
/// actor carries (damage, critical damage, fatigue, conditions, stun rounds, injuries).
pub fn carry(actor: Value, state: &TargetState) -> Value {
    let s = serde_json::to_value(state).unwrap();
    let mut back = json!({});
    for k in ["damage", "criticalDamage", "fatigue", "conditions", "stunnedRounds", "injuries"] {
        back[k] = s.get(k).cloned().unwrap_or(Value::Null);
    }
    merge(actor, back)
}
