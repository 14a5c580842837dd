//! A few published powers per line as `Power` data, for a sheet or a demo to start from:
//! examples the caller may replace, each with its book. Rogue Trader's are not given (its
//! powers' numbers are not in the sources the engine is written from).

use crate::model::{DamageType, Power, PowerAttack, PowerZone, Ruleset};

fn power(name: &str, threshold: Option<f64>, modifier: f64, attack: Option<PowerAttack>) -> Power {
    Power {
        id: None,
        name: name.to_string(),
        threshold,
        characteristic: None,
        modifier: (modifier != 0.0).then_some(modifier),
        action: None,
        opposed: None,
        attack,
    }
}

fn attack(damage: &str, damage_type: DamageType, penetration: f64, zone: PowerZone) -> Option<PowerAttack> {
    Some(PowerAttack { damage: damage.to_string(), damage_type, penetration: Some(penetration), zone, qualities: Vec::new() })
}

/// The examples of a line, with the book each comes from.
pub fn examples(r: Ruleset) -> Vec<(Power, &'static str)> {
    match r {
        // Dark Heresy's powers make their own attack tests: the threshold only.
        Ruleset::Dh1 => vec![(power("Force Bolt", Some(13.0), 0.0, None), "Dark Heresy, Chapter VI: Psychic Powers")],
        Ruleset::Rt => Vec::new(),
        Ruleset::Ow => vec![(
            power("Smite", None, 0.0, attack("1d10+PR", DamageType::Energy, 4.0, PowerZone::Barrage)),
            "Only War, Psychic Powers",
        )],
        Ruleset::Dh2 => vec![
            (power("Smite", None, 0.0, attack("1d10+PR", DamageType::Energy, 4.0, PowerZone::Barrage)), "Dark Heresy 2nd edition, Psychic Powers"),
            (power("Assail", None, 10.0, attack("1d10+PR", DamageType::Impact, 2.0, PowerZone::Bolt)), "Dark Heresy 2nd edition, Psychic Powers"),
        ],
    }
}
