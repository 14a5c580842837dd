//! What `movement` and `resolveMove` ask and return (API.md "Movement and the body"; 003
//! MOVEMENT to FLYING).

use serde::{Deserialize, Serialize};

use super::*;
use crate::dice::{DiceSpec, DieRecord};

/// Metres a round at one Agility Bonus (003 Table 7-28).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct RoundSpeeds {
    pub half: f64,
    pub full: f64,
    pub charge: f64,
    pub run: f64,
}

/// A world's gravity (003 "The Effects of Gravity").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Gravity {
    Low,
    #[default]
    Normal,
    High,
}

/// A treacherous environment (003 Table 7-30): movement in it is halved, and a Charge or
/// Run through it needs an Agility test of its difficulty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Environment {
    Fog,
    Mud,
    ShallowWater,
    Darkness,
    Snow,
    Underbrush,
    DenseCrowds,
    ZeroGravity,
    Rubble,
    Tremors,
}

impl Environment {
    pub fn as_str(self) -> &'static str {
        match self {
            Environment::Fog => "fog",
            Environment::Mud => "mud",
            Environment::ShallowWater => "shallowWater",
            Environment::Darkness => "darkness",
            Environment::Snow => "snow",
            Environment::Underbrush => "underbrush",
            Environment::DenseCrowds => "denseCrowds",
            Environment::ZeroGravity => "zeroGravity",
            Environment::Rubble => "rubble",
            Environment::Tremors => "tremors",
        }
    }
}

/// `movement(...)`: how far a character moves, and what it can carry.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct MovementRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    pub gravity: Option<Gravity>,
    /// Kilograms carried.
    pub carried_kg: Option<f64>,
    /// A Flying Movement number (a trait's or a device's); absent: the actor's Flyer or
    /// Hoverer trait, if any.
    pub flying: Option<f64>,
    /// Extension: the treacherous environments around (003 Table 7-30).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Environment>>"))]
    pub environment: Vec<Environment>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// Metres travelled in narrative time (003 Table 7-29).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct NarrativeSpeeds {
    pub per_minute: f64,
    pub per_hour: f64,
    pub per_day: f64,
}

/// Kilograms carried, lifted off the ground and pushed (003 Table 7-31).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Limits {
    pub carry: f64,
    pub lift: f64,
    pub push: f64,
}

/// What `movement` returns.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct MovementOutcome {
    /// Metres a round (003 Table 7-28), with traits, gravity, load, injuries and the
    /// environment applied.
    pub half: f64,
    pub full: f64,
    pub charge: f64,
    pub run: f64,
    /// Extension: the Agility Bonus the speeds are read at.
    pub agility_bonus: i32,
    /// Extension: metres a round in the air, at the flying movement.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub flying: Option<RoundSpeeds>,
    pub narrative: NarrativeSpeeds,
    pub limits: Limits,
    /// Extension: the sum of Strength and Toughness Bonus the limits are read at.
    pub limits_total: i32,
    /// Carrying more than the carry limit.
    pub encumbered: bool,
    /// Extension: carrying at the lift limit: moving at the normal rate takes a Full Action.
    pub full_action_to_move: bool,
    /// Extension: the modifier to movement tests (climbing, jumping, leaping, swimming...).
    pub movement_tests: i32,
    /// Extension: the Agility test a Charge or Run through the environment needs (its
    /// modifier; a failure leaves the character prone).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub charge_or_run_test: Option<i32>,
    pub log: Vec<String>,
}

/// What `resolveMove` resolves (API.md `Move`). It is read through `MoveFields`, one flat
/// object whose `kind` says which of the fields it may carry (no buffering of a tagged
/// enum, which would cost the reader several times the code).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(tag = "kind", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Move {
    /// A standing jump upwards: centimetres reached.
    JumpUp {},
    /// Jumping down so many metres: an Agility test a metre; a failure falls the rest.
    JumpDown { metres: f64 },
    /// A running or standing leap; `runUp`, the whole run-up in metres.
    Leap {
        running: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        run_up: Option<f64>,
        /// Extension: the gap to clear, in metres: `success` says whether it was cleared.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        gap: Option<f64>,
    },
    /// A round of climbing; `height`, metres above the ground, for a fall.
    Climb {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        sheer: Option<bool>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        tools: Option<bool>,
        /// Extension: climbing in a hurry or under attack (with tools on a sheer surface,
        /// the Strength test is then needed).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        hurried: Option<bool>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        height: Option<f64>,
    },
    /// A round of abseiling down a rope.
    Abseil {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        harness: Option<bool>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        height: Option<f64>,
    },
    /// A move's swimming.
    Swim {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        hazardous: Option<bool>,
        /// Extension: the swimmer's weight in kilograms, for how deep it sinks.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        weight_kg: Option<f64>,
    },
    /// Lifting so many kilograms off the ground.
    Lift { kg: f64 },
    /// Pushing so many kilograms.
    Push { kg: f64 },
    /// Throwing an object of so many kilograms.
    Throw {
        kg: f64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        improvised: Option<bool>,
    },
    /// Hours of hurrying in narrative time.
    Hurry { hours: f64 },
    /// Hours of running in narrative time.
    Run { hours: f64 },
    /// A day's march of so many hours in all (past the ordinary day's, a forced march).
    March { hours: f64 },
    /// Hours of swimming.
    SwimLong { hours: f64 },
    /// Hours of carrying more than the carry limit (the request's `carriedKg`).
    CarryLong { hours: f64 },
    /// Extension: a Charge or Run across treacherous ground (the request's `environment`):
    /// an Agility test at the hardest environment's difficulty, or the character falls prone.
    KeepFooting {},
    /// Extension: a flier's move this turn: `altitude` the height it ends at, `action` the
    /// move it takes (`none`: it takes no move and falls, or lands if it hovers).
    Fly {
        altitude: Altitude,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        action: Option<FlyAction>,
    },
}

