//! Weapon qualities, talents and traits as data. Each line's profile lists the features it
//! applies (`Profile::features`); a feature is a row with an id, a one-line summary in our
//! words, the book it comes from and a list of `Fx`: what it does, at which step of the
//! attack. The attack code reads the `Fx` at each step (`attack::features`); adding a
//! quality that does what another already does is a row here and a test.
//!
//! Ids: qualities are camelCase (`twinLinked`, API.md), talents and traits snake_case
//! (`swift_attack`, `natural_armour`). A request names a feature by id, with its value
//! where it takes one (`{ id: 'blast', value: 3 }`). An id that no line knows is refused
//! with the nearest known id, unless marked `custom: true`; an id another line knows but
//! this one does not is applied as nothing, and the log says so.
//!
//! Where a rule is not in the source chapters (most qualities and talents are in the books'
//! armoury and talent chapters, which are not among them), the row's `source` names the
//! published book and docs/features.md says the numbers come from it.

use serde::Serialize;

use crate::model::{Characteristic, Ruleset};

pub mod courage;
pub mod qualities;
pub mod talents;
pub mod traits;

/// What a feature is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Kind {
    Quality,
    Talent,
    Trait,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Quality => "quality",
            Kind::Talent => "talent",
            Kind::Trait => "trait",
        }
    }
}

/// Whether a feature takes a number (`Blast (3)`, `Proven (4)`, `Natural Armour (2)`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(tag = "takes", content = "meaning", rename_all = "camelCase")]
pub enum Takes {
    /// No number (one given is ignored, and the log says so).
    Nothing,
    /// A number is required; the text says what it is.
    Required(&'static str),
    /// A number is optional; this is the value when absent.
    Default(i32),
}

/// How big an effect is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(tag = "is", content = "of", rename_all = "camelCase")]
pub enum Scale {
    Fixed(i32),
    /// The feature's own number.
    Value,
    /// The feature's number times this.
    ValueTimes(i32),
    /// Half the owner's bonus in this characteristic, rounded up.
    HalfBonus(Characteristic),
    /// The owner's bonus in this characteristic.
    Bonus(Characteristic),
}

impl Scale {
    /// The characteristic whose bonus sizes the effect, if any.
    pub fn characteristic(self) -> Option<Characteristic> {
        match self {
            Scale::HalfBonus(c) | Scale::Bonus(c) => Some(c),
            Scale::Fixed(_) | Scale::Value | Scale::ValueTimes(_) => None,
        }
    }
}

/// When an effect applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(tag = "is", content = "of", rename_all = "camelCase")]
pub enum When {
    Always,
    /// The attacker aimed (half or full).
    Aimed,
    /// A melee attack.
    Melee,
    /// A ranged attack.
    Ranged,
    /// A Charge.
    Charge,
    /// Long or Extreme range.
    LongRange,
    /// Short range or Point Blank.
    ShortRange,
    /// The attack test scored at least this many degrees of success.
    Degrees(i32),
}

/// What a feature does. Each variant is read at one step of the attack; the comment says
/// which, and whose feature it is (the attacker's weapon, the attacker, the target, the
/// weapon the target parries with).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(tag = "fx", content = "of", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Fx {
    // ---- step one: the attack test (the attacker's weapon, or the attacker)
    /// A modifier to the attack test, labelled with the feature's name.
    Test { amount: Scale, when: When },
    /// Aiming adds nothing.
    NoAim,
    /// A Called Shot's penalty is this much smaller (melee or ranged called shots).
    CalledShot { melee: bool, less: i32 },
    /// No Long or Extreme range penalty.
    NoRangePenalty,
    /// Darkness gives the attacker no penalty.
    SeesInDarkness,
    /// The target's feature: attackers gain nothing for outnumbering it.
    NoOutnumber,

