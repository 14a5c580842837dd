//! Only War. Seed: 002 (GM reference sheet). Its Combat Actions table has the Description
//! column shifted against the Action column; it is read realigned with 004, which lists the
//! same second-generation actions.

use super::features::qualities::second as s;
use super::features::talents::second as st;
use super::features::{qualities as q, talents as t, traits as tr, Feature};
use super::hazards::*;
use super::healing::*;
use super::tables::{DIFFICULTIES_SECOND_GEN, MULTIPLE_HITS_FIRST_GEN, SIZES_OW};
use super::*;
use crate::model::Action;

/// 002 "Combat Circumstances" and "Combat Difficulty Summary" give the same values as Rogue
/// Trader's (000), including the waivers for shooting into melee and at prone targets at
/// point blank.
pub const CIRCUMSTANCES: Circumstances = Circumstances {
    pinned_blocks_melee: true, // 002 "Pinning": cannot start a melee while pinned
    ..super::rt::CIRCUMSTANCES
};

/// 002 "Two Weapon Fighting": the secondary hand -20; Two-Weapon Wielder (Melee) or
/// (Ballistic) lets each hand make its own attack action (Standard, Swift or Lightning in
/// melee; Standard, Semi- or Full-Auto ranged), each -20 plus the secondary hand's -20;
/// Ambidextrous: -10 each and no secondary-hand penalty.
pub const TWO_WEAPON: TwoWeapon = TwoWeapon {
    secondary_hand: -20,
    both: -20,
    both_ambidextrous: -10,
    secondary_stacks: true,
    melee_talent: "two_weapon_wielder_melee",
    ranged_talent: "two_weapon_wielder_ballistic",
    via: None,
    melee_actions: &[Action::Standard, Action::Swift, Action::Lightning],
    ranged_actions: &[Action::Standard, Action::SemiAuto, Action::FullAuto],
    ambidextrous: "ambidextrous",
};

/// 002 "Scatter": a failed BS test with a thrown weapon or one with Blast: 1d10 for the
/// direction, 1d5 metres.
pub const MISS_SCATTER: MissScatter = MissScatter { thrown: true, blast: true, metres_die: 5 };

/// 004 "Evasion": leaving an area needs no more than a Half Move, taken as the Agility
/// Bonus in metres (the published second-edition Half Move). 002 is silent.
pub const AREA_DODGE: AreaDodge = AreaDodge { metres_per_agility_bonus: 1 };

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

/// 002 "Damage and Healing" (the states and natural healing), "Blood Loss" and "Fatigue".
/// 002 names Medicae without its rules and says nothing of characteristic damage: those
/// follow Rogue Trader and Dark Heresy (see the notes).
pub const HEALING: Healing = Healing {
    // 002 "Damage and Healing": lightly up to twice TB; heavily more, without critical
    // damage; critically past the wounds
    states: DamageStates {
        light_up_to_tb_times: 2,
        lightly: "Lightly Damaged",
        heavily: "Heavily Damaged",
        critically: "Critically Damaged",
    },
    natural: NaturalHealing {
        // 002: 1 a day of normal activity; a full day of bed rest removes TB
        lightly: NaturalRate {
            period_days: 1,
            normal: Recovers::Points(1),
            bed_rest: Recovers::ToughnessBonus,
            needs_medical_attention: false,
            toughness_test: None,
        },
        // 002: nothing, unless a full day of bed rest, which removes 1
        heavily: NaturalRate {
            period_days: 1,
            normal: Recovers::Nothing,
            bed_rest: Recovers::Points(1),
            needs_medical_attention: false,
            toughness_test: None,
        },
        // 002: nothing, unless in complete rest: a Challenging (+0) Toughness test each 24
        // hours, 1 on a success
        critically: NaturalRate {
            period_days: 1,
            normal: Recovers::Nothing,
            bed_rest: Recovers::Points(1),
            needs_medical_attention: false,
            toughness_test: Some(0),
        },
    },
    // 002 "Damage and Healing" only says Medicae speeds recovery: the first generation's
    // published skill (as dh1)
    first_aid: super::dh1::HEALING.first_aid,
    extended_care: super::dh1::HEALING.extended_care,
    // 002 "Blood Loss": Difficult (-10), Very Hard (-30) during strenuous activity
    blood_loss: Staunch { modifier: -10, strenuous: Some(-30) },
    recovery: Recovery {
        fatigue_per_hour: 1,                  // 002 "Fatigue": a level an hour of normal rest
        fatigue_all_after_hours: 6,           // 002 "Fatigue": six hours remove all
        characteristic_per_hour: 1,           // 002 is silent: 000 "Removing Characteristic Damage"
        fatigue_unconscious_minutes_base: 10, // 002 "Fatigue": unconscious for 10 - TB minutes
    },
};

