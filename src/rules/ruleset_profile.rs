//! The ruleset profile (`Profile`): every number and procedure choice of one game line,
//! grouped in sub-structs by the rule they serve: reactions, turn limits (000 "Using
//! Actions", 003 "Actions", 002 "Actions", 004 Combat Actions), the melee special actions
//! (000 "Stun", "Knock-Down", "Feint", "Grappling"; 003 "Stun (Full Action)", "Knock-Down
//! (Half Action)", "Grapple (Full Action)"; 004 Combat Actions), ranges, circumstances (000
//! Table 9-8 "Combat Circumstances"), two-weapon fighting (000 and 003 "Two-Weapon
//! Fighting"), scatter (000 and 003 "Missing"), flying (003 "Flying", "Altitude"), jams,
//! unarmed blows, pinning (000 and 003 "Pinning", 002 and 004 "Pinning"), stray shots and
//! fate (003 "Using Fate Points"). The lines' values are in `dh1.rs`, `rt.rs`, `ow.rs` and
//! `dh2.rs`.

use serde::Serialize;

use super::action_types::{ActionDef, Aiming};
use super::crits::CritTables;
use super::tables::{MultipleHits, SizeRow};
use super::*;
use crate::model::Ruleset;

/// Rules about reactions that differ between the lines.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Reactions {
    /// The bonus a Guarded attacker has on Dodge and Parry until its next turn.
    pub guarded_bonus: i32,
    pub multi_hit: MultiHitEvasion,
    /// Whether Parry can negate several hits of one attack (second generation: Evasion
    /// works alike for Dodge and Parry), or only one.
    pub parry_negates_several: bool,
}

/// Limits on what a character does in a turn and a round, for `validateTurn` (000 "Using
/// Actions", 003 "Actions", 002 "Actions", 004 Combat Actions).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct TurnRules {
    /// Reactions each character has in a round.
    pub reactions_per_round: u32,
    /// Reactions the Defensive Stance adds until the character's next turn (0: none).
    pub defensive_stance_reactions: u32,
    /// At most one Attack-subtype and one Concentration-subtype action a round.
    pub one_attack_one_concentration: bool,
    /// Half actions that may be taken twice in one turn (on two different items).
    pub repeatable: &'static [&'static str],
}

/// Stun (000 "Stun"; 003 "Stun (Full Action)"; 004 Combat Actions "Stun"): after a
/// successful Weapon Skill test the attacker rolls 1d10 + Strength Bonus against the
/// target's Toughness Bonus + head armour (+ 1d10 where the target rolls too).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct StunRule {
    /// The target adds a d10 to its total.
    pub target_die: bool,
    /// Head armour counts double against an unarmed or Primitive blow.
    pub head_armour_doubled: bool,
    /// Fatigue levels a successful stun adds.
    pub fatigue: i32,
    /// An equal total stuns (for one round, the least a stun lasts); otherwise the
    /// attacker's total must be higher.
    pub tie_stuns: bool,
}

/// Knock-Down (000 "Knock-Down"; 003 "Knock-Down (Half Action)"; 004 Combat Actions "Knock
/// Down"): an opposed Strength test.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct KnockDownRule {
    /// The bonus for moving (a half action; dh2: charging) before the attempt, asked for
    /// with the `movedFirst` circumstance.
    pub moved_bonus: i32,
    pub moved_label: &'static str,
    /// Degrees of success the winning attacker needs to also deal damage and fatigue.
    pub damage_degrees: i32,
    /// The damage dealt (plus the Strength Bonus), an unarmed blow to the body.
    pub damage: crate::dice::DiceExpr,
    pub fatigue: i32,
    /// Degrees of success a winning target needs to knock the attacker down (`None`: the
    /// line has no such backlash).
    pub backlash_degrees: Option<i32>,
    /// The backlash needs the attacker's own test to have failed.
    pub backlash_needs_attacker_failure: bool,
}

/// Grappling (000 "Grappling" and "Grapple"; 003 "Grappling" and "Grapple (Full Action)"; 004
/// Combat Actions "Grapple").
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct GrappleRule {
    /// The options the line has (`start` included).
    pub options: &'static [crate::model::GrappleOption],
    pub avoid: GrappleAvoid,
    /// The controller's Damage Opponent: this plus the Strength Bonus, an unarmed blow to
    /// the body, and `fatigue` levels.
    pub damage: crate::dice::DiceExpr,
    pub fatigue: i32,
    /// Extra degrees of success per size step for the larger grappler on a successful
    /// opposed test within the grapple.
    pub size_degrees_per_step: i32,
    /// The skill of Slip Free and its modifier.
    pub slip_free_skill: &'static str,
    pub slip_free_modifier: i32,
}

