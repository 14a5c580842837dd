//! Healing (`heal`): what time and treatment do to a character's damage, fatigue and
//! characteristic damage.
//!
//! - `natural`: days pass. The damage state (`rules::healing::DamageStates`) sets how much
//!   each day or week removes, with or without bed rest and medical attention (000 and 003
//!   "Healing", 002 "Damage and Healing"). The state is worked out again every day, so a
//!   character that heals from heavily to lightly damaged heals faster from then on.
//! - `medicae`: a medic's Medicae test: first aid (some damage at once), extended care (a test
//!   at the end of each day or week of care, speeding natural healing) or staunching blood
//!   loss (000 and 003 "Blood Loss", 002 and 004 "Blood Loss").
//! - `rest`: hours of rest remove fatigue (000 and 003 "Removing Fatigue", 002 and 004
//!   "Fatigue").
//! - `wake`: a character knocked out by fatigue comes round after 10 - TB minutes with
//!   fatigue equal to its Toughness Bonus (000 "Fatigue", 004 "Fatigue").
//!
//! Characteristic damage heals a point an hour whatever the character does (000 "Removing
//! Characteristic Damage", 003 "Characteristic Damage") while days or hours pass. Every
//! number is the line's profile (`Profile::healing`).

use crate::body::{fatigue_threshold, unconscious};
use crate::dice::{Dice, DiceExpr, Purpose};
use crate::error::{Error, ErrorCode, Result};
use crate::model::*;
use crate::rules::healing::{Recovers, Treats};
use crate::rules::{profile, Profile};
use crate::test::validate;
use crate::test::{self, describe};

/// The most days one request may pass.
pub const MAX_DAYS: u32 = 1000;
/// The most hours of rest one request may pass.
pub const MAX_HOURS: u32 = 1000;
/// The most patients a medic may attend at once.
pub const MAX_PATIENTS: u32 = 100;

/// The character being healed, as it changes.
struct Patient<'a> {
    p: &'static Profile,
    actor: &'a Actor,
    name: String,
    damage: i32,
    critical_damage: i32,
    fatigue: i32,
    conditions: Vec<Condition>,
    injuries: Vec<Effect>,
    dead: bool,
    removed: Removed,
}

