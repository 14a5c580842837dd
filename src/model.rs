//! Plain request and outcome values (serde, camelCase), shared by every entry point.
//! Field names follow API.md; extensions are marked.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::dice::{DiceSpec, DieRecord};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ruleset {
    Dh1,
    Rt,
    Ow,
    Dh2,
}

impl Ruleset {
    pub const ALL: [Ruleset; 4] = [Ruleset::Dh1, Ruleset::Rt, Ruleset::Ow, Ruleset::Dh2];
    pub fn as_str(self) -> &'static str {
        match self {
            Ruleset::Dh1 => "dh1",
            Ruleset::Rt => "rt",
            Ruleset::Ow => "ow",
            Ruleset::Dh2 => "dh2",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Characteristic {
    Ws,
    Bs,
    S,
    T,
    Ag,
    Int,
    Per,
    Wp,
    Fel,
}

impl Characteristic {
    pub fn as_str(self) -> &'static str {
        match self {
            Characteristic::Ws => "ws",
            Characteristic::Bs => "bs",
            Characteristic::S => "s",
            Characteristic::T => "t",
            Characteristic::Ag => "ag",
            Characteristic::Int => "int",
            Characteristic::Per => "per",
            Characteristic::Wp => "wp",
            Characteristic::Fel => "fel",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Characteristic::Ws => "Weapon Skill",
            Characteristic::Bs => "Ballistic Skill",
            Characteristic::S => "Strength",
            Characteristic::T => "Toughness",
            Characteristic::Ag => "Agility",
            Characteristic::Int => "Intelligence",
            Characteristic::Per => "Perception",
            Characteristic::Wp => "Willpower",
            Characteristic::Fel => "Fellowship",
        }
    }
}

/// The nine characteristics; each may be omitted where a request does not use it.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Characteristics {
    pub ws: Option<i32>,
    pub bs: Option<i32>,
    pub s: Option<i32>,
    pub t: Option<i32>,
    pub ag: Option<i32>,
    pub int: Option<i32>,
    pub per: Option<i32>,
    pub wp: Option<i32>,
    pub fel: Option<i32>,
}

impl Characteristics {
    pub fn get(&self, c: Characteristic) -> Option<i32> {
        match c {
            Characteristic::Ws => self.ws,
            Characteristic::Bs => self.bs,
            Characteristic::S => self.s,
            Characteristic::T => self.t,
            Characteristic::Ag => self.ag,
            Characteristic::Int => self.int,
            Characteristic::Per => self.per,
            Characteristic::Wp => self.wp,
            Characteristic::Fel => self.fel,
        }
    }
    pub fn entries(&self) -> [(Characteristic, Option<i32>); 9] {
        use Characteristic::*;
        [Ws, Bs, S, T, Ag, Int, Per, Wp, Fel].map(|c| (c, self.get(c)))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "camelCase")]
pub enum Location {
    Head,
    RightArm,
    LeftArm,
    Body,
    RightLeg,
    LeftLeg,
}