    // ---- the target's reaction
    /// The parrying weapon's: a modifier to the Parry.
    Parry(i32),
    /// The parrying weapon's: it cannot parry.
    NoParry,
    /// The attacker's weapon's: its attacks cannot be parried.
    Unparriable,
    /// The parrying weapon's: a successful Parry against a weapon without a power field
    /// destroys that weapon on a d100 roll at or under this chance.
    PowerField(u32),
    /// The weapon cannot make Lightning Attacks.
    NoLightning,
    /// The target's: this many more reactions a round.
    Reactions(u32),

    // ---- step two and three: jams and hits (the attacker's weapon)
    /// One more hit when the test scores at least this many degrees of success.
    ExtraHit { degrees: i32 },
    /// Every hit scored counts this many times (capped at this many times the rate of fire).
    HitsTimes(u32),
    /// Rounds spent are this many times the usual.
    AmmoTimes(u32),
    /// At Point Blank: one more hit for every this many degrees of success (not capped by
    /// the rate of fire).
    PointBlankHits { per_degrees: u32 },
    /// An area attack of the feature's number in metres: a miss scatters, and the target is
    /// still caught if the blast lands within that distance of it.
    Blast,
    /// A cone with no attack test: the target tests Agility with this modifier or is hit.
    Spray { agility: i32 },
    /// A target hit tests Agility with this modifier or catches fire.
    Ignite { agility: i32 },
    /// The weapon jams on this roll or higher, whatever its fire mode.
    Jam(u32),
    /// On this roll or higher the weapon overheats instead of jamming: the wielder takes its
    /// damage (penetration 0) to the arm holding it.
    Overheat(u32),

    // ---- step four: damage (the attacker's weapon, or the attacker)
    /// Roll one more damage die and drop the lowest.
    Tearing,
    /// Damage dice below the feature's number count as that number.
    DieMin,
    /// Damage dice above the feature's number count as that number.
    DieMax,
    /// Aimed single shots from a basic weapon: one more d10 of damage for every
    /// `per_degrees` degrees of success (the first `skip` not counted), at most `max`.
    AccurateDice { per_degrees: i32, skip: i32, max: u32 },
    /// Extra damage.
    Damage { amount: Scale, when: When },
    /// Penetration is multiplied.
    Penetration { times: i32, when: When },
    /// Righteous Fury on a damage die showing the feature's number or more.
    FuryOn,

    // ---- step five: soak (the attacker's weapon, or the target)
    /// The target's armour counts this many times.
    Armour { times: i32, when: When },
    /// The target's Unnatural Toughness is reduced by the feature's number.
    Felling,
    /// The target's: armour of the feature's number on every location, beside worn armour.
    NaturalArmour,
    /// The target's: its Toughness Bonus is multiplied by `times` and `plus` added, unless
    /// the weapon has one of the `unless` qualities.
    Toughness { times: i32, plus: Scale, unless: &'static [&'static str] },
    /// The target's: critical damage it takes is reduced by this (to at least 1).
    CriticalLess(Scale),
    /// The owner's: the feature's number is its Unnatural value in this characteristic.
    Unnatural(Characteristic),
    /// The owner's: the feature's number is its size (1 to 10).
    Size,

    // ---- after a hit (the attacker's weapon)
    /// A hit that dealt wounds: a Toughness test; failed, stunned for half the degrees of
    /// failure (rounded up, at least 1) and `fatigue` levels of fatigue.
    Shocking { fatigue: i32 },
    /// A hit that dealt wounds: a Toughness test at -`per_wound` for each wound and
    /// -`per_value` times the feature's number; failed, 1d10 more damage of the hit's type
    /// that armour and Toughness do not reduce.
    Toxic { per_wound: i32, per_value: i32 },
    /// A hit: an Agility test at -`per_value` times the feature's number; failed,
    /// immobilised.
    Snare { per_value: i32 },
    /// A hit: a Toughness test at -`per_value` times the feature's number; failed, stunned a
    /// round per degree of failure; damage above the target's Strength Bonus knocks it prone.
    Concussive { per_value: i32 },
    /// A hit that dealt wounds: the location is crippled; each turn the target takes more
    /// than a half action it takes the feature's number in rending damage there.
    Crippling,

    // ---- other entry points
    /// The owner's: at the start of its turn it recovers the feature's number of damage, on
    /// a Toughness test when `test`.
    Regeneration { test: bool },
    /// The owner's: its Agility Bonus counts this many times for initiative.
    Initiative { times: i32 },
    /// The owner's: it can fly (`hover`: no higher than 2 metres); the number is its flying
    /// movement.
    Flight { hover: bool },
    /// The owner's: how it moves on the ground (`movement`, `resolveMove`).
    Gait { gait: Gait },
    /// A permission the engine reads elsewhere (an action, a two-weapon rule, a waived
    /// penalty): named so the docs and the log can say where.
    Allows(&'static str),

    // ---- the mind (`fearTest`)
    /// The owner's: the feature's number is the Fear rating it causes (1 to 4).
    FearRating,
    /// The owner's: it takes no Fear test.
    FearImmune,
    /// The owner's: it gains no insanity points.
    NoInsanity,
    /// The owner's: a modifier to its Fear tests.
    FearBonus(i32),
    /// The owner's: it rolls a failed Fear test again.
    FearReroll,
    /// The owner's: mundane horrors (blood, death, violence) bring it no Fear test and no
    /// insanity points.
    IgnoresMundaneHorror,
}

