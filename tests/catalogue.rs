//! `catalogue({ ruleset })`: each line's skills with their characteristics, difficulties
//! with display names, actions, conditions and circumstances; and the skill check of
//! `rollTest` and `opposedTest` (a skill is tested on its own characteristic unless the
//! request says `anyCharacteristic`).

mod common;

use cogitator::catalogue::{catalogue, CircumstanceKind};
use cogitator::rules::skills::SkillClass;
use cogitator::*;
use common::*;
use serde_json::{json, Value};

fn skill<'a>(c: &'a Catalogue, id: &str) -> &'a cogitator::rules::skills::SkillDef {
    c.skills.iter().find(|s| s.id == id).unwrap_or_else(|| panic!("{:?} has no skill {id}", c.ruleset))
}

fn norm(s: &str) -> String {
    s.chars().filter(|c| c.is_ascii_alphanumeric()).map(|c| c.to_ascii_lowercase()).collect()
}

#[test]
fn every_skill_has_a_characteristic_an_id_and_a_source() {
    for r in Ruleset::ALL {
        let c = catalogue(r);
        let json = serde_json::to_value(&c).unwrap();
        let chars: Vec<String> = c.characteristics.iter().map(|d| d.id.as_str().to_string()).collect();
        for s in json["skills"].as_array().unwrap() {
            let ch = s["characteristic"].as_str().unwrap_or_else(|| panic!("{r:?} {s}: no characteristic"));
            assert!(chars.iter().any(|c| c == ch), "{r:?} {s}");
            assert!(s["source"].as_str().is_some_and(|t| t.contains("Skills")), "{r:?} {s}");
        }
        let mut ids: Vec<&str> = c.skills.iter().map(|s| s.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), c.skills.len(), "{r:?}: duplicate ids");
        for s in c.skills {
            // The id is the name in camelCase, so either names the skill in a request.
            assert_eq!(norm(s.id), norm(s.name), "{r:?}");
            let first_gen = matches!(r, Ruleset::Dh1 | Ruleset::Rt);
            assert_eq!(s.class.is_some(), first_gen, "{r:?} {}: basic/advanced only in the first generation", s.name);
        }
    }
}

#[test]
fn each_line_has_its_published_count_of_skills() {
    // (line, skills, of which specialist, of which basic)
    let counts =
        [(Ruleset::Dh1, 48, 11, 19), (Ruleset::Rt, 49, 11, 20), (Ruleset::Ow, 28, 7, 0), (Ruleset::Dh2, 28, 7, 0)];
    for (r, all, specialist, basic) in counts {
        let c = catalogue(r);
        assert_eq!(c.skills.len(), all, "{r:?}");
        assert_eq!(c.skills.iter().filter(|s| s.specialist).count(), specialist, "{r:?}");
        assert_eq!(c.skills.iter().filter(|s| s.class == Some(SkillClass::Basic)).count(), basic, "{r:?}");
    }
}

/// A few rows per line, from each line's core rulebook skill list.
#[test]
fn known_rows() {
    use Characteristic::*;
    let rows: [(Ruleset, &str, Characteristic, Option<SkillClass>); 16] = [
        // Dark Heresy: Carouse is a basic Toughness skill, Interrogation advanced Willpower.
        (Ruleset::Dh1, "carouse", T, Some(SkillClass::Basic)),
        (Ruleset::Dh1, "interrogation", Wp, Some(SkillClass::Advanced)),
        (Ruleset::Dh1, "dodge", Ag, Some(SkillClass::Basic)),
        (Ruleset::Dh1, "intimidate", S, Some(SkillClass::Basic)),
        (Ruleset::Dh1, "command", Fel, Some(SkillClass::Advanced)),
        // Rogue Trader: Command is basic, Commerce an advanced Fellowship skill.
        (Ruleset::Rt, "command", Fel, Some(SkillClass::Basic)),
        (Ruleset::Rt, "commerce", Fel, Some(SkillClass::Advanced)),
        (Ruleset::Rt, "lipReading", Per, Some(SkillClass::Advanced)),
        // Only War and Dark Heresy 2nd edition: Parry on Weapon Skill, Survival on
        // Perception, Security on Intelligence; Commerce differs.
        (Ruleset::Ow, "parry", Ws, None),
        (Ruleset::Ow, "commerce", Fel, None),
        (Ruleset::Ow, "operate", Ag, None),
        (Ruleset::Dh2, "dodge", Ag, None),
        (Ruleset::Dh2, "parry", Ws, None),
        (Ruleset::Dh2, "awareness", Per, None),
        (Ruleset::Dh2, "security", Int, None),
        (Ruleset::Dh2, "commerce", Int, None),
    ];
    for (r, id, ch, class) in rows {
        let c = catalogue(r);
        let s = skill(&c, id);
        assert_eq!((s.characteristic, s.class), (ch, class), "{r:?} {id}");
    }
    assert!(skill(&catalogue(Ruleset::Dh2), "commonLore").specialist);
    assert!(!catalogue(Ruleset::Dh1).skills.iter().any(|s| s.id == "parry"), "Parry is no skill in Dark Heresy");
}

