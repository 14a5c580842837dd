//! The per-round step: `startTurn` (fire, blood loss, stun and injuries counted in rounds)
//! and `endRound` (holding one's breath, suffocation, vacuum), each rule with its seed
//! heading and numbers.

mod common;

use cogitator::*;
use common::*;
use serde_json::{json, Value};

const LINES: [&str; 4] = ["dh1", "rt", "ow", "dh2"];

/// T 35 (Toughness Bonus 3), WP 30, Ag 30, Int 40 with Medicae trained, 10 wounds, 4 armour
/// points everywhere.
fn actor() -> Value {
    json!({
        "name": "Vell",
        "characteristics": { "t": 35, "wp": 30, "ag": 30, "int": 40 },
        "skills": { "Medicae": { "trained": true } },
        "wounds": 10,
        "armour": { "head": 4, "body": 4, "rightArm": 4, "leftArm": 4, "rightLeg": 4, "leftLeg": 4 }
    })
}

fn with(patch: Value) -> Value {
    merge(actor(), patch)
}

fn start(v: Value) -> RoundOutcome {
    let req: StartTurnRequest = from(v).unwrap_or_else(|e| panic!("request parses: {e}"));
    start_turn(&req, 7).unwrap_or_else(|e| panic!("startTurn failed: {e}"))
}

fn end(v: Value) -> RoundOutcome {
    let req: EndRoundRequest = from(v).unwrap_or_else(|e| panic!("request parses: {e}"));
    end_round(&req, 7).unwrap_or_else(|e| panic!("endRound failed: {e}"))
}

fn start_err(v: Value) -> Error {
    let req: StartTurnRequest = match from(v) {
        Ok(r) => r,
        Err(e) => return e,
    };
    match start_turn(&req, 7) {
        Ok(o) => panic!("expected an error, got {:?}", o.log),
        Err(e) => e,
    }
}

fn purposes(o: &RoundOutcome) -> Vec<&'static str> {
    o.dice.iter().map(|d| d.purpose.as_str()).collect()
}

fn has(o: &RoundOutcome, c: Condition) -> bool {
    o.target.conditions.contains(&c)
}

// ---------------------------------------------------------------------------------------
// Fire (000, 003, 002 and 004 "Fire")
// ---------------------------------------------------------------------------------------

/// 000 "Fire" and 002 "Fire": a character in flames tests Challenging (+0) Agility at the
/// start of the round or catches fire; 003 gives no difficulty (+0) and 004 no test (000's).
/// One that catches fire burns at once.
#[test]
fn flames_call_for_an_agility_test_or_the_character_catches_fire() {
    for r in LINES {
        let o = start(json!({ "ruleset": r, "actor": actor(), "exposedToFire": true, "dice": { "rolls": [30] } }));
        assert!(!has(&o, Condition::OnFire), "{r}: 30 against Agility 30 passes");
        assert_eq!(purposes(&o), ["catchFire"]);
        assert_eq!(o.tests[0].purpose, "catchFire");
        let o =
            start(json!({ "ruleset": r, "actor": actor(), "exposedToFire": true, "dice": { "rolls": [31, 4, 5] } }));
        assert!(has(&o, Condition::OnFire), "{r}: {:?}", o.log);
        assert_eq!(purposes(&o), ["catchFire", "damage", "onFire"], "{r}");
        assert_eq!(o.effects, [Effect::OnFire]);
    }
}

/// 000 "Fire", 003 "Fire", 002 "Fire", 004 "Fire": at the start of its turn a burning
/// character takes 1d10 Energy damage that armour does not reduce and a level of fatigue,
/// then tests Willpower (+0) to act normally; failing, it only runs about screaming. The
/// new level of fatigue already counts (-10) against the test.
#[test]
fn burning_costs_1d10_a_level_of_fatigue_and_a_willpower_test() {
    for r in LINES {
        let burning = with(json!({ "conditions": ["onFire"] }));
        let o = start(json!({ "ruleset": r, "actor": burning.clone(), "dice": { "rolls": [6, 20] } }));
        assert_eq!((o.hits[0].damage.total, o.hits[0].wounds, o.hits[0].location), (6, 3, Location::Body), "{r}");
        assert_eq!((o.target.damage, o.target.fatigue), (3, 1), "{r}");
        let wp = &o.tests[0];
        assert_eq!((wp.purpose, wp.result.target), (dice::Purpose::OnFire, 20), "{r}: WP 30, fatigued -10");
        assert_eq!(o.can_act, Some(true), "{r}: {:?}", o.log);
        assert!(has(&o, Condition::OnFire), "{r}: it burns on");
        let o = start(json!({ "ruleset": r, "actor": burning, "dice": { "rolls": [6, 21] } }));
        assert_eq!(o.can_act, Some(false), "{r}: {:?}", o.log);
    }
}

