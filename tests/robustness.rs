//! Bounds and limits: an endless Righteous Fury chain ends, analysis is deterministic and
//! bounded, errors name their fields. Generated requests (valid and mutated) are in
//! `properties.rs`.

mod common;
use cogitator::*;
use common::*;
use serde_json::{json, Value};

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
    let req = cogitator::attack::analysis::parse_request(&v.to_string())?;
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
