//! Weapon qualities. First-generation rows (`*_1`) serve Dark Heresy and Rogue Trader,
//! second-generation rows (`*_2`) Only War and Dark Heresy 2nd edition; a line's profile
//! lists the rows it applies. The seeds give only Scatter at point blank (Rogue Trader's
//! burst examples), Primitive's doubled armour (the unarmed rules) and Flame's catching fire
//! (the fire rules); everything else is the published armoury chapters', named in `source`.

use super::Fx::*;
use super::Kind::Quality;
use super::Scale::*;
use super::Takes::{self, Nothing, Required};
use super::When::*;
use super::{row, Feature, Fx};

const fn q(
    id: &'static str,
    name: &'static str,
    value: Takes,
    summary: &'static str,
    source: &'static str,
    fx: &'static [Fx],
) -> Feature {
    row(id, Quality, name, value, summary, source, fx)
}

const RT: &str = "Rogue Trader core rulebook, Weapon Qualities";
const DH1: &str = "Dark Heresy core rulebook, Weapon Qualities";
const DH1_VIA_RT: &str =
    "Rogue Trader core rulebook, Weapon Qualities (not in the Dark Heresy core rulebook; Rogue Trader's rule is used)";
const SECOND: &str = "Only War and Dark Heresy 2nd edition core rulebooks, Weapon Qualities";

/// What the weapon has that no line applies to a single attack; named so requests may carry it.
const fn inert(id: &'static str, name: &'static str, summary: &'static str, source: &'static str) -> Feature {
    q(id, name, Nothing, summary, source, &[])
}

// ------------------------------------------------------------------ to hit

pub const ACCURATE_1: Feature = q(
    "accurate",
    "Accurate",
    Nothing,
    "+10 to hit on top of the Aim bonus when the attacker aimed.",
    RT,
    &[Test { amount: Fixed(10), when: Aimed }],
);
pub const ACCURATE_2: Feature = q("accurate", "Accurate", Nothing,
    "+10 to hit when aimed; an aimed single shot from a basic weapon adds 1d10 damage per two degrees of success beyond the first, at most 2d10.",
    SECOND, &[Test { amount: Fixed(10), when: Aimed }, AccurateDice { per_degrees: 2, skip: 1, max: 2 }]);
pub const INACCURATE: Feature = q("inaccurate", "Inaccurate", Nothing, "Aiming gives no bonus.", RT, &[NoAim]);
pub const BALANCED: Feature = q("balanced", "Balanced", Nothing, "+10 to Parry with it.", RT, &[Parry(10)]);
pub const UNBALANCED: Feature = q(
    "unbalanced",
    "Unbalanced",
    Nothing,
    "-10 to Parry with it; no Lightning Attack with it.",
    RT,
    &[Parry(-10), NoLightning],
);
pub const UNWIELDY: Feature =
    q("unwieldy", "Unwieldy", Nothing, "It cannot Parry, nor make a Lightning Attack.", RT, &[NoParry, NoLightning]);
pub const DEFENSIVE: Feature = q(
    "defensive",
    "Defensive",
    Nothing,
    "+15 to Parry with it, -10 to attack with it.",
    RT,
    &[Parry(15), Test { amount: Fixed(-10), when: Always }],
);
pub const FLEXIBLE: Feature = q("flexible", "Flexible", Nothing, "Its attacks cannot be parried.", RT, &[Unparriable]);
pub const TWIN_LINKED: Feature = q(
    "twinLinked",
    "Twin-Linked",
    Nothing,
    "+20 to hit and one more hit at two or more degrees of success; spends twice the ammunition.",
    RT,
    &[Test { amount: Fixed(20), when: Always }, ExtraHit { degrees: 2 }, AmmoTimes(2)],
);

// ------------------------------------------------------------------ hits and area

