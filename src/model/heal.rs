//! Healing values: the damage state a character is in.

use serde::{Deserialize, Serialize};

/// How hurt a character is, which sets how it heals (000 and 003 "Healing", 002 "Damage and
/// Healing"). Dark Heresy's book says "Wounded" where the others say "Damaged"; the values
/// are the same in every line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub enum DamageState {
    /// No damage and no critical damage.
    Unharmed,
    /// Damage up to twice the Toughness Bonus.
    LightlyDamaged,
    /// More damage than that, but no critical damage.
    HeavilyDamaged,
    /// Any critical damage.
    CriticallyDamaged,
}

impl DamageState {
    pub fn as_str(self) -> &'static str {
        match self {
            DamageState::Unharmed => "unharmed",
            DamageState::LightlyDamaged => "lightlyDamaged",
            DamageState::HeavilyDamaged => "heavilyDamaged",
            DamageState::CriticallyDamaged => "criticallyDamaged",
        }
    }
}
