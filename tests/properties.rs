//! Properties of the engine over generated requests, through the JSON path the wasm skin
//! uses (`json::from_str`, then the entry point).
//!
//! - `generated_attacks_keep_their_invariants`: structure-aware attack requests, built from
//!   the line's own profile (every attack action, weapons of every class, rates of fire,
//!   ranges, aims, reactions, conditions, circumstances, armour, cover, wounds, kill zones,
//!   spread, two weapons, grapple options, options). Most resolve; every outcome is checked
//!   (hits within the caps, wounds and critical damage added up, critical rows, degrees,
//!   determinism, replay from the outcome's own dice). Errors are coded and named.
//! - `mutated_json_never_panics`: valid requests of every entry point, mutated as text and
//!   as JSON (keys dropped, duplicated or renamed, wrong types, huge numbers, deep nesting,
//!   long dice expressions): never a panic, every error coded, never `internal`.
//! - The hits an attack may score are checked against `HIT_ROWS`, each action's hits per
//!   degree and caps written out per line from the source texts (never read from the
//!   profiles); `hit_rows_cover_every_attack_action` keeps that table complete.
//!
//! Each generated case is a tape of bytes read by a small builder (`Tape`): proptest
//! shrinks a failing tape towards zeros, and zero always means the plainest choice, so a
//! failure is reported as a small request.
//!
//! The default run is one batch (`BATCH` cases) of each. With `COGITATOR_FUZZ_SECONDS=N` both
//! tests keep generating fresh batches until N seconds have passed (a budget, not a timed
//! assertion); `scripts/test.sh fuzz` does that in release mode.

mod common;

use std::cell::Cell;
use std::time::{Duration, Instant};

use cogitator::dice::MAX_SCRIPTED_ROLLS;
use cogitator::rules::action_types::{FireMode, Reach, Resolution};
use cogitator::rules::features::{Feature, Fx, Kind, Takes};
use cogitator::rules::{profile, Profile};
use cogitator::*;
use common::{degrees_rule, least_degrees, passes_rule, source_number};
// The engine's `Result` takes one parameter; the checks here return `Result<(), String>`.
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use serde_json::{json, Map, Value};
use std::result::Result;

// ---------------------------------------------------------------------------------------
// The run: a fixed number of cases by default, fresh batches until a budget in fuzz mode.
// ---------------------------------------------------------------------------------------

/// Cases per batch; the default run is one batch of each test.
const BATCH: u32 = 1000;

/// The fuzz budget from `COGITATOR_FUZZ_SECONDS`, if set.
fn budget() -> Option<Duration> {
    let s = std::env::var("COGITATOR_FUZZ_SECONDS").ok()?;
    let n: u64 = s.trim().parse().unwrap_or_else(|_| panic!("COGITATOR_FUZZ_SECONDS={s} is not a number"));
    Some(Duration::from_secs(n))
}

/// Runs `check` over tapes of bytes: one deterministic batch, then (fuzz mode) further
/// batches from other seeds until the budget is spent. Returns the number of cases.
fn run(name: &str, check: impl Fn(&[u8]) -> Result<(), TestCaseError>) -> u64 {
    let tapes = proptest::collection::vec(any::<u8>(), 0..600);
    let start = Instant::now();
    let budget = budget();
    let mut batch: u64 = 0;
    loop {
        let config = Config { cases: BATCH, failure_persistence: None, ..Config::default() };
        let mut seed = [0u8; 32];
        seed[..8].copy_from_slice(&batch.to_le_bytes());
        seed[8..12].copy_from_slice(&(name.len() as u32).to_le_bytes());
        let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &seed);
        let mut runner = TestRunner::new_with_rng(config, rng);
        if let Err(e) = runner.run(&tapes, |tape| check(&tape)) {
            panic!("{name}: batch {batch} failed: {e}");
        }
        batch += 1;
        match budget {
            Some(b) if start.elapsed() < b => continue,
            _ => break,
        }
    }
    let cases = batch * u64::from(BATCH);
    eprintln!("{name}: {cases} cases in {batch} batches, {:.1} s", start.elapsed().as_secs_f64());
    cases
}

// ---------------------------------------------------------------------------------------
// The tape: generated choices, zero the plainest.
// ---------------------------------------------------------------------------------------

struct Tape<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Tape<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Tape { bytes, pos: 0 }
    }
    fn byte(&mut self) -> u8 {
        let b = self.bytes.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        b
    }
    /// A number in `0..n` (0 when `n` is 0 or 1).
    fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        let v = if n > 256 { usize::from(u16::from_le_bytes([self.byte(), self.byte()])) } else { self.byte().into() };
        v % n
    }
    /// A number in `lo..=hi`.
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as usize) as i64
    }
    fn pick<T: Clone>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len())].clone()
    }
    /// True with about `percent` % chance (false on a zero byte).
    fn chance(&mut self, percent: u32) -> bool {
        u32::from(self.byte()) * 100 / 256 >= 100 - percent
    }
    fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.byte(), self.byte(), self.byte(), self.byte()])
    }
}

// ---------------------------------------------------------------------------------------
// Structure-aware requests.
// ---------------------------------------------------------------------------------------

const CHARACTERISTICS: [&str; 9] = ["ws", "bs", "s", "t", "ag", "int", "per", "wp", "fel"];
const LOCATIONS: [&str; 6] = ["head", "rightArm", "leftArm", "body", "rightLeg", "leftLeg"];
const DAMAGE_TYPES: [&str; 4] = ["energy", "explosive", "impact", "rending"];
/// Conditions a target may be in (grappled is set by the grapple generator).
const TARGET_CONDITIONS: [&str; 17] = [
    "prone",
    "stunned",
    "helpless",
    "unaware",
    "surprised",
    "pinned",
    "running",
    "engaged",
    "fatigued",
    "blinded",
    "onFire",
    "bloodLoss",
    "unconscious",
    "guarded",
    "allOutAttack",
    "defensiveStance",
    "immobilised",
];
/// Conditions an attacker may act in (and a few it may not, now and then).
const ATTACKER_CONDITIONS: [&str; 9] =
    ["prone", "fatigued", "running", "guarded", "defensiveStance", "allOutAttack", "onFire", "pinned", "blinded"];
const CIRCUMSTANCES: [&str; 13] = [
    "darkness",
    "fog",
    "higherGround",
    "outnumber",
    "difficultTerrain",
    "arduousTerrain",
    "weather",
    "braced",
    "concealed",
    "attackerProne",
    "targetArmed",
    "untrainedWeapon",
    "feinted",
];
const DAMAGE: [&str; 14] = [
    "1d10", "1d10+3", "2d10", "1d5", "1d10+5", "1d5+2", "2d10+4", "1d10-2", "3d10", "d10", "4", "1d5-3", "1d100", "2d5",
];
const QUALITIES: [&str; 17] = [
    "tearing",
    "primitive",
    "scatter",
    "flame",
    "balanced",
    "blast",
    "spray",
    "twinLinked",
    "storm",
    "reliable",
    "unreliable",
    "overheats",
    "shocking",
    "toxic",
    "snare",
    "concussive",
    "crippling",
];

/// An actor with every characteristic, mostly ordinary, now and then an extreme.
fn actor(t: &mut Tape, name: &str, wounded: bool) -> Value {
    let mut ch = Map::new();
    for c in CHARACTERISTICS {
        ch.insert(c.into(), json!(t.range(25, 70)));
    }
    if t.chance(5) {
        ch.insert(t.pick(&CHARACTERISTICS).into(), json!(t.pick(&[1, 5, 99, 100, 120, 250])));
    }
    let mut a = json!({ "name": name, "characteristics": ch });
    if t.chance(15) {
        a["unnatural"] = json!({ t.pick(&["s", "t", "ag", "ws", "bs", "wp"]): t.range(1, 4) });
    }
    let mut skills = Map::new();
    // Dodge is a skill in every line; Parry only in the second generation and Contortionist
    // only in the first, so those two say `advanced` (a house skill where the line lacks it).
    for (s, advanced) in [("dodge", None), ("parry", Some(true)), ("contortionist", Some(false))] {
        if t.chance(40) {
            let mut e = json!({ "trained": true, "bonus": t.pick(&[0, 0, 10, 20]) });
            if let Some(a) = advanced {
                e["advanced"] = json!(a);
            }
            skills.insert(s.into(), e);
        }
    }
    if !skills.is_empty() {
        a["skills"] = Value::Object(skills);
    }
    if t.chance(15) {
        a["size"] = if t.chance(50) { json!(t.range(3, 7)) } else { json!(t.pick(&["average", "hulking", "puny"])) };
    }
    if wounded || t.chance(30) {
        let w = t.range(1, 30);
        a["wounds"] = json!(w);
        if t.chance(40) {
            a["damage"] = json!(t.range(0, w));
        }
        if t.chance(15) {
            a["criticalDamage"] = json!(t.range(0, 8));
        }
    }
    if t.chance(15) {
        a["fatigue"] = json!(t.range(1, 4));
    }
    // Lasting harm an earlier outcome returned (`TargetState::injuries`).
    if t.chance(8) {
        let rounds = json!({ "unit": "rounds", "amount": t.range(1, 3) });
        let injuries = [
            json!({ "type": "crippled", "location": t.pick(&LOCATIONS), "damage": t.range(1, 4) }),
            json!({ "type": "armourDestroyed", "location": t.pick(&LOCATIONS) }),
            json!({ "type": "lost", "part": "arm", "side": "right", "count": 1 }),
            json!({ "type": "characteristicDamage", "characteristic": "t", "amount": t.range(1, 9), "permanent": false }),
            json!({ "type": "unconscious", "duration": rounds }),
            json!({ "type": "bloodLoss" }),
        ];
        a["injuries"] = json!([t.pick(&injuries)]);
    }
    if t.chance(60) {
        let mut armour = Map::new();
        for l in LOCATIONS {
            if t.chance(70) {
                armour.insert(l.into(), json!(t.range(0, 8)));
            }
        }
        a["armour"] = Value::Object(armour);
    }
    if t.chance(15) {
        let locs: Vec<&str> = LOCATIONS.iter().copied().filter(|_| t.chance(50)).collect();
        a["cover"] = json!({ "ap": t.range(0, 12), "locations": locs });
    }
    if t.chance(50) {
        a["player"] = json!(true);
    }
    if t.chance(4) {
        a["altitude"] = json!(t.pick(&["hover", "low", "ground"]));
    }
    if t.chance(4) {
        extremes(t, &mut a);
    }
    a
}

/// Up to three of the line's rows of a kind, as a request names them: with a number where
/// the row takes one (none for the traits that mirror an actor field the actor already
/// has, so the two cannot disagree), now and then a house feature marked custom.
fn some_features(t: &mut Tape, p: &Profile, kind: Kind, owner: &Value) -> Value {
    let rows: Vec<&Feature> = p
        .features
        .iter()
        .filter(|f| f.kind == kind)
        .filter(|f| {
            !f.effects.iter().any(|e| match e {
                Fx::Size => owner.get("size").is_some(),
                Fx::Unnatural(_) => owner.get("unnatural").is_some(),
                _ => false,
            })
        })
        .collect();
    let mut list = Vec::new();
    let mut named = Vec::new();
    for _ in 0..t.range(1, 3) {
        let f = t.pick(&rows);
        if named.contains(&f.id) {
            continue;
        }
        named.push(f.id);
        let value = match f.value {
            Takes::Required(_) if f.effects.contains(&Fx::Size) => Some(t.range(1, 10)),
            Takes::Required(_) => Some(t.range(0, 4)),
            Takes::Default(_) if t.chance(50) => Some(t.range(0, 4)),
            _ => None,
        };
        list.push(match value {
            Some(v) => json!({ "id": f.id, "value": v }),
            None => json!(f.id),
        });
    }
    if t.chance(10) {
        list.push(json!({ "id": "house_rule", "custom": true }));
    }
    Value::Array(list)
}

/// The edges of what validation lets through: the largest characteristics, Unnatural
/// values, wounds, critical damage, fatigue and armour, or none at all.
fn extremes(t: &mut Tape, a: &mut Value) {
    for _ in 0..t.range(1, 4) {
        match t.below(8) {
            0 => a["characteristics"][t.pick(&CHARACTERISTICS)] = json!(t.pick(&[250, 1, 0])),
            1 => a["unnatural"] = json!({ t.pick(&CHARACTERISTICS): t.pick(&[20, 1, 0]) }),
            2 => {
                let w = t.pick(&[0, 1, 100_000]);
                a["wounds"] = json!(w);
                a["damage"] = json!(t.pick(&[0, w]));
            }
            3 => a["criticalDamage"] = json!(t.pick(&[100_000, 9, 10, 11])),
            4 => a["fatigue"] = json!(t.pick(&[1000, 0, 5])),
            5 => a["armour"] = json!({ "head": 1000, "body": t.pick(&[1000, 0]) }),
            6 => a["cover"] = json!({ "ap": t.pick(&[1000, 1]), "locations": LOCATIONS }),
            _ => a["size"] = json!(t.pick(&[1, 10])),
        }
    }
}

fn add_condition(a: &mut Value, c: &str) {
    let list = a.as_object_mut().unwrap().entry("conditions").or_insert_with(|| json!([]));
    let list = list.as_array_mut().unwrap();
    if !list.iter().any(|x| x == c) {
        list.push(json!(c));
    }
}

fn add_talent(a: &mut Value, talent: &str) {
    let list = a.as_object_mut().unwrap().entry("talents").or_insert_with(|| json!([]));
    list.as_array_mut().unwrap().push(json!(talent));
}

/// A weapon of `class` able to fire in `mode` (most of the time).
fn weapon(t: &mut Tape, class: &str, mode: Option<FireMode>) -> Value {
    let mut w = json!({
        "name": format!("{class} weapon"),
        "class": class,
        "damage": t.pick(&DAMAGE),
        "damageType": t.pick(&DAMAGE_TYPES),
    });
    if t.chance(50) {
        w["penetration"] = json!(t.range(0, 8));
    }
    let ranged = !matches!(class, "melee" | "unarmed");
    if ranged {
        w["range"] = json!(t.pick(&[100, 30, 15, 60, 150, 5, 200]));
        let mut rof = json!({ "single": true });
        let burst = matches!(mode, Some(FireMode::Semi | FireMode::Full));
        if burst || t.chance(50) {
            if !t.chance(3) {
                rof["semi"] = json!(t.range(2, 5));
            }
            if !t.chance(3) {
                rof["full"] = json!(t.range(3, 10));
            }
        }
        if t.chance(3) {
            rof["single"] = json!(false);
        }
        w["rateOfFire"] = rof;
    }
    if t.chance(4) {
        w["damage"] = json!(t.pick(&["100d10+1000", "100d5", "1d1000", "100d1000-1000", "0", "-1000", "1d2"]));
        w["penetration"] = json!(t.pick(&[1000, 0]));
        if ranged {
            w["rateOfFire"] = json!({ "single": true, "semi": t.pick(&[1, 1000]), "full": t.pick(&[1, 1000]) });
            w["range"] = json!(t.pick(&[0.001, 1_000_000.0, 1.0]));
        }
    }
    if t.chance(20) {
        let q = t.pick(&QUALITIES);
        w["qualities"] = match q {
            "blast" => json!([{ "id": "blast", "value": t.range(1, 6) }]),
            "toxic" | "snare" | "concussive" | "crippling" => json!([{ "id": q, "value": t.range(0, 3) }]),
            _ => json!([q]),
        };
    }
    w
}

fn mode_of(rule: &cogitator::rules::action_types::AttackRule, melee: bool) -> Option<FireMode> {
    if melee {
        None
    } else {
        rule.mode
    }
}

/// A member of a kill zone, a spread or a melee.
fn other(t: &mut Tape, id: &str) -> Value {
    let mut a = actor(t, id, true);
    if t.chance(15) {
        add_condition(&mut a, t.pick(&["prone", "stunned", "unaware"]));
    }
    json!({ "id": id, "actor": a })
}

