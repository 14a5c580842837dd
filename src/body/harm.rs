//! What harm may ask of a character, worked out before any die is rolled (`test::needs`):
//! the Toughness Bonus that reduces damage, the characteristics of the fatigue threshold
//! (000 and 003 "Fatigue": TB; 004 "Fatigue": TB + WPB), and every characteristic a row of
//! the critical tables the damage can reach may test (the line's tables for that damage type,
//! or the request's own).

use crate::model::{Characteristic, DamageType};
use crate::rules::crits::CritTable;
use crate::rules::{FatigueThreshold, Profile};
use crate::test::needs::Needs;

/// Why the Toughness Bonus is needed.
pub const TOUGHNESS_SOAKS: &str = "damage is reduced by the Toughness Bonus";
/// Why the characteristics of the fatigue threshold are needed.
pub const FATIGUE_THRESHOLD: &str = "the fatigue threshold is worked out from its bonus";
/// Why a critical row's tested characteristic is needed.
pub const CRITICAL_TEST: &str = "a critical effect the damage can reach tests it";

/// The characteristics of the fatigue threshold.
pub fn fatigue_needs(p: &Profile, needs: &mut Needs) {
    needs.add(Characteristic::T, FATIGUE_THRESHOLD);
    if p.fatigue_threshold == FatigueThreshold::ToughnessPlusWillpowerBonus {
        needs.add(Characteristic::Wp, FATIGUE_THRESHOLD);
    }
}

/// What damage of `damage_type` may ask of the character it harms: the Toughness Bonus,
/// the fatigue threshold, and the tests of every critical row it can reach (`own` are the
/// request's tables, used where they cover the type and region; the line's elsewhere).
pub fn harm_needs(p: &Profile, own: &[CritTable<'_>], damage_type: DamageType) -> Needs {
    // The line's own tables give the same answer every request: worked out once.
    // (A line or damage type beyond the cache's size is walked every time.)
    if own.is_empty() && std::ptr::eq(p, crate::rules::profile(p.id)) {
        let kept = LINE_NEEDS.get(p.id as usize).and_then(|line| line.get(damage_type as usize));
        if let Some(once) = kept {
            return once.get_or_init(|| walk(p, &[], damage_type)).clone();
        }
    }
    walk(p, own, damage_type)
}

/// The kept `harm_needs` of a line's own tables: by line, then damage type (their enums'
/// order: four lines, four damage types).
type Kept = [std::sync::OnceLock<Needs>; 4];
static LINE_NEEDS: [Kept; 4] = [const { [const { std::sync::OnceLock::new() }; 4] }; 4];

/// `harm_needs`, from the tables.
fn walk(p: &Profile, own: &[CritTable<'_>], damage_type: DamageType) -> Needs {
    let mut needs = Needs::new();
    needs.add(Characteristic::T, TOUGHNESS_SOAKS);
    fatigue_needs(p, &mut needs);
    let tables = own.iter().chain(p.crits.tables.iter()).filter(|t| t.damage_type == damage_type);
    for t in tables {
        for row in &t.rows {
            for e in row.effects {
                e.tested(&mut |c| {
                    needs.add(c, CRITICAL_TEST);
                });
            }
        }
    }
    needs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Ruleset;
    use crate::rules::profile;

    /// The Rogue Trader energy tables test Agility (catching fire, 000 Table 9-11 to 9-14)
    /// and Toughness; dh2's threshold adds the Willpower Bonus (004 "Fatigue").
    #[test]
    fn energy_damage_may_ask_for_toughness_agility_and_the_threshold() {
        let rt = harm_needs(profile(Ruleset::Rt), &[], DamageType::Energy);
        assert!(rt.contains(Characteristic::T) && rt.contains(Characteristic::Ag));
        assert!(!rt.contains(Characteristic::Wp), "Rogue Trader's threshold is the Toughness Bonus alone");
        let dh2 = harm_needs(profile(Ruleset::Dh2), &[], DamageType::Energy);
        assert!(dh2.contains(Characteristic::Wp));
    }

    /// A line's own tables are walked once and the answer kept: the kept answer is the
    /// walk's, for every line and damage type, the first time and after.
    #[test]
    fn the_kept_needs_of_a_lines_tables_are_the_walks() {
        use DamageType::*;
        for r in [Ruleset::Dh1, Ruleset::Rt, Ruleset::Ow, Ruleset::Dh2] {
            for t in [Energy, Explosive, Impact, Rending] {
                let walked = format!("{:?}", walk(profile(r), &[], t));
                for _ in 0..2 {
                    assert_eq!(format!("{:?}", harm_needs(profile(r), &[], t)), walked, "{r:?} {t:?}");
                }
            }
        }
    }
}
