//! Requests seen again: a host that rolls the same attack again and again (a sheet's attack
//! button, a VTT's macro) sends the same request with other dice each time. The engine keeps
//! the text of the last few requests; the second time one comes (the same text but for its
//! `dice` member), it is prepared (`PreparedAttack`: read and checked once), and from then
//! on its outcome is rolled on the prepared request with the dice of each call, and only
//! the dice are read. The outcome is the one `resolve_attack` gives the whole request, byte
//! for byte: `PreparedAttack::outcome` is that same run, and `tests/properties.rs` and
//! `tests/js/repeat.test.mjs` hold the two equal.
//!
//! Comparing a text with one kept costs about what it has in common with it: the bytes they
//! share from the start, then the `dice` member read where the kept text has it
//! (`json::member`), then the rest compared. A kept text is scanned for its `dice` member
//! once, and only when a new text could differ from it in that member alone, so a request
//! that is new costs a few comparisons that stop at the first difference.
//!
//! A request is prepared only once `resolve_attack` has resolved it without an error, and
//! only where its dice are where the scan found them (a text whose `dice` name is written
//! with escapes is never prepared). Dice that cannot be read on their own send the call the
//! whole way, for the error the whole request gives.

use super::prepared_request::{read_dice, PreparedAttack};
use crate::dice::DiceSpec;
use crate::error::Result;
use crate::json::member::{self, Member};
use crate::model::{AttackOutcome, AttackRequest};

/// The requests kept (each with its text), the most recent first.
const KEPT: usize = 4;

/// The longest request text kept, in bytes.
const LONGEST: usize = 256 * 1024;

/// A request's text, where its `dice` member is (once scanned for: `Some(None)` where it
/// has none), and the request prepared once it came twice.
struct Seen {
    text: Vec<u8>,
    dice: Option<Option<Member>>,
    prepared: Option<Box<PreparedAttack>>,
}

/// The requests seen last (see the module's notes).
#[derive(Default)]
pub struct Repeats {
    seen: Vec<Seen>,
}

/// How many bytes `a` and `b` share from the start: eight at a time, then one at a time.
fn shared(a: &[u8], b: &[u8]) -> usize {
    let word = |c: &[u8]| <[u8; 8]>::try_from(c).map(u64::from_ne_bytes).ok();
    let mut n = 0;
    for (x, y) in a.chunks_exact(8).zip(b.chunks_exact(8)) {
        if word(x) != word(y) {
            break;
        }
        n += 8;
    }
    let tail = a.get(n..).unwrap_or_default().iter().zip(b.get(n..).unwrap_or_default());
    n + tail.take_while(|(x, y)| x == y).count()
}

/// Whether `"dice"` is written in `text` before byte `at` (or a little after it, where the
/// texts differ between a comma and the name): else a text that differs from it at `at`
/// cannot differ in its `dice` member alone. Looked for from `at` back, where it is when
/// the texts differ in their dice.
fn names_dice_before(text: &[u8], at: usize) -> bool {
    let end = text.len().min(at.saturating_add(8));
    text.get(..end).unwrap_or_default().windows(6).rev().any(|w| matches!(w, [b'"', b'd', b'i', b'c', b'e', b'"']))
}

impl Seen {
    /// Its `dice` member, scanned for the first time it is asked for.
    fn dice(&mut self) -> Option<Member> {
        self.dice.get_or_insert_with(|| member::find(&self.text, "dice")).clone()
    }

    /// Whether `text` is this request with the same dice or other dice: `Some` with the
    /// `dice` member of `text` (`None` inside where neither has one) if it is.
    fn repeated_by(&mut self, text: &[u8]) -> Option<Option<Member>> {
        let at = shared(&self.text, text);
        if at == self.text.len() && at == text.len() {
            return Some(self.dice());
        }
        if self.dice.is_none() && !names_dice_before(&self.text, at) {
            return None;
        }
        let kept = self.dice()?;
        if kept.cut.start > at {
            return None;
        }
        let now = kept.again(&self.text, text, "dice")?;
        let same_after = text.get(now.cut.end..)? == self.text.get(kept.cut.end..)?;
        same_after.then_some(Some(now))
    }
}

/// The dice of `text` whose `dice` member is `member`, read on their own
/// (`prepared_request::read_dice`); `None` where they cannot be.
fn dice_of(text: &str, member: Option<&Member>) -> Option<Option<DiceSpec>> {
    let Some(m) = member else {
        return Some(None);
    };
    let value = text.get(m.value.clone())?;
    let mut wrapped = String::with_capacity(value.len() + 9);
    wrapped.push_str("{\"dice\":");
    wrapped.push_str(value);
    wrapped.push('}');
    read_dice(&wrapped).ok()
}

impl Repeats {
    /// None seen yet.
    pub const fn new() -> Repeats {
        Repeats { seen: Vec::new() }
    }

    /// The outcome of a request prepared before, with the dice of `text`; `None` where the
    /// request was not (or its dice cannot be read on their own): the caller resolves it
    /// whole. `entropy` seeds dice that give neither a seed nor faces.
    pub fn outcome(&mut self, text: &str, entropy: impl FnOnce() -> u64) -> Option<Result<AttackOutcome>> {
        let (at, member) = self
            .seen
            .iter_mut()
            .enumerate()
            .filter(|(_, s)| s.prepared.is_some())
            .find_map(|(k, s)| s.repeated_by(text.as_bytes()).map(|m| (k, m)))?;
        let dice = dice_of(text, member.as_ref())?;
        self.seen.get_mut(..=at)?.rotate_right(1);
        let prepared = self.seen.first_mut()?.prepared.as_mut()?;
        let e = if crate::dice::needs_entropy(dice.as_ref()) { entropy() } else { 0 };
        Some(prepared.outcome(dice.as_ref(), e))
    }

    /// Notes a request `resolve_attack` resolved from `text`: it is prepared if it came
    /// before, else kept to be known when it comes again.
    pub fn resolved(&mut self, text: &str, req: Box<AttackRequest>) {
        let text = text.as_bytes();
        if text.len() > LONGEST {
            return;
        }
        let found = self.seen.iter_mut().enumerate().find_map(|(k, s)| s.repeated_by(text).map(|m| (k, m)));
        let Some((at, member)) = found else {
            // Kept first, in the oldest one's room once there are `KEPT`.
            if self.seen.len() < KEPT {
                self.seen.push(Seen { text: Vec::new(), dice: None, prepared: None });
            }
            self.seen.rotate_right(1);
            if let Some(first) = self.seen.first_mut() {
                first.text.clear();
                first.text.extend_from_slice(text);
                first.dice = None;
                first.prepared = None;
            }
            return;
        };
        let Some(seen) = self.seen.get_mut(..=at) else { return };
        seen.rotate_right(1);
        // Dice the reader found where the scan did not are never rolled from the scan's.
        let Some(first) = seen.first_mut().filter(|s| s.prepared.is_none() && (member.is_some() || req.dice.is_none()))
        else {
            return;
        };
        first.text = text.to_vec();
        first.dice = Some(member);
        first.prepared = PreparedAttack::new(*req).ok().map(Box::new);
    }
}
