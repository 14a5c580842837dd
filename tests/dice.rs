//! Dice: the seeded stream is frozen (a change here is a breaking change for every saved
//! seed), scripted faces come first, and every die is recorded with its purpose.

mod common;
use cogitator::dice::{Dice, Pcg32};
use cogitator::*;
use common::*;
use serde_json::json;

/// The golden faces for seed 42: ten d100s, ten d10s, five d5s (d10 faces halved, rounding
/// up). The JS suite checks the first d100s and a fresh stream's d10s in wasm.
#[test]
fn seed_42_golden_faces() {
    let mut d = Dice::seeded(42);
    let d100: Vec<u32> = (0..10).map(|_| d.d100(cogitator::dice::Purpose::Test).unwrap()).collect();
    let d10: Vec<u32> = (0..10).map(|_| d.d10(cogitator::dice::Purpose::Test).unwrap()).collect();
    let d5: Vec<u32> = (0..5).map(|_| d.d5(cogitator::dice::Purpose::Test).unwrap().1).collect();
    assert_eq!(d100, vec![84, 98, 25, 56, 56, 67, 86, 46, 75, 45]);
    assert_eq!(d10, vec![3, 4, 5, 8, 4, 8, 9, 4, 1, 1]);
    assert_eq!(d5, vec![1, 5, 1, 2, 1]);
    // A fresh stream's first ten d10s (checked in wasm by tests/js/functions.test.mjs).
    let mut d = Dice::seeded(42);
    let fresh: Vec<u32> = (0..10).map(|_| d.d10(cogitator::dice::Purpose::Test).unwrap()).collect();
    assert_eq!(fresh, vec![4, 8, 5, 6, 6, 7, 6, 6, 5, 5]);
}

#[test]
fn faces_are_uniform_enough() {
    let mut r = Pcg32::from_seed(1);
    let mut counts = [0u32; 10];
    for _ in 0..100_000 {
        counts[(r.face(10) - 1) as usize] += 1;
    }
    for c in counts {
        assert!((9_500..=10_500).contains(&c), "{counts:?}");
    }
}

