//! Messages in the caller's words: serde's reports about a request ("unknown variant
//! `standart`, expected one of ...", "invalid type: string, expected i32") rewritten as
//! what to fix ("must be one of: standard, semiAuto, ...; did you mean 'standard'?", "must
//! be a whole number, not a string"), and the nearest known name for a typo.

/// The known name closest to `given`, if it is close enough to be a likely typo: same
/// letters ignoring case, or an edit distance (with transpositions) of at most a third of
/// the name's length (at least 1, at most 3). Case is ASCII case: every known name is
/// ASCII, and Unicode's full case tables would cost the `.wasm` some 12 KB for letters no
/// known name has.
pub fn nearest<'a>(given: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let g = given.to_ascii_lowercase();
    let allowed = (g.chars().count() / 3).clamp(1, 3);
    let mut best: Option<(usize, &'a str)> = None;
    for k in known {
        let d = distance(&g, &k.to_ascii_lowercase());
        if d <= allowed && best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, k));
        }
    }
    best.map(|(_, k)| k)
}

/// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    if a.len() > 64 || b.len() > 64 {
        return usize::MAX;
    }
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    let at = |i: usize, j: usize| i * w + j;
    for i in 0..=a.len() {
        if let Some(c) = d.get_mut(at(i, 0)) {
            *c = i;
        }
    }
    for j in 0..=b.len() {
        if let Some(c) = d.get_mut(at(0, j)) {
            *c = j;
        }
    }
    let get = |d: &[usize], i: usize, j: usize| d.get(at(i, j)).copied().unwrap_or(usize::MAX / 2);
    for (i, ca) in a.iter().enumerate() {
        for (j, cb) in b.iter().enumerate() {
            let (i1, j1) = (i + 1, j + 1);
            let cost = usize::from(ca != cb);
            let mut v = (get(&d, i, j1) + 1).min(get(&d, i1, j) + 1).min(get(&d, i, j) + cost);
            if i > 0 && j > 0 && a.get(i) == b.get(j - 1) && a.get(i - 1) == b.get(j) {
                v = v.min(get(&d, i - 1, j - 1) + 1);
            }
            if let Some(c) = d.get_mut(at(i1, j1)) {
                *c = v;
            }
        }
    }
    get(&d, a.len(), b.len())
}

/// "unknown <what>" with the nearest known name, or the list of known names.
pub fn unknown_name<'a>(what: &str, given: &str, known: impl IntoIterator<Item = &'a str> + Clone) -> String {
    match nearest(given, known.clone()) {
        Some(k) => format!("unknown {what} '{given}'; did you mean '{k}'?"),
        None => format!("unknown {what} '{given}' (known: {})", known.into_iter().collect::<Vec<_>>().join(", ")),
    }
}

/// A serde message rewritten for the caller, and the name of the field it concerns when
/// serde reports it at the parent (a missing or unknown field).
pub struct Humane {
    pub message: String,
    pub field: Option<String>,
}

/// The names inside backticks in serde's "expected one of `a`, `b`" / "expected `a` or `b`".
fn ticked(list: &str) -> Vec<&str> {
    list.split('`').skip(1).step_by(2).collect()
}

fn first_ticked(s: &str) -> Option<&str> {
    s.split('`').nth(1)
}

/// Rewrites one of serde's messages (see the module comment).
pub fn humane(raw: &str) -> Humane {
    let plain = |m: String| Humane { message: m, field: None };
    if let Some(rest) = raw.strip_prefix("unknown field `") {
        let (given, tail) = rest.split_once('`').unwrap_or((rest, ""));
        let known = ticked(tail);
        let message = match nearest(given, known.iter().copied()) {
            Some(k) => format!("unknown field; did you mean '{k}'?"),
            None if known.is_empty() => "unknown field (this object takes no fields)".to_string(),
            None => format!("unknown field (known: {})", known.join(", ")),
        };
        return Humane { message, field: Some(given.to_string()) };
    }
    if let Some(rest) = raw.strip_prefix("unknown variant `") {
        let (given, tail) = rest.split_once('`').unwrap_or((rest, ""));
        let known = ticked(tail);
        let list = known.join(", ");
        let message = match nearest(given, known.iter().copied()) {
            Some(k) => format!("must be one of: {list} (not '{given}'); did you mean '{k}'?"),
            None => format!("must be one of: {list} (not '{given}')"),
        };
        return plain(message);
    }
    if let Some(rest) = raw.strip_prefix("missing field `") {
        let field = rest.split('`').next().unwrap_or(rest);
        return Humane { message: "is required".to_string(), field: Some(field.to_string()) };
    }
    if let Some(rest) = raw.strip_prefix("duplicate field `") {
        let field = rest.split('`').next().unwrap_or(rest);
        return Humane { message: "is given twice".to_string(), field: Some(field.to_string()) };
    }
    if let Some(rest) = raw.strip_prefix("invalid type: ") {
        if let Some((got, want)) = rest.split_once(", expected ") {
            return plain(format!("must be {}, not {}", wanted(want), given(got)));
        }
    }
    if let Some(rest) = raw.strip_prefix("invalid value: ") {
        if let Some((got, want)) = rest.split_once(", expected ") {
            return plain(format!("must be {}, not {}", wanted(want), given(got)));
        }
    }
    if let Some(rest) = raw.strip_prefix("invalid length ") {
        if let Some((_, want)) = rest.split_once(", expected ") {
            return plain(format!("must be {}", wanted(want)));
        }
    }
    if raw.starts_with("data did not match any variant of untagged enum") {
        return plain("is not any of the shapes this field takes".to_string());
    }
    if raw.starts_with("recursion limit exceeded") {
        return plain("is nested too deeply".to_string());
    }
    plain(raw.to_string())
}

