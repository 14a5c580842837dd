//! What a landed hit leaves behind (the weapon qualities Shocking, Toxic, Snare, Concussive
//! and Crippling) and what `startTurn` does with a crippling wound and the Regeneration
//! trait: each rule's numbers in every line that has it, with scripted dice, against the
//! same attack without the feature. The rows cite the published books' Weapon Qualities and
//! Traits (the seeds hold none of these rules); each test checks the row it reads.
//!
//! The attack is `common::ranged`: BS 40 with a 1d10+3 energy rifle at a target with T 30
//! (TB 3), Ag 30, S 30 (SB 3) and 12 wounds, no armour. An attack roll of 10 hits the head
//! in every line (10 reversed is 01) and a damage die of 5 deals 8 damage: 5 wounds.

mod common;

use cogitator::rules::features::{find, Feature};
use cogitator::rules::profile;
use cogitator::*;
use common::*;
use serde_json::{json, Value};

const LINES: [&str; 4] = ["dh1", "rt", "ow", "dh2"];
const FIRST_GEN: [&str; 2] = ["dh1", "rt"];
const SECOND_GEN: [&str; 2] = ["ow", "dh2"];

const RT_QUALITIES: &str = "Rogue Trader core rulebook, Weapon Qualities";
const DH1_QUALITIES: &str = "Dark Heresy core rulebook, Weapon Qualities";
const SECOND_QUALITIES: &str = "Only War and Dark Heresy 2nd edition core rulebooks, Weapon Qualities";
const DH2_QUALITIES: &str = "Dark Heresy 2nd edition core rulebook, Weapon Qualities";

fn ruleset(r: &str) -> Ruleset {
    from(json!(r)).unwrap()
}

/// The line's row for a feature; the test fails if the line lacks it.
fn row(r: &str, id: &str) -> &'static Feature {
    find(profile(ruleset(r)).domains().features, id).unwrap_or_else(|| panic!("{r} has no {id}"))
}

/// The book a line's row cites for a quality shared by the four lines.
fn quality_source(r: &str) -> &'static str {
    match r {
        "dh1" => DH1_QUALITIES,
        "rt" => RT_QUALITIES,
        _ => SECOND_QUALITIES,
    }
}

/// The rifle with these qualities, with these dice.
fn shot(r: &str, qualities: Value, faces: &[u32]) -> AttackOutcome {
    attack(rolls(merge(ranged(r), json!({ "weapon": { "qualities": qualities } })), faces))
}

/// The same attack without any quality.
fn bare(r: &str, faces: &[u32]) -> AttackOutcome {
    attack(rolls(ranged(r), faces))
}

fn purposes(o: &AttackOutcome) -> Vec<&'static str> {
    o.dice.iter().map(|d| d.purpose.as_str()).collect()
}

fn has(t: &TargetState, c: Condition) -> bool {
    t.conditions.contains(&c)
}

/// Degrees of failure of a roll against a target, as the line's rule text counts them.
fn dof(r: &str, target: i32, roll: i32) -> i32 {
    degrees_rule(r, target, roll, false)
}

/// The head carries 10 armour points: the 8 damage deals no wounds.
fn armoured() -> Value {
    json!({ "target": { "armour": { "head": 10 } } })
}

// ---------------------------------------------------------------------------------------
// Shocking
// ---------------------------------------------------------------------------------------

