//! A driver's test (002 Vehicle Combat Actions, High Speed Chases): the line's driving skill
//! (Operate in the second-generation lines, Drive or Pilot in the first), the action's
//! difficulty, the terrain (002 Difficult Terrain & Other Hazards), and the penalty of a
//! heavily or critically damaged vehicle (002 Vehicle Repair) on every Operate test.

use super::hull::Hull;
use crate::dice::{Dice, Purpose};
use crate::error::suggest::{norm, title};
use crate::error::Result;
use crate::model::*;
use crate::rules::Profile;
use crate::test::{self, validate, Plain};

pub(crate) fn named(id: &str, label: String, value: i32) -> NamedModifier {
    NamedModifier { id: Some(id.into()), label, value }
}

/// The skill a driver tests: the one asked for, else a trained one of the line's driving
/// skills (a specialisation counts), else the line's first, untrained.
pub(crate) fn driving_skill(p: &Profile, driver: &Actor, asked: Option<&str>, path: &str) -> Result<String> {
    if let Some(s) = asked {
        validate::skill(p, driver, s, path)?;
        return Ok(s.to_string());
    }
    let trained = driver.skills.iter().find(|(k, e)| {
        e.trained && p.vehicles.driving_skills.iter().any(|d| norm(k).starts_with(&norm(d)))
    });
    Ok(match trained {
        Some((k, _)) => k.clone(),
        None => p
            .vehicles
            .driving_skills
            .first()
            .and_then(|d| crate::rules::skills::find(p, d))
            .map_or_else(|| "operate".to_string(), |d| d.name.to_string()),
    })
}

/// A difficulty as a named modifier: the line's name for it where the line has one
/// (`Difficult (-10)`).
pub(crate) fn difficulty_of(p: &Profile, v: i32) -> NamedModifier {
    let name = p.difficulties.iter().find(|(_, x)| *x == v).map_or_else(|| "Difficulty".to_string(), |(n, _)| title(n));
    named("difficulty", format!("{name} ({v:+})"), v)
}

/// What a driver's test is made of besides the skill.
pub(crate) struct Ask<'a> {
    pub difficulty: Option<NamedModifier>,
    pub terrain: Option<Terrain>,
    pub extra: Vec<NamedModifier>,
    pub modifiers: &'a [NamedModifier],
    pub purpose: Purpose,
}

/// The modifiers every test about a vehicle carries: terrain and the vehicle's damage.
pub(crate) fn vehicle_modifiers(p: &Profile, hull: &Hull, terrain: Option<Terrain>) -> Vec<NamedModifier> {
    let mut out = Vec::new();
    if let Some(t) = terrain {
        if let Some(row) = p.vehicles.terrain.iter().find(|r| r.terrain == t) {
            if row.modifier != 0 {
                out.push(named("terrain", format!("terrain ({})", terrain_name(t)), row.modifier));
            }
        }
    }
    match hull.state() {
        VehicleDamageState::HeavilyDamaged => {
            out.push(named("vehicleDamage", "heavily damaged vehicle".to_string(), p.vehicles.heavy_penalty))
        }
        VehicleDamageState::CriticallyDamaged => {
            out.push(named("vehicleDamage", "critically damaged vehicle".to_string(), p.vehicles.critical_penalty))
        }
        _ => {}
    }
    out
}

/// Jink's modifier (002 Vehicle Combat Actions): the vehicle's size modifier, as a penalty.
pub(crate) fn jink_modifiers(hull: &Hull) -> Vec<NamedModifier> {
    let size = hull.size_modifier;
    if size == 0 {
        return Vec::new();
    }
    vec![named("size", "the vehicle's size".into(), -size)]
}

pub(crate) fn terrain_name(t: Terrain) -> &'static str {
    match t {
        Terrain::Clear => "clear",
        Terrain::Rough => "rough",
        Terrain::Difficult => "difficult",
        Terrain::VeryDifficult => "very difficult",
    }
}

/// Rolls a driver's test of `skill` (`who`: the driver's path).
pub(crate) fn drive_test(
    p: &Profile,
    hull: &Hull,
    driver: &Actor,
    who: &str,
    skill: &str,
    ask: Ask,
    dice: &mut Dice,
) -> Result<TestResult> {
    let c = crate::rules::skills::find(p, skill).map_or(Characteristic::Ag, |d| d.characteristic);
    let difficulty = ask.difficulty;
    let mut extra = vehicle_modifiers(p, hull, ask.terrain);
    extra.extend(ask.extra);
    extra.extend(validate::modifiers(ask.modifiers, "modifiers")?);
    let plain = Plain { characteristic: c, skill: Some(skill), difficulty, extra };
    test::roll_plain(p, driver, who, plain, dice, ask.purpose)
}
