//! What the server sends.

use camelot_rules::{Color, EndReason, Outcome, Variant};
use serde::{Deserialize, Serialize};

use crate::board::{BoardView, LegalMove, Phase};
use crate::ends::v1;
use crate::engine::PositionEvaluation;
use crate::illegal::IllegalReason;
use crate::learn::{
    LessonEntry, LessonView, PuzzleRecordView, PuzzleTried, PuzzleVerdict, PuzzleView, RunView,
    SolvedStep, StepVerdict,
};
use crate::refusal::{ErrorCode, Refusal};
use crate::time_control::{TimeClass, TimeControl};
use crate::views::{
    AbortReason, ClockView, GameSummary, GameView, LeaderEntry, Profile, RatingChanges, SeekView,
    Turn, VariantStats,
};
use crate::wire::{ColorChoice, GameId, is_camelot, variant_name};

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
        /// A guest's account, which the server named (`guest-7f3a`) when a visitor played
        /// the computer: it may choose a name (`claim_name`). Absent: false.
        #[serde(default, skip_serializing_if = "is_false")]
        guest: bool,
    },
    Error {
        code: ErrorCode,
        message: String,
        /// Why the rules refused a move (`illegal_move`), as data to word (protocol 2).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        illegal: Option<IllegalReason>,
    },
    Seeks {
        seeks: Vec<SeekView>,
    },
    /// Your seek is open.
    SeekPosted {
        seek: SeekView,
    },
    /// Your seek is gone: taken, cancelled, or you left (others hear it in `lobby`).
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
    /// The private challenge an invite code opens (the answer to `show_invite`): who, the
    /// time control, rated or not, the challenger's colour, the variant.
    Invite {
        invite: String,
        seek: SeekView,
    },
    /// Your games in progress (the answer to `my_games`).
    Games {
        games: Vec<GameView>,
    },
    /// The answer to `list_games`: the newest games in progress (at most the server's
    /// `list_max`), oldest first, each as its summary; at most a second old.
    LiveGames {
        games: Vec<GameSummary>,
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
        /// The side to move now (absent from a server before it: read it from `position`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to_move: Option<Color>,
        /// The next turn as the server decided it (none once the move ended the game).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        turn: Option<Turn>,
    },
    /// `result` and `termination` are none for an aborted game.
    GameOver {
        game: GameId,
        #[serde(deserialize_with = "v1::outcome")]
        #[cfg_attr(feature = "ts", ts(type = "Outcome | null"))]
        result: Option<Outcome>,
        #[serde(deserialize_with = "v1::reason")]
        termination: Option<EndReason>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rating: Option<RatingChanges>,
        /// Why an aborted game was aborted (none for a finished one).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        aborted: Option<AbortReason>,
    },
    DrawOffered {
        game: GameId,
        by: Color,
    },
    DrawDeclined {
        game: GameId,
    },
    /// The side that offered a draw took the offer back.
    DrawWithdrawn {
        game: GameId,
        by: Color,
    },
    TakebackOffered {
        game: GameId,
        by: Color,
    },
    TakebackDeclined {
        game: GameId,
    },
    /// The side that asked for a take-back took the request back.
    TakebackWithdrawn {
        game: GameId,
        by: Color,
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
    /// The legal moves of the position after `ply` plies, every path of each (protocol 2),
    /// and whether they place trees or move pieces.
    LegalMoves {
        game: GameId,
        ply: u32,
        /// Absent from a version 1 server: `moving`.
        #[serde(default)]
        phase: Phase,
        moves: Vec<LegalMove>,
    },
    /// The answer to `next_legs` in the position after `ply` plies: where the next leg may
    /// land, whether the move may end where `path` ends, and, if so, the move as that path
    /// writes it.
    NextLegs {
        game: GameId,
        ply: u32,
        path: Vec<String>,
        legs: Vec<String>,
        can_end: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        notation: Option<String>,
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
        side: Color,
        /// As [`Gone::claimable_in_ms`]; sent again when the turn passes to the gone side.
        claimable_in_ms: i64,
    },
    /// The gone player is back.
    PlayerBack {
        game: GameId,
        side: Color,
    },
    /// The opponent of a finished game offers a rematch (`by`: their side in that game).
    RematchOffered {
        game: GameId,
        by: Color,
    },
    /// The rematch offer was declined, or lapsed (a player left or started another game).
    RematchDeclined {
        game: GameId,
    },
    PlayerProfile {
        profile: Profile,
    },
    /// To the connections watching the lobby, at most once per interval (a quarter of a
    /// second by default): what changed since the last news, merged (a seek opened and
    /// closed in between is in neither list). Applied by id, so news of what a listing
    /// already showed changes nothing.
    Lobby {
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        seeks_opened: Vec<SeekView>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        seeks_closed: Vec<u64>,
        /// Games started, as `live_games` shows them.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        games_started: Vec<GameSummary>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        games_ended: Vec<GameId>,
    },
    /// The answer to `replay`: the moves as the rules core writes them, the position after
    /// the last, its legal moves (none once over) and, once over, how it ended.
    Replayed {
        #[serde(default, with = "variant_name", skip_serializing_if = "is_camelot")]
        #[cfg_attr(feature = "ts", ts(type = "string"))]
        variant: Variant,
        moves: Vec<String>,
        position: String,
        phase: Phase,
        legal: Vec<LegalMove>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional, type = "Outcome"))]
        result: Option<Outcome>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional, type = "EndReason"))]
        termination: Option<EndReason>,
    },
    /// The lessons, and the exercises the account solved (none for a visitor).
    Lessons {
        lessons: Vec<LessonEntry>,
        solved: Vec<SolvedStep>,
    },
    Lesson {
        lesson: LessonView,
    },
    /// A legal move made on an exercise, judged; `position` is the board after it.
    LessonVerdict {
        lesson: u32,
        step: u32,
        #[serde(rename = "move")]
        notation: String,
        position: String,
        verdict: StepVerdict,
    },
    /// The puzzle opened (none: no puzzle of the variant and theme is left), and the streak
    /// run, in streak mode.
    Puzzle {
        puzzle: Option<PuzzleView>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        run: Option<RunView>,
    },
    /// A puzzle move judged. `position` and `legal` are the board to go on from: after the
    /// opponent's `reply` to a right move, as before a wrong one (taken back). `record` is
    /// the account's record once the puzzle counted in it.
    PuzzleMoved {
        id: String,
        #[serde(rename = "move")]
        notation: String,
        verdict: PuzzleVerdict,
        /// The board right after the player's move (before the reply; a wrong move's, shown
        /// before it is taken back).
        played: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reply: Option<String>,
        position: String,
        legal: Vec<LegalMove>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        record: Option<PuzzleRecordView>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        run: Option<RunView>,
    },
    PuzzleHint {
        id: String,
        square: String,
    },
    /// The solution's moves and the position before each and after the last.
    PuzzleSolution {
        id: String,
        moves: Vec<String>,
        positions: Vec<String>,
    },
    /// The account's puzzle record (none for a visitor: not rated) and its last puzzles;
    /// the themes puzzles are chosen by.
    PuzzleRecord {
        record: Option<PuzzleRecordView>,
        history: Vec<PuzzleTried>,
        themes: Vec<String>,
    },
    /// Sent every `interval_ms` on every connection: the client answers `pong`, and a
    /// client that hears nothing at all for a few intervals takes the connection as lost.
    Ping {
        interval_ms: u64,
    },
    /// A finished game's analysis: the evaluation of the position before every ply and
    /// after the last (as `review`'s positions), and each move's mark (`?`, `??` or empty)
    /// by the game's review rule.
    Analysis {
        game: GameId,
        evaluations: Vec<PositionEvaluation>,
        marks: Vec<String>,
    },
    /// The answer to `analyse_position`.
    PositionAnalysis {
        /// The position's game, so the client draws its board (`board`).
        #[serde(default, with = "variant_name", skip_serializing_if = "is_camelot")]
        #[cfg_attr(feature = "ts", ts(type = "string"))]
        variant: Variant,
        position: String,
        evaluation: PositionEvaluation,
    },
    /// The guest's account has the name it chose (`claim_name`): its games, progress and
    /// token are kept.
    NameClaimed {
        player: String,
    },
}

fn is_false(b: &bool) -> bool {
    !b
}

impl From<Refusal> for ServerMsg {
    fn from(r: Refusal) -> ServerMsg {
        ServerMsg::Error {
            code: r.code,
            message: r.message,
            illegal: r.illegal,
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
