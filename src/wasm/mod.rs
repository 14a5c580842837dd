//! The wasm skin: one call per request, its request one JSON string, its outcome one too
//! except `resolveAttack`'s, a JS object (`OUTCOME`; README, "Speed and size"). Core errors
//! become JS `Error`s with `code`, and `path` / `purpose` / `sides`. No rule lives here.

use serde::{de::DeserializeOwned, Serialize};
use wasm_bindgen::prelude::*;

use crate::error::{Error, ErrorCode};

fn to_js_error(e: Error) -> JsValue {
    let err = js_sys::Error::new(&e.message);
    let obj: &JsValue = err.as_ref();
    let _ = js_sys::Reflect::set(obj, &"code".into(), &e.code.as_str().into());
    if let Some(path) = &e.path {
        let _ = js_sys::Reflect::set(obj, &"path".into(), &path.as_str().into());
    }
    if let Some(purpose) = &e.purpose {
        let _ = js_sys::Reflect::set(obj, &"purpose".into(), &purpose.as_str().into());
    }
    if let Some(sides) = e.sides {
        let _ = js_sys::Reflect::set(obj, &"sides".into(), &sides.into());
    }
    err.into()
}

fn parse<T: DeserializeOwned>(json: &str) -> Result<T, Error> {
    crate::json::from_str(json)
}

fn to_json<T: Serialize>(value: &T) -> Result<String, JsValue> {
    serde_json::to_string(value).map_err(|e| to_js_error(Error::new(ErrorCode::Internal, &e.to_string())))
}

/// Outcomes as the JS objects `JSON.parse` gives of the text: plain objects, numbers (seeds < 2^53).
const OUTCOME: serde_wasm_bindgen::Serializer = serde_wasm_bindgen::Serializer::json_compatible();

fn to_object<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    value.serialize(&OUTCOME).map_err(|e| to_js_error(Error::new(ErrorCode::Internal, &e.to_string())))
}

/// 53 bits from the host's cryptographic generator (`getrandom`: `crypto.getRandomValues`),
/// used only when a request gives neither a seed nor rolls; `Math.random` if that is
/// missing. The seed actually used is returned in the outcome, so the result can be replayed.
fn entropy() -> u64 {
    let bits = getrandom::u64().unwrap_or_else(|_| {
        let hi = (js_sys::Math::random() * 4_294_967_296.0) as u64;
        let lo = (js_sys::Math::random() * 4_294_967_296.0) as u64;
        (hi << 32) | lo
    });
    bits & crate::dice::MAX_SEED
}

/// A request, as far as the skin needs to know: whether it draws its seed from the host.
/// Asking the host for entropy costs more than a small request's whole rules (a call out
/// to `crypto`), so it is done only for requests that need it.
trait Request: DeserializeOwned {
    fn needs_entropy(&self) -> bool {
        false
    }
}

/// The requests that roll dice: `dice` decides (`dice::needs_entropy`).
macro_rules! rolls_dice {
    ($($t:ty),*) => {
        $(impl Request for $t {
            fn needs_entropy(&self) -> bool {
                crate::dice::needs_entropy(self.dice.as_ref())
            }
        })*
    };
}

rolls_dice!(
    crate::model::AttackRequest,
    crate::model::VehicleAttackRequest,
    crate::model::TestRequest,
    crate::model::OpposedRequest,
    crate::model::InitiativeRequest,
    crate::model::EscapeRequest,
    crate::model::HealRequest,
    crate::model::DamageRequest,
    crate::model::StartTurnRequest,
    crate::model::EndRoundRequest,
    crate::SpendFateRequest,
    crate::model::MoveRequest,
    crate::model::ExtendedRequest,
    crate::model::InvestigateRequest,
    crate::model::VehicleActionRequest,
    crate::model::OutOfControlRequest,
    crate::model::ChaseRequest,
    crate::model::RepairRequest,
    crate::model::FearRequest,
    crate::model::FocusRequest
);
impl Request for crate::model::MovementRequest {}
impl Request for crate::turn::ActionsRequest {}
impl Request for crate::turn::TurnRequest {}
impl Request for crate::catalogue::CatalogueRequest {}

