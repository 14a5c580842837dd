//! The exports of the whole engine that the attack entry (`cogitator/attack`, built with
//! the `attack` feature) leaves out: every request but attacks, their analysis and the
//! two tests a sheet rolls most (README, "The attack entry").

use wasm_bindgen::prelude::*;

use super::{entropy, run, to_js_error, to_tape, Request, Taken};

/// An extended test (`ExtendedRequest` in, `ExtendedOutcome` out).
#[wasm_bindgen(js_name = extendedTest)]
pub fn extended_test(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::extended_test(&r, e))
}

/// An investigation (`InvestigateRequest` in, `InvestigateOutcome` out).
#[wasm_bindgen(js_name = investigate)]
pub fn investigate(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::investigate(&r, e))
}

/// A Fear test (`FearRequest` in, `FearOutcome` out).
#[wasm_bindgen(js_name = fearTest)]
pub fn fear_test(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::fear_test(&r, e))
}

/// A psychic power focused (`FocusRequest` in, `FocusOutcome` out).
#[wasm_bindgen(js_name = focusPower)]
pub fn focus_power(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::focus_power(&r, e))
}

#[wasm_bindgen(js_name = rollInitiative)]
pub fn roll_initiative(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::roll_initiative(&r, e))
}

/// The end-of-turn test to escape pinning (`EscapeRequest` in, `TestOutcome` out).
#[wasm_bindgen(js_name = escapePinning)]
pub fn escape_pinning(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::escape_pinning(&r, e))
}

/// Healing, recovery and Medicae (`HealRequest` in, `HealOutcome` out).
#[wasm_bindgen(js_name = heal)]
pub fn heal(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::heal(&r, e))
}

/// Damage that is not an attack (`DamageRequest` in, `DamageOutcome` out).
#[wasm_bindgen(js_name = applyDamage)]
pub fn apply_damage(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::apply_damage(&r, e))
}

/// The start of a character's turn (`StartTurnRequest` in, `RoundOutcome` out).
#[wasm_bindgen(js_name = startTurn)]
pub fn start_turn(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::start_turn(&r, e))
}

/// The end of a round (`EndRoundRequest` in, `RoundOutcome` out).
#[wasm_bindgen(js_name = endRound)]
pub fn end_round(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::end_round(&r, e))
}

/// How far a character moves and what it can carry (`MovementRequest` in,
/// `MovementOutcome` out).
#[wasm_bindgen(js_name = movement)]
pub fn movement(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, _| crate::movement(&r))
}

/// One move and its tests (`MoveRequest` in, `MoveOutcome` out).
#[wasm_bindgen(js_name = resolveMove)]
pub fn resolve_move(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::resolve_move(&r, e))
}

/// A vehicle combat action (`VehicleActionRequest` in, `VehicleActionOutcome` out).
#[wasm_bindgen(js_name = vehicleAction)]
pub fn vehicle_action(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    use crate::vehicle::read;
    let r = read::read_action(request).map_err(to_js_error)?;
    let e = if r.req.needs_entropy() { entropy() } else { 0 };
    let fix = |e| if r.actor_as_target { read::as_target(e) } else { e };
    let out = crate::vehicle_action(&r.req, e).map_err(|e| to_js_error(fix(e)))?;
    to_tape(&if r.actor_as_target { read::target_renamed(out) } else { out })
}

/// A vehicle out of control (`OutOfControlRequest` in, `OutOfControlOutcome` out).
#[wasm_bindgen(js_name = outOfControl)]
pub fn out_of_control(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::out_of_control(&r, e))
}

/// A round of a high-speed chase (`ChaseRequest` in, `ChaseOutcome` out).
#[wasm_bindgen(js_name = chaseRound)]
pub fn chase_round(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::chase_round(&r, e))
}

/// A vehicle repaired (`RepairRequest` in, `RepairOutcome` out).
#[wasm_bindgen(js_name = repairVehicle)]
pub fn repair_vehicle(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::repair_vehicle(&r, e))
}

/// A line's combat actions as data (attacks first), for UIs: `{ ruleset }` in.
#[wasm_bindgen(js_name = actions)]
pub fn actions(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r: crate::turn::ActionsRequest, _| Ok(crate::turn::actions(r.ruleset)))
}

/// One line's catalogue for UIs (characteristics, skills, difficulties, actions,
/// conditions, circumstances): `{ ruleset }` in.
#[wasm_bindgen(js_name = catalogue)]
pub fn catalogue(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r: crate::catalogue::CatalogueRequest, _| Ok(crate::catalogue::catalogue(r.ruleset)))
}

/// A fate point spent outside a test: `{ ruleset, actor, use: 'recoverWounds' | 'recoverStun' }`.
#[wasm_bindgen(js_name = spendFate)]
pub fn spend_fate(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::spend_fate(&r, e))
}

/// Whether a list of actions is a legal turn: `{ valid, problems }`.
#[wasm_bindgen(js_name = validateTurn)]
pub fn validate_turn(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, _| crate::turn::validate_turn(&r))
}

/// The ruleset profiles as data (actions, difficulties, sizes, tables), for UIs.
#[wasm_bindgen(js_name = rulesets)]
pub fn rulesets() -> Result<usize, JsValue> {
    to_tape(&crate::rules::describe_all())
}
