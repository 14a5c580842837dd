//! The patient (`Patient`): the character being healed as it changes, its damage state
//! (lightly, heavily or critically damaged: 000 and 003 "Healing", 002 "Damage and
//! Healing"; the thresholds are the line's `rules::healing::DamageStates`), damage removed or
//! dealt by care, the Toughness tests healing calls for, and its state at the end.

use crate::dice::{Dice, Purpose};
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::Profile;
use crate::test;

/// The character being healed, as it changes.
pub(super) struct Patient<'a> {
    pub(super) p: &'static Profile,
    pub(super) actor: &'a Actor,
    pub(super) name: String,
    pub(super) damage: i32,
    pub(super) critical_damage: i32,
    pub(super) fatigue: i32,
    pub(super) conditions: Vec<Condition>,
    pub(super) injuries: Vec<Effect>,
    pub(super) dead: bool,
    pub(super) removed: Removed,
}

impl<'a> Patient<'a> {
    pub(super) fn of(p: &'static Profile, actor: &'a Actor) -> Patient<'a> {
        Patient {
            p,
            actor,
            name: actor.display_name("the patient"),
            damage: actor.damage,
            critical_damage: actor.critical_damage,
            fatigue: actor.fatigue,
            conditions: actor.conditions.clone(),
            injuries: actor.injuries.clone(),
            dead: false,
            removed: Removed::default(),
        }
    }

    pub(super) fn toughness_bonus(&self) -> Result<i32> {
        test::bonus(self.p, self.actor, Characteristic::T, "actor")
    }

    /// The damage state now (the Toughness Bonus is needed only when it decides).
    pub(super) fn state(&self) -> Result<DamageState> {
        let tb = if self.critical_damage == 0 && self.damage > 0 { Some(self.toughness_bonus()?) } else { None };
        self.p
            .healing
            .states
            .of(self.damage, self.critical_damage, tb)
            .ok_or_else(|| Error::internal("a damage state without the Toughness Bonus"))
    }

    pub(super) fn state_name(&self, s: DamageState) -> &'static str {
        self.p.healing.states.name(s)
    }

    /// Removes up to `points` of damage, critical damage first; returns how many went.
    pub(super) fn remove(&mut self, points: i32) -> i32 {
        let critical = points.clamp(0, self.critical_damage.max(0));
        self.critical_damage -= critical;
        let plain = (points - critical).clamp(0, self.damage.max(0));
        self.damage -= plain;
        self.removed.critical_damage += critical;
        self.removed.damage += plain;
        critical + plain
    }

    /// Damage dealt by failed care; what passes the wounds is critical damage.
    pub(super) fn harm(&mut self, points: i32, log: &mut Vec<String>) {
        let max = self.actor.wounds.unwrap_or(0).max(0);
        let total = self.damage + points.max(0);
        self.damage = total.min(max);
        let excess = (total - max).max(0);
        self.critical_damage += excess;
        log.push(format!(
            "{} takes {points} damage ({} damage, {} critical damage now){}",
            self.name,
            self.damage,
            self.critical_damage,
            if excess > 0 { "; the critical effect of the new critical damage is for the GM to apply" } else { "" }
        ));
    }

    /// A Toughness test the patient makes for a healing rule, with any fatigue it has.
    pub(super) fn toughness_test(&self, modifier: i32, dice: &mut Dice) -> Result<TestResult> {
        let base = test::value(self.actor, Characteristic::T, "actor")?;
        let mut modifiers = Vec::new();
        if modifier != 0 {
            modifiers.push(NamedModifier::with_id("healing", "healing", modifier));
        }
        if self.fatigue > 0 || self.conditions.contains(&Condition::Fatigued) {
            modifiers.push(NamedModifier {
                id: Some("fatigued".into()),
                label: "fatigued".to_string(),
                value: self.p.fatigue_penalty,
            });
        }
        let spec = test::Spec { characteristic: Characteristic::T, skill: None, base, modifiers };
        test::roll(self.p, self.actor, spec, dice, Purpose::HealingToughness)
    }

    pub(super) fn finish(self, state: DamageState) -> Result<TargetState> {
        let unconscious = self.out_from_fatigue()?.is_some() || self.conditions.contains(&Condition::Unconscious);
        Ok(TargetState {
            damage: self.damage,
            critical_damage: self.critical_damage,
            fatigue: self.fatigue,
            conditions: self.conditions,
            dead: self.dead,
            unconscious,
            cover: self.actor.cover.clone(),
            stunned_rounds: self.actor.stunned_rounds,
            injuries: self.injuries,
            fate_spent: Vec::new(),
            insanity: self.actor.insanity,
            corruption: self.actor.corruption,
            damage_state: Some(state),
        })
    }
}
