//! The mind: the Fear test (002 Fear for every line; the Shock tables and the talents and
//! traits from the published books, docs/rulesets.md "The mind"), with scripted dice.

mod common;

use cogitator::*;
use common::*;
use serde_json::{json, Value};

fn guardsman() -> Value {
    json!({ "name": "Trooper Hale", "characteristics": { "t": 35, "wp": 40, "ag": 30 }, "wounds": 10 })
}

fn fear(ruleset: &str, rating: u32, in_combat: bool, faces: &[u32], extra: Value) -> FearOutcome {
    let v = merge(
        json!({ "ruleset": ruleset, "actor": guardsman(), "fear": rating, "inCombat": in_combat, "dice": { "rolls": faces } }),
        extra,
    );
    let r: FearRequest = from(v).unwrap_or_else(|e| panic!("{e}"));
    fear_test(&r, 7).unwrap_or_else(|e| panic!("{e}"))
}

fn fear_err(v: Value) -> Error {
    match from::<FearRequest>(v) {
        Ok(r) => fear_test(&r, 7).map(|o| o.log).expect_err("an error"),
        Err(e) => e,
    }
}

/// 002 Fear: Fear 1 to 4 are +0, -10, -20, -30 to the Willpower test.
#[test]
fn fear_ratings_modify_willpower() {
    for (rating, modifier) in [(1, 0), (2, -10), (3, -20), (4, -30)] {
        for r in ["dh1", "rt", "ow", "dh2"] {
            let o = fear(r, rating, false, &[5], json!({}));
            let t = o.test.as_ref().expect("a test");
            assert_eq!(t.target, 40 + modifier, "{r} Fear {rating}");
            assert!(t.success);
        }
    }
}

/// 002 Fear in combat: a failure rolls on the Shock table, +10 a degree of failure. Only
/// War, Fear 3: 40 - 20 = 20; a 55 fails by 35: 1 + 3 = 4 degrees; 45 + 40 = 85: Table
/// 9-5's 81-100 row: flees until it snaps out of it.
#[test]
fn a_failure_in_combat_rolls_on_the_shock_table() {
    let o = fear("ow", 3, true, &[55, 45], json!({}));
    let t = o.test.as_ref().unwrap();
    assert_eq!((t.target, t.degrees, t.success), (20, 4, false));
    let s = o.shock.as_ref().expect("shock");
    assert_eq!((s.roll, s.total, s.snap_out, s.carried), (45, 85, true, true));
    assert!(matches!(s.effects.as_slice(), [Effect::Flees { cornered: -20, .. }]), "{:?}", s.effects);
    assert!(o.target.injuries.iter().any(|e| matches!(e, Effect::Flees { .. })));
    assert_eq!(o.insanity, 0, "Only War's Shock table gives no insanity points");
    // Only War's rows past 100 are not carried: the total is reported, nothing applied.
    let o = fear("ow", 4, true, &[95, 80], json!({}));
    let s = o.shock.as_ref().unwrap();
    assert!(s.total > 100 && !s.carried && s.effects.is_empty());
}

/// Dark Heresy, Table 8-4: the rows carry insanity points. DH1 Fear 2: 40 - 10 = 30; 62 fails
/// by 32: 3 degrees (dh1 counts full tens); 35 + 30 = 65: frozen until it snaps out of it,
/// then -10 for the encounter, 1d5 insanity (a d5 is a d10 halved, rounding up: 7 is 4).
#[test]
fn dark_heresy_shock_rows_give_insanity() {
    let o = fear("dh1", 2, true, &[62, 35, 7], json!({}));
    let s = o.shock.as_ref().unwrap();
    assert_eq!(s.total, 65);
    assert!(s.snap_out);
    assert!(matches!(s.effects[0], Effect::NoActions { .. }));
    assert!(matches!(s.effects[1], Effect::Penalty { modifier: -10, .. }));
    assert!(matches!(s.effects[2], Effect::Insanity { points: 4 }));
    assert_eq!((o.insanity, o.target.insanity), (4, 4));
    let m = o.madness.as_ref().unwrap();
    assert_eq!((m.before, m.after, m.degree, m.trauma_tests), (0, 4, "stable", 0));
}

