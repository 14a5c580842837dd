//! The mind: `fear` is the Fear test (002 Fear, every line) with the line's Shock table and
//! the insanity it brings; `madness` reads the insanity track; `focus` is the Focus Power
//! action with its psychic phenomena and perils (`rules::warp`). Their numbers are each
//! profile's `mind` (`rules::mind`); the Shock rows' effects are applied by the same
//! interpreter as critical effects (`body::critical::apply_row`).

mod fear;
mod focus;
mod psychic_attack;
pub mod madness;

pub use fear::fear_test;
pub use focus::focus_power;
