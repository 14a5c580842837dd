//! Rogue Trader's Impact critical tables (000 Tables 9-19 to 9-22: arm, body, head,
//! leg), each row a summary in the project's own words and its effects. Only War and Dark
//! Heresy 2nd edition use them too.

use super::table;
use super::CritTable;
use crate::model::Characteristic::{Ag, Bs, Ws, T};
use crate::model::DamageType::Impact;
use crate::rules::effects::*;
use crate::rules::tables::Region::{Arm, Body, Head, Leg};

// 000 Table 9-19
pub const IMPACT_ARM: CritTable<'static> = table(Impact, Arm, "Rogue Trader, Table 9-19: Impact Critical Effects, Arm", [
        row("The arm goes numb: drops what the hand holds.", &[DROPS]),
        row("A deep bruise: 1 level of fatigue.", &[fatigue(n(1))]),
        row("Crushing pain: 1 level of fatigue, drops what the hand holds.", &[fatigue(n(1)), DROPS]),
        row("Reeling: stunned for a round, the arm useless for 1d5 rounds, 1 level of fatigue.", &[
            stunned(n(1)),
            useless(Part::Arm, rounds(d(1, 5))),
            fatigue(n(1)),
        ]),
        row("Muscle and bone battered: Weapon and Ballistic Skill halved for 1d10 rounds, 1 level of fatigue, and an Agility test or drop what the hand holds.", &[
            halved(&[Ws, Bs], rounds(d(1, 10))),
            fatigue(n(1)),
            test(Ag, 0, &[DROPS], &[]),
        ]),
        row("The hand is crushed, 1d5 fingers broken (a thumb counts): 1 level of fatigue and a Toughness test (+0) or the hand is useless for good.", &[
            fatigue(n(1)),
            test(T, 0, &[useless(Part::Hand, PERMANENT)], &[]),
        ]),
        row("The arm bone snaps: the arm broken (useless until repaired), 2 levels of fatigue.", &[
            useless(Part::Arm, UNTIL_TREATED),
            fatigue(n(2)),
        ]),
        row("The arm is torn off below the shoulder: a Toughness test (+0) or die of shock; survivors: stunned 1d10 rounds, 1d5 levels of fatigue, blood loss; the arm is lost.", &[
            test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 5)), BLOOD_LOSS]),
            lost(Part::Arm),
        ]),
        row("The arm is torn away and the target dies within seconds.", &[DEATH]),
        row("As row 9, and flying fragments hit everyone within 2 metres for 1d5-3 impact damage at a random location.", &[
            DEATH,
            nearby(n(2), Some(dp(1, 5, -3)), Some(Impact), None),
        ]),
    ]);

// 000 Table 9-20
pub const IMPACT_BODY: CritTable<'static> = table(Impact, Body, "Rogue Trader, Table 9-20: Impact Critical Effects, Body", [
        row("Winded: only a Half Action on the next turn.", &[half_actions(NEXT_TURN)]),
        row("The wind is knocked out of the target: 1 level of fatigue.", &[fatigue(n(1))]),
        row("A rib breaks: 2 levels of fatigue, stunned for a round.", &[fatigue(n(2)), stunned(n(1))]),
        row("Several ribs break: 1d5 levels of fatigue, stunned for a round.", &[fatigue(d(1, 5)), stunned(n(1))]),
        row("Doubled over: 1d5 levels of fatigue, stunned for 2 rounds.", &[fatigue(d(1, 5)), stunned(n(2))]),
        row("Sent flying 1d5 metres from the attacker (a wall or other solid object stops the flight) and landing prone: 1d5 levels of fatigue, stunned for 2 rounds.", &[
            knockback(d(1, 5), 0),
            PRONE,
            fatigue(d(1, 5)),
            stunned(n(2)),
        ]),
        row("1d5 ribs break: 1d5 levels of fatigue. The target either lies still until a Medicae test sets them, or keeps acting with a 20% chance each round that a rib kills him.", &[
            fatigue(d(1, 5)),
        ]),
        row("Organs ruptured and knocked down: prone, blood loss, 1d10 levels of fatigue.", &[
            PRONE,
            BLOOD_LOSS,
            fatigue(d(1, 10)),
        ]),
        row("The target coughs blood, collapses and dies.", &[DEATH]),
        row("As row 9, and the body is flung 1d10 metres; anyone in its path makes an Agility test (+0) or is knocked down.", &[
            DEATH,
            knockback(d(1, 10), 0),
        ]),
    ]);

