//! The action catalogue (`actions`) and the turn checks (`validateTurn`), one test per rule
//! with its numbers in each line, citing the seed heading or table.

mod common;
use cogitator::turn::{validate_turn, TurnCheck, TurnRequest};
use cogitator::*;
use serde_json::{json, Value};

const ALL: [&str; 4] = ["dh1", "rt", "ow", "dh2"];

fn ruleset(r: &str) -> Ruleset {
    common::from(json!(r)).expect("a ruleset")
}

fn try_turn(v: Value) -> Result<TurnCheck> {
    let req: TurnRequest = common::from(v)?;
    validate_turn(&req)
}

fn turn(v: Value) -> TurnCheck {
    try_turn(v).unwrap_or_else(|e| panic!("validateTurn failed: {e}"))
}

fn turn_err(v: Value) -> Error {
    match try_turn(v) {
        Ok(c) => panic!("expected an error, got {c:?}"),
        Err(e) => e,
    }
}

/// The problem codes of a turn.
fn codes(r: &str, actions: Value) -> Vec<&'static str> {
    check(json!({ "ruleset": r, "actions": actions }))
}

fn check(v: Value) -> Vec<&'static str> {
    let c = turn(v);
    assert_eq!(c.valid, c.problems.is_empty());
    c.problems.iter().map(|p| p.code).collect()
}

fn actor(conditions: Value) -> Value {
    json!({ "characteristics": { "t": 30, "wp": 30 }, "conditions": conditions })
}

fn ids(r: &str) -> Vec<&'static str> {
    actions(ruleset(r)).iter().map(|d| d.id).collect()
}

// ------------------------------------------------------------------ the catalogue

/// Each line lists its attacks first, then exactly the other actions its book has: 000 Table
/// 9-4 (rt), 003 Table 7-5 (dh1, plus Brace Heavy Weapon from 000), 002 Combat Actions
/// realigned with 004 (ow), 004 Combat Actions (dh2). First generation: Dodge and Parry;
/// second generation: one Evasion reaction.
#[test]
fn each_line_lists_its_own_actions() {
    let first = [
        "aim",
        "braceHeavyWeapon",
        "defensiveStance",
        "delay",
        "disengage",
        "dodge",
        "focusPower",
        "jumpOrLeap",
        "move",
        "parry",
        "ready",
        "reload",
        "run",
        "stand",
        "tacticalAdvance",
        "useSkill",
    ];
    let second: Vec<&str> =
        first.iter().copied().filter(|i| *i != "dodge" && *i != "parry").chain(["evasion"]).collect();
    for r in ALL {
        let list = actions(ruleset(r));
        let split = list.iter().position(|d| d.attack.is_none()).expect("other actions");
        assert!(list[..split].iter().all(|d| d.attack.is_some()), "{r}: attacks first");
        assert!(list[split..].iter().all(|d| d.attack.is_none()), "{r}: then the rest");
        assert!(ids(r).contains(&"standard"), "{r}");
        let mut others: Vec<&str> = list[split..].iter().map(|d| d.id).collect();
        others.sort_unstable();
        let mut want: Vec<&str> = if r == "dh1" || r == "rt" { first.to_vec() } else { second.clone() };
        want.sort_unstable();
        assert_eq!(others, want, "{r}");
        for d in &list {
            assert!(!d.summary.is_empty() && !d.source.is_empty(), "{r} {}", d.id);
        }
    }
}

fn row(r: &str, id: &str) -> Value {
    let list = serde_json::to_value(actions(ruleset(r))).expect("serialises");
    list.as_array().and_then(|a| a.iter().find(|d| d["id"] == id).cloned()).unwrap_or(Value::Null)
}

