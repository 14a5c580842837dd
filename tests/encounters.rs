//! Encounters: structured time, reactions, aim, surprise, hordes, comrades, replay and
//! undo, each rule with its seed heading (000 and 003 "Structured Time", "Surprise",
//! "Initiative"; 001 Combat Overview; 002 Initiative, Comrade Orders).

use cogitator::encounter::{act, advise, end_turn, replay, start_encounter, undo};
use cogitator::*;
use serde_json::{json, Value};

fn lasgun() -> Value {
    json!({ "name": "Lasgun", "class": "basic", "damage": "1d10+3", "damageType": "energy", "penetration": 0,
            "range": 100, "rateOfFire": { "single": true, "semi": 3, "full": 0 } })
}

fn knife() -> Value {
    json!({ "name": "Knife", "class": "melee", "damage": "1d5", "damageType": "rending", "penetration": 0 })
}

/// Ag `ag`, BS 40, Dodge trained, 12 wounds, 4 armour everywhere.
fn person(name: &str, ag: u32) -> Value {
    json!({ "name": name,
            "characteristics": { "ws": 35, "bs": 40, "s": 35, "t": 35, "ag": ag, "int": 30, "per": 35, "wp": 35, "fel": 30 },
            "skills": { "dodge": { "trained": true } },
            "wounds": 12,
            "armour": { "head": 4, "body": 4, "rightArm": 4, "leftArm": 4, "rightLeg": 4, "leftLeg": 4 } })
}

fn start(v: Value) -> Encounter {
    start_encounter(&v.to_string(), 0).unwrap_or_else(|e| panic!("starts: {e}"))
}

fn step_act(e: &Encounter, choice: Value) -> std::result::Result<EncounterStep, Error> {
    let mut m = choice.as_object().cloned().unwrap_or_default();
    m.insert("encounter".into(), serde_json::to_value(e).unwrap());
    act(&Value::Object(m).to_string())
}

fn step_end(e: &Encounter, dice: Option<Value>) -> EncounterStep {
    let mut m = serde_json::Map::new();
    m.insert("encounter".into(), serde_json::to_value(e).unwrap());
    if let Some(d) = dice {
        m.insert("dice".into(), d);
    }
    end_turn(&Value::Object(m).to_string()).unwrap_or_else(|e| panic!("endTurn: {e}"))
}

fn whole(e: &Encounter) -> String {
    json!({ "encounter": e }).to_string()
}

/// Two guardsmen against two cultists; initiative dice scripted: 9, 3, 6, 1 (Ag 30/40 add 3 or 4).
fn duel(ruleset: &str) -> Encounter {
    start(json!({
        "ruleset": ruleset,
        "dice": { "seed": 11, "rolls": [9, 3, 6, 1] },
        "combatants": [
            { "id": "a", "side": "guard", "actor": person("A", 40), "weapons": [lasgun(), knife()] },
            { "id": "b", "side": "guard", "actor": person("B", 30), "weapons": [lasgun()] },
            { "id": "x", "side": "cult", "actor": person("X", 30), "weapons": [lasgun()] },
            { "id": "y", "side": "cult", "actor": person("Y", 40), "weapons": [knife()] }
        ]
    }))
}

#[test]
fn initiative_is_rolled_once_highest_first_000_initiative() {
    // a: 9+4 = 13, b: 3+3 = 6, x: 6+3 = 9, y: 1+4 = 5.
    let e = duel("dh1");
    assert_eq!(e.order, ["a", "x", "b", "y"]);
    assert_eq!(e.combatants["x"].initiative, Some(9));
    assert_eq!(e.round, 1);
    assert_eq!(e.active.as_deref(), Some("a"));
    // The same order every round.
    let mut now = e.clone();
    for _ in 0..4 {
        now = step_end(&now, None).encounter;
    }
    assert_eq!(now.round, 2);
    assert_eq!(now.order, e.order);
    assert_eq!(now.active.as_deref(), Some("a"));
}

