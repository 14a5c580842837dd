//! Qualities, talents and traits that change the attack test, the target's reaction,
//! initiative and flight: one test per feature and line, with the rule's numbers and the
//! row's source (book and heading, as `rules::features` cites them), on scripted dice, each
//! compared with the same attack without the feature.

mod common;
use cogitator::*;
use common::*;
use serde_json::{json, Value};

const ALL: [&str; 4] = ["dh1", "rt", "ow", "dh2"];

fn ruleset(r: &str) -> Ruleset {
    from(json!(r)).expect("a ruleset")
}

/// The row's source in a line, checked against the heading the test cites.
fn cites(r: &str, id: &str, heading: &str) {
    let row = cogitator::rules::profile(ruleset(r)).domains().features.iter().find(|f| f.id == id);
    let source = row.map(|f| f.source).unwrap_or_else(|| panic!("{r} has no row {id}"));
    assert!(source.contains(heading), "{r} {id}: source {source:?} does not cite {heading:?}");
}

/// The book each line's quality rows cite.
fn qualities_book(r: &str) -> &'static str {
    match r {
        "dh1" => "Dark Heresy core rulebook, Weapon Qualities",
        "rt" => "Rogue Trader core rulebook, Weapon Qualities",
        _ => "Only War and Dark Heresy 2nd edition core rulebooks, Weapon Qualities",
    }
}

/// The book each line's talent rows cite (Dark Heresy's own for dh1).
fn talents_book(r: &str) -> &'static str {
    match r {
        "dh1" => "Dark Heresy core rulebook, Talents",
        "rt" => "Rogue Trader core rulebook, Talents",
        _ => "Only War and Dark Heresy 2nd edition core rulebooks, Talents",
    }
}

fn logged(o: &AttackOutcome, needle: &str) -> bool {
    o.log.iter().any(|l| l.contains(needle))
}

/// The outcome without its log, to compare an attack with a bare one.
fn bare(o: &AttackOutcome) -> Value {
    let mut v = serde_json::to_value(o).unwrap();
    v.as_object_mut().unwrap().remove("log");
    v.as_object_mut().unwrap().remove("logSteps");
    v
}

fn err_path(e: &Error) -> Option<&str> {
    e.path.as_deref()
}

fn with_quality(v: Value, q: Value) -> Value {
    merge(v, json!({ "weapon": { "qualities": [q] } }))
}

fn attacker_talent(v: Value, t: &str) -> Value {
    merge(v, json!({ "attacker": { "talents": [t] } }))
}

// ---------------------------------------------------------------- the attack test

/// Accurate: +10 to hit when the attacker aimed, beside the Aim's own bonus (dh1/rt: each
/// line's Weapon Qualities; ow/dh2: the second-generation Weapon Qualities). The same roll,
/// 5 over the aimed target without it, misses bare and hits with it; unaimed it adds nothing.
#[test]
fn accurate_adds_10_when_aimed() {
    for r in ALL {
        cites(r, "accurate", qualities_book(r));
        let aimed = merge(ranged(r), json!({ "aim": "half" }));
        let t0 = attack(rolls(aimed.clone(), &[1, 5])).test.target;
        let roll = (t0 + 5) as u32;
        let without = attack(rolls(aimed.clone(), &[roll, 5]));
        let with = attack(rolls(with_quality(aimed, json!("accurate")), &[roll, 5, 5, 5]));
        assert!(has_mod(&with.test, "Accurate", 10), "{r}: {:?}", labels(&with.test));
        assert!(has_mod(&with.test, "Aim (half action)", 10), "{r}: the Aim bonus stays");
        assert_eq!(with.test.target, t0 + 10, "{r}");
        assert!(!without.test.success && with.test.success, "{r}: {roll} misses bare, hits with Accurate");
        assert!(logged(&with, "Accurate: +10 to the attack test"), "{r}: {:?}", with.log);
        let unaimed = attack(rolls(with_quality(ranged(r), json!("accurate")), &[1, 5]));
        assert!(!unaimed.test.modifiers.iter().any(|m| m.label == "Accurate"), "{r}: not aimed, no bonus");
    }
}

/// Inaccurate: aiming gives no bonus at all (each line's Weapon Qualities): a full Aim's
/// +20 is gone, and the log says why.
#[test]
fn inaccurate_loses_the_aim_bonus() {
    for r in ALL {
        cites(r, "inaccurate", qualities_book(r));
        let aimed = merge(ranged(r), json!({ "aim": "full" }));
        let without = attack(rolls(aimed.clone(), &[1, 5]));
        let with = attack(rolls(with_quality(aimed, json!("inaccurate")), &[1, 5]));
        assert!(has_mod(&without.test, "Aim (full action)", 20), "{r}: {:?}", labels(&without.test));
        assert!(with.test.modifiers.iter().all(|m| !m.label.starts_with("Aim")), "{r}: {:?}", labels(&with.test));
        assert_eq!(with.test.target, without.test.target - 20, "{r}");
        assert!(
            logged(&with, "Inaccurate: aiming gives no bonus (the Aim's +20 is not applied)"),
            "{r}: {:?}",
            with.log
        );
    }
}

