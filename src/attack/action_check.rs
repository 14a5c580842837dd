//! The action: finds its row in the line's catalogue (`rules::action_types`) and checks that the
//! attacker may take it with this weapon, in this state. Also gathers what the rest of the
//! attack needs that depends on neither dice nor modifiers (bonuses, jam threshold, the
//! rate of fire that caps a burst, who may trigger Righteous Fury), with what the weapon's
//! qualities change there: the rounds spent (`Fx::AmmoTimes`), the jam and overheat
//! thresholds (`Fx::Jam`, `Fx::Overheat`) and whether a miss scatters (`Fx::Blast`).

use super::in_play::Feats;
use crate::body::unconscious;
use crate::dice::DiceExpr;
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::action_types::{ActionDef, ActionType, AttackRule, FireMode, HitCap, Reach, Resolution};
use crate::rules::features::Fx;
use crate::rules::{profile, HelplessDegrees, Profile};
use crate::test::validate;
use crate::test::{self, bonus};

/// Conditions that stop a character from acting at all.
pub(super) const INCAPACITATED: [Condition; 5] =
    [Condition::Stunned, Condition::Helpless, Condition::Unaware, Condition::Surprised, Condition::Unconscious];

/// What the checks found.
pub(super) struct Checked {
    pub p: &'static Profile,
    pub rule: AttackRule,
    /// The name of the attack that fires (for an Overwatch, the attack held ready).
    pub name: &'static str,
    pub melee: bool,
    pub unarmed: bool,
    pub characteristic: Characteristic,
    pub base: i32,
    pub automatic_degrees: i32,
    pub jam_at: Option<u32>,
    /// An unmodified roll at or above this overheats the weapon (`Fx::Overheat`).
    pub overheat_at: Option<u32>,
    pub rate_cap: Option<u32>,
    /// The action's own cap on hits (Swift and Lightning Attack).
    pub hit_cap: Option<u32>,
    pub ammo: u32,
    /// A miss scatters (a thrown or blast weapon).
    pub scatters_on_miss: bool,
    /// A Blast weapon's radius in metres (`Fx::Blast`).
    pub blast: Option<i32>,
    /// The weapon makes an area attack (`Fx::Blast` or `Fx::Spray`): a Dodge must leave
    /// the area.
    pub area_attack: bool,
    pub expr: DiceExpr,
    pub strength_bonus: i32,
    pub helpless_target: bool,
    pub fury_block: Option<&'static str>,
    /// The attack is a burst fired on the move (Rogue Trader).
    pub on_the_move: bool,
    pub notes: Vec<String>,
}

