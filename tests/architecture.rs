//! Guards for the shape of the core (docs/architecture.md): one folder a domain, layers that
//! point one way with no import circle between the top-level parts of `src/`, unique file
//! names, short files; rule differences live in the ruleset profiles, the core knows nothing
//! of JS, and nothing input-driven can panic.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

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

/// The code with comments taken out (line comments, doc comments), so a path named in
/// prose is not an import.
fn without_comments(s: &str) -> String {
    s.lines()
        .map(|l| match l.find("//") {
            // A `//` inside a string literal ("http://") is rare in this crate; a line whose
            // `//` follows an odd number of quotes keeps its text.
            Some(i) if l[..i].matches('"').count() % 2 == 0 => &l[..i],
            _ => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every Rust file under `src/`, folders included.
fn core_files() -> Vec<String> {
    fn walk(dir: &Path, out: &mut Vec<String>) {
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
    walk(Path::new("src"), &mut files);
    files.sort();
    assert!(files.iter().any(|f| f.contains("src/attack/")), "the attack folder is checked too");
    files
}

/// The layers of the core, lowest first. A top-level part may use the parts of lower layers
/// and its own, never a part of its own layer or above. The domains still to come have their
/// place already (docs/architecture.md says what each will hold).
const LAYERS: &[&[&str]] = &[
    &["error"],
    &["json"],
    &["dice"],
    &["model"],
    &["rules"],
    &["test"],
    &["body"],
    &["movement"],
    &["vehicle"],
    &["attack"],
    &["mind"],
    &["turn"],
    &["encounter"],
    &["catalogue"],
    &["wasm"],
];

fn layer_of(part: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&part))
}

/// The top-level part a file belongs to: `src/attack/hits.rs` -> `attack`, `src/wasm/mod.rs`
/// -> `wasm`; `src/lib.rs` belongs to none (it only declares and re-exports).
fn part_of(file: &str) -> Option<String> {
    let rel = file.strip_prefix("src/").unwrap_or(file);
    let first = rel.split('/').next().unwrap_or(rel);
    let name = first.strip_suffix(".rs").unwrap_or(first);
    (name != "lib").then(|| name.to_string())
}

/// The top-level parts a piece of code names through `crate::`: `crate::dice::Dice`,
/// `crate::{dice::Dice, model::Actor}` and `use crate::test::{self, bonus}` alike.
fn crate_paths(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(i) = code[from..].find("crate::") {
        let at = from + i;
        from = at + "crate::".len();
        if at > 0 && (bytes[at - 1] == b'$' || bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
            continue; // `$crate::` in a macro, or a longer name ending in "crate"
        }
        let rest = &code[from..];
        if let Some(group) = rest.strip_prefix('{') {
            // The names at the group's top level, before each `::`, `,` or `}`.
            let mut depth = 0;
            let mut word = String::new();
            let mut expecting = true;
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => expecting = true,
                    c if (c.is_alphanumeric() || c == '_') && depth == 0 && expecting => word.push(c),
                    _ => {
                        if !word.is_empty() {
                            out.insert(std::mem::take(&mut word));
                        }
                        if depth == 0 && !c.is_whitespace() {
                            expecting = false;
                        }
                    }
                }
            }
            if !word.is_empty() {
                out.insert(word);
            }
        } else {
            let word: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            out.insert(word);
        }
    }
    out
}

/// Which top-level parts each part uses, with a file that shows each edge.
fn imports() -> BTreeMap<String, BTreeMap<String, String>> {
    let files = core_files();
    let parts: BTreeSet<String> = files.iter().filter_map(|f| part_of(f)).collect();
    let mut edges: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for f in &files {
        let Some(from) = part_of(f) else { continue };
        let entry = edges.entry(from.clone()).or_default();
        for to in crate_paths(&without_comments(&code(f))) {
            if to != from && parts.contains(&to) {
                entry.entry(to).or_insert_with(|| f.clone());
            }
        }
    }
    edges
}

#[test]
fn the_path_reader_sees_every_form_of_import() {
    let got = crate_paths("use crate::dice::Dice;\nuse crate::{model::{Actor, Weapon}, rules::profile};\nlet x = crate::test::bonus(p);\n$crate::tagged!(x);");
    let want: BTreeSet<String> = ["dice", "model", "rules", "test"].iter().map(|s| s.to_string()).collect();
    assert_eq!(got, want);
    assert_eq!(without_comments("use a; // crate::x\n/// crate::y"), "use a; \n");
}

