//! Step four: the damage of one hit (000 "Step Four: Determine Damage", 003 "Step Three:
//! Determine Damage"): the weapon's dice, its modifier and, in melee, the Strength Bonus.
//! Rogue Trader lets the degrees of success replace the lowest die. A helpless target takes
//! the dice twice (000 and 003 "Helpless Targets"). A natural 10 brings Righteous Fury as
//! the line has it (`rules::Fury`).

use super::{Log, Prepared};
use crate::dice::Dice;
use crate::error::Result;
use crate::model::*;
use crate::rules::Fury;

/// One hit's damage, before soak.
pub(super) struct Rolled {
    pub damage: DamageRoll,
    pub fury: Option<FuryRecord>,
    /// ow/dh2: the critical row a Righteous Fury d5 chose.
    pub fury_row: Option<u32>,
}

/// A die's value for damage: a 10 counts as 5 in unarmed combat where the line says so.
fn damage_value(pr: &Prepared, natural: u32, value: u32) -> u32 {
    if pr.unarmed && pr.p.unarmed.tens_count_as_five && natural == 10 {
        5
    } else {
        value
    }
}

/// Whether a die of this size can show a natural 10 that triggers Righteous Fury.
fn fury_die(sides: u32) -> bool {
    sides == 10 || sides == 5
}

/// The most times Righteous Fury may chain on one hit (each link needs another natural 10).
pub const MAX_FURY_CHAIN: u32 = 1000;

pub(super) fn roll(pr: &Prepared, test: &TestResult, dice: &mut Dice, log: &mut Log) -> Result<Rolled> {
    let p = pr.p;
    let expr = pr.expr;
    let doubled = pr.melee && pr.helpless_target;
    let count = if doubled { expr.count * 2 } else { expr.count };
    let mut naturals = Vec::with_capacity(count as usize);
    let mut values = Vec::with_capacity(count as usize);
    for _ in 0..count {
        let (face, value) = dice.die(expr.sides, crate::dice::Purpose::Damage)?;
        naturals.push(face);
        values.push(damage_value(pr, face, value));
    }
    let mut replaced = None;
    if p.degrees_replace_die && test.degrees > 0 {
        let lowest = values.iter().enumerate().min_by_key(|(_, v)| **v).map(|(i, v)| (i, *v));
        if let Some((i, v)) = lowest {
            let d = test.degrees as u32;
            if d > v {
                if let Some(slot) = values.get_mut(i) {
                    *slot = d;
                }
                replaced = Some(ReplacedDie { index: i, was: v, now: d });
            }
        }
    }
    let rolled: i32 = values.iter().map(|v| *v as i32).sum();
    let mut total = rolled + expr.modifier + pr.strength_bonus;
    if log.on {
        let sb =
            if pr.strength_bonus != 0 { format!(" + Strength Bonus {}", pr.strength_bonus) } else { String::new() };
        let twice = if doubled { " (helpless target: dice rolled twice)" } else { "" };
        log.lines.push(format!(
            "Step 4 (damage): {}{twice} rolled {:?}{} {:+}{sb} = {total}",
            pr.req.weapon.damage,
            naturals,
            replaced
                .as_ref()
                .map(|r| format!(" (degrees of success {} replace a {})", r.now, r.was))
                .unwrap_or_default(),
            expr.modifier
        ));
    }

    // Righteous Fury.
    let tens = if fury_die(expr.sides) { naturals.iter().filter(|f| **f == 10).count() } else { 0 };
    let mut all_values = values;
    let (fury, fury_row, fury_bonus) = if tens > 0 {
        let (rec, row, bonus) = righteous_fury(pr, tens, doubled, &mut all_values, dice, log)?;
        (Some(rec), row, bonus)
    } else {
        (None, None, 0)
    };
    total += fury_bonus;
    Ok(Rolled {
        damage: DamageRoll {
            total,
            dice: all_values,
            modifier: expr.modifier,
            strength_bonus: pr.strength_bonus,
            degrees_replaced: replaced,
            fury_bonus,
        },
        fury,
        fury_row,
    })
}

/// Righteous Fury after `tens` natural 10s, as the line has it (`rules::Fury`): a confirming
/// test then extra damage chaining on 10s (dh1: a d10, rt: another damage roll), or a d5 for
/// a critical row (ow, dh2). Extra dice are appended to `values`. Returns the record, the
/// critical row (ow/dh2) and the extra damage (dh1/rt).
fn righteous_fury(
    pr: &Prepared,
    tens: usize,
    doubled: bool,
    values: &mut Vec<u32>,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<(FuryRecord, Option<u32>, i32)> {
    let p = pr.p;
    let expr = pr.expr;
    let mut rec = FuryRecord { triggered: false, ..FuryRecord::default() };
    if let Some(why) = pr.fury_block {
        rec.suppressed = Some(why);
        note!(log, "a natural 10, but {why}");
        return Ok((rec, None, 0));
    }
    if let Fury::CriticalD5 { .. } = p.fury {
        let (_, v) = dice.d5(crate::dice::Purpose::RighteousFury)?;
        rec.triggered = true;
        rec.critical_roll = Some(v);
        note!(log, "a natural 10: Righteous Fury! the d5 for its critical effect shows {v}");
        return Ok((rec, Some(v), 0));
    }
    let confirmed = if doubled && tens >= 2 {
        note!(log, "two natural 10s against a helpless target: Righteous Fury without a confirming test");
        true
    } else {
        let r = dice.d100(crate::dice::Purpose::RighteousFuryConfirm)?;
        rec.confirmation_roll = Some(r);
        let ok = r as i32 <= pr.target_number;
        note!(
            log,
            "a natural 10: Righteous Fury? the confirming test needs {} or less, rolled {r}: {}",
            pr.target_number,
            if ok { "confirmed" } else { "not confirmed" }
        );
        ok
    };
    rec.confirmed = Some(confirmed);
    rec.triggered = confirmed;
    if !confirmed {
        return Ok((rec, None, 0));
    }
    let mut bonus = 0;
    for _ in 0..MAX_FURY_CHAIN {
        let (extra, again) = if p.fury == Fury::ConfirmThenD10 {
            let f = dice.d10(crate::dice::Purpose::RighteousFury)?;
            let v = damage_value(pr, f, f);
            values.push(v);
            (v as i32, f == 10)
        } else {
            let mut sum = 0;
            let mut ten = false;
            for _ in 0..expr.count {
                let (f, v) = dice.die(expr.sides, crate::dice::Purpose::RighteousFury)?;
                let v = damage_value(pr, f, v);
                values.push(v);
                sum += v as i32;
                ten |= f == 10 && fury_die(expr.sides);
            }
            ((sum + expr.modifier).max(0), ten)
        };
        bonus += extra;
        note!(log, "Righteous Fury adds {extra}{}", if again { " and shows another 10" } else { "" });
        if !again {
            rec.extra_damage = bonus;
            return Ok((rec, None, bonus));
        }
    }
    // Only scripted dice can keep showing 10s this long (a seeded chain of 1000 is beyond
    // any real chance).
    Err(crate::error::Error::invalid(
        "dice.rolls",
        &format!("Righteous Fury chained more than {MAX_FURY_CHAIN} times, the most one hit may"),
    ))
}
