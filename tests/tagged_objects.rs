//! Tagged objects (an injury `{ "type": "stunned", "rounds": 2 }`, a hazard `{ "kind":
//! "fall", ... }`, a custom critical's effects and spans) are read without serde's buffer:
//! injuries, custom effects and hazards as one flat object (`json::flat_tagged`), a custom
//! span by `json::adjacent` (both compared with their derive driven through
//! `json::tag_inside` in `tests/object_readers.rs`). Either way the tag may come anywhere
//! in the object, an entry after the tag is named when it is wrong, an entry before it
//! names the object, and the messages are serde's. The flat readers are compared with the
//! derive they replaced over every kind and its mutations. Tagged objects are written with
//! the tag first.

mod common;

use cogitator::*;
use common::*;

/// A DH2 attack whose target carries the injuries given as raw JSON text (so the order of
/// their keys is exactly as written).
fn with_injuries(injuries: &str) -> String {
    let base = ranged("dh2").to_string();
    let text = base.replacen("\"target\":{", &format!("\"target\":{{\"injuries\":[{injuries}],"), 1);
    assert_ne!(text, base);
    text
}

fn injuries(injuries: &str) -> Result<Vec<Effect>> {
    json::from_str::<AttackRequest>(&with_injuries(injuries)).map(|r| r.target.injuries)
}

fn refused(text: &str) -> (String, String) {
    let e = injuries(text).expect_err("refused");
    (e.path.unwrap_or_default(), e.message)
}

