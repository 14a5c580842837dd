//! Input checks that serde cannot express: ranges, names and limits. Every failure names
//! the field. These caps bound what one request can make the engine do.

use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::Profile;

pub const MAX_CHARACTERISTIC: i32 = 250;
pub const MAX_UNNATURAL: i32 = 20;
pub const MAX_WOUNDS: i32 = 100_000;
pub const MAX_LIST: usize = 200;
pub const MAX_MODIFIER: i32 = 1000;

/// An integral f64 within bounds.
pub fn int(v: f64, path: &str, lo: i32, hi: i32) -> Result<i32> {
    whole(v, lo, hi).map_err(|m| Error::invalid(path, &m))
}

/// `int`'s check, with the message alone, for a caller that writes its path out only then.
pub fn whole(v: f64, lo: i32, hi: i32) -> std::result::Result<i32, String> {
    if !v.is_finite() || v.fract() != 0.0 || v < lo as f64 || v > hi as f64 {
        return Err(format!("must be a whole number from {lo} to {hi}"));
    }
    Ok(v as i32)
}

/// `v` within bounds. The path is written out only when the check fails: a valid request
/// formats no paths (`format_args!` at the call sites).
fn range(v: i32, path: std::fmt::Arguments, lo: i32, hi: i32) -> Result<()> {
    if v < lo || v > hi {
        return Err(Error::invalid(&path.to_string(), &format!("must be a whole number from {lo} to {hi}")));
    }
    Ok(())
}

pub fn modifiers(mods: &[NamedModifier], path: &str) -> Result<Vec<NamedModifier>> {
    if mods.len() > MAX_LIST {
        return Err(Error::invalid(path, "too many modifiers"));
    }
    for (i, m) in mods.iter().enumerate() {
        range(m.value, format_args!("{path}[{i}].value"), -MAX_MODIFIER, MAX_MODIFIER)?;
        if m.id.as_ref().is_some_and(|id| id.is_empty() || id.chars().count() > 100) {
            return Err(Error::invalid(&format!("{path}[{i}].id"), "an id must be from 1 to 100 characters"));
        }
    }
    Ok(mods.to_vec())
}

/// Checks an actor. `attack_target` also requires `wounds` and checks the damage fields.
pub fn actor(p: &Profile, a: &Actor, who: &str, attack_target: bool) -> Result<()> {
    for (c, v) in a.characteristics.entries() {
        if let Some(v) = v {
            range(v, format_args!("{who}.characteristics.{}", c.as_str()), 0, MAX_CHARACTERISTIC)?;
        }
    }
    for (c, v) in a.unnatural.entries() {
        if let Some(v) = v {
            range(v, format_args!("{who}.unnatural.{}", c.as_str()), 0, MAX_UNNATURAL)?;
        }
    }
    if a.skills.len() > MAX_LIST {
        return Err(Error::invalid(&format!("{who}.skills"), "too many skills"));
    }
    for (k, s) in &a.skills {
        skill(p, a, k, &format!("{who}.skills.{k}"))?;
        range(s.bonus, format_args!("{who}.skills.{k}.bonus"), -100, 100)?;
    }
    if a.talents.len() > MAX_LIST * 5 {
        return Err(Error::invalid(&format!("{who}.talents"), "too many talents"));
    }
    if a.traits.len() > MAX_LIST * 5 {
        return Err(Error::invalid(&format!("{who}.traits"), "too many traits"));
    }
    crate::test::feature_set::of_actor(p, a, who)?;
    if a.conditions.len() > MAX_LIST {
        return Err(Error::invalid(&format!("{who}.conditions"), "too many conditions"));
    }
    if let Some(sz) = &a.size {
        size_row(p, sz, &format!("{who}.size"))?;
    }
    range(a.fatigue, format_args!("{who}.fatigue"), 0, 1000)?;
    for (l, v) in a.armour.entries() {
        if let Some(v) = v {
            range(v, format_args!("{who}.armour.{}", l.as_str()), 0, 1000)?;
        }
    }
    if let Some(c) = &a.cover {
        range(c.ap, format_args!("{who}.cover.ap"), 0, 1000)?;
        if c.locations.len() > 6 {
            return Err(Error::invalid(&format!("{who}.cover.locations"), "at most the six locations"));
        }
    }
    if attack_target {
        let w = a.wounds.ok_or_else(|| Error::invalid(&format!("{who}.wounds"), "the target's wounds are needed"))?;
        range(w, format_args!("{who}.wounds"), 0, MAX_WOUNDS)?;
        range(a.damage, format_args!("{who}.damage"), 0, w)?;
        range(a.critical_damage, format_args!("{who}.criticalDamage"), 0, MAX_WOUNDS)?;
    }
    Ok(())
}

