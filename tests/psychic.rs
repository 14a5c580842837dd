//! Focus Power and the warp (003 Focus Power, 004 Focus Power; the published psychic
//! chapters and their Psychic Phenomena and Perils of the Warp tables, docs/rulesets.md
//! "Psychic powers"), with scripted dice (then a seed for the dice a row's effects roll).

mod common;

use cogitator::*;
use common::*;
use serde_json::{json, Value};

fn psyker(pr: u32) -> Value {
    json!({ "name": "Sanctioned Psyker Orr", "psyRating": pr,
            "characteristics": { "ws": 30, "bs": 30, "s": 30, "t": 35, "ag": 30, "int": 35, "per": 35, "wp": 40, "fel": 30 },
            "wounds": 10 })
}

fn focus(v: Value) -> FocusOutcome {
    let r: FocusRequest = from(v).unwrap_or_else(|e| panic!("{e}"));
    focus_power(&r, 7).unwrap_or_else(|e| panic!("{e}"))
}

fn focus_err(v: Value) -> Error {
    match from::<FocusRequest>(v) {
        Ok(r) => focus_power(&r, 7).map(|o| o.log).expect_err("an error"),
        Err(e) => e,
    }
}

fn cast(ruleset: &str, pr: u32, faces: &[u32], extra: Value) -> Value {
    merge(
        json!({ "ruleset": ruleset, "psyker": psyker(pr), "power": { "name": "Smite" }, "dice": { "rolls": faces, "seed": 11 } }),
        extra,
    )
}

fn purposes(o: &FocusOutcome) -> Vec<&'static str> {
    o.dice.iter().map(|d| d.purpose.as_str()).collect()
}

/// Dark Heresy (003 Focus Power): Psy Rating d10s plus the Willpower Bonus against the
/// threshold; fewer dice on request; a 9 brings a phenomenon (each 9 its own).
#[test]
fn dark_heresy_rolls_against_the_threshold() {
    let power = json!({ "power": { "name": "Force Bolt", "threshold": 15 } });
    let o = focus(cast("dh1", 3, &[5, 3, 4], power.clone()));
    let t = o.threshold.as_ref().expect("a threshold roll");
    assert_eq!((t.dice.clone(), t.total, t.needed, t.margin), (vec![5, 3, 4], 16, 15, 1));
    assert!(o.success && o.phenomena.is_none());
    assert_eq!(o.effective_psy_rating, 3);
    let o = focus(cast("dh1", 3, &[5, 3], merge(power.clone(), json!({ "diceCount": 2 }))));
    assert_eq!((o.threshold.as_ref().unwrap().total, o.success), (12, false));
    // Two 9s: two phenomena; 10 and 20 on the table (no perils).
    let o = focus(cast("dh1", 3, &[9, 9, 1, 10, 20], power));
    assert!(o.success);
    let ph = o.phenomena.as_ref().expect("phenomena");
    assert_eq!((ph.phenomenon.roll, ph.phenomenon.carried), (10, true));
    assert_eq!(o.more_phenomena.len(), 1);
    let p = purposes(&o);
    assert_eq!(p[..4], ["focusPower", "focusPower", "focusPower", "phenomena"]);
    assert_eq!(p.iter().filter(|x| **x == "phenomena").count(), 2);
}

/// Rogue Trader: the characteristic +5 a point of effective Psy Rating; fettered half the
/// rating rounded up and no phenomena; unfettered phenomena on doubles; pushed always, +5 a
/// point pushed on the phenomena roll.
#[test]
fn rogue_trader_strengths() {
    let o = focus(cast("rt", 3, &[33, 10], json!({})));
    let t = o.test.as_ref().unwrap();
    assert_eq!((t.target, o.effective_psy_rating), (55, 3));
    assert!(o.phenomena.is_some(), "33 is a double");
    let o = focus(cast("rt", 3, &[33], json!({ "strength": "fettered" })));
    assert_eq!((o.test.as_ref().unwrap().target, o.effective_psy_rating), (50, 2));
    assert!(o.phenomena.is_none(), "fettered: no phenomena");
    let o = focus(cast("rt", 3, &[34, 10], json!({ "strength": "push", "push": 2 })));
    assert_eq!((o.test.as_ref().unwrap().target, o.effective_psy_rating), (65, 5));
    let ph = o.phenomena.as_ref().expect("pushing always brings phenomena");
    assert_eq!((ph.phenomenon.roll, ph.phenomenon.total), (10, 20));
    let e = focus_err(cast("rt", 3, &[34], json!({ "strength": "push", "push": 4 })));
    assert_eq!(e.path.as_deref(), Some("push"));
}

