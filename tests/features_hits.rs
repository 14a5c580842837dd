//! Weapon qualities that change the hits, make area attacks, or change how reliable a weapon
//! is: Twin-Linked, Storm, Scatter at point blank, Blast, Flame and Spray (a cone with no
//! attack test), catching fire, Reliable, Unreliable and Overheats. Each test states the
//! rule's numbers, cites the row's source (checked against the line's own row), and compares
//! the attack with and without the quality.
//!
//! Most shots here stack a GM modifier of +60 beside the action's own, so the total is
//! capped at +60 whatever a quality adds to the test (Twin-Linked's +20 is a modifier of
//! step one): the target number, and so the degrees, stay the same with and without it.

mod common;
use cogitator::rules::profile;
use cogitator::*;
use common::*;
use serde_json::{json, Value};

const ALL: [&str; 4] = ["dh1", "rt", "ow", "dh2"];

const RT: &str = "Rogue Trader core rulebook, Weapon Qualities";
const DH1: &str = "Dark Heresy core rulebook, Weapon Qualities";
const DH1_VIA_RT: &str =
    "Rogue Trader core rulebook, Weapon Qualities (not in the Dark Heresy core rulebook; Rogue Trader's rule is used)";
const SECOND: &str = "Only War and Dark Heresy 2nd edition core rulebooks, Weapon Qualities";
const FLAME_1: &str = "Rogue Trader core rulebook, Weapon Qualities; Rogue Trader, Fire (catching fire)";

/// The source the line's row gives for a feature (the row must exist).
fn source(r: &str, id: &str) -> &'static str {
    let ruleset: Ruleset = serde_json::from_value(json!(r)).unwrap();
    let row = profile(ruleset).domains().features.iter().find(|f| f.id == id);
    row.unwrap_or_else(|| panic!("{r} has no row '{id}'")).source
}

/// Checks that each line's row cites what the test says.
fn cites(id: &str, by_line: [&str; 4]) {
    for (r, want) in ALL.iter().zip(by_line) {
        assert_eq!(source(r, id), want, "{r}: the row '{id}' cites another source");
    }
}

/// The rifle of `ranged` (1d10+3, range 100, 50 m away), BS `bs`, the modifiers capped at
/// +60 (target `bs + 60`), against a target with 200 wounds.
fn shot(r: &str, bs: i32, qualities: Value) -> Value {
    merge(
        ranged(r),
        json!({
            "attacker": { "characteristics": { "bs": bs, "wp": 30 } },
            "target": { "wounds": 200 },
            "modifiers": [{ "label": "GM", "value": 60 }],
            "weapon": { "qualities": qualities }
        }),
    )
}

fn burst(v: Value, action: &str, rate: u32) -> Value {
    let mode = if action == "semiAuto" { "semi" } else { "full" };
    merge(v, json!({ "action": action, "weapon": { "rateOfFire": { "single": true, mode: rate } } }))
}

fn purposes(o: &AttackOutcome) -> Vec<&'static str> {
    o.dice.iter().map(|d| d.purpose.as_str()).collect()
}

fn locations(o: &AttackOutcome) -> Vec<Location> {
    o.hits.iter().map(|h| h.location).collect()
}

fn logged(o: &AttackOutcome, part: &str) -> bool {
    o.log.iter().any(|l| l.contains(part))
}

/// Faces for the attack roll then enough 1s for every other die.
fn faces(first: &[u32]) -> Vec<u32> {
    first.iter().copied().chain(std::iter::repeat_n(1, 40)).collect()
}

/// The outcome without its log, to compare two attacks that differ only in what is noted.
fn without_log(o: &AttackOutcome) -> Value {
    let mut v = serde_json::to_value(o).unwrap();
    v.as_object_mut().unwrap().remove("log");
    v.as_object_mut().unwrap().remove("logSteps");
    v
}

// ---------------------------------------------------------------- Twin-Linked

