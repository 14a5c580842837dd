//! One move and its tests (003 JUMPING, LEAPING, CLIMBING, "Abseiling", SWIMMING,
//! "EXCEEDING YOUR CARRYING LIMITS", THROWING, "Altitude" and "Flying Movement"), and
//! `resolveMove`. The hours of hard travel are in `endurance`.

use super::climbing::{abseil, climb, swim, Climb};
use super::endurance;
use super::flight::{fly, fly_check};
use super::lifting::{strain, throw};
use super::speeds::{amount, speeds, Mover, Speeds};
use crate::body::special_damage::{fall, fall_needs};
use crate::body::{finish, State};
use crate::dice::{Dice, Purpose};
use crate::error::wording::plural;
use crate::error::{Error, Result};
use crate::model::*;
use crate::test::{self, describe, trained, validate, Plain};

/// The most metres a move may name (a jump down, a height to fall from).
pub const MAX_METRES: f64 = 10_000.0;

/// What a move has done so far.
pub(crate) struct Progress<'a> {
    pub state: State<'a>,
    pub tests: Vec<MoveTest>,
    pub log: Log,
    pub fatigue: i32,
}

impl Progress<'_> {
    /// Adds fatigue to the running state and counts it.
    pub fn tire(&mut self, levels: i32, why: &str) {
        self.state.add_fatigue(levels);
        self.fatigue += levels;
        self.log.push(format!("{why}: {} of fatigue", plural(levels, "level")));
    }
}

/// The outcome's fields a move fills in.
#[derive(Default)]
pub(crate) struct Result_ {
    pub success: bool,
    pub distance: Option<f64>,
    pub centimetres: Option<f64>,
    pub height: Option<f64>,
    pub falls: bool,
    /// Whole metres fallen, when the height is known.
    pub fall_metres: Option<u32>,
    pub sinks: Option<f64>,
    pub perception: Option<i32>,
    pub rest_hours: Option<f64>,
    pub altitude: Option<Altitude>,
}

/// Rolls a move's test: the characteristic or skill, the request's difficulty, the move's
/// own `extra`, the load's penalty, the request's modifiers and fatigue.
#[allow(clippy::too_many_arguments)]
pub(crate) fn move_test(
    mv: &Mover,
    req: &MoveRequest,
    actor: &Actor,
    c: Characteristic,
    skill: Option<&str>,
    extra: Vec<NamedModifier>,
    purpose: Purpose,
    encumbered: bool,
    dice: &mut Dice,
) -> Result<TestResult> {
    let difficulty = req.difficulty.as_ref().map(|d| test::difficulty(mv.p, d, "difficulty")).transpose()?;
    let mut more = extra;
    more.extend(mv.load_modifier(encumbered));
    more.extend(validate::modifiers(&req.modifiers, "modifiers")?);
    let plain = Plain { characteristic: c, skill, difficulty, extra: more };
    test::roll_plain(mv.p, actor, "actor", plain, dice, purpose)
}

pub(super) fn named(id: &str, label: &str, value: i32) -> NamedModifier {
    NamedModifier { id: Some(id.into()), label: label.to_string(), value }
}