/// Only War: the same strengths as Rogue Trader; doubles bring phenomena (004), fettered
/// too. Its tables are not in the engine's sources: the rolls are reported, nothing applied.
#[test]
fn only_war_rolls_phenomena_it_does_not_carry() {
    let o = focus(cast("ow", 4, &[44, 80, 35], json!({ "strength": "fettered" })));
    assert_eq!((o.test.as_ref().unwrap().target, o.effective_psy_rating), (50, 2));
    let ph = o.phenomena.as_ref().expect("doubles");
    assert!(!ph.phenomenon.carried && ph.phenomenon.effects.is_empty());
    let perils = ph.perils.as_ref().expect("80 is perils");
    assert_eq!((perils.roll, perils.carried), (35, false));
}

/// Dark Heresy 2nd edition (004 Focus Power): +10 a point of Psy Rating unused, -10 a point
/// pushed; doubles bring phenomena, and when pushing every roll but doubles; a phenomena
/// total of 75 or more is the Perils of the Warp.
#[test]
fn dark_heresy_2nd_edition_chooses_its_rating() {
    let o = focus(cast("dh2", 3, &[44, 10], json!({ "effectivePsyRating": 2 })));
    assert_eq!((o.test.as_ref().unwrap().target, o.effective_psy_rating), (50, 2));
    assert!(o.phenomena.is_some(), "44 is a double");
    let o = focus(cast("dh2", 3, &[25, 10], json!({ "strength": "push" })));
    assert_eq!((o.test.as_ref().unwrap().target, o.effective_psy_rating), (30, 4));
    assert!(o.phenomena.is_some(), "pushing: anything but doubles");
    let o = focus(cast("dh2", 3, &[22], json!({ "strength": "push" })));
    assert!(o.phenomena.is_none(), "pushing: doubles bring none");
    // Unbound: +10 to the phenomena roll unpushed; 70 + 10 = 80: perils.
    let o = focus(cast("dh2", 3, &[11, 70, 1], json!({ "psykerClass": "unbound" })));
    let ph = o.phenomena.as_ref().unwrap();
    assert_eq!(ph.phenomenon.total, 80);
    let perils = ph.perils.as_ref().expect("perils");
    assert!(perils.carried && !perils.name.is_empty());
    assert_eq!(purposes(&o)[..3], ["focusPower", "phenomena", "perils"]);
    // Bound: at most two points pushed.
    let e = focus_err(cast("dh2", 3, &[25], json!({ "strength": "push", "push": 3 })));
    assert_eq!(e.path.as_deref(), Some("push"));
    let e = focus_err(cast("dh2", 3, &[25], json!({ "strength": "fettered" })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("strength")));
}

/// An opposed power: the target tests its characteristic and resists with at least the
/// psyker's degrees of success.
#[test]
fn opposed_powers() {
    let target = json!({ "name": "Heretic", "characteristics": { "wp": 50 } });
    let v = |faces: &[u32]| {
        cast("dh2", 3, faces, json!({ "power": { "name": "Compel", "opposed": { "characteristic": "wp" } }, "target": target }))
    };
    // Dark Heresy 2nd edition's degrees: 1 + the target's tens digit - the roll's. 60 needed,
    // 15: 6 degrees; the target's 48 against 50: 2 degrees: not enough.
    let o = focus(v(&[15, 48]));
    assert!(o.success);
    assert_eq!(o.opposed.as_ref().unwrap().degrees, 2);
    // 55: 1 degree; the target's 08: 6 degrees: resisted.
    let o = focus(v(&[55, 8]));
    assert!(!o.success);
    let e = focus_err(cast("dh2", 3, &[15], json!({ "power": { "name": "Compel", "opposed": { "characteristic": "wp" } } })));
    assert_eq!(e.path.as_deref(), Some("target"));
}

