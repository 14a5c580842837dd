//! One test per rule, with its numbers and the seed heading or table it comes from.

mod common;
use cogitator::*;
use common::*;
use serde_json::json;

const ALL: [&str; 4] = ["dh1", "rt", "ow", "dh2"];

fn target_of(v: serde_json::Value) -> i32 {
    attack(rolls(v, &[1, 1])).test.target
}

// ---------------------------------------------------------------- tests and degrees

/// 003 "Degrees of Success and Failure"; 000 Grak full-auto example (65 vs 32 is three):
/// dh1 and rt count full tens of margin, so a bare success has 0.
#[test]
fn degrees_first_generation_full_tens() {
    for r in ["dh1", "rt"] {
        for (roll, success, degrees) in [
            (45, true, 0),
            (36, true, 0),
            (35, true, 1),
            (12, true, 3),
            (46, false, 0),
            (55, false, 1),
            (100, false, 5),
        ] {
            let o = test(
                json!({ "ruleset": r, "actor": { "characteristics": { "ag": 45 } }, "characteristic": "ag", "dice": { "rolls": [roll] } }),
            );
            assert_eq!((o.result.success, o.result.degrees), (success, degrees), "{r} roll {roll}");
        }
    }
}

/// ow (documented choice): one degree for the result plus one per full 10 of margin.
#[test]
fn degrees_only_war_one_plus_full_tens() {
    for (roll, success, degrees) in
        [(45, true, 1), (36, true, 1), (35, true, 2), (12, true, 4), (46, false, 1), (56, false, 2)]
    {
        let o = test(
            json!({ "ruleset": "ow", "actor": { "characteristics": { "ag": 45 } }, "characteristic": "ag", "dice": { "rolls": [roll] } }),
        );
        assert_eq!((o.result.success, o.result.degrees), (success, degrees), "roll {roll}");
    }
}

/// dh2 (published second-edition rule): 1 + tens digit of the target - tens digit of the
/// roll; failures the other way round.
#[test]
fn degrees_dh2_tens_digits() {
    for (roll, success, degrees) in
        [(45, true, 1), (41, true, 1), (39, true, 2), (12, true, 4), (46, false, 1), (50, false, 2), (99, false, 6)]
    {
        let o = test(
            json!({ "ruleset": "dh2", "actor": { "characteristics": { "ag": 45 } }, "characteristic": "ag", "dice": { "rolls": [roll] } }),
        );
        assert_eq!((o.result.success, o.result.degrees), (success, degrees), "roll {roll}");
    }
}

/// dh2 (published rule): 01 always succeeds and 100 always fails; dh1 has no such rule.
#[test]
fn natural_01_and_100_in_dh2_only() {
    let low = json!({ "characteristics": { "ag": 5 } });
    let o = test(
        json!({ "ruleset": "dh2", "actor": low, "characteristic": "ag", "difficulty": "hellish", "dice": { "rolls": [1] } }),
    );
    assert!(o.result.success && o.result.target < 1);
    let o = test(
        json!({ "ruleset": "dh1", "actor": low, "characteristic": "ag", "difficulty": "veryHard", "dice": { "rolls": [1] } }),
    );
    assert!(!o.result.success);
    let high = json!({ "characteristics": { "ag": 95 } });
    let o = test(
        json!({ "ruleset": "dh2", "actor": high, "characteristic": "ag", "difficulty": "easy", "dice": { "rolls": [100] } }),
    );
    assert!(!o.result.success);
    let o = test(
        json!({ "ruleset": "dh1", "actor": high, "characteristic": "ag", "difficulty": "easy", "dice": { "rolls": [100] } }),
    );
    assert!(o.result.success, "dh1: 100 is under a target of 125");
}

/// 003 Table 7-3 / 000 Table 9-8: Easy +30 to Very Hard -30; the second-generation lines
/// add Trivial +60 to Hellish -60 (002 uses Arduous -40).
#[test]
fn named_difficulties_per_line() {
    let actor = json!({ "characteristics": { "int": 40 } });
    for (r, name, value) in [
        ("dh1", "easy", 30),
        ("dh1", "Very Hard", -30),
        ("rt", "routine", 20),
        ("ow", "arduous", -40),
        ("dh2", "hellish", -60),
        ("dh2", "trivial", 60),
    ] {
        let o = test(
            json!({ "ruleset": r, "actor": actor, "characteristic": "int", "difficulty": name, "dice": { "rolls": [1] } }),
        );
        assert_eq!(o.result.target, 40 + value, "{r} {name}");
    }
    let e = test_err(
        json!({ "ruleset": "dh1", "actor": actor, "characteristic": "int", "difficulty": "hellish", "dice": { "rolls": [1] } }),
    );
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("difficulty")));
}

/// 000 "Step One" and 003 "Combining Difficulties": the total is capped at +60 / -60, and
/// the cap is itself listed so the modifiers still add up to the target.
#[test]
fn modifier_total_is_capped_at_60() {
    let o = test(
        json!({ "ruleset": "rt", "actor": { "characteristics": { "ag": 30 } }, "characteristic": "ag", "difficulty": "easy",
        "modifiers": [{ "label": "blessing", "value": 50 }], "dice": { "rolls": [1] } }),
    );
    assert_eq!(o.result.target, 90);
    let sum: i32 = o.result.modifiers.iter().map(|m| m.value).sum();
    assert_eq!(sum, 60);
    assert!(o.result.modifiers.iter().any(|m| m.label == "total capped at +60" && m.value == -20));
    let o = test(
        json!({ "ruleset": "dh2", "actor": { "characteristics": { "ag": 80 } }, "characteristic": "ag", "difficulty": "hellish",
        "modifiers": [{ "label": "curse", "value": -30 }], "dice": { "rolls": [1] } }),
    );
    assert_eq!(o.result.target, 20);
}

/// 000 "Fatigue", 003 "Fatigued", 002 "Fatigued": any fatigue is -10 to every test.
#[test]
fn fatigue_is_minus_ten() {
    for r in ALL {
        let o = test(
            json!({ "ruleset": r, "actor": { "characteristics": { "s": 40 }, "fatigue": 3 }, "characteristic": "s", "dice": { "rolls": [50] } }),
        );
        assert!(has_mod(&o.result, "fatigued", -10), "{r}");
        assert_eq!(o.result.target, 30);
        let o = test(
            json!({ "ruleset": r, "actor": { "characteristics": { "s": 40 }, "conditions": ["fatigued"] }, "characteristic": "s", "dice": { "rolls": [50] } }),
        );
        assert_eq!(o.result.target, 30, "{r}: the condition counts too");
    }
}

