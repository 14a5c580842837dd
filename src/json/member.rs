//! One member of a JSON object found without reading the object: where `"dice": ...` is in
//! a request's text, so that a request repeated with other dice can be known by the rest of
//! its text (`attack::repeat`).
//!
//! The scan steps over the object's members at its top level, each name a string and each
//! value skipped whole (strings with their escapes, arrays and objects to their matching
//! bracket). It checks nothing beyond what it needs to step: it is a way to find, not a
//! reader, and a text it does not understand is a text with no such member.

use std::ops::Range;

/// Where a member is in an object's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    /// The bytes to cut for the object without the member: the member and the comma that
    /// joins it to a neighbour (the one after it, or before it when it is the last).
    pub cut: Range<usize>,
    /// Its value's bytes.
    pub value: Range<usize>,
}

/// The top-level member of the object `b` (JSON text) whose name is written as `"name"` (a
/// name written with escapes is not found), if `b` is an object that has one.
pub fn find(b: &[u8], name: &str) -> Option<Member> {
    let mut i = spaces(b, 0);
    if b.get(i) != Some(&b'{') {
        return None;
    }
    i += 1;
    // The comma before this member, if it is not the first.
    let mut comma: Option<usize> = None;
    loop {
        let start = spaces(b, i);
        let (named, value) = member_at(b, start, name)?;
        i = spaces(b, value.end);
        let last = match b.get(i) {
            Some(b',') => false,
            Some(b'}') => true,
            _ => return None,
        };
        if named {
            let cut = match (last, comma) {
                (false, _) => start..i + 1,
                (true, Some(c)) => c..value.end,
                (true, None) => start..value.end,
            };
            return Some(Member { cut, value });
        }
        if last {
            return None;
        }
        comma = Some(i);
        i += 1;
    }
}

/// The member that starts (with its name's quote) at `i`: whether its name is written as
/// `"name"`, and its value's bytes.
fn member_at(b: &[u8], i: usize, name: &str) -> Option<(bool, Range<usize>)> {
    if b.get(i) != Some(&b'"') {
        return None;
    }
    let name_end = string_end(b, i)?;
    let named = b.get(i + 1..name_end.checked_sub(1)?) == Some(name.as_bytes());
    let colon = spaces(b, name_end);
    if b.get(colon) != Some(&b':') {
        return None;
    }
    let value_start = spaces(b, colon + 1);
    Some((named, value_start..value_end(b, value_start)?))
}

impl Member {
    /// The same member in `other`, an object's text that is the same as `this` (where this
    /// member was found) up to where the member is cut: read at that place, cut the same
    /// way (with the comma after it, with the comma before it, or alone), and nothing before
    /// it scanned. Whether the text after it is the same is the caller's to check.
    pub fn again(&self, this: &[u8], other: &[u8], name: &str) -> Option<Member> {
        let at = self.cut.start;
        let comma_before = this.get(at) == Some(&b',');
        let comma_after = this.get(self.cut.end.checked_sub(1)?) == Some(&b',');
        if comma_before && other.get(at) != Some(&b',') {
            return None;
        }
        let start = if comma_before { spaces(other, at + 1) } else { at };
        let (true, value) = member_at(other, start, name)? else { return None };
        let end = if comma_after {
            let comma = spaces(other, value.end);
            (other.get(comma) == Some(&b',')).then_some(comma + 1)?
        } else {
            value.end
        };
        Some(Member { cut: at..end, value })
    }
}

/// The first byte from `i` on that is not JSON whitespace.
fn spaces(b: &[u8], mut i: usize) -> usize {
    while matches!(b.get(i), Some(b' ' | b'\t' | b'\n' | b'\r')) {
        i += 1;
    }
    i
}

/// The byte after the string that starts (with its quote) at `i`; `None` where it is not
/// closed. The closing quote is found as `path_at` finds it (`json::string_end`).
fn string_end(b: &[u8], i: usize) -> Option<usize> {
    let close = super::string_end(b, i + 1);
    (close < b.len()).then_some(close + 1)
}

