//! Step five: applying a hit to the target (000 "Step Five: Apply Damage", 003 "Step Four:
//! Apply Damage"). Cover on the location absorbs first and wears by one point when beaten
//! (000 "Damaging Cover"); then armour less penetration (doubled against unarmed blows where
//! the line says so) and the Toughness Bonus. Damage past the wounds is critical damage,
//! whose running total picks the row of the critical table. Afterwards, `finish` works out
//! the target's new state.

use super::actions::fatigue_threshold;
use super::damage::Rolled;
use super::hits::Placed;
use super::{Log, Prepared};
use crate::model::*;
use crate::roll::bonus;
use crate::rules::{Fury, Profile, UnarmedFatigue};

/// A character's running state while hits land on it (the target, or another character
/// the attack involves).
pub(super) struct State<'a> {
    actor: &'a Actor,
    /// The name the log uses.
    name: String,
    /// Worked out when first needed (a character nothing hits needs no Toughness).
    toughness_bonus: crate::error::Result<i32>,
    /// Worked out when first needed (only a character with fatigue needs it).
    fatigue_threshold: crate::error::Result<i32>,
    damage: i32,
    critical_damage: i32,
    fatigue: i32,
    cover: Option<Cover>,
    dead: bool,
}

impl<'a> State<'a> {
    /// `who` is the character's path in the request (`target`, `killZone[0].actor`).
    pub fn of(p: &Profile, t: &'a Actor, who: &str) -> crate::error::Result<State<'a>> {
        Ok(State {
            actor: t,
            name: t.display_name("the target"),
            toughness_bonus: bonus(p, t, Characteristic::T, who),
            fatigue_threshold: fatigue_threshold(p, t, who),
            damage: t.damage,
            critical_damage: t.critical_damage,
            fatigue: t.fatigue,
            cover: t.cover.clone(),
            dead: false,
        })
    }

    /// Adds fatigue levels from a rule other than a hit (a stun, a knock-down...).
    pub fn add_fatigue(&mut self, levels: i32) {
        self.fatigue += levels.max(0);
    }

    /// The same, for a character the request names by `id`.
    pub fn called(mut self, id: &str) -> State<'a> {
        self.name = self.actor.display_name(id);
        self
    }
}

/// Applies one landed hit and returns its record.
pub(super) fn hit(
    pr: &Prepared,
    placed: &Placed,
    rolled: Rolled,
    state: &mut State,
    log: &mut Log,
) -> crate::error::Result<Hit> {
    let p = pr.p;
    let loc = placed.location;
    let total = rolled.damage.total;
    let (soak, mut wounds) = soak(pr, loc, total, state, log)?;
    let got_through = wounds > 0;
    let mut criticals = Vec::new();
    if let (Some(row), Fury::CriticalD5 { crit_needs_damage }) = (rolled.fury_row, p.fury) {
        if wounds == 0 {
            wounds = 1;
            note!(log, "Righteous Fury: the hit deals at least 1 damage");
        }
        if got_through || !crit_needs_damage {
            criticals.push(critical(p, pr.req.weapon.damage_type, loc, row as i32, 0, "righteousFury", false));
        } else {
            note!(log, "Righteous Fury: the hit did not get through, so no critical effect (002 Righteous Fury)");
        }
    }
    note!(log,
        "Step 5 (apply): {total} damage to the {}; armour {}{} - penetration {} = {}, Toughness Bonus {}: {wounds} wound{}",
        loc.label(),
        soak.armour,
        if pr.unarmed && p.unarmed.armour_multiplier != 1 { format!(" x{}", p.unarmed.armour_multiplier) } else { String::new() },
        soak.penetration,
        soak.effective_armour,
        soak.toughness_bonus,
        if wounds == 1 { "" } else { "s" }
    );
    criticals.extend(wound(pr, loc, wounds, state, log));
    if criticals.iter().any(|c| c.lethal) {
        state.dead = true;
    }

    // Unarmed blows also tire (003 Unarmed Combat; 000 Unarmed Combat).
    let mut fatigue = 0;
    if pr.unarmed {
        let tires = match p.unarmed.fatigue {
            UnarmedFatigue::OnHit => true,
            UnarmedFatigue::DamageAtLeastToughnessBonus => total >= soak.toughness_bonus,
        };
        if tires {
            fatigue = 1;
            state.fatigue += 1;
            note!(log, "the unarmed blow inflicts a level of fatigue");
        }
    }

    let worst = criticals.iter().max_by_key(|c| (c.lethal, c.severity)).cloned();
    Ok(Hit {
        location: loc,
        extra: placed.extra,
        damage: rolled.damage,
        wounds,
        critical: worst,
        criticals: if criticals.len() > 1 { criticals } else { Vec::new() },
        righteous_fury: rolled.fury,
        soak,
        fatigue,
        strike: None,
    })
}