/// Strict, before any die.
#[test]
fn focus_requests_are_strict() {
    let e = focus_err(json!({ "ruleset": "dh2", "psyker": { "characteristics": { "wp": 40 } }, "power": { "name": "Smite" } }));
    assert_eq!(e.path.as_deref(), Some("psyker.psyRating"));
    let e = focus_err(cast("dh1", 3, &[], json!({})));
    assert_eq!(e.path.as_deref(), Some("power.threshold"));
    let e = focus_err(cast("dh2", 3, &[], json!({ "diceCount": 2 })));
    assert_eq!(e.path.as_deref(), Some("diceCount"));
    let e = focus_err(cast("dh2", 3, &[], json!({ "power": { "threshold": 9 } })));
    assert_eq!(e.path.as_deref(), Some("power.threshold"));
    let e = focus_err(cast("rt", 3, &[], json!({ "strenght": "push" })));
    assert_eq!(e.path.as_deref(), Some("strenght"));
}

/// The tables as data: bands rise to the last row (which covers everything above), each row
/// has a name and a summary in the project's words, a phenomena table's perils row is its
/// last and starts at 75, and every line names its sources (Only War carries none).
#[test]
fn the_warp_tables_are_whole() {
    for r in [Ruleset::Dh1, Ruleset::Rt, Ruleset::Ow, Ruleset::Dh2] {
        let ps = cogitator::rules::profile(r).domains().psychic;
        assert_eq!(ps.perils_at, 75, "{r:?}");
        let Some(t) = ps.tables else {
            assert_eq!(r, Ruleset::Ow, "only Only War's tables are not carried");
            continue;
        };
        for (rows, what) in [(t.phenomena, "phenomena"), (t.perils, "perils")] {
            assert!(rows.windows(2).all(|w| w[0].to < w[1].to), "{r:?} {what}: bands rise");
            assert_eq!(rows.last().map(|x| x.to), Some(u32::MAX), "{r:?} {what}: the last row covers the rest");
            assert!(rows.iter().all(|x| !x.name.is_empty() && !x.row.summary.is_empty()), "{r:?} {what}");
        }
        let perils: Vec<_> = t.phenomena.iter().filter(|x| x.perils).collect();
        assert_eq!(perils.len(), 1, "{r:?}");
        let before = t.phenomena.iter().rev().nth(1).map(|x| x.to);
        assert_eq!(before, Some(74), "{r:?}: phenomena 75 and up are perils");
        assert!(!t.perils.iter().any(|x| x.perils), "{r:?}");
        assert!(t.phenomena_source.contains("Psychic Phenomena") && t.perils_source.contains("Perils of the Warp"), "{r:?}");
    }
}

/// A row's effects reach the psyker: Dark Heresy 2nd edition's Warp Burn (Perils 06-09):
/// 2d5 Energy past armour and Toughness, stunned 1d5 rounds.
#[test]
fn a_peril_harms_the_psyker() {
    // Unbound, 11 (doubles): phenomena 70 + 10 = 80: perils 07.
    let o = focus(merge(cast("dh2", 3, &[11, 70, 7, 6, 6, 4], json!({ "psykerClass": "unbound" })), json!({})));
    let perils = o.phenomena.as_ref().unwrap().perils.as_ref().unwrap();
    assert_eq!(perils.name, "Warp Burn");
    let harm = perils.effects.iter().find_map(|e| match e {
        Effect::Harm { damage, wounds, .. } => Some((*damage, *wounds)),
        _ => None,
    });
    assert_eq!(harm, Some((6, 6)), "2d5 from d10s of 6 and 6: 3 + 3, past armour and Toughness");
    assert!(perils.effects.iter().any(|e| matches!(e, Effect::Stunned { .. })));
    assert_eq!(o.target.damage, 6);
}

