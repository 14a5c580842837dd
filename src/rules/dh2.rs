//! Dark Heresy, second edition. Seed: 004 (second-generation style reference).

use super::features::{merged, qualities as q, Feature};
use super::hazards::*;
use super::healing::*;
use super::tables::{DIFFICULTIES_SECOND_GEN, MULTIPLE_HITS_DH2, SIZES_DH2};
use super::*;
use crate::dice::DiceExpr;

/// 004 "Combat Circumstances" and "Combat Difficulty Examples". Equal to Rogue Trader's
/// values except where written out.
pub const CIRCUMSTANCES: Circumstances = Circumstances {
    prone_ranged_waived_point_blank: false, // 004 "Prone": shooting a prone target is -10, no exception
    ..super::rt::CIRCUMSTANCES
};

/// 004 Combat Actions "Stun", "Knock Down", "Feint", "Manoeuvre" and "Grapple"; where 004
/// only names an action, Rogue Trader's rule (000) fills in (see the notes).
pub const MELEE: MeleeRules = MeleeRules {
    stun: StunRule {
        target_die: false,          // 004: 1d10+SB against TB + head AP, no die for the target
        head_armour_doubled: false, // 004 does not double it
        fatigue: 0,                 // 004 names no fatigue
        tie_stuns: false,           // stunned for the difference: a tie is 0 rounds
    },
    knock_down: KnockDownRule {
        moved_bonus: 10, // 004: +10 if using Charge
        moved_label: "Knock Down with a Charge",
        damage_degrees: 2,                                     // 004: 2+ DoS
        damage: DiceExpr { count: 1, sides: 5, modifier: -3 }, // (1d5-3)+SB Impact
        fatigue: 1,
        backlash_degrees: None, // 004 names no backlash
        backlash_needs_attacker_failure: false,
    },
    feint: FeintFollowUp::AnyMeleeAttack, // 004: the next Melee attack cannot be Evaded
    manoeuvre_metres: 1,                  // 004: up to 1 metre
    // Rogue Trader's options and rules (000); Slip Free tests Acrobatics, the second
    // generation's skill for Contortionist
    grapple: GrappleRule { slip_free_skill: "acrobatics", ..super::rt::MELEE.grapple },
};

/// 004 "Evasion" (Dodge or Parry alike); each degree of success negates a hit of several
/// (the published second-edition rule; 004 gives no number); Guarded Action +10.
pub const REACTIONS: Reactions =
    Reactions { guarded_bonus: 10, multi_hit: MultiHitEvasion::Degrees, parry_negates_several: true };

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

/// 004 "Blood Loss" and "Fatigue". 004 has no healing rules: the states and natural healing
/// follow the other second-generation line (002 "Damage and Healing"), Medicae and
/// characteristic damage as there (see the notes).
pub const HEALING: Healing = Healing {
    states: super::ow::HEALING.states,
    natural: super::ow::HEALING.natural,
    first_aid: super::ow::HEALING.first_aid,
    extended_care: super::ow::HEALING.extended_care,
    // 004 "Blood Loss": a Medicae test at -10 once a round, with no harder case
    blood_loss: Staunch { modifier: -10, strenuous: None },
    recovery: Recovery {
        fatigue_all_after_hours: 6, // 004 "Fatigue": a level an hour of rest, six hours remove all
        fatigue_unconscious_minutes_base: 10, // 004 "Fatigue": unconscious for 10 - TB minutes
        ..super::ow::HEALING.recovery
    },
};

/// 004 "Damage and Special Conditions" ("Falling", "Fire", "Blood Loss", "Suffocation").
/// What 004 leaves out follows Rogue Trader (000).
pub const HAZARDS: Hazards = Hazards {
    // 004 "Falling": 1d10 + metres fallen, a random location, ignoring armour but not
    // Toughness (Impact: 000 "Damage Types")
    falling: super::rt::HAZARDS.falling,
    fire: FireRule {
        // 004 "Fire": 1d10 Energy ignoring armour but not Toughness, a level of fatigue a
        // round, the body if not otherwise given
        burn: super::rt::HAZARDS.fire.burn,
        catch_test: 0,        // not in 004: 000's Challenging (+0) Agility Test
        willpower_test: 0,    // 004 "Fire": a +0 Willpower test at the start of the turn
        extinguish_test: -20, // 004 "Fire": fall prone and a -20 Agility test
        extinguish_prone: true,
    },
    blood_loss: BloodLossRule {
        death_percent: 0,            // 004 "Blood Loss": no chance of death,
        fatigue: 1,                  // but a level of fatigue at the start of each turn
        medicae_test: -10,           // 004 "Blood Loss": Medicae at -10, once a round
        medicae_strenuous_test: -10, // 004 has no harder test for strenuous activity
        toll_first: true,            // 004 "Blood Loss": the fatigue comes at the start of the turn
    },
    suffocation: SuffocationRule {
        rounds_per_toughness_bonus: 2, // 004 "Suffocation": twice TB rounds in combat
        holding_test: Some(0),         // 004 "Suffocation": a +0 Toughness test each round
        holding_fatigue: 1,
        out_of_breath: OutOfBreath::Unconscious, // 004 "Suffocation": then unconscious
        // 004 "Suffocation": unconscious without air, dead after TB rounds
        unconscious: Smothering::DiesAfterToughnessBonusRounds,
        conserving: CONSERVING, // 004 "Suffocation": TB minutes at rest, +0 Toughness each minute or a level of fatigue
    },
    // not in 004: 000 "Vacuum"
    vacuum: super::rt::HAZARDS.vacuum,
};