/// Types and subtypes as each book gives them, and the differences between the lines:
/// Delay is Half in 000, 003 and 002 but Full in 004; Use a Skill is Concentration and
/// Miscellaneous in 000 and 004 but only Miscellaneous in 002; Tactical Advance; Stand in
/// 002, Stand/Mount/Dismount in 004; Aim and Move Half or Full; Reload Varies; Focus Power
/// Varies by power (000 Focus Power). dh1 takes 000's subtypes (003 has no such column).
#[test]
fn types_and_subtypes_per_line() {
    for r in ALL {
        assert_eq!(row(r, "aim")["type"], "halfOrFull", "{r}");
        assert_eq!(row(r, "aim")["subtypes"], json!(["concentration"]), "{r}");
        assert_eq!(row(r, "move")["type"], "halfOrFull", "{r}");
        assert_eq!(row(r, "reload")["type"], "varies", "{r}");
        assert_eq!(row(r, "focusPower")["subtypes"], json!(["varies"]), "{r}");
        assert_eq!(row(r, "run")["type"], "full", "{r}");
        assert_eq!(row(r, "ready")["type"], "half", "{r}");
        assert_eq!(row(r, "defensiveStance")["subtypes"], json!(["concentration", "melee"]), "{r}");
        assert_eq!(row(r, "tacticalAdvance")["type"], "full", "{r}");
        assert!(row(r, "aim").get("attack").is_none(), "{r}: other rows carry no attack");
        assert!(row(r, "standard").get("attack").is_some(), "{r}");
    }
    for (r, delay) in [("dh1", "half"), ("rt", "half"), ("ow", "half"), ("dh2", "full")] {
        assert_eq!(row(r, "delay")["type"], delay, "{r}");
    }
    assert_eq!(row("rt", "dodge")["type"], "reaction");
    assert_eq!(row("rt", "dodge")["subtypes"], json!(["movement"]));
    assert_eq!(row("rt", "parry")["subtypes"], json!(["defence", "melee"]));
    assert_eq!(row("dh2", "evasion")["type"], "reaction");
    assert_eq!(row("ow", "useSkill")["subtypes"], json!(["miscellaneous"]));
    assert_eq!(row("dh2", "useSkill")["subtypes"], json!(["concentration", "miscellaneous"]));
    assert_eq!(row("ow", "stand")["name"], "Stand");
    assert_eq!(row("dh2", "stand")["name"], "Stand/Mount/Dismount");
    assert_eq!(row("rt", "stand")["name"], "Stand/Mount");
    assert_eq!(row("dh1", "jumpOrLeap")["name"], "Jump/Leap");
    assert!(row("dh1", "braceHeavyWeapon")["source"].as_str().is_some_and(|s| s.starts_with("Rogue Trader")));
}

// ------------------------------------------------------------------ the turn's actions

/// One Full Action or two different Half Actions (000 "Using Actions"; 003 "Actions"; 002
/// "Actions"; 004): Aim and a Standard Attack fit; two Standard Attacks do not.
#[test]
fn two_different_half_actions() {
    for r in ALL {
        assert!(codes(r, json!(["aim", "standard"])).is_empty(), "{r}: aim and shoot");
        assert!(codes(r, json!(["move", "standard"])).is_empty(), "{r}: move and strike");
        assert!(codes(r, json!(["run"])).is_empty(), "{r}");
        assert!(codes(r, json!([])).is_empty(), "{r}: doing nothing is a legal turn");
        assert_eq!(codes(r, json!(["standard", "standard"])), ["same_half_action"], "{r}");
        assert_eq!(codes(r, json!(["move", "move"])), ["same_half_action"], "{r}: two moves are one Full move");
    }
}

/// A Full Action takes the whole turn (000 "Full Actions", 003 "Full Action").
#[test]
fn a_full_action_fills_the_turn() {
    for r in ALL {
        assert!(codes(r, json!(["charge"])).is_empty(), "{r}");
        assert_eq!(codes(r, json!(["charge", "ready"])), ["too_many_actions"], "{r}");
        assert_eq!(codes(r, json!(["ready", "run"])), ["too_many_actions"], "{r}");
        assert_eq!(codes(r, json!(["aim", "move", "ready"])), ["too_many_actions"], "{r}");
    }
}

/// Aim and Move are Half or Full (000 Aim, Move; 003; 004 "Varies"): a plain id is the half
/// action, `{ as: 'full' }` the full one, which leaves no room for an attack.
#[test]
fn half_or_full_actions_say_which() {
    for r in ALL {
        assert!(codes(r, json!([{ "id": "aim", "as": "full" }])).is_empty(), "{r}");
        assert_eq!(codes(r, json!([{ "id": "aim", "as": "full" }, "standard"])), ["too_many_actions"], "{r}");
        assert!(codes(r, json!([{ "id": "move", "as": "half" }, "standard"])).is_empty(), "{r}");
    }
}

