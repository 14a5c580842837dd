//! What each die is rolled for (`Purpose`): the name every die in an outcome's `dice`
//! carries (API.md "dice"), the key a request scripts faces under in `dice.byPurpose`, and
//! what a `dice_exhausted` error names (`Error::purpose`). It sits with the errors, the
//! lowest layer, for that error; `dice` re-exports it. Engine machinery rather than a rule:
//! the rules that roll each die cite their books.

use serde::Serialize;

/// What a die was rolled for: each die in an outcome's `dice` names one (API.md "dice").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum Purpose {
    /// A test of one character (`rollTest`).
    Test,
    /// The attacker's test.
    Attack,
    /// The target's Dodge or Parry.
    Evasion,
    HitLocation,
    Damage,
    /// A Righteous Fury die: the critical d5 (ow/dh2) or the extra damage dice (dh1/rt).
    RighteousFury,
    /// The d100 that confirms Righteous Fury (dh1/rt).
    RighteousFuryConfirm,
    Initiative,
    /// The die that breaks a tie in initiative.
    InitiativeTie,
    OpposedA,
    OpposedB,
    /// The attacker's side of an opposed test made as an attack (knock-down, grapple...).
    OpposedAttacker,
    /// The target's side of such a test.
    OpposedTarget,
    StunAttacker,
    StunTarget,
    /// Which character in a kill zone a suppressing-fire hit strikes.
    SuppressionTarget,
    /// A Pinning Test.
    Pinning,
    /// A die a critical effect rolls (rounds stunned, levels of fatigue, metres...).
    CriticalEffect,
    /// A test a critical effect calls for (a Toughness test or die...).
    CriticalTest,
    /// The d100 of a critical effect that happens only by chance.
    CriticalChance,
    /// The die of wounds a fate point recovers.
    FateWounds,
    /// The end-of-turn test to escape pinning (`escapePinning`).
    PinningEscape,
    /// A grappled character's Agility test to slip free.
    SlipFree,
    /// The direction a missed shot scatters (and the second axis in zero gravity).
    ScatterDirection,
    ScatterDirectionSecondAxis,
    ScatterDistance,
    /// A medic's Medicae test (`heal`: first aid, extended care, staunching blood loss; and
    /// `startTurn`: staunching bleeding).
    Medicae,
    /// A Toughness test a healing rule calls for (a day of healing while critically damaged
    /// in Only War, a critically damaged patient after badly failed care).
    HealingToughness,
    /// The damage badly failed extended care deals.
    CareHarm,
    /// The Agility test of a character in flames, to keep from catching fire.
    CatchFire,
    /// A burning character's Willpower test to act normally (`startTurn`).
    OnFire,
    /// A burning character's Agility test to put the flames out (`startTurn`).
    Extinguish,
    /// The d100 of blood loss's chance of death each round (`startTurn`).
    BloodLoss,
    /// The Toughness test of a character holding its breath (`endRound`).
    Breath,
    /// The Toughness test against the cold of space or a thinning atmosphere (`endRound`).
    Vacuum,
    /// The d100 after a successful Parry with a Power Field weapon: at or under the chance
    /// (75), the attacking weapon is destroyed. Rolled right after the Parry test (and its
    /// fate re-roll), before the damage dice of any hit that still lands.
    PowerField,
    /// The target's Agility test against a weapon that sprays a cone (Flame in dh1/rt, Spray
    /// in ow/dh2), made instead of an attack test; with a Dodge asked for, it is the Dodge.
    Spray,
    /// The damage dice a weapon that overheats deals its wielder.
    Overheat,
    /// Tearing's extra damage die, rolled right after the hit's damage dice; the lowest of
    /// them all is dropped.
    Tearing,
    /// Accurate's extra d10s of damage (an aimed single shot from a basic weapon, ow/dh2),
    /// rolled after the hit's damage dice and any Tearing die; they never bring Righteous
    /// Fury.
    Accurate,
    /// The Toughness test of a character a Shocking weapon wounded.
    Shocking,
    /// The Toughness test of a character a Toxic weapon wounded.
    Toxic,
    /// The d10 of extra damage a failed Toxic test deals.
    ToxicDamage,
    /// The Agility test of a character a Snare weapon hit.
    Snare,
    /// The Toughness test of a character a Concussive weapon hit.
    Concussive,
    /// The Toughness test of a character with Regeneration, to recover damage (`startTurn`).
    Regeneration,
    /// The test a move calls for (`resolveMove`: a jump, a leap, a climb, a swim, a lift, a
    /// throw).
    Movement,
    /// The Strength test to keep hold of the rope after a badly failed abseil.
    Grip,
    /// A Toughness test of hours of hard travel (hurrying, running, a forced march, a long
    /// swim, a heavy load).
    Endurance,
    /// The hours an investigation's test gains or loses (1d10 + the bonus on a success, 1d10
    /// on a setback), and the years of a Labyrinthine subject (`investigate`).
    Investigation,
    /// A driver's test (`vehicleAction`, `chaseRound`: the pursuer's first, then the
    /// pursued's).
    Operate,
    /// The damage dice of a ram (`vehicleAction` with `ram`).
    Ram,
    /// The direction (d5) and the extra metres (d10) of a vehicle out of control.
    OutOfControl,
    /// A crewman's Toughness test when its vehicle goes out of control.
    Crew,
    /// A mechanic's repair test (`repairVehicle`).
    Repair,
    /// The Willpower test against Fear (`fearTest`).
    Fear,
    /// The d100 on the Shock table after a Fear test failed in combat.
    Shock,
    /// The insanity points a Fear test failed badly out of combat brings (1d5).
    Insanity,
    /// The Willpower test to snap out of a Shock table result (`startTurn`).
    SnapOut,
    /// The Focus Power test, or Dark Heresy's Psy Rating d10s (`focusPower`).
    FocusPower,
    /// The target's test against an opposed power.
    PowerOpposed,
    /// The d100 on the Psychic Phenomena table.
    Phenomena,
    /// The d100 on the Perils of the Warp table.
    Perils,
    /// A horde's extra d10s of damage for its Magnitude (ow, dh2), rolled after the hit's
    /// damage dice, any Tearing die and Accurate's; they never bring Righteous Fury.
    HordeDamage,
    /// A horde's Willpower test not to break after heavy losses in a round (an encounter).
    HordeBreak,
    /// The d5 of a flame weapon's extra hits on a horde (an encounter).
    HordeFlame,
}