/// The qualities, talents and traits Dark Heresy 2nd edition applies (`rules::features`):
/// Only War's, with Dark Heresy 2nd edition's Shocking (a level of fatigue too) and its
/// Vengeful.
const FEATURES: [Feature; 74] = merged(
    merged::<68, 69>(super::ow::FEATURES, &[q::SHOCKING_DH2], &[q::VENGEFUL]),
    &[],
    &super::features::courage::SECOND_ED,
);

pub const PROFILE: Profile = Profile {
    id: Ruleset::Dh2,
    name: "Dark Heresy (2nd edition)",
    degrees: Degrees::TensDigits,
    natural_01_100: true,
    difficulties: &DIFFICULTIES_SECOND_GEN,
    modifier_cap: 60,
    fatigue_penalty: -10,
    untrained: Untrained::Penalty(-20),
    skills: &super::skills::DH2,
    parry_is_skill: true, // 004 "Evasion"
    unnatural: Unnatural::AddToBonus,
    unnatural_extra_degrees: true,
    opposed_ties: OpposedTies::BonusThenLowerRoll,
    attacks: &super::action_types::bare::<16>(&super::action_types::SECOND_GEN_ATTACKS),
    turn: TurnRules {
        reactions_per_round: 1,        // 004 All Out Attack: 'that round's Evasion'
        defensive_stance_reactions: 1, // 004 Defensive Stance
        one_attack_one_concentration: true, // 004 Combat Actions
        repeatable: &["ready"], // 004 Ready: twice on two different items
    },
    aim: super::rt::AIM, // 004 "Aim": +10 half, +20 full
    reactions: REACTIONS,
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
    talent_strikes: &[], // 004: Swift and Lightning Attack are actions of their own
    // 004 is silent on two weapons: the second generation's rule as 002 "Two Weapon Fighting"
    two_weapon: super::ow::TWO_WEAPON,
    // 004 "Missing and Scattering": 1d10 on the diagram, 1d5 metres; thrown and Blast
    // weapons as 002 (004 names the shot or the thrown item)
    miss_scatter: super::ow::MISS_SCATTER,
    area_dodge: super::ow::AREA_DODGE, // 004 "Evasion": a Half Move (Agility Bonus metres)
    flying: super::rt::FLYING, // 004 has no flying rules: 003 "Altitude"
    melee: MELEE,
    pinning: PINNING,
    stray_shots: super::rt::STRAY_SHOTS, // 004 is silent: 000's optional rule
    fury: Fury::CriticalD5 { crit_needs_damage: false },
    fury_players_only: false,
    degrees_replace_die: false,
    unarmed: super::rt::PROFILE.unarmed,
    multiple_hits: &MULTIPLE_HITS_DH2,
    crits: &super::crits::rt_crits::TABLES,
    fatigue_threshold: FatigueThreshold::ToughnessPlusWillpowerBonus, // 004 "Fatigue"
    fatigue_death_at_double: true,
    fate: super::FATE, // as 003 (published Dark Heresy 2nd edition rule)
    healing: HEALING,
    hazards: HAZARDS,
    vehicles: &super::vehicles::DH2,
    encounters: &super::encounters::DH2,
    features: &super::features::bare::<74>(&FEATURES),
};

