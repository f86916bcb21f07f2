//! What a client sends.

use camelot_rules::Variant;
use serde::{Deserialize, Serialize};

use crate::engine::EngineLevel;
use crate::learn::SolvedStep;
use crate::time_control::{TimeClass, TimeControl};
use crate::wire::{ColorChoice, GameId, is_camelot, variant_name, yes};

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
    /// What a private challenge asks, before accepting it: the server answers `invite`.
    ShowInvite {
        invite: String,
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
    /// Takes back one's own pending draw offer before the opponent answers it.
    WithdrawDraw {
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
    /// Takes back one's own pending take-back request before the opponent answers it.
    WithdrawTakeback {
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
    /// Where the move being entered may go next, after the squares of `path` (origin first):
    /// `next_legs`. Any legal path of a move (R16), not only the one `legal` lists.
    NextLegs {
        game: GameId,
        path: Vec<String>,
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
    /// A player's page: `player_profile`. With `before`, the page's finished games are
    /// those older than that game (the profile's `older`): the next page.
    Player {
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        before: Option<GameId>,
    },
    /// Shows the lobby: the server answers `seeks` and `live_games`, then sends `lobby` news
    /// (seeks and games come and gone, merged) until `unwatch_lobby` or the connection
    /// closes. Signed in or not.
    WatchLobby,
    /// Leaves the lobby: no more `lobby` news.
    UnwatchLobby,
    /// A game kept by the client (two players at one device), given as its moves from the
    /// variant's start: the server replays them with the rules core and answers `replayed`
    /// (the position, its legal moves and the end, if any). Stateless: no game is stored,
    /// and a visitor who has not signed up may ask.
    Replay {
        #[serde(default, with = "variant_name", skip_serializing_if = "is_camelot")]
        #[cfg_attr(feature = "ts", ts(type = "string"))]
        variant: Variant,
        moves: Vec<String>,
    },
    /// The lessons, with the account's progress: `lessons`. Visitors too.
    Lessons,
    /// One lesson's steps: `lesson`.
    Lesson {
        lesson: u32,
    },
    /// A move made on a lesson's exercise (step from 0), judged as the game judges it:
    /// `lesson_verdict`, or `illegal_move`. A right one counts in the account's progress.
    LessonMove {
        lesson: u32,
        step: u32,
        #[serde(rename = "move")]
        notation: String,
    },
    /// The next puzzle of a variant (and theme, a name such as `jump-chain`): rated near the
    /// account's puzzle rating, or the next of a streak run (`streak`, a new run unless one
    /// goes on): `puzzle`.
    PuzzleNext {
        #[serde(default, with = "variant_name", skip_serializing_if = "is_camelot")]
        #[cfg_attr(feature = "ts", ts(type = "string"))]
        variant: Variant,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        theme: Option<String>,
        #[serde(default)]
        streak: bool,
    },
    /// A puzzle by its id (`camelot-1479`): `puzzle`.
    PuzzleOpen {
        id: String,
    },
    /// A move on the puzzle open: `puzzle_moved`, or `illegal_move`.
    PuzzleMove {
        #[serde(rename = "move")]
        notation: String,
    },
    /// The square of the piece to move (the puzzle counts as failed): `puzzle_hint`.
    PuzzleHint,
    /// The solution from the puzzle's start (the puzzle counts as failed): `puzzle_solution`.
    PuzzleSolution,
    /// The account's puzzle rating and the puzzles it tried lately: `puzzle_record`.
    PuzzleRecord,
    /// The answer to the server's `ping`: this client is alive (any message shows it, this
    /// one when there is nothing else to say). Not answered.
    Pong,
    /// A game against the server's engine at `level` (issue 36): unrated, stored and
    /// watchable like any game; `color` is the player's. Refused with `engine_busy` when the
    /// server runs as many engine games as it allows, `limit` at the player's own limit.
    PlayComputer {
        level: EngineLevel,
        time: TimeControl,
        #[serde(default)]
        color: ColorChoice,
        #[serde(default, with = "variant_name", skip_serializing_if = "is_camelot")]
        #[cfg_attr(feature = "ts", ts(type = "string"))]
        variant: Variant,
    },
    /// The engine's evaluation of every position of a finished game, computed once and kept:
    /// answered with `analysis` (at once when kept, else when computed). A game in progress
    /// is refused (`not_allowed`), and a new computation past the day's budget (`limit`).
    Analyse {
        game: GameId,
    },
    /// The engine's evaluation of any position (the editor's string): `position_analysis`.
    /// Refused (`not_allowed`) while the player plays a game against a person.
    AnalysePosition {
        /// The game whose board the position string is read on (default camelot).
        #[serde(default, with = "variant_name", skip_serializing_if = "is_camelot")]
        #[cfg_attr(feature = "ts", ts(type = "string"))]
        variant: Variant,
        position: String,
    },
    /// A guest (a visitor given an account to play the computer, `welcome`'s `guest`) chooses
    /// its name, under the sign-up's rules: answered `name_claimed`.
    ClaimName {
        name: String,
    },
    /// The exercises solved in this client before signing in (a visitor's progress kept in the
    /// browser), merged into the account's once signed in: an exercise solved in either is
    /// solved. Steps that are no lesson's exercise are ignored. Answered with `lessons`.
    LessonsSolved {
        solved: Vec<SolvedStep>,
    },
}
