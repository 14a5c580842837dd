//! Recovery without a medic's test: a character knocked out by fatigue comes round after
//! 10 - TB minutes with fatigue equal to its Toughness Bonus (000 "Fatigue", 004
//! "Fatigue"); hours of rest remove fatigue (000 and 003 "Removing Fatigue", 002 and 004
//! "Fatigue"); characteristic damage heals a point an hour (000 "Removing Characteristic
//! Damage", 003 "Characteristic Damage"); injuries that last a time run out, and medical
//! attention ends those that last until treated.

use super::fatigue_threshold;
use super::patient::Patient;
use crate::error::wording::plural;
use crate::error::Result;
use crate::model::*;

impl Patient<'_> {
    /// Unconscious from fatigue past the threshold.
    pub(super) fn out_from_fatigue(&self) -> Result<Option<i32>> {
        if self.fatigue <= 0 {
            return Ok(None);
        }
        let threshold = fatigue_threshold(self.p, self.actor, "actor")?;
        Ok((self.fatigue > threshold).then_some(threshold))
    }

    /// Comes round from fatigue unconsciousness: fatigue falls to the Toughness Bonus and the
    /// unconsciousness it caused ends. Returns whether it was out.
    pub(super) fn wake(&mut self, log: &mut Vec<String>) -> Result<bool> {
        let Some(threshold) = self.out_from_fatigue()? else { return Ok(false) };
        let tb = self.toughness_bonus()?;
        let minutes = (self.p.healing.recovery.fatigue_unconscious_minutes_base - tb).max(1);
        let now = self.fatigue.min(tb.max(0));
        log.push(format!(
            "{} (fatigue {} past the threshold of {threshold}) comes round after {}: fatigue falls to the Toughness Bonus, {now}",
            self.name,
            self.fatigue,
            plural(minutes, "minute")
        ));
        self.removed.fatigue += self.fatigue - now;
        self.fatigue = now;
        let fatigue_blackout = self
            .injuries
            .iter()
            .position(|e| matches!(e, Effect::Unconscious { duration } if duration.unit == DurationUnit::Minutes));
        if let Some(i) = fatigue_blackout {
            self.injuries.remove(i);
        }
        if self.injuries.iter().any(|e| matches!(e, Effect::Unconscious { .. })) {
            log.push(format!("{} is still unconscious from another cause", self.name));
        } else {
            self.conditions.retain(|c| *c != Condition::Unconscious);
        }
        Ok(true)
    }

    /// `hours` of rest against fatigue.
    pub(super) fn rest(&mut self, hours: u32, log: &mut Vec<String>) {
        let r = &self.p.healing.recovery;
        if self.fatigue > 0 {
            let before = self.fatigue;
            self.fatigue = if hours >= r.fatigue_all_after_hours {
                0
            } else {
                (before - (hours.saturating_mul(r.fatigue_per_hour)).min(before as u32) as i32).max(0)
            };
            self.removed.fatigue += before - self.fatigue;
            log.push(format!(
                "{} of rest: fatigue {before} -> {} (a level an hour; {} hours in a row remove all)",
                plural(hours, "hour"),
                self.fatigue,
                r.fatigue_all_after_hours
            ));
        }
        if self.fatigue == 0 && hours > 0 && self.conditions.contains(&Condition::Fatigued) {
            self.conditions.retain(|c| *c != Condition::Fatigued);
            log.push(format!("{} is no longer fatigued", self.name));
        }
    }

    /// `hours` pass: characteristic damage that is not permanent heals, the oldest first, and
    /// injuries that last a time count down (a round is about five seconds, 000 "Rounds").
    pub(super) fn hours_pass(&mut self, hours: u32, log: &mut Vec<String>) {
        self.timed_injuries_pass(u64::from(hours) * 3600, log);
        let mut points = hours.saturating_mul(self.p.healing.recovery.characteristic_per_hour);
        let mut recovered = Vec::new();
        for e in self.injuries.iter_mut() {
            if points == 0 {
                break;
            }
            if let Effect::CharacteristicDamage { characteristic, amount, permanent: false } = e {
                let k = (*amount).min(points);
                *amount -= k;
                points -= k;
                if k > 0 {
                    recovered.push(format!("{k} {}", characteristic.label()));
                    self.removed.characteristic_damage += k;
                }
            }
        }
        self.injuries.retain(|e| !matches!(e, Effect::CharacteristicDamage { amount: 0, permanent: false, .. }));
        if !recovered.is_empty() {
            log.push(format!(
                "characteristic damage heals a point an hour: {} recovers {}",
                self.name,
                recovered.join(", ")
            ));
        }
    }

    /// `seconds` pass for the injuries that last a time: each loses that much, and those run
    /// out end (a round is about five seconds, 000 "Rounds"; the next turn is over within
    /// one).
    pub(super) fn timed_injuries_pass(&mut self, seconds: u64, log: &mut Vec<String>) {
        let unit_seconds = |u: DurationUnit| -> Option<u64> {
            match u {
                DurationUnit::Rounds | DurationUnit::NextTurn => Some(5),
                DurationUnit::Minutes => Some(60),
                DurationUnit::Hours => Some(3600),
                DurationUnit::Days => Some(86_400),
                DurationUnit::Weeks => Some(604_800),
                DurationUnit::UntilTreated
                | DurationUnit::Permanent
                | DurationUnit::Encounter
                | DurationUnit::SnapOut
                | DurationUnit::NearSource => None,
            }
        };
        let mut ended = Vec::new();
        for mut e in std::mem::take(&mut self.injuries) {
            let Some(d) = e.duration_mut() else {
                self.injuries.push(e);
                continue;
            };
            let Some(unit) = unit_seconds(d.unit) else {
                self.injuries.push(e);
                continue;
            };
            let total = unit.saturating_mul(u64::from(d.amount.unwrap_or(1)));
            if seconds >= total {
                ended.push(e);
            } else {
                // What is left, in the same unit, rounded up.
                d.amount = Some((total - seconds).div_ceil(unit) as u32);
                self.injuries.push(e);
            }
        }
        self.injuries_end(&ended, "time passes, and these run out", log);
    }

    /// Medical attention: effects that last until the character is treated end.
    pub(super) fn treated(&mut self, log: &mut Vec<String>) {
        let until_treated = |e: &Effect| e.duration().is_some_and(|d| d.unit == DurationUnit::UntilTreated);
        let (ended, kept): (Vec<Effect>, Vec<Effect>) =
            std::mem::take(&mut self.injuries).into_iter().partition(until_treated);
        self.injuries = kept;
        self.injuries_end(&ended, "medical attention ends what lasted until treated", log);
    }

    /// Injuries that ended: the condition each caused goes too, unless another still causes
    /// it.
    pub(super) fn injuries_end(&mut self, ended: &[Effect], why: &str, log: &mut Vec<String>) {
        if ended.is_empty() {
            return;
        }
        for c in ended.iter().filter_map(Effect::condition) {
            if !self.injuries.iter().any(|k| k.condition() == Some(c)) {
                self.conditions.retain(|x| *x != c);
            }
        }
        log.push(format!("{why}: {}", ended.iter().map(effect_kind).collect::<Vec<_>>().join(", ")));
    }
}

/// The `type` of an effect, for the log.
fn effect_kind(e: &Effect) -> &'static str {
    match e {
        Effect::Unconscious { .. } => "unconscious",
        Effect::Blinded { .. } => "blinded",
        Effect::Deafened { .. } => "deafened",
        Effect::Penalty { .. } => "penalty",
        Effect::Halved { .. } => "halved",
        Effect::MovementHalved { .. } => "movementHalved",
        Effect::HalfActionsOnly { .. } => "halfActionsOnly",
        Effect::Useless { .. } => "useless",
        _ => "effect",
    }
}