/// The melee special actions' numbers.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct MeleeRules {
    pub stun: StunRule,
    pub knock_down: KnockDownRule,
    pub feint: FeintFollowUp,
    /// Metres a won Manoeuvre moves the target (the attacker may follow as far).
    pub manoeuvre_metres: u32,
    pub grapple: GrappleRule,
}

/// Range bands for ranged attacks.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Ranges {
    /// A target at this distance or closer is at point blank.
    pub point_blank_metres: f64,
    /// For weapons whose short range (half range) is under 3 m, point blank is this many
    /// metres (`None`: no special case in this line's text).
    pub point_blank_short_weapon: Option<PointBlankShort>,
    pub point_blank: i32,
    pub short: i32,
    pub long: i32,
    pub extreme: i32,
    /// Shots at a completely concealed target gain no range modifier.
    pub none_when_concealed: bool,
}

/// Combat circumstance modifiers (attack tests unless said otherwise).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Circumstances {
    pub darkness_melee: i32,
    pub darkness_ranged: i32,
    pub fog_ranged: i32,
    pub higher_ground_melee: i32,
    pub outnumber_two: i32,
    pub outnumber_three: i32,
    /// Melee attack and Dodge tests while standing in difficult / arduous terrain.
    pub difficult_terrain: i32,
    pub arduous_terrain: i32,
    pub weather: i32,
    pub unbraced_heavy: i32,
    pub concealed_target: i32,
    pub shooting_into_melee: i32,
    /// The into-melee penalty is ignored when someone in that melee is stunned, helpless or
    /// unaware.
    pub into_melee_waived_if_helpless: bool,
    pub unarmed_vs_armed: i32,
    pub untrained_weapon: i32,
    pub prone_target_melee: i32,
    /// Shooting a prone target (0 where the line has no such penalty).
    pub prone_target_ranged: i32,
    /// Whether the prone-target ranged penalty is waived at point blank.
    pub prone_ranged_waived_point_blank: bool,
    pub attacker_prone_melee: i32,
    pub attacker_prone_ranged: i32,
    pub stunned_target: i32,
    pub unaware_target: i32,
    pub running_target_melee: i32,
    pub running_target_ranged: i32,
    pub grappled_target_melee: i32,
    pub pinned_attacker_ranged: i32,
    /// A pinned character may not start a melee (002 Pinning).
    pub pinned_blocks_melee: bool,
    /// Melee attacks on a character in Defensive Stance (000 Defensive Stance, 003 Defensive
    /// Stance, 004 Combat Actions).
    pub defensive_stance_melee: i32,
    pub blinded_attacker_melee: i32,
    pub dodge_while_prone: i32,
}

/// Fighting with a weapon in each hand (000 and 003 "Two-Weapon Fighting", 002 "Two Weapon
/// Fighting").
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct TwoWeapon {
    /// An attack made with the secondary hand (`hand: 'secondary'`), unless Ambidextrous.
    pub secondary_hand: i32,
    /// Each strike when both weapons attack together.
    pub both: i32,
    /// The same with the `ambidextrous` talent.
    pub both_ambidextrous: i32,
    /// Whether the secondary hand's own penalty also applies to its strike when both
    /// weapons attack (without Ambidextrous).
    pub secondary_stacks: bool,
    /// The talent that lets two melee weapons attack together.
    pub melee_talent: &'static str,
    /// The talent that lets two ranged weapons attack together.
    pub ranged_talent: &'static str,
    /// The action under which both weapons attack (`None`: beside the primary hand's own
    /// attack action).
    pub via: Option<crate::model::Action>,
    /// The actions each hand may take when both attack, with a melee / a ranged weapon.
    pub melee_actions: &'static [crate::model::Action],
    pub ranged_actions: &'static [crate::model::Action],
    /// The talent that softens both penalties.
    pub ambidextrous: &'static str,
}

/// A talent that lets Multiple Attacks strike several times with one melee weapon.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct TalentStrikes {
    pub talent: &'static str,
    pub strikes: u32,
}

/// Where a missed thrown or blast weapon lands (000 "Missing", "Scattering in Zero
/// Gravity"; 003 "Missing"; 002 "Scatter"; 004 "Missing and Scattering"): a d10 on the
/// scatter diagram for the direction (`tables::SCATTER_DIAGRAM`), a die for the metres.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct MissScatter {
    /// Thrown weapons scatter.
    pub thrown: bool,
    /// Weapons with the Blast quality scatter.
    pub blast: bool,
    /// The die for the metres travelled.
    pub metres_die: u32,
}

