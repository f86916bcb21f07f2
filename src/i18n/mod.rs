//! Every sentence the game shows, in English, Russian or Swedish, from the Fluent files in
//! `assets/i18n/LANG/` (`common.ftl` is shared with the browser client, `game.ftl` is the
//! game's own, `lessons.ftl` and `lesson-checks.ftl` the tutorial's). Panels ask [`Tr`] for a
//! sentence by its key: `tr.t("menu-settings")`, or
//! `tr.t_args("menu-online-game", &[("game", 7.into())])`; a lesson's [`Sentence`] is said by
//! `tr.say(&sentence)`.
//!
//! The language is the one chosen in Settings, else the system's ([`Lang::of_system`]); a
//! change in Settings applies at the next frame.

mod end_words;
mod files;
mod refusal;
mod server;
#[cfg(test)]
mod tests;

use std::sync::Arc;

use bevy::prelude::*;
use camelot_tutorial::{Arg, Sentence};
use fluent_bundle::FluentArgs;
pub use fluent_bundle::FluentValue;

pub use crate::language::Lang;
pub(crate) use end_words::{end_in_words, end_title, ending_in_words, result_in_words};
use files::Bundle;
pub(crate) use refusal::side_code;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Tr>();
}

/// The sentences in the language being spoken (a clone shares them).
#[derive(Resource, Clone)]
pub struct Tr {
    lang: Lang,
    /// The system's language, spoken while Settings choose none.
    system: Lang,
    /// One bundle per language, in [`Lang::ALL`]'s order.
    bundles: Arc<[Bundle]>,
}

impl Default for Tr {
    fn default() -> Tr {
        Tr::new(Lang::of_system())
    }
}

impl Tr {
    /// The sentences of every language, speaking `system` until Settings choose another.
    pub fn new(system: Lang) -> Tr {
        let bundles = Lang::ALL
            .into_iter()
            .map(|lang| {
                let (bundle, problems) = files::bundle(lang);
                for problem in problems {
                    error!("translation file: {problem}");
                }
                bundle
            })
            .collect();
        Tr {
            lang: system,
            system,
            bundles,
        }
    }

    /// The language being spoken.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The system's language, spoken while Settings choose none.
    pub fn system(&self) -> Lang {
        self.system
    }

    /// Speaks `chosen`, or the system's language when none is chosen.
    pub fn speak(&mut self, chosen: Option<Lang>) {
        let lang = chosen.unwrap_or(self.system);
        if self.lang != lang {
            self.lang = lang;
        }
    }

    /// The sentence `key`.
    pub fn t(&self, key: &str) -> String {
        self.t_args(key, &[])
    }

    /// The sentence `key` with its arguments (`{ $name }` in the file). A sentence missing
    /// from the language's files is said in English, one missing from English by its key
    /// (the tests find both).
    pub fn t_args(&self, key: &str, args: &[(&str, FluentValue)]) -> String {
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        for bundle in [self.bundle(self.lang), self.bundle(Lang::English)] {
            if let Some(message) = bundle.get_message(key)
                && let Some(pattern) = message.value()
            {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
                if !errors.is_empty() {
                    warn_once!("translation of {key}: {errors:?}");
                }
                return text.into_owned();
            }
        }
        warn_once!("no translation has the sentence {key}");
        key.to_string()
    }

    /// A lesson's sentence, its key with its arguments (counts and words).
    pub fn say(&self, sentence: &Sentence) -> String {
        let args: Vec<(&str, FluentValue)> = sentence
            .args
            .iter()
            .map(|(name, arg)| match arg {
                Arg::Number(n) => (*name, (*n).into()),
                Arg::Word(word) => (*name, word.as_str().into()),
            })
            .collect();
        self.t_args(&sentence.key, &args)
    }

    /// Whether the language being spoken has the sentence `key` itself.
    pub(crate) fn has(&self, key: &str) -> bool {
        self.bundle(self.lang).has_message(key)
    }

    fn bundle(&self, lang: Lang) -> &Bundle {
        let index = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        &self.bundles[index]
    }
}
