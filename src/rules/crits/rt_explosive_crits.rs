//! Rogue Trader's Explosive critical tables (000 Tables 9-15 to 9-18: arm, body, head,
//! leg), each row a summary in the project's own words and its effects. Only War and Dark
//! Heresy 2nd edition use them too.

use super::table;
use super::CritTable;
use crate::model::Characteristic::{Fel, T};
use crate::model::DamageType::{Explosive, Impact};
use crate::rules::effects::*;
use crate::rules::tables::Region::{Arm, Body, Head, Leg};

// 000 Table 9-15
pub const EXPLOSIVE_ARM: CritTable<'static> = table(Explosive, Arm, "Rogue Trader, Table 9-15: Explosive Critical Effects, Arm", [
        row("The arm is wrenched back: 1 level of fatigue.", &[fatigue(n(1))]),
        row("The arm is fractured: drops what the hand holds, 2 levels of fatigue.", &[DROPS, fatigue(n(2))]),
        row("The blast takes 1d5 fingers: 3 levels of fatigue; whatever the hand held is destroyed, and an explosive goes off.", &[
            lost_n(Part::Fingers, d(1, 5)),
            fatigue(n(3)),
            HELD_ITEM_DESTROYED,
            nearby(n(0), None, None, Some(Carried::HeldItem)),
        ]),
        row("Searing pain: 1d5 levels of fatigue, stunned for a round, the arm useless until treated.", &[
            fatigue(d(1, 5)),
            stunned(n(1)),
            useless(Part::Arm, UNTIL_TREATED),
        ]),
        row("Shrapnel in the hand: a Toughness test or the hand is lost, and even on a pass it is useless until treated; 1d5 levels of fatigue.", &[
            test(T, 0, &[lost(Part::Hand)], &[useless(Part::Hand, UNTIL_TREATED)]),
            fatigue(d(1, 5)),
        ]),
        row("The arm is shattered: 1d5 levels of fatigue, the arm broken (useless until repaired), blood loss.", &[
            fatigue(d(1, 5)),
            useless(Part::Arm, UNTIL_TREATED),
            BLOOD_LOSS,
        ]),
        row("The arm is blown off: a Toughness test (+0) or die of shock; survivors: stunned 1d10 rounds, 1d10 levels of fatigue, blood loss; the arm is lost.", &[
            test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS]),
            lost(Part::Arm),
        ]),
        row("The arm and part of the chest are torn away; the target dies.", &[DEATH]),
        row("The arm is blown off and the target dies; a powered weapon (power sword, chainsword) in that hand explodes for 1d10+5 impact damage to everyone within 2 metres.", &[
            DEATH,
            nearby(n(2), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::PoweredWeapon)),
        ]),
        row("As row 9, and carried ammunition explodes for 1d10+5 impact damage to everyone within 1d10 metres; carried grenades or missiles go off on the body.", &[
            DEATH,
            nearby(n(2), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::PoweredWeapon)),
            nearby(d(1, 10), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::Ammunition)),
            nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
        ]),
    ]);

// 000 Table 9-16
pub const EXPLOSIVE_BODY: CritTable<'static> = table(Explosive, Body, "Rogue Trader, Table 9-16: Explosive Critical Effects, Body", [
        row("Blown back 1d5 metres, 1 level of fatigue per metre, landing prone.", &[knockback(d(1, 5), 1), PRONE]),
        row("Blown back 1d10 metres, 1 level of fatigue per metre; 1d5 more levels if a solid object stops the flight.", &[
            knockback(d(1, 10), 1),
        ]),
        row("Body armour is destroyed; with none, blown back 1d10 metres at 2 levels of fatigue per metre instead (1d5 more on hitting something solid).", &[
            if_armoured(&[ARMOUR_DESTROYED], &[knockback(d(1, 10), 2)]),
        ]),
        row("Flung to the ground: 1d5 levels of fatigue, stunned for a round, prone (a Full Action to get up).", &[
            PRONE,
            fatigue(d(1, 5)),
            stunned(n(1)),
        ]),
        row("Concussed and knocked down: prone, stunned for a round, 1d10 levels of fatigue.", &[
            PRONE,
            stunned(n(1)),
            fatigue(d(1, 10)),
        ]),
        row("Flesh torn away: stunned for a round, 1d10 levels of fatigue, blood loss.", &[
            stunned(n(1)),
            fatigue(d(1, 10)),
            BLOOD_LOSS,
        ]),
        row("Nerves scrambled and knocked down: prone, stunned for 1d10 rounds, 1d10 levels of fatigue, blood loss, and only Half Actions for 1d10 hours.", &[
            PRONE,
            stunned(d(1, 10)),
            fatigue(d(1, 10)),
            BLOOD_LOSS,
            half_actions(hours(d(1, 10))),
        ]),
        row("The chest bursts; the target dies.", &[DEATH]),
        row("Torn apart, the target dies; carried ammunition explodes for 1d10+5 impact damage to everyone within 1d10 metres, and carried grenades or missiles go off on the body.", &[
            DEATH,
            nearby(d(1, 10), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::Ammunition)),
            nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
        ]),
        row("As row 9, and everyone within 1d10 metres makes an Agility test (+0) or takes -10 to Weapon and Ballistic Skill tests for a round, their sight fouled.", &[
            DEATH,
            nearby(d(1, 10), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::Ammunition)),
            nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
            nearby(d(1, 10), None, None, None),
        ]),
    ]);

