//! The names of the body a critical effect speaks of: regions of the hit-location tables,
//! the parts an effect disables, the tests a penalty touches and what a character must be
//! carrying for a row's extra harm. The rules' tables (`rules::effects`, `rules::tables`)
//! and the outcomes both use them, so they live here, below both.

use serde::Serialize;

use super::Location;

/// A body region, as the multiple-hits and critical tables name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Region {
    Head,
    Arm,
    Body,
    Leg,
}

pub fn region(l: Location) -> Region {
    match l {
        Location::Head => Region::Head,
        Location::RightArm | Location::LeftArm => Region::Arm,
        Location::Body => Region::Body,
        Location::RightLeg | Location::LeftLeg => Region::Leg,
    }
}

/// A part of the body an effect disables or takes. Which side (left or right) follows from
/// the hit location.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Part {
    Arm,
    Hand,
    Fingers,
    Leg,
    Foot,
    Eye,
    Ear,
    Nose,
}

/// Which tests a penalty applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Scope {
    All,
    /// Every test but Toughness tests.
    AllButToughness,
    /// Weapon Skill and Ballistic Skill tests.
    WeaponAndBallistic,
    /// Tests that use the struck limb.
    Limb,
    /// Tests that rely on sight.
    Sight,
    /// Tests that rely on hearing.
    Hearing,
    /// Agility tests and tests of movement.
    Movement,
    /// Tests that need concentration (an unnerved character's, 002 Fear).
    Concentration,
}

impl Scope {
    pub fn label(self) -> &'static str {
        match self {
            Scope::All => "all",
            Scope::AllButToughness => "all but Toughness",
            Scope::WeaponAndBallistic => "Weapon and Ballistic Skill",
            Scope::Limb => "the limb's",
            Scope::Sight => "sight",
            Scope::Hearing => "hearing",
            Scope::Movement => "movement",
            Scope::Concentration => "concentration",
        }
    }
}

/// What a character must be carrying for a row's extra harm to happen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Carried {
    Ammunition,
    GrenadesOrMissiles,
    /// A weapon with a power source (a power sword, a chainsword) in the struck hand.
    PoweredWeapon,
    /// Whatever was in the struck hand.
    HeldItem,
}

impl Carried {
    pub fn label(self) -> &'static str {
        match self {
            Carried::Ammunition => "ammunition",
            Carried::GrenadesOrMissiles => "grenades or missiles",
            Carried::PoweredWeapon => "a powered weapon in that hand",
            Carried::HeldItem => "something in that hand",
        }
    }
}

crate::written_as_names!(Region, Part, Scope, Carried);