/// Twin-Linked (rt: Rogue Trader, Weapon Qualities; dh1: Rogue Trader's rule, the Dark
/// Heresy core book lacks it; ow/dh2: their Weapon Qualities): one more hit at two or more
/// degrees of success, and twice the rounds. BS 30, capped +60: 90. A roll of 70 is two or
/// more degrees in every line (dh1 2, rt 3, ow 3, dh2 3): the single shot scores 2 hits and
/// spends 2 rounds where the bare rifle scores 1 and spends 1. A roll of 90 is fewer than
/// two (dh1 0, the others 1): still 1 hit, still 2 rounds.
#[test]
fn twin_linked_one_more_hit_at_two_degrees_and_twice_the_rounds() {
    cites("twinLinked", [DH1_VIA_RT, RT, SECOND, SECOND]);
    for r in ALL {
        let bare = attack(rolls(shot(r, 30, json!([])), &faces(&[70])));
        let twin = attack(rolls(shot(r, 30, json!(["twinLinked"])), &faces(&[70])));
        assert_eq!(bare.test.target, twin.test.target, "{r}: the cap keeps the target number");
        assert!(twin.test.degrees >= 2, "{r}");
        assert_eq!((bare.hits_scored, bare.ammo), (1, 1), "{r}");
        assert_eq!((twin.hits_scored, twin.ammo), (2, 2), "{r}");
        assert!(twin.hits[1].extra, "{r}: the second hit is an extra hit");
        assert!(logged(&twin, "Twin-Linked: 2 times the rounds, 2 instead of 1"), "{r}");
        let short = attack(rolls(shot(r, 30, json!(["twinLinked"])), &faces(&[90])));
        assert!(short.test.success && short.test.degrees < 2, "{r}");
        assert_eq!((short.hits_scored, short.ammo), (1, 2), "{r}");
        assert!(logged(&short, "short of the 2 for one more hit"), "{r}");
    }
}

/// Twin-Linked's hit comes on top of the rate of fire (the published rule adds it; the
/// engine does not cap it): a semi-auto burst of rate 2 rolling 10 against 90 scores its
/// 2 hits, and Twin-Linked makes 3; the burst spends 4 rounds instead of 2.
#[test]
fn twin_linked_hit_is_beyond_the_rate_of_fire() {
    for r in ALL {
        let bare = attack(rolls(burst(shot(r, 30, json!([])), "semiAuto", 2), &faces(&[10])));
        let twin = attack(rolls(burst(shot(r, 30, json!(["twinLinked"])), "semiAuto", 2), &faces(&[10])));
        assert_eq!((bare.hits_scored, bare.ammo), (2, 2), "{r}");
        assert_eq!((twin.hits_scored, twin.ammo), (3, 4), "{r}");
    }
}

// ---------------------------------------------------------------- Storm

/// Storm (rt: Rogue Trader, Weapon Qualities; dh1: Rogue Trader's rule; ow/dh2: their
/// Weapon Qualities): every hit counts twice, and twice the rounds. A single shot rolling
/// 70 against 90 scores 2 hits and spends 2 rounds (bare: 1 and 1). The second hit is an
/// extra hit placed by the multiple-hits table, exactly where a bare two-hit semi-auto
/// burst with the same roll puts its second hit.
#[test]
fn storm_each_hit_counts_twice() {
    cites("storm", [DH1_VIA_RT, RT, SECOND, SECOND]);
    for r in ALL {
        let bare = attack(rolls(shot(r, 30, json!([])), &faces(&[70])));
        let storm = attack(rolls(shot(r, 30, json!(["storm"])), &faces(&[70])));
        assert_eq!((bare.hits_scored, bare.ammo), (1, 1), "{r}");
        assert_eq!((storm.hits_scored, storm.ammo), (2, 2), "{r}");
        assert!(storm.hits[1].extra, "{r}");
        let two = attack(rolls(burst(shot(r, 30, json!([])), "semiAuto", 2), &faces(&[70])));
        assert_eq!(two.hits_scored, 2, "{r}");
        assert_eq!(locations(&storm), locations(&two), "{r}: the multiple-hits table places the extra hit");
        assert!(logged(&storm, "Storm: each of the 1 hit counts 2 times: 2"), "{r}");
    }
}

/// Storm is capped at twice the rate of fire: a full-auto burst of rate 3 rolling 10
/// against 90 scores its 3 hits (capped by the rate); Storm makes 6, the most it may (2 x
/// 3), and spends 6 rounds.
#[test]
fn storm_is_capped_at_twice_the_rate_of_fire() {
    for r in ALL {
        let bare = attack(rolls(burst(shot(r, 30, json!([])), "fullAuto", 3), &faces(&[10])));
        let storm = attack(rolls(burst(shot(r, 30, json!(["storm"])), "fullAuto", 3), &faces(&[10])));
        assert_eq!((bare.hits_scored, bare.ammo), (3, 3), "{r}");
        assert_eq!((storm.hits_scored, storm.ammo), (6, 6), "{r}");
        assert!(logged(&storm, "(at most 6: 2 times the rate of fire)"), "{r}");
    }
}

