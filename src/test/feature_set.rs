//! Reads the qualities, talents and traits a request names against the line's rows
//! (`rules::features`): an unknown id is `invalid_input` with the nearest known one (unless
//! the entry says `custom: true`); an id another line knows is applied as nothing, with a
//! note; a number is checked against what the row takes. What is left is a list of
//! `Active` features, whose `Fx` the attack steps read.

use crate::error::{Error, Result};
use crate::model::{Actor, Characteristic, SizeRef, Tagged, Weapon};
use crate::rules::features::{find, known_ids, lines_with, Feature, Fx, Kind, Scale, Takes};
use crate::rules::tables::SizeRow;
use crate::rules::Profile;
use crate::test;

/// The largest number a feature may carry.
pub const MAX_VALUE: i32 = 100;

/// A feature the line applies, with its number (the row's default when it takes an
/// optional one and none was given).
#[derive(Debug, Clone, Copy)]
pub struct Active {
    pub f: &'static Feature,
    pub value: Option<i32>,
}

impl Active {
    /// The feature's number (0 when it has none).
    pub fn value(&self) -> i32 {
        self.value.unwrap_or(0)
    }

    /// How big a `Scale` is for this feature, owned by `owner` (`who` names it in errors).
    pub fn scale(&self, s: Scale, p: &Profile, owner: &Actor, who: &str) -> Result<i32> {
        Ok(match s {
            Scale::Fixed(v) => v,
            Scale::Value => self.value(),
            Scale::ValueTimes(k) => self.value() * k,
            Scale::HalfBonus(c) => (test::bonus(p, owner, c, who)? + 1) / 2,
            Scale::Bonus(c) => test::bonus(p, owner, c, who)?,
        })
    }

    /// The label for logs and modifiers: the name, with the number if it has one.
    pub fn label(&self) -> String {
        match self.value {
            Some(v) if !matches!(self.f.value, Takes::Nothing) => format!("{} ({v})", self.f.name),
            _ => self.f.name.to_string(),
        }
    }
}

/// The features one owner (an actor, a weapon) brings, and what the log should say of the
/// ones not applied.
#[derive(Debug, Clone, Default)]
pub struct Set {
    pub list: Vec<Active>,
    pub notes: Vec<String>,
}

