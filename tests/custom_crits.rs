//! Extension: critical tables of a group's own (`critTables`), in the JSON shape
//! `rulesets()` prints the line's tables in. A table given replaces the line's table for its
//! damage type and region in that request; the others stay. The rows resolve as the
//! line's do: the row the running critical damage picks (000 "Critical Damage"), its dice
//! rolled after the hit's damage dice, its tests rolled at once.

mod common;

use cogitator::*;
use common::*;
use serde_json::{json, Value};

/// Ten rows: `custom` replaces rows by number (1 to 10); the others knock the target prone.
fn table(damage_type: &str, region: &str, name: &str, custom: &[(usize, Value)]) -> Value {
    let rows: Vec<Value> = (1..=10)
        .map(|n| {
            custom.iter().find(|(at, _)| *at == n).map(|(_, r)| r.clone()).unwrap_or_else(
                || json!({ "summary": format!("Row {n}: knocked down."), "effects": [{ "type": "prone" }] }),
            )
        })
        .collect();
    json!({ "damageType": damage_type, "region": region, "table": name, "rows": rows })
}

/// A blade (1d10 rending, SB 3) against a target already at its wounds (10 of 10), TB 3, no
/// armour: the damage die is the critical damage, so it picks the row. An attack roll of 21
/// reverses to 12, the right arm.
fn blade_at_arm(tables: Value, faces: &[u32]) -> Value {
    rolls(merge(melee("rt"), json!({ "target": { "wounds": 10, "damage": 10 }, "critTables": tables })), faces)
}

fn critical(o: &AttackOutcome) -> &Critical {
    o.hits.first().and_then(|h| h.critical.as_ref()).expect("a critical")
}

fn own_rending_arm() -> Value {
    table(
        "rending",
        "arm",
        "House Table R-2: Rending, Arm",
        &[(
            4,
            json!({ "summary": "A deep gash: 1d5 fatigue and stunned for 2 rounds.", "effects": [
            { "type": "fatigue", "levels": { "dice": 1, "sides": 5, "plus": 0 } },
            { "type": "stunned", "rounds": { "dice": 0, "sides": 0, "plus": 2 } },
        ] }),
        )],
    )
}

/// The group's rending/arm table replaces Rogue Trader's Table 9-23 for the hit: its name,
/// its row 4 summary and effects; the row's 1d5 is rolled after the damage die (a d10
/// face of 6 halved gives 3).
#[test]
fn a_table_given_replaces_the_lines_table_for_its_damage_type_and_region() {
    let o = attack(blade_at_arm(json!([own_rending_arm()]), &[21, 4, 6]));
    let c = critical(&o);
    assert_eq!(c.table, "House Table R-2: Rending, Arm");
    assert_eq!(c.summary, "A deep gash: 1d5 fatigue and stunned for 2 rounds.");
    assert_eq!((c.severity, c.lethal, c.critical_damage), (4, false, 4));
    assert_eq!(c.effects, vec![Effect::Fatigue { levels: 3 }, Effect::Stunned { rounds: 2 }]);
    let purposes: Vec<&str> = o.dice.iter().map(|d| d.purpose.as_str()).collect();
    assert_eq!(purposes, ["attack", "damage", "criticalEffect"]);
    assert_eq!((o.target.fatigue, o.target.stunned_rounds), (3, Some(2)));
    assert!(o.log.iter().any(|l| l.contains("House Table R-2: Rending, Arm, row 4")), "{:#?}", o.log);
}

/// Without the table, the same hit reads the line's own: Rogue Trader's Table 9-23.
#[test]
fn without_a_table_the_line_table_stands() {
    let o = attack(blade_at_arm(json!([]), &[21, 4, 6]));
    assert_eq!(critical(&o).table, "Rogue Trader, Table 9-23: Rending Critical Effects, Arm");
    let o = attack(blade_at_arm(Value::Null, &[21, 4, 6]));
    assert_eq!(critical(&o).table, "Rogue Trader, Table 9-23: Rending Critical Effects, Arm");
}

/// The tables not given stay the line's: a rending hit to the leg (attack roll 28 reverses
/// to 82, the right leg) reads Table 9-26, and an energy hit to the arm Table 9-11, with
/// the group's rending/arm table in the request.
#[test]
fn other_tables_are_untouched() {
    let o = attack(blade_at_arm(json!([own_rending_arm()]), &[28, 1]));
    assert_eq!(o.hits[0].location, Location::RightLeg);
    assert_eq!(critical(&o).table, "Rogue Trader, Table 9-26: Rending Critical Effects, Leg");
    let req = rolls(
        merge(ranged("rt"), json!({ "target": { "wounds": 10, "damage": 10 }, "critTables": [own_rending_arm()] })),
        &[21, 2, 7],
    );
    assert_eq!(critical(&attack(req)).table, "Rogue Trader, Table 9-11: Energy Critical Effects, Arm");
}