/// Reads the request, draws entropy if it needs some, and computes the outcome.
fn outcome<Req: Request, Out>(json: &str, f: impl FnOnce(Req, u64) -> Result<Out, Error>) -> Result<Out, JsValue> {
    let req: Req = parse(json).map_err(to_js_error)?;
    let e = if req.needs_entropy() { entropy() } else { 0 };
    f(req, e).map_err(to_js_error)
}

fn run<Req: Request, Out: Serialize>(
    json: &str,
    f: impl FnOnce(Req, u64) -> Result<Out, Error>,
) -> Result<String, JsValue> {
    to_json(&outcome(json, f)?)
}

/// An attack at a character (`AttackOutcome`) or, when `target.kind` is `'vehicle'`, at a
/// vehicle (`VehicleAttackOutcome`).
#[wasm_bindgen(js_name = resolveAttack)]
pub fn resolve_attack(request: &str) -> Result<JsValue, JsValue> {
    match crate::read_attack(request).map_err(to_js_error)? {
        crate::AttackInput::Character(r) => {
            let e = if r.needs_entropy() { entropy() } else { 0 };
            to_object(&crate::resolve_attack(&r, e).map_err(to_js_error)?)
        }
        crate::AttackInput::Vehicle(r) => {
            let e = if r.needs_entropy() { entropy() } else { 0 };
            to_object(&crate::resolve_vehicle_attack(&r, e).map_err(to_js_error)?)
        }
    }
}

#[wasm_bindgen(js_name = rollTest)]
pub fn roll_test(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::roll_test(&r, e))
}

#[wasm_bindgen(js_name = opposedTest)]
pub fn opposed_test(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::opposed_test(&r, e))
}

/// An extended test (`ExtendedRequest` in, `ExtendedOutcome` out).
#[wasm_bindgen(js_name = extendedTest)]
pub fn extended_test(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::extended_test(&r, e))
}

/// An investigation (`InvestigateRequest` in, `InvestigateOutcome` out).
#[wasm_bindgen(js_name = investigate)]
pub fn investigate(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::investigate(&r, e))
}

/// A Fear test (`FearRequest` in, `FearOutcome` out).
#[wasm_bindgen(js_name = fearTest)]
pub fn fear_test(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::fear_test(&r, e))
}

/// A psychic power focused (`FocusRequest` in, `FocusOutcome` out).
#[wasm_bindgen(js_name = focusPower)]
pub fn focus_power(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::focus_power(&r, e))
}

#[wasm_bindgen(js_name = rollInitiative)]
pub fn roll_initiative(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::roll_initiative(&r, e))
}

/// The end-of-turn test to escape pinning (`EscapeRequest` in, `TestOutcome` out).
#[wasm_bindgen(js_name = escapePinning)]
pub fn escape_pinning(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::escape_pinning(&r, e))
}

/// Healing, recovery and Medicae (`HealRequest` in, `HealOutcome` out).
#[wasm_bindgen(js_name = heal)]
pub fn heal(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::heal(&r, e))
}

/// Damage that is not an attack (`DamageRequest` in, `DamageOutcome` out).
#[wasm_bindgen(js_name = applyDamage)]
pub fn apply_damage(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::apply_damage(&r, e))
}

/// The start of a character's turn (`StartTurnRequest` in, `RoundOutcome` out).
#[wasm_bindgen(js_name = startTurn)]
pub fn start_turn(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::start_turn(&r, e))
}

/// The end of a round (`EndRoundRequest` in, `RoundOutcome` out).
#[wasm_bindgen(js_name = endRound)]
pub fn end_round(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::end_round(&r, e))
}

