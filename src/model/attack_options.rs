//! What an attack request chooses: the action (`Action`), hand, aim, reaction, the
//! circumstances (000 Table 9-8 "Combat Circumstances", 003 "Combat Circumstances", 002
//! and 004 Circumstances), named modifiers and the options (Righteous Fury, stray shots,
//! zero gravity).

use serde::{Deserialize, Serialize};

use super::*;

/// The attack actions `resolveAttack` resolves. What each one does in each line (its type,
/// modifier, hits and fire mode) is data in the ruleset profiles (`rules::action_types`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Action {
    Standard,
    SemiAuto,
    FullAuto,
    AllOut,
    Charge,
    CalledShot,
    Guarded,
    Swift,
    Lightning,
    MultipleAttacks,
    SuppressingFire,
    Overwatch,
    Stun,
    KnockDown,
    Feint,
    Manoeuvre,
    Grapple,
}

impl Action {
    pub const fn as_str(self) -> &'static str {
        match self {
            Action::Standard => "standard",
            Action::SemiAuto => "semiAuto",
            Action::FullAuto => "fullAuto",
            Action::AllOut => "allOut",
            Action::Charge => "charge",
            Action::CalledShot => "calledShot",
            Action::Guarded => "guarded",
            Action::Swift => "swift",
            Action::Lightning => "lightning",
            Action::MultipleAttacks => "multipleAttacks",
            Action::SuppressingFire => "suppressingFire",
            Action::Overwatch => "overwatch",
            Action::Stun => "stun",
            Action::KnockDown => "knockDown",
            Action::Feint => "feint",
            Action::Manoeuvre => "manoeuvre",
            Action::Grapple => "grapple",
        }
    }
}

/// Which hand holds the weapon that attacks (000 and 003 "Two-Weapon Fighting").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Hand {
    #[default]
    Primary,
    Secondary,
}

impl Hand {
    pub fn as_str(self) -> &'static str {
        match self {
            Hand::Primary => "primary",
            Hand::Secondary => "secondary",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Aim {
    #[default]
    None,
    Half,
    Full,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Reaction {
    #[default]
    None,
    Dodge,
    Parry,
    /// A vehicle's reaction, when it is the target (002 Vehicle Combat Actions, Jink).
    Jink,
}

/// The circumstances of an attack (000 Table 9-8 "Combat Circumstances", 003 "Combat
/// Circumstances", 002 and 004 Circumstances). Each flag is false unless given.
#[derive(Debug, Clone, Default, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Circumstances {
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub darkness: bool,
    /// Fog, mist, shadow or smoke.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub fog: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub higher_ground: bool,
    /// The attackers' numbers against the target in melee: 2 (two to one) or 3 (three or
    /// more to one); less than 2 changes nothing.
    pub outnumber: Option<u32>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub difficult_terrain: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub arduous_terrain: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub weather: bool,
    /// A heavy weapon is braced.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub braced: bool,
    /// The target is completely concealed.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub concealed: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub attacker_prone: bool,
    /// Extension: an unarmed attacker faces an armed target.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub target_armed: bool,
    /// Extension: the attacker lacks the weapon's training talent.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub untrained_weapon: bool,
    /// Extension: firing a burst while moving (Rogue Trader).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub moving_fire: bool,
    /// Extension: the attacker moved before a Knock-Down (000 "Knock-Down").
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub moved_first: bool,
    /// Extension: a Feint against this target won since its last turn.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub feinted: bool,
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", deny_unknown_fields)]
pub struct NamedModifier {
    /// A stable id beside the English label, for hosts that translate or style modifiers:
    /// the engine's own modifiers carry one (`pointBlank`, `aimHalf`, `size`, a feature's
    /// id...); a caller's modifier keeps the id it was given, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub id: Option<String>,
    pub label: String,
    pub value: i32,
}

impl NamedModifier {
    /// A modifier the engine makes, with its stable id.
    pub fn with_id(id: &str, label: &str, value: i32) -> NamedModifier {
        NamedModifier { id: Some(id.to_string()), label: label.to_string(), value }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum FuryOption {
    /// As the line's rules say (dh1/rt: player characters only; ow/dh2: everyone).
    #[default]
    Rules,
    Always,
    Never,
}

#[derive(Debug, Clone, Default, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Options {
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub sudden_death: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<FuryOption>"))]
    pub righteous_fury: FuryOption,
    /// Extension: the fight is in zero gravity (a missed thrown or blast weapon scatters on
    /// two axes).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub zero_gravity: bool,
    /// Extension: the optional stray-shots rule for shooting into melee (000 "Stray Shots",
    /// 003 "Shooting into Melee"): near misses and burst hits strike `meleeOpponent`.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub stray_shots: bool,
    /// Extension: whether `resolveAttack` writes its log (absent or null: it does). With
    /// `false` the outcome's `log` and `logSteps` are empty arrays and everything else is the
    /// same (the dice, every result), for a host that shows no log and would rather not
    /// pay for writing it.
    #[serde(default)]
    pub log: Option<bool>,
}

/// Extension: the burst suppressing fire lays down, where the line lets the shooter choose
/// (004 Suppressing Fire: semi-auto or full-auto).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum BurstMode {
    Semi,
    #[default]
    Full,
}

crate::serialize_through_derive!(NamedModifier);

crate::written_as_names!(Action, Hand, Aim, Reaction, FuryOption, BurstMode);