pub(super) fn check(req: &AttackRequest, feats: &Feats) -> Result<Checked> {
    let p = profile(req.ruleset);
    let attacker = &req.attacker;
    let target = &req.target;
    validate::actor(p, attacker, "attacker", false)?;
    validate::actor(p, target, "target", true)?;
    let expr = validate::weapon(p, &req.weapon)?;
    test::check_fate(attacker, req.fate, "attacker")?;
    let target_reroll = req.target_fate.map(|f| FateUse { reroll: f.reroll, extra_degree: false });
    test::check_fate(target, target_reroll, "target")?;
    super::modifiers::check_circumstances(req)?;
    let class = req.weapon.class;
    let melee = class.is_melee();
    let (def, rule, fired) = the_row(p, req, melee)?;
    if req.action == Action::Lightning {
        super::in_play::lightning_allowed(p, &req.weapon)?;
    }
    let mut notes = the_request(p, req, melee)?;
    let Fire { rate_cap, ammo, jam_at, overheat_at } = fire_mode(p, req, def, &rule, melee, feats, &mut notes)?;
    if overheat_at.is_some() {
        // Checked before any die, though the wielder is hurt only if the weapon overheats.
        if attacker.wounds.is_none() {
            return Err(Error::invalid(
                "attacker.wounds",
                "is required: a weapon that overheats deals its damage to its wielder",
            ));
        }
        validate::actor(p, attacker, "attacker", true)?;
        bonus(p, attacker, Characteristic::T, "attacker")?;
    }
    let on_the_move = on_the_move(p, req, &rule)?;
    may_act(p, req, def, &rule, melee)?;
    let characteristic = if melee { Characteristic::Ws } else { Characteristic::Bs };
    // Actions resolved by opposed tests alone do not need the attack characteristic.
    let tests_attack = super::melee::makes_attack_test(req, &rule);
    let base = if tests_attack { test::value(attacker, characteristic, "attacker")? } else { 0 };
    if tests_attack && base == 0 {
        return Err(Error::not_allowed(
            &format!("attacker.characteristics.{}", characteristic.as_str()),
            "a characteristic of 0 cannot be tested (Rogue Trader Table 9-10)",
        ));
    }

    // Righteous Fury eligibility.
    let fury_block = match req.options.righteous_fury {
        FuryOption::Never => Some("Righteous Fury is switched off (options.righteousFury)"),
        FuryOption::Always => None,
        FuryOption::Rules if p.fury_players_only && !attacker.player => {
            Some("only player characters trigger Righteous Fury in this ruleset (options.righteousFury)")
        }
        FuryOption::Rules => None,
    };
    let blast = super::area::blast(feats).map(|(_, radius)| radius);
    let helpless_target = target.has_condition(Condition::Helpless) || unconscious(p, target, "target")?;
    Ok(Checked {
        p,
        rule,
        name: fired.name,
        melee,
        unarmed: class == WeaponClass::Unarmed,
        characteristic,
        base,
        automatic_degrees: match p.helpless_degrees {
            _ if !helpless_target => 0,
            HelplessDegrees::Zero => 0,
            HelplessDegrees::WeaponSkillBonus => bonus(p, attacker, Characteristic::Ws, "attacker")?,
        },
        jam_at,
        overheat_at,
        rate_cap,
        hit_cap: match rule.cap {
            Some(HitCap::WeaponSkillBonus) => Some(bonus(p, attacker, Characteristic::Ws, "attacker")?.max(1) as u32),
            None => None,
        },
        ammo,
        scatters_on_miss: !melee
            && ((class == WeaponClass::Thrown && p.miss_scatter.thrown) || (p.miss_scatter.blast && blast.is_some())),
        blast,
        area_attack: blast.is_some() || feats.weapon.any(|fx| matches!(fx, Fx::Spray { .. })),
        expr,
        strength_bonus: if melee && tests_attack { bonus(p, attacker, Characteristic::S, "attacker")? } else { 0 },
        helpless_target,
        fury_block,
        on_the_move,
        notes,
    })
}

/// The action's row in the line's catalogue (for an Overwatch, also the row of the attack
/// it fires), checked against the weapon and the attacker's talents.
fn the_row(
    p: &'static Profile,
    req: &AttackRequest,
    melee: bool,
) -> Result<(&'static ActionDef, AttackRule, &'static ActionDef)> {
    let def = p.action(req.action).ok_or_else(|| {
        let known: Vec<&str> = p.attacks.iter().map(|d| d.id).collect();
        // Where Swift and Lightning Attack are talents, Multiple Attacks uses them.
        let talent_not_action = matches!(req.action, Action::Swift | Action::Lightning)
            && p.action(Action::MultipleAttacks).is_some()
            && !p.talent_strikes.is_empty();
        let hint = if talent_not_action {
            "; Swift Attack and Lightning Attack are talents here: use the 'multipleAttacks' action with the talent"
        } else if req.action == Action::MultipleAttacks {
            "; two weapons attack together with a secondaryWeapon beside the primary hand's action"
        } else {
            ""
        };
        Error::not_allowed(
            "action",
            &format!("{} has no '{}' action (its attacks: {}){hint}", p.name, req.action.as_str(), known.join(", ")),
        )
    })?;
    let Some(&row) = def.rule() else {
        return Err(Error::not_allowed("action", &format!("{} is not an attack", def.name)));
    };
    let (rule, fired) = super::zone::fired(p, req, def, row)?;
    match (rule.reach, melee) {
        (Reach::Melee, false) => {
            return Err(Error::not_allowed("action", &format!("{} is a melee action in {}", def.name, p.name)))
        }
        (Reach::Ranged, true) => {
            return Err(Error::not_allowed("action", &format!("{} needs a ranged weapon", def.name)))
        }
        _ => {}
    }
    if let Some(t) = rule.talent {
        if !req.attacker.has_talent(t) {
            return Err(Error::not_allowed(
                "attacker.talents",
                &format!("{} needs the '{t}' talent in {}", def.name, p.name),
            ));
        }
    }
    Ok((def, rule, fired))
}

