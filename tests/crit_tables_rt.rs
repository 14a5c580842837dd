//! Rogue Trader's critical tables (000 Tables 9-11 to 9-26) as data, read through the public
//! profile: spot rows per table with their exact effects, and which rows kill outright or on
//! a failed Toughness test. Only War and Dark Heresy 2nd edition share these tables.

use cogitator::rules::crits::CritTable;
use cogitator::rules::effects::*;
use cogitator::rules::profile;
use cogitator::Characteristic::{Ag, Bs, Fel, Ws, S, T};
use cogitator::DamageType::{self, Energy, Explosive, Impact, Rending};
use cogitator::Location::{self, Body, Head, LeftArm, LeftLeg, RightArm, RightLeg};
use cogitator::Ruleset;

/// Asserts the effects of a row; the expected list is a `const`, as nested effect lists
/// are `'static`.
macro_rules! row_is {
    ($dt:expr, $loc:expr, $row:expr, [$($e:expr),* $(,)?]) => {{
        const EXPECTED: &[Spec] = &[$($e),*];
        assert_eq!(effects($dt, $loc, $row), EXPECTED, "{} row {}", table($dt, $loc).table, $row);
    }};
}

fn table(damage_type: DamageType, location: Location) -> &'static CritTable<'static> {
    profile(Ruleset::Rt).crits.get(damage_type, location).unwrap()
}

/// The effects of row `row` (1 to 10) of the table for a damage type and location.
fn effects(damage_type: DamageType, location: Location, row: i32) -> &'static [Spec<'static>] {
    table(damage_type, location).row(row).unwrap().effects
}

/// The table is the one named, rows from `lethal_from` up kill outright, and exactly the
/// rows in `test_or_die` kill on a failed Toughness test.
fn check_table(damage_type: DamageType, location: Location, number: &str, lethal_from: usize, test_or_die: &[usize]) {
    let t = table(damage_type, location);
    assert!(t.table.starts_with(&format!("Rogue Trader, Table {number}: ")), "{}", t.table);
    for (i, r) in t.rows.iter().enumerate() {
        let n = i + 1;
        assert_eq!(r.lethal(), n >= lethal_from, "{} row {n}: lethal", t.table);
        assert_eq!(r.test_or_die(), test_or_die.contains(&n), "{} row {n}: test or die", t.table);
    }
}

/// Every row of every table has a summary and at least one effect; a lethal row has only
/// its death and harm to others after it; the left and right limbs share a table.
#[test]
fn every_row_is_written_out() {
    let p = profile(Ruleset::Rt);
    assert_eq!(p.crits.tables.len(), 16);
    for t in &p.crits.tables {
        assert!(t.table.starts_with("Rogue Trader, Table 9-"), "{}", t.table);
        for (i, r) in t.rows.iter().enumerate() {
            assert!(!r.summary.trim().is_empty(), "{} row {}: summary", t.table, i + 1);
            assert!(r.summary.ends_with('.'), "{} row {}: summary is a sentence", t.table, i + 1);
            assert!(!r.effects.is_empty(), "{} row {}: effects", t.table, i + 1);
            if r.lethal() {
                assert_eq!(r.effects[0], DEATH, "{} row {}", t.table, i + 1);
                for e in &r.effects[1..] {
                    assert!(
                        matches!(e, Spec::Nearby { .. } | Spec::Chance { .. } | Spec::Knockback { .. }),
                        "{} row {}: {e:?} after death",
                        t.table,
                        i + 1
                    );
                }
            }
        }
    }
    for dt in [Energy, Explosive, Impact, Rending] {
        assert!(std::ptr::eq(table(dt, LeftArm), table(dt, RightArm)));
        assert!(std::ptr::eq(table(dt, LeftLeg), table(dt, RightLeg)));
    }
}

/// Only War and Dark Heresy 2nd edition carry no critical tables of their own and use
/// Rogue Trader's.
#[test]
fn ow_and_dh2_use_the_rogue_trader_tables() {
    for r in [Ruleset::Ow, Ruleset::Dh2] {
        let t = profile(r).crits.get(Impact, Head).unwrap();
        assert_eq!(t.table, "Rogue Trader, Table 9-21: Impact Critical Effects, Head");
        assert_eq!(t.row(6).unwrap().effects, &[stunned(d(1, 5)), fatigue(n(2))]);
    }
}

