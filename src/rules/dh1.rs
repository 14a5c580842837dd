//! Dark Heresy, first edition. Seed: 003 (core rulebook, "Playing the Game").

use super::action_types::{of_kind, waived_by_talent, ActionDef, ActionType};
use super::features::qualities::dh1 as dq;
use super::features::talents::dh1 as dt;
use super::features::{qualities as q, talents as t, traits as tr, Feature};
use super::hazards::*;
use super::healing::*;
use super::tables::{DIFFICULTIES_FIRST_GEN, MULTIPLE_HITS_FIRST_GEN, SIZES_DH1};
use super::*;
use crate::dice::DiceExpr;
use crate::model::GrappleOption as G;

/// 003 "Combat Circumstances" and the Combat Difficulty Summary. Where a value equals Rogue
/// Trader's it is taken from there; the differences are written out.
pub const CIRCUMSTANCES: Circumstances = Circumstances {
    prone_target_ranged: 0, // 003 "Prone": only melee attacks gain against prone targets
    prone_ranged_waived_point_blank: false,
    attacker_prone_ranged: -10, // 003 "Prone": a prone attacker's WS and BS tests are -10
    into_melee_waived_if_helpless: false, // 003 "Shooting into Melee Combat": no exception
    ..super::rt::CIRCUMSTANCES
};

/// The first generation's attack actions; in 003 Takedown spares the Stun's -20, the
/// Grapple is a Full Action and Overwatch is Varies, an Extended Action (003 Table 7-5,
/// "Overwatch (Varies)").
pub const ATTACKS: [ActionDef; 15] = {
    let g = super::action_types::FIRST_GEN_ATTACKS;
    [
        g[0],
        g[1],
        g[2],
        g[3],
        g[4],
        g[5],
        g[6],
        g[7],
        waived_by_talent(g[8], "takedown"),
        g[9],
        g[10],
        g[11],
        of_kind(g[12], ActionType::Full),
        g[13],
        of_kind(g[14], ActionType::Extended),
    ]
};

/// 003 "Stun (Full Action)", "Knock-Down (Half Action)", "Feint (Half Action)", "Manoeuvre
/// (Half Action)", "Grapple (Full Action)" and "Grappling".
pub const MELEE: MeleeRules = MeleeRules {
    stun: StunRule {
        target_die: true,           // 003: 1d10 + TB + 1 per head armour point
        head_armour_doubled: false, // 003 does not double it
        fatigue: 1,
        tie_stuns: true, // 003: "equal to or higher"
    },
    knock_down: KnockDownRule {
        moved_bonus: 10, // 003: a half action of movement first
        moved_label: "Moved a half action first",
        damage_degrees: 2,
        damage: DiceExpr { count: 0, sides: 10, modifier: -4 }, // 003: SB-4, no dice
        fatigue: 1,
        backlash_degrees: Some(2),
        backlash_needs_attacker_failure: true, // 003: "... and you fail"
    },
    feint: FeintFollowUp::StandardAttackOnly, // 003 "Feint (Half Action)"
    manoeuvre_metres: 1,
    grapple: GrappleRule {
        options: &[G::Start, G::Damage, G::BreakFree, G::TakeControl], // 003 "Grapple (Full Action)"
        avoid: GrappleAvoid::AgilityTest,                              // 003 "Grappling", Step Two
        damage: DiceExpr { count: 1, sides: 5, modifier: -3 },         // 1d5-3+SB, armour counting double
        fatigue: 1,
        size_degrees_per_step: 1, // not in 003: 000's rule (see notes)
        slip_free_skill: "contortionist",
        slip_free_modifier: 0,
    },
};

/// 003 "Pinning", "Being Pinned", "Overwatch (Varies)" and "Suppressing Fire (Full Action)".
pub const PINNING: Pinning = Pinning {
    // 003 "Overwatch (Varies)": the reserved shot is a Full Auto Burst
    overwatch_attacks: &[crate::model::Action::FullAuto],
    ..super::rt::PINNING // the same Hard (-20) tests and Easy (+30) escape as 000
};