/// 000 "Fire" (drop prone, a Hard (-20) Agility Test as a Full Action), 003 "Fire" (a Full
/// Action and a Hard (-20) Agility Test), 002 "Fire" (Hard (-20), a Full Action), 004
/// "Fire" (fall prone, -20 Agility): the character drops prone either way, and the fire is
/// out on a success. One that failed its Willpower test cannot try.
#[test]
fn putting_out_the_flames_is_a_hard_agility_test() {
    for r in LINES {
        let burning = with(json!({ "conditions": ["onFire"], "characteristics": { "ag": 50 } }));
        // Ag 50 - 20 - 10 (fatigued by the burn) = 20.
        let req = json!({ "ruleset": r, "actor": burning, "extinguish": true, "dice": { "rolls": [6, 10, 20] } });
        let o = start(req.clone());
        assert_eq!(purposes(&o), ["damage", "onFire", "extinguish"], "{r}");
        assert_eq!(o.tests[1].result.target, 20, "{r}");
        assert!(!has(&o, Condition::OnFire) && has(&o, Condition::Prone), "{r}: {:?}", o.log);
        let o = start(merge(req.clone(), json!({ "dice": { "rolls": [6, 10, 21] } })));
        assert!(has(&o, Condition::OnFire) && has(&o, Condition::Prone), "{r}");
        // Help from others is the caller's modifier.
        let o = start(merge(
            req.clone(),
            json!({ "extinguishModifiers": [{ "label": "sand", "value": 10 }], "dice": { "rolls": [6, 10, 30] } }),
        ));
        assert!(!has(&o, Condition::OnFire), "{r}");
        // A failed Willpower test leaves no action to spend on it.
        let o = start(merge(req, json!({ "dice": { "rolls": [6, 90] } })));
        assert_eq!(purposes(&o), ["damage", "onFire"], "{r}");
        assert!(has(&o, Condition::OnFire), "{r}");
    }
}

// ---------------------------------------------------------------------------------------
// Blood loss (000, 003 and 002 "Blood Loss"; 004 "Blood Loss")
// ---------------------------------------------------------------------------------------

/// 000, 003 and 002 "Blood Loss": a 10% chance of dying each round unless treated.
#[test]
fn blood_loss_kills_on_10_or_less_in_the_first_generation_and_only_war() {
    for r in ["dh1", "rt", "ow"] {
        let bleeding = with(json!({ "conditions": ["bloodLoss"] }));
        let o = start(json!({ "ruleset": r, "actor": bleeding.clone(), "dice": { "rolls": [10] } }));
        assert!(o.target.dead, "{r}: {:?}", o.log);
        assert_eq!(o.can_act, Some(false));
        assert_eq!(o.effects, [Effect::Chance { percent: 10, roll: 10, happened: true }, Effect::Death]);
        let o = start(json!({ "ruleset": r, "actor": bleeding, "dice": { "rolls": [11] } }));
        assert!(!o.target.dead && has(&o, Condition::BloodLoss), "{r}");
        assert_eq!(o.can_act, Some(true));
        assert_eq!(purposes(&o), ["bloodLoss"]);
    }
}

