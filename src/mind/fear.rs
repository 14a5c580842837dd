//! `fearTest` (002 Fear, every line; the Shock tables and the talents and traits from the
//! published books, `rules::mind` and `rules::features::mind`):
//!
//! 1. The rating: `fear` (1 to 4), else the `source`'s Fear (X) trait.
//! 2. Spared the test: a trait or talent that makes the character immune (From Beyond,
//!    Fearless), Jaded against a mundane horror, or, where the line has the rule, insanity
//!    points whose tens digit is at least twice the rating.
//! 3. The Willpower test at the rating's modifier (Fear 1 +0 to Fear 4 -30), Resistance
//!    (Fear)'s +10 and the caller's modifiers; a talent's re-roll of a failure.
//! 4. A failure in combat: a d100 on the Shock table, +10 a degree of failure, its row's
//!    effects applied to the character (insanity points among them). Out of combat: unnerved
//!    (-10 to tests that need concentration while near the source), and 1d5 insanity points
//!    at three or more degrees of failure.
//! 5. The insanity track's news for the points gained (`madness`).

use crate::body::critical::apply_row;
use crate::body::{finish, State};
use crate::dice::{Dice, Purpose};
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::features::Fx;
use crate::rules::mind::ShockRow;
use crate::rules::{profile, Profile};
use crate::test::feature_set::{of_actor, Set};
use crate::test::{self, describe, validate};

const FEAR_NAMES: [&str; 4] = ["Disturbing", "Frightening", "Horrifying", "Terrifying"];

/// `fearTest`.
pub fn fear_test(req: &FearRequest, entropy: u64) -> Result<FearOutcome> {
    let p = profile(req.ruleset);
    validate::actor(p, &req.actor, "actor", false)?;
    let feats = of_actor(p, &req.actor, "actor")?;
    let fear = rating(p, req)?;
    let extra = validate::modifiers(&req.modifiers, "modifiers")?;
    test::value(&req.actor, Characteristic::Wp, "actor")?;
    if req.in_combat {
        needs_of_shock(p, &req.actor)?;
    }
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut log: Log = Log::new(true);
    let mut state = State::of(p, &req.actor, "actor")?.called("the character").with_features(&feats);
    let name = req.actor.display_name("the character");
    let before = req.actor.insanity;
    let mut out = FearOutcome {
        test: None,
        fear,
        spared: None,
        shock: None,
        unnerved: false,
        insanity: 0,
        madness: None,
        target: TargetState::default(),
        dice: Vec::new(),
        log: Vec::new(),
        seed: None,
    };
    log.push(format!("{name} faces Fear {fear} ({})", FEAR_NAMES.get(fear as usize - 1).copied().unwrap_or("")));
    log.extend(feats.notes.iter().cloned());
    if let Some(why) = spared(p, req, &feats, fear) {
        log.push(format!("no Fear test: {why}"));
        out.spared = Some(why);
    } else {
        let t = willpower(p, req, &feats, fear, extra, &mut dice, &mut log)?;
        if !t.success {
            if req.in_combat {
                out.shock = Some(shock(p, &t, &mut state, &mut dice, &mut log)?);
            } else {
                unnerved(p, &feats, &t, &mut state, &mut out, &mut dice, &mut log)?;
            }
        }
        out.test = Some(t);
    }
    out.insanity = state.insanity - before;
    if out.insanity > 0 {
        let news = crate::mind::madness::news(p, before, state.insanity);
        log.push(format!(
            "insanity {} -> {} ({}){}{}",
            news.before,
            news.after,
            news.degree,
            if news.trauma_tests > 0 { format!("; {} Trauma test(s) due", news.trauma_tests) } else { String::new() },
            if news.disorders.is_empty() { String::new() } else { format!("; disorder gained: {}", news.disorders.join(", ")) }
        ));
        out.madness = Some(news);
    }
    out.target = finish(p, state, &mut log)?;
    out.dice = dice.take_record();
    out.seed = dice.seed();
    out.log = log.lines;
    Ok(out)
}

/// The rating: `fear`, else the source's Fear (X) trait.
fn rating(p: &Profile, req: &FearRequest) -> Result<u32> {
    if let Some(f) = req.fear {
        return Ok(validate::int(f, "fear", 1, 4)? as u32);
    }
    let Some(source) = &req.source else {
        return Err(Error::invalid("fear", "is required: a rating from 1 to 4, or a `source` with the Fear (X) trait"));
    };
    let feats = of_actor(p, source, "source")?;
    let found = feats.find(|fx| matches!(fx, Fx::FearRating).then_some(()));
    match found {
        Some((a, ())) => Ok(a.value().clamp(1, 4) as u32),
        None => Err(Error::invalid("source.traits", "has no Fear (X) trait: give it one, or give `fear`")),
    }
}

/// Every characteristic the line's Shock rows may test (the heart that stops tests
/// Toughness), required before any die.
fn needs_of_shock(p: &Profile, actor: &Actor) -> Result<()> {
    let mut needed = Vec::new();
    for r in p.domains().mind.shock {
        for s in r.row.effects {
            s.tested(&mut |c| needed.push(c));
        }
    }
    for c in needed {
        test::value(actor, c, "actor")?;
    }
    Ok(())
}

