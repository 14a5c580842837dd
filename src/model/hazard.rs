//! What special damage and the round's steps ask and return: `applyDamage` (falls, fire,
//! vacuum, suffocation or any amount), `startTurn` and `endRound`.

use serde::{Deserialize, Serialize};

use super::*;
use crate::dice::{DiceSpec, DieRecord};

/// Extension: an amount of damage, as dice (`'1d10+3'`) or a number (`7`).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", untagged, expecting = "must be a dice expression ('1d10+3') or a whole number from 0 to 1000")]
pub enum DamageAmount {
    Dice(String),
    Number(f64),
}

crate::string_or_number!(
    DamageAmount,
    Dice,
    Number,
    "must be a dice expression ('1d10+3') or a whole number from 0 to 1000"
);

/// Extension: which harm of vacuum a `vacuum` hazard deals (000 and 003 "Vacuum").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum VacuumEffect {
    /// Sudden exposure: a round's depressurisation.
    #[default]
    Depressurisation,
    /// The cold of space, after a failed Toughness test.
    Cold,
    /// A thinning atmosphere, after a failed Toughness test.
    Gradual,
    /// A thinning atmosphere, after a passed Toughness test.
    GradualResisted,
}

/// Extension: a kind of special damage whose numbers come from the line's rules
/// (`rules::hazards`). The request's own `damage`, `damageType`, `location`,
/// `ignoreArmour`, `ignoreToughness`, `penetration` and `fatigue` override the preset's.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", tag = "kind"))]
#[serde(remote = "Self", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Hazard {
    /// A fall of so many whole metres.
    Fall { metres: f64 },
    /// A round on fire.
    Fire {},
    /// A round of vacuum (by default its depressurisation).
    Vacuum {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional = nullable))]
        effect: Option<VacuumEffect>,
    },
    /// A round unconscious without air.
    Suffocation {},
}

crate::tagged!(@Serialize Hazard, "kind");

/// Read as one flat object (`json::flat_tagged`); in debug builds, while
/// `json::object_reader::with_derived` runs, through its derive and `tag_inside` instead,
/// the oracle `tests/object_readers.rs` compares it with.
impl<'de> Deserialize<'de> for Hazard {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[cfg(debug_assertions)]
        if crate::json::object_reader::derived("Hazard") {
            return crate::tagged!(@read Hazard, d, tag = "kind", "an object { kind, ... }");
        }
        crate::json::flat_tagged::read::<HazardFields, D>(d)
    }
}

/// Every field a `Hazard` may have.
#[derive(Default)]
pub struct HazardFields {
    metres: Option<f64>,
    effect: Option<VacuumEffect>,
}

impl crate::json::flat_tagged::Flat for HazardFields {
    type Out = Hazard;
    const TAG: &'static str = "kind";
    const EXPECTING: &'static str = "an object { kind, ... }";
    const KINDS: &'static [&'static str] = &["fall", "fire", "vacuum", "suffocation"];
    const FIELDS_OF: &'static [&'static [&'static str]] = &[&["metres"], &[], &["effect"], &[]];

    fn read<'de, D: serde::Deserializer<'de>>(&mut self, _: &str, field: &str, d: D) -> Result<(), D::Error> {
        match field {
            "metres" => self.metres = Some(f64::deserialize(d)?),
            // `#[serde(default)]`: `null` is none, as absent.
            _ => self.effect = Option::<VacuumEffect>::deserialize(d)?,
        }
        Ok(())
    }

    fn build<E: serde::de::Error>(self, kind: &str) -> Result<Hazard, E> {
        Ok(match kind {
            "fall" => Hazard::Fall { metres: crate::json::flat_tagged::need(self.metres, "metres")? },
            "fire" => Hazard::Fire {},
            "vacuum" => Hazard::Vacuum { effect: self.effect },
            "suffocation" => Hazard::Suffocation {},
            _ => return Err(E::custom(format_args!("no hazard of the kind `{kind}`"))),
        })
    }
}

/// Extension: options of damage that is not an attack.
#[derive(Debug, Clone, Default, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct DamageOptions {
    /// Any critical damage kills.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub sudden_death: bool,
}

/// Extension: damage that is not an attack, applied to a character (`applyDamage`). Give
/// `damage`, or a `hazard` that fills in the line's numbers.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct DamageRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    pub damage: Option<DamageAmount>,
    /// Default: the hazard's, or Impact (damage of no stated type is Impact).
    pub damage_type: Option<DamageType>,
    /// Default: the hazard's, or rolled on the hit-location table.
    pub location: Option<Location>,
    pub ignore_armour: Option<bool>,
    pub ignore_toughness: Option<bool>,
    pub penetration: Option<i32>,
    /// Levels of fatigue added besides.
    pub fatigue: Option<u32>,
    pub hazard: Option<Hazard>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<DamageOptions>"))]
    pub options: DamageOptions,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// Extension: a Medicae test to staunch bleeding, made this round.
