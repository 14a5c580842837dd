//! Tests beyond one roll (003 ASSISTANCE, Limits on Assistance, Extended Tests,
//! INVESTIGATION and Table 7-4): helpers make a test a step easier each and a success a
//! degree better; an extended test counts successes until the task is done; an
//! investigation takes hours off on successes, adds them on setbacks and halts on a bad
//! failure. The Hannah and Boris example is reproduced with scripted dice.

mod common;

use cogitator::*;
use common::*;
use serde_json::{json, Value};

fn searcher(per: i32) -> Value {
    json!({ "name": "Hannah", "characteristics": { "per": per, "int": 40 }, "skills": { "search": { "trained": true } } })
}

fn helper(name: &str) -> Value {
    json!({ "name": name, "characteristics": { "per": 30 }, "skills": { "search": { "trained": true } } })
}

/// 003 ASSISTANCE, the Hannah and Boris example: a Challenging (+0) Search with Boris's help
/// is Ordinary (+10), and Hannah's success gains a degree.
#[test]
fn assistance_hannah_and_boris() {
    let req = json!({ "ruleset": "dh1", "actor": searcher(40), "characteristic": "per", "skill": "search",
                      "difficulty": "challenging", "assistants": [helper("Boris")], "dice": { "rolls": [25] } });
    let t = test(req);
    assert!(has_mod(&t.result, "assisted by 1 (a step easier: Ordinary)", 10));
    assert_eq!(t.result.target, 50);
    assert_eq!(t.result.degrees, 3, "25 against 50 is two degrees in dh1, and one for the help");
    // No degree for a failure.
    let req = json!({ "ruleset": "dh1", "actor": searcher(40), "characteristic": "per", "skill": "search",
                      "assistants": [helper("Boris")], "dice": { "rolls": [70] } });
    assert_eq!(test(req).result.degrees, 2);
}

/// Two helpers make it two steps easier; the easiest row is as far as it goes; a numeric
/// difficulty steps to the next row of the line's table.
#[test]
fn assistance_steps_along_the_difficulty_table() {
    let two = json!([helper("Boris"), helper("Ivan")]);
    let t = test(json!({ "ruleset": "dh1", "actor": searcher(40), "characteristic": "per", "skill": "search",
                         "difficulty": "hard", "assistants": two, "dice": { "rolls": [10] } }));
    assert!(has_mod(&t.result, "assisted by 2 (two steps easier: Challenging)", 20));
    let t = test(json!({ "ruleset": "dh1", "actor": searcher(40), "characteristic": "per", "skill": "search",
                         "difficulty": "easy", "assistants": [helper("Boris")], "dice": { "rolls": [10] } }));
    assert!(has_mod(&t.result, "assisted by 1 (already the easiest difficulty)", 0));
    let watcher = json!({ "characteristics": { "per": 40 }, "skills": { "awareness": { "trained": true } } });
    let t = test(json!({ "ruleset": "dh2", "actor": watcher.clone(), "characteristic": "per", "skill": "awareness",
                         "difficulty": -15, "assistants": [watcher], "dice": { "rolls": [10] } }));
    assert!(has_mod(&t.result, "assisted by 1 (a step easier: Difficult)", 5), "{:?}", labels(&t.result));
}

/// 003 Limits on Assistance: at most two helpers, and both the tester and the helpers must
/// have the skill; checked before any die.
#[test]
fn limits_on_assistance() {
    let three = json!([helper("A"), helper("B"), helper("C")]);
    let e = test_err(json!({ "ruleset": "dh1", "actor": searcher(40), "characteristic": "per", "skill": "search",
                             "assistants": three, "dice": { "rolls": [10] } }));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("assistants")));
    let untrained = json!([{ "name": "Ivan", "characteristics": { "per": 30 } }]);
    let e = test_err(json!({ "ruleset": "dh1", "actor": searcher(40), "characteristic": "per", "skill": "search",
                             "assistants": untrained, "dice": { "rolls": [10] } }));
    assert_eq!(e.path.as_deref(), Some("assistants[0].skills"));
    let e = test_err(json!({ "ruleset": "dh1", "actor": { "characteristics": { "per": 40 } }, "characteristic": "per",
                             "skill": "awareness", "assistants": [helper("Boris")], "dice": { "rolls": [10] } }));
    assert_eq!(e.path.as_deref(), Some("actor.skills"));
    // A characteristic test may be assisted by anyone.
    let t = test(json!({ "ruleset": "dh1", "actor": searcher(40), "characteristic": "per",
                        "assistants": [{ "characteristics": {} }], "dice": { "rolls": [10] } }));
    assert!(t.result.modifiers.iter().any(|m| m.id.as_deref() == Some("assistance")));
}

