//! Static tables, each with the seed table it comes from.

use serde::Serialize;

use crate::model::Location;

/// Hit locations by d100 (the reversed attack roll, or a fresh roll). The same in all four
/// lines: 000 Table 9-6, 003 Table 7-7, 002 and 004 "Hit Locations".
pub const HIT_LOCATIONS: [(u32, Location); 6] = [
    (10, Location::Head),
    (20, Location::RightArm),
    (30, Location::LeftArm),
    (70, Location::Body),
    (85, Location::RightLeg),
    (100, Location::LeftLeg),
];

/// The location for a d100 value 1..=100 (100 is "00").
pub fn location_for(value: u32) -> Location {
    HIT_LOCATIONS.iter().find(|(upto, _)| value <= *upto).map(|(_, l)| *l).unwrap_or(Location::LeftLeg)
}

/// Reverses the digits of a d100 roll: 32 -> 23, 20 -> 02 (= 2), 100 ("00") -> 00 (= 100).
pub fn reverse_roll(roll: u32) -> u32 {
    let r = roll % 100;
    let rev = (r % 10) * 10 + r / 10;
    if rev == 0 {
        100
    } else {
        rev
    }
}

/// Named difficulties, second generation, hardest first: Hellish -60 up to Trivial +60 in
/// steps of 10. Easy to Very Hard are 002's and 004's summaries; the outer steps are the
/// published ladder (002 itself uses Arduous -40).
pub const DIFFICULTIES_SECOND_GEN: [(&str, i32); 13] = [
    ("hellish", -60),
    ("punishing", -50),
    ("arduous", -40),
    ("veryHard", -30),
    ("hard", -20),
    ("difficult", -10),
    ("challenging", 0),
    ("ordinary", 10),
    ("routine", 20),
    ("easy", 30),
    ("simple", 40),
    ("elementary", 50),
    ("trivial", 60),
];

/// Named difficulties, first generation: the middle seven steps of that ladder, Very Hard
/// (-30) to Easy (+30): 003 Table 7-3 (Test Difficulty), 000 Table 9-8.
pub const DIFFICULTIES_FIRST_GEN: &[(&str, i32)] = DIFFICULTIES_SECOND_GEN.split_at(3).1.split_at(7).0;

pub use crate::model::{region, Region};

/// Where the hits after the first land when a burst hits one target, by the region of the
/// first hit: the regions of hits two to five, then of every hit after the fifth.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct HitSequence {
    pub first: Region,
    pub second: Region,
    pub third: Region,
    pub fourth: Region,
    pub fifth: Region,
    pub later: Region,
}

#[derive(Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct MultipleHits {
    pub table: &'static str,
    pub rows: [HitSequence; 4],
}

impl MultipleHits {
    pub fn after(&self, first: Region) -> Option<&HitSequence> {
        self.rows.iter().find(|r| r.first == first)
    }
}

use Region::{Arm, Body, Head, Leg};

/// 000 Table 9-5, 003 Table 7-6 and 002 "Multiple Hits": after a first hit to the head, hits
/// past the fifth go to the body.
pub const MULTIPLE_HITS_FIRST_GEN: MultipleHits = MultipleHits {
    table: "Rogue Trader Table 9-5 / Dark Heresy Table 7-6 / Only War, Multiple Hits",
    rows: [
        HitSequence { first: Head, second: Head, third: Arm, fourth: Body, fifth: Arm, later: Body },
        HitSequence { first: Arm, second: Arm, third: Body, fourth: Head, fifth: Body, later: Arm },
        HitSequence { first: Body, second: Body, third: Arm, fourth: Head, fifth: Arm, later: Body },
        HitSequence { first: Leg, second: Leg, third: Body, fourth: Arm, fifth: Head, later: Body },
    ],
};

/// 004 multiple-hits table: the same, except that after a first hit to the head the hits
/// past the fifth stay on the head.
pub const MULTIPLE_HITS_DH2: MultipleHits = MultipleHits {
    table: "Dark Heresy 2nd edition, Hit location determination for multiple hits",
    rows: [
        HitSequence { later: Head, ..MULTIPLE_HITS_FIRST_GEN.rows[0] },
        MULTIPLE_HITS_FIRST_GEN.rows[1],
        MULTIPLE_HITS_FIRST_GEN.rows[2],
        MULTIPLE_HITS_FIRST_GEN.rows[3],
    ],
};

/// A named size step: its number on the 1..10 scale and its attack modifier.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct SizeRow {
    pub name: &'static str,
    pub number: u8,
    pub modifier: i32,
    pub source: &'static str,
}

const fn size(name: &'static str, number: u8, modifier: i32, source: &'static str) -> SizeRow {
    SizeRow { name, number, modifier, source }
}

/// 000 Table 9-9: Target Size Modifiers (Minuscule -30 to Titanic +60).
pub const SIZES_RT: [SizeRow; 10] = [
    size("minuscule", 1, -30, "Rogue Trader Table 9-9"),
    size("puny", 2, -20, "Rogue Trader Table 9-9"),
    size("scrawny", 3, -10, "Rogue Trader Table 9-9"),
    size("average", 4, 0, "Rogue Trader Table 9-9"),
    size("hulking", 5, 10, "Rogue Trader Table 9-9"),
    size("enormous", 6, 20, "Rogue Trader Table 9-9"),
    size("massive", 7, 30, "Rogue Trader Table 9-9"),
    size("immense", 8, 40, "Rogue Trader Table 9-9"),
    size("monumental", 9, 50, "Rogue Trader Table 9-9"),
    size("titanic", 10, 60, "Rogue Trader Table 9-9"),
];