/// Storm and Twin-Linked together: rounds twice twice (4 for a single shot); Storm doubles
/// the shot's hit (2) and Twin-Linked adds its one (3), not doubled.
#[test]
fn storm_and_twin_linked_together() {
    for r in ALL {
        let o = attack(rolls(shot(r, 30, json!(["storm", "twinLinked"])), &faces(&[70])));
        assert_eq!((o.hits_scored, o.ammo), (3, 4), "{r}");
    }
}

// ---------------------------------------------------------------- Scatter

/// Scatter at point blank (Rogue Trader, Semi-Auto Burst and Full Auto Burst: the Brutis
/// and Quint examples, tests/examples.rs; every line's row uses it): one more hit per two
/// degrees of success, not capped by the rate of fire. BS 30, capped +60: 90, at 2 m
/// (point blank in every line). A roll of 50 is 4 degrees in dh1 and 5 elsewhere: two more
/// hits, 3 in all for a single shot; 10 m away (short range) the same roll scores 1. A
/// semi-auto burst of rate 2 scores its 2 and Scatter's 2: 4.
#[test]
fn scatter_at_point_blank_one_more_hit_per_two_degrees() {
    let brutis = "Rogue Trader, Semi-Auto Burst and Full Auto Burst (point blank); Rogue Trader core rulebook, Weapon Qualities (long range)";
    cites("scatter", [brutis, brutis, SECOND, SECOND]);
    for r in ALL {
        let at = |range: u32, q: Value| merge(shot(r, 30, q), json!({ "range": range }));
        let close = attack(rolls(at(2, json!(["scatter"])), &faces(&[50])));
        assert!(has_mod(&close.test, "Point Blank range", 30), "{r}");
        assert_eq!(close.hits_scored, 3, "{r}: {} degrees", close.test.degrees);
        assert!(logged(&close, "Scatter at point blank: one more hit per 2 degrees of success"), "{r}");
        let bare = attack(rolls(at(2, json!([])), &faces(&[50])));
        assert_eq!(bare.hits_scored, 1, "{r}");
        let far = attack(rolls(at(10, json!(["scatter"])), &faces(&[50])));
        assert_eq!(far.hits_scored, 1, "{r}: only at point blank");
        let semi = attack(rolls(burst(at(2, json!(["scatter"])), "semiAuto", 2), &faces(&[50])));
        assert_eq!(semi.hits_scored, 4, "{r}: the burst's 2 (its rate) and Scatter's 2");
    }
}

// ---------------------------------------------------------------- Blast

/// Blast (rt: Rogue Trader, Weapon Qualities; dh1: Dark Heresy, Weapon Qualities; ow/dh2:
/// their Weapon Qualities): a miss scatters (a d10 direction, a d5 of metres); landing no
/// farther than the radius from the target still catches it: one hit on a fresh d100 hit
/// location, no degrees of success. Rolling 95 against 90 misses; the d5 face 4 is 2 m.
/// Blast (3): caught, a hit on the body (location 50), 1d10+3 with a 5: 8 damage, TB 3: 5
/// wounds. Blast (1): 2 m is beyond it, nothing. Blast (2): 2 m is within.
#[test]
fn blast_miss_within_the_radius_still_catches_the_target() {
    cites("blast", [DH1, RT, SECOND, SECOND]);
    for r in ALL {
        let blast = |radius: u32| shot(r, 30, json!([{ "id": "blast", "value": radius }]));
        let o = attack(rolls(blast(3), &[95, 3, 4, 50, 5]));
        assert!(!o.test.success, "{r}");
        let s = o.scatter.as_ref().unwrap();
        assert_eq!((s.metres, s.blast_radius, s.caught), (2, Some(3), true), "{r}");
        assert_eq!(purposes(&o), ["attack", "scatterDirection", "scatterDistance", "hitLocation", "damage"], "{r}");
        assert_eq!(o.hits_scored, 1, "{r}");
        assert_eq!((o.hits[0].location, o.hits[0].damage.total, o.hits[0].wounds), (Location::Body, 8, 5), "{r}");
        assert!(o.hits[0].damage.degrees_replaced.is_none(), "{r}: the miss counts no degrees");
        assert!(logged(&o, "Blast (3): it lands 2 m from the target, within its 3 m radius"), "{r}");

        let small = attack(rolls(blast(1), &[95, 3, 4]));
        assert!(small.hits.is_empty() && !small.scatter.as_ref().unwrap().caught, "{r}");
        assert_eq!(small.hits_scored, 0, "{r}");
        assert!(logged(&small, "beyond its 1 m radius"), "{r}");
        let edge = attack(rolls(blast(2), &[95, 3, 4, 50, 5]));
        assert_eq!(edge.hits.len(), 1, "{r}: 2 m is within a 2 m radius");

        // Without Blast the rifle's miss does not even scatter.
        let bare = attack(rolls(shot(r, 30, json!([])), &[95]));
        assert!(bare.scatter.is_none() && bare.hits.is_empty(), "{r}");
    }
}

