//! Actions that strike several times (Swift and Lightning Attack, Multiple Attacks, two
//! weapons), helpless targets, the scatter of a miss, dodging area attacks and fliers: one
//! test per rule with its numbers in each line, citing the seed heading or table.

mod common;
use cogitator::*;
use common::*;
use serde_json::{json, Value};

const ALL: [&str; 4] = ["dh1", "rt", "ow", "dh2"];
const FIRST: [&str; 2] = ["dh1", "rt"];
const SECOND: [&str; 2] = ["ow", "dh2"];

/// `faces` then plenty of 1s (damage dice).
fn faces(first: &[u32]) -> Vec<u32> {
    first.iter().copied().chain(std::iter::repeat_n(1, 40)).collect()
}

/// A melee attack against a sturdy target (100 wounds: no criticals get in the way).
fn sturdy(r: &str, patch: Value) -> Value {
    merge(merge(melee(r), json!({ "target": { "wounds": 100 } })), patch)
}

fn knife() -> Value {
    json!({ "name": "knife", "class": "melee", "damage": "1d5", "damageType": "rending" })
}

fn pistol() -> Value {
    json!({ "name": "autopistol", "class": "pistol", "damage": "1d10+2", "damageType": "impact", "range": 30,
            "rateOfFire": { "single": true, "semi": 3, "full": 6 } })
}

fn err_path(e: &Error) -> Option<&str> {
    e.path.as_deref()
}

// ---------------------------------------------------------------- Swift and Lightning Attack

/// 004 Combat Actions: Swift Attack +0 WS, Lightning Attack -10 WS, both half actions of
/// the Attack and Melee subtypes; 002's realigned table marks both as needing a talent
/// (ow), as does the published second-edition rule (dh2).
#[test]
fn swift_and_lightning_modifiers_and_talents() {
    for r in SECOND {
        for (action, talent, target) in [("swift", "swift_attack", 40), ("lightning", "lightning_attack", 30)] {
            let req = sturdy(r, json!({ "action": action, "attacker": { "talents": [talent] } }));
            let o = attack(rolls(req.clone(), &[99]));
            assert_eq!(o.test.target, target, "{r} {action}");
            assert_eq!(o.action, if action == "swift" { Action::Swift } else { Action::Lightning });
            let e = attack_err(merge(req.clone(), json!({ "attacker": { "talents": [] } })));
            assert_eq!((e.code, err_path(&e)), (ErrorCode::NotAllowed, Some("attacker.talents")), "{r} {action}");
            let e = attack_err(merge(ranged(r), json!({ "action": action, "attacker": { "talents": [talent] } })));
            assert_eq!(e.code, ErrorCode::NotAllowed, "{r} {action} is melee only");
        }
    }
}

/// 004 Swift Attack: one hit plus one for every two degrees beyond the first; Lightning
/// Attack: one hit per degree. Degrees: dh2 counts tens digits, ow one plus full tens.
#[test]
fn swift_and_lightning_hits_per_degree() {
    let hits = |r: &str, action: &str, roll: u32| {
        let talents = ["swift_attack", "lightning_attack"];
        attack(rolls(sturdy(r, json!({ "action": action, "attacker": { "talents": talents } })), &faces(&[roll])))
            .hits
            .len()
    };
    // dh2 swift (40): 40 is 1 degree, 25 three, 05 five.
    for (roll, n) in [(40, 1), (25, 2), (5, 3)] {
        assert_eq!(hits("dh2", "swift", roll), n, "dh2 swift {roll}");
    }
    // dh2 lightning (30): 30 is 1 degree, 15 three, 05 four.
    for (roll, n) in [(30, 1), (15, 3), (5, 4)] {
        assert_eq!(hits("dh2", "lightning", roll), n, "dh2 lightning {roll}");
    }
    // ow swift (40): 40 is 1 degree, 20 three, 01 four.
    for (roll, n) in [(40, 1), (20, 2), (1, 2)] {
        assert_eq!(hits("ow", "swift", roll), n, "ow swift {roll}");
    }
    // ow lightning (30): 30 is 1, 10 three, 01 three.
    for (roll, n) in [(30, 1), (10, 3), (1, 3)] {
        assert_eq!(hits("ow", "lightning", roll), n, "ow lightning {roll}");
    }
}

