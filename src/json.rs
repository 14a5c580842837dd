//! Requests as JSON text, with the failing field named. Used by the wasm skin and by any
//! host that holds requests as JSON.

use serde::de::DeserializeOwned;

use crate::error::{Error, Result};
use crate::model::{AnalyzeRequest, AttackRequest};

/// The largest request accepted, in bytes of JSON text.
pub const MAX_REQUEST_BYTES: usize = 1_000_000;

/// Parses a request, naming the offending field (`attacker.characteristics.bs`).
pub fn from_str<T: DeserializeOwned>(json: &str) -> Result<T> {
    if json.len() > MAX_REQUEST_BYTES {
        return Err(Error::invalid("", "the request is larger than 1000000 bytes of JSON, the most accepted"));
    }
    let mut de = serde_json::Deserializer::from_str(json);
    let value = crate::error::deserialize(&mut de)?;
    de.end().map_err(|e| Error::invalid("", &format!("trailing characters after the request: {e}")))?;
    Ok(value)
}

/// An analysis request is an attack request whose `trials` field is read.
pub fn analyze_request(json: &str) -> Result<AnalyzeRequest> {
    let mut attack: AttackRequest = from_str(json)?;
    let trials = attack.trials.take();
    Ok(AnalyzeRequest { attack, trials })
}
