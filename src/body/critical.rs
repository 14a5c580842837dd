//! Step five, critical effects (000 "Critical Damage" and Tables 9-11 to 9-26; 003
//! "Critical Damage" and Tables 7-11 to 7-26; 002 Righteous Fury's critical row): the row a
//! hit's critical damage picks on its table, its effects' dice and tests rolled, and each
//! effect applied to the character's running state. The tables are data
//! (`rules::crits`, written in `rules::effects`); this file only interprets them.

use super::state::State;
use crate::dice::{Dice, Purpose};
use crate::error::Result;
use crate::model::*;
use crate::model::Log;
use crate::test;
use std::borrow::Cow;

use crate::rules::crits::CritTable;
use crate::rules::effects::{Amount, Span, Spec};
use crate::rules::tables::region;
use crate::rules::Profile;

/// What the critical needs to know about the hit.
pub(crate) struct Struck {
    pub damage_type: DamageType,
    pub location: Location,
    /// The row to read (the running critical damage, or the ow/dh2 Righteous Fury d5).
    pub row: i32,
    pub critical_damage: i32,
    pub source: &'static str,
    pub sudden_death: bool,
}

/// Reads the row, rolls and applies its effects, and returns the record. The table is the
/// request's own for the damage type and region where `own` has one, else the line's.
#[crate::hot]
pub(crate) fn resolve(
    p: &Profile,
    own: &[CritTable<'_>],
    s: &Struck,
    state: &mut State,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Critical> {
    let severity = s.row.clamp(1, 10) as u32;
    let r = region(s.location);
    let mine = own.iter().find(|t| t.damage_type == s.damage_type && t.region == r);
    // The line's table names are `'static` and borrowed as they are; the request's own are
    // copied into the outcome.
    let line = if mine.is_some() { None } else { p.crits.get(s.damage_type, s.location) };
    let (name, summary): (Cow<'static, str>, Cow<'static, str>) = match (mine, line) {
        (Some(t), _) => (t.table.to_string().into(), t.row(s.row).map_or("", |r| r.summary).to_string().into()),
        (None, Some(t)) => (t.table.into(), t.row(s.row).map_or("", |r| r.summary).into()),
        (None, None) => ("".into(), "".into()),
    };
    let row = match mine {
        Some(t) => t.row(s.row),
        None => line.and_then(|t| t.row(s.row)),
    };
    let lethal = row.is_some_and(|r| r.lethal()) || s.sudden_death;
    let mut effects = Vec::new();
    note!(log, "Critical: {name}, row {severity}: {summary}");
    if state.dead {
        note!(log, "  the target is already dead");
    } else if s.sudden_death {
        note!(log, "Sudden Death: any critical damage kills");
        state.dead = true;
        effects.push(Effect::Death);
    } else if let Some(r) = row {
        let mut ctx = Ctx { p, location: s.location, state, dice, log, out: &mut effects };
        ctx.all(r.effects)?;
    }
    Ok(Critical {
        damage_type: s.damage_type,
        location: s.location,
        severity,
        summary,
        effects,
        lethal,
        critical_damage: s.critical_damage,
        table: name,
        source: s.source,
    })
}

/// Applies a row of effects that no hit brought (a Shock table row, a psychic phenomenon)
/// to the character's running state, rolling what they need; returns them as applied.
pub(crate) fn apply_row(
    p: &Profile,
    specs: &[Spec<'_>],
    state: &mut State,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Vec<Effect>> {
    let mut effects = Vec::new();
    let mut ctx = Ctx { p, location: Location::Body, state, dice, log, out: &mut effects };
    ctx.all(specs)?;
    Ok(effects)
}

struct Ctx<'a, 's> {
    p: &'a Profile,
    location: Location,
    state: &'a mut State<'s>,
    dice: &'a mut Dice,
    log: &'a mut Log,
    out: &'a mut Vec<Effect>,
}

impl Ctx<'_, '_> {
    #[crate::hot]
    fn all(&mut self, specs: &[Spec<'_>]) -> Result<()> {
        for s in specs {
            self.one(s)?;
        }
        Ok(())
    }

    #[crate::hot]
    fn amount(&mut self, a: Amount) -> Result<u32> {
        let mut total = i32::from(a.plus);
        for _ in 0..a.dice {
            let (_, v) = self.dice.die(u32::from(a.sides), Purpose::CriticalEffect)?;
            total += v as i32;
        }
        Ok(total.max(0) as u32)
    }

    fn duration(&mut self, span: Span) -> Result<Duration> {
        let (unit, amount) = match span {
            Span::Rounds(a) => (DurationUnit::Rounds, Some(a)),
            Span::NextTurn => (DurationUnit::NextTurn, None),
            Span::Minutes(a) => (DurationUnit::Minutes, Some(a)),
            Span::Hours(a) => (DurationUnit::Hours, Some(a)),
            Span::Days(a) => (DurationUnit::Days, Some(a)),
            Span::Weeks(a) => (DurationUnit::Weeks, Some(a)),
            Span::UntilTreated => (DurationUnit::UntilTreated, None),
            Span::Permanent => (DurationUnit::Permanent, None),
            Span::Encounter => (DurationUnit::Encounter, None),
            Span::SnapOut => (DurationUnit::SnapOut, None),
        };
        let amount = match amount {
            Some(a) => Some(self.amount(a)?),
            None => None,
        };
        Ok(Duration { unit, amount })
    }

    fn side(&self) -> Option<Side> {
        match self.location {
            Location::RightArm | Location::RightLeg => Some(Side::Right),
            Location::LeftArm | Location::LeftLeg => Some(Side::Left),
            Location::Head | Location::Body => None,
        }
    }

    /// Records an effect; `lasting` ones are also the target's injuries. The record's list
    /// is kept only where the outcome is whole (`Log::full`): analysis reads the
    /// target's state, not the list, so it keeps the injuries alone and copies nothing.
    #[crate::hot]
    fn push(&mut self, e: Effect, lasting: bool) {
        note!(self.log, "  {}", describe(&e));
        if !self.log.full() {
            if lasting {
                self.state.injuries.push(e);
            }
            return;
        }
        if lasting {
            self.state.injuries.push(e.clone());
        }
        self.out.push(e);
    }

    #[crate::hot]
    fn one(&mut self, spec: &Spec<'_>) -> Result<()> {
        match *spec {
            Spec::Death => {
                self.state.dead = true;
                self.push(Effect::Death, false);
            }
            Spec::Fatigue { levels } => {
                let levels = self.amount(levels)?;
                self.state.add_fatigue(levels as i32);
                self.push(Effect::Fatigue { levels }, false);
            }
            Spec::Stunned { rounds } => {
                let rounds = self.amount(rounds)?;
                self.state.stun(rounds);
                self.push(Effect::Stunned { rounds }, false);
            }
            Spec::Prone => {
                self.state.add_condition(Condition::Prone);
                self.push(Effect::Prone, false);
            }
            Spec::BloodLoss => {
                self.state.add_condition(Condition::BloodLoss);
                self.push(Effect::BloodLoss, false);
            }
            Spec::OnFire => {
                self.state.add_condition(Condition::OnFire);
                self.push(Effect::OnFire, false);
            }
            Spec::Unconscious { span } => {
                let duration = self.duration(span)?;
                self.state.add_condition(Condition::Unconscious);
                self.push(Effect::Unconscious { duration }, true);
            }
            Spec::Blinded { span } => {
                let duration = self.duration(span)?;
                self.state.add_condition(Condition::Blinded);
                self.push(Effect::Blinded { duration }, true);
            }
            Spec::Deafened { span } => {
                let duration = self.duration(span)?;
                self.state.add_condition(Condition::Deafened);
                self.push(Effect::Deafened { duration }, true);
            }
            Spec::Penalty { modifier, scope, span } => {
                let duration = self.duration(span)?;
                self.push(Effect::Penalty { modifier: i32::from(modifier), scope, duration }, true);
            }
            Spec::Halved { characteristics, span } => {
                let duration = self.duration(span)?;
                self.push(Effect::Halved { characteristics: characteristics.to_vec(), duration }, true);
            }
            Spec::CharacteristicDamage { characteristic, amount, permanent } => {
                let amount = self.amount(amount)?;
                self.push(Effect::CharacteristicDamage { characteristic, amount, permanent }, true);
            }
            Spec::CharacteristicBecomes { characteristic, value } => {
                let value = self.amount(value)?;
                let current = self.state.actor.characteristics.get(characteristic);
                if current.is_none_or(|c| c > value as i32) {
                    self.push(Effect::CharacteristicBecomes { characteristic, value }, true);
                } else {
                    note!(self.log, "  {} is already {value} or less: no change", characteristic.label());
                }
            }
            Spec::MovementHalved { span } => {
                let duration = self.duration(span)?;
                self.push(Effect::MovementHalved { duration }, true);
            }
            Spec::HalfActionsOnly { span } => {
                let duration = self.duration(span)?;
                self.push(Effect::HalfActionsOnly { duration }, true);
            }
            Spec::Useless { part, span } => {
                let duration = self.duration(span)?;
                let side = self.side();
                self.push(Effect::Useless { part, side, duration }, true);
            }
            Spec::Lost { part, count } => {
                let count = self.amount(count)?;
                let side = self.side();
                self.push(Effect::Lost { part, side, count }, true);
            }
            Spec::Drops => {
                let side = self.side();
                self.push(Effect::Drops { side }, false);
            }
            Spec::ArmourDestroyed => {
                self.state.destroy_armour(self.location);
                self.push(Effect::ArmourDestroyed { location: self.location }, true);
            }
            Spec::ArmourDamaged { points } => {
                let points = self.amount(points)?;
                self.state.damage_armour(self.location, points as i32);
                self.push(Effect::ArmourDamaged { location: self.location, points }, true);
            }
            Spec::ArmourOff => {
                self.state.destroy_armour(self.location);
                self.push(Effect::ArmourOff { location: self.location }, true);
            }
            Spec::HeldItemDestroyed => {
                let side = self.side();
                self.push(Effect::HeldItemDestroyed { side }, false);
            }
            Spec::OneOf { sides, bands } => {
                let (_, roll) = self.dice.die(u32::from(sides), Purpose::CriticalEffect)?;
                self.push(Effect::Roll { sides: u32::from(sides), roll }, false);
                if let Some(b) = bands.iter().find(|b| u32::from(b.to) >= roll) {
                    self.all(b.then)?;
                }
            }
            Spec::IfArmoured { armoured, unarmoured } => {
                let has = self.state.armour(self.location) > 0;
                note!(self.log, "  the {} is {}armoured", self.location.label(), if has { "" } else { "not " });
                self.all(if has { armoured } else { unarmoured })?;
            }
            Spec::Knockback { metres, fatigue_per_metre } => {
                let metres = self.amount(metres)?;
                self.push(Effect::Knockback { metres }, false);
                let levels = metres * u32::from(fatigue_per_metre);
                if levels > 0 {
                    self.state.add_fatigue(levels as i32);
                    self.push(Effect::Fatigue { levels }, false);
                }
            }
            Spec::Test { characteristic, modifier, fail, pass } => {
                let test = self.test(characteristic, i32::from(modifier))?;
                let success = test.success;
                self.push(Effect::Test { test }, false);
                self.all(if success { pass } else { fail })?;
            }
            Spec::Nearby { radius, damage, damage_type, only_if } => {
                let radius = self.amount(radius)?;
                // Its damage as text only for a record that keeps the effect.
                let damage = damage.filter(|_| self.log.full()).map(amount_text);
                self.push(Effect::Nearby { radius, damage, damage_type, only_if }, false);
            }
            Spec::Insanity { points } => {
                let points = self.amount(points)?;
                self.state.insanity = self.state.insanity.saturating_add(points as i32);
                self.push(Effect::Insanity { points }, false);
            }
            Spec::Corruption { points } => {
                let points = self.amount(points)?;
                self.state.corruption = self.state.corruption.saturating_add(points as i32);
                self.push(Effect::Corruption { points }, false);
            }
            Spec::Flees { cornered, span } => {
                let duration = self.duration(span)?;
                self.push(Effect::Flees { cornered: i32::from(cornered), duration }, true);
            }
            Spec::AvoidsSource { span } => {
                let duration = self.duration(span)?;
                self.push(Effect::AvoidsSource { duration }, true);
            }
            Spec::NoActions { span } => {
                let duration = self.duration(span)?;
                self.push(Effect::NoActions { duration }, true);
            }
            Spec::Frenzy { span } => {
                let duration = self.duration(span)?;
                self.push(Effect::Frenzy { duration }, true);
            }
            Spec::Hallucinating { span } => {
                let duration = self.duration(span)?;
                self.push(Effect::Hallucinating { duration }, true);
            }
            Spec::Area { radius, itself, then } => {
                let radius = self.amount(radius)?;
                self.push(Effect::Area { radius, itself, each: AreaSpecs(then) }, false);
                if itself {
                    self.all(then)?;
                }
            }
            Spec::Harm { amount, damage_type, penetration, ignore_armour, ignore_toughness } => {
                self.harm(amount, damage_type, i32::from(penetration), ignore_armour, ignore_toughness)?;
            }
            Spec::Fear { rating } => self.push(Effect::FearTest { rating: u32::from(rating) }, false),
            Spec::NoPowers { span } => {
                let duration = self.duration(span)?;
                self.push(Effect::NoPowers { duration }, true);
            }
            Spec::Warp { id, span } => {
                let duration = self.duration(span)?;
                self.push(Effect::Warp { id: id.to_string(), duration }, true);
            }
            Spec::Chance { percent, then } => {
                let roll = self.dice.d100(Purpose::CriticalChance)?;
                let happened = roll <= u32::from(percent);
                self.push(Effect::Chance { percent: u32::from(percent), roll, happened }, false);
                if happened {
                    self.all(then)?;
                }
            }
        }
        Ok(())
    }

    /// Damage to the character's body from an effect (a peril's burn), soaked as a blow is,
    /// wounds and critical damage as a hit's.
    fn harm(&mut self, amount: Amount, damage_type: DamageType, pen: i32, no_armour: bool, no_tb: bool) -> Result<()> {
        let location = self.location;
        let damage = self.amount(amount)?;
        let armour = self.state.armour(location) + self.state.natural_armour();
        let soak_armour = if no_armour { 0 } else { (armour - pen).max(0) };
        let soak_tb = if no_tb { 0 } else { self.state.toughness_bonus()? };
        let wounds = (damage as i32 - soak_armour - soak_tb).max(0);
        let struck = super::wounds::Wounding { own: &[], damage_type, location, wounds, sudden_death: false };
        let critical = super::wounds::wound(self.p, &struck, self.state, self.dice, self.log)?;
        let e = Effect::Harm { location, damage, damage_type, wounds: wounds as u32, critical: critical.map(Box::new) };
        self.push(e, false);
        Ok(())
    }

    /// A test the target makes at once, with the fatigue it has by now.
    fn test(&mut self, c: Characteristic, modifier: i32) -> Result<TestResult> {
        let base = self.state.value(c)?;
        let fatigued = self.state.fatigue() > 0 || self.state.actor.has_condition(Condition::Fatigued);
        if !self.log.full() {
            // A run that keeps no record reads only whether the test passed: the modifiers'
            // capped total goes into the base (as `attack_test::spec` does), so the target,
            // the success and the degrees are the same with no list or labels made.
            let total = modifier + if fatigued { self.p.fatigue_penalty } else { 0 };
            let base = base + total.clamp(-self.p.modifier_cap, self.p.modifier_cap);
            let spec = test::Spec { characteristic: c, skill: None, base, modifiers: Vec::new() };
            return test::roll_with(self.p, spec, self.state.unnatural(c), self.dice, Purpose::CriticalTest);
        }
        let mut modifiers = Vec::new();
        if modifier != 0 {
            modifiers.push(NamedModifier {
                id: Some("criticalEffect".into()),
                label: "critical effect".to_string(),
                value: modifier,
            });
        }
        if fatigued {
            modifiers.push(NamedModifier {
                id: Some("fatigued".into()),
                label: "fatigued".to_string(),
                value: self.p.fatigue_penalty,
            });
        }
        let spec = test::Spec { characteristic: c, skill: None, base, modifiers };
        test::roll_with(self.p, spec, self.state.unnatural(c), self.dice, Purpose::CriticalTest)
    }
}

/// An amount as dice text: `1d10+5`, `3`.
pub(crate) use super::effect_text::describe;
use super::effect_text::amount_text;