/// Published second-edition rule (the seeds give no cap): Swift and Lightning Attack score
/// no more hits than the attacker's Weapon Skill Bonus.
#[test]
fn swift_and_lightning_hits_capped_at_weapon_skill_bonus() {
    for r in SECOND {
        // WS 50 (WSB 5), lightning -10, +30: 70. A roll of 01 is 8 degrees in dh2, 7 in ow.
        let l = sturdy(
            r,
            json!({ "action": "lightning", "attacker": { "talents": ["lightning_attack"], "characteristics": { "ws": 50 } },
                    "modifiers": [{ "label": "test", "value": 30 }] }),
        );
        let o = attack(rolls(l, &faces(&[1])));
        assert!(o.test.degrees >= 7, "{r}");
        assert_eq!(o.hits.len(), 5, "{r}: capped at WSB 5");
        // WS 30 (WSB 3), swift +50: 80; 01 is 9 degrees in dh2 (5 hits), 8 in ow (4 hits).
        let s = sturdy(
            r,
            json!({ "action": "swift", "attacker": { "talents": ["swift_attack"], "characteristics": { "ws": 30 } },
                    "modifiers": [{ "label": "test", "value": 50 }] }),
        );
        assert_eq!(attack(rolls(s, &faces(&[1]))).hits.len(), 3, "{r}: capped at WSB 3");
    }
}

/// 004 "Evasion" (and `reaction.rs`): each degree of a successful Parry negates one hit of
/// a Lightning Attack, as for a burst.
#[test]
fn parry_against_lightning_negates_per_degree() {
    let req = sturdy(
        "dh2",
        json!({ "action": "lightning", "attacker": { "talents": ["lightning_attack"] }, "reaction": "parry",
                "target": { "skills": { "parry": { "trained": true } } } }),
    );
    // 05 against 30: four hits. Parry 15 against WS 30: three degrees, three hits negated.
    let o = attack(rolls(req, &faces(&[5, 15])));
    assert_eq!(o.hits_scored, 4);
    assert_eq!(o.evasion.as_ref().map(|e| e.hits_negated), Some(3));
    assert_eq!(o.hits.len(), 1);
}

/// 000 "Multiple Attacks", 003 "Multiple Attacks (Full Action)": in the first generation
/// Swift and Lightning Attack are talents used through Multiple Attacks, not actions.
#[test]
fn first_generation_has_no_swift_or_lightning_action() {
    for r in FIRST {
        for action in ["swift", "lightning"] {
            let e = attack_err(sturdy(r, json!({ "action": action, "attacker": { "talents": ["swift_attack"] } })));
            assert_eq!(e.code, ErrorCode::NotAllowed, "{r} {action}");
            assert!(e.message.contains("multipleAttacks"), "{r}: {}", e.message);
        }
    }
    for r in SECOND {
        let e =
            attack_err(sturdy(r, json!({ "action": "multipleAttacks", "attacker": { "talents": ["swift_attack"] } })));
        assert_eq!(e.code, ErrorCode::NotAllowed, "{r} has no Multiple Attacks action");
    }
}

// ---------------------------------------------------------------- Multiple Attacks

