//! Natural healing, day by day (000 and 003 "Healing", 002 "Damage and Healing"): the
//! damage state sets how much each day or week removes, with or without bed rest and
//! medical attention, and is worked out again every day, so a character that heals from
//! heavily to lightly damaged heals faster from then on.

use super::patient::Patient;
use crate::dice::Dice;
use crate::error::wording::plural;
use crate::error::Result;
use crate::model::*;
use crate::rules::healing::Recovers;
use crate::test::describe;

/// Natural healing, day by day.
pub(super) struct Natural {
    pub(super) bed_rest: bool,
    pub(super) medical_attention: bool,
    /// Days spent in the current state since it last healed.
    pub(super) progress: u32,
    pub(super) current: Option<DamageState>,
    /// The day count, for the log.
    pub(super) day: u32,
    /// States already logged as not healing.
    pub(super) stalled: Vec<DamageState>,
}

impl Natural {
    pub(super) fn new(bed_rest: bool, medical_attention: bool) -> Natural {
        Natural { bed_rest, medical_attention, progress: 0, current: None, day: 0, stalled: Vec::new() }
    }

    /// `days` pass; returns the points of damage removed.
    pub(super) fn run(
        &mut self,
        pt: &mut Patient,
        days: u32,
        dice: &mut Dice,
        tests: &mut Vec<TestResult>,
        log: &mut Vec<String>,
    ) -> Result<i32> {
        let mut total = 0;
        for _ in 0..days {
            if pt.dead {
                break;
            }
            total += self.one_day(pt, dice, tests, log)?;
        }
        Ok(total)
    }

    fn one_day(
        &mut self,
        pt: &mut Patient,
        dice: &mut Dice,
        tests: &mut Vec<TestResult>,
        log: &mut Vec<String>,
    ) -> Result<i32> {
        self.day += 1;
        let s = pt.state()?;
        if self.current != Some(s) {
            self.current = Some(s);
            self.progress = 0;
        }
        let Some(rate) = pt.p.healing.natural.of(s) else { return Ok(0) };
        let recovers = if self.bed_rest { rate.bed_rest } else { rate.normal };
        let stalled = if rate.needs_medical_attention && !self.medical_attention {
            Some("without medical attention")
        } else if recovers == Recovers::Nothing {
            Some(if self.bed_rest { "even in bed rest" } else { "without bed rest" })
        } else {
            None
        };
        if let Some(why) = stalled {
            if !self.stalled.contains(&s) {
                self.stalled.push(s);
                log.push(format!("{} is {}: no damage heals {why}", pt.name, pt.state_name(s)));
            }
            return Ok(0);
        }
        self.progress += 1;
        if self.progress < rate.period_days.max(1) {
            return Ok(0);
        }
        self.progress = 0;
        let points = match recovers {
            Recovers::Nothing => 0,
            Recovers::Points(n) => n as i32,
            Recovers::ToughnessBonus => pt.toughness_bonus()?,
        };
        let period = plural(rate.period_days.max(1), "day");
        if let Some(modifier) = rate.toughness_test {
            let t = pt.toughness_test(modifier, dice)?;
            let success = t.success;
            log.push(format!("day {}: {} tests Toughness to heal: {}", self.day, pt.name, describe(&t)));
            tests.push(t);
            if !success {
                return Ok(0);
            }
        }
        let removed = pt.remove(points);
        log.push(format!(
            "day {}: {} ({}) heals {} for {period}{}: {} damage, {} critical damage left",
            self.day,
            pt.name,
            pt.state_name(s),
            removed,
            if self.bed_rest { " in bed rest" } else { "" },
            pt.damage,
            pt.critical_damage
        ));
        Ok(removed)
    }
}
