//! Ruleset profiles: every number and procedure choice that differs between the four game
//! lines lives in one `Profile` per line (`dh1.rs`, `rt.rs`, `ow.rs`, `dh2.rs`). The
//! procedures in `test/`, `attack/` and friends are written once against a profile.
//! Static tables shared by several lines are in `tables.rs`, each with its seed table.
//! The `Profile` struct and the sub-structs it groups its numbers in are in
//! `ruleset_profile.rs`; the enums its fields choose from in `rule_choices.rs`.

pub mod action_types;
pub mod attack_rows;
pub mod crits;
pub mod dh1;
pub mod dh2;
pub mod effects;
pub mod features;
pub mod hazards;
pub mod mind;
pub mod healing;
pub mod movement;
pub mod other_actions;
pub mod ow;
pub mod rt;
pub mod skills;
pub mod tables;
pub mod vehicles;
pub mod encounters;
pub mod warp;

mod rule_choices;
mod ruleset_profile;

pub use rule_choices::*;
pub use ruleset_profile::*;

use crate::model::Ruleset;

pub fn profile(r: Ruleset) -> &'static Profile {
    match r {
        Ruleset::Dh1 => &dh1::PROFILE,
        Ruleset::Rt => &rt::PROFILE,
        Ruleset::Ow => &ow::PROFILE,
        Ruleset::Dh2 => &dh2::PROFILE,
    }
}

/// The rest of a line's profile (`Profile::domains`). Each arm names its line's constant
/// on its own, so only a build that calls this links the four.
pub fn domains(r: Ruleset) -> &'static Domains {
    match r {
        Ruleset::Dh1 => &dh1::DOMAINS,
        Ruleset::Rt => &rt::DOMAINS,
        Ruleset::Ow => &ow::DOMAINS,
        Ruleset::Dh2 => &dh2::DOMAINS,
    }
}

/// Every profile as data (served to UIs by `rulesets()`).
pub fn describe_all() -> Vec<Described> {
    Ruleset::ALL.iter().map(|&r| Described { profile: profile(r), domains: domains(r) }).collect()
}
