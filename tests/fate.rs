//! Fate points (003 "Using Fate Points", "Burning Fate"): a failed test rolled again (the
//! second roll stands), one more degree on a passed test, initiative counted as a 10,
//! 1d5 wounds back, a stun shaken off, and a point burnt to survive what would kill. Each
//! spend needs a point of the actor's `fate`; burning needs none.

mod common;

use cogitator::*;
use common::*;
use serde_json::{json, Value};

fn ag_test(fate: Value, faces: &[u32], extra: Value) -> Value {
    merge(
        json!({ "ruleset": "dh1", "actor": { "characteristics": { "ag": 40 }, "fate": 2 }, "characteristic": "ag",
                "fate": fate, "dice": { "rolls": faces } }),
        extra,
    )
}

/// A failed test (80 against 40) is rolled again: 20 passes, and the re-roll stands.
#[test]
fn a_failed_test_is_rolled_again() {
    let t = test(ag_test(json!({ "reroll": true }), &[80, 20], json!({})));
    assert!(t.result.success);
    assert_eq!(t.result.roll, Some(20));
    assert_eq!(t.result.fate, vec![FateSpent { kind: FateUseKind::Reroll, replaced_roll: Some(80) }]);
    assert_eq!(t.dice.len(), 2);
    // The second roll stands even when it fails again.
    let t = test(ag_test(json!({ "reroll": true }), &[80, 90], json!({})));
    assert!(!t.result.success);
    assert_eq!(t.result.roll, Some(90));
    // A passed test spends nothing.
    let t = test(ag_test(json!({ "reroll": true }), &[20], json!({})));
    assert!(t.result.fate.is_empty());
}

/// One more degree of success on a passed test; none on a failure.
#[test]
fn an_extra_degree_on_a_success() {
    let t = test(ag_test(json!({ "extraDegree": true }), &[15], json!({})));
    assert_eq!(t.result.degrees, 3, "25 under is two degrees in dh1, plus one");
    assert_eq!(t.result.fate, vec![FateSpent { kind: FateUseKind::ExtraDegree, replaced_roll: None }]);
    let t = test(ag_test(json!({ "extraDegree": true }), &[60], json!({})));
    assert!(t.result.fate.is_empty());
    // With one point left, the re-roll takes it and no degree is added.
    let t = test(ag_test(json!({ "reroll": true, "extraDegree": true }), &[80, 15], json!({ "actor": { "fate": 1 } })));
    assert_eq!(t.result.fate.len(), 1);
    assert_eq!(t.result.degrees, 2);
}

/// Spending needs points: a request to spend without `fate` on the actor is an error naming
/// it; with none left, the rules forbid it.
#[test]
fn spending_needs_points() {
    let mut none = ag_test(json!({ "reroll": true }), &[80, 20], json!({}));
    none["actor"].as_object_mut().unwrap().remove("fate");
    assert_eq!(test_err(none).path.as_deref(), Some("actor.fate"));
    let e = test_err(ag_test(json!({ "reroll": true }), &[80, 20], json!({ "actor": { "fate": 0 } })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("actor.fate")));
}

/// An attacker re-rolls a miss, or a jam (96 jams a single shot: 000 and 003 "Weapon
/// Jams"); the target re-rolls its failed Dodge.
#[test]
fn attacks_and_reactions_take_fate() {
    let shot = merge(ranged("rt"), json!({ "attacker": { "fate": 1 }, "fate": { "reroll": true } }));
    let o = attack(rolls_then_seed(shot.clone(), &[96, 21, 5]));
    assert!(!o.jammed && o.test.success, "{:?}", o.log);
    assert_eq!(o.test.fate, vec![FateSpent { kind: FateUseKind::Reroll, replaced_roll: Some(96) }]);
    let dodge = merge(
        ranged("rt"),
        json!({ "reaction": "dodge", "target": { "fate": 1, "skills": { "dodge": { "trained": true } } },
                "targetFate": { "reroll": true } }),
    );
    let o = attack(rolls_then_seed(dodge, &[21, 90, 10]));
    let e = o.evasion.as_ref().unwrap();
    assert!(e.test.success && e.hits_negated == 1, "{:?}", o.log);
    assert_eq!(e.test.fate.len(), 1);
    assert!(o.hits.is_empty());
}

/// 003 "Burning Fate": a target that would die lives, unconscious with no wounds left; the
/// burnt point is reported. It needs no points left to spend.
#[test]
fn burning_fate_survives_death() {
    // Rogue Trader Table 9-11 row 10 (energy, arm) kills outright.
    let lethal = merge(ranged("rt"), json!({ "target": { "wounds": 10, "damage": 10, "fate": 0 } }));
    let o = attack(rolls(lethal.clone(), &[21, 10]));
    assert!(o.target.dead);
    let o = attack(rolls(merge(lethal, json!({ "targetFate": { "burnToSurvive": true } })), &[21, 10]));
    assert!(!o.target.dead && o.target.unconscious);
    assert_eq!(o.target.damage, 10);
    assert_eq!(o.target.fate_spent, vec![FateSpent { kind: FateUseKind::Burn, replaced_roll: None }]);
    assert_eq!(
        o.hits[0].critical.as_ref().unwrap().effects,
        vec![Effect::Death],
        "the critical says what it would have done"
    );
}

/// Initiative counted as a 10, with no die rolled.
#[test]
fn initiative_counts_as_ten() {
    let r: InitiativeRequest = from(json!({ "ruleset": "dh1", "combatants": [
        { "id": "a", "actor": { "characteristics": { "ag": 30 }, "fate": 1 }, "useFate": true },
        { "id": "b", "actor": { "characteristics": { "ag": 30 } } } ], "dice": { "rolls": [4] } }))
    .unwrap();
    let o = roll_initiative(&r, 1).unwrap();
    let a = o.order.iter().find(|e| e.id == "a").unwrap();
    assert_eq!((a.roll, a.total, a.fate), (10, 13, true));
    assert_eq!(o.dice.len(), 1, "only b rolled");
}

/// 003 "Using Fate Points": 1d5 wounds back at once; and the Mordechai example (003
/// "Critical Damage"), where he spends a point to recover from being stunned.
#[test]
fn spend_fate_outside_a_test() {
    let req = |v: Value| -> SpendFateRequest { from(v).unwrap() };
    let o = spend_fate(
        &req(
            json!({ "ruleset": "dh1", "actor": { "characteristics": { "t": 30 }, "wounds": 10, "damage": 8, "fate": 1 },
                     "use": "recoverWounds", "dice": { "rolls": [7] } }),
        ),
        1,
    )
    .unwrap();
    assert_eq!((o.wounds, o.target.damage), (Some(4), 4), "a d10 face of 7 is 4 on a d5");
    let mordechai = json!({ "name": "Mordechai", "characteristics": { "t": 50 }, "wounds": 10, "damage": 10,
                            "conditions": ["stunned"], "stunnedRounds": 2, "fate": 1 });
    let o = spend_fate(&req(json!({ "ruleset": "dh1", "actor": mordechai, "use": "recoverStun" })), 1).unwrap();
    assert!(!o.target.conditions.contains(&Condition::Stunned));
    assert_eq!(o.target.stunned_rounds, None);
    let e = spend_fate(&req(json!({ "ruleset": "dh1", "actor": { "fate": 1 }, "use": "reroll" })), 1).unwrap_err();
    assert_eq!(e.path.as_deref(), Some("use"));
}
