//! The states a character can be in (`Condition`: prone, stunned, pinned, on fire...; API.md
//! names most, the engine adds a few it carries between turns) and how high it flies
//! (`Altitude`, 003 "Altitude").

use serde::{Deserialize, Serialize};

/// A state a character is in. API.md names most of these; the engine adds a few it needs
/// to know about from earlier turns (`unconscious`, `guarded`, `allOutAttack`,
/// `defensiveStance`) or that a weapon quality causes (`immobilised`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Condition {
    Prone,
    Stunned,
    Helpless,
    /// Unaware of the attacker (not yet attacked this combat, or not seen).
    Unaware,
    /// Surprised: loses the first turn; attacks on it are as on an unaware target.
    Surprised,
    Pinned,
    /// Ran on its last turn.
    Running,
    Grappled,
    /// Engaged in melee.
    Engaged,
    Fatigued,
    Blinded,
    Deafened,
    OnFire,
    BloodLoss,
    Unconscious,
    /// Made a Guarded Attack or Guarded Action since its last turn (+10 to its reactions).
    Guarded,
    /// Made an All Out Attack since its last turn (no Dodge or Parry until then).
    AllOutAttack,
    /// Took the Defensive Stance since its last turn.
    DefensiveStance,
    /// Caught in a snare (the Snare quality): it cannot move, and can neither Dodge nor
    /// Parry, until it breaks free, which the published rule makes its only action (a Full
    /// Action: a Strength or Agility test, the caller's to make and to remove the condition
    /// on). As the published rule says, a snared character is helpless while it lasts
    /// (melee attacks on it hit automatically, with the helpless damage).
    Immobilised,
}

impl Condition {
    /// Every condition, in declaration order (`catalogue` lists them).
    pub const ALL: [Condition; 19] = [
        Condition::Prone,
        Condition::Stunned,
        Condition::Helpless,
        Condition::Unaware,
        Condition::Surprised,
        Condition::Pinned,
        Condition::Running,
        Condition::Grappled,
        Condition::Engaged,
        Condition::Fatigued,
        Condition::Blinded,
        Condition::Deafened,
        Condition::OnFire,
        Condition::BloodLoss,
        Condition::Unconscious,
        Condition::Guarded,
        Condition::AllOutAttack,
        Condition::DefensiveStance,
        Condition::Immobilised,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Condition::Prone => "prone",
            Condition::Stunned => "stunned",
            Condition::Helpless => "helpless",
            Condition::Unaware => "unaware",
            Condition::Surprised => "surprised",
            Condition::Pinned => "pinned",
            Condition::Running => "running",
            Condition::Grappled => "grappled",
            Condition::Engaged => "engaged",
            Condition::Fatigued => "fatigued",
            Condition::Blinded => "blinded",
            Condition::Deafened => "deafened",
            Condition::OnFire => "onFire",
            Condition::BloodLoss => "bloodLoss",
            Condition::Unconscious => "unconscious",
            Condition::Guarded => "guarded",
            Condition::AllOutAttack => "allOutAttack",
            Condition::DefensiveStance => "defensiveStance",
            Condition::Immobilised => "immobilised",
        }
    }
}

/// How high a character flies (003 "Altitude"). Absent: on the ground.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Altitude {
    #[default]
    Ground,
    /// Skimming no more than 2 metres up: fights as on the ground.
    Hover,
    /// Up to 15 metres: no melee; shots from below count extra range and a penalty.
    Low,
    /// Far above: only other high fliers can attack or be attacked.
    High,
}

impl Altitude {
    pub fn as_str(self) -> &'static str {
        match self {
            Altitude::Ground => "ground",
            Altitude::Hover => "hover",
            Altitude::Low => "low",
            Altitude::High => "high",
        }
    }
}

crate::written_as_names!(Condition, Altitude);