/// A way of moving that changes the speeds of Table 7-28 (published bestiary traits; the
/// seeds only say traits may change movement, 003 MOVEMENT).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Gait {
    /// Four legs: every movement speed doubled.
    Quadruped,
    /// Crawls: the Agility Bonus counts half (rounded up) for movement, and difficult
    /// ground does not slow it.
    Crawler,
}

impl Fx {
    /// The characteristic whose bonus sizes this effect (Crushing Blow's half Weapon Skill
    /// Bonus, True Grit's Toughness Bonus), which the feature's owner must then carry.
    pub fn scaled_by(&self) -> Option<Characteristic> {
        match self {
            Fx::Test { amount, .. } | Fx::Damage { amount, .. } => amount.characteristic(),
            Fx::Toughness { plus, .. } => plus.characteristic(),
            Fx::CriticalLess(s) => s.characteristic(),
            _ => None,
        }
    }
}

/// A feature: a weapon quality, a talent or a trait, as one line has it.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Feature {
    pub id: &'static str,
    pub kind: Kind,
    /// The book's name for it.
    pub name: &'static str,
    pub value: Takes,
    /// What it does in this line, in a line.
    pub summary: &'static str,
    /// Where the rule comes from (a book and heading).
    pub source: &'static str,
    #[cfg_attr(feature = "ts", ts(as = "Vec<Fx>"))]
    pub effects: &'static [Fx],
}

impl Feature {
    /// Whether this is the feature with this id.
    pub fn named(&self, id: &str) -> bool {
        self.id == id
    }
}

/// A row, for the tables.
pub const fn row(
    id: &'static str,
    kind: Kind,
    name: &'static str,
    value: Takes,
    summary: &'static str,
    source: &'static str,
    effects: &'static [Fx],
) -> Feature {
    Feature { id, kind, name, value, summary, source, effects }
}

/// The rows as the procedures read them (`Profile::features`): without the summary and the
/// source, which only `rulesets()` serves (`Domains::features` keeps the rows whole), so a
/// build that never serves them links no row's text. `N` is the rows' count (the build
/// fails otherwise).
#[allow(clippy::indexing_slicing)] // const evaluation only: a bad index fails the build
pub const fn bare<const N: usize>(rows: &[Feature]) -> [Feature; N] {
    assert!(rows.len() == N);
    let mut out = [rows[0]; N];
    let mut i = 0;
    while i < N {
        out[i] = restated(rows[i], "", "");
        i += 1;
    }
    out
}

/// The same row, with another summary and source.
pub const fn restated(mut f: Feature, summary: &'static str, source: &'static str) -> Feature {
    f.summary = summary;
    f.source = source;
    f
}

