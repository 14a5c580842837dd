//! Dark Heresy's critical tables (003 Tables 7-11 to 7-26), each row a summary in the
//! project's own words and its effects. Damage the book leaves untyped (exploding
//! ammunition, a bursting power weapon) is Impact, as 003 "Damage Types" rules.

use super::rt_crits as rt;
use super::{rows_with, table, CritTables};
use crate::model::DamageType::{Energy, Explosive, Impact, Rending};
use crate::rules::effects::*;
use crate::rules::tables::Region::{Arm, Body, Head, Leg};

pub const TABLES: CritTables<'static> = CritTables {
    tables: [
        // 003 Table 7-11: as Rogue Trader's Table 9-13
        table(Energy, Head, "Dark Heresy, Table 7-11: Energy Critical Effects, Head", rt::ENERGY_HEAD.rows),
        // 003 Table 7-12: as Rogue Trader's Table 9-11
        table(Energy, Arm, "Dark Heresy, Table 7-12: Energy Critical Effects, Arm", rt::ENERGY_ARM.rows),
        // 003 Table 7-13: as Rogue Trader's Table 9-12
        table(Energy, Body, "Dark Heresy, Table 7-13: Energy Critical Effects, Body", rt::ENERGY_BODY.rows),
        // 003 Table 7-14: as Rogue Trader's Table 9-14
        table(Energy, Leg, "Dark Heresy, Table 7-14: Energy Critical Effects, Leg", rt::ENERGY_LEG.rows),
        // 003 Table 7-15: as Rogue Trader's Table 9-21
        table(Impact, Head, "Dark Heresy, Table 7-15: Impact Critical Effects, Head", rt::IMPACT_HEAD.rows),
        // 003 Table 7-16: as Rogue Trader's Table 9-19, but for row 10
        table(Impact, Arm, "Dark Heresy, Table 7-16: Impact Critical Effects, Arm", rows_with(rt::IMPACT_ARM.rows, &[
            (10, row("Dies as above, and the shattered arm acts as shrapnel: 1d10-8 Impact damage to anyone within 2 metres.", &[
                    DEATH,
                    nearby(n(2), Some(dp(1, 10, -8)), Some(Impact), None),
                ])),
        ])),
        // 003 Table 7-17: as Rogue Trader's Table 9-20
        table(Impact, Body, "Dark Heresy, Table 7-17: Impact Critical Effects, Body", rt::IMPACT_BODY.rows),
        // 003 Table 7-18: as Rogue Trader's Table 9-22
        table(Impact, Leg, "Dark Heresy, Table 7-18: Impact Critical Effects, Leg", rt::IMPACT_LEG.rows),
        // 003 Table 7-19: as Rogue Trader's Table 9-17, but for row 7
        table(Explosive, Head, "Dark Heresy, Table 7-19: Explosive Critical Effects, Head", rows_with(rt::EXPLOSIVE_HEAD.rows, &[
            (7, row("Head and body are torn apart and the target dies; carried ammunition explodes for 1d10+5 Energy damage to all within 1d5 metres, and carried grenades or missiles go off on the body.", &[
                    DEATH,
                    nearby(d(1, 5), Some(dp(1, 10, 5)), Some(Energy), Some(Carried::Ammunition)),
                    nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
                ])),
        ])),
        // 003 Table 7-20: as Rogue Trader's Table 9-15
        table(Explosive, Arm, "Dark Heresy, Table 7-20: Explosive Critical Effects, Arm", rt::EXPLOSIVE_ARM.rows),
        // 003 Table 7-21: as Rogue Trader's Table 9-16
        table(Explosive, Body, "Dark Heresy, Table 7-21: Explosive Critical Effects, Body", rt::EXPLOSIVE_BODY.rows),
        // 003 Table 7-22: as Rogue Trader's Table 9-18
        table(Explosive, Leg, "Dark Heresy, Table 7-22: Explosive Critical Effects, Leg", rt::EXPLOSIVE_LEG.rows),
        // 003 Table 7-23: as Rogue Trader's Table 9-25
        table(Rending, Head, "Dark Heresy, Table 7-23: Rending Critical Effects, Head", rt::RENDING_HEAD.rows),
        // 003 Table 7-24: as Rogue Trader's Table 9-23
        table(Rending, Arm, "Dark Heresy, Table 7-24: Rending Critical Effects, Arm", rt::RENDING_ARM.rows),
        // 003 Table 7-25: as Rogue Trader's Table 9-24
        table(Rending, Body, "Dark Heresy, Table 7-25: Rending Critical Effects, Body", rt::RENDING_BODY.rows),
        // 003 Table 7-26: as Rogue Trader's Table 9-26
        table(Rending, Leg, "Dark Heresy, Table 7-26: Rending Critical Effects, Leg", rt::RENDING_LEG.rows),
    ],
};
