//! The choices both clients offer, said once: the time controls of a new seek, the variants
//! with the keys of their names, and the rule for a player's name (the guests' prefix with it). The game reads them from
//! here, the browser from `web/src/choices.gen.ts` (generated from these by
//! tests/typescript.rs), and the server checks names with [`valid_name`], so no two of them
//! can offer or accept different things.

use std::sync::LazyLock;

use camelot_rules::Variant;
use regex::Regex;

use crate::time_control::TimeControl;

const fn live(minutes: u32, increment: u32) -> TimeControl {
    TimeControl::Live { minutes, increment }
}

const fn days(days: u32) -> TimeControl {
    TimeControl::Correspondence { days }
}

/// The time controls offered for a new seek or invitation, live ones first, fastest first.
pub const TIME_PRESETS: [TimeControl; 9] = [
    live(1, 0),
    live(3, 2),
    live(5, 3),
    live(10, 5),
    live(15, 10),
    live(30, 0),
    days(1),
    days(3),
    days(7),
];

/// The time control a new seek starts at.
pub const DEFAULT_TIME: TimeControl = live(5, 3);

/// The key of a variant's name in `common.ftl` (`variant-river`: "River Camelot"); the
/// variants offered are all of [`Variant::ALL`], in that order (the four-player games, V6
/// and V7, have their names but are not offered yet).
pub const fn variant_key(variant: Variant) -> &'static str {
    match variant {
        Variant::Camelot => "variant-camelot",
        Variant::Camette => "variant-camette",
        Variant::Cam => "variant-cam",
        Variant::Chivalry => "variant-chivalry",
        Variant::Anti => "variant-anti",
        Variant::River => "variant-river",
        Variant::Grand => "variant-grand",
        Variant::GrandCam => "variant-grandcam",
    }
}

/// A player's name: 2 to 32 ASCII letters, digits, `_` or `-`, the first a letter or digit
/// (and not beginning with [`GUEST_PREFIX`]: [`valid_name`]). `\-` because browsers read a
/// `pattern` with the `v` flag, where a bare `-` in a class is an error.
pub const NAME_PATTERN: &str = r"[A-Za-z0-9][A-Za-z0-9_\-]{1,31}";

/// What the names the server gives guests begin with (`guest-7f3a`, in any case): no one may
/// choose such a name, so a guest's name is never a person's.
pub const GUEST_PREFIX: &str = "guest-";

/// Whether `name` begins as the server's guests' names do ([`GUEST_PREFIX`], in any case).
pub fn is_guest_name(name: &str) -> bool {
    name.get(..GUEST_PREFIX.len())
        .is_some_and(|p| p.eq_ignore_ascii_case(GUEST_PREFIX))
}

/// Whether `name` may be chosen as a player's name: [`NAME_PATTERN`], and not a guest's.
pub fn valid_name(name: &str) -> bool {
    static RULE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!("^(?:{NAME_PATTERN})$")).expect("NAME_PATTERN is a regex")
    });
    RULE.is_match(name) && !is_guest_name(name)
}

/// The whole name rule ([`valid_name`]) as one HTML `pattern` (the whole value must match),
/// the browser's check before the server's: the guests' prefix refused by a lookahead, which
/// the browser's regular expressions have (the `regex` crate has none, so [`valid_name`]
/// checks the prefix apart), each letter in both cases as [`is_guest_name`] reads it (a bare
/// `-` outside a class, where the `v` flag refuses `\-`).
pub fn browser_name_pattern() -> String {
    let prefix: String = GUEST_PREFIX
        .chars()
        .map(|c| match c {
            'a'..='z' => format!("[{c}{}]", c.to_ascii_uppercase()),
            c => c.to_string(),
        })
        .collect();
    format!("(?!{prefix}){NAME_PATTERN}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names both the server and the browser must judge alike (web/test/choices.test.ts
    /// reads the same file).
    #[derive(serde::Deserialize)]
    struct Names {
        valid: Vec<String>,
        invalid: Vec<String>,
    }

    #[test]
    fn names_are_judged_as_the_shared_cases_say() {
        let names: Names =
            serde_json::from_str(include_str!("../fixtures/names.json")).expect("names.json");
        assert!(names.valid.len() > 3 && names.invalid.len() > 5);
        for ok in &names.valid {
            assert!(valid_name(ok), "{ok:?} should be a name");
        }
        for bad in &names.invalid {
            assert!(!valid_name(bad), "{bad:?} should not be a name");
        }
    }

    #[test]
    fn the_presets_read_back_and_include_the_default() {
        for time in TIME_PRESETS {
            assert_eq!(time.to_string().parse::<TimeControl>(), Ok(time));
        }
        assert!(TIME_PRESETS.contains(&DEFAULT_TIME));
        let live = TIME_PRESETS
            .iter()
            .take_while(|t| matches!(t, TimeControl::Live { .. }));
        assert!(
            TIME_PRESETS[live.count()..]
                .iter()
                .all(|t| matches!(t, TimeControl::Correspondence { .. }))
        );
    }

    #[test]
    fn each_variant_has_its_own_key_after_its_name() {
        for v in Variant::ALL {
            assert_eq!(variant_key(v), format!("variant-{}", v.name()));
        }
    }
}
