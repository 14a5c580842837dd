//! Dark Heresy's critical tables (003 Tables 7-11 to 7-26), read through the public profile:
//! a few rows of each table against the book's numbers, and the shape every table shares.

use cogitator::rules::crits::CritTable;
use cogitator::rules::effects::*;
use cogitator::rules::profile;
use cogitator::Characteristic::{Ag, Bs, Fel, Ws, S, T};
use cogitator::DamageType::{self, Energy, Explosive, Impact, Rending};
use cogitator::Location::{self, Body, Head, LeftArm, LeftLeg, RightArm, RightLeg};
use cogitator::Ruleset;

fn table(damage_type: DamageType, location: Location) -> &'static CritTable<'static> {
    profile(Ruleset::Dh1).crits.get(damage_type, location).unwrap()
}

/// The effects of row `n` (1 to 10) of a table.
fn fx(damage_type: DamageType, location: Location, n: i32) -> &'static [Spec<'static>] {
    table(damage_type, location).row(n).unwrap().effects
}

/// Asserts row `n` of a table has exactly these effects (a const, so nested slices live
/// as long as the tables' own).
macro_rules! expect {
    ($dt:expr, $loc:expr, $n:expr, [$($e:expr),* $(,)?]) => {{
        const EXPECTED: &[Spec] = &[$($e),*];
        assert_eq!(fx($dt, $loc, $n), EXPECTED, "{:?} {:?} row {}", $dt, $loc, $n);
    }};
}

/// Every table: its location, name, first lethal row and test-or-die rows.
const ALL: [(DamageType, Location, &str, usize, &[usize]); 16] = [
    (Energy, Head, "Dark Heresy, Table 7-11: Energy Critical Effects, Head", 8, &[]),
    (Energy, RightArm, "Dark Heresy, Table 7-12: Energy Critical Effects, Arm", 10, &[9]),
    (Energy, Body, "Dark Heresy, Table 7-13: Energy Critical Effects, Body", 9, &[]),
    (Energy, LeftLeg, "Dark Heresy, Table 7-14: Energy Critical Effects, Leg", 10, &[9]),
    (Impact, Head, "Dark Heresy, Table 7-15: Impact Critical Effects, Head", 8, &[]),
    (Impact, LeftArm, "Dark Heresy, Table 7-16: Impact Critical Effects, Arm", 9, &[8]),
    (Impact, Body, "Dark Heresy, Table 7-17: Impact Critical Effects, Body", 9, &[]),
    (Impact, RightLeg, "Dark Heresy, Table 7-18: Impact Critical Effects, Leg", 9, &[8]),
    (Explosive, Head, "Dark Heresy, Table 7-19: Explosive Critical Effects, Head", 6, &[]),
    (Explosive, RightArm, "Dark Heresy, Table 7-20: Explosive Critical Effects, Arm", 8, &[7]),
    (Explosive, Body, "Dark Heresy, Table 7-21: Explosive Critical Effects, Body", 8, &[]),
    (Explosive, LeftLeg, "Dark Heresy, Table 7-22: Explosive Critical Effects, Leg", 8, &[7]),
    (Rending, Head, "Dark Heresy, Table 7-23: Rending Critical Effects, Head", 8, &[]),
    (Rending, LeftArm, "Dark Heresy, Table 7-24: Rending Critical Effects, Arm", 9, &[8]),
    (Rending, Body, "Dark Heresy, Table 7-25: Rending Critical Effects, Body", 9, &[8]),
    (Rending, RightLeg, "Dark Heresy, Table 7-26: Rending Critical Effects, Leg", 9, &[8]),
];

/// 003 Tables 7-11 to 7-26: each table is found under its book name, and every row has a
/// summary and at least one effect.
#[test]
fn every_row_has_a_summary_and_effects() {
    for (dt, loc, name, _, _) in ALL {
        let t = table(dt, loc);
        assert_eq!(t.table, name);
        for (i, r) in t.rows.iter().enumerate() {
            assert!(!r.summary.trim().is_empty(), "{name} row {}", i + 1);
            assert!(!r.effects.is_empty(), "{name} row {}", i + 1);
        }
    }
}

