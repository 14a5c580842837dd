//! Step one: every modifier to the attack test, each named, the total capped at ±60 (000
//! "Step One: Apply Modifiers", 003 "Combining Difficulties", 002 "Step 1"). The numbers are
//! the line's (`Profile::circumstances`, `ranges`, `sizes`, the action's row); this file
//! only decides which apply. The qualities, talents and traits that change the test
//! (`Fx::Test`, `NoAim`, `CalledShot`, `NoRangePenalty`, `SeesInDarkness`, `NoOutnumber`)
//! are read here too: each modifier one adds is labelled with the feature's name, and each
//! modifier one removes leaves a note naming the feature.

use super::action_check::Checked;
use super::in_play::{Band, Feats, Situation};
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::features::Fx;
use crate::rules::{PointBlankShort, SizeScope};
use crate::test;
use crate::test::validate;

/// Circumstance names a request may set (API.md, plus `targetArmed`, `untrainedWeapon`,
/// `movingFire`, `movedFirst` (moved, or charged, before a Knock-Down) and `feinted` (the
/// attacker won a Feint against this target)).
/// Checks the distances (the circumstances are checked as they are read).
pub(super) fn check_circumstances(req: &AttackRequest) -> Result<()> {
    if let Some(n) = req.circumstances.outnumber {
        if n > 1000 {
            return Err(Error::invalid("circumstances.outnumber", "must be a whole number from 0 to 1000"));
        }
    }
    for (v, path) in [(req.range, "range"), (req.area_edge, "areaEdge")] {
        if let Some(r) = v {
            if !r.is_finite() || !(0.0..=1_000_000.0).contains(&r) {
                return Err(Error::invalid(path, "must be a distance in metres from 0 to 1000000"));
            }
        }
    }
    if let Some(pf) = &req.platform {
        let p = crate::rules::profile(req.ruleset);
        crate::vehicle::hull::Hull::of(p, &pf.vehicle, "platform.vehicle")?;
        if pf.role == PlatformRole::Passenger && !pf.vehicle.open_topped && !pf.fire_point {
            return Err(Error::not_allowed(
                "platform.role",
                "a passenger fires only from an open-topped vehicle or a place to fire from (`firePoint`; 002 Vehicle Attacks)",
            ));
        }
        if pf.role == PlatformRole::Driver && pf.drove_full_action {
            return Err(Error::not_allowed(
                "platform.droveFullAction",
                "a driver who spent his whole action moving the vehicle cannot attack (Only War, Vehicle Attacks)",
            ));
        }
    }
    Ok(())
}

/// Adds a modifier the engine makes, with its stable id (a GM's own modifiers come from
/// the request as they are), unless it is 0.
pub(super) fn push_id(mods: &mut Vec<NamedModifier>, id: &str, label: &str, value: i32) {
    if value != 0 {
        mods.push(NamedModifier::with_id(id, label, value));
    }
}

