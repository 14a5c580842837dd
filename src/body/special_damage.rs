//! Damage that is not an attack (`applyDamage`): a fall, a round on fire, vacuum,
//! suffocation, or any amount the caller names. The line's numbers for each hazard are the
//! profile's `hazards` (`rules::hazards`); the request's own fields override them.
//!
//! A blow lands on the given location or one rolled on the hit-location table (000 Table
//! 9-6, 003 Table 7-7, 002 and 004 "Hit Locations"). Armour less penetration and the
//! Toughness Bonus soak it unless the rule ignores them; cover does not, since nothing is
//! shot at the character. Damage past the wounds is critical damage, with the critical
//! table's effects (000 "Critical Damage", 003 "Critical Damage"): the same `wound`,
//! `critical` and `finish` as an attack's hits. Damage of no stated type is Impact (000
//! "Damage Types"; 003 "Damage Types" names falling as Impact).

use crate::body::{finish, wound, State, Wounding};
use crate::dice::{Dice, DiceExpr, Purpose};
use crate::error::wording::plural;
use crate::error::{Error, Result};
use crate::model::Log;
use crate::model::*;
use crate::rules::hazards::{Dose, FallDamage, Smothering};
use crate::rules::{profile, Profile};
use crate::test::validate;

/// The most metres a fall may be.
pub const MAX_FALL_METRES: i32 = 10_000;

/// One blow of damage that is not an attack, every choice made.
#[derive(Debug, Clone)]
pub(crate) struct Blow {
    /// What the log calls it ("the fall", "the flames").
    pub what: String,
    pub damage: DiceExpr,
    pub damage_type: DamageType,
    /// `None`: rolled on the hit-location table.
    pub location: Option<Location>,
    pub ignore_armour: bool,
    pub ignore_toughness: bool,
    pub penetration: i32,
    pub fatigue: u32,
    pub sudden_death: bool,
}

impl Blow {
    /// A blow of a dose from the line's rules.
    pub fn of(what: &str, dose: &Dose, sudden_death: bool) -> Blow {
        Blow {
            what: what.to_string(),
            damage: dose.damage,
            damage_type: dose.damage_type,
            location: dose.location,
            ignore_armour: dose.ignores_armour,
            ignore_toughness: dose.ignores_toughness,
            penetration: 0,
            fatigue: dose.fatigue,
            sudden_death,
        }
    }
}

/// `NdS+M` as text.
pub(crate) fn expr_text(e: &DiceExpr) -> String {
    match (e.count, e.modifier) {
        (0, m) => m.to_string(),
        (c, 0) => format!("{c}d{}", e.sides),
        (c, m) => format!("{c}d{}{m:+}", e.sides),
    }
}

