//! Every request object and every name is read by the reader generated from its type
//! (`#[derive(ReadObject)]` for a struct, `#[derive(ReadName)]` for a name enum,
//! `macros/`, sharing `json::object_reader`), not by serde's derive. Here the two are compared: serde's derive is kept beside each generated reader
//! (`remote = "Self"`), and in debug builds `json::object_reader::with_derived` makes every
//! object read by it instead, so one request text can be read both ways.
//!
//! The requests are `tests/fixtures/requests.json`: valid requests of every kind the
//! engine reads, as the test suite sends them (chosen so that together they hold every
//! key path the suite's requests hold). Each object in each request is mutated: each entry
//! dropped, given twice, misspelt, or given a value of each JSON type (a name misspelt);
//! an unknown entry added; the object itself replaced by a list, a string or `null`; and
//! each list's first item given a value of each JSON type. A mutation already made
//! at the same place (the same keys from the root, list positions aside) is not made again.
//! Both readers must give the same value, or the same error at the same path.

#![cfg(debug_assertions)]

mod common;

use cogitator::json::object_reader::{derived_read, with_derived};
use cogitator::*;
use common::entries;
use serde_json::value::RawValue;
use std::collections::BTreeSet;

/// A JSON text as a tree that keeps the order of an object's entries (and may hold a key
/// twice once mutated).
#[derive(Clone)]
enum J {
    Object(Vec<(String, J)>),
    List(Vec<J>),
    Leaf(String),
}

fn tree(text: &str) -> J {
    let text = text.trim();
    if text.starts_with('{') {
        J::Object(entries(text).into_iter().map(|(k, v)| (k, tree(&v))).collect())
    } else if text.starts_with('[') {
        let items: Vec<Box<RawValue>> = serde_json::from_str(text).expect("a list");
        J::List(items.iter().map(|v| tree(v.get())).collect())
    } else {
        J::Leaf(text.to_string())
    }
}

fn write(j: &J, out: &mut String) {
    match j {
        J::Leaf(t) => out.push_str(t),
        J::List(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write(item, out);
            }
            out.push(']');
        }
        J::Object(entries) => {
            out.push('{');
            for (i, (k, v)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&serde_json::to_string(k).unwrap());
                out.push(':');
                write(v, out);
            }
            out.push('}');
        }
    }
}

/// Every object and every list with an item in the tree: its steps from the root (an
/// entry's index or a list position) and its place with list positions aside
/// (`attacker.talents[]`).
#[derive(Default)]
struct Places {
    objects: Vec<(Vec<usize>, String)>,
    lists: Vec<(Vec<usize>, String)>,
}

fn places(j: &J, steps: &mut Vec<usize>, place: &str, out: &mut Places) {
    match j {
        J::Object(entries) => {
            out.objects.push((steps.clone(), place.to_string()));
            for (i, (k, v)) in entries.iter().enumerate() {
                steps.push(i);
                places(v, steps, &format!("{place}.{k}"), out);
                steps.pop();
            }
        }
        J::List(items) => {
            if !items.is_empty() {
                out.lists.push((steps.clone(), place.to_string()));
            }
            for (i, v) in items.iter().enumerate() {
                steps.push(i);
                places(v, steps, &format!("{place}[]"), out);
                steps.pop();
            }
        }
        J::Leaf(_) => {}
    }
}

fn at<'a>(j: &'a mut J, steps: &[usize]) -> &'a mut J {
    let Some((first, rest)) = steps.split_first() else { return j };
    match j {
        J::Object(entries) => at(&mut entries[*first].1, rest),
        J::List(items) => at(&mut items[*first], rest),
        J::Leaf(_) => unreachable!("a leaf has no steps below it"),
    }
}

const WRONG: &[&str] = &["\"x\"", "-1", "1.5", "null", "{}", "[]", "true", "4000000000", "[1,{\"a\":[2]}]"];

/// The mutations of the list at `steps`: its first item given a value of each JSON type
/// (a name misspelt among them, where the item is a name).
fn item_mutations(root: &J, steps: &[usize]) -> Vec<(String, J)> {
    let mut out = Vec::new();
    let mut changed = root.clone();
    let J::List(items) = at(&mut changed, steps).clone() else { unreachable!("a list") };
    let mut values: Vec<String> = WRONG.iter().map(|w| w.to_string()).collect();
    if let J::Leaf(t) = &items[0] {
        if t.len() > 3 && t.starts_with('"') {
            values.push(format!("{}\"", &t[..t.len() - 2]));
        }
    }
    for v in values {
        let mut list = items.clone();
        list[0] = J::Leaf(v.clone());
        let mut whole = root.clone();
        *at(&mut whole, steps) = J::List(list);
        out.push((format!("[0] = {v}"), whole));
    }
    out
}

/// The mutations of the object at `steps`, each with what it is (for the de-duplication).
fn mutations(root: &J, steps: &[usize]) -> Vec<(String, J)> {
    let mut root = root.clone();
    let J::Object(entries) = at(&mut root, steps).clone() else { unreachable!("an object") };
    let mut out = Vec::new();
    let mut with = |what: String, object: J| {
        let mut changed = root.clone();
        *at(&mut changed, steps) = object;
        out.push((what, changed));
    };
    for (i, (key, _)) in entries.iter().enumerate() {
        let mut dropped = entries.clone();
        dropped.remove(i);
        with(format!("drop {key}"), J::Object(dropped));
        let mut twice = entries.clone();
        twice.push(entries[i].clone());
        with(format!("twice {key}"), J::Object(twice));
        let mut typo = entries.clone();
        typo[i].0.pop();
        with(format!("misspelt {key}"), J::Object(typo));
        for wrong in WRONG {
            let mut bad = entries.clone();
            bad[i].1 = J::Leaf(wrong.to_string());
            with(format!("{key} = {wrong}"), J::Object(bad));
        }
        if let J::Leaf(t) = &entries[i].1 {
            if t.len() > 3 && t.starts_with('"') {
                let mut misspelt = entries.clone();
                misspelt[i].1 = J::Leaf(format!("{}\"", &t[..t.len() - 2]));
                with(format!("{key} misspelt"), J::Object(misspelt));
            }
        }
    }
    let mut more = entries.clone();
    more.push(("bogus".to_string(), J::Leaf("1".to_string())));
    with("bogus".to_string(), J::Object(more));
    if !steps.is_empty() {
        for other in ["[]", "\"x\"", "null", "7"] {
            with(format!("is {other}"), J::Leaf(other.to_string()));
        }
    }
    out
}

