//! `catalogue({ ruleset })`: what a character sheet or a test dialog needs to show one
//! line, typed and in display form: the characteristics, the skills (`rules::skills`), the
//! difficulties with their display names, the combat actions (`rules::other_actions`), the
//! conditions and the attack circumstances, each with a label and a one-line summary that
//! carries the line's own numbers. No rule is decided here: the rows describe what the
//! engine applies elsewhere.

use serde::{Deserialize, Serialize};

use crate::model::{Characteristic, Condition, Ruleset};
use crate::rules::action_types::ActionDef;
use crate::rules::skills::SkillDef;
use crate::rules::{profile, Profile};

/// `catalogue({ ruleset })`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct CatalogueRequest {
    pub ruleset: Ruleset,
}

/// One line's catalogue.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Catalogue {
    pub ruleset: Ruleset,
    /// The line's name (`'Dark Heresy 2nd edition'`).
    pub name: &'static str,
    pub characteristics: Vec<CharacteristicDef>,
    /// Every skill of the line, specialist skills (`specialist: true`) included.
    pub skills: &'static [SkillDef],
    /// The named difficulties, easiest first.
    pub difficulties: Vec<DifficultyDef>,
    /// The combat actions, attacks first (the rows `actions({ ruleset })` returns).
    pub actions: Vec<ActionDef>,
    pub conditions: Vec<ConditionDef>,
    /// The fields of an attack request's `circumstances`.
    pub circumstances: Vec<CircumstanceDef>,
    /// The treacherous environments of movement (`environment`), with their Agility tests'
    /// modifiers (Dark Heresy Table 7-30).
    pub environments: &'static [crate::rules::movement::EnvironmentRow],
    /// The vehicle combat actions (`vehicleAction`), with summaries.
    pub vehicle_actions: &'static [crate::rules::vehicles::ActionRow],
    /// The terrain a vehicle drives over (`terrain`), with the driving tests' modifiers.
    pub terrain: &'static [crate::rules::vehicles::TerrainRow],
    /// Fear (`fearTest`): the ratings' modifiers, the Shock table's rows and the insanity
    /// track, as the line has them.
    pub mind: &'static crate::rules::mind::Mind,
    /// Focus Power (`focusPower`): how the line makes it, its push limits, and its Psychic
    /// Phenomena and Perils of the Warp tables (absent where the engine does not carry them).
    pub psychic: &'static crate::rules::warp::Psychic,
    /// A few published powers as `Power` data, for a sheet or a demo to start from:
    /// examples the caller may replace (none for Rogue Trader).
    pub example_powers: Vec<ExamplePower>,
}

/// A published power as data, and its book.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct ExamplePower {
    pub power: crate::model::Power,
    pub source: &'static str,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct CharacteristicDef {
    /// The key in `actor.characteristics` and a test's `characteristic` (`'ws'`).
    pub id: Characteristic,
    /// `'Weapon Skill'`.
    pub name: &'static str,
    /// The sheet abbreviation (`'WS'`).
    pub short: &'static str,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct DifficultyDef {
    /// What a test's `difficulty` takes (`'veryHard'`; the name works too).
    pub id: &'static str,
    /// `'Very Hard'`.
    pub name: String,
    /// The name with its modifier, as the books print it: `'Very Hard (-30)'`,
    /// `'Challenging (+0)'`.
    pub label: String,
    pub modifier: i32,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct ConditionDef {
    /// What `actor.conditions` takes.
    pub id: Condition,
    pub label: &'static str,
    /// What the condition does in this line, in one line.
    pub summary: String,
}

/// Whether a circumstance is a flag (`true`) or a number (`outnumber`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum CircumstanceKind {
    Flag,
    Number,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct CircumstanceDef {
    /// The field of `circumstances` (`'darkness'`).
    #[cfg_attr(feature = "ts", ts(type = "keyof Circumstances"))]
    pub id: &'static str,
    pub label: &'static str,
    pub kind: CircumstanceKind,
    /// What it changes in this line, in one line, with the line's modifiers.
    pub summary: String,
}