/// 003 "Skill Tests": an untrained basic skill is tested at half the characteristic
/// (rounding up); an untrained advanced skill cannot be tried. The second-generation lines
/// try any skill untrained at -20 (published rule).
#[test]
fn untrained_skills_per_line() {
    let actor = json!({ "characteristics": { "ag": 35, "int": 41 } });
    for r in ["dh1", "rt"] {
        let o = test(
            json!({ "ruleset": r, "actor": actor, "characteristic": "ag", "skill": "dodge", "dice": { "rolls": [18] } }),
        );
        assert_eq!(o.result.base, 18, "{r}: half of 35 rounds up to 18");
        assert!(o.result.success);
        let e = test_err(
            json!({ "ruleset": r, "actor": actor, "characteristic": "int", "skill": "medicae", "dice": { "rolls": [1] } }),
        );
        assert_eq!(e.code, ErrorCode::NotAllowed, "{r}");
        assert_eq!(e.path.as_deref(), Some("actor.skills.medicae"));
    }
    for r in ["ow", "dh2"] {
        let o = test(
            json!({ "ruleset": r, "actor": actor, "characteristic": "int", "skill": "medicae", "dice": { "rolls": [1] } }),
        );
        assert_eq!(o.result.base, 41);
        assert!(has_mod(&o.result, "untrained medicae", -20), "{r}");
        assert_eq!(o.result.target, 21);
    }
    // A trained skill with a bonus (skill mastery / ranks) adds it as a named modifier.
    let o = test(
        json!({ "ruleset": "dh2", "actor": { "characteristics": { "int": 41 }, "skills": { "medicae": { "trained": true, "bonus": 10 } } },
        "characteristic": "int", "skill": "medicae", "dice": { "rolls": [1] } }),
    );
    assert_eq!(o.result.target, 51);
    // The per-skill override marks a custom skill basic.
    let o = test(
        json!({ "ruleset": "dh1", "actor": { "characteristics": { "int": 41 }, "skills": { "lore": { "advanced": false } } },
        "characteristic": "int", "skill": "lore", "dice": { "rolls": [1] } }),
    );
    assert_eq!(o.result.base, 21);
}

/// Characteristic bonuses: the tens digit (003 "Characteristic Bonuses"). An Unnatural value
/// multiplies it in dh1/rt and adds to it in ow/dh2 (published rules).
#[test]
fn characteristic_bonus_and_unnatural() {
    let o = |r: &str, u: i32| {
        attack(rolls_then_seed(
            merge(melee(r), json!({ "attacker": { "characteristics": { "s": 45 }, "unnatural": { "s": u } } })),
            &[20, 5],
        ))
        .hits[0]
            .damage
            .strength_bonus
    };
    assert_eq!((o("dh1", 0), o("dh1", 2), o("rt", 3)), (4, 8, 12));
    assert_eq!((o("ow", 0), o("ow", 2), o("dh2", 3)), (4, 6, 7));
}

/// dh2 (published rule): a success on a characteristic with an Unnatural value adds half
/// the value (rounded down) in degrees.
#[test]
fn dh2_unnatural_adds_degrees() {
    let o = test(
        json!({ "ruleset": "dh2", "actor": { "characteristics": { "s": 45 }, "unnatural": { "s": 3 } }, "characteristic": "s", "dice": { "rolls": [42] } }),
    );
    assert_eq!(o.result.degrees, 1 + 1);
    let o = test(
        json!({ "ruleset": "ow", "actor": { "characteristics": { "s": 45 }, "unnatural": { "s": 3 } }, "characteristic": "s", "dice": { "rolls": [42] } }),
    );
    assert_eq!(o.result.degrees, 1);
}

/// 003 "Opposed Skill Tests": both succeed and tie on degrees -> the higher characteristic
/// bonus; then the lower roll; both fail -> no winner.
#[test]
fn opposed_tie_breaks() {
    let run = |a: i32, b: i32, ra: u32, rb: u32| {
        let req: OpposedRequest = from(json!({ "ruleset": "dh1",
            "a": { "actor": { "characteristics": { "s": a } }, "characteristic": "s" },
            "b": { "actor": { "characteristics": { "s": b } }, "characteristic": "s" },
            "dice": { "rolls": [ra, rb] } }))
        .unwrap();
        opposed_test(&req, 0).unwrap().winner
    };
    assert_eq!(run(45, 38, 40, 30), Some("a"), "0 degrees each; bonus 4 beats 3");
    assert_eq!(run(45, 48, 40, 43), Some("a"), "same bonus; the lower roll wins");
    assert_eq!(run(45, 48, 44, 43), Some("b"));
    assert_eq!(run(30, 30, 80, 90), None, "both fail: stalemate");
    assert_eq!(run(30, 30, 10, 80), Some("a"));
    assert_eq!(run(30, 30, 12, 12), None);
}

#[test]
fn initiative_same_agility_rolls_a_die() {
    let req: InitiativeRequest = from(json!({ "ruleset": "dh2", "combatants": [
        { "id": "a", "actor": { "characteristics": { "ag": 30 } } },
        { "id": "b", "actor": { "characteristics": { "ag": 30 } } },
        { "id": "c", "actor": { "characteristics": { "ag": 30 } } }
    ], "dice": { "rolls": [5, 5, 5, 3, 9, 3, 2, 6] } }))
    .unwrap();
    let o = roll_initiative(&req, 0).unwrap();
    let ids: Vec<_> = o.order.iter().map(|e| e.id.as_str()).collect();
    // Tie dice 3, 9, 3: b first; a and c roll again (2, 6): c, then a.
    assert_eq!(ids, vec!["b", "c", "a"]);
    assert_eq!(o.order[0].total, 8);
    assert_eq!(o.dice.iter().filter(|d| d.purpose == "initiativeTie").count(), 5);
}

/// A tie whose dice keep coming up level is rolled for `MAX_TIE_ROUNDS` rounds and no more:
/// the two keep the request's order, and the log says why.
#[test]
fn initiative_tie_dice_stop_after_the_cap() {
    let rounds = cogitator::test::MAX_TIE_ROUNDS as usize;
    let req: InitiativeRequest = from(json!({ "ruleset": "dh1", "combatants": [
        { "id": "a", "actor": { "characteristics": { "ag": 30 } } },
        { "id": "b", "actor": { "characteristics": { "ag": 30 } } }
    ], "dice": { "byPurpose": { "initiative": [5, 5], "initiativeTie": vec![4; 2 * rounds] } } }))
    .unwrap();
    let o = roll_initiative(&req, 0).expect("scripted faces cover every die the cap allows");
    let ids: Vec<_> = o.order.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids, vec!["a", "b"], "still level: the request's order");
    assert_eq!(o.dice.iter().filter(|d| d.purpose == "initiativeTie").count(), 2 * rounds);
    assert!(
        o.log.iter().any(|l| l.contains(&format!("a, b are still level after {rounds} rounds of tie dice"))),
        "{:#?}",
        o.log
    );
}

#[test]
fn initiative_unnatural_agility() {
    let req: InitiativeRequest = from(json!({ "ruleset": "dh1", "combatants": [
        { "id": "daemon", "actor": { "characteristics": { "ag": 40 }, "unnatural": { "ag": 2 } } }
    ], "dice": { "rolls": [1] } }))
    .unwrap();
    assert_eq!(roll_initiative(&req, 0).unwrap().order[0].total, 9);
}

// ---------------------------------------------------------------- attack modifiers

