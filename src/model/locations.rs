//! Hit locations (`Location`; 000 Table 9-6, 003 Table 7-7, 002 and 004 "Hit Locations"),
//! a value for each of them (`PerLocation`: armour points) and cover (`Cover`: its armour
//! points and the locations it shields; 000 Table 9-7, 003 "Cover").

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord, crate::json::ReadName)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
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

/// A per-location value (armour points).
#[derive(Debug, Clone, Default, Deserialize, Serialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
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

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct Cover {
    pub ap: i32,
    pub locations: Vec<Location>,
}

crate::serialize_through_derive!(PerLocation);
crate::serialize_through_derive!(Cover);

crate::written_as_names!(Location);
