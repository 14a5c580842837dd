//! An attack, in the order the books give it (000 "The Attack", 003 "The Attack", 002
//! "Step 1" to "Step 5"):
//!
//! 1. `modifiers`: every modifier, named, the total capped at ±60;
//! 2. `test`: the Weapon Skill or Ballistic Skill test, with jams;
//! 3. `hits`: where the first hit lands and how many more the degrees score;
//!    then `reaction`: the target's Dodge or Parry;
//! 4. `damage`: the damage dice of each hit, with Righteous Fury;
//! 5. `apply`: cover, armour, toughness, wounds and critical damage;
//!    then `after_hit`: what the weapon's qualities leave behind (stun, toxins, snares).
//!
//! A missed thrown or blast weapon `scatter`s. An action that strikes several times
//! (Multiple Attacks, two weapons) is split by `multi` into strikes that each run the
//! steps above against the target's running state.
//!
//! Suppressing fire (`suppression`) sprays its hits over a kill zone instead; an Overwatch
//! fires the attack it held ready. Either is followed by Pinning Tests (`pinning`). Extra
//! hits moved to other characters and stray shots into a melee are in `others`; `zone`
//! checks who those characters are.
//!
//! What an action is (melee or ranged, its modifier, its hits, its fire mode) is a row of
//! the line's catalogue, checked in `actions`. The work is split in two: `prepare` checks
//! the request and gathers everything that does not depend on dice; `execute` rolls. Monte
//! Carlo analysis prepares once and executes many times.

use std::borrow::Cow;

use crate::dice::{Dice, DiceExpr};
use crate::error::Result;
use crate::model::*;
use bumpalo::Bump;

use crate::rules::actions::{AttackRule, Resolution};
use crate::rules::crits::CritTable;
use crate::rules::Profile;

/// The log of one attack; when `on` is false (analysis) nothing is formatted.
pub struct Log {
    pub lines: Vec<String>,
    pub on: bool,
}

/// Writes a log line only when the log is on.
macro_rules! note {
    ($log:expr, $($arg:tt)*) => {
        if $log.on {
            $log.lines.push(format!($($arg)*));
        }
    };
}

mod actions;
mod after_hit;
mod apply;
mod critical;
mod custom;
mod damage;
mod features;
mod flying;
mod grapple;
mod hits;
mod melee;
mod modifiers;
mod multi;
mod opposed;
mod others;
mod pinning;
mod reaction;
mod scatter;
mod strike;
mod stun;
mod suppression;
mod test;
mod zone;

pub(crate) use actions::fatigue_threshold;
pub use actions::unconscious;
pub(crate) use apply::{finish, wound, State};
pub(crate) use critical::describe as describe_effect;
pub(crate) use custom::lay_out as lay_out_crits;

/// Everything about an attack that does not depend on the dice. An action that strikes
/// several times (`multi`) is its first strike, with the others in `more`.
pub struct Prepared<'a> {
    /// The strike's request: the caller's, or one made for a strike of several.
    req: Cow<'a, AttackRequest>,
    /// The action the caller asked for (the outcome's `action`).
    action: Action,
    /// Further strikes of the same action, in order.
    more: Vec<Prepared<'a>>,
    p: &'static Profile,
    /// The request's own critical tables (`critTables`), laid out for this request; a
    /// damage type and region not among them reads the line's table.
    crits: &'a [CritTable<'a>],
    rule: AttackRule,
    melee: bool,
    unarmed: bool,
    /// The characteristic tested, its value, the named modifiers and the target number.
    characteristic: Characteristic,
    base: i32,
    modifiers: Vec<NamedModifier>,
    target_number: i32,
    /// Some((true, why)): the attack hits without a roll; Some((false, why)): it fails.
    automatic: Option<(bool, &'static str)>,
    automatic_degrees: i32,
    /// An unmodified roll at or above this jams the weapon (`None`: it cannot jam).
    jam_at: Option<u32>,
    /// The most hits the fire mode allows, counting the first (`None`: no cap).
    rate_cap: Option<u32>,
    /// The most hits the action allows (Swift and Lightning Attack), beside the rate cap.
    hit_cap: Option<u32>,
    /// Rounds expended.
    ammo: u32,
    /// Scatter at point blank adds its own extra hits.
    scatter_point_blank: bool,
    /// A miss scatters (thrown or blast weapon).
    scatters_on_miss: bool,
    expr: DiceExpr,
    strength_bonus: i32,
    helpless_target: bool,
    fury_block: Option<&'static str>,
    evasion: Option<std::result::Result<reaction::Plan, String>>,
    /// The other characters involved, and the Pinning Test the attack calls for.
    zone: zone::Zone,
    /// The target number had the shooting-into-melee penalty not applied, for a shot
    /// into melee (`None` otherwise).
    but_for_melee: Option<i32>,
    notes: Vec<String>,
    /// The fate the attacker spends on this strike's test (the first strike's only).
    fate: FateUse,
    /// The qualities, talents and traits in play.
    feats: features::Feats,
}

