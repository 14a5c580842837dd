//! Vehicles (002 Vehicle Combat, Vehicle Combat Actions, Out of Control, High Speed Chases,
//! Vehicle Repair): `hull` checks a vehicle and lands damage on its Structural Integrity by
//! facing; `driving` is a driver's test with terrain and the vehicle's damage; `actions` the
//! vehicle combat actions (`vehicleAction`); `control` a vehicle out of control
//! (`outOfControl`); `chase` a round of a high-speed chase (`chaseRound`); `repair`
//! (`repairVehicle`). Attacks at and from vehicles are `attack`'s (`at_vehicle`, `platform`).

mod actions;
mod chase;
mod control;
pub(crate) mod driving;
pub mod hull;
pub mod read;
mod repair;

pub use actions::vehicle_action;
pub use chase::chase_round;
pub use control::out_of_control;
pub use repair::repair_vehicle;
