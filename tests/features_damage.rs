//! Weapon qualities, talents and traits at steps four and five: the damage dice (Tearing,
//! Proven, Primitive, Accurate, Vengeful), damage added (Mighty Shot, Crushing Blow, Brutal
//! Charge), penetration (Razor Sharp, Melta), armour (Primitive, Scatter, Natural Armour,
//! Machine), Toughness (Felling, Daemonic, Unnatural Toughness), critical damage (True Grit)
//! and size. Each test states the rule's numbers and the row's source, scripts the dice, and
//! compares with the same attack without the feature.
//!
//! The bare attacks are `common::ranged` (BS 40, 1d10+3 at 50 m of a 100 m range: no band)
//! and `common::melee` (WS 40, SB 3, 1d10), against T 30 (TB 3), 12 wounds, no armour. An
//! attack roll of 35 hits the body (reversed, 53) with few degrees: 0 in dh1/rt (target 40,
//! so Rogue Trader's degrees replace no die), 2 in ow and 3 in dh2 (target 50: the Standard
//! Attack's +10 there).

mod common;
use cogitator::*;
use common::*;
use serde_json::{json, Value};

const ALL: [&str; 4] = ["dh1", "rt", "ow", "dh2"];

fn weapon(v: Value, qualities: Value) -> Value {
    merge(v, json!({ "weapon": { "qualities": qualities } }))
}

fn attacker(v: Value, talents: Value, traits: Value) -> Value {
    merge(v, json!({ "attacker": { "talents": talents, "traits": traits } }))
}

fn target(v: Value, patch: Value) -> Value {
    merge(v, json!({ "target": patch }))
}

fn purposes(o: &AttackOutcome) -> Vec<&str> {
    o.dice.iter().map(|d| d.purpose.as_str()).collect()
}

fn logged(o: &AttackOutcome, text: &str) -> bool {
    o.log.iter().any(|l| l.contains(text))
}

/// The outcome without its log (to compare an attack with a feature the line lacks with the
/// bare one).
fn bare(o: &AttackOutcome) -> Value {
    let mut v = serde_json::to_value(o).unwrap();
    v.as_object_mut().unwrap().remove("log");
    v.as_object_mut().unwrap().remove("logSteps");
    v
}

/// A feature the line does not apply: the log says so, and the outcome is the bare attack's.
fn no_rule_here(r: &str, with: Value, without: Value, faces: &[u32], id: &str) {
    let o = attack(rolls_then_seed(with, faces));
    let b = attack(rolls_then_seed(without, faces));
    assert!(logged(&o, &format!("'{id}' has no rule in")), "{r}: {:#?}", o.log);
    assert_eq!(bare(&o), bare(&b), "{r}: {id} changes nothing");
}

// ---------------------------------------------------------------- Tearing

/// Tearing (Rogue Trader core rulebook, Weapon Qualities; the same in every line): one more
/// damage die, the lowest dropped. 1d10+3 rolling 4 and 7 keeps the 7: 10 damage, 7 wounds
/// after TB 3, where the bare shot's 4 makes 7 damage and 4 wounds. The extra die is rolled
/// right after the hit's own, and the record names the dropped one.
#[test]
fn tearing_rolls_one_more_die_and_drops_the_lowest() {
    for r in ALL {
        let b = attack(rolls(ranged(r), &[35, 4, 7]));
        assert_eq!((b.hits[0].damage.total, b.hits[0].wounds), (7, 4), "{r}");
        let o = attack(rolls(weapon(ranged(r), json!(["tearing"])), &[35, 4, 7]));
        let d = &o.hits[0].damage;
        assert_eq!((d.total, o.hits[0].wounds), (10, 7), "{r}");
        assert_eq!(d.dice, vec![7], "{r}: only the kept die");
        assert_eq!(d.dropped, Some(DroppedDie { index: 0, face: 4, value: 4 }), "{r}");
        assert_eq!(purposes(&o), ["attack", "damage", "tearing"], "{r}");
        assert!(logged(&o, "rolled [4, 7] (Tearing: one die more, the lowest, a 4, dropped)"), "{r}: {:#?}", o.log);
        // The Tearing die may be the one dropped.
        let o = attack(rolls(weapon(ranged(r), json!(["tearing"])), &[35, 6, 2]));
        assert_eq!(o.hits[0].damage.dropped, Some(DroppedDie { index: 1, face: 2, value: 2 }), "{r}");
        assert_eq!(o.hits[0].damage.total, 9, "{r}");
    }
}

/// Tearing against a helpless target (000 and 003 "Helpless Targets": the dice twice): still
/// one extra die, not two. 1d10 + SB 3 rolling 3 and 6, Tearing 8: the 3 goes, 6 + 8 + 3 = 17.
#[test]
fn tearing_against_a_helpless_target_adds_one_die() {
    for r in ALL {
        let req = target(weapon(melee(r), json!(["tearing"])), json!({ "conditions": ["helpless"] }));
        let o = attack(rolls_then_seed(req, &[50, 3, 6, 8]));
        let d = &o.hits[0].damage;
        assert_eq!(purposes(&o)[..4], ["hitLocation", "damage", "damage", "tearing"], "{r}");
        assert_eq!(d.dice, vec![6, 8], "{r}");
        assert_eq!(d.dropped.as_ref().map(|x| x.face), Some(3), "{r}");
        assert_eq!(d.total, 17, "{r}");
    }
}