/// The target a scattered blast catches may still Dodge it as an area attack (000 and 003
/// "Dodging Auto-Fire and Area Effect Attacks", 004 "Evasion"): Blast (3) is the edge,
/// within the reach of Agility 30 (3 m); a Dodge of 10 escapes, and no damage is rolled.
#[test]
fn a_caught_target_may_dodge_the_blast() {
    for r in ALL {
        let v = merge(
            shot(r, 30, json!([{ "id": "blast", "value": 3 }])),
            json!({ "reaction": "dodge", "target": { "skills": { "dodge": { "trained": true } } } }),
        );
        let o = attack(rolls(v, &[95, 3, 4, 50, 10]));
        assert_eq!(purposes(&o), ["attack", "scatterDirection", "scatterDistance", "hitLocation", "evasion"], "{r}");
        let e = o.evasion.as_ref().unwrap();
        assert_eq!((e.hits_negated, e.area.as_ref().map(|a| a.edge)), (1, Some(Some(3.0))), "{r}");
        assert!(o.hits.is_empty(), "{r}");
    }
}

/// Blast and Spray make an area attack; the second generation's Flame alone (it only sets
/// targets alight) does not: a Dodge against it is an ordinary Dodge, with no area.
#[test]
fn second_generation_flame_alone_is_no_area_attack() {
    for r in ["ow", "dh2"] {
        let v = merge(
            shot(r, 30, json!(["flame"])),
            json!({ "reaction": "dodge", "target": { "skills": { "dodge": { "trained": true } } } }),
        );
        let o = attack(rolls(v, &faces(&[50, 10])));
        let e = o.evasion.as_ref().unwrap();
        assert!(e.area.is_none(), "{r}");
        let blast = merge(
            shot(r, 30, json!([{ "id": "blast", "value": 2 }])),
            json!({ "reaction": "dodge", "target": { "skills": { "dodge": { "trained": true } } } }),
        );
        let o = attack(rolls(blast, &faces(&[50, 10])));
        assert!(o.evasion.unwrap().area.is_some(), "{r}");
    }
}

// ---------------------------------------------------------------- Flame and Spray: the cone

/// The quality that sprays a cone: Flame in dh1/rt, Spray in ow/dh2.
fn cone(r: &str) -> &'static str {
    if matches!(r, "dh1" | "rt") {
        "flame"
    } else {
        "spray"
    }
}

/// Flame (dh1/rt: Rogue Trader, Weapon Qualities, and Fire) and Spray (ow/dh2: their Weapon
/// Qualities): no attack test at all (the test is automatic, with no modifiers and no
/// roll); the target, 50 m away within the weapon's 100 m, tests Agility (30) or is hit.
/// It rolls 60 and fails: one hit on a fresh d100 location (30: the left arm), 1d10+3 with
/// a 5. Rolling 10 it escapes: no hit and no more dice. The bare rifle rolls an attack.
#[test]
fn a_cone_has_no_attack_test_the_target_tests_agility() {
    cites("flame", [FLAME_1, FLAME_1, SECOND, SECOND]);
    for r in ["ow", "dh2"] {
        assert_eq!(source(r, "spray"), SECOND, "{r}");
    }
    for r in ALL {
        let o = attack(rolls(shot(r, 30, json!([cone(r)])), &[60, 30, 5, 90]));
        assert!(o.test.automatic && o.test.success && o.test.roll.is_none(), "{r}");
        assert!(o.test.modifiers.is_empty() && o.test.degrees == 0, "{r}");
        let s = o.spray.as_ref().unwrap();
        let t = s.test.as_ref().unwrap();
        assert_eq!(
            (s.in_range, s.hit, t.characteristic, t.target, t.roll),
            (true, true, Characteristic::Ag, 30, Some(60)),
            "{r}"
        );
        assert_eq!(&purposes(&o)[..3], ["spray", "hitLocation", "damage"], "{r}");
        assert_eq!((o.hits_scored, locations(&o), o.hits[0].damage.total), (1, vec![Location::LeftArm], 8), "{r}");
        assert!(o.evasion.is_none(), "{r}: no Dodge was asked for");

        let escaped = attack(rolls(shot(r, 30, json!([cone(r)])), &[10]));
        assert!(escaped.hits.is_empty() && !escaped.spray.as_ref().unwrap().hit, "{r}");
        assert_eq!(purposes(&escaped), ["spray"], "{r}");

        let bare = attack(rolls(shot(r, 30, json!([])), &faces(&[60])));
        assert_eq!(purposes(&bare)[0], "attack", "{r}");
        assert!(bare.spray.is_none(), "{r}");
    }
}

