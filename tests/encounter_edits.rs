//! A GM's edits (`adjust`) are choices: kept in the history with their note, replayed in
//! their place, undone like any other, checked before they change anything. A combatant
//! without air goes through `endRound` at each round's end (000, 003, 002 and 004
//! "Suffocation"; 000 and 003 "Vacuum").

use cogitator::encounter::{adjust, end_turn, replay, start_encounter, undo};
use cogitator::*;
use serde_json::{json, Value};

fn person(name: &str, t: u32) -> Value {
    json!({ "name": name,
            "characteristics": { "ws": 35, "bs": 40, "s": 35, "t": t, "ag": 35, "int": 30, "per": 35, "wp": 35, "fel": 30 },
            "wounds": 12 })
}

/// Two against one, dh2; initiative dice 9, 5, 1.
fn fight() -> Encounter {
    let req = json!({ "ruleset": "dh2", "dice": { "seed": 8, "rolls": [9, 5, 1] }, "combatants": [
        { "id": "a", "side": "guard", "actor": person("A", 30) },
        { "id": "b", "side": "guard", "actor": person("B", 30) },
        { "id": "x", "side": "cult", "actor": person("X", 30) } ] });
    start_encounter(&req.to_string(), 0).unwrap()
}

fn edit(e: &Encounter, choice: Value) -> Result<EncounterStep> {
    let mut m = choice.as_object().cloned().unwrap_or_default();
    m.insert("encounter".into(), serde_json::to_value(e).unwrap());
    adjust(&Value::Object(m).to_string())
}

fn next(e: &Encounter) -> Encounter {
    end_turn(&json!({ "encounter": e }).to_string()).unwrap().encounter
}

fn text(e: &Encounter) -> String {
    serde_json::to_string(e).unwrap()
}

#[test]
fn an_edit_is_a_choice_kept_replayed_and_undone() {
    let e = fight();
    let s = edit(&e, json!({ "combatant": "b", "set": { "damage": 5, "fatigue": 1, "conditions": ["prone"] }, "note": "fell down the stairs" }))
        .unwrap();
    let b = &s.encounter.combatants["b"];
    assert_eq!((b.damage, b.fatigue), (5, 1));
    assert_eq!(b.conditions, vec![Condition::Prone]);
    assert!(s.log[0].contains("fell down the stairs"), "{:?}", s.log);
    let last = s.encounter.history.last().unwrap();
    assert_eq!(last["kind"], "adjust");
    assert_eq!(last["note"], "fell down the stairs");
    // The turn is untouched, and the next choices see the edit.
    assert_eq!(s.encounter.active, e.active);
    let later = next(&s.encounter);
    assert_eq!(later.combatants["b"].damage, 5);
    // Replay keeps it; undo takes the last choice back, the edit itself when it is last.
    let whole = json!({ "encounter": later }).to_string();
    assert_eq!(text(&replay(&whole).unwrap()), text(&later));
    let back = undo(&json!({ "encounter": s.encounter }).to_string()).unwrap();
    assert_eq!(text(&back), text(&e));
}

#[test]
fn an_edit_is_checked_before_it_changes_anything() {
    let e = fight();
    let bad = |set: Value, path: &str| {
        let err = edit(&e, json!({ "combatant": "a", "set": set })).unwrap_err();
        assert_eq!((err.code, err.path.as_deref()), (ErrorCode::InvalidInput, Some(path)), "{}", err.message);
    };
    bad(json!({ "damage": -1 }), "set.damage");
    bad(json!({ "fatigue": 2.5 }), "set.fatigue");
    bad(json!({ "magnitude": 3 }), "set.magnitude");
    bad(json!({ "wounded": true }), "set.wounded");
    bad(json!({ "out": "broken" }), "set.out");
    bad(json!({ "conditions": ["prone", "flying high"] }), "set.conditions[1]");
    let err = edit(&e, json!({ "combatant": "a", "set": { "damge": 3 } })).unwrap_err();
    assert_eq!(err.path.as_deref(), Some("set.damge"));
    assert!(err.message.contains("damage"), "a suggestion: {}", err.message);
    let err = edit(&e, json!({ "combatant": "z", "set": {} })).unwrap_err();
    assert_eq!(err.path.as_deref(), Some("combatant"));
}

