//! The features that change nothing in a single attack's numbers (the ones each line lists
//! as named, like Recharge and Smoke, and the talents that only permit something the engine
//! reads elsewhere, like Hip Shooting), and the unnatural-characteristic traits, in every
//! line that lists them (docs/features.md).

mod common;

use cogitator::rules::features::{Fx, Kind};
use cogitator::rules::profile;
use cogitator::*;
use common::*;
use serde_json::{json, Value};

const LINES: [Ruleset; 4] = [Ruleset::Dh1, Ruleset::Rt, Ruleset::Ow, Ruleset::Dh2];

/// What an outcome says happened, without the log (which names the features).
fn what_happened(o: &AttackOutcome) -> Value {
    let mut v = serde_json::to_value(o).unwrap();
    v.as_object_mut().unwrap().remove("log");
    v.as_object_mut().unwrap().remove("logSteps");
    v
}

/// A named quality (no effects) or a permission talent on a plain attack changes nothing but
/// the log, which names it: Recharge and Smoke (Rogue Trader core rulebook, Weapon
/// Qualities), Hip Shooting and Gunslinger (Rogue Trader core rulebook, Talents), and the
/// rest of each line's rows of that kind.
#[test]
fn named_features_change_nothing_but_the_log() {
    for r in LINES {
        let p = profile(r);
        let s = r.as_str();
        for f in p.domains().features {
            let inert = f.effects.is_empty() || f.effects.iter().all(|e| matches!(e, Fx::Allows(_)));
            if !inert {
                continue;
            }
            let (base, patch) = match f.kind {
                Kind::Quality => (ranged(s), json!({ "weapon": { "qualities": [f.id] } })),
                Kind::Talent => (ranged(s), json!({ "attacker": { "talents": [f.id] } })),
                Kind::Trait => (ranged(s), json!({ "attacker": { "traits": [f.id] } })),
            };
            let bare = attack(rolls_then_seed(base.clone(), &[20, 5]));
            let with = attack(rolls_then_seed(merge(base, patch), &[20, 5]));
            assert_eq!(what_happened(&bare), what_happened(&with), "{s} {}", f.id);
            assert!(with.log.iter().any(|l| l.contains(f.name)), "{s} {}: {:#?}", f.id, with.log);
        }
    }
}

/// The named rows the docs promise: each line lists Recharge and Smoke; the first
/// generation (and the second's books) list Hip Shooting; Rogue Trader, Only War and Dark
/// Heresy 2nd edition list Gunslinger.
#[test]
fn the_named_rows_are_listed() {
    for r in LINES {
        let ids: Vec<&str> = profile(r).domains().features.iter().map(|f| f.id).collect();
        for id in ["recharge", "smoke", "hip_shooting", "sanctified"] {
            assert!(ids.contains(&id), "{} lists {id}", r.as_str());
        }
        assert_eq!(ids.contains(&"gunslinger"), r != Ruleset::Dh1, "{}", r.as_str());
    }
}

/// The unnatural-characteristic traits give the same bonus as the actor's `unnatural`
/// field: Rogue Trader and Dark Heresy multiply the bonus (45 with Unnatural x2: 4 x 2 = 8;
/// Rogue Trader, Unnatural Characteristics), Only War and Dark Heresy 2nd edition add to it
/// (4 + 2 = 6). Every one of the nine traits, in every line.
#[test]
fn unnatural_traits_are_the_unnatural_field() {
    let names = [
        ("ws", "unnatural_weapon_skill", Characteristic::Ws),
        ("bs", "unnatural_ballistic_skill", Characteristic::Bs),
        ("s", "unnatural_strength", Characteristic::S),
        ("t", "unnatural_toughness", Characteristic::T),
        ("ag", "unnatural_agility", Characteristic::Ag),
        ("int", "unnatural_intelligence", Characteristic::Int),
        ("per", "unnatural_perception", Characteristic::Per),
        ("wp", "unnatural_willpower", Characteristic::Wp),
        ("fel", "unnatural_fellowship", Characteristic::Fel),
    ];
    for r in LINES {
        let p = profile(r);
        let want = if matches!(r, Ruleset::Dh1 | Ruleset::Rt) { 8 } else { 6 };
        for (key, id, c) in names {
            let by_trait: Actor =
                from(json!({ "characteristics": { key: 45 }, "traits": [{ "id": id, "value": 2 }] })).unwrap();
            let by_field: Actor = from(json!({ "characteristics": { key: 45 }, "unnatural": { key: 2 } })).unwrap();
            let bare: Actor = from(json!({ "characteristics": { key: 45 } })).unwrap();
            assert_eq!(cogitator::test::bonus(p, &by_trait, c, "a").unwrap(), want, "{} {id}", r.as_str());
            assert_eq!(cogitator::test::bonus(p, &by_field, c, "a").unwrap(), want, "{} {id}", r.as_str());
            assert_eq!(cogitator::test::bonus(p, &bare, c, "a").unwrap(), 4, "{} {id}", r.as_str());
        }
    }
}

/// A trait and the field that say different things are refused, naming the field.
#[test]
fn an_unnatural_trait_must_agree_with_the_field() {
    let req = merge(
        melee("dh2"),
        json!({ "target": { "unnatural": { "t": 3 }, "traits": [{ "id": "unnatural_toughness", "value": 2 }] } }),
    );
    let e = attack_err(req);
    assert_eq!(e.path.as_deref(), Some("target.unnatural.t"), "{}", e.message);
}
