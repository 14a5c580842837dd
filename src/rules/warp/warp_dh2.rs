//! Dark Heresy 2nd edition's Psychic Phenomena (Table 6-2) and Perils of the Warp (Table 6-3)
//! tables, in the project's own words (not in the seeds: the published book; docs/rulesets.md
//! "Psychic powers" names the sources). The core rulebook's tables as three independent
//! transcriptions agree on them, not an older draft whose bands sit one step higher.

use super::{psy, to_perils, PsyRow, WarpTables};
use crate::model::Characteristic::*;
use crate::model::DamageType::{Energy, Impact, Rending};
use crate::rules::effects::*;

pub const PHENOMENA: [PsyRow; 26] = [
    psy(3, "Dark Foreboding", "A faint breeze and a shared sense that something went wrong somewhere: no effect.", &[]),
    psy(5, "Warp Echo", "Every sound echoes for a few moments: no effect.", &[]),
    psy(8, "Unholy Stench", "A strange, foul smell hangs around the psyker: no effect.", &[]),
    psy(
        11,
        "Mind Warp",
        "The psyker takes -5 on Willpower tests until his next turn begins (kept as a warp effect: no scope is Willpower alone).",
        &[warp("willpowerMinus5", NEXT_TURN)],
    ),
    psy(14, "Hoarfrost", "Frost coats everything within 3d10 m: no effect.", &[]),
    psy(
        17,
        "Aura of Taint",
        "Animals within 1d100 m turn skittish and Psyniscience can trace the disturbance to the psyker: no effect on him.",
        &[],
    ),
    psy(20, "Memory Worm", "Everyone who can see the psyker forgets some trifle: no rules effect.", &[]),
    psy(23, "Spoilage", "Food and drink within 5d10 m go bad: no rules effect.", &[]),
    psy(26, "Haunting Breeze", "A brief wind within 3d10 m scatters light objects and makes flames gutter: no rules effect.", &[]),
    psy(
        29,
        "Veil of Darkness",
        "Everything within 3d10 m, the psyker too, is in total darkness until the round ends.",
        &[area(d(3, 10), true, &[warp("darkness", NEXT_TURN)])],
    ),
    psy(32, "Distorted Reflections", "Mirrors and shiny surfaces within 5d10 m warp or crack: no rules effect.", &[]),
    psy(
        35,
        "Breath Leech",
        "Everyone within 3d10 m, the psyker too, may not Run or Charge for 1 round.",
        &[area(d(3, 10), true, &[warp("noRunOrCharge", rounds(n(1)))])],
    ),
    psy(
        38,
        "Daemonic Mask",
        "The psyker counts as having Fear (1) until his next turn begins and gains 1 Corruption Point.",
        &[warp("fearRating1", NEXT_TURN), corruption(n(1))],
    ),
    psy(41, "Unnatural Decay", "Plants within 3d10 m wither and die: no rules effect.", &[]),
    psy(
        44,
        "Spectral Gale",
        "Everyone within 4d10 m, the psyker too, passes an Easy (+30) Agility or Strength test or falls Prone (the engine tests Agility; the book lets each choose Strength instead).",
        &[area(d(4, 10), true, &[test(Ag, 30, &[PRONE], &[])])],
    ),
    psy(47, "Bloody Tears", "Stone, wood and pictures of people within 3d10 m seep blood: no rules effect.", &[]),
    psy(
        50,
        "The Earth Protests",
        "A tremor: everyone within 5d10 m, the psyker too, passes an Ordinary (+10) Agility test or falls Prone.",
        &[area(d(5, 10), true, &[test(Ag, 10, &[PRONE], &[])])],
    ),
    psy(
        53,
        "Actinic Discharge",
        "Static fills 5d10 m and unshielded electronics there may short out, the GM settling what fails and for how long (Table 5-4, Haywire Field Effects, can guide).",
        &[area(d(5, 10), true, &[warp("techFails", ENCOUNTER)])],
    ),
    psy(
        56,
        "Warp Ghosts",
        "Everyone else within 3d10 m takes a Fear (1) test.",
        &[area(d(3, 10), false, &[fear(1)])],
    ),
    psy(
        59,
        "Falling Upwards",
        "Everything within 2d10 m, the psyker too, rises 1d10 m and drops back, taking falling damage for that height.",
        &[area(d(2, 10), true, &[warp("thrownUp", NEXT_TURN)])],
    ),
    psy(
        62,
        "Banshee Howl",
        "Glass shatters and every living creature in earshot, the psyker too, passes a Challenging (+0) Toughness test or is deafened for 1d10 rounds (the book gives no radius: the GM tests the others).",
        &[test(T, 0, &[deafened(rounds(d(1, 10)))], &[])],
    ),
    psy(
        65,
        "The Furies",
        "The psyker is thrown Prone, takes 1d5 Impact damage that armour does not stop (his Toughness Bonus does), and takes a Fear (2) test.",
        &[PRONE, harm_past_armour(d(1, 5), Impact), fear(2)],
    ),
    psy(
        68,
        "Shadow of the Warp",
        "Everyone within 1d100 m, the psyker too, passes a Difficult (-10) Willpower test or gains 1d5 Corruption Points.",
        &[area(d(1, 100), true, &[test(Wp, -10, &[corruption(d(1, 5))], &[])])],
    ),
    psy(
        71,
        "Tech Scorn",
        "Unwarded technology within 5d10 m fails for a moment and every ranged weapon there jams, and each one there with implants, the psyker too, passes an Ordinary (+10) Toughness test or takes 1d5 Rending damage past armour and Toughness Bonus (the GM runs that test for those with implants).",
        &[area(d(5, 10), true, &[warp("techFails", NEXT_TURN), warp("weaponJammed", UNTIL_TREATED), warp("implantsTest", NEXT_TURN)])],
    ),
    psy(
        74,
        "Warp Madness",
        "Everyone else within 2d10 m passes a Difficult (-10) Willpower test or gains 1d5 Corruption Points and is frenzied for 1 round.",
        &[area(d(2, 10), false, &[test(Wp, -10, &[corruption(d(1, 5)), frenzy(rounds(n(1)))], &[])])],
    ),
    to_perils(u32::MAX),
];

