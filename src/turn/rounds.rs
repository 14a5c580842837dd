//! The per-round step: what the conditions a character carries do to it as the rounds go
//! by. Two calls, placed where the books place each rule.
//!
//! `startTurn`, at the start of the character's turn, in this order:
//! 1. flames it stands in: an Agility test or it catches fire (000 "Fire": at the start of
//!    each round; 002 "Fire": at the start of the round);
//! 2. on fire: the round's burn, damage and fatigue (000, 003, 002 and 004 "Fire": each
//!    round);
//! 3. blood loss where its toll is the start of the turn (004 "Blood Loss": a level of
//!    fatigue);
//! 4. Regeneration (the trait): a Toughness test to take off the trait's number in damage
//!    (`features`);
//! 5. stun: the turn is lost, and one round of the stun used up, so a stun of N rounds
//!    costs the character's next N turns (000 "Stunned": no actions or reactions);
//! 6. on fire: the Willpower test to act normally (000, 002 and 004 "Fire": at the start of
//!    each of its turns; 003 "Fire");
//! 7. crippling wounds (the Crippling quality): their damage, if the character takes more
//!    than a Half Action this turn; they end once it has no damage left (`features`);
//! 8. blood loss: the round's Medicae test (000, 003 and 002 "Blood Loss": each round; 004:
//!    once a round), made by a helper or by the character itself if it can act; then, where
//!    the toll is "unless treated", the round's chance of death if the bleeding goes on;
//! 9. on fire: the Full Action's Agility test to put the flames out, if the character can
//!    act and the request says it tries;
//! 10. injuries counted in rounds lose one; those lasting until the next turn hold for this
//!     one and end with it.
//!
//! The outcome says whether the character may act this turn (`canAct`, `halfActionsOnly`)
//! and returns its state for after the turn.
//!
//! `endRound`, at the end of the round: holding one's breath and suffocating (003
//! "Suffocation": "at the end of each Round"; 000, 002 and 004 "Suffocation": each round),
//! then vacuum (000 and 003 "Vacuum": "at the end of each Round").
//!
//! A pinned character's escape is at the end of its own turn: callers call
//! `escapePinning` then.

use crate::body::special_damage::{need_wounds, strike, Blow};
use crate::body::{finish, State};
use crate::dice::{Dice, Purpose};
use crate::error::{Error, Result};
use crate::model::Log;
use crate::model::*;
use crate::rules::hazards::{OutOfBreath, Smothering};
use crate::rules::{profile, Profile};
use crate::test::validate;
use crate::test::{self, describe};

use super::round_traits as features;

/// The most rounds a breath or vacuum count may give.
pub const MAX_ROUNDS: u32 = 100_000;

/// What a step gathers as it goes.
pub(super) struct Step<'a> {
    pub(super) p: &'static Profile,
    pub(super) state: State<'a>,
    pub(super) dice: Dice,
    pub(super) log: Log,
    pub(super) tests: Vec<RoundTest>,
    pub(super) hits: Vec<Hit>,
    pub(super) effects: Vec<Effect>,
    pub(super) sudden_death: bool,
    /// Damage Regeneration took off.
    pub(super) regenerated: i32,
}