/// Action modifiers: 000 Table 9-4 / 003 Table 7-5 (standard +0, all out +20, charge +10,
/// called -20, guarded -10); 002 and 004 (standard +10, all out +30, charge +20). The
/// second generation's Guarded Action (-10) is a Concentration half action made beside a
/// Standard Attack (+10), so the two cancel out.
#[test]
fn action_modifiers_per_line() {
    for (r, std, all_out, charge) in [("dh1", 0, 20, 10), ("rt", 0, 20, 10), ("ow", 10, 30, 20), ("dh2", 10, 30, 20)] {
        let m = |action: &str| target_of(merge(melee(r), json!({ "action": action, "calledLocation": "head" }))) - 40;
        assert_eq!(m("standard"), std, "{r}");
        assert_eq!(m("allOut"), all_out, "{r}");
        assert_eq!(m("charge"), charge, "{r}");
        assert_eq!(m("calledShot"), -20, "{r}");
        assert_eq!(m("guarded"), std - 10, "{r}");
    }
}

/// Guarded is melee-only in dh1/rt (003 Table 7-5, 000 "Guarded Attack") but a "Guarded
/// Action" with WS or BS in ow/dh2 (002/004); all-out attacks and charges are melee.
#[test]
fn melee_only_actions() {
    for r in ["dh1", "rt"] {
        assert_eq!(attack_err(merge(ranged(r), json!({ "action": "guarded" }))).code, ErrorCode::NotAllowed);
    }
    for r in ["ow", "dh2"] {
        let o = attack(rolls(merge(ranged(r), json!({ "action": "guarded" })), &[1, 1]));
        assert_eq!(o.test.target, 40, "{r}: Standard Attack +10, Guarded Action -10");
        assert!(has_mod(&o.test, "Guarded Action", -10) && has_mod(&o.test, "Standard Attack", 10));
    }
    for r in ALL {
        for a in ["allOut", "charge"] {
            let e = attack_err(merge(ranged(r), json!({ "action": a })));
            assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("action")));
        }
    }
    let e = attack_err(merge(melee("rt"), json!({ "action": "charge", "range": 3 })));
    assert_eq!(e.path.as_deref(), Some("range"), "000 Charge: at least 4 metres");
}

/// 000 "Aim", 003 "Aim": +10 for a half action, +20 for a full one.
#[test]
fn aim() {
    for r in ALL {
        assert_eq!(target_of(merge(ranged(r), json!({ "aim": "half" }))) - target_of(ranged(r)), 10);
        assert_eq!(target_of(merge(ranged(r), json!({ "aim": "full" }))) - target_of(ranged(r)), 20);
    }
}

/// Range bands for a 100 m weapon: point blank (+30; 3 m in dh1, 2 m elsewhere), short under
/// 50 m (+10), long over 200 m (-10), extreme over 300 m (-30). Point blank does not also
/// add short range. (000 Point Blank/Short/Long/Extreme Range; 003; 002; 004.)
#[test]
fn range_bands() {
    for r in ALL {
        let at = |d: f64| {
            target_of(merge(ranged(r), json!({ "range": d }))) - target_of(merge(ranged(r), json!({ "range": 100 })))
        };
        assert_eq!(at(2.0), 30, "{r}");
        assert_eq!(at(3.0), if r == "dh1" { 30 } else { 10 }, "{r}");
        assert_eq!(at(49.0), 10);
        assert_eq!(at(50.0), 0, "{r}: short range is under half");
        assert_eq!(at(200.0), 0);
        assert_eq!(at(201.0), -10);
        assert_eq!(at(300.0), -10);
        assert_eq!(at(301.0), -30);
    }
}

/// 000 "Point Blank Range": a weapon whose short range is under 3 m has point blank 1 m
/// less than its short range; 004: point blank is 1 m for such weapons.
#[test]
fn point_blank_for_very_short_weapons() {
    let short = |r: &str, d: f64| {
        let base = merge(ranged(r), json!({ "weapon": { "range": 4 } }));
        target_of(merge(base.clone(), json!({ "range": d }))) - target_of(merge(base, json!({ "range": 3 })))
    };
    assert_eq!(short("rt", 1.0), 30);
    assert_eq!(short("rt", 1.5), 10, "short range 2 m: point blank is 1 m");
    assert_eq!(short("dh2", 1.0), 30);
    assert_eq!(short("dh2", 1.5), 10);
    assert_eq!(short("ow", 2.0), 30, "002 has no such exception");
}

/// Size: 000 Table 9-9 and 003 Table 7-9 (shooting only), 004 (every attack, numbered 1-10).
#[test]
fn target_size() {
    for r in ALL {
        let base = target_of(ranged(r));
        for (size, m) in [(json!("hulking"), 10), (json!("puny"), -20), (json!(7), 30), (json!(1), -30)] {
            let t = target_of(merge(ranged(r), json!({ "target": { "size": size } })));
            assert_eq!(t - base, m, "{r} {size}");
        }
        let o = attack(rolls(merge(ranged(r), json!({ "target": { "size": "titanic" } })), &[1, 1]));
        assert!(has_mod(&o.test, "Size: Titanic", 60), "{r}");
        let melee_base = target_of(melee(r));
        let t = target_of(merge(melee(r), json!({ "target": { "size": "enormous" } })));
        assert_eq!(t - melee_base, if r == "dh2" { 20 } else { 0 }, "{r}: size in melee");
    }
    let e = attack_err(merge(ranged("rt"), json!({ "target": { "size": "huge" } })));
    assert_eq!(e.path.as_deref(), Some("target.size"));
    let e = attack_err(merge(ranged("rt"), json!({ "target": { "size": 11 } })));
    assert_eq!(e.path.as_deref(), Some("target.size"));
}

/// Target conditions: stunned +20, unaware +30 (000/003/002/004); prone +10 in melee, -10 to
/// shoot (000, 002 except at point blank; 004 always; none in 003); running -20 to shoot and
/// +20 in melee (000/003 "Run").
#[test]
fn target_conditions() {
    for r in ALL {
        let d = |v: serde_json::Value, cond: &str| {
            target_of(merge(v.clone(), json!({ "target": { "conditions": [cond] } }))) - target_of(v)
        };
        assert_eq!(d(ranged(r), "stunned"), 20, "{r}");
        assert_eq!(d(melee(r), "unaware"), 30, "{r}");
        assert_eq!(d(ranged(r), "surprised"), 30, "{r}");
        assert_eq!(d(melee(r), "prone"), 10, "{r}");
        assert_eq!(d(ranged(r), "prone"), if r == "dh1" { 0 } else { -10 }, "{r}");
        let pb = merge(ranged(r), json!({ "range": 1 }));
        let waived = matches!(r, "rt" | "ow");
        assert_eq!(d(pb, "prone"), if r == "dh1" || waived { 0 } else { -10 }, "{r} at point blank");
        assert_eq!(d(ranged(r), "running"), -20);
        assert_eq!(d(melee(r), "running"), 20);
        assert_eq!(d(melee(r), "grappled"), 20, "{r}: +20 to hit a grappling target");
    }
}

