//! What one hit did (`Hit`): its damage roll, Righteous Fury, soak, wounds and criticals;
//! and the target's reaction to the attack (`Evasion`) and where a miss scattered
//! (`Scatter`; 000 "Missing", 003 "Missing", 002 "Scatter", 004 "Missing and Scattering").

use std::borrow::Cow;

use serde::Serialize;

use super::*;

#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Critical {
    pub damage_type: DamageType,
    pub location: Location,
    /// The table row applied (1..=10; higher totals use row 10).
    pub severity: u32,
    /// What the row does, in a sentence.
    pub summary: Cow<'static, str>,
    /// Every effect as it applied, dice rolled, in order.
    pub effects: Vec<Effect>,
    /// The row kills outright (or Sudden Death is on). A row whose test the target failed
    /// kills too: then `effects` holds `death` and the target is `dead`.
    pub lethal: bool,
    /// Extension: the cumulative critical damage that chose the row (0 for a Righteous Fury
    /// critical in ow/dh2, whose row is rolled).
    pub critical_damage: i32,
    /// Extension: the book and table the row comes from ("Rogue Trader, Table 9-11:
    /// Energy Critical Effects, Arm", or the name a request's own table gives).
    pub table: Cow<'static, str>,
    /// Extension: 'damage' (damage past wounds) or 'righteousFury' (ow/dh2 d5 critical).
    #[cfg_attr(feature = "ts", ts(type = "'damage' | 'righteousFury'"))]
    pub source: &'static str,
}

#[derive(Debug, Clone, Serialize, PartialEq, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
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
    #[cfg_attr(feature = "ts", ts(optional))]
    pub degrees_replaced: Option<ReplacedDie>,
    /// Extension: the extra damage Righteous Fury added (dh1/rt).
    pub fury_bonus: i32,
    /// Extension (Tearing): the die dropped as the lowest; `dice` leaves it out.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub dropped: Option<DroppedDie>,
    /// Extension (Accurate, ow/dh2): how many of `dice`, right after the weapon's own, are
    /// Accurate's extra d10s.
    #[serde(skip_serializing_if = "is_zero_u32")]
    #[cfg_attr(feature = "ts", ts(as = "Option<u32>", optional))]
    pub accurate_dice: u32,
    /// Extension (a horde's attack, ow/dh2): how many of `dice`, right after Accurate's,
    /// are the d10s the horde's Magnitude adds.
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    #[cfg_attr(feature = "ts", ts(as = "Option<u32>", optional))]
    pub horde_dice: u32,
    /// Extension: damage the attacker's talents and traits add (Mighty Shot, Crushing Blow,
    /// Brutal Charge), each labelled with the feature, already in `total`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<NamedModifier>>", optional))]
    pub bonuses: Vec<NamedModifier>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct ReplacedDie {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub index: usize,
    pub was: u32,
    pub now: u32,
}

#[derive(Debug, Clone, Serialize, PartialEq, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct FuryRecord {
    pub triggered: bool,
    /// dh1/rt: whether the confirmation test hit.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub confirmed: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub confirmation_roll: Option<u32>,
    /// dh1/rt: the extra damage added (sum of every chained roll).
    pub extra_damage: i32,
    /// ow/dh2: the d5 rolled for the critical row.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub critical_roll: Option<u32>,
    /// Why it did not apply, when a 10 came up but the rules stopped it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub suppressed: Option<&'static str>,
}