impl<'a> Patient<'a> {
    fn of(p: &'static Profile, actor: &'a Actor) -> Patient<'a> {
        Patient {
            p,
            actor,
            name: actor.display_name("the patient"),
            damage: actor.damage,
            critical_damage: actor.critical_damage,
            fatigue: actor.fatigue,
            conditions: actor.conditions.clone(),
            injuries: actor.injuries.clone(),
            dead: false,
            removed: Removed::default(),
        }
    }

    fn toughness_bonus(&self) -> Result<i32> {
        test::bonus(self.p, self.actor, Characteristic::T, "actor")
    }

    /// The damage state now (the Toughness Bonus is needed only when it decides).
    fn state(&self) -> Result<DamageState> {
        let tb = if self.critical_damage == 0 && self.damage > 0 { Some(self.toughness_bonus()?) } else { None };
        self.p
            .healing
            .states
            .of(self.damage, self.critical_damage, tb)
            .ok_or_else(|| Error::new(ErrorCode::Internal, "a damage state without the Toughness Bonus"))
    }

    fn state_name(&self, s: DamageState) -> &'static str {
        self.p.healing.states.name(s)
    }

    /// Removes up to `points` of damage, critical damage first; returns how many went.
    fn remove(&mut self, points: i32) -> i32 {
        let critical = points.clamp(0, self.critical_damage.max(0));
        self.critical_damage -= critical;
        let plain = (points - critical).clamp(0, self.damage.max(0));
        self.damage -= plain;
        self.removed.critical_damage += critical;
        self.removed.damage += plain;
        critical + plain
    }

    /// Damage dealt by failed care; what passes the wounds is critical damage.
    fn harm(&mut self, points: i32, log: &mut Vec<String>) {
        let max = self.actor.wounds.unwrap_or(0).max(0);
        let total = self.damage + points.max(0);
        self.damage = total.min(max);
        let excess = (total - max).max(0);
        self.critical_damage += excess;
        log.push(format!(
            "{} takes {points} damage ({} damage, {} critical damage now){}",
            self.name,
            self.damage,
            self.critical_damage,
            if excess > 0 { "; the critical effect of the new critical damage is for the GM to apply" } else { "" }
        ));
    }

    /// A Toughness test the patient makes for a healing rule, with any fatigue it has.
    fn toughness_test(&self, modifier: i32, dice: &mut Dice) -> Result<TestResult> {
        let base = test::value(self.actor, Characteristic::T, "actor")?;
        let mut modifiers = Vec::new();
        if modifier != 0 {
            modifiers.push(NamedModifier::with_id("healing", "healing", modifier));
        }
        if self.fatigue > 0 || self.conditions.contains(&Condition::Fatigued) {
            modifiers.push(NamedModifier {
                id: Some("fatigued".into()),
                label: "fatigued".to_string(),
                value: self.p.fatigue_penalty,
            });
        }
        let spec = test::Spec { characteristic: Characteristic::T, skill: None, base, modifiers };
        test::roll(self.p, self.actor, spec, dice, Purpose::HealingToughness)
    }

    /// Unconscious from fatigue past the threshold.
    fn out_from_fatigue(&self) -> Result<Option<i32>> {
        if self.fatigue <= 0 {
            return Ok(None);
        }
        let threshold = fatigue_threshold(self.p, self.actor, "actor")?;
        Ok((self.fatigue > threshold).then_some(threshold))
    }

    /// Comes round from fatigue unconsciousness: fatigue falls to the Toughness Bonus and the
    /// unconsciousness it caused ends. Returns whether it was out.
    fn wake(&mut self, log: &mut Vec<String>) -> Result<bool> {
        let Some(threshold) = self.out_from_fatigue()? else { return Ok(false) };
        let tb = self.toughness_bonus()?;
        let minutes = (10 - tb).max(1);
        let now = self.fatigue.min(tb.max(0));
        log.push(format!(
            "{} (fatigue {} past the threshold of {threshold}) comes round after {minutes} minute{}: fatigue falls to the Toughness Bonus, {now}",
            self.name,
            self.fatigue,
            if minutes == 1 { "" } else { "s" }
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
    fn rest(&mut self, hours: u32, log: &mut Vec<String>) {
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
                "{hours} hour{} of rest: fatigue {before} -> {} (a level an hour; {} hours in a row remove all)",
                if hours == 1 { "" } else { "s" },
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
    fn hours_pass(&mut self, hours: u32, log: &mut Vec<String>) {
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
    fn timed_injuries_pass(&mut self, seconds: u64, log: &mut Vec<String>) {
        let unit_seconds = |u: DurationUnit| -> Option<u64> {
            match u {
                DurationUnit::Rounds | DurationUnit::NextTurn => Some(5),
                DurationUnit::Minutes => Some(60),
                DurationUnit::Hours => Some(3600),
                DurationUnit::Days => Some(86_400),
                DurationUnit::Weeks => Some(604_800),
                DurationUnit::UntilTreated | DurationUnit::Permanent => None,
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
    fn treated(&mut self, log: &mut Vec<String>) {
        let until_treated = |e: &Effect| e.duration().is_some_and(|d| d.unit == DurationUnit::UntilTreated);
        let (ended, kept): (Vec<Effect>, Vec<Effect>) =
            std::mem::take(&mut self.injuries).into_iter().partition(until_treated);
        self.injuries = kept;
        self.injuries_end(&ended, "medical attention ends what lasted until treated", log);
    }

    /// Injuries that ended: the condition each caused goes too, unless another still causes
    /// it.
    fn injuries_end(&mut self, ended: &[Effect], why: &str, log: &mut Vec<String>) {
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

    fn finish(self, state: DamageState) -> Result<TargetState> {
        let unconscious = self.out_from_fatigue()?.is_some() || self.conditions.contains(&Condition::Unconscious);
        Ok(TargetState {
            damage: self.damage,
            critical_damage: self.critical_damage,
            fatigue: self.fatigue,
            conditions: self.conditions,
            dead: self.dead,
            unconscious,
            cover: self.actor.cover.clone(),
            stunned_rounds: self.actor.stunned_rounds,
            injuries: self.injuries,
            fate_spent: Vec::new(),
            damage_state: Some(state),
        })
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

fn plural(n: impl Into<i64>, word: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// Natural healing, day by day.
struct Natural {
    bed_rest: bool,
    medical_attention: bool,
    /// Days spent in the current state since it last healed.
    progress: u32,
    current: Option<DamageState>,
    /// The day count, for the log.
    day: u32,
    /// States already logged as not healing.
    stalled: Vec<DamageState>,
}

impl Natural {
    fn new(bed_rest: bool, medical_attention: bool) -> Natural {
        Natural { bed_rest, medical_attention, progress: 0, current: None, day: 0, stalled: Vec::new() }
    }

    /// `days` pass; returns the points of damage removed.
    fn run(
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

/// Checks that the request's fields fit its kind and are in range.
fn check(p: &Profile, req: &HealRequest) -> Result<()> {
    let kind = req.kind.as_str();
    let care = req.care.unwrap_or_default();
    let medicae = req.kind == HealKind::Medicae;
    let extended = medicae && care == Care::ExtendedCare;
    let refuse =
        |field: &str, who: &str| Err(Error::invalid(field, &format!("only {who} takes {field}, not kind '{kind}'")));
    if req.days.is_some() && !(req.kind == HealKind::Natural || extended) {
        return refuse("days", "kind 'natural' or 'medicae' with care 'extendedCare'");
    }
    if req.bed_rest && !(req.kind == HealKind::Natural || extended) {
        return refuse("bedRest", "kind 'natural' or 'medicae' with care 'extendedCare'");
    }
    if req.hours.is_some() && req.kind != HealKind::Rest {
        return refuse("hours", "kind 'rest'");
    }
    if req.medical_attention && req.kind != HealKind::Natural {
        return refuse("medicalAttention", "kind 'natural'");
    }
    if !medicae {
        for (set, field) in
            [(req.care.is_some(), "care"), (req.medic.is_some(), "medic"), (!req.modifiers.is_empty(), "modifiers")]
        {
            if set {
                return refuse(field, "kind 'medicae'");
            }
        }
    }
    if req.patients.is_some() && !extended {
        return refuse("patients", "care 'extendedCare'");
    }
    if req.strenuous && !(medicae && care == Care::StaunchBloodLoss) {
        return refuse("strenuous", "care 'staunchBloodLoss'");
    }
    let in_range = |v: Option<u32>, field: &str, hi: u32| match v {
        Some(n) if n == 0 || n > hi => Err(Error::invalid(field, &format!("must be a whole number from 1 to {hi}"))),
        _ => Ok(()),
    };
    in_range(req.days, "days", MAX_DAYS)?;
    in_range(req.hours, "hours", MAX_HOURS)?;
    in_range(req.patients, "patients", MAX_PATIENTS)?;
    if req.kind == HealKind::Natural && req.days.is_none() {
        return Err(Error::invalid("days", "is required for kind 'natural': the days that pass"));
    }
    if req.kind == HealKind::Rest && req.hours.is_none() {
        return Err(Error::invalid("hours", "is required for kind 'rest': the hours of rest"));
    }
    // Healing damage needs the patient's wounds (bad care can push damage past them).
    let damage_heals = req.kind == HealKind::Natural || (medicae && care != Care::StaunchBloodLoss);
    validate::actor(p, &req.actor, "actor", damage_heals)?;
    if !damage_heals {
        for (v, field) in [(req.actor.damage, "actor.damage"), (req.actor.critical_damage, "actor.criticalDamage")] {
            if !(0..=validate::MAX_WOUNDS).contains(&v) {
                return Err(Error::invalid(
                    field,
                    &format!("must be a whole number from 0 to {}", validate::MAX_WOUNDS),
                ));
            }
        }
    }
    if let Some(m) = &req.medic {
        validate::actor(p, &m.actor, "medic.actor", false)?;
    }
    // Before any die: the patient's Toughness sets its damage state and recovery, and some
    // care tests it, so every kind of healing reads it (`test::needs`).
    let mut needs = crate::test::needs::Needs::new();
    needs.add(Characteristic::T, "healing reads the Toughness Bonus and may test Toughness");
    needs.check(&req.actor, "actor")
}

/// Rolls a medic's Medicae test (Intelligence, with the skill's training and bonus).
fn medicae_test(
    p: &Profile,
    medic: &Actor,
    path: &str,
    mut modifiers: Vec<NamedModifier>,
    dice: &mut Dice,
    log: &mut Vec<String>,
) -> Result<TestResult> {
    let b = test::base(p, medic, Characteristic::Int, Some("Medicae"), path)?;
    log.extend(b.note);
    modifiers.retain(|m| m.value != 0);
    modifiers.extend(b.modifiers);
    modifiers.extend(test::fatigue_modifier(p, medic));
    let spec = test::Spec { characteristic: Characteristic::Int, skill: Some("Medicae"), base: b.value, modifiers };
    test::roll(p, medic, spec, dice, Purpose::Medicae)
}

/// Rolls an amount of damage.
fn roll_amount(e: DiceExpr, dice: &mut Dice) -> Result<i32> {
    let mut total = e.modifier;
    for _ in 0..e.count {
        total += dice.die(e.sides, Purpose::CareHarm)?.1 as i32;
    }
    Ok(total.max(0))
}

/// Who treats the patient, and its path in the request.
struct Treatment<'a> {
    medic: &'a Actor,
    path: &'static str,
    name: String,
    extra: Vec<NamedModifier>,
}

pub fn heal(req: &HealRequest, entropy: u64) -> Result<HealOutcome> {
    let p = profile(req.ruleset);
    check(p, req)?;
    let extra = validate::modifiers(&req.modifiers, "modifiers")?;
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut pt = Patient::of(p, &req.actor);
    let mut log = Vec::new();
    let mut tests = Vec::new();
    match req.kind {
        HealKind::Natural => {
            let days = req.days.unwrap_or(1);
            let s = pt.state()?;
            log.push(format!(
                "{}: {} of natural healing{}{}, starting {} ({} damage, {} critical damage)",
                pt.name,
                plural(days, "day"),
                if req.bed_rest { " in bed rest" } else { "" },
                if req.medical_attention { " under medical attention" } else { "" },
                pt.state_name(s),
                pt.damage,
                pt.critical_damage
            ));
            pt.wake(&mut log)?;
            // A day in bed is more rest than fatigue needs: gone before the day's healing.
            if req.bed_rest {
                pt.rest(days.saturating_mul(24), &mut log);
            }
            let mut natural = Natural::new(req.bed_rest, req.medical_attention);
            natural.run(&mut pt, days, &mut dice, &mut tests, &mut log)?;
            if req.medical_attention {
                pt.treated(&mut log);
            }
            pt.hours_pass(days.saturating_mul(24), &mut log);
        }
        HealKind::Rest => {
            let hours = req.hours.unwrap_or(1);
            pt.wake(&mut log)?;
            pt.rest(hours, &mut log);
            pt.hours_pass(hours, &mut log);
            if pt.removed.fatigue == 0 && pt.removed.characteristic_damage == 0 {
                log.push(format!(
                    "{} rests {}: no fatigue or characteristic damage to recover",
                    pt.name,
                    plural(hours, "hour")
                ));
            }
        }
        HealKind::Wake => {
            if !pt.wake(&mut log)? {
                log.push(format!(
                    "note: {} is not unconscious from fatigue (fatigue {}); nothing changes",
                    pt.name, pt.fatigue
                ));
            }
        }
        HealKind::Medicae => {
            let (medic, path) = match &req.medic {
                Some(m) => (&m.actor, "medic.actor"),
                None => (&req.actor, "actor"),
            };
            if unconscious(p, medic, path)? {
                let why = if req.medic.is_some() {
                    "the medic is unconscious"
                } else {
                    "an unconscious character cannot treat itself; name a medic"
                };
                return Err(Error::not_allowed(if req.medic.is_some() { "medic" } else { "actor" }, why));
            }
            let name = if req.medic.is_some() { medic.display_name("the medic") } else { pt.name.clone() };
            let t = Treatment { medic, path, name, extra };
            match req.care.unwrap_or_default() {
                Care::FirstAid => first_aid(p, &t, &mut pt, &mut dice, &mut tests, &mut log)?,
                Care::ExtendedCare => extended_care(p, req, &t, &mut pt, &mut dice, &mut tests, &mut log)?,
                Care::StaunchBloodLoss => staunch(p, req, &t, &mut pt, &mut dice, &mut tests, &mut log)?,
            }
        }
    }
    let state = pt.state()?;
    let removed = pt.removed.clone();
    let name = pt.name.clone();
    let state_name = pt.state_name(state);
    let target = pt.finish(state)?;
    log.push(format!(
        "Result: {name} has {} damage, {} critical damage, {} fatigue: {state_name}{}",
        target.damage,
        target.critical_damage,
        target.fatigue,
        if target.dead { "; dead" } else { "" }
    ));
    Ok(HealOutcome { kind: req.kind, target, state, removed, tests, dice: dice.take_record(), log, seed: dice.seed() })
}

/// First aid: one test; a success removes what the patient's state allows (critical damage
/// first) and counts as medical attention.
fn first_aid(
    p: &Profile,
    t: &Treatment,
    pt: &mut Patient,
    dice: &mut Dice,
    tests: &mut Vec<TestResult>,
    log: &mut Vec<String>,
) -> Result<()> {
    let s = pt.state()?;
    let test = medicae_test(p, t.medic, t.path, t.extra.clone(), dice, log)?;
    log.push(format!("{} gives {} first aid ({}): {}", t.name, pt.name, pt.state_name(s), describe(&test)));
    if test.success {
        match p.healing.first_aid.of(s) {
            None => log.push(format!("{} has no damage to remove", pt.name)),
            Some(treats) => {
                let points = match treats {
                    Treats::Points(n) => n as i32,
                    Treats::IntelligenceBonus => test::bonus(p, t.medic, Characteristic::Int, t.path)?,
                    Treats::DegreesOfSuccess => test.degrees.max(0),
                };
                let removed = pt.remove(points);
                log.push(format!(
                    "first aid removes {removed} ({} damage, {} critical damage left)",
                    pt.damage, pt.critical_damage
                ));
            }
        }
        pt.treated(log);
    } else {
        log.push("the first aid removes no damage".to_string());
    }
    tests.push(test);
    Ok(())
}

/// Extended care: natural healing under medical attention, with a Medicae test at the end
/// of each period of care (a day or a week, by the patient's state then).
#[allow(clippy::too_many_arguments)]
fn extended_care(
    p: &Profile,
    req: &HealRequest,
    t: &Treatment,
    pt: &mut Patient,
    dice: &mut Dice,
    tests: &mut Vec<TestResult>,
    log: &mut Vec<String>,
) -> Result<()> {
    let care = &p.healing.extended_care;
    let int_bonus = test::bonus(p, t.medic, Characteristic::Int, t.path)?;
    let patients = req.patients.unwrap_or(1) as i32;
    let over = (patients - int_bonus).max(0);
    let mut modifiers = Vec::new();
    if over > 0 {
        modifiers.push(NamedModifier {
            id: Some("extraPatients".into()),
            label: format!("{} beyond the Intelligence Bonus", plural(over, "patient")),
            value: over * care.extra_patient,
        });
    }
    modifiers.extend(t.extra.iter().cloned());
    let start = pt.state()?;
    let days = req.days.unwrap_or_else(|| care.period_days(start).max(1));
    log.push(format!(
        "{} gives {} extended care for {}{}, starting {} ({} damage, {} critical damage)",
        t.name,
        pt.name,
        plural(days, "day"),
        if req.bed_rest { " in bed rest" } else { "" },
        pt.state_name(start),
        pt.damage,
        pt.critical_damage
    ));
    pt.wake(log)?;
    if req.bed_rest {
        pt.rest(days.saturating_mul(24), log);
    }
    let mut natural = Natural::new(req.bed_rest, true);
    let mut left = days;
    let mut succeeded = false;
    while left > 0 && !pt.dead {
        let s = pt.state()?;
        if s == DamageState::Unharmed {
            log.push(format!("{} has healed all damage", pt.name));
            break;
        }
        let period = care.period_days(s).max(1);
        if left < period {
            log.push(format!(
                "{} left: less than the {} of care a {} patient is tested after; natural healing only",
                plural(left, "day"),
                plural(period, "day"),
                pt.state_name(s)
            ));
            natural.run(pt, left, dice, tests, log)?;
            break;
        }
        let healed = natural.run(pt, period, dice, tests, log)?;
        left -= period;
        if pt.dead || pt.state()? == DamageState::Unharmed {
            continue;
        }
        let test = medicae_test(p, t.medic, t.path, modifiers.clone(), dice, log)?;
        log.push(format!("day {}: extended care test: {}", natural.day, describe(&test)));
        let (success, degrees) = (test.success, test.degrees);
        tests.push(test);
        if success {
            succeeded = true;
            let extra = healed * (care.multiplier as i32 - 1) + care.per_degree as i32 * degrees.max(0);
            let removed = pt.remove(extra);
            log.push(format!(
                "the care multiplies natural healing ({healed}) by {} and adds {} a degree: {removed} more removed ({} damage, {} critical damage left)",
                care.multiplier, care.per_degree, pt.damage, pt.critical_damage
            ));
            continue;
        }
        let Some(harm) = care.harm.iter().find(|h| degrees >= h.degrees) else {
            log.push("the care fails: natural healing only".to_string());
            continue;
        };
        match (pt.state()?, care.critical_toughness_test) {
            (DamageState::CriticallyDamaged, Some(modifier)) => {
                let tt = pt.toughness_test(modifier, dice)?;
                let lived = tt.success;
                log.push(format!(
                    "the care fails by {}: {} must pass a Toughness test or die: {}",
                    plural(degrees, "degree"),
                    pt.name,
                    describe(&tt)
                ));
                tests.push(tt);
                if !lived {
                    pt.dead = true;
                    log.push(format!("{} dies", pt.name));
                }
            }
            _ => {
                let points = roll_amount(harm.damage, dice)?;
                log.push(format!("the care fails by {}: it does harm", plural(degrees, "degree")));
                pt.harm(points, log);
            }
        }
    }
    if succeeded {
        pt.treated(log);
    }
    pt.hours_pass(days.saturating_mul(24), log);
    Ok(())
}

/// The Medicae test that stops blood loss.
#[allow(clippy::too_many_arguments)]
fn staunch(
    p: &Profile,
    req: &HealRequest,
    t: &Treatment,
    pt: &mut Patient,
    dice: &mut Dice,
    tests: &mut Vec<TestResult>,
    log: &mut Vec<String>,
) -> Result<()> {
    let rule = &p.healing.blood_loss;
    let bleeding =
        pt.conditions.contains(&Condition::BloodLoss) || pt.injuries.iter().any(|e| matches!(e, Effect::BloodLoss));
    if !bleeding {
        log.push(format!("note: {} is not marked as suffering blood loss", pt.name));
    }
    let mut modifiers = vec![match (req.strenuous, rule.strenuous) {
        (true, Some(m)) => {
            NamedModifier::with_id("staunchingStrenuous", "Staunching blood loss during strenuous activity", m)
        }
        _ => NamedModifier::with_id("staunching", "Staunching blood loss", rule.modifier),
    }];
    if req.strenuous && rule.strenuous.is_none() {
        log.push("this line has no harder test for strenuous activity".to_string());
    }
    modifiers.extend(t.extra.iter().cloned());
    let test = medicae_test(p, t.medic, t.path, modifiers, dice, log)?;
    log.push(format!("{} tries to staunch {}'s bleeding: {}", t.name, pt.name, describe(&test)));
    if test.success {
        pt.conditions.retain(|c| *c != Condition::BloodLoss);
        pt.injuries.retain(|e| !matches!(e, Effect::BloodLoss));
        log.push("the blood loss stops".to_string());
    } else {
        log.push("the bleeding goes on".to_string());
    }
    tests.push(test);
    Ok(())
}
