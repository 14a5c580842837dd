//! The wasm skin: converts JS values to core types and back, maps core errors to JS
//! `Error` objects with `code` and `path`, and exports the functions of API.md.
//! No rule lives here.

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
    err.into()
}

/// Reads a request, naming the offending field on failure.
fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, Error> {
    if value.is_undefined() || value.is_null() {
        return Err(Error::invalid("", "the request must be an object"));
    }
    crate::error::deserialize(serde_wasm_bindgen::Deserializer::from(value))
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    value
        .serialize(&ser)
        .map_err(|e| to_js_error(Error::new(ErrorCode::Internal, &e.to_string())))
}

/// 53 bits from the host's generator, used only when a request gives neither a seed nor
/// rolls. The seed actually used is returned in the outcome, so the result can be replayed.
fn entropy() -> u64 {
    let hi = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let lo = (js_sys::Math::random() * 2_097_152.0) as u64;
    ((hi << 21) | lo) & crate::dice::MAX_SEED
}

fn run<Req: DeserializeOwned, Out: Serialize>(
    value: JsValue,
    f: impl FnOnce(Req, u64) -> Result<Out, Error>,
) -> Result<JsValue, JsValue> {
    let req: Req = from_js(value).map_err(to_js_error)?;
    let out = f(req, entropy()).map_err(to_js_error)?;
    to_js(&out)
}

#[wasm_bindgen(js_name = resolveAttack)]
pub fn resolve_attack(request: JsValue) -> Result<JsValue, JsValue> {
    run(request, |r, e| crate::resolve_attack(&r, e))
}

#[wasm_bindgen(js_name = rollTest)]
pub fn roll_test(request: JsValue) -> Result<JsValue, JsValue> {
    run(request, |r, e| crate::roll_test(&r, e))
}

#[wasm_bindgen(js_name = opposedTest)]
pub fn opposed_test(request: JsValue) -> Result<JsValue, JsValue> {
    run(request, |r, e| crate::opposed_test(&r, e))
}

#[wasm_bindgen(js_name = rollInitiative)]
pub fn roll_initiative(request: JsValue) -> Result<JsValue, JsValue> {
    run(request, |r, e| crate::roll_initiative(&r, e))
}

#[wasm_bindgen(js_name = analyzeAttack)]
pub fn analyze_attack(request: JsValue) -> Result<JsValue, JsValue> {
    run(request, |r, e| crate::analyze_attack(&r, e))
}

/// The ruleset profiles as data (actions, difficulties, sizes, tables), for UIs.
#[wasm_bindgen(js_name = rulesets)]
pub fn rulesets() -> Result<JsValue, JsValue> {
    to_js(&crate::rules::describe_all())
}

#[wasm_bindgen(js_name = engineVersion)]
pub fn engine_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