/// 002 "Conditions and Special Damage" ("Fire", "Falling", "Blood Loss", "Suffocation"; the
/// falling rule is printed under "Fire"). What 002 leaves out follows Rogue Trader (000).
pub const HAZARDS: Hazards = Hazards {
    // 002 "Fire" (its last sentences): 1d10 + 1 per metre, location rolled, Impact; 002
    // says nothing of armour: no armour, as 000
    falling: super::rt::HAZARDS.falling,
    // 002 "Fire": 1d10 ignoring armour and a level of fatigue a round, Energy, the body
    // unless stated; Challenging (+0) Agility to keep from catching fire and Willpower to
    // act; Hard (-20) Agility, a Full Action, to put it out (prone as 000)
    fire: super::rt::HAZARDS.fire,
    // 002 "Blood Loss": 10% a round; Medicae Difficult (-10), Very Hard (-30) if strenuous
    blood_loss: super::rt::HAZARDS.blood_loss,
    // 002 "Suffocation": twice TB rounds when strenuous, a Challenging (+0) Toughness Test
    // each round or a level of fatigue; what follows is not in 002: as 000
    suffocation: super::rt::HAZARDS.suffocation,
    // not in 002: 000 "Vacuum"
    vacuum: super::rt::HAZARDS.vacuum,
};

/// The qualities, talents and traits Only War applies (`rules::features`).
/// Only War's features with its talents and traits of the mind.
const ALL_FEATURES: [Feature; 74] = super::features::merged(FEATURES, &[], &super::features::courage::ONLY_WAR);

/// Only War's features but those of the mind (Dark Heresy 2nd edition starts from them).
pub const FEATURES: [Feature; 68] = [
    q::ACCURATE_2,
    s(q::INACCURATE),
    s(q::BALANCED),
    s(q::UNBALANCED),
    s(q::UNWIELDY),
    s(q::DEFENSIVE),
    s(q::FLEXIBLE),
    s(q::TWIN_LINKED),
    s(q::STORM),
    s(q::SCATTER),
    s(q::BLAST),
    q::FLAME_2,
    q::SPRAY,
    s(q::RELIABLE),
    s(q::UNRELIABLE),
    s(q::OVERHEATS),
    s(q::TEARING),
    s(q::PROVEN),
    q::PRIMITIVE_2,
    q::RAZOR_SHARP,
    q::MELTA,
    s(q::FELLING),
    s(q::POWER_FIELD),
    s(q::SHOCKING_1),
    q::TOXIC_2,
    q::SNARE_2,
    q::CONCUSSIVE,
    q::CRIPPLING,
    q::SANCTIFIED,
    s(q::RECHARGE),
    s(q::SMOKE),
    t::SWIFT_ATTACK_2,
    t::LIGHTNING_ATTACK_2,
    t::TWO_WEAPON_WIELDER_MELEE,
    t::TWO_WEAPON_WIELDER_BALLISTIC,
    st(t::AMBIDEXTROUS),
    t::MIGHTY_SHOT_2,
    t::CRUSHING_BLOW_2,
    st(t::MARKSMAN),
    st(t::DEADEYE_SHOT),
    t::PRECISION_KILLER_BALLISTIC,
    t::PRECISION_KILLER_MELEE,
    st(t::HIP_SHOOTING),
    st(t::GUNSLINGER),
    st(t::STEP_ASIDE),
    st(t::LIGHTNING_REFLEXES),
    st(t::TRUE_GRIT),
    st(t::COMBAT_MASTER),
    tr::UNNATURAL_WS_2,
    tr::UNNATURAL_BS_2,
    tr::UNNATURAL_S_2,
    tr::UNNATURAL_T_2,
    tr::UNNATURAL_AG_2,
    tr::UNNATURAL_INT_2,
    tr::UNNATURAL_PER_2,
    tr::UNNATURAL_WP_2,
    tr::UNNATURAL_FEL_2,
    tr::SIZE,
    tr::cited(tr::NATURAL_ARMOUR, SECOND_TRAITS),
    tr::cited(tr::MACHINE, SECOND_TRAITS),
    tr::DAEMONIC_2,
    tr::BRUTAL_CHARGE_2,
    tr::REGENERATION_2,
    tr::cited(tr::FLYER, SECOND_TRAITS),
    tr::cited(tr::HOVERER, SECOND_TRAITS),
    tr::cited(tr::QUADRUPED, SECOND_TRAITS),
    tr::cited(tr::CRAWLER, SECOND_TRAITS),
    tr::cited(tr::DARK_SIGHT, SECOND_TRAITS),
];
pub const SECOND_TRAITS: &str = "Only War and Dark Heresy 2nd edition core rulebooks, Traits";

