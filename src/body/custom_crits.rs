//! Extension: a request's own critical tables (`critTables`). Each is checked (ten rows,
//! one table per damage type and region, the limits below, every number in range) and laid
//! out in the request's arena as the same `CritTable` the line's tables are, so that
//! `critical` reads either alike.

use bumpalo::Bump;

use crate::dice::{MAX_DICE_IN_EXPRESSION, MAX_FLAT_MODIFIER, MAX_SIDES};
use crate::error::{Error, Result};
use crate::model::{CustomAmount, CustomBand, CustomCritTable, CustomEffect, CustomSpan};
use crate::rules::crits::CritTable;
use crate::rules::effects::{Amount, Band, CritRow, Span, Spec};

/// The most tables one request may give (one per damage type and region).
pub const MAX_CRIT_TABLES: usize = 16;
/// The most effects one row may hold, counting those inside tests, chances, one-of rolls
/// and armour checks.
pub const MAX_EFFECTS_IN_ROW: usize = 64;
/// How deeply tests, chances, one-of rolls and armour checks may nest in one another.
pub const MAX_EFFECT_NESTING: usize = 8;
/// The largest modifier a critical effect's test or penalty may carry, either way.
pub const MAX_EFFECT_MODIFIER: i32 = 100;
/// The most fatigue levels a knockback may inflict per metre.
pub const MAX_FATIGUE_PER_METRE: u32 = 10;

/// Checks the request's tables and lays them out in `arena`.
pub(crate) fn lay_out<'b>(tables: &[CustomCritTable], arena: &'b Bump) -> Result<&'b [CritTable<'b>]> {
    if tables.is_empty() {
        return Ok(&[]);
    }
    lay_out_some(tables, arena)
}

/// `lay_out` for a request with tables of its own. Out of line, so that a request with none
/// leaves it uncompiled in V8 (docs/speed.md, "What the first call compiles").
#[inline(never)]
fn lay_out_some<'b>(tables: &[CustomCritTable], arena: &'b Bump) -> Result<&'b [CritTable<'b>]> {
    if tables.len() > MAX_CRIT_TABLES {
        return Err(Error::invalid(
            "critTables",
            &format!("at most {MAX_CRIT_TABLES} tables, one for each damage type and region"),
        ));
    }
    let mut out = Vec::with_capacity(tables.len());
    for (i, t) in tables.iter().enumerate() {
        let path = format!("critTables[{i}]");
        if let Some(j) = tables.iter().take(i).position(|o| o.damage_type == t.damage_type && o.region == t.region) {
            return Err(Error::invalid(
                &path,
                &format!("critTables[{j}] is already the table for this damageType and region: give each one table"),
            ));
        }
        if t.rows.len() != 10 {
            return Err(Error::invalid(
                &format!("{path}.rows"),
                &format!("must be exactly 10 rows (critical damage 1 to 10 and above), not {}", t.rows.len()),
            ));
        }
        let mut rows = [CritRow { summary: "", effects: &[] }; 10];
        for (n, (slot, r)) in rows.iter_mut().zip(&t.rows).enumerate() {
            let path = format!("{path}.rows[{n}]");
            let mut count = 0;
            let effects = list(&r.effects, &format!("{path}.effects"), 1, &mut count, arena)?;
            if count > MAX_EFFECTS_IN_ROW {
                return Err(Error::invalid(
                    &format!("{path}.effects"),
                    &format!(
                        "at most {MAX_EFFECTS_IN_ROW} effects in a row, counting nested ones; this row has {count}"
                    ),
                ));
            }
            *slot = CritRow { summary: arena.alloc_str(&r.summary), effects };
        }
        out.push(CritTable { damage_type: t.damage_type, region: t.region, table: arena.alloc_str(&t.table), rows });
    }
    Ok(arena.alloc_slice_fill_iter(out))
}

/// A list of effects at nesting `depth` (the row's own list is depth 1).
fn list<'b>(
    specs: &[CustomEffect],
    path: &str,
    depth: usize,
    count: &mut usize,
    arena: &'b Bump,
) -> Result<&'b [Spec<'b>]> {
    if depth > MAX_EFFECT_NESTING + 1 {
        return Err(Error::invalid(
            path,
            &format!("tests, chances, oneOf rolls and ifArmoured checks nest at most {MAX_EFFECT_NESTING} deep"),
        ));
    }
    *count += specs.len();
    if *count > MAX_EFFECTS_IN_ROW {
        // Stop early: the caller reports the count.
        return Ok(&[]);
    }
    let mut out = Vec::with_capacity(specs.len());
    for (i, s) in specs.iter().enumerate() {
        out.push(one(s, &format!("{path}[{i}]"), depth, count, arena)?);
    }
    Ok(arena.alloc_slice_fill_iter(out))
}

