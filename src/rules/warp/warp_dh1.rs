//! Dark Heresy's Psychic Phenomena (Table 6-2) and Perils of the Warp (Table 6-3) tables, in the
//! project's own words (not in the seeds: the published book; docs/rulesets.md "Psychic
//! powers" names the sources). The first edition core rulebook, not a revised chapter. Every
//! Perils result also gives the psyker 1 Corruption Point (the book's rule above Table 6-3),
//! so each Perils row carries `corruption(n(1))` besides its own effects.

use super::{psy, to_perils, PsyRow, WarpTables};
use crate::model::Characteristic::*;
use crate::model::DamageType::Energy;
use crate::rules::effects::*;

pub const PHENOMENA: [PsyRow; 26] = [
    // The book prints 1-3 here, overlapping the next band's 3; 01-02 settles it (another
    // transcription of the same table has 01-02).
    psy(2, "Dark Foreboding", "A faint breeze and a vague sense of far-off misfortune: no effect.", &[]),
    psy(5, "Warp Echo", "Sounds echo oddly for a few seconds: no effect.", &[]),
    psy(8, "Ethereal Stench", "A faint smell, pleasant or foul, hangs around the psyker: no effect.", &[]),
    psy(11, "Mounting Paranoia", "The psyker feels uneasy for a moment: no effect.", &[]),
    psy(14, "Grave Chill", "Frost coats everything within 3d10 m for a few seconds: no effect.", &[]),
    psy(17, "Unnatural Aura", "Animals within 1d100 m grow skittish and restless: no rules effect.", &[]),
    psy(20, "Memory Worm", "Everyone who can see the psyker forgets some trifle: no rules effect.", &[]),
    psy(23, "Spoilage", "Food and drink within 5d10 m go bad: no rules effect.", &[]),
    psy(26, "Haunting Breeze", "A brief wind scatters very light objects within 3d10 m: no rules effect.", &[]),
    psy(
        29,
        "Veil of Darkness",
        "Everyone within 3d10 m, the psyker too, is in darkness for the rest of the round.",
        &[area(d(3, 10), true, &[warp("darkness", NEXT_TURN)])],
    ),
    psy(32, "Distorted Reflection", "Mirrors within 5d10 m crack and shiny surfaces warp: no rules effect.", &[]),
    psy(
        35,
        "Breath Leech",
        "Everyone present, the psyker too, may not Run or Charge for 1 round.",
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
        "The psyker and everyone within 4d10 m pass an Easy (+30) Agility test or fall prone.",
        &[area(d(4, 10), true, &[test(Ag, 30, &[PRONE], &[])])],
    ),
    psy(47, "Bloody Tears", "Stone, wood and images within 3d10 m seep blood: no rules effect.", &[]),
    psy(
        50,
        "The Earth Protests",
        "A tremor: the psyker and everyone within 5d10 m pass a Routine (+10, as the row prints it) Agility test or fall prone.",
        &[area(d(5, 10), true, &[test(Ag, 10, &[PRONE], &[])])],
    ),
    psy(
        53,
        "Psy Discharge",
        "Static fills 6d10 m and the psyker floats up 1d5 m and drops back (the book gives no falling damage: the GM decides).",
        &[warp("thrownUp", NEXT_TURN)],
    ),
    psy(
        56,
        "Warp Ghosts",
        "Everyone within 3d10 m, the psyker too, passes a Willpower test or gains 1 Insanity Point.",
        &[area(d(3, 10), true, &[test(Wp, 0, &[insanity(n(1))], &[])])],
    ),
    psy(
        59,
        "Falling Upwards",
        "Everything within 2d10 m, the psyker too, rises 1d10 m and falls back (the book gives no falling damage: the GM decides).",
        &[area(d(2, 10), true, &[warp("thrownUp", NEXT_TURN)])],
    ),
    psy(
        62,
        "Banshee Howl",
        "Glass shatters and everyone within 1 km, the psyker too, passes a Toughness test or is deafened for 1d10 rounds.",
        &[area(n(1000), true, &[test(T, 0, &[deafened(rounds(d(1, 10)))], &[])])],
    ),
    psy(
        65,
        "The Furies",
        "The psyker is knocked prone and everyone else within 6d10 m passes an Agility test or is blown prone.",
        &[PRONE, area(d(6, 10), false, &[test(Ag, 0, &[PRONE], &[])])],
    ),
    psy(
        68,
        "Shadow of the Warp",
        "Everyone within 1d100 m, the psyker too, passes a Willpower test or gains 1d5 Insanity Points.",
        &[area(d(1, 100), true, &[test(Wp, 0, &[insanity(d(1, 5))], &[])])],
    ),
    psy(
        71,
        "Tech Scorn",
        "Technology within 5d10 m fails for a moment and every ranged weapon there jams (cleared as the jam rules say).",
        &[area(d(5, 10), true, &[warp("techFails", NEXT_TURN), warp("weaponJammed", UNTIL_TREATED)])],
    ),
    psy(
        74,
        "Warp Madness",
        "Every creature within 2d10 m but the psyker is frenzied for 1 round and gains 1 Corruption Point.",
        &[area(d(2, 10), false, &[frenzy(rounds(n(1))), corruption(n(1))])],
    ),
    to_perils(u32::MAX),
];