/// Reads `text` as the request kind `kind`: the value's debug form, or the error's path
/// and message.
fn read(kind: &str, text: &str) -> String {
    fn shown<T: std::fmt::Debug>(r: Result<T>) -> String {
        match r {
            Ok(v) => format!("ok {v:?}"),
            Err(e) => format!("error at {:?}: {}", e.path, e.message),
        }
    }
    macro_rules! kinds {
        ($($t:ty),* $(,)?) => {
            match kind {
                $(k if k == stringify!($t).rsplit("::").next().unwrap() => shown(json::from_str::<$t>(text)),)*
                other => panic!("tests/fixtures/requests.json names a request kind this test does not read: {other}"),
            }
        };
    }
    kinds!(
        ActChoice,
        cogitator::turn::ActionsRequest,
        Actor,
        AdjustChoice,
        AttackRequest,
        ChaseRequest,
        Circumstances,
        CustomSpan,
        DamageRequest,
        cogitator::dice::DiceSpec,
        Encounter,
        EndRoundRequest,
        EndTurnChoice,
        EscapeRequest,
        ExtendedRequest,
        FearRequest,
        FocusRequest,
        Hazard,
        HealRequest,
        InitiativeRequest,
        InvestigateRequest,
        MoveRequest,
        MovementRequest,
        OpposedRequest,
        OutOfControlRequest,
        RepairRequest,
        SpendFateRequest,
        StartEncounterRequest,
        StartTurnRequest,
        TestRequest,
        cogitator::turn::TurnRequest,
        VehicleActionRequest,
        VehicleAttackRequest,
        CatalogueRequest,
        // Written in outcomes, read by no request: read here on its own.
        VehicleLocation,
    )
}

/// The structs that derive `ReadObject`, from the source.
fn generated_readers() -> BTreeSet<String> {
    fn walk(dir: &std::path::Path, out: &mut BTreeSet<String>) {
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&p).unwrap();
                // A derive line naming it, then the type's attributes and name.
                let mut derived = false;
                for line in text.lines().map(str::trim) {
                    if line.starts_with("#[derive(") {
                        derived = line.contains("ReadObject") || line.contains("ReadName");
                    } else if let Some(rest) =
                        line.strip_prefix("pub struct ").or_else(|| line.strip_prefix("pub enum ")).filter(|_| derived)
                    {
                        out.insert(rest.split([' ', '{', '<', '(']).next().unwrap_or_default().to_string());
                        derived = false;
                    } else if !line.starts_with("#[") && !line.starts_with("///") {
                        derived = false;
                    }
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(std::path::Path::new("src"), &mut out);
    // Not derived, but read by readers of their own with `tag_inside` as their oracle
    // (`json::adjacent`, `json::flat_tagged`).
    out.insert("CustomSpan".to_string());
    out.insert("Hazard".to_string());
    out
}

#[test]
fn every_object_reads_as_serde_derive_read_it() {
    let corpus: Vec<(String, Box<RawValue>)> =
        serde_json::from_str(&std::fs::read_to_string("tests/fixtures/requests.json").unwrap()).unwrap();
    let mut made: BTreeSet<(String, String, String)> = BTreeSet::new();
    let (mut cases, mut refused) = (0, 0);
    for (kind, request) in &corpus {
        let root = tree(request.get());
        let text = request.get();
        let (new, old) = (read(kind, text), with_derived(|| read(kind, text)));
        assert_eq!(new, old, "{kind} {text}");
        assert!(new.starts_with("ok "), "the corpus holds valid requests: {kind} {text}: {new}");
        let mut found = Places::default();
        places(&root, &mut Vec::new(), "", &mut found);
        let objects = found.objects.into_iter().map(|(steps, place)| (mutations(&root, &steps), place));
        let lists = found.lists.into_iter().map(|(steps, place)| (item_mutations(&root, &steps), place));
        for (made_here, place) in objects.chain(lists) {
            for (what, changed) in made_here {
                if !made.insert((kind.clone(), place.clone(), what.clone())) {
                    continue;
                }
                let mut text = String::new();
                write(&changed, &mut text);
                let (new, old) = (read(kind, &text), with_derived(|| read(kind, &text)));
                assert_eq!(new, old, "{kind} at {place}: {what}\n{text}");
                cases += 1;
                refused += usize::from(new.starts_with("error"));
            }
        }
    }
    // Each generated reader was compared (its derive read at least one of the requests).
    let compared: BTreeSet<String> = derived_read().into_iter().map(String::from).collect();
    let generated = generated_readers();
    let missing: Vec<&String> = generated.difference(&compared).collect();
    assert!(missing.is_empty(), "no request in tests/fixtures/requests.json holds {missing:?}: add one");
    println!("{cases} mutations compared, {refused} of them refused");
    assert!(cases > 40_000 && refused > 30_000, "{cases} cases, {refused} refused");
}
