//! Help on a test (003 ASSISTANCE, Limits on Assistance): each assistant makes the test one
//! step of difficulty easier, at most two may help, the tester and every assistant must
//! have the skill tested (trained), and a success gains a degree. The engine cannot see
//! what the test is for: the caller does not pass assistants for reactions, Fear, hazards
//! or resisting, which the book forbids (docs/rulesets.md).

use super::{trained, validate};
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::Profile;

/// The most characters that may assist one test.
pub const MAX_ASSISTANTS: usize = 2;

/// The difficulty `steps` rows easier than `level` on the line's table (the easiest row
/// stays where it is), and that row's name.
fn easier(p: &Profile, level: i32, steps: usize) -> (i32, Option<&'static str>) {
    let mut at = (level, None);
    for _ in 0..steps {
        let next = p.difficulties.iter().filter(|(_, v)| *v > at.0).min_by_key(|(_, v)| *v);
        match next {
            Some((name, v)) => at = (*v, Some(*name)),
            None => break,
        }
    }
    at
}

/// Checks the assistants (`at`: the side's path prefix) and gives the modifier they bring
/// to a test at difficulty `level`, if any.
pub(super) fn modifier(
    p: &Profile,
    actor: &Actor,
    skill: Option<&str>,
    level: i32,
    assistants: &[Actor],
    at: &str,
) -> Result<Option<NamedModifier>> {
    if assistants.is_empty() {
        return Ok(None);
    }
    if assistants.len() > MAX_ASSISTANTS {
        return Err(Error::invalid(
            &format!("{at}assistants"),
            "at most two characters may assist a test (Dark Heresy, Limits on Assistance)",
        ));
    }
    if let Some(s) = skill {
        if !trained(actor, s) {
            return Err(Error::invalid(
                &format!("{at}actor.skills"),
                &format!(
                    "only a character with the skill may be assisted: {} has not trained {s} (Dark Heresy, Limits on Assistance)",
                    actor.display_name("the character")
                ),
            ));
        }
    }
    for (i, a) in assistants.iter().enumerate() {
        let who = format!("{at}assistants[{i}]");
        validate::actor(p, a, &who, false)?;
        if let Some(s) = skill {
            if !trained(a, s) {
                return Err(Error::invalid(
                    &format!("{who}.skills"),
                    &format!(
                        "an assistant must have the skill tested: {} has not trained {s} (Dark Heresy, Limits on Assistance)",
                        a.display_name("the assistant")
                    ),
                ));
            }
        }
    }
    let (to, name) = easier(p, level, assistants.len());
    let n = assistants.len();
    let label = match name {
        Some(name) => format!(
            "assisted by {n} ({} easier: {})",
            if n == 1 { "a step" } else { "two steps" },
            crate::error::suggest::title(name)
        ),
        None => format!("assisted by {n} (already the easiest difficulty)"),
    };
    Ok(Some(NamedModifier { id: Some("assistance".into()), label, value: to - level }))
}

/// A passed test with assistants gains a degree; the log's note, if it did.
pub(super) fn extra_degree(t: &mut TestResult, assistants: &[Actor]) -> Option<String> {
    if assistants.is_empty() || !t.success {
        return None;
    }
    t.degrees += 1;
    Some(format!("assistance: one more degree of success ({})", t.degrees))
}
