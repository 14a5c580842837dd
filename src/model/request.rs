//! What a call asks: attack, test, opposed-test, initiative and escape requests, with the
//! actions, options and extra characters they name.

use serde::{Deserialize, Serialize};

use super::*;
use crate::dice::DiceSpec;

/// The attack actions `resolveAttack` resolves. What each one does in each line (its type,
/// modifier, hits and fire mode) is data in the ruleset profiles (`rules::action_types`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub enum Aim {
    #[default]
    None,
    Half,
    Full,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub enum Reaction {
    #[default]
    None,
    Dodge,
    Parry,
}

/// The circumstances of an attack (000 Table 9-8 "Combat Circumstances", 003 "Combat
/// Circumstances", 002 and 004 Circumstances). Each flag is false unless given.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
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

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(deny_unknown_fields)]
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub enum FuryOption {
    /// As the line's rules say (dh1/rt: player characters only; ow/dh2: everyone).
    #[default]
    Rules,
    Always,
    Never,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub enum BurstMode {
    Semi,
    #[default]
    Full,
}

/// Extension: another character an attack involves (a member of a kill zone, the target's
/// opponent in melee). `id` is the caller's, echoed in `AttackOutcome::others`.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ZoneMember {
    pub id: String,
    pub actor: Actor,
}

/// Extension: a character within 2 metres of the target that takes some of a burst's extra
/// hits instead (000 and 003 Semi-Auto and Full Auto Burst).
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SpreadTarget {
    pub id: String,
    pub actor: Actor,
    /// The most extra hits moved to this character (taken from the end of the hits).
    pub hits: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
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
    /// Extension: critical tables of the group's own, each replacing the line's table for
    /// its damage type and region in this request (at most 16, one per damage type and
    /// region).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<CustomCritTable>>"))]
    pub crit_tables: Vec<CustomCritTable>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// The options of the Grapple action (000 "Grapple" and "Grappling"; 003 "Grapple (Full
/// Action)" and "Grappling"; 004 Combat Actions "Grapple"). The option names the actor's
/// role: `start` opens a grapple; `damage` to `stand` are the controller's; `breakFree`,
/// `slipFree` and `takeControl` are the grappled target's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
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
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
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

/// A named difficulty (`'hard'`) or a number (`-20`).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", untagged, expecting = "must be a difficulty name ('hard') or a number from -100 to 100")]
pub enum Difficulty {
    Name(String),
    Value(f64),
}

crate::string_or_number!(Difficulty, Name, Value, "must be a difficulty name ('hard') or a number from -100 to 100");

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TestRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    pub characteristic: Characteristic,
    pub skill: Option<String>,
    /// A skill tested on another characteristic than its own (the GM's call, which the
    /// books allow). Without it such a test is refused with `not_allowed`.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub any_characteristic: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    pub difficulty: Option<Difficulty>,
    pub dice: Option<DiceSpec>,
    /// Extension: fate points the actor spends on the test.
    pub fate: Option<FateUse>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OpposedSide {
    pub actor: Actor,
    pub characteristic: Characteristic,
    pub skill: Option<String>,
    /// A skill tested on another characteristic than its own (the GM's call, which the
    /// books allow). Without it such a test is refused with `not_allowed`.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub any_characteristic: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    pub difficulty: Option<Difficulty>,
    /// Extension: fate points this side spends on its test.
    pub fate: Option<FateUse>,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OpposedRequest {
    pub ruleset: Ruleset,
    pub a: OpposedSide,
    pub b: OpposedSide,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Combatant {
    pub id: String,
    pub actor: Actor,
    /// Extension: spend a fate point to count the initiative die as a 10 (003 "Using Fate
    /// Points").
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub use_fate: bool,
}

/// Extension: fate points the acting character will spend on its test if they help (003
/// "Using Fate Points"): a re-roll if it fails (the second roll stands), one more degree if
/// it passes. Each spends a point of the actor's `fate`.
#[derive(Debug, Clone, Copy, Default, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FateUse {
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub reroll: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub extra_degree: bool,
}

/// Extension: what the target of an attack spends: a re-roll of its failed Dodge or Parry,
/// and burning a point rather than dying (003 "Burning Fate").
#[derive(Debug, Clone, Copy, Default, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TargetFate {
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub reroll: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub burn_to_survive: bool,
}

#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct InitiativeRequest {
    pub ruleset: Ruleset,
    pub combatants: Vec<Combatant>,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// Extension: the end-of-turn test to shake off being pinned (`escapePinning`).
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EscapeRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    /// Someone shot at the character since its last turn (no bonus). Default true.
    #[serde(default = "yes", deserialize_with = "nullable_yes")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub shot_at: bool,
    /// The character is engaged in melee (it escapes without a test; the `engaged`
    /// condition counts too).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub engaged: bool,
    /// The character is in cover (dh2 gives the bonus for cover too).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub in_cover: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

fn yes() -> bool {
    true
}

fn nullable_yes<'de, D: serde::Deserializer<'de>>(d: D) -> std::result::Result<bool, D::Error> {
    Ok(Option::<bool>::deserialize(d)?.unwrap_or(true))
}
