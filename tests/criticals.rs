//! Critical effects applied (000 "Critical Damage" and Tables 9-11 to 9-26; 003 "Critical
//! Damage" and Tables 7-11 to 7-26): the row the running critical damage picks, its dice
//! rolled after the hit's damage dice, its tests rolled, and its effects written into the
//! target's new state. Most cases use Rogue Trader's Table 9-11 (energy, arm).

mod common;

use cogitator::rules::effects::{Part, Scope};
use cogitator::*;
use common::*;
use serde_json::{json, Value};

/// A rifle shot at a target already at its wounds (10 of 10), TB 3, no armour: the damage
/// die is the critical damage, so it picks the row. An attack roll of 21 reverses to 12, the
/// right arm.
fn at_arm(ruleset: &str, faces: &[u32]) -> AttackOutcome {
    attack(arm_request(ruleset, faces))
}

fn arm_request(ruleset: &str, faces: &[u32]) -> Value {
    rolls(merge(ranged(ruleset), json!({ "target": { "wounds": 10, "damage": 10 } })), faces)
}

fn critical(o: &AttackOutcome) -> &Critical {
    o.hits.first().and_then(|h| h.critical.as_ref()).expect("a critical")
}

fn purposes(o: &AttackOutcome) -> Vec<&str> {
    o.dice.iter().map(|d| d.purpose.as_str()).collect()
}

/// Row 2: the arm is useless for 1d5 rounds and 1 level of fatigue. The 1d5 is rolled after
/// the damage die (a d10 face halved: 7 gives 4).
#[test]
fn rt_table_9_11_row_2_useless_arm_and_fatigue() {
    let o = at_arm("rt", &[21, 2, 7]);
    let c = critical(&o);
    assert_eq!((c.severity, c.lethal), (2, false));
    assert_eq!(c.table, "Rogue Trader, Table 9-11: Energy Critical Effects, Arm");
    assert!(!c.summary.is_empty());
    let arm = Effect::Useless {
        part: Part::Arm,
        side: Some(Side::Right),
        duration: Duration { unit: DurationUnit::Rounds, amount: Some(4) },
    };
    assert_eq!(c.effects, vec![arm.clone(), Effect::Fatigue { levels: 1 }]);
    assert_eq!(purposes(&o), ["attack", "damage", "criticalEffect"]);
    assert_eq!(o.target.fatigue, 1);
    assert_eq!(o.target.injuries, vec![arm], "the lasting harm is recorded for the VTT");
}

/// Row 3: stunned for a round, 2 fatigue, the arm useless for 1d5 rounds: the target's
/// state carries the stun as a condition and as `stunnedRounds`.
#[test]
fn rt_table_9_11_row_3_stuns() {
    let o = at_arm("rt", &[21, 3, 1]);
    assert_eq!(critical(&o).effects.first(), Some(&Effect::Stunned { rounds: 1 }));
    assert_eq!(o.target.stunned_rounds, Some(1));
    assert!(o.target.conditions.contains(&Condition::Stunned));
    assert_eq!(o.target.fatigue, 2);
}

/// Row 1: -30 to tests with the arm for a round.
#[test]
fn rt_table_9_11_row_1_penalty() {
    let o = at_arm("rt", &[21, 1]);
    let want = Effect::Penalty {
        modifier: -30,
        scope: Scope::Limb,
        duration: Duration { unit: DurationUnit::Rounds, amount: Some(1) },
    };
    assert_eq!(critical(&o).effects, vec![want]);
}

