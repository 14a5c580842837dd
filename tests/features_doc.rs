//! docs/features.md lists every weapon quality, talent and trait, per line, from the same
//! rows the engine applies (`Profile::features`), so the docs cannot drift from the rules.
//! The part between the markers is generated: run
//! `COGITATOR_WRITE_DOCS=1 cargo test --test features_doc` to rewrite it.

use cogitator::rules::features::{known_ids, Feature, Fx, Kind, Takes};
use cogitator::rules::{profile, Profile};
use cogitator::Ruleset;

const PATH: &str = "docs/features.md";
const BEGIN: &str = "<!-- generated from the profiles: begin -->";
const END: &str = "<!-- generated from the profiles: end -->";

fn lines() -> Vec<&'static Profile> {
    [Ruleset::Dh1, Ruleset::Rt, Ruleset::Ow, Ruleset::Dh2].iter().map(|&r| profile(r)).collect()
}

fn row(p: &Profile, id: &str) -> Option<&'static Feature> {
    p.domains().features.iter().find(|f| f.id == id)
}

fn takes(f: &Feature) -> String {
    match f.value {
        Takes::Nothing => String::new(),
        Takes::Required(what) => format!(" Takes a number: {what}."),
        Takes::Default(d) => format!(" Takes a number ({d} if not given)."),
    }
}

fn render() -> String {
    let ps = lines();
    let mut out = String::new();
    for (kind, title) in [(Kind::Quality, "Weapon qualities"), (Kind::Talent, "Talents"), (Kind::Trait, "Traits")] {
        out.push_str(&format!("\n## {title}\n\n| id | name | dh1 | rt | ow | dh2 |\n|---|---|---|---|---|---|\n"));
        let ids = known_ids(kind);
        for id in &ids {
            let name = ps.iter().find_map(|p| row(p, id)).map_or("", |f| f.name);
            let marks: Vec<&str> = ps
                .iter()
                .map(|p| match row(p, id) {
                    Some(f) if f.effects.is_empty() => "named",
                    Some(f) if f.effects.iter().all(|e| matches!(e, Fx::Allows(_))) => "permits",
                    Some(_) => "applied",
                    None => "no rule",
                })
                .collect();
            out.push_str(&format!("| `{id}` | {name} | {} |\n", marks.join(" | ")));
        }
        for id in &ids {
            let name = ps.iter().find_map(|p| row(p, id)).map_or("", |f| f.name);
            out.push_str(&format!("\n### {name} (`{id}`)\n\n"));
            for p in &ps {
                match row(p, id) {
                    Some(f) => out.push_str(&format!("- **{}**: {}{} *Source: {}.*\n", p.name, f.summary, takes(f), f.source)),
                    None => out.push_str(&format!("- **{}**: no rule in this line; a request naming it is accepted and the log says it was applied as nothing.\n", p.name)),
                }
            }
        }
    }
    out
}

#[test]
fn docs_list_every_feature_as_the_profiles_apply_it() {
    let text = std::fs::read_to_string(PATH).unwrap_or_default();
    let (Some(b), Some(e)) = (text.find(BEGIN), text.find(END)) else {
        panic!("{PATH} needs the markers {BEGIN} and {END}");
    };
    let generated = render();
    let current = &text[b + BEGIN.len()..e];
    if current != generated {
        if std::env::var_os("COGITATOR_WRITE_DOCS").is_some() {
            let new = format!("{}{BEGIN}{generated}{}", &text[..b], &text[e..]);
            std::fs::write(PATH, new).unwrap();
            return;
        }
        panic!("{PATH} is stale: run COGITATOR_WRITE_DOCS=1 cargo test --test features_doc");
    }
}

/// The docs' own prose states the rules for absent, custom and foreign features.
#[test]
fn docs_explain_names_and_values() {
    let text = std::fs::read_to_string(PATH).unwrap_or_default();
    for needle in ["custom: true", "did you mean", "applied as nothing", "value"] {
        assert!(text.contains(needle), "{PATH} explains '{needle}'");
    }
}