/// Every top-level part of `src/` has a layer, and uses only the parts below it: so there
/// is no import circle between them (docs/architecture.md).
#[test]
fn layers_point_one_way() {
    let edges = imports();
    let mut wrong = Vec::new();
    for (from, tos) in &edges {
        let Some(lf) = layer_of(from) else {
            wrong.push(format!("src/{from} has no layer: add it to LAYERS here and to docs/architecture.md"));
            continue;
        };
        for (to, file) in tos {
            let lt = layer_of(to).unwrap_or(usize::MAX);
            if lt >= lf {
                wrong.push(format!("{file} uses crate::{to}, which is not below {from}"));
            }
        }
    }
    assert!(wrong.is_empty(), "layers broken:\n{}", wrong.join("\n"));
}

/// No circle at all between top-level parts (a check of its own, so a broken layer table
/// cannot hide one): a depth-first search over the import graph.
#[test]
fn no_import_circle_between_top_level_parts() {
    let edges = imports();
    fn visit<'a>(
        n: &'a str,
        edges: &'a BTreeMap<String, BTreeMap<String, String>>,
        state: &mut BTreeMap<&'a str, u8>,
        path: &mut Vec<&'a str>,
    ) -> Option<Vec<String>> {
        match state.get(n) {
            Some(1) => {
                let start = path.iter().position(|p| *p == n).unwrap_or(0);
                let mut c: Vec<String> = path[start..].iter().map(|s| s.to_string()).collect();
                c.push(n.to_string());
                return Some(c);
            }
            Some(_) => return None,
            None => {}
        }
        state.insert(n, 1);
        path.push(n);
        if let Some(tos) = edges.get(n) {
            for to in tos.keys() {
                if let Some(c) = visit(to, edges, state, path) {
                    return Some(c);
                }
            }
        }
        path.pop();
        state.insert(n, 2);
        None
    }
    let mut state = BTreeMap::new();
    for n in edges.keys() {
        if let Some(c) = visit(n, &edges, &mut state, &mut Vec::new()) {
            panic!("import circle: {}", c.join(" -> "));
        }
    }
}

/// `src/` holds `lib.rs` and folders (the domains, and `wasm/`, the skin), nothing else
/// loose.
#[test]
fn src_is_domain_folders() {
    for e in fs::read_dir("src").unwrap().flatten() {
        let p = e.path();
        if p.is_file() {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            assert!(name == "lib.rs", "src/{name}: put it in the folder of its domain");
        }
    }
    let lib = code("src/lib.rs");
    assert!(lib.lines().count() < 80, "lib.rs stays a short list of domains and entry points");
    // One short wrapper per entry point, and nothing else.
    for e in fs::read_dir("src/wasm").unwrap().flatten() {
        let f = e.path().to_string_lossy().into_owned();
        assert!(code(&f).lines().count() < 320, "{f}: the wasm skin stays thin");
    }
}

/// A file's name says what it holds, once: no two files under `src/` share a name (each
/// folder's `mod.rs` aside).
#[test]
fn file_names_are_unique() {
    let mut seen: BTreeMap<String, String> = BTreeMap::new();
    for f in core_files() {
        let name = Path::new(&f).file_name().unwrap().to_string_lossy().into_owned();
        if name == "mod.rs" {
            continue;
        }
        if let Some(other) = seen.insert(name.clone(), f.clone()) {
            panic!("{f} and {other} share the name {name}");
        }
    }
}

/// No source file grows past about 500 lines (tests inside it included): split it into
/// named steps or tables instead.
#[test]
fn files_stay_short() {
    let long: Vec<String> = core_files()
        .into_iter()
        .map(|f| (source(&f).lines().count(), f))
        .filter(|(n, _)| *n > 520)
        .map(|(n, f)| format!("{f}: {n} lines"))
        .collect();
    assert!(long.is_empty(), "files over about 500 lines:\n{}", long.join("\n"));
}

/// A newcomer finds each of the book's attack steps in its own file, listed in the books'
/// order in `attack/mod.rs` (docs/architecture.md).
#[test]
fn the_attack_reads_like_the_book() {
    let steps = ["modifiers", "attack_test", "hits", "reaction", "damage", "apply"];
    for step in steps {
        assert!(fs::metadata(format!("src/attack/{step}.rs")).is_ok(), "src/attack/{step}.rs");
    }
    let m = code("src/attack/mod.rs");
    let at: Vec<usize> = steps
        .iter()
        .map(|s| m.find(&format!("mod {s};")).unwrap_or_else(|| panic!("mod {s}; in attack/mod.rs")))
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "attack/mod.rs lists the steps in the books' order");
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
        if f.starts_with("src/wasm/") {
            continue;
        }
        let c = code(&f);
        for needle in ["wasm_bindgen", "js_sys", "JsValue"] {
            assert!(!c.contains(needle), "{f} uses {needle}; only src/wasm/ may");
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
