//! The vocabulary the critical tables (and the phenomena, the hazards and the requests' own
//! tables) are written in: `Spec`, one effect before its dice are rolled, with its numbers
//! (`Amount`), durations (`Span`) and bands (`Band`). The builders that write the tables
//! with them, and what each effect does, are in `rules::effects`; `body::critical` applies
//! them. They live here, beside the effects they become (`effect::Effect`), because an
//! applied area effect reports the specs it carries as they are (`AreaSpecs`).

use serde::Serialize;

use super::{Carried, Characteristic, DamageType, Part, Scope};

/// A number an effect needs: fixed (`dice` 0) or rolled (`dice`d`sides` + `plus`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Amount {
    pub dice: u8,
    pub sides: u16,
    pub plus: i16,
}

/// How long an effect lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(tag = "unit", content = "amount", rename_all = "camelCase")]
pub enum Span {
    Rounds(Amount),
    /// Until the end of the character's next turn.
    NextTurn,
    Minutes(Amount),
    Hours(Amount),
    Days(Amount),
    Weeks(Amount),
    /// Until the character receives medical attention (or the part is repaired).
    UntilTreated,
    Permanent,
    /// Until the end of the encounter.
    Encounter,
    /// Until the character snaps out of it (a Willpower test at the start of each of its
    /// turns) or the encounter ends.
    SnapOut,
}

/// One effect of a critical row (or of a hazard), before its dice are rolled.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Spec<'t> {
    /// The character dies.
    Death,
    /// Levels of fatigue.
    Fatigue {
        levels: Amount,
    },
    /// Stunned for a number of rounds.
    Stunned {
        rounds: Amount,
    },
    /// Knocked prone (down on the ground).
    Prone,
    /// Bleeding: blood loss (the line's rules for it apply each round).
    BloodLoss,
    /// On fire (the line's fire rules apply each round).
    OnFire,
    Unconscious {
        span: Span,
    },
    Blinded {
        span: Span,
    },
    Deafened {
        span: Span,
    },
    /// A modifier to some tests for a time.
    Penalty {
        modifier: i16,
        scope: Scope,
        span: Span,
    },
    /// These characteristics count at half (rounded down) for a time.
    Halved {
        characteristics: &'t [Characteristic],
        span: Span,
    },
    /// Characteristic damage (points off the characteristic).
    CharacteristicDamage {
        characteristic: Characteristic,
        amount: Amount,
        permanent: bool,
    },
    /// The characteristic becomes a rolled value, unless it is already at or below it.
    CharacteristicBecomes {
        characteristic: Characteristic,
        value: Amount,
    },
    /// Moves at half speed for a time.
    MovementHalved {
        span: Span,
    },
    /// May take only a Half Action each turn for a time.
    HalfActionsOnly {
        span: Span,
    },
    /// The part cannot be used for a time.
    Useless {
        part: Part,
        span: Span,
    },
    /// The part is lost (`count` of them, for fingers).
    Lost {
        part: Part,
        count: Amount,
    },
    /// Drops what the struck hand holds.
    Drops,
    /// The armour on the struck location is destroyed.
    ArmourDestroyed,
    /// The armour on the struck location loses this many armour points (until repaired).
    ArmourDamaged {
        points: Amount,
    },
    /// The armour on the struck location (a helmet, on the head) comes off undamaged: the
    /// location is unprotected until it is put back on.
    ArmourOff,
    /// What the struck hand holds is destroyed (not merely dropped).
    HeldItemDestroyed,
    /// Thrown back a distance, with fatigue per metre travelled.
    Knockback {
        metres: Amount,
        fatigue_per_metre: u8,
    },
    /// A test the character makes at once: `fail` applies on a failure, `pass` on a success.
    Test {
        characteristic: Characteristic,
        modifier: i16,
        fail: &'t [Spec<'t>],
        pass: &'t [Spec<'t>],
    },
    /// Harm to those nearby (within `radius` metres), for the GM to apply: damage, or a
    /// test against an effect. `only_if` names what the character must carry. A `radius`
    /// of 0 means the character's own spot: with no `damage`, what is carried goes off
    /// there with its own effects (a grenade's blast), or the spot itself becomes a hazard
    /// to those who cross it.
    Nearby {
        radius: Amount,
        damage: Option<Amount>,
        damage_type: Option<DamageType>,
        only_if: Option<Carried>,
    },
    /// The effects happen on a d100 roll of `percent` or less.
    Chance {
        percent: u8,
        then: &'t [Spec<'t>],
    },
    /// One roll of 1d`sides` picks exactly one band: the first whose `to` is at or above
    /// the roll.
    OneOf {
        sides: u16,
        bands: &'t [Band<'t>],
    },
    /// Effects that depend on whether the struck location is armoured (a helmet, on the
    /// head): `armoured` if it is, `unarmoured` if not.
    IfArmoured {
        armoured: &'t [Spec<'t>],
        unarmoured: &'t [Spec<'t>],
    },
    /// Insanity points gained.
    Insanity {
        points: Amount,
    },
    /// Corruption points gained.
    Corruption {
        points: Amount,
    },
    /// Flees the source of its fear; cornered, Half Actions only at `cornered` to tests.
    Flees {
        cornered: i16,
        span: Span,
    },
    /// Will not willingly come nearer the source of its fear.
    AvoidsSource {
        span: Span,
    },
    /// Takes no actions.
    NoActions {
        span: Span,
    },
    /// Attacks whatever is nearest at random.
    Frenzy {
        span: Span,
    },
    /// Acute hallucinations.
    Hallucinating {
        span: Span,
    },
    /// Everyone within `radius` metres (the character too when `itself`) suffers `then`:
    /// the GM resolves it for the others; the character's own share is applied here.
    Area {
        radius: Amount,
        itself: bool,
        // Only the static tables have areas, so the effect that reports them
        // (`Effect::Area`) holds them as they are.
        then: &'static [Spec<'static>],
    },
    /// Damage to the character's body, less its armour (after `penetration`) unless
    /// `ignore_armour`, less its Toughness Bonus unless `ignore_toughness`; damage past its
    /// wounds is critical damage, as a hit's is.
    Harm {
        amount: Amount,
        damage_type: DamageType,
        penetration: i16,
        ignore_armour: bool,
        ignore_toughness: bool,
    },
    /// The character takes a Fear test of this rating (the caller makes it with
    /// `fearTest`).
    Fear {
        rating: u8,
    },
    /// The character can use no psychic power for a time.
    NoPowers {
        span: Span,
    },
    /// Something the warp does that the GM plays, named by a stable id ('vanishes',
    /// 'lockedIn', 'psychicMirror', 'mindSwap', 'daemon', 'possession', 'thrownUp', ...),
    /// for a time.
    Warp {
        id: &'t str,
        span: Span,
    },
}