/// The size row for a name (`'hulking'`) or a number on the 1..10 scale.
pub fn size_row(p: &Profile, s: &SizeRef, path: &str) -> Result<&'static crate::rules::tables::SizeRow> {
    let found = match s {
        SizeRef::Name(n) => {
            let key = crate::error::suggest::norm(n);
            p.sizes.iter().find(|r| r.name == key)
        }
        SizeRef::Number(v) => {
            let n = int(*v, path, 1, 10)?;
            p.sizes.iter().find(|r| r.number as i32 == n)
        }
    };
    found.ok_or_else(|| {
        let names = p.sizes.iter().map(|r| r.name);
        match s {
            SizeRef::Name(n) => Error::invalid(
                path,
                &format!("{} (or a number from 1 to 10)", crate::error::suggest::unknown_name("size", n, names)),
            ),
            SizeRef::Number(_) => Error::invalid(path, "must be a size from 1 to 10"),
        }
    })
}

pub fn weapon(p: &Profile, w: &Weapon) -> Result<crate::dice::DiceExpr> {
    weapon_at(p, w, "weapon")
}

/// Checks a weapon found at `path` (`weapon`, `secondaryWeapon`).
pub fn weapon_at(p: &Profile, w: &Weapon, path: &str) -> Result<crate::dice::DiceExpr> {
    let expr = crate::dice::DiceExpr::parse(&w.damage, format_args!("{path}.damage"))?;
    range(w.penetration, format_args!("{path}.penetration"), 0, 1000)?;
    if let Some(r) = w.range {
        if !r.is_finite() || r <= 0.0 || r > 1_000_000.0 {
            return Err(Error::invalid(&format!("{path}.range"), "must be a positive number of metres"));
        }
    }
    if w.qualities.len() > MAX_LIST {
        return Err(Error::invalid(&format!("{path}.qualities"), "too many qualities"));
    }
    crate::test::feature_set::of_weapon(p, w, path)?;
    Ok(expr)
}

/// Whether `name` is one of the line's skills (matched ignoring case, spaces and
/// punctuation; a specialist skill with any specialisation).
pub fn skill_known(p: &Profile, name: &str) -> bool {
    crate::rules::skills::find(p, name).is_some()
}

/// A skill name in a request (`path`): one of the line's, or a house skill that the
/// actor's own entry for it classifies with `advanced`.
pub fn skill(p: &Profile, actor: &Actor, name: &str, path: &str) -> Result<()> {
    let key = crate::error::suggest::norm(name);
    let house = actor.skills.iter().any(|(k, e)| crate::error::suggest::norm(k) == key && e.advanced.is_some());
    if house || skill_known(p, name) {
        return Ok(());
    }
    let all: Vec<&'static str> = p.skills.iter().map(|s| s.name).collect();
    let norms: Vec<String> = all.iter().map(|s| crate::error::suggest::norm(s)).collect();
    let near = crate::error::suggest::nearest(&key, norms.iter().map(String::as_str))
        .and_then(|n| norms.iter().position(|x| x == n))
        .and_then(|i| all.get(i));
    let message = match near {
        Some(s) => format!("unknown skill '{name}' in {}; did you mean '{s}'?", p.name),
        None => format!(
            "unknown skill '{name}' in {} (a house skill needs `advanced` in the actor's entry; the line's skills are in rulesets())",
            p.name
        ),
    };
    Err(Error::invalid(path, &message))
}