/// An attack request, consistent with its line most of the time.
fn attack_request(t: &mut Tape) -> Value {
    let ruleset = t.pick(&Ruleset::ALL);
    let p = profile(ruleset);
    let rows: Vec<_> = p.attacks.iter().filter_map(|d| d.attack).collect();
    let rule = t.pick(&rows);
    let action = rule.action;
    let mut attacker = actor(t, "Attacker", false);
    let mut target = actor(t, "Target", true);
    let mut req = json!({ "ruleset": ruleset.as_str(), "action": action.as_str() });

    // The attack that actually fires (an Overwatch holds one ready).
    let mut fired = rule;
    if rule.resolution == Resolution::Overwatch {
        let a = t.pick(p.pinning.overwatch_attacks);
        if t.chance(70) || a != Action::FullAuto {
            req["overwatchAttack"] = json!(a.as_str());
        }
        if let Some(r) = p.action(a).and_then(|d| d.attack) {
            fired = r;
        }
    }
    let melee_class = || ["melee", "unarmed"];
    let class: &str = match rule.resolution {
        Resolution::Stun | Resolution::KnockDown | Resolution::Feint | Resolution::Manoeuvre => t.pick(&melee_class()),
        Resolution::Grapple => "unarmed",
        Resolution::Strikes => t.pick(&["melee", "melee", "unarmed", "pistol"]),
        Resolution::Suppression | Resolution::Overwatch => t.pick(&["basic", "heavy", "pistol"]),
        Resolution::Strike => match fired.reach {
            Reach::Melee => t.pick(&melee_class()),
            Reach::Ranged if fired.mode == Some(FireMode::Single) => t.pick(&["basic", "pistol", "heavy", "thrown"]),
            Reach::Ranged => t.pick(&["basic", "pistol", "heavy"]),
            Reach::Either => t.pick(&["basic", "melee", "pistol", "unarmed", "heavy", "thrown"]),
        },
    };
    let melee = matches!(class, "melee" | "unarmed");
    let mut mode = mode_of(&fired, melee);
    if rule.resolution == Resolution::Suppression {
        let semi = p.pinning.suppressing_semi.is_some() && t.chance(30);
        if semi || t.chance(30) {
            req["fireMode"] = json!(if semi { "semi" } else { "full" });
        }
        mode = Some(if semi { FireMode::Semi } else { FireMode::Full });
    }
    let w = weapon(t, class, mode);
    let wrange = w["range"].as_f64();
    req["weapon"] = w;
    if let Some(talent) = fired.talent.or(rule.talent) {
        if !t.chance(3) {
            add_talent(&mut attacker, talent);
        }
    }
    if let Some(talent) = rule.waived_by.filter(|_| t.chance(50)) {
        add_talent(&mut attacker, talent);
    }

    // Several strikes: talents (first generation) or a weapon in each hand.
    let tw = &p.two_weapon;
    let two_weapons = match rule.resolution {
        Resolution::Strikes => class == "pistol" || t.chance(40),
        Resolution::Strike if tw.via.is_none() => t.chance(10),
        _ => false,
    };
    if rule.resolution == Resolution::Strikes && !two_weapons {
        let ts = t.pick(p.talent_strikes);
        add_talent(&mut attacker, ts.talent);
    }
    if two_weapons {
        let second_class = t.pick(&["melee", "pistol", "unarmed", "basic"]);
        let second_melee = matches!(second_class, "melee" | "unarmed");
        let (allowed2, talent2) =
            if second_melee { (tw.melee_actions, tw.melee_talent) } else { (tw.ranged_actions, tw.ranged_talent) };
        let (allowed1, talent1) =
            if melee { (tw.melee_actions, tw.melee_talent) } else { (tw.ranged_actions, tw.ranged_talent) };
        let a2 = t.pick(allowed2);
        let a1 = t.pick(allowed1);
        let mode2 = p.action(a2).and_then(|d| d.attack).and_then(|r| mode_of(&r, second_melee));
        req["secondaryWeapon"] = weapon(t, second_class, mode2);
        if a2 != Action::Standard || t.chance(50) {
            req["secondaryAction"] = json!(a2.as_str());
        }
        if tw.via.is_some() {
            if a1 != Action::Standard || t.chance(50) {
                req["primaryAction"] = json!(a1.as_str());
            }
            if let Some(m) = p.action(a1).and_then(|d| d.attack).and_then(|r| mode_of(&r, melee)) {
                req["weapon"] = weapon(t, class, Some(m));
            }
        } else if !allowed1.contains(&action) {
            req["action"] = json!(a1.as_str());
            if let Some(m) = p.action(a1).and_then(|d| d.attack).and_then(|r| mode_of(&r, melee)) {
                req["weapon"] = weapon(t, class, Some(m));
            }
        }
        add_talent(&mut attacker, talent1);
        if talent2 != talent1 {
            add_talent(&mut attacker, talent2);
        }
        if t.chance(30) {
            add_talent(&mut attacker, tw.ambidextrous);
        }
    }

    // Grapple options.
    if rule.resolution == Resolution::Grapple {
        let option = t.pick(p.melee.grapple.options);
        let mut g = json!({ "option": option.as_str() });
        match option {
            GrappleOption::Start => {
                if t.chance(20) {
                    g["charge"] = json!(true);
                    req["range"] = json!(t.range(4, 12));
                }
            }
            _ => {
                add_condition(&mut attacker, "grappled");
                add_condition(&mut target, "grappled");
                if option == GrappleOption::Stand {
                    add_condition(&mut attacker, "prone");
                    if t.chance(50) {
                        g["drag"] = json!(true);
                        add_condition(&mut target, "prone");
                    }
                }
            }
        }
        req["grapple"] = g;
    }

    // Conditions.
    if t.chance(12) {
        let c = t.pick(&ATTACKER_CONDITIONS);
        add_condition(&mut attacker, c);
    }
    if melee && t.chance(20) {
        add_condition(&mut attacker, "engaged");
        add_condition(&mut target, "engaged");
    }
    if t.chance(40) && rule.resolution != Resolution::Grapple {
        for _ in 0..t.range(1, 2) {
            let c = t.pick(&TARGET_CONDITIONS);
            add_condition(&mut target, c);
        }
    }

    // Others in the attack.
    let pin_whole_zone = rule.resolution == Resolution::Suppression
        || (rule.resolution == Resolution::Overwatch && p.pinning.overwatch_tests_whole_zone);
    if pin_whole_zone && t.chance(50) {
        let n = t.range(1, 3);
        req["killZone"] = Value::Array((0..n).map(|i| other(t, &format!("zone{i}"))).collect());
    }
    let burst = matches!(mode, Some(FireMode::Semi | FireMode::Full));
    if burst && rule.resolution != Resolution::Suppression && !two_weapons && t.chance(20) {
        let mut s = other(t, "beside");
        s["hits"] = json!(1);
        req["spread"] = json!([s]);
    }
    let shot = !melee && matches!(rule.resolution, Resolution::Strike | Resolution::Overwatch);
    if shot && !two_weapons && t.chance(12) {
        add_condition(&mut target, "engaged");
        req["meleeOpponent"] = other(t, "brawler");
        req["options"] = json!({ "strayShots": true });
    }

    // The situation.
    req["aim"] = json!(t.pick(&["none", "none", "half", "full"]));
    let reactions: &[&str] = match rule.resolution {
        Resolution::Suppression => &["none"],
        _ if melee => &["none", "dodge", "parry"],
        _ => &["none", "dodge"],
    };
    if t.chance(60) {
        req["reaction"] = json!(t.pick(reactions));
    }
    if action == Action::CalledShot || t.chance(3) {
        req["calledLocation"] = json!(t.pick(&LOCATIONS));
    }
    if let Some(wr) = wrange {
        if t.chance(85) {
            let r = t.range(0, (wr * 3.5) as i64);
            req["range"] = json!(r);
        }
    } else if (action == Action::Charge || t.chance(20)) && req.get("range").is_none() {
        req["range"] = json!(t.range(if action == Action::Charge { 4 } else { 0 }, 20));
    }
    if t.chance(50) {
        let mut c = Map::new();
        for _ in 0..t.range(1, 3) {
            let name = t.pick(&CIRCUMSTANCES);
            let v = if name == "outnumber" { json!(t.range(0, 4)) } else { json!(t.chance(80)) };
            c.insert(name.into(), v);
        }
        if ruleset == Ruleset::Rt && burst && matches!(class, "pistol" | "basic") && t.chance(30) {
            c.insert("movingFire".into(), json!(true));
        }
        req["circumstances"] = Value::Object(c);
    }
    if t.chance(25) {
        let mods: Vec<Value> =
            (0..t.range(1, 3)).map(|i| json!({ "label": format!("gm {i}"), "value": t.range(-40, 40) })).collect();
        req["modifiers"] = Value::Array(mods);
    }
    let mut options = req.get("options").cloned().unwrap_or_else(|| json!({}));
    if t.chance(10) {
        options["suddenDeath"] = json!(true);
    }
    if t.chance(50) {
        options["righteousFury"] = json!(t.pick(&["rules", "always", "never"]));
    }
    if t.chance(8) {
        options["zeroGravity"] = json!(true);
    }
    if options.as_object().is_some_and(|o| !o.is_empty()) {
        req["options"] = options;
    }
    if t.chance(5) {
        req["areaEdge"] = json!(t.range(0, 10));
    }
    if t.chance(5) {
        req["hand"] = json!("secondary");
    }
    for a in [&mut attacker, &mut target] {
        for (kind, field) in [(Kind::Talent, "talents"), (Kind::Trait, "traits")] {
            if t.chance(25) {
                a[field] = some_features(t, p, kind, a);
            }
        }
    }
    if t.chance(25) {
        let extra = some_features(t, p, Kind::Quality, &json!({}));
        if let (Some(have), Some(more)) = (req["weapon"]["qualities"].as_array().cloned(), extra.as_array()) {
            let id = |v: &Value| v.get("id").unwrap_or(v).clone();
            let new: Vec<Value> = more.iter().filter(|m| !have.iter().any(|h| id(h) == id(m))).cloned().collect();
            req["weapon"]["qualities"] = Value::Array(have.into_iter().chain(new).collect());
        } else {
            req["weapon"]["qualities"] = extra;
        }
    }
    if t.chance(10) && req["reaction"] == json!("parry") {
        req["targetWeapon"] = json!({ "class": "melee", "damage": "1d10", "damageType": "rending",
            "qualities": some_features(t, p, Kind::Quality, &json!({})) });
    }
    req["attacker"] = attacker;
    req["target"] = target;
    req["dice"] = json!({ "seed": t.u32() });
    if t.chance(8) {
        // The target's fate (003 "Fate Points"): a re-rolled reaction, or burnt to survive.
        let (reroll, burn) = (t.chance(50), t.chance(70));
        req["targetFate"] = json!({ "reroll": reroll, "burnToSurvive": burn });
    }
    if t.chance(8) {
        // Shooting from a vehicle (002 Vehicle Attacks).
        req["platform"] = json!({
            "vehicle": { "kind": "vehicle", "armour": { "front": 10, "side": 8, "rear": 6 }, "structuralIntegrity": 20,
                         "tacticalSpeed": 15, "openTopped": t.chance(50) },
            "moved": t.pick(&["none", "tactical", "double"]),
            "role": t.pick(&["driver", "gunner", "passenger"]),
            "firePoint": t.chance(50),
            "droveFullAction": t.chance(20),
        });
    }
    if t.chance(5) {
        spoil(t, &mut req);
    }
    req
}

/// Puts one field out of its range, so that refusals are exercised too.
fn spoil(t: &mut Tape, req: &mut Value) {
    match t.below(12) {
        0 => req["attacker"]["characteristics"]["bs"] = json!(251),
        1 => req["target"]["wounds"] = json!(-1),
        2 => req["target"]["damage"] = json!(req["target"]["wounds"].as_i64().unwrap_or(0) + 1),
        3 => req["weapon"]["penetration"] = json!(-1),
        4 => req["weapon"]["damage"] = json!("101d10"),
        5 => req["circumstances"] = json!({ "moonlight": true }),
        6 => req["range"] = json!(-5),
        7 => req["dice"] = json!({ "seed": 9007199254740992u64 }),
        8 => req["dice"] = json!({ "rolls": [0] }),
        9 => req["modifiers"] = json!([{ "label": "x", "value": 1001 }]),
        10 => req["target"]["unnatural"] = json!({ "t": 21 }),
        _ => req["dice"] = json!({ "rolls": [] }),
    }
}

// ---------------------------------------------------------------------------------------
// What every outcome must satisfy.
// ---------------------------------------------------------------------------------------

macro_rules! ensure {
    ($cond:expr, $($arg:tt)*) => {
        if !$cond {
            return Err(format!($($arg)*));
        }
    };
}

/// An actor's Unnatural value in a characteristic, read from the request: the `unnatural`
/// field, else a (non-custom) trait named for it (`unnatural_toughness` and so on) with its
/// number.
fn unnatural_value(a: &Actor, c: Characteristic) -> i32 {
    let trait_id = format!("unnatural_{}", c.label().to_ascii_lowercase().replace(' ', "_"));
    a.unnatural
        .get(c)
        .or_else(|| {
            a.traits.iter().filter(|t| !t.custom() && t.id() == trait_id).find_map(|t| t.value().map(|v| v as i32))
        })
        .unwrap_or(0)
}

/// A characteristic bonus as the line's rule has it: the tens digit of the characteristic
/// (003 "Characteristic Bonuses"; 000 "Initiative" names the Agility Bonus the same way),
/// then the Unnatural value. The seeds never state the Unnatural rule; the rows follow
/// docs/rulesets.md ("Unnatural characteristic") and the published traits it cites.
fn char_bonus(ruleset: Ruleset, a: &Actor, c: Characteristic) -> i32 {
    let tens_digit = a.characteristics.get(c).unwrap_or(0).max(0) / 10;
    let u = unnatural_value(a, c);
    match ruleset.as_str() {
        // Dark Heresy and Rogue Trader: the value multiplies the bonus (a value of 0 or 1
        // leaves it as it is).
        "dh1" | "rt" => {
            if u >= 2 {
                tens_digit * u
            } else {
                tens_digit
            }
        }
        // Only War and Dark Heresy 2nd edition: the value is added to the bonus.
        "ow" | "dh2" => tens_digit + u.max(0),
        other => panic!("no bonus rule written for ruleset {other}"),
    }
}

/// The most the modifiers of one test may add up to, either way.
fn modifier_cap(ruleset: Ruleset) -> i32 {
    match ruleset.as_str() {
        // 003 "Combining Difficulties": at most +60 and at most -60.
        "dh1" => 60,
        // 000 "Step One: Apply Modifiers to Attacker's Characteristic": +60 / -60.
        "rt" => 60,
        // 002 "Step 1: Apply Modifiers": +/- 60.
        "ow" => 60,
        // 004 is silent; docs/rulesets.md lists the +/-60 cap as common to all four lines
        // (002 is the same second-generation rule).
        "dh2" => 60,
        other => panic!("no modifier cap written for ruleset {other}"),
    }
}

/// Whether a success on an Unnatural characteristic may gain extra degrees in the line.
fn unnatural_extra_degrees(ruleset: Ruleset) -> bool {
    match ruleset.as_str() {
        // The seeds are silent; docs/rulesets.md ("Unnatural characteristic") gives the extra
        // degrees (half the value, rounded down) in Dark Heresy 2nd edition only.
        "dh2" => true,
        "dh1" | "rt" | "ow" => false,
        other => panic!("no Unnatural degrees rule written for ruleset {other}"),
    }
}

