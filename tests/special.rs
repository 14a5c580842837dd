//! Special damage (`applyDamage`): damage that is not an attack, alone or as a hazard whose
//! numbers are each line's (000 "Conditions and Special Damage"; 003 "Special Damage"; 002
//! and 004 "Conditions and Special Damage").

mod common;

use cogitator::*;
use common::*;
use serde_json::{json, Value};

const LINES: [&str; 4] = ["dh1", "rt", "ow", "dh2"];

/// T 35 (Toughness Bonus 3), 10 wounds, 4 armour points everywhere.
fn actor() -> Value {
    json!({
        "name": "Vell",
        "characteristics": { "t": 35, "wp": 30, "ag": 30, "int": 30 },
        "wounds": 10,
        "armour": { "head": 4, "body": 4, "rightArm": 4, "leftArm": 4, "rightLeg": 4, "leftLeg": 4 }
    })
}

fn damage(v: Value) -> DamageOutcome {
    let req: DamageRequest = from(v).unwrap_or_else(|e| panic!("request parses: {e}"));
    apply_damage(&req, 7).unwrap_or_else(|e| panic!("applyDamage failed: {e}"))
}

fn damage_err(v: Value) -> Error {
    let req: DamageRequest = match from(v) {
        Ok(r) => r,
        Err(e) => return e,
    };
    match apply_damage(&req, 7) {
        Ok(o) => panic!("expected an error, got {:?}", o.log),
        Err(e) => e,
    }
}

fn purposes(o: &DamageOutcome) -> Vec<&'static str> {
    o.dice.iter().map(|d| d.purpose.as_str()).collect()
}

/// 003 "Falling", Table 7-27: 3 m 1d10+3, 6 m +5, 9 m +7, 12 m +9, 15 m +11, 18 m +13,
/// 21 m +15, 24 m +17, 25 m and more +20; a fall between rows uses the shorter row, and one
/// under 3 m the first. The location is rolled (45: the body), armour does not count, the
/// Toughness Bonus does, and it is Impact.
#[test]
fn dh1_falls_follow_table_7_27() {
    let cases =
        [(1, 3), (3, 3), (5, 3), (6, 5), (9, 7), (12, 9), (15, 11), (18, 13), (21, 15), (24, 17), (25, 20), (90, 20)];
    for (metres, plus) in cases {
        let o = damage(json!({ "ruleset": "dh1", "actor": actor(), "hazard": { "kind": "fall", "metres": metres },
                               "dice": { "rolls": [45, 2], "seed": 1 } }));
        let h = &o.hits[0];
        assert_eq!(h.damage.total, 2 + plus, "{metres} m: {:?}", o.log);
        assert_eq!(h.location, Location::Body);
        assert_eq!(h.soak.effective_armour, 0, "armour offers no protection");
        assert_eq!(h.soak.toughness_bonus, 3);
        assert_eq!(h.wounds, (2 + plus - 3).max(0));
        assert_eq!(purposes(&o)[..2], ["hitLocation", "damage"]);
        assert!(o.log[0].contains("Dark Heresy, Table 7-27"), "{:?}", o.log);
    }
}

