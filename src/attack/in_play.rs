//! The qualities, talents and traits an attack brings (`rules::features`), read once when
//! the attack is prepared: the attacker's weapon, the attacker, the target and the weapon
//! the target parries with. Each step reads the effects it concerns from here; the log
//! names what is applied and what is not.

use crate::error::{Error, Result};
use crate::model::{Action, Aim, AttackRequest, Weapon};
use crate::rules::features::{find, Fx, Kind, When};
use crate::rules::Profile;
use crate::test::feature_set::{of_actor, of_weapon, Set};

/// Everyone's features in one attack.
#[derive(Debug, Clone, Default)]
pub struct Feats {
    /// The attacking weapon's qualities.
    pub weapon: Set,
    /// The attacker's talents and traits.
    pub attacker: Set,
    /// The target's talents and traits.
    pub target: Set,
    /// The qualities of the weapon the target parries with (`targetWeapon`).
    pub parry: Set,
}

/// Reads the request's features, and the log lines that name them.
pub(super) fn gather(p: &Profile, req: &AttackRequest) -> Result<(Feats, Vec<String>)> {
    let weapon = of_weapon(p, &req.weapon, "weapon")?;
    let attacker = of_actor(p, &req.attacker, "attacker")?;
    let target = of_actor(p, &req.target, "target")?;
    let parry = match &req.target_weapon {
        Some(w) => {
            crate::test::validate::weapon_at(p, w, "targetWeapon")?;
            of_weapon(p, w, "targetWeapon")?
        }
        None => Set::default(),
    };
    let mut notes = Vec::new();
    for (set, whose) in [
        (&weapon, "Weapon qualities"),
        (&attacker, "Attacker's talents and traits"),
        (&target, "Target's talents and traits"),
        (&parry, "Target's weapon qualities"),
    ] {
        notes.extend(set.summary(whose));
        notes.extend(set.notes.iter().cloned());
    }
    Ok((Feats { weapon, attacker, target, parry }, notes))
}

/// The range band of a ranged attack by the distance alone, whatever modifier it brought
/// (`Normal`: neither short nor long, or no band worked out).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Band {
    PointBlank,
    Short,
    /// No range modifier (normal range, or no band worked out).
    Normal,
    Long,
    Extreme,
}

/// What an effect's `When` is judged against: the attack as far as it is known. `degrees`
/// is `None` before the test is rolled (a `Degrees` condition is then not met).
#[derive(Debug, Clone, Copy)]
pub(super) struct Situation {
    pub melee: bool,
    pub aimed: bool,
    pub charge: bool,
    pub band: Band,
    pub degrees: Option<i32>,
}

impl Situation {
    /// The attack before its test: melee or ranged, aimed, a Charge, the range band.
    pub fn before_test(req: &AttackRequest, melee: bool, band: Band) -> Situation {
        Situation { melee, aimed: req.aim != Aim::None, charge: req.action == Action::Charge, band, degrees: None }
    }

    /// A prepared attack, with the test's degrees of success once it succeeded.
    pub fn of(pr: &super::Prepared, degrees: Option<i32>) -> Situation {
        Situation { degrees, ..Situation::before_test(&pr.req, pr.melee, pr.band.unwrap_or(Band::Normal)) }
    }

    /// Whether an effect with this `When` applies.
    pub fn holds(&self, w: When) -> bool {
        match w {
            When::Always => true,
            When::Aimed => self.aimed,
            When::Melee => self.melee,
            When::Ranged => !self.melee,
            When::Charge => self.charge,
            When::LongRange => matches!(self.band, Band::Long | Band::Extreme),
            When::ShortRange => matches!(self.band, Band::Short | Band::PointBlank),
            When::Degrees(n) => self.degrees.is_some_and(|d| d >= n),
        }
    }
}

/// Refuses a Lightning Attack with a weapon whose qualities forbid it (Unbalanced,
/// Unwieldy: `Fx::NoLightning`), naming the quality. Read from the rows directly, as the
/// strikes are split before the features are gathered.
pub(super) fn lightning_allowed(p: &Profile, w: &Weapon) -> Result<()> {
    let forbids = w.qualities.iter().filter(|q| !q.custom()).find_map(|q| {
        let f = find(p.features, q.id()).filter(|f| f.kind == Kind::Quality)?;
        f.effects.contains(&Fx::NoLightning).then_some(f.name)
    });
    match forbids {
        Some(name) => Err(Error::not_allowed(
            "weapon.qualities",
            &format!("a Lightning Attack cannot be made with a weapon that is {name}"),
        )),
        None => Ok(()),
    }
}

/// Whether an effect's `When` holds for a prepared attack. `degrees`: the attack test's
/// degrees of success once it succeeded (`None` before the test, or on a failure).
pub(super) fn holds(pr: &super::Prepared, when: When, degrees: Option<i32>) -> bool {
    Situation::of(pr, degrees).holds(when)
}
