//! Attack actions, one test per rule with its numbers in each line that has it, citing the
//! seed heading or table. (Worked examples are in `examples.rs`.)

mod common;
use cogitator::*;
use common::*;
use serde_json::{json, Value};

const ALL: [&str; 4] = ["dh1", "rt", "ow", "dh2"];

/// A lasgun-like weapon with every fire mode: S/3/10.
fn autogun(r: &str) -> Value {
    merge(
        ranged(r),
        json!({ "weapon": { "name": "autogun", "rateOfFire": { "single": true, "semi": 3, "full": 10 } },
                "target": { "wounds": 100, "characteristics": { "t": 30 } } }),
    )
}

fn burst(r: &str, action: &str, faces: &[u32]) -> AttackOutcome {
    attack(rolls(merge(autogun(r), json!({ "action": action })), faces))
}

fn locations(o: &AttackOutcome) -> Vec<Location> {
    o.hits.iter().map(|h| h.location).collect()
}

/// 000 Table 9-4 and 003 Table 7-5: Semi-Auto Burst +10, Full Auto Burst +20; 004 and 002:
/// Semi-Auto +0, Full-Auto -10.
#[test]
fn burst_modifiers_per_line() {
    for (r, semi, full) in [("dh1", 10, 20), ("rt", 10, 20), ("ow", 0, -10), ("dh2", 0, -10)] {
        let s = burst(r, "semiAuto", &[99, 1]);
        assert_eq!(s.test.target, 40 + semi, "{r} semi");
        let f = burst(r, "fullAuto", &[99, 1]);
        assert_eq!(f.test.target, 40 + full, "{r} full");
    }
}

/// Hits from degrees. dh1/rt (000 and 003 Semi-Auto Burst, Full Auto Burst): one hit plus one
/// per two degrees (semi) or per degree (full), degrees counting full tens. ow/dh2 (004):
/// semi-auto one hit plus one per two degrees beyond the first; full-auto one hit per degree.
#[test]
fn burst_hits_per_degree_per_line() {
    // BS 40: semi +10 = 50 in dh1; roll 50 is 0 degrees, 40 one, 30 two, 10 four.
    for (roll, hits) in [(50, 1), (40, 1), (30, 2), (20, 2), (10, 3)] {
        let dice: Vec<u32> = std::iter::once(roll).chain(std::iter::repeat_n(1, 10)).collect();
        assert_eq!(burst("dh1", "semiAuto", &dice).hits.len(), hits, "dh1 semi roll {roll}");
    }
    // Full +20 = 60: roll 60 is 0 degrees (1 hit), 49 one (2), 29 three (4).
    for (roll, hits) in [(60, 1), (49, 2), (29, 4), (9, 6)] {
        let dice: Vec<u32> = std::iter::once(roll).chain(std::iter::repeat_n(1, 10)).collect();
        assert_eq!(burst("rt", "fullAuto", &dice).hits.len(), hits, "rt full roll {roll}");
    }
    // dh2 semi +0 = 40: 40 is 1 degree (1 hit), 35 still 1 (the tens digits match: 4-3+1=2? no:
    // 1 + 4 - 3 = 2 degrees, 1 hit), 25 three degrees (2 hits), 5 five degrees (3 hits).
    for (roll, hits) in [(40, 1), (35, 1), (25, 2), (15, 2), (5, 3)] {
        let dice: Vec<u32> = std::iter::once(roll).chain(std::iter::repeat_n(1, 10)).collect();
        assert_eq!(burst("dh2", "semiAuto", &dice).hits.len(), hits, "dh2 semi roll {roll}");
    }
    // dh2 full -10 = 30: one hit per degree: 30 is 1, 25 two, 5 four.
    for (roll, hits) in [(30, 1), (25, 2), (5, 4)] {
        let dice: Vec<u32> = std::iter::once(roll).chain(std::iter::repeat_n(1, 10)).collect();
        assert_eq!(burst("dh2", "fullAuto", &dice).hits.len(), hits, "dh2 full roll {roll}");
    }
    // ow: one degree for the result plus one per full 10 of margin; full-auto -10 = 30:
    // 30 is 1 degree, 20 two, 5 three.
    for (roll, hits) in [(30, 1), (20, 2), (5, 3)] {
        let dice: Vec<u32> = std::iter::once(roll).chain(std::iter::repeat_n(1, 10)).collect();
        assert_eq!(burst("ow", "fullAuto", &dice).hits.len(), hits, "ow full roll {roll}");
    }
}