/// Checks the request and does step one (modifiers), for every strike. `crits` are the
/// request's own critical tables, from `custom::lay_out`.
pub fn prepare<'a>(req: &'a AttackRequest, crits: &'a [CritTable<'a>]) -> Result<Prepared<'a>> {
    let Some(parts) = multi::split(req)? else {
        return prepare_one(Cow::Borrowed(req), req.action, crits);
    };
    let mut strikes = Vec::with_capacity(parts.len());
    for part in parts {
        let remap = |e| multi::remap(e, &part.req, req);
        strikes.push(prepare_one(Cow::Owned(part.req.clone()), req.action, crits).map_err(remap)?);
    }
    let mut strikes = strikes.into_iter();
    let mut first = strikes
        .next()
        .ok_or_else(|| crate::error::Error::new(crate::error::ErrorCode::Internal, "an action without strikes"))?;
    // Fate spent on an action of several strikes goes on the first strike's test.
    first.more = strikes.map(|s| Prepared { fate: FateUse::default(), ..s }).collect();
    Ok(first)
}

fn prepare_one<'a>(req: Cow<'a, AttackRequest>, action: Action, crits: &'a [CritTable<'a>]) -> Result<Prepared<'a>> {
    let checked = actions::check(&req)?;
    let (feats, named) = features::gather(checked.p, &req)?;
    let step_one = modifiers::gather(&req, &checked)?;
    let evasion = reaction::plan(&checked, &req)?;
    let zone = zone::check(checked.p, &req, &checked.rule, checked.rate_cap, step_one.into_melee)?;
    Ok(Prepared {
        action,
        more: Vec::new(),
        p: checked.p,
        crits,
        rule: checked.rule,
        melee: checked.melee,
        unarmed: checked.unarmed,
        characteristic: checked.characteristic,
        base: checked.base,
        target_number: checked.base + step_one.total,
        modifiers: step_one.modifiers,
        automatic: step_one.automatic,
        automatic_degrees: checked.automatic_degrees,
        jam_at: checked.jam_at,
        rate_cap: checked.rate_cap,
        hit_cap: checked.hit_cap,
        ammo: checked.ammo,
        scatter_point_blank: step_one.point_blank && checked.scatter,
        scatters_on_miss: checked.scatters_on_miss,
        expr: checked.expr,
        strength_bonus: checked.strength_bonus,
        helpless_target: checked.helpless_target,
        fury_block: checked.fury_block,
        evasion,
        zone,
        but_for_melee: step_one.into_melee.then_some(checked.base + step_one.total_but_for_melee),
        notes: named.into_iter().chain(checked.notes).chain(step_one.notes).collect(),
        fate: req.fate.unwrap_or_default(),
        feats,
        req,
    })
}

impl Prepared<'_> {
    /// The target's running state, ready for the hits (burning fate rather than dying if the
    /// request says so).
    fn target_state(&self) -> Result<apply::State<'_>> {
        let burn = self.req.target_fate.is_some_and(|f| f.burn_to_survive);
        Ok(apply::State::of(self.p, &self.req.target, "target")?.burning_fate(burn))
    }
}

/// Rolls the attack. With `verbose` false no log lines are written (analysis).
pub fn execute(pr: &Prepared, dice: &mut Dice, verbose: bool) -> Result<AttackOutcome> {
    if !matches!(pr.rule.resolution, Resolution::Strike | Resolution::Suppression) {
        return melee::execute(pr, dice, verbose);
    }
    let mut log = Log { lines: Vec::new(), on: verbose };
    let mut out = match pr.rule.resolution {
        Resolution::Suppression => {
            if verbose {
                log.lines.extend(pr.notes.iter().cloned());
            }
            suppression::execute(pr, dice, &mut log)?
        }
        _ => strike::all(pr, dice, &mut log)?,
    };
    pinning::test_all(pr, &mut out, dice, &mut log)?;
    out.log = log.lines;
    Ok(out)
}

pub fn resolve_attack(req: &AttackRequest, entropy: u64) -> Result<AttackOutcome> {
    if req.trials.is_some() {
        return Err(crate::error::Error::invalid("trials", "only analyzeAttack takes trials"));
    }
    let arena = Bump::new();
    let crits = custom::lay_out(&req.crit_tables, &arena)?;
    let prepared = prepare(req, crits)?;
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut out = execute(&prepared, &mut dice, true)?;
    out.dice = dice.take_record();
    out.seed = dice.seed();
    Ok(out)
}