/// Defensive: -10 to attack with the weapon (each line's Weapon Qualities). A roll 5 under
/// the bare target hits bare and misses with it.
#[test]
fn defensive_is_minus_10_to_attack() {
    for r in ALL {
        cites(r, "defensive", qualities_book(r));
        let t0 = attack(rolls(melee(r), &[1, 5])).test.target;
        let roll = (t0 - 5) as u32;
        let without = attack(rolls(melee(r), &[roll, 5, 5, 5]));
        let with = attack(rolls(with_quality(melee(r), json!("defensive")), &[roll, 5]));
        assert!(has_mod(&with.test, "Defensive", -10), "{r}: {:?}", labels(&with.test));
        assert_eq!(with.test.target, t0 - 10, "{r}");
        assert!(without.test.success && !with.test.success, "{r}");
    }
}

/// Twin-Linked: +20 to hit (Rogue Trader's Weapon Qualities, which dh1 applies; ow/dh2 the
/// second-generation Weapon Qualities).
#[test]
fn twin_linked_is_plus_20_to_hit() {
    for r in ALL {
        cites(r, "twinLinked", "Weapon Qualities");
        let t0 = attack(rolls(ranged(r), &[1, 5])).test.target;
        let roll = (t0 + 15) as u32;
        let without = attack(rolls(ranged(r), &[roll, 5]));
        let with = attack(rolls_then_seed(with_quality(ranged(r), json!("twinLinked")), &[roll, 5]));
        assert!(has_mod(&with.test, "Twin-Linked", 20), "{r}: {:?}", labels(&with.test));
        assert_eq!(with.test.target, t0 + 20, "{r}");
        assert!(!without.test.success && with.test.success, "{r}");
    }
}

/// Deadeye Shot: a ranged Called Shot's -20 is 10 smaller (each line's Talents); a melee
/// Called Shot keeps its -20.
#[test]
fn deadeye_shot_takes_10_off_a_ranged_called_shot() {
    for r in ALL {
        cites(r, "deadeye_shot", talents_book(r));
        let called = merge(ranged(r), json!({ "action": "calledShot", "calledLocation": "head" }));
        let without = attack(rolls(called.clone(), &[1, 5]));
        let with = attack(rolls(attacker_talent(called, "deadeye_shot"), &[1, 5]));
        assert!(has_mod(&without.test, "Called Shot", -20), "{r}: {:?}", labels(&without.test));
        assert!(has_mod(&with.test, "Called Shot", -20) && has_mod(&with.test, "Deadeye Shot", 10), "{r}");
        assert_eq!(with.test.target, without.test.target + 10, "{r}");
        assert!(logged(&with, "Deadeye Shot: the Called Shot's -20 is 10 smaller"), "{r}: {:?}", with.log);
        let in_melee = merge(melee(r), json!({ "action": "calledShot", "calledLocation": "head" }));
        let m = attack(rolls(attacker_talent(in_melee, "deadeye_shot"), &[1, 5]));
        assert!(!m.test.modifiers.iter().any(|x| x.label == "Deadeye Shot"), "{r}: melee is not Deadeye's");
    }
}

/// A melee Called Shot and the talent that eases it in `r`, with the penalty it removes.
fn melee_called_shot(r: &str, talent: &str, less: i32, heading: &str) {
    cites(r, talent, heading);
    let called = merge(melee(r), json!({ "action": "calledShot", "calledLocation": "head" }));
    let without = attack(rolls(called.clone(), &[1, 5]));
    let with = attack(rolls(attacker_talent(called, talent), &[1, 5]));
    let label = cogitator::rules::profile(ruleset(r)).domains().features.iter().find(|f| f.id == talent).unwrap().name;
    assert!(has_mod(&with.test, label, less), "{r}: {:?}", labels(&with.test));
    assert_eq!(with.test.target, without.test.target + less, "{r}");
    let shot = merge(ranged(r), json!({ "action": "calledShot", "calledLocation": "head" }));
    let ranged_shot = attack(rolls(attacker_talent(shot, talent), &[1, 5]));
    assert!(!ranged_shot.test.modifiers.iter().any(|x| x.label == label), "{r}: {talent} is for melee only");
}

