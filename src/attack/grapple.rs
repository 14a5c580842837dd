//! Grappling (000 "Grappling" and "Grapple"; 003 "Grappling" and "Grapple (Full Action)";
//! 004 Combat Actions "Grapple"; numbers in `rules::GrappleRule`).
//!
//! `start`: an unarmed attack made as a Standard Attack or, with `charge`, a Charge (that
//! action's modifier applies). If the test succeeds the target may avoid it with its
//! Reaction: Dodge or Parry as usual, or (dh1) an Agility test whichever reaction is named.
//! If it does not, both are grappling (and engaged), the attacker in control.
//!
//! Within a grapple the option names the actor's role. The controller's: `damage`
//! (opposed Strength; a win deals the line's unarmed damage to the body and fatigue),
//! `throwDown` (target prone), `push` (1 m plus one per degree, capped at the half move,
//! the Agility Bonus in metres), `ready` (no test), `stand` (the prone controller rises;
//! with `drag`, an opposed Strength test also raises the prone target). The grappled
//! target's: `breakFree` (opposed Strength), `slipFree` (a skill test, rt Contortionist),
//! `takeControl` (opposed Strength). On every successful opposed test within the grapple,
//! the larger grappler adds the line's degrees per size step. Lines without an option
//! refuse it (`not_allowed`).

use super::hits::Placed;
use super::melee::{self, Settled, Side};
use super::{attack_test, reaction, Log, Prepared};
use crate::dice::Dice;
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::{GrappleAvoid, Profile};
use crate::test;
use GrappleOption as G;

/// The Standard Attack's or Charge's modifier, for the attack that starts a grapple.
pub(super) fn carrier_modifier(req: &AttackRequest, p: &Profile) -> Option<(&'static str, i32)> {
    let g = req.grapple.as_ref().filter(|g| g.option == G::Start && req.action == Action::Grapple)?;
    let carrier = if g.charge { Action::Charge } else { Action::Standard };
    let def = p.action(carrier)?;
    def.rule().map(|r| (def.name, r.modifier))
}

/// Checks a grapple request before any die.
pub(super) fn check(p: &Profile, req: &AttackRequest) -> Result<()> {
    let g = req.grapple.as_ref().ok_or_else(|| {
        Error::invalid("grapple", "the grapple action names its option, e.g. { \"option\": \"start\" }")
    })?;
    let rule = p.melee.grapple;
    if !rule.options.contains(&g.option) {
        let known: Vec<&str> = rule.options.iter().map(|o| o.as_str()).collect();
        return Err(Error::not_allowed(
            "grapple.option",
            &format!("{} has no '{}' grapple option (its options: {})", p.name, g.option.as_str(), known.join(", ")),
        ));
    }
    let (a, t) = (&req.attacker, &req.target);
    if g.charge && g.option != G::Start {
        return Err(Error::invalid("grapple.charge", "only a grapple being started can be a charge"));
    }
    if g.drag && g.option != G::Stand {
        return Err(Error::invalid("grapple.drag", "only the stand option drags the target up"));
    }
    if g.option == G::Start {
        if a.has_condition(Condition::Grappled) {
            return Err(Error::not_allowed(
                "attacker.conditions",
                "already grappling: choose one of the grapple's options",
            ));
        }
        if t.has_condition(Condition::Grappled) {
            return Err(Error::not_allowed(
                "target.conditions",
                "the target is already in a grapple, and only two share one",
            ));
        }
        if req.weapon.class != WeaponClass::Unarmed {
            return Err(Error::not_allowed("weapon.class", "a grapple is started with an unarmed attack"));
        }
        if g.charge {
            if req.range.is_some_and(|r| r < 4.0) {
                return Err(Error::not_allowed(
                    "range",
                    "a charge needs at least 4 metres of run-up (Rogue Trader, Charge, Dark Heresy, Charge)",
                ));
            }
            if a.has_condition(Condition::Pinned) {
                return Err(Error::not_allowed(
                    "action",
                    "a pinned character takes only half actions, and a Charge is full",
                ));
            }
        }
        return Ok(());
    }
    for (who, actor) in [("attacker", a), ("target", t)] {
        if !actor.has_condition(Condition::Grappled) {
            return Err(Error::not_allowed(
                &format!("{who}.conditions"),
                &format!("the '{}' option needs both in a grapple (the 'grappled' condition)", g.option.as_str()),
            ));
        }
    }
    match g.option {
        G::Push => {
            test::value(a, Characteristic::Ag, "attacker")?;
        }
        G::Stand if !a.has_condition(Condition::Prone) => {
            return Err(Error::not_allowed(
                "attacker.conditions",
                "the controller is not prone: there is nothing to stand from",
            ));
        }
        G::Stand if g.drag && !t.has_condition(Condition::Prone) => {
            return Err(Error::not_allowed(
                "target.conditions",
                "the target is not prone: there is nothing to drag up",
            ));
        }
        _ => {}
    }
    Ok(())
}

