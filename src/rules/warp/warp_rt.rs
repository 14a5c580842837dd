//! Rogue Trader's Psychic Phenomena (Table 6-2) and Perils of the Warp (Table 6-3) tables, in
//! the project's own words (not in the seeds: the published book; docs/rulesets.md "Psychic
//! powers" names the sources). Where transcriptions disagree on a number the row follows the
//! Roll20 "Rogue Trader Improved" sheet and its summary names the other reading.

use super::{psy, to_perils, PsyRow, WarpTables};
use crate::model::Characteristic::*;
use crate::model::DamageType::{Energy, Impact, Rending};
use crate::rules::effects::*;

pub const PHENOMENA: [PsyRow; 26] = [
    psy(3, "Dark Foreboding", "A faint breeze and a sense that something bad happened somewhere: no effect.", &[]),
    psy(5, "Warp Echo", "Every sound echoes for a few seconds: no effect.", &[]),
    psy(8, "Unholy Stench", "A strange foul smell hangs around the psyker: no effect.", &[]),
    psy(11, "Mind Warp", "The psyker's own fears and hatreds well up: 1 Insanity Point.", &[insanity(n(1))]),
    psy(14, "Hoarfrost", "Frost coats everything within 3d10 m for an instant: no rules effect.", &[]),
    psy(
        17,
        "Aura of Taint",
        "Animals within 1d100 m grow agitated and anyone with Psyniscience can tell the psyker caused it: no rules effect.",
        &[],
    ),
    psy(20, "Memory Worm", "Everyone who can see the psyker forgets some trifle: no rules effect.", &[]),
    psy(23, "Spoilage", "Food and drink within 5d10 m go bad: no rules effect.", &[]),
    psy(26, "Haunting Breeze", "A brief wind scatters light objects and makes fires gutter within 3d10 m: no rules effect.", &[]),
    psy(
        29,
        "Veil of Darkness",
        "Everyone within 3d10 m, the psyker too, is in darkness for the rest of the round.",
        &[area(d(3, 10), true, &[warp("darkness", NEXT_TURN)])],
    ),
    psy(32, "Distorted Reflections", "Mirrors and shiny surfaces within 5d10 m warp or shatter: no rules effect.", &[]),
    psy(
        35,
        "Breath Leech",
        "Everyone present, the psyker too, is winded and may not Run or Charge for 1 round (the row gives no reach: the GM picks who).",
        &[warp("noRunOrCharge", rounds(n(1)))],
    ),
    psy(
        38,
        "Daemonic Mask",
        "The psyker counts as Fear (1) for the rest of the round and gains 1 Corruption Point.",
        &[warp("fearRating1", NEXT_TURN), corruption(n(1))],
    ),
    psy(41, "Unnatural Decay", "Plants within 3d10 m wither and die: no rules effect.", &[]),
    psy(
        44,
        "Spectral Gale",
        "The psyker and everyone within 5d10 m (4d10 m in other transcriptions: the GM decides) pass an Easy (+30) Agility or Strength test (Agility here) or fall prone.",
        &[area(d(5, 10), true, &[test(Ag, 30, &[PRONE], &[])])],
    ),
    psy(47, "Bloody Tears", "Stone, wood and images of people within 3d10 m seep blood: no rules effect.", &[]),
    psy(
        50,
        "The Earth Protests",
        "A tremor: the psyker and everyone within 5d10 m pass a Routine (+10, as the row prints it) Agility test or fall prone.",
        &[area(d(5, 10), true, &[test(Ag, 10, &[PRONE], &[])])],
    ),
    psy(
        53,
        "Psy Discharge",
        "Static fills 5d10 m and unshielded electronics there short out (for how long is the GM's call).",
        &[area(d(5, 10), true, &[warp("techFails", ENCOUNTER)])],
    ),
    psy(
        56,
        "Warp Ghosts",
        "Everyone within 3d10 m but the psyker takes a Fear (1) test.",
        &[area(d(3, 10), false, &[fear(1)])],
    ),
    psy(
        59,
        "Falling Upwards",
        "Everything within 2d10 m, the psyker too, rises 1d10 m and falls back, taking falling damage.",
        &[area(d(2, 10), true, &[warp("thrownUp", NEXT_TURN)])],
    ),
    psy(
        62,
        "Banshee Howl",
        "Glass shatters and every mortal who hears it, the psyker too, passes a Challenging (+0) Toughness test or is deafened for 1d10 rounds (the GM picks who hears).",
        &[test(T, 0, &[deafened(rounds(d(1, 10)))], &[])],
    ),
    psy(
        65,
        "The Furies",
        "The psyker is knocked prone, takes 1d5 damage that armour stops only if warded (Toughness Bonus counts; no type given, Impact here) and takes a Fear (2) test.",
        &[PRONE, harm_past_armour(d(1, 5), Impact), fear(2)],
    ),
    psy(
        68,
        "Shadow of the Warp",
        "Everyone within 1d100 m, the psyker too, passes a Difficult (-10) Willpower test or gains 1d5 Insanity Points.",
        &[area(d(1, 100), true, &[test(Wp, -10, &[insanity(d(1, 5))], &[])])],
    ),
    psy(
        71,
        "Tech Scorn",
        "Unwarded technology within 5d10 m fails for a moment, ranged weapons there jam or overheat, and anyone with implants passes a Routine (+10) Toughness test or takes 1d5 damage (the GM applies it).",
        &[area(d(5, 10), true, &[warp("techFails", NEXT_TURN), warp("weaponJammed", UNTIL_TREATED)])],
    ),
    psy(
        74,
        "Warp Madness",
        "Every creature within 2d10 m but the psyker passes a Difficult (-10) Willpower test or is frenzied for 1 round and gains 1d5 Corruption Points.",
        &[area(d(2, 10), false, &[test(Wp, -10, &[frenzy(rounds(n(1))), corruption(d(1, 5))], &[])])],
    ),
    to_perils(u32::MAX),
];