#[test]
fn surprised_combatants_lose_the_first_round_and_are_easy_to_hit_003_surprise() {
    let mut v = json!({
        "ruleset": "dh1",
        "dice": { "seed": 3, "rolls": [9, 3, 6, 1] },
        "combatants": [
            { "id": "a", "side": "guard", "actor": person("A", 40), "weapons": [lasgun()], "surprised": true },
            { "id": "b", "side": "guard", "actor": person("B", 30), "weapons": [lasgun()], "surprised": true },
            { "id": "x", "side": "cult", "actor": person("X", 30), "weapons": [lasgun()] },
            { "id": "y", "side": "cult", "actor": person("Y", 40), "weapons": [knife()] }
        ]
    });
    let e = start(v.clone());
    // a (13) is surprised: x (9) has the first turn.
    assert_eq!(e.active.as_deref(), Some("x"));
    let s = step_act(&e, json!({ "combatant": "x", "actions": ["standard"], "attack": { "target": "a" } })).unwrap();
    // +30 to hit a surprised target (003 "Surprise"; 000 Table 9-8: Combat Difficulty
    // Summary, Easy +30 for a surprised or unaware target).
    let mods = s.outcomes[0]["test"]["modifiers"].as_array().unwrap();
    assert!(mods.iter().any(|m| m["id"] == "unawareTarget" && m["value"] == 30), "{mods:?}");
    // A surprised target cannot react.
    assert!(s.outcomes[0].get("evasion").is_none());
    let e = step_end(&s.encounter, None).encounter;
    assert_eq!(e.active.as_deref(), Some("y"));
    let e = step_end(&e, None).encounter;
    // Round 2: the surprised act again, from the top.
    assert_eq!(e.round, 2);
    assert_eq!(e.active.as_deref(), Some("a"));
    assert!(!e.combatants["a"].conditions.contains(&Condition::Surprised));
    // Round 2: no bonus any more.
    let s = step_act(&e, json!({ "combatant": "a", "actions": ["standard"], "attack": { "target": "x" } })).unwrap();
    let mods = s.outcomes[0]["test"]["modifiers"].as_array().unwrap();
    assert!(!mods.iter().any(|m| m["id"] == "unawareTarget"), "{mods:?}");
    v["dice"] = json!({ "seed": 3, "rolls": [9, 3, 6, 1] });
    // Replays byte for byte.
    let again = replay(&whole(&e)).unwrap();
    assert_eq!(serde_json::to_string(&again).unwrap(), serde_json::to_string(&e).unwrap());
}

#[test]
fn no_one_acts_out_of_turn_and_a_turn_keeps_the_action_budget_000_using_actions() {
    let e = duel("dh2");
    let err = step_act(&e, json!({ "combatant": "x", "actions": ["standard"], "attack": { "target": "a" } })).unwrap_err();
    assert_eq!(err.code, ErrorCode::NotAllowed);
    assert_eq!(err.path.as_deref(), Some("combatant"));
    // Two Full Actions in one turn.
    let err = step_act(&e, json!({ "combatant": "a", "actions": ["allOut", "charge"], "attack": { "target": "y", "weapon": "Knife" } }))
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::NotAllowed);
    // A half action now, a second later in the same turn; a third is refused, its path in that act.
    let s = step_act(&e, json!({ "combatant": "a", "actions": ["aim"] })).unwrap();
    let s = step_act(&s.encounter, json!({ "combatant": "a", "actions": ["standard"], "attack": { "target": "x", "weapon": "Lasgun" } }))
        .unwrap();
    // The half aim before it counts (+10, 004 Combat Actions Aim).
    let mods = s.outcomes[0]["test"]["modifiers"].as_array().unwrap();
    assert!(mods.iter().any(|m| m["value"] == 10 && m["label"].as_str().unwrap_or("").contains("Aim")), "{mods:?}");
    let err = step_act(&s.encounter, json!({ "combatant": "a", "actions": ["reload"] })).unwrap_err();
    assert!(matches!(err.code, ErrorCode::NotAllowed | ErrorCode::InvalidInput), "{err}");
    // Unknown target: a suggestion.
    let err = step_act(&e, json!({ "combatant": "a", "actions": ["standard"], "attack": { "target": "xx", "weapon": "Lasgun" } }))
        .unwrap_err();
    assert_eq!(err.path.as_deref(), Some("attack.target"));
    assert!(err.message.contains("'x'"), "{err}");
}

