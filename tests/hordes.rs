//! Hordes (Only War and Dark Heresy 2nd edition): the seeds carry no horde rule; the engine
//! carries the Deathwatch Core Rulebook's ("Hordes": "Hordes and Damage", "Breaking"), as
//! docs/rulesets.md (Encounters) says. A horde's attack gains 1d10 damage for each full 10
//! Magnitude it has left, at most 2d10, and cannot be dodged or parried; a horde that loses
//! a quarter of the Magnitude it began the round with tests Willpower (+0) or breaks.

mod common;
use cogitator::encounter::{act, start_encounter};
use cogitator::*;
use common::*;
use serde_json::{json, Value};

fn horde_attack(r: &str, magnitude: u32) -> Value {
    merge(ranged(r), json!({ "hordeMagnitude": magnitude }))
}

/// The bare shot: a roll of 35 hits the body, its d10 shows 5: 5 + 3 = 8. Magnitude 25 adds
/// two d10s (4 and 6): 18; 12 adds one: 12; 9 adds none; 35 still two (the cap). The extra
/// dice are recorded as `hordeDamage`, after the weapon's die, and a 10 on them brings no
/// Righteous Fury.
#[test]
fn a_horde_attack_adds_a_d10_per_ten_magnitude_at_most_two() {
    for r in ["ow", "dh2"] {
        let b = attack(rolls(ranged(r), &[35, 5]));
        assert_eq!(b.hits[0].damage.total, 8, "{r}");
        let o = attack(rolls(horde_attack(r, 25), &[35, 5, 4, 6]));
        let d = &o.hits[0].damage;
        assert_eq!((d.total, d.dice.clone(), d.horde_dice), (18, vec![5, 4, 6], 2), "{r}");
        let purposes: Vec<&str> = o.dice.iter().map(|d| d.purpose.as_str()).collect();
        assert_eq!(purposes, ["attack", "damage", "hordeDamage", "hordeDamage"], "{r}");
        let o = attack(rolls(horde_attack(r, 12), &[35, 5, 4]));
        assert_eq!((o.hits[0].damage.total, o.hits[0].damage.horde_dice), (12, 1), "{r}");
        let o = attack(rolls(horde_attack(r, 9), &[35, 5]));
        assert_eq!((o.hits[0].damage.total, o.hits[0].damage.horde_dice), (8, 0), "{r}");
        let o = attack(rolls_then_seed(horde_attack(r, 35), &[35, 5, 10, 10]));
        assert_eq!((o.hits[0].damage.total, o.hits[0].damage.horde_dice), (28, 2), "{r}: at most 2d10");
        assert!(o.hits[0].righteous_fury.is_none(), "{r}: the horde's 10s bring no Fury");
    }
}

/// A horde's attacks cannot be dodged or parried; a line without hordes refuses the field,
/// and so does a Magnitude that is not a whole number in range. All before any die.
#[test]
fn horde_attacks_are_unavoidable_and_only_where_the_line_has_hordes() {
    for r in ["ow", "dh2"] {
        let e = attack_err(merge(horde_attack(r, 20), json!({ "reaction": "dodge" })));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("reaction")), "{r}");
        let e = attack_err(merge(ranged(r), json!({ "hordeMagnitude": 2.5 })));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("hordeMagnitude")), "{r}");
    }
    for r in ["dh1", "rt"] {
        let e = attack_err(horde_attack(r, 20));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("hordeMagnitude")), "{r}");
    }
}

fn person(name: &str, wp: u32) -> Value {
    json!({ "name": name,
            "characteristics": { "ws": 35, "bs": 60, "s": 35, "t": 35, "ag": 40, "int": 30, "per": 35, "wp": wp, "fel": 30 },
            "skills": { "dodge": { "trained": true } },
            "wounds": 12 })
}

fn autogun() -> Value {
    json!({ "name": "Autogun", "class": "basic", "damage": "1d10+3", "damageType": "impact", "penetration": 0,
            "range": 90, "rateOfFire": { "single": true, "semi": 3, "full": 10 } })
}

/// A guardsman (initiative first) and a horde of Magnitude `m` with Willpower `wp`.
fn stand_off(m: u32, wp: u32, talents: Value) -> Encounter {
    let mut mob = person("Mob", wp);
    mob["talents"] = talents;
    let req = json!({
        "ruleset": "ow", "dice": { "seed": 5, "rolls": [9, 1] },
        "combatants": [
            { "id": "a", "side": "guard", "actor": person("A", 40), "weapons": [autogun()] },
            { "id": "mob", "side": "cult", "actor": mob, "horde": { "magnitude": m, "armour": 0 }, "weapons": [autogun()] }
        ]
    });
    start_encounter(&req.to_string(), 0).unwrap_or_else(|e| panic!("starts: {e}"))
}

fn full_auto(e: &Encounter, rolls: &[u32]) -> Result<EncounterStep> {
    let c = json!({ "encounter": e, "combatant": "a", "actions": ["fullAuto"], "attack": { "target": "mob", "range": 30 },
                    "dice": { "rolls": rolls, "seed": 3 } });
    act(&c.to_string())
}

