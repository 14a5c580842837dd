//! A lean trial for analysis: the plain attack most requests are (one strike at one target,
//! a shot of any fire mode or a melee blow, with or without a Dodge or Parry, in cover or
//! not, with the qualities, talents and traits that act before the dice or within the test,
//! the hits, the reaction, the damage roll and soak, at a target with or without
//! conditions, fatigue, damage and injuries, and the qualities that act after each hit; no
//! area, overheating or a target's fate re-roll), rolled through the attack's own steps (the
//! test roll, `hits`, `reaction::react`, `damage::roll`, `apply::hit`) but without the
//! outcome or the strike's record: the trial counts its hits, damage and wounds as it goes.
//!
//! The plan (`Plan::of`) says whether a prepared request is such an attack; anything else
//! runs the full engine. Within the plan, hits soak as plain numbers while nothing changes
//! the target but its wounds; from the first hit that raises Righteous Fury or deals
//! critical damage, the target's running state takes that hit and the rest as
//! `strike::land` has them, and `body::finish` settles it, as the engine does. The lean
//! trial draws the same dice in the same order as the engine, so every trial counts exactly
//! what the engine would: a seeded analysis is the same either way, which
//! `tests/properties.rs` checks over generated requests.

use super::analysis_counts::Trial;
use super::damage::{self, Buffers};
use super::hits::Placed;
use super::{after_hit, apply, attack_test, hits, reaction, Log, Prepared};
use crate::dice::{Dice, Purpose};
use crate::error::Result;
use crate::model::TestResult;
use crate::rules::action_types::Resolution;
use crate::rules::features::Fx;

/// What a plain attack needs, worked out once per request.
pub(super) struct Plan {
    /// The attacker's Unnatural value in the tested characteristic (extra degrees where
    /// the line gives them).
    unnatural: i32,
    /// The test's base with its modifiers' capped total folded in, as
    /// `attack_test::spec` makes it for a run that keeps only the statistics.
    folded_base: i32,
    /// Soak as plain numbers, when nothing changes it (no cover, and no quality, talent or
    /// trait that acts on armour, penetration or Toughness): the target's Toughness Bonus,
    /// wounds and damage taken. Otherwise `apply::hit` soaks each hit on a running state.
    plain_soak: Option<PlainSoak>,
    /// A quality, talent or trait acts after each hit (`after_hit`: Shocking, Toxic, Snare,
    /// Concussive, Crippling): every hit goes through the target's running state, and the
    /// flat trial's tables do not take the attack.
    pub(super) after_hits: bool,
}

/// See `Plan::plain_soak`.
struct PlainSoak {
    toughness_bonus: i32,
    wounds: i32,
    damage: i32,
}

/// Whether an effect changes soak (`armour::numbers`).
fn soaks(fx: &Fx) -> bool {
    matches!(fx, Fx::Penetration { .. } | Fx::Armour { .. } | Fx::Felling | Fx::NaturalArmour | Fx::Toughness { .. })
}

/// The room lean trials reuse: the hits scored, and the damage dice.
#[derive(Default)]
pub(super) struct Room {
    scored: Vec<Placed>,
    damage: Buffers,
}

/// Whether an effect of a quality, talent or trait leaves a trial lean: it acts before the
/// dice (the modifiers, jams, the reaction's plan), inside the steps the lean trial runs
/// (the test, the hits, the reaction, the damage roll, soak), or after a hit, where the
/// lean trial runs the engine's own `after_hit::apply` on the running state (`acts_after`).
/// Area and overheating run the full engine. Every effect is named, so a new one is decided
/// here when it is added.
fn lean(fx: &Fx) -> bool {
    match fx {
        Fx::Test { .. }
        | Fx::NoAim
        | Fx::CalledShot { .. }
        | Fx::NoRangePenalty
        | Fx::SeesInDarkness
        | Fx::NoOutnumber
        | Fx::Parry(_)
        | Fx::NoParry
        | Fx::Unparriable
        | Fx::PowerField(_)
        | Fx::NoLightning
        | Fx::Reactions(_)
        | Fx::ExtraHit { .. }
        | Fx::HitsTimes(_)
        | Fx::AmmoTimes(_)
        | Fx::PointBlankHits { .. }
        | Fx::Jam(_)
        | Fx::Tearing
        | Fx::DieMin
        | Fx::DieMax
        | Fx::AccurateDice { .. }
        | Fx::Damage { .. }
        | Fx::FuryOn
        | Fx::CriticalLess(_)
        | Fx::Unnatural(_)
        | Fx::Size
        | Fx::Regeneration { .. }
        | Fx::Initiative { .. }
        | Fx::Flight { .. }
        | Fx::Gait { .. }
        | Fx::Allows(_)
        | Fx::Penetration { .. }
        | Fx::Armour { .. }
        | Fx::Felling
        | Fx::NaturalArmour
        | Fx::Toughness { .. }
        // The mind's: no attack reads them.
        | Fx::FearRating
        | Fx::FearImmune
        | Fx::NoInsanity
        | Fx::FearBonus(_)
        | Fx::FearReroll
        | Fx::IgnoresMundaneHorror => true,
        Fx::Shocking { .. } | Fx::Toxic { .. } | Fx::Snare { .. } | Fx::Concussive { .. } | Fx::Crippling => true,
        Fx::Blast | Fx::Spray { .. } | Fx::Ignite { .. } | Fx::Overheat(_) => false,
    }
}