pub const PROFILE: Profile = Profile {
    id: Ruleset::Ow,
    name: "Only War",
    degrees: Degrees::OnePlusFullTens,
    natural_01_100: false,
    difficulties: &DIFFICULTIES_SECOND_GEN,
    modifier_cap: 60, // 002 "Step 1: Apply Modifiers"
    fatigue_penalty: -10, // 002 "Fatigued"
    untrained: Untrained::Penalty(-20),
    skills: &super::skills::OW,
    parry_is_skill: true, // 004 "Evasion": Dodge or Parry skills
    unnatural: Unnatural::AddToBonus,
    unnatural_extra_degrees: false,
    opposed_ties: OpposedTies::BonusThenLowerRoll,
    attacks: &super::action_types::bare::<16>(&super::action_types::SECOND_GEN_ATTACKS),
    turn: TurnRules {
        reactions_per_round: 1,        // 002 "Actions"
        defensive_stance_reactions: 1, // 002 Combat Actions: Defensive Stance
        one_attack_one_concentration: true, // 004 Combat Actions (second generation)
        repeatable: &["ready"], // 004 Ready: twice on two different items
    },
    aim: super::rt::AIM, // 002 Combat Actions: +10 half, +20 full
    reactions: super::dh2::REACTIONS, // 002 "Evasion": the second generation's reaction
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
    talent_strikes: &[], // Swift and Lightning Attack are actions of their own (002, 004)
    two_weapon: TWO_WEAPON,
    miss_scatter: MISS_SCATTER,
    area_dodge: AREA_DODGE,
    flying: super::rt::FLYING, // 002 has no flying rules: 003 "Altitude"
    melee: super::dh2::MELEE, // 002 only names these actions (realigned: Stun Full, Knock Down Half...): 004's rules
    pinning: PINNING,
    stray_shots: super::rt::STRAY_SHOTS, // 002 is silent: 000's optional rule
    fury: Fury::CriticalD5 { crit_needs_damage: true }, // 002 "Righteous Fury"
    fury_players_only: false,
    degrees_replace_die: false,
    unarmed: super::rt::PROFILE.unarmed,
    multiple_hits: &MULTIPLE_HITS_FIRST_GEN, // 002 "Multiple Hits"
    crits: &super::crits::rt_crits::TABLES,
    fatigue_threshold: FatigueThreshold::ToughnessBonus, // 002 "Fatigue"
    fatigue_death_at_double: false,
    fate: super::FATE, // as 003 (published Only War rule)
    healing: HEALING,
    hazards: HAZARDS,
    vehicles: &super::vehicles::OW,
    encounters: &super::encounters::OW,
    features: &super::features::bare::<74>(&ALL_FEATURES),
};

