//! `prepareAttack`: one attack request parsed and checked once, rolled many times.

use wasm_bindgen::prelude::*;

use super::{entropy, parse, to_js_error, to_tape, Taken};
use crate::error::Error;

/// One attack request parsed and checked once, rolled many times (`prepareAttack`).
#[wasm_bindgen(js_name = PreparedAttack)]
pub struct PreparedAttack {
    inner: crate::attack::prepared_request::PreparedAttack,
}

/// What `analyze` takes: `{ trials?, seed?, exact? }`.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct AnalyzeOptions {
    #[serde(default)]
    trials: Option<u32>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    exact: Option<bool>,
}

/// Parses and checks an attack request for many rolls.
#[wasm_bindgen(js_name = prepareAttack)]
pub fn prepare_attack(len: usize) -> Result<PreparedAttack, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    let req = crate::attack::read_character_attack(request, "prepareAttack").map_err(to_js_error)?;
    let inner = crate::attack::prepared_request::PreparedAttack::new(req).map_err(to_js_error)?;
    Ok(PreparedAttack { inner })
}

/// A seed given as a JS number: a whole number from 0 to 2^53 - 1.
fn seed_of(seed: f64) -> Result<crate::dice::DiceSpec, JsValue> {
    if !(seed.is_finite() && seed.fract() == 0.0 && (0.0..=crate::dice::MAX_SEED as f64).contains(&seed)) {
        return Err(to_js_error(Error::invalid("dice", "a seed must be a whole number from 0 to 2^53-1")));
    }
    Ok(crate::dice::DiceSpec { seed: Some(seed as u64), ..Default::default() })
}

/// The dice of a roll, from `{ "dice": ... }` text, and the host's entropy if they need it.
fn roll_dice(text: &str) -> Result<(Option<crate::dice::DiceSpec>, u64), JsValue> {
    let dice = crate::attack::prepared_request::read_dice(text).map_err(to_js_error)?;
    let e = if crate::dice::needs_entropy(dice.as_ref()) { entropy() } else { 0 };
    Ok((dice, e))
}

/// The figures of a roll, as numbers: hits, wounds, critical damage, then 1 or 0 for
/// jammed, dead and unconscious.
fn figures(f: crate::attack::prepared_request::RollFigures) -> Box<[f64]> {
    let flag = |b: bool| if b { 1.0 } else { 0.0 };
    Box::new([
        f64::from(f.hits),
        f64::from(f.wounds),
        f64::from(f.critical),
        flag(f.jammed),
        flag(f.dead),
        flag(f.unconscious),
    ])
}

#[wasm_bindgen(js_class = PreparedAttack)]
impl PreparedAttack {
    /// One roll from a seed: its figures (see `figures`).
    #[wasm_bindgen(js_name = rollSeed)]
    pub fn roll_seed(&mut self, seed: f64) -> Result<Box<[f64]>, JsValue> {
        let spec = seed_of(seed)?;
        self.inner.roll(Some(&spec), 0).map(figures).map_err(to_js_error)
    }

    /// One roll from `{ "dice": ... }` text: its figures.
    #[wasm_bindgen(js_name = rollDice)]
    pub fn roll_dice(&mut self, len: usize) -> Result<Box<[f64]>, JsValue> {
        let dice = Taken::from(len);
        let dice = dice.text()?;
        let (spec, e) = roll_dice(dice)?;
        self.inner.roll(spec.as_ref(), e).map(figures).map_err(to_js_error)
    }

    /// The whole outcome for `{ "dice": ... }` text, as `resolveAttack` gives it: the same
    /// JS object, made by the same writer (so the attack entry's `.wasm` has one writer of
    /// the outcome, not two).
    pub fn outcome(&mut self, len: usize) -> Result<usize, JsValue> {
        let dice = Taken::from(len);
        let dice = dice.text()?;
        let (spec, e) = roll_dice(dice)?;
        let out = self.inner.outcome(spec.as_ref(), e).map_err(to_js_error)?;
        to_tape(&out)
    }

    /// `analyzeAttack` for the request: `{ trials?, seed?, exact? }` text in.
    pub fn analyze(&self, len: usize) -> Result<usize, JsValue> {
        let options = Taken::from(len);
        let options = options.text()?;
        let o: AnalyzeOptions = parse(options).map_err(to_js_error)?;
        let e = if o.seed.is_none() { entropy() } else { 0 };
        let out = self.inner.analyze(o.trials, o.seed, o.exact, e).map_err(to_js_error)?;
        to_tape(&out)
    }
}

