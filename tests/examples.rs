//! The seeds' worked examples, reproduced with scripted dice. Each test names its source.
//! Where an example disagrees with its own rule text, the rule wins and the comment says so.

mod common;
use cogitator::rules::effects::Part;
use cogitator::*;
use common::*;
use serde_json::json;

// ---------------------------------------------------------------- Rogue Trader (000)

/// 000 "The Attack" (Steps One to Five): Grak's laspistol shot. BS 45, short range +10,
/// half aim +10, mist -20, shooting into melee -20: needs 25. Rolls 14 (hits the body, 41),
/// the creature's untrained Dodge (half of Agility 30 = 15) rolls 57 and fails; damage
/// 1d10+2 shows 10, the confirming roll 22 hits, the extra damage roll is 4+2: total 18;
/// TB 3, no armour, 12 wounds.
#[test]
fn rt_000_grak_laspistol_with_righteous_fury() {
    let req = json!({
        "ruleset": "rt",
        "attacker": { "name": "Grak", "player": true, "characteristics": { "bs": 45, "ws": 40, "s": 40, "t": 40, "ag": 35 } },
        "target": { "name": "creature", "characteristics": { "ag": 30, "t": 30 }, "wounds": 12, "conditions": ["engaged"] },
        "weapon": { "name": "laspistol", "class": "pistol", "damage": "1d10+2", "damageType": "energy", "range": 30 },
        "action": "standard", "aim": "half", "range": 10,
        "circumstances": { "fog": true },
        "reaction": "dodge",
        "dice": { "rolls": [14, 57, 10, 22, 4] }
    });
    let o = attack(req.clone());
    assert_eq!(o.test.base, 45);
    assert_eq!(o.test.target, 25, "45 + 10 + 10 - 20 - 20 = 25 (000 Step One example)");
    assert!(has_mod(&o.test, "Short range", 10));
    assert!(has_mod(&o.test, "Aim (half action)", 10));
    assert!(has_mod(&o.test, "Fog, mist, shadow or smoke", -20));
    assert!(has_mod(&o.test, "Shooting into melee", -20));
    assert_eq!(o.test.roll, Some(14));
    assert!(o.test.success);
    assert_eq!(o.test.degrees, 1);
    let ev = o.evasion.as_ref().expect("the creature dodges");
    assert_eq!(ev.test.base, 15, "untrained Dodge: half of Agility 30 (000 Step Two example)");
    assert_eq!(ev.test.roll, Some(57));
    assert!(!ev.test.success);
    assert_eq!(o.hits.len(), 1);
    let h = &o.hits[0];
    assert_eq!(h.location, Location::Body, "14 reversed is 41: body (000 Step Three example)");
    let fury = h.righteous_fury.as_ref().expect("a natural 10");
    assert_eq!(fury.confirmation_roll, Some(22));
    assert_eq!(fury.confirmed, Some(true));
    assert_eq!(fury.extra_damage, 6, "the extra damage roll is 1d10+2 = 4+2");
    assert_eq!(h.damage.total, 18, "10 + 2 + 4 + 2 = 18 (000 Righteous Fury example)");
    assert_eq!(h.wounds, 15, "18 - TB 3 (000 Step Five example)");
    assert_eq!(o.target.damage, 12);
    assert_eq!(o.target.critical_damage, 3);
    let purposes: Vec<_> = o.dice.iter().map(|d| d.purpose.as_str()).collect();
    assert_eq!(purposes, ["attack", "evasion", "damage", "righteousFuryConfirm", "righteousFury"]);

    // The example has the creature "thud to the ground dead": that is the Sudden Death
    // option (000 "Sudden Death Critical Damage"). By the full rules, 3 critical energy
    // damage to the body is row 3 of Table 9-12, which does not kill.
    let crit = h.critical.as_ref().expect("critical damage");
    assert_eq!(crit.severity, 3);
    assert!(!crit.lethal);
    assert!(crit.table.contains("9-12"));
    assert!(!o.target.dead);
    let sudden = attack(merge(req, json!({ "options": { "suddenDeath": true } })));
    assert!(sudden.target.dead);
}

/// 000 "Damage" example: Titus (8 wounds, TB 3, 5 AP on arms, body and legs) is shot in the
/// body for 11 (takes 3), then a chainsword deals 7 to his bare head (takes 4): 7 in all.
#[test]
fn rt_000_titus_armour_and_toughness() {
    let titus = json!({ "name": "Titus", "characteristics": { "t": 35, "ag": 30 }, "wounds": 8,
        "armour": { "body": 5, "rightArm": 5, "leftArm": 5, "rightLeg": 5, "leftLeg": 5 } });
    let shot = attack(json!({
        "ruleset": "rt",
        "attacker": { "characteristics": { "bs": 50 } },
        "target": titus,
        "weapon": { "name": "stub revolver", "class": "pistol", "damage": "1d10+3", "damageType": "impact", "range": 30 },
        "action": "standard", "range": 20,
        "dice": { "rolls": [43, 8] }
    }));
    assert_eq!(shot.hits[0].location, Location::Body);
    assert_eq!(shot.hits[0].damage.total, 11);
    assert_eq!(shot.hits[0].wounds, 3, "11 - 5 armour - 3 TB");
    assert_eq!(shot.target.damage, 3);

    let titus2 = merge(titus, json!({ "damage": shot.target.damage }));
    let cut = attack(json!({
        "ruleset": "rt",
        "attacker": { "characteristics": { "ws": 40, "s": 20 } },
        "target": titus2,
        "weapon": { "name": "chainsword", "class": "melee", "damage": "1d10", "damageType": "rending" },
        "action": "standard",
        "dice": { "rolls": [10, 5] }
    }));
    assert_eq!(cut.hits[0].location, Location::Head, "10 reversed is 01: head");
    assert_eq!(cut.hits[0].damage.total, 7, "5 + Strength Bonus 2");
    assert_eq!(cut.hits[0].wounds, 4, "no helmet: only TB 3 applies");
    assert_eq!(cut.target.damage, 7);
    assert_eq!(cut.target.critical_damage, 0);
}

