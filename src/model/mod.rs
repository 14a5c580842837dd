//! Plain request and outcome values (serde, camelCase), shared by every entry point.
//! Field names follow API.md; extensions are marked. This file holds the ruleset's name;
//! the characters are in `characteristics`, `locations` (armour and cover), `conditions`,
//! `actor` and `weapon`; `attack_options`, `attack_request` and `test_requests` hold what an
//! attack, a test or initiative asks, and `test_outcomes`, `hit_outcomes` and
//! `attack_outcome` what they return; `effect` what a critical effect did; `hazard` special
//! damage and the round's steps; `heal_types` healing; `crits` a request's own critical
//! tables; `quality_outcomes` what weapon qualities add to an attack's outcome.

use serde::{Deserialize, Serialize};

#[macro_use]
mod log;
mod analysis_types;
mod body_parts;
mod crits;
mod effect;
pub mod effect_spec;
mod flat_effects;
mod extended_types;
mod hazard;
mod heal_types;
mod melee_types;
mod movement_types;
mod vehicle_types;
mod vehicle_attack;
mod mind_types;
mod encounter_edits;
mod encounter_types;
mod psychic_types;
mod quality_outcomes;
mod characteristics;
mod locations;
mod conditions;
mod actor;
mod weapon;
mod attack_options;
mod attack_request;
mod test_requests;
mod test_outcomes;
mod hit_outcomes;
mod attack_outcome;

pub use crate::json::{nullable, Meta};

pub use actor::*;
pub use analysis_types::*;
pub use attack_options::*;
pub use attack_outcome::*;
pub use attack_request::*;
pub use body_parts::*;
pub use characteristics::*;
pub use conditions::*;
pub use crits::*;
pub use effect::*;
pub use extended_types::*;
pub use hazard::*;
pub use heal_types::*;
pub use hit_outcomes::*;
pub use locations::*;
pub use log::*;
pub use melee_types::*;
pub use movement_types::*;
pub use vehicle_types::*;
pub use vehicle_attack::*;
pub use mind_types::*;
pub use encounter_edits::*;
pub use encounter_types::*;
pub use psychic_types::*;
pub use quality_outcomes::*;
pub use test_outcomes::*;
pub use test_requests::*;
pub use weapon::*;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "lowercase")]
pub enum Ruleset {
    Dh1,
    Rt,
    Ow,
    Dh2,
}

impl Ruleset {
    pub const ALL: [Ruleset; 4] = [Ruleset::Dh1, Ruleset::Rt, Ruleset::Ow, Ruleset::Dh2];
    pub fn as_str(self) -> &'static str {
        match self {
            Ruleset::Dh1 => "dh1",
            Ruleset::Rt => "rt",
            Ruleset::Ow => "ow",
            Ruleset::Dh2 => "dh2",
        }
    }
}

/// For `skip_serializing_if`: a zero is left out of the outcome (read by the outcome files).
fn is_zero(v: &i32) -> bool {
    *v == 0
}

/// The same for a count.
fn is_zero_u32(v: &u32) -> bool {
    *v == 0
}

crate::written_as_names!(Ruleset);
