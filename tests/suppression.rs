//! Suppressing fire, Overwatch, pinning, extra hits moved to other targets and stray shots
//! into melee: one test per rule, with its numbers in each line, citing the seed heading or
//! table. (The Vos example is in `examples.rs`.)

mod common;
use cogitator::*;
use common::*;
use serde_json::{json, Value};

const ALL: [&str; 4] = ["dh1", "rt", "ow", "dh2"];
const FIRST_GEN: [&str; 2] = ["dh1", "rt"];

/// A gunner with an S/3/10 autogun (1d10+3 energy, range 100 m) at 50 m, firing
/// suppressing fire at a target with 100 wounds, TB 3 and Willpower 30.
fn gunner(r: &str) -> Value {
    merge(
        ranged(r),
        json!({ "action": "suppressingFire",
                "weapon": { "name": "autogun", "rateOfFire": { "single": true, "semi": 3, "full": 10 } },
                "target": { "wounds": 100 } }),
    )
}

/// Another character: Toughness 30, Willpower 30, 100 wounds.
fn grox(id: &str) -> Value {
    json!({ "id": id, "actor": { "name": id, "characteristics": { "t": 30, "ag": 30, "wp": 30 }, "wounds": 100 } })
}

fn with(v: Value, patch: Value, faces: &[u32]) -> AttackOutcome {
    attack(rolls(merge(v, patch), faces))
}

fn purposes(o: &AttackOutcome) -> Vec<&'static str> {
    o.dice.iter().map(|d| d.purpose.as_str()).collect()
}

fn err(v: Value) -> (ErrorCode, Option<String>) {
    let e = attack_err(v);
    (e.code, e.path)
}

fn pinned(t: &TargetState) -> bool {
    t.conditions.contains(&Condition::Pinned)
}

// ---------------------------------------------------------------- suppressing fire

/// 000 Table 9-4 and "Suppressing Fire"; 003 Table 7-5 and "Suppressing Fire (Full
/// Action)"; 004 Combat Actions; 002 Combat Actions realigned: a Full Action at -20 to BS,
/// without Full Auto Burst's bonus (000: "does not benefit from +20"), in every line.
#[test]
fn suppressing_fire_is_a_full_action_at_minus_20() {
    use cogitator::rules::action_types::{ActionType, Resolution};
    for r in ALL {
        let o = with(gunner(r), json!({}), &[90, 50]);
        assert_eq!(o.test.target, 20, "{r}: BS 40 - 20");
        assert!(has_mod(&o.test, "Suppressing Fire", -20), "{r}");
        assert!(!o.test.modifiers.iter().any(|m| m.label.contains("Full Auto")), "{r}: no +20");
        assert_eq!(o.ammo, 10, "{r}: a full-auto burst's rounds");
        assert_eq!(o.fire_mode, Some(BurstMode::Full));
        let def = cogitator::rules::profile(from(json!(r)).unwrap()).action(Action::SuppressingFire).unwrap();
        assert_eq!(def.kind, ActionType::Full, "{r}");
        assert_eq!(def.attack.unwrap().resolution, Resolution::Suppression, "{r}");
    }
}

/// Hits: dh1/rt (000, 003) one plus one per two degrees; ow/dh2 (004 fires a burst; the
/// documented choice) one plus one per two degrees beyond the first; capped by the rate of
/// fire in every line (000: "may not exceed the weapon's fully automatic Rate of Fire").
/// BS 100 - 20 = 80.
#[test]
fn suppressing_fire_hits_per_line() {
    let cases: [(&str, &[(u32, usize)]); 4] = [
        // dh1/rt: 70 is 1 degree (1 hit), 60 two (2), 40 four (3), 1 seven (4).
        ("dh1", &[(70, 1), (60, 2), (40, 3), (1, 4)]),
        ("rt", &[(70, 1), (60, 2), (40, 3), (1, 4)]),
        // ow: 70 is 2 degrees (1 hit), 60 three (2), 40 five (3), 1 eight (4).
        ("ow", &[(70, 1), (60, 2), (40, 3), (1, 4)]),
        // dh2: 75 is 2 degrees (1 hit), 69 three (2), 49 five (3), 19 eight (4).
        ("dh2", &[(75, 1), (69, 2), (49, 3), (19, 4)]),
    ];
    for (r, rows) in cases {
        for &(roll, hits) in rows {
            let mut faces = vec![roll];
            faces.extend(std::iter::repeat_n(1, 12));
            let o = with(gunner(r), json!({ "attacker": { "characteristics": { "bs": 100 } } }), &faces);
            assert_eq!((o.hits_scored as usize, o.hits.len()), (hits, hits), "{r} roll {roll}");
        }
        // The rate of fire caps the hits: full 2.
        let capped =
            json!({ "attacker": { "characteristics": { "bs": 100 } }, "weapon": { "rateOfFire": { "full": 2 } } });
        let o = with(gunner(r), capped, &[1, 1, 1, 1]);
        assert_eq!(o.hits.len(), 2, "{r}: capped at the full-auto rate");
    }
}

