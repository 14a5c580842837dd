//! Rogue Trader's critical tables (000 Tables 9-11 to 9-26), each row a summary in the
//! project's own words and its effects. Only War and Dark Heresy 2nd edition use them too.

use super::{table, CritTable, CritTables};
use crate::model::Characteristic::{Ag, Bs, Fel, Ws, S, T};
use crate::model::DamageType::{Energy, Explosive, Impact, Rending};
use crate::rules::effects::*;
use crate::rules::tables::Region::{Arm, Body, Head, Leg};

pub const TABLES: CritTables<'static> = CritTables {
    tables: [
        ENERGY_ARM,
        ENERGY_BODY,
        ENERGY_HEAD,
        ENERGY_LEG,
        EXPLOSIVE_ARM,
        EXPLOSIVE_BODY,
        EXPLOSIVE_HEAD,
        EXPLOSIVE_LEG,
        IMPACT_ARM,
        IMPACT_BODY,
        IMPACT_HEAD,
        IMPACT_LEG,
        RENDING_ARM,
        RENDING_BODY,
        RENDING_HEAD,
        RENDING_LEG,
    ],
};

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

// 000 Table 9-23
pub const RENDING_ARM: CritTable<'static> = table(Rending, Arm, "Rogue Trader, Table 9-23: Rending Critical Effects, Arm", [
        row("Whatever the arm held is torn away (dropped).", &[DROPS]),
        row("Deep cuts: drops what the hand holds, 1 level of fatigue.", &[DROPS, fatigue(n(1))]),
        row("Shredded: 2 levels of fatigue, drops what the hand holds.", &[fatigue(n(2)), DROPS]),
        row("The arm is flayed: prone from the pain, 2 levels of fatigue, the arm useless for 1d10 rounds.", &[
            PRONE,
            fatigue(n(2)),
            useless(Part::Arm, rounds(d(1, 10))),
        ]),
        row("A long gash: 1d5 levels of fatigue, drops what the hand holds, the arm useless until treated, blood loss.", &[
            fatigue(d(1, 5)),
            DROPS,
            useless(Part::Arm, UNTIL_TREATED),
            BLOOD_LOSS,
        ]),
        row("1d5 fingers are cut off (a 5 includes the thumb): 3 levels of fatigue and a Toughness test (+0) or the hand is useless for good.", &[
            lost_n(Part::Fingers, d(1, 5)),
            fatigue(n(3)),
            test(T, 0, &[useless(Part::Hand, PERMANENT)], &[]),
        ]),
        row("The arm is ruined: 1d5 levels of fatigue, the arm broken (useless until repaired), blood loss.", &[
            fatigue(d(1, 5)),
            useless(Part::Arm, UNTIL_TREATED),
            BLOOD_LOSS,
        ]),
        row("The arm is torn off: a Toughness test (+0) or die of shock; survivors: stunned 1d10 rounds, blood loss, 1d10 levels of fatigue; the arm is lost.", &[
            test(T, 0, &[DEATH], &[stunned(d(1, 10)), BLOOD_LOSS, fatigue(d(1, 10))]),
            lost(Part::Arm),
        ]),
        row("The cut goes through the arm into the torso; the target dies.", &[DEATH]),
        row("As row 9, and a held ranged weapon fires as the arm falls: a 5% chance that one random creature within 2d10 metres takes a single hit from it.", &[
            DEATH,
            chance(5, &[nearby(d(2, 10), None, None, Some(Carried::HeldItem))]),
        ]),
    ]);

// 000 Table 9-24
pub const RENDING_BODY: CritTable<'static> = table(Rending, Body, "Rogue Trader, Table 9-24: Rending Critical Effects, Body", [
        row("A painful cut: 1 level of fatigue if the body is unarmoured, nothing if armoured.", &[
            if_armoured(&[], &[fatigue(n(1))]),
        ]),
        row("The armour loses 1 armour point (if unarmoured, stunned for a round instead); 1 level of fatigue either way.", &[
            if_armoured(&[armour_damaged(n(1))], &[stunned(n(1))]),
            fatigue(n(1)),
        ]),
        row("Skin torn from the torso: stunned for a round, 2 levels of fatigue.", &[stunned(n(1)), fatigue(n(2))]),
        row("Heavy bleeding: 1d5 levels of fatigue; anyone moving through the pool of blood makes an Agility test or falls prone.", &[
            nearby(n(0), None, None, None),
            fatigue(d(1, 5)),
        ]),
        row("A long wound across the torso: 1d5 levels of fatigue.", &[fatigue(d(1, 5))]),
        row("A chunk is torn out and the target goes down: prone, 1d10 levels of fatigue.", &[PRONE, fatigue(d(1, 10))]),
        row("The belly is cut open: 1d5 levels of fatigue and blood loss. The target either holds the wound shut with one arm until a Medicae test closes it, or fights on with a 20% chance each turn of a further 2d10 damage.", &[
            fatigue(d(1, 5)),
            BLOOD_LOSS,
        ]),
        row("The chest is laid open: a Toughness test (+0) or die; survivors: Toughness down 1d10 for good, 1d10 levels of fatigue, blood loss.", &[
            test(T, 0, &[DEATH], &[characteristic_lost(T, d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS]),
        ]),
        row("Cut open from throat to groin; the target dies.", &[DEATH]),
        row("As row 9, and until the fight ends, whoever moves within 4 metres of the body makes an Agility test (+0) or falls prone.", &[
            DEATH,
            nearby(n(4), None, None, None),
        ]),
    ]);

