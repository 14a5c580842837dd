//! Step five: applying a hit to the target (000 "Step Five: Apply Damage", 003 "Step Four:
//! Apply Damage"). Cover on the location absorbs first and wears by one point when beaten
//! (000 "Damaging Cover"); then armour less penetration (doubled against unarmed blows where
//! the line says so) and the Toughness Bonus. Damage past the wounds is critical damage,
//! whose running total picks the row of the critical table. Afterwards, `finish` works out
//! the target's new state.

use super::actions::fatigue_threshold;
use super::critical;
use super::damage::Rolled;
use super::hits::Placed;
use super::{Log, Prepared, Record};
use crate::features::Set;
use crate::model::*;
use crate::roll::bonus;
use crate::rules::crits::CritTable;
use crate::rules::features::Fx;
use crate::rules::{Fury, Profile, UnarmedFatigue};

/// A character's running state while hits land on it (the target, or another character
/// the attack involves).
#[derive(Clone)]
pub(crate) struct State<'a> {
    pub(crate) actor: &'a Actor,
    /// The character's path in the request, for errors (`target`, `killZone[0].actor`).
    path: &'a str,
    /// The name the log uses (borrowed: a state is made for every trial of an analysis).
    name: &'a str,
    /// Worked out when first needed (a character nothing hits needs no Toughness).
    toughness_bonus: crate::error::Result<i32>,
    /// Worked out when first needed (only a character with fatigue needs it).
    fatigue_threshold: crate::error::Result<i32>,
    damage: i32,
    critical_damage: i32,
    fatigue: i32,
    cover: Option<Cover>,
    pub(crate) dead: bool,
    /// The conditions it has now (those of the request, plus what the action added).
    conditions: Vec<Condition>,
    /// The longest stun the action inflicted.
    stunned: Option<u32>,
    /// Lasting harm the action did (`TargetState::injuries`).
    pub(crate) injuries: Vec<Effect>,
    /// Locations whose armour a critical effect destroyed or knocked off.
    armour_gone: Vec<Location>,
    /// Armour points a critical effect took off a location.
    armour_lost: Vec<(Location, i32)>,
    /// The character burns a fate point rather than die (003 "Burning Fate").
    burns_fate: bool,
    /// Its talents and traits (none unless the caller gives them: `with_features`).
    feats: &'a Set,
}

/// `Actor::display_name`, borrowed.
fn name_of<'a>(t: &'a Actor, fallback: &'a str) -> &'a str {
    t.name.as_deref().filter(|n| !n.is_empty()).unwrap_or(fallback)
}

/// No talents or traits.
static NO_FEATURES: Set = Set { list: Vec::new(), notes: Vec::new() };

/// What a character's running state works out from the request alone, kept so that the
/// state can be made afresh for every trial of an analysis without working it out again.
#[derive(Clone)]
pub(crate) struct Fixed {
    toughness_bonus: crate::error::Result<i32>,
    fatigue_threshold: crate::error::Result<i32>,
}

impl Fixed {
    pub fn of(p: &Profile, t: &Actor, who: &str) -> Fixed {
        Fixed { toughness_bonus: bonus(p, t, Characteristic::T, who), fatigue_threshold: fatigue_threshold(p, t, who) }
    }
}