/// 003 Table 7-9 stops at Massive; the three larger steps fall back to 000 Table 9-9.
pub const SIZES_DH1: [SizeRow; 10] = [
    size("minuscule", 1, -30, "Dark Heresy Table 7-9"),
    size("puny", 2, -20, "Dark Heresy Table 7-9"),
    size("scrawny", 3, -10, "Dark Heresy Table 7-9"),
    size("average", 4, 0, "Dark Heresy Table 7-9"),
    size("hulking", 5, 10, "Dark Heresy Table 7-9"),
    size("enormous", 6, 20, "Dark Heresy Table 7-9"),
    size("massive", 7, 30, "Dark Heresy Table 7-9"),
    size("immense", 8, 40, "Rogue Trader Table 9-9 (fallback)"),
    size("monumental", 9, 50, "Rogue Trader Table 9-9 (fallback)"),
    size("titanic", 10, 60, "Rogue Trader Table 9-9 (fallback)"),
];

/// 002 names Puny to Massive in its difficulty summary but points to a size table it does
/// not carry; every step falls back to 000 Table 9-9, which agrees with those it names.
pub const SIZES_OW: [SizeRow; 10] = [
    size("minuscule", 1, -30, "Rogue Trader Table 9-9 (fallback)"),
    size("puny", 2, -20, "Only War, Combat Difficulty Summary"),
    size("scrawny", 3, -10, "Only War, Combat Difficulty Summary"),
    size("average", 4, 0, "Rogue Trader Table 9-9 (fallback)"),
    size("hulking", 5, 10, "Only War, Combat Difficulty Summary"),
    size("enormous", 6, 20, "Only War, Combat Difficulty Summary"),
    size("massive", 7, 30, "Only War, Combat Difficulty Summary"),
    size("immense", 8, 40, "Rogue Trader Table 9-9 (fallback)"),
    size("monumental", 9, 50, "Rogue Trader Table 9-9 (fallback)"),
    size("titanic", 10, 60, "Rogue Trader Table 9-9 (fallback)"),
];

/// 004 Combat Difficulty Examples give Size (1) to Size (7); 8-10 fall back to 000 Table 9-9.
pub const SIZES_DH2: [SizeRow; 10] = [
    size("minuscule", 1, -30, "Dark Heresy 2nd edition, Combat Difficulty Examples"),
    size("puny", 2, -20, "Dark Heresy 2nd edition, Combat Difficulty Examples"),
    size("scrawny", 3, -10, "Dark Heresy 2nd edition, Combat Difficulty Examples"),
    size("average", 4, 0, "Dark Heresy 2nd edition, Combat Difficulty Examples"),
    size("hulking", 5, 10, "Dark Heresy 2nd edition, Combat Difficulty Examples"),
    size("enormous", 6, 20, "Dark Heresy 2nd edition, Combat Difficulty Examples"),
    size("massive", 7, 30, "Dark Heresy 2nd edition, Combat Difficulty Examples"),
    size("immense", 8, 40, "Rogue Trader Table 9-9 (fallback)"),
    size("monumental", 9, 50, "Rogue Trader Table 9-9 (fallback)"),
    size("titanic", 10, 60, "Rogue Trader Table 9-9 (fallback)"),
];

/// One sector of the scatter diagram: a d10 face's direction from the aimed point.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct ScatterSector {
    /// camelCase name: `long` is straight on past the target, `short` back toward the
    /// thrower, `right`/`left` as the thrower sees them.
    pub name: &'static str,
    /// Degrees clockwise from straight on (as seen from the thrower).
    pub bearing: u32,
}

/// The scatter diagram (000 and 003 "Missing", 002 "Scatter", 004 "Missing and
/// Scattering"). The seeds refer to a diagram their text does not carry; the engine reads
/// it as ten equal sectors of 36 degrees, clockwise from straight on past the target
/// (face 1) round to the sector left of it (face 10). Index `face - 1`.
pub const SCATTER_DIAGRAM: [ScatterSector; 10] = [
    ScatterSector { name: "long", bearing: 0 },
    ScatterSector { name: "longRight", bearing: 36 },
    ScatterSector { name: "rightLong", bearing: 72 },
    ScatterSector { name: "rightShort", bearing: 108 },
    ScatterSector { name: "shortRight", bearing: 144 },
    ScatterSector { name: "short", bearing: 180 },
    ScatterSector { name: "shortLeft", bearing: 216 },
    ScatterSector { name: "leftShort", bearing: 252 },
    ScatterSector { name: "leftLong", bearing: 288 },
    ScatterSector { name: "longLeft", bearing: 324 },
];

/// A row of 003 Table 7-4 (Investigation Benchmarks): the difficulty and the time a subject
/// of this complexity takes; `hours_die` rolls the time (Labyrinthine: 1d5 years).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Benchmark {
    pub complexity: crate::model::Complexity,
    pub modifier: i32,
    /// Hours, or hours per point of the die when `die` is set.
    pub hours: f64,
    pub die: Option<u32>,
}

const fn bench(complexity: crate::model::Complexity, modifier: i32, hours: f64, die: Option<u32>) -> Benchmark {
    Benchmark { complexity, modifier, hours, die }
}

/// 003 Table 7-4: Investigation Benchmarks, simplest first. A year is counted as 365 days
/// of 24 hours (the book gives no finer rule).
pub const INVESTIGATION_BENCHMARKS: [Benchmark; 7] = {
    use crate::model::Complexity::*;
    [
        bench(Simple, 30, 1.0, None),
        bench(Basic, 20, 6.0, None),
        bench(Drudging, 10, 24.0, None),
        bench(Taxing, 0, 72.0, None),
        bench(Arduous, -10, 14.0 * 24.0, None),
        bench(Involved, -20, 30.0 * 24.0, None),
        bench(Labyrinthine, -30, 365.0 * 24.0, Some(5)),
    ]
};