#[test]
fn difficulties_have_display_names_easiest_first() {
    let dh2 = catalogue(Ruleset::Dh2);
    let labels: Vec<&str> = dh2.difficulties.iter().map(|d| d.label.as_str()).collect();
    assert_eq!(labels.first(), Some(&"Trivial (+60)"));
    assert_eq!(labels.last(), Some(&"Hellish (-60)"));
    assert!(labels.contains(&"Challenging (+0)") && labels.contains(&"Very Hard (-30)"), "{labels:?}");
    assert_eq!(dh2.difficulties.len(), 13);
    let dh1 = catalogue(Ruleset::Dh1);
    assert_eq!(dh1.difficulties.len(), 7);
    assert_eq!(dh1.difficulties.first().map(|d| (d.id, d.modifier)), Some(("easy", 30)));
    // Every id is accepted back as a test's difficulty, with the same modifier.
    for r in Ruleset::ALL {
        for d in catalogue(r).difficulties {
            let out = test(json!({ "ruleset": r.as_str(), "actor": { "characteristics": { "ag": 40 } },
                "characteristic": "ag", "difficulty": d.id, "dice": { "rolls": [50] } }));
            assert_eq!(out.result.target, 40 + d.modifier.clamp(-60, 60), "{r:?} {}", d.label);
        }
    }
}

#[test]
fn actions_are_the_lines_actions() {
    for r in Ruleset::ALL {
        let ids: Vec<&str> = catalogue(r).actions.iter().map(|a| a.id).collect();
        let expected: Vec<&str> = actions(r).iter().map(|a| a.id).collect();
        assert_eq!(ids, expected, "{r:?}");
    }
}

/// A count as the summaries spell it.
fn word(n: u32) -> String {
    let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    words.get(n as usize).map_or_else(|| n.to_string(), |w| w.to_string())
}

/// The numbers an action's summary may state, each rendered from the profile field it
/// comes from with the words around it (so that one number cannot pass for another):
/// the row's own modifier and hits, and the line's jams, pinning, reactions, aim,
/// circumstances, melee and turn numbers. Longest first, so that "Willpower at -20" is
/// taken before a modifier's "at -20".
fn stated_numbers(p: &cogitator::rules::Profile, d: &cogitator::rules::action_types::ActionDef) -> Vec<String> {
    use cogitator::rules::action_types::{FireMode, Hits};
    let k = &p.circumstances;
    let kd = &p.melee.knock_down;
    let mut out = Vec::new();
    if let Some(rule) = d.attack {
        let m = rule.modifier;
        out.extend([format!("at {m:+}"), format!("burst: {m:+}"), format!("{m:+} to the Standard Attack")]);
        if let Hits::OnePlusPer { per } | Hits::OnePlusPerAdditional { per } = rule.hits {
            out.extend([format!("every {} degrees", word(per)), format!("per {} degrees", word(per))]);
        }
        let jam = if matches!(rule.mode, Some(FireMode::Semi | FireMode::Full)) { p.jams.burst } else { p.jams.single };
        out.push(format!("jams on {jam}+"));
    }
    let pinning = if d.id == "overwatch" { p.pinning.overwatch } else { p.pinning.suppressing_full };
    out.push(format!("Willpower at {pinning:+}"));
    out.extend([
        format!("{:+} to Dodge and Parry", p.reactions.guarded_bonus),
        format!("{:+} to Evasion", p.reactions.guarded_bonus),
        format!("{:+} spent as a half action", p.aim.half),
        format!("{:+} as a full action", p.aim.full),
        format!("unbraced {:+}", k.unbraced_heavy),
        format!("take {:+} on Weapon Skill attacks", k.defensive_stance_melee),
        format!("shots at the runner take {:+}", k.running_target_ranged),
        format!("melee attacks on it gain {:+}", k.running_target_melee),
        format!("{:+} after a half move", kd.moved_bonus),
        format!("({:+} with a Charge)", kd.moved_bonus),
        format!("at {} degrees", word(kd.damage_degrees as u32)),
        format!("{} degrees add", word(kd.damage_degrees as u32)),
        format!("({}d{}{:+})+SB", kd.damage.count, kd.damage.sides, kd.damage.modifier),
        format!("{} metre", p.melee.manoeuvre_metres),
    ]);
    if p.melee.stun.target_die {
        out.push("against 1d10 + TB".to_string());
    }
    if !p.talent_strikes.is_empty() {
        let mut strikes: Vec<u32> = p.talent_strikes.iter().map(|t| t.strikes).collect();
        strikes.sort_unstable();
        let words: Vec<String> = strikes.into_iter().map(word).collect();
        out.push(format!("{} melee strikes", words.join(" or ")));
    }
    if p.turn.repeatable.contains(&d.id) {
        out.push("twice in a turn on two different items".to_string());
    }
    out.sort_by_key(|s| std::cmp::Reverse(s.len()));
    out
}

