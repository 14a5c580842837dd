//! A vehicle's hull: its numbers checked, its armour by facing, its damage state (002
//! Vehicle Repair's three states), and damage landing on its Structural Integrity with the
//! rest as critical damage (002 Attacking Vehicles).

use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::Profile;
use crate::test::validate;

/// The largest armour, Structural Integrity or damage a vehicle may carry.
pub const MAX_POINTS: i32 = 10_000;

/// A vehicle's numbers, checked, and its running damage.
pub(crate) struct Hull<'a> {
    pub v: &'a Vehicle,
    pub front: i32,
    pub side: i32,
    pub rear: i32,
    pub integrity: i32,
    pub damage: i32,
    pub critical: i32,
    pub conditions: Vec<VehicleCondition>,
    /// The size modifier (0 without a size).
    pub size_modifier: i32,
}

impl<'a> Hull<'a> {
    /// Checks a vehicle (`who`: its path, `vehicle`) that is not an attack's target: its
    /// driver and last move are the call's own fields, never the vehicle's.
    pub fn of(p: &Profile, v: &'a Vehicle, who: &str) -> Result<Hull<'a>> {
        let only_a_target = "is read only when the vehicle is an attack's target (resolveAttack): give this call's own field";
        if v.driver.is_some() {
            return Err(Error::invalid(&format!("{who}.driver"), only_a_target));
        }
        if v.moved_last_turn {
            return Err(Error::invalid(&format!("{who}.movedLastTurn"), only_a_target));
        }
        Self::of_target(p, v, who)
    }

    /// Checks a vehicle an attack is aimed at (its driver is checked where it jinks).
    pub fn of_target(p: &Profile, v: &'a Vehicle, who: &str) -> Result<Hull<'a>> {
        let points = |x: f64, field: &str| validate::int(x, &format!("{who}.{field}"), 0, MAX_POINTS);
        let integrity = points(v.structural_integrity, "structuralIntegrity")?;
        let damage = points(v.damage, "damage")?;
        if damage > integrity {
            return Err(Error::invalid(
                &format!("{who}.damage"),
                "is more than the Structural Integrity (damage past it is criticalDamage)",
            ));
        }
        for (x, field) in [(v.tactical_speed, "tacticalSpeed"), (v.cruising_speed.unwrap_or(0.0), "cruisingSpeed")] {
            if !x.is_finite() || !(0.0..=10_000.0).contains(&x) {
                return Err(Error::invalid(&format!("{who}.{field}"), "must be a number from 0 to 10000"));
            }
        }
        if let Some(m) = v.manoeuvrability {
            validate::int(m, &format!("{who}.manoeuvrability"), -100, 100)?;
        }
        if v.weapons.len() > validate::MAX_LIST {
            return Err(Error::invalid(&format!("{who}.weapons"), "too many weapons"));
        }
        let size_modifier = match &v.size {
            Some(s) => validate::size_row(p, s, &format!("{who}.size"))?.modifier,
            None => 0,
        };
        Ok(Hull {
            v,
            front: points(v.armour.front, "armour.front")?,
            side: points(v.armour.side, "armour.side")?,
            rear: points(v.armour.rear, "armour.rear")?,
            integrity,
            damage,
            critical: points(v.critical_damage, "criticalDamage")?,
            conditions: v.conditions.clone(),
            size_modifier,
        })
    }

    pub fn name(&self) -> String {
        self.v.name.clone().unwrap_or_else(|| "the vehicle".to_string())
    }

    pub fn armour(&self, f: Facing) -> i32 {
        match f {
            Facing::Front => self.front,
            Facing::Side => self.side,
            Facing::Rear => self.rear,
        }
    }

    /// 002 Vehicle Repair: lightly damaged up to half the Structural Integrity, heavily past
    /// it, critically with any critical damage.
    pub fn state(&self) -> VehicleDamageState {
        if self.critical > 0 {
            VehicleDamageState::CriticallyDamaged
        } else if self.damage == 0 {
            VehicleDamageState::Undamaged
        } else if self.damage * 2 <= self.integrity {
            VehicleDamageState::LightlyDamaged
        } else {
            VehicleDamageState::HeavilyDamaged
        }
    }

    /// Lands `damage` on a facing: less its armour (less `penetration`), onto the Structural
    /// Integrity, the rest as critical damage. Returns the points that got through.
    pub fn take(&mut self, damage: i32, facing: Facing, penetration: i32, log: &mut Log) -> i32 {
        let armour = (self.armour(facing) - penetration).max(0);
        let through = (damage - armour).max(0);
        let (_, past) = self.lose(through);
        log.push(format!(
            "{}: {damage} damage against {} armour {armour}: {through} through, Structural Integrity {} of {}{}",
            self.name(),
            facing_name(facing),
            self.integrity - self.damage,
            self.integrity,
            if past > 0 { format!(", {past} critical damage") } else { String::new() }
        ));
        through
    }

    /// Damage that got past the armour: onto the Structural Integrity left, the rest as
    /// critical damage. Returns the two parts.
    pub fn lose(&mut self, through: i32) -> (i32, i32) {
        let through = through.max(0);
        let onto = through.min(self.integrity - self.damage);
        let past = through - onto;
        self.damage += onto;
        self.critical = self.critical.saturating_add(past);
        (onto, past)
    }

    pub fn add(&mut self, c: VehicleCondition) {
        if !self.conditions.contains(&c) {
            self.conditions.push(c);
        }
    }

    pub fn finish(&self) -> VehicleState {
        VehicleState {
            name: self.v.name.clone(),
            damage: self.damage,
            critical_damage: self.critical,
            state: self.state(),
            conditions: self.conditions.clone(),
        }
    }
}

pub(crate) fn facing_name(f: Facing) -> &'static str {
    match f {
        Facing::Front => "front",
        Facing::Side => "side",
        Facing::Rear => "rear",
    }
}

pub(crate) fn state_name(s: VehicleDamageState) -> &'static str {
    match s {
        VehicleDamageState::Undamaged => "undamaged",
        VehicleDamageState::LightlyDamaged => "lightly damaged",
        VehicleDamageState::HeavilyDamaged => "heavily damaged",
        VehicleDamageState::CriticallyDamaged => "critically damaged",
    }
}
