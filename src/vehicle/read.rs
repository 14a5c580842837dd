//! `vehicleAction`'s request as API.md gives it: `target` is what a ram strikes, a vehicle
//! or a character. A character there (no `kind: 'vehicle'`) is read as `targetActor`; its
//! errors name `target`, and the outcome gives its state back as `target`.

use serde_json::Value;

use crate::error::{Error, Result};
use crate::model::{Rammed, VehicleActionOutcome, VehicleActionRequest};

/// A request read, and whether its `target` was a character.
pub struct Read {
    pub req: VehicleActionRequest,
    pub actor_as_target: bool,
}

/// Reads the request; a character in `target` is moved to `targetActor` (only when the
/// request as given does not read, so a request that reads is read once).
pub fn read_action(json: &str) -> Result<Read> {
    let first = match crate::json::from_str::<VehicleActionRequest>(json) {
        Ok(req) => return Ok(Read { req, actor_as_target: false }),
        Err(e) => e,
    };
    let Ok(mut v) = serde_json::from_str::<Value>(json) else { return Err(first) };
    let Some(obj) = v.as_object_mut() else { return Err(first) };
    let character = obj.get("target").is_some_and(|t| {
        t.as_object().is_some_and(|m| m.get("kind").and_then(Value::as_str) != Some("vehicle"))
    });
    if !character || obj.contains_key("targetActor") {
        return Err(first);
    }
    if let Some(t) = obj.remove("target") {
        obj.insert("targetActor".into(), t);
    }
    let req = crate::json::from_str::<VehicleActionRequest>(&v.to_string()).map_err(as_target)?;
    Ok(Read { req, actor_as_target: true })
}

/// An error about the character read as `targetActor`, named as the caller gave it.
pub fn as_target(mut e: Error) -> Error {
    if let Some(rest) = e.path.as_deref().and_then(|p| p.strip_prefix("targetActor")) {
        e.path = Some(format!("target{rest}"));
    }
    e.message = e.message.replace("targetActor", "target");
    e
}

/// The outcome of a ram at a character given in `target`, with the character's state under
/// `target` as it came (the engine's outcome names it `targetActor`).
pub fn target_renamed(mut out: VehicleActionOutcome) -> VehicleActionOutcome {
    if let Some(t) = out.target_actor.take() {
        out.target = Some(Rammed::Character(t));
    }
    out
}