/// Row 9: a Toughness test or die. The test's d100 comes after the damage die; T 30 fails
/// on 80 (death), passes on 10 (then 1d10 fatigue and a round stunned). The arm is lost
/// either way.
#[test]
fn rt_table_9_11_row_9_toughness_or_die() {
    let o = at_arm("rt", &[21, 9, 80]);
    let c = critical(&o);
    assert!(!c.lethal, "the row kills only on a failed test");
    let Some(Effect::Test { test }) = c.effects.first() else { panic!("{:?}", c.effects) };
    assert_eq!((test.characteristic, test.target, test.roll, test.success), (Characteristic::T, 30, Some(80), false));
    assert_eq!(c.effects.get(1), Some(&Effect::Death));
    assert!(o.target.dead);
    assert_eq!(purposes(&o), ["attack", "damage", "criticalTest"]);

    let o = at_arm("rt", &[21, 9, 10, 6]);
    let c = critical(&o);
    assert_eq!(
        &c.effects[1..],
        &[
            Effect::Fatigue { levels: 6 },
            Effect::Stunned { rounds: 1 },
            Effect::Lost { part: Part::Arm, side: Some(Side::Right), count: 1 }
        ]
    );
    assert!(!o.target.dead);
    assert_eq!(o.target.fatigue, 6);
}

/// Row 10 (and anything above): death outright.
#[test]
fn rt_table_9_11_row_10_kills() {
    let o = at_arm("rt", &[21, 10]);
    let c = critical(&o);
    assert_eq!((c.severity, c.lethal), (10, true));
    assert_eq!(c.effects, vec![Effect::Death]);
    assert!(o.target.dead);
    // 14 critical damage reads row 10 too.
    let o = attack(merge(arm_request("rt", &[21, 10]), json!({ "target": { "criticalDamage": 4 } })));
    assert_eq!(critical(&o).severity, 10);
    assert!(o.target.dead);
}

/// Sudden Death (000 "Sudden Death Critical Damage"): any critical damage kills; no row's
/// effects are rolled.
#[test]
fn sudden_death_skips_the_row() {
    let o = attack(merge(arm_request("rt", &[21, 2]), json!({ "options": { "suddenDeath": true } })));
    let c = critical(&o);
    assert!(c.lethal);
    assert_eq!(c.effects, vec![Effect::Death]);
    assert_eq!(purposes(&o), ["attack", "damage"]);
}

/// A dead target takes no more effects: a second hit of a burst on a corpse records its
/// critical damage and row but applies nothing.
#[test]
fn no_effects_after_death() {
    let req = merge(
        arm_request("rt", &[]),
        json!({ "action": "semiAuto", "attacker": { "characteristics": { "bs": 80 } },
                "weapon": { "rateOfFire": { "semi": 3 } }, "dice": { "rolls": [21, 10, 1], "seed": 4 } }),
    );
    let o = attack(req);
    assert!(o.hits.len() >= 2, "{:?}", o.log);
    assert!(o.target.dead);
    for h in &o.hits[1..] {
        assert!(h.critical.as_ref().is_some_and(|c| c.effects.is_empty()), "{:?}", h.critical);
    }
}

/// Only War and Dark Heresy 2nd edition read Rogue Trader's tables (docs/rulesets.md): a
/// natural 10 on the damage die is Righteous Fury, whose d5 picks the row (a d10 face of 3
/// is 2), and that row's dice follow.
#[test]
fn second_generation_fury_reads_rogue_trader_rows() {
    let o = attack(rolls(ranged("ow"), &[21, 10, 3, 9]));
    let h = &o.hits[0];
    let c = h.critical.as_ref().expect("a Righteous Fury critical");
    assert_eq!((c.source, c.severity), ("righteousFury", 2));
    assert_eq!(c.table, "Rogue Trader, Table 9-11: Energy Critical Effects, Arm");
    assert!(matches!(c.effects.first(), Some(Effect::Useless { duration: Duration { amount: Some(5), .. }, .. })));
    assert_eq!(purposes(&o), ["attack", "damage", "righteousFury", "criticalEffect"]);
}

/// The log names the book and table, never a source file number.
#[test]
fn the_log_names_the_book() {
    let o = at_arm("rt", &[21, 3, 1]);
    assert!(
        o.log.iter().any(|l| l.starts_with("Critical: Rogue Trader, Table 9-11: Energy Critical Effects, Arm, row 3")),
        "{:#?}",
        o.log
    );
}