/// Sure Strike (Dark Heresy core rulebook, Talents): a melee Called Shot at -10, not -20.
#[test]
fn sure_strike_takes_10_off_a_melee_called_shot_dh1() {
    melee_called_shot("dh1", "sure_strike", 10, "Dark Heresy core rulebook, Talents");
}

/// Precise Blow (Rogue Trader core rulebook, Talents): a melee Called Shot at -10, not -20.
#[test]
fn precise_blow_takes_10_off_a_melee_called_shot_rt() {
    melee_called_shot("rt", "precise_blow", 10, "Rogue Trader core rulebook, Talents");
}

/// Precision Killer (Melee) (second-generation Talents): a melee Called Shot at +0.
#[test]
fn precision_killer_melee_takes_the_whole_20_off_ow_dh2() {
    for r in ["ow", "dh2"] {
        melee_called_shot(r, "precision_killer_melee", 20, talents_book(r));
    }
}

/// Precision Killer (Ballistic) (second-generation Talents): a ranged Called Shot at +0;
/// with Deadeye Shot too the penalty is no smaller than nothing (Precision Killer takes it
/// all, Deadeye Shot adds nothing and the log says so).
#[test]
fn precision_killer_ballistic_takes_the_whole_20_off_ow_dh2() {
    for r in ["ow", "dh2"] {
        cites(r, "precision_killer_ballistic", talents_book(r));
        let called = merge(ranged(r), json!({ "action": "calledShot", "calledLocation": "head" }));
        let without = attack(rolls(called.clone(), &[1, 5]));
        let with = attack(rolls(attacker_talent(called.clone(), "precision_killer_ballistic"), &[1, 5]));
        assert!(has_mod(&with.test, "Precision Killer (Ballistic)", 20), "{r}: {:?}", labels(&with.test));
        assert_eq!(with.test.target, without.test.target + 20, "{r}");
        let both = merge(called, json!({ "attacker": { "talents": ["deadeye_shot", "precision_killer_ballistic"] } }));
        let both = attack(rolls(both, &[1, 5]));
        assert_eq!(both.test.target, without.test.target + 20, "{r}: never past 0");
        assert!(logged(&both, "Deadeye Shot: the Called Shot has no penalty left to reduce"), "{r}: {:?}", both.log);
    }
}

/// The called-shot talents a line does not have are applied as nothing: the log says so and
/// the attack is the bare one.
#[test]
fn called_shot_talents_of_other_lines_do_nothing() {
    for (r, talent) in [
        ("rt", "sure_strike"),
        ("ow", "sure_strike"),
        ("dh2", "sure_strike"),
        ("dh1", "precise_blow"),
        ("ow", "precise_blow"),
        ("dh2", "precise_blow"),
        ("dh1", "precision_killer_melee"),
        ("rt", "precision_killer_melee"),
        ("dh1", "precision_killer_ballistic"),
        ("rt", "precision_killer_ballistic"),
    ] {
        let shot = if talent.ends_with("ballistic") { ranged(r) } else { melee(r) };
        let called = merge(shot, json!({ "action": "calledShot", "calledLocation": "head" }));
        let without = attack(rolls(called.clone(), &[30, 5]));
        let with = attack(rolls(attacker_talent(called, talent), &[30, 5]));
        assert!(logged(&with, &format!("the talent '{talent}' has no rule in")), "{r} {talent}: {:?}", with.log);
        assert_eq!(bare(&with), bare(&without), "{r} {talent}");
    }
}

/// Marksman: no Long or Extreme range penalty (each line's Talents). At 250 m with a 100 m
/// weapon (long range) and 350 m (extreme) the penalty is gone and the log says so.
#[test]
fn marksman_drops_long_and_extreme_range_penalties() {
    for r in ALL {
        cites(r, "marksman", talents_book(r));
        for (metres, label) in [(250, "Long range"), (350, "Extreme range")] {
            let far = merge(ranged(r), json!({ "range": metres }));
            let without = attack(rolls(far.clone(), &[1, 5]));
            let with = attack(rolls(attacker_talent(far, "marksman"), &[1, 5]));
            let penalty = without.test.modifiers.iter().find(|m| m.label == label).map(|m| m.value);
            let penalty = penalty.unwrap_or_else(|| panic!("{r}: {label} at {metres} m: {:?}", labels(&without.test)));
            assert!(penalty < 0, "{r} {label}");
            assert!(!with.test.modifiers.iter().any(|m| m.label == label), "{r}: {:?}", labels(&with.test));
            assert_eq!(with.test.target, without.test.target - penalty, "{r} {label}");
            assert!(logged(&with, &format!("Marksman: no {label} penalty")), "{r}: {:?}", with.log);
        }
        let short = merge(ranged(r), json!({ "range": 20 }));
        let with = attack(rolls(attacker_talent(short, "marksman"), &[1, 5]));
        assert!(has_mod(&with.test, "Short range", 10), "{r}: a bonus stays: {:?}", labels(&with.test));
    }
}