/// A test's numbers agree: the target is the base plus the (capped) modifiers, success
/// follows the roll (01 and 100 where the line says), degrees follow the line's counting.
/// `jammed`: an attack test whose roll jammed the weapon (a miss whatever the roll).
fn check_test(ruleset: Ruleset, what: &str, t: &TestResult, jammed: bool) -> Result<(), String> {
    let line = ruleset.as_str();
    let cap = modifier_cap(ruleset);
    let sum: i32 = t.modifiers.iter().map(|m| m.value).sum();
    ensure!(t.target == t.base + sum, "{what}: target {} is not base {} + modifiers {sum}", t.target, t.base);
    ensure!(sum.abs() <= cap, "{what}: modifiers total {sum} past the cap {cap}");
    ensure!(t.degrees >= 0, "{what}: negative degrees {}", t.degrees);
    let Some(roll) = t.roll else {
        ensure!(t.automatic, "{what}: no roll but not automatic");
        return Ok(());
    };
    ensure!(!t.automatic, "{what}: a roll of {roll} on an automatic result");
    ensure!((1..=100).contains(&roll), "{what}: roll {roll} is not a d100 face");
    let roll = roll as i32;
    let by_roll = passes_rule(line, roll, t.target);
    if jammed {
        ensure!(!t.success, "{what}: a jammed attack succeeded");
        if by_roll {
            ensure!(t.degrees == least_degrees(line), "{what}: a jam has {} degrees", t.degrees);
            return Ok(());
        }
    } else {
        ensure!(t.success == by_roll, "{what}: roll {roll} against {} gave success {}", t.target, t.success);
    }
    let want = degrees_rule(line, t.target, roll, by_roll);
    if t.success && unnatural_extra_degrees(ruleset) {
        // Half an Unnatural value (at most 20) may add degrees of success.
        ensure!(
            (want..=want + 10).contains(&t.degrees),
            "{what}: roll {roll} against {} gave {} degrees, the line counts {want} (+ Unnatural)",
            t.target,
            t.degrees
        );
    } else {
        ensure!(
            t.degrees == want,
            "{what}: roll {roll} against {} gave {} degrees, the line counts {want}",
            t.target,
            t.degrees
        );
    }
    Ok(())
}

/// How many hits a successful attack test scores from its degrees of success, as the rule
/// text of an action states it.
#[derive(Debug, Clone, Copy)]
enum Scores {
    /// One hit, whatever the degrees.
    One,
    /// One hit, and one more for every `n` degrees.
    OnePlusEvery(u32),
    /// One hit, and one more for every `n` degrees past the first.
    OnePlusEveryPastFirst(u32),
    /// One hit for each degree.
    PerDegree,
    /// What the attack held ready scores (an Overwatch); the ids are the attacks the line
    /// lets it hold.
    Held(&'static [&'static str]),
}

/// Which of the weapon's rates of fire caps an action's hits (the first hit included).
#[derive(Debug, Clone, Copy)]
enum RateCap {
    Uncapped,
    SemiRate,
    FullRate,
    /// The burst the request chose (`fireMode`, 'full' unless given).
    Chosen,
}

/// One action's hits in one line, written from the rule text.
struct HitRow {
    line: &'static str,
    action: &'static str,
    scores: Scores,
    rate: RateCap,
    /// The attacker's Weapon Skill Bonus caps the hits too.
    ws_bonus_cap: bool,
}

const fn row(line: &'static str, action: &'static str, scores: Scores, rate: RateCap, ws_bonus_cap: bool) -> HitRow {
    HitRow { line, action, scores, rate, ws_bonus_cap }
}

use RateCap::{Chosen, FullRate, SemiRate, Uncapped};
use Scores::{Held, One, OnePlusEvery, OnePlusEveryPastFirst, PerDegree};

/// Every attack action of every line and the hits a success with it may score, taken from
/// the source texts and not from the profiles. An action missing from a line has no row
/// (the line has no such action). Stun, knock-down, feint, manoeuvre and grapple are worked
/// out by their own opposed tests; their rows only say that none of them is a burst.
///
/// Where the first generation's texts cap the "extra hits" by the rate of fire, the cap is
/// read as applying to every hit, the first included: 000's Brutis example stops at three
/// hits with a semi-auto rate of 3 (docs/rulesets.md, "Common to all four").
const HIT_ROWS: &[HitRow] = &[
    // Dark Heresy 1st edition: 003, the "Attack Actions" part of its combat actions table
    // (captioned Table 7-5 in the seed) and the action headings after it.
    // 003 "Standard Attack (Half Action)": one attack.
    row("dh1", "standard", One, Uncapped, false),
    // 003 "Semi-Auto Burst (Full Action)" and the table: a hit, one more per two degrees,
    // within the semi-auto rate.
    row("dh1", "semiAuto", OnePlusEvery(2), SemiRate, false),
    // 003 "Full Auto Burst (Full Action)" and the table: a hit, one more per degree, within
    // the full-auto rate.
    row("dh1", "fullAuto", OnePlusEvery(1), FullRate, false),
    // 003 "All Out Attack (Full Action)": one melee attack.
    row("dh1", "allOut", One, Uncapped, false),
    // 003 "Charge (Full Action)": a single attack at the end of the run.
    row("dh1", "charge", One, Uncapped, false),
    // 003 "Called Shots": one location, never on semi- or full-auto fire.
    row("dh1", "calledShot", One, Uncapped, false),
    // 003 "Guarded Attack (Full Action)": one melee attack.
    row("dh1", "guarded", One, Uncapped, false),
    // 003 "Multiple Attacks (Full Action)": each strike is an attack of its own; the talents'
    // strikes are single blows, and a second weapon's strike is scored under its own action.
    row("dh1", "multipleAttacks", One, Uncapped, false),
    // 003 "Suppressing Fire (Full Action)": a hit, one more per two degrees, the total
    // within the full-auto rate.
    row("dh1", "suppressingFire", OnePlusEvery(2), FullRate, false),
    // 003 "Overwatch (Varies)": the reserved shot is a Full Auto Burst.
    row("dh1", "overwatch", Held(&["fullAuto"]), Uncapped, false),
    // 003 "Stun (Full Action)", "Knock-Down (Half Action)", "Feint (Half Action)",
    // Manoeuvre in the table, "Grapple (Full Action)".
    row("dh1", "stun", One, Uncapped, false),
    row("dh1", "knockDown", One, Uncapped, false),
    row("dh1", "feint", One, Uncapped, false),
    row("dh1", "manoeuvre", One, Uncapped, false),
    row("dh1", "grapple", One, Uncapped, false),
    // Rogue Trader: 000 Table 9-4 (Combat Actions) and the action headings.
    // 000 "Standard Attack": one melee or ranged attack.
    row("rt", "standard", One, Uncapped, false),
    // 000 "Semi-Auto Burst" and Table 9-4: a hit, one more per two degrees, within the
    // semi-auto rate (the Brutis example: six degrees, rate 3, three hits before Scatter).
    row("rt", "semiAuto", OnePlusEvery(2), SemiRate, false),
    // 000 "Full Auto Burst" and Table 9-4: a hit, one more per degree, within the full-auto
    // rate (the Grak example: three degrees, four hits).
    row("rt", "fullAuto", OnePlusEvery(1), FullRate, false),
    // 000 "All Out Attack": one melee attack.
    row("rt", "allOut", One, Uncapped, false),
    // 000 "Charge": a single melee attack.
    row("rt", "charge", One, Uncapped, false),
    // 000 "Called Shot": one attack at a named location.
    row("rt", "calledShot", One, Uncapped, false),
    // 000 "Guarded Attack": one careful melee attack.
    row("rt", "guarded", One, Uncapped, false),
    // 000 "Multiple Attacks": as dh1, every strike an attack of its own.
    row("rt", "multipleAttacks", One, Uncapped, false),
    // 000 "Suppressing Fire": a fully automatic burst; a hit, one more per two degrees, the
    // total within the full-auto rate.
    row("rt", "suppressingFire", OnePlusEvery(2), FullRate, false),
    // 000 "Overwatch": the shot held is a Full Auto Burst, a Semi-Auto Burst or Suppressing
    // Fire.
    row("rt", "overwatch", Held(&["fullAuto", "semiAuto", "suppressingFire"]), Uncapped, false),
    // 000 "Stun", "Knock-Down", "Feint", "Manoeuvre", "Grapple".
    row("rt", "stun", One, Uncapped, false),
    row("rt", "knockDown", One, Uncapped, false),
    row("rt", "feint", One, Uncapped, false),
    row("rt", "manoeuvre", One, Uncapped, false),
    row("rt", "grapple", One, Uncapped, false),
    // Only War: 002 Combat Actions, whose Description column sits one row low from Feint
    // down; each action is read with the description printed under the next action's name
    // and checked against 004's same-named row. 002 and 004 never say a burst's hits stop at
    // its rate of fire: docs/rulesets.md ("Common to all four") gives the published rule.
    // 002 Standard Attack (text on the Stun line): one melee or ranged attack.
    row("ow", "standard", One, Uncapped, false),
    // 002 Semi-Auto Burst (text on the Stand line): an extra hit per two degrees; 004 says
    // two degrees past the first, and docs/rulesets.md ("At a glance") reads ow the same.
    row("ow", "semiAuto", OnePlusEveryPastFirst(2), SemiRate, false),
    // 002 Full Auto Burst (text on the Grapple line): a hit for each degree.
    row("ow", "fullAuto", PerDegree, FullRate, false),
    // 002 Swift Attack, a talent action (text on the Tactical Advance line): an extra hit per
    // two degrees, past the first as 004. The Weapon Skill Bonus cap is not in the seeds:
    // docs/rulesets.md, "Several strikes, two weapons...".
    row("ow", "swift", OnePlusEveryPastFirst(2), Uncapped, true),
    // 002 Lightning Attack, a talent action (text on the Manoeuvre line): a hit per degree;
    // capped by the Weapon Skill Bonus as Swift Attack (docs/rulesets.md).
    row("ow", "lightning", PerDegree, Uncapped, true),
    // 002 All Out Attack, Charge and Called Shot (their own lines): one attack each.
    row("ow", "allOut", One, Uncapped, false),
    row("ow", "charge", One, Uncapped, false),
    row("ow", "calledShot", One, Uncapped, false),
    // 002 Guarded Action (text on the Jump or Leap line): a modifier to one attack.
    row("ow", "guarded", One, Uncapped, false),
    // 002 Suppressing Fire (text on the Swift Attack line) gives no hit count;
    // docs/rulesets.md ("Suppressing fire, Overwatch..."): as 004's semi- or full-auto burst,
    // a hit and one per two degrees past the first, within the chosen burst's rate.
    row("ow", "suppressingFire", OnePlusEveryPastFirst(2), Chosen, false),
    // 002 Overwatch (text on the Ready line) names no attack; docs/rulesets.md takes 004's:
    // Standard, Semi-Auto or Full-Auto.
    row("ow", "overwatch", Held(&["standard", "semiAuto", "fullAuto"]), Uncapped, false),
    // 002 Stun, Knock Down, Feint, Manoeuvre, Grapple (realigned as above).
    row("ow", "stun", One, Uncapped, false),
    row("ow", "knockDown", One, Uncapped, false),
    row("ow", "feint", One, Uncapped, false),
    row("ow", "manoeuvre", One, Uncapped, false),
    row("ow", "grapple", One, Uncapped, false),
    // Dark Heresy 2nd edition: 004 Combat Actions. It names a burst's rate of fire only for
    // the rounds spent; the cap on hits is the published rule (docs/rulesets.md, "Common to
    // all four").
    // 004 Standard Attack: one melee or ranged attack.
    row("dh2", "standard", One, Uncapped, false),
    // 004 Semi-Auto Burst: a hit, one more per two degrees past the first.
    row("dh2", "semiAuto", OnePlusEveryPastFirst(2), SemiRate, false),
    // 004 Full Auto Burst: a hit for each degree.
    row("dh2", "fullAuto", PerDegree, FullRate, false),
    // 004 Swift Attack: a hit, one more per two degrees past the first; the Weapon Skill
    // Bonus cap is not in 004 (docs/rulesets.md, "Several strikes, two weapons...").
    row("dh2", "swift", OnePlusEveryPastFirst(2), Uncapped, true),
    // 004 Lightning Attack: a hit for each degree; capped as Swift Attack (docs/rulesets.md).
    row("dh2", "lightning", PerDegree, Uncapped, true),
    // 004 All Out Attack, Charge, Called Shot: one attack each.
    row("dh2", "allOut", One, Uncapped, false),
    row("dh2", "charge", One, Uncapped, false),
    row("dh2", "calledShot", One, Uncapped, false),
    // 004 Guarded Action: a modifier to one attack.
    row("dh2", "guarded", One, Uncapped, false),
    // 004 Suppressing Fire: a semi- or full-auto burst, no hit count given;
    // docs/rulesets.md ("Suppressing fire, Overwatch..."): as ow.
    row("dh2", "suppressingFire", OnePlusEveryPastFirst(2), Chosen, false),
    // 004 Overwatch: a Standard, Semi-Auto or Full-Auto attack held ready.
    row("dh2", "overwatch", Held(&["standard", "semiAuto", "fullAuto"]), Uncapped, false),
    // 004 Stun, Knock Down, Feint, Manoeuvre, Grapple.
    row("dh2", "stun", One, Uncapped, false),
    row("dh2", "knockDown", One, Uncapped, false),
    row("dh2", "feint", One, Uncapped, false),
    row("dh2", "manoeuvre", One, Uncapped, false),
    row("dh2", "grapple", One, Uncapped, false),
];

/// The written row of an action in a line, if the line has the action.
fn hit_row(ruleset: Ruleset, action: Action) -> Option<&'static HitRow> {
    HIT_ROWS.iter().find(|r| r.line == ruleset.as_str() && r.action == action.as_str())
}

/// The action a strike of this request takes, from the request alone (the defaults are the
/// request's documented ones): the talents' strikes are standard attacks; with a second
/// weapon, each hand takes its own action. An Overwatch stays an Overwatch (its row says
/// what it may fire).
fn strike_action(req: &AttackRequest, hand: Hand) -> Action {
    match (req.action, &req.secondary_weapon, hand) {
        (Action::Overwatch, _, _) => Action::Overwatch,
        (_, Some(_), Hand::Secondary) => req.secondary_action.unwrap_or(Action::Standard),
        (Action::MultipleAttacks, Some(_), Hand::Primary) => req.primary_action.unwrap_or(Action::Standard),
        (Action::MultipleAttacks, None, _) => Action::Standard,
        (a, _, _) => a,
    }
}

/// The most hits a strike may score: the action's hits from its degrees, capped by the
/// rate of fire of its fire mode and the action's own cap, twice that with Storm (at most
/// twice the rate), plus Twin-Linked's one at two degrees and Scatter's one per two degrees
/// at point blank (the published qualities; 000's Brutis example for Scatter). The action's
/// numbers come from `HIT_ROWS`, never from the profile.
fn hit_allowance(req: &AttackRequest, action: Action, weapon: &Weapon, test: &TestResult) -> u32 {
    let Some(row) = hit_row(req.ruleset, action) else { return 0 };
    let d = test.degrees.max(0) as u32;
    let mut n = match row.scores {
        One => 1,
        OnePlusEvery(per) => 1 + d / per,
        OnePlusEveryPastFirst(per) => 1 + d.saturating_sub(1) / per,
        PerDegree => d,
        Held(allowed) => {
            let held = req.overwatch_attack.unwrap_or(Action::FullAuto);
            if held != Action::Overwatch && allowed.contains(&held.as_str()) {
                return hit_allowance(req, held, weapon, test);
            }
            // Not an attack the line lets an Overwatch hold.
            return 0;
        }
    };
    let rof = weapon.rate_of_fire.clone().unwrap_or_default();
    let rate = match row.rate {
        Uncapped => None,
        SemiRate => Some(rof.semi),
        FullRate => Some(rof.full),
        Chosen => match req.fire_mode.unwrap_or(BurstMode::Full) {
            BurstMode::Semi => Some(rof.semi),
            BurstMode::Full => Some(rof.full),
        },
    };
    if let Some(r) = rate {
        // A weapon without the rate cannot fire the burst at all.
        n = n.min(r.unwrap_or(0).max(0) as u32);
    }
    if row.ws_bonus_cap {
        n = n.min(char_bonus(req.ruleset, &req.attacker, Characteristic::Ws).max(1) as u32);
    }
    let has = |q: &str| weapon.qualities.iter().any(|x| x.id() == q);
    if has("storm") {
        n *= 2;
    }
    if has("twinLinked") && test.degrees >= 2 {
        n += 1;
    }
    let point_blank = test.modifiers.iter().any(|m| m.label == "Point Blank range");
    if point_blank && has("scatter") {
        n += test.degrees.max(0) as u32 / 2;
    }
    // A success always scores at least one hit.
    n.max(u32::from(test.success))
}