/// The result of step one.
pub(super) struct StepOne {
    pub modifiers: Vec<NamedModifier>,
    pub total: i32,
    pub automatic: Option<(bool, &'static str)>,
    pub point_blank: bool,
    /// The range band by distance (`None`: a melee attack, or no distance or weapon range).
    pub band: Option<Band>,
    /// The shot is into a melee (the target engaged, the shooter not).
    pub into_melee: bool,
    /// The modifier total had the shooting-into-melee penalty not applied (capped).
    pub total_but_for_melee: i32,
    pub notes: Vec<String>,
}

/// The modifiers gathered so far, with the notes that explain what did not apply.
struct Gathered {
    m: Vec<NamedModifier>,
    notes: Vec<String>,
    band: Option<Band>,
}

impl Gathered {
    /// Adds a modifier other than 0, with its stable id (see `NamedModifier::id`).
    fn push(&mut self, id: &str, label: &str, value: i32) {
        push_id(&mut self.m, id, label, value);
    }
}

pub(super) fn gather(req: &AttackRequest, k: &Checked, feats: &Feats) -> Result<StepOne> {
    let p = k.p;
    let mut g = Gathered { m: Vec::new(), notes: Vec::new(), band: None };
    the_action(req, k, feats, &mut g);
    let applied = range_band(req, k, feats, &mut g);
    let point_blank = applied == Band::PointBlank;
    let melee_penalty = the_target(req, k, point_blank, &mut g)?;
    the_attacker(req, k, &mut g);
    circumstances(req, k, feats, &mut g);
    features(req, k, feats, g.band.unwrap_or(Band::Normal), &mut g)?;
    let Gathered { mut m, notes, band } = g;
    m.extend(validate::modifiers(&req.modifiers, "modifiers")?);
    let uncapped: i32 = m.iter().map(|x| x.value).sum();
    let total_but_for_melee = (uncapped - melee_penalty).clamp(-p.modifier_cap, p.modifier_cap);
    let total = test::cap(p, &mut m);

    let automatic = if k.melee && k.helpless_target {
        Some((true, "the target is helpless: melee attacks hit automatically"))
    } else if !k.melee && req.attacker.has_condition(Condition::Blinded) {
        Some((false, "a blinded attacker misses every ranged attack"))
    } else {
        None
    };
    let into_melee = into_melee(req, k);
    Ok(StepOne { modifiers: m, total, automatic, point_blank, band, into_melee, total_but_for_melee, notes })
}

/// A shot into a melee: the target engaged, the shooter not.
fn into_melee(req: &AttackRequest, k: &Checked) -> bool {
    !k.melee && req.target.has_condition(Condition::Engaged) && !req.attacker.has_condition(Condition::Engaged)
}

/// The action's own modifier (and the Standard Attack made beside a second-generation
/// Guarded Action), two-weapon penalties, a grapple's carrier, and aim.
fn the_action(req: &AttackRequest, k: &Checked, feats: &Feats, g: &mut Gathered) {
    let p = k.p;
    let attacker = &req.attacker;
    if k.rule.with_standard_attack {
        if let Some(std) = p.action(Action::Standard).and_then(|d| d.rule()) {
            g.push("standardAttack", "Standard Attack", std.modifier);
        }
    }
    if k.on_the_move {
        g.push("actionOnTheMove", &format!("{} on the move", k.name), k.rule.on_the_move.unwrap_or(0));
    } else if let Some(t) = k.rule.waived_by.filter(|t| attacker.has_talent(t)) {
        g.notes.push(format!("the {t} talent spares the {} modifier of {:+}", k.name, k.rule.modifier));
    } else {
        g.push("action", k.name, k.rule.modifier);
        if req.action == Action::CalledShot {
            called_shot(k, feats, g);
        }
    }
    // Two weapons (000 and 003 "Two-Weapon Fighting", 002 "Two Weapon Fighting").
    let tw = &p.two_weapon;
    let ambidextrous = attacker.has_talent(tw.ambidextrous);
    let secondary = req.hand == Hand::Secondary;
    if req.both_hands {
        let each = if ambidextrous { tw.both_ambidextrous } else { tw.both };
        g.push("twoWeapons", if ambidextrous { "Two weapons (Ambidextrous)" } else { "Two weapons" }, each);
    }
    if secondary && !ambidextrous && (!req.both_hands || tw.secondary_stacks) {
        g.push("secondaryHand", "Secondary hand", tw.secondary_hand);
    }
    if let Some((label, value)) = super::grapple::carrier_modifier(req, p) {
        g.push("grappleCarrier", label, value);
    }
    let no_aim = feats.weapon.find(|fx| matches!(fx, Fx::NoAim).then_some(()));
    match (req.aim, no_aim) {
        (Aim::None, _) => {}
        (aim, Some((a, ()))) => {
            let lost = if aim == Aim::Half { p.aim.half } else { p.aim.full };
            g.notes.push(format!("{}: aiming gives no bonus (the Aim's {lost:+} is not applied)", a.label()));
        }
        (Aim::Half, None) => g.push("aimHalf", "Aim (half action)", p.aim.half),
        (Aim::Full, None) => g.push("aimFull", "Aim (full action)", p.aim.full),
    }
}

/// Talents that shrink a Called Shot's penalty (Deadeye Shot, Sure Strike, Precise Blow,
/// Precision Killer), each a modifier of its own that brings the action's modifier no
/// higher than 0; the largest applies first.
fn called_shot(k: &Checked, feats: &Feats, g: &mut Gathered) {
    let mut talents: Vec<_> = feats
        .attacker
        .effects()
        .filter_map(|(a, fx)| match fx {
            Fx::CalledShot { melee, less } if *melee == k.melee => Some((a, *less)),
            _ => None,
        })
        .collect();
    let mut left = (-k.rule.modifier).max(0);
    // The largest first (of equals, the first given): a talent or two, so picked in turn.
    while let Some(i) = (0..talents.len()).max_by_key(|&i| (talents.get(i).map(|t| t.1), std::cmp::Reverse(i))) {
        let (a, less) = talents.remove(i);
        let back = less.clamp(0, left);
        left -= back;
        if back > 0 {
            g.push(a.f.id, &a.label(), back);
            g.notes.push(format!("{}: the Called Shot's {:+} is {back} smaller", a.label(), k.rule.modifier));
        } else {
            g.notes.push(format!("{}: the Called Shot has no penalty left to reduce", a.label()));
        }
    }
}

/// Range bands for a ranged attack (and the extra distance to a low flier). Returns the
/// band whose modifier applies (`Normal` in melee, when no band was worked out, and when a
/// concealed target or an engaged one waives it). Marksman (`NoRangePenalty`)
/// drops the Long and Extreme range modifiers; the band stays what it is.
/// The band by distance alone goes in `g.band` (what Melta and Scatter's armour read).
fn range_band(req: &AttackRequest, k: &Checked, feats: &Feats, g: &mut Gathered) -> Band {
    let p = k.p;
    let from_below = super::flying::from_below(p, req, k.melee);
    if let Some((extra, modifier)) = from_below {
        g.push("flierAbove", "Shooting up at a low-altitude flier", modifier);
        g.notes.push(format!(
            "the target flies at low altitude: {extra} metres are added to the range (Dark Heresy, Altitude)"
        ));
    }
    if k.melee {
        return Band::Normal;
    }
    let (d, wr) = match (req.range.map(|d| d + from_below.map_or(0.0, |f| f.0)), req.weapon.range) {
        (Some(d), Some(wr)) => (d, wr),
        (Some(_), None) => {
            g.notes.push("no range band: the weapon has no range".into());
            return Band::Normal;
        }
        (None, _) => {
            g.notes.push("no range band: no distance to the target was given".into());
            return Band::Normal;
        }
    };
    let short = wr / 2.0;
    let pb_limit = match p.ranges.point_blank_short_weapon {
        Some(PointBlankShort::OneLessThanShort) if short < 3.0 => (short - 1.0).max(0.0),
        Some(PointBlankShort::Metres(x)) if short < 3.0 => x,
        _ => p.ranges.point_blank_metres,
    };
    g.band = Some(match d {
        d if d <= pb_limit => Band::PointBlank,
        d if d < short => Band::Short,
        d if d > 3.0 * wr => Band::Extreme,
        d if d > 2.0 * wr => Band::Long,
        _ => Band::Normal,
    });
    let engaged_with_target =
        req.attacker.has_condition(Condition::Engaged) && req.target.has_condition(Condition::Engaged);
    let band = if d <= pb_limit {
        Band::PointBlank
    } else if d < short {
        Band::Short
    } else if d > 3.0 * wr {
        Band::Extreme
    } else if d > 2.0 * wr {
        Band::Long
    } else {
        Band::Normal
    };
    if req.circumstances.concealed && p.ranges.none_when_concealed {
        g.notes.push("no range modifier: the target is completely concealed (Dark Heresy, Ranged Attacks)".into());
        return Band::Normal;
    }
    let (id, label, value) = match band {
        Band::PointBlank if engaged_with_target => {
            g.notes.push("no point blank bonus: attacker and target are engaged in melee".into());
            return Band::Normal;
        }
        Band::PointBlank => ("pointBlank", "Point Blank range", p.ranges.point_blank),
        Band::Short => ("shortRange", "Short range", p.ranges.short),
        Band::Long => ("longRange", "Long range", p.ranges.long),
        Band::Extreme => ("extremeRange", "Extreme range", p.ranges.extreme),
        Band::Normal => return band,
    };
    let far = matches!(band, Band::Long | Band::Extreme);
    match feats.attacker.find(|fx| matches!(fx, Fx::NoRangePenalty).then_some(())) {
        Some((a, ())) if far && value < 0 => {
            g.notes.push(format!("{}: no {label} penalty (the {value:+} is not applied)", a.label()));
        }
        _ => g.push(id, label, value),
    }
    band
}

/// The target: its size and its conditions, and shooting into the melee it is in. Returns
/// the into-melee penalty applied (0 if none), for the stray-shots rule.
fn the_target(req: &AttackRequest, k: &Checked, point_blank: bool, g: &mut Gathered) -> Result<i32> {
    let p = k.p;
    let c = &p.circumstances;
    let melee = k.melee;
    let target = &req.target;
    // The size field, or the size trait (the same number).
    if let Some(row) = crate::test::feature_set::size(p, target, "target")? {
        if p.size_scope == SizeScope::AllAttacks || !melee {
            g.push("size", &format!("Size: {}", crate::error::suggest::title(row.name)), row.modifier);
        }
    }
    if target.has_condition(Condition::Unaware) || target.has_condition(Condition::Surprised) {
        g.push("unawareTarget", "Unaware target", c.unaware_target);
    }
    if target.has_condition(Condition::Stunned) {
        g.push("stunnedTarget", "Stunned target", c.stunned_target);
    }
    if target.has_condition(Condition::Prone) {
        if melee {
            g.push("proneTarget", "Prone target", c.prone_target_melee);
        } else if !(point_blank && c.prone_ranged_waived_point_blank) {
            g.push("proneTarget", "Prone target", c.prone_target_ranged);
        }
    }
    if target.has_condition(Condition::Running) {
        g.push("runningTarget", "Running target", if melee { c.running_target_melee } else { c.running_target_ranged });
    }
    if melee && target.has_condition(Condition::Grappled) {
        g.push("grapplingTarget", "Target is grappling", c.grappled_target_melee);
    }
    if melee && target.has_condition(Condition::DefensiveStance) {
        g.push("defensiveStanceTarget", "Target in Defensive Stance", c.defensive_stance_melee);
    }
    if !into_melee(req, k) {
        return Ok(0);
    }
    let waived = c.into_melee_waived_if_helpless
        && [Condition::Stunned, Condition::Helpless, Condition::Unaware, Condition::Unconscious]
            .iter()
            .any(|x| target.has_condition(*x));
    if waived {
        g.notes.push("no penalty for shooting into melee: someone in it is stunned, helpless or unaware".into());
        return Ok(0);
    }
    g.push("intoMelee", "Shooting into melee", c.shooting_into_melee);
    Ok(c.shooting_into_melee)
}

/// The attacker's state: fatigue, prone, pinned, blinded.
fn the_attacker(req: &AttackRequest, k: &Checked, g: &mut Gathered) {
    let p = k.p;
    let c = &p.circumstances;
    let attacker = &req.attacker;
    if let Some(f) = test::fatigue_modifier(p, attacker) {
        g.m.push(f);
    }
    if attacker.has_condition(Condition::Prone) || req.circumstances.attacker_prone {
        g.push(
            "attackerProne",
            "Attacker prone",
            if k.melee { c.attacker_prone_melee } else { c.attacker_prone_ranged },
        );
    }
    if !k.melee && attacker.has_condition(Condition::Pinned) {
        g.push("pinned", "Pinned", c.pinned_attacker_ranged);
    }
    if k.melee && attacker.has_condition(Condition::Blinded) {
        g.push("blinded", "Blinded", c.blinded_attacker_melee);
    }
}

/// The circumstances of the fight: light, ground, numbers, weather, bracing, concealment,
/// an unarmed fighter's foe, an untrained weapon. Dark Sight (`SeesInDarkness`) waives
/// darkness; the target's Combat Master (`NoOutnumber`) waives outnumbering.
fn circumstances(req: &AttackRequest, k: &Checked, feats: &Feats, g: &mut Gathered) {
    let c = &k.p.circumstances;
    let melee = k.melee;
    if req.circumstances.darkness {
        let value = if melee { c.darkness_melee } else { c.darkness_ranged };
        match feats.attacker.find(|fx| matches!(fx, Fx::SeesInDarkness).then_some(())) {
            Some((a, ())) if value < 0 => {
                g.notes.push(format!("{}: the attacker sees in the dark (Darkness {value:+} not applied)", a.label()))
            }
            _ => g.push("darkness", "Darkness", value),
        }
    }
    if !melee && req.circumstances.fog {
        g.push("fog", "Fog, mist, shadow or smoke", c.fog_ranged);
    }
    if melee && req.circumstances.higher_ground {
        g.push("higherGround", "Higher ground", c.higher_ground_melee);
    }
    if melee {
        let n = req.circumstances.outnumber.unwrap_or(0);
        let (id, label, value) = match n {
            0 | 1 => ("", "", 0),
            2 => ("outnumberTwo", "Outnumbering the target 2:1", c.outnumber_two),
            _ => ("outnumberThree", "Outnumbering the target 3:1", c.outnumber_three),
        };
        match feats.target.find(|fx| matches!(fx, Fx::NoOutnumber).then_some(())) {
            Some((a, ())) if value != 0 => g.notes.push(format!(
                "{}: the attackers gain nothing for outnumbering the target ({label} {value:+} not applied)",
                a.label()
            )),
            _ => g.push(id, label, value),
        }
        if req.circumstances.arduous_terrain {
            g.push("arduousTerrain", "Arduous terrain", c.arduous_terrain);
        } else if req.circumstances.difficult_terrain {
            g.push("difficultTerrain", "Difficult terrain", c.difficult_terrain);
        }
    }
    if req.circumstances.weather {
        g.push("weather", "Weather", c.weather);
    }
    let mounted = req.platform.as_ref().is_some_and(|pf| pf.mounted());
    if let Some(pf) = req.platform.as_ref().filter(|_| !melee) {
        let v = &k.p.vehicles;
        match pf.moved {
            PlatformMove::Tactical => g.push("platformMoved", "the vehicle moved its Tactical Speed", v.moved_tactical),
            PlatformMove::Double => g.push("platformMoved", "the vehicle moved twice its Tactical Speed", v.moved_double),
            PlatformMove::None => {}
        }
    }
    if req.weapon.class == WeaponClass::Heavy && !req.circumstances.braced {
        if mounted {
            g.notes.push("the weapon is mounted on the vehicle: braced".into());
        } else {
            g.push("unbracedHeavy", "Heavy weapon not braced", c.unbraced_heavy);
        }
    }
    if !melee && req.circumstances.concealed {
        g.push("concealedTarget", "Completely concealed target", c.concealed_target);
    }
    if k.unarmed && req.circumstances.target_armed {
        g.push("unarmedVsArmed", "Unarmed against an armed opponent", c.unarmed_vs_armed);
    }
    // The penalty once, whether the circumstance or the weapon (`trained: false`) says so.
    if req.circumstances.untrained_weapon || req.weapon.trained == Some(false) {
        // A driving skill covers the vehicle's mounted weapons (002 Vehicle Attacks).
        let drives = mounted
            && req.attacker.skills.iter().any(|(s, e)| {
                e.trained
                    && k.p.vehicles.driving_skills.iter().any(|d| {
                        crate::error::suggest::norm(s).starts_with(&crate::error::suggest::norm(d))
                    })
            });
        if drives {
            g.notes.push("the attacker's driving skill covers the vehicle's mounted weapons".into());
        } else {
            g.push("untrainedWeapon", "Weapon without the right talent", c.untrained_weapon);
        }
    }
}

/// The test modifiers of the weapon's qualities and the attacker's talents and traits
/// (`Fx::Test`: Accurate when aimed, Defensive, Twin-Linked), each labelled with its
/// feature.
fn features(req: &AttackRequest, k: &Checked, feats: &Feats, band: Band, g: &mut Gathered) -> Result<()> {
    let now = Situation::before_test(req, k.melee, band);
    for set in [&feats.weapon, &feats.attacker] {
        for (a, fx) in set.effects() {
            let Fx::Test { amount, when } = *fx else { continue };
            if !now.holds(when) {
                continue;
            }
            let value = a.scale(amount, k.p, &req.attacker, "attacker")?;
            if value != 0 {
                g.push(a.f.id, &a.label(), value);
                g.notes.push(format!("{}: {value:+} to the attack test", a.label()));
            }
        }
    }
    Ok(())
}