/// A result with no roll (Ready, Stand without a drag).
fn no_test(a: &Actor) -> TestResult {
    TestResult {
        characteristic: Characteristic::S,
        skill: None,
        base: a.characteristics.s.unwrap_or(0),
        modifiers: Vec::new(),
        target: a.characteristics.s.unwrap_or(0),
        roll: None,
        success: true,
        degrees: 0,
        automatic: true,
        fate: Vec::new(),
    }
}

/// What an option did, to be written into the outcome.
struct Effects {
    test: TestResult,
    opposed: Option<Opposed>,
    hits: Vec<Hit>,
    /// The target's state after damage, if any was dealt.
    dealt: Option<TargetState>,
    pushed_metres: Option<u32>,
    /// Some(true): the target ends prone; Some(false): it ends standing.
    target_prone: Option<bool>,
    attacker_stands: bool,
    /// Who controls afterwards (`None`: the grapple ended).
    controller: Option<&'static str>,
}

impl Effects {
    fn of(test: TestResult, controller: Option<&'static str>) -> Effects {
        Effects {
            test,
            opposed: None,
            hits: Vec::new(),
            dealt: None,
            pushed_metres: None,
            target_prone: None,
            attacker_stands: false,
            controller,
        }
    }
}

pub(super) fn resolve(pr: &Prepared, dice: &mut Dice, mut log: Log) -> Result<Box<AttackOutcome>> {
    let Some(g) = pr.req.grapple.clone() else {
        return Err(Error::invalid("grapple", "the grapple action names its option"));
    };
    if g.option == G::Start {
        return start(pr, dice, log);
    }
    melee::no_reaction(pr, &mut log);
    let req: &AttackRequest = &pr.req;
    // Who controls afterwards if nothing changes it.
    let holder = if g.option.is_controller_option() { "attacker" } else { "target" };
    let me_name = req.attacker.display_name("the attacker");
    let fx = match g.option {
        G::Ready => {
            note!(log, "Grapple: {me_name} readies an item (no test)");
            Effects::of(no_test(&req.attacker), Some(holder))
        }
        G::Stand => stand(pr, g.drag, dice, &mut log)?,
        G::SlipFree => slip_free(pr, dice, &mut log)?,
        option => contest(pr, option, holder, dice, &mut log)?,
    };
    let mut target = match fx.dealt {
        Some(t) => t,
        None => melee::settle(pr, 0, &mut log)?,
    };
    let mut me = melee::attacker_state(&req.attacker);
    match fx.target_prone {
        Some(true) => melee::add(&mut target.conditions, Condition::Prone),
        Some(false) => melee::remove(&mut target.conditions, Condition::Prone),
        None => {}
    }
    if fx.attacker_stands {
        melee::remove(&mut me.conditions, Condition::Prone);
    }
    if fx.controller.is_none() {
        melee::remove(&mut me.conditions, Condition::Grappled);
        melee::remove(&mut target.conditions, Condition::Grappled);
    }
    let melee = MeleeResults {
        opposed: fx.opposed,
        pushed_metres: fx.pushed_metres,
        grapple: Some(GrappleState { option: g.option, grappling: fx.controller.is_some(), controller: fx.controller }),
        attacker: Some(me),
        ..MeleeResults::default()
    };
    let hits_scored = fx.hits.len() as u32;
    Ok(melee::outcome(pr, Settled { test: fx.test, hits_scored, evasion: None, hits: fx.hits, target, melee }, log))
}