/// Taking the last foe out ends the encounter; bringing one back is an edit too.
#[test]
fn out_of_the_fight_by_the_gms_word() {
    let e = fight();
    let s = edit(&e, json!({ "combatant": "x", "set": { "out": "dead" } })).unwrap();
    assert_eq!(s.encounter.combatants["x"].out, Some(Out::Dead));
    assert_eq!(s.encounter.end.as_ref().and_then(|x| x.winner.as_deref()), Some("guard"));
    let s = edit(&e, json!({ "combatant": "a", "set": { "out": "unconscious" } })).unwrap();
    let s = edit(&s.encounter, json!({ "combatant": "a", "set": { "out": "fighting" } })).unwrap();
    assert!(s.encounter.combatants["a"].out.is_none());
}

/// Without air, each round's end is one more round of it: the encounter calls `endRound`
/// with `breath.round` 1, 2, 3... (the rule itself, how long Toughness holds the breath and
/// what follows, is `endRound`'s and tested there), on the same dice as a direct call; with
/// air again, it stops.
#[test]
fn a_combatant_without_air_goes_through_end_round_each_round() {
    let e = fight();
    let s = edit(&e, json!({ "combatant": "x", "set": { "air": { "without": "breath" } } })).unwrap();
    let mut now = s.encounter;
    assert_eq!(now.combatants["x"].air.as_ref().map(|a| a.rounds), Some(0));
    let mut seen = Vec::new();
    let mut first = None;
    for _ in 0..9 {
        let step = end_turn(&json!({ "encounter": now }).to_string()).unwrap();
        for o in step.outcomes.iter().filter(|o| o["kind"] == "endRound") {
            assert_eq!(o["combatant"], "x");
            seen.push(step.encounter.combatants["x"].air.as_ref().map_or(0, |a| a.rounds));
            first.get_or_insert_with(|| o.clone());
        }
        now = step.encounter;
        if now.end.is_some() {
            break;
        }
    }
    assert_eq!(seen, (1..=seen.len() as u32).collect::<Vec<_>>(), "one round more at each round's end");
    assert!(seen.len() >= 2);
    let s = edit(&now, json!({ "combatant": "x", "set": { "air": {} } })).unwrap();
    assert!(s.encounter.combatants["x"].air.is_none());
    // The first round's end is endRound's round 1 on the same dice: the same log.
    let first = first.unwrap();
    let direct = json!({ "ruleset": "dh2", "actor": person("X", 30), "breath": { "round": 1 }, "dice": { "seed": first["seed"] } });
    let o = cogitator::turn::rounds::end_round(&serde_json::from_value(direct).unwrap(), 0).unwrap();
    assert_eq!(json!(o.log), first["log"]);
    let second = json!({ "ruleset": "dh2", "actor": person("X", 30), "breath": { "round": 2 }, "dice": { "seed": first["seed"] } });
    let o2 = cogitator::turn::rounds::end_round(&serde_json::from_value(second).unwrap(), 0).unwrap();
    assert_ne!(json!(o2.log), first["log"], "round 2 reads otherwise: the count matters");
}

/// A combatant that falls, by whatever means (here the GM's word), leaves no one engaged in
/// melee with it.
#[test]
fn no_one_stays_engaged_with_the_fallen() {
    let knife = json!({ "name": "Knife", "class": "melee", "damage": "1d5", "damageType": "rending", "penetration": 0 });
    let mut tough = person("X", 30);
    tough["wounds"] = json!(100);
    let req = json!({ "ruleset": "dh2", "dice": { "seed": 8, "rolls": [9, 5, 1] }, "combatants": [
        { "id": "a", "side": "guard", "actor": person("A", 30), "weapons": [knife] },
        { "id": "b", "side": "guard", "actor": person("B", 30) },
        { "id": "x", "side": "cult", "actor": tough } ] });
    let e = start_encounter(&req.to_string(), 0).unwrap();
    assert_eq!(e.active.as_deref(), Some("a"));
    let c = json!({ "encounter": e, "combatant": "a", "actions": ["standard"], "attack": { "target": "x", "reaction": "none" },
                    "dice": { "rolls": [10, 3], "seed": 1 } });
    let s = cogitator::encounter::act(&c.to_string()).unwrap();
    assert_eq!(s.encounter.combatants["a"].engaged, vec!["x".to_string()]);
    assert!(s.encounter.combatants["a"].conditions.contains(&Condition::Engaged));
    let s = edit(&s.encounter, json!({ "combatant": "x", "set": { "out": "dead" } })).unwrap();
    assert!(s.encounter.combatants["a"].engaged.is_empty());
    assert!(!s.encounter.combatants["a"].conditions.contains(&Condition::Engaged));
}