/// Shooting into melee is -20 (000, 003, 002, 004); 000/002/004 waive it when someone in the
/// melee is stunned, helpless or unaware, 003 does not.
#[test]
fn shooting_into_melee() {
    for r in ALL {
        let base = target_of(ranged(r));
        assert_eq!(target_of(merge(ranged(r), json!({ "target": { "conditions": ["engaged"] } }))) - base, -20);
        let stunned = target_of(merge(ranged(r), json!({ "target": { "conditions": ["engaged", "stunned"] } }))) - base;
        assert_eq!(stunned, if r == "dh1" { 0 } else { 20 }, "{r}: stunned +20, penalty waived outside dh1");
    }
}

/// Attacker state: prone (000: -10 WS; 003: -10 WS and BS), pinned -20 BS (000/003 "Being
/// Pinned"), blinded -30 WS and ranged attacks miss (000 "Blinded").
#[test]
fn attacker_conditions() {
    for r in ALL {
        let d = |v: serde_json::Value, cond: &str| {
            target_of(merge(v.clone(), json!({ "attacker": { "conditions": [cond] } }))) - target_of(v)
        };
        assert_eq!(d(melee(r), "prone"), -10);
        assert_eq!(d(ranged(r), "prone"), if r == "dh1" { -10 } else { 0 }, "{r}");
        assert_eq!(d(ranged(r), "pinned"), -20);
        assert_eq!(d(melee(r), "blinded"), -30);
        let blind = attack(merge(ranged(r), json!({ "attacker": { "conditions": ["blinded"] } })));
        assert!(!blind.test.success && blind.test.automatic && blind.test.roll.is_none());
        let prone_flag =
            target_of(merge(melee(r), json!({ "circumstances": { "attackerProne": true } }))) - target_of(melee(r));
        assert_eq!(prone_flag, -10);
    }
    for c in ["stunned", "helpless", "unaware", "surprised"] {
        let e = attack_err(merge(melee("rt"), json!({ "attacker": { "conditions": [c] } })));
        assert_eq!(e.code, ErrorCode::NotAllowed);
    }
    // 000 "The Attack": only pistols fire while engaged in melee.
    let e = attack_err(merge(ranged("rt"), json!({ "attacker": { "conditions": ["engaged"] } })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("weapon.class")));
    let pistol = merge(
        ranged("rt"),
        json!({ "attacker": { "conditions": ["engaged"] }, "target": { "conditions": ["engaged"] }, "weapon": { "class": "pistol" }, "range": 1 }),
    );
    let o = attack(rolls(pistol, &[1, 1]));
    assert!(!has_mod(&o.test, "Point Blank range", 30), "no point blank bonus against the foe you are fighting");
    assert!(!has_mod(&o.test, "Shooting into melee", -20));
}

/// Circumstances (000 Table 9-8 and headings; 003; 002; 004): darkness -20 melee / -30
/// ranged, fog -20 ranged, higher ground +10 melee, outnumbering 2:1 +10 and 3:1 +20,
/// difficult -10 and arduous -30 terrain in melee, weather -20, unbraced heavy -30,
/// completely concealed -30, unarmed against an armed foe -20, untrained weapon -20.
#[test]
fn circumstances() {
    for r in ALL {
        let d = |v: serde_json::Value, c: serde_json::Value| {
            target_of(merge(v.clone(), json!({ "circumstances": c }))) - target_of(v)
        };
        assert_eq!(d(melee(r), json!({ "darkness": true })), -20);
        assert_eq!(d(ranged(r), json!({ "darkness": true })), -30);
        assert_eq!(d(ranged(r), json!({ "fog": true })), -20);
        assert_eq!(d(melee(r), json!({ "fog": true })), 0);
        assert_eq!(d(melee(r), json!({ "higherGround": true })), 10);
        assert_eq!(d(melee(r), json!({ "outnumber": 2 })), 10);
        assert_eq!(d(melee(r), json!({ "outnumber": 3 })), 20);
        assert_eq!(d(melee(r), json!({ "outnumber": 5 })), 20);
        assert_eq!(d(melee(r), json!({ "difficultTerrain": true })), -10);
        assert_eq!(d(melee(r), json!({ "arduousTerrain": true })), -30);
        assert_eq!(d(ranged(r), json!({ "weather": true })), -20);
        assert_eq!(d(ranged(r), json!({ "concealed": true })), -30);
        assert_eq!(d(melee(r), json!({ "untrainedWeapon": true })), -20);
        let heavy = merge(ranged(r), json!({ "weapon": { "class": "heavy" } }));
        assert_eq!(target_of(heavy.clone()) - target_of(ranged(r)), -30, "{r}: unbraced heavy");
        assert_eq!(d(heavy, json!({ "braced": true })), 30);
        let fists =
            merge(melee(r), json!({ "weapon": { "class": "unarmed", "damage": "1d5-3", "damageType": "impact" } }));
        assert_eq!(d(fists, json!({ "targetArmed": true })), -20);
    }
    let e = attack_err(merge(melee("rt"), json!({ "circumstances": { "moonlight": true } })));
    assert_eq!(e.path.as_deref(), Some("circumstances.moonlight"));
}

/// 003 "Ranged Attacks": shooting at a completely concealed target gains no range bonus.
#[test]
fn dh1_concealed_targets_get_no_range_bonus() {
    let close = merge(ranged("dh1"), json!({ "range": 2, "circumstances": { "concealed": true } }));
    assert_eq!(target_of(close), 40 - 30);
    let close = merge(ranged("rt"), json!({ "range": 2, "circumstances": { "concealed": true } }));
    assert_eq!(target_of(close), 40 + 30 - 30);
}

#[test]
fn gm_modifiers_are_named() {
    let o = attack(rolls(merge(melee("rt"), json!({ "modifiers": [{ "label": "ritual", "value": 15 }] })), &[1, 1]));
    assert!(has_mod(&o.test, "ritual", 15));
    assert_eq!(o.test.target, 55);
}

// ---------------------------------------------------------------- test, jams, location

/// 000 "Weapon Jams", 003 "Weapon Jams", 002, 004: an unmodified 96-100 on a single ranged
/// shot jams and misses, whatever the target. Melee and thrown weapons do not jam.
#[test]
fn jams_on_96_plus() {
    for r in ALL {
        let easy = merge(ranged(r), json!({ "attacker": { "characteristics": { "bs": 99 } }, "aim": "full" }));
        let o = attack(rolls(easy.clone(), &[96]));
        assert!(o.jammed && !o.test.success && o.hits.is_empty(), "{r}");
        assert_eq!(o.hits_scored, 0);
        let o = attack(rolls(easy.clone(), &[95, 1]));
        assert!(!o.jammed && o.test.success);
        let o = attack(rolls(merge(easy, json!({ "weapon": { "class": "thrown" } })), &[97, 1]));
        assert!(!o.jammed && o.test.success, "{r}: thrown weapons do not jam");
        let o = attack(rolls(
            merge(melee(r), json!({ "attacker": { "characteristics": { "ws": 99 } }, "aim": "full" })),
            &[99, 1],
        ));
        assert!(!o.jammed && o.test.success);
    }
}

