//! What a test starts from and the modifiers it gathers: the characteristic (halved for an
//! untrained basic skill, 003 "Skill Tests"), the skill's own bonus, a named difficulty
//! (003 "The Role of Circumstance"), fatigue, the cap on the total, and the check that a
//! skill is tested on its own characteristic.

use super::{validate, value};
use crate::error::suggest::{norm, title};
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::{Profile, Untrained};

/// What a test starts from: the characteristic (halved for an untrained basic skill in the
/// first-generation lines) and the modifiers the skill itself brings.
pub struct Base {
    pub value: i32,
    pub modifiers: Vec<NamedModifier>,
    pub note: Option<String>,
}

pub fn base(p: &Profile, actor: &Actor, c: Characteristic, skill: Option<&str>, who: &str) -> Result<Base> {
    let v = value(actor, c, who)?;
    let mut out = Base { value: v, modifiers: Vec::new(), note: None };
    let Some(skill) = skill else { return Ok(out) };
    let key = norm(skill);
    let entry = actor.skills.iter().find(|(k, _)| norm(k) == key).map(|(_, e)| e);
    let trained = entry.map(|e| e.trained).unwrap_or(false);
    if let Some(e) = entry {
        if e.bonus != 0 {
            out.modifiers.push(NamedModifier {
                id: Some("skillBonus".into()),
                label: format!("{skill} skill bonus"),
                value: e.bonus,
            });
        }
    }
    if trained {
        return Ok(out);
    }
    match p.untrained {
        Untrained::HalveBasicRefuseAdvanced => {
            let advanced = entry.and_then(|e| e.advanced).unwrap_or_else(|| {
                crate::rules::skills::find(p, skill)
                    .is_none_or(|d| d.class != Some(crate::rules::skills::SkillClass::Basic))
            });
            if advanced {
                return Err(Error::not_allowed(
                    &format!("{who}.skills.{skill}"),
                    &format!("{skill} is an advanced skill and {} has not trained it", actor.display_name(who)),
                ));
            }
            out.value = (v + 1).div_euclid(2);
            out.note = Some(format!("untrained basic skill {skill}: half of {v} is {}", out.value));
        }
        Untrained::Penalty(m) => {
            out.modifiers.push(NamedModifier {
                id: Some("untrained".into()),
                label: format!("untrained {skill}"),
                value: m,
            });
        }
    }
    Ok(out)
}

/// Whether the actor has trained the skill (its entry, by the skill's name in any case or
/// spacing, says `trained`).
pub fn trained(actor: &Actor, skill: &str) -> bool {
    let key = norm(skill);
    actor.skills.iter().any(|(k, e)| e.trained && norm(k) == key)
}

/// Looks up a named difficulty (`hard`, `Very Hard`, `veryHard`) or takes a number.
pub fn difficulty(p: &Profile, d: &Difficulty, path: &str) -> Result<NamedModifier> {
    match d {
        Difficulty::Name(n) => {
            let key = norm(n);
            p.difficulties
                .iter()
                .find(|(name, _)| norm(name) == key)
                .map(|(name, v)| NamedModifier {
                    id: Some("difficulty".into()),
                    label: format!("{} difficulty", title(name)),
                    value: *v,
                })
                .ok_or_else(|| {
                    let names = p.difficulties.iter().map(|(n, _)| *n);
                    Error::invalid(path, &crate::error::suggest::unknown_name("difficulty", n, names))
                })
        }
        Difficulty::Value(v) => {
            let v = validate::int(*v, path, -100, 100)?;
            Ok(NamedModifier { id: Some("difficulty".into()), label: "difficulty".to_string(), value: v })
        }
    }
}

/// The -10 for any fatigue (from the `fatigue` count or the `fatigued` condition).
pub fn fatigue_modifier(p: &Profile, actor: &Actor) -> Option<NamedModifier> {
    (actor.fatigue > 0 || actor.has_condition(Condition::Fatigued)).then(|| NamedModifier {
        id: Some("fatigued".into()),
        label: "fatigued".to_string(),
        value: p.fatigue_penalty,
    })
}

/// Sums the modifiers, capping the total at the line's limit; an entry records the cap.
pub fn cap(p: &Profile, mods: &mut Vec<NamedModifier>) -> i32 {
    let total: i32 = mods.iter().map(|m| m.value).sum();
    let capped = total.clamp(-p.modifier_cap, p.modifier_cap);
    if capped != total {
        mods.push(NamedModifier {
            id: Some("cap".into()),
            label: format!("total capped at {:+}", capped),
            value: capped - total,
        });
    }
    capped
}

/// Checks that a skill of the line is tested on its own characteristic. A skill tested on
/// another is refused (`not_allowed` at `path`, naming the skill's characteristic) unless
/// the request allows it; then its own characteristic is returned, for the log. House
/// skills (not in the line's table) may be tested on anything.
pub fn skill_characteristic(
    p: &Profile,
    skill: &str,
    c: Characteristic,
    any_characteristic: bool,
    path: &str,
) -> Result<Option<Characteristic>> {
    let Some(def) = crate::rules::skills::find(p, skill) else { return Ok(None) };
    if def.characteristic == c {
        return Ok(None);
    }
    if any_characteristic {
        return Ok(Some(def.characteristic));
    }
    Err(Error::not_allowed(
        path,
        &format!(
            "{} is tested on {} ('{}') in {}, not {}; set anyCharacteristic: true where the GM allows another characteristic",
            def.name,
            def.characteristic.label(),
            def.characteristic.as_str(),
            p.name,
            c.label()
        ),
    ))
}
