//! Dark Heresy, first edition. Seed: 003 (core rulebook, "Playing the Game").

use super::actions::{ActionDef, ActionType, Aiming};
use super::tables::{CRITS_DH1, DIFFICULTIES_FIRST_GEN, MULTIPLE_HITS_FIRST_GEN, SIZES_DH1};
use super::*;

/// 003 "Combat Circumstances" and the Combat Difficulty Summary. Where a value equals Rogue
/// Trader's it is taken from there; the differences are written out.
pub const CIRCUMSTANCES: Circumstances = Circumstances {
    prone_target_ranged: 0, // 003 "Prone": only melee attacks gain against prone targets
    prone_ranged_waived_point_blank: false,
    attacker_prone_ranged: -10, // 003 "Prone": a prone attacker's WS and BS tests are -10
    into_melee_waived_if_helpless: false, // 003 "Shooting into Melee Combat": no exception
    ..super::rt::CIRCUMSTANCES
};

/// The first generation's attack actions; 003 Table 7-2 lists Overwatch as Varies (an
/// Extended Action: 003 "Overwatch (Varies)").
pub const ATTACKS: [ActionDef; 9] = {
    let mut g = super::actions::FIRST_GEN_ATTACKS;
    g[8].kind = ActionType::Extended;
    g
};

/// 003 "Pinning", "Being Pinned", "Overwatch (Varies)" and "Suppressing Fire (Full Action)".
pub const PINNING: Pinning = Pinning {
    // 003 "Overwatch (Varies)": the reserved shot is a Full Auto Burst
    overwatch_attacks: &[crate::model::Action::FullAuto],
    ..super::rt::PINNING // the same Hard (-20) tests and Easy (+30) escape as 000
};

pub const PROFILE: Profile = Profile {
    id: Ruleset::Dh1,
    name: "Dark Heresy (1st edition)",
    sources: &["003 Dark Heresy core rulebook, Playing the Game"],
    notes: &[
        "Degrees: one per full 10 points of margin (003 Degrees of Success: 44 vs 12 is three).",
        "Point blank is 3 metres or closer (003 Point Blank).",
        "Shooting into melee is -20 with no waiver for stunned or helpless combatants (003 Shooting into Melee Combat).",
        "Unbraced heavy weapons (-30) and blinded attackers are not in 003; they follow 000 (Rogue Trader).",
        "Sizes above Massive are not in 003 Table 7-9; they fall back to 000 Table 9-9.",
        "Righteous Fury: a confirming test, then one d10, more while d10s show 10 (003 Righteous Fury). Only player characters by default.",
        "Unarmed blows: armour counts double and every hit costs the target a level of fatigue (003 Unarmed Combat).",
        "Table 7-2 gives Overwatch '-20 to BS'; the action text puts the -20 on the kill zone's Pinning Test only, so the reserved Full Auto Burst keeps its +20.",
        "Suppressing fire: the first hit lands where the reversed test roll says, whoever it strikes; another character's first hit rolls a fresh d100 for location; later hits on a character follow Table 7-6. No Dodge against it.",
        "Worked examples that disagree with the rule text: the Horst full-auto example counts one extra hit for three degrees; the Mordechai critical example names the fourth row's result for 3 critical damage. The engine follows the rule text.",
    ],
    degrees: Degrees::FullTens, // 003 "Degrees of Success and Failure"
    natural_01_100: false,
    difficulties: DIFFICULTIES_FIRST_GEN,
    modifier_cap: 60, // 003 "Combining Difficulties"
    fatigue_penalty: -10, // 003 "Fatigue"
    untrained: Untrained::HalveBasicRefuseAdvanced, // 003 "Skill Tests"
    basic_skills: &[
        "awareness", "barter", "carouse", "charm", "climb", "concealment", "contortionist", "deceive",
        "disguise", "dodge", "evaluate", "gamble", "inquiry", "intimidate", "logic", "scrutiny", "search",
        "silentmove", "swim",
    ],
    parry_is_skill: false, // 003 "Parry": no skill or talent needed
    unnatural: Unnatural::MultiplyBonus,
    unnatural_extra_degrees: false,
    opposed_ties: OpposedTies::BonusThenLowerRoll, // 003 "Opposed Skill Tests"
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
        point_blank_metres: 3.0, // 003 "Point Blank": within three metres
        point_blank_short_weapon: None,
        point_blank: 30,
        short: 10,    // 003 "Short Range"
        long: -10,    // 003 "Long Range"
        extreme: -30, // 003 "Extreme Range"
        none_when_concealed: true, // 003 "Ranged Attacks": unseen targets give no range bonus
    },
    circumstances: CIRCUMSTANCES,
    size_scope: SizeScope::RangedOnly, // 003 "Size": shooting at a target
    sizes: &SIZES_DH1,
    jams: Jams { single: 96, burst: 94 }, // 003 "Weapon Jams", "Semi-Auto Burst"
    helpless_degrees: HelplessDegrees::Zero,
    pinning: PINNING,
    // 003 "Shooting into Melee" optional rule: a shot that missed only because of the -20
    // hits the target's opponent; a burst puts at least one hit on the opponent.
    stray_shots: StrayShots { miss: StrayMiss::ButForPenalty, burst: StrayBurst::AtLeastOne },
    fury: Fury::ConfirmThenD10, // 003 "Righteous Fury!"
    fury_players_only: true,
    degrees_replace_die: false,
    unarmed: UnarmedRules {
        armour_multiplier: 2, // 003 "Unarmed Combat"
        fatigue: UnarmedFatigue::OnHit,
        tens_count_as_five: true,
    },
    multiple_hits: &MULTIPLE_HITS_FIRST_GEN, // 003 Table 7-6
    crits: &CRITS_DH1,
    fatigue_threshold: FatigueThreshold::ToughnessBonus, // 003 "Fatigue"
    fatigue_death_at_double: false,
};