/// The nine characteristics in sheet order.
pub const CHARACTERISTICS: [Characteristic; 9] = [
    Characteristic::Ws,
    Characteristic::Bs,
    Characteristic::S,
    Characteristic::T,
    Characteristic::Ag,
    Characteristic::Int,
    Characteristic::Per,
    Characteristic::Wp,
    Characteristic::Fel,
];

/// The sheet abbreviation of a characteristic.
pub fn short(c: Characteristic) -> &'static str {
    match c {
        Characteristic::Ws => "WS",
        Characteristic::Bs => "BS",
        Characteristic::S => "S",
        Characteristic::T => "T",
        Characteristic::Ag => "Ag",
        Characteristic::Int => "Int",
        Characteristic::Per => "Per",
        Characteristic::Wp => "WP",
        Characteristic::Fel => "Fel",
    }
}

/// A modifier as the books print it: `+10`, `-20`, `+0`.
fn signed(v: i32) -> String {
    format!("{v:+}")
}

/// A difficulty's display name and label.
pub fn difficulty(id: &'static str, modifier: i32) -> DifficultyDef {
    let name = crate::error::suggest::title(id);
    DifficultyDef { id, label: format!("{name} ({})", signed(modifier)), name, modifier }
}

/// The label of a condition.
pub fn condition_label(c: Condition) -> &'static str {
    match c {
        Condition::Prone => "Prone",
        Condition::Stunned => "Stunned",
        Condition::Helpless => "Helpless",
        Condition::Unaware => "Unaware",
        Condition::Surprised => "Surprised",
        Condition::Pinned => "Pinned",
        Condition::Running => "Running",
        Condition::Grappled => "Grappled",
        Condition::Engaged => "Engaged in Melee",
        Condition::Fatigued => "Fatigued",
        Condition::Blinded => "Blinded",
        Condition::Deafened => "Deafened",
        Condition::OnFire => "On Fire",
        Condition::BloodLoss => "Blood Loss",
        Condition::Unconscious => "Unconscious",
        Condition::Guarded => "Guarded",
        Condition::AllOutAttack => "All Out Attack",
        Condition::DefensiveStance => "Defensive Stance",
        Condition::Immobilised => "Immobilised",
    }
}

