//! Attacks and vehicles (002 Vehicle Attacks, Attacking Vehicles): shooting from one
//! (`Platform`, on an attack request) and shooting at one (`VehicleAttackRequest`, the
//! request `resolveAttack` reads when its `target` is a vehicle, and what it returns).

use serde::{Deserialize, Serialize};

use super::*;
use crate::dice::{DiceSpec, DieRecord};

/// Where a hit lands on a vehicle (002 Attacking Vehicles' table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum VehicleLocation {
    /// Tracks, wheels, grav units, a walker's legs.
    Motive,
    Hull,
    /// A weapon mounted on the hull on the side struck.
    Weapon,
    /// The turret, with the front armour.
    Turret,
}

impl VehicleLocation {
    pub fn label(self) -> &'static str {
        match self {
            VehicleLocation::Motive => "motive systems",
            VehicleLocation::Hull => "hull",
            VehicleLocation::Weapon => "weapon",
            VehicleLocation::Turret => "turret",
        }
    }
}

/// `resolveAttack` at a vehicle: an attack request whose `target` is a `Vehicle` and which
/// names the `facing` the attacker is in. It takes the fields of an attack on a character
/// that mean something against a vehicle; the others (a called location, a grapple, kill
/// zones, spreads, the target's weapon or fate) are unknown fields here.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct VehicleAttackRequest {
    pub ruleset: Ruleset,
    pub attacker: Actor,
    pub target: Vehicle,
    pub weapon: Weapon,
    pub action: Action,
    /// The quarter of the vehicle the attacker is in: it chooses the armour (a turret hit
    /// always meets the front armour).
    pub facing: Facing,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Aim>"))]
    pub aim: Aim,
    pub range: Option<f64>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Circumstances>"))]
    pub circumstances: Circumstances,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    /// `'jink'`: the vehicle's driver (`target.driver`) jinks (`target.movedLastTurn` is
    /// needed). A vehicle cannot Dodge or Parry.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Reaction>"))]
    pub reaction: Reaction,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Options>"))]
    pub options: Options,
    pub dice: Option<DiceSpec>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Hand>"))]
    pub hand: Hand,
    /// Fate points the attacker spends on its attack test.
    pub fate: Option<FateUse>,
    /// The attacker shoots from a vehicle too.
    pub platform: Option<Box<Platform>>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// One hit on a vehicle.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct VehicleHit {
    pub location: VehicleLocation,
    /// The number read on the table: the attack roll reversed for the first hit, a d100
    /// for each other.
    pub roll: u32,
    /// Where the table put the hit when the vehicle has no weapon on that side or no turret,
    /// and the hit went to the hull instead.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub rolled: Option<VehicleLocation>,
    /// The weapon struck (a weapon or turret hit, when the vehicle lists its weapons).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub weapon: Option<String>,
    /// The facing whose armour the hit met (the front for a turret).
    pub armour_facing: Facing,
    pub damage: DamageRoll,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub righteous_fury: Option<FuryRecord>,
    /// The facing's armour.
    pub armour: i32,
    /// How many times the armour counted (Primitive in dh1/rt, Scatter at long range);
    /// absent: once.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub armour_multiplier: Option<i32>,
    pub penetration: i32,
    /// Armour after penetration, at least 0.
    pub effective_armour: i32,
    /// Damage past the armour.
    pub through: i32,
    /// Of it, Structural Integrity lost.
    pub structural_integrity: i32,
    /// Of it, critical damage (past the Structural Integrity left).
    pub critical_damage: i32,
    /// ow/dh2: the d5 of Righteous Fury for the vehicle's critical table. The engine
    /// carries no vehicle critical table (docs/rulesets.md, Vehicles): this is the row for
    /// the table the group uses.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub critical_roll: Option<u32>,
}

/// What `resolveAttack` returns for an attack at a vehicle.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct VehicleAttackOutcome {
    pub ruleset: Ruleset,
    pub action: Action,
    pub facing: Facing,
    pub test: TestResult,
    pub jammed: bool,
    pub ammo: u32,
    pub hits_scored: u32,
    /// The driver's Jink.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub evasion: Option<Evasion>,
    pub hits: Vec<VehicleHit>,
    /// The vehicle after the attack.
    pub target: VehicleState,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub scatter: Option<Scatter>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub overheat: Option<Box<Overheat>>,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    pub log_steps: Vec<LogStep>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

/// How far a vehicle moved on its last turn (002 Vehicle Attacks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum PlatformMove {
    #[default]
    None,
    /// Its Tactical Speed.
    Tactical,
    /// Twice its Tactical Speed.
    Double,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum PlatformRole {
    Driver,
    Gunner,
    Passenger,
}

/// An attack made from a vehicle (`resolveAttack`'s `platform`; 002 Vehicle Attacks).
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Platform {
    pub vehicle: Vehicle,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<PlatformMove>"))]
    pub moved: PlatformMove,
    pub role: PlatformRole,
    /// The weapon is mounted on the vehicle (always braced). Default: true for a driver or
    /// a gunner, false for a passenger.
    pub mounted: Option<bool>,
    /// A passenger of a closed vehicle has a place to fire from (a hatch, a firing slit).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub fire_point: bool,
    /// The driver spent his whole action moving the vehicle.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub drove_full_action: bool,
}

impl Platform {
    pub fn mounted(&self) -> bool {
        self.mounted.unwrap_or(self.role != PlatformRole::Passenger)
    }
}


crate::written_as_names!(VehicleLocation, PlatformMove, PlatformRole);
