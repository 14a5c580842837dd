//! Times `analyzeAttack` natively on the bench's shapes of attack (`scripts/bench.mjs`),
//! sampled (`exact: false`), and the share of trials each way of rolling took. Run with
//! `cargo run --release --example profile_analysis [shape]`; `perf record` on it shows where
//! a shape's trials spend their time.

const ATTACKER: &str = r#"{"name":"Sergeant Varro","characteristics":{"ws":40,"bs":45,"s":35,"t":35,"ag":35,"int":30,"per":30,"wp":30,"fel":30},"wounds":12,"player":true}"#;
const TARGET: &str = r#"{"name":"Heretic","characteristics":{"ws":30,"bs":30,"s":30,"t":30,"ag":30,"int":25,"per":30,"wp":30,"fel":25},"wounds":10,"armour":{"head":2,"body":3,"rightArm":2,"leftArm":2,"rightLeg":2,"leftLeg":2}}"#;
const LASGUN: &str = r#"{"name":"Lasgun","class":"basic","damage":"1d10+3","damageType":"energy","penetration":0,"range":100,"rateOfFire":{"single":true,"semi":3}}"#;
const AUTOGUN: &str = r#"{"name":"Lasgun (full auto)","class":"basic","damage":"1d10+3","damageType":"energy","penetration":0,"range":100,"rateOfFire":{"single":true,"semi":3,"full":10}}"#;
const CHAINSWORD: &str = r#"{"name":"Chainsword","class":"melee","damage":"1d10+2","damageType":"rending","penetration":2,"qualities":["tearing","balanced"]}"#;

const SHAPES: [(&str, &str, &str, &str); 7] = [
    ("standard shot (dh2)", "dh2", LASGUN, r#""action":"standard","range":30"#),
    ("standard shot (rt)", "rt", LASGUN, r#""action":"standard","range":30"#),
    ("semi-auto burst, target dodges (dh2)", "dh2", LASGUN, r#""action":"semiAuto","range":30,"reaction":"dodge""#),
    ("full-auto burst (ow)", "ow", AUTOGUN, r#""action":"fullAuto","range":30"#),
    ("full-auto burst (dh1)", "dh1", AUTOGUN, r#""action":"fullAuto","range":30"#),
    ("melee, target parries (dh1)", "dh1", CHAINSWORD, r#""action":"standard","reaction":"parry""#),
    ("melee, target parries (dh2)", "dh2", CHAINSWORD, r#""action":"standard","reaction":"parry""#),
];

fn main() {
    let only = std::env::args().nth(1);
    let trials = 100_000u32;
    for (name, ruleset, weapon, rest) in SHAPES {
        if only.as_deref().is_some_and(|o| !name.contains(o)) {
            continue;
        }
        let req = format!(
            r#"{{"ruleset":"{ruleset}","attacker":{ATTACKER},"target":{TARGET},"weapon":{weapon},{rest},"trials":{trials},"exact":false,"dice":{{"seed":1}}}}"#
        );
        let r = cogitator::attack::analysis::parse_request(&req).unwrap();
        let runs = if only.is_some() { 50 } else { 10 };
        let t = std::time::Instant::now();
        let mut a = cogitator::analyze_attack(&r, 1).unwrap();
        for _ in 1..runs {
            a = cogitator::analyze_attack(&r, 1).unwrap();
        }
        let per = t.elapsed() / (runs * trials);
        let share = |n: u32| 100.0 * f64::from(n) / f64::from(trials);
        println!(
            "{name:38} {per:>8?} a trial  flat {:.1}%  flat then the engine's steps {:.1}%  mean wounds {}",
            share(a.flat_trials),
            share(a.lean_trials - a.flat_trials),
            a.mean_wounds
        );
    }
}