/// Dodging an area attack (000 and 003 "Dodging Auto-Fire and Area Effect Attacks", 004
/// "Evasion"): the Dodge works only if the edge of the area is within reach. Which weapons
/// make area attacks is their qualities' (`rules::features::Fx::Blast` and `Fx::Spray`).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct AreaDodge {
    /// The reach, in metres per point of the target's Agility Bonus.
    pub metres_per_agility_bonus: i32,
}

/// Flying at altitude (003 "Flying", "Altitude").
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Flying {
    /// Metres added to the range of a shot from below at a low-altitude flier.
    pub low_extra_range: f64,
    /// The modifier to such a shot.
    pub low_from_below: i32,
    /// Melee is impossible when either side flies at low altitude.
    pub low_blocks_melee: bool,
}

#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Jams {
    /// An unmodified roll at or above this jams a single shot (and misses).
    pub single: u32,
    /// The threshold for semi- and full-auto fire.
    pub burst: u32,
}

#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct UnarmedRules {
    pub armour_multiplier: i32,
    pub fatigue: UnarmedFatigue,
    /// A 10 on an unarmed damage die counts as 5 (Righteous Fury still triggers).
    pub tens_count_as_five: bool,
}

/// Pinning: who tests, at what, and how a pinned character escapes (000 "Pinning", "Being
/// Pinned"; 003 "Pinning", "Being Pinned"; 002 "Pinning"; 004 "Pinning").
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Pinning {
    /// The Pinning Test (Willpower) of everyone in a kill zone swept by full-auto
    /// suppressing fire.
    pub suppressing_full: i32,
    /// The same after semi-auto suppressing fire; `None`: suppressing fire needs full-auto
    /// fire in this line.
    pub suppressing_semi: Option<i32>,
    /// The Pinning Test after an Overwatch shot.
    pub overwatch: i32,
    /// The attacks an Overwatch may hold ready.
    pub overwatch_attacks: &'static [crate::model::Action],
    /// After an Overwatch shot everyone in the kill zone tests (`true`), or only the
    /// characters the shot was aimed at (`false`).
    pub overwatch_tests_whole_zone: bool,
    /// The end-of-turn Willpower test to escape: its modifier, and the bonus when nobody
    /// shot at the character since its last turn.
    pub escape: i32,
    pub escape_not_shot_at: i32,
    /// The same bonus applies when the character is in cover.
    pub escape_bonus_in_cover: bool,
    /// A character engaged in melee escapes without a test.
    pub melee_escapes: bool,
}

#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct StrayShots {
    pub miss: StrayMiss,
    pub burst: StrayBurst,
}

