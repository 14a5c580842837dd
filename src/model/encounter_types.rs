//! An encounter as plain data (API.md "Encounters"): the request that starts one, the
//! encounter itself (its start, every choice made since, and the state those give), the
//! choices (`act`, `endTurn`) and their outcomes, and the odds `advise` gives.
//!
//! The encounter keeps the start request and each choice as the caller wrote them
//! (`serde_json::Value`), so that replaying them gives the same encounter byte for byte.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::*;
use crate::dice::DiceSpec;

/// How the engine chooses a target's reaction to an attack in an encounter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum ReactionPolicy {
    /// Targets never react.
    None,
    /// A target that may react does, with the reaction it is likeliest to pass.
    #[default]
    Best,
    /// The caller says, in each attack's `reaction` (`'none'` included).
    Ask,
}

/// One combatant of `startEncounter`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct CombatantSetup {
    /// The caller's id, unique in the encounter; attacks name their target by it.
    pub id: String,
    /// Which side it fights on; the encounter ends when one side is left standing.
    pub side: String,
    /// A character; for a horde, the profile of its members.
    pub actor: Option<Actor>,
    /// A vehicle; its crew (`crewOf`) act on its `commander`'s initiative, and it takes no
    /// turn of its own.
    pub vehicle: Option<Vehicle>,
    /// A horde (ow, dh2): its Magnitude; `actor` gives its members' profile.
    pub horde: Option<Horde>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub surprised: bool,
    /// A vehicle's commander: the id of the combatant whose initiative it acts on.
    pub commander: Option<String>,
    /// Extension: the weapons it carries; an attack names one by `name` (or gives its own).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Weapon>>"))]
    pub weapons: Vec<Weapon>,
    /// Extension (ow, 002 Comrade Orders): the id of the player character this comrade is
    /// attached to. A comrade has no initiative of its own: it acts on its leader's orders.
    pub comrade_of: Option<String>,
    /// Extension (002 Vehicle Combat): the id of the vehicle this character crews. A crewman
    /// other than the vehicle's commander rolls no initiative: it acts on the commander's,
    /// right after it. Its attacks are made from the vehicle (`platform`), with the
    /// vehicle's `weapons` beside its own.
    pub crew_of: Option<String>,
    /// A crewman's place aboard (default `'gunner'`); a vehicle has one driver at most.
    pub role: Option<PlatformRole>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub meta: Meta,
}

/// A vehicle's manoeuvre that penalises attacks at it and from it until its driver's next
/// turn (002 Vehicle Combat: Evasive Manoeuvring, Floor It!).
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Manoeuvre {
    pub name: String,
    /// To attacks at the vehicle.
    pub against: i32,
    /// To attacks from the vehicle.
    pub from: i32,
}

/// A horde (Only War and Dark Heresy 2nd edition): many foes fought as one, Magnitude in
/// place of wounds.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Horde {
    pub name: Option<String>,
    /// Its starting Magnitude.
    pub magnitude: f64,
    /// Magnitude lost so far.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<f64>"))]
    pub damage: f64,
    /// Armour on every location, in place of its members' (absent: the members').
    pub armour: Option<f64>,
    /// Toughness, in place of its members' (absent: the members').
    pub toughness: Option<f64>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Tagged>>"))]
    pub traits: Vec<Tagged>,
}

/// `startEncounter(...)`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct StartEncounterRequest {
    pub ruleset: Ruleset,
    pub combatants: Vec<CombatantSetup>,
    /// Extension: how targets react to attacks (default `'best'`).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<ReactionPolicy>"))]
    pub reactions: ReactionPolicy,
    /// Only `seed` and `rolls`: the encounter's own dice continue from its seed.
    pub dice: Option<DiceSpec>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub meta: Meta,
}

/// Why a combatant no longer takes turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Out {
    Dead,
    Unconscious,
    /// A horde whose Magnitude is gone, or that broke.
    Broken,
    /// A comrade killed.
    Killed,
}

/// What kind of combatant it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum CombatantKind {
    Actor,
    Vehicle,
    Horde,
    Comrade,
}

