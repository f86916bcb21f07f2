//! The messages of the online protocol (docs/protocol.md): JSON objects over WebSocket text
//! frames, each with a `type`. Moves travel in WCF notation, positions as position strings.
//!
//! This module has no server dependencies, so clients (`camelot-cli online bot`) and the fuzz
//! target share it with the server (the crate's `server` feature off).

use camelot_rules::{Color, EndReason, Game, HouseRules, Outcome, Position, Variant};
use serde::{Deserialize, Serialize};

use crate::thin::{BoardView, LegalMove};
use crate::time_control::{TimeClass, TimeControl};

/// The protocol version a client names in its `hello`; any other is refused.
pub const PROTOCOL_VERSION: u32 = 1;

/// The longest message the server reads (bytes of JSON text); a longer one gets a
/// `too_large` error and the connection goes on.
pub const MAX_MESSAGE_BYTES: usize = 4096;

/// A game's id, as the server numbers them.
pub type GameId = i64;

/// A colour on the wire: `"white"` or `"black"`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// The colour a player asks for in a seek or challenge.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ColorChoice {
    White,
    Black,
    #[default]
    Any,
}

impl ColorChoice {
    /// Whether two players' choices can meet in one game.
    pub fn fits(self, other: ColorChoice) -> bool {
        !matches!(
            (self, other),
            (ColorChoice::White, ColorChoice::White) | (ColorChoice::Black, ColorChoice::Black)
        )
    }
}

fn yes() -> bool {
    true
}

fn is_camelot(variant: &Variant) -> bool {
    *variant == Variant::Camelot
}

/// A variant on the wire: its name as the rules core reads it (any case), `camelot` when
/// absent (messages from before variants).
mod variant_name {
    use camelot_rules::Variant;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(variant: &Variant, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(variant.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        let name = String::deserialize(d)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

/// What a client sends.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMsg {
    /// First message: the protocol version, and `token` to sign in again or `name` to sign up.
    Hello {
        protocol: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<String>,
    },
    /// An open seek in the lobby; paired at once with a matching open seek, if there is one.
    Seek {
        time: TimeControl,
        #[serde(default)]
        color: ColorChoice,
        #[serde(default = "yes")]
        rated: bool,
        /// The game of the Camelot family (absent: `camelot`).
        #[serde(default, with = "variant_name", skip_serializing_if = "is_camelot")]
        #[cfg_attr(feature = "ts", ts(type = "string"))]
        variant: Variant,
    },
    CancelSeek {
        seek: u64,
    },
    /// The open seeks.
    ListSeeks,
    /// The games being played now, to watch (`live_games`).
    ListGames,
    /// Takes another player's open seek: the game starts.
    Accept {
        seek: u64,
    },
    /// A private challenge: the server answers with an invite code to pass on.
    Challenge {
        time: TimeControl,
        #[serde(default)]
        color: ColorChoice,
        #[serde(default = "yes")]
        rated: bool,
        /// The game of the Camelot family (absent: `camelot`).
        #[serde(default, with = "variant_name", skip_serializing_if = "is_camelot")]
        #[cfg_attr(feature = "ts", ts(type = "string"))]
        variant: Variant,
    },
    AcceptInvite {
        invite: String,
    },
    /// A move in WCF notation; `ply`, if given, is the number of plies played before it, so a
    /// move sent for a position already gone is refused instead of played.
    Move {
        game: GameId,
        #[serde(rename = "move")]
        notation: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ply: Option<u32>,
    },
    Resign {
        game: GameId,
    },
    /// Ends the game unrated and without a result, while a side has not moved yet.
    Abort {
        game: GameId,
    },
    OfferDraw {
        game: GameId,
    },
    AcceptDraw {
        game: GameId,
    },
    DeclineDraw {
        game: GameId,
    },
    /// Asks to take back one's last move (and the opponent's reply, if they made one).
    OfferTakeback {
        game: GameId,
    },
    AcceptTakeback {
        game: GameId,
    },
    DeclineTakeback {
        game: GameId,
    },
    /// The game's state now and its moves from now on, read-only: any game.
    Watch {
        game: GameId,
    },
    Unwatch {
        game: GameId,
    },
    /// Your games in progress.
    MyGames,
    Leaderboard {
        class: TimeClass,
    },
    Stats,
    Ping,
    /// The legal moves of a game in progress, as leg paths (`thin.rs`): `legal_moves`.
    Legal {
        game: GameId,
    },
    /// A variant's board as data: `board`.
    Board {
        #[serde(with = "variant_name")]
        #[cfg_attr(feature = "ts", ts(type = "string"))]
        variant: Variant,
    },
    /// A game's positions ply by ply, with its record once over: `review`.
    Review {
        game: GameId,
    },
    /// The opponent, to move, has been gone for the time control's abandonment timeout:
    /// the game is won (`claim_win`) or drawn (`claim_draw`), termination `abandonment`.
    ClaimWin {
        game: GameId,
    },
    ClaimDraw {
        game: GameId,
    },
    /// After a game ends, a new one against the same opponent: colours swapped, same time
    /// control, variant and rated flag (`rematch.rs`).
    OfferRematch {
        game: GameId,
    },
    AcceptRematch {
        game: GameId,
    },
    DeclineRematch {
        game: GameId,
    },
    /// A player's page: `player_profile`.
    Player {
        name: String,
    },
}

/// Why a message was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
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
}

/// A game's clocks, as they stand when the message is sent.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ClockView {
    pub white_ms: i64,
    pub black_ms: i64,
    /// Whose clock runs, if one does (none when the game is over, or before the clocks
    /// start).
    pub running: Option<Side>,
}

