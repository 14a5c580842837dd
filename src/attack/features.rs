//! The qualities, talents and traits an attack brings (`rules::features`), read once when
//! the attack is prepared: the attacker's weapon, the attacker, the target and the weapon
//! the target parries with. Each step reads the effects it concerns from here; the log
//! names what is applied and what is not.

use crate::error::Result;
use crate::features::{of_actor, of_weapon, Set};
use crate::model::{Action, Aim, AttackRequest};
use crate::rules::features::When;
use crate::rules::Profile;

/// Everyone's features in one attack.
#[derive(Debug, Clone, Default)]
#[allow(dead_code)] // read by the steps as they learn each effect
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
            crate::validate::weapon_at(p, w, "targetWeapon")?;
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

/// Whether an effect's `When` holds for this attack. `degrees`: the attack test's degrees of
/// success once it succeeded (`None` before the test, or on a failure).
pub(super) fn holds(pr: &super::Prepared, when: When, degrees: Option<i32>) -> bool {
    use super::modifiers::Band;
    match when {
        When::Always => true,
        When::Aimed => pr.req.aim != Aim::None,
        When::Melee => pr.melee,
        When::Ranged => !pr.melee,
        When::Charge => pr.req.action == Action::Charge,
        When::LongRange => matches!(pr.band, Some(Band::Long | Band::Extreme)),
        When::ShortRange => matches!(pr.band, Some(Band::PointBlank | Band::Short)),
        When::Degrees(n) => degrees.is_some_and(|d| d >= n),
    }
}
