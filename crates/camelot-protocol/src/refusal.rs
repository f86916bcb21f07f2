//! Refusals: why a message was not taken, and reading a client's message.

use serde::{Deserialize, Serialize};

use crate::MAX_MESSAGE_BYTES;
use crate::client::ClientMsg;
use crate::illegal::IllegalReason;

/// Why a message was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, strum::VariantArray)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Not JSON, or not one of the messages.
    BadMessage,
    TooLarge,
    RateLimited,
    /// The `hello` named another protocol version.
    Version,
    NotSignedIn,
    AlreadySignedIn,
    BadName,
    NameTaken,
    BadToken,
    UnknownSeek,
    UnknownInvite,
    OwnSeek,
    UnknownGame,
    /// A player's message about a game they do not play in.
    NotYourGame,
    NotYourTurn,
    /// The `ply` of a move is not the game's.
    StalePly,
    IllegalMove,
    GameOver,
    /// An offer, take-back or abort the game's state does not allow.
    NotAllowed,
    /// The server could not store the change; nothing was changed.
    Storage,
    /// A per-player or per-address limit was reached (seeks, challenges, games in progress,
    /// connections, sign-ups); the message names the limit and its number.
    Limit,
    /// No player has the name of a `player` request.
    UnknownPlayer,
    /// An offer (draw, take-back) made or withdrawn too soon: the same offer again before
    /// both sides have moved, or too many across one's games.
    OfferTooSoon,
    /// No lesson of that number, or no exercise at that step.
    UnknownLesson,
    /// No puzzle of that id, variant or theme; or no puzzle open for a puzzle move.
    UnknownPuzzle,
    /// The server's engine runs as many games against the computer as it allows: try later.
    EngineBusy,
}

impl ErrorCode {
    /// Every code, in the enum's order, for clients that word each one (derived from the
    /// enum, so none is left out).
    pub const ALL: &'static [ErrorCode] = <ErrorCode as strum::VariantArray>::VARIANTS;
}

/// A refused message: the `error` the client gets.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
    /// Why the rules refused a move, as data (`illegal_move` only).
    pub illegal: Option<IllegalReason>,
}

impl Refusal {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
            illegal: None,
        }
    }

    /// A move the rules refuse: `illegal_move`, with the reason as data when the rules name
    /// one (not for notation that does not read).
    pub fn illegal_move(error: &camelot_rules::Error) -> Refusal {
        Refusal {
            illegal: match error {
                camelot_rules::Error::IllegalMove(why) => Some(IllegalReason::from(why)),
                _ => None,
            },
            ..Refusal::new(ErrorCode::IllegalMove, error.to_string())
        }
    }
}

/// Reads one client message, or says why it is not one. Never panics.
pub fn parse_client(text: &str) -> Result<ClientMsg, Refusal> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(Refusal::new(
            ErrorCode::TooLarge,
            format!(
                "a message is at most {MAX_MESSAGE_BYTES} bytes; this one has {}",
                text.len()
            ),
        ));
    }
    serde_json::from_str(text).map_err(|e| Refusal::new(ErrorCode::BadMessage, e.to_string()))
}

#[cfg(test)]
mod tests {
    use camelot_rules::Variant;

    use super::*;
    use crate::time_control::TimeControl;
    use crate::wire::ColorChoice;

    #[test]
    fn messages_read_as_documented() {
        let m = parse_client(r#"{"type":"move","game":7,"move":"C6-C7","ply":0}"#).unwrap();
        assert_eq!(
            m,
            ClientMsg::Move {
                game: 7,
                notation: "C6-C7".into(),
                ply: Some(0)
            }
        );
        let m = parse_client(r#"{"type":"seek","time":"5+3"}"#).unwrap();
        assert_eq!(
            m,
            ClientMsg::Seek {
                time: TimeControl::Live {
                    minutes: 5,
                    increment: 3
                },
                color: ColorChoice::Any,
                rated: true,
                variant: Variant::Camelot
            }
        );
        let m = parse_client(r#"{"type":"seek","time":"5+3","variant":"Camette"}"#).unwrap();
        assert!(matches!(
            m,
            ClientMsg::Seek {
                variant: Variant::Camette,
                ..
            }
        ));
        assert!(parse_client(r#"{"type":"seek","time":"5+3","variant":"chess"}"#).is_err());
    }

    #[test]
    fn garbage_and_oversized_text_are_errors() {
        for text in [
            "",
            "{",
            "[]",
            r#"{"type":"fly"}"#,
            r#"{"type":"seek","time":"0+0"}"#,
        ] {
            assert!(matches!(
                parse_client(text),
                Err(Refusal {
                    code: ErrorCode::BadMessage,
                    ..
                })
            ));
        }
        let big = format!(
            r#"{{"type":"ping","x":"{}"}}"#,
            "a".repeat(MAX_MESSAGE_BYTES)
        );
        assert!(matches!(
            parse_client(&big),
            Err(Refusal {
                code: ErrorCode::TooLarge,
                ..
            })
        ));
    }
}