/// A roll of 94 or more jams the weapon (000 "Suppressing Fire", 003, 004): no hits. The
/// kill zone still tests for pinning (the spray was laid down).
#[test]
fn suppressing_fire_jams_on_94() {
    for r in ALL {
        let o = with(gunner(r), json!({ "attacker": { "characteristics": { "bs": 100 } } }), &[94, 50]);
        assert!(o.jammed && o.hits.is_empty(), "{r}");
        assert!(o.pinning.is_some(), "{r}");
        let o = with(gunner(r), json!({ "attacker": { "characteristics": { "bs": 100 } } }), &[93, 1, 1, 1, 1, 1, 50]);
        assert!(!o.jammed, "{r}: 93");
    }
}

/// First generation (000, 003): suppressing fire needs fully automatic fire. dh2 (004) and
/// ow (documented choice) fire a semi- or full-auto burst as asked (`fireMode`), and the
/// weapon needs that mode.
#[test]
fn suppressing_fire_modes() {
    let semi = json!({ "fireMode": "semi" });
    for r in FIRST_GEN {
        assert_eq!(err(merge(gunner(r), semi.clone())), (ErrorCode::NotAllowed, Some("fireMode".into())), "{r}");
    }
    for r in ALL {
        let no_full = merge(gunner(r), json!({ "weapon": { "rateOfFire": { "full": 0 } } }));
        assert_eq!(err(no_full), (ErrorCode::NotAllowed, Some("weapon.rateOfFire.full".into())), "{r}");
        let e = err(merge(ranged(r), json!({ "fireMode": "full" })));
        assert_eq!(e, (ErrorCode::InvalidInput, Some("fireMode".into())), "{r}: only suppressing fire");
    }
    for r in ["ow", "dh2"] {
        let o = with(gunner(r), semi.clone(), &[90, 50]);
        assert_eq!((o.ammo, o.fire_mode), (3, Some(BurstMode::Semi)), "{r}: three rounds");
        let o = with(
            gunner(r),
            merge(semi.clone(), json!({ "attacker": { "characteristics": { "bs": 100 } } })),
            &[1, 1, 1, 1, 50],
        );
        assert_eq!(o.hits.len(), 3, "{r}: capped at the semi-auto rate");
        let no_semi = merge(gunner(r), json!({ "fireMode": "semi", "weapon": { "rateOfFire": { "semi": 0 } } }));
        assert_eq!(err(no_semi), (ErrorCode::NotAllowed, Some("weapon.rateOfFire.semi".into())), "{r}");
    }
}

/// 000 and 003: each hit goes to a random character in the kill zone, friend or foe; hits
/// on the same character follow the multiple-hits table. The volley's first hit takes the
/// reversed test roll; another character's first hit rolls a fresh d100 (documented
/// choice). Dice: test, one `suppressionTarget` die per hit, then location and damage hit
/// by hit, then the Pinning Tests.
#[test]
fn suppressing_fire_sprays_the_kill_zone() {
    for r in ALL {
        // BS 100 - 20 = 80; roll 40 scores three hits in every line (see above).
        let req = merge(
            gunner(r),
            json!({ "attacker": { "characteristics": { "bs": 100, "ag": 30 } }, "killZone": [grox("A"), grox("B")] }),
        );
        // Hits to A, the target, A. 40 reversed is 04: A's head; the target's first hit
        // rolls 50: body; A's second hit follows the table from the head: head.
        let o = attack(rolls(req, &[40, 2, 1, 2, 5, 50, 6, 7, 50, 5, 95]));
        assert_eq!(
            purposes(&o),
            [
                "attack",
                "suppressionTarget",
                "suppressionTarget",
                "suppressionTarget",
                "damage",
                "hitLocation",
                "damage",
                "damage",
                "pinning",
                "pinning",
                "pinning"
            ],
            "{r}"
        );
        assert!(o.dice[1..4].iter().all(|d| d.sides == 3), "{r}: a die as large as the zone");
        assert_eq!(o.hits_scored, 3);
        assert_eq!(o.hits.len(), 1, "{r}");
        assert_eq!((o.hits[0].location, o.hits[0].damage.total), (Location::Body, 9), "{r}");
        let a = &o.others[0];
        assert_eq!((a.id.as_str(), a.role), ("A", "killZone"));
        let spots: Vec<_> = a.hits.iter().map(|h| (h.location, h.damage.total)).collect();
        assert_eq!(spots, vec![(Location::Head, 8), (Location::Head, 10)], "{r}");
        assert_eq!(a.target.damage, 5 + 7, "{r}: (8 - 3) + (10 - 3)");
        assert!(o.others[1].hits.is_empty(), "{r}: B was not hit");
    }
}

