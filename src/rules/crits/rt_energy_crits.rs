//! Rogue Trader's Energy critical tables (000 Tables 9-11 to 9-14: arm, body, head,
//! leg), each row a summary in the project's own words and its effects. Only War and Dark
//! Heresy 2nd edition use them too.

use super::table;
use super::CritTable;
use crate::model::Characteristic::{Ag, Bs, Fel, Ws, S, T};
use crate::model::DamageType::{Energy, Explosive};
use crate::rules::effects::*;
use crate::rules::tables::Region::{Arm, Body, Head, Leg};

// 000 Table 9-11
pub const ENERGY_ARM: CritTable<'static> = table(Energy, Arm, "Rogue Trader, Table 9-11: Energy Critical Effects, Arm", [
        row("The arm goes numb: tests using it take -30 for a round.", &[
            penalty(-30, Scope::Limb, rounds(n(1))),
        ]),
        row("A jolt runs up and down the limb: the arm is out of action for 1d5 rounds; 1 level of fatigue.", &[
            useless(Part::Arm, rounds(d(1, 5))),
            fatigue(n(1)),
        ]),
        row("A burn to the arm: stunned for a round, 2 levels of fatigue, the arm useless for 1d5 rounds.", &[
            stunned(n(1)),
            fatigue(n(2)),
            useless(Part::Arm, rounds(d(1, 5))),
        ]),
        row("The shock turns the stomach: stunned for a round, 3 levels of fatigue, the arm useless for 1d10 rounds.", &[
            stunned(n(1)),
            fatigue(n(3)),
            useless(Part::Arm, rounds(d(1, 10))),
        ]),
        row("Painful surface burns: Weapon and Ballistic Skill halved for a round; 1d5 levels of fatigue.", &[
            halved(&[Ws, Bs], rounds(n(1))),
            fatigue(d(1, 5)),
        ]),
        row("Flames fuse the fingers: Weapon and Ballistic Skill halved for 1d10 rounds, 1d5 levels of fatigue, and a Toughness test or the hand is useless for good.", &[
            halved(&[Ws, Bs], rounds(d(1, 10))),
            fatigue(d(1, 5)),
            test(T, 0, &[useless(Part::Hand, PERMANENT)], &[]),
        ]),
        row("The bone shatters from the heat: the arm is broken (useless until repaired), stunned for a round, 1d5 levels of fatigue.", &[
            useless(Part::Arm, UNTIL_TREATED),
            stunned(n(1)),
            fatigue(d(1, 5)),
        ]),
        row("The arm is burnt off at the shoulder: a Toughness test or stunned for a round; 1d10 levels of fatigue, blood loss, the arm lost.", &[
            test(T, 0, &[stunned(n(1))], &[]),
            fatigue(d(1, 10)),
            BLOOD_LOSS,
            lost(Part::Arm),
        ]),
        row("The arm burns to the bone: a Toughness test or die of shock; survivors: 1d10 levels of fatigue, stunned for a round; the arm is lost.", &[
            test(T, 0, &[DEATH], &[fatigue(d(1, 10)), stunned(n(1))]),
            lost(Part::Arm),
        ]),
        row("The arm turns to ash and the shock kills.", &[DEATH]),
    ]);

// 000 Table 9-12
pub const ENERGY_BODY: CritTable<'static> = table(Energy, Body, "Rogue Trader, Table 9-12: Energy Critical Effects, Body", [
        row("Winded: only a Half Action on the next turn.", &[half_actions(NEXT_TURN)]),
        row("The wind is knocked out of the target: 1 level of fatigue.", &[fatigue(n(1))]),
        row("Burns across chest and belly: 2 levels of fatigue and stunned for a round.", &[
            fatigue(n(2)),
            stunned(n(1)),
        ]),
        row("Scorched all over: 1d10 levels of fatigue.", &[fatigue(d(1, 10))]),
        row("Thrown down by the blast: prone, an Agility test or catch fire, 1d5 levels of fatigue; getting up takes the Stand action.", &[
            PRONE,
            AGILITY_OR_FIRE,
            fatigue(d(1, 5)),
        ]),
        row("Hurled to the floor, smoking: prone, stunned for 1d10 rounds, 1d5 levels of fatigue, and an Agility test or catch fire.", &[
            PRONE,
            stunned(d(1, 10)),
            fatigue(d(1, 5)),
            AGILITY_OR_FIRE,
        ]),
        row("Heat reaches heart and lungs: stunned for 2d10 rounds; Toughness halved (rounded down) until treated.", &[
            stunned(d(2, 10)),
            halved(&[T], UNTIL_TREATED),
        ]),
        row("The skin blackens and peels: stunned for 2d10 rounds; Strength, Toughness and Agility halved until treated; the scars halve Fellowship for good.", &[
            stunned(d(2, 10)),
            halved(&[S, T, Ag], UNTIL_TREATED),
            halved(&[Fel], PERMANENT),
        ]),
        row("Wrapped in fire, the target dies.", &[DEATH]),
        row("Death as in row 9; carried ammunition has a 50% chance to explode (1d10+5 explosive damage to everyone within 1d5 metres who fails a Dodge test), and carried grenades or missiles go off where the body lies a round later.", &[
            DEATH,
            chance(50, &[nearby(d(1, 5), Some(dp(1, 10, 5)), Some(Explosive), Some(Carried::Ammunition))]),
            nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
        ]),
    ]);