/// 003 "Healing" (Lightly, Heavily and Critically Wounded), "Blood Loss", "Removing
/// Fatigue" and "Characteristic Damage". First aid and extended care are the published
/// Medicae skill, which 003 "Medical Attention" points to (see the notes); its numbers are
/// Rogue Trader's (the lines share the skill).
pub const HEALING: Healing = Healing {
    // 003 "Lightly Wounded": up to twice TB (TB 3: 1 to 6 damage); "Heavily Wounded": more;
    // "Critically Wounded": any critical damage
    states: DamageStates {
        light_up_to_tb_times: 2,
        lightly: "Lightly Wounded",
        heavily: "Heavily Wounded",
        critically: "Critically Wounded",
    },
    // 003 "Lightly Wounded": 1 a day, TB a day in bed; "Heavily Wounded": 1 a week, TB for a
    // week of rest; "Critically Wounded": only with medical attention, 1 a week of rest
    natural: super::rt::HEALING.natural,
    first_aid: super::rt::HEALING.first_aid,
    // The published Medicae skill as Rogue Trader's, but a failure by three or more degrees
    // deals 1 damage (a critically damaged patient tests Toughness or dies)
    extended_care: ExtendedCare {
        harm: &[CareHarm { degrees: 3, damage: DiceExpr { count: 0, sides: 10, modifier: 1 } }],
        ..super::rt::HEALING.extended_care
    },
    // 003 "Blood Loss": Difficult (-10) when stationary, Very Hard (-30) in strenuous activity
    blood_loss: Staunch { modifier: -10, strenuous: Some(-30) },
    recovery: Recovery {
        fatigue_per_hour: 1,                  // 003 "Removing Fatigue": a level an hour of rest
        fatigue_all_after_hours: 8,           // 003 "Removing Fatigue": eight hours in a row remove all
        characteristic_per_hour: 1,           // 003 "Characteristic Damage": a point an hour
        fatigue_unconscious_minutes_base: 10, // 003 "Fatigue": unconscious for 10 - TB minutes
    },
};

/// 003 Table 7-27: Falling Damage, shortest fall first.
pub const FALLING_TABLE: [FallRow; 9] = [
    FallRow { metres: 3, damage: expr(1, 10, 3) },
    FallRow { metres: 6, damage: expr(1, 10, 5) },
    FallRow { metres: 9, damage: expr(1, 10, 7) },
    FallRow { metres: 12, damage: expr(1, 10, 9) },
    FallRow { metres: 15, damage: expr(1, 10, 11) },
    FallRow { metres: 18, damage: expr(1, 10, 13) },
    FallRow { metres: 21, damage: expr(1, 10, 15) },
    FallRow { metres: 24, damage: expr(1, 10, 17) },
    FallRow { metres: 25, damage: expr(1, 10, 20) },
];

/// 003 "Special Damage" ("Fire", "Falling", "Suffocation", "Vacuum") and "Blood Loss". The
/// fire, blood loss and vacuum numbers are Rogue Trader's (000); tests whose difficulty 003
/// leaves out are Challenging (+0).
pub const HAZARDS: Hazards = Hazards {
    falling: Falling {
        // 003 "Falling": Table 7-27, location rolled, no armour, Impact
        damage: FallDamage::Table { table: "Dark Heresy, Table 7-27: Falling Damage", rows: &FALLING_TABLE },
        ..super::rt::HAZARDS.falling
    },
    // 003 "Fire": 1d10 wounds with no reduction for armour and a level of fatigue a round,
    // Energy, to the body; an Agility test to keep from catching fire and a Willpower test
    // to act (no difficulty given: +0); a Full Action and a Hard (-20) Agility Test
    // (stop, drop and roll) to put it out
    fire: super::rt::HAZARDS.fire,
    // 003 "Blood Loss": 10% a round; Medicae Difficult (-10) when still, Very Hard (-30)
    // in combat or moving
    blood_loss: super::rt::HAZARDS.blood_loss,
    suffocation: SuffocationRule {
        rounds_per_toughness_bonus: 2, // 003 "Suffocation": twice TB rounds when strenuous
        holding_test: None,            // 003 "Suffocation": no test while strenuous
        holding_fatigue: 0,
        // 003 "Suffocation": then 1 wound and a level of fatigue at the end of each round
        out_of_breath: OutOfBreath::WoundsAndFatigue { wounds: 1, fatigue: 1 },
        // 003 "Suffocation": unconscious, 1d10 a round, no armour or Toughness Bonus
        unconscious: super::rt::HAZARDS.suffocation.unconscious,
        conserving: CONSERVING, // 003 "Suffocation": TB minutes at rest, +0 Toughness each minute or a level of fatigue
    },
    // 003 "Vacuum": TB rounds, then 1d10+3 Explosive; in space a Toughness Test or 1d10
    // Energy; a thinning atmosphere twice TB rounds, then a Toughness Test at a cumulative
    // -10, 1d5 or 1d10 Explosive; armour no help (the same numbers as 000)
    vacuum: super::rt::HAZARDS.vacuum,
};

