//! cogitator: a rules engine for the Warhammer 40,000 roleplaying games of the Fantasy
//! Flight family: Dark Heresy 1st edition (`dh1`), Rogue Trader (`rt`), Only War (`ow`)
//! and Dark Heresy 2nd edition (`dh2`).
//!
//! The core is pure: plain values in, plain values out, dice injected (see `dice`). The
//! wasm skin (`wasm.rs`, wasm32 only) is the only part that knows about JavaScript.
//! Rule differences between the lines live in `rules/` (one profile per line).

#![forbid(unsafe_code)]
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing))]

pub mod analyze;
pub mod attack;
pub mod catalogue;
pub mod dice;
pub mod error;
pub mod fate;
pub mod features;
pub mod heal;
pub mod json;
pub mod model;
pub mod pinning;
pub mod roll;
pub mod rounds;
pub mod rules;
pub mod special;
pub mod suggest;
pub mod turn;
pub mod validate;

#[cfg(target_arch = "wasm32")]
mod wasm;

pub use analyze::analyze_attack;
pub use attack::resolve_attack;
pub use catalogue::{catalogue, Catalogue, CatalogueRequest};
pub use error::{Error, ErrorCode, Result};
pub use fate::{spend_fate, SpendFateOutcome, SpendFateRequest};
pub use heal::heal;
pub use model::*;
pub use pinning::escape as escape_pinning;
pub use roll::{opposed_test, roll_initiative, roll_test};
pub use rounds::{end_round, start_turn};
pub use special::apply as apply_damage;
pub use turn::{actions, validate_turn};
