//! Strict input: a typo or an unknown name is an error naming the field and the nearest known
//! name, never a quietly different outcome; `null` and a missing field mean the same thing;
//! a characteristic a rule needs is required, never read as 0.

mod common;

use cogitator::*;
use common::*;
use serde_json::{json, Value};

/// Removes the field at a dotted path (`target.characteristics.t`).
fn without(mut v: Value, path: &str) -> Value {
    let mut parts: Vec<&str> = path.split('.').collect();
    let last = parts.pop().unwrap();
    let mut at = &mut v;
    for p in parts {
        at = at.get_mut(p).unwrap();
    }
    at.as_object_mut().unwrap().remove(last);
    v
}

fn err_of(v: Value) -> (ErrorCode, String, String) {
    let e = attack_err(v);
    (e.code, e.path.unwrap_or_default(), e.message)
}

/// Each mistake a new user made, with where it is reported and the name it suggests.
#[test]
fn typos_are_refused_with_the_nearest_name() {
    let cases = [
        (json!({ "weapon": { "penetraton": 4 } }), "weapon.penetraton", "did you mean 'penetration'?"),
        (json!({ "target": { "armor": { "body": 4 } } }), "target.armor", "did you mean 'armour'?"),
        (json!({ "target": { "conditon": ["prone"] } }), "target.conditon", "did you mean 'conditions'?"),
        (json!({ "options": { "suddenDeth": true } }), "options.suddenDeth", "did you mean 'suddenDeath'?"),
        (json!({ "target": { "conditions": ["prne"] } }), "target.conditions[0]", "did you mean 'prone'?"),
        (json!({ "action": "standart" }), "action", "did you mean 'standard'?"),
        (json!({ "circumstances": { "darknes": true } }), "circumstances.darknes", "did you mean 'darkness'?"),
        (json!({ "reaction": "dodg" }), "reaction", "did you mean 'dodge'?"),
        (json!({ "aim": "hafl" }), "aim", "did you mean 'half'?"),
        (
            json!({ "attacker": { "characteristics": { "BS": 40 } } }),
            "attacker.characteristics.BS",
            "did you mean 'bs'?",
        ),
        (json!({ "weapon": { "damageType": "energie" } }), "weapon.damageType", "did you mean 'energy'?"),
        (
            json!({ "weapon": { "rateOfFire": { "semi": 3, "ful": 10 } } }),
            "weapon.rateOfFire.ful",
            "did you mean 'full'?",
        ),
        (json!({ "target": { "armour": { "chest": 3 } } }), "target.armour.chest", "known: head, rightArm"),
        (json!({ "calledLocation": "hed" }), "calledLocation", "did you mean 'head'?"),
        (json!({ "dice": { "seeed": 4 } }), "dice.seeed", "did you mean 'seed'?"),
        (json!({ "modifiers": [{ "label": "x", "vaule": 10 }] }), "modifiers[0].vaule", "did you mean 'value'?"),
        (json!({ "target": { "size": "hulkin" } }), "target.size", "did you mean 'hulking'?"),
        (
            json!({ "attacker": { "skills": { "dodgee": { "trained": true } } } }),
            "attacker.skills.dodgee",
            "did you mean 'Dodge'?",
        ),
        (json!({ "extra": 1 }), "extra", "unknown field"),
    ];
    for r in ["dh1", "rt", "ow", "dh2"] {
        for (patch, path, hint) in &cases {
            let (code, p, msg) = err_of(merge(ranged(r), patch.clone()));
            assert_eq!(code, ErrorCode::InvalidInput, "{r} {patch}");
            assert_eq!(p, *path, "{r} {patch}: {msg}");
            assert!(msg.contains(hint), "{r} {patch}: {msg}");
            assert!(!msg.contains("variant") && !msg.contains("expected"), "serde's words leak: {msg}");
        }
    }
}