#[derive(Debug, Clone, Default, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Staunching {
    /// Who tests (absent: the bleeding character itself, which must be conscious).
    pub actor: Option<Actor>,
    /// Whoever tests is also fighting or moving (the harder test, where the line has one).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub strenuous: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub modifiers: Vec<NamedModifier>,
}

/// Extension: the start of a character's turn (`startTurn`): fire, blood loss, and the
/// states counted in rounds.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct StartTurnRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    /// The character is in flames this round and not yet on fire: an Agility test or it
    /// catches fire.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub exposed_to_fire: bool,
    /// The character spends its turn putting out the flames on it (a Full Action, if it
    /// may act).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub extinguish: bool,
    /// Modifiers to that test (help from others, water or sand nearby, wind...).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>"))]
    pub extinguish_modifiers: Vec<NamedModifier>,
    /// A Medicae test to staunch the character's bleeding this round.
    pub medic: Option<Staunching>,
    /// The character means to take more than a Half Action this turn (a Full Action, or two
    /// Half Actions): each crippling wound it carries (`crippled` injuries) then deals its
    /// damage. A character that cannot act takes none, unless it burns and failed its
    /// Willpower test (running about screaming is a Full Action).
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub full_action: bool,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<DamageOptions>"))]
    pub options: DamageOptions,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// Extension: a character without air this round, holding its breath while fighting or
/// otherwise busy.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Breath {
    /// Rounds without air so far, this one included (1: the first). With `conserving`, the
    /// steps up to the Toughness Bonus are minutes; the steps after it are rounds.
    pub round: u32,
    /// Holding the breath at rest to save air (000, 003, 002 and 004 "Suffocation"): the
    /// Toughness Bonus in minutes, a Toughness test each minute or a level of fatigue, then
    /// unconscious whatever the fatigue.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub conserving: bool,
}

/// Extension: a character in vacuum this round.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct VacuumExposure {
    /// Rounds exposed so far, this one included (1: the first).
    pub round: u32,
    /// The air is thinning slowly (a venting ship) rather than gone at once.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub gradual: bool,
    /// In the void of space, where the cold bites too.
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub space: bool,
}

/// Extension: the end of a round (`endRound`): suffocation and vacuum.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct EndRoundRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    pub breath: Option<Breath>,
    pub vacuum: Option<VacuumExposure>,
    #[serde(default, deserialize_with = "nullable")]
    #[cfg_attr(feature = "ts", ts(as = "Option<DamageOptions>"))]
    pub options: DamageOptions,
    pub dice: Option<DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

/// Extension: what `applyDamage` did.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct DamageOutcome {
    pub hits: Vec<Hit>,
    /// The character's state afterwards.
    pub target: TargetState,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

/// Extension: a test made at the start of a turn or the end of a round; `purpose` says
/// which (`catchFire`, `onFire`, `extinguish`, `medicae`, `regeneration`, `breath`, `vacuum`).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct RoundTest {
    pub purpose: crate::dice::Purpose,
    #[serde(flatten)]
    pub result: TestResult,
}

/// Extension: what `startTurn` and `endRound` did.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct RoundOutcome {
    /// The character's state afterwards: after `startTurn`, with this turn's round of each
    /// round-counted state used up.
    pub target: TargetState,
    /// The tests made, in order.
    pub tests: Vec<RoundTest>,
    /// The damage taken (fire, suffocation, vacuum), in order.
    pub hits: Vec<Hit>,
    /// What happened besides: fatigue, a blood-loss death chance, unconsciousness, death.
    pub effects: Vec<Effect>,
    /// `startTurn`: whether the character may take actions this turn (not when dead,
    /// unconscious, stunned, or burning and failing its Willpower test).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub can_act: Option<bool>,
    /// `startTurn`: the character may take only Half Actions this turn.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub half_actions_only: bool,
    /// `startTurn`: the injuries in force this turn that end with it (their last round,
    /// or those that lasted until this turn; crippling wounds once no damage is left).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Effect>>", optional))]
    pub ended: Vec<Effect>,
    /// `startTurn`: the damage the character's Regeneration removed this turn (critical
    /// damage first); its Toughness test is in `tests` (`regeneration`).
    #[serde(skip_serializing_if = "super::is_zero")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>", optional))]
    pub regenerated: i32,
    pub dice: Vec<DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}


crate::written_as_names!(VacuumEffect);