impl<'a> State<'a> {
    /// `who` is the character's path in the request (`target`, `killZone[0].actor`).
    pub fn of(p: &Profile, t: &'a Actor, who: &'a str) -> crate::error::Result<State<'a>> {
        Ok(State::with_fixed(t, who, Fixed::of(p, t, who), false, &NO_FEATURES))
    }

    /// The same, from what `Fixed::of` worked out for this character and path; `burns_fate`:
    /// the character burns a fate point rather than die; `feats`: its talents and traits
    /// (see `with_features`).
    pub fn with_fixed(t: &'a Actor, who: &'a str, fixed: Fixed, burns_fate: bool, feats: &'a Set) -> State<'a> {
        State {
            actor: t,
            path: who,
            name: name_of(t, "the target"),
            toughness_bonus: fixed.toughness_bonus,
            fatigue_threshold: fixed.fatigue_threshold,
            damage: t.damage,
            critical_damage: t.critical_damage,
            fatigue: t.fatigue,
            cover: t.cover.clone(),
            dead: false,
            conditions: t.conditions.clone(),
            stunned: t.stunned_rounds.filter(|r| *r > 0),
            injuries: t.injuries.clone(),
            armour_gone: Vec::new(),
            armour_lost: Vec::new(),
            burns_fate,
            feats,
        }
    }

    /// The same, with the character's talents and traits (Natural Armour, Daemonic, True
    /// Grit... read when hits land on it).
    pub fn with_features(mut self, feats: &'a Set) -> State<'a> {
        self.feats = feats;
        self
    }

    /// Its talents and traits.
    pub fn features(&self) -> &'a Set {
        self.feats
    }

    /// The armour its traits give on every location (Natural Armour, Machine), beside any
    /// worn.
    pub fn natural_armour(&self) -> i32 {
        self.feats
            .effects()
            .filter(|(_, fx)| matches!(fx, crate::rules::features::Fx::NaturalArmour))
            .map(|(a, _)| a.value().max(0))
            .sum()
    }

    /// Adds fatigue levels from a rule other than a hit (a stun, a knock-down, a critical
    /// effect...).
    pub fn add_fatigue(&mut self, levels: i32) {
        self.fatigue += levels.max(0);
    }

    pub fn fatigue(&self) -> i32 {
        self.fatigue
    }

    pub fn path(&self) -> &'a str {
        self.path
    }

    pub fn add_condition(&mut self, c: Condition) {
        if !self.conditions.contains(&c) {
            self.conditions.push(c);
        }
    }

    /// Stunned for `rounds` (the longer stun stands when it already is).
    pub fn stun(&mut self, rounds: u32) {
        if rounds > 0 {
            self.stunned = Some(self.stunned.unwrap_or(0).max(rounds));
            self.add_condition(Condition::Stunned);
        }
    }

    pub fn destroy_armour(&mut self, l: Location) {
        if !self.armour_gone.contains(&l) {
            self.armour_gone.push(l);
        }
    }

    pub fn damage_armour(&mut self, l: Location, points: i32) {
        self.armour_lost.push((l, points));
    }

    /// The armour points on a location now, after what critical effects did to it.
    pub fn armour(&self, l: Location) -> i32 {
        if self.armour_gone.contains(&l) {
            return 0;
        }
        let lost: i32 = self.armour_lost.iter().filter(|(at, _)| *at == l).map(|(_, p)| p).sum();
        (self.actor.armour.get(l) - lost).max(0)
    }

    /// Wounds recovered (damage taken off, never below none).
    pub fn recover(&mut self, wounds: i32) {
        self.damage = (self.damage - wounds.max(0)).max(0);
    }

    /// Damage and critical damage now.
    pub fn damage(&self) -> (i32, i32) {
        (self.damage, self.critical_damage)
    }

    /// Takes off up to `points` of damage, critical damage first (as healing does); returns
    /// how much went.
    pub fn remove_damage(&mut self, points: i32) -> i32 {
        let critical = points.clamp(0, self.critical_damage.max(0));
        self.critical_damage -= critical;
        let plain = (points - critical).clamp(0, self.damage.max(0));
        self.damage -= plain;
        critical + plain
    }

    /// No longer stunned.
    pub fn end_stun(&mut self) {
        self.stunned = None;
        self.conditions.retain(|c| *c != Condition::Stunned);
    }

    /// The same, for a character the request names by `id`.
    pub fn called(mut self, id: &'a str) -> State<'a> {
        self.name = name_of(self.actor, id);
        self
    }

    /// The name the log uses.
    pub fn name(&self) -> &'a str {
        self.name
    }

    pub fn toughness_bonus(&self) -> crate::error::Result<i32> {
        self.toughness_bonus.clone()
    }

    /// Whether it has a condition now (stunned: also with rounds of stun still to run).
    pub fn has_condition(&self, c: Condition) -> bool {
        self.conditions.contains(&c) || (c == Condition::Stunned && self.stunned.is_some())
    }

    pub fn remove_condition(&mut self, c: Condition) {
        self.conditions.retain(|x| *x != c);
    }

    /// Rounds of stun still to run.
    pub fn stunned_rounds(&self) -> Option<u32> {
        self.stunned
    }

    /// Sets the rounds of stun still to run; none left ends the stun.
    pub fn set_stunned_rounds(&mut self, rounds: u32) {
        if rounds == 0 {
            self.stunned = None;
            self.remove_condition(Condition::Stunned);
        } else {
            self.stunned = Some(rounds);
            self.add_condition(Condition::Stunned);
        }
    }

    /// Unconscious now: the condition, or fatigue past the threshold.
    pub fn unconscious(&self) -> crate::error::Result<bool> {
        Ok(self.conditions.contains(&Condition::Unconscious)
            || (self.fatigue > 0 && self.fatigue > self.fatigue_threshold.clone()?))
    }
}

