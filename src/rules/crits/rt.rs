//! Rogue Trader's critical tables (000 Tables 9-11 to 9-26), each row a summary in the
//! project's own words and its effects. Only War and Dark Heresy 2nd edition use them too.

use super::{table, transitional, CritTables};
use crate::model::Characteristic::{Bs, Ws, T};
use crate::model::DamageType::{Energy, Explosive, Impact, Rending};
use crate::rules::effects::*;
use crate::rules::tables::Region::{Arm, Body, Head, Leg};

pub const TABLES: CritTables = CritTables {
    tables: [
        // 000 Table 9-11
        table(Energy, Arm, "Rogue Trader, Table 9-11: Energy Critical Effects, Arm", [
            row("The arm goes numb: tests using it take -30 for a round.", &[
                penalty(-30, Scope::Limb, rounds(n(1))),
            ]),
            row("A jolt runs up and down the limb: the arm is useless for 1d5 rounds; 1 level of fatigue.", &[
                useless(Part::Arm, rounds(d(1, 5))),
                fatigue(n(1)),
            ]),
            row("A burn to the arm: stunned for a round, 2 levels of fatigue, the arm useless for 1d5 rounds.", &[
                stunned(n(1)),
                fatigue(n(2)),
                useless(Part::Arm, rounds(d(1, 5))),
            ]),
            row("The shock turns the stomach: stunned for a round, 3 levels of fatigue, the arm useless for 1d10 rounds.", &[
                stunned(n(1)),
                fatigue(n(3)),
                useless(Part::Arm, rounds(d(1, 10))),
            ]),
            row("Painful surface burns: Weapon and Ballistic Skill halved for a round; 1d5 levels of fatigue.", &[
                halved(&[Ws, Bs], rounds(n(1))),
                fatigue(d(1, 5)),
            ]),
            row("Flames fuse the fingers: Weapon and Ballistic Skill halved for 1d10 rounds, 1d5 levels of fatigue, and a Toughness test or the hand is useless for good.", &[
                halved(&[Ws, Bs], rounds(d(1, 10))),
                fatigue(d(1, 5)),
                test(T, 0, &[useless(Part::Hand, PERMANENT)], &[]),
            ]),
            row("The bone shatters from the heat: the arm is broken (useless until repaired), stunned for a round, 1d5 levels of fatigue.", &[
                useless(Part::Arm, UNTIL_TREATED),
                stunned(n(1)),
                fatigue(d(1, 5)),
            ]),
            row("The arm is burnt off at the shoulder: a Toughness test or stunned for a round; 1d10 levels of fatigue, blood loss, the arm lost.", &[
                test(T, 0, &[stunned(n(1))], &[]),
                fatigue(d(1, 10)),
                BLOOD_LOSS,
                lost(Part::Arm),
            ]),
            row("The arm burns to the bone: a Toughness test or die of shock; a survivor takes 1d10 levels of fatigue and is stunned for a round; the arm is lost.", &[
                test(T, 0, &[DEATH], &[fatigue(d(1, 10)), stunned(n(1))]),
                lost(Part::Arm),
            ]),
            row("The arm turns to ash and the shock kills.", &[DEATH]),
        ]),
        // 000 Table 9-12
        transitional(Energy, Body, "Rogue Trader, Table 9-12: Energy Critical Effects, Body", 9, &[]),
        // 000 Table 9-13
        transitional(Energy, Head, "Rogue Trader, Table 9-13: Energy Critical Effects, Head", 8, &[]),
        // 000 Table 9-14
        transitional(Energy, Leg, "Rogue Trader, Table 9-14: Energy Critical Effects, Leg", 10, &[9]),
        // 000 Table 9-15
        transitional(Explosive, Arm, "Rogue Trader, Table 9-15: Explosive Critical Effects, Arm", 8, &[7]),
        // 000 Table 9-16
        transitional(Explosive, Body, "Rogue Trader, Table 9-16: Explosive Critical Effects, Body", 8, &[]),
        // 000 Table 9-17
        transitional(Explosive, Head, "Rogue Trader, Table 9-17: Explosive Critical Effects, Head", 6, &[]),
        // 000 Table 9-18
        transitional(Explosive, Leg, "Rogue Trader, Table 9-18: Explosive Critical Effects, Leg", 8, &[7]),
        // 000 Table 9-19
        transitional(Impact, Arm, "Rogue Trader, Table 9-19: Impact Critical Effects, Arm", 9, &[8]),
        // 000 Table 9-20
        transitional(Impact, Body, "Rogue Trader, Table 9-20: Impact Critical Effects, Body", 9, &[]),
        // 000 Table 9-21
        transitional(Impact, Head, "Rogue Trader, Table 9-21: Impact Critical Effects, Head", 8, &[]),
        // 000 Table 9-22
        transitional(Impact, Leg, "Rogue Trader, Table 9-22: Impact Critical Effects, Leg", 9, &[8]),
        // 000 Table 9-23
        transitional(Rending, Arm, "Rogue Trader, Table 9-23: Rending Critical Effects, Arm", 9, &[8]),
        // 000 Table 9-24
        transitional(Rending, Body, "Rogue Trader, Table 9-24: Rending Critical Effects, Body", 9, &[8]),
        // 000 Table 9-25
        transitional(Rending, Head, "Rogue Trader, Table 9-25: Rending Critical Effects, Head", 8, &[]),
        // 000 Table 9-26
        transitional(Rending, Leg, "Rogue Trader, Table 9-26: Rending Critical Effects, Leg", 9, &[8]),
    ],
};