/// Pinning Tests after suppressing fire are Willpower tests: Hard (-20) in dh1/rt (000 and
/// 003 "Pinning", "Suppressing Fire"); +0 in ow (002 "Pinning"); dh2 (004 Suppressing
/// Fire) -20 after a full-auto burst and -10 after a semi-auto one. Everyone in the zone
/// tests, hit or not; a failure adds `pinned`.
#[test]
fn pinning_tests_after_suppressing_fire() {
    for (r, full, semi) in [("dh1", -20, None), ("rt", -20, None), ("ow", 0, Some(0)), ("dh2", -20, Some(-10))] {
        // A miss (90); the target rolls 25, A 5, B 95. Willpower 30.
        let req = merge(gunner(r), json!({ "killZone": [grox("A"), grox("B")] }));
        let o = attack(rolls(req.clone(), &[90, 25, 5, 95]));
        let t = o.pinning.as_ref().expect("the target tests");
        assert_eq!((t.characteristic, t.target), (Characteristic::Wp, 30 + full), "{r}");
        assert_eq!(t.success, 25 <= 30 + full, "{r}");
        assert_eq!(pinned(&o.target), !t.success, "{r}");
        let a = o.others[0].pinning.as_ref().expect("A tests though not hit");
        assert!(a.success && !pinned(&o.others[0].target), "{r}");
        assert!(!o.others[1].pinning.as_ref().unwrap().success && pinned(&o.others[1].target), "{r}");
        if let Some(semi) = semi {
            let o = attack(rolls(merge(req, json!({ "fireMode": "semi" })), &[90, 25, 5, 95]));
            assert_eq!(o.pinning.unwrap().target, 30 + semi, "{r} semi");
        }
    }
}

/// 000 and 003 "Pinning": the test is taken even if the hit struck a location behind cover
/// or did no damage.
#[test]
fn pinning_even_when_the_hit_does_nothing() {
    for r in ALL {
        let req = merge(
            gunner(r),
            json!({ "attacker": { "characteristics": { "bs": 100 } },
                    "target": { "cover": { "ap": 30, "locations": ["head", "body", "rightArm", "leftArm", "rightLeg", "leftLeg"] } } }),
        );
        let o = attack(rolls(req, &[70, 5, 99]));
        assert_eq!((o.hits.len(), o.hits[0].wounds), (1, 0), "{r}: the cover stops it");
        assert!(pinned(&o.target), "{r}: still tests, and fails");
    }
}

/// Characters the attack killed or knocked out take no Pinning Test (documented choice).
#[test]
fn the_fallen_take_no_pinning_test() {
    for r in ALL {
        let o = with(gunner(r), json!({ "target": { "fatigue": 9 } }), &[90]);
        assert!(o.pinning.is_none() && o.target.unconscious, "{r}");
    }
}

/// The seeds give no reaction against suppressing fire; the engine refuses one (documented
/// choice: the Pinning Test is the defence).
#[test]
fn suppressing_fire_cannot_be_dodged() {
    for r in ALL {
        assert_eq!(
            err(merge(gunner(r), json!({ "reaction": "dodge" }))),
            (ErrorCode::NotAllowed, Some("reaction".into()))
        );
    }
}

