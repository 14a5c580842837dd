//! What an effect did to a character, with its dice rolled: the applied form of the critical
//! tables' vocabulary (`rules::effects`), what a VTT writes back, and how long it lasts.

use serde::{Deserialize, Serialize};

use super::*;

/// Which side of the body a part is on (from the hit location; absent for the head and
/// body, where the GM chooses).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Side {
    Left,
    Right,
}

/// The unit of a duration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum DurationUnit {
    Rounds,
    /// Until the end of the character's next turn.
    NextTurn,
    Minutes,
    Hours,
    Days,
    Weeks,
    /// Until the character receives medical attention (or the part is repaired).
    UntilTreated,
    Permanent,
    /// Until the end of the encounter (the caller ends it then).
    Encounter,
    /// Until the character snaps out of it: a Willpower test at the start of each of its
    /// turns (`startTurn`), or the end of the encounter.
    SnapOut,
    /// While the character stays near the source of its fear (the caller ends it).
    NearSource,
}

/// How long an applied effect lasts: `amount` units (rolled where the table gives dice);
/// no amount for `nextTurn`, `untilTreated` and `permanent`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Duration {
    pub unit: DurationUnit,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub amount: Option<u32>,
}

/// One effect as it applied to a character, with its dice rolled: what a VTT writes back.
/// The vocabulary is `rules::effects::Spec`'s; `test` and `chance` record a roll, and the
/// effects that followed from it come right after them in the list.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", tag = "type"))]
#[serde(remote = "Self", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Effect {
    Death,
    Fatigue {
        levels: u32,
    },
    Stunned {
        rounds: u32,
    },
    Prone,
    BloodLoss,
    OnFire,
    Unconscious {
        duration: Duration,
    },
    Blinded {
        duration: Duration,
    },
    Deafened {
        duration: Duration,
    },
    /// A modifier to some tests for a time.
    Penalty {
        modifier: i32,
        scope: super::Scope,
        duration: Duration,
    },
    /// The characteristics count at half (rounded down) for a time.
    Halved {
        characteristics: Vec<Characteristic>,
        duration: Duration,
    },
    /// Points of characteristic damage; `permanent` ones never heal.
    CharacteristicDamage {
        characteristic: Characteristic,
        amount: u32,
        permanent: bool,
    },
    /// The characteristic is now `value` (when it was higher).
    CharacteristicBecomes {
        characteristic: Characteristic,
        value: u32,
    },
    MovementHalved {
        duration: Duration,
    },
    HalfActionsOnly {
        duration: Duration,
    },
    Useless {
        part: super::Part,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        side: Option<Side>,
        duration: Duration,
    },
    Lost {
        part: super::Part,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        side: Option<Side>,
        count: u32,
    },
    /// Drops what the hand on that side holds.
    Drops {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        side: Option<Side>,
    },
    ArmourDestroyed {
        location: Location,
    },
    /// The armour on the location loses `points` (until repaired).
    ArmourDamaged {
        location: Location,
        points: u32,
    },
    /// The armour on the location (a helmet) comes off undamaged, leaving it bare until put
    /// back on.
    ArmourOff {
        location: Location,
    },
    /// What the hand on that side held is destroyed.
    HeldItemDestroyed {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        side: Option<Side>,
    },
    /// A die that picked one of a row's outcomes (`1d{sides}` showed `roll`); the effects it
    /// picked come next.
    Roll {
        sides: u32,
        roll: u32,
    },
    /// Thrown back this many metres (its fatigue is a `fatigue` effect after it).
    Knockback {
        metres: u32,
    },
    /// A test the character made because of the effect.
    Test {
        test: TestResult,
    },
    /// Harm to those within `radius` metres, for the GM to apply.
    Nearby {
        radius: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        damage: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        damage_type: Option<DamageType>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        only_if: Option<super::Carried>,
    },
    /// A percentile chance: `roll` against `percent`; the effects that followed come next.
    Chance {
        percent: u32,
        roll: u32,
        happened: bool,
    },
    /// Caught in a snare: the `immobilised` condition (a Snare quality's hit).
    Immobilised,
    /// A crippling wound on the location (a Crippling quality's hit): each turn the
    /// character takes more than a Half Action, it takes `damage` Rending damage there that
    /// neither armour nor Toughness reduces (`startTurn` with `fullAction`). It lasts for the
    /// rest of the encounter (the caller removes it then) or until the character has no
    /// damage left (`startTurn` ends it). One per location: a second crippling hit there
    /// keeps the larger number.
    Crippled {
        location: Location,
        damage: u32,
    },
    /// Insanity points gained (added to the character's `insanity`).
    Insanity {
        points: u32,
    },
    /// Corruption points gained (added to the character's `corruption`).
    Corruption {
        points: u32,
    },
    /// Must flee the source of its fear at full speed; cornered, it takes only Half
    /// Actions at `cornered` to every test.
    Flees {
        cornered: i32,
        duration: Duration,
    },
    /// Will not willingly come nearer the source of its fear.
    AvoidsSource {
        duration: Duration,
    },
    /// Takes no actions (it may still be moved or led).
    NoActions {
        duration: Duration,
    },
    /// Attacks whatever is nearest, friend or foe, at random.
    Frenzy {
        duration: Duration,
    },
    /// Suffers acute hallucinations (the GM plays them).
    Hallucinating {
        duration: Duration,
    },
    /// Everyone within `radius` metres (the character too when `itself`) suffers `each`,
    /// for the GM to resolve for the others (the character's own share follows as effects
    /// of its own).
    #[serde(skip_deserializing)]
    Area {
        radius: u32,
        itself: bool,
        /// The effects, as the table writes them (`Spec`s: dice unrolled).
        #[cfg_attr(feature = "ts", ts(type = "Spec[]"))]
        each: AreaSpecs,
    },
    /// Damage the character took on `location` (`damage` before soak, `wounds` after);
    /// `critical` when it went past its wounds.
    #[serde(skip_deserializing)]
    Harm {
        location: Location,
        damage: u32,
        damage_type: DamageType,
        wounds: u32,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        critical: Option<Box<Critical>>,
    },
    /// The character takes a Fear test of this rating (the caller makes it: `fearTest`).
    FearTest {
        rating: u32,
    },
    /// No psychic powers for a time.
    NoPowers {
        duration: Duration,
    },
    /// Something the warp does that the GM plays, by its id, for a time.
    Warp {
        id: String,
        duration: Duration,
    },
}