/// A player of a game in progress who has no connection left.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Gone {
    pub side: Side,
    /// How long from when this was sent until the opponent may claim the game, counting
    /// only time that the gone side is to move.
    pub claimable_in_ms: i64,
}

/// Where a game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    Active,
    Finished,
    Aborted,
}

/// A game's whole state.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameView {
    pub id: GameId,
    pub white: String,
    pub black: String,
    pub time: TimeControl,
    pub rated: bool,
    /// The game of the Camelot family (absent: `camelot`).
    #[serde(default, with = "variant_name", skip_serializing_if = "is_camelot")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub variant: Variant,
    pub status: GameStatus,
    /// The moves, as entered.
    pub moves: Vec<String>,
    /// The current position string.
    pub position: String,
    pub to_move: Side,
    pub clock: ClockView,
    /// `1-0`, `0-1`, `1/2-1/2` once finished.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination: Option<String>,
    /// A pending draw or take-back offer, and who made it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_offer: Option<Side>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub takeback_offer: Option<Side>,
    /// Each player's rating in the game's time class (White's, Black's), while it is played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ratings: Option<[i32; 2]>,
    /// A player who has no connection left, while the game is in progress.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gone: Option<Gone>,
}

/// An open seek in the lobby.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SeekView {
    pub id: u64,
    pub player: String,
    pub rating: i32,
    pub time: TimeControl,
    pub color: ColorChoice,
    pub rated: bool,
    /// The game of the Camelot family (absent: `camelot`).
    #[serde(default, with = "variant_name", skip_serializing_if = "is_camelot")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub variant: Variant,
}

/// A player's rating before and after a game.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RatingChange {
    pub before: f64,
    pub after: f64,
}

/// Both players' rating changes in a rated game.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RatingChanges {
    pub white: RatingChange,
    pub black: RatingChange,
}

#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LeaderEntry {
    pub player: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: u32,
}

/// What the server sends.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    /// Signed in: the token to keep (issued at the first sign-in), and the games in progress.
    Welcome {
        protocol: u32,
        player: String,
        token: String,
        games: Vec<GameView>,
    },
    Error {
        code: ErrorCode,
        message: String,
    },
    Seeks {
        seeks: Vec<SeekView>,
    },
    /// Your seek is open.
    SeekPosted {
        seek: SeekView,
    },
    /// Another player's seek is open (to every signed-in connection but its owner's).
    SeekOpened {
        seek: SeekView,
    },
    /// A seek is gone: taken, cancelled, or its player left (to every signed-in connection).
    SeekClosed {
        seek: u64,
    },
    /// Your private challenge: whoever sends `accept_invite` with this code plays you.
    Challenge {
        invite: String,
        time: TimeControl,
        color: ColorChoice,
        /// The game of the Camelot family (absent: `camelot`).
        #[serde(default, with = "variant_name", skip_serializing_if = "is_camelot")]
        #[cfg_attr(feature = "ts", ts(type = "string"))]
        variant: Variant,
    },
    /// Your games in progress (the answer to `my_games`).
    Games {
        games: Vec<GameView>,
    },
    /// The answer to `list_games`: every game in progress.
    LiveGames {
        games: Vec<GameView>,
    },
    /// A game's whole state: at its start, on `watch`, on sign-in, after a take-back.
    Game {
        game: GameView,
    },
    /// A move was played and stored. The mover's acknowledgement, too.
    Moved {
        game: GameId,
        /// Plies played, this move included.
        ply: u32,
        #[serde(rename = "move")]
        notation: String,
        position: String,
        clock: ClockView,
    },
    GameOver {
        game: GameId,
        result: String,
        termination: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rating: Option<RatingChanges>,
    },
    DrawOffered {
        game: GameId,
        by: Side,
    },
    DrawDeclined {
        game: GameId,
    },
    TakebackOffered {
        game: GameId,
        by: Side,
    },
    TakebackDeclined {
        game: GameId,
    },
    Leaderboard {
        class: TimeClass,
        entries: Vec<LeaderEntry>,
    },
    /// Finished games, and the share of them won by White, by Black, and drawn; the same
    /// per variant played.
    Stats {
        games: u64,
        white_wins: f64,
        black_wins: f64,
        draws: f64,
        #[serde(default)]
        variants: Vec<VariantStats>,
    },
    Pong,
    /// The legal moves of the position after `ply` plies.
    LegalMoves {
        game: GameId,
        ply: u32,
        moves: Vec<LegalMove>,
    },
    Board {
        #[serde(with = "variant_name")]
        #[cfg_attr(feature = "ts", ts(type = "string"))]
        variant: Variant,
        board: BoardView,
    },
    /// The position before each ply and after the last (one more than `moves`); the
    /// `.camelot` record once the game is over.
    Review {
        game: GameId,
        moves: Vec<String>,
        positions: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        record: Option<String>,
    },
    /// A player of a game in progress lost their last connection.
    PlayerGone {
        game: GameId,
        side: Side,
        /// As [`Gone::claimable_in_ms`]; sent again when the turn passes to the gone side.
        claimable_in_ms: i64,
    },
    /// The gone player is back.
    PlayerBack {
        game: GameId,
        side: Side,
    },
    /// The opponent of a finished game offers a rematch (`by`: their side in that game).
    RematchOffered {
        game: GameId,
        by: Side,
    },
    /// The rematch offer was declined, or lapsed (a player left or started another game).
    RematchDeclined {
        game: GameId,
    },
    PlayerProfile {
        profile: Profile,
    },
}