/// The cone reaches no farther than the weapon's range: 150 m against a range of 100,
/// nothing is hit and no die is rolled (the test is an automatic failure).
#[test]
fn a_cone_beyond_the_weapons_range_hits_nothing() {
    for r in ALL {
        let o = attack(merge(shot(r, 30, json!([cone(r)])), json!({ "range": 150 })));
        assert!(o.dice.is_empty(), "{r}: {:?}", purposes(&o));
        assert!(o.test.automatic && !o.test.success, "{r}");
        assert_eq!((o.hits_scored, o.spray.as_ref().map(|s| s.in_range)), (0, Some(false)), "{r}");
        assert!(logged(&o, "is beyond the weapon's 100 m: nothing is hit"), "{r}");
    }
}

/// With `reaction: 'dodge'` the Agility test against the cone is the Dodge: no second roll
/// (no `evasion` die), `evasion` holds the same test; escaping negates the one hit. The
/// Dodge's modifiers for the target's state apply: fatigue -10 makes 30 a 20, and 25 fails.
#[test]
fn the_agility_test_against_a_cone_is_the_dodge() {
    for r in ALL {
        let v = merge(shot(r, 30, json!([cone(r)])), json!({ "reaction": "dodge" }));
        let o = attack(rolls(v.clone(), &[10]));
        let e = o.evasion.as_ref().unwrap();
        assert_eq!((e.reaction, e.hits_negated), (Reaction::Dodge, 1), "{r}");
        assert_eq!(Some(&e.test), o.spray.as_ref().unwrap().test.as_ref(), "{r}");
        assert_eq!(purposes(&o), ["spray"], "{r}");
        let tired = attack(rolls(merge(v, json!({ "target": { "fatigue": 1 } })), &faces(&[25])));
        let t = tired.spray.unwrap().test.unwrap();
        assert!(has_mod(&t, "fatigued", -10) && t.target == 20 && !t.success, "{r}");
        assert_eq!(tired.evasion.unwrap().hits_negated, 0, "{r}");
    }
}

/// A helpless target cannot get out of the way: its Agility test fails without a roll.
#[test]
fn a_helpless_target_cannot_escape_a_cone() {
    for r in ALL {
        let v = merge(shot(r, 30, json!([cone(r)])), json!({ "target": { "conditions": ["helpless"] } }));
        let o = attack(rolls(v, &faces(&[50])));
        let t = o.spray.clone().unwrap().test.unwrap();
        assert!(t.automatic && !t.success && t.roll.is_none(), "{r}");
        assert_eq!(purposes(&o)[0], "hitLocation", "{r}");
        assert_eq!(o.hits.len(), 1, "{r}");
    }
}

/// Suppressing fire is an attack test sprayed over a kill zone: a weapon with no attack
/// test cannot lay it down.
#[test]
fn a_cone_cannot_lay_down_suppressing_fire() {
    for r in ALL {
        let v = merge(burst(shot(r, 30, json!([cone(r)])), "fullAuto", 3), json!({ "action": "suppressingFire" }));
        let e = attack_err(v);
        assert_eq!(e.code, ErrorCode::NotAllowed, "{r}");
    }
}

/// Spray is a second-generation row (Only War and Dark Heresy 2nd edition, Weapon
/// Qualities); in dh1 and rt the cone is Flame's. There the log says Spray has no rule, and
/// the attack is the bare rifle's.
#[test]
fn spray_has_no_rule_in_the_first_generation() {
    for r in ["dh1", "rt"] {
        let o = attack(rolls(shot(r, 30, json!(["spray"])), &faces(&[60])));
        let bare = attack(rolls(shot(r, 30, json!([])), &faces(&[60])));
        assert!(logged(&o, "the quality 'spray' has no rule in"), "{r}: {:?}", o.log);
        assert_eq!(without_log(&o), without_log(&bare), "{r}");
    }
}

