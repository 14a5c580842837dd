//! Rogue Trader. Seeds: 000 (combat chapter) and 001 (its summary; 000 wins where they
//! differ).

use super::actions::{on_the_move, ActionDef, Aiming};
use super::tables::{CRITS_RT, DIFFICULTIES_FIRST_GEN, MULTIPLE_HITS_FIRST_GEN, SIZES_RT};
use super::*;
use crate::model::Action;

/// 000 Table 9-8 (Combat Difficulty Summary) and the Combat Circumstances headings.
pub const CIRCUMSTANCES: Circumstances = Circumstances {
    darkness_melee: -20,      // 000 "Darkness"
    darkness_ranged: -30,     // 000 "Darkness"
    fog_ranged: -20,          // 000 "Fog, Mist, Shadow or Smoke"
    higher_ground_melee: 10,  // 000 Table 9-8, Ordinary
    outnumber_two: 10,        // 000 "Ganging Up"
    outnumber_three: 20,      // 000 "Ganging Up"
    difficult_terrain: -10,   // 000 "Difficult Terrain" (WS and Dodge)
    arduous_terrain: -30,     // 000 "Difficult Terrain"
    weather: -20,             // 000 "Weather and Unnatural Conditions"
    unbraced_heavy: -30,      // 000 "Brace Heavy Weapon"
    concealed_target: -30,    // 000 Table 9-8, Very Hard
    shooting_into_melee: -20, // 000 "Shooting into Melee Combat"
    into_melee_waived_if_helpless: true,
    unarmed_vs_armed: -20,    // 000 "Unarmed Combat"
    untrained_weapon: -20,    // 000 Table 9-8, Hard
    prone_target_melee: 10,   // 000 "Prone"
    prone_target_ranged: -10, // 000 "Prone" (not at point blank)
    prone_ranged_waived_point_blank: true,
    attacker_prone_melee: -10, // 000 "Prone"
    attacker_prone_ranged: 0,
    stunned_target: 20,          // 000 "Stunned Targets"
    unaware_target: 30,          // 000 "Unaware Targets"; "Surprise"
    running_target_melee: 20,    // 000 "Run"
    running_target_ranged: -20,  // 000 "Run"
    grappled_target_melee: 20,   // 000 "Grappling"
    pinned_attacker_ranged: -20, // 000 "Being Pinned"
    pinned_blocks_melee: false,
    defensive_stance_melee: -20, // 000 "Defensive Stance"
    blinded_attacker_melee: -30, // 000 "Blinded" (ranged tests fail outright)
    dodge_while_prone: -20,      // 000 "Prone"
};

/// The first generation's attack actions; Rogue Trader adds bursts on the move for pistol
/// and basic weapons (000 "Semi-Auto Burst", "Full Auto Burst").
pub const ATTACKS: [ActionDef; 9] = {
    let g = super::actions::FIRST_GEN_ATTACKS;
    [g[0], on_the_move(g[1], 0), on_the_move(g[2], -10), g[3], g[4], g[5], g[6], g[7], g[8]]
};

/// 000 "Pinning", "Being Pinned", "Overwatch" and "Suppressing Fire".
pub const PINNING: Pinning = Pinning {
    suppressing_full: -20,  // 000 "Suppressing Fire": Hard (-20) Pinning Test
    suppressing_semi: None, // 000 "Suppressing Fire": needs fully automatic fire
    overwatch: -20,         // 000 "Overwatch": Hard (-20) Pinning Test
    // 000 "Overwatch": Full Auto Burst, Semi-Auto Burst or Suppressing Fire
    overwatch_attacks: &[Action::FullAuto, Action::SemiAuto, Action::SuppressingFire],
    overwatch_tests_whole_zone: true, // 000 "Overwatch": targets caught in the kill zone
    escape: 0,
    escape_not_shot_at: 30, // 000 "Being Pinned": Easy (+30) when no longer under fire
    escape_bonus_in_cover: false,
    melee_escapes: true, // 000 "Being Pinned": engaged in melee escapes automatically
};

/// 000 "Stray Shots (Optional Rule)".
pub const STRAY_SHOTS: StrayShots =
    StrayShots { miss: StrayMiss::WithinDegrees { degrees: 1 }, burst: StrayBurst::Alternate };