// 000 Table 9-17
pub const EXPLOSIVE_HEAD: CritTable<'static> = table(Explosive, Head, "Rogue Trader, Table 9-17: Explosive Critical Effects, Head", [
        row("Dazed: only a Half Action on the next turn, 1 level of fatigue.", &[half_actions(NEXT_TURN), fatigue(n(1))]),
        row("Flash and bang: blinded and deafened for a round, 2 levels of fatigue.", &[
            blinded(rounds(n(1))),
            deafened(rounds(n(1))),
            fatigue(n(2)),
        ]),
        row("Many small cuts to the face: 2 levels of fatigue.", &[fatigue(n(2))]),
        row("Knocked down: prone, stunned for a round, 2 levels of fatigue.", &[PRONE, stunned(n(1)), fatigue(n(2))]),
        row("Face flayed and eardrums burst: stunned for 1d10 rounds, deaf for good, 1d5 levels of fatigue, only Half Actions for 1d5 hours, and Fellowship down 1d10 for good from the scars.", &[
            stunned(d(1, 10)),
            deafened(PERMANENT),
            fatigue(d(1, 5)),
            half_actions(hours(d(1, 5))),
            characteristic_lost(Fel, d(1, 10)),
        ]),
        row("The head is blown off; the target dies.", &[DEATH]),
        row("Head and body are wrecked and the target dies; carried ammunition explodes for 1d10+5 impact damage to everyone within 1d5 metres, and carried grenades or missiles go off on the body.", &[
            DEATH,
            nearby(d(1, 5), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::Ammunition)),
            nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
        ]),
        row("Head and torso come apart and the target dies; until the fight ends, whoever crosses the spot makes an Agility test (+0) or falls prone.", &[
            DEATH,
            nearby(n(0), None, None, None),
        ]),
        row("Nothing recognisable is left; the target dies.", &[DEATH]),
        row("As row 9, and the target's allies within 2 metres make a Willpower test (+0) or use their next turn to run from the attacker.", &[
            DEATH,
            nearby(n(2), None, None, None),
        ]),
    ]);

// 000 Table 9-18
pub const EXPLOSIVE_LEG: CritTable<'static> = table(Explosive, Leg, "Rogue Trader, Table 9-18: Explosive Critical Effects, Leg", [
        row("Pushed back 1 metre.", &[knockback(n(1), 0)]),
        row("Legs swept away: prone, 1 level of fatigue.", &[PRONE, fatigue(n(1))]),
        row("The leg cracks: stunned for a round, movement halved for 1d5 rounds, 1 level of fatigue.", &[
            stunned(n(1)),
            movement_halved(rounds(d(1, 5))),
            fatigue(n(1)),
        ]),
        row("Spun through the air 1d5 metres, 1 level of fatigue per metre; prone (a Full Action to get up); movement halved for 1d10 rounds.", &[
            knockback(d(1, 5), 1),
            PRONE,
            movement_halved(rounds(d(1, 10))),
        ]),
        row("Part of the foot is blown away: a Toughness test (+0) or the foot is useless for good; on a pass, movement is halved until treated; 1d5 levels of fatigue either way.", &[
            test(T, 0, &[useless(Part::Foot, PERMANENT)], &[movement_halved(UNTIL_TREATED)]),
            fatigue(d(1, 5)),
        ]),
        row("The leg bones shatter: 1d10 levels of fatigue, the leg broken (useless until repaired), blood loss.", &[
            fatigue(d(1, 10)),
            useless(Part::Leg, UNTIL_TREATED),
            BLOOD_LOSS,
        ]),
        row("The leg is blown apart: a Toughness test (+0) or die of shock; survivors: stunned 1d10 rounds, 1d10 levels of fatigue, blood loss; the leg is lost.", &[
            test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS]),
            lost(Part::Leg),
        ]),
        row("The leg is ripped off; the target dies.", &[DEATH]),
        row("The leg bursts and the target dies; fragments deal 1d10+2 impact damage to everyone within 2 metres.", &[
            DEATH,
            nearby(n(2), Some(dp(1, 10, 2)), Some(Impact), None),
        ]),
        row("As row 9, and carried ammunition explodes for 1d10+5 impact damage to everyone within 1d10 metres; carried grenades or missiles go off on the body.", &[
            DEATH,
            nearby(n(2), Some(dp(1, 10, 2)), Some(Impact), None),
            nearby(d(1, 10), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::Ammunition)),
            nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
        ]),
    ]);