impl Spec<'_> {
    /// Every characteristic this effect may test, its nested effects' included (a test's
    /// outcomes, a chance, a band, an armoured-or-not branch): what a character must carry
    /// for the effect to be resolved whatever the dice.
    pub fn tested(&self, found: &mut dyn FnMut(Characteristic)) {
        let all = |list: &[Spec<'_>], found: &mut dyn FnMut(Characteristic)| {
            for s in list {
                s.tested(found);
            }
        };
        match self {
            Spec::Test { characteristic, fail, pass, .. } => {
                found(*characteristic);
                all(fail, found);
                all(pass, found);
            }
            Spec::Chance { then, .. } => all(then, found),
            Spec::OneOf { bands, .. } => bands.iter().for_each(|b| all(b.then, found)),
            Spec::IfArmoured { armoured, unarmoured } => {
                all(armoured, found);
                all(unarmoured, found);
            }
            Spec::Area { itself: true, then, .. } => all(then, found),
            Spec::Harm { ignore_toughness: false, .. } => found(Characteristic::T),
            _ => {}
        }
    }

    /// Whether this effect (or one nested in it) can give fatigue.
    pub fn tires(&self) -> bool {
        match self {
            Spec::Fatigue { .. } => true,
            Spec::Knockback { fatigue_per_metre, .. } => *fatigue_per_metre > 0,
            Spec::Test { fail, pass, .. } => fail.iter().chain(pass.iter()).any(Spec::tires),
            Spec::Chance { then, .. } => then.iter().any(Spec::tires),
            Spec::OneOf { bands, .. } => bands.iter().any(|b| b.then.iter().any(Spec::tires)),
            Spec::IfArmoured { armoured, unarmoured } => armoured.iter().chain(unarmoured.iter()).any(Spec::tires),
            Spec::Area { itself: true, then, .. } => then.iter().any(Spec::tires),
            _ => false,
        }
    }
}

/// One band of a `Spec::OneOf`: rolls above the previous band's `to`, up to and including
/// this `to`, apply `then`.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Band<'t> {
    pub to: u16,
    pub then: &'t [Spec<'t>],
}