/// Ready may be taken twice in a turn on two different items (000 Ready, 003 Ready, 004
/// Ready); no other Half Action may.
#[test]
fn ready_twice() {
    for r in ALL {
        assert!(codes(r, json!(["ready", "ready"])).is_empty(), "{r}");
        assert_eq!(codes(r, json!(["ready", "ready", "ready"])), ["too_many_actions"], "{r}");
    }
}

/// Actions whose time varies (Reload, Use a Skill, Focus Power: 000 Table 9-4 "Varies") say
/// what they take; a free one does not count (000 "Free Actions", 003 "Free Action"); an
/// extended one takes the turn's Full Action (000 Extended Actions, the Zaddion example).
#[test]
fn varying_actions() {
    for r in ALL {
        assert!(codes(r, json!([{ "id": "reload", "as": "half" }, "standard"])).is_empty(), "{r}");
        assert_eq!(codes(r, json!([{ "id": "reload", "as": "full" }, "standard"])), ["too_many_actions"], "{r}");
        assert!(codes(r, json!([{ "id": "reload", "as": "extended" }])).is_empty(), "{r}");
        assert!(codes(r, json!([{ "id": "focusPower", "as": "free" }, "move", "standard"])).is_empty(), "{r}");
        let e = turn_err(json!({ "ruleset": r, "actions": ["reload"] }));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("actions[0].as")), "{r}");
        let e = turn_err(json!({ "ruleset": r, "actions": ["standard", { "id": "run", "as": "half" }] }));
        assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("actions[1].as")), "{r}");
    }
}

/// Unknown action ids, and a line's missing ones, are bad input naming the list of known
/// ids; so are unknown fields.
#[test]
fn unknown_actions_are_invalid_input() {
    let e = turn_err(json!({ "ruleset": "rt", "actions": ["aim", "shoot"] }));
    assert_eq!(e.code, ErrorCode::InvalidInput);
    assert_eq!(e.path.as_deref(), Some("actions[1]"));
    assert!(e.message.contains("standard") && e.message.contains("tacticalAdvance"), "{}", e.message);
    // Evasion is the second generation's reaction; Dodge the first's.
    assert_eq!(turn_err(json!({ "ruleset": "dh1", "actions": ["evasion"] })).path.as_deref(), Some("actions[0]"));
    assert_eq!(turn_err(json!({ "ruleset": "dh2", "actions": ["dodge"] })).path.as_deref(), Some("actions[0]"));
    let e = turn_err(json!({ "ruleset": "dh2", "actions": [{ "id": "aim", "speed": "full" }] }));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("actions[0].speed")));
    let e = turn_err(json!({ "ruleset": "dh2", "actions": [], "reactionUsed": 1 }));
    assert_eq!(e.code, ErrorCode::InvalidInput);
    let e = turn_err(json!({ "ruleset": "dh2", "actions": [7] }));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("actions[0]")));
    let e = turn_err(json!({ "ruleset": "ow", "actions": [{ "id": "charge", "reach": "ranged" }] }));
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::InvalidInput, Some("actions[0].reach")));
}

// ------------------------------------------------------------------ the round

/// Second generation: one Attack and one Concentration action a round (004 Combat Actions,
/// first line). dh2 and ow refuse a Semi-Auto Burst (a Half Action there) beside a Standard
/// Attack, and a second attack after one already made this round; the first generation has
/// no such rule (000 and 003 count only the turn's actions).
#[test]
fn one_attack_and_one_concentration_a_round() {
    for r in ["ow", "dh2"] {
        assert_eq!(codes(r, json!(["semiAuto", "standard"])), ["one_attack_per_round"], "{r}");
        let again = json!({ "ruleset": r, "actions": ["standard"], "round": { "attacks": 1 } });
        assert_eq!(check(again), ["one_attack_per_round"], "{r}");
        let focused = json!({ "ruleset": r, "actions": ["aim", "standard"], "round": { "concentration": 1 } });
        assert_eq!(check(focused), ["one_concentration_per_round"], "{r}");
        // Aim (Concentration) and a Standard Attack (Attack) are one of each.
        assert!(codes(r, json!(["aim", "standard"])).is_empty(), "{r}");
    }
    for r in ["dh1", "rt"] {
        let again = json!({ "ruleset": r, "actions": ["standard"], "round": { "attacks": 1, "concentration": 1 } });
        assert!(check(again).is_empty(), "{r}");
    }
}

