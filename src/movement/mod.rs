//! Movement: how far, how high, how heavy, how long (003 MOVEMENT to FLYING). `speeds`
//! works out a character's speeds and limits from its Agility, Strength and Toughness
//! Bonus, traits, load, injuries, the environment and gravity (`movement`); `moves`
//! resolves one move with its tests (`resolveMove`: jumping, leaping, climbing,
//! abseiling, swimming, lifting, pushing, throwing, flying), a fall at its end landing on
//! the body as `applyDamage` lands one, with `climbing` (climbing, abseiling, swimming),
//! `lifting` (lifting, pushing, throwing) and `flight` (altitude) beside it; `endurance`
//! the hours of hard travel and the fatigue they give.

mod climbing;
mod endurance;
mod flight;
mod lifting;
mod moves;
mod speeds;

pub use moves::resolve_move;
pub use speeds::movement;
