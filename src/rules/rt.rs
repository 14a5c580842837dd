//! Rogue Trader. Seeds: 000 (combat chapter) and 001 (its summary; 000 wins where they
//! differ).

use super::action_types::{on_the_move, ActionDef, Aiming};
use super::features::{qualities as q, talents as t, traits as tr, Feature};
use super::hazards::*;
use super::healing::*;
use super::tables::{DIFFICULTIES_FIRST_GEN, MULTIPLE_HITS_FIRST_GEN, SIZES_RT};
use super::*;
use crate::dice::DiceExpr;
use crate::model::{Action, DamageType, GrappleOption as G, Location};

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

/// 000 "Two-Weapon Fighting": the secondary hand alone -20; with Two-Weapon Wielder both
/// weapons attack under Multiple Attacks, each at -20 (Ambidextrous: -10). The text gives
/// each strike the one penalty, so the secondary hand's does not stack.
pub const TWO_WEAPON: TwoWeapon = TwoWeapon {
    secondary_hand: -20,
    both: -20,
    both_ambidextrous: -10,
    secondary_stacks: false,
    melee_talent: "two_weapon_wielder",
    ranged_talent: "two_weapon_wielder",
    via: Some(Action::MultipleAttacks),
    melee_actions: &[Action::Standard],
    // 000: each ranged weapon may fire on its own mode
    ranged_actions: &[Action::Standard, Action::SemiAuto, Action::FullAuto],
    ambidextrous: "ambidextrous",
};

/// 000 "Multiple Attacks" names the talents only; their strikes (two, three) are the
/// published talent rules.
pub const TALENT_STRIKES: [TalentStrikes; 2] =
    [TalentStrikes { talent: "lightning_attack", strikes: 3 }, TalentStrikes { talent: "swift_attack", strikes: 2 }];

/// 000 "Missing": a failed BS test with a thrown weapon scatters 1d10 on the diagram and
/// 1d5 metres. Blast weapons scatter as well (published Blast quality; 002 names them).
pub const MISS_SCATTER: MissScatter = MissScatter { thrown: true, blast: true, metres_die: 5 };

/// 000 "Dodging Auto-Fire and Area Effect Attacks": the edge within the Agility Bonus in
/// metres.
pub const AREA_DODGE: AreaDodge = AreaDodge { metres_per_agility_bonus: 1 };

/// 000 has no flying rules; the engine uses 003's "Altitude" (low fliers: +16 m and -10 to
/// shots from below, no melee).
pub const FLYING: Flying = Flying { low_extra_range: 16.0, low_from_below: -10, low_blocks_melee: true };

/// The first generation's attack actions; Rogue Trader adds bursts on the move for pistol
/// and basic weapons (000 "Semi-Auto Burst", "Full Auto Burst").
pub const ATTACKS: [ActionDef; 15] = {
    let g = super::action_types::FIRST_GEN_ATTACKS;
    [
        g[0],
        on_the_move(g[1], 0),
        on_the_move(g[2], -10),
        g[3],
        g[4],
        g[5],
        g[6],
        g[7],
        g[8],
        g[9],
        g[10],
        g[11],
        g[12],
        g[13],
        g[14],
    ]
};