pub const PERILS: [PsyRow; 18] = [
    psy(
        5,
        "The Gibbering",
        "A Willpower test or 1d5 Insanity Points, and 1 Corruption Point.",
        &[test(Wp, 0, &[insanity(d(1, 5))], &[]), corruption(n(1))],
    ),
    psy(9, "Warp Burn", "Stunned for 1d5 rounds, and 1 Corruption Point.", &[stunned(d(1, 5)), corruption(n(1))]),
    psy(
        13,
        "Psychic Concussion",
        "Unconscious for 1d5 rounds, everyone else within 3d10 m passes a Willpower test or is stunned for 1 round, and 1 Corruption Point.",
        &[
            unconscious(rounds(d(1, 5))),
            area(d(3, 10), false, &[test(Wp, 0, &[stunned(n(1))], &[])]),
            corruption(n(1)),
        ],
    ),
    psy(
        18,
        "Psy-Blast",
        "Hurled 1d10 m up and takes falling damage from that height, and 1 Corruption Point.",
        &[warp("thrownUp", NEXT_TURN), corruption(n(1))],
    ),
    psy(
        24,
        "Soul Sear",
        "No psychic powers for 1 hour and 5 Corruption Points, plus the 1 every Peril gives.",
        &[no_powers(hours(n(1))), corruption(n(5)), corruption(n(1))],
    ),
    psy(
        30,
        "Locked In",
        "Falls catatonic until a Willpower test (a Full Action each round) frees the mind, and 1 Corruption Point.",
        &[PRONE, no_actions(SNAP_OUT), warp("lockedIn", SNAP_OUT), corruption(n(1))],
    ),
    psy(
        38,
        "Chronological Incontinence",
        "Vanishes and returns after 1d10 rounds (1 minute in narrative time), and 1 Corruption Point.",
        &[warp("vanishes", rounds(d(1, 10))), corruption(n(1))],
    ),
    psy(
        46,
        "Psychic Mirror",
        "The power hits the psyker instead; a helpful power is cancelled and deals 1d10+5 Energy damage that armour does not stop (the GM applies it); and 1 Corruption Point.",
        &[warp("psychicMirror", NEXT_TURN), corruption(n(1))],
    ),
    psy(
        55,
        "Warp Whispers",
        "Everyone within 4d10 m, the psyker too, passes a Hard (-20) Willpower test or gains 1d10 Corruption Points, and the psyker 1 more.",
        &[area(d(4, 10), true, &[test(Wp, -20, &[corruption(d(1, 10))], &[])]), corruption(n(1))],
    ),
    psy(
        61,
        "Vice Versa",
        "Swaps minds with a random being within 50 m for 1d10 rounds (each keeps WS, BS, Int, Per, WP and Fel, ends if either body dies) and both gain 1d5 Insanity Points; with no one in range the GM has the psyker pass a Willpower test or lie catatonic 1d5 rounds instead; and 1 Corruption Point.",
        &[warp("mindSwap", rounds(d(1, 10))), insanity(d(1, 5)), corruption(n(1))],
    ),
    psy(
        67,
        "Dark Summoning",
        "A Lesser Daemon appears within 3d10 m for 1d10 rounds or until slain and attacks the psyker, and 1 Corruption Point.",
        &[warp("daemon", rounds(d(1, 10))), corruption(n(1))],
    ),
    psy(
        72,
        "Ethereal Storm",
        "Every sentient creature within 1d100 m, the psyker too, takes 1d10 Energy damage that armour does not stop, and 1 Corruption Point.",
        &[area(d(1, 100), true, &[harm_past_armour(d(1, 10), Energy)]), corruption(n(1))],
    ),
    psy(
        78,
        "Blood Rain",
        "For 1d5 rounds any power used within 5d10 m brings the Perils of the Warp, and 1 Corruption Point.",
        &[area(d(5, 10), true, &[warp("perilsAlways", rounds(d(1, 5)))]), corruption(n(1))],
    ),
    psy(
        82,
        "Cataclysmic Blast",
        "Everyone within 2d10 m, the psyker too, takes 1d10+5 Energy damage, the psyker's clothes and gear are destroyed, and 1 Corruption Point.",
        &[area(d(2, 10), true, &[harm(dp(1, 10, 5), Energy, 0)]), warp("gearDestroyed", PERMANENT), corruption(n(1))],
    ),
    psy(
        86,
        "Mass Possession",
        "For 2d10 rounds every living thing within 1d100 m, the psyker too, tests Willpower at the start of each turn: a failure means a helpless turn spent resisting and 1d5 Corruption Points (the GM runs the tests); and 1 Corruption Point.",
        &[area(d(1, 100), true, &[warp("massPossession", rounds(d(2, 10)))]), corruption(n(1))],
    ),
    psy(
        90,
        "The Surly Bonds of Earth",
        "Gravity reverses within 1d100 m for 1d10 rounds: creatures and loose objects rise 3 m a round, then all fall from the height reached (falling damage); and 1 Corruption Point.",
        &[area(d(1, 100), true, &[warp("gravityReversed", rounds(d(1, 10)))]), corruption(n(1))],
    ),
    psy(
        99,
        "Daemonhost",
        "A Very Hard (-30) Willpower test or a daemon possesses the psyker as an Unbound Daemonhost, until its body is destroyed, and a psyker who lives through it gains 4d10 Corruption Points; and 1 Corruption Point.",
        &[test(Wp, -30, &[warp("possession", PERMANENT), corruption(d(4, 10))], &[]), corruption(n(1))],
    ),
    psy(
        u32::MAX,
        "Warp Feast",
        "Torn into the warp: the psyker is gone for good (and 1 Corruption Point).",
        &[warp("lostToTheWarp", PERMANENT), DEATH, corruption(n(1))],
    ),
];

pub const TABLES: WarpTables = WarpTables {
    phenomena_source: "Dark Heresy, Table 6-2: Psychic Phenomena",
    phenomena: &PHENOMENA,
    perils_source: "Dark Heresy, Table 6-3: Perils of the Warp",
    perils: &PERILS,
};
