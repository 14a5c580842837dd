//! The wasm skin: one call per request, its only crossing. The request is JSON text that
//! JS writes as UTF-8 straight into a buffer the engine keeps from call to call
//! (`requestBuffer`; the call gets its length). The answer is its tape (`json::tape`), left
//! in a second buffer (`hand_over`) that JS reads in place; the call returns where (README,
//! "One crossing a call"). Core errors become JS `Error`s with `code`, and `path` /
//! `purpose` / `sides`. No rule lives here.
//!
//! The exports here, with `prepared` and `analysis_parts`, are the attack entry's
//! (`cogitator/attack`): built with the `attack` feature, the `.wasm` has only them, and
//! the engine's code no other export reaches is left out. `more` and `encounter_calls`
//! are the rest of the whole engine's.

use serde::{de::DeserializeOwned, Serialize};
use std::cell::RefCell;
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

thread_local! {
    /// The request's text, written in place by JS (`send` in `js/api.js`): one buffer,
    /// kept at the largest size a request has needed.
    static REQUEST: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Makes room for a request of up to `capacity` bytes and returns where JS writes it (an
/// offset into the engine's memory, which stays valid until the next call of this
/// function). A request too large for the engine's memory is refused here, before any of
/// it is written.
#[wasm_bindgen(js_name = requestBuffer)]
pub fn request_buffer(capacity: usize) -> Result<usize, JsValue> {
    REQUEST.with_borrow_mut(|b| {
        // On failure the buffer stays as it was, and so does JS's note of it.
        let more = capacity.saturating_sub(b.len());
        if b.try_reserve_exact(more).is_err() {
            return Err(to_js_error(Error::limit("", &format!("a request of {capacity} bytes does not fit in the engine's memory"))));
        }
        b.resize(b.len().max(capacity), 0);
        Ok(b.as_mut_ptr() as usize)
    })
}

/// The engine's memory, into which JS writes requests (`requestBuffer`).
#[wasm_bindgen(js_name = engineMemory)]
pub fn engine_memory() -> JsValue {
    wasm_bindgen::memory()
}

/// The request JS wrote into the buffer, taken out of it for as long as the call runs
/// and put back when dropped (so the buffer is not made again for the next call).
struct Taken {
    bytes: Vec<u8>,
    len: usize,
}

impl From<usize> for Taken {
    /// The request of `len` bytes.
    fn from(len: usize) -> Taken {
        Taken { bytes: REQUEST.with_borrow_mut(std::mem::take), len }
    }
}

impl Taken {
    fn text(&self) -> Result<&str, JsValue> {
        let text = self.bytes.get(..self.len).and_then(|bytes| std::str::from_utf8(bytes).ok());
        text.ok_or_else(|| to_js_error(Error::internal("the request buffer holds no text of that length")))
    }
}

impl Drop for Taken {
    fn drop(&mut self) {
        let bytes = std::mem::take(&mut self.bytes);
        REQUEST.with_borrow_mut(|b| *b = bytes);
    }
}

fn parse<T: DeserializeOwned>(json: &str) -> Result<T, Error> {
    crate::json::from_str(json)
}

thread_local! {
    /// A call's answer, which JS reads in place (`receive` and `readTape` in `js/api.js`)
    /// before its next call: one buffer, kept at the largest size an answer has needed.
    static ANSWER: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Writes a call's answer into the buffer and returns where it starts in the engine's
/// memory (the buffer's address may change from call to call as it grows).
fn hand_over(write: impl FnOnce(&mut Vec<u8>) -> Result<(), Error>) -> Result<usize, JsValue> {
    ANSWER.with_borrow_mut(|out| {
        out.clear();
        write(out).map_err(to_js_error)?;
        Ok(out.as_ptr() as usize)
    })
}

fn internal(e: impl std::fmt::Display) -> Error {
    Error::new(ErrorCode::Internal, &e.to_string())
}

/// The answer as a JS string, for the bench's boundaries alone.
#[cfg(feature = "object-boundary")]
fn json_text<T: Serialize>(value: &T) -> Result<String, JsValue> {
    serde_json::to_string(value).map_err(|e| to_js_error(internal(e)))
}

/// An answer as its tape (`json::tape`), which `readTape` in `js/api.js` reads into the
/// object `JSON.parse` would give of its JSON text: every call's answer, so the `.wasm`
/// writes each answer's types once, for the tape.
fn to_tape<T: Serialize>(value: &T) -> Result<usize, JsValue> {
    hand_over(|out| crate::json::tape::write_into(value, out).map_err(internal))
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

/// Reads the request, computes the outcome and hands it over as a tape.
fn run<Req: Request, Out: Serialize>(
    json: &str,
    f: impl FnOnce(Req, u64) -> Result<Out, Error>,
) -> Result<usize, JsValue> {
    to_tape(&outcome(json, f)?)
}

thread_local! {
    /// The attack requests seen last, for one seen again with other dice
    /// (`attack::repeat`).
    static REPEATS: RefCell<crate::attack::repeat::Repeats> = const { RefCell::new(crate::attack::repeat::Repeats::new()) };
}

/// An attack at a character (`AttackOutcome`) or, when `target.kind` is `'vehicle'`, at a
/// vehicle (`VehicleAttackOutcome`): read whole, or with only its dice read where the same
/// request came before (`attack::repeat`).
#[wasm_bindgen(js_name = resolveAttack)]
pub fn resolve_attack(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    let seen = REPEATS.with_borrow_mut(|r| r.outcome(request, entropy));
    if let Some(out) = seen {
        return to_tape(&out.map_err(to_js_error)?);
    }
    match crate::read_attack(request).map_err(to_js_error)? {
        crate::AttackInput::Character(r) => {
            let e = if r.needs_entropy() { entropy() } else { 0 };
            let out = crate::resolve_attack(&r, e).map_err(to_js_error)?;
            REPEATS.with_borrow_mut(|repeats| repeats.resolved(request, r));
            to_tape(&out)
        }
        crate::AttackInput::Vehicle(r) => {
            let e = if r.needs_entropy() { entropy() } else { 0 };
            to_tape(&crate::resolve_vehicle_attack(&r, e).map_err(to_js_error)?)
        }
    }
}

#[wasm_bindgen(js_name = rollTest)]
pub fn roll_test(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::roll_test(&r, e))
}

#[wasm_bindgen(js_name = opposedTest)]
pub fn opposed_test(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    run(request, |r, e| crate::opposed_test(&r, e))
}

#[wasm_bindgen(js_name = analyzeAttack)]
pub fn analyze_attack(len: usize) -> Result<usize, JsValue> {
    let request = Taken::from(len);
    let request = request.text()?;
    let req = crate::attack::analysis::parse_request(request).map_err(to_js_error)?;
    let e = if req.attack.needs_entropy() { entropy() } else { 0 };
    let out = crate::analyze_attack(&req, e).map_err(to_js_error)?;
    to_tape(&out)
}

#[wasm_bindgen(js_name = engineVersion)]
pub fn engine_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

mod analysis_parts;
#[cfg(not(feature = "attack"))]
mod encounter_calls;
#[cfg(not(feature = "attack"))]
mod more;
#[cfg(feature = "object-boundary")]
mod object_boundary;
mod prepared;