/// Shocking (Rogue Trader and Dark Heresy, Weapon Qualities; Only War's row reads the
/// second-generation books'; Dark Heresy 2nd edition, Weapon Qualities): a target that takes
/// wounds tests Toughness (+0); failed, it is stunned for half its degrees of failure,
/// rounded up, and in Dark Heresy 2nd edition takes a level of fatigue. T 30, rolled 75:
/// 4 degrees in dh1/rt (2 rounds), 5 in ow/dh2 (3 rounds).
#[test]
fn shocking_stuns_for_half_the_degrees_of_failure() {
    for r in LINES {
        let f = row(r, "shocking");
        let dh2 = r == "dh2";
        assert_eq!(f.source, if dh2 { DH2_QUALITIES } else { quality_source(r) }, "{r}");
        let o = shot(r, json!(["shocking"]), &[10, 5, 75]);
        assert_eq!(purposes(&o), ["attack", "damage", "shocking"], "{r}");
        let degrees = dof(r, 30, 75);
        let (rounds, fatigue) = match r {
            "dh1" | "rt" => (2, 0),
            "ow" => (3, 0),
            _ => (3, 1),
        };
        assert_eq!(rounds, (degrees as u32).div_ceil(2), "{r}: half of {degrees}, rounded up");
        assert_eq!(o.target.stunned_rounds, Some(rounds), "{r}: {:?}", o.log);
        assert!(has(&o.target, Condition::Stunned), "{r}");
        assert_eq!(o.target.fatigue, fatigue, "{r}");
        let a = &o.hits[0].aftermath[0];
        assert_eq!(a.quality, "shocking");
        let t = a.test.as_ref().unwrap();
        assert_eq!((t.characteristic, t.target, t.success), (Characteristic::T, 30, false), "{r}");
        let mut want = vec![Effect::Stunned { rounds }];
        if dh2 {
            want.push(Effect::Fatigue { levels: 1 });
        }
        assert_eq!(a.effects, want, "{r}");
        assert!(o.log.iter().any(|l| l.starts_with("Shocking: Target tests Toughness 30")), "{r}: {:?}", o.log);
        // The same hit without the quality: the same wounds, no test, no stun.
        let b = bare(r, &[10, 5]);
        assert_eq!(b.target.damage, o.target.damage, "{r}");
        assert!(!has(&b.target, Condition::Stunned) && b.target.fatigue == 0, "{r}");
        assert!(b.hits[0].aftermath.is_empty());
    }
}

/// A passed Toughness test shrugs the shock off; a failure by less than one degree still
/// stuns for a round (T 30: 30 passes; 31 fails, 0 degrees in dh1/rt, 1 in ow/dh2).
#[test]
fn shocking_resisted_or_at_least_a_round() {
    for r in LINES {
        let o = shot(r, json!(["shocking"]), &[10, 5, 30]);
        assert!(o.hits[0].aftermath[0].test.as_ref().unwrap().success, "{r}");
        assert!(o.hits[0].aftermath[0].effects.is_empty(), "{r}");
        assert!(!has(&o.target, Condition::Stunned) && o.target.fatigue == 0, "{r}");
        let o = shot(r, json!(["shocking"]), &[10, 5, 31]);
        assert_eq!(o.target.stunned_rounds, Some(1), "{r}: {:?}", o.log);
    }
}

/// Shocking needs wounds: a hit the armour stops calls for no test.
#[test]
fn shocking_needs_wounds() {
    for r in LINES {
        let o = attack(rolls(
            merge(merge(ranged(r), armoured()), json!({ "weapon": { "qualities": ["shocking"] } })),
            &[10, 5],
        ));
        assert_eq!(o.hits[0].wounds, 0, "{r}");
        assert_eq!(purposes(&o), ["attack", "damage"], "{r}");
        assert!(o.hits[0].aftermath.is_empty() && !has(&o.target, Condition::Stunned), "{r}");
    }
}

/// The effects fall on the target's running state before the next hit: in Dark Heresy 2nd
/// edition the first hit's Shocking fatigue already counts (-10) against the second hit's
/// test (a semi-auto burst of two hits).
#[test]
fn shocking_fatigue_counts_against_the_next_hit() {
    let req = merge(
        ranged("dh2"),
        json!({ "action": "semiAuto", "weapon": { "rateOfFire": { "single": true, "semi": 2 }, "qualities": ["shocking"] } }),
    );
    let o = attack(rolls(req, &[10, 5, 75, 5, 75]));
    assert_eq!(o.hits.len(), 2);
    assert_eq!(purposes(&o), ["attack", "damage", "shocking", "damage", "shocking"]);
    let second = o.hits[1].aftermath[0].test.as_ref().unwrap();
    assert!(has_mod(second, "fatigued", -10), "{:?}", second.modifiers);
    assert_eq!(second.target, 20);
    assert_eq!(o.target.fatigue, 2);
}

// ---------------------------------------------------------------------------------------
// Toxic
// ---------------------------------------------------------------------------------------

