//! Step four: the damage of one hit (000 "Step Four: Determine Damage", 003 "Step Three:
//! Determine Damage"): the weapon's dice, its modifier and, in melee, the Strength Bonus.
//! Rogue Trader lets the degrees of success replace the lowest die. A helpless target takes
//! the dice twice (000 and 003 "Helpless Targets"). A natural 10 brings Righteous Fury as
//! the line has it (`rules::Fury`).
//!
//! The weapon's qualities and the attacker's talents and traits (`rules::features`), in the
//! order they act:
//! 1. Tearing rolls one more die right after the hit's dice (one, even when a helpless
//!    target doubles them) and drops the lowest result; of equal results the lower face goes
//!    (so a natural 10 is dropped only when every die shows 10), then the first rolled.
//!    Righteous Fury is judged on the dice kept.
//! 2. Proven (a floor) and the second generation's Primitive (a ceiling) change what each
//!    damage die counts for, the kept dice, Accurate's and Righteous Fury's alike; Righteous
//!    Fury still reads the face.
//! 3. Rogue Trader's degrees of success replace the lowest kept die.
//! 4. Accurate (ow/dh2) rolls its extra d10s after those: on the first hit of an aimed single
//!    shot from a basic weapon, one per `per_degrees` degrees beyond the first `skip`, at
//!    most `max`. They never bring Righteous Fury.
//! 5. Damage bonuses (Mighty Shot, Crushing Blow, Brutal Charge) are added to every hit they
//!    concern.
//! 6. Righteous Fury, on a natural 10 or, with Vengeful (X), a face of X or more.
//!
//! Dice order for one hit: its damage dice, Tearing's die, Accurate's d10s, then Righteous
//! Fury's dice.

use super::hits::Placed;
use super::in_play::holds;
use super::{Log, Prepared};
use crate::dice::{Dice, Purpose};
use crate::error::Result;
use crate::model::*;
use crate::rules::action_types::FireMode;
use crate::rules::features::Fx;
use crate::rules::Fury;
use crate::test::feature_set::Active;

/// One hit's damage, before soak.
pub(super) struct Rolled {
    pub damage: DamageRoll,
    pub fury: Option<FuryRecord>,
    /// ow/dh2: the critical row a Righteous Fury d5 chose.
    pub fury_row: Option<u32>,
    /// The attack test's degrees of success when it succeeded (step five's Razor Sharp).
    pub degrees: Option<i32>,
}