/// The line's name for a skill id (`climb` -> `Climb`).
pub(super) fn skill_name(mv: &Mover, id: &'static str) -> &'static str {
    crate::rules::skills::find(mv.p, id).map_or(id, |d| d.name)
}

/// A height given in metres, as the whole metres a fall from it counts.
fn whole_metres(v: f64, path: &str) -> Result<u32> {
    Ok(amount(v, path, MAX_METRES)?.floor() as u32)
}

/// 003 Running Leaps: a gap and a run-up in range; a run-up only for a running leap, and at
/// least the 4 metres it needs.
fn check_leap(mv: &Mover, running: bool, run_up: Option<f64>, gap: Option<f64>) -> Result<()> {
    if let Some(g) = gap {
        amount(g, "move.gap", MAX_METRES)?;
    }
    let Some(r) = run_up else { return Ok(()) };
    amount(r, "move.runUp", MAX_METRES)?;
    if !running {
        return Err(Error::invalid("move.runUp", "is for a running leap (`running: true`)"));
    }
    if r < mv.m.leap_run_up {
        return Err(Error::not_allowed(
            "move.runUp",
            &format!("a running leap needs a run-up of at least {} metres (Dark Heresy, Running Leaps)", mv.m.leap_run_up),
        ));
    }
    Ok(())
}

/// 003 Sheer Surfaces: the climb skill, or tools.
fn check_sheer(mv: &Mover, sheer: bool, tools: bool) -> Result<()> {
    let skill = skill_name(mv, mv.m.climb_skill);
    if sheer && !tools && !trained(mv.actor, skill) {
        return Err(Error::not_allowed(
            "move.sheer",
            &format!(
                "a sheer surface needs the {skill} skill or tools (a rope, a ladder): {} has neither (Dark Heresy, Sheer Surfaces)",
                mv.actor.display_name("the character")
            ),
        ));
    }
    Ok(())
}

/// What a move may ask before any die: heights and weights in range, a fall's needs, and
/// the fatigue threshold of a move that may tire.
fn check(mv: &Mover, req: &MoveRequest, s: &Speeds) -> Result<()> {
    let tires = matches!(
        req.movement,
        Move::Lift { .. }
            | Move::Push { .. }
            | Move::Hurry { .. }
            | Move::Run { .. }
            | Move::March { .. }
            | Move::SwimLong { .. }
            | Move::CarryLong { .. }
    );
    if tires {
        crate::body::fatigue_threshold(mv.p, mv.actor, "actor")?;
    }
    let falls_from = |h: Option<f64>, path: &str| -> Result<()> {
        if let Some(h) = h {
            if whole_metres(h, path)? > 0 {
                fall_needs(mv.p, mv.actor, &mv.feats, "actor")?;
            }
        }
        Ok(())
    };
    match &req.movement {
        Move::JumpUp {} => Ok(()),
        Move::JumpDown { metres } => {
            validate::int(*metres, "move.metres", 1, MAX_METRES as i32)?;
            fall_needs(mv.p, mv.actor, &mv.feats, "actor")
        }
        Move::Leap { running, run_up, gap } => check_leap(mv, *running, *run_up, *gap),
        Move::Climb { sheer, tools, height, .. } => {
            check_sheer(mv, sheer.unwrap_or(false), tools.unwrap_or(false))?;
            falls_from(*height, "move.height")
        }
        Move::Abseil { harness, height } => {
            // The grip test after a bad failure is on Strength.
            test::value(mv.actor, Characteristic::S, "actor")?;
            if !harness.unwrap_or(false) {
                falls_from(*height, "move.height")?;
            } else if let Some(h) = height {
                amount(*h, "move.height", MAX_METRES)?;
            }
            Ok(())
        }
        Move::Swim { weight_kg, .. } => {
            if let Some(w) = weight_kg {
                amount(*w, "move.weightKg", super::speeds::MAX_KG)?;
            }
            Ok(())
        }
        Move::Lift { kg } | Move::Push { kg } => amount(*kg, "move.kg", super::speeds::MAX_KG).map(|_| ()),
        Move::Throw { kg, .. } => {
            let kg = amount(*kg, "move.kg", super::speeds::MAX_KG)?;
            if kg > s.limits.lift {
                return Err(Error::not_allowed(
                    "move.kg",
                    &format!(
                        "{kg} kg is more than the lift limit of {} kg: it cannot be thrown (Dark Heresy, THROWING)",
                        s.limits.lift
                    ),
                ));
            }
            Ok(())
        }
        Move::Hurry { hours }
        | Move::Run { hours }
        | Move::March { hours }
        | Move::SwimLong { hours }
        | Move::CarryLong { hours } => {
            validate::int(*hours, "move.hours", 1, endurance::MAX_HOURS as i32)?;
            if matches!(req.movement, Move::CarryLong { .. }) && req.carried_kg.is_none() {
                return Err(Error::invalid("carriedKg", "is required for hours of carrying (the load in kilograms)"));
            }
            Ok(())
        }
        Move::KeepFooting {} => {
            if mv.charge_or_run_test().is_none() {
                return Err(Error::invalid(
                    "environment",
                    "is required to keep one's footing: the treacherous ground (Dark Heresy, Table 7-30)",
                ));
            }
            Ok(())
        }
        Move::Fly { altitude, action } => fly_check(mv, s, *altitude, action.unwrap_or_default()),
    }
}

/// `resolveMove`: one move, its tests, and the character after it.
pub fn resolve_move(req: &MoveRequest, entropy: u64) -> Result<MoveOutcome> {
    let mv = Mover::new(req.ruleset, &req.actor, req.gravity, &req.environment, req.carried_kg)?;
    let mut setup: Log = Log::new(true);
    let lifts = matches!(req.movement, Move::Lift { .. } | Move::Push { .. } | Move::Throw { .. });
    let s = speeds(&mv, None, lifts, &mut setup)?;
    check(&mv, req, &s)?;
    validate::modifiers(&req.modifiers, "modifiers")?;
    if let Some(d) = &req.difficulty {
        test::difficulty(mv.p, d, "difficulty")?;
    }
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let state = State::of(mv.p, &req.actor, "actor")?.called("the character").with_features(&mv.feats);
    let mut log: Log = Log::new(true);
    // The numbers the move uses, then the move itself.
    for line in setup.lines {
        log.push(line);
    }
    let mut pr = Progress { state, tests: Vec::new(), log, fatigue: 0 };
    let mut r = Result_::default();
    match &req.movement {
        Move::JumpUp {} => jump_up(&mv, req, &s, &mut pr, &mut r, &mut dice)?,
        Move::JumpDown { metres } => jump_down(&mv, req, &s, *metres, &mut pr, &mut r, &mut dice)?,
        Move::Leap { running, run_up, gap } => leap(&mv, req, &s, *running, *run_up, *gap, &mut pr, &mut r, &mut dice)?,
        Move::Climb { sheer, tools, hurried, height } => {
            let how = Climb {
                sheer: sheer.unwrap_or(false),
                tools: tools.unwrap_or(false),
                hurried: hurried.unwrap_or(false),
                height: *height,
            };
            climb(&mv, req, &s, how, &mut pr, &mut r, &mut dice)?
        }
        Move::Abseil { harness, height } => {
            abseil(&mv, req, &s, harness.unwrap_or(false), *height, &mut pr, &mut r, &mut dice)?
        }
        Move::Swim { hazardous, weight_kg } => {
            swim(&mv, req, &s, hazardous.unwrap_or(false), *weight_kg, &mut pr, &mut r, &mut dice)?
        }
        Move::Lift { kg } => strain(&mv, req, &s, *kg, false, &mut pr, &mut r, &mut dice)?,
        Move::Push { kg } => strain(&mv, req, &s, *kg, true, &mut pr, &mut r, &mut dice)?,
        Move::Throw { kg, improvised } => {
            throw(&mv, req, &s, *kg, improvised.unwrap_or(false), &mut pr, &mut r, &mut dice)?
        }
        Move::Hurry { .. } | Move::Run { .. } | Move::March { .. } | Move::SwimLong { .. } | Move::CarryLong { .. } => {
            endurance::hours(&mv, req, &s, &mut pr, &mut r, &mut dice)?
        }
        Move::KeepFooting {} => keep_footing(&mv, req, &s, &mut pr, &mut r, &mut dice)?,
        Move::Fly { altitude, action } => fly(&mv, *altitude, action.unwrap_or_default(), &mut pr, &mut r),
    }
    let fall_start = dice.rolled();
    let log_start = pr.log.lines.len();
    let fall_hit = match r.fall_metres.filter(|m| *m > 0) {
        Some(m) => Some((m, fall(mv.p, m, req.options.sudden_death, &mut pr.state, &mut dice, &mut pr.log)?)),
        None => None,
    };
    let fall_log: Vec<String> = pr.log.lines.get(log_start..).map(<[String]>::to_vec).unwrap_or_default();
    let target = finish(mv.p, pr.state, &mut pr.log)?;
    let record = dice.take_record();
    let fell = fall_hit.map(|(metres, hit)| Fell {
        metres: f64::from(metres),
        damage: DamageOutcome {
            hits: vec![hit],
            target: target.clone(),
            dice: record.get(fall_start..).map(<[_]>::to_vec).unwrap_or_default(),
            log: fall_log,
            seed: None,
        },
    });
    Ok(MoveOutcome {
        success: r.success,
        tests: pr.tests,
        distance: r.distance,
        centimetres: r.centimetres,
        height: r.height,
        falls: r.falls,
        fell,
        sinks: r.sinks,
        fatigue: pr.fatigue,
        perception: r.perception,
        rest_hours: r.rest_hours,
        altitude: r.altitude,
        target,
        dice: record,
        log: pr.log.lines,
        seed: dice.seed(),
    })
}

/// Records a test and its log line.
pub(super) fn noted(pr: &mut Progress, what: &str, t: TestResult, purpose: Purpose, hour: Option<u32>) -> TestResult {
    pr.log.push(format!("{what}: {}", describe(&t)));
    pr.tests.push(MoveTest { purpose, hour, result: t.clone() });
    t
}

/// 003 MOVEMENT AND ENVIRONMENT and Table 7-30: a Charge or Run across treacherous ground
/// needs an Agility test at its difficulty (the hardest, where several apply); a failure
/// leaves the character prone.
fn keep_footing(
    mv: &Mover,
    req: &MoveRequest,
    s: &Speeds,
    pr: &mut Progress,
    r: &mut Result_,
    dice: &mut Dice,
) -> Result<()> {
    let hardest = mv
        .environment
        .iter()
        .filter_map(|e| mv.m.environments.iter().find(|row| row.environment == *e))
        .min_by_key(|row| row.modifier);
    let extra = hardest.map(|row| named("environment", row.name, row.modifier)).into_iter().collect();
    let t = move_test(mv, req, mv.actor, Characteristic::Ag, None, extra, Purpose::Movement, s.encumbered, dice)?;
    let t = noted(pr, "keeping footing on treacherous ground", t, Purpose::Movement, None);
    r.success = t.success;
    if !t.success {
        pr.state.add_condition(Condition::Prone);
        pr.log.push("the character falls prone".to_string());
    }
    Ok(())
}

/// 003 Jumping Up: an Agility test; 20 cm a point of Strength Bonus, 10 more a degree.
fn jump_up(
    mv: &Mover,
    req: &MoveRequest,
    s: &Speeds,
    pr: &mut Progress,
    r: &mut Result_,
    dice: &mut Dice,
) -> Result<()> {
    let t = move_test(mv, req, mv.actor, Characteristic::Ag, None, Vec::new(), Purpose::Movement, s.encumbered, dice)?;
    let t = noted(pr, "jumping up", t, Purpose::Movement, None);
    let sb = mv.strength_bonus()?;
    let cm = if t.success {
        f64::from(mv.m.jump_cm * sb + mv.m.jump_cm_per_degree * sb * t.degrees.max(0)) * mv.jump_factor()
    } else {
        0.0
    };
    pr.log.push(format!(
        "jumps {cm} cm ({} x Strength Bonus {sb}{}{})",
        mv.m.jump_cm,
        if t.success && t.degrees > 0 {
            format!(", + {} x {sb} for each of {}", mv.m.jump_cm_per_degree, plural(t.degrees, "degree"))
        } else {
            String::new()
        },
        gravity_note(mv)
    ));
    r.success = t.success;
    r.centimetres = Some(cm);
    Ok(())
}

fn gravity_note(mv: &Mover) -> String {
    match mv.gravity {
        Gravity::Normal => String::new(),
        g => format!(", x{} in {} gravity", mv.jump_factor(), super::speeds::gravity_name(g)),
    }
}

/// 003 Jumping Down: an Agility test a metre; the first failure falls the rest.
fn jump_down(
    mv: &Mover,
    req: &MoveRequest,
    s: &Speeds,
    metres: f64,
    pr: &mut Progress,
    r: &mut Result_,
    dice: &mut Dice,
) -> Result<()> {
    let metres = validate::int(metres, "move.metres", 1, MAX_METRES as i32)? as u32;
    for m in 0..metres {
        let t =
            move_test(mv, req, mv.actor, Characteristic::Ag, None, Vec::new(), Purpose::Movement, s.encumbered, dice)?;
        let t = noted(pr, &format!("jumping down, metre {}", m + 1), t, Purpose::Movement, None);
        if !t.success {
            let rest = metres - m;
            pr.log.push(format!("the test fails: the character falls the remaining {rest} m"));
            r.distance = Some(f64::from(m));
            r.falls = true;
            r.fall_metres = Some(rest);
            return Ok(());
        }
    }
    pr.log.push(format!("lands safely after {metres} m"));
    r.success = true;
    r.distance = Some(f64::from(metres));
    Ok(())
}

/// 003 Running Leaps and Standing Leaps: a Strength test; Strength Bonus metres, half a
/// metre more a degree of success or less a degree of failure; a quarter of it in height.
#[allow(clippy::too_many_arguments)]
fn leap(
    mv: &Mover,
    req: &MoveRequest,
    s: &Speeds,
    running: bool,
    run_up: Option<f64>,
    gap: Option<f64>,
    pr: &mut Progress,
    r: &mut Result_,
    dice: &mut Dice,
) -> Result<()> {
    let m = mv.m;
    let mut extra = Vec::new();
    if running {
        let beyond = run_up.unwrap_or(m.leap_run_up) - m.leap_run_up;
        let steps = (beyond / m.leap_run_up_step).floor() as i32;
        let bonus = (steps * m.leap_bonus).min(m.leap_bonus_max);
        if bonus > 0 {
            extra.push(named("runUp", "extra run-up", bonus));
        }
    } else {
        extra.push(named("standingLeap", "standing leap", m.leap_standing));
    }
    let t = move_test(mv, req, mv.actor, Characteristic::S, None, extra, Purpose::Movement, s.encumbered, dice)?;
    let what = if running { "running leap" } else { "standing leap" };
    let t = noted(pr, what, t, Purpose::Movement, None);
    let sb = mv.strength_bonus()?;
    let step = m.leap_per_degree * f64::from(t.degrees.max(0));
    let base = if t.success { f64::from(sb) + step } else { (f64::from(sb) - step).max(0.0) };
    let distance = base * mv.jump_factor();
    let height = distance * m.leap_height;
    pr.log.push(format!(
        "leaps {distance} m (Strength Bonus {sb} {} {} for {}{}), {height} m high",
        if t.success { "+" } else { "-" },
        step,
        plural(t.degrees.max(0), if t.success { "degree of success" } else { "degree of failure" }),
        gravity_note(mv)
    ));
    r.distance = Some(distance);
    r.height = Some(height);
    r.success = match gap {
        Some(g) => {
            let cleared = distance >= g;
            pr.log.push(format!("the gap of {g} m is {}", if cleared { "cleared" } else { "not cleared" }));
            cleared
        }
        None => t.success,
    };
    Ok(())
}