/// 000 "Critical Damage" example: Titus (8 wounds) takes 10 explosive to the right arm after
/// soak: 2 critical damage, row 2 of the explosive arm table. Then 3 energy to the left leg:
/// 5 critical damage in all, row 5 of the energy leg table. The example names Tables 9-22
/// and 9-16, which in 000 are Impact-Leg and Explosive-Body; the tables it means are 9-15
/// (Explosive Arm) and 9-14 (Energy Leg).
#[test]
fn rt_000_titus_critical_damage_accumulates() {
    let titus = json!({ "name": "Titus", "characteristics": { "t": 35, "ag": 30 }, "wounds": 8,
        "armour": { "body": 5, "rightArm": 5, "leftArm": 5, "rightLeg": 5, "leftLeg": 5 } });
    // Bolter 1d10+5, penetration 4: 9 + 5 = 14; armour 5 - 4 = 1; TB 3: 10 wounds.
    let bolt = attack(json!({
        "ruleset": "rt",
        "attacker": { "characteristics": { "bs": 50, "ag": 30 } },
        "target": titus,
        "weapon": { "name": "boltgun", "class": "basic", "damage": "1d10+5", "penetration": 4, "damageType": "explosive", "range": 90 },
        "action": "standard", "range": 60,
        "dice": { "rolls": [41, 9] }
    }));
    let h = &bolt.hits[0];
    assert_eq!(h.location, Location::RightArm, "41 reversed is 14");
    assert_eq!(h.wounds, 10);
    assert_eq!(bolt.target.damage, 8);
    assert_eq!(bolt.target.critical_damage, 2);
    let c = h.critical.as_ref().unwrap();
    assert_eq!((c.severity, c.damage_type, c.lethal), (2, DamageType::Explosive, false));
    assert!(c.table.contains("9-15"));
    // The fractured arm: he drops what he holds and takes two levels of fatigue.
    assert_eq!(c.effects, vec![Effect::Drops { side: Some(Side::Right) }, Effect::Fatigue { levels: 2 }]);
    assert_eq!(bolt.target.fatigue, 2);

    // Lasgun 1d10+3: 8 + 3 = 11; leg armour 5, TB 3: 3 wounds, all critical.
    let titus2 = merge(titus, json!({ "damage": 8, "criticalDamage": 2, "fatigue": 2 }));
    let las = attack(json!({
        "ruleset": "rt",
        "attacker": { "characteristics": { "bs": 70, "ag": 30 } },
        "target": titus2,
        "weapon": { "name": "lasgun", "class": "basic", "damage": "1d10+3", "damageType": "energy", "range": 100 },
        "action": "standard", "range": 60,
        "dice": { "rolls": [68, 8, 4, 7] }
    }));
    let h = &las.hits[0];
    assert_eq!(h.location, Location::LeftLeg, "68 reversed is 86");
    assert_eq!(h.wounds, 3);
    assert_eq!(las.target.critical_damage, 5);
    let c = h.critical.as_ref().unwrap();
    assert_eq!((c.severity, c.damage_type), (5, DamageType::Energy));
    assert!(c.table.contains("9-14"));
    // The burnt leg: one more level of fatigue (three in all) and half speed for 2d10 rounds
    // (4 + 7 = 11), rolled after the damage die.
    let slowed = Effect::MovementHalved { duration: Duration { unit: DurationUnit::Rounds, amount: Some(11) } };
    assert_eq!(c.effects, vec![Effect::Fatigue { levels: 1 }, slowed.clone()]);
    assert_eq!(las.target.fatigue, 3);
    assert_eq!(las.target.injuries, vec![slowed]);
}

/// 000 "Damaging Cover" example: sandbags (8 AP) over Titus's body and legs take hits of 8,
/// 11 and 8. The first is absorbed whole; the second passes 3 and wears the bags to 7 AP;
/// the third passes 1 and wears them to 6 AP. (The example is a burst; here as three shots.)
#[test]
fn rt_000_titus_sandbags_wear() {
    let mut cover = json!({ "ap": 8, "locations": ["body", "rightLeg", "leftLeg"] });
    let mut passed = Vec::new();
    for (die, expect_ap) in [(5, 8), (8, 7), (5, 6)] {
        let o = attack(json!({
            "ruleset": "rt",
            "attacker": { "characteristics": { "bs": 60, "ag": 30 } },
            "target": { "name": "Titus", "characteristics": { "t": 35, "ag": 30 }, "wounds": 8, "cover": cover,
                        "armour": { "body": 5 } },
            "weapon": { "name": "autogun", "class": "basic", "damage": "1d10+3", "damageType": "impact", "range": 90 },
            "action": "standard", "range": 60,
            "dice": { "rolls": [43, die] }
        }));
        let h = &o.hits[0];
        assert_eq!(h.location, Location::Body);
        passed.push(h.damage.total - h.soak.cover_absorbed.min(h.damage.total));
        let c = o.target.cover.clone().expect("cover is reported");
        assert_eq!(c.ap, expect_ap);
        cover = serde_json::to_value(c).unwrap();
    }
    assert_eq!(passed, vec![0, 3, 1]);
}

