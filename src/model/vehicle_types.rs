//! Vehicles and what their entry points ask and return (API.md "Vehicles"; 002 Vehicle
//! Combat, Vehicle Combat Actions, Out of Control, High Speed Chases, Vehicle Repair).

use serde::{Deserialize, Serialize};

use super::*;
use crate::dice::{DiceSpec, DieRecord};

/// The quarter of a vehicle an attacker is in, or a ram strikes (002 Attacking Vehicles).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Facing {
    #[default]
    Front,
    Side,
    Rear,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum VehicleType {
    Wheeled,
    Tracked,
    Skimmer,
    Walker,
    Flyer,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Mount {
    Hull,
    Turret,
    Sponson,
    Pintle,
}

/// A vehicle's state besides its damage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum VehicleCondition {
    /// It must move out of control on its next turn (002 Out of Control).
    OutOfControl,
    /// It crashed (into an obstacle, or in the danger zone of a chase).
    Crashed,
    /// It fell over.
    Overturned,
    OnFire,
    Immobilised,
}

/// The terrain a vehicle moves over (002 Difficult Terrain & Other Hazards).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Terrain {
    /// Clear open ground, a paved road (+0).
    #[default]
    Clear,
    /// A rough gravel road, a cleared dry field (-5).
    Rough,
    /// Deep mud, shallow standing water, drifting sand, dense undergrowth (-10).
    Difficult,
    /// Flowing water a metre deep, rocky unstable ground, thick forest, a ruined city (-15).
    VeryDifficult,
}

/// The vehicle combat actions (002 Vehicle Combat Actions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum VehicleAction {
    TacticalManoeuvring,
    EvasiveManoeuvring,
    FloorIt,
    HitAndRun,
    Jink,
    Ram,
}

#[derive(Debug, Clone, Copy, PartialEq, Deserialize, Serialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct VehicleArmour {
    pub front: f64,
    pub side: f64,
    pub rear: f64,
}

#[derive(Debug, Clone, Deserialize, Serialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct VehicleWeapon {
    pub name: String,
    pub mount: Mount,
    pub facing: Option<Facing>,
}

/// The one value of `Vehicle.kind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum VehicleKind {
    Vehicle,
}

/// A vehicle (API.md `Vehicle`).
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Vehicle {
    pub kind: VehicleKind,
    pub name: Option<String>,
    #[serde(rename = "type")]
    pub vehicle_type: Option<VehicleType>,
    pub size: Option<SizeRef>,
    pub armour: VehicleArmour,
    /// The maximum Structural Integrity.
    pub structural_integrity: f64,
    /// Structural Integrity lost so far (counts up, like an actor's damage).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<f64>"))]
    pub damage: f64,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<f64>"))]
    pub critical_damage: f64,
    /// Metres.
    pub tactical_speed: f64,
    /// Kilometres an hour.
    pub cruising_speed: Option<f64>,
    pub manoeuvrability: Option<f64>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub open_topped: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub turret: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<VehicleWeapon>>"))]
    pub weapons: Vec<VehicleWeapon>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<VehicleCondition>>"))]
    pub conditions: Vec<VehicleCondition>,
    /// The driver, when the vehicle is an attack's target and jinks (`reaction: 'jink'`).
    /// The other calls take their driver apart and refuse this.
    pub driver: Option<Box<Actor>>,
    /// The vehicle moved its Tactical Speed last turn, when it is an attack's target (Jink
    /// needs it). The other calls refuse this.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub moved_last_turn: bool,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// How damaged a vehicle is (002 Vehicle Repair).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum VehicleDamageState {
    Undamaged,
    /// Damage up to half its Structural Integrity.
    LightlyDamaged,
    /// More than half, and no critical damage.
    HeavilyDamaged,
    /// Any critical damage.
    CriticallyDamaged,
}

/// A vehicle after a call: what to write back.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct VehicleState {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub name: Option<String>,
    pub damage: i32,
    pub critical_damage: i32,
    pub state: VehicleDamageState,
    pub conditions: Vec<VehicleCondition>,
}

/// A vehicle and its driver, for a chase.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Driven {
    pub driver: Actor,
    pub vehicle: Vehicle,
    /// Extension: the driving skill tested (default: the driver's trained driving skill).
    pub skill: Option<String>,
}