/// Lands one blow on the character's running state and returns its record. `number` is
/// the blow's place among the call's hits (1-based), for the dice record.
pub(crate) fn strike(
    p: &Profile,
    blow: &Blow,
    number: u32,
    state: &mut State,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Hit> {
    dice.current_hit = Some(number);
    let location = match blow.location {
        Some(l) => l,
        None => {
            let roll = dice.d100(Purpose::HitLocation)?;
            let l = crate::rules::tables::location_for(roll);
            log.push(format!("hit location: rolled {roll}, the {}", l.label()));
            l
        }
    };
    let mut faces = Vec::with_capacity(blow.damage.count as usize);
    let mut total = blow.damage.modifier;
    for _ in 0..blow.damage.count {
        let (_, v) = dice.die(blow.damage.sides, Purpose::Damage)?;
        faces.push(v);
        total += v as i32;
    }
    let total = total.max(0);
    // Worn armour and the armour of the character's traits (Natural Armour, Machine).
    let armour = state.armour(location) + state.natural_armour();
    let effective_armour = if blow.ignore_armour { 0 } else { (armour - blow.penetration).max(0) };
    let toughness_bonus = if blow.ignore_toughness { 0 } else { state.toughness_bonus()? };
    let wounds = (total - effective_armour - toughness_bonus).max(0);
    log.push(format!(
        "{}: {} = {total} {} damage to the {}; {}, {}: {}",
        blow.what,
        if faces.is_empty() {
            expr_text(&blow.damage)
        } else {
            format!("{} ({})", expr_text(&blow.damage), faces.iter().map(u32::to_string).collect::<Vec<_>>().join(", "))
        },
        blow.damage_type.as_str(),
        location.label(),
        if blow.ignore_armour {
            "armour does not count".to_string()
        } else {
            format!("armour {armour} - penetration {} = {effective_armour}", blow.penetration)
        },
        if blow.ignore_toughness {
            "nor the Toughness Bonus".to_string()
        } else {
            format!("Toughness Bonus {toughness_bonus}")
        },
        plural(wounds, "wound")
    ));
    let struck =
        Wounding { own: &[], damage_type: blow.damage_type, location, wounds, sudden_death: blow.sudden_death };
    let critical = wound(p, &struck, state, dice, log)?;
    if blow.fatigue > 0 {
        state.add_fatigue(blow.fatigue as i32);
        log.push(format!("{}: {} of fatigue", blow.what, plural(blow.fatigue, "level")));
    }
    dice.current_hit = None;
    Ok(Hit {
        location,
        extra: false,
        damage: DamageRoll {
            total,
            dice: faces,
            modifier: blow.damage.modifier,
            strength_bonus: 0,
            ..DamageRoll::default()
        },
        wounds,
        critical,
        criticals: Vec::new(),
        righteous_fury: None,
        soak: Soak {
            cover_ap: 0,
            cover_absorbed: 0,
            armour: if blow.ignore_armour { 0 } else { armour },
            penetration: if blow.ignore_armour { 0 } else { blow.penetration },
            effective_armour,
            toughness_bonus,
            ..Soak::default()
        },
        fatigue: blow.fatigue as i32,
        strike: None,
        aftermath: Vec::new(),
    })
}

/// The wounds a character must have for damage to be applied to it.
pub(crate) fn need_wounds(actor: &Actor, who: &str, why: &str) -> Result<()> {
    if actor.wounds.is_none() {
        return Err(Error::invalid(&format!("{who}.wounds"), &format!("is required: {why}")));
    }
    Ok(())
}

/// The damage of a fall of `metres` whole metres, and how the log names it.
fn fall_damage(p: &Profile, metres: u32) -> (DiceExpr, String) {
    match p.hazards.falling.damage {
        FallDamage::PerMetre { base, per_metre } => {
            let extra = (metres as i32).saturating_mul(per_metre);
            let e = DiceExpr { modifier: base.modifier.saturating_add(extra), ..base };
            (e, format!("{} + {per_metre} a metre", expr_text(&base)))
        }
        FallDamage::Table { table, rows } => {
            let row = rows.iter().rev().find(|r| r.metres <= metres).or(rows.first());
            match row {
                Some(r) => (r.damage, format!("{table}, the {} m row", r.metres)),
                None => (DiceExpr { count: 0, sides: 10, modifier: 0 }, table.to_string()),
            }
        }
    }
}

/// A fall of `metres` whole metres as a blow (the line's falling rule), with its log line.
fn fall_blow(p: &Profile, metres: u32, sudden_death: bool, log: &mut Log) -> Blow {
    let f = &p.hazards.falling;
    let (damage, how) = fall_damage(p, metres);
    log.push(format!("a fall of {metres} m: {} ({how})", expr_text(&damage)));
    Blow {
        what: "the fall".to_string(),
        damage,
        damage_type: f.damage_type,
        location: None,
        ignore_armour: f.ignores_armour,
        ignore_toughness: f.ignores_toughness,
        penetration: 0,
        fatigue: 0,
        sudden_death,
    }
}

/// What a fall may ask of a character (its wounds, and what its critical damage needs),
/// checked before any die, as `applyDamage` checks a fall.
pub fn fall_needs(p: &Profile, actor: &Actor, features: &crate::test::feature_set::Set, who: &str) -> Result<()> {
    need_wounds(actor, who, "a fall deals damage")?;
    let mut needs = super::harm::harm_needs(p, &[], p.hazards.falling.damage_type);
    needs.of_features(features);
    needs.check(actor, who)
}

/// Lands a fall of `metres` whole metres on a character's running state as `applyDamage`
/// with a fall hazard does (for a move that ends in a fall); returns the hit.
pub(crate) fn fall(
    p: &Profile,
    metres: u32,
    sudden_death: bool,
    state: &mut State,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Hit> {
    let blow = fall_blow(p, metres.min(MAX_FALL_METRES as u32), sudden_death, log);
    strike(p, &blow, 1, state, dice, log)
}

/// The request's hazard as a blow, before the request's own fields override it.
fn preset(p: &Profile, req: &DamageRequest, log: &mut Log) -> Result<Option<Blow>> {
    let sudden = req.options.sudden_death;
    let h = &p.hazards;
    let blow = match &req.hazard {
        None => return Ok(None),
        Some(Hazard::Fall { metres }) => {
            let metres = validate::int(*metres, "hazard.metres", 0, MAX_FALL_METRES)? as u32;
            fall_blow(p, metres, sudden, log)
        }
        Some(Hazard::Fire {}) => Blow::of("the flames", &h.fire.burn, sudden),
        Some(Hazard::Vacuum { effect }) => {
            let v = &h.vacuum;
            match effect.unwrap_or_default() {
                VacuumEffect::Depressurisation => Blow::of("depressurisation", &v.depressurisation, sudden),
                VacuumEffect::Cold => Blow::of("the cold of space", &v.cold, sudden),
                VacuumEffect::Gradual => Blow::of("the thinning air", &v.gradual, sudden),
                VacuumEffect::GradualResisted => Blow::of("the thinning air", &v.gradual_resisted, sudden),
            }
        }
        Some(Hazard::Suffocation {}) => match &h.suffocation.unconscious {
            Smothering::Damage { dose } => Blow::of("suffocation", dose, sudden),
            Smothering::DiesAfterToughnessBonusRounds => {
                return Err(Error::not_allowed(
                    "hazard",
                    &format!(
                        "suffocation deals no damage in {}: an unconscious character without air dies after as many rounds as its Toughness Bonus (endRound with breath counts them)",
                        p.name
                    ),
                ))
            }
        },
    };
    Ok(Some(blow))
}

/// `applyDamage`: damage that is not an attack.
pub fn apply(req: &DamageRequest, entropy: u64) -> Result<DamageOutcome> {
    let p = profile(req.ruleset);
    validate::actor(p, &req.actor, "actor", true)?;
    let mut log: Log = Log::new(true);
    let preset = preset(p, req, &mut log)?;
    if req.damage.is_some() && preset.is_some() {
        log.push("the request's own damage replaces the hazard's".to_string());
    }
    let damage = match (&req.damage, &preset) {
        (Some(DamageAmount::Dice(text)), _) => DiceExpr::parse(text, "damage")?,
        (Some(DamageAmount::Number(n)), _) => {
            let n = validate::int(*n, "damage", 0, 1000)?;
            DiceExpr { count: 0, sides: 10, modifier: n }
        }
        (None, Some(b)) => b.damage,
        (None, None) => return Err(Error::invalid("damage", "is required without a hazard")),
    };
    if let Some(pen) = req.penetration {
        if !(0..=1000).contains(&pen) {
            return Err(Error::invalid("penetration", "must be a whole number from 0 to 1000"));
        }
    }
    if let Some(f) = req.fatigue {
        if f > 1000 {
            return Err(Error::invalid("fatigue", "must be a whole number from 0 to 1000"));
        }
    }
    let base = preset.unwrap_or_else(|| Blow {
        what: "the damage".to_string(),
        damage,
        damage_type: DamageType::Impact,
        location: None,
        ignore_armour: false,
        ignore_toughness: false,
        penetration: 0,
        fatigue: 0,
        sudden_death: req.options.sudden_death,
    });
    let blow = Blow {
        damage,
        damage_type: req.damage_type.unwrap_or(base.damage_type),
        location: req.location.or(base.location),
        ignore_armour: req.ignore_armour.unwrap_or(base.ignore_armour),
        ignore_toughness: req.ignore_toughness.unwrap_or(base.ignore_toughness),
        penetration: req.penetration.unwrap_or(base.penetration),
        fatigue: req.fatigue.unwrap_or(base.fatigue),
        ..base
    };
    // The character's own traits and talents count: Natural Armour and Machine as armour,
    // True Grit against critical damage. What the blow may ask of the character is checked
    // before any die (`body::harm`).
    let features = crate::test::feature_set::of_actor(p, &req.actor, "actor")?;
    let mut needs = super::harm::harm_needs(p, &[], blow.damage_type);
    needs.of_features(&features);
    needs.check(&req.actor, "actor")?;
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut state = State::of(p, &req.actor, "actor")?.called("the character").with_features(&features);
    let hit = strike(p, &blow, 1, &mut state, &mut dice, &mut log)?;
    let target = finish(p, state, &mut log)?;
    Ok(DamageOutcome { hits: vec![hit], target, dice: dice.take_record(), log: log.lines, seed: dice.seed() })
}