/// Room the damage of one hit reuses from the hit before it (kept in `Scratch`).
#[derive(Default)]
pub(super) struct Buffers {
    /// Each die kept as (face, value after the unarmed rule), in the order rolled.
    kept: Vec<(u32, u32)>,
    /// What each die counts for, then Accurate's and Righteous Fury's dice: the hit's
    /// `DamageRoll::dice`, which only a run that keeps the whole outcome (`Record::Full`) keeps.
    values: Vec<u32>,
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

/// What the weapon's qualities make a damage die count for: Proven's floor, Primitive's
/// ceiling (ow/dh2), and the face from which Righteous Fury comes (Vengeful, dh2).
pub(super) struct Counting<'a> {
    floor: Option<(&'a Active, u32)>,
    ceiling: Option<(&'a Active, u32)>,
    fury_from: u32,
    vengeful: Option<&'a Active>,
}

impl<'a> Counting<'a> {
    pub(super) fn of(pr: &'a Prepared) -> Counting<'a> {
        let w = &pr.feats.weapon;
        let floor = w.find(|fx| matches!(fx, Fx::DieMin).then_some(())).map(|(a, _)| (a, a.value().max(0) as u32));
        let ceiling = w.find(|fx| matches!(fx, Fx::DieMax).then_some(())).map(|(a, _)| (a, a.value().max(1) as u32));
        let vengeful = w.find(|fx| matches!(fx, Fx::FuryOn).then_some(())).map(|(a, _)| a);
        let fury_from = vengeful.map_or(10, |a| a.value().clamp(1, 10) as u32);
        Counting { floor, ceiling, fury_from, vengeful }
    }

    /// What a die's value (after the unarmed rule) counts for.
    #[inline(always)]
    pub(super) fn count(&self, v: u32) -> u32 {
        let v = self.floor.map_or(v, |(_, f)| v.max(f));
        self.ceiling.map_or(v, |(_, c)| v.min(c))
    }

    /// Whether a face brings Righteous Fury on a die of this size.
    #[inline(always)]
    pub(super) fn fury(&self, sides: u32, face: u32) -> bool {
        fury_die(sides) && face >= self.fury_from
    }

    /// How the log names what brings Righteous Fury.
    fn what(&self) -> String {
        match self.vengeful {
            Some(a) if self.fury_from < 10 => format!("a damage die of {} or more ({})", self.fury_from, a.label()),
            _ => "a natural 10".to_string(),
        }
    }
}

/// Rolls one hit's damage (`placed`: the hit, whose being the first matters to Accurate).
/// `buffers` lends the lists of dice.
#[crate::hot]
pub(super) fn roll(
    pr: &Prepared,
    test: &TestResult,
    placed: &Placed,
    dice: &mut Dice,
    log: &mut Log,
    buffers: &mut Buffers,
) -> Result<Rolled> {
    let p = pr.p;
    let expr = pr.expr;
    let counting = Counting::of(pr);
    let doubled = pr.melee && pr.helpless_target;
    let count = if doubled { expr.count * 2 } else { expr.count };
    let Buffers { kept, values } = buffers;
    let WeaponDice { faces, dropped, tearing } = weapon_dice(pr, count, dice, log.on(), kept)?;
    values.clear();
    values.extend(kept.iter().map(|&(_, v)| counting.count(v)));
    let counted_as = count_as_note(&counting, kept, values, log);
    let replaced = if p.degrees_replace_die { degrees_replace(values, test.degrees) } else { None };
    let (accurate, accurate_note) = accurate(pr, &counting, test, placed, dice, log)?;
    let degrees = test.success.then_some(test.degrees);
    let bonuses = bonuses(pr, degrees)?;
    let horde = horde_roll(pr, &counting, dice)?;
    let rolled: i32 = values.iter().chain(&accurate).chain(&horde).map(|v| *v as i32).sum();
    let mut total = rolled + expr.modifier + pr.strength_bonus + bonuses.iter().map(|b| b.value).sum::<i32>();
    if log.on() {
        let line = StepLine {
            doubled,
            faces: &faces,
            torn: tearing.zip(dropped.as_ref()).map(|(a, d)| (a, d.face)),
            counted_as: &counted_as,
            replaced: replaced.as_ref(),
            accurate: &accurate,
            horde: &horde,
            bonuses: &bonuses,
            total,
        };
        log.push(line.text(pr));
        log.extend(accurate_note);
    }

    // Righteous Fury, on the dice kept (never Accurate's).
    let furies = kept.iter().filter(|(f, _)| counting.fury(expr.sides, *f)).count();
    let accurate_dice = accurate.len() as u32;
    let horde_dice = horde.len() as u32;
    values.extend(accurate);
    values.extend(horde);
    let (fury, fury_row, fury_bonus) = if furies > 0 {
        let (rec, row, bonus) = righteous_fury(pr, &counting, furies, doubled, values, dice, log)?;
        (Some(rec), row, bonus)
    } else {
        (None, None, 0)
    };
    total += fury_bonus;
    Ok(Rolled {
        damage: DamageRoll {
            total,
            // Analysis reads the total only, and keeps the list's room for the next hit.
            dice: if log.full() { std::mem::take(values) } else { Vec::new() },
            modifier: expr.modifier,
            strength_bonus: pr.strength_bonus,
            degrees_replaced: replaced,
            fury_bonus,
            dropped,
            accurate_dice,
            horde_dice,
            bonuses,
        },
        fury,
        fury_row,
        degrees,
    })
}

/// The damage step's log line (`roll`): the expression, the faces rolled and what each rule
/// made of them, then the total before Righteous Fury.
struct StepLine<'a> {
    /// A helpless target's dice rolled twice.
    doubled: bool,
    faces: &'a [u32],
    /// Tearing, and the face of the die it dropped.
    torn: Option<(&'a Active, u32)>,
    /// What Proven and Primitive made of the dice (`count_as_note`).
    counted_as: &'a str,
    replaced: Option<&'a ReplacedDie>,
    accurate: &'a [u32],
    horde: &'a [u32],
    bonuses: &'a [NamedModifier],
    total: i32,
}

impl StepLine<'_> {
    /// The line, written into one string (writing into a `String` cannot fail) rather than
    /// a string per part joined.
    fn text(&self, pr: &Prepared) -> String {
        use std::fmt::Write;
        let mut line = String::with_capacity(128);
        _ = write!(line, "Step 4 (damage): {}", pr.req.weapon.damage);
        if self.doubled {
            line.push_str(" (helpless target: dice rolled twice)");
        }
        _ = write!(line, " rolled {:?}", self.faces);
        if let Some((a, face)) = self.torn {
            _ = write!(line, " ({}: one die more, the lowest, a {face}, dropped)", a.label());
        }
        line.push_str(self.counted_as);
        if let Some(r) = self.replaced {
            _ = write!(line, " (degrees of success {} replace a {})", r.now, r.was);
        }
        _ = write!(line, " {:+}", pr.expr.modifier);
        if pr.strength_bonus != 0 {
            _ = write!(line, " + Strength Bonus {}", pr.strength_bonus);
        }
        if !self.accurate.is_empty() {
            _ = write!(line, " + Accurate {:?}", self.accurate);
        }
        if !self.horde.is_empty() {
            _ = write!(line, " + the horde's Magnitude {:?}", self.horde);
        }
        for b in self.bonuses {
            _ = write!(line, " + {} {}", b.label, b.value);
        }
        _ = write!(line, " = {}", self.total);
        line
    }
}

/// A hit's own damage dice, before Proven, Primitive and the degrees (the dice kept are
/// in `Buffers::kept`).
struct WeaponDice<'a> {
    /// Every face rolled, Tearing's and the dropped one included (only for the log).
    faces: Vec<u32>,
    dropped: Option<DroppedDie>,
    /// The Tearing quality, when it rolled its die.
    tearing: Option<&'a crate::test::feature_set::Active>,
}

/// The weapon's damage dice (`count` of them: twice the expression's against a helpless
/// target), then Tearing's one more die, the lowest of all dropped: of equal results the
/// lower face, then the first rolled. A weapon with no dice has nothing to tear. The dice
/// kept go into `kept`.
fn weapon_dice<'a>(
    pr: &'a Prepared,
    count: u32,
    dice: &mut Dice,
    log_on: bool,
    kept: &mut Vec<(u32, u32)>,
) -> Result<WeaponDice<'a>> {
    let sides = pr.expr.sides;
    kept.clear();
    for _ in 0..count {
        let (face, value) = dice.die(sides, Purpose::Damage)?;
        kept.push((face, damage_value(pr, face, value)));
    }
    let tearing = pr.feats.weapon.find(|fx| matches!(fx, Fx::Tearing).then_some(())).map(|(a, _)| a);
    let tearing = tearing.filter(|_| count > 0);
    if tearing.is_some() {
        let (face, value) = dice.die(sides, Purpose::Tearing)?;
        kept.push((face, damage_value(pr, face, value)));
    }
    let faces = if log_on { kept.iter().map(|d| d.0).collect() } else { Vec::new() };
    let mut dropped = None;
    if tearing.is_some() {
        if let Some(i) = kept.iter().enumerate().min_by_key(|(_, (f, v))| (*v, *f)).map(|(i, _)| i) {
            let (face, value) = kept.remove(i);
            dropped = Some(DroppedDie { index: i, face, value });
        }
    }
    Ok(WeaponDice { faces, dropped, tearing })
}