#[test]
fn a_reaction_a_round_under_the_best_policy_000_dodge() {
    // x attacks a twice in the round? No: a attacks x, then b attacks x; x dodges only the first.
    let e = duel("dh1");
    let mut found = false;
    for seed in 0..40u64 {
        let s1 = step_act(&e, json!({ "combatant": "a", "actions": ["standard"], "attack": { "target": "x", "weapon": "Lasgun" }, "dice": { "seed": seed } })).unwrap();
        if s1.outcomes[0].get("evasion").is_none() {
            continue;
        }
        assert_eq!(s1.encounter.combatants["x"].reactions_used, 1);
        let mut now = step_end(&s1.encounter, None).encounter; // x's turn
        now = step_end(&now, None).encounter; // b's turn
        assert_eq!(now.active.as_deref(), Some("b"));
        for s2 in 0..10u64 {
            let s2 = step_act(&now, json!({ "combatant": "b", "actions": ["standard"], "attack": { "target": "x" }, "dice": { "seed": s2 } })).unwrap();
            assert!(s2.outcomes[0].get("evasion").is_none(), "a second reaction in the round");
        }
        // Asking for one is refused.
        let err = step_act(&now, json!({ "combatant": "b", "actions": ["standard"], "attack": { "target": "x", "reaction": "dodge" } })).unwrap_err();
        assert_eq!(err.code, ErrorCode::NotAllowed);
        found = true;
        break;
    }
    assert!(found, "some seed hits and is dodged");
}

#[test]
fn full_aim_at_the_end_of_a_turn_carries_to_the_next_attack_003_aim() {
    let e = duel("dh1");
    let s = step_act(&e, json!({ "combatant": "a", "actions": [{ "id": "aim", "as": "full" }] })).unwrap();
    let mut now = s.encounter;
    for _ in 0..4 {
        now = step_end(&now, None).encounter;
    }
    assert_eq!(now.active.as_deref(), Some("a"));
    assert_eq!(now.combatants["a"].aim, Aim::Full);
    let s = step_act(&now, json!({ "combatant": "a", "actions": ["standard"], "attack": { "target": "x", "weapon": "Lasgun" } })).unwrap();
    let mods = s.outcomes[0]["test"]["modifiers"].as_array().unwrap();
    assert!(mods.iter().any(|m| m["value"] == 20), "{mods:?}");
    assert_eq!(s.encounter.combatants["a"].aim, Aim::None);
}

#[test]
fn replay_undo_and_json_round_trips_are_byte_for_byte() {
    let mut e = duel("ow");
    let mut saved = Vec::new();
    for i in 0..12 {
        saved.push(e.clone());
        let id = e.active.clone().unwrap();
        let foe = if ["a", "b"].contains(&id.as_str()) { "x" } else { "a" };
        let weapon = if id == "y" { "Knife" } else { "Lasgun" };
        if let Ok(s) = step_act(&e, json!({ "combatant": id, "actions": ["standard"], "attack": { "target": foe, "weapon": weapon } })) {
            e = s.encounter;
        }
        e = step_end(&e, None).encounter;
        if e.end.is_some() {
            break;
        }
        let _ = i;
    }
    let text = serde_json::to_string(&e).unwrap();
    let again = replay(&whole(&e)).unwrap();
    assert_eq!(serde_json::to_string(&again).unwrap(), text);
    // Parse and stringify, then act: the same as acting on the original.
    let reread: Encounter = serde_json::from_str(&text).unwrap();
    let a = step_end(&e, None);
    let b = step_end(&reread, None);
    assert_eq!(serde_json::to_string(&a.encounter).unwrap(), serde_json::to_string(&b.encounter).unwrap());
    // Undo: the encounter before the last choice.
    let back = undo(&whole(&a.encounter)).unwrap();
    assert_eq!(serde_json::to_string(&back).unwrap(), text);
}

