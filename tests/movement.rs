//! Movement (003 MOVEMENT to FLYING): speeds from the Agility Bonus (Table 7-28), narrative
//! speeds (Table 7-29), carrying, lifting and pushing (Table 7-31), gravity, encumbrance,
//! treacherous environments (Table 7-30), traits, and each move of `resolveMove` with its
//! tests, degrees and falls. The book's worked examples (Keira's jump and leap, Kyba's run,
//! Lucretious hurrying, Hybris flying) are reproduced with scripted dice.

mod common;

use cogitator::*;
use common::*;
use serde_json::{json, Value};

fn speeds(v: Value) -> MovementOutcome {
    let req: MovementRequest = from(v).expect("request parses");
    movement(&req).unwrap_or_else(|e| panic!("movement failed: {e}"))
}

fn speeds_err(v: Value) -> Error {
    match from::<MovementRequest>(v) {
        Ok(r) => movement(&r).expect_err("an error"),
        Err(e) => e,
    }
}

fn mv(v: Value) -> MoveOutcome {
    let req: MoveRequest = from(v).expect("request parses");
    resolve_move(&req, 7).unwrap_or_else(|e| panic!("move failed: {e}"))
}

fn mv_err(v: Value) -> Error {
    match from::<MoveRequest>(v) {
        Ok(r) => resolve_move(&r, 7).expect_err("an error"),
        Err(e) => e,
    }
}

fn actor(ag: i32, s: i32, t: i32) -> Value {
    json!({ "name": "Keira", "characteristics": { "ag": ag, "s": s, "t": t, "bs": 35 }, "wounds": 12 })
}

fn on(ruleset: &str, a: Value, extra: Value) -> Value {
    merge(json!({ "ruleset": ruleset, "actor": a }), extra)
}

fn moving(ruleset: &str, a: Value, m: Value, faces: &[u32], extra: Value) -> Value {
    merge(json!({ "ruleset": ruleset, "actor": a, "move": m, "dice": { "rolls": faces } }), extra)
}

/// 003 Table 7-28: Half, Full, Charge and Run by Agility Bonus, the half metre at 0, and
/// the same rule past the table's last row, in every line.
#[test]
fn table_7_28_movement_by_agility_bonus() {
    let rows = [
        (0, 0.5, 1.0, 2.0, 3.0),
        (1, 1.0, 2.0, 3.0, 6.0),
        (2, 2.0, 4.0, 6.0, 12.0),
        (3, 3.0, 6.0, 9.0, 18.0),
        (4, 4.0, 8.0, 12.0, 24.0),
        (5, 5.0, 10.0, 15.0, 30.0),
        (6, 6.0, 12.0, 18.0, 36.0),
        (7, 7.0, 14.0, 21.0, 42.0),
        (8, 8.0, 16.0, 24.0, 48.0),
        (9, 9.0, 18.0, 27.0, 54.0),
        (10, 10.0, 20.0, 30.0, 60.0),
        (12, 12.0, 24.0, 36.0, 72.0),
    ];
    for r in ["dh1", "rt", "ow", "dh2"] {
        for (ab, half, full, charge, run) in rows {
            let o = speeds(on(r, actor(ab * 10 + 5, 30, 30), json!({})));
            assert_eq!(
                (o.agility_bonus, o.half, o.full, o.charge, o.run),
                (ab, half, full, charge, run),
                "{r} AB {ab}"
            );
        }
    }
}

/// 003 Table 7-29: metres a minute, an hour and a day (ten hours) by Agility Bonus; past 10
/// the last row.
#[test]
fn table_7_29_narrative_movement() {
    let rows = [
        (0, 12.0, 750.0, 7000.0),
        (1, 24.0, 1500.0, 15000.0),
        (2, 48.0, 3000.0, 30000.0),
        (3, 72.0, 4000.0, 40000.0),
        (4, 96.0, 6000.0, 60000.0),
        (5, 120.0, 7000.0, 70000.0),
        (6, 144.0, 9000.0, 90000.0),
        (7, 168.0, 10000.0, 100000.0),
        (8, 192.0, 12000.0, 120000.0),
        (9, 216.0, 13000.0, 130000.0),
        (10, 240.0, 14000.0, 140000.0),
        (13, 240.0, 14000.0, 140000.0),
    ];
    for (ab, minute, hour, day) in rows {
        let o = speeds(on("dh1", actor(ab * 10, 30, 30), json!({})));
        assert_eq!(o.narrative, NarrativeSpeeds { per_minute: minute, per_hour: hour, per_day: day }, "AB {ab}");
    }
}

