//! Effects in words: the log line for each applied effect (`describe`), and the numbers
//! and durations inside it.

use crate::error::wording::plural;
use crate::model::*;
use crate::rules::effects::Amount;

pub(crate) fn amount_text(a: Amount) -> String {
    match (a.dice, a.plus) {
        (0, p) => p.to_string(),
        (c, 0) => format!("{c}d{}", a.sides),
        (c, p) => format!("{c}d{}{p:+}", a.sides),
    }
}

fn duration_text(d: &Duration) -> String {
    let n = d.amount.unwrap_or(0);
    match d.unit {
        DurationUnit::Rounds => plural(n, "round"),
        DurationUnit::NextTurn => "its next turn".to_string(),
        DurationUnit::Minutes => plural(n, "minute"),
        DurationUnit::Hours => plural(n, "hour"),
        DurationUnit::Days => plural(n, "day"),
        DurationUnit::Weeks => plural(n, "week"),
        DurationUnit::UntilTreated => "until treated".to_string(),
        DurationUnit::Permanent => "for good".to_string(),
        DurationUnit::Encounter => "the rest of the encounter".to_string(),
        DurationUnit::SnapOut => "until it snaps out of it".to_string(),
        DurationUnit::NearSource => "as long as it stays near the source of its fear".to_string(),
    }
}

fn side_text(s: Option<Side>) -> &'static str {
    match s {
        Some(Side::Left) => "left ",
        Some(Side::Right) => "right ",
        None => "",
    }
}

/// A log line for an applied effect.
pub(crate) fn describe(e: &Effect) -> String {
    use crate::rules::effects::Part;
    let part = |p: &Part| match p {
        Part::Arm => "arm",
        Part::Hand => "hand",
        Part::Fingers => "fingers",
        Part::Leg => "leg",
        Part::Foot => "foot",
        Part::Eye => "eye",
        Part::Ear => "ear",
        Part::Nose => "nose",
    };
    match e {
        Effect::Death => "dies".to_string(),
        Effect::Fatigue { levels } => format!("{} of fatigue", plural(*levels, "level")),
        Effect::Stunned { rounds } => format!("stunned for {}", plural(*rounds, "round")),
        Effect::Prone => "knocked prone".to_string(),
        Effect::BloodLoss => "suffers blood loss".to_string(),
        Effect::OnFire => "catches fire".to_string(),
        Effect::Unconscious { duration } => format!("unconscious for {}", duration_text(duration)),
        Effect::Blinded { duration } => format!("blinded for {}", duration_text(duration)),
        Effect::Deafened { duration } => format!("deafened for {}", duration_text(duration)),
        Effect::Penalty { modifier, scope, duration } => {
            format!("{modifier:+} to {} tests for {}", scope.label(), duration_text(duration))
        }
        Effect::Halved { characteristics, duration } => format!(
            "{} halved for {}",
            characteristics.iter().map(|c| c.label()).collect::<Vec<_>>().join(" and "),
            duration_text(duration)
        ),
        Effect::CharacteristicDamage { characteristic, amount, permanent } => {
            format!("{amount} {}damage to {}", if *permanent { "permanent " } else { "" }, characteristic.label())
        }
        Effect::CharacteristicBecomes { characteristic, value } => {
            format!("{} becomes {value}", characteristic.label())
        }
        Effect::MovementHalved { duration } => format!("moves at half speed for {}", duration_text(duration)),
        Effect::HalfActionsOnly { duration } => format!("only Half Actions for {}", duration_text(duration)),
        Effect::Useless { part: p, side, duration } => {
            format!("{}{} useless for {}", side_text(*side), part(p), duration_text(duration))
        }
        Effect::Lost { part: p, side, count } => {
            if *count == 1 {
                format!("loses the {}{}", side_text(*side), part(p))
            } else {
                format!("loses {count} {}", part(p))
            }
        }
        Effect::Drops { side } => format!("drops what the {}hand holds", side_text(*side)),
        Effect::ArmourDestroyed { location } => format!("the armour on the {} is destroyed", location.label()),
        Effect::ArmourDamaged { location, points } => format!("the armour on the {} loses {points}", location.label()),
        Effect::ArmourOff { location } => format!("the armour on the {} comes off", location.label()),
        Effect::HeldItemDestroyed { side } => format!("what the {}hand holds is destroyed", side_text(*side)),
        Effect::Roll { sides, roll } => format!("1d{sides}: {roll}"),
        Effect::Knockback { metres } => format!("thrown back {metres} m"),
        Effect::Test { test } => format!(
            "{} test: needs {}, rolled {}: {}",
            test.characteristic.label(),
            test.target,
            test.roll.unwrap_or(0),
            if test.success { "passed" } else { "failed" }
        ),
        Effect::Nearby { radius, damage, damage_type, only_if } => format!(
            "those within {radius} m{}{}{}",
            damage.as_ref().map(|d| format!(" take {d}")).unwrap_or_default(),
            damage_type.map(|t| format!(" {} damage", t.as_str())).unwrap_or_default(),
            only_if.map(|c| format!(" (if it carries {})", c.label())).unwrap_or_default()
        ),
        Effect::Chance { percent, roll, happened } => {
            format!("{percent}% chance: rolled {roll}, {}", if *happened { "it happens" } else { "it does not" })
        }
        Effect::Immobilised => "immobilised".to_string(),
        Effect::Insanity { points } => format!("gains {}", plural(*points, "insanity point")),
        Effect::Corruption { points } => format!("gains {}", plural(*points, "corruption point")),
        Effect::Flees { cornered, duration } => format!(
            "flees the source of its fear for {} (cornered: Half Actions only, {cornered:+} to all tests)",
            duration_text(duration)
        ),
        Effect::AvoidsSource { duration } => {
            format!("will not come nearer the source of its fear for {}", duration_text(duration))
        }
        Effect::NoActions { duration } => format!("takes no actions for {}", duration_text(duration)),
        Effect::Frenzy { duration } => format!("attacks the nearest at random for {}", duration_text(duration)),
        Effect::Hallucinating { duration } => format!("suffers acute hallucinations for {}", duration_text(duration)),
        Effect::Area { radius, itself, each } => format!(
            "everyone within {radius} m{}: {}",
            if *itself { ", itself too" } else { "" },
            plural(u32::try_from(each.0.len()).unwrap_or(u32::MAX), "effect")
        ),
        Effect::Harm { location, damage, damage_type, wounds, .. } => {
            format!("{damage} {} damage to the {}: {}", damage_type.as_str(), location.label(), plural(*wounds, "wound"))
        }
        Effect::FearTest { rating } => format!("tests Fear ({rating})"),
        Effect::NoPowers { duration } => format!("can use no psychic power for {}", duration_text(duration)),
        Effect::Warp { id, duration } => format!("the warp: {id} for {}", duration_text(duration)),
        Effect::Crippled { location, damage } => {
            format!(
                "crippled: {damage} Rending damage to the {} each turn it takes more than a Half Action",
                location.label()
            )
        }
    }
}
