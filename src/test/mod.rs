//! Tests: characteristic and skill tests, degrees, bonuses, opposed tests and initiative,
//! written once against a ruleset profile.

use crate::dice::Dice;
use crate::error::suggest::{norm, title};
use crate::error::{Error, Result};
use crate::model::*;
use crate::rules::{profile, Degrees, Profile, Unnatural, Untrained};

pub mod feature_set;
pub mod needs;
pub mod validate;

/// A characteristic's value, or an error naming the missing field.
pub fn value(actor: &Actor, c: Characteristic, who: &str) -> Result<i32> {
    actor.characteristics.get(c).ok_or_else(|| {
        Error::invalid(
            &format!("{who}.characteristics.{}", c.as_str()),
            &format!("is required: the rules test {} here", c.label()),
        )
    })
}

/// The characteristic bonus: the tens digit, changed by an Unnatural value as the line
/// says (dh1/rt multiply, ow/dh2 add). A rule that needs a bonus the request lacks is an
/// error naming the characteristic (`who` is the actor's path, e.g. `target`).
pub fn bonus(p: &Profile, actor: &Actor, c: Characteristic, who: &str) -> Result<i32> {
    let v = actor.characteristics.get(c).ok_or_else(|| {
        Error::invalid(
            &format!("{who}.characteristics.{}", c.as_str()),
            &format!("is required: the rules use the {} Bonus here", c.label()),
        )
    })?;
    Ok(with_unnatural(p, v.max(0) / 10, crate::test::feature_set::unnatural(p, actor, c).unwrap_or(0)))
}

/// A bonus of `base` (the tens digit) with an Unnatural value `u`, as the line has it: dh1/rt
/// multiply (a value below 2 multiplies nothing), ow/dh2 add.
pub fn with_unnatural(p: &Profile, base: i32, u: i32) -> i32 {
    match p.unnatural {
        Unnatural::MultiplyBonus if u > 1 => base * u,
        Unnatural::MultiplyBonus => base,
        Unnatural::AddToBonus => base + u.max(0),
    }
}

/// Degrees of success (when `success`) or failure, counted as the line counts them.
pub fn degrees(p: &Profile, target: i32, roll: u32, success: bool) -> i32 {
    let roll = roll as i32;
    let margin = if success { target - roll } else { roll - target };
    match p.degrees {
        Degrees::FullTens => (margin / 10).max(0),
        Degrees::OnePlusFullTens => 1 + (margin.max(0) / 10),
        Degrees::TensDigits => {
            let (hi, lo) = if success { (target, roll) } else { (roll, target) };
            (1 + hi.div_euclid(10) - lo.div_euclid(10)).max(1)
        }
    }
}

/// The lowest number of degrees a result can have in this line (0 or 1).
pub fn min_degrees(p: &Profile) -> i32 {
    match p.degrees {
        Degrees::FullTens => 0,
        _ => 1,
    }
}

/// What a test starts from: the characteristic (halved for an untrained basic skill in the
/// first-generation lines) and the modifiers the skill itself brings.
pub struct Base {
    pub value: i32,
    pub modifiers: Vec<NamedModifier>,
    pub note: Option<String>,
}

pub fn base(p: &Profile, actor: &Actor, c: Characteristic, skill: Option<&str>, who: &str) -> Result<Base> {
    let v = value(actor, c, who)?;
    let mut out = Base { value: v, modifiers: Vec::new(), note: None };
    let Some(skill) = skill else { return Ok(out) };
    let key = norm(skill);
    let entry = actor.skills.iter().find(|(k, _)| norm(k) == key).map(|(_, e)| e);
    let trained = entry.map(|e| e.trained).unwrap_or(false);
    if let Some(e) = entry {
        if e.bonus != 0 {
            out.modifiers.push(NamedModifier {
                id: Some("skillBonus".into()),
                label: format!("{skill} skill bonus"),
                value: e.bonus,
            });
        }
    }
    if trained {
        return Ok(out);
    }
    match p.untrained {
        Untrained::HalveBasicRefuseAdvanced => {
            let advanced = entry.and_then(|e| e.advanced).unwrap_or_else(|| {
                crate::rules::skills::find(p, skill)
                    .is_none_or(|d| d.class != Some(crate::rules::skills::SkillClass::Basic))
            });
            if advanced {
                return Err(Error::not_allowed(
                    &format!("{who}.skills.{skill}"),
                    &format!("{skill} is an advanced skill and {} has not trained it", actor.display_name(who)),
                ));
            }
            out.value = (v + 1).div_euclid(2);
            out.note = Some(format!("untrained basic skill {skill}: half of {v} is {}", out.value));
        }
        Untrained::Penalty(m) => {
            out.modifiers.push(NamedModifier {
                id: Some("untrained".into()),
                label: format!("untrained {skill}"),
                value: m,
            });
        }
    }
    Ok(out)
}