/// 000 "Blood Loss": a Difficult (-10) Medicae Test each round staunches it, Very Hard
/// (-30) while doing something strenuous; another character may test instead. 003 and 002
/// "Blood Loss" give the same -10 and -30. A staunched round is spared the death roll.
#[test]
fn a_medicae_test_staunches_the_bleeding() {
    for r in ["dh1", "rt", "ow"] {
        let bleeding = with(json!({ "conditions": ["bloodLoss"] }));
        let req = json!({ "ruleset": r, "actor": bleeding, "medic": {}, "dice": { "rolls": [30] } });
        // Int 40 - 10 = 30.
        let o = start(req.clone());
        assert_eq!((o.tests[0].purpose, o.tests[0].result.target), (dice::Purpose::Medicae, 30), "{r}");
        assert!(!has(&o, Condition::BloodLoss), "{r}: {:?}", o.log);
        assert_eq!(purposes(&o), ["medicae"], "{r}: no death roll");
        let o = start(merge(req.clone(), json!({ "dice": { "rolls": [31, 50] } })));
        assert_eq!(purposes(&o), ["medicae", "bloodLoss"], "{r}");
        assert!(has(&o, Condition::BloodLoss), "{r}");
        let o = start(merge(req.clone(), json!({ "medic": { "strenuous": true }, "dice": { "rolls": [10] } })));
        assert_eq!(o.tests[0].result.target, 10, "{r}: Very Hard (-30)");
        // Another character tests with its own Intelligence and skill.
        let doc =
            json!({ "name": "Doc", "characteristics": { "int": 60 }, "skills": { "medicae": { "trained": true } } });
        let o = start(merge(req, json!({ "medic": { "actor": doc }, "dice": { "rolls": [50] } })));
        assert_eq!(o.tests[0].result.target, 50, "{r}");
        assert!(o.log.iter().any(|l| l.starts_with("Doc tends Vell's bleeding")), "{r}: {:?}", o.log);
    }
}

/// 004 "Blood Loss": no chance of death; a level of fatigue at the start of each turn, and
/// once a round a Medicae test at -10 (strenuous or not) staunches it. The fatigue comes
/// first, so the test is also -10 for fatigue.
#[test]
fn dh2_blood_loss_is_a_level_of_fatigue_a_turn() {
    let bleeding = with(json!({ "conditions": ["bloodLoss"] }));
    let o = start(json!({ "ruleset": "dh2", "actor": bleeding.clone(), "dice": { "rolls": [] } }));
    assert_eq!((o.target.fatigue, o.target.dead), (1, false));
    assert_eq!(o.effects, [Effect::Fatigue { levels: 1 }]);
    assert!(o.dice.is_empty(), "no death roll");
    for strenuous in [false, true] {
        let o = start(json!({ "ruleset": "dh2", "actor": bleeding.clone(), "medic": { "strenuous": strenuous },
                              "dice": { "rolls": [20] } }));
        assert_eq!(o.tests[0].result.target, 20, "Int 40 - 10 - 10 fatigued");
        assert!(!has(&o, Condition::BloodLoss));
        assert_eq!(o.target.fatigue, 1, "the turn's fatigue came first");
    }
}

