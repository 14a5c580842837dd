//! Dark Heresy's critical tables (003 Tables 7-11 to 7-26), each row a summary in the
//! project's own words and its effects.

use super::{transitional, CritTables};
use crate::model::DamageType::{Energy, Explosive, Impact, Rending};
use crate::rules::tables::Region::{Arm, Body, Head, Leg};

pub const TABLES: CritTables = CritTables {
    tables: [
        // 003 Table 7-11
        transitional(Energy, Head, "Dark Heresy, Table 7-11: Energy Critical Effects, Head", 8, &[]),
        // 003 Table 7-12
        transitional(Energy, Arm, "Dark Heresy, Table 7-12: Energy Critical Effects, Arm", 10, &[9]),
        // 003 Table 7-13
        transitional(Energy, Body, "Dark Heresy, Table 7-13: Energy Critical Effects, Body", 9, &[]),
        // 003 Table 7-14
        transitional(Energy, Leg, "Dark Heresy, Table 7-14: Energy Critical Effects, Leg", 10, &[9]),
        // 003 Table 7-15
        transitional(Impact, Head, "Dark Heresy, Table 7-15: Impact Critical Effects, Head", 8, &[]),
        // 003 Table 7-16
        transitional(Impact, Arm, "Dark Heresy, Table 7-16: Impact Critical Effects, Arm", 9, &[8]),
        // 003 Table 7-17
        transitional(Impact, Body, "Dark Heresy, Table 7-17: Impact Critical Effects, Body", 9, &[]),
        // 003 Table 7-18
        transitional(Impact, Leg, "Dark Heresy, Table 7-18: Impact Critical Effects, Leg", 9, &[8]),
        // 003 Table 7-19
        transitional(Explosive, Head, "Dark Heresy, Table 7-19: Explosive Critical Effects, Head", 6, &[]),
        // 003 Table 7-20
        transitional(Explosive, Arm, "Dark Heresy, Table 7-20: Explosive Critical Effects, Arm", 8, &[7]),
        // 003 Table 7-21
        transitional(Explosive, Body, "Dark Heresy, Table 7-21: Explosive Critical Effects, Body", 8, &[]),
        // 003 Table 7-22
        transitional(Explosive, Leg, "Dark Heresy, Table 7-22: Explosive Critical Effects, Leg", 8, &[7]),
        // 003 Table 7-23
        transitional(Rending, Head, "Dark Heresy, Table 7-23: Rending Critical Effects, Head", 8, &[]),
        // 003 Table 7-24
        transitional(Rending, Arm, "Dark Heresy, Table 7-24: Rending Critical Effects, Arm", 9, &[8]),
        // 003 Table 7-25
        transitional(Rending, Body, "Dark Heresy, Table 7-25: Rending Critical Effects, Body", 9, &[8]),
        // 003 Table 7-26
        transitional(Rending, Leg, "Dark Heresy, Table 7-26: Rending Critical Effects, Leg", 9, &[8]),
    ],
};