/// 000 Table 9-6, 003 Table 7-7: the reversed roll picks the location; 100 is "00".
#[test]
fn hit_location_by_reversed_roll() {
    let cases = [
        (10, Location::Head),
        (1, Location::Head),
        (30, Location::Head),
        (12, Location::LeftArm),
        (11, Location::RightArm),
        (2, Location::RightArm),
        (3, Location::LeftArm),
        (5, Location::Body),
        (37, Location::RightLeg),
        (58, Location::RightLeg),
        (19, Location::LeftLeg),
        (68, Location::LeftLeg),
        (100, Location::LeftLeg),
        (7, Location::Body),
        (8, Location::RightLeg),
    ];
    for (roll, loc) in cases {
        let o =
            attack(rolls(merge(melee("dh1"), json!({ "attacker": { "characteristics": { "ws": 100 } } })), &[roll, 1]));
        assert_eq!(o.hits[0].location, loc, "roll {roll}");
    }
}

/// 000 "Called Shot": a hit lands where it was aimed; the location is required.
#[test]
fn called_shot_picks_the_location() {
    let o = attack(rolls(merge(melee("rt"), json!({ "action": "calledShot", "calledLocation": "leftArm" })), &[14, 1]));
    assert_eq!(o.hits[0].location, Location::LeftArm);
    let e = attack_err(merge(melee("rt"), json!({ "action": "calledShot" })));
    assert_eq!(e.path.as_deref(), Some("calledLocation"));
}

// ---------------------------------------------------------------- reactions

/// 000 "Dodge" / "Parry", 003: a successful Dodge or Parry negates the hit; parry only
/// against melee; a stunned target cannot react (000 "Stunned").
#[test]
fn dodge_and_parry() {
    for r in ALL {
        let dodge =
            merge(ranged(r), json!({ "reaction": "dodge", "target": { "skills": { "dodge": { "trained": true } } } }));
        let o = attack(rolls(dodge.clone(), &[10, 20]));
        let ev = o.evasion.as_ref().unwrap();
        assert!(ev.test.success && ev.hits_negated == 1 && o.hits.is_empty(), "{r}");
        assert_eq!(o.hits_scored, 1, "hits scored are counted before the reaction");
        let o = attack(rolls(dodge, &[10, 90, 5]));
        assert_eq!(o.hits.len(), 1);
        let o = attack(rolls(
            merge(melee(r), json!({ "reaction": "parry", "target": { "skills": parry_skill(r) } })),
            &[10, 20],
        ));
        assert!(o.hits.is_empty(), "{r}");
        assert_eq!(o.evasion.as_ref().unwrap().test.characteristic, Characteristic::Ws);
        let e = attack_err(merge(ranged(r), json!({ "reaction": "parry" })));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("reaction")));
        let o = attack(rolls(
            merge(ranged(r), json!({ "reaction": "dodge", "target": { "conditions": ["stunned"] } })),
            &[10, 5],
        ));
        assert!(o.evasion.is_none() && o.hits.len() == 1, "{r}: a stunned target cannot dodge");
    }
    // Untrained Dodge: half Agility in dh1/rt (000 Grak example), -20 in ow/dh2.
    let o = attack(rolls(merge(ranged("rt"), json!({ "reaction": "dodge" })), &[10, 20, 5]));
    assert_eq!(o.evasion.as_ref().unwrap().test.target, 15);
    let o = attack(rolls(merge(ranged("dh2"), json!({ "reaction": "dodge" })), &[10, 20, 5]));
    assert_eq!(o.evasion.as_ref().unwrap().test.target, 10);
    // 000 "Prone": -20 to Dodge while prone; 003/000: a guarded attacker dodges at +10.
    let o = attack(rolls(
        merge(
            ranged("rt"),
            json!({ "reaction": "dodge", "target": { "conditions": ["prone"], "skills": { "dodge": { "trained": true } } } }),
        ),
        &[10, 20, 5],
    ));
    assert_eq!(o.evasion.as_ref().unwrap().test.target, 10);
    let o = attack(rolls(
        merge(
            ranged("rt"),
            json!({ "reaction": "dodge", "target": { "conditions": ["guarded"], "skills": { "dodge": { "trained": true } } } }),
        ),
        &[10, 20, 5],
    ));
    assert_eq!(o.evasion.as_ref().unwrap().test.target, 40);
}

// ---------------------------------------------------------------- damage

/// 000 "Step Four", 003 "Dealing Damage": dice + modifier, + Strength Bonus in melee only.
#[test]
fn damage_adds_strength_bonus_in_melee_only() {
    for r in ALL {
        assert_eq!(attack(rolls(melee(r), &[10, 6])).hits[0].damage.total, 6 + 3);
        assert_eq!(attack(rolls(ranged(r), &[10, 6])).hits[0].damage.total, 6 + 3, "the rifle's +3, no SB");
        let two = merge(melee(r), json!({ "weapon": { "damage": "2d10-1" } }));
        assert_eq!(attack(rolls(two, &[10, 6, 4])).hits[0].damage.total, 6 + 4 - 1 + 3);
    }
}

/// 000 "Step Four": in rt the degrees of success may replace one damage die; the engine does
/// so when it raises the total. No other line has this rule.
#[test]
fn rt_degrees_replace_a_damage_die() {
    let sharp =
        merge(ranged("rt"), json!({ "attacker": { "characteristics": { "bs": 70 } }, "weapon": { "damage": "2d10" } }));
    let o = attack(rolls(sharp.clone(), &[5, 2, 9]));
    let d = &o.hits[0].damage;
    assert_eq!(o.test.degrees, 6);
    assert_eq!(d.dice, vec![6, 9]);
    assert_eq!(d.degrees_replaced, Some(ReplacedDie { index: 0, was: 2, now: 6 }));
    assert_eq!(d.total, 15);
    let o = attack(rolls(sharp, &[60, 8, 9]));
    assert_eq!(o.hits[0].damage.degrees_replaced, None, "1 degree does not beat an 8");
    for r in ["dh1", "ow", "dh2"] {
        let o = attack(rolls(merge(ranged(r), json!({ "attacker": { "characteristics": { "bs": 70 } } })), &[5, 2]));
        assert_eq!(o.hits[0].damage.total, 2 + 3, "{r}");
    }
}

/// Righteous Fury eligibility: dh1/rt only player characters by default (003 "Righteous
/// Fury!", 001 "Righteous Fury"); ow/dh2 everyone; `options.righteousFury` overrides.
#[test]
fn righteous_fury_eligibility() {
    for r in ["dh1", "rt"] {
        let o = attack(rolls(melee(r), &[10, 10]));
        let f = o.hits[0].righteous_fury.as_ref().unwrap();
        assert!(!f.triggered && f.suppressed.is_some(), "{r}: an NPC");
        assert_eq!(o.hits[0].damage.total, 13);
        let o = attack(rolls(merge(melee(r), json!({ "options": { "righteousFury": "always" } })), &[10, 10, 20, 3]));
        assert!(o.hits[0].righteous_fury.as_ref().unwrap().triggered);
    }
    for r in ["ow", "dh2"] {
        let o = attack(rolls(melee(r), &[10, 10, 5]));
        assert!(o.hits[0].righteous_fury.as_ref().unwrap().triggered, "{r}");
    }
    let o = attack(rolls(merge(melee("dh2"), json!({ "options": { "righteousFury": "never" } })), &[10, 10]));
    assert!(!o.hits[0].righteous_fury.as_ref().unwrap().triggered);
}