/// What else the line rules: its notes and the domains an attack never reads (`Domains`).
pub const DOMAINS: Domains = Domains {
    sources: &["Only War GM reference sheet", "Dark Heresy 2nd edition second-generation action table (to realign Only War's)"],
    notes: &[
        "The Guarded Action is a half action made beside a Standard Attack: both modifiers apply (+10 and -10).",
        "Each degree of success on a Dodge or Parry negates one hit of a burst (published second-edition Evasion rule).",
        "Degrees: Only War is silent on counting them, but its actions award 'one hit for every Degree of Success', so a success always carries at least one. The engine counts one for the result plus one per full 10 points of margin (the same for failures).",
        "Untrained skills: the second-generation rule, any skill at -20 (Only War is silent). Difficulties add Trivial (+60) to Hellish (-60); Only War itself uses Arduous (-40).",
        "Unnatural characteristics add their value to the bonus (second-generation rule; Only War is silent).",
        "Righteous Fury: a 10 on a damage die rolls a d5 on the hit's critical table if the hit got through; a hit that did not get through deals 1 damage instead (Only War, Righteous Fury). Anyone may trigger it.",
        "Only War carries no critical tables or unarmed rules; both fall back to Rogue Trader.",
        "A helpless target is hit automatically with degrees equal to the Weapon Skill Bonus (second-generation rule, as Dark Heresy 2nd edition).",
        "Point blank is 2 metres or closer (Only War, Point Blank), with no short-weapon exception in Only War.",
        "Fatigue threshold is the Toughness Bonus (Only War, Fatigue).",
        "Actions: Only War's Combat Actions table is read realigned with Dark Heresy 2nd edition: 'Bribe Heavy Weapon' is Brace Heavy Weapon; from Feint down each Description sits one row late, and from Ready down each Type too. Where Only War still differs from Dark Heresy 2nd edition it is kept: Delay is a Half Action, Use a Skill is only Miscellaneous, Stand only gets up.",
        "Actions: one Attack and one Concentration action a round is Dark Heresy 2nd edition's second-generation rule; Only War does not state it. A pinned character may not start a melee (Only War, Pinning): a Standard Attack says reach 'melee' to be refused.",
        "Surprise: Only War names the step but not its effect; a surprised character loses its turn in the first round, as in Rogue Trader and Dark Heresy.",
        "validateTurn: an unaware character takes no actions or reactions, like a stunned one (the books only make unaware targets easier to hit).",
        "Swift Attack and Lightning Attack need the swift_attack / lightning_attack talents (Only War, Combat Actions, realigned) and score at most the Weapon Skill Bonus in hits (published second-edition rule; the sheets give no cap). There is no Multiple Attacks action.",
        "Two weapons: with Two-Weapon Wielder (Melee) / (Ballistic) the request's action is the primary hand's and secondaryAction the other hand's (Standard by default); each strike is -20 and the secondary hand's adds -20; with Ambidextrous each is -10 (Only War, Two Weapon Fighting). Mixed weapons need both talents. The target's one Evasion of the round goes to the first strike that hits.",
        "Scatter of a miss: thrown and Blast weapons (Only War, Scatter). Only War has no diagram: the d10 is read as ten equal sectors clockwise from straight on past the target. Zero gravity rolls the direction twice, one per axis (Dark Heresy 2nd edition).",
        "A Dodge against an area attack fails without a roll when the edge is beyond a Half Move, taken as the Agility Bonus in metres (Dark Heresy 2nd edition, Evasion; published second-edition Half Move).",
        "Flying is not in Only War; it follows Dark Heresy, Altitude (low fliers: no melee, shots from below +16 m and -10; high fliers only fight other high fliers).",
        "Stun, Knock Down, Feint, Manoeuvre and Grapple: Only War's realigned table only names them (Stun Full; Knock Down, Feint, Manoeuvre Half; Grapple Half/Full), so they follow Dark Heresy 2nd edition as dh2 does: no target die and no fatigue for Stun, +10 for a Knock Down with a Charge, no backlash, a feint covers any next melee attack, Rogue Trader's grapple options with Acrobatics for Slip Free.",
        "Suppressing fire (Only War realigned: Full, -20 BS): a semi- or full-auto burst as Dark Heresy 2nd edition has it, one hit plus one per two degrees beyond the first; every Pinning Test is +0 (Only War, Pinning), after semi- or full-auto fire alike.",
        "Overwatch: Only War names no attacks; as Dark Heresy 2nd edition, a Standard, Semi-Auto or Full-Auto attack, and only the characters it is fired at test for pinning (+0).",
        "Stray shots (optional): Only War is silent; Rogue Trader's rule (a miss by one degree or less, bursts alternate hits onto the opponent).",
        "Healing (Only War, Damage and Healing): lightly damaged up to twice the Toughness Bonus heals 1 a day, TB a day of bed rest; heavily damaged heals only with a full day of bed rest, 1 a day; critically damaged heals only in complete rest, 1 point of critical damage for each day whose Challenging (+0) Toughness test succeeds.",
        "Medicae: Only War says only that it speeds recovery; first aid and extended care follow Dark Heresy's published skill (the second-edition numbers are not in the sources): the medic's Intelligence Bonus, or 1, at once; extended care tested daily or weekly doubles natural healing plus 1 per degree, and a failure by three or more degrees deals 1 damage (a critically damaged patient tests Toughness or dies).",
        "Blood loss stops on a Difficult (-10) Medicae test, Very Hard (-30) during strenuous activity (Only War, Blood Loss). Fatigue: a level an hour of rest, all after six hours (Only War, Fatigue); waking from fatigue unconsciousness leaves the Toughness Bonus, as Rogue Trader. Characteristic damage heals a point an hour (Only War is silent: Rogue Trader).",
        "Special damage (Only War, Conditions and Special Damage; its falling rule is printed under Fire): Only War says nothing of armour against falls (none counts, as Rogue Trader), nor what follows when the breath runs out, nor of vacuum; these follow Rogue Trader.",
    ],
    attacks: &super::action_types::SECOND_GEN_ATTACKS,
    other_actions: &super::other_actions::OW,
    movement: &super::movement::SECOND,
    mind: &super::mind::OW,
    psychic: &super::warp::OW,
    features: &ALL_FEATURES,
};
