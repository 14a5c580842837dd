//! Fate points spent outside a test (003 "Using Fate Points"): recovering 1d5 wounds at
//! once, or shaking off a stun. Re-rolls and extra degrees are spent on the test itself (the
//! `fate` field of a test, an opposed side or an attack), counting initiative as a 10 on
//! `rollInitiative`'s combatant, and burning a point to survive on an attack's
//! `targetFate`.

use serde::{Deserialize, Serialize};

use crate::body::{finish, State};
use crate::dice::{Dice, Purpose};
use crate::error::wording::plural;
use crate::error::{Error, Result};
use crate::model::Log;
use crate::model::*;
use crate::rules::profile;
use crate::test;

/// `spendFate(...)`.
#[derive(Debug, Clone, Deserialize, crate::json::ReadObject)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts", optional_fields = nullable))]
#[serde(remote = "Self", rename_all = "camelCase", deny_unknown_fields)]
pub struct SpendFateRequest {
    pub ruleset: Ruleset,
    pub actor: Actor,
    /// `recoverWounds` or `recoverStun`.
    #[serde(rename = "use")]
    pub kind: FateUseKind,
    pub dice: Option<crate::dice::DiceSpec>,
    /// The caller's own data, ignored.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown", optional))]
    pub meta: Meta,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, export_to = "types.d.ts"))]
#[serde(rename_all = "camelCase")]
pub struct SpendFateOutcome {
    /// The character's new state.
    pub target: TargetState,
    pub fate: FateSpent,
    /// Wounds recovered (for `recoverWounds`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub wounds: Option<u32>,
    pub dice: Vec<crate::dice::DieRecord>,
    pub log: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "number", optional))]
    pub seed: Option<u64>,
}

pub fn spend_fate(req: &SpendFateRequest, entropy: u64) -> Result<SpendFateOutcome> {
    let p = profile(req.ruleset);
    crate::test::validate::actor(p, &req.actor, "actor", false)?;
    test::check_fate(&req.actor, Some(FateUse { reroll: true, extra_degree: false }), "actor")?;
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut log: Log = Log::new(true);
    let name = req.actor.display_name("the character");
    let mut state = State::of(p, &req.actor, "actor")?;
    let mut wounds = None;
    match req.kind {
        FateUseKind::RecoverWounds => {
            if req.actor.wounds.is_none() {
                return Err(Error::invalid("actor.wounds", "is required to recover wounds"));
            }
            let a = p.fate.recover_wounds;
            let mut n = i32::from(a.plus);
            for _ in 0..a.dice {
                n += dice.die(u32::from(a.sides), Purpose::FateWounds)?.1 as i32;
            }
            let n = n.max(0);
            state.recover(n);
            wounds = Some(n as u32);
            log.push(format!("{name} spends a fate point and recovers {}", plural(n, "wound")));
        }
        FateUseKind::RecoverStun => {
            if !req.actor.has_condition(Condition::Stunned) {
                return Err(Error::not_allowed("actor.conditions", "the character is not stunned"));
            }
            state.end_stun();
            log.push(format!("{name} spends a fate point and is no longer stunned"));
        }
        other => {
            return Err(Error::invalid(
                "use",
                &format!(
                    "'{}' is not spent here: re-rolls and extra degrees go on the test (its `fate`), initiative on the combatant (`useFate`), burning on the attack (`targetFate`); use recoverWounds or recoverStun",
                    crate::json::ApiName::api_name(&other)
                ),
            ))
        }
    }
    let target = finish(p, state, &mut log)?;
    Ok(SpendFateOutcome {
        target,
        fate: FateSpent { kind: req.kind, replaced_roll: None },
        wounds,
        dice: dice.take_record(),
        log: log.lines,
        seed: dice.seed(),
    })
}