// ---------------------------------------------------------------- catching fire

/// Flame sets a target it hits alight (000 and 003 "Fire": a hit from a Flame weapon calls
/// for an Agility test or the target catches fire; dh1/rt: Rogue Trader's row; ow/dh2:
/// their Weapon Qualities). After the hit's damage the target (Agility 30) tests
/// (`catchFire`): 80 fails and it gains `onFire`; 20 passes. In dh1/rt the hit is the
/// cone's (the Agility test 60 fails); in ow/dh2 an ordinary attack (50 hits against 90).
#[test]
fn flame_a_target_hit_tests_agility_or_catches_fire() {
    for r in ALL {
        let first = matches!(r, "dh1" | "rt");
        let (hit, location) = if first { (60, 30) } else { (50, 50) };
        let script = |fire: u32| if first { vec![hit, location, 5, fire] } else { vec![hit, 5, fire] };
        let o = attack(rolls(shot(r, 30, json!(["flame"])), &script(80)));
        assert_eq!(purposes(&o).last(), Some(&"catchFire"), "{r}: {:?}", purposes(&o));
        let t = o.catch_fire.as_ref().unwrap();
        assert_eq!((t.characteristic, t.target, t.success), (Characteristic::Ag, 30, false), "{r}");
        assert!(o.target.conditions.contains(&Condition::OnFire), "{r}");
        assert!(logged(&o, "Flame: Target tests Agility against catching fire"), "{r}");

        let safe = attack(rolls(shot(r, 30, json!(["flame"])), &script(20)));
        assert!(!safe.target.conditions.contains(&Condition::OnFire), "{r}");

        // The bare rifle's hit sets nothing alight.
        let bare = attack(rolls(shot(r, 30, json!([])), &faces(&[50])));
        assert!(bare.catch_fire.is_none() && !bare.target.conditions.contains(&Condition::OnFire), "{r}");
    }
}

/// No test for a target already on fire, or one the attack did not hit.
#[test]
fn flame_no_test_when_already_burning_or_missed() {
    for r in ["ow", "dh2"] {
        let burning = merge(shot(r, 30, json!(["flame"])), json!({ "target": { "conditions": ["onFire"] } }));
        let o = attack(rolls(burning, &[50, 5]));
        assert!(o.catch_fire.is_none() && logged(&o, "is already on fire"), "{r}");
        let o = attack(rolls(shot(r, 30, json!(["flame"])), &[95]));
        assert!(o.catch_fire.is_none() && !purposes(&o).contains(&"catchFire"), "{r}");
    }
    for r in ["dh1", "rt"] {
        let o = attack(rolls(shot(r, 30, json!(["flame"])), &[10]));
        assert!(o.catch_fire.is_none(), "{r}: escaped the cone, no fire");
    }
}

// ---------------------------------------------------------------- Reliable, Unreliable

/// Reliable (rt: Rogue Trader, Weapon Qualities; dh1: Dark Heresy, Weapon Qualities;
/// ow/dh2: their Weapon Qualities): jams only on 100, whatever the fire mode. A single
/// shot rolling 98 jams the bare rifle (96+) and not the reliable one; 100 jams it. A
/// semi-auto burst rolling 95 jams the bare rifle (94+), not the reliable one.
#[test]
fn reliable_jams_only_on_100() {
    cites("reliable", [DH1, RT, SECOND, SECOND]);
    for r in ALL {
        assert!(attack(rolls(shot(r, 30, json!([])), &[98])).jammed, "{r}");
        let o = attack(rolls(shot(r, 30, json!(["reliable"])), &[98]));
        assert!(!o.jammed, "{r}");
        assert!(logged(&o, "Reliable: the weapon jams on 100+ whatever its fire mode (instead of 96+)"), "{r}");
        assert!(attack(rolls(shot(r, 30, json!(["reliable"])), &[100])).jammed, "{r}");
        assert!(attack(rolls(burst(shot(r, 30, json!([])), "semiAuto", 3), &[95])).jammed, "{r}");
        assert!(!attack(rolls(burst(shot(r, 30, json!(["reliable"])), "semiAuto", 3), &[95])).jammed, "{r}");
    }
}