/// 000 "Multiple Attacks", 003 "Multiple Attacks (Full Action)": a full action; with the
/// Swift Attack talent two melee strikes, with Lightning Attack three (published talents),
/// each its own test with its own hits against the same target.
#[test]
fn multiple_attacks_with_talents() {
    for r in FIRST {
        let swift = sturdy(r, json!({ "action": "multipleAttacks", "attacker": { "talents": ["swift_attack"] } }));
        // Strike one: 30 hits (reversed 03: head), damage 5; strike two: 35 hits (53: body), 6.
        let o = attack(rolls(swift.clone(), &[30, 5, 35, 6]));
        assert_eq!(o.action, Action::MultipleAttacks);
        assert_eq!(o.strikes.len(), 2, "{r}");
        assert_eq!(o.strikes[1].action, Action::Standard);
        assert_eq!((o.strikes[0].test.roll, o.strikes[1].test.roll), (Some(30), Some(35)));
        assert_eq!(o.test, o.strikes[0].test, "the top-level test is the first strike's");
        assert_eq!(o.test.target, 40, "Multiple Attacks adds no modifier");
        let at: Vec<_> = o.hits.iter().map(|h| (h.strike, h.location, h.damage.total)).collect();
        assert_eq!(at, [(Some(1), Location::Head, 5 + 3), (Some(2), Location::Body, 6 + 3)]);
        assert_eq!(o.target.damage, 5 + 6, "both strikes land on the running state");

        let lightning =
            merge(swift.clone(), json!({ "attacker": { "talents": ["swift_attack", "lightning_attack"] } }));
        let o = attack(rolls(lightning, &[30, 5, 99, 35, 6]));
        assert_eq!(o.strikes.len(), 3, "{r}: the better talent counts");
        assert_eq!(o.hits.iter().map(|h| h.strike).collect::<Vec<_>>(), [Some(1), Some(3)]);
        assert_eq!(o.hits_scored, 2);

        let e = attack_err(merge(swift.clone(), json!({ "attacker": { "talents": [] } })));
        assert_eq!((e.code, err_path(&e)), (ErrorCode::NotAllowed, Some("attacker.talents")));
        let shoot =
            merge(ranged(r), json!({ "action": "multipleAttacks", "attacker": { "talents": ["swift_attack"] } }));
        assert_eq!(err_path(&attack_err(shoot)), Some("weapon.class"), "the talents strike in melee");
        let pinned = merge(swift, json!({ "attacker": { "conditions": ["pinned"] } }));
        assert_eq!(attack_err(pinned).code, ErrorCode::NotAllowed, "{r}: a full action");
    }
}

/// One reaction a round (000 "Reactions"; the target's one Dodge or Parry goes to the first
/// strike that hits): later strikes of the same action cannot be dodged.
#[test]
fn one_reaction_for_the_first_strike_that_hits() {
    for r in FIRST {
        let req = sturdy(
            r,
            json!({ "action": "multipleAttacks", "attacker": { "talents": ["swift_attack"] }, "reaction": "dodge",
                    "target": { "skills": { "dodge": { "trained": true } } } }),
        );
        // Strike one hits (30), the Dodge (10 vs 30) negates it; strike two hits (35) unopposed.
        let o = attack(rolls(req.clone(), &[30, 10, 35, 6]));
        assert_eq!(o.strikes[0].evasion.as_ref().map(|e| e.hits_negated), Some(1), "{r}");
        assert!(o.strikes[1].evasion.is_none());
        assert_eq!((o.strikes[0].hits_landed, o.strikes[1].hits_landed), (0, 1));
        assert_eq!(o.evasion.as_ref().and_then(|e| e.test.roll), Some(10));
        // Strike one misses (99): the Dodge is still there for strike two.
        let o = attack(rolls(req, &[99, 35, 10]));
        assert!(o.strikes[0].evasion.is_none());
        assert_eq!(o.strikes[1].evasion.as_ref().map(|e| e.hits_negated), Some(1), "{r}");
        assert!(o.hits.is_empty());
    }
}

// ---------------------------------------------------------------- two weapons

/// 000 and 003 "Two-Weapon Fighting": with Two-Weapon Wielder both weapons attack under
/// Multiple Attacks, each at -20, or -10 with Ambidextrous; the secondary hand's own -20
/// does not stack in the first generation.
#[test]
fn two_weapons_first_generation() {
    for r in FIRST {
        let req = sturdy(
            r,
            json!({ "action": "multipleAttacks", "secondaryWeapon": knife(), "attacker": { "talents": ["two_weapon_wielder"] } }),
        );
        let o = attack(rolls(req.clone(), &[99, 99]));
        assert_eq!(o.strikes.len(), 2);
        assert_eq!(o.strikes[1].hand, Hand::Secondary);
        assert_eq!(o.strikes[1].weapon, "knife");
        for s in &o.strikes {
            assert_eq!(s.test.target, 20, "{r}");
            assert!(has_mod(&s.test, "Two weapons", -20));
            assert!(!s.test.modifiers.iter().any(|m| m.label == "Secondary hand"));
        }
        let ambi = merge(req.clone(), json!({ "attacker": { "talents": ["two_weapon_wielder", "ambidextrous"] } }));
        let o = attack(rolls(ambi, &[99, 99]));
        assert_eq!((o.strikes[0].test.target, o.strikes[1].test.target), (30, 30), "{r}");

        let e = attack_err(merge(req.clone(), json!({ "attacker": { "talents": [] } })));
        assert_eq!((e.code, err_path(&e)), (ErrorCode::NotAllowed, Some("attacker.talents")));
        let e = attack_err(merge(req.clone(), json!({ "action": "standard" })));
        assert_eq!(err_path(&e), Some("action"), "{r}: both weapons attack under Multiple Attacks");

        // A melee weapon and a pistol: Weapon Skill for the one, Ballistic Skill for the other.
        let mixed = merge(req, json!({ "secondaryWeapon": pistol() }));
        let o = attack(rolls(mixed, &[99, 90]));
        assert_eq!(o.strikes[0].test.characteristic, Characteristic::Ws);
        assert_eq!(o.strikes[1].test.characteristic, Characteristic::Bs);
        assert_eq!((o.strikes[1].ammo, o.ammo), (1, 1));
    }
}

