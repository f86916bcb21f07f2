//! How a game ended on the wire: the rules core's [`Outcome`] and [`EndReason`] travel as
//! their codes (`white_wins`, `time_forfeit`); the words of protocol 1 (`1-0`, `*`, `time`,
//! `aborted`, the record's `Termination` words) still read. And the keys of the sentences
//! that say an end in `assets/i18n/*/common.ftl`, which the game and the browser (through
//! `web/src/ends.gen.ts`) both use.

use camelot_rules::record_words::{ABORTED, parse_result_token, parse_termination};
use camelot_rules::{Color, EndReason, Outcome};

use crate::AbortReason;

/// The key of an end's title: `White wins`, `Black wins`, `Drawn`.
pub fn outcome_key(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win(Color::White) => "won-white",
        Outcome::Win(Color::Black) => "won-black",
        Outcome::Draw => "drawn",
    }
}

/// The key of the title of a game aborted with no result.
pub const ABORTED_KEY: &str = "aborted";

/// The key of the sentence on what ended a game, with its rule id.
pub fn end_key(reason: EndReason) -> &'static str {
    match reason {
        EndReason::CastleOccupied => "end-R11",
        EndReason::BareKings => "end-R12",
        EndReason::AllCaptured => "end-R13",
        EndReason::NoLegalMove => "end-R14",
        EndReason::Repetition => "end-R15-repetition",
        EndReason::NoProgress => "end-R15-no-progress",
        EndReason::Resignation => "end-R15-resignation",
        EndReason::Agreement => "end-R15-agreement",
        EndReason::CastleEntered => "end-V1-4",
        EndReason::Eliminated => "end-V1-6",
        EndReason::NoMoveLoses => "end-V1-7",
        EndReason::CastleEnteredLoses => "end-V4-3",
        EndReason::NoMoveWins => "end-V4-5",
        EndReason::TimeForfeit => "end-time",
        EndReason::Abandonment => "end-abandonment",
    }
}

/// The key of the sentence of a game aborted with no result.
pub const ABORTED_END_KEY: &str = "end-aborted";

/// The key of the sentence of an aborted game, saying why.
pub fn abort_key(reason: AbortReason) -> &'static str {
    match reason {
        AbortReason::Unreplayable => "end-unreplayable",
        AbortReason::NoFirstMove => "end-no-first-move",
        AbortReason::WhiteAborted => "end-white-aborted",
        AbortReason::BlackAborted => "end-black-aborted",
    }
}

/// An outcome as either version writes it: its code, or protocol 1's record token (`*`: none).
/// The server's database kept protocol 1's words too (its migration reads them here).
pub fn read_outcome(text: &str) -> Option<Option<Outcome>> {
    Outcome::from_code(text)
        .map(Some)
        .or_else(|| parse_result_token(text))
}

/// A reason as either version writes it: its code, or protocol 1's `time`, `aborted` (none)
/// and the record's `Termination` words.
pub fn read_reason(text: &str) -> Option<Option<EndReason>> {
    match text {
        "time" => Some(Some(EndReason::TimeForfeit)),
        ABORTED => Some(None),
        _ => EndReason::from_code(text)
            .or_else(|| parse_termination(text))
            .map(Some),
    }
}

/// `deserialize_with` readers that take protocol 1's words as well as the codes.
pub(crate) mod v1 {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer};

    use super::*;

    fn word<'de, D: Deserializer<'de>, T>(
        d: D,
        read: fn(&str) -> Option<Option<T>>,
        what: &str,
    ) -> Result<Option<T>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            Some(text) => {
                read(&text).ok_or_else(|| D::Error::custom(format!("unknown {what} {text:?}")))
            }
        }
    }

    /// An outcome, or none (an aborted game, or not over).
    pub fn outcome<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Outcome>, D::Error> {
        word(d, read_outcome, "result")
    }

    /// A reason, or none (an aborted game, or not over).
    pub fn reason<'de, D: Deserializer<'de>>(d: D) -> Result<Option<EndReason>, D::Error> {
        word(d, read_reason, "termination")
    }

    /// The outcome of a finished game.
    pub fn finished_outcome<'de, D: Deserializer<'de>>(d: D) -> Result<Outcome, D::Error> {
        outcome(d)?.ok_or_else(|| D::Error::custom("a finished game has a result"))
    }

    /// The reason a finished game ended.
    pub fn finished_reason<'de, D: Deserializer<'de>>(d: D) -> Result<EndReason, D::Error> {
        reason(d)?.ok_or_else(|| D::Error::custom("a finished game has a termination"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn protocol_one_words_read_as_the_codes_do() {
        assert_eq!(read_outcome("1-0"), Some(Some(Outcome::Win(Color::White))));
        assert_eq!(
            read_outcome("black_wins"),
            Some(Some(Outcome::Win(Color::Black)))
        );
        assert_eq!(read_outcome("1/2-1/2"), Some(Some(Outcome::Draw)));
        assert_eq!(read_outcome("*"), Some(None));
        assert_eq!(read_outcome("white"), None);
        let reasons = [
            ("time", Some(EndReason::TimeForfeit)),
            ("time forfeit", Some(EndReason::TimeForfeit)),
            ("abandonment", Some(EndReason::Abandonment)),
            ("abandoned", Some(EndReason::Abandonment)),
            ("aborted", None),
            ("R15 repetition", Some(EndReason::Repetition)),
            ("resignation", Some(EndReason::Resignation)),
            ("V4.3", Some(EndReason::CastleEnteredLoses)),
            ("no_legal_move", Some(EndReason::NoLegalMove)),
        ];
        for (word, reason) in reasons {
            assert_eq!(read_reason(word), Some(reason), "{word}");
        }
        assert_eq!(read_reason("flag"), None);
    }

    #[test]
    fn a_protocol_one_game_over_reads_typed() {
        use crate::ServerMsg;
        let read = |json: &str| match serde_json::from_str(json).unwrap() {
            ServerMsg::GameOver {
                result,
                termination,
                ..
            } => (result, termination),
            other => panic!("{other:?}"),
        };
        let aborted = r#"{"type":"game_over","game":8,"result":"*","termination":"aborted"}"#;
        assert_eq!(read(aborted), (None, None));
        let flag = r#"{"type":"game_over","game":8,"result":"0-1","termination":"time"}"#;
        let black = Some(Outcome::Win(Color::Black));
        assert_eq!(read(flag), (black, Some(EndReason::TimeForfeit)));
        let now = ServerMsg::GameOver {
            game: 8,
            result: black,
            termination: Some(EndReason::TimeForfeit),
            rating: None,
            aborted: None,
        };
        let json = now.to_json();
        assert_eq!(
            json,
            r#"{"type":"game_over","game":8,"result":"black_wins","termination":"time_forfeit"}"#
        );
        assert_eq!(read(&json), (black, Some(EndReason::TimeForfeit)));
    }

    #[test]
    fn every_end_has_its_own_sentence() {
        let mut keys: Vec<_> = EndReason::ALL.map(end_key).to_vec();
        keys.push(ABORTED_END_KEY);
        keys.extend(AbortReason::ALL.iter().map(|&r| abort_key(r)));
        keys.sort();
        keys.dedup();
        assert_eq!(
            keys.len(),
            EndReason::ALL.len() + 1 + AbortReason::ALL.len()
        );
    }
}