/// Toxic, first generation (Rogue Trader and Dark Heresy, Weapon Qualities): a target that
/// takes wounds tests Toughness at -5 per wound; failed, 1d10 more damage that neither
/// armour nor Toughness reduces. 5 wounds: -25, T 30 needs 5; rolled 50 and a d10 of 4: 4
/// more wounds (9 in all, against the bare attack's 5); rolled 5: nothing more.
#[test]
fn toxic_first_generation_minus_five_per_wound() {
    for r in FIRST_GEN {
        assert_eq!(row(r, "toxic").source, quality_source(r), "{r}");
        let o = shot(r, json!(["toxic"]), &[10, 5, 50, 4]);
        assert_eq!(purposes(&o), ["attack", "damage", "toxic", "toxicDamage"], "{r}");
        let a = &o.hits[0].aftermath[0];
        let t = a.test.as_ref().unwrap();
        assert!(has_mod(t, "Toxic", -25), "{r}: {:?}", t.modifiers);
        assert_eq!((t.target, t.success), (5, false), "{r}");
        assert_eq!((a.quality, a.wounds), ("toxic", 4), "{r}");
        assert_eq!(o.hits[0].wounds, 5, "{r}: the hit's own wounds are unchanged");
        assert_eq!(o.target.damage, 9, "{r}");
        assert_eq!(bare(r, &[10, 5]).target.damage, 5, "{r}");
        let o = shot(r, json!(["toxic"]), &[10, 5, 5]);
        assert_eq!(purposes(&o), ["attack", "damage", "toxic"], "{r}");
        assert_eq!(o.target.damage, 5, "{r}");
    }
}

/// Toxic (X), second generation (Only War and Dark Heresy 2nd edition, Weapon Qualities):
/// the test is at -10 per point of X, whatever the wounds. Toxic (2): -20, T 30 needs 10;
/// rolled 50 and a d10 of 4: 9 damage in all; rolled 10: 5.
#[test]
fn toxic_second_generation_minus_ten_per_point() {
    for r in SECOND_GEN {
        assert_eq!(row(r, "toxic").source, SECOND_QUALITIES, "{r}");
        let toxic = json!([{ "id": "toxic", "value": 2 }]);
        let o = shot(r, toxic.clone(), &[10, 5, 50, 4]);
        let t = o.hits[0].aftermath[0].test.as_ref().unwrap();
        assert_eq!(
            t.modifiers,
            [NamedModifier { id: Some("toxic".into()), label: "Toxic (2)".into(), value: -20 }],
            "{r}"
        );
        assert_eq!(t.target, 10, "{r}");
        assert_eq!(o.target.damage, 9, "{r}");
        assert_eq!(bare(r, &[10, 5]).target.damage, 5, "{r}");
        let o = shot(r, toxic, &[10, 5, 10]);
        assert_eq!(o.target.damage, 5, "{r}");
        // The number is required.
        let e = attack_err(rolls(merge(ranged(r), json!({ "weapon": { "qualities": ["toxic"] } })), &[10]));
        assert_eq!(e.path.as_deref(), Some("weapon.qualities[0]"), "{r}");
    }
}

/// The toxin's damage is taken like the hit's own: past the wounds it is critical damage,
/// with a critical effect on the hit's location and the row of the running total. The
/// target has 5 of 12 damage; the hit adds 5 (10), the toxin 4: 12 and 2 critical damage,
/// the Energy head table's row 2.
#[test]
fn toxic_damage_past_the_wounds_is_critical() {
    for r in LINES {
        let toxic = if FIRST_GEN.contains(&r) { json!(["toxic"]) } else { json!([{ "id": "toxic", "value": 0 }]) };
        let req = merge(ranged(r), json!({ "target": { "damage": 5 }, "weapon": { "qualities": toxic } }));
        let o = attack(rolls_then_seed(req, &[10, 5, 99, 4]));
        assert!(o.hits[0].critical.is_none(), "{r}: the hit itself stays within the wounds");
        let a = &o.hits[0].aftermath[0];
        let c = a.critical.as_ref().unwrap_or_else(|| panic!("{r}: {:?}", o.log));
        assert_eq!((c.critical_damage, c.severity, c.location, c.source), (2, 2, Location::Head, "damage"), "{r}");
        assert_eq!(c.damage_type, DamageType::Energy, "{r}: the weapon's damage type");
        assert_eq!((o.target.damage, o.target.critical_damage), (12, 2), "{r}");
    }
}

/// Toxic needs wounds: a hit the armour stops calls for no test.
#[test]
fn toxic_needs_wounds() {
    for r in FIRST_GEN {
        let req = merge(merge(ranged(r), armoured()), json!({ "weapon": { "qualities": ["toxic"] } }));
        let o = attack(rolls(req, &[10, 5]));
        assert_eq!(purposes(&o), ["attack", "damage"], "{r}");
    }
}