/// 003 Table 7-31: the limits by the sum of Strength and Toughness Bonus, 0 to 20; a
/// greater sum uses the row of 20.
#[test]
fn table_7_31_carrying_lifting_pushing() {
    let rows = [
        (0, 0.9, 2.25, 4.5),
        (1, 2.25, 4.5, 9.0),
        (2, 4.5, 9.0, 18.0),
        (3, 9.0, 18.0, 36.0),
        (4, 18.0, 36.0, 72.0),
        (5, 27.0, 54.0, 108.0),
        (6, 36.0, 72.0, 144.0),
        (7, 45.0, 90.0, 180.0),
        (8, 56.0, 112.0, 225.0),
        (9, 67.0, 135.0, 270.0),
        (10, 78.0, 157.0, 315.0),
        (11, 90.0, 180.0, 360.0),
        (12, 112.0, 225.0, 450.0),
        (13, 225.0, 450.0, 900.0),
        (14, 337.0, 675.0, 1350.0),
        (15, 450.0, 900.0, 1800.0),
        (16, 675.0, 1350.0, 2700.0),
        (17, 900.0, 1800.0, 3600.0),
        (18, 1350.0, 2700.0, 5400.0),
        (19, 1800.0, 3600.0, 7200.0),
        (20, 2250.0, 4500.0, 9000.0),
        (24, 2250.0, 4500.0, 9000.0),
    ];
    for (total, carry, lift, push) in rows {
        let s = total / 2;
        let t = total - s;
        let o = speeds(on("dh2", actor(30, s * 10, t * 10), json!({})));
        assert_eq!(o.limits_total, total);
        assert_eq!(o.limits, Limits { carry, lift, push }, "total {total}");
    }
}

/// 003 "The Effects of Gravity": low gravity +2 Agility Bonus for movement and +4 to the
/// limits' sum; high gravity -2 (no lower than 1) and -4 (no lower than 0).
#[test]
fn gravity_changes_movement_and_limits() {
    let low = speeds(on("dh1", actor(30, 30, 30), json!({ "gravity": "low" })));
    assert_eq!((low.agility_bonus, low.half, low.limits_total), (5, 5.0, 10));
    let high = speeds(on("dh1", actor(30, 30, 30), json!({ "gravity": "high" })));
    assert_eq!((high.agility_bonus, high.half, high.limits_total), (1, 1.0, 2));
    let high = speeds(on("dh1", actor(20, 10, 10), json!({ "gravity": "high" })));
    assert_eq!((high.agility_bonus, high.limits_total), (1, 0), "AB 2 - 2 stops at 1; 2 - 4 stops at 0");
    let high = speeds(on("dh1", actor(5, 10, 10), json!({ "gravity": "high" })));
    assert_eq!(high.agility_bonus, 0, "an Agility Bonus of 0 is not raised to the floor");
}

/// 003 "Exceeding Your Carrying Limits": past the carry limit, encumbered (-1 Agility Bonus
/// for movement, -10 to movement tests); at the lift limit a Full Action to move; past it,
/// not carried at all.
#[test]
fn encumbrance() {
    // S 30 T 30: total 6, carry 36, lift 72.
    let o = speeds(on("dh1", actor(40, 30, 30), json!({ "carriedKg": 36 })));
    assert!(!o.encumbered);
    assert_eq!(o.half, 4.0);
    let o = speeds(on("dh1", actor(40, 30, 30), json!({ "carriedKg": 40 })));
    assert!(o.encumbered && !o.full_action_to_move);
    assert_eq!((o.agility_bonus, o.half, o.movement_tests), (3, 3.0, -10));
    let o = speeds(on("dh1", actor(40, 30, 30), json!({ "carriedKg": 72 })));
    assert!(o.encumbered && o.full_action_to_move);
    let e = speeds_err(on("dh1", actor(40, 30, 30), json!({ "carriedKg": 73 })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("carriedKg")));
    let e = speeds_err(on("dh1", actor(40, 30, 30), json!({ "carriedKg": -1 })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("carriedKg")));
}

