//! Combat actions as data. Each line's profile carries its catalogue (`Profile::actions`):
//! every action's type and subtypes and, for the actions `resolveAttack` resolves, what the
//! attack is (melee or ranged, its modifier, how many hits its degrees score, which fire
//! mode it needs). The attack procedure reads these rows; it never matches on a line.

use serde::Serialize;

use crate::model::Action;

/// How much of a turn an action takes (000 "Action Types", 003 "Actions", 004 Combat
/// Actions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum ActionType {
    Full,
    Half,
    /// Half or Full, the player's choice (Aim, Move).
    HalfOrFull,
    Reaction,
    Free,
    Extended,
    /// Set by what is done (Reload, Use a Skill, Focus Power).
    Varies,
}

/// Action subtypes: what an action counts as for other rules (000 "Action Subtypes").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Subtype {
    Attack,
    Concentration,
    Defence,
    Melee,
    Ranged,
    Movement,
    Miscellaneous,
    /// Set by what is done (Focus Power: by the power; 000 "Focus Power").
    Varies,
}

/// Which attacks an action allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Reach {
    Melee,
    Ranged,
    Either,
}

/// How many hits a successful attack scores from its degrees of success `d`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Hits {
    /// One hit.
    One,
    /// One hit, plus one for every `per` degrees (first generation bursts: 1 + d/per).
    OnePlusPer { per: u32 },
    /// One hit, plus one for every `per` degrees beyond the first (second generation
    /// Semi-Auto Burst and Swift Attack: 1 + (d-1)/per).
    OnePlusPerAdditional { per: u32 },
    /// One hit per degree (second generation Full Auto Burst and Lightning Attack).
    PerDegree,
}

impl Hits {
    /// Hits scored by a success with `degrees` degrees (never fewer than one).
    pub fn scored(self, degrees: i32) -> u32 {
        let d = degrees.max(0) as u32;
        match self {
            Hits::One => 1,
            Hits::OnePlusPer { per } => 1 + d / per.max(1),
            Hits::OnePlusPerAdditional { per } => 1 + d.saturating_sub(1) / per.max(1),
            Hits::PerDegree => d.max(1),
        }
    }
}

/// The fire mode a ranged action uses; it sets the rate of fire that caps the hits, the
/// rounds spent and the jam threshold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum FireMode {
    Single,
    Semi,
    Full,
}

/// How an attack action is resolved. `Strike` is the book's five steps (`attack::execute`);
/// the other kinds are procedures of their own in `src/attack/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Resolution {
    Strike,
    /// A Weapon Skill test, then 1d10 + SB against the target's resistance (`attack::stun`).
    Stun,
    /// An opposed Strength test to knock the target prone (`attack::opposed`).
    KnockDown,
    /// An opposed Weapon Skill test that leaves the next attack undefendable
    /// (`attack::opposed`).
    Feint,
    /// An opposed Weapon Skill test that pushes the target (`attack::opposed`).
    Manoeuvre,
    /// Starting a grapple or one of its options (`attack::grapple`).
    Grapple,
    /// Several strikes in one action, each the five steps (`attack::multi`): the first
    /// generation's Multiple Attacks.
    Strikes,
    /// Suppressing fire: hits go to random members of the kill zone, who all test for
    /// pinning (`attack::suppression`).
    Suppression,
    /// Overwatch: fires the attack held ready (`AttackRequest::overwatch_attack`), then the
    /// kill zone tests for pinning.
    Overwatch,
}

/// The most hits one attack action may score, beside the rate of fire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum HitCap {
    /// No more hits than the attacker's Weapon Skill Bonus (published second-edition Swift
    /// and Lightning Attack; the seeds give no cap).
    WeaponSkillBonus,
}