/// Who may test: the bleeding character only if it can act this turn (not unconscious,
/// stunned, or burning and failing its Willpower test), a helper always; an untrained
/// advanced skill is refused (Medicae is advanced in Dark Heresy), and untrained
/// second-generation tests are at -20.
#[test]
fn who_may_treat_the_bleeding() {
    for r in LINES {
        for state in [
            json!({ "conditions": ["bloodLoss", "unconscious"] }),
            json!({ "conditions": ["bloodLoss"], "stunnedRounds": 1 }),
        ] {
            let o =
                start(json!({ "ruleset": r, "actor": with(state.clone()), "medic": {}, "dice": { "rolls": [50] } }));
            assert!(o.tests.is_empty() && has(&o, Condition::BloodLoss), "{r} {state}: {:?}", o.log);
        }
        // Burning, it fails its Willpower test (6 damage, then 90): only a helper can test.
        let both = with(json!({ "conditions": ["bloodLoss", "onFire"] }));
        let o = start(json!({ "ruleset": r, "actor": both.clone(), "medic": {}, "dice": { "rolls": [6, 90, 50] } }));
        assert_eq!(o.tests.len(), 1, "{r}: the Willpower test only");
        let helper = json!({ "characteristics": { "int": 50, "t": 30 }, "skills": { "medicae": { "trained": true } } });
        let o = start(
            json!({ "ruleset": r, "actor": both, "medic": { "actor": helper }, "dice": { "rolls": [6, 90, 40] } }),
        );
        assert_eq!(o.tests[1].purpose, "medicae", "{r}");
        assert!(!has(&o, Condition::BloodLoss), "{r}: {:?}", o.log);
    }
    let untrained =
        json!({ "conditions": ["bloodLoss"], "characteristics": { "int": 40, "t": 30 }, "wounds": 10, "skills": null });
    let e = start_err(json!({ "ruleset": "dh1", "actor": untrained.clone(), "medic": {} }));
    assert_eq!(e.code, ErrorCode::NotAllowed, "{}", e.message);
    let o = start(json!({ "ruleset": "ow", "actor": untrained, "medic": {}, "dice": { "rolls": [10, 50] } }));
    assert_eq!(o.tests[0].result.target, 10, "40 - 10 - 20 untrained");
    // A medic for a character that is not bleeding tests nothing.
    let o = start(json!({ "ruleset": "rt", "actor": actor(), "medic": {}, "dice": { "rolls": [] } }));
    assert!(o.tests.is_empty());
}

// ---------------------------------------------------------------------------------------
// Stun and the injuries counted in rounds
// ---------------------------------------------------------------------------------------

/// 000 "Stunned", 003, 002 and 004 "Stunned": a stunned character takes no actions. Each
/// of its turns uses up one round of the stun, so a stun of two rounds costs the next two
/// turns; the outcome's state feeds back as the next turn's actor.
#[test]
fn a_stun_of_two_rounds_costs_two_turns() {
    for r in LINES {
        let mut a = with(json!({ "conditions": ["stunned"], "stunnedRounds": 2 }));
        let mut lost = 0;
        for turn in 1..=3 {
            let o = start(json!({ "ruleset": r, "actor": a.clone(), "dice": { "rolls": [] } }));
            if o.can_act == Some(false) {
                lost += 1;
            }
            match turn {
                1 => assert_eq!((o.target.stunned_rounds, has(&o, Condition::Stunned)), (Some(1), true), "{r}"),
                _ => assert_eq!((o.target.stunned_rounds, has(&o, Condition::Stunned)), (None, false), "{r}"),
            }
            a = carry(a, &o.target);
        }
        assert_eq!(lost, 2, "{r}");
    }
    // The condition alone, with no count, holds until the caller lifts it.
    let o = start(json!({ "ruleset": "rt", "actor": with(json!({ "conditions": ["stunned"] })) }));
    assert_eq!(o.can_act, Some(false));
    assert!(has(&o, Condition::Stunned));
}

/// Injuries with a duration in rounds lose one a turn and end at none; those lasting until
/// the next turn ("only a Half Action on his next Turn", 000 and 003 critical tables) hold
/// for this turn and end with it; a blindness that ends lifts the condition. Longer
/// durations (minutes and more) are not counted here.
#[test]
fn injuries_count_down_by_turns() {
    let rounds = |n: u32| json!({ "unit": "rounds", "amount": n });
    let injuries = json!([
        { "type": "useless", "part": "arm", "side": "left", "duration": rounds(2) },
        { "type": "halfActionsOnly", "duration": { "unit": "nextTurn" } },
        { "type": "blinded", "duration": rounds(1) },
        { "type": "unconscious", "duration": { "unit": "minutes", "amount": 4 } },
        { "type": "lost", "part": "eye", "count": 1 }
    ]);
    let a = with(json!({ "injuries": injuries, "conditions": ["blinded"] }));
    let o = start(json!({ "ruleset": "rt", "actor": a, "dice": { "rolls": [] } }));
    assert!(o.half_actions_only || o.can_act == Some(false));
    let left: Vec<Value> = o.target.injuries.iter().map(|e| serde_json::to_value(e).unwrap()).collect();
    assert_eq!(left.len(), 3, "{left:?}");
    assert_eq!(left[0]["duration"], rounds(1));
    assert_eq!(left[1]["duration"]["unit"], "minutes");
    assert_eq!(left[2]["type"], "lost");
    assert_eq!(o.ended.len(), 2);
    assert!(!has(&o, Condition::Blinded), "the blindness ended");
    // Without the minutes of unconsciousness, the Half Action limit shows.
    let a = with(json!({ "injuries": [{ "type": "halfActionsOnly", "duration": { "unit": "nextTurn" } }] }));
    let o = start(json!({ "ruleset": "dh2", "actor": a }));
    assert_eq!((o.can_act, o.half_actions_only), (Some(true), true));
    assert!(o.target.injuries.is_empty());
}