/// Replays a character's hits: wounds add up to the new damage and critical damage, each
/// critical from damage sits on the row of the running critical damage, a lethal one kills.
/// The Toughness Bonus by which the character's True Grit (`Fx::CriticalLess`) reduces the
/// critical damage it takes, if it has the talent in this line.
fn grit(p: &Profile, ruleset: Ruleset, a: &Actor, who: &str) -> Option<i32> {
    let set = cogitator::test::feature_set::of_actor(p, a, who).ok()?;
    set.any(|fx| matches!(fx, Fx::CriticalLess(_))).then(|| char_bonus(ruleset, a, Characteristic::T))
}

/// Critical damage added by `excess` wounds past the maximum, after True Grit (to at least 1).
fn added_critical(excess: i32, grit: Option<i32>) -> i32 {
    grit.map_or(excess, |tb| (excess - tb).max(1))
}

fn check_character(
    p: &Profile,
    ruleset: Ruleset,
    who: &str,
    before: &Actor,
    hits: &[Hit],
    after: &TargetState,
) -> Result<(), String> {
    let grit = grit(p, ruleset, before, who);
    let max = before.wounds.unwrap_or(0);
    let (mut damage, mut crit) = (before.damage, before.critical_damage);
    let mut lethal = false;
    let mut fatigue_from_hits = 0;
    for (i, h) in hits.iter().enumerate() {
        ensure!(h.wounds >= 0, "{who}: hit {i} deals {} wounds", h.wounds);
        ensure!(h.fatigue >= 0, "{who}: hit {i} deals {} fatigue", h.fatigue);
        ensure!(h.soak.effective_armour >= 0 && h.soak.cover_absorbed >= 0, "{who}: hit {i} soak {:?}", h.soak);
        fatigue_from_hits += h.fatigue;
        let taken = damage + h.wounds;
        if taken > max && h.wounds > 0 {
            crit += added_critical((taken - max).min(h.wounds), grit);
        }
        damage = taken.min(max);
        let all: Vec<&Critical> =
            if h.criticals.is_empty() { h.critical.iter().collect() } else { h.criticals.iter().collect() };
        let from_damage: Vec<&&Critical> = all.iter().filter(|c| c.source == "damage").collect();
        let past_wounds = taken > max && h.wounds > 0;
        ensure!(
            from_damage.len() == usize::from(past_wounds),
            "{who}: hit {i} took {taken} of {max} wounds but has {} criticals from damage",
            from_damage.len()
        );
        for c in &from_damage {
            ensure!(
                c.critical_damage == crit,
                "{who}: hit {i} critical reports {} critical damage, the running total is {crit}",
                c.critical_damage
            );
            ensure!(
                c.severity == crit.clamp(1, 10) as u32,
                "{who}: hit {i} critical row {} for {crit} critical damage",
                c.severity
            );
        }
        for c in &all {
            ensure!((1..=10).contains(&c.severity), "{who}: hit {i} critical row {}", c.severity);
            // A lethal row kills a living target; a failed test-or-die kills too. Once dead,
            // later criticals apply no effects.
            ensure!(
                !c.lethal || lethal || c.effects.contains(&Effect::Death),
                "{who}: hit {i} lethal {} with effects {:?}",
                c.lethal,
                c.effects
            );
            ensure!(
                !lethal || c.effects.is_empty(),
                "{who}: hit {i} applies effects to a dead target: {:?}",
                c.effects
            );
            lethal |= c.effects.contains(&Effect::Death);
            if c.source == "righteousFury" {
                ensure!(c.critical_damage == 0, "{who}: a Righteous Fury critical reports critical damage");
            }
        }
        if let Some(worst) = &h.critical {
            ensure!(
                all.iter().all(|c| (c.lethal, c.severity) <= (worst.lethal, worst.severity)),
                "{who}: hit {i} critical is not the worst"
            );
        }
        // What the weapon's qualities did after the hit: a dead character suffers none;
        // Toxic's wounds add up like the hit's own, past the wounds with their critical.
        ensure!(!lethal || h.aftermath.is_empty(), "{who}: hit {i} qualities act on a dead target");
        for a in &h.aftermath {
            ensure!((0..=10).contains(&a.wounds), "{who}: hit {i} {} deals {} wounds", a.quality, a.wounds);
            let taken = damage + a.wounds;
            let past = taken > max && a.wounds > 0;
            if past {
                crit += added_critical((taken - max).min(a.wounds), grit);
            }
            damage = taken.min(max);
            ensure!(a.critical.is_some() == past, "{who}: hit {i} {} critical {:?}", a.quality, a.critical);
            if let Some(c) = &a.critical {
                ensure!(
                    c.critical_damage == crit,
                    "{who}: hit {i} {} critical damage {}",
                    a.quality,
                    c.critical_damage
                );
                ensure!(c.severity == crit.clamp(1, 10) as u32, "{who}: hit {i} {} row {}", a.quality, c.severity);
                ensure!(!lethal || c.effects.is_empty(), "{who}: hit {i} applies effects to a dead target");
                lethal |= c.effects.contains(&Effect::Death);
            }
        }
    }
    ensure!(after.damage >= 0 && after.critical_damage >= 0 && after.fatigue >= 0, "{who}: negative state {after:?}");
    ensure!(after.damage <= max, "{who}: damage {} past {max} wounds", after.damage);
    // 003 "Burning Fate": a target that burns a fate point to live is left with no wounds.
    let burnt = after.fate_spent.iter().any(|f| matches!(f.kind, model::FateUseKind::Burn));
    let damage = if burnt { before.wounds.unwrap_or(damage) } else { damage };
    ensure!(after.damage == damage, "{who}: damage {} but the hits add up to {damage}", after.damage);
    ensure!(
        after.critical_damage == crit,
        "{who}: critical damage {} but the hits add up to {crit}",
        after.critical_damage
    );
    ensure!(
        after.fatigue >= before.fatigue + fatigue_from_hits,
        "{who}: fatigue {} below {} + {fatigue_from_hits}",
        after.fatigue,
        before.fatigue
    );
    if lethal {
        // 003 "Burning Fate": a target that burns a fate point lives, unconscious.
        ensure!(after.dead || (burnt && after.unconscious), "{who}: a critical killed but the target is not dead");
    }
    Ok(())
}

fn check_outcome(req: &AttackRequest, out: &AttackOutcome) -> Result<(), String> {
    let p = profile(req.ruleset);
    for line in &out.log {
        ensure!(source_number(line).is_none(), "the log cites a source file number: {line}");
    }
    ensure!(out.ruleset == req.ruleset && out.action == req.action, "ruleset or action changed");
    ensure!(out.log_steps.len() == out.log.len(), "{} log lines but {} step ids", out.log.len(), out.log_steps.len());
    // Every modifier the engine makes has a stable id; only the caller's own may lack one.
    let tests = std::iter::once(&out.test).chain(out.evasion.as_ref().map(|e| &e.test));
    for m in tests.flat_map(|t| t.modifiers.iter()) {
        let callers = req.modifiers.iter().any(|g| g.label == m.label);
        ensure!(m.id.is_some() || callers, "the engine's modifier '{}' has no id", m.label);
    }
    let resolution = p.action(req.action).and_then(|d| d.attack).map(|r| r.resolution);
    // A single attack is checked as one strike.
    let strikes: Vec<Strike> = if out.strikes.is_empty() {
        vec![Strike {
            weapon: String::new(),
            hand: Hand::Primary,
            action: out.overwatch_attack.unwrap_or(req.action),
            test: out.test.clone(),
            jammed: out.jammed,
            ammo: out.ammo,
            hits_scored: out.hits_scored,
            evasion: out.evasion.clone(),
            hits_landed: out.hits.len() as u32,
            scatter: out.scatter.clone(),
            overheat: out.overheat.clone(),
            spray: out.spray.clone(),
            catch_fire: out.catch_fire.clone(),
        }]
    } else {
        ensure!(out.test == out.strikes[0].test, "the outcome's test is not the first strike's");
        ensure!(
            out.hits_scored == out.strikes.iter().map(|s| s.hits_scored).sum::<u32>(),
            "hitsScored is not the strikes' sum"
        );
        ensure!(
            out.hits.len() as u32 == out.strikes.iter().map(|s| s.hits_landed).sum::<u32>(),
            "hits are not the strikes' landed hits"
        );
        out.strikes.clone()
    };
    let mut failed_strikes = 0;
    let mut negated = 0;
    for (n, s) in strikes.iter().enumerate() {
        let what = format!("strike {}", n + 1);
        let (test, scored, landed) = (&s.test, s.hits_scored, s.hits_landed);
        let weapon = match (s.hand, &req.secondary_weapon) {
            (Hand::Secondary, Some(w)) => w,
            _ => &req.weapon,
        };
        // An overheat misses as a jam does.
        check_test(req.ruleset, &format!("{what} test"), test, s.jammed || s.overheat.is_some())?;
        if !test.success {
            failed_strikes += 1;
        }
        if let Some(e) = &s.evasion {
            check_test(req.ruleset, &format!("{what} evasion"), &e.test, false)?;
            ensure!(e.hits_negated <= scored, "{what}: {} hits negated of {scored}", e.hits_negated);
            negated += e.hits_negated;
        }
        ensure!(landed <= scored, "{what}: {landed} hits landed of {scored} scored");
        match resolution {
            Some(Resolution::Strike | Resolution::Strikes | Resolution::Overwatch | Resolution::Suppression) => {
                let caught = s.scatter.as_ref().is_some_and(|x| x.caught);
                // The strike's action as the request asks it (an Overwatch reports the
                // attack it fired); the allowance is worked out from the request's action.
                let asked = strike_action(req, s.hand);
                let fired = match asked {
                    Action::Overwatch => req.overwatch_attack.unwrap_or(Action::FullAuto),
                    a => a,
                };
                ensure!(
                    s.action == fired,
                    "{what}: reported as {}, the request asks for {}",
                    s.action.as_str(),
                    fired.as_str()
                );
                let allowed = if test.success && !s.jammed {
                    hit_allowance(req, asked, weapon, test)
                } else {
                    // A blast that missed may still catch the target: one hit.
                    u32::from(caught)
                };
                ensure!(
                    scored <= allowed,
                    "{what}: {scored} hits scored, the action and rate of fire allow {allowed} ({} degrees)",
                    test.degrees
                );
                if test.success {
                    ensure!(scored >= 1, "{what}: a successful attack scored no hit");
                }
            }
            _ => ensure!(scored <= 1, "{what}: a special action scored {scored} hits"),
        }
    }
    if let Some(o) = &out.melee.opposed {
        check_test(req.ruleset, "opposed attacker", &o.attacker, false)?;
        check_test(req.ruleset, "opposed defender", &o.defender, false)?;
    }
    let others_hits: u32 = out.others.iter().map(|o| o.hits.len() as u32).sum();
    match resolution {
        Some(Resolution::Suppression) => {
            ensure!(
                out.hits.len() as u32 + others_hits == out.hits_scored,
                "the spray's hits do not add up to hitsScored"
            );
        }
        Some(Resolution::Strike | Resolution::Strikes | Resolution::Overwatch) => {
            let on_target = out.hits.len() as u32 + negated;
            ensure!(on_target <= out.hits_scored, "landed + negated {on_target} past hitsScored {}", out.hits_scored);
            ensure!(
                on_target + others_hits <= out.hits_scored + failed_strikes,
                "hits on everyone {} past hitsScored {} (+{failed_strikes} stray near misses)",
                on_target + others_hits,
                out.hits_scored
            );
        }
        _ => ensure!(out.hits.len() as u32 <= out.hits_scored.max(1), "{} hits from a special action", out.hits.len()),
    }
    if let Some(t) = &out.pinning {
        check_test(req.ruleset, "target pinning", t, false)?;
    }
    check_character(p, req.ruleset, "target", &req.target, &out.hits, &out.target)?;
    for o in &out.others {
        let before = req
            .kill_zone
            .iter()
            .map(|m| (&m.id, &m.actor))
            .chain(req.spread.iter().map(|s| (&s.id, &s.actor)))
            .chain(req.melee_opponent.iter().map(|m| (&m.id, &m.actor)))
            .find(|(id, _)| **id == o.id)
            .map(|(_, a)| a)
            .ok_or_else(|| format!("others names '{}', not in the request", o.id))?;
        check_character(p, req.ruleset, &o.id, before, &o.hits, &o.target)?;
        if let Some(t) = &o.pinning {
            check_test(req.ruleset, &format!("{} pinning", o.id), t, false)?;
        }
    }
    for d in &out.dice {
        ensure!(d.face >= 1 && d.face <= d.sides, "die {d:?} shows an impossible face");
    }
    Ok(())
}

/// The outcome as JSON without its seed (a replay from scripted faces has none).
fn without_seed(out: &AttackOutcome) -> Value {
    let mut v = serde_json::to_value(out).unwrap();
    v.as_object_mut().unwrap().remove("seed");
    v
}

fn resolve(v: &Value) -> cogitator::Result<(AttackRequest, AttackOutcome)> {
    let req: AttackRequest = parse(&v.to_string())?;
    let out = resolve_attack(&req, 0)?;
    Ok((req, out))
}

/// One generated attack: resolved, checked, resolved again from the same seed and from
/// its own dice. Counts the outcomes that resolved.
fn attack_case(tape: &[u8], ok: &Cell<u64>, replayed: &Cell<u64>) -> Result<(), String> {
    let v = attack_request(&mut Tape::new(tape));
    let (req, out) = match resolve(&v) {
        Ok(r) => r,
        Err(e) => {
            ensure!(e.code != ErrorCode::Internal, "internal error {e} for {v}");
            ensure!(!e.message.is_empty(), "an error without a message for {v}");
            if e.code == ErrorCode::InvalidInput {
                ensure!(e.path.as_deref().is_some_and(|p| !p.is_empty()), "invalid_input without a path: {e} for {v}");
            }
            return Ok(());
        }
    };
    ok.set(ok.get() + 1);
    check_outcome(&req, &out).map_err(|m| format!("{m}\nrequest: {v}\nlog: {:#?}", out.log))?;

    // The outcome's tape (how resolveAttack hands it to JS) holds what its JSON text holds.
    let tape = cogitator::json::tape::write(&out).map_err(|e| format!("the tape failed: {e}\nrequest: {v}"))?;
    ensure!(common::read_tape(&tape) == common::as_js(&serde_json::to_value(&out).unwrap()), "the tape differs from the JSON\nrequest: {v}");
    // The exact tape (how an encounter keeps the outcome) gives the value of the JSON text.
    let text: serde_json::Value = serde_json::from_str(&serde_json::to_string(&out).unwrap()).unwrap();
    ensure!(cogitator::json::to_value(&out).map_err(|e| e.to_string())? == text, "the exact tape differs from the JSON\nrequest: {v}");

    // The same seed, the same outcome.
    let (_, again) = resolve(&v).map_err(|e| format!("the second run failed: {e}\nrequest: {v}"))?;
    let (a, b) = (serde_json::to_string(&out).unwrap(), serde_json::to_string(&again).unwrap());
    ensure!(a == b, "the same seed gave another outcome\nrequest: {v}");

    // The outcome's own faces, scripted, give the outcome again (every face a script may
    // hold, up to the largest die, 1000).
    let faces: Vec<u32> = out.dice.iter().map(|d| d.face).collect();
    if faces.len() <= MAX_SCRIPTED_ROLLS {
        let mut scripted = v.clone();
        scripted["dice"] = json!({ "rolls": faces });
        let (_, replay) = resolve(&scripted).map_err(|e| format!("the replay failed: {e}\nrequest: {scripted}"))?;
        ensure!(without_seed(&out) == without_seed(&replay), "the replay from the dice differs\nrequest: {v}");
        replayed.set(replayed.get() + 1);
    }
    Ok(())
}