/// The kill zone is checked like the target, with paths; at most 100 others; ids unique;
/// only suppressing fire (or a whole-zone Overwatch) has one.
#[test]
fn kill_zone_is_validated() {
    for r in ALL {
        let bad = merge(
            gunner(r),
            json!({ "killZone": [grox("A"), { "id": "B", "actor": { "characteristics": { "wp": 30 } } }] }),
        );
        assert_eq!(err(bad), (ErrorCode::InvalidInput, Some("killZone[1].actor.wounds".into())), "{r}");
        let no_wp =
            merge(gunner(r), json!({ "killZone": [{ "id": "B", "actor": { "characteristics": {}, "wounds": 5 } }] }));
        assert_eq!(err(no_wp), (ErrorCode::InvalidInput, Some("killZone[0].actor.characteristics.wp".into())), "{r}");
        let twice = merge(gunner(r), json!({ "killZone": [grox("A"), grox("A")] }));
        assert_eq!(err(twice), (ErrorCode::InvalidInput, Some("killZone[1].id".into())), "{r}");
        let many: Vec<Value> = (0..101).map(|i| grox(&format!("g{i}"))).collect();
        assert_eq!(
            err(merge(gunner(r), json!({ "killZone": many }))),
            (ErrorCode::InvalidInput, Some("killZone".into()))
        );
        let standard = merge(ranged(r), json!({ "killZone": [grox("A")] }));
        assert_eq!(err(standard), (ErrorCode::NotAllowed, Some("killZone".into())), "{r}");
        let odd = merge(gunner(r), json!({ "killZone": [{ "id": "A", "actor": grox("A")["actor"], "extra": 1 }] }));
        assert_eq!(attack_err(odd).code, ErrorCode::InvalidInput, "{r}: unknown field");
    }
}

// ---------------------------------------------------------------- overwatch

/// Overwatch fires the attack held ready (`overwatchAttack`, default full auto): dh1 only a
/// Full Auto Burst (003 "Overwatch (Varies)"); rt a Full Auto Burst, Semi-Auto Burst or
/// Suppressing Fire (000 "Overwatch"); dh2 a Standard, Semi-Auto or Full-Auto attack (004
/// Combat Actions); ow as dh2 (002 names none; documented choice).
#[test]
fn overwatch_attacks_per_line() {
    let lines: [(&str, &[&str], &[&str]); 4] = [
        ("dh1", &["fullAuto"], &["semiAuto", "suppressingFire", "standard"]),
        ("rt", &["fullAuto", "semiAuto", "suppressingFire"], &["standard", "calledShot"]),
        ("ow", &["standard", "semiAuto", "fullAuto"], &["suppressingFire", "calledShot"]),
        ("dh2", &["standard", "semiAuto", "fullAuto"], &["suppressingFire", "allOut"]),
    ];
    for (r, allowed, refused) in lines {
        let watch = merge(gunner(r), json!({ "action": "overwatch" }));
        for a in allowed {
            let o = with(watch.clone(), json!({ "overwatchAttack": a }), &[90, 50]);
            assert_eq!(o.overwatch_attack.map(|x| x.as_str()), Some(*a), "{r} {a}");
            assert_eq!(o.action, Action::Overwatch);
        }
        for a in refused {
            let e = err(merge(watch.clone(), json!({ "overwatchAttack": a })));
            assert_eq!(e, (ErrorCode::NotAllowed, Some("overwatchAttack".into())), "{r} {a}");
        }
        let o = with(watch, json!({}), &[90, 50]);
        assert_eq!(o.overwatch_attack, Some(Action::FullAuto), "{r}: full auto by default");
        let e = err(merge(gunner(r), json!({ "overwatchAttack": "fullAuto" })));
        assert_eq!(e, (ErrorCode::InvalidInput, Some("overwatchAttack".into())), "{r}: only with overwatch");
    }
}

/// 000 Table 9-4 and 003 Table 7-5 give Overwatch "-20 to BS"; the action text puts the -20
/// on the kill zone's Pinning Test, and the shot keeps its own modifier (documented choice):
/// dh1/rt full auto +20, ow/dh2 full auto -10 and standard +10.
#[test]
fn overwatch_shot_keeps_its_own_modifier() {
    for (r, full) in [("dh1", 20), ("rt", 20), ("ow", -10), ("dh2", -10)] {
        let o = with(gunner(r), json!({ "action": "overwatch" }), &[90, 50]);
        assert_eq!(o.test.target, 40 + full, "{r}");
        assert!(!o.test.modifiers.iter().any(|m| m.value == -20), "{r}: no -20 on the shot");
        assert_eq!(o.ammo, 10, "{r}");
    }
    for r in ["ow", "dh2"] {
        let o = with(gunner(r), json!({ "action": "overwatch", "overwatchAttack": "standard" }), &[90, 50]);
        assert_eq!((o.test.target, o.ammo), (50, 1), "{r}");
    }
}