/// 000 "Righteous Fury", "Unarmed Combat", Table 9-4 and the action descriptions.
pub const PROFILE: Profile = Profile {
    id: Ruleset::Rt,
    name: "Rogue Trader",
    sources: &["000 Rogue Trader core rulebook, combat chapter", "001 Rogue Trader quick summary"],
    notes: &[
        "Degrees: one per full 10 points of margin (000 Grak and Titus examples: 65 vs 32 is three).",
        "Opposed tests, basic skills and the untrained-skill rule are not in 000; they follow 003 (Dark Heresy), whose rules Rogue Trader shares.",
        "Fatigue imposes -10 (000 Fatigue and Fatigued); Table 9-8 lists Fatigued under Challenging (+0), which the rule text overrides.",
        "The extra Righteous Fury damage roll is the weapon's dice and modifier; Strength Bonus is added once, to the first roll.",
        "The degrees of success replace the lowest damage die when that raises the total.",
        "Unarmed blows are Primitive (armour doubled) and cause a level of fatigue when the damage total reaches the target's Toughness Bonus.",
        "Table 9-4 gives Overwatch '-20 to BS'; the action text puts the -20 on the kill zone's Pinning Test only, so the shot held ready keeps its own modifier.",
        "Suppressing fire: the first hit lands where the reversed test roll says, whoever it strikes; another character's first hit rolls a fresh d100 for location; later hits on a character follow Table 9-5. No Dodge against it (the Pinning Test is the defence the rule gives).",
        "Extra hits moved to characters within 2 m: the first moved hit on each rolls a fresh d100 for location, later ones follow Table 9-5. That they were no harder to hit is the caller's call.",
        "Pinning Tests are skipped by characters the attack killed or knocked out.",
    ],
    degrees: Degrees::FullTens,
    natural_01_100: false,
    difficulties: DIFFICULTIES_FIRST_GEN,
    modifier_cap: 60, // 000 "Step One": the total is capped at +60 / -60
    fatigue_penalty: -10,
    untrained: Untrained::HalveBasicRefuseAdvanced, // 000 Grak: untrained Dodge at half Agility
    basic_skills: &[
        "awareness", "barter", "carouse", "charm", "climb", "command", "concealment", "contortionist",
        "deceive", "disguise", "dodge", "evaluate", "gamble", "inquiry", "intimidate", "logic",
        "scrutiny", "search", "silentmove", "swim",
    ],
    parry_is_skill: false, // 000 "Parry": a Weapon Skill test, no skill needed
    unnatural: Unnatural::MultiplyBonus,
    unnatural_extra_degrees: false,
    opposed_ties: OpposedTies::BonusThenLowerRoll,
    attacks: &ATTACKS,
    other_actions: &[],
    aim: Aiming { half: 10, full: 20 }, // 000 Aim; 003 Aim
    reactions: Reactions {
        guarded_bonus: 10,
        multi_hit: MultiHitEvasion::OnePlusDegrees,
        parry_negates_several: false,
    },
    scatter: ScatterRule { point_blank_extra_hit_per: 2 },
    ranges: Ranges {
        point_blank_metres: 2.0, // 000 "Point Blank Range"
        point_blank_short_weapon: Some(PointBlankShort::OneLessThanShort),
        point_blank: 30,
        short: 10,    // 000 "Short Range": under half the weapon's range
        long: -10,    // 000 "Long Range": over twice the range
        extreme: -30, // 000 "Extreme Range": over three times the range
        none_when_concealed: false,
    },
    circumstances: CIRCUMSTANCES,
    size_scope: SizeScope::RangedOnly, // 000 "Size": shooting
    sizes: &SIZES_RT,
    jams: Jams { single: 96, burst: 94 }, // 000 "Weapon Jams", "Semi-Auto Burst"
    helpless_degrees: HelplessDegrees::Zero,
    pinning: PINNING,
    stray_shots: STRAY_SHOTS,
    fury: Fury::ConfirmThenDamageRoll, // 000 "Righteous Fury"
    fury_players_only: true,           // 001 "Righteous Fury"
    degrees_replace_die: true,         // 000 "Step Four"
    unarmed: UnarmedRules {
        armour_multiplier: 2, // 000 "Unarmed Combat": Primitive
        fatigue: UnarmedFatigue::DamageAtLeastToughnessBonus,
        tens_count_as_five: true,
    },
    multiple_hits: &MULTIPLE_HITS_FIRST_GEN,
    crits: &CRITS_RT,
    fatigue_threshold: FatigueThreshold::ToughnessBonus, // 000 "Fatigue"
    fatigue_death_at_double: false,
};