fn one<'b>(s: &CustomEffect, path: &str, depth: usize, count: &mut usize, arena: &'b Bump) -> Result<Spec<'b>> {
    let at = |field: &str| format!("{path}.{field}");
    Ok(match s {
        CustomEffect::Death {} => Spec::Death,
        CustomEffect::Fatigue { levels } => Spec::Fatigue { levels: amount(levels, &at("levels"))? },
        CustomEffect::Stunned { rounds } => Spec::Stunned { rounds: amount(rounds, &at("rounds"))? },
        CustomEffect::Prone {} => Spec::Prone,
        CustomEffect::BloodLoss {} => Spec::BloodLoss,
        CustomEffect::OnFire {} => Spec::OnFire,
        CustomEffect::Unconscious { span: s } => Spec::Unconscious { span: span(s, &at("span"))? },
        CustomEffect::Blinded { span: s } => Spec::Blinded { span: span(s, &at("span"))? },
        CustomEffect::Deafened { span: s } => Spec::Deafened { span: span(s, &at("span"))? },
        CustomEffect::Penalty { modifier, scope, span: s } => Spec::Penalty {
            modifier: effect_modifier(*modifier, &at("modifier"))?,
            scope: *scope,
            span: span(s, &at("span"))?,
        },
        CustomEffect::Halved { characteristics, span: s } => {
            if characteristics.is_empty() {
                return Err(Error::invalid(&at("characteristics"), "must name at least one characteristic"));
            }
            Spec::Halved { characteristics: arena.alloc_slice_copy(characteristics), span: span(s, &at("span"))? }
        }
        CustomEffect::CharacteristicDamage { characteristic, amount: a, permanent } => Spec::CharacteristicDamage {
            characteristic: *characteristic,
            amount: amount(a, &at("amount"))?,
            permanent: *permanent,
        },
        CustomEffect::CharacteristicBecomes { characteristic, value } => {
            Spec::CharacteristicBecomes { characteristic: *characteristic, value: amount(value, &at("value"))? }
        }
        CustomEffect::MovementHalved { span: s } => Spec::MovementHalved { span: span(s, &at("span"))? },
        CustomEffect::HalfActionsOnly { span: s } => Spec::HalfActionsOnly { span: span(s, &at("span"))? },
        CustomEffect::Useless { part, span: s } => Spec::Useless { part: *part, span: span(s, &at("span"))? },
        CustomEffect::Lost { part, count: c } => Spec::Lost { part: *part, count: amount(c, &at("count"))? },
        CustomEffect::Drops {} => Spec::Drops,
        CustomEffect::ArmourDestroyed {} => Spec::ArmourDestroyed,
        CustomEffect::ArmourDamaged { points } => Spec::ArmourDamaged { points: amount(points, &at("points"))? },
        CustomEffect::ArmourOff {} => Spec::ArmourOff,
        CustomEffect::HeldItemDestroyed {} => Spec::HeldItemDestroyed,
        CustomEffect::Knockback { metres, fatigue_per_metre } => {
            let per = u8::try_from(*fatigue_per_metre).ok().filter(|f| u32::from(*f) <= MAX_FATIGUE_PER_METRE);
            let Some(fatigue_per_metre) = per else {
                return Err(Error::invalid(
                    &at("fatiguePerMetre"),
                    &format!("must be a whole number from 0 to {MAX_FATIGUE_PER_METRE}"),
                ));
            };
            Spec::Knockback { metres: amount(metres, &at("metres"))?, fatigue_per_metre }
        }
        CustomEffect::Test { characteristic, modifier, fail, pass } => Spec::Test {
            characteristic: *characteristic,
            modifier: effect_modifier(*modifier, &at("modifier"))?,
            fail: list(fail, &at("fail"), depth + 1, count, arena)?,
            pass: list(pass, &at("pass"), depth + 1, count, arena)?,
        },
        CustomEffect::Nearby { radius, damage, damage_type, only_if } => Spec::Nearby {
            radius: amount(radius, &at("radius"))?,
            damage: match damage {
                Some(d) => Some(amount(d, &at("damage"))?),
                None => None,
            },
            damage_type: *damage_type,
            only_if: *only_if,
        },
        CustomEffect::Chance { percent, then } => {
            let Some(percent) = u8::try_from(*percent).ok().filter(|p| *p <= 100) else {
                return Err(Error::invalid(&at("percent"), "must be a whole number from 0 to 100"));
            };
            Spec::Chance { percent, then: list(then, &at("then"), depth + 1, count, arena)? }
        }
        CustomEffect::OneOf { sides, bands } => Spec::OneOf {
            sides: die_sides(*sides, &at("sides"))?,
            bands: one_of(*sides, bands, &at("bands"), depth, count, arena)?,
        },
        CustomEffect::IfArmoured { armoured, unarmoured } => Spec::IfArmoured {
            armoured: list(armoured, &at("armoured"), depth + 1, count, arena)?,
            unarmoured: list(unarmoured, &at("unarmoured"), depth + 1, count, arena)?,
        },
    })
}