/// The kinds of move, as `move.kind` names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
enum MoveKind {
    JumpUp,
    JumpDown,
    Leap,
    Climb,
    Abseil,
    Swim,
    Lift,
    Push,
    Throw,
    Hurry,
    Run,
    March,
    SwimLong,
    CarryLong,
    KeepFooting,
    Fly,
}

/// Every field any move has; `kind` says which a move may carry.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct MoveFields {
    kind: MoveKind,
    metres: Option<f64>,
    running: Option<bool>,
    run_up: Option<f64>,
    gap: Option<f64>,
    sheer: Option<bool>,
    tools: Option<bool>,
    hurried: Option<bool>,
    height: Option<f64>,
    harness: Option<bool>,
    hazardous: Option<bool>,
    weight_kg: Option<f64>,
    kg: Option<f64>,
    improvised: Option<bool>,
    hours: Option<f64>,
    altitude: Option<Altitude>,
    action: Option<FlyAction>,
}

impl MoveFields {
    /// The fields given (not absent or null), by their request names.
    fn given(&self) -> [(&'static str, bool); 16] {
        [
            ("metres", self.metres.is_some()),
            ("running", self.running.is_some()),
            ("runUp", self.run_up.is_some()),
            ("gap", self.gap.is_some()),
            ("sheer", self.sheer.is_some()),
            ("tools", self.tools.is_some()),
            ("hurried", self.hurried.is_some()),
            ("height", self.height.is_some()),
            ("harness", self.harness.is_some()),
            ("hazardous", self.hazardous.is_some()),
            ("weightKg", self.weight_kg.is_some()),
            ("kg", self.kg.is_some()),
            ("improvised", self.improvised.is_some()),
            ("hours", self.hours.is_some()),
            ("altitude", self.altitude.is_some()),
            ("action", self.action.is_some()),
        ]
    }
}

fn kind_name(k: MoveKind) -> &'static str {
    match k {
        MoveKind::JumpUp => "jumpUp",
        MoveKind::JumpDown => "jumpDown",
        MoveKind::Leap => "leap",
        MoveKind::Climb => "climb",
        MoveKind::Abseil => "abseil",
        MoveKind::Swim => "swim",
        MoveKind::Lift => "lift",
        MoveKind::Push => "push",
        MoveKind::Throw => "throw",
        MoveKind::Hurry => "hurry",
        MoveKind::Run => "run",
        MoveKind::March => "march",
        MoveKind::SwimLong => "swimLong",
        MoveKind::CarryLong => "carryLong",
        MoveKind::KeepFooting => "keepFooting",
        MoveKind::Fly => "fly",
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Move, D::Error> {
        use serde::de::Error;
        let f = MoveFields::deserialize(d)?;
        let k = f.kind;
        let allowed: &[&str] = match k {
            MoveKind::JumpUp | MoveKind::KeepFooting => &[],
            MoveKind::JumpDown => &["metres"],
            MoveKind::Leap => &["running", "runUp", "gap"],
            MoveKind::Climb => &["sheer", "tools", "hurried", "height"],
            MoveKind::Abseil => &["harness", "height"],
            MoveKind::Swim => &["hazardous", "weightKg"],
            MoveKind::Lift | MoveKind::Push => &["kg"],
            MoveKind::Throw => &["kg", "improvised"],
            MoveKind::Hurry | MoveKind::Run | MoveKind::March | MoveKind::SwimLong | MoveKind::CarryLong => &["hours"],
            MoveKind::Fly => &["altitude", "action"],
        };
        if let Some((name, _)) = f.given().into_iter().find(|(n, given)| *given && !allowed.contains(n)) {
            let fields = if allowed.is_empty() { "none".to_string() } else { allowed.join(", ") };
            return Err(D::Error::custom(format!(
                "`{name}` is not a field of a {} move (its fields: {fields})",
                kind_name(k)
            )));
        }
        let need = |v: Option<f64>, name: &'static str| v.ok_or_else(|| D::Error::missing_field(name));
        Ok(match k {
            MoveKind::JumpUp => Move::JumpUp {},
            MoveKind::JumpDown => Move::JumpDown { metres: need(f.metres, "metres")? },
            MoveKind::Leap => Move::Leap {
                running: f.running.ok_or_else(|| D::Error::missing_field("running"))?,
                run_up: f.run_up,
                gap: f.gap,
            },
            MoveKind::Climb => Move::Climb { sheer: f.sheer, tools: f.tools, hurried: f.hurried, height: f.height },
            MoveKind::Abseil => Move::Abseil { harness: f.harness, height: f.height },
            MoveKind::Swim => Move::Swim { hazardous: f.hazardous, weight_kg: f.weight_kg },
            MoveKind::Lift => Move::Lift { kg: need(f.kg, "kg")? },
            MoveKind::Push => Move::Push { kg: need(f.kg, "kg")? },
            MoveKind::Throw => Move::Throw { kg: need(f.kg, "kg")?, improvised: f.improvised },
            MoveKind::Hurry => Move::Hurry { hours: need(f.hours, "hours")? },
            MoveKind::Run => Move::Run { hours: need(f.hours, "hours")? },
            MoveKind::March => Move::March { hours: need(f.hours, "hours")? },
            MoveKind::SwimLong => Move::SwimLong { hours: need(f.hours, "hours")? },
            MoveKind::CarryLong => Move::CarryLong { hours: need(f.hours, "hours")? },
            MoveKind::KeepFooting => Move::KeepFooting {},
            MoveKind::Fly => Move::Fly {
                altitude: f.altitude.ok_or_else(|| D::Error::missing_field("altitude"))?,
                action: f.action,
            },
        })
    }
}

/// The move action a flier takes (003 "Altitude").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum FlyAction {
    /// A Half or Full Action move: one level of altitude.
    #[default]
    Move,
    /// A Charge (also an attack that is a charge): two levels.
    Charge,
    /// A Run: two levels.
    Run,
    /// No move action this turn.
    None,
}