/// 000 "Dodge" example: Confessor Varn, Agility 38 with Dodge trained, rolls 15: two degrees.
#[test]
fn rt_000_varn_dodge_degrees() {
    let o = test(
        json!({ "ruleset": "rt", "actor": { "characteristics": { "ag": 38 }, "skills": { "dodge": { "trained": true } } },
        "characteristic": "ag", "skill": "dodge", "dice": { "rolls": [15] } }),
    );
    assert!(o.result.success);
    assert_eq!(o.result.target, 38);
    assert_eq!(o.result.degrees, 2);
}

/// 000 "Grapple" example: Eli (Strength 37) rolls 22, one degree; Brutis (40) rolls 39, a bare
/// success. Eli wins on degrees.
#[test]
fn rt_000_brutis_and_eli_opposed_strength() {
    let req: OpposedRequest = from(json!({ "ruleset": "rt",
        "a": { "actor": { "name": "Eli", "characteristics": { "s": 37 } }, "characteristic": "s" },
        "b": { "actor": { "name": "Brutis", "characteristics": { "s": 40 } }, "characteristic": "s" },
        "dice": { "rolls": [22, 39] } }))
    .unwrap();
    let o = opposed_test(&req, 0).unwrap();
    assert_eq!((o.a.degrees, o.b.degrees), (1, 0));
    assert_eq!(o.winner, Some("a"));
}

/// 000 "Initiative" examples: Yolanda 11, the gangers 9, Drake and Deavon both 8; Drake's
/// Agility is higher, so he goes before Deavon.
#[test]
fn rt_000_initiative_order_and_agility_tie_break() {
    let req: InitiativeRequest = from(json!({ "ruleset": "rt", "combatants": [
        { "id": "Drake", "actor": { "characteristics": { "ag": 35 } } },
        { "id": "Deavon", "actor": { "characteristics": { "ag": 31 } } },
        { "id": "Yolanda", "actor": { "characteristics": { "ag": 42 } } },
        { "id": "gangers", "actor": { "characteristics": { "ag": 30 } } }
    ], "dice": { "rolls": [5, 5, 7, 6] } }))
    .unwrap();
    let o = roll_initiative(&req, 0).unwrap();
    let order: Vec<_> = o.order.iter().map(|e| (e.id.as_str(), e.total)).collect();
    assert_eq!(order, vec![("Yolanda", 11), ("gangers", 9), ("Drake", 8), ("Deavon", 8)]);
}

// ---------------------------------------------------------------- Dark Heresy (003)

/// 003 "Step Four: Apply Damage" example: Drake (BS 42) rolls 27 with his lasgun: a hit to
/// the right leg (72). 1d10+3 shows 8: 11. The gambler's vest covers only the body, so TB 3
/// alone applies: 8 wounds.
#[test]
fn dh1_003_drake_lasgun_shot() {
    let o = attack(json!({
        "ruleset": "dh1",
        "attacker": { "name": "Drake", "player": true, "characteristics": { "bs": 42, "ag": 30 } },
        "target": { "name": "gambler", "characteristics": { "t": 30, "ag": 30 }, "wounds": 10, "armour": { "body": 2 } },
        "weapon": { "name": "lasgun", "class": "basic", "damage": "1d10+3", "damageType": "energy", "range": 100 },
        "action": "standard", "range": 60,
        "dice": { "rolls": [27, 8] }
    }));
    assert_eq!(o.test.target, 42, "a Standard Attack is Challenging (+0) in dh1");
    assert_eq!(o.hits[0].location, Location::RightLeg);
    assert_eq!(o.hits[0].damage.total, 11);
    assert_eq!(o.hits[0].wounds, 8);
    assert_eq!(o.target.damage, 8);
}

/// 003 "Righteous Fury!" example: Drake clubs the gambler with his lasgun's butt (SB 4):
/// damage shows 10, the confirming test succeeds, the extra d10 shows 10 again (no new test),
/// then 8: 4 + 10 + 10 + 8 = 32.
#[test]
fn dh1_003_drake_chained_righteous_fury() {
    let o = attack(json!({
        "ruleset": "dh1",
        "attacker": { "name": "Drake", "player": true, "characteristics": { "ws": 40, "s": 45, "ag": 30 } },
        "target": { "name": "gambler", "characteristics": { "t": 30, "ag": 30 }, "wounds": 10 },
        "weapon": { "name": "lasgun butt", "class": "melee", "damage": "1d10", "damageType": "impact" },
        "action": "standard",
        "dice": { "rolls": [25, 10, 30, 10, 8], "seed": 1 }
    }));
    let h = &o.hits[0];
    let f = h.righteous_fury.as_ref().unwrap();
    assert_eq!(f.confirmed, Some(true));
    assert_eq!(f.extra_damage, 18);
    assert_eq!(h.damage.total, 32);
    assert_eq!(h.damage.dice, vec![10, 10, 8]);
    let purposes: Vec<_> = o.dice.iter().map(|d| d.purpose.as_str()).collect();
    // Then the dice of the critical those 29 wounds cause, if its row needs any.
    assert_eq!(purposes[..5], ["attack", "damage", "righteousFuryConfirm", "righteousFury", "righteousFury"]);
    assert!(purposes[5..].iter().all(|p| p.starts_with("critical")), "{purposes:?}");
}

