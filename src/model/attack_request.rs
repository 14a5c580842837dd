//! An attack request (`AttackRequest`) with the other characters it names (kill zone,
//! spread, melee opponent) and the Grapple action's options (000 "Grapple" and "Grappling";
//! 003 "Grapple (Full Action)" and "Grappling"; 004 Combat Actions "Grapple").

use serde::{Deserialize, Serialize};

use super::*;
use crate::dice::DiceSpec;

/// Extension: another character an attack involves (a member of a kill zone, the target's
/// opponent in melee). `id` is the caller's, echoed in `AttackOutcome::others`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct ZoneMember {
    pub id: String,
    pub actor: Actor,
}

/// Extension: a character within 2 metres of the target that takes some of a burst's extra
/// hits instead (000 and 003 Semi-Auto and Full Auto Burst).
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct SpreadTarget {
    pub id: String,
    pub actor: Actor,
    /// The most extra hits moved to this character (taken from the end of the hits).
    pub hits: u32,
}

#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct AttackRequest {
    pub ruleset: Ruleset,
    pub attacker: Actor,
    pub target: Actor,
    pub weapon: Weapon,
    pub action: Action,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Aim>"))]
    pub aim: Aim,
    pub called_location: Option<Location>,
    pub range: Option<f64>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Circumstances>"))]
    pub circumstances: Circumstances,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Reaction>"))]
    pub reaction: Reaction,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Options>"))]
    pub options: Options,
    pub dice: Option<DiceSpec>,
    /// Extension: the hand holding `weapon` (`'secondary'`: the secondary-hand penalty).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Hand>"))]
    pub hand: Hand,
    /// Extension: a weapon in the secondary hand that attacks too (Multiple Attacks with
    /// Two-Weapon Wielder in dh1/rt; beside the primary hand's action in ow/dh2).
    pub secondary_weapon: Option<Weapon>,
    /// Extension: the primary hand's attack when both weapons attack under Multiple Attacks
    /// (dh1/rt; default `'standard'`).
    pub primary_action: Option<Action>,
    /// Extension: the secondary hand's attack when both weapons attack (default
    /// `'standard'`).
    pub secondary_action: Option<Action>,
    /// Extension: metres the target must move to leave the area of an area attack (a Dodge
    /// beyond its reach fails). Defaults to the Blast value for Blast weapons.
    pub area_edge: Option<f64>,
    /// Set by the engine on the strikes of a two-weapon attack (never read from JSON).
    #[serde(skip)]
    pub both_hands: bool,
    /// Set by the engine for a psychic attack: the Focus Power test, which stands as the
    /// attack test (never read from JSON).
    #[serde(skip)]
    pub given_test: Option<TestResult>,
    /// Extension: what a `grapple` action does (required with it, refused without it).
    pub grapple: Option<GrappleRequest>,
    /// Extension: the burst of a suppressing fire ('semi' or 'full'; default 'full').
    pub fire_mode: Option<BurstMode>,
    /// Extension: the attack an Overwatch fires when triggered (default 'fullAuto').
    pub overwatch_attack: Option<Action>,
    /// Extension: the other characters in a suppressing fire's or an overwatch's kill zone
    /// (`target` is always in it).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<ZoneMember>>"))]
    pub kill_zone: Vec<ZoneMember>,
    /// Extension: characters within 2 metres of the target taking some of the extra hits.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<SpreadTarget>>"))]
    pub spread: Vec<SpreadTarget>,
    /// Extension: the target's opponent in melee, for `options.strayShots`.
    pub melee_opponent: Option<ZoneMember>,
    /// Extension: the weapon the target holds, which it parries with: its qualities
    /// (Balanced, Defensive, Unwieldy, Power Field...) change the Parry.
    pub target_weapon: Option<Weapon>,
    /// Extension: fate points the attacker spends on its attack test.
    pub fate: Option<FateUse>,
    /// Extension: fate points the target spends (a re-rolled reaction, burning one to live).
    pub target_fate: Option<TargetFate>,
    /// `analyzeAttack` only: how many times to roll the attack (`resolveAttack` refuses it).
    pub trials: Option<u32>,
    /// Extension, `analyzeAttack` only: `true` works the figures out exactly (every
    /// sequence of dice the attack can roll, weighed by its chance; refused with
    /// `limit_exceeded` when that takes more than 200000 runs of the engine), `false`
    /// samples `trials` trials. Absent: exactly when that takes at most one run per twenty
    /// trials (a first-edition single shot with no reaction, by a character whose attacks
    /// raise no Righteous Fury, at a target it cannot bring to critical damage takes about
    /// 600 runs, so from about 12000 trials).
    pub exact: Option<bool>,
    /// Extension: critical tables of the group's own, each replacing the line's table for
    /// its damage type and region in this request (at most 16, one per damage type and
    /// region).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<CustomCritTable>>"))]
    pub crit_tables: Vec<CustomCritTable>,
    /// Extension: the attacker shoots from a vehicle (002 Vehicle Attacks).
    pub platform: Option<Box<Platform>>,
    /// Extension (ow, dh2): the attacker is a horde with this much Magnitude left. Its hits
    /// gain extra d10s of damage for its size, and its attacks cannot be dodged or parried
    /// (the line's `encounters.hordes`; docs/rulesets.md, Encounters).
    pub horde_magnitude: Option<f64>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// The options of the Grapple action (000 "Grapple" and "Grappling"; 003 "Grapple (Full
/// Action)" and "Grappling"; 004 Combat Actions "Grapple"). The option names the actor's
/// role: `start` opens a grapple; `damage` to `stand` are the controller's; `breakFree`,
/// `slipFree` and `takeControl` are the grappled target's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum GrappleOption {
    Start,
    Damage,
    ThrowDown,
    Push,
    Ready,
    Stand,
    BreakFree,
    SlipFree,
    TakeControl,
}

impl GrappleOption {
    pub fn as_str(self) -> &'static str {
        match self {
            GrappleOption::Start => "start",
            GrappleOption::Damage => "damage",
            GrappleOption::ThrowDown => "throwDown",
            GrappleOption::Push => "push",
            GrappleOption::Ready => "ready",
            GrappleOption::Stand => "stand",
            GrappleOption::BreakFree => "breakFree",
            GrappleOption::SlipFree => "slipFree",
            GrappleOption::TakeControl => "takeControl",
        }
    }
    /// Options only the controller of a grapple takes.
    pub fn is_controller_option(self) -> bool {
        matches!(
            self,
            GrappleOption::Damage
                | GrappleOption::ThrowDown
                | GrappleOption::Push
                | GrappleOption::Ready
                | GrappleOption::Stand
        )
    }
}

/// Extension: the `grapple` field of an attack request.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct GrappleRequest {
    pub option: GrappleOption,
    /// `start` only: the grapple is attempted with a Charge rather than a Standard Attack.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub charge: bool,
    /// `stand` only: the controller also tries to drag the prone target up (opposed
    /// Strength).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub drag: bool,
}

/// An attack to analyse and how many times to roll it (`attack::analysis::parse_request` reads one
/// from JSON text).
#[derive(Debug, Clone)]
pub struct AnalyzeRequest {
    pub attack: AttackRequest,
    pub trials: Option<u32>,
}


crate::written_as_names!(GrappleOption);