/// Traits (published bestiaries, docs/rulesets.md): Quadruped doubles every speed; Crawler
/// halves the Agility Bonus (rounded up) and is not slowed by the ground; Unnatural Agility
/// raises the bonus as the line has it (dh1 multiplies, dh2 adds).
#[test]
fn traits_change_movement() {
    let dog = merge(actor(30, 30, 30), json!({ "traits": [{ "id": "quadruped" }] }));
    let o = speeds(on("dh1", dog, json!({})));
    assert_eq!((o.half, o.full, o.charge, o.run), (6.0, 12.0, 18.0, 36.0));
    let worm = merge(actor(30, 30, 30), json!({ "traits": [{ "id": "crawler" }] }));
    let o = speeds(on("ow", worm.clone(), json!({})));
    assert_eq!((o.agility_bonus, o.half), (2, 2.0));
    let o = speeds(on("ow", worm, json!({ "environment": ["mud"] })));
    assert_eq!(o.half, 2.0, "a crawler is not slowed by mud");
    let quick = merge(actor(30, 30, 30), json!({ "unnatural": { "ag": 2 } }));
    assert_eq!(speeds(on("dh1", quick.clone(), json!({}))).agility_bonus, 6);
    assert_eq!(speeds(on("dh2", quick, json!({}))).agility_bonus, 5);
}

/// 003 "MOVEMENT AND ENVIRONMENT" and Table 7-30: movement halved; a Charge or Run needs
/// an Agility test of the hardest environment's difficulty. An injury that halves movement
/// halves it too.
#[test]
fn environment_and_injuries_halve_movement() {
    let o = speeds(on("dh1", actor(40, 30, 30), json!({ "environment": ["fog", "rubble"] })));
    assert_eq!((o.half, o.run), (2.0, 12.0));
    assert_eq!(o.charge_or_run_test, Some(-20));
    assert_eq!(o.narrative.per_hour, 3000.0);
    let table = [
        ("fog", 10),
        ("mud", 0),
        ("shallowWater", 0),
        ("darkness", -10),
        ("snow", -10),
        ("underbrush", -10),
        ("denseCrowds", -20),
        ("zeroGravity", -20),
        ("rubble", -20),
        ("tremors", -20),
    ];
    for (env, m) in table {
        let o = speeds(on("dh1", actor(40, 30, 30), json!({ "environment": [env] })));
        assert_eq!(o.charge_or_run_test, Some(m), "{env}");
    }
    let hurt = merge(
        actor(40, 30, 30),
        json!({ "injuries": [{ "type": "movementHalved", "duration": { "unit": "rounds", "amount": 3 } }] }),
    );
    assert_eq!(speeds(on("dh1", hurt, json!({}))).half, 2.0);
    let e = speeds_err(on("dh1", actor(40, 30, 30), json!({ "environment": ["mudd"] })));
    assert_eq!(e.code, ErrorCode::InvalidInput);
    assert!(e.message.contains("mud"), "{}", e.message);
}

/// 003 Flying Movement and the Hybris example: a flying movement of 6 moves 12 metres with a
/// full move.
#[test]
fn flying_movement() {
    let o = speeds(on("dh1", actor(30, 30, 30), json!({ "flying": 6 })));
    let f = o.flying.expect("flying speeds");
    assert_eq!((f.half, f.full), (6.0, 12.0));
    let bird = merge(actor(30, 30, 30), json!({ "traits": [{ "id": "flyer", "value": 8 }] }));
    assert_eq!(speeds(on("rt", bird, json!({}))).flying.map(|f| f.run), Some(48.0));
}

/// 003 Jumping Up and the Keira example: Strength 36 (SB 3), a 22 against 36 is one degree:
/// 20 x 3 + 10 x 3 = 90 cm. Low gravity doubles it, high halves it.
#[test]
fn jumping_up_keira() {
    let o = mv(moving("dh1", actor(36, 36, 30), json!({ "kind": "jumpUp" }), &[22], json!({})));
    assert!(o.success);
    assert_eq!(o.centimetres, Some(90.0));
    assert_eq!(o.tests.len(), 1);
    assert_eq!(o.tests[0].purpose, "movement");
    let o = mv(moving("dh1", actor(36, 36, 30), json!({ "kind": "jumpUp" }), &[22], json!({ "gravity": "low" })));
    assert_eq!(o.centimetres, Some(180.0));
    let o = mv(moving("dh1", actor(36, 36, 30), json!({ "kind": "jumpUp" }), &[22], json!({ "gravity": "high" })));
    assert_eq!(o.centimetres, Some(45.0));
    let o = mv(moving("dh1", actor(36, 36, 30), json!({ "kind": "jumpUp" }), &[70], json!({})));
    assert!(!o.success);
    assert_eq!(o.centimetres, Some(0.0));
}