/// After the shot, Pinning Tests: dh1/rt everyone in the kill zone at Hard (-20) (000
/// "Overwatch", 003 "Overwatch (Varies)"); dh2 the targets of the shot at +0, even if
/// unharmed (004); ow likewise (+0 from 002 "Pinning"). In ow/dh2 a kill zone beyond the
/// shot's targets is refused; characters given extra hits (`spread`) test too.
#[test]
fn overwatch_pinning_per_line() {
    for r in FIRST_GEN {
        let req = merge(gunner(r), json!({ "action": "overwatch", "killZone": [grox("A")] }));
        let o = attack(rolls(req, &[90, 15, 5]));
        assert_eq!(o.pinning.as_ref().unwrap().target, 10, "{r}: 30 - 20");
        assert!(pinned(&o.target), "{r}: 15 fails");
        assert_eq!(o.others[0].pinning.as_ref().unwrap().target, 10, "{r}");
        assert!(o.others[0].hits.is_empty() && !pinned(&o.others[0].target), "{r}: the zone is not shot");
    }
    for r in ["ow", "dh2"] {
        let e = err(merge(gunner(r), json!({ "action": "overwatch", "killZone": [grox("A")] })));
        assert_eq!(e, (ErrorCode::NotAllowed, Some("killZone".into())), "{r}");
        // Full auto at BS 100 - 10 = 90, roll 50: dh2 5 degrees, ow 5: five hits, two moved to A.
        let req = merge(
            gunner(r),
            json!({ "action": "overwatch", "attacker": { "characteristics": { "bs": 100, "ag": 30 } },
                    "spread": [{ "id": "A", "actor": grox("A")["actor"], "hits": 2 }] }),
        );
        let o = attack(rolls(req, &[50, 1, 1, 1, 40, 1, 1, 35, 31]));
        assert_eq!((o.hits.len(), o.others[0].hits.len()), (3, 2), "{r}");
        let t = o.pinning.as_ref().unwrap();
        assert_eq!((t.target, t.success), (30, false), "{r}: +0, 35 fails");
        assert!(pinned(&o.target));
        assert!(!o.others[0].pinning.as_ref().unwrap().success && pinned(&o.others[0].target), "{r}");
    }
}

/// A pinned character may take only half actions (000, 003 "Being Pinned"; 002; 004):
/// Overwatch is a Full Action (dh1: Extended, 003 Table 7-5 "Varies").
#[test]
fn overwatch_is_not_for_the_pinned() {
    use cogitator::rules::action_types::ActionType;
    for (r, kind) in
        [("dh1", ActionType::Extended), ("rt", ActionType::Full), ("ow", ActionType::Full), ("dh2", ActionType::Full)]
    {
        let p = cogitator::rules::profile(from(json!(r)).unwrap());
        assert_eq!(p.action(Action::Overwatch).map(|d| d.kind), Some(kind), "{r}");
        let e = err(merge(gunner(r), json!({ "action": "overwatch", "attacker": { "conditions": ["pinned"] } })));
        assert_eq!(e, (ErrorCode::NotAllowed, Some("action".into())), "{r}");
    }
}

/// rt's Overwatch may hold Suppressing Fire: the spray is resolved as suppressing fire and
/// the zone tests at -20 (000 "Overwatch").
#[test]
fn rt_overwatch_with_suppressing_fire() {
    let req = merge(
        gunner("rt"),
        json!({ "action": "overwatch", "overwatchAttack": "suppressingFire", "killZone": [grox("A")] }),
    );
    let o = attack(rolls(req, &[15, 2, 1, 5, 50, 60, 70]));
    assert_eq!(o.test.target, 20);
    assert_eq!(o.fire_mode, Some(BurstMode::Full));
    // 15 vs 20: 0 degrees, one hit, sprayed onto A (die 2 of 2).
    assert_eq!(purposes(&o), ["attack", "suppressionTarget", "damage", "pinning", "pinning"]);
    assert_eq!(o.others[0].hits.len(), 1);
}