/// What the request asks that the action must agree with (a charge's run-up, a called
/// shot's location, fliers), and notes on what this version leaves out.
fn the_request(p: &'static Profile, req: &AttackRequest, melee: bool) -> Result<Vec<String>> {
    let mut notes = Vec::new();
    if req.action == Action::Charge {
        if let Some(r) = req.range {
            if r < 4.0 {
                return Err(Error::not_allowed(
                    "range",
                    "a charge needs at least 4 metres of run-up (Rogue Trader, Charge, Dark Heresy, Charge)",
                ));
            }
        }
    }
    if req.action == Action::CalledShot && req.called_location.is_none() {
        return Err(Error::invalid("calledLocation", "a called shot names the location it aims for"));
    }
    if req.called_location.is_some() && req.action != Action::CalledShot {
        notes.push("calledLocation is ignored: the action is not a called shot".to_string());
    }
    super::flying::check(p, req, melee)?;
    Ok(notes)
}

/// What the fire mode and the weapon's reliability give.
struct Fire {
    rate_cap: Option<u32>,
    ammo: u32,
    jam_at: Option<u32>,
    overheat_at: Option<u32>,
}

/// The fire mode: the rate of fire that caps the hits, the rounds spent and the jam and
/// overheat thresholds. A weapon without the mode cannot take the action (never a silent
/// single shot).
fn fire_mode(
    p: &'static Profile,
    req: &AttackRequest,
    def: &ActionDef,
    rule: &AttackRule,
    melee: bool,
    feats: &Feats,
    notes: &mut Vec<String>,
) -> Result<Fire> {
    let mode = if melee { None } else { super::zone::mode(p, req, rule)? };
    let rof = req.weapon.rate_of_fire.clone().unwrap_or_default();
    let (rate_cap, ammo) = match mode {
        None => (None, 0),
        Some(FireMode::Single) => {
            if rof.single == Some(false) {
                return Err(Error::not_allowed(
                    "weapon.rateOfFire.single",
                    &format!("{} fires a single shot, and this weapon has no single-shot mode", def.name),
                ));
            }
            (None, 1)
        }
        Some(m) => {
            let (n, field) = if m == FireMode::Semi { (rof.semi, "semi") } else { (rof.full, "full") };
            let n = n.unwrap_or(0);
            validate::int(f64::from(n), &format!("weapon.rateOfFire.{field}"), 0, 1000)?;
            if n < 1 {
                return Err(Error::not_allowed(
                    &format!("weapon.rateOfFire.{field}"),
                    &format!("{} needs a weapon with a {field}-auto rate of fire", def.name),
                ));
            }
            (Some(n as u32), n as u32)
        }
    };
    let ammo = ammo_spent(ammo, feats, notes);
    let burst = matches!(mode, Some(FireMode::Semi | FireMode::Full));
    let can_jam = !melee && req.weapon.class != WeaponClass::Thrown;
    let jam_at = can_jam.then_some(if burst { p.jams.burst } else { p.jams.single });
    let (jam_at, overheat_at) = reliability(jam_at, feats, notes);
    Ok(Fire { rate_cap, ammo, jam_at, overheat_at })
}

/// Rounds spent, times each `Fx::AmmoTimes` of the weapon (Twin-Linked, Storm: twice).
fn ammo_spent(ammo: u32, feats: &Feats, notes: &mut Vec<String>) -> u32 {
    let mut spent = ammo;
    for (a, fx) in feats.weapon.effects() {
        if let Fx::AmmoTimes(n) = fx {
            if spent > 0 {
                notes.push(format!("{}: {n} times the rounds, {} instead of {spent}", a.label(), spent * n));
                spent *= n;
            }
        }
    }
    spent
}