/// 003 Jumping Down: an Agility test a metre; at the first failure the character falls the
/// rest, and the fall deals its damage as `applyDamage` does (003 Falling).
#[test]
fn jumping_down() {
    let o = mv(moving("dh1", actor(40, 30, 30), json!({ "kind": "jumpDown", "metres": 3 }), &[10, 20, 30], json!({})));
    assert!(o.success && !o.falls && o.fell.is_none());
    assert_eq!(o.distance, Some(3.0));
    // Pass, pass, fail: the last metre is a fall of 1 m.
    let o = mv(moving(
        "dh1",
        actor(40, 30, 30),
        json!({ "kind": "jumpDown", "metres": 3 }),
        &[10, 20, 90, 50, 4],
        json!({}),
    ));
    assert!(!o.success && o.falls);
    let fell = o.fell.expect("the fall");
    assert_eq!(fell.metres, 1.0);
    assert_eq!(fell.damage.hits.len(), 1);
    let purposes: Vec<&str> = o.dice.iter().map(|d| &*d.purpose).collect();
    assert_eq!(purposes[..3], ["movement", "movement", "movement"]);
    assert!(purposes[3..].iter().all(|p| *p != "movement"), "{purposes:?}");
    assert_eq!(fell.damage.dice.len(), o.dice.len() - 3);
    assert_eq!(o.target.damage, fell.damage.target.damage);
    // A first failure falls the whole way.
    let o =
        mv(moving("dh1", actor(40, 30, 30), json!({ "kind": "jumpDown", "metres": 4 }), &[90, 50, 4, 4, 4], json!({})));
    assert_eq!(o.fell.map(|f| f.metres), Some(4.0));
}

/// A fall's needs are checked before any die: a jump down without wounds is refused even
/// when every test would pass.
#[test]
fn validity_never_depends_on_the_dice() {
    let no_wounds = json!({ "characteristics": { "ag": 40, "s": 30, "t": 30 } });
    for faces in [[10, 10], [90, 90]] {
        let e = mv_err(moving("dh1", no_wounds.clone(), json!({ "kind": "jumpDown", "metres": 2 }), &faces, json!({})));
        assert_eq!(e.path.as_deref(), Some("actor.wounds"));
    }
    let e = mv_err(moving("dh1", actor(40, 30, 30), json!({ "kind": "jumpDown", "metres": 2.5 }), &[10], json!({})));
    assert_eq!(e.path.as_deref(), Some("move.metres"));
    let e = mv_err(moving("dh1", actor(40, 30, 30), json!({ "kind": "hop" }), &[10], json!({})));
    assert_eq!(e.code, ErrorCode::InvalidInput);
    let e = mv_err(moving("dh1", actor(40, 30, 30), json!({ "kind": "jumpUp", "metres": 2 }), &[10], json!({})));
    assert_eq!(e.code, ErrorCode::InvalidInput);
}

/// 003 Running Leaps and the Keira example: Strength 36 (SB 3), 8 metres of run-up (4 more
/// than needed: +10), 26 against 46 is two degrees: 3 + 2 x 0.5 = 4 metres, a metre high.
#[test]
fn running_leap_keira() {
    let o = mv(moving(
        "dh1",
        actor(30, 36, 30),
        json!({ "kind": "leap", "running": true, "runUp": 8, "gap": 4 }),
        &[26],
        json!({}),
    ));
    assert!(has_mod(&o.tests[0].result, "extra run-up", 10));
    assert_eq!(o.tests[0].result.target, 46);
    assert_eq!((o.distance, o.height), (Some(4.0), Some(1.0)));
    assert!(o.success, "four metres clear a gap of four");
    // The run-up bonus stops at +30.
    let o =
        mv(moving("dh1", actor(30, 36, 30), json!({ "kind": "leap", "running": true, "runUp": 40 }), &[26], json!({})));
    assert!(has_mod(&o.tests[0].result, "extra run-up", 30));
    // A run-up shorter than 4 metres is no running leap.
    let e = mv_err(moving(
        "dh1",
        actor(30, 36, 30),
        json!({ "kind": "leap", "running": true, "runUp": 3 }),
        &[26],
        json!({}),
    ));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("move.runUp")));
}