/// The byte after the value that starts at `i`: a string to its closing quote, an object or
/// an array to its matching bracket (one pass that tracks whether it is inside a string),
/// anything else to the next delimiter.
fn value_end(b: &[u8], i: usize) -> Option<usize> {
    match b.get(i)? {
        b'"' => string_end(b, i),
        b'{' | b'[' => {
            let (mut depth, mut quoted, mut escaped) = (0usize, false, false);
            for (at, &c) in b.iter().enumerate().skip(i) {
                if quoted {
                    if escaped {
                        escaped = false;
                    } else if c == b'\\' {
                        escaped = true;
                    } else if c == b'"' {
                        quoted = false;
                    }
                    continue;
                }
                match c {
                    b'"' => quoted = true,
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth = depth.checked_sub(1)?;
                        if depth == 0 {
                            return Some(at + 1);
                        }
                    }
                    _ => {}
                }
            }
            None
        }
        _ => {
            let mut j = i;
            while !matches!(b.get(j), None | Some(b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r')) {
                j += 1;
            }
            Some(j)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::find;

    /// The text without the member, and the member's value, where `find` finds it.
    fn split(json: &str) -> Option<(String, &str)> {
        let m = find(json.as_bytes(), "dice")?;
        let rest = format!("{}{}", json.get(..m.cut.start)?, json.get(m.cut.end..)?);
        Some((rest, json.get(m.value)?))
    }

    #[test]
    fn the_member_is_cut_with_one_comma_wherever_it_is() {
        let rest = r#"{"a":1,"b":[2,{"dice":3}]}"#;
        assert_eq!(split(r#"{"dice":{"seed":4},"a":1,"b":[2,{"dice":3}]}"#), Some((rest.into(), r#"{"seed":4}"#)));
        assert_eq!(split(r#"{"a":1,"dice":{"seed":4},"b":[2,{"dice":3}]}"#), Some((rest.into(), r#"{"seed":4}"#)));
        assert_eq!(split(r#"{"a":1,"b":[2,{"dice":3}],"dice":null}"#), Some((rest.into(), "null")));
        assert_eq!(split(r#"{"dice":{"rolls":[1,2]}}"#), Some(("{}".into(), r#"{"rolls":[1,2]}"#)));
        assert_eq!(split(" { \"dice\" : 7 , \"a\" : \"x\\\"}\" } "), Some((" {  \"a\" : \"x\\\"}\" } ".into(), "7")));
    }

    /// Only a member of the object itself, named without escapes, in a text the scan can
    /// step through.
    #[test]
    fn nothing_else_is_the_member() {
        for json in [
            r#"{"a":{"dice":{"seed":1}}}"#,
            r#"{"di\u0063e":{"seed":1}}"#,
            r#"{"a":"\"dice\":1"}"#,
            r#"[{"dice":1}]"#,
            r#"{"a":1 2,"dice":3}"#,
            r#"{"a":{"b":1]],"dice":3}"#,
            r#"{"a":1,"dice":{"seed":1}"#,
            "{}",
            "",
            "\"dice\"",
        ] {
            assert_eq!(find(json.as_bytes(), "dice"), None, "{json}");
        }
    }

    /// The member read again in a text that is the same up to it, cut the same way, in each
    /// of the three ways; and not where the text there is not that member.
    #[test]
    fn the_member_is_read_again_where_it_was() {
        for (this, other, value) in [
            (r#"{"a":1,"dice":{"seed":4},"b":2}"#, r#"{"a":1,"dice":{"rolls":[5,6]},"b":2}"#, r#"{"rolls":[5,6]}"#),
            (r#"{"a":1,"dice":{"seed":4}}"#, r#"{"a":1,"dice":null}"#, "null"),
            (r#"{"dice":{"seed":4}}"#, r#"{"dice":"x"}"#, r#""x""#),
        ] {
            let m = find(this.as_bytes(), "dice").unwrap();
            let n = m.again(this.as_bytes(), other.as_bytes(), "dice").unwrap();
            assert_eq!(&other[n.value.clone()], value);
            assert_eq!(n, find(other.as_bytes(), "dice").unwrap(), "{other}");
        }
        let this = r#"{"a":1,"dice":{"seed":4},"b":2}"#;
        let m = find(this.as_bytes(), "dice").unwrap();
        for other in [r#"{"a":1,"dicf":{"seed":4},"b":2}"#, r#"{"a":1,"dice":{"seed":4}}"#, r#"{"a":1,"#] {
            assert_eq!(m.again(this.as_bytes(), other.as_bytes(), "dice"), None, "{other}");
        }
    }
}