/// 000 and 003 "Two-Weapon Fighting": each ranged weapon may fire on its own mode
/// (`primaryAction`, `secondaryAction`); the bursts' modifiers and rounds are each
/// weapon's own.
#[test]
fn two_pistols_on_different_modes() {
    for r in FIRST {
        let req = merge(
            ranged(r),
            json!({ "weapon": pistol(), "range": 20, "action": "multipleAttacks", "secondaryWeapon": pistol(),
                    "primaryAction": "fullAuto", "secondaryAction": "semiAuto",
                    "attacker": { "talents": ["two_weapon_wielder"] } }),
        );
        let o = attack(rolls(req.clone(), &[90, 90]));
        assert_eq!(o.strikes[0].test.target, 40 + 20 - 20, "{r} full auto");
        assert_eq!(o.strikes[1].test.target, 40 + 10 - 20, "{r} semi-auto");
        assert_eq!((o.strikes[0].action, o.strikes[1].action), (Action::FullAuto, Action::SemiAuto));
        assert_eq!((o.strikes[0].ammo, o.strikes[1].ammo, o.ammo), (6, 3, 9));
        assert!(!o.jammed);
        // A weapon without the mode: the error names the secondary weapon's field.
        let no_semi = merge(req, json!({ "secondaryWeapon": { "rateOfFire": { "semi": 0 } } }));
        assert_eq!(err_path(&attack_err(no_semi)), Some("secondaryWeapon.rateOfFire.semi"), "{r}");
    }
}

/// 000, 003 and 002 "Two-Weapon Fighting": an attack with the secondary hand alone is -20;
/// Ambidextrous removes the penalty. Every line.
#[test]
fn secondary_hand_alone() {
    for r in ALL {
        let standard = if SECOND.contains(&r) { 10 } else { 0 };
        let req = sturdy(r, json!({ "hand": "secondary" }));
        let o = attack(rolls(req.clone(), &[99]));
        assert_eq!(o.test.target, 40 + standard - 20, "{r}");
        assert!(has_mod(&o.test, "Secondary hand", -20));
        let o = attack(rolls(merge(req, json!({ "attacker": { "talents": ["ambidextrous"] } })), &[99]));
        assert_eq!(o.test.target, 40 + standard, "{r}: Ambidextrous");
    }
}