/// The qualities, talents and traits Dark Heresy applies (`rules::features`).
const FEATURES: &[Feature] = &[
    dq(q::ACCURATE_1),
    dq(q::INACCURATE),
    dq(q::BALANCED),
    dq(q::UNBALANCED),
    dq(q::UNWIELDY),
    dq(q::DEFENSIVE),
    dq(q::FLEXIBLE),
    q::dh1_via_rt(q::TWIN_LINKED),
    q::dh1_via_rt(q::STORM),
    q::SCATTER,
    dq(q::BLAST),
    q::FLAME_1,
    dq(q::RELIABLE),
    dq(q::UNRELIABLE),
    dq(q::OVERHEATS),
    dq(q::TEARING),
    q::dh1_via_rt(q::PROVEN),
    dq(q::PRIMITIVE_1),
    q::dh1_via_rt(q::FELLING),
    dq(q::POWER_FIELD),
    dq(q::SHOCKING_1),
    dq(q::TOXIC_1),
    dq(q::SNARE_1),
    q::SANCTIFIED,
    dq(q::RECHARGE),
    dq(q::SMOKE),
    t::SWIFT_ATTACK,
    t::LIGHTNING_ATTACK,
    t::TWO_WEAPON_WIELDER,
    t::AMBIDEXTROUS,
    t::TAKEDOWN,
    dt(t::MIGHTY_SHOT_1),
    dt(t::CRUSHING_BLOW_1),
    dt(t::MARKSMAN),
    dt(t::DEADEYE_SHOT),
    t::SURE_STRIKE,
    dt(t::HIP_SHOOTING),
    dt(t::STEP_ASIDE),
    dt(t::LIGHTNING_REFLEXES),
    dt(t::TRUE_GRIT),
    dt(t::COMBAT_MASTER),
    tr::UNNATURAL_WS_1,
    tr::UNNATURAL_BS_1,
    tr::UNNATURAL_S_1,
    tr::UNNATURAL_T_1,
    tr::UNNATURAL_AG_1,
    tr::UNNATURAL_INT_1,
    tr::UNNATURAL_PER_1,
    tr::UNNATURAL_WP_1,
    tr::UNNATURAL_FEL_1,
    tr::SIZE,
    tr::cited(tr::NATURAL_ARMOUR, DH1_TRAITS),
    tr::cited(tr::MACHINE, DH1_TRAITS),
    tr::DAEMONIC_1,
    tr::cited(tr::BRUTAL_CHARGE_1, DH1_TRAITS),
    tr::cited(tr::REGENERATION_1, DH1_TRAITS),
    tr::FLYER,
    tr::HOVERER,
    tr::cited(tr::QUADRUPED, DH1_TRAITS),
    tr::cited(tr::CRAWLER, DH1_TRAITS),
    tr::cited(tr::DARK_SIGHT, DH1_TRAITS),
    super::features::courage::FIRST_GEN[0],
    super::features::courage::FIRST_GEN[1],
    super::features::courage::FIRST_GEN[2],
    super::features::courage::FIRST_GEN[3],
    super::features::courage::FIRST_GEN[4],
    super::features::courage::FIRST_GEN[5],
];
const DH1_TRAITS: &str = "Dark Heresy core rulebook, Traits";