/// 003 Tables 7-11 to 7-26: the rows that kill outright are the last ones of each table, and
/// the Toughness-or-die rows are the ones the book names (the same the engine used before the
/// rows were written out).
#[test]
fn lethal_and_test_or_die_rows() {
    for (dt, loc, name, lethal_from, test_or_die) in ALL {
        let t = table(dt, loc);
        for n in 1..=10usize {
            let r = &t.rows[n - 1];
            assert_eq!(r.lethal(), n >= lethal_from, "{name} row {n} lethal");
            assert_eq!(r.test_or_die(), test_or_die.contains(&n), "{name} row {n} test or die");
        }
    }
}

/// Both arms share the arm table, both legs the leg table; totals above 10 read row 10.
#[test]
fn sides_share_a_table_and_row_10_caps() {
    assert_eq!(table(Rending, LeftArm).table, table(Rending, RightArm).table);
    assert_eq!(table(Impact, LeftLeg).table, table(Impact, RightLeg).table);
    assert_eq!(table(Energy, Head).row(14).unwrap().summary, table(Energy, Head).rows[9].summary);
}

/// 003 Table 7-11: Energy Critical Effects, Head.
#[test]
fn table_7_11_energy_head() {
    expect!(Energy, Head, 1, [penalty(-10, Scope::AllButToughness, rounds(n(1)))]);
    expect!(Energy, Head, 4, [fatigue(n(2)), blinded(rounds(d(1, 5)))]);
    expect!(Energy, Head, 6, [blinded(hours(d(1, 10))), characteristic_lost(Fel, d(1, 10)), fatigue(d(1, 5))]);
    expect!(Energy, Head, 7, [blinded(PERMANENT), fatigue(d(1, 10)), becomes(Fel, d(1, 10))]);
    expect!(Energy, Head, 10, [DEATH, nearby(d(2, 10), None, None, None)]);
}

/// 003 Table 7-12: Energy Critical Effects, Arm.
#[test]
fn table_7_12_energy_arm() {
    expect!(Energy, RightArm, 1, [penalty(-30, Scope::Limb, rounds(n(1)))]);
    expect!(
        Energy,
        RightArm,
        6,
        [halved(&[Ws, Bs], rounds(d(1, 10))), fatigue(d(1, 5)), test(T, 0, &[useless(Part::Hand, PERMANENT)], &[])]
    );
    expect!(Energy, LeftArm, 8, [test(T, 0, &[stunned(n(1))], &[]), fatigue(d(1, 10)), BLOOD_LOSS, lost(Part::Arm)]);
    expect!(Energy, LeftArm, 9, [test(T, 0, &[DEATH], &[fatigue(d(1, 10)), stunned(n(1))]), lost(Part::Arm)]);
}

/// 003 Table 7-13: Energy Critical Effects, Body.
#[test]
fn table_7_13_energy_body() {
    expect!(Energy, Body, 1, [half_actions(NEXT_TURN)]);
    expect!(Energy, Body, 5, [PRONE, AGILITY_OR_FIRE, fatigue(d(1, 5))]);
    expect!(Energy, Body, 7, [stunned(d(2, 10)), halved(&[T], UNTIL_TREATED)]);
    expect!(Energy, Body, 8, [stunned(d(2, 10)), halved(&[S, T, Ag], UNTIL_TREATED), halved(&[Fel], PERMANENT)]);
    expect!(
        Energy,
        Body,
        10,
        [
            DEATH,
            chance(50, &[nearby(d(1, 5), Some(dp(1, 10, 5)), Some(Explosive), Some(Carried::Ammunition))]),
            nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
        ]
    );
}

