//! What a request says of its dice (`DiceSpec`: scripted faces, by purpose or in order,
//! then a seed) and the record of each die as it was rolled (`DieRecord`). Engine
//! machinery rather than a rule: a d5 is a d10 halved, rounding up, as the books read it
//! (003 "Righteous Fury": a 10 on a d5 counts though the number is halved).

use serde::Serialize;

use super::{Purpose, MAX_SIDES};
use crate::error::{Error, Result};

/// What the caller gave: faces to consume first, then a seed. A die takes the next face
/// scripted for its purpose in `byPurpose` while there is one, then the next of `rolls`,
/// then a face from the seed. `byPurpose` lets a table that rolls its own dice (physical or a
/// VTT's) hand each face to the die it was rolled for, whatever order the engine asks in.
#[derive(Debug, Clone, Default, serde::Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct DiceSpec {
    #[cfg_attr(feature = "ts", ts(type = "number | null", optional))]
    pub seed: Option<u64>,
    #[serde(default, deserialize_with = "crate::json::nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<u32>>"))]
    pub rolls: Vec<u32>,
    /// Faces for the dice of one purpose, in the order those dice are rolled, e.g.
    /// `{ attack: [34], damage: [7, 3] }`. A d5 takes the d10 face it is read from.
    #[serde(default, deserialize_with = "crate::json::nullable")]
    #[cfg_attr(feature = "ts", ts(type = "Partial<Record<Purpose, Array<number>>> | null", optional))]
    pub by_purpose: crate::json::Entries<Vec<u32>>,
}

impl DiceSpec {
    /// Whether the caller scripted any face (in `rolls` or `byPurpose`).
    pub fn scripts_faces(&self) -> bool {
        !self.rolls.is_empty() || self.by_purpose.values().any(|v| !v.is_empty())
    }
}

/// One die as it was rolled. A d5 is rolled as a d10: `sides` is 10, `face` the d10 face and
/// `value` the halved result (1..=5).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct DieRecord {
    pub purpose: Purpose,
    pub sides: u32,
    pub face: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub value: Option<u32>,
    /// The hit this die belongs to (1-based), for damage and critical dice.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub hit: Option<u32>,
}

/// Every face from 1 up to the largest die a damage expression may name, so that any
/// outcome's dice can be fed back as a script; each face is checked against its die when used.
pub(super) fn check_faces(faces: &[u32], path: &str) -> Result<()> {
    for (i, &f) in faces.iter().enumerate() {
        if f == 0 || f > MAX_SIDES {
            return Err(Error::invalid(&format!("{path}[{i}]"), "a face must be from 1 to 1000"));
        }
    }
    Ok(())
}