/// Text users read (`rulesets()`, `actions()`, logs, error messages) cites books, never
/// the source file numbers (000 to 004) the code comments use.
#[test]
fn user_text_names_books_not_source_files() {
    let mut texts = vec![serde_json::to_string(&cogitator::rules::describe_all()).unwrap()];
    for r in [Ruleset::Dh1, Ruleset::Rt, Ruleset::Ow, Ruleset::Dh2] {
        texts.push(serde_json::to_string(&cogitator::actions(r)).unwrap());
    }
    for t in &texts {
        assert_eq!(
            source_number(t),
            None,
            "…{}…",
            source_number(t).map(|i| &t[i.saturating_sub(60)..(i + 20).min(t.len())]).unwrap_or("")
        );
    }
}

/// 000 "Fatigue", the Grak example: TB 4 carries four levels (each test at -10 while any);
/// a fifth puts him out for 10 - 4 = 6 minutes. Here an unarmed blow that beats his TB adds
/// the fifth level (000 Unarmed Combat).
#[test]
fn rt_000_grak_falls_unconscious_from_fatigue() {
    let grak =
        json!({ "name": "Grak", "characteristics": { "t": 40, "ag": 40, "ws": 40 }, "wounds": 12, "fatigue": 4 });
    let req = json!({ "ruleset": "rt", "attacker": { "characteristics": { "ws": 60, "s": 40 } }, "target": grak,
        "weapon": { "class": "unarmed", "damage": "1d5-3", "damageType": "impact" }, "action": "standard",
        "dice": { "rolls": [30, 10] } });
    let o = attack(req);
    assert_eq!(o.target.fatigue, 5);
    assert!(o.target.unconscious);
    assert!(o.target.conditions.contains(&Condition::Unconscious));
    let out = Effect::Unconscious { duration: Duration { unit: DurationUnit::Minutes, amount: Some(6) } };
    assert_eq!(o.target.injuries, vec![out]);
    // With any fatigue, every test is at -10.
    let t = test(json!({ "ruleset": "rt", "actor": grak, "characteristic": "ag", "dice": { "rolls": [50] } }));
    assert!(has_mod(&t.result, "fatigued", -10));
}

/// A state is the same whatever caused it (000 "Unconsciousness", 004 "Unconsciousness"):
/// fatigue past the threshold, the `unconscious` condition a critical or an earlier
/// outcome wrote back, or `helpless` all make the target helpless: hit automatically in
/// melee and unable to Dodge.
#[test]
fn unconscious_by_any_route_is_helpless() {
    let routes =
        [json!({ "fatigue": 4 }), json!({ "conditions": ["unconscious"] }), json!({ "conditions": ["helpless"] })];
    for r in ["dh1", "rt", "ow", "dh2"] {
        for route in &routes {
            // TB 3 (and WPB 3 in dh2: threshold 6, so fatigue 7 there).
            let route =
                if r == "dh2" && route.get("fatigue").is_some() { json!({ "fatigue": 7 }) } else { route.clone() };
            let req = merge(melee(r), json!({ "target": route, "reaction": "dodge", "dice": { "seed": 2 } }));
            let o = attack(req);
            assert!(o.test.automatic, "{r} {route}: {:?}", o.log);
            assert!(o.evasion.is_none(), "{r} {route}: no reaction");
            assert_eq!(o.hits.len(), 1, "{r} {route}");
        }
    }
}

/// An outcome's `target` feeds back as the next request's actor, whole: the stun rounds and
/// the injuries carry over, and a stunned target (by rounds left) cannot react. A dead one
/// is helpless.
#[test]
fn the_new_state_round_trips() {
    let first = at_arm("rt", &[21, 3, 1]);
    let state = serde_json::to_value(&first.target).unwrap();
    // The whole `target` object merges over the actor as it is.
    let back = state.clone();
    // The stunned target is hit at +20 (3 degrees, which Rogue Trader lets replace the 1 on
    // the die): 3 more critical damage, 6 in all.
    let second = attack(rolls_then_seed(
        merge(arm_request("rt", &[]), json!({ "target": back, "reaction": "dodge" })),
        &[21, 1],
    ));
    assert!(second.evasion.is_none(), "a stunned target cannot dodge");
    assert_eq!(
        &second.target.injuries[..first.target.injuries.len()],
        &first.target.injuries[..],
        "the old injuries stay"
    );
    assert!(second.target.injuries.len() > first.target.injuries.len(), "the new ones add");
    assert_eq!(second.target.critical_damage, 6);
    assert_eq!(second.target.stunned_rounds, Some(1));
    assert!(second.target.fatigue >= 2);
    let dead = attack(merge(melee("rt"), json!({ "target": { "dead": true }, "dice": { "seed": 3 } })));
    assert!(dead.test.automatic, "a dead target is hit automatically in melee");
}