/// Each side of an opposed test may have its own helpers.
#[test]
fn opposed_sides_take_assistants() {
    let req: OpposedRequest = from(json!({
        "ruleset": "dh1",
        "a": { "actor": searcher(40), "characteristic": "per", "skill": "search", "assistants": [helper("Boris")] },
        "b": { "actor": { "characteristics": { "ag": 35 } }, "characteristic": "ag" },
        "dice": { "rolls": [30, 30] }
    }))
    .unwrap();
    let o = opposed_test(&req, 1).unwrap();
    assert_eq!(o.a.target, 50);
    assert_eq!(o.a.degrees, 3);
    assert_eq!(o.winner, Some("a"));
}

fn extended(v: Value) -> ExtendedOutcome {
    let req: ExtendedRequest = from(v).expect("parses");
    extended_test(&req, 7).unwrap_or_else(|e| panic!("{e}"))
}

/// 003 Extended Tests: more than one successful test completes the task; each test's time
/// adds up. Counting degrees instead is an option.
#[test]
fn extended_tests_count_successes() {
    let o = extended(json!({ "ruleset": "dh1", "actor": searcher(40), "characteristic": "per", "skill": "search",
                             "needed": 3, "timePerTest": 10, "dice": { "rolls": [10, 80, 20, 30] } }));
    assert!(o.done);
    assert_eq!((o.progress, o.tests_taken, o.time), (3, 4, Some(40.0)));
    let o = extended(json!({ "ruleset": "dh1", "actor": searcher(40), "characteristic": "per", "skill": "search",
                             "needed": 3, "maxTests": 2, "dice": { "rolls": [10, 80] } }));
    assert!(!o.done);
    assert_eq!((o.progress, o.tests_taken), (1, 2));
    let watcher = json!({ "characteristics": { "per": 40 }, "skills": { "awareness": { "trained": true } } });
    let o = extended(json!({ "ruleset": "dh2", "actor": watcher, "characteristic": "per", "skill": "awareness",
                             "needed": 5, "count": "degrees", "dice": { "rolls": [10, 35] } }));
    assert!(o.done);
    assert_eq!((o.progress, o.tests_taken), (4 + 2, 2), "10 against 40 is four degrees in dh2, 35 two");
}

fn inv(v: Value) -> InvestigateOutcome {
    let req: InvestigateRequest = from(v).expect("parses");
    investigate(&req, 7).unwrap_or_else(|e| panic!("{e}"))
}

fn scholar() -> Value {
    json!({ "name": "Vos", "characteristics": { "fel": 45 }, "skills": { "inquiry": { "trained": true } } })
}

/// 003 INVESTIGATION: a success takes 1d10 + the characteristic's bonus hours off; a failure
/// makes no progress; three degrees of failure add 1d10 hours; five halt the search and make
/// the subject two steps more complex.
#[test]
fn investigation() {
    let skill = "inquiry";
    // 6 hours: a success (1d10 = 3, + Fellowship Bonus 4 = 7) finds it at once.
    let o = inv(json!({ "ruleset": "dh1", "actor": scholar(), "skill": skill, "hours": 6, "dice": { "rolls": [30, 3] } }));
    assert!(o.done);
    assert_eq!((o.hours_left, o.tests_taken), (-1.0, 1));
    assert_eq!(o.dice[1].purpose, "investigation");
    // 85 against 45: four degrees of failure, a setback of 1d10 (6).
    let o = inv(json!({ "ruleset": "dh1", "actor": scholar(), "skill": skill, "hours": 10, "maxTests": 1,
                        "dice": { "rolls": [85, 6] } }));
    assert_eq!((o.setbacks, o.hours_left, o.done), (1, 16.0, false));
    // 99 against 45: five degrees: the search halts, Taxing becomes Involved.
    let o = inv(json!({ "ruleset": "dh1", "actor": scholar(), "skill": skill, "complexity": "taxing",
                        "dice": { "rolls": [99] } }));
    assert!(o.halted && !o.done);
    assert_eq!(o.complexity, Some(Complexity::Involved));
    assert_eq!(o.hours_left, 72.0);
}

