//! The insanity track (Dark Heresy, Table 8-5; the same bands in the other lines, as
//! `rules::mind` says): the degree of madness a number of points is, the Trauma tests due
//! for each further ten points, and the disorders gained on reaching a band.

use crate::model::MadnessNews;
use crate::rules::Profile;

/// What gaining points from `before` to `after` means on the line's track.
pub fn news(p: &Profile, before: i32, after: i32) -> MadnessNews {
    let m = p.domains().mind;
    let band = |points: i32| m.madness.iter().rev().find(|b| points >= b.from);
    let every = m.trauma_every.max(1);
    let trauma_tests = (after.max(0) / every - before.max(0) / every).max(0) as u32;
    let disorders =
        m.madness.iter().filter(|b| b.from > before && b.from <= after).filter_map(|b| b.disorder).collect();
    let now = band(after);
    MadnessNews {
        before,
        after,
        degree: now.map_or("stable", |b| b.degree),
        trauma_tests,
        trauma_modifier: if trauma_tests > 0 { now.and_then(|b| b.trauma_modifier) } else { None },
        disorders,
    }
}
