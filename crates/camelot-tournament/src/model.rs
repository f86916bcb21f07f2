//! The plain data every format reads and writes: players, rounds of games and byes, results.
//!
//! Scores are counted in half-points (`u32`) so that sums and comparisons are exact; a win is
//! 2, a draw 1 (docs/tournaments.md, "Points").

use serde::{Deserialize, Serialize};

/// A player's id, chosen by the caller (the server's entry id, or a TRF starting rank).
pub type PlayerId = u32;

/// A score in half-points: a win is 2, a draw 1.
pub type HalfPoints = u32;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// An entrant: an id, a rating (0 when unrated) and a name for reports.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub id: PlayerId,
    pub name: String,
    pub rating: u32,
}

/// How a game ended. Forfeits are games not played: they score, but count for neither
/// colour nor the tie-breaks' opponents (docs/tournaments.md, "Unplayed games").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameResult {
    WhiteWins,
    Draw,
    BlackWins,
    WhiteWinsByForfeit,
    BlackWinsByForfeit,
    DoubleForfeit,
    /// Paired, not finished yet.
    Pending,
}

impl GameResult {
    /// The half-points the given side scored (0 while pending).
    pub fn points_for(self, colour: Colour) -> HalfPoints {
        let (white, black) = match self {
            GameResult::WhiteWins | GameResult::WhiteWinsByForfeit => (2, 0),
            GameResult::BlackWins | GameResult::BlackWinsByForfeit => (0, 2),
            GameResult::Draw => (1, 1),
            GameResult::DoubleForfeit | GameResult::Pending => (0, 0),
        };
        match colour {
            Colour::White => white,
            Colour::Black => black,
        }
    }

    /// Whether the game was played over the board (and so gives colours and a real opponent).
    pub fn is_played(self) -> bool {
        matches!(
            self,
            GameResult::WhiteWins | GameResult::Draw | GameResult::BlackWins
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub white: PlayerId,
    pub black: PlayerId,
    pub result: GameResult,
}

impl Game {
    /// The player's colour in this game, if they played in it.
    pub fn colour_of(&self, player: PlayerId) -> Option<Colour> {
        if self.white == player {
            Some(Colour::White)
        } else if self.black == player {
            Some(Colour::Black)
        } else {
            None
        }
    }

    pub fn opponent_of(&self, player: PlayerId) -> Option<PlayerId> {
        match self.colour_of(player)? {
            Colour::White => Some(self.black),
            Colour::Black => Some(self.white),
        }
    }
}

/// A round without a game for a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ByeKind {
    /// The pairing-allocated bye of an odd Swiss round: a win's points (FIDE C.04.1 c).
    Pairing,
    /// A half-point bye the player asked for before the round.
    Half,
    /// Not paired for no points: a zero-point bye asked for, an absence, a round robin's rest.
    Zero,
}

impl ByeKind {
    pub fn points(self) -> HalfPoints {
        match self {
            ByeKind::Pairing => 2,
            ByeKind::Half => 1,
            ByeKind::Zero => 0,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bye {
    pub player: PlayerId,
    pub kind: ByeKind,
}

/// One round: its games and its byes. A player in neither took no part in it (a late entry's
/// earlier rounds, or after withdrawing).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub games: Vec<Game>,
    pub byes: Vec<Bye>,
}

impl Round {
    /// What the player had in this round: a game, a bye, or nothing.
    pub fn entry_of(&self, player: PlayerId) -> Option<Entry> {
        if let Some(game) = self.games.iter().find(|g| g.colour_of(player).is_some()) {
            return Some(Entry::Game(*game));
        }
        self.byes
            .iter()
            .find(|b| b.player == player)
            .map(|b| Entry::Bye(b.kind))
    }
}

/// A player's part in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    Game(Game),
    Bye(ByeKind),
}

/// The half-points `player` has after `rounds`.
pub fn score(player: PlayerId, rounds: &[Round]) -> HalfPoints {
    rounds.iter().map(|r| round_points(player, r)).sum()
}

/// The half-points `player` scored in one round.
pub fn round_points(player: PlayerId, round: &Round) -> HalfPoints {
    match round.entry_of(player) {
        Some(Entry::Game(g)) => g.colour_of(player).map_or(0, |c| g.result.points_for(c)),
        Some(Entry::Bye(kind)) => kind.points(),
        None => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_count_games_and_byes_in_half_points() {
        let rounds = vec![
            Round {
                games: vec![Game {
                    white: 1,
                    black: 2,
                    result: GameResult::Draw,
                }],
                byes: vec![Bye {
                    player: 3,
                    kind: ByeKind::Pairing,
                }],
            },
            Round {
                games: vec![Game {
                    white: 3,
                    black: 1,
                    result: GameResult::BlackWinsByForfeit,
                }],
                byes: vec![Bye {
                    player: 2,
                    kind: ByeKind::Half,
                }],
            },
        ];
        assert_eq!(score(1, &rounds), 3);
        assert_eq!(score(2, &rounds), 2);
        assert_eq!(score(3, &rounds), 2);
        assert_eq!(score(4, &rounds), 0);
    }
}