// 000 Table 9-21
pub const IMPACT_HEAD: CritTable<'static> = table(Impact, Head, "Rogue Trader, Table 9-21: Impact Critical Effects, Head", [
        row("Ears ringing: a Toughness test (+0) or 1 level of fatigue.", &[test(T, 0, &[fatigue(n(1))], &[])]),
        row("Seeing stars: 1 level of fatigue and -10 to Weapon and Ballistic Skill tests for a round.", &[
            fatigue(n(1)),
            penalty(-10, Scope::WeaponAndBallistic, rounds(n(1))),
        ]),
        row("A burst nose: blinded for a round, 2 levels of fatigue.", &[blinded(rounds(n(1))), fatigue(n(2))]),
        row("Staggered: 1d5 levels of fatigue.", &[fatigue(d(1, 5))]),
        row("Reeling: stunned for a round.", &[stunned(n(1))]),
        row("The head snaps back: stunned for 1d5 rounds, 2 levels of fatigue.", &[stunned(d(1, 5)), fatigue(n(2))]),
        row("The skull fractures: stunned for 1d10 rounds, movement halved for 1d10 hours.", &[
            stunned(d(1, 10)),
            movement_halved(hours(d(1, 10))),
        ]),
        row("The brain is crushed; the target dies.", &[DEATH]),
        row("The head bursts and the target dies; everyone within 4 metres makes an Agility test or takes -10 to Weapon and Ballistic Skill on their next turn.", &[
            DEATH,
            nearby(n(4), None, None, None),
        ]),
        row("As row 9, and the blow carries on: the attacker may at once attack again with the same weapon, in melee anyone in reach without moving, at range anyone directly behind the target and in range.", &[
            DEATH,
            nearby(n(4), None, None, None),
        ]),
    ]);

// 000 Table 9-22
pub const IMPACT_LEG: CritTable<'static> = table(Impact, Leg, "Rogue Trader, Table 9-22: Impact Critical Effects, Leg", [
        row("Winded by a light blow: 1 level of fatigue.", &[fatigue(n(1))]),
        row("A graze slows the target: movement halved for a round, 1 level of fatigue.", &[
            movement_halved(rounds(n(1))),
            fatigue(n(1)),
        ]),
        row("The leg cracks: stunned for a round, movement halved for 1d5 rounds, 1 level of fatigue.", &[
            stunned(n(1)),
            movement_halved(rounds(d(1, 5))),
            fatigue(n(1)),
        ]),
        row("Pain shoots up the leg: 1d5 levels of fatigue, movement halved for 1d5 rounds.", &[
            fatigue(d(1, 5)),
            movement_halved(rounds(d(1, 5))),
        ]),
        row("Hairline fractures: -20 Agility for 1d10 rounds, 1d5 levels of fatigue.", &[
            penalty(-20, Scope::Movement, rounds(d(1, 10))),
            fatigue(d(1, 5)),
        ]),
        row("Bones in the foot snap: a Toughness test or the foot is useless for good; on a pass, movement is halved until treated; 2 levels of fatigue.", &[
            test(T, 0, &[useless(Part::Foot, PERMANENT)], &[movement_halved(UNTIL_TREATED)]),
            fatigue(n(2)),
        ]),
        row("The leg breaks and the target goes down: prone, the leg useless until repaired, 2 levels of fatigue.", &[
            PRONE,
            useless(Part::Leg, UNTIL_TREATED),
            fatigue(n(2)),
        ]),
        row("The lower leg is torn away: a Toughness test (+0) or die of shock; survivors: stunned 1d10 rounds, 1d5 levels of fatigue, blood loss; the leg is lost.", &[
            test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 5)), BLOOD_LOSS]),
            lost(Part::Leg),
        ]),
        row("The leg is torn open and the target bleeds to death at once.", &[DEATH]),
        row("As row 9, and the screams drown out all speech within 2d10 metres until the round ends.", &[
            DEATH,
            nearby(d(2, 10), None, None, None),
        ]),
    ]);