/// Values of the wrong type say what the field takes, in plain words.
#[test]
fn wrong_types_say_what_the_field_takes() {
    let cases = [
        (
            json!({ "weapon": { "penetration": "4" } }),
            "weapon.penetration",
            "must be a whole number, not the string \"4\"",
        ),
        (json!({ "weapon": { "penetration": 1.5 } }), "weapon.penetration", "must be a whole number, not 1.5"),
        (json!({ "range": "far" }), "range", "must be a number, not the string \"far\""),
        (json!({ "options": { "suddenDeath": "yes" } }), "options.suddenDeath", "must be true or false"),
        (json!({ "target": { "conditions": "prone" } }), "target.conditions", "must be a list"),
        (json!({ "reaction": "dodgy" }), "reaction", "must be one of: none, dodge, parry, jink (not 'dodgy')"),
        (
            json!({ "attacker": { "characteristics": { "bs": 300 } } }),
            "attacker.characteristics.bs",
            "must be a whole number from 0 to 250",
        ),
        (json!({ "target": { "wounds": -3 } }), "target.wounds", "must be a whole number from 0 to 100000"),
        (
            json!({ "weapon": { "qualities": [5] } }),
            "weapon.qualities[0]",
            "must be a name, or an object { id, value?, custom? }",
        ),
        (
            // The object form is read field by field: a misspelt field is named.
            json!({ "weapon": { "qualities": [{ "id": "tearing", "valeu": 1 }] } }),
            "weapon.qualities[0].valeu",
            "unknown field; did you mean 'value'?",
        ),
        (
            json!({ "target": { "size": true } }),
            "target.size",
            "must be a size name ('average') or a number from 1 to 10",
        ),
    ];
    for (patch, path, says) in cases {
        let (code, p, msg) = err_of(merge(ranged("rt"), patch.clone()));
        assert_eq!((code, p.as_str()), (ErrorCode::InvalidInput, path), "{patch}: {msg}");
        assert!(msg.contains(says), "{patch}: {msg}");
    }
}

/// An object's fields are named, never given in order as a list: `[40, 45, ...]` for a
/// characteristics object is refused at that field like any other wrong type (serde's
/// derived reader took a struct's fields in order from a list).
#[test]
fn objects_are_not_read_from_lists() {
    let cases = [
        (json!({ "attacker": { "characteristics": [40, 45, 35, 35, 35, 30, 30, 30, 30] } }), "attacker.characteristics"),
        (json!({ "weapon": { "rateOfFire": [true, 3, 10] } }), "weapon.rateOfFire"),
        (json!({ "dice": [1234] }), "dice"),
        (json!({ "target": { "armour": [2, 2, 2, 3, 2, 2] } }), "target.armour"),
    ];
    for (patch, path) in cases {
        let (code, p, msg) = err_of(merge(ranged("dh2"), patch.clone()));
        assert_eq!((code, p.as_str()), (ErrorCode::InvalidInput, path), "{patch}: {msg}");
        assert_eq!(msg, format!("{path}: must be an object, not a list"), "{patch}");
    }
    let whole = json!(["dh2", {}, {}, {}, "standard"]);
    let (code, p, msg) = err_of(whole);
    assert_eq!((code, p.as_str()), (ErrorCode::InvalidInput, ""), "{msg}");
    assert!(msg.ends_with("must be an object, not a list"), "{msg}");
}

/// A name is a string, never an object holding it as its one key (`{ "standard": null }`,
/// which serde's reader took for an enum's unit variant).
#[test]
fn names_are_strings() {
    let cases = [
        (json!({ "action": { "standard": null } }), "action"),
        (json!({ "target": { "conditions": [{ "prone": null }] } }), "target.conditions[0]"),
        (json!({ "weapon": { "damageType": { "energy": null } } }), "weapon.damageType"),
        (json!({ "reaction": ["dodge"] }), "reaction"),
    ];
    for (patch, path) in cases {
        let (code, p, msg) = err_of(merge(ranged("dh2"), patch.clone()));
        assert_eq!((code, p.as_str()), (ErrorCode::InvalidInput, path), "{patch}: {msg}");
        assert!(msg.starts_with(&format!("{path}: must be a name (a string), not ")), "{patch}: {msg}");
    }
}

