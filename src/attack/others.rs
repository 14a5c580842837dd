//! Hits on characters other than the target.
//!
//! - Extra hits moved within 2 metres (000 and 003 Semi-Auto and Full Auto Burst): each
//!   `spread` entry takes up to its count of the burst's extra hits, from the end of the
//!   hits, in request order; fewer if the burst scored fewer.
//! - Stray shots, the optional rule for shooting into melee (`options.strayShots`, the line's
//!   `StrayShots`): a near miss strikes the target's melee opponent instead (000: one degree
//!   of failure or less; 003: it would have hit but for the -20), its location the reversed
//!   test roll; a burst must give the opponent some of its extra hits (000: every other hit;
//!   003: at least one). This comes first, then the spread.
//!
//! A character's first moved hit rolls a fresh d100 for its location (`hitLocation`), its
//! later ones follow the multiple-hits table. Moved hits happen after the target's hits
//! and reaction; their damage dice come after the target's, character by character in
//! request order. The characters do not react. A weapon that sets targets alight makes a
//! character it hit test against catching fire after its hits (`ignite`).

use super::apply;
use super::hits::{self, Placed};
use super::{after_hit, damage, ignite, Log, Prepared};
use crate::body::State;
use crate::dice::Dice;
use crate::error::wording::plural;
use crate::error::Result;
use crate::model::*;
use crate::rules::tables::{location_for, reverse_roll};
use crate::rules::{StrayBurst, StrayMiss};

/// Hits moved to one of `Prepared::zone`'s members.
pub(super) struct Moved {
    member: usize,
    count: u32,
    /// The first hit's location when it is known (a stray shot's reversed roll).
    first: Option<Location>,
}

/// Takes up to `n` extra hits from the end of `scored`.
fn take(scored: &mut Vec<Placed>, n: u32) -> u32 {
    let extras = scored.iter().filter(|h| h.extra).count() as u32;
    let n = n.min(extras);
    scored.truncate(scored.len() - n as usize);
    n
}

/// Decides which hits go to other characters, removing them from `scored`. `misfired`: the
/// weapon jammed or overheated and never fired.
pub(super) fn allocate(
    pr: &Prepared,
    test: &TestResult,
    misfired: bool,
    scored: &mut Vec<Placed>,
    log: &mut Log,
) -> Vec<Moved> {
    let mut moved = Vec::new();
    let zone = &pr.zone;
    let opponent = zone.members.iter().enumerate().find(|(_, m)| m.role == "meleeOpponent");
    if let (true, Some((member, opp))) = (zone.stray, opponent) {
        let stray = pr.p.stray_shots;
        if !test.success && !misfired {
            let near = match (stray.miss, test.roll, pr.but_for_melee) {
                (StrayMiss::WithinDegrees { degrees }, Some(_), _) => test.degrees <= degrees,
                (StrayMiss::ButForPenalty, Some(r), Some(t)) => r as i32 <= t,
                _ => false,
            };
            if let (true, Some(r)) = (near, test.roll) {
                let l = location_for(reverse_roll(r));
                note!(log, "Stray shot: the near miss strikes {} instead ({})", opp.id, l.label());
                moved.push(Moved { member, count: 1, first: Some(l) });
            }
        } else if pr.rate_cap.is_some() && scored.len() >= 2 {
            let want = match stray.burst {
                StrayBurst::Alternate => scored.len() as u32 / 2,
                StrayBurst::AtLeastOne => 1,
            };
            let n = take(scored, want);
            note!(log, "Stray shots: {n} of the burst's hits strike {} in the melee", opp.id);
            moved.push(Moved { member, count: n, first: None });
        }
    }
    for (member, m) in zone.members.iter().enumerate().filter(|(_, m)| m.role == "spread") {
        let n = take(scored, m.spread);
        if n < m.spread {
            note!(log, "only {} left to move to {}", plural(n, "extra hit"), m.id);
        }
        if n > 0 {
            note!(log, "{} moved to {}", plural(n, "extra hit"), m.id);
            moved.push(Moved { member, count: n, first: None });
        }
    }
    moved
}

/// Rolls and applies the moved hits; returns every member's record (request order).
pub(super) fn resolve(
    pr: &Prepared,
    test: &TestResult,
    moved: Vec<Moved>,
    hits_before: u32,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Vec<OtherTarget>> {
    // A stray shot's damage counts no degrees of success (the test failed).
    let stray_test = TestResult { success: true, degrees: 0, ..test.clone() };
    let mut n = hits_before;
    let mut out = Vec::with_capacity(pr.zone.members.len());
    for (i, m) in pr.zone.members.iter().enumerate() {
        let mut state = State::of(pr.p, &m.actor, &m.path)?.called(&m.id).with_features(&m.feats);
        let mut landed = Vec::new();
        for mv in moved.iter().filter(|mv| mv.member == i && mv.count > 0) {
            let first = match mv.first {
                Some(l) => l,
                None => hits::fresh_location(dice, log, &m.id)?,
            };
            let mut placed = hits::follow(pr.p, first, mv.count);
            for h in &mut placed {
                h.extra = mv.first.is_none();
            }
            let t = if test.success { test } else { &stray_test };
            for h in &placed {
                n += 1;
                dice.current_hit = Some(n);
                let rolled = damage::roll(pr, t, h, dice, log, &mut damage::Buffers::default())?;
                let mut hit = apply::hit(pr, h, rolled, &mut state, dice, log, &mut None)?;
                after_hit::apply(pr, &mut hit, &mut state, dice, log)?;
                landed.push(hit);
            }
        }
        dice.current_hit = None;
        let catch_fire = if landed.is_empty() { None } else { ignite::test(pr, &mut state, dice, log)? };
        // A character nothing struck needs no result line.
        let mut quiet = Log::new(false);
        let target = crate::body::finish(pr.p, state, if landed.is_empty() { &mut quiet } else { log })?;
        out.push(OtherTarget { id: m.id.to_string(), role: m.role, hits: landed, target, pinning: None, catch_fire });
    }
    Ok(out)
}