/// 003 "Righteous Fury!": a failed confirming test adds nothing; the extra is a d10.
/// 000 "Righteous Fury": the extra is a whole damage roll with the weapon's modifier,
/// chaining while its dice show 10.
#[test]
fn righteous_fury_first_generation() {
    let pc =
        |r: &str, dmg: &str| merge(melee(r), json!({ "attacker": { "player": true }, "weapon": { "damage": dmg } }));
    let o = attack(rolls_then_seed(pc("dh1", "1d10+2"), &[10, 10, 80]));
    assert_eq!(o.hits[0].righteous_fury.as_ref().unwrap().confirmed, Some(false));
    assert_eq!(o.hits[0].damage.total, 10 + 2 + 3);
    let o = attack(rolls_then_seed(pc("dh1", "1d10+2"), &[10, 10, 20, 7]));
    assert_eq!(o.hits[0].damage.total, 10 + 2 + 3 + 7, "dh1 adds a bare d10");
    let o = attack(rolls_then_seed(pc("rt", "1d10+2"), &[10, 10, 20, 7]));
    assert_eq!(o.hits[0].damage.total, 10 + 2 + 3 + 7 + 2, "rt adds a damage roll, modifier included");
    let o = attack(rolls_then_seed(pc("rt", "2d10"), &[10, 3, 10, 20, 10, 1, 4, 4]));
    assert_eq!(o.hits[0].righteous_fury.as_ref().unwrap().extra_damage, 11 + 8, "chained: 10+1, then 4+4");
}

/// 002 "Righteous Fury": a d5 on the critical table when the hit gets through, otherwise 1
/// damage instead. dh2 (published rule): the critical and at least 1 damage either way.
#[test]
fn righteous_fury_second_generation() {
    let armoured = |r: &str| merge(melee(r), json!({ "target": { "armour": { "body": 20 } } }));
    // Hit to the body (41), 10 on the die, d5 face 7 -> row 4.
    let o = attack(rolls_then_seed(armoured("ow"), &[14, 10, 7]));
    let h = &o.hits[0];
    assert_eq!(h.righteous_fury.as_ref().unwrap().critical_roll, Some(4));
    assert_eq!(h.wounds, 1, "stopped by armour: 1 damage instead");
    assert!(h.critical.is_none(), "ow: no critical when the hit did not get through");
    let o = attack(rolls_then_seed(armoured("dh2"), &[14, 10, 7]));
    let h = &o.hits[0];
    assert_eq!(h.wounds, 1);
    let c = h.critical.as_ref().unwrap();
    assert_eq!(
        (c.severity, c.source, c.damage_type, c.location),
        (4, "righteousFury", DamageType::Rending, Location::Body)
    );
    let o = attack(rolls_then_seed(melee("ow"), &[14, 10, 10]));
    let c = o.hits[0].critical.as_ref().unwrap();
    assert_eq!(c.severity, 5);
    assert_eq!(o.hits[0].wounds, 10, "13 - TB 3");
    assert_eq!(o.target.critical_damage, 0, "a Righteous Fury critical adds no critical damage");
}

/// 000 and 003 "Helpless Targets": melee attacks hit automatically and roll damage twice;
/// two 10s make Righteous Fury automatic. 004: the degrees equal the Weapon Skill Bonus.
#[test]
fn helpless_targets() {
    for r in ALL {
        let h = merge(melee(r), json!({ "target": { "conditions": ["helpless"] }, "attacker": { "player": true } }));
        let o = attack(rolls(h.clone(), &[75, 4, 6]));
        assert!(o.test.automatic && o.test.success && o.test.roll.is_none());
        assert_eq!(o.test.degrees, if matches!(r, "ow" | "dh2") { 4 } else { 0 }, "{r}");
        assert_eq!(
            o.hits[0].location,
            Location::RightLeg,
            "no roll to reverse: a fresh d100 (75, not reversed) picks it"
        );
        assert_eq!(o.hits[0].damage.total, 4 + 6 + 3);
        assert_eq!(o.dice[0].purpose, "hitLocation");
    }
    let o = attack(rolls(
        merge(melee("dh1"), json!({ "target": { "conditions": ["unconscious"] }, "attacker": { "player": true } })),
        &[41, 10, 10, 3],
    ));
    let f = o.hits[0].righteous_fury.as_ref().unwrap();
    assert_eq!((f.confirmed, f.confirmation_roll, f.extra_damage), (Some(true), None, 3));
}

// ---------------------------------------------------------------- applying damage

/// 000 "Step Five", "Penetration" (001): armour minus penetration, never below 0, then TB.
#[test]
fn armour_penetration_and_toughness() {
    for r in ALL {
        let v = |ap: i32, pen: i32| {
            attack(rolls(
                merge(ranged(r), json!({ "target": { "armour": { "body": ap } }, "weapon": { "penetration": pen } })),
                &[14, 9],
            ))
            .hits[0]
                .wounds
        };
        assert_eq!(v(0, 0), 12 - 3);
        assert_eq!(v(4, 0), 12 - 4 - 3);
        assert_eq!(v(4, 2), 12 - 2 - 3);
        assert_eq!(v(4, 9), 12 - 3, "penetration beyond the armour does not add damage");
        assert_eq!(v(20, 0), 0);
    }
}

/// 000 "Cover", 003 "Cover"/"Damaging Cover", 002 "Cover": cover on a covered location takes
/// the hit first; only the excess goes on, and a hit that exceeds it wears it by 1 AP.
/// Uncovered locations ignore it.
#[test]
fn cover_first_then_armour() {
    for r in ALL {
        let covered = merge(
            ranged(r),
            json!({ "target": { "cover": { "ap": 8, "locations": ["body"] }, "armour": { "body": 2 } } }),
        );
        let o = attack(rolls(covered.clone(), &[14, 9]));
        let h = &o.hits[0];
        assert_eq!((h.soak.cover_ap, h.soak.cover_absorbed), (8, 8));
        assert_eq!(h.wounds, 0, "12 - 8 = 4 passes; armour 2 + TB 3 stop it");
        assert_eq!(o.target.cover.as_ref().unwrap().ap, 7);
        let o = attack(rolls(covered.clone(), &[14, 5]));
        assert_eq!(o.target.cover.as_ref().unwrap().ap, 8, "8 against 8 AP: absorbed, no wear");
        let o = attack(rolls(covered, &[10, 9]));
        assert_eq!(o.hits[0].location, Location::Head);
        assert_eq!(o.hits[0].wounds, 9, "the head is not behind the cover");
    }
}