/// 000 "Falling": 1d10 + 1 per metre, the location rolled on the hit-location table, armour
/// no help, Impact. 002 "Falling" (printed under "Fire"): the same 1d10 + 1 per metre,
/// location rolled, Impact (armour as 000). 004 "Falling": 1d10 + metres fallen, a random
/// location, ignoring armour but not Toughness.
#[test]
fn rt_ow_dh2_falls_are_1d10_plus_a_metre() {
    for r in ["rt", "ow", "dh2"] {
        // 05: the head. 7 m and a 6: 13, less TB 3: 10 wounds.
        let o = damage(json!({ "ruleset": r, "actor": actor(), "hazard": { "kind": "fall", "metres": 7 },
                               "dice": { "rolls": [5, 6] } }));
        let h = &o.hits[0];
        assert_eq!((h.location, h.damage.total, h.wounds), (Location::Head, 13, 10), "{r}: {:?}", o.log);
        assert_eq!(h.soak.effective_armour, 0, "{r}: armour does not count");
        assert_eq!(o.target.damage, 10);
        assert_eq!(o.target.critical_damage, 0);
        // 12 m: 1d10+12; 9 more past the wounds is critical damage on the Impact table.
        let o = damage(json!({ "ruleset": r, "actor": actor(), "hazard": { "kind": "fall", "metres": 12 },
                               "dice": { "rolls": [50, 10], "seed": 1 } }));
        assert_eq!(o.hits[0].damage.total, 22, "{r}");
        assert_eq!(o.target.critical_damage, 9, "{r}");
        let c = o.hits[0].critical.as_ref().expect("a critical");
        assert_eq!((c.damage_type, c.location, c.severity), (DamageType::Impact, Location::Body, 9), "{r}");
    }
}

/// 000 "Fire", 003 "Fire", 002 "Fire", 004 "Fire": a round on fire is 1d10 Energy damage
/// that armour does not reduce (the Toughness Bonus does) and a level of fatigue, to the
/// body unless a location is given.
#[test]
fn fire_is_1d10_energy_past_armour_and_a_level_of_fatigue() {
    for r in LINES {
        let o =
            damage(json!({ "ruleset": r, "actor": actor(), "hazard": { "kind": "fire" }, "dice": { "rolls": [8] } }));
        let h = &o.hits[0];
        assert_eq!((h.location, h.damage.total, h.wounds, h.fatigue), (Location::Body, 8, 5, 1), "{r}: {:?}", o.log);
        assert_eq!((h.soak.effective_armour, h.soak.toughness_bonus), (0, 3), "{r}");
        assert_eq!(o.target.fatigue, 1, "{r}");
        assert_eq!(purposes(&o), ["damage"], "{r}: no location roll");
        // Past the wounds it is Energy critical damage on the body.
        let hurt = merge(actor(), json!({ "damage": 10 }));
        let o = damage(
            json!({ "ruleset": r, "actor": hurt, "hazard": { "kind": "fire" }, "dice": { "rolls": [5], "seed": 3 } }),
        );
        let c = o.hits[0].critical.as_ref().expect("a critical");
        assert_eq!((c.damage_type, c.location, c.severity), (DamageType::Energy, Location::Body, 2), "{r}");
        // A location given is used.
        let o = damage(json!({ "ruleset": r, "actor": actor(), "hazard": { "kind": "fire" }, "location": "leftArm",
                               "dice": { "rolls": [8] } }));
        assert_eq!(o.hits[0].location, Location::LeftArm, "{r}");
    }
}

/// 000 and 003 "Vacuum" (002 and 004 have no vacuum rule and follow 000): a round of
/// depressurisation is 1d10+3 Explosive, the cold of space 1d10 Energy, a thinning
/// atmosphere 1d10 Explosive (1d5 after a passed Toughness test); armour never helps.
#[test]
fn vacuum_doses_per_line() {
    for r in LINES {
        let cases = [
            (json!({ "kind": "vacuum" }), 6, 9, DamageType::Explosive),
            (json!({ "kind": "vacuum", "effect": "depressurisation" }), 6, 9, DamageType::Explosive),
            (json!({ "kind": "vacuum", "effect": "cold" }), 6, 6, DamageType::Energy),
            (json!({ "kind": "vacuum", "effect": "gradual" }), 6, 6, DamageType::Explosive),
            // 1d5: a d10 face of 6 counts 3.
            (json!({ "kind": "vacuum", "effect": "gradualResisted" }), 6, 3, DamageType::Explosive),
        ];
        for (hazard, face, total, kind) in cases {
            let o = damage(json!({ "ruleset": r, "actor": actor(), "hazard": hazard, "dice": { "rolls": [face] } }));
            let h = &o.hits[0];
            assert_eq!((h.damage.total, h.wounds, h.location), (total, total - 3, Location::Body), "{r} {hazard}");
            assert_eq!(h.soak.effective_armour, 0, "{r} {hazard}");
            let o = damage(json!({ "ruleset": r, "actor": merge(actor(), json!({ "damage": 10 })), "hazard": hazard,
                                   "ignoreToughness": true, "dice": { "rolls": [face], "seed": 5 } }));
            assert_eq!(o.hits[0].critical.as_ref().map(|c| c.damage_type), Some(kind), "{r} {hazard}");
        }
    }
}