/// Tearing and Righteous Fury (published rule: the lowest die is dropped, so Fury is judged
/// on the dice kept). A 10 kept brings Fury; of a 10 and a 10 one is dropped and the other
/// still brings it; of equal results the lower face goes: an unarmed 10 counts as 5 in
/// dh1/rt (000 and 003 "Unarmed Combat"), and beside a 5 it is the 5 that is dropped.
#[test]
fn tearing_judges_righteous_fury_on_the_dice_kept() {
    for r in ALL {
        let always = json!({ "options": { "righteousFury": "always" } });
        let req = merge(weapon(ranged(r), json!(["tearing"])), always.clone());
        let o = attack(rolls_then_seed(req.clone(), &[35, 3, 10]));
        assert!(o.hits[0].righteous_fury.as_ref().is_some_and(|f| f.critical_roll.is_some() || f.confirmed.is_some()));
        let o = attack(rolls_then_seed(req.clone(), &[35, 10, 10]));
        assert_eq!(o.hits[0].damage.dropped.as_ref().map(|d| d.face), Some(10), "{r}: all tens: one goes");
        assert!(o.hits[0].righteous_fury.is_some(), "{r}: the kept 10 still brings Fury");
        let o = attack(rolls_then_seed(req, &[35, 3, 9]));
        assert!(o.hits[0].righteous_fury.is_none(), "{r}");
    }
    for r in ["dh1", "rt"] {
        let fists = json!({ "weapon": { "name": "fists", "class": "unarmed", "damage": "1d10", "damageType": "impact", "qualities": ["tearing"] },
                            "options": { "righteousFury": "always" } });
        let o = attack(rolls_then_seed(merge(melee(r), fists), &[35, 10, 5]));
        let d = &o.hits[0].damage;
        assert_eq!(d.dropped, Some(DroppedDie { index: 1, face: 5, value: 5 }), "{r}: 10 counts 5, the face 5 goes");
        assert_eq!(d.dice[0], 5, "{r}");
        assert!(o.hits[0].righteous_fury.is_some(), "{r}: the kept natural 10 brings Fury");
    }
}

// ---------------------------------------------------------------- Proven and Primitive

/// Proven (X) (Rogue Trader core rulebook, Weapon Qualities; dh1 follows Rogue Trader; Only
/// War and Dark Heresy 2nd edition the same): a damage die below X counts as X. Proven (3)
/// turns a 1 into 3: 6 damage, not 4.
#[test]
fn proven_raises_low_dice() {
    for r in ALL {
        let b = attack(rolls(ranged(r), &[35, 1]));
        assert_eq!(b.hits[0].damage.total, 4, "{r}");
        let o = attack(rolls(weapon(ranged(r), json!([{ "id": "proven", "value": 3 }])), &[35, 1]));
        assert_eq!((o.hits[0].damage.total, o.hits[0].damage.dice.clone()), (6, vec![3]), "{r}");
        assert!(logged(&o, "(Proven (3): counted as [3])"), "{r}: {:#?}", o.log);
        let o = attack(rolls(weapon(ranged(r), json!([{ "id": "proven", "value": 3 }])), &[35, 8]));
        assert_eq!(o.hits[0].damage.total, 11, "{r}: a die above X is itself");
    }
}

/// Primitive (X) (Only War and Dark Heresy 2nd edition core rulebooks, Weapon Qualities): a
/// damage die above X counts as X. Primitive (7) turns a 9 into 7: 10 damage, not 12. A
/// natural 10 counted as 7 still brings Righteous Fury (the face is read).
#[test]
fn second_generation_primitive_caps_dice() {
    for r in ["ow", "dh2"] {
        let prim = |v: Value| weapon(v, json!([{ "id": "primitive", "value": 7 }]));
        assert_eq!(attack(rolls(ranged(r), &[35, 9])).hits[0].damage.total, 12, "{r}");
        let o = attack(rolls(prim(ranged(r)), &[35, 9]));
        assert_eq!((o.hits[0].damage.total, o.hits[0].damage.dice.clone()), (10, vec![7]), "{r}");
        assert!(logged(&o, "(Primitive (7): counted as [7])"), "{r}: {:#?}", o.log);
        let o = attack(rolls_then_seed(prim(ranged(r)), &[35, 10]));
        assert_eq!(o.hits[0].damage.dice[0], 7, "{r}");
        assert!(o.hits[0].righteous_fury.as_ref().is_some_and(|f| f.triggered), "{r}");
        // Here Primitive leaves armour alone: body armour 4 stays 4.
        let o = attack(rolls(prim(target(ranged(r), json!({ "armour": { "body": 4 } }))), &[35, 9]));
        assert_eq!((o.hits[0].soak.effective_armour, o.hits[0].soak.armour_multiplier), (4, None), "{r}");
    }
}

/// In dh1/rt Primitive is not a cap (it doubles armour, below): a number given is ignored
/// with a note and a 9 stays a 9.
#[test]
fn first_generation_primitive_caps_nothing() {
    for r in ["dh1", "rt"] {
        let o = attack(rolls(weapon(ranged(r), json!([{ "id": "primitive", "value": 7 }])), &[35, 9]));
        assert_eq!(o.hits[0].damage.total, 12, "{r}");
        assert!(logged(&o, "Primitive takes no number"), "{r}: {:#?}", o.log);
    }
}

// ---------------------------------------------------------------- Accurate

/// An aimed single shot, the modifiers at the +60 cap (so the test's target is 100 whatever
/// Accurate's +10 adds): a roll of 80 scores 3 degrees in ow and dh2, 35 scores 7 (ow) or 8
/// (dh2), 90 scores 2.
fn aimed(r: &str, qualities: Value) -> Value {
    merge(weapon(ranged(r), qualities), json!({ "aim": "full", "modifiers": [{ "label": "Easy shot", "value": 60 }] }))
}

