//! How far a character moves and what it can carry (003 MOVEMENT, Tables 7-28, 7-29 and
//! 7-31, "The Effects of Gravity", "Exceeding Your Carrying Limits", "MOVEMENT AND
//! ENVIRONMENT", "Flying Movement"), and `movement`.

use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::features::{Fx, Gait};
use crate::rules::movement::{Movement, RoundSpeeds};
use crate::rules::{profile, Profile};
use crate::test::feature_set::Set;
use crate::test::{self, validate};

/// The most kilograms a request may name.
pub const MAX_KG: f64 = 1_000_000.0;

/// A number of metres or kilograms in a request: finite, from 0 to `max`.
pub(crate) fn amount(v: f64, path: &str, max: f64) -> Result<f64> {
    if !v.is_finite() || !(0.0..=max).contains(&v) {
        return Err(Error::invalid(path, &format!("must be a number from 0 to {max}")));
    }
    Ok(v)
}

/// Everything a move is worked out from: the line, the character, its features, the world.
pub(crate) struct Mover<'a> {
    pub p: &'static Profile,
    pub m: &'static Movement,
    pub actor: &'a Actor,
    pub feats: Set,
    pub gravity: Gravity,
    pub environment: &'a [Environment],
    pub carried: Option<f64>,
}

impl<'a> Mover<'a> {
    /// Checks the character and the world (before any die).
    pub fn new(
        ruleset: Ruleset,
        actor: &'a Actor,
        gravity: Option<Gravity>,
        environment: &'a [Environment],
        carried: Option<f64>,
    ) -> Result<Mover<'a>> {
        let p = profile(ruleset);
        validate::actor(p, actor, "actor", false)?;
        if environment.len() > crate::rules::movement::ENVIRONMENTS.len() {
            return Err(Error::invalid("environment", "names each environment at most once"));
        }
        let carried = carried.map(|kg| amount(kg, "carriedKg", MAX_KG)).transpose()?;
        let feats = crate::test::feature_set::of_actor(p, actor, "actor")?;
        Ok(Mover { p, m: p.domains().movement, actor, feats, gravity: gravity.unwrap_or_default(), environment, carried })
    }

    fn gait(&self, g: Gait) -> Option<&'static str> {
        self.feats.find(|fx| (*fx == Fx::Gait { gait: g }).then_some(())).map(|(a, _)| a.f.name)
    }

    /// The Strength Bonus (with any Unnatural Strength).
    pub fn strength_bonus(&self) -> Result<i32> {
        test::bonus(self.p, self.actor, Characteristic::S, "actor")
    }

    /// The sum of Strength and Toughness Bonus the limits are read at, gravity applied.
    pub fn limits_total(&self, log: &mut Log) -> Result<i32> {
        let s = self.strength_bonus()?;
        let t = test::bonus(self.p, self.actor, Characteristic::T, "actor")?;
        let mut total = s + t;
        let g = match self.gravity {
            Gravity::Low => Some(self.m.low_gravity),
            Gravity::High => Some(self.m.high_gravity),
            Gravity::Normal => None,
        };
        if let Some(g) = g {
            let before = total;
            total = (total + g.limits_total).max(0);
            log.push(format!(
                "{} gravity: Strength Bonus {s} + Toughness Bonus {t} = {before}, {:+} for the limits: {total}",
                gravity_name(self.gravity),
                g.limits_total
            ));
        }
        Ok(total)
    }

    /// Table 7-31's row at a total (a total past the table's last row uses that row).
    pub fn limits_at(&self, total: i32) -> Limits {
        let rows = self.m.limits;
        let i = usize::try_from(total).unwrap_or(0).min(rows.len().saturating_sub(1));
        rows.get(i).map_or(Limits { carry: 0.0, lift: 0.0, push: 0.0 }, |r| Limits {
            carry: r.carry,
            lift: r.lift,
            push: r.push,
        })
    }

    /// The Strength Bonus for throwing, gravity applied.
    pub fn throw_strength_bonus(&self) -> Result<i32> {
        let s = self.strength_bonus()?;
        Ok(match self.gravity {
            Gravity::Low => s + self.m.low_gravity.throw_strength_bonus,
            Gravity::High => (s + self.m.high_gravity.throw_strength_bonus).max(0),
            Gravity::Normal => s,
        })
    }

    /// Jumping and leaping distances are multiplied by this.
    pub fn jump_factor(&self) -> f64 {
        match self.gravity {
            Gravity::Low => self.m.low_gravity.jump_factor,
            Gravity::High => self.m.high_gravity.jump_factor,
            Gravity::Normal => 1.0,
        }
    }

    /// Whether the load is past the carry limit, and at the lift limit; a load past the
    /// lift limit is refused (a Strength test lifts it: `resolveMove` `lift`).
    pub fn load(&self, limits: &Limits, log: &mut Log) -> Result<(bool, bool)> {
        let Some(kg) = self.carried else { return Ok((false, false)) };
        if kg > limits.lift {
            return Err(Error::not_allowed(
                "carriedKg",
                &format!(
                    "{kg} kg is more than the lift limit of {} kg: it cannot be carried (a Strength test may lift it: resolveMove with {{ kind: 'lift' }})",
                    limits.lift
                ),
            ));
        }
        let encumbered = kg > limits.carry;
        let at_limit = kg >= limits.lift;
        if at_limit {
            log.push(format!(
                "carrying {kg} kg, at the lift limit of {} kg: encumbered, and moving at the normal rate takes a Full Action",
                limits.lift
            ));
        } else if encumbered {
            log.push(format!(
                "carrying {kg} kg, more than the carry limit of {} kg: encumbered ({:+} Agility Bonus for movement, {:+} to movement tests)",
                limits.carry, self.m.encumbered_agility_bonus, self.m.encumbered_tests
            ));
        }
        Ok((encumbered, at_limit))
    }

    /// The modifier to movement tests (an encumbered character's), as a named modifier.
    pub fn load_modifier(&self, encumbered: bool) -> Option<NamedModifier> {
        encumbered.then(|| NamedModifier {
            id: Some("encumbered".into()),
            label: "encumbered".to_string(),
            value: self.m.encumbered_tests,
        })
    }

    /// The Agility Bonus the speeds are read at: the Crawler's half, gravity, the load.
    pub fn agility_bonus(&self, encumbered: bool, log: &mut Log) -> Result<i32> {
        let mut ab = test::bonus(self.p, self.actor, Characteristic::Ag, "actor")?;
        log.push(format!("Agility Bonus {ab}"));
        if let Some(name) = self.gait(Gait::Crawler) {
            ab = (ab + 1) / 2;
            log.push(format!("{name}: half the Agility Bonus, rounded up, for movement: {ab}"));
        }
        match self.gravity {
            Gravity::Low => {
                ab += self.m.low_gravity.agility_bonus;
                log.push(format!(
                    "low gravity: {:+} Agility Bonus for movement: {ab}",
                    self.m.low_gravity.agility_bonus
                ));
            }
            Gravity::High => {
                let g = self.m.high_gravity;
                if ab > g.agility_bonus_floor {
                    ab = (ab + g.agility_bonus).max(g.agility_bonus_floor);
                }
                log.push(format!(
                    "high gravity: {:+} Agility Bonus for movement (no lower than {}): {ab}",
                    g.agility_bonus, g.agility_bonus_floor
                ));
            }
            Gravity::Normal => {}
        }
        if encumbered {
            ab = (ab + self.m.encumbered_agility_bonus).max(0);
        }
        Ok(ab)
    }

    /// What multiplies every speed: four legs, crippling injuries, treacherous ground.
    fn factor(&self, log: &mut Log) -> f64 {
        let mut f = 1.0;
        if let Some(name) = self.gait(Gait::Quadruped) {
            f *= 2.0;
            log.push(format!("{name}: movement doubled"));
        }
        if self.actor.injuries.iter().any(|e| matches!(e, Effect::MovementHalved { .. })) {
            f *= 0.5;
            log.push("an injury halves movement".to_string());
        }
        if !self.environment.is_empty() {
            let names: Vec<&str> = self.environment.iter().map(|e| e.as_str()).collect();
            match self.gait(Gait::Crawler) {
                Some(name) => log.push(format!("{name}: the ground ({}) does not slow it", names.join(", "))),
                None => {
                    f *= 0.5;
                    log.push(format!(
                        "treacherous ground ({}): movement halved (Dark Heresy, Table 7-30)",
                        names.join(", ")
                    ));
                }
            }
        }
        f
    }

    /// The hardest Agility test the environment sets a Charge or a Run.
    pub fn charge_or_run_test(&self) -> Option<i32> {
        self.environment
            .iter()
            .filter_map(|e| self.m.environments.iter().find(|r| r.environment == *e).map(|r| r.modifier))
            .min()
    }

    /// Metres a round at an Agility Bonus (Table 7-28 and the rule its rows follow).
    pub fn round_at(&self, ab: i32) -> RoundSpeeds {
        if ab <= 0 {
            return self.m.at_zero;
        }
        let k = f64::from(ab);
        let b = self.m.per_bonus;
        RoundSpeeds { half: b.half * k, full: b.full * k, charge: b.charge * k, run: b.run * k }
    }

    /// The flying movement: the request's number, else the Flyer or Hoverer trait's.
    fn flying(&self, asked: Option<f64>) -> Result<Option<i32>> {
        if let Some(v) = asked {
            return validate::int(v, "flying", 0, 100).map(Some);
        }
        Ok(self.feats.find(|fx| matches!(fx, Fx::Flight { .. }).then_some(())).map(|(a, _)| a.value()))
    }
}

