//! What messages show of games, seeks, ratings and players.

use camelot_rules::{Color, EndReason, Outcome, Variant};
use serde::{Deserialize, Serialize};

use crate::board::{LegalMove, Phase};
use crate::ends::v1;
use crate::time_control::{TimeClass, TimeControl};
use crate::wire::{ColorChoice, GameId, is_camelot, variant_name};

/// A game's clocks, as they stand when the message is sent.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ClockView {
    pub white_ms: i64,
    pub black_ms: i64,
    /// Whose clock runs, if one does (none when the game is over, or before the clocks
    /// start).
    pub running: Option<Color>,
}

/// A player of a game in progress who has no connection left.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Gone {
    pub side: Color,
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

/// Why a game was aborted (ended with no result and no rating), so a client says why instead
/// of a bare "aborted" (issue 45).
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    Debug,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
    strum::EnumString,
)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum AbortReason {
    /// Its stored moves could not be replayed when the server started (a damaged or
    /// hand-edited database), so it could not be restored.
    Unreplayable,
    /// A side's first move did not come by the first-move deadline (`Turn::abort_in_ms`).
    NoFirstMove,
    /// White aborted it before both sides had moved.
    WhiteAborted,
    /// Black aborted it before both sides had moved.
    BlackAborted,
}

impl AbortReason {
    pub const ALL: &'static [AbortReason] = <AbortReason as strum::VariantArray>::VARIANTS;

    /// A player of `side` aborted the game.
    pub const fn by(side: Color) -> AbortReason {
        match side {
            Color::White => AbortReason::WhiteAborted,
            Color::Black => AbortReason::BlackAborted,
        }
    }

    /// The reason's code, as the wire and the database carry it (serde's name of it, which a
    /// test holds the same).
    pub fn code(self) -> &'static str {
        self.into()
    }

    pub fn from_code(code: &str) -> Option<AbortReason> {
        code.parse().ok()
    }
}

/// What the server decided about the turn now, so that no client works it out (issue 44):
/// what the side to move may play and the deadlines the clients count down to. `game` (a game
/// in progress) and `moved` (unless the move ended the game) carry it; a server before it
/// sends none, and a client then asks `legal`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Turn {
    /// What the side to move does: place trees (V5.4) or move.
    pub phase: Phase,
    /// Every legal path of the side to move, as `legal_moves` lists them.
    pub legal: Vec<LegalMove>,
    /// Present while fewer than two plies are played, which is while either player may
    /// `abort`: how long from when this was sent until the server aborts the game itself
    /// because a first move has not come (`no_first_move`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abort_in_ms: Option<i64>,
    /// Present while the side to move is gone and both sides have moved: how long from when
    /// this was sent until their opponent may claim (`claim_win`, `claim_draw`); 0: now.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_in_ms: Option<i64>,
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
    pub to_move: Color,
    pub clock: ClockView,
    /// Whether the game has clocks to show: false for `untimed` (absent from a server before
    /// it: true).
    #[serde(default = "clocked")]
    pub clocked: bool,
    /// The turn as the server decided it, while the game is in progress.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<Turn>,
    /// Once finished, who won and why (none while in play, and for an aborted game).
    #[serde(
        default,
        deserialize_with = "v1::outcome",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "ts", ts(type = "Outcome | null"))]
    pub result: Option<Outcome>,
    #[serde(
        default,
        deserialize_with = "v1::reason",
        skip_serializing_if = "Option::is_none"
    )]
    pub termination: Option<EndReason>,
    /// A pending draw or take-back offer, and who made it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_offer: Option<Color>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub takeback_offer: Option<Color>,
    /// Each player's rating in the game's time class (White's, Black's), while it is played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ratings: Option<[i32; 2]>,
    /// A player who has no connection left, while the game is in progress.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gone: Option<Gone>,
    /// Why the game was aborted (an aborted game only; absent from games aborted before the
    /// reason was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aborted: Option<AbortReason>,
}

fn clocked() -> bool {
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_abort_reasons_code_is_its_serde_name_and_reads_back() {
        for &r in AbortReason::ALL {
            assert_eq!(serde_json::to_value(r).unwrap(), r.code());
            assert_eq!(AbortReason::from_code(r.code()), Some(r));
        }
        assert_eq!(AbortReason::NoFirstMove.code(), "no_first_move");
        assert_eq!(AbortReason::from_code("aborted"), None);
    }
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
    pub color: Color,
    #[serde(deserialize_with = "v1::finished_outcome")]
    #[cfg_attr(feature = "ts", ts(type = "Outcome"))]
    pub result: Outcome,
    #[serde(deserialize_with = "v1::finished_reason")]
    pub termination: EndReason,
    #[serde(with = "variant_name")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub variant: Variant,
    pub time: TimeControl,
    pub rated: bool,
    /// When it ended: milliseconds since 1970 (UTC).
    pub ended: i64,
}

/// One player's finished games with one colour: how many they won, drew and lost.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Tally {
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
}

/// One player's own finished games of one variant, as White and as Black.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayerResults {
    #[serde(with = "variant_name")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub variant: Variant,
    pub white: Tally,
    pub black: Tally,
}

/// A player's page: ratings per time class, latest finished games (newest first), their own
/// wins, draws and losses per variant, and the server's finished games per variant (the
/// shares White and Black won, and drawn).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Profile {
    pub name: String,
    pub ratings: Vec<ClassRating>,
    pub games: Vec<PlayedGame>,
    /// Absent from servers before it: none.
    #[serde(default)]
    pub results: Vec<PlayerResults>,
    pub variants: Vec<VariantStats>,
    /// More finished games are older than `games`: ask `player` again with this as `before`
    /// (none when `games` are the last).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub older: Option<GameId>,
}

/// A game in progress as the listing (`live_games`) shows it: who plays what, where it
/// stands and its last move, without the moves before it (`watch` sends them).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameSummary {
    pub id: GameId,
    pub white: String,
    pub black: String,
    pub time: TimeControl,
    pub rated: bool,
    /// The game of the Camelot family (absent: `camelot`).
    #[serde(default, with = "variant_name", skip_serializing_if = "is_camelot")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub variant: Variant,
    /// The current position string.
    pub position: String,
    pub to_move: Color,
    pub clock: ClockView,
    /// How many plies have been played.
    pub plies: u32,
    /// The last move, as entered (none before the first).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_move: Option<String>,
    /// Each player's rating in the game's time class (White's, Black's).
    pub ratings: [i32; 2],
}
