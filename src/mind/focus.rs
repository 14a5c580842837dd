//! `focusPower`: the Focus Power action of each line (the line's `psychic`, `rules::warp`):
//!
//! - Dark Heresy (003 Focus Power; the published Chapter VI): up to the Psy Rating in d10s,
//!   plus the Willpower Bonus and any modifiers, against the power's threshold; each 9
//!   rolled brings a phenomenon.
//! - Rogue Trader and Only War: a test of the power's characteristic (Willpower by default)
//!   with +5 a point of effective Psy Rating: fettered half the rating (rounded up),
//!   unfettered all of it, pushed more. Phenomena: never fettered in Rogue Trader, on doubles
//!   fettered in Only War (004's doubles), on doubles unfettered, always pushed.
//! - Dark Heresy 2nd edition (004 Focus Power): the characteristic test with +10 a point of
//!   rating left unused and -10 a point pushed; doubles bring phenomena, or when pushing
//!   every roll but doubles.
//!
//! An opposed power: the target tests its characteristic; it resists when it succeeds with
//! at least the psyker's degrees. A phenomenon rolls d100 on the line's table (+ the push's
//! modifier, and the unbound or daemonic psyker's); a total at or above 75 is the Perils of
//! the Warp, rolled on its own table. Their effects are applied to the psyker through the
//! critical effects' interpreter (`body::critical::apply_row`).

use crate::body::critical::apply_row;
use crate::body::{finish, State};
use crate::dice::{Dice, Purpose};
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::warp::{Focus, PsyRow, Psychic};
use crate::rules::{profile, Profile};
use crate::test::feature_set::of_actor;
use crate::test::{self, describe, validate};

/// What a cast is, checked before any die.
struct Cast {
    rating: u32,
    effective: u32,
    pushed: u32,
    strength: PowerStrength,
}

/// `focusPower`.
pub fn focus_power(req: &FocusRequest, entropy: u64) -> Result<FocusOutcome> {
    let p = profile(req.ruleset);
    let ps = p.domains().psychic;
    validate::actor(p, &req.psyker, "psyker", false)?;
    let feats = of_actor(p, &req.psyker, "psyker")?;
    let cast = plan(p, req)?;
    let extra = validate::modifiers(&req.modifiers, "modifiers")?;
    needs(p, req)?;
    let attack = super::psychic_attack::request(p, req, cast.effective)?;
    if let Some(a) = &attack {
        super::psychic_attack::check(a)?;
    }
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut log: Log = Log::new(true);
    let mut state = State::of(p, &req.psyker, "psyker")?.called("the psyker").with_features(&feats);
    let name = req.psyker.display_name("the psyker");
    log.push(format!("{name} focuses on {} (Psy Rating {}, effective {})", req.power.name, cast.rating, cast.effective));
    let mut out = FocusOutcome {
        test: None,
        threshold: None,
        opposed: None,
        success: false,
        degrees: None,
        effective_psy_rating: cast.effective,
        phenomena: None,
        more_phenomena: Vec::new(),
        attack: None,
        target: TargetState::default(),
        dice: Vec::new(),
        log: Vec::new(),
        seed: None,
    };
    let mut phenomena = 0;
    if ps.focus == Focus::Threshold {
        let (roll, nines) = threshold(p, req, &cast, &extra, &mut dice, &mut log)?;
        out.success = roll.margin >= 0;
        out.threshold = Some(roll);
        phenomena = nines;
    } else {
        let t = focus_test(p, req, &cast, extra, &mut dice, &mut log)?;
        out.success = t.success;
        out.degrees = Some(t.degrees);
        if brings_phenomena(ps, &cast, t.roll) {
            phenomena = 1;
        }
        if out.success {
            if let (Some(o), Some(who)) = (&req.power.opposed, &req.target) {
                let r = resisted(p, o.characteristic, who, &t, &mut dice, &mut log)?;
                out.success = !r.1;
                out.opposed = Some(r.0);
            }
        }
        if let (true, Some(a)) = (out.success, attack) {
            log.push(format!("{} strikes {} as an attack", req.power.name, a.target.display_name("the target")));
            out.attack = Some(super::psychic_attack::resolve(a, &t, &mut dice)?);
        }
        out.test = Some(t);
    }
    log.push(if out.success { "the power takes effect".to_string() } else { "the power fails".to_string() });
    for n in 0..phenomena {
        let ph = warp(p, req, &cast, &mut state, &mut dice, &mut log)?;
        if n == 0 {
            out.phenomena = Some(ph);
        } else {
            out.more_phenomena.push(ph);
        }
    }
    out.target = finish(p, state, &mut log)?;
    out.dice = dice.take_record();
    out.seed = dice.seed();
    out.log = log.lines;
    Ok(out)
}