/// 000 "Stun", "Knock-Down", "Feint", "Manoeuvre", "Grapple" and "Grappling".
pub const MELEE: MeleeRules = MeleeRules {
    stun: StunRule {
        target_die: true,          // 000 "Stun": the target rolls 1d10 + TB + head AP
        head_armour_doubled: true, // 000 "Stun": unarmed or Primitive
        fatigue: 1,
        tie_stuns: true, // 000 "Stun": "equal or higher"
    },
    knock_down: KnockDownRule {
        moved_bonus: 10, // 000 "Knock-Down": a half action of movement first
        moved_label: "Moved a half action first",
        damage_degrees: 2,
        damage: DiceExpr { count: 1, sides: 5, modifier: -3 }, // 1d5-3+SB, armour doubled
        fatigue: 1,
        backlash_degrees: Some(2), // the target winning by two knocks the attacker prone
        backlash_needs_attacker_failure: false,
    },
    feint: FeintFollowUp::StandardAttackOnly, // 000 "Feint"
    manoeuvre_metres: 1,                      // 000 "Manoeuvre"
    grapple: GrappleRule {
        options: &[
            G::Start,
            G::Damage,
            G::ThrowDown,
            G::Push,
            G::Ready,
            G::Stand,
            G::BreakFree,
            G::SlipFree,
            G::TakeControl,
        ],
        avoid: GrappleAvoid::Reaction, // 000 "Grappling": any Reaction, if able
        damage: DiceExpr { count: 1, sides: 5, modifier: -3 }, // 000 "Grapple": 1d5-3+SB, Primitive
        fatigue: 1,
        size_degrees_per_step: 1, // 000 "Grappling", Size Differences
        slip_free_skill: "contortionist",
        slip_free_modifier: 0, // 000 "Grapple": Challenging (+0)
    },
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

/// 000 "Aim": +10 for a half action, +20 for a full one.
pub const AIM: Aiming = Aiming { half: 10, full: 20 };

/// 000 "Dodge" ("Dodging Auto-Fire": one hit plus one per degree), "Parry" (one hit),
/// "Guarded Attack" (+10 to Dodge and Parry).
pub const REACTIONS: Reactions =
    Reactions { guarded_bonus: 10, multi_hit: MultiHitEvasion::OnePlusDegrees, parry_negates_several: false };

/// 000 "Healing" (the damage states and natural healing), "Blood Loss", "Removing Fatigue"
/// and "Removing Characteristic Damage". First aid and extended care are the published
/// Medicae skill, which 000 "Medical Attention" points to (see the notes).
pub const HEALING: Healing = Healing {
    // 000 "Lightly Damaged": up to twice the Toughness Bonus; "Heavily Damaged": more;
    // "Critically Damaged": damage past the wounds
    states: DamageStates {
        light_up_to_tb_times: 2,
        lightly: "Lightly Damaged",
        heavily: "Heavily Damaged",
        critically: "Critically Damaged",
    },
    natural: NaturalHealing {
        // 000 "Lightly Damaged": 1 a day; a whole day of bed rest removes the Toughness Bonus
        lightly: NaturalRate {
            period_days: 1,
            normal: Recovers::Points(1),
            bed_rest: Recovers::ToughnessBonus,
            needs_medical_attention: false,
            toughness_test: None,
        },
        // 000 "Heavily Damaged": 1 a week; a whole week of rest removes the Toughness Bonus
        heavily: NaturalRate {
            period_days: 7,
            normal: Recovers::Points(1),
            bed_rest: Recovers::ToughnessBonus,
            needs_medical_attention: false,
            toughness_test: None,
        },
        // 000 "Critically Damaged": nothing on its own; 1 a week with rest and medical attention
        critically: NaturalRate {
            period_days: 7,
            normal: Recovers::Nothing,
            bed_rest: Recovers::Points(1),
            needs_medical_attention: true,
            toughness_test: None,
        },
    },
    // Published Medicae skill: the medic's Intelligence Bonus to a lightly damaged patient,
    // 1 to a heavily or critically damaged one
    first_aid: FirstAid {
        lightly: Treats::IntelligenceBonus,
        heavily: Treats::Points(1),
        critically: Treats::Points(1),
    },
    // Published Medicae skill: a test a day (lightly) or a week (heavily, critically); as many
    // patients as the Intelligence Bonus, -10 for each more; a success doubles natural
    // healing and adds 1 per degree; failing by 2 or 3 degrees deals 1 damage, by 4 or more
    // 1d10; a critically damaged patient tests Toughness or dies
    extended_care: ExtendedCare {
        lightly_days: 1,
        heavily_days: 7,
        critically_days: 7,
        extra_patient: -10,
        multiplier: 2,
        per_degree: 1,
        harm: &[
            CareHarm { degrees: 4, damage: DiceExpr { count: 1, sides: 10, modifier: 0 } },
            CareHarm { degrees: 2, damage: DiceExpr { count: 0, sides: 10, modifier: 1 } },
        ],
        critical_toughness_test: Some(0),
    },
    // 000 "Blood Loss": Difficult (-10), Very Hard (-30) while strenuously active
    blood_loss: Staunch { modifier: -10, strenuous: Some(-30) },
    recovery: Recovery {
        fatigue_per_hour: 1,                  // 000 "Removing Fatigue": a level an hour of rest
        fatigue_all_after_hours: 8,           // 000 "Removing Fatigue": eight hours in a row remove all
        characteristic_per_hour: 1,           // 000 "Removing Characteristic Damage": a point an hour
        fatigue_unconscious_minutes_base: 10, // 000 "Fatigue": unconscious for 10 - TB minutes
    },
};

/// 000 "Conditions and Special Damage": "Fire", "Falling", "Blood Loss", "Suffocation" and
/// "Vacuum". Damage whose type the text does not give is Impact (000 "Damage Types"); damage
/// whose location it does not give lands on the body.
pub const HAZARDS: Hazards = Hazards {
    falling: Falling {
        // 000 "Falling": 1d10 + 1 per metre, location rolled, no armour, Impact
        damage: FallDamage::PerMetre { base: expr(1, 10, 0), per_metre: 1 },
        damage_type: DamageType::Impact,
        ignores_armour: true,
        ignores_toughness: false,
    },
    fire: FireRule {
        // 000 "Fire": 1d10 Energy a round with no reduction from armour, and a level of
        // fatigue; the body unless the location is given
        burn: Dose {
            damage: expr(1, 10, 0),
            damage_type: DamageType::Energy,
            ignores_armour: true,
            ignores_toughness: false,
            fatigue: 1,
            location: Some(Location::Body),
        },
        catch_test: 0,        // 000 "Fire": Challenging (+0) Agility Test or catch fire
        willpower_test: 0,    // 000 "Fire": Challenging (+0) Willpower Test to act normally
        extinguish_test: -20, // 000 "Fire": drop prone and a Hard (-20) Agility Test, a Full Action
        extinguish_prone: true,
    },
    blood_loss: BloodLossRule {
        death_percent: 10, // 000 "Blood Loss": 10% a round
        fatigue: 0,
        medicae_test: -10,           // 000 "Blood Loss": Difficult (-10) Medicae Test
        medicae_strenuous_test: -30, // 000 "Blood Loss": Very Hard (-30) when strenuous
        toll_first: false,           // "unless treated": a staunched round is spared
    },
    suffocation: SuffocationRule {
        rounds_per_toughness_bonus: 2, // 000 "Suffocation": twice TB rounds when strenuous
        holding_test: Some(0),         // 000 "Suffocation": Challenging (+0) Toughness each round
        holding_fatigue: 1,
        out_of_breath: OutOfBreath::Unconscious, // 000 "Suffocation": out of time, unconscious
        // 000 "Suffocation": unconscious without air, 1d10 a round, no armour or Toughness
        unconscious: Smothering::Damage {
            dose: Dose {
                damage: expr(1, 10, 0),
                damage_type: DamageType::Impact,
                ignores_armour: true,
                ignores_toughness: true,
                fatigue: 0,
                location: Some(Location::Body),
            },
        },
        conserving: CONSERVING, // 000 "Suffocation": TB minutes at rest, +0 Toughness each minute or a level of fatigue
    },
    vacuum: VacuumRule {
        sudden_rounds_per_toughness_bonus: 1, // 000 "Vacuum": unharmed for TB rounds
        // 000 "Vacuum": then 1d10+3 Explosive at the end of each round, armour no help
        depressurisation: Dose {
            damage: expr(1, 10, 3),
            damage_type: DamageType::Explosive,
            ignores_armour: true,
            ignores_toughness: false,
            fatigue: 0,
            location: Some(Location::Body),
        },
        cold_test: 0, // 000 "Vacuum": in space, a Challenging (+0) Toughness Test each round
        // 000 "Vacuum": failed, 1d10 Energy from the cold, armour no help
        cold: Dose {
            damage: expr(1, 10, 0),
            damage_type: DamageType::Energy,
            ignores_armour: true,
            ignores_toughness: false,
            fatigue: 0,
            location: Some(Location::Body),
        },
        gradual_rounds_per_toughness_bonus: 2, // 000 "Vacuum": a thinning atmosphere, twice TB rounds
        gradual_test_step: -10,                // 000 "Vacuum": a Toughness Test at a cumulative -10
        // 000 "Vacuum": passed, 1d5 Explosive; failed, 1d10 Explosive; armour no help
        gradual_resisted: Dose {
            damage: expr(1, 5, 0),
            damage_type: DamageType::Explosive,
            ignores_armour: true,
            ignores_toughness: false,
            fatigue: 0,
            location: Some(Location::Body),
        },
        gradual: Dose {
            damage: expr(1, 10, 0),
            damage_type: DamageType::Explosive,
            ignores_armour: true,
            ignores_toughness: false,
            fatigue: 0,
            location: Some(Location::Body),
        },
    },
};

/// 000 "Righteous Fury", "Unarmed Combat", Table 9-4 and the action descriptions.
/// The qualities, talents and traits Rogue Trader applies (`rules::features`).
const FEATURES: &[Feature] = &[
    q::ACCURATE_1,
    q::INACCURATE,
    q::BALANCED,
    q::UNBALANCED,
    q::UNWIELDY,
    q::DEFENSIVE,
    q::FLEXIBLE,
    q::TWIN_LINKED,
    q::STORM,
    q::SCATTER,
    q::BLAST,
    q::FLAME_1,
    q::RELIABLE,
    q::UNRELIABLE,
    q::OVERHEATS,
    q::TEARING,
    q::PROVEN,
    q::PRIMITIVE_1,
    q::FELLING,
    q::POWER_FIELD,
    q::SHOCKING_1,
    q::TOXIC_1,
    q::SNARE_1,
    q::SANCTIFIED,
    q::RECHARGE,
    q::SMOKE,
    t::SWIFT_ATTACK,
    t::LIGHTNING_ATTACK,
    t::TWO_WEAPON_WIELDER,
    t::AMBIDEXTROUS,
    t::TAKEDOWN_RT,
    t::MIGHTY_SHOT_1,
    t::CRUSHING_BLOW_1,
    t::MARKSMAN,
    t::DEADEYE_SHOT,
    t::PRECISE_BLOW,
    t::HIP_SHOOTING,
    t::GUNSLINGER,
    t::STEP_ASIDE,
    t::LIGHTNING_REFLEXES,
    t::TRUE_GRIT,
    t::COMBAT_MASTER,
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
    tr::NATURAL_ARMOUR,
    tr::MACHINE,
    tr::cited(tr::DAEMONIC_1, "Rogue Trader core rulebook, Traits"),
    tr::BRUTAL_CHARGE_1,
    tr::REGENERATION_1,
    tr::FLYER,
    tr::HOVERER,
    tr::cited(tr::QUADRUPED, "Rogue Trader core rulebook, Traits"),
    tr::cited(tr::CRAWLER, "Rogue Trader core rulebook, Traits"),
    tr::DARK_SIGHT,
    super::features::courage::FIRST_GEN[0],
    super::features::courage::FIRST_GEN[1],
    super::features::courage::FIRST_GEN[2],
    super::features::courage::FIRST_GEN[3],
    super::features::courage::FIRST_GEN[4],
    super::features::courage::FIRST_GEN[5],
];

pub const PROFILE: Profile = Profile {
    id: Ruleset::Rt,
    name: "Rogue Trader",
    degrees: Degrees::FullTens,
    natural_01_100: false,
    difficulties: DIFFICULTIES_FIRST_GEN,
    modifier_cap: 60, // 000 "Step One": the total is capped at +60 / -60
    fatigue_penalty: -10,
    untrained: Untrained::HalveBasicRefuseAdvanced, // 000 Grak: untrained Dodge at half Agility
    skills: &super::skills::RT,
    parry_is_skill: false, // 000 "Parry": a Weapon Skill test, no skill needed
    unnatural: Unnatural::MultiplyBonus,
    unnatural_extra_degrees: false,
    opposed_ties: OpposedTies::BonusThenLowerRoll,
    attacks: &super::action_types::bare::<15>(&ATTACKS),
    turn: TurnRules {
        reactions_per_round: 1,        // 000 "Reactions"
        defensive_stance_reactions: 1, // 000 Defensive Stance
        one_attack_one_concentration: false,
        repeatable: &["ready"], // 000 Ready: twice on two different items
    },
    aim: AIM,
    reactions: REACTIONS,
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
    talent_strikes: &TALENT_STRIKES,
    two_weapon: TWO_WEAPON,
    miss_scatter: MISS_SCATTER,
    area_dodge: AREA_DODGE,
    flying: FLYING,
    melee: MELEE,
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
    crits: &super::crits::rt_crits::TABLES,
    fatigue_threshold: FatigueThreshold::ToughnessBonus, // 000 "Fatigue"
    fatigue_death_at_double: false,
    fate: super::FATE, // as 003 (published Rogue Trader rule)
    healing: HEALING,
    hazards: HAZARDS,
    vehicles: &super::vehicles::FIRST,
    encounters: &super::encounters::FIRST,
    features: &super::features::bare::<{ FEATURES.len() }>(FEATURES),
};

/// What else the line rules: its notes and the domains an attack never reads (`Domains`).
pub const DOMAINS: Domains = Domains {
    sources: &["Rogue Trader core rulebook, combat chapter", "Rogue Trader quick reference, Rogue Trader quick summary"],
    notes: &[
        "Degrees: one per full 10 points of margin (Rogue Trader, Grak and Titus examples: 65 vs 32 is three).",
        "Opposed tests, basic skills and the untrained-skill rule are not in Rogue Trader; they follow Dark Heresy, whose rules Rogue Trader shares.",
        "Fatigue imposes -10 (Rogue Trader, Fatigue and Fatigued); Table 9-8 lists Fatigued under Challenging (+0), which the rule text overrides.",
        "The extra Righteous Fury damage roll is the weapon's dice and modifier; Strength Bonus is added once, to the first roll.",
        "The degrees of success replace the lowest damage die when that raises the total.",
        "Actions: Rogue Trader quick reference's action list drops a few names; the catalogue follows Rogue Trader Table 9-4.",
        "validateTurn: an unaware character takes no actions or reactions, like a stunned one (the books only make unaware targets easier to hit).",
        "Unarmed blows are Primitive (armour doubled) and cause a level of fatigue when the damage total reaches the target's Toughness Bonus.",
        "A pistol or basic weapon may fire a burst on the move: no bonus for a Semi-Auto Burst, -10 instead of +20 for a Full Auto Burst (Rogue Trader, Semi-Auto Burst, Full Auto Burst).",
        "The Titus semi-auto example reverses the target number (52) rather than the roll (23); the engine reverses the roll.",
        "Swift Attack and Lightning Attack are talents, not actions: Multiple Attacks makes two (Swift) or three (Lightning) melee strikes with one weapon (published talent rules; Rogue Trader only names them).",
        "Multiple Attacks: each strike is its own attack test with its own hits against the one target; the target's single reaction of the round goes to the first strike that hits. The target's state at the start of the action decides helplessness for every strike.",
        "Two-Weapon Wielder strikes are each -20 (Ambidextrous -10); the secondary hand's own -20 applies only to an attack made with it alone, and Ambidextrous removes it (Rogue Trader, Two-Weapon Fighting).",
        "Two weapons may fire at targets within 10 metres of each other (Rogue Trader); one request resolves one target, so both strikes go at it.",
        "Scatter of a miss: thrown weapons (Rogue Trader, Missing) and, by the published Blast quality, Blast weapons; a jammed weapon does not fire and does not scatter. The scatter diagram is not in the text: its d10 is read as ten equal sectors clockwise from straight on past the target (1) to the left of that (10).",
        "In zero gravity a miss rolls the scatter direction twice, one for each axis, and the 1d5 metres once (Rogue Trader, Scattering in Zero Gravity).",
        "A Dodge against an area attack (Blast or Flame, or areaEdge metres given) fails without a roll when the edge is beyond the Agility Bonus in metres; the edge defaults to the Blast value (the target at the centre). A successful Dodge takes the target out of the whole area (Rogue Trader).",
        "Flying follows Dark Heresy, Altitude (Rogue Trader has no flying rules): low fliers are out of melee, shots from below count 16 metres more range and take -10; high fliers only fight other high fliers.",
        "Stun: a tie between the two totals stuns for one round (Rogue Trader says equal or higher stuns, for the difference in rounds; a stun lasts at least one).",
        "Knock-Down and grapple damage are unarmed blows to the body (armour doubled), with no Righteous Fury and no degrees replacing the die; their level of fatigue is always added.",
        "'Wins by two or more degrees' (Knock-Down) is read as winning the opposed test with two or more degrees of success of one's own.",
        "Grapple push: the half move that caps it is the Agility Bonus in metres. Stand with a drag: the controller stands whatever the test; the target rises only if he wins.",
        "A helpless or unconscious character fails its side of an opposed test without a roll.",
        "Table 9-4 gives Overwatch '-20 to BS'; the action text puts the -20 on the kill zone's Pinning Test only, so the shot held ready keeps its own modifier.",
        "Suppressing fire: the first hit lands where the reversed test roll says, whoever it strikes; another character's first hit rolls a fresh d100 for location; later hits on a character follow Table 9-5. No Dodge against it (the Pinning Test is the defence the rule gives).",
        "Extra hits moved to characters within 2 m: the first moved hit on each rolls a fresh d100 for location, later ones follow Table 9-5. That they were no harder to hit is the caller's call.",
        "Pinning Tests are skipped by characters the attack killed or knocked out.",
        "Healing: lightly damaged up to twice the Toughness Bonus, heavily past it, critically with any critical damage; natural healing 1 a day (bed rest: TB a day) when lightly, 1 a week (a week of rest: TB) when heavily, and critical damage only with rest and medical attention, 1 a week (Rogue Trader, Healing). Critical damage heals before ordinary damage. The Heavily Damaged text says the character becomes lightly damaged at TB or less; the state definition and the Grak example say twice TB, which the engine follows.",
        "Medicae (Rogue Trader, Medical Attention, points to the skill, not in the rule extracts; the published skill): first aid removes the medic's Intelligence Bonus from a lightly damaged patient and 1 (critical damage first) from a heavily or critically damaged one; extended care tests once a day (lightly) or a week (heavily, critically), doubles natural healing and adds 1 per degree on a success, deals 1 damage on a failure by 2 or 3 degrees and 1d10 by 4 or more, and a critically damaged patient then tests Toughness or dies. A successful Medicae test is medical attention: effects that last until treated end.",
        "Blood loss stops on a Difficult (-10) Medicae test, Very Hard (-30) while the bleeder keeps up strenuous activity (Rogue Trader, Blood Loss). Fatigue: a level an hour of rest, all after eight hours; waking from fatigue unconsciousness leaves fatigue at the Toughness Bonus (Rogue Trader, Fatigue). Characteristic damage: a point an hour whatever the character does (Rogue Trader, Removing Characteristic Damage).",
        "Special damage whose location the text leaves out (suffocation, vacuum) lands on the body; suffocation's damage, of no stated type, is Impact.",
        "Blood loss: the round's Medicae test comes before the 10% death roll, and a staunched round is spared it.",
        "Vacuum: the cold of space, like depressurisation, begins after the Toughness Bonus in rounds unharmed; a thinning atmosphere's cumulative test is -10 in its first round, -20 in the next, and so on.",
    ],
    attacks: &ATTACKS,
    other_actions: &super::other_actions::RT,
    movement: &super::movement::RT,
    mind: &super::mind::RT,
    psychic: &super::warp::RT,
    features: FEATURES,
};