impl Set {
    /// Every effect of every active feature, with the feature it comes from.
    pub fn effects(&self) -> impl Iterator<Item = (&Active, &'static Fx)> + '_ {
        self.list.iter().flat_map(|a| a.f.effects.iter().map(move |fx| (a, fx)))
    }

    /// The first effect `pick` accepts, with its feature.
    pub fn find<T>(&self, mut pick: impl FnMut(&'static Fx) -> Option<T>) -> Option<(&Active, T)> {
        self.effects().find_map(|(a, fx)| pick(fx).map(|t| (a, t)))
    }

    /// Whether any active feature has an effect `pick` accepts.
    pub fn any(&self, mut pick: impl FnMut(&'static Fx) -> bool) -> bool {
        self.effects().any(|(_, fx)| pick(fx))
    }

    /// Whether the set holds the feature with this id.
    pub fn has(&self, id: &str) -> bool {
        self.list.iter().any(|a| a.f.named(id))
    }

    /// One log line naming what is applied, if anything (`whose`: "weapon qualities").
    pub fn summary(&self, whose: &str) -> Option<String> {
        if self.list.is_empty() {
            return None;
        }
        let names: Vec<String> = self.list.iter().map(Active::label).collect();
        Some(format!("{whose}: {}", names.join(", ")))
    }

    fn extend(&mut self, other: Set) {
        self.list.extend(other.list);
        self.notes.extend(other.notes);
    }
}

/// Checks the entries of one list (`owner`.`field`: `weapon.qualities`) of one kind. The
/// paths are written out only for an error.
pub fn read(p: &Profile, kind: Kind, items: &[Tagged], owner: &str, field: &str) -> Result<Set> {
    let mut set = Set::default();
    for (i, item) in items.iter().enumerate() {
        let at = || format!("{owner}.{field}[{i}]");
        let id = item.id();
        if let Some(first) = items.iter().take(i).position(|x| x.id() == id) {
            return Err(Error::invalid(&at(), &format!("'{id}' is listed twice (also at {owner}.{field}[{first}])")));
        }
        let value = match item.value() {
            None => None,
            Some(v) => Some(
                crate::test::validate::whole(v, 0, MAX_VALUE).map_err(|m| Error::invalid(&format!("{}.value", at()), &m))?,
            ),
        };
        if item.custom() {
            set.notes.push(format!("custom {} '{id}': the engine applies no rule for it", kind.as_str()));
            continue;
        }
        let Some(f) = find(p.features, id).filter(|f| f.kind == kind) else {
            set.notes.push(not_here(p, kind, id, at)?);
            continue;
        };
        let value = match (f.value, value) {
            (Takes::Required(what), None) => {
                return Err(Error::invalid(
                    &at(),
                    &format!("{} needs a number in {} ({what}): {{ id: '{id}', value: ... }}", f.name, p.name),
                ))
            }
            (Takes::Nothing, Some(v)) => {
                set.notes.push(format!("{} takes no number in {}: {v} ignored", f.name, p.name));
                None
            }
            (Takes::Default(d), None) => Some(d),
            (_, v) => v,
        };
        set.list.push(Active { f, value });
    }
    Ok(set)
}

/// The note for an id the line does not apply, or the error for one no line knows.
fn not_here(p: &Profile, kind: Kind, id: &str, at: impl FnOnce() -> String) -> Result<String> {
    let known = known_ids(kind);
    if known.contains(&id) {
        let lines = lines_with(id);
        return Ok(format!(
            "the {} '{id}' has no rule in {} (it is one of {}): applied as nothing",
            kind.as_str(),
            p.name,
            lines.join(", ")
        ));
    }
    let mut message = crate::error::suggest::unknown_name(kind.as_str(), id, known.iter().copied());
    message.push_str(" (or mark a house feature { id, custom: true })");
    Err(Error::invalid(&at(), &message))
}

/// An actor's talents and traits (`who`: `attacker`), with the traits' numbers checked
/// against the actor's own fields.
pub fn of_actor(p: &Profile, a: &Actor, who: &str) -> Result<Set> {
    let mut set = read(p, Kind::Talent, &a.talents, who, "talents")?;
    set.extend(read(p, Kind::Trait, &a.traits, who, "traits")?);
    agree(p, a, &set, who)?;
    Ok(set)
}

/// A weapon's qualities (`path`: `weapon`).
pub fn of_weapon(p: &Profile, w: &Weapon, path: &str) -> Result<Set> {
    read(p, Kind::Quality, &w.qualities, path, "qualities")
}

/// A trait giving an unnatural characteristic or a size must agree with the actor's own
/// field for it, when both are given.
fn agree(p: &Profile, a: &Actor, set: &Set, who: &str) -> Result<()> {
    for (i, active) in set.list.iter().enumerate() {
        for fx in active.f.effects {
            match fx {
                Fx::Unnatural(c) => {
                    if let Some(v) = a.unnatural.get(*c) {
                        if v != active.value() {
                            return Err(Error::invalid(
                                &format!("{who}.unnatural.{}", c.as_str()),
                                &format!("{} says {}, the trait {} says {}", c.label(), v, active.f.id, active.value()),
                            ));
                        }
                    }
                }
                Fx::Size => {
                    crate::test::validate::int(f64::from(active.value()), &format!("{who}.traits[{i}].value"), 1, 10)?;
                    if let Some(sz) = &a.size {
                        let row = crate::test::validate::size_row(p, sz, &format!("{who}.size"))?;
                        if i32::from(row.number) != active.value() {
                            return Err(Error::invalid(
                                &format!("{who}.size"),
                                &format!("is size {}, the size trait says {}", row.number, active.value()),
                            ));
                        }
                    }
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// An actor's Unnatural value in a characteristic: the field, else a trait giving it.
pub fn unnatural(p: &Profile, a: &Actor, c: Characteristic) -> Option<i32> {
    a.unnatural.get(c).or_else(|| {
        a.traits.iter().filter(|t| !t.custom()).find_map(|t| {
            let f = find(p.features, t.id())?;
            let gives = f.effects.contains(&Fx::Unnatural(c));
            gives.then(|| t.value().map(|v| v as i32)).flatten()
        })
    })
}

/// An actor's size row: the `size` field, else the `size` trait's number (`agree` has
/// checked that the two agree when both are given). `None`: neither, an Average body.
pub fn size(p: &Profile, a: &Actor, who: &str) -> Result<Option<&'static SizeRow>> {
    if let Some(sz) = &a.size {
        return crate::test::validate::size_row(p, sz, &format!("{who}.size")).map(Some);
    }
    let from_trait = a.traits.iter().enumerate().filter(|(_, t)| !t.custom()).find_map(|(i, t)| {
        let f = find(p.features, t.id())?;
        f.effects.contains(&Fx::Size).then(|| t.value().map(|v| (i, v))).flatten()
    });
    match from_trait {
        Some((i, v)) => {
            crate::test::validate::size_row(p, &SizeRef::Number(v), &format!("{who}.traits[{i}].value")).map(Some)
        }
        None => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Ruleset;
    use crate::rules::profile;

    fn tags(json: &str) -> Vec<Tagged> {
        serde_json::from_str(json).unwrap_or_default()
    }

    #[test]
    fn unknown_quality_suggests_the_nearest() {
        let e = read(profile(Ruleset::Rt), Kind::Quality, &tags(r#"["tearnig"]"#), "weapon", "qualities")
            .err()
            .map(|e| (e.path, e.message));
        let (path, message) = e.unwrap_or_default();
        assert_eq!(path.as_deref(), Some("weapon.qualities[0]"));
        assert!(message.contains("did you mean 'tearing'"), "{message}");
    }

    #[test]
    fn a_quality_of_another_line_is_a_note() {
        let set = read(profile(Ruleset::Rt), Kind::Quality, &tags(r#"["razorSharp"]"#), "weapon", "qualities").ok();
        let set = set.unwrap_or_default();
        assert!(set.list.is_empty());
        assert!(set.notes.iter().any(|n| n.contains("no rule in Rogue Trader")), "{:?}", set.notes);
    }

    #[test]
    fn custom_is_accepted_and_noted() {
        let set = read(profile(Ruleset::Dh2), Kind::Quality, &tags(r#"[{"id":"glowing","custom":true}]"#), "w", "q").ok();
        assert_eq!(set.map(|s| s.notes.len()), Some(1));
    }

    #[test]
    fn a_feature_listed_twice_is_refused() {
        let e = read(profile(Ruleset::Rt), Kind::Quality, &tags(r#"["twinLinked","tearing","twinLinked"]"#), "w", "q");
        assert_eq!(e.err().and_then(|e| e.path), Some("w.q[2]".to_string()));
    }

    #[test]
    fn a_required_number_is_required() {
        let e = read(profile(Ruleset::Ow), Kind::Quality, &tags(r#"["blast"]"#), "weapon", "qualities");
        assert!(e.is_err());
        let ok = read(profile(Ruleset::Ow), Kind::Quality, &tags(r#"[{"id":"blast","value":3}]"#), "weapon", "qualities");
        assert_eq!(ok.ok().map(|s| s.list[0].value), Some(Some(3)));
    }

    /// Each refusal names the entry (or its number) by its place in its owner's list.
    #[test]
    fn a_refused_entry_is_named_by_its_place() {
        let refused = |list: &str| {
            let e = read(profile(Ruleset::Ow), Kind::Quality, &tags(list), "secondaryWeapon", "qualities").err();
            e.map(|e| (e.path.unwrap_or_default(), e.message))
        };
        for (list, path, says) in [
            (r#"["tearing",{"id":"blast","value":101}]"#, "secondaryWeapon.qualities[1].value", "must be a whole number from 0 to 100"),
            (r#"[{"id":"blast","value":2.5}]"#, "secondaryWeapon.qualities[0].value", "must be a whole number from 0 to 100"),
            (r#"["tearing","blast"]"#, "secondaryWeapon.qualities[1]", "needs a number"),
            (r#"["tearing","tearnig"]"#, "secondaryWeapon.qualities[1]", "did you mean 'tearing'"),
            (r#"["tearing","tearing"]"#, "secondaryWeapon.qualities[1]", "listed twice (also at secondaryWeapon.qualities[0])"),
        ] {
            let (p, m) = refused(list).unwrap_or_default();
            assert_eq!(p, path, "{list}");
            assert!(m.contains(says), "{list}: {m}");
        }
    }
}