/// How far a character moves and what it can carry (`MovementRequest` in,
/// `MovementOutcome` out).
#[wasm_bindgen(js_name = movement)]
pub fn movement(request: &str) -> Result<String, JsValue> {
    run(request, |r, _| crate::movement(&r))
}

/// One move and its tests (`MoveRequest` in, `MoveOutcome` out).
#[wasm_bindgen(js_name = resolveMove)]
pub fn resolve_move(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::resolve_move(&r, e))
}

/// A vehicle combat action (`VehicleActionRequest` in, `VehicleActionOutcome` out).
#[wasm_bindgen(js_name = vehicleAction)]
pub fn vehicle_action(request: &str) -> Result<String, JsValue> {
    use crate::vehicle::read;
    let r = read::read_action(request).map_err(to_js_error)?;
    let e = if r.req.needs_entropy() { entropy() } else { 0 };
    let fix = |e| if r.actor_as_target { read::as_target(e) } else { e };
    let out = crate::vehicle_action(&r.req, e).map_err(|e| to_js_error(fix(e)))?;
    read::outcome_json(&out, r.actor_as_target).map_err(to_js_error)
}

/// A vehicle out of control (`OutOfControlRequest` in, `OutOfControlOutcome` out).
#[wasm_bindgen(js_name = outOfControl)]
pub fn out_of_control(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::out_of_control(&r, e))
}

/// A round of a high-speed chase (`ChaseRequest` in, `ChaseOutcome` out).
#[wasm_bindgen(js_name = chaseRound)]
pub fn chase_round(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::chase_round(&r, e))
}

/// A vehicle repaired (`RepairRequest` in, `RepairOutcome` out).
#[wasm_bindgen(js_name = repairVehicle)]
pub fn repair_vehicle(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::repair_vehicle(&r, e))
}

#[wasm_bindgen(js_name = analyzeAttack)]
pub fn analyze_attack(request: &str) -> Result<String, JsValue> {
    let req = crate::attack::analysis::parse_request(request).map_err(to_js_error)?;
    let e = if req.attack.needs_entropy() { entropy() } else { 0 };
    let out = crate::analyze_attack(&req, e).map_err(to_js_error)?;
    to_json(&out)
}

/// A line's combat actions as data (attacks first), for UIs: `{ ruleset }` in.
#[wasm_bindgen(js_name = actions)]
pub fn actions(request: &str) -> Result<String, JsValue> {
    run(request, |r: crate::turn::ActionsRequest, _| Ok(crate::turn::actions(r.ruleset)))
}

/// One line's catalogue for UIs (characteristics, skills, difficulties, actions,
/// conditions, circumstances): `{ ruleset }` in.
#[wasm_bindgen(js_name = catalogue)]
pub fn catalogue(request: &str) -> Result<String, JsValue> {
    run(request, |r: crate::catalogue::CatalogueRequest, _| Ok(crate::catalogue::catalogue(r.ruleset)))
}

/// A fate point spent outside a test: `{ ruleset, actor, use: 'recoverWounds' | 'recoverStun' }`.
#[wasm_bindgen(js_name = spendFate)]
pub fn spend_fate(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::spend_fate(&r, e))
}

/// Whether a list of actions is a legal turn: `{ valid, problems }`.
#[wasm_bindgen(js_name = validateTurn)]
pub fn validate_turn(request: &str) -> Result<String, JsValue> {
    run(request, |r, _| crate::turn::validate_turn(&r))
}

/// The ruleset profiles as data (actions, difficulties, sizes, tables), for UIs.
#[wasm_bindgen(js_name = rulesets)]
pub fn rulesets() -> Result<String, JsValue> {
    to_json(&crate::rules::describe_all())
}

#[wasm_bindgen(js_name = engineVersion)]
pub fn engine_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

mod analysis_parts;
mod encounter_calls;
#[cfg(feature = "object-boundary")]
mod object_boundary;
mod prepared;