/// What an attack action does to the attack.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AttackRule {
    pub action: Action,
    pub resolution: Resolution,
    pub reach: Reach,
    /// The action's modifier to the attack test.
    pub modifier: i32,
    pub hits: Hits,
    /// Ranged fire mode (`None` for melee-only actions; a ranged Standard Attack or Called
    /// Shot fires a single shot).
    pub mode: Option<FireMode>,
    /// A talent the attacker must have to take the action.
    pub talent: Option<&'static str>,
    /// A talent that spares the attacker the action's modifier (003 "Stun (Full Action)":
    /// Takedown).
    pub waived_by: Option<&'static str>,
    /// The action is not an attack of its own but guards or readies the Standard Attack
    /// made beside it in the same turn, whose modifier also applies (the second
    /// generation's Guarded Action is a Concentration half action: 004 Combat Actions).
    pub with_standard_attack: bool,
    /// Rogue Trader: a burst from a pistol or basic weapon may be fired while moving up
    /// to the Agility Bonus in metres; the action's modifier is then replaced by this one
    /// (000 "Semi-Auto Burst": no bonus; "Full Auto Burst": -10 instead of +20).
    pub on_the_move: Option<i32>,
    /// A cap on the hits the action scores (`None`: only the rate of fire caps them).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cap: Option<HitCap>,
}

/// One row of a line's action catalogue.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ActionDef {
    /// The action's id in requests and in `actions()` (camelCase).
    pub id: &'static str,
    pub name: &'static str,
    #[serde(rename = "type")]
    pub kind: ActionType,
    pub subtypes: &'static [Subtype],
    /// What it does, in a line.
    pub summary: &'static str,
    /// The seed heading or table it comes from.
    pub source: &'static str,
    /// Present for the actions `resolveAttack` resolves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attack: Option<AttackRule>,
}

impl ActionDef {
    pub fn rule(&self) -> Option<&AttackRule> {
        self.attack.as_ref()
    }
}

/// Modifiers for aiming before an attack (000 "Aim", 003 "Aim", 002 and 004 Combat
/// Actions): the same in every line so far, but kept per line.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Aiming {
    pub half: i32,
    pub full: i32,
}

/// Builds an attack row.
#[allow(clippy::too_many_arguments)]
pub const fn attack(
    action: Action,
    name: &'static str,
    kind: ActionType,
    subtypes: &'static [Subtype],
    reach: Reach,
    modifier: i32,
    hits: Hits,
    mode: Option<FireMode>,
    summary: &'static str,
    source: &'static str,
) -> ActionDef {
    ActionDef {
        id: action.as_str(),
        name,
        kind,
        subtypes,
        summary,
        source,
        attack: Some(AttackRule {
            action,
            resolution: Resolution::Strike,
            reach,
            modifier,
            hits,
            mode,
            talent: None,
            waived_by: None,
            with_standard_attack: false,
            on_the_move: None,
            cap: None,
        }),
    }
}

/// The same row, made beside a Standard Attack (see `AttackRule::with_standard_attack`).
pub const fn beside_standard_attack(mut def: ActionDef) -> ActionDef {
    if let Some(rule) = def.attack.as_mut() {
        rule.with_standard_attack = true;
    }
    def
}

/// The same row, resolved by another procedure than the five steps.
pub const fn resolved_by(mut def: ActionDef, resolution: Resolution) -> ActionDef {
    if let Some(rule) = def.attack.as_mut() {
        rule.resolution = resolution;
    }
    def
}

/// The same row with a required talent.
pub const fn needs_talent(mut def: ActionDef, talent: &'static str) -> ActionDef {
    if let Some(rule) = def.attack.as_mut() {
        rule.talent = Some(talent);
    }
    def
}

/// The same row, whose modifier a talent waives (see `AttackRule::waived_by`).
pub const fn waived_by_talent(mut def: ActionDef, talent: &'static str) -> ActionDef {
    if let Some(rule) = def.attack.as_mut() {
        rule.waived_by = Some(talent);
    }
    def
}

/// The same row with another action type.
pub const fn of_kind(mut def: ActionDef, kind: ActionType) -> ActionDef {
    def.kind = kind;
    def
}