#[test]
fn the_encounter_ends_when_one_side_is_left() {
    let mut p = person("Frail", 30);
    p["wounds"] = json!(1);
    p["damage"] = json!(1);
    let e = start(json!({
        "ruleset": "dh2", "dice": { "seed": 5 },
        "combatants": [
            { "id": "a", "side": "guard", "actor": person("A", 40), "weapons": [lasgun()] },
            { "id": "x", "side": "cult", "actor": p, "weapons": [knife()] }
        ]
    }));
    let mut now = e;
    let mut over = false;
    for seed in 0..60u64 {
        if now.active.as_deref() == Some("a") {
            if let Ok(s) = step_act(&now, json!({ "combatant": "a", "actions": [{ "id": "aim", "as": "half" }, "standard"], "attack": { "target": "x" }, "dice": { "seed": seed } })) {
                now = s.encounter;
            }
        }
        if now.end.is_some() {
            over = true;
            break;
        }
        now = step_end(&now, None).encounter;
    }
    assert!(over);
    let end = now.end.clone().unwrap();
    assert_eq!(end.winner.as_deref(), Some("guard"));
    let err = end_turn(&whole(&now)).unwrap_err();
    assert_eq!(err.code, ErrorCode::NotAllowed);
}

#[test]
fn hordes_lose_magnitude_by_damaging_hits_and_only_where_the_line_has_them() {
    let err = start_encounter(
        &json!({ "ruleset": "dh1", "combatants": [
            { "id": "mob", "side": "cult", "actor": person("Mob", 30), "horde": { "magnitude": 20 } },
            { "id": "a", "side": "guard", "actor": person("A", 40) } ] })
        .to_string(),
        0,
    )
    .unwrap_err();
    assert_eq!(err.code, ErrorCode::NotAllowed);
    let e = start(json!({
        "ruleset": "dh2", "dice": { "seed": 1, "rolls": [9, 1] },
        "combatants": [
            { "id": "a", "side": "guard", "actor": person("A", 40), "weapons": [lasgun()] },
            { "id": "mob", "side": "cult", "actor": person("Mob", 30), "horde": { "magnitude": 20, "armour": 0 }, "weapons": [knife()] }
        ]
    }));
    assert_eq!(e.combatants["mob"].magnitude, Some(20));
    // Semi-auto: each hit that deals damage past armour and Toughness Bonus takes 1 Magnitude.
    for seed in 0..30u64 {
        let s = step_act(&e, json!({ "combatant": "a", "actions": ["semiAuto"], "attack": { "target": "mob" }, "dice": { "seed": seed } })).unwrap();
        let hits = s.outcomes[0]["hits"].as_array().unwrap();
        let damaging = hits.iter().filter(|h| h["wounds"].as_i64().unwrap_or(0) > 0).count() as i32;
        assert_eq!(s.encounter.combatants["mob"].magnitude, Some(20 - damaging), "seed {seed}");
        assert!(s.outcomes[0].get("evasion").is_none(), "a horde does not dodge");
    }
    // A Blast (3) weapon of Explosive damage: 3 Magnitude a damaging hit, and 1 more for
    // Explosive (Deathwatch Core Rulebook, "Hordes"; docs/rulesets.md, Encounters).
    let grenade = json!({ "name": "Frag", "class": "thrown", "damage": "2d10", "damageType": "explosive", "penetration": 0,
                          "range": 9, "qualities": [{ "id": "blast", "value": 3 }] });
    let mut checked = false;
    for seed in 0..30u64 {
        let s = step_act(&e, json!({ "combatant": "a", "actions": ["standard"], "attack": { "target": "mob", "weapon": grenade }, "dice": { "seed": seed } }));
        let s = s.unwrap();
        let damaging = s.outcomes[0]["hits"].as_array().unwrap().iter().filter(|h| h["wounds"].as_i64().unwrap_or(0) > 0).count() as i32;
        assert_eq!(s.encounter.combatants["mob"].magnitude, Some(20 - 4 * damaging), "seed {seed}");
        checked |= damaging > 0;
    }
    assert!(checked, "some seed lands a damaging hit");
    // Asking a horde to dodge is refused.
    let err = step_act(&e, json!({ "combatant": "a", "actions": ["standard"], "attack": { "target": "mob", "reaction": "dodge" } })).unwrap_err();
    assert_eq!(err.code, ErrorCode::NotAllowed);
}