/// 000 Table 9-11: Energy Critical Effects, Arm.
#[test]
fn table_9_11_energy_arm() {
    check_table(Energy, RightArm, "9-11", 10, &[9]);
    row_is!(Energy, LeftArm, 1, [penalty(-30, Scope::Limb, rounds(n(1)))]);
    row_is!(
        Energy,
        LeftArm,
        6,
        [halved(&[Ws, Bs], rounds(d(1, 10))), fatigue(d(1, 5)), test(T, 0, &[useless(Part::Hand, PERMANENT)], &[])]
    );
    row_is!(Energy, LeftArm, 7, [useless(Part::Arm, UNTIL_TREATED), stunned(n(1)), fatigue(d(1, 5))]);
    row_is!(Energy, LeftArm, 9, [test(T, 0, &[DEATH], &[fatigue(d(1, 10)), stunned(n(1))]), lost(Part::Arm)]);
}

/// 000 Table 9-12: Energy Critical Effects, Body.
#[test]
fn table_9_12_energy_body() {
    check_table(Energy, Body, "9-12", 9, &[]);
    row_is!(Energy, Body, 1, [half_actions(NEXT_TURN)]);
    row_is!(Energy, Body, 5, [PRONE, AGILITY_OR_FIRE, fatigue(d(1, 5))]);
    row_is!(Energy, Body, 8, [stunned(d(2, 10)), halved(&[S, T, Ag], UNTIL_TREATED), halved(&[Fel], PERMANENT)]);
    row_is!(
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

/// 000 Table 9-13: Energy Critical Effects, Head.
#[test]
fn table_9_13_energy_head() {
    check_table(Energy, Head, "9-13", 8, &[]);
    row_is!(Energy, Head, 1, [penalty(-10, Scope::AllButToughness, rounds(n(1)))]);
    row_is!(Energy, Head, 3, [lost(Part::Ear), stunned(n(1)), fatigue(n(1))]);
    row_is!(Energy, Head, 6, [blinded(hours(d(1, 10))), characteristic_lost(Fel, d(1, 10)), fatigue(d(1, 5))]);
    row_is!(Energy, Head, 7, [blinded(PERMANENT), fatigue(d(1, 10)), becomes(Fel, d(1, 10))]);
}

/// 000 Table 9-14: Energy Critical Effects, Leg.
#[test]
fn table_9_14_energy_leg() {
    check_table(Energy, LeftLeg, "9-14", 10, &[9]);
    row_is!(Energy, LeftLeg, 2, [movement_halved(rounds(n(1)))]);
    // Also the line the 000 Titus example reads (it names the table "9-16").
    row_is!(Energy, LeftLeg, 5, [fatigue(n(1)), movement_halved(rounds(d(2, 10)))]);
    row_is!(Energy, LeftLeg, 6, [test(T, 0, &[lost(Part::Foot)], &[movement_halved(UNTIL_TREATED)]), fatigue(n(2))]);
    row_is!(Energy, LeftLeg, 8, [test(T, 0, &[stunned(n(1))], &[]), fatigue(d(1, 10)), BLOOD_LOSS, lost(Part::Leg)]);
    row_is!(Energy, LeftLeg, 9, [TOUGHNESS_OR_DIE, lost(Part::Leg)]);
}

/// 000 Table 9-15: Explosive Critical Effects, Arm.
#[test]
fn table_9_15_explosive_arm() {
    check_table(Explosive, RightArm, "9-15", 8, &[7]);
    // Also the line the 000 Titus example reads (it names the table "9-22").
    row_is!(Explosive, RightArm, 2, [DROPS, fatigue(n(2))]);
    row_is!(
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
    row_is!(
        Explosive,
        RightArm,
        5,
        [test(T, 0, &[lost(Part::Hand)], &[useless(Part::Hand, UNTIL_TREATED)]), fatigue(d(1, 5))]
    );
    row_is!(
        Explosive,
        RightArm,
        7,
        [test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS]), lost(Part::Arm)]
    );
    row_is!(
        Explosive,
        RightArm,
        10,
        [
            DEATH,
            nearby(n(2), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::PoweredWeapon)),
            nearby(d(1, 10), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::Ammunition)),
            nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
        ]
    );
}