/// Numbers in summaries that no profile field holds, because the engine leaves the rule to
/// the table: (action, words, why).
const UNMODELLED_NUMBERS: &[(&str, &str, &str)] = &[
    ("charge", "at least 4 metres", "the run before a Charge is the caller's to judge; the engine resolves the strike"),
    ("charge", "the last 4 straight", "the same run"),
    ("run", "three full moves", "movement is not modelled"),
    ("tacticalAdvance", "two positions of cover", "movement is not modelled"),
    ("stun", "1d10 + SB", "the attacker's stun roll is the same in every line (attack::stun)"),
];

/// Every number in every action's summary (digits, or counts spelt out) is the line's own:
/// taken away with the field it comes from (`stated_numbers`) or named as a rule the engine
/// does not model (`UNMODELLED_NUMBERS`), nothing numeric is left. A profile change that
/// leaves a summary stating the old number fails here.
#[test]
fn every_number_in_an_action_summary_is_the_profiles() {
    const WORDS: [&str; 10] = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twice"];
    for r in Ruleset::ALL {
        let p = cogitator::rules::profile(r);
        for d in cogitator::rules::other_actions::all(p) {
            let mut left = d.summary.to_string();
            for s in stated_numbers(p, d) {
                left = left.replacen(&s, "", 1);
            }
            for (id, words, _) in UNMODELLED_NUMBERS {
                if *id == d.id {
                    left = left.replacen(words, "", 1);
                }
            }
            // A line's id ("no extra reaction in dh1") is a name, not a number.
            let numeric = left.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| {
                WORDS.contains(&w)
                    || (w.chars().any(|c| c.is_ascii_digit()) && !Ruleset::ALL.iter().any(|l| l.as_str() == w))
            });
            assert!(
                !numeric,
                "{r:?} {}: a number that is not the profile's: {:?} (left of {:?})",
                d.id, left, d.summary
            );
        }
    }
}

#[test]
fn conditions_have_labels_and_the_lines_numbers() {
    for r in Ruleset::ALL {
        let c = catalogue(r);
        assert_eq!(c.conditions.len(), Condition::ALL.len());
        for d in &c.conditions {
            assert!(!d.label.is_empty() && d.summary.ends_with('.'), "{r:?} {:?}", d.id);
            // Each id is what `actor.conditions` takes.
            let back: Condition = serde_json::from_value(json!(d.id.as_str())).unwrap();
            assert_eq!(back, d.id);
        }
    }
    let find = |r, id| catalogue(r).conditions.into_iter().find(|d| d.id == id).unwrap().summary;
    // A prone target: Rogue Trader 000 "Prone" (-10 to shoot it), Dark Heresy 003 "Prone"
    // (no ranged penalty).
    assert!(find(Ruleset::Rt, Condition::Prone).contains("shots at it -10"), "{}", find(Ruleset::Rt, Condition::Prone));
    assert!(find(Ruleset::Dh1, Condition::Prone).contains("shots at it +0"));
    // The Defensive Stance's extra reaction: Rogue Trader yes, Dark Heresy no.
    assert!(find(Ruleset::Rt, Condition::DefensiveStance).contains("extra reaction"));
    assert!(!find(Ruleset::Dh1, Condition::DefensiveStance).contains("extra reaction"));
}

#[test]
fn circumstances_are_the_request_fields() {
    for r in Ruleset::ALL {
        let c = catalogue(r);
        assert_eq!(c.circumstances.len(), 15, "{r:?}");
        for d in &c.circumstances {
            let value = if d.kind == CircumstanceKind::Number { json!(2) } else { json!(true) };
            let mut fields = serde_json::Map::new();
            fields.insert(d.id.to_string(), value);
            let parsed: Result<Circumstances> = from(Value::Object(fields));
            assert!(parsed.is_ok(), "{r:?} {}: not a field of circumstances", d.id);
            assert!(!d.label.is_empty() && !d.summary.is_empty());
        }
    }
    let darkness = |r| catalogue(r).circumstances.into_iter().find(|d| d.id == "darkness").unwrap().summary;
    // 000 "Darkness": -20 melee, -30 ranged.
    assert!(darkness(Ruleset::Rt).contains("melee attacks -20, ranged attacks -30"), "{}", darkness(Ruleset::Rt));
}

