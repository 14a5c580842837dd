//! Vehicles as data (002 Vehicle Combat, Vehicle Combat Actions, Difficult Terrain & Other
//! Hazards, Out of Control, High Speed Chases, Vehicle Repair). 002 is Only War's; Dark
//! Heresy 2nd edition uses the same second-generation rules; Dark Heresy and Rogue Trader
//! take the same numbers with their own tests and degrees and their own driving skills
//! (Drive and Pilot rather than Operate). docs/rulesets.md says so per line.

use serde::Serialize;

use crate::model::{Terrain, VehicleAction, VehicleLocation};

/// A row of 002's terrain table: the modifier to the driver's Operate tests.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct TerrainRow {
    pub terrain: Terrain,
    pub modifier: i32,
}

/// A vehicle action's test and what its degrees do (002 Vehicle Combat Actions).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct ActionRow {
    pub action: VehicleAction,
    pub name: &'static str,
    /// The difficulty of its test (None: no test).
    pub test: Option<i32>,
    /// Degrees of failure that send the vehicle out of control (None: a failure never does).
    pub out_of_control_at: Option<i32>,
    pub summary: &'static str,
}

/// A repair by damage state (002 Vehicle Repair): the difficulty for a mechanic with none of
/// the skills that help, the better difficulties the skills give, the hours a point, and the
/// points one test repairs (None: all of it).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct RepairRow {
    pub difficulty: i32,
    /// Each entry: the skills that all must be trained, and the difficulty they give.
    pub with: &'static [(&'static [&'static str], i32)],
    /// Skills of which the mechanic needs one (empty: any mechanic may try).
    pub needs: &'static [&'static str],
    pub hours_per_point: f64,
    pub points_per_test: Option<i32>,
}

/// Every vehicle number of a line.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Vehicles {
    pub source: &'static str,
    /// The skills a driver tests, by the line's names (a specialisation such as
    /// "Operate (Surface)" counts as its skill).
    pub driving_skills: &'static [&'static str],
    pub terrain: &'static [TerrainRow],
    pub actions: &'static [ActionRow],
    /// Shooting from a vehicle that moved its Tactical Speed, and twice it, last turn.
    pub moved_tactical: i32,
    pub moved_double: i32,
    /// Evasive Manoeuvring: the penalty a degree puts on attacks against and from it.
    pub evasive_per_degree: i32,
    /// Floor It!: metres on a success and a degree; the penalty on attacks both ways.
    pub floor_it_metres: f64,
    pub floor_it_per_degree: f64,
    pub floor_it_penalty: i32,
    /// Ram!: the d10s of the rammed, one more per so many metres past twice Tactical
    /// Speed, and the d5 the rammer takes from a vehicle.
    pub ram_extra_metres: f64,
    /// Out of Control: the d5's directions (1-2 left, 3 ahead, 4-5 right) and the crew's
    /// Toughness test; rounds stunned on a failure.
    pub out_of_control_stun: u32,
    /// The Operate penalties of heavy and critical damage.
    pub heavy_penalty: i32,
    pub critical_penalty: i32,
    /// High Speed Chases: metres a degree, the kph step and its bonus, the escape distance,
    /// the danger zone's lowest roll.
    pub chase_metres: f64,
    pub chase_kph_step: f64,
    pub chase_kph_bonus: i32,
    pub chase_escape: f64,
    pub danger_zone: u32,
    pub repair_light: RepairRow,
    pub repair_heavy: RepairRow,
    pub repair_critical: RepairRow,
    /// Where a hit lands: each row the highest roll it covers (002 Attacking Vehicles).
    pub hit_locations: &'static [(u32, VehicleLocation)],
}

/// 002 Attacking Vehicles: 01-20 motive systems, 21-60 hull, 61-80 a weapon on that side,
/// 81-00 the turret.
pub const HIT_LOCATIONS: [(u32, VehicleLocation); 4] = [
    (20, VehicleLocation::Motive),
    (60, VehicleLocation::Hull),
    (80, VehicleLocation::Weapon),
    (100, VehicleLocation::Turret),
];

/// 002 Difficult Terrain & Other Hazards.
pub const TERRAIN: [TerrainRow; 4] = [
    TerrainRow { terrain: Terrain::Clear, modifier: 0 },
    TerrainRow { terrain: Terrain::Rough, modifier: -5 },
    TerrainRow { terrain: Terrain::Difficult, modifier: -10 },
    TerrainRow { terrain: Terrain::VeryDifficult, modifier: -15 },
];

