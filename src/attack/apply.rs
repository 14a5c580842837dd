//! Step five: applying a hit to the target (000 "Step Five: Apply Damage", 003 "Step Four:
//! Apply Damage"). Cover on the location absorbs first and wears by one point when beaten
//! (000 "Damaging Cover"); then armour less penetration (doubled against unarmed blows where
//! the line says so) and the Toughness Bonus. Damage past the wounds is critical damage,
//! whose running total picks the row of the critical table. Afterwards, `finish` works out
//! the target's new state.

use super::damage::Rolled;
use super::hits::Placed;
use super::{Log, Prepared};
use crate::body::critical;
use crate::body::wounds::{wound, Wounding};
use crate::body::State;
use crate::error::wording::plural;
use crate::model::*;
use crate::rules::{Fury, UnarmedFatigue};

/// What the hits of one strike on one character met beside worn armour, at the degrees it
/// was worked out for (`armour::Soaking`), kept by a run without a log (analysis) from one
/// hit to the next.
pub(super) type Soaked = Option<(Option<i32>, super::armour::Soaking)>;

/// Applies one landed hit and returns its record. `soaked`: what the hits of this strike on
/// `state`'s character meet beside worn armour, kept from the hit before (a run without a
/// log keeps it; `&mut None` works it out afresh).
#[crate::hot]
pub(super) fn hit(
    pr: &Prepared,
    placed: &Placed,
    rolled: Rolled,
    state: &mut State,
    dice: &mut crate::dice::Dice,
    log: &mut Log,
    soaked: &mut Soaked,
) -> crate::error::Result<Hit> {
    let p = pr.p;
    let loc = placed.location;
    let total = rolled.damage.total;
    let (soak, mut wounds, text) = soak(pr, loc, &rolled, state, log, soaked)?;
    let got_through = wounds > 0;
    // ow/dh2 Righteous Fury: a critical on the d5's row, and at least 1 damage.
    let mut fury_row = None;
    if let (Some(row), Fury::CriticalD5 { crit_needs_damage }) = (rolled.fury_row, p.fury) {
        if wounds == 0 {
            wounds = 1;
            note!(log, "Righteous Fury: the hit deals at least 1 damage");
        }
        if got_through || !crit_needs_damage {
            fury_row = Some(row as i32);
        } else {
            note!(log, "Righteous Fury: the hit did not get through, so no critical effect (Only War, Righteous Fury)");
        }
    }
    note!(log, "Step 5 (apply): {total} damage to the {}; {text}: {}", loc.label(), plural(wounds, "wound"));
    let fury_critical = if let Some(row) = fury_row {
        let struck = critical::Struck {
            damage_type: pr.req.weapon.damage_type,
            location: loc,
            row,
            critical_damage: 0,
            source: "righteousFury",
            sudden_death: false,
        };
        Some(critical::resolve(p, pr.crits, &struck, state, dice, log)?)
    } else {
        None
    };
    let struck = Wounding {
        own: pr.crits,
        damage_type: pr.req.weapon.damage_type,
        location: loc,
        wounds,
        sudden_death: pr.req.options.sudden_death,
    };
    let damage_critical = wound(p, &struck, state, dice, log)?;

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

    let (worst, criticals) = worst_of(fury_critical, damage_critical);
    Ok(Hit {
        location: loc,
        extra: placed.extra,
        damage: rolled.damage,
        wounds,
        critical: worst,
        criticals,
        righteous_fury: rolled.fury,
        soak,
        fatigue,
        strike: None,
        aftermath: Vec::new(),
    })
}

/// A hit's critical (`Hit::critical`) and, when it has two, both (`Hit::criticals`,
/// Righteous Fury's first): the worst of two is kept whole beside the list; one alone is
/// moved, with no list made.
fn worst_of(fury: Option<Critical>, damage: Option<Critical>) -> (Option<Critical>, Vec<Critical>) {
    match (fury, damage) {
        (Some(fury), Some(damage)) => {
            let all = vec![fury, damage];
            (all.iter().max_by_key(|c| (c.lethal, c.severity)).cloned(), all)
        }
        (one, other) => (one.or(other), Vec::new()),
    }
}

/// Cover on the location first (wearing by one point when beaten), then armour less
/// penetration, then the Toughness Bonus, as the weapon's and the target's features make
/// them (`armour`). Returns the record, the wounds that get through and the log's words for
/// the armour and Toughness.
#[crate::hot]
fn soak(
    pr: &Prepared,
    loc: Location,
    rolled: &Rolled,
    state: &mut State,
    log: &mut Log,
    soaked: &mut Soaked,
) -> crate::error::Result<(Soak, i32, String)> {
    let total = rolled.damage.total;
    let n = match *soaked {
        Some((degrees, s)) if degrees == rolled.degrees && !log.on() => {
            super::armour::Numbers::of(s, state.armour(loc))
        }
        _ => {
            let n = super::armour::numbers(pr, loc, rolled.degrees, state, log)?;
            *soaked = Some((rolled.degrees, n.soaking()));
            n
        }
    };
    let toughness_bonus = n.toughness_bonus;
    let mut soak = Soak {
        toughness_bonus,
        penetration: n.penetration,
        armour: n.worn,
        natural_armour: n.natural,
        armour_multiplier: (n.multiplier != 1).then_some(n.multiplier),
        effective_armour: n.effective,
        ..Soak::default()
    };
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
    let wounds = if remaining > 0 { (remaining - soak.effective_armour - toughness_bonus).max(0) } else { 0 };
    Ok((soak, wounds, n.text))
}
