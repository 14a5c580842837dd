//! An analysis in parts, for the worker pool (`js/pool.js`): it starts on the calling
//! thread (the request checked, the seed fixed, or the whole analysis when it is exact),
//! then each part is a range of the trials, counted as flat numbers, and the parts are
//! added up to the analysis. None of these exports is part of the package's API:
//! `analyzeAttack(request, { workers })` uses them.

use wasm_bindgen::prelude::*;

use super::{entropy, to_js_error, to_tape, Taken};
use crate::attack::analysis::{analyze_part, analyze_start, parse_request, PartSpec, Start};
use crate::attack::analysis_counts::{merge, Part};

/// The start of the analysis `request` asks for: where its tape is when it is exact (the
/// whole analysis, which `readTape` reads), else the trials and the seed (drawn from the
/// host when the request gives none) as two numbers, for the parts.
#[wasm_bindgen(js_name = analyzeAttackStart)]
pub fn analyze_attack_start(len: usize) -> Result<JsValue, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    let req = parse_request(request).map_err(to_js_error)?;
    let e = if crate::dice::needs_entropy(req.attack.dice.as_ref()) { entropy() } else { 0 };
    match analyze_start(&req, e).map_err(to_js_error)? {
        Start::Exact(a) => Ok(JsValue::from_f64(to_tape(&a)? as f64)),
        Start::Sample { trials, seed } => Ok(js_sys::Float64Array::from(&[f64::from(trials), seed as f64][..]).into()),
    }
}

/// Trials `first .. first + count` of the analysis `request` asks for, from `seed` (the one
/// the start reported), as `Part::to_numbers` writes them.
#[wasm_bindgen(js_name = analyzeAttackPart)]
pub fn analyze_attack_part(request: &str, first: u32, count: u32, seed: f64) -> Result<Box<[f64]>, JsValue> {
    let req = parse_request(request).map_err(to_js_error)?;
    let seed = (seed >= 0.0 && seed.fract() == 0.0 && seed <= crate::dice::MAX_SEED as f64).then_some(seed as u64);
    let part = analyze_part(&req, 0, PartSpec { first, count, seed }).map_err(to_js_error)?;
    Ok(part.to_numbers().into_boxed_slice())
}

/// The analysis that parts of it add up to (their flat numbers one after another): the
/// same, byte for byte, as `analyzeAttack` for the request and seed.
#[wasm_bindgen(js_name = mergeAnalysis)]
pub fn merge_analysis(parts: &[f64]) -> Result<usize, JsValue> {
    let parts = Part::all_from_numbers(parts).map_err(to_js_error)?;
    to_tape(&merge(&parts).map_err(to_js_error)?)
}