/// analyzeAttack runs the same steps with the log off: against T 1 the Toxic test always
/// fails, so every landed hit adds at least one wound to the bare attack's.
#[test]
fn toxic_counts_in_analysis() {
    let analyse =
        |v: Value| analyze_attack(&cogitator::attack::analysis::parse_request(&v.to_string()).unwrap(), 1).unwrap();
    let base = merge(
        ranged("rt"),
        json!({ "target": { "characteristics": { "t": 1 }, "wounds": 100 }, "dice": { "seed": 3 }, "trials": 300 }),
    );
    let without = analyse(base.clone());
    let with = analyse(merge(base, json!({ "weapon": { "qualities": ["toxic"] } })));
    assert_eq!(with.hit_chance, without.hit_chance);
    assert!(with.hit_chance > 0.2);
    assert!(with.mean_wounds >= without.mean_wounds + with.mean_hits, "{} {}", with.mean_wounds, without.mean_wounds);
}

// ---------------------------------------------------------------------------------------
// Snare
// ---------------------------------------------------------------------------------------

/// Snare, first generation (Rogue Trader and Dark Heresy, Weapon Qualities): a target hit
/// tests Agility (+0) or is immobilised. Ag 30: 31 fails, 30 passes.
#[test]
fn snare_first_generation_agility_or_immobilised() {
    for r in FIRST_GEN {
        assert_eq!(row(r, "snare").source, quality_source(r), "{r}");
        let o = shot(r, json!(["snare"]), &[10, 5, 31]);
        assert_eq!(purposes(&o), ["attack", "damage", "snare"], "{r}");
        assert!(has(&o.target, Condition::Immobilised), "{r}: {:?}", o.log);
        let a = &o.hits[0].aftermath[0];
        assert_eq!((a.quality, a.effects.as_slice()), ("snare", [Effect::Immobilised].as_slice()), "{r}");
        let t = a.test.as_ref().unwrap();
        assert_eq!((t.characteristic, t.target), (Characteristic::Ag, 30), "{r}");
        assert!(!has(&bare(r, &[10, 5]).target, Condition::Immobilised), "{r}");
        let o = shot(r, json!(["snare"]), &[10, 5, 30]);
        assert!(!has(&o.target, Condition::Immobilised), "{r}");
    }
}

/// Snare (X), second generation (Only War and Dark Heresy 2nd edition, Weapon Qualities):
/// the Agility test is at -10 per point. Snare (1): Ag 30 needs 20; 21 fails, 20 passes.
#[test]
fn snare_second_generation_minus_ten_per_point() {
    for r in SECOND_GEN {
        assert_eq!(row(r, "snare").source, SECOND_QUALITIES, "{r}");
        let snare = json!([{ "id": "snare", "value": 1 }]);
        let o = shot(r, snare.clone(), &[10, 5, 21]);
        let t = o.hits[0].aftermath[0].test.as_ref().unwrap();
        assert!(has_mod(t, "Snare (1)", -10), "{r}: {:?}", t.modifiers);
        assert_eq!(t.target, 20, "{r}");
        assert!(has(&o.target, Condition::Immobilised), "{r}");
        assert!(!has(&bare(r, &[10, 5]).target, Condition::Immobilised), "{r}");
        assert!(!has(&shot(r, snare, &[10, 5, 20]).target, Condition::Immobilised), "{r}");
    }
}

/// Snare needs a hit, not wounds: a hit the armour stops still calls for the test.
#[test]
fn snare_needs_no_wounds() {
    for r in LINES {
        let snare = if FIRST_GEN.contains(&r) { json!(["snare"]) } else { json!([{ "id": "snare", "value": 1 }]) };
        let o = attack(rolls(
            merge(merge(ranged(r), armoured()), json!({ "weapon": { "qualities": snare } })),
            &[10, 5, 99],
        ));
        assert_eq!(o.hits[0].wounds, 0, "{r}");
        assert!(has(&o.target, Condition::Immobilised), "{r}");
    }
}

/// An immobilised target can neither Dodge nor Parry (the published Snare rule leaves it no
/// action but breaking free), and is helpless while snared (the same rule): a melee attack
/// hits it without a roll and rolls its damage dice twice where the line says so.
#[test]
fn an_immobilised_target_cannot_react_and_is_helpless() {
    for r in LINES {
        for reaction in ["dodge", "parry"] {
            let req = merge(
                melee(r),
                json!({ "reaction": reaction, "target": { "conditions": ["immobilised"], "skills": parry_skill(r) } }),
            );
            let o = attack(rolls_then_seed(req, &[5, 5, 5]));
            assert!(o.evasion.is_none(), "{r} {reaction}");
            assert!(o.test.automatic && o.test.roll.is_none(), "{r}: a helpless target is hit without a roll");
            assert_eq!(o.hits[0].damage.dice.len(), 2, "{r}: the helpless target takes the dice twice");
        }
        // Without the condition the same target dodges.
        let o = attack(rolls(merge(melee(r), json!({ "reaction": "dodge" })), &[10, 5, 5]));
        assert!(o.evasion.is_some(), "{r}");
    }
}

