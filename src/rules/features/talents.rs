//! Talents that change attacks, defence and initiative. The seeds name a few (Takedown,
//! Swift Attack, Lightning Attack, Two-Weapon Wielder, Ambidextrous) and the action rows and
//! two-weapon rules already read them (`Allows`); the numbers of the rest are the published
//! talent chapters', named in `source`.

use super::Fx::*;
use super::Kind::Talent;
use super::Scale::*;
use super::Takes::Nothing;
use super::When::*;
use super::{row, Feature, Fx};
use crate::model::Characteristic::{Bs, Ws, T};

const fn t(
    id: &'static str,
    name: &'static str,
    summary: &'static str,
    source: &'static str,
    fx: &'static [Fx],
) -> Feature {
    row(id, Talent, name, Nothing, summary, source, fx)
}

const RT: &str = "Rogue Trader core rulebook, Talents";
const DH1: &str = "Dark Heresy core rulebook, Talents";
const SECOND: &str = "Only War and Dark Heresy 2nd edition core rulebooks, Talents";

// ------------------------------------------------------------------ permissions read elsewhere

pub const SWIFT_ATTACK: Feature = t(
    "swift_attack",
    "Swift Attack",
    "Allows Swift Attack (Multiple Attacks with two strikes where the line makes it a talent).",
    "Rogue Trader, Multiple Attacks; Dark Heresy, Multiple Attacks",
    &[Allows("swiftAttack")],
);
pub const LIGHTNING_ATTACK: Feature = t(
    "lightning_attack",
    "Lightning Attack",
    "Allows Lightning Attack (three strikes in the first generation).",
    "Rogue Trader, Multiple Attacks; Dark Heresy, Multiple Attacks",
    &[Allows("lightningAttack")],
);
pub const SWIFT_ATTACK_2: Feature = t(
    "swift_attack",
    "Swift Attack",
    "Allows the Swift Attack action.",
    "Only War, Combat Actions; Dark Heresy 2nd edition, Swift Attack",
    &[Allows("swift")],
);
pub const LIGHTNING_ATTACK_2: Feature = t(
    "lightning_attack",
    "Lightning Attack",
    "Allows the Lightning Attack action.",
    "Only War, Combat Actions; Dark Heresy 2nd edition, Lightning Attack",
    &[Allows("lightning")],
);
pub const TWO_WEAPON_WIELDER: Feature = t(
    "two_weapon_wielder",
    "Two-Weapon Wielder",
    "Attack with a weapon in each hand (Multiple Attacks), each at -20.",
    "Rogue Trader, Two-Weapon Fighting; Dark Heresy, Two-Weapon Fighting",
    &[Allows("twoWeapons")],
);
pub const TWO_WEAPON_WIELDER_MELEE: Feature = t(
    "two_weapon_wielder_melee",
    "Two-Weapon Wielder (Melee)",
    "Attack with two melee weapons in one action.",
    "Only War, Two Weapon Fighting",
    &[Allows("twoWeapons")],
);
pub const TWO_WEAPON_WIELDER_BALLISTIC: Feature = t(
    "two_weapon_wielder_ballistic",
    "Two-Weapon Wielder (Ballistic)",
    "Attack with two ranged weapons in one action.",
    "Only War, Two Weapon Fighting",
    &[Allows("twoWeapons")],
);
pub const AMBIDEXTROUS: Feature = t(
    "ambidextrous",
    "Ambidextrous",
    "No secondary-hand penalty; two weapons attack at a smaller penalty.",
    "Rogue Trader, Two-Weapon Fighting; Dark Heresy, Two-Weapon Fighting",
    &[Allows("ambidextrous")],
);
pub const TAKEDOWN: Feature =
    t("takedown", "Takedown", "Stun attacks without the -20 penalty.", "Dark Heresy, Stun", &[Allows("stun")]);
pub const TAKEDOWN_RT: Feature = t(
    "takedown",
    "Takedown",
    "Named among the causes of stun; Rogue Trader's Stun action needs no talent, so it changes nothing here.",
    "Rogue Trader, Stunned",
    &[],
);

