//! A prepared character: its numbers worked out once from the request, before any die:
//! each characteristic and its Unnatural value (the `unnatural` field, else the line's
//! `unnatural_*` trait with its number), so the steps that roll read fields instead of
//! searching the traits against the line's rows on every test. The bonus is the tens digit
//! changed by the Unnatural value as the line has it (`bonuses::with_unnatural`).

use super::bonuses::{missing_bonus, missing_value, with_unnatural};
use super::feature_set::unnatural;
use crate::error::Result;
use crate::model::{Actor, Characteristic};
use crate::rules::Profile;

/// The numbers of one character, in the order of `Characteristic::ALL`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Numbers {
    values: [Option<i32>; Characteristic::ALL.len()],
    unnatural: [i32; Characteristic::ALL.len()],
}

impl Numbers {
    /// Reads the actor's characteristics and Unnatural values once.
    #[crate::hot]
    pub fn of(p: &Profile, a: &Actor) -> Numbers {
        let mut n = Numbers::default();
        for (i, c) in Characteristic::ALL.into_iter().enumerate() {
            if let (Some(v), Some(u)) = (n.values.get_mut(i), n.unnatural.get_mut(i)) {
                *v = a.characteristics.get(c);
                *u = unnatural(p, a, c).unwrap_or(0);
            }
        }
        n
    }

    /// The characteristic, or an error naming the missing field (`who`: `target`).
    pub fn value(&self, c: Characteristic, who: &str) -> Result<i32> {
        self.values.get(c as usize).copied().flatten().ok_or_else(|| missing_value(c, who))
    }

    /// The characteristic's Unnatural value (0 without one).
    pub fn unnatural(&self, c: Characteristic) -> i32 {
        self.unnatural.get(c as usize).copied().unwrap_or(0)
    }

    /// The characteristic bonus with the Unnatural value as the line has it.
    pub fn bonus(&self, p: &Profile, c: Characteristic, who: &str) -> Result<i32> {
        let v = self.values.get(c as usize).copied().flatten().ok_or_else(|| missing_bonus(c, who))?;
        Ok(with_unnatural(p, v.max(0) / 10, self.unnatural(c)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Ruleset;
    use crate::rules::profile;

    /// The prepared numbers give what the one-off reads give: T 42 with Unnatural Toughness
    /// (2) as a trait is TB 8 in Rogue Trader (multiplied) and 6 in Dark Heresy 2nd edition
    /// (added); a missing characteristic is the same error either way.
    #[test]
    fn the_prepared_numbers_agree_with_the_one_off_reads() {
        let a: Actor = serde_json::from_str(
            r#"{ "characteristics": { "t": 42, "ag": 30 }, "traits": [{ "id": "unnatural_toughness", "value": 2 }] }"#,
        )
        .unwrap();
        for (r, tb) in [(Ruleset::Rt, 8), (Ruleset::Dh2, 6)] {
            let p = profile(r);
            let n = Numbers::of(p, &a);
            assert_eq!(n.bonus(p, Characteristic::T, "target").unwrap(), tb);
            assert_eq!(
                n.bonus(p, Characteristic::T, "target").unwrap(),
                crate::test::bonus(p, &a, Characteristic::T, "target").unwrap()
            );
            assert_eq!(n.value(Characteristic::Ag, "target").unwrap(), 30);
            assert_eq!(n.unnatural(Characteristic::T), 2);
            assert_eq!(
                n.value(Characteristic::Wp, "target").unwrap_err(),
                crate::test::value(&a, Characteristic::Wp, "target").unwrap_err()
            );
            assert_eq!(
                n.bonus(p, Characteristic::S, "target").unwrap_err(),
                crate::test::bonus(p, &a, Characteristic::S, "target").unwrap_err()
            );
        }
    }
}