/// The rating, the effective rating and the push, checked.
fn plan(p: &Profile, req: &FocusRequest) -> Result<Cast> {
    let ps = p.domains().psychic;
    let raw = req.psyker.psy_rating.ok_or_else(|| Error::invalid("psyker.psyRating", "is required: the psyker's Psy Rating"))?;
    let rating = validate::int(raw, "psyker.psyRating", 1, 10)? as u32;
    let strength = req.strength.unwrap_or(PowerStrength::Unfettered);
    if strength != PowerStrength::Push && req.push.is_some() {
        return Err(Error::invalid("push", "is the points pushed, with `strength: 'push'`"));
    }
    let limit = match req.psyker_class {
        PsykerClass::Bound => ps.push_bound,
        PsykerClass::Unbound => ps.push_unbound,
        PsykerClass::Daemonic => ps.push_daemonic,
    };
    let pushed = match strength {
        PowerStrength::Push if limit == 0 => {
            return Err(Error::not_allowed("strength", &format!("{} has no pushing: a power is focused with the dice the Psy Rating gives", p.name)));
        }
        PowerStrength::Push => validate::int(req.push.unwrap_or(1.0), "push", 1, limit as i32)? as u32,
        _ => 0,
    };
    let effective = match (ps.focus, strength) {
        (Focus::Threshold, PowerStrength::Fettered) | (Focus::Chosen, PowerStrength::Fettered) => {
            return Err(Error::not_allowed(
                "strength",
                &format!("{} has no fettered strength: {}", p.name, if ps.focus == Focus::Chosen { "choose a lower `effectivePsyRating`" } else { "roll fewer dice (`diceCount`)" }),
            ));
        }
        (Focus::Threshold, _) => match req.dice_count {
            Some(n) => validate::int(n, "diceCount", 1, rating as i32)? as u32,
            None => rating,
        },
        (Focus::Chosen, PowerStrength::Push) => rating + pushed,
        (Focus::Chosen, _) => match req.effective_psy_rating {
            Some(e) => validate::int(e, "effectivePsyRating", 1, rating as i32)? as u32,
            None => rating,
        },
        (Focus::Strength, PowerStrength::Fettered) => rating.div_ceil(2),
        (Focus::Strength, PowerStrength::Unfettered) => rating,
        (Focus::Strength, PowerStrength::Push) => rating + pushed,
    };
    if req.dice_count.is_some() && ps.focus != Focus::Threshold {
        return Err(Error::invalid("diceCount", &format!("is Dark Heresy's; {} tests the power's characteristic", p.name)));
    }
    if req.effective_psy_rating.is_some() && (ps.focus != Focus::Chosen || strength == PowerStrength::Push) {
        return Err(Error::invalid("effectivePsyRating", "is Dark Heresy 2nd edition's Psy Rating below the rating (not with a push)"));
    }
    Ok(Cast { rating, effective, pushed, strength })
}

/// What the dice may ask of the psyker and its target, before any die.
fn needs(p: &Profile, req: &FocusRequest) -> Result<()> {
    let ps = p.domains().psychic;
    match ps.focus {
        Focus::Threshold => {
            let t = req.power.threshold.ok_or_else(|| Error::invalid("power.threshold", &format!("is required in {}: the Psychic Threshold", p.name)))?;
            validate::int(t, "power.threshold", 1, 1000)?;
            test::bonus(p, &req.psyker, Characteristic::Wp, "psyker")?;
        }
        _ => {
            if req.power.threshold.is_some() {
                return Err(Error::invalid("power.threshold", &format!("is Dark Heresy's; {} tests the power's characteristic", p.name)));
            }
            test::value(&req.psyker, req.power.characteristic.unwrap_or(Characteristic::Wp), "psyker")?;
        }
    }
    if let Some(m) = req.power.modifier {
        validate::int(m, "power.modifier", -100, 100)?;
    }
    match (&req.power.opposed, &req.target) {
        (Some(o), Some(t)) => {
            validate::actor(p, t, "target", false)?;
            test::value(t, o.characteristic, "target")?;
        }
        (Some(_), None) => return Err(Error::invalid("target", "is required: the power is opposed")),
        _ => {}
    }
    // Whatever the line's tables may test of the psyker.
    if let Some(tables) = ps.tables {
        for r in tables.phenomena.iter().chain(tables.perils) {
            for s in r.row.effects {
                let mut missing = None;
                s.tested(&mut |c| {
                    if missing.is_none() && req.psyker.characteristics.get(c).is_none() {
                        missing = Some(c);
                    }
                });
                if let Some(c) = missing {
                    test::value(&req.psyker, c, "psyker")?;
                }
            }
        }
    }
    Ok(())
}

