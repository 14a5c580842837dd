//! The encounter entry points: each request is `{ encounter, ...choice }` as JSON text,
//! read by `encounter` itself (it keeps the start and each choice as given, for replay).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{entropy, to_js_error, to_tape, Taken};
use crate::error::Error;

fn run_text<Out: Serialize>(json: &str, f: impl FnOnce(&str) -> Result<Out, Error>) -> Result<usize, JsValue> {
    to_tape(&f(json).map_err(to_js_error)?)
}

/// `startEncounter` (`StartEncounterRequest` in, `Encounter` out).
#[wasm_bindgen(js_name = startEncounter)]
pub fn start_encounter(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    // Entropy only when the request gives no seed (checked on the text: a seed key anywhere
    // in `dice` is read by the engine, which refuses a bad one).
    let e = if request.contains("\"seed\"") { 0 } else { entropy() };
    run_text(request, |r| crate::encounter::start_encounter(r, e))
}

/// `act(encounter, choice)`, sent as `{ encounter, ...choice }`.
#[wasm_bindgen(js_name = act)]
pub fn act(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run_text(request, crate::encounter::act)
}

/// `endTurn(encounter, choice)`, sent as `{ encounter, ...choice }`.
#[wasm_bindgen(js_name = endTurn)]
pub fn end_turn(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run_text(request, crate::encounter::end_turn)
}

/// `adjust(encounter, edit)`, sent as `{ encounter, ...edit }`.
#[wasm_bindgen(js_name = adjust)]
pub fn adjust(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run_text(request, crate::encounter::adjust)
}

/// `undo(encounter)`, sent as `{ encounter }`.
#[wasm_bindgen(js_name = undo)]
pub fn undo(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run_text(request, crate::encounter::undo)
}

/// `replayEncounter(encounter)`, sent as `{ encounter }`.
#[wasm_bindgen(js_name = replayEncounter)]
pub fn replay_encounter(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run_text(request, crate::encounter::replay)
}

/// `advise(encounter, options)`, sent as `{ encounter, ...options }`.
#[wasm_bindgen(js_name = advise)]
pub fn advise(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run_text(request, crate::encounter::advise)
}
