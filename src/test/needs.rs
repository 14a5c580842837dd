//! What a request must carry before any die is rolled. Whether a request is valid never
//! depends on the dice: every entry point works out, from the request alone, the
//! characteristics each character may be asked for by any rule the request can reach (a
//! critical effect's test, a weapon quality's test, the fatigue threshold, a reaction), and
//! refuses the request up front when one is missing, naming them all at once:
//! `target.characteristics: needs ag, wp (a critical effect can test Agility; the fatigue
//! threshold uses the Willpower Bonus)`.
//!
//! The domains say what their rules read (`body::state::harm_needs`, the attack's and the
//! round's own lists) and gather a `Needs`; `check` compares it with the actor.

use super::feature_set::Set;
use crate::error::{Error, Result};
use crate::model::{Actor, Characteristic};

/// Characteristics a character may be asked for, each with the first reason found.
#[derive(Debug, Clone, Default)]
pub struct Needs {
    why: [Option<&'static str>; Characteristic::ALL.len()],
}

/// The characteristic's place in `Characteristic::ALL` (the enum's own order).
fn index(c: Characteristic) -> usize {
    c as usize
}

impl Needs {
    pub fn new() -> Needs {
        Needs::default()
    }

    /// Adds `c`, needed because `why` (kept only if `c` had no reason yet).
    pub fn add(&mut self, c: Characteristic, why: &'static str) -> &mut Needs {
        if let Some(slot) = self.why.get_mut(index(c)) {
            if slot.is_none() {
                *slot = Some(why);
            }
        }
        self
    }

    /// Adds every characteristic of `other` not here yet, with its reason.
    pub fn extend(&mut self, other: &Needs) -> &mut Needs {
        for (mine, theirs) in self.why.iter_mut().zip(other.why.iter()) {
            if mine.is_none() {
                *mine = *theirs;
            }
        }
        self
    }

    /// Adds what the features of a set may ask of their owner: the characteristic of every
    /// bonus that sizes one of their effects.
    pub fn of_features(&mut self, set: &Set) -> &mut Needs {
        for (_, fx) in set.effects() {
            if let Some(c) = fx.scaled_by() {
                self.add(c, "a talent, trait or quality it has is sized by its bonus");
            }
        }
        self
    }

    pub fn contains(&self, c: Characteristic) -> bool {
        self.why.get(index(c)).is_some_and(Option::is_some)
    }

    /// The characteristics needed, in the sheet's order (ws, bs, s, t, ag, int, per, wp, fel).
    pub fn list(&self) -> impl Iterator<Item = (Characteristic, &'static str)> + '_ {
        Characteristic::ALL.iter().zip(self.why.iter()).filter_map(|(c, w)| w.map(|w| (*c, w)))
    }

    /// Refuses an actor (at `who`, e.g. `target`) that lacks any of the characteristics,
    /// naming all of them and why each is needed.
    pub fn check(&self, actor: &Actor, who: &str) -> Result<()> {
        let missing: Vec<(Characteristic, &'static str)> =
            self.list().filter(|(c, _)| actor.characteristics.get(*c).is_none()).collect();
        if missing.is_empty() {
            return Ok(());
        }
        let names: Vec<&str> = missing.iter().map(|(c, _)| c.as_str()).collect();
        let mut reasons: Vec<String> = Vec::new();
        for (c, why) in &missing {
            let line = format!("{why} ({})", c.as_str());
            if !reasons.contains(&line) {
                reasons.push(line);
            }
        }
        Err(Error::invalid(
            &format!("{who}.characteristics"),
            &format!("needs {}: {}", names.join(", "), reasons.join("; ")),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_every_missing_characteristic_in_the_sheets_order() {
        let mut n = Needs::new();
        n.add(Characteristic::Wp, "the fatigue threshold uses it")
            .add(Characteristic::Ag, "a critical effect can test it")
            .add(Characteristic::T, "damage is reduced by the Toughness Bonus")
            .add(Characteristic::Ag, "another reason, not kept");
        let actor: Actor = serde_json::from_str(r#"{ "characteristics": { "t": 30 } }"#).unwrap();
        let e = n.check(&actor, "target").unwrap_err();
        assert_eq!(e.path.as_deref(), Some("target.characteristics"));
        assert_eq!(
            e.message,
            "target.characteristics: needs ag, wp: a critical effect can test it (ag); the fatigue threshold uses it (wp)"
        );
        let full: Actor = serde_json::from_str(r#"{ "characteristics": { "t": 30, "ag": 1, "wp": 0 } }"#).unwrap();
        assert!(n.check(&full, "target").is_ok());
    }
}