/// 003 Table 7-14: Energy Critical Effects, Leg.
#[test]
fn table_7_14_energy_leg() {
    expect!(Energy, LeftLeg, 2, [movement_halved(rounds(n(1)))]);
    expect!(Energy, LeftLeg, 5, [fatigue(n(1)), movement_halved(rounds(d(2, 10)))]);
    expect!(Energy, LeftLeg, 6, [test(T, 0, &[lost(Part::Foot)], &[movement_halved(UNTIL_TREATED)]), fatigue(n(2))]);
    expect!(
        Energy,
        RightLeg,
        7,
        [useless(Part::Leg, UNTIL_TREATED), test(T, 0, &[stunned(n(1))], &[]), fatigue(d(1, 5))]
    );
    expect!(Energy, RightLeg, 9, [TOUGHNESS_OR_DIE, lost(Part::Leg)]);
}

/// 003 Table 7-15: Impact Critical Effects, Head.
#[test]
fn table_7_15_impact_head() {
    expect!(Impact, Head, 1, [test(T, 0, &[fatigue(n(1))], &[])]);
    expect!(Impact, Head, 2, [fatigue(n(1)), penalty(-10, Scope::WeaponAndBallistic, rounds(n(1)))]);
    expect!(Impact, Head, 7, [stunned(d(1, 10)), movement_halved(hours(d(1, 10)))]);
    expect!(Impact, Head, 9, [DEATH, nearby(n(4), None, None, None)]);
}

/// 003 Table 7-16: Impact Critical Effects, Arm.
#[test]
fn table_7_16_impact_arm() {
    expect!(Impact, LeftArm, 1, [DROPS]);
    expect!(Impact, LeftArm, 5, [halved(&[Ws, Bs], rounds(d(1, 10))), fatigue(n(1)), test(Ag, 0, &[DROPS], &[])]);
    expect!(Impact, LeftArm, 6, [fatigue(n(1)), test(T, 0, &[useless(Part::Hand, PERMANENT)], &[])]);
    expect!(
        Impact,
        RightArm,
        8,
        [test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 5)), BLOOD_LOSS]), lost(Part::Arm)]
    );
    // 1d10-8 Impact to anyone within 2 metres.
    expect!(Impact, RightArm, 10, [DEATH, nearby(n(2), Some(dp(1, 10, -8)), Some(Impact), None)]);
}

/// 003 Table 7-17: Impact Critical Effects, Body.
#[test]
fn table_7_17_impact_body() {
    expect!(Impact, Body, 5, [fatigue(d(1, 5)), stunned(n(2))]);
    expect!(Impact, Body, 6, [knockback(d(1, 5), 0), PRONE, fatigue(d(1, 5)), stunned(n(2))]);
    // The 20% chance of death each round applies only while the character keeps acting: it
    // stays in the summary, so the row is neither lethal nor test-or-die.
    expect!(Impact, Body, 7, [fatigue(d(1, 5))]);
    expect!(Impact, Body, 8, [PRONE, BLOOD_LOSS, fatigue(d(1, 10))]);
    expect!(Impact, Body, 10, [DEATH, knockback(d(1, 10), 0)]);
}

/// 003 Table 7-18: Impact Critical Effects, Leg.
#[test]
fn table_7_18_impact_leg() {
    expect!(Impact, RightLeg, 3, [stunned(n(1)), movement_halved(rounds(d(1, 5))), fatigue(n(1))]);
    // Agility -20 for 1d10 rounds: a penalty to Agility and movement tests.
    expect!(Impact, RightLeg, 5, [penalty(-20, Scope::Movement, rounds(d(1, 10))), fatigue(d(1, 5))]);
    expect!(
        Impact,
        RightLeg,
        6,
        [test(T, 0, &[useless(Part::Foot, PERMANENT)], &[movement_halved(UNTIL_TREATED)]), fatigue(n(2))]
    );
    expect!(Impact, LeftLeg, 7, [PRONE, useless(Part::Leg, UNTIL_TREATED), fatigue(n(2))]);
    expect!(
        Impact,
        LeftLeg,
        8,
        [test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 5)), BLOOD_LOSS]), lost(Part::Leg)]
    );
}