/// 003 "Dealing Damage" example: Father Horst's hammer, 1d10+1, shows 6; Strength 29 gives
/// SB 2: 9 damage.
#[test]
fn dh1_003_horst_hammer() {
    let o = attack(json!({
        "ruleset": "dh1",
        "attacker": { "name": "Horst", "characteristics": { "ws": 35, "s": 29, "ag": 30 } },
        "target": { "characteristics": { "t": 30, "ag": 30 }, "wounds": 10 },
        "weapon": { "name": "hammer", "class": "melee", "damage": "1d10+1", "damageType": "impact" },
        "action": "standard",
        "dice": { "rolls": [20, 6] }
    }));
    assert_eq!(o.hits[0].damage.strength_bonus, 2);
    assert_eq!(o.hits[0].damage.total, 9, "6 + 1 + 2");
}

/// 003 "Step Two: Determine Hit Location" example: Pieter (BS 35) rolls 13: the body (31).
#[test]
fn dh1_003_pieter_hit_location() {
    let o = attack(rolls(merge(ranged("dh1"), json!({ "attacker": { "characteristics": { "bs": 35 } } })), &[13, 1]));
    assert_eq!(o.hits[0].location, Location::Body);
}

/// 003 "Critical Damage" example: Mordechai (10 wounds, TB 5) has taken 10 damage; an axe
/// deals 3 to his head after TB and armour: 3 critical damage, row 3 of the rending head
/// table. Then 5 to the body: 8 in all, row 8 of the rending body table, where he must pass
/// a Toughness test or die. The example reads out row 4's result (the lost eye) for 3
/// critical damage; the rule ("the Critical Damage total determines the severity") gives
/// row 3, which the engine follows.
#[test]
fn dh1_003_mordechai_critical_hits() {
    let mordechai =
        json!({ "name": "Mordechai", "characteristics": { "t": 50, "ag": 30 }, "wounds": 10, "damage": 10 });
    let axe = json!({ "name": "axe", "class": "melee", "damage": "1d10", "damageType": "rending" });
    let ganger = json!({ "name": "ganger", "characteristics": { "ws": 40, "s": 30, "ag": 30 } });
    let first = attack(json!({ "ruleset": "dh1", "attacker": ganger, "target": mordechai, "weapon": axe,
        "action": "standard", "dice": { "rolls": [40, 5] } }));
    let h = &first.hits[0];
    assert_eq!(h.location, Location::Head, "40 reversed is 04");
    assert_eq!(h.wounds, 3, "5 + SB 3 - TB 5");
    assert_eq!(first.target.critical_damage, 3);
    let c = h.critical.as_ref().unwrap();
    assert_eq!((c.severity, c.lethal), (3, false));
    assert!(c.table.contains("7-23"));
    // Row 3 bare-headed: an ear lost and two levels of fatigue (with a helmet, only the
    // helmet would come off).
    assert_eq!(c.effects, vec![Effect::Lost { part: Part::Ear, side: None, count: 1 }, Effect::Fatigue { levels: 2 }]);
    let helmeted = attack(
        json!({ "ruleset": "dh1", "attacker": ganger, "target": merge(mordechai.clone(), json!({ "armour": { "head": 1 } })),
        "weapon": axe, "action": "standard", "dice": { "rolls": [40, 6] } }),
    );
    assert_eq!(
        helmeted.hits[0].critical.as_ref().unwrap().effects,
        vec![Effect::ArmourOff { location: Location::Head }]
    );

    let again = merge(mordechai, json!({ "criticalDamage": 3 }));
    let second = attack(json!({ "ruleset": "dh1", "attacker": ganger, "target": again, "weapon": axe,
        "action": "standard", "dice": { "rolls": [33, 7, 62], "seed": 1 } }));
    let h = &second.hits[0];
    assert_eq!(h.location, Location::Body);
    assert_eq!(h.wounds, 5, "7 + SB 3 - TB 5");
    assert_eq!(second.target.critical_damage, 8);
    let c = h.critical.as_ref().unwrap();
    assert_eq!(c.severity, 8);
    assert!(c.table.contains("7-25"));
    assert!(!c.lethal, "row 8 kills only on a failed Toughness test");
    // The Toughness test is rolled at once (the die after the damage die): 62 against T 50
    // fails, and he dies.
    let Some(Effect::Test { test }) = c.effects.first() else { panic!("a test first: {:?}", c.effects) };
    assert_eq!((test.characteristic, test.target, test.roll, test.success), (Characteristic::T, 50, Some(62), false));
    assert_eq!(c.effects.get(1), Some(&Effect::Death));
    assert!(second.target.dead);
    assert_eq!(second.dice.get(2).map(|d| d.purpose.as_str()), Some("criticalTest"));
}

/// 003 "Skill Tests" examples: Drake's Dodge (Agility 34) rolls 42 and fails; his untrained
/// Barter (a basic skill) uses half his Fellowship of 34 (17) and 15 succeeds.
#[test]
fn dh1_003_drake_dodge_and_untrained_barter() {
    let drake = json!({ "name": "Drake", "characteristics": { "ag": 34, "fel": 34 }, "skills": { "dodge": { "trained": true } } });
    let dodge = test(
        json!({ "ruleset": "dh1", "actor": drake, "characteristic": "ag", "skill": "dodge", "dice": { "rolls": [42] } }),
    );
    assert!(!dodge.result.success);
    let barter = test(
        json!({ "ruleset": "dh1", "actor": drake, "characteristic": "fel", "skill": "barter", "dice": { "rolls": [15] } }),
    );
    assert_eq!(barter.result.base, 17);
    assert_eq!(barter.result.target, 17);
    assert!(barter.result.success);
}

