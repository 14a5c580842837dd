//! Times one `resolveAttack` as the wasm skin makes it (parse, resolve, write the tape), natively.
//! `cargo run --release --example profile_call`; for `perf record`.
fn main() {
    let req = r#"{"ruleset":"dh2","attacker":{"name":"Sergeant Varro","characteristics":{"ws":40,"bs":45,"s":35,"t":35,"ag":35,"int":30,"per":30,"wp":30,"fel":30},"wounds":12,"player":true},"target":{"name":"Heretic","characteristics":{"ws":30,"bs":30,"s":30,"t":30,"ag":30,"int":25,"per":30,"wp":30,"fel":25},"wounds":10,"armour":{"head":2,"body":3,"rightArm":2,"leftArm":2,"rightLeg":2,"leftLeg":2}},"weapon":{"name":"Lasgun","class":"basic","damage":"1d10+3","damageType":"energy","penetration":0,"range":100,"rateOfFire":{"single":true,"semi":3}},"action":"standard","range":30,"dice":{"seed":5}}"#;
    let n = 50_000u32;
    let (mut parse, mut resolve, mut write) = (0u128, 0u128, 0u128);
    let mut bytes = 0;
    for _ in 0..n {
        let t = std::time::Instant::now();
        let r: cogitator::AttackRequest = cogitator::json::from_str(req).unwrap();
        let t1 = std::time::Instant::now();
        let out = cogitator::resolve_attack(&r, 1).unwrap();
        let t2 = std::time::Instant::now();
        bytes += cogitator::json::tape::write(&out).unwrap().len();
        let t3 = std::time::Instant::now();
        parse += (t1 - t).as_nanos();
        resolve += (t2 - t1).as_nanos();
        write += (t3 - t2).as_nanos();
    }
    let per = |x: u128| x / u128::from(n);
    println!(
        "parse {} ns, resolve {} ns, write {} ns ({} bytes)",
        per(parse),
        per(resolve),
        per(write),
        bytes / n as usize
    );
}
