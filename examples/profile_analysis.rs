fn main() {
    let req = r#"{"ruleset":"dh2","attacker":{"name":"Sergeant Varro","characteristics":{"ws":40,"bs":45,"s":35,"t":35,"ag":35,"int":30,"per":30,"wp":30,"fel":30},"wounds":12,"player":true},"target":{"name":"Heretic","characteristics":{"ws":30,"bs":30,"s":30,"t":30,"ag":30,"int":25,"per":30,"wp":30,"fel":25},"wounds":10,"armour":{"head":2,"body":3,"rightArm":2,"leftArm":2,"rightLeg":2,"leftLeg":2}},"weapon":{"name":"Lasgun","class":"basic","damage":"1d10+3","damageType":"energy","penetration":0,"range":100,"rateOfFire":{"single":true,"semi":3}},"action":"semiAuto","range":30,"trials":100000,"dice":{"seed":5}}"#;
    let r = cogitator::attack::analysis::parse_request(req).unwrap();
    let t = std::time::Instant::now();
    let mut s = 0.0;
    for _ in 0..20 {
        s += cogitator::analyze_attack(&r, 1).unwrap().mean_wounds;
    }
    let e = t.elapsed();
    println!("{s} {:?} per trial", e / 2_000_000);
    // The same trials, every one through the full engine.
    let t = std::time::Instant::now();
    let mut s = 0.0;
    for _ in 0..20 {
        s += cogitator::attack::analysis::analyze_with_full_engine(&r, 1).unwrap().mean_wounds;
    }
    let e = t.elapsed();
    println!("{s} {:?} per trial with the full engine for every trial", e / 2_000_000);
}