/// An unconscious character (000 "Unconsciousness") takes no actions.
#[test]
fn unconscious_characters_do_not_act() {
    for r in LINES {
        let o = start(json!({ "ruleset": r, "actor": with(json!({ "conditions": ["unconscious"] })) }));
        assert_eq!(o.can_act, Some(false), "{r}");
        let o = start(json!({ "ruleset": r, "actor": actor() }));
        assert_eq!(o.can_act, Some(true), "{r}");
        assert!(o.dice.is_empty() && o.tests.is_empty() && o.hits.is_empty(), "{r}: nothing to roll");
    }
}

// ---------------------------------------------------------------------------------------
// Suffocation (000, 003, 002 and 004 "Suffocation")
// ---------------------------------------------------------------------------------------

fn breath(r: &str, a: &Value, round: u32, rolls: &[u32]) -> RoundOutcome {
    end(json!({ "ruleset": r, "actor": a, "breath": { "round": round }, "dice": { "rolls": rolls, "seed": 1 } }))
}

/// 000 "Suffocation": while busy, breath for twice the Toughness Bonus in rounds, a
/// Challenging (+0) Toughness test each round or a level of fatigue; when the breath runs
/// out, unconscious; unconscious without air, 1d10 a round that neither armour nor
/// Toughness reduces. 002 gives the first part and follows 000 for the rest.
#[test]
fn rt_and_ow_holding_breath() {
    for r in ["rt", "ow"] {
        let o = breath(r, &actor(), 1, &[35]);
        assert_eq!((o.tests[0].purpose, o.tests[0].result.target), (dice::Purpose::Breath, 35), "{r}");
        assert_eq!(o.target.fatigue, 0);
        let o = breath(r, &actor(), 2, &[36]);
        assert_eq!((o.target.fatigue, o.effects.clone()), (1, vec![Effect::Fatigue { levels: 1 }]), "{r}");
        let o = breath(r, &actor(), 6, &[10]);
        assert!(o.target.unconscious && has(&o, Condition::Unconscious), "{r}: TB 3, six rounds: {:?}", o.log);
        let out = carry(actor(), &o.target);
        let o = breath(r, &out, 7, &[8]);
        assert_eq!(
            (o.hits[0].wounds, o.hits[0].soak.effective_armour, o.hits[0].soak.toughness_bonus),
            (8, 0, 0),
            "{r}"
        );
        assert_eq!(purposes(&o), ["damage"]);
    }
}

/// 003 "Suffocation", and its Shawnmaker example: TB 3 and 9 wounds, he holds his breath
/// in the sump for six rounds with no test; after that each round costs a wound and a level
/// of fatigue, so four rounds later (fatigue 4, past TB 3) he is unconscious; from then on
/// 1d10 a round that neither armour nor Toughness reduces.
#[test]
fn dh1_shawnmaker_holds_his_breath_in_the_sump() {
    let mut a =
        json!({ "name": "Shawnmaker", "characteristics": { "t": 30, "ag": 30 }, "wounds": 9, "armour": { "body": 3 } });
    for round in 1..=6 {
        let o = breath("dh1", &a, round, &[]);
        assert!(o.dice.is_empty() && o.target.fatigue == 0 && o.target.damage == 0, "round {round}: {:?}", o.log);
        a = carry(a, &o.target);
    }
    for round in 7..=10 {
        let o = breath("dh1", &a, round, &[]);
        let n = (round - 6) as i32;
        assert_eq!((o.target.damage, o.target.fatigue), (n, n), "round {round}: {:?}", o.log);
        assert_eq!(o.target.unconscious, round == 10, "round {round}");
        a = carry(a, &o.target);
    }
    let o = breath("dh1", &a, 11, &[6]);
    assert_eq!((o.hits[0].damage.total, o.target.damage), (6, 9), "{:?}", o.log);
    assert_eq!(o.target.critical_damage, 1);
}

