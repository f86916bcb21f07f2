//! The tags of a record: the roster, the tags the game decides, and the words of their values.

use crate::position::{EndReason, GameResult, Outcome};
use crate::square::Color;
use crate::variant::Variant;

/// Tags whose values the game decides: written from the game, read into it, never kept among
/// the other tags.
pub const GAME_TAGS: [&str; 6] = [
    "Result",
    "Variant",
    "Position",
    "Repetition",
    "NoProgress",
    "Termination",
];

/// The seven-tag roster (PGN's) but `Result`, which the game decides: the first tags of every
/// record, in this order.
pub(crate) const FREE_ROSTER: [&str; 6] = ["Event", "Site", "Date", "Round", "White", "Black"];

/// The roster of a four-player game (V6.9): its players by seat, in the order of play.
const FOUR_ROSTER: [&str; 8] = [
    "Event", "Site", "Date", "Round", "Red", "Green", "Blue", "Yellow",
];

/// The roster tags of a game of `variant`: [`FREE_ROSTER`], or the four players' (V6.9).
pub(crate) fn roster(variant: Variant) -> &'static [&'static str] {
    if variant.is_four_player() {
        &FOUR_ROSTER
    } else {
        &FREE_ROSTER
    }
}

/// The value of a roster tag nobody filled in (PGN's convention).
pub(crate) fn unknown(name: &str) -> &'static str {
    if name == "Date" { "????.??.??" } else { "?" }
}

/// The result token: `1-0`, `0-1`, `1/2-1/2`, or `*` for a game not over.
pub fn result_token(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        Some(Outcome::Win(Color::White)) => "1-0",
        Some(Outcome::Win(Color::Black)) => "0-1",
        Some(Outcome::Draw) => "1/2-1/2",
        None => "*",
    }
}

/// Reads a result token: `Some(None)` for `*`; a draw may be written `½-½`, or `1/2` as the
/// WCF's match tables print it.
pub fn parse_result_token(text: &str) -> Option<Option<Outcome>> {
    if matches!(text, "\u{bd}-\u{bd}" | "1/2") {
        return Some(Some(Outcome::Draw));
    }
    [
        Some(Outcome::Win(Color::White)),
        Some(Outcome::Win(Color::Black)),
        Some(Outcome::Draw),
        None,
    ]
    .into_iter()
    .find(|&o| result_token(o) == text)
}

/// The `Termination` of a game aborted with no result (`*`).
pub const ABORTED: &str = "aborted";

/// The value of the `Forfeit` tag old online records carry for a flag (read, never written).
pub(crate) const OLD_FLAG: &str = "time";

/// The `Termination` tag's value: the deciding rule id, or `resignation`, `agreement`, or
/// PGN's `time forfeit` and `abandoned`, which other readers understand.
pub fn termination(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Resignation => "resignation",
        EndReason::Agreement => "agreement",
        other => other.rule(),
    }
}

/// Reads a `Termination` value ([`termination`]'s words).
pub fn parse_termination(text: &str) -> Option<EndReason> {
    EndReason::ALL.into_iter().find(|&r| termination(r) == text)
}

/// The words `termination` accepts, for error messages.
pub(crate) fn terminations() -> String {
    format!("{}, {ABORTED}", EndReason::ALL.map(termination).join(", "))
}

/// A `Result` value as records written before the roster had it: `white-wins R11`,
/// `draw R15 agreement`, … (the `Display` of [`GameResult`]).
pub(crate) fn parse_old_result(text: &str) -> Option<GameResult> {
    let outcomes = [
        Outcome::Win(Color::White),
        Outcome::Win(Color::Black),
        Outcome::Draw,
    ];
    outcomes
        .into_iter()
        .flat_map(|outcome| EndReason::ALL.map(|reason| GameResult { outcome, reason }))
        .find(|r| r.to_string() == text)
}

/// `YYYY.MM.DD`, with `?` for any unknown digit.
pub(crate) fn valid_date(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 10
        && b.iter().enumerate().all(|(i, &c)| {
            if i == 4 || i == 7 {
                c == b'.'
            } else {
                c.is_ascii_digit() || c == b'?'
            }
        })
}

/// A tag name: ASCII letters, digits and `_`, starting with a letter.
pub(crate) fn valid_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The house-rule tags' values (R15).
pub(crate) fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

pub(crate) fn parse_on_off(text: &str) -> Option<bool> {
    match text {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
}

/// The `White` or `Black` value of a computer player: `Computer (Expert)`.
pub fn computer_player(level: &str) -> String {
    format!("Computer ({level})")
}

/// The level name of a computer player's `White` or `Black` value (`Computer (Expert)` gives
/// `Expert`); `None` for anything else, which is a human.
pub fn computer_level(player: &str) -> Option<&str> {
    player
        .strip_prefix("Computer (")?
        .strip_suffix(')')
        .filter(|level| !level.is_empty())
}

/// The `Date` tag's value, `YYYY.MM.DD`, of the day `days` after 1970-01-01 (UTC), by Howard
/// Hinnant's civil-from-days.
pub fn date_tag(days: i64) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}