#[test]
fn comrades_follow_orders_in_only_war_002_comrade_orders() {
    let setup = |line: &str| {
        json!({ "ruleset": line, "dice": { "seed": 2, "rolls": [9, 1] }, "combatants": [
            { "id": "a", "side": "guard", "actor": person("A", 40), "weapons": [lasgun()] },
            { "id": "pal", "side": "guard", "actor": person("Pal", 30), "weapons": [lasgun()], "comradeOf": "a" },
            { "id": "x", "side": "cult", "actor": person("X", 30), "weapons": [lasgun()] } ] })
    };
    let err = start_encounter(&setup("dh2").to_string(), 0).unwrap_err();
    assert_eq!(err.code, ErrorCode::NotAllowed);
    let e = start(setup("ow"));
    assert!(!e.order.contains(&"pal".to_string()), "a comrade acts on its leader's turn");
    let s = step_act(&e, json!({ "combatant": "a", "actions": ["standard"], "order": "rangedVolley", "attack": { "target": "x" } })).unwrap();
    let mods = s.outcomes[0]["test"]["modifiers"].as_array().unwrap();
    assert!(mods.iter().any(|m| m["value"] == 5 && m["label"] == "Comrades' Ranged Volley"), "{mods:?}");
    assert_eq!(s.encounter.combatants["pal"].order.as_deref(), Some("rangedVolley"));
    // Close Quarters is not a ranged bonus.
    let s2 = step_act(&e, json!({ "combatant": "a", "actions": ["standard"], "order": "closeQuarters", "attack": { "target": "x" } })).unwrap();
    let mods = s2.outcomes[0]["test"]["modifiers"].as_array().unwrap();
    assert!(!mods.iter().any(|m| m["label"] == "Comrades' Ranged Volley"), "{mods:?}");
    // The order holds until the leader's next turn.
    let mut now = s.encounter;
    while now.active.as_deref() != Some("a") || now.round == 1 {
        now = step_end(&now, None).encounter;
    }
    assert_eq!(now.combatants["pal"].order, None);
}

/// Only War Core Rulebook, "Comrades Being Attacked" (not in the seeds; docs/rulesets.md,
/// Encounters): an attack on a character whose roll is a double strikes its comrade instead.
/// X (BS 40, +10 Standard, Short range +10 at 10 m: 60) rolls 33, a double: Pal is struck,
/// A untouched and its reaction not spent; a roll of 34 goes to A.
#[test]
fn a_double_on_the_leader_strikes_its_comrade_only_war() {
    let e = start(json!({ "ruleset": "ow", "dice": { "seed": 2, "rolls": [1, 9] }, "combatants": [
        { "id": "a", "side": "guard", "actor": person("A", 40), "weapons": [lasgun()] },
        { "id": "pal", "side": "guard", "actor": person("Pal", 30), "weapons": [lasgun()], "comradeOf": "a" },
        { "id": "x", "side": "cult", "actor": person("X", 30), "weapons": [lasgun()] } ] }));
    assert_eq!(e.active.as_deref(), Some("x"));
    let shot = |roll: u32, reaction: Value| {
        let mut attack = json!({ "target": "a", "range": 10 });
        if !reaction.is_null() {
            attack["reaction"] = reaction;
        }
        step_act(&e, json!({ "combatant": "x", "actions": ["standard"], "attack": attack, "dice": { "rolls": [roll, 9], "seed": 1 } }))
            .unwrap()
    };
    // Under the 'best' policy A would dodge: the double goes to Pal, and A's reaction stays.
    let s = shot(33, Value::Null);
    assert_eq!(s.outcomes.len(), 1);
    assert_eq!(s.outcomes[0]["targetId"], "pal");
    assert!(s.log.iter().any(|l| l.contains("double")), "{:?}", s.log);
    assert_eq!(s.encounter.combatants["a"].damage, 0);
    assert_eq!(s.encounter.combatants["a"].reactions_used, 0);
    assert!(s.encounter.combatants["pal"].wounded, "9 + 3 = 12 past armour 4 and TB 3: wounded");
    let s = shot(34, json!("none"));
    assert_eq!(s.outcomes[0]["targetId"], "a");
    assert!(s.encounter.combatants["a"].damage > 0);
    assert!(!s.encounter.combatants["pal"].wounded);
}