/// 002 "Two Weapon Fighting": with Two-Weapon Wielder (Melee) each hand makes a Standard,
/// Swift or Lightning Attack, each -20 plus -20 for the secondary hand; Ambidextrous makes
/// it -10 each with no secondary-hand penalty. dh2 follows 002 (004 is silent).
#[test]
fn two_weapons_second_generation() {
    for r in SECOND {
        let req = sturdy(
            r,
            json!({ "action": "swift", "secondaryWeapon": knife(), "secondaryAction": "lightning",
                    "attacker": { "talents": ["swift_attack", "lightning_attack", "two_weapon_wielder_melee"] } }),
        );
        let o = attack(rolls(req.clone(), &[99, 99]));
        assert_eq!(o.action, Action::Swift);
        assert_eq!((o.strikes[0].action, o.strikes[1].action), (Action::Swift, Action::Lightning));
        assert_eq!(o.strikes[0].test.target, 40 - 20, "{r}: swift, two weapons");
        assert_eq!(o.strikes[1].test.target, 40 - 10 - 20 - 20, "{r}: lightning, two weapons, secondary hand");
        assert!(has_mod(&o.strikes[1].test, "Secondary hand", -20));

        let ambi = merge(
            req.clone(),
            json!({ "attacker": { "talents": ["swift_attack", "lightning_attack", "two_weapon_wielder_melee", "ambidextrous"] } }),
        );
        let o = attack(rolls(ambi, &[99, 99]));
        assert_eq!((o.strikes[0].test.target, o.strikes[1].test.target), (30, 20), "{r}: Ambidextrous");

        let standard = merge(req.clone(), json!({ "secondaryAction": null }));
        let o = attack(rolls(standard, &[99, 99]));
        assert_eq!(o.strikes[1].test.target, 40 + 10 - 20 - 20, "{r}: the secondary hand's Standard Attack");

        // A pistol in the other hand needs the (Ballistic) talent too, and a ranged action.
        let mixed = merge(req.clone(), json!({ "secondaryWeapon": pistol(), "secondaryAction": "standard" }));
        let e = attack_err(mixed.clone());
        assert!(e.message.contains("two_weapon_wielder_ballistic"), "{r}: {}", e.message);
        let both = json!({ "attacker": { "talents": ["swift_attack", "two_weapon_wielder_melee", "two_weapon_wielder_ballistic"] } });
        let o = attack(rolls(merge(mixed.clone(), both.clone()), &[99, 90]));
        assert_eq!(o.strikes[1].test.characteristic, Characteristic::Bs);
        let e = attack_err(merge(merge(mixed, both), json!({ "secondaryAction": "swift" })));
        assert_eq!((e.code, err_path(&e)), (ErrorCode::NotAllowed, Some("secondaryAction")), "{r}");

        let e = attack_err(merge(req.clone(), json!({ "primaryAction": "standard" })));
        assert_eq!(err_path(&e), Some("primaryAction"), "{r}: the action is the primary hand's");
        let e = attack_err(merge(req, json!({ "attacker": { "talents": ["swift_attack", "lightning_attack"] } })));
        assert_eq!(err_path(&e), Some("attacker.talents"), "{r}");
    }
}

/// Bad input in the secondary hand names its own fields.
#[test]
fn secondary_weapon_is_validated() {
    let base = sturdy("dh1", json!({ "action": "multipleAttacks", "attacker": { "talents": ["two_weapon_wielder"] } }));
    let e = attack_err(merge(base.clone(), json!({ "secondaryWeapon": merge(knife(), json!({ "damage": "lots" })) })));
    assert_eq!((e.code, err_path(&e)), (ErrorCode::InvalidInput, Some("secondaryWeapon.damage")));
    let e = attack_err(merge(base.clone(), json!({ "secondaryWeapon": merge(knife(), json!({ "penetration": -1 })) })));
    assert_eq!(err_path(&e), Some("secondaryWeapon.penetration"));
    let e = attack_err(merge(sturdy("dh1", json!({})), json!({ "secondaryAction": "standard" })));
    assert_eq!((e.code, err_path(&e)), (ErrorCode::InvalidInput, Some("secondaryAction")));
    let e = attack_err(merge(base, json!({ "secondaryWeapon": knife(), "hand": "secondary" })));
    assert_eq!(err_path(&e), Some("hand"));
}

/// The additions leave a single attack's outcome as it was: no `strikes`, `scatter` or
/// `strike` keys.
#[test]
fn single_attacks_keep_their_shape() {
    let o = attack(rolls(sturdy("dh1", json!({})), &[30, 5]));
    let v = serde_json::to_value(&o).unwrap();
    for key in ["strikes", "scatter"] {
        assert!(v.get(key).is_none(), "{key}");
    }
    assert!(v["hits"][0].get("strike").is_none());
}

// ---------------------------------------------------------------- helpless targets