impl<'a> Step<'a> {
    /// `traits`: the character's talents and traits (True Grit counts against the critical
    /// damage of fire and blood loss).
    fn new(
        p: &'static Profile,
        actor: &'a Actor,
        traits: &'a crate::test::feature_set::Set,
        dice: Dice,
        sudden_death: bool,
    ) -> Result<Step<'a>> {
        Ok(Step {
            p,
            state: State::of(p, actor, "actor")?.called("the character").with_features(traits),
            dice,
            log: Log::new(true),
            tests: Vec::new(),
            hits: Vec::new(),
            effects: Vec::new(),
            sudden_death,
            regenerated: 0,
        })
    }

    pub(super) fn say(&mut self, line: String) {
        self.log.push(line);
    }

    pub(super) fn name(&self) -> String {
        self.state.name().to_string()
    }

    /// A test of the character (or of `tester`, a helper at `who`) against `c` with the
    /// named modifiers and any fatigue.
    pub(super) fn test(
        &mut self,
        c: Characteristic,
        skill: Option<&str>,
        mods: Vec<NamedModifier>,
        tester: Option<(&Actor, &str)>,
        purpose: Purpose,
    ) -> Result<TestResult> {
        let (actor, who) = tester.unwrap_or((self.state.actor, "actor"));
        let base = test::base(self.p, actor, c, skill, who)?;
        let mut modifiers: Vec<NamedModifier> = mods.into_iter().filter(|m| m.value != 0).collect();
        modifiers.extend(base.modifiers);
        let tired = match tester {
            Some((a, _)) => a.fatigue > 0 || a.has_condition(Condition::Fatigued),
            None => self.state.fatigue() > 0 || actor.has_condition(Condition::Fatigued),
        };
        if tired {
            modifiers.push(NamedModifier {
                id: Some("fatigued".into()),
                label: "fatigued".to_string(),
                value: self.p.fatigue_penalty,
            });
        }
        if let Some(n) = base.note {
            self.say(n);
        }
        let spec = test::Spec { characteristic: c, skill, base: base.value, modifiers };
        let t = test::roll(self.p, actor, spec, &mut self.dice, purpose)?;
        self.tests.push(RoundTest { purpose, result: t.clone() });
        Ok(t)
    }

    pub(super) fn blow(&mut self, blow: &Blow) -> Result<()> {
        need_wounds(self.state.actor, "actor", &format!("{} deals damage", blow.what))?;
        let n = self.hits.len() as u32 + 1;
        let hit = strike(self.p, blow, n, &mut self.state, &mut self.dice, &mut self.log)?;
        self.hits.push(hit);
        Ok(())
    }

    fn fatigue(&mut self, levels: u32, why: &str) {
        if levels > 0 {
            self.state.add_fatigue(levels as i32);
            self.effects.push(Effect::Fatigue { levels });
            let name = self.name();
            self.say(format!("{why}: {name} takes {levels} level{} of fatigue", if levels == 1 { "" } else { "s" }));
        }
    }

    fn die(&mut self, why: &str) {
        if !self.state.dead {
            self.state.dead = true;
            self.effects.push(Effect::Death);
            let name = self.name();
            self.say(format!("{why}: {name} dies"));
        }
    }

    fn outcome(self, can_act: Option<bool>, half_actions_only: bool, ended: Vec<Effect>) -> Result<RoundOutcome> {
        let Step { p, state, mut dice, mut log, tests, hits, effects, regenerated, .. } = self;
        let target = finish(p, state, &mut log)?;
        let can_act = can_act.map(|c| c && !target.dead && !target.unconscious);
        Ok(RoundOutcome {
            target,
            tests,
            hits,
            effects,
            can_act,
            half_actions_only: half_actions_only && can_act != Some(false),
            ended,
            regenerated,
            dice: dice.take_record(),
            log: log.lines,
            seed: dice.seed(),
        })
    }
}

fn checked_round(round: u32, path: &str) -> Result<u32> {
    if round == 0 || round > MAX_ROUNDS {
        return Err(Error::invalid(path, &format!("must be a whole number from 1 to {MAX_ROUNDS}")));
    }
    Ok(round)
}