/// A combatant's running state in the encounter. Its body (damage, fatigue, conditions,
/// injuries...) is what the last outcome gave it; the rest is the encounter's bookkeeping.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct CombatantState {
    pub side: String,
    pub kind: Option<CombatantKind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub name: Option<String>,
    /// Its initiative total (absent for a comrade, which acts on its leader's turn).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub initiative: Option<i32>,
    pub damage: i32,
    pub critical_damage: i32,
    pub fatigue: i32,
    pub conditions: Vec<Condition>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub stunned_rounds: Option<u32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Effect>>", optional))]
    pub injuries: Vec<Effect>,
    #[serde(default, skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>", optional))]
    pub insanity: i32,
    #[serde(default, skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>", optional))]
    pub corruption: i32,
    /// A horde's Magnitude left.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub magnitude: Option<i32>,
    /// A horde's Magnitude when the round began: losing a quarter of it within the round
    /// calls for its break test.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub round_magnitude: Option<i32>,
    /// A horde took its break test this round (it takes one a round at most).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub break_tested: bool,
    /// A comrade hurt once (the next harm kills it).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub wounded: bool,
    /// The id of a comrade's leader.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub comrade_of: Option<String>,
    /// A comrade's standing order, until its leader gives another.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub order: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub out: Option<Out>,
    /// Reactions used this round.
    pub reactions_used: u32,
    /// The actions taken so far this turn (the active combatant only).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "Array<ActionId | TurnAction>"))]
    pub actions: Vec<Value>,
    /// Aim carried into its next attack (a turn that ended aiming).
    #[serde(default, skip_serializing_if = "is_no_aim")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Aim>", optional))]
    pub aim: Aim,
    /// The id of the combatant a won Feint leaves open to its next attack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub feint: Option<String>,
    /// The ids of the combatants it is engaged in melee with.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<String>>", optional))]
    pub engaged: Vec<String>,
    /// Rounds of ammunition spent since its last reload, by weapon name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<BTreeMap<String, u32>>", optional))]
    pub ammo: BTreeMap<String, u32>,
    /// Shot at since its last turn (a pinned character escapes only when it was not).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub shot_at: bool,
    /// It may take only a Half Action this turn (its start of turn said so).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub half_actions_only: bool,
    /// A vehicle's movement this round (its driver's `drive`).
    #[serde(default, skip_serializing_if = "is_still")]
    #[cfg_attr(feature = "ts", ts(as = "Option<PlatformMove>", optional))]
    pub moved: PlatformMove,
    /// A vehicle's movement in the round before: the shots from it this round are
    /// penalised for it (002 Vehicle Attacks), and a Jink needs it.
    #[serde(default, skip_serializing_if = "is_still")]
    #[cfg_attr(feature = "ts", ts(as = "Option<PlatformMove>", optional))]
    pub moved_before: PlatformMove,
    /// A vehicle's own conditions (out of control, crashed...).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<VehicleCondition>>", optional))]
    pub vehicle_conditions: Vec<VehicleCondition>,
    /// Without air (holding its breath, or in vacuum), counted at each round's end
    /// (`endRound`); set by `adjust`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub air: Option<Air>,
    /// A vehicle's manoeuvre in force, until its driver's next turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub manoeuvre: Option<Manoeuvre>,
}

fn is_still(m: &PlatformMove) -> bool {
    *m == PlatformMove::None
}

fn is_no_aim(a: &Aim) -> bool {
    *a == Aim::None
}

/// Who won, once one side is left.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterEnd {
    /// The side left standing (absent when no side is).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub winner: Option<String>,
    pub round: u32,
}

/// An encounter: JSON in, JSON out. `start` and `history` are the truth; the rest is what
/// they give, kept so that a choice needs no replay.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Encounter {
    pub ruleset: Ruleset,
    pub round: u32,
    /// The place in `order` of the combatant whose turn it is.
    pub turn: u32,
    /// The initiative order: combatant ids, highest first.
    pub order: Vec<String>,
    /// Extension: the id of the combatant whose turn it is (absent once it is over).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub active: Option<String>,
    pub combatants: BTreeMap<String, CombatantState>,
    /// Every choice since the start, as given (each `act` and `endTurn`, with its dice).
    #[cfg_attr(feature = "ts", ts(type = "unknown[]"))]
    pub history: Vec<Value>,
    pub seed: u64,
    /// Extension: how targets react (`startEncounter`'s `reactions`).
    pub reactions: ReactionPolicy,
    /// Extension: set once one side is left.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub end: Option<EncounterEnd>,
    /// Extension: the `startEncounter` request as given (its dice made a seed), from which
    /// `history` replays.
    #[cfg_attr(feature = "ts", ts(type = "unknown"))]
    pub start: Value,
}