/// Dark Heresy: the d10s, the Willpower Bonus and the modifiers against the threshold, and
/// how many 9s came up.
fn threshold(
    p: &Profile,
    req: &FocusRequest,
    cast: &Cast,
    extra: &[NamedModifier],
    dice: &mut Dice,
    log: &mut Log,
) -> Result<(ThresholdRoll, u32)> {
    let wpb = test::bonus(p, &req.psyker, Characteristic::Wp, "psyker")?;
    let mut faces = Vec::with_capacity(cast.effective as usize);
    for _ in 0..cast.effective {
        faces.push(dice.d10(Purpose::FocusPower)?);
    }
    let plus: i32 = extra.iter().map(|m| m.value).sum::<i32>() + req.power.modifier.unwrap_or(0.0) as i32;
    let total = faces.iter().map(|f| *f as i32).sum::<i32>() + wpb + plus;
    let needed = req.power.threshold.unwrap_or(0.0) as i32;
    let nines = faces.iter().filter(|f| **f == 9).count() as u32;
    log.push(format!(
        "{}d10 {faces:?} + Willpower Bonus {wpb}{} = {total} against threshold {needed}{}",
        cast.effective,
        if plus != 0 { format!(" {plus:+}") } else { String::new() },
        if nines > 0 { format!("; {nines} nine(s): psychic phenomena") } else { String::new() }
    ));
    Ok((ThresholdRoll { dice: faces, total, needed, margin: total - needed }, nines))
}

/// The Focus Power test.
fn focus_test(
    p: &Profile,
    req: &FocusRequest,
    cast: &Cast,
    mut extra: Vec<NamedModifier>,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<TestResult> {
    let ps = p.domains().psychic;
    let pr_bonus = match ps.focus {
        Focus::Chosen => ps.per_psy_rating * (cast.rating as i32 - cast.effective as i32),
        _ => ps.per_psy_rating * cast.effective as i32,
    };
    let mut mods = Vec::new();
    if pr_bonus != 0 {
        let label = match ps.focus {
            Focus::Chosen if cast.pushed > 0 => format!("pushed {} past the Psy Rating", cast.pushed),
            Focus::Chosen => format!("Psy Rating {} of {}", cast.effective, cast.rating),
            _ => format!("effective Psy Rating {}", cast.effective),
        };
        mods.push(NamedModifier { id: Some("psyRating".into()), label, value: pr_bonus });
    }
    if let Some(m) = req.power.modifier.filter(|m| *m != 0.0) {
        mods.push(NamedModifier { id: Some("power".into()), label: req.power.name.clone(), value: m as i32 });
    }
    mods.append(&mut extra);
    let c = req.power.characteristic.unwrap_or(Characteristic::Wp);
    let plain = test::Plain { characteristic: c, skill: None, difficulty: None, extra: mods };
    let t = test::roll_plain(p, &req.psyker, "psyker", plain, dice, Purpose::FocusPower)?;
    log.push(format!("Focus Power ({}): {}", strength_name(cast.strength), describe(&t)));
    Ok(t)
}

fn strength_name(s: PowerStrength) -> &'static str {
    match s {
        PowerStrength::Fettered => "fettered",
        PowerStrength::Unfettered => "unfettered",
        PowerStrength::Push => "pushed",
    }
}

/// A roll of 11, 22 ... 99, or 100 (its two zeros).
fn doubles(roll: Option<u32>) -> bool {
    roll.is_some_and(|r| r == 100 || (r % 11 == 0 && r <= 99))
}

