//! A choice's dice, shared out over the engine calls it makes: scripted faces are used in
//! order across the calls, and each call continues on a seed of its own spread from the
//! choice's (`dice::derive_seed`).

use serde_json::Value;

use crate::dice::{DiceSpec, DieRecord};
use crate::error::{Error, Result};

pub(super) struct Feed {
    seed: Option<u64>,
    rolls: Vec<u32>,
    calls: u64,
}

impl Feed {
    /// The choice's `dice`, or the encounter's seed spread for step `n`.
    pub(super) fn for_choice(dice: Option<&Value>, encounter_seed: u64, n: u64) -> Result<Feed> {
        match dice {
            None | Some(Value::Null) => Ok(Feed::seeded(crate::dice::derive_seed(encounter_seed, n))),
            Some(v) => Feed::from_spec(super::parse_at(v, "dice")?),
        }
    }

    pub(super) fn from_spec(d: DiceSpec) -> Result<Feed> {
        if !d.by_purpose.is_empty() {
            return Err(Error::invalid(
                "dice.byPurpose",
                "an encounter's dice take `seed` and `rolls`: its choices make several calls, in order",
            ));
        }
        if d.seed.is_some_and(|s| s > crate::dice::MAX_SEED) {
            return Err(Error::invalid("dice.seed", "must be an integer from 0 to 2^53-1"));
        }
        Ok(Feed { seed: d.seed, rolls: d.rolls, calls: 0 })
    }

    pub(super) fn seeded(seed: u64) -> Feed {
        Feed { seed: Some(seed), rolls: Vec::new(), calls: 0 }
    }

    /// The dice for the next engine call.
    pub(super) fn next(&mut self) -> DiceSpec {
        self.calls += 1;
        DiceSpec {
            seed: self.seed.map(|s| crate::dice::derive_seed(s, self.calls)),
            rolls: self.rolls.clone(),
            by_purpose: Default::default(),
        }
    }

    /// Marks the dice a call rolled as used: the scripted faces first.
    pub(super) fn used(&mut self, dice: &[DieRecord]) {
        let n = dice.len().min(self.rolls.len());
        self.rolls.drain(..n);
    }
}