/// API.md Dice: a d5 is a d10 face halved rounding up (1-2 -> 1 ... 9-10 -> 5).
#[test]
fn d5_is_a_halved_d10() {
    let mut d = Dice::scripted(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    let v: Vec<u32> = (0..10).map(|_| d.d5(cogitator::dice::Purpose::Test).unwrap().1).collect();
    assert_eq!(v, vec![1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    let rec = d.take_record();
    assert_eq!(rec[9].face, 10);
    assert_eq!(rec[9].value, Some(5));
}

#[test]
fn script_then_seed_continues() {
    let o = attack(merge(ranged("dh1"), json!({ "dice": { "rolls": [14], "seed": 42 } })));
    assert_eq!(o.test.roll, Some(14));
    // The damage die is the first face of seed 42's stream on a d10 (not a d100).
    let mut d = Dice::seeded(42);
    assert_eq!(o.hits[0].damage.dice[0], d.d10(cogitator::dice::Purpose::Test).unwrap());
    assert_eq!(o.seed, Some(42));
}

#[test]
fn exhausted_script_names_the_die() {
    let e = attack_err(rolls(ranged("dh1"), &[14]));
    assert_eq!(e.code, ErrorCode::DiceExhausted);
    assert_eq!(e.purpose.as_deref(), Some("damage"));
    assert_eq!(e.path.as_deref(), Some("dice.rolls"));
}

#[test]
fn exhausted_script_names_the_sides_of_the_die() {
    let e = attack_err(rolls(ranged("dh1"), &[14]));
    assert_eq!(e.sides, Some(10));
    assert!(e.message.contains("d10") && e.message.contains("'damage'"), "{e}");
    let e = attack_err(merge(ranged("dh1"), json!({ "dice": { "byPurpose": { "damage": [7] } } })));
    assert_eq!((e.purpose.as_deref(), e.sides), (Some("attack"), Some(100)), "{e}");
    assert!(e.message.contains("d100"), "{e}");
}

/// `byPurpose`: each die takes its purpose's next face first, then `rolls`, then the seed.
#[test]
fn faces_by_purpose_come_first() {
    let o = attack(merge(
        ranged("dh1"),
        json!({ "dice": { "byPurpose": { "damage": [7], "attack": [14] }, "rolls": [99] } }),
    ));
    let rec: Vec<_> = o.dice.iter().map(|d| (d.purpose.as_str(), d.sides, d.face)).collect();
    assert_eq!(rec, vec![("attack", 100, 14), ("damage", 10, 7)]);
    // A purpose's faces run out: the next die of that purpose takes `rolls`.
    let o = attack(merge(ranged("dh1"), json!({ "dice": { "byPurpose": { "attack": [14] }, "rolls": [4] } })));
    assert_eq!(o.hits[0].damage.dice, vec![4]);
    // Then the seed.
    let o = attack(merge(ranged("dh1"), json!({ "dice": { "byPurpose": { "attack": [14] }, "seed": 42 } })));
    let mut d = Dice::seeded(42);
    assert_eq!(o.hits[0].damage.dice[0], d.d10(cogitator::dice::Purpose::Test).unwrap());
    assert_eq!(o.test.roll, Some(14));
}

#[test]
fn faces_by_purpose_are_checked() {
    let e = attack_err(merge(ranged("dh1"), json!({ "dice": { "byPurpose": { "atack": [14] } } })));
    assert_eq!(e.code, ErrorCode::InvalidInput);
    assert_eq!(e.path.as_deref(), Some("dice.byPurpose.atack"));
    assert!(e.message.contains("did you mean 'attack'"), "{e}");
    let e = attack_err(merge(ranged("dh1"), json!({ "dice": { "byPurpose": { "attack": [0] } } })));
    assert_eq!(e.path.as_deref(), Some("dice.byPurpose.attack[0]"));
    let e = attack_err(merge(ranged("dh1"), json!({ "dice": { "byPurpose": { "attack": [1001] } } })));
    assert_eq!(e.path.as_deref(), Some("dice.byPurpose.attack[0]"));
    // A face the die cannot show, found when the die is rolled.
    let e = attack_err(merge(ranged("dh1"), json!({ "dice": { "byPurpose": { "attack": [14], "damage": [11] } } })));
    assert_eq!(e.path.as_deref(), Some("dice.byPurpose.damage[0]"), "{e}");
    // The limit counts rolls and byPurpose together.
    let many = vec![1u32; 6000];
    let e = attack_err(merge(ranged("dh1"), json!({ "dice": { "byPurpose": { "attack": many }, "rolls": many } })));
    assert_eq!(e.path.as_deref(), Some("dice"), "{e}");
    // Null is no faces.
    let o = attack(merge(ranged("dh1"), json!({ "dice": { "byPurpose": null, "rolls": [14, 7] } })));
    assert_eq!(o.test.roll, Some(14));
}

#[test]
fn every_purpose_can_be_scripted_by_name() {
    use cogitator::dice::Purpose;
    let names: std::collections::BTreeSet<&str> = Purpose::ALL.iter().map(|p| p.as_str()).collect();
    assert_eq!(names.len(), Purpose::ALL.len(), "no purpose twice");
    for p in Purpose::ALL {
        assert_eq!(Purpose::parse(p.as_str()), Some(p));
    }
    // A test's die by purpose.
    let o = test(json!({ "ruleset": "dh2", "actor": { "characteristics": { "ag": 40 } }, "characteristic": "ag",
        "dice": { "byPurpose": { "test": [12] } } }));
    assert_eq!(o.result.roll, Some(12));
}

#[test]
fn scripted_face_must_fit_the_die() {
    let e = attack_err(rolls(ranged("dh1"), &[14, 57]));
    assert_eq!(e.code, ErrorCode::InvalidInput);
    assert_eq!(e.path.as_deref(), Some("dice.rolls[1]"));
    let e = attack_err(rolls(ranged("dh1"), &[0]));
    assert_eq!(e.path.as_deref(), Some("dice.rolls[0]"));
}

#[test]
fn no_seed_and_no_rolls_draws_a_seed_and_reports_it() {
    let req: AttackRequest = from(ranged("rt")).unwrap();
    let a = resolve_attack(&req, 12345).unwrap();
    assert_eq!(a.seed, Some(12345));
    let again = resolve_attack(&merge(ranged("rt"), json!({ "dice": { "seed": 12345 } })).pipe(), 999).unwrap();
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        serde_json::to_string(&again).unwrap(),
        "the reported seed replays the attack"
    );
}

#[test]
fn same_seed_same_outcome_byte_for_byte() {
    for r in ["dh1", "rt", "ow", "dh2"] {
        let req = merge(melee(r), json!({ "dice": { "seed": 2024 }, "attacker": { "player": true } }));
        let a = serde_json::to_string(&attack(req.clone())).unwrap();
        let b = serde_json::to_string(&attack(req)).unwrap();
        assert_eq!(a, b);
    }
}

#[test]
fn every_die_is_recorded_in_order() {
    let o = attack(rolls(ranged("dh1"), &[14, 7]));
    let rec: Vec<_> = o.dice.iter().map(|d| (d.purpose.as_str(), d.sides, d.face, d.hit)).collect();
    assert_eq!(rec, vec![("attack", 100, 14, None), ("damage", 10, 7, Some(1))]);
}

#[test]
fn seeds_above_2_53_are_refused() {
    let e = attack_err(merge(ranged("dh1"), json!({ "dice": { "seed": 9007199254740992u64 } })));
    assert_eq!(e.path.as_deref(), Some("dice.seed"));
}

trait Pipe {
    fn pipe(self) -> AttackRequest;
}
impl Pipe for serde_json::Value {
    fn pipe(self) -> AttackRequest {
        from(self).unwrap()
    }
}

/// The host is asked for entropy only when a request gives neither a seed nor scripted
/// faces: those are the only requests whose seed comes from it (the wasm skin then skips
/// the call out to `crypto`).
#[test]
fn only_a_request_without_seed_or_script_needs_entropy() {
    let spec = |v: serde_json::Value| serde_json::from_value::<cogitator::dice::DiceSpec>(v).unwrap();
    assert!(cogitator::dice::needs_entropy(None));
    assert!(cogitator::dice::needs_entropy(Some(&spec(json!({})))));
    assert!(!cogitator::dice::needs_entropy(Some(&spec(json!({ "seed": 7 })))));
    assert!(!cogitator::dice::needs_entropy(Some(&spec(json!({ "rolls": [5] })))));
    assert!(!cogitator::dice::needs_entropy(Some(&spec(json!({ "byPurpose": { "hit": [5] } })))));
    // Without entropy the seed is the one given, and scripted faces need none.
    assert_eq!(Dice::from_spec(Some(&spec(json!({ "seed": 7 }))), 99).unwrap().seed(), Some(7));
    assert_eq!(Dice::from_spec(Some(&spec(json!({ "rolls": [5] }))), 99).unwrap().seed(), None);
    assert_eq!(Dice::from_spec(None, 99).unwrap().seed(), Some(99));
}