/// Finished games of one variant, and the shares won by White, by Black, and drawn.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct VariantStats {
    #[serde(with = "variant_name")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub variant: Variant,
    pub games: u64,
    pub white_wins: f64,
    pub black_wins: f64,
    pub draws: f64,
}

/// A player's rating in one time class.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ClassRating {
    pub class: TimeClass,
    pub rating: f64,
    pub deviation: f64,
    pub games: u32,
}

/// One of a player's finished games, from their side.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayedGame {
    pub id: GameId,
    pub opponent: String,
    pub color: Side,
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
    pub termination: String,
    #[serde(with = "variant_name")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub variant: Variant,
    pub time: TimeControl,
    pub rated: bool,
    /// When it ended: milliseconds since 1970 (UTC).
    pub ended: i64,
}

/// A player's page: ratings per time class, latest finished games (newest first), and the
/// server's finished games per variant (the shares White and Black won, and drawn).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Profile {
    pub name: String,
    pub ratings: Vec<ClassRating>,
    pub games: Vec<PlayedGame>,
    pub variants: Vec<VariantStats>,
}

/// A refused message: the `error` the client gets.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
}

impl Refusal {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }
}

impl From<Refusal> for ServerMsg {
    fn from(r: Refusal) -> ServerMsg {
        ServerMsg::Error {
            code: r.code,
            message: r.message,
        }
    }
}

impl ServerMsg {
    pub fn error(code: ErrorCode, message: impl Into<String>) -> ServerMsg {
        Refusal::new(code, message).into()
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("server messages always serialize")
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

/// The game of a list of moves from the start (a game's `moves`), replayed through the rules
/// core with the default house rules (R15), as the server plays every game.
pub fn replay(moves: &[String]) -> Result<Game, String> {
    replay_in(Variant::Camelot, moves)
}

/// [`replay`] in `variant` (a game view's `variant`).
pub fn replay_in(variant: Variant, moves: &[String]) -> Result<Game, String> {
    let mut game = Game::new(Position::start_of(variant), HouseRules::default());
    for (i, m) in moves.iter().enumerate() {
        game.play_notation(m)
            .map_err(|e| format!("ply {} ({m}): {e}", i + 1))?;
    }
    Ok(game)
}

/// A result as records write it: `1-0`, `0-1`, `1/2-1/2`.
pub fn result_token(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win(Color::White) => "1-0",
        Outcome::Win(Color::Black) => "0-1",
        Outcome::Draw => "1/2-1/2",
    }
}

/// How a game ended, as records write it (docs/records.md `Termination`), or `time` for a
/// flag.
pub fn termination_word(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Resignation => "resignation",
        EndReason::Agreement => "agreement",
        other => other.rule(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn colour_choices_meet_unless_both_want_the_same() {
        use ColorChoice::*;
        assert!(White.fits(Black) && Any.fits(White) && Any.fits(Any));
        assert!(!White.fits(White) && !Black.fits(Black));
    }
}