/// The weapon's own jam threshold (`Fx::Jam`: Reliable, Unreliable), which replaces the
/// fire mode's, and its overheat threshold (`Fx::Overheat`), at or above which it
/// overheats instead of jamming (so it never jams). `jam_at` is `None` for a weapon that
/// cannot jam (melee, thrown), which neither threshold changes.
fn reliability(jam_at: Option<u32>, feats: &Feats, notes: &mut Vec<String>) -> (Option<u32>, Option<u32>) {
    let jam = feats.weapon.find(|fx| if let Fx::Jam(at) = fx { Some(*at) } else { None });
    let overheat = feats.weapon.find(|fx| if let Fx::Overheat(at) = fx { Some(*at) } else { None });
    let Some(usual) = jam_at else {
        for (a, _) in jam.iter().chain(overheat.iter()) {
            notes.push(format!("{}: melee and thrown weapons never jam or overheat; no effect", a.label()));
        }
        return (None, None);
    };
    let mut jam_at = usual;
    if let Some((a, at)) = jam {
        notes.push(format!("{}: the weapon jams on {at}+ whatever its fire mode (instead of {usual}+)", a.label()));
        jam_at = at;
    }
    match overheat {
        Some((a, at)) => {
            notes.push(format!("{}: a roll of {at}+ overheats the weapon instead of jamming it", a.label()));
            (None, Some(at))
        }
        None => (Some(jam_at), None),
    }
}

/// Firing a burst on the move (Rogue Trader only: a pistol or basic weapon).
fn on_the_move(p: &'static Profile, req: &AttackRequest, rule: &AttackRule) -> Result<bool> {
    let moving = req.circumstances.moving_fire;
    let small_arm = matches!(req.weapon.class, WeaponClass::Pistol | WeaponClass::Basic);
    if moving && (rule.on_the_move.is_none() || !small_arm) {
        return Err(Error::not_allowed(
            "circumstances.movingFire",
            &format!("in {} only a burst from a pistol or basic weapon may be fired on the move", p.name),
        ));
    }
    Ok(moving)
}

/// Whether the attacker can act at all, and take this action in its state (incapacitated,
/// grappling, pinned, engaged in melee with a long arm).
fn may_act(p: &'static Profile, req: &AttackRequest, def: &ActionDef, rule: &AttackRule, melee: bool) -> Result<()> {
    let attacker = &req.attacker;
    for c in INCAPACITATED {
        if attacker.has_condition(c) {
            return Err(Error::not_allowed(
                "attacker.conditions",
                &format!("a {} character cannot attack", c.as_str()),
            ));
        }
    }
    if rule.resolution == Resolution::Grapple {
        super::grapple::check(p, req)?;
    } else if req.grapple.is_some() {
        return Err(Error::invalid("grapple", "only the 'grapple' action takes grapple options"));
    } else if attacker.has_condition(Condition::Grappled) {
        return Err(Error::not_allowed(
            "attacker.conditions",
            "a grappling character can only take the Grapple action",
        ));
    }
    if attacker.has_condition(Condition::Pinned) {
        if matches!(def.kind, ActionType::Full | ActionType::Extended) {
            return Err(Error::not_allowed(
                "action",
                &format!("a pinned character takes only half actions, and {} is a full action", def.name),
            ));
        }
        if melee && p.circumstances.pinned_blocks_melee && !attacker.has_condition(Condition::Engaged) {
            return Err(Error::not_allowed(
                "attacker.conditions",
                "a pinned character cannot start a melee (Only War, Pinning)",
            ));
        }
    }
    if !melee && attacker.has_condition(Condition::Engaged) && req.weapon.class != WeaponClass::Pistol {
        return Err(Error::not_allowed(
            "weapon.class",
            "only pistols can fire while engaged in melee (Rogue Trader, The Attack, Dark Heresy, Ranged Attacks)",
        ));
    }
    Ok(())
}