/// Unreliable (the same sources): jams on 91 or more, whatever the fire mode. BS 40,
/// capped +60: 100, so a roll of 92 hits with the bare rifle; the unreliable one jams and
/// misses. A semi-auto burst (bare: 94+) jams on 92 too.
#[test]
fn unreliable_jams_on_91() {
    cites("unreliable", [DH1, RT, SECOND, SECOND]);
    for r in ALL {
        let bare = attack(rolls(shot(r, 40, json!([])), &faces(&[92])));
        assert!(!bare.jammed && bare.test.success, "{r}");
        let o = attack(rolls(shot(r, 40, json!(["unreliable"])), &[92]));
        assert!(o.jammed && !o.test.success && o.hits.is_empty(), "{r}");
        assert!(logged(&o, "jams on 91+"), "{r}");
        assert!(!attack(rolls(shot(r, 40, json!(["unreliable"])), &faces(&[90]))).jammed, "{r}");
        assert!(attack(rolls(burst(shot(r, 40, json!(["unreliable"])), "semiAuto", 3), &[92])).jammed, "{r}");
    }
}

/// Melee and thrown weapons never jam, whatever their qualities: the log says the quality
/// has no effect.
#[test]
fn melee_weapons_never_jam_or_overheat() {
    for r in ALL {
        let v = merge(melee(r), json!({ "weapon": { "qualities": ["unreliable"] } }));
        let o = attack(rolls(v, &faces(&[99])));
        assert!(!o.jammed, "{r}");
        assert!(logged(&o, "Unreliable: melee and thrown weapons never jam or overheat; no effect"), "{r}");
    }
}

// ---------------------------------------------------------------- Overheats

/// The wielder's arm armour and wounds, for a weapon that may overheat.
fn overheating(r: &str, patch: Value) -> Value {
    merge(
        shot(r, 40, json!(["overheats"])),
        merge(json!({ "attacker": { "wounds": 10, "armour": { "rightArm": 2, "leftArm": 1 } } }), patch),
    )
}

/// Overheats (rt: Rogue Trader, Weapon Qualities; dh1: Dark Heresy, Weapon Qualities;
/// ow/dh2: their Weapon Qualities): on 91 or more the weapon overheats instead of firing.
/// BS 40, capped +60: 100, so 92 would hit; it overheats and misses. The wielder takes the
/// weapon's damage roll, 1d10+3 with a 7: 10, penetration 0, energy, on the right arm (the
/// primary hand), soaked by its 2 armour there and Toughness Bonus 3: 5 wounds of its 10.
/// The overheat's die comes right after the attack roll.
#[test]
fn overheats_the_wielder_takes_the_damage_on_the_arm() {
    cites("overheats", [DH1, RT, SECOND, SECOND]);
    for r in ALL {
        let bare = attack(rolls(merge(shot(r, 40, json!([])), json!({ "attacker": { "wounds": 10 } })), &faces(&[92])));
        assert!(bare.test.success && bare.overheat.is_none(), "{r}");
        let o = attack(rolls(overheating(r, json!({})), &[92, 7]));
        assert!(!o.test.success && !o.jammed && o.hits.is_empty(), "{r}");
        assert_eq!(purposes(&o), ["attack", "overheat"], "{r}");
        let h = o.overheat.as_ref().unwrap();
        assert_eq!((h.hit.location, h.hit.damage.total, h.hit.soak.penetration), (Location::RightArm, 10, 0), "{r}");
        assert_eq!((h.hit.soak.armour, h.hit.soak.toughness_bonus, h.hit.wounds), (2, 3, 5), "{r}");
        assert_eq!((h.attacker.damage, h.attacker.critical_damage), (5, 0), "{r}");
        assert_eq!(o.target.damage, 0, "{r}: the target is untouched");
        assert!(logged(&o, "the roll of 92 overheats the weapon and misses (overheats on 91+)"), "{r}");
        assert!(logged(&o, "Overheats: Shooter takes the weapon's damage on the right arm (primary hand)"), "{r}");
    }
}

/// A weapon that overheats does so instead of jamming: 97 (a jam for the bare rifle)
/// overheats it, and it is not jammed. In the secondary hand it burns the left arm (1
/// armour: 10 - 1 - 3 = 6 wounds).
#[test]
fn overheats_instead_of_jamming_and_burns_the_hand_that_holds_it() {
    for r in ALL {
        assert!(attack(rolls(merge(shot(r, 40, json!([])), json!({ "attacker": { "wounds": 10 } })), &[97])).jammed);
        let o = attack(rolls(overheating(r, json!({})), &[97, 7]));
        assert!(!o.jammed && o.overheat.is_some(), "{r}");
        let left = attack(rolls(overheating(r, json!({ "hand": "secondary" })), &[95, 7]));
        let h = left.overheat.unwrap();
        assert_eq!((h.hit.location, h.hit.wounds), (Location::LeftArm, 6), "{r}");
    }
}

