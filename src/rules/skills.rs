//! Each line's skills, by name. The seeds hold no skill chapter: these are the published
//! core books' lists (docs/rulesets.md, "What the engine decides that no seed covers").
//! A request naming a skill outside its line's lists is refused with the nearest name.

/// Dark Heresy 1st edition and Rogue Trader (Rogue Trader adds Commerce: its profile's
/// `extra_skills`).
#[rustfmt::skip]
pub const FIRST_GENERATION: &[&str] = &[
    "Acrobatics", "Awareness", "Barter", "Blather", "Carouse", "Charm", "Chem-Use", "Climb", "Command",
    "Concealment", "Contortionist", "Deceive", "Demolition", "Disguise", "Dodge", "Evaluate", "Gamble",
    "Inquiry", "Interrogation", "Intimidate", "Invocation", "Lip Reading", "Literacy", "Logic", "Medicae",
    "Psyniscience", "Scrutiny", "Search", "Security", "Shadowing", "Silent Move", "Sleight of Hand",
    "Survival", "Swim", "Tech-Use", "Tracking", "Wrangling",
];

/// First-generation skills taken once per specialisation (`'Common Lore (Imperium)'`).
#[rustfmt::skip]
pub const FIRST_GENERATION_SPECIALIST: &[&str] = &[
    "Ciphers", "Common Lore", "Drive", "Forbidden Lore", "Navigation", "Performer", "Pilot", "Scholastic Lore",
    "Secret Tongue", "Speak Language", "Trade",
];

/// Only War and Dark Heresy 2nd edition.
#[rustfmt::skip]
pub const SECOND_GENERATION: &[&str] = &[
    "Acrobatics", "Athletics", "Awareness", "Charm", "Command", "Commerce", "Deceive", "Dodge", "Inquiry",
    "Interrogation", "Intimidate", "Logic", "Medicae", "Parry", "Psyniscience", "Scrutiny", "Security",
    "Sleight of Hand", "Stealth", "Survival", "Tech-Use",
];

/// Second-generation skills taken once per specialisation.
#[rustfmt::skip]
pub const SECOND_GENERATION_SPECIALIST: &[&str] =
    &["Common Lore", "Forbidden Lore", "Linguistics", "Navigate", "Operate", "Scholastic Lore", "Trade"];