#[test]
fn generated_attacks_keep_their_invariants() {
    let (ok, replayed, errors) = (Cell::new(0u64), Cell::new(0u64), Cell::new(0u64));
    let cases = run("attacks", |tape| {
        let before = ok.get();
        let r = attack_case(tape, &ok, &replayed).map_err(TestCaseError::fail);
        if ok.get() == before {
            errors.set(errors.get() + 1);
        }
        r
    });
    // proptest also runs the shrinking steps of a failure through the closure; a passing
    // run counts exactly its cases.
    let share = ok.get() as f64 / cases as f64;
    eprintln!(
        "attacks: {} of {cases} resolved ({:.1}%), {} replayed from their dice, {} refused",
        ok.get(),
        share * 100.0,
        replayed.get(),
        errors.get()
    );
    assert!(share >= 0.6, "only {:.1}% of the generated attacks resolved: the generator drifted", share * 100.0);
    assert!(replayed.get() * 2 >= ok.get(), "most resolved attacks replay from their dice");
}

// ---------------------------------------------------------------------------------------
// Mutated JSON, for every entry point.
// ---------------------------------------------------------------------------------------

/// The entry points, as the wasm skin calls them.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Entry {
    Attack,
    Analyze,
    Test,
    Opposed,
    Initiative,
    Escape,
    Turn,
    Actions,
    Heal,
    Damage,
    StartTurn,
    EndRound,
    Movement,
    Move,
    Extended,
    Investigate,
    VehicleAct,
    VehicleAttack,
    Fear,
    Focus,
    OutOfControl,
    Chase,
    Repair,
}

const ENTRIES: [Entry; 23] = [
    Entry::Attack,
    Entry::Analyze,
    Entry::Test,
    Entry::Opposed,
    Entry::Initiative,
    Entry::Escape,
    Entry::Turn,
    Entry::Actions,
    Entry::Heal,
    Entry::Damage,
    Entry::StartTurn,
    Entry::EndRound,
    Entry::Movement,
    Entry::Move,
    Entry::Extended,
    Entry::Investigate,
    Entry::VehicleAct,
    Entry::VehicleAttack,
    Entry::Fear,
    Entry::Focus,
    Entry::OutOfControl,
    Entry::Chase,
    Entry::Repair,
];

fn test_side(t: &mut Tape) -> Value {
    let mut s = json!({ "actor": actor(t, "Tester", false), "characteristic": t.pick(&CHARACTERISTICS) });
    if t.chance(30) {
        s["skill"] = json!(t.pick(&["dodge", "awareness", "parry", "Scrutiny", "forbidden lore", "contortionist"]));
        // The characteristic is picked at random: most of the time the GM allows it.
        if t.chance(80) {
            s["anyCharacteristic"] = json!(true);
        }
    }
    if t.chance(30) {
        s["difficulty"] = if t.chance(50) {
            json!(t.pick(&["hard", "Very Hard", "easy", "routine", "hellish"]))
        } else {
            json!(t.range(-60, 60))
        };
    }
    if t.chance(20) {
        s["modifiers"] = json!([{ "label": "gm", "value": t.range(-30, 30) }]);
    }
    if t.chance(15) {
        let skill = s.get("skill").and_then(Value::as_str).unwrap_or("awareness").to_string();
        let n = t.range(0, 3);
        let mut helpers = Vec::new();
        for _ in 0..n {
            let mut h = actor(t, "Helper", false);
            if t.chance(85) {
                h["skills"] = json!({ skill.clone(): { "trained": true } });
            }
            helpers.push(h);
        }
        if t.chance(80) {
            s["actor"]["skills"] = json!({ skill: { "trained": true } });
        }
        s["assistants"] = json!(helpers);
    }
    s
}

/// A vehicle, with its numbers at random.
fn vehicle(t: &mut Tape) -> Value {
    let si = t.range(5, 60);
    let mut v = json!({ "kind": "vehicle", "name": "Machine",
        "type": t.pick(&["wheeled", "tracked", "skimmer", "walker", "flyer"]),
        "armour": { "front": t.range(0, 30), "side": t.range(0, 25), "rear": t.range(0, 20) },
        "structuralIntegrity": si, "damage": t.range(0, si), "tacticalSpeed": t.range(0, 30),
        "cruisingSpeed": t.range(0, 200), "openTopped": t.chance(40) });
    if t.chance(30) {
        v["criticalDamage"] = json!(t.range(0, 6));
    }
    if t.chance(50) {
        v["size"] = json!(t.pick(&["hulking", "enormous", "massive"]));
    }
    v
}

/// A driver, most of the time trained in one of the lines' driving or repair skills.
fn driver(t: &mut Tape) -> Value {
    let mut a = actor(t, "Driver", true);
    if t.chance(70) {
        a["skills"] = json!({ t.pick(&["operate (surface)", "drive (ground vehicle)", "pilot (flyers)", "techUse",
                                       "trade (armourer)", "trade (technomat)"]): { "trained": true } });
    }
    a
}

/// An attack at a vehicle: an attack request's fields that mean something there, a vehicle
/// with a turret and weapons now and then, a facing, and sometimes a jinking driver.
fn vehicle_attack_request(t: &mut Tape) -> Value {
    let mut v = attack_request(t);
    let keep = ["ruleset", "attacker", "weapon", "action", "aim", "range", "circumstances", "modifiers", "options", "dice",
                "hand", "fate", "platform"];
    if let Some(m) = v.as_object_mut() {
        m.retain(|k, _| keep.contains(&k.as_str()));
    }
    let mut target = vehicle(t);
    if t.chance(40) {
        target["turret"] = json!(true);
    }
    if t.chance(40) {
        let n = t.range(1, 4);
        let weapons: Vec<Value> = (0..n)
            .map(|i| {
                let mut w = json!({ "name": format!("gun {i}"), "mount": t.pick(&["hull", "turret", "sponson", "pintle"]) });
                if t.chance(60) {
                    w["facing"] = json!(t.pick(&["front", "side", "rear"]));
                }
                w
            })
            .collect();
        target["weapons"] = json!(weapons);
    }
    if t.chance(40) {
        v["reaction"] = json!("jink");
        target["driver"] = driver(t);
        target["movedLastTurn"] = json!(t.chance(80));
        if t.chance(20) {
            target["conditions"] = json!([t.pick(&["immobilised", "onFire", "crashed"])]);
        }
    }
    v["target"] = target;
    v["facing"] = json!(t.pick(&["front", "side", "rear"]));
    v
}

/// A valid request for `entry` (most of the time).
fn request_for(t: &mut Tape, entry: Entry) -> Value {
    let ruleset = t.pick(&Ruleset::ALL).as_str();
    let dice = json!({ "seed": t.u32() });
    match entry {
        Entry::Attack => attack_request(t),
        Entry::Analyze => {
            let mut v = attack_request(t);
            v["trials"] = json!(t.range(1, 20));
            v
        }
        Entry::VehicleAttack => vehicle_attack_request(t),
        Entry::Focus => {
            let mut a = actor(t, "Psyker", true);
            if t.chance(95) {
                a["psyRating"] = json!(t.range(1, 6));
            }
            let mut power = json!({ "name": "Power" });
            if ruleset == "dh1" || t.chance(5) {
                power["threshold"] = json!(t.range(5, 30));
            }
            if t.chance(20) {
                power["modifier"] = json!(t.range(-20, 20));
            }
            let mut v = json!({ "ruleset": ruleset, "psyker": a, "dice": dice });
            if t.chance(20) {
                power["opposed"] = json!({ "characteristic": t.pick(&CHARACTERISTICS) });
                v["target"] = actor(t, "Target", false);
            } else if t.chance(25) {
                power["attack"] = json!({ "damage": t.pick(&["1d10+PR", "2d10", "1d5+PR"]), "damageType": t.pick(&["energy", "impact"]),
                                          "penetration": t.range(0, 6), "zone": t.pick(&["bolt", "barrage", "storm"]) });
                v["target"] = actor(t, "Target", true);
                if t.chance(30) {
                    v["targetReaction"] = json!("dodge");
                }
            }
            v["power"] = power;
            match t.range(0, 4) {
                0 => v["strength"] = json!("fettered"),
                1 => {
                    v["strength"] = json!("push");
                    if t.chance(50) {
                        v["push"] = json!(t.range(1, 4));
                    }
                }
                2 if ruleset == "dh2" => v["effectivePsyRating"] = json!(t.range(1, 6)),
                3 if ruleset == "dh1" => v["diceCount"] = json!(t.range(1, 6)),
                _ => {}
            }
            if t.chance(25) {
                v["psykerClass"] = json!(t.pick(&["bound", "unbound", "daemonic"]));
            }
            v
        }
        Entry::Fear => {
            let mut a = actor(t, "Witness", true);
            if t.chance(30) {
                a["insanity"] = json!(t.range(0, 99));
            }
            if t.chance(25) {
                a["talents"] = json!([t.pick(&["fearless", "resistance_fear", "jaded", "unshakeable_faith", "iron_resolve"])]);
            }
            if t.chance(10) {
                a["traits"] = json!(["from_beyond"]);
            }
            let mut v = json!({ "ruleset": ruleset, "actor": a, "inCombat": t.chance(60), "dice": dice });
            if t.chance(85) {
                v["fear"] = json!(t.range(1, 4));
            } else {
                v["source"] = json!({ "name": "Horror", "traits": [{ "id": "fear", "value": t.range(1, 4) }] });
            }
            if t.chance(20) {
                v["mundane"] = json!(true);
            }
            v
        }
        Entry::Test => {
            let mut v = test_side(t);
            v["ruleset"] = json!(ruleset);
            v["dice"] = dice;
            v
        }
        Entry::Opposed => json!({ "ruleset": ruleset, "a": test_side(t), "b": test_side(t), "dice": dice }),
        Entry::Initiative => {
            let n = t.range(1, 5);
            let combatants: Vec<Value> =
                (0..n).map(|i| json!({ "id": format!("c{i}"), "actor": actor(t, "C", false) })).collect();
            json!({ "ruleset": ruleset, "combatants": combatants, "dice": dice })
        }
        Entry::Escape => {
            let mut v = json!({ "ruleset": ruleset, "actor": actor(t, "Pinned", false), "dice": dice });
            for k in ["shotAt", "engaged", "inCover"] {
                if t.chance(30) {
                    v[k] = json!(t.chance(50));
                }
            }
            v
        }
        Entry::Turn => {
            let ids: Vec<&str> = cogitator::actions(profile_ruleset(ruleset)).iter().map(|d| d.id).collect();
            let list: Vec<Value> = (0..t.range(0, 3))
                .map(|_| {
                    let id = t.pick(&ids);
                    if t.chance(30) {
                        json!({ "id": id, "as": t.pick(&["half", "full", "free", "reaction", "extended"]) })
                    } else {
                        json!(id)
                    }
                })
                .collect();
            let mut v = json!({ "ruleset": ruleset, "actions": list });
            if t.chance(30) {
                v["actor"] = actor(t, "Actor", false);
            }
            if t.chance(20) {
                v["reactionsUsed"] = json!(t.range(0, 2));
            }
            if t.chance(20) {
                v["firstRound"] = json!(true);
            }
            v
        }
        Entry::Actions => json!({ "ruleset": ruleset }),
        Entry::Heal => {
            let mut v = json!({ "ruleset": ruleset, "actor": actor(t, "Patient", true), "dice": dice });
            match t.pick(&["natural", "medicae", "rest", "wake"]) {
                "natural" => {
                    v["kind"] = json!("natural");
                    v["days"] = json!(t.range(1, 30));
                    v["bedRest"] = json!(t.chance(50));
                    v["medicalAttention"] = json!(t.chance(30));
                }
                "medicae" => {
                    v["kind"] = json!("medicae");
                    let care = t.pick(&["firstAid", "extendedCare", "staunchBloodLoss"]);
                    v["care"] = json!(care);
                    let mut m = actor(t, "Medic", false);
                    m["skills"] = json!({ "medicae": { "trained": true } });
                    v["medic"] = json!({ "actor": m });
                    if care == "extendedCare" {
                        v["days"] = json!(t.range(1, 21));
                        v["patients"] = json!(t.range(1, 8));
                    }
                }
                "rest" => {
                    v["kind"] = json!("rest");
                    v["hours"] = json!(t.range(1, 12));
                }
                _ => v["kind"] = json!("wake"),
            }
            v
        }
        Entry::Damage => {
            let mut v = json!({ "ruleset": ruleset, "actor": actor(t, "Hurt", true), "dice": dice });
            match t.range(0, 4) {
                0 => v["hazard"] = json!({ "kind": "fall", "metres": t.range(0, 40) }),
                1 => v["hazard"] = json!({ "kind": "fire" }),
                2 => {
                    let effect = t.pick(&["depressurisation", "cold", "gradual", "gradualResisted"]);
                    v["hazard"] = json!({ "kind": "vacuum", "effect": effect })
                }
                3 => v["hazard"] = json!({ "kind": "suffocation" }),
                _ => v["damage"] = json!(t.pick(&["1d10+3", "2d10", "1d5", "7"])),
            }
            if t.chance(30) {
                v["location"] = json!(t.pick(&["head", "body", "leftArm", "rightLeg"]));
            }
            if t.chance(20) {
                v["penetration"] = json!(t.range(0, 6));
            }
            if t.chance(20) {
                v["fatigue"] = json!(t.range(0, 3));
            }
            v
        }
        Entry::Extended => {
            let mut v = test_side(t);
            v["ruleset"] = json!(ruleset);
            v["dice"] = dice;
            v["needed"] = json!(t.range(1, 6));
            if t.chance(50) {
                v["maxTests"] = json!(t.range(1, 12));
            }
            if t.chance(30) {
                v["count"] = json!(t.pick(&["successes", "degrees"]));
            }
            if t.chance(30) {
                v["timePerTest"] = json!(t.range(0, 60));
            }
            v
        }
        Entry::Investigate => {
            let skill = t.pick(&["inquiry", "scrutiny", "awareness", "forbidden lore", "search"]);
            let mut a = actor(t, "Seeker", false);
            if t.chance(80) {
                a["skills"] = json!({ skill: { "trained": true } });
            }
            let mut v = json!({ "ruleset": ruleset, "actor": a, "skill": skill, "dice": dice });
            if t.chance(60) {
                v["hours"] = json!(t.range(0, 100));
            }
            if t.chance(50) {
                v["complexity"] =
                    json!(t.pick(&["simple", "basic", "drudging", "taxing", "arduous", "involved", "labyrinthine"]));
            }
            v["maxTests"] = json!(t.range(1, 30));
            if t.chance(30) {
                v["anyCharacteristic"] = json!(true);
                v["characteristic"] = json!(t.pick(&CHARACTERISTICS));
            }
            v
        }
        Entry::VehicleAct | Entry::OutOfControl | Entry::Chase | Entry::Repair => {
            let mut v = json!({ "ruleset": ruleset, "dice": dice });
            match entry {
                Entry::VehicleAct => {
                    v["vehicle"] = vehicle(t);
                    v["driver"] = driver(t);
                    let a = t.pick(&["tacticalManoeuvring", "evasiveManoeuvring", "floorIt", "hitAndRun", "jink", "ram"]);
                    v["action"] = json!(a);
                    if t.chance(50) {
                        v["terrain"] = json!(t.pick(&["clear", "rough", "difficult", "veryDifficult"]));
                    }
                    if t.chance(60) {
                        v["movedLastTurn"] = json!(true);
                    }
                    if a == "hitAndRun" && t.chance(60) {
                        v["weapon"] = json!({ "name": "blade", "class": t.pick(&["melee", "melee", "pistol"]),
                                              "damage": t.pick(&["1d10", "1d10+2", "2d10"]), "damageType": "rending",
                                              "penetration": t.range(0, 6) });
                        if t.chance(50) {
                            v["target"] = vehicle(t);
                            v["targetFacing"] = json!(t.pick(&["front", "side", "rear"]));
                        } else {
                            v["targetActor"] = actor(t, "Struck", true);
                        }
                    }
                    if a == "ram" || t.chance(10) {
                        v["metres"] = json!(t.range(0, 80));
                        if t.chance(50) {
                            v["target"] = vehicle(t);
                            v["targetFacing"] = json!(t.pick(&["front", "side", "rear"]));
                        } else {
                            v["targetActor"] = actor(t, "Rammed", true);
                        }
                    }
                }
                Entry::OutOfControl => {
                    v["vehicle"] = vehicle(t);
                    let n = t.range(0, 3);
                    v["crew"] = json!((0..n).map(|_| actor(t, "Crew", true)).collect::<Vec<_>>());
                }
                Entry::Chase => {
                    v["pursuer"] = json!({ "driver": driver(t), "vehicle": vehicle(t) });
                    v["pursued"] = json!({ "driver": driver(t), "vehicle": vehicle(t) });
                    v["distance"] = json!(t.range(0, 400));
                    if t.chance(30) {
                        v["dangerZone"] = json!(t.range(90, 100));
                    }
                }
                _ => {
                    v["vehicle"] = vehicle(t);
                    v["mechanic"] = driver(t);
                }
            }
            v
        }
        Entry::Movement | Entry::Move => {
            let mut a = actor(t, "Mover", true);
            if t.chance(20) {
                let value = t.range(1, 12);
                let choices = [
                    json!({ "id": "quadruped" }),
                    json!({ "id": "crawler" }),
                    json!({ "id": "flyer", "value": value }),
                    json!({ "id": "hoverer", "value": value }),
                ];
                a["traits"] = json!([t.pick(&choices)]);
            }
            if t.chance(10) {
                a["injuries"] =
                    json!([{ "type": "movementHalved", "duration": { "unit": "rounds", "amount": t.range(1, 3) } }]);
            }
            if t.chance(20) {
                a["skills"] = json!({ t.pick(&["climb", "swim", "athletics"]): { "trained": true } });
            }
            if t.chance(15) {
                a["altitude"] = json!(t.pick(&["hover", "low", "high"]));
            }
            let mut v = json!({ "ruleset": ruleset, "actor": a });
            if t.chance(30) {
                v["gravity"] = json!(t.pick(&["low", "normal", "high"]));
            }
            if t.chance(30) {
                v["carriedKg"] = json!(t.range(0, 150));
            }
            if t.chance(20) {
                v["environment"] = json!([t.pick(&["fog", "mud", "darkness", "rubble", "tremors"])]);
            }
            if entry == Entry::Movement {
                if t.chance(20) {
                    v["flying"] = json!(t.range(0, 12));
                }
                return v;
            }
            let height = t.range(0, 30);
            v["move"] = match t.range(0, 14) {
                0 => json!({ "kind": "jumpUp" }),
                1 => json!({ "kind": "jumpDown", "metres": t.range(1, 8) }),
                2 => json!({ "kind": "leap", "running": true, "runUp": t.range(4, 20), "gap": t.range(0, 6) }),
                3 => json!({ "kind": "leap", "running": false }),
                4 => json!({ "kind": "climb", "sheer": t.chance(30), "tools": t.chance(50), "hurried": t.chance(30), "height": height }),
                5 => json!({ "kind": "abseil", "harness": t.chance(50), "height": height }),
                6 => json!({ "kind": "swim", "hazardous": t.chance(70), "weightKg": t.range(40, 120) }),
                7 => json!({ "kind": t.pick(&["lift", "push"]), "kg": t.range(0, 400) }),
                8 => json!({ "kind": "throw", "kg": t.range(0, 80), "improvised": t.chance(30) }),
                9 => json!({ "kind": t.pick(&["hurry", "run", "march", "swimLong"]), "hours": t.range(1, 16) }),
                10 => {
                    v["carriedKg"] = json!(t.range(0, 100));
                    json!({ "kind": "carryLong", "hours": t.range(1, 12) })
                }
                11 => json!({ "kind": "keepFooting" }),
                _ => json!({ "kind": "fly", "altitude": t.pick(&["ground", "hover", "low", "high"]),
                             "action": t.pick(&["move", "charge", "run", "none"]) }),
            };
            if t.chance(20) {
                v["difficulty"] = json!(t.pick(&["hard", "easy", "challenging"]));
            }
            v["dice"] = dice;
            v
        }
        Entry::StartTurn | Entry::EndRound => {
            let mut a = actor(t, "Round", true);
            let mut conditions = Vec::new();
            for c in ["onFire", "bloodLoss", "stunned", "unconscious", "prone"] {
                if t.chance(30) {
                    conditions.push(c);
                }
            }
            a["conditions"] = json!(conditions);
            if t.chance(30) {
                a["stunnedRounds"] = json!(t.range(0, 3));
            }
            if t.chance(20) {
                a["injuries"] =
                    json!([{ "type": "halfActionsOnly", "duration": { "unit": "rounds", "amount": t.range(1, 3) } }]);
            }
            if t.chance(20) {
                a["injuries"] =
                    json!([{ "type": "crippled", "location": t.pick(&LOCATIONS), "damage": t.range(0, 5) }]);
            }
            if t.chance(20) {
                a["traits"] = json!([{ "id": "regeneration", "value": t.range(1, 5) }]);
            }
            let mut v = json!({ "ruleset": ruleset, "actor": a, "dice": dice });
            if entry == Entry::StartTurn {
                for k in ["exposedToFire", "extinguish", "fullAction"] {
                    if t.chance(30) {
                        v[k] = json!(true);
                    }
                }
                if t.chance(30) {
                    v["medic"] = json!({ "strenuous": t.chance(50) });
                }
            } else {
                if t.chance(50) {
                    v["breath"] = json!({ "round": t.range(1, 12) });
                }
                if t.chance(50) {
                    v["vacuum"] = json!({ "round": t.range(1, 12), "gradual": t.chance(50), "space": t.chance(50) });
                }
            }
            v
        }
    }
}