/// Hits moved to another character (a burst's extra hits given to B within two metres)
/// carry the weapon's qualities too; a character already snared tests no more. Rogue
/// Trader, BS 100, full auto at rate 4, roll 1: two hits on the target, two on B.
#[test]
fn snare_on_hits_moved_to_others() {
    let b = json!({ "id": "B", "actor": { "name": "B", "characteristics": { "t": 30, "ag": 30 }, "wounds": 100 }, "hits": 2 });
    let req = merge(
        ranged("rt"),
        json!({ "action": "fullAuto", "attacker": { "characteristics": { "bs": 100 } }, "target": { "wounds": 100 },
                "weapon": { "rateOfFire": { "full": 4 }, "qualities": ["snare"] }, "spread": [b] }),
    );
    let o = attack(rolls(req, &[1, 2, 31, 3, 80, 4, 31, 5]));
    let p: Vec<&str> = purposes(&o);
    assert_eq!(p, ["attack", "damage", "snare", "damage", "hitLocation", "damage", "snare", "damage"]);
    assert!(has(&o.target, Condition::Immobilised));
    assert!(has(&o.others[0].target, Condition::Immobilised));
    assert!(o.log.iter().any(|l| l == "Snare: B is already immobilised"), "{:?}", o.log);
}

/// Suppressing fire's hits carry the qualities as well (Rogue Trader, BS 100 - 20, roll 70:
/// one hit on the target, then its Snare test, then the Pinning Test).
#[test]
fn snare_on_suppressing_fire() {
    let req = merge(
        ranged("rt"),
        json!({ "action": "suppressingFire", "attacker": { "characteristics": { "bs": 100 } }, "target": { "wounds": 100 },
                "weapon": { "rateOfFire": { "single": true, "semi": 3, "full": 10 }, "qualities": ["snare"] } }),
    );
    let o = attack(rolls(req, &[70, 5, 31, 50]));
    assert_eq!(purposes(&o), ["attack", "damage", "snare", "pinning"]);
    assert!(has(&o.target, Condition::Immobilised));
}

// ---------------------------------------------------------------------------------------
// Concussive
// ---------------------------------------------------------------------------------------

/// Concussive (X) (Only War and Dark Heresy 2nd edition, Weapon Qualities): a target hit
/// tests Toughness at -10 per point; failed, stunned a round per degree of failure; damage
/// past its Strength Bonus knocks it prone. Concussive (2): T 30 needs 10; rolled 35 is 3
/// degrees in both lines: 3 rounds; 5 wounds > SB 3: prone.
#[test]
fn concussive_stuns_a_round_per_degree_and_knocks_prone() {
    for r in SECOND_GEN {
        assert_eq!(row(r, "concussive").source, SECOND_QUALITIES, "{r}");
        let concussive = json!([{ "id": "concussive", "value": 2 }]);
        let o = shot(r, concussive.clone(), &[10, 5, 35]);
        assert_eq!(purposes(&o), ["attack", "damage", "concussive"], "{r}");
        assert_eq!(dof(r, 10, 35), 3, "{r}");
        let a = &o.hits[0].aftermath[0];
        assert!(has_mod(a.test.as_ref().unwrap(), "Concussive (2)", -20), "{r}");
        assert_eq!(a.effects, [Effect::Stunned { rounds: 3 }, Effect::Prone], "{r}");
        assert_eq!(o.target.stunned_rounds, Some(3), "{r}");
        assert!(has(&o.target, Condition::Prone), "{r}");
        let b = bare(r, &[10, 5]);
        assert!(!has(&b.target, Condition::Prone) && b.target.stunned_rounds.is_none(), "{r}");
        // A damage die of 1: 4 damage, 1 wound, not past SB 3; rolled 10 passes.
        let o = shot(r, concussive, &[10, 1, 10]);
        assert_eq!(o.hits[0].wounds, 1, "{r}");
        assert!(o.hits[0].aftermath[0].effects.is_empty(), "{r}");
        assert!(!has(&o.target, Condition::Prone) && !has(&o.target, Condition::Stunned), "{r}");
    }
}