/// What a condition does in this line, with its numbers.
pub fn condition_summary(p: &Profile, c: Condition) -> String {
    let k = &p.circumstances;
    match c {
        Condition::Prone => format!(
            "On the ground: melee attacks on it {}, shots at it {}; its own melee attacks {} and its Dodge {}.",
            signed(k.prone_target_melee),
            signed(k.prone_target_ranged),
            signed(k.attacker_prone_melee),
            signed(k.dodge_while_prone)
        ),
        Condition::Stunned => format!(
            "Loses its actions and reactions while it lasts; attacks on it {}.",
            signed(k.stunned_target)
        ),
        Condition::Helpless => {
            "Cannot act or defend itself: melee attacks on it hit without a roll, with the line's extra helpless damage."
                .to_string()
        }
        Condition::Unaware => format!(
            "Does not see the attack coming: attacks on it {}, and it can neither Dodge nor Parry.",
            signed(k.unaware_target)
        ),
        Condition::Surprised => format!(
            "Caught by surprise: loses its first turn, and attacks on it count as on an unaware target ({}).",
            signed(k.unaware_target)
        ),
        Condition::Pinned => format!(
            "Kept down by fire: its ranged attacks {}; a Willpower test at the end of its turn shakes it off.",
            signed(k.pinned_attacker_ranged)
        ),
        Condition::Running => format!(
            "Ran on its last turn: melee attacks on it {}, shots at it {}.",
            signed(k.running_target_melee),
            signed(k.running_target_ranged)
        ),
        Condition::Grappled => format!(
            "Held in a grapple: grappling is its only action; other fighters' melee attacks on it {}.",
            signed(k.grappled_target_melee)
        ),
        Condition::Engaged => format!(
            "Locked in melee: shots into its fight take {}, and it is limited in what it may fire.",
            signed(k.shooting_into_melee)
        ),
        Condition::Fatigued => format!(
            "Carries levels of fatigue: {} to every test; too many knock it out.",
            signed(p.fatigue_penalty)
        ),
        Condition::Blinded => format!(
            "Cannot see: its shots fail and its melee attacks take {}.",
            signed(k.blinded_attacker_melee)
        ),
        Condition::Deafened => "Cannot hear: tests that rely on hearing fail.".to_string(),
        Condition::OnFire => {
            "Burning: each turn it takes fire damage that ignores armour and tests to act and to put the flames out."
                .to_string()
        }
        Condition::BloodLoss => {
            "Bleeding heavily: it risks death each round until a Medicae test staunches the bleeding.".to_string()
        }
        Condition::Unconscious => "Knocked out: helpless, and takes no actions until it wakes.".to_string(),
        Condition::Guarded => format!(
            "Made a Guarded Attack or Guarded Action since its last turn: {} to its Dodge and Parry.",
            signed(p.reactions.guarded_bonus)
        ),
        Condition::AllOutAttack => {
            "Made an All Out Attack since its last turn: no Dodge or Parry until then.".to_string()
        }
        Condition::DefensiveStance => format!(
            "Took the Defensive Stance since its last turn: melee attacks on it {}{}.",
            signed(k.defensive_stance_melee),
            match p.turn.defensive_stance_reactions {
                0 => String::new(),
                1 => ", and it has one extra reaction".to_string(),
                n => format!(", and it has {n} extra reactions"),
            }
        ),
        Condition::Immobilised => {
            "Caught in a snare: cannot move, Dodge or Parry, and counts as helpless until it breaks free (a Full Action Strength or Agility test)."
                .to_string()
        }
    }
}

/// The fields of `circumstances`, in the request type's order. The destructuring below
/// stops the build when a field is added without a row.
const CIRCUMSTANCE_IDS: [&str; 15] = [
    "darkness",
    "fog",
    "higherGround",
    "outnumber",
    "difficultTerrain",
    "arduousTerrain",
    "weather",
    "braced",
    "concealed",
    "attackerProne",
    "targetArmed",
    "untrainedWeapon",
    "movingFire",
    "movedFirst",
    "feinted",
];

#[allow(dead_code)]
fn every_circumstance_has_a_row(c: crate::model::Circumstances) {
    let crate::model::Circumstances {
        darkness: _,
        fog: _,
        higher_ground: _,
        outnumber: _,
        difficult_terrain: _,
        arduous_terrain: _,
        weather: _,
        braced: _,
        concealed: _,
        attacker_prone: _,
        target_armed: _,
        untrained_weapon: _,
        moving_fire: _,
        moved_first: _,
        feinted: _,
    } = c;
}