pub const PROFILE: Profile = Profile {
    id: Ruleset::Dh1,
    name: "Dark Heresy (1st edition)",
    degrees: Degrees::FullTens, // 003 "Degrees of Success and Failure"
    natural_01_100: false,
    difficulties: DIFFICULTIES_FIRST_GEN,
    modifier_cap: 60, // 003 "Combining Difficulties"
    fatigue_penalty: -10, // 003 "Fatigue"
    untrained: Untrained::HalveBasicRefuseAdvanced, // 003 "Skill Tests"
    skills: &super::skills::DH1,
    parry_is_skill: false, // 003 "Parry": no skill or talent needed
    unnatural: Unnatural::MultiplyBonus,
    unnatural_extra_degrees: false,
    opposed_ties: OpposedTies::BonusThenLowerRoll, // 003 "Opposed Skill Tests"
    attacks: &super::action_types::bare::<15>(&ATTACKS),
    turn: TurnRules {
        reactions_per_round: 1,        // 003 "Reactions"
        defensive_stance_reactions: 0, // 003 Defensive Stance: only the -20
        one_attack_one_concentration: false,
        repeatable: &["ready"], // 003 Ready: twice on two different items
    },
    aim: super::rt::AIM, // 003 "Aim": the same +10 / +20
    reactions: super::rt::REACTIONS, // 003 "Dodge", "Parry", "Guarded Attack": as 000
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
    // 003 "Multiple Attacks (Full Action)" names the talents; strikes from the published rules
    talent_strikes: &super::rt::TALENT_STRIKES,
    // 003 "Two-Weapon Fighting": secondary hand -20; both weapons with Two-Weapon Wielder
    // each -20, -10 with Ambidextrous; the ranged weapons may fire on different modes
    two_weapon: super::rt::TWO_WEAPON,
    // 003 "Missing": 1d10 on the Scatter Diagram, 1d5 metres
    miss_scatter: super::rt::MISS_SCATTER,
    // 003 "Dodging Auto-Fire and Area Effect Attacks": the edge within the Agility Bonus in metres
    area_dodge: super::rt::AREA_DODGE,
    // 003 "Altitude": low fliers are out of melee; shots from below +16 m and -10
    flying: super::rt::FLYING,
    melee: MELEE,
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
    crits: &super::crits::dh1_crits::TABLES,
    fatigue_threshold: FatigueThreshold::ToughnessBonus, // 003 "Fatigue"
    fatigue_death_at_double: false,
    fate: super::FATE, // 003 "Using Fate Points"
    healing: HEALING,
    hazards: HAZARDS,
    vehicles: &super::vehicles::FIRST,
    encounters: &super::encounters::FIRST,
    features: &super::features::bare::<{ FEATURES.len() }>(FEATURES),
};

