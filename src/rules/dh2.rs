//! Dark Heresy, second edition. Seed: 004 (second-generation style reference).

use super::actions::Aiming;
use super::tables::{CRITS_RT, DIFFICULTIES_SECOND_GEN, MULTIPLE_HITS_DH2, SIZES_DH2};
use super::*;

/// 004 "Combat Circumstances" and "Combat Difficulty Examples". Equal to Rogue Trader's
/// values except where written out.
pub const CIRCUMSTANCES: Circumstances = Circumstances {
    prone_ranged_waived_point_blank: false, // 004 "Prone": shooting a prone target is -10, no exception
    ..super::rt::CIRCUMSTANCES
};

/// 004 "Pinning" and Combat Actions "Suppressing Fire", "Overwatch".
pub const PINNING: Pinning = Pinning {
    suppressing_full: -20,       // 004 Suppressing Fire: -20 after a full-auto burst
    suppressing_semi: Some(-10), // 004 Suppressing Fire: -10 after a semi-auto burst
    overwatch: 0,                // 004 Overwatch: a +0 Pinning test
    // 004 Overwatch: Standard, Semi-Auto or Full-Auto
    overwatch_attacks: &[
        crate::model::Action::Standard,
        crate::model::Action::SemiAuto,
        crate::model::Action::FullAuto,
    ],
    overwatch_tests_whole_zone: false, // 004 Overwatch: the targets of the shot
    escape: 0,                         // 004 Pinning: a +0 Willpower test
    escape_not_shot_at: 30,            // 004 Pinning: +30 if not shot at since the last turn
    escape_bonus_in_cover: true,       // 004 Pinning: or in cover
    melee_escapes: true,               // 004 is silent: as 000, 003 and 002
};

pub const PROFILE: Profile = Profile {
    id: Ruleset::Dh2,
    name: "Dark Heresy (2nd edition)",
    sources: &["004 Dark Heresy second-edition style reference"],
    notes: &[
        "Degrees: 1 + the target's tens digit - the roll's tens digit (the published second-edition rule; 004 is silent). Failures count the other way.",
        "A roll of 01 always succeeds and 100 always fails (published second-edition rule).",
        "Untrained skills: any skill at -20 (published rule). Difficulties run Trivial (+60) to Hellish (-60).",
        "Unnatural characteristics add their value to the bonus, and a success adds half that value (rounded down) in degrees (published rule).",
        "Righteous Fury: a 10 on a damage die rolls a d5 on the hit's critical table and the hit deals at least 1 damage. Anyone may trigger it.",
        "004 carries no critical tables or unarmed rules; both fall back to 000 (Rogue Trader).",
        "Size modifies every attack (004: 'Attacking a ... target'), on the numbered scale 1 to 10; 8-10 follow 000 Table 9-9.",
        "Fatigue threshold is Toughness Bonus + Willpower Bonus; fatigue at twice the threshold kills (004 Fatigue).",
        "Multiple hits after a first hit to the head stay on the head (004).",
        "Suppressing fire: one hit plus one per two degrees beyond the first (004 only says a burst is fired), capped by the chosen burst's rate of fire.",
        "Overwatch: only the characters the shot is fired at (the target and spread targets) test for pinning, at +0, even if unharmed (004).",
        "A pinned character engaged in melee escapes without a test (004 is silent; as 000, 003 and 002).",
        "Stray shots (optional): 004 is silent; 000's rule (a miss by one degree or less, bursts alternate hits onto the opponent).",
    ],
    degrees: Degrees::TensDigits,
    natural_01_100: true,
    difficulties: &DIFFICULTIES_SECOND_GEN,
    modifier_cap: 60,
    fatigue_penalty: -10,
    untrained: Untrained::Penalty(-20),
    basic_skills: &[],
    parry_is_skill: true, // 004 "Evasion"
    unnatural: Unnatural::AddToBonus,
    unnatural_extra_degrees: true,
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
        point_blank_metres: 2.0, // 004 "Point-Blank Range"
        point_blank_short_weapon: Some(PointBlankShort::Metres(1.0)),
        point_blank: 30,
        short: 10,
        long: -10,
        extreme: -30,
        none_when_concealed: false,
    },
    circumstances: CIRCUMSTANCES,
    size_scope: SizeScope::AllAttacks,
    sizes: &SIZES_DH2,
    jams: Jams { single: 96, burst: 94 }, // 004 Standard Attack; Semi-/Full-Auto Burst
    helpless_degrees: HelplessDegrees::WeaponSkillBonus, // 004 "Helpless Targets"
    pinning: PINNING,
    stray_shots: super::rt::STRAY_SHOTS, // 004 is silent: 000's optional rule
    fury: Fury::CriticalD5 { crit_needs_damage: false },
    fury_players_only: false,
    degrees_replace_die: false,
    unarmed: super::rt::PROFILE.unarmed,
    multiple_hits: &MULTIPLE_HITS_DH2,
    crits: &CRITS_RT,
    fatigue_threshold: FatigueThreshold::ToughnessPlusWillpowerBonus, // 004 "Fatigue"
    fatigue_death_at_double: true,
};