/// Whether an effect acts after each hit (`after_hit`), on the target's running state.
fn acts_after(fx: &Fx) -> bool {
    matches!(fx, Fx::Shocking { .. } | Fx::Toxic { .. } | Fx::Snare { .. } | Fx::Concussive { .. } | Fx::Crippling)
}

impl Plan {
    /// The plan for a prepared request, if it is a plain attack.
    pub(super) fn of(pr: &Prepared) -> Option<Plan> {
        let req = &*pr.req;
        let fate = pr.fate;
        let sets = [&pr.feats.weapon, &pr.feats.attacker, &pr.feats.target, &pr.feats.parry];
        let plain = pr.more.is_empty()
            && pr.rule.resolution == Resolution::Strike
            && pr.automatic.is_none()
            && !fate.reroll
            && !fate.extra_degree
            && pr.overheat_at.is_none()
            && !pr.scatters_on_miss
            && pr.spray.is_none()
            && !pr.unarmed
            && !pr.helpless_target
            && pr.zone.members.is_empty()
            && pr.zone.pin.is_none()
            && !pr.zone.stray
            && sets.iter().all(|set| set.effects().all(|(_, fx)| lean(fx)))
            // The target's conditions, injuries and fatigue need nothing of the plan: they
            // are in its running state from the start (`Prepared::target_state`), which the
            // engine's own steps read from the first hit with critical damage, and before
            // that they change no step the plan takes (the test's modifiers and the
            // reaction are worked out in `prepare`). A target they leave unconscious is
            // helpless, and not planned, so a trial's target is neither dead nor
            // unconscious until a hit says so. A target that burns a fate point rather than
            // die (003 "Burning Fate") has it in that state too (`body::finish`); one that
            // spends one to re-roll its reaction does not run lean.
            && !req.target_fate.is_some_and(|f| f.reroll);
        if !plain {
            return None;
        }
        let folded = attack_test::spec(false, pr.p, pr.characteristic, None, pr.base, &pr.modifiers);
        let after_hits = sets.iter().any(|set| set.any(acts_after));
        let plain = !after_hits
            && req.target.cover.is_none()
            && ![&pr.feats.weapon, &pr.feats.target].iter().any(|set| set.any(soaks))
            && pr.target.toughness_bonus.is_ok();
        let plain_soak = plain.then(|| PlainSoak {
            toughness_bonus: pr.target.toughness_bonus.clone().unwrap_or(0),
            wounds: req.target.wounds.unwrap_or(0),
            damage: req.target.damage,
        });
        Some(Plan { plain_soak, folded_base: folded.base, unnatural: pr.attacker.unnatural(pr.characteristic), after_hits })
    }

    /// Step two, as `attack_test::roll` has it without fate or an overheat, and whether the
    /// weapon jammed (a jammed shot misses).
    pub(super) fn test(&self, pr: &Prepared, dice: &mut Dice) -> Result<(TestResult, bool)> {
        let p = pr.p;
        let spec = crate::test::Spec {
            characteristic: pr.characteristic,
            skill: None,
            base: self.folded_base,
            modifiers: Vec::new(),
        };
        let mut test = crate::test::roll_with(p, spec, self.unnatural, dice, Purpose::Attack)?;
        attack_test::unfold(false, &mut test, pr.base);
        let jammed = test.roll.zip(pr.jam_at).is_some_and(|(r, at)| r >= at);
        if jammed && test.success {
            test.success = false;
            test.degrees = crate::test::min_degrees(p);
        }
        Ok((test, jammed))
    }

