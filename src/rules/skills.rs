//! Each line's skills: name, id, the characteristic a test of the skill uses, basic or
//! advanced, and whether it is taken once per specialisation. The seeds hold no skill
//! chapter: these are the published core books' skill lists (docs/rulesets.md, "What the
//! engine decides that no seed covers"; each row names its book). A request naming a skill
//! outside its line's table is refused with the nearest name, and a test of a skill on
//! another characteristic is refused unless the request allows it (`anyCharacteristic`).

use serde::Serialize;

use super::Profile;
use crate::model::Characteristic::{self, Ag, Fel, Int, Per, Wp, Ws, S, T};

/// Whether an untrained character may try the skill (first generation: a basic skill at
/// half the characteristic, an advanced one not at all).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(remote = "Self", rename_all = "camelCase")]
pub enum SkillClass {
    Basic,
    Advanced,
}

/// One skill of a line.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct SkillDef {
    /// The name in camelCase (`'sleightOfHand'`). A request may name the skill by id or by
    /// name: both are matched ignoring case, spaces and punctuation.
    pub id: &'static str,
    /// The book's name (`'Sleight of Hand'`).
    pub name: &'static str,
    /// The characteristic a test of the skill uses. Testing it on another needs the
    /// request's `anyCharacteristic` (the GM's call, which the books allow).
    pub characteristic: Characteristic,
    /// Basic or advanced in the first generation (dh1, rt); `null` in the second (ow,
    /// dh2), where any skill may be tried untrained at -20.
    pub class: Option<SkillClass>,
    /// Taken once per specialisation, written after the name: `'Common Lore (Imperium)'`.
    pub specialist: bool,
    /// The book the row follows.
    pub source: &'static str,
}

const DH1_SOURCE: &str = "Dark Heresy, Skills chapter (skill list and descriptions)";
const RT_SOURCE: &str = "Rogue Trader, Skills chapter (skill list and descriptions)";
const OW_SOURCE: &str = "Only War, Skills chapter (skill list and descriptions)";
const DH2_SOURCE: &str = "Dark Heresy 2nd edition, Skills chapter (skill list and descriptions)";

const B: Option<SkillClass> = Some(SkillClass::Basic);
const A: Option<SkillClass> = Some(SkillClass::Advanced);
const NONE: Option<SkillClass> = None;

const fn sk(id: &'static str, name: &'static str, c: Characteristic, class: Option<SkillClass>) -> SkillDef {
    SkillDef { id, name, characteristic: c, class, specialist: false, source: "" }
}

/// A skill taken once per specialisation.
const fn sp(id: &'static str, name: &'static str, c: Characteristic, class: Option<SkillClass>) -> SkillDef {
    SkillDef { id, name, characteristic: c, class, specialist: true, source: "" }
}

/// The rows with their book named.
#[allow(clippy::indexing_slicing)] // const evaluation only: a bad index fails the build
const fn cited<const N: usize>(mut rows: [SkillDef; N], source: &'static str) -> [SkillDef; N] {
    let mut i = 0;
    while i < N {
        rows[i].source = source;
        i += 1;
    }
    rows
}

/// Dark Heresy 1st edition. Rogue Trader has the same rows, with Command basic and
/// Commerce added.
#[rustfmt::skip]
pub const DH1: [SkillDef; 48] = cited([
    sk("acrobatics", "Acrobatics", Ag, A),
    sk("awareness", "Awareness", Per, B),
    sk("barter", "Barter", Fel, B),
    sk("blather", "Blather", Fel, A),
    sk("carouse", "Carouse", T, B),
    sk("charm", "Charm", Fel, B),
    sk("chemUse", "Chem-Use", Int, A),
    sk("climb", "Climb", S, B),
    sk("command", "Command", Fel, A),
    sk("concealment", "Concealment", Ag, B),
    sk("contortionist", "Contortionist", Ag, B),
    sk("deceive", "Deceive", Fel, B),
    sk("demolition", "Demolition", Int, A),
    sk("disguise", "Disguise", Fel, B),
    sk("dodge", "Dodge", Ag, B),
    sk("evaluate", "Evaluate", Int, B),
    sk("gamble", "Gamble", Int, B),
    sk("inquiry", "Inquiry", Fel, B),
    sk("interrogation", "Interrogation", Wp, A),
    sk("intimidate", "Intimidate", S, B),
    sk("invocation", "Invocation", Wp, A),
    sk("lipReading", "Lip Reading", Per, A),
    sk("literacy", "Literacy", Int, A),
    sk("logic", "Logic", Int, B),
    sk("medicae", "Medicae", Int, A),
    sk("psyniscience", "Psyniscience", Per, A),
    sk("scrutiny", "Scrutiny", Per, B),
    sk("search", "Search", Per, B),
    sk("security", "Security", Ag, A),
    sk("shadowing", "Shadowing", Ag, A),
    sk("silentMove", "Silent Move", Ag, B),
    sk("sleightOfHand", "Sleight of Hand", Ag, A),
    sk("survival", "Survival", Int, A),
    sk("swim", "Swim", S, B),
    sk("techUse", "Tech-Use", Int, A),
    sk("tracking", "Tracking", Int, A),
    sk("wrangling", "Wrangling", Int, A),
    sp("ciphers", "Ciphers", Int, A),
    sp("commonLore", "Common Lore", Int, A),
    sp("drive", "Drive", Ag, A),
    sp("forbiddenLore", "Forbidden Lore", Int, A),
    sp("navigation", "Navigation", Int, A),
    sp("performer", "Performer", Fel, A),
    sp("pilot", "Pilot", Ag, A),
    sp("scholasticLore", "Scholastic Lore", Int, A),
    sp("secretTongue", "Secret Tongue", Int, A),
    sp("speakLanguage", "Speak Language", Int, A),
    sp("trade", "Trade", Int, A),
], DH1_SOURCE);