/// 003 Standing Leaps: -10 to the test; each degree of failure takes half a metre off, to no
/// less than 0.
#[test]
fn standing_leap_and_failure() {
    let o = mv(moving("dh1", actor(30, 36, 30), json!({ "kind": "leap", "running": false }), &[16], json!({})));
    assert!(has_mod(&o.tests[0].result, "standing leap", -10));
    assert_eq!(o.distance, Some(3.5), "16 against 26: one degree, 3 + 0.5");
    let o = mv(moving("dh1", actor(30, 36, 30), json!({ "kind": "leap", "running": false }), &[66], json!({})));
    assert_eq!(o.distance, Some(1.0), "66 against 26: four degrees of failure, 3 - 2");
    let o = mv(moving("dh1", actor(30, 16, 30), json!({ "kind": "leap", "running": false }), &[96], json!({})));
    assert_eq!((o.distance, o.height), (Some(0.0), Some(0.0)), "never less than 0");
}

/// 003 CLIMBING: half the Half Move (at least half a metre), a metre more a degree; a
/// failure falls from where the climb started; sheer surfaces need the skill or tools.
#[test]
fn climbing() {
    // AB 3: Half Move 3, so 1.5 m; 20 against 40 is two degrees: 3.5 m.
    let o = mv(moving("dh1", actor(30, 40, 30), json!({ "kind": "climb" }), &[20], json!({})));
    assert_eq!(o.distance, Some(3.5));
    assert_eq!(o.tests[0].result.skill, None, "an untrained climber tests Strength");
    let climber = merge(actor(30, 40, 30), json!({ "skills": { "climb": { "trained": true } } }));
    let o = mv(moving("dh1", climber.clone(), json!({ "kind": "climb" }), &[20], json!({})));
    assert_eq!(o.tests[0].result.skill.as_deref(), Some("Climb"));
    // A failure from 5 metres up falls 5 metres.
    let o = mv(moving("dh1", actor(30, 40, 30), json!({ "kind": "climb", "height": 5 }), &[90, 50, 5], json!({})));
    assert!(o.falls && !o.success);
    assert_eq!(o.fell.map(|f| f.metres), Some(5.0));
    // Sheer: the skill or tools.
    let e = mv_err(moving("dh1", actor(30, 40, 30), json!({ "kind": "climb", "sheer": true }), &[20], json!({})));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("move.sheer")));
    let o =
        mv(moving("dh1", actor(30, 40, 30), json!({ "kind": "climb", "sheer": true, "tools": true }), &[], json!({})));
    assert!(o.success && o.tests.is_empty());
    assert_eq!(o.distance, Some(1.5));
    let o = mv(moving("dh1", climber, json!({ "kind": "climb", "sheer": true }), &[20], json!({})));
    assert_eq!(o.distance, Some(1.5), "a sheer climb on the skill: half the Half Move");
    // AB 0: the half-metre least.
    let o = mv(moving("dh1", actor(5, 40, 30), json!({ "kind": "climb" }), &[35], json!({})));
    assert_eq!(o.distance, Some(0.5));
    // Athletics in the second-generation lines.
    let athlete = merge(actor(30, 40, 30), json!({ "skills": { "athletics": { "trained": true } } }));
    let o = mv(moving("dh2", athlete, json!({ "kind": "climb" }), &[20], json!({})));
    assert_eq!(o.tests[0].result.skill.as_deref(), Some("Athletics"));
}

/// 003 Abseiling: 10 metres on an Agility test, 5 on a failure; two degrees of failure call
/// for a Strength test, and a lost grip without a harness falls.
#[test]
fn abseiling() {
    let o = mv(moving("dh1", actor(40, 30, 30), json!({ "kind": "abseil" }), &[30], json!({})));
    assert_eq!((o.success, o.distance), (true, Some(10.0)));
    let o = mv(moving("dh1", actor(40, 30, 30), json!({ "kind": "abseil" }), &[55], json!({})));
    assert_eq!((o.success, o.distance, o.tests.len()), (true, Some(5.0), 1));
    // 65 against 40: two degrees of failure; the grip test (30) fails at 80: a fall of 12 m.
    let o =
        mv(moving("dh1", actor(40, 30, 30), json!({ "kind": "abseil", "height": 12 }), &[65, 80, 50, 6], json!({})));
    assert_eq!(o.tests[1].purpose, "grip");
    assert!(o.falls);
    assert_eq!(o.fell.map(|f| f.metres), Some(12.0));
    let o = mv(moving("dh1", actor(40, 30, 30), json!({ "kind": "abseil", "harness": true }), &[65, 80], json!({})));
    assert!(!o.falls && o.fell.is_none());
}