/// Dark Heresy 2nd edition, Table 8-11: the last row stops the heart: a Challenging (+0)
/// Toughness test or death.
#[test]
fn the_heart_stops_past_170() {
    // Fear 4: 40 - 30 = 10; 100 fails (7 degrees... 100 always fails): 1 + 9 = 10 degrees.
    let o = fear("dh2", 4, true, &[100, 90, 80], json!({}));
    let s = o.shock.as_ref().unwrap();
    assert!(s.total >= 171, "{}", s.total);
    assert!(o.target.dead, "a failed Toughness test stops the heart");
    // The Toughness it needs is asked for before any die.
    let e = fear_err(json!({ "ruleset": "dh2", "actor": { "characteristics": { "wp": 40 } }, "fear": 4, "inCombat": true }));
    assert_eq!(e.path.as_deref(), Some("actor.characteristics.t"));
}

/// 002 Fear out of combat: unnerved, -10 to tests that need concentration while near the
/// source; a failure by three or more degrees gains 1d5 insanity points.
#[test]
fn a_failure_out_of_combat_unnerves() {
    // Fear 1: 40; a 65 fails by 25: 1 + 2 = 3 degrees in Only War: 1d5 insanity points (a d10
    // of 5 halved, rounding up: 3).
    let o = fear("ow", 1, false, &[65, 5], json!({ "actor": { "insanity": 8 } }));
    assert!(o.unnerved);
    assert!(o.target.injuries.iter().any(|e| matches!(
        e,
        Effect::Penalty { modifier: -10, scope: Scope::Concentration, duration: Duration { unit: DurationUnit::NearSource, .. } }
    )));
    assert_eq!((o.insanity, o.target.insanity), (3, 11));
    let m = o.madness.as_ref().unwrap();
    assert_eq!((m.degree, m.trauma_tests, m.trauma_modifier), ("unsettled", 1, Some(10)));
    // Two degrees: unnerved, no insanity.
    let o = fear("ow", 1, false, &[55], json!({}));
    assert!(o.unnerved && o.insanity == 0);
}

/// Talents and traits (the published talent and trait chapters): From Beyond and Fearless
/// spare the test; Resistance (Fear) +10; Jaded spares a mundane horror; Unshakeable Faith
/// (Iron Resolve in Dark Heresy 2nd edition) rolls a failure again; Fear (X) on the source
/// gives the rating.
#[test]
fn talents_and_traits_change_the_test() {
    let o = fear("dh1", 3, true, &[], json!({ "actor": { "traits": ["from_beyond"] } }));
    assert!(o.test.is_none() && o.spared.is_some() && o.dice.is_empty());
    let o = fear("ow", 3, true, &[], json!({ "actor": { "talents": ["fearless"] } }));
    assert!(o.test.is_none());
    let o = fear("rt", 2, false, &[5], json!({ "actor": { "talents": ["resistance_fear"] } }));
    assert!(has_mod(o.test.as_ref().unwrap(), "Resistance (Fear)", 10));
    let o = fear("dh2", 2, false, &[], json!({ "mundane": true, "actor": { "talents": ["jaded"] } }));
    assert!(o.test.is_none());
    let o = fear("dh2", 2, false, &[90, 10], json!({ "actor": { "talents": ["iron_resolve"] } }));
    assert!(o.test.as_ref().unwrap().success, "the re-roll stands");
    assert!(!o.unnerved);
    let v = json!({ "ruleset": "dh1", "actor": guardsman(), "source": { "name": "Daemonette", "traits": [{ "id": "fear", "value": 3 }] },
                    "inCombat": false, "dice": { "rolls": [5] } });
    let o = fear_test(&from(v).unwrap(), 7).unwrap();
    assert_eq!((o.fear, o.test.as_ref().unwrap().target), (3, 20));
    // Dark Heresy 2nd edition has no Fearless in its core book: another line's talent,
    // applied as nothing, and the log says so.
    let o = fear("dh2", 1, false, &[5], json!({ "actor": { "talents": ["fearless"] } }));
    assert!(o.test.is_some());
    assert!(o.log.iter().any(|l| l.to_lowercase().contains("fearless")), "{:?}", o.log);
}