#[test]
fn advise_weighs_each_legal_attack_side_by_side() {
    let e = duel("dh2");
    let a = advise(&json!({ "encounter": e, "trials": 300 }).to_string()).unwrap();
    assert_eq!(a.combatant, "a");
    // Lasgun: standard, semi-auto (each with and without aim); knife: standard, all out,
    // charge...; at x and y.
    assert!(a.choices.iter().any(|c| c.target == "x" && c.action == Action::SemiAuto && c.aim == Aim::Half));
    for c in &a.choices {
        assert!((0.0..=1.0).contains(&c.hit_chance) && c.wound_chance <= c.hit_chance + 1e-9, "{c:?}");
        // Each choice is a turn act takes.
        let choice = c.act.clone();
        step_act(&e, choice).unwrap_or_else(|err| panic!("{err}"));
    }
    // Aiming helps.
    let plain = a.choices.iter().find(|c| c.target == "x" && c.action == Action::Standard && c.aim == Aim::None).unwrap();
    let aimed = a.choices.iter().find(|c| c.target == "x" && c.action == Action::Standard && c.aim == Aim::Half).unwrap();
    assert!(aimed.hit_chance > plain.hit_chance);
}

#[test]
fn generated_encounters_keep_the_rules_of_structured_time() {
    for seed in 0..25u64 {
        let line = ["dh1", "rt", "ow", "dh2"][seed as usize % 4];
        let mut e = start(json!({
            "ruleset": line, "dice": { "seed": seed },
            "combatants": [
                { "id": "a", "side": "guard", "actor": person("A", 40), "weapons": [lasgun(), knife()], "surprised": seed % 3 == 0 },
                { "id": "b", "side": "guard", "actor": person("B", 30), "weapons": [lasgun()] },
                { "id": "x", "side": "cult", "actor": person("X", 30), "weapons": [lasgun()] },
                { "id": "y", "side": "cult", "actor": person("Y", 40), "weapons": [knife()] }
            ]
        }));
        let mut turns_this_round: Vec<String> = Vec::new();
        let mut round = e.round;
        for _ in 0..30 {
            if e.end.is_some() {
                break;
            }
            let id = e.active.clone().unwrap();
            if e.round != round {
                round = e.round;
                turns_this_round.clear();
            }
            assert!(!turns_this_round.contains(&id), "{id} has two turns in round {round}");
            turns_this_round.push(id.clone());
            let before = serde_json::to_string(&e).unwrap();
            let adv = advise(&json!({ "encounter": e, "trials": 50 }).to_string()).unwrap();
            if let Some(c) = adv.choices.first() {
                let s = step_act(&e, c.act.clone()).unwrap();
                // Validity never depends on the dice: a second full turn is refused on any seed.
                for d in 0..3u64 {
                    let again = step_act(&s.encounter, json!({ "combatant": id, "actions": ["allOut"], "attack": { "target": c.target }, "dice": { "seed": d } }));
                    assert!(again.is_err());
                }
                e = s.encounter;
            }
            for (k, s) in &e.combatants {
                assert!(s.reactions_used <= 2, "{k} reacted {} times", s.reactions_used);
            }
            let _ = before;
            if e.end.is_some() {
                break;
            }
            // Durations only count down between turns: stun and injuries counted in rounds.
            let stun_before: Vec<u32> = e.combatants.values().map(|s| s.stunned_rounds.unwrap_or(0)).collect();
            let injuries_before: Vec<usize> = e.combatants.values().map(|s| s.injuries.len()).collect();
            e = step_end(&e, None).encounter;
            let stun_after: Vec<u32> = e.combatants.values().map(|s| s.stunned_rounds.unwrap_or(0)).collect();
            let injuries_after: Vec<usize> = e.combatants.values().map(|s| s.injuries.len()).collect();
            for (b, a) in stun_before.iter().zip(&stun_after) {
                assert!(a <= b, "stun grew from {b} to {a} at the end of a turn");
            }
            for (b, a) in injuries_before.iter().zip(&injuries_after) {
                assert!(a <= b, "injuries grew at the end of a turn");
            }
        }
        let again = replay(&whole(&e)).unwrap();
        assert_eq!(serde_json::to_string(&again).unwrap(), serde_json::to_string(&e).unwrap(), "seed {seed}");
    }
}
