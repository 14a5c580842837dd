//! The mind: `fear` is the Fear test (002 Fear, every line) with the line's Shock table and
//! the insanity it brings; `madness` reads the insanity track. Their numbers are each
//! profile's `mind` (`rules::mind`); the Shock rows' effects are applied by the same
//! interpreter as critical effects (`body::critical::apply_row`).

mod fear;
pub mod madness;

pub use fear::fear_test;
