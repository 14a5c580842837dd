//! Damage expressions (`DiceExpr`): `NdX+M` as a weapon's profile writes its damage
//! ("1d10+3", "2d10", "1d5-3"), parsed with the engine's limits.

use serde::Serialize;

use super::{MAX_DICE_IN_EXPRESSION, MAX_FLAT_MODIFIER, MAX_SIDES};
use crate::error::{Error, Result};

/// A damage expression `NdX+M` (N dice of X sides plus a flat modifier).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
pub struct DiceExpr {
    pub count: u32,
    pub sides: u32,
    pub modifier: i32,
}

impl DiceExpr {
    /// Parses `1d10+3`, `2d10`, `1d5-3`, `d10`, `4` (spaces and `D` allowed).
    /// Limits: 0 to 100 dice, 2 to 1000 sides, |modifier| up to 1000.
    /// `path` (where the request holds the text) is written out only for an error.
    pub fn parse(text: &str, path: impl std::fmt::Display) -> Result<DiceExpr> {
        let bad = || Error::invalid(&path.to_string(), &format!("'{text}' is not a dice expression like 1d10+3"));
        // The text without its whitespace, in lower case, in a buffer on the stack: at most
        // 32 bytes, and ASCII (any other character could never parse, so it is refused
        // here with the same error).
        let mut buf = [0u8; 32];
        let mut n = 0;
        for c in text.chars().filter(|c| !c.is_whitespace()) {
            let slot = buf.get_mut(n).filter(|_| c.is_ascii()).ok_or_else(bad)?;
            *slot = (c as u8).to_ascii_lowercase();
            n += 1;
        }
        let s = buf.get(..n).and_then(|b| std::str::from_utf8(b).ok()).filter(|s| !s.is_empty()).ok_or_else(bad)?;
        let (dice_part, rest) = match s.find('d') {
            Some(i) => {
                let count_txt = &s[..i];
                let after = &s[i + 1..];
                let end = after.find(['+', '-']).unwrap_or(after.len());
                let sides_txt = &after[..end];
                let count: u32 = if count_txt.is_empty() { 1 } else { count_txt.parse().map_err(|_| bad())? };
                let sides: u32 = sides_txt.parse().map_err(|_| bad())?;
                (Some((count, sides)), &after[end..])
            }
            None => (None, s),
        };
        let modifier: i32 = if rest.is_empty() {
            0
        } else if dice_part.is_none() {
            rest.parse().map_err(|_| bad())?
        } else {
            let sign = if rest.starts_with('-') { -1 } else { 1 };
            let digits = &rest[1..];
            if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
                return Err(bad());
            }
            sign * digits.parse::<i32>().map_err(|_| bad())?
        };
        let (count, sides) = dice_part.unwrap_or((0, 10));
        if count > MAX_DICE_IN_EXPRESSION {
            return Err(Error::invalid(&path.to_string(), "at most 100 dice in one expression"));
        }
        if dice_part.is_some() && !(2..=MAX_SIDES).contains(&sides) {
            return Err(Error::invalid(&path.to_string(), "a die must have from 2 to 1000 sides"));
        }
        // `unsigned_abs`: `abs` of i32::MIN overflows (a panic in debug, a negative in release).
        if modifier.unsigned_abs() > MAX_FLAT_MODIFIER.unsigned_abs() {
            return Err(Error::invalid(&path.to_string(), "the flat modifier must be within ±1000"));
        }
        Ok(DiceExpr { count, sides, modifier })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_expressions() {
        assert_eq!(DiceExpr::parse("1d10+3", "w").unwrap(), DiceExpr { count: 1, sides: 10, modifier: 3 });
        assert_eq!(DiceExpr::parse("2D10", "w").unwrap(), DiceExpr { count: 2, sides: 10, modifier: 0 });
        assert_eq!(DiceExpr::parse("1d5-3", "w").unwrap(), DiceExpr { count: 1, sides: 5, modifier: -3 });
        assert_eq!(DiceExpr::parse("d10 + 1", "w").unwrap(), DiceExpr { count: 1, sides: 10, modifier: 1 });
        assert_eq!(DiceExpr::parse("4", "w").unwrap(), DiceExpr { count: 0, sides: 10, modifier: 4 });
        for bad in ["", "d", "1d", "1d10+", "x", "1d10+3+2", "101d10", "1d1", "1d10+1001", "1d10++3", "1d10-+3"] {
            assert!(DiceExpr::parse(bad, "w").is_err(), "{bad}");
        }
    }

    #[test]
    fn the_smallest_i32_is_refused_as_a_modifier() {
        for bad in ["-2147483648", "1d10-2147483648", "-1001", "1001"] {
            let e = DiceExpr::parse(bad, "weapon.damage").unwrap_err();
            assert_eq!(e.path.as_deref(), Some("weapon.damage"), "{bad}");
        }
        assert_eq!(DiceExpr::parse("-1000", "w").unwrap().modifier, -1000);
    }
}