// ---------------------------------------------------------------- escaping pinning

fn escape(v: Value) -> TestOutcome {
    let req: EscapeRequest = from(v).expect("request parses");
    escape_pinning(&req, 7).unwrap_or_else(|e| panic!("escape failed: {e}"))
}

fn pinned_actor() -> Value {
    json!({ "name": "Grox", "characteristics": { "wp": 30 }, "conditions": ["pinned"] })
}

/// The end-of-turn Willpower test to escape pinning: +0, Easy (+30) when nobody shot at the
/// character since its last turn (000 and 003 "Being Pinned"; 002 "Pinning"; 004
/// "Pinning"); dh2 also gives the +30 in cover (004). Engaged in melee: escaped without a
/// test (000, 003, 002; dh2 documented choice).
#[test]
fn escaping_pinning_per_line() {
    for r in ALL {
        let shot = escape(json!({ "ruleset": r, "actor": pinned_actor(), "dice": { "rolls": [45] } }));
        assert_eq!((shot.result.target, shot.result.success), (30, false), "{r}");
        assert_eq!(shot.dice[0].purpose, "pinningEscape");
        let calm = escape(json!({ "ruleset": r, "actor": pinned_actor(), "shotAt": false, "dice": { "rolls": [45] } }));
        assert_eq!((calm.result.target, calm.result.success), (60, true), "{r}: Easy (+30)");
        let cover =
            escape(json!({ "ruleset": r, "actor": pinned_actor(), "inCover": true, "dice": { "rolls": [45] } }));
        assert_eq!(cover.result.target, if r == "dh2" { 60 } else { 30 }, "{r}: in cover");
        for engaged in [json!({ "engaged": true }), json!({ "actor": { "conditions": ["pinned", "engaged"] } })] {
            let o = escape(merge(json!({ "ruleset": r, "actor": pinned_actor() }), engaged));
            assert!(o.result.success && o.result.automatic && o.dice.is_empty(), "{r}");
        }
        let tired = escape(
            json!({ "ruleset": r, "actor": merge(pinned_actor(), json!({ "fatigue": 1 })), "shotAt": false, "dice": { "rolls": [45] } }),
        );
        assert_eq!(tired.result.target, 50, "{r}: fatigued -10");
    }
    let req: Result<EscapeRequest> = from(json!({ "ruleset": "dh1", "actor": pinned_actor(), "shotat": true }));
    assert!(req.is_err(), "unknown fields are refused");
    let req: EscapeRequest = from(json!({ "ruleset": "dh1", "actor": { "characteristics": {} } })).unwrap();
    let e = escape_pinning(&req, 1).unwrap_err();
    assert_eq!(e.path.as_deref(), Some("actor.characteristics.wp"));
}

// ---------------------------------------------------------------- extra hits moved within 2 m

/// 000 and 003 Semi-Auto and Full Auto Burst: extra hits may go to other characters within
/// two metres. `spread` takes that many extra hits from the end; the first moved hit on a
/// character rolls a fresh d100 for location (documented choice), later ones follow the
/// table; their damage comes after the target's.
#[test]
fn extra_hits_moved_to_others() {
    for r in ALL {
        // BS 100, full auto, rate 4, roll 1: four hits in every line.
        let req = merge(
            gunner(r),
            json!({ "action": "fullAuto", "attacker": { "characteristics": { "bs": 100, "ag": 30 } },
                    "weapon": { "rateOfFire": { "full": 4 } },
                    "spread": [{ "id": "B", "actor": grox("B")["actor"], "hits": 2 }] }),
        );
        let o = attack(rolls(req, &[1, 2, 3, 80, 4, 5]));
        assert_eq!(purposes(&o), ["attack", "damage", "damage", "hitLocation", "damage", "damage"], "{r}");
        assert_eq!(o.hits_scored, 4);
        assert_eq!(o.hits.iter().map(|h| h.location).collect::<Vec<_>>(), [Location::Head, Location::Head], "{r}");
        let b = &o.others[0];
        assert_eq!((b.id.as_str(), b.role), ("B", "spread"));
        // 80 is the right leg; the table's second hit from a leg: the same leg.
        assert_eq!(
            b.hits.iter().map(|h| h.location).collect::<Vec<_>>(),
            [Location::RightLeg, Location::RightLeg],
            "{r}"
        );
        // rt: the degrees of success (11) replace the die (000 "Step Four").
        let want = if r == "rt" { [14, 14] } else { [7, 8] };
        assert_eq!(b.hits.iter().map(|h| h.damage.total).collect::<Vec<_>>(), want, "{r}");
        assert_eq!(b.target.damage, want[0] + want[1] - 6, "{r}");
        assert!(o.pinning.is_none() && b.pinning.is_none(), "{r}: a burst pins nobody");
    }
}

