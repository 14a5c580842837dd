//! Wounds and what follows them: damage past the wounds becomes critical damage, whose
//! running total picks the row of the critical table (000 and 003 "Critical Damage"), and
//! `finish` works out the character's new state: fatigue past the threshold, death, a
//! burnt fate point (003 "Burning Fate").

use super::critical;
use super::state::State;
use crate::error::wording::plural;
use crate::model::*;
use crate::rules::crits::CritTable;
use crate::rules::features::Fx;
use crate::rules::Profile;

/// Wounds a blow deals at a location, and what picks the critical effect of any past the
/// character's wounds: the request's own tables (`own`, where one is given for the damage
/// type and region; else the line's) and whether Sudden Death is on.
pub(crate) struct Wounding<'a> {
    pub(crate) own: &'a [CritTable<'a>],
    pub(crate) damage_type: DamageType,
    pub(crate) location: Location,
    pub(crate) wounds: i32,
    pub(crate) sudden_death: bool,
}

/// Wounds taken, and the critical damage past the target's wounds, whose running total
/// picks the row of the hit's critical table.
#[crate::hot]
pub(crate) fn wound(
    p: &Profile,
    w: &Wounding,
    state: &mut State,
    dice: &mut crate::dice::Dice,
    log: &mut Log,
) -> crate::error::Result<Option<Critical>> {
    let Wounding { own, damage_type, location: loc, wounds, sudden_death } = *w;
    let max = state.actor.wounds.unwrap_or(0);
    let taken = state.damage + wounds;
    state.damage = taken.min(max);
    let excess = taken - max;
    if excess <= 0 || wounds <= 0 {
        return Ok(None);
    }
    let added = critical_less(p, excess.min(wounds), state, log)?;
    state.critical_damage += added;
    note!(log, "{added} critical damage ({} in all)", state.critical_damage);
    let struck = critical::Struck {
        damage_type,
        location: loc,
        row: state.critical_damage,
        critical_damage: state.critical_damage,
        source: "damage",
        sudden_death,
    };
    Ok(Some(critical::resolve(p, own, &struck, state, dice, log)?))
}

/// True Grit (`Fx::CriticalLess`, the character's): critical damage it takes is reduced by
/// the feature's scale (its Toughness Bonus), to at least 1.
fn critical_less(p: &Profile, added: i32, state: &State, log: &mut Log) -> crate::error::Result<i32> {
    let mut added = added;
    for (a, fx) in state.feats.effects() {
        if let Fx::CriticalLess(by) = fx {
            let by = a.scale(*by, p, state.actor, state.path)?;
            let now = (added - by).max(1);
            note!(log, "{}: {added} critical damage less {by} is {now}", a.label());
            added = now;
        }
    }
    Ok(added)
}

/// The target's state after every hit: fatigue past the threshold is unconsciousness (and,
/// where the line says so, twice the threshold is death).
#[crate::hot]
pub(crate) fn finish(p: &Profile, mut state: State, log: &mut Log) -> crate::error::Result<TargetState> {
    let t = state.actor;
    let threshold = if state.fatigue > 0 { state.fatigue_threshold.clone()? } else { 0 };
    let target_name = state.name;
    let by_fatigue = state.fatigue > 0 && state.fatigue > threshold;
    let unconscious =
        by_fatigue || t.has_condition(Condition::Unconscious) || state.conditions.contains(&Condition::Unconscious);
    if p.fatigue_death_at_double && state.fatigue >= 2 * threshold.max(1) && state.fatigue > t.fatigue {
        state.dead = true;
        note!(log, "fatigue {} reaches twice the threshold of {}: {target_name} dies", state.fatigue, threshold);
    }
    if state.fatigue > t.fatigue && by_fatigue && !state.dead && !t.has_condition(Condition::Unconscious) {
        // 000 and 003 "Fatigue", 002 "Fatigue", 004 "Fatigue": out for 10 - TB minutes (at
        // least one; the books stop at TB 10), waking with fatigue equal to TB. The 10 is
        // the profile's.
        let base = p.healing.recovery.fatigue_unconscious_minutes_base;
        let minutes = (base - state.toughness_bonus.clone()?).max(1) as u32;
        note!(
            log,
            "fatigue {} is past the threshold of {}: {target_name} falls unconscious for {}",
            state.fatigue,
            threshold,
            plural(minutes, "minute")
        );
        state.add_condition(Condition::Unconscious);
        let duration = Duration { unit: DurationUnit::Minutes, amount: Some(minutes) };
        state.injuries.push(Effect::Unconscious { duration });
    }
    // 003 "Burning Fate": the character lives through what would have killed it, barely:
    // on no wounds left and unconscious.
    let mut fate = Vec::new();
    if state.dead && state.burns_fate {
        state.dead = false;
        state.damage = t.wounds.unwrap_or(state.damage);
        state.add_condition(Condition::Unconscious);
        let duration = Duration { unit: DurationUnit::UntilTreated, amount: None };
        state.injuries.push(Effect::Unconscious { duration });
        fate.push(FateSpent { kind: FateUseKind::Burn, replaced_roll: None });
        note!(log, "{target_name} burns a fate point and survives, unconscious with no wounds left");
    }
    let unconscious = unconscious || state.conditions.contains(&Condition::Unconscious);
    let target_state = TargetState {
        damage: state.damage,
        critical_damage: state.critical_damage,
        fatigue: state.fatigue,
        conditions: state.conditions,
        dead: state.dead,
        unconscious,
        cover: state.cover,
        stunned_rounds: state.stunned,
        injuries: state.injuries,
        fate_spent: fate,
        insanity: state.insanity,
        corruption: state.corruption,
        // 000 and 003 "Healing", 002 "Damage and Healing". Without Toughness in the
        // request a damaged character's state cannot be judged: left out, as documented
        // on `TargetState::damage_state`.
        damage_state: p.healing.states.of(state.damage, state.critical_damage, state.toughness_bonus.ok()),
    };
    note!(
        log,
        "Result: {target_name} has {} damage of {} wounds, {} critical damage, {} fatigue{}{}",
        target_state.damage,
        t.wounds.unwrap_or(0),
        target_state.critical_damage,
        target_state.fatigue,
        if target_state.dead { "; dead" } else { "" },
        if target_state.unconscious && !target_state.dead { "; unconscious" } else { "" }
    );
    Ok(target_state)
}