/// A row with a Toughness test whose pass rolls a 1d10 one-of: the test is rolled (T 30,
/// roll 10 passes), then the d10 (7) picks the second band, blood loss.
#[test]
fn a_table_with_a_test_and_a_one_of_roll_resolves() {
    let row = json!({ "summary": "A Toughness test or die; on a pass, 1d10: 1-5 prone, 6-10 bleeding.", "effects": [
        { "type": "test", "characteristic": "t", "modifier": 0, "fail": [{ "type": "death" }], "pass": [
            { "type": "oneOf", "sides": 10, "bands": [
                { "to": 5, "then": [{ "type": "prone" }] },
                { "to": 10, "then": [{ "type": "bloodLoss" }] },
            ] },
        ] },
    ] });
    let tables = json!([table("rending", "arm", "House arm", &[(1, row)])]);
    let o = attack(blade_at_arm(tables.clone(), &[21, 1, 10, 7]));
    let c = critical(&o);
    assert!(matches!(&c.effects[0], Effect::Test { test } if test.success && test.characteristic == Characteristic::T));
    assert_eq!(c.effects[1..], [Effect::Roll { sides: 10, roll: 7 }, Effect::BloodLoss]);
    assert!(!o.target.dead && o.target.conditions.contains(&Condition::BloodLoss));
    // A failed test (roll 95) kills, and the one-of is not rolled.
    let o = attack(blade_at_arm(tables, &[21, 1, 95]));
    assert_eq!(critical(&o).effects[1..], [Effect::Death]);
    assert!(o.target.dead);
}

/// The rows `rulesets()` prints for the line's tables are accepted back as a table of the
/// group's own, and resolve as the line's do.
#[test]
fn the_rulesets_shape_reads_back() {
    let printed: Value = serde_json::to_value(cogitator::rules::crits::rt_crits::RENDING_ARM).unwrap();
    let tables = json!([merge(printed, json!({ "table": "Copied 9-23" }))]);
    let own = attack(blade_at_arm(tables, &[21, 7, 6, 6, 6]));
    let line = attack(blade_at_arm(json!([]), &[21, 7, 6, 6, 6]));
    assert_eq!(critical(&own).table, "Copied 9-23");
    assert_eq!(critical(&own).effects, critical(&line).effects);
    assert_eq!(critical(&own).summary, critical(&line).summary);
}

/// analyzeAttack reads the request's tables too: called shots at the arm (WS 70) with every
/// rending/arm row a death kill on every critical, and with every row empty never.
#[test]
fn analyze_attack_uses_the_table() {
    let every = |effects: Value| -> Vec<(usize, Value)> {
        (1..=10).map(|n| (n, json!({ "summary": "Dies.", "effects": effects.clone() }))).collect()
    };
    let base = merge(
        melee("rt"),
        json!({ "attacker": { "characteristics": { "ws": 70 } }, "target": { "wounds": 10, "damage": 10 }, "action": "calledShot", "calledLocation": "rightArm", "dice": { "seed": 11 }, "trials": 400 }),
    );
    let analyse =
        |v: Value| analyze_attack(&cogitator::attack::analysis::parse_request(&v.to_string()).unwrap(), 1).unwrap();
    let deadly = analyse(merge(
        base.clone(),
        json!({ "critTables": [table("rending", "arm", "Deadly", &every(json!([{ "type": "death" }])))] }),
    ));
    assert!(deadly.crit_chance > 0.2);
    assert_eq!(deadly.kill_chance, deadly.crit_chance);
    let harmless =
        analyse(merge(base, json!({ "critTables": [table("rending", "arm", "Harmless", &every(json!([])))] })));
    assert_eq!(harmless.kill_chance, 0.0);
    assert_eq!(harmless.crit_chance, deadly.crit_chance);
}

fn error_for(tables: Value) -> Error {
    attack_err(blade_at_arm(tables, &[21, 4, 6]))
}

fn assert_error(e: &Error, path: &str, message: &str) {
    assert_eq!(e.code, ErrorCode::InvalidInput, "{e}");
    assert_eq!(e.path.as_deref(), Some(path), "{e}");
    assert!(e.message.contains(message), "{e}");
}

fn with_row(n: usize, effects: Value) -> Value {
    json!([table("rending", "arm", "T", &[(n, json!({ "summary": "S.", "effects": effects }))])])
}

#[test]
fn an_unknown_effect_type_is_named_with_its_path() {
    let e = error_for(with_row(4, json!([{ "type": "prone" }, { "type": "explodes" }])));
    assert_error(&e, "critTables[0].rows[3].effects[1].type", "must be one of");
}

#[test]
fn an_unknown_field_is_refused() {
    let e = error_for(with_row(1, json!([{ "type": "prone", "rounds": 2 }])));
    assert_eq!(e.code, ErrorCode::InvalidInput, "{e}");
    assert!(e.path.as_deref().is_some_and(|p| p.starts_with("critTables[0].rows[0].effects[0]")), "{e}");
}

