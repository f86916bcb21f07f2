//! The translation files, built into the program (no asset to load, nothing to race): each
//! language's `common.ftl` (the sentences the browser client says too), `game.ftl`,
//! `puzzles.ftl` (the puzzle screen's), `lessons.ftl` (the lessons' own sentences) and
//! `lesson-checks.ftl` (why a move fails an exercise's check).

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;

use super::Lang;

/// One language's sentences, shareable between threads (a Bevy resource).
pub(super) type Bundle = FluentBundle<FluentResource>;

/// The files the game reads for `lang`, as (name, text).
pub(super) fn sources(lang: Lang) -> [(&'static str, &'static str); 5] {
    macro_rules! files {
        ($code:literal) => {
            [
                (
                    concat!($code, "/common.ftl"),
                    include_str!(concat!("../../assets/i18n/", $code, "/common.ftl")),
                ),
                (
                    concat!($code, "/game.ftl"),
                    include_str!(concat!("../../assets/i18n/", $code, "/game.ftl")),
                ),
                (
                    concat!($code, "/puzzles.ftl"),
                    include_str!(concat!("../../assets/i18n/", $code, "/puzzles.ftl")),
                ),
                (
                    concat!($code, "/lessons.ftl"),
                    include_str!(concat!("../../assets/i18n/", $code, "/lessons.ftl")),
                ),
                (
                    concat!($code, "/lesson-checks.ftl"),
                    include_str!(concat!("../../assets/i18n/", $code, "/lesson-checks.ftl")),
                ),
            ]
        };
    }
    match lang {
        Lang::English => files!("en"),
        Lang::Russian => files!("ru"),
        Lang::Swedish => files!("sv"),
    }
}

/// The sentences of `lang`, and what was wrong in its files (a sentence with a syntax error
/// is left out; the tests refuse any).
pub(super) fn bundle(lang: Lang) -> (Bundle, Vec<String>) {
    let id = lang
        .code()
        .parse()
        .expect("a language code is a language identifier");
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // egui shows the Unicode isolation marks around arguments as boxes.
    bundle.set_use_isolating(false);
    let mut problems = Vec::new();
    for (name, text) in sources(lang) {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, errors)| {
            problems.extend(errors.iter().map(|e| format!("{name}: {e}")));
            r
        });
        if let Err(errors) = bundle.add_resource(resource) {
            problems.extend(errors.iter().map(|e| format!("{name}: {e}")));
        }
    }
    (bundle, problems)
}
