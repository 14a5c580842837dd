//! The Pinning Tests after suppressing fire or an Overwatch shot (000 "Pinning",
//! "Suppressing Fire", "Overwatch"; 003 "Pinning", "Suppressing Fire (Full Action)",
//! "Overwatch (Varies)"; 004 "Pinning" and Combat Actions; 002 "Pinning"). Every character
//! in the kill zone tests, struck or not, even when cover or armour stopped the hit (for
//! an Overwatch in ow/dh2, only the characters the shot was fired at). A failure adds
//! `pinned` to the character's conditions in the outcome. Characters the attack killed or
//! knocked out do not test. The tests come after every hit: the target first, then the
//! others in request order, each a `pinning` d100.

use super::{Log, Prepared};
use crate::dice::Dice;
use crate::error::Result;
use crate::model::*;
use crate::rules::Profile;
use crate::test::{self, describe};

/// Rolls one Pinning (or escape) test: Willpower with `mods` plus any fatigue.
pub(crate) fn test(
    p: &Profile,
    actor: &Actor,
    who: &str,
    mut mods: Vec<NamedModifier>,
    dice: &mut Dice,
    purpose: crate::dice::Purpose,
) -> Result<TestResult> {
    let base = test::value(actor, Characteristic::Wp, who)?;
    mods.retain(|m| m.value != 0);
    mods.extend(test::fatigue_modifier(p, actor));
    let spec = test::Spec { characteristic: Characteristic::Wp, skill: None, base, modifiers: mods };
    test::roll(p, actor, spec, dice, purpose)
}

/// One character's test; `None` when it need not take one.
fn one(
    pr: &Prepared,
    actor: &Actor,
    who: &str,
    state: &mut TargetState,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Option<TestResult>> {
    let Some(plan) = &pr.zone.pin else { return Ok(None) };
    let name = actor.display_name(who);
    if state.dead || state.unconscious {
        note!(log, "{name} is out of the fight and takes no Pinning Test");
        return Ok(None);
    }
    let mods = vec![NamedModifier { id: Some("pinning".into()), label: plan.label.clone(), value: plan.modifier }];
    let t = test(pr.p, actor, who, mods, dice, crate::dice::Purpose::Pinning)?;
    if !t.success && !state.conditions.contains(&Condition::Pinned) {
        state.conditions.push(Condition::Pinned);
    }
    note!(log, "Pinning: {name}: {}: {}", describe(&t), if t.success { "acts normally" } else { "pinned" });
    Ok(Some(t))
}

/// Rolls the Pinning Tests the attack calls for into the outcome.
pub(super) fn test_all(
    pr: &Prepared,
    out: &mut AttackOutcome,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<()> {
    if pr.zone.pin.is_none() {
        return Ok(());
    }
    out.pinning = one(pr, &pr.req.target, "target", &mut out.target, dice, log)?;
    for (m, o) in pr.zone.members.iter().zip(out.others.iter_mut()) {
        if m.role == "meleeOpponent" {
            continue;
        }
        o.pinning = one(pr, &m.actor, &m.id, &mut o.target, dice, log)?;
    }
    Ok(())
}