/// A purpose reads as its name, the string a host sees (`error.purpose.as_deref()` is
/// `Some("damage")`).
impl std::ops::Deref for Purpose {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<&str> for Purpose {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl Purpose {
    /// Every purpose, for reading `dice.byPurpose` and for suggestions.
    pub const ALL: [Purpose; 66] = [
        Purpose::Test,
        Purpose::Attack,
        Purpose::Evasion,
        Purpose::HitLocation,
        Purpose::Damage,
        Purpose::RighteousFury,
        Purpose::RighteousFuryConfirm,
        Purpose::Initiative,
        Purpose::InitiativeTie,
        Purpose::OpposedA,
        Purpose::OpposedB,
        Purpose::OpposedAttacker,
        Purpose::OpposedTarget,
        Purpose::StunAttacker,
        Purpose::StunTarget,
        Purpose::SuppressionTarget,
        Purpose::Pinning,
        Purpose::CriticalEffect,
        Purpose::CriticalTest,
        Purpose::CriticalChance,
        Purpose::FateWounds,
        Purpose::PinningEscape,
        Purpose::SlipFree,
        Purpose::ScatterDirection,
        Purpose::ScatterDirectionSecondAxis,
        Purpose::ScatterDistance,
        Purpose::Medicae,
        Purpose::HealingToughness,
        Purpose::CareHarm,
        Purpose::CatchFire,
        Purpose::OnFire,
        Purpose::Extinguish,
        Purpose::BloodLoss,
        Purpose::Breath,
        Purpose::Vacuum,
        Purpose::PowerField,
        Purpose::Spray,
        Purpose::Overheat,
        Purpose::Tearing,
        Purpose::Accurate,
        Purpose::Shocking,
        Purpose::Toxic,
        Purpose::ToxicDamage,
        Purpose::Snare,
        Purpose::Concussive,
        Purpose::Regeneration,
        Purpose::Movement,
        Purpose::Grip,
        Purpose::Endurance,
        Purpose::Investigation,
        Purpose::Operate,
        Purpose::Ram,
        Purpose::OutOfControl,
        Purpose::Crew,
        Purpose::Repair,
        Purpose::Fear,
        Purpose::Shock,
        Purpose::Insanity,
        Purpose::SnapOut,
        Purpose::FocusPower,
        Purpose::PowerOpposed,
        Purpose::Phenomena,
        Purpose::Perils,
        Purpose::HordeDamage,
        Purpose::HordeBreak,
        Purpose::HordeFlame,
    ];