/// 003 SWIMMING: a hazardous swim moves half the Strength Bonus on a Swim test; two degrees
/// of failure sink a metre a 20 kg; a helpless swimmer sinks.
#[test]
fn swimming() {
    let o = mv(moving("dh1", actor(30, 40, 30), json!({ "kind": "swim", "hazardous": true }), &[10], json!({})));
    assert_eq!((o.success, o.distance), (true, Some(2.0)));
    assert_eq!(o.tests[0].result.skill.as_deref(), Some("Swim"));
    let o = mv(moving(
        "dh1",
        actor(30, 40, 30),
        json!({ "kind": "swim", "hazardous": true, "weightKg": 90 }),
        &[60],
        json!({}),
    ));
    assert_eq!((o.success, o.sinks), (false, Some(4.0)), "untrained: half of 40 is 20; 60 is four degrees of failure");
    let o = mv(moving("dh1", actor(30, 40, 30), json!({ "kind": "swim" }), &[], json!({})));
    assert!(o.success && o.tests.is_empty());
    let out = merge(actor(30, 40, 30), json!({ "conditions": ["unconscious"] }));
    let o = mv(moving("dh1", out, json!({ "kind": "swim", "weightKg": 80 }), &[], json!({})));
    assert_eq!(o.sinks, Some(4.0));
}

/// 003 "Exceeding Your Carrying Limits": past the limit a Strength test, each degree adding
/// 1 to the sum of the bonuses; two degrees of failure give a level of fatigue.
#[test]
fn lifting_and_pushing() {
    // S 40 T 30: total 7, lift 90, push 180.
    let o = mv(moving("dh1", actor(30, 40, 30), json!({ "kind": "lift", "kg": 90 }), &[], json!({})));
    assert!(o.success && o.tests.is_empty());
    // 112 kg is the lift limit at 8: one degree (25 against 40) reaches it.
    let o = mv(moving("dh1", actor(30, 40, 30), json!({ "kind": "lift", "kg": 112 }), &[25], json!({})));
    assert!(o.success);
    let o = mv(moving("dh1", actor(30, 40, 30), json!({ "kind": "lift", "kg": 135 }), &[25], json!({})));
    assert!(!o.success, "one degree is not enough for the row of 9");
    let o = mv(moving("dh1", actor(30, 40, 30), json!({ "kind": "push", "kg": 225 }), &[25], json!({})));
    assert!(o.success);
    let o = mv(moving("dh1", actor(30, 40, 30), json!({ "kind": "lift", "kg": 200 }), &[65], json!({})));
    assert_eq!((o.success, o.fatigue, o.target.fatigue), (false, 1, 1));
}

/// 003 THROWING: up to half the lift limit, the Strength Bonus in metres times one more than
/// the degrees; half the bonus (rounded down) on a failure; up to the limit at -20; an
/// improvised weapon on Ballistic Skill; gravity changes the bonus by 2.
#[test]
fn throwing() {
    // S 50 T 30: total 8, lift 112.
    let o = mv(moving("dh1", actor(30, 50, 30), json!({ "kind": "throw", "kg": 10 }), &[25], json!({})));
    assert_eq!(o.distance, Some(15.0), "two degrees: 5 x 3");
    let o = mv(moving("dh1", actor(30, 50, 30), json!({ "kind": "throw", "kg": 10 }), &[80], json!({})));
    assert_eq!(o.distance, Some(2.0));
    let o = mv(moving("dh1", actor(30, 50, 30), json!({ "kind": "throw", "kg": 60 }), &[25], json!({})));
    assert!(has_mod(&o.tests[0].result, "more than half the lift limit", -20));
    let e = mv_err(moving("dh1", actor(30, 50, 30), json!({ "kind": "throw", "kg": 113 }), &[25], json!({})));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("move.kg")));
    let o = mv(moving(
        "dh1",
        actor(30, 50, 30),
        json!({ "kind": "throw", "kg": 10, "improvised": true }),
        &[25],
        json!({}),
    ));
    assert_eq!(o.tests[0].result.characteristic, Characteristic::Bs);
    let o =
        mv(moving("dh1", actor(30, 50, 30), json!({ "kind": "throw", "kg": 10 }), &[45], json!({ "gravity": "low" })));
    assert_eq!(o.distance, Some(7.0));
}

/// 003 Running and Narrative Time and the Kyba example: TB 2, 4 km an hour, running 12; she
/// fails after the first hour (1 fatigue) and again after the second at -20 (-10 for the
/// hour and -10 for her fatigue): 24 km and two levels of fatigue.
#[test]
fn running_in_narrative_time_kyba() {
    let kyba = json!({ "name": "Kyba", "characteristics": { "ag": 35, "s": 30, "t": 25 }, "wounds": 10 });
    let o = mv(moving("dh1", kyba, json!({ "kind": "run", "hours": 2 }), &[80, 80], json!({})));
    assert_eq!(o.distance, Some(24000.0));
    assert_eq!(o.fatigue, 2);
    assert_eq!(o.tests[1].result.target, 25 - 20);
    assert_eq!(o.tests[1].hour, Some(2));
    assert_eq!(o.perception, Some(-20));
}

