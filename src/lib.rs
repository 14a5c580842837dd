//! cogitator: a rules engine for the Warhammer 40,000 roleplaying games of the Fantasy
//! Flight family: Dark Heresy 1st edition (`dh1`), Rogue Trader (`rt`), Only War (`ow`)
//! and Dark Heresy 2nd edition (`dh2`).
//!
//! The core is pure: plain values in, plain values out, dice injected (`dice`). The wasm
//! skin (`wasm/`, wasm32 only) is the only part that knows about JavaScript. Each folder
//! is one domain, and the layers point one way (docs/architecture.md; `tests/architecture.rs`
//! checks it), from the bottom:
//!
//! - `error`, `json`: errors with a path and a suggestion; requests read from JSON text;
//! - `model`: the names and the request and outcome values every domain shares;
//! - `dice`: seeded or scripted dice; `rules`: the per-line profiles and tables (data);
//! - `test`: characteristic and skill tests, degrees, opposed tests, initiative, and the
//!   character's numbers (features read once);
//! - `body`: harm and its cure: a character's running state, wounds, criticals, special
//!   damage, healing, fate;
//! - `movement`: how far, how high, how heavy, how long: speeds, jumps, climbs, lifts,
//!   the hours of hard travel;
//! - `vehicle`: vehicles: their hull and damage, driving, vehicle actions, chases, repair;
//! - `attack`: the attack in the books' steps, and its analysis;
//! - `turn`: what a turn allows, the start and end of a character's turn, pinning;
//! - `encounter`: a whole fight as data: turns, rounds, hordes, comrades, the odds;
//! - `catalogue`: what a host shows of a line.

#![forbid(unsafe_code)]
// The functions marked `#[hot]` are compiled for speed in the `.wasm`, the rest for size:
// `scripts/build.sh` sets `cogitator_speed` (docs/speed.md, "The hot functions compiled for
// speed"); native builds never do, and need no unstable feature.
#![cfg_attr(cogitator_speed, feature(optimize_attribute))]
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing))]

// `note!` (the log's one macro) is defined in `model::log` and used by every domain below.
#[macro_use]
pub mod model;
pub mod error;
pub mod json;
pub mod dice;
pub mod rules;
pub mod test;
pub mod body;
pub mod movement;
pub mod vehicle;
pub mod attack;
pub mod mind;
pub mod turn;
pub mod encounter;
pub mod catalogue;

#[cfg(target_arch = "wasm32")]
mod wasm;

/// `#[crate::hot]`: see `cogitator_macros::hot`.
pub(crate) use cogitator_macros::hot;

pub use attack::analysis::analyze_attack;
pub use attack::{read_attack, resolve_attack, resolve_vehicle_attack, AttackInput};
pub use body::fate::{spend_fate, SpendFateOutcome, SpendFateRequest};
pub use body::heal::heal;
pub use body::special_damage::apply as apply_damage;
pub use catalogue::{catalogue, Catalogue, CatalogueRequest};
pub use error::{Error, ErrorCode, Result};
pub use model::*;
pub use mind::{fear_test, focus_power};
pub use movement::{movement, resolve_move};
pub use vehicle::{chase_round, out_of_control, repair_vehicle, vehicle_action};
pub use test::{extended_test, investigate, opposed_test, roll_initiative, roll_test};
pub use turn::escape::escape as escape_pinning;
pub use turn::rounds::{end_round, start_turn};
pub use turn::{actions, validate_turn};