impl Location {
    pub fn as_str(self) -> &'static str {
        match self {
            Location::Head => "head",
            Location::RightArm => "rightArm",
            Location::LeftArm => "leftArm",
            Location::Body => "body",
            Location::RightLeg => "rightLeg",
            Location::LeftLeg => "leftLeg",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Location::Head => "head",
            Location::RightArm => "right arm",
            Location::LeftArm => "left arm",
            Location::Body => "body",
            Location::RightLeg => "right leg",
            Location::LeftLeg => "left leg",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DamageType {
    Energy,
    Explosive,
    Impact,
    Rending,
}

impl DamageType {
    pub fn as_str(self) -> &'static str {
        match self {
            DamageType::Energy => "energy",
            DamageType::Explosive => "explosive",
            DamageType::Impact => "impact",
            DamageType::Rending => "rending",
        }
    }
}

/// A per-location value (armour points).
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PerLocation {
    pub head: Option<i32>,
    pub right_arm: Option<i32>,
    pub left_arm: Option<i32>,
    pub body: Option<i32>,
    pub right_leg: Option<i32>,
    pub left_leg: Option<i32>,
}

impl PerLocation {
    pub fn get(&self, l: Location) -> i32 {
        match l {
            Location::Head => self.head,
            Location::RightArm => self.right_arm,
            Location::LeftArm => self.left_arm,
            Location::Body => self.body,
            Location::RightLeg => self.right_leg,
            Location::LeftLeg => self.left_leg,
        }
        .unwrap_or(0)
    }
    pub fn entries(&self) -> [(Location, Option<i32>); 6] {
        use Location::*;
        [
            (Head, self.head),
            (RightArm, self.right_arm),
            (LeftArm, self.left_arm),
            (Body, self.body),
            (RightLeg, self.right_leg),
            (LeftLeg, self.left_leg),
        ]
    }
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SkillEntry {
    #[serde(default)]
    pub trained: bool,
    #[serde(default)]
    pub bonus: i32,
    /// Extension: overrides the ruleset's basic/advanced classification for this skill.
    pub advanced: Option<bool>,
}

/// `'name'` or `{ id, value }` (traits and weapon qualities).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(untagged)]
pub enum Tagged {
    Id(String),
    Full { id: String, value: Option<f64> },
}

impl Tagged {
    pub fn id(&self) -> &str {
        match self {
            Tagged::Id(s) => s,
            Tagged::Full { id, .. } => id,
        }
    }
    pub fn value(&self) -> Option<f64> {
        match self {
            Tagged::Id(_) => None,
            Tagged::Full { value, .. } => *value,
        }
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(untagged)]
pub enum SizeRef {
    Name(String),
    Number(f64),
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Cover {
    pub ap: i32,
    pub locations: Vec<Location>,
}

/// A state a character is in. API.md names most of these; the engine adds a few it needs
/// to know about from earlier turns (`unconscious`, `guarded`, `allOutAttack`,
/// `defensiveStance`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Condition {
    Prone,
    Stunned,
    Helpless,
    /// Unaware of the attacker (not yet attacked this combat, or not seen).
    Unaware,
    /// Surprised: loses the first turn; attacks on it are as on an unaware target.
    Surprised,
    Pinned,
    /// Ran on its last turn.
    Running,
    Grappled,
    /// Engaged in melee.
    Engaged,
    Fatigued,
    Blinded,
    OnFire,
    BloodLoss,
    Unconscious,
    /// Made a Guarded Attack or Guarded Action since its last turn (+10 to its reactions).
    Guarded,
    /// Made an All Out Attack since its last turn (no Dodge or Parry until then).
    AllOutAttack,
    /// Took the Defensive Stance since its last turn.
    DefensiveStance,
}

impl Condition {
    pub fn as_str(self) -> &'static str {
        match self {
            Condition::Prone => "prone",
            Condition::Stunned => "stunned",
            Condition::Helpless => "helpless",
            Condition::Unaware => "unaware",
            Condition::Surprised => "surprised",
            Condition::Pinned => "pinned",
            Condition::Running => "running",
            Condition::Grappled => "grappled",
            Condition::Engaged => "engaged",
            Condition::Fatigued => "fatigued",
            Condition::Blinded => "blinded",
            Condition::OnFire => "onFire",
            Condition::BloodLoss => "bloodLoss",
            Condition::Unconscious => "unconscious",
            Condition::Guarded => "guarded",
            Condition::AllOutAttack => "allOutAttack",
            Condition::DefensiveStance => "defensiveStance",
        }
    }
}

/// How high a character flies (003 "Altitude"). Absent: on the ground.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub enum Altitude {
    #[default]
    Ground,
    /// Skimming no more than 2 metres up: fights as on the ground.
    Hover,
    /// Up to 15 metres: no melee; shots from below count extra range and a penalty.
    Low,
    /// Far above: only other high fliers can attack or be attacked.
    High,
}

impl Altitude {
    pub fn as_str(self) -> &'static str {
        match self {
            Altitude::Ground => "ground",
            Altitude::Hover => "hover",
            Altitude::Low => "low",
            Altitude::High => "high",
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Actor {
    pub name: Option<String>,
    pub characteristics: Characteristics,
    #[serde(default)]
    pub unnatural: Characteristics,
    #[serde(default)]
    pub skills: BTreeMap<String, SkillEntry>,
    #[serde(default)]
    pub talents: Vec<String>,
    #[serde(default)]
    pub traits: Vec<Tagged>,
    pub size: Option<SizeRef>,
    /// Maximum wounds. Required of an attack's target; tests and initiative do not use it.
    pub wounds: Option<i32>,
    #[serde(default)]
    pub damage: i32,
    #[serde(default)]
    pub critical_damage: i32,
    #[serde(default)]
    pub fatigue: i32,
    #[serde(default)]
    pub armour: PerLocation,
    pub cover: Option<Cover>,
    #[serde(default)]
    pub conditions: Vec<Condition>,
    #[serde(default)]
    pub player: bool,
    /// Extension: flying altitude (`'hover' | 'low' | 'high'`; absent or `'ground'`: on the
    /// ground).
    #[serde(default)]
    pub altitude: Altitude,
}

impl Actor {
    pub fn has_condition(&self, c: Condition) -> bool {
        self.conditions.contains(&c)
    }
    pub fn has_talent(&self, id: &str) -> bool {
        self.talents.iter().any(|t| t == id)
    }
    pub fn display_name(&self, fallback: &str) -> String {
        self.name.clone().filter(|n| !n.is_empty()).unwrap_or_else(|| fallback.to_string())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum WeaponClass {
    Melee,
    Pistol,
    Basic,
    Heavy,
    Thrown,
    Unarmed,
}

impl WeaponClass {
    pub fn is_melee(self) -> bool {
        matches!(self, WeaponClass::Melee | WeaponClass::Unarmed)
    }
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RateOfFire {
    #[serde(default)]
    pub single: Option<bool>,
    pub semi: Option<i32>,
    pub full: Option<i32>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Weapon {
    pub name: Option<String>,
    pub class: WeaponClass,
    pub damage: String,
    pub damage_type: DamageType,
    #[serde(default)]
    pub penetration: i32,
    pub range: Option<f64>,
    pub rate_of_fire: Option<RateOfFire>,
    #[serde(default)]
    pub qualities: Vec<Tagged>,
}

/// The attack actions `resolveAttack` resolves. What each one does in each line (its type,
/// modifier, hits and fire mode) is data in the ruleset profiles (`rules::actions`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Action {
    Standard,
    SemiAuto,
    FullAuto,
    AllOut,
    Charge,
    CalledShot,
    Guarded,
    Swift,
    Lightning,
    MultipleAttacks,
    SuppressingFire,
    Overwatch,
    Stun,
    KnockDown,
    Feint,
    Manoeuvre,
    Grapple,
}

impl Action {
    pub const fn as_str(self) -> &'static str {
        match self {
            Action::Standard => "standard",
            Action::SemiAuto => "semiAuto",
            Action::FullAuto => "fullAuto",
            Action::AllOut => "allOut",
            Action::Charge => "charge",
            Action::CalledShot => "calledShot",
            Action::Guarded => "guarded",
            Action::Swift => "swift",
            Action::Lightning => "lightning",
            Action::MultipleAttacks => "multipleAttacks",
            Action::SuppressingFire => "suppressingFire",
            Action::Overwatch => "overwatch",
            Action::Stun => "stun",
            Action::KnockDown => "knockDown",
            Action::Feint => "feint",
            Action::Manoeuvre => "manoeuvre",
            Action::Grapple => "grapple",
        }
    }
}

/// Which hand holds the weapon that attacks (000 and 003 "Two-Weapon Fighting").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub enum Hand {
    #[default]
    Primary,
    Secondary,
}

impl Hand {
    pub fn as_str(self) -> &'static str {
        match self {
            Hand::Primary => "primary",
            Hand::Secondary => "secondary",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub enum Aim {
    #[default]
    None,
    Half,
    Full,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub enum Reaction {
    #[default]
    None,
    Dodge,
    Parry,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(untagged)]
pub enum Circumstance {
    Flag(bool),
    Number(f64),
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
pub struct NamedModifier {
    pub label: String,
    pub value: i32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[serde(rename_all = "camelCase")]
pub enum FuryOption {
    /// As the line's rules say (dh1/rt: player characters only; ow/dh2: everyone).
    #[default]
    Rules,
    Always,
    Never,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Options {
    #[serde(default)]
    pub sudden_death: bool,
    #[serde(default)]
    pub righteous_fury: FuryOption,
    /// Extension: the fight is in zero gravity (a missed thrown or blast weapon scatters on
    /// two axes).
    #[serde(default)]
    pub zero_gravity: bool,
    /// Extension: the optional stray-shots rule for shooting into melee (000 "Stray Shots",
    /// 003 "Shooting into Melee"): near misses and burst hits strike `meleeOpponent`.
    #[serde(default)]
    pub stray_shots: bool,
}

/// Extension: the burst suppressing fire lays down, where the line lets the shooter choose
/// (004 Suppressing Fire: semi-auto or full-auto).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub enum BurstMode {
    Semi,
    #[default]
    Full,
}

/// Extension: another character an attack involves (a member of a kill zone, the target's
/// opponent in melee). `id` is the caller's, echoed in `AttackOutcome::others`.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ZoneMember {
    pub id: String,
    pub actor: Actor,
}

/// Extension: a character within 2 metres of the target that takes some of a burst's extra
/// hits instead (000 and 003 Semi-Auto and Full Auto Burst).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SpreadTarget {
    pub id: String,
    pub actor: Actor,
    /// The most extra hits moved to this character (taken from the end of the hits).
    pub hits: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AttackRequest {
    pub ruleset: Ruleset,
    pub attacker: Actor,
    pub target: Actor,
    pub weapon: Weapon,
    pub action: Action,
    #[serde(default)]
    pub aim: Aim,
    pub called_location: Option<Location>,
    pub range: Option<f64>,
    #[serde(default)]
    pub circumstances: BTreeMap<String, Circumstance>,
    #[serde(default)]
    pub modifiers: Vec<NamedModifier>,
    #[serde(default)]
    pub reaction: Reaction,
    #[serde(default)]
    pub options: Options,
    pub dice: Option<DiceSpec>,
    /// Extension: the hand holding `weapon` (`'secondary'`: the secondary-hand penalty).
    #[serde(default)]
    pub hand: Hand,
    /// Extension: a weapon in the secondary hand that attacks too (Multiple Attacks with
    /// Two-Weapon Wielder in dh1/rt; beside the primary hand's action in ow/dh2).
    pub secondary_weapon: Option<Weapon>,
    /// Extension: the primary hand's attack when both weapons attack under Multiple Attacks
    /// (dh1/rt; default `'standard'`).
    pub primary_action: Option<Action>,
    /// Extension: the secondary hand's attack when both weapons attack (default
    /// `'standard'`).
    pub secondary_action: Option<Action>,
    /// Extension: metres the target must move to leave the area of an area attack (a Dodge
    /// beyond its reach fails). Defaults to the Blast value for Blast weapons.
    pub area_edge: Option<f64>,
    /// Set by the engine on the strikes of a two-weapon attack (never read from JSON).
    #[serde(skip)]
    pub both_hands: bool,
    /// Extension: what a `grapple` action does (required with it, refused without it).
    pub grapple: Option<GrappleRequest>,
    /// Extension: the burst of a suppressing fire ('semi' or 'full'; default 'full').
    pub fire_mode: Option<BurstMode>,
    /// Extension: the attack an Overwatch fires when triggered (default 'fullAuto').
    pub overwatch_attack: Option<Action>,
    /// Extension: the other characters in a suppressing fire's or an overwatch's kill zone
    /// (`target` is always in it).
    #[serde(default)]
    pub kill_zone: Vec<ZoneMember>,
    /// Extension: characters within 2 metres of the target taking some of the extra hits.
    #[serde(default)]
    pub spread: Vec<SpreadTarget>,
    /// Extension: the target's opponent in melee, for `options.strayShots`.
    pub melee_opponent: Option<ZoneMember>,
}

/// The options of the Grapple action (000 "Grapple" and "Grappling"; 003 "Grapple (Full
/// Action)" and "Grappling"; 004 Combat Actions "Grapple"). The option names the actor's
/// role: `start` opens a grapple; `damage` to `stand` are the controller's; `breakFree`,
/// `slipFree` and `takeControl` are the grappled target's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum GrappleOption {
    Start,
    Damage,
    ThrowDown,
    Push,
    Ready,
    Stand,
    BreakFree,
    SlipFree,
    TakeControl,
}

impl GrappleOption {
    pub fn as_str(self) -> &'static str {
        match self {
            GrappleOption::Start => "start",
            GrappleOption::Damage => "damage",
            GrappleOption::ThrowDown => "throwDown",
            GrappleOption::Push => "push",
            GrappleOption::Ready => "ready",
            GrappleOption::Stand => "stand",
            GrappleOption::BreakFree => "breakFree",
            GrappleOption::SlipFree => "slipFree",
            GrappleOption::TakeControl => "takeControl",
        }
    }
    /// Options only the controller of a grapple takes.
    pub fn is_controller_option(self) -> bool {
        matches!(
            self,
            GrappleOption::Damage
                | GrappleOption::ThrowDown
                | GrappleOption::Push
                | GrappleOption::Ready
                | GrappleOption::Stand
        )
    }
}

/// Extension: the `grapple` field of an attack request.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GrappleRequest {
    pub option: GrappleOption,
    /// `start` only: the grapple is attempted with a Charge rather than a Standard Attack.
    #[serde(default)]
    pub charge: bool,
    /// `stand` only: the controller also tries to drag the prone target up (opposed
    /// Strength).
    #[serde(default)]
    pub drag: bool,
}

/// An attack to analyse and how many times to roll it (`json::analyze_request` reads one
/// from JSON text).
#[derive(Debug, Clone)]
pub struct AnalyzeRequest {
    pub attack: AttackRequest,
    pub trials: Option<u32>,
}

/// A named difficulty (`'hard'`) or a number (`-20`).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(untagged)]
pub enum Difficulty {
    Name(String),
    Value(f64),
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TestRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    pub characteristic: Characteristic,
    pub skill: Option<String>,
    #[serde(default)]
    pub modifiers: Vec<NamedModifier>,
    pub difficulty: Option<Difficulty>,
    pub dice: Option<DiceSpec>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OpposedSide {
    pub actor: Actor,
    pub characteristic: Characteristic,
    pub skill: Option<String>,
    #[serde(default)]
    pub modifiers: Vec<NamedModifier>,
    pub difficulty: Option<Difficulty>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OpposedRequest {
    pub ruleset: Ruleset,
    pub a: OpposedSide,
    pub b: OpposedSide,
    pub dice: Option<DiceSpec>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Combatant {
    pub id: String,
    pub actor: Actor,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitiativeRequest {
    pub ruleset: Ruleset,
    pub combatants: Vec<Combatant>,
    pub dice: Option<DiceSpec>,
}

// ---------------------------------------------------------------- outcomes

#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TestResult {
    pub characteristic: Characteristic,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skill: Option<String>,
    pub base: i32,
    pub modifiers: Vec<NamedModifier>,
    pub target: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub roll: Option<u32>,
    pub success: bool,
    pub degrees: i32,
    /// Extension: true when the result was automatic (no roll).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub automatic: bool,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OpposedOutcome {
    pub a: TestResult,
    pub b: TestResult,
    pub winner: Option<&'static str>,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TestOutcome {
    #[serde(flatten)]
    pub result: TestResult,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InitiativeEntry {
    pub id: String,
    pub roll: u32,
    pub total: i32,
    /// Extension: the Agility Bonus added to the roll.
    pub bonus: i32,
    /// Extension: the tie-break die, when one was needed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tie_roll: Option<u32>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InitiativeOutcome {
    pub order: Vec<InitiativeEntry>,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

/// One structured critical effect. The full catalogue of effects per table row is still to
/// come; today rows that kill outright carry `death`, and rows that kill on a failed test
/// carry `test` with `onFailure: death`.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Effect {
    Death,
    #[serde(rename_all = "camelCase")]
    Test {
        characteristic: Characteristic,
        modifier: i32,
        on_failure: &'static str,
    },
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Critical {
    pub damage_type: DamageType,
    pub location: Location,
    /// The table row applied (1..=10; higher totals use row 10).
    pub severity: u32,
    pub effects: Vec<Effect>,
    pub lethal: bool,
    /// Extension: the cumulative critical damage that chose the row (0 for a Righteous Fury
    /// critical in ow/dh2, whose row is rolled).
    pub critical_damage: i32,
    /// Extension: the seed table the row comes from.
    pub table: &'static str,
    /// Extension: 'damage' (damage past wounds) or 'righteousFury' (ow/dh2 d5 critical).
    pub source: &'static str,
}

#[derive(Debug, Clone, Serialize, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct DamageRoll {
    /// The damage total before cover, armour and toughness.
    pub total: i32,
    /// Extension: the value each damage die counted for, left to right (after any
    /// replacement by degrees of success), then any Righteous Fury dice.
    pub dice: Vec<u32>,
    pub modifier: i32,
    pub strength_bonus: i32,
    /// Extension (rt): the die whose value the degrees of success replaced, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub degrees_replaced: Option<ReplacedDie>,
    /// Extension: the extra damage Righteous Fury added (dh1/rt).
    pub fury_bonus: i32,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ReplacedDie {
    pub index: usize,
    pub was: u32,
    pub now: u32,
}

#[derive(Debug, Clone, Serialize, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct FuryRecord {
    pub triggered: bool,
    /// dh1/rt: whether the confirmation test hit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub confirmed: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub confirmation_roll: Option<u32>,
    /// dh1/rt: the extra damage added (sum of every chained roll).
    pub extra_damage: i32,
    /// ow/dh2: the d5 rolled for the critical row.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub critical_roll: Option<u32>,
    /// Why it did not apply, when a 10 came up but the rules stopped it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suppressed: Option<&'static str>,
}

#[derive(Debug, Clone, Serialize, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct Soak {
    pub cover_ap: i32,
    pub cover_absorbed: i32,
    pub armour: i32,
    pub penetration: i32,
    pub effective_armour: i32,
    pub toughness_bonus: i32,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Hit {
    pub location: Location,
    /// Extension: an extra hit of a burst (not the first), which the attacker may instead
    /// give to another target within 2 metres that is no harder to hit.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub extra: bool,
    pub damage: DamageRoll,
    pub wounds: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub critical: Option<Critical>,
    /// Extension: every critical this hit caused (ow/dh2 can add a Righteous Fury critical
    /// beside the one from damage past wounds); `critical` is the most severe.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub criticals: Vec<Critical>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub righteous_fury: Option<FuryRecord>,
    pub soak: Soak,
    /// Extension: fatigue levels this hit inflicted (e.g. unarmed blows).
    #[serde(skip_serializing_if = "is_zero")]
    pub fatigue: i32,
    /// Extension: the strike (1-based index into `strikes`) that scored this hit, when the
    /// action struck several times.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strike: Option<u32>,
}

fn is_zero(v: &i32) -> bool {
    *v == 0
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Evasion {
    pub reaction: Reaction,
    pub test: TestResult,
    pub hits_negated: u32,
    /// Extension: a Dodge against an area attack: how far the edge was and how far the
    /// target could move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub area: Option<AreaEscape>,
}

/// Extension: the distances of a Dodge against an area attack.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AreaEscape {
    /// Metres to the edge of the area (`None`: not given; taken as within reach).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edge: Option<f64>,
    /// Metres the target can move to leave it (its Agility Bonus in metres).
    pub reach: i32,
    /// The edge is beyond reach: the Dodge failed without a roll.
    pub out_of_reach: bool,
}

/// Extension: one direction read off the scatter diagram.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ScatterDirection {
    /// The d10 rolled.
    pub roll: u32,
    /// The diagram sector (`rules::tables::SCATTER_DIAGRAM`): `long`, `longRight`, ...
    pub direction: &'static str,
    /// Degrees clockwise from straight on past the target, as the attacker sees it.
    pub bearing: u32,
}

/// Extension: where a missed thrown or blast weapon lands.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Scatter {
    #[serde(flatten)]
    pub direction: ScatterDirection,
    /// Metres from the aimed point.
    pub metres: u32,
    /// In zero gravity: the direction on the second axis.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub second_axis: Option<ScatterDirection>,
}

/// Extension: one strike of an action that attacks several times (Multiple Attacks, two
/// weapons).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Strike {
    /// The weapon's name, or `'primary'` / `'secondary'` when it has none.
    pub weapon: String,
    pub hand: Hand,
    /// The attack action of this strike.
    pub action: Action,
    pub test: TestResult,
    pub jammed: bool,
    pub ammo: u32,
    pub hits_scored: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub evasion: Option<Evasion>,
    pub hits_landed: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scatter: Option<Scatter>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TargetState {
    pub damage: i32,
    pub critical_damage: i32,
    pub fatigue: i32,
    pub conditions: Vec<Condition>,
    pub dead: bool,
    pub unconscious: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cover: Option<Cover>,
    /// Extension: rounds the target is stunned for by this action (a stun attempt).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stunned_rounds: Option<u32>,
}

/// Extension: the acting character's state after a melee special action that changed it
/// (knocked prone by a failed Knock-Down, grappling, breaking free...).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AttackerState {
    pub conditions: Vec<Condition>,
    pub fatigue: i32,
}

/// Extension: an opposed test made by a melee special action. `attacker` is the acting
/// character's test, `defender` the target's; `winner` is `'attacker'`, `'defender'` or
/// null (both failed, or equal in every respect).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Opposed {
    pub attacker: TestResult,
    pub defender: TestResult,
    pub winner: Option<&'static str>,
    /// Degrees of success added for being the larger grappler (000 "Grappling", Size
    /// Differences), counted only on a successful test.
    #[serde(skip_serializing_if = "is_zero")]
    pub attacker_size_degrees: i32,
    #[serde(skip_serializing_if = "is_zero")]
    pub defender_size_degrees: i32,
}

/// Extension: the two rolls of a stun attempt (000 "Stun", 003 "Stun (Full Action)", 004
/// Combat Actions "Stun").
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct StunRoll {
    /// The attacker's d10 face and its total (with the Strength Bonus).
    pub attacker_roll: u32,
    pub attacker_total: i32,
    /// The target's d10 face (absent where the line has the target roll no die).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target_roll: Option<u32>,
    /// The target's total: the die (if any), the Toughness Bonus and the head armour.
    pub target_total: i32,
    pub head_armour: i32,
    pub stunned: bool,
    /// Rounds stunned (0 when the stun failed).
    pub rounds: u32,
}

/// Extension: where a grapple stands after the action.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GrappleState {
    pub option: GrappleOption,
    /// Whether the two are grappling after the action.
    pub grappling: bool,
    /// Who controls the grapple: `'attacker'` (the acting character) or `'target'`; null
    /// when there is no grapple.
    pub controller: Option<&'static str>,
}

/// Extension: what the melee special actions (stun, knockDown, feint, manoeuvre, grapple)
/// produce, beside the contract's fields. Every field is absent for other actions.
#[derive(Debug, Clone, Serialize, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct MeleeResults {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opposed: Option<Opposed>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stun: Option<StunRoll>,
    /// A feint: whether it succeeded (the next melee attack on this target then takes the
    /// `feinted` circumstance).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub feinted: Option<bool>,
    /// Metres the target was pushed (Manoeuvre, or a grapple's Push).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pushed_metres: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grapple: Option<GrappleState>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attacker: Option<AttackerState>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AttackOutcome {
    pub ruleset: Ruleset,
    pub action: Action,
    pub test: TestResult,
    pub jammed: bool,
    /// Extension: rounds the attack expended (1 for a single shot, the rate of fire for a
    /// burst, 0 in melee), hit or miss.
    pub ammo: u32,
    pub hits_scored: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub evasion: Option<Evasion>,
    pub hits: Vec<Hit>,
    pub target: TargetState,
    /// Extension: where a missed thrown or blast weapon landed (the first strike that
    /// scattered).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scatter: Option<Scatter>,
    /// Extension: each strike of an action that attacked several times, in order. Then
    /// `test` is the first strike's, `jammed` whether any weapon jammed, `ammo` and
    /// `hitsScored` the sums, `evasion` the one reaction made, `hits` every landed hit in
    /// order. Empty (left out) for a single attack.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub strikes: Vec<Strike>,
    /// Extension: the results of a melee special action (flattened: `opposed`, `stun`,
    /// `feinted`, `pushedMetres`, `grapple`, `attacker`).
    #[serde(flatten)]
    pub melee: MeleeResults,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    /// Extension: the seed that continued the dice (given or drawn), for replay.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Extension: the attack an Overwatch fired.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub overwatch_attack: Option<Action>,
    /// Extension: the burst a suppressing fire laid down.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fire_mode: Option<BurstMode>,
    /// Extension: the target's Pinning Test (Willpower) after suppressing fire or an
    /// Overwatch shot; on a failure `target.conditions` gains `pinned`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pinning: Option<TestResult>,
    /// Extension: every other character the attack involved (kill zone, moved extra hits,
    /// stray shots), in request order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub others: Vec<OtherTarget>,
}

/// Extension: what an attack did to a character other than `target`.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OtherTarget {
    /// The caller's id for the character.
    pub id: String,
    /// Why it is here: 'killZone', 'spread' (extra hits moved to it) or 'meleeOpponent'.
    pub role: &'static str,
    /// Hits that landed on it, in order.
    pub hits: Vec<Hit>,
    /// Its state afterwards (`pinned` added to the conditions when it failed its test).
    pub target: TargetState,
    /// Its Pinning Test, when it had to take one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pinning: Option<TestResult>,
}

/// Extension: the end-of-turn test to shake off being pinned (`escapePinning`).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EscapeRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    /// Someone shot at the character since its last turn (no bonus). Default true.
    #[serde(default = "yes")]
    pub shot_at: bool,
    /// The character is engaged in melee (it escapes without a test; the `engaged`
    /// condition counts too).
    #[serde(default)]
    pub engaged: bool,
    /// The character is in cover (dh2 gives the bonus for cover too).
    #[serde(default)]
    pub in_cover: bool,
    #[serde(default)]
    pub modifiers: Vec<NamedModifier>,
    pub dice: Option<DiceSpec>,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Analysis {
    pub trials: u32,
    pub hit_chance: f64,
    pub mean_hits: f64,
    pub mean_wounds: f64,
    pub crit_chance: f64,
    pub kill_chance: f64,
    pub jam_chance: f64,
    /// Extension: chance the target is unconscious after the attack.
    pub unconscious_chance: f64,
    /// Extension: chance at least one hit triggered Righteous Fury.
    pub fury_chance: f64,
    pub seed: u64,
}