pub const PERILS: [PsyRow; 18] = [
    psy(
        5,
        "The Gibbering",
        "A Challenging (+0) Willpower test or 1d5 Insanity Points (1d5+1 in other transcriptions: the GM decides) and stunned for 1d5 rounds.",
        &[test(Wp, 0, &[insanity(d(1, 5)), stunned(d(1, 5))], &[])],
    ),
    psy(
        9,
        "Warp Burn",
        "Loses 1d5 wounds that neither armour nor Toughness stops and is stunned for 1d5 rounds.",
        &[harm_unstopped(d(1, 5), Energy), stunned(d(1, 5))],
    ),
    psy(
        13,
        "Psychic Concussion",
        "Unconscious for 1d5 rounds, and everyone else within 3d10 m passes a Routine (+10) Willpower test or is stunned for 1 round.",
        &[unconscious(rounds(d(1, 5))), area(d(3, 10), false, &[test(Wp, 10, &[stunned(n(1))], &[])])],
    ),
    psy(
        18,
        "Psy-Blast",
        "Hurled 1d10 m into the air and takes falling damage from that height.",
        &[warp("thrownUp", NEXT_TURN)],
    ),
    psy(
        24,
        "Soul Sear",
        "No psychic powers for 1 hour and 5 Corruption Points.",
        &[no_powers(hours(n(1))), corruption(n(5))],
    ),
    psy(
        30,
        "Locked In",
        "Falls catatonic until a Challenging (+0) Willpower test, a Full Action each round, frees the mind.",
        &[PRONE, no_actions(SNAP_OUT), warp("lockedIn", SNAP_OUT)],
    ),
    psy(
        38,
        "Chronological Incontinence",
        "Vanishes and returns after 1d10 rounds (1 minute in narrative time), gaining 1d5 Insanity Points and losing 1d5 Toughness for good.",
        &[warp("vanishes", rounds(d(1, 10))), insanity(d(1, 5)), characteristic_lost(T, d(1, 5))],
    ),
    psy(
        46,
        "Psychic Mirror",
        "The power hits the psyker instead; a helpful power is cancelled and deals 1d10+5 Energy damage that armour stops only if warded (the GM applies it).",
        &[warp("psychicMirror", NEXT_TURN)],
    ),
    psy(
        55,
        "Warp Whispers",
        "Everyone within 4d10 m, the psyker too, passes a Hard (-20) Willpower test or gains 1d10 Corruption Points.",
        &[area(d(4, 10), true, &[test(Wp, -20, &[corruption(d(1, 10))], &[])])],
    ),
    psy(
        58,
        "Vice Versa",
        "Swaps minds with a random being (no daemon or soulless one) within 50 m for 1d10 rounds, each keeping WS, BS, Int, Per, WP and Fel, ending if either body dies, and both gain 1d5 Insanity Points; with no one in range the GM has the psyker pass a Challenging (+0) Willpower test or lie catatonic 1d5 rounds and gain 2d10 Insanity Points instead.",
        &[warp("mindSwap", rounds(d(1, 10))), insanity(d(1, 5))],
    ),
    psy(
        67,
        "Dark Summoning",
        "A Warp Predator appears within 3d10 m for 1d10 rounds or until slain and attacks only the psyker.",
        &[warp("daemon", rounds(d(1, 10)))],
    ),
    psy(
        72,
        "Rending the Veil",
        "For 1d5 rounds the warp shows itself: every sentient creature within 1d100 m, the psyker too, takes a Fear (3) test.",
        &[area(d(1, 100), true, &[fear(3)]), warp("veilRent", rounds(d(1, 5)))],
    ),
    psy(
        78,
        "Blood Rain",
        "Everyone within 5d10 m, the psyker too, passes a Challenging (+0) Strength test or falls prone, and for 1d5 rounds any power used there brings the Perils of the Warp.",
        &[area(d(5, 10), true, &[test(S, 0, &[PRONE], &[]), warp("perilsAlways", rounds(d(1, 5)))])],
    ),
    psy(
        82,
        "Cataclysmic Blast",
        "Everyone within 1d10 m, the psyker too, takes 1d10+5 Energy damage, the psyker's clothes and gear are destroyed and he can use no power for 1d5 hours.",
        &[area(d(1, 10), true, &[harm(dp(1, 10, 5), Energy, 0)]), warp("gearDestroyed", PERMANENT), no_powers(hours(d(1, 5)))],
    ),
    psy(
        86,
        "Mass Possession",
        "Every living thing within 1d100 m, the psyker too, resists possession as against Puppet Master from an attacker with Int, Fel and WP 60 (the GM runs it); a possession lasts 2d10 rounds.",
        &[area(d(1, 100), true, &[warp("massPossession", rounds(d(2, 10)))])],
    ),
    psy(
        90,
        "Reality Quake",
        "Everyone and everything within 3d10 m, the psyker too, takes 2d10 Rending damage (warded objects and Untouchables take half).",
        &[area(d(3, 10), true, &[harm(d(2, 10), Rending, 0)])],
    ),
    psy(
        99,
        "Lost to the Warp",
        "A Very Hard (-30) Willpower test or a daemon drags the psyker into the warp: he turns up on an inhabited world 1d10 weeks later with 4d10 Corruption Points and adds +10 to every later Perils roll.",
        &[test(
            Wp,
            -30,
            &[warp("lostToTheWarp", weeks(d(1, 10))), corruption(d(4, 10)), warp("perilsPlus10", PERMANENT)],
            &[],
        )],
    ),
    psy(
        u32::MAX,
        "Destruction",
        "The psyker is destroyed for good, and on a 50% chance a daemon appears in his place.",
        &[DEATH, chance(50, &[warp("daemon", ENCOUNTER)])],
    ),
];

pub const TABLES: WarpTables = WarpTables {
    phenomena_source: "Rogue Trader, Table 6-2: Psychic Phenomena",
    phenomena: &PHENOMENA,
    perils_source: "Rogue Trader, Table 6-3: Perils of the Warp",
    perils: &PERILS,
};
