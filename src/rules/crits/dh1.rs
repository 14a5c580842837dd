//! Dark Heresy's critical tables (003 Tables 7-11 to 7-26), each row a summary in the
//! project's own words and its effects. Damage the book leaves untyped (exploding
//! ammunition, a bursting power weapon) is Impact, as 003 "Damage Types" rules.

use super::{table, CritTables};
use crate::model::Characteristic::{Ag, Bs, Fel, Ws, S, T};
use crate::model::DamageType::{Energy, Explosive, Impact, Rending};
use crate::rules::effects::*;
use crate::rules::tables::Region::{Arm, Body, Head, Leg};

pub const TABLES: CritTables = CritTables {
    tables: [
        // 003 Table 7-11
        table(Energy, Head, "Dark Heresy, Table 7-11: Energy Critical Effects, Head", [
            row("The senses are scrambled: -10 to every test but Toughness for a round.", &[
                penalty(-10, Scope::AllButToughness, rounds(n(1))),
            ]),
            row("Dazzled: blinded for a round.", &[blinded(rounds(n(1)))]),
            row("An ear is burnt away: stunned for a round, 1 level of fatigue.", &[
                lost(Part::Ear),
                stunned(n(1)),
                fatigue(n(1)),
            ]),
            row("The hair burns off and the eyes suffer: 2 levels of fatigue, blinded for 1d5 rounds.", &[
                fatigue(n(2)),
                blinded(rounds(d(1, 5))),
            ]),
            row("The head is engulfed and the hair lost: blinded for 1d10 rounds, 3 levels of fatigue.", &[
                blinded(rounds(d(1, 10))),
                fatigue(n(3)),
            ]),
            row("The face is badly burnt: blinded for 1d10 hours, Fellowship down by 1d10 for good, 1d5 levels of fatigue.", &[
                blinded(hours(d(1, 10))),
                characteristic_lost(Fel, d(1, 10)),
                fatigue(d(1, 5)),
            ]),
            row("The face burns to the bone: blind for good, 1d10 levels of fatigue, and Fellowship becomes 1d10 (unless already 10 or less).", &[
                blinded(PERMANENT),
                fatigue(d(1, 10)),
                becomes(Fel, d(1, 10)),
            ]),
            row("The head is burnt away; the target dies.", &[DEATH]),
            row("The skull bursts from the heat; the target dies.", &[DEATH]),
            row("Dies as above, then the burning body staggers 2d10 metres on a scatter roll; anything flammable it passes must pass an Agility test or catch fire.", &[
                DEATH,
                nearby(d(2, 10), None, None, None),
            ]),
        ]),
        // 003 Table 7-12
        table(Energy, Arm, "Dark Heresy, Table 7-12: Energy Critical Effects, Arm", [
            row("The arm tingles and goes numb: tests with it are at -30 for a round.", &[
                penalty(-30, Scope::Limb, rounds(n(1))),
            ]),
            row("Energy crackles along the limb: the arm useless for 1d5 rounds; 1 level of fatigue.", &[
                useless(Part::Arm, rounds(d(1, 5))),
                fatigue(n(1)),
            ]),
            row("A burn to the arm: stunned for a round, 2 levels of fatigue, the arm useless for 1d5 rounds.", &[
                stunned(n(1)),
                fatigue(n(2)),
                useless(Part::Arm, rounds(d(1, 5))),
            ]),
            row("The shock sickens the target: stunned for a round, 3 levels of fatigue, the arm useless for 1d10 rounds.", &[
                stunned(n(1)),
                fatigue(n(3)),
                useless(Part::Arm, rounds(d(1, 10))),
            ]),
            row("Shallow but painful burns: Weapon and Ballistic Skill halved (rounded down) for a round; 1d5 levels of fatigue.", &[
                halved(&[Ws, Bs], rounds(n(1))),
                fatigue(d(1, 5)),
            ]),
            row("The arm is set alight and the fingers fuse: Weapon and Ballistic Skill halved for 1d10 rounds, 1d5 levels of fatigue, and a Toughness test or the hand is useless for good.", &[
                halved(&[Ws, Bs], rounds(d(1, 10))),
                fatigue(d(1, 5)),
                test(T, 0, &[useless(Part::Hand, PERMANENT)], &[]),
            ]),
            row("Heat cracks the bone: the arm is broken (useless until repaired), stunned for a round, 1d5 levels of fatigue.", &[
                useless(Part::Arm, UNTIL_TREATED),
                stunned(n(1)),
                fatigue(d(1, 5)),
            ]),
            row("The arm is cut away at the shoulder: a Toughness test or stunned for a round; 1d10 levels of fatigue, blood loss, the arm lost.", &[
                test(T, 0, &[stunned(n(1))], &[]),
                fatigue(d(1, 10)),
                BLOOD_LOSS,
                lost(Part::Arm),
            ]),
            row("The arm burns down to the bone: a Toughness test or die of shock; a survivor is stunned for a round with 1d10 levels of fatigue; the arm is lost.", &[
                test(T, 0, &[DEATH], &[fatigue(d(1, 10)), stunned(n(1))]),
                lost(Part::Arm),
            ]),
            row("The arm is reduced to ash and the target dies of shock.", &[DEATH]),
        ]),
        // 003 Table 7-13
        table(Energy, Body, "Dark Heresy, Table 7-13: Energy Critical Effects, Body", [
            row("Winded: only a Half Action on the next turn.", &[half_actions(NEXT_TURN)]),
            row("The breath is knocked out: 1 level of fatigue.", &[fatigue(n(1))]),
            row("Burns to chest and belly: 2 levels of fatigue, stunned for a round.", &[fatigue(n(2)), stunned(n(1))]),
            row("Scorched all over: 1d10 levels of fatigue.", &[fatigue(d(1, 10))]),
            row("Driven to the ground: prone (the Stand action gets up), an Agility test or catch fire, 1d5 levels of fatigue.", &[
                PRONE,
                AGILITY_OR_FIRE,
                fatigue(d(1, 5)),
            ]),
            row("Thrown down smoking: prone, stunned for 1d10 rounds, 1d5 levels of fatigue, and an Agility test or catch fire.", &[
                PRONE,
                stunned(d(1, 10)),
                fatigue(d(1, 5)),
                AGILITY_OR_FIRE,
            ]),
            row("The organs are seared: stunned for 2d10 rounds, Toughness halved (rounded down).", &[
                stunned(d(2, 10)),
                halved(&[T], UNTIL_TREATED),
            ]),
            row("The skin blackens and peels: stunned for 2d10 rounds; Strength, Toughness and Agility halved; the scars halve Fellowship for good.", &[
                stunned(d(2, 10)),
                halved(&[S, T, Ag], UNTIL_TREATED),
                halved(&[Fel], PERMANENT),
            ]),
            row("Wrapped in fire, the target falls dead.", &[DEATH]),
            row("Dies as above; carried ammunition has a 50% chance to explode, 1d10+5 Explosive damage to all within 1d5 metres who fail a Dodge test; carried grenades or missiles go off where the body lies a round later.", &[
                DEATH,
                chance(50, &[nearby(d(1, 5), Some(dp(1, 10, 5)), Some(Explosive), Some(Carried::Ammunition))]),
                nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
            ]),
        ]),
        // 003 Table 7-14
        table(Energy, Leg, "Dark Heresy, Table 7-14: Energy Critical Effects, Leg", [
            row("A hit to the leg winds the target: 1 level of fatigue.", &[fatigue(n(1))]),
            row("A glancing hit slows the target: movement halved for a round.", &[movement_halved(rounds(n(1)))]),
            row("The leg cracks: stunned for a round, movement halved for 1d5 rounds.", &[
                stunned(n(1)),
                movement_halved(rounds(d(1, 5))),
            ]),
            row("Pain shoots through the leg: 1d5 levels of fatigue, movement halved for 1d5 rounds.", &[
                fatigue(d(1, 5)),
                movement_halved(rounds(d(1, 5))),
            ]),
            row("A deep burn to the leg: 1 level of fatigue, half speed for 2d10 rounds.", &[
                fatigue(n(1)),
                movement_halved(rounds(d(2, 10))),
            ]),
            row("The foot is burnt: a Toughness test or the foot is lost, and even on a pass movement is halved until treated; 2 levels of fatigue.", &[
                test(T, 0, &[lost(Part::Foot)], &[movement_halved(UNTIL_TREATED)]),
                fatigue(n(2)),
            ]),
            row("The leg is charred and broken (useless until repaired): a Toughness test or stunned for a round; 1d5 levels of fatigue.", &[
                useless(Part::Leg, UNTIL_TREATED),
                test(T, 0, &[stunned(n(1))], &[]),
                fatigue(d(1, 5)),
            ]),
            row("The leg is cut through: a Toughness test or stunned for a round; 1d10 levels of fatigue, blood loss, the leg lost.", &[
                test(T, 0, &[stunned(n(1))], &[]),
                fatigue(d(1, 10)),
                BLOOD_LOSS,
                lost(Part::Leg),
            ]),
            row("The leg is burnt to nothing: a Toughness test or die of shock; the leg is lost either way.", &[
                TOUGHNESS_OR_DIE,
                lost(Part::Leg),
            ]),
            row("Fire spreads from the leg over the whole body and the target dies within seconds.", &[DEATH]),
        ]),
        // 003 Table 7-15
        table(Impact, Head, "Dark Heresy, Table 7-15: Impact Critical Effects, Head", [
            row("The ears ring: a Toughness test or 1 level of fatigue.", &[test(T, 0, &[fatigue(n(1))], &[])]),
            row("Seeing stars: 1 level of fatigue and -10 to Weapon and Ballistic Skill tests for a round.", &[
                fatigue(n(1)),
                penalty(-10, Scope::WeaponAndBallistic, rounds(n(1))),
            ]),
            row("A broken, bleeding nose: blinded for a round, 2 levels of fatigue.", &[
                blinded(rounds(n(1))),
                fatigue(n(2)),
            ]),
            row("A staggering blow: 1d5 levels of fatigue.", &[fatigue(d(1, 5))]),
            row("The target reels: stunned for a round.", &[stunned(n(1))]),
            row("The head snaps back: stunned for 1d5 rounds, 2 levels of fatigue.", &[
                stunned(d(1, 5)),
                fatigue(n(2)),
            ]),
            row("The skull fractures: stunned for 1d10 rounds, movement halved for 1d10 hours.", &[
                stunned(d(1, 10)),
                movement_halved(hours(d(1, 10))),
            ]),
            row("The brain is crushed; the target dies.", &[DEATH]),
            row("The head bursts; the target dies, and anyone within 4 metres must pass an Agility test or take -10 to Weapon and Ballistic Skill on their next turn.", &[
                DEATH,
                nearby(n(4), None, None, None),
            ]),
            row("As above, and the blow carries on: a melee attacker may attack another foe in reach without moving, a ranged attacker one standing right behind the target and in range, with the same weapon.", &[
                DEATH,
                nearby(n(4), None, None, None),
            ]),
        ]),
        // 003 Table 7-16
        table(Impact, Arm, "Dark Heresy, Table 7-16: Impact Critical Effects, Arm", [
            row("The arm goes numb: whatever the hand holds is dropped.", &[DROPS]),
            row("A deep bruise: 1 level of fatigue.", &[fatigue(n(1))]),
            row("Crushing pain: 1 level of fatigue and the hand drops what it holds.", &[fatigue(n(1)), DROPS]),
            row("The target reels: stunned for a round, the arm useless for 1d5 rounds, 1 level of fatigue.", &[
                stunned(n(1)),
                useless(Part::Arm, rounds(d(1, 5))),
                fatigue(n(1)),
            ]),
            row("The arm is pounded: Weapon and Ballistic Skill halved (rounded down) for 1d10 rounds, 1 level of fatigue, and an Agility test or drop what the hand holds.", &[
                halved(&[Ws, Bs], rounds(d(1, 10))),
                fatigue(n(1)),
                test(Ag, 0, &[DROPS], &[]),
            ]),
            row("The hand is crushed and 1d5 fingers (thumb included) broken: 1 level of fatigue and a Toughness test or the hand is useless for good.", &[
                fatigue(n(1)),
                test(T, 0, &[useless(Part::Hand, PERMANENT)], &[]),
            ]),
            row("The arm bone snaps: the arm is broken (useless until repaired); 2 levels of fatigue.", &[
                useless(Part::Arm, UNTIL_TREATED),
                fatigue(n(2)),
            ]),
            row("The arm is torn off below the shoulder: a Toughness test or die of shock; a survivor is stunned 1d10 rounds and suffers 1d5 fatigue and blood loss; the arm is lost.", &[
                test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 5)), BLOOD_LOSS]),
                lost(Part::Arm),
            ]),
            row("The arm is ripped away and the target dies within seconds.", &[DEATH]),
            row("Dies as above, and the shattered arm acts as shrapnel: 1d10-8 Impact damage to anyone within 2 metres.", &[
                DEATH,
                nearby(n(2), Some(dp(1, 10, -8)), Some(Impact), None),
            ]),
        ]),
        // 003 Table 7-17
        table(Impact, Body, "Dark Heresy, Table 7-17: Impact Critical Effects, Body", [
            row("Winded: only a Half Action on the next turn.", &[half_actions(NEXT_TURN)]),
            row("The breath is knocked out: 1 level of fatigue.", &[fatigue(n(1))]),
            row("A rib cracks: 2 levels of fatigue, stunned for a round.", &[fatigue(n(2)), stunned(n(1))]),
            row("Several ribs give way: 1d5 levels of fatigue, stunned for a round.", &[
                fatigue(d(1, 5)),
                stunned(n(1)),
            ]),
            row("A blow to the chest doubles the target up: 1d5 levels of fatigue, stunned for 2 rounds.", &[
                fatigue(d(1, 5)),
                stunned(n(2)),
            ]),
            row("Sent flying 1d5 metres from the attacker (stopping at any wall) and left prone: 1d5 levels of fatigue, stunned for 2 rounds.", &[
                knockback(d(1, 5), 0),
                PRONE,
                fatigue(d(1, 5)),
                stunned(n(2)),
            ]),
            row("1d5 ribs break: 1d5 levels of fatigue; the target either lies still until a Medicae test sets them, or keeps acting with a 20% chance each round of dying at once.", &[
                fatigue(d(1, 5)),
            ]),
            row("Organs rupture and the target goes down: prone, blood loss, 1d10 levels of fatigue.", &[
                PRONE,
                BLOOD_LOSS,
                fatigue(d(1, 10)),
            ]),
            row("The target coughs blood and falls dead.", &[DEATH]),
            row("Dies as above and the body is hurled 1d10 metres from the attacker; anyone in the way must pass an Agility test or be knocked down.", &[
                DEATH,
                knockback(d(1, 10), 0),
            ]),
        ]),
        // 003 Table 7-18
        table(Impact, Leg, "Dark Heresy, Table 7-18: Impact Critical Effects, Leg", [
            row("A light hit to the leg winds the target: 1 level of fatigue.", &[fatigue(n(1))]),
            row("A glancing hit slows the target: movement halved for a round, 1 level of fatigue.", &[
                movement_halved(rounds(n(1))),
                fatigue(n(1)),
            ]),
            row("The leg cracks: stunned for a round, movement halved for 1d5 rounds, 1 level of fatigue.", &[
                stunned(n(1)),
                movement_halved(rounds(d(1, 5))),
                fatigue(n(1)),
            ]),
            row("Pain shoots through the leg: 1d5 levels of fatigue, movement halved for 1d5 rounds.", &[
                fatigue(d(1, 5)),
                movement_halved(rounds(d(1, 5))),
            ]),
            row("Hairline fractures: Agility -20 for 1d10 rounds, 1d5 levels of fatigue.", &[
                penalty(-20, Scope::Movement, rounds(d(1, 10))),
                fatigue(d(1, 5)),
            ]),
            row("Small bones in the foot snap: a Toughness test or the foot is useless for good, and even on a pass movement is halved until treated; 2 levels of fatigue.", &[
                test(T, 0, &[useless(Part::Foot, PERMANENT)], &[movement_halved(UNTIL_TREATED)]),
                fatigue(n(2)),
            ]),
            row("The leg breaks (useless until repaired) and the target falls prone; 2 levels of fatigue.", &[
                useless(Part::Leg, UNTIL_TREATED),
                PRONE,
                fatigue(n(2)),
            ]),
            row("The lower leg is torn away: a Toughness test or die of shock; a survivor is stunned 1d10 rounds and suffers 1d5 fatigue and blood loss; the leg is lost.", &[
                test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 5)), BLOOD_LOSS]),
                lost(Part::Leg),
            ]),
            row("The leg is torn open and the target bleeds to death on the spot.", &[DEATH]),
            row("Dies as above, screaming so loudly that no one within 2d10 metres can talk until the round ends.", &[
                DEATH,
                nearby(d(2, 10), None, None, None),
            ]),
        ]),
        // 003 Table 7-19
        table(Explosive, Head, "Dark Heresy, Table 7-19: Explosive Critical Effects, Head", [
            row("Dazed: only a Half Action on the next turn, 1 level of fatigue.", &[
                half_actions(NEXT_TURN),
                fatigue(n(1)),
            ]),
            row("Flash and bang: blinded and deafened for a round, 2 levels of fatigue.", &[
                blinded(rounds(n(1))),
                deafened(rounds(n(1))),
                fatigue(n(2)),
            ]),
            row("The face is cut up by the blast: 2 levels of fatigue.", &[fatigue(n(2))]),
            row("Knocked to the ground: prone, stunned for a round, 2 levels of fatigue.", &[
                PRONE,
                stunned(n(1)),
                fatigue(n(2)),
            ]),
            row("The face is flayed and the eardrums burst: stunned for 1d10 rounds, deaf for good, 1d5 levels of fatigue, only Half Actions for 1d5 hours, and the scars cost 1d10 Fellowship.", &[
                stunned(d(1, 10)),
                deafened(PERMANENT),
                fatigue(d(1, 5)),
                half_actions(hours(d(1, 5))),
                characteristic_lost(Fel, d(1, 10)),
            ]),
            row("The head is blown off; the target dies.", &[DEATH]),
            row("Head and body are torn apart and the target dies; carried ammunition explodes for 1d10+5 Energy damage to all within 1d5 metres, and carried grenades or missiles go off on the body.", &[
                DEATH,
                nearby(d(1, 5), Some(dp(1, 10, 5)), Some(Energy), Some(Carried::Ammunition)),
                nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
            ]),
            row("Head and torso come apart and the target dies; until the fight ends anyone crossing the spot must pass an Agility test or fall.", &[
                DEATH,
            ]),
            row("The target is blown to a red mist.", &[DEATH]),
            row("As above, and the target's allies within 2 metres must pass a Willpower test or use their next turn to run from the attacker.", &[
                DEATH,
                nearby(n(2), None, None, None),
            ]),
        ]),
        // 003 Table 7-20
        table(Explosive, Arm, "Dark Heresy, Table 7-20: Explosive Critical Effects, Arm", [
            row("The arm is wrenched back: 1 level of fatigue.", &[fatigue(n(1))]),
            row("The arm is fractured: the hand drops what it holds; 2 levels of fatigue.", &[DROPS, fatigue(n(2))]),
            row("1d5 fingers are blown off: 3 levels of fatigue, and whatever the hand held is destroyed (an explosive goes off).", &[
                lost_n(Part::Fingers, d(1, 5)),
                fatigue(n(3)),
                HELD_ITEM_DESTROYED,
                nearby(n(0), None, None, Some(Carried::HeldItem)),
            ]),
            row("The target howls in pain: 1d5 levels of fatigue, stunned for a round, the arm useless until treated.", &[
                fatigue(d(1, 5)),
                stunned(n(1)),
                useless(Part::Arm, UNTIL_TREATED),
            ]),
            row("Shrapnel tears the hand: a Toughness test or the hand is lost, and even on a success it is useless until treated; 1d5 levels of fatigue.", &[
                test(T, 0, &[lost(Part::Hand)], &[useless(Part::Hand, UNTIL_TREATED)]),
                fatigue(d(1, 5)),
            ]),
            row("The arm is shattered: 1d5 levels of fatigue, the arm broken (useless until repaired), blood loss.", &[
                fatigue(d(1, 5)),
                useless(Part::Arm, UNTIL_TREATED),
                BLOOD_LOSS,
            ]),
            row("The arm is blown apart: a Toughness test or die of shock; a survivor is stunned 1d10 rounds and suffers 1d10 fatigue and blood loss; the arm is lost.", &[
                test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS]),
                lost(Part::Arm),
            ]),
            row("The blast takes the arm with part of the chest; the target dies.", &[DEATH]),
            row("The arm is blown off and the target dies; a powered weapon (power sword, chainsword) in that hand bursts for 1d10+5 damage to all within 2 metres.", &[
                DEATH,
                nearby(n(2), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::PoweredWeapon)),
            ]),
            row("As above; carried ammunition also explodes for 1d10+5 damage to all within 1d10 metres, and carried grenades or missiles go off on the body.", &[
                DEATH,
                nearby(n(2), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::PoweredWeapon)),
                nearby(d(1, 10), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::Ammunition)),
                nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
            ]),
        ]),
        // 003 Table 7-21
        table(Explosive, Body, "Dark Heresy, Table 7-21: Explosive Critical Effects, Body", [
            row("Blown back 1d5 metres, a fatigue level per metre, prone on landing.", &[
                knockback(d(1, 5), 1),
                PRONE,
            ]),
            row("Blown back 1d10 metres, a fatigue level per metre; 1d5 more if a solid object stops the flight.", &[
                knockback(d(1, 10), 1),
            ]),
            row("The armour on the body is destroyed; with none, the target is blown back 1d10 metres at 2 levels of fatigue per metre instead.", &[
                ARMOUR_DESTROYED,
            ]),
            row("Flung to the ground: prone (a Full Action to stand), 1d5 levels of fatigue, stunned for a round.", &[
                PRONE,
                fatigue(d(1, 5)),
                stunned(n(1)),
            ]),
            row("The concussion floors the target: prone, stunned for a round, 1d10 levels of fatigue.", &[
                PRONE,
                stunned(n(1)),
                fatigue(d(1, 10)),
            ]),
            row("Open wounds across the body: stunned for a round, 1d10 levels of fatigue, blood loss.", &[
                stunned(n(1)),
                fatigue(d(1, 10)),
                BLOOD_LOSS,
            ]),
            row("The nerves are scrambled: prone, stunned for 1d10 rounds, 1d10 levels of fatigue, blood loss, and only Half Actions for 1d10 hours.", &[
                PRONE,
                stunned(d(1, 10)),
                fatigue(d(1, 10)),
                BLOOD_LOSS,
                half_actions(hours(d(1, 10))),
            ]),
            row("The chest bursts; the target dies.", &[DEATH]),
            row("The body is torn to pieces; carried ammunition explodes for 1d10+5 damage to all within 1d10 metres, and carried grenades or missiles go off on the body.", &[
                DEATH,
                nearby(d(1, 10), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::Ammunition)),
                nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
            ]),
            row("As above, and everyone within 1d10 metres must pass an Agility test or take -10 to Weapon and Ballistic Skill tests for a round.", &[
                DEATH,
                nearby(d(1, 10), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::Ammunition)),
                nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
                nearby(d(1, 10), None, None, None),
            ]),
        ]),
        // 003 Table 7-22
        table(Explosive, Leg, "Dark Heresy, Table 7-22: Explosive Critical Effects, Leg", [
            row("A glancing blast pushes the target back 1 metre.", &[knockback(n(1), 0)]),
            row("The legs are swept away: prone, 1 level of fatigue.", &[PRONE, fatigue(n(1))]),
            row("The leg cracks: stunned for a round, movement halved for 1d5 rounds, 1 level of fatigue.", &[
                stunned(n(1)),
                movement_halved(rounds(d(1, 5))),
                fatigue(n(1)),
            ]),
            row("Spun through the air 1d5 metres, a fatigue level per metre; prone (a Full Action to stand), movement halved for 1d10 rounds.", &[
                knockback(d(1, 5), 1),
                PRONE,
                movement_halved(rounds(d(1, 10))),
            ]),
            row("Part of the foot is blown away: a Toughness test or the foot is useless for good, and on a pass movement is halved until treated; 1d5 levels of fatigue either way.", &[
                test(T, 0, &[useless(Part::Foot, PERMANENT)], &[movement_halved(UNTIL_TREATED)]),
                fatigue(d(1, 5)),
            ]),
            row("The leg bones shatter: 1d10 levels of fatigue, the leg broken (useless until repaired), blood loss.", &[
                fatigue(d(1, 10)),
                useless(Part::Leg, UNTIL_TREATED),
                BLOOD_LOSS,
            ]),
            row("The leg is blown apart: a Toughness test or die of shock; a survivor is stunned 1d10 rounds and suffers 1d10 fatigue and blood loss; the leg is lost.", &[
                test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS]),
                lost(Part::Leg),
            ]),
            row("The leg is torn from the body; the target dies.", &[DEATH]),
            row("The leg bursts and the target dies; fragments deal 1d10+2 Impact damage to anyone within 2 metres.", &[
                DEATH,
                nearby(n(2), Some(dp(1, 10, 2)), Some(Impact), None),
            ]),
            row("As above; carried ammunition also explodes for 1d10+5 damage to all within 1d10 metres, and carried grenades or missiles go off on the body.", &[
                DEATH,
                nearby(n(2), Some(dp(1, 10, 2)), Some(Impact), None),
                nearby(d(1, 10), Some(dp(1, 10, 5)), Some(Impact), Some(Carried::Ammunition)),
                nearby(n(0), None, None, Some(Carried::GrenadesOrMissiles)),
            ]),
        ]),
        // 003 Table 7-23
        table(Rending, Head, "Dark Heresy, Table 7-23: Rending Critical Effects, Head", [
            row("A cut to the face: 1 level of fatigue (nothing happens if a helmet is worn).", &[
                if_armoured(&[], &[fatigue(n(1))]),
            ]),
            row("The scalp is cut and blood runs into the eyes: -10 to Weapon and Ballistic Skill for 1d10 rounds, 1 level of fatigue.", &[
                penalty(-10, Scope::WeaponAndBallistic, rounds(d(1, 10))),
                fatigue(n(1)),
            ]),
            row("A worn helmet is torn off and nothing else happens; bare-headed, the target loses an ear and takes 2 levels of fatigue.", &[
                if_armoured(&[ARMOUR_OFF], &[lost(Part::Ear), fatigue(n(2))]),
            ]),
            row("An eye is gouged out: 1d5 levels of fatigue, stunned for a round.", &[
                lost(Part::Eye),
                fatigue(d(1, 5)),
                stunned(n(1)),
            ]),
            row("The face is laid open: stunned for 1d5 rounds, 1d5 levels of fatigue; a helmet is knocked off.", &[
                stunned(d(1, 5)),
                fatigue(d(1, 5)),
                if_armoured(&[ARMOUR_OFF], &[]),
            ]),
            row("A feature is lost, by 1d10: 1-3 an eye, 4-7 the nose (Fellowship halved for good), 8-10 an ear (Fellowship down by 1d10 for good); blood loss and 1d5 levels of fatigue.", &[
                one_of(10, &[
                    band(3, &[lost(Part::Eye)]),
                    band(7, &[lost(Part::Nose), halved(&[Fel], PERMANENT)]),
                    band(10, &[lost(Part::Ear), characteristic_lost(Fel, d(1, 10))]),
                ]),
                BLOOD_LOSS,
                fatigue(d(1, 5)),
            ]),
            row("Most of the face is torn away: blind for good, Fellowship becomes 1d10 for good (unless already lower), speech slurred, blood loss, 1d10 levels of fatigue.", &[
                blinded(PERMANENT),
                becomes(Fel, d(1, 10)),
                BLOOD_LOSS,
                fatigue(d(1, 10)),
            ]),
            row("The blade cuts into the skull; the target dies.", &[DEATH]),
            row("The head is cut off and lands 2d10 metres away; the target dies.", &[DEATH]),
            row("As above, and those close by are sprayed: each must pass an Agility test or take -10 to Weapon and Ballistic Skill tests for a round.", &[
                DEATH,
            ]),
        ]),
        // 003 Table 7-24
        table(Rending, Arm, "Dark Heresy, Table 7-24: Rending Critical Effects, Arm", [
            row("The slash tears away what the hand held.", &[DROPS]),
            row("Deep cuts: the hand drops what it holds; 1 level of fatigue.", &[DROPS, fatigue(n(1))]),
            row("A shredding wound: 2 levels of fatigue and the hand drops what it holds.", &[fatigue(n(2)), DROPS]),
            row("The arm is flayed: prone, 2 levels of fatigue, the arm useless for 1d10 rounds.", &[
                PRONE,
                fatigue(n(2)),
                useless(Part::Arm, rounds(d(1, 10))),
            ]),
            row("A deep furrow in the arm: 1d5 levels of fatigue, the hand drops what it holds, the arm useless until treated, blood loss.", &[
                fatigue(d(1, 5)),
                DROPS,
                useless(Part::Arm, UNTIL_TREATED),
                BLOOD_LOSS,
            ]),
            row("1d5 fingers are cut off (a 5 includes the thumb): 3 levels of fatigue and a Toughness test or the hand is useless for good.", &[
                lost_n(Part::Fingers, d(1, 5)),
                fatigue(n(3)),
                test(T, 0, &[useless(Part::Hand, PERMANENT)], &[]),
            ]),
            row("The arm is ruined: 1d5 levels of fatigue, the arm broken (useless until repaired), blood loss.", &[
                fatigue(d(1, 5)),
                useless(Part::Arm, UNTIL_TREATED),
                BLOOD_LOSS,
            ]),
            row("The arm is severed: a Toughness test or die of shock; a survivor is stunned 1d10 rounds and suffers blood loss and 1d10 fatigue; the arm is lost.", &[
                test(T, 0, &[DEATH], &[stunned(d(1, 10)), BLOOD_LOSS, fatigue(d(1, 10))]),
                lost(Part::Arm),
            ]),
            row("The cut goes through the arm into the torso; the target dies.", &[DEATH]),
            row("As above; a held ranged weapon fires as the hand twitches, with a 5% chance to hit one random target within 2d10 metres (resolve one hit as normal).", &[
                DEATH,
                chance(5, &[nearby(d(2, 10), None, None, Some(Carried::HeldItem))]),
            ]),
        ]),
        // 003 Table 7-25
        table(Rending, Body, "Dark Heresy, Table 7-25: Rending Critical Effects, Body", [
            row("A cut to an unarmoured body: 1 level of fatigue (nothing happens if the body is armoured).", &[
                if_armoured(&[], &[fatigue(n(1))]),
            ]),
            row("The body armour loses 1 armour point; 1 level of fatigue; an unarmoured target is also stunned for a round.", &[
                if_armoured(&[armour_damaged(n(1))], &[stunned(n(1))]),
                fatigue(n(1)),
            ]),
            row("A wide strip of skin is torn away: stunned for a round, 2 levels of fatigue.", &[
                stunned(n(1)),
                fatigue(n(2)),
            ]),
            row("Heavy bleeding slicks the ground: 1d5 levels of fatigue; anyone moving through the pool must pass an Agility test or go prone.", &[
                fatigue(d(1, 5)),
            ]),
            row("A long wound across the torso: 1d5 levels of fatigue.", &[fatigue(d(1, 5))]),
            row("A chunk is cut out and the target is knocked down: prone, 1d10 levels of fatigue.", &[
                PRONE,
                fatigue(d(1, 10)),
            ]),
            row("The belly is opened: 1d5 levels of fatigue and blood loss; the target either keeps one arm holding the wound until a Medicae test closes it, or fights on with a 20% chance each turn of taking 2d10 more damage.", &[
                fatigue(d(1, 5)),
                BLOOD_LOSS,
            ]),
            row("The chest is laid open: a Toughness test or die; a survivor permanently drops 1d10 Toughness and suffers 1d10 fatigue and blood loss.", &[
                test(T, 0, &[DEATH], &[characteristic_lost(T, d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS]),
            ]),
            row("The target is cut open from throat to groin and dies.", &[DEATH]),
            row("As above; until the fight ends anyone moving within 4 metres of the body must pass an Agility test or fall.", &[
                DEATH,
                nearby(n(4), None, None, None),
            ]),
        ]),
        // 003 Table 7-26
        table(Rending, Leg, "Dark Heresy, Table 7-26: Rending Critical Effects, Leg", [
            row("The leg is wrenched back: 1 level of fatigue.", &[fatigue(n(1))]),
            row("The kneecap is split: an Agility test or fall prone; 1 level of fatigue either way.", &[
                test(Ag, 0, &[PRONE], &[]),
                fatigue(n(1)),
            ]),
            row("A strip of flesh is torn from the leg: 1 level of fatigue, blood loss.", &[fatigue(n(1)), BLOOD_LOSS]),
            row("The kneecap is torn off: half speed until treated, 2 levels of fatigue.", &[
                movement_halved(UNTIL_TREATED),
                fatigue(n(2)),
            ]),
            row("The leg is cut open to the bone: 1d5 levels of fatigue, movement halved for 1d10 hours.", &[
                fatigue(d(1, 5)),
                movement_halved(hours(d(1, 10))),
            ]),
            row("The end of the foot is cut off: a Toughness test or the foot is useless for good, and on a pass movement is halved until treated; 1d5 levels of fatigue either way.", &[
                test(T, 0, &[useless(Part::Foot, PERMANENT)], &[movement_halved(UNTIL_TREATED)]),
                fatigue(d(1, 5)),
            ]),
            row("The cut reaches the bone: the leg broken (useless until repaired), blood loss, 1d10 levels of fatigue.", &[
                useless(Part::Leg, UNTIL_TREATED),
                BLOOD_LOSS,
                fatigue(d(1, 10)),
            ]),
            row("The leg is hacked off: a Toughness test or die of shock; a survivor is stunned 1d10 rounds and suffers 1d10 fatigue and blood loss; the leg is lost.", &[
                test(T, 0, &[DEATH], &[stunned(d(1, 10)), fatigue(d(1, 10)), BLOOD_LOSS]),
                lost(Part::Leg),
            ]),
            row("The leg is cut off at the hip and the target dies moments later.", &[DEATH]),
            row("As above; until the fight ends anyone who runs or charges within 6 metres of the body must pass an Agility test or fall.", &[
                DEATH,
                nearby(n(6), None, None, None),
            ]),
        ]),
    ],
};