/// Dark Sight: no darkness penalty on the bearer's attacks (each line's Traits: Rogue
/// Trader's, Dark Heresy's, the second generation's): -20 in melee and -30 ranged in the
/// first generation, whatever the line's numbers, gone.
#[test]
fn dark_sight_ignores_darkness() {
    for r in ALL {
        cites(r, "dark_sight", "Traits");
        for base in [melee(r), ranged(r)] {
            let dark = merge(base, json!({ "circumstances": { "darkness": true } }));
            let without = attack(rolls(dark.clone(), &[1, 5]));
            let seeing = merge(dark, json!({ "attacker": { "traits": ["dark_sight"] } }));
            let with = attack(rolls(seeing, &[1, 5]));
            let d = without.test.modifiers.iter().find(|m| m.label == "Darkness").map(|m| m.value).unwrap_or(0);
            assert!(d < 0, "{r}: {:?}", labels(&without.test));
            assert_eq!(with.test.target, without.test.target - d, "{r}");
            assert!(
                logged(&with, &format!("Dark Sight: the attacker sees in the dark (Darkness {d:+} not applied)")),
                "{r}"
            );
        }
    }
}

/// Combat Master (the target's talent, each line's Talents): attackers gain nothing for
/// outnumbering it (+10 at 2:1, +20 at 3:1 bare).
#[test]
fn combat_master_denies_the_outnumbering_bonus() {
    for r in ALL {
        cites(r, "combat_master", talents_book(r));
        for n in [2, 3] {
            let ganged = merge(melee(r), json!({ "circumstances": { "outnumber": n } }));
            let without = attack(rolls(ganged.clone(), &[1, 5]));
            let master = merge(ganged, json!({ "target": { "talents": ["combat_master"] } }));
            let with = attack(rolls(master, &[1, 5]));
            let bonus = without.test.modifiers.iter().find(|m| m.label.starts_with("Outnumbering")).map(|m| m.value);
            assert!(bonus.is_some_and(|b| b > 0), "{r}: {:?}", labels(&without.test));
            assert_eq!(with.test.target, without.test.target - bonus.unwrap_or(0), "{r} {n}:1");
            assert!(logged(&with, "Combat Master: the attackers gain nothing for outnumbering"), "{r}: {:?}", with.log);
        }
    }
}

/// `weapon.trained: false`: the untrained-weapon penalty (-20 in every line: 000 Table 9-8
/// Hard and the lines' own tables), once even when `circumstances.untrainedWeapon` says so
/// too; a Parry with an untrained `targetWeapon` takes it as well.
#[test]
fn an_untrained_weapon_takes_the_penalty_once() {
    for r in ALL {
        let without = attack(rolls(melee(r), &[1, 5]));
        let untrained = merge(melee(r), json!({ "weapon": { "trained": false } }));
        let with = attack(rolls(untrained.clone(), &[1, 5]));
        assert!(has_mod(&with.test, "Weapon without the right talent", -20), "{r}: {:?}", labels(&with.test));
        assert_eq!(with.test.target, without.test.target - 20, "{r}");
        let both = merge(untrained, json!({ "circumstances": { "untrainedWeapon": true } }));
        assert_eq!(attack(rolls(both, &[1, 5])).test.target, with.test.target, "{r}: once");
        let trained = merge(melee(r), json!({ "weapon": { "trained": true } }));
        assert_eq!(attack(rolls(trained, &[1, 5])).test.target, without.test.target, "{r}");
        let parry = |w: Value| {
            let v = merge(parrying(r), json!({ "targetWeapon": w }));
            attack(rolls(v, &[20, 10])).evasion.unwrap().test.target
        };
        assert_eq!(parry(json!({ "trained": false })), parry(json!({})) - 20, "{r}: the Parry too");
    }
}

// ---------------------------------------------------------------- reactions

/// The target's blade, which it parries with.
fn sword(qualities: Value) -> Value {
    json!({ "name": "sword", "class": "melee", "damage": "1d10", "damageType": "rending", "qualities": qualities })
}

/// The melee attack, parried (with a trained Parry where it is a skill).
fn parrying(r: &str) -> Value {
    merge(
        melee(r),
        json!({ "reaction": "parry", "target": { "skills": parry_skill(r) }, "targetWeapon": sword(json!([])) }),
    )
}

fn parry_target(v: Value) -> (i32, AttackOutcome) {
    let o = attack(rolls(v, &[20, 10, 5, 5]));
    (o.evasion.as_ref().expect("a parry").test.target, o)
}