/// Accurate (Only War and Dark Heresy 2nd edition core rulebooks, Weapon Qualities): an aimed
/// single shot from a basic weapon adds 1d10 damage per two degrees of success beyond the
/// first, at most 2d10, rolled after the hit's own die; they bring no Righteous Fury. 3
/// degrees: one d10 (6): 5 + 3 + 6 = 14; 7 or 8 degrees: two (4 and 10, no Fury): 5 + 3 + 14
/// = 22; 2 degrees: none.
#[test]
fn accurate_adds_dice_to_an_aimed_single_shot() {
    for r in ["ow", "dh2"] {
        let b = attack(rolls(aimed(r, json!([])), &[80, 5]));
        assert_eq!(b.hits[0].damage.total, 8, "{r}");
        let o = attack(rolls(aimed(r, json!(["accurate"])), &[80, 5, 6]));
        assert_eq!(o.test.degrees, 3, "{r}");
        let d = &o.hits[0].damage;
        assert_eq!((d.total, d.dice.clone(), d.accurate_dice), (14, vec![5, 6], 1), "{r}");
        assert_eq!(purposes(&o), ["attack", "damage", "accurate"], "{r}");
        let o = attack(rolls_then_seed(aimed(r, json!(["accurate"])), &[35, 5, 4, 10]));
        let d = &o.hits[0].damage;
        assert_eq!((d.total, d.accurate_dice), (22, 2), "{r}: at most 2d10");
        assert!(o.hits[0].righteous_fury.is_none(), "{r}: Accurate's 10 brings no Fury");
        let o = attack(rolls(aimed(r, json!(["accurate"])), &[90, 5]));
        assert_eq!((o.test.degrees, o.hits[0].damage.total, o.hits[0].damage.accurate_dice), (2, 8, 0), "{r}");
    }
}

/// Accurate's dice need all three: aimed, a single shot, a basic weapon. Not aimed, a pistol,
/// or a semi-auto burst: no dice, and the log says why.
#[test]
fn accurate_needs_an_aimed_single_shot_from_a_basic_weapon() {
    for r in ["ow", "dh2"] {
        let not_aimed = merge(aimed(r, json!(["accurate"])), json!({ "aim": "none" }));
        let o = attack(rolls(not_aimed, &[80, 5]));
        assert_eq!((o.hits[0].damage.total, o.hits[0].damage.accurate_dice), (8, 0), "{r}");
        assert!(logged(&o, "Accurate: no extra damage dice (the shot was not aimed)"), "{r}");
        let pistol = merge(aimed(r, json!(["accurate"])), json!({ "weapon": { "class": "pistol" } }));
        let o = attack(rolls(pistol, &[80, 5]));
        assert_eq!(o.hits[0].damage.accurate_dice, 0, "{r}");
        assert!(logged(&o, "not a basic weapon"), "{r}");
        let burst = merge(
            aimed(r, json!(["accurate"])),
            json!({ "action": "semiAuto", "weapon": { "rateOfFire": { "single": true, "semi": 3 } } }),
        );
        let o = attack(rolls_then_seed(burst, &[80, 5, 5, 5]));
        assert!(o.hits.iter().all(|h| h.damage.accurate_dice == 0), "{r}");
        assert!(logged(&o, "not a single shot"), "{r}");
    }
}

/// dh1/rt Accurate (Rogue Trader core rulebook, Weapon Qualities) adds to the aimed test
/// only: no damage dice, whatever the degrees (6 here): the damage is the bare shot's.
#[test]
fn first_generation_accurate_adds_no_dice() {
    for r in ["dh1", "rt"] {
        let o = attack(rolls(aimed(r, json!(["accurate"])), &[35, 5]));
        let b = attack(rolls(aimed(r, json!([])), &[35, 5]));
        assert_eq!(o.test.degrees, 6, "{r}");
        assert_eq!(o.hits[0].damage, b.hits[0].damage, "{r}");
        assert_eq!(o.hits[0].damage.accurate_dice, 0, "{r}");
        assert!(!purposes(&o).contains(&"accurate"), "{r}");
    }
}

// ---------------------------------------------------------------- damage added

/// Mighty Shot (Rogue Trader core rulebook, Talents: +2 ranged damage; Only War and Dark
/// Heresy 2nd edition core rulebooks, Talents: half the Ballistic Skill Bonus, rounded up):
/// BS 50 gives +3 in ow/dh2. Melee damage gains nothing.
#[test]
fn mighty_shot_adds_ranged_damage() {
    for (r, plus) in [("dh1", 2), ("rt", 2), ("ow", 3), ("dh2", 3)] {
        let shooter = |v: Value| merge(v, json!({ "attacker": { "characteristics": { "bs": 50, "ws": 50 } } }));
        let b = attack(rolls(shooter(ranged(r)), &[35, 5]));
        let o = attack(rolls(attacker(shooter(ranged(r)), json!(["mighty_shot"]), json!([])), &[35, 5]));
        assert_eq!(o.hits[0].damage.total, b.hits[0].damage.total + plus, "{r}");
        assert_eq!(
            o.hits[0].damage.bonuses,
            vec![NamedModifier { id: Some("mighty_shot".into()), label: "Mighty Shot".into(), value: plus }],
            "{r}"
        );
        assert!(logged(&o, &format!("+ Mighty Shot {plus} = ")), "{r}: {:#?}", o.log);
        let m = attack(rolls(attacker(shooter(melee(r)), json!(["mighty_shot"]), json!([])), &[35, 5]));
        assert_eq!(m.hits[0].damage.total, 8, "{r}: melee: 5 + SB 3 only");
    }
}