/// Looks up a named difficulty (`hard`, `Very Hard`, `veryHard`) or takes a number.
pub fn difficulty(p: &Profile, d: &Difficulty, path: &str) -> Result<NamedModifier> {
    match d {
        Difficulty::Name(n) => {
            let key = norm(n);
            p.difficulties
                .iter()
                .find(|(name, _)| norm(name) == key)
                .map(|(name, v)| NamedModifier {
                    id: Some("difficulty".into()),
                    label: format!("{} difficulty", title(name)),
                    value: *v,
                })
                .ok_or_else(|| {
                    let names = p.difficulties.iter().map(|(n, _)| *n);
                    Error::invalid(path, &crate::error::suggest::unknown_name("difficulty", n, names))
                })
        }
        Difficulty::Value(v) => {
            let v = validate::int(*v, path, -100, 100)?;
            Ok(NamedModifier { id: Some("difficulty".into()), label: "difficulty".to_string(), value: v })
        }
    }
}

/// The -10 for any fatigue (from the `fatigue` count or the `fatigued` condition).
pub fn fatigue_modifier(p: &Profile, actor: &Actor) -> Option<NamedModifier> {
    (actor.fatigue > 0 || actor.has_condition(Condition::Fatigued)).then(|| NamedModifier {
        id: Some("fatigued".into()),
        label: "fatigued".to_string(),
        value: p.fatigue_penalty,
    })
}

/// Sums the modifiers, capping the total at the line's limit; an entry records the cap.
pub fn cap(p: &Profile, mods: &mut Vec<NamedModifier>) -> i32 {
    let total: i32 = mods.iter().map(|m| m.value).sum();
    let capped = total.clamp(-p.modifier_cap, p.modifier_cap);
    if capped != total {
        mods.push(NamedModifier {
            id: Some("cap".into()),
            label: format!("total capped at {:+}", capped),
            value: capped - total,
        });
    }
    capped
}

/// A test ready to roll: what is tested, from what base, with which modifiers.
#[derive(Clone)]
pub struct Spec<'a> {
    pub characteristic: Characteristic,
    pub skill: Option<&'a str>,
    pub base: i32,
    pub modifiers: Vec<NamedModifier>,
}

/// Rolls a test and spends the actor's fate on it as asked (003 "Using Fate Points"): a
/// test that `failed` says failed is rolled once more and the second roll stands; then a
/// passed test gains a degree. Each spend takes one of the actor's `fate` points; the
/// spends are listed on the result.
pub fn roll_with_fate(
    p: &Profile,
    actor: &Actor,
    spec: Spec,
    dice: &mut Dice,
    purpose: crate::dice::Purpose,
    fate: FateUse,
    failed: impl Fn(&TestResult) -> bool,
) -> Result<TestResult> {
    let mut left = actor.fate.unwrap_or(0);
    let again = (fate.reroll && left > 0).then(|| spec.clone());
    let mut t = roll(p, actor, spec, dice, purpose)?;
    let mut spent = Vec::new();
    if let Some(spec) = again.filter(|_| failed(&t)) {
        left -= 1;
        let replaced_roll = t.roll;
        t = roll(p, actor, spec, dice, purpose)?;
        spent.push(FateSpent { kind: FateUseKind::Reroll, replaced_roll });
    }
    if fate.extra_degree && !failed(&t) && t.success && left > 0 {
        t.degrees += 1;
        spent.push(FateSpent { kind: FateUseKind::ExtraDegree, replaced_roll: None });
    }
    t.fate = spent;
    Ok(t)
}

/// Checks that an actor asked to spend fate has points to spend (burning needs none).
pub fn check_fate(actor: &Actor, fate: Option<FateUse>, who: &str) -> Result<()> {
    if fate.is_some_and(|f| f.reroll || f.extra_degree) {
        match actor.fate {
            None => {
                return Err(Error::invalid(
                    &format!("{who}.fate"),
                    "is required to spend fate points (the points left)",
                ))
            }
            Some(0) => return Err(Error::not_allowed(&format!("{who}.fate"), "no fate points left to spend")),
            Some(_) => {}
        }
    }
    Ok(())
}

