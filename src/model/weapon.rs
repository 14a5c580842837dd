//! A weapon as a request gives it (`Weapon`): its class, damage and damage type,
//! penetration, range, rate of fire and qualities.

use serde::{Deserialize, Serialize};

use super::*;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "lowercase")]
pub enum DamageType {
    Energy,
    Explosive,
    Impact,
    Rending,
}

impl DamageType {
    pub fn as_str(self) -> &'static str {
        match self {
            DamageType::Energy => "energy",
            DamageType::Explosive => "explosive",
            DamageType::Impact => "impact",
            DamageType::Rending => "rending",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum WeaponClass {
    Melee,
    Pistol,
    Basic,
    Heavy,
    Thrown,
    Unarmed,
}

impl WeaponClass {
    pub fn is_melee(self) -> bool {
        matches!(self, WeaponClass::Melee | WeaponClass::Unarmed)
    }
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct RateOfFire {
    pub single: Option<bool>,
    pub semi: Option<i32>,
    pub full: Option<i32>,
}

#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Weapon {
    pub name: Option<String>,
    pub class: WeaponClass,
    pub damage: String,
    pub damage_type: DamageType,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>"))]
    pub penetration: i32,
    pub range: Option<f64>,
    pub rate_of_fire: Option<RateOfFire>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Tagged>>"))]
    pub qualities: Vec<Tagged>,
    /// Extension: `false` when the wielder lacks the talent that trains it in this weapon:
    /// its attack tests take the line's untrained-weapon penalty (the same as
    /// `circumstances.untrainedWeapon`, applied once when both are given), and so does a
    /// Parry made with it as `targetWeapon`. Absent or `true`: trained.
    pub trained: Option<bool>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

crate::serialize_through_derive!(RateOfFire);

crate::written_as_names!(DamageType, WeaponClass);