/// 000 and 003 "Helpless Targets": every strike of Multiple Attacks hits a helpless target
/// without a roll and rolls its damage dice twice.
#[test]
fn helpless_target_every_strike_hits() {
    for r in FIRST {
        let req = sturdy(
            r,
            json!({ "action": "multipleAttacks", "attacker": { "talents": ["swift_attack"] },
                    "target": { "conditions": ["helpless"] } }),
        );
        // Strike one: location 75, damage 4 and 6; strike two: location 20, damage 3 and 3.
        let o = attack(rolls(req, &[75, 4, 6, 20, 3, 3]));
        assert!(o.strikes.iter().all(|s| s.test.automatic && s.test.success), "{r}");
        let totals: Vec<i32> = o.hits.iter().map(|h| h.damage.total).collect();
        assert_eq!(totals, [4 + 6 + 3, 3 + 3 + 3]);
    }
}

/// 004 "Helpless Targets": the degrees equal the Weapon Skill Bonus, so a Lightning Attack
/// scores WSB hits; ow follows it. Shots are not automatic (the rule is for Weapon Skill),
/// and 004: a stunned target is not helpless.
#[test]
fn helpless_target_degrees_and_limits() {
    for r in SECOND {
        let req = sturdy(
            r,
            json!({ "action": "lightning", "attacker": { "talents": ["lightning_attack"] }, "target": { "conditions": ["helpless"] } }),
        );
        let o = attack(rolls(req, &faces(&[50])));
        assert_eq!((o.test.degrees, o.hits.len()), (4, 4), "{r}: WSB 4");
        assert!(o.hits.iter().all(|h| h.damage.dice.len() == 2), "{r}: dice twice");
        let stunned = attack(rolls(sturdy(r, json!({ "target": { "conditions": ["stunned"] } })), &[99]));
        assert!(!stunned.test.automatic && !stunned.test.success, "{r}");
    }
    for r in ALL {
        let shot = merge(ranged(r), json!({ "target": { "conditions": ["helpless"] } }));
        let o = attack(rolls(shot, &[90]));
        assert!(!o.test.automatic && !o.test.success, "{r}: a shot still rolls");
    }
}

/// 000 and 003 "Helpless Targets": one 10 of the two dice asks for the confirming roll as
/// usual (two 10s need none: `rules.rs` `helpless_targets`).
#[test]
fn helpless_target_one_ten_still_confirms() {
    for r in FIRST {
        let req = merge(
            sturdy(r, json!({ "target": { "conditions": ["helpless"] } })),
            json!({ "attacker": { "player": true } }),
        );
        let o = attack(rolls(req, &faces(&[41, 10, 3, 30, 2])));
        let f = o.hits[0].righteous_fury.as_ref().unwrap();
        assert_eq!((f.confirmed, f.confirmation_roll), (Some(true), Some(30)), "{r}");
    }
}

// ---------------------------------------------------------------- scatter of a miss

fn grenade(r: &str) -> Value {
    merge(
        ranged(r),
        json!({ "range": 10, "weapon": { "name": "frag grenade", "class": "thrown", "damage": "2d10", "damageType": "explosive",
                "range": 15, "qualities": [{ "id": "blast", "value": 3 }] },
                "target": { "wounds": 100 } }),
    )
}

/// 000 and 003 "Missing", 002 "Scatter", 004 "Missing and Scattering": a failed BS test
/// with a thrown weapon rolls 1d10 on the scatter diagram and 1d5 metres. The diagram is
/// not in the seeds' text: the engine reads face 3 as the sector 72 degrees right of
/// straight on ("rightLong"). (Four metres is beyond the grenade's Blast 3, so the target is
/// not caught: tests/features_hits.rs has a blast that lands closer.)
#[test]
fn a_missed_throw_scatters() {
    for r in ALL {
        let o = attack(rolls(grenade(r), &[90, 3, 8]));
        let s = o.scatter.as_ref().expect("scatter");
        assert_eq!((s.direction.roll, s.direction.direction, s.direction.bearing), (3, "rightLong", 72), "{r}");
        assert_eq!(s.metres, 4, "{r}: a d5 from face 8");
        assert!(!s.caught && o.hits.is_empty(), "{r}");
        assert!(s.second_axis.is_none());
        let purposes: Vec<&str> = o.dice.iter().map(|d| d.purpose.as_str()).collect();
        assert_eq!(purposes, ["attack", "scatterDirection", "scatterDistance"]);
        // A hit does not scatter; a thrown knife does; a rifle does not.
        assert!(attack(rolls(grenade(r), &faces(&[10]))).scatter.is_none());
        let knife = merge(grenade(r), json!({ "weapon": { "damage": "1d5", "qualities": [] } }));
        assert_eq!(
            attack(rolls(knife, &[90, 1, 10])).scatter.map(|s| (s.direction.direction, s.metres)),
            Some(("long", 5))
        );
        assert!(attack(rolls(ranged(r), &[90])).scatter.is_none(), "{r}");
    }
}