/// What else the line rules: its notes and the domains an attack never reads (`Domains`).
pub const DOMAINS: Domains = Domains {
    sources: &["Dark Heresy core rulebook, Playing the Game"],
    notes: &[
        "Degrees: one per full 10 points of margin (Dark Heresy, Degrees of Success: 44 vs 12 is three).",
        "Point blank is 3 metres or closer (Dark Heresy, Point Blank).",
        "Shooting into melee is -20 with no waiver for stunned or helpless combatants (Dark Heresy, Shooting into Melee Combat).",
        "Unbraced heavy weapons (-30) and blinded attackers are not in Dark Heresy; they follow Rogue Trader.",
        "Sizes above Massive are not in Dark Heresy Table 7-9; they fall back to Rogue Trader Table 9-9.",
        "Righteous Fury: a confirming test, then one d10, more while d10s show 10 (Dark Heresy, Righteous Fury). Only player characters by default.",
        "Unarmed blows: armour counts double and every hit costs the target a level of fatigue (Dark Heresy, Unarmed Combat).",
        "Actions: Dark Heresy Table 7-5 has no subtype column; the rows take Rogue Trader's subtypes. Brace Heavy Weapon is not in Dark Heresy; its row follows Rogue Trader, since dh1 already applies Rogue Trader's -30 for an unbraced heavy weapon.",
        "Actions: the Defensive Stance gives no extra reaction in dh1 (Dark Heresy, Defensive Stance: only the -20 to enemy Weapon Skill).",
        "validateTurn: an unaware character takes no actions or reactions, like a stunned one (the books only make unaware targets easier to hit).",
        "Swift Attack and Lightning Attack are talents, not actions: Multiple Attacks makes two (Swift) or three (Lightning) melee strikes with one weapon (published talent rules; Dark Heresy only names them).",
        "Multiple Attacks: each strike is its own attack test with its own hits against the one target; the target's single reaction of the round goes to the first strike that hits.",
        "Two-Weapon Wielder strikes are each -20 (Ambidextrous -10); the secondary hand's -20 applies only to an attack made with it alone, and Ambidextrous removes it (Dark Heresy, Two-Weapon Fighting). One request resolves one target.",
        "Scatter of a miss: thrown weapons (Dark Heresy, Missing) and, by the published Blast quality, Blast weapons. The Scatter Diagram is not in the text: its d10 is read as ten equal sectors clockwise from straight on past the target. Zero gravity rolls the direction twice, one per axis (Rogue Trader).",
        "A Dodge against an area attack (Blast or Flame, or areaEdge metres) fails without a roll when the edge is beyond the Agility Bonus in metres; the edge defaults to the Blast value (Dark Heresy, Dodging Auto-Fire and Area Effect Attacks).",
        "Flying: low fliers are out of melee; shots from below count 16 metres more range and take -10; high fliers only fight other high fliers (Dark Heresy, Altitude).",
        "Table 7-5 gives Overwatch '-20 to BS'; the action text puts the -20 on the kill zone's Pinning Test only, so the reserved Full Auto Burst keeps its +20.",
        "Suppressing fire: the first hit lands where the reversed test roll says, whoever it strikes; another character's first hit rolls a fresh d100 for location; later hits on a character follow Table 7-6. No Dodge against it.",
        "Worked examples that disagree with the rule text: the Horst full-auto example counts one extra hit for three degrees; the Mordechai critical example names the fourth row's result for 3 critical damage. The engine follows the rule text.",
        "Stun: -20 unless the attacker has the Takedown talent; head armour is not doubled; a tie stuns for one round (Dark Heresy: equal or higher stuns, for the difference; a stun lasts at least one).",
        "Knock-Down deals SB-4 as an unarmed blow to the body (armour doubled) plus a level of fatigue; the attacker falls only when the target wins with two or more degrees and the attacker failed (Dark Heresy).",
        "Grappling: the target avoids a grapple with an Agility test as its Reaction (Dark Heresy, Step Two). Dark Heresy has only Damage, Break Free and Take Control; the other options are refused. The larger grappler's extra degree per size step is not in Dark Heresy and follows Rogue Trader.",
        "Knock-Down and grapple damage have no Righteous Fury and count no degrees of success toward the damage.",
        "A helpless or unconscious character fails its side of an opposed test without a roll.",
        "Healing: Lightly Wounded up to twice the Toughness Bonus, Heavily Wounded past it, Critically Wounded with any critical damage; natural healing 1 a day (in bed: TB a day), 1 a week (a week of rest: TB), and critical damage only with medical attention, 1 a week of rest (Dark Heresy, Healing). Critical damage heals before ordinary damage. The Heavily Wounded text says the character becomes lightly wounded at TB or less; the state's own definition (twice TB) is followed.",
        "Medicae (Dark Heresy, Medical Attention, points to the skill, not in the rule extracts; the published skill): first aid removes the medic's Intelligence Bonus from a lightly wounded patient and 1 (critical damage first) from a heavily or critically wounded one; extended care tests once a day (lightly) or a week (heavily, critically), doubles natural healing and adds 1 per degree on a success, deals 1 damage on a failure by three or more degrees, and a critically wounded patient then tests Toughness or dies. A successful Medicae test is medical attention: effects that last until treated end.",
        "Blood loss stops on a Difficult (-10) Medicae test, Very Hard (-30) in strenuous activity (Dark Heresy, Blood Loss). Fatigue: a level an hour of rest, all after eight hours (Dark Heresy, Removing Fatigue); Dark Heresy does not say what fatigue is left on waking from fatigue unconsciousness: the Toughness Bonus, as Rogue Trader. Characteristic damage: a point an hour (Dark Heresy, Characteristic Damage).",
        "Falling: Dark Heresy Table 7-27; a fall between two rows uses the shorter row's damage, and one shorter than 3 metres the first row's (the table starts at 3 metres).",
        "Fire: Dark Heresy gives no difficulty for the Agility test against catching fire or the Willpower test to act; both are +0, as in Rogue Trader. The burn ignores armour but not the Toughness Bonus (as Rogue Trader and Dark Heresy 2nd edition say outright).",
        "Suffocation while busy (Dark Heresy): twice TB rounds with no test, then each round a wound that nothing soaks and a level of fatigue; once the fatigue knocks the character out, 1d10 a round past armour and Toughness. Holding one's breath by the minute is not modelled.",
        "Vacuum: Toughness tests whose difficulty Dark Heresy leaves out are +0; vacuum damage lands on the body.",
    ],
    attacks: &ATTACKS,
    other_actions: &super::other_actions::DH1,
    movement: &super::movement::DH1,
    mind: &super::mind::DH1,
    psychic: &super::warp::DH1,
    features: FEATURES,
};
