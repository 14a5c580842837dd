//! The body: what harm does to a character and how it mends. A character's running state
//! while it is harmed (`state`), wounds and critical damage (`wounds`), the critical tables'
//! effects (`critical`, with a request's own tables laid out by `custom_crits`), special
//! damage from hazards (`special_damage`: fire, falls, suffocation, toxins), healing and
//! recovery (`heal`, with `patient`, `natural_healing`, `medicae`, `extended_care` and
//! `recovery`), and fate points (`fate`). The attack lands hits here; the turn's
//! round steps (bleeding, burning) harm through the same state.

pub mod critical;
mod effect_text;
pub mod custom_crits;
pub mod fate;
pub mod harm;
pub mod heal;
mod patient;
mod natural_healing;
mod medicae;
mod extended_care;
mod recovery;
pub mod special_damage;
pub mod state;
pub mod wounds;

pub use state::{fatigue_threshold, unconscious};
pub(crate) use state::{Fixed, State};
pub(crate) use wounds::{finish, wound, Wounding};