/// Concussive needs a hit, not wounds: the test is made against a hit the armour stops, and
/// no wounds knock no one down.
#[test]
fn concussive_needs_no_wounds() {
    for r in SECOND_GEN {
        let q = json!({ "weapon": { "qualities": [{ "id": "concussive", "value": 0 }] } });
        let o = attack(rolls(merge(merge(ranged(r), armoured()), q), &[10, 5, 99]));
        assert_eq!(o.hits[0].aftermath[0].effects, [Effect::Stunned { rounds: dof(r, 30, 99) as u32 }], "{r}");
        assert!(!has(&o.target, Condition::Prone), "{r}");
    }
}

// ---------------------------------------------------------------------------------------
// Crippling and startTurn
// ---------------------------------------------------------------------------------------

fn start(v: Value) -> RoundOutcome {
    let req: StartTurnRequest = from(v).unwrap_or_else(|e| panic!("request parses: {e}"));
    start_turn(&req, 7).unwrap_or_else(|e| panic!("startTurn failed: {e}"))
}

/// Crippling (X) (Only War and Dark Heresy 2nd edition, Weapon Qualities): a target that
/// takes wounds has the location crippled, a `crippled` injury with X that the outcome
/// returns (and a hit without wounds leaves none).
#[test]
fn crippling_records_the_wound() {
    for r in SECOND_GEN {
        assert_eq!(row(r, "crippling").source, SECOND_QUALITIES, "{r}");
        let crippling = json!([{ "id": "crippling", "value": 2 }]);
        let o = shot(r, crippling.clone(), &[10, 5]);
        assert_eq!(purposes(&o), ["attack", "damage"], "{r}: no dice");
        let wound = Effect::Crippled { location: Location::Head, damage: 2 };
        assert_eq!(o.target.injuries, std::slice::from_ref(&wound), "{r}");
        assert_eq!(o.hits[0].aftermath[0].effects, [wound], "{r}");
        assert!(bare(r, &[10, 5]).target.injuries.is_empty(), "{r}");
        let o = attack(rolls(
            merge(merge(ranged(r), armoured()), json!({ "weapon": { "qualities": crippling } })),
            &[10, 5],
        ));
        assert!(o.target.injuries.is_empty(), "{r}");
        // One wound a location: the larger number stands.
        for (before, after) in [(1, 2), (3, 3)] {
            let req = merge(
                ranged(r),
                json!({ "target": { "injuries": [{ "type": "crippled", "location": "head", "damage": before }] },
                        "weapon": { "qualities": [{ "id": "crippling", "value": 2 }] } }),
            );
            let o = attack(rolls(req, &[10, 5]));
            assert_eq!(o.target.injuries, [Effect::Crippled { location: Location::Head, damage: after }], "{r}");
        }
    }
}

/// startTurn: a crippled character that takes more than a Half Action (`fullAction`) takes
/// X Rending damage on the crippled location, which neither armour (4 on the head here) nor
/// Toughness reduces; one that does not takes none. The attack's outcome is fed back.
#[test]
fn crippled_character_bleeds_when_it_does_more_than_a_half_action() {
    for r in SECOND_GEN {
        let req = merge(
            ranged(r),
            json!({ "target": { "armour": { "head": 4 } }, "weapon": { "penetration": 4, "qualities": [{ "id": "crippling", "value": 2 }] } }),
        );
        let o = attack(rolls(req.clone(), &[10, 5]));
        assert_eq!(o.target.damage, 5, "{r}");
        let actor = carry(req["target"].clone(), &o.target);
        let busy = start(json!({ "ruleset": r, "actor": actor.clone(), "fullAction": true }));
        assert_eq!(busy.dice.len(), 0, "{r}: a fixed number, no dice");
        let h = &busy.hits[0];
        assert_eq!((h.location, h.damage.total, h.wounds), (Location::Head, 2, 2), "{r}: {:?}", busy.log);
        assert_eq!((h.soak.effective_armour, h.soak.toughness_bonus), (0, 0), "{r}");
        assert_eq!(busy.target.damage, 7, "{r}");
        assert!(
            busy.log.iter().any(|l| l.starts_with("Crippling (2) wound: 2 = 2 rending damage to the head")),
            "{r}: {:?}",
            busy.log
        );
        assert_eq!(busy.target.injuries, o.target.injuries, "{r}: the wound stays");
        let calm = start(json!({ "ruleset": r, "actor": actor, "fullAction": false }));
        assert!(calm.hits.is_empty(), "{r}");
        assert_eq!(calm.target.damage, 5, "{r}");
    }
}