fn profile_ruleset(id: &str) -> Ruleset {
    Ruleset::ALL.into_iter().find(|r| r.as_str() == id).unwrap()
}

/// Raw JSON tokens a `Value` cannot hold, spliced in through a marker string.
const RAW: [&str; 14] = [
    "1e400",
    "-1e400",
    "18446744073709551616",
    "-9223372036854775809",
    "9007199254740993",
    "4294967296",
    "2147483648",
    "-2147483649",
    "-0",
    "1e-400",
    "0.1e1",
    "123456789012345678901234567890",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]",
    "DEEP",
];
const STRANGE: [&str; 18] = [
    "NaN",
    "Infinity",
    "-Infinity",
    "1e999",
    "0x10",
    " 40",
    "",
    "1000000d1000000",
    "9999999999d9",
    "1d10+99999999999",
    "-2147483648",
    "1d-5",
    "0d10",
    "1d0",
    "１d10",
    "d",
    "\u{0}",
    "dh1",
];

/// Every path to a node of `v`, parents first.
fn paths(v: &Value, here: &mut Vec<Value>, out: &mut Vec<Vec<Value>>) {
    out.push(here.clone());
    match v {
        Value::Object(m) => {
            for (k, c) in m {
                here.push(json!(k));
                paths(c, here, out);
                here.pop();
            }
        }
        Value::Array(a) => {
            for (i, c) in a.iter().enumerate() {
                here.push(json!(i));
                paths(c, here, out);
                here.pop();
            }
        }
        _ => {}
    }
}

fn node_mut<'a>(v: &'a mut Value, path: &[Value]) -> &'a mut Value {
    path.iter().fold(v, |n, seg| match seg {
        Value::String(k) => &mut n[k.as_str()],
        Value::Number(i) => &mut n[i.as_u64().unwrap() as usize],
        _ => unreachable!(),
    })
}

/// Applies one structural mutation at a random node. Raw tokens go in as marker strings
/// (`@@RAWn@@`) swapped for the token in the text.
fn mutate(t: &mut Tape, v: &mut Value, dup: &mut Vec<(String, String)>) {
    let mut all = Vec::new();
    paths(v, &mut Vec::new(), &mut all);
    let path = t.pick(&all);
    let op = t.below(9);
    let (parent_path, last) = match path.split_last() {
        Some((last, parent)) => (parent.to_vec(), Some(last.clone())),
        None => (Vec::new(), None),
    };
    match (op, last) {
        // Drop a key or an element.
        (0, Some(last)) => match (node_mut(v, &parent_path), last) {
            (Value::Object(m), Value::String(k)) => {
                m.remove(&k);
            }
            (Value::Array(a), Value::Number(i)) => {
                a.remove(i.as_u64().unwrap() as usize);
            }
            _ => {}
        },
        // Rename a key.
        (1, Some(Value::String(k))) => {
            if let Value::Object(m) = node_mut(v, &parent_path) {
                if let Some(x) = m.remove(&k) {
                    let renamed = match t.below(4) {
                        0 => format!("{k}_"),
                        1 => k.to_uppercase(),
                        2 => String::new(),
                        _ => format!("{k}{k}"),
                    };
                    m.insert(renamed, x);
                }
            }
        }
        // Duplicate a key (done in the text: a `Value` holds each key once).
        (2, Some(Value::String(k))) => {
            let x = node_mut(v, &path).clone();
            let other = if t.chance(50) { x.to_string() } else { "null".into() };
            dup.push((format!("{}:{}", json!(k), x), format!("{}:{},{}:{other}", json!(k), x, json!(k))));
        }
        // A value of another type.
        (3, _) => {
            *node_mut(v, &path) = t.pick(&[
                json!(null),
                json!(true),
                json!("x"),
                json!(""),
                json!(0),
                json!(-1),
                json!(1.5),
                json!([]),
                json!({}),
                json!([1, 2]),
                json!({ "a": 1 }),
            ]);
        }
        // A raw token: huge numbers, deep nesting.
        (4, _) => *node_mut(v, &path) = json!(format!("@@RAW{}@@", t.below(RAW.len()))),
        // Strange strings.
        (5, _) => *node_mut(v, &path) = json!(t.pick(&STRANGE)),
        // Large or negative numbers.
        (6, _) => {
            *node_mut(v, &path) = json!(t.pick(&[
                -1.0,
                1e9,
                -1e9,
                1e300,
                2.5,
                4294967295.0,
                9007199254740991.0,
                -2147483648.0,
                100001.0,
                251.0
            ]))
        }
        // A long list or string.
        (7, _) => {
            let n = node_mut(v, &path);
            *n = if t.chance(50) { Value::Array(vec![n.clone(); 300]) } else { json!("1d10+".repeat(2000)) };
        }
        // An extra unknown key.
        _ => {
            if let Value::Object(m) = node_mut(v, &path) {
                m.insert("unexpected".into(), json!(1));
            }
        }
    }
}

/// The request as text, with raw tokens spliced in and then a text-level mutation.
fn mutated_text(t: &mut Tape, v: &Value, dup: &[(String, String)]) -> String {
    let mut s = v.to_string();
    for (from, to) in dup {
        s = s.replacen(from.as_str(), to, 1);
    }
    for (i, raw) in RAW.iter().enumerate() {
        let token =
            if *raw == "DEEP" { format!("{}1{}", "[".repeat(10_000), "]".repeat(10_000)) } else { raw.to_string() };
        s = s.replace(&format!("\"@@RAW{i}@@\""), &token);
    }
    if !s.is_empty() && t.chance(15) {
        let cut = s.char_indices().nth(t.below(s.chars().count())).map_or(0, |(i, _)| i);
        match t.below(4) {
            0 => s.truncate(cut),
            1 => s.insert(cut, t.pick(&['{', '}', '"', ',', ':', '\\', '\u{feff}', '\u{0}', 'x'])),
            2 => s.push_str(t.pick(&["}", " ", "\n", ",{}", "null"])),
            _ => s = format!("{s}{s}"),
        }
    }
    s
}

/// Parses `text` as the engine does (`json::from_str`, which names a failing field from
/// the text), and again with a deserializer that tracks the path of every field
/// (`error::deserialize`, `serde_path_to_error`): the two must agree on every error, its
/// path and its message. The engine's result is returned.
fn parse<T: serde::de::DeserializeOwned>(text: &str) -> cogitator::Result<T> {
    let engine = cogitator::json::from_str::<T>(text);
    if text.len() <= cogitator::json::MAX_REQUEST_BYTES {
        let mut de = serde_json::Deserializer::from_str(text);
        let reference = cogitator::error::deserialize::<T, _>(&mut de).and_then(|v| {
            de.end()
                .map(|_| v)
                .map_err(|e| cogitator::Error::invalid("", &format!("trailing characters after the request: {e}")))
        });
        let (e, r) = (engine.as_ref().err(), reference.as_ref().err());
        if !matches!((e, r), (Some(e), Some(r)) if inside_entry_before_its_tag(text, e, r)) {
            assert_eq!(e, r, "the two parses disagree on\n{}", text.chars().take(2000).collect::<String>());
        }
    }
    engine
}

/// A syntax error inside an entry that comes before its object's tag: `json::tag_inside`
/// keeps such an entry as text, which serde_json skips over without a deserializer, so the
/// tracking reference can only name the entry, where the engine names the place inside it
/// (a longer path, the same words).
fn inside_entry_before_its_tag(text: &str, e: &cogitator::Error, r: &cogitator::Error) -> bool {
    let (Some(ep), Some(rp)) = (e.path.as_deref(), r.path.as_deref()) else {
        return false;
    };
    serde_json::from_str::<serde::de::IgnoredAny>(text).is_err()
        && e.code == r.code
        && ep.len() > rp.len()
        && ep.starts_with(rp)
        && matches!(ep.as_bytes().get(rp.len()), Some(b'.' | b'['))
        && e.message.strip_prefix(ep) == r.message.strip_prefix(rp)
}

/// `attack::analysis::parse_request` through `parse`.
fn parse_analysis(text: &str) -> cogitator::Result<AnalyzeRequest> {
    let mut attack: AttackRequest = parse(text)?;
    let trials = attack.trials.take();
    Ok(AnalyzeRequest { attack, trials })
}

/// A test as it would have come out without its assistants' extra degree (003 ASSISTANCE:
/// a success gains one), for the degree oracle; the assistance modifier stays, as part of
/// the target.
fn unassisted(t: &TestResult, assistants: &[Actor]) -> TestResult {
    let mut t = t.clone();
    if !assistants.is_empty() && t.success {
        t.degrees -= 1;
    }
    t
}

/// Calls `entry` with the text, as the wasm skin does; checks the error or the outcome.
/// An attack at a vehicle adds up (002 Attacking Vehicles): each hit's damage through the
/// armour is its Structural Integrity lost plus its critical damage; the vehicle's damage
/// grows by the sum and never passes its Structural Integrity; a turret meets the front
/// armour; a hit left on a weapon names one.
fn check_vehicle_attack(r: &VehicleAttackRequest, o: &VehicleAttackOutcome, text: &str) {
    let si = r.target.structural_integrity as i32;
    let lost: i32 = o.hits.iter().map(|h| h.structural_integrity).sum();
    let crit: i32 = o.hits.iter().map(|h| h.critical_damage).sum();
    assert_eq!(o.target.damage, r.target.damage as i32 + lost, "request: {text}");
    assert_eq!(o.target.critical_damage, r.target.critical_damage as i32 + crit, "request: {text}");
    assert!(o.target.damage <= si, "request: {text}");
    for h in &o.hits {
        assert_eq!(h.structural_integrity + h.critical_damage, h.through, "request: {text}");
        assert!(h.through >= 0 && h.effective_armour >= 0, "request: {text}");
        if h.location == VehicleLocation::Turret {
            assert_eq!(h.armour_facing, Facing::Front, "request: {text}");
        } else {
            assert_eq!(h.armour_facing, r.facing, "request: {text}");
        }
        if h.location == VehicleLocation::Weapon {
            assert!(h.weapon.is_some(), "request: {text}");
        }
        assert!((1..=100).contains(&h.roll), "request: {text}");
    }
    assert!(o.hits.len() as u32 <= o.hits_scored, "request: {text}");
}