/// 002 "Scatter": a weapon with Blast scatters too (the published Blast quality in
/// dh1/rt); a jammed launcher never fired, so nothing scatters.
#[test]
fn a_missed_blast_weapon_scatters_unless_jammed() {
    for r in ALL {
        let launcher = merge(
            ranged(r),
            json!({ "weapon": { "name": "grenade launcher", "qualities": [{ "id": "blast", "value": 3 }] } }),
        );
        let o = attack(rolls(launcher.clone(), &[90, 10, 9]));
        assert_eq!(o.scatter.map(|s| (s.direction.direction, s.metres)), Some(("longLeft", 5)), "{r}");
        let o = attack(rolls(launcher, &[97]));
        assert!(o.jammed && o.scatter.is_none(), "{r}");
    }
}

/// 000 "Scattering in Zero Gravity", 004 "Missing and Scattering": the direction is rolled
/// once per axis.
#[test]
fn zero_gravity_scatters_on_two_axes() {
    for r in ALL {
        let o = attack(rolls(merge(grenade(r), json!({ "options": { "zeroGravity": true } })), &[90, 3, 7, 8]));
        let s = o.scatter.expect("scatter");
        assert_eq!(s.second_axis.map(|a| (a.roll, a.direction)), Some((7, "shortLeft")), "{r}");
        assert_eq!(s.metres, 4);
        assert_eq!(o.dice[2].purpose, "scatterDirectionSecondAxis");
    }
}

// ---------------------------------------------------------------- dodging area attacks

/// 000 and 003 "Dodging Auto-Fire and Area Effect Attacks", 004 "Evasion" (a Half Move,
/// taken as the Agility Bonus in metres): a Dodge works only if the edge is within the
/// target's Agility Bonus in metres, and then takes it out of the whole area; beyond that
/// it fails without a roll. The edge defaults to the Blast value.
#[test]
fn dodging_an_area_attack() {
    for r in ALL {
        let dodge =
            merge(grenade(r), json!({ "reaction": "dodge", "target": { "skills": { "dodge": { "trained": true } } } }));
        // Blast 3, Agility 30 (AgB 3): within reach; the Dodge (10) succeeds.
        let o = attack(rolls(dodge.clone(), &faces(&[30, 10])));
        let e = o.evasion.as_ref().unwrap();
        let area = e.area.as_ref().unwrap();
        assert_eq!((area.edge, area.reach, area.out_of_reach), (Some(3.0), 3, false), "{r}");
        assert!(o.hits.is_empty());
        // 4 metres to the edge: the Dodge fails without a roll.
        let o = attack(rolls(merge(dodge.clone(), json!({ "areaEdge": 4 })), &[30, 5, 5]));
        let e = o.evasion.as_ref().unwrap();
        assert!(e.test.automatic && !e.test.success && e.test.roll.is_none(), "{r}");
        assert!(e.area.as_ref().unwrap().out_of_reach);
        assert_eq!(o.hits.len(), 1);
        assert!(!o.dice.iter().any(|d| d.purpose == "evasion"));
        // Agility 45 (AgB 4) reaches 4 metres.
        let quick = merge(dodge, json!({ "areaEdge": 4, "target": { "characteristics": { "ag": 45 } } }));
        let o = attack(rolls(quick, &faces(&[30, 10])));
        assert!(o.evasion.unwrap().test.roll.is_some(), "{r}");
    }
    // A weapon that sprays a cone (Flame in dh1/rt, Spray in ow/dh2) makes no attack test:
    // the target's Agility test is its Dodge, with no area to leave (tests/features_hits.rs).
}

/// A negative or infinite edge distance is bad input.
#[test]
fn area_edge_is_validated() {
    let e = attack_err(merge(grenade("dh2"), json!({ "areaEdge": -1 })));
    assert_eq!((e.code, err_path(&e)), (ErrorCode::InvalidInput, Some("areaEdge")));
}

