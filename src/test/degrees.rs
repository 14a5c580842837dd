//! Degrees of success and failure, counted as the line counts them (003 "Degrees of
//! Success and Failure"; `rules::Degrees` names each way).

use crate::rules::{Degrees, Profile};

/// Degrees of success (when `success`) or failure, counted as the line counts them.
pub fn degrees(p: &Profile, target: i32, roll: u32, success: bool) -> i32 {
    let roll = roll as i32;
    let margin = if success { target - roll } else { roll - target };
    match p.degrees {
        Degrees::FullTens => (margin / 10).max(0),
        Degrees::OnePlusFullTens => 1 + (margin.max(0) / 10),
        Degrees::TensDigits => {
            let (hi, lo) = if success { (target, roll) } else { (roll, target) };
            (1 + hi.div_euclid(10) - lo.div_euclid(10)).max(1)
        }
    }
}

/// The lowest number of degrees a result can have in this line (0 or 1).
pub fn min_degrees(p: &Profile) -> i32 {
    match p.degrees {
        Degrees::FullTens => 0,
        _ => 1,
    }
}