/// 003 Table 7-19: Explosive Critical Effects, Head.
#[test]
fn table_7_19_explosive_head() {
    expect!(Explosive, Head, 1, [half_actions(NEXT_TURN), fatigue(n(1))]);
    expect!(Explosive, Head, 2, [blinded(rounds(n(1))), deafened(rounds(n(1))), fatigue(n(2))]);
    expect!(
        Explosive,
        Head,
        5,
        [
            stunned(d(1, 10)),
            deafened(PERMANENT),
            fatigue(d(1, 5)),
            half_actions(hours(d(1, 5))),
            characteristic_lost(Fel, d(1, 10)),
        ]
    );
    // The book names Energy damage for the exploding ammunition on this row.
    expect!(
        Explosive,
        Head,
        7,
        [
            DEATH,
            nearby(d(1, 5), Some(dp(1, 10, 5)), Some(Energy), Some(Carried::Ammunition)),
            nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
        ]
    );
    expect!(Explosive, Head, 10, [DEATH, nearby(n(2), None, None, None)]);
}

/// 003 Table 7-20: Explosive Critical Effects, Arm.
#[test]
fn table_7_20_explosive_arm() {
    expect!(Explosive, RightArm, 2, [DROPS, fatigue(n(2))]);
    expect!(
        Explosive,
        RightArm,
        3,
        [
            lost_n(Part::Fingers, d(1, 5)),
            fatigue(n(3)),
            HELD_ITEM_DESTROYED,
            nearby(n(0), None, None, Some(Carried::HeldItem)),
        ]
    );
    expect!(
        Explosive,
        RightArm,
        5,
        [test(T, 0, &[lost(Part::Hand)], &[useless(Part::Hand, UNTIL_TREATED)]), fatigue(d(1, 5))]
    );
    expect!(
        Explosive,
        LeftArm,
        7,
        [test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS]), lost(Part::Arm)]
    );
    // Untyped damage counts as Impact (003 "Damage Types").
    expect!(
        Explosive,
        LeftArm,
        10,
        [
            DEATH,
            nearby(n(2), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::PoweredWeapon)),
            nearby(d(1, 10), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::Ammunition)),
            nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
        ]
    );
}