// ---------------------------------------------------------------- flying

/// 003 "Altitude": shots from the ground at a low-altitude flier count 16 metres more range
/// and take -10 (the Hybris example: 24 metres become 40). The other lines follow 003.
#[test]
fn shooting_up_at_a_low_flier() {
    for r in ALL {
        // A weapon of range 18: 24 m is no band, 40 m is long range (over 36).
        let req = merge(ranged(r), json!({ "range": 24, "weapon": { "range": 18 } }));
        let ground = attack(rolls(req.clone(), &[90]));
        let standard = if SECOND.contains(&r) { 10 } else { 0 };
        assert_eq!(ground.test.target, 40 + standard, "{r}");
        let low = attack(rolls(merge(req.clone(), json!({ "target": { "altitude": "low" } })), &[90]));
        assert!(has_mod(&low.test, "Long range", -10), "{r}: {:?}", labels(&low.test));
        assert!(has_mod(&low.test, "Shooting up at a low-altitude flier", -10));
        assert_eq!(low.test.target, 40 + standard - 20);
        // Shooting down from low altitude costs nothing; hovering fights as on the ground.
        let down = attack(rolls(merge(req.clone(), json!({ "attacker": { "altitude": "low" } })), &[90]));
        assert_eq!(down.test.target, ground.test.target);
        let hover = attack(rolls(merge(req, json!({ "target": { "altitude": "hover" } })), &[90]));
        assert_eq!(hover.test.target, ground.test.target);
        let hover_melee = sturdy(r, json!({ "target": { "altitude": "hover" } }));
        assert!(attack(rolls(hover_melee, &[99])).test.roll.is_some());
    }
}

/// 003 "Altitude": nothing reaches a low flier in melee, nor does it fight in melee; a
/// high flier fights only other high fliers.
#[test]
fn altitude_out_of_reach() {
    for r in ALL {
        let e = attack_err(sturdy(r, json!({ "target": { "altitude": "low" } })));
        assert_eq!((e.code, err_path(&e)), (ErrorCode::NotAllowed, Some("target.altitude")), "{r}");
        let e = attack_err(sturdy(r, json!({ "attacker": { "altitude": "low" } })));
        assert_eq!(err_path(&e), Some("attacker.altitude"));
        let e = attack_err(merge(ranged(r), json!({ "target": { "altitude": "high" } })));
        assert_eq!((e.code, err_path(&e)), (ErrorCode::NotAllowed, Some("target.altitude")), "{r}");
        let e = attack_err(merge(
            ranged(r),
            json!({ "attacker": { "altitude": "high" }, "target": { "altitude": "low" } }),
        ));
        assert_eq!(err_path(&e), Some("attacker.altitude"));
        let both = merge(ranged(r), json!({ "attacker": { "altitude": "high" }, "target": { "altitude": "high" } }));
        assert!(attack(rolls(both, &[90])).test.roll.is_some(), "{r}: high fliers fight each other");
    }
}

/// The strikes in JSON (camelCase), and Monte Carlo analysis runs every strike: three
/// Lightning Attack strikes that always hit land three hits.
#[test]
fn strikes_in_json_and_analysis() {
    let req = sturdy(
        "rt",
        json!({ "action": "multipleAttacks", "attacker": { "talents": ["lightning_attack"], "characteristics": { "ws": 250 } } }),
    );
    let o = attack(rolls(req.clone(), &faces(&[1, 5, 2, 5, 3, 5])));
    let v = serde_json::to_value(&o).unwrap();
    assert_eq!(v["strikes"].as_array().map(Vec::len), Some(3));
    assert_eq!(v["strikes"][2]["hitsLanded"], json!(1));
    assert_eq!(v["strikes"][0]["hand"], json!("primary"));
    assert_eq!(v["hits"][1]["strike"], json!(2));
    let a = cogitator::attack::analysis::parse_request(&merge(req, json!({ "trials": 50 })).to_string()).unwrap();
    let out = analyze_attack(&a, 3).unwrap();
    assert!((out.mean_hits - 3.0).abs() < 1e-9, "{}", out.mean_hits);
}