/// Crushing Blow (Rogue Trader core rulebook, Talents: +2 melee damage; Only War and Dark
/// Heresy 2nd edition: half the Weapon Skill Bonus, rounded up): WS 50 gives +3 in ow/dh2.
/// Ranged damage gains nothing.
#[test]
fn crushing_blow_adds_melee_damage() {
    for (r, plus) in [("dh1", 2), ("rt", 2), ("ow", 3), ("dh2", 3)] {
        let fighter = |v: Value| merge(v, json!({ "attacker": { "characteristics": { "bs": 50, "ws": 50 } } }));
        let b = attack(rolls(fighter(melee(r)), &[35, 5]));
        assert_eq!(b.hits[0].damage.total, 8, "{r}");
        let o = attack(rolls(attacker(fighter(melee(r)), json!(["crushing_blow"]), json!([])), &[35, 5]));
        assert_eq!(o.hits[0].damage.total, 8 + plus, "{r}");
        let s = attack(rolls(attacker(fighter(ranged(r)), json!(["crushing_blow"]), json!([])), &[35, 5]));
        assert_eq!(s.hits[0].damage.total, 8, "{r}: ranged: 5 + 3 only");
    }
}

/// Brutal Charge (Rogue Trader core rulebook, Traits: +3 damage on a Charge; Only War and
/// Dark Heresy 2nd edition: the number, 3 if not given): only on a Charge. dh2 with 4: +4.
#[test]
fn brutal_charge_adds_damage_on_a_charge() {
    for r in ALL {
        let charge = |v: Value| merge(v, json!({ "action": "charge" }));
        let b = attack(rolls(charge(melee(r)), &[35, 5]));
        let o = attack(rolls(attacker(charge(melee(r)), json!([]), json!(["brutal_charge"])), &[35, 5]));
        assert_eq!(o.hits[0].damage.total, b.hits[0].damage.total + 3, "{r}");
        let s = attack(rolls(attacker(melee(r), json!([]), json!(["brutal_charge"])), &[35, 5]));
        assert_eq!(s.hits[0].damage.total, 8, "{r}: a Standard Attack gains nothing");
    }
    let o = attack(rolls(
        attacker(
            merge(melee("dh2"), json!({ "action": "charge" })),
            json!([]),
            json!([{ "id": "brutal_charge", "value": 4 }]),
        ),
        &[35, 5],
    ));
    assert_eq!(
        o.hits[0].damage.bonuses,
        vec![NamedModifier { id: Some("brutal_charge".into()), label: "Brutal Charge (4)".into(), value: 4 }]
    );
}

// ---------------------------------------------------------------- penetration

/// Body armour 4 and a penetration 2 weapon.
fn armoured(v: Value) -> Value {
    merge(v, json!({ "target": { "armour": { "body": 4 } }, "weapon": { "penetration": 2 } }))
}

/// Razor Sharp (Only War and Dark Heresy 2nd edition core rulebooks, Weapon Qualities):
/// penetration doubles at three or more degrees of success. Against 50, a roll of 5 scores 5
/// (ow) or 6 (dh2): armour 4 - 4 = 0; a roll of 45 scores 1 or 2: armour 4 - 2 = 2.
#[test]
fn razor_sharp_doubles_penetration_at_three_degrees() {
    for r in ["ow", "dh2"] {
        let sharp = |v: Value| weapon(armoured(v), json!(["razorSharp"]));
        let o = attack(rolls(sharp(ranged(r)), &[5, 5]));
        let s = &o.hits[0].soak;
        assert_eq!((s.penetration, s.effective_armour), (4, 0), "{r}");
        assert!(logged(&o, "penetration 2 x2 (Razor Sharp) = 0"), "{r}: {:#?}", o.log);
        let b = attack(rolls(armoured(ranged(r)), &[5, 5]));
        assert_eq!((b.hits[0].soak.effective_armour, o.hits[0].wounds - b.hits[0].wounds), (2, 2), "{r}");
        let o = attack(rolls(sharp(ranged(r)), &[45, 5]));
        assert!(o.test.degrees < 3, "{r}");
        assert_eq!((o.hits[0].soak.penetration, o.hits[0].soak.effective_armour), (2, 2), "{r}");
    }
}

/// Melta (Only War and Dark Heresy 2nd edition core rulebooks, Weapon Qualities): penetration
/// doubles at short range or closer. At 10 m of a 100 m range (short): 4; at 50 m: 2.
#[test]
fn melta_doubles_penetration_at_short_range() {
    for r in ["ow", "dh2"] {
        let melta = |v: Value, range: f64| merge(weapon(armoured(v), json!(["melta"])), json!({ "range": range }));
        let o = attack(rolls(melta(ranged(r), 10.0), &[35, 5]));
        assert_eq!((o.hits[0].soak.penetration, o.hits[0].soak.effective_armour), (4, 0), "{r}");
        assert!(logged(&o, "x2 (Melta)"), "{r}");
        let b = attack(rolls(merge(armoured(ranged(r)), json!({ "range": 10.0 })), &[35, 5]));
        assert_eq!(b.hits[0].soak.penetration, 2, "{r}");
        let o = attack(rolls(melta(ranged(r), 50.0), &[35, 5]));
        assert_eq!(o.hits[0].soak.penetration, 2, "{r}: not short range");
        let o = attack(rolls(melta(ranged(r), 2.0), &[35, 5]));
        assert_eq!(o.hits[0].soak.penetration, 4, "{r}: point blank is closer still");
    }
}