/// The parrying weapon's Balanced +10, Unbalanced -10 and Defensive +15 (each line's Weapon
/// Qualities), labelled with the quality.
#[test]
fn parry_modifiers_of_the_parrying_weapon() {
    for r in ALL {
        let (t0, _) = parry_target(parrying(r));
        for (q, label, n) in
            [("balanced", "Balanced", 10), ("unbalanced", "Unbalanced", -10), ("defensive", "Defensive", 15)]
        {
            cites(r, q, qualities_book(r));
            let (t, o) = parry_target(merge(parrying(r), json!({ "targetWeapon": sword(json!([q])) })));
            assert_eq!(t, t0 + n, "{r} {q}");
            assert!(has_mod(&o.evasion.as_ref().unwrap().test, label, n), "{r} {q}");
            // The attacker's weapon's qualities do not change the Parry.
            let (ta, _) = parry_target(with_quality(parrying(r), json!(q)));
            assert_ne!(ta, t0 + n, "{r} {q} on the attacking weapon");
        }
        // A Dodge is not changed by the weapon held.
        let dodge = |w: Value| {
            let v = merge(melee(r), json!({ "reaction": "dodge", "targetWeapon": w }));
            attack(rolls(v, &[20, 10, 5])).evasion.unwrap().test.target
        };
        assert_eq!(dodge(sword(json!(["balanced"]))), dodge(sword(json!([]))), "{r}");
    }
}

/// Unwieldy (each line's Weapon Qualities): the weapon cannot parry. A Parry with it is
/// refused before any die (`not_allowed` at `reaction`, naming the quality); a Dodge is fine.
#[test]
fn an_unwieldy_weapon_cannot_parry() {
    for r in ALL {
        cites(r, "unwieldy", qualities_book(r));
        let v = merge(parrying(r), json!({ "targetWeapon": sword(json!(["unwieldy"])) }));
        let e = attack_err(rolls(v.clone(), &[20, 10, 5]));
        assert_eq!((e.code, err_path(&e)), (ErrorCode::NotAllowed, Some("reaction")), "{r}");
        assert!(e.message.contains("Unwieldy"), "{r}: {}", e.message);
        let dodge = attack(rolls(merge(v, json!({ "reaction": "dodge" })), &[20, 10, 5]));
        assert_eq!(dodge.evasion.map(|e| e.hits_negated), Some(1), "{r}");
    }
}

/// Flexible (each line's Weapon Qualities): its attacks cannot be parried. The Parry fails
/// without a roll (the die that would have parried is the damage die instead), and the log
/// says why; a Dodge is unchanged.
#[test]
fn a_flexible_weapon_cannot_be_parried() {
    for r in ALL {
        cites(r, "flexible", qualities_book(r));
        let without = attack(rolls(parrying(r), &[20, 10, 5, 5]));
        assert_eq!(without.evasion.as_ref().map(|e| e.hits_negated), Some(1), "{r}: parried bare");
        let with = attack(rolls(with_quality(parrying(r), json!("flexible")), &[20, 7, 5]));
        let e = with.evasion.as_ref().expect("the failed parry");
        assert!(e.test.automatic && !e.test.success && e.test.roll.is_none(), "{r}");
        assert_eq!((e.hits_negated, with.hits.len()), (0, 1), "{r}");
        assert!(!with.dice.iter().any(|d| d.purpose == "evasion"), "{r}: no Parry die");
        assert_eq!(with.hits[0].damage.dice.first().copied(), Some(7), "{r}: the next die is damage");
        assert!(logged(&with, "the attacking weapon is Flexible: it cannot be parried"), "{r}: {:?}", with.log);
        let dodge = merge(with_quality(melee(r), json!("flexible")), json!({ "reaction": "dodge" }));
        assert_eq!(attack(rolls(dodge, &[20, 10, 5])).evasion.map(|e| e.hits_negated), Some(1), "{r}");
    }
}

