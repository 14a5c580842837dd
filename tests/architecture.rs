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

fn core_files() -> Vec<String> {
    let mut files: Vec<String> = fs::read_dir("src")
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path().to_string_lossy().into_owned())
        .filter(|p| p.ends_with(".rs"))
        .collect();
    for e in fs::read_dir("src/rules").unwrap().flatten() {
        files.push(e.path().to_string_lossy().into_owned());
    }
    files.sort();
    files
}

#[test]
fn procedures_do_not_branch_on_the_ruleset_name() {
    for f in core_files() {
        if f.contains("src/rules/") || f.ends_with("model.rs") {
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