/// 000 "Suffocation", 003 "Suffocation": unconscious without air, 1d10 a round that neither
/// armour nor Toughness reduces (002 is silent and follows 000). 004 "Suffocation" deals no
/// damage: the character dies after as many rounds as its Toughness Bonus, so the preset is
/// refused there (endRound counts the rounds).
#[test]
fn suffocation_is_1d10_through_everything_but_not_in_dh2() {
    for r in ["dh1", "rt", "ow"] {
        let o = damage(
            json!({ "ruleset": r, "actor": actor(), "hazard": { "kind": "suffocation" }, "dice": { "rolls": [7] } }),
        );
        let h = &o.hits[0];
        assert_eq!((h.damage.total, h.wounds), (7, 7), "{r}: {:?}", o.log);
        assert_eq!((h.soak.effective_armour, h.soak.toughness_bonus), (0, 0), "{r}");
    }
    let e = damage_err(json!({ "ruleset": "dh2", "actor": actor(), "hazard": { "kind": "suffocation" } }));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("hazard")), "{}", e.message);
    assert!(e.message.contains("Toughness Bonus"), "{}", e.message);
}

/// Damage the caller names: Impact unless a type is given (000 "Damage Types": unspecified
/// damage is Impact), on a rolled location, soaked by armour less penetration and the
/// Toughness Bonus. Cover does not stand between a character and a fall or a fire.
#[test]
fn named_damage_is_impact_on_a_rolled_location_and_ignores_cover() {
    for r in LINES {
        let a = merge(actor(), json!({ "cover": { "ap": 8, "locations": ["body", "rightLeg", "leftLeg"] } }));
        // 2d10+2 with 4 and 5: 11; body armour 4 - penetration 1 = 3, TB 3: 5 wounds.
        let o = damage(
            json!({ "ruleset": r, "actor": a, "damage": "2d10+2", "penetration": 1, "dice": { "rolls": [50, 4, 5] } }),
        );
        let h = &o.hits[0];
        assert_eq!((h.location, h.damage.total, h.soak.effective_armour, h.wounds), (Location::Body, 11, 3, 5), "{r}");
        assert_eq!(h.damage.dice, vec![4, 5]);
        assert_eq!(h.soak.cover_absorbed, 0, "{r}: cover does not absorb it");
        assert_eq!(o.target.cover.as_ref().map(|c| c.ap), Some(8), "{r}: nor wear");
        // A number is a flat amount, with no dice; switches turn armour and toughness off.
        let o = damage(json!({ "ruleset": r, "actor": actor(), "damage": 6, "location": "head",
                               "damageType": "rending", "ignoreArmour": true, "ignoreToughness": true, "dice": { "rolls": [] } }));
        assert_eq!((o.hits[0].wounds, o.target.damage), (6, 6), "{r}");
        assert!(o.dice.is_empty());
    }
}