/// Power Field (each line's Weapon Qualities): a successful Parry with it rolls a d100
/// (`powerField`, right after the Parry) and at 75 or under destroys the attacking weapon;
/// over 75 the weapon survives. No die when the attacking weapon has a power field too, or
/// the attack is unarmed, nor when the Parry fails.
#[test]
fn a_power_field_parry_destroys_the_weapon_on_75_or_under() {
    for r in ALL {
        cites(r, "powerField", qualities_book(r));
        let field = merge(parrying(r), json!({ "targetWeapon": sword(json!(["powerField"])) }));
        let bare_parry = attack(rolls(parrying(r), &[20, 10, 75]));
        assert!(!bare_parry.dice.iter().any(|d| d.purpose == "powerField"), "{r}");
        for (roll, destroyed) in [(75, true), (76, false)] {
            let o = attack(rolls(field.clone(), &[20, 10, roll]));
            let e = o.evasion.as_ref().unwrap();
            assert_eq!(e.weapon_destroyed, destroyed, "{r} {roll}");
            let die = o.dice.iter().position(|d| d.purpose == "powerField");
            let parry = o.dice.iter().position(|d| d.purpose == "evasion");
            assert_eq!(die, parry.map(|p| p + 1), "{r}: right after the Parry");
            assert_eq!(o.dice.get(die.unwrap()).map(|d| d.face), Some(roll), "{r}");
            let text = if destroyed { "at or under 75: blade is destroyed" } else { "over 75: blade survives" };
            assert!(logged(&o, &format!("Power Field: d100 {roll}, {text}")), "{r}: {:?}", o.log);
            let json = serde_json::to_value(&o).unwrap();
            assert_eq!(json["evasion"].get("weaponDestroyed").is_some(), destroyed, "{r}: left out when false");
        }
        let failed = attack(rolls(field.clone(), &[20, 90, 5, 5]));
        assert!(!failed.dice.iter().any(|d| d.purpose == "powerField"), "{r}: a failed Parry rolls none");
        let shielded = with_quality(field.clone(), json!("powerField"));
        let o = attack(rolls(shielded, &[20, 10, 5]));
        assert!(!o.dice.iter().any(|d| d.purpose == "powerField") && logged(&o, "has a Power Field too"), "{r}");
        let fist = merge(
            field,
            json!({ "weapon": { "name": "fist", "class": "unarmed", "damage": "1d5-3", "damageType": "impact" } }),
        );
        let o = attack(rolls(fist, &[20, 10, 5]));
        assert!(!o.dice.iter().any(|d| d.purpose == "powerField"), "{r}: unarmed");
    }
}

/// Several strikes in one action: Multiple Attacks with Swift Attack (dh1/rt) or two blades
/// with Two-Weapon Wielder (Melee) (ow/dh2), against a target that Dodges.
fn two_strikes(r: &str) -> Value {
    let base = merge(melee(r), json!({ "reaction": "dodge" }));
    if matches!(r, "dh1" | "rt") {
        merge(base, json!({ "action": "multipleAttacks", "attacker": { "talents": ["swift_attack"] } }))
    } else {
        merge(
            base,
            json!({ "secondaryWeapon": { "name": "knife", "class": "melee", "damage": "1d5", "damageType": "rending" },
                    "attacker": { "talents": ["two_weapon_wielder_melee"], "characteristics": { "ws": 90 } } }),
        )
    }
}

/// Step Aside (the target's talent, each line's Talents): one more Dodge or Parry a round.
/// Two strikes both hit (rolls 5): bare, the target dodges the first and the second lands;
/// with Step Aside it dodges both.
#[test]
fn step_aside_reacts_to_one_more_strike() {
    for r in ALL {
        cites(r, "step_aside", talents_book(r));
        let without = attack(rolls(two_strikes(r), &[5, 10, 5, 10, 5, 5]));
        let negated: Vec<u32> =
            without.strikes.iter().map(|s| s.evasion.as_ref().map_or(0, |e| e.hits_negated)).collect();
        assert_eq!((negated, without.hits.len()), (vec![1, 0], 1), "{r}: {:?}", without.log);
        let nimble = merge(two_strikes(r), json!({ "target": { "talents": ["step_aside"] } }));
        let with = attack(rolls(nimble, &[5, 10, 5, 10, 5, 5]));
        let negated: Vec<u32> = with.strikes.iter().map(|s| s.evasion.as_ref().map_or(0, |e| e.hits_negated)).collect();
        assert_eq!((negated, with.hits.len()), (vec![1, 1], 0), "{r}: {:?}", with.log);
        assert!(logged(&with, "Step Aside: the target may react to 1 more strike(s) this round (2 in all)"), "{r}");
    }
}

/// Step Aside in `validateTurn`: two reactions a round instead of one.
#[test]
fn step_aside_allows_a_second_reaction_in_a_turn() {
    use cogitator::turn::{validate_turn, TurnRequest};
    for r in ALL {
        let check = |talents: Value| {
            let req: TurnRequest = from(json!({ "ruleset": r, "actor": { "talents": talents }, "reactionsUsed": 2 }))
                .expect("a turn request");
            validate_turn(&req).expect("checked")
        };
        let without = check(json!([]));
        let with = check(json!(["step_aside"]));
        assert_eq!(with.reactions_allowed, without.reactions_allowed + 1, "{r}");
        assert!(!without.valid && with.valid, "{r}: {:?} / {:?}", without.problems, with.problems);
    }
}