/// The second generation's Guarded Action is a Concentration Half Action made with a
/// Standard Attack (004 Guarded Action): alone it has nothing to guard.
#[test]
fn guarded_action_goes_with_a_standard_attack() {
    for r in ["ow", "dh2"] {
        assert!(codes(r, json!(["guarded", "standard"])).is_empty(), "{r}");
        assert_eq!(codes(r, json!(["guarded", "move"])), ["needs_standard_attack"], "{r}");
    }
    // The first generation's Guarded Attack is an attack of its own, a Full Action.
    assert!(codes("rt", json!(["guarded"])).is_empty());
}

/// One reaction a round (000 "Reactions", 003 "Reactions", 002 "Actions"); the Defensive
/// Stance adds one in rt (000 Defensive Stance) and in ow and dh2 (002 and 004 Defensive
/// Stance), but not in dh1 (003 Defensive Stance gives only the -20).
#[test]
fn reactions_a_round() {
    for (r, dodge, extra) in [("dh1", "dodge", 0), ("rt", "dodge", 1), ("ow", "evasion", 1), ("dh2", "evasion", 1)] {
        assert!(codes(r, json!([dodge])).is_empty(), "{r}");
        assert_eq!(codes(r, json!([dodge, dodge])), ["too_many_reactions"], "{r}");
        let used = json!({ "ruleset": r, "actions": [dodge], "reactionsUsed": 1 });
        assert_eq!(check(used), ["too_many_reactions"], "{r}");
        let stance = turn(json!({ "ruleset": r, "actions": ["defensiveStance", dodge, dodge] }));
        assert_eq!(stance.reactions_allowed, 1 + extra, "{r}");
        assert_eq!(stance.valid, extra == 1, "{r}: {:?}", stance.problems);
        let lasting = json!({ "ruleset": r, "actor": actor(json!(["defensiveStance"])), "reactionsUsed": 2 });
        assert_eq!(check(lasting).is_empty(), extra == 1, "{r}");
    }
    assert!(codes("rt", json!(["defensiveStance", "dodge", "parry"])).is_empty());
}

/// No Dodge or Parry after an All Out Attack until the next turn (000 and 003 All Out
/// Attack; 004 and 002: the round's Evasion is given up).
#[test]
fn no_reaction_after_an_all_out_attack() {
    for (r, dodge) in [("dh1", "dodge"), ("rt", "parry"), ("ow", "evasion"), ("dh2", "evasion")] {
        assert_eq!(codes(r, json!(["allOut", dodge])), ["no_reaction_after_all_out"], "{r}");
    }
}

/// Delay (000 Delay, 003 Delay: a Half Action; 002: Half; 004: a Full Action) holds back one
/// Half Action for later. After a Half Delay the held action is the turn's other half (000
/// Delay, the Castella example); after dh2's Full Delay it lies outside the turn and its
/// attack counts towards the next turn (004 Delay).
#[test]
fn delay_holds_back_one_half_action() {
    for r in ALL {
        assert!(codes(r, json!(["delay", "standard"])).is_empty(), "{r}");
        assert_eq!(codes(r, json!(["delay", "charge"])), ["delay"], "{r}");
        assert_eq!(codes(r, json!(["delay", "aim", "standard"])), ["delay"], "{r}");
    }
    for r in ["dh1", "rt", "ow"] {
        assert_eq!(codes(r, json!(["move", "delay", "standard"])), ["too_many_actions"], "{r}");
    }
    assert_eq!(codes("dh2", json!(["move", "delay"])), ["too_many_actions"]);
    let held = json!({ "ruleset": "dh2", "actions": ["delay", "standard"], "round": { "attacks": 1 } });
    assert!(check(held).is_empty());
}

// ------------------------------------------------------------------ the actor