/// 003 "Characteristic Tests" example: Kiera, Agility 37, rolls 26: success.
#[test]
fn dh1_003_kiera_agility_test() {
    let o = test(
        json!({ "ruleset": "dh1", "actor": { "characteristics": { "ag": 37 } }, "characteristic": "ag", "dice": { "rolls": [26] } }),
    );
    assert!(o.result.success);
    assert_eq!(o.result.degrees, 1);
}

/// 003 "Degrees of Success and Failure" example: Horst's Deceive, Fellowship 44, rolls 12:
/// 32 points under, three degrees.
#[test]
fn dh1_003_horst_deceive_degrees() {
    let o = test(
        json!({ "ruleset": "dh1", "actor": { "characteristics": { "fel": 44 }, "skills": { "deceive": { "trained": true } } },
        "characteristic": "fel", "skill": "deceive", "dice": { "rolls": [12] } }),
    );
    assert_eq!(o.result.degrees, 3);
}

/// 003 "Opposed Skill Tests" example: Kiera (37) rolls 24 and the sentry (30) rolls 28; both
/// succeed, Kiera by more, so she wins.
#[test]
fn dh1_003_kiera_sneaks_past_the_sentry() {
    let req: OpposedRequest = from(json!({ "ruleset": "dh1",
        "a": { "actor": { "name": "Kiera", "characteristics": { "ag": 37 }, "skills": { "silentMove": { "trained": true } } },
               "characteristic": "ag", "skill": "silentMove" },
        "b": { "actor": { "name": "sentry", "characteristics": { "per": 30 } }, "characteristic": "per" },
        "dice": { "rolls": [24, 28] } })).unwrap();
    let o = opposed_test(&req, 0).unwrap();
    assert!(o.a.success && o.b.success);
    assert_eq!((o.a.degrees, o.b.degrees), (1, 0));
    assert_eq!(o.winner, Some("a"));
}

/// 003 "The Role of Circumstance" example: Vos tracks at Very Hard (-30) with Intelligence
/// 41: needs 11, rolls 35, fails by more than 20 (two degrees of failure).
#[test]
fn dh1_003_vos_very_hard_tracking() {
    let o = test(
        json!({ "ruleset": "dh1", "actor": { "characteristics": { "int": 41 }, "skills": { "tracking": { "trained": true } } },
        "characteristic": "int", "skill": "tracking", "difficulty": "veryHard", "dice": { "rolls": [35] } }),
    );
    assert_eq!(o.result.target, 11);
    assert!(!o.result.success);
    assert_eq!(o.result.degrees, 2);
}

/// 003 "Fatigue" example: Drake, fatigued, dodges with Agility 34 - 10: needs 24, 30 fails.
#[test]
fn dh1_003_fatigued_drake_dodges() {
    let o = test(
        json!({ "ruleset": "dh1", "actor": { "characteristics": { "ag": 34 }, "fatigue": 2, "skills": { "dodge": { "trained": true } } },
        "characteristic": "ag", "skill": "dodge", "dice": { "rolls": [30] } }),
    );
    assert_eq!(o.result.target, 24);
    assert!(!o.result.success);
}

/// 003 "Initiative" examples: Mordechai (Agility 35) rolls 6 for 9, Drake 8, the cultists 7.
/// An enforcer (Agility 25) joins with 7 + 2 = 9: tied with Mordechai, who has the higher
/// Agility and stays ahead.
#[test]
fn dh1_003_initiative_examples() {
    let req: InitiativeRequest = from(json!({ "ruleset": "dh1", "combatants": [
        { "id": "enforcer", "actor": { "characteristics": { "ag": 25 } } },
        { "id": "Mordechai", "actor": { "characteristics": { "ag": 35 } } },
        { "id": "Drake", "actor": { "characteristics": { "ag": 34 } } },
        { "id": "cultists", "actor": { "characteristics": { "ag": 30 } } }
    ], "dice": { "rolls": [7, 6, 5, 4] } }))
    .unwrap();
    let o = roll_initiative(&req, 0).unwrap();
    let order: Vec<_> = o.order.iter().map(|e| (e.id.as_str(), e.total)).collect();
    assert_eq!(order, vec![("Mordechai", 9), ("enforcer", 9), ("Drake", 8), ("cultists", 7)]);
    assert!(o.dice.iter().all(|d| d.purpose == "initiative"), "Agility settled the tie: no tie die");
}

// ---------------------------------------------------------------- bursts (000, 003)

/// 000 "Full Auto Burst" example: Grak's braced heavy stubber (full-auto rate 10), BS 45 +20
/// = 65, rolls 32: three degrees, one hit plus three. The first lands on the left arm (32
/// reversed is 23); Table 9-5 puts the others on the arm, the body and the head. Ten rounds
/// are spent whatever happens.
#[test]
fn rt_000_grak_full_auto_burst() {
    let o = attack(json!({
        "ruleset": "rt",
        "attacker": { "name": "Grak", "player": true, "characteristics": { "bs": 45, "ag": 30 } },
        "target": { "name": "alien", "characteristics": { "t": 40, "ag": 30 }, "wounds": 60 },
        "weapon": { "name": "heavy stubber", "class": "heavy", "damage": "1d10+4", "damageType": "impact",
                    "penetration": 3, "range": 120, "rateOfFire": { "full": 10 } },
        "action": "fullAuto", "range": 60, "circumstances": { "braced": true },
        "dice": { "rolls": [32, 5, 6, 7, 8] }
    }));
    assert_eq!(o.test.target, 65);
    assert_eq!(o.test.degrees, 3, "65, 55, 45, 35");
    assert_eq!(o.hits_scored, 4);
    use Location::*;
    assert_eq!(o.hits.iter().map(|h| h.location).collect::<Vec<_>>(), vec![LeftArm, LeftArm, Body, Head]);
    assert_eq!(o.ammo, 10);
    assert_eq!(o.dice.iter().filter(|d| d.purpose == "damage").count(), 4, "one damage roll per hit");
}