/// A weapon that is Unbalanced or Unwieldy makes no Lightning Attack (each line's Weapon
/// Qualities): ow/dh2's `lightning` action, dh1/rt's Multiple Attacks through the Lightning
/// Attack talent, refused at `weapon.qualities` naming the quality. In dh1/rt an attacker
/// with Swift Attack too makes its two strikes instead, and the log says why.
#[test]
fn no_lightning_attack_with_an_unbalanced_or_unwieldy_weapon() {
    for r in ALL {
        for (q, name) in [("unbalanced", "Unbalanced"), ("unwieldy", "Unwieldy")] {
            cites(r, q, qualities_book(r));
            let lightning = if matches!(r, "dh1" | "rt") {
                merge(melee(r), json!({ "action": "multipleAttacks", "attacker": { "talents": ["lightning_attack"] } }))
            } else {
                merge(melee(r), json!({ "action": "lightning", "attacker": { "talents": ["lightning_attack"] } }))
            };
            attack(rolls_then_seed(lightning.clone(), &[30]));
            let e = attack_err(rolls_then_seed(with_quality(lightning.clone(), json!(q)), &[30]));
            assert_eq!((e.code, err_path(&e)), (ErrorCode::NotAllowed, Some("weapon.qualities")), "{r} {q}");
            assert!(e.message.contains(name), "{r}: {}", e.message);
            if matches!(r, "dh1" | "rt") {
                let both = merge(
                    with_quality(lightning, json!(q)),
                    json!({ "attacker": { "talents": ["lightning_attack", "swift_attack"] } }),
                );
                let o = attack(rolls_then_seed(both, &[80, 80]));
                assert_eq!(o.strikes.len(), 2, "{r} {q}: Swift Attack's two strikes");
                assert!(logged(&o, "the 'swift_attack' talent's strikes instead"), "{r}: {:?}", o.log);
            }
        }
    }
}

// ---------------------------------------------------------------- initiative

/// Lightning Reflexes (each line's Talents): the Agility Bonus counts twice for initiative.
/// Agility 35 (bonus 3) and a roll of 4: 7 bare, 10 with the talent.
#[test]
fn lightning_reflexes_doubles_the_agility_bonus_for_initiative() {
    for r in ALL {
        cites(r, "lightning_reflexes", talents_book(r));
        let roll = |talents: Value| {
            let req: InitiativeRequest = from(json!({ "ruleset": r, "dice": { "rolls": [4] }, "combatants": [
                { "id": "a", "actor": { "characteristics": { "ag": 35 }, "talents": talents } } ] }))
            .expect("an initiative request");
            roll_initiative(&req, 7).expect("rolled")
        };
        let without = roll(json!([]));
        let with = roll(json!(["lightning_reflexes"]));
        assert_eq!((without.order[0].total, without.order[0].bonus), (7, 3), "{r}");
        assert_eq!((with.order[0].total, with.order[0].bonus), (10, 6), "{r}");
        assert!(with.log.iter().any(|l| l.contains("Lightning Reflexes: Agility Bonus 3 counts 2 times (6)")), "{r}");
    }
}

/// Initiative checks the combatants' talents like any request: an unknown one is refused.
#[test]
fn initiative_checks_talent_names() {
    let req: InitiativeRequest = from(json!({ "ruleset": "rt", "dice": { "rolls": [4] }, "combatants": [
        { "id": "a", "actor": { "characteristics": { "ag": 35 }, "talents": ["lightning_reflex"] } } ] }))
    .unwrap();
    let Err(e) = roll_initiative(&req, 7) else { panic!("an unknown talent is refused") };
    assert_eq!(err_path(&e), Some("combatants[0].actor.talents[0]"));
}

// ---------------------------------------------------------------- flight

/// Hoverer (Dark Heresy, Flying Movement; ow/dh2 cite the second-generation Traits): no
/// higher than 2 metres, so `low` or `high` is
/// `invalid_input` at the actor's altitude; a Flyer may be there, and so may an actor with
/// neither trait (the altitude alone still says it flies). The number is flying movement
/// only: a hovering attack is the bare one.
#[test]
fn a_hoverer_never_flies_at_low_or_high_altitude() {
    for r in ALL {
        let heading = if matches!(r, "dh1" | "rt") { "Dark Heresy, Flying Movement" } else { "Traits" };
        cites(r, "hoverer", heading);
        cites(r, "flyer", heading);
        for (who, altitude) in [("attacker", "low"), ("target", "low"), ("attacker", "high")] {
            let both = if altitude == "high" { json!({ "target": { "altitude": "high" } }) } else { json!({}) };
            let v = merge(ranged(r), both);
            let hover =
                merge(v.clone(), json!({ who: { "altitude": altitude, "traits": [{ "id": "hoverer", "value": 6 }] } }));
            let e = attack_err(rolls(hover, &[30, 5]));
            assert_eq!(
                (e.code, err_path(&e)),
                (ErrorCode::InvalidInput, Some(format!("{who}.altitude").as_str())),
                "{r}"
            );
            let fly =
                merge(v.clone(), json!({ who: { "altitude": altitude, "traits": [{ "id": "flyer", "value": 12 }] } }));
            attack(rolls(fly, &[30, 5]));
            let plain = merge(v, json!({ who: { "altitude": altitude } }));
            attack(rolls(plain, &[30, 5]));
        }
        let hovering = merge(ranged(r), json!({ "attacker": { "altitude": "hover" } }));
        let with = merge(hovering.clone(), json!({ "attacker": { "traits": [{ "id": "hoverer", "value": 6 }] } }));
        assert_eq!(bare(&attack(rolls(with, &[30, 5]))), bare(&attack(rolls(hovering, &[30, 5]))), "{r}");
    }
}