/// The bands of a one-of roll: at least one, each `to` from 1 to the die's sides and above
/// the one before.
fn one_of<'b>(
    sides: u32,
    bands: &[CustomBand],
    path: &str,
    depth: usize,
    count: &mut usize,
    arena: &'b Bump,
) -> Result<&'b [Band<'b>]> {
    if bands.is_empty() {
        return Err(Error::invalid(path, "must hold at least one band"));
    }
    let mut out = Vec::with_capacity(bands.len());
    let mut below = 0;
    for (i, b) in bands.iter().enumerate() {
        let at = format!("{path}[{i}]");
        if b.to <= below || b.to > sides {
            return Err(Error::invalid(
                &format!("{at}.to"),
                &format!(
                    "must be a whole number from {} to {sides} (the die's sides), above the band before",
                    below + 1
                ),
            ));
        }
        below = b.to;
        let to = u16::try_from(b.to).unwrap_or(u16::MAX);
        out.push(Band { to, then: list(&b.then, &format!("{at}.then"), depth + 1, count, arena)? });
    }
    Ok(arena.alloc_slice_fill_iter(out))
}

/// The sides of a die: from 2 to `dice::MAX_SIDES`.
fn die_sides(sides: u32, path: &str) -> Result<u16> {
    match u16::try_from(sides) {
        Ok(s) if (2..=MAX_SIDES).contains(&sides) => Ok(s),
        _ => Err(Error::invalid(path, &format!("must be a whole number from 2 to {MAX_SIDES}"))),
    }
}

fn effect_modifier(m: i32, path: &str) -> Result<i16> {
    match i16::try_from(m) {
        Ok(v) if m.abs() <= MAX_EFFECT_MODIFIER => Ok(v),
        _ => Err(Error::invalid(
            path,
            &format!("must be a whole number from -{MAX_EFFECT_MODIFIER} to {MAX_EFFECT_MODIFIER}"),
        )),
    }
}

/// A rolled or fixed number: at most `dice::MAX_DICE_IN_EXPRESSION` dice of 2 to
/// `dice::MAX_SIDES` sides, plus at most `dice::MAX_FLAT_MODIFIER` either way.
fn amount(a: &CustomAmount, path: &str) -> Result<Amount> {
    let dice = u8::try_from(a.dice).ok().filter(|d| u32::from(*d) <= MAX_DICE_IN_EXPRESSION);
    let Some(dice) = dice else {
        return Err(Error::invalid(
            &format!("{path}.dice"),
            &format!("must be a whole number from 0 to {MAX_DICE_IN_EXPRESSION}"),
        ));
    };
    let sides = if dice == 0 {
        // A fixed number: the sides are not read.
        u16::try_from(a.sides).ok().filter(|s| u32::from(*s) <= MAX_SIDES)
    } else {
        u16::try_from(a.sides).ok().filter(|s| (2..=MAX_SIDES).contains(&u32::from(*s)))
    };
    let Some(sides) = sides else {
        return Err(Error::invalid(
            &format!("{path}.sides"),
            &format!("must be a whole number from 2 to {MAX_SIDES} (or 0, with no dice)"),
        ));
    };
    let plus = i16::try_from(a.plus).ok().filter(|p| i32::from(*p).abs() <= MAX_FLAT_MODIFIER);
    let Some(plus) = plus else {
        return Err(Error::invalid(
            &format!("{path}.plus"),
            &format!("must be a whole number from -{MAX_FLAT_MODIFIER} to {MAX_FLAT_MODIFIER}"),
        ));
    };
    Ok(Amount { dice, sides, plus })
}

fn span(s: &CustomSpan, path: &str) -> Result<Span> {
    let amount_at = |a| amount(a, &format!("{path}.amount"));
    Ok(match s {
        CustomSpan::Rounds(a) => Span::Rounds(amount_at(a)?),
        CustomSpan::NextTurn => Span::NextTurn,
        CustomSpan::Minutes(a) => Span::Minutes(amount_at(a)?),
        CustomSpan::Hours(a) => Span::Hours(amount_at(a)?),
        CustomSpan::Days(a) => Span::Days(amount_at(a)?),
        CustomSpan::Weeks(a) => Span::Weeks(amount_at(a)?),
        CustomSpan::UntilTreated => Span::UntilTreated,
        CustomSpan::Permanent => Span::Permanent,
    })
}