/// 000 "Semi-Auto Burst" example: Titus's lasgun (semi-auto rate 3), BS 42 +10 = 52, rolls
/// 23: two degrees, one extra hit. The example reverses 52 (the target) to 25, the left arm;
/// the rule reverses the roll, 23 to 32, the body, which the engine follows. The second hit
/// then also strikes the body (Table 9-5). Three shots are spent.
#[test]
fn rt_000_titus_semi_auto_burst() {
    let o = attack(json!({
        "ruleset": "rt",
        "attacker": { "name": "Titus", "player": true, "characteristics": { "bs": 42, "ag": 30 } },
        "target": { "name": "mutant", "characteristics": { "t": 40, "ag": 30 }, "wounds": 30 },
        "weapon": { "name": "lasgun", "class": "basic", "damage": "1d10+3", "damageType": "energy", "range": 100,
                    "rateOfFire": { "single": true, "semi": 3 } },
        "action": "semiAuto", "range": 60,
        "dice": { "rolls": [23, 4, 4] }
    }));
    assert_eq!(o.test.target, 52);
    assert_eq!(o.test.degrees, 2, "52, 42, 32");
    assert_eq!(o.hits.iter().map(|h| h.location).collect::<Vec<_>>(), vec![Location::Body, Location::Body]);
    assert_eq!(o.ammo, 3);
}

/// 000 "Semi-Auto Burst" Scatter example: Brutis's Crux Beam Gun (semi-auto rate 3,
/// Scatter) at point blank, BS 46 +10 +30 = 86, rolls 17: six degrees. The burst scores one
/// hit plus three, capped at the rate of 3; Scatter at point blank adds one per two degrees
/// (three more), counted apart and not capped: six hits. 17 reversed is 71, the right leg.
#[test]
fn rt_000_brutis_scatter_at_point_blank() {
    let o = attack(json!({
        "ruleset": "rt",
        "attacker": { "name": "Brutis", "player": true, "characteristics": { "bs": 46, "ag": 30 } },
        "target": { "name": "pirate", "characteristics": { "t": 30, "ag": 30 }, "wounds": 200 },
        "weapon": { "name": "Crux Beam Gun", "class": "basic", "damage": "1d10+2", "damageType": "energy", "range": 30,
                    "rateOfFire": { "single": true, "semi": 3 }, "qualities": ["scatter"] },
        "action": "semiAuto", "range": 2,
        "dice": { "rolls": [17, 1, 1, 1, 1, 1, 1] }
    }));
    assert_eq!(o.test.target, 86);
    assert_eq!(o.test.degrees, 6, "76, 66, 56, 46, 36, 26");
    assert_eq!(o.hits_scored, 6, "three from the burst (capped) and three from Scatter");
    use Location::*;
    assert_eq!(
        o.hits.iter().map(|h| h.location).collect::<Vec<_>>(),
        vec![RightLeg, RightLeg, Body, RightArm, Head, Body],
        "Table 9-5 from a leg"
    );
}

/// 000 "Full Auto Burst" Scatter example: Quint's xeno weapon (full-auto rate 6, Scatter), at
/// point blank and without the weapon's training: BS 38 +20 +30 -20 = 68, rolls 37: three
/// degrees, one hit plus three, and Scatter one more: five.
#[test]
fn rt_000_quint_scatter_full_auto() {
    let o = attack(json!({
        "ruleset": "rt",
        "attacker": { "name": "Quint", "player": true, "characteristics": { "bs": 38, "ag": 30 } },
        "target": { "name": "rogue psyker", "characteristics": { "t": 30, "ag": 30 }, "wounds": 200 },
        "weapon": { "name": "xeno artefact", "class": "basic", "damage": "1d10", "damageType": "energy", "range": 20,
                    "rateOfFire": { "full": 6 }, "qualities": ["scatter"] },
        "action": "fullAuto", "range": 1, "circumstances": { "untrainedWeapon": true },
        "dice": { "rolls": [37, 1, 1, 1, 1, 1] }
    }));
    assert_eq!(o.test.target, 68);
    assert_eq!(o.test.degrees, 3, "58, 48, 38");
    assert_eq!(o.hits_scored, 5);
}

/// 000 "Dodging Auto-Fire" example: a brute's full-auto burst scores three hits (two
/// degrees); Confessor Varn (Agility 38, Dodge trained) rolls 15, two degrees, and negates
/// one hit plus two: all three.
#[test]
fn rt_000_varn_dodges_a_full_auto_burst() {
    let o = attack(json!({
        "ruleset": "rt",
        "attacker": { "name": "brute", "characteristics": { "bs": 35 } },
        "target": { "name": "Varn", "characteristics": { "ag": 38, "t": 35 }, "wounds": 12,
                    "skills": { "dodge": { "trained": true } } },
        "weapon": { "name": "autogun", "class": "basic", "damage": "1d10+2", "damageType": "impact", "range": 90,
                    "rateOfFire": { "single": true, "semi": 3, "full": 10 } },
        "action": "fullAuto", "range": 60, "reaction": "dodge",
        "dice": { "rolls": [33, 15] }
    }));
    assert_eq!((o.test.target, o.test.degrees), (55, 2));
    assert_eq!(o.hits_scored, 3);
    let ev = o.evasion.as_ref().unwrap();
    assert_eq!((ev.test.degrees, ev.hits_negated), (2, 3));
    assert!(o.hits.is_empty(), "all hits avoided");
    assert_eq!(o.target.damage, 0);
}