// ------------------------------------------------------------------ attack numbers

pub const MIGHTY_SHOT_1: Feature =
    t("mighty_shot", "Mighty Shot", "+2 damage with ranged attacks.", RT, &[Damage { amount: Fixed(2), when: Ranged }]);
pub const MIGHTY_SHOT_2: Feature = t(
    "mighty_shot",
    "Mighty Shot",
    "Ranged attacks add half the Ballistic Skill Bonus, rounded up, to damage.",
    SECOND,
    &[Damage { amount: HalfBonus(Bs), when: Ranged }],
);
pub const CRUSHING_BLOW_1: Feature = t(
    "crushing_blow",
    "Crushing Blow",
    "+2 damage with melee attacks.",
    RT,
    &[Damage { amount: Fixed(2), when: Melee }],
);
pub const CRUSHING_BLOW_2: Feature = t(
    "crushing_blow",
    "Crushing Blow",
    "Melee attacks add half the Weapon Skill Bonus, rounded up, to damage.",
    SECOND,
    &[Damage { amount: HalfBonus(Ws), when: Melee }],
);
pub const MARKSMAN: Feature = t("marksman", "Marksman", "No penalty for long or extreme range.", RT, &[NoRangePenalty]);
pub const DEADEYE_SHOT: Feature = t(
    "deadeye_shot",
    "Deadeye Shot",
    "Ranged Called Shots take 10 less penalty.",
    RT,
    &[CalledShot { melee: false, less: 10 }],
);
pub const SURE_STRIKE: Feature = t(
    "sure_strike",
    "Sure Strike",
    "Melee Called Shots take 10 less penalty.",
    DH1,
    &[CalledShot { melee: true, less: 10 }],
);
pub const PRECISE_BLOW: Feature = t(
    "precise_blow",
    "Precise Blow",
    "Melee Called Shots take 10 less penalty.",
    RT,
    &[CalledShot { melee: true, less: 10 }],
);
pub const PRECISION_KILLER_BALLISTIC: Feature = t(
    "precision_killer_ballistic",
    "Precision Killer (Ballistic)",
    "Ranged Called Shots take no penalty.",
    SECOND,
    &[CalledShot { melee: false, less: 20 }],
);
pub const PRECISION_KILLER_MELEE: Feature = t(
    "precision_killer_melee",
    "Precision Killer (Melee)",
    "Melee Called Shots take no penalty.",
    SECOND,
    &[CalledShot { melee: true, less: 20 }],
);
pub const HIP_SHOOTING: Feature = t(
    "hip_shooting",
    "Hip Shooting",
    "Shoot while running (a turn rule); no effect on the shot's numbers.",
    RT,
    &[Allows("hipShooting")],
);
pub const GUNSLINGER: Feature = t(
    "gunslinger",
    "Gunslinger",
    "Two pistols fire together as two-weapon fighting allows; no effect on one shot's numbers.",
    RT,
    &[Allows("twoWeapons")],
);

// ------------------------------------------------------------------ defence and initiative

pub const STEP_ASIDE: Feature = t("step_aside", "Step Aside", "One more Dodge or Parry a round.", RT, &[Reactions(1)]);
pub const LIGHTNING_REFLEXES: Feature = t(
    "lightning_reflexes",
    "Lightning Reflexes",
    "The Agility Bonus counts twice for initiative.",
    RT,
    &[Initiative { times: 2 }],
);
pub const TRUE_GRIT: Feature = t(
    "true_grit",
    "True Grit",
    "Critical damage taken is reduced by the Toughness Bonus, to at least 1.",
    RT,
    &[CriticalLess(Bonus(T))],
);
pub const COMBAT_MASTER: Feature =
    t("combat_master", "Combat Master", "Attackers gain nothing for outnumbering this character.", RT, &[NoOutnumber]);

/// The same row, cited to the second-generation books.
pub const fn second(f: Feature) -> Feature {
    super::restated(f, f.summary, SECOND)
}

/// The same row, cited to Dark Heresy's book.
pub const fn dh1(f: Feature) -> Feature {
    super::restated(f, f.summary, DH1)
}