/// The target's Dodge negates only its own hits, not those moved away (they were aimed
/// elsewhere); a spread asking for more extra hits than the burst scored takes what there
/// is (documented choice).
#[test]
fn spread_and_reactions() {
    for r in ALL {
        let req = merge(
            gunner(r),
            json!({ "action": "fullAuto", "attacker": { "characteristics": { "bs": 100, "ag": 30 } }, "reaction": "dodge",
                    "weapon": { "rateOfFire": { "full": 4 } },
                    "target": { "characteristics": { "ag": 60 }, "skills": { "dodge": { "trained": true } } },
                    "spread": [{ "id": "B", "actor": grox("B")["actor"], "hits": 1 }] }),
        );
        // Four hits, one moved; the target dodges 1 (a strong success) and negates the rest.
        let o = attack(rolls(req, &[1, 1, 50, 6]));
        assert_eq!(o.evasion.as_ref().unwrap().hits_negated, 3, "{r}");
        assert!(o.hits.is_empty());
        assert_eq!(o.others[0].hits.len(), 1, "{r}");
        // A spread asking for two: a semi-auto burst scoring one hit moves none, one scoring
        // two moves one. dh1/rt need 50 (30: two degrees), ow/dh2 40 (15: three degrees
        // in ow, four in dh2).
        let req = merge(
            gunner(r),
            json!({ "action": "semiAuto", "spread": [{ "id": "B", "actor": grox("B")["actor"], "hits": 2 }] }),
        );
        let one = attack(rolls(req.clone(), &[35, 5]));
        assert_eq!((one.hits.len(), one.others[0].hits.len()), (1, 0), "{r}");
        assert!(one.log.iter().any(|l| l.contains("only 0 extra hits left to move to B")), "{r}");
        let two = attack(rolls(req, &[if r == "dh1" || r == "rt" { 30 } else { 15 }, 5, 50, 5]));
        assert_eq!((two.hits.len(), two.others[0].hits.len()), (1, 1), "{r}");
    }
}

/// Only a burst's extra hits may be moved, never more than its rate of fire allows.
#[test]
fn spread_is_validated() {
    for r in ALL {
        let b = |n: u32| json!([{ "id": "B", "actor": grox("B")["actor"], "hits": n }]);
        let single = merge(ranged(r), json!({ "spread": b(1) }));
        assert_eq!(err(single), (ErrorCode::NotAllowed, Some("spread".into())), "{r}");
        let too_many = merge(gunner(r), json!({ "action": "semiAuto", "spread": b(3) }));
        assert_eq!(err(too_many), (ErrorCode::NotAllowed, Some("spread[0].hits".into())), "{r}: rate 3, two extras");
        let zero = merge(gunner(r), json!({ "action": "semiAuto", "spread": b(0) }));
        assert_eq!(err(zero), (ErrorCode::InvalidInput, Some("spread[0].hits".into())), "{r}");
        let sprayed = merge(gunner(r), json!({ "spread": b(1) }));
        assert_eq!(err(sprayed), (ErrorCode::NotAllowed, Some("spread".into())), "{r}: suppressing fire is random");
        let neg = merge(
            gunner(r),
            json!({ "action": "semiAuto", "spread": [{ "id": "B", "actor": grox("B")["actor"], "hits": -1 }] }),
        );
        assert_eq!(attack_err(neg).code, ErrorCode::InvalidInput, "{r}");
    }
}

// ---------------------------------------------------------------- stray shots

/// A shooter firing into a melee at a target engaged with `meleeOpponent`.
fn into_melee(r: &str) -> Value {
    merge(
        ranged(r),
        json!({ "target": { "conditions": ["engaged"] }, "options": { "strayShots": true },
                "weapon": { "rateOfFire": { "single": true, "semi": 3, "full": 10 } },
                "meleeOpponent": { "id": "ally", "actor": { "name": "Ally", "characteristics": { "t": 30, "ag": 30, "wp": 30 }, "wounds": 12 } } }),
    )
}