/// 003 "Dodging Auto-Fire" example: a mutant's autogun, BS 30 +20 = 50, rolls 19: three
/// degrees. The example counts one extra hit; the rule ("every degree of success scores an
/// extra hit") gives three, four hits in all, which the engine follows. Father Horst
/// (Agility 40, trained) dodges with 17: two degrees, negating one hit plus two: three of
/// four, so one hit lands where the example has him escape both of its two. (The example
/// also calls Horst surprised yet lets him dodge; he is treated here as aware.)
#[test]
fn dh1_003_horst_dodges_a_full_auto_burst() {
    let o = attack(json!({
        "ruleset": "dh1",
        "attacker": { "name": "mutant", "characteristics": { "bs": 30 } },
        "target": { "name": "Horst", "characteristics": { "ag": 40, "t": 35 }, "wounds": 13,
                    "skills": { "dodge": { "trained": true } } },
        "weapon": { "name": "autogun", "class": "basic", "damage": "1d10+2", "damageType": "impact", "range": 90,
                    "rateOfFire": { "single": true, "semi": 3, "full": 10 } },
        "action": "fullAuto", "range": 60, "reaction": "dodge",
        "dice": { "rolls": [19, 17, 6] }
    }));
    assert_eq!((o.test.target, o.test.degrees), (50, 3));
    assert_eq!(o.hits_scored, 4);
    let ev = o.evasion.as_ref().unwrap();
    assert_eq!((ev.test.degrees, ev.hits_negated), (2, 3));
    assert_eq!(o.hits.len(), 1);
    assert_eq!(o.hits[0].location, Location::LeftLeg, "19 reversed is 91; the hit that lands is the first");
}

/// 000 "Damaging Cover" example, as the burst it is: a gun servitor's full-auto burst hits
/// Titus three times, all on legs and body behind sandbags (8 AP): 8, 11 and 8 damage. The
/// first is absorbed, the second passes 3 and wears the bags to 7, the third passes 1 and
/// wears them to 6. Roll 38 reversed is 83, the right leg; Table 9-5 from a leg: leg, body.
#[test]
fn rt_000_sandbags_take_a_burst() {
    let o = attack(json!({
        "ruleset": "rt",
        "attacker": { "name": "gun servitor", "characteristics": { "bs": 40, "ag": 30 } },
        "target": { "name": "Titus", "characteristics": { "t": 35, "ag": 30 }, "wounds": 8,
                    "cover": { "ap": 8, "locations": ["body", "rightLeg", "leftLeg"] } },
        "weapon": { "name": "autogun", "class": "basic", "damage": "1d10+3", "damageType": "impact", "range": 90,
                    "rateOfFire": { "full": 10 } },
        "action": "fullAuto", "range": 60,
        "dice": { "rolls": [38, 5, 8, 5] }
    }));
    use Location::*;
    assert_eq!(o.hits.iter().map(|h| h.location).collect::<Vec<_>>(), vec![RightLeg, RightLeg, Body]);
    let totals: Vec<i32> = o.hits.iter().map(|h| h.damage.total).collect();
    assert_eq!(totals, vec![8, 11, 8]);
    let through: Vec<i32> = o.hits.iter().map(|h| h.damage.total - h.soak.cover_absorbed).collect();
    assert_eq!(through, vec![0, 3, 1]);
    assert_eq!(o.target.cover.as_ref().map(|c| c.ap), Some(6));
}

// ---------------------------------------------------------------- grappling (000)

/// The Brutis and Eli grapple, as `grapple` actions. Both hold each other (`grappled`).
fn brutis_and_eli(actor: serde_json::Value, target: serde_json::Value, option: &str, faces: &[u32]) -> AttackOutcome {
    attack(json!({
        "ruleset": "rt",
        "attacker": merge(json!({ "conditions": ["grappled", "engaged"] }), actor),
        "target": merge(json!({ "conditions": ["grappled", "engaged"], "wounds": 12 }), target),
        "weapon": { "name": "bare hands", "class": "unarmed", "damage": "1d5-3", "damageType": "impact" },
        "action": "grapple",
        "grapple": { "option": option },
        "dice": { "rolls": faces }
    }))
}

/// 000 "Grapple" example: Brutis (S 40), in control, pushes Eli (S 37). Brutis rolls 34, a
/// success with no degree; Eli rolls 68 and fails. Brutis wins and pushes Eli one metre (1 +
/// 0 degrees; Brutis's Agility, not given in the example, is set to 30 for the half-move cap).
#[test]
fn rt_000_brutis_pushes_eli() {
    let o = brutis_and_eli(
        json!({ "name": "Brutis", "characteristics": { "s": 40, "ag": 30 } }),
        json!({ "name": "Eli", "characteristics": { "s": 37 } }),
        "push",
        &[34, 68],
    );
    let op = o.melee.opposed.as_ref().unwrap();
    assert!(op.attacker.success && op.attacker.degrees == 0 && op.attacker.roll == Some(34));
    assert!(!op.defender.success && op.defender.roll == Some(68));
    assert_eq!(op.winner, Some("attacker"));
    assert_eq!(o.melee.pushed_metres, Some(1));
    let g = o.melee.grapple.as_ref().unwrap();
    assert!(g.grappling && g.controller == Some("attacker"), "Brutis follows Eli and keeps control");
}

