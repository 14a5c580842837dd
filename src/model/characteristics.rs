//! The nine characteristics (`Characteristic`) and a character's values of them
//! (`Characteristics`), as the books name them (003 "Using Characteristics").

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "lowercase")]
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
    /// The nine, in the order a character sheet lists them.
    pub const ALL: [Characteristic; 9] = [
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
#[derive(Debug, Clone, Default, Deserialize, Serialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", deny_unknown_fields)]
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
    /// Each characteristic with its value, in `Characteristic::ALL`'s order. Written out
    /// (as `PerLocation::entries` is): built by `map` over the nine, the size-first build
    /// made it a loop of calls, 1.5% of a `resolveAttack` in wasm.
    pub fn entries(&self) -> [(Characteristic, Option<i32>); 9] {
        use Characteristic::*;
        [
            (Ws, self.ws),
            (Bs, self.bs),
            (S, self.s),
            (T, self.t),
            (Ag, self.ag),
            (Int, self.int),
            (Per, self.per),
            (Wp, self.wp),
            (Fel, self.fel),
        ]
    }
}

crate::serialize_through_derive!(Characteristics);

crate::written_as_names!(Characteristic);