/// Rogue Trader: Dark Heresy's rows, with Command basic and Commerce (Fellowship,
/// advanced).
#[allow(clippy::indexing_slicing)] // const evaluation only: a bad index fails the build
pub const RT: [SkillDef; 49] = {
    let mut rows = [sk("commerce", "Commerce", Fel, A); 49];
    // Acrobatics .. Command come before Commerce.
    let mut i = 0;
    while i < DH1.len() {
        let at = if i < 9 { i } else { i + 1 };
        rows[at] = DH1[i];
        if matches!(DH1[i].id.as_bytes(), b"command") {
            rows[at].class = B;
        }
        i += 1;
    }
    cited(rows, RT_SOURCE)
};

/// The second generation's rows (Only War, Dark Heresy 2nd edition), before each line's
/// Commerce.
#[rustfmt::skip]
const SECOND: [SkillDef; 27] = [
    sk("acrobatics", "Acrobatics", Ag, NONE),
    sk("athletics", "Athletics", S, NONE),
    sk("awareness", "Awareness", Per, NONE),
    sk("charm", "Charm", Fel, NONE),
    sk("command", "Command", Fel, NONE),
    sk("deceive", "Deceive", Fel, NONE),
    sk("dodge", "Dodge", Ag, NONE),
    sk("inquiry", "Inquiry", Fel, NONE),
    sk("interrogation", "Interrogation", Wp, NONE),
    sk("intimidate", "Intimidate", S, NONE),
    sk("logic", "Logic", Int, NONE),
    sk("medicae", "Medicae", Int, NONE),
    sk("parry", "Parry", Ws, NONE),
    sk("psyniscience", "Psyniscience", Per, NONE),
    sk("scrutiny", "Scrutiny", Per, NONE),
    sk("security", "Security", Int, NONE),
    sk("sleightOfHand", "Sleight of Hand", Ag, NONE),
    sk("stealth", "Stealth", Ag, NONE),
    sk("survival", "Survival", Per, NONE),
    sk("techUse", "Tech-Use", Int, NONE),
    sp("commonLore", "Common Lore", Int, NONE),
    sp("forbiddenLore", "Forbidden Lore", Int, NONE),
    sp("linguistics", "Linguistics", Int, NONE),
    sp("navigate", "Navigate", Int, NONE),
    sp("operate", "Operate", Ag, NONE),
    sp("scholasticLore", "Scholastic Lore", Int, NONE),
    sp("trade", "Trade", Int, NONE),
];

/// The second generation's rows with a Commerce on `c`, placed in alphabetical order.
#[allow(clippy::indexing_slicing)] // const evaluation only: a bad index fails the build
const fn second(commerce: Characteristic, source: &'static str) -> [SkillDef; 28] {
    let mut rows = [sk("commerce", "Commerce", commerce, NONE); 28];
    // Acrobatics .. Command come before Commerce.
    let mut i = 0;
    while i < SECOND.len() {
        rows[if i < 5 { i } else { i + 1 }] = SECOND[i];
        i += 1;
    }
    cited(rows, source)
}

/// Only War: Commerce on Fellowship.
pub const OW: [SkillDef; 28] = second(Fel, OW_SOURCE);

/// Dark Heresy 2nd edition: Commerce on Intelligence.
pub const DH2: [SkillDef; 28] = second(Int, DH2_SOURCE);

/// The line's row for a skill named in a request (`'Dodge'`, `'dodge'`, `'sleightOfHand'`,
/// `'Common Lore (Imperium)'`): matched ignoring case, spaces and punctuation; a specialist
/// skill with anything after its name.
pub fn find(p: &Profile, name: &str) -> Option<&'static SkillDef> {
    let key = crate::error::suggest::norm(name);
    p.skills
        .iter()
        .find(|s| crate::error::suggest::norm(s.name) == key)
        .or_else(|| p.skills.iter().find(|s| s.specialist && key.starts_with(&crate::error::suggest::norm(s.name))))
}

crate::written_as_names!(SkillClass);