/// Applies one landed hit and returns its record.
pub(super) fn hit<R: Record>(
    pr: &Prepared,
    placed: &Placed,
    rolled: Rolled,
    state: &mut State,
    dice: &mut crate::dice::Dice,
    log: &mut Log<R>,
) -> crate::error::Result<Hit> {
    let p = pr.p;
    let loc = placed.location;
    let total = rolled.damage.total;
    let (soak, mut wounds, text) = soak(pr, loc, &rolled, state, log)?;
    let got_through = wounds > 0;
    let mut criticals = Vec::new();
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
    note!(
        log,
        "Step 5 (apply): {total} damage to the {}; {text}: {wounds} wound{}",
        loc.label(),
        if wounds == 1 { "" } else { "s" }
    );
    if let Some(row) = fury_row {
        let struck = critical::Struck {
            damage_type: pr.req.weapon.damage_type,
            location: loc,
            row,
            critical_damage: 0,
            source: "righteousFury",
            sudden_death: false,
        };
        criticals.push(critical::resolve(p, pr.crits, &struck, state, dice, log)?);
    }
    let (damage_type, sudden_death) = (pr.req.weapon.damage_type, pr.req.options.sudden_death);
    criticals.extend(wound(p, pr.crits, damage_type, sudden_death, loc, wounds, state, dice, log)?);

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
        aftermath: Vec::new(),
    })
}

/// Cover on the location first (wearing by one point when beaten), then armour less
/// penetration, then the Toughness Bonus, as the weapon's and the target's features make
/// them (`armour`). Returns the record, the wounds that get through and the log's words for
/// the armour and Toughness.
fn soak<R: Record>(
    pr: &Prepared,
    loc: Location,
    rolled: &Rolled,
    state: &mut State,
    log: &mut Log<R>,
) -> crate::error::Result<(Soak, i32, String)> {
    let total = rolled.damage.total;
    let n = super::armour::numbers(pr, loc, rolled.degrees, state, log)?;
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

/// Wounds taken, and the critical damage past the target's wounds, whose running total
/// picks the row of the hit's critical table (the request's own table, in `own`, where it
/// gives one for the damage type and region; else the line's).
#[allow(clippy::too_many_arguments)]
pub(crate) fn wound<R: Record>(
    p: &Profile,
    own: &[CritTable<'_>],
    damage_type: DamageType,
    sudden_death: bool,
    loc: Location,
    wounds: i32,
    state: &mut State,
    dice: &mut crate::dice::Dice,
    log: &mut Log<R>,
) -> crate::error::Result<Option<Critical>> {
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
fn critical_less<R: Record>(p: &Profile, added: i32, state: &State, log: &mut Log<R>) -> crate::error::Result<i32> {
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
pub(crate) fn finish<R: Record>(p: &Profile, mut state: State, log: &mut Log<R>) -> crate::error::Result<TargetState> {
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
        // least one; the books stop at TB 10), waking with fatigue equal to TB.
        let minutes = (10 - state.toughness_bonus.clone().unwrap_or(0)).max(1) as u32;
        note!(
            log,
            "fatigue {} is past the threshold of {}: {target_name} falls unconscious for {minutes} minute{}",
            state.fatigue,
            threshold,
            if minutes == 1 { "" } else { "s" }
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
        // 000 and 003 "Healing", 002 "Damage and Healing"
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
