//! What a line adds to an encounter: comrades (Only War, 002 Comrade Orders) and hordes.
//!
//! Hordes: the seeds carry no horde rule, and none was found in the Only War or Dark
//! Heresy 2nd edition core rulebooks; the numbers here are the horde rule of the same
//! family's Deathwatch Core Rulebook ("Hordes"), which those lines' supplements share. Only
//! the parts of it known for certain are carried (docs/rulesets.md, Encounters).

/// A line's encounter rules.
#[derive(Debug, serde::Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Encounters {
    /// Comrades may be attached to player characters.
    pub comrades: Option<&'static Comrades>,
    /// Hordes may be fought.
    pub hordes: Option<&'static Hordes>,
}

/// 002 Comrade Orders.
#[derive(Debug, serde::Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Comrades {
    /// Ranged Volley: to the leader's Ballistic Skill.
    pub ranged_volley: i32,
    /// Close Quarters: the leader counts as outnumbering its foe (two to one).
    pub close_quarters_outnumber: u32,
    /// Damaging hits a comrade takes before it is killed (the first leaves it wounded).
    pub hits_to_kill: u32,
    /// An attack on the leader whose roll is a double (11, 22 ... 99) strikes a comrade
    /// instead (Only War Core Rulebook, "Comrades Being Attacked").
    pub doubles_hit_comrade: bool,
}

/// The Deathwatch horde rule ("Hordes", "Damaging Hordes").
#[derive(Debug, serde::Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct Hordes {
    /// Magnitude a hit removes when it deals at least 1 damage past armour and Toughness.
    pub per_hit: i32,
    /// More Magnitude from a hit of Explosive damage.
    pub explosive: i32,
    /// A Blast (X) weapon's hit removes X Magnitude (at least `per_hit`).
    pub blast_counts_x: bool,
    /// The largest starting Magnitude accepted.
    pub max_magnitude: i32,
    /// A horde's attack gains one extra d10 of damage for each full this much Magnitude it
    /// has left ("Hordes and Damage")...
    pub magnitude_per_damage_die: i32,
    /// ...up to this many d10s.
    pub max_damage_dice: u32,
    /// A horde's attacks cannot be dodged or parried.
    pub attacks_unavoidable: bool,
    /// A horde that loses at least this share (percent) of the Magnitude it began the round
    /// with, within the round, tests Willpower or breaks ("Breaking"); a Fearless horde
    /// never does.
    pub break_loss_percent: i32,
    /// The modifier of that Willpower test (Challenging, +0).
    pub break_test_modifier: i32,
    /// A flame weapon (Flame, or Spray in ow/dh2) that harms a horde scores one hit per this
    /// many metres of its range...
    pub flame_metres_per_hit: u32,
    /// ...plus one die of this many sides.
    pub flame_die: u32,
}

pub const DEATHWATCH_HORDES: Hordes = Hordes {
    per_hit: 1,
    explosive: 1,
    blast_counts_x: true,
    max_magnitude: 1000,
    magnitude_per_damage_die: 10,
    max_damage_dice: 2,
    attacks_unavoidable: true,
    break_loss_percent: 25,
    break_test_modifier: 0,
    flame_metres_per_hit: 4,
    flame_die: 5,
};

pub const OW_COMRADES: Comrades =
    Comrades { ranged_volley: 5, close_quarters_outnumber: 2, hits_to_kill: 2, doubles_hit_comrade: true };

pub const FIRST: Encounters = Encounters { comrades: None, hordes: None };
pub const OW: Encounters = Encounters { comrades: Some(&OW_COMRADES), hordes: Some(&DEATHWATCH_HORDES) };
pub const DH2: Encounters = Encounters { comrades: None, hordes: Some(&DEATHWATCH_HORDES) };