/// Full auto at BS 60, a roll of 05: many hits, each of damage 9 + 3 = 12 past TB 3, so each
/// removes 1 Magnitude. A horde of Magnitude 8 that loses 2 or more (a quarter) tests
/// Willpower on the dice after the scripted ones, and breaks if it fails.
#[test]
fn a_horde_that_loses_a_quarter_of_its_magnitude_in_a_round_tests_or_breaks() {
    let e = stand_off(8, 30, json!([]));
    assert_eq!(e.combatants["mob"].round_magnitude, Some(8));
    // The attack roll, then for each hit its damage die: 9s.
    let nines = [9u32; 12];
    let mut failing = vec![5];
    failing.extend_from_slice(&nines);
    let s = full_auto(&e, &failing).unwrap();
    let hits = s.outcomes[0]["hits"].as_array().unwrap().len() as i32;
    assert!(hits >= 2, "hits: {hits}");
    let left = 8 - hits.min(8);
    assert_eq!(s.encounter.combatants["mob"].magnitude, Some(left));
    if left > 0 {
        // The Willpower test rolled on the seed after the scripted dice: check it as rolled.
        let test = s.outcomes.iter().find(|o| o["kind"] == "hordeBreak").expect("a break test");
        let passed = test["success"].as_bool().unwrap();
        assert_eq!(test["dice"][0]["purpose"], "hordeBreak");
        assert_eq!(s.encounter.combatants["mob"].out.is_some(), !passed);
        assert!(s.encounter.combatants["mob"].break_tested);
    }
}

/// The break test's roll, scripted: a 95 fails WP 30 and the horde breaks; a 05 holds; a
/// Fearless horde never tests.
#[test]
fn the_break_test_is_willpower_plus_nothing_and_fearless_hordes_never_break() {
    // A semi-auto burst of 3 at a roll of 05 (BS 60, short range +10: 7 degrees) lands all
    // three, each a damage die of 9; then the break test's d100.
    for (roll, breaks) in [(95u32, true), (5, false)] {
        let e = stand_off(8, 30, json!([]));
        let c = json!({ "encounter": e, "combatant": "a", "actions": ["semiAuto"], "attack": { "target": "mob", "range": 30 },
                        "dice": { "rolls": [5, 9, 9, 9, roll] } });
        let s = act(&c.to_string()).unwrap();
        let hits = s.outcomes[0]["hits"].as_array().unwrap().len();
        assert_eq!(hits, 3, "a roll of 05 scores the burst's three hits");
        assert_eq!(s.encounter.combatants["mob"].magnitude, Some(5));
        let test = s.outcomes.iter().find(|o| o["kind"] == "hordeBreak").expect("a break test");
        assert_eq!(test["roll"], roll);
        assert_eq!(test["target"], 30, "Willpower 30, +0");
        assert_eq!(s.encounter.combatants["mob"].out == Some(Out::Broken), breaks, "roll {roll}");
    }
    // One test a round: a second guardsman's burst in the same round takes 3 more Magnitude
    // from a horde that held, and it tests no more until the next round.
    let req = json!({
        "ruleset": "ow", "dice": { "seed": 5, "rolls": [9, 8, 1] },
        "combatants": [
            { "id": "a", "side": "guard", "actor": person("A", 40), "weapons": [autogun()] },
            { "id": "b", "side": "guard", "actor": person("B", 40), "weapons": [autogun()] },
            { "id": "mob", "side": "cult", "actor": person("Mob", 30), "horde": { "magnitude": 12, "armour": 0 }, "weapons": [autogun()] }
        ]
    });
    let e = start_encounter(&req.to_string(), 0).unwrap();
    let burst = |e: &Encounter, who: &str, rolls: Value| {
        let c = json!({ "encounter": e, "combatant": who, "actions": ["semiAuto"], "attack": { "target": "mob", "range": 30 }, "dice": { "rolls": rolls } });
        act(&c.to_string()).unwrap()
    };
    let s = burst(&e, "a", json!([5, 9, 9, 9, 5]));
    assert_eq!(s.encounter.combatants["mob"].magnitude, Some(9));
    assert!(s.outcomes.iter().any(|o| o["kind"] == "hordeBreak" && o["success"] == true), "3 of 12 is a quarter: it tests, and holds");
    let next = cogitator::encounter::end_turn(&json!({ "encounter": s.encounter }).to_string()).unwrap().encounter;
    assert_eq!(next.active.as_deref(), Some("b"));
    let t = burst(&next, "b", json!([5, 9, 9, 9]));
    assert_eq!(t.encounter.combatants["mob"].magnitude, Some(6));
    assert!(t.outcomes.iter().all(|o| o["kind"] != "hordeBreak"), "no second test this round");
    assert!(t.encounter.combatants["mob"].out.is_none());
    let e = stand_off(8, 30, json!(["fearless"]));
    let c = json!({ "encounter": e, "combatant": "a", "actions": ["semiAuto"], "attack": { "target": "mob", "range": 30 },
                    "dice": { "rolls": [5, 9, 9, 9] } });
    let s = act(&c.to_string()).unwrap();
    assert_eq!(s.encounter.combatants["mob"].magnitude, Some(5));
    assert!(s.outcomes.iter().all(|o| o["kind"] != "hordeBreak"));
    assert!(s.encounter.combatants["mob"].out.is_none());
    assert!(s.log.iter().any(|l| l.contains("Fearless")));
}