pub(crate) fn gravity_name(g: Gravity) -> &'static str {
    match g {
        Gravity::Low => "low",
        Gravity::Normal => "normal",
        Gravity::High => "high",
    }
}

/// Everything `movement` says, for `resolveMove` too.
pub(crate) struct Speeds {
    pub ab: i32,
    pub round: RoundSpeeds,
    pub flying: Option<RoundSpeeds>,
    pub narrative: NarrativeSpeeds,
    /// The limits and the sum they are read at (zero when not asked for).
    pub limits: Limits,
    pub total: i32,
    pub encumbered: bool,
    pub at_limit: bool,
}

/// Works out the speeds; the limits only when `limits` (they need the Strength and
/// Toughness Bonus, which a move that lifts nothing and carries nothing does not).
pub(crate) fn speeds(mv: &Mover, flying: Option<f64>, limits: bool, log: &mut Log) -> Result<Speeds> {
    let (limits, total) = if limits || mv.carried.is_some() {
        let total = mv.limits_total(log)?;
        let limits = mv.limits_at(total);
        log.push(format!(
            "limits at Strength and Toughness Bonus {total}: carry {} kg, lift {} kg, push {} kg (Dark Heresy, Table 7-31{})",
            limits.carry,
            limits.lift,
            limits.push,
            if usize::try_from(total).unwrap_or(0) >= mv.m.limits.len() { ", its last row" } else { "" }
        ));
        (limits, total)
    } else {
        (Limits { carry: 0.0, lift: 0.0, push: 0.0 }, 0)
    };
    let (encumbered, at_limit) = mv.load(&limits, log)?;
    let ab = mv.agility_bonus(encumbered, log)?;
    let f = mv.factor(log);
    let base = mv.round_at(ab);
    let round = RoundSpeeds { half: base.half * f, full: base.full * f, charge: base.charge * f, run: base.run * f };
    log.push(format!(
        "metres a round (Dark Heresy, Table 7-28): half {}, full {}, charge {}, run {}",
        round.half, round.full, round.charge, round.run
    ));
    let rows = mv.m.narrative;
    let row = rows.get(usize::try_from(ab).unwrap_or(0).min(rows.len().saturating_sub(1)));
    let narrative = row.map_or(NarrativeSpeeds { per_minute: 0.0, per_hour: 0.0, per_day: 0.0 }, |r| NarrativeSpeeds {
        per_minute: r.per_minute_m * f,
        per_hour: r.per_hour_km * 1000.0 * f,
        per_day: r.per_day_km * 1000.0 * f,
    });
    log.push(format!(
        "narrative (Dark Heresy, Table 7-29{}): {} m a minute, {} m an hour, {} m a day",
        if ab as usize >= rows.len() { ", its last row" } else { "" },
        narrative.per_minute,
        narrative.per_hour,
        narrative.per_day
    ));
    let flying = mv.flying(flying)?.map(|x| {
        let s = mv.round_at(x);
        log.push(format!("flying movement {x}: half {}, full {}, charge {}, run {}", s.half, s.full, s.charge, s.run));
        s
    });
    Ok(Speeds { ab, round, flying, narrative, limits, total, encumbered, at_limit })
}

/// `movement`: how far a character moves this round and in narrative time, and its limits.
pub fn movement(req: &MovementRequest) -> Result<MovementOutcome> {
    let mv = Mover::new(req.ruleset, &req.actor, req.gravity, &req.environment, req.carried_kg)?;
    let mut log: Log = Log::new(true);
    let s = speeds(&mv, req.flying, true, &mut log)?;
    let charge_or_run_test = mv.charge_or_run_test();
    if let Some(m) = charge_or_run_test {
        log.push(format!("a Charge or Run here needs an Agility test ({m:+}) or the character falls prone"));
    }
    Ok(MovementOutcome {
        half: s.round.half,
        full: s.round.full,
        charge: s.round.charge,
        run: s.round.run,
        agility_bonus: s.ab,
        flying: s.flying,
        narrative: s.narrative,
        limits: s.limits,
        limits_total: s.total,
        encumbered: s.encumbered,
        full_action_to_move: s.at_limit,
        movement_tests: if s.encumbered { mv.m.encumbered_tests } else { 0 },
        charge_or_run_test,
        log: log.lines,
    })
}