/// Why the character takes no test, if it takes none.
fn spared(p: &Profile, req: &FearRequest, feats: &Set, fear: u32) -> Option<String> {
    if let Some((a, _)) = feats.find(|fx| matches!(fx, Fx::FearImmune).then_some(())) {
        return Some(format!("{} takes no Fear test", a.label()));
    }
    if req.mundane {
        if let Some((a, _)) = feats.find(|fx| matches!(fx, Fx::IgnoresMundaneHorror).then_some(())) {
            return Some(format!("{}: a mundane horror", a.label()));
        }
    }
    let tens = req.actor.insanity.max(0) / 10;
    if p.domains().mind.insane_prosper && tens >= 2 * fear as i32 {
        return Some(format!("{} insanity points: the tens digit {tens} is at least twice Fear {fear}", req.actor.insanity));
    }
    None
}

/// The Willpower test, and a talent's re-roll of a failure.
fn willpower(
    p: &Profile,
    req: &FearRequest,
    feats: &Set,
    fear: u32,
    extra: Vec<NamedModifier>,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<TestResult> {
    let m = p.domains().mind.fear_modifiers.get(fear as usize - 1).copied().unwrap_or(0);
    let mut mods = vec![NamedModifier {
        id: Some("fear".into()),
        label: format!("Fear {fear} ({})", FEAR_NAMES.get(fear as usize - 1).copied().unwrap_or("")),
        value: m,
    }];
    for (a, fx) in feats.effects() {
        if let Fx::FearBonus(v) = fx {
            mods.push(NamedModifier { id: Some(a.f.id.to_string()), label: a.label(), value: *v });
        }
    }
    mods.extend(extra);
    let plain = test::Plain { characteristic: Characteristic::Wp, skill: None, difficulty: None, extra: mods };
    let mut t = test::roll_plain(p, &req.actor, "actor", plain.clone(), dice, Purpose::Fear)?;
    log.push(format!("Fear test: {}", describe(&t)));
    if !t.success {
        if let Some((a, _)) = feats.find(|fx| matches!(fx, Fx::FearReroll).then_some(())) {
            t = test::roll_plain(p, &req.actor, "actor", plain, dice, Purpose::Fear)?;
            log.push(format!("{}: rolled again: {}", a.label(), describe(&t)));
        }
    }
    Ok(t)
}

/// In combat: the Shock roll and its row, applied.
fn shock(p: &Profile, t: &TestResult, state: &mut State, dice: &mut Dice, log: &mut Log) -> Result<ShockResult> {
    let m = p.domains().mind;
    let roll = dice.d100(Purpose::Shock)?;
    let failure = t.degrees.max(0);
    let total = roll as i32 + m.shock_per_degree * failure;
    let row: Option<&ShockRow> = m.shock.iter().find(|r| total <= r.to as i32 || r.to == u32::MAX);
    log.push(format!(
        "Shock: rolled {roll:02} + {} for {failure} degree(s) of failure = {total}",
        m.shock_per_degree * failure
    ));
    let Some(r) = row else {
        log.push(format!(
            "{}: the row for {total} is not in the engine's sources; read it in the book (no effect applied)",
            m.shock_source
        ));
        return Ok(ShockResult {
            roll,
            total,
            summary: "",
            effects: Vec::new(),
            snap_out: false,
            table: m.shock_source,
            carried: false,
        });
    };
    log.push(format!("{}: {}", m.shock_source, r.row.summary));
    let effects = apply_row(p, r.row.effects, state, dice, log)?;
    if r.snap_out {
        log.push("it may snap out of it: a Willpower test at the start of each of its turns".into());
    }
    Ok(ShockResult { roll, total, summary: r.row.summary, effects, snap_out: r.snap_out, table: m.shock_source, carried: true })
}

/// Out of combat: unnerved, and insanity points at three or more degrees of failure.
#[allow(clippy::too_many_arguments)]
fn unnerved(
    p: &Profile,
    feats: &Set,
    t: &TestResult,
    state: &mut State,
    out: &mut FearOutcome,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<()> {
    let m = p.domains().mind;
    let penalty = Effect::Penalty {
        modifier: m.unnerved,
        scope: Scope::Concentration,
        duration: Duration { unit: DurationUnit::NearSource, amount: None },
    };
    log.push(format!("unnerved: {} to tests that need concentration while it stays near the source", m.unnerved));
    state.injuries.push(penalty);
    out.unnerved = true;
    if t.degrees >= m.insanity_at_degrees {
        if let Some((a, _)) = feats.find(|fx| matches!(fx, Fx::NoInsanity).then_some(())) {
            log.push(format!("{}: no insanity points", a.label()));
            return Ok(());
        }
        let g = m.insanity_gain;
        let mut points = i32::from(g.plus);
        for _ in 0..g.dice {
            let (_, v) = dice.die(u32::from(g.sides), Purpose::Insanity)?;
            points += v as i32;
        }
        log.push(format!("{} degrees of failure: {points} insanity point(s)", t.degrees));
        state.insanity = state.insanity.saturating_add(points.max(0));
    }
    Ok(())
}