/// 000 Table 9-16: Explosive Critical Effects, Body.
#[test]
fn table_9_16_explosive_body() {
    check_table(Explosive, Body, "9-16", 8, &[]);
    row_is!(Explosive, Body, 1, [knockback(d(1, 5), 1), PRONE]);
    row_is!(Explosive, Body, 3, [if_armoured(&[ARMOUR_DESTROYED], &[knockback(d(1, 10), 2)])]);
    row_is!(
        Explosive,
        Body,
        7,
        [PRONE, stunned(d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS, half_actions(hours(d(1, 10)))]
    );
    assert_eq!(effects(Explosive, Body, 10).last(), Some(&nearby(d(1, 10), None, None, None)));
}

/// 000 Table 9-17: Explosive Critical Effects, Head.
#[test]
fn table_9_17_explosive_head() {
    check_table(Explosive, Head, "9-17", 6, &[]);
    row_is!(Explosive, Head, 2, [blinded(rounds(n(1))), deafened(rounds(n(1))), fatigue(n(2))]);
    row_is!(
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
    row_is!(
        Explosive,
        Head,
        7,
        [
            DEATH,
            nearby(d(1, 5), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::Ammunition)),
            nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
        ]
    );
    row_is!(Explosive, Head, 10, [DEATH, nearby(n(2), None, None, None)]);
}

/// 000 Table 9-18: Explosive Critical Effects, Leg.
#[test]
fn table_9_18_explosive_leg() {
    check_table(Explosive, RightLeg, "9-18", 8, &[7]);
    row_is!(Explosive, RightLeg, 1, [knockback(n(1), 0)]);
    row_is!(Explosive, RightLeg, 4, [knockback(d(1, 5), 1), PRONE, movement_halved(rounds(d(1, 10)))]);
    row_is!(
        Explosive,
        RightLeg,
        5,
        [test(T, 0, &[useless(Part::Foot, PERMANENT)], &[movement_halved(UNTIL_TREATED)]), fatigue(d(1, 5))]
    );
    row_is!(Explosive, RightLeg, 9, [DEATH, nearby(n(2), Some(dp(1, 10, 2)), Some(Impact), None)]);
}

/// 000 Table 9-19: Impact Critical Effects, Arm.
#[test]
fn table_9_19_impact_arm() {
    check_table(Impact, LeftArm, "9-19", 9, &[8]);
    row_is!(Impact, LeftArm, 1, [DROPS]);
    row_is!(Impact, LeftArm, 5, [halved(&[Ws, Bs], rounds(d(1, 10))), fatigue(n(1)), test(Ag, 0, &[DROPS], &[])]);
    row_is!(Impact, LeftArm, 6, [fatigue(n(1)), test(T, 0, &[useless(Part::Hand, PERMANENT)], &[])]);
    row_is!(
        Impact,
        LeftArm,
        8,
        [test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 5)), BLOOD_LOSS]), lost(Part::Arm)]
    );
    row_is!(Impact, LeftArm, 10, [DEATH, nearby(n(2), Some(dp(1, 5, -3)), Some(Impact), None)]);
}

/// 000 Table 9-20: Impact Critical Effects, Body.
#[test]
fn table_9_20_impact_body() {
    check_table(Impact, Body, "9-20", 9, &[]);
    row_is!(Impact, Body, 5, [fatigue(d(1, 5)), stunned(n(2))]);
    row_is!(Impact, Body, 6, [knockback(d(1, 5), 0), PRONE, fatigue(d(1, 5)), stunned(n(2))]);
    // The rib that may kill each round is the character's choice to keep acting: summary only.
    row_is!(Impact, Body, 7, [fatigue(d(1, 5))]);
    row_is!(Impact, Body, 8, [PRONE, BLOOD_LOSS, fatigue(d(1, 10))]);
}

/// 000 Table 9-21: Impact Critical Effects, Head.
#[test]
fn table_9_21_impact_head() {
    check_table(Impact, Head, "9-21", 8, &[]);
    row_is!(Impact, Head, 1, [test(T, 0, &[fatigue(n(1))], &[])]);
    row_is!(Impact, Head, 2, [fatigue(n(1)), penalty(-10, Scope::WeaponAndBallistic, rounds(n(1)))]);
    row_is!(Impact, Head, 7, [stunned(d(1, 10)), movement_halved(hours(d(1, 10)))]);
    row_is!(Impact, Head, 9, [DEATH, nearby(n(4), None, None, None)]);
}