/// The opposed Strength test of the grapple: the acting character's side carries the
/// request's modifiers; the larger grappler gains degrees.
fn strength_contest(pr: &Prepared, dice: &mut Dice, log: &mut Log) -> Result<Opposed> {
    let mods = crate::test::validate::modifiers(&pr.req.modifiers, "modifiers")?;
    let mine = Side { characteristic: Characteristic::S, skill: None, modifiers: mods };
    let steps = melee::size_steps(pr)?;
    let per = pr.p.melee.grapple.size_degrees_per_step;
    melee::opposed(pr, mine, Side::plain(Characteristic::S), steps, per, dice, log)
}

/// Stand: the prone controller rises; with a drag, an opposed test also raises the target.
fn stand(pr: &Prepared, drag: bool, dice: &mut Dice, log: &mut Log) -> Result<Effects> {
    note!(log, "Grapple: {} regains his feet", pr.req.attacker.display_name("the attacker"));
    let mut fx = Effects::of(no_test(&pr.req.attacker), Some("attacker"));
    fx.attacker_stands = true;
    if drag {
        let o = strength_contest(pr, dice, log)?;
        let name = pr.req.target.display_name("the target");
        note!(log, "{name} {}", if o.attacker_won() { "is dragged up too" } else { "stays down" });
        fx.target_prone = Some(!o.attacker_won());
        fx.test = o.attacker.clone();
        fx.opposed = Some(o);
    }
    Ok(fx)
}

/// Slip Free: the grappled target's skill test (000 "Grapple": Challenging Contortionist).
fn slip_free(pr: &Prepared, dice: &mut Dice, log: &mut Log) -> Result<Effects> {
    let rule = pr.p.melee.grapple;
    let mut modifiers = Vec::new();
    if rule.slip_free_modifier != 0 {
        modifiers.push(NamedModifier {
            id: Some("slipFree".into()),
            label: "Slip Free".into(),
            value: rule.slip_free_modifier,
        });
    }
    modifiers.extend(crate::test::validate::modifiers(&pr.req.modifiers, "modifiers")?);
    let side = Side { characteristic: Characteristic::Ag, skill: Some(rule.slip_free_skill), modifiers };
    let t = melee::lone_test(pr, side, dice, crate::dice::Purpose::SlipFree)?;
    let me_name = pr.req.attacker.display_name("the attacker");
    note!(log, "Grapple, Slip Free: {me_name}: {}", test::describe(&t));
    let controller = if t.success {
        note!(log, "{me_name} slips free and may take a half action");
        None
    } else {
        Some("target")
    };
    Ok(Effects::of(t, controller))
}

/// The options settled by one opposed Strength test: damage, throwDown, push, breakFree,
/// takeControl.
fn contest(
    pr: &Prepared,
    option: GrappleOption,
    holder: &'static str,
    dice: &mut Dice,
    log: &mut Log,
) -> Result<Effects> {
    let req: &AttackRequest = &pr.req;
    let rule = pr.p.melee.grapple;
    let name = req.target.display_name("the target");
    let me_name = req.attacker.display_name("the attacker");
    let o = strength_contest(pr, dice, log)?;
    let won = o.attacker_won();
    let mut fx = Effects::of(o.attacker.clone(), Some(holder));
    match option {
        G::Damage if won => {
            let (hit, state) = melee::blow(pr, &o.attacker, rule.damage, rule.fatigue, "grapple", dice, log)?;
            fx.hits.push(hit);
            fx.dealt = Some(state);
        }
        G::ThrowDown if won => {
            fx.target_prone = Some(true);
            note!(log, "{name} is thrown to the ground");
        }
        G::Push => {
            let half_move = pr.attacker.bonus(pr.p, Characteristic::Ag, "attacker")?.max(1) as u32;
            let metres = if won { (1 + o.winning_degrees().max(0) as u32).min(half_move) } else { 0 };
            fx.pushed_metres = Some(metres);
            if won {
                note!(
                    log,
                    "{name} is pushed {metres} m (1 + degrees, at most the half move of {half_move} m); {me_name} follows to keep the hold, or lets go"
                );
            }
        }
        G::BreakFree if won => {
            note!(log, "{me_name} breaks free and may take a half action");
            fx.controller = None;
        }
        G::TakeControl if won => {
            note!(log, "{me_name} takes control of the grapple and may use one controller option at once");
            fx.controller = Some("attacker");
        }
        _ if !won => note!(log, "the grapple holds as it was"),
        _ => {}
    }
    fx.opposed = Some(o);
    Ok(fx)
}