/// The same row, allowing fire on the move at `modifier` (see `AttackRule::on_the_move`).
pub const fn on_the_move(mut def: ActionDef, modifier: i32) -> ActionDef {
    if let Some(rule) = def.attack.as_mut() {
        rule.on_the_move = Some(modifier);
    }
    def
}

/// The same row, its hits capped (see `AttackRule::cap`).
pub const fn capped(mut def: ActionDef, cap: HitCap) -> ActionDef {
    if let Some(rule) = def.attack.as_mut() {
        rule.cap = Some(cap);
    }
    def
}

use ActionType::{Full, Half, HalfOrFull, Varies};
use FireMode::{Semi, Single};
use Resolution::{
    Feint as FeintR, Grapple as GrappleR, KnockDown as KnockDownR, Manoeuvre as ManoeuvreR, Stun as StunR,
};
use Subtype::{Attack, Concentration, Melee as MeleeSub, Movement, Ranged as RangedSub};

const ATTACK_EITHER: &[Subtype] = &[Attack, MeleeSub, RangedSub];
const ATTACK_MELEE: &[Subtype] = &[Attack, MeleeSub];
const ATTACK_RANGED: &[Subtype] = &[Attack, RangedSub];

/// The attack actions of the first generation (Dark Heresy 1st edition and Rogue Trader):
/// 000 Table 9-4 and the action descriptions; 003 Table 7-2 and "Attack Actions".
pub const FIRST_GEN_ATTACKS: [ActionDef; 15] = [
    attack(
        Action::Standard,
        "Standard Attack",
        Half,
        ATTACK_EITHER,
        Reach::Either,
        0,
        Hits::One,
        Some(Single),
        "One melee or ranged attack.",
        "000 Table 9-4; 003 Standard Attack",
    ),
    attack(
        Action::SemiAuto,
        "Semi-Auto Burst",
        Full,
        ATTACK_RANGED,
        Reach::Ranged,
        10,
        Hits::OnePlusPer { per: 2 },
        Some(Semi),
        "A semi-automatic burst: +10, an extra hit for every two degrees, up to the semi-auto rate of fire; jams on 94+.",
        "000 Semi-Auto Burst; 003 Semi-Auto Burst",
    ),
    attack(
        Action::FullAuto,
        "Full Auto Burst",
        Full,
        ATTACK_RANGED,
        Reach::Ranged,
        20,
        Hits::OnePlusPer { per: 1 },
        Some(FireMode::Full),
        "A fully automatic burst: +20, an extra hit for every degree, up to the full-auto rate of fire; jams on 94+.",
        "000 Full Auto Burst; 003 Full Auto Burst",
    ),
    attack(
        Action::AllOut,
        "All Out Attack",
        Full,
        ATTACK_MELEE,
        Reach::Melee,
        20,
        Hits::One,
        None,
        "A reckless melee attack at +20; no Dodge or Parry until the attacker's next turn.",
        "000 All Out Attack; 003 All Out Attack",
    ),
    attack(
        Action::Charge,
        "Charge",
        Full,
        &[Attack, MeleeSub, Movement],
        Reach::Melee,
        10,
        Hits::One,
        None,
        "Run at least 4 metres straight at the foe and strike once at +10.",
        "000 Charge; 003 Charge",
    ),
    attack(
        Action::CalledShot,
        "Called Shot",
        Full,
        &[Attack, Concentration, MeleeSub, RangedSub],
        Reach::Either,
        -20,
        Hits::One,
        Some(Single),
        "Aim for a named location at -20; a hit strikes it.",
        "000 Called Shot; 003 Called Shots",
    ),
    attack(
        Action::Guarded,
        "Guarded Attack",
        Full,
        &[Attack, Concentration, MeleeSub],
        Reach::Melee,
        -10,
        Hits::One,
        None,
        "A careful melee attack at -10; +10 to Dodge and Parry until the attacker's next action.",
        "000 Guarded Attack; 003 Guarded Attack",
    ),
    // 000 "Multiple Attacks" and "Two-Weapon Fighting"; 003 "Multiple Attacks (Full Action)"
    // and "Two-Weapon Fighting". Each strike is its own attack (`attack::multi`); how many
    // and with what is profile data (`Profile::talent_strikes`, `Profile::two_weapon`).
    resolved_by(
        attack(
            Action::MultipleAttacks,
            "Multiple Attacks",
            Full,
            ATTACK_EITHER,
            Reach::Either,
            0,
            Hits::One,
            Some(Single),
            "Several attacks in one turn: two or three melee strikes with Swift or Lightning Attack, or one with each weapon with Two-Weapon Wielder.",
            "000 Multiple Attacks, Two-Weapon Fighting; 003 Multiple Attacks, Two-Weapon Fighting",
        ),
        Resolution::Strikes,
    ),
    resolved_by(
        attack(
            Action::Stun,
            "Stun",
            Full,
            ATTACK_MELEE,
            Reach::Melee,
            -20,
            Hits::One,
            None,
            "A Weapon Skill test at -20 with a melee weapon or bare hands; on a hit, 1d10 + SB against 1d10 + TB + head armour: stunned for the difference in rounds.",
            "000 Stun; 003 Stun (Full Action)",
        ),
        StunR,
    ),
    resolved_by(
        attack(
            Action::KnockDown,
            "Knock-Down",
            Half,
            ATTACK_MELEE,
            Reach::Melee,
            0,
            Hits::One,
            None,
            "Opposed Strength: a win knocks the target prone (with damage and fatigue at two degrees); +10 after a half move.",
            "000 Knock-Down; 003 Knock-Down (Half Action)",
        ),
        KnockDownR,
    ),
    resolved_by(
        attack(
            Action::Feint,
            "Feint",
            Half,
            ATTACK_MELEE,
            Reach::Melee,
            0,
            Hits::One,
            None,
            "Opposed Weapon Skill: a win leaves the next attack, if a Standard Attack, safe from Dodge and Parry.",
            "000 Feint; 003 Feint (Half Action)",
        ),
        FeintR,
    ),
    resolved_by(
        attack(
            Action::Manoeuvre,
            "Manoeuvre",
            Half,
            &[Attack, MeleeSub, Movement],
            Reach::Melee,
            0,
            Hits::One,
            None,
            "Opposed Weapon Skill: a win pushes the target 1 metre; the attacker may follow.",
            "000 Manoeuvre; 003 Manoeuvre (Half Action)",
        ),
        ManoeuvreR,
    ),
    resolved_by(
        attack(
            Action::Grapple,
            "Grapple",
            HalfOrFull,
            ATTACK_MELEE,
            Reach::Melee,
            0,
            Hits::One,
            None,
            "Start a grapple with an unarmed Standard Attack or Charge, or act within one: opposed Strength to hurt, throw, push, break free or take control.",
            "000 Grapple, Grappling; 003 Grapple (Full Action), Grappling",
        ),
        GrappleR,
    ),
    // 000 "Suppressing Fire"; 003 "Suppressing Fire (Full Action)": a full-auto burst at
    // -20 (no Full Auto +20), one hit plus one per two degrees, capped at the full-auto rate.
    resolved_by(
        attack(
            Action::SuppressingFire,
            "Suppressing Fire",
            Full,
            ATTACK_RANGED,
            Reach::Ranged,
            -20,
            Hits::OnePlusPer { per: 2 },
            Some(FireMode::Full),
            "A full-auto burst over a kill zone at -20: hits land on random characters in it, one plus one per two degrees, up to the full-auto rate; everyone in the zone tests Willpower at -20 or is pinned; jams on 94+.",
            "000 Suppressing Fire, Pinning; 003 Suppressing Fire (Full Action), Pinning",
        ),
        Resolution::Suppression,
    ),
    // 000 "Overwatch"; 003 "Overwatch (Varies)": the attack is the one held ready; the
    // tables' "-20 to BS" is the kill zone's Hard (-20) Pinning Test, not the shot's.
    resolved_by(
        attack(
            Action::Overwatch,
            "Overwatch",
            Full,
            &[Attack, Concentration, RangedSub],
            Reach::Ranged,
            0,
            Hits::One,
            None,
            "Hold a burst ready for a kill zone; when it fires, everyone in the zone tests Willpower at -20 or is pinned.",
            "000 Overwatch, Table 9-4; 003 Overwatch (Varies), Table 7-2",
        ),
        Resolution::Overwatch,
    ),
];

