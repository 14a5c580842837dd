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
    crate::model::TestRequest,
    crate::model::OpposedRequest,
    crate::model::InitiativeRequest,
    crate::model::EscapeRequest,
    crate::model::HealRequest,
    crate::model::DamageRequest,
    crate::model::StartTurnRequest,
    crate::model::EndRoundRequest,
    crate::SpendFateRequest
);
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

#[wasm_bindgen(js_name = resolveAttack)]
pub fn resolve_attack(request: &str) -> Result<JsValue, JsValue> {
    to_object(&outcome(request, |r, e| crate::resolve_attack(&r, e))?)
}

#[wasm_bindgen(js_name = rollTest)]
pub fn roll_test(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::roll_test(&r, e))
}

#[wasm_bindgen(js_name = opposedTest)]
pub fn opposed_test(request: &str) -> Result<String, JsValue> {
    run(request, |r, e| crate::opposed_test(&r, e))
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

/// One attack request parsed and checked once, rolled many times (`prepareAttack`).
#[wasm_bindgen(js_name = PreparedAttack)]
pub struct PreparedAttack {
    inner: crate::attack::prepared_request::PreparedAttack,
}

/// The dice of one roll of a prepared request, read as `{ "dice": ... }` so that an error
/// names `dice.rolls[0]` as it would in a whole request.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RollDice {
    #[serde(default)]
    dice: Option<crate::dice::DiceSpec>,
}

/// What `analyze` takes: `{ trials?, seed? }`.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct AnalyzeOptions {
    #[serde(default)]
    trials: Option<u32>,
    #[serde(default)]
    seed: Option<u64>,
}

/// Parses and checks an attack request for many rolls.
#[wasm_bindgen(js_name = prepareAttack)]
pub fn prepare_attack(request: &str) -> Result<PreparedAttack, JsValue> {
    let req: crate::model::AttackRequest = parse(request).map_err(to_js_error)?;
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
    let d: RollDice = parse(text).map_err(to_js_error)?;
    let e = if crate::dice::needs_entropy(d.dice.as_ref()) { entropy() } else { 0 };
    Ok((d.dice, e))
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
    pub fn roll_dice(&mut self, dice: &str) -> Result<Box<[f64]>, JsValue> {
        let (spec, e) = roll_dice(dice)?;
        self.inner.roll(spec.as_ref(), e).map(figures).map_err(to_js_error)
    }

    /// The whole outcome for `{ "dice": ... }` text, as `resolveAttack` gives it.
    pub fn outcome(&mut self, dice: &str) -> Result<String, JsValue> {
        let (spec, e) = roll_dice(dice)?;
        let out = self.inner.outcome(spec.as_ref(), e).map_err(to_js_error)?;
        to_json(&out)
    }

    /// `analyzeAttack` for the request: `{ trials?, seed? }` text in.
    pub fn analyze(&self, options: &str) -> Result<String, JsValue> {
        let o: AnalyzeOptions = parse(options).map_err(to_js_error)?;
        let e = if o.seed.is_none() { entropy() } else { 0 };
        let out = self.inner.analyze(o.trials, o.seed, e).map_err(to_js_error)?;
        to_json(&out)
    }
}

/// resolveAttack on the other boundaries, for `scripts/bench.mjs` only (feature
/// `object-boundary`, not in the package): text both ways (as before), and the request read
/// from a JS object by serde-wasm-bindgen, which looks up known fields only (unknown keys
/// pass unseen) and keeps no path, so a request it refuses is read again as text.
#[cfg(feature = "object-boundary")]
mod object_boundary {
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
        run(request, |r, e| crate::resolve_attack(&r, e))
    }
    #[wasm_bindgen(js_name = resolveAttackObject)]
    pub fn resolve_attack_object(request: JsValue) -> Result<JsValue, JsValue> {
        to_object(&resolve(request)?)
    }
    #[wasm_bindgen(js_name = resolveAttackObjectText)]
    pub fn resolve_attack_object_text(request: JsValue) -> Result<String, JsValue> {
        to_json(&resolve(request)?)
    }
}