fn call(entry: Entry, text: &str) -> Result<bool, String> {
    let err = |e: cogitator::Error| -> Result<bool, String> {
        ensure!(e.code != ErrorCode::Internal, "{entry:?}: internal error {e}");
        ensure!(!e.message.is_empty(), "{entry:?}: an error without a message");
        if e.code == ErrorCode::InvalidInput {
            ensure!(e.path.is_some(), "{entry:?}: invalid_input without a path: {e}");
        }
        if e.code == ErrorCode::DiceExhausted {
            ensure!(e.purpose.is_some(), "{entry:?}: dice_exhausted without a purpose: {e}");
        }
        Ok(false)
    };
    macro_rules! go {
        ($parse:expr, $run:expr) => {
            match $parse {
                Err(e) => err(e),
                Ok(req) => match $run(&req) {
                    Err(e) => err(e),
                    Ok(_) => Ok(true),
                },
            }
        };
    }
    match entry {
        Entry::Attack => match parse::<AttackRequest>(text) {
            Err(e) => err(e),
            Ok(req) => match resolve_attack(&req, 1) {
                Err(e) => err(e),
                Ok(out) => check_outcome(&req, &out).map(|_| true).map_err(|m| format!("{m}\nrequest: {text}")),
            },
        },
        Entry::Analyze => go!(parse_analysis(text), |r: &AnalyzeRequest| {
            // Keep the runs short: a generated request may ask for 100000 trials.
            let r = AnalyzeRequest { attack: r.attack.clone(), trials: Some(r.trials.unwrap_or(1).clamp(0, 20)) };
            analyze_attack(&r, 1).map(|a| {
                for x in [a.hit_chance, a.crit_chance, a.kill_chance, a.jam_chance, a.unconscious_chance, a.fury_chance]
                {
                    assert!((0.0..=1.0).contains(&x), "a chance of {x}");
                }
            })
        }),
        Entry::Test => {
            go!(parse::<TestRequest>(text), |r: &TestRequest| roll_test(r, 1).map(|o| {
                if let Err(m) = check_test(r.ruleset, "test", &unassisted(&o.result, &r.assistants), false) {
                    panic!("{m}\nrequest: {text}");
                }
            }))
        }
        Entry::Opposed => {
            go!(parse::<OpposedRequest>(text), |r: &OpposedRequest| opposed_test(r, 1).map(|o| {
                for (t, side) in [(&o.a, &r.a), (&o.b, &r.b)] {
                    if let Err(m) = check_test(r.ruleset, "opposed", &unassisted(t, &side.assistants), false) {
                        panic!("{m}\nrequest: {text}");
                    }
                }
            }))
        }
        Entry::Initiative => go!(parse::<InitiativeRequest>(text), |r| roll_initiative(r, 1)),
        Entry::Escape => go!(parse::<EscapeRequest>(text), |r| escape_pinning(r, 1)),
        Entry::Heal => go!(parse::<HealRequest>(text), |r: &HealRequest| heal(r, 1).map(|o| {
            let t = &o.target;
            assert!(t.damage >= 0 && t.critical_damage >= 0 && t.fatigue >= 0, "{t:?}\nrequest: {text}");
            assert_eq!(t.damage_state, Some(o.state), "request: {text}");
        })),
        Entry::Turn => go!(parse::<cogitator::turn::TurnRequest>(text), validate_turn),
        Entry::Damage => go!(parse::<DamageRequest>(text), |r| apply_damage(r, 1)),
        Entry::StartTurn => go!(parse::<StartTurnRequest>(text), |r| start_turn(r, 1)),
        Entry::EndRound => go!(parse::<EndRoundRequest>(text), |r| end_round(r, 1)),
        Entry::Extended => go!(parse::<ExtendedRequest>(text), |r: &ExtendedRequest| extended_test(r, 1).map(|o| {
            assert_eq!(o.tests_taken as usize, o.tests.len(), "request: {text}");
            assert!(o.progress >= 0, "request: {text}");
        })),
        Entry::Investigate => go!(parse::<InvestigateRequest>(text), |r: &InvestigateRequest| investigate(r, 1)
            .map(|o| {
                assert_eq!(o.tests_taken as usize, o.tests.len(), "request: {text}");
                assert!(!(o.done && o.halted), "request: {text}");
            })),
        Entry::Focus => go!(parse::<FocusRequest>(text), |r: &FocusRequest| focus_power(r, 1).map(|o| {
            // No effect lost or doubled: the insanity and corruption gained are the effects'.
            let all = o.phenomena.iter().chain(&o.more_phenomena);
            let (mut ins, mut cor) = (0i64, 0i64);
            let mut count = |e: &Effect| match e {
                Effect::Insanity { points } => ins += i64::from(*points),
                Effect::Corruption { points } => cor += i64::from(*points),
                _ => {}
            };
            for ph in all {
                ph.phenomenon.effects.iter().for_each(&mut count);
                ph.perils.iter().flat_map(|p| &p.effects).for_each(&mut count);
            }
            assert_eq!(i64::from(o.target.insanity), i64::from(r.psyker.insanity) + ins, "request: {text}");
            assert_eq!(i64::from(o.target.corruption), i64::from(r.psyker.corruption) + cor, "request: {text}");
            assert!(o.test.is_some() != o.threshold.is_some(), "request: {text}");
        })),
        Entry::Fear => go!(parse::<FearRequest>(text), |r: &FearRequest| fear_test(r, 1).map(|o| {
            // No effect lost or doubled: every insanity point gained is in the state.
            assert_eq!(o.target.insanity, r.actor.insanity + o.insanity, "request: {text}");
            let from_shock: u32 = o.shock.iter().flat_map(|s| &s.effects).map(|e| match e {
                Effect::Insanity { points } => *points,
                _ => 0,
            }).sum();
            if r.in_combat {
                assert_eq!(from_shock as i32, o.insanity, "request: {text}");
            }
            assert!(o.test.is_some() != o.spared.is_some(), "request: {text}");
        })),
        Entry::VehicleAttack => go!(parse::<VehicleAttackRequest>(text), |r: &VehicleAttackRequest| {
            resolve_vehicle_attack(r, 1).map(|o| check_vehicle_attack(r, &o, text))
        }),
        Entry::VehicleAct => go!(parse::<VehicleActionRequest>(text), |r: &VehicleActionRequest| vehicle_action(r, 1)
            .map(|o| {
                let si = r.vehicle.structural_integrity as i32;
                assert!(o.vehicle.damage >= 0 && o.vehicle.damage <= si, "request: {text}");
                if let (Some(Rammed::Vehicle(t)), Some(tv)) = (&o.target, &r.target) {
                    assert!(t.damage <= tv.structural_integrity as i32 && t.damage >= tv.damage as i32, "request: {text}");
                }
            })),
        Entry::OutOfControl => go!(parse::<OutOfControlRequest>(text), |r: &OutOfControlRequest| out_of_control(r, 1)
            .map(|o| {
                assert_eq!(o.crew.len(), r.crew.len(), "request: {text}");
                assert!(o.metres >= r.vehicle.tactical_speed + 1.0, "request: {text}");
            })),
        Entry::Chase => go!(parse::<ChaseRequest>(text), |r: &ChaseRequest| chase_round(r, 1).map(|o| {
            assert!(o.distance >= 0.0 && !(o.caught && o.escaped), "request: {text}");
        })),
        Entry::Repair => go!(parse::<RepairRequest>(text), |r: &RepairRequest| repair_vehicle(r, 1).map(|o| {
            assert!(o.repaired >= 0 && o.vehicle.damage <= r.vehicle.damage as i32, "request: {text}");
        })),
        Entry::Movement => go!(parse::<MovementRequest>(text), |r: &MovementRequest| movement(r).map(|o| {
            for x in [o.half, o.full, o.charge, o.run, o.narrative.per_minute, o.narrative.per_hour, o.limits.carry] {
                assert!(x.is_finite() && x >= 0.0, "a distance or limit of {x}\nrequest: {text}");
            }
            assert!(o.half <= o.full && o.full <= o.charge && o.charge <= o.run, "{o:?}\nrequest: {text}");
        })),
        Entry::Move => go!(parse::<MoveRequest>(text), |r: &MoveRequest| resolve_move(r, 1).map(|o| {
            for x in [o.distance, o.centimetres, o.height, o.sinks, o.fell.as_ref().map(|f| f.metres)].into_iter().flatten() {
                assert!(x.is_finite() && x >= 0.0, "a distance of {x}\nrequest: {text}");
            }
            assert!(o.fatigue >= 0 && o.target.fatigue >= r.actor.fatigue, "{o:?}\nrequest: {text}");
            assert!(o.falls || o.fell.is_none(), "a fall's damage without a fall\nrequest: {text}");
            let tested = o.dice.iter().filter(|d| matches!(&*d.purpose, "movement" | "grip" | "endurance")).count();
            assert_eq!(tested, o.tests.len(), "every test's die is in the record\nrequest: {text}");
        })),
        Entry::Actions => {
            go!(parse::<cogitator::turn::ActionsRequest>(text), |r: &cogitator::turn::ActionsRequest| {
                Ok::<_, cogitator::Error>(cogitator::actions(r.ruleset))
            })
        }
    }
}

#[test]
fn mutated_json_never_panics() {
    let (calls, ok) = (Cell::new(0u64), Cell::new(0u64));
    let cases = run("mutations", |tape| {
        let t = &mut Tape::new(tape);
        let entry = t.pick(&ENTRIES);
        let mut v = request_for(t, entry);
        let mut dup = Vec::new();
        for _ in 0..t.pick(&[1, 1, 2, 3, 0]) {
            mutate(t, &mut v, &mut dup);
        }
        let text = mutated_text(t, &v, &dup);
        // The request's own entry point, and now and then another one.
        let other = t.pick(&ENTRIES);
        for e in if other == entry { vec![entry] } else { vec![entry, other] } {
            calls.set(calls.get() + 1);
            let resolved = call(e, &text)
                .map_err(|m| TestCaseError::fail(format!("{m}\ntext: {}", &text[..text.len().min(4000)])))?;
            ok.set(ok.get() + u64::from(resolved));
        }
        Ok(())
    });
    eprintln!("mutations: {cases} cases, {} calls, {} resolved", calls.get(), ok.get());
    assert!(ok.get() > 0 && ok.get() < calls.get(), "the mutations both keep and break requests");
}

// ---------------------------------------------------------------------------------------
// Validity never depends on the dice.
// ---------------------------------------------------------------------------------------

/// Seeds each request is tried with.
const SEEDS_PER_REQUEST: u64 = 12;

/// Takes characteristics (and now and then the wounds) out of every actor in a request, as
/// a host that passes a sparse sheet would: each actor loses each characteristic with a
/// chance, sometimes nearly all of them.
fn sparse(t: &mut Tape, v: &mut Value) {
    match v {
        Value::Object(m) if m.contains_key("characteristics") => {
            let drop_rate = t.pick(&[0u32, 20, 50, 90]);
            if let Some(ch) = m.get_mut("characteristics").and_then(Value::as_object_mut) {
                let keys: Vec<String> = ch.keys().cloned().collect();
                for k in keys {
                    if t.chance(drop_rate) {
                        ch.remove(&k);
                    }
                }
            }
            if t.chance(10) {
                m.remove("wounds");
                m.remove("damage");
            }
        }
        Value::Object(m) => m.iter_mut().for_each(|(_, x)| sparse(t, x)),
        Value::Array(xs) => xs.iter_mut().for_each(|x| sparse(t, x)),
        _ => {}
    }
}

/// What one call answered, without the dice: resolved, or refused with a code and a path.
fn verdict(entry: Entry, text: &str, seed: u64) -> Result<(), (ErrorCode, Option<String>, String)> {
    fn no<T>(e: cogitator::Error) -> Result<T, (ErrorCode, Option<String>, String)> {
        Err((e.code, e.path.clone(), e.message.clone()))
    }
    macro_rules! go {
        ($t:ty, $run:expr) => {
            match cogitator::json::from_str::<$t>(text) {
                Err(e) => no(e),
                Ok(req) => $run(&req).map(|_| ()).or_else(no),
            }
        };
    }
    match entry {
        Entry::Attack => go!(AttackRequest, |r| resolve_attack(r, seed)),
        Entry::Analyze => match cogitator::attack::analysis::parse_request(text) {
            Err(e) => no(e),
            Ok(mut r) => {
                r.trials = Some(r.trials.unwrap_or(1).clamp(1, 5));
                analyze_attack(&r, seed).map(|_| ()).or_else(no)
            }
        },
        Entry::Test => go!(TestRequest, |r| roll_test(r, seed)),
        Entry::Opposed => go!(OpposedRequest, |r| opposed_test(r, seed)),
        Entry::Initiative => go!(InitiativeRequest, |r| roll_initiative(r, seed)),
        Entry::Escape => go!(EscapeRequest, |r| escape_pinning(r, seed)),
        Entry::Heal => go!(HealRequest, |r| heal(r, seed)),
        Entry::Turn => go!(cogitator::turn::TurnRequest, validate_turn),
        Entry::Damage => go!(DamageRequest, |r| apply_damage(r, seed)),
        Entry::StartTurn => go!(StartTurnRequest, |r| start_turn(r, seed)),
        Entry::EndRound => go!(EndRoundRequest, |r| end_round(r, seed)),
        Entry::Movement => go!(MovementRequest, movement),
        Entry::VehicleAct => go!(VehicleActionRequest, |r| vehicle_action(r, seed)),
        Entry::VehicleAttack => go!(VehicleAttackRequest, |r| resolve_vehicle_attack(r, seed)),
        Entry::Fear => go!(FearRequest, |r| fear_test(r, seed)),
        Entry::Focus => go!(FocusRequest, |r| focus_power(r, seed)),
        Entry::OutOfControl => go!(OutOfControlRequest, |r| out_of_control(r, seed)),
        Entry::Chase => go!(ChaseRequest, |r| chase_round(r, seed)),
        Entry::Repair => go!(RepairRequest, |r| repair_vehicle(r, seed)),
        Entry::Extended => go!(ExtendedRequest, |r| extended_test(r, seed)),
        Entry::Investigate => go!(InvestigateRequest, |r| investigate(r, seed)),
        Entry::Move => go!(MoveRequest, |r| resolve_move(r, seed)),
        Entry::Actions => Ok(()),
    }
}

/// The dice never decide whether a request is valid: a request either resolves for every
/// seed or is refused with the same code and path for every seed (the generated requests
/// of every entry point, with characteristics and wounds taken out at random).
#[test]
fn validity_never_depends_on_the_dice() {
    let (resolved, refused) = (Cell::new(0u64), Cell::new(0u64));
    run("validity", |tape| {
        let t = &mut Tape::new(tape);
        let entry = t.pick(&ENTRIES);
        let mut v = request_for(t, entry);
        sparse(t, &mut v);
        if let Some(d) = v.get_mut("dice") {
            // Seeds only: scripted faces that run out are refused by design.
            *d = json!({});
        }
        let text = v.to_string();
        let first = verdict(entry, &text, 0);
        for seed in 1..SEEDS_PER_REQUEST {
            let other = verdict(entry, &text, seed * 0x9E37_79B9);
            let same = match (&first, &other) {
                // A limit on one call's work (more than 100 000 dice) is the one answer the
                // dice may decide, and only for requests that ask for vast numbers of them.
                (Err((ErrorCode::LimitExceeded, ..)), _) | (_, Err((ErrorCode::LimitExceeded, ..))) => true,
                (Ok(()), Ok(())) => true,
                (Err((c1, p1, _)), Err((c2, p2, _))) => c1 == c2 && p1 == p2,
                _ => false,
            };
            if !same {
                return Err(TestCaseError::fail(format!(
                    "{entry:?}: seed 0 gave {first:?}, seed {} gave {other:?}\nrequest: {text}",
                    seed * 0x9E37_79B9
                )));
            }
        }
        let counter = if first.is_ok() { &resolved } else { &refused };
        counter.set(counter.get() + 1);
        Ok(())
    });
    eprintln!("validity: {} resolved for every seed, {} refused for every seed", resolved.get(), refused.get());
}

// ---------------------------------------------------------------------------------------
// A prepared request gives what resolveAttack gives.
// ---------------------------------------------------------------------------------------