/// serde's "expected ..." in the caller's words.
fn wanted(want: &str) -> String {
    let w = want.trim();
    match w {
        "i8" | "i16" | "i32" | "i64" | "isize" => "a whole number".to_string(),
        "u8" | "u16" | "u32" | "u64" | "usize" => "a whole number from 0".to_string(),
        "f32" | "f64" => "a number".to_string(),
        "a boolean" => "true or false".to_string(),
        "a string" | "a borrowed string" => "a string".to_string(),
        "a sequence" => "a list".to_string(),
        "a map" => "an object".to_string(),
        "variant identifier" => "one of the names listed in the documentation".to_string(),
        _ if w.starts_with("struct ") => "an object".to_string(),
        _ if w.starts_with("a sequence") || w.starts_with("tuple") => "a list".to_string(),
        _ if w.starts_with("enum ") || w.starts_with("unit variant") => "a name (a string)".to_string(),
        _ if first_ticked(w).is_some() => w.replace('`', "'"),
        _ => w.to_string(),
    }
}

/// serde's description of the value it got, in the caller's words.
fn given(got: &str) -> String {
    let g = got.trim();
    if g == "null" {
        return "null".to_string();
    }
    if g == "map" {
        return "an object".to_string();
    }
    if g == "sequence" {
        return "a list".to_string();
    }
    if let Some(s) = g.strip_prefix("string ") {
        return format!("the string {s}");
    }
    for (prefix, _) in [("integer ", ""), ("floating point ", ""), ("boolean ", "")] {
        if let Some(v) = g.strip_prefix(prefix) {
            return v.replace('`', "");
        }
    }
    g.to_string()
}

/// Normalises a skill or difficulty name: lowercase letters and digits only.
pub fn norm(name: &str) -> String {
    name.chars().filter(|c| c.is_ascii_alphanumeric()).map(|c| c.to_ascii_lowercase()).collect()
}

/// `veryHard` -> `Very Hard`.
pub fn title(id: &str) -> String {
    let mut out = String::new();
    for (i, ch) in id.chars().enumerate() {
        if i == 0 {
            out.push(ch.to_ascii_uppercase());
        } else if ch.is_ascii_uppercase() {
            out.push(' ');
            out.push(ch);
        } else {
            out.push(ch);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typos_find_their_name() {
        assert_eq!(nearest("armor", ["name", "armour", "wounds"]), Some("armour"));
        assert_eq!(nearest("penetraton", ["penetration", "range"]), Some("penetration"));
        assert_eq!(nearest("conditon", ["conditions", "cover"]), Some("conditions"));
        assert_eq!(nearest("prne", ["prone", "pinned"]), Some("prone"));
        assert_eq!(nearest("BS", ["ws", "bs"]), Some("bs"));
        assert_eq!(nearest("standart", ["standard", "semiAuto"]), Some("standard"));
        assert_eq!(nearest("zzzzzz", ["standard", "semiAuto"]), None);
    }

    #[test]
    fn case_is_ascii_case() {
        assert_eq!(nearest("SEMIAUTO", ["standard", "semiAuto"]), Some("semiAuto"));
        // A letter outside ASCII is one edit from its plain form, whatever its case.
        assert_eq!(nearest("dödge", ["none", "dodge"]), Some("dodge"));
        assert_eq!(nearest("DÖDGE", ["none", "dodge"]), Some("dodge"));
        assert_eq!(nearest("ÅÅÅÅÅ", ["none", "dodge"]), None);
    }

    #[test]
    fn serde_messages_are_rewritten() {
        let h = humane("unknown field `armor`, expected one of `name`, `armour`");
        assert_eq!(h.message, "unknown field; did you mean 'armour'?");
        assert_eq!(h.field.as_deref(), Some("armor"));
        let h = humane("unknown variant `dodg`, expected one of `none`, `dodge`, `parry`");
        assert_eq!(h.message, "must be one of: none, dodge, parry (not 'dodg'); did you mean 'dodge'?");
        assert_eq!(
            humane("invalid type: string \"4\", expected i32").message,
            "must be a whole number, not the string \"4\""
        );
        assert_eq!(
            humane("invalid type: floating point `1.5`, expected i32").message,
            "must be a whole number, not 1.5"
        );
        assert_eq!(humane("invalid type: null, expected f64").message, "must be a number, not null");
        assert_eq!(humane("missing field `class`").field.as_deref(), Some("class"));
    }
}