/// Rolls a test whose modifiers are already gathered.
pub fn roll(
    p: &Profile,
    actor: &Actor,
    spec: Spec,
    dice: &mut Dice,
    purpose: crate::dice::Purpose,
) -> Result<TestResult> {
    let Spec { characteristic: c, skill, base, mut modifiers } = spec;
    let total = cap(p, &mut modifiers);
    let target = base + total;
    let roll = dice.d100(purpose)?;
    let success = if p.natural_01_100 && roll == 1 {
        true
    } else if p.natural_01_100 && roll == 100 {
        false
    } else {
        roll as i32 <= target
    };
    let mut deg = degrees(p, target, roll, success);
    if success && p.unnatural_extra_degrees {
        deg += crate::test::feature_set::unnatural(p, actor, c).unwrap_or(0).max(0) / 2;
    }
    Ok(TestResult {
        characteristic: c,
        skill: skill.map(str::to_string),
        base,
        modifiers,
        target,
        roll: Some(roll),
        success,
        degrees: deg,
        automatic: false,
        fate: Vec::new(),
    })
}

/// Describes a test in one line for the log.
pub fn describe(t: &TestResult) -> String {
    let what = t.skill.clone().unwrap_or_else(|| t.characteristic.label().to_string());
    let mods: Vec<String> = t.modifiers.iter().map(|m| format!("{} {:+}", m.label, m.value)).collect();
    let mods = if mods.is_empty() { String::new() } else { format!(" ({})", mods.join(", ")) };
    let result = if t.success { "success" } else { "failure" };
    let plural = if t.degrees == 1 { "" } else { "s" };
    match t.roll {
        Some(r) => format!(
            "{what} {}{mods}: needs {} or less, rolled {r}: {result}, {} degree{plural}",
            t.base, t.target, t.degrees
        ),
        None => format!("{what} {}{mods}: automatic {result}, {} degree{plural}", t.base, t.degrees),
    }
}

/// One side of a test request, borrowed from a `TestRequest` or an `OpposedSide`.
struct Side<'a> {
    actor: &'a Actor,
    characteristic: Characteristic,
    skill: Option<&'a str>,
    modifiers: &'a [NamedModifier],
    difficulty: Option<&'a Difficulty>,
    fate: Option<FateUse>,
    any_characteristic: bool,
}

fn side_test(
    p: &Profile,
    side: Side,
    who: &str,
    dice: &mut Dice,
    purpose: crate::dice::Purpose,
) -> Result<(TestResult, Option<String>)> {
    let Side { actor, characteristic: c, skill, modifiers: mods, difficulty: diff, fate, any_characteristic } = side;
    // Paths: a test's fields are at the top (`actor`, `skill`); an opposed side's under
    // its name (`a.actor`, `a.skill`).
    let at = if who == "actor" { String::new() } else { format!("{who}.") };
    let actor_path = format!("{at}actor");
    validate::actor(p, actor, &actor_path, false)?;
    let mut off_characteristic = None;
    if let Some(s) = skill {
        validate::skill(p, actor, s, &format!("{at}skill"))?;
        off_characteristic = skill_characteristic(p, s, c, any_characteristic, &format!("{at}characteristic"))?;
    }
    let mut b = base(p, actor, c, skill, &actor_path)?;
    if let (Some(s), Some(own)) = (skill, off_characteristic) {
        let note = format!("{s} tested on {} rather than its own {} (allowed by the request)", c.label(), own.label());
        b.note = Some(match b.note.take() {
            Some(n) => format!("{note}; {n}"),
            None => note,
        });
    }
    let mut modifiers = Vec::new();
    if let Some(d) = diff {
        let m = difficulty(p, d, &format!("{at}difficulty"))?;
        if m.value != 0 {
            modifiers.push(m);
        }
    }
    modifiers.extend(b.modifiers);
    modifiers.extend(fatigue_modifier(p, actor));
    let mod_path = format!("{at}modifiers");
    modifiers.extend(validate::modifiers(mods, &mod_path)?);
    check_fate(actor, fate, &actor_path)?;
    let spec = Spec { characteristic: c, skill, base: b.value, modifiers };
    let t = roll_with_fate(p, actor, spec, dice, purpose, fate.unwrap_or_default(), |t| !t.success)?;
    Ok((t, b.note))
}