/// 003 Hurrying and the Lucretious example: Toughness 41 hurries four hours before a test;
/// twice the narrative speed; -10 to Perception.
#[test]
fn hurrying_lucretious() {
    let l = json!({ "name": "Lucretious", "characteristics": { "ag": 40, "s": 30, "t": 41 }, "wounds": 10 });
    let o = mv(moving("dh1", l.clone(), json!({ "kind": "hurry", "hours": 4 }), &[20], json!({})));
    assert_eq!(o.distance, Some(12000.0 * 4.0));
    assert_eq!(o.tests.len(), 1);
    assert_eq!(o.tests[0].hour, Some(4));
    assert_eq!(o.perception, Some(-10));
    let o = mv(moving("dh1", l, json!({ "kind": "hurry", "hours": 3 }), &[], json!({})));
    assert!(o.tests.is_empty());
}

/// 003 Forced Marching: the Toughness Bonus in hours past the ten of a day safely, then a
/// Toughness test each hour at a cumulative -10; two hours of rest an hour past them.
#[test]
fn forced_march() {
    let a = actor(30, 30, 30);
    let o = mv(moving("dh1", a, json!({ "kind": "march", "hours": 15 }), &[10, 10], json!({})));
    assert_eq!(o.tests.iter().map(|t| t.hour.unwrap()).collect::<Vec<_>>(), vec![14, 15]);
    assert!(has_mod(&o.tests[0].result, "hours of travel", -10));
    assert!(has_mod(&o.tests[1].result, "hours of travel", -20));
    assert_eq!(o.rest_hours, Some(4.0));
}

/// 003 Flying Movement and Altitude: a move changes altitude a level, a Charge or Run two; a
/// flier at low altitude that takes no move falls 15 metres (25 from high); a hoverer lands.
#[test]
fn flying_moves_and_falls() {
    let flyer = merge(actor(30, 30, 30), json!({ "traits": [{ "id": "flyer", "value": 6 }] }));
    let o = mv(moving("dh1", flyer.clone(), json!({ "kind": "fly", "altitude": "hover" }), &[], json!({})));
    assert_eq!(o.altitude, Some(Altitude::Hover));
    let e = mv_err(moving("dh1", flyer.clone(), json!({ "kind": "fly", "altitude": "low" }), &[], json!({})));
    assert_eq!(e.path.as_deref(), Some("move.altitude"));
    let o =
        mv(moving("dh1", flyer.clone(), json!({ "kind": "fly", "altitude": "low", "action": "run" }), &[], json!({})));
    assert_eq!(o.altitude, Some(Altitude::Low));
    let low = merge(flyer.clone(), json!({ "altitude": "low" }));
    let o = mv(moving(
        "dh1",
        low,
        json!({ "kind": "fly", "altitude": "ground", "action": "none" }),
        &[50, 5, 5, 5],
        json!({}),
    ));
    assert_eq!(o.fell.map(|f| f.metres), Some(15.0));
    let hover = merge(actor(30, 30, 30), json!({ "traits": [{ "id": "hoverer", "value": 4 }], "altitude": "hover" }));
    let o = mv(moving(
        "dh1",
        hover.clone(),
        json!({ "kind": "fly", "altitude": "ground", "action": "none" }),
        &[],
        json!({}),
    ));
    assert!(!o.falls);
    let e = mv_err(moving("dh1", hover, json!({ "kind": "fly", "altitude": "low" }), &[], json!({})));
    assert_eq!(e.code, ErrorCode::NotAllowed);
}

