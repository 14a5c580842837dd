//! Dice: a seeded generator, a scripted source, and a record of every die handed out.
//!
//! The generator is PCG-XSH-RR 64/32 (O'Neill's `pcg32`, from the `rand_pcg` crate), seeded
//! as the reference `pcg32_srandom(seed, 54)`. It uses only 64-bit integer arithmetic, so the same seed gives
//! the same stream on every platform (the host that runs `cargo test`, wasm32 in Node, wasm32
//! in a browser). A face on an N-sided die is drawn by rejection sampling (no modulo bias).
//! Changing the generator, its seeding or the face mapping changes every seeded outcome: the
//! golden list in `tests/dice.rs` guards it, and such a change is a breaking change.
//!
//! `Purpose` names what each die is for (it lives in `error::purpose`, since an exhausted
//! script's error names one, and is re-exported here); `dice_spec` holds what a request says
//! of its dice and the record of each die; `roller` the generator and the source that hands
//! dice out; `dice_expr` the damage expressions (`1d10+3`).

/// Largest seed accepted: 2^53 - 1, so every seed survives a trip through a JS number.
pub const MAX_SEED: u64 = (1u64 << 53) - 1;
/// The most dice one request may consume (scripted or seeded).
pub const MAX_DICE_PER_REQUEST: usize = 100_000;
/// The most dice one damage expression may roll (`NdX` with N above this is refused).
pub const MAX_DICE_IN_EXPRESSION: u32 = 100;
/// The largest die a damage expression may name.
pub const MAX_SIDES: u32 = 1000;
/// The largest flat modifier a damage expression may carry.
pub const MAX_FLAT_MODIFIER: i32 = 1000;
/// The most faces a request may script.
pub const MAX_SCRIPTED_ROLLS: usize = 10_000;

/// The `n`th seed spread from one seed (SplitMix64 of the seed and `n`): an analysis's
/// trials, an encounter's steps. Changing it changes every such outcome. Pasted into its
/// callers (three multiplications): an analysis derives one a trial.
#[inline(always)]
pub fn derive_seed(seed: u64, n: u64) -> u64 {
    let mut z = (seed ^ n.wrapping_mul(0xD1B5_4A32_D192_ED03)).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (z ^ (z >> 31)) & MAX_SEED
}

mod dice_spec;
mod roller;
mod dice_expr;

pub use crate::error::purpose::Purpose;
pub use dice_expr::DiceExpr;
pub use dice_spec::{DiceSpec, DieRecord};
pub use roller::{needs_entropy, Dice, Pcg32};