/// A power that deals damage resolves as an attack with the power as its weapon: the Focus
/// Power test is the attack test, its digits reversed place the first hit (004 Hit
/// Locations); a barrage scores hits as a semi-automatic burst, at most the effective Psy
/// Rating. Smite (1d10 + PR Energy, penetration 4, a barrage), PR 3: Willpower 40; 12 is 4
/// degrees in Dark Heresy 2nd edition: 1 + 1 more hit; 12 reversed is 21, the left arm.
#[test]
fn a_psychic_barrage_is_an_attack() {
    let heretic = json!({ "name": "Heretic", "characteristics": { "t": 30, "ag": 30, "wp": 30 }, "wounds": 12 });
    let smite = json!({ "name": "Smite", "attack": { "damage": "1d10+PR", "damageType": "energy", "penetration": 4, "zone": "barrage" } });
    let o = focus(cast("dh2", 3, &[12, 5, 6], json!({ "power": smite, "target": heretic })));
    assert!(o.success && o.phenomena.is_none());
    let a = o.attack.as_ref().expect("the attack");
    assert_eq!(a.test.roll, Some(12));
    assert_eq!(a.hits.len(), 2);
    assert_eq!(a.hits[0].location, Location::LeftArm);
    let wounds: Vec<i32> = a.hits.iter().map(|h| h.wounds).collect();
    assert_eq!(wounds, [5 + 3 - 3, 6 + 3 - 3], "1d10 + PR 3, less Toughness Bonus 3");
    assert_eq!(a.target.damage, 11);
    assert_eq!(purposes(&o), ["focusPower", "damage", "damage"]);
    // Dark Heresy's attacks make their own test: refused there, before any die.
    let e = focus_err(cast("dh1", 3, &[], json!({ "power": { "name": "Force Bolt", "threshold": 13,
        "attack": { "damage": "1d10", "damageType": "impact" } }, "target": { "characteristics": { "t": 30, "wp": 30 }, "wounds": 10 } })));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("power.attack")));
    // A mistake in the power's damage is named there.
    let e = focus_err(cast("dh2", 3, &[], json!({ "power": { "name": "Smite", "attack": { "damage": "1q10", "damageType": "energy" } },
        "target": { "characteristics": { "t": 30, "wp": 30 }, "wounds": 10 } })));
    assert_eq!(e.path.as_deref(), Some("power.attack.damage"), "{}", e.message);
}

/// `catalogue()` lists a few published powers per line as examples (none for Rogue
/// Trader); each one focuses as given.
#[test]
fn the_example_powers_focus() {
    for r in [Ruleset::Dh1, Ruleset::Rt, Ruleset::Ow, Ruleset::Dh2] {
        let c = catalogue(r);
        assert_eq!(c.example_powers.is_empty(), r == Ruleset::Rt, "{r:?}");
        for e in &c.example_powers {
            assert!(!e.source.is_empty());
            let mut v = json!({ "ruleset": r, "psyker": psyker(2), "power": e.power, "dice": { "seed": 5 } });
            if e.power.attack.is_some() {
                v["target"] = json!({ "name": "Target", "characteristics": { "t": 30, "ag": 30, "wp": 30 }, "wounds": 10 });
            }
            focus(v);
        }
    }
}

/// An area phenomenon (the published Rogue Trader Psychic Phenomena table, "Warp Ghosts":
/// everyone within 3d10 m but the psyker takes a Fear (1) test; docs/rulesets.md "Psychic
/// powers") reports its radius as rolled and the effects for the others as the table writes
/// them, each `Spec` with its `type` first, as every tagged value the engine writes.
#[test]
fn an_area_phenomenon_carries_the_tables_effects() {
    // 33: a double, so a phenomenon; 56 on the table; 3d10 of radius: 4 + 5 + 6.
    let o = focus(cast("rt", 3, &[33, 56, 4, 5, 6], json!({})));
    let ph = o.phenomena.as_ref().expect("33 is a double");
    assert_eq!(ph.phenomenon.total, 56);
    let area: Vec<String> = ph.phenomenon.effects.iter().map(|e| serde_json::to_string(e).unwrap()).collect();
    assert_eq!(area, [r#"{"type":"area","radius":15,"itself":false,"each":[{"type":"fear","rating":1}]}"#]);
    // "Spectral Gale" (44, within 5d10 m): the psyker too, so its own Agility test is
    // rolled beside the area's record of it: Easy (+30), failed on 95, so it falls prone.
    let o = focus(cast("rt", 3, &[33, 44, 2, 3, 4, 5, 6, 95], json!({})));
    let ph = o.phenomena.as_ref().expect("33 is a double");
    let text: Vec<String> = ph.phenomenon.effects.iter().map(|e| serde_json::to_string(e).unwrap()).collect();
    assert_eq!(
        text[0],
        r#"{"type":"area","radius":20,"itself":true,"each":[{"type":"test","characteristic":"ag","modifier":30,"fail":[{"type":"prone"}],"pass":[]}]}"#
    );
    assert!(text.iter().any(|t| t.contains(r#""type":"prone""#) && !t.contains("area")), "{text:?}");
}