/// One rule for absent values: `null` is the same as leaving the field out, for every
/// optional field (it used to refuse `penetration: null` but accept `range: null`).
#[test]
fn null_and_missing_are_the_same() {
    let fields = [
        "weapon.penetration",
        "weapon.qualities",
        "weapon.rateOfFire",
        "weapon.name",
        "range",
        "aim",
        "reaction",
        "options",
        "circumstances",
        "modifiers",
        "calledLocation",
        "target.armour",
        "target.damage",
        "target.criticalDamage",
        "target.fatigue",
        "target.conditions",
        "target.skills",
        "target.talents",
        "target.cover",
        "attacker.player",
        "attacker.size",
    ];
    let base = rolls(ranged("rt"), &[30, 5, 50]);
    let plain = serde_json::to_value(attack(base.clone())).unwrap();
    for f in fields {
        let mut nulled = base.clone();
        let mut at = &mut nulled;
        let parts: Vec<&str> = f.split('.').collect();
        for p in &parts[..parts.len() - 1] {
            at = at.get_mut(*p).unwrap();
        }
        at.as_object_mut().unwrap().insert(parts[parts.len() - 1].to_string(), Value::Null);
        let with_null = serde_json::to_value(attack(nulled)).unwrap_or_else(|_| panic!("{f}: null refused"));
        let missing = serde_json::to_value(attack(without(base.clone(), f))).unwrap();
        assert_eq!(with_null, missing, "{f}: null and missing differ");
        if !matches!(f, "weapon.name" | "range") {
            assert_eq!(with_null, plain, "{f}");
        }
    }
}

/// A characteristic a rule needs and the request lacks is named, never read as 0, and
/// whether it is needed never depends on the dice: the target's Toughness Bonus reduces any
/// damage, so a request that lacks it is refused up front, for a hit and a miss alike (it
/// used to resolve a miss and refuse a hit).
#[test]
fn a_needed_characteristic_is_required() {
    for r in ["dh1", "rt", "ow", "dh2"] {
        for faces in [&[30, 5, 50][..], &[99]] {
            let no_t = without(rolls(ranged(r), faces), "target.characteristics.t");
            let (code, path, msg) = err_of(no_t);
            assert_eq!((code, path.as_str()), (ErrorCode::InvalidInput, "target.characteristics"), "{r}: {msg}");
            assert!(msg.contains("needs t:") && msg.contains("Toughness Bonus"), "{msg}");
        }
        // A melee hit adds the attacker's Strength Bonus.
        let no_s = without(rolls(melee(r), &[30, 5, 50]), "attacker.characteristics.s");
        assert_eq!(attack_err(no_s).path.as_deref(), Some("attacker.characteristics.s"), "{r}");
    }
    // The fatigue threshold is the Toughness and Willpower Bonus in dh2 (004 Fatigue), and
    // any damage may tire through a critical effect: Willpower is needed up front, and the
    // error names every missing characteristic at once.
    let sparse =
        without(without(rolls(ranged("dh2"), &[30, 5, 50]), "target.characteristics.wp"), "target.characteristics.ag");
    let e = attack_err(sparse.clone());
    assert_eq!(e.path.as_deref(), Some("target.characteristics"));
    assert!(e.message.starts_with("target.characteristics: needs ag, wp: "), "{}", e.message);
    // A tired target's threshold is read first of all (is it conscious?): that check comes
    // before the others, in the same words; a miss is refused the same way.
    for faces in [&[30, 5, 50][..], &[99]] {
        let tired = merge(rolls(sparse.clone(), faces), json!({ "target": { "fatigue": 1 } }));
        let e = attack_err(tired);
        assert_eq!(e.path.as_deref(), Some("target.characteristics"));
        assert!(e.message.starts_with("target.characteristics: needs wp: the fatigue threshold"), "{}", e.message);
    }
}

/// The caller's own data goes under `meta`, anywhere an actor, weapon or request is, and
/// changes nothing.
#[test]
fn meta_is_ignored() {
    let base = rolls(ranged("dh2"), &[30, 5, 50]);
    let with_meta = merge(
        base.clone(),
        json!({ "meta": { "foundryId": "abc", "n": [1, 2] }, "attacker": { "meta": 1 },
                "target": { "meta": null }, "weapon": { "meta": { "img": "x.png" } } }),
    );
    assert_eq!(serde_json::to_value(attack(with_meta)).unwrap(), serde_json::to_value(attack(base)).unwrap());
    let t = json!({ "ruleset": "dh2", "actor": { "characteristics": { "ag": 40 }, "meta": {} },
                    "characteristic": "ag", "meta": "mine", "dice": { "rolls": [10] } });
    assert!(test(t).result.success);
}

