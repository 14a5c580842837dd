//! Rogue Trader's Rending critical tables (000 Tables 9-23 to 9-26: arm, body, head,
//! leg), each row a summary in the project's own words and its effects. Only War and Dark
//! Heresy 2nd edition use them too.

use super::table;
use super::CritTable;
use crate::model::Characteristic::{Ag, Fel, T};
use crate::model::DamageType::Rending;
use crate::rules::effects::*;
use crate::rules::tables::Region::{Arm, Body, Head, Leg};

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