/// The hits of a burst never exceed the rate of fire of its mode, the first included (000
/// Semi-Auto Burst: Brutis's three hits for a rate of three; 004: hits are tied to the
/// rounds fired).
#[test]
fn burst_hits_capped_by_rate_of_fire() {
    for r in ALL {
        let capped = merge(autogun(r), json!({ "weapon": { "rateOfFire": { "semi": 2, "full": 3 } } }));
        let dice: Vec<u32> = std::iter::once(1).chain(std::iter::repeat_n(1, 10)).collect();
        let s = attack(rolls(merge(capped.clone(), json!({ "action": "semiAuto" })), &dice));
        assert_eq!((s.hits.len(), s.ammo), (2, 2), "{r} semi");
        let f = attack(rolls(merge(capped, json!({ "action": "fullAuto" })), &dice));
        assert_eq!((f.hits.len(), f.ammo), (3, 3), "{r} full");
    }
}

/// A weapon without the fire mode cannot take the action: never a silent single shot.
#[test]
fn a_weapon_without_the_mode_is_not_allowed() {
    for r in ALL {
        let pistol = merge(ranged(r), json!({ "weapon": { "rateOfFire": { "single": true, "semi": 2 } } }));
        let e = attack_err(merge(pistol.clone(), json!({ "action": "fullAuto" })));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("weapon.rateOfFire.full")), "{r}");
        let e = attack_err(merge(ranged(r), json!({ "action": "semiAuto" })));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("weapon.rateOfFire.semi")), "{r}");
        let flamer = merge(ranged(r), json!({ "weapon": { "rateOfFire": { "single": false, "full": 10 } } }));
        let e = attack_err(merge(flamer, json!({ "action": "standard" })));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("weapon.rateOfFire.single")), "{r}");
        let e = attack_err(merge(melee(r), json!({ "action": "fullAuto" })));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("action")), "{r}");
    }
}

