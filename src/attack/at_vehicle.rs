//! An attack at a vehicle (`resolveAttack` with a `Vehicle` target; 002 Attacking Vehicles).
//!
//! The attacker's side is an attack like any other: the request is made into an attack
//! request whose target stands in for the vehicle (its name and size, nothing of a
//! character), and prepared and rolled by the same steps: the modifiers (the vehicle's size,
//! a `platform` the attacker shoots from), the test, jams and overheats, a miss's scatter,
//! the hits the degrees score, each hit's damage and Righteous Fury. What differs is in
//! `vehicle_hits`: where each hit lands on 002's table, the driver's Jink, and the damage
//! meeting the facing's armour and the Structural Integrity (`vehicle::hull`).
//!
//! Refused before any die: actions that are not a plain strike (called shots, grapples,
//! feints and other melee manoeuvres, suppressing fire and overwatch, Multiple Attacks),
//! weapons that spray a cone, a Dodge or a Parry. Logged as having no effect: Toughness
//! and what works only on a living target (Felling, Shocking, Toxic, Snare, Concussive,
//! Crippling, setting a target alight).

use super::vehicle_hits;
use super::{area, attack_test, hits, overheat, prepare, scatter, Log, Prepared};
use crate::dice::Dice;
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::action_types::Resolution;
use crate::rules::features::Fx;
use crate::rules::profile;
use crate::vehicle::hull::Hull;

/// `resolveAttack` at a vehicle.
pub fn resolve_vehicle_attack(req: &VehicleAttackRequest, entropy: u64) -> Result<VehicleAttackOutcome> {
    let p = profile(req.ruleset);
    let mut hull = Hull::of_target(p, &req.target, "target")?;
    refuse_asked(req)?;
    let inner = stand_in(req);
    let pr = prepare(&inner, &[])?;
    refuse_prepared(&pr, req)?;
    let jink = vehicle_hits::plan_jink(p, req, &hull)?;
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut log = Log::new(req.options.log != Some(false));
    log.at(LogStep::Setup);
    if log.on() {
        log.push(format!("{}: attacked from its {} quarter", hull.name(), crate::vehicle::hull::facing_name(req.facing)));
        log.extend(pr.notes.iter().cloned());
    }

    log.at(LogStep::Test);
    let (test, jammed) = attack_test::roll(&pr, &mut dice, &mut log)?;
    log.at(LogStep::Overheat);
    let overheat = overheat::check(&pr, &test, &mut None, &mut dice, &mut log)?;
    let fired = !jammed && overheat.is_none();
    log.at(LogStep::Scatter);
    let mut scatter = if !test.success && fired { scatter::roll(&pr, &mut dice, &mut log)? } else { None };
    let caught = area::within_blast(&pr, scatter.as_mut(), &mut log);

    log.at(LogStep::Hits);
    let scored = if caught { 1 } else { hits::count(&pr, &test, &mut log) };
    let roll = if caught { None } else { test.roll };
    let mut spots = vehicle_hits::place(&pr, req, roll, scored, &mut dice, &mut log)?;

    log.at(LogStep::Reaction);
    let evasion = match &jink {
        Some(j) if !spots.is_empty() => vehicle_hits::jink(&pr, &hull, j, spots.len() as u32, &mut dice, &mut log)?,
        _ => None,
    };
    let negated = evasion.as_ref().map_or(0, |e| e.hits_negated as usize);
    spots.truncate(spots.len().saturating_sub(negated));

    // A blast that missed but still caught the vehicle counts no degrees of success.
    let damage_test = if caught { TestResult { success: true, degrees: 0, ..test.clone() } } else { test.clone() };
    let hits = land_all(&pr, &damage_test, spots, &mut hull, &mut dice, &mut log)?;
    log.at(LogStep::Result);
    if !test.success {
        note!(log, "the attack misses");
    }
    let target = hull.finish();
    note!(
        log,
        "{}: Structural Integrity {} of {}, {}{}",
        hull.name(),
        hull.integrity - hull.damage,
        hull.integrity,
        crate::vehicle::hull::state_name(target.state),
        if hull.critical > 0 { format!(", critical damage {}", hull.critical) } else { String::new() }
    );
    Ok(VehicleAttackOutcome {
        ruleset: req.ruleset,
        action: req.action,
        facing: req.facing,
        jammed,
        ammo: pr.ammo,
        hits_scored: scored,
        evasion,
        hits,
        target,
        scatter,
        overheat,
        test,
        dice: dice.take_record(),
        seed: dice.seed(),
        log: log.lines,
        log_steps: log.steps,
    })
}