/// Razor Sharp and Melta are second-generation qualities: in dh1/rt the log says they have
/// no rule there, and the shot is the bare one.
#[test]
fn razor_sharp_and_melta_have_no_rule_in_the_first_generation() {
    for r in ["dh1", "rt"] {
        for id in ["razorSharp", "melta"] {
            let req = merge(armoured(ranged(r)), json!({ "range": 10.0 }));
            no_rule_here(r, weapon(req.clone(), json!([id])), req, &[5, 5], id);
        }
    }
}

// ---------------------------------------------------------------- Righteous Fury

/// Vengeful (X) (Dark Heresy 2nd edition core rulebook, Weapon Qualities): Righteous Fury on
/// a damage die of X or more. Vengeful (8): an 8 brings the d5 critical; the bare weapon's 8
/// does not.
#[test]
fn vengeful_brings_righteous_fury_on_lower_faces() {
    let o = attack(rolls_then_seed(weapon(ranged("dh2"), json!([{ "id": "vengeful", "value": 8 }])), &[35, 8, 3]));
    let f = o.hits[0].righteous_fury.as_ref().expect("Fury");
    assert_eq!((f.triggered, f.critical_roll), (true, Some(2)));
    assert!(logged(&o, "a damage die of 8 or more (Vengeful (8)): Righteous Fury!"), "{:#?}", o.log);
    let b = attack(rolls_then_seed(ranged("dh2"), &[35, 8, 3]));
    assert!(b.hits[0].righteous_fury.is_none());
    let o = attack(rolls_then_seed(weapon(ranged("dh2"), json!([{ "id": "vengeful", "value": 8 }])), &[35, 7]));
    assert!(o.hits[0].righteous_fury.is_none(), "7 is below 8");
}

/// Vengeful is Dark Heresy 2nd edition's alone.
#[test]
fn vengeful_has_no_rule_elsewhere() {
    for r in ["dh1", "rt", "ow"] {
        let req = merge(ranged(r), json!({ "options": { "righteousFury": "always" } }));
        no_rule_here(r, weapon(req.clone(), json!([{ "id": "vengeful", "value": 8 }])), req, &[35, 8], "vengeful");
    }
}

// ---------------------------------------------------------------- armour

/// Primitive in dh1/rt (Rogue Trader core rulebook, Weapon Qualities; Rogue Trader, Unarmed
/// Combat and Grappling): armour counts double. Body armour 4, no penetration: 8, where the
/// bare blade meets 4. The log names it.
#[test]
fn first_generation_primitive_doubles_armour() {
    for r in ["dh1", "rt"] {
        let req = target(melee(r), json!({ "armour": { "body": 4 } }));
        let b = attack(rolls(req.clone(), &[35, 9]));
        let o = attack(rolls(weapon(req, json!(["primitive"])), &[35, 9]));
        assert_eq!((b.hits[0].soak.effective_armour, o.hits[0].soak.effective_armour), (4, 8), "{r}");
        assert_eq!(o.hits[0].soak.armour_multiplier, Some(2), "{r}");
        assert_eq!((b.hits[0].wounds, o.hits[0].wounds), (5, 1), "{r}: 12 - 4 - 3, 12 - 8 - 3");
        assert!(logged(&o, "armour 4 x2 (Primitive) - penetration 0 = 8, Toughness Bonus 3"), "{r}: {:#?}", o.log);
    }
}

/// The seeds' own: Rogue Trader, Unarmed Combat makes unarmed blows Primitive, armour
/// doubled (Dark Heresy, Unarmed Combat: the same). The unarmed rule's multiplier is the
/// Primitive row's, an unarmed blow meets the armour a Primitive blade meets, and an unarmed
/// blow that is also Primitive doubles armour once, not four times.
#[test]
fn unarmed_doubled_armour_is_primitive() {
    for r in ["dh1", "rt"] {
        let p = cogitator::rules::profile(if r == "dh1" { Ruleset::Dh1 } else { Ruleset::Rt });
        let row = cogitator::rules::features::find(p.domains().features, "primitive").unwrap();
        let times = row.effects.iter().find_map(|fx| match fx {
            cogitator::rules::features::Fx::Armour { times, .. } => Some(*times),
            _ => None,
        });
        assert_eq!(times, Some(p.unarmed.armour_multiplier), "{r}");
        let armour = json!({ "target": { "armour": { "body": 4 } } });
        let fists =
            json!({ "weapon": { "name": "fists", "class": "unarmed", "damage": "1d5", "damageType": "impact" } });
        let blade = attack(rolls(weapon(merge(melee(r), armour.clone()), json!(["primitive"])), &[35, 3]));
        let unarmed = attack(rolls(merge(merge(melee(r), armour.clone()), fists.clone()), &[35, 3]));
        assert_eq!(unarmed.hits[0].soak.effective_armour, blade.hits[0].soak.effective_armour, "{r}");
        assert_eq!(unarmed.hits[0].soak.effective_armour, 8, "{r}");
        let both = attack(rolls(weapon(merge(merge(melee(r), armour), fists), json!(["primitive"])), &[35, 3]));
        assert_eq!((both.hits[0].soak.effective_armour, both.hits[0].soak.armour_multiplier), (8, Some(2)), "{r}");
        assert!(logged(&both, "x2 (unarmed blow, Primitive)"), "{r}: {:#?}", both.log);
    }
}

