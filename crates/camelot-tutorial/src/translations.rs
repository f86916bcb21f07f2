//! The lessons' sentences against the Fluent files the game reads: every key a lesson uses is
//! in English's `lessons.ftl` and every sentence there belongs to a lesson; every sentence a
//! failed check says is in each language's `lesson-checks.ftl` and is said there without error.

use std::collections::BTreeSet;
use std::path::PathBuf;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use fluent_syntax::ast::Entry;

use crate::check::tests::sample_failures;
use crate::check::{Castle, MoveKind};
use crate::lessons;
use crate::sentence::{Arg, Sentence};

/// The languages the game speaks (its `Lang`), as their folders in `assets/i18n`.
const LANGS: [&str; 3] = ["en", "ru", "sv"];

fn read(lang: &str, file: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../assets/i18n")
        .join(lang)
        .join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn bundle(lang: &str, file: &str) -> FluentBundle<FluentResource> {
    let resource = FluentResource::try_new(read(lang, file))
        .unwrap_or_else(|(_, errors)| panic!("{lang}/{file}: {errors:?}"));
    let mut bundle = FluentBundle::new(vec![lang.parse().expect("a language code")]);
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .unwrap_or_else(|errors| panic!("{lang}/{file}: {errors:?}"));
    bundle
}

/// The message ids of a Fluent file.
fn ids(lang: &str, file: &str) -> BTreeSet<String> {
    let text = read(lang, file);
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{lang}/{file}: {errors:?}"));
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// `sentence` as `bundle` says it, or what is wrong with it there.
fn say(bundle: &FluentBundle<FluentResource>, sentence: &Sentence) -> Result<String, String> {
    let pattern = bundle
        .get_message(&sentence.key)
        .and_then(|m| m.value())
        .ok_or_else(|| format!("no sentence {}", sentence.key))?;
    let mut args = FluentArgs::new();
    for (name, arg) in &sentence.args {
        match arg {
            Arg::Number(n) => args.set(*name, *n),
            Arg::Word(w) => args.set(*name, w.as_str()),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    if errors.is_empty() {
        Ok(text.into_owned())
    } else {
        Err(format!("{sentence}: {errors:?}"))
    }
}

#[test]
fn every_key_a_lesson_uses_is_in_english_and_every_english_sentence_is_a_lessons() {
    let lessons = lessons().unwrap_or_else(|e| panic!("{e}"));
    let used: BTreeSet<String> = lessons
        .iter()
        .flat_map(|l| l.keys())
        .map(str::to_string)
        .collect();
    let english = ids("en", "lessons.ftl");
    let missing: Vec<_> = used.difference(&english).collect();
    let unused: Vec<_> = english.difference(&used).collect();
    assert!(missing.is_empty(), "en/lessons.ftl lacks {missing:?}");
    assert!(unused.is_empty(), "no lesson says {unused:?}");
    let bundle = bundle("en", "lessons.ftl");
    for key in &used {
        let text = say(&bundle, &Sentence::new(key.as_str())).unwrap();
        assert!(!text.trim().is_empty() && !text.contains('\n'), "{key}");
    }
}

#[test]
fn every_failed_check_is_said_in_every_language() {
    let samples = sample_failures();
    let keys: BTreeSet<String> = samples.iter().map(|s| s.key.clone()).collect();
    for lang in LANGS {
        // Each sentence of the file is one a check says, and each is there.
        assert_eq!(ids(lang, "lesson-checks.ftl"), keys, "{lang}");
        let bundle = bundle(lang, "lesson-checks.ftl");
        for sentence in &samples {
            let text = say(&bundle, sentence).unwrap_or_else(|e| panic!("{lang}: {e}"));
            for (_, arg) in &sentence.args {
                if let Arg::Word(square) = arg
                    && square.starts_with(|c: char| c.is_ascii_uppercase())
                {
                    assert!(text.contains(square.as_str()), "{lang}: {text}");
                }
            }
        }
    }
}

#[test]
fn every_language_tells_the_kinds_of_moves_and_the_castles_apart() {
    let kinds = [
        MoveKind::Plain,
        MoveKind::Canter,
        MoveKind::Jump,
        MoveKind::Charge,
    ];
    for lang in LANGS {
        let bundle = bundle(lang, "lesson-checks.ftl");
        let mut said = BTreeSet::new();
        for made in kinds {
            for wanted in kinds.iter().filter(|k| **k != made) {
                let sentence = Sentence::new("lesson-check-kind")
                    .word("made", made.word())
                    .word("wanted", wanted.word());
                assert!(
                    said.insert(say(&bundle, &sentence).unwrap()),
                    "{lang}: {sentence}"
                );
            }
        }
        let castles: BTreeSet<String> = [Castle::Own, Castle::Opponent]
            .map(|castle| {
                let sentence = Sentence::new("lesson-check-ends-in")
                    .word("square", "E8")
                    .word("castle", castle.word());
                say(&bundle, &sentence).unwrap()
            })
            .into();
        assert_eq!(castles.len(), 2, "{lang}: {castles:?}");
    }
}
