//! Errors the core returns. Each has a stable `code`; bad input also names the field
//! (`path`, e.g. `attacker.characteristics.bs`); an exhausted script names the die's purpose
//! and its sides.

pub mod purpose;
pub mod suggest;
pub mod wording;

use std::fmt;

pub use purpose::Purpose;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorCode {
    /// The request is malformed or out of range. `path` names the field.
    InvalidInput,
    /// The scripted faces ran out and no seed was given. `purpose` and `sides` name the die.
    DiceExhausted,
    /// The request is well formed but the rules forbid it (e.g. an untrained advanced skill).
    NotAllowed,
    /// A valid request whose dice ran past a limit on the work one call may do (more dice
    /// than `dice::MAX_DICE_PER_REQUEST`, or an analysis past its dice budget). Validity
    /// never depends on the dice; this is the one answer that may, and only for requests
    /// that ask for vast numbers of dice. `path` names what to make smaller.
    LimitExceeded,
    /// A bug in the engine. Never expected; reported rather than panicking.
    Internal,
}

impl ErrorCode {
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::InvalidInput => "invalid_input",
            ErrorCode::DiceExhausted => "dice_exhausted",
            ErrorCode::NotAllowed => "not_allowed",
            ErrorCode::LimitExceeded => "limit_exceeded",
            ErrorCode::Internal => "internal",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    pub code: ErrorCode,
    pub message: String,
    pub path: Option<String>,
    /// The purpose of the die the script ran out before (`DiceExhausted`); a host sees its
    /// name (`purpose.as_str()`, the camelCase of `dice.byPurpose`).
    pub purpose: Option<Purpose>,
    /// The sides of the die that was missing (`DiceExhausted`); a d5 is rolled as a d10.
    pub sides: Option<u32>,
}

impl Error {
    pub fn new(code: ErrorCode, message: &str) -> Self {
        Error { code, message: message.to_string(), path: None, purpose: None, sides: None }
    }
    /// A state the engine never reaches (a bug), reported rather than skipped or panicked
    /// on; the message says what was found.
    pub fn internal(message: &str) -> Self {
        Error::new(ErrorCode::Internal, message)
    }
    pub fn invalid(path: &str, message: &str) -> Self {
        let msg = if path.is_empty() { message.to_string() } else { format!("{path}: {message}") };
        Error { code: ErrorCode::InvalidInput, message: msg, path: Some(path.to_string()), purpose: None, sides: None }
    }
    /// The same error with its path under `prefix` (a request read inside another:
    /// `encounter` + `combatants.a.damage`).
    pub fn under(mut self, prefix: &str) -> Self {
        if prefix.is_empty() {
            return self;
        }
        let old = self.path.take().unwrap_or_default();
        let new = if old.is_empty() {
            prefix.to_string()
        } else if old.starts_with('[') {
            format!("{prefix}{old}")
        } else {
            format!("{prefix}.{old}")
        };
        if let Some(rest) = self.message.strip_prefix(&format!("{old}: ")) {
            self.message = format!("{new}: {rest}");
        } else if self.code == ErrorCode::InvalidInput && old.is_empty() {
            self.message = format!("{new}: {}", self.message);
        }
        self.path = Some(new);
        self
    }
    /// A limit on the work of one call was passed (`ErrorCode::LimitExceeded`).
    pub fn limit(path: &str, message: &str) -> Self {
        Error { code: ErrorCode::LimitExceeded, ..Error::invalid(path, message) }
    }
    pub fn not_allowed(path: &str, message: &str) -> Self {
        Error {
            code: ErrorCode::NotAllowed,
            message: message.to_string(),
            path: if path.is_empty() { None } else { Some(path.to_string()) },
            purpose: None,
            sides: None,
        }
    }
    /// No scripted face was left for the d`sides` rolled for `purpose` (in `dice.byPurpose`
    /// for that purpose nor in `dice.rolls`) and no seed was given.
    pub fn exhausted(purpose: Purpose, sides: u32) -> Self {
        let name = purpose.as_str();
        Error {
            code: ErrorCode::DiceExhausted,
            message: format!(
                "dice.rolls ran out before the d{sides} rolled for '{name}' and no seed was given \
                 (script it in dice.byPurpose.{name} or dice.rolls, or give dice.seed)"
            ),
            path: Some("dice.rolls".to_string()),
            purpose: Some(purpose),
            sides: Some(sides),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code.as_str(), self.message)
    }
}

impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;

/// Turns a serde path (`attacker.characteristics.bs`, `weapon.qualities[2]`, `?` for
/// unknown segments) into the dotted form the API documents.
pub fn clean_path(raw: &str) -> String {
    if raw.trim_matches('.') == "?" {
        return String::new();
    }
    // An empty key (`{ "": ... }`) leaves no segment.
    let mut p = raw.replace(".?", "").replace("?.", "");
    while p.contains("..") {
        p = p.replace("..", ".");
    }
    p.trim_matches('.').to_string()
}

/// The error for a request serde refused: `path` is where the parser stopped (see
/// `json::path_at`), `raw` serde's message. A missing or repeated field is reported at
/// its object, so the field itself is added to the path; so is an unknown field, unless
/// `key_in_path` and the path ends with it (`serde_path_to_error` names the key).
pub fn from_serde(path: String, raw: &str, key_in_path: bool) -> Error {
    let mut path = clean_path(&path);
    let inner = strip_position(raw.strip_prefix("Error: ").unwrap_or(raw));
    let h = crate::error::suggest::humane(inner);
    // serde_path_to_error's path already ends with an unknown field's key, except inside
    // an entry read before its object's tag (`json::tag_inside`), where it cannot follow.
    let named = |f: &String| key_in_path && (path == *f || path.ends_with(&format!(".{f}")));
    if let Some(field) = h.field.filter(|f| !f.is_empty() && !named(f)) {
        path = if path.is_empty() { field } else { format!("{path}.{field}") };
    }
    Error::invalid(&path, &h.message)
}

/// Deserialises a request from any serde deserializer, tracking the path of each field as
/// it goes (`serde_path_to_error`). The engine parses with `json::from_str`, which names
/// the field from the text instead; this stays as the reference `from_str` is tested
/// against. Nothing in the wasm build calls it, so none of it is in the `.wasm`. A tagged
/// object whose tag is not its first entry needs a deserializer that lends slices of JSON
/// text (`json::tag_inside`), as serde_json reading text does.
pub fn deserialize<'de, T: serde::Deserialize<'de>, D: serde::Deserializer<'de>>(de: D) -> Result<T>
where
    D::Error: fmt::Display,
{
    serde_path_to_error::deserialize(de).map_err(|e| from_serde(e.path().to_string(), &e.inner().to_string(), true))
}

/// Drops serde_json's " at line 1 column 40" suffix: the position is in text the caller
/// never wrote (the adapter serialises the request), while the path names the field.
fn strip_position(msg: &str) -> &str {
    if let Some(i) = msg.rfind(" at line ") {
        let tail = &msg[i + 9..];
        let mut parts = tail.split(" column ");
        let line_ok = parts.next().is_some_and(|l| !l.is_empty() && l.bytes().all(|b| b.is_ascii_digit()));
        let col_ok = parts.next().is_some_and(|c| !c.is_empty() && c.bytes().all(|b| b.is_ascii_digit()));
        if line_ok && col_ok {
            return &msg[..i];
        }
    }
    msg
}
