//! Step one's preparation: everything about an attack that does not depend on the dice,
//! checked and gathered once (`prepare`), so that analysis can roll it many times.

use std::borrow::Cow;

use super::{action_check, area, demand, in_play, modifiers, multi, reaction, zone};
use crate::dice::DiceExpr;
use crate::error::Result;
use crate::model::*;
use crate::rules::action_types::AttackRule;
use crate::rules::crits::CritTable;
use crate::rules::Profile;

/// Everything about an attack that does not depend on the dice. An action that strikes
/// several times (`multi`) is its first strike, with the others in `more`.
#[derive(Clone)]
pub struct Prepared<'a> {
    /// The strike's request: the caller's, or one made for a strike of several.
    pub(super) req: Cow<'a, AttackRequest>,
    /// The action the caller asked for (the outcome's `action`).
    pub(super) action: Action,
    /// Further strikes of the same action, in order.
    pub(super) more: Vec<Prepared<'a>>,
    pub(super) p: &'static Profile,
    /// The request's own critical tables (`critTables`), laid out for this request; a
    /// damage type and region not among them reads the line's table.
    pub(super) crits: &'a [CritTable<'a>],
    pub(super) rule: AttackRule,
    pub(super) melee: bool,
    pub(super) unarmed: bool,
    /// The characteristic tested, its value, the named modifiers and the target number.
    pub(super) characteristic: Characteristic,
    pub(super) base: i32,
    pub(super) modifiers: Vec<NamedModifier>,
    pub(super) target_number: i32,
    /// Some((true, why)): the attack hits without a roll; Some((false, why)): it fails.
    pub(super) automatic: Option<(bool, &'static str)>,
    pub(super) automatic_degrees: i32,
    /// An unmodified roll at or above this jams the weapon (`None`: it cannot jam).
    pub(super) jam_at: Option<u32>,
    /// An unmodified roll at or above this overheats the weapon instead.
    pub(super) overheat_at: Option<u32>,
    /// The most hits the fire mode allows, counting the first (`None`: no cap).
    pub(super) rate_cap: Option<u32>,
    /// The most hits the action allows (Swift and Lightning Attack), beside the rate cap.
    pub(super) hit_cap: Option<u32>,
    /// Rounds expended.
    pub(super) ammo: u32,
    /// The shot is at point blank range (`Fx::PointBlankHits` adds hits there).
    pub(super) point_blank: bool,
    /// The range band by distance (`None`: melee, or no distance given).
    pub(super) band: Option<in_play::Band>,
    /// A miss scatters (thrown or blast weapon).
    pub(super) scatters_on_miss: bool,
    /// The weapon sprays a cone instead of making an attack test.
    pub(super) spray: Option<area::Spray>,
    pub(super) expr: DiceExpr,
    /// The d10s a horde's Magnitude adds to each hit (`hordeMagnitude`).
    pub(super) horde_dice: u32,
    pub(super) strength_bonus: i32,
    pub(super) helpless_target: bool,
    pub(super) fury_block: Option<&'static str>,
    pub(super) evasion: Option<std::result::Result<reaction::Plan, String>>,
    /// The other characters involved, and the Pinning Test the attack calls for.
    pub(super) zone: zone::Zone,
    /// The target number had the shooting-into-melee penalty not applied, for a shot
    /// into melee (`None` otherwise).
    pub(super) but_for_melee: Option<i32>,
    pub(super) notes: Vec<String>,
    /// The fate the attacker spends on this strike's test (the first strike's only).
    pub(super) fate: FateUse,
    /// The qualities, talents and traits in play.
    pub(super) feats: in_play::Feats,
    /// What the target's running state works out from the request (`target_state`).
    pub(super) target: crate::body::Fixed,
    /// The attacker's characteristics and Unnatural values, read once (`test::character`).
    pub(super) attacker: crate::test::character::Numbers,
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
        let mut strike = prepare_one(Cow::Owned(part.req.clone()), req.action, crits).map_err(remap)?;
        strike.notes.extend(part.notes);
        strikes.push(strike);
    }
    let mut strikes = strikes.into_iter();
    let mut first = strikes.next().ok_or_else(|| crate::error::Error::internal("an action without strikes"))?;
    // Fate spent on an action of several strikes goes on the first strike's test.
    first.more = strikes.map(|s| Prepared { fate: FateUse::default(), ..s }).collect();
    Ok(first)
}

fn prepare_one<'a>(req: Cow<'a, AttackRequest>, action: Action, crits: &'a [CritTable<'a>]) -> Result<Prepared<'a>> {
    let (feats, named) = in_play::gather(crate::rules::profile(req.ruleset), &req)?;
    demand::tired_target(crate::rules::profile(req.ruleset), &req)?;
    let mut checked = action_check::check(&req, &feats)?;
    let mut step_one = modifiers::gather(&req, &checked, &feats)?;
    let spray = area::plan(&req, &mut checked, &feats, &mut step_one)?;
    let evasion = reaction::plan(&checked, &req, &feats)?;
    let zone = zone::check(checked.p, &req, &checked.rule, checked.rate_cap, step_one.into_melee)?;
    let prepared = Prepared {
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
        overheat_at: checked.overheat_at,
        rate_cap: checked.rate_cap,
        hit_cap: checked.hit_cap,
        ammo: checked.ammo,
        point_blank: step_one.point_blank,
        band: step_one.band,
        scatters_on_miss: checked.scatters_on_miss,
        spray,
        expr: checked.expr,
        horde_dice: super::damage::horde_dice(checked.p, &req)?,
        strength_bonus: checked.strength_bonus,
        helpless_target: checked.helpless_target,
        fury_block: checked.fury_block,
        evasion,
        zone,
        but_for_melee: step_one.into_melee.then_some(checked.base + step_one.total_but_for_melee),
        notes: named.into_iter().chain(checked.notes).chain(step_one.notes).collect(),
        fate: req.fate.unwrap_or_default(),
        feats,
        target: crate::body::Fixed::of(checked.p, &req.target, "target"),
        attacker: crate::test::character::Numbers::of(checked.p, &req.attacker),
        req,
    };
    demand::check(&prepared)?;
    Ok(prepared)
}

impl Prepared<'_> {
    /// The target's running state, ready for the hits (burning fate rather than dying if the
    /// request says so).
    #[crate::hot]
    pub(super) fn target_state(&self) -> crate::body::State<'_> {
        let burn = self.req.target_fate.is_some_and(|f| f.burn_to_survive);
        crate::body::State::with_fixed(&self.req.target, "target", self.target.clone(), burn, &self.feats.target)
    }
}