/// 000 "Grapple" example, continued: Eli takes control. Eli rolls 22 against 37 (one
/// degree), Brutis 39 against 40 (a success, no degree); Eli wins on degrees and controls.
#[test]
fn rt_000_eli_takes_control() {
    let o = brutis_and_eli(
        json!({ "name": "Eli", "characteristics": { "s": 37 } }),
        json!({ "name": "Brutis", "characteristics": { "s": 40 } }),
        "takeControl",
        &[22, 39],
    );
    let op = o.melee.opposed.as_ref().unwrap();
    assert_eq!((op.attacker.degrees, op.defender.degrees), (1, 0));
    assert!(op.defender.success);
    assert_eq!(op.winner, Some("attacker"));
    assert_eq!(o.melee.grapple.as_ref().unwrap().controller, Some("attacker"));
}

/// 000 "Grappling", Size Differences example: Brutis (S 40, Average) tries to break free of a
/// Hulking Ork (S 40). Brutis rolls 26 (one degree); the Ork rolls 22 (one degree, plus one
/// for being a size step larger: two). The Ork wins; Brutis stays held.
#[test]
fn rt_000_brutis_cannot_break_free_of_the_ork() {
    let o = brutis_and_eli(
        json!({ "name": "Brutis", "characteristics": { "s": 40 } }),
        json!({ "name": "Ork freebooter", "characteristics": { "s": 40 }, "size": "hulking" }),
        "breakFree",
        &[26, 22],
    );
    let op = o.melee.opposed.as_ref().unwrap();
    assert_eq!((op.attacker.degrees, op.defender.degrees), (1, 1));
    assert_eq!((op.attacker_size_degrees, op.defender_size_degrees), (0, 1));
    assert_eq!(op.winner, Some("defender"));
    let g = o.melee.grapple.as_ref().unwrap();
    assert!(g.grappling && g.controller == Some("target"), "the Ork keeps control");
    assert!(o.melee.attacker.as_ref().unwrap().conditions.contains(&Condition::Grappled));
}

// ---------------------------------------------------------------- Pinning (003)

/// 003 "Pinning" example: Vos lays down Suppressing Fire with a braced heavy stubber over a
/// gully holding three Grox. His Hard (-20) Ballistic Skill Test (BS 35: needs 15) rolls 55
/// and hits nobody; each Grox (Willpower 15) fails its Hard (-20) Pinning Test and is
/// pinned. At the end of their turn, still under fire, each tests Willpower to escape: two
/// succeed, one fails. At the end of its next turn, no longer shot at, the last one escapes
/// with an Easy (+30) test. (The example tells the Pinning Tests before the shot; the engine
/// rolls the shot first, then every Pinning Test, as its documented dice order says.)
#[test]
fn dh1_003_vos_suppresses_the_grox() {
    let grox = |n: &str| json!({ "name": n, "characteristics": { "t": 40, "wp": 15, "ag": 30 }, "wounds": 14 });
    let o = attack(json!({
        "ruleset": "dh1",
        "attacker": { "name": "Vos", "characteristics": { "bs": 35, "ag": 30 } },
        "target": grox("Grox 1"),
        "killZone": [{ "id": "grox2", "actor": grox("Grox 2") }, { "id": "grox3", "actor": grox("Grox 3") }],
        "weapon": { "name": "heavy stubber", "class": "heavy", "damage": "1d10+4", "damageType": "impact",
                    "penetration": 3, "range": 120, "rateOfFire": { "single": false, "full": 10 } },
        "action": "suppressingFire",
        "circumstances": { "braced": true },
        "dice": { "rolls": [55, 45, 67, 88] }
    }));
    assert_eq!(o.test.target, 15, "BS 35, Hard (-20)");
    assert!(has_mod(&o.test, "Suppressing Fire", -20));
    assert_eq!((o.test.roll, o.test.success, o.hits_scored), (Some(55), false, 0), "none of his bullets hit");
    assert_eq!(o.ammo, 10);
    let tests = std::iter::once(o.pinning.as_ref()).chain(o.others.iter().map(|x| x.pinning.as_ref()));
    for t in tests {
        let t = t.expect("every Grox in the kill zone tests");
        assert_eq!((t.characteristic, t.target, t.success), (Characteristic::Wp, -5, false), "Hard (-20)");
    }
    assert!(o.target.conditions.contains(&Condition::Pinned));
    assert!(o.others.iter().all(|x| x.target.conditions.contains(&Condition::Pinned) && x.hits.is_empty()));
    let purposes: Vec<_> = o.dice.iter().map(|d| d.purpose.as_str()).collect();
    assert_eq!(purposes, ["attack", "pinning", "pinning", "pinning"]);

    // Their turn: still under fire, a plain Willpower test each; two succeed, one fails.
    let escape = |shot_at: bool, roll: u32| {
        let req: EscapeRequest = from(json!({
            "ruleset": "dh1",
            "actor": { "name": "Grox", "characteristics": { "wp": 15, "ag": 30 }, "conditions": ["pinned"] },
            "shotAt": shot_at, "dice": { "rolls": [roll] }
        }))
        .expect("request parses");
        escape_pinning(&req, 1).expect("escape test")
    };
    let results: Vec<bool> = [10, 3, 60].iter().map(|&r| escape(true, r).result.success).collect();
    assert_eq!(results, [true, true, false]);
    // Its next turn: nobody shot at it, so Easy (+30): 45 to escape.
    let last = escape(false, 40);
    assert_eq!((last.result.target, last.result.success), (45, true));
    assert!(has_mod(&last.result, "Not shot at since the last turn", 30));
}