/// Checks that a skill of the line is tested on its own characteristic. A skill tested on
/// another is refused (`not_allowed` at `path`, naming the skill's characteristic) unless
/// the request allows it; then its own characteristic is returned, for the log. House
/// skills (not in the line's table) may be tested on anything.
pub fn skill_characteristic(
    p: &Profile,
    skill: &str,
    c: Characteristic,
    any_characteristic: bool,
    path: &str,
) -> Result<Option<Characteristic>> {
    let Some(def) = crate::rules::skills::find(p, skill) else { return Ok(None) };
    if def.characteristic == c {
        return Ok(None);
    }
    if any_characteristic {
        return Ok(Some(def.characteristic));
    }
    Err(Error::not_allowed(
        path,
        &format!(
            "{} is tested on {} ('{}') in {}, not {}; set anyCharacteristic: true where the GM allows another characteristic",
            def.name,
            def.characteristic.label(),
            def.characteristic.as_str(),
            p.name,
            c.label()
        ),
    ))
}

pub fn roll_test(req: &TestRequest, entropy: u64) -> Result<TestOutcome> {
    let p = profile(req.ruleset);
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let side = Side {
        actor: &req.actor,
        characteristic: req.characteristic,
        skill: req.skill.as_deref(),
        modifiers: &req.modifiers,
        difficulty: req.difficulty.as_ref(),
        fate: req.fate,
        any_characteristic: req.any_characteristic,
    };
    let (t, note) = side_test(p, side, "actor", &mut dice, crate::dice::Purpose::Test)?;
    let mut log = Vec::new();
    log.extend(note);
    log.push(format!("{}: {}", req.actor.display_name("the actor"), describe(&t)));
    Ok(TestOutcome { result: t, dice: dice.take_record(), log, seed: dice.seed() })
}

pub fn opposed_test(req: &OpposedRequest, entropy: u64) -> Result<OpposedOutcome> {
    let p = profile(req.ruleset);
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut log = Vec::new();
    let mut sides = Vec::new();
    for (who, s, purpose) in
        [("a", &req.a, crate::dice::Purpose::OpposedA), ("b", &req.b, crate::dice::Purpose::OpposedB)]
    {
        let side = Side {
            actor: &s.actor,
            characteristic: s.characteristic,
            skill: s.skill.as_deref(),
            modifiers: &s.modifiers,
            difficulty: s.difficulty.as_ref(),
            fate: s.fate,
            any_characteristic: s.any_characteristic,
        };
        let (t, note) = side_test(p, side, who, &mut dice, purpose)?;
        log.extend(note);
        log.push(format!("{}: {}", s.actor.display_name(who), describe(&t)));
        sides.push(t);
    }
    let (Some(b), Some(a)) = (sides.pop(), sides.pop()) else {
        return Err(Error::new(crate::error::ErrorCode::Internal, "opposed test lost a side"));
    };
    let bonus_a = bonus(p, &req.a.actor, a.characteristic, "a.actor")?;
    let bonus_b = bonus(p, &req.b.actor, b.characteristic, "b.actor")?;
    let (winner, why) = opposed_winner(&a, &b, bonus_a, bonus_b);
    log.push(match winner {
        Some(w) => format!(
            "{} wins ({why})",
            if w == "a" { req.a.actor.display_name("a") } else { req.b.actor.display_name("b") }
        ),
        None => format!("no winner ({why})"),
    });
    Ok(OpposedOutcome { a, b, winner, dice: dice.take_record(), log, seed: dice.seed() })
}

/// 003 "Opposed Skill Tests": a lone success wins; two successes compare degrees, then the
/// characteristic bonus, then the lower roll; two failures are a stalemate.
pub fn opposed_winner(
    a: &TestResult,
    b: &TestResult,
    bonus_a: i32,
    bonus_b: i32,
) -> (Option<&'static str>, &'static str) {
    match (a.success, b.success) {
        (true, false) => (Some("a"), "only one side succeeded"),
        (false, true) => (Some("b"), "only one side succeeded"),
        (false, false) => (None, "both failed: stalemate"),
        (true, true) => {
            if a.degrees != b.degrees {
                (Some(if a.degrees > b.degrees { "a" } else { "b" }), "more degrees of success")
            } else if bonus_a != bonus_b {
                (Some(if bonus_a > bonus_b { "a" } else { "b" }), "equal degrees; higher characteristic bonus")
            } else {
                let (ra, rb) = (a.roll.unwrap_or(0), b.roll.unwrap_or(0));
                if ra != rb {
                    (Some(if ra < rb { "a" } else { "b" }), "equal degrees and bonus; lower roll")
                } else {
                    (None, "equal in every respect")
                }
            }
        }
    }
}

/// The most combatants one initiative request may rank.
pub const MAX_COMBATANTS: usize = 1000;