    /// One trial with `dice`.
    #[crate::hot]
    pub(super) fn trial(&self, pr: &Prepared, dice: &mut Dice, room: &mut Room) -> Result<Trial> {
        let p = pr.p;
        let (test, jammed) = self.test(pr, dice)?;
        let mut trial = Trial { jammed, ..Trial::default() };
        if !test.success {
            return Ok(trial);
        }
        // Step three, the target's reaction, then four and five for each hit that landed, on
        // the target's damage so far.
        let mut log = Log::stats();
        let first = hits::first_location(pr, &test, dice, &mut log)?;
        let count = hits::count(pr, &test, &mut log);
        let Room { scored, damage: buffers } = room;
        scored.clear();
        hits::each_placed(p, first, count, |h| {
            scored.push(h);
            Ok(true)
        })?;
        // One strike: the target has its reaction (`strike::all`).
        let (_, landed) = reaction::react(pr, scored, true, dice, &mut log)?;
        // Steps four and five: the engine's own `damage::roll`, then soak as plain numbers
        // (`apply::soak` and `body::wounds::wound` with nothing to change them) while a hit
        // raises no Righteous Fury and takes no critical damage; from the first that does,
        // that hit is rolled again from the same dice on the target's running state, and
        // so is every later hit (`on_state`).
        let mut taken = 0;
        let mut k = 0;
        if let Some(s) = &self.plain_soak {
            taken = s.damage;
            while let Some(placed) = scored.get(k).filter(|_| k < landed) {
                let saved = dice.clone();
                let rolled = damage::roll(pr, &test, placed, dice, &mut log, buffers)?;
                let total = rolled.damage.total;
                if rolled.fury.is_none() && rolled.fury_row.is_none() {
                    let armour = pr.req.target.armour.get(placed.location);
                    let effective = (armour - pr.req.weapon.penetration).max(0);
                    let wounds = if total > 0 { (total - effective - s.toughness_bonus).max(0) } else { 0 };
                    let now = taken + wounds;
                    // Damage past the wounds is critical damage: the running state's.
                    if now - s.wounds <= 0 || wounds == 0 {
                        taken = now.min(s.wounds);
                        trial.hits += 1;
                        trial.damage += i64::from(total);
                        trial.wounds += i64::from(wounds);
                        k += 1;
                        continue;
                    }
                }
                *dice = saved;
                break;
            }
            if k >= landed {
                return Ok(trial);
            }
        }
        // The state the plain hits so far left: the wounds they took, nothing else.
        let mut state = pr.target_state();
        if self.plain_soak.is_some() {
            state.damage = taken;
        }
        let rest = scored.get(k..landed).unwrap_or_default();
        on_state(pr, rest, state, dice, &mut trial, None, |placed, dice| damage::roll(pr, &test, placed, dice, &mut log, buffers))?;
        Ok(trial)
    }
}

/// Steps four and five for `placed` (an attack's landed hits from the first that needs the
/// target's running state) as `strike::land` has them (each hit's damage from `roll`,
/// which draws as `damage::roll` does; `apply::hit`, `after_hit::apply`), then
/// `body::finish` settles the target; counted into `trial`. The lean trial ends here, and
/// so does a flat trial that reaches critical damage. `soaked`: what the hits meet beside
/// worn armour, where the caller knows it (`apply::Soaked`; else the first hit works it out).
#[crate::hot]
pub(super) fn on_state(
    pr: &Prepared,
    placed: &[Placed],
    mut state: crate::body::State,
    dice: &mut Dice,
    trial: &mut Trial,
    mut soaked: apply::Soaked,
    mut roll: impl FnMut(&Placed, &mut Dice) -> Result<damage::Rolled>,
) -> Result<()> {
    let mut log = Log::stats();
    for placed in placed {
        let rolled = roll(placed, dice)?;
        let total = rolled.damage.total;
        // The hit is worked on where `apply::hit` left it, in its `Result`: taking it out
        // (`?`) copied the whole record, a few hundred bytes, on every hit.
        let mut made = apply::hit(pr, placed, rolled, &mut state, dice, &mut log, &mut soaked);
        let hit = match made.as_mut() {
            Ok(hit) => hit,
            Err(_) => return made.map(|_| ()),
        };
        after_hit::apply(pr, hit, &mut state, dice, &mut log)?;
        trial.hits += 1;
        trial.damage += i64::from(total);
        trial.wounds += i64::from(hit.wounds_dealt());
        trial.critical |= hit.critical_dealt();
        trial.fury |= hit.fury_triggered();
    }
    let before = i64::from(pr.req.target.critical_damage);
    let target = crate::body::finish(pr.p, state, &mut log)?;
    trial.dead = target.dead;
    trial.unconscious = target.unconscious;
    trial.critical_damage = i64::from(target.critical_damage) - before;
    Ok(())
}