/// 003 Table 7-21: Explosive Critical Effects, Body.
#[test]
fn table_7_21_explosive_body() {
    expect!(Explosive, Body, 1, [knockback(d(1, 5), 1), PRONE]);
    expect!(Explosive, Body, 2, [knockback(d(1, 10), 1)]);
    expect!(Explosive, Body, 3, [if_armoured(&[ARMOUR_DESTROYED], &[knockback(d(1, 10), 2)])]);
    expect!(
        Explosive,
        Body,
        7,
        [PRONE, stunned(d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS, half_actions(hours(d(1, 10)))]
    );
    let nine = fx(Explosive, Body, 9);
    let ten = fx(Explosive, Body, 10);
    assert_eq!(&ten[..nine.len()], nine, "row 10 repeats row 9");
    assert_eq!(ten[nine.len()..], [nearby(d(1, 10), None, None, None)]);
}

/// 003 Table 7-22: Explosive Critical Effects, Leg.
#[test]
fn table_7_22_explosive_leg() {
    expect!(Explosive, LeftLeg, 1, [knockback(n(1), 0)]);
    expect!(Explosive, LeftLeg, 4, [knockback(d(1, 5), 1), PRONE, movement_halved(rounds(d(1, 10)))]);
    expect!(
        Explosive,
        LeftLeg,
        5,
        [test(T, 0, &[useless(Part::Foot, PERMANENT)], &[movement_halved(UNTIL_TREATED)]), fatigue(d(1, 5))]
    );
    expect!(Explosive, RightLeg, 6, [fatigue(d(1, 10)), useless(Part::Leg, UNTIL_TREATED), BLOOD_LOSS]);
    expect!(Explosive, RightLeg, 9, [DEATH, nearby(n(2), Some(dp(1, 10, 2)), Some(Impact), None)]);
}

/// 003 Table 7-23: Rending Critical Effects, Head. (The Mordechai example in the same
/// chapter reads row 3 but describes row 4's lost eye; the table is followed.)
#[test]
fn table_7_23_rending_head() {
    expect!(Rending, Head, 2, [penalty(-10, Scope::WeaponAndBallistic, rounds(d(1, 10))), fatigue(n(1))]);
    expect!(Rending, Head, 1, [if_armoured(&[], &[fatigue(n(1))])]);
    expect!(Rending, Head, 3, [if_armoured(&[ARMOUR_OFF], &[lost(Part::Ear), fatigue(n(2))])]);
    expect!(Rending, Head, 4, [lost(Part::Eye), fatigue(d(1, 5)), stunned(n(1))]);
    expect!(
        Rending,
        Head,
        6,
        [
            one_of(
                10,
                &[
                    band(3, &[lost(Part::Eye)]),
                    band(7, &[lost(Part::Nose), halved(&[Fel], PERMANENT)]),
                    band(10, &[lost(Part::Ear), characteristic_lost(Fel, d(1, 10))]),
                ]
            ),
            BLOOD_LOSS,
            fatigue(d(1, 5)),
        ]
    );
    expect!(Rending, Head, 7, [blinded(PERMANENT), becomes(Fel, d(1, 10)), BLOOD_LOSS, fatigue(d(1, 10))]);
}

/// 003 Table 7-24: Rending Critical Effects, Arm.
#[test]
fn table_7_24_rending_arm() {
    expect!(Rending, LeftArm, 4, [PRONE, fatigue(n(2)), useless(Part::Arm, rounds(d(1, 10)))]);
    expect!(Rending, LeftArm, 5, [fatigue(d(1, 5)), DROPS, useless(Part::Arm, UNTIL_TREATED), BLOOD_LOSS]);
    expect!(
        Rending,
        LeftArm,
        6,
        [lost_n(Part::Fingers, d(1, 5)), fatigue(n(3)), test(T, 0, &[useless(Part::Hand, PERMANENT)], &[])]
    );
    expect!(Rending, RightArm, 10, [DEATH, chance(5, &[nearby(d(2, 10), None, None, Some(Carried::HeldItem))])]);
}

/// 003 Table 7-25: Rending Critical Effects, Body.
#[test]
fn table_7_25_rending_body() {
    expect!(Rending, Body, 2, [if_armoured(&[armour_damaged(n(1))], &[stunned(n(1))]), fatigue(n(1))]);
    expect!(Rending, Body, 6, [PRONE, fatigue(d(1, 10))]);
    expect!(Rending, Body, 7, [fatigue(d(1, 5)), BLOOD_LOSS]);
    // The row the Mordechai example quotes: Toughness or die, 1d10 Toughness lost for good.
    expect!(
        Rending,
        Body,
        8,
        [test(T, 0, &[DEATH], &[characteristic_lost(T, d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS])]
    );
    expect!(Rending, Body, 10, [DEATH, nearby(n(4), None, None, None)]);
}

/// 003 Table 7-26: Rending Critical Effects, Leg.
#[test]
fn table_7_26_rending_leg() {
    expect!(Rending, RightLeg, 2, [test(Ag, 0, &[PRONE], &[]), fatigue(n(1))]);
    expect!(Rending, RightLeg, 4, [movement_halved(UNTIL_TREATED), fatigue(n(2))]);
    expect!(Rending, RightLeg, 5, [fatigue(d(1, 5)), movement_halved(hours(d(1, 10)))]);
    expect!(
        Rending,
        LeftLeg,
        8,
        [test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS]), lost(Part::Leg)]
    );
    expect!(Rending, LeftLeg, 10, [DEATH, nearby(n(6), None, None, None)]);
}