/// 003 Table 7-4: each complexity's difficulty and time.
#[test]
fn table_7_4_investigation_benchmarks() {
    let rows = [
        ("simple", 30, 1.0),
        ("basic", 20, 6.0),
        ("drudging", 10, 24.0),
        ("taxing", 0, 72.0),
        ("arduous", -10, 336.0),
        ("involved", -20, 720.0),
    ];
    for (c, m, hours) in rows {
        // A roll just over the target: a failure by no degree, so no setback.
        let roll = 45 + m + 1;
        let o = inv(json!({ "ruleset": "dh1", "actor": scholar(), "skill": "inquiry", "complexity": c, "maxTests": 1,
                            "dice": { "rolls": [roll] } }));
        assert_eq!(o.hours_left, hours, "{c}");
        let d: Vec<i32> = o.tests[0].modifiers.iter().filter(|x| x.id.as_deref() == Some("difficulty")).map(|x| x.value).collect();
        assert_eq!(d.iter().sum::<i32>(), m, "{c}");
    }
    // Labyrinthine: 1d5 years (the d5 is rolled as a d10 halved, rounding up: a 5 is 3 years).
    let o = inv(json!({ "ruleset": "dh1", "actor": scholar(), "skill": "inquiry", "complexity": "labyrinthine",
                        "maxTests": 1, "dice": { "rolls": [5, 16] } }));
    assert_eq!(o.hours_left, 3.0 * 365.0 * 24.0);
}

/// What an investigation needs is checked before any die.
#[test]
fn investigation_is_strict() {
    let req: InvestigateRequest =
        from(json!({ "ruleset": "dh1", "actor": scholar(), "skill": "inquiry", "dice": { "rolls": [30] } })).unwrap();
    assert_eq!(investigate(&req, 1).unwrap_err().path.as_deref(), Some("hours"));
    let e = from::<InvestigateRequest>(json!({ "ruleset": "dh1", "actor": scholar(), "skill": "inquiry", "hours": 5,
                                                "complexity": "taxin" }))
    .unwrap_err();
    assert!(e.message.contains("did you mean 'taxing'"), "{}", e.message);
}

/// In every line: an assisted Awareness test a step easier on the line's own table and a
/// degree better, an extended test, and an investigation with Inquiry.
#[test]
fn every_line() {
    for r in ["dh1", "rt", "ow", "dh2"] {
        let watcher = json!({ "name": "W", "characteristics": { "per": 40, "fel": 40 },
                              "skills": { "awareness": { "trained": true }, "inquiry": { "trained": true } } });
        let t = test(json!({ "ruleset": r, "actor": watcher.clone(), "characteristic": "per", "skill": "awareness",
                            "difficulty": "hard", "assistants": [watcher.clone()], "dice": { "rolls": [10] } }));
        assert!(t.result.modifiers.iter().any(|m| m.id.as_deref() == Some("assistance") && m.value == 10), "{r}");
        let unassisted = test(json!({ "ruleset": r, "actor": watcher.clone(), "characteristic": "per", "skill": "awareness",
                                      "difficulty": "hard", "dice": { "rolls": [10] } }));
        assert_eq!(t.result.degrees, unassisted.result.degrees + 2, "{r}: a step easier is one more degree, and one for the help");
        let o = extended(json!({ "ruleset": r, "actor": watcher.clone(), "characteristic": "per", "skill": "awareness",
                                 "needed": 2, "dice": { "seed": 3 } }));
        assert_eq!(o.done, o.progress >= 2, "{r}");
        let i = inv(json!({ "ruleset": r, "actor": watcher, "skill": "inquiry", "hours": 9, "dice": { "rolls": [20, 5] } }));
        assert_eq!((i.hours_left, i.done), (9.0 - 5.0 - 4.0, true), "{r}: 1d10 (5) + Fellowship Bonus 4");
    }
}