#[derive(Debug, Clone, Serialize, PartialEq, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Soak {
    pub cover_ap: i32,
    pub cover_absorbed: i32,
    /// The worn armour on the location (after what critical effects did to it).
    pub armour: i32,
    /// Extension: armour the target's Natural Armour or Machine trait gives, beside `armour`.
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>", optional))]
    pub natural_armour: i32,
    /// Extension: how many times the armour counted (2: an unarmed blow where the line
    /// doubles it, Primitive in dh1/rt, Scatter at long range); absent: once.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub armour_multiplier: Option<i32>,
    /// The penetration that counted (the weapon's, multiplied by Razor Sharp or Melta).
    pub penetration: i32,
    /// Armour (worn and natural, multiplied) less penetration, at least 0.
    pub effective_armour: i32,
    /// The Toughness Bonus that counted (after Felling and Daemonic).
    pub toughness_bonus: i32,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Hit {
    pub location: Location,
    /// Extension: an extra hit of a burst (not the first), which the attacker may instead
    /// give to another target within 2 metres that is no harder to hit.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub extra: bool,
    pub damage: DamageRoll,
    pub wounds: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub critical: Option<Critical>,
    /// Extension: every critical this hit caused (ow/dh2 can add a Righteous Fury critical
    /// beside the one from damage past wounds); `critical` is the most severe.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Critical>>", optional))]
    pub criticals: Vec<Critical>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub righteous_fury: Option<FuryRecord>,
    pub soak: Soak,
    /// Extension: fatigue levels this hit inflicted (e.g. unarmed blows).
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "ts", ts(as = "Option<i32>", optional))]
    pub fatigue: i32,
    /// Extension: the strike (1-based index into `strikes`) that scored this hit, when the
    /// action struck several times.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub strike: Option<u32>,
    /// Extension: what the weapon's qualities did to the character once this hit landed
    /// (Shocking, Toxic, Snare, Concussive, Crippling), in that order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Aftermath>>", optional))]
    pub aftermath: Vec<Aftermath>,
}

impl Hit {
    /// The wounds the hit dealt, with those its weapon's qualities dealt after it (Toxic):
    /// what analysis and a prepared roll count as its wounds.
    #[crate::hot]
    pub fn wounds_dealt(&self) -> i32 {
        self.aftermath.iter().fold(self.wounds, |n, a| n.saturating_add(a.wounds))
    }

    /// Whether the hit dealt critical damage: its own critical, or one a quality dealt after
    /// it (what analysis counts as a critical).
    #[crate::hot]
    pub fn critical_dealt(&self) -> bool {
        self.critical.is_some() || self.aftermath.iter().any(|a| a.critical.is_some())
    }

    /// Whether the hit raised Righteous Fury (confirmed, where the line asks for that).
    pub fn fury_triggered(&self) -> bool {
        self.righteous_fury.as_ref().is_some_and(|f| f.triggered)
    }
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Evasion {
    pub reaction: Reaction,
    pub test: TestResult,
    pub hits_negated: u32,
    /// Extension: a Dodge against an area attack: how far the edge was and how far the
    /// target could move.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub area: Option<AreaEscape>,
    /// Extension: a successful Parry with a Power Field weapon (`targetWeapon`) destroyed
    /// the attacking weapon (the d100 with purpose `powerField` at or under the chance).
    /// Later strikes of the same action with that weapon are not made. Left out when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub weapon_destroyed: bool,
}

/// Extension: the distances of a Dodge against an area attack.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct AreaEscape {
    /// Metres to the edge of the area (`None`: not given; taken as within reach).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub edge: Option<f64>,
    /// Metres the target can move to leave it (its Agility Bonus in metres).
    pub reach: i32,
    /// The edge is beyond reach: the Dodge failed without a roll.
    pub out_of_reach: bool,
}

/// Extension: one direction read off the scatter diagram.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Scatter {
    #[serde(flatten)]
    pub direction: ScatterDirection,
    /// Metres from the aimed point.
    pub metres: u32,
    /// In zero gravity: the direction on the second axis.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub second_axis: Option<ScatterDirection>,
    /// A Blast weapon's radius in metres (absent for a weapon without Blast).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub blast_radius: Option<i32>,
    /// The blast landed within its radius of the target, which is still caught: one hit, on
    /// a fresh hit location, which it may still Dodge as an area attack.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub caught: bool,
}
