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
        let (face, value) = dice.die(expr.sides, "damage")?;
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
    let mut fury = None;
    let mut fury_row = None;
    let mut fury_bonus = 0;
    let mut all_values = values;
    if tens > 0 {
        let mut rec = FuryRecord { triggered: false, ..FuryRecord::default() };
        if let Some(why) = pr.fury_block {
            rec.suppressed = Some(why);
            note!(log, "a natural 10, but {why}");
        } else {
            match p.fury {
                Fury::ConfirmThenD10 | Fury::ConfirmThenDamageRoll => {
                    let confirmed = if doubled && tens >= 2 {
                        note!(
                            log,
                            "two natural 10s against a helpless target: Righteous Fury without a confirming test"
                        );
                        true
                    } else {
                        let r = dice.d100("righteousFuryConfirm")?;
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
                    if confirmed {
                        let mut links = 0;
                        loop {
                            links += 1;
                            let (extra, again) = if p.fury == Fury::ConfirmThenD10 {
                                let f = dice.d10("righteousFury")?;
                                let v = damage_value(pr, f, f);
                                all_values.push(v);
                                (v as i32, f == 10)
                            } else {
                                let mut sum = 0;
                                let mut ten = false;
                                for _ in 0..expr.count {
                                    let (f, v) = dice.die(expr.sides, "righteousFury")?;
                                    let v = damage_value(pr, f, v);
                                    all_values.push(v);
                                    sum += v as i32;
                                    ten |= f == 10 && fury_die(expr.sides);
                                }
                                ((sum + expr.modifier).max(0), ten)
                            };
                            fury_bonus += extra;
                            note!(
                                log,
                                "Righteous Fury adds {extra}{}",
                                if again { " and shows another 10" } else { "" }
                            );
                            if !again || links >= MAX_FURY_CHAIN {
                                break;
                            }
                        }
                        rec.extra_damage = fury_bonus;
                        total += fury_bonus;
                    }
                }
                Fury::CriticalD5 { .. } => {
                    let (_, v) = dice.d5("righteousFury")?;
                    rec.triggered = true;
                    rec.critical_roll = Some(v);
                    fury_row = Some(v);
                    note!(log, "a natural 10: Righteous Fury! the d5 for its critical effect shows {v}");
                }
            }
        }
        fury = Some(rec);
    }
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