pub const STORM: Feature = q(
    "storm",
    "Storm",
    Nothing,
    "Every hit counts twice (at most twice the rate of fire); spends twice the ammunition.",
    RT,
    &[HitsTimes(2), AmmoTimes(2)],
);
pub const SCATTER: Feature = q("scatter", "Scatter", Nothing,
    "At point blank one more hit per two degrees of success (apart from a burst's); at long or extreme range armour counts double.",
    "Rogue Trader, Semi-Auto Burst and Full Auto Burst (point blank); Rogue Trader core rulebook, Weapon Qualities (long range)",
    &[PointBlankHits { per_degrees: 2 }, Armour { times: 2, when: LongRange }]);
pub const BLAST: Feature = q(
    "blast",
    "Blast",
    Required("the radius in metres"),
    "Hits everyone within the radius of where it lands; a miss scatters and may still catch the target.",
    RT,
    &[Blast],
);
pub const FLAME_1: Feature = q(
    "flame",
    "Flame",
    Nothing,
    "No attack test: the target tests Agility or is hit; a target hit tests Agility again or catches fire.",
    "Rogue Trader core rulebook, Weapon Qualities; Rogue Trader, Fire (catching fire)",
    &[Spray { agility: 0 }, Ignite { agility: 0 }],
);
pub const FLAME_2: Feature = q(
    "flame",
    "Flame",
    Nothing,
    "A target hit tests Agility or catches fire (the cone with no attack test is Spray).",
    SECOND,
    &[Ignite { agility: 0 }],
);
pub const SPRAY: Feature = q(
    "spray",
    "Spray",
    Nothing,
    "No attack test: the target, if within range, tests Agility or is hit.",
    SECOND,
    &[Spray { agility: 0 }],
);

// ------------------------------------------------------------------ reliability

pub const RELIABLE: Feature = q("reliable", "Reliable", Nothing, "Jams only on a roll of 100.", RT, &[Jam(100)]);
pub const UNRELIABLE: Feature =
    q("unreliable", "Unreliable", Nothing, "Jams on a roll of 91 or more, whatever the fire mode.", RT, &[Jam(91)]);
pub const OVERHEATS: Feature = q("overheats", "Overheats", Nothing,
    "On a roll of 91 or more it overheats instead of jamming: the wielder takes the weapon's damage, penetration 0, to the arm holding it.",
    RT, &[Overheat(91)]);

// ------------------------------------------------------------------ damage

pub const TEARING: Feature =
    q("tearing", "Tearing", Nothing, "Roll one more damage die and drop the lowest.", RT, &[Tearing]);
pub const PROVEN: Feature = q(
    "proven",
    "Proven",
    Required("the lowest a damage die counts as"),
    "Damage dice below the number count as the number.",
    RT,
    &[DieMin],
);
pub const PRIMITIVE_1: Feature = q("primitive", "Primitive", Nothing, "Armour counts double against it.",
    "Rogue Trader, Unarmed Combat (unarmed blows are Primitive: armour doubled); Rogue Trader core rulebook, Weapon Qualities",
    &[Armour { times: 2, when: Always }]);
pub const PRIMITIVE_2: Feature = q(
    "primitive",
    "Primitive",
    Required("the most a damage die counts as"),
    "Damage dice above the number count as the number.",
    SECOND,
    &[DieMax],
);
pub const RAZOR_SHARP: Feature = q(
    "razorSharp",
    "Razor Sharp",
    Nothing,
    "Penetration doubles when the attack scores three or more degrees of success.",
    SECOND,
    &[Penetration { times: 2, when: Degrees(3) }],
);
pub const MELTA: Feature = q(
    "melta",
    "Melta",
    Nothing,
    "Penetration doubles at short range or closer.",
    SECOND,
    &[Penetration { times: 2, when: ShortRange }],
);
pub const FELLING: Feature = q(
    "felling",
    "Felling",
    Required("the Unnatural Toughness it ignores"),
    "The target's Unnatural Toughness counts as that much less against it.",
    RT,
    &[Felling],
);
pub const VENGEFUL: Feature = q(
    "vengeful",
    "Vengeful",
    Required("the lowest die face that brings Righteous Fury"),
    "Righteous Fury on a damage die showing the number or more, not only on a 10.",
    "Dark Heresy 2nd edition core rulebook, Weapon Qualities",
    &[FuryOn],
);