/// 004 "Suffocation": in combat twice TB rounds, a +0 Toughness test each round or a level
/// of fatigue; then unconscious; unconscious without air, dead after TB rounds.
#[test]
fn dh2_suffocation_kills_after_toughness_bonus_rounds_unconscious() {
    let o = breath("dh2", &actor(), 3, &[40]);
    assert_eq!((o.tests.len(), o.target.fatigue), (1, 1));
    let o = breath("dh2", &actor(), 6, &[1]);
    assert!(o.target.unconscious);
    let out = carry(actor(), &o.target);
    for round in 7..=8 {
        let o = breath("dh2", &out, round, &[]);
        assert!(!o.target.dead && o.dice.is_empty(), "round {round}");
    }
    let o = breath("dh2", &out, 9, &[]);
    assert!(o.target.dead, "{:?}", o.log);
    assert_eq!(o.effects, [Effect::Death]);
}

// ---------------------------------------------------------------------------------------
// Vacuum (000 and 003 "Vacuum"; 002 and 004 follow 000)
// ---------------------------------------------------------------------------------------

/// Sudden exposure: unharmed for TB rounds, then 1d10+3 Explosive at the end of each round
/// that armour does not reduce; in space also a Challenging (+0) Toughness test, or 1d10
/// Energy from the cold.
#[test]
fn sudden_vacuum() {
    for r in LINES {
        for round in 1..=3 {
            let o = end(json!({ "ruleset": r, "actor": actor(), "vacuum": { "round": round, "space": true } }));
            assert!(o.dice.is_empty() && o.hits.is_empty(), "{r} round {round}");
        }
        let o = end(
            json!({ "ruleset": r, "actor": actor(), "vacuum": { "round": 4, "space": true }, "dice": { "rolls": [5, 35] } }),
        );
        assert_eq!((o.hits.len(), o.hits[0].damage.total, o.hits[0].wounds), (1, 8, 5), "{r}: {:?}", o.log);
        assert_eq!(o.tests[0].purpose, "vacuum");
        let o = end(
            json!({ "ruleset": r, "actor": actor(), "vacuum": { "round": 4, "space": true }, "dice": { "rolls": [5, 36, 7] } }),
        );
        assert_eq!(o.hits.len(), 2, "{r}");
        assert_eq!((o.hits[1].damage.total, o.hits[1].wounds, o.hits[1].soak.effective_armour), (7, 4, 0), "{r}");
        // Not in space: no cold.
        let o = end(json!({ "ruleset": r, "actor": actor(), "vacuum": { "round": 4 }, "dice": { "rolls": [5] } }));
        assert!(o.tests.is_empty(), "{r}");
    }
}

/// A thinning atmosphere: unharmed for twice TB rounds, then a Toughness test each round at
/// a cumulative -10: passed, 1d5 Explosive; failed, 1d10 Explosive; armour no help.
#[test]
fn gradual_vacuum() {
    for r in LINES {
        let o = end(json!({ "ruleset": r, "actor": actor(), "vacuum": { "round": 6, "gradual": true } }));
        assert!(o.dice.is_empty(), "{r}");
        let o = end(
            json!({ "ruleset": r, "actor": actor(), "vacuum": { "round": 7, "gradual": true }, "dice": { "rolls": [25, 10] } }),
        );
        assert_eq!(o.tests[0].result.target, 25, "{r}: -10 the first round");
        assert_eq!(o.hits[0].damage.total, 5, "{r}: 1d5");
        let o = end(
            json!({ "ruleset": r, "actor": actor(), "vacuum": { "round": 8, "gradual": true }, "dice": { "rolls": [16, 9] } }),
        );
        assert_eq!(o.tests[0].result.target, 15, "{r}: -20 the second");
        assert_eq!(o.hits[0].damage.total, 9, "{r}: 1d10");
    }
}

