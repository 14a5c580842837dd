//! The turn: what a character may do in one (`turn_rules`: the actions of a line and the
//! checks of a planned turn), what happens at the start and end of its turn (`rounds`, with
//! `turn_start` and `round_end`: bleeding, fire, stun, regeneration, effects running out,
//! suffocation and vacuum), and the end-of-turn test to escape pinning (`escape`). It sits
//! above the attack and the body, whose steps it uses.

pub mod escape;
mod round_needs;
pub mod round_traits;
pub mod rounds;
mod turn_start;
mod round_end;
pub mod turn_rules;

pub use turn_rules::*;