pub const PERILS: [PsyRow; 18] = [
    psy(
        5,
        "The Gibbering",
        "A Challenging (+0) Willpower test or stunned for 1d5 rounds.",
        &[test(Wp, 0, &[stunned(d(1, 5))], &[])],
    ),
    psy(
        9,
        "Warp Burn",
        "2d5 Energy damage past armour and Toughness Bonus, and stunned for 1d5 rounds.",
        &[harm_unstopped(d(2, 5), Energy), stunned(d(1, 5))],
    ),
    psy(
        13,
        "Psychic Concussion",
        "Unconscious for 1d5 rounds, and everyone else within 3d10 m passes an Ordinary (+10) Willpower test or is stunned for 1 round.",
        &[unconscious(rounds(d(1, 5))), area(d(3, 10), false, &[test(Wp, 10, &[stunned(n(1))], &[])])],
    ),
    psy(
        18,
        "Psy Blast",
        "Hurled 3d10 m into the air, the psyker takes falling damage from that height.",
        &[warp("thrownUp", NEXT_TURN)],
    ),
    psy(
        24,
        "Soul Sear",
        "No psychic powers for 1 hour and 2d5 Corruption Points.",
        &[no_powers(hours(n(1))), corruption(d(2, 5))],
    ),
    psy(
        30,
        "Locked In",
        "Prone and Unconscious with his mind caged until, spending a Full Action at the start of one of his turns, he passes a Difficult (-10) Willpower test (the GM ends it then).",
        &[PRONE, unconscious(PERMANENT), warp("lockedIn", PERMANENT)],
    ),
    psy(
        38,
        "Chronological Incontinence",
        "Vanishes and returns to the same spot after 1d10 rounds (1 minute in narrative time), losing 1 Toughness and 1 Intelligence for good and gaining 1d5 Corruption Points.",
        &[warp("vanishes", rounds(d(1, 10))), characteristic_lost(T, n(1)), characteristic_lost(Int, n(1)), corruption(d(1, 5))],
    ),
    psy(
        46,
        "Psychic Mirror",
        "The power takes the psyker as its target instead, and a helpful power instead deals 1d10+5 Energy damage to his Body that armour does not stop (the GM applies it).",
        &[warp("psychicMirror", NEXT_TURN)],
    ),
    psy(
        55,
        "Warp Whispers",
        "Everyone within 4d10 m, the psyker too, passes a Hard (-20) Willpower test or gains 1d5 Corruption Points and as much Willpower damage (rolled apart here: the GM may match them), and the psyker takes 1d5+5 Willpower damage either way.",
        &[
            area(d(4, 10), true, &[test(Wp, -20, &[corruption(d(1, 5)), characteristic_damage(Wp, d(1, 5))], &[])]),
            characteristic_damage(Wp, dp(1, 5, 5)),
        ],
    ),
    psy(
        58,
        "Vice Versa",
        "Swaps minds for 1d10 rounds with a random living, ensouled creature within 50 m (each keeps WS, BS, Int, Per, WP and Fel; a slain body ends it) and both take 1d5 Intelligence damage, but with no one in range he lies catatonic 1d5 rounds with 1d10 Willpower damage, 1d10 Intelligence damage and 1d10 Corruption Points instead (the GM applies that case).",
        &[warp("mindSwap", rounds(d(1, 10))), characteristic_damage(Int, d(1, 5))],
    ),
    psy(
        67,
        "Dark Summoning",
        "The psyker's turn ends and a lesser daemon (a Plaguebearer, or the GM's pick) appears within 3d10 m, acts at once and attacks only him, leaving after 1d5 + his Toughness Bonus rounds or when he dies (the GM ends it).",
        &[warp("daemon", ENCOUNTER)],
    ),
    psy(
        72,
        "Rending the Veil",
        "The warp shows itself for 1d5 rounds: every other sentient creature within 1d100 m takes a Fear (2) test and the psyker a Fear (4) test.",
        &[area(d(1, 100), false, &[fear(2)]), fear(4), warp("veilRent", rounds(d(1, 5)))],
    ),
    psy(
        78,
        "Blood Rain",
        "Everyone within 5d10 m, the psyker too, passes a Challenging (+0) Strength test or falls Prone, any power used there in the next 1d5 rounds also brings the Perils of the Warp, and the psyker gains 1d5+1 Corruption Points.",
        &[
            area(d(5, 10), true, &[test(S, 0, &[PRONE], &[]), warp("perilsAlways", rounds(d(1, 5)))]),
            corruption(dp(1, 5, 1)),
        ],
    ),
    psy(
        82,
        "Cataclysmic Blast",
        "Everyone within 1d10 m, the psyker too, takes 1d10 Energy damage at Pen 5 (he may not Dodge it or use a force field), then his clothes, armour and gear are destroyed and he can use no powers for 1d5 hours.",
        &[area(d(1, 10), true, &[harm(d(1, 10), Energy, 5)]), warp("gearDestroyed", PERMANENT), no_powers(hours(d(1, 5)))],
    ),
    psy(
        86,
        "Mass Incursion",
        "Everyone within 1d100 m, the psyker too, passes a Hard (-20) Willpower test or gains 1d10 Corruption Points, 1d10 Insanity Points and 1d10 Willpower damage, and each who passes is attacked by a Chaos Fury for 1d5 rounds.",
        &[area(
            d(1, 100),
            true,
            &[test(
                Wp,
                -20,
                &[corruption(d(1, 10)), insanity(d(1, 10)), characteristic_damage(Wp, d(1, 10))],
                &[warp("daemon", rounds(d(1, 5)))],
            )],
        )],
    ),
    psy(
        90,
        "Reality Quake",
        "Everyone and everything within 3d10 m, the psyker too, takes one undodgeable hit of 2d10 Rending damage that armour does not stop (halved for warded objects, daemons and Untouchables).",
        &[area(d(3, 10), true, &[harm_past_armour(d(2, 10), Rending)])],
    ),
    psy(
        99,
        "Grand Incursion",
        "A great daemon (a Putricifex, Herald of Nurgle, or the GM's pick) makes an opposed Very Hard (-20 as the row prints it) Willpower test against the psyker: if it wins it possesses him for 1 hour per degree it won by and he gains 2d10 Insanity and 2d10 Corruption Points (dying possessed, he lets it manifest for the rest of that time), and if he wins he takes 2d10 Toughness damage and adds +10 to every later Psychic Phenomena and Perils of the Warp roll for good (here his own test stands for the opposed one: the GM may overrule it with the daemon's roll).",
        &[test(
            Wp,
            -20,
            &[warp("possession", PERMANENT), insanity(d(2, 10)), corruption(d(2, 10))],
            &[characteristic_damage(T, d(2, 10)), warp("phenomenaPlusTen", PERMANENT)],
        )],
    ),
    psy(
        u32::MAX,
        "Annihilation",
        "The psyker is destroyed and no Fate Point can save him, and a daemon of the GM's choosing takes his place on a d100 at or under his Willpower (made here as a Willpower test).",
        &[warp("annihilation", PERMANENT), test(Wp, 0, &[], &[warp("daemon", ENCOUNTER)]), DEATH],
    ),
];

pub const TABLES: WarpTables = WarpTables {
    phenomena_source: "Dark Heresy 2nd edition, Table 6-2: Psychic Phenomena",
    phenomena: &PHENOMENA,
    perils_source: "Dark Heresy 2nd edition, Table 6-3: Perils of the Warp",
    perils: &PERILS,
};