/// `resolveMove(...)`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct MoveRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    #[serde(rename = "move")]
    pub movement: Move,
    pub gravity: Option<Gravity>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Environment>>"))]
    pub environment: Vec<Environment>,
    pub carried_kg: Option<f64>,
    /// Extension: the test's difficulty (most climbs are Challenging), as for `rollTest`.
    pub difficulty: Option<Difficulty>,
    /// Extension: further named modifiers to the move's tests.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<DamageOptions>"))]
    pub options: DamageOptions,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// A fall at the end of a move, and its damage as `applyDamage` gives it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Fell {
    pub metres: f64,
    pub damage: DamageOutcome,
}

/// What `resolveMove` returns.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct MoveOutcome {
    /// The move did what was asked (a lift lifted, a climb climbed, a leap cleared its gap).
    pub success: bool,
    /// The tests, in order.
    pub tests: Vec<MoveTest>,
    /// Metres moved (climbed, leapt, swum, thrown, travelled).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub distance: Option<f64>,
    /// A jump's height in centimetres.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub centimetres: Option<f64>,
    /// A leap's height in metres.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub height: Option<f64>,
    /// Extension: the move ended in a fall (a failed climb, a lost grip, a flier with no
    /// move). `fell` carries its damage when the height is known.
    pub falls: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub fell: Option<Fell>,
    /// Extension: metres sunk (a failed hazardous swim, a helpless swimmer).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub sinks: Option<f64>,
    /// Levels of fatigue gained.
    pub fatigue: i32,
    /// Extension: the modifier to Perception tests while hurrying or running.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub perception: Option<i32>,
    /// Extension: hours of rest that remove a forced march's fatigue.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub rest_hours: Option<f64>,
    /// Extension: the altitude a flier ends at.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub altitude: Option<Altitude>,
    /// The character after the move.
    pub target: TargetState,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

/// A test a move made, and what it was for (`purpose`: `movement`, `grip`, `endurance`).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct MoveTest {
    pub purpose: crate::dice::Purpose,
    /// Extension: the hour of narrative travel the test ends (for the hours of hard travel).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub hour: Option<u32>,
    #[serde(flatten)]
    pub result: TestResult,
}


crate::written_as_names!(Gravity, Environment, FlyAction);