/// What else the line rules: its notes and the domains an attack never reads (`Domains`).
pub const DOMAINS: Domains = Domains {
    sources: &["Dark Heresy 2nd edition, Dark Heresy second-edition style reference"],
    notes: &[
        "The Guarded Action is a half action made beside a Standard Attack: both modifiers apply (+10 and -10).",
        "Each degree of success on a Dodge or Parry negates one hit of a burst (published second-edition Evasion rule).",
        "Degrees: 1 + the target's tens digit - the roll's tens digit (the published second-edition rule; Dark Heresy 2nd edition is silent). Failures count the other way.",
        "A roll of 01 always succeeds and 100 always fails (published second-edition rule).",
        "Untrained skills: any skill at -20 (published rule). Difficulties run Trivial (+60) to Hellish (-60).",
        "Unnatural characteristics add their value to the bonus, and a success adds half that value (rounded down) in degrees (published rule).",
        "Righteous Fury: a 10 on a damage die rolls a d5 on the hit's critical table and the hit deals at least 1 damage. Anyone may trigger it.",
        "Dark Heresy 2nd edition carries no critical tables or unarmed rules; both fall back to Rogue Trader.",
        "Size modifies every attack (Dark Heresy 2nd edition: 'Attacking a ... target'), on the numbered scale 1 to 10; 8-10 follow Rogue Trader Table 9-9.",
        "Fatigue threshold is Toughness Bonus + Willpower Bonus; fatigue at twice the threshold kills (Dark Heresy 2nd edition, Fatigue).",
        "Multiple hits after a first hit to the head stay on the head (Dark Heresy 2nd edition).",
        "Actions: Delay is a Full Action in Dark Heresy 2nd edition (Half in the other lines); the Half Action it holds back lies outside the turn and its attack counts towards the next turn, as Dark Heresy 2nd edition says.",
        "Actions: one reaction a round (Dark Heresy 2nd edition implies it: an All Out Attack gives up that round's Evasion; published rule). One Attack and one Concentration action a round (Dark Heresy 2nd edition).",
        "Surprise: Dark Heresy 2nd edition is silent; a surprised character loses its turn in the first round, as in Rogue Trader and Dark Heresy and the published rule.",
        "validateTurn: an unaware character takes no actions or reactions, like a stunned one (the books only make unaware targets easier to hit).",
        "Swift Attack and Lightning Attack need the swift_attack / lightning_attack talents (published rule; Only War marks them) and score at most the Weapon Skill Bonus in hits (published rule; Dark Heresy 2nd edition gives no cap).",
        "Two weapons (Dark Heresy 2nd edition is silent): the second generation's rule of Only War, Two Weapon Fighting, as in ow: the action is the primary hand's, secondaryAction the other's; -20 each plus -20 for the secondary hand; Ambidextrous -10 each.",
        "Scatter of a miss: thrown and Blast weapons; 1d10 direction read as ten equal sectors clockwise from straight on past the target (the diagram is not in Dark Heresy 2nd edition), 1d5 metres; zero gravity rolls the direction per axis (Dark Heresy 2nd edition, Missing and Scattering).",
        "A Dodge against an area attack fails without a roll when the edge is beyond a Half Move, taken as the Agility Bonus in metres (Dark Heresy 2nd edition, Evasion).",
        "Flying is not in Dark Heresy 2nd edition; it follows Dark Heresy, Altitude.",
        "Stun (Dark Heresy 2nd edition): 1d10 + SB against TB + head armour with no die for the target; stunned for the difference, so a tie does not stun; no fatigue (Dark Heresy 2nd edition names none).",
        "Knock Down (Dark Heresy 2nd edition): +10 when made with a Charge (the movedFirst circumstance); 2+ degrees add (1d5-3)+SB as an unarmed blow to the body and a fatigue level; no backlash on the attacker (Dark Heresy 2nd edition names none).",
        "Feint (Dark Heresy 2nd edition): the next melee attack on that target, whatever the action, cannot be Evaded.",
        "Grapple (Dark Heresy 2nd edition names it only): Rogue Trader's options and rules (Rogue Trader), avoided by Evasion as usual; Slip Free tests Acrobatics (the second-generation skill for Contortionist); the larger grappler gains a degree per size step.",
        "Knock-Down and grapple damage have no Righteous Fury; a helpless or unconscious character fails its side of an opposed test without a roll.",
        "Suppressing fire: one hit plus one per two degrees beyond the first (Dark Heresy 2nd edition only says a burst is fired), capped by the chosen burst's rate of fire.",
        "Overwatch: only the characters the shot is fired at (the target and spread targets) test for pinning, at +0, even if unharmed (Dark Heresy 2nd edition).",
        "A pinned character engaged in melee escapes without a test (Dark Heresy 2nd edition is silent; as Rogue Trader, Dark Heresy and Only War).",
        "Stray shots (optional): Dark Heresy 2nd edition is silent; Rogue Trader's rule (a miss by one degree or less, bursts alternate hits onto the opponent).",
        "Healing: Dark Heresy 2nd edition's sheet has no healing rules; the damage states and natural healing follow Only War, Damage and Healing (the other second-generation line), and Medicae and characteristic damage follow Only War's choices (Dark Heresy's published first aid and extended care; a point of characteristic damage an hour).",
        "Blood loss stops on a Medicae test at -10, with no harder case for strenuous activity (Dark Heresy 2nd edition, Blood Loss). Fatigue: a level an hour of rest, all after six hours; waking from fatigue unconsciousness leaves fatigue at the Toughness Bonus (Dark Heresy 2nd edition, Fatigue).",
        "Blood loss (Dark Heresy 2nd edition): no chance of death; a level of fatigue at the start of each turn, then once a round a Medicae test at -10 (no harder test while busy).",
        "Suffocation: unconscious without air, the character dies after TB rounds, counted from the round its breath ran out (one knocked out earlier by fatigue counts from there too).",
        "Dark Heresy 2nd edition has no vacuum rule and no test against catching fire: both follow Rogue Trader.",
    ],
    attacks: &super::action_types::SECOND_GEN_ATTACKS,
    other_actions: &super::other_actions::DH2,
    movement: &super::movement::SECOND,
    mind: &super::mind::DH2,
    psychic: &super::warp::DH2,
    features: &FEATURES,
};
