//! Guards for the shape of the core (ARCHITECTURE.md): rule differences live in the
//! ruleset profiles, the core knows nothing of JS, and nothing input-driven can panic.

use std::fs;

fn source(path: &str) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The non-test part of a source file (everything before `#[cfg(test)]`).
fn code(path: &str) -> String {
    let s = source(path);
    match s.find("#[cfg(test)]") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// Every Rust file under `src/`, folders included.
fn core_files() -> Vec<String> {
    fn walk(dir: &std::path::Path, out: &mut Vec<String>) {
        for e in fs::read_dir(dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p.to_string_lossy().into_owned());
            }
        }
    }
    let mut files = Vec::new();
    walk(std::path::Path::new("src"), &mut files);
    files.sort();
    assert!(files.iter().any(|f| f.contains("src/attack/")), "the attack folder is checked too");
    files
}

/// A newcomer finds each of the book's attack steps in its own file (ARCHITECTURE.md).
#[test]
fn the_attack_reads_like_the_book() {
    for step in ["modifiers", "test", "hits", "reaction", "damage", "apply", "actions"] {
        assert!(fs::metadata(format!("src/attack/{step}.rs")).is_ok(), "src/attack/{step}.rs");
    }
    let m = code("src/attack/mod.rs");
    assert!(m.lines().count() < 250, "mod.rs stays a short summary of the steps");
}

#[test]
fn procedures_do_not_branch_on_the_ruleset_name() {
    for f in core_files() {
        if f.contains("src/rules/") || f.contains("src/model/") {
            continue;
        }
        let c = code(&f);
        for needle in
            ["Ruleset::Dh1", "Ruleset::Rt", "Ruleset::Ow", "Ruleset::Dh2", ".id ==", ".id !=", "\"dh1\"", "\"dh2\""]
        {
            assert!(!c.contains(needle), "{f} mentions {needle}: move the difference into the profiles");
        }
    }
}

#[test]
fn the_core_knows_nothing_of_js() {
    for f in core_files() {
        if f.ends_with("wasm.rs") {
            continue;
        }
        let c = code(&f);
        for needle in ["wasm_bindgen", "js_sys", "JsValue"] {
            assert!(!c.contains(needle), "{f} uses {needle}; only src/wasm.rs may");
        }
    }
    assert!(source("src/lib.rs").contains("#[cfg(target_arch = \"wasm32\")]\nmod wasm;"));
}

#[test]
fn no_unwrap_expect_or_unsafe_outside_tests() {
    assert!(source("src/lib.rs").contains("#![forbid(unsafe_code)]"));
    for f in core_files() {
        let c = code(&f);
        for needle in [".unwrap()", ".expect(", "unsafe ", "panic!(", "unreachable!(", "todo!("] {
            assert!(!c.contains(needle), "{f} contains {needle}");
        }
    }
}