/// `prepareAttack(r).outcome(d)` is `resolveAttack({ ...r, dice: d })` byte for byte, and
/// `roll(d)`'s figures are the full outcome's, over generated requests; a request the engine
/// refuses is refused by `prepareAttack` with the same error (or, for dice that cannot be
/// rolled, by the roll).
#[test]
fn prepared_requests_give_what_resolve_attack_gives() {
    let (compared, lean) = (Cell::new(0u64), Cell::new(0u64));
    run("prepared", |tape| {
        let v = attack_request(&mut Tape::new(tape));
        let text = v.to_string();
        let Ok(req) = cogitator::json::from_str::<AttackRequest>(&text) else { return Ok(()) };
        let direct = resolve_attack(&req, 5);
        let mut bare = req.clone();
        let dice = bare.dice.take();
        let mut prepared = match cogitator::attack::prepared_request::PreparedAttack::new(bare) {
            Ok(p) => p,
            Err(e) => {
                let same = direct.as_ref().err().map(|d| (d.code, d.path.clone())) == Some((e.code, e.path.clone()));
                return if same {
                    Ok(())
                } else {
                    Err(TestCaseError::fail(format!(
                        "prepareAttack refused {e} but resolveAttack gave {:?}\nrequest: {text}",
                        direct.map(|_| ())
                    )))
                };
            }
        };
        let again = prepared.outcome(dice.as_ref(), 5);
        match (&direct, &again) {
            (Ok(a), Ok(b)) => {
                let (a, b) = (serde_json::to_string(a).unwrap(), serde_json::to_string(b).unwrap());
                if a != b {
                    return Err(TestCaseError::fail(format!("the prepared outcome differs\nrequest: {text}")));
                }
            }
            (Err(a), Err(b)) if (a.code, &a.path) == (b.code, &b.path) => return Ok(()),
            _ => return Err(TestCaseError::fail(format!("{direct:?} against {again:?}\nrequest: {text}"))),
        }
        let Ok(out) = direct else { return Ok(()) };
        let figures =
            prepared.roll(dice.as_ref(), 5).map_err(|e| TestCaseError::fail(format!("{e}\nrequest: {text}")))?;
        let after = |h: &Hit| h.aftermath.iter().map(|a| a.wounds).sum::<i32>();
        let want_wounds: i32 = out.hits.iter().map(|h| h.wounds + after(h)).sum();
        let want = (out.hits.len() as u32, want_wounds, out.jammed, out.target.dead, out.target.unconscious);
        let got = (figures.hits, figures.wounds, figures.jammed, figures.dead, figures.unconscious);
        if want != got || figures.critical != (out.target.critical_damage - req.target.critical_damage).max(0) {
            return Err(TestCaseError::fail(format!("roll gave {figures:?}, the outcome {want:?}\nrequest: {text}")));
        }
        compared.set(compared.get() + 1);
        // Seeded rolls of a plain attack run the lean trial (`rolls_lean`).
        lean.set(lean.get() + u64::from(prepared.rolls_lean() && !dice.as_ref().is_some_and(|d| d.scripts_faces())));
        Ok(())
    });
    assert!(compared.get() > 0, "some prepared requests were compared");
    assert!(lean.get() * 10 > compared.get(), "a tenth of the rolls ran the lean trial ({} of {})", lean.get(), compared.get());
    eprintln!("prepared: {} outcomes and rolls compared, {} rolls lean", compared.get(), lean.get());
}

// ---------------------------------------------------------------------------------------
// The lean analysis trial counts what the engine counts.
// ---------------------------------------------------------------------------------------

/// A seeded analysis is the same whether the plain trials run flat (`analysis_flat`), lean
/// (`analysis_kernel`) or through the full engine, over generated requests (plain ones made
/// more likely: no other characters or fate, and fewer helpless targets; cover, injuries,
/// qualities, talents, traits and reactions as the generator makes them).
#[test]
fn lean_analysis_trials_count_what_the_engine_counts() {
    let (lean, flat, compared) = (Cell::new(0u64), Cell::new(0u64), Cell::new(0u64));
    // Flat analyses of a target with conditions, injuries or fatigue (which the plan takes).
    let harmed = Cell::new(0u64);
    run("lean", |tape| {
        let t = &mut Tape::new(tape);
        let mut v = attack_request(t);
        if t.chance(70) {
            // Strip what the lean trial leaves to the engine, so that most cases use it: other
            // characters and fate, and the conditions and fatigue that may leave the target
            // helpless.
            for who in ["attacker", "target"] {
                if let Some(a) = v[who].as_object_mut() {
                    for k in ["conditions", "fatigue"] {
                        a.remove(k);
                    }
                }
            }
            if let Some(r) = v.as_object_mut() {
                for k in
                    ["killZone", "spread", "meleeOpponent", "fate", "secondaryWeapon", "secondaryAction"]
                {
                    r.remove(k);
                }
            }
        }
        v["dice"] = json!({ "seed": t.u32() });
        v["trials"] = json!(t.range(1, 60));
        let Ok(req) = cogitator::attack::analysis::parse_request(&v.to_string()) else { return Ok(()) };
        let Ok(covered) = cogitator::attack::analysis::lean_trials_apply(&req) else { return Ok(()) };
        let a = cogitator::attack::analysis::analyze_sampled(&req, 1);
        let b = cogitator::attack::analysis::analyze_with_full_engine(&req, 1);
        let c = cogitator::attack::analysis::analyze_lean(&req, 1);
        // The same figures; only `leanTrials` and `flatTrials` say which path counted them.
        let figures = |x: &Analysis| Analysis { lean_trials: 0, flat_trials: 0, ..x.clone() };
        let same = match (&a, &b, &c) {
            (Ok(a), Ok(b), Ok(c)) => {
                b.lean_trials == 0
                    && c.flat_trials == 0
                    && a.flat_trials <= a.lean_trials
                    && (covered || a.lean_trials == 0)
                    && serde_json::to_string(&figures(a)).unwrap() == serde_json::to_string(&figures(b)).unwrap()
                    && serde_json::to_string(&figures(c)).unwrap() == serde_json::to_string(&figures(b)).unwrap()
            }
            (Err(a), Err(b), Err(c)) => (a.code, &a.path) == (b.code, &b.path) && (c.code, &c.path) == (b.code, &b.path),
            _ => false,
        };
        if !same {
            return Err(TestCaseError::fail(format!("flat {a:?}\nfull {b:?}\nlean {c:?}\nrequest: {v}")));
        }
        compared.set(compared.get() + 1);
        lean.set(lean.get() + u64::from(a.as_ref().is_ok_and(|a| a.lean_trials > 0)));
        flat.set(flat.get() + u64::from(a.as_ref().is_ok_and(|a| a.flat_trials > 0)));
        let target = &v["target"];
        let is_harmed = ["conditions", "injuries"].iter().any(|k| target[k].as_array().is_some_and(|l| !l.is_empty()))
            || target["fatigue"].as_i64().is_some_and(|f| f > 0);
        harmed.set(harmed.get() + u64::from(is_harmed && a.as_ref().is_ok_and(|a| a.flat_trials > 0)));
        Ok(())
    });
    eprintln!(
        "lean: {} analyses compared, {} of them with lean trials, {} with flat trials ({} of a target with conditions, injuries or fatigue)",
        compared.get(),
        lean.get(),
        flat.get(),
        harmed.get()
    );
    assert!(harmed.get() > 0, "the generator reaches the flat trial with a harmed target");
    assert!(lean.get() * 8 >= compared.get(), "the generator reaches the lean trial often enough");
    assert!(flat.get() * 16 >= compared.get(), "the generator reaches the flat trial often enough");
}

/// An analysis rolled in parts (as the worker pool rolls it: a first part of no trials
/// for the seed, then ranges of trials, each crossing as its flat numbers) and added up is
/// the one-call analysis, byte for byte, over generated requests, splits and orders.
#[test]
fn analysis_parts_add_up_to_the_analysis() {
    use cogitator::attack::analysis::{analyze_part, analyze_start, PartSpec, Start};
    use cogitator::attack::analysis_counts::{merge, Part};
    let compared = Cell::new(0u64);
    run("parts", |tape| {
        let t = &mut Tape::new(tape);
        let mut v = attack_request(t);
        if t.chance(50) {
            v["dice"] = json!({ "seed": t.u32() });
        } else if let Some(r) = v.as_object_mut() {
            r.remove("dice");
        }
        // Now and then enough trials for a small tree of dice to be worked out exactly.
        let trials = if t.chance(10) { t.range(200, 3000) } else { t.range(1, 80) };
        v["trials"] = json!(trials);
        let Ok(req) = cogitator::attack::analysis::parse_request(&v.to_string()) else { return Ok(()) };
        // The host's entropy, for a request without a seed: the start draws the seed and
        // the parts are given it.
        let entropy = u64::from(t.u32());
        let whole = analyze_attack(&req, entropy);
        let merged = analyze_start(&req, entropy).and_then(|start| {
            let seed = match start {
                Start::Exact(a) => return Ok(a),
                Start::Sample { seed, .. } => seed,
            };
            let mut cuts: Vec<u32> = (0..t.range(0, 4)).map(|_| t.range(0, trials) as u32).collect();
            cuts.extend([0, trials as u32]);
            cuts.sort_unstable();
            let mut numbers = Vec::new();
            let mut ranges: Vec<(u32, u32)> = cuts.windows(2).map(|w| (w[0], w[1] - w[0])).collect();
            if t.chance(50) {
                ranges.reverse();
            }
            for (first, count) in ranges {
                let spec = PartSpec { first, count, seed: Some(seed) };
                numbers.extend(analyze_part(&req, 0, spec)?.to_numbers());
            }
            merge(&Part::all_from_numbers(&numbers)?)
        });
        let same = match (&whole, &merged) {
            (Ok(a), Ok(b)) => serde_json::to_string(a).unwrap() == serde_json::to_string(b).unwrap(),
            // The dice budget's estimate in the message may differ; the answer may not.
            (Err(a), Err(b)) => (a.code, &a.path) == (b.code, &b.path),
            _ => false,
        };
        if !same {
            return Err(TestCaseError::fail(format!("whole {whole:?}\nmerged {merged:?}\nrequest: {v}")));
        }
        compared.set(compared.get() + 1);
        Ok(())
    });
    eprintln!("parts: {} analyses compared", compared.get());
    assert!(compared.get() > 0, "some analyses were compared");
}

/// Parts that do not cover each trial once are refused, whatever their order: one given
/// twice, a gap between two, or trials left out at the end.
#[test]
fn analysis_parts_given_twice_or_with_a_gap_are_refused() {
    use cogitator::attack::analysis::{analyze_part, parse_request, PartSpec};
    use cogitator::attack::analysis_counts::{merge, Part};
    let v = common::merge(common::ranged("dh2"), json!({ "trials": 100, "exact": false, "dice": { "seed": 5 } }));
    let req = parse_request(&v.to_string()).unwrap();
    let part = |first, count| analyze_part(&req, 0, PartSpec { first, count, seed: Some(5) }).unwrap().to_numbers();
    let merged = |ranges: &[(u32, u32)]| {
        let numbers: Vec<f64> = ranges.iter().flat_map(|&(first, count)| part(first, count)).collect();
        merge(&Part::all_from_numbers(&numbers).unwrap())
    };
    let whole = analyze_attack(&req, 0).unwrap();
    let same = |a: &Analysis| serde_json::to_string(a).unwrap() == serde_json::to_string(&whole).unwrap();
    assert!(same(&merged(&[(50, 50), (0, 50)]).unwrap()), "in any order");
    for (ranges, message) in [
        (&[(0, 50), (0, 50), (50, 50)][..], "not of one analysis"),
        (&[(50, 50), (0, 40)][..], "not of one analysis"),
        (&[(0, 60)][..], "do not cover every trial"),
    ] {
        let e = merged(ranges).expect_err("refused");
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("parts")), "{ranges:?}");
        assert!(e.message.contains(message), "{ranges:?}: {}", e.message);
    }
}

/// `HIT_ROWS` has one row per attack action of each line, no more: a line that gains or
/// loses an attack action needs its row written (or removed) from the rule text. Only the
/// profiles' lists of action ids are read here, never their numbers.
#[test]
fn hit_rows_cover_every_attack_action() {
    for r in HIT_ROWS {
        let action: Result<Action, _> = serde_json::from_value(json!(r.action));
        assert!(action.is_ok(), "HIT_ROWS names an unknown action '{}'", r.action);
        let twins = HIT_ROWS.iter().filter(|x| x.line == r.line && x.action == r.action).count();
        assert_eq!(twins, 1, "HIT_ROWS has {twins} rows for {} {}", r.line, r.action);
    }
    for ruleset in Ruleset::ALL {
        let mut engine: Vec<&str> =
            profile(ruleset).attacks.iter().filter(|d| d.attack.is_some()).map(|d| d.id).collect();
        let mut written: Vec<&str> = HIT_ROWS.iter().filter(|r| r.line == ruleset.as_str()).map(|r| r.action).collect();
        engine.sort_unstable();
        written.sort_unstable();
        assert_eq!(written, engine, "{}: the written hit rows and the line's attack actions differ", ruleset.as_str());
    }
}

// ---------------------------------------------------------------------------------------
// A request seen again gives what resolveAttack gives.
// ---------------------------------------------------------------------------------------

/// The wasm skin's `resolveAttack` keeps the last requests (`attack::repeat::Repeats`) and
/// rolls one that comes again on the request prepared before, reading only its dice. Over
/// generated requests, each sent again and again with other dice (seeds, the first
/// outcome's faces scripted, dice that cannot be read, none), with `dice` first, last,
/// where the keys' order puts it, or moving from call to call (each move a new request to
/// the engine): every outcome and every error is the one the whole request gives, byte for
/// byte.
#[test]
fn repeated_requests_give_what_resolve_attack_gives() {
    let (repeated, texts) = (Cell::new(0u64), Cell::new(0u64));
    run("repeated", |tape| {
        let mut v = attack_request(&mut Tape::new(tape));
        let Some(o) = v.as_object_mut() else { return Ok(()) };
        o.remove("dice");
        let rest = v.to_string();
        let first = resolve_attack(&parse::<AttackRequest>(&rest).map_err(|_| TestCaseError::reject("refused"))?, 5);
        let faces = first.as_ref().map(|o| o.dice.iter().map(|d| d.face).collect::<Vec<_>>()).unwrap_or_default();
        let with_dice = |d: &Value, at: usize| -> String {
            let member = format!("\"dice\":{d}");
            match (at, rest.len()) {
                (_, 2) => format!("{{{member}}}"),
                (0, _) => format!("{{{member},{}", &rest[1..]),
                (1, n) => format!("{},{member}}}", &rest[..n - 1]),
                _ => {
                    let mut w = v.clone();
                    w["dice"] = d.clone();
                    w.to_string()
                }
            }
        };
        let dice = [
            json!({ "seed": 1 }),
            json!({ "seed": 2 }),
            json!({ "rolls": faces }),
            json!({ "seed": -1 }),
            json!({ "seed": 3, "roll": [] }),
            json!(null),
            json!({ "seed": 4 }),
        ];
        // `dice` first, last, where the keys' order puts it, and moving from call to call.
        for at in 0..4 {
            let mut repeats = cogitator::attack::repeat::Repeats::default();
            for (k, d) in dice.iter().enumerate() {
                let text = with_dice(d, if at == 3 { k % 3 } else { at });
                let direct = parse::<AttackRequest>(&text).and_then(|r| resolve_attack(&r, 5));
                let got = match repeats.outcome(&text, || 5) {
                    Some(out) => {
                        repeated.set(repeated.get() + 1);
                        out
                    }
                    None => parse::<AttackRequest>(&text).and_then(|r| {
                        let out = resolve_attack(&r, 5);
                        if out.is_ok() {
                            repeats.resolved(&text, Box::new(r));
                        }
                        out
                    }),
                };
                texts.set(texts.get() + 1);
                match (&direct, &got) {
                    (Ok(a), Ok(b)) if serde_json::to_string(a).unwrap() == serde_json::to_string(b).unwrap() => {}
                    (Err(a), Err(b)) if (a.code, &a.path, &a.message) == (b.code, &b.path, &b.message) => {}
                    _ => {
                        return Err(TestCaseError::fail(format!(
                            "call {k}: the whole request gave {:?}, the repeat {:?}\nrequest: {text}",
                            direct.map(|o| serde_json::to_string(&o).unwrap()),
                            got.map(|o| serde_json::to_string(&o).unwrap())
                        )))
                    }
                }
            }
        }
        Ok(())
    });
    let (n, of) = (repeated.get(), texts.get());
    assert!(n * 4 > of, "a quarter of the calls were repeats ({n} of {of})");
    eprintln!("repeated: {} calls, {} of them repeats", texts.get(), repeated.get());
}
