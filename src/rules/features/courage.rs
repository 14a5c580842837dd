//! Talents and traits that change a Fear test (`fearTest`): Fear (X) on the source, From
//! Beyond, Fearless, Resistance (Fear), Jaded, and the re-roll of Unshakeable Faith (Iron
//! Resolve in Dark Heresy 2nd edition). The seeds give the Fear test (002 Fear); these are
//! the published talent and trait chapters', named in each `source`.

use super::Fx::*;
use super::Kind::{Talent, Trait};
use super::Takes::{Nothing, Required};
use super::{row, Feature};

const FIRST: &str = "Dark Heresy and Rogue Trader core rulebooks, Talents and Traits";
const OW: &str = "Only War core rulebook, Talents and Traits";
const DH2: &str = "Dark Heresy 2nd edition core rulebook, Talents and Traits";

const fn fear(source: &'static str) -> Feature {
    row(
        "fear",
        Trait,
        "Fear",
        Required("the Fear rating, 1 to 4"),
        "Those confronted with it test Willpower at its rating's modifier (Fear 1 +0 to Fear 4 -30).",
        source,
        &[FearRating],
    )
}
const fn from_beyond(source: &'static str) -> Feature {
    row("from_beyond", Trait, "From Beyond", Nothing, "Takes no Fear test and gains no insanity points.", source, &[FearImmune, NoInsanity])
}
const fn fearless(source: &'static str) -> Feature {
    row("fearless", Talent, "Fearless", Nothing, "Takes no Fear test.", source, &[FearImmune])
}
const fn resistance_fear(source: &'static str) -> Feature {
    row("resistance_fear", Talent, "Resistance (Fear)", Nothing, "+10 to Fear tests.", source, &[FearBonus(10)])
}
const fn jaded(source: &'static str) -> Feature {
    row(
        "jaded",
        Talent,
        "Jaded",
        Nothing,
        "Mundane horrors (blood, death, violence) bring no Fear test and no insanity points.",
        source,
        &[IgnoresMundaneHorror],
    )
}
const fn reroll(id: &'static str, name: &'static str, source: &'static str) -> Feature {
    row(id, Talent, name, Nothing, "Rolls a failed Fear test again.", source, &[FearReroll])
}

/// Dark Heresy and Rogue Trader.
pub const FIRST_GEN: [Feature; 6] = [
    fear(FIRST),
    from_beyond(FIRST),
    fearless(FIRST),
    resistance_fear(FIRST),
    jaded(FIRST),
    reroll("unshakeable_faith", "Unshakeable Faith", FIRST),
];
/// Only War.
pub const ONLY_WAR: [Feature; 6] = [
    fear(OW),
    from_beyond(OW),
    fearless(OW),
    resistance_fear(OW),
    jaded(OW),
    reroll("unshakeable_faith", "Unshakeable Faith", OW),
];
/// Dark Heresy 2nd edition: Iron Resolve is its re-roll; Fearless is not in its core book.
pub const SECOND_ED: [Feature; 5] =
    [fear(DH2), from_beyond(DH2), resistance_fear(DH2), jaded(DH2), reroll("iron_resolve", "Iron Resolve", DH2)];