/// Steps four and five for every hit that was not jinked, in order, then what the weapon's
/// living-only qualities do not do.
fn land_all(
    pr: &Prepared,
    test: &TestResult,
    spots: Vec<vehicle_hits::Spot>,
    hull: &mut Hull,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Vec<VehicleHit>> {
    let mut hits = Vec::with_capacity(spots.len());
    let mut buffers = super::damage::Buffers::default();
    for (i, spot) in spots.into_iter().enumerate() {
        dice.current_hit = Some(i as u32 + 1);
        hits.push(vehicle_hits::land(pr, test, spot, i > 0, hull, dice, log, &mut buffers)?);
    }
    dice.current_hit = None;
    log.at(LogStep::AfterHit);
    if !hits.is_empty() {
        living_only(pr, log);
    }
    Ok(hits)
}

/// The attack request the attacker's steps read: the caller's, aimed at a stand-in for the
/// vehicle that carries its name and size and nothing else a character has (no reaction:
/// the Jink is the vehicle's own).
fn stand_in(req: &VehicleAttackRequest) -> AttackRequest {
    let v = &req.target;
    let zero = Some(0);
    let target = Actor {
        name: Some(v.name.clone().unwrap_or_else(|| "the vehicle".to_string())),
        characteristics: Characteristics { ws: zero, bs: zero, s: zero, t: zero, ag: zero, int: zero, per: zero, wp: zero, fel: zero },
        unnatural: Characteristics::default(),
        skills: Default::default(),
        talents: Vec::new(),
        traits: Vec::new(),
        size: v.size.clone(),
        wounds: Some(1),
        damage: 0,
        critical_damage: 0,
        fatigue: 0,
        armour: Default::default(),
        cover: None,
        conditions: Vec::new(),
        player: false,
        altitude: Default::default(),
        fate: None,
        stunned_rounds: None,
        injuries: Vec::new(),
        dead: None,
        unconscious: None,
        damage_state: None,
        fate_spent: Vec::new(),
        psy_rating: None,
        insanity: 0,
        corruption: 0,
        meta: Default::default(),
    };
    AttackRequest {
        ruleset: req.ruleset,
        attacker: req.attacker.clone(),
        target,
        weapon: req.weapon.clone(),
        action: req.action,
        aim: req.aim,
        called_location: None,
        range: req.range,
        circumstances: req.circumstances.clone(),
        modifiers: req.modifiers.clone(),
        reaction: Reaction::None,
        options: req.options.clone(),
        dice: None,
        hand: req.hand,
        secondary_weapon: None,
        primary_action: None,
        secondary_action: None,
        area_edge: None,
        both_hands: false,
        given_test: None,
        grapple: None,
        fire_mode: None,
        overwatch_attack: None,
        kill_zone: Vec::new(),
        spread: Vec::new(),
        melee_opponent: None,
        target_weapon: None,
        fate: req.fate,
        target_fate: None,
        trials: None,
        exact: None,
        crit_tables: Vec::new(),
        platform: req.platform.clone(),
        horde_magnitude: None,
        meta: Default::default(),
    }
}

/// What an attack at a vehicle cannot ask, refused before it is prepared.
fn refuse_asked(req: &VehicleAttackRequest) -> Result<()> {
    if matches!(req.reaction, Reaction::Dodge | Reaction::Parry) {
        return Err(Error::not_allowed("reaction", "a vehicle cannot Dodge or Parry: its driver may 'jink'"));
    }
    if req.action == Action::CalledShot {
        return Err(Error::not_allowed(
            "action",
            "a called shot names a character's location; a vehicle's location comes from its own table (Only War, Attacking Vehicles)",
        ));
    }
    Ok(())
}

/// What an attack at a vehicle cannot be once its action and weapon are read, refused
/// before any die.
fn refuse_prepared(pr: &Prepared, req: &VehicleAttackRequest) -> Result<()> {
    if pr.rule.resolution != Resolution::Strike {
        return Err(Error::not_allowed(
            "action",
            &format!(
                "{} is not an attack at a vehicle: it takes plain strikes (standard, aimed, bursts, charges, all-out attacks); make each strike of several its own request",
                req.action.as_str()
            ),
        ));
    }
    if pr.spray.is_some() {
        return Err(Error::not_allowed(
            "weapon",
            "a weapon that sprays a cone is resolved against characters (their Agility test), not against a vehicle",
        ));
    }
    Ok(())
}

/// Logs each of the weapon's qualities that works only on a living target.
fn living_only(pr: &Prepared, log: &mut Log) {
    if !log.on() {
        return;
    }
    for (a, fx) in pr.feats.weapon.effects() {
        let why = match fx {
            Fx::Felling => "it lowers a character's Unnatural Toughness, and Toughness does not count against a vehicle",
            Fx::Shocking { .. } | Fx::Toxic { .. } | Fx::Snare { .. } | Fx::Concussive { .. } | Fx::Crippling => {
                "it works on a living target"
            }
            Fx::Ignite { .. } => "a vehicle takes no test to catch fire (set `onFire` if the GM rules it burns)",
            _ => continue,
        };
        log.push(format!("{}: no effect on a vehicle ({why})", a.label()));
    }
}

/// `resolveAttack`'s request, read: at a character, or at a vehicle.
pub enum AttackInput {
    Character(Box<AttackRequest>),
    Vehicle(Box<VehicleAttackRequest>),
}

/// Reads `resolveAttack`'s JSON. A request whose `target.kind` is `'vehicle'` is read as a
/// `VehicleAttackRequest` (its own errors then); any other as an `AttackRequest`. The
/// second reading is made only when the first fails, so an attack at a character is read
/// once.
pub fn read_attack(json: &str) -> Result<AttackInput> {
    match crate::json::from_str::<AttackRequest>(json) {
        Ok(r) => Ok(AttackInput::Character(Box::new(r))),
        Err(_) if targets_vehicle(json) => Ok(AttackInput::Vehicle(Box::new(crate::json::from_str(json)?))),
        Err(e) => Err(e),
    }
}

/// Reads an attack at a character for an entry point that takes no other (`entry`:
/// `analyzeAttack`, `prepareAttack`): a vehicle target is `not_allowed` there, by name.
pub fn read_character_attack(json: &str, entry: &str) -> Result<AttackRequest> {
    crate::json::from_str::<AttackRequest>(json).map_err(|e| {
        if targets_vehicle(json) {
            Error::not_allowed("target", &format!("{entry} takes an attack at a character; resolveAttack resolves one at a vehicle"))
        } else {
            e
        }
    })
}

/// Whether `json` is an object whose `target` is an object whose `kind` is `"vehicle"`;
/// everything else in it is skipped unread.
fn targets_vehicle(json: &str) -> bool {
    #[derive(serde::Deserialize)]
    struct Request<'a> {
        #[serde(borrow)]
        target: Option<Target<'a>>,
    }
    #[derive(serde::Deserialize)]
    struct Target<'a> {
        #[serde(borrow)]
        kind: Option<std::borrow::Cow<'a, str>>,
    }
    let r: Option<Request> = serde_json::from_str(json).ok();
    r.and_then(|r| r.target?.kind).as_deref() == Some("vehicle")
}