/// 000 Table 9-22: Impact Critical Effects, Leg.
#[test]
fn table_9_22_impact_leg() {
    check_table(Impact, RightLeg, "9-22", 9, &[8]);
    row_is!(Impact, RightLeg, 3, [stunned(n(1)), movement_halved(rounds(d(1, 5))), fatigue(n(1))]);
    row_is!(Impact, RightLeg, 5, [penalty(-20, Scope::Movement, rounds(d(1, 10))), fatigue(d(1, 5))]);
    row_is!(Impact, RightLeg, 7, [PRONE, useless(Part::Leg, UNTIL_TREATED), fatigue(n(2))]);
    row_is!(
        Impact,
        RightLeg,
        8,
        [test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 5)), BLOOD_LOSS]), lost(Part::Leg)]
    );
}

/// 000 Table 9-23: Rending Critical Effects, Arm.
#[test]
fn table_9_23_rending_arm() {
    check_table(Rending, RightArm, "9-23", 9, &[8]);
    row_is!(Rending, RightArm, 4, [PRONE, fatigue(n(2)), useless(Part::Arm, rounds(d(1, 10)))]);
    row_is!(
        Rending,
        RightArm,
        6,
        [lost_n(Part::Fingers, d(1, 5)), fatigue(n(3)), test(T, 0, &[useless(Part::Hand, PERMANENT)], &[])]
    );
    row_is!(
        Rending,
        RightArm,
        8,
        [test(T, 0, &[DEATH], &[stunned(d(1, 10)), BLOOD_LOSS, fatigue(d(1, 10))]), lost(Part::Arm)]
    );
    row_is!(Rending, RightArm, 10, [DEATH, chance(5, &[nearby(d(2, 10), None, None, Some(Carried::HeldItem))])]);
}

/// 000 Table 9-24: Rending Critical Effects, Body.
#[test]
fn table_9_24_rending_body() {
    check_table(Rending, Body, "9-24", 9, &[8]);
    row_is!(Rending, Body, 1, [if_armoured(&[], &[fatigue(n(1))])]);
    row_is!(Rending, Body, 2, [if_armoured(&[armour_damaged(n(1))], &[stunned(n(1))]), fatigue(n(1))]);
    row_is!(Rending, Body, 7, [fatigue(d(1, 5)), BLOOD_LOSS]);
    row_is!(
        Rending,
        Body,
        8,
        [test(T, 0, &[DEATH], &[characteristic_lost(T, d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS])]
    );
}

/// 000 Table 9-25: Rending Critical Effects, Head.
#[test]
fn table_9_25_rending_head() {
    check_table(Rending, Head, "9-25", 8, &[]);
    row_is!(Rending, Head, 3, [if_armoured(&[ARMOUR_OFF], &[lost(Part::Ear), fatigue(n(2))])]);
    row_is!(Rending, Head, 4, [lost(Part::Eye), fatigue(d(1, 5)), stunned(n(1))]);
    row_is!(
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
    row_is!(Rending, Head, 7, [blinded(PERMANENT), becomes(Fel, d(1, 10)), BLOOD_LOSS, fatigue(d(1, 10))]);
}

/// 000 Table 9-26: Rending Critical Effects, Leg.
#[test]
fn table_9_26_rending_leg() {
    check_table(Rending, LeftLeg, "9-26", 9, &[8]);
    row_is!(Rending, LeftLeg, 2, [test(Ag, 0, &[PRONE], &[]), fatigue(n(1))]);
    row_is!(Rending, LeftLeg, 4, [movement_halved(UNTIL_TREATED), fatigue(n(2))]);
    row_is!(Rending, LeftLeg, 5, [fatigue(d(1, 5)), movement_halved(hours(d(1, 10)))]);
    row_is!(
        Rending,
        LeftLeg,
        8,
        [test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS]), lost(Part::Leg)]
    );
    // Totals above 10 read row 10.
    assert_eq!(table(Rending, LeftLeg).row(14).unwrap().effects, &[DEATH, nearby(n(6), None, None, None)]);
}