/// Whether the Focus Power test's roll brings phenomena in the line.
fn brings_phenomena(ps: &Psychic, cast: &Cast, roll: Option<u32>) -> bool {
    match cast.strength {
        PowerStrength::Fettered => ps.triggers.fettered_doubles && doubles(roll),
        PowerStrength::Unfettered => doubles(roll),
        PowerStrength::Push if ps.triggers.push_always => true,
        PowerStrength::Push => !doubles(roll),
    }
}

/// The target's test against an opposed power: `(test, resisted)`. It resists when it
/// succeeds with at least the psyker's degrees.
fn resisted(
    p: &Profile,
    c: Characteristic,
    who: &Actor,
    psyker: &TestResult,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<(TestResult, bool)> {
    let plain = test::Plain { characteristic: c, skill: None, difficulty: None, extra: Vec::new() };
    let t = test::roll_plain(p, who, "target", plain, dice, Purpose::PowerOpposed)?;
    let resisted = t.success && t.degrees >= psyker.degrees;
    log.push(format!(
        "{} resists with {}: {}",
        who.display_name("the target"),
        describe(&t),
        if resisted { "the power is resisted" } else { "not enough" }
    ));
    Ok((t, resisted))
}

/// One phenomenon: its d100 (+ the modifiers), its row applied, and the perils it may bring.
fn warp(p: &Profile, req: &FocusRequest, cast: &Cast, state: &mut State, dice: &mut Dice, log: &mut Log) -> Result<Phenomena> {
    let ps = p.domains().psychic;
    let roll = dice.d100(Purpose::Phenomena)?;
    let bonus = phenomena_bonus(ps, req.psyker_class, cast);
    let total = roll as i32 + bonus;
    log.push(format!(
        "Psychic Phenomena: rolled {roll:02}{} = {total}",
        if bonus != 0 { format!(" {bonus:+}") } else { String::new() }
    ));
    let Some(tables) = ps.tables else {
        log.push(format!("{}: the line's tables are not in the engine's sources; read them in the book (no effect applied)", p.name));
        let perils = if total >= ps.perils_at as i32 {
            let r = dice.d100(Purpose::Perils)?;
            log.push(format!("{total} is Perils of the Warp: rolled {r:02} (read the book's table)"));
            Some(uncarried(r, r as i32))
        } else {
            None
        };
        return Ok(Phenomena { phenomenon: uncarried(roll, total), perils });
    };
    let row = pick(tables.phenomena, total);
    let phenomenon = applied(p, row, roll, total, tables.phenomena_source, state, dice, log)?;
    let perils = if row.is_some_and(|r| r.perils) || total >= ps.perils_at as i32 {
        let r = dice.d100(Purpose::Perils)?;
        log.push(format!("Perils of the Warp: rolled {r:02}"));
        Some(applied(p, pick(tables.perils, r as i32), r, r as i32, tables.perils_source, state, dice, log)?)
    } else {
        None
    };
    Ok(Phenomena { phenomenon, perils })
}

/// The modifier to the phenomena roll: the points pushed, and an unbound or daemonic
/// psyker's (Dark Heresy 2nd edition, Table 6-1).
fn phenomena_bonus(ps: &Psychic, class: PsykerClass, cast: &Cast) -> i32 {
    let pushed = cast.pushed as i32;
    let class_bonus = match (ps.focus, class) {
        (Focus::Chosen, PsykerClass::Unbound) => if pushed > 0 { 5 * pushed } else { 10 },
        (Focus::Chosen, PsykerClass::Daemonic) => if pushed > 0 { 10 * pushed } else { 10 },
        _ => 0,
    };
    ps.phenomena_per_push * pushed + class_bonus
}

fn pick(rows: &'static [PsyRow], total: i32) -> Option<&'static PsyRow> {
    rows.iter().find(|r| total <= r.to as i32 || r.to == u32::MAX)
}

fn uncarried(roll: u32, total: i32) -> WarpRoll {
    WarpRoll { roll, total, name: "", summary: "", effects: Vec::new(), table: "", carried: false }
}

#[allow(clippy::too_many_arguments)]
fn applied(
    p: &Profile,
    row: Option<&'static PsyRow>,
    roll: u32,
    total: i32,
    table: &'static str,
    state: &mut State,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<WarpRoll> {
    let Some(r) = row else { return Ok(uncarried(roll, total)) };
    log.push(format!("{table}: {}: {}", r.name, r.row.summary));
    let effects = apply_row(p, r.row.effects, state, dice, log)?;
    Ok(WarpRoll { roll, total, name: r.name, summary: r.row.summary, effects, table, carried: true })
}