/// `startTurn`: fire, blood loss and the round-counted states, at the start of the
/// character's turn.
pub fn start_turn(req: &StartTurnRequest, entropy: u64) -> Result<RoundOutcome> {
    let p = profile(req.ruleset);
    validate::actor(p, &req.actor, "actor", req.actor.wounds.is_some())?;
    let traits = crate::test::feature_set::of_actor(p, &req.actor, "actor")?;
    features::check(&req.actor)?;
    super::round_needs::start_turn(p, req, &traits)?;
    let extinguish_mods = validate::modifiers(&req.extinguish_modifiers, "extinguishModifiers")?;
    if let Some(m) = &req.medic {
        if let Some(a) = &m.actor {
            validate::actor(p, a, "medic.actor", false)?;
        }
        validate::modifiers(&m.modifiers, "medic.modifiers")?;
    }
    let dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut s = Step::new(p, &req.actor, &traits, dice, req.options.sudden_death)?;
    s.log.extend(traits.summary("Talents and traits").into_iter().chain(traits.notes.iter().cloned()));
    let name = s.name();
    let stunned_at_start = s.state.has_condition(Condition::Stunned);

    flames(&mut s, req.exposed_to_fire)?;

    // Blood loss, where its toll comes at the very start of the turn.
    let bleeding = s.state.has_condition(Condition::BloodLoss);
    if bleeding && p.hazards.blood_loss.toll_first && !s.state.dead {
        bleed(&mut s)?;
    }

    features::regenerate(&mut s, &traits)?;

    let mut can_act = !s.state.dead && !s.state.unconscious()?;
    if stunned_at_start || s.state.has_condition(Condition::Stunned) {
        lose_turn_to_stun(&mut s);
        can_act = false;
    }
    // Running about in flames is a Full Action too.
    let mut panicking = false;
    if s.state.has_condition(Condition::OnFire) && can_act {
        can_act = act_while_burning(&mut s)?;
        panicking = !can_act;
    }
    let healed = features::crippled(&mut s, (req.full_action && can_act) || panicking)?;
    can_act = can_act && !s.state.dead && !s.state.unconscious()?;

    // Blood loss: the round's Medicae test, and the toll of a round not staunched.
    if bleeding && !s.state.dead {
        let staunched = staunch(&mut s, req.medic.as_ref(), can_act)?;
        if !p.hazards.blood_loss.toll_first && !staunched {
            bleed(&mut s)?;
        }
    } else if req.medic.is_some() && !s.state.dead {
        s.say(format!("{name} is not bleeding: no Medicae test"));
    }

    if req.extinguish {
        put_out_flames(&mut s, can_act, extinguish_mods)?;
    }

    // Injuries counted in rounds, or lasting until this turn.
    let (half_actions_only, mut ended) = tick_injuries(&mut s, can_act);
    ended.extend(healed);
    s.outcome(Some(can_act), half_actions_only, ended)
}

/// 000 and 003 "Fire": in flames, an Agility test or catch fire; on fire, the round's burn.
fn flames(s: &mut Step, exposed: bool) -> Result<()> {
    let fire = &s.p.hazards.fire;
    let name = s.name();
    if exposed {
        if s.state.has_condition(Condition::OnFire) {
            s.say(format!("{name} is already on fire"));
        } else {
            let mods = vec![NamedModifier::with_id("catchingFire", "catching fire", fire.catch_test)];
            let t = s.test(Characteristic::Ag, None, mods, None, Purpose::CatchFire)?;
            let caught = !t.success;
            s.say(format!(
                "{name} is in flames: {}: {}",
                describe(&t),
                if caught { "catches fire" } else { "does not catch fire" }
            ));
            if caught {
                s.state.add_condition(Condition::OnFire);
                s.effects.push(Effect::OnFire);
            }
        }
    }
    if s.state.has_condition(Condition::OnFire) {
        let blow = Blow::of("the flames", &fire.burn, s.sudden_death);
        s.blow(&blow)?;
    }
    Ok(())
}

/// A stunned character loses the turn, which uses up one of its rounds of stun.
fn lose_turn_to_stun(s: &mut Step) {
    let name = s.name();
    match s.state.stunned_rounds() {
        Some(r) => {
            let left = r.saturating_sub(1);
            s.state.set_stunned_rounds(left);
            s.say(if left == 0 {
                format!("{name} is stunned and loses this turn; the stun ends with it")
            } else {
                format!("{name} is stunned and loses this turn; {left} more round{} of stun", if left == 1 { "" } else { "s" })
            });
        }
        None => s.say(format!(
            "{name} is stunned and loses this turn (no stunnedRounds given: it stays stunned until the condition is removed)"
        )),
    }
}

