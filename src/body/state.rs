//! A character's running state while an attack, a hazard or a round deals it harm: damage,
//! critical damage, fatigue, conditions, stun, injuries and cover, with the numbers worked
//! out once from the request (Toughness Bonus, fatigue threshold).

use crate::error::Result;
use crate::model::*;
use crate::rules::{FatigueThreshold, Profile};
use crate::test::bonus;
use crate::test::character::Numbers;
use crate::test::feature_set::Set;

/// The fatigue a character can carry before collapsing (000 and 003 "Fatigue": TB; 004
/// "Fatigue": TB + WPB).
pub fn fatigue_threshold(p: &Profile, a: &Actor, who: &str) -> Result<i32> {
    Ok(match p.fatigue_threshold {
        FatigueThreshold::ToughnessBonus => bonus(p, a, Characteristic::T, who)?,
        FatigueThreshold::ToughnessPlusWillpowerBonus => {
            bonus(p, a, Characteristic::T, who)? + bonus(p, a, Characteristic::Wp, who)?
        }
    })
}

/// Unconscious by any cause: the condition, or fatigue past the threshold (which is only
/// worked out, and its characteristics only needed, when the character has fatigue).
pub fn unconscious(p: &Profile, a: &Actor, who: &str) -> Result<bool> {
    Ok(a.has_condition(Condition::Unconscious) || (a.fatigue > 0 && a.fatigue > fatigue_threshold(p, a, who)?))
}

/// A character's running state while hits land on it (the target, or another character
/// the attack involves).
#[derive(Clone)]
pub(crate) struct State<'a> {
    pub(crate) actor: &'a Actor,
    /// The character's path in the request, for errors (`target`, `killZone[0].actor`).
    pub(crate) path: &'a str,
    /// The name the log uses (borrowed: a state is made for every trial of an analysis).
    pub(crate) name: &'a str,
    /// Worked out once from the request (`Fixed`); an error if the request lacks Toughness.
    pub(crate) toughness_bonus: crate::error::Result<i32>,
    /// Worked out once from the request (`Fixed`); an error if the request lacks what it needs.
    pub(crate) fatigue_threshold: crate::error::Result<i32>,
    pub(crate) damage: i32,
    pub(crate) critical_damage: i32,
    pub(crate) fatigue: i32,
    pub(crate) cover: Option<Cover>,
    pub(crate) dead: bool,
    /// The conditions it has now (those of the request, plus what the action added).
    pub(crate) conditions: Vec<Condition>,
    /// The longest stun the action inflicted.
    pub(crate) stunned: Option<u32>,
    /// Lasting harm the action did (`TargetState::injuries`).
    pub(crate) injuries: Vec<Effect>,
    /// Locations whose armour a critical effect destroyed or knocked off.
    pub(crate) armour_gone: Vec<Location>,
    /// Armour points a critical effect took off a location.
    pub(crate) armour_lost: Vec<(Location, i32)>,
    /// The character burns a fate point rather than die (003 "Burning Fate").
    pub(crate) burns_fate: bool,
    /// Insanity and corruption points (the request's, plus what effects added).
    pub(crate) insanity: i32,
    pub(crate) corruption: i32,
    /// Its talents and traits (none unless the caller gives them: `with_features`).
    pub(crate) feats: &'a Set,
    /// Its characteristics and Unnatural values, read once (`test::character`).
    pub(crate) numbers: Numbers,
}

/// `Actor::display_name`, borrowed.
fn name_of<'a>(t: &'a Actor, fallback: &'a str) -> &'a str {
    t.name.as_deref().filter(|n| !n.is_empty()).unwrap_or(fallback)
}

/// No talents or traits.
static NO_FEATURES: Set = Set { list: Vec::new(), notes: Vec::new() };

/// What a character's running state works out from the request alone, kept so that the
/// state can be made afresh for every trial of an analysis without working it out again.
#[derive(Clone)]
pub(crate) struct Fixed {
    pub(crate) toughness_bonus: crate::error::Result<i32>,
    pub(crate) fatigue_threshold: crate::error::Result<i32>,
    /// The character's characteristics and Unnatural values (`test::character`).
    pub(crate) numbers: Numbers,
}

impl Fixed {
    pub fn of(p: &Profile, t: &Actor, who: &str) -> Fixed {
        let numbers = Numbers::of(p, t);
        Fixed {
            toughness_bonus: numbers.bonus(p, Characteristic::T, who),
            fatigue_threshold: fatigue_threshold(p, t, who),
            numbers,
        }
    }
}