/// Every row of the 32 tables is reachable through `resolveAttack` and applies its effects
/// without error: for each line's tables, a called shot at each location with each damage
/// type, the target already at its wounds with critical damage one short of the row, bare
/// and armoured (some rows depend on a helmet or armour, and an armoured target may shrug
/// a row off).
#[test]
fn every_row_of_every_table_resolves() {
    let locations = ["head", "rightArm", "body", "leftLeg"];
    for r in ["dh1", "rt"] {
        for dt in ["energy", "explosive", "impact", "rending"] {
            for loc in locations {
                for (row, ap) in (1..=10u32).flat_map(|row| [(row, 0), (row, 2)]) {
                    // One wound gets through (4 + AP - AP - TB 3), armoured or not.
                    let armour = json!({ "head": ap, "body": ap, "rightArm": ap, "leftLeg": ap });
                    let req = json!({
                        "ruleset": r,
                        "attacker": { "characteristics": { "bs": 250 } },
                        "target": { "characteristics": { "t": 30, "ag": 30, "wp": 30, "s": 30 }, "wounds": 10, "damage": 10,
                                    "criticalDamage": row - 1, "armour": armour },
                        "weapon": { "class": "basic", "damage": (4 + ap).to_string(), "damageType": dt, "range": 100 },
                        "action": "calledShot", "calledLocation": loc, "range": 50,
                        "dice": { "seed": u64::from(row) * 7 + 1 }
                    });
                    let o = attack(req);
                    let c = o
                        .hits
                        .first()
                        .and_then(|h| h.critical.as_ref())
                        .unwrap_or_else(|| panic!("{r} {dt} {loc} {row}: {:?}", o.log));
                    assert_eq!(c.severity, row, "{r} {dt} {loc}");
                    assert!(!c.summary.is_empty());
                    assert!(!c.effects.is_empty() || ap > 0, "{r} {dt} {loc} row {row}: effects");
                    assert!(c.table.starts_with(if r == "dh1" {
                        "Dark Heresy, Table 7-"
                    } else {
                        "Rogue Trader, Table 9-"
                    }));
                }
            }
        }
    }
}

/// No critical table of any line has an area effect (only the psychic tables do), nested
/// effects included: the attack entry's `.wasm`, which reaches the critical tables alone,
/// leaves out the area effect's writer on that account (`model::effect::AreaSpecs`).
#[test]
fn no_critical_table_has_an_area_effect() {
    use cogitator::rules::effects::Spec;
    fn walk(specs: &[Spec], at: &str) {
        for s in specs {
            assert!(!matches!(s, Spec::Area { .. }), "{at}: {s:?}");
            match s {
                Spec::Test { fail, pass, .. } => {
                    walk(fail, at);
                    walk(pass, at);
                }
                Spec::Chance { then, .. } => walk(then, at),
                Spec::OneOf { bands, .. } => bands.iter().for_each(|b| walk(b.then, at)),
                Spec::IfArmoured { armoured, unarmoured } => {
                    walk(armoured, at);
                    walk(unarmoured, at);
                }
                _ => {}
            }
        }
    }
    let mut rows = 0;
    for ruleset in [Ruleset::Dh1, Ruleset::Rt, Ruleset::Ow, Ruleset::Dh2] {
        for t in &cogitator::rules::profile(ruleset).crits.tables {
            for (i, r) in t.rows.iter().enumerate() {
                walk(r.effects, &format!("{} row {}", t.table, i + 1));
                rows += 1;
            }
        }
    }
    assert_eq!(rows, 4 * 16 * 10, "every row of the sixteen tables of each line");
}