/// 000 and 003 "Fire": a burning character acts normally only on a Willpower test.
fn act_while_burning(s: &mut Step) -> Result<bool> {
    let name = s.name();
    let mods = vec![NamedModifier::with_id("onFire", "on fire", s.p.hazards.fire.willpower_test)];
    let t = s.test(Characteristic::Wp, None, mods, None, Purpose::OnFire)?;
    s.say(format!(
        "{name} burns: {}: {}",
        describe(&t),
        if t.success { "acts normally" } else { "can only run about screaming this turn (a Full Action)" }
    ));
    Ok(t.success)
}

/// 000 and 003 "Fire": a Full Action and an Agility test to put the flames out (prone,
/// where the line says so).
fn put_out_flames(s: &mut Step, can_act: bool, extra: Vec<NamedModifier>) -> Result<()> {
    let fire = &s.p.hazards.fire;
    let name = s.name();
    if !s.state.has_condition(Condition::OnFire) {
        s.say(format!("{name} is not on fire: nothing to put out"));
        return Ok(());
    }
    if !can_act {
        s.say(format!("{name} cannot act this turn, so cannot try to put the flames out"));
        return Ok(());
    }
    let mut mods = vec![NamedModifier::with_id("extinguish", "putting out the flames", fire.extinguish_test)];
    mods.extend(extra);
    let t = s.test(Characteristic::Ag, None, mods, None, Purpose::Extinguish)?;
    if fire.extinguish_prone {
        s.state.add_condition(Condition::Prone);
    }
    s.say(format!(
        "{name} {}tries to put out the flames (a Full Action): {}: {}",
        if fire.extinguish_prone { "drops prone and " } else { "" },
        describe(&t),
        if t.success { "the fire is out" } else { "still burning" }
    ));
    if t.success {
        s.state.remove_condition(Condition::OnFire);
    }
    Ok(())
}

/// The round's toll of blood loss: a chance of death, and fatigue.
fn bleed(s: &mut Step) -> Result<()> {
    let rule = s.p.hazards.blood_loss;
    if rule.death_percent > 0 {
        let roll = s.dice.d100(Purpose::BloodLoss)?;
        let happened = roll <= rule.death_percent;
        s.effects.push(Effect::Chance { percent: rule.death_percent, roll, happened });
        let name = s.name();
        s.say(format!(
            "{name} is losing blood: {}% chance of death, rolled {roll}: {}",
            rule.death_percent,
            if happened { "it happens" } else { "survives the round" }
        ));
        if happened {
            s.die("blood loss");
        }
    }
    s.fatigue(rule.fatigue, "blood loss");
    Ok(())
}

/// The round's Medicae test, if one is made; true when it staunched the bleeding. The
/// bleeding character treats itself only if it can act this turn.
fn staunch(s: &mut Step, medic: Option<&Staunching>, can_act: bool) -> Result<bool> {
    let Some(m) = medic else { return Ok(false) };
    let name = s.name();
    if m.actor.is_none() && !can_act {
        s.say(format!("{name} cannot act this turn, so cannot treat its own bleeding (medic.actor names a helper)"));
        return Ok(false);
    }
    let rule = s.p.hazards.blood_loss;
    let (value, id, label) = if m.strenuous {
        (rule.medicae_strenuous_test, "staunchingStrenuous", "staunching blood while busy")
    } else {
        (rule.medicae_test, "staunching", "staunching blood")
    };
    let mut mods = vec![NamedModifier::with_id(id, label, value)];
    mods.extend(m.modifiers.iter().cloned());
    let tester = m.actor.as_ref().map(|a| (a, "medic.actor"));
    let who = match &m.actor {
        Some(a) => format!("{} tends {name}'s bleeding", a.display_name("the medic")),
        None => format!("{name} tends its own bleeding"),
    };
    let t = s.test(Characteristic::Int, Some(super::round_needs::STAUNCHING_SKILL), mods, tester, Purpose::Medicae)?;
    s.say(format!("{who}: {}: {}", describe(&t), if t.success { "the bleeding stops" } else { "it goes on" }));
    if t.success {
        s.state.remove_condition(Condition::BloodLoss);
    }
    Ok(t.success)
}

