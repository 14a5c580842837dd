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
    json!({ "id": id, "actor": { "name": id, "characteristics": { "t": 30, "wp": 30 }, "wounds": 100 } })
}

fn with(v: Value, patch: Value, faces: &[u32]) -> AttackOutcome {
    attack(rolls(merge(v, patch), faces))
}

fn purposes(o: &AttackOutcome) -> Vec<&'static str> {
    o.dice.iter().map(|d| d.purpose).collect()
}

fn err(v: Value) -> (ErrorCode, Option<String>) {
    let e = attack_err(v);
    (e.code, e.path)
}

fn pinned(t: &TargetState) -> bool {
    t.conditions.contains(&Condition::Pinned)
}

// ---------------------------------------------------------------- suppressing fire

/// 000 Table 9-4 and "Suppressing Fire"; 003 Table 7-2 and "Suppressing Fire (Full
/// Action)"; 004 Combat Actions; 002 Combat Actions realigned: a Full Action at -20 to BS,
/// without Full Auto Burst's bonus (000: "does not benefit from +20"), in every line.
#[test]
fn suppressing_fire_is_a_full_action_at_minus_20() {
    use cogitator::rules::actions::{ActionType, Resolution};
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
            json!({ "attacker": { "characteristics": { "bs": 100 } }, "killZone": [grox("A"), grox("B")] }),
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