/// Damage past the wounds is critical damage with its effects, and Sudden Death (any
/// critical damage kills) works as in attacks; `fatigue` adds levels, and fatigue past the
/// threshold knocks the character out (000 "Fatigue").
#[test]
fn criticals_sudden_death_and_fatigue() {
    for r in LINES {
        let hurt = merge(actor(), json!({ "damage": 9 }));
        // 5 - TB 3 = 2 wounds, one past the tenth: critical damage, and death.
        let o =
            damage(json!({ "ruleset": r, "actor": hurt.clone(), "damage": 5, "location": "body", "ignoreArmour": true,
                               "options": { "suddenDeath": true }, "dice": { "rolls": [] } }));
        assert!(o.target.dead, "{r}: {:?}", o.log);
        assert_eq!(o.target.critical_damage, 1, "{r}");
        assert!(o.hits[0].critical.as_ref().is_some_and(|c| c.lethal && c.effects == [Effect::Death]), "{r}");
        let o = damage(json!({ "ruleset": r, "actor": actor(), "damage": 0, "fatigue": 9, "dice": { "rolls": [50] } }));
        assert_eq!(o.target.fatigue, 9, "{r}");
        assert!(o.target.unconscious, "{r}: 9 levels pass every threshold here");
    }
}

/// The request's own fields override the hazard's: a fire that the Toughness Bonus does not
/// reduce either, a fall onto a location the caller chose.
#[test]
fn request_fields_override_the_preset() {
    let o = damage(json!({ "ruleset": "rt", "actor": actor(), "hazard": { "kind": "fire" }, "ignoreToughness": true,
                           "fatigue": 0, "dice": { "rolls": [8] } }));
    assert_eq!((o.hits[0].wounds, o.target.fatigue), (8, 0));
    let o = damage(
        json!({ "ruleset": "rt", "actor": actor(), "hazard": { "kind": "fall", "metres": 3 }, "location": "leftLeg",
                           "damage": "1d10", "dice": { "rolls": [4] } }),
    );
    assert_eq!((o.hits[0].location, o.hits[0].damage.total), (Location::LeftLeg, 4));
}

/// The new state feeds back as the next request's actor: damage, critical damage and
/// fatigue add up over two falls.
#[test]
fn the_state_feeds_back() {
    let first =
        damage(json!({ "ruleset": "rt", "actor": actor(), "hazard": { "kind": "fire" }, "dice": { "rolls": [10] } }));
    let back = carry(actor(), &first.target);
    let second = damage(
        json!({ "ruleset": "rt", "actor": back, "hazard": { "kind": "fire" }, "dice": { "rolls": [10], "seed": 1 } }),
    );
    assert_eq!((first.target.damage, first.target.fatigue), (7, 1));
    // 7 more: 3 to the tenth wound, 4 critical damage (Energy, body, row 4), and the
    // second level of fatigue beside the critical's own.
    assert_eq!((second.target.damage, second.target.critical_damage), (10, 4));
    let c = second.hits[0].critical.as_ref().expect("a critical");
    assert_eq!(c.severity, 4);
    let crit_fatigue: u32 =
        c.effects.iter().map(|e| if let Effect::Fatigue { levels } = e { *levels } else { 0 }).sum();
    assert_eq!(second.target.fatigue, 2 + crit_fatigue as i32);
}