/// `vehicleAction(...)`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct VehicleActionRequest {
    pub ruleset: Ruleset,
    pub vehicle: Vehicle,
    pub driver: Actor,
    pub action: VehicleAction,
    /// Tactical Manoeuvring as a Full Action (twice the Tactical Speed).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub full: bool,
    pub terrain: Option<Terrain>,
    /// Ram!: the metres driven at the target.
    pub metres: Option<f64>,
    /// Ram!: what is rammed: a vehicle, or a character (one without `kind: 'vehicle'` is
    /// read as `targetActor`; `vehicle::read`).
    #[cfg_attr(feature = "ts", ts(type = "Vehicle | Actor | null", optional))]
    pub target: Option<Vehicle>,
    /// Ram!: a character rammed (extension: the same as a character in `target`).
    pub target_actor: Option<Actor>,
    /// Ram!: the rammed vehicle's facing struck (default front).
    pub target_facing: Option<Facing>,
    /// Ram!: the rammed character tries to Dodge (a ram can be dodged, not parried).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub target_dodges: bool,
    /// Hit & Run: the driver's melee weapon; the blow lands on `target` (a vehicle's
    /// `targetFacing`, or a character) when the test succeeds.
    pub weapon: Option<Weapon>,
    /// Jink: the vehicle moved its Tactical Speed last turn (Jink needs it).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub moved_last_turn: bool,
    /// Extension: the driving skill tested (default: the driver's trained driving skill).
    pub skill: Option<String>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// Penalties a vehicle action puts on attacks against and from the vehicle (negative).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct VehiclePenalties {
    pub against: i32,
    pub from: i32,
    /// Always `nextTurn`: until the start of the vehicle's next turn.
    pub until: DurationUnit,
}

/// What a ram did.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Ram {
    /// The damage dealt before the target's armour.
    pub damage: i32,
    /// What the rammer took from a vehicle, before its own front armour.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub self_damage: Option<i32>,
    /// Metres the target is pushed.
    pub knockback: i32,
    /// A rammed character's hit, as applyDamage gives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub hit: Option<Hit>,
    /// A rammed character's Dodge test; a success avoids the ram.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub evasion: Option<TestResult>,
}

/// The driver's blow of a Hit & Run.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct RunBlow {
    /// The damage before armour: the weapon's dice and modifier and the Strength Bonus.
    pub damage: i32,
    /// The weapon's damage dice.
    pub dice: Vec<u32>,
    /// The hit on a character, as applyDamage gives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub hit: Option<Hit>,
}

/// What a ram struck, after it (`VehicleActionOutcome::target`): a vehicle, or a character
/// the request gave as `target`; written as the one or the other.
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum Rammed {
    Vehicle(VehicleState),
    Character(TargetState),
}

/// What `vehicleAction` returns.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct VehicleActionOutcome {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub test: Option<TestResult>,
    pub success: bool,
    /// Metres moved.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub metres: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub penalties: Option<VehiclePenalties>,
    /// Jink: shots avoided.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub shots_avoided: Option<i32>,
    /// Hit & Run: the driver's blow lands.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub hit: Option<bool>,
    /// Hit & Run with a `weapon` and a `target`: the blow's damage.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub blow: Option<RunBlow>,
    pub out_of_control: bool,
    pub crashed: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub ram: Option<Ram>,
    pub vehicle: VehicleState,
    /// The rammed vehicle, after the ram; the rammed character's state instead when the
    /// request gave the character as `target`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional, type = "VehicleState | TargetState"))]
    pub target: Option<Rammed>,
    /// The rammed character, after the ram.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub target_actor: Option<TargetState>,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

/// `outOfControl(...)`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct OutOfControlRequest {
    pub ruleset: Ruleset,
    pub vehicle: Vehicle,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Actor>>"))]
    pub crew: Vec<Actor>,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Swerve {
    Left,
    Ahead,
    Right,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct CrewTest {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub name: Option<String>,
    pub test: TestResult,
    pub stunned: bool,
    pub target: TargetState,
}

/// What `outOfControl` returns.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct OutOfControlOutcome {
    pub direction: Swerve,
    pub metres: f64,
    pub crew: Vec<CrewTest>,
    pub vehicle: VehicleState,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

/// `chaseRound(...)`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct ChaseRequest {
    pub ruleset: Ruleset,
    pub pursuer: Driven,
    pub pursued: Driven,
    /// Metres between them.
    pub distance: f64,
    /// The lowest roll that crashes (default 99: 99 and 100).
    pub danger_zone: Option<f64>,
    pub terrain: Option<Terrain>,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum ChaseSide {
    Pursuer,
    Pursued,
}

/// What `chaseRound` returns.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct ChaseOutcome {
    pub pursuer: TestResult,
    pub pursued: TestResult,
    pub winner: Option<ChaseSide>,
    pub distance: f64,
    pub caught: bool,
    pub escaped: bool,
    pub crashed: Vec<ChaseSide>,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

/// `repairVehicle(...)`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct RepairRequest {
    pub ruleset: Ruleset,
    pub vehicle: Vehicle,
    pub mechanic: Actor,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// What `repairVehicle` returns.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct RepairOutcome {
    /// The damage state the repair worked on.
    pub state: VehicleDamageState,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub test: Option<TestResult>,
    /// Points repaired (of Structural Integrity, or of critical damage).
    pub repaired: i32,
    pub hours: f64,
    pub vehicle: VehicleState,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

crate::serialize_through_derive!(VehicleArmour);
crate::serialize_through_derive!(VehicleWeapon);

crate::written_as_names!(Facing, VehicleType, Mount, VehicleCondition, Terrain, VehicleAction, VehicleKind);

crate::written_as_names!(VehicleDamageState, Swerve, ChaseSide);
