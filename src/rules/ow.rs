//! Only War. Seed: 002 (GM reference sheet). Its Combat Actions table has the Description
//! column shifted against the Action column; it is read realigned with 004, which lists the
//! same second-generation actions.

use super::actions::Aiming;
use super::tables::{CRITS_RT, DIFFICULTIES_SECOND_GEN, MULTIPLE_HITS_FIRST_GEN, SIZES_OW};
use super::*;

/// 002 "Combat Circumstances" and "Combat Difficulty Summary" give the same values as Rogue
/// Trader's (000), including the waivers for shooting into melee and at prone targets at
/// point blank.
pub const CIRCUMSTANCES: Circumstances = Circumstances {
    pinned_blocks_melee: true, // 002 "Pinning": cannot start a melee while pinned
    ..super::rt::CIRCUMSTANCES
};

/// 002 "Pinning" (and its realigned Combat Actions table); what 002 does not give follows 004.
pub const PINNING: Pinning = Pinning {
    suppressing_full: 0, // 002 "Pinning": Pinning Tests are Challenging (+0)
    suppressing_semi: Some(0),
    overwatch: 0,
    // 002 is silent; 004 Overwatch: Standard, Semi-Auto or Full-Auto
    overwatch_attacks: &[
        crate::model::Action::Standard,
        crate::model::Action::SemiAuto,
        crate::model::Action::FullAuto,
    ],
    overwatch_tests_whole_zone: false, // 004 Overwatch: the targets of the shot
    escape: 0,                         // 002 "Pinning": Challenging (+0)
    escape_not_shot_at: 30,            // 002 "Pinning": Easy (+30) if not shot at since the last turn
    escape_bonus_in_cover: false,
    melee_escapes: true, // 002 "Pinning": melee escapes pinning
};

pub const PROFILE: Profile = Profile {
    id: Ruleset::Ow,
    name: "Only War",
    sources: &["002 Only War GM reference sheet", "004 second-generation action table (to realign 002's)"],
    notes: &[
        "Degrees: 002 is silent on counting them, but its actions award 'one hit for every Degree of Success', so a success always carries at least one. The engine counts one for the result plus one per full 10 points of margin (the same for failures).",
        "Untrained skills: the second-generation rule, any skill at -20 (002 is silent). Difficulties add Trivial (+60) to Hellish (-60); 002 itself uses Arduous (-40).",
        "Unnatural characteristics add their value to the bonus (second-generation rule; 002 is silent).",
        "Righteous Fury: a 10 on a damage die rolls a d5 on the hit's critical table if the hit got through; a hit that did not get through deals 1 damage instead (002 Righteous Fury). Anyone may trigger it.",
        "002 carries no critical tables or unarmed rules; both fall back to 000 (Rogue Trader).",
        "A helpless target is hit automatically with degrees equal to the Weapon Skill Bonus (second-generation rule, as 004).",
        "Point blank is 2 metres or closer (002 Point Blank), with no short-weapon exception in 002.",
        "Fatigue threshold is the Toughness Bonus (002 Fatigue).",
        "Suppressing fire (002 realigned: Full, -20 BS): a semi- or full-auto burst as 004 has it, one hit plus one per two degrees beyond the first; every Pinning Test is +0 (002 Pinning), after semi- or full-auto fire alike.",
        "Overwatch: 002 names no attacks; as 004, a Standard, Semi-Auto or Full-Auto attack, and only the characters it is fired at test for pinning (+0).",
        "Stray shots (optional): 002 is silent; 000's rule (a miss by one degree or less, bursts alternate hits onto the opponent).",
    ],
    degrees: Degrees::OnePlusFullTens,
    natural_01_100: false,
    difficulties: &DIFFICULTIES_SECOND_GEN,
    modifier_cap: 60, // 002 "Step 1: Apply Modifiers"
    fatigue_penalty: -10, // 002 "Fatigued"
    untrained: Untrained::Penalty(-20),
    basic_skills: &[],
    parry_is_skill: true, // 004 "Evasion": Dodge or Parry skills
    unnatural: Unnatural::AddToBonus,
    unnatural_extra_degrees: false,
    opposed_ties: OpposedTies::BonusThenLowerRoll,
    attacks: &super::actions::SECOND_GEN_ATTACKS,
    other_actions: &[],
    aim: Aiming { half: 10, full: 20 }, // 004 Aim; 002 Combat Actions
    reactions: Reactions {
        guarded_bonus: 10,
        multi_hit: MultiHitEvasion::Degrees,
        parry_negates_several: true,
    },
    scatter: ScatterRule { point_blank_extra_hit_per: 2 },
    ranges: Ranges {
        point_blank_metres: 2.0, // 002 "Point Blank"
        point_blank_short_weapon: None,
        point_blank: 30,
        short: 10,
        long: -10,
        extreme: -30,
        none_when_concealed: false,
    },
    circumstances: CIRCUMSTANCES,
    size_scope: SizeScope::RangedOnly, // 002 Combat Difficulty Summary: "Shooting a ... target"
    sizes: &SIZES_OW,
    jams: Jams { single: 96, burst: 94 }, // 002 "Weapon Jams"; 004 Semi-/Full-Auto Burst
    helpless_degrees: HelplessDegrees::WeaponSkillBonus,
    pinning: PINNING,
    stray_shots: super::rt::STRAY_SHOTS, // 002 is silent: 000's optional rule
    fury: Fury::CriticalD5 { crit_needs_damage: true }, // 002 "Righteous Fury"
    fury_players_only: false,
    degrees_replace_die: false,
    unarmed: super::rt::PROFILE.unarmed,
    multiple_hits: &MULTIPLE_HITS_FIRST_GEN, // 002 "Multiple Hits"
    crits: &CRITS_RT,
    fatigue_threshold: FatigueThreshold::ToughnessBonus, // 002 "Fatigue"
    fatigue_death_at_double: false,
};