// 000 Table 9-25
pub const RENDING_HEAD: CritTable<'static> = table(Rending, Head, "Rogue Trader, Table 9-25: Rending Critical Effects, Head", [
        row("Skin torn from the face: 1 level of fatigue, or nothing if the target wears a helmet.", &[
            if_armoured(&[], &[fatigue(n(1))]),
        ]),
        row("The scalp is cut and bleeds into the eyes: -10 to Weapon and Ballistic Skill for 1d10 rounds, 1 level of fatigue.", &[
            penalty(-10, Scope::WeaponAndBallistic, rounds(d(1, 10))),
            fatigue(n(1)),
        ]),
        row("The helmet is torn off; with no helmet, an ear is lost and 2 levels of fatigue.", &[
            if_armoured(&[ARMOUR_OFF], &[lost(Part::Ear), fatigue(n(2))]),
        ]),
        row("An eye is gouged out: 1d5 levels of fatigue, stunned for a round.", &[
            lost(Part::Eye),
            fatigue(d(1, 5)),
            stunned(n(1)),
        ]),
        row("The face is slashed: stunned for 1d5 rounds, 1d5 levels of fatigue; a helmet comes off.", &[
            stunned(d(1, 5)),
            fatigue(d(1, 5)),
            if_armoured(&[ARMOUR_OFF], &[]),
        ]),
        row("A feature of the face is lost, by 1d10: 1-3 an eye; 4-7 the nose (Fellowship halved for good); 8-10 an ear (Fellowship down 1d10 for good, hidden by hair). Then blood loss and 1d5 levels of fatigue.", &[
            one_of(10, &[
                band(3, &[lost(Part::Eye)]),
                band(7, &[lost(Part::Nose), halved(&[Fel], PERMANENT)]),
                band(10, &[lost(Part::Ear), characteristic_lost(Fel, d(1, 10))]),
            ]),
            BLOOD_LOSS,
            fatigue(d(1, 5)),
        ]),
        row("Most of the face is torn away: blind for good, Fellowship becomes 1d10 for good (unless already 10 or less), slurred speech, blood loss, 1d10 levels of fatigue.", &[
            blinded(PERMANENT),
            becomes(Fel, d(1, 10)),
            BLOOD_LOSS,
            fatigue(d(1, 10)),
        ]),
        row("A cut into the side of the head; the target dies.", &[DEATH]),
        row("The head is cut off and lands 2d10 metres away; the target dies.", &[DEATH]),
        row("As row 9, and those nearby are sprayed with blood: an Agility test (+0) or -10 to Weapon and Ballistic Skill tests for a round (no distance is given).", &[
            DEATH,
        ]),
    ]);

// 000 Table 9-26
pub const RENDING_LEG: CritTable<'static> = table(Rending, Leg, "Rogue Trader, Table 9-26: Rending Critical Effects, Leg", [
        row("The leg is wrenched back: 1 level of fatigue.", &[fatigue(n(1))]),
        row("The kneecap splits: an Agility test (+0) or fall prone; 1 level of fatigue either way.", &[
            test(Ag, 0, &[PRONE], &[]),
            fatigue(n(1)),
        ]),
        row("A strip of flesh is torn from the leg: 1 level of fatigue, blood loss.", &[fatigue(n(1)), BLOOD_LOSS]),
        row("The kneecap is torn off: half speed until treated, 2 levels of fatigue.", &[
            movement_halved(UNTIL_TREATED),
            fatigue(n(2)),
        ]),
        row("The leg is laid open: 1d5 levels of fatigue, movement halved for 1d10 hours.", &[
            fatigue(d(1, 5)),
            movement_halved(hours(d(1, 10))),
        ]),
        row("The end of the foot is cut off: a Toughness test (+0) or the foot is useless for good; on a pass, movement is halved until treated; 1d5 levels of fatigue either way.", &[
            test(T, 0, &[useless(Part::Foot, PERMANENT)], &[movement_halved(UNTIL_TREATED)]),
            fatigue(d(1, 5)),
        ]),
        row("A deep cut to the bone: the leg broken (useless until repaired), blood loss, 1d10 levels of fatigue.", &[
            useless(Part::Leg, UNTIL_TREATED),
            BLOOD_LOSS,
            fatigue(d(1, 10)),
        ]),
        row("The leg is cut off: a Toughness test or die of shock; survivors: stunned 1d10 rounds, 1d10 levels of fatigue, blood loss; the leg is lost.", &[
            test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS]),
            lost(Part::Leg),
        ]),
        row("The leg is cut off at the hip and the target dies moments later.", &[DEATH]),
        row("As row 9, and anyone who Runs or Charges within 6 metres of the body makes an Agility test (+0) or falls.", &[
            DEATH,
            nearby(n(6), None, None, None),
        ]),
    ]);
