//! Extension: critical tables a request brings of its own (`AttackRequest.critTables`), in
//! the JSON shape `rulesets()` prints the line's tables in. These are the request as read;
//! `attack::custom` checks them and lays them out as `rules::crits::CritTable`s for the
//! request's life.

use serde::Deserialize;

use super::Region;
use super::{Carried, Part, Scope};
use super::{Characteristic, DamageType};

/// A critical table of the group's own: it replaces the line's table for its damage type
/// and region, for this request only.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct CustomCritTable {
    pub damage_type: DamageType,
    pub region: Region,
    /// The name the outcome and the log give the table.
    pub table: String,
    /// Exactly ten rows: critical damage 1, 2, ... 10 and above.
    pub rows: Vec<CustomCritRow>,
}

/// One row of a `CustomCritTable`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct CustomCritRow {
    pub summary: String,
    pub effects: Vec<CustomEffect>,
}

/// A number an effect needs: `dice`d`sides` + `plus` (`dice` 0: just `plus`).
#[derive(Debug, Clone, Copy, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct CustomAmount {
    pub dice: u32,
    pub sides: u32,
    pub plus: i32,
}

/// How long an effect lasts (`rules::effects::Span`).
#[derive(Debug, Clone, Copy, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", tag = "unit", content = "amount"))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub enum CustomSpan {
    Rounds(CustomAmount),
    NextTurn,
    Minutes(CustomAmount),
    Hours(CustomAmount),
    Days(CustomAmount),
    Weeks(CustomAmount),
    UntilTreated,
    Permanent,
}

/// Read as one small loop over its entries (`json::adjacent`); in debug builds, while
/// `json::object_reader::with_derived` runs, through its derive and `tag_inside` instead,
/// the oracle `tests/object_readers.rs` compares it with.
impl<'de> Deserialize<'de> for CustomSpan {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[cfg(debug_assertions)]
        if crate::json::object_reader::derived("CustomSpan") {
            return crate::tagged!(@read CustomSpan, d, tag = "unit", content = "amount", "an object { unit, amount? }");
        }
        crate::json::adjacent::read(d, &SPAN)
    }
}

/// `CustomSpan` as `json::adjacent` reads it: the variants in the enum's order.
const SPAN: crate::json::adjacent::Adjacent<CustomSpan, CustomAmount> = crate::json::adjacent::Adjacent {
    tag: crate::json::Tag { name: "unit", content: Some("amount") },
    expecting: "an object { unit, amount? }",
    kinds: &["rounds", "nextTurn", "minutes", "hours", "days", "weeks", "untilTreated", "permanent"],
    holds: &[true, false, true, true, true, true, false, false],
    build: |kind, amount| {
        Some(match (kind, amount) {
            (0, Some(a)) => CustomSpan::Rounds(a),
            (1, None) => CustomSpan::NextTurn,
            (2, Some(a)) => CustomSpan::Minutes(a),
            (3, Some(a)) => CustomSpan::Hours(a),
            (4, Some(a)) => CustomSpan::Days(a),
            (5, Some(a)) => CustomSpan::Weeks(a),
            (6, None) => CustomSpan::UntilTreated,
            (7, None) => CustomSpan::Permanent,
            _ => return None,
        })
    },
};

/// One effect of a row (`rules::effects::Spec`, whose comments say what each does). The
/// effects without fields are written `{}` so that a field given with them is refused.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable, tag = "type"))]
#[serde(remote = "Self", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum CustomEffect {
    Death {},
    Fatigue {
        levels: CustomAmount,
    },
    Stunned {
        rounds: CustomAmount,
    },
    Prone {},
    BloodLoss {},
    OnFire {},
    Unconscious {
        span: CustomSpan,
    },
    Blinded {
        span: CustomSpan,
    },
    Deafened {
        span: CustomSpan,
    },
    Penalty {
        modifier: i32,
        scope: Scope,
        span: CustomSpan,
    },
    Halved {
        characteristics: Vec<Characteristic>,
        span: CustomSpan,
    },
    CharacteristicDamage {
        characteristic: Characteristic,
        amount: CustomAmount,
        permanent: bool,
    },
    CharacteristicBecomes {
        characteristic: Characteristic,
        value: CustomAmount,
    },
    MovementHalved {
        span: CustomSpan,
    },
    HalfActionsOnly {
        span: CustomSpan,
    },
    Useless {
        part: Part,
        span: CustomSpan,
    },
    Lost {
        part: Part,
        count: CustomAmount,
    },
    Drops {},
    ArmourDestroyed {},
    ArmourDamaged {
        points: CustomAmount,
    },
    ArmourOff {},
    HeldItemDestroyed {},
    Knockback {
        metres: CustomAmount,
        fatigue_per_metre: u32,
    },
    Test {
        characteristic: Characteristic,
        modifier: i32,
        fail: Vec<CustomEffect>,
        pass: Vec<CustomEffect>,
    },
    Nearby {
        radius: CustomAmount,
        damage: Option<CustomAmount>,
        damage_type: Option<DamageType>,
        only_if: Option<Carried>,
    },
    Chance {
        percent: u32,
        then: Vec<CustomEffect>,
    },
    OneOf {
        sides: u32,
        bands: Vec<CustomBand>,
    },
    IfArmoured {
        armoured: Vec<CustomEffect>,
        unarmoured: Vec<CustomEffect>,
    },
}

// Read as one flat object (`flat_effects`). The derived reader above (`remote = "Self"`) is
// never called by the engine: `tests/tagged_objects.rs` reads every kind both ways and
// compares.

/// One band of a `oneOf`: rolls above the previous band's `to`, up to and including this
/// `to`, apply `then`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct CustomBand {
    pub to: u32,
    pub then: Vec<CustomEffect>,
}