/// 000 and 003 "Initiative": 1d10 + Agility Bonus, highest first; ties go to the higher
/// Agility, then to a die roll (rolled again while still tied). Each combatant's talents
/// and traits are checked (`feature_set::of_actor`); one with Lightning Reflexes
/// (`Fx::Initiative`) counts its Agility Bonus that many times, and its entry's `bonus` is
/// the bonus so counted.
pub fn roll_initiative(req: &InitiativeRequest, entropy: u64) -> Result<InitiativeOutcome> {
    let p = profile(req.ruleset);
    if req.combatants.len() > MAX_COMBATANTS {
        return Err(Error::invalid("combatants", "at most 1000 combatants"));
    }
    let mut dice = Dice::from_spec(req.dice.as_ref(), entropy)?;
    let mut rows = Vec::with_capacity(req.combatants.len());
    let mut notes = Vec::new();
    for (i, c) in req.combatants.iter().enumerate() {
        let who = format!("combatants[{i}].actor");
        validate::actor(p, &c.actor, &who, false)?;
        let feats = crate::test::feature_set::of_actor(p, &c.actor, &who)?;
        notes.extend(feats.notes.iter().map(|n| format!("{}: {n}", c.id)));
        let ag = value(&c.actor, Characteristic::Ag, &who)?;
        let mut b = bonus(p, &c.actor, Characteristic::Ag, &who)?;
        if let Some((a, times)) = feats.find(|fx| match fx {
            crate::rules::features::Fx::Initiative { times } => Some(*times),
            _ => None,
        }) {
            notes.push(format!("{}: {}: Agility Bonus {b} counts {times} times ({})", c.id, a.label(), b * times));
            b *= times;
        }
        // A fate point counts the die as a 10, with no roll (003 "Using Fate Points").
        let r = if c.use_fate {
            check_fate(&c.actor, Some(FateUse { reroll: true, extra_degree: false }), &who)?;
            p.fate.initiative_face
        } else {
            dice.d10(crate::dice::Purpose::Initiative)?
        };
        let entry = InitiativeEntry {
            id: c.id.clone(),
            roll: r,
            total: r as i32 + b,
            bonus: b,
            tie_roll: None,
            fate: c.use_fate,
        };
        rows.push((entry, ag, i));
    }
    // Rank by total then Agility; groups still level roll a die each, again while level.
    rows.sort_by(|x, y| (y.0.total, y.1).cmp(&(x.0.total, x.1)).then(x.2.cmp(&y.2)));
    let mut log = notes;
    for group in rows.chunk_by_mut(|x, y| (x.0.total, x.1) == (y.0.total, y.1)) {
        // Only groups of two or more are tied.
        let [first, _, ..] = &*group else { continue };
        let key = (first.0.total, first.1);
        // Each member's tie dice so far, and whether it still rolls.
        let mut tied: Vec<(Vec<u32>, bool)> = vec![(Vec::new(), true); group.len()];
        let mut rounds = 0;
        while tied.iter().filter(|t| t.1).count() > 1 && rounds < 100 {
            rounds += 1;
            for ((keys, rolling), row) in tied.iter_mut().zip(group.iter_mut()) {
                if *rolling {
                    let r = dice.d10(crate::dice::Purpose::InitiativeTie)?;
                    keys.push(r);
                    row.0.tie_roll = Some(r);
                }
            }
            // Keep rolling only among those who are still level with someone.
            let level: Vec<bool> =
                tied.iter().map(|(k, _)| tied.iter().filter(|(other, _)| other == k).count() > 1).collect();
            for ((_, rolling), still) in tied.iter_mut().zip(level) {
                *rolling = *rolling && still;
            }
        }
        // Highest tie dice first; the sort is stable, so full ties keep their order.
        let mut sorted: Vec<_> = tied.into_iter().map(|t| t.0).zip(group.iter().cloned()).collect();
        sorted.sort_by(|x, y| y.0.cmp(&x.0));
        for (slot, (_, row)) in group.iter_mut().zip(sorted) {
            *slot = row;
        }
        log.push(format!(
            "tie at {} with Agility {}: broken by dice ({})",
            key.0,
            key.1,
            group.iter().map(|r| format!("{} {}", r.0.id, r.0.tie_roll.unwrap_or(0))).collect::<Vec<_>>().join(", ")
        ));
    }
    let order: Vec<InitiativeEntry> = rows.into_iter().map(|r| r.0).collect();
    for e in &order {
        log.push(format!("{}: rolled {} + Agility Bonus {} = {}", e.id, e.roll, e.bonus, e.total));
    }
    Ok(InitiativeOutcome { order, dice: dice.take_record(), log, seed: dice.seed() })
}