/// Scatter (Rogue Trader core rulebook, Weapon Qualities; the same in every line): at long or
/// extreme range armour counts double. Body armour 4 at 250 m of a 100 m range (long): 8; at
/// 50 m: 4.
#[test]
fn scatter_doubles_armour_at_long_range() {
    for r in ALL {
        let at = |range: f64, q: Value| {
            weapon(merge(target(ranged(r), json!({ "armour": { "body": 4 } })), json!({ "range": range })), q)
        };
        let o = attack(rolls(at(250.0, json!(["scatter"])), &[5, 9]));
        assert_eq!(o.hits[0].soak.effective_armour, 8, "{r}");
        assert!(logged(&o, "x2 (Scatter)"), "{r}: {:#?}", o.log);
        let b = attack(rolls(at(250.0, json!([])), &[5, 9]));
        assert_eq!(b.hits[0].soak.effective_armour, 4, "{r}");
        let o = attack(rolls(at(350.0, json!(["scatter"])), &[5, 9]));
        assert_eq!(o.hits[0].soak.effective_armour, 8, "{r}: extreme range too");
        let o = attack(rolls(at(50.0, json!(["scatter"])), &[35, 9]));
        assert_eq!(o.hits[0].soak.effective_armour, 4, "{r}: not long range");
    }
}

/// Natural Armour (X) and Machine (X) (Rogue Trader core rulebook, Traits; Only War and Dark
/// Heresy 2nd edition core rulebooks, Traits): X armour on every location, beside worn armour.
/// Worn 3 on the body and Natural Armour 2: 5; Machine 4 on the bare head: 4.
#[test]
fn natural_armour_and_machine_add_to_worn_armour() {
    for r in ALL {
        let req =
            target(ranged(r), json!({ "armour": { "body": 3 }, "traits": [{ "id": "natural_armour", "value": 2 }] }));
        let o = attack(rolls(req, &[35, 9]));
        let s = &o.hits[0].soak;
        assert_eq!((s.armour, s.natural_armour, s.effective_armour), (3, 2, 5), "{r}");
        assert_eq!(o.hits[0].wounds, 12 - 5 - 3, "{r}");
        assert!(logged(&o, "armour 3 + Natural Armour (2) 2 - penetration 0 = 5"), "{r}: {:#?}", o.log);
        let b = attack(rolls(target(ranged(r), json!({ "armour": { "body": 3 } })), &[35, 9]));
        assert_eq!(b.hits[0].soak.effective_armour, 3, "{r}");
        // Attack roll 30 reverses to 03: the head.
        let req = target(ranged(r), json!({ "traits": [{ "id": "machine", "value": 4 }] }));
        let o = attack(rolls(req, &[30, 9]));
        assert_eq!((o.hits[0].location, o.hits[0].soak.effective_armour), (Location::Head, 4), "{r}");
    }
}

/// Natural armour is the body: a critical effect that destroys the worn armour on a
/// location leaves it. A semi-auto burst's first two hits strike the body (Rogue Trader
/// Table 9-5); the first, on a target at its wounds, takes a house critical row that
/// destroys the body's armour, so the second meets Natural Armour 2 alone.
#[test]
fn natural_armour_outlasts_destroyed_worn_armour() {
    let o = attack(rolls_then_seed(shattering_burst(0), &[5, 5, 5]));
    assert_eq!(o.hits.len(), 2);
    let (first, second) = (&o.hits[0].soak, &o.hits[1].soak);
    assert_eq!((first.armour, first.natural_armour, first.effective_armour), (4, 2, 6));
    assert_eq!((second.armour, second.natural_armour, second.effective_armour), (0, 2, 2));
}

/// The Rogue Trader semi-auto burst above, whose first hit's house critical row destroys the
/// body's worn armour, with the weapon's `penetration`.
fn shattering_burst(penetration: i32) -> Value {
    let rows: Vec<Value> = (1..=10)
        .map(|_| json!({ "summary": "Armour shattered.", "effects": [{ "type": "armourDestroyed" }] }))
        .collect();
    let table = json!({ "damageType": "energy", "region": "body", "table": "House: shattering", "rows": rows });
    merge(
        ranged("rt"),
        json!({ "action": "semiAuto", "weapon": { "damage": "1d10+10", "penetration": penetration, "rateOfFire": { "semi": 2 } },
                "target": { "wounds": 10, "damage": 10, "armour": { "body": 4 }, "traits": [{ "id": "natural_armour", "value": 2 }] },
                "critTables": [table] }),
    )
}

/// Without the log (`options.log: false`) a strike works out what its hits meet beside worn
/// armour once (Natural Armour, penetration, the Toughness Bonus) and reads only the worn
/// armour afresh for each hit, as analysis does: the burst above with penetration 1 gives
/// the same hits. The first meets armour 4 + Natural Armour 2 - penetration 1 = 5 and deals
/// 15 - 5 - TB 3 = 7; its critical destroys the worn armour, so the second meets
/// 0 + 2 - 1 = 1 and deals 15 - 1 - 3 = 11.
#[test]
fn a_strike_without_its_log_reads_worn_armour_afresh_for_each_hit() {
    let logged = attack(rolls_then_seed(shattering_burst(1), &[5, 5, 5]));
    let quiet = attack(rolls_then_seed(merge(shattering_burst(1), json!({ "options": { "log": false } })), &[5, 5, 5]));
    assert!(quiet.log.is_empty() && !logged.log.is_empty());
    let seen = |o: &AttackOutcome| {
        o.hits.iter().map(|h| (h.soak.armour, h.soak.natural_armour, h.soak.penetration, h.soak.effective_armour, h.wounds)).collect::<Vec<_>>()
    };
    assert_eq!(seen(&logged), vec![(4, 2, 1, 5, 7), (0, 2, 1, 1, 11)]);
    assert_eq!(seen(&quiet), seen(&logged));
    assert_eq!(serde_json::to_value(&quiet.hits).unwrap(), serde_json::to_value(&logged.hits).unwrap());
}

