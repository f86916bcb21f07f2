//! The translation files are whole: every language has every sentence, no file has a syntax
//! error, and every key the game's code asks for is in the files.

use std::collections::BTreeSet;
use std::path::Path;

use super::{Lang, Tr, files};

/// The message ids of a Fluent file: the lines that start with `id =` (Fluent puts every
/// message at the start of a line).
fn ids(text: &str) -> BTreeSet<String> {
    text.lines()
        .filter_map(|line| line.split_once(" ="))
        .map(|(id, _)| id)
        .filter(|id| {
            id.starts_with(|c: char| c.is_ascii_alphabetic())
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        })
        .map(str::to_string)
        .collect()
}

/// Each file of each language, with the browser client's `web.ftl`.
fn every_file(lang: Lang) -> Vec<(String, String)> {
    let web = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/i18n")
        .join(lang.code())
        .join("web.ftl");
    let mut all: Vec<(String, String)> = files::sources(lang)
        .into_iter()
        .map(|(name, text)| (name.to_string(), text.to_string()))
        .collect();
    all.push((
        format!("{}/web.ftl", lang.code()),
        std::fs::read_to_string(&web).expect("web.ftl"),
    ));
    all
}

#[test]
fn every_language_has_every_sentence_in_the_same_file() {
    let english = every_file(Lang::English);
    for lang in [Lang::Russian, Lang::Swedish] {
        for ((en_name, en_text), (name, text)) in english.iter().zip(every_file(lang)) {
            let (en_ids, ids) = (ids(en_text), ids(&text));
            assert!(en_ids.len() > 5, "{en_name} read as {en_ids:?}");
            let missing: Vec<_> = en_ids.difference(&ids).collect();
            let extra: Vec<_> = ids.difference(&en_ids).collect();
            assert!(missing.is_empty(), "{name} lacks {missing:?}");
            assert!(extra.is_empty(), "{name} has {extra:?}, not in {en_name}");
        }
    }
}

#[test]
fn no_file_has_a_syntax_error_and_no_key_is_twice() {
    for lang in Lang::ALL {
        let (_, problems) = files::bundle(lang);
        assert!(problems.is_empty(), "{problems:?}");
        let mut seen = BTreeSet::new();
        for (name, text) in every_file(lang) {
            for id in ids(&text) {
                assert!(seen.insert(id.clone()), "{id} twice ({name})");
            }
        }
    }
}

/// The keys in the game's code: the string literal given to each `.t(` or `.t_args(`.
fn keys_in(text: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for call in [".t(", ".t_args("] {
        for (at, _) in text.match_indices(call) {
            let rest = text[at + call.len()..].trim_start();
            if let Some(literal) = rest.strip_prefix('"')
                && let Some(end) = literal.find('"')
            {
                keys.push(literal[..end].to_string());
            }
        }
    }
    keys
}

fn rust_files(dir: &Path, found: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

#[test]
fn every_key_the_code_asks_for_is_in_english() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut paths = Vec::new();
    rust_files(&src, &mut paths);
    let english: BTreeSet<String> = files::sources(Lang::English)
        .iter()
        .flat_map(|(_, text)| ids(text))
        .collect();
    let mut asked = 0;
    // This file names the calls it looks for, with no key.
    for path in paths.iter().filter(|p| !p.ends_with("i18n/tests.rs")) {
        let text = std::fs::read_to_string(path).expect("a source file");
        for key in keys_in(&text) {
            asked += 1;
            assert!(
                english.contains(&key),
                "{} asks for {key:?}, which assets/i18n/en has not",
                path.display()
            );
        }
    }
    assert!(
        asked > 20,
        "only {asked} keys found in src/: is the scan broken?"
    );
}

#[test]
fn a_missing_key_falls_back_to_english_then_to_the_key() {
    let tr = Tr::new(Lang::Russian);
    assert_eq!(tr.t("no-such-key"), "no-such-key");
    assert_ne!(
        tr.t("menu-settings"),
        Tr::new(Lang::English).t("menu-settings")
    );
    assert_eq!(Tr::new(Lang::Swedish).lang(), Lang::Swedish);
    // The keys made by code, not written literally where a sentence is asked for.
    for lang in Lang::ALL {
        assert!(tr.has(lang.name_key()), "{lang:?}");
    }
}