/// `act(encounter, choice)`, as one request.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct ActChoice {
    pub combatant: String,
    /// The turn's actions (as `validateTurn` takes them), added to any taken earlier this
    /// turn.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(type = "Array<ActionId | TurnAction> | null", optional))]
    pub actions: Vec<Value>,
    /// The attack of the attack action among `actions`: `target` is a combatant's id,
    /// `weapon` a carried weapon's name or a weapon; the encounter supplies the rest.
    #[cfg_attr(feature = "ts", ts(type = "Record<string, unknown> & { target: string } | null", optional))]
    pub attack: Option<Value>,
    /// Extension (ow, 002 Comrade Orders): an order to the comrades attached to the actor.
    pub order: Option<ComradeOrder>,
    /// Extension (002 Vehicle Combat): a driver's manoeuvre this turn, as `vehicleAction`
    /// takes it less the vehicle, the driver and the dice: `{ action: 'tacticalManoeuvring'
    /// | 'evasiveManoeuvring' | 'floorIt', full?, terrain?, skill? }`. It is a Half Action
    /// of the driver's turn (`useSkill`), a Full Action when `full` or not tactical.
    #[cfg_attr(feature = "ts", ts(type = "Record<string, unknown> & { action: VehicleAction } | null", optional))]
    pub drive: Option<Value>,
    pub dice: Option<DiceSpec>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub meta: Meta,
}

/// An order to comrades (002 Comrade Orders).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum ComradeOrder {
    Move,
    RangedVolley,
    CloseQuarters,
    TakeCover,
}

impl ComradeOrder {
    pub const fn as_str(self) -> &'static str {
        match self {
            ComradeOrder::Move => "move",
            ComradeOrder::RangedVolley => "rangedVolley",
            ComradeOrder::CloseQuarters => "closeQuarters",
            ComradeOrder::TakeCover => "takeCover",
        }
    }
}

/// `endTurn(encounter, choice)`.
#[derive(Debug, Clone, Default, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct EndTurnChoice {
    pub dice: Option<DiceSpec>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub meta: Meta,
}

/// What `act` and `endTurn` return.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct EncounterStep {
    pub encounter: Encounter,
    /// The engines' outcomes, in order, each tagged with what it was (`kind`) and whose.
    #[cfg_attr(feature = "ts", ts(type = "unknown[]"))]
    pub outcomes: Vec<Value>,
    pub log: Vec<String>,
}

/// One choice `advise` weighs.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Advice {
    pub action: Action,
    pub target: String,
    /// The weapon's name.
    pub weapon: String,
    #[serde(skip_serializing_if = "is_no_aim")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Aim>", optional))]
    pub aim: Aim,
    pub hit_chance: f64,
    /// The chance it deals at least one wound (a horde: removes Magnitude).
    pub wound_chance: f64,
    /// The chance the target dies (0 for a horde: see `woundChance`).
    pub kill_chance: f64,
    /// The chance the target is left unconscious (it may be dead too: the two are not
    /// added up).
    pub unconscious_chance: f64,
    pub mean_wounds: f64,
    /// The turn this choice is, as `act` takes it.
    #[cfg_attr(feature = "ts", ts(type = "unknown"))]
    pub act: Value,
}

/// `advise(encounter, { combatant?, trials? })`.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct AdviceOutcome {
    pub combatant: String,
    pub choices: Vec<Advice>,
    /// Choices left out, and why (a weapon it lacks the talent for, an action the line
    /// lacks).
    pub skipped: Vec<String>,
}

crate::serialize_through_derive!(Manoeuvre);
crate::serialize_through_derive!(CombatantState);
crate::serialize_through_derive!(EncounterEnd);
crate::serialize_through_derive!(Encounter);

crate::written_as_names!(ReactionPolicy, Out, CombatantKind, ComradeOrder);