// Read as one flat object (`flat_effects`); written tag first. The derived reader above
// (`remote = "Self"`) is never called by the engine: `tests/tagged_objects.rs` reads every
// kind both ways and compares.
crate::tagged!(@Serialize Effect, "type");

/// The effects that last a time, each with its `duration` (one list for reading and
/// changing it).
macro_rules! lasting {
    ($e:expr, $d:ident => $then:expr) => {
        match $e {
            Effect::Unconscious { duration: $d }
            | Effect::Blinded { duration: $d }
            | Effect::Deafened { duration: $d }
            | Effect::Penalty { duration: $d, .. }
            | Effect::Halved { duration: $d, .. }
            | Effect::MovementHalved { duration: $d }
            | Effect::HalfActionsOnly { duration: $d }
            | Effect::Useless { duration: $d, .. }
            | Effect::Flees { duration: $d, .. }
            | Effect::AvoidsSource { duration: $d }
            | Effect::NoActions { duration: $d }
            | Effect::Frenzy { duration: $d }
            | Effect::Hallucinating { duration: $d }
            | Effect::NoPowers { duration: $d }
            | Effect::Warp { duration: $d, .. } => Some($then),
            _ => None,
        }
    };
}

impl Effect {
    /// How long a lasting effect lasts (`None` for one that happens once, or for good like
    /// a lost part).
    pub fn duration(&self) -> Option<Duration> {
        lasting!(self, d => *d)
    }

    pub fn duration_mut(&mut self) -> Option<&mut Duration> {
        lasting!(self, d => d)
    }

    /// The condition a lasting effect puts the character in, which ends with the last such
    /// effect.
    pub fn condition(&self) -> Option<Condition> {
        match self {
            Effect::Unconscious { .. } => Some(Condition::Unconscious),
            Effect::Blinded { .. } => Some(Condition::Blinded),
            Effect::Deafened { .. } => Some(Condition::Deafened),
            _ => None,
        }
    }
}

crate::serialize_through_derive!(Duration);

crate::written_as_names!(Side, DurationUnit);

/// The effects an area effect carries for the others in it (`Effect::Area`), written as the
/// table's `Spec`s are.
///
/// Only the psychic tables have area effects; no critical table does, and a request's own
/// critical effects cannot name one (`tests/criticals.rs` checks every line's tables). So
/// the attack entry's build (the `attack` feature), whose calls reach the critical tables
/// alone, leaves out the specs' writer (1.3 KB of its `.wasm` gzipped), and writing an
/// area effect there is an internal error rather than a different answer.
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(not(feature = "attack"), derive(Serialize), serde(transparent))]
pub struct AreaSpecs(pub &'static [super::effect_spec::Spec<'static>]);

#[cfg(feature = "attack")]
impl Serialize for AreaSpecs {
    fn serialize<S: serde::Serializer>(&self, _: S) -> Result<S::Ok, S::Error> {
        Err(serde::ser::Error::custom("an area effect is written by the whole engine only"))
    }
}
