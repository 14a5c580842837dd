//! An analysis in parts, for the worker pool (`js/pool.js`): each part is a range of the
//! trials, counted as flat numbers; the parts are added up to the analysis. Neither export
//! is part of the package's API: `analyzeAttack(request, { workers })` uses them.

use wasm_bindgen::prelude::*;

use super::{entropy, to_js_error, to_json};
use crate::attack::analysis::{analyze_part, parse_request, PartSpec};
use crate::attack::analysis_counts::{merge, Part};

/// Trials `first .. first + count` of the analysis `request` asks for, as `Part::to_numbers`
/// writes them. `seed` is the analysis's seed, or -1 for the request's own (or, if it
/// gives none, one from the host: a part of no trials draws it and reports it, so the pool
/// can hand the same seed to every part).
#[wasm_bindgen(js_name = analyzeAttackPart)]
pub fn analyze_attack_part(request: &str, first: u32, count: u32, seed: f64) -> Result<Box<[f64]>, JsValue> {
    let req = parse_request(request).map_err(to_js_error)?;
    let seed = (seed >= 0.0 && seed.fract() == 0.0 && seed <= crate::dice::MAX_SEED as f64).then_some(seed as u64);
    let needs = seed.is_none() && req.attack.dice.as_ref().and_then(|d| d.seed).is_none();
    let e = if needs { entropy() } else { 0 };
    let part = analyze_part(&req, e, PartSpec { first, count, seed }).map_err(to_js_error)?;
    Ok(part.to_numbers().into_boxed_slice())
}

/// The analysis that parts of it add up to (their flat numbers one after another): the
/// same, byte for byte, as `analyzeAttack` for the request and seed.
#[wasm_bindgen(js_name = mergeAnalysis)]
pub fn merge_analysis(parts: &[f64]) -> Result<String, JsValue> {
    let parts = Part::all_from_numbers(parts).map_err(to_js_error)?;
    to_json(&merge(&parts).map_err(to_js_error)?)
}