// ------------------------------------------------------------------ after a hit

pub const POWER_FIELD: Feature = q("powerField", "Power Field", Nothing,
    "Parrying with it destroys the attacking weapon three times in four, unless that weapon has a power field or is natural.",
    RT, &[PowerField(75)]);
pub const SHOCKING_1: Feature = q(
    "shocking",
    "Shocking",
    Nothing,
    "A target that takes wounds tests Toughness or is stunned for half its degrees of failure, rounded up.",
    RT,
    &[Shocking { fatigue: 0 }],
);
pub const SHOCKING_DH2: Feature = q("shocking", "Shocking", Nothing,
    "A target that takes wounds tests Toughness or takes a level of fatigue and is stunned for half its degrees of failure, rounded up.",
    "Dark Heresy 2nd edition core rulebook, Weapon Qualities", &[Shocking { fatigue: 1 }]);
pub const TOXIC_1: Feature = q("toxic", "Toxic", Nothing,
    "A target that takes wounds tests Toughness at -5 per wound or takes 1d10 more damage that armour and Toughness do not reduce.",
    RT, &[Toxic { per_wound: 5, per_value: 0 }]);
pub const TOXIC_2: Feature = q("toxic", "Toxic", Required("the poison's strength"),
    "A target that takes wounds tests Toughness at -10 per point or takes 1d10 more damage that armour and Toughness do not reduce.",
    SECOND, &[Toxic { per_wound: 0, per_value: 10 }]);
pub const SNARE_1: Feature =
    q("snare", "Snare", Nothing, "A target hit tests Agility or is immobilised.", RT, &[Snare { per_value: 0 }]);
pub const SNARE_2: Feature = q(
    "snare",
    "Snare",
    Required("the snare's strength"),
    "A target hit tests Agility at -10 per point or is immobilised.",
    SECOND,
    &[Snare { per_value: 10 }],
);
pub const CONCUSSIVE: Feature = q("concussive", "Concussive", Required("the blow's strength"),
    "A target hit tests Toughness at -10 per point or is stunned a round per degree of failure; more damage than its Strength Bonus knocks it prone.",
    SECOND, &[Concussive { per_value: 10 }]);
pub const CRIPPLING: Feature = q("crippling", "Crippling", Required("the rending damage a turn"),
    "A target that takes wounds has the location crippled: each turn it does more than a half action it takes the number in rending damage there.",
    SECOND, &[Crippling]);

// ------------------------------------------------------------------ named, no attack rule

pub const SANCTIFIED: Feature = inert(
    "sanctified",
    "Sanctified",
    "Holy: a daemon's Toughness gains nothing against it.",
    "Dark Heresy core rulebook, Daemonic trait; Dark Heresy 2nd edition core rulebook, Weapon Qualities",
);
pub const RECHARGE: Feature = inert("recharge", "Recharge", "Fires every other round; no effect on one attack.", RT);
pub const SMOKE: Feature = inert(
    "smoke",
    "Smoke",
    "Makes a smoke screen instead of hurting; no effect on the attack itself (fog gives the penalty).",
    RT,
);

/// Dark Heresy's reading of a first-generation row.
pub const fn dh1(f: Feature) -> Feature {
    super::restated(f, f.summary, DH1)
}

/// A first-generation row Dark Heresy's core book lacks, applied as Rogue Trader has it.
pub const fn dh1_via_rt(f: Feature) -> Feature {
    super::restated(f, f.summary, DH1_VIA_RT)
}

/// The same row, cited to the second-generation books.
pub const fn second(f: Feature) -> Feature {
    super::restated(f, f.summary, SECOND)
}
