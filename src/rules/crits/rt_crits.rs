//! Rogue Trader's critical tables (000 Tables 9-11 to 9-26), each row a summary in the
//! project's own words and its effects. Only War and Dark Heresy 2nd edition use them too.
//! This file gathers them; each damage type's four tables are in a file of their own
//! (`rt_energy_crits`, `rt_explosive_crits`, `rt_impact_crits`, `rt_rending_crits`).

use super::CritTables;

pub use super::rt_energy_crits::*;
pub use super::rt_explosive_crits::*;
pub use super::rt_impact_crits::*;
pub use super::rt_rending_crits::*;

pub const TABLES: CritTables<'static> = CritTables {
    tables: [
        ENERGY_ARM,
        ENERGY_BODY,
        ENERGY_HEAD,
        ENERGY_LEG,
        EXPLOSIVE_ARM,
        EXPLOSIVE_BODY,
        EXPLOSIVE_HEAD,
        EXPLOSIVE_LEG,
        IMPACT_ARM,
        IMPACT_BODY,
        IMPACT_HEAD,
        IMPACT_LEG,
        RENDING_ARM,
        RENDING_BODY,
        RENDING_HEAD,
        RENDING_LEG,
    ],
};
