//! The critical-effects tables: for each damage type and body region, ten rows (totals
//! above 10 use row 10), each a summary and structured effects (`rules::effects`).
//! `rt_crits.rs` gathers Rogue Trader's (000 Tables 9-11 to 9-26; one file a damage type,
//! `rt_energy_crits.rs` to `rt_rending_crits.rs`), also used by Only War and Dark Heresy
//! 2nd edition, whose sources carry none; `dh1_crits.rs` holds Dark Heresy's (003 Tables
//! 7-11 to 7-26). Table names are the books' ("Rogue Trader, Table 9-16: ..."), as users
//! know them; the seed file a table comes from is named in a comment beside it.

use serde::Serialize;

use super::effects::CritRow;
use super::tables::{region, Region};
use crate::model::{DamageType, Location};

pub mod dh1_crits;
pub mod rt_crits;
mod rt_energy_crits;
mod rt_explosive_crits;
mod rt_impact_crits;
mod rt_rending_crits;

/// One critical-effects table.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct CritTable<'t> {
    pub damage_type: DamageType,
    pub region: Region,
    /// The book and table: "Rogue Trader, Table 9-11: Energy Critical Effects, Arm".
    pub table: &'t str,
    /// Rows 1 to 10 (critical damage 1, 2, ... 10 and above).
    pub rows: [CritRow<'t>; 10],
}

impl<'t> CritTable<'t> {
    /// The row for a critical damage total (at least 1; above 10 is row 10).
    pub fn row(&self, total: i32) -> Option<&CritRow<'t>> {
        self.rows.get(total.clamp(1, 10) as usize - 1)
    }
}

/// Another table's rows with some replaced: `(row number, row)`, numbers 1 to 10. Dark
/// Heresy's tables are Rogue Trader's but for the rows the books word differently in
/// effect.
#[allow(clippy::indexing_slicing)] // evaluated at compile time: a row number out of 1..=10 fails the build
pub(crate) const fn rows_with(
    base: [CritRow<'static>; 10],
    changes: &[(usize, CritRow<'static>)],
) -> [CritRow<'static>; 10] {
    let mut rows = base;
    let mut i = 0;
    while i < changes.len() {
        let (n, r) = changes[i];
        rows[n - 1] = r;
        i += 1;
    }
    rows
}

/// A table of the given rows.
pub(crate) const fn table(
    damage_type: DamageType,
    region: Region,
    table: &'static str,
    rows: [CritRow<'static>; 10],
) -> CritTable<'static> {
    CritTable { damage_type, region, table, rows }
}

#[derive(Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct CritTables<'t> {
    pub tables: [CritTable<'t>; 16],
}

impl<'t> CritTables<'t> {
    pub fn get(&self, damage_type: DamageType, location: Location) -> Option<&CritTable<'t>> {
        let r = region(location);
        self.tables.iter().find(|t| t.damage_type == damage_type && t.region == r)
    }
}