// 000 Table 9-13
pub const ENERGY_HEAD: CritTable<'static> = table(Energy, Head, "Rogue Trader, Table 9-13: Energy Critical Effects, Head", [
        row("Senses scrambled: -10 to every test but Toughness for a round.", &[
            penalty(-10, Scope::AllButToughness, rounds(n(1))),
        ]),
        row("Dazzled: blinded for a round.", &[blinded(rounds(n(1)))]),
        row("An ear is burnt off: stunned for a round, 1 level of fatigue.", &[
            lost(Part::Ear),
            stunned(n(1)),
            fatigue(n(1)),
        ]),
        row("The hair burns away and the target staggers: 2 levels of fatigue, blinded for 1d5 rounds.", &[
            fatigue(n(2)),
            blinded(rounds(d(1, 5))),
        ]),
        row("Face and hair catch alight: blinded for 1d10 rounds, 3 levels of fatigue; the hair is gone.", &[
            blinded(rounds(d(1, 10))),
            fatigue(n(3)),
        ]),
        row("The face melts and the eyes are hurt: blinded for 1d10 hours, Fellowship down 1d10 for good, 1d5 levels of fatigue.", &[
            blinded(hours(d(1, 10))),
            characteristic_lost(Fel, d(1, 10)),
            fatigue(d(1, 5)),
        ]),
        row("The head is burnt to the bone: blind for good, 1d10 levels of fatigue, and Fellowship becomes 1d10 (unless already 10 or less).", &[
            blinded(PERMANENT),
            fatigue(d(1, 10)),
            becomes(Fel, d(1, 10)),
        ]),
        row("The head is burnt away; the target dies.", &[DEATH]),
        row("The brain bursts from the heat; the target dies.", &[DEATH]),
        row("Death as in row 9; the burning body runs off 2d10 metres, its direction scattered, and anything flammable on its way makes an Agility test or catches fire.", &[
            DEATH,
            nearby(d(2, 10), None, None, None),
        ]),
    ]);

// 000 Table 9-14
pub const ENERGY_LEG: CritTable<'static> = table(Energy, Leg, "Rogue Trader, Table 9-14: Energy Critical Effects, Leg", [
        row("Winded by a hit to the leg: 1 level of fatigue.", &[fatigue(n(1))]),
        row("A graze slows the target: movement halved for a round.", &[movement_halved(rounds(n(1)))]),
        row("The leg cracks: stunned for a round, movement halved for 1d5 rounds.", &[
            stunned(n(1)),
            movement_halved(rounds(d(1, 5))),
        ]),
        row("Pain shoots through the leg: 1d5 levels of fatigue, movement halved for 1d5 rounds.", &[
            fatigue(d(1, 5)),
            movement_halved(rounds(d(1, 5))),
        ]),
        row("Deep burns to the leg: 1 level of fatigue, half speed for 2d10 rounds.", &[
            fatigue(n(1)),
            movement_halved(rounds(d(2, 10))),
        ]),
        row("The foot is charred: a Toughness test or the foot is lost; on a pass, movement is halved until treated; 2 levels of fatigue either way.", &[
            test(T, 0, &[lost(Part::Foot)], &[movement_halved(UNTIL_TREATED)]),
            fatigue(n(2)),
        ]),
        row("The leg is cooked and broken (useless until repaired): a Toughness test or stunned for a round; 1d5 levels of fatigue.", &[
            useless(Part::Leg, UNTIL_TREATED),
            test(T, 0, &[stunned(n(1))], &[]),
            fatigue(d(1, 5)),
        ]),
        row("The leg is burnt off: a Toughness test or stunned for a round; 1d10 levels of fatigue, blood loss, the leg lost.", &[
            test(T, 0, &[stunned(n(1))], &[]),
            fatigue(d(1, 10)),
            BLOOD_LOSS,
            lost(Part::Leg),
        ]),
        row("The leg is burnt to gristle: a Toughness test (+0) or die of shock; the leg is lost.", &[
            TOUGHNESS_OR_DIE,
            lost(Part::Leg),
        ]),
        row("Fire spreads from the leg over the whole body; the target dies.", &[DEATH]),
    ]);