/// The attack actions of the second generation (Only War and Dark Heresy 2nd edition):
/// 004 Combat Actions, and 002's Combat Actions table read realigned with it.
pub const SECOND_GEN_ATTACKS: [ActionDef; 16] = [
    attack(
        Action::Standard,
        "Standard Attack",
        Half,
        ATTACK_EITHER,
        Reach::Either,
        10,
        Hits::One,
        Some(Single),
        "One melee or ranged attack at +10; jams on 96+.",
        "004 Standard Attack; 002 Combat Actions",
    ),
    attack(
        Action::SemiAuto,
        "Semi-Auto Burst",
        Half,
        ATTACK_RANGED,
        Reach::Ranged,
        0,
        Hits::OnePlusPerAdditional { per: 2 },
        Some(Semi),
        "A semi-automatic burst at +0: one hit, plus one for every two degrees beyond the first, up to the semi-auto rate of fire; jams on 94+.",
        "004 Semi-Auto Burst; 002 Combat Actions",
    ),
    attack(
        Action::FullAuto,
        "Full Auto Burst",
        Half,
        ATTACK_RANGED,
        Reach::Ranged,
        -10,
        Hits::PerDegree,
        Some(FireMode::Full),
        "A fully automatic burst at -10: one hit per degree, up to the full-auto rate of fire; jams on 94+.",
        "004 Full Auto Burst; 002 Combat Actions",
    ),
    attack(
        Action::AllOut,
        "All Out Attack",
        Full,
        ATTACK_MELEE,
        Reach::Melee,
        30,
        Hits::One,
        None,
        "A reckless melee attack at +30, giving up the round's Evasion.",
        "004 All Out Attack; 002 Combat Actions",
    ),
    attack(
        Action::Charge,
        "Charge",
        Full,
        &[Attack, MeleeSub, Movement],
        Reach::Melee,
        20,
        Hits::One,
        None,
        "Run at least 4 metres (the last 4 straight) and strike once at +20.",
        "004 Charge; 002 Combat Actions",
    ),
    attack(
        Action::CalledShot,
        "Called Shot",
        Full,
        &[Attack, Concentration, MeleeSub, RangedSub],
        Reach::Either,
        -20,
        Hits::One,
        Some(Single),
        "Aim for a named location at -20; a hit strikes it.",
        "004 Called Shot; 002 Combat Actions",
    ),
    beside_standard_attack(attack(
        Action::Guarded,
        "Guarded Action",
        Half,
        &[Concentration, MeleeSub, RangedSub],
        Reach::Either,
        -10,
        Hits::One,
        Some(Single),
        "-10 to the Standard Attack made with it (melee or ranged); +10 to Evasion until the next turn.",
        "004 Guarded Action; 002 Combat Actions",
    )),
    // 004 Combat Actions "Swift Attack" (Half, Attack and Melee, +0, an extra hit for every
    // two degrees beyond the first); 002 marks it as needing a talent. The cap at the
    // Weapon Skill Bonus is the published second-edition rule (the seeds give none).
    capped(
        needs_talent(
            attack(
                Action::Swift,
                "Swift Attack",
                Half,
                ATTACK_MELEE,
                Reach::Melee,
                0,
                Hits::OnePlusPerAdditional { per: 2 },
                None,
                "A flurry of melee blows at +0: one hit, plus one for every two degrees beyond the first, at most the Weapon Skill Bonus; needs the Swift Attack talent.",
                "004 Swift Attack; 002 Combat Actions (talent)",
            ),
            "swift_attack",
        ),
        HitCap::WeaponSkillBonus,
    ),
    // 004 Combat Actions "Lightning Attack" (Half, Attack and Melee, -10, a hit per degree);
    // 002 marks it as needing a talent; capped as Swift Attack.
    capped(
        needs_talent(
            attack(
                Action::Lightning,
                "Lightning Attack",
                Half,
                ATTACK_MELEE,
                Reach::Melee,
                -10,
                Hits::PerDegree,
                None,
                "A storm of melee blows at -10: one hit per degree, at most the Weapon Skill Bonus; needs the Lightning Attack talent.",
                "004 Lightning Attack; 002 Combat Actions (talent)",
            ),
            "lightning_attack",
        ),
        HitCap::WeaponSkillBonus,
    ),
    resolved_by(
        attack(
            Action::Stun,
            "Stun",
            Full,
            ATTACK_MELEE,
            Reach::Melee,
            -20,
            Hits::One,
            None,
            "A Weapon Skill test at -20 in melee; on a hit, 1d10 + SB against TB + head armour: stunned for the difference in rounds.",
            "004 Stun; 002 Combat Actions (realigned)",
        ),
        StunR,
    ),
    resolved_by(
        attack(
            Action::KnockDown,
            "Knock Down",
            Half,
            ATTACK_MELEE,
            Reach::Melee,
            0,
            Hits::One,
            None,
            "Opposed Strength (+10 with a Charge): a win knocks the target prone; two degrees add (1d5-3)+SB impact and a fatigue level.",
            "004 Knock Down; 002 Combat Actions (realigned)",
        ),
        KnockDownR,
    ),
    resolved_by(
        attack(
            Action::Feint,
            "Feint",
            Half,
            &[MeleeSub],
            Reach::Melee,
            0,
            Hits::One,
            None,
            "Opposed Weapon Skill: a win leaves the next melee attack on that foe safe from Evasion.",
            "004 Feint; 002 Combat Actions (realigned)",
        ),
        FeintR,
    ),
    resolved_by(
        attack(
            Action::Manoeuvre,
            "Manoeuvre",
            Half,
            &[MeleeSub, Movement],
            Reach::Melee,
            0,
            Hits::One,
            None,
            "Opposed Weapon Skill: a win moves the foe up to 1 metre (not into obstacles); the attacker may follow.",
            "004 Manoeuvre; 002 Combat Actions (realigned)",
        ),
        ManoeuvreR,
    ),
    resolved_by(
        attack(
            Action::Grapple,
            "Grapple",
            Varies,
            ATTACK_MELEE,
            Reach::Melee,
            0,
            Hits::One,
            None,
            "Start a grapple with an unarmed Standard Attack or Charge, or act within one (opposed Strength tests).",
            "004 Grapple; 002 Combat Actions (realigned)",
        ),
        GrappleR,
    ),
    // 004 Combat Actions "Suppressing Fire"; 002 Combat Actions realigned (Full, -20 BS).
    // Hits: one plus one per two degrees beyond the first, capped by the burst's rate.
    resolved_by(
        attack(
            Action::SuppressingFire,
            "Suppressing Fire",
            Full,
            ATTACK_RANGED,
            Reach::Ranged,
            -20,
            Hits::OnePlusPerAdditional { per: 2 },
            Some(FireMode::Full),
            "A semi- or full-auto burst over a kill zone at -20: hits land on random characters in it, one plus one per two degrees beyond the first, up to the burst's rate; everyone in the zone tests for pinning; jams on 94+.",
            "004 Suppressing Fire, Pinning; 002 Combat Actions, Pinning",
        ),
        Resolution::Suppression,
    ),
    // 004 Combat Actions "Overwatch"; 002 Combat Actions realigned.
    resolved_by(
        attack(
            Action::Overwatch,
            "Overwatch",
            Full,
            &[Attack, Concentration, RangedSub],
            Reach::Ranged,
            0,
            Hits::One,
            None,
            "Hold a Standard, Semi-Auto or Full-Auto attack ready for a kill zone; the characters it is fired at test for pinning, even if unharmed.",
            "004 Overwatch, Pinning; 002 Combat Actions",
        ),
        Resolution::Overwatch,
    ),
];