#[test]
fn a_table_has_exactly_ten_rows() {
    let mut t = own_rending_arm();
    t["rows"].as_array_mut().unwrap().pop();
    assert_error(&error_for(json!([t])), "critTables[0].rows", "exactly 10 rows");
}

#[test]
fn one_table_per_damage_type_and_region() {
    let e = error_for(json!([own_rending_arm(), table("energy", "arm", "E", &[]), own_rending_arm()]));
    assert_error(&e, "critTables[2]", "critTables[0] is already the table");
}

#[test]
fn at_most_sixteen_tables() {
    let mut tables = Vec::new();
    for dt in ["energy", "explosive", "impact", "rending"] {
        for r in ["head", "arm", "body", "leg"] {
            tables.push(table(dt, r, "T", &[]));
        }
    }
    tables.push(table("rending", "arm", "T", &[]));
    assert_error(&error_for(json!(tables)), "critTables", "at most 16 tables");
}

#[test]
fn at_most_sixty_four_effects_a_row_counting_nested_ones() {
    let inner: Vec<Value> = (0..40).map(|_| json!({ "type": "prone" })).collect();
    let effects = json!([
        { "type": "chance", "percent": 50, "then": inner.clone() },
        { "type": "chance", "percent": 50, "then": inner },
    ]);
    assert_error(&error_for(with_row(2, effects)), "critTables[0].rows[1].effects", "at most 64 effects");
    let sixty_four: Vec<Value> = (0..64).map(|_| json!({ "type": "prone" })).collect();
    assert!(try_attack(blade_at_arm(with_row(2, json!(sixty_four)), &[21, 4, 6])).is_ok());
}

#[test]
fn nesting_is_at_most_eight_deep() {
    let nest = |depth: usize| {
        let mut e = json!([{ "type": "prone" }]);
        for _ in 0..depth {
            e = json!([{ "type": "ifArmoured", "armoured": e, "unarmoured": [] }]);
        }
        e
    };
    assert!(try_attack(blade_at_arm(with_row(1, nest(8)), &[21, 1])).is_ok());
    let e = error_for(with_row(1, nest(9)));
    assert_eq!(e.code, ErrorCode::InvalidInput);
    assert!(e.message.contains("nest at most 8 deep"), "{e}");
    assert!(e.path.as_deref().is_some_and(|p| p.starts_with("critTables[0].rows[0].effects[0].armoured[0]")), "{e}");
}

#[test]
fn dice_stay_within_the_engines_dice_limits() {
    let fatigue = |dice: u32, sides: u32, plus: i32| {
        with_row(1, json!([{ "type": "fatigue", "levels": { "dice": dice, "sides": sides, "plus": plus } }]))
    };
    assert_error(&error_for(fatigue(101, 10, 0)), "critTables[0].rows[0].effects[0].levels.dice", "from 0 to 100");
    assert_error(&error_for(fatigue(1, 1001, 0)), "critTables[0].rows[0].effects[0].levels.sides", "from 2 to 1000");
    assert_error(&error_for(fatigue(1, 1, 0)), "critTables[0].rows[0].effects[0].levels.sides", "from 2 to 1000");
    assert_error(&error_for(fatigue(0, 0, 1001)), "critTables[0].rows[0].effects[0].levels.plus", "from -1000 to 1000");
    let most = merge(blade_at_arm(fatigue(100, 1000, -1000), &[21, 1]), json!({ "dice": { "seed": 3 } }));
    assert!(try_attack(most).is_ok());
    let one_of = with_row(1, json!([{ "type": "oneOf", "sides": 1001, "bands": [{ "to": 1, "then": [] }] }]));
    assert_error(&error_for(one_of), "critTables[0].rows[0].effects[0].sides", "from 2 to 1000");
    let bands = with_row(
        1,
        json!([{ "type": "oneOf", "sides": 10, "bands": [{ "to": 6, "then": [] }, { "to": 4, "then": [] }] }]),
    );
    assert_error(&error_for(bands), "critTables[0].rows[0].effects[0].bands[1].to", "from 7 to 10");
    let span = with_row(
        1,
        json!([{ "type": "blinded", "span": { "unit": "rounds", "amount": { "dice": 200, "sides": 10, "plus": 0 } } }]),
    );
    assert_error(&error_for(span), "critTables[0].rows[0].effects[0].span.amount.dice", "from 0 to 100");
    let chance = with_row(1, json!([{ "type": "chance", "percent": 101, "then": [] }]));
    assert_error(&error_for(chance), "critTables[0].rows[0].effects[0].percent", "from 0 to 100");
}

#[test]
fn an_unknown_region_or_damage_type_is_named() {
    let mut t = own_rending_arm();
    t["region"] = json!("tail");
    assert_error(&error_for(json!([t])), "critTables[0].region", "must be one of");
}