/// A hit on another character reads that character's own traits: a burst's extra hit moved
/// to a character with Natural Armour 3 (000 "Semi-Auto Burst": extra hits may go to another
/// target within 2 metres) meets it; the target's own traits stay the target's.
#[test]
fn others_hit_meet_their_own_natural_armour() {
    let other = json!({ "characteristics": { "t": 30, "wp": 30, "ag": 30 }, "wounds": 12, "traits": [{ "id": "natural_armour", "value": 3 }] });
    let req = merge(
        ranged("rt"),
        json!({ "action": "semiAuto", "weapon": { "rateOfFire": { "semi": 2 } },
                "spread": [{ "id": "B", "actor": other, "hits": 1 }] }),
    );
    let o = attack(rolls_then_seed(req, &[5, 5, 40, 5]));
    assert_eq!(o.hits[0].soak.natural_armour, 0);
    assert_eq!(o.others[0].hits[0].soak.natural_armour, 3);
}

// ---------------------------------------------------------------- toughness

/// Felling (X) (Rogue Trader core rulebook, Weapon Qualities; dh1 follows Rogue Trader; Only
/// War and Dark Heresy 2nd edition the same): the target's Unnatural Toughness counts X less,
/// never below 0. dh1/rt multiply (Unnatural Toughness (2): TB 3 x2 = 6): Felling (1) leaves
/// 1, under 2, so no multiplication: TB 3. ow/dh2 add (Unnatural Toughness (3): 3 + 3 = 6):
/// Felling (2) leaves 1: TB 4; Felling (5) leaves 0: TB 3.
#[test]
fn felling_cuts_unnatural_toughness() {
    for (r, unnatural, cases) in [
        ("dh1", 2, vec![(1, 3), (4, 3)]),
        ("rt", 2, vec![(1, 3), (4, 3)]),
        ("ow", 3, vec![(2, 4), (5, 3)]),
        ("dh2", 3, vec![(2, 4), (5, 3)]),
    ] {
        let tough = target(ranged(r), json!({ "traits": [{ "id": "unnatural_toughness", "value": unnatural }] }));
        let b = attack(rolls(tough.clone(), &[35, 9]));
        assert_eq!(b.hits[0].soak.toughness_bonus, 6, "{r}");
        for (x, tb) in cases {
            let o = attack(rolls(weapon(tough.clone(), json!([{ "id": "felling", "value": x }])), &[35, 9]));
            assert_eq!(o.hits[0].soak.toughness_bonus, tb, "{r}: Felling ({x})");
            assert_eq!(o.hits[0].wounds, 12 - tb, "{r}");
            assert!(
                logged(&o, &format!("Toughness Bonus {tb} (Felling ({x}): Unnatural Toughness {unnatural} counts as")),
                "{r}: {:#?}",
                o.log
            );
        }
        // No Unnatural Toughness: nothing to cut.
        let o = attack(rolls(weapon(ranged(r), json!([{ "id": "felling", "value": 2 }])), &[35, 9]));
        assert_eq!(o.hits[0].soak.toughness_bonus, 3, "{r}");
    }
}

/// Daemonic (Dark Heresy core rulebook, Traits; Rogue Trader core rulebook, Traits: the
/// Toughness Bonus doubles; Only War and Dark Heresy 2nd edition core rulebooks, Traits: the
/// number is added), except against a Sanctified weapon. TB 3: 6 in dh1/rt; Daemonic (2): 5
/// in ow/dh2; 3 against the Sanctified weapon.
#[test]
fn daemonic_toughness_except_against_sanctified_weapons() {
    for (r, tb, label) in [
        ("dh1", 6, "Daemonic: x2"),
        ("rt", 6, "Daemonic: x2"),
        ("ow", 5, "Daemonic (2): +2"),
        ("dh2", 5, "Daemonic (2): +2"),
    ] {
        let daemon = target(ranged(r), json!({ "traits": [{ "id": "daemonic", "value": 2 }] }));
        let o = attack(rolls(daemon.clone(), &[35, 9]));
        assert_eq!((o.hits[0].soak.toughness_bonus, o.hits[0].wounds), (tb, 12 - tb), "{r}");
        assert!(logged(&o, &format!("Toughness Bonus {tb} ({label})")), "{r}: {:#?}", o.log);
        let o = attack(rolls(weapon(daemon, json!(["sanctified"])), &[35, 9]));
        assert_eq!(o.hits[0].soak.toughness_bonus, 3, "{r}");
        assert!(logged(&o, "nothing against a sanctified weapon"), "{r}");
    }
}

/// Unnatural characteristics (Rogue Trader and Dark Heresy, Unnatural Characteristics: the
/// bonus is multiplied; Only War and Dark Heresy 2nd edition core rulebooks, Traits: the
/// number is added), as traits: Unnatural Strength (2) makes SB 3 into 6 (dh1/rt) or 5
/// (ow/dh2); Unnatural Toughness (2) makes TB 3 into 6 or 5, as the `unnatural` field does.
#[test]
fn unnatural_traits_multiply_or_add() {
    for (r, bonus) in [("dh1", 6), ("rt", 6), ("ow", 5), ("dh2", 5)] {
        let strong = attacker(melee(r), json!([]), json!([{ "id": "unnatural_strength", "value": 2 }]));
        let o = attack(rolls(strong, &[35, 5]));
        assert_eq!((o.hits[0].damage.strength_bonus, o.hits[0].damage.total), (bonus, 5 + bonus), "{r}");
        let tough = target(ranged(r), json!({ "traits": [{ "id": "unnatural_toughness", "value": 2 }] }));
        let o = attack(rolls(tough, &[35, 9]));
        let field = attack(rolls(target(ranged(r), json!({ "unnatural": { "t": 2 } })), &[35, 9]));
        assert_eq!(o.hits[0].soak.toughness_bonus, bonus, "{r}");
        assert_eq!(field.hits[0].soak.toughness_bonus, bonus, "{r}");
        assert_eq!(attack(rolls(ranged(r), &[35, 9])).hits[0].soak.toughness_bonus, 3, "{r}");
    }
}

