//! resolveAttack on the other boundaries, for `scripts/bench.mjs` only (feature
//! `object-boundary`, not in the package): text both ways (as before), and the request read
//! from a JS object by serde-wasm-bindgen, which looks up known fields only (unknown keys
//! pass unseen) and keeps no path, so a request it refuses is read again as text.

use super::*;
fn resolve(request: JsValue) -> Result<crate::model::AttackOutcome, JsValue> {
    let req: crate::model::AttackRequest = match serde_wasm_bindgen::from_value(request.clone()) {
        Ok(req) => req,
        Err(_) => parse(&js_sys::JSON::stringify(&request)?.as_string().unwrap_or_else(|| "null".into()))
            .map_err(to_js_error)?,
    };
    let e = if req.needs_entropy() { entropy() } else { 0 };
    crate::resolve_attack(&req, e).map_err(to_js_error)
}
#[wasm_bindgen(js_name = resolveAttackText)]
pub fn resolve_attack_text(request: &str) -> Result<String, JsValue> {
    json_text(&outcome(request, |r: crate::model::AttackRequest, e| crate::resolve_attack(&r, e))?)
}
/// Outcomes as JS objects built by serde-wasm-bindgen, as `JSON.parse` gives them.
const OUTCOME: serde_wasm_bindgen::Serializer = serde_wasm_bindgen::Serializer::json_compatible();
fn to_object<T: serde::Serialize>(value: &T) -> Result<JsValue, JsValue> {
    value.serialize(&OUTCOME).map_err(|e| to_js_error(Error::new(ErrorCode::Internal, &e.to_string())))
}
#[wasm_bindgen(js_name = resolveAttackObject)]
pub fn resolve_attack_object(request: JsValue) -> Result<JsValue, JsValue> {
    to_object(&resolve(request)?)
}
/// The request as text, the outcome as a JS object built by serde-wasm-bindgen (what
/// `resolveAttack` returned before the tape).
#[wasm_bindgen(js_name = resolveAttackTextObject)]
pub fn resolve_attack_text_object(request: &str) -> Result<JsValue, JsValue> {
    to_object(&outcome(request, |r: crate::model::AttackRequest, e| crate::resolve_attack(&r, e))?)
}
#[wasm_bindgen(js_name = resolveAttackObjectText)]
pub fn resolve_attack_object_text(request: JsValue) -> Result<String, JsValue> {
    json_text(&resolve(request)?)
}