/// 000 "Critical Damage", 003: damage stops at wounds; the excess is critical damage, which
/// accumulates and picks the table row (capped at 10). Rows that kill are `lethal`.
#[test]
fn critical_damage_accumulates_and_caps() {
    for r in ALL {
        // 12 wounds, 10 taken; a hit for 9 (12 - TB 3): 2 to wounds, 7 critical.
        let o = attack(rolls_then_seed(merge(ranged(r), json!({ "target": { "damage": 10 } })), &[14, 9]));
        assert_eq!((o.target.damage, o.target.critical_damage), (12, 7));
        let c = o.hits[0].critical.as_ref().unwrap();
        assert_eq!((c.severity, c.lethal), (7, false), "{r}: energy body row 7");
        // Already at 8 critical: +9 is 17, row 10.
        let o = attack(rolls_then_seed(
            merge(ranged(r), json!({ "target": { "damage": 12, "criticalDamage": 8 } })),
            &[14, 9],
        ));
        assert_eq!(o.target.critical_damage, 17);
        let c = o.hits[0].critical.as_ref().unwrap();
        assert_eq!(c.severity, 10);
        assert!(c.lethal && o.target.dead);
        // Death first; row 10 may add harm to those nearby after it.
        assert_eq!(c.effects.first(), Some(&Effect::Death));
    }
    // Energy to the body kills from row 9 (000 Table 9-12; 003 Table 7-13).
    let o = attack(rolls_then_seed(
        merge(ranged("dh1"), json!({ "target": { "damage": 12, "criticalDamage": 0 } })),
        &[14, 9],
    ));
    assert!(o.hits[0].critical.as_ref().unwrap().lethal);
    let o = attack(rolls_then_seed(
        merge(ranged("dh1"), json!({ "target": { "damage": 12 } , "weapon": { "damage": "1d10+2" } })),
        &[14, 9],
    ));
    assert_eq!(o.hits[0].critical.as_ref().unwrap().severity, 8);
    assert!(!o.target.dead);
}

/// 000 "Sudden Death Critical Damage", 003 "Sudden Death Critical Hits": any critical damage
/// kills when the option is on.
#[test]
fn sudden_death_option() {
    for r in ALL {
        let o = attack(rolls(
            merge(ranged(r), json!({ "target": { "damage": 11 }, "options": { "suddenDeath": true } })),
            &[14, 2],
        ));
        assert_eq!(o.target.critical_damage, 1);
        assert!(o.target.dead && o.hits[0].critical.as_ref().unwrap().lethal);
        let o = attack(rolls(
            merge(ranged(r), json!({ "target": { "damage": 0 }, "options": { "suddenDeath": true } })),
            &[14, 2],
        ));
        assert!(!o.target.dead);
    }
}

/// Unarmed: 003 "Unarmed Combat" (armour counts double, each hit costs a level of fatigue,
/// 10s count as 5s); 000 "Unarmed Combat" (Primitive: armour doubled; fatigue when the
/// damage reaches the target's TB).
#[test]
fn unarmed_blows() {
    let fists = |r: &str| {
        merge(
            melee(r),
            json!({ "attacker": { "characteristics": { "s": 40 } }, "weapon": { "class": "unarmed", "damage": "1d5-3", "damageType": "impact" }, "target": { "armour": { "body": 1 } } }),
        )
    };
    let o = attack(rolls(fists("dh1"), &[14, 4]));
    let h = &o.hits[0];
    assert_eq!(h.damage.total, 2 - 3 + 4);
    assert_eq!(h.soak.effective_armour, 2);
    assert_eq!(h.fatigue, 1);
    assert_eq!(o.target.fatigue, 1);
    // rt: total 3 against TB 3 tires; a total of 2 does not.
    let o = attack(rolls(fists("rt"), &[14, 4]));
    assert_eq!(o.hits[0].fatigue, 1);
    let weak = merge(fists("rt"), json!({ "attacker": { "characteristics": { "s": 30 } } }));
    let o = attack(rolls(weak, &[14, 4]));
    assert_eq!((o.hits[0].damage.total, o.hits[0].fatigue), (2, 0));
    // A natural 10 on the d5 counts 5 and still calls for Righteous Fury; its extra d10 of 10
    // counts as 5 too.
    let pc = merge(fists("dh1"), json!({ "attacker": { "player": true } }));
    let o = attack(rolls(pc, &[14, 10, 20, 10, 2]));
    assert_eq!(o.hits[0].damage.total, 5 - 3 + 4 + 5 + 2);
}

/// Fatigue past the threshold knocks the target out: TB in dh1/rt/ow (003, 000, 002), TB +
/// WPB in dh2 (004), where twice the threshold kills.
#[test]
fn fatigue_threshold() {
    let fists = |r: &str, fatigue: i32| {
        merge(
            melee(r),
            json!({ "weapon": { "class": "unarmed", "damage": "1d5+3", "damageType": "impact" }, "target": { "fatigue": fatigue } }),
        )
    };
    assert!(attack(rolls(fists("dh1", 3), &[14, 2])).target.unconscious, "4 levels > TB 3");
    assert!(!attack(rolls(fists("dh1", 2), &[14, 2])).target.unconscious);
    assert!(!attack(rolls(fists("dh2", 3), &[14, 2])).target.unconscious, "dh2 threshold TB 3 + WPB 3");
    assert!(attack(rolls(fists("dh2", 6), &[14, 2])).target.unconscious);
    // Fatigue 11 is already past the threshold: the target is unconscious, so helpless, and
    // the blow lands without a roll (the first die is the hit location, then two damage
    // dice: a helpless target takes the dice twice).
    let o = attack(rolls(fists("dh2", 11), &[14, 2, 2]));
    assert!(o.test.automatic && o.test.success);
    assert!(o.target.dead, "12 levels is twice the threshold of 6");
}

// ---------------------------------------------------------------- the outcome

#[test]
fn outcome_has_every_field_of_the_contract() {
    for r in ALL {
        let o = attack(merge(ranged(r), json!({ "dice": { "seed": 1 }, "reaction": "dodge" })));
        let v = serde_json::to_value(&o).unwrap();
        for k in ["ruleset", "action", "test", "jammed", "hitsScored", "hits", "target", "dice", "log"] {
            assert!(v.get(k).is_some(), "{r}: {k}");
        }
        for k in ["characteristic", "base", "modifiers", "target", "success", "degrees"] {
            assert!(v["test"].get(k).is_some(), "{r}: test.{k}");
        }
        for k in ["damage", "criticalDamage", "fatigue", "conditions", "dead", "unconscious"] {
            assert!(v["target"].get(k).is_some(), "{r}: target.{k}");
        }
        assert_eq!(v["ruleset"], r);
        assert!(o.log.len() >= 2);
    }
}

#[test]
fn unknown_actions_are_refused_not_guessed() {
    for a in ["standart", "burst", ""] {
        let e = attack_err(merge(ranged("dh2"), json!({ "action": a })));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("action")), "{a}");
    }
}

