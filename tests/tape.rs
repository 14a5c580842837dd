//! The answer tape (`json::tape`): what every call hands to JS, read by `js/api.js` into the
//! object `JSON.parse` gives of the same value's JSON text. `tests/properties.rs` checks it
//! over generated attack outcomes; these are the shapes serde can write that the outcomes
//! may not happen to hold, and the answers of every other domain.

mod common;

use common::{as_js, read_tape};
use serde::Serialize;
use serde_json::json;
use std::collections::BTreeMap;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
enum Kind {
    Plain,
    Wrapped(i32),
    Pair(i32, String),
    Named { at: f64, why: Option<String> },
}

#[derive(Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
enum Tagged {
    Small { n: u8 },
    Other,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Inner {
    name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    missing: Option<u32>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Outer {
    whole: u32,
    negative: i64,
    huge: u64,
    half: f64,
    minus_zero: f64,
    not_a_number: f64,
    infinite: f64,
    yes: bool,
    none: Option<i32>,
    unit: (),
    letters: String,
    letter: char,
    list: Vec<Kind>,
    empty_list: Vec<u8>,
    tuple: (u8, &'static str),
    by_name: BTreeMap<String, Inner>,
    by_number: BTreeMap<u32, bool>,
    tagged: Vec<Tagged>,
    #[serde(flatten)]
    flat: Inner,
    nested: Vec<Vec<Option<Inner>>>,
}

fn sample(letters: &str) -> Outer {
    Outer {
        whole: 268_435_455,
        negative: -7,
        huge: (1 << 53) + 2,
        half: 2.5,
        minus_zero: -0.0,
        not_a_number: f64::NAN,
        infinite: f64::INFINITY,
        yes: true,
        none: None,
        unit: (),
        letters: letters.to_string(),
        letter: 'ß',
        list: vec![
            Kind::Plain,
            Kind::Wrapped(-3),
            Kind::Pair(268_435_456, "two".into()),
            Kind::Named { at: 0.1, why: Some("é".into()) },
        ],
        empty_list: vec![],
        tuple: (1, "one"),
        by_name: [
            ("zé".to_string(), Inner { name: "a".into(), missing: Some(1) }),
            ("__proto__".to_string(), Inner { name: String::new(), missing: None }),
        ]
        .into_iter()
        .collect(),
        by_number: [(10, true), (2, false)].into_iter().collect(),
        tagged: vec![Tagged::Small { n: 200 }, Tagged::Other],
        flat: Inner { name: "flat".into(), missing: None },
        nested: vec![vec![None, Some(Inner { name: "deep".into(), missing: None })], vec![]],
    }
}

/// Every shape reads back as its JSON text does: strings outside ASCII (their UTF-16
/// lengths), numbers past the small whole ones, NaN and infinity as null, map keys,
/// flattened fields, and each of serde's enum forms.
#[test]
fn a_tape_reads_as_its_json() {
    for letters in ["plain", "Ça va? ☠ 𝔇 — ok", ""] {
        let v = sample(letters);
        let tape = cogitator::json::tape::write(&v).unwrap();
        assert_eq!(read_tape(&tape), as_js(&serde_json::to_value(&v).unwrap()), "{letters}");
    }
}

/// The value of an exact tape (`json::to_value`, which the encounters keep their records
/// with) is the `serde_json::Value` of the same value's JSON text: integers as integers
/// (past 2^53 too), floats as floats, NaN and infinity as null, every key and enum form.
/// Writing one leaves the numbering of field names JS keeps alone.
#[test]
fn an_exact_tape_reads_as_the_json_value() {
    for letters in ["plain", "Ça va? ☠ 𝔇 — ok", ""] {
        let v = sample(letters);
        let text: serde_json::Value = serde_json::from_str(&serde_json::to_string(&v).unwrap()).unwrap();
        let exact = cogitator::json::to_value(&v).unwrap();
        assert_eq!(exact, text, "{letters}");
        assert_eq!(exact.to_string(), text.to_string(), "{letters}");
    }
    let floats = (30.0f64, -2.0f64, 0.5f32, 1e300f64, u64::MAX, i64::MIN);
    let exact = cogitator::json::to_value(&floats).unwrap();
    assert_eq!(exact.to_string(), serde_json::to_string(&floats).unwrap());
    assert_eq!(exact, json!([30.0, -2.0, 0.5, 1e300, u64::MAX, i64::MIN]));
    assert!(exact[0].is_f64() && exact[4].is_u64() && exact[5].is_i64());
    // JS's numbering: a tape, the exact one, then the same tape again, by number.
    #[derive(Serialize)]
    struct Fresh {
        only_in_this_test: u8,
    }
    let first = cogitator::json::tape::write(&Fresh { only_in_this_test: 1 }).unwrap();
    cogitator::json::to_value(&Fresh { only_in_this_test: 2 }).unwrap();
    let second = cogitator::json::tape::write(&Fresh { only_in_this_test: 3 }).unwrap();
    assert!(second.len() < first.len(), "{} then {}", first.len(), second.len());
    assert_eq!(
        (read_tape(&first), read_tape(&second)),
        (json!({ "only_in_this_test": 1.0 }), json!({ "only_in_this_test": 3.0 }))
    );
}

/// A field name is written as text the first time and by number after: the second tape of
/// the same value is shorter, and reads the same.
#[test]
fn field_names_are_numbered_once() {
    let v = sample("x");
    let first = cogitator::json::tape::write(&v).unwrap();
    let second = cogitator::json::tape::write(&v).unwrap();
    assert!(second.len() < first.len(), "{} then {}", first.len(), second.len());
    // Read in the order they were written, as JS reads them.
    let (a, b) = (read_tape(&first), read_tape(&second));
    assert_eq!(a, b);
    assert_eq!(b["tagged"], json!([{ "type": "small", "n": 200.0 }, { "type": "other" }]));
}

/// A tape that fails forgets every field name it numbered (JS never saw them): the
/// next tape of a value with the same field names sends their text again, so it still
/// reads. A tape whose map key JSON text cannot hold (bytes) fails, as the text does.
#[test]
fn a_failed_tape_forgets_its_numbers() {
    #[derive(Serialize)]
    struct Flaky {
        first: u8,
        m: BTreeMap<Vec<u8>, u8>,
    }
    let bad = Flaky { first: 1, m: [(vec![1], 1)].into_iter().collect() };
    assert!(serde_json::to_string(&bad).is_err());
    // Numbers `first` and `m`, then fails: the reader below never sees this tape.
    assert!(cogitator::json::tape::write(&bad).is_err());
    let good = Flaky { first: 2, m: BTreeMap::new() };
    let tape = cogitator::json::tape::write(&good).unwrap();
    assert_eq!(read_tape(&tape), json!({ "first": 2.0, "m": {} }));
}

/// Every call hands its answer over as a tape (src/wasm/mod.rs), so the answers of every
/// domain read back as their JSON text does: the catalogues and the rules' descriptions
/// (the largest answers, with every kind of value the rules hold), the actions, a movement,
/// an encounter's start and a turn in it (whose requests it keeps as JSON values), a Fear
/// test, a psychic power with an area phenomenon, and a vehicle's ram at a vehicle and at a
/// character given as `target` (each written as the one it struck).
#[test]
fn every_domains_answers_read_as_their_json() {
    fn same<T: Serialize>(what: &str, v: &T) {
        let tape = cogitator::json::tape::write(v).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(read_tape(&tape), as_js(&serde_json::to_value(v).unwrap()), "{what}");
        let text: serde_json::Value = serde_json::from_str(&serde_json::to_string(v).unwrap()).unwrap();
        assert_eq!(
            cogitator::json::to_value(v).unwrap_or_else(|e| panic!("{what}: {e}")),
            text,
            "{what}: the exact tape"
        );
    }
    use cogitator::encounter::{act, start_encounter};
    use cogitator::*;
    same("describe_all", &cogitator::rules::describe_all());
    for ruleset in Ruleset::ALL {
        same("catalogue", &catalogue(ruleset));
        same("actions", &actions(ruleset));
    }
    let person = |name: &str| {
        json!({ "name": name, "wounds": 12, "skills": { "dodge": { "trained": true } },
                "characteristics": { "ws": 35, "bs": 40, "s": 35, "t": 35, "ag": 35, "int": 30, "per": 35, "wp": 35, "fel": 30 } })
    };
    let request = |v: serde_json::Value| v.to_string();
    let moved: MovementRequest =
        serde_json::from_str(&request(json!({ "ruleset": "dh2", "actor": person("A") }))).unwrap();
    same("movement", &movement(&moved).unwrap());
    let fear: FearRequest = serde_json::from_str(&request(
        json!({ "ruleset": "dh1", "actor": person("A"), "fear": 2, "inCombat": true, "dice": { "seed": 3 } }),
    ))
    .unwrap();
    same("fearTest", &fear_test(&fear, 0).unwrap());
    let psyker = json!({ "name": "P", "psyRating": 3, "characteristics": { "ws": 30, "bs": 30, "s": 30, "t": 35, "ag": 30, "int": 35, "per": 35, "wp": 40, "fel": 30 }, "wounds": 10 });
    let focus: FocusRequest = serde_json::from_str(&request(
        json!({ "ruleset": "rt", "psyker": psyker, "power": { "name": "Smite" }, "dice": { "rolls": [33, 56, 4, 5, 6], "seed": 1 } }),
    ))
    .unwrap();
    same("focusPower", &focus_power(&focus, 0).unwrap());
    let lasgun = json!({ "name": "Lasgun", "class": "basic", "damage": "1d10+3", "damageType": "energy", "penetration": 0,
                         "range": 100, "rateOfFire": { "single": true, "semi": 3 } });
    let e = start_encounter(
        &request(json!({ "ruleset": "dh1", "dice": { "seed": 11 }, "combatants": [
            { "id": "a", "side": "guard", "actor": person("A"), "weapons": [lasgun.clone()] },
            { "id": "x", "side": "cult", "actor": person("X"), "weapons": [lasgun] } ] })),
        0,
    )
    .unwrap();
    same("startEncounter", &e);
    let who = e.active.clone().unwrap();
    let other = if who == "a" { "x" } else { "a" };
    let step = act(&request(json!({ "encounter": e, "combatant": who, "actions": ["standard"], "attack": { "target": other }, "dice": { "seed": 5 } })))
        .unwrap();
    same("act", &step);
    let driver = json!({ "name": "Kell", "wounds": 12, "skills": { "operate (surface)": { "trained": true } },
                         "characteristics": { "ws": 35, "bs": 35, "s": 35, "t": 35, "ag": 40, "int": 35, "per": 35, "wp": 35, "fel": 30 } });
    let chimera = json!({ "kind": "vehicle", "name": "Chimera", "type": "tracked", "size": "enormous",
                          "armour": { "front": 16, "side": 12, "rear": 10 }, "structuralIntegrity": 35,
                          "tacticalSpeed": 15, "cruisingSpeed": 70 });
    let sentinel = json!({ "kind": "vehicle", "name": "Sentinel", "type": "walker", "size": "hulking",
                           "armour": { "front": 12, "side": 10, "rear": 8 }, "structuralIntegrity": 20,
                           "tacticalSpeed": 10, "cruisingSpeed": 40 });
    let rammed = json!({ "name": "Heretic", "characteristics": { "ag": 30, "t": 30 }, "wounds": 10 });
    for (target, facing) in [(sentinel, json!("side")), (rammed, serde_json::Value::Null)] {
        let ram = json!({ "ruleset": "ow", "vehicle": chimera, "driver": driver, "action": "ram", "metres": 52,
                          "target": target, "targetFacing": facing, "dice": { "rolls": [20], "seed": 5 } });
        let r = cogitator::vehicle::read::read_action(&request(ram)).unwrap_or_else(|e| panic!("{e}"));
        let out = vehicle_action(&r.req, 0).unwrap_or_else(|e| panic!("{e}"));
        let out = if r.actor_as_target { cogitator::vehicle::read::target_renamed(out) } else { out };
        assert!(out.target.is_some() && out.target_actor.is_none());
        same("vehicleAction", &out);
    }
}