/// Rogue Trader's rule (000 "Step Four: Determine Damage"): the degrees of success replace
/// the lowest damage die when they are more.
pub(super) fn degrees_replace(values: &mut [u32], degrees: i32) -> Option<ReplacedDie> {
    if degrees <= 0 {
        return None;
    }
    let (i, v) = values.iter().enumerate().min_by_key(|(_, v)| **v).map(|(i, v)| (i, *v))?;
    let d = degrees as u32;
    if d <= v {
        return None;
    }
    let slot = values.get_mut(i)?;
    *slot = d;
    Some(ReplacedDie { index: i, was: v, now: d })
}

/// The log's words for what Proven and Primitive changed (empty when nothing).
fn count_as_note(counting: &Counting, kept: &[(u32, u32)], values: &[u32], log: &Log) -> String {
    if !log.on() {
        return String::new();
    }
    let raised = kept.iter().zip(values).any(|((_, was), now)| now > was);
    let lowered = kept.iter().zip(values).any(|((_, was), now)| now < was);
    let mut names = Vec::new();
    if let (true, Some((a, _))) = (raised, counting.floor) {
        names.push(a.label());
    }
    if let (true, Some((a, _))) = (lowered, counting.ceiling) {
        names.push(a.label());
    }
    if names.is_empty() {
        return String::new();
    }
    format!(" ({}: counted as {values:?})", names.join(", "))
}