fn circumstance(p: &Profile, id: &'static str) -> Option<CircumstanceDef> {
    use CircumstanceKind::{Flag, Number};
    let k = &p.circumstances;
    let s = signed;
    let (label, kind, summary) = match id {
        "darkness" => (
            "Darkness",
            Flag,
            format!(
                "Fighting in the dark: melee attacks {}, ranged attacks {}.",
                s(k.darkness_melee),
                s(k.darkness_ranged)
            ),
        ),
        "fog" => ("Fog, mist, shadow or smoke", Flag, format!("Ranged attacks {}.", s(k.fog_ranged))),
        "higherGround" => (
            "Higher ground",
            Flag,
            format!("The attacker stands above its foe: melee attacks {}.", s(k.higher_ground_melee)),
        ),
        "outnumber" => (
            "Outnumbering",
            Number,
            format!(
                "The attackers' numbers against the target in melee: {} at two to one, {} at three or more to one.",
                s(k.outnumber_two),
                s(k.outnumber_three)
            ),
        ),
        "difficultTerrain" => (
            "Difficult terrain",
            Flag,
            format!("The attacker stands on difficult ground: melee attacks {}.", s(k.difficult_terrain)),
        ),
        "arduousTerrain" => (
            "Arduous terrain",
            Flag,
            format!("The attacker stands on very bad ground: melee attacks {}.", s(k.arduous_terrain)),
        ),
        "weather" => ("Weather", Flag, format!("Storms or unnatural conditions: attacks {}.", s(k.weather))),
        "braced" => {
            ("Braced", Flag, format!("A heavy weapon is braced; unbraced it fires at {}.", s(k.unbraced_heavy)))
        }
        "concealed" => (
            "Concealed target",
            Flag,
            format!("The target is completely hidden: ranged attacks {}.", s(k.concealed_target)),
        ),
        "attackerProne" => (
            "Attacker prone",
            Flag,
            format!(
                "The attacker lies on the ground: melee attacks {}, ranged attacks {}.",
                s(k.attacker_prone_melee),
                s(k.attacker_prone_ranged)
            ),
        ),
        "targetArmed" => (
            "Unarmed against armed",
            Flag,
            format!("An unarmed attacker faces an armed foe: {}.", s(k.unarmed_vs_armed)),
        ),
        "untrainedWeapon" => (
            "Untrained weapon",
            Flag,
            format!("The attacker lacks the weapon's training talent: {}.", s(k.untrained_weapon)),
        ),
        "movingFire" => (
            "Firing on the move",
            Flag,
            if p.attacks.iter().any(|d| d.attack.is_some_and(|r| r.on_the_move.is_some())) {
                "A burst from a pistol or basic weapon fired while moving, at the line's penalty.".to_string()
            } else {
                format!("Not in {}: firing on the move is refused.", p.name)
            },
        ),
        "movedFirst" => (
            "Moved first",
            Flag,
            format!(
                "The attacker moved before its Knock-Down: {} {}.",
                p.melee.knock_down.moved_label,
                s(p.melee.knock_down.moved_bonus)
            ),
        ),
        "feinted" => (
            "Feinted",
            Flag,
            "A Feint against this target won since its last turn: the next melee attack cannot be dodged or parried."
                .to_string(),
        ),
        _ => return None,
    };
    Some(CircumstanceDef { id, label, kind, summary })
}

/// One line's catalogue.
pub fn catalogue(r: Ruleset) -> Catalogue {
    let p = profile(r);
    Catalogue {
        ruleset: r,
        name: p.name,
        characteristics: CHARACTERISTICS
            .iter()
            .map(|&c| CharacteristicDef { id: c, name: c.label(), short: short(c) })
            .collect(),
        skills: p.skills,
        difficulties: {
            let mut d: Vec<DifficultyDef> = p.difficulties.iter().map(|&(id, m)| difficulty(id, m)).collect();
            d.sort_by_key(|d| std::cmp::Reverse(d.modifier));
            d
        },
        actions: crate::rules::other_actions::all(p).copied().collect(),
        conditions: Condition::ALL
            .iter()
            .map(|&c| ConditionDef { id: c, label: condition_label(c), summary: condition_summary(p, c) })
            .collect(),
        circumstances: CIRCUMSTANCE_IDS.iter().filter_map(|id| circumstance(p, id)).collect(),
        environments: p.domains().movement.environments,
        vehicle_actions: p.vehicles.actions,
        terrain: p.vehicles.terrain,
        mind: p.domains().mind,
        psychic: p.domains().psychic,
        example_powers: crate::rules::warp::example_powers::examples(r)
            .into_iter()
            .map(|(power, source)| ExamplePower { power, source })
            .collect(),
    }
}


crate::written_as_names!(CircumstanceKind);