    /// The purpose a name in `dice.byPurpose` stands for.
    pub fn parse(name: &str) -> Option<Purpose> {
        Purpose::ALL.into_iter().find(|p| p.as_str() == name)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::Test => "test",
            Purpose::Attack => "attack",
            Purpose::Evasion => "evasion",
            Purpose::HitLocation => "hitLocation",
            Purpose::Damage => "damage",
            Purpose::RighteousFury => "righteousFury",
            Purpose::RighteousFuryConfirm => "righteousFuryConfirm",
            Purpose::Initiative => "initiative",
            Purpose::InitiativeTie => "initiativeTie",
            Purpose::OpposedA => "opposedA",
            Purpose::OpposedB => "opposedB",
            Purpose::OpposedAttacker => "opposedAttacker",
            Purpose::OpposedTarget => "opposedTarget",
            Purpose::StunAttacker => "stunAttacker",
            Purpose::StunTarget => "stunTarget",
            Purpose::SuppressionTarget => "suppressionTarget",
            Purpose::Pinning => "pinning",
            Purpose::CriticalEffect => "criticalEffect",
            Purpose::CriticalTest => "criticalTest",
            Purpose::CriticalChance => "criticalChance",
            Purpose::FateWounds => "fateWounds",
            Purpose::ScatterDirection => "scatterDirection",
            Purpose::ScatterDirectionSecondAxis => "scatterDirectionSecondAxis",
            Purpose::SlipFree => "slipFree",
            Purpose::PinningEscape => "pinningEscape",
            Purpose::ScatterDistance => "scatterDistance",
            Purpose::Medicae => "medicae",
            Purpose::HealingToughness => "healingToughness",
            Purpose::CareHarm => "careHarm",
            Purpose::CatchFire => "catchFire",
            Purpose::OnFire => "onFire",
            Purpose::Extinguish => "extinguish",
            Purpose::BloodLoss => "bloodLoss",
            Purpose::Breath => "breath",
            Purpose::Vacuum => "vacuum",
            Purpose::PowerField => "powerField",
            Purpose::Spray => "spray",
            Purpose::Overheat => "overheat",
            Purpose::Tearing => "tearing",
            Purpose::Accurate => "accurate",
            Purpose::Shocking => "shocking",
            Purpose::Toxic => "toxic",
            Purpose::ToxicDamage => "toxicDamage",
            Purpose::Snare => "snare",
            Purpose::Concussive => "concussive",
            Purpose::Regeneration => "regeneration",
            Purpose::Movement => "movement",
            Purpose::Grip => "grip",
            Purpose::Endurance => "endurance",
            Purpose::Investigation => "investigation",
            Purpose::Operate => "operate",
            Purpose::Ram => "ram",
            Purpose::OutOfControl => "outOfControl",
            Purpose::Crew => "crew",
            Purpose::Repair => "repair",
            Purpose::Fear => "fear",
            Purpose::Shock => "shock",
            Purpose::Insanity => "insanity",
            Purpose::SnapOut => "snapOut",
            Purpose::FocusPower => "focusPower",
            Purpose::PowerOpposed => "powerOpposed",
            Purpose::Phenomena => "phenomena",
            Purpose::Perils => "perils",
            Purpose::HordeDamage => "hordeDamage",
            Purpose::HordeBreak => "hordeBreak",
            Purpose::HordeFlame => "hordeFlame",
        }
    }
}

crate::written_as_names!(Purpose);