/// A crippling wound lasts until the character is healed of all damage: with none left it
/// ends at the start of the turn (`ended`), dealing nothing. One that cannot act takes no
/// damage; one that burns and fails its Willpower test runs about (a Full Action) and does.
#[test]
fn crippling_ends_when_healed_and_needs_an_action() {
    let wound = json!([{ "type": "crippled", "location": "leftLeg", "damage": 3 }]);
    let actor =
        json!({ "characteristics": { "t": 30, "wp": 30, "ag": 30 }, "wounds": 12, "damage": 0, "injuries": wound });
    let o = start(json!({ "ruleset": "dh2", "actor": actor.clone(), "fullAction": true }));
    assert!(o.hits.is_empty() && o.target.injuries.is_empty());
    assert_eq!(o.ended, [Effect::Crippled { location: Location::LeftLeg, damage: 3 }]);
    let hurt = merge(actor, json!({ "damage": 4 }));
    let stunned = merge(hurt.clone(), json!({ "stunnedRounds": 1 }));
    let o = start(json!({ "ruleset": "dh2", "actor": stunned, "fullAction": true }));
    assert!(o.hits.is_empty(), "{:?}", o.log);
    // On fire: the burn (a d10 of 6: 3 wounds after TB 3), a failed Willpower test, and the
    // wound tears (3): 4 + 3 + 3.
    let burning = merge(hurt, json!({ "conditions": ["onFire"] }));
    let o = start(json!({ "ruleset": "dh2", "actor": burning, "dice": { "rolls": [6, 90] } }));
    assert_eq!(o.can_act, Some(false));
    assert_eq!(o.hits.len(), 2, "{:?}", o.log);
    assert_eq!((o.hits[1].location, o.hits[1].wounds), (Location::LeftLeg, 3));
    assert_eq!(o.target.damage, 10);
}

/// A crippling wound fed back must carry a number from 0 to 100.
#[test]
fn crippling_wound_numbers_are_checked() {
    let actor = json!({ "characteristics": { "t": 30 }, "wounds": 12, "damage": 1,
                        "injuries": [{ "type": "crippled", "location": "body", "damage": 4000000000u64 }] });
    let req: StartTurnRequest = from(json!({ "ruleset": "ow", "actor": actor, "fullAction": true })).unwrap();
    let e = start_turn(&req, 7).unwrap_err();
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("actor.injuries[0].damage")));
}

// ---------------------------------------------------------------------------------------
// Regeneration
// ---------------------------------------------------------------------------------------

/// T 35, 10 wounds, 5 damage.
fn regenerating(trait_: Value) -> Value {
    json!({ "name": "Thing", "characteristics": { "t": 35, "ag": 30, "wp": 30 }, "wounds": 10, "damage": 5, "traits": [trait_] })
}

/// Regeneration (Dark Heresy and Rogue Trader, Traits: 1 damage, or the number given; Only
/// War and Dark Heresy 2nd edition, Traits: X damage): at the start of its turn the
/// creature tests Toughness (+0); on a success the damage comes off. T 35: 35 passes, 36
/// fails.
#[test]
fn regeneration_removes_damage_on_a_toughness_test() {
    for (r, trait_, amount) in [
        ("dh1", json!("regeneration"), 1),
        ("rt", json!("regeneration"), 1),
        ("rt", json!({ "id": "regeneration", "value": 2 }), 2),
        ("ow", json!({ "id": "regeneration", "value": 3 }), 3),
        ("dh2", json!({ "id": "regeneration", "value": 3 }), 3),
    ] {
        let source = row(r, "regeneration").source;
        let want = match r {
            "dh1" => "Dark Heresy core rulebook, Traits",
            "rt" => "Rogue Trader core rulebook, Traits",
            _ => "Only War and Dark Heresy 2nd edition core rulebooks, Traits",
        };
        assert_eq!(source, want, "{r}");
        let o = start(json!({ "ruleset": r, "actor": regenerating(trait_.clone()), "dice": { "rolls": [35] } }));
        assert_eq!(o.tests[0].purpose, dice::Purpose::Regeneration, "{r}");
        assert_eq!(o.tests[0].result.target, 35, "{r}");
        assert_eq!((o.regenerated, o.target.damage), (amount, 5 - amount), "{r}: {:?}", o.log);
        assert!(
            o.log.iter().any(|l| l.starts_with("Regeneration") && l.contains(&format!("regenerates {amount} damage"))),
            "{r}: {:?}",
            o.log
        );
        let o = start(json!({ "ruleset": r, "actor": regenerating(trait_.clone()), "dice": { "rolls": [36] } }));
        assert_eq!((o.regenerated, o.target.damage), (0, 5), "{r}");
        // Without the trait: no test, the damage stays.
        let plain = merge(regenerating(trait_), json!({ "traits": [] }));
        let o = start(json!({ "ruleset": r, "actor": plain }));
        assert!(o.tests.is_empty() && o.target.damage == 5, "{r}");
    }
}