/// Each injury counted in rounds loses one; those lasting until this turn end with it.
/// Returns whether one of them limits this turn to Half Actions, and the ones that ended.
fn tick_injuries(s: &mut Step, can_act: bool) -> (bool, Vec<Effect>) {
    let mut half = false;
    let mut kept = Vec::new();
    let mut ended = Vec::new();
    for e in std::mem::take(&mut s.state.injuries) {
        let Some(d) = e.duration() else {
            kept.push(e);
            continue;
        };
        let left = match d.unit {
            DurationUnit::NextTurn => Some(0),
            DurationUnit::Rounds => Some(d.amount.unwrap_or(0).saturating_sub(1)),
            _ => None,
        };
        match left {
            None => kept.push(e),
            Some(n) => {
                if matches!(e, Effect::HalfActionsOnly { .. }) {
                    half = true;
                }
                if n == 0 {
                    ended.push(e);
                } else {
                    let mut e = e;
                    if let Some(d) = e.duration_mut() {
                        *d = Duration { unit: DurationUnit::Rounds, amount: Some(n) };
                    }
                    kept.push(e);
                }
            }
        }
    }
    for e in &ended {
        if let Some(c) = e.condition() {
            if !kept.iter().any(|k| k.condition() == Some(c)) {
                s.state.remove_condition(c);
            }
        }
    }
    let name = s.name();
    if half && can_act {
        s.say(format!("{name} may take only Half Actions this turn"));
    }
    for e in &ended {
        s.say(format!("{name}: an injury ends with this turn ({})", crate::body::critical::describe(e)));
    }
    s.state.injuries = kept;
    (half, ended)
}

/// `endRound`: suffocation and vacuum, at the end of the round.
pub fn end_round(req: &EndRoundRequest, entropy: u64) -> Result<RoundOutcome> {
    let p = profile(req.ruleset);
    validate::actor(p, &req.actor, "actor", req.actor.wounds.is_some())?;
    if let Some(b) = &req.breath {
        checked_round(b.round, "breath.round")?;
    }
    if let Some(v) = &req.vacuum {
        checked_round(v.round, "vacuum.round")?;
    }
    let traits = crate::test::feature_set::of_actor(p, &req.actor, "actor")?;
    super::round_needs::end_round(p, req, &traits)?;
    let dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut s = Step::new(p, &req.actor, &traits, dice, req.options.sudden_death)?;
    if let Some(b) = &req.breath {
        breath(&mut s, b.round, b.conserving)?;
    }
    if let Some(v) = &req.vacuum {
        if !s.state.dead {
            vacuum(&mut s, v)?;
        }
    }
    if req.breath.is_none() && req.vacuum.is_none() {
        let name = s.name();
        s.say(format!("nothing befalls {name} at the end of the round"));
    }
    s.outcome(None, false, Vec::new())
}