#[test]
fn the_tag_may_come_anywhere_in_the_object() {
    let stunned = Effect::Stunned { rounds: 2 };
    let blinded =
        Effect::Blinded { duration: Duration { unit: DurationUnit::Rounds, amount: Some(3) } };
    for text in [
        r#"{"type":"stunned","rounds":2},{"type":"blinded","duration":{"unit":"rounds","amount":3}}"#,
        r#"{"rounds":2,"type":"stunned"},{"duration":{"amount":3,"unit":"rounds"},"type":"blinded"}"#,
        r#" { "rounds" : 2 , "type" : "stunned" } , { "duration" : { "unit" : "rounds" , "amount" : 3 } , "type" : "blinded" } "#,
    ] {
        assert_eq!(injuries(text).unwrap(), vec![stunned.clone(), blinded.clone()], "{text}");
    }
    // The whole attack is the same either way.
    let first = resolve_attack(&json::from_str(&with_injuries(r#"{"type":"stunned","rounds":2}"#)).unwrap(), 3).unwrap();
    let last = resolve_attack(&json::from_str(&with_injuries(r#"{"rounds":2,"type":"stunned"}"#)).unwrap(), 3).unwrap();
    assert_eq!(serde_json::to_string(&first).unwrap(), serde_json::to_string(&last).unwrap());
}

/// A variant without fields takes no other entry, before or after the tag: a typo there is
/// refused as anywhere else. (An injury such as `prone` used to skip whatever else its
/// object held, as serde's internally tagged unit variants do.)
#[test]
fn a_variant_without_fields_takes_no_other_entry() {
    assert_eq!(injuries(r#"{"type":"prone"}"#).unwrap(), vec![Effect::Prone]);
    for text in [r#"{"type":"prone","x":"y"}"#, r#"{"note":[1,{"a":2}],"type":"prone"}"#] {
        let (path, message) = refused(text);
        assert!(path == "target.injuries[0].x" || path == "target.injuries[0].note", "{text}: {path}");
        assert!(message.contains("unknown field (this object takes no fields)"), "{text}: {message}");
    }
}

#[test]
fn an_entry_after_the_tag_is_named_and_one_before_it_names_the_object() {
    let wrong = "must be a whole number from 0, not the string \"two\"";
    let after = refused(r#"{"type":"stunned","rounds":"two"}"#);
    assert_eq!(after.0, "target.injuries[0].rounds");
    assert!(after.1.contains(wrong), "{}", after.1);
    let before = refused(r#"{"rounds":"two","type":"stunned"}"#);
    assert_eq!(before.0, "target.injuries[0]");
    assert!(before.1.contains(wrong), "{}", before.1);
    // serde_json's position inside the entry's own text is not part of the message.
    assert!(!before.1.contains(" at line "), "{}", before.1);
}

#[test]
fn missing_duplicate_and_unknown_names_are_refused_as_everywhere() {
    let cases = [
        (r#"{"rounds":2}"#, "target.injuries[0].type", "is required"),
        (r#"{"type":"stunned","rounds":2,"type":"prone"}"#, "target.injuries[0].type", "is given twice"),
        (r#"{"rounds":2,"rounds":2,"type":"stunned","x":1}"#, "target.injuries[0].rounds", "is given twice"),
        (r#"{"type":"stunned","rounds":2,"rounds":2}"#, "target.injuries[0].rounds", "is given twice"),
        (r#"{"rounds":2,"type":"stuned"}"#, "target.injuries[0].type", "(not 'stuned'); did you mean 'stunned'?"),
        (r#"{"type":"stunned","rouds":2}"#, "target.injuries[0].rouds", "unknown field; did you mean 'rounds'?"),
        (r#"{"rouds":2,"type":"stunned"}"#, "target.injuries[0].rouds", "unknown field; did you mean 'rounds'?"),
        (r#""stunned""#, "target.injuries[0]", "must be an object { type, ... }, not the string \"stunned\""),
    ];
    for (text, path, message) in cases {
        let (p, m) = refused(text);
        assert_eq!(p, path, "{text}");
        assert!(m.contains(message), "{text}: {m}");
    }
}

/// An entry before its tag is read by a reader of its own; nesting deeper than serde_json
/// allows is refused there as it is everywhere, however deep, without exhausting the stack.
#[test]
fn nesting_before_the_tag_is_bounded() {
    for deep in [129, 10_000] {
        let text = format!(r#"{{"rounds":{}1{},"type":"stunned"}}"#, "[".repeat(deep), "]".repeat(deep));
        let (path, message) = refused(&text);
        assert_eq!(path, "target.injuries[0]");
        assert!(message.contains("is nested too deeply"), "{message}");
    }
}

/// A custom critical's span is adjacently tagged (`{ unit, amount }`): either order reads
/// the same; a span that takes no amount accepts none or `null`.
#[test]
fn a_custom_span_reads_in_either_order() {
    let span = |text: &str| json::from_str::<CustomSpan>(text).map(|s| format!("{s:?}"));
    let amount = r#"{"dice":0,"sides":0,"plus":2}"#;
    let first = span(&format!(r#"{{"unit":"rounds","amount":{amount}}}"#)).unwrap();
    assert_eq!(span(&format!(r#"{{"amount":{amount},"unit":"rounds"}}"#)).unwrap(), first);
    assert!(first.starts_with("Rounds("), "{first}");
    assert_eq!(span(r#"{"unit":"nextTurn"}"#).unwrap(), "NextTurn");
    assert_eq!(span(r#"{"amount":null,"unit":"nextTurn"}"#).unwrap(), "NextTurn");
    let cases = [
        (r#"{"unit":"rounds"}"#.to_string(), "amount: is required"),
        (r#"{"unit":"nextTurn","amount":3}"#.to_string(), "amount: must be absent or null for this unit, not 3"),
        (r#"{"amount":3,"unit":"nextTurn"}"#.to_string(), "must be absent or null for this unit, not 3"),
        (format!(r#"{{"unit":"rounds","amount":{amount},"amount":{amount}}}"#), "amount: is given twice"),
        (r#"{"unit":"rounds","amonut":3}"#.to_string(), "must be \"unit\" or \"amount\", not the string \"amonut\""),
        (r#"{"amonut":3,"unit":"rounds"}"#.to_string(), "must be \"unit\" or \"amount\", not the string \"amonut\""),
    ];
    for (text, message) in cases {
        let e = span(&text).unwrap_err();
        assert!(e.message.contains(message), "{text}: {}", e.message);
    }
}

/// Written back, the tag comes first: what a VTT stores reads in place, field by field.
#[test]
fn tagged_objects_are_written_tag_first() {
    let text = |e: &Effect| serde_json::to_string(e).unwrap();
    assert_eq!(text(&Effect::Stunned { rounds: 2 }), r#"{"type":"stunned","rounds":2}"#);
    assert_eq!(text(&Effect::Prone), r#"{"type":"prone"}"#);
    assert_eq!(
        text(&Effect::Drops { side: None }),
        r#"{"type":"drops"}"#,
        "a field skipped when empty stays out"
    );
    let fall = json::from_str::<Hazard>(r#"{"metres":3,"kind":"fall"}"#).unwrap();
    assert_eq!(serde_json::to_string(&fall).unwrap(), r#"{"kind":"fall","metres":3.0}"#);
}

/// The reader the flat one replaced, kept as the oracle: the enum's own derive (made with
/// `#[serde(remote = "Self")]`) driven by `json::TagInside`.
#[derive(Debug)]
struct Derived<T>(T);

macro_rules! derived {
    ($t:ty) => {
        impl<'de> serde::Deserialize<'de> for Derived<$t> {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
                struct V;
                impl<'de> serde::de::Visitor<'de> for V {
                    type Value = Derived<$t>;
                    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                        f.write_str("an object { type, ... }")
                    }
                    fn visit_map<M: serde::de::MapAccess<'de>>(self, m: M) -> std::result::Result<Self::Value, M::Error> {
                        let tag = json::Tag { name: "type", content: None };
                        <$t>::deserialize(json::TagInside::new(m, tag)).map(Derived)
                    }
                }
                d.deserialize_map(V)
            }
        }
    };
}
derived!(Effect);
derived!(CustomEffect);

/// One valid object of each kind, its fields in the enum's order (the tag first).
const EFFECTS: &[&str] = &[
    r#"{"type":"death"}"#,
    r#"{"type":"fatigue","levels":2}"#,
    r#"{"type":"stunned","rounds":1}"#,
    r#"{"type":"prone"}"#,
    r#"{"type":"bloodLoss"}"#,
    r#"{"type":"onFire"}"#,
    r#"{"type":"unconscious","duration":{"unit":"hours","amount":2}}"#,
    r#"{"type":"blinded","duration":{"unit":"untilTreated"}}"#,
    r#"{"type":"deafened","duration":{"unit":"rounds","amount":3}}"#,
    r#"{"type":"penalty","modifier":-10,"scope":"limb","duration":{"unit":"rounds","amount":1}}"#,
    r#"{"type":"halved","characteristics":["ws","bs"],"duration":{"unit":"days","amount":1}}"#,
    r#"{"type":"characteristicDamage","characteristic":"ag","amount":3,"permanent":true}"#,
    r#"{"type":"characteristicBecomes","characteristic":"t","value":20}"#,
    r#"{"type":"movementHalved","duration":{"unit":"minutes","amount":5}}"#,
    r#"{"type":"halfActionsOnly","duration":{"unit":"nextTurn"}}"#,
    r#"{"type":"useless","part":"arm","side":"left","duration":{"unit":"permanent"}}"#,
    r#"{"type":"lost","part":"hand","side":"right","count":1}"#,
    r#"{"type":"drops","side":"left"}"#,
    r#"{"type":"armourDestroyed","location":"head"}"#,
    r#"{"type":"armourDamaged","location":"body","points":2}"#,
    r#"{"type":"armourOff","location":"head"}"#,
    r#"{"type":"heldItemDestroyed","side":"right"}"#,
    r#"{"type":"roll","sides":10,"roll":4}"#,
    r#"{"type":"knockback","metres":3}"#,
    r#"{"type":"test","test":{"characteristic":"t","base":30,"modifiers":[],"target":30,"roll":12,"success":true,"degrees":1}}"#,
    r#"{"type":"nearby","radius":2,"damage":"1d10+5","damageType":"explosive","onlyIf":"grenadesOrMissiles"}"#,
    r#"{"type":"chance","percent":20,"roll":55,"happened":false}"#,
    r#"{"type":"immobilised"}"#,
    r#"{"type":"crippled","location":"leftLeg","damage":2}"#,
    r#"{"type":"insanity","points":1}"#,
    r#"{"type":"corruption","points":2}"#,
    r#"{"type":"flees","cornered":-10,"duration":{"unit":"rounds","amount":2}}"#,
    r#"{"type":"avoidsSource","duration":{"unit":"encounter"}}"#,
    r#"{"type":"noActions","duration":{"unit":"rounds","amount":1}}"#,
    r#"{"type":"frenzy","duration":{"unit":"snapOut"}}"#,
    r#"{"type":"hallucinating","duration":{"unit":"nearSource"}}"#,
    r#"{"type":"fearTest","rating":2}"#,
    r#"{"type":"noPowers","duration":{"unit":"weeks","amount":1}}"#,
    r#"{"type":"warp","id":"warpEcho","duration":{"unit":"hours","amount":1}}"#,
];

const AMOUNT: &str = r#"{"dice":1,"sides":5,"plus":0}"#;

/// One valid custom effect of each kind (`CUSTOM` stands for a `CustomAmount`).
const CUSTOM_EFFECTS: &[&str] = &[
    r#"{"type":"death"}"#,
    r#"{"type":"fatigue","levels":CUSTOM}"#,
    r#"{"type":"stunned","rounds":CUSTOM}"#,
    r#"{"type":"prone"}"#,
    r#"{"type":"bloodLoss"}"#,
    r#"{"type":"onFire"}"#,
    r#"{"type":"unconscious","span":{"unit":"hours","amount":CUSTOM}}"#,
    r#"{"type":"blinded","span":{"unit":"permanent"}}"#,
    r#"{"type":"deafened","span":{"unit":"rounds","amount":CUSTOM}}"#,
    r#"{"type":"penalty","modifier":-20,"scope":"sight","span":{"unit":"untilTreated"}}"#,
    r#"{"type":"halved","characteristics":["s"],"span":{"unit":"days","amount":CUSTOM}}"#,
    r#"{"type":"characteristicDamage","characteristic":"int","amount":CUSTOM,"permanent":false}"#,
    r#"{"type":"characteristicBecomes","characteristic":"ag","value":CUSTOM}"#,
    r#"{"type":"movementHalved","span":{"unit":"nextTurn"}}"#,
    r#"{"type":"halfActionsOnly","span":{"unit":"minutes","amount":CUSTOM}}"#,
    r#"{"type":"useless","part":"leg","span":{"unit":"weeks","amount":CUSTOM}}"#,
    r#"{"type":"lost","part":"eye","count":CUSTOM}"#,
    r#"{"type":"drops"}"#,
    r#"{"type":"armourDestroyed"}"#,
    r#"{"type":"armourDamaged","points":CUSTOM}"#,
    r#"{"type":"armourOff"}"#,
    r#"{"type":"heldItemDestroyed"}"#,
    r#"{"type":"knockback","metres":CUSTOM,"fatiguePerMetre":1}"#,
    r#"{"type":"test","characteristic":"t","modifier":0,"fail":[{"type":"prone"}],"pass":[]}"#,
    r#"{"type":"nearby","radius":CUSTOM,"damage":CUSTOM,"damageType":"energy","onlyIf":"grenadesOrMissiles"}"#,
    r#"{"type":"chance","percent":50,"then":[{"type":"death"}]}"#,
    r#"{"type":"oneOf","sides":10,"bands":[{"to":5,"then":[]},{"to":10,"then":[{"type":"onFire"}]}]}"#,
    r#"{"type":"ifArmoured","armoured":[],"unarmoured":[{"type":"fatigue","levels":CUSTOM}]}"#,
];

fn object(entries: &[(String, String)]) -> String {
    let inner: Vec<String> = entries.iter().map(|(k, v)| format!("{k:?}:{v}")).collect();
    format!("{{{}}}", inner.join(","))
}

/// Mutations of one valid object: the tag moved, each field dropped, given twice, given a
/// value of the wrong kind or misspelt, and the fields of other kinds added, each before
/// and after the tag; and the tag itself wrong.
fn mutations(valid: &str, every_field: &[(String, String)]) -> Vec<String> {
    let base = entries(valid);
    let (tag, fields) = base.split_first().unwrap();
    assert_eq!(tag.0, "type", "{valid}");
    let mut out = vec![valid.to_string()];
    let both = |fields: &[(String, String)], out: &mut Vec<String>| {
        let mut first = vec![tag.clone()];
        first.extend_from_slice(fields);
        out.push(object(&first));
        let mut last = fields.to_vec();
        last.push(tag.clone());
        out.push(object(&last));
        if fields.len() > 1 {
            let mut middle = vec![fields[0].clone(), tag.clone()];
            middle.extend_from_slice(&fields[1..]);
            out.push(object(&middle));
        }
    };
    both(fields, &mut out);
    for i in 0..fields.len() {
        let mut dropped = fields.to_vec();
        dropped.remove(i);
        both(&dropped, &mut out);
        let mut twice = fields.to_vec();
        twice.push(fields[i].clone());
        both(&twice, &mut out);
        for wrong in ["\"x\"", "-1", "1.5", "null", "{}", "[]", "true", "4000000000", "[1,{\"a\":[2]}]"] {
            let mut bad = fields.to_vec();
            bad[i].1 = wrong.to_string();
            both(&bad, &mut out);
        }
        let mut typo = fields.to_vec();
        typo[i].0.pop();
        both(&typo, &mut out);
    }
    for extra in every_field.iter().chain([&("bogus".to_string(), "1".to_string())]) {
        if fields.iter().any(|(k, _)| k == &extra.0) {
            continue;
        }
        let mut more = fields.to_vec();
        more.push(extra.clone());
        both(&more, &mut out);
    }
    for tag_value in ["\"fatige\"", "\"nobody\"", "3", "null", "{}", "\"area\"", "\"harm\""] {
        let mut wrong = vec![("type".to_string(), tag_value.to_string())];
        wrong.extend_from_slice(fields);
        out.push(object(&wrong));
    }
    out.push(object(fields));
    let mut two_tags = base.clone();
    two_tags.push(("type".to_string(), "\"death\"".to_string()));
    out.push(object(&two_tags));
    out
}

/// Reads `[text]` in a request both ways: the same value, or the same error at the same
/// path, but for a variant without fields given other entries, which the flat reader
/// refuses and the derive skipped.
fn same_both_ways<T: std::fmt::Debug + serde::de::DeserializeOwned>(
    read: impl Fn(&str) -> Result<Vec<T>>,
    derived: impl Fn(&str) -> Result<Vec<Derived<T>>>,
    text: &str,
    no_fields: bool,
) -> usize
where
    Derived<T>: serde::de::DeserializeOwned,
{
    let (new, old) = (read(text), derived(text));
    match (&new, &old) {
        (Ok(n), Ok(o)) => assert_eq!(format!("{n:?}"), format!("{:?}", o.iter().map(|d| &d.0).collect::<Vec<_>>()), "{text}"),
        (Err(n), Err(o)) => assert_eq!((&n.path, &n.message), (&o.path, &o.message), "{text}"),
        (Err(n), Ok(_)) if no_fields => {
            let refused = ["unknown field (this object takes no fields)", "type: is given twice"];
            assert!(refused.iter().any(|r| n.message.contains(r)), "{text}: {}", n.message);
            return 0;
        }
        _ => panic!("{text}: the flat reader gave {new:?}, the derive {:?}", old.map(|v| v.len())),
    }
    1
}

#[test]
fn injuries_read_flat_exactly_as_their_derive_did() {
    let every: Vec<(String, String)> = EFFECTS.iter().flat_map(|e| entries(e).into_iter().skip(1)).collect();
    let (mut compared, mut cases) = (0, 0);
    for valid in EFFECTS {
        let no_fields = entries(valid).len() == 1;
        for text in mutations(valid, &every) {
            cases += 1;
            compared += same_both_ways(
                |t| json::from_str::<Vec<Effect>>(&format!("[{t}]")),
                |t| json::from_str::<Vec<Derived<Effect>>>(&format!("[{t}]")),
                &text,
                no_fields,
            );
        }
        assert!(injuries(valid).is_ok(), "{valid}: {:?}", injuries(valid));
    }
    assert!(compared > 6500, "{compared} of {cases}");
}

#[test]
fn custom_effects_read_flat_exactly_as_their_derive_did() {
    let effects: Vec<String> = CUSTOM_EFFECTS.iter().map(|e| e.replace("CUSTOM", AMOUNT)).collect();
    let every: Vec<(String, String)> = effects.iter().flat_map(|e| entries(e).into_iter().skip(1)).collect();
    let (mut compared, mut cases) = (0, 0);
    for valid in &effects {
        for text in mutations(valid, &every) {
            cases += 1;
            compared += same_both_ways(
                |t| json::from_str::<Vec<CustomEffect>>(&format!("[{t}]")),
                |t| json::from_str::<Vec<Derived<CustomEffect>>>(&format!("[{t}]")),
                &text,
                false,
            );
        }
    }
    assert!(compared > 4000, "{compared} of {cases}");
}