// ---------------------------------------------------------------- critical damage

/// True Grit (Rogue Trader core rulebook, Talents; Dark Heresy, Only War and Dark Heresy 2nd
/// edition the same): critical damage taken is reduced by the Toughness Bonus, to at least 1.
/// A target at its wounds takes 9 wounds (9 + 3 - TB 3): 6 critical damage; 2 wounds: 1.
#[test]
fn true_grit_reduces_critical_damage() {
    for r in ALL {
        let full = target(ranged(r), json!({ "damage": 12 }));
        let gritty = target(full.clone(), json!({ "talents": ["true_grit"] }));
        let b = attack(rolls_then_seed(full.clone(), &[35, 9]));
        let o = attack(rolls_then_seed(gritty.clone(), &[35, 9]));
        assert_eq!((b.target.critical_damage, o.target.critical_damage), (9, 6), "{r}");
        assert_eq!(o.hits[0].critical.as_ref().map(|c| c.critical_damage), Some(6), "{r}: the row is 6's");
        assert!(logged(&o, "True Grit: 9 critical damage less 3 is 6"), "{r}: {:#?}", o.log);
        let b = attack(rolls_then_seed(full, &[35, 2]));
        let o = attack(rolls_then_seed(gritty, &[35, 2]));
        assert_eq!((b.target.critical_damage, o.target.critical_damage), (2, 1), "{r}: at least 1");
    }
}

// ---------------------------------------------------------------- size

/// The size trait (Rogue Trader Table 9-9; Dark Heresy 2nd edition, Size) is the size field:
/// the same modifier to hit. Size 7 as a trait and as the field give the same named
/// modifier, and the bare target none.
#[test]
fn the_size_trait_is_the_size_field() {
    for r in ALL {
        let by_trait = attack(rolls(target(ranged(r), json!({ "traits": [{ "id": "size", "value": 7 }] })), &[35, 9]));
        let by_field = attack(rolls(target(ranged(r), json!({ "size": 7 })), &[35, 9]));
        let size =
            |o: &AttackOutcome| labels(&o.test).into_iter().filter(|(l, _)| l.starts_with("Size")).collect::<Vec<_>>();
        assert_eq!(size(&by_trait), size(&by_field), "{r}");
        assert!(!size(&by_trait).is_empty() && size(&by_trait)[0].1 > 0, "{r}");
        assert!(size(&attack(rolls(ranged(r), &[35, 9]))).is_empty(), "{r}");
    }
}

/// The size trait counts wherever size is read: in a grapple the larger grappler counts one
/// more degree per size step (000 "Grappling", Size Differences; every line). A target of
/// size 6 (Enormous) by trait gains the two degrees the field gives; without it, none.
#[test]
fn the_size_trait_counts_in_a_grapple() {
    for r in ALL {
        let grapple = |size: Value| {
            let g = json!({ "action": "grapple", "grapple": { "option": "takeControl" },
                            "weapon": { "name": "fists", "class": "unarmed", "damage": "1d5-3", "damageType": "impact" },
                            "attacker": { "conditions": ["grappled", "engaged"] },
                            "target": { "conditions": ["grappled", "engaged"] } });
            merge(merge(melee(r), g), size)
        };
        let degrees = |v: Value| {
            let o = attack(rolls(v, &[10, 25]));
            let op = o.melee.opposed.clone().unwrap();
            (op.attacker_size_degrees, op.defender_size_degrees)
        };
        let by_trait = degrees(grapple(json!({ "target": { "traits": [{ "id": "size", "value": 6 }] } })));
        let by_field = degrees(grapple(json!({ "target": { "size": 6 } })));
        assert_eq!(by_trait, (0, 2), "{r}");
        assert_eq!(by_trait, by_field, "{r}");
        assert_eq!(degrees(grapple(json!({}))), (0, 0), "{r}");
    }
}

// ---------------------------------------------------------------- analysis

/// analyzeAttack runs the same steps without a log: Natural Armour 20 stops every hit.
#[test]
fn analysis_applies_the_features() {
    let analyse = |v: Value| {
        let req = merge(v, json!({ "trials": 200, "dice": { "seed": 3 } }));
        analyze_attack(&cogitator::attack::analysis::parse_request(&req.to_string()).unwrap(), 1).unwrap()
    };
    let bare = analyse(ranged("rt"));
    let hard = analyse(target(ranged("rt"), json!({ "traits": [{ "id": "natural_armour", "value": 20 }] })));
    assert!(bare.mean_wounds > 1.0, "{}", bare.mean_wounds);
    assert_eq!(hard.mean_wounds, 0.0);
    let torn = analyse(weapon(ranged("rt"), json!(["tearing"])));
    assert!(torn.mean_wounds > bare.mean_wounds, "{} vs {}", torn.mean_wounds, bare.mean_wounds);
}