/// Accurate's extra d10s (ow/dh2), rolled after the hit's own dice, and the log line that
/// says why there are so many (written only when the log is on).
fn accurate(
    pr: &Prepared,
    counting: &Counting,
    test: &TestResult,
    placed: &Placed,
    dice: &mut Dice,
    log: &Log,
) -> Result<(Vec<u32>, Option<String>)> {
    let found = pr.feats.weapon.find(|fx| match fx {
        Fx::AccurateDice { per_degrees, skip, max } => Some((*per_degrees, *skip, *max)),
        _ => None,
    });
    let Some((a, (per, skip, max))) = found else { return Ok((Vec::new(), None)) };
    let why_not = accurate_blocked(pr).or_else(|| (placed.extra || !test.success).then_some("only the shot's first hit gains them"));
    if let Some(why) = why_not {
        return Ok((Vec::new(), log.on().then(|| format!("{}: no extra damage dice ({why})", a.label()))));
    }
    let n = ((test.degrees - skip).max(0) / per.max(1)).max(0) as u32;
    let n = n.min(max);
    let mut out = Vec::with_capacity(n as usize);
    for _ in 0..n {
        let f = dice.d10(Purpose::Accurate)?;
        out.push(counting.count(f));
    }
    let note = log.on().then(|| {
        format!(
            "{}: an aimed single shot from a basic weapon with {} degrees of success rolls {n} extra d10 (one per {per} beyond the first {skip}, at most {max})",
            a.label(),
            test.degrees
        )
    });
    Ok((out, note))
}

/// Why this attack's shot gains no Accurate dice on any hit, if it does not: Accurate acts on
/// an aimed single shot from a basic weapon.
pub(super) fn accurate_blocked(pr: &Prepared) -> Option<&'static str> {
    let single = !pr.melee && pr.rule.mode == Some(FireMode::Single);
    if !holds(pr, crate::rules::features::When::Aimed, None) {
        Some("the shot was not aimed")
    } else if !single {
        Some("not a single shot")
    } else if pr.req.weapon.class != WeaponClass::Basic {
        Some("not a basic weapon")
    } else {
        None
    }
}

/// The extra d10s a horde attacker's Magnitude gives each hit (`hordeMagnitude`; the line's
/// `encounters.hordes`): one per full `magnitude_per_damage_die`, at most `max_damage_dice`.
/// Checked before any die: a line without hordes refuses the field.
pub(super) fn horde_dice(p: &crate::rules::Profile, req: &AttackRequest) -> Result<u32> {
    let Some(m) = req.horde_magnitude else { return Ok(0) };
    let Some(rules) = p.encounters.hordes else {
        return Err(crate::error::Error::not_allowed(
            "hordeMagnitude",
            &format!("{} has no horde rule (hordes are fought in Only War and Dark Heresy 2nd edition)", p.name),
        ));
    };
    if m.fract() != 0.0 || !(0.0..=f64::from(rules.max_magnitude)).contains(&m) {
        return Err(crate::error::Error::invalid(
            "hordeMagnitude",
            &format!("must be a whole number from 0 to {}", rules.max_magnitude),
        ));
    }
    let per = rules.magnitude_per_damage_die.max(1);
    Ok(((m as i32) / per).max(0).unsigned_abs().min(rules.max_damage_dice))
}