/// Starting a grapple: the attack test, the target's avoidance, then both grappling.
fn start(pr: &Prepared, dice: &mut Dice, mut log: Log) -> Result<Box<AttackOutcome>> {
    let req: &AttackRequest = &pr.req;
    let (test, _) = attack_test::roll(pr, dice, &mut log)?;
    let scored = if test.success { vec![Placed { location: Location::Body, extra: false }] } else { Vec::new() };
    let (evasion, held) = match pr.p.melee.grapple.avoid {
        GrappleAvoid::Reaction => {
            let (e, landed) = reaction::react(pr, &scored, true, dice, &mut log)?;
            (e, landed > 0)
        }
        GrappleAvoid::AgilityTest => agility_avoid(pr, &scored, dice, &mut log)?,
    };
    let name = req.target.display_name("the target");
    if held {
        note!(log, "Grapple: {} seizes {name} and controls the grapple", req.attacker.display_name("the attacker"));
    } else {
        note!(log, "Grapple: {name} is not caught");
    }
    let mut target = melee::settle(pr, 0, &mut log)?;
    let mut me = melee::attacker_state(&req.attacker);
    if held {
        for c in [Condition::Grappled, Condition::Engaged] {
            melee::add(&mut target.conditions, c);
            melee::add(&mut me.conditions, c);
        }
    }
    let melee = MeleeResults {
        grapple: Some(GrappleState {
            option: G::Start,
            grappling: held,
            controller: if held { Some("attacker") } else { None },
        }),
        attacker: Some(me),
        ..MeleeResults::default()
    };
    let hits_scored = scored.len() as u32;
    Ok(melee::outcome(pr, Settled { test, hits_scored, evasion, hits: Vec::new(), target, melee }, log))
}

/// dh1 (003 "Grappling", Step Two): the target's Reaction is an Agility test; a success
/// avoids the grapple. Returns the record and whether the grapple holds.
fn agility_avoid(
    pr: &Prepared,
    scored: &[Placed],
    dice: &mut Dice,
    log: &mut Log,
) -> Result<(Option<Evasion>, bool)> {
    if scored.is_empty() {
        return Ok((None, false));
    }
    match &pr.evasion {
        None => Ok((None, true)),
        Some(Err(why)) => {
            note!(log, "Reaction: {why}");
            Ok((None, true))
        }
        Some(Ok(_)) => {
            let t = &pr.req.target;
            let base = pr.target.numbers.value(Characteristic::Ag, "target")?;
            let spec = test::Spec {
                characteristic: Characteristic::Ag,
                skill: None,
                base,
                modifiers: test::fatigue_modifier(pr.p, t).into_iter().collect(),
            };
            let test = test::roll(pr.p, t, spec, dice, crate::dice::Purpose::Evasion)?;
            note!(
                log,
                "Reaction: {} tests Agility to avoid the grapple: {}",
                t.display_name("the target"),
                test::describe(&test)
            );
            let avoided = test.success;
            Ok((
                Some(Evasion {
                    reaction: pr.req.reaction,
                    test,
                    hits_negated: u32::from(avoided),
                    area: None,
                    weapon_destroyed: false,
                }),
                !avoided,
            ))
        }
    }
}