/// Cover on the location first (wearing by one point when beaten), then armour less
/// penetration (doubled against unarmed blows where the line says so), then the Toughness
/// Bonus. Returns the record and the wounds that get through.
fn soak(
    pr: &Prepared,
    loc: Location,
    total: i32,
    state: &mut State,
    log: &mut Log,
) -> crate::error::Result<(Soak, i32)> {
    let penetration = pr.req.weapon.penetration;
    let toughness_bonus = state.toughness_bonus.clone()?;
    let mut soak = Soak { toughness_bonus, penetration, ..Soak::default() };
    let mut remaining = total;
    if let Some(cover) = state.cover.as_mut() {
        if cover.locations.contains(&loc) && cover.ap > 0 {
            soak.cover_ap = cover.ap;
            soak.cover_absorbed = remaining.clamp(0, cover.ap);
            let excess = remaining - cover.ap;
            if excess > 0 {
                cover.ap -= 1;
                remaining = excess;
                note!(
                    log,
                    "cover ({} AP) stops {}; {excess} gets through and the cover drops to {} AP",
                    soak.cover_ap,
                    soak.cover_absorbed,
                    cover.ap
                );
            } else {
                remaining = 0;
                note!(log, "cover ({} AP) absorbs the hit", soak.cover_ap);
            }
        }
    }
    soak.armour = state.actor.armour.get(loc);
    let multiplier = if pr.unarmed { pr.p.unarmed.armour_multiplier } else { 1 };
    soak.effective_armour = (soak.armour * multiplier - penetration).max(0);
    let wounds = if remaining > 0 { (remaining - soak.effective_armour - toughness_bonus).max(0) } else { 0 };
    Ok((soak, wounds))
}

/// Wounds taken, and the critical damage past the target's wounds, whose running total
/// picks the row of the hit's critical table.
fn wound(pr: &Prepared, loc: Location, wounds: i32, state: &mut State, log: &mut Log) -> Option<Critical> {
    let max = state.actor.wounds.unwrap_or(0);
    let taken = state.damage + wounds;
    state.damage = taken.min(max);
    let excess = taken - max;
    if excess <= 0 || wounds <= 0 {
        return None;
    }
    let added = excess.min(wounds);
    state.critical_damage += added;
    let c = critical(
        pr.p,
        pr.req.weapon.damage_type,
        loc,
        state.critical_damage,
        state.critical_damage,
        "damage",
        pr.req.options.sudden_death,
    );
    note!(
        log,
        "{added} critical damage ({} in all): {} row {}{}",
        state.critical_damage,
        c.table,
        c.severity,
        if c.lethal { ": lethal" } else { "" }
    );
    Some(c)
}

/// The target's state after every hit: fatigue past the threshold is unconsciousness (and,
/// where the line says so, twice the threshold is death).
pub(super) fn finish(pr: &Prepared, mut state: State, log: &mut Log) -> crate::error::Result<TargetState> {
    let p = pr.p;
    let t = state.actor;
    let threshold = if state.fatigue > 0 { state.fatigue_threshold.clone()? } else { 0 };
    let target_name = state.name.clone();
    let unconscious = (state.fatigue > 0 && state.fatigue > threshold) || t.has_condition(Condition::Unconscious);
    if p.fatigue_death_at_double && state.fatigue >= 2 * threshold.max(1) && state.fatigue > t.fatigue {
        state.dead = true;
        note!(log, "fatigue {} reaches twice the threshold of {}: {target_name} dies", state.fatigue, threshold);
    }
    if state.fatigue > t.fatigue && unconscious && !state.dead {
        note!(log, "fatigue {} is past the threshold of {}: {target_name} falls unconscious", state.fatigue, threshold);
    }
    let target_state = TargetState {
        damage: state.damage,
        critical_damage: state.critical_damage,
        fatigue: state.fatigue,
        conditions: t.conditions.clone(),
        dead: state.dead,
        unconscious,
        cover: state.cover,
        stunned_rounds: None,
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

/// A critical result on the hit's table. `total` picks the row (capped at 10).
pub fn critical(
    p: &Profile,
    damage_type: DamageType,
    location: Location,
    total: i32,
    critical_damage: i32,
    source: &'static str,
    sudden_death: bool,
) -> Critical {
    let severity = total.clamp(1, 10) as u32;
    let table = p.crits.get(damage_type, location);
    let (name, lethal_row, test_row) = match table {
        Some(t) => {
            let row = t.row(severity as i32);
            (t.table, row.is_some_and(|r| r.lethal()), row.is_some_and(|r| r.test_or_die()))
        }
        None => ("", false, false),
    };
    let mut effects = Vec::new();
    if lethal_row || sudden_death {
        effects.push(Effect::Death);
    } else if test_row {
        effects.push(Effect::Test { characteristic: Characteristic::T, modifier: 0, on_failure: "death" });
    }
    Critical {
        damage_type,
        location,
        severity,
        effects,
        lethal: lethal_row || sudden_death,
        critical_damage,
        table: name,
        source,
    }
}