/// What the procedures of every domain read of a line. What only some domains and the
/// catalogues read is in the line's `Domains`, reached through `Profile::domains`: a
/// separate constant, so a build whose code never asks for it (the attack entry) does not
/// link its tables and text. `rulesets()` serves both as one object (`Described`).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    pub id: Ruleset,
    pub name: &'static str,

    // Tests
    pub degrees: Degrees,
    /// A roll of 01 always succeeds and 100 always fails.
    pub natural_01_100: bool,
    pub difficulties: &'static [(&'static str, i32)],
    pub modifier_cap: i32,
    pub fatigue_penalty: i32,
    pub untrained: Untrained,
    /// Every skill of the line (`rules::skills`): its characteristic, basic or advanced,
    /// specialist or not. A request naming another skill is refused.
    pub skills: &'static [skills::SkillDef],
    /// Parry is a trained skill (second generation) rather than a plain WS test.
    pub parry_is_skill: bool,
    pub unnatural: Unnatural,
    /// A successful test on a characteristic with an Unnatural value adds half that value
    /// (rounded down) in degrees of success.
    pub unnatural_extra_degrees: bool,
    pub opposed_ties: OpposedTies,

    // Attacks
    /// The attack actions of this line: what `resolveAttack` resolves, each row carrying
    /// what the attack is (without its summary and source: `Domains::attacks` has them).
    #[serde(skip)]
    pub attacks: &'static [ActionDef],
    /// Limits on a turn's actions and a round's reactions.
    pub turn: TurnRules,
    pub aim: Aiming,
    pub reactions: Reactions,
    pub ranges: Ranges,
    pub circumstances: Circumstances,
    pub size_scope: SizeScope,
    pub sizes: &'static [SizeRow],
    pub jams: Jams,
    pub helpless_degrees: HelplessDegrees,
    /// Multiple Attacks with one weapon: the talents that allow it and their strikes, best
    /// first (empty where the line has no such action).
    pub talent_strikes: &'static [TalentStrikes],
    pub two_weapon: TwoWeapon,
    pub miss_scatter: MissScatter,
    pub area_dodge: AreaDodge,
    pub flying: Flying,
    /// Stun, Knock-Down, Feint, Manoeuvre and Grapple.
    pub melee: MeleeRules,
    pub pinning: Pinning,
    pub stray_shots: StrayShots,

    // Damage
    pub fury: Fury,
    /// By default only player characters trigger Righteous Fury.
    pub fury_players_only: bool,
    /// The attacker may replace one damage die with the degrees of success.
    pub degrees_replace_die: bool,
    pub unarmed: UnarmedRules,
    pub multiple_hits: &'static MultipleHits,
    pub crits: &'static CritTables<'static>,

    // Injury
    pub fatigue_threshold: FatigueThreshold,
    /// Fatigue at twice the threshold kills.
    pub fatigue_death_at_double: bool,
    pub fate: FateRules,

    // Healing
    /// Damage states, natural healing, Medicae, and recovery from fatigue and characteristic
    /// damage (`heal`).
    pub healing: healing::Healing,
    /// Falling, fire, blood loss, suffocation and vacuum.
    pub hazards: hazards::Hazards,
    /// Vehicles: driving, vehicle actions, chases, repair (002).
    pub vehicles: &'static super::vehicles::Vehicles,
    /// Comrades and hordes in an encounter (`rules::encounters`).
    pub encounters: &'static super::encounters::Encounters,

    // Qualities, talents and traits
    /// The weapon qualities, talents and traits the line applies (`features`), without
    /// their summaries and sources (`Domains::features` has them).
    #[serde(skip)]
    pub features: &'static [features::Feature],
}

/// What a fate point buys (003 "Using Fate Points"; the other lines' books are not among the
/// sources: their published rules are the same, see docs/rulesets.md).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct FateRules {
    /// Wounds a point recovers at once.
    pub recover_wounds: effects::Amount,
    /// The face the initiative die counts as.
    pub initiative_face: u32,
}

/// 003 "Using Fate Points": 1d5 wounds, initiative counted as a 10.
pub const FATE: FateRules = FateRules { recover_wounds: effects::d(1, 5), initiative_face: 10 };

/// The rest of a line's profile (`dh1::DOMAINS` and the others): its sources and notes,
/// the rules of the domains an attack never reads, and its attack actions and features
/// with their summaries and sources.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Domains {
    /// The seed files this profile follows, and notes on choices where they are silent.
    pub sources: &'static [&'static str],
    pub notes: &'static [&'static str],
    /// The rest of the line's combat actions (movement, concentration, reactions...), for
    /// the action catalogue and turn checks.
    pub other_actions: &'static [ActionDef],
    /// Movement, jumping, climbing, lifting and the hours of hard travel (`movement`,
    /// `resolveMove`).
    pub movement: &'static super::movement::Movement,
    /// Fear, the Shock table and the insanity track (`rules::mind`).
    pub mind: &'static super::mind::Mind,
    /// Focus Power and the warp's tables (`rules::warp`).
    pub psychic: &'static super::warp::Psychic,
    /// The attack actions of this line: what `resolveAttack` resolves, each row carrying
    /// what the attack is (`Profile::attacks` has the same rows without their text).
    pub attacks: &'static [ActionDef],
    /// The weapon qualities, talents and traits the line applies (`features`;
    /// `Profile::features` has the same rows without their text).
    pub features: &'static [features::Feature],
}

/// A line's profile as `rulesets()` serves it: its numbers and its domains (the Rust
/// `Profile` and `Domains`) in one object, the TypeScript type `Profile`.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", rename = "Profile"))]
pub struct Described {
    #[serde(flatten)]
    #[cfg_attr(feature = "ts", ts(flatten))]
    pub profile: &'static Profile,
    #[serde(flatten)]
    #[cfg_attr(feature = "ts", ts(flatten))]
    pub domains: &'static Domains,
}

impl Profile {
    /// The rest of the line's profile: its notes and the domains an attack never reads.
    pub fn domains(&self) -> &'static Domains {
        super::domains(self.id)
    }

    /// The catalogue row of an attack action, if the line has it.
    pub fn action(&self, a: crate::model::Action) -> Option<&'static ActionDef> {
        self.attacks.iter().find(|d| d.attack.is_some_and(|r| r.action == a))
    }
}