// ---------------------------------------------------------------- analysis

/// `analyzeAttack` runs the same steps with the log off: Twin-Linked's +20 raises the hit
/// chance over the same seeded trials, and a Flexible weapon against a Parry lands more.
#[test]
fn analysis_applies_the_features() {
    let analyse = |v: Value| {
        let v = merge(v, json!({ "dice": { "seed": 11 } }));
        let req = AnalyzeRequest { attack: from(v).expect("an attack"), trials: Some(2000) };
        analyze_attack(&req, 1).expect("analysed")
    };
    for r in ALL {
        let without = analyse(ranged(r));
        let with = analyse(with_quality(ranged(r), json!("twinLinked")));
        assert!(with.hit_chance > without.hit_chance + 0.1, "{r}: {} vs {}", with.hit_chance, without.hit_chance);
        let parried = analyse(parrying(r));
        let flexible = analyse(with_quality(parrying(r), json!("flexible")));
        assert!(
            flexible.hit_chance > parried.hit_chance + 0.05,
            "{r}: {} vs {}",
            flexible.hit_chance,
            parried.hit_chance
        );
    }
}

/// A weapon a Power Field destroyed makes no more strikes in the same action (dh1/rt:
/// Swift Attack's second strike with it is not made); the other hand's weapon still
/// strikes (ow/dh2: the knife after the destroyed blade). Step Aside gives the second
/// Parry.
#[test]
fn a_destroyed_weapon_strikes_no_more() {
    for r in ALL {
        let v = merge(
            two_strikes(r),
            json!({ "reaction": "parry", "targetWeapon": sword(json!(["powerField"])),
                    "target": { "talents": ["step_aside"], "skills": parry_skill(r) } }),
        );
        let o = attack(rolls_then_seed(v, &[5, 10, 50, 5, 90, 3]));
        assert_eq!(o.strikes[0].evasion.as_ref().map(|e| e.weapon_destroyed), Some(true), "{r}");
        if matches!(r, "dh1" | "rt") {
            assert_eq!(o.strikes.len(), 1, "{r}: {:?}", o.log);
            assert!(logged(&o, "Strike 2 of 2: not made: the primary hand's weapon was destroyed"), "{r}: {:?}", o.log);
        } else {
            assert_eq!(o.strikes.len(), 2, "{r}: {:?}", o.log);
            assert_eq!(o.strikes[1].weapon, "knife", "{r}");
            assert_eq!(o.hits.len(), 1, "{r}: the knife's hit lands (parry roll 90 fails)");
        }
    }
}

/// The engine's modifiers carry a stable id beside the English label (a feature's id for a
/// feature's modifier); a caller's modifier keeps the id it gave, or none.
#[test]
fn engine_modifiers_carry_stable_ids() {
    let req = merge(
        ranged("dh2"),
        json!({ "range": 2, "aim": "half", "modifiers": [{ "label": "GM", "value": 10 }, { "id": "cover", "label": "Cover", "value": -10 }],
                "target": { "size": "hulking" } }),
    );
    let o = attack(rolls(req, &[14, 7]));
    let ids: Vec<(Option<&str>, &str)> = o.test.modifiers.iter().map(|m| (m.id.as_deref(), m.label.as_str())).collect();
    for want in ["pointBlank", "aimHalf", "size", "action"] {
        assert!(ids.iter().any(|(id, _)| *id == Some(want)), "{want} in {ids:?}");
    }
    assert!(ids.contains(&(None, "GM")), "{ids:?}");
    assert!(ids.contains(&(Some("cover"), "Cover")), "{ids:?}");
    let e = attack_err(merge(ranged("dh2"), json!({ "modifiers": [{ "id": "", "label": "GM", "value": 10 }] })));
    assert_eq!(e.path.as_deref(), Some("modifiers[0].id"));
}