/// Rolls a horde's extra d10s for one hit, counted as the weapon's dice are (Proven,
/// Primitive); they never bring Righteous Fury.
fn horde_roll(pr: &Prepared, counting: &Counting, dice: &mut Dice) -> Result<Vec<u32>> {
    let mut out = Vec::with_capacity(pr.horde_dice as usize);
    for _ in 0..pr.horde_dice {
        out.push(counting.count(dice.d10(Purpose::HordeDamage)?));
    }
    Ok(out)
}

/// The damage the weapon's qualities and the attacker's talents and traits add to this hit
/// (Mighty Shot, Crushing Blow, Brutal Charge), each labelled.
pub(super) fn bonuses(pr: &Prepared, degrees: Option<i32>) -> Result<Vec<NamedModifier>> {
    let mut out = Vec::new();
    for set in [&pr.feats.weapon, &pr.feats.attacker] {
        for (a, fx) in set.effects() {
            if let Fx::Damage { amount, when } = fx {
                if holds(pr, *when, degrees) {
                    let value = a.scale(*amount, pr.p, &pr.req.attacker, "attacker")?;
                    if value != 0 {
                        out.push(NamedModifier { id: Some(a.f.id.to_string()), label: a.label(), value });
                    }
                }
            }
        }
    }
    Ok(out)
}

/// Righteous Fury after `furies` dice that bring it (natural 10s, or Vengeful's faces), as
/// the line has it (`rules::Fury`): a confirming test then extra damage chaining on such
/// faces (dh1: a d10, rt: another damage roll), or a d5 for a critical row (ow, dh2). Extra
/// dice are appended to `values`. Returns the record, the critical row (ow/dh2) and the
/// extra damage (dh1/rt).
fn righteous_fury(
    pr: &Prepared,
    counting: &Counting,
    furies: usize,
    doubled: bool,
    values: &mut Vec<u32>,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<(FuryRecord, Option<u32>, i32)> {
    let p = pr.p;
    let expr = pr.expr;
    let what = if log.on() { counting.what() } else { String::new() };
    let mut rec = FuryRecord { triggered: false, ..FuryRecord::default() };
    if let Some(why) = pr.fury_block {
        rec.suppressed = Some(why);
        note!(log, "{what}, but {why}");
        return Ok((rec, None, 0));
    }
    if let Fury::CriticalD5 { .. } = p.fury {
        let (_, v) = dice.d5(Purpose::RighteousFury)?;
        rec.triggered = true;
        rec.critical_roll = Some(v);
        note!(log, "{what}: Righteous Fury! the d5 for its critical effect shows {v}");
        return Ok((rec, Some(v), 0));
    }
    let confirmed = if doubled && furies >= 2 {
        note!(log, "two natural 10s against a helpless target: Righteous Fury without a confirming test");
        true
    } else {
        let r = dice.d100(Purpose::RighteousFuryConfirm)?;
        rec.confirmation_roll = Some(r);
        let ok = r as i32 <= pr.target_number;
        note!(
            log,
            "{what}: Righteous Fury? the confirming test needs {} or less, rolled {r}: {}",
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
            let f = dice.d10(Purpose::RighteousFury)?;
            let v = counting.count(damage_value(pr, f, f));
            values.push(v);
            (v as i32, counting.fury(10, f))
        } else {
            let mut sum = 0;
            let mut ten = false;
            for _ in 0..expr.count {
                let (f, v) = dice.die(expr.sides, Purpose::RighteousFury)?;
                let v = counting.count(damage_value(pr, f, v));
                values.push(v);
                sum += v as i32;
                ten |= counting.fury(expr.sides, f);
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