/// Critical damage comes off first, and never below none; a creature with no damage makes
/// no test.
#[test]
fn regeneration_takes_critical_damage_first() {
    let thing =
        merge(regenerating(json!({ "id": "regeneration", "value": 3 })), json!({ "damage": 10, "criticalDamage": 2 }));
    let o = start(json!({ "ruleset": "dh2", "actor": thing.clone(), "dice": { "rolls": [10] } }));
    assert_eq!((o.target.damage, o.target.critical_damage, o.regenerated), (9, 0, 3));
    let small = merge(thing.clone(), json!({ "damage": 1, "criticalDamage": 0 }));
    let o = start(json!({ "ruleset": "dh2", "actor": small, "dice": { "rolls": [10] } }));
    assert_eq!((o.target.damage, o.regenerated), (0, 1));
    let whole = merge(thing, json!({ "damage": 0, "criticalDamage": 0 }));
    let o = start(json!({ "ruleset": "dh2", "actor": whole }));
    assert!(o.tests.is_empty() && o.regenerated == 0);
}

/// Regeneration comes before the crippling wound's damage: a creature regenerating its last
/// damage is rid of the wound the same turn.
#[test]
fn regeneration_before_crippling() {
    let thing = merge(
        regenerating(json!({ "id": "regeneration", "value": 5 })),
        json!({ "injuries": [{ "type": "crippled", "location": "body", "damage": 2 }] }),
    );
    let o = start(json!({ "ruleset": "ow", "actor": thing, "fullAction": true, "dice": { "rolls": [10] } }));
    assert_eq!(o.target.damage, 0);
    assert!(o.hits.is_empty());
    assert_eq!(o.ended, [Effect::Crippled { location: Location::Body, damage: 2 }]);
}

/// The number is required in the second generation.
#[test]
fn regeneration_needs_its_number_in_the_second_generation() {
    for r in SECOND_GEN {
        let req: StartTurnRequest =
            from(json!({ "ruleset": r, "actor": regenerating(json!("regeneration")) })).unwrap();
        let e = start_turn(&req, 7).unwrap_err();
        assert_eq!(e.path.as_deref(), Some("actor.traits[0]"), "{r}");
    }
}

/// startTurn checks the actor's talents and traits like an attack does.
#[test]
fn start_turn_checks_traits() {
    let req: StartTurnRequest = from(json!({ "ruleset": "rt", "actor": regenerating(json!("regenration")) })).unwrap();
    let e = start_turn(&req, 7).unwrap_err();
    assert_eq!(e.path.as_deref(), Some("actor.traits[0]"));
    assert!(e.message.contains("regeneration"), "{e}");
}

// ---------------------------------------------------------------------------------------
// Lines without the rule
// ---------------------------------------------------------------------------------------

/// Dark Heresy and Rogue Trader have no Concussive or Crippling rows: the log says so and
/// the outcome is the bare attack's.
#[test]
fn first_generation_has_no_concussive_or_crippling() {
    for r in FIRST_GEN {
        for id in ["concussive", "crippling"] {
            assert!(find(profile(ruleset(r)).domains().features, id).is_none(), "{r} {id}");
            let o = shot(r, json!([{ "id": id, "value": 2 }]), &[10, 5, 1]);
            assert!(o.log.iter().any(|l| l.contains(&format!("'{id}' has no rule in"))), "{r}: {:?}", o.log);
            let b = bare(r, &[10, 5, 1]);
            assert_eq!(o.target, b.target, "{r} {id}");
            assert_eq!(o.hits, b.hits, "{r} {id}");
            assert_eq!(purposes(&o), ["attack", "damage"], "{r} {id}");
        }
    }
}
