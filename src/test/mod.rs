//! Tests: characteristic and skill tests, degrees, bonuses, opposed tests and initiative,
//! written once against a ruleset profile. `bonuses` holds a characteristic's value and
//! bonus; `degrees` how degrees are counted; `test_base` what a test starts from and the
//! modifiers it gathers; `test_roll` the roll itself, fate spent on it and `rollTest`;
//! `opposed_tests` opposed tests; `initiative` initiative; `assistance` the helpers of a
//! test; `extended` extended tests and investigation.

pub mod character;
pub mod feature_set;
pub mod needs;
pub mod validate;
mod assistance;
mod bonuses;
mod extended;
mod degrees;
mod test_base;
mod test_roll;
mod opposed_tests;
mod initiative;

pub use bonuses::*;
pub use degrees::*;
pub use extended::*;
pub use initiative::*;
pub use opposed_tests::*;
pub use test_base::*;
pub use test_roll::*;