/// Strict input: the damage or a hazard is required; numbers are checked; unknown names and
/// fields are refused with the nearest known one; the wounds are required.
#[test]
fn bad_requests_name_the_field() {
    let base = json!({ "ruleset": "rt", "actor": actor() });
    let cases = [
        (json!({}), "damage", "is required without a hazard"),
        (json!({ "damage": "1d10+" }), "damage", "is not a dice expression"),
        (json!({ "damage": -2 }), "damage", "from 0 to 1000"),
        (json!({ "damage": true }), "damage", "a dice expression"),
        (json!({ "damage": 4, "penetration": -1 }), "penetration", "from 0 to 1000"),
        (json!({ "hazard": { "kind": "fall", "metres": 2.5 } }), "hazard.metres", "whole number from 0 to 10000"),
        (json!({ "hazard": { "kind": "fall" } }), "hazard.metres", "is required"),
        (json!({ "hazard": { "kind": "fire", "metres": 3 } }), "hazard.metres", "unknown field"),
        (json!({ "hazard": { "kind": "fal", "metres": 3 } }), "hazard.kind", "did you mean 'fall'?"),
        // Inside a tagged object the path stops at the object; the message names the choices.
        (json!({ "hazard": { "kind": "vacuum", "effect": "cols" } }), "hazard", "did you mean 'cold'?"),
        (json!({ "damage": 3, "ignoreArmor": true }), "ignoreArmor", "did you mean 'ignoreArmour'?"),
        (json!({ "damage": 3, "location": "torso" }), "location", "must be one of"),
        (json!({ "damage": 3, "actor": { "wounds": null } }), "actor.wounds", "wounds are needed"),
    ];
    for (patch, path, says) in cases {
        let e = damage_err(merge(base.clone(), patch.clone()));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some(path)), "{patch}: {}", e.message);
        assert!(e.message.contains(says), "{patch}: {}", e.message);
    }
    // A hazard that soaks with the Toughness Bonus needs Toughness.
    let e = damage_err(
        json!({ "ruleset": "dh1", "actor": { "wounds": 10 }, "hazard": { "kind": "fire" }, "dice": { "rolls": [3] } }),
    );
    assert_eq!(e.path.as_deref(), Some("actor.characteristics"), "{}", e.message);
    assert!(e.message.contains("needs t, ag: "), "{}", e.message);
}

/// Same seed, same outcome; the outcome's dice replay it.
#[test]
fn seeded_and_replayable() {
    for r in LINES {
        let req = json!({ "ruleset": r, "actor": actor(), "hazard": { "kind": "fall", "metres": 20 }, "dice": { "seed": 99 } });
        let a = damage(req.clone());
        let b = damage(req.clone());
        assert_eq!(a.log, b.log);
        let faces: Vec<u32> = a.dice.iter().map(|d| d.face).collect();
        let c = damage(merge(req, json!({ "dice": { "seed": null, "rolls": faces } })));
        assert_eq!(a.hits, c.hits, "{r}");
    }
}

/// The character's traits and talents count against damage that is not an attack: Natural
/// Armour adds to worn armour (Rogue Trader core rulebook, Traits), and True Grit takes the
/// Toughness Bonus off critical damage, to at least 1 (Rogue Trader core rulebook, Talents).
/// 12 damage to the body: armour 4 + Natural Armour 2 = 6, TB 3: 3 wounds. A wounded
/// character (9 of 10) taking 20 through 4 armour and TB 3: 13 wounds, 1 to the last
/// wound and 12 past it; True Grit leaves 12 - 3 = 9 critical damage.
#[test]
fn natural_armour_and_true_grit_count_in_apply_damage() {
    for r in ["dh1", "rt", "ow", "dh2"] {
        let natural = merge(actor(), json!({ "traits": [{ "id": "natural_armour", "value": 2 }] }));
        let o = damage(json!({ "ruleset": r, "actor": natural, "damage": 12, "location": "body" }));
        assert_eq!(o.hits[0].wounds, 3, "{r}");
        let bare = damage(json!({ "ruleset": r, "actor": actor(), "damage": 12, "location": "body" }));
        assert_eq!(bare.hits[0].wounds, 5, "{r}");

        let gritty = merge(actor(), json!({ "damage": 9, "talents": ["true_grit"] }));
        let o =
            damage(json!({ "ruleset": r, "actor": gritty, "damage": 20, "location": "body", "dice": { "seed": 1 } }));
        assert_eq!((o.target.damage, o.target.critical_damage), (10, 9), "{r}");
        let plain = merge(actor(), json!({ "damage": 9 }));
        let o =
            damage(json!({ "ruleset": r, "actor": plain, "damage": 20, "location": "body", "dice": { "seed": 1 } }));
        assert_eq!((o.target.damage, o.target.critical_damage), (10, 12), "{r}");
    }
}