/// Damage past the wielder's wounds is critical damage on the Energy table of the arm:
/// a wielder at 8 of 10 wounds takes 5: 2 wounds and 3 critical damage. (Its Willpower is
/// given: dh2's fatigue threshold, which a critical's fatigue needs, counts it.)
#[test]
fn an_overheat_can_deal_critical_damage() {
    for r in ALL {
        let v = overheating(r, json!({ "attacker": { "damage": 8, "characteristics": { "wp": 30 } } }));
        let o = attack(rolls(merge(v, json!({ "dice": { "seed": 1 } })), &[92, 7]));
        let h = o.overheat.unwrap();
        let c = h.hit.critical.as_ref().unwrap();
        assert_eq!((c.damage_type, c.location, c.critical_damage), (DamageType::Energy, Location::RightArm, 3), "{r}");
        assert_eq!((h.attacker.damage, h.attacker.critical_damage), (10, 3), "{r}");
    }
}

/// The wielder's wounds and Toughness are needed before any die is rolled: without them
/// the request is refused, naming `attacker.wounds`.
#[test]
fn overheats_needs_the_wielders_wounds() {
    let e = attack_err(shot("dh2", 40, json!(["overheats"])));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("attacker.wounds")));
}

// ---------------------------------------------------------------- analysis

/// `analyzeAttack` runs the same steps with the log off: Storm doubles the mean hits of a
/// shot that always hits unless it jams (BS 40, capped +60: 100; 96+ jams).
#[test]
fn analysis_applies_the_qualities() {
    let run = |q: Value| {
        let v = merge(shot("rt", 40, q), json!({ "trials": 2000, "dice": { "seed": 5 } }));
        analyze_attack(&cogitator::attack::analysis::parse_request(&v.to_string()).unwrap(), 1).unwrap()
    };
    let (bare, storm, reliable) = (run(json!([])), run(json!(["storm"])), run(json!(["reliable"])));
    assert!((bare.mean_hits - 0.95).abs() < 0.03, "{}", bare.mean_hits);
    assert!((storm.mean_hits - 2.0 * bare.mean_hits).abs() < 1e-9, "{} {}", storm.mean_hits, bare.mean_hits);
    assert!(bare.jam_chance > 0.03 && reliable.jam_chance < 0.03, "{} {}", bare.jam_chance, reliable.jam_chance);
}

/// Two weapons that both overheat in one action (Multiple Attacks with Two-Weapon Wielder,
/// Rogue Trader): each strike burns its own arm, and the wielder's state carries the first
/// burn into the second. 1d10+2 with a 7 and a 6, Toughness Bonus 3, no armour: 6 wounds
/// on the right arm, then 5 on the left, 11 in all; the outcome's `overheat` is the last.
#[test]
fn two_overheating_weapons_burn_both_arms() {
    let plasma = json!({ "name": "plasma pistol", "class": "pistol", "damage": "1d10+2", "damageType": "energy",
                         "range": 30, "rateOfFire": { "single": true }, "qualities": ["overheats"] });
    for r in ["dh1", "rt"] {
        let v = merge(
            ranged(r),
            json!({ "weapon": plasma, "secondaryWeapon": plasma, "action": "multipleAttacks",
                    "attacker": { "wounds": 20, "talents": ["two_weapon_wielder"] } }),
        );
        let o = attack(rolls(v, &[95, 7, 95, 6]));
        assert_eq!(purposes(&o), ["attack", "overheat", "attack", "overheat"], "{r}");
        let each: Vec<(Location, i32, i32)> = o
            .strikes
            .iter()
            .map(|s| s.overheat.as_ref().unwrap())
            .map(|h| (h.hit.location, h.hit.wounds, h.attacker.damage))
            .collect();
        assert_eq!(each, [(Location::RightArm, 6, 6), (Location::LeftArm, 5, 11)], "{r}");
        let last = o.overheat.unwrap();
        assert_eq!((last.hit.location, last.attacker.damage), (Location::LeftArm, 11), "{r}");
    }
}
