//! The per-round step: what the conditions a character carries do to it as the rounds go
//! by. Two calls, placed where the books place each rule: `startTurn` (`turn_start`), at the
//! start of the character's turn, and `endRound` (`round_end`), at the end of the round.
//! This file holds what both gather as they go (`Step`).
//!
//! A pinned character's escape is at the end of its own turn: callers call
//! `escapePinning` then.

use crate::body::special_damage::{need_wounds, strike, Blow};
use crate::body::{finish, State};
use crate::dice::{Dice, Purpose};
use crate::error::wording::plural;
use crate::error::Result;
use crate::model::Log;
use crate::model::*;
use crate::rules::Profile;
use crate::test;

pub use super::round_end::end_round;
pub use super::turn_start::start_turn;

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
    pub(super) fn new(
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

    pub(super) fn fatigue(&mut self, levels: u32, why: &str) {
        if levels > 0 {
            self.state.add_fatigue(levels as i32);
            self.effects.push(Effect::Fatigue { levels });
            let name = self.name();
            self.say(format!("{why}: {name} takes {} of fatigue", plural(levels, "level")));
        }
    }

    pub(super) fn die(&mut self, why: &str) {
        if !self.state.dead {
            self.state.dead = true;
            self.effects.push(Effect::Death);
            let name = self.name();
            self.say(format!("{why}: {name} dies"));
        }
    }

    pub(super) fn outcome(
        self,
        can_act: Option<bool>,
        half_actions_only: bool,
        ended: Vec<Effect>,
    ) -> Result<RoundOutcome> {
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