/// A round without air, holding one's breath while busy (or, `conserving`, a minute at
/// rest).
fn breath(s: &mut Step, round: u32, conserving: bool) -> Result<()> {
    let rule = s.p.hazards.suffocation;
    let tb = s.state.toughness_bonus()?.max(0) as u32;
    let per = if conserving { rule.conserving.minutes_per_toughness_bonus } else { rule.rounds_per_toughness_bonus };
    let limit = per.saturating_mul(tb);
    let name = s.name();
    if s.state.unconscious()? {
        s.say(format!("{name} is unconscious without air (round {round}; breath ran out after {limit})"));
        match rule.unconscious {
            Smothering::Damage { dose } => {
                let blow = Blow::of("suffocation", &dose, s.sudden_death);
                s.blow(&blow)?;
            }
            Smothering::DiesAfterToughnessBonusRounds => {
                let out = round.saturating_sub(limit);
                if out >= tb {
                    s.die(&format!("{out} rounds unconscious without air, Toughness Bonus {tb}"));
                } else {
                    s.say(format!(
                        "{} more round{} without air and {name} dies",
                        tb - out,
                        if tb - out == 1 { "" } else { "s" }
                    ));
                }
            }
        }
        return Ok(());
    }
    if conserving && round <= limit {
        let mods = vec![NamedModifier::with_id("holdingBreath", "holding breath", rule.conserving.test)];
        let t = s.test(Characteristic::T, None, mods, None, Purpose::Breath)?;
        s.say(format!("{name} saves its breath (minute {round} of {limit}): {}", describe(&t)));
        if !t.success {
            s.fatigue(rule.conserving.fatigue, "a failed breath test");
        }
        if round == limit {
            knocked_out(s, "its breath runs out");
        }
        return Ok(());
    }
    if conserving {
        knocked_out(s, "its breath ran out");
        return Ok(());
    }
    if round <= limit {
        if let Some(m) = rule.holding_test {
            let mods = vec![NamedModifier::with_id("holdingBreath", "holding breath", m)];
            let t = s.test(Characteristic::T, None, mods, None, Purpose::Breath)?;
            s.say(format!("{name} holds its breath (round {round} of {limit}): {}", describe(&t)));
            if !t.success {
                s.fatigue(rule.holding_fatigue, "a failed breath test");
            }
        } else {
            s.say(format!("{name} holds its breath (round {round} of {limit})"));
        }
        if round == limit && matches!(rule.out_of_breath, OutOfBreath::Unconscious) {
            knocked_out(s, "its breath runs out");
        }
        return Ok(());
    }
    match rule.out_of_breath {
        OutOfBreath::Unconscious => knocked_out(s, "its breath ran out"),
        OutOfBreath::WoundsAndFatigue { wounds, fatigue } => {
            s.say(format!("{name} is out of breath (round {round}, after {limit})"));
            let blow = Blow {
                what: "lack of air".to_string(),
                damage: crate::dice::DiceExpr { count: 0, sides: 10, modifier: wounds },
                damage_type: DamageType::Impact,
                location: Some(Location::Body),
                ignore_armour: true,
                ignore_toughness: true,
                penetration: 0,
                fatigue,
                sudden_death: s.sudden_death,
            };
            s.blow(&blow)?;
        }
    }
    Ok(())
}

fn knocked_out(s: &mut Step, why: &str) {
    if !s.state.has_condition(Condition::Unconscious) {
        s.state.add_condition(Condition::Unconscious);
        let name = s.name();
        s.say(format!("{why}: {name} falls unconscious until it has air again"));
    }
}

/// A round in vacuum.
fn vacuum(s: &mut Step, v: &VacuumExposure) -> Result<()> {
    let rule = s.p.hazards.vacuum;
    let tb = s.state.toughness_bonus()?.max(0) as u32;
    let name = s.name();
    let per = if v.gradual { rule.gradual_rounds_per_toughness_bonus } else { rule.sudden_rounds_per_toughness_bonus };
    let safe = per.saturating_mul(tb);
    if v.round <= safe {
        s.say(format!("{name} is unharmed by the vacuum (round {} of {safe})", v.round));
        return Ok(());
    }
    if v.gradual {
        let since = (v.round - safe) as i32;
        let mods = vec![NamedModifier {
            id: Some("thinningAir".into()),
            label: format!("thinning air, round {since}"),
            value: rule.gradual_test_step.saturating_mul(since),
        }];
        let t = s.test(Characteristic::T, None, mods, None, Purpose::Vacuum)?;
        s.say(format!("{name} struggles in the thinning air: {}", describe(&t)));
        let dose = if t.success { rule.gradual_resisted } else { rule.gradual };
        s.blow(&Blow::of("the thinning air", &dose, s.sudden_death))?;
        return Ok(());
    }
    s.blow(&Blow::of("depressurisation", &rule.depressurisation, s.sudden_death))?;
    if v.space && !s.state.dead {
        let mods = vec![NamedModifier::with_id("coldOfSpace", "the cold of space", rule.cold_test)];
        let t = s.test(Characteristic::T, None, mods, None, Purpose::Vacuum)?;
        s.say(format!("{name} endures the cold of space: {}", describe(&t)));
        if !t.success {
            s.blow(&Blow::of("the cold of space", &rule.cold, s.sudden_death))?;
        }
    }
    Ok(())
}
