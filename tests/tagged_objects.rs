//! Tagged objects (an injury `{ "type": "stunned", "rounds": 2 }`, a hazard `{ "kind":
//! "fall", ... }`, a custom critical's effects and spans) are read without serde's buffer
//! (`json::tag_inside`): the tag may come anywhere in the object, an entry after the tag is
//! named when it is wrong, an entry before it names the object, and the messages are
//! serde's. They are written with the tag first.

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

/// A unit variant (serde's internally tagged unit variant) skips whatever else its object
/// holds, before or after the tag.
#[test]
fn a_variant_without_fields_skips_the_rest_of_its_object() {
    assert_eq!(injuries(r#"{"note":[1,{"a":2}],"type":"prone","x":"y"}"#).unwrap(), vec![Effect::Prone]);
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
