//! The game's house (docs/architecture.md): a few files directly in `src/`, and arrows
//! between the top modules one way only: no module reads, through any chain, a module that
//! reads it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const MOST_FILES_IN_SRC: usize = 6;

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The top module a file of `src/` belongs to (`None`: the crate's root, `lib.rs`, `main.rs`).
fn top_module(file: &Path) -> Option<String> {
    let inside = file.strip_prefix(src()).ok()?;
    let first = inside.components().next()?.as_os_str().to_str()?;
    let name = first.strip_suffix(".rs").unwrap_or(first);
    (name != "lib" && name != "main").then(|| name.to_string())
}

/// Which top modules each top module reads (`crate::name` outside comments).
fn arrows() -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let mut arrows: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let Some(from) = top_module(&file) else {
            continue;
        };
        let text = std::fs::read_to_string(&file).expect("a source file");
        let reads = arrows.entry(from.clone()).or_default();
        for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
            for (at, _) in line.match_indices("crate::") {
                let name: String = line[at + "crate::".len()..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() && name != from && name.chars().all(|c| !c.is_uppercase()) {
                    reads.insert(name);
                }
            }
        }
    }
    arrows
}

/// A chain of arrows from `from` back to itself, if there is one.
fn circle(arrows: &BTreeMap<String, BTreeSet<String>>, from: &str) -> Option<Vec<String>> {
    let mut paths = vec![vec![from.to_string()]];
    let mut seen = BTreeSet::new();
    while let Some(path) = paths.pop() {
        let last = path.last().expect("a path is never empty");
        for next in arrows.get(last).into_iter().flatten() {
            if next == from {
                return Some([path.clone(), vec![next.clone()]].concat());
            }
            if seen.insert(next.clone()) {
                paths.push([path.clone(), vec![next.clone()]].concat());
            }
        }
    }
    None
}

// No line count: a long file that is one concern stays whole (issue 44); files are parted where
// their concerns part, which a count cannot see.
#[test]
fn src_holds_few_files() {
    let direct: Vec<_> = std::fs::read_dir(src())
        .expect("src")
        .flatten()
        .filter(|e| e.path().is_file())
        .map(|e| e.file_name())
        .collect();
    assert!(
        direct.len() <= MOST_FILES_IN_SRC,
        "{} files directly in src/ (at most {MOST_FILES_IN_SRC}): {direct:?}",
        direct.len()
    );
}

#[test]
fn the_modules_arrows_go_one_way() {
    let arrows = arrows();
    assert!(arrows.len() > 10, "only {} modules found", arrows.len());
    for module in arrows.keys() {
        if let Some(circle) = circle(&arrows, module) {
            panic!("arrows in a circle: {}", circle.join(" → "));
        }
    }
    // The vocabulary below the game reads none of the modules above it.
    let never = [
        ("i18n", "ui"),
        ("i18n", "persistence"),
        ("persistence", "i18n"),
        ("game", "board"),
        ("game", "ui"),
        ("game", "online"),
        ("game", "review"),
        ("board", "ui"),
    ];
    for (from, to) in never {
        assert!(
            !arrows.get(from).is_some_and(|reads| reads.contains(to)),
            "{from} reads {to}"
        );
    }
}