// ---------------------------------------------------------------- the skill check

fn dodge_on(ruleset: &str, characteristic: &str) -> Value {
    json!({ "ruleset": ruleset, "actor": { "characteristics": { "ag": 40, "ws": 50, "int": 30, "fel": 35 },
        "skills": { "dodge": { "trained": true } } },
        "characteristic": characteristic, "skill": "Dodge", "dice": { "rolls": [20] } })
}

#[test]
fn a_skill_on_another_characteristic_is_refused() {
    for r in Ruleset::ALL {
        let e = test_err(dodge_on(r.as_str(), "ws"));
        assert_eq!(e.code, ErrorCode::NotAllowed, "{r:?}");
        assert_eq!(e.path.as_deref(), Some("characteristic"));
        assert!(e.message.contains("Agility") && e.message.contains("anyCharacteristic"), "{}", e.message);
        // Its own characteristic passes.
        assert!(test(dodge_on(r.as_str(), "ag")).result.success);
    }
}

#[test]
fn any_characteristic_lets_the_gm_choose() {
    let out = test(merge(dodge_on("dh2", "ws"), json!({ "anyCharacteristic": true })));
    assert_eq!(out.result.characteristic, Characteristic::Ws);
    assert_eq!(out.result.target, 50);
    assert!(
        out.log.iter().any(|l| l.contains("Dodge tested on Weapon Skill rather than its own Agility")),
        "{:?}",
        out.log
    );
}

#[test]
fn specialist_and_house_skills() {
    let lore = |c: &str| {
        json!({ "ruleset": "dh2", "actor": { "characteristics": { "int": 40, "fel": 40 },
            "skills": { "Common Lore (Imperium)": { "trained": true }, "Void Dancing": { "trained": true, "advanced": true } } },
            "characteristic": c, "skill": "Common Lore (Imperium)", "dice": { "rolls": [20] } })
    };
    // A specialist skill has its skill's characteristic, whatever the specialisation.
    assert_eq!(test_err(lore("fel")).code, ErrorCode::NotAllowed);
    assert!(test(lore("int")).result.success);
    // A house skill is the caller's: any characteristic.
    assert!(test(merge(lore("fel"), json!({ "skill": "Void Dancing" }))).result.success);
}

#[test]
fn opposed_sides_are_checked_each_under_its_name() {
    let side = |c: &str| json!({ "actor": { "characteristics": { "s": 40, "wp": 40 } }, "characteristic": c, "skill": "Intimidate" });
    let run = |a: Value, b: Value| {
        let r: OpposedRequest =
            from(json!({ "ruleset": "dh2", "a": a, "b": b, "dice": { "rolls": [20, 30] } })).unwrap();
        opposed_test(&r, 1)
    };
    let e = run(side("s"), side("wp")).unwrap_err();
    assert_eq!((e.code, e.path.as_deref()), (ErrorCode::NotAllowed, Some("b.characteristic")));
    assert!(e.message.contains("Strength"), "{}", e.message);
    let e = run(side("wp"), side("s")).unwrap_err();
    assert_eq!(e.path.as_deref(), Some("a.characteristic"));
    let allowed = merge(side("wp"), json!({ "anyCharacteristic": true }));
    assert!(run(side("s"), allowed).is_ok());
}

/// The catalogue lists the movement environments (003 Table 7-30), the vehicle actions with
/// their summaries and the terrain rows (002), the same rows the engine applies.
#[test]
fn movement_and_vehicle_rows() {
    for r in [Ruleset::Dh1, Ruleset::Rt, Ruleset::Ow, Ruleset::Dh2] {
        let c = catalogue(r);
        assert_eq!(c.environments.len(), 10);
        let rubble = c.environments.iter().find(|e| e.environment == Environment::Rubble).unwrap();
        assert_eq!(rubble.modifier, -20);
        let names: Vec<&str> = c.vehicle_actions.iter().map(|a| a.name).collect();
        assert_eq!(names, ["Tactical Manoeuvring", "Evasive Manoeuvring", "Floor It!", "Hit & Run", "Jink", "Ram!"]);
        assert!(c.vehicle_actions.iter().all(|a| !a.summary.is_empty()));
        let terrain: Vec<i32> = c.terrain.iter().map(|t| t.modifier).collect();
        assert_eq!(terrain, [0, -5, -10, -15]);
    }
}