/// Whether two ids are the same, in a const context.
const fn same_id(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        // Const evaluation only: an index out of bounds fails the build, not a request.
        #[allow(clippy::indexing_slicing)]
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Another line's list with some rows replaced (same id) and some added at the end, for a
/// line that differs from its sibling in a few rows (`M` must be `N` plus the added rows;
/// the build fails otherwise).
#[allow(clippy::indexing_slicing)] // const evaluation only: a bad index fails the build
pub const fn merged<const N: usize, const M: usize>(
    base: [Feature; N],
    replace: &[Feature],
    add: &[Feature],
) -> [Feature; M] {
    assert!(N > 0 && M == N + add.len(), "merged: M must be N plus the added rows");
    let mut out = [base[0]; M];
    let mut i = 0;
    while i < N {
        out[i] = base[i];
        let mut j = 0;
        while j < replace.len() {
            if same_id(base[i].id, replace[j].id) {
                out[i] = replace[j];
            }
            j += 1;
        }
        i += 1;
    }
    let mut k = 0;
    while k < add.len() {
        out[N + k] = add[k];
        k += 1;
    }
    out
}

/// The line's row for an id, if the line applies it.
pub fn find(list: &'static [Feature], id: &str) -> Option<&'static Feature> {
    list.iter().find(|f| f.id == id)
}

/// Every id of a kind that any line knows, each once, in the order first met.
pub fn known_ids(kind: Kind) -> Vec<&'static str> {
    let mut ids: Vec<&'static str> = Vec::new();
    for r in Ruleset::ALL {
        for f in crate::rules::profile(r).features.iter().filter(|f| f.kind == kind) {
            if !ids.contains(&f.id) {
                ids.push(f.id);
            }
        }
    }
    ids
}

/// The lines that apply an id, by name.
pub fn lines_with(id: &str) -> Vec<&'static str> {
    Ruleset::ALL
        .iter()
        .map(|&r| crate::rules::profile(r))
        .filter(|p| find(p.features, id).is_some())
        .map(|p| p.name)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_per_line_and_spelt_by_kind() {
        for r in Ruleset::ALL {
            let p = crate::rules::profile(r);
            for (i, f) in p.features.iter().enumerate() {
                assert!(!p.features[..i].iter().any(|g| g.id == f.id), "{} lists {} twice", p.name, f.id);
                let snake = f.id.chars().all(|c| c.is_ascii_lowercase() || c == '_' || c.is_ascii_digit());
                let camel = f.id.chars().all(|c| c.is_ascii_alphanumeric());
                match f.kind {
                    Kind::Quality => assert!(camel, "{}: qualities are camelCase", f.id),
                    _ => assert!(snake, "{}: talents and traits are snake_case", f.id),
                }
                // The whole row (`Domains::features`) is this one with its text.
                let whole = p.domains().features.get(i).copied().unwrap_or(*f);
                assert_eq!((whole.id, whole.effects.len(), f.summary), (f.id, f.effects.len(), ""), "{}", f.id);
                assert!(!whole.summary.is_empty() && !whole.source.is_empty(), "{}: summary and source", f.id);
            }
        }
    }

    #[test]
    fn talents_the_profile_names_are_listed() {
        for r in Ruleset::ALL {
            let p = crate::rules::profile(r);
            let mut named: Vec<&str> =
                vec![p.two_weapon.melee_talent, p.two_weapon.ranged_talent, p.two_weapon.ambidextrous];
            named.extend(p.talent_strikes.iter().map(|t| t.talent));
            for d in p.attacks {
                if let Some(rule) = d.rule() {
                    named.extend(rule.talent);
                    named.extend(rule.waived_by);
                }
            }
            for t in named {
                assert!(
                    find(p.features, t).is_some_and(|f| f.kind == Kind::Talent),
                    "{}: talent {t} not listed",
                    p.name
                );
            }
        }
    }
}

crate::written_as_names!(Kind, Gait);