impl<'a> State<'a> {
    /// `who` is the character's path in the request (`target`, `killZone[0].actor`).
    pub fn of(p: &Profile, t: &'a Actor, who: &'a str) -> crate::error::Result<State<'a>> {
        Ok(State::with_fixed(t, who, Fixed::of(p, t, who), false, &NO_FEATURES))
    }

    /// The same, from what `Fixed::of` worked out for this character and path; `burns_fate`:
    /// the character burns a fate point rather than die; `feats`: its talents and traits
    /// (see `with_features`).
    #[crate::hot]
    pub fn with_fixed(t: &'a Actor, who: &'a str, fixed: Fixed, burns_fate: bool, feats: &'a Set) -> State<'a> {
        State {
            actor: t,
            path: who,
            name: name_of(t, "the target"),
            toughness_bonus: fixed.toughness_bonus,
            fatigue_threshold: fixed.fatigue_threshold,
            numbers: fixed.numbers,
            damage: t.damage,
            critical_damage: t.critical_damage,
            fatigue: t.fatigue,
            cover: t.cover.clone(),
            dead: false,
            conditions: t.conditions.clone(),
            stunned: t.stunned_rounds.filter(|r| *r > 0),
            injuries: t.injuries.clone(),
            armour_gone: Vec::new(),
            armour_lost: Vec::new(),
            burns_fate,
            insanity: t.insanity,
            corruption: t.corruption,
            feats,
        }
    }

    /// The same, with the character's talents and traits (Natural Armour, Daemonic, True
    /// Grit... read when hits land on it).
    pub fn with_features(mut self, feats: &'a Set) -> State<'a> {
        self.feats = feats;
        self
    }

    /// Its talents and traits.
    pub fn features(&self) -> &'a Set {
        self.feats
    }

    /// The armour its traits give on every location (Natural Armour, Machine), beside any
    /// worn.
    pub fn natural_armour(&self) -> i32 {
        self.feats
            .effects()
            .filter(|(_, fx)| matches!(fx, crate::rules::features::Fx::NaturalArmour))
            .map(|(a, _)| a.value().max(0))
            .sum()
    }

    /// Adds fatigue levels from a rule other than a hit (a stun, a knock-down, a critical
    /// effect...).
    pub fn add_fatigue(&mut self, levels: i32) {
        self.fatigue += levels.max(0);
    }

    pub fn fatigue(&self) -> i32 {
        self.fatigue
    }

    pub fn path(&self) -> &'a str {
        self.path
    }

    pub fn add_condition(&mut self, c: Condition) {
        if !self.conditions.contains(&c) {
            self.conditions.push(c);
        }
    }

    /// Stunned for `rounds` (the longer stun stands when it already is).
    pub fn stun(&mut self, rounds: u32) {
        if rounds > 0 {
            self.stunned = Some(self.stunned.unwrap_or(0).max(rounds));
            self.add_condition(Condition::Stunned);
        }
    }

    pub fn destroy_armour(&mut self, l: Location) {
        if !self.armour_gone.contains(&l) {
            self.armour_gone.push(l);
        }
    }

    pub fn damage_armour(&mut self, l: Location, points: i32) {
        self.armour_lost.push((l, points));
    }

    /// The armour points on a location now, after what critical effects did to it.
    #[crate::hot]
    pub fn armour(&self, l: Location) -> i32 {
        if self.armour_gone.contains(&l) {
            return 0;
        }
        let lost: i32 = self.armour_lost.iter().filter(|(at, _)| *at == l).map(|(_, p)| p).sum();
        (self.actor.armour.get(l) - lost).max(0)
    }

    /// Wounds recovered (damage taken off, never below none).
    pub fn recover(&mut self, wounds: i32) {
        self.damage = (self.damage - wounds.max(0)).max(0);
    }

    /// Damage and critical damage now.
    pub fn damage(&self) -> (i32, i32) {
        (self.damage, self.critical_damage)
    }

    /// Takes off up to `points` of damage, critical damage first (as healing does); returns
    /// how much went.
    pub fn remove_damage(&mut self, points: i32) -> i32 {
        let critical = points.clamp(0, self.critical_damage.max(0));
        self.critical_damage -= critical;
        let plain = (points - critical).clamp(0, self.damage.max(0));
        self.damage -= plain;
        critical + plain
    }

    /// No longer stunned.
    pub fn end_stun(&mut self) {
        self.stunned = None;
        self.conditions.retain(|c| *c != Condition::Stunned);
    }

    /// The same, for a character the request names by `id`.
    pub fn called(mut self, id: &'a str) -> State<'a> {
        self.name = name_of(self.actor, id);
        self
    }

    /// The name the log uses.
    pub fn name(&self) -> &'a str {
        self.name
    }

    pub fn toughness_bonus(&self) -> crate::error::Result<i32> {
        self.toughness_bonus.clone()
    }

    /// A characteristic, prepared once (`test::character`); an error names the field.
    pub fn value(&self, c: Characteristic) -> crate::error::Result<i32> {
        self.numbers.value(c, self.path)
    }

    /// A characteristic bonus, prepared once, with its Unnatural value.
    pub fn bonus(&self, p: &Profile, c: Characteristic) -> crate::error::Result<i32> {
        self.numbers.bonus(p, c, self.path)
    }

    /// A characteristic's Unnatural value (0 without one).
    pub fn unnatural(&self, c: Characteristic) -> i32 {
        self.numbers.unnatural(c)
    }

    /// Whether it has a condition now (stunned: also with rounds of stun still to run).
    pub fn has_condition(&self, c: Condition) -> bool {
        self.conditions.contains(&c) || (c == Condition::Stunned && self.stunned.is_some())
    }

    pub fn remove_condition(&mut self, c: Condition) {
        self.conditions.retain(|x| *x != c);
    }

    /// Rounds of stun still to run.
    pub fn stunned_rounds(&self) -> Option<u32> {
        self.stunned
    }

    /// Sets the rounds of stun still to run; none left ends the stun.
    pub fn set_stunned_rounds(&mut self, rounds: u32) {
        if rounds == 0 {
            self.stunned = None;
            self.remove_condition(Condition::Stunned);
        } else {
            self.stunned = Some(rounds);
            self.add_condition(Condition::Stunned);
        }
    }

    /// Unconscious now: the condition, or fatigue past the threshold.
    pub fn unconscious(&self) -> crate::error::Result<bool> {
        Ok(self.conditions.contains(&Condition::Unconscious)
            || (self.fatigue > 0 && self.fatigue > self.fatigue_threshold.clone()?))
    }
}