#[test]
fn bad_input_names_the_field() {
    let cases = [
        (json!({ "attacker": { "characteristics": { "bs": "x" } } }), "attacker.characteristics.bs"),
        (json!({ "attacker": { "characteristics": { "bs": 300 } } }), "attacker.characteristics.bs"),
        (json!({ "attacker": { "characteristics": { "agi": 30 } } }), "attacker.characteristics.agi"),
        (json!({ "target": { "wounds": null } }), "target.wounds"),
        (json!({ "target": { "damage": 13 } }), "target.damage"),
        (json!({ "weapon": { "damage": "lots" } }), "weapon.damage"),
        (json!({ "weapon": { "damageType": "plasma" } }), "weapon.damageType"),
        (json!({ "weapon": { "class": "artillery" } }), "weapon.class"),
        (json!({ "ruleset": "dh3" }), "ruleset"),
        (json!({ "modifiers": [{ "label": "x", "value": 5000 }] }), "modifiers[0].value"),
        (json!({ "range": -4 }), "range"),
        (json!({ "target": { "armour": { "tail": 3 } } }), "target.armour.tail"),
    ];
    for (patch, path) in cases {
        let e = attack_err(merge(ranged("rt"), patch.clone()));
        assert_eq!(e.code, ErrorCode::InvalidInput, "{patch}");
        assert_eq!(e.path.as_deref(), Some(path), "{patch}: {}", e.message);
    }
    let e = attack_err(merge(ranged("rt"), json!({ "attacker": { "characteristics": { "bs": null } } })));
    assert_eq!(e.path.as_deref(), Some("attacker.characteristics.bs"), "a needed characteristic that is missing");
}

#[test]
fn the_log_names_the_qualities_in_play() {
    let o = attack(rolls(
        merge(melee("rt"), json!({ "weapon": { "qualities": ["tearing", { "id": "proven", "value": 3 }] } })),
        &[14, 5, 5],
    ));
    assert!(o.log.iter().any(|l| l == "Weapon qualities: Tearing, Proven (3)"), "{:#?}", o.log);
}

/// 003 Table 7-3 / 000 Table 9-8: the first-generation ladder runs from Very Hard (-30) to
/// Easy (+30) in steps of 10; the second-generation ladder widens it to -60..+60.
#[test]
fn difficulty_ladders() {
    use cogitator::rules::tables::{DIFFICULTIES_FIRST_GEN, DIFFICULTIES_SECOND_GEN};
    let values: Vec<i32> = DIFFICULTIES_FIRST_GEN.iter().map(|d| d.1).collect();
    assert_eq!(values, (-3..=3).map(|i| i * 10).collect::<Vec<_>>());
    let named = |name: &str| DIFFICULTIES_FIRST_GEN.iter().find(|d| d.0 == name).map(|d| d.1);
    assert_eq!(
        (named("veryHard"), named("challenging"), named("easy"), named("hellish")),
        (Some(-30), Some(0), Some(30), None)
    );
    let values: Vec<i32> = DIFFICULTIES_SECOND_GEN.iter().map(|d| d.1).collect();
    assert_eq!(values, (-6..=6).map(|i| i * 10).collect::<Vec<_>>());
}

/// 000 Table 9-5 / 003 Table 7-6 / 002: after a first hit to the head, hits past the fifth go
/// to the body; 004 keeps them on the head. The other rows agree.
#[test]
fn multiple_hits_tables() {
    use cogitator::rules::tables::Region::*;
    use cogitator::rules::tables::{MULTIPLE_HITS_DH2, MULTIPLE_HITS_FIRST_GEN};
    let head = MULTIPLE_HITS_FIRST_GEN.after(Head).unwrap();
    assert_eq!((head.second, head.third, head.fourth, head.fifth, head.later), (Head, Arm, Body, Arm, Body));
    assert_eq!(MULTIPLE_HITS_DH2.after(Head).unwrap().later, Head);
    let leg = MULTIPLE_HITS_FIRST_GEN.after(Leg).unwrap();
    assert_eq!((leg.second, leg.third, leg.fourth, leg.fifth, leg.later), (Leg, Body, Arm, Head, Body));
    for r in [Arm, Body, Leg] {
        let (a, b) = (MULTIPLE_HITS_FIRST_GEN.after(r).unwrap(), MULTIPLE_HITS_DH2.after(r).unwrap());
        assert_eq!((a.second, a.third, a.fourth, a.fifth, a.later), (b.second, b.third, b.fourth, b.fifth, b.later));
    }
    assert_eq!(cogitator::rules::profile(Ruleset::Ow).multiple_hits.table, MULTIPLE_HITS_FIRST_GEN.table);
    assert_eq!(cogitator::rules::profile(Ruleset::Dh2).multiple_hits.table, MULTIPLE_HITS_DH2.table);
}

/// Each log line carries the stable id of the step that wrote it (`logSteps`), in the order
/// of the book's steps: the request's notes, the test, the hits, damage, its application.
#[test]
fn each_log_line_names_its_step() {
    use cogitator::LogStep;
    let o = attack(rolls(merge(melee("rt"), json!({ "weapon": { "qualities": ["tearing"] } })), &[14, 5, 5]));
    assert_eq!(o.log.len(), o.log_steps.len());
    let at = |step: LogStep| o.log_steps.iter().position(|s| *s == step);
    assert_eq!(o.log_steps.first(), Some(&LogStep::Setup), "{:#?}", o.log);
    let order = [at(LogStep::Test), at(LogStep::Hits), at(LogStep::Damage), at(LogStep::Apply), at(LogStep::Result)];
    assert!(order.iter().all(Option::is_some), "{:?} {:#?}", o.log_steps, o.log);
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{:?}", o.log_steps);
    let damage = at(LogStep::Damage).unwrap();
    assert!(o.log[damage].starts_with("Step 4 (damage)"), "{}", o.log[damage]);
}

/// `options.log: false` leaves the log out (`log` and `logSteps` empty) and changes nothing
/// else: the same dice, the same results, in every ruleset, ranged and melee.
#[test]
fn the_log_can_be_left_out() {
    for r in ["dh1", "rt", "ow", "dh2"] {
        let burst = merge(
            ranged(r),
            json!({ "action": "semiAuto", "reaction": "dodge", "target": { "damage": 10 },
                    "weapon": { "rateOfFire": { "single": true, "semi": 3 } } }),
        );
        for req in [burst, melee(r)] {
            for seed in 1..20 {
                let req = merge(req.clone(), json!({ "dice": { "seed": seed } }));
                let with = serde_json::to_value(attack(req.clone())).unwrap();
                let without = serde_json::to_value(attack(merge(req, json!({ "options": { "log": false } })))).unwrap();
                assert!(!with["log"].as_array().unwrap().is_empty(), "{r}");
                assert_eq!(without["log"], json!([]), "{r}");
                assert_eq!(without["logSteps"], json!([]), "{r}");
                let rest = |mut v: serde_json::Value| {
                    let o = v.as_object_mut().unwrap();
                    o.remove("log");
                    o.remove("logSteps");
                    v
                };
                assert_eq!(rest(with), rest(without), "{r} seed {seed}");
            }
        }
    }
    let logged = attack(merge(ranged("dh2"), json!({ "options": { "log": true }, "dice": { "seed": 3 } })));
    assert!(!logged.log.is_empty());
}