/// Bursts jam on 94 or more (000 and 003 Semi-Auto and Full Auto Burst, 004), single shots
/// on 96 or more (000 and 003 "Weapon Jams", 002).
#[test]
fn bursts_jam_on_94() {
    for r in ALL {
        for a in ["semiAuto", "fullAuto"] {
            let o = attack(rolls(
                merge(autogun(r), json!({ "action": a, "attacker": { "characteristics": { "bs": 100 } } })),
                &[94],
            ));
            assert!(o.jammed && !o.test.success && o.hits.is_empty(), "{r} {a}");
            let o = attack(rolls(
                merge(autogun(r), json!({ "action": a, "attacker": { "characteristics": { "bs": 100 } } })),
                &[93, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
            ));
            assert!(!o.jammed, "{r} {a} 93");
        }
        let o = attack(rolls(merge(autogun(r), json!({ "attacker": { "characteristics": { "bs": 100 } } })), &[94, 1]));
        assert!(!o.jammed, "{r}: a single shot does not jam on 94");
    }
}

/// Extra hits follow the multiple-hits table from the first hit's region; they never roll
/// (000 Table 9-5, 003 Table 7-6, 002). After a first hit to the head, hits past the fifth
/// go to the body in dh1/rt/ow and stay on the head in dh2 (004).
#[test]
fn extra_hits_follow_each_lines_table() {
    // Full auto at BS 100: roll 1 reversed is 10: head. Degrees are plenty; rate 7.
    for (r, last) in [("dh1", Location::Body), ("rt", Location::Body), ("ow", Location::Body), ("dh2", Location::Head)]
    {
        let req = merge(
            autogun(r),
            json!({ "action": "fullAuto", "attacker": { "characteristics": { "bs": 100 } },
                    "weapon": { "rateOfFire": { "full": 7 } } }),
        );
        let o = attack(rolls(req, &[1, 1, 1, 1, 1, 1, 1, 1]));
        use Location::*;
        // The tables name only "Arm": arms alternate, right first.
        assert_eq!(locations(&o), vec![Head, Head, RightArm, Body, LeftArm, last, last], "{r}");
        assert!(!o.hits[0].extra && o.hits[1..].iter().all(|h| h.extra), "{r}: extra hits may be moved");
        assert_eq!(o.dice.iter().filter(|d| d.purpose == "hitLocation").count(), 0, "{r}: no location dice");
    }
}

/// 000 and 003 "Dodging Auto-Fire": a successful Dodge against a burst negates one hit and
/// one more per degree of success (first generation degrees start at 0). Second
/// generation: each degree (at least one on a success) negates a hit.
#[test]
fn dodging_a_burst_negates_a_hit_per_degree() {
    for (r, expected) in [("dh1", 2), ("rt", 2), ("ow", 2), ("dh2", 3)] {
        // BS 100 full auto, roll 1: ten hits (the rate of fire). The target dodges with
        // Agility 30, trained, and rolls 15: one degree in dh1/rt (15 under: 1 + 1 hits
        // negated), two in ow (1 + 1), three in dh2 (1 + 3 - 1).
        let req = merge(
            autogun(r),
            json!({ "action": "fullAuto", "attacker": { "characteristics": { "bs": 100 } }, "reaction": "dodge",
                    "target": { "skills": { "dodge": { "trained": true } } } }),
        );
        let o = attack(rolls(req, &[1, 15, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
        let ev = o.evasion.as_ref().unwrap();
        assert!(ev.test.success);
        let d = ev.test.degrees;
        let want = if r == "dh1" || r == "rt" { 1 + d } else { d };
        assert_eq!(ev.hits_negated as i32, want, "{r}: {d} degrees");
        assert_eq!(ev.hits_negated, expected, "{r}");
        assert_eq!(o.hits.len() as u32, o.hits_scored - ev.hits_negated);
    }
}

/// A single hit is negated by any successful Dodge or Parry (000 "Dodge", "Parry").
#[test]
fn one_hit_one_reaction() {
    for r in ALL {
        let req = merge(melee(r), json!({ "reaction": "parry", "target": { "skills": parry_skill(r) } }));
        let o = attack(rolls(req, &[5, 1]));
        assert_eq!(o.evasion.as_ref().unwrap().hits_negated, 1, "{r}");
        assert!(o.hits.is_empty());
    }
}

/// Rounds spent: a single shot one, a burst its whole rate of fire, hit or miss (000 Full Auto
/// Burst: Grak "expends 10 rounds"; 004: "uses ammo appropriately"); melee none.
#[test]
fn ammunition_spent() {
    for r in ALL {
        assert_eq!(burst(r, "standard", &[99]).ammo, 1);
        assert_eq!(burst(r, "semiAuto", &[99]).ammo, 3);
        assert_eq!(burst(r, "fullAuto", &[99]).ammo, 10);
        assert_eq!(attack(rolls(melee(r), &[99])).ammo, 0);
    }
}

/// Rogue Trader lets a pistol or basic weapon fire a burst on the move (up to the Agility
/// Bonus in metres): a semi-auto burst then has no bonus, a full-auto burst -10 instead of
/// +20 (000 Semi-Auto Burst, Full Auto Burst). No other line has the rule.
#[test]
fn rt_bursts_on_the_move() {
    let moving = |a: &str| merge(autogun("rt"), json!({ "action": a, "circumstances": { "movingFire": true } }));
    let s = attack(rolls(moving("semiAuto"), &[99]));
    assert_eq!(s.test.target, 40);
    let f = attack(rolls(moving("fullAuto"), &[99]));
    assert_eq!(f.test.target, 30);
    assert!(has_mod(&f.test, "Full Auto Burst on the move", -10));
    let heavy = merge(moving("fullAuto"), json!({ "weapon": { "class": "heavy" } }));
    assert_eq!(attack_err(heavy).path.as_deref(), Some("circumstances.movingFire"));
    for r in ["dh1", "ow", "dh2"] {
        let e = attack_err(merge(autogun(r), json!({ "action": "fullAuto", "circumstances": { "movingFire": true } })));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("circumstances.movingFire")), "{r}");
    }
}

/// Pinned characters take only half actions (000 and 003 "Being Pinned", 002, 004): a
/// first-generation burst or called shot (full actions) is refused, a second-generation
/// burst (a half action) is not. Only War also forbids starting a melee (002 Pinning).
#[test]
fn pinned_attackers_take_half_actions() {
    let pinned = json!({ "attacker": { "conditions": ["pinned"] } });
    for r in ["dh1", "rt"] {
        let e = attack_err(merge(merge(autogun(r), json!({ "action": "semiAuto" })), pinned.clone()));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("action")), "{r}");
    }
    for r in ALL {
        let e = attack_err(merge(merge(melee(r), json!({ "action": "allOut" })), pinned.clone()));
        assert_eq!(e.code, ErrorCode::NotAllowed, "{r}");
    }
    for r in ["ow", "dh2"] {
        let o = attack(rolls(merge(merge(autogun(r), json!({ "action": "semiAuto" })), pinned.clone()), &[99]));
        assert!(has_mod(&o.test, "Pinned", -20), "{r}");
    }
    let e = attack_err(merge(melee("ow"), pinned.clone()));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("attacker.conditions")));
    let engaged = json!({ "attacker": { "conditions": ["pinned", "engaged"] } });
    assert!(try_attack(rolls(merge(melee("ow"), engaged), &[99])).is_ok(), "already in melee");
    assert!(try_attack(rolls(merge(melee("dh2"), pinned), &[99])).is_ok());
}