const fn act(
    action: VehicleAction,
    name: &'static str,
    test: Option<i32>,
    out_of_control_at: Option<i32>,
    summary: &'static str,
) -> ActionRow {
    ActionRow { action, name, test, out_of_control_at, summary }
}

/// 002 Vehicle Combat Actions, in our words. Evasive Manoeuvring sends the vehicle out of
/// control on any failure; Hit & Run's row names both 5 and 3 degrees of failure, and its
/// detailed text says 3, which the engine follows.
pub const ACTIONS: [ActionRow; 6] = [
    act(
        VehicleAction::TacticalManoeuvring,
        "Tactical Manoeuvring",
        None,
        None,
        "Moves its Tactical Speed (Half Action) or twice it (Full Action).",
    ),
    act(
        VehicleAction::EvasiveManoeuvring,
        "Evasive Manoeuvring",
        Some(0),
        Some(0),
        "Moves its Tactical Speed weaving: an Operate test; each degree of success puts -10 on attacks against it and from it until its next turn; a failure loses control.",
    ),
    act(
        VehicleAction::FloorIt,
        "Floor It!",
        Some(-10),
        None,
        "Moves twice its Tactical Speed; a Difficult Operate test adds 5 metres and 5 more a degree; attacks against it and from it take -20 until its next turn.",
    ),
    act(
        VehicleAction::HitAndRun,
        "Hit & Run",
        Some(-10),
        Some(3),
        "An open-topped vehicle (not a walker) moves its Tactical Speed and its driver strikes in melee on a Difficult Weapon Skill test; three degrees of failure lose control.",
    ),
    act(
        VehicleAction::Jink,
        "Jink",
        Some(0),
        None,
        "A reaction after moving its Tactical Speed: an Operate test less the size modifier; each degree avoids one shot.",
    ),
    act(
        VehicleAction::Ram,
        "Ram!",
        Some(0),
        Some(5),
        "Drives at least its Tactical Speed straight into a target: its facing's armour + 1d10 damage (1d10 more a 10 metres past twice its Tactical Speed); against a vehicle it takes that vehicle's armour + 1d5; knockback a metre a point.",
    ),
];

const TECH: &str = "techUse";
const ARMOURER: &str = "trade (armourer)";
const TECHNOMAT: &str = "trade (technomat)";

const fn second(source: &'static str, driving_skills: &'static [&'static str]) -> Vehicles {
    Vehicles {
        source,
        driving_skills,
        terrain: &TERRAIN,
        actions: &ACTIONS,
        moved_tactical: -10,
        moved_double: -20,
        evasive_per_degree: -10,
        floor_it_metres: 5.0,
        floor_it_per_degree: 5.0,
        floor_it_penalty: -20,
        ram_extra_metres: 10.0,
        out_of_control_stun: 1,
        heavy_penalty: -10,
        critical_penalty: -20,
        chase_metres: 10.0,
        chase_kph_step: 10.0,
        chase_kph_bonus: 10,
        chase_escape: 300.0,
        danger_zone: 99,
        hit_locations: &HIT_LOCATIONS,
        repair_light: RepairRow {
            difficulty: 0,
            with: &[(&[TECH], 10), (&[ARMOURER], 10), (&[TECHNOMAT], 10)],
            needs: &[],
            hours_per_point: 1.0,
            points_per_test: None,
        },
        repair_heavy: RepairRow {
            difficulty: -40,
            with: &[(&[TECH], 0), (&[ARMOURER], 0), (&[TECHNOMAT], -20)],
            needs: &[],
            hours_per_point: 4.0,
            points_per_test: Some(5),
        },
        repair_critical: RepairRow {
            difficulty: 0,
            with: &[(&[TECH, ARMOURER], 10)],
            needs: &[TECH, ARMOURER],
            hours_per_point: 24.0,
            points_per_test: Some(1),
        },
    }
}

/// Only War: 002 itself.
pub const OW: Vehicles = second("Only War GM reference, vehicles", &["operate"]);
/// Dark Heresy 2nd edition: the same second-generation rules.
pub const DH2: Vehicles = second("Only War GM reference, vehicles (the same second-generation rules)", &["operate"]);
/// Dark Heresy and Rogue Trader: 002's numbers, driven with Drive or Pilot.
pub const FIRST: Vehicles = second("Only War GM reference, vehicles (no vehicle rules in this line's seeds)", &["drive", "pilot"]);