/// Only the Insane Shall Prosper (Dark Heresy, Only War, Dark Heresy 2nd edition): an
/// insanity total whose tens digit is at least twice the rating spares the test.
#[test]
fn only_the_insane_shall_prosper() {
    let o = fear("dh1", 2, true, &[], json!({ "actor": { "insanity": 45 } }));
    assert!(o.test.is_none(), "4 >= 2 x 2");
    let o = fear("dh1", 3, false, &[5], json!({ "actor": { "insanity": 45 } }));
    assert!(o.test.is_some(), "4 < 2 x 3");
    // Rogue Trader's rule is not known: it tests.
    let o = fear("rt", 1, false, &[5], json!({ "actor": { "insanity": 45 } }));
    assert!(o.test.is_some());
}

/// Strict, before any die.
#[test]
fn fear_requests_are_strict() {
    let e = fear_err(json!({ "ruleset": "ow", "actor": guardsman(), "fear": 5, "inCombat": true }));
    assert_eq!(e.path.as_deref(), Some("fear"));
    let e = fear_err(json!({ "ruleset": "ow", "actor": guardsman(), "inCombat": true }));
    assert_eq!(e.path.as_deref(), Some("fear"));
    let e = fear_err(json!({ "ruleset": "ow", "actor": guardsman(), "fear": 2, "incombat": true }));
    assert_eq!(e.path.as_deref(), Some("incombat"));
    let e = fear_err(json!({ "ruleset": "ow", "actor": { "characteristics": { "t": 30 } }, "fear": 2, "inCombat": false }));
    assert_eq!(e.path.as_deref(), Some("actor.characteristics.wp"));
}

/// 002 Fear: a character may snap out of a Shock result: a Willpower test at the start of
/// each later turn (`startTurn`); passed, the effects that last until then end, and those
/// that last the encounter stay.
#[test]
fn snapping_out_at_the_start_of_a_turn() {
    // dh1 Fear 2, 62 (3 degrees), Shock 35 + 30 = 65: frozen until it snaps out of it.
    let o = fear("dh1", 2, true, &[62, 35, 7], json!({}));
    let actor = carry(guardsman(), &o.target);
    assert_eq!(actor["insanity"], json!(4));
    let turn = |faces: &[u32]| {
        let r: StartTurnRequest = from(json!({ "ruleset": "dh1", "actor": actor.clone(), "dice": { "rolls": faces } })).unwrap();
        start_turn(&r, 7).unwrap_or_else(|e| panic!("{e}"))
    };
    let failed = turn(&[80]);
    assert!(failed.target.injuries.iter().any(|e| matches!(e, Effect::NoActions { .. })));
    assert_eq!(failed.can_act, Some(false), "still frozen");
    let passed = turn(&[20]);
    assert_eq!(passed.can_act, Some(true));
    assert!(!passed.target.injuries.iter().any(|e| matches!(e, Effect::NoActions { .. })));
    assert!(passed.target.injuries.iter().any(|e| matches!(e, Effect::Penalty { modifier: -10, .. })), "the encounter's penalty stays");
    assert_eq!(passed.tests.len(), 1);
    assert_eq!(passed.tests[0].purpose.as_str(), "snapOut");
    assert_eq!(passed.target.insanity, 4, "insanity carries through");
}

/// `catalogue()` carries each line's Fear numbers, Shock rows and insanity track, for a
/// sheet to show.
#[test]
fn the_catalogue_lists_the_mind() {
    for (r, rows, last) in [("dh1", 11, u32::MAX), ("rt", 11, u32::MAX), ("ow", 5, 100), ("dh2", 11, u32::MAX)] {
        let c = catalogue(serde_json::from_value(json!(r)).unwrap());
        assert_eq!(c.mind.fear_modifiers, [0, -10, -20, -30], "{r}");
        assert_eq!(c.mind.shock.len(), rows, "{r}");
        assert_eq!(c.mind.shock.last().map(|s| s.to), Some(last), "{r}");
        assert!(c.mind.shock.iter().all(|s| !s.row.summary.is_empty()), "{r}");
        assert_eq!(c.mind.madness.iter().map(|b| b.from).collect::<Vec<_>>(), [0, 10, 40, 60, 80, 100], "{r}");
        assert_eq!(c.psychic.tables.is_some(), r != "ow", "{r}");
    }
}
