//! Traits of creatures and machines. Unnatural characteristics and size have fields of their
//! own on an actor (`unnatural`, `size`); the traits give the same numbers in the books'
//! form, and a request that gives both must agree. The seeds give the size modifiers (the
//! size tables) and fliers (Dark Heresy, Flying Movement). They do not give the Unnatural
//! arithmetic: the profiles' `unnatural` follows each line's published trait, named in
//! docs/rulesets.md, as does the rest (the published bestiaries).

use super::Fx::*;
use super::Kind::Trait;
use super::Scale::*;
use super::Takes::{self, Default, Required};
use super::When::*;
use super::{row, Feature, Fx};
use crate::model::Characteristic::*;

const fn tr(
    id: &'static str,
    name: &'static str,
    value: Takes,
    summary: &'static str,
    source: &'static str,
    fx: &'static [Fx],
) -> Feature {
    row(id, Trait, name, value, summary, source, fx)
}

const RT: &str = "Rogue Trader core rulebook, Traits";
const DH1: &str = "Dark Heresy core rulebook, Traits";
const SECOND: &str = "Only War and Dark Heresy 2nd edition core rulebooks, Traits";

const fn unnatural(
    id: &'static str,
    name: &'static str,
    summary: &'static str,
    source: &'static str,
    fx: &'static [Fx],
) -> Feature {
    tr(id, name, Required("the Unnatural value"), summary, source, fx)
}

macro_rules! unnatural_rows {
    ($($first:ident $second:ident $id:literal $name:literal $c:ident;)*) => {$(
        pub const $first: Feature = unnatural($id, $name,
            "Multiplies this characteristic's bonus by the number (the same as actor.unnatural).",
            "Rogue Trader, Unnatural Characteristics; Dark Heresy, Unnatural Characteristics", &[Unnatural($c)]);
        pub const $second: Feature = unnatural($id, $name,
            "Adds the number to this characteristic's bonus (the same as actor.unnatural).",
            SECOND, &[Unnatural($c)]);
    )*};
}

unnatural_rows! {
    UNNATURAL_WS_1 UNNATURAL_WS_2 "unnatural_weapon_skill" "Unnatural Weapon Skill" Ws;
    UNNATURAL_BS_1 UNNATURAL_BS_2 "unnatural_ballistic_skill" "Unnatural Ballistic Skill" Bs;
    UNNATURAL_S_1 UNNATURAL_S_2 "unnatural_strength" "Unnatural Strength" S;
    UNNATURAL_T_1 UNNATURAL_T_2 "unnatural_toughness" "Unnatural Toughness" T;
    UNNATURAL_AG_1 UNNATURAL_AG_2 "unnatural_agility" "Unnatural Agility" Ag;
    UNNATURAL_INT_1 UNNATURAL_INT_2 "unnatural_intelligence" "Unnatural Intelligence" Int;
    UNNATURAL_PER_1 UNNATURAL_PER_2 "unnatural_perception" "Unnatural Perception" Per;
    UNNATURAL_WP_1 UNNATURAL_WP_2 "unnatural_willpower" "Unnatural Willpower" Wp;
    UNNATURAL_FEL_1 UNNATURAL_FEL_2 "unnatural_fellowship" "Unnatural Fellowship" Fel;
}

pub const SIZE: Feature = tr(
    "size",
    "Size",
    Required("the size, 1 to 10"),
    "The size on the line's scale (the same as actor.size).",
    "Rogue Trader Table 9-9; Dark Heresy 2nd edition, Size",
    &[Size],
);
pub const NATURAL_ARMOUR: Feature = tr(
    "natural_armour",
    "Natural Armour",
    Required("armour points"),
    "Armour of the number on every location, beside any worn.",
    RT,
    &[NaturalArmour],
);
pub const MACHINE: Feature = tr(
    "machine",
    "Machine",
    Required("armour points"),
    "A machine's body: armour of the number on every location, beside any worn.",
    RT,
    &[NaturalArmour],
);
pub const DAEMONIC_1: Feature = tr(
    "daemonic",
    "Daemonic",
    takes_nothing(),
    "The Toughness Bonus counts double, except against sanctified weapons.",
    DH1,
    &[Toughness { times: 2, plus: Fixed(0), unless: &["sanctified"] }],
);
pub const DAEMONIC_2: Feature = tr(
    "daemonic",
    "Daemonic",
    Required("the Toughness Bonus it adds"),
    "The number is added to the Toughness Bonus, except against sanctified weapons.",
    SECOND,
    &[Toughness { times: 1, plus: Value, unless: &["sanctified"] }],
);
pub const BRUTAL_CHARGE_1: Feature = tr(
    "brutal_charge",
    "Brutal Charge",
    takes_nothing(),
    "+3 damage on the melee hits of a Charge.",
    RT,
    &[Damage { amount: Fixed(3), when: Charge }],
);
pub const BRUTAL_CHARGE_2: Feature = tr(
    "brutal_charge",
    "Brutal Charge",
    Default(3),
    "The number (3 if not given) added to the damage of a Charge's hits.",
    SECOND,
    &[Damage { amount: Value, when: Charge }],
);
pub const REGENERATION_1: Feature = tr(
    "regeneration",
    "Regeneration",
    Default(1),
    "At the start of each turn, a Toughness test removes 1 damage (or the number given).",
    RT,
    &[Regeneration { test: true }],
);
pub const REGENERATION_2: Feature = tr(
    "regeneration",
    "Regeneration",
    Required("damage removed a turn"),
    "At the start of each turn, a Toughness test removes the number in damage.",
    SECOND,
    &[Regeneration { test: true }],
);
pub const FLYER: Feature = tr(
    "flyer",
    "Flyer",
    Required("flying movement"),
    "Flies at any altitude; the number is its flying movement.",
    "Dark Heresy, Flying Movement",
    &[Flight { hover: false }],
);
pub const HOVERER: Feature = tr(
    "hoverer",
    "Hoverer",
    Required("flying movement"),
    "Flies no higher than 2 metres (never at low or high altitude).",
    "Dark Heresy, Flying Movement",
    &[Flight { hover: true }],
);
pub const QUADRUPED: Feature = tr(
    "quadruped",
    "Quadruped",
    takes_nothing(),
    "Moves on four legs: every movement speed is doubled.",
    "Rogue Trader and Dark Heresy core rulebooks, Traits",
    &[Gait { gait: super::Gait::Quadruped }],
);
pub const CRAWLER: Feature = tr(
    "crawler",
    "Crawler",
    takes_nothing(),
    "Crawls: the Agility Bonus counts half (rounded up) for movement, and difficult ground does not slow it.",
    "Rogue Trader and Dark Heresy core rulebooks, Traits",
    &[Gait { gait: super::Gait::Crawler }],
);
pub const DARK_SIGHT: Feature = tr(
    "dark_sight",
    "Dark Sight",
    takes_nothing(),
    "Sees in darkness: no darkness penalty on its attacks.",
    RT,
    &[SeesInDarkness],
);

const fn takes_nothing() -> Takes {
    Takes::Nothing
}

/// The same row, cited to another book.
pub const fn cited(f: Feature, source: &'static str) -> Feature {
    super::restated(f, f.summary, source)
}