/// Requests are strict: a misspelt field of a move, a field another kind of move has, a
/// missing field and an unknown kind are each `invalid_input` with a path and a message
/// that says what to write instead.
#[test]
fn moves_are_strict() {
    let e = mv_err(moving("dh1", actor(40, 30, 30), json!({ "kind": "jumpDown", "metre": 2 }), &[10], json!({})));
    assert_eq!(e.path.as_deref(), Some("move.metre"));
    assert!(e.message.contains("metres"), "{}", e.message);
    let e = mv_err(moving("dh1", actor(40, 30, 30), json!({ "kind": "jumpUp", "metres": 2 }), &[10], json!({})));
    assert_eq!(e.path.as_deref(), Some("move"));
    assert!(e.message.contains("`metres` is not a field of a jumpUp move"), "{}", e.message);
    let e = mv_err(moving("dh1", actor(40, 30, 30), json!({ "kind": "lift" }), &[10], json!({})));
    assert_eq!(e.path.as_deref(), Some("move.kg"));
    assert!(e.message.contains("required"), "{}", e.message);
    let e = mv_err(moving("dh1", actor(40, 30, 30), json!({ "kind": "jumpDwn", "metres": 2 }), &[10], json!({})));
    assert_eq!(e.path.as_deref(), Some("move.kind"));
    assert!(e.message.contains("did you mean 'jumpDown'"), "{}", e.message);
    // null and absent mean the same.
    let o = mv(moving("dh1", actor(40, 30, 30), json!({ "kind": "climb", "sheer": null, "height": null }), &[10], json!({})));
    assert!(o.success);
}

/// 003 MOVEMENT AND ENVIRONMENT and Table 7-30: a Charge or Run across treacherous ground
/// takes an Agility test at the hardest environment's difficulty; a failure leaves the
/// character prone. Without an environment there is nothing to test.
#[test]
fn keeping_footing_on_treacherous_ground() {
    let o = mv(moving("dh1", actor(40, 30, 30), json!({ "kind": "keepFooting" }), &[15], json!({ "environment": ["mud", "rubble"] })));
    assert!(has_mod(&o.tests[0].result, "Rubble", -20));
    assert!(o.success && !o.target.conditions.contains(&Condition::Prone));
    let o = mv(moving("dh1", actor(40, 30, 30), json!({ "kind": "keepFooting" }), &[35], json!({ "environment": ["rubble"] })));
    assert!(!o.success);
    assert!(o.target.conditions.contains(&Condition::Prone));
    let e = mv_err(moving("dh1", actor(40, 30, 30), json!({ "kind": "keepFooting" }), &[35], json!({})));
    assert_eq!(e.path.as_deref(), Some("environment"));
}

/// Every move resolves in every line from a seed, with every die in the record, and the
/// second-generation lines climb and swim on Athletics (docs/rulesets.md, Movement).
#[test]
fn every_move_in_every_line() {
    let full = json!({ "name": "Any", "characteristics": { "ws": 40, "bs": 40, "s": 40, "t": 40, "ag": 40, "int": 40,
                       "per": 40, "wp": 40, "fel": 40 }, "wounds": 12,
                       "skills": { "climb": { "trained": true }, "swim": { "trained": true } },
                       "traits": [{ "id": "flyer", "value": 6 }] });
    let moves = [
        json!({ "kind": "jumpUp" }),
        json!({ "kind": "jumpDown", "metres": 3 }),
        json!({ "kind": "leap", "running": true, "runUp": 10 }),
        json!({ "kind": "climb", "height": 4 }),
        json!({ "kind": "abseil", "height": 10 }),
        json!({ "kind": "swim", "hazardous": true, "weightKg": 80 }),
        json!({ "kind": "lift", "kg": 150 }),
        json!({ "kind": "push", "kg": 300 }),
        json!({ "kind": "throw", "kg": 20 }),
        json!({ "kind": "hurry", "hours": 6 }),
        json!({ "kind": "run", "hours": 3 }),
        json!({ "kind": "march", "hours": 16 }),
        json!({ "kind": "swimLong", "hours": 6 }),
        json!({ "kind": "carryLong", "hours": 8 }),
        json!({ "kind": "fly", "altitude": "hover" }),
    ];
    for r in ["dh1", "rt", "ow", "dh2"] {
        let mut a = full.clone();
        if r == "ow" || r == "dh2" {
            a["skills"] = json!({ "athletics": { "trained": true } });
        }
        for m in &moves {
            for seed in 0..20u64 {
                let req = json!({ "ruleset": r, "actor": a, "move": m, "carriedKg": 50, "dice": { "seed": seed } });
                let o = mv(req);
                let tested = o.dice.iter().filter(|d| matches!(&*d.purpose, "movement" | "grip" | "endurance")).count();
                assert_eq!(tested, o.tests.len(), "{r} {m}");
                assert_eq!(o.seed, Some(seed));
                if m["kind"] == "climb" && !o.tests.is_empty() {
                    let skill = if r == "ow" || r == "dh2" { "Athletics" } else { "Climb" };
                    assert_eq!(o.tests[0].result.skill.as_deref(), Some(skill), "{r}");
                }
            }
        }
    }
}