/// The horde's own attack in an encounter carries its Magnitude and no reaction: Magnitude
/// 20 adds two d10s, and the target, with Dodge trained, does not dodge.
#[test]
fn a_horde_attacks_with_its_magnitude_in_an_encounter() {
    let e = stand_off(20, 30, json!([]));
    let mut now = e;
    // End the guardsman's turn: the horde's is next.
    let end = json!({ "encounter": now });
    now = cogitator::encounter::end_turn(&end.to_string()).unwrap().encounter;
    assert_eq!(now.active.as_deref(), Some("mob"));
    let c = json!({ "encounter": now, "combatant": "mob", "actions": ["standard"], "attack": { "target": "a", "range": 30 },
                    "dice": { "rolls": [5, 5, 4, 6] } });
    let s = act(&c.to_string()).unwrap();
    let o = &s.outcomes[0];
    assert!(o.get("evasion").is_none(), "no one dodges a horde");
    assert_eq!(o["hits"][0]["damage"]["hordeDice"], 2);
    assert_eq!(o["hits"][0]["damage"]["total"], 5 + 3 + 4 + 6);
    let c = json!({ "encounter": now, "combatant": "mob", "actions": ["standard"], "attack": { "target": "a", "reaction": "dodge" } });
    let err = act(&c.to_string()).unwrap_err();
    assert_eq!((err.code, err.path.as_deref()), (ErrorCode::NotAllowed, Some("attack.reaction")));
    let c = json!({ "encounter": now, "combatant": "mob", "actions": ["standard"], "attack": { "target": "a", "hordeMagnitude": 100 } });
    let err = act(&c.to_string()).unwrap_err();
    assert_eq!((err.code, err.path.as_deref()), (ErrorCode::InvalidInput, Some("attack.hordeMagnitude")));
}


fn flamer() -> Value {
    json!({ "name": "Flamer", "class": "basic", "damage": "1d10+4", "damageType": "energy", "penetration": 2,
            "range": 20, "rateOfFire": { "single": true, "semi": 0, "full": 0 }, "qualities": ["spray"] })
}

/// A flame weapon (Spray in Only War) that harms a horde scores range / 4 + 1d5 hits
/// (Deathwatch Core Rulebook, "Hordes": flame weapons): a 20 m flamer, 5 + the d5.
#[test]
fn a_flamer_burns_range_over_four_plus_a_d5_of_magnitude() {
    let mut mob = person("Mob", 30);
    mob["talents"] = json!(["fearless"]);
    let req = json!({
        "ruleset": "ow", "dice": { "seed": 5, "rolls": [9, 1] },
        "combatants": [
            { "id": "a", "side": "guard", "actor": person("A", 40), "weapons": [flamer()] },
            { "id": "mob", "side": "cult", "actor": mob, "horde": { "magnitude": 30, "armour": 0 }, "weapons": [autogun()] }
        ]
    });
    let e = start_encounter(&req.to_string(), 0).unwrap();
    let c = json!({ "encounter": e, "combatant": "a", "actions": ["standard"], "attack": { "target": "mob", "range": 10 },
                    "dice": { "seed": 9 } });
    let s = act(&c.to_string()).unwrap();
    let attack = &s.outcomes[0];
    assert_eq!(attack["spray"]["hit"], true, "a horde cannot escape the cone");
    let flame = s.outcomes.iter().find(|o| o["kind"] == "hordeFlame").expect("the flames' hits");
    // A d5 is a d10 halved, rounding up (the record's `value`).
    let d5 = flame["dice"][0]["value"].as_u64().unwrap();
    assert_eq!(d5, flame["dice"][0]["face"].as_u64().unwrap().div_ceil(2));
    assert_eq!(flame["hits"], 5 + d5, "20 m / 4 + the d5");
    assert_eq!(s.encounter.combatants["mob"].magnitude, Some(30 - 5 - d5 as i32));
    // Scripted: the cone's Agility test is not rolled (the horde cannot escape); the hit's
    // location (50, the body), its damage d10 6 (6 + 4 = 10 past TB 3), then the d5's d10
    // showing 8 (a 4): 5 + 4 = 9 hits.
    let c = json!({ "encounter": e, "combatant": "a", "actions": ["standard"], "attack": { "target": "mob", "range": 10 },
                    "dice": { "rolls": [50, 6, 8], "seed": 1 } });
    let s = act(&c.to_string()).unwrap();
    assert_eq!(s.encounter.combatants["mob"].magnitude, Some(30 - 9));
}