/// Defensive Stance: melee attacks on the character are -20 (000 and 003 Defensive Stance,
/// 004 Combat Actions).
#[test]
fn defensive_stance() {
    for r in ALL {
        let o = attack(rolls(merge(melee(r), json!({ "target": { "conditions": ["defensiveStance"] } })), &[99]));
        assert!(has_mod(&o.test, "Target in Defensive Stance", -20), "{r}");
        let o = attack(rolls(merge(ranged(r), json!({ "target": { "conditions": ["defensiveStance"] } })), &[99]));
        assert!(!o.test.modifiers.iter().any(|m| m.label.contains("Defensive")), "{r}: melee only");
    }
}

/// A character who made an All Out Attack cannot Dodge or Parry until its next turn (000
/// and 003 All Out Attack; 004: gives up the round's Evasion).
#[test]
fn no_reaction_after_an_all_out_attack() {
    for r in ALL {
        let o = attack(rolls(
            merge(melee(r), json!({ "reaction": "dodge", "target": { "conditions": ["allOutAttack"] } })),
            &[5, 3],
        ));
        assert!(o.evasion.is_none() && o.hits.len() == 1, "{r}");
        assert!(o.log.iter().any(|l| l.contains("All Out Attack")), "{r}");
    }
}

/// A target unconscious from fatigue (past the threshold) is helpless by any route: melee
/// hits it without a roll and it cannot react (000 and 003 "Fatigue", "Helpless Targets").
#[test]
fn unconscious_from_fatigue_is_helpless() {
    for r in ALL {
        let req = merge(melee(r), json!({ "reaction": "dodge", "target": { "fatigue": 7 } }));
        let o = attack(rolls(req, &[50, 3, 3]));
        assert!(o.test.automatic && o.test.success, "{r}");
        assert!(o.evasion.is_none(), "{r}");
        assert_eq!(o.hits[0].damage.dice.len(), 2, "{r}: a helpless target takes the dice twice");
    }
}

/// Rules that differ by line are in the catalogue rows: each line lists its attack actions,
/// their type (full or half) and modifier.
#[test]
fn action_rows_are_data() {
    use cogitator::rules::action_types::ActionType;
    for (r, burst_type) in [
        (Ruleset::Dh1, ActionType::Full),
        (Ruleset::Rt, ActionType::Full),
        (Ruleset::Ow, ActionType::Half),
        (Ruleset::Dh2, ActionType::Half),
    ] {
        let p = cogitator::rules::profile(r);
        for a in [Action::SemiAuto, Action::FullAuto] {
            assert_eq!(p.action(a).map(|d| d.kind), Some(burst_type), "{r:?} {a:?}");
        }
        assert_eq!(p.action(Action::Standard).map(|d| d.kind), Some(ActionType::Half));
    }
}