/// The optional rule: rt (000 "Stray Shots") a miss by one degree of failure or less hits
/// the target's opponent instead; dh1 (003 "Shooting into Melee") a miss that would have
/// hit but for the -20; ow/dh2 follow 000 (documented choice), counting their own degrees.
/// BS 40 - 20 = 20 (ow/dh2 30 with the Standard Attack's +10). The stray hit lands where
/// the reversed roll says.
#[test]
fn stray_shots_per_line() {
    let cases: [(&str, &[(u32, bool)]); 4] = [
        ("rt", &[(39, true), (40, false)]),  // 19 over: 1 degree; 20 over: 2
        ("dh1", &[(40, true), (41, false)]), // 40 would have hit at BS 40
        ("ow", &[(39, true), (40, false)]),  // +10 standard: needs 30; 1 + full tens of margin
        ("dh2", &[(39, true), (40, false)]), // needs 30; 1 + 4 - 3 = 2 for 40
    ];
    for (r, rows) in cases {
        for &(roll, stray) in rows {
            let o = attack(rolls(into_melee(r), &[roll, 6]));
            assert!(has_mod(&o.test, "Shooting into melee", -20) && !o.test.success, "{r} {roll}");
            assert_eq!(o.others[0].hits.len(), usize::from(stray), "{r} roll {roll}");
            if stray {
                let h = &o.others[0].hits[0];
                let want = if roll % 10 == 9 { Location::LeftLeg } else { Location::Head };
                assert_eq!((h.location, h.damage.total), (want, 9), "{r} roll {roll}");
                assert_eq!(o.others[0].target.damage, 6, "{r}");
                assert_eq!(purposes(&o), ["attack", "damage"], "{r}: no location die");
            }
        }
        // Off by default, and never on a jam.
        let off = merge(into_melee(r), json!({ "options": { "strayShots": false }, "meleeOpponent": null }));
        assert!(attack(rolls(off, &[35])).others.is_empty(), "{r}: 35 would stray with the option");
        let jam = merge(into_melee(r), json!({ "attacker": { "characteristics": { "bs": 70, "ag": 30 } } }));
        assert!(attack(rolls(jam, &[96])).others[0].hits.is_empty(), "{r}: a jam strays nowhere");
    }
}

/// Bursts into melee: rt (000) shares the hits out, every other one to the opponent; dh1
/// (003) puts at least one (the last) on the opponent; ow/dh2 as rt (documented choice).
#[test]
fn stray_bursts_per_line() {
    // Full auto at BS 80 into melee: dh1/rt 80 + 20 - 20 = 80, roll 9: 7 degrees, 8 hits;
    // ow/dh2 80 - 10 - 20 = 50, roll 9: 5 (ow) or 6 (dh2) degrees and hits.
    for (r, hits, strays) in [("dh1", 8, 1), ("rt", 8, 4), ("ow", 5, 2), ("dh2", 6, 3)] {
        let req = merge(
            into_melee(r),
            json!({ "action": "fullAuto", "attacker": { "characteristics": { "bs": 80, "ag": 30 } } }),
        );
        let o = attack(merge(req, json!({ "dice": { "rolls": [9], "seed": 3 } })));
        assert_eq!(o.hits_scored, hits, "{r}");
        assert_eq!((o.hits.len(), o.others[0].hits.len()), (hits as usize - strays, strays), "{r}");
        assert_eq!(o.others[0].role, "meleeOpponent");
    }
}

/// The opponent is named only with the option, and only for a shot into a melee.
#[test]
fn stray_shots_are_validated() {
    for r in ALL {
        let no_option = merge(into_melee(r), json!({ "options": { "strayShots": false } }));
        assert_eq!(err(no_option), (ErrorCode::InvalidInput, Some("meleeOpponent".into())), "{r}");
        let not_engaged = merge(into_melee(r), json!({ "target": { "conditions": [] } }));
        assert_eq!(err(not_engaged), (ErrorCode::NotAllowed, Some("meleeOpponent".into())), "{r}");
        let bad = merge(into_melee(r), json!({ "meleeOpponent": { "id": "" } }));
        assert_eq!(err(bad), (ErrorCode::InvalidInput, Some("meleeOpponent.id".into())), "{r}");
    }
}
