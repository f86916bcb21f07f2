//! The languages the game speaks, and the one the system asks for: the names both the
//! settings (`persistence`) and the sentences (`i18n`) read, so neither reads the other.

use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// A language with a full set of translation files in `assets/i18n/CODE/`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    #[serde(rename = "en")]
    English,
    #[serde(rename = "ru")]
    Russian,
    #[serde(rename = "sv")]
    Swedish,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::English, Lang::Russian, Lang::Swedish];

    /// The language's ISO 639 code, also its folder in `assets/i18n`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::English => "en",
            Lang::Russian => "ru",
            Lang::Swedish => "sv",
        }
    }

    /// The key of the language's name in its own tongue ("Svenska"), in `common.ftl`.
    pub fn name_key(self) -> &'static str {
        match self {
            Lang::English => "lang-en",
            Lang::Russian => "lang-ru",
            Lang::Swedish => "lang-sv",
        }
    }

    /// The language a locale names (`ru_RU.UTF-8`, `sv-SE`, `en`), if the game speaks it.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let tag = locale.split(['.', '@']).next()?.replace('_', "-");
        let id: LanguageIdentifier = tag.parse().ok()?;
        Lang::ALL
            .into_iter()
            .find(|lang| id.language.as_str() == lang.code())
    }

    /// The system's language: the first of LC_ALL, LC_MESSAGES and LANG that names one (as
    /// POSIX reads them; "C" and "POSIX" name none), else the operating system's (Windows,
    /// macOS), else English. One the game does not speak gives English.
    pub fn of_system() -> Lang {
        Lang::of_system_from(|name| std::env::var(name).ok(), sys_locale::get_locale)
    }

    fn of_system_from(
        var: impl Fn(&str) -> Option<String>,
        os: impl FnOnce() -> Option<String>,
    ) -> Lang {
        let said = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.is_empty() && !is_no_language(value))
            .or_else(|| os().filter(|value| !is_no_language(value)));
        said.and_then(|locale| Lang::from_locale(&locale))
            .unwrap_or_default()
    }
}

/// The C locale (`C`, `C.UTF-8`, `POSIX`) chooses no language: a container's default, not
/// the player's wish, so a LANG beside it still counts.
fn is_no_language(locale: &str) -> bool {
    let base = locale.split(['.', '@']).next().unwrap_or_default();
    base == "C" || base == "POSIX"
}

#[cfg(test)]
mod tests {
    use super::*;

    fn system(vars: &[(&str, &str)], os: Option<&str>) -> Lang {
        Lang::of_system_from(
            |name| {
                vars.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            },
            || os.map(str::to_string),
        )
    }

    #[test]
    fn locales_name_languages() {
        assert_eq!(Lang::from_locale("ru_RU.UTF-8"), Some(Lang::Russian));
        assert_eq!(Lang::from_locale("sv_SE.UTF-8"), Some(Lang::Swedish));
        assert_eq!(Lang::from_locale("sv-FI"), Some(Lang::Swedish));
        assert_eq!(Lang::from_locale("en_GB"), Some(Lang::English));
        assert_eq!(Lang::from_locale("de_DE.UTF-8"), None);
        assert_eq!(Lang::from_locale("ru_RU@euro"), Some(Lang::Russian));
        assert_eq!(Lang::from_locale(""), None);
        assert_eq!(Lang::from_locale("!!"), None);
    }

    #[test]
    fn the_system_language_comes_from_lc_all_lc_messages_then_lang() {
        assert_eq!(system(&[("LANG", "ru_RU.UTF-8")], None), Lang::Russian);
        assert_eq!(
            system(
                &[("LANG", "ru_RU.UTF-8"), ("LC_MESSAGES", "sv_SE.UTF-8")],
                None
            ),
            Lang::Swedish
        );
        assert_eq!(
            system(
                &[("LC_ALL", "en_US.UTF-8"), ("LC_MESSAGES", "sv_SE.UTF-8")],
                None
            ),
            Lang::English
        );
        // An empty variable or the C locale names no language: the next one decides.
        assert_eq!(
            system(
                &[
                    ("LC_ALL", ""),
                    ("LC_MESSAGES", "C.UTF-8"),
                    ("LANG", "sv_SE")
                ],
                None
            ),
            Lang::Swedish
        );
        // Nothing in the environment: the operating system's; a language the game does not
        // speak, or none at all, gives English.
        assert_eq!(system(&[], Some("ru-RU")), Lang::Russian);
        assert_eq!(
            system(&[("LANG", "de_DE.UTF-8")], Some("ru-RU")),
            Lang::English
        );
        assert_eq!(system(&[("LANG", "C.UTF-8")], None), Lang::English);
        assert_eq!(system(&[], None), Lang::English);
    }
}