// ---------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------

/// Strict input: counts start at 1, typos are refused with the nearest name, and a rule
/// that deals damage needs the wounds.
#[test]
fn bad_round_requests_name_the_field() {
    let req: Result<EndRoundRequest> = from(json!({ "ruleset": "rt", "actor": actor(), "breath": { "round": 0 } }));
    let e = end_round(&req.unwrap(), 1).unwrap_err();
    assert_eq!(e.path.as_deref(), Some("breath.round"), "{}", e.message);
    assert!(e.message.contains("from 1 to"), "{}", e.message);
    let e = start_err(json!({ "ruleset": "rt", "actor": actor(), "exposedToFir": true }));
    assert!(e.message.contains("did you mean 'exposedToFire'?"), "{}", e.message);
    let e = start_err(json!({ "ruleset": "rt", "actor": actor(), "medic": { "strenous": true } }));
    assert_eq!(e.path.as_deref(), Some("medic.strenous"), "{}", e.message);
    let e = start_err(
        json!({ "ruleset": "rt", "actor": { "characteristics": { "t": 30, "wp": 30 }, "conditions": ["onFire"] },
                             "dice": { "rolls": [4] } }),
    );
    assert_eq!(e.path.as_deref(), Some("actor.wounds"), "{}", e.message);
}

/// Every log line names books and tables by their names, never the seed file numbers.
#[test]
fn logs_name_no_seed_files() {
    let a = with(json!({ "conditions": ["onFire", "bloodLoss"], "stunnedRounds": 1 }));
    for r in LINES {
        for o in [
            start(json!({ "ruleset": r, "actor": a.clone(), "medic": { "strenuous": true }, "dice": { "seed": 4 } })),
            end(
                json!({ "ruleset": r, "actor": a.clone(), "breath": { "round": 9 }, "vacuum": { "round": 9, "space": true }, "dice": { "seed": 4 } }),
            ),
        ] {
            for l in &o.log {
                assert!(source_number(l).is_none(), "{r}: {l}");
            }
        }
    }
}

/// 003 "Suffocation", the Shawnmaker example (holding his breath at rest, in minutes): TB 3,
/// so three minutes, each with a Toughness test that costs a level of fatigue when failed
/// (he fails all three: fatigue 3). The rule puts him out when the three minutes end; the
/// example has a fourth minute's fatigue first, which the engine does not add (the rule is
/// followed). Then, unconscious without air, 1d10 a round past armour and Toughness. The
/// same in every line (000, 002 and 004 "Suffocation": TB minutes, +0 Toughness each).
#[test]
fn dh1_shawnmaker_conserves_his_breath() {
    let mut a = json!({ "name": "Shawnmaker", "characteristics": { "t": 30, "ag": 30 }, "wounds": 9 });
    for minute in 1..=3u32 {
        let o = end(
            json!({ "ruleset": "dh1", "actor": a, "breath": { "round": minute, "conserving": true }, "dice": { "rolls": [90] } }),
        );
        assert_eq!(o.tests.len(), 1, "minute {minute}: {:?}", o.log);
        assert_eq!(o.target.fatigue, minute as i32, "minute {minute}");
        assert_eq!(o.target.unconscious, minute == 3, "minute {minute}: {:?}", o.log);
        a = carry(a, &o.target);
    }
    let o = end(
        json!({ "ruleset": "dh1", "actor": a, "breath": { "round": 4, "conserving": true }, "dice": { "rolls": [6] } }),
    );
    assert_eq!((o.hits[0].damage.total, o.target.damage), (6, 6), "{:?}", o.log);
    // A passed minute costs nothing.
    for r in ["rt", "ow", "dh2"] {
        let o =
            end(json!({ "ruleset": r, "actor": { "characteristics": { "t": 30, "ag": 30, "wp": 30 }, "wounds": 9 },
                            "breath": { "round": 1, "conserving": true }, "dice": { "rolls": [10] } }));
        assert_eq!((o.tests.len(), o.target.fatigue), (1, 0), "{r}");
    }
}