/// `trials` belongs to `analyzeAttack` (API.md: `AttackRequest & { trials?: number }`).
#[test]
fn trials_only_for_analysis() {
    let e = attack_err(merge(ranged("rt"), json!({ "trials": 100 })));
    assert_eq!(e.path.as_deref(), Some("trials"));
    let req = cogitator::attack::analysis::parse_request(
        &merge(ranged("rt"), json!({ "trials": 100, "dice": { "seed": 1 } })).to_string(),
    )
    .unwrap();
    assert_eq!(analyze_attack(&req, 1).unwrap().trials, 100);
}

/// Test requests are strict too: skills, difficulties and characteristics by name.
#[test]
fn test_requests_are_strict() {
    let base = json!({ "ruleset": "dh1", "actor": { "characteristics": { "ag": 40 } }, "characteristic": "ag" });
    let e = test_err(merge(base.clone(), json!({ "skill": "Dodgee" })));
    assert_eq!(e.path.as_deref(), Some("skill"));
    assert!(e.message.contains("did you mean 'Dodge'?"), "{}", e.message);
    let e = test_err(merge(base.clone(), json!({ "difficulty": "hardd" })));
    assert!(e.message.contains("did you mean 'hard'?"), "{}", e.message);
    let e = test_err(merge(base.clone(), json!({ "characteristic": "agi" })));
    assert!(e.message.contains("did you mean 'ag'?"), "{}", e.message);
    let e = test_err(merge(base.clone(), json!({ "modifers": [] })));
    assert_eq!(e.path.as_deref(), Some("modifers"));
    // A specialist skill takes any specialisation; a house skill declares `advanced`.
    let lore = merge(
        base.clone(),
        json!({ "characteristic": "int", "actor": { "characteristics": { "int": 40 },
        "skills": { "Common Lore (Imperium)": { "trained": true } } }, "skill": "Common Lore (Imperium)" }),
    );
    assert!(test(merge(lore, json!({ "dice": { "rolls": [10] } }))).result.success);
    let house = merge(
        base.clone(),
        json!({ "actor": { "skills": { "Void Dancing": { "trained": true, "advanced": true } } },
        "skill": "Void Dancing", "dice": { "rolls": [10] } }),
    );
    assert!(test(house).result.success);
    // Commerce is a Rogue Trader skill that Dark Heresy 1st edition lacks.
    let trade = json!({ "characteristic": "fel", "actor": { "characteristics": { "fel": 40 }, "skills": { "Commerce": { "trained": true } } }, "skill": "Commerce", "dice": { "rolls": [10] } });
    assert!(test(merge(merge(base.clone(), trade.clone()), json!({ "ruleset": "rt" }))).result.success);
    assert_eq!(test_err(merge(base.clone(), trade)).path.as_deref(), Some("actor.skills.Commerce"));
    // Parry is a skill only in the second generation.
    let e = test_err(merge(
        base,
        json!({ "characteristic": "ws", "actor": { "characteristics": { "ws": 40 } }, "skill": "parry" }),
    ));
    assert_eq!(e.path.as_deref(), Some("skill"));
}

/// An opposed side's fields are named under the side (`a.actor...`).
#[test]
fn opposed_paths_name_the_side() {
    let req = json!({ "ruleset": "rt", "a": { "actor": { "characteristics": { "s": 300 } }, "characteristic": "s" },
                      "b": { "actor": { "characteristics": { "s": 30 } }, "characteristic": "s" } });
    let r: OpposedRequest = from(req).unwrap();
    let e = opposed_test(&r, 1).unwrap_err();
    assert_eq!(e.path.as_deref(), Some("a.actor.characteristics.s"));
}