/// A pinned character takes only Half Actions (000 "Being Pinned", 003 "Pinning", 002
/// "Pinning"); in Only War it may not start a melee either (002 "Pinning"), which the other
/// lines do not say.
#[test]
fn pinned_takes_half_actions_only() {
    for r in ALL {
        let pinned =
            |actions: Value| check(json!({ "ruleset": r, "actor": actor(json!(["pinned"])), "actions": actions }));
        assert_eq!(pinned(json!(["charge"])), ["pinned"], "{r}");
        assert_eq!(pinned(json!([{ "id": "move", "as": "full" }])), ["pinned"], "{r}");
        assert!(pinned(json!(["aim", "standard"])).is_empty(), "{r}");
        assert!(pinned(json!(["move", { "id": "standard", "reach": "ranged" }])).is_empty(), "{r}");
        let melee = pinned(json!([{ "id": "standard", "reach": "melee" }]));
        assert_eq!(melee.is_empty(), r != "ow", "{r}: {melee:?}");
    }
    let engaged = json!({ "ruleset": "ow", "actor": actor(json!(["pinned", "engaged"])),
                          "actions": [{ "id": "standard", "reach": "melee" }] });
    assert!(check(engaged).is_empty(), "engaged in melee: no longer pinned (002 Pinning)");
}

/// Stunned (000 and 003 Stunned, 002 Stunned), helpless (000 Helpless), unconscious (000
/// Unconsciousness, 002 Unconscious; also fatigue past the threshold, 000 and 003 Fatigue)
/// and unaware characters take no actions or reactions.
#[test]
fn incapacitated_characters_do_nothing() {
    for r in ALL {
        for c in ["stunned", "helpless", "unconscious", "unaware"] {
            let acts = json!({ "ruleset": r, "actor": actor(json!([c])), "actions": ["standard"] });
            assert_eq!(check(acts), ["incapacitated"], "{r} {c}");
            let reacts = json!({ "ruleset": r, "actor": actor(json!([c])), "reactionsUsed": 1 });
            assert_eq!(check(reacts), ["incapacitated"], "{r} {c}");
            assert!(check(json!({ "ruleset": r, "actor": actor(json!([c])) })).is_empty(), "{r} {c}: nothing is fine");
        }
    }
    // T 30: fatigue past TB 3 (dh1, rt, ow) or TB + WPB 6 (dh2) knocks out.
    for (r, out) in [("dh1", true), ("rt", true), ("ow", true), ("dh2", false)] {
        let tired = json!({ "ruleset": r, "actor": { "characteristics": { "t": 30, "wp": 30 }, "fatigue": 4 },
                            "actions": ["move"] });
        assert_eq!(check(tired) == ["incapacitated"], out, "{r}");
    }
}

/// A surprised character loses its turn in the first round (000 "Surprise", 003 "Step One:
/// Surprise"; 002 and 004 do not say otherwise) and acts normally after it.
#[test]
fn surprise_costs_the_first_turn() {
    for r in ALL {
        let first =
            json!({ "ruleset": r, "actor": actor(json!(["surprised"])), "actions": ["aim"], "firstRound": true });
        assert_eq!(check(first), ["surprised"], "{r}");
        let reacts =
            json!({ "ruleset": r, "actor": actor(json!(["surprised"])), "reactionsUsed": 1, "firstRound": true });
        assert_eq!(check(reacts), ["surprised"], "{r}");
        let later = json!({ "ruleset": r, "actor": actor(json!(["surprised"])), "actions": ["aim", "standard"] });
        assert!(check(later).is_empty(), "{r}");
    }
}

/// A grappled character may use only the Grapple action and no reactions (000 Grappling).
#[test]
fn grappled_only_grapples() {
    for (r, dodge) in [("dh1", "dodge"), ("rt", "dodge"), ("ow", "evasion"), ("dh2", "evasion")] {
        let c = turn(json!({ "ruleset": r, "actor": actor(json!(["grappled"])), "actions": ["move", dodge] }));
        let got: Vec<(&str, &str)> = c.problems.iter().map(|p| (p.code, p.path.as_str())).collect();
        assert_eq!(got, [("grappled", "actions[0]"), ("grappled", "actions[1]")], "{r}");
    }
}

/// The result as JSON: `{ valid, problems: [{ code, message, path }], reactionsAllowed }`.
#[test]
fn result_shape() {
    let c = turn(json!({ "ruleset": "dh2", "actions": ["standard", "standard"] }));
    let v = serde_json::to_value(&c).expect("serialises");
    assert_eq!(v["valid"], false);
    assert_eq!(v["problems"][0]["code"], "same_half_action");
    assert_eq!(v["problems"][0]["path"], "actions[1]");
    assert!(v["problems"][0]["message"].as_str().is_some_and(|m| m.contains("Standard Attack")));
    assert_eq!(v["reactionsAllowed"], 1);
}