/// Each limit (README "Strict input, limits and guarantees") exceeded is an `invalid_input`
/// naming the field, and the README states each number.
#[test]
fn limits_are_named_errors_and_documented() {
    let many = |n: usize, item: Value| Value::Array(vec![item; n]);
    let cases = [
        (json!({ "weapon": { "damage": "101d10" } }), "weapon.damage"),
        (json!({ "weapon": { "damage": "1d1001" } }), "weapon.damage"),
        (json!({ "weapon": { "damage": "1d10+1001" } }), "weapon.damage"),
        (json!({ "dice": { "rolls": many(10_001, json!(5)) } }), "dice.rolls"),
        (json!({ "dice": { "seed": 9_007_199_254_740_992u64 } }), "dice.seed"),
        (json!({ "modifiers": many(201, json!({ "label": "x", "value": 1 })) }), "modifiers"),
        (json!({ "modifiers": [{ "label": "x", "value": 1001 }] }), "modifiers[0].value"),
        (json!({ "target": { "conditions": many(201, json!("prone")) } }), "target.conditions"),
        (json!({ "attacker": { "unnatural": { "s": 21 } } }), "attacker.unnatural.s"),
        (json!({ "target": { "wounds": 100_001 } }), "target.wounds"),
        (json!({ "action": "fullAuto", "weapon": { "rateOfFire": { "full": 1001 } } }), "weapon.rateOfFire.full"),
    ];
    for (patch, path) in cases {
        let e = attack_err(merge(ranged("dh2"), patch.clone()));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some(path)), "{patch}: {}", e.message);
    }
    // The whole request: its size and its nesting.
    let big = merge(ranged("rt"), json!({ "meta": "x".repeat(1_000_001) }));
    let e = cogitator::json::from_str::<AttackRequest>(&big.to_string()).unwrap_err();
    assert_eq!(e.code, ErrorCode::InvalidInput);
    assert!(e.message.contains("1000000 bytes"), "{}", e.message);
    // Deep nesting cannot exhaust the stack: a typed field refuses it at its first level, and
    // `meta` is skipped without recursion.
    let text = ranged("rt").to_string();
    let deep_meta = format!("{{\"meta\": {}{}, {}", "[".repeat(100_000), "]".repeat(100_000), &text[1..]);
    assert!(cogitator::json::from_str::<AttackRequest>(&deep_meta).is_ok());
    let deep_typed = format!("{{\"target\": {}{}, {}", "[".repeat(100_000), "]".repeat(100_000), &text[1..]);
    let e = cogitator::json::from_str::<AttackRequest>(&deep_typed).unwrap_err();
    assert!(e.path.as_deref().is_some_and(|p| p.starts_with("target")), "{}", e.message);
    // Trials and combatants.
    let req =
        cogitator::attack::analysis::parse_request(&merge(ranged("rt"), json!({ "trials": 100_001 })).to_string())
            .unwrap();
    assert_eq!(analyze_attack(&req, 1).unwrap_err().path.as_deref(), Some("trials"));
    let one = json!({ "id": "x", "actor": { "characteristics": { "ag": 30 } } });
    let r: InitiativeRequest = from(json!({ "ruleset": "rt", "combatants": many(1001, one) })).unwrap();
    assert_eq!(roll_initiative(&r, 1).unwrap_err().path.as_deref(), Some("combatants"));
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    for n in [
        "1,000,000 bytes",
        "100 dice",
        "100,000",
        "10,000",
        "2^53",
        "1,000 links",
        "100 each",
        "1,000",
        "0 to 250",
        "200",
    ] {
        assert!(readme.contains(n), "README states the limit {n}");
    }
}

/// An analysis of a very heavy attack stops at its dice budget (10,000,000 dice over all
/// trials) and says how many trials would fit, rather than running for seconds.
#[test]
fn analysis_has_a_dice_budget() {
    let heavy = merge(
        ranged("dh2"),
        json!({ "action": "fullAuto", "trials": 100_000, "dice": { "seed": 3 },
                "attacker": { "characteristics": { "bs": 250 }, "unnatural": { "bs": 20 } },
                "weapon": { "damage": "100d10", "rateOfFire": { "full": 1000 } },
                "options": { "righteousFury": "never" } }),
    );
    let req = cogitator::attack::analysis::parse_request(&heavy.to_string()).unwrap();
    let e = analyze_attack(&req, 1).unwrap_err();
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::LimitExceeded, Some("trials")));
    assert!(e.message.contains("at most 10000000") && e.message.contains("ask for at most"), "{}", e.message);
}
